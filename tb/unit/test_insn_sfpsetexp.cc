// test_insn_sfpsetexp.cc - SFPSETEXP: replace the FP32 exponent from Imm8 / VD exponent / VD low bits.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPSETEXP.md Mod1 1 (ARG_IMM): {VC sign, Imm8, VC mantissa}.
TEST(Sfpsetexp, FromImmediate)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lreg(s, 1, 0xBFC00000u); // -1.5
        h_set_lreg(s, 0, 0xFFFFFFFFu);
        RUN_OK(s, "sfpsetexp L0,L1,0x80,1");
        EXPECT_EQ(h_lreg(s, 0, 0), 0xC0400000u) << arch; // -3.0
        RUN_OK(s, "sfpsetexp L0,L1,0xFF,1");
        EXPECT_EQ(h_lreg(s, 0, 0), 0xFFC00000u) << arch; // -NaN pattern
        RUN_OK(s, "sfpsetexp L0,L1,0x80,3");             // ARG_IMM wins over ARG_EXPONENT
        EXPECT_EQ(h_lreg(s, 0, 0), 0xC0400000u) << arch;
    }
}

// Mod1 2 (ARG_EXPONENT): exponent field of LReg[VD]; Mod1 0: low 8 bits of LReg[VD] (integer).
TEST(Sfpsetexp, FromDestination)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lreg(s, 1, 0xBFC00000u); // -1.5
        h_set_lreg(s, 0, 0x41200000u); // 10.0, exponent 0x82
        RUN_OK(s, "sfpsetexp L0,L1,0,2");
        EXPECT_EQ(h_lreg(s, 0, 0), 0xC1400000u) << arch; // -12.0
        h_set_lreg(s, 2, 0x12345681u);                   // low byte 0x81
        RUN_OK(s, "sfpsetexp L2,L1,0xFF,0");             // Imm8 ignored without ARG_IMM
        EXPECT_EQ(h_lreg(s, 2, 0), 0xC0C00000u) << arch; // -6.0
        h_set_lreg(s, 3, 0x3F800000u);                   // low byte 0 -> exponent 0
        RUN_OK(s, "sfpsetexp L3,L1,0,0");
        EXPECT_EQ(h_lreg(s, 3, 0), 0x80400000u) << arch;
    }
}

// Lane-varying exponent source (Mod1 0) and predication.
TEST(Sfpsetexp, PerLaneAndPredication)
{
    Sfpu s;
    uint32_t v[SFPU_LANES];
    for (unsigned lane = 0; lane < 32; ++lane)
        v[lane] = 120u + lane; // integer exponents
    h_set_lreg_lanes(s, 0, v);
    h_set_lreg(s, 1, 0x3FC00000u);
    h_set_lane_flags(s, 0x7FFFFFFFu, 0xFFFFFFFFu);
    RUN_OK(s, "sfpsetexp L0,L1,0,0\nsfpsetexp L8,L1,0,1");
    for (unsigned lane = 0; lane < 31; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), ((120u + lane) << 23) | 0x00400000u) << lane;
    EXPECT_EQ(h_lreg(s, 0, 31), 151u);
    EXPECT_EQ(h_lreg(s, 8, 0), 0x3F56594Bu);
}
