// test_api.cc - public API contract: lifecycle, argument checking, sticky errors, reset values of the
// fixed LRegs (LReg.md / spec digest 4.4), named registers, checkpoint = copy, backdoor template load.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "harness.h"

TEST(Api, CreateRejectsBadArguments)
{
    EXPECT_EQ(sfpu_create(nullptr, nullptr), SFPU_ERR_INVALID_ARGUMENT);
    sfpu_config_t bad = {(sfpu_arch_t)5, 0};
    sfpu_t *s = reinterpret_cast<sfpu_t *>(1);
    EXPECT_EQ(sfpu_create(&bad, &s), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(s, nullptr);
    ASSERT_EQ(sfpu_create(nullptr, &s), SFPU_OK) << "NULL config means Blackhole defaults";
    EXPECT_EQ(sfpu_get_arch(s), SFPU_ARCH_BH);
    sfpu_destroy(s);
    sfpu_destroy(nullptr);
}

TEST(Api, NullHandleNeverCrashes)
{
    uint32_t v[SFPU_LANES];
    EXPECT_EQ(sfpu_exec(nullptr, 0x8F000000u), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_peek_lreg(nullptr, 0, v), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_reset(nullptr), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_STREQ(sfpu_last_error(nullptr), "null sfpu handle");
    EXPECT_EQ(sfpu_exec_program(nullptr, nullptr, 0, nullptr), SFPU_ERR_INVALID_ARGUMENT);
}

TEST(Api, FixedLRegResetValues)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        sfpu_t *s = h_create(a);
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            EXPECT_EQ(h_lreg(s, 8, lane), 0x3F56594Bu);  // 0.8373
            EXPECT_EQ(h_lreg(s, 9, lane), 0u);           // 0
            EXPECT_EQ(h_lreg(s, 10, lane), 0x3F800000u); // 1.0
            EXPECT_EQ(h_lreg(s, 11, lane), 0xBF800000u); // -1.0 (SFPCONFIG default)
            EXPECT_EQ(h_lreg(s, 15, lane), 2u * lane);   // lane id * 2
            EXPECT_EQ(h_lreg(s, 0, lane), 0u);
        }
        EXPECT_EQ(h_lane_flags(s), 0u);
        EXPECT_EQ(h_use_lane_flags(s), 0u);
        EXPECT_EQ(sfpu_lane_enable_mask(s), 0xFFFFFFFFu);
        sfpu_destroy(s);
    }
}

TEST(Api, ArgumentRangesAreChecked)
{
    sfpu_t *s = h_create(SFPU_ARCH_BH);
    uint32_t v[SFPU_LANES] = {};
    uint16_t d;
    uint32_t x;
    EXPECT_EQ(sfpu_peek_lreg(s, 17, v), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_poke_lreg(s, 16, v), SFPU_OK);
    EXPECT_EQ(sfpu_peek_dst(s, 1024, 0, &d), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_peek_dst(s, 0, 16, &d), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_get_reg(s, SFPU_REG_COUNT, 0, &x), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_get_reg(s, SFPU_REG_LANE_CONFIG, 32, &x), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_set_reg(s, SFPU_REG_STACK_DEPTH, 0, 9), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_save(s, v, 4), SFPU_ERR_INVALID_ARGUMENT);
    sfpu_destroy(s);
}

TEST(Api, NamedRegistersRoundTripAndMask)
{
    sfpu_t *s = h_create(SFPU_ARCH_BH);
    for (unsigned r = 0; r < SFPU_REG_COUNT; ++r) {
        ASSERT_NE(sfpu_reg_name(r), nullptr);
        EXPECT_EQ(sfpu_reg_lookup(sfpu_reg_name(r)), r);
        unsigned last = sfpu_reg_count(r) - 1;
        unsigned bits = sfpu_reg_bits(r);
        uint32_t v = r == SFPU_REG_STACK_DEPTH ? 5u : 0xFFFFFFFFu;
        ASSERT_EQ(sfpu_set_reg(s, r, last, v), SFPU_OK) << sfpu_reg_name(r);
        uint32_t back = 0;
        ASSERT_EQ(sfpu_get_reg(s, r, last, &back), SFPU_OK);
        uint32_t expect = v & (bits >= 32 ? 0xFFFFFFFFu : ((1u << bits) - 1u));
        EXPECT_EQ(back, expect) << sfpu_reg_name(r);
    }
    EXPECT_EQ(sfpu_reg_lookup("no_such_register"), (unsigned)SFPU_REG_COUNT);
    sfpu_destroy(s);
}

TEST(Api, Dst32ViewSplitsIntoTwoHalves)
{
    // spec digest 6.1 (WH Dst.md): Dst32b[r][c] = DstBits[A][c] << 16 | DstBits[A+8][c],
    // A = ((r & 0x1F8) << 1) | (r & 0x207). Row 9 -> A = 0x11 = 17 (and 25).
    sfpu_t *s = h_create(SFPU_ARCH_WH);
    ASSERT_EQ(sfpu_poke_dst32(s, 9, 3, 0x12345678u), SFPU_OK);
    uint16_t hi = 0, lo = 0;
    sfpu_peek_dst(s, 17, 3, &hi);
    sfpu_peek_dst(s, 25, 3, &lo);
    EXPECT_EQ(hi, 0x1234);
    EXPECT_EQ(lo, 0x5678);
    uint32_t v = 0;
    sfpu_peek_dst32(s, 9, 3, &v);
    EXPECT_EQ(v, 0x12345678u);
    sfpu_destroy(s);
}

TEST(Api, CheckpointIsACopy)
{
    sfpu_t *s = h_create(SFPU_ARCH_BH);
    h_set_lreg(s, 3, 0x40400000u);
    void *snap = h_snapshot(s);
    ASSERT_NE(snap, nullptr);
    h_set_lreg(s, 3, 0u);
    sfpu_poke_dst(s, 7, 7, 0xBEEF);
    void *changed = h_snapshot(s);
    EXPECT_FALSE(h_snapshot_equal(snap, changed));
    ASSERT_EQ(sfpu_restore(s, snap, sfpu_state_size()), SFPU_OK);
    EXPECT_EQ(h_lreg(s, 3, 0), 0x40400000u);
    void *again = h_snapshot(s);
    EXPECT_TRUE(h_snapshot_equal(snap, again));
    h_free_snapshot(snap);
    h_free_snapshot(changed);
    h_free_snapshot(again);
    sfpu_destroy(s);
}

TEST(Api, ErrorsAreStickyUntilCleared)
{
    sfpu_t *s = h_create(SFPU_ARCH_BH);
    EXPECT_EQ(sfpu_exec(s, 0x28000000u), SFPU_ERR_UNDEFINED); // MVMUL: not modelled
    std::string e = sfpu_last_error(s);
    EXPECT_NE(e.find("0x28000000"), std::string::npos) << e;
    EXPECT_NE(e.find("not an SFPU instruction"), std::string::npos) << e;
    EXPECT_EQ(sfpu_exec(s, 0x8F000000u), SFPU_ERR_UNDEFINED) << "sticky";
    sfpu_clear_error(s);
    EXPECT_EQ(sfpu_exec(s, 0x8F000000u), SFPU_OK);
    EXPECT_STREQ(sfpu_last_error(s), "");
    const uint32_t prog[] = {0x8F000000u, 0x8F000001u, 0x8F000000u};
    size_t done = 99;
    EXPECT_EQ(sfpu_exec_program(s, prog, 3, &done), SFPU_ERR_UNDEFINED);
    EXPECT_EQ(done, 1u) << "stops at the failing instruction";
    sfpu_destroy(s);
}

TEST(Api, BackdoorTemplateLoad)
{
    // SFPCONFIG.md / SFPLOADMACRO.md: an instruction with VD 12..15 while DISABLE_BACKDOOR_LOAD == 0
    // is stored into LoadMacroConfig.InstructionTemplate[VD - 12] instead of executing.
    // tt-llk: TTI_SFPMAD(12, 0, 13, 13, 0) -> template 1.
    sfpu_t *s = h_create(SFPU_ARCH_BH);
    uint32_t w = h_word(SFPU_ARCH_BH, "sfpmad L13,L12,L0,L13,0");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK) << sfpu_last_error(s);
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, lane * 4 + 1), w);
        EXPECT_EQ(h_lreg(s, 13, lane), 0xBF2CC4C7u) << "LReg13 untouched";
    }
    // With DISABLE_BACKDOOR_LOAD set in lanes 0..7 only, those lanes execute normally (and, VD 13
    // being unwritable, nothing changes there), the others still load the template.
    sfpu_t *t = h_create(SFPU_ARCH_BH);
    for (unsigned lane = 0; lane < 8; ++lane) {
        h_set_reg(t, SFPU_REG_LANE_CONFIG, lane, 2u);
    }
    ASSERT_EQ(sfpu_exec(t, w), SFPU_OK);
    EXPECT_EQ(h_reg(t, SFPU_REG_LM_TEMPLATE, 0 * 4 + 1), 0u);
    EXPECT_EQ(h_reg(t, SFPU_REG_LM_TEMPLATE, 8 * 4 + 1), w);
    sfpu_destroy(s);
    sfpu_destroy(t);
}

TEST(CHarness, RunsFunctionalAndTimedToTheSameStateAndSnapshotsCompare)
{
    const char *prog = "sfploadi L0,16384,0\nsfpmad L1,L0,L0,L9,0\nsfpmov L2,L1,0\n";
    sfpu_t *f = h_create(SFPU_ARCH_BH), *t = h_create(SFPU_ARCH_BH);
    ASSERT_EQ(h_run(f, prog), SFPU_OK) << h_message();
    ASSERT_EQ(h_run_timed(t, prog), SFPU_OK) << h_message();
    EXPECT_EQ(h_lreg(t, 2, 7), 0x40800000u); // 2 * 2 + 0 = 4.0
    EXPECT_EQ(sfpu_cycle(t), 4u);            // load, MAD, one auto-stall bubble, MOV
    for (unsigned r = 0; r < 17; ++r)
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            EXPECT_EQ(h_lreg(f, r, l), h_lreg(t, r, l));
    // snapshots hold the whole state (the timing model's too): two functional runs compare equal
    sfpu_t *g = h_create(SFPU_ARCH_BH);
    ASSERT_EQ(h_run(g, prog), SFPU_OK) << h_message();
    void *a = h_snapshot(f), *b = h_snapshot(g);
    EXPECT_TRUE(h_snapshot_equal(a, b));
    h_set_lreg(g, 5, 1u);
    void *c = h_snapshot(g);
    EXPECT_FALSE(h_snapshot_equal(a, c));
    h_free_snapshot(a);
    h_free_snapshot(b);
    h_free_snapshot(c);
    EXPECT_NE(h_run_timed(t, "sfpmad L1,L0"), SFPU_OK);
    EXPECT_NE(std::string(h_message()).find("<test>:1:"), std::string::npos) << h_message();
    sfpu_destroy(f);
    sfpu_destroy(t);
    sfpu_destroy(g);
}
