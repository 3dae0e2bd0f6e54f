// test_insn_ttmop.cc - MOP: the MOP Expander's templates 0 and 1 (WormholeB0 MOPExpander.md), including
// the OuterCount==1 hardware bug and the one-cycle transition penalty. MopCfg is written as the RISCV
// core would (SFPU_REG_MOP_CFG). Syntax = TT_OP_MOP order: mop_type, loop_count, zmask_lo16.
#include <gtest/gtest.h>

#include <string>

#include "harness.h"
#include "test_util.h"

namespace
{

// Word for L<r> += k: each executed expansion word is visible as a count.
uint32_t inc(unsigned r, unsigned k, sfpu_arch_t a = SFPU_ARCH_BH)
{
    std::string l = "sfpiadd L" + std::to_string(r) + ",L" + std::to_string(r) + "," + std::to_string(k) + ",5";
    return h_word(a, l.c_str());
}

constexpr uint32_t kNop = 0x02000000u;

void cfg(sfpu_t *s, std::initializer_list<uint32_t> words)
{
    unsigned i = 0;
    for (uint32_t w : words)
        h_set_reg(s, SFPU_REG_MOP_CFG, i++, w);
}

} // namespace

TEST(Ttmop, Encoding)
{
    // TT_OP_MOP: mop_type<<23, loop_count<<16, zmask_lo16<<0
    EXPECT_EQ(h_word(SFPU_ARCH_BH, "ttmop 1,127,0xffff"), 0x01FFFFFFu);
    EXPECT_EQ(h_word(SFPU_ARCH_WH, "ttmop 0,3,0x5"), 0x01030005u);
}

// Template 0 (Flags = HasB | HasA123): mask bit clear -> A0 A1 A2 A3 B, set -> SkipA0 SkipB.
TEST(Ttmop, Template0MaskSelectsSkip)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu m(a);
        cfg(m.s, {0, 3, inc(1, 1, a), inc(0, 1, a), inc(0, 2, a), inc(0, 4, a), inc(0, 8, a), inc(2, 1, a),
                  inc(3, 1, a)});
        ASSERT_EQ(h_run(m.s, "ttmop 0,3,0x5"), SFPU_OK) << h_message(); // 4 iterations, 0 and 2 skipped
        EXPECT_EQ(h_lreg(m.s, 0, 0), 2u * 15u);
        EXPECT_EQ(h_lreg(m.s, 1, 0), 2u);
        EXPECT_EQ(h_lreg(m.s, 2, 0), 2u);
        EXPECT_EQ(h_lreg(m.s, 3, 0), 2u);
    }
}

TEST(Ttmop, Template0WithoutBAndA123)
{
    Sfpu m;
    cfg(m.s, {0, 0, inc(1, 1), inc(0, 1), inc(0, 2), inc(0, 4), inc(0, 8), inc(2, 1), inc(3, 1)});
    ASSERT_EQ(h_run(m.s, "ttmop 0,127,0x00f0"), SFPU_OK) << h_message(); // 128 iterations, 4 skipped
    EXPECT_EQ(h_lreg(m.s, 0, 0), 124u);
    EXPECT_EQ(h_lreg(m.s, 1, 0), 0u); // no B
    EXPECT_EQ(h_lreg(m.s, 2, 0), 4u);
    EXPECT_EQ(h_lreg(m.s, 3, 0), 0u); // no SkipB
}

// Template 1: OuterCount x { StartOp, InnerCount x LoopOp, last inner = Loop1Last / Loop0Last (last outer),
// EndOp0, EndOp1 }.
TEST(Ttmop, Template1NestedLoops)
{
    Sfpu m;
    cfg(m.s, {2, 3, inc(3, 1), inc(2, 1), inc(2, 16), inc(0, 1), kNop, inc(1, 1), inc(1, 16)});
    ASSERT_EQ(h_run(m.s, "ttmop 1,0,0"), SFPU_OK) << h_message();
    EXPECT_EQ(h_lreg(m.s, 3, 0), 2u);       // StartOp per outer iteration
    EXPECT_EQ(h_lreg(m.s, 0, 0), 4u);       // 2 x (3 - 1) LoopOps
    EXPECT_EQ(h_lreg(m.s, 1, 0), 16u + 1u); // Loop1Last then Loop0Last
    EXPECT_EQ(h_lreg(m.s, 2, 0), 2u * 17u); // EndOp0 + EndOp1
}

// LoopOp1 not a NOP: the inner loop alternates LoopOp / LoopOp1 for twice as many iterations.
TEST(Ttmop, Template1AlternatesAndSkipsNops)
{
    Sfpu m;
    cfg(m.s, {1, 3, kNop, kNop, inc(2, 1), inc(0, 1), inc(0, 64), inc(1, 1), inc(1, 16)});
    ASSERT_EQ(h_run(m.s, "ttmop 1,0,0"), SFPU_OK) << h_message();
    EXPECT_EQ(h_lreg(m.s, 0, 0), 1u + 64u + 1u + 64u + 1u); // 6 inner, the last is Loop0Last
    EXPECT_EQ(h_lreg(m.s, 1, 0), 1u);
    EXPECT_EQ(h_lreg(m.s, 2, 0), 0u); // EndOp1 is not used when EndOp0 is a NOP
    EXPECT_EQ(h_lreg(m.s, 3, 0), 0u);
}

// MOPExpander.md: OuterCount==1, StartOp NOP, InnerCount==0 and EndOp0 not a NOP runs 129 times.
TEST(Ttmop, Template1OuterCountBug)
{
    Sfpu m;
    cfg(m.s, {1, 0, kNop, inc(2, 1), kNop, inc(0, 1), kNop, inc(1, 1), inc(1, 1)});
    ASSERT_EQ(h_run(m.s, "ttmop 1,0,0"), SFPU_OK) << h_message();
    EXPECT_EQ(h_lreg(m.s, 2, 0), 129u);
    EXPECT_EQ(h_lreg(m.s, 0, 0), 0u);
    // OuterCount 0: nothing at all
    cfg(m.s, {0, 5, inc(3, 1), inc(3, 1), inc(3, 1), inc(3, 1), kNop, inc(3, 1), inc(3, 1)});
    ASSERT_EQ(h_run(m.s, "ttmop 1,0,0"), SFPU_OK);
    EXPECT_EQ(h_lreg(m.s, 3, 0), 0u);
}

// The MOP Expander runs before the Replay Expander: a REPLAY in an expansion is expanded.
TEST(Ttmop, ExpansionMayContainReplay)
{
    Sfpu m;
    ASSERT_EQ(h_run(m.s, "ttreplay 0,2,0,1\nsfpiadd L0,L0,1,5\nsfpiadd L1,L1,1,5"), SFPU_OK) << h_message();
    cfg(m.s, {0, 0, 0, h_word(SFPU_ARCH_BH, "ttreplay 0,2,0,0"), 0, 0, 0, inc(2, 1), 0});
    ASSERT_EQ(h_run(m.s, "ttmop 0,2,0"), SFPU_OK) << h_message();
    EXPECT_EQ(h_lreg(m.s, 0, 0), 3u);
    EXPECT_EQ(h_lreg(m.s, 1, 0), 3u);
}

// A MOP coming out of an expansion is not expanded again: undefined, reported.
TEST(Ttmop, MopInsideExpansionIsUndefined)
{
    Sfpu m;
    cfg(m.s, {0, 0, 0, 0x01000000u, 0, 0, 0, 0, 0});
    EXPECT_EQ(h_run(m.s, "ttmop 0,0,0"), SFPU_ERR_UNDEFINED);
    EXPECT_NE(std::string(h_message()).find("MOP"), std::string::npos) << h_message();
}

// Timing: the first word leaves in the MOP's own cycle, one per cycle after; then one idle cycle unless
// the next word is another MOP (MOPExpander.md "Performance").
TEST(Ttmop, TimedPenaltyAfterExpansion)
{
    for (bool mop_next : {false, true}) {
        Sfpu m;
        cfg(m.s, {0, 0, 0, inc(0, 1), 0, 0, 0, inc(1, 1), 0});
        uint32_t mop = h_word(SFPU_ARCH_BH, "ttmop 0,1,0"); // two A0 words
        uint32_t next = mop_next ? mop : inc(2, 1);
        sfpu_out_t out;
        sfpu_in_t in = {1, mop};
        ASSERT_EQ(sfpu_tick(m.s, &in, &out), SFPU_OK);
        EXPECT_EQ(out.insn_ready, 1);
        EXPECT_EQ(out.unit_op[SFPU_UNIT_SIMPLE], SFPU_OP_SFPIADD);
        in.insn = next;
        ASSERT_EQ(sfpu_tick(m.s, &in, &out), SFPU_OK);
        EXPECT_EQ(out.insn_ready, 0); // still expanding
        EXPECT_EQ(out.unit_op[SFPU_UNIT_SIMPLE], SFPU_OP_SFPIADD);
        ASSERT_EQ(sfpu_tick(m.s, &in, &out), SFPU_OK);
        EXPECT_EQ(out.insn_ready, mop_next ? 1 : 0) << "penalty cycle, next is MOP: " << mop_next;
        if (!mop_next) {
            EXPECT_EQ(out.unit_op[SFPU_UNIT_SIMPLE], 0xFF);
            ASSERT_EQ(sfpu_tick(m.s, &in, &out), SFPU_OK);
            EXPECT_EQ(out.insn_ready, 1);
        }
    }
}
