// test_insn_sfpsetman.cc - SFPSETMAN: replace the FP32 mantissa from Imm12 << 11 or LReg[VD].
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPSETMAN.md Mod1 1 (ARG_IMM): {VC sign, VC exponent, Imm12 << 11}.
TEST(Sfpsetman, FromImmediate)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lreg(s, 1, 0xC0000000u); // -2.0
        RUN_OK(s, "sfpsetman L0,L1,0x800,1");
        EXPECT_EQ(h_lreg(s, 0, 0), 0xC0400000u) << arch; // -3.0
        RUN_OK(s, "sfpsetman L0,L1,0xFFF,1");
        EXPECT_EQ(h_lreg(s, 0, 0), 0xC07FF800u) << arch; // low 11 mantissa bits are 0
        h_set_lreg(s, 1, 0x7F812345u);                   // NaN: mantissa replaced wholesale
        RUN_OK(s, "sfpsetman L0,L1,0,1");
        EXPECT_EQ(h_lreg(s, 0, 0), 0x7F800000u) << arch;
    }
}

// Mod1 0: mantissa = LReg[VD] & 0x7FFFFF (Imm12 ignored).
TEST(Sfpsetman, FromDestination)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lreg(s, 1, 0x3F800000u);
        h_set_lreg(s, 0, 0xFFFFFFFFu);
        RUN_OK(s, "sfpsetman L0,L1,0x123,0");
        EXPECT_EQ(h_lreg(s, 0, 0), 0x3FFFFFFFu) << arch;
        h_set_lreg(s, 2, 0x80000000u);
        RUN_OK(s, "sfpsetman L2,L1,0,0");
        EXPECT_EQ(h_lreg(s, 2, 0), 0x3F800000u) << arch;
    }
}

TEST(Sfpsetman, PredicationAndVdRules)
{
    Sfpu s;
    h_set_lreg(s, 1, 0x3F800000u);
    h_set_lreg(s, 0, 0u);
    h_set_lane_flags(s, 0x00000003u, 0xFFFFFFFFu);
    RUN_OK(s, "sfpsetman L0,L1,0x800,1\nsfpsetman L11,L1,0x800,1");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), lane < 2 ? 0x3FC00000u : 0u) << lane;
    EXPECT_EQ(h_lreg(s, 11, 0), 0xBF800000u);
}
