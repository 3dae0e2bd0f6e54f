// test_insn_sfpsetsgn.cc - SFPSETSGN: replace the sign bit from Imm1 or LReg[VD] (both archs).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPSETSGN.md Mod1 1 (ARG_IMM): sign = Imm1; no NaN special case (unlike SFPABS).
TEST(Sfpsetsgn, FromImmediate)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t in[] = {0xBF800000u, 0x3F800000u, 0xFFC00000u, 0x80000000u, 0x80000005u};
        uint32_t v[SFPU_LANES] = {};
        for (unsigned i = 0; i < 5; ++i)
            v[i] = in[i];
        h_set_lreg_lanes(s, 1, v);
        RUN_OK(s, "sfpsetsgn L0,L1,0,1\nsfpsetsgn L2,L1,1,1");
        for (unsigned i = 0; i < 5; ++i) {
            EXPECT_EQ(h_lreg(s, 0, i), in[i] & 0x7FFFFFFFu) << arch << " lane " << i;
            EXPECT_EQ(h_lreg(s, 2, i), in[i] | 0x80000000u) << arch << " lane " << i;
        }
    }
}

// Mod1 0: sign = LReg[VD] bit 31 (Imm1 ignored).
TEST(Sfpsetsgn, FromDestination)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lreg(s, 1, 0x40000000u);
        h_set_lreg(s, 0, 0x80000000u);
        h_set_lreg(s, 2, 0x7FFFFFFFu);
        RUN_OK(s, "sfpsetsgn L0,L1,0,0\nsfpsetsgn L2,L1,1,0");
        EXPECT_EQ(h_lreg(s, 0, 0), 0xC0000000u) << arch;
        EXPECT_EQ(h_lreg(s, 2, 0), 0x40000000u) << arch;
    }
}

TEST(Sfpsetsgn, PredicationAndVdRules)
{
    Sfpu s;
    h_set_lreg(s, 1, 0x3F800000u);
    h_set_lreg(s, 0, 0u);
    mask_row(s, 0);
    h_set_lane_flags(s, 0xFF00FFFFu, 0xFFFFFFFFu); // row 2 disabled by flags, row 0 by ROW_MASK
    RUN_OK(s, "sfpsetsgn L0,L1,1,1\nsfpsetsgn L8,L1,1,1");
    for (unsigned lane = 0; lane < 32; ++lane) {
        bool en = (lane >> 3) == 1 || (lane >> 3) == 3;
        EXPECT_EQ(h_lreg(s, 0, lane), en ? 0xBF800000u : 0u) << lane;
    }
    EXPECT_EQ(h_lreg(s, 8, 0), 0x3F56594Bu);
}

// Backdoor template load (tt-llk uses an SFPSETSGN template with VD=15, spec digest 2.7).
TEST(Sfpsetsgn, BackdoorTemplate3)
{
    Sfpu s;
    uint32_t w = h_word(SFPU_ARCH_BH, "sfpsetsgn L15,L0,0,0");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK) << sfpu_last_error(s);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 7 * 4 + 3), w);
    EXPECT_EQ(h_lreg(s, 15, 7), 14u);
}
