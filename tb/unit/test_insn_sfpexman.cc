// test_insn_sfpexman.cc - SFPEXMAN: FP32 mantissa extraction with PAD8 / PAD9 (both archs).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPEXMAN.md: VD = (PAD9 ? 0 : 1 << 23) + (VC & 0x7FFFFF); bits 31..24 always 0.
TEST(Sfpexman, Pad8AndPad9)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t in[] = {0x3FC00000u /* 1.5 */, 0xFFFFFFFFu, 0u, 0x80000001u, 0x7F800000u};
        const uint32_t pad8[] = {0x00C00000u, 0x00FFFFFFu, 0x00800000u, 0x00800001u, 0x00800000u};
        const uint32_t pad9[] = {0x00400000u, 0x007FFFFFu, 0u, 0x00000001u, 0u};
        uint32_t v[SFPU_LANES] = {};
        for (unsigned i = 0; i < 5; ++i)
            v[i] = in[i];
        h_set_lreg_lanes(s, 5, v);
        RUN_OK(s, "sfpexman L6,L5,0\nsfpexman L7,L5,1");
        for (unsigned i = 0; i < 5; ++i) {
            EXPECT_EQ(h_lreg(s, 6, i), pad8[i]) << arch << " lane " << i;
            EXPECT_EQ(h_lreg(s, 7, i), pad9[i]) << arch << " lane " << i;
        }
    }
}

// Only bit 0 is consulted by the model (decision: other Mod1 bits ignored); LReg8 mantissa.
TEST(Sfpexman, ReservedBitsAndConstantSource)
{
    Sfpu s;
    RUN_OK(s, "sfpexman L0,L8,14\nsfpexman L1,L8,15");
    EXPECT_EQ(h_lreg(s, 0, 0), 0x00800000u | (0x3F56594Bu & 0x7FFFFFu));
    EXPECT_EQ(h_lreg(s, 1, 0), 0x3F56594Bu & 0x7FFFFFu);
}

TEST(Sfpexman, PredicationAndVdRules)
{
    Sfpu s;
    h_set_lreg(s, 1, 0x3FC00000u);
    h_set_lreg(s, 0, 9u);
    h_set_lane_flags(s, 0x80000001u, 0xFFFFFFFFu);
    RUN_OK(s, "sfpexman L0,L1,1\nsfpexman L10,L1,1");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), (lane == 0 || lane == 31) ? 0x00400000u : 9u) << lane;
    EXPECT_EQ(h_lreg(s, 10, 0), 0x3F800000u);
}
