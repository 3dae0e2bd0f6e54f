// test_compare.cc - the shared comparison engine (sfpu_compare.h): a DUT that matches the model reports nothing;
// an injected difference is reported with cycle, producing instruction and lanes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "harness.h"
#include "sfpu/sfpu_compare.h"
#include "test_util.h"

namespace
{

// Ticks two identical models (the "model" and a stand-in "DUT") through a program; returns both records.
std::vector<std::pair<sfpu_out_t, sfpu_out_t>> run_pair(const char *src)
{
    Sfpu m(SFPU_ARCH_BH), d(SFPU_ARCH_BH);
    for (sfpu_t *s : {m.s, d.s}) {
        h_set_lreg(s, 0, 0x40000000u);
        h_set_lreg(s, 1, 0x40400000u);
    }
    uint32_t w[16];
    size_t n = 0;
    char err[200];
    EXPECT_EQ(sfpu_assemble(src, "c.s", SFPU_ARCH_BH, w, 16, &n, err, sizeof err), SFPU_OK) << err;
    std::vector<std::pair<sfpu_out_t, sfpu_out_t>> rec;
    size_t i = 0, j = 0;
    for (int c = 0; c < 20; ++c) {
        sfpu_in_t a = {(uint8_t)(i < n), i < n ? w[i] : 0u}, b = {(uint8_t)(j < n), j < n ? w[j] : 0u};
        sfpu_out_t om, od;
        sfpu_tick(m.s, &a, &om);
        sfpu_tick(d.s, &b, &od);
        i += om.insn_ready;
        j += od.insn_ready;
        rec.push_back({om, od});
        if (i == n && !om.busy) {
            break;
        }
    }
    return rec;
}

} // namespace

TEST(Compare, IdenticalRunsReportNothing)
{
    auto rec = run_pair("sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\nsfpstore L3,8,3,0\n");
    char rep[2000];
    for (auto &c : rec)
        EXPECT_EQ(sfpu_compare_cycle(SFPU_ARCH_BH, &c.first, &c.second, rep, sizeof rep), 0u) << rep;
}

TEST(Compare, InjectedDataMismatchNamesCycleInstructionAndLanes)
{
    auto rec = run_pair("sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\n");
    // the MAD result commits at the end of cycle 1 (2-cycle latency)
    sfpu_out_t dut = rec.at(1).second;
    ASSERT_GE(dut.n_wb, 1u);
    dut.wb[0].data[5] ^= 1u;
    dut.wb[0].data[17] ^= 1u;
    char rep[2000];
    EXPECT_EQ(sfpu_compare_cycle(SFPU_ARCH_BH, &rec.at(1).first, &dut, rep, sizeof rep), 1u);
    std::string r = rep;
    EXPECT_NE(r.find("cycle 1: LReg 2 from 'sfpmad L2,L0,L1,L9,0': lanes 5,17: model 0x40c00000, dut 0x40c00001 (lane 5)"),
              std::string::npos)
        << r;
}

TEST(Compare, ReadyLanesAndDstDifferences)
{
    auto rec = run_pair("sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\nsfpstore L3,8,3,0\n");
    char rep[2000];
    sfpu_out_t dut = rec.at(1).second; // cycle 1: the model stalls the MOV
    dut.insn_ready = 1;
    dut.wb[0].mask &= ~0xF0u; // the DUT writes L2 in fewer lanes
    EXPECT_EQ(sfpu_compare_cycle(SFPU_ARCH_BH, &rec.at(1).first, &dut, rep, sizeof rep), 2u);
    EXPECT_NE(std::string(rep).find("insn_ready: model 0, dut 1 (the model stalled this cycle)"), std::string::npos) << rep;
    EXPECT_NE(std::string(rep).find("lanes 4,5,6,7 written by the model only"), std::string::npos) << rep;
    // the store's Dst cells: one value differs, one cell missing
    size_t st = 0;
    while (st < rec.size() && rec[st].first.n_dst_wb == 0)
        ++st;
    ASSERT_LT(st, rec.size());
    sfpu_out_t d2 = rec[st].second;
    d2.dst_wb[0].val ^= 0x8000u;
    d2.n_dst_wb--;
    unsigned n = sfpu_compare_cycle(SFPU_ARCH_BH, &rec[st].first, &d2, rep, sizeof rep);
    EXPECT_EQ(n, 2u) << rep;
    EXPECT_NE(std::string(rep).find("written by the model only"), std::string::npos) << rep;
}

// ---- comparison sessions: classes, report format, waivers, end-of-test state, resync ----
namespace
{

struct Session {
    sfpu_cmp_t *c = nullptr;
    explicit Session(unsigned window = 3)
    {
        sfpu_cmp_config_t cfg = {};
        cfg.arch = SFPU_ARCH_BH;
        cfg.test = "unit-test";
        cfg.seed = 0x2a;
        cfg.window = window;
        EXPECT_EQ(sfpu_cmp_create(&cfg, &c), SFPU_OK);
    }
    ~Session() { sfpu_cmp_destroy(c); }
    // feeds the recorded cycles, the DUT side transformed by `f(cycle index, dut record)`
    template <typename F> void run(std::vector<std::pair<sfpu_out_t, sfpu_out_t>> rec, F f)
    {
        for (size_t i = 0; i < rec.size(); ++i) {
            f(i, rec[i].second);
            sfpu_in_t in = {0, 0};
            sfpu_cmp_step(c, nullptr, &in, &rec[i].first, &rec[i].second);
        }
        sfpu_cmp_finish(c, nullptr, nullptr, nullptr);
    }
};

const char *kProg = "sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\nsfpstore L3,8,3,0\n";

} // namespace

TEST(CompareSession, IdenticalRunPasses)
{
    Session s;
    s.run(run_pair(kProg), [](size_t, sfpu_out_t &) {});
    EXPECT_EQ(sfpu_cmp_total(s.c), 0u) << sfpu_cmp_text(s.c);
    char sum[200];
    sfpu_cmp_summary(s.c, sum, sizeof sum);
    EXPECT_NE(std::string(sum).find("unit-test: PASS"), std::string::npos) << sum;
}

TEST(CompareSession, DataMismatchHasTheSharedFormat)
{
    Session s;
    s.run(run_pair(kProg), [](size_t i, sfpu_out_t &d) {
        if (i == 1)
            d.wb[0].data[5] ^= 1u;
    });
    EXPECT_EQ(sfpu_cmp_count(s.c, SFPU_MM_DATA), 1u);
    std::string t = sfpu_cmp_text(s.c);
    EXPECT_NE(t.find("SFPU-MISMATCH data cycle=1 seed=0x2a test=unit-test insn=sfpmad L2,L0,L1,L9,0"), std::string::npos)
        << t;
    EXPECT_NE(t.find("unit=MAD reg=L2 lanes=0x00000020"), std::string::npos) << t;
    EXPECT_NE(t.find("lane  5: model 0x40c00000 (6) dut 0x40c00001 (6.00000048)"), std::string::npos) << t;
    EXPECT_NE(t.find("config: arch=bh"), std::string::npos) << t;
    std::string j = sfpu_cmp_jsonl(s.c);
    EXPECT_NE(j.find("{\"class\":\"data\",\"cycle\":1,\"seed\":42,\"test\":\"unit-test\""), std::string::npos) << j;
}

TEST(CompareSession, LateEventIsTimingNotDataAndLostEventIsMissing)
{
    // the DUT produces the MAD's write one cycle late
    auto rec = run_pair(kProg);
    Session late;
    sfpu_out_t held;
    late.run(rec, [&](size_t i, sfpu_out_t &d) {
        if (i == 1) {
            held = d;
            d.n_wb = 0;
        } else if (i == 2) {
            for (unsigned k = 0; k < held.n_wb; ++k)
                d.wb[d.n_wb++] = held.wb[k];
        }
    });
    EXPECT_EQ(sfpu_cmp_count(late.c, SFPU_MM_TIMING), 1u) << sfpu_cmp_text(late.c);
    EXPECT_EQ(sfpu_cmp_total(late.c), 1u) << sfpu_cmp_text(late.c);
    EXPECT_NE(std::string(sfpu_cmp_text(late.c)).find("the DUT wrote it 1 cycle(s) later than the model"),
              std::string::npos);
    // ... or never: missing; and a write the model never made: extra
    Session lost;
    lost.run(rec, [](size_t i, sfpu_out_t &d) {
        if (i == 1)
            d.n_wb = 0;
        if (i == 2) {
            d.wb[d.n_wb] = d.wb[0];
            d.wb[d.n_wb].reg = 6;
            d.n_wb++;
        }
    });
    EXPECT_EQ(sfpu_cmp_count(lost.c, SFPU_MM_MISSING), 1u) << sfpu_cmp_text(lost.c);
    EXPECT_EQ(sfpu_cmp_count(lost.c, SFPU_MM_EXTRA), 1u) << sfpu_cmp_text(lost.c);
}

TEST(CompareSession, WaiversAreNarrowAndCounted)
{
    auto rec = run_pair(kProg);
    Session s;
    sfpu_waiver_t w = {1u << 2, 1u << 5, 1, 1}; // L2 lane 5 in cycle 1 only
    ASSERT_EQ(sfpu_cmp_waive(s.c, &w), SFPU_OK);
    s.run(rec, [](size_t i, sfpu_out_t &d) {
        if (i == 1)
            d.wb[0].data[5] ^= 1u; // waived
        if (i == 1)
            d.insn_ready = d.insn_ready; // unchanged
    });
    EXPECT_EQ(sfpu_cmp_total(s.c), 0u) << sfpu_cmp_text(s.c);
    EXPECT_EQ(sfpu_cmp_waived(s.c), 1u);
    char sum[200];
    sfpu_cmp_summary(s.c, sum, sizeof sum);
    EXPECT_NE(std::string(sum).find("waived=1"), std::string::npos) << sum;
    // the same difference in another lane is not waived
    Session s2;
    ASSERT_EQ(sfpu_cmp_waive(s2.c, &w), SFPU_OK);
    s2.run(rec, [](size_t i, sfpu_out_t &d) {
        if (i == 1)
            d.wb[0].data[6] ^= 1u;
    });
    EXPECT_EQ(sfpu_cmp_count(s2.c, SFPU_MM_DATA), 1u);
}

TEST(CompareSession, EndStateCompareAndResync)
{
    Sfpu m(SFPU_ARCH_BH);
    uint32_t lregs[17][32];
    for (unsigned r = 0; r < 17; ++r)
        sfpu_peek_lreg(m.s, r, lregs[r]);
    static uint16_t dst[SFPU_DST_ROWS][SFPU_DST_COLS];
    for (unsigned row = 0; row < SFPU_DST_ROWS; ++row)
        for (unsigned col = 0; col < SFPU_DST_COLS; ++col)
            sfpu_peek_dst(m.s, row, col, &dst[row][col]);
    lregs[3][7] ^= 0x100u;
    dst[40][3] ^= 1u;
    Session s;
    EXPECT_EQ(sfpu_cmp_finish(s.c, m.s, lregs, dst), 2u);
    EXPECT_EQ(sfpu_cmp_count(s.c, SFPU_MM_STATE), 2u);
    std::string t = sfpu_cmp_text(s.c);
    EXPECT_NE(t.find("reg=L3 lanes=0x00000080"), std::string::npos) << t;
    EXPECT_NE(t.find("dst_row=40 dst_col=3"), std::string::npos) << t;
    // resync: the model takes the DUT's state, after which the state compare is clean
    ASSERT_EQ(sfpu_cmp_resync(s.c, m.s, lregs, dst), SFPU_OK);
    Session s2;
    EXPECT_EQ(sfpu_cmp_finish(s2.c, m.s, lregs, dst), 0u) << sfpu_cmp_text(s2.c);
}

// The architectural state beyond LRegs and Dst: each sfpu_reg_t item is compared whole and reported once, naming
// the item and the indices; flag-stack levels above a lane's depth hold nothing and are not compared.
TEST(CompareSession, StateItemsBeyondLRegsAndDst)
{
    Sfpu m(SFPU_ARCH_BH);
    ASSERT_EQ(sfpu_set_reg(m.s, SFPU_REG_STACK_DEPTH, 5, 2), SFPU_OK);
    ASSERT_EQ(sfpu_set_reg(m.s, SFPU_REG_STACK_FLAGS, 5 * 8 + 1, 1), SFPU_OK);
    Session s;
    std::vector<uint32_t> v;
    for (unsigned reg = 0; reg < SFPU_REG_COUNT; ++reg) {
        v.assign(sfpu_reg_count(reg), 0);
        for (unsigned i = 0; i < v.size(); ++i)
            sfpu_get_reg(m.s, reg, i, &v[i]);
        EXPECT_EQ(sfpu_cmp_state_reg(s.c, m.s, reg, v.data(), (unsigned)v.size()), 0u) << sfpu_reg_name(reg);
    }
    EXPECT_EQ(sfpu_cmp_total(s.c), 0u) << sfpu_cmp_text(s.c);
    // two PRNG lanes differ: one report naming both
    v.assign(32, 0);
    for (unsigned l = 0; l < 32; ++l)
        sfpu_get_reg(m.s, SFPU_REG_PRNG, l, &v[l]);
    v[3] ^= 0x10u;
    v[30] ^= 0x1u;
    EXPECT_EQ(sfpu_cmp_state_reg(s.c, m.s, SFPU_REG_PRNG, v.data(), 32), 1u);
    std::string t = sfpu_cmp_text(s.c);
    EXPECT_NE(t.find("SFPU-MISMATCH state cycle="), std::string::npos) << t;
    EXPECT_NE(t.find("prng differs at 2 of 32 indices: [3] model 0x"), std::string::npos) << t;
    EXPECT_NE(t.find("[30] model 0x"), std::string::npos) << t;
    EXPECT_NE(std::string(sfpu_cmp_jsonl(s.c)).find("\"class\":\"state\""), std::string::npos);
    // bits above the item's width are not part of it (an RWC_DST is 10 bits)
    uint32_t rwc = 0;
    sfpu_get_reg(m.s, SFPU_REG_RWC_DST, 0, &rwc);
    rwc |= 0xFC00u;
    EXPECT_EQ(sfpu_cmp_state_reg(s.c, m.s, SFPU_REG_RWC_DST, &rwc, 1), 0u);
    // the stack: a level above the depth is ignored, a level below it is compared
    v.assign(256, 0);
    for (unsigned i = 0; i < 256; ++i)
        sfpu_get_reg(m.s, SFPU_REG_STACK_FLAGS, i, &v[i]);
    v[5 * 8 + 2] ^= 1u;
    v[7 * 8 + 0] ^= 1u;
    EXPECT_EQ(sfpu_cmp_state_reg(s.c, m.s, SFPU_REG_STACK_FLAGS, v.data(), 256), 0u) << sfpu_cmp_text(s.c);
    v[5 * 8 + 1] ^= 1u;
    EXPECT_EQ(sfpu_cmp_state_reg(s.c, m.s, SFPU_REG_STACK_FLAGS, v.data(), 256), 1u);
    EXPECT_NE(std::string(sfpu_cmp_text(s.c)).find("stack_flags differs at 1 of 256 indices: [41] model 0x1 dut 0x0"),
              std::string::npos)
        << sfpu_cmp_text(s.c);
    // misuse compares nothing
    EXPECT_EQ(sfpu_cmp_state_reg(s.c, m.s, SFPU_REG_COUNT, v.data(), 256), 0u);
    EXPECT_EQ(sfpu_cmp_state_reg(s.c, m.s, SFPU_REG_PRNG, v.data(), 31), 0u);
    EXPECT_EQ(sfpu_cmp_state_reg(s.c, m.s, SFPU_REG_PRNG, nullptr, 32), 0u);
    EXPECT_EQ(sfpu_cmp_count(s.c, SFPU_MM_STATE), 2u);
}

TEST(CompareTrace, EventTraceFormat)
{
    sfpu_out_t o = {};
    o.cycle = 7;
    o.insn_ready = 1;
    o.n_wb = 2;
    o.wb[0].reg = 3;
    o.wb[0].mask = 0x3;
    o.wb[0].data[0] = 0x11;
    o.wb[0].data[1] = 0x22;
    o.wb[1].reg = 3; // a later write of the same register in the cycle wins
    o.wb[1].mask = 0x2;
    o.wb[1].data[1] = 0x33;
    o.n_dst_wb = 3;
    o.dst_wb[0] = {5, 2, 0xaaaa};
    o.dst_wb[1] = {4, 9, 0xbbbb};
    o.dst_wb[2] = {5, 2, 0xcccc};
    char buf[512];
    sfpu_trace_format(&o, buf, sizeof buf);
    EXPECT_STREQ(buf, "7 I\n7 W L3 00000003 0=00000011 1=00000033\n7 D 4 9 bbbb\n7 D 5 2 cccc\n");
    char small[8];
    EXPECT_EQ(sfpu_trace_format(&o, small, sizeof small), strlen(buf));
    EXPECT_EQ(strlen(small), 7u);
}

// ---- reports that point at the cause: cycle order, consequences, names, stall causes, addressing ----
namespace
{

struct Cycle {
    sfpu_in_t in;
    sfpu_out_t m, d;
};

// Two identical models through a program, with the word each cycle presented (both sides see the same words).
std::vector<Cycle> run_inputs(const char *src)
{
    Sfpu m(SFPU_ARCH_BH), d(SFPU_ARCH_BH);
    for (sfpu_t *s : {m.s, d.s}) {
        h_set_lreg(s, 0, 0x40000000u);
        h_set_lreg(s, 1, 0x40400000u);
    }
    uint32_t w[16];
    size_t n = 0;
    char err[200];
    EXPECT_EQ(sfpu_assemble(src, "c.s", SFPU_ARCH_BH, w, 16, &n, err, sizeof err), SFPU_OK) << err;
    std::vector<Cycle> rec;
    size_t i = 0;
    for (int c = 0; c < 30; ++c) {
        Cycle x;
        x.in = {(uint8_t)(i < n), i < n ? w[i] : 0u};
        sfpu_tick(m.s, &x.in, &x.m);
        sfpu_tick(d.s, &x.in, &x.d);
        i += x.m.insn_ready;
        rec.push_back(x);
        if (i == n && !x.m.busy) {
            break;
        }
    }
    return rec;
}

// The header lines of a report text, in order.
std::vector<std::string> headers(const std::string &t)
{
    std::vector<std::string> h;
    size_t p = 0;
    while ((p = t.find("SFPU-MISMATCH", p)) != std::string::npos) {
        h.push_back(t.substr(p, t.find('\n', p) - p));
        p += 13;
    }
    return h;
}

} // namespace

// A missed write-back (found when its window runs out) is reported before the later data mismatch it causes, and
// the reader of the register it left different is marked as its consequence; the JSON says the same.
TEST(CompareCause, MissedWriteBackFirstAndItsConsequenceMarked)
{
    auto rec = run_inputs("sfpmad L2,L0,L1,L9,0\nsfpnop\nsfpmov L3,L2,0\nsfpmov L4,L0,0\n");
    sfpu_cmp_config_t cfg = {};
    cfg.arch = SFPU_ARCH_BH;
    cfg.test = "cause";
    cfg.seed = 1;
    cfg.window = 4;
    cfg.reproduce = "sfpu_lockstep_bh --test 3";
    sfpu_cmp_t *c = nullptr;
    ASSERT_EQ(sfpu_cmp_create(&cfg, &c), SFPU_OK);
    bool dropped = false, changed = false;
    for (auto &x : rec) {
        for (unsigned k = 0; k < x.d.n_wb; ++k) {
            if (x.d.wb[k].reg == 2 && !dropped) { // the DUT misses the MAD's write-back of L2
                x.d.wb[k] = x.d.wb[--x.d.n_wb];
                dropped = true;
                break;
            }
            if (x.d.wb[k].reg == 3) { // ... so the SFPMOV that reads L2 writes something else
                x.d.wb[k].data[0] ^= 0x100u;
                changed = true;
            }
        }
        sfpu_cmp_step(c, nullptr, &x.in, &x.m, &x.d);
    }
    sfpu_cmp_finish(c, nullptr, nullptr, nullptr);
    ASSERT_TRUE(dropped && changed);
    std::string t = sfpu_cmp_text(c);
    auto h = headers(t);
    ASSERT_EQ(h.size(), 2u) << t;
    EXPECT_EQ(h[0].find("SFPU-MISMATCH missing cycle=1 "), 0u) << t;
    EXPECT_NE(h[0].find("insn=sfpmad L2,L0,L1,L9,0"), std::string::npos) << t;
    EXPECT_EQ(h[0].find("consequence"), std::string::npos) << t;
    EXPECT_EQ(h[1].find("SFPU-MISMATCH data cycle="), 0u) << t;
    EXPECT_NE(h[1].find("insn=sfpmov L3,L2,0 (consequence of #1)"), std::string::npos) << t;
    std::string j = sfpu_cmp_jsonl(c);
    EXPECT_NE(j.find("\"class\":\"missing\",\"cycle\":1,"), std::string::npos) << j;
    EXPECT_LT(j.find("\"class\":\"missing\""), j.find("\"class\":\"data\"")) << j;
    EXPECT_NE(j.find("\"id\":2,\"cause\":1"), std::string::npos) << j;
    EXPECT_NE(j.find("\"id\":1,\"cause\":null"), std::string::npos) << j;
    EXPECT_NE(j.find("\"reproduce\":\"sfpu_lockstep_bh --test 3\"}"), std::string::npos) << j;
    sfpu_cmp_destroy(c);
}

// With room for one detailed report, the one kept is the earliest: the missed write-back found after the data mismatch.
TEST(CompareCause, TheEarliestReportsAreTheOnesKept)
{
    auto rec = run_inputs("sfpmad L2,L0,L1,L9,0\nsfpnop\nsfpmov L3,L2,0\nsfpmov L4,L0,0\n");
    sfpu_cmp_config_t cfg = {};
    cfg.arch = SFPU_ARCH_BH;
    cfg.max_reports = 1;
    sfpu_cmp_t *c = nullptr;
    ASSERT_EQ(sfpu_cmp_create(&cfg, &c), SFPU_OK);
    bool dropped = false;
    for (auto &x : rec) {
        for (unsigned k = 0; k < x.d.n_wb; ++k) {
            if (x.d.wb[k].reg == 2 && !dropped) {
                x.d.wb[k] = x.d.wb[--x.d.n_wb];
                dropped = true;
                break;
            }
            if (x.d.wb[k].reg == 3)
                x.d.wb[k].data[0] ^= 0x100u;
        }
        sfpu_cmp_step(c, nullptr, &x.in, &x.m, &x.d);
    }
    sfpu_cmp_finish(c, nullptr, nullptr, nullptr);
    auto h = headers(sfpu_cmp_text(c));
    ASSERT_EQ(h.size(), 1u) << sfpu_cmp_text(c);
    EXPECT_EQ(h[0].find("SFPU-MISMATCH missing cycle=1 "), 0u) << sfpu_cmp_text(c);
    EXPECT_EQ(sfpu_cmp_total(c), 2u); // both counted
    sfpu_cmp_destroy(c);
}

// A write to a register nobody reads later is not a consequence: an unrelated mismatch stays a cause of its own.
TEST(CompareCause, UnrelatedMismatchIsNotAConsequence)
{
    auto rec = run_inputs("sfpmad L2,L0,L1,L9,0\nsfpnop\nsfpmov L3,L2,0\nsfpmov L4,L0,0\n");
    sfpu_cmp_config_t cfg = {};
    cfg.arch = SFPU_ARCH_BH;
    sfpu_cmp_t *c = nullptr;
    ASSERT_EQ(sfpu_cmp_create(&cfg, &c), SFPU_OK);
    for (auto &x : rec) {
        for (unsigned k = 0; k < x.d.n_wb; ++k)
            if (x.d.wb[k].reg == 2 || x.d.wb[k].reg == 4) // L2 wrong; L4 (reads L0 only) wrong too
                x.d.wb[k].data[1] ^= 1u;
        sfpu_cmp_step(c, nullptr, &x.in, &x.m, &x.d);
    }
    sfpu_cmp_finish(c, nullptr, nullptr, nullptr);
    auto h = headers(sfpu_cmp_text(c));
    ASSERT_EQ(h.size(), 2u) << sfpu_cmp_text(c);
    EXPECT_EQ(h[1].find("consequence"), std::string::npos) << sfpu_cmp_text(c);
    sfpu_cmp_destroy(c);
}

// An insn_ready mismatch gives both stall causes; what follows it is its consequence.
TEST(CompareCause, TimingGivesBothStallCauses)
{
    auto rec = run_inputs("sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\n"); // BH: the SFPMOV stalls one cycle on L2
    sfpu_cmp_config_t cfg = {};
    cfg.arch = SFPU_ARCH_BH;
    cfg.dut_stall_cause = 1;
    sfpu_cmp_t *c = nullptr;
    ASSERT_EQ(sfpu_cmp_create(&cfg, &c), SFPU_OK);
    bool flipped = false;
    for (auto &x : rec) {
        if (x.in.insn_valid && !x.m.insn_ready && !flipped) { // the DUT does not stall: it says so
            x.d.insn_ready = 1;
            x.d.stall_cause = 0;
            flipped = true;
        } else if (x.in.insn_valid && x.m.insn_ready) {
            x.d.stall_cause = 0;
        }
        sfpu_cmp_step(c, nullptr, &x.in, &x.m, &x.d);
    }
    ASSERT_TRUE(flipped);
    std::string t = sfpu_cmp_text(c);
    EXPECT_NE(t.find("insn_ready: model 0 dut 1 (model stall cause 1 MAD read-after-write, dut stall cause 0 none)"),
              std::string::npos) << t;
    EXPECT_NE(t.find("model stalled (MAD read-after-write) dut issued"), std::string::npos) << t;
    sfpu_cmp_destroy(c);
    cfg.dut_stall_cause = 0; // a DUT without the port: said so, not guessed
    ASSERT_EQ(sfpu_cmp_create(&cfg, &c), SFPU_OK);
    for (auto &x : rec)
        sfpu_cmp_step(c, nullptr, &x.in, &x.m, &x.d);
    EXPECT_NE(std::string(sfpu_cmp_text(c)).find("dut stall cause not exposed"), std::string::npos) << sfpu_cmp_text(c);
    sfpu_cmp_destroy(c);
}

// Both stall, for different reasons: with the DUT's stall_cause exposed that is a timing mismatch naming both; a DUT
// without the port is not judged on it.
TEST(CompareCause, ADifferentStallCauseIsAMismatchWhereExposed)
{
    auto rec = run_inputs("sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\n"); // BH: the SFPMOV stalls one cycle on L2
    for (unsigned exposed = 0; exposed < 2; ++exposed) {
        sfpu_cmp_config_t cfg = {};
        cfg.arch = SFPU_ARCH_BH;
        cfg.dut_stall_cause = exposed;
        sfpu_cmp_t *c = nullptr;
        ASSERT_EQ(sfpu_cmp_create(&cfg, &c), SFPU_OK);
        unsigned stalled = 0;
        for (auto x : rec) {
            if (x.in.insn_valid && !x.m.insn_ready) {
                ASSERT_FALSE(x.d.insn_ready);
                x.d.stall_cause = x.m.stall_cause + 1u; // the DUT holds the word too, for another reason
                stalled++;
            } else {
                x.d.stall_cause = 0;
            }
            sfpu_cmp_step(c, nullptr, &x.in, &x.m, &x.d);
        }
        ASSERT_GT(stalled, 0u);
        std::string t = sfpu_cmp_text(c);
        if (exposed) {
            EXPECT_NE(t.find("stall cause: model 1 MAD read-after-write, dut 2"), std::string::npos) << t;
        } else {
            EXPECT_EQ(t.find("stall cause:"), std::string::npos) << t;
            EXPECT_EQ(headers(t).size(), 0u) << t;
        }
        sfpu_cmp_destroy(c);
    }
}

// A store mismatch gives the store's Imm10, ADDR_MOD field, the ADDR_MOD in force and the RWCs before it.
TEST(CompareCause, StoreMismatchGivesAddressRwcsAndAddrMod)
{
    auto rec = run_inputs("sfpnop\nsfpstore L0,8,3,2\n");
    sfpu_cmp_config_t cfg = {};
    cfg.arch = SFPU_ARCH_BH;
    sfpu_cmp_t *c = nullptr;
    ASSERT_EQ(sfpu_cmp_create(&cfg, &c), SFPU_OK);
    Sfpu m(SFPU_ARCH_BH); // the state the engine reads the RWCs and ADDR_MODs from
    sfpu_set_reg(m.s, SFPU_REG_RWC_DST, 0, 5);
    sfpu_set_reg(m.s, SFPU_REG_ADDR_MOD_DST, 2, 3u | 1u << 11);
    for (auto &x : rec) {
        if (x.d.n_dst_wb)
            x.d.dst_wb[0].val ^= 1u;
        sfpu_cmp_step(c, m.s, &x.in, &x.m, &x.d);
    }
    std::string t = sfpu_cmp_text(c);
    EXPECT_NE(t.find("insn=sfpstore L0,8,3,2"), std::string::npos) << t;
    EXPECT_NE(t.find("dst_addr: imm10=8 addr_mod=2 -> ADDR_MOD[2] dst incr=3 cr=0 clr=1 c_to_cr=0"), std::string::npos)
        << t;
    EXPECT_NE(t.find("RWCs before it: dst=5 "), std::string::npos) << t;
    EXPECT_NE(std::string(sfpu_cmp_jsonl(c)).find("\"dst_addr\":{\"imm10\":8,\"addr_mod\":2,\"addr_mod_index\":2,"),
              std::string::npos) << sfpu_cmp_jsonl(c);
    sfpu_cmp_destroy(c);
}
