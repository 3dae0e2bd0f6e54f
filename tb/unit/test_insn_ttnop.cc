// test_insn_ttnop.cc - Tensix NOP (opcode 0x02): passes the frontend, changes nothing, costs one slot.
#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "harness.h"
#include "test_util.h"

// spec digest 1.2: NOP = 0x02000000; no operand, every other bit reserved (decisions D2).
TEST(Ttnop, EncodingAndReservedBits)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        EXPECT_EQ(h_word(a, "ttnop"), 0x02000000u);
        sfpu_insn_t in;
        char err[160];
        EXPECT_EQ(sfpu_decode(0x02000001u, a, &in, err, sizeof err), SFPU_ERR_UNDEFINED);
        EXPECT_NE(std::string(err).find("reserved"), std::string::npos) << err;
    }
}

TEST(Ttnop, NoArchitecturalEffect)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu m(a);
        h_set_lreg(m.s, 3, 0x12345678u);
        h_set_reg(m.s, SFPU_REG_RWC_DST, 0, 40);
        void *before = h_snapshot(m.s);
        ASSERT_EQ(h_run(m.s, "ttnop\nttnop"), SFPU_OK) << h_message();
        uint32_t a_l[SFPU_LANES], b_l[SFPU_LANES];
        for (unsigned r = 0; r < SFPU_LREGS; ++r) {
            sfpu_peek_lreg(m.s, r, a_l);
            sfpu_restore(m.s, before, sfpu_state_size());
            sfpu_peek_lreg(m.s, r, b_l);
            ASSERT_EQ(0, memcmp(a_l, b_l, sizeof a_l)) << "LReg " << r;
            ASSERT_EQ(h_run(m.s, "ttnop\nttnop"), SFPU_OK);
        }
        EXPECT_EQ(h_reg(m.s, SFPU_REG_RWC_DST, 0), 40u);
        h_free_snapshot(before);
    }
}

// Timed: a NOP occupies its cycle of the thread's stream; the SFPU idles (no sub-unit busy).
TEST(Ttnop, TimedTakesOneCycleOutsideTheSfpu)
{
    Sfpu m(SFPU_ARCH_BH);
    sfpu_in_t in = {1, 0x02000000u};
    sfpu_out_t out;
    ASSERT_EQ(sfpu_tick(m.s, &in, &out), SFPU_OK);
    EXPECT_EQ(out.insn_ready, 1);
    EXPECT_EQ(out.n_exec, 0);
    sfpu_timing_stats_t st;
    sfpu_get_timing_stats(m.s, &st);
    EXPECT_EQ(st.outside_issued, 1u);
    EXPECT_EQ(st.issued, 0u);
}
