// test_insn_sfpgt.cc - SFPGT (Blackhole only): VD > VC in sign-magnitude order -> VD / LaneFlags / stack top.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"

namespace
{
// (VD, VC) pairs; gt = VD > VC in the sign-magnitude total order -NaN < -Inf < ... < -0 < +0 < ... <
// +Inf < +NaN (SFPGT.md SignMagIsSmaller), derived by hand.
struct Pair {
    uint32_t d, c;
    bool gt;
};
const Pair kPairs[] = {
    {0x3F800000u, 0xBF800000u, true},  // 1.0 > -1.0
    {0xBF800000u, 0x3F800000u, false}, // -1.0 > 1.0
    {0x80000000u, 0x00000000u, false}, // -0 > +0: no, -0 sorts below +0
    {0x00000000u, 0x80000000u, true},  // +0 > -0
    {0x7FC00000u, 0x7F800000u, true},  // +NaN > +Inf
    {0xFFC00000u, 0xFF800000u, false}, // -NaN > -Inf: no, -NaN is the smallest
    {0xFF800000u, 0xFFC00000u, true},  // -Inf > -NaN
    {0x00000005u, 0x00000005u, false}, // equal
    {0x80000005u, 0x80000003u, false}, // sign-mag -5 > -3: no
    {0x80000003u, 0x80000005u, true},  // -3 > -5
    {0x7FFFFFFFu, 0x80000000u, true},  // +max > -0
    {0xFFFFFFFFu, 0x80000000u, false}, // -max > -0: no
    {0x00000001u, 0x00000000u, true},  // smallest denormal > +0
    {0x40000000u, 0x3FFFFFFFu, true},  // 2.0 > 1.9999999
    {0x80000000u, 0x80000000u, false}, // -0 == -0
};
const unsigned kPairN = sizeof kPairs / sizeof kPairs[0];

// LReg[d] = VD operands, LReg[c] = VC operands in lanes 0..kPairN-1 (other lanes: 0 vs 0).
void load_pairs(sfpu_t *s, unsigned d, unsigned c)
{
    uint32_t vd[SFPU_LANES] = {}, vc[SFPU_LANES] = {};
    for (unsigned i = 0; i < kPairN; ++i) {
        vd[i] = kPairs[i].d;
        vc[i] = kPairs[i].c;
    }
    h_set_lreg_lanes(s, d, vd);
    h_set_lreg_lanes(s, c, vc);
}
// Result mask over 32 lanes: lanes >= kPairN compare 0 with 0 (GT false, LE true).
uint32_t gt_mask()
{
    uint32_t m = 0;
    for (unsigned i = 0; i < kPairN; ++i)
        m |= (uint32_t)kPairs[i].gt << i;
    return m;
}
} // namespace

// SET_VD (8): VD = -1 where VD > VC, else 0 (int32), all lanes enabled.
TEST(Sfpgt, SetVdTotalOrder)
{
    Sfpu s;
    load_pairs(s, 0, 1);
    RUN_OK(s, "sfpgt L0,L1,0,8");
    uint32_t m = gt_mask();
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        EXPECT_EQ(h_lreg(s, 0, l), ((m >> l) & 1) ? 0xFFFFFFFFu : 0u) << "lane " << l;
    EXPECT_EQ(h_lane_flags(s), 0u) << "SET_CC not requested";
}

// SET_CC (1): LaneFlags = result in the enabled lanes only; VD is not written.
TEST(Sfpgt, SetCcOnlyEnabledLanes)
{
    Sfpu s;
    load_pairs(s, 2, 3);
    h_set_lane_flags(s, 0xFFFF00FFu, 0xFFFFFFFFu); // lanes 8..15 disabled
    RUN_OK(s, "sfpgt L2,L3,0,1");
    uint32_t m = gt_mask();
    EXPECT_EQ(h_lane_flags(s), (m & 0xFFFF00FFu) | 0u);
    EXPECT_EQ(h_lreg(s, 2, 0), kPairs[0].d) << "VD untouched without SET_VD";
}

// SET_VD respects LaneEnabled; VD 8..11 is never written (flags still are).
TEST(Sfpgt, SetVdPredicationAndVdRules)
{
    Sfpu s;
    load_pairs(s, 0, 1);
    h_set_lane_flags(s, 0x0000FFFFu, 0xFFFFFFFFu);
    RUN_OK(s, "sfpgt L0,L1,0,8");
    uint32_t m = gt_mask();
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        uint32_t old = l < kPairN ? kPairs[l].d : 0u;
        EXPECT_EQ(h_lreg(s, 0, l), l < 16 ? (((m >> l) & 1) ? 0xFFFFFFFFu : 0u) : old) << "lane " << l;
    }
    // VD = L10 (1.0) vs VC = L9 (0): 1.0 > 0 everywhere; L10 keeps 1.0
    Sfpu t;
    h_set_lane_flags(t, 0, 0xFFFFFFFFu);
    RUN_OK(t, "sfpencc 3,10");
    RUN_OK(t, "sfpgt L10,L9,0,9");
    EXPECT_EQ(h_lreg(t, 10, 3), 0x3F800000u);
    EXPECT_EQ(h_lane_flags(t), 0xFFFFFFFFu);
}

// MUTATE_STACK (2): Top.Flags &= result, in every lane with a non-empty stack, regardless of
// LaneEnabled; MUTATE_OR (4) turns it into |=. Empty stacks stay empty. Top.Use is kept.
TEST(Sfpgt, MutateStackAndOr)
{
    uint32_t m = gt_mask();
    for (unsigned mod1 : {2u, 6u}) {
        Sfpu s;
        load_pairs(s, 0, 1);
        bool f0[2] = {false, true}, u0[2] = {false, false};
        bool f1[2] = {true, false}, u1[2] = {true, true};
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            if (l == 20)
                continue; // empty
            if (l & 1)
                set_stack(s, l, 2, f0, u0); // top flags true
            else
                set_stack(s, l, 2, f1, u1); // top flags false
        }
        h_set_lane_flags(s, 0, 0xFFFFFFFFu); // all lanes disabled
        std::string src = "sfpgt L0,L1,0," + std::to_string(mod1);
        RUN_OK(s, src.c_str());
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            if (l == 20) {
                EXPECT_EQ(depth(s, l), 0u);
                continue;
            }
            bool top = l & 1, r = (m >> l) & 1;
            bool want = mod1 == 6 ? (top || r) : (top && r);
            EXPECT_EQ(st_flags(s, l, 1), want ? 1u : 0u) << src << " lane " << l;
            EXPECT_EQ(st_use(s, l, 1), (l & 1) ? 0u : 1u) << src << " lane " << l;
            EXPECT_EQ(st_flags(s, l, 0), (l & 1) ? 0u : 1u) << "only the top entry changes";
        }
        EXPECT_EQ(h_lane_flags(s), 0u);
        EXPECT_EQ(h_lreg(s, 0, 0), kPairs[0].d);
    }
    // MUTATE_OR alone (4) does nothing.
    Sfpu s;
    bool f[1] = {false}, u[1] = {true};
    set_stack(s, 0, 1, f, u);
    RUN_OK(s, "sfpgt L10,L9,0,4");
    EXPECT_EQ(st_flags(s, 0, 0), 0u);
}

// Mod1 15 = SET_VD | MUTATE_OR | MUTATE_STACK | SET_CC: all three outputs at once.
TEST(Sfpgt, AllOutputsTogether)
{
    Sfpu s;
    load_pairs(s, 4, 5);
    RUN_OK(s, "sfpencc 3,10");
    RUN_OK(s, "sfppushc");    // top = {true, true}
    RUN_OK(s, "sfppushc 15"); // top = {false, true}
    RUN_OK(s, "sfpgt L4,L5,0,15");
    uint32_t m = gt_mask();
    EXPECT_EQ(h_lane_flags(s), m);
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        EXPECT_EQ(h_lreg(s, 4, l), ((m >> l) & 1) ? 0xFFFFFFFFu : 0u) << "lane " << l;
        EXPECT_EQ(st_flags(s, l, 0), (m >> l) & 1) << "false | r = r, lane " << l;
    }
}

// SFPGT reads LReg[VD] as its second operand (VB = VD): with VD == VC the result is always false.
TEST(Sfpgt, SameRegisterIsNeverGreater)
{
    Sfpu s;
    load_pairs(s, 0, 1);
    RUN_OK(s, "sfpgt L0,L0,0,9");
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        EXPECT_EQ(h_lreg(s, 0, l), 0u) << "lane " << l;
    EXPECT_EQ(h_lane_flags(s), 0u);
}

// Backdoor gate: VD 13 with DISABLE_BACKDOOR_LOAD = 0 is a template load; with the bit set the
// compare runs (flags/stack) but VD 13 is not written.
TEST(Sfpgt, BackdoorGate)
{
    Sfpu s;
    RUN_OK(s, "sfpencc 3,10");
    uint32_t w = h_word(SFPU_ARCH_BH, "sfpgt L13,L9,0,9"); // -0.6749 > 0 is false
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 1), w);
    lane_config_all(s, 1u << 1);
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_lane_flags(s), 0u);
    EXPECT_EQ(h_lreg(s, 13, 0), 0xBF2CC4C7u);
}

// SFPGT (opcode 0x97) does not exist on Wormhole.
TEST(Sfpgt, NotOnWormhole)
{
    Sfpu s(SFPU_ARCH_WH);
    EXPECT_NE(sfpu_exec(s, 0x97000109u), SFPU_OK);
    EXPECT_NE(h_run(s, "sfpgt L0,L1,0,9"), SFPU_OK);
}
