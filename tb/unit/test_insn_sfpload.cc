// test_insn_sfpload.cc - SFPLOAD: Dst -> LReg with every Mod0 conversion, addressing, RWC/ADDR_MOD updates,
// LaneConfig bits, predication, VD rules and undefined cases, on Blackhole A0 and Wormhole B0.
// Golden values are worked by hand from the {BH,WH} SFPLOAD.md functional models and Dst.md layouts.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <string>

#include "harness.h"
#include "sfpu/sfpu_lane.h"
#include "test_util.h"

namespace
{

const sfpu_arch_t kArchs[] = {SFPU_ARCH_BH, SFPU_ARCH_WH};

// Row / column lane L reads for a final Addr (SFPLOAD.md: Row = (Addr & ~3) + L/8, Column = 2*(L&7) + Addr[1]).
unsigned row_of(unsigned addr, unsigned lane)
{
    return ((addr & ~3u) + (lane >> 3)) & 0x3FFu;
}

unsigned col_of(unsigned addr, unsigned lane)
{
    return 2u * (lane & 7u) + ((addr & 2u) ? 1u : 0u);
}

void poke16(sfpu_t *s, unsigned addr, unsigned lane, uint16_t v)
{
    sfpu_poke_dst(s, row_of(addr, lane), col_of(addr, lane), v);
}

void poke32(sfpu_t *s, unsigned addr, unsigned lane, uint32_t v)
{
    sfpu_poke_dst32(s, row_of(addr, lane), col_of(addr, lane), v);
}

// Every lane reads raw 16-bit datum v at Addr.
void fill16(sfpu_t *s, unsigned addr, uint16_t v)
{
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        poke16(s, addr, l, v);
}

std::string load(unsigned vd, unsigned imm10, unsigned mod0, unsigned am = 0)
{
    return "sfpload L" + std::to_string(vd) + "," + std::to_string(imm10) + "," + std::to_string(mod0) + "," +
           std::to_string(am);
}

// Load 16-bit raw datum d with Mod0 into L0 (all lanes), return lane 0 and check all lanes agree.
uint32_t load16(sfpu_t *s, uint16_t d, unsigned mod0, uint32_t old = 0)
{
    fill16(s, 0, d);
    h_set_lreg(s, 0, old);
    EXPECT_EQ(h_run(s, load(0, 0, mod0).c_str()), SFPU_OK) << h_message();
    for (unsigned l = 1; l < SFPU_LANES; ++l)
        EXPECT_EQ(h_lreg(s, 0, l), h_lreg(s, 0, 0)) << "lane " << l;
    return h_lreg(s, 0, 0);
}

uint32_t load32(sfpu_t *s, uint32_t d, unsigned mod0)
{
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        poke32(s, 0, l, d);
    h_set_lreg(s, 0, 0xDEADBEEFu);
    EXPECT_EQ(h_run(s, load(0, 0, mod0).c_str()), SFPU_OK) << h_message();
    return h_lreg(s, 0, 31);
}

void set_lane_config_all(sfpu_t *s, uint32_t v)
{
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        h_set_reg(s, SFPU_REG_LANE_CONFIG, l, v);
}

} // namespace

// ---------------------------------------------------------------- conversions (Mod0)

// ReadFP16: Dst {S, Man10, Exp5}; Exp != 0 rebiased by +112; Exp == 0 kept (FP32 denormal);
// ENABLE_FP16A_INF maps Exp=31,Man=0x3FF to +-Inf.
TEST(Sfpload, Fp16Conversion)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        EXPECT_EQ(load16(s, 0x000F, 1), 0x3F800000u); // 1.0: FP16 0x3C00 -> Dst (0<<5)|15
        EXPECT_EQ(load16(s, 0xA010, 1), 0xC0200000u); // -2.5: FP16 0xC100 -> Dst 0x8000|0x100<<5|16
        EXPECT_EQ(load16(s, 0x0000, 1), 0x00000000u); // +0
        EXPECT_EQ(load16(s, 0x8000, 1), 0x80000000u); // -0
        EXPECT_EQ(load16(s, 0x0020, 1), 0x00002000u); // FP16 denormal man=1 -> FP32 denormal man=1<<13
        EXPECT_EQ(load16(s, 0x7FFF, 1), 0x47FFE000u); // max pattern, INF mapping off: 131008.0
        EXPECT_EQ(load16(s, 0xFFFF, 1), 0xC7FFE000u);
        EXPECT_EQ(load16(s, 0x001F, 1), 0x47800000u); // Exp 31, Man 0: just 65536.0
        set_lane_config_all(s, 1u);                   // ENABLE_FP16A_INF
        EXPECT_EQ(load16(s, 0x7FFF, 1), 0x7F800000u); // +Inf
        EXPECT_EQ(load16(s, 0xFFFF, 1), 0xFF800000u); // -Inf
        EXPECT_EQ(load16(s, 0x001F, 1), 0x47800000u); // only Man=0x3FF is Inf
        EXPECT_EQ(load16(s, 0x7FDF, 1), 0x47FFC000u); // Man 0x3FE stays finite
    }
}

// ENABLE_FP16A_INF is read from LaneConfig[Lane] (not Lane & 7).
TEST(Sfpload, Fp16InfBitIsPerLane)
{
    Sfpu s;
    fill16(s, 0, 0x7FFF);
    h_set_reg(s, SFPU_REG_LANE_CONFIG, 9, 1u);
    RUN_OK(s, "sfpload L0,0,1,0");
    EXPECT_EQ(h_lreg(s, 0, 9), 0x7F800000u);
    EXPECT_EQ(h_lreg(s, 0, 1), 0x47FFE000u);
}

// DstDecodeBF16: {S, Man7, Exp8} -> {S, Exp8, Man7}, then << 16.
TEST(Sfpload, Bf16Conversion)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        EXPECT_EQ(load16(s, 0x007F, 2), 0x3F800000u); // 1.0
        EXPECT_EQ(load16(s, 0xC07F, 2), 0xBFC00000u); // -1.5: man 0x40, exp 127
        EXPECT_EQ(load16(s, 0x4980, 2), 0x40490000u); // pi truncated
        EXPECT_EQ(load16(s, 0x00FF, 2), 0x7F800000u); // Inf: exp 255 man 0
        EXPECT_EQ(load16(s, 0x40FF, 2), 0x7FC00000u); // NaN kept
        EXPECT_EQ(load16(s, 0x8000, 2), 0x80000000u); // -0
        EXPECT_EQ(load16(s, 0x0100, 2), 0x00010000u); // denormal kept (no flush on load)
    }
}

// FP32 / INT32 / INT32_ALL: DstDecodeFP32 (BF16 decode of the high half, low half as is).
TEST(Sfpload, Fp32Int32Conversion)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        for (unsigned m : {3u, 4u, 10u}) {
            EXPECT_EQ(load32(s, 0x49800FDBu, m), 0x40490FDBu) << "pi, Mod0 " << m;
            EXPECT_EQ(load32(s, 0x34245678u, m), 0x12345678u) << "Mod0 " << m;
            EXPECT_EQ(load32(s, 0x80000005u, m), 0x80000005u) << "Mod0 " << m; // sign-magnitude -5 untouched
            EXPECT_EQ(load32(s, 0x00000001u, m), 0x00000001u) << "denormal, Mod0 " << m;
        }
    }
}

// INT32_SM: WH converts sign-magnitude to two's complement (-0 -> 0); BH deprecated it (no conversion).
TEST(Sfpload, Int32SmDiffersBetweenArchs)
{
    Sfpu wh(SFPU_ARCH_WH), bh(SFPU_ARCH_BH);
    EXPECT_EQ(load32(wh, 0x80000005u, 12), 0xFFFFFFFBu);
    EXPECT_EQ(load32(bh, 0x80000005u, 12), 0x80000005u);
    EXPECT_EQ(load32(wh, 0x34245678u, 12), 0x12345678u);
    EXPECT_EQ(load32(wh, 0x80000000u, 12), 0x00000000u); // -0 -> 0
    EXPECT_EQ(load32(bh, 0x80000000u, 12), 0x80000000u);
    // Dst 0xFF00FFFF decodes to sign-magnitude 0x807FFFFF: WH -> -(0x7FFFFF)
    EXPECT_EQ(load32(wh, 0xFF00FFFFu, 12), 0xFF800001u);
}

// INT8: Dst {S, Mag10, Exp5}; WH keeps 7 magnitude bits (+-127), BH 8 (+-255).
TEST(Sfpload, Int8MagnitudeWidthDiffers)
{
    Sfpu wh(SFPU_ARCH_WH), bh(SFPU_ARCH_BH);
    EXPECT_EQ(load16(bh, 0x9910, 5), 0x800000C8u); // -200 = 0x8000 | 200<<5 | 16
    EXPECT_EQ(load16(wh, 0x9910, 5), 0x80000048u); // 200 & 0x7F
    EXPECT_EQ(load16(bh, 0x0C90, 5), 0x00000064u); // +100
    EXPECT_EQ(load16(wh, 0x0C90, 5), 0x00000064u);
    EXPECT_EQ(load16(bh, 0x7FF0, 5), 0x000000FFu); // magnitude 1023 truncated to 8 bits
    EXPECT_EQ(load16(wh, 0x7FF0, 5), 0x0000007Fu);
    EXPECT_EQ(load16(bh, 0x8000, 5), 0x80000000u); // -0 keeps its sign
}

// INT8_COMP: 10-bit magnitude; WH converts to two's complement, BH deprecated (sign-magnitude).
TEST(Sfpload, Int8CompDiffersBetweenArchs)
{
    Sfpu wh(SFPU_ARCH_WH), bh(SFPU_ARCH_BH);
    EXPECT_EQ(load16(wh, 0x80B0, 13), 0xFFFFFFFBu); // -5
    EXPECT_EQ(load16(bh, 0x80B0, 13), 0x80000005u);
    EXPECT_EQ(load16(wh, 0x7FF0, 13), 0x000003FFu); // +1023
    EXPECT_EQ(load16(bh, 0x7FF0, 13), 0x000003FFu);
    EXPECT_EQ(load16(wh, 0xFFF0, 13), 0xFFFFFC01u); // -1023
    EXPECT_EQ(load16(wh, 0x8010, 13), 0x00000000u); // -0 -> 0
}

// INT16 (sign + 15-bit magnitude), UINT16 / LO16 (zero-extend), HI16 (<< 16), *_ONLY (merge), ZERO.
TEST(Sfpload, SixteenBitIntegerModes)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        EXPECT_EQ(load16(s, 0x8123, 8), 0x80000123u);
        EXPECT_EQ(load16(s, 0x7FFF, 8), 0x00007FFFu);
        EXPECT_EQ(load16(s, 0xBEEF, 6), 0x0000BEEFu);
        EXPECT_EQ(load16(s, 0xBEEF, 9), 0x0000BEEFu);
        EXPECT_EQ(load16(s, 0xBEEF, 7), 0xBEEF0000u);
        EXPECT_EQ(load16(s, 0xBEEF, 14, 0x12345678u), 0x1234BEEFu); // LO16_ONLY keeps high half
        EXPECT_EQ(load16(s, 0xBEEF, 15, 0x12345678u), 0xBEEF5678u); // HI16_ONLY keeps low half
        EXPECT_EQ(load16(s, 0xBEEF, 11, 0x12345678u), 0x00000000u); // ZERO
    }
}

// The 16-bit modes read Dst16b only: the +8 row (low half of a Dst32b datum) is not involved.
TEST(Sfpload, SixteenBitModesReadOneRow)
{
    Sfpu s(SFPU_ARCH_WH);
    sfpu_poke_dst(s, 0, 0, 0x1111);
    sfpu_poke_dst(s, 8, 0, 0x2222);
    RUN_OK(s, "sfpload L0,0,6,0");
    EXPECT_EQ(h_lreg(s, 0, 0), 0x1111u);
    RUN_OK(s, "sfpload L0,0,4,0");           // INT32: rows 0 and 8 (Adj32(0) = 0)
    EXPECT_EQ(h_lreg(s, 0, 0), 0x08912222u); // hi 0x1111 decodes to 0x0891 (exp 0x11, man 0x11)
}

// MOD0_FMT_SRCB: Fp32 enabled -> FP32; else SrcB format (override first) in the 8-bit-exponent/int set -> BF16,
// otherwise FP16; BH only: SFPU_DEST_FMT_Enable replaces the format by SFPU_DEST_FMT_Base.
TEST(Sfpload, SrcbResolution)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        fill16(s, 0, 0x007F); // BF16 1.0; as FP16: man 3, exp 31 -> 0x47806000
        sfpu_poke_dst(s, 8, 0, 0x0000);
        h_set_reg(s, SFPU_REG_CFG_SRCB_FMT, 0, 5); // BF16
        RUN_OK(s, "sfpload L0,0,0,0");
        EXPECT_EQ(h_lreg(s, 0, 0), 0x3F800000u);
        h_set_reg(s, SFPU_REG_CFG_SRCB_FMT, 0, 1); // FP16 (5-bit exponent)
        RUN_OK(s, "sfpload L0,0,0,0");
        EXPECT_EQ(h_lreg(s, 0, 0), 0x47806000u);
        for (unsigned f : {0u, 4u, 6u, 7u, 8u, 9u, 15u}) { // FP32 TF32 BFP8 BFP4 INT32 INT16 BFP2
            h_set_reg(s, SFPU_REG_CFG_SRCB_FMT, 0, f);
            RUN_OK(s, "sfpload L0,0,0,0");
            EXPECT_EQ(h_lreg(s, 0, 0), 0x3F800000u) << "format " << f;
        }
        for (unsigned f : {2u, 3u, 10u, 11u, 12u, 13u, 14u}) { // BFP8a BFP4a FP8 BFP2a (unused) INT8
            h_set_reg(s, SFPU_REG_CFG_SRCB_FMT, 0, f);
            RUN_OK(s, "sfpload L0,0,0,0");
            EXPECT_EQ(h_lreg(s, 0, 0), 0x47806000u) << "format " << f;
        }
        // override: SrcB_val (BF16) wins over the FP16 SrcB format
        h_set_reg(s, SFPU_REG_CFG_SRCB_FMT, 0, 1);
        h_set_reg(s, SFPU_REG_CFG_SRCB_OVERRIDE, 0, 1);
        h_set_reg(s, SFPU_REG_CFG_SRCB_OVERRIDE_VAL, 0, 5);
        RUN_OK(s, "sfpload L0,0,0,0");
        EXPECT_EQ(h_lreg(s, 0, 0), 0x3F800000u);
        // SFPU_DEST_FMT: BH replaces the format by FP16; WH ignores it
        h_set_reg(s, SFPU_REG_CFG_SFPU_DEST_FMT_ENABLE, 0, 1);
        h_set_reg(s, SFPU_REG_CFG_SFPU_DEST_FMT_BASE, 0, 1);
        RUN_OK(s, "sfpload L0,0,0,0");
        EXPECT_EQ(h_lreg(s, 0, 0), a == SFPU_ARCH_BH ? 0x47806000u : 0x3F800000u);
        // Fp32 enabled: FP32 whatever the formats say (Dst32b rows 0 and 8: 0x007F0000 -> 0x3F800000)
        h_set_reg(s, SFPU_REG_CFG_FP32_DST, 0, 1);
        RUN_OK(s, "sfpload L0,0,0,0");
        EXPECT_EQ(h_lreg(s, 0, 0), 0x3F800000u);
        sfpu_poke_dst(s, 8, 0, 0x1234);
        RUN_OK(s, "sfpload L0,0,0,0");
        EXPECT_EQ(h_lreg(s, 0, 0), 0x3F801234u);
    }
}

// ---------------------------------------------------------------- addressing

// Lane L reads row (Addr & ~3) + L/8, column 2*(L&7) + Addr[1]; Addr[0] is unused.
TEST(Sfpload, LaneToDstMapping)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        for (unsigned r = 0; r < 8; ++r)
            for (unsigned c = 0; c < 16; ++c)
                sfpu_poke_dst(s, r, c, (uint16_t)(r * 16 + c));
        for (unsigned imm : {0u, 1u, 2u, 3u, 4u, 6u}) {
            RUN_OK(s, load(1, imm, 6).c_str());
            for (unsigned l = 0; l < SFPU_LANES; ++l)
                EXPECT_EQ(h_lreg(s, 1, l), row_of(imm, l) * 16 + col_of(imm, l)) << "imm " << imm << " lane " << l;
        }
    }
}

// Addr = Imm10 + DEST_TARGET_REG_CFG_MATH_Offset + RWC.Dst + DEST_REGW_BASE_Base (mod 1024); BH adds
// (Sp + DEST_SP_BASE) & 3 as well, WH ignores Sp.
TEST(Sfpload, AddressOffsetsAndWrap)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        for (unsigned r = 0; r < 1024; ++r)
            for (unsigned c = 0; c < 16; ++c)
                sfpu_poke_dst(s, r, c, (uint16_t)(r * 16 + c));
        h_set_reg(s, SFPU_REG_CFG_DEST_TARGET_OFFSET, 0, 8);
        h_set_reg(s, SFPU_REG_RWC_DST, 0, 4);
        h_set_reg(s, SFPU_REG_CFG_DEST_REGW_BASE, 0, 16);
        RUN_OK(s, "sfpload L0,4,6,0"); // 4 + 8 + 4 + 16 = 32
        EXPECT_EQ(h_lreg(s, 0, 0), 32u * 16u);
        EXPECT_EQ(h_lreg(s, 0, 31), 35u * 16u + 14u);
        RUN_OK(s, "sfpload L0,1018,6,0"); // 1018 + 28 = 1046 -> 22: rows 20..23, odd columns
        EXPECT_EQ(h_lreg(s, 0, 0), 20u * 16u + 1u);
        // DEST_SP_BASE = 2: BH adds (0 + 2) & 3 = 2 -> odd columns; WH unaffected
        h_set_reg(s, SFPU_REG_CFG_DEST_SP_BASE, 0, 2);
        RUN_OK(s, "sfpload L0,4,6,0");
        EXPECT_EQ(h_lreg(s, 0, 0), a == SFPU_ARCH_BH ? 32u * 16u + 1u : 32u * 16u);
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 4u) << "ADDR_MOD 0 is all-zero: no change";
    }
}

// WH INT32_ALL: Addr = Imm10 + Offset + ((RWC.Dst + DEST_REGW_BASE) & 3): only the low two bits of the Dst RWC.
TEST(Sfpload, WhInt32AllUsesLowRwcBitsOnly)
{
    Sfpu s(SFPU_ARCH_WH);
    for (unsigned r = 0; r < 64; ++r)
        for (unsigned c = 0; c < 16; ++c)
            sfpu_poke_dst(s, r, c, (uint16_t)(r * 16 + c));
    h_set_reg(s, SFPU_REG_RWC_DST, 0, 18); // & 3 = 2 -> odd columns, no row offset
    RUN_OK(s, "sfpload L0,4,10,0");
    // Dst32b row 4 -> Adj32(4) = 4 (hi) and 12 (lo)
    uint32_t hi = 4u * 16u + 1u, lo = 12u * 16u + 1u;
    uint32_t want = ((((hi & 0x8000u) | ((hi & 0xFFu) << 7) | ((hi >> 8) & 0x7Fu))) << 16) | lo;
    EXPECT_EQ(h_lreg(s, 0, 0), want);
}

// BH INT32_ALL: SFPLOAD pre-decrements RWC.Sp by SFPU_STACK_Incr (unless Sp == 0), then
// Addr = Imm10 + Offset + Sp + DEST_SP_BASE + ((RWC.Dst + DEST_REGW_BASE) & 3).
TEST(Sfpload, BhInt32AllStackAddressing)
{
    Sfpu s(SFPU_ARCH_BH);
    for (unsigned r = 0; r < 64; ++r)
        for (unsigned c = 0; c < 16; ++c)
            sfpu_poke_dst(s, r, c, (uint16_t)(r * 16 + c));
    h_set_reg(s, SFPU_REG_RWC_SP, 0, 12);
    h_set_reg(s, SFPU_REG_CFG_SFPU_STACK_INCR, 0, 4);
    h_set_reg(s, SFPU_REG_CFG_DEST_SP_BASE, 0, 16);
    h_set_reg(s, SFPU_REG_RWC_DST, 0, 40); // & 3 = 0: the Dst RWC's row part is ignored
    RUN_OK(s, "sfpload L0,0,10,0");        // Sp 12 -> 8; Addr = 8 + 16 = 24
    EXPECT_EQ(h_reg(s, SFPU_REG_RWC_SP, 0), 8u);
    EXPECT_EQ(h_lreg(s, 0, 0) & 0xFFFFu, 56u * 16u) << "Dst32b row 24 -> Adj32 = 48 (hi), 56 (lo)";
    // Sp == 0: no decrement; Addr = 0 + 16 = 16 -> Adj32(16) = 32, lo row 40
    h_set_reg(s, SFPU_REG_RWC_SP, 0, 0);
    RUN_OK(s, "sfpload L0,0,10,0");
    EXPECT_EQ(h_reg(s, SFPU_REG_RWC_SP, 0), 0u);
    EXPECT_EQ(h_lreg(s, 0, 0) & 0xFFFFu, 40u * 16u);
    // non-INT32_ALL modes leave Sp alone
    h_set_reg(s, SFPU_REG_RWC_SP, 0, 12);
    RUN_OK(s, "sfpload L0,0,3,0");
    EXPECT_EQ(h_reg(s, SFPU_REG_RWC_SP, 0), 12u);
}

// Dst32b[Row] = DstBits[Adj32(Row)] << 16 | DstBits[Adj32(Row) + 8]; WH Adj32(r) = ((r & 0x1F8) << 1) | (r & 0x207).
TEST(Sfpload, Dst32bRowMapping)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        sfpu_poke_dst(s, 16, 0, 0x4980); // Adj32(8) = 16
        sfpu_poke_dst(s, 24, 0, 0x0FDB);
        sfpu_poke_dst(s, 8, 0, 0xFFFF); // row 8 itself must not be read
        RUN_OK(s, "sfpload L0,8,3,0");
        EXPECT_EQ(h_lreg(s, 0, 0), 0x40490FDBu);
    }
}

// BH Dst.md: remap_addrs changes Adj16 (row 8 -> physical 32) and swizzle_32b changes Adj32 (row 4 -> 16).
TEST(Sfpload, BhRemapAndSwizzle)
{
    Sfpu s(SFPU_ARCH_BH);
    sfpu_poke_dst(s, 32, 0, 0xAAAA);
    sfpu_poke_dst(s, 8, 0, 0x5555);
    h_set_reg(s, SFPU_REG_CFG_REMAP_ADDRS, 0, 1);
    RUN_OK(s, "sfpload L0,8,6,0");
    EXPECT_EQ(h_lreg(s, 0, 0), 0xAAAAu);
    h_set_reg(s, SFPU_REG_CFG_REMAP_ADDRS, 0, 0);
    RUN_OK(s, "sfpload L0,8,6,0");
    EXPECT_EQ(h_lreg(s, 0, 0), 0x5555u);
    // swizzle: Adj32(4) = 16 (rows 16, 24) instead of 4 (rows 4, 12)
    sfpu_poke_dst(s, 16, 0, 0x007F);
    sfpu_poke_dst(s, 24, 0, 0x0001);
    sfpu_poke_dst(s, 4, 0, 0x0080);
    sfpu_poke_dst(s, 12, 0, 0x0002);
    h_set_reg(s, SFPU_REG_CFG_SWIZZLE_32B, 0, 1);
    RUN_OK(s, "sfpload L0,4,3,0");
    EXPECT_EQ(h_lreg(s, 0, 0), 0x3F800001u);
    h_set_reg(s, SFPU_REG_CFG_SWIZZLE_32B, 0, 0);
    RUN_OK(s, "sfpload L0,4,3,0");
    EXPECT_EQ(h_lreg(s, 0, 0), 0x40000002u);
    // WH has no remap: the same registers do nothing
    Sfpu w(SFPU_ARCH_WH);
    sfpu_poke_dst(w, 8, 0, 0x5555);
    h_set_reg(w, SFPU_REG_CFG_REMAP_ADDRS, 0, 1);
    RUN_OK(w, "sfpload L0,8,6,0");
    EXPECT_EQ(h_lreg(w, 0, 0), 0x5555u);
}

// ---------------------------------------------------------------- RWC / ADDR_MOD

// ApplyPartialAddrMod after the access: plain increment, CR, CtoCR, clear; SrcA/SrcB likewise.
TEST(Sfpload, AddrModUpdatesRwcsAfterTheAccess)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        for (unsigned r = 0; r < 16; ++r)
            sfpu_poke_dst(s, r, 0, (uint16_t)r);
        h_set_reg(s, SFPU_REG_ADDR_MOD_DST, 1, 4);              // Dst += 4
        h_set_reg(s, SFPU_REG_ADDR_MOD_AB, 1, 0x0301);          // SrcA += 1, SrcB += 3
        h_set_reg(s, SFPU_REG_ADDR_MOD_DST, 2, (1u << 10) | 4); // CR: Dst_Cr += 4, Dst = Dst_Cr
        h_set_reg(s, SFPU_REG_ADDR_MOD_DST, 3, (1u << 12) | 3); // CtoCR: Dst += 3, Dst_Cr = Dst
        RUN_OK(s, "sfpload L0,0,6,1");
        EXPECT_EQ(h_lreg(s, 0, 0), 0u) << "the address uses the RWC before the increment";
        RUN_OK(s, "sfpload L0,0,6,1");
        EXPECT_EQ(h_lreg(s, 0, 0), 4u);
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 8u);
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_SRCA, 0), 2u);
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_SRCB, 0), 6u);
        h_set_reg(s, SFPU_REG_RWC_DST, 0, 7);
        h_set_reg(s, SFPU_REG_RWC_DST_CR, 0, 10);
        RUN_OK(s, "sfpload L0,0,6,2");
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 14u);
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST_CR, 0), 14u);
        h_set_reg(s, SFPU_REG_RWC_DST, 0, 7);
        RUN_OK(s, "sfpload L0,0,6,3");
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 10u);
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST_CR, 0), 10u);
        // clear wins over the other bits; SrcA clear / SrcB CR
        h_set_reg(s, SFPU_REG_ADDR_MOD_DST, 1, (1u << 11) | (1u << 10) | 5);
        h_set_reg(s, SFPU_REG_ADDR_MOD_AB, 1, 0x80u | (0x40u << 8) | (2u << 8));
        h_set_reg(s, SFPU_REG_RWC_SRCB_CR, 0, 1);
        RUN_OK(s, "sfpload L0,0,6,1");
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 0u);
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST_CR, 0), 0u);
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_SRCA, 0), 0u);
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_SRCB, 0), 3u);
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_SRCB_CR, 0), 3u);
        // 10-bit wrap of the Dst RWC, 6-bit wrap of SrcA
        h_set_reg(s, SFPU_REG_RWC_DST, 0, 1022);
        h_set_reg(s, SFPU_REG_RWC_SRCA, 0, 63);
        h_set_reg(s, SFPU_REG_ADDR_MOD_DST, 0, 4);
        h_set_reg(s, SFPU_REG_ADDR_MOD_AB, 0, 1);
        RUN_OK(s, "sfpload L0,0,6,0");
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 2u);
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_SRCA, 0), 0u);
    }
}

// WH RWCs.md: Index = AddrMod + 4 when ExtraAddrModBit or ADDR_MOD_SET_Base; BiasIncr & 3 toggles the bit.
// BH: the 3-bit AddrMod indexes slots 0..7 directly (decision L3), the extra bit does not select the bank.
TEST(Sfpload, AddrModBankSelection)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        h_set_reg(s, SFPU_REG_ADDR_MOD_DST, 1, 1);
        h_set_reg(s, SFPU_REG_ADDR_MOD_BIAS, 1, 1); // BiasIncr = 1: ExtraAddrModBit += 1
        h_set_reg(s, SFPU_REG_ADDR_MOD_DST, 5, 16);
        h_set_reg(s, SFPU_REG_ADDR_MOD_BIAS, 5, 0x10); // BiasClear
        RUN_OK(s, "sfpload L0,0,6,1");
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 1u);
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_EXTRA_ADDR_MOD_BIT, 0), 1u);
        RUN_OK(s, "sfpload L0,0,6,1");
        if (a == SFPU_ARCH_WH) {
            EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 17u) << "slot 5 used";
            EXPECT_EQ(h_reg(s, SFPU_REG_RWC_EXTRA_ADDR_MOD_BIT, 0), 0u) << "slot 5 clears the bit";
        } else {
            EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 2u) << "slot 1 again";
            EXPECT_EQ(h_reg(s, SFPU_REG_RWC_EXTRA_ADDR_MOD_BIT, 0), 0u) << "toggled back (1-bit counter)";
        }
        // ADDR_MOD_SET_Base selects the upper bank on WH only
        h_set_reg(s, SFPU_REG_RWC_DST, 0, 0);
        h_set_reg(s, SFPU_REG_RWC_EXTRA_ADDR_MOD_BIT, 0, 0);
        h_set_reg(s, SFPU_REG_CFG_ADDR_MOD_SET_BASE, 0, 1);
        RUN_OK(s, "sfpload L0,0,6,1");
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), a == SFPU_ARCH_WH ? 16u : 1u);
    }
    Sfpu bh(SFPU_ARCH_BH);
    h_set_reg(bh, SFPU_REG_ADDR_MOD_DST, 6, 12);
    RUN_OK(bh, "sfpload L0,0,6,6");
    EXPECT_EQ(h_reg(bh, SFPU_REG_RWC_DST, 0), 12u) << "BH AddrMod 6 = slot 6";
}

// ---------------------------------------------------------------- LaneConfig, predication, VD

// CAPTURE_DEFAULT_DEST_INDEX with ENABLE_DEST_INDEX and VD < 4: LReg[VD+4] = Row << 4 | Column.
TEST(Sfpload, CaptureDefaultDestIndex)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        set_lane_config_all(s, 0xCu);
        h_set_lreg(s, 5, 0xAAAAAAAAu);
        RUN_OK(s, "sfpload L1,6,6,0"); // rows 4..7, odd columns
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            EXPECT_EQ(h_lreg(s, 5, l), ((4u + l / 8) << 4) | (2u * (l & 7) + 1)) << l;
        // only one of the two bits: no capture
        set_lane_config_all(s, 0x8u);
        h_set_lreg(s, 6, 0x77u);
        RUN_OK(s, "sfpload L2,0,6,0");
        EXPECT_EQ(h_lreg(s, 6, 0), 0x77u);
        // VD >= 4: no capture
        set_lane_config_all(s, 0xCu);
        h_set_lreg(s, 0, 0x99u);
        RUN_OK(s, "sfpload L4,0,6,0");
        EXPECT_EQ(h_lreg(s, 0, 0), 0x99u);
    }
}

// BLOCK_SFPU_RD_FROM_DEST (LaneConfig[Lane]) keeps the LReg; DEST_RD_COL_EXCHANGE (LaneConfig[Lane & 7]) reads
// the odd column.
TEST(Sfpload, LaneConfigBlockAndColumnExchange)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        for (unsigned r = 0; r < 4; ++r)
            for (unsigned c = 0; c < 16; ++c)
                sfpu_poke_dst(s, r, c, (uint16_t)(r * 16 + c));
        h_set_lreg(s, 0, 0xFFFFu);
        h_set_reg(s, SFPU_REG_LANE_CONFIG, 3, 1u << 5);  // block lane 3
        h_set_reg(s, SFPU_REG_LANE_CONFIG, 2, 1u << 6);  // column 2 (lanes 2, 10, 18, 26) reads odd
        h_set_reg(s, SFPU_REG_LANE_CONFIG, 12, 1u << 6); // ignored: the bit is read from lane 12 & 7 = 4
        RUN_OK(s, "sfpload L0,0,6,0");
        EXPECT_EQ(h_lreg(s, 0, 3), 0xFFFFu);
        EXPECT_EQ(h_lreg(s, 0, 11), 1u * 16 + 6);
        EXPECT_EQ(h_lreg(s, 0, 2), 0u * 16 + 5);
        EXPECT_EQ(h_lreg(s, 0, 26), 3u * 16 + 5);
        EXPECT_EQ(h_lreg(s, 0, 12), 1u * 16 + 8);
        // INT32_ALL does not bypass the block bit
        RUN_OK(s, "sfpload L1,0,10,0");
        EXPECT_EQ(h_lreg(s, 1, 3), 0u);
        EXPECT_NE(h_lreg(s, 1, 4), 0u);
    }
}

// LaneEnabled (ROW_MASK and lane flags) gates the write except in INT32_ALL mode.
TEST(Sfpload, PredicationAndInt32AllIgnoresIt)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        fill16(s, 0, 0x1234);
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            poke32(s, 4, l, 0x00005678u);
        }
        for (unsigned col = 0; col < 8; ++col)
            h_set_reg(s, SFPU_REG_LANE_CONFIG, col, 1u << (12 + 1)); // mask row 1 (lanes 8..15)
        h_set_lane_flags(s, 0x00000001u, 0x000000FFu);               // lanes 1..7 disabled by flags
        h_set_lreg(s, 0, 0xEEu);
        h_set_lreg(s, 1, 0xEEu);
        RUN_OK(s, "sfpload L0,0,6,0\nsfpload L1,4,10,0");
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            bool en = l == 0 || l >= 16;
            EXPECT_EQ(h_lreg(s, 0, l), en ? 0x1234u : 0xEEu) << l;
            EXPECT_EQ(h_lreg(s, 1, l), 0x5678u) << "INT32_ALL lane " << l;
        }
    }
}

// SFPLOAD writes only VD < 8; VD 8..15 (constants, SFPCONFIG-only registers, no backdoor) stay; the RWC
// update still happens.
TEST(Sfpload, VdAbove7IsNotWritten)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        fill16(s, 0, 0x1234);
        h_set_reg(s, SFPU_REG_ADDR_MOD_DST, 1, 2);
        for (unsigned vd = 8; vd < 16; ++vd) {
            uint32_t before = h_lreg(s, vd, 5);
            RUN_OK(s, load(vd, 0, 6, 1).c_str());
            EXPECT_EQ(h_lreg(s, vd, 5), before) << "VD " << vd;
        }
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 16u);
        EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0), 0u) << "SFPLOAD VD=12 is not a backdoor load";
    }
}

// ZEROACC.md: the SFPU reading a row marked undefined is undefined behaviour. Dst32b consults only
// DstRowValid[Adj32(Row)], not the +8 row.
TEST(Sfpload, ReadingAnUndefinedRowIsUndefined)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        sfpu_poke_dst_row_valid(s, 8, false);
        RUN_OK(s, "sfpload L0,0,3,0");  // Dst32b row 0: physical rows 0 and 8, valid bit of row 0 only
        RUN_OK(s, "sfpload L0,0,11,0"); // ZERO reads nothing
        EXPECT_EQ(h_run(s, "sfpload L0,8,6,0"), SFPU_ERR_UNDEFINED);
        EXPECT_NE(std::strstr(sfpu_last_error(s), "DstRowValid"), nullptr) << sfpu_last_error(s);
        sfpu_clear_error(s);
        // a disabled lane does not read
        for (unsigned col = 0; col < 8; ++col)
            h_set_reg(s, SFPU_REG_LANE_CONFIG, col, 0xFu << 12);
        RUN_OK(s, "sfpload L0,8,6,0");
    }
}

// Random Dst contents, addresses and column exchanges: every lane of a 32-bit (FP32) and a 16-bit (UINT16) load
// equals the cell that SFPLOAD.md's Row/Column formulas name, converted by the lane function
// (sfpu_lane_dst_decode_fp32, written on the 16-bit halves) - a cross-check of the row-word fast paths of the
// 32-lane Dst access (all lanes on one half of their cell pair, or mixed).
TEST(Sfpload, RandomRowsAndColumnsAgainstLaneFunctions)
{
    std::mt19937_64 rng(11);
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        for (unsigned trial = 0; trial < 200; ++trial) {
            for (unsigned r = 0; r < 64; ++r)
                for (unsigned c = 0; c < 16; ++c)
                    sfpu_poke_dst(s, r, c, (uint16_t)rng());
            uint32_t xchg = trial % 3 == 0 ? (uint32_t)rng() & 0xFFu : 0u; // columns reading the odd cell
            for (unsigned c = 0; c < 8; ++c)
                h_set_reg(s, SFPU_REG_LANE_CONFIG, c, ((xchg >> c) & 1u) << 6);
            unsigned addr = (unsigned)(rng() % 28u), mod0 = trial % 2 ? 3u : 6u;
            h_set_lreg(s, 0, 0xDEADBEEFu);
            ASSERT_EQ(h_run(s, load(0, addr, mod0).c_str()), SFPU_OK) << h_message();
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                unsigned row = row_of(addr, l),
                         col = 2u * (l & 7u) + (((addr & 2u) || ((xchg >> (l & 7u)) & 1u)) ? 1u : 0u);
                uint32_t want;
                if (mod0 == 3u) {
                    uint32_t d = 0;
                    sfpu_peek_dst32(s, row, col, &d);
                    want = sfpu_lane_dst_decode_fp32(d);
                } else {
                    uint16_t d = 0;
                    sfpu_peek_dst(s, row, col, &d);
                    want = d;
                }
                ASSERT_EQ(h_lreg(s, 0, l), want) << "arch " << a << " trial " << trial << " lane " << l;
            }
        }
    }
}
