// test_gen.cc - the random program generator (sfpu_gen.h): reproducibility, seeds, allow-lists, the hazard
// policies (rule-abiding programs end in the same state functionally and timed), nesting, sharding, coverage.
#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <string>
#include <vector>

#include "sfpu/sfpu_gen.h"

namespace {

struct Prog {
    sfpu_gen_prog_t p;
    sfpu_status_t st;
    char err[300];
    Prog(const sfpu_gen_opts_t &o, uint64_t seed, sfpu_gen_cov_t *cov = nullptr)
    {
        st = sfpu_gen_program(&o, seed, &p, cov, err, sizeof err);
    }
    ~Prog() { sfpu_gen_free(&p); }
    std::vector<uint32_t> words() const { return std::vector<uint32_t>(p.words, p.words + p.n); }
};

unsigned op_of(uint32_t w, sfpu_arch_t arch)
{
    sfpu_insn_t in;
    return sfpu_decode(w, arch, &in, nullptr, 0) == SFPU_OK ? in.op : SFPU_OP_INVALID;
}

const sfpu_arch_t kArchs[] = {SFPU_ARCH_BH, SFPU_ARCH_WH};

} // namespace

TEST(Gen, SameSeedGivesTheSameProgram)
{
    for (sfpu_arch_t arch : kArchs) {
        for (uint8_t hz : {SFPU_GEN_HAZARDS_ABIDE, SFPU_GEN_HAZARDS_VIOLATE}) {
            sfpu_gen_opts_t o;
            sfpu_gen_default_opts(&o, arch);
            o.hazards = hz;
            uint64_t seed = sfpu_gen_seed(7, "repro");
            Prog a(o, seed), b(o, seed), c(o, seed + 1);
            ASSERT_EQ(a.st, SFPU_OK) << a.err;
            ASSERT_EQ(b.st, SFPU_OK) << b.err;
            ASSERT_EQ(c.st, SFPU_OK) << c.err;
            EXPECT_EQ(a.words(), b.words());
            EXPECT_EQ(0, std::memcmp(a.p.lreg_init, b.p.lreg_init, sizeof a.p.lreg_init));
            EXPECT_EQ(0, std::memcmp(a.p.dst_init, b.p.dst_init, sizeof a.p.dst_init));
            EXPECT_NE(a.words(), c.words());
            EXPECT_EQ(a.p.n, o.len);
        }
    }
}

TEST(Gen, DifferentNamesGiveDifferentSeeds)
{
    std::set<uint64_t> seen;
    for (int k = 0; k < 5000; ++k) {
        std::string name = "t-" + std::to_string(k);
        EXPECT_TRUE(seen.insert(sfpu_gen_seed(1, name.c_str())).second) << name;
    }
    EXPECT_EQ(sfpu_gen_seed(1, "x"), sfpu_gen_seed(1, "x"));
    EXPECT_NE(sfpu_gen_seed(1, "x"), sfpu_gen_seed(2, "x"));
    EXPECT_NE(sfpu_gen_seed(1, "ab"), sfpu_gen_seed(1, "ba"));
    EXPECT_NE(sfpu_gen_seed(1, ""), sfpu_gen_seed(1, nullptr) + 1);
}

TEST(Gen, DefaultAllowListIsEverySfpuInstructionOfTheTable)
{
    for (sfpu_arch_t arch : kArchs) {
        uint64_t m = sfpu_gen_default_allow(arch);
        for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
            const sfpu_isa_info_t *i = sfpu_isa_info(op);
            bool want = i->unit < SFPU_UNIT_COUNT && (i->arch_mask & SFPU_ARCH_MASK(arch));
            EXPECT_EQ(((m >> op) & 1u) != 0, want) << i->name;
        }
    }
    EXPECT_TRUE((sfpu_gen_default_allow(SFPU_ARCH_BH) >> SFPU_OP_SFPARECIP) & 1u);
    EXPECT_FALSE((sfpu_gen_default_allow(SFPU_ARCH_WH) >> SFPU_OP_SFPARECIP) & 1u);
    EXPECT_FALSE((sfpu_gen_default_allow(SFPU_ARCH_BH) >> SFPU_OP_TTSETRWC) & 1u);
}

TEST(Gen, EveryAllowedInstructionAppearsAndCoverageAccumulates)
{
    for (sfpu_arch_t arch : kArchs) {
        sfpu_gen_opts_t o;
        sfpu_gen_default_opts(&o, arch);
        o.hazards = SFPU_GEN_HAZARDS_VIOLATE;
        sfpu_gen_cov_t cov;
        sfpu_gen_cov_reset(&cov);
        for (int k = 0; k < 30; ++k) {
            Prog p(o, sfpu_gen_seed(11, ("cov-" + std::to_string(k)).c_str()), &cov);
            ASSERT_EQ(p.st, SFPU_OK) << p.err;
        }
        EXPECT_EQ(cov.programs, 30u);
        EXPECT_EQ(cov.words, 30u * o.len);
        for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
            if (!((o.allow >> op) & 1u)) {
                continue;
            }
            uint64_t n = 0;
            for (unsigned m = 0; m < SFPU_GEN_MOD_VALUES; ++m) {
                n += cov.op_mod[op][m];
            }
            EXPECT_GT(n, 0u) << sfpu_isa_info(op)->name << " never generated";
        }
        EXPECT_GT(cov.macros, 0u);
        EXPECT_GT(cov.macro_sel[0][3] + cov.macro_sel[1][3] + cov.macro_sel[2][3], 0u) << "no template scheduled";
        unsigned d0 = 0;
        for (unsigned a = 0; a < SFPU_OP_COUNT; ++a) {
            for (unsigned b = 0; b < SFPU_OP_COUNT; ++b) {
                d0 += cov.hazard[a][b][0] != 0;
            }
        }
        EXPECT_GT(d0, 100u);
        std::vector<char> buf(sfpu_gen_cov_format(&cov, arch, 0, nullptr, 0) + 1);
        sfpu_gen_cov_format(&cov, arch, 0, buf.data(), buf.size());
        std::string text(buf.data());
        EXPECT_NE(text.find("programs 30"), std::string::npos) << text;
        EXPECT_NE(text.find("SFPMAD"), std::string::npos);
        EXPECT_EQ(text.find("NEVER GENERATED"), std::string::npos) << text;
    }
}

// Without macros that schedule work (--no-macros: only the instruction draws, whose macros schedule at most SFPNOPs)
// a rule-abiding program ends in the same state functionally and timed; with the production-shape macro blocks
// (default) functional execution cannot run the schedules, and the self-check asks for no timed diagnostic instead.
TEST(Gen, RuleAbidingProgramsEndInTheSameStateFunctionalAndTimed)
{
    for (sfpu_arch_t arch : kArchs) {
        sfpu_gen_opts_t o;
        sfpu_gen_default_opts(&o, arch);
        unsigned retried = 0, padded = 0;
        for (int k = 0; k < 200; ++k) {
            o.macros = k % 2;
            std::string name = "abide-" + std::to_string(k);
            Prog p(o, sfpu_gen_seed(5, name.c_str()));
            ASSERT_EQ(p.st, SFPU_OK) << name << ": " << p.err;
            ASSERT_EQ(p.p.n, o.len);
            char msg[300];
            unsigned diags = 99;
            EXPECT_EQ(sfpu_gen_selfcheck(&p.p, true, &diags, msg, sizeof msg), SFPU_OK) << name << ": " << msg;
            EXPECT_EQ(diags, 0u) << name;
            retried += p.p.attempts > 1;
            padded += p.p.nops_inserted;
        }
        // the per-word discipline (trial on scratch models, SFPNOP padding) must be enough on its own, but for the
        // rare program that gets stuck behind SFPLOADMACRO work it cannot see coming (a scheduled SFPSTORE reading an
        // LReg too early on Wormhole, a scheduled word no SFPNOP can follow): at most 2 of the 200 need a 2nd attempt
        EXPECT_LE(retried, 2u);
        EXPECT_GT(padded, 0u);
    }
}

// Both policies draw SFPLOADMACRO blocks in every production schedule shape (gen.c kernel_shape_block), so the
// lockstep co-simulation sees the schedules tt-llk's kernels use.
TEST(Gen, ProductionScheduleShapesAreDrawn)
{
    for (sfpu_arch_t arch : kArchs) {
        for (sfpu_gen_hazards_t h : {SFPU_GEN_HAZARDS_ABIDE, SFPU_GEN_HAZARDS_VIOLATE}) {
            sfpu_gen_opts_t o;
            sfpu_gen_default_opts(&o, arch);
            o.hazards = h;
            o.len = 400;
            sfpu_gen_cov_t cov;
            sfpu_gen_cov_reset(&cov);
            for (int k = 0; k < 30; ++k) {
                sfpu_gen_prog_t p;
                char err[300];
                ASSERT_EQ(sfpu_gen_program(&o, sfpu_gen_seed(9, ("shape-" + std::to_string(k)).c_str()), &p, &cov,
                                           err, sizeof err),
                          SFPU_OK)
                    << err;
                char msg[300];
                EXPECT_EQ(sfpu_gen_selfcheck(&p, h == SFPU_GEN_HAZARDS_ABIDE, nullptr, msg, sizeof msg), SFPU_OK) << msg;
                sfpu_gen_free(&p);
            }
            for (unsigned i = 0; i < SFPU_GEN_KERNEL_SHAPES; ++i) {
                EXPECT_GT(cov.kernel_shapes[i], 0u) << "arch " << arch << " hazards " << h << ": no block of shape '"
                                                    << sfpu_gen_kernel_shape_name(i) << "'";
            }
            EXPECT_EQ(sfpu_gen_kernel_shape_name(SFPU_GEN_KERNEL_SHAPES), nullptr);
        }
    }
}

TEST(Gen, RuleViolatingProgramsRunWithoutErrorsAndHaveHazards)
{
    for (sfpu_arch_t arch : kArchs) {
        sfpu_gen_opts_t o;
        sfpu_gen_default_opts(&o, arch);
        o.hazards = SFPU_GEN_HAZARDS_VIOLATE;
        unsigned total_diags = 0;
        for (int k = 0; k < 50; ++k) {
            Prog p(o, sfpu_gen_seed(5, ("violate-" + std::to_string(k)).c_str()));
            ASSERT_EQ(p.st, SFPU_OK) << p.err;
            char msg[300];
            unsigned diags = 0;
            EXPECT_EQ(sfpu_gen_selfcheck(&p.p, false, &diags, msg, sizeof msg), SFPU_OK) << msg;
            EXPECT_EQ(p.p.nops_inserted, 0u);
            total_diags += diags;
        }
        EXPECT_GT(total_diags, 0u);
    }
}

TEST(Gen, AllowListIsRespected)
{
    for (sfpu_arch_t arch : kArchs) {
        sfpu_gen_opts_t o;
        sfpu_gen_default_opts(&o, arch);
        o.allow = (1ull << SFPU_OP_SFPMAD) | (1ull << SFPU_OP_SFPLOADI) | (1ull << SFPU_OP_SFPIADD) |
                  (1ull << SFPU_OP_SFPPUSHC) | (1ull << SFPU_OP_SFPPOPC);
        std::set<unsigned> seen;
        for (int k = 0; k < 20; ++k) {
            Prog p(o, sfpu_gen_seed(3, ("allow-" + std::to_string(k)).c_str()));
            ASSERT_EQ(p.st, SFPU_OK) << p.err;
            for (uint32_t w : p.words()) {
                unsigned op = op_of(w, arch);
                EXPECT_TRUE(((o.allow >> op) & 1u) || op == SFPU_OP_SFPNOP) << std::hex << w;
                seen.insert(op);
            }
        }
        for (unsigned op : {SFPU_OP_SFPMAD, SFPU_OP_SFPLOADI, SFPU_OP_SFPIADD, SFPU_OP_SFPPUSHC, SFPU_OP_SFPPOPC}) {
            EXPECT_TRUE(seen.count(op)) << sfpu_isa_info(op)->name;
        }
    }
}

// The SFPLOADMACRO blocks write a Round or Store Sequence byte through LReg[0] (SFPLOADI): a set without SFPLOADI
// gets the blocks that need none, and never an SFPLOADI word (the production shapes and the coincidence blocks once
// wrote it regardless).
TEST(Gen, ASetWithoutSfploadiNeverGetsOne)
{
    for (sfpu_arch_t arch : kArchs) {
        sfpu_gen_opts_t o;
        sfpu_gen_default_opts(&o, arch);
        o.allow &= ~(1ull << SFPU_OP_SFPLOADI);
        for (int k = 0; k < 40; ++k) {
            o.index = (uint32_t)k;
            o.hazards = k % 2 ? SFPU_GEN_HAZARDS_VIOLATE : SFPU_GEN_HAZARDS_ABIDE;
            Prog p(o, sfpu_gen_seed(3, ("no-loadi-" + std::to_string(k)).c_str()));
            ASSERT_EQ(p.st, SFPU_OK) << p.err;
            for (uint32_t w : p.words())
                EXPECT_NE(op_of(w, arch), (unsigned)SFPU_OP_SFPLOADI) << "arch " << arch << " program " << k;
        }
    }
}

TEST(Gen, NestingStaysWithinTheLimitAndIsClosed)
{
    for (sfpu_arch_t arch : kArchs) {
        for (uint8_t limit : {0, 2, 8}) {
            sfpu_gen_opts_t o;
            sfpu_gen_default_opts(&o, arch);
            o.max_depth = limit;
            o.allow = (1ull << SFPU_OP_SFPPUSHC) | (1ull << SFPU_OP_SFPPOPC) | (1ull << SFPU_OP_SFPSETCC) |
                      (1ull << SFPU_OP_SFPCOMPC) | (1ull << SFPU_OP_SFPMOV);
            unsigned deepest = 0;
            for (int k = 0; k < 10; ++k) {
                Prog p(o, sfpu_gen_seed(9, ("nest-" + std::to_string(k)).c_str()));
                ASSERT_EQ(p.st, SFPU_OK) << p.err;
                sfpu_t *s = nullptr;
                sfpu_config_t cfg = {arch, 0};
                ASSERT_EQ(sfpu_create(&cfg, &s), SFPU_OK);
                sfpu_gen_apply_init(s, &p.p);
                for (uint32_t w : p.words()) {
                    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK) << sfpu_last_error(s);
                    uint32_t d = 0;
                    sfpu_get_reg(s, SFPU_REG_STACK_DEPTH, 0, &d);
                    EXPECT_LE(d, limit);
                    deepest = d > deepest ? d : deepest;
                }
                uint32_t d = 1;
                sfpu_get_reg(s, SFPU_REG_STACK_DEPTH, 0, &d);
                EXPECT_EQ(d, 0u);
                sfpu_destroy(s);
            }
            EXPECT_EQ(deepest, limit); // the limit is reached, not only respected
        }
    }
}

TEST(Gen, ShardPartitionIsExact)
{
    for (uint64_t n : {1u, 2u, 3u, 7u, 16u}) {
        for (uint64_t k = 0; k < 200; ++k) {
            unsigned owners = 0;
            for (uint64_t i = 0; i < n; ++i) {
                owners += sfpu_gen_shard_keeps(k, i, n);
            }
            EXPECT_EQ(owners, 1u) << k << " of " << n;
        }
    }
    EXPECT_FALSE(sfpu_gen_shard_keeps(3, 0, 0));
}

TEST(Gen, AssemblerTextReassemblesToTheSameWords)
{
    for (sfpu_arch_t arch : kArchs) {
        sfpu_gen_opts_t o;
        sfpu_gen_default_opts(&o, arch);
        o.hazards = SFPU_GEN_HAZARDS_VIOLATE;
        for (int k = 0; k < 10; ++k) {
            Prog p(o, sfpu_gen_seed(4, ("text-" + std::to_string(k)).c_str()));
            ASSERT_EQ(p.st, SFPU_OK) << p.err;
            std::vector<char> text(sfpu_gen_format_asm(&p.p, nullptr, 0) + 1);
            sfpu_gen_format_asm(&p.p, text.data(), text.size());
            std::vector<uint32_t> w(p.p.n + 1);
            size_t n = 0;
            char err[300];
            ASSERT_EQ(sfpu_assemble(text.data(), "gen.s", arch, w.data(), w.size(), &n, err, sizeof err), SFPU_OK)
                << err;
            w.resize(n);
            EXPECT_EQ(w, p.words());
            std::vector<char> init(sfpu_gen_format_init(&p.p, nullptr, 0) + 1);
            sfpu_gen_format_init(&p.p, init.data(), init.size());
            EXPECT_EQ(std::string(init.data()).rfind("lreg 0 lanes 0x", 0), 0u);
        }
    }
}

TEST(Gen, BadOptionsNameTheOption)
{
    sfpu_gen_opts_t o;
    sfpu_gen_default_opts(&o, SFPU_ARCH_WH);
    sfpu_gen_prog_t p;
    char err[300];
    o.len = 0;
    EXPECT_EQ(sfpu_gen_program(&o, 1, &p, nullptr, err, sizeof err), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err).find("len"), std::string::npos) << err;
    EXPECT_EQ(p.words, nullptr);
    sfpu_gen_default_opts(&o, SFPU_ARCH_WH);
    o.allow = 1ull << SFPU_OP_SFPARECIP; // Blackhole only
    EXPECT_EQ(sfpu_gen_program(&o, 1, &p, nullptr, err, sizeof err), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err).find("SFPARECIP"), std::string::npos) << err;
    sfpu_gen_default_opts(&o, SFPU_ARCH_BH);
    o.max_depth = 9;
    EXPECT_EQ(sfpu_gen_program(&o, 1, &p, nullptr, err, sizeof err), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err).find("max_depth"), std::string::npos) << err;
}

TEST(Gen, RwcInstructionsMayBeMixedInButNotTheExpanders)
{
    sfpu_gen_opts_t o;
    sfpu_gen_default_opts(&o, SFPU_ARCH_BH);
    o.len = 150;
    o.allow = sfpu_gen_default_allow(SFPU_ARCH_BH) | (1ull << SFPU_OP_TTINCRWC) | (1ull << SFPU_OP_TTSETRWC);
    sfpu_gen_prog_t p;
    char err[256];
    // 2 of 44 ops, drawn in the words the directed targets leave: about a third of the 150-word programs draw
    // neither, so a few seeds are tried (one seed made the test pass or fail with any change to the targets)
    unsigned rwc = 0;
    for (uint64_t seed = 3; seed < 40 && rwc == 0; ++seed) {
        ASSERT_EQ(sfpu_gen_program(&o, seed, &p, nullptr, err, sizeof err), SFPU_OK) << err;
        for (size_t i = 0; i < p.n; ++i)
            rwc += (p.words[i] >> 24) == 0x37 || (p.words[i] >> 24) == 0x38;
        char msg[300];
        EXPECT_EQ(sfpu_gen_selfcheck(&p, true, nullptr, msg, sizeof msg), SFPU_OK) << msg;
        sfpu_gen_free(&p);
    }
    EXPECT_GT(rwc, 0u);
    o.allow |= 1ull << SFPU_OP_TTMOP;
    EXPECT_EQ(sfpu_gen_program(&o, 3, &p, nullptr, err, sizeof err), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err).find("TTMOP"), std::string::npos) << err;
}

// sfpu_gen_opts_t.undef: each listed word is undefined in the cycle it is presented (the timed model stops there
// with SFPU_ERR_UNDEFINED), sits between SFPNOPs, and the program runs on with an SFPNOP in its place (as the
// lockstep harness runs it); the kinds are all drawn; none without the option.
TEST(Gen, UndefinedWordsAreUndefinedWhereTheyStand)
{
    for (sfpu_arch_t arch : kArchs) {
        std::set<std::string> kinds;
        unsigned total = 0, row_off = 0;
        for (unsigned k = 0; k < 48; ++k) { // the whole-word kinds come one a program, in turn: twice round
            sfpu_gen_opts_t o;
            sfpu_gen_default_opts(&o, arch);
            o.index = k;
            o.hazards = k % 2 ? SFPU_GEN_HAZARDS_VIOLATE : SFPU_GEN_HAZARDS_ABIDE;
            o.undef = 1;
            Prog p(o, sfpu_gen_seed(9, ("undef-" + std::to_string(k)).c_str()));
            ASSERT_EQ(p.st, SFPU_OK) << p.err;
            char msg[300];
            EXPECT_EQ(sfpu_gen_selfcheck(&p.p, o.hazards == SFPU_GEN_HAZARDS_ABIDE, nullptr, msg, sizeof msg), SFPU_OK)
                << msg;
            total += p.p.n_undef;
            for (unsigned u = 0; u < p.p.n_undef; ++u)
                EXPECT_EQ(sfpu_gen_undef_row(&p.p, p.p.undef_at[u]), p.p.undef_row[u]);
            EXPECT_EQ(sfpu_gen_undef_row(&p.p, 0), SFPU_GEN_NO_ROW); // not an undefined word
            sfpu_config_t cfg = {arch, 0};
            sfpu_t *m = nullptr;
            ASSERT_EQ(sfpu_create(&cfg, &m), SFPU_OK);
            sfpu_gen_apply_init(m, &p.p);
            std::vector<char> ckpt(sfpu_state_size());
            size_t pc = 0;
            sfpu_out_t out;
            out.busy = 0;
            for (unsigned cyc = 0; cyc < 4 * p.p.n + 64 && (pc < p.p.n || out.busy); ++cyc) {
                sfpu_in_t in = {(uint8_t)(pc < p.p.n), pc < p.p.n ? p.p.words[pc] : 0u};
                bool undef = pc < p.p.n && sfpu_gen_is_undef(&p.p, pc);
                unsigned off = pc < p.p.n && !undef ? sfpu_gen_invalid_row(&p.p, pc) : SFPU_GEN_NO_ROW;
                if (off != SFPU_GEN_NO_ROW) {
                    // the DstRowValid rule's other side: the row is one the word addresses (undefined with every
                    // row of lanes on), but only in lanes that are off now - defined while the row is invalid
                    sfpu_save(m, ckpt.data(), ckpt.size());
                    for (unsigned l = 0; l < SFPU_LANES; ++l) {
                        uint32_t v = 0;
                        ASSERT_EQ(sfpu_get_reg(m, SFPU_REG_LANE_CONFIG, l, &v), SFPU_OK);
                        ASSERT_EQ(sfpu_set_reg(m, SFPU_REG_LANE_CONFIG, l, v & ~0xF000u), SFPU_OK);
                    }
                    ASSERT_EQ(sfpu_poke_dst_row_valid(m, off, false), SFPU_OK);
                    sfpu_out_t o2;
                    for (unsigned c = 0; c < 8 && sfpu_tick(m, &in, &o2) == SFPU_OK && !o2.insn_ready; ++c) {
                    }
                    EXPECT_NE(std::string(sfpu_last_error(m)).find("DstRowValid=0"), std::string::npos)
                        << "word " << pc << " with every row of lanes on: " << sfpu_last_error(m);
                    sfpu_restore(m, ckpt.data(), ckpt.size());
                    ASSERT_EQ(sfpu_poke_dst_row_valid(m, off, false), SFPU_OK);
                    ++row_off;
                }
                if (undef) {
                    ASSERT_TRUE(pc > 0 && pc + 1 < p.p.n);
                    EXPECT_EQ(p.p.words[pc - 1], 0x8F000000u);
                    EXPECT_EQ(p.p.words[pc + 1], 0x8F000000u);
                    unsigned row = sfpu_gen_undef_row(&p.p, pc);
                    sfpu_save(m, ckpt.data(), ckpt.size());
                    if (row != SFPU_GEN_NO_ROW) { // a load or store of that row: defined while the row is valid
                        ASSERT_EQ(sfpu_tick(m, &in, &out), SFPU_OK) << "word " << pc << ": " << sfpu_last_error(m);
                        sfpu_restore(m, ckpt.data(), ckpt.size());
                        ASSERT_EQ(sfpu_poke_dst_row_valid(m, row, false), SFPU_OK);
                        sfpu_save(m, ckpt.data(), ckpt.size());
                    }
                    ASSERT_EQ(sfpu_tick(m, &in, &out), SFPU_ERR_UNDEFINED) << "word " << pc;
                    std::string why = sfpu_last_error(m);
                    if (row != SFPU_GEN_NO_ROW) {
                        EXPECT_NE(why.find("physical row " + std::to_string(row) + ")"), std::string::npos) << why;
                    }
                    kinds.insert(why.find("DstRowValid=0") != std::string::npos       ? "dst row"
                                 : why.find("reserved bits") != std::string::npos      ? "reserved bit"
                                 : why.find("not an SFPU instruction") != std::string::npos ? "opcode"
                                 : why.find("full") != std::string::npos             ? "full stack"
                                 : why.find("empty") != std::string::npos            ? "empty stack"
                                 : why.find("selects 1") != std::string::npos        ? "macro"
                                                                                     : "mode");
                    sfpu_restore(m, ckpt.data(), ckpt.size());
                    in.insn = 0x8F000000u;
                }
                ASSERT_EQ(sfpu_tick(m, &in, &out), SFPU_OK) << "word " << pc << ": " << sfpu_last_error(m);
                for (unsigned r = 0; (undef || off != SFPU_GEN_NO_ROW) && r < SFPU_DST_ROWS; ++r)
                    sfpu_poke_dst_row_valid(m, r, true); // valid again from the next cycle on
                pc += out.insn_ready;
            }
            EXPECT_EQ(pc, p.p.n);
            sfpu_destroy(m);
            o.undef = 0;
            Prog none(o, sfpu_gen_seed(9, ("undef-" + std::to_string(k)).c_str()));
            EXPECT_EQ(none.p.n_undef, 0u);
        }
        EXPECT_GE(total, 24u);
        EXPECT_GE(row_off, 3u) << "arch " << arch << ": defined loads / stores beside an invalid row";
        std::set<std::string> want = {"reserved bit", "mode", "full stack", "empty stack", "macro", "dst row"};
        if (arch == SFPU_ARCH_WH)
            want.insert("opcode"); // Blackhole has every opcode of Wormhole
        for (const std::string &w : want)
            EXPECT_TRUE(kinds.count(w)) << "arch " << arch << ": no undefined word of kind " << w;
    }
}

TEST(Gen, BadUndefOptionIsNamed)
{
    sfpu_gen_opts_t o;
    sfpu_gen_default_opts(&o, SFPU_ARCH_BH);
    o.undef = 2;
    sfpu_gen_prog_t p;
    char err[300];
    EXPECT_EQ(sfpu_gen_program(&o, 1, &p, nullptr, err, sizeof err), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err).find("undef"), std::string::npos) << err;
}

// opts.prng: programs start from a PRNG state of their own, which sfpu_gen_apply_init pokes and the .init text lists,
// except one in four (index % 4 == 3), which keeps the reset state. In one program in four (index % 4 == 1) every
// lane's PRNGBits (the 23 low bits) are 1 and the program opens, before any word advances the PRNG, with a stochastic
// SFPSTOCHRND from INT32 with shift 0 stored to Dst at once: a zero fraction must not round up against PRNGBits = 1
// (the one state that shows `fraction >= PRNGBits` on it).
TEST(Gen, PrngStateIsTheProgramsOwnAndOneInFourOpensOnPrngBitsOne)
{
    for (sfpu_arch_t arch : kArchs) {
        unsigned openings = 0;
        for (unsigned k = 0; k < 8; ++k) {
            sfpu_gen_opts_t o;
            sfpu_gen_default_opts(&o, arch);
            EXPECT_EQ(o.prng, 1u);
            o.index = k;
            o.hazards = k % 2 ? SFPU_GEN_HAZARDS_VIOLATE : SFPU_GEN_HAZARDS_ABIDE;
            Prog p(o, sfpu_gen_seed(5, ("prng-" + std::to_string(k)).c_str()));
            ASSERT_EQ(p.st, SFPU_OK) << p.err;
            ASSERT_EQ(p.p.prng_set, k % 4 != 3 ? 1u : 0u);
            unsigned ones = 0;
            for (unsigned l = 0; l < SFPU_LANES; ++l)
                ones += (p.p.prng_init[l] & 0x7FFFFFu) == 1u;
            EXPECT_EQ(ones == SFPU_LANES, k % 4 == 1) << "arch " << arch << " index " << k;
            sfpu_config_t cfg = {arch, 0};
            sfpu_t *m = nullptr;
            ASSERT_EQ(sfpu_create(&cfg, &m), SFPU_OK);
            ASSERT_EQ(sfpu_gen_apply_init(m, &p.p), SFPU_OK);
            sfpu_t *fresh = nullptr;
            ASSERT_EQ(sfpu_create(&cfg, &fresh), SFPU_OK);
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                uint32_t v = 0, reset = 0;
                ASSERT_EQ(sfpu_get_reg(m, SFPU_REG_PRNG, l, &v), SFPU_OK);
                ASSERT_EQ(sfpu_get_reg(fresh, SFPU_REG_PRNG, l, &reset), SFPU_OK);
                EXPECT_EQ(v, p.p.prng_set ? p.p.prng_init[l] : reset);
            }
            sfpu_destroy(fresh);
            std::vector<char> text(sfpu_gen_format_init(&p.p, nullptr, 0) + 1);
            sfpu_gen_format_init(&p.p, text.data(), text.size());
            EXPECT_EQ(std::string(text.data()).find("reg prng 31 0x") != std::string::npos, p.p.prng_set == 1);
            // the first word that can advance a lane's PRNG
            for (size_t i = 0; i < p.p.n; ++i) {
                sfpu_insn_t in;
                ASSERT_EQ(sfpu_decode(p.p.words[i], arch, &in, nullptr, 0), SFPU_OK);
                bool advances = in.op == SFPU_OP_SFPSTOCHRND || in.op == SFPU_OP_SFPMOV || in.op == SFPU_OP_SFPCAST ||
                                in.op == SFPU_OP_SFPLOADMACRO;
                if (!advances) {
                    ASSERT_EQ(sfpu_exec(m, p.p.words[i]), SFPU_OK) << "word " << i;
                    continue;
                }
                unsigned mod1 = in.f[SFPU_FIELD_mod1];
                bool opening = in.op == SFPU_OP_SFPSTOCHRND && (mod1 == 12 || mod1 == 13) && in.f[SFPU_FIELD_imm5] == 0;
                EXPECT_EQ(opening, k % 4 == 1) << "arch " << arch << " index " << k << " word " << i;
                if (!opening)
                    break;
                ++openings;
                unsigned rnd = in.f[SFPU_FIELD_rnd_mode]; // stochastic: WH 1, BH 1 or 3
                EXPECT_TRUE(arch == SFPU_ARCH_WH ? rnd == 1 : (rnd & 1) == 1);
                uint32_t c[SFPU_LANES], r[SFPU_LANES];
                sfpu_peek_lreg(m, in.f[SFPU_FIELD_vc], c);
                ASSERT_EQ(sfpu_exec(m, p.p.words[i]), SFPU_OK);
                sfpu_peek_lreg(m, in.f[SFPU_FIELD_vd], r);
                for (unsigned l = 0; l < SFPU_LANES; ++l) {
                    uint32_t mag = c[l] & 0x7FFFFFFFu;
                    ASSERT_LT(mag, mod1 == 13 ? 127u : 255u); // below the clamp
                    EXPECT_EQ(r[l] & 0x7FFFFFFFu, mag) << "lane " << l << ": a zero fraction rounded up";
                }
                sfpu_insn_t st;
                ASSERT_EQ(sfpu_decode(p.p.words[i + 1], arch, &st, nullptr, 0), SFPU_OK);
                EXPECT_EQ(st.op, SFPU_OP_SFPSTORE);
                EXPECT_EQ(st.f[SFPU_FIELD_vd], in.f[SFPU_FIELD_vd]);
                break;
            }
            sfpu_destroy(m);
        }
        EXPECT_EQ(openings, 2u) << "arch " << arch;
    }
}

TEST(Gen, PrngOffKeepsTheResetStateAndBadValuesAreNamed)
{
    sfpu_gen_opts_t o;
    sfpu_gen_default_opts(&o, SFPU_ARCH_BH);
    o.prng = 0;
    o.index = 1;
    Prog p(o, 3);
    ASSERT_EQ(p.st, SFPU_OK) << p.err;
    EXPECT_EQ(p.p.prng_set, 0u);
    std::vector<char> text(sfpu_gen_format_init(&p.p, nullptr, 0) + 1);
    sfpu_gen_format_init(&p.p, text.data(), text.size());
    EXPECT_EQ(std::string(text.data()).find("reg prng"), std::string::npos);
    o.prng = 2;
    sfpu_gen_prog_t q;
    char err[300];
    EXPECT_EQ(sfpu_gen_program(&o, 1, &q, nullptr, err, sizeof err), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err).find("prng"), std::string::npos) << err;
}
