// test_pipe.cc - timed execution: sub-unit latencies, Blackhole auto-stall (incl. its documented
// stall-logic bugs), SFPSWAP/SFPSHFT2 next-cycle rules, Wormhole's missing interlock (stale reads +
// diagnostics), strict mode. Each case cites the spec sentence it derives from (spec digest 3.2-3.4,
// BlackholeA0 SFPMAD.md "Instruction scheduling", SFPSWAP.md, SFPSHFT2.md).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "harness.h"
#include "sfpu/sfpu_lane.h"

namespace {

struct Trace {
    std::vector<int> issue_cycle; // cycle each program word issued
    std::vector<uint8_t> stall;   // stall cause per cycle
    uint64_t cycles = 0;
    int last_issue() const { return issue_cycle.empty() ? -1 : issue_cycle.back(); }
};

// Issue `prog` (assembly) as fast as accepted, then drain; record when each instruction issued.
Trace run_timed(sfpu_t *s, const char *prog)
{
    Trace t;
    uint32_t w[64];
    size_t n = 0;
    char err[300];
    EXPECT_EQ(sfpu_assemble(prog, "t.s", sfpu_get_arch(s), w, 64, &n, err, sizeof err), SFPU_OK) << err;
    size_t i = 0;
    sfpu_out_t out;
    for (int guard = 0; guard < 200; ++guard) {
        sfpu_in_t in = {(uint8_t)(i < n), i < n ? w[i] : 0u};
        sfpu_status_t st = sfpu_tick(s, &in, &out);
        EXPECT_EQ(st, SFPU_OK) << sfpu_last_error(s);
        if (st != SFPU_OK) {
            break;
        }
        t.stall.push_back(out.stall_cause);
        if (i < n && out.insn_ready) {
            t.issue_cycle.push_back((int)out.cycle);
            ++i;
        }
        if (i == n && !out.busy) {
            break;
        }
    }
    t.cycles = sfpu_cycle(s);
    return t;
}

sfpu_t *setup(sfpu_arch_t a)
{
    sfpu_t *s = h_create(a);
    h_set_lreg(s, 0, 0x40000000u); // 2.0
    h_set_lreg(s, 1, 0x40400000u); // 3.0
    h_set_lreg(s, 2, 0x11111111u); // old value of the MAD destination
    h_set_lreg(s, 4, 5u);
    return s;
}

std::string diag_text(sfpu_t *s, unsigned i)
{
    sfpu_diag_t d;
    EXPECT_EQ(sfpu_diag_get(s, i, &d), SFPU_OK);
    char buf[400];
    sfpu_diag_format(s, &d, buf, sizeof buf);
    return buf;
}

} // namespace

// "on the next cycle the SFPU will not execute an instruction that reads an LReg written by the
// MAD-family instruction; ... the thread is stalled one cycle" (BH SFPMAD.md)
TEST(PipeHazard, BlackholeStallsConsumerOfMadResultOneCycle)
{
    sfpu_t *s = setup(SFPU_ARCH_BH);
    Trace t = run_timed(s, "sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\n");
    ASSERT_EQ(t.issue_cycle.size(), 2u);
    EXPECT_EQ(t.issue_cycle.at(0), 0);
    EXPECT_EQ(t.issue_cycle.at(1), 2) << "one bubble";
    EXPECT_EQ(t.stall.at(1), SFPU_STALL_MAD_RAW);
    EXPECT_EQ(h_lreg(s, 3, 0), 0x40C00000u) << "2*3+0 = 6.0, the fresh value";
    EXPECT_EQ(sfpu_diag_count(s), 0u);
    sfpu_destroy(s);
}

TEST(PipeHazard, BlackholeDistanceZeroOneTwo)
{
    // distance 0: stall; distance 1 (one SFPNOP between): no stall; independent consumer: no stall.
    const char *progs[] = {"sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\n", "sfpmad L2,L0,L1,L9,0\nsfpnop\nsfpmov L3,L2,0\n",
                           "sfpmad L2,L0,L1,L9,0\nsfpnop\nsfpnop\nsfpmov L3,L2,0\n"};
    const int last_issue[] = {2, 2, 3};
    for (int k = 0; k < 3; ++k) {
        sfpu_t *s = setup(SFPU_ARCH_BH);
        Trace t = run_timed(s, progs[k]);
        EXPECT_EQ(t.last_issue(), last_issue[k]) << progs[k];
        EXPECT_EQ(h_lreg(s, 3, 7), 0x40C00000u) << progs[k];
        sfpu_destroy(s);
    }
    sfpu_t *s = setup(SFPU_ARCH_BH);
    Trace t = run_timed(s, "sfpmad L2,L0,L1,L9,0\nsfpmov L3,L4,0\n");
    EXPECT_EQ(t.issue_cycle.at(1), 1) << "no dependency, no stall";
    sfpu_destroy(s);
}

// Wormhole: "software must ensure the next cycle does not read any LReg written by it" - without the
// SFPNOP the consumer reads the old value (decisions: stale read) and the model reports it.
TEST(PipeHazard, WormholeHasNoInterlockAndReadsStale)
{
    sfpu_t *s = setup(SFPU_ARCH_WH);
    Trace t = run_timed(s, "sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\n");
    EXPECT_EQ(t.issue_cycle.at(1), 1) << "no stall on WH";
    EXPECT_EQ(h_lreg(s, 3, 0), 0x11111111u) << "stale";
    EXPECT_EQ(h_lreg(s, 2, 0), 0x40C00000u) << "the MAD result lands one cycle later";
    ASSERT_EQ(sfpu_diag_count(s), 1u);
    sfpu_diag_t d;
    sfpu_diag_get(s, 0, &d);
    EXPECT_EQ(d.kind, SFPU_DIAG_STALE_READ);
    EXPECT_EQ(d.cycle, 1u);
    EXPECT_EQ(d.regs, 1u << 2);
    std::string msg = diag_text(s, 0);
    EXPECT_NE(msg.find("'sfpmov L3,L2,0' read L2 before 'sfpmad L2,L0,L1,L9,0'"), std::string::npos) << msg;
    sfpu_destroy(s);

    // With the SFPNOP the rule is obeyed: fresh value, no diagnostic.
    s = setup(SFPU_ARCH_WH);
    run_timed(s, "sfpmad L2,L0,L1,L9,0\nsfpnop\nsfpmov L3,L2,0\n");
    EXPECT_EQ(h_lreg(s, 3, 0), 0x40C00000u);
    EXPECT_EQ(sfpu_diag_count(s), 0u);
    sfpu_destroy(s);
}

// Bug 3: "SFPIADD: logic does not see that it reads VD" -> not stalled, stale read.
TEST(PipeHazard, BlackholeStallBugIaddReadsVd)
{
    sfpu_t *s = setup(SFPU_ARCH_BH);
    h_set_lreg(s, 2, 10u);
    Trace t = run_timed(s, "sfpmad L2,L0,L1,L9,0\nsfpiadd L2,L4,0x000,4\n"); // L2 = L4 + L2 (CC_NONE)
    EXPECT_EQ(t.issue_cycle.at(1), 1) << "the stall logic misses the VD read";
    EXPECT_EQ(h_lreg(s, 2, 0), 15u) << "5 + stale 10; the IADD result (younger) overwrites the MAD's";
    ASSERT_EQ(sfpu_diag_count(s), 1u);
    sfpu_diag_t d;
    sfpu_diag_get(s, 0, &d);
    EXPECT_EQ(d.kind, SFPU_DIAG_STALL_BUG);
    sfpu_destroy(s);
}

// Bug 1: "SFPAND with SFPAND_MOD1_USE_VB: logic assumes it reads VD, not VB".
TEST(PipeHazard, BlackholeStallBugAndUseVb)
{
    sfpu_t *s = setup(SFPU_ARCH_BH);
    Trace t = run_timed(s, "sfpmad L2,L0,L1,L9,0\nsfpand L5,L2,L4,1\n"); // L5 = L2 & L4 (VB = L2)
    EXPECT_EQ(t.issue_cycle.at(1), 1);
    EXPECT_EQ(h_lreg(s, 5, 0), 0x11111111u & 5u) << "stale L2";
    EXPECT_EQ(sfpu_diag_count(s), 1u);
    sfpu_destroy(s);
    // ... and the converse: VD = the MAD destination stalls although VD is not read with USE_VB.
    s = setup(SFPU_ARCH_BH);
    t = run_timed(s, "sfpmad L2,L0,L1,L9,0\nsfpand L2,L1,L4,1\n");
    EXPECT_EQ(t.issue_cycle.at(1), 2) << "false dependency through VD";
    sfpu_destroy(s);
}

// Bug 5: "SFPCONFIG: logic does not see that it may read LReg[0]".
TEST(PipeHazard, BlackholeStallBugConfigReadsL0)
{
    sfpu_t *s = setup(SFPU_ARCH_BH);
    Trace t = run_timed(s, "sfpmad L0,L0,L1,L9,0\nsfpconfig 4,0,0\n"); // Sequence[0] = LReg0[lane & 7]
    EXPECT_EQ(t.issue_cycle.at(1), 1);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_SEQUENCE, 0 * 4 + 0), 0x40000000u) << "old L0 (2.0), not 6.0";
    EXPECT_EQ(sfpu_diag_count(s), 1u);
    sfpu_destroy(s);
}

// "the stall logic treats the raw VB field [15:12] of SFP_STOCH_RND as a read even in modes that do
// not use VB" -> a false dependency costs a cycle.
TEST(PipeHazard, BlackholeStochRndFalseDependencyOnVb)
{
    sfpu_t *s = setup(SFPU_ARCH_BH);
    Trace t = run_timed(s, "sfpmad L2,L0,L1,L9,0\nsfpstochrnd L5,L2,L4,0,1,0\n"); // FP32->FP16B of L4, VB=L2
    EXPECT_EQ(t.issue_cycle.at(1), 2);
    EXPECT_EQ(sfpu_diag_count(s), 0u);
    sfpu_destroy(s);
}

// "SFPMAD_MOD1_INDIRECT_VD: assumes it writes all LRegs"
TEST(PipeHazard, BlackholeIndirectVdStallsAnyReader)
{
    sfpu_t *s = setup(SFPU_ARCH_BH);
    h_set_lreg(s, 7, 2u);
    Trace t = run_timed(s, "sfpmad L2,L0,L1,L9,8\nsfpmov L3,L4,0\n");
    EXPECT_EQ(t.issue_cycle.at(1), 2);
    sfpu_destroy(s);
}

// SFPSWAP: "cycle t+1 accepts only SFPNOP; ... SWAP+NOP takes two cycles rather than three".
TEST(PipeHazard, SwapAcceptsOnlyNopNextCycle)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        sfpu_t *s = setup(a);
        Trace t = run_timed(s, "sfpswap L0,L1,0\nsfpmov L3,L4,0\n");
        EXPECT_EQ(t.issue_cycle.at(1), 2) << a;
        EXPECT_EQ(t.stall.at(1), SFPU_STALL_SWAP);
        sfpu_destroy(s);
        s = setup(a);
        t = run_timed(s, "sfpswap L0,L1,0\nsfpnop\nsfpmov L3,L4,0\n");
        EXPECT_EQ(t.issue_cycle.at(1), 1) << "the NOP is free";
        EXPECT_EQ(t.issue_cycle.at(2), 2);
        EXPECT_EQ(h_lreg(s, 0, 0), 0x40400000u) << "swapped";
        sfpu_destroy(s);
    }
}

// BH SFPSHFT2 Mod1 2/3/4: same next-cycle rule; WH: software rules only (diagnostic).
TEST(PipeHazard, Shft2SubvecModes)
{
    sfpu_t *s = setup(SFPU_ARCH_BH);
    Trace t = run_timed(s, "sfpshft2 L5,L4,0x000,3\nsfpmov L3,L4,0\n");
    EXPECT_EQ(t.issue_cycle.at(1), 2);
    EXPECT_EQ(t.stall.at(1), SFPU_STALL_SHFT2);
    sfpu_destroy(s);
    s = setup(SFPU_ARCH_WH);
    t = run_timed(s, "sfpshft2 L5,L4,0x000,3\nsfpmov L3,L4,0\n");
    EXPECT_EQ(t.issue_cycle.at(1), 1);
    ASSERT_EQ(sfpu_diag_count(s), 1u) << "SFPMOV may not follow SFPSHFT2 mode 3 on WH";
    sfpu_diag_t d;
    sfpu_diag_get(s, 0, &d);
    EXPECT_EQ(d.kind, SFPU_DIAG_SHFT2_RULE);
    sfpu_destroy(s);
}

TEST(PipeHazard, StrictModeTurnsDiagnosticsIntoErrors)
{
    sfpu_t *s = setup(SFPU_ARCH_WH);
    sfpu_set_strict(s, true);
    const uint32_t w[] = {h_word(SFPU_ARCH_WH, "sfpmad L2,L0,L1,L9,0"), h_word(SFPU_ARCH_WH, "sfpmov L3,L2,0")};
    size_t done = 0;
    EXPECT_EQ(sfpu_run_timed(s, w, 2, &done), SFPU_ERR_UNDEFINED);
    std::string e = sfpu_last_error(s);
    EXPECT_NE(e.find("strict mode: cycle 1"), std::string::npos) << e;
    sfpu_destroy(s);
}

TEST(PipeStats, CountsCyclesIssuesStallsAndUnits)
{
    sfpu_t *s = setup(SFPU_ARCH_BH);
    run_timed(s, "sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\nsfpnop\n");
    sfpu_timing_stats_t st;
    ASSERT_EQ(sfpu_get_timing_stats(s, &st), SFPU_OK);
    EXPECT_EQ(st.issued, 3u);
    EXPECT_EQ(st.stall_cycles[SFPU_STALL_MAD_RAW], 1u);
    EXPECT_EQ(st.unit_issued[SFPU_UNIT_MAD], 1u);
    EXPECT_EQ(st.unit_issued[SFPU_UNIT_SIMPLE], 1u);
    EXPECT_EQ(st.unit_issued[SFPU_UNIT_LOAD], 1u) << "a regular SFPNOP is a load-style instruction";
    EXPECT_EQ(st.cycles, 4u) << "issue at 0, stall, 2, 3; nothing in flight after cycle 3";
    sfpu_destroy(s);
}

// Ports: the Dst cell events of full-width stores, exactly - in lane order, the high cell (the row Adj32 names)
// before the low cell (8 rows on) for a 32-bit datum, one cell per lane for a 16-bit one - with random values,
// addresses and column exchanges (SFPSTORE.md Row/Column; spec digest 6.1, 6.2).
TEST(PipePorts, DstWriteEventsInLaneOrder)
{
    std::mt19937_64 rng(21);
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        sfpu_t *s = h_create(a);
        for (unsigned trial = 0; trial < 60; ++trial) {
            uint32_t x[SFPU_LANES];
            for (unsigned l = 0; l < SFPU_LANES; ++l)
                x[l] = (uint32_t)rng() | 0x00800000u; // no denormals: the FP32 store is then a pure shuffle
            h_set_lreg_lanes(s, 2, x);
            uint32_t xchg = trial % 2 ? (uint32_t)rng() & 0xFFu : 0u;
            for (unsigned c = 0; c < 8; ++c)
                h_set_reg(s, SFPU_REG_LANE_CONFIG, c, ((xchg >> c) & 1u) << 7);
            unsigned addr = (unsigned)(rng() % 120u), mod0 = trial % 3 == 0 ? 6u : 3u;
            std::string src = "sfpstore L2," + std::to_string(addr) + "," + std::to_string(mod0) + ",0";
            sfpu_in_t in = {1, h_word(a, src.c_str())};
            sfpu_out_t out;
            ASSERT_EQ(sfpu_tick(s, &in, &out), SFPU_OK) << sfpu_last_error(s);
            ASSERT_EQ(out.n_dst_wb, mod0 == 3u ? 64u : 32u) << src;
            unsigned i = 0;
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                unsigned row = ((addr & ~3u) + (l >> 3)) & 0x3FFu;
                unsigned col = 2u * (l & 7u) + (((addr & 2u) || ((xchg >> (l & 7u)) & 1u)) ? 1u : 0u);
                if (mod0 == 3u) {
                    uint32_t v = sfpu_lane_dst_encode_fp32(x[l]);
                    unsigned p = ((row & 0x1F8u) << 1) | (row & 0x207u);
                    EXPECT_EQ(out.dst_wb[i].row, p) << src << " lane " << l;
                    EXPECT_EQ(out.dst_wb[i].col, col) << src << " lane " << l;
                    EXPECT_EQ(out.dst_wb[i].val, v >> 16) << src << " lane " << l;
                    ++i;
                    EXPECT_EQ(out.dst_wb[i].row, (p + 8u) & 0x3FFu) << src << " lane " << l;
                    EXPECT_EQ(out.dst_wb[i].col, col) << src << " lane " << l;
                    EXPECT_EQ(out.dst_wb[i].val, v & 0xFFFFu) << src << " lane " << l;
                    ++i;
                } else {
                    EXPECT_EQ(out.dst_wb[i].row, row) << src << " lane " << l;
                    EXPECT_EQ(out.dst_wb[i].col, col) << src << " lane " << l;
                    EXPECT_EQ(out.dst_wb[i].val, x[l] & 0xFFFFu) << src << " lane " << l;
                    ++i;
                }
            }
        }
        sfpu_destroy(s);
    }
}

// Ports: a store's Dst writes come out as physical cell events in the cycle it executes, and the
// flag-stack depth after each cycle, so an RTL harness can compare them cycle by cycle.
TEST(PipePorts, DstWriteEventsAndStackDepth)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        sfpu_t *s = h_create(a);
        h_set_lreg(s, 3, 0x3F800000u);
        sfpu_in_t in = {1, h_word(a, "sfpstore L3,8,3,0")}; // FP32: 32 lanes x 2 cells
        sfpu_out_t out;
        ASSERT_EQ(sfpu_tick(s, &in, &out), SFPU_OK) << sfpu_last_error(s);
        ASSERT_EQ(out.n_dst_wb, 64u);
        for (unsigned i = 0; i < out.n_dst_wb; ++i) {
            uint16_t v = 0;
            sfpu_peek_dst(s, out.dst_wb[i].row, out.dst_wb[i].col, &v);
            EXPECT_EQ(v, out.dst_wb[i].val) << i;
            // DstEncodeFP32(1.0): high cell {sign, man7, exp8} of 0x3F80 = 0x007F, low cell 0
            EXPECT_TRUE(out.dst_wb[i].val == 0x007Fu || out.dst_wb[i].val == 0u) << std::hex << out.dst_wb[i].val;
        }
        // a 16-bit store with one row of lanes masked: 24 cells; the next cycle reports none
        for (unsigned col = 0; col < 8; ++col)
            h_set_reg(s, SFPU_REG_LANE_CONFIG, col, 1u << 13); // ROW_MASK row 1
        in.insn = h_word(a, "sfpstore L3,16,2,0");
        ASSERT_EQ(sfpu_tick(s, &in, &out), SFPU_OK) << sfpu_last_error(s);
        EXPECT_EQ(out.n_dst_wb, 24u);
        for (unsigned i = 0; i < out.n_dst_wb; ++i)
            EXPECT_NE(out.dst_wb[i].row, 17u) << "row 17 belongs to the masked lanes 8..15";
        in.insn = h_word(a, "sfppushc");
        ASSERT_EQ(sfpu_tick(s, &in, &out), SFPU_OK);
        EXPECT_EQ(out.n_dst_wb, 0u);
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            EXPECT_EQ(out.stack_depth[l], 1u) << l;
        sfpu_destroy(s);
    }
}
