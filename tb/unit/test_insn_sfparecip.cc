// test_insn_sfparecip.cc - SFPARECIP (BH only): approximate reciprocal / conditional reciprocal / exp.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

#include <cmath>

#include "sfpu/sfpu_lane.h"

static double f32(uint32_t b)
{
    float f;
    std::memcpy(&f, &b, 4);
    return (double)f;
}

// SFPARECIP.md Mod1 0 (RECIP): Sign + ApproxRecip(|x|). By hand from the formula and RLUT:
//   1.0: exp 253-127=126, RLUT[0]=127 -> 0x3F7F0000 (= 0.99609375, stated on the page)
//   2.0: exp 125, RLUT[0] -> 0x3EFF0000;  1.5: RLUT[64]=42 -> 0x3F2A0000
//   smallest normal 0x00800000: exp 252 -> 0x7E7F0000; 0x7E7FFFFF: exp 1, RLUT[127]=0 -> 0x00800000
//   |x| < 2^-126 (zero, denormal) -> Inf; |x| >= 2^126, Inf, NaN -> 0; the sign is re-applied
TEST(Sfparecip, RecipMode)
{
    Sfpu s;
    const uint32_t in[] = {0x3F800000u, 0x40000000u, 0x3FC00000u, 0x00800000u, 0x7E7FFFFFu, 0xBF800000u, 0u,
                           0x80000000u, 0x00000001u, 0x7E800000u, 0x7F800000u, 0x7FC00000u, 0xFFC00000u};
    const uint32_t want[] = {0x3F7F0000u, 0x3EFF0000u, 0x3F2A0000u, 0x7E7F0000u, 0x00800000u, 0xBF7F0000u, 0x7F800000u,
                             0xFF800000u, 0x7F800000u, 0u,          0u,          0u,          0x80000000u};
    load_lanes(s, 1, in, 13);
    RUN_OK(s, "sfparecip L0,L1,0");
    for (unsigned i = 0; i < 13; ++i)
        EXPECT_EQ(h_lreg(s, 0, i), want[i]) << "lane " << i;
}

// Mod1 1 (COND_RECIP): where LReg[VB] < 0 as int32 (incl. 0x80000000), VD = ApproxRecip(|x|)
// WITHOUT the sign; elsewhere VD = VC unchanged.
TEST(Sfparecip, CondRecipMode)
{
    Sfpu s;
    h_set_lreg(s, 1, 0xC0000000u); // -2.0
    uint32_t vb[SFPU_LANES];
    for (unsigned lane = 0; lane < 32; ++lane)
        vb[lane] = (lane & 1) ? 0x7FFFFFFFu : (lane & 2) ? 0x80000000u : 0xBF800000u;
    h_set_lreg_lanes(s, 2, vb);
    RUN_OK(s, "sfparecip L0,L1,1,L2");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), (lane & 1) ? 0xC0000000u : 0x3EFF0000u) << lane;
}

// Mod1 2 (EXP): Sign + ApproxExp(|x|). By hand:
//   1.0: ELUT[0x3F80-0x3C80=768]=45 -> 0x402D0000 (= 2.703125, stated on the page)
//   0.5: ELUT[640]=83 -> 0x3FD30000 and the low 16 input bits pass through (0x3F00ABCD -> 0x3FD3ABCD)
//   2^-6: ELUT[0]=2 -> 0x3F820000; 2^-7 -> 0x3F810000; 0 -> 1.0; -0 -> -1.0
//   x >= 2 and Inf -> 0x40800000 | low 16 bits; -1.0 -> 0xC02D0000
TEST(Sfparecip, ExpMode)
{
    Sfpu s;
    const uint32_t in[] = {0x3F800000u, 0x3F000000u, 0x3F00ABCDu, 0x3C800000u, 0x3C000000u, 0u,
                           0x80000000u, 0x40000000u, 0x7F800000u, 0xBF800000u, 0x4000FFFFu};
    const uint32_t want[] = {0x402D0000u, 0x3FD30000u, 0x3FD3ABCDu, 0x3F820000u, 0x3F810000u, 0x3F800000u,
                             0xBF800000u, 0x40800000u, 0x40800000u, 0xC02D0000u, 0x4080FFFFu};
    load_lanes(s, 1, in, 11);
    RUN_OK(s, "sfparecip L0,L1,2");
    for (unsigned i = 0; i < 11; ++i)
        EXPECT_EQ(h_lreg(s, 0, i), want[i]) << "lane " << i;
}

// The model's switch sends every Mod1 other than 0 and 1 to the EXP case.
TEST(Sfparecip, OtherMod1AreExp)
{
    Sfpu s;
    h_set_lreg(s, 1, 0x3F800000u);
    for (unsigned mod1 : {3u, 7u, 8u, 15u}) {
        char src[48];
        snprintf(src, sizeof src, "sfparecip L0,L1,%u", mod1);
        h_set_lreg(s, 0, 0u);
        RUN_OK(s, src);
        EXPECT_EQ(h_lreg(s, 0, 0), 0x402D0000u) << mod1;
    }
}

TEST(Sfparecip, PredicationAndVdRules)
{
    Sfpu s;
    h_set_lreg(s, 1, 0x3F800000u);
    h_set_lreg(s, 0, 1u);
    h_set_lane_flags(s, 0xFFFFFFFEu, 0xFFFFFFFFu);
    mask_row(s, 3);
    RUN_OK(s, "sfparecip L0,L1,0\nsfparecip L8,L1,0");
    for (unsigned lane = 0; lane < 32; ++lane) {
        bool en = lane != 0 && lane < 24;
        EXPECT_EQ(h_lreg(s, 0, lane), en ? 0x3F7F0000u : 1u) << lane;
    }
    EXPECT_EQ(h_lreg(s, 8, 1), 0x3F56594Bu);
    // tt-llk backdoor-loads SFPARECIP as template 0 with VD = 12 (spec digest 2.7)
    uint32_t w = h_word(SFPU_ARCH_BH, "sfparecip L12,L0,0");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK) << sfpu_last_error(s);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0), w);
}

// Opcode 0x99 does not exist on Wormhole.
TEST(Sfparecip, NotOnWormhole)
{
    Sfpu s(SFPU_ARCH_WH);
    EXPECT_EQ(sfpu_exec(s, 0x99000010u), SFPU_ERR_UNDEFINED);
    EXPECT_EQ(h_word(SFPU_ARCH_WH, "sfparecip L1,L0,0"), 0xFFFFFFFFu);
}

// SFPARECIP.md "Approximation accuracy": for 2^-126 <= x < 2^126, 0.9944/x < ApproxRecip(x) <
// 1.0054/x. Swept over every table index and exponent (low 16 bits 0 and 0xFFFF), this checks each
// RLUT entry against the documented bound independently of the table text.
TEST(Sfparecip, RecipAccuracyBoundHoldsEverywhere)
{
    for (uint32_t hi = 0x0080u; hi < 0x7E80u; ++hi) {
        for (uint32_t lo : {0x0000u, 0xFFFFu}) {
            uint32_t x = (hi << 16) | lo;
            double r = f32(sfpu_lane_approx_recip(x)), inv = 1.0 / f32(x);
            ASSERT_GT(r, 0.9944 * inv) << std::hex << x;
            ASSERT_LT(r, 1.0054 * inv) << std::hex << x;
        }
    }
}

// Same page: for 0 <= x < 2, 0.9922 e^x < ApproxExp(x) < 1.016 e^x (checks all 896 ELUT entries).
TEST(Sfparecip, ExpAccuracyBoundHoldsEverywhere)
{
    for (uint32_t hi = 0x0000u; hi < 0x4000u; ++hi) {
        for (uint32_t lo : {0x0000u, 0x0001u, 0xFFFFu}) {
            uint32_t x = (hi << 16) | lo;
            double r = f32(sfpu_lane_approx_exp(x)), e = std::exp(f32(x));
            ASSERT_GT(r, 0.9922 * e) << std::hex << x;
            ASSERT_LT(r, 1.016 * e) << std::hex << x;
        }
    }
}
