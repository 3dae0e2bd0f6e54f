// test_insn_sfple.cc - SFPLE (Blackhole only): VD <= VC in sign-magnitude order -> VD / LaneFlags / stack top.
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

// SFPLE.md: r = VD <= VC = !SignMagIsSmaller(VC, VD), the exact negation of SFPGT. SET_VD (8):
// VD = -1 / 0; lanes >= kPairN compare 0 <= 0 (true).
TEST(Sfple, SetVdTotalOrder)
{
    Sfpu s;
    load_pairs(s, 0, 1);
    RUN_OK(s, "sfple L0,L1,0,8");
    uint32_t le = ~gt_mask();
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        EXPECT_EQ(h_lreg(s, 0, l), ((le >> l) & 1) ? 0xFFFFFFFFu : 0u) << "lane " << l;
    // spot checks straight from the table: -0 <= +0 true (lane 2); +NaN <= +Inf false (lane 4);
    // equal values true (lane 7)
    EXPECT_EQ(h_lreg(s, 0, 2), 0xFFFFFFFFu);
    EXPECT_EQ(h_lreg(s, 0, 4), 0u);
    EXPECT_EQ(h_lreg(s, 0, 7), 0xFFFFFFFFu);
}

// SET_CC (1) in enabled lanes only, with a row mask.
TEST(Sfple, SetCcOnlyEnabledLanes)
{
    Sfpu s;
    load_pairs(s, 2, 3);
    h_set_lane_flags(s, 0xFFFFFFFFu, 0xFFFFFFFFu);
    mask_row(s, 0); // lanes 0..7 keep flag true
    RUN_OK(s, "sfple L2,L3,0,1");
    uint32_t le = ~gt_mask();
    EXPECT_EQ(h_lane_flags(s), (le & 0xFFFFFF00u) | 0xFFu);
}

// MUTATE_STACK (2) ANDs, with MUTATE_OR (6) ORs, into the top of non-empty stacks regardless of
// LaneEnabled; combined with SET_VD (10 = 8|2) the VD write still respects LaneEnabled.
TEST(Sfple, MutateStackIgnoresLaneEnabled)
{
    uint32_t le = ~gt_mask();
    for (unsigned mod1 : {10u, 14u}) {
        Sfpu s;
        load_pairs(s, 0, 1);
        bool f[1] = {true}, u[1] = {false};
        bool g[1] = {false}, v[1] = {true};
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            if (l % 3 == 0)
                set_stack(s, l, 1, f, u);
            else if (l % 3 == 1)
                set_stack(s, l, 1, g, v);
        }
        h_set_lane_flags(s, 0, 0xFFFFFFFFu); // every lane disabled
        std::string src = "sfple L0,L1,0," + std::to_string(mod1);
        RUN_OK(s, src.c_str());
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            bool r = (le >> l) & 1;
            if (l % 3 == 2) {
                EXPECT_EQ(depth(s, l), 0u);
            } else {
                bool top = l % 3 == 0;
                bool want = mod1 & 4 ? (top || r) : (top && r);
                EXPECT_EQ(st_flags(s, l, 0), want ? 1u : 0u) << src << " lane " << l;
                EXPECT_EQ(st_use(s, l, 0), top ? 0u : 1u);
            }
            EXPECT_EQ(h_lreg(s, 0, l), l < kPairN ? kPairs[l].d : 0u) << "disabled lanes not written";
        }
    }
}

// SFPLE with VD == VC is always true (x <= x), also for NaN and -0.
TEST(Sfple, SameRegisterIsAlwaysLessOrEqual)
{
    Sfpu s;
    load_pairs(s, 6, 7);
    RUN_OK(s, "sfpencc 3,10");
    RUN_OK(s, "sfpencc 1,10"); // flags false, use true
    RUN_OK(s, "sfpencc 0,0");  // flags true again
    RUN_OK(s, "sfple L6,L6,0,9");
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        EXPECT_EQ(h_lreg(s, 6, l), 0xFFFFFFFFu) << "lane " << l;
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
}

// VD 8..11 never written; VD 12..15 with backdoor enabled is a template load.
TEST(Sfple, VdRulesAndBackdoor)
{
    Sfpu s;
    RUN_OK(s, "sfpencc 3,10");
    RUN_OK(s, "sfple L11,L9,0,9"); // -1.0 <= 0: true
    EXPECT_EQ(h_lreg(s, 11, 0), 0xBF800000u);
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
    RUN_OK(s, "sfple L8,L9,0,9"); // 0.8373 <= 0: false
    EXPECT_EQ(h_lane_flags(s), 0u);
    uint32_t w = h_word(SFPU_ARCH_BH, "sfple L14,L9,0,1");
    RUN_OK(s, "sfpencc 0,0");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 4 * 9 + 2), w);
}

// SFPLE (opcode 0x96) does not exist on Wormhole.
TEST(Sfple, NotOnWormhole)
{
    Sfpu s(SFPU_ARCH_WH);
    EXPECT_NE(sfpu_exec(s, 0x96000109u), SFPU_OK);
}
