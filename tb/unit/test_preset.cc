// test_preset.cc - sfpu_apply_preset("llk"): the entry state tt-llk's initialisation leaves (values and sources:
// model/cli/README.md, docs/decisions.md E1), and a compiled-style kernel that depends on it.
#include <gtest/gtest.h>

#include "harness.h"

TEST(Preset, LlkValues)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        sfpu_t *s = h_create(a);
        h_set_reg(s, SFPU_REG_LANE_CONFIG, 4, 0x3FFFFu);
        h_set_reg(s, SFPU_REG_RWC_DST, 0, 12);
        h_set_reg(s, SFPU_REG_ADDR_MOD_DST, 7, 5);
        h_set_reg(s, SFPU_REG_CFG_FP32_DST, 0, 1);
        uint32_t v[SFPU_LANES] = {};
        ASSERT_EQ(sfpu_poke_lreg(s, 11, v), SFPU_OK);
        ASSERT_EQ(sfpu_apply_preset(s, "llk"), SFPU_OK);
        EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu) << "condition codes enabled in every lane";
        EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            EXPECT_EQ(h_lreg(s, 11, lane), 0xBF800000u) << "LReg11 = -1.0 (vConstNeg1)";
        }
        EXPECT_EQ(h_reg(s, SFPU_REG_LANE_CONFIG, 4), 0x30000u) << "SFPCONFIG Imm16 = 0 clears bits 15:0 only";
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 0u);
        EXPECT_EQ(h_reg(s, SFPU_REG_ADDR_MOD_DST, 7), 0u);
        EXPECT_EQ(h_reg(s, SFPU_REG_CFG_FP32_DST, 0), 0u);
        EXPECT_EQ(h_reg(s, SFPU_REG_CFG_ADDR_MOD_SET_BASE, 0), a == SFPU_ARCH_WH ? 1u : 0u);
        EXPECT_EQ(sfpu_apply_preset(s, "nope"), SFPU_ERR_INVALID_ARGUMENT);
        EXPECT_EQ(sfpu_apply_preset(s, nullptr), SFPU_ERR_INVALID_ARGUMENT);
        EXPECT_EQ(sfpu_apply_preset(nullptr, "llk"), SFPU_ERR_INVALID_ARGUMENT);
        sfpu_destroy(s);
    }
}

// v_if (x < 0) { y = 1.0f; } v_endif; as sfpi compiles it: masked with the preset, every lane without.
TEST(Preset, CompiledConditionDependsOnIt)
{
    for (bool preset : {true, false}) {
        sfpu_t *s = h_create(SFPU_ARCH_BH);
        if (preset) {
            ASSERT_EQ(sfpu_apply_preset(s, "llk"), SFPU_OK);
        }
        uint32_t x[SFPU_LANES] = {};
        x[3] = 0xC0000000u; // -2.0
        h_set_lreg_lanes(s, 0, x);
        h_set_lreg(s, 1, 0);
        ASSERT_EQ(h_run(s, "sfpsetcc L0,0,0\nsfploadi L1,16256,0\nsfpencc 3,10\n"), SFPU_OK) << h_message();
        EXPECT_EQ(h_lreg(s, 1, 3), 0x3F800000u);
        EXPECT_EQ(h_lreg(s, 1, 0), preset ? 0u : 0x3F800000u);
        sfpu_destroy(s);
    }
}
