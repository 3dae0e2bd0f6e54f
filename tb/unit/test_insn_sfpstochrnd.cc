// test_insn_sfpstochrnd.cc - SFP_STOCH_RND: FP32 precision reduction, FP32 -> int, int -> int; nearest /
// stochastic (PRNG pinned, LFSR steps by hand) / BH toward-zero with its documented bugs.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"

namespace
{
// Puts in[i] in LReg[1] lane i, runs `src`, and checks LReg[0] lane i against want[i].
void check_lanes(sfpu_arch_t arch, const char *src, const uint32_t *in, const uint32_t *want, unsigned n)
{
    Sfpu s(arch);
    uint32_t v[SFPU_LANES] = {};
    for (unsigned i = 0; i < n; ++i)
        v[i] = in[i];
    h_set_lreg_lanes(s, 1, v);
    ASSERT_EQ(h_run(s, src), SFPU_OK) << h_message();
    for (unsigned i = 0; i < n; ++i)
        EXPECT_EQ(h_lreg(s, 0, i), want[i]) << src << " arch " << arch << " lane " << i << " in 0x" << std::hex
                                            << in[i];
}
void set_prng(sfpu_t *s, unsigned lane, uint32_t v) { ASSERT_EQ(sfpu_set_reg(s, SFPU_REG_PRNG, lane, v), SFPU_OK); }
} // namespace

// FloatFloat, round to nearest (PRNGBits = 0x400000): FP16A keeps 10 mantissa bits (ties at 0x1000
// round away from zero, >= in the model), FP16B keeps 7 (tie 0x8000). Zero/denormal -> +0,
// +-NaN -> +-Inf, a carry can reach the exponent (max finite -> +Inf). Same on both archs.
TEST(Sfpstochrnd, FloatFloatNearest)
{
    const uint32_t in[] = {0x3F801000u, 0x3F800FFFu, 0xBF801000u, 0x80000000u, 0x00400000u, 0x807FFFFFu,
                           0x7F800000u, 0x7FC00001u, 0xFFC00000u, 0x3FFFF000u, 0x7F7FFFFFu, 0x3F808000u};
    const uint32_t a[] = {0x3F802000u, 0x3F800000u, 0xBF802000u, 0u,          0u,          0u,
                          0x7F800000u, 0x7F800000u, 0xFF800000u, 0x40000000u, 0x7F800000u, 0x3F808000u};
    const uint32_t b[] = {0x3F800000u, 0x3F800000u, 0xBF800000u, 0u,          0u,          0u,
                          0x7F800000u, 0x7F800000u, 0xFF800000u, 0x40000000u, 0x7F800000u, 0x3F810000u};
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        check_lanes(arch, "sfp_stoch_rnd L0,L1,L1,0,0,0", in, a, 12);
        check_lanes(arch, "sfp_stoch_rnd L0,L1,L1,0,1,0", in, b, 12);
    }
    const uint32_t in2[] = {0x3F807FFFu, 0xC0008000u};
    const uint32_t b2[] = {0x3F800000u, 0xC0010000u};
    check_lanes(SFPU_ARCH_BH, "sfp_stoch_rnd L0,L1,L1,0,1,0", in2, b2, 2);
}

// FloatFloat stochastic (BH RoundingMode 1, WH StochasticRounding 1): PRNGBits = state & 0x7FFFFF,
// FP16A rounds up if discarded >= PRNGBits >> 10. The >= bug rounds an exact value up when the bits
// are 0 (lane 2).
TEST(Sfpstochrnd, FloatFloatStochasticPinned)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t prng[] = {0x00001234u, 0x00001234u, 0x00000000u, 0x807FFFFFu,
                                 0xFF7FFFFFu, 0x00400000u, 0x003FFFFFu};
        const uint32_t in[] = {0x3F800004u, 0x3F800003u, 0x3F800000u, 0x3F801FFEu,
                               0x3F801FFFu, 0x3F801000u, 0x3F800FFFu};
        // thresholds: 4, 4, 0, 0x1FFF, 0x1FFF, 0x1000, 0xFFF
        const uint32_t want[] = {0x3F802000u, 0x3F800000u, 0x3F802000u, 0x3F800000u,
                                 0x3F802000u, 0x3F802000u, 0x3F802000u};
        uint32_t v[SFPU_LANES] = {};
        for (unsigned i = 0; i < 7; ++i) {
            v[i] = in[i];
            set_prng(s, i, prng[i]);
        }
        h_set_lreg_lanes(s, 1, v);
        RUN_OK(s, "sfp_stoch_rnd L0,L1,L1,0,0,1");
        for (unsigned i = 0; i < 7; ++i)
            EXPECT_EQ(h_lreg(s, 0, i), want[i]) << "arch " << arch << " lane " << i;
        // LFSR steps (VectorUnit.md AdvancePRNG), by hand: taps = popcount(r & 0x80200003),
        // r' = (!parity << 31) | r >> 1.
        EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 0), 0x8000091Au); // taps 0
        EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 2), 0x80000000u); // taps 0
        EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 3), 0xC03FFFFFu); // taps 4 (bits 31, 21, 1, 0)
        EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 5), 0x80200000u); // taps 0
    }
}

// Two consecutive stochastic roundings use consecutive LFSR states: 0x00001234 (threshold 4) then
// 0x8000091A (threshold 0x91A >> 10 = 2). FP16B threshold = bits >> 7 = 0x24 for 0x1234.
TEST(Sfpstochrnd, ConsecutivePrngStates)
{
    Sfpu s;
    set_prng(s, 0, 0x00001234u);
    set_prng(s, 1, 0x00001234u);
    set_prng(s, 2, 0x00001234u);
    uint32_t v[SFPU_LANES] = {0x3F800002u, 0x3F800024u, 0x3F800023u};
    h_set_lreg_lanes(s, 1, v);
    RUN_OK(s, "sfp_stoch_rnd L0,L1,L1,0,0,1");
    EXPECT_EQ(h_lreg(s, 0, 0), 0x3F800000u); // 2 < 4
    RUN_OK(s, "sfp_stoch_rnd L0,L1,L1,0,0,1");
    EXPECT_EQ(h_lreg(s, 0, 0), 0x3F802000u); // 2 >= 2
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 0), 0xC000048Du); // 0x8000091A: taps 2 (bits 31, 1) -> MSB 1
    Sfpu t;
    set_prng(t, 1, 0x00001234u);
    set_prng(t, 2, 0x00001234u);
    h_set_lreg_lanes(t, 1, v);
    RUN_OK(t, "sfp_stoch_rnd L0,L1,L1,0,1,1");
    EXPECT_EQ(h_lreg(t, 0, 1), 0x3F810000u);
    EXPECT_EQ(h_lreg(t, 0, 2), 0x3F800000u);
}

// BH RoundingMode 2 (RND_ZERO, PRNGBits = 0x7FFFFF) with the documented bug: all-ones discarded bits
// still round away from zero. RoundingMode 3 has no case: it keeps the PRNG bits (stochastic).
TEST(Sfpstochrnd, BlackholeRoundToZeroAndMode3)
{
    const uint32_t in[] = {0x3F801FFFu, 0x3F801FFEu, 0xBF801FFEu, 0x3F80FFFFu, 0x3F80FFFEu};
    const uint32_t a[] = {0x3F802000u, 0x3F800000u, 0xBF800000u, 0x3F810000u, 0x3F80E000u};
    const uint32_t b[] = {0x3F800000u, 0x3F800000u, 0xBF800000u, 0x3F810000u, 0x3F800000u};
    check_lanes(SFPU_ARCH_BH, "sfp_stoch_rnd L0,L1,L1,0,0,2", in, a, 5);
    check_lanes(SFPU_ARCH_BH, "sfp_stoch_rnd L0,L1,L1,0,1,2", in, b, 5);
    Sfpu s;
    set_prng(s, 0, 0u); // threshold 0: rounds up
    h_set_lreg(s, 1, 0x3F800000u);
    RUN_OK(s, "sfp_stoch_rnd L0,L1,L1,0,0,3");
    EXPECT_EQ(h_lreg(s, 0, 0), 0x3F802000u);
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 0), 0x80000000u);
}

// FloatInt, nearest: columns UINT8 (2), INT8 (3), UINT16 (6), INT16 (7). exp < -1 -> 0, exp >= 16 (and
// Inf/NaN) -> max magnitude, else shift and round (ties away), clamp; sign only for INT*, never -0.
TEST(Sfpstochrnd, FloatIntNearest)
{
    struct Row {
        uint32_t in, u8, i8, u16, i16;
    } rows[] = {
        {0x40200000u, 3, 3, 3, 3},                                     // 2.5
        {0xC0200000u, 3, 0x80000003u, 3, 0x80000003u},                 // -2.5
        {0x3F000000u, 1, 1, 1, 1},                                     // 0.5
        {0x3EFFFFFFu, 0, 0, 0, 0},                                     // 0.49999997: exp -2
        {0xBECCCCCDu, 0, 0, 0, 0},                                     // -0.4: +0, not -0
        {0x3FBFFFFFu, 1, 1, 1, 1},                                     // 1.4999999
        {0x43960000u, 255, 127, 300, 300},                             // 300
        {0xC3960000u, 255, 0x8000007Fu, 300, 0x8000012Cu},             // -300
        {0x477FFF80u, 255, 127, 65535, 32767},                         // 65535.5 -> 65536 -> clamp
        {0xC7800000u, 255, 0x8000007Fu, 65535, 0x80007FFFu},           // -65536: exp 16
        {0x7F800000u, 255, 127, 65535, 32767},                         // +Inf
        {0xFFC00000u, 255, 0x8000007Fu, 65535, 0x80007FFFu},           // -NaN
        {0x80000000u, 0, 0, 0, 0},                                     // -0
        {0x00000001u, 0, 0, 0, 0},                                     // denormal
        {0xBF800000u, 1, 0x80000001u, 1, 0x80000001u},                 // -1.0
        {0x437F8000u, 255, 127, 256, 256},                             // 255.5
        {0x42FF0000u, 128, 127, 128, 128},                             // 127.5
    };
    const unsigned n = sizeof rows / sizeof rows[0];
    uint32_t in[32], u8[32], i8[32], u16[32], i16[32];
    for (unsigned i = 0; i < n; ++i) {
        in[i] = rows[i].in;
        u8[i] = rows[i].u8;
        i8[i] = rows[i].i8;
        u16[i] = rows[i].u16;
        i16[i] = rows[i].i16;
    }
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        check_lanes(arch, "sfp_stoch_rnd L0,L1,L1,0,2,0", in, u8, n);
        check_lanes(arch, "sfp_stoch_rnd L0,L1,L1,0,3,0", in, i8, n);
        check_lanes(arch, "sfp_stoch_rnd L0,L1,L1,0,6,0", in, u16, n);
        check_lanes(arch, "sfp_stoch_rnd L0,L1,L1,0,7,0", in, i16, n);
        // Mod1 bit 3 (UseImm5) is ignored by the FP32 flavours: 14 == 6, 11 == 3
        check_lanes(arch, "sfp_stoch_rnd L0,L1,L1,7,14,0", in, u16, n);
        check_lanes(arch, "sfp_stoch_rnd L0,L1,L1,7,11,0", in, i8, n);
    }
}

// FloatInt stochastic: |x| < 0.5 is always 0 (bug), exact values can round up when PRNGBits = 0 (bug).
TEST(Sfpstochrnd, FloatIntStochasticBugs)
{
    Sfpu s;
    uint32_t v[SFPU_LANES] = {0x3E800000u /* 0.25 */, 0x3F800000u /* 1.0 */, 0x3F000000u /* 0.5 */,
                              0x40200000u /* 2.5 */};
    h_set_lreg_lanes(s, 1, v);
    for (unsigned l = 0; l < 3; ++l)
        set_prng(s, l, 0u);
    set_prng(s, 3, 0x00400001u); // bits 0x400001 > 0x400000: the 2.5 tie rounds down
    RUN_OK(s, "sfp_stoch_rnd L0,L1,L1,0,3,1");
    EXPECT_EQ(h_lreg(s, 0, 0), 0u);
    EXPECT_EQ(h_lreg(s, 0, 1), 2u);
    EXPECT_EQ(h_lreg(s, 0, 2), 1u);
    EXPECT_EQ(h_lreg(s, 0, 3), 2u);
    EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 0), 0x80000000u) << "advanced although the lane ignores it";
}

// BH FloatInt RND_ZERO: 0.9999998807907, 0.9999999403954, 1.999999880791 round away (documented
// bug); neighbours round toward zero.
TEST(Sfpstochrnd, BlackholeFloatIntRoundToZeroBug)
{
    const uint32_t in[] = {0x3F7FFFFEu, 0x3F7FFFFFu, 0x3FFFFFFFu, 0x3FFFFFFEu, 0x3FC00000u, 0x3F7D70A4u,
                           0x40200000u, 0xC0200000u};
    const uint32_t want[] = {1, 1, 2, 1, 1, 0, 2, 0x80000002u};
    check_lanes(SFPU_ARCH_BH, "sfp_stoch_rnd L0,L1,L1,0,3,2", in, want, 8);
}

// IntInt with Imm5 (Mod1 bit 3): magnitude >> Imm5 with rounding, UINT8 (4) clamps to 255 and drops
// the sign, INT8 (5) clamps to +-127 and never gives -0.
TEST(Sfpstochrnd, IntIntImmediateShift)
{
    const uint32_t in[] = {1000, 6, 5, 0x80000001u, 0x800003E8u, 0x8000000Au, 0x7FFFFFFFu, 2};
    // shift 2: 250, 1.5->2, 1.25->1, 0.25->0, -250, -2.5->-3, huge, 0.5->1
    const uint32_t u8[] = {250, 2, 1, 0, 250, 3, 255, 1};
    const uint32_t i8[] = {127, 2, 1, 0, 0x8000007Fu, 0x80000003u, 127, 1};
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        check_lanes(arch, "sfp_stoch_rnd L0,L1,L1,2,12,0", in, u8, 8);
        check_lanes(arch, "sfp_stoch_rnd L0,L1,L1,2,13,0", in, i8, 8);
    }
    const uint32_t in0[] = {200, 0x80000064u};
    const uint32_t w0[] = {127, 0x80000064u};
    check_lanes(SFPU_ARCH_BH, "sfp_stoch_rnd L0,L1,L1,0,13,0", in0, w0, 2);
}

// IntInt without UseImm5: shift = LReg[VB] & 31 per lane (34 -> 2, 31, 0).
TEST(Sfpstochrnd, IntIntRegisterShift)
{
    Sfpu s(SFPU_ARCH_WH);
    uint32_t sh[SFPU_LANES] = {34, 31, 0};
    uint32_t v[SFPU_LANES] = {1000, 0x7FFFFFFFu, 77};
    h_set_lreg_lanes(s, 2, sh);
    h_set_lreg_lanes(s, 1, v);
    RUN_OK(s, "sfp_stoch_rnd L0,L2,L1,9,4,0"); // VB = L2, Imm5 ignored
    EXPECT_EQ(h_lreg(s, 0, 0), 250u);
    EXPECT_EQ(h_lreg(s, 0, 1), 1u); // (2^31 - 1) / 2^31: integer 0, fraction 0x7FFFFF -> 1
    EXPECT_EQ(h_lreg(s, 0, 2), 77u);
}

// BH IntInt RND_ZERO is wrong when the shift exceeds 22: 0x7FFFFF >> 23 and 0xFFFFFF >> 24 give 1.
TEST(Sfpstochrnd, BlackholeIntIntRoundToZeroBug)
{
    Sfpu s;
    uint32_t sh[SFPU_LANES] = {23, 22, 24, 24, 1};
    uint32_t v[SFPU_LANES] = {0x7FFFFFu, 0x7FFFFFu, 0x7FFFFFu, 0xFFFFFFu, 5};
    h_set_lreg_lanes(s, 2, sh);
    h_set_lreg_lanes(s, 1, v);
    RUN_OK(s, "sfp_stoch_rnd L0,L2,L1,0,4,2");
    EXPECT_EQ(h_lreg(s, 0, 0), 1u); // should be 0
    EXPECT_EQ(h_lreg(s, 0, 1), 1u); // 1.9999998 -> 1, correct
    EXPECT_EQ(h_lreg(s, 0, 2), 0u);
    EXPECT_EQ(h_lreg(s, 0, 3), 1u); // should be 0
    EXPECT_EQ(h_lreg(s, 0, 4), 2u); // 2.5 -> 2
}

// The PRNG advances in every enabled lane even in nearest mode and even when VD (8..11) is not
// written; disabled lanes neither write nor advance; a backdoor template load does neither.
TEST(Sfpstochrnd, PrngAdvanceRules)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            set_prng(s, l, 0x00200001u); // -> 0x80100000
        h_set_lane_flags(s, 0xFFFFFFFDu, 0xFFFFFFFFu); // lane 1 disabled
        h_set_lreg(s, 1, 0x40200000u);
        RUN_OK(s, "sfp_stoch_rnd L0,L1,L1,0,3,0");
        EXPECT_EQ(h_lreg(s, 0, 0), 3u);
        EXPECT_EQ(h_lreg(s, 0, 1), 0u);
        EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 0), 0x80100000u);
        EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 1), 0x00200001u);
        RUN_OK(s, "sfp_stoch_rnd L9,L1,L1,0,3,0");
        EXPECT_EQ(h_lreg(s, 9, 0), 0u);
        EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 0), 0x40080000u); // 0x80100000: taps 1 -> MSB 0
        uint32_t w = h_word(arch, "sfp_stoch_rnd L12,L1,L1,0,3,0");
        ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
        EXPECT_EQ(h_reg(s, SFPU_REG_PRNG, 0), 0x40080000u);
        EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0), w);
    }
}

// WH has a single StochasticRounding bit (21); bit 22 is reserved there.
TEST(Sfpstochrnd, WormholeRoundingField)
{
    Sfpu s(SFPU_ARCH_WH);
    set_prng(s, 0, 0u);
    h_set_lreg(s, 1, 0x3F800000u);
    RUN_OK(s, "sfp_stoch_rnd L0,L1,L1,0,0,1");
    EXPECT_EQ(h_lreg(s, 0, 0), 0x3F802000u);
    EXPECT_NE(h_run(s, "sfp_stoch_rnd L0,L1,L1,0,0,2"), SFPU_OK);
}
