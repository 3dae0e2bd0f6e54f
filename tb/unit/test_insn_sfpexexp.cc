// test_insn_sfpexexp.cc - SFPEXEXP: FP32 exponent extraction and sign-of-exponent flags (both archs).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPEXEXP.md: Mod1 0: VD = exp - 127 as int32 (sign ignored); NODEBIAS (1): raw 0..255.
TEST(Sfpexexp, ExtractsExponent)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        // 1.0, 2.0, 0.5, +0, +Inf, -2.0, denormal, NaN
        const uint32_t in[] = {0x3F800000u, 0x40000000u, 0x3F000000u, 0u, 0x7F800000u, 0xC0000000u, 1u, 0x7FC00001u};
        const uint32_t debiased[] = {0u, 1u, 0xFFFFFFFFu, (uint32_t)-127, 128u, 1u, (uint32_t)-127, 128u};
        const uint32_t raw[] = {127u, 128u, 126u, 0u, 255u, 128u, 0u, 255u};
        load_lanes(s, 1, in, 8);
        RUN_OK(s, "sfpexexp L0,L1,0\nsfpexexp L2,L1,1");
        for (unsigned i = 0; i < 8; ++i) {
            EXPECT_EQ(h_lreg(s, 0, i), debiased[i]) << arch << " lane " << i;
            EXPECT_EQ(h_lreg(s, 2, i), raw[i]) << arch << " lane " << i;
        }
        EXPECT_EQ(h_lane_flags(s), 0u);
    }
}

// SET_CC_SGN_EXP (2): flag = result < 0 (|x| < 1 or zero/denormal); SET_CC_COMP_EXP (8) inverts.
TEST(Sfpexexp, FlagModes)
{
    Sfpu s;
    const uint32_t in[] = {0x3F800000u, 0x3F000000u, 0u, 0xBE000000u /* -0.125 */, 0x7F800000u};
    load_lanes(s, 1, in, 5); // lanes 5..31 are +0 -> exp - 127 < 0
    RUN_OK(s, "sfpexexp L0,L1,2");
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFEEu); // lanes 0 (1.0) and 4 (Inf) are >= 0
    RUN_OK(s, "sfpexexp L0,L1,10");          // SGN then COMP: flag = result >= 0
    EXPECT_EQ(h_lane_flags(s), 0x00000011u);
    RUN_OK(s, "sfpexexp L0,L1,8"); // COMP alone: invert
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFEEu);
    RUN_OK(s, "sfpexexp L0,L1,3"); // NODEBIAS | SGN: the raw exponent is never negative
    EXPECT_EQ(h_lane_flags(s), 0u);
}

// Flags only for VD < 8 and only in enabled lanes (model sets them inside "if (LaneEnabled)").
TEST(Sfpexexp, FlagsRespectVdAndLaneEnable)
{
    Sfpu s;
    h_set_lreg(s, 1, 0x3F000000u); // 0.5 -> -1
    RUN_OK(s, "sfpexexp L9,L1,2");
    EXPECT_EQ(h_lane_flags(s), 0u);
    EXPECT_EQ(h_lreg(s, 9, 0), 0u);
    h_set_lane_flags(s, 0x0F0F0F0Fu, 0xFFFFFFFFu);
    h_set_lreg(s, 0, 0x55u);
    RUN_OK(s, "sfpexexp L0,L1,10"); // enabled lanes -> false (result < 0); disabled stay false
    EXPECT_EQ(h_lane_flags(s), 0u);
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), (0x0F0F0F0Fu >> lane) & 1 ? 0xFFFFFFFFu : 0x55u) << lane;
    h_set_lane_flags(s, 0xFFFF0000u, 0x0000FFFFu); // lanes 0..15 use flags (false): disabled
    RUN_OK(s, "sfpexexp L0,L1,2");                 // lanes 16..31 enabled: flag = true
    EXPECT_EQ(h_lane_flags(s), 0xFFFF0000u);
    RUN_OK(s, "sfpexexp L0,L1,8"); // invert only the enabled lanes
    EXPECT_EQ(h_lane_flags(s), 0x00000000u);
}
