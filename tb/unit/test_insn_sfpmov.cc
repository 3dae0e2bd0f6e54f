// test_insn_sfpmov.cc - SFPMOV: move, NEGATE, ALL_LANES_ENABLED, FROM_SPECIAL (config / PRNG reads).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPMOV.md Mod1 0: VD = VC in enabled lanes.
TEST(Sfpmov, PlainMoveIsPredicated)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        RUN_OK(s, "sfpmov L1,L15,0");
        for (unsigned lane = 0; lane < 32; ++lane)
            EXPECT_EQ(h_lreg(s, 1, lane), 2u * lane);
        h_set_lane_flags(s, 0x0000000Fu, 0xFFFFFFFFu);
        RUN_OK(s, "sfpmov L1,L10,0");
        for (unsigned lane = 0; lane < 32; ++lane)
            EXPECT_EQ(h_lreg(s, 1, lane), lane < 4 ? 0x3F800000u : 2u * lane) << lane;
    }
}

// Mod1 1 (NEGATE): sign-bit flip, including zero and NaN.
TEST(Sfpmov, Negate)
{
    Sfpu s;
    const uint32_t in[] = {0x3F800000u, 0u, 0x80000000u, 0x7FC00000u, 5u};
    uint32_t v[SFPU_LANES] = {};
    for (unsigned i = 0; i < 5; ++i)
        v[i] = in[i];
    h_set_lreg_lanes(s, 2, v);
    RUN_OK(s, "sfpmov L3,L2,1");
    for (unsigned i = 0; i < 5; ++i)
        EXPECT_EQ(h_lreg(s, 3, i), in[i] ^ 0x80000000u) << i;
}

// Mod1 == 2 exactly (ALL_LANES_ENABLED): written in every lane regardless of flags and ROW_MASK.
// Mod1 3 (NEGATE with bit 1) is not "== 2": predicated.
TEST(Sfpmov, AllLanesEnabledOnlyWhenMod1Is2)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lreg(s, 1, 0x11111111u);
        h_set_lane_flags(s, 0x00000001u, 0xFFFFFFFFu);
        mask_row(s, 0);
        EXPECT_EQ(sfpu_lane_enable_mask(s), 0u);
        RUN_OK(s, "sfpmov L0,L1,2");
        for (unsigned lane = 0; lane < 32; ++lane)
            EXPECT_EQ(h_lreg(s, 0, lane), 0x11111111u) << lane;
        RUN_OK(s, "sfpmov L2,L1,3");
        for (unsigned lane = 0; lane < 32; ++lane)
            EXPECT_EQ(h_lreg(s, 2, lane), 0u) << lane;
        RUN_OK(s, "sfpmov L9,L1,2"); // still never writes a constant register
        EXPECT_EQ(h_lreg(s, 9, 0), 0u);
    }
}

// Mod1 8 (FROM_SPECIAL): VC 0..3 template, 4..7 sequence, 8 Misc, 15 LaneConfig, 10..14 zero.
// Each lane reads its own LoadMacroConfig / LaneConfig.
TEST(Sfpmov, FromSpecialReadsConfiguration)
{
    Sfpu s;
    for (unsigned lane = 0; lane < 32; ++lane) {
        for (unsigned i = 0; i < 4; ++i) {
            h_set_reg(s, SFPU_REG_LM_TEMPLATE, lane * 4 + i, 0x1000u * (i + 1) + lane);
            h_set_reg(s, SFPU_REG_LM_SEQUENCE, lane * 4 + i, 0x20000u * (i + 1) + lane);
        }
        h_set_reg(s, SFPU_REG_LM_MISC, lane, 0x100u + lane);
        h_set_reg(s, SFPU_REG_LANE_CONFIG, lane, 0x30000u | lane); // reserved bits 17:16 read back too
    }
    for (unsigned vc = 0; vc < 16; ++vc) {
        if (vc == 9)
            continue; // PRNG: see below
        char src[48];
        snprintf(src, sizeof src, "sfpmov L0,L%u,8", vc);
        RUN_OK(s, src);
        for (unsigned lane = 0; lane < 32; ++lane) {
            uint32_t want = vc < 4     ? 0x1000u * (vc + 1) + lane
                            : vc < 8   ? 0x20000u * (vc - 3) + lane
                            : vc == 8  ? 0x100u + lane
                            : vc == 15 ? (0x30000u | lane)
                                       : 0u;
            EXPECT_EQ(h_lreg(s, 0, lane), want) << "VC " << vc << " lane " << lane;
        }
    }
    RUN_OK(s, "sfpmov L1,L2,9"); // FROM_SPECIAL | NEGATE: no negation of a special read
    EXPECT_EQ(h_lreg(s, 1, 5), 0x3000u + 5u);
}

// FROM_SPECIAL with VC = 9: VD = AdvancePRNG() (old state), state steps once per executing lane.
// Spec digest 4.5: state' = (!parity(r & 0x80200003) << 31) | (r >> 1).
TEST(Sfpmov, FromSpecialPrngPinned)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_reg(s, SFPU_REG_PRNG, 0, 1u);          // taps 1 -> next 0x00000000
        h_set_reg(s, SFPU_REG_PRNG, 1, 0u);          // taps 0 -> next 0x80000000
        h_set_reg(s, SFPU_REG_PRNG, 2, 0x80200003u); // taps 4 -> next 0xC0100001
        h_set_reg(s, SFPU_REG_PRNG, 3, 0x12345678u); // bit 21 only -> taps 1 -> next 0x091A2B3C
        RUN_OK(s, "sfpmov L4,L9,8");
        EXPECT_EQ(h_lreg(s, 4, 0), 1u);
        EXPECT_EQ(h_lreg(s, 4, 1), 0u);
        EXPECT_EQ(h_lreg(s, 4, 2), 0x80200003u);
        EXPECT_EQ(h_lreg(s, 4, 3), 0x12345678u);
        EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 0), 0u);
        EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 1), 0x80000000u);
        EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 2), 0xC0100001u);
        EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 3), 0x091A2B3Cu);
        RUN_OK(s, "sfpmov L4,L9,8"); // second read returns the advanced state
        EXPECT_EQ(h_lreg(s, 4, 1), 0x80000000u);
        EXPECT_EQ(h_lreg(s, 4, 3), 0x091A2B3Cu);
        // 0x091A2B3C & 0x80200003 = 0 -> taps 0 -> 0x80000000 | 0x048D159E
        EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 3), 0x848D159Eu);
    }
}

// Disabled lanes do not execute, so their PRNG does not advance; VD 8..11 still advances it
// (the functional model reads the PRNG before the VD < 8 || VD == 16 write check).
TEST(Sfpmov, PrngAdvanceFollowsExecution)
{
    Sfpu s;
    for (unsigned lane = 0; lane < 32; ++lane)
        h_set_reg(s, SFPU_REG_PRNG, lane, 0u);
    h_set_lane_flags(s, 0x00000001u, 0xFFFFFFFFu); // only lane 0 enabled
    RUN_OK(s, "sfpmov L0,L9,8");
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 0), 0x80000000u);
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 1), 0u);
    h_set_lane_flags(s, 0, 0);
    RUN_OK(s, "sfpmov L8,L9,8");
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 1), 0x80000000u);
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 0), 0x40000000u);
    EXPECT_EQ(h_lreg(s, 8, 1), 0x3F56594Bu);
}

// Spec digest 1.4/2.2: VD 12..15 is a backdoor template load unless DISABLE_BACKDOOR_LOAD; with it,
// the instruction runs but LReg[12..15] are not writable (and the PRNG still advances).
TEST(Sfpmov, BackdoorAndDisableBackdoor)
{
    Sfpu s;
    uint32_t w = h_word(SFPU_ARCH_BH, "sfpmov L14,L9,8");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK) << sfpu_last_error(s);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0 * 4 + 2), w);
    for (unsigned lane = 0; lane < 32; ++lane) {
        h_set_reg(s, SFPU_REG_LANE_CONFIG, lane, 2u); // DISABLE_BACKDOOR_LOAD
        h_set_reg(s, SFPU_REG_PRNG, lane, 0u);
    }
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK) << sfpu_last_error(s);
    EXPECT_EQ(h_lreg(s, 14, 0), 0xBEB08FF9u);
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 0), 0x80000000u);
}
