// The coverage groups derived from the specification (model/src/gen/gen_spec.c, gen_reads.def): the per-instruction
// list of what each instruction reads names every row and every field of the ISA table, and the spec's boundary,
// ADDR_MOD and decode-rule bins exist where the architecture has them.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "sfpu/sfpu_gen.h"
#include "sfpu/sfpu_isa.h"

namespace {

enum {
    GR_FP16A_INF, GR_BACKDOOR, GR_DEST_INDEX, GR_CAPTURE_INDEX, GR_BLOCK_WR, GR_BLOCK_RD, GR_RD_XCHG, GR_WR_XCHG,
    GR_SRCB_SRCC, GR_ROW_MASK, GR_LC_HI, GR_BITS
};
#define GR(x) (1u << GR_##x)

struct ReadsRow {
    std::string name, fields;
    unsigned mode_bits, insn_bits;
};

const std::vector<ReadsRow> kReads = {
#define GEN_READS(NAME, fields, mode_bits, insn_bits) {#NAME, fields, mode_bits, insn_bits},
#include "../../model/src/gen/gen_reads.def"
};

uint64_t lockstep_allow(sfpu_arch_t arch)
{
    return sfpu_gen_default_allow(arch) | (1ull << SFPU_OP_SFPLOADMACRO) | (1ull << SFPU_OP_TTSETRWC) |
           (1ull << SFPU_OP_TTINCRWC);
}

std::map<std::string, uint32_t> bins_of(sfpu_arch_t arch, uint64_t allow)
{
    std::map<std::string, uint32_t> m;
    sfpu_gen_cov_bins(
        nullptr, arch, allow,
        [](void *ctx, unsigned g, unsigned, const char *name, uint32_t *count) {
            (*static_cast<std::map<std::string, uint32_t> *>(ctx))[std::string(sfpu_gen_cov_group_key(g)) + "/" +
                                                                     name] = *count;
        },
        &m);
    return m;
}

size_t group_size(const std::map<std::string, uint32_t> &m, const std::string &g)
{
    size_t n = 0;
    for (auto &kv : m) {
        n += kv.first.compare(0, g.size() + 1, g + "/") == 0;
    }
    return n;
}

} // namespace

// One row per sfpu_isa.def row, in its order, naming every field of the row's format on either architecture and
// nothing else; a bit is crossed either with each mode or with the instruction, not both.
TEST(GenSpec, ReadsTableListsEveryIsaRowAndField)
{
    ASSERT_EQ(kReads.size(), (size_t)SFPU_OP_COUNT) << "gen_reads.def must have one row per sfpu_isa.def row";
    size_t nf = 0;
    const sfpu_field_info_t *fields = sfpu_isa_fields(&nf);
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        const sfpu_isa_info_t *info = sfpu_isa_info(op);
        const ReadsRow &r = kReads[op];
        EXPECT_EQ(r.name, info->name) << "row " << op;
        std::set<std::string> listed, format;
        std::istringstream ss(r.fields);
        for (std::string t; ss >> t;) {
            EXPECT_TRUE(listed.insert(t).second) << r.name << ": " << t << " listed twice";
        }
        for (size_t i = 0; i < nf; ++i) {
            if (fields[i].fmt == info->fmt) {
                format.insert(sfpu_field_name(fields[i].field));
            }
        }
        for (auto &f : format) {
            EXPECT_EQ(listed.count(f), 1u) << r.name << ": field " << f << " of its format is missing";
        }
        for (auto &f : listed) {
            EXPECT_EQ(format.count(f), 1u) << r.name << ": " << f << " is not a field of its format";
        }
        EXPECT_EQ(r.mode_bits & r.insn_bits, 0u) << r.name;
        EXPECT_EQ((r.mode_bits | r.insn_bits) >> GR_BITS, 0u) << r.name;
    }
}

// The reads group crosses each mode with each bit the list names: SFPLOAD's FP16 mode with ENABLE_FP16A_INF,
// SFPSWAP's modes with ENABLE_DEST_INDEX, SFPCONFIG's modes with LaneConfig[17:16]; ROW_MASK per instruction.
TEST(GenSpec, ReadsBinsCrossModesWithTheBitsTheListNames)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        auto m = bins_of(arch, lockstep_allow(arch));
        EXPECT_EQ(m.count("reads/SFPLOAD mod0=1 x ENABLE_FP16A_INF"), 1u);
        EXPECT_EQ(m.count("reads/SFPSWAP mod1=1 x ENABLE_DEST_INDEX"), 1u);
        EXPECT_EQ(m.count("reads/SFPCONFIG mod1=1 x LaneConfig[17:16] (VD 15)"), 1u);
        EXPECT_EQ(m.count("reads/SFPMAD x ROW_MASK"), 1u);
        EXPECT_EQ(m.count("reads/SFPMAD x DISABLE_BACKDOOR_LOAD (VD 12-15)"), 1u);
        EXPECT_EQ(m.count("reads/SFPMAD mod1=0 x ROW_MASK"), 0u); // applied outside the mode
        EXPECT_EQ(m.count("reads/SFPCONFIG x ROW_MASK"), 0u);     // SFPCONFIG does not consult ROW_MASK
        EXPECT_EQ(m.count("reads/SFPNOP x ROW_MASK"), 0u);
        EXPECT_GT(group_size(m, "reads"), 250u);
    }
    // only the instructions allowed: without SFPSWAP none of its bins
    uint64_t allow = lockstep_allow(SFPU_ARCH_BH) & ~(1ull << SFPU_OP_SFPSWAP);
    auto m = bins_of(SFPU_ARCH_BH, allow);
    EXPECT_EQ(m.count("reads/SFPSWAP mod1=1 x ENABLE_DEST_INDEX"), 0u);
}

// Each boundary its own bin, where the architecture has the instruction; ADDR_MOD x RWC state on both.
TEST(GenSpec, BoundaryAndAddrModBinsAreThoseTheArchitectureHas)
{
    auto bh = bins_of(SFPU_ARCH_BH, lockstep_allow(SFPU_ARCH_BH));
    auto wh = bins_of(SFPU_ARCH_WH, lockstep_allow(SFPU_ARCH_WH));
    for (auto *m : {&bh, &wh}) {
        EXPECT_EQ(m->count("bounds/SFPMAD/SFPADD/SFPMUL result at the flush boundary (exponent 0, or rounded up from "
                           "it)"),
                  1u);
        EXPECT_EQ(m->count("bounds/SFPLOAD FP16 of exponent 31 with ENABLE_FP16A_INF: a number (mantissa not all ones)"),
                  1u);
        EXPECT_EQ(m->count("bounds/SFPLUT |LReg3| = 0x3F800000 (segment edge)"), 1u);
        EXPECT_EQ(m->count("bounds/SFPLUTFP32 |LReg3| = 0x3FFFFFFF (segment edge)"), 1u);
        EXPECT_EQ(m->count("bounds/SFPDIVP2 with a negative Imm8 written sign-extended ([23:20] all ones)"), 1u);
        EXPECT_EQ(group_size(*m, "addrmod"), 18u);
        // the format and field edges one instruction shows
        for (const char *edge : {"SFPSTORE FP16 of FP32 exponent 112, one below the smallest normal (flushed to zero)",
                                 "SFPSTORE FP16 of FP32 exponent 144, one above the largest (saturated)",
                                 "SFPDIVP2 ADD of an operand of exponent 254, the largest finite (added to, not kept)",
                                 "SFPMOV FROM_SPECIAL of LaneConfig (VC 15) with bit 16 or 17 set"})
            EXPECT_EQ(m->count(std::string("bounds/") + edge), 1u) << edge;
        // the operand corners inside a rounding, saturation or compare rule (both architectures have them)
        for (const char *corner : {"SFPSETCC EQ0 of -0 with flags on (the int32 view: not zero)",
                                   "SFPSETCC NE0 of -0 with flags on (the int32 view: not zero)",
                                   "SFPCAST RNE with the guard bit and only the highest sticky bit set, even LSB "
                                   "(rounds up)",
                                   "SFPSTOCHRND FP32 to FP16A to nearest, discarded bits exactly half (a tie: rounds up)",
                                   "SFPSTOCHRND FP32 to UINT16 of |x| in [2^15, 2^16) (representable: not saturated)",
                                   "SFPSTOCHRND to INT8 of a magnitude of 128 (FP32 |x| in [128, 129), or INT32 "
                                   "shifted): clamped to 127",
                                   "SFPSTOCHRND FP32 to FP16B to nearest, discarded 16 bits exactly half (a tie: rounds "
                                   "up)",
                                   "SFPLOAD capturing the Dst index in a lane whose Dst reads are blocked (no index "
                                   "either)",
                                   "SFPMOV FROM_SPECIAL of the PRNG (VC 9) into a VD it does not write (the PRNG "
                                   "advances)"}) {
            EXPECT_EQ(m->count(std::string("bounds/") + corner), 1u) << corner;
        }
        // a scheduled instruction and a regular one in one cycle (SFPLOADMACRO.md's order within a cycle)
        for (const char *unit : {"Simple", "MAD", "Round", "Store"}) {
            std::string u(unit);
            EXPECT_EQ(m->count("macro/a scheduled " + u + " instruction beside a regular one that changes LaneEnabled"),
                      1u)
                << unit;
            EXPECT_EQ(m->count("macro/a scheduled " + u + " instruction and a regular one writing one LReg"),
                      u == "Store" ? 0u : 1u)
                << unit;
            EXPECT_EQ(m->count("macro/an SFPSWAP of the LReg a scheduled " + u +
                               " instruction writes, in its cycle or the one before"),
                      u == "Store" ? 0u : 1u)
                << unit;
        }
    }
    EXPECT_EQ(bh.count("bounds/SFPARECIP mod1 0/1 |x| = 0x7E800000 (range edge)"), 1u);
    EXPECT_EQ(wh.count("bounds/SFPARECIP mod1 0/1 |x| = 0x7E800000 (range edge)"), 0u); // Blackhole only
}

// The undefined words come from the decode rule's edges: each reserved field at one, all ones and another value, the
// Imm8 sign extension one bit short, each undefined Mod value, the other architecture's instructions (Wormhole: also
// as an SFPLOADMACRO template).
TEST(GenSpec, UndefinedBinsAreTheDecodeRuleEdges)
{
    auto bh = bins_of(SFPU_ARCH_BH, lockstep_allow(SFPU_ARCH_BH));
    auto wh = bins_of(SFPU_ARCH_WH, lockstep_allow(SFPU_ARCH_WH));
    EXPECT_EQ(bh.count("undef/SFPEXEXP reserved [23:12] = 1"), 1u);
    EXPECT_EQ(bh.count("undef/SFPEXEXP reserved [23:12] all ones"), 1u);
    EXPECT_EQ(bh.count("undef/SFPEXEXP reserved [23:12] another value"), 1u);
    EXPECT_EQ(bh.count("undef/SFPDIVP2 [23:20] one bit short of the Imm8 sign extension"), 1u);
    EXPECT_EQ(bh.count("undef/SFPDIVP2 reserved [23:20] all ones (Imm8 positive)"), 1u);
    EXPECT_EQ(wh.count("undef/SFPAND reserved [3:0] = 1"), 1u); // Blackhole's Mod1 is reserved on Wormhole
    EXPECT_EQ(wh.count("undef/the other architecture's SFPGT"), 1u);
    EXPECT_EQ(wh.count("undef/an SFPLOADMACRO template of the other architecture's SFPGT"), 1u);
    EXPECT_EQ(bh.count("undef/the other architecture's SFPGT"), 0u);
    EXPECT_EQ(wh.count("undef/SFPPUSHC onto a full flag stack"), 1u);
    // every bin its own name (a coverage file finds bins by name)
    EXPECT_EQ(bh.size(), sfpu_gen_cov_bins(nullptr, SFPU_ARCH_BH, lockstep_allow(SFPU_ARCH_BH), nullptr, nullptr));
    EXPECT_EQ(wh.size(), sfpu_gen_cov_bins(nullptr, SFPU_ARCH_WH, lockstep_allow(SFPU_ARCH_WH), nullptr, nullptr));
    EXPECT_LT(group_size(bh, "undef"), (size_t)SFPU_GEN_UNDEF_BINS);
    EXPECT_LT(group_size(wh, "undef"), (size_t)SFPU_GEN_UNDEF_BINS);
}

// --ops / --exclude with modes (sfpu_gen_parse_ops): the modes named, and a clear error for a value that is not a
// mode of the instruction or a field that is not its mode field.
TEST(GenSpec, SubsetSyntaxNamesModes)
{
    uint64_t allow = sfpu_gen_default_allow(SFPU_ARCH_BH);
    uint16_t deny[SFPU_OP_COUNT] = {};
    char err[300] = "";
    ASSERT_EQ(sfpu_gen_parse_ops("SFPMOV:mod1=8,9,14,sfpand", SFPU_ARCH_BH, allow, 0, true, &allow, deny, err,
                                 sizeof err),
              SFPU_OK)
        << err;
    EXPECT_EQ(deny[SFPU_OP_SFPMOV], 0x4300u);
    EXPECT_TRUE((allow >> SFPU_OP_SFPMOV) & 1u);
    EXPECT_FALSE((allow >> SFPU_OP_SFPAND) & 1u);
    char text[200];
    sfpu_gen_format_deny(allow, deny, SFPU_ARCH_BH, text, sizeof text);
    EXPECT_STREQ(text, "sfpmov:mod1=8,9,14");

    uint64_t only = 0;
    uint16_t d2[SFPU_OP_COUNT] = {};
    ASSERT_EQ(sfpu_gen_parse_ops("sfpmov:mod1=0,1 sfploadi", SFPU_ARCH_BH, sfpu_gen_default_allow(SFPU_ARCH_BH), 0,
                                 false, &only, d2, err, sizeof err),
              SFPU_OK)
        << err;
    EXPECT_EQ(only, (1ull << SFPU_OP_SFPMOV) | (1ull << SFPU_OP_SFPLOADI));
    EXPECT_EQ(d2[SFPU_OP_SFPMOV] & 3u, 0u);
    EXPECT_NE(d2[SFPU_OP_SFPMOV] & (1u << 8), 0u);
    EXPECT_EQ(d2[SFPU_OP_SFPLOADI], 0u);

    uint64_t a = sfpu_gen_default_allow(SFPU_ARCH_BH), w = sfpu_gen_default_allow(SFPU_ARCH_WH);
    EXPECT_EQ(sfpu_gen_parse_ops("sfpcast:mod1=5", SFPU_ARCH_WH, w, 0, true, &w, deny, err, sizeof err),
              SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err).find("'sfpcast:mod1=5': mod1 5 is not a mode of SFPCAST on Wormhole (its modes: 0,1)"),
              std::string::npos)
        << err;
    EXPECT_EQ(sfpu_gen_parse_ops("sfpmov:mod0=1", SFPU_ARCH_BH, a, 0, true, &a, deny, err, sizeof err),
              SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err).find("expected SFPMOV:mod1=V[,V...]"), std::string::npos) << err;
    EXPECT_EQ(sfpu_gen_parse_ops("sfpnot:mod1=1", SFPU_ARCH_BH, a, 0, true, &a, deny, err, sizeof err),
              SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(err).find("SFPNOT has no Mod field"), std::string::npos) << err;
}

// A DUT without SFPMOV's FROM_SPECIAL modes: no program holds one, the bins of those modes are not counted, the
// default regression closes every bin the subset can reach, and the report says how many bins it left out.
TEST(GenSpec, ASubsetClosesItsReachableBins)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        uint64_t allow = lockstep_allow(arch);
        uint16_t deny[SFPU_OP_COUNT] = {};
        char err[300] = "";
        const char *ex = arch == SFPU_ARCH_BH ? "SFPMOV:mod1=8,9,14" : "SFPMOV:mod1=8";
        ASSERT_EQ(sfpu_gen_parse_ops(ex, arch, allow, 0, true, &allow, deny, err, sizeof err), SFPU_OK) << err;
        sfpu_gen_cov_t cov;
        sfpu_gen_cov_reset(&cov);
        for (unsigned k = 0; k < 200; ++k) {
            sfpu_gen_opts_t o;
            sfpu_gen_default_opts(&o, arch);
            o.allow = allow;
            o.mod_deny = deny;
            o.hazards = k % 2 ? SFPU_GEN_HAZARDS_VIOLATE : SFPU_GEN_HAZARDS_ABIDE;
            o.index = k;
            o.len = 600; // command 1's program length
            o.undef = 1;
            sfpu_gen_prog_t p;
            std::string name = "main-" + std::to_string(k);
            ASSERT_EQ(sfpu_gen_program(&o, sfpu_gen_seed(1, name.c_str()), &p, &cov, err, sizeof err), SFPU_OK) << err;
            for (size_t i = 0; i < p.n; ++i) {
                sfpu_insn_t in;
                if (!sfpu_gen_is_undef(&p, i) && sfpu_decode(p.words[i], arch, &in, nullptr, 0) == SFPU_OK &&
                    in.op == SFPU_OP_SFPMOV) {
                    EXPECT_EQ((deny[SFPU_OP_SFPMOV] >> SFPU_F(&in, mod1)) & 1u, 0u) << name << " word " << i;
                }
            }
            sfpu_gen_free(&p);
        }
        unsigned met = 0, total = 0;
        sfpu_gen_cov_closure(&cov, arch, allow, SFPU_GEN_COV_GROUPS, SFPU_GEN_COV_GOAL, &met, &total);
        EXPECT_EQ(met, total) << "arch " << arch;
        auto bins = bins_of(arch, allow);
        EXPECT_EQ(bins.count("opmod/SFPMOV mod1=8"), 1u); // a NULL coverage: the full set
        std::vector<char> buf(sfpu_gen_cov_report(&cov, arch, allow, SFPU_GEN_COV_GOAL, nullptr, 0) + 1);
        sfpu_gen_cov_report(&cov, arch, allow, SFPU_GEN_COV_GOAL, buf.data(), buf.size());
        std::string rep = buf.data();
        EXPECT_NE(rep.find("CLOSED"), std::string::npos) << rep;
        EXPECT_NE(rep.find("not counted: "), std::string::npos) << rep;
        EXPECT_NE(rep.find(arch == SFPU_ARCH_BH ? "modes left out: sfpmov:mod1=8,9,14" : "modes left out: sfpmov:mod1=8"),
                  std::string::npos)
            << rep;
    }
}

// An undefined word is shown as the instruction it would be: reserved bits named, the other architecture's named.
TEST(GenSpec, UndefinedWordsDisassemble)
{
    char buf[200];
    sfpu_gen_disasm_undef(0x767a1100u, SFPU_ARCH_BH, buf, sizeof buf);
    EXPECT_STREQ(buf, "sfpdivp2 L0,L1,0x0A1,0 with reserved bits 0x700000 set");
    sfpu_gen_disasm_undef(0x96000070u, SFPU_ARCH_WH, buf, sizeof buf);
    EXPECT_STREQ(buf, "sfple L7,L0,0,0: a Blackhole instruction");
    sfpu_gen_disasm_undef(0x8F000000u, SFPU_ARCH_BH, buf, sizeof buf); // defined: its plain disassembly
    EXPECT_STREQ(buf, "sfpnop");
}
