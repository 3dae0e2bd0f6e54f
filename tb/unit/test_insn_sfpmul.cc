// test_insn_sfpmul.cc - SFPMUL: the SFPMAD datapath (SFPMUL.md "As per SFPMAD"), normally VC = LReg[9] = 0.0.
#include <gtest/gtest.h>

#include "harness.h"
#include "test_util.h"

// VA * VB + 0, hand-derived: 1.5 * -2.5 = -3.75; (1+2^-23)^2 = 1 + 2^-22 + 2^-46 -> the sticky bit breaks
// the tie-free case: rounds to 1 + 2^-22 (0x3F800002); -x * 0 + 0: BH -0 + +0 = (c sign & p sign) = +0.
TEST(Sfpmul, MultipliesThroughTheMadDatapath)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t a[] = {0x3FC00000u, 0x3F800001u, 0xC0000000u, 0x7F7FFFFFu};
        const uint32_t b[] = {0xC0200000u, 0x3F800001u, 0x00000000u, 0x40000000u};
        load_lanes(s, 0, a, 4);
        load_lanes(s, 1, b, 4);
        RUN_OK(s, "sfpmul L3,L0,L1,L9,0");
        EXPECT_EQ(h_lreg(s, 3, 0), 0xC0700000u);
        EXPECT_EQ(h_lreg(s, 3, 1), 0x3F800002u);
        EXPECT_EQ(h_lreg(s, 3, 2), 0u);
        EXPECT_EQ(h_lreg(s, 3, 3), 0x7F800000u) << "max * 2 overflows";
    }
}
