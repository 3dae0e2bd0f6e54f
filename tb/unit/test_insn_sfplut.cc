// test_insn_sfplut.cc - SFPLUT: VD = Lut8(coeff[15:8]) * |LReg[3]| + Lut8(coeff[7:0]), coeff = LReg[0], [1]
// or [2] for |LReg[3]| < 1, < 2, >= 2; Mod0 4 SGN_RETAIN, 8 INDIRECT_VD.
// Golden vectors derived by hand from {BlackholeA0,WormholeB0}/TensixTile/TensixCoprocessor/SFPLUT.md (the
// functional model and its Lut8ToFp32 table) and, for the a * b + c step, Miscellaneous/FMA/README.md.
// Lut8 codes used below (sign, 3-bit E, 4-bit M = +-1.M * 2^-E; 0xFF = 0):
//   0x00 = 1.0, 0x01 = 1.0625, 0x0F = 1.9375, 0x10 = 0.5, 0x20 = 0.25, 0x80 = -1.0, 0xFF = +0.
#include <gtest/gtest.h>

#include <vector>

#include "harness.h"
#include "test_util.h"

namespace
{

const sfpu_arch_t k_archs[] = {SFPU_ARCH_BH, SFPU_ARCH_WH};
const char *arch_name(sfpu_arch_t a)
{
    return a == SFPU_ARCH_BH ? "BH" : "WH";
}

struct Lane {
    uint32_t l3, want;
    const char *why;
};

// LReg[0..2] = coefficient words (all lanes), LReg[3] per lane, runs `src`, checks LReg[vd] per lane.
void check(sfpu_arch_t arch, uint32_t l0, uint32_t l1, uint32_t l2, const std::vector<Lane> &lanes, const char *src,
           unsigned vd)
{
    Sfpu s(arch);
    h_set_lreg(s, 0, l0);
    h_set_lreg(s, 1, l1);
    h_set_lreg(s, 2, l2);
    uint32_t l3[SFPU_LANES] = {};
    for (size_t i = 0; i < lanes.size(); ++i)
        l3[i] = lanes[i].l3;
    h_set_lreg_lanes(s, 3, l3);
    RUN_OK(s, src);
    for (size_t i = 0; i < lanes.size(); ++i)
        EXPECT_EQ(h_lreg(s, vd, (unsigned)i), lanes[i].want) << arch_name(arch) << " lane " << i << ": " << lanes[i].why
                                                             << std::hex << " got 0x" << h_lreg(s, vd, (unsigned)i);
}

// L0 = {a 0.5, c 1.0}, L1 = {a 1.0, c 0.25}, L2 = {a -1.0, c 1.0625}
const uint32_t T0 = 0x1000u, T1 = 0x0020u, T2 = 0x8001u;

} // namespace

// SFPLUT.md table: the magnitude of LReg[3] picks LReg[0] (< 1.0), LReg[1] (< 2.0) or LReg[2] (>= 2.0),
// including the boundaries, negative inputs (|x|), zero, denormals (b < 1, and read as 0 by the FMA) and
// infinity (>= 2). Same on both archs (no rounding difference in these cases).
TEST(Sfplut, TableSelectionByMagnitude)
{
    const std::vector<Lane> lanes = {
        {0x3F000000u, 0x3FA00000u, "0.5 -> L0: 0.5*0.5+1 = 1.25"},
        // 0.5 * (1 - 2^-24) + 1 = 1.5 - 2^-25: a quarter ulp below 1.5 -> 1.5
        {0x3F7FFFFFu, 0x3FC00000u, "just below 1 -> L0: rounds to 1.5"},
        {0x3F800000u, 0x3FA00000u, "1.0 -> L1: 1+0.25 = 1.25"},
        {0xBFC00000u, 0x3FE00000u, "-1.5 -> L1 (|x|): 1.5+0.25 = 1.75"},
        // (2 - 2^-23) + 0.25: half an ulp (2^-22) below 2.25, odd mantissa -> ties to even = 2.25
        {0x3FFFFFFFu, 0x40100000u, "just below 2 -> L1: tie to 2.25"},
        {0x40000000u, 0xBF700000u, "2.0 -> L2: -2+1.0625 = -0.9375"},
        {0xC0400000u, 0xBFF80000u, "-3.0 -> L2: -3+1.0625 = -1.9375"},
        {0x7F800000u, 0xFF800000u, "+inf -> L2: -inf+1.0625 = -inf"},
        {0x00000000u, 0x3F800000u, "+0 -> L0: 0.5*0+1 = 1"},
        {0x80000000u, 0x3F800000u, "-0 -> L0: 1"},
        {0x00000001u, 0x3F800000u, "denormal -> L0, read as 0: 1"},
        {0x807FFFFFu, 0x3F800000u, "-denormal -> L0: 1"},
    };
    for (sfpu_arch_t a : k_archs)
        check(a, T0, T1, T2, lanes, "sfplut L4,0", 4);
}

// Mod0 SGN_RETAIN (4): the result's sign bit becomes LReg[3]'s (SFPLUT.md: copysign(d, l3)); without it
// the sign comes from the arithmetic only (|LReg[3]| is used).
TEST(Sfplut, SignRetain)
{
    const std::vector<Lane> retain = {
        {0x3F000000u, 0x3FA00000u, "+0.5: +1.25"},
        {0xBF000000u, 0xBFA00000u, "-0.5: -1.25"},
        {0xC0400000u, 0xBFF80000u, "-3: -1.9375 stays negative"},
        {0x40400000u, 0x3FF80000u, "+3: -1.9375 becomes +1.9375"},
        {0x80000000u, 0xBF800000u, "-0: 1.0 becomes -1.0"},
        {0xFF800000u, 0xFF800000u, "-inf: -inf"},
        {0x7F800000u, 0x7F800000u, "+inf: -inf becomes +inf"},
    };
    const std::vector<Lane> update = {
        {0xBF000000u, 0x3FA00000u, "-0.5 without SGN_RETAIN: +1.25"},
        {0x40400000u, 0xBFF80000u, "+3 without SGN_RETAIN: -1.9375"},
    };
    for (sfpu_arch_t a : k_archs) {
        check(a, T0, T1, T2, retain, "sfplut L5,4", 5);
        check(a, T0, T1, T2, update, "sfplut L5,0", 5);
    }
}

// Lut8ToFp32 (SFPLUT.md): with |LReg[3]| = 0 the product is zero and the result is the addend, so the low
// byte decodes directly; with |LReg[3]| = 1 and addend 0xFF (= 0) the result is the multiplicand. Bits
// 31:16 of the coefficient register are ignored.
TEST(Sfplut, Lut8Decode)
{
    struct Code {
        uint32_t code, want;
    };
    const std::vector<Code> codes = {
        {0x00u, 0x3F800000u}, // E=0 M=0: 1.0
        {0x0Fu, 0x3FF80000u}, // E=0 M=15: 1.9375
        {0x10u, 0x3F000000u}, // E=1: 0.5
        {0x70u, 0x3C000000u}, // E=7: 2^-7 = 0.0078125
        {0x7Fu, 0x3C780000u}, // E=7 M=15: +0.0151367 (the page's only unpaired positive value)
        {0x80u, 0xBF800000u}, // -1.0
        {0xF0u, 0xBC000000u}, // -0.0078125
        {0xFEu, 0xBC700000u}, // E=7 M=14: -0.0146484
        {0xF7u, 0xBC380000u}, // E=7 M=7: -0.0112305
    };
    for (sfpu_arch_t arch : k_archs) {
        Sfpu s(arch);
        uint32_t l0[SFPU_LANES] = {}, l1[SFPU_LANES] = {}, l3[SFPU_LANES] = {};
        for (size_t i = 0; i < codes.size(); ++i) {
            l0[i] = 0xABCD1000u | codes[i].code;                // addend = code (multiplier 0x10 times 0 is 0)
            l1[i] = 0xFFFF0000u | (codes[i].code << 8) | 0xFFu; // multiplier = code, addend 0
            l3[i] = 0;
        }
        h_set_lreg_lanes(s, 0, l0);
        h_set_lreg_lanes(s, 1, l1);
        h_set_lreg_lanes(s, 3, l3);
        RUN_OK(s, "sfplut L4,0");
        for (unsigned i = 0; i < SFPU_LANES; ++i)
            l3[i] = 0x3F800000u; // 1.0 -> LReg[1]
        h_set_lreg_lanes(s, 3, l3);
        RUN_OK(s, "sfplut L5,0");
        for (size_t i = 0; i < codes.size(); ++i) {
            EXPECT_EQ(h_lreg(s, 4, (unsigned)i), codes[i].want) << arch_name(arch) << " addend code " << codes[i].code;
            EXPECT_EQ(h_lreg(s, 5, (unsigned)i), codes[i].want)
                << arch_name(arch) << " multiplier code " << codes[i].code;
        }
        // 0xFF is +0 in both positions: 0 * 1 + 0 = +0
        h_set_lreg(s, 1, 0xFFFFu);
        RUN_OK(s, "sfplut L6,0");
        EXPECT_EQ(h_lreg(s, 6, 0), 0u) << arch_name(arch);
    }
}

// The multiply-add is the MAD unit's single-rounding FMA (SFPLUT.md "as per SFPMAD"; FMA README):
//   1.0625 * (1 + 2^-23) + 1 = 2 + 2^-4 + 2^-23 + 2^-27: above half an ulp (2^-23 of 2^-22) -> up, 0x40040001
//   1 * (1 + 2^-23) + 1 = 2 + 2^-23: exactly half an ulp, even mantissa -> 2.0
//   1 * (1 + 3*2^-23) + 1 = 2 + 2^-22 + 2^-23: tie with odd mantissa -> 2 + 2^-21 = 0x40000002
// (the product's 2^-27 bit survives the 28-bit product cut, the one-bit normalisation keeps it as sticky on
// both archs, so BH and WH agree).
TEST(Sfplut, RoundingThroughTheFma)
{
    for (sfpu_arch_t arch : k_archs) {
        Sfpu s(arch);
        const uint32_t l1[3] = {0x0100u, 0x0000u, 0x0000u};
        const uint32_t l3[3] = {0x3F800001u, 0x3F800001u, 0x3F800003u};
        load_lanes(s, 1, l1, 3);
        load_lanes(s, 3, l3, 3);
        RUN_OK(s, "sfplut L4,0");
        EXPECT_EQ(h_lreg(s, 4, 0), 0x40040001u) << arch_name(arch);
        EXPECT_EQ(h_lreg(s, 4, 1), 0x40000000u) << arch_name(arch);
        EXPECT_EQ(h_lreg(s, 4, 2), 0x40000002u) << arch_name(arch);
    }
}

// Special values through each arch's FMA (FMA README): NaN results are 0x7FC00000 on BH and
// sign | 0x7F800001 on WH; SGN_RETAIN then sets the sign bit even of a NaN or a zero.
TEST(Sfplut, SpecialValuesPerArch)
{
    struct Sp {
        uint32_t l2, l3;
        const char *src;
        uint32_t bh, wh;
        const char *why;
    };
    const std::vector<Sp> cases = {
        {0x00FFu, 0x7FC00000u, "sfplut L4,0", 0x7FC00000u, 0x7F800001u, "1 * NaN + 0"},
        {0x00FFu, 0xFFC00000u, "sfplut L4,0", 0x7FC00000u, 0x7F800001u, "1 * |-NaN| + 0"},
        {0x00FFu, 0xFFC00000u, "sfplut L4,4", 0xFFC00000u, 0xFF800001u, "NaN result, sign retained from -NaN"},
        {0xFF00u, 0x7F800000u, "sfplut L4,0", 0x7FC00000u, 0x7F800001u, "0 * inf + 1: invalid"},
        {0x0FFFu, 0x7F7FFFFFu, "sfplut L4,0", 0x7F800000u, 0x7F800000u, "1.9375 * max overflows to +inf"},
        {0x0FFFu, 0x7F000000u, "sfplut L4,0", 0x7F780000u, 0x7F780000u, "1.9375 * 2^127 stays finite"},
        {0x0080u, 0xC0000000u, "sfplut L4,0", 0x3F800000u, 0x3F800000u, "1 * 2 - 1 = 1"},
    };
    for (sfpu_arch_t arch : k_archs) {
        for (const Sp &c : cases) {
            Sfpu s(arch);
            h_set_lreg(s, 2, c.l2);
            h_set_lreg(s, 3, c.l3);
            RUN_OK(s, c.src);
            EXPECT_EQ(h_lreg(s, 4, 0), arch == SFPU_ARCH_BH ? c.bh : c.wh)
                << arch_name(arch) << " " << c.why << std::hex << " got 0x" << h_lreg(s, 4, 0);
        }
        // exact cancellation 1 * 1 - 1 = +0 on both archs; SGN_RETAIN with LReg[3] = -1 gives -0
        Sfpu s(arch);
        h_set_lreg(s, 1, 0x0080u);
        h_set_lreg(s, 3, 0xBF800000u);
        RUN_OK(s, "sfplut L4,0\nsfplut L5,4");
        EXPECT_EQ(h_lreg(s, 4, 0), 0x00000000u) << arch_name(arch);
        EXPECT_EQ(h_lreg(s, 5, 0), 0x80000000u) << arch_name(arch);
    }
}

// Mod0 INDIRECT_VD (8): each lane writes LReg[LReg[7] & 15] (SFPLUT.md); 8..15 write nothing; LReg[7]
// and LReg[3] are read before the write, so they can be destinations too.
TEST(Sfplut, IndirectVd)
{
    for (sfpu_arch_t arch : k_archs) {
        Sfpu s(arch);
        const uint32_t marker = 0x5A5A5A5Au;
        for (unsigned r : {1u, 2u, 4u, 5u, 6u})
            h_set_lreg(s, r, marker);
        h_set_lreg(s, 0, T0);
        h_set_lreg(s, 3, 0x3F000000u); // 0.5 -> L0 -> 1.25 everywhere
        const uint32_t l7[7] = {1u, 2u, 9u, 0x15u, 7u, 3u, 0u};
        load_lanes(s, 7, l7, 7);  // lanes 6..31: L7 = 0 -> write L0
        RUN_OK(s, "sfplut L6,8"); // VD field 6 is ignored
        const uint32_t r = 0x3FA00000u;
        EXPECT_EQ(h_lreg(s, 1, 0), r);
        EXPECT_EQ(h_lreg(s, 6, 0), marker) << "VD field ignored";
        EXPECT_EQ(h_lreg(s, 2, 1), r);
        for (unsigned reg = 0; reg < 8; ++reg) { // lane 2: LReg[9] is not writable -> nothing changes
            uint32_t before = reg == 0 ? T0 : reg == 3 ? 0x3F000000u : reg == 7 ? 9u : marker;
            EXPECT_EQ(h_lreg(s, reg, 2), before) << "lane 2 reg " << reg;
        }
        EXPECT_EQ(h_lreg(s, 5, 3), r) << "0x15 & 15 = 5";
        EXPECT_EQ(h_lreg(s, 7, 4), r) << "LReg[7] as its own destination";
        EXPECT_EQ(h_lreg(s, 3, 5), r) << "LReg[3] as destination";
        EXPECT_EQ(h_lreg(s, 0, 6), r);
        EXPECT_EQ(h_lreg(s, 0, 31), r);
        EXPECT_EQ(h_lreg(s, 1, 31), marker);

        // SGN_RETAIN combines with INDIRECT_VD (Mod0 = 12). (VD = 16, which would bypass INDIRECT_VD, is
        // not encodable in the 4-bit field: LReg[16] is only an SFPLOADMACRO destination.)
        Sfpu t(arch);
        h_set_lreg(t, 0, T0);
        h_set_lreg(t, 3, 0xBF000000u);
        h_set_lreg(t, 7, 2u);
        RUN_OK(t, "sfplut L1,12");
        EXPECT_EQ(h_lreg(t, 2, 0), 0xBFA00000u);
        EXPECT_EQ(h_lreg(t, 1, 0), 0u);
    }
}

// VD rules (spec digest 1.4, SFPLUT.md): VD 8..11 are not written; VD 12..15 with
// DISABLE_BACKDOOR_LOAD = 0 load the word as a LOADMACRO template (the page gates the instruction with
// "VD < 12 || DISABLE_BACKDOOR_LOAD"); with the bit set the instruction runs and writes nothing.
TEST(Sfplut, VdRulesAndBackdoor)
{
    for (sfpu_arch_t arch : k_archs) {
        Sfpu s(arch);
        h_set_lreg(s, 0, T0);
        h_set_lreg(s, 3, 0x3F000000u);
        uint32_t before[17][SFPU_LANES];
        for (unsigned r = 0; r < 17; ++r)
            for (unsigned l = 0; l < SFPU_LANES; ++l)
                before[r][l] = h_lreg(s, r, l);
        RUN_OK(s, "sfplut L8,0\nsfplut L9,0\nsfplut L10,4\nsfplut L11,0");
        for (unsigned r = 0; r < 17; ++r)
            for (unsigned l = 0; l < SFPU_LANES; ++l)
                ASSERT_EQ(h_lreg(s, r, l), before[r][l]) << arch_name(arch) << ": VD 8..11 wrote LReg " << r;

        uint32_t w = h_word(arch, "sfplut L13,0");
        ASSERT_EQ(w, 0x73D00000u);
        ASSERT_EQ(sfpu_exec(s, w), SFPU_OK) << sfpu_last_error(s);
        EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 5 * 4 + 1), w) << arch_name(arch);
        EXPECT_EQ(h_lreg(s, 13, 5), 0xBF2CC4C7u) << "LReg[13] untouched";

        Sfpu t(arch);
        lane_config_all(t, 2u); // DISABLE_BACKDOOR_LOAD
        ASSERT_EQ(sfpu_exec(t, w), SFPU_OK) << sfpu_last_error(t);
        EXPECT_EQ(h_reg(t, SFPU_REG_LM_TEMPLATE, 1), 0u);
        EXPECT_EQ(h_lreg(t, 13, 0), 0xBF2CC4C7u);
    }
}

// Lane predication (VectorUnit.md LaneEnabled): disabled lanes keep their value, by flags and by ROW_MASK,
// also with INDIRECT_VD.
TEST(Sfplut, Predication)
{
    for (sfpu_arch_t arch : k_archs) {
        Sfpu s(arch);
        h_set_lreg(s, 0, T0);
        h_set_lreg(s, 3, 0x3F000000u);
        h_set_lreg(s, 4, 0x11111111u);
        h_set_lreg(s, 7, 4u);
        h_set_lane_flags(s, 0x0000FFFFu, 0xFFFFFFFFu); // lanes 16..31 disabled
        mask_row(s, 1);                                // lanes 8..15 disabled
        RUN_OK(s, "sfplut L4,0");
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            EXPECT_EQ(h_lreg(s, 4, l), l < 8 ? 0x3FA00000u : 0x11111111u) << arch_name(arch) << " lane " << l;
        h_set_lreg(s, 4, 0x11111111u);
        RUN_OK(s, "sfplut L0,8"); // indirect to L4
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            EXPECT_EQ(h_lreg(s, 4, l), l < 8 ? 0x3FA00000u : 0x11111111u) << arch_name(arch) << " indirect lane " << l;
    }
}

// Mod0 bits 0-1 are not defined on WH/BH (Grayskull's BIAS field): UndefinedBehavior, reported.
// Bits [15:0] of the word are reserved (decisions D2).
TEST(Sfplut, UndefinedEncodings)
{
    for (sfpu_arch_t arch : k_archs) {
        for (const char *src : {"sfplut L4,1", "sfplut L4,2", "sfplut L4,3", "sfplut L4,13"}) {
            Sfpu s(arch);
            EXPECT_EQ(h_run(s, src), SFPU_ERR_UNDEFINED) << arch_name(arch) << " " << src;
            EXPECT_TRUE(contains(h_message(), "Mod0")) << h_message();
            EXPECT_EQ(h_lreg(s, 4, 0), 0u) << "nothing written";
        }
        Sfpu s(arch);
        EXPECT_EQ(sfpu_exec(s, 0x73400001u), SFPU_ERR_UNDEFINED) << arch_name(arch);
    }
}
