// test_insn_sfploadmacro.cc - SFPLOADMACRO's SFPLOAD half: VD = VDHi << 2 | VDLo, Imm10 = the whole 10-bit
// field, full SFPLOAD semantics (conversions, ApplyPartialAddrMod, BH Sp), and the computed address that a
// scheduled SFPSTORE reuses verbatim. From {BH,WH} SFPLOADMACRO.md + SFPLOAD.md functional models.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"
#include "sfpu/sfpu_lane.h"

namespace
{

const sfpu_arch_t kArchs[] = {SFPU_ARCH_BH, SFPU_ARCH_WH};

uint16_t d16(sfpu_t *s, unsigned row, unsigned col)
{
    uint16_t v = 0;
    sfpu_peek_dst(s, row, col, &v);
    return v;
}

std::vector<uint32_t> words(sfpu_arch_t a, const std::string &src)
{
    std::vector<uint32_t> w(64);
    size_t n = 0;
    char err[300];
    EXPECT_EQ(sfpu_assemble(src.c_str(), "m.s", a, w.data(), w.size(), &n, err, sizeof err), SFPU_OK) << err;
    w.resize(n);
    return w;
}

// Clocked run: one word per cycle when accepted, until idle.
void run_timed(sfpu_t *s, const std::vector<uint32_t> &w)
{
    size_t i = 0;
    for (int guard = 0; guard < 200; ++guard) {
        sfpu_in_t in = {(uint8_t)(i < w.size()), i < w.size() ? w[i] : 0u};
        sfpu_out_t out;
        ASSERT_EQ(sfpu_tick(s, &in, &out), SFPU_OK) << sfpu_last_error(s);
        if (i < w.size() && out.insn_ready)
            ++i;
        if (i == w.size() && !out.busy)
            return;
    }
    FAIL() << "did not drain";
}

void set_all(sfpu_t *s, sfpu_reg_t reg, unsigned per_lane_index, unsigned stride, uint32_t v)
{
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        h_set_reg(s, reg, l * stride + per_lane_index, v);
}

} // namespace

// VD = VDHi (Imm10 bit 0) << 2 | VDLo (lreg_ind bits 1:0); MacroIndex (lreg_ind bits 3:2) does not affect
// the load; Imm10 bit 0 is also the (unused) Addr bit 0.
TEST(Sfploadmacro, VdAndAddressFields)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        for (unsigned r = 0; r < 8; ++r)
            for (unsigned c = 0; c < 16; ++c)
                sfpu_poke_dst(s, r, c, (uint16_t)(0x100 + r * 16 + c));
        RUN_OK(s, "sfploadmacro 3,L5,5,6,0"); // macro 3, VDLo 1, VDHi 1 -> VD 5; Addr 5 -> rows 4..7 even
        EXPECT_EQ(h_lreg(s, 5, 0), 0x140u);
        EXPECT_EQ(h_lreg(s, 5, 31), 0x100u + 7 * 16 + 14);
        EXPECT_EQ(h_lreg(s, 1, 0), 0u);
        RUN_OK(s, "sfploadmacro 0,L2,2,6,0"); // VD 2, Addr 2 -> rows 0..3 odd
        EXPECT_EQ(h_lreg(s, 2, 9), 0x100u + 16 + 3);
        RUN_OK(s, "sfploadmacro 1,L7,7,6,0"); // macro 1, VD 7, Addr 7 -> rows 4..7 odd
        EXPECT_EQ(h_lreg(s, 7, 0), 0x141u);
    }
}

// The load half applies every SFPLOAD Mod0 conversion, e.g. FP16 and the arch-dependent INT8 width.
TEST(Sfploadmacro, ConversionsAsSfpload)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        for (unsigned c = 0; c < 16; ++c)
            sfpu_poke_dst(s, 0, c, 0xA010); // FP16 -2.5
        RUN_OK(s, "sfploadmacro 0,L0,0,1,0");
        EXPECT_EQ(h_lreg(s, 0, 0), 0xC0200000u);
        sfpu_poke_dst(s, 0, 0, 0x9910); // Integer "8" -200
        RUN_OK(s, "sfploadmacro 0,L0,0,5,0");
        EXPECT_EQ(h_lreg(s, 0, 0), a == SFPU_ARCH_BH ? 0x800000C8u : 0x80000048u);
        sfpu_poke_dst32(s, 0, 0, 0x49800FDBu);
        RUN_OK(s, "sfploadmacro 0,L1,0,3,0");
        EXPECT_EQ(h_lreg(s, 1, 0), 0x40490FDBu);
        h_set_lreg(s, 3, 0x12345678u);
        sfpu_poke_dst(s, 0, 0, 0xBEEF);
        RUN_OK(s, "sfploadmacro 0,L3,0,14,0"); // LO16_ONLY
        EXPECT_EQ(h_lreg(s, 3, 0), 0x1234BEEFu);
    }
}

// ApplyPartialAddrMod and predication as SFPLOAD; BH's 3-bit AddrMod reaches slots 4..7.
TEST(Sfploadmacro, AddrModAndPredication)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        h_set_reg(s, SFPU_REG_ADDR_MOD_DST, 3, 8);
        sfpu_poke_dst(s, 8, 0, 0x4444);
        sfpu_poke_dst(s, 8, 2, 0x5555);
        h_set_lane_flags(s, 0x0u, 0x1u); // lane 0 disabled
        h_set_lreg(s, 0, 0x99u);
        RUN_OK(s, "sfploadmacro 0,L0,0,6,3\nsfploadmacro 0,L0,0,6,3");
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 16u);
        EXPECT_EQ(h_lreg(s, 0, 0), 0x99u);
        EXPECT_EQ(h_lreg(s, 0, 1), 0x5555u) << "second macro read rows 8..11";
    }
    Sfpu bh(SFPU_ARCH_BH);
    h_set_reg(bh, SFPU_REG_ADDR_MOD_DST, 7, 20);
    RUN_OK(bh, "sfploadmacro 0,L0,0,6,7");
    EXPECT_EQ(h_reg(bh, SFPU_REG_RWC_DST, 0), 20u);
}

// BH INT32_ALL in the load half pre-decrements RWC.Sp like SFPLOAD.
TEST(Sfploadmacro, BhInt32AllPreDecrementsSp)
{
    Sfpu s(SFPU_ARCH_BH);
    h_set_reg(s, SFPU_REG_RWC_SP, 0, 8);
    h_set_reg(s, SFPU_REG_CFG_SFPU_STACK_INCR, 0, 4);
    sfpu_poke_dst32(s, 4, 0, 0x00001234u);
    RUN_OK(s, "sfploadmacro 0,L0,0,10,0");
    EXPECT_EQ(h_reg(s, SFPU_REG_RWC_SP, 0), 4u);
    EXPECT_EQ(h_lreg(s, 0, 0), 0x1234u);
}

// A store scheduled by the macro writes at the macro's computed Addr (Imm10 + offset + RWC before the
// ADDR_MOD update), with no offset re-applied and no ADDR_MOD of its own. Store byte 0x13 = built-in SFPSTORE,
// delay 2; Misc StoreMod0 = ZERO (11) so the store is visible.
TEST(Sfploadmacro, ScheduledStoreReusesTheLoadAddress)
{
    for (sfpu_arch_t a : kArchs) {
        Sfpu s(a);
        for (unsigned r = 8; r < 24; ++r)
            for (unsigned c = 0; c < 16; ++c)
                sfpu_poke_dst(s, r, c, 0xFFFF);
        set_all(s, SFPU_REG_LM_SEQUENCE, 0, 4, 0x13000000u);
        set_all(s, SFPU_REG_LM_MISC, 0, 1, 0x00Bu);
        h_set_reg(s, SFPU_REG_CFG_DEST_TARGET_OFFSET, 0, 4);
        h_set_reg(s, SFPU_REG_RWC_DST, 0, 8);
        h_set_reg(s, SFPU_REG_ADDR_MOD_DST, 0, 4);
        run_timed(s, words(a, "sfploadmacro 0,L0,0,6,0\nsfpnop\nsfpnop\nsfpnop\n"));
        EXPECT_EQ(h_lreg(s, 0, 0), 0xFFFFu);           // loaded from rows 12..15 (0 + 4 + 8)
        EXPECT_EQ(h_reg(s, SFPU_REG_RWC_DST, 0), 12u); // one ADDR_MOD update (the load's), none by the store
        for (unsigned r = 12; r < 16; ++r) {
            EXPECT_EQ(d16(s, r, 0), 0u) << "row " << r; // ZERO stored at the load's address
            EXPECT_EQ(d16(s, r, 14), 0u) << "row " << r;
            EXPECT_EQ(d16(s, r, 1), 0xFFFFu) << "odd columns untouched";
        }
        EXPECT_EQ(d16(s, 16, 0), 0xFFFFu) << "offset not applied twice, RWC update not seen";
        EXPECT_EQ(d16(s, 11, 0), 0xFFFFu);
    }
}

// BH: a scheduled INT32_ALL store (UsesLoadMod0ForStore) neither adds the stack offset again nor increments Sp;
// store byte 0x93 keeps the built-in template's VD (0) as the source.
TEST(Sfploadmacro, BhScheduledInt32AllStoreLeavesSpAlone)
{
    Sfpu s(SFPU_ARCH_BH);
    set_all(s, SFPU_REG_LM_SEQUENCE, 0, 4, 0x93000000u);
    set_all(s, SFPU_REG_LM_MISC, 0, 1, 0x010u); // macro 0 stores with the load's Mod0
    h_set_reg(s, SFPU_REG_RWC_SP, 0, 8);
    h_set_reg(s, SFPU_REG_CFG_SFPU_STACK_INCR, 0, 4);
    h_set_reg(s, SFPU_REG_CFG_DEST_SP_BASE, 0, 16);
    h_set_lreg(s, 0, 0x0BADF00Du);
    run_timed(s, words(SFPU_ARCH_BH, "sfploadmacro 0,L1,0,10,0\nsfpnop\nsfpnop\nsfpnop\n"));
    EXPECT_EQ(h_reg(s, SFPU_REG_RWC_SP, 0), 4u) << "only the load's pre-decrement";
    uint32_t v = 0;
    sfpu_peek_dst32(s, 20, 0, &v); // Addr = Sp 4 + base 16
    EXPECT_EQ(v, sfpu_lane_dst_encode_fp32(0x0BADF00Du));
    sfpu_peek_dst32(s, 24, 0, &v);
    EXPECT_EQ(v, 0u);
}
