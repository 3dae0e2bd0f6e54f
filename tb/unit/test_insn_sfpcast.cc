// test_insn_sfpcast.cc - SFPCAST: sign-magnitude int -> FP32 (RNE / stochastic), BH int<->int modes.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPCAST_IntFloat.md / WH SFPCAST.md, Mod1 0 (RNE). By hand with the model's formula:
//   2^24+1 -> Norm 0x80000080: round bit set, sticky|lsb = 0 -> tie to even -> 2^24 (0x4B800000)
//   2^24+3 -> Norm 0x80000180: round bit, lsb set -> up -> 2^24+4 (0x4B800002)
//   0x7FFFFFFF -> Norm 0xFFFFFFFE: rounds up into the exponent -> 2^31 (0x4F000000)
//   sign-magnitude -(2^24-1) (0x80FFFFFF) -> exact -16777215 (0xCB7FFFFF); -0 -> -0.0
TEST(Sfpcast, SignMagToFp32RoundNearestEven)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t in[] = {0u,          1u,          0x80000001u, 0x80000000u, 3u,          0x01000000u,
                               0x01000001u, 0x01000003u, 0x7FFFFFFFu, 0x80FFFFFFu, 0x01000002u, 0x02000005u};
        const uint32_t want[] = {0u,          0x3F800000u, 0xBF800000u, 0x80000000u, 0x40400000u, 0x4B800000u,
                                 0x4B800000u, 0x4B800002u, 0x4F000000u, 0xCB7FFFFFu, 0x4B800001u, 0x4C000001u};
        load_lanes(s, 1, in, 12);
        RUN_OK(s, "sfpcast L0,L1,0");
        for (unsigned i = 0; i < 12; ++i)
            EXPECT_EQ(h_lreg(s, 0, i), want[i]) << arch << " lane " << i;
    }
}

// Mod1 1 (RNS): round up iff (Norm & 0xFE) > ((AdvancePRNG() >> 9) & 0xFE). Input 2^24+1 has
// Norm & 0xFE = 0x80. PRNG pinned per lane (spec digest 4.5 for the next state):
//   lane 0: r=0          -> 0x00 -> up (0x4B800001); next 0x80000000
//   lane 1: r=0x0000FE00 -> 0x7E -> up;               next 0x80007F00
//   lane 2: r=0x00010000 -> 0x80 -> not (0x80 > 0x80 false) -> 0x4B800000; next 0x80008000
//   lane 3: r=0x0001FE00 -> 0xFE -> not;               next 0x8000FF00
//   lane 4: r=0x00000001 -> 0x00 -> up;   taps = 1 -> next 0x00000000
TEST(Sfpcast, StochasticRoundingPinnedPrng)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t prng[] = {0u, 0x0000FE00u, 0x00010000u, 0x0001FE00u, 1u};
        const uint32_t want[] = {0x4B800001u, 0x4B800001u, 0x4B800000u, 0x4B800000u, 0x4B800001u};
        const uint32_t next[] = {0x80000000u, 0x80007F00u, 0x80008000u, 0x8000FF00u, 0u};
        for (unsigned i = 0; i < 5; ++i)
            h_set_reg(s, SFPU_REG_PRNG, i, prng[i]);
        h_set_lreg(s, 1, 0x01000001u);
        RUN_OK(s, "sfpcast L0,L1,1");
        for (unsigned i = 0; i < 5; ++i) {
            EXPECT_EQ(h_lreg(s, 0, i), want[i]) << arch << " lane " << i;
            EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, i), next[i]) << arch << " lane " << i;
        }
    }
}

// RNS on an exactly representable value never rounds (Norm & 0xFE = 0), yet the PRNG advances.
// Disabled lanes neither write nor advance; VD 8..11 advances without writing.
TEST(Sfpcast, StochasticPrngAdvanceRules)
{
    Sfpu s;
    for (unsigned lane = 0; lane < 32; ++lane)
        h_set_reg(s, SFPU_REG_PRNG, lane, 0u);
    h_set_lreg(s, 1, 3u);
    h_set_lane_flags(s, 0x00000003u, 0xFFFFFFFFu);
    RUN_OK(s, "sfpcast L0,L1,1");
    EXPECT_EQ(h_lreg(s, 0, 0), 0x40400000u);
    EXPECT_EQ(h_lreg(s, 0, 2), 0u);
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 1), 0x80000000u);
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 2), 0u);
    h_set_lane_flags(s, 0, 0);
    RUN_OK(s, "sfpcast L8,L1,1");
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 2), 0x80000000u);
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 1), 0x40000000u);
    EXPECT_EQ(h_lreg(s, 8, 2), 0x3F56594Bu);
    RUN_OK(s, "sfpcast L0,L1,0"); // RNE does not touch the PRNG
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 2), 0x80000000u);
}

// BH SFPCAST_IntAbs.md, Mod1 2: two's complement abs (a hardware bug; -2^31 unchanged).
TEST(Sfpcast, BhInt32Abs)
{
    Sfpu s;
    const uint32_t in[] = {0xFFFFFFFBu, 5u, 0x80000000u, 0x80000005u, 0u};
    const uint32_t want[] = {5u, 5u, 0x80000000u, 0x7FFFFFFBu, 0u};
    load_lanes(s, 1, in, 5);
    RUN_OK(s, "sfpcast L0,L1,2");
    for (unsigned i = 0; i < 5; ++i)
        EXPECT_EQ(h_lreg(s, 0, i), want[i]) << i;
}

// BH SFPCAST_IntInt.md, Mod1 3: Sign | (Sign ? -c : c), both directions; -0 <-> -2^31.
TEST(Sfpcast, BhInt32SignMagBothWays)
{
    Sfpu s;
    const uint32_t in[] = {0x80000005u, 0xFFFFFFFBu, 0x80000000u, 5u, 0u, 0xFFFFFFFFu, 0x80000001u};
    const uint32_t want[] = {0xFFFFFFFBu, 0x80000005u, 0x80000000u, 5u, 0u, 0x80000001u, 0xFFFFFFFFu};
    load_lanes(s, 1, in, 7);
    RUN_OK(s, "sfpcast L0,L1,3");
    for (unsigned i = 0; i < 7; ++i)
        EXPECT_EQ(h_lreg(s, 0, i), want[i]) << i;
}

// BH NonContractualBehavior: Mod1 > 3 behaves as Mod1 & 3.
TEST(Sfpcast, BhReservedMod1UsesLowBits)
{
    Sfpu s;
    h_set_lreg(s, 1, 0x80000005u);
    RUN_OK(s, "sfpcast L0,L1,4");
    EXPECT_EQ(h_lreg(s, 0, 0), 0xC0A00000u); // as 0: -5.0
    RUN_OK(s, "sfpcast L0,L1,6");
    EXPECT_EQ(h_lreg(s, 0, 0), 0x7FFFFFFBu); // as 2: -(0x80000005)
    RUN_OK(s, "sfpcast L0,L1,15");
    EXPECT_EQ(h_lreg(s, 0, 0), 0xFFFFFFFBu); // as 3
    h_set_reg(s, SFPU_REG_PRNG, 0, 0u);
    RUN_OK(s, "sfpcast L0,L1,13"); // as 1: PRNG used
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 0), 0x80000000u);
}

// WH has only modes 0/1 (RND_STOCH); Mod1 2..15 are reported as undefined (decision).
TEST(Sfpcast, WhOtherModesUndefined)
{
    for (unsigned mod1 : {2u, 3u, 4u, 15u}) {
        Sfpu s(SFPU_ARCH_WH);
        char src[48];
        snprintf(src, sizeof src, "sfpcast L0,L1,%u", mod1);
        EXPECT_EQ(h_run(s, src), SFPU_ERR_UNDEFINED) << mod1;
        EXPECT_TRUE(contains(sfpu_last_error(s), "Wormhole")) << sfpu_last_error(s);
        EXPECT_EQ(h_lreg(s, 0, 0), 0u);
    }
}

TEST(Sfpcast, PredicationAndRowMask)
{
    Sfpu s;
    h_set_lreg(s, 1, 1u);
    h_set_lreg(s, 0, 7u);
    mask_row(s, 3);
    RUN_OK(s, "sfpcast L0,L1,0");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), lane >= 24 ? 7u : 0x3F800000u) << lane;
}
