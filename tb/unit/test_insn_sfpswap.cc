// test_insn_sfpswap.cc - SFPSWAP: swap, min/max per row pattern, EXCHANGE_SRCB_SRCC, argmin/argmax (BH and WH).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"

namespace
{
const uint32_t kOne = 0x3F800000u, kTwo = 0x40000000u;
// VD-gets-min lane masks per Mod1, SFPSWAP.md (bit = lane): 1 all, 2 rows 0-1, 3 rows 0,2, 4 rows 0,3,
// 5 row 0, 6 row 1, 7 row 2, 8 row 3, 9 and above none.
const uint32_t kMinMask[16] = {0,          0xFFFFFFFFu, 0x0000FFFFu, 0x00FF00FFu, 0xFF0000FFu, 0x000000FFu,
                               0x0000FF00u, 0x00FF0000u, 0xFF000000u, 0,          0,          0,
                               0,          0,          0,          0};
} // namespace

// Mod1 0: unconditional swap of every enabled lane (values irrelevant).
TEST(Sfpswap, UnconditionalSwap)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        uint32_t a[SFPU_LANES], b[SFPU_LANES];
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            a[l] = 0xA0000000u + l;
            b[l] = 0x0B000000u + l;
        }
        h_set_lreg_lanes(s, 0, a);
        h_set_lreg_lanes(s, 1, b);
        h_set_lane_flags(s, 0xFFFF0FFFu, 0xFFFFFFFFu); // lanes 12..15 disabled
        RUN_OK(s, "sfpswap L0,L1,0");
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            bool en = l < 12 || l > 15;
            EXPECT_EQ(h_lreg(s, 0, l), en ? b[l] : a[l]) << "arch " << arch << " lane " << l;
            EXPECT_EQ(h_lreg(s, 1, l), en ? a[l] : b[l]) << "arch " << arch << " lane " << l;
        }
    }
}

// Mod1 1 VEC_MIN_MAX: VD = min, VC = max in sign-magnitude order (-NaN < -Inf < -0 < +0 < +NaN).
TEST(Sfpswap, VecMinMaxTotalOrder)
{
    // (vd, vc) inputs -> expected (min, max), by hand
    const uint32_t in_d[] = {kTwo, kOne, 0x00000000u, 0x80000000u, 0x7FC00000u, 0xFFC00000u, 0x80000005u, 0x3F800000u};
    const uint32_t in_c[] = {kOne, kTwo, 0x80000000u, 0x00000000u, 0x7F800000u, 0xFF800000u, 0x80000003u, 0x3F800000u};
    const uint32_t mn[] = {kOne, kOne, 0x80000000u, 0x80000000u, 0x7F800000u, 0xFFC00000u, 0x80000005u, 0x3F800000u};
    const uint32_t mx[] = {kTwo, kTwo, 0x00000000u, 0x00000000u, 0x7FC00000u, 0xFF800000u, 0x80000003u, 0x3F800000u};
    Sfpu s;
    uint32_t d[SFPU_LANES] = {}, c[SFPU_LANES] = {};
    for (unsigned i = 0; i < 8; ++i) {
        d[i] = in_d[i];
        c[i] = in_c[i];
    }
    h_set_lreg_lanes(s, 3, d);
    h_set_lreg_lanes(s, 7, c);
    RUN_OK(s, "sfpswap L3,L7,1");
    for (unsigned i = 0; i < 8; ++i) {
        EXPECT_EQ(h_lreg(s, 3, i), mn[i]) << "lane " << i;
        EXPECT_EQ(h_lreg(s, 7, i), mx[i]) << "lane " << i;
    }
}

// Mod1 2..15 with VD = 1.0, VC = 2.0 everywhere: VD gets min (stays 1.0) in the mode's min lanes and
// max (2.0, swapped) elsewhere. 9 = all max; 10..15 NonContractual, like 9 (and WH's default).
TEST(Sfpswap, RowPatternModes)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        for (unsigned mod1 = 1; mod1 < 16; ++mod1) {
            Sfpu s(arch);
            h_set_lreg(s, 2, kOne);
            h_set_lreg(s, 5, kTwo);
            std::string src = "sfpswap L2,L5," + std::to_string(mod1);
            RUN_OK(s, src.c_str());
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                bool min_lane = (kMinMask[mod1] >> l) & 1;
                EXPECT_EQ(h_lreg(s, 2, l), min_lane ? kOne : kTwo) << src << " lane " << l;
                EXPECT_EQ(h_lreg(s, 5, l), min_lane ? kTwo : kOne) << src << " lane " << l;
            }
        }
    }
}

// LaneConfig.EXCHANGE_SRCB_SRCC inverts the decision per lane (max/min instead of min/max) but not the
// unconditional swap of Mod1 0.
TEST(Sfpswap, ExchangeSrcbSrccInverts)
{
    Sfpu s;
    for (unsigned l = 0; l < SFPU_LANES; l += 2)
        h_set_reg(s, SFPU_REG_LANE_CONFIG, l, 1u << 8); // even lanes
    h_set_lreg(s, 0, kOne);
    h_set_lreg(s, 1, kTwo);
    RUN_OK(s, "sfpswap L0,L1,1");
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        EXPECT_EQ(h_lreg(s, 0, l), (l & 1) ? kOne : kTwo) << "lane " << l;
        EXPECT_EQ(h_lreg(s, 1, l), (l & 1) ? kTwo : kOne) << "lane " << l;
    }
    RUN_OK(s, "sfpswap L0,L1,0"); // unconditional: every lane swaps
    EXPECT_EQ(h_lreg(s, 0, 0), kOne);
    EXPECT_EQ(h_lreg(s, 0, 1), kTwo);
}

// ENABLE_DEST_INDEX (argmin/argmax): when a lane swaps, VC/VD are written only if < 4 and
// LReg[4 + (VC&3)] <-> LReg[4 + (VD&3)] are swapped too.
TEST(Sfpswap, DestIndexCompanionSwap)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        lane_config_all(s, 1u << 2);
        uint32_t d[SFPU_LANES], c[SFPU_LANES];
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            d[l] = (l & 1) ? kTwo : kOne; // odd lanes: VD > VC -> swap for VD = min
            c[l] = 0x3FC00000u;           // 1.5
        }
        h_set_lreg_lanes(s, 0, d);
        h_set_lreg_lanes(s, 1, c);
        h_set_lreg(s, 4, 400); // index of VD's data (VDA = 4 + (0 & 3))
        h_set_lreg(s, 5, 500); // index of VC's data (VCA = 4 + (1 & 3))
        RUN_OK(s, "sfpswap L0,L1,1");
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            bool sw = l & 1;
            EXPECT_EQ(h_lreg(s, 0, l), sw ? 0x3FC00000u : kOne) << "lane " << l;
            EXPECT_EQ(h_lreg(s, 1, l), sw ? kTwo : 0x3FC00000u) << "lane " << l;
            EXPECT_EQ(h_lreg(s, 4, l), sw ? 500u : 400u) << "lane " << l;
            EXPECT_EQ(h_lreg(s, 5, l), sw ? 400u : 500u) << "lane " << l;
        }
    }
}

// ENABLE_DEST_INDEX with bitwise-equal values (decisions P13; tt-isa-documentation issue 62 / ttsim issue 12,
// measured on Wormhole and Blackhole silicon, page corrected against the RTL on 2026-08-10): Mod1 1 (VD = min)
// leaves equal positive values in place and swaps equal negative ones, Mod1 9 (VD = max) the other way round.
// The values are identical, so only the index companions show it. The row-pattern modes use the same
// comparator: their min lanes follow Mod1 1, their max lanes Mod1 9. +0 against -0 is not a tie (-0 < +0).
TEST(Sfpswap, DestIndexTiesSwapByTheirSign)
{
    const uint32_t kPos = 0x41200000u, kNeg = 0xC1200000u; // +10.0, -10.0: the silicon probe's values
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        for (unsigned mod1 : {1u, 9u, 2u, 5u, 8u}) {
            Sfpu s(arch);
            lane_config_all(s, 1u << 2);
            uint32_t v[SFPU_LANES];
            for (unsigned l = 0; l < SFPU_LANES; ++l)
                v[l] = (l & 1) ? kNeg : kPos;
            v[30] = 0x00000000u; // lane 30: VD = +0 ...
            h_set_lreg_lanes(s, 0, v);
            v[30] = 0x80000000u; // ... VC = -0: -0 is the smaller, not a tie
            h_set_lreg_lanes(s, 1, v);
            h_set_lreg(s, 4, 400);
            h_set_lreg(s, 5, 500);
            std::string src = "sfpswap L0,L1," + std::to_string(mod1);
            RUN_OK(s, src.c_str());
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                bool min_lane = (kMinMask[mod1] >> l) & 1;
                bool sw = l == 30 ? min_lane : (l & 1) ? min_lane : !min_lane;
                EXPECT_EQ(h_lreg(s, 4, l), sw ? 500u : 400u) << "arch " << arch << " " << src << " lane " << l;
                EXPECT_EQ(h_lreg(s, 5, l), sw ? 400u : 500u) << "arch " << arch << " " << src << " lane " << l;
            }
        }
    }
}

// ENABLE_DEST_INDEX with VC = L7 (>= 4): VC itself is not written, VD = L0 is; the companion pair is
// LReg[4 + (7&3)] = L7 and LReg[4 + (0&3)] = L4, so L7 receives L4's old value.
TEST(Sfpswap, DestIndexWithHighRegister)
{
    Sfpu s;
    lane_config_all(s, 1u << 2);
    h_set_lreg(s, 0, kOne);
    h_set_lreg(s, 7, 0xBF800000u); // Mod1 0 below: every lane swaps
    h_set_lreg(s, 4, 44);
    RUN_OK(s, "sfpswap L0,L7,0");
    EXPECT_EQ(h_lreg(s, 0, 6), 0xBF800000u);
    EXPECT_EQ(h_lreg(s, 7, 6), 44u) << "L7 gets old L4 via the companion swap";
    EXPECT_EQ(h_lreg(s, 4, 6), 0xBF800000u) << "L4 gets old L7";
}

// Without ENABLE_DEST_INDEX, VC/VD >= 8 are not written (constants stay), the other side still is.
TEST(Sfpswap, ConstantRegistersNotWritten)
{
    Sfpu s;
    h_set_lreg(s, 1, 0x12345678u);
    RUN_OK(s, "sfpswap L8,L1,0");
    EXPECT_EQ(h_lreg(s, 1, 0), 0x3F56594Bu);
    EXPECT_EQ(h_lreg(s, 8, 0), 0x3F56594Bu);
    RUN_OK(s, "sfpswap L0,L10,0");
    EXPECT_EQ(h_lreg(s, 0, 31), 0x3F800000u);
    EXPECT_EQ(h_lreg(s, 10, 31), 0x3F800000u);
}

// VD 12 with DISABLE_BACKDOOR_LOAD = 0 is a template load; with the bit set the swap executes, VD 12
// (>= 8) is not written but VC receives LReg[12].
TEST(Sfpswap, BackdoorGate)
{
    Sfpu s;
    h_set_lreg(s, 1, 0x12345678u);
    uint32_t w = h_word(SFPU_ARCH_BH, "sfpswap L12,L1,0");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_lreg(s, 1, 0), 0x12345678u);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0), w);
    lane_config_all(s, 1u << 1);
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_lreg(s, 1, 0), 0x37800000u);
    EXPECT_EQ(h_lreg(s, 12, 0), 0x37800000u);
}

// VC == VD: nothing visible changes, in any mode.
TEST(Sfpswap, SameRegister)
{
    Sfpu s;
    uint32_t v[SFPU_LANES];
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        v[l] = l * 0x01010101u;
    h_set_lreg_lanes(s, 3, v);
    RUN_OK(s, "sfpswap L3,L3,0");
    RUN_OK(s, "sfpswap L3,L3,1");
    RUN_OK(s, "sfpswap L3,L3,9");
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        EXPECT_EQ(h_lreg(s, 3, l), v[l]);
}
