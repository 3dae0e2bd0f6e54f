// test_insn_sfpadd.cc - SFPADD: the SFPMAD datapath (SFPADD.md "As per SFPMAD"), normally VA = LReg[10] = 1.0.
#include <gtest/gtest.h>

#include "harness.h"
#include "test_util.h"

// 1.0 * VB + VC, hand-derived: 1.5 + 2.25 = 3.75; 1 + 2^-24 ties to 1.0 (even); inf + -inf = NaN (per arch).
TEST(Sfpadd, AddsThroughTheMadDatapath)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t b[] = {0x3FC00000u, 0x3F800000u, 0x7F800000u, 0x80000000u};
        const uint32_t c[] = {0x40100000u, 0x33800000u, 0xFF800000u, 0x80000000u};
        load_lanes(s, 1, b, 4);
        load_lanes(s, 2, c, 4);
        RUN_OK(s, "sfpadd L3,L10,L1,L2,0");
        EXPECT_EQ(h_lreg(s, 3, 0), 0x40700000u);
        EXPECT_EQ(h_lreg(s, 3, 1), 0x3F800000u);
        EXPECT_EQ(h_lreg(s, 3, 2), arch == SFPU_ARCH_BH ? 0x7FC00000u : 0x7F800001u);
        // -0 + -0: BH keeps -0, WH +0
        EXPECT_EQ(h_lreg(s, 3, 3), arch == SFPU_ARCH_BH ? 0x80000000u : 0u);
    }
}

// BH NEGATE_VC turns it into a subtraction: 1.5 - 2.25 = -0.75
TEST(Sfpadd, BlackholeSubtract)
{
    Sfpu s(SFPU_ARCH_BH);
    h_set_lreg(s, 1, 0x3FC00000u);
    h_set_lreg(s, 2, 0x40100000u);
    RUN_OK(s, "sfpadd L3,L10,L1,L2,2");
    EXPECT_EQ(h_lreg(s, 3, 5), 0xBF400000u);
}
