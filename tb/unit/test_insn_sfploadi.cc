// test_insn_sfploadi.cc - SFPLOADI: 16-bit immediate to LReg per Mod0 (BH page = WH page).
// Golden values worked by hand from WormholeB0 SFPLOADI.md's functional model.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>

#include "harness.h"
#include "test_util.h"

namespace
{

const sfpu_arch_t kArchs[] = {SFPU_ARCH_BH, SFPU_ARCH_WH};

uint32_t loadi(sfpu_t *s, unsigned imm, unsigned mod0, uint32_t old = 0)
{
    h_set_lreg(s, 2, old);
    std::string src = "sfploadi L2," + std::to_string(imm) + "," + std::to_string(mod0);
    EXPECT_EQ(h_run(s, src.c_str()), SFPU_OK) << h_message();
    EXPECT_EQ(h_lreg(s, 2, 31), h_lreg(s, 2, 0));
    return h_lreg(s, 2, 0);
}

} // namespace

// FLOATB (0): Imm16 << 16.
TEST(Sfploadi, FloatB)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        EXPECT_EQ(loadi(s, 0x3F80, 0, 0x1234u), 0x3F800000u);
        EXPECT_EQ(loadi(s, 0xFF80, 0), 0xFF800000u);
        EXPECT_EQ(loadi(s, 0x0000, 0, 0xFFFFFFFFu), 0u);
    }
}

// FLOATA (1): sign, exponent + 112, mantissa << 13, with no special cases (zero, denormal, Inf, NaN all rebiased).
TEST(Sfploadi, FloatAHasNoSpecialCases)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        EXPECT_EQ(loadi(s, 0x3C00, 1), 0x3F800000u); // 1.0
        EXPECT_EQ(loadi(s, 0xC100, 1), 0xC0200000u); // -2.5
        EXPECT_EQ(loadi(s, 0x0000, 1), 0x38000000u); // +0 becomes 2^-15
        EXPECT_EQ(loadi(s, 0x8001, 1), 0xB8002000u); // "denormal": exponent 0 still rebiased
        EXPECT_EQ(loadi(s, 0x7C00, 1), 0x47800000u); // IEEE Inf pattern -> 65536.0
        EXPECT_EQ(loadi(s, 0x7FFF, 1), 0x47FFE000u);
    }
}

// USHORT (2) zero-extends, SHORT (4) sign-extends.
TEST(Sfploadi, ShortAndUShort)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        EXPECT_EQ(loadi(s, 0xFFFF, 2), 0x0000FFFFu);
        EXPECT_EQ(loadi(s, 0x8000, 2), 0x00008000u);
        EXPECT_EQ(loadi(s, 0xFFFF, 4), 0xFFFFFFFFu);
        EXPECT_EQ(loadi(s, 0x8000, 4), 0xFFFF8000u);
        EXPECT_EQ(loadi(s, 0x7FFF, 4), 0x00007FFFu);
    }
}

// UPPER (8) replaces the high half, LOWER (10) the low half; LOWER then UPPER builds a 32-bit constant.
TEST(Sfploadi, UpperLowerMerge)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        EXPECT_EQ(loadi(s, 0xABCD, 8, 0x12345678u), 0xABCD5678u);
        EXPECT_EQ(loadi(s, 0xABCD, 10, 0x12345678u), 0x1234ABCDu);
        ASSERT_EQ(h_run(s, "sfploadi L3,0xf00d,10\nsfploadi L3,0xbad,8"), SFPU_OK) << h_message();
        EXPECT_EQ(h_lreg(s, 3, 17), 0x0BADF00Du);
    }
}

// Disabled lanes keep their value (ROW_MASK and lane flags); the merge modes read each lane's own old value.
TEST(Sfploadi, Predication)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        uint32_t old[SFPU_LANES];
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            old[l] = l;
        h_set_lreg_lanes(s, 1, old);
        for (unsigned col = 0; col < 8; ++col)
            h_set_reg(s, SFPU_REG_LANE_CONFIG, col, 1u << 15); // mask row 3 (lanes 24..31)
        h_set_lane_flags(s, 0xFFFFFFFEu, 0x3u);                // lane 0 disabled, lane 1 enabled by flag
        ASSERT_EQ(h_run(s, "sfploadi L1,0x5000,8"), SFPU_OK) << h_message();
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            bool en = l != 0 && l < 24;
            EXPECT_EQ(h_lreg(s, 1, l), en ? (0x50000000u | l) : l) << l;
        }
    }
}

// Only VD < 8 is written: constants and LReg[11..14] (SFPCONFIG-only) stay, no backdoor load.
TEST(Sfploadi, VdAbove7NotWritten)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        for (unsigned vd = 8; vd < 16; ++vd) {
            uint32_t before = h_lreg(s, vd, 3);
            std::string src = "sfploadi L" + std::to_string(vd) + ",0x1234,2";
            ASSERT_EQ(h_run(s, src.c_str()), SFPU_OK) << h_message();
            EXPECT_EQ(h_lreg(s, vd, 3), before) << vd;
        }
        EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0), 0u);
    }
}

// Mod0 values other than 0, 1, 2, 4, 8, 10 are undefined behaviour.
TEST(Sfploadi, UndefinedMod0)
{
    for (sfpu_arch_t a : kArchs) {
        for (unsigned m : {3u, 5u, 6u, 7u, 9u, 11u, 12u, 13u, 14u, 15u}) {
            Sfpu s(a);
            h_set_lreg(s, 0, 0x77u);
            // build the word directly: opcode 0x71, VD 0, Mod0 m, Imm16 0x1234
            EXPECT_EQ(sfpu_exec(s, 0x71000000u | (m << 16) | 0x1234u), SFPU_ERR_UNDEFINED) << m;
            std::string want = "Mod0=" + std::to_string(m);
            EXPECT_NE(std::strstr(sfpu_last_error(s), want.c_str()), nullptr) << sfpu_last_error(s);
            EXPECT_EQ(h_lreg(s, 0, 0), 0x77u);
        }
    }
}
