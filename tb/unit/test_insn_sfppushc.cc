// test_insn_sfppushc.cc - SFPPUSHC: flag-stack push (both) and the BH top-of-stack edit modes 1..15.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"

// SFPPUSHC.md: Mod1 0 pushes {LaneFlags, UseLaneFlagsForLaneEnable} of every lane (level 0 = bottom).
// Not gated by LaneEnabled: lanes switched off push too.
TEST(Sfppushc, PushCopiesCurrentState)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lane_flags(s, 0x0000FF0Fu, 0x00FF00F0u);
        mask_row(s, 1);
        RUN_OK(s, "sfppushc");
        h_set_lane_flags(s, 0xAAAAAAAAu, 0xFFFFFFFFu);
        RUN_OK(s, "sfppushc 0");
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            ASSERT_EQ(depth(s, l), 2u) << "lane " << l;
            EXPECT_EQ(st_flags(s, l, 0), (0x0000FF0Fu >> l) & 1) << "lane " << l;
            EXPECT_EQ(st_use(s, l, 0), (0x00FF00F0u >> l) & 1) << "lane " << l;
            EXPECT_EQ(st_flags(s, l, 1), (0xAAAAAAAAu >> l) & 1) << "lane " << l;
            EXPECT_EQ(st_use(s, l, 1), 1u) << "lane " << l;
        }
        // the current state itself is untouched by a push
        EXPECT_EQ(h_lane_flags(s), 0xAAAAAAAAu);
        EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
    }
}

// Capacity 8: the 9th push is undefined behaviour, reported as such (both archs); state unchanged.
TEST(Sfppushc, PushOnFullStackIsUndefined)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        for (int i = 0; i < 8; ++i)
            RUN_OK(s, "sfppushc");
        EXPECT_EQ(depth(s, 31), 8u);
        EXPECT_EQ(h_run(s, "sfppushc"), SFPU_ERR_UNDEFINED);
        EXPECT_TRUE(contains(sfpu_last_error(s), "full")) << sfpu_last_error(s);
        EXPECT_EQ(depth(s, 0), 8u);
    }
    // one full lane is enough
    Sfpu s;
    bool f[8] = {}, u[8] = {};
    set_stack(s, 17, 8, f, u);
    EXPECT_EQ(h_run(s, "sfppushc"), SFPU_ERR_UNDEFINED);
    EXPECT_TRUE(contains(sfpu_last_error(s), "lane 17")) << sfpu_last_error(s);
    EXPECT_EQ(depth(s, 0), 0u);
}

// WH encodes SFPPUSHC with [3:0] = 0: any other Mod1 is undefined there.
TEST(Sfppushc, WormholeNonZeroMod1IsUndefined)
{
    Sfpu s(SFPU_ARCH_WH);
    RUN_OK(s, "sfppushc");
    EXPECT_EQ(sfpu_exec(s, 0x87000003u), SFPU_ERR_UNDEFINED);
    EXPECT_TRUE(contains(sfpu_last_error(s), "Wormhole")) << sfpu_last_error(s);
    EXPECT_EQ(depth(s, 0), 1u);
}

// BH Mod1 1..12: Top.Use = Use; Top.Flags = BooleanOp(Mod1, A = Top.Flags, B = LaneFlags); depth kept.
// Lanes 0..3 hold (A,B) = (0,0), (0,1), (1,0), (1,1); expected results from the BooleanOp table.
TEST(Sfppushc, BlackholeBooleanOpsOnTop)
{
    // want[mod1] = result bits for lanes 0..3 (bit i = lane i)
    const unsigned want[13] = {0,
                               0b1010,  // 1: B
                               0b0101,  // 2: !B
                               0b1000,  // 3: A && B
                               0b1110,  // 4: A || B
                               0b0100,  // 5: A && !B
                               0b1101,  // 6: A || !B
                               0b0010,  // 7: !A && B
                               0b1011,  // 8: !A || B
                               0b0001,  // 9: !A && !B
                               0b0111,  // 10: !A || !B
                               0b0110,  // 11: A != B
                               0b1001}; // 12: A == B
    for (unsigned mod1 = 1; mod1 <= 12; ++mod1) {
        Sfpu s;
        for (unsigned l = 0; l < 4; ++l) {
            bool a[2] = {true, (l & 2) != 0}, u[2] = {false, false};
            set_stack(s, l, 2, a, u);
        }
        for (unsigned l = 4; l < SFPU_LANES; ++l) {
            bool a[1] = {false}, u[1] = {false};
            set_stack(s, l, 1, a, u);
        }
        h_set_lane_flags(s, 0b1010u, 0x0000000Fu);
        std::string src = "sfppushc " + std::to_string(mod1);
        RUN_OK(s, src.c_str());
        for (unsigned l = 0; l < 4; ++l) {
            EXPECT_EQ(depth(s, l), 2u);
            EXPECT_EQ(st_flags(s, l, 1), (want[mod1] >> l) & 1) << src << " lane " << l;
            EXPECT_EQ(st_use(s, l, 1), 1u) << src << " lane " << l;
            EXPECT_EQ(st_flags(s, l, 0), 1u) << "level below the top untouched";
        }
        EXPECT_EQ(st_use(s, 9, 0), 0u); // lanes 4..31: use = 0 copied in
        EXPECT_EQ(h_lane_flags(s), 0b1010u) << "current flags unchanged";
    }
}

// BH Mod1 13: LaneFlags = !LaneFlags, then Top = {new flags, use}. 14: Top = {true, true}.
// 15: Top = {flags false, use true}. Not gated by LaneEnabled.
TEST(Sfppushc, BlackholeReplaceModes)
{
    Sfpu s;
    RUN_OK(s, "sfppushc");
    h_set_lane_flags(s, 0x0000FFFFu, 0x00FF00FFu);
    RUN_OK(s, "sfppushc 13");
    EXPECT_EQ(h_lane_flags(s), 0xFFFF0000u);
    EXPECT_EQ(h_use_lane_flags(s), 0x00FF00FFu);
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        EXPECT_EQ(depth(s, l), 1u);
        EXPECT_EQ(st_flags(s, l, 0), (0xFFFF0000u >> l) & 1) << "lane " << l;
        EXPECT_EQ(st_use(s, l, 0), (0x00FF00FFu >> l) & 1) << "lane " << l;
    }
    RUN_OK(s, "sfppushc 14");
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        EXPECT_EQ(st_flags(s, l, 0), 1u);
        EXPECT_EQ(st_use(s, l, 0), 1u);
    }
    RUN_OK(s, "sfppushc 15");
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        EXPECT_EQ(st_flags(s, l, 0), 0u);
        EXPECT_EQ(st_use(s, l, 0), 1u);
        EXPECT_EQ(depth(s, l), 1u);
    }
    EXPECT_EQ(h_lane_flags(s), 0xFFFF0000u);
}

// BH: editing the top of an empty stack (Mod1 != 0) is undefined behaviour.
TEST(Sfppushc, BlackholeEditOfEmptyStackIsUndefined)
{
    for (unsigned mod1 : {1u, 12u, 13u, 14u, 15u}) {
        Sfpu s;
        std::string src = "sfppushc " + std::to_string(mod1);
        EXPECT_EQ(h_run(s, src.c_str()), SFPU_ERR_UNDEFINED) << src;
        EXPECT_TRUE(contains(sfpu_last_error(s), "empty")) << sfpu_last_error(s);
        EXPECT_EQ(h_lane_flags(s), 0u) << "Mod1 13 must not have inverted the flags";
    }
}

// A full stack is fine for the edit modes (no push happens).
TEST(Sfppushc, BlackholeEditOfFullStackIsFine)
{
    Sfpu s;
    for (int i = 0; i < 8; ++i)
        RUN_OK(s, "sfppushc");
    RUN_OK(s, "sfppushc 14");
    EXPECT_EQ(depth(s, 4), 8u);
    EXPECT_EQ(st_flags(s, 4, 7), 1u);
    EXPECT_EQ(st_flags(s, 4, 6), 0u);
}

// Backdoor gate: VD 12 with DISABLE_BACKDOOR_LOAD=0 loads a template instead of pushing.
TEST(Sfppushc, BackdoorGate)
{
    Sfpu s;
    uint32_t w = h_word(SFPU_ARCH_BH, "sfppushc 0,L14");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(depth(s, 0), 0u);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 2), w);
    lane_config_all(s, 1u << 1);
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(depth(s, 0), 1u);
}
