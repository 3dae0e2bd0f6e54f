// test_insn_sfpshft.cc - SFPSHFT: shifts by LReg[VC] or Imm12; BH arithmetic / USE_VC modes.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "harness.h"
#include "test_util.h"

// SFPSHFT.md (both): Mod1 0: x = LReg[VD], amount = LReg[VC] as int32; >= 0 shifts left by
// amount & 31, < 0 shifts right (logical) by -amount & 31. So 32 and -32 shift by 0.
TEST(Sfpshft, ShiftByRegisterLogical)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t x[] = {1u, 0x80000000u, 0x12345678u, 0x12345678u, 3u, 0xF0000000u, 0xFFFFFFFFu};
        const uint32_t amt[] = {4u, (uint32_t)-4, 32u, (uint32_t)-32, 33u, (uint32_t)-31, (uint32_t)-1};
        const uint32_t want[] = {0x10u, 0x08000000u, 0x12345678u, 0x12345678u, 6u, 1u, 0x7FFFFFFFu};
        load_lanes(s, 0, x, 7);
        load_lanes(s, 1, amt, 7);
        RUN_OK(s, "sfpshft L0,L1,0,0");
        for (unsigned i = 0; i < 7; ++i)
            EXPECT_EQ(h_lreg(s, 0, i), want[i]) << arch << " lane " << i;
    }
}

// Mod1 1 (ARG_IMM): amount = sign-extended Imm12, x = LReg[VD]; LReg[VC] is not used.
TEST(Sfpshft, ShiftByImmediate)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lreg(s, 2, 0x80010000u);
        h_set_lreg(s, 3, 5u);
        RUN_OK(s, "sfpshft L2,L3,-16,1");
        EXPECT_EQ(h_lreg(s, 2, 0), 0x00008001u) << arch; // logical >> 16
        RUN_OK(s, "sfpshft L2,L3,15,1");
        EXPECT_EQ(h_lreg(s, 2, 0), 0x40008000u) << arch; // 0x8001 << 15
        RUN_OK(s, "sfpshft L2,L3,0x820,1");              // Imm12 0x820 = -2016; -(-2016) & 31 = 0 -> unchanged
        EXPECT_EQ(h_lreg(s, 2, 0), 0x40008000u) << arch;
    }
}

// BH SFPSHFT.md: ARITHMETIC (2) makes right shifts sign-extending; left shifts are unchanged.
TEST(Sfpshft, BhArithmetic)
{
    Sfpu s;
    const uint32_t x[] = {0x80000000u, 0x70000000u, 0xFFFFFFF0u, 0x80000001u};
    const uint32_t amt[] = {(uint32_t)-4, (uint32_t)-4, 2u, (uint32_t)-31};
    const uint32_t want[] = {0xF8000000u, 0x07000000u, 0xFFFFFFC0u, 0xFFFFFFFFu};
    load_lanes(s, 0, x, 4);
    load_lanes(s, 1, amt, 4);
    RUN_OK(s, "sfpshft L0,L1,0,2");
    for (unsigned i = 0; i < 4; ++i)
        EXPECT_EQ(h_lreg(s, 0, i), want[i]) << i;
    h_set_lreg(s, 4, 0x80000100u);
    RUN_OK(s, "sfpshft L4,L1,-8,3"); // ARG_IMM | ARITHMETIC
    EXPECT_EQ(h_lreg(s, 4, 0), 0xFF800001u);
}

// BH ARG_IMM_USE_VC (4, with ARG_IMM): x = LReg[VC] shifted by Imm12 into VD.
TEST(Sfpshft, BhArgImmUseVc)
{
    Sfpu s;
    h_set_lreg(s, 0, 0xDEADBEEFu);
    h_set_lreg(s, 1, 0x80000003u);
    RUN_OK(s, "sfpshft L0,L1,4,5");
    EXPECT_EQ(h_lreg(s, 0, 0), 0x00000030u);
    RUN_OK(s, "sfpshft L0,L1,-1,5"); // logical right
    EXPECT_EQ(h_lreg(s, 0, 0), 0x40000001u);
    RUN_OK(s, "sfpshft L0,L1,-1,7"); // arithmetic right
    EXPECT_EQ(h_lreg(s, 0, 0), 0xC0000001u);
    RUN_OK(s, "sfpshft L5,L15,3,5"); // constant source: (2*lane) << 3
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 5, lane), 16u * lane) << lane;
}

// BH reserved Mod1 (NonContractualBehavior, current silicon): 4 -> 0, 6 -> 2, > 7 -> Mod1 & 7.
TEST(Sfpshft, BhReservedMod1)
{
    Sfpu s;
    h_set_lreg(s, 1, (uint32_t)-4);
    h_set_lreg(s, 2, 0x77777777u);
    const struct {
        unsigned mod1;
        uint32_t want;
    } cases[] = {
        {4, 0x08000000u},  // as 0: logical by L1 (USE_VC without ARG_IMM changes nothing)
        {6, 0xF8000000u},  // as 2: arithmetic by L1
        {8, 0x08000000u},  // as 0
        {10, 0xF8000000u}, // as 2
        {13, 0x07777777u}, // as 5: L2 >> 4 (Imm12 = -4)
        {15, 0x07777777u}, // as 7: arithmetic, L2 positive
        {9, 0x08000000u},  // as 1: L0 >> 4 by Imm12
    };
    for (const auto &c : cases) {
        h_set_lreg(s, 0, 0x80000000u);
        char src[64];
        snprintf(src, sizeof src, "sfpshft L0,%s,-4,%u", (c.mod1 == 13 || c.mod1 == 15) ? "L2" : "L1", c.mod1);
        RUN_OK(s, src);
        EXPECT_EQ(h_lreg(s, 0, 0), c.want) << "Mod1 " << c.mod1;
    }
}

// WH: only ARG_IMM is defined; other Mod1 bits are reported as undefined (decision).
TEST(Sfpshft, WhReservedMod1IsUndefined)
{
    for (unsigned mod1 : {2u, 4u, 8u, 3u}) {
        Sfpu s(SFPU_ARCH_WH);
        char src[64];
        snprintf(src, sizeof src, "sfpshft L0,L1,1,%u", mod1);
        EXPECT_EQ(h_run(s, src), SFPU_ERR_UNDEFINED) << mod1;
        EXPECT_TRUE(contains(sfpu_last_error(s), "Wormhole")) << sfpu_last_error(s);
        EXPECT_TRUE(contains(sfpu_last_error(s), "SFPSHFT")) << sfpu_last_error(s);
    }
}

TEST(Sfpshft, PredicationAndVdRules)
{
    Sfpu s;
    h_set_lreg(s, 0, 1u);
    h_set_lane_flags(s, 0x0000FF00u, 0xFFFFFFFFu);
    RUN_OK(s, "sfpshft L0,L0,1,1\nsfpshft L8,L0,1,1");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), (lane >> 3) == 1 ? 2u : 1u) << lane;
    EXPECT_EQ(h_lreg(s, 8, 9), 0x3F56594Bu);
}
