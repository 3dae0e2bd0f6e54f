// test_insn_sfplutfp32.cc - SFPLUTFP32: VD = a * |LReg[3]| + c from a 3-entry FP32 table (Mod1 0), a 3-entry
// FP16 table (Mod1 10, always written to LReg[LReg[7] & 15]) or a 6-entry FP16 table (Mod1 2 / 3, last split
// at 3.0 / 4.0); Mod1 bit 2 SGN_RETAIN, bit 3 INDIRECT_VD.
// Golden vectors derived by hand from {BlackholeA0,WormholeB0}/TensixTile/TensixCoprocessor/SFPLUTFP32.md
// (functional model, Lut16ToFp32 and its table) and, for a * b + c, Miscellaneous/FMA/README.md.
// Lut16 codes used below (sign, 5-bit E, 10-bit M = +-1.M * 2^(E-15), E = 0 is NOT denormal, E = 31 -> +-0):
//   0x3C00 = 1.0, 0x4000 = 2.0, 0x3800 = 0.5, 0x3400 = 0.25, 0xBC00 = -1.0, 0x4200 = 3.0, 0x4400 = 4.0,
//   0xC000 = -2.0, 0x0000 = 2^-15, 0x7C00 = +0, 0xFC00 = -0.
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

// LReg[0..2], LReg[4..6] = table (all lanes), LReg[3] per lane; runs `src`; checks LReg[vd] per lane.
void check(sfpu_arch_t arch, const uint32_t tab[7], const std::vector<Lane> &lanes, const char *src, unsigned vd,
           uint32_t l7 = 0)
{
    Sfpu s(arch);
    for (unsigned r = 0; r < 7; ++r)
        if (r != 3)
            h_set_lreg(s, r, tab[r]);
    h_set_lreg(s, 7, l7);
    uint32_t l3[SFPU_LANES] = {};
    for (size_t i = 0; i < lanes.size(); ++i)
        l3[i] = lanes[i].l3;
    h_set_lreg_lanes(s, 3, l3);
    RUN_OK(s, src);
    for (size_t i = 0; i < lanes.size(); ++i)
        EXPECT_EQ(h_lreg(s, vd, (unsigned)i), lanes[i].want)
            << arch_name(arch) << " " << src << " lane " << i << ": " << lanes[i].why << std::hex << " got 0x"
            << h_lreg(s, vd, (unsigned)i);
}

// FP32 table: L0 = 2, L4 = 0.25; L1 = 3, L5 = -1; L2 = -0.5, L6 = 8
const uint32_t k_fp32[7] = {0x40000000u, 0x40400000u, 0xBF000000u, 0, 0x3E800000u, 0xBF800000u, 0x41000000u};
// FP16 3-entry: L0 = {2, 0.5}, L1 = {-1, 3}, L2 = {0.5, -0}; L4..L6 = NaN patterns that must not be read
const uint32_t k_fp16x3[7] = {0x40003800u, 0xBC004200u, 0x3800FC00u, 0, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};
// FP16 6-entry, {hi, lo}: L0 = {2, 1} L4 = {0.5, 0.25}; L1 = {3, 1} L5 = {-1, 2^-15}; L2 = {4, 1} L6 = {-2, 0.5}
const uint32_t k_fp16x6[7] = {0x40003C00u, 0x42003C00u, 0x44003C00u, 0, 0x38003400u, 0xBC000000u, 0xC0003800u};

} // namespace

// SFPLUTFP32_MOD1_FP32_3ENTRY_TABLE (Mod1 0): a = LReg[i], c = LReg[4 + i], i by |LReg[3]| < 1 / < 2 / >= 2.
TEST(Sfplutfp32, Fp32ThreeEntryTable)
{
    const std::vector<Lane> lanes = {
        {0x3F000000u, 0x3FA00000u, "0.5: 2*0.5+0.25 = 1.25"},
        {0xBFC00000u, 0x40600000u, "-1.5: 3*1.5-1 = 3.5"},
        {0x40800000u, 0x40C00000u, "4: -0.5*4+8 = 6"},
        {0x3F800000u, 0x40000000u, "1.0 -> L1: 3-1 = 2"},
        // 2 * (1 - 2^-24) + 0.25 = 2.25 - 2^-23: half an ulp below 2.25, odd mantissa -> 2.25
        {0x3F7FFFFFu, 0x40100000u, "just below 1 -> L0: tie to 2.25"},
        {0x40000000u, 0x40E00000u, "2.0 -> L2: -1+8 = 7"},
        {0x80000000u, 0x3E800000u, "-0 -> L0: 0.25"},
        {0x00000001u, 0x3E800000u, "denormal -> L0, read as 0: 0.25"},
        {0xFF800000u, 0xFF800000u, "-inf -> L2: -0.5*inf+8 = -inf"},
    };
    for (sfpu_arch_t a : k_archs)
        check(a, k_fp32, lanes, "sfplutfp32 L7,0", 7);
}

// Per-architecture FMA rounding through SFPLUTFP32 (FMA README; the same operands as the SFPMAD vectors):
//  - (2 - 2^-23) * 1.75 + (1 + 2^-21) = 4.5 + 0.5625 ulp: BH rounds up (0x40900001); the WH normalisation keeps
//    only the lowest shifted-out bit as sticky and sees a tie instead (0x40900000);
//  - (1 + 2^-23)^2 - 1 = 2^-22 + 2^-46: the product is cut to 28 bits + sticky, the cancellation exposes the
//    sticky bit: 2^-22 * (1 + 2^-4) = 0x34880000 on both;
//  - 1 * NaN + 0: BH 0x7FC00000, WH 0x7F800001.
TEST(Sfplutfp32, RoundingPerArch)
{
    for (sfpu_arch_t arch : k_archs) {
        bool bh = arch == SFPU_ARCH_BH;
        Sfpu s(arch);
        const uint32_t l1[2] = {0x3FFFFFFFu, 0x3F800001u}, l5[2] = {0x3F800004u, 0xBF800000u};
        const uint32_t l3[3] = {0x3FE00000u, 0x3F800001u, 0x7FC00000u};
        load_lanes(s, 1, l1, 2);
        load_lanes(s, 5, l5, 2);
        load_lanes(s, 3, l3, 3);
        h_set_lreg(s, 2, 0x3F800000u);
        RUN_OK(s, "sfplutfp32 L0,0");
        EXPECT_EQ(h_lreg(s, 0, 0), bh ? 0x40900001u : 0x40900000u) << arch_name(arch);
        EXPECT_EQ(h_lreg(s, 0, 1), 0x34880000u) << arch_name(arch);
        EXPECT_EQ(h_lreg(s, 0, 2), bh ? 0x7FC00000u : 0x7F800001u) << arch_name(arch);
    }
}

// SFPLUTFP32_MOD1_FP16_3ENTRY_TABLE (Mod1 10): a = Lut16(LReg[i] >> 16), c = Lut16(LReg[i]); LReg[4..6] are
// not read; the result goes to LReg[LReg[7] & 15] whatever VD says (the documented hardware bug: the mode
// value contains INDIRECT_VD). Mod1 11 (TABLE2 | INDIRECT_VD) decodes to the same mode per the functional
// model's "(Mod1 & 10) == 10"; 14 / 15 add SGN_RETAIN.
TEST(Sfplutfp32, Fp16ThreeEntryTableWritesLReg7Target)
{
    const std::vector<Lane> lanes = {
        {0x3F400000u, 0x40000000u, "0.75: 2*0.75+0.5 = 2"},
        {0x3FC00000u, 0x3FC00000u, "1.5: -1.5+3 = 1.5"},
        {0xC0C00000u, 0x40400000u, "-6: 0.5*6 + -0 = 3"},
        {0x00000000u, 0x3F000000u, "0: 0.5"},
    };
    const std::vector<Lane> retain = {
        {0x3F400000u, 0x40000000u, "0.75: 2"},
        {0xC0C00000u, 0xC0400000u, "-6: -3 with SGN_RETAIN"},
    };
    for (sfpu_arch_t a : k_archs) {
        check(a, k_fp16x3, lanes, "sfplutfp32 L6,10", 4, 4u); // VD field 6; LReg[7] = 4 -> written to L4
        check(a, k_fp16x3, lanes, "sfplutfp32 L6,11", 4, 0x14u);
        check(a, k_fp16x3, retain, "sfplutfp32 L6,14", 4, 4u);
        check(a, k_fp16x3, retain, "sfplutfp32 L6,15", 4, 4u);
        // and the VD field's register keeps its value
        Sfpu s(a);
        h_set_lreg(s, 0, 0x40003800u);
        h_set_lreg(s, 3, 0x3F400000u);
        h_set_lreg(s, 6, 0x12345678u);
        h_set_lreg(s, 7, 5u);
        RUN_OK(s, "sfplutfp32 L6,10");
        EXPECT_EQ(h_lreg(s, 6, 0), 0x12345678u) << arch_name(a);
        EXPECT_EQ(h_lreg(s, 5, 0), 0x40000000u) << arch_name(a);
    }
}

// SFPLUTFP32_MOD1_FP16_6ENTRY_TABLE1 (2) / TABLE2 (3): the low 16 bits serve [0,0.5), [1,1.5), [2,cut), the
// high 16 bits [0.5,1), [1.5,2), [cut,inf), cut = 3.0 (TABLE1) or 4.0 (TABLE2); c from LReg[4 + i].
TEST(Sfplutfp32, Fp16SixEntryTables)
{
    const std::vector<Lane> common = {
        {0x00000000u, 0x3E800000u, "0 -> L0 lo: 0.25"},
        {0x3E800000u, 0x3F000000u, "0.25 -> L0 lo: 0.25+0.25 = 0.5"},
        {0x3F000000u, 0x3FC00000u, "0.5 -> L0 hi: 1+0.5 = 1.5"},
        {0x3F400000u, 0x40000000u, "0.75 -> L0 hi: 1.5+0.5 = 2"},
        {0xBF400000u, 0x40000000u, "-0.75 -> L0 hi: 2"},
        // Lut16 E = 0 is 2^-15 (not a denormal / zero): 1 + 2^-15
        {0x3F800000u, 0x3F800100u, "1.0 -> L1 lo: 1+2^-15"},
        {0x3FA00000u, 0x3FA00100u, "1.25 -> L1 lo: 1.25+2^-15"},
        {0x3FC00000u, 0x40600000u, "1.5 -> L1 hi: 4.5-1 = 3.5"},
        {0x3FE00000u, 0x40880000u, "1.75 -> L1 hi: 5.25-1 = 4.25"},
        {0x40000000u, 0x40200000u, "2.0 -> L2 lo: 2.5"},
        {0x40200000u, 0x40400000u, "2.5 -> L2 lo: 3"},
        {0x40800000u, 0x41600000u, "4.0 -> L2 hi: 16-2 = 14"},
        {0x40A00000u, 0x41900000u, "5.0 -> L2 hi: 20-2 = 18"},
        {0x7F800000u, 0x7F800000u, "inf -> L2 hi: 4*inf-2 = inf"},
    };
    const std::vector<Lane> table1 = {
        {0x40400000u, 0x41200000u, "3.0 -> L2 hi (cut 3): 12-2 = 10"},
        {0x40600000u, 0x41400000u, "3.5 -> L2 hi: 14-2 = 12"},
        {0x407FFFFFu, 0x415FFFFFu, "4-2^-22 -> L2 hi: 4*(4-2^-22)-2 = 14-2^-20, exact"},
    };
    const std::vector<Lane> table2 = {
        {0x40400000u, 0x40600000u, "3.0 -> L2 lo (cut 4): 3.5"},
        {0x40600000u, 0x40800000u, "3.5 -> L2 lo: 4"},
        // (4 - 2^-22) + 0.5: half an ulp (2^-21) below 4.5, odd mantissa -> ties to even = 4.5
        {0x407FFFFFu, 0x40900000u, "4-2^-22 -> L2 lo: tie to 4.5"},
    };
    for (sfpu_arch_t a : k_archs) {
        check(a, k_fp16x6, common, "sfplutfp32 L7,2", 7);
        check(a, k_fp16x6, common, "sfplutfp32 L7,3", 7);
        check(a, k_fp16x6, table1, "sfplutfp32 L7,2", 7);
        check(a, k_fp16x6, table2, "sfplutfp32 L7,3", 7);
    }
}

// Mod1 SGN_RETAIN (4) with each table (4, 6, 7): the sign bit of LReg[3] replaces the result's.
TEST(Sfplutfp32, SignRetain)
{
    const std::vector<Lane> fp32 = {
        {0xBF000000u, 0xBFA00000u, "-0.5: -1.25"},
        {0x40800000u, 0x40C00000u, "+4: +6"},
        {0x80000000u, 0xBE800000u, "-0: -0.25"},
    };
    const std::vector<Lane> fp16x6 = {
        {0xBF400000u, 0xC0000000u, "-0.75: -2"},
        {0xC0400000u, 0xC0600000u, "-3 (TABLE2: L2 lo): -3.5"},
    };
    for (sfpu_arch_t a : k_archs) {
        check(a, k_fp32, fp32, "sfplutfp32 L7,4", 7);
        check(a, k_fp16x6, {fp16x6[0]}, "sfplutfp32 L7,6", 7);
        check(a, k_fp16x6, fp16x6, "sfplutfp32 L7,7", 7);
    }
}

// Lut16ToFp32 (SFPLUTFP32.md table). With |LReg[3]| = 1 (6-entry table, LReg[1] low half) and addend +0 the
// result is the multiplier; with |LReg[3]| = 0 (LReg[0]/LReg[4] low halves) it is the addend. E = 31 codes
// become FP32 zeros or denormals, which the FMA reads as zero.
TEST(Sfplutfp32, Lut16Decode)
{
    struct Code {
        uint32_t code, want;
    };
    const std::vector<Code> codes = {
        {0x3C00u, 0x3F800000u}, // 1.0
        {0x0000u, 0x38000000u}, // E=0 M=0: 2^-15, not zero
        {0x8000u, 0xB8000000u}, // -2^-15, not -0
        {0x03FFu, 0x387FE000u}, // E=0 M=0x3FF: 1.999 * 2^-15, not an FP16 denormal
        {0x7BFFu, 0x477FE000u}, // 65504
        {0xFBFFu, 0xC77FE000u}, // -65504
        {0x4D00u, 0x41A00000u}, // E=19 M=0x100: 20
    };
    for (sfpu_arch_t arch : k_archs) {
        Sfpu s(arch);
        uint32_t l1[SFPU_LANES] = {}, l4[SFPU_LANES] = {};
        for (size_t i = 0; i < codes.size(); ++i) {
            l1[i] = 0xDEAD0000u | codes[i].code; // high half only used for |x| >= 1.5
            l4[i] = 0xBEEF0000u | codes[i].code;
        }
        h_set_lreg_lanes(s, 1, l1);
        h_set_lreg_lanes(s, 4, l4);
        h_set_lreg(s, 5, 0x7C00u); // addend for [1, 1.5): Lut16(0x7C00) = +0
        h_set_lreg(s, 0, 0x3C00u); // multiplier for [0, 0.5): 1.0 (times 0)
        h_set_lreg(s, 3, 0x3F800000u);
        RUN_OK(s, "sfplutfp32 L6,2");
        h_set_lreg(s, 3, 0);
        RUN_OK(s, "sfplutfp32 L7,2");
        for (size_t i = 0; i < codes.size(); ++i) {
            EXPECT_EQ(h_lreg(s, 6, (unsigned)i), codes[i].want) << arch_name(arch) << " multiplier " << codes[i].code;
            EXPECT_EQ(h_lreg(s, 7, (unsigned)i), codes[i].want) << arch_name(arch) << " addend " << codes[i].code;
        }
    }
}

// E = 31 (FP16 Inf/NaN codes) are zeros to the FMA: 1 * 1 + Lut16(0x7E00) = 1 (not NaN),
// Lut16(0x7E00) * 1 + 0.5 = 0.5, 1 * 1 + Lut16(0xFC00) = 1. And -1 * 0 + Lut16(0xFC00) = -0 + -0: BH keeps -0,
// WH's zeros are +0 (FMA README).
TEST(Sfplutfp32, Lut16InfNanCodesAreZero)
{
    for (sfpu_arch_t arch : k_archs) {
        Sfpu s(arch);
        const uint32_t l1[3] = {0x3C00u, 0x7E00u, 0x3C00u}, l5[3] = {0x7E00u, 0x3800u, 0xFC00u};
        load_lanes(s, 1, l1, 3);
        load_lanes(s, 5, l5, 3);
        h_set_lreg(s, 0, 0xBC00u); // [0, 0.5): a = -1
        h_set_lreg(s, 4, 0xFC00u); //            c = -0
        const uint32_t l3[4] = {0x3F800000u, 0x3F800000u, 0x3F800000u, 0u};
        load_lanes(s, 3, l3, 4);
        RUN_OK(s, "sfplutfp32 L2,2");
        EXPECT_EQ(h_lreg(s, 2, 0), 0x3F800000u) << arch_name(arch);
        EXPECT_EQ(h_lreg(s, 2, 1), 0x3F000000u) << arch_name(arch);
        EXPECT_EQ(h_lreg(s, 2, 2), 0x3F800000u) << arch_name(arch);
        EXPECT_EQ(h_lreg(s, 2, 3), arch == SFPU_ARCH_BH ? 0x80000000u : 0u) << arch_name(arch);
    }
}

// INDIRECT_VD (8) with the FP32 table (Mod1 8) and with SGN_RETAIN (12): per-lane LReg[LReg[7] & 15], 8..15
// not written, LReg[3]/LReg[7] readable before being overwritten.
TEST(Sfplutfp32, IndirectVd)
{
    for (sfpu_arch_t arch : k_archs) {
        Sfpu s(arch);
        for (unsigned r = 0; r < 7; ++r)
            if (r != 3)
                h_set_lreg(s, r, k_fp32[r]);
        h_set_lreg(s, 3, 0xBF000000u); // -0.5 -> 1.25 (or -1.25 with SGN_RETAIN)
        const uint32_t l7[5] = {6u, 0x1Bu, 3u, 7u, 0x25u};
        load_lanes(s, 7, l7, 5); // other lanes: 0 -> LReg[0]
        RUN_OK(s, "sfplutfp32 L1,8");
        EXPECT_EQ(h_lreg(s, 6, 0), 0x3FA00000u) << arch_name(arch);
        EXPECT_EQ(h_lreg(s, 1, 0), k_fp32[1]) << "VD field ignored";
        for (unsigned r = 0; r < 8; ++r) // lane 1: 0x1B & 15 = 11 -> nothing written
            EXPECT_EQ(h_lreg(s, r, 1), r == 3 ? 0xBF000000u : r == 7 ? 0x1Bu : k_fp32[r]) << "reg " << r;
        EXPECT_EQ(h_lreg(s, 3, 2), 0x3FA00000u);
        EXPECT_EQ(h_lreg(s, 7, 3), 0x3FA00000u);
        EXPECT_EQ(h_lreg(s, 5, 4), 0x3FA00000u);
        EXPECT_EQ(h_lreg(s, 0, 20), 0x3FA00000u);

        Sfpu t(arch);
        for (unsigned r = 0; r < 7; ++r)
            if (r != 3)
                h_set_lreg(t, r, k_fp32[r]);
        h_set_lreg(t, 3, 0xBF000000u);
        h_set_lreg(t, 7, 4u);
        RUN_OK(t, "sfplutfp32 L1,12");
        EXPECT_EQ(h_lreg(t, 4, 9), 0xBFA00000u) << arch_name(arch);
    }
}

// VD rules: VD 8..11 not written (Mod1 0); VD 12..15 with DISABLE_BACKDOOR_LOAD = 0 load a template; with
// the bit set the instruction executes, and FP16_3ENTRY (10) still writes LReg[LReg[7] & 15].
TEST(Sfplutfp32, VdRulesAndBackdoor)
{
    for (sfpu_arch_t arch : k_archs) {
        Sfpu s(arch);
        for (unsigned r = 0; r < 7; ++r)
            if (r != 3)
                h_set_lreg(s, r, k_fp32[r]);
        uint32_t before[17][SFPU_LANES];
        for (unsigned r = 0; r < 17; ++r)
            for (unsigned l = 0; l < SFPU_LANES; ++l)
                before[r][l] = h_lreg(s, r, l);
        RUN_OK(s, "sfplutfp32 L8,0\nsfplutfp32 L9,4\nsfplutfp32 L10,2\nsfplutfp32 L11,3");
        for (unsigned r = 0; r < 17; ++r)
            for (unsigned l = 0; l < SFPU_LANES; ++l)
                ASSERT_EQ(h_lreg(s, r, l), before[r][l]) << arch_name(arch) << ": VD 8..11 wrote LReg " << r;

        uint32_t w = h_word(arch, "sfplutfp32 L14,10");
        ASSERT_EQ(w, 0x950000EAu);
        ASSERT_EQ(sfpu_exec(s, w), SFPU_OK) << sfpu_last_error(s);
        EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 3 * 4 + 2), w) << arch_name(arch);
        EXPECT_EQ(h_lreg(s, 0, 3), k_fp32[0]) << "no LReg write";

        Sfpu t(arch);
        lane_config_all(t, 2u);        // DISABLE_BACKDOOR_LOAD
        h_set_lreg(t, 0, 0x40003800u); // FP16 3-entry {2, 0.5}
        h_set_lreg(t, 3, 0x3F400000u); // 0.75 -> 2
        h_set_lreg(t, 7, 2u);
        ASSERT_EQ(sfpu_exec(t, w), SFPU_OK) << sfpu_last_error(t);
        EXPECT_EQ(h_reg(t, SFPU_REG_LM_TEMPLATE, 2), 0u);
        EXPECT_EQ(h_lreg(t, 2, 0), 0x40000000u) << arch_name(arch);
        EXPECT_EQ(h_lreg(t, 14, 0), 0xBEB08FF9u);
    }
}

// Lane predication by flags and ROW_MASK (VectorUnit.md): disabled lanes keep their value.
TEST(Sfplutfp32, Predication)
{
    for (sfpu_arch_t arch : k_archs) {
        Sfpu s(arch);
        for (unsigned r = 0; r < 7; ++r)
            if (r != 3)
                h_set_lreg(s, r, k_fp32[r]);
        h_set_lreg(s, 3, 0x3F000000u);
        h_set_lane_flags(s, 0xFFFF00FFu, 0xFFFFFFFFu); // lanes 8..15 disabled
        mask_row(s, 3);                                // lanes 24..31 disabled
        RUN_OK(s, "sfplutfp32 L7,0");
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            bool on = l < 8 || (l >= 16 && l < 24);
            EXPECT_EQ(h_lreg(s, 7, l), on ? 0x3FA00000u : 0u) << arch_name(arch) << " lane " << l;
        }
    }
}

// BH: the Mod1Mirror field [19:16] only steers the stall logic (SFPLUTFP32.md "Instruction scheduling");
// results come from Mod1. WH has no such field: bits [19:16] are reserved (decisions D2).
TEST(Sfplutfp32, Mod1MirrorHasNoFunctionalEffect)
{
    Sfpu a(SFPU_ARCH_BH), b(SFPU_ARCH_BH);
    for (sfpu_t *s : {a.s, b.s}) {
        for (unsigned r = 0; r < 7; ++r)
            if (r != 3)
                h_set_lreg(s, r, k_fp32[r]);
        h_set_lreg(s, 3, 0x3F000000u);
        h_set_lreg(s, 7, 5u);
    }
    RUN_OK(a, "sfplutfp32 L4,0");
    ASSERT_EQ(sfpu_exec(b, 0x95080040u), SFPU_OK) << sfpu_last_error(b); // "sfplutfp32 L4,0,8"
    EXPECT_EQ(h_lreg(a, 4, 0), 0x3FA00000u);
    EXPECT_EQ(h_lreg(b, 4, 0), 0x3FA00000u);
    EXPECT_EQ(h_lreg(b, 5, 0), k_fp32[5]) << "Mod1Mirror INDIRECT_VD bit does not redirect the write";
    EXPECT_EQ(h_word(SFPU_ARCH_BH, "sfplutfp32 L4,0,8"), 0x95080040u);

    Sfpu w(SFPU_ARCH_WH);
    EXPECT_EQ(sfpu_exec(w, 0x95080040u), SFPU_ERR_UNDEFINED);
}

// Mod1 with bit 0 set and bit 1 clear (1, 5, 9, 13) names no table: UndefinedBehavior, reported.
TEST(Sfplutfp32, UndefinedMod1)
{
    for (sfpu_arch_t arch : k_archs) {
        for (const char *src : {"sfplutfp32 L4,1", "sfplutfp32 L4,5", "sfplutfp32 L4,9", "sfplutfp32 L4,13"}) {
            Sfpu s(arch);
            EXPECT_EQ(h_run(s, src), SFPU_ERR_UNDEFINED) << arch_name(arch) << " " << src;
            EXPECT_TRUE(contains(h_message(), "Mod1")) << h_message();
            EXPECT_EQ(h_lreg(s, 4, 0), 0u);
        }
    }
}
