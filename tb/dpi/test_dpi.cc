// test_dpi.cc - the DPI-C layer (dpi/sfpu_dpi.h) called directly, as a simulator would, without Verilator (so these
// run in the ASan+UBSan build too): every misuse a DV bench can commit gets a status and a message, never a crash -
// destroyed, stale, NULL and foreign handles, registers, lanes, rows, columns and values out of range, a wrong
// cycle, bad assembly, observations the comparison engine cannot take, checkpoints of the other architecture or
// corrupted. Also: one report per write-back event (a dropped store).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <unistd.h>

#include "sfpu/sfpu.h"
#include "sfpu_dpi.h"

namespace
{

bool has(const char *hay, const char *needle) { return hay && std::strstr(hay, needle) != nullptr; }

// One DPI model per test, destroyed at scope exit (unless the test destroys it).
struct Dpi {
    void *h;
    explicit Dpi(int arch = 0) : h(sfpu_dpi_create(arch)) {}
    ~Dpi()
    {
        if (h)
            sfpu_dpi_destroy(h);
    }
};

unsigned word(int arch, const char *line)
{
    unsigned w = 0;
    EXPECT_EQ(sfpu_dpi_asm(arch, line, &w), SFPU_OK) << sfpu_dpi_last_error(nullptr);
    return w;
}

std::string tmp_path(const char *name)
{
    return std::string(SFPU_TEST_TMPDIR) + "/dpi-" + std::to_string(getpid()) + "-" + name;
}

// Every entry point that takes a handle, called with `h`: each must fail with SFPU_ERR_INVALID_ARGUMENT (or the
// documented error value) and leave `expect` in the thread's message.
void all_calls_refuse(void *h, const char *expect)
{
    int r = 7, s = 7, b = 7, n = 7, row = 7, col = 7, reg = 7;
    unsigned v = 7, m = 7;
    unsigned long long c = 7;
    uint32_t vec[32] = {};
    const int E = SFPU_ERR_INVALID_ARGUMENT;
    auto msg = [&](const char *fn) {
        EXPECT_TRUE(has(sfpu_dpi_last_error(nullptr), fn)) << sfpu_dpi_last_error(nullptr);
        EXPECT_TRUE(has(sfpu_dpi_last_error(nullptr), expect)) << sfpu_dpi_last_error(nullptr);
    };
    EXPECT_EQ(sfpu_dpi_tick(h, 1, 0, &r, &s, &b, &n), E);
    msg("sfpu_dpi_tick");
    EXPECT_EQ(sfpu_dpi_tick_at(h, 0, 1, 0, &r, &s, &b, &n), E);
    msg("sfpu_dpi_tick_at");
    EXPECT_EQ(sfpu_dpi_reset(h), E);
    msg("sfpu_dpi_reset");
    EXPECT_EQ(sfpu_dpi_exec(h, 0), E);
    msg("sfpu_dpi_exec");
    EXPECT_EQ(sfpu_dpi_peek_lreg(h, 0, 0), 0u);
    msg("sfpu_dpi_peek_lreg");
    EXPECT_EQ(sfpu_dpi_poke_lreg(h, 0, 0, 1), E);
    msg("sfpu_dpi_poke_lreg");
    EXPECT_EQ(sfpu_dpi_get_lreg(h, 0, 0, &v), E);
    EXPECT_EQ(sfpu_dpi_set_lreg(h, 0, 0, 1), E);
    EXPECT_EQ(sfpu_dpi_peek_dst(h, 0, 0), 0u);
    EXPECT_EQ(sfpu_dpi_poke_dst(h, 0, 0, 1), E);
    EXPECT_EQ(sfpu_dpi_get_dst(h, 0, 0, &v), E);
    EXPECT_EQ(sfpu_dpi_set_dst(h, 0, 0, 1), E);
    EXPECT_EQ(sfpu_dpi_cycle(h), 0u);
    EXPECT_EQ(sfpu_dpi_get_cycle(h, &c), E);
    msg("sfpu_dpi_get_cycle");
    EXPECT_EQ(sfpu_dpi_peek_lreg_vec(h, 0, vec), E);
    EXPECT_EQ(sfpu_dpi_poke_lreg_vec(h, 0, vec), E);
    EXPECT_EQ(sfpu_dpi_checkpoint(h, 0), E);
    EXPECT_EQ(sfpu_dpi_restore(h, 0), E);
    EXPECT_EQ(sfpu_dpi_checkpoint_save(h, 0, "/nonexistent/x"), E);
    EXPECT_EQ(sfpu_dpi_checkpoint_load(h, 0, "/nonexistent/x"), E);
    EXPECT_EQ(sfpu_dpi_get_reg(h, "lane_config", 0, &v), E);
    EXPECT_EQ(sfpu_dpi_set_reg(h, "lane_config", 0, 0), E);
    EXPECT_EQ(sfpu_dpi_get_wb(h, 0, 0, &reg, &m, &v), E);
    EXPECT_EQ(sfpu_dpi_get_dst_wb(h, 0, &row, &col, &v), E);
    EXPECT_EQ(sfpu_dpi_n_dst_wb(h), -1);
    EXPECT_EQ(sfpu_dpi_wb_reg(h, 0), -1);
    EXPECT_EQ(sfpu_dpi_wb_mask(h, 0), 0u);
    EXPECT_EQ(sfpu_dpi_wb_data(h, 0, 0), 0u);
    EXPECT_EQ(sfpu_dpi_dst_wb(h, 0), 0u);
    EXPECT_EQ(sfpu_dpi_obs_clear(h), E);
    EXPECT_EQ(sfpu_dpi_obs_ready(h, 1), E);
    EXPECT_EQ(sfpu_dpi_obs_wb(h, 0, 0, 0), E);
    EXPECT_EQ(sfpu_dpi_obs_dst(h, 0, 0, 0), E);
    EXPECT_EQ(sfpu_dpi_cmp_config(h, "t", 1), E);
    EXPECT_EQ(sfpu_dpi_compare(h), -1);
    EXPECT_EQ(sfpu_dpi_cmp_finish(h), -1);
    EXPECT_EQ(sfpu_dpi_cmp_total(h), -1);
    EXPECT_STREQ(sfpu_dpi_report(h), "");
    EXPECT_EQ(sfpu_dpi_report_clear(h), E);
    EXPECT_STREQ(sfpu_dpi_cmp_summary(h), "");
    EXPECT_EQ(sfpu_dpi_clear_error(h), E);
    msg("sfpu_dpi_clear_error");
    EXPECT_EQ(sfpu_dpi_last_status(h), E);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), expect)) << sfpu_dpi_last_error(h);
    EXPECT_EQ(sfpu_dpi_destroy(h), E);
    msg("sfpu_dpi_destroy");
    // the output arguments were not written
    EXPECT_EQ(r, 7);
    EXPECT_EQ(v, 7u);
    EXPECT_EQ(c, 7u);
}

} // namespace

TEST(DpiHandles, DestroyedHandleIsAnErrorNotAUseAfterFree)
{
    void *h = sfpu_dpi_create(0);
    ASSERT_NE(h, nullptr);
    EXPECT_EQ(sfpu_dpi_poke_lreg(h, 3, 0, 0x1234u), SFPU_OK);
    ASSERT_EQ(sfpu_dpi_destroy(h), SFPU_OK);
    all_calls_refuse(h, "was destroyed");
}

TEST(DpiHandles, StaleCopyOfAReusedSlotIsRefusedAndTheNewModelIsUntouched)
{
    void *old_h = sfpu_dpi_create(0);
    ASSERT_EQ(sfpu_dpi_destroy(old_h), SFPU_OK);
    // the next models may take the same table slot: the old handle must not reach them
    std::vector<void *> hs;
    for (int i = 0; i < 4; ++i) {
        hs.push_back(sfpu_dpi_create(i & 1));
        ASSERT_NE(hs.back(), nullptr);
        EXPECT_NE(hs.back(), old_h);
        EXPECT_EQ(sfpu_dpi_set_lreg(hs.back(), 4, 0, 100u + i), SFPU_OK);
    }
    EXPECT_EQ(sfpu_dpi_set_lreg(old_h, 4, 0, 0xdeadu), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(nullptr), "was destroyed")) << sfpu_dpi_last_error(nullptr);
    for (int i = 0; i < 4; ++i) {
        unsigned v = 0;
        EXPECT_EQ(sfpu_dpi_get_lreg(hs[i], 4, 0, &v), SFPU_OK);
        EXPECT_EQ(v, 100u + i);
        EXPECT_EQ(sfpu_dpi_destroy(hs[i]), SFPU_OK);
    }
}

TEST(DpiHandles, NullAndForeignHandlesAreRefused)
{
    all_calls_refuse(nullptr, "null handle");
    int local = 0;
    all_calls_refuse(&local, "is not a handle from sfpu_dpi_create");
    all_calls_refuse(reinterpret_cast<void *>(uintptr_t{1}), "is not a handle from sfpu_dpi_create");
    // a handle with a forged generation or slot
    void *h = sfpu_dpi_create(0);
    uintptr_t v = reinterpret_cast<uintptr_t>(h);
    all_calls_refuse(reinterpret_cast<void *>(v | 0xFFFFu), "is not a handle"); // a slot never used
    all_calls_refuse(reinterpret_cast<void *>(v ^ (uintptr_t{2} << 16)), "was destroyed"); // another generation
    EXPECT_EQ(sfpu_dpi_destroy(h), SFPU_OK);
}

TEST(DpiHandles, CreateRefusesAnUnknownArchitectureWithAMessage)
{
    EXPECT_EQ(sfpu_dpi_create(7), nullptr);
    EXPECT_TRUE(has(sfpu_dpi_last_error(nullptr), "sfpu_dpi_create: architecture 7 does not exist"))
        << sfpu_dpi_last_error(nullptr);
    EXPECT_EQ(sfpu_dpi_create(-1), nullptr);
}

TEST(DpiHandles, ManyModelsComeAndGo)
{
    // create/destroy churn: the table reuses slots, every live handle keeps its own model
    std::vector<void *> live;
    for (int round = 0; round < 300; ++round) {
        live.push_back(sfpu_dpi_create(round & 1));
        ASSERT_NE(live.back(), nullptr);
        sfpu_dpi_set_lreg(live.back(), 5, 1, (unsigned)round);
        if (round % 3 == 2) {
            void *h = live[live.size() / 2];
            live.erase(live.begin() + (long)(live.size() / 2));
            ASSERT_EQ(sfpu_dpi_destroy(h), SFPU_OK);
            EXPECT_EQ(sfpu_dpi_destroy(h), SFPU_ERR_INVALID_ARGUMENT);
        }
    }
    for (void *h : live) {
        unsigned v = 0;
        EXPECT_EQ(sfpu_dpi_get_lreg(h, 5, 1, &v), SFPU_OK);
        EXPECT_EQ(sfpu_dpi_destroy(h), SFPU_OK);
    }
}

TEST(DpiErrors, BadRegisterPeeksAndPokesReportAStatusAndWriteNothing)
{
    Dpi d;
    void *h = d.h;
    unsigned v = 0;
    EXPECT_EQ(sfpu_dpi_peek_lreg(h, 99, 0), 0u);
    EXPECT_EQ(sfpu_dpi_last_status(h), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_STREQ(sfpu_dpi_last_error(h), "sfpu_dpi_peek_lreg: LReg 99 does not exist (0..16)");
    EXPECT_EQ(sfpu_dpi_peek_lreg(h, 10, 0), 0x3F800000u); // a good call: status ok again, the message stays
    EXPECT_EQ(sfpu_dpi_last_status(h), SFPU_OK);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "LReg 99"));
    EXPECT_EQ(sfpu_dpi_peek_lreg(h, 0, 32), 0u);
    EXPECT_EQ(sfpu_dpi_last_status(h), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "lane 32 does not exist")) << sfpu_dpi_last_error(h);

    // pokes: refused, and the state is unchanged
    uint32_t before[SFPU_LANES][SFPU_LREGS];
    for (int r = 0; r < SFPU_LREGS; ++r)
        for (int l = 0; l < SFPU_LANES; ++l)
            before[l][r] = sfpu_dpi_peek_lreg(h, r, l);
    EXPECT_EQ(sfpu_dpi_poke_lreg(h, 99, 0, 1), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "sfpu_dpi_poke_lreg: LReg 99 does not exist"));
    EXPECT_EQ(sfpu_dpi_poke_lreg(h, -1, 0, 1), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_poke_lreg(h, 17, 0, 1), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_poke_lreg(h, 3, -1, 1), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_set_lreg(h, 3, 32, 1), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_get_lreg(h, 17, 0, &v), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_get_lreg(h, 0, 0, nullptr), SFPU_ERR_INVALID_ARGUMENT);
    for (int r = 0; r < SFPU_LREGS; ++r)
        for (int l = 0; l < SFPU_LANES; ++l)
            ASSERT_EQ(sfpu_dpi_peek_lreg(h, r, l), before[l][r]) << "LReg " << r << " lane " << l;
    EXPECT_EQ(sfpu_dpi_set_lreg(h, 16, 31, 0xabcu), SFPU_OK); // LReg 16 exists (SFPLOADMACRO's)
    EXPECT_EQ(sfpu_dpi_get_lreg(h, 16, 31, &v), SFPU_OK);
    EXPECT_EQ(v, 0xabcu);

    // whole-register vectors
    uint32_t vec[32] = {};
    EXPECT_EQ(sfpu_dpi_peek_lreg_vec(h, 17, vec), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "sfpu_dpi_peek_lreg_vec: LReg 17 does not exist"));
    EXPECT_EQ(sfpu_dpi_poke_lreg_vec(h, -3, vec), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_peek_lreg_vec(h, 0, nullptr), SFPU_ERR_INVALID_ARGUMENT);

    // Dst: rows, columns and 16-bit values
    EXPECT_EQ(sfpu_dpi_poke_dst(h, 1024, 0, 1), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "Dst row 1024 does not exist (0..1023)")) << sfpu_dpi_last_error(h);
    EXPECT_EQ(sfpu_dpi_poke_dst(h, 0, 16, 1), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "Dst column 16 does not exist (0..15)"));
    EXPECT_EQ(sfpu_dpi_set_dst(h, 5, 5, 0x10000u), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "does not fit a 16-bit Dst cell"));
    EXPECT_EQ(sfpu_dpi_peek_dst(h, 5, 5), 0u);
    EXPECT_EQ(sfpu_dpi_peek_dst(h, -1, 0), 0u);
    EXPECT_EQ(sfpu_dpi_last_status(h), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_get_dst(h, 0, 99, &v), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_set_dst(h, 1023, 15, 0xffffu), SFPU_OK);
    EXPECT_EQ(sfpu_dpi_get_dst(h, 1023, 15, &v), SFPU_OK);
    EXPECT_EQ(v, 0xffffu);

    // named registers
    EXPECT_EQ(sfpu_dpi_get_reg(h, "no_such_reg", 0, &v), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "no register named 'no_such_reg'"));
    EXPECT_EQ(sfpu_dpi_get_reg(h, nullptr, 0, &v), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_set_reg(h, "lane_config", 32, 0), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "lane_config has indices 0..31, not 32")) << sfpu_dpi_last_error(h);
    EXPECT_EQ(sfpu_dpi_set_reg(h, "lane_config", 0, 1u << 18), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "does not fit lane_config (18 bits)")) << sfpu_dpi_last_error(h);
    EXPECT_EQ(sfpu_dpi_set_reg(h, "stack_depth", 0, 9), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_get_reg(h, "lane_config", 0, &v), SFPU_OK);
    EXPECT_EQ(v, 0u);
}

TEST(DpiErrors, TickAtAndAsmAndExecLeaveMessages)
{
    Dpi d;
    void *h = d.h;
    int r, s, b, n;
    EXPECT_EQ(sfpu_dpi_tick_at(h, 3, 0, 0, &r, &s, &b, &n), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_STREQ(sfpu_dpi_last_error(h),
                 "sfpu_dpi_tick_at: the bench is at cycle 3, the model at cycle 0: a clock was skipped (nothing ticked)");
    EXPECT_EQ(sfpu_dpi_cycle(h), 0u);
    EXPECT_EQ(sfpu_dpi_tick_at(h, 0, 0, 0, &r, &s, &b, &n), SFPU_OK);
    EXPECT_EQ(sfpu_dpi_tick_at(h, 0, 0, 0, &r, &s, &b, &n), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "a clock was repeated")) << sfpu_dpi_last_error(h);
    EXPECT_EQ(sfpu_dpi_tick(h, 1, 0, nullptr, &s, &b, &n), SFPU_ERR_INVALID_ARGUMENT);

    unsigned w = 1;
    EXPECT_EQ(sfpu_dpi_asm(0, "sfpmad L2,L0", &w), SFPU_ERR_SYNTAX);
    EXPECT_EQ(w, 0u);
    EXPECT_TRUE(has(sfpu_dpi_last_error(nullptr), "sfpu_dpi_asm: 'sfpmad L2,L0' (Blackhole A0): <dpi>:1:"))
        << sfpu_dpi_last_error(nullptr);
    EXPECT_NE(sfpu_dpi_asm(1, "sfparecip L1,L2,0", &w), SFPU_OK);
    EXPECT_TRUE(has(sfpu_dpi_last_error(nullptr), "does not exist on Wormhole B0")) << sfpu_dpi_last_error(nullptr);
    EXPECT_EQ(sfpu_dpi_asm(2, "sfpnop", &w), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(nullptr), "architecture 2 does not exist"));
    EXPECT_EQ(sfpu_dpi_asm(0, "sfpnop\nsfpnop", &w), SFPU_ERR_SYNTAX);
    EXPECT_TRUE(has(sfpu_dpi_last_error(nullptr), "is 2 instructions"));
    EXPECT_EQ(sfpu_dpi_asm(0, nullptr, &w), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_asm(0, "sfpnop", nullptr), SFPU_ERR_INVALID_ARGUMENT);

    // a model error: the rule, with the instruction; sticky until cleared
    EXPECT_EQ(sfpu_dpi_exec(h, 0x88000000u), SFPU_ERR_UNDEFINED);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "sfpu_dpi_exec: insn #0 SFPPOPC")) << sfpu_dpi_last_error(h);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "empty flag stack")) << sfpu_dpi_last_error(h);
    EXPECT_EQ(sfpu_dpi_tick(h, 1, word(0, "sfpnop"), &r, &s, &b, &n), SFPU_ERR_UNDEFINED);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "sfpu_dpi_tick: insn #0 SFPPOPC")) << sfpu_dpi_last_error(h);
    EXPECT_EQ(sfpu_dpi_clear_error(h), SFPU_OK);
    EXPECT_STREQ(sfpu_dpi_last_error(h), "");
    EXPECT_EQ(sfpu_dpi_tick(h, 1, word(0, "sfpnop"), &r, &s, &b, &n), SFPU_OK);
    EXPECT_STREQ(sfpu_dpi_status_name(SFPU_ERR_INVALID_ARGUMENT), sfpu_status_name(SFPU_ERR_INVALID_ARGUMENT));
}

TEST(DpiErrors, LastTickEventsAreRangeChecked)
{
    Dpi d;
    void *h = d.h;
    int r, s, b, n, reg, row, col;
    unsigned m, v;
    for (int l = 0; l < 32; ++l) {
        sfpu_dpi_set_lreg(h, 0, l, 0x40000000u);
        sfpu_dpi_set_lreg(h, 1, l, 0x40400000u);
    }
    ASSERT_EQ(sfpu_dpi_tick(h, 1, word(0, "sfpmad L2,L0,L1,L9,0"), &r, &s, &b, &n), SFPU_OK);
    ASSERT_EQ(sfpu_dpi_tick(h, 0, 0, &r, &s, &b, &n), SFPU_OK);
    ASSERT_EQ(n, 1);
    EXPECT_EQ(sfpu_dpi_get_wb(h, 0, 5, &reg, &m, &v), SFPU_OK);
    EXPECT_EQ(reg, 2);
    EXPECT_EQ(m, 0xFFFFFFFFu);
    EXPECT_EQ(v, 0x40C00000u);
    EXPECT_EQ(sfpu_dpi_get_wb(h, 1, 0, &reg, &m, &v), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "write-back 1 does not exist (the last tick had 1)")) << sfpu_dpi_last_error(h);
    EXPECT_EQ(sfpu_dpi_get_wb(h, 0, 32, &reg, &m, &v), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_wb_data(h, 0, -1), 0u);
    EXPECT_EQ(sfpu_dpi_last_status(h), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_wb_reg(h, 0), 2);
    EXPECT_EQ(sfpu_dpi_last_status(h), SFPU_OK);
    ASSERT_EQ(sfpu_dpi_tick(h, 1, word(0, "sfpstore L2,8,3,0"), &r, &s, &b, &n), SFPU_OK);
    ASSERT_EQ(sfpu_dpi_n_dst_wb(h), 64);
    EXPECT_EQ(sfpu_dpi_get_dst_wb(h, 63, &row, &col, &v), SFPU_OK);
    EXPECT_EQ(sfpu_dpi_get_dst_wb(h, 64, &row, &col, &v), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "Dst write 64 does not exist (the last tick wrote 64 cells)"));
    EXPECT_EQ(sfpu_dpi_dst_wb(h, -1), 0u);
}

TEST(DpiObservations, OutOfRangeObservationsAreRefusedBeforeTheEngine)
{
    Dpi d;
    void *h = d.h;
    int r, s, b, n;
    ASSERT_EQ(sfpu_dpi_cmp_config(h, "obs", 3), SFPU_OK);
    ASSERT_EQ(sfpu_dpi_tick(h, 0, 0, &r, &s, &b, &n), SFPU_OK);
    ASSERT_EQ(sfpu_dpi_obs_clear(h), SFPU_OK);
    struct {
        int row, col;
        unsigned v;
    } bad_dst[] = {{0, 255, 1}, {0, -1, 1}, {0, 16, 1}, {0, 31, 1}, {1024, 0, 1}, {-1, 0, 1}, {5, 5, 0x10000u}};
    for (auto &x : bad_dst) {
        EXPECT_EQ(sfpu_dpi_obs_dst(h, x.row, x.col, x.v), SFPU_ERR_INVALID_ARGUMENT) << x.row << "," << x.col;
        EXPECT_TRUE(has(sfpu_dpi_last_error(h), "sfpu_dpi_obs_dst: the DUT's Dst write of row")) << sfpu_dpi_last_error(h);
        EXPECT_TRUE(has(sfpu_dpi_last_error(h), "not recorded"));
    }
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "cycle 0")) << sfpu_dpi_last_error(h);
    EXPECT_EQ(sfpu_dpi_obs_wb(h, 17, 0, 1), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "write-back of LReg 17 lane 0 does not exist")) << sfpu_dpi_last_error(h);
    EXPECT_EQ(sfpu_dpi_obs_wb(h, -1, 0, 1), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_obs_wb(h, 0, 32, 1), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_obs_wb(h, 0, -1, 1), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_obs_ready(h, 2), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "ready is 2, not 0 or 1"));
    // nothing of that reached the engine: the (idle) cycle compares clean
    EXPECT_EQ(sfpu_dpi_compare(h), 0) << sfpu_dpi_report(h);
    // more than 64 cells in one cycle: the 65th is refused
    ASSERT_EQ(sfpu_dpi_tick(h, 0, 0, &r, &s, &b, &n), SFPU_OK);
    sfpu_dpi_obs_clear(h);
    for (int i = 0; i < 64; ++i)
        ASSERT_EQ(sfpu_dpi_obs_dst(h, i / 16, i % 16, 0), SFPU_OK);
    EXPECT_EQ(sfpu_dpi_obs_dst(h, 10, 0, 0), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "more than 64 Dst cells observed in one cycle"));
    // the 64 in-range cells the model did not write are one extra event, reported once
    EXPECT_EQ(sfpu_dpi_compare(h), 0); // not yet: the window
    for (int c = 0; c < 6; ++c) {
        ASSERT_EQ(sfpu_dpi_tick(h, 0, 0, &r, &s, &b, &n), SFPU_OK);
        sfpu_dpi_obs_clear(h);
        sfpu_dpi_compare(h);
    }
    EXPECT_EQ(sfpu_dpi_cmp_total(h), 1) << sfpu_dpi_report(h);
    EXPECT_TRUE(has(sfpu_dpi_report(h), "SFPU-MISMATCH extra")) << sfpu_dpi_report(h);
    EXPECT_TRUE(has(sfpu_dpi_report(h), "cells=64")) << sfpu_dpi_report(h);
}

TEST(DpiObservations, ADroppedStoreIsOneReportListingItsCells)
{
    Dpi d;
    void *h = d.h;
    int r, s, b, n;
    ASSERT_EQ(sfpu_dpi_cmp_config(h, "drop", 9), SFPU_OK);
    const char *prog[] = {"sfploadi L3,16384,0", "sfpstore L3,8,3,0", "sfpnop", "sfpnop", "sfpnop", "sfpnop",
                          "sfpnop", "sfpnop"};
    for (const char *line : prog) {
        ASSERT_EQ(sfpu_dpi_tick(h, 1, word(0, line), &r, &s, &b, &n), SFPU_OK);
        ASSERT_EQ(r, 1);
        sfpu_dpi_obs_clear(h);
        sfpu_dpi_obs_ready(h, 1);
        for (int i = 0; i < n; ++i)
            for (int l = 0; l < 32; ++l)
                sfpu_dpi_obs_wb(h, sfpu_dpi_wb_reg(h, i), l, sfpu_dpi_wb_data(h, i, l));
        // the DUT drops the store's 64 Dst cells
        sfpu_dpi_compare(h);
    }
    EXPECT_EQ(sfpu_dpi_cmp_finish(h), 0);
    EXPECT_EQ(sfpu_dpi_cmp_total(h), 1);
    std::string rep = sfpu_dpi_report(h);
    size_t first = rep.find("SFPU-MISMATCH");
    EXPECT_NE(first, std::string::npos);
    EXPECT_EQ(rep.find("SFPU-MISMATCH", first + 1), std::string::npos) << rep;
    EXPECT_TRUE(has(rep.c_str(), "SFPU-MISMATCH missing cycle=1 seed=0x9 test=drop insn=sfpstore L3,8,3,0")) << rep;
    EXPECT_TRUE(has(rep.c_str(), "unit=Store cells=64 rows=16,17,18,19,24,25,26,27\n")) << rep;
    EXPECT_TRUE(has(rep.c_str(), "dst_row=16 dst_col=0: model 0x")) << rep;
    EXPECT_FALSE(has(rep.c_str(), "dst_row=18 dst_col=0:")) << rep; // cells 17..64: in the JSON, counted in the text
    EXPECT_TRUE(has(rep.c_str(), "dst_row=16 dst_col=14: model 0x")) << rep;
    EXPECT_TRUE(has(rep.c_str(), "dst_row=17 dst_col=14: model 0x")) << rep;
    EXPECT_TRUE(has(rep.c_str(), "... 64 cells in all")) << rep;
    EXPECT_TRUE(has(sfpu_dpi_cmp_summary(h), "drop: FAIL cycles=8 timing=0 data=0 missing=1 extra=0")) << sfpu_dpi_cmp_summary(h);
}

TEST(DpiCheckpoint, SlotsAndRestoreErrors)
{
    Dpi d;
    void *h = d.h;
    EXPECT_EQ(sfpu_dpi_checkpoint(h, 8), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "checkpoint slot 8 does not exist (0..7)"));
    EXPECT_EQ(sfpu_dpi_checkpoint(h, -1), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(sfpu_dpi_restore(h, 5), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "slot 5 holds no checkpoint"));
    EXPECT_EQ(sfpu_dpi_checkpoint_save(h, 5, tmp_path("empty").c_str()), SFPU_ERR_INVALID_ARGUMENT);
}

TEST(DpiCheckpoint, FileAcrossArchitecturesCorruptedOrTruncatedIsRefusedAndChangesNothing)
{
    Dpi bh(0), wh(1);
    ASSERT_EQ(sfpu_dpi_set_lreg(bh.h, 4, 7, 0x11111111u), SFPU_OK);
    ASSERT_EQ(sfpu_dpi_checkpoint(bh.h, 0), SFPU_OK);
    std::string f = tmp_path("bh.ckpt");
    std::remove(f.c_str());
    ASSERT_EQ(sfpu_dpi_checkpoint_save(bh.h, 0, f.c_str()), SFPU_OK) << sfpu_dpi_last_error(bh.h);
    // never overwrite a file
    EXPECT_EQ(sfpu_dpi_checkpoint_save(bh.h, 0, f.c_str()), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(bh.h), "exists; not overwritten")) << sfpu_dpi_last_error(bh.h);
    EXPECT_EQ(sfpu_dpi_checkpoint_save(bh.h, 0, "/nonexistent-dir/x.ckpt"), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(bh.h), "cannot create /nonexistent-dir/x.ckpt")) << sfpu_dpi_last_error(bh.h);

    // into a Wormhole model: refused at load, with the architectures named
    ASSERT_EQ(sfpu_dpi_set_lreg(wh.h, 4, 7, 0x22222222u), SFPU_OK);
    EXPECT_EQ(sfpu_dpi_checkpoint_load(wh.h, 1, f.c_str()), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(wh.h), "checkpoint: taken on Blackhole A0, this model is Wormhole B0"))
        << sfpu_dpi_last_error(wh.h);
    EXPECT_EQ(sfpu_dpi_restore(wh.h, 1), SFPU_ERR_INVALID_ARGUMENT); // the slot stayed empty
    EXPECT_EQ(sfpu_dpi_peek_lreg(wh.h, 4, 7), 0x22222222u);

    // the same file into another Blackhole model: loads and restores
    Dpi bh2(0);
    ASSERT_EQ(sfpu_dpi_checkpoint_load(bh2.h, 2, f.c_str()), SFPU_OK) << sfpu_dpi_last_error(bh2.h);
    ASSERT_EQ(sfpu_dpi_restore(bh2.h, 2), SFPU_OK) << sfpu_dpi_last_error(bh2.h);
    EXPECT_EQ(sfpu_dpi_peek_lreg(bh2.h, 4, 7), 0x11111111u);

    // corrupted: one byte of the payload flipped
    std::vector<unsigned char> bytes;
    {
        FILE *in = std::fopen(f.c_str(), "rb");
        ASSERT_NE(in, nullptr);
        int ch;
        while ((ch = std::fgetc(in)) != EOF)
            bytes.push_back((unsigned char)ch);
        std::fclose(in);
    }
    ASSERT_EQ(bytes.size(), sfpu_state_size());
    auto write_file = [](const std::string &path, const std::vector<unsigned char> &b) {
        std::remove(path.c_str());
        FILE *out = std::fopen(path.c_str(), "wb");
        ASSERT_NE(out, nullptr);
        std::fwrite(b.data(), 1, b.size(), out);
        std::fclose(out);
    };
    std::string g = tmp_path("corrupt.ckpt");
    std::vector<unsigned char> bad = bytes;
    bad[bad.size() / 2] ^= 0x10;
    write_file(g, bad);
    ASSERT_EQ(sfpu_dpi_set_lreg(bh2.h, 4, 7, 0x33333333u), SFPU_OK);
    ASSERT_EQ(sfpu_dpi_checkpoint(bh2.h, 3), SFPU_OK);
    EXPECT_EQ(sfpu_dpi_checkpoint_load(bh2.h, 3, g.c_str()), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(bh2.h), "does not match the contents")) << sfpu_dpi_last_error(bh2.h);
    EXPECT_TRUE(has(sfpu_dpi_last_error(bh2.h), g.c_str()));
    EXPECT_TRUE(has(sfpu_dpi_last_error(bh2.h), "slot 3 unchanged"));
    ASSERT_EQ(sfpu_dpi_set_lreg(bh2.h, 4, 7, 0x44444444u), SFPU_OK);
    ASSERT_EQ(sfpu_dpi_restore(bh2.h, 3), SFPU_OK); // slot 3 still holds the good checkpoint
    EXPECT_EQ(sfpu_dpi_peek_lreg(bh2.h, 4, 7), 0x33333333u);

    // truncated, and one byte too long
    std::vector<unsigned char> shorter(bytes.begin(), bytes.end() - 1);
    write_file(g, shorter);
    EXPECT_EQ(sfpu_dpi_checkpoint_load(bh2.h, 3, g.c_str()), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(bh2.h), "a checkpoint of this build has")) << sfpu_dpi_last_error(bh2.h);
    std::vector<unsigned char> longer = bytes;
    longer.push_back(0);
    write_file(g, longer);
    EXPECT_EQ(sfpu_dpi_checkpoint_load(bh2.h, 3, g.c_str()), SFPU_ERR_INVALID_ARGUMENT);
    // not a checkpoint at all
    std::vector<unsigned char> text(bytes.size(), 'x');
    write_file(g, text);
    EXPECT_EQ(sfpu_dpi_checkpoint_load(bh2.h, 3, g.c_str()), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(bh2.h), "not an SFPU checkpoint")) << sfpu_dpi_last_error(bh2.h);
    EXPECT_EQ(sfpu_dpi_checkpoint_load(bh2.h, 3, tmp_path("missing.ckpt").c_str()), SFPU_ERR_INVALID_ARGUMENT);
    EXPECT_TRUE(has(sfpu_dpi_last_error(bh2.h), "cannot open")) << sfpu_dpi_last_error(bh2.h);
    EXPECT_EQ(sfpu_dpi_peek_lreg(bh2.h, 4, 7), 0x33333333u);
    std::remove(f.c_str());
    std::remove(g.c_str());
}

TEST(DpiCheckpoint, TheStickyErrorTravelsWithTheCheckpoint)
{
    Dpi d;
    void *h = d.h;
    int r, s, b, n;
    ASSERT_EQ(sfpu_dpi_checkpoint(h, 0), SFPU_OK); // good
    ASSERT_EQ(sfpu_dpi_exec(h, 0x88000000u), SFPU_ERR_UNDEFINED);
    std::string msg = sfpu_dpi_last_error(h);
    ASSERT_EQ(sfpu_dpi_checkpoint(h, 1), SFPU_OK); // taken after the error
    // a good checkpoint restored into the failed model: it runs again
    ASSERT_EQ(sfpu_dpi_restore(h, 0), SFPU_OK);
    EXPECT_STREQ(sfpu_dpi_last_error(h), "");
    EXPECT_EQ(sfpu_dpi_tick(h, 1, word(0, "sfpnop"), &r, &s, &b, &n), SFPU_OK);
    // the failed checkpoint restored into a good model: it stops where the original stopped
    ASSERT_EQ(sfpu_dpi_restore(h, 1), SFPU_OK);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "empty flag stack")) << sfpu_dpi_last_error(h);
    EXPECT_EQ(sfpu_dpi_tick(h, 1, word(0, "sfpnop"), &r, &s, &b, &n), SFPU_ERR_UNDEFINED);
    EXPECT_EQ(sfpu_dpi_exec(h, word(0, "sfpnop")), SFPU_ERR_UNDEFINED);
    EXPECT_TRUE(has(sfpu_dpi_last_error(h), "empty flag stack")) << sfpu_dpi_last_error(h);
    // and reset forgets it
    EXPECT_EQ(sfpu_dpi_reset(h), SFPU_OK);
    EXPECT_STREQ(sfpu_dpi_last_error(h), "");
    EXPECT_EQ(sfpu_dpi_exec(h, word(0, "sfpnop")), SFPU_OK);
}

TEST(DpiCheckpoint, RestoreMidPipelineResumesTheSameCycles)
{
    // a MAD in flight at the checkpoint: after restore (into a model that has moved on) the write-back comes in the
    // same cycle with the same value
    for (int arch = 0; arch < 2; ++arch) {
        Dpi d(arch);
        void *h = d.h;
        int r, s, b, n;
        for (int l = 0; l < 32; ++l) {
            sfpu_dpi_set_lreg(h, 0, l, 0x40000000u);
            sfpu_dpi_set_lreg(h, 1, l, 0x40400000u);
        }
        ASSERT_EQ(sfpu_dpi_tick(h, 1, word(arch, "sfpmad L2,L0,L1,L9,0"), &r, &s, &b, &n), SFPU_OK);
        ASSERT_EQ(b, 1);
        ASSERT_EQ(sfpu_dpi_checkpoint(h, 0), SFPU_OK);
        ASSERT_EQ(sfpu_dpi_tick(h, 0, 0, &r, &s, &b, &n), SFPU_OK);
        ASSERT_EQ(n, 1);
        for (int k = 0; k < 5; ++k)
            sfpu_dpi_tick(h, 1, word(arch, "sfpmad L5,L1,L1,L9,0"), &r, &s, &b, &n);
        ASSERT_EQ(sfpu_dpi_restore(h, 0), SFPU_OK);
        EXPECT_EQ(sfpu_dpi_n_dst_wb(h), 0);
        EXPECT_EQ(sfpu_dpi_cycle(h), 1u);
        EXPECT_EQ(sfpu_dpi_peek_lreg(h, 5, 0), 0u);
        ASSERT_EQ(sfpu_dpi_tick_at(h, 1, 0, 0, &r, &s, &b, &n), SFPU_OK);
        ASSERT_EQ(n, 1);
        EXPECT_EQ(sfpu_dpi_wb_reg(h, 0), 2);
        EXPECT_EQ(sfpu_dpi_wb_data(h, 0, 9), 0x40C00000u);
    }
}
