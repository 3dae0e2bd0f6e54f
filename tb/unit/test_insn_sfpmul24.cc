// test_insn_sfpmul24.cc - SFPMUL24 (Blackhole only): low (Mod1 0) or high (Mod1 1, UPPER) 23 bits of the
// product of the low 23 bits of VA and VB; 4 INDIRECT_VA, 8 INDIRECT_VD; a non-zero VC applies the documented
// NonContractualBehavior Mul24ShiftAdd (VC = 9, the zero constant, is the default and a no-op).
// Golden vectors derived by hand from BlackholeA0/TensixTile/TensixCoprocessor/SFPMUL24.md (functional model
// and Mul24ShiftAdd), with the arithmetic written out in each comment.
#include <gtest/gtest.h>

#include <vector>

#include "harness.h"
#include "test_util.h"

namespace
{

struct Mul {
    uint32_t a, b, lo, hi;
    const char *why;
};

} // namespace

// Mod1 0 (low 23 bits) and 1 (UPPER: bits 45..23 of the 46-bit product); bits 31..23 of the operands are
// ignored. VC defaults to L9 (0): no adjustment.
TEST(Sfpmul24, LowAndHighProductBits)
{
    const std::vector<Mul> cases = {
        {3u, 5u, 15u, 0u, "3*5 = 15"},
        {1000u, 1000u, 0xF4240u, 0u, "1000^2 = 1000000"},
        // (2^23-1)^2 = 2^46 - 2^24 + 1 = (2^23 - 2) * 2^23 + 1
        {0x7FFFFFu, 0x7FFFFFu, 1u, 0x7FFFFEu, "max^2"},
        // 2^22 * 2^22 = 2^44: low bits 0, high = 2^21
        {0x400000u, 0x400000u, 0u, 0x200000u, "2^22 * 2^22"},
        // (2^23 - 1) * 2 = 2^24 - 2 = 1 * 2^23 + (2^23 - 2)
        {0x7FFFFFu, 2u, 0x7FFFFEu, 1u, "max * 2"},
        // bit 23 and above are not part of the operand: 0x800003 -> 3, 0xFF800005 -> 5
        {0x800003u, 0xFF800005u, 15u, 0u, "upper operand bits ignored"},
        {0x800000u, 0x7FFFFFu, 0u, 0u, "2^23 is 0 as an operand"},
        // FP32 1.0 (0x3F800000) has zero low 23 bits: an integer multiply, not a float one
        {0x3F800000u, 0x40400000u, 0u, 0u, "float bit patterns: mantissas 0"},
    };
    Sfpu s(SFPU_ARCH_BH);
    uint32_t a[SFPU_LANES] = {}, b[SFPU_LANES] = {};
    for (size_t i = 0; i < cases.size(); ++i) {
        a[i] = cases[i].a;
        b[i] = cases[i].b;
    }
    h_set_lreg_lanes(s, 0, a);
    h_set_lreg_lanes(s, 1, b);
    RUN_OK(s, "sfpmul24 L2,L0,L1,0\nsfpmul24 L3,L0,L1,1\nsfpmul24 L4,L1,L0,1");
    for (size_t i = 0; i < cases.size(); ++i) {
        EXPECT_EQ(h_lreg(s, 2, (unsigned)i), cases[i].lo) << cases[i].why << " (low)";
        EXPECT_EQ(h_lreg(s, 3, (unsigned)i), cases[i].hi) << cases[i].why << " (high)";
        EXPECT_EQ(h_lreg(s, 4, (unsigned)i), cases[i].hi) << cases[i].why << " (commuted)";
    }
    // the assembler's default VC is L9 (SFPMUL24.md: software should use VC = 9)
    EXPECT_EQ(h_word(SFPU_ARCH_BH, "sfpmul24 L2,L0,L1,0"), 0x98001920u);
}

// VC != 0: Mul24ShiftAdd(p, LReg[VC]) (SFPMUL24.md, NonContractualBehavior of current silicon). With
// z_e = LReg[VC][30:23] (sign ignored), r_e = max(129, z_e), s = (r_e - z_e) & 31, zm = (1.M of z) << 3:
// p >>= (r_e - 129) & 31; zs = zm >> s; if zs != 0: p = (p + zs + (lost bits of zm > 0xFFFF ? 2^16 : 0)) & 0x7FFFFF.
TEST(Sfpmul24, NonContractualVcAdjustment)
{
    struct Adj {
        uint32_t p_a, p_b, mod1, z, want; // mod1: which product (0 low, 1 UPPER) is adjusted
        const char *why;
    };
    const std::vector<Adj> cases = {
        {3u, 5u, 0u, 0x00000000u, 15u, "z = 0: untouched"},
        {3u, 5u, 0u, 0x80000000u, 15u, "z = -0 (non-zero bits, z_e = 0): untouched"},
        {3u, 5u, 0u, 0x00000005u, 15u, "denormal z (z_e = 0): untouched"},
        // 1.0: z_e 127, s = 2, zs = 2^26 >> 2 = 2^24 -> masked away
        {3u, 5u, 0u, 0x3F800000u, 15u, "z = 1.0: adds 2^24, masked"},
        // z_e 129, s = 0: zs = (2^23 + 1) << 3 = 2^26 + 8 -> p + 8
        {3u, 5u, 0u, 0x40800001u, 23u, "z = 4 + ulp: p + 8"},
        {3u, 5u, 0u, 0xC0800001u, 23u, "sign of z ignored"},
        // z_e 137 (1024.0): p >>= 8, zs = 2^26 masked
        {1000u, 1000u, 0u, 0x44800000u, 0xF42u, "z = 1024: 1000000 >> 8"},
        // z_e 200: p >>= (200 - 129) & 31 = 7
        {0x7FFFFFu, 0x7FFFFFu, 1u, 0x64000000u, 0xFFFFu, "z_e 200: shift 71 & 31 = 7"},
        // z_e 110, M = 0: s = 19, zs = 2^26 >> 19 = 0x80, nothing lost
        {3u, 5u, 0u, 0x37000000u, 0x8Fu, "z_e 110: p + 0x80"},
        // z_e 110, M = all ones: zm = 0x7FFFFF8, zs = 0xFF, lost = 0x7FFF8 > 0xFFFF -> + 0x10000
        {3u, 5u, 0u, 0x377FFFFFu, 0x1010Eu, "lost bits > 0xFFFF add 2^16"},
        // z_e 102: s = 27, zs = 0 -> no add
        {3u, 5u, 0u, 0x33000001u, 15u, "z_e 102: shifted out entirely"},
        // z_e 97: s = 32 & 31 = 0 -> adds (M << 3) again
        {3u, 5u, 0u, 0x30800001u, 23u, "z_e 97: shift wraps to 0, p + 8"},
        // z_e 1: s = 128 & 31 = 0
        {3u, 5u, 0u, 0x00800001u, 23u, "z_e 1: shift wraps to 0, p + 8"},
        // carry out of 23 bits is dropped: 0x7FFFFE + 8
        {0x7FFFFFu, 2u, 0u, 0x40800001u, 6u, "sum wraps at 2^23"},
    };
    Sfpu s(SFPU_ARCH_BH);
    uint32_t a[SFPU_LANES] = {}, b[SFPU_LANES] = {}, z[SFPU_LANES] = {};
    for (size_t i = 0; i < cases.size(); ++i) {
        a[i] = cases[i].p_a;
        b[i] = cases[i].p_b;
        z[i] = cases[i].z;
    }
    h_set_lreg_lanes(s, 0, a);
    h_set_lreg_lanes(s, 1, b);
    h_set_lreg_lanes(s, 2, z);
    RUN_OK(s, "sfpmul24 L3,L0,L1,L2,0\nsfpmul24 L4,L0,L1,L2,1");
    for (size_t i = 0; i < cases.size(); ++i) {
        unsigned reg = cases[i].mod1 ? 4 : 3;
        EXPECT_EQ(h_lreg(s, reg, (unsigned)i), cases[i].want)
            << cases[i].why << std::hex << " got 0x" << h_lreg(s, reg, (unsigned)i);
    }
}

// INDIRECT_VA (4): VA = LReg[7] & 15 per lane (any of LReg[0..15], including the constants); 12 combines it
// with INDIRECT_VD; 5 and 13 add UPPER.
TEST(Sfpmul24, IndirectVaAndVd)
{
    Sfpu s(SFPU_ARCH_BH);
    h_set_lreg(s, 0, 11u);
    h_set_lreg(s, 1, 5u);
    h_set_lreg(s, 2, 3u);
    h_set_lreg(s, 3, 7u);
    // lane 0: L1 = 5; lane 1: L10 = 1.0 (low 23 bits 0); lane 2: L15 = 2*lane = 4; lane 3: 0x13 -> L3 = 7;
    // other lanes: L7 = 0 -> L0 = 11
    const uint32_t l7[4] = {1u, 10u, 15u, 0x13u};
    load_lanes(s, 7, l7, 4);
    RUN_OK(s, "sfpmul24 L4,L0,L2,4\nsfpmul24 L5,L0,L2,0\nsfpmul24 L6,L0,L2,5");
    const uint32_t want[5] = {15u, 0u, 12u, 21u, 33u};
    for (unsigned l = 0; l < 5; ++l) {
        EXPECT_EQ(h_lreg(s, 4, l), want[l]) << "lane " << l;
        EXPECT_EQ(h_lreg(s, 5, l), 33u) << "direct VA, lane " << l;
        EXPECT_EQ(h_lreg(s, 6, l), 0u) << "UPPER of a small product, lane " << l;
    }

    // Mod1 8: VD = LReg[7] & 15 per lane; 12: VA and VD both from LReg[7]
    Sfpu t(SFPU_ARCH_BH);
    h_set_lreg(t, 1, 6u);
    h_set_lreg(t, 2, 100u);
    h_set_lreg(t, 4, 0xAAAAu);
    h_set_lreg(t, 5, 0xBBBBu);
    const uint32_t t7[3] = {4u, 5u, 9u};
    load_lanes(t, 7, t7, 3); // lanes 3..31: L7 = 0 -> L0
    RUN_OK(t, "sfpmul24 L3,L1,L2,8");
    EXPECT_EQ(h_lreg(t, 4, 0), 600u);
    EXPECT_EQ(h_lreg(t, 5, 0), 0xBBBBu);
    EXPECT_EQ(h_lreg(t, 3, 0), 0u) << "VD field ignored";
    EXPECT_EQ(h_lreg(t, 5, 1), 600u);
    EXPECT_EQ(h_lreg(t, 4, 2), 0xAAAAu) << "LReg[9]: nothing written";
    EXPECT_EQ(h_lreg(t, 5, 2), 0xBBBBu);
    EXPECT_EQ(h_lreg(t, 0, 3), 600u);
    Sfpu u(SFPU_ARCH_BH);
    h_set_lreg(u, 2, 3u);
    h_set_lreg(u, 5, 0x100u);
    h_set_lreg(u, 7, 5u); // VA = L5, VD = L5
    RUN_OK(u, "sfpmul24 L0,L1,L2,12");
    EXPECT_EQ(h_lreg(u, 5, 0), 0x300u) << "12: L5 * L2 -> L5";
    EXPECT_EQ(h_lreg(u, 0, 0), 0u) << "VD field ignored";
    RUN_OK(u, "sfpmul24 L6,L1,L2,13");
    EXPECT_EQ(h_lreg(u, 5, 0), 0u) << "13: UPPER of 0x300 * 3 is 0, written to L5";
    EXPECT_EQ(h_lreg(u, 6, 0), 0u);
}

// VD rules: VD 8..11 not written; VD 12..15 backdoor-load a template (DISABLE_BACKDOOR_LOAD = 0).
// Predication: flags and ROW_MASK.
TEST(Sfpmul24, VdRulesBackdoorAndPredication)
{
    Sfpu s(SFPU_ARCH_BH);
    h_set_lreg(s, 0, 3u);
    h_set_lreg(s, 1, 5u);
    RUN_OK(s, "sfpmul24 L8,L0,L1,0\nsfpmul24 L11,L0,L1,1");
    EXPECT_EQ(h_lreg(s, 8, 0), 0x3F56594Bu);
    EXPECT_EQ(h_lreg(s, 11, 0), 0xBF800000u);
    uint32_t w = h_word(SFPU_ARCH_BH, "sfpmul24 L12,L0,L1,0");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK) << sfpu_last_error(s);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0), w);
    EXPECT_EQ(h_lreg(s, 12, 0), 0x37800000u);

    h_set_lane_flags(s, 0xFFFFFFF0u, 0xFFFFFFFFu); // lanes 0..3 disabled
    mask_row(s, 2);                                // lanes 16..23 disabled
    h_set_lreg(s, 2, 0xCCu);
    RUN_OK(s, "sfpmul24 L2,L0,L1,0");
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        bool on = l >= 4 && !(l >= 16 && l < 24);
        EXPECT_EQ(h_lreg(s, 2, l), on ? 15u : 0xCCu) << "lane " << l;
    }
}

// Mod1 bit 1 is not defined by SFPMUL24.md (UPPER 1, INDIRECT_VA 4, INDIRECT_VD 8): UndefinedBehavior.
// SFPMUL24 does not exist on Wormhole (opcode 0x98 is BH only).
TEST(Sfpmul24, UndefinedEncodings)
{
    for (const char *src : {"sfpmul24 L2,L0,L1,2", "sfpmul24 L2,L0,L1,3", "sfpmul24 L2,L0,L1,14"}) {
        Sfpu s(SFPU_ARCH_BH);
        EXPECT_EQ(h_run(s, src), SFPU_ERR_UNDEFINED) << src;
        EXPECT_TRUE(contains(h_message(), "Mod1")) << h_message();
    }
    Sfpu w(SFPU_ARCH_WH);
    EXPECT_NE(sfpu_exec(w, 0x98001920u), SFPU_OK);
    EXPECT_NE(h_run(w, "sfpmul24 L2,L0,L1,0"), SFPU_OK);
}
