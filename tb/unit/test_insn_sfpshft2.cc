// test_insn_sfpshft2.cc - SFPSHFT2: COPY4 family, per-row lane rotate/shift (WH SHFLSHR1 bug), bit shifts.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"

namespace
{
// LReg[r][lane] = r << 8 | lane for r = 0..7.
void fill(sfpu_t *s)
{
    for (unsigned r = 0; r < 8; ++r) {
        uint32_t v[SFPU_LANES];
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            v[l] = (r << 8) | l;
        h_set_lreg_lanes(s, r, v);
    }
}
uint32_t val(unsigned r, unsigned l) { return (r << 8) | l; }
// rotate right by one lane within each row of 8: lane l takes lane l-1, column 0 takes column 7
unsigned ror_src(unsigned l) { return (l & 7) ? l - 1 : l + 7; }
} // namespace

// Mod1 0 COPY4: L0 <- L1, L1 <- L2, L2 <- L3, L3 <- 0 in enabled lanes.
TEST(Sfpshft2, Copy4)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        fill(s);
        h_set_lane_flags(s, 0xFFFFFFFEu, 0xFFFFFFFFu); // lane 0 disabled
        RUN_OK(s, "sfpshft2 L0,L0,0,0");
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            for (unsigned r = 0; r < 3; ++r)
                EXPECT_EQ(h_lreg(s, r, l), l ? val(r + 1, l) : val(r, l)) << "reg " << r << " lane " << l;
            EXPECT_EQ(h_lreg(s, 3, l), l ? 0u : val(3, 0));
            EXPECT_EQ(h_lreg(s, 4, l), val(4, l));
        }
    }
}

// Mod1 1 SUBVEC_CHAINED_COPY4: as COPY4 but L3[lane] = old L0[lane + 8]; the last row gets 0.
TEST(Sfpshft2, ChainedCopy4)
{
    Sfpu s;
    fill(s);
    RUN_OK(s, "sfpshft2 L0,L0,0,1");
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        EXPECT_EQ(h_lreg(s, 0, l), val(1, l));
        EXPECT_EQ(h_lreg(s, 2, l), val(3, l));
        EXPECT_EQ(h_lreg(s, 3, l), l < 24 ? val(0, l + 8) : 0u) << "lane " << l;
    }
}

// Mod1 2 SUBVEC_SHFLROR1_AND_COPY4: COPY4 with L3 <- VC rotated right by one lane within each row,
// from VC's value before the instruction (VC = L1 here, itself overwritten by the copy).
TEST(Sfpshft2, ShflRor1AndCopy4)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        fill(s);
        RUN_OK(s, "sfpshft2 L0,L1,0,2\nsfpnop");
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            EXPECT_EQ(h_lreg(s, 0, l), val(1, l));
            EXPECT_EQ(h_lreg(s, 1, l), val(2, l));
            EXPECT_EQ(h_lreg(s, 2, l), val(3, l));
            EXPECT_EQ(h_lreg(s, 3, l), val(1, ror_src(l))) << "lane " << l;
        }
        EXPECT_EQ(h_lreg(s, 3, 8), val(1, 15)); // row 1 column 0 <- row 1 column 7
    }
}

// Mod1 3 SUBVEC_SHFLROR1: LReg[VD] <- VC rotated right by one lane per row; VD 8..11 not written;
// disabled lanes keep their value.
TEST(Sfpshft2, ShflRor1)
{
    Sfpu s;
    fill(s);
    h_set_lane_flags(s, 0x7FFFFFFFu, 0xFFFFFFFFu); // lane 31 disabled
    RUN_OK(s, "sfpshft2 L6,L5,0,3\nsfpnop");
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        EXPECT_EQ(h_lreg(s, 6, l), l == 31 ? val(6, 31) : val(5, ror_src(l))) << "lane " << l;
    RUN_OK(s, "sfpshft2 L8,L5,0,3\nsfpnop");
    EXPECT_EQ(h_lreg(s, 8, 3), 0x3F56594Bu);
}

// Mod1 4 SUBVEC_SHFLSHR1 on BH: shift right by one lane per row, column 0 gets 0 (bug fixed).
TEST(Sfpshft2, ShflShr1Blackhole)
{
    Sfpu s;
    fill(s);
    RUN_OK(s, "sfpshft2 L6,L5,0,3\nsfpnop"); // would feed the WH bug
    RUN_OK(s, "sfpshft2 L0,L7,0,4\nsfpnop");
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        EXPECT_EQ(h_lreg(s, 0, l), (l & 7) ? val(7, l - 1) : 0u) << "lane " << l;
}

// WH SFPSHFT2.md hardware bug: SHFLSHR1's column 0 gets vc0[lane + 7], vc0 = the VC vector read by
// the last SHFLROR1 / SHFLROR1_AND_COPY4 that executed. SHFLROR1 with VD = VC = 9 zeroes it.
TEST(Sfpshft2, ShflShr1WormholeBug)
{
    Sfpu s(SFPU_ARCH_WH);
    fill(s);
    RUN_OK(s, "sfpshft2 L0,L7,0,4\nsfpnop"); // nothing captured since reset: column 0 = 0
    for (unsigned l = 0; l < SFPU_LANES; l += 8)
        EXPECT_EQ(h_lreg(s, 0, l), 0u) << "lane " << l;
    fill(s);
    RUN_OK(s, "sfpshft2 L6,L5,0,3\nsfpnop"); // captures L5
    RUN_OK(s, "sfpshft2 L0,L7,0,4\nsfpnop");
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        EXPECT_EQ(h_lreg(s, 0, l), (l & 7) ? val(7, l - 1) : val(5, l + 7)) << "lane " << l;
    // mode 2 captures its VC too
    fill(s);
    RUN_OK(s, "sfpshft2 L0,L4,0,2\nsfpnop");
    RUN_OK(s, "sfpshft2 L5,L7,0,4\nsfpnop");
    EXPECT_EQ(h_lreg(s, 5, 16), val(4, 23));
    // the documented fix-up: SHFLROR1 with VD = VC = 9 (VD not written) captures zeros
    RUN_OK(s, "sfpshft2 L9,L9,0,3\nsfpnop");
    RUN_OK(s, "sfpshft2 L5,L7,0,4\nsfpnop");
    EXPECT_EQ(h_lreg(s, 5, 16), 0u);
    EXPECT_EQ(h_lreg(s, 5, 17), val(7, 16));
}

// WH bug: a backdoor template load (VD 12, DISABLE_BACKDOOR_LOAD = 0) does not execute, so it does not
// capture; the same word with the bit set does.
TEST(Sfpshft2, WormholeCaptureOnlyWhenExecuted)
{
    Sfpu s(SFPU_ARCH_WH);
    fill(s);
    uint32_t w = h_word(SFPU_ARCH_WH, "sfpshft2 L12,L5,0,3");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0), w);
    RUN_OK(s, "sfpnop\nsfpshft2 L0,L7,0,4\nsfpnop");
    EXPECT_EQ(h_lreg(s, 0, 8), 0u);
    lane_config_all(s, 1u << 1);
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    RUN_OK(s, "sfpnop\nsfpshft2 L0,L7,0,4\nsfpnop");
    EXPECT_EQ(h_lreg(s, 0, 8), val(5, 15));
    EXPECT_EQ(h_lreg(s, 12, 8), 0x37800000u) << "VD 12 is not written";
}

// Mod1 5 SHFT_LREG: VD = VB << VC (VC >= 0) or VB >> -VC, logical, amount & 31; VB is bits [15:12].
TEST(Sfpshft2, ShiftByRegister)
{
    const int32_t amt[] = {0, 1, 31, 32, 33, -1, -31, -32, -33, 4, -4};
    const uint32_t x = 0x80000001u;
    const uint32_t want[] = {0x80000001u, 0x00000002u, 0x80000000u, 0x80000001u, 0x00000002u, 0x40000000u,
                             0x00000001u, 0x80000001u, 0x40000000u, 0x00000010u, 0x08000000u};
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        uint32_t a[SFPU_LANES] = {};
        for (unsigned i = 0; i < 11; ++i)
            a[i] = (uint32_t)amt[i];
        h_set_lreg_lanes(s, 2, a);
        h_set_lreg(s, 6, x);
        RUN_OK(s, "sfpshft2 L1,L2,0x006,5"); // VD = L1, VC = L2 (amount), VB = L6
        for (unsigned i = 0; i < 11; ++i)
            EXPECT_EQ(h_lreg(s, 1, i), want[i]) << "amount " << amt[i] << " arch " << arch;
        EXPECT_EQ(h_lreg(s, 1, 20), x); // amount 0
    }
}

// Mod1 6 SHFT_IMM: VB = Imm12 & 15, shift amount = Imm12 (signed 12-bit): 0x004 -> L4 << 4;
// 0xFFC (-4) -> L12 >> 4; 0x800 (-2048) -> L0 >> 0; 0x02F (47) -> L15 << 15.
TEST(Sfpshft2, ShiftByImmediate)
{
    Sfpu s;
    h_set_lreg(s, 4, 0x0F00000Fu);
    h_set_lreg(s, 0, 0xCAFEF00Du);
    RUN_OK(s, "sfpshft2 L1,L0,0x004,6");
    EXPECT_EQ(h_lreg(s, 1, 0), 0xF00000F0u);
    RUN_OK(s, "sfpshft2 L2,L0,0xFFC,6");
    EXPECT_EQ(h_lreg(s, 2, 7), 0x03780000u); // 0x37800000 >> 4
    RUN_OK(s, "sfpshft2 L3,L0,0x800,6");
    EXPECT_EQ(h_lreg(s, 3, 9), 0xCAFEF00Du);
    RUN_OK(s, "sfpshft2 L5,L0,0x02F,6");
    EXPECT_EQ(h_lreg(s, 5, 3), 6u << 15); // L15 lane 3 = 6
}

// Modes 4..6 write only VD < 8 (VD 8..11 untouched).
TEST(Sfpshft2, ConstantRegistersNotWritten)
{
    Sfpu s;
    RUN_OK(s, "sfpshft2 L10,L9,0x00F,5");
    RUN_OK(s, "sfpshft2 L11,L0,0x001,6");
    RUN_OK(s, "sfpshft2 L8,L0,0,4");
    EXPECT_EQ(h_lreg(s, 10, 4), 0x3F800000u);
    EXPECT_EQ(h_lreg(s, 11, 4), 0xBF800000u);
    EXPECT_EQ(h_lreg(s, 8, 4), 0x3F56594Bu);
}

// Mod1 7..15 are not described by any page: undefined behaviour.
TEST(Sfpshft2, UndefinedModes)
{
    for (unsigned mod1 = 7; mod1 < 16; ++mod1) {
        Sfpu s;
        std::string src = "sfpshft2 L0,L1,0," + std::to_string(mod1);
        EXPECT_EQ(h_run(s, src.c_str()), SFPU_ERR_UNDEFINED) << src;
        EXPECT_TRUE(contains(sfpu_last_error(s), "Mod1")) << sfpu_last_error(s);
    }
}
