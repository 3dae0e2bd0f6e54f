// test_insn_sfpencc.cc - SFPENCC: UseLaneFlagsForLaneEnable / LaneFlags updates (BH and WH pages identical).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"

// SFPENCC.md functional model, every Mod1 combination of EC(1)/EI(2)/RI(8) and every Imm2, from
// use = 0x0000FFFF, flags = 0x00FF00FF. EI wins over EC; bit 2 is ignored. Lanes 8..15 start
// disabled (use=1, flag=0) and still change: SFPENCC is not gated by LaneEnabled.
TEST(Sfpencc, AllModesAllImmediates)
{
    const uint32_t use0 = 0x0000FFFFu, flags0 = 0x00FF00FFu;
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        for (unsigned mod1 = 0; mod1 < 16; ++mod1) {
            for (unsigned imm2 = 0; imm2 < 4; ++imm2) {
                Sfpu s(arch);
                h_set_lane_flags(s, flags0, use0);
                std::string src = "sfpencc " + std::to_string(imm2) + "," + std::to_string(mod1);
                RUN_OK(s, src.c_str());
                uint32_t want_use = use0;
                if (mod1 & 2)
                    want_use = (imm2 & 1) ? 0xFFFFFFFFu : 0u;
                else if (mod1 & 1)
                    want_use = ~use0;
                uint32_t want_flags = (mod1 & 8) ? ((imm2 & 2) ? 0xFFFFFFFFu : 0u) : 0xFFFFFFFFu;
                EXPECT_EQ(h_use_lane_flags(s), want_use) << src << " arch " << arch;
                EXPECT_EQ(h_lane_flags(s), want_flags) << src << " arch " << arch;
            }
        }
    }
}

// Named encodings: EI_RI with Imm2=3 (the SFPI "enable predication, all lanes on" idiom) and
// EU_R1 (Mod1=0) which leaves UseLaneFlags alone.
TEST(Sfpencc, NamedIdioms)
{
    Sfpu s;
    RUN_OK(s, "sfpencc 3,10"); // EI_RI: use = Imm2&1, flags = Imm2&2
    EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
    RUN_OK(s, "sfpencc 0,8"); // EU_RI with R=0: all flags false, predication stays on
    EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
    EXPECT_EQ(h_lane_flags(s), 0u);
    RUN_OK(s, "sfpencc 0,0"); // EU_R1: flags true again in every lane, even the disabled ones
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
    RUN_OK(s, "sfpencc 2,2"); // EI_R1 with E=0: predication off
    EXPECT_EQ(h_use_lane_flags(s), 0u);
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
}

// ROW_MASK does not gate SFPENCC either (the model has no LaneEnabled test), but it still gates the
// writes of a following instruction.
TEST(Sfpencc, NotGatedByRowMask)
{
    Sfpu s;
    mask_row(s, 0);
    RUN_OK(s, "sfpencc 1,10"); // use = 1, flags = 0 everywhere, row 0 included
    EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
    EXPECT_EQ(h_lane_flags(s), 0u);
    RUN_OK(s, "sfpencc 3,10");
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
    RUN_OK(s, mark(2).c_str());
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        EXPECT_EQ(h_lreg(s, 2, l), l < 8 ? 0u : 0x3F800000u) << "lane " << l;
}

// Predication takes effect for the next instruction: with use=1, lanes whose flag is false are not
// written; EC toggles it back off (VectorUnit.md LaneEnabled).
TEST(Sfpencc, GatesFollowingWrites)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lane_flags(s, 0x0F0F0F0Fu, 0);
        RUN_OK(s, "sfpencc 0,1"); // EC_R1: use toggled on, but flags all set to true
        EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
        RUN_OK(s, "sfpencc 1,10"); // use=1, flags=0: nothing enabled
        RUN_OK(s, mark(1).c_str());
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            EXPECT_EQ(h_lreg(s, 1, l), 0u) << "lane " << l;
        RUN_OK(s, "sfpencc 0,9"); // EC_RI, R=0: use toggled off, flags false -> all lanes enabled
        EXPECT_EQ(h_use_lane_flags(s), 0u);
        EXPECT_EQ(h_lane_flags(s), 0u);
        RUN_OK(s, mark(1).c_str());
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            EXPECT_EQ(h_lreg(s, 1, l), 0x3F800000u) << "lane " << l;
    }
}

// VD >= 12 with DISABLE_BACKDOOR_LOAD = 0 (reset) is a template load, not an SFPENCC; with the bit
// set, VD is ignored and the instruction executes (spec digest 1.4).
TEST(Sfpencc, BackdoorGate)
{
    Sfpu s;
    uint32_t w = h_word(SFPU_ARCH_BH, "sfpencc 3,10,L13");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_use_lane_flags(s), 0u);
    EXPECT_EQ(h_lane_flags(s), 0u);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 5 * 4 + 1), w);
    lane_config_all(s, 1u << 1); // DISABLE_BACKDOOR_LOAD
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
    // VD 8..11 is not special for SFPENCC: it just executes.
    RUN_OK(s, "sfpencc 0,10,L9");
    EXPECT_EQ(h_use_lane_flags(s), 0u);
}
