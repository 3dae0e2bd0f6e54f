// test_insn_sfpnot.cc - SFPNOT: lanewise VD = ~VC (both archs).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPNOT.md: LReg[VD] = ~LReg[VC]; VD's old value is irrelevant.
TEST(Sfpnot, Complements)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        uint32_t v[SFPU_LANES];
        for (unsigned lane = 0; lane < 32; ++lane)
            v[lane] = 0x01010101u * lane;
        h_set_lreg_lanes(s, 3, v);
        h_set_lreg(s, 2, 0x55555555u);
        RUN_OK(s, "sfpnot L2,L3");
        for (unsigned lane = 0; lane < 32; ++lane)
            EXPECT_EQ(h_lreg(s, 2, lane), ~(0x01010101u * lane)) << lane;
        RUN_OK(s, "sfpnot L4,L9"); // ~0
        EXPECT_EQ(h_lreg(s, 4, 17), 0xFFFFFFFFu);
    }
}

TEST(Sfpnot, PredicationAndVdRules)
{
    Sfpu s;
    h_set_lreg(s, 0, 5u);
    h_set_lreg(s, 1, 0u);
    h_set_lane_flags(s, 0xFFFF0000u, 0xFFFFFFFFu);
    RUN_OK(s, "sfpnot L0,L1\nsfpnot L8,L1\nsfpnot L11,L1");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), lane >= 16 ? 0xFFFFFFFFu : 5u) << lane;
    EXPECT_EQ(h_lreg(s, 8, 20), 0x3F56594Bu);
    EXPECT_EQ(h_lreg(s, 11, 20), 0xBF800000u);
}

// Backdoor with DISABLE_BACKDOOR_LOAD set on some lanes: those lanes execute (VD 12 is still not
// writable), the others capture the word as template 0 (spec digest 2.2).
TEST(Sfpnot, BackdoorPerLane)
{
    Sfpu s;
    h_set_reg(s, SFPU_REG_LANE_CONFIG, 3, 2u); // DISABLE_BACKDOOR_LOAD on lane 3 only
    uint32_t w = h_word(SFPU_ARCH_BH, "sfpnot L12,L1");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK) << sfpu_last_error(s);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0 * 4 + 0), w);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 3 * 4 + 0), 0u);
    EXPECT_EQ(h_lreg(s, 12, 3), 0x37800000u);
}
