// test_insn_sfpxor.cc - SFPXOR: lanewise VD = VD ^ VC (both archs).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPXOR.md: VB = VD, LReg[VD] = LReg[VB] ^ LReg[VC].
TEST(Sfpxor, VdXorVc)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lreg(s, 6, 0xF0F0F0F0u);
        h_set_lreg(s, 7, 0xFF00FF00u);
        RUN_OK(s, "sfpxor L6,L7");
        EXPECT_EQ(h_lreg(s, 6, 0), 0x0FF00FF0u) << arch;
        RUN_OK(s, "sfpxor L6,L6"); // x ^ x = 0
        EXPECT_EQ(h_lreg(s, 6, 9), 0u) << arch;
    }
}

// A constant register as VC: lane-varying LReg15 (lane i = 2i).
TEST(Sfpxor, ConstantSource)
{
    Sfpu s;
    h_set_lreg(s, 0, 0xFFFFFFFFu);
    RUN_OK(s, "sfpxor L0,L15");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), ~(2u * lane)) << lane;
}

TEST(Sfpxor, PredicationAndVdRules)
{
    Sfpu s;
    h_set_lreg(s, 0, 0x1u);
    h_set_lreg(s, 1, 0x3u);
    h_set_lane_flags(s, 0x000000FFu, 0xFFFFFFFFu);
    RUN_OK(s, "sfpxor L0,L1\nsfpxor L10,L1");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), lane < 8 ? 2u : 1u) << lane;
    EXPECT_EQ(h_lreg(s, 10, 0), 0x3F800000u);
    // ROW_MASK alone (flags off): row 0 keeps its value.
    h_set_lane_flags(s, 0, 0);
    h_set_lreg(s, 0, 0x1u);
    mask_row(s, 0);
    RUN_OK(s, "sfpxor L0,L1");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), (lane >> 3) == 0 ? 1u : 2u) << lane;
}
