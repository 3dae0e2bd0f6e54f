// test_insn_ttmop_cfg.cc - MOP_CFG: sets the MOP Expander's MaskHi, the upper 16 mask bits of template 0
// (WormholeB0 MOPExpander.md). Syntax = TT_OP_MOP_CFG: zmask_hi16.
#include <gtest/gtest.h>

#include <string>

#include "harness.h"
#include "test_util.h"

TEST(TtmopCfg, EncodingAndReservedBits)
{
    EXPECT_EQ(h_word(SFPU_ARCH_BH, "ttmop_cfg 0xabcd"), 0x0300ABCDu);
    EXPECT_EQ(h_word(SFPU_ARCH_BH, "ttmopcfg 0xffffff"), 0x03FFFFFFu); // binutils' spelling and 24-bit field
    sfpu_insn_t in;
    EXPECT_EQ(sfpu_decode(0x03010000u, SFPU_ARCH_WH, &in, nullptr, 0), SFPU_OK); // [23:16] ignored (D1b)
}

// Template 0 with 20 iterations: iterations 16..19 take their mask bits from MaskHi.
TEST(TtmopCfg, MaskHiSkipsUpperIterations)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu m(a);
        h_set_reg(m.s, SFPU_REG_MOP_CFG, 3, h_word(a, "sfpiadd L0,L0,1,5"));  // A0
        h_set_reg(m.s, SFPU_REG_MOP_CFG, 7, h_word(a, "sfpiadd L2,L2,1,5"));  // SkipA0
        ASSERT_EQ(h_run(m.s, "ttmop_cfg 0x000a\nttmop 0,19,0x0001"), SFPU_OK) << h_message();
        EXPECT_EQ(h_reg(m.s, SFPU_REG_MOP_MASK_HI, 0), 0xAu);
        EXPECT_EQ(h_lreg(m.s, 0, 0), 17u); // iterations 0, 17, 19 skipped
        EXPECT_EQ(h_lreg(m.s, 2, 0), 3u);
        // MaskHi persists for later MOPs
        ASSERT_EQ(h_run(m.s, "ttmop 0,17,0"), SFPU_OK);
        EXPECT_EQ(h_lreg(m.s, 2, 0), 4u);
    }
}

// Timed: MOP_CFG is consumed by the expander: the cycle delivers nothing to the SFPU.
TEST(TtmopCfg, TimedIsAFrontendBubble)
{
    Sfpu m;
    sfpu_in_t in = {1, 0x03000001u};
    sfpu_out_t out;
    ASSERT_EQ(sfpu_tick(m.s, &in, &out), SFPU_OK);
    EXPECT_EQ(out.insn_ready, 1);
    EXPECT_EQ(out.n_exec, 0);
    sfpu_timing_stats_t st;
    sfpu_get_timing_stats(m.s, &st);
    EXPECT_EQ(st.frontend_bubbles, 1u);
}

// MOP_CFG coming out of an expansion (MopCfg, or the replay buffer) reaches the backend: undefined,
// reported. (Written to the stream, a MOP_CFG is taken by the MOP Expander before the Replay Expander
// could record it.)
TEST(TtmopCfg, FromAnExpansionIsUndefined)
{
    Sfpu m;
    ASSERT_EQ(h_run(m.s, "ttreplay 0,1,0,1\nttmop_cfg 1"), SFPU_OK) << h_message();
    EXPECT_EQ(h_reg(m.s, SFPU_REG_MOP_MASK_HI, 0), 1u); // consumed by the MOP Expander
    EXPECT_EQ(h_run(m.s, "sfpiadd L0,L0,1,5"), SFPU_OK);  // ... so this word is the one recorded
    EXPECT_EQ(h_lreg(m.s, 0, 0), 0u);

    Sfpu r;
    h_set_reg(r.s, SFPU_REG_REPLAY, 0, 0x03000001u);
    EXPECT_EQ(h_run(r.s, "ttreplay 0,1,0,0"), SFPU_ERR_UNDEFINED);
    EXPECT_NE(std::string(h_message()).find("MOP_CFG"), std::string::npos) << h_message();

    Sfpu m2;
    h_set_reg(m2.s, SFPU_REG_MOP_CFG, 3, 0x03000001u); // template 0 A0
    EXPECT_EQ(h_run(m2.s, "ttmop 0,0,0"), SFPU_ERR_UNDEFINED);
    EXPECT_NE(std::string(h_message()).find("MOP_CFG"), std::string::npos) << h_message();
}
