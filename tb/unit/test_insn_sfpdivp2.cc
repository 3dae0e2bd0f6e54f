// test_insn_sfpdivp2.cc - SFPDIVP2: set or add (wrapping) the FP32 exponent (both archs).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPDIVP2.md Mod1 0: exponent := Imm8; sign and mantissa from VC (NaN/Inf/zero included).
TEST(Sfpdivp2, SetExponent)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t in[] = {0x3FC00000u /* 1.5 */, 0xBFC00000u, 0x7FC00001u, 0x7F800000u, 0x80000000u};
        const uint32_t want80[] = {0x40400000u, 0xC0400000u, 0x40400001u, 0x40000000u, 0xC0000000u};
        load_lanes(s, 1, in, 5);
        RUN_OK(s, "sfpdivp2 L0,L1,0x80,0");
        for (unsigned i = 0; i < 5; ++i)
            EXPECT_EQ(h_lreg(s, 0, i), want80[i]) << arch << " lane " << i;
        RUN_OK(s, "sfpdivp2 L0,L1,0,0");
        EXPECT_EQ(h_lreg(s, 0, 1), 0x80400000u) << arch; // exponent 0: a denormal pattern, not flushed
    }
}

// Mod1 1 (ADD): exponent := (exponent + Imm8) & 0xFF unless it is 255 (Inf/NaN untouched).
TEST(Sfpdivp2, AddExponentWraps)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t in[] = {0x3FC00000u, 0x7F800000u, 0xFFC00001u, 0x7F000000u, 0x7F400000u, 1u, 0u, 0xBF800000u};
        // +1: 1.5 -> 3.0; Inf / -NaN kept; 2^127 exp 254 -> 255 (Inf pattern); 0x7F400000 -> NaN
        // pattern; denormal 1 -> 0x00800001; +0 -> 2^-126; -1.0 -> -2.0
        const uint32_t plus1[] = {0x40400000u, 0x7F800000u, 0xFFC00001u, 0x7F800000u,
                                  0x7FC00000u, 0x00800001u, 0x00800000u, 0xC0000000u};
        // +0xFF (= -1 mod 256): 1.5 -> 0.75; exp 254 -> 253; exp 0 -> 255
        const uint32_t minus1[] = {0x3F400000u, 0x7F800000u, 0xFFC00001u, 0x7E800000u,
                                   0x7EC00000u, 0x7F800001u, 0x7F800000u, 0xBF000000u};
        load_lanes(s, 1, in, 8);
        RUN_OK(s, "sfpdivp2 L2,L1,1,1\nsfpdivp2 L3,L1,0xFF,1");
        for (unsigned i = 0; i < 8; ++i) {
            EXPECT_EQ(h_lreg(s, 2, i), plus1[i]) << arch << " lane " << i;
            EXPECT_EQ(h_lreg(s, 3, i), minus1[i]) << arch << " lane " << i;
        }
        h_set_lreg(s, 4, 0x7F000000u); // exp 254 + 2 wraps to 0
        RUN_OK(s, "sfpdivp2 L4,L4,2,1");
        EXPECT_EQ(h_lreg(s, 4, 0), 0u) << arch;
    }
}

TEST(Sfpdivp2, PredicationAndVdRules)
{
    Sfpu s;
    h_set_lreg(s, 1, 0x3F800000u);
    h_set_lreg(s, 0, 0u);
    mask_row(s, 1);
    mask_row(s, 3);
    RUN_OK(s, "sfpdivp2 L0,L1,0x81,0\nsfpdivp2 L9,L1,0x81,0");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), ((lane >> 3) & 1) ? 0u : 0x40800000u) << lane;
    EXPECT_EQ(h_lreg(s, 9, 0), 0u);
    RUN_OK(s, "sfpdivp2 L5,L10,1,1"); // constant VC 1.0 -> 2.0
    EXPECT_EQ(h_lreg(s, 5, 0), 0x40000000u);
}

// decisions D2a: tt-llk's TTI_SFPDIVP2(0xFFF, LREG1, LREG5, 1) (x / 2) puts Imm8's sign extension in [23:20]; it
// executes as the 8-bit form (Imm8 = 0xFF: exponent - 1 modulo 256), on both archs.
TEST(Sfpdivp2, SignExtendedImmediateOfTtLlk)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t in[] = {0x40400000u /* 3.0 */, 0xC0400000u, 0x7F800000u};
        load_lanes(s, 1, in, 3);
        ASSERT_EQ(sfpu_exec(s, 0x76FFF151u), SFPU_OK) << sfpu_last_error(s);
        RUN_OK(s, "sfpdivp2 L6,L1,0xFF,1");
        const uint32_t want[] = {0x3FC00000u /* 1.5 */, 0xBFC00000u, 0x7F800000u};
        for (unsigned i = 0; i < 3; ++i) {
            EXPECT_EQ(h_lreg(s, 5, i), want[i]) << arch << " lane " << i;
            EXPECT_EQ(h_lreg(s, 6, i), want[i]) << arch << " lane " << i;
        }
        EXPECT_EQ(sfpu_exec(s, 0x761FF151u), SFPU_ERR_UNDEFINED); // [23:20] = 1: still reserved
    }
}
