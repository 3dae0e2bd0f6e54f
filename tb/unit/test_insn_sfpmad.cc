// test_insn_sfpmad.cc - SFPMAD: lanewise a * b + c through each architecture's partially fused FMA.
// Golden vectors derived by hand from tt-isa-documentation Miscellaneous/FMA/README.md (the documented
// datapath: product cut to 28 bits with a sticky bit, semi-sticky alignment, 32-bit add, normalisation,
// one round-to-nearest-even) and the SFPMAD.md pages of both archs. Each case says how it was derived.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"

namespace
{

struct Case {
    uint32_t a, b, c, bh, wh;
    const char *why;
};

// L0 = a, L1 = b, L2 = c in lanes 0..n-1; runs "sfpmad L3,L0,L1,L2,0"; checks L3 per lane.
void check_cases(sfpu_arch_t arch, const std::vector<Case> &cases)
{
    Sfpu s(arch);
    uint32_t a[SFPU_LANES] = {}, b[SFPU_LANES] = {}, c[SFPU_LANES] = {};
    for (size_t i = 0; i < cases.size(); ++i) {
        a[i] = cases[i].a;
        b[i] = cases[i].b;
        c[i] = cases[i].c;
    }
    h_set_lreg_lanes(s, 0, a);
    h_set_lreg_lanes(s, 1, b);
    h_set_lreg_lanes(s, 2, c);
    RUN_OK(s, "sfpmad L3,L0,L1,L2,0");
    for (size_t i = 0; i < cases.size(); ++i) {
        uint32_t want = arch == SFPU_ARCH_BH ? cases[i].bh : cases[i].wh;
        EXPECT_EQ(h_lreg(s, 3, (unsigned)i), want)
            << (arch == SFPU_ARCH_BH ? "BH " : "WH ") << cases[i].why << std::hex << ": got 0x" << h_lreg(s, 3, (unsigned)i);
    }
}

const std::vector<Case> k_cases = {
    // exact: 2 * 3 + 0.25 = 6.25
    {0x40000000u, 0x40400000u, 0x3E800000u, 0x40C80000u, 0x40C80000u, "2*3+0.25"},
    // -0 * 1 + -0: product zero -> the result is c when c is non-zero, else (c sign & product sign):
    // BH keeps -0, WH's zeros are always +0
    {0x80000000u, 0x3F800000u, 0x80000000u, 0x80000000u, 0x00000000u, "-0*1+-0"},
    // exact cancellation 1*1 + -1 -> zero with sign (c sign & product sign) = +0
    {0x3F800000u, 0x3F800000u, 0xBF800000u, 0x00000000u, 0x00000000u, "1*1-1"},
    // denormal inputs count as zero: denorm*2 + 1 = 1; 1*1 + denorm = 1
    {0x00400000u, 0x40000000u, 0x3F800000u, 0x3F800000u, 0x3F800000u, "denorm*2+1"},
    {0x3F800000u, 0x3F800000u, 0x00000001u, 0x3F800000u, 0x3F800000u, "1*1+denorm"},
    // denormal result: -2^-126 * 0.5 = -2^-127: BH flushes after rounding keeping the sign, WH gives +0
    {0x80800000u, 0x3F000000u, 0x00000000u, 0x80000000u, 0x00000000u, "-2^-126*0.5"},
    // ties to even: 1*1 + 2^-24 is exactly half an ulp above 1.0 -> 1.0; 1.5*2^-24 -> up
    {0x3F800000u, 0x3F800000u, 0x33800000u, 0x3F800000u, 0x3F800000u, "1+2^-24 tie down"},
    {0x3F800000u, 0x3F800000u, 0x33C00000u, 0x3F800001u, 0x3F800001u, "1+1.5*2^-24 up"},
    // (1+2^-23) + 2^-24: a tie with an odd mantissa -> up to 1+2^-22
    {0x3F800000u, 0x3F800001u, 0x33800000u, 0x3F800002u, 0x3F800002u, "tie to even, odd"},
    // partial fusion: (1+2^-23)^2 - 1 = 2^-22 + 2^-46 exactly; the product keeps 28 bits + sticky, the
    // cancellation shifts the sticky bit up into the result: 2^-22 * (1 + 2^-4) = 0x34880000 (IEEE: 0x34800000)
    {0x3F800001u, 0x3F800001u, 0xBF800000u, 0x34880000u, 0x34880000u, "sticky bit exposed by cancellation"},
    // normalisation by 2 with the discarded bits 0b10: BH keeps them as sticky and rounds up to 4.5+2^-21
    // (0x40900001, also the IEEE result); the WH sticky bug drops the upper bit and ties to even: 0x40900000
    {0x3FFFFFFFu, 0x3FE00000u, 0x3F800004u, 0x40900001u, 0x40900000u, "WH normalisation sticky bug"},
    // infinities: inf*2 + 1 = +inf; 1*1 + -inf = -inf
    {0x7F800000u, 0x40000000u, 0x3F800000u, 0x7F800000u, 0x7F800000u, "inf*2+1"},
    {0x3F800000u, 0x3F800000u, 0xFF800000u, 0xFF800000u, 0xFF800000u, "1*1-inf"},
    // product overflow is not fused away: 2^127 * 4 + -2^127 = +inf (2^128 alone overflows)
    {0x7F000000u, 0x40800000u, 0xFF000000u, 0x7F800000u, 0x7F800000u, "overflowing product"},
    // ... but against -inf: BH returns the infinite addend, WH makes it NaN (p_sign | 0x7F800001, then the
    // equal magnitudes cancel to nothing more)
    {0x7F000000u, 0x40800000u, 0xFF800000u, 0xFF800000u, 0x7F800001u, "overflowing product - inf"},
    // invalid: inf * 0 -> NaN (BH canonical 0x7FC00000; WH p_sign | 0x7F800001)
    {0x7F800000u, 0x00000000u, 0x3F800000u, 0x7FC00000u, 0x7F800001u, "inf*0"},
    // inf - inf
    {0x7F800000u, 0x3F800000u, 0xFF800000u, 0x7FC00000u, 0x7F800001u, "inf-inf"},
    // NaN * 1 + 0: BH canonical; WH 0x7F800001 (the product exponent clamps to 255 and overflows again)
    {0x7FC00000u, 0x3F800000u, 0x00000000u, 0x7FC00000u, 0x7F800001u, "NaN*1"},
    // 1 * 1 + -NaN: WH takes the sign from the NaN addend
    {0x3F800000u, 0x3F800000u, 0xFFC00000u, 0x7FC00000u, 0xFF800001u, "1*1+-NaN"},
    // largest finite: max * 1 + 0 = max; overflow by rounding: max + half ulp -> inf
    {0x7F7FFFFFu, 0x3F800000u, 0x00000000u, 0x7F7FFFFFu, 0x7F7FFFFFu, "max*1"},
    {0x7F7FFFFFu, 0x3F800000u, 0x73000000u, 0x7F800000u, 0x7F800000u, "max + half ulp rounds to inf"},
    // smallest normal survives: 2^-126 * 1 + 0
    {0x00800000u, 0x3F800000u, 0x00000000u, 0x00800000u, 0x00800000u, "min normal"},
    // exponent 0 before rounding (FMA/README fma_model_bh / fma_model_wh; spec digest 6.6). (2^-126 + 2^-149) *
    // (1 - 2^-23): mantissas 0x800001 * 0xFFFFFE = 0x7FFFFFFFFFFE, cut to 0x7FFFFFF (>> 20, sticky 1), product
    // exponent 1 + 126 - 127 = 0, leading one at bit 26 (n = 0). BH: exponent <= 0 shifts one more bit,
    // 0x3FFFFFF, mantissa field 0x7FFFFF, low bits 7 round up to 0x00800000. WH: r_e = 0 is not below 0, so no
    // flush before rounding and no extra shift: field 0x7FFFFF, low bits 7 round up to 0x00800000, which has a
    // non-zero exponent and is kept (with the sign: the negative case gives 0x80800000 on both).
    {0x00800001u, 0x3F7FFFFEu, 0x00000000u, 0x00800000u, 0x00800000u, "exponent 0 rounds up to 2^-126"},
    {0x80800001u, 0x3F7FFFFEu, 0x00000000u, 0x80800000u, 0x80800000u, "-exponent 0 rounds up to -2^-126"},
    // 2^-126 * (1 - 2^-24): 0x800000 * 0xFFFFFF = 0x7FFFFF800000, cut to 0x7FFFFF8 (no sticky), exponent 0.
    // BH: one more bit of shift, 0x3FFFFFC: field 0x7FFFFF, low bits 4 with an odd field round up to 0x00800000.
    // WH: no extra shift: field 0x7FFFFF, low bits 0, no rounding; the exponent stays 0: flushed to +0.
    {0x00800000u, 0x3F7FFFFFu, 0x00000000u, 0x00800000u, 0x00000000u, "exponent 0: only BH's extra shift rounds up"},
    // a product that underflows on its own returns c unchanged: 2^-100 * 2^-100 + 3
    {0x0D800000u, 0x0D800000u, 0x40400000u, 0x40400000u, 0x40400000u, "underflowing product"},
    // signs: -2 * 3 + 1 = -5
    {0xC0000000u, 0x40400000u, 0x3F800000u, 0xC0A00000u, 0xC0A00000u, "-2*3+1"},
};

} // namespace

TEST(Sfpmad, GoldenVectorsBlackhole) { check_cases(SFPU_ARCH_BH, k_cases); }
TEST(Sfpmad, GoldenVectorsWormhole) { check_cases(SFPU_ARCH_WH, k_cases); }

// BH Mod1 NEGATE_VB (1) / NEGATE_VC (2): VD = +-(VA*VB) +- VC
TEST(Sfpmad, BlackholeNegateModifiers)
{
    Sfpu s(SFPU_ARCH_BH);
    h_set_lreg(s, 0, 0x40000000u); // 2
    h_set_lreg(s, 1, 0x40400000u); // 3
    h_set_lreg(s, 2, 0x3F800000u); // 1
    RUN_OK(s, "sfpmad L3,L0,L1,L2,1\nsfpmad L4,L0,L1,L2,2\nsfpmad L5,L0,L1,L2,3");
    EXPECT_EQ(h_lreg(s, 3, 0), 0xC0A00000u); // -6 + 1 = -5
    EXPECT_EQ(h_lreg(s, 4, 0), 0x40A00000u); // 6 - 1 = 5
    EXPECT_EQ(h_lreg(s, 5, 9), 0xC0E00000u); // -6 - 1 = -7
}

TEST(Sfpmad, WormholeNegateBitsAreUndefined)
{
    Sfpu s(SFPU_ARCH_WH);
    EXPECT_EQ(h_run(s, "sfpmad L3,L0,L1,L2,1"), SFPU_ERR_UNDEFINED);
    EXPECT_TRUE(contains(h_message(), "Blackhole only")) << h_message();
}

// INDIRECT_VA (4): VA = LReg[7] & 15 per lane; INDIRECT_VD (8): VD = LReg[7] & 15 per lane (< 8 written)
TEST(Sfpmad, IndirectVaAndVd)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        uint32_t sel[SFPU_LANES];
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            sel[l] = l % 2 ? 1u : 10u; // odd lanes: LReg1, even: LReg10 (1.0)
        h_set_lreg_lanes(s, 7, sel);
        h_set_lreg(s, 1, 0x40400000u); // 3
        h_set_lreg(s, 2, 0x40000000u); // 2
        RUN_OK(s, "sfpmad L3,L0,L2,L9,4"); // a = LReg[sel] * 2 + 0
        EXPECT_EQ(h_lreg(s, 3, 0), 0x40000000u);
        EXPECT_EQ(h_lreg(s, 3, 1), 0x40C00000u);
        // INDIRECT_VD: odd lanes write LReg1, even lanes LReg10 (a constant: not written)
        RUN_OK(s, "sfpmad L3,L2,L2,L9,8"); // 4.0
        EXPECT_EQ(h_lreg(s, 1, 1), 0x40800000u);
        EXPECT_EQ(h_lreg(s, 1, 0), 0x40400000u) << "even lanes went to LReg10";
        EXPECT_EQ(h_lreg(s, 10, 0), 0x3F800000u);
        EXPECT_EQ(h_lreg(s, 3, 0), 0x40000000u) << "VD itself untouched";
    }
}

// Lane predication and ROW_MASK keep disabled lanes; VD 8..11 are not written.
TEST(Sfpmad, PredicationAndVdRules)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lreg(s, 0, 0x40000000u);
        h_set_lreg(s, 3, 0x12345678u);
        h_set_lane_flags(s, 0x0000FFFFu, 0xFFFFFFFFu); // lanes 16..31 disabled
        mask_row(s, 0);                                 // lanes 0..7 disabled
        RUN_OK(s, "sfpmad L3,L0,L0,L9,0");
        EXPECT_EQ(h_lreg(s, 3, 3), 0x12345678u);
        EXPECT_EQ(h_lreg(s, 3, 9), 0x40800000u);
        EXPECT_EQ(h_lreg(s, 3, 20), 0x12345678u);
        RUN_OK(s, "sfpmad L9,L0,L0,L9,0");
        EXPECT_EQ(h_lreg(s, 9, 9), 0u) << "LReg9 is a constant (VD 8..11 not written)";
    }
}
