// test_insn_sfpsetcc.cc - SFPSETCC: LaneFlags from compare-with-zero / Imm1 / clear (BH page = WH page).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"

namespace
{
// Test operands in lanes 0..10; other lanes hold 0.
const uint32_t kVals[] = {
    0x00000000u, // 0: +0
    0x80000000u, // 1: -0 (int32 view: INT_MIN, negative)
    0x00000001u, // 2: 1
    0xFFFFFFFFu, // 3: int -1
    0x7FFFFFFFu, // 4: INT_MAX / +NaN payload
    0x7FC00000u, // 5: +NaN
    0xFFC00000u, // 6: -NaN (negative by sign bit)
    0x3F800000u, // 7: 1.0
    0xBF800000u, // 8: -1.0
    0x7F800000u, // 9: +Inf
    0x00000001u, // 10: smallest denormal: non-zero
};
const unsigned kN = sizeof kVals / sizeof kVals[0];

void load_vals(sfpu_t *s, unsigned reg)
{
    uint32_t v[SFPU_LANES] = {};
    for (unsigned i = 0; i < kN; ++i)
        v[i] = kVals[i];
    h_set_lreg_lanes(s, reg, v);
}
} // namespace

// SFPSETCC.md: the four compare modes on the int32 view of LReg[VC]. -0 and -NaN count as negative,
// so LT0 is a pure sign-bit test and -0 is "not equal to zero". Predication on, all lanes enabled.
TEST(Sfpsetcc, CompareModesOnInt32View)
{
    // expected flag bits for lanes 0..10 (lanes 11..31 hold +0)
    const uint32_t lt0 = (1u << 1) | (1u << 3) | (1u << 6) | (1u << 8);
    const uint32_t low = (1u << kN) - 1;
    const uint32_t eq0 = 1u | ~low; // lane 0 and the zero-filled lanes
    struct {
        unsigned mod1;
        uint32_t want;
    } cases[] = {{0, lt0}, {2, ~eq0}, {4, ~lt0}, {6, eq0}};
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        for (auto c : cases) {
            Sfpu s(arch);
            load_vals(s, 3);
            h_set_lane_flags(s, 0xFFFFFFFFu, 0xFFFFFFFFu);
            std::string src = "sfpsetcc L3,0," + std::to_string(c.mod1);
            RUN_OK(s, src.c_str());
            EXPECT_EQ(h_lane_flags(s), c.want) << src << " arch " << arch;
            EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
        }
    }
}

// CLEAR (bit 3) beats IMM_BIT0 (bit 0) beats the compare: Mod1 8..15 clear, odd Mod1 < 8 use Imm1.
TEST(Sfpsetcc, ClearAndImmediatePrecedence)
{
    for (unsigned mod1 = 0; mod1 < 16; ++mod1) {
        for (unsigned imm1 = 0; imm1 < 2; ++imm1) {
            Sfpu s;
            h_set_lreg(s, 1, 0xBF800000u); // -1.0: LT0 true, GTE0 false
            h_set_lane_flags(s, 0xFFFFFFFFu, 0xFFFFFFFFu);
            std::string src = "sfpsetcc L1," + std::to_string(imm1) + "," + std::to_string(mod1);
            RUN_OK(s, src.c_str());
            uint32_t want;
            if (mod1 & 8)
                want = 0;
            else if (mod1 & 1)
                want = imm1 ? 0xFFFFFFFFu : 0;
            else
                want = (mod1 == 0 || mod1 == 2) ? 0xFFFFFFFFu : 0; // LT0 / NE0 true, GTE0 / EQ0 false
            EXPECT_EQ(h_lane_flags(s), want) << src;
        }
    }
}

// !UseLaneFlagsForLaneEnable -> LaneFlags = false, whatever the mode (even IMM_BIT0 with Imm1=1).
TEST(Sfpsetcc, PredicationOffForcesFalse)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lane_flags(s, 0xFFFFFFFFu, 0x0000FFFFu); // upper 16 lanes: predication off
        RUN_OK(s, "sfpsetcc L0,1,1");                   // IMM_BIT0, Imm1 = 1
        EXPECT_EQ(h_lane_flags(s), 0x0000FFFFu);
        h_set_lane_flags(s, 0xFFFFFFFFu, 0);
        RUN_OK(s, "sfpsetcc L9,0,6"); // EQ0 of LReg[9] (= 0) would be true
        EXPECT_EQ(h_lane_flags(s), 0u);
    }
}

// Only LaneEnabled lanes update: a lane already switched off (use=1, flag=0) stays off even when the
// compare is true, and row-masked lanes keep their flag.
TEST(Sfpsetcc, OnlyEnabledLanesUpdate)
{
    Sfpu s;
    h_set_lreg(s, 1, 0u); // EQ0 true everywhere
    h_set_lane_flags(s, 0xFFFF0000u, 0xFFFFFFFFu);
    RUN_OK(s, "sfpsetcc L1,0,6");
    EXPECT_EQ(h_lane_flags(s), 0xFFFF0000u); // lanes 0..15 were disabled: not turned back on
    mask_row(s, 3);                          // lanes 24..31 not enabled
    RUN_OK(s, "sfpsetcc L1,0,8");            // CLEAR
    EXPECT_EQ(h_lane_flags(s), 0xFF000000u);
}

// Gate: VD < 12 || DISABLE_BACKDOOR_LOAD. VD 12 is a backdoor template load by default; VD 8..11 and
// (with the bit set) 12..15 execute normally (VD is otherwise unused).
TEST(Sfpsetcc, BackdoorGate)
{
    Sfpu s;
    h_set_lane_flags(s, 0xFFFFFFFFu, 0xFFFFFFFFu);
    uint32_t w = h_word(SFPU_ARCH_BH, "sfpsetcc L0,0,8,L12");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0), w);
    RUN_OK(s, "sfpsetcc L0,0,8,L11");
    EXPECT_EQ(h_lane_flags(s), 0u);
    lane_config_all(s, 1u << 1);
    RUN_OK(s, "sfpencc 3,10");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_lane_flags(s), 0u);
}
