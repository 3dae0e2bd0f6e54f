// test_insn_sfptransp.cc - SFPTRANSP: per-column 4x4 transposes of LReg[0..3] and LReg[4..7] (BH and WH).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"

namespace
{
// LReg[r][lane] = r << 8 | lane, for r = 0..7.
void fill(sfpu_t *s)
{
    for (unsigned r = 0; r < 8; ++r) {
        uint32_t v[SFPU_LANES];
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            v[l] = (r << 8) | l;
        h_set_lreg_lanes(s, r, v);
    }
}
} // namespace

// SFPTRANSP.md Transpose4: new LReg[b+i][8j+c] = old LReg[b+j][8i+c] for b in {0,4}, i,j in 0..3,
// column c in 0..7. E.g. new L1 lane 2 (row 0, col 2) = old L0 lane 10 (row 1, col 2) = 0x00A.
TEST(Sfptransp, TransposesEachColumn)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        fill(s);
        RUN_OK(s, "sfptransp");
        EXPECT_EQ(h_lreg(s, 1, 2), 0x00Au);
        EXPECT_EQ(h_lreg(s, 0, 31), 0x307u); // row 3 col 7 of L0 <- L3 row 0 col 7
        EXPECT_EQ(h_lreg(s, 6, 9), 0x511u);  // L6 row 1 col 1 <- L5 row 2 col 1 (lane 17)
        for (unsigned b = 0; b < 8; b += 4)
            for (unsigned i = 0; i < 4; ++i)
                for (unsigned j = 0; j < 4; ++j)
                    for (unsigned c = 0; c < 8; ++c)
                        EXPECT_EQ(h_lreg(s, b + i, 8 * j + c), ((b + j) << 8) | (8 * i + c))
                            << "arch " << arch << " reg " << b + i << " lane " << 8 * j + c;
        // constants untouched
        EXPECT_EQ(h_lreg(s, 8, 5), 0x3F56594Bu);
        EXPECT_EQ(h_lreg(s, 15, 5), 10u);
    }
}

// Applied twice it is the identity.
TEST(Sfptransp, Involution)
{
    Sfpu s;
    fill(s);
    RUN_OK(s, "sfptransp\nsfptransp");
    for (unsigned r = 0; r < 8; ++r)
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            EXPECT_EQ(h_lreg(s, r, l), (r << 8) | l);
}

// Each destination write is gated by the destination lane's LaneEnabled: with only row 1 enabled,
// only row 1 of each register changes (it receives register 1's rows); diagonal lanes are unchanged
// anyway.
TEST(Sfptransp, DestinationLaneEnable)
{
    Sfpu s;
    fill(s);
    h_set_lane_flags(s, 0x0000FF00u, 0xFFFFFFFFu);
    RUN_OK(s, "sfptransp");
    for (unsigned b = 0; b < 8; b += 4)
        for (unsigned i = 0; i < 4; ++i)
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                unsigned row = l / 8, c = l % 8;
                uint32_t want = row == 1 ? (((b + 1) << 8) | (8 * i + c)) : (((b + i) << 8) | l);
                EXPECT_EQ(h_lreg(s, b + i, l), want) << "reg " << b + i << " lane " << l;
            }
}

// Row mask on row 3: row 3 lanes keep their values; other rows still pick up row 3's sources.
TEST(Sfptransp, RowMask)
{
    Sfpu s(SFPU_ARCH_WH);
    fill(s);
    mask_row(s, 3);
    RUN_OK(s, "sfptransp");
    EXPECT_EQ(h_lreg(s, 0, 24), 0x018u);  // masked: old value (row 3 col 0 of L0)
    EXPECT_EQ(h_lreg(s, 3, 0), 0x018u);   // L3 row 0 col 0 <- L0 row 3 col 0
    EXPECT_EQ(h_lreg(s, 7, 25), 0x719u);  // masked
    EXPECT_EQ(h_lreg(s, 7, 9), 0x519u);   // L7 row 1 col 1 <- L5 row 3 col 1
}

// VD only matters for the backdoor gate: VD 12 with DISABLE_BACKDOOR_LOAD = 0 loads a template and
// transposes nothing; VD 9 executes normally.
TEST(Sfptransp, BackdoorGate)
{
    Sfpu s;
    fill(s);
    uint32_t w = h_word(SFPU_ARCH_BH, "sfptransp L12");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_lreg(s, 1, 2), 0x102u);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0), w);
    RUN_OK(s, "sfptransp L9");
    EXPECT_EQ(h_lreg(s, 1, 2), 0x00Au);
}
