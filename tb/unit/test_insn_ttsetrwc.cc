// test_insn_ttsetrwc.cc - SETRWC: RWC set / carriage-return arithmetic (WormholeB0 SETRWC.md; BH the
// same, decisions F5). Syntax = TT_OP_SETRWC order: clear_ab, rwc_cr, rwc_d, rwc_b, rwc_a, BitMask.
#include <gtest/gtest.h>

#include <string>

#include "harness.h"
#include "test_util.h"

namespace
{

void set_rwcs(sfpu_t *s, unsigned d, unsigned dcr, unsigned a, unsigned acr, unsigned b, unsigned bcr)
{
    h_set_reg(s, SFPU_REG_RWC_DST, 0, d);
    h_set_reg(s, SFPU_REG_RWC_DST_CR, 0, dcr);
    h_set_reg(s, SFPU_REG_RWC_SRCA, 0, a);
    h_set_reg(s, SFPU_REG_RWC_SRCA_CR, 0, acr);
    h_set_reg(s, SFPU_REG_RWC_SRCB, 0, b);
    h_set_reg(s, SFPU_REG_RWC_SRCB_CR, 0, bcr);
}

} // namespace

// ckernel_ops.h TT_OP_SETRWC: clear_ab<<22, rwc_cr<<18, rwc_d<<14, rwc_b<<10, rwc_a<<6, BitMask<<0.
TEST(Ttsetrwc, Encoding)
{
    EXPECT_EQ(h_word(SFPU_ARCH_BH, "ttsetrwc 0,4,8,0,0,4"), 0x37000000u | (4u << 18) | (8u << 14) | 4u);
    EXPECT_EQ(h_word(SFPU_ARCH_WH, "ttsetrwc 3,15,15,15,15,15"), 0x37FFFFCFu);
    // BitMask is 6 bits in the encoding (binutils, tt-llk); bits 5:4 are not documented and ignored (D1b, F5)
    sfpu_insn_t in;
    char err[160];
    EXPECT_EQ(sfpu_decode(0x37000010u, SFPU_ARCH_BH, &in, err, sizeof err), SFPU_OK);
    EXPECT_EQ(h_word(SFPU_ARCH_BH, "ttsetrwc 0,0,0,0,0,63"), 0x3700003Fu);
}

// SETRWC.md: "if (Dst) { if (DstCtoCr) v += Dst; else if (DstCr) v += Dst_Cr; Dst = Dst_Cr = v }"
TEST(Ttsetrwc, DstSetCrAndCtoCr)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu m(a);
        set_rwcs(m.s, 100, 40, 0, 0, 0, 0);
        ASSERT_EQ(h_run(m.s, "ttsetrwc 0,0,5,0,0,4"), SFPU_OK) << h_message(); // Dst = Dst_Cr = 5
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST, 0), 5u);
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST_CR, 0), 5u);
        set_rwcs(m.s, 100, 40, 0, 0, 0, 0);
        ASSERT_EQ(h_run(m.s, "ttsetrwc 0,4,8,0,0,4"), SFPU_OK); // CR_D: Dst = Dst_Cr = 40 + 8
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST, 0), 48u);
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST_CR, 0), 48u);
        set_rwcs(m.s, 100, 40, 0, 0, 0, 0);
        ASSERT_EQ(h_run(m.s, "ttsetrwc 0,8,3,0,0,0"), SFPU_OK); // C_TO_CR alone also writes Dst: 100 + 3
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST, 0), 103u);
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST_CR, 0), 103u);
        set_rwcs(m.s, 100, 40, 0, 0, 0, 0);
        ASSERT_EQ(h_run(m.s, "ttsetrwc 0,12,3,0,0,4"), SFPU_OK); // C_TO_CR wins over CR_D
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST, 0), 103u);
        set_rwcs(m.s, 1020, 1020, 0, 0, 0, 0);
        ASSERT_EQ(h_run(m.s, "ttsetrwc 0,4,8,0,0,4"), SFPU_OK); // 10-bit counter wraps: 1028 & 1023
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST, 0), 4u);
    }
}

TEST(Ttsetrwc, SrcAAndSrcBAndMaskSelects)
{
    Sfpu m(SFPU_ARCH_BH);
    set_rwcs(m.s, 7, 7, 9, 20, 11, 30);
    ASSERT_EQ(h_run(m.s, "ttsetrwc 0,1,0,6,5,1"), SFPU_OK) << h_message(); // SrcA = SrcA_Cr = 20 + 5
    EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_SRCA, 0), 25u);
    EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_SRCA_CR, 0), 25u);
    EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_SRCB, 0), 11u); // not selected by BitMask
    EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST, 0), 7u);
    ASSERT_EQ(h_run(m.s, "ttsetrwc 0,0,0,6,5,2"), SFPU_OK); // SrcB = SrcB_Cr = 6
    EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_SRCB, 0), 6u);
    EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_SRCB_CR, 0), 6u);
    set_rwcs(m.s, 7, 7, 60, 60, 0, 0);
    ASSERT_EQ(h_run(m.s, "ttsetrwc 0,1,0,0,9,1"), SFPU_OK); // 6-bit counter: (60 + 9) & 63
    EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_SRCA, 0), 5u);
    // Fidelity (BitMask 8) and the bank flips touch no state the SFPU reads: RWCs unchanged
    set_rwcs(m.s, 7, 8, 9, 10, 11, 12);
    ASSERT_EQ(h_run(m.s, "ttsetrwc 3,0,1,1,1,8"), SFPU_OK);
    EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST, 0), 7u);
    EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_SRCA, 0), 9u);
    EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_SRCB_CR, 0), 12u);
}
