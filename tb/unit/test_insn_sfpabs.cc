// test_insn_sfpabs.cc - SFPABS: two's complement and FP32 absolute value (BH and WH pages identical).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPABS.md functional model, Mod1 = 0 (INT): negative values are negated (two's complement);
// -2^31 has no positive counterpart and stays -2^31.
TEST(Sfpabs, IntModeNegatesTwosComplement)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t in[] = {5u, 0xFFFFFFFBu /* -5 */, 0u, 0x80000000u, 0x7FFFFFFFu, 0xFFFFFFFFu, 0xBF800000u};
        const uint32_t want[] = {5u, 5u, 0u, 0x80000000u, 0x7FFFFFFFu, 1u, 0x40800000u /* -(0xBF800000) */};
        uint32_t v[SFPU_LANES] = {};
        for (unsigned i = 0; i < 7; ++i)
            v[i] = in[i];
        h_set_lreg_lanes(s, 1, v);
        RUN_OK(s, "sfpabs L0,L1,0");
        for (unsigned i = 0; i < 7; ++i)
            EXPECT_EQ(h_lreg(s, 0, i), want[i]) << "arch " << arch << " lane " << i;
    }
}

// SFPABS.md, Mod1 = 1 (FLOAT): the sign bit is cleared unless the value is -NaN (x > 0xFF800000),
// which stays -NaN. -Inf becomes +Inf (the June-2025 WH page's ">=" was fixed upstream as a typo).
TEST(Sfpabs, FloatModeClearsSignExceptNegativeNaN)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t in[] = {0xBF800000u, 0x80000000u, 0xFF800000u, 0xFF800001u, 0xFFC00000u,
                               0x7FC00000u, 0x80000001u, 0x3F800000u, 0xFF7FFFFFu, 0xFFFFFFFBu};
        const uint32_t want[] = {0x3F800000u, 0x00000000u, 0x7F800000u, 0xFF800001u, 0xFFC00000u,
                                 0x7FC00000u, 0x00000001u, 0x3F800000u, 0x7F7FFFFFu, 0xFFFFFFFBu};
        uint32_t v[SFPU_LANES] = {};
        for (unsigned i = 0; i < 10; ++i)
            v[i] = in[i];
        h_set_lreg_lanes(s, 2, v);
        RUN_OK(s, "sfpabs L3,L2,1");
        for (unsigned i = 0; i < 10; ++i)
            EXPECT_EQ(h_lreg(s, 3, i), want[i]) << "arch " << arch << " lane " << i;
    }
}

// Only Mod1 bit 0 is consulted by the functional model; decision: other bits are ignored.
TEST(Sfpabs, ReservedMod1BitsIgnored)
{
    Sfpu s;
    h_set_lreg(s, 1, 0xBF800000u);
    RUN_OK(s, "sfpabs L0,L1,3"); // bit 0 set -> FLOAT
    EXPECT_EQ(h_lreg(s, 0, 0), 0x3F800000u);
    RUN_OK(s, "sfpabs L0,L1,14"); // bit 0 clear -> INT: -(0xBF800000)
    EXPECT_EQ(h_lreg(s, 0, 0), 0x40800000u);
}

// LaneEnabled gates the write: lanes with LaneFlags false (UseLaneFlags on) keep their value.
TEST(Sfpabs, DisabledLanesKeepValue)
{
    Sfpu s;
    h_set_lreg(s, 1, 0xFFFFFFFFu); // -1
    h_set_lreg(s, 0, 0x12345678u);
    h_set_lane_flags(s, 0x0000FFFFu, 0xFFFFFFFFu);
    RUN_OK(s, "sfpabs L0,L1,0");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), lane < 16 ? 1u : 0x12345678u) << lane;
}

// ROW_MASK (LaneConfig[col].ROW_MASK bit r) disables row r even without lane flags.
TEST(Sfpabs, RowMaskDisablesRow)
{
    Sfpu s;
    h_set_lreg(s, 1, 0xFFFFFFFEu); // -2
    h_set_lreg(s, 0, 7u);
    mask_row(s, 2);
    RUN_OK(s, "sfpabs L0,L1,0");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), (lane >> 3) == 2 ? 7u : 2u) << lane;
}

// Spec digest 1.4: VD 8..11 are not written (constants). VC may be a constant register (LReg15 = 2*lane).
TEST(Sfpabs, ConstantRegistersNotWrittenButReadable)
{
    Sfpu s;
    h_set_lreg(s, 1, 0xFFFFFFFFu);
    RUN_OK(s, "sfpabs L8,L1,0\nsfpabs L10,L1,0\nsfpabs L11,L1,0");
    EXPECT_EQ(h_lreg(s, 8, 0), 0x3F56594Bu);
    EXPECT_EQ(h_lreg(s, 10, 5), 0x3F800000u);
    EXPECT_EQ(h_lreg(s, 11, 31), 0xBF800000u);
    RUN_OK(s, "sfpabs L2,L15,0");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 2, lane), 2u * lane);
}

// Spec digest 2.2: VD 12..15 with DISABLE_BACKDOOR_LOAD = 0 stores the word as a LOADMACRO template.
TEST(Sfpabs, BackdoorTemplateLoad)
{
    Sfpu s;
    uint32_t w = h_word(SFPU_ARCH_BH, "sfpabs L13,L1,1");
    ASSERT_NE(w, 0xFFFFFFFFu) << h_message();
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK) << sfpu_last_error(s);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0 * 4 + 1), w);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 31 * 4 + 1), w);
    EXPECT_EQ(h_lreg(s, 13, 0), 0xBF2CC4C7u);
}
