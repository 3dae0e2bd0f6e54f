// test_insn_sfpand.cc - SFPAND: lanewise bitwise AND; BH Mod1 USE_VB selects VB instead of VD.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

static uint32_t op(uint32_t a, uint32_t b)
{
    return a & b;
}

// SFPAND.md (both archs): Mod1 = 0 -> VD = VD & VC.
TEST(Sfpand, VdOpVc)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lreg(s, 0, 0xF0F0F0F0u);
        h_set_lreg(s, 1, 0xFF00FF00u);
        RUN_OK(s, "sfpand L0,L1");
        EXPECT_EQ(h_lreg(s, 0, 3), op(0xF0F0F0F0u, 0xFF00FF00u)) << arch;
        EXPECT_EQ(h_lreg(s, 1, 3), 0xFF00FF00u) << "VC is not written";
    }
}

// BH SFPAND.md: Mod1 bit 0 (USE_VB) -> VD = VB & VC; VD's old value is not an input.
TEST(Sfpand, BhUseVb)
{
    Sfpu s;
    h_set_lreg(s, 0, 0xDEADBEEFu);
    h_set_lreg(s, 1, 0x0000FFFFu);
    h_set_lreg(s, 2, 0x12345678u);
    RUN_OK(s, "sfpand L0,L2,L1,1");
    EXPECT_EQ(h_lreg(s, 0, 0), op(0x12345678u, 0x0000FFFFu));
    // Mod1 = 0 with a non-zero VB field: VB is ignored, VD is the first source.
    h_set_lreg(s, 0, 0xDEADBEEFu);
    RUN_OK(s, "sfpand L0,L2,L1,0");
    EXPECT_EQ(h_lreg(s, 0, 0), op(0xDEADBEEFu, 0x0000FFFFu));
}

// Constant registers as sources: LReg15 lane i = 2i, LReg9 = 0 (USE_VB may name any LReg).
TEST(Sfpand, ConstantSources)
{
    Sfpu s;
    h_set_lreg(s, 4, 0x0000003Cu);
    RUN_OK(s, "sfpand L4,L15");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 4, lane), op(0x3Cu, 2u * lane)) << lane;
    RUN_OK(s, "sfpand L5,L9,L15,1");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 5, lane), op(0u, 2u * lane)) << lane;
}

// LaneEnabled (flags) and ROW_MASK gate the write; VD 8..11 are never written.
TEST(Sfpand, PredicationAndVdRules)
{
    Sfpu s;
    h_set_lreg(s, 0, 0x0F0F0F0Fu);
    h_set_lreg(s, 1, 0x00FF00FFu);
    h_set_lane_flags(s, 0xAAAAAAAAu, 0xFFFFFFFFu); // odd lanes enabled
    mask_row(s, 3);
    RUN_OK(s, "sfpand L0,L1");
    for (unsigned lane = 0; lane < 32; ++lane) {
        bool en = (lane & 1) && (lane >> 3) != 3;
        EXPECT_EQ(h_lreg(s, 0, lane), en ? op(0x0F0F0F0Fu, 0x00FF00FFu) : 0x0F0F0F0Fu) << lane;
    }
    RUN_OK(s, "sfpand L8,L1\nsfpand L9,L1,L1,1\nsfpand L11,L1");
    EXPECT_EQ(h_lreg(s, 8, 1), 0x3F56594Bu);
    EXPECT_EQ(h_lreg(s, 9, 1), 0u);
    EXPECT_EQ(h_lreg(s, 11, 1), 0xBF800000u);
}

// WH has no Mod1/VB fields: the assembler refuses them (only the defaults 0 are allowed).
TEST(Sfpand, WhHasNoUseVb)
{
    EXPECT_EQ(h_word(SFPU_ARCH_WH, "sfpand L0,L2,L1,1"), 0xFFFFFFFFu);
    EXPECT_NE(h_word(SFPU_ARCH_WH, "sfpand L0,L1"), 0xFFFFFFFFu) << h_message();
}
