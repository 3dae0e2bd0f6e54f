// test_silicon_hazards.cc - the silicon hazard diagnostics (docs/decisions.md H1-H4): patterns whose result the ISA
// pages define but which Tenstorrent reports as non-deterministic on silicon. Each case checks that the pattern is
// reported with its kind, that the nearest correct form is not, and that the diagnostic changes no result.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "harness.h"

namespace
{

std::vector<uint32_t> words(sfpu_arch_t a, const std::string &src)
{
    std::vector<uint32_t> w(256);
    size_t n = 0;
    char err[300];
    EXPECT_EQ(sfpu_assemble(src.c_str(), "h.s", a, w.data(), w.size(), &n, err, sizeof err), SFPU_OK) << err;
    w.resize(n);
    return w;
}

// Present the words as fast as they are taken, then run until idle.
void run(sfpu_t *s, const std::vector<uint32_t> &w)
{
    size_t i = 0;
    for (int guard = 0; guard < 400; ++guard) {
        sfpu_in_t in = {(uint8_t)(i < w.size()), i < w.size() ? w[i] : 0u};
        sfpu_out_t out;
        sfpu_status_t st = sfpu_tick(s, &in, &out);
        ASSERT_EQ(st, SFPU_OK) << sfpu_last_error(s);
        i += out.insn_ready;
        if (i == w.size() && !out.busy) {
            return;
        }
    }
    FAIL() << "did not finish";
}

// The kinds of the kept diagnostics, in order.
std::vector<unsigned> kinds(const sfpu_t *s)
{
    std::vector<unsigned> k;
    for (unsigned i = 0; i < sfpu_diag_count(s) && i < SFPU_DIAG_KEEP; ++i) {
        sfpu_diag_t d;
        sfpu_diag_get(s, i, &d);
        k.push_back(d.kind);
    }
    return k;
}

unsigned count_kind(const sfpu_t *s, unsigned kind)
{
    unsigned n = 0;
    for (unsigned k : kinds(s)) {
        n += k == kind;
    }
    return n;
}

std::string text(const sfpu_t *s, unsigned i)
{
    sfpu_diag_t d;
    char buf[600];
    if (sfpu_diag_get(s, i, &d) != SFPU_OK) {
        return "";
    }
    sfpu_diag_format(s, &d, buf, sizeof buf);
    return buf;
}

// Macro 0 schedules an SFPABS of its VD on Simple two cycles on (the template through the backdoor, VD 12); macro 1
// schedules nothing (its load half only). Both count cycles (Misc = 0).
const char *k_abs_setup = "sfpconfig 15,0,1\n" // LaneConfig = 0: the backdoor is open
                          "sfpabs L12,L0,1\n"  // template 0 = SFPABS, float mode
                          "sfpconfig 4,20,1\n" // Sequence[0] = 0x14: Simple, template 0, delay 2
                          "sfpconfig 8,0,1\n"; // Misc = 0

sfpu_t *abs_model(sfpu_arch_t a)
{
    sfpu_t *s = h_create(a);
    EXPECT_EQ(h_run(s, k_abs_setup), SFPU_OK) << h_message();
    // Dst rows 0..3 = -2.0, rows 4..7 = -1.0 (FP32 stores of bf16 immediates, read back by the FP32 loads below)
    EXPECT_EQ(h_run(s, "sfploadi L1,-16384,0\nsfploadi L2,-16512,0\nsfpstore L1,0,3,0\nsfpstore L1,2,3,0\n"
                       "sfpstore L2,4,3,0\nsfpstore L2,6,3,0\n"),
              SFPU_OK)
        << h_message();
    return s;
}

} // namespace

// H1: an SFPLOADMACRO the thread pushes itself is reported; the same word played from the replay buffer is not.
TEST(SiliconHazard, MacroPushedByTheThreadIsReported)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        sfpu_t *s = abs_model(a);
        run(s, words(a, "sfploadmacro 1,L0,0,3,0\nsfpnop\n"));
        ASSERT_EQ(kinds(s), std::vector<unsigned>{SFPU_DIAG_LM_DIRECT}) << "arch " << a;
        EXPECT_NE(text(s, 0).find("pushed by the thread itself"), std::string::npos) << text(s, 0);
        sfpu_destroy(s);

        // recorded (Load without Exec), then played: not reported
        s = abs_model(a);
        run(s, words(a, "ttreplay 0,1,0,1\nsfploadmacro 1,L0,0,3,0\nttreplay 0,1,0,0\nsfpnop\n"));
        EXPECT_EQ(sfpu_diag_count(s), 0u) << "arch " << a << ": " << text(s, 0);
        EXPECT_EQ(h_lreg(s, 0, 0), 0xC0000000u) << "the played macro loaded row 0";
        sfpu_destroy(s);

        // recorded with Exec: the thread's own word executes as it is recorded (decisions H1: reported)
        s = abs_model(a);
        run(s, words(a, "ttreplay 0,1,1,1\nsfploadmacro 1,L0,0,3,0\nsfpnop\n"));
        EXPECT_EQ(kinds(s), std::vector<unsigned>{SFPU_DIAG_LM_DIRECT}) << "arch " << a;
        sfpu_destroy(s);

        // the setting: off, nothing is reported and the state is the same
        s = abs_model(a);
        sfpu_set_silicon_hazards(s, false);
        EXPECT_FALSE(sfpu_silicon_hazards(s));
        sfpu_reset(s);
        EXPECT_FALSE(sfpu_silicon_hazards(s)) << "a setting: sfpu_reset keeps it";
        ASSERT_EQ(h_run(s, k_abs_setup), SFPU_OK);
        run(s, words(a, "sfploadmacro 1,L0,0,3,0\nsfpnop\n"));
        EXPECT_EQ(sfpu_diag_count(s), 0u);
        sfpu_destroy(s);
    }
}

// H1 in strict mode: a diagnostic like the others, so an error.
TEST(SiliconHazard, StrictModeMakesADirectMacroAnError)
{
    sfpu_t *s = abs_model(SFPU_ARCH_BH);
    sfpu_set_strict(s, true);
    std::vector<uint32_t> w = words(SFPU_ARCH_BH, "sfploadmacro 1,L0,0,3,0\n");
    sfpu_in_t in = {1, w[0]};
    sfpu_out_t out;
    EXPECT_EQ(sfpu_tick(s, &in, &out), SFPU_ERR_UNDEFINED);
    EXPECT_NE(std::string(sfpu_last_error(s)).find("strict mode"), std::string::npos) << sfpu_last_error(s);
    sfpu_destroy(s);
}

// H2: macro 0's scheduled SFPABS (cycle t + 3) reads its VD after a later macro's load half overwrote it (t + 1): the
// two macros met on L0 out of program order - reported, for the read and for the write that lands after the later one.
TEST(SiliconHazard, MacrosInFlightOutOfProgramOrderAreReported)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        // macro 0 at t = 0 loads -2.0 into L0; macro 1 at t = 1 loads -1.0 into L0; the ABS at t = 3 sees -1.0
        sfpu_t *s = abs_model(a);
        run(s, words(a, "ttreplay 0,2,0,1\nsfploadmacro 0,L0,0,3,0\nsfploadmacro 1,L0,4,3,0\nttreplay 0,2,0,0\n"
                        "sfpnop\nsfpnop\nsfpnop\n"));
        EXPECT_EQ(kinds(s), (std::vector<unsigned>{SFPU_DIAG_LM_ORDER, SFPU_DIAG_LM_ORDER})) << "arch " << a;
        EXPECT_NE(text(s, 0).find("read L0 after 'sfploadmacro 1,L0,4,3,0'"), std::string::npos) << text(s, 0);
        EXPECT_NE(text(s, 1).find("wrote L0 after"), std::string::npos) << text(s, 1);
        EXPECT_EQ(h_lreg(s, 0, 0), 0x3F800000u) << "abs(-1.0): the later macro's value, as the pages define it";
        sfpu_destroy(s);

        // the later load in the ABS's own cycle: the ABS reads the earlier value on purpose (M2a, not reported), but
        // both write L0 at the end of that cycle and the ABS, executing after the regular load, wins (T2): the older
        // macro's write lands last - reported once
        s = abs_model(a);
        run(s, words(a, "ttreplay 0,4,0,1\nsfploadmacro 0,L0,0,3,0\nsfpnop\nsfpnop\nsfploadmacro 1,L0,4,3,0\n"
                        "ttreplay 0,4,0,0\nsfpnop\n"));
        EXPECT_EQ(kinds(s), std::vector<unsigned>{SFPU_DIAG_LM_ORDER}) << "arch " << a;
        EXPECT_EQ(h_lreg(s, 0, 0), 0x40000000u) << "abs(-2.0) wins over the later load's -1.0";
        sfpu_destroy(s);

        // the later load after the ABS: in program order, nothing reported
        s = abs_model(a);
        run(s, words(a, "ttreplay 0,5,0,1\nsfploadmacro 0,L0,0,3,0\nsfpnop\nsfpnop\nsfpnop\nsfploadmacro 1,L0,4,3,0\n"
                        "ttreplay 0,5,0,0\nsfpnop\n"));
        EXPECT_EQ(sfpu_diag_count(s), 0u) << "arch " << a << ": " << text(s, 0);
        EXPECT_EQ(h_lreg(s, 0, 0), 0xBF800000u) << "the later load's -1.0";
        sfpu_destroy(s);

        // another register: nothing reported
        s = abs_model(a);
        run(s, words(a, "ttreplay 0,2,0,1\nsfploadmacro 0,L0,0,3,0\nsfploadmacro 1,L1,4,3,0\nttreplay 0,2,0,0\n"
                        "sfpnop\nsfpnop\nsfpnop\n"));
        EXPECT_EQ(sfpu_diag_count(s), 0u) << "arch " << a << ": " << text(s, 0);
        EXPECT_EQ(h_lreg(s, 0, 0), 0x40000000u) << "abs(-2.0)";
        sfpu_destroy(s);

        // a regular instruction overwriting the register is not an SFPLOADMACRO in flight: not this diagnostic
        s = abs_model(a);
        run(s, words(a, "ttreplay 0,2,0,1\nsfploadmacro 0,L0,0,3,0\nsfpmov L0,L10,0\nttreplay 0,2,0,0\n"
                        "sfpnop\nsfpnop\nsfpnop\n"));
        EXPECT_EQ(count_kind(s, SFPU_DIAG_LM_ORDER), 0u) << "arch " << a;
        sfpu_destroy(s);
    }
}

// H3: a scheduled SFPSTORE (Store byte 0x03, delay 0: it executes one cycle after its macro) then a regular SFPLOAD
// of the same Dst cells: reported while the load issues at most 3 cycles after the store (0..3 SFPNOPs between the
// macro and the load), not 4 cycles after, not for other rows, not for the other column parity.
TEST(SiliconHazard, DstReadSoonAfterAMacroStoreIsReported)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        struct Case {
            unsigned nops;
            unsigned load_addr;
            unsigned expect;
        } cases[] = {{0, 0, 1}, {1, 0, 1}, {2, 0, 1}, {3, 0, 1}, {4, 0, 0}, {0, 4, 0}, {0, 2, 0}, {0, 1, 1}};
        for (const Case &c : cases) {
            sfpu_t *s = h_create(a);
            ASSERT_EQ(h_run(s, "sfpconfig 15,0,1\nsfploadi L0,0,10\nsfploadi L0,768,8\nsfpconfig 4,0,0\n"
                               "sfpconfig 8,3,1\n"), // Sequence[0] = 0x03000000 (Store, delay 0), StoreMod0 = FP32
                      SFPU_OK)
                << h_message();
            std::string prog = "ttreplay 0,1,0,1\nsfploadmacro 0,L0,0,3,0\nttreplay 0,1,0,0\n";
            for (unsigned k = 0; k < c.nops; ++k) {
                prog += "sfpnop\n";
            }
            prog += "sfpload L1," + std::to_string(c.load_addr) + ",3,0\nsfpnop\n";
            run(s, words(a, prog));
            EXPECT_EQ(count_kind(s, SFPU_DIAG_LM_DST_SPACING), c.expect)
                << "arch " << a << " nops " << c.nops << " addr " << c.load_addr << ": " << text(s, 0);
            EXPECT_EQ(sfpu_diag_count(s), c.expect) << text(s, 0);
            sfpu_destroy(s);
        }
    }
}

// H4: Blackhole's auto-stall does not see SFPSWAP's first-cycle reads in the compare modes (Mod1 != 0; SFPMAD.md
// stall-logic bug 6): right after an SFPMAD writing its operand it issues without a stall and compares the old value -
// reported as stall_bug. In swap mode (Mod1 = 0) it stalls. An instruction reading SFPSWAP's results right after it
// (the pattern of the stable topk comparator) waits: SFPSWAP lets only SFPNOP issue next, nothing to report.
TEST(SiliconHazard, BlackholeSwapCompareModeMissedByTheAutoStall)
{
    const sfpu_arch_t a = SFPU_ARCH_BH;
    sfpu_t *s = h_create(a);
    h_set_lreg(s, 0, 0x40000000u);                                        // 2.0
    h_set_lreg(s, 1, 0x3F800000u);                                        // 1.0
    h_set_lreg(s, 2, 0xC0400000u);                                        // -3.0
    run(s, words(a, "sfpmad L0,L2,L10,L9,0\nsfpswap L0,L1,1\nsfpnop\n")); // L0 = -3.0, then min/max of L0, L1
    ASSERT_EQ(kinds(s), std::vector<unsigned>{SFPU_DIAG_STALL_BUG});
    sfpu_destroy(s);

    s = h_create(a);
    h_set_lreg(s, 0, 0x40000000u);
    h_set_lreg(s, 1, 0x3F800000u);
    h_set_lreg(s, 2, 0xC0400000u);
    run(s, words(a, "sfpmad L0,L2,L10,L9,0\nsfpswap L0,L1,0\nsfpnop\n")); // swap mode: stalled, nothing reported
    EXPECT_EQ(sfpu_diag_count(s), 0u) << text(s, 0);
    EXPECT_EQ(h_lreg(s, 1, 0), 0xC0400000u) << "the swap moved the MAD's result";
    sfpu_destroy(s);

    s = h_create(a);
    h_set_lreg(s, 0, 0x40000000u);
    h_set_lreg(s, 1, 0x3F800000u);
    run(s, words(a, "sfpswap L0,L1,1\nsfpxor L0,L1\nsfpnop\n"));
    EXPECT_EQ(sfpu_diag_count(s), 0u) << text(s, 0);
    sfpu_destroy(s);
}
