// test_insn_sfpstore.cc - SFPSTORE: LReg -> Dst with every Mod0 conversion (flush, saturate, truncate),
// addressing incl. BH's INT32_ALL stack, ADDR_MOD, LaneConfig bits, predication, VD / backdoor rules,
// undefined rows. Golden values worked by hand from the {BH,WH} SFPSTORE.md functional models and Dst.md.
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

unsigned row_of(unsigned addr, unsigned lane)
{
    return ((addr & ~3u) + (lane >> 3)) & 0x3FFu;
}

unsigned col_of(unsigned addr, unsigned lane)
{
    return 2u * (lane & 7u) + ((addr & 2u) ? 1u : 0u);
}

uint16_t d16(sfpu_t *s, unsigned row, unsigned col)
{
    uint16_t v = 0;
    sfpu_peek_dst(s, row, col, &v);
    return v;
}

uint32_t d32(sfpu_t *s, unsigned row, unsigned col)
{
    uint32_t v = 0;
    sfpu_peek_dst32(s, row, col, &v);
    return v;
}

std::string store(unsigned vd, unsigned imm10, unsigned mod0, unsigned am = 0)
{
    return "sfpstore L" + std::to_string(vd) + "," + std::to_string(imm10) + "," + std::to_string(mod0) + "," +
           std::to_string(am);
}

// Store x (all lanes, L0) with Mod0 at Addr 0; return the 16-bit datum of lane 0 (all lanes checked equal).
uint16_t st16(sfpu_t *s, uint32_t x, unsigned mod0)
{
    h_set_lreg(s, 0, x);
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        sfpu_poke_dst(s, row_of(0, l), col_of(0, l), 0xA5A5);
    EXPECT_EQ(h_run(s, store(0, 0, mod0).c_str()), SFPU_OK) << h_message();
    for (unsigned l = 1; l < SFPU_LANES; ++l)
        EXPECT_EQ(d16(s, row_of(0, l), col_of(0, l)), d16(s, 0, 0)) << "lane " << l;
    return d16(s, 0, 0);
}

uint32_t st32(sfpu_t *s, uint32_t x, unsigned mod0)
{
    h_set_lreg(s, 0, x);
    EXPECT_EQ(h_run(s, store(0, 0, mod0).c_str()), SFPU_OK) << h_message();
    EXPECT_EQ(d32(s, row_of(0, 31), col_of(0, 31)), d32(s, 0, 0));
    return d32(s, 0, 0);
}

} // namespace

// ToFP16: exp - 112 <= 0 -> signed zero; > 31 -> saturate to Exp 31, Man all ones (Inf and NaN included);
// mantissa truncated; then Dst layout {S, Man10, Exp5}.
TEST(Sfpstore, Fp16Conversion)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        EXPECT_EQ(st16(s, 0x3F800000u, 1), 0x000Fu); // 1.0
        EXPECT_EQ(st16(s, 0xC0200000u, 1), 0xA010u); // -2.5
        EXPECT_EQ(st16(s, 0x3F801FFFu, 1), 0x000Fu); // below one FP16 ulp: truncated away
        EXPECT_EQ(st16(s, 0x3F802000u, 1), 0x002Fu); // exactly one ulp: man 1
        EXPECT_EQ(st16(s, 0x38800000u, 1), 0x0001u); // 2^-14: smallest normal (exp 1)
        EXPECT_EQ(st16(s, 0x387FFFFFu, 1), 0x0000u); // just below: flushed
        EXPECT_EQ(st16(s, 0xB8000000u, 1), 0x8000u); // -2^-15 -> -0
        EXPECT_EQ(st16(s, 0x00000001u, 1), 0x0000u); // FP32 denormal -> +0
        EXPECT_EQ(st16(s, 0x00000000u, 1), 0x0000u);
        EXPECT_EQ(st16(s, 0x80000000u, 1), 0x8000u);
        EXPECT_EQ(st16(s, 0x47800000u, 1), 0x001Fu); // 65536 = exp 31 man 0: still representable
        EXPECT_EQ(st16(s, 0x47FFFFFFu, 1), 0x7FFFu); // exp 31, man truncated to 0x3FF
        EXPECT_EQ(st16(s, 0x48000000u, 1), 0x7FFFu); // 2^17: saturates
        EXPECT_EQ(st16(s, 0x7F800000u, 1), 0x7FFFu); // +Inf
        EXPECT_EQ(st16(s, 0xFF800000u, 1), 0xFFFFu); // -Inf
        EXPECT_EQ(st16(s, 0x7FC00000u, 1), 0x7FFFu); // NaN -> largest value
    }
}

// ToBF16: exp 0 -> mantissa cleared (signed zero), then truncate to the high 16 bits; Dst {S, Man7, Exp8}.
TEST(Sfpstore, Bf16Conversion)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        EXPECT_EQ(st16(s, 0x3F800000u, 2), 0x007Fu);
        EXPECT_EQ(st16(s, 0x40490FDBu, 2), 0x4980u); // pi truncated (not rounded) to 0x4049
        EXPECT_EQ(st16(s, 0x3FFFFFFFu, 2), 0x7F7Fu); // truncation toward zero: 0x3FFF
        EXPECT_EQ(st16(s, 0x00400000u, 2), 0x0000u); // denormal with bits in the kept half -> +0
        EXPECT_EQ(st16(s, 0x80400000u, 2), 0x8000u); // -> -0
        EXPECT_EQ(st16(s, 0x7F800000u, 2), 0x00FFu); // +Inf
        EXPECT_EQ(st16(s, 0x7F800001u, 2), 0x00FFu); // a NaN whose payload is truncated away becomes Inf
        EXPECT_EQ(st16(s, 0x7FC00000u, 2), 0x40FFu); // canonical NaN survives
        EXPECT_EQ(st16(s, 0x00800000u, 2), 0x0001u); // smallest normal kept
    }
}

// FP32: both architectures flush exponent-0 values (denormals and zeros) to signed zero (decisions L11:
// tt-isa-documentation issue 55, measured on Wormhole and Blackhole silicon and RTL, page corrected 2026-06-22;
// the 2025 Wormhole page stored the bits unchanged). INT32 / INT32_ALL are raw on both.
TEST(Sfpstore, Fp32FlushesExponentZeroOnBothArchs)
{
    Sfpu bh(SFPU_ARCH_BH), wh(SFPU_ARCH_WH);
    for (Sfpu *p : {&bh, &wh}) {
        Sfpu &s = *p;
        EXPECT_EQ(st32(s, 0x40490FDBu, 3), 0x49800FDBu);
        EXPECT_EQ(st32(s, 0x00000001u, 3), 0x00000000u);
        EXPECT_EQ(st32(s, 0x807FFFFFu, 3), 0x80000000u); // the sign survives the flush
        EXPECT_EQ(st32(s, 0x00400000u, 3), 0x00000000u);
        EXPECT_EQ(st32(s, 0x80000000u, 3), 0x80000000u);
        EXPECT_EQ(st32(s, 0x00800000u, 3), 0x00010000u); // smallest normal kept (Dst layout: exponent 1)
        EXPECT_EQ(st32(s, 0x7FC00001u, 3), 0x40FF0001u); // NaN kept
        for (unsigned m : {4u, 10u}) {
            EXPECT_EQ(st32(s, 0x00000001u, m), 0x00000001u) << m;
            EXPECT_EQ(st32(s, 0x12345678u, m), 0x34245678u) << m;
        }
        // SRCB resolving to FP32 flushes too (it is no longer INT32)
        h_set_reg(s, SFPU_REG_CFG_FP32_DST, 0, 1);
        EXPECT_EQ(st32(s, 0x00000001u, 0), 0x00000000u);
        EXPECT_EQ(st32(s, 0x807FFFFFu, 0), 0x80000000u);
    }
}

// INT32_SM: WH two's complement -> sign-magnitude (ToSignMag); BH deprecated, raw.
TEST(Sfpstore, Int32SmDiffersBetweenArchs)
{
    Sfpu bh(SFPU_ARCH_BH), wh(SFPU_ARCH_WH);
    EXPECT_EQ(st32(wh, 0xFFFFFFFBu, 12), 0x80000005u);
    EXPECT_EQ(st32(bh, 0xFFFFFFFBu, 12), 0xFFFFFFFBu); // raw, only the BF16-half shuffle (0xFFFF is symmetric)
    EXPECT_EQ(st32(wh, 0x12345678u, 12), 0x34245678u);
    EXPECT_EQ(st32(wh, 0x80000000u, 12), 0x80000000u); // -2^31 has no sign-magnitude form: becomes -0
    EXPECT_EQ(st32(wh, 0xFF800001u, 12), 0xFF00FFFFu); // -(0x7FFFFF) -> 0x807FFFFF -> shuffled
}

// INT8: sign | exponent 16 | 10-bit magnitude, in FP16 Dst layout. INT8_COMP: WH converts two's complement
// first; BH same as INT8.
TEST(Sfpstore, Int8Modes)
{
    Sfpu bh(SFPU_ARCH_BH), wh(SFPU_ARCH_WH);
    for (sfpu_t *s : {bh.s, wh.s}) {
        EXPECT_EQ(st16(s, 0x800000C8u, 5), 0x9910u); // -200
        EXPECT_EQ(st16(s, 0x00000064u, 5), 0x0C90u); // +100
        EXPECT_EQ(st16(s, 0x00000000u, 5), 0x0010u); // zero keeps exponent 16
        EXPECT_EQ(st16(s, 0x00000FFFu, 5), 0x7FF0u); // magnitude masked to 10 bits
    }
    EXPECT_EQ(st16(wh, 0xFFFFFFFBu, 13), 0x80B0u); // -5 (two's complement) -> sign-magnitude
    EXPECT_EQ(st16(bh, 0xFFFFFFFBu, 13), 0xFF70u); // raw: sign 1, magnitude 0x3FB
    EXPECT_EQ(st16(wh, 0x00000005u, 13), 0x00B0u);
    EXPECT_EQ(st16(bh, 0x80000005u, 13), 0x80B0u);
}

// INT16, UINT16, LO16_ONLY, HI16_ONLY, ZERO are 16-bit writes; LO16 / HI16 are raw 32-bit writes.
TEST(Sfpstore, SixteenAndRawModes)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        EXPECT_EQ(st16(s, 0x80000123u, 8), 0x8123u);
        EXPECT_EQ(st16(s, 0x0001FFFFu, 8), 0x7FFFu); // magnitude bits above 14 dropped
        EXPECT_EQ(st16(s, 0x1234BEEFu, 6), 0xBEEFu);
        EXPECT_EQ(st16(s, 0x1234BEEFu, 14), 0xBEEFu);
        EXPECT_EQ(st16(s, 0x1234BEEFu, 15), 0x1234u);
        EXPECT_EQ(st16(s, 0x1234BEEFu, 11), 0x0000u);
        EXPECT_EQ(st32(s, 0x1234BEEFu, 9), 0xBEEF1234u); // LO16: halves swapped, no shuffle
        EXPECT_EQ(st32(s, 0x1234BEEFu, 7), 0x1234BEEFu); // HI16: raw
        // a 16-bit write leaves the +8 row (low half of the Dst32b datum) alone
        sfpu_poke_dst(s, 8, 0, 0x5A5A);
        EXPECT_EQ(st16(s, 0x3F800000u, 1), 0x000Fu);
        EXPECT_EQ(d16(s, 8, 0), 0x5A5Au);
        EXPECT_EQ(st16(s, 0x3F800000u, 11), 0x0000u);
        EXPECT_EQ(d16(s, 8, 0), 0x5A5Au);
    }
}

// SRCB resolution (same rule as SFPLOAD): BF16-like formats -> BF16, others FP16; BH SFPU_DEST_FMT override.
TEST(Sfpstore, SrcbResolution)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        h_set_reg(s, SFPU_REG_CFG_SRCB_FMT, 0, 5);
        EXPECT_EQ(st16(s, 0x3F800000u, 0), 0x007Fu);
        h_set_reg(s, SFPU_REG_CFG_SRCB_FMT, 0, 1);
        EXPECT_EQ(st16(s, 0x3F800000u, 0), 0x000Fu);
        h_set_reg(s, SFPU_REG_CFG_SRCB_OVERRIDE, 0, 1);
        h_set_reg(s, SFPU_REG_CFG_SRCB_OVERRIDE_VAL, 0, 0);
        EXPECT_EQ(st16(s, 0x3F800000u, 0), 0x007Fu);
        h_set_reg(s, SFPU_REG_CFG_SFPU_DEST_FMT_ENABLE, 0, 1);
        h_set_reg(s, SFPU_REG_CFG_SFPU_DEST_FMT_BASE, 0, 10); // FP8 (5-bit exponent)
        EXPECT_EQ(st16(s, 0x3F800000u, 0), a == SFPU_ARCH_BH ? 0x000Fu : 0x007Fu);
    }
}

// Lane L writes row (Addr & ~3) + L/8, column 2*(L&7) + Addr[1] (inverse of SFPLOAD); offsets as SFPLOAD.
TEST(Sfpstore, AddressingAndRoundTrip)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        uint32_t v[SFPU_LANES];
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            v[l] = 0x100u + l;
        h_set_lreg_lanes(s, 3, v);
        h_set_reg(s, SFPU_REG_CFG_DEST_TARGET_OFFSET, 0, 8);
        h_set_reg(s, SFPU_REG_RWC_DST, 0, 4);
        h_set_reg(s, SFPU_REG_CFG_DEST_REGW_BASE, 0, 16);
        RUN_OK(s, "sfpstore L3,6,6,0"); // 6 + 28 = 34: rows 32..35, odd columns
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            EXPECT_EQ(d16(s, 32 + l / 8, 2 * (l & 7) + 1), 0x100u + l) << l;
            EXPECT_EQ(d16(s, 32 + l / 8, 2 * (l & 7)), 0u) << l;
        }
        RUN_OK(s, "sfpload L4,6,6,0");
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            EXPECT_EQ(h_lreg(s, 4, l), 0x100u + l);
        // FP32 round trip through Dst32b (Adj32 split) is bit exact
        h_set_lreg(s, 0, 0xC0490FDBu);
        RUN_OK(s, "sfpstore L0,0,3,0\nsfpload L1,0,3,0");
        EXPECT_EQ(h_lreg(s, 1, 7), 0xC0490FDBu);
        EXPECT_EQ(d16(s, 52, 0), 0xC980u); // Addr 28: Adj32(28) = 52 holds the shuffled high half
    }
}

// BH INT32_ALL store: Addr = Imm10 + Offset + Sp + DEST_SP_BASE + (DstOff & 3), then Sp += SFPU_STACK_Incr;
// a following INT32_ALL load pre-decrements and reads the same place (stack push / pop).
TEST(Sfpstore, BhInt32AllStackPushPop)
{
    Sfpu s(SFPU_ARCH_BH);
    h_set_reg(s, SFPU_REG_RWC_SP, 0, 8);
    h_set_reg(s, SFPU_REG_CFG_SFPU_STACK_INCR, 0, 4);
    h_set_reg(s, SFPU_REG_CFG_DEST_SP_BASE, 0, 16);
    h_set_lreg(s, 0, 0x12345678u);
    RUN_OK(s, "sfpstore L0,0,10,0"); // Addr 24, Sp -> 12
    EXPECT_EQ(h_reg(s, SFPU_REG_RWC_SP, 0), 12u);
    EXPECT_EQ(d32(s, 24, 0), 0x34245678u);
    EXPECT_EQ(d32(s, 27, 14), 0x34245678u);
    h_set_lreg(s, 0, 0x0BADF00Du);
    RUN_OK(s, "sfpstore L0,0,10,0");                   // Addr 28, Sp -> 16
    EXPECT_EQ(d32(s, 28, 0), 0x2D17F00Du);             // hi 0x0BAD: exp 0x17, man 0x2D -> Dst 0x2D17
    RUN_OK(s, "sfpload L1,0,10,0\nsfpload L2,0,10,0"); // pop: Sp 16 -> 12 (Addr 28), 12 -> 8 (Addr 24)
    EXPECT_EQ(h_lreg(s, 1, 0), 0x0BADF00Du);
    EXPECT_EQ(h_lreg(s, 2, 0), 0x12345678u);
    EXPECT_EQ(h_reg(s, SFPU_REG_RWC_SP, 0), 8u);
    // WH: INT32_ALL has no stack; Sp untouched, Addr = Imm10 + ((RWC.Dst + base) & 3)
    Sfpu w(SFPU_ARCH_WH);
    h_set_reg(w, SFPU_REG_RWC_SP, 0, 8);
    h_set_reg(w, SFPU_REG_CFG_SFPU_STACK_INCR, 0, 4);
    h_set_reg(w, SFPU_REG_RWC_DST, 0, 6);
    h_set_lreg(w, 0, 0x12345678u);
    RUN_OK(w, "sfpstore L0,4,10,0"); // Addr 4 + 2: rows 4..7, odd columns
    EXPECT_EQ(h_reg(w, SFPU_REG_RWC_SP, 0), 8u);
    EXPECT_EQ(d32(w, 4, 1), 0x34245678u);
    EXPECT_EQ(d32(w, 4, 0), 0u);
}

// ApplyPartialAddrMod after the store; the address uses the RWC before the update.
TEST(Sfpstore, AddrModIncrement)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        h_set_reg(s, SFPU_REG_ADDR_MOD_DST, 2, 4);
        h_set_lreg(s, 0, 0x1111u);
        RUN_OK(s, "sfpstore L0,0,6,2");
        h_set_lreg(s, 0, 0x2222u);
        RUN_OK(s, "sfpstore L0,0,6,2");
        EXPECT_EQ(d16(s, 0, 0), 0x1111u);
        EXPECT_EQ(d16(s, 4, 0), 0x2222u);
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 8u);
    }
}

// BLOCK_DEST_WR_FROM_SFPU (LaneConfig[Lane]), DEST_WR_COL_EXCHANGE (LaneConfig[Lane & 7]), LaneEnabled
// (ignored by INT32_ALL), constant-register sources.
TEST(Sfpstore, LaneConfigPredicationAndSources)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        h_set_lreg(s, 0, 0x7777u);
        h_set_reg(s, SFPU_REG_LANE_CONFIG, 5, 1u << 4);  // block lane 5
        h_set_reg(s, SFPU_REG_LANE_CONFIG, 3, 1u << 7);  // column 3 writes odd columns
        h_set_reg(s, SFPU_REG_LANE_CONFIG, 12, 1u << 7); // no effect: read from LaneConfig[12 & 7]
        RUN_OK(s, "sfpstore L0,0,6,0");
        EXPECT_EQ(d16(s, 0, 10), 0u);
        EXPECT_EQ(d16(s, 1, 10), 0x7777u);
        EXPECT_EQ(d16(s, 0, 7), 0x7777u);
        EXPECT_EQ(d16(s, 0, 6), 0u);
        EXPECT_EQ(d16(s, 3, 7), 0x7777u);
        EXPECT_EQ(d16(s, 1, 8), 0x7777u);
        // predication: lanes 8..15 by ROW_MASK, lane 0 by flags
        for (unsigned col = 0; col < 8; ++col)
            h_set_reg(s, SFPU_REG_LANE_CONFIG, col, 1u << 13);
        h_set_lane_flags(s, 0x0u, 0x1u);
        h_set_lreg(s, 1, 0x4444u);
        RUN_OK(s, "sfpstore L1,8,6,0");
        EXPECT_EQ(d16(s, 8, 0), 0u);
        EXPECT_EQ(d16(s, 9, 0), 0u);
        EXPECT_EQ(d16(s, 8, 2), 0x4444u);
        EXPECT_EQ(d16(s, 10, 0), 0x4444u);
        RUN_OK(s, "sfpstore L1,16,10,0"); // INT32_ALL: every lane
        EXPECT_EQ(d32(s, 16, 0), 0x4444u);
        EXPECT_EQ(d32(s, 17, 0), 0x4444u);
        // VD 8..11 are readable sources: LReg[8] = 0x3F56594B -> BF16 0x3F56 -> Dst 0x567E; LReg[9] = 0
        h_set_lane_flags(s, 0, 0);
        for (unsigned col = 0; col < 8; ++col)
            h_set_reg(s, SFPU_REG_LANE_CONFIG, col, 0);
        RUN_OK(s, "sfpstore L8,40,2,0");
        EXPECT_EQ(d16(s, 40, 0), 0x567Eu);
        RUN_OK(s, "sfpstore L10,44,4,0"); // LReg[10] = 1.0
        EXPECT_EQ(d32(s, 47, 14), 0x007F0000u);
    }
}

// VD 12..15 with DISABLE_BACKDOOR_LOAD = 0: the word goes to InstructionTemplate[VD-12], Dst is untouched;
// with the bit set the register is stored (LReg[12] = 1/65536 -> FP32 Dst 0x006F0000).
TEST(Sfpstore, BackdoorGate)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        RUN_OK(s, "sfpstore L12,0,3,0");
        EXPECT_EQ(d32(s, 0, 0), 0u);
        EXPECT_NE(h_reg(s, SFPU_REG_LM_TEMPLATE, 0), 0u);
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            h_set_reg(s, SFPU_REG_LANE_CONFIG, l, 2u);
        RUN_OK(s, "sfpstore L12,0,3,0");
        EXPECT_EQ(d32(s, 0, 0), 0x006F0000u);
        EXPECT_EQ(d32(s, 3, 14), 0x006F0000u);
        RUN_OK(s, "sfpstore L15,44,4,0"); // LReg[15] lane i = 2i
        EXPECT_EQ(d32(s, 44, 2), 2u);
        EXPECT_EQ(d32(s, 47, 14), 62u);
    }
}

// ZEROACC.md: writing some columns of an undefined row (an SFPSTORE writes half of them) is undefined.
TEST(Sfpstore, WritingAnUndefinedRowIsUndefined)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        sfpu_poke_dst_row_valid(s, 2, false);
        EXPECT_EQ(h_run(s, "sfpstore L0,0,6,0"), SFPU_ERR_UNDEFINED);
        EXPECT_NE(std::strstr(sfpu_last_error(s), "DstRowValid"), nullptr) << sfpu_last_error(s);
        EXPECT_EQ(d16(s, 0, 0), 0u);
        sfpu_clear_error(s);
        RUN_OK(s, "sfpstore L0,4,6,0"); // other rows fine
    }
}

// Random LReg values (denormals and zero exponents mixed in), addresses, column exchanges and enabled lanes: every
// enabled lane of a 32-bit (FP32) and a 16-bit (UINT16) store writes exactly the cell(s) SFPSTORE.md's Row/Column
// formulas name, converted by the lane functions (FP32 flushes exponent 0); every other cell keeps its value - a
// cross-check of the row-word fast paths of the 32-lane Dst access.
TEST(Sfpstore, RandomRowsAndColumnsAgainstLaneFunctions)
{
    std::mt19937_64 rng(12);
    static uint16_t before[64][16];
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        for (unsigned trial = 0; trial < 200; ++trial) {
            for (unsigned r = 0; r < 64; ++r)
                for (unsigned c = 0; c < 16; ++c) {
                    before[r][c] = (uint16_t)rng();
                    sfpu_poke_dst(s, r, c, before[r][c]);
                }
            uint32_t x[SFPU_LANES];
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                x[l] = (uint32_t)rng();
                if (l % 5 == 0)
                    x[l] &= 0x807FFFFFu; // zero exponent: a denormal or a zero
            }
            h_set_lreg_lanes(s, 0, x);
            uint32_t xchg = trial % 3 == 0 ? (uint32_t)rng() & 0xFFu : 0u; // columns writing the odd cell
            for (unsigned c = 0; c < 8; ++c)
                h_set_reg(s, SFPU_REG_LANE_CONFIG, c, ((xchg >> c) & 1u) << 7);
            uint32_t en = trial % 4 == 1 ? (uint32_t)rng() : 0xFFFFFFFFu;
            h_set_lane_flags(s, en, 0xFFFFFFFFu);
            unsigned addr = (unsigned)(rng() % 28u), mod0 = trial % 2 ? 3u : 6u;
            ASSERT_EQ(h_run(s, store(0, addr, mod0).c_str()), SFPU_OK) << h_message();
            h_set_lane_flags(s, 0, 0);
            static uint16_t want[64][16];
            std::memcpy(want, before, sizeof want);
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                if (!((en >> l) & 1u))
                    continue;
                unsigned row = row_of(addr, l),
                         col = 2u * (l & 7u) + (((addr & 2u) || ((xchg >> (l & 7u)) & 1u)) ? 1u : 0u);
                if (mod0 == 3u) {
                    uint32_t v = sfpu_lane_dst_encode_fp32(sfpu_lane_flush_fp32(x[l]));
                    // 32-bit datum: high half in the row Adj32 names, low half 8 rows on (no remapping here)
                    unsigned p = ((row & 0x1F8u) << 1) | (row & 0x207u);
                    ASSERT_LT(p + 8u, 64u);
                    want[p][col] = (uint16_t)(v >> 16);
                    want[p + 8u][col] = (uint16_t)v;
                } else {
                    want[row][col] = (uint16_t)x[l];
                }
            }
            for (unsigned r = 0; r < 64; ++r)
                for (unsigned c = 0; c < 16; ++c)
                    ASSERT_EQ(d16(s, r, c), want[r][c])
                        << "arch " << a << " trial " << trial << " row " << r << " col " << c;
        }
    }
}
