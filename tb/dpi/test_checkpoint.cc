// test_checkpoint.cc - checkpoints through the C API (sfpu_save / sfpu_restore / sfpu_checkpoint_check): a restore
// into a running timed model resumes cycle for cycle as the original continued; the sticky error travels with the
// checkpoint; a corrupted buffer, a wrong size and the other architecture's checkpoint are refused with a message and
// leave the model unchanged. And the comparison engine's public entry point takes any record without undefined
// behaviour: entries out of range are a reported mismatch; Dst cells of a cycle are one event.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "harness.h"
#include "sfpu/sfpu.h"
#include "sfpu/sfpu_compare.h"
#include "sfpu/sfpu_gen.h"

namespace
{

struct Model {
    sfpu_t *s;
    explicit Model(sfpu_arch_t a) : s(h_create(a)) {}
    ~Model() { sfpu_destroy(s); }
};

std::vector<unsigned char> save(const sfpu_t *s)
{
    std::vector<unsigned char> b(sfpu_state_size());
    EXPECT_EQ(sfpu_save(s, b.data(), b.size()), SFPU_OK);
    return b;
}

std::string why(const std::vector<unsigned char> &b, sfpu_arch_t arch)
{
    char msg[300];
    sfpu_checkpoint_check(b.data(), b.size(), arch, msg, sizeof msg);
    return msg;
}

// Everything a cycle shows on the ports, as text (the event trace plus the control outputs).
std::string port_text(const sfpu_out_t &o)
{
    char buf[8192];
    sfpu_trace_format(&o, buf, sizeof buf);
    std::string t = buf;
    t += " ready=" + std::to_string(o.insn_ready) + " stall=" + std::to_string(o.stall_cause) +
         " busy=" + std::to_string(o.busy) + " unit=" + std::to_string(o.issued_unit) +
         " flags=" + std::to_string(o.lane_flags) + "/" + std::to_string(o.use_lane_flags) +
         " diag=" + std::to_string(o.n_diag) + " exec=" + std::to_string(o.n_exec);
    for (unsigned u = 0; u < 5; ++u)
        t += "," + std::to_string(o.unit_op[u]);
    for (unsigned l = 0; l < 32; ++l)
        t += (char)('0' + o.stack_depth[l]);
    return t;
}

// Drives a timed model through a program as a bench would: the word at pc presented until accepted, then idle until
// nothing is in flight. One step = one clock.
struct Driver {
    const std::vector<uint32_t> &w;
    size_t pc = 0;
    bool done = false;
    explicit Driver(const std::vector<uint32_t> &words) : w(words) {}
    bool step(sfpu_t *s, std::string *ports)
    {
        sfpu_in_t in = {(uint8_t)(pc < w.size()), pc < w.size() ? w[pc] : 0u};
        sfpu_out_t o;
        EXPECT_EQ(sfpu_tick(s, &in, &o), SFPU_OK) << sfpu_last_error(s);
        pc += in.insn_valid && o.insn_ready;
        done = pc >= w.size() && !o.busy;
        if (ports)
            *ports = port_text(o);
        return !done;
    }
};

sfpu_gen_prog_t program(sfpu_arch_t arch, const char *name, uint32_t len)
{
    sfpu_gen_opts_t o;
    sfpu_gen_default_opts(&o, arch);
    o.len = len;
    o.hazards = SFPU_GEN_HAZARDS_VIOLATE; // back-to-back hazards, full SFPLOADMACRO schedules: much in flight
    sfpu_gen_prog_t p;
    char err[256];
    EXPECT_EQ(sfpu_gen_program(&o, sfpu_gen_seed(11, name), &p, nullptr, err, sizeof err), SFPU_OK) << err;
    return p;
}

} // namespace

TEST(Checkpoint, RestoreIntoARunningTimedModelResumesIdentically)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        for (const char *name : {"resume-a", "resume-b"}) {
            sfpu_gen_prog_t p = program(arch, name, 80);
            std::vector<uint32_t> words(p.words, p.words + p.n);
            // the reference: the program from start to end, every cycle's ports and the final state
            std::vector<std::string> ref;
            Model a(arch);
            ASSERT_EQ(sfpu_gen_apply_init(a.s, &p), SFPU_OK);
            Driver da(words);
            std::string ports;
            for (int guard = 0; guard < 20000 && da.step(a.s, &ports); ++guard)
                ref.push_back(ports);
            ref.push_back(ports);
            std::vector<unsigned char> end = save(a.s);
            ASSERT_GT(ref.size(), 20u);

            // another program, to leave the target model mid-flight
            sfpu_gen_prog_t q = program(arch, "other", 60);
            std::vector<uint32_t> other(q.words, q.words + q.n);
            unsigned checked = 0;
            for (size_t k = 1; k + 1 < ref.size(); k += 1 + k / 3) {
                Model m(arch);
                ASSERT_EQ(sfpu_gen_apply_init(m.s, &p), SFPU_OK);
                Driver dm(words);
                for (size_t c = 0; c < k; ++c)
                    dm.step(m.s, nullptr);
                std::vector<unsigned char> ck = save(m.s);

                Model t(arch);
                ASSERT_EQ(sfpu_gen_apply_init(t.s, &q), SFPU_OK);
                Driver dt(other);
                for (size_t c = 0; c < 25 + k % 7; ++c)
                    dt.step(t.s, nullptr);
                ASSERT_EQ(sfpu_restore(t.s, ck.data(), ck.size()), SFPU_OK) << why(ck, arch);
                EXPECT_EQ(sfpu_cycle(t.s), (uint64_t)k);
                Driver dr(words);
                dr.pc = dm.pc; // the bench's own state at the checkpoint
                for (size_t c = k; c < ref.size(); ++c) {
                    dr.step(t.s, &ports);
                    ASSERT_EQ(ports, ref[c]) << "arch " << arch << " " << name << ": checkpoint at cycle " << k
                                             << ", cycle " << c;
                }
                EXPECT_TRUE(dr.done);
                std::vector<unsigned char> fin = save(t.s);
                EXPECT_TRUE(fin == end) << "final state differs after a restore at cycle " << k;
                checked++;
            }
            EXPECT_GT(checked, 8u);
            sfpu_gen_free(&q);
            sfpu_gen_free(&p);
        }
    }
}

TEST(Checkpoint, StickyErrorIsPartOfTheCheckpoint)
{
    Model m(SFPU_ARCH_BH);
    std::vector<unsigned char> good = save(m.s);
    ASSERT_EQ(sfpu_exec(m.s, 0x88000000u), SFPU_ERR_UNDEFINED); // SFPPOPC on an empty stack
    std::string msg = sfpu_last_error(m.s);
    std::vector<unsigned char> failed = save(m.s);

    Model fresh(SFPU_ARCH_BH);
    ASSERT_EQ(sfpu_restore(fresh.s, failed.data(), failed.size()), SFPU_OK);
    EXPECT_EQ(sfpu_get_status(fresh.s), SFPU_ERR_UNDEFINED);
    EXPECT_EQ(msg, sfpu_last_error(fresh.s));
    EXPECT_EQ(sfpu_exec(fresh.s, h_word(SFPU_ARCH_BH, "sfpnop")), SFPU_ERR_UNDEFINED); // stops where the original did
    sfpu_in_t in = {1, h_word(SFPU_ARCH_BH, "sfpnop")};
    sfpu_out_t out;
    EXPECT_EQ(sfpu_tick(fresh.s, &in, &out), SFPU_ERR_UNDEFINED);

    ASSERT_EQ(sfpu_restore(m.s, good.data(), good.size()), SFPU_OK); // a good checkpoint into the failed model
    EXPECT_EQ(sfpu_get_status(m.s), SFPU_OK);
    EXPECT_STREQ(sfpu_last_error(m.s), "");
    EXPECT_EQ(sfpu_exec(m.s, h_word(SFPU_ARCH_BH, "sfpnop")), SFPU_OK);
}

TEST(Checkpoint, CorruptedWrongSizeOrForeignBuffersAreRefusedAndChangeNothing)
{
    Model m(SFPU_ARCH_BH);
    h_set_lreg(m.s, 3, 0x12345678u);
    sfpu_poke_dst(m.s, 100, 4, 0xbeef);
    std::vector<unsigned char> good = save(m.s);
    EXPECT_EQ(why(good, SFPU_ARCH_BH), "");

    Model target(SFPU_ARCH_BH);
    h_set_lreg(target.s, 3, 0x0badf00du);
    ASSERT_EQ(sfpu_exec(target.s, h_word(SFPU_ARCH_BH, "sfpmov L4,L3,0")), SFPU_OK);
    std::vector<unsigned char> before = save(target.s);
    auto refused = [&](const std::vector<unsigned char> &b, size_t size, const char *expect) {
        EXPECT_EQ(sfpu_restore(target.s, b.data(), size), SFPU_ERR_INVALID_ARGUMENT) << expect;
        char msg[300];
        EXPECT_EQ(sfpu_checkpoint_check(b.data(), size, SFPU_ARCH_BH, msg, sizeof msg), SFPU_ERR_INVALID_ARGUMENT);
        EXPECT_NE(std::string(msg).find(expect), std::string::npos) << msg;
        EXPECT_TRUE(save(target.s) == before) << "a refused restore changed the model (" << expect << ")";
    };
    // every single byte flipped anywhere is caught: the header fields by their own checks, the rest by the checksum
    const size_t n = good.size();
    for (size_t off : {size_t{0}, size_t{4}, size_t{8}, size_t{12}, size_t{16}, size_t{20}, size_t{24}, size_t{36},
                       size_t{40}, size_t{47}, size_t{48}, size_t{49}, n / 3, n / 2, n - 600, n - 513, n - 1}) {
        std::vector<unsigned char> b = good;
        b[off] ^= 0x01;
        // header: magic 0..3, version 4..7, arch 8..11, sizes 12..39, checksum 40..47; then the payload
        const char *expect = off < 4                ? "not an SFPU checkpoint"
                             : off < 8              ? "format version"
                             : off >= 12 && off < 40 ? "different build"
                                                     : "does not match the contents";
        refused(b, n, expect);
    }
    refused(good, n - 1, "a checkpoint of this build has");
    std::vector<unsigned char> longer = good;
    longer.resize(n + 8);
    refused(longer, n + 8, "a checkpoint of this build has");
    EXPECT_EQ(sfpu_restore(target.s, nullptr, n), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_restore(nullptr, good.data(), n), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_checkpoint_check(nullptr, n, SFPU_ARCH_BH, nullptr, 0), SFPU_ERR_INVALID_ARGUMENT);

    // the other architecture
    Model wh(SFPU_ARCH_WH);
    std::vector<unsigned char> whb = save(wh.s);
    EXPECT_EQ(sfpu_restore(target.s, whb.data(), whb.size()), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(why(whb, SFPU_ARCH_BH), "checkpoint: taken on Wormhole B0, this model is Blackhole A0");
    EXPECT_EQ(why(good, SFPU_ARCH_WH), "checkpoint: taken on Blackhole A0, this model is Wormhole B0");
    EXPECT_TRUE(save(target.s) == before);
    EXPECT_EQ(sfpu_restore(wh.s, good.data(), good.size()), SFPU_ERR_INVALID_ARGUMENT);

    // and the good one is taken
    ASSERT_EQ(sfpu_restore(target.s, good.data(), n), SFPU_OK);
    EXPECT_EQ(h_lreg(target.s, 3, 9), 0x12345678u);
    EXPECT_TRUE(save(target.s) == good);
}

// ---- the comparison engine's public entry points take any record ----
namespace
{
struct Session {
    sfpu_cmp_t *c = nullptr;
    Session()
    {
        sfpu_cmp_config_t cfg = {};
        cfg.arch = SFPU_ARCH_BH;
        cfg.test = "range";
        cfg.seed = 5;
        cfg.window = 2;
        EXPECT_EQ(sfpu_cmp_create(&cfg, &c), SFPU_OK);
    }
    ~Session() { sfpu_cmp_destroy(c); }
};
} // namespace

TEST(CompareRange, OutOfRangeDutRecordsAreReportedNotUndefined)
{
    Session s;
    sfpu_waiver_t w = {SFPU_WAIVE_DST, 0xFFFFu, 0, 100}; // a waiver on Dst columns: exercises the column mask
    ASSERT_EQ(sfpu_cmp_waive(s.c, &w), SFPU_OK);
    sfpu_out_t model = {}, dut = {};
    sfpu_in_t in = {0, 0};
    dut.n_dst_wb = 4;
    dut.dst_wb[0] = {3, 255, 1};
    dut.dst_wb[1] = {2000, 1, 1};
    dut.dst_wb[2] = {4, 16, 1};
    dut.dst_wb[3] = {4, 31, 1};
    dut.n_wb = 1;
    dut.wb[0].reg = 40;
    dut.wb[0].mask = 1;
    EXPECT_EQ(sfpu_cmp_step(s.c, nullptr, &in, &model, &dut), 1u);
    EXPECT_EQ(sfpu_cmp_count(s.c, SFPU_MM_EXTRA), 1u);
    std::string t = sfpu_cmp_text(s.c);
    EXPECT_NE(t.find("invalid DUT record (entries left out of the compare): wb[0].reg=40 (LRegs 0..16); dst_wb[0]: "
                     "row 3 col 255 (rows 0..1023, columns 0..15); dst_wb[1]: row 2000 col 1"),
              std::string::npos)
        << t;
    // counts beyond the arrays
    sfpu_out_t big = {};
    big.n_wb = 200;
    big.n_dst_wb = 250;
    model.cycle = 1;
    EXPECT_EQ(sfpu_cmp_step(s.c, nullptr, &in, &model, &big), 1u);
    EXPECT_NE(std::string(sfpu_cmp_text(s.c)).find("n_wb=200 (at most 17); n_dst_wb=250 (at most 64)"), std::string::npos)
        << sfpu_cmp_text(s.c);
    // the model side too
    model.cycle = 2;
    model.n_dst_wb = 1;
    model.dst_wb[0] = {1, 200, 7};
    sfpu_out_t clean = {};
    EXPECT_EQ(sfpu_cmp_step(s.c, nullptr, &in, &model, &clean), 1u);
    EXPECT_EQ(sfpu_cmp_count(s.c, SFPU_MM_MISSING), 1u);
    // the in-range entries were compared: `big`'s 250 cells hold 64 copies of cell (0,0), written by the DUT only -
    // an extra Dst event in column 0, which the waiver covers (counted as waived, not reported)
    EXPECT_EQ(sfpu_cmp_finish(s.c, nullptr, nullptr, nullptr), 1u);
    EXPECT_EQ(sfpu_cmp_waived(s.c), 1u);
    EXPECT_EQ(sfpu_cmp_count(s.c, SFPU_MM_EXTRA), 2u);

    // the one-cycle compare names them too
    char rep[2000];
    EXPECT_GE(sfpu_compare_cycle(SFPU_ARCH_BH, &clean, &dut, rep, sizeof rep), 4u);
    EXPECT_NE(std::string(rep).find("dut record: Dst cell row 3 column 255 does not exist"), std::string::npos) << rep;
    EXPECT_NE(std::string(rep).find("dut record: write-back of LReg 40, which does not exist"), std::string::npos) << rep;
    EXPECT_GE(sfpu_compare_cycle(SFPU_ARCH_BH, &clean, &big, rep, sizeof rep), 2u);
}

TEST(CompareRange, DstCellsOfOneCycleAreOneEvent)
{
    // a store's 64 cells with one value wrong: one data report naming that cell
    Model m(SFPU_ARCH_BH), d(SFPU_ARCH_BH);
    h_set_lreg(m.s, 3, 0x40400000u);
    h_set_lreg(d.s, 3, 0x40400000u);
    sfpu_in_t in = {1, h_word(SFPU_ARCH_BH, "sfpstore L3,8,3,0")};
    sfpu_out_t om, od;
    ASSERT_EQ(sfpu_tick(m.s, &in, &om), SFPU_OK);
    ASSERT_EQ(sfpu_tick(d.s, &in, &od), SFPU_OK);
    ASSERT_EQ(om.n_dst_wb, 64u);
    od.dst_wb[17].val ^= 0x0100u;
    Session s;
    EXPECT_EQ(sfpu_cmp_step(s.c, m.s, &in, &om, &od), 1u);
    EXPECT_EQ(sfpu_cmp_count(s.c, SFPU_MM_DATA), 1u);
    std::string t = sfpu_cmp_text(s.c);
    char cell[64];
    std::snprintf(cell, sizeof cell, "dst_row=%u dst_col=%u: model 0x%04x dut 0x%04x", om.dst_wb[17].row,
                  om.dst_wb[17].col, om.dst_wb[17].val, od.dst_wb[17].val);
    EXPECT_NE(t.find("SFPU-MISMATCH data cycle=0 seed=0x5 test=range insn=sfpstore L3,8,3,0"), std::string::npos) << t;
    EXPECT_NE(t.find("unit=Store cells=1 rows="), std::string::npos) << t;
    EXPECT_NE(t.find(cell), std::string::npos) << t;
    std::string j = sfpu_cmp_jsonl(s.c);
    EXPECT_NE(j.find("\"unit\":\"Store\",\"cells\":[{\"row\":"), std::string::npos) << j;
    // the same store a cycle late: one timing report
    Session late;
    sfpu_out_t none = {};
    none.insn_ready = 1;
    sfpu_out_t od2 = od;
    od2.dst_wb[17].val ^= 0x0100u; // right again
    sfpu_in_t idle = {0, 0};
    sfpu_out_t om1 = {};
    om1.cycle = 1;
    EXPECT_EQ(sfpu_cmp_step(late.c, nullptr, &in, &om, &none), 0u);
    od2.cycle = 1;
    EXPECT_EQ(sfpu_cmp_step(late.c, nullptr, &idle, &om1, &od2), 1u);
    EXPECT_EQ(sfpu_cmp_count(late.c, SFPU_MM_TIMING), 1u) << sfpu_cmp_text(late.c);
    EXPECT_EQ(sfpu_cmp_total(late.c), 1u);
}
