// test_insn_sfplz.cc - SFPLZ: count leading zeros, sign mask, flags (BH and WH pages identical).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPLZ.md: LReg[VD] = c ? clz(c) : 32.
TEST(Sfplz, CountsLeadingZeros)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t in[] = {0u, 1u, 0x80000000u, 0x00010000u, 0xFFFFFFFFu, 0x7FFFFFFFu, 0x00000100u};
        const uint32_t want[] = {32u, 31u, 0u, 15u, 0u, 1u, 23u};
        load_lanes(s, 1, in, 7);
        RUN_OK(s, "sfplz L0,L1,0");
        for (unsigned i = 0; i < 7; ++i)
            EXPECT_EQ(h_lreg(s, 0, i), want[i]) << arch << " lane " << i;
        EXPECT_EQ(h_lane_flags(s), 0u) << "Mod1 0 leaves flags alone";
    }
}

// NOSGN_MASK (4): bit 31 is cleared first (magnitude of a sign-magnitude integer).
TEST(Sfplz, NoSignMask)
{
    Sfpu s;
    const uint32_t in[] = {0x80000000u, 0x80000001u, 0xC0000000u, 0x00000001u};
    const uint32_t want[] = {32u, 31u, 1u, 31u};
    load_lanes(s, 1, in, 4);
    RUN_OK(s, "sfplz L0,L1,4");
    for (unsigned i = 0; i < 4; ++i)
        EXPECT_EQ(h_lreg(s, 0, i), want[i]) << i;
}

// CC_NE0 (2): LaneFlags = (c != 0), c after the optional mask; CC_COMP (8) then inverts.
TEST(Sfplz, FlagModes)
{
    Sfpu s;
    uint32_t v[SFPU_LANES];
    for (unsigned lane = 0; lane < 32; ++lane)
        v[lane] = (lane % 3 == 0) ? 0u : (lane % 3 == 1) ? 0x80000000u : 0x10u;
    h_set_lreg_lanes(s, 1, v);
    uint32_t nz = 0, nz_masked = 0;
    for (unsigned lane = 0; lane < 32; ++lane) {
        nz |= (v[lane] != 0 ? 1u : 0u) << lane;
        nz_masked |= ((v[lane] & 0x7FFFFFFFu) != 0 ? 1u : 0u) << lane;
    }
    RUN_OK(s, "sfplz L0,L1,2");
    EXPECT_EQ(h_lane_flags(s), nz);
    RUN_OK(s, "sfplz L0,L1,6"); // CC_NE0 | NOSGN_MASK: -0 (0x80000000) counts as zero
    EXPECT_EQ(h_lane_flags(s), nz_masked);
    RUN_OK(s, "sfplz L0,L1,10"); // CC_NE0 | CC_COMP: flag = (c == 0)
    EXPECT_EQ(h_lane_flags(s), ~nz);
    RUN_OK(s, "sfplz L0,L1,8"); // CC_COMP alone: inverts the current flags
    EXPECT_EQ(h_lane_flags(s), nz);
    RUN_OK(s, "sfplz L0,L1,1"); // bit 0 has no meaning: flags untouched
    EXPECT_EQ(h_lane_flags(s), nz);
}

// Flags only when VD < 8: VD 8..11 produce neither a result nor a flag change.
TEST(Sfplz, NoFlagsForConstantVd)
{
    Sfpu s;
    h_set_lreg(s, 1, 5u);
    RUN_OK(s, "sfplz L8,L1,2\nsfplz L9,L1,10");
    EXPECT_EQ(h_lane_flags(s), 0u);
    EXPECT_EQ(h_lreg(s, 8, 0), 0x3F56594Bu);
    EXPECT_EQ(h_lreg(s, 9, 0), 0u);
}

// SFPLZ.md sets LaneFlags inside "if (LaneEnabled)": disabled lanes keep their flag (decision:
// upstream model over the seed's prose "flags update regardless of LaneEnabled").
TEST(Sfplz, DisabledLanesKeepFlags)
{
    Sfpu s;
    uint32_t v[SFPU_LANES];
    for (unsigned lane = 0; lane < 32; ++lane)
        v[lane] = (lane & 1) ? 0u : 0x100u;
    h_set_lreg_lanes(s, 1, v);
    h_set_lreg(s, 0, 0xAAAAAAAAu);
    h_set_lane_flags(s, 0x0000FFFFu, 0xFFFFFFFFu); // lanes 16..31 disabled, flags false
    mask_row(s, 1);                                // lanes 8..15 disabled by ROW_MASK
    RUN_OK(s, "sfplz L0,L1,10");                   // enabled lanes: flag = (c == 0) = odd lanes
    EXPECT_EQ(h_lane_flags(s), 0x0000FFAAu);       // lanes 0..7: odd; 8..15 (row-masked): kept true
    for (unsigned lane = 0; lane < 32; ++lane) {
        uint32_t want = lane < 8 ? ((lane & 1) ? 32u : 23u) : 0xAAAAAAAAu;
        EXPECT_EQ(h_lreg(s, 0, lane), want) << lane;
    }
}
