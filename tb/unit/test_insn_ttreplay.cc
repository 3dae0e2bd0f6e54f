// test_insn_ttreplay.cc - REPLAY: the Replay Expander's record / record+execute / playback
// (WormholeB0 REPLAY.md; Count==0 means 32 and Count > 32 is unsupported per the newer page, decisions F2).
// Syntax = TT_OP_REPLAY order, as SFPI prints TTREPLAY: start_idx, len, execute_while_loading, load_mode.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"

namespace
{

// L<r> += k in every lane: one executed instruction is visible as a count.
std::string inc(unsigned r, unsigned k)
{
    return "sfpiadd L" + std::to_string(r) + ",L" + std::to_string(r) + "," + std::to_string(k) + ",5\n";
}

} // namespace

TEST(Ttreplay, Encoding)
{
    // ckernel_ops.h TT_OP_REPLAY: start_idx<<14, len<<4, execute_while_loading<<1, load_mode<<0
    EXPECT_EQ(h_word(SFPU_ARCH_BH, "ttreplay 16,4,0,1"), 0x04000000u | (16u << 14) | (4u << 4) | 1u);
    EXPECT_EQ(h_word(SFPU_ARCH_WH, "ttreplay 31,63,1,1"), 0x0407C3F3u);
    sfpu_insn_t in;
    // binutils / tt-llk field widths (Index 10, Count 10, Exec 3 bits): encoded, the extra bits ignored (D1b)
    EXPECT_EQ(sfpu_decode(0x04000004u, SFPU_ARCH_BH, &in, nullptr, 0), SFPU_OK);
    EXPECT_EQ(sfpu_decode(0x04080000u, SFPU_ARCH_BH, &in, nullptr, 0), SFPU_OK);
    EXPECT_EQ(h_word(SFPU_ARCH_BH, "ttreplay 1023,1023,7,1"), 0x04FFFFFFu);
}

// REPLAY.md: Load stores the next Count words at (Index + i) % 32 and executes them too if Exec.
TEST(Ttreplay, RecordWithAndWithoutExec)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu m(a);
        ASSERT_EQ(h_run(m.s, ("ttreplay 4,3,1,1\n" + inc(0, 1) + inc(0, 2) + inc(1, 1)).c_str()), SFPU_OK)
            << h_message();
        EXPECT_EQ(h_lreg(m.s, 0, 0), 3u);
        EXPECT_EQ(h_lreg(m.s, 1, 31), 1u);
        EXPECT_EQ(h_reg(m.s, SFPU_REG_REPLAY, 4), h_word(a, "sfpiadd L0,L0,1,5"));
        EXPECT_EQ(h_reg(m.s, SFPU_REG_REPLAY, 6), h_word(a, "sfpiadd L1,L1,1,5"));
        ASSERT_EQ(h_run(m.s, ("ttreplay 8,2,0,1\n" + inc(2, 1) + inc(2, 1) + inc(3, 1)).c_str()), SFPU_OK);
        EXPECT_EQ(h_lreg(m.s, 2, 0), 0u); // recorded only
        EXPECT_EQ(h_lreg(m.s, 3, 0), 1u); // the word after the recording executes normally
        EXPECT_EQ(h_reg(m.s, SFPU_REG_REPLAY, 9), h_word(a, "sfpiadd L2,L2,1,5"));
    }
}

TEST(Ttreplay, PlaybackAndWrap)
{
    Sfpu m;
    // record 4 words at 30, 31, 0, 1 (the index wraps modulo 32), then play them twice
    ASSERT_EQ(h_run(m.s, ("ttreplay 30,4,0,1\n" + inc(0, 1) + inc(0, 2) + inc(0, 4) + inc(0, 8) +
                          "ttreplay 30,4,0,0\nttreplay 30,4,0,0\nttreplay 0,2,0,0")
                             .c_str()),
              SFPU_OK)
        << h_message();
    EXPECT_EQ(h_lreg(m.s, 0, 5), 2u * 15u + 4u + 8u);
    EXPECT_EQ(h_reg(m.s, SFPU_REG_REPLAY, 1), h_word(SFPU_ARCH_BH, "sfpiadd L0,L0,8,5"));
}

TEST(Ttreplay, CountZeroMeans32AndMoreIsUnsupported)
{
    Sfpu m;
    std::string src = "ttreplay 0,0,1,1\n";
    for (int i = 0; i < 32; ++i)
        src += inc(0, 1);
    src += inc(1, 1); // the 33rd word is not recorded
    ASSERT_EQ(h_run(m.s, src.c_str()), SFPU_OK) << h_message();
    EXPECT_EQ(h_lreg(m.s, 0, 0), 32u);
    EXPECT_EQ(h_reg(m.s, SFPU_REG_REPLAY, 31), h_word(SFPU_ARCH_BH, "sfpiadd L0,L0,1,5"));
    ASSERT_EQ(h_run(m.s, "ttreplay 0,0,0,0"), SFPU_OK); // plays all 32
    EXPECT_EQ(h_lreg(m.s, 0, 0), 64u);
    EXPECT_EQ(h_lreg(m.s, 1, 0), 1u);

    Sfpu bad;
    EXPECT_EQ(h_run(bad.s, "ttreplay 0,33,0,0"), SFPU_ERR_UNDEFINED);
    EXPECT_NE(std::string(h_message()).find("Count 33"), std::string::npos) << h_message();
}

// A REPLAY that comes out of a playback reaches the backend unexpanded: reported as undefined.
TEST(Ttreplay, ReplayInsidePlaybackIsUndefined)
{
    Sfpu m;
    ASSERT_EQ(h_run(m.s, "ttreplay 0,1,0,1\nttreplay 5,1,0,0"), SFPU_OK) << h_message(); // recorded, not run
    EXPECT_EQ(h_run(m.s, "ttreplay 0,1,0,0"), SFPU_ERR_UNDEFINED);
    EXPECT_NE(std::string(h_message()).find("reached the backend"), std::string::npos) << h_message();
}

// Timing (REPLAY.md "Performance"): playback emits one stored word per cycle, the first in the cycle the
// REPLAY is ingested, and ingests nothing for Count-1 cycles; a load without Exec emits nothing.
TEST(Ttreplay, TimedPlaybackIngestsNothingMeanwhile)
{
    Sfpu m;
    ASSERT_EQ(h_run(m.s, ("ttreplay 0,3,0,1\n" + inc(0, 1) + inc(1, 1) + inc(2, 1)).c_str()), SFPU_OK);
    uint32_t next = h_word(SFPU_ARCH_BH, "sfpiadd L3,L3,1,5");
    sfpu_in_t in = {1, h_word(SFPU_ARCH_BH, "ttreplay 0,3,0,0")};
    sfpu_out_t out;
    ASSERT_EQ(sfpu_tick(m.s, &in, &out), SFPU_OK);
    EXPECT_EQ(out.insn_ready, 1);                     // REPLAY ingested
    EXPECT_EQ(out.unit_op[SFPU_UNIT_SIMPLE], SFPU_OP_SFPIADD); // slot 0 executes in the same cycle
    in.insn = next;
    for (int c = 0; c < 2; ++c) {
        ASSERT_EQ(sfpu_tick(m.s, &in, &out), SFPU_OK);
        EXPECT_EQ(out.insn_ready, 0) << c;            // busy playing slots 1, 2
        EXPECT_EQ(out.unit_op[SFPU_UNIT_SIMPLE], SFPU_OP_SFPIADD);
    }
    ASSERT_EQ(sfpu_tick(m.s, &in, &out), SFPU_OK);
    EXPECT_EQ(out.insn_ready, 1);
    ASSERT_EQ(sfpu_tick(m.s, nullptr, &out), SFPU_OK);
    for (unsigned r = 0; r < 4; ++r)
        EXPECT_EQ(h_lreg(m.s, r, 0), 1u) << r;
}

TEST(Ttreplay, TimedLoadWithoutExecIsBubbles)
{
    Sfpu m;
    const uint32_t words[] = {h_word(SFPU_ARCH_BH, "ttreplay 0,2,0,1"), h_word(SFPU_ARCH_BH, "sfpiadd L0,L0,1,5"),
                              h_word(SFPU_ARCH_BH, "sfpiadd L0,L0,1,5")};
    size_t done = 0;
    ASSERT_EQ(sfpu_run_timed(m.s, words, 3, &done), SFPU_OK) << sfpu_last_error(m.s);
    EXPECT_EQ(done, 3u);
    sfpu_timing_stats_t st;
    sfpu_get_timing_stats(m.s, &st);
    EXPECT_EQ(st.issued, 0u);
    EXPECT_EQ(st.frontend_bubbles, 3u);
    EXPECT_EQ(h_lreg(m.s, 0, 0), 0u);
}

// Functional and timed execution agree on a program that records, executes and plays back.
TEST(Ttreplay, TimedMatchesFunctional)
{
    std::string src = "ttreplay 2,3,1,1\n" + inc(0, 1) + inc(1, 3) + inc(0, 5) + "ttreplay 2,3,0,0\n" + inc(2, 1) +
                      "ttreplay 3,2,0,0\n";
    Sfpu f, t;
    ASSERT_EQ(h_run(f.s, src.c_str()), SFPU_OK) << h_message();
    size_t n = 0;
    char err[200];
    ASSERT_EQ(sfpu_assemble(src.c_str(), "t", SFPU_ARCH_BH, nullptr, 0, &n, err, sizeof err), SFPU_OK) << err;
    std::vector<uint32_t> w(n);
    ASSERT_EQ(sfpu_assemble(src.c_str(), "t", SFPU_ARCH_BH, w.data(), n, &n, err, sizeof err), SFPU_OK);
    ASSERT_EQ(sfpu_run_timed(t.s, w.data(), n, nullptr), SFPU_OK) << sfpu_last_error(t.s);
    for (unsigned r = 0; r < 3; ++r)
        EXPECT_EQ(h_lreg(f.s, r, 7), h_lreg(t.s, r, 7)) << r;
    EXPECT_EQ(h_lreg(f.s, 0, 0), 2u * 6u + 5u);
}
