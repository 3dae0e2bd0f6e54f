// test_insn_sfpiadd.cc - SFPIADD: integer add/sub/add-immediate and result-sign flags (both archs).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPIADD.md Mod1 4 (ARG_LREG_DST | CC_NONE): VD = VC + VD, 32-bit wrapping, flags untouched.
TEST(Sfpiadd, RegAddWraps)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t c[] = {5u, 0xFFFFFFFFu, 0x7FFFFFFFu, 0x80000000u};
        const uint32_t d[] = {7u, 1u, 1u, 0x80000000u};
        const uint32_t want[] = {12u, 0u, 0x80000000u, 0u};
        uint32_t vc[SFPU_LANES] = {}, vd[SFPU_LANES] = {};
        for (unsigned i = 0; i < 4; ++i)
            vc[i] = c[i], vd[i] = d[i];
        h_set_lreg_lanes(s, 1, vc);
        h_set_lreg_lanes(s, 0, vd);
        RUN_OK(s, "sfpiadd L0,L1,0,4");
        for (unsigned i = 0; i < 4; ++i)
            EXPECT_EQ(h_lreg(s, 0, i), want[i]) << arch << " lane " << i;
        EXPECT_EQ(h_lane_flags(s), 0u);
    }
}

// Mod1 6 (ARG_2SCOMP_LREG_DST | CC_NONE): VD = VC - VD.
TEST(Sfpiadd, RegSubtract)
{
    Sfpu s;
    h_set_lreg(s, 1, 5u);
    h_set_lreg(s, 2, 7u);
    RUN_OK(s, "sfpiadd L2,L1,0,6");
    EXPECT_EQ(h_lreg(s, 2, 0), 0xFFFFFFFEu); // 5 - 7 = -2
}

// Mod1 5 (ARG_IMM | CC_NONE): VD = VC + SignExtend(Imm12); VD's old value is not an input.
TEST(Sfpiadd, ImmediateIsSignExtended)
{
    Sfpu s;
    h_set_lreg(s, 1, 100u);
    h_set_lreg(s, 0, 0xDEADBEEFu);
    RUN_OK(s, "sfpiadd L0,L1,-1,5");
    EXPECT_EQ(h_lreg(s, 0, 0), 99u);
    RUN_OK(s, "sfpiadd L0,L1,0x7FF,5");
    EXPECT_EQ(h_lreg(s, 0, 0), 100u + 2047u);
    RUN_OK(s, "sfpiadd L0,L1,0x800,5"); // 0x800 = -2048
    EXPECT_EQ(h_lreg(s, 0, 0), (uint32_t)(100 - 2048));
    RUN_OK(s, "sfpiadd L0,L1,0,7"); // ARG_IMM wins over ARG_2SCOMP_LREG_DST
    EXPECT_EQ(h_lreg(s, 0, 0), 100u);
    RUN_OK(s, "sfpiadd L3,L15,1,5"); // constant VC: 2*lane + 1
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 3, lane), 2u * lane + 1u) << lane;
}

// CC_LT0 (0): LaneFlags = result < 0 (int32); CC_GTE0 (8): inverted; CC_NONE|CC_GTE0 (12): the
// model skips the set and still inverts, i.e. flips the existing flags.
TEST(Sfpiadd, FlagModes)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        // L1 lane i = 2i (from LReg15); L1 + imm(-20): negative for lanes 0..9
        RUN_OK(s, "sfpiadd L1,L15,0,5");
        RUN_OK(s, "sfpiadd L0,L1,-20,1");
        EXPECT_EQ(h_lane_flags(s), 0x000003FFu) << arch;
        RUN_OK(s, "sfpiadd L0,L1,-20,9");
        EXPECT_EQ(h_lane_flags(s), 0xFFFFFC00u) << arch;
        RUN_OK(s, "sfpiadd L0,L1,0,12"); // flags flip; result L1 + L0 written anyway
        EXPECT_EQ(h_lane_flags(s), 0x000003FFu) << arch;
        EXPECT_EQ(h_lreg(s, 0, 31), 62u + 42u) << arch; // L0 lane 31 was 62-20 = 42
        RUN_OK(s, "sfpiadd L0,L1,-20,5");               // CC_NONE: untouched
        EXPECT_EQ(h_lane_flags(s), 0x000003FFu) << arch;
    }
}

// Flags only for VD < 8, and only in enabled lanes (SFPIADD.md sets LaneFlags inside
// "if (LaneEnabled)"; decision: the seed's "regardless of LaneEnabled" prose is not followed).
TEST(Sfpiadd, FlagsOnlyInEnabledLanesAndVdBelow8)
{
    Sfpu s;
    h_set_lreg(s, 1, 0xFFFFFFFFu); // -1: result < 0 everywhere with imm 0
    h_set_lane_flags(s, 0x00FF00FFu, 0xFFFFFFFFu);
    RUN_OK(s, "sfpiadd L0,L1,0,9"); // GTE0: enabled lanes get false -> all lanes now disabled
    EXPECT_EQ(h_lane_flags(s), 0u);
    h_set_lane_flags(s, 0x00FF00FFu, 0xFFFFFFFFu);
    RUN_OK(s, "sfpiadd L0,L1,0,1"); // LT0: enabled lanes stay true, disabled lanes stay false
    EXPECT_EQ(h_lane_flags(s), 0x00FF00FFu);
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), (0x00FF00FFu >> lane) & 1 ? 0xFFFFFFFFu : 0u) << lane;
    h_set_lane_flags(s, 0x12345678u, 0u);
    RUN_OK(s, "sfpiadd L8,L1,0,9\nsfpiadd L11,L1,0,1"); // VD 8..11: nothing happens
    EXPECT_EQ(h_lane_flags(s), 0x12345678u);
    EXPECT_EQ(h_lreg(s, 8, 0), 0x3F56594Bu);
    mask_row(s, 0);
    RUN_OK(s, "sfpiadd L2,L1,0,1"); // row 0 masked: its flags kept
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFF78u);
}

// Predication of the result write.
TEST(Sfpiadd, DisabledLanesKeepValue)
{
    Sfpu s;
    h_set_lreg(s, 1, 10u);
    h_set_lreg(s, 0, 3u);
    h_set_lane_flags(s, 0xF0000000u, 0xFFFFFFFFu);
    RUN_OK(s, "sfpiadd L0,L1,0,4");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), lane >= 28 ? 13u : 3u) << lane;
}
