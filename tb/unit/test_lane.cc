// test_lane.cc - pure lane helpers that are not owned by one instruction: PRNG (spec digest 4.5) and
// the sign-magnitude total order used by SFPSWAP/SFPGT/SFPLE (spec digest 6.9).
#include <gtest/gtest.h>

#include "sfpu/sfpu_lane.h"

TEST(LanePrng, OneStepByHand)
{
    // r = 0x00000001: taps = popcount(1 & 0x80200003) = 1 -> new MSB = !1 = 0; state = 0 | 1>>1 = 0.
    uint32_t st = 1u;
    EXPECT_EQ(sfpu_lane_prng_advance(&st), 1u) << "returns the old state";
    EXPECT_EQ(st, 0u);
    // r = 0: taps = 0 -> MSB = 1: the all-zero state is not a fixed point.
    EXPECT_EQ(sfpu_lane_prng_advance(&st), 0u);
    EXPECT_EQ(st, 0x80000000u);
    // r = 0x80000000: taps = 1 (bit 31) -> MSB 0; state = 0x40000000.
    sfpu_lane_prng_advance(&st);
    EXPECT_EQ(st, 0x40000000u);
    // r = 0x80200003: taps = 4 -> MSB 1; state = 0x80000000 | 0x40100001.
    st = 0x80200003u;
    sfpu_lane_prng_advance(&st);
    EXPECT_EQ(st, 0xC0100001u);
}

TEST(LanePrng, PeriodIsLong)
{
    uint32_t st = 0x12345678u, start = st;
    for (int i = 0; i < 100000; ++i) {
        sfpu_lane_prng_advance(&st);
        ASSERT_NE(st, start) << "cycle after " << i + 1 << " steps";
    }
}

TEST(LaneSignMag, TotalOrder)
{
    // -NaN < -Inf < -1 < -0 < +0 < +denormal < 1 < +Inf < +NaN
    const uint32_t order[] = {0xFFC00000u, 0xFF800000u, 0xBF800000u, 0x80000000u, 0x00000000u,
                              0x00000001u, 0x3F800000u, 0x7F800000u, 0x7FC00000u};
    for (size_t i = 0; i < sizeof order / sizeof order[0]; ++i) {
        for (size_t j = 0; j < sizeof order / sizeof order[0]; ++j) {
            EXPECT_EQ(sfpu_lane_signmag_lt(order[i], order[j]), i < j) << std::hex << order[i] << " " << order[j];
        }
    }
}
