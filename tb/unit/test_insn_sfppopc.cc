// test_insn_sfppopc.cc - SFPPOPC: pop, or peek-and-combine modes 1..15, and the WH full-stack bug.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"

// SFPPOPC.md Mod1 0: pop and load {LaneFlags, Use} from the popped entry; not gated by LaneEnabled.
TEST(Sfppopc, PopRestoresState)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lane_flags(s, 0x12345678u, 0x0F0F0F0Fu);
        RUN_OK(s, "sfppushc");
        h_set_lane_flags(s, 0u, 0xFFFFFFFFu); // everything disabled
        RUN_OK(s, "sfppushc");
        h_set_lane_flags(s, 0xFFFFFFFFu, 0u);
        RUN_OK(s, "sfppopc");
        EXPECT_EQ(h_lane_flags(s), 0u);
        EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
        RUN_OK(s, "sfppopc 0"); // all lanes disabled, still pops
        EXPECT_EQ(h_lane_flags(s), 0x12345678u);
        EXPECT_EQ(h_use_lane_flags(s), 0x0F0F0F0Fu);
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            EXPECT_EQ(depth(s, l), 0u);
    }
}

// Popping an empty stack is undefined behaviour (both archs); nothing changes.
TEST(Sfppopc, PopOfEmptyStackIsUndefined)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        bool f[1] = {true}, u[1] = {true};
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            if (l != 9)
                set_stack(s, l, 1, f, u);
        EXPECT_EQ(h_run(s, "sfppopc"), SFPU_ERR_UNDEFINED);
        EXPECT_TRUE(contains(sfpu_last_error(s), "empty")) << sfpu_last_error(s);
        EXPECT_TRUE(contains(sfpu_last_error(s), "lane 9")) << sfpu_last_error(s);
        EXPECT_EQ(depth(s, 0), 1u);
        EXPECT_EQ(h_use_lane_flags(s), 0u);
    }
}

// Mod1 1..12 (both archs): Use = Top.Use; LaneFlags = BooleanOp(Mod1, A = LaneFlags, B = Top.Flags);
// the stack is not popped. Lanes 0..3 hold (A,B) = (0,0), (0,1), (1,0), (1,1).
TEST(Sfppopc, PeekBooleanOps)
{
    const unsigned want[13] = {0,      0b1010, 0b0101, 0b1000, 0b1110, 0b0100, 0b1101,
                               0b0010, 0b1011, 0b0001, 0b0111, 0b0110, 0b1001};
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        for (unsigned mod1 = 1; mod1 <= 12; ++mod1) {
            Sfpu s(arch);
            for (unsigned l = 0; l < 4; ++l) {
                bool b[1] = {(l & 1) != 0}, u[1] = {l != 2};
                set_stack(s, l, 1, b, u);
            }
            h_set_lane_flags(s, 0b1100u, 0b0100u);
            std::string src = "sfppopc " + std::to_string(mod1);
            RUN_OK(s, src.c_str());
            EXPECT_EQ(h_lane_flags(s) & 0xFu, want[mod1]) << src << " arch " << arch;
            EXPECT_EQ(h_use_lane_flags(s) & 0xFu, 0b1011u) << src;
            EXPECT_EQ(depth(s, 0), 1u);
        }
    }
}

// An empty stack peeks as {flags false, use false}: Mod1 2 (!B) gives flags true, use false; Mod1 4
// (A || B) keeps the flags. No UB for the peek modes.
TEST(Sfppopc, PeekOfEmptyStackReadsFalseFalse)
{
    Sfpu s;
    h_set_lane_flags(s, 0x0000FFFFu, 0xFFFFFFFFu);
    RUN_OK(s, "sfppopc 2");
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
    EXPECT_EQ(h_use_lane_flags(s), 0u);
    h_set_lane_flags(s, 0x0000FFFFu, 0xFFFFFFFFu);
    RUN_OK(s, "sfppopc 4");
    EXPECT_EQ(h_lane_flags(s), 0x0000FFFFu);
    EXPECT_EQ(h_use_lane_flags(s), 0u);
}

// Mod1 13: invert LaneFlags only. 14: {use true, flags true}. 15: {use true, flags false}. The
// stack is neither read nor changed.
TEST(Sfppopc, ConstantModes)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lane_flags(s, 0x00FF00FFu, 0x0F0F0F0Fu);
        RUN_OK(s, "sfppopc 13");
        EXPECT_EQ(h_lane_flags(s), 0xFF00FF00u);
        EXPECT_EQ(h_use_lane_flags(s), 0x0F0F0F0Fu);
        RUN_OK(s, "sfppopc 14");
        EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
        EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
        RUN_OK(s, "sfppopc 15");
        EXPECT_EQ(h_lane_flags(s), 0u);
        EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
        EXPECT_EQ(depth(s, 0), 0u);
    }
}

// WH SFPPOPC.md hardware bug: Mod1 != 0 with 8 entries also copies the top over the bottom (level 0).
// BH fixed it. With 7 entries, WH is fine too.
TEST(Sfppopc, WormholeFullStackBugOverwritesBottom)
{
    bool f[8] = {false, true, false, true, false, true, false, true};
    bool u[8] = {false, false, true, true, false, false, true, true};
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        for (unsigned mod1 : {1u, 13u, 15u}) {
            Sfpu s(arch);
            set_stack(s, 5, 8, f, u); // top = {flags 1, use 1}, bottom = {0, 0}
            set_stack(s, 6, 7, f, u); // top = {flags 0, use 1}
            std::string src = "sfppopc " + std::to_string(mod1);
            RUN_OK(s, src.c_str());
            bool wh = arch == SFPU_ARCH_WH;
            EXPECT_EQ(st_flags(s, 5, 0), wh ? 1u : 0u) << src << " arch " << arch;
            EXPECT_EQ(st_use(s, 5, 0), wh ? 1u : 0u) << src << " arch " << arch;
            EXPECT_EQ(st_flags(s, 6, 0), 0u) << "7 entries: no bug";
            EXPECT_EQ(st_use(s, 6, 0), 0u);
            EXPECT_EQ(depth(s, 5), 8u);
            EXPECT_EQ(st_flags(s, 5, 7), 1u);
        }
    }
    // a plain pop of a full stack is not affected
    Sfpu s(SFPU_ARCH_WH);
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        set_stack(s, l, 8, f, u);
    RUN_OK(s, "sfppopc");
    EXPECT_EQ(st_flags(s, 3, 0), 0u);
    EXPECT_EQ(depth(s, 3), 7u);
}

// Backdoor gate: VD 15 with DISABLE_BACKDOOR_LOAD = 0 is a template load, not a pop (no UB either).
TEST(Sfppopc, BackdoorGate)
{
    Sfpu s;
    uint32_t w = h_word(SFPU_ARCH_BH, "sfppopc 0,L15");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 3), w);
    lane_config_all(s, 1u << 1);
    EXPECT_EQ(sfpu_exec(s, w), SFPU_ERR_UNDEFINED); // now it executes: pop of an empty stack
}
