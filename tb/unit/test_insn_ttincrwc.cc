// test_insn_ttincrwc.cc - INCRWC: RWC increments (WormholeB0 INCRWC.md; BH the same, decisions F5).
// Syntax = TT_OP_INCRWC order: rwc_cr, rwc_d, rwc_b, rwc_a (as SFPI prints TTINCRWC 0, 2, 0, 0).
#include <gtest/gtest.h>

#include "harness.h"
#include "test_util.h"

TEST(Ttincrwc, Encoding)
{
    // ckernel_ops.h TT_OP_INCRWC: rwc_cr<<18, rwc_d<<14, rwc_b<<10, rwc_a<<6
    EXPECT_EQ(h_word(SFPU_ARCH_BH, "ttincrwc 0,2,0,0"), 0x38000000u | (2u << 14));
    EXPECT_EQ(h_word(SFPU_ARCH_WH, "ttincrwc 7,15,15,15"), 0x381FFFC0u);
    sfpu_insn_t in;
    EXPECT_EQ(sfpu_decode(0x38200000u, SFPU_ARCH_BH, &in, nullptr, 0), SFPU_OK); // Cr is 6 bits in the encoding (D1b)
    EXPECT_EQ(SFPU_F(&in, rwc_cr), 8u);
    EXPECT_EQ(h_word(SFPU_ARCH_BH, "ttincrwc 63,0,0,0"), 0x38FC0000u);
}

// INCRWC.md: "if (DstCr) { Dst_Cr += Inc; Dst = Dst_Cr } else Dst += Inc" (likewise SrcA, SrcB)
TEST(Ttincrwc, PlainAndCarriageReturn)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu m(a);
        h_set_reg(m.s, SFPU_REG_RWC_DST, 0, 10);
        h_set_reg(m.s, SFPU_REG_RWC_DST_CR, 0, 100);
        h_set_reg(m.s, SFPU_REG_RWC_SRCA, 0, 1);
        h_set_reg(m.s, SFPU_REG_RWC_SRCA_CR, 0, 30);
        h_set_reg(m.s, SFPU_REG_RWC_SRCB, 0, 2);
        h_set_reg(m.s, SFPU_REG_RWC_SRCB_CR, 0, 40);
        ASSERT_EQ(h_run(m.s, "ttincrwc 0,2,3,4"), SFPU_OK) << h_message();
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST, 0), 12u);
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST_CR, 0), 100u);
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_SRCA, 0), 5u);
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_SRCB, 0), 5u);
        ASSERT_EQ(h_run(m.s, "ttincrwc 4,8,0,0"), SFPU_OK); // CR_D: Dst_Cr = 108, Dst = 108
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST, 0), 108u);
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST_CR, 0), 108u);
        ASSERT_EQ(h_run(m.s, "ttincrwc 3,0,1,1"), SFPU_OK); // CR_A, CR_B
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_SRCA, 0), 31u);
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_SRCA_CR, 0), 31u);
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_SRCB, 0), 41u);
        h_set_reg(m.s, SFPU_REG_RWC_DST, 0, 1022);
        ASSERT_EQ(h_run(m.s, "ttincrwc 0,4,0,0"), SFPU_OK); // 10-bit wrap
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST, 0), 2u);
    }
}

// A per-row stream: 4 x (INCRWC Dst += 2), executed through REPLAY, ends 8 rows further.
TEST(Ttincrwc, ThroughReplay)
{
    Sfpu m(SFPU_ARCH_BH);
    ASSERT_EQ(h_run(m.s, "ttreplay 0,1,0,1\nttincrwc 0,2,0,0\nttreplay 0,1,0,0\nttreplay 0,1,0,0\nttreplay 0,1,0,0\n"
                         "ttreplay 0,1,0,0"),
              SFPU_OK)
        << h_message();
    EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST, 0), 8u);
}
