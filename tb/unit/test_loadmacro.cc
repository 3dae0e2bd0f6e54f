// test_loadmacro.cc - SFPLOADMACRO scheduling, cycle by cycle. Timelines written from the facts in
// tt-llk's kernel comments as restated in spec digest 2.7 (fast 7-bit reciprocal: "t0 load [x]; t1 Simple
// L16 = arecip(x); t2 Store L16" -> one row per cycle), plus the rules of spec digest 2.3-2.6:
// delays, cancellation, instruction-count delays, LReg16, store addressing, dropped regular instructions.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "harness.h"
#include "sfpu/sfpu_lane.h"

namespace {

// Set up macro 0 as tt-llk's _init_reciprocal_fast_7b_: template 0 = SFPARECIP (backdoor, VD=12),
// Sequence[0] = 0x4B000044 (Simple: template 0, delay 0, -> LReg16; Store: SFPSTORE, delay 1, from LReg16),
// Misc = 0x110 (store uses the macro's Mod0 for macro 0; Simple counts instructions).
const char *k_recip_setup = "sfparecip L12,L0,0\n"
                            "sfploadi L0,68,10\n"     // LOWER 0x0044
                            "sfploadi L0,19200,8\n"   // UPPER 0x4B00
                            "sfpconfig 4,0,0\n"       // Sequence[0] = LReg0
                            "sfpconfig 8,272,1\n";    // Misc = 0x110

std::vector<uint32_t> words(sfpu_arch_t a, const std::string &src)
{
    std::vector<uint32_t> w(256);
    size_t n = 0;
    char err[300];
    EXPECT_EQ(sfpu_assemble(src.c_str(), "m.s", a, w.data(), w.size(), &n, err, sizeof err), SFPU_OK) << err;
    w.resize(n);
    return w;
}

struct Cycle {
    sfpu_out_t out;
};

// Issue the words one per cycle when accepted; return per-cycle outputs (until idle).
// These cases pin the pages' scheduling rules with macros pushed directly; the silicon hazards (docs/decisions.md H1-H3)
// have their own tests (test_silicon_hazards.cc), so they are off here.
std::vector<sfpu_out_t> run(sfpu_t *s, const std::vector<uint32_t> &w)
{
    sfpu_set_silicon_hazards(s, false);
    std::vector<sfpu_out_t> cycles;
    size_t i = 0;
    for (int guard = 0; guard < 400; ++guard) {
        sfpu_in_t in = {(uint8_t)(i < w.size()), i < w.size() ? w[i] : 0u};
        sfpu_out_t out;
        sfpu_status_t st = sfpu_tick(s, &in, &out);
        EXPECT_EQ(st, SFPU_OK) << sfpu_last_error(s);
        if (st != SFPU_OK) {
            break;
        }
        cycles.push_back(out);
        if (i < w.size() && out.insn_ready) {
            ++i;
        }
        if (i == w.size() && !out.busy) {
            break;
        }
    }
    return cycles;
}

uint32_t fp32_dst(const sfpu_t *s, unsigned row, unsigned col)
{
    uint32_t raw = 0;
    sfpu_peek_dst32(s, row, col, &raw);
    return sfpu_lane_dst_decode_fp32(raw);
}

} // namespace

TEST(LoadMacro, FastReciprocalOneRowPerCycle)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH}) { // SFPARECIP is Blackhole-only
        sfpu_t *s = h_create(a);
        // x values: row group k holds 2^k in every lane (FP32 Dst layout).
        for (unsigned k = 0; k < 4; ++k) {
            for (unsigned r = 0; r < 4; ++r) {
                for (unsigned c = 0; c < 16; c += 2) {
                    sfpu_poke_dst32(s, 4 * k + r, c, sfpu_lane_dst_encode_fp32(0x3F800000u + (k << 23)));
                }
            }
        }
        ASSERT_EQ(h_run(s, k_recip_setup), SFPU_OK) << h_message();
        ASSERT_EQ(h_reg(s, SFPU_REG_LM_SEQUENCE, 0), 0x4B000044u);
        ASSERT_EQ(h_reg(s, SFPU_REG_LM_MISC, 0), 0x110u);
        std::string body;
        for (unsigned k = 0; k < 4; ++k) {
            body += "sfploadmacro 0,L0," + std::to_string(4 * k) + ",3,0\n"; // macro 0, VD 0, FP32
        }
        std::vector<sfpu_out_t> cyc = run(s, words(a, body));
        // t0..t3: the macros issue back to back; the Simple unit runs SFPARECIP one cycle after each,
        // the Store unit the SFPSTORE two cycles after each.
        ASSERT_GE(cyc.size(), 6u);
        for (unsigned t = 0; t < 6; ++t) {
            const sfpu_out_t &o = cyc[t];
            EXPECT_EQ(o.unit_op[SFPU_UNIT_LOAD], t < 4 ? SFPU_OP_SFPLOADMACRO : 0xFF) << "cycle " << t;
            EXPECT_EQ(o.unit_op[SFPU_UNIT_SIMPLE], t >= 1 && t <= 4 ? SFPU_OP_SFPARECIP : 0xFF) << "cycle " << t;
            EXPECT_EQ(o.unit_op[SFPU_UNIT_STORE], t >= 2 && t <= 5 ? SFPU_OP_SFPSTORE : 0xFF) << "cycle " << t;
        }
        EXPECT_EQ(cyc[2].n_exec, 3u) << "load + simple + store in one cycle";
        EXPECT_EQ(cyc.size(), 6u) << "4 rows in 6 cycles: one row per cycle after the pipeline fills";
        // ApproxRecip(2^k) = 2^-k * 0.99609375 (RLUT[0] = 127: 0x3F7F0000 for 1.0), sign kept.
        for (unsigned k = 0; k < 4; ++k) {
            uint32_t expect = 0x3F7F0000u - (k << 23);
            EXPECT_EQ(fp32_dst(s, 4 * k, 0), expect) << "row group " << k;
            EXPECT_EQ(fp32_dst(s, 4 * k + 3, 14), expect) << "row group " << k;
        }
        sfpu_timing_stats_t st;
        sfpu_get_timing_stats(s, &st);
        EXPECT_EQ(st.macro_issued, 8u);
        EXPECT_EQ(st.max_per_cycle, 3u);
        EXPECT_EQ(sfpu_diag_count(s), 0u);
        sfpu_destroy(s);
    }
}

TEST(LoadMacro, DelayedStoreUsesTheMacrosAddressAndLReg16)
{
    // Store unit byte 0x5B: SFPSTORE, delay 3, from LReg16. Simple 0x44: template 0 (SFPMOV L0 -> L16).
    sfpu_t *s = h_create(SFPU_ARCH_WH);
    sfpu_poke_dst32(s, 8, 0, sfpu_lane_dst_encode_fp32(0x40490FDBu)); // pi at row 8, lane 0
    std::string setup = "sfpmov L12,L0,0\n"                           // template 0 (VC := loaded reg)
                        "sfploadi L0,68,10\nsfploadi L0,23296,8\n"     // 0x5B000044
                        "sfpconfig 4,0,0\n"
                        "sfpconfig 8,0,1\n"                            // Misc = 0: StoreMod0 = 0, cycle kind
                        "sfpconfig 8,3,3\n";                           // Misc |= 3: StoreMod0 = FP32 (3)
    ASSERT_EQ(h_run(s, setup.c_str()), SFPU_OK) << h_message();
    ASSERT_EQ(h_reg(s, SFPU_REG_LM_MISC, 0), 3u);
    // The macro loads row 8 into L0 (addr 8); the store goes to row 8 three cycles later even though
    // later instructions run in between.
    std::vector<sfpu_out_t> cyc = run(s, words(SFPU_ARCH_WH, "sfploadmacro 0,L0,8,3,0\nsfpnop\nsfpnop\nsfpnop\nsfpnop\n"));
    int store_cycle = -1;
    for (size_t t = 0; t < cyc.size(); ++t) {
        if (cyc[t].unit_op[SFPU_UNIT_STORE] == SFPU_OP_SFPSTORE) {
            store_cycle = (int)t;
        }
    }
    EXPECT_EQ(store_cycle, 4) << "delay 3: executes at t + 1 + 3";
    EXPECT_EQ(h_lreg(s, 16, 0), 0x40490FDBu) << "staged in LReg16";
    EXPECT_EQ(fp32_dst(s, 8, 0), 0x40490FDBu);
    sfpu_destroy(s);
}

TEST(LoadMacro, LaterMacroCancelsPendingThatWouldExecuteInTheSameCycle)
{
    // "Forget any pre-existing scheduled instruction which would execute at the same point in time as the
    // instruction we're about to schedule" (SFPLOADMACRO.md; decisions M1). Macro 0's store (byte 0x13:
    // delay 2) issued at t0 executes at t3. Macro 1 issued at t1 with store delay 1 (0x0B) would also execute
    // at t3, so it replaces it; with store delay 2 (0x13) it executes at t4 and both stores happen.
    for (uint32_t byte1 : {0x0Bu, 0x13u}) {
        sfpu_t *s = h_create(SFPU_ARCH_BH);
        std::string setup = "sfploadi L0,0,10\nsfploadi L0,4864,8\nsfpconfig 4,0,0\n"  // Sequence[0] = 0x13000000
                            "sfploadi L0," + std::to_string(byte1 << 8) + ",8\nsfpconfig 5,0,0\n" // Sequence[1]
                            "sfpconfig 8,3,1\n";                                        // StoreMod0 = FP32, cycles
        ASSERT_EQ(h_run(s, setup.c_str()), SFPU_OK) << h_message();
        sfpu_poke_dst32(s, 0, 0, 0x11111111u);
        sfpu_poke_dst32(s, 16, 0, 0x22222222u);
        std::vector<sfpu_out_t> cyc = run(s, words(SFPU_ARCH_BH, "sfploadmacro 0,L0,0,3,0\nsfploadmacro 1,L0,16,3,0\n"));
        std::vector<int> store_cycles;
        for (size_t t = 0; t < cyc.size(); ++t) {
            if (cyc[t].unit_op[SFPU_UNIT_STORE] == SFPU_OP_SFPSTORE) {
                store_cycles.push_back((int)t);
            }
        }
        if (byte1 == 0x0Bu) {
            EXPECT_EQ(store_cycles, std::vector<int>({3})) << "macro 0's store replaced by macro 1's";
        } else {
            EXPECT_EQ(store_cycles, std::vector<int>({3, 4})) << "different execution cycles: no cancellation";
        }
        sfpu_destroy(s);
    }
}

// Back-to-back macros with the same store delay (tt-llk's fast reciprocal: store delay 1 every cycle) never
// cancel each other: each pending store would execute one cycle before the next macro's.
TEST(LoadMacro, BackToBackMacrosWithTheSameDelayDoNotCancel)
{
    for (uint32_t byte : {0x0Bu, 0x13u, 0x3Bu}) {
        sfpu_t *s = h_create(SFPU_ARCH_BH);
        std::string setup = "sfploadi L0,0,10\nsfploadi L0," + std::to_string(byte << 8) +
                            ",8\nsfpconfig 4,0,0\nsfpconfig 8,3,1\n";
        ASSERT_EQ(h_run(s, setup.c_str()), SFPU_OK) << h_message();
        std::vector<sfpu_out_t> cyc =
            run(s, words(SFPU_ARCH_BH, "sfploadmacro 0,L0,0,3,0\nsfploadmacro 0,L0,16,3,0\nsfploadmacro 0,L0,32,3,0\n"));
        unsigned d = (byte >> 3) & 7u, stores = 0;
        for (size_t t = 0; t < cyc.size(); ++t) {
            bool st = cyc[t].unit_op[SFPU_UNIT_STORE] == SFPU_OP_SFPSTORE;
            stores += st;
            EXPECT_EQ(st, t >= d + 1 && t <= d + 3) << "byte " << byte << " cycle " << t;
        }
        EXPECT_EQ(stores, 3u);
        sfpu_destroy(s);
    }
}

TEST(LoadMacro, InstructionKindDelaysWaitForIssuedInstructions)
{
    // Store byte 0x13 (delay 2) with UnitDelayKind[Store] = instructions (Misc bit 11): with idle cycles
    // between instructions the store waits for two more issued instructions, not two cycles.
    sfpu_t *s = h_create(SFPU_ARCH_BH);
    std::string setup = "sfploadi L0,0,10\nsfploadi L0,4864,8\nsfpconfig 4,0,0\nsfpconfig 8,2051,1\n"; // 0x803
    ASSERT_EQ(h_run(s, setup.c_str()), SFPU_OK) << h_message();
    uint32_t lm = h_word(SFPU_ARCH_BH, "sfploadmacro 0,L0,0,3,0");
    uint32_t nop = h_word(SFPU_ARCH_BH, "sfpnop");
    // cycle 0: macro; 1..3 idle; 4: nop; 5..6 idle; 7: nop -> count reaches 0 after cycle 7 -> store at 8
    std::vector<std::pair<bool, uint32_t>> stream = {{true, lm}, {false, 0}, {false, 0}, {false, 0}, {true, nop},
                                                     {false, 0}, {false, 0}, {true, nop}, {false, 0}, {false, 0}};
    int store_cycle = -1;
    for (size_t t = 0; t < stream.size(); ++t) {
        sfpu_in_t in = {(uint8_t)stream[t].first, stream[t].second};
        sfpu_out_t out;
        ASSERT_EQ(sfpu_tick(s, &in, &out), SFPU_OK) << sfpu_last_error(s);
        if (out.unit_op[SFPU_UNIT_STORE] == SFPU_OP_SFPSTORE) {
            store_cycle = (int)t;
        }
    }
    EXPECT_EQ(store_cycle, 8);
    sfpu_destroy(s);
}

TEST(LoadMacro, ScheduledInstructionWinsAndRegularIsDropped)
{
    // Simple byte 0x44 (template 0 = SFPMOV, delay 0): at t1 the Simple unit is taken; a regular SFPMOV
    // presented at t1 is accepted but dropped (diagnostic).
    sfpu_t *s = h_create(SFPU_ARCH_BH);
    h_set_lreg(s, 5, 0x12345678u);
    ASSERT_EQ(h_run(s, "sfpmov L12,L0,0\nsfploadi L0,68,10\nsfploadi L0,0,8\nsfpconfig 4,0,0\nsfpconfig 8,0,1\n"),
              SFPU_OK)
        << h_message();
    std::vector<sfpu_out_t> cyc = run(s, words(SFPU_ARCH_BH, "sfploadmacro 0,L0,0,3,0\nsfpmov L6,L5,0\n"));
    ASSERT_GE(cyc.size(), 2u);
    EXPECT_EQ(cyc[1].insn_ready, 1) << "accepted";
    EXPECT_NE(h_lreg(s, 6, 0), 0x12345678u) << "but never executed";
    ASSERT_EQ(sfpu_diag_count(s), 1u);
    sfpu_diag_t d;
    sfpu_diag_get(s, 0, &d);
    EXPECT_EQ(d.kind, SFPU_DIAG_DROPPED);
    sfpu_timing_stats_t st;
    sfpu_get_timing_stats(s, &st);
    EXPECT_EQ(st.dropped, 1u);
    sfpu_destroy(s);
}

TEST(LoadMacro, UndefinedSequenceSelectIsReported)
{
    sfpu_t *s = h_create(SFPU_ARCH_BH);
    ASSERT_EQ(h_run(s, "sfpconfig 4,1,1\n"), SFPU_OK) << h_message(); // Simple byte select = 1
    std::vector<uint32_t> w = words(SFPU_ARCH_BH, "sfploadmacro 0,L0,0,3,0\n");
    EXPECT_EQ(sfpu_run_timed(s, w.data(), w.size(), nullptr), SFPU_ERR_UNDEFINED);
    EXPECT_NE(std::string(sfpu_last_error(s)).find("selects 1, which is undefined"), std::string::npos)
        << sfpu_last_error(s);
    sfpu_destroy(s);
}

// The scheduler keeps the decoded form of each template word (pipe/loadmacro.c lm_decode): a template rewritten
// through the backdoor between two macros must be the one the second macro schedules. Sequence[0] = 0x0004 (Simple:
// template 0, delay 0, result to the macro's VD, which is also its VC): macro 1 runs SFPABS on the loaded -2.0,
// macro 2 - after template 0 became SFPNOT - runs SFPNOT on it.
TEST(LoadMacro, TemplateRewrittenBetweenMacrosIsScheduled)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        sfpu_t *s = h_create(a);
        for (unsigned r = 0; r < 4; ++r) {
            for (unsigned c = 0; c < 16; c += 2) {
                sfpu_poke_dst32(s, r, c, sfpu_lane_dst_encode_fp32(0xC0000000u)); // -2.0
            }
        }
        std::vector<sfpu_out_t> cyc = run(s, words(a, "sfpabs L12,L0,1\n"      // template 0 = SFPABS (float)
                                                      "sfpconfig 4,4,1\n"      // Sequence[0] = 0x0004
                                                      "sfploadmacro 0,L1,0,3,0\n"
                                                      "sfpnop\n"
                                                      "sfpnot L12,L0\n"        // template 0 = SFPNOT
                                                      "sfpnop\n"
                                                      "sfploadmacro 0,L2,0,3,0\n"));
        ASSERT_FALSE(cyc.empty());
        for (unsigned l = 0; l < SFPU_LANES; l += 7) {
            EXPECT_EQ(h_lreg(s, 1, l), 0x40000000u) << "arch " << a << " lane " << l << ": SFPABS(-2.0)";
            EXPECT_EQ(h_lreg(s, 2, l), 0x3FFFFFFFu) << "arch " << a << " lane " << l << ": SFPNOT(-2.0)";
        }
        sfpu_timing_stats_t st;
        sfpu_get_timing_stats(s, &st);
        EXPECT_EQ(st.macro_issued, 2u);
        sfpu_destroy(s);
    }
}

// LoadMacroConfig is written per lane but scheduled from lane 0; a lane whose Sequence or Misc differs is reported
// (per-lane schedules are not modelled), naming the first such lane.
TEST(LoadMacro, NonUniformConfigIsReportedWithTheLane)
{
    for (sfpu_reg_t reg : {SFPU_REG_LM_SEQUENCE, SFPU_REG_LM_MISC}) {
        sfpu_t *s = h_create(SFPU_ARCH_BH);
        ASSERT_EQ(h_run(s, "sfpconfig 4,4,1\n"), SFPU_OK) << h_message(); // Sequence[0] = 0x0004 in every lane
        h_set_reg(s, reg, reg == SFPU_REG_LM_SEQUENCE ? 13u * 4u : 13u, reg == SFPU_REG_LM_SEQUENCE ? 0x0005u : 0x10u);
        h_set_reg(s, reg, reg == SFPU_REG_LM_SEQUENCE ? 21u * 4u : 21u, reg == SFPU_REG_LM_SEQUENCE ? 0x0005u : 0x10u);
        std::vector<uint32_t> w = words(SFPU_ARCH_BH, "sfploadmacro 0,L0,0,3,0\n");
        EXPECT_EQ(sfpu_run_timed(s, w.data(), w.size(), nullptr), SFPU_ERR_UNIMPLEMENTED);
        EXPECT_NE(std::string(sfpu_last_error(s)).find("differs between lanes (lane 13)"), std::string::npos)
            << sfpu_last_error(s);
        sfpu_destroy(s);
    }
}

// A Sequence byte that selects nothing cancels nothing (decisions M1a). tt-llk's uint32 -> uint16 typecast
// (BH; WH has the same shape) alternates macro A (Store byte 0x00) and macro B (Store byte 0x0B: SFPSTORE,
// delay 1): each B's store is pending with count 1 when the next A issues, so under the literal pseudo-code
// ("forget ... whose delay is Delay" for every byte with Delay != 7) every A would forget B's store - 1 of 8
// stores would be left. Here every B stores, at its own address, and nothing is cancelled.
TEST(LoadMacro, SelectZeroByteCancelsNothing)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        sfpu_t *s = h_create(a);
        // Sequence[0] = 0x00000000 (macro A: nothing at all), Sequence[1] = 0x0B000000 (macro B: store, delay 1);
        // Misc: StoreMod0 = INT32 (4), Store delays count instructions (bit 11)
        ASSERT_EQ(h_run(s, "sfpconfig 4,0,1\nsfploadi L0,0,10\nsfploadi L0,2816,8\nsfpconfig 5,0,0\n"
                           "sfpconfig 8,2052,1\n"),
                  SFPU_OK)
            << h_message();
        std::string prog;
        for (unsigned d = 0; d < 8; ++d) {
            unsigned addr = 4 * d; // rows 4d..4d+3, even columns
            prog += "sfploadmacro 0,L0," + std::to_string(addr) + ",4,0\n";   // A: LReg0 = Dst (INT32)
            prog += "sfploadmacro 1,L1," + std::to_string(addr) + ",4,0\n";   // B (macro 1, VD 1): LReg1 = Dst
        }
        prog += "sfpnop\nsfpnop\n";
        for (unsigned d = 0; d < 8; ++d) {
            for (unsigned c = 0; c < 16; c += 2) {
                sfpu_poke_dst32(s, 4 * d, c, 0x100u + d);
            }
        }
        std::vector<sfpu_out_t> cyc = run(s, words(a, prog));
        unsigned stores = 0;
        for (const sfpu_out_t &o : cyc) {
            stores += o.unit_op[SFPU_UNIT_STORE] == SFPU_OP_SFPSTORE;
        }
        EXPECT_EQ(stores, 8u) << "arch " << a << ": every B macro's store executes";
        sfpu_timing_stats_t st;
        sfpu_get_timing_stats(s, &st);
        EXPECT_EQ(st.macro_cancelled, 0u);
        EXPECT_EQ(sfpu_diag_count(s), 0u);
        sfpu_destroy(s);
    }
}

// The same shape with macro A's Store byte selecting SFPSTORE with delay 0 (0x03): now A schedules a store for
// the same cycle as B's pending one, which is forgotten (decisions M1) - the byte's select, not its delay alone,
// makes it cancel.
TEST(LoadMacro, SelectingByteWithTheSameTimeCancels)
{
    sfpu_t *s = h_create(SFPU_ARCH_BH);
    ASSERT_EQ(h_run(s, "sfploadi L0,0,10\nsfploadi L0,768,8\nsfpconfig 4,0,0\n"     // Sequence[0] = 0x03000000
                       "sfploadi L0,2816,8\nsfpconfig 5,0,0\nsfpconfig 8,2052,1\n"), // Sequence[1] = 0x0B000000
              SFPU_OK)
        << h_message();
    std::vector<sfpu_out_t> cyc =
        run(s, words(SFPU_ARCH_BH, "sfploadmacro 1,L1,0,4,0\nsfploadmacro 0,L0,4,4,0\nsfpnop\nsfpnop\n"));
    unsigned stores = 0;
    for (const sfpu_out_t &o : cyc) {
        stores += o.unit_op[SFPU_UNIT_STORE] == SFPU_OP_SFPSTORE;
    }
    EXPECT_EQ(stores, 1u);
    sfpu_timing_stats_t st;
    sfpu_get_timing_stats(s, &st);
    EXPECT_EQ(st.macro_cancelled, 1u);
    sfpu_destroy(s);
}

// A scheduled SFPSWAP writes through MAD's port: MAD may run nothing but an SFPNOP in its cycle. tt-llk's
// production schedules (fp32/int32 -> uint16 typecasts, the exp sanitize macro, reduce max/min, the 24-bit
// reciprocal) leave MAD empty there (its byte is 0x00) - that is no violation (decisions M3). A regular SFPMAD
// issued into that cycle is one, and so is a scheduled MAD-unit template.
TEST(LoadMacro, ScheduledSwapNeedsMadIdleOrNop)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        // template 0 = SFPSWAP VC=L9 min/max (written through SFPCONFIG: VD 9 is not a backdoor slot),
        // template 1 = SFPMAD L13 backdoor; Sequence[0]: Simple 0x84 (SWAP, VB = loaded), MAD byte varies
        for (unsigned mad : {0x00u, 0x02u, 0x05u, 0x100u}) { // 0x100: nothing scheduled, a regular SFPMAD
            sfpu_t *s = h_create(a);
            unsigned mbyte = mad & 0xFFu;
            std::string setup = "sfploadi L0,145,10\nsfploadi L0,37376,8\nsfpconfig 0,0,0\n" // 0x92000091
                                "sfpmad L13,L1,L10,L9,0\n"
                                "sfpconfig 4," + std::to_string((mbyte << 8) | 0x84u) + ",1\nsfpconfig 8,0,1\n";
            ASSERT_EQ(h_run(s, setup.c_str()), SFPU_OK) << h_message();
            std::string prog = std::string("sfploadmacro 0,L0,0,3,0\n") +
                               (mad == 0x100u ? "sfpmad L3,L1,L10,L9,0\n" : "sfpnop\n") + "sfpnop\nsfpnop\n";
            run(s, words(a, prog));
            bool violation = mad == 0x05u || mad == 0x100u;
            EXPECT_EQ(sfpu_diag_count(s), violation ? 1u : 0u) << "arch " << a << " MAD " << mad;
            if (sfpu_diag_count(s) == 1u) {
                sfpu_diag_t d;
                sfpu_diag_get(s, 0, &d);
                EXPECT_EQ(d.kind, SFPU_DIAG_MACRO_RULE);
                EXPECT_NE(d.producer_word, 0u) << "names what occupies MAD";
                char msg[400];
                sfpu_diag_format(s, &d, msg, sizeof msg);
                EXPECT_NE(std::string(msg).find("sfpmad"), std::string::npos) << msg;
            }
            sfpu_destroy(s);
        }
    }
}

// Functional execution has no clock: an SFPLOADMACRO whose sequence schedules an instruction (select 3..7) is
// refused before it changes anything, naming the Sequence and pointing to the timed engine (decisions M4); one
// that schedules nothing or only SFPNOPs is its SFPLOAD half.
TEST(LoadMacro, FunctionalExecutionRefusesScheduledWork)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        for (unsigned seq : {0x00000000u, 0x02020202u, 0x02000200u, 0x03000000u, 0x00000004u, 0x00050000u}) {
            sfpu_t *s = h_create(a);
            h_set_reg(s, SFPU_REG_LM_SEQUENCE, 0, seq); // lane 0 only: enough to refuse
            for (unsigned lane = 1; lane < SFPU_LANES; ++lane) {
                h_set_reg(s, SFPU_REG_LM_SEQUENCE, lane * 4u, seq);
            }
            sfpu_poke_dst32(s, 0, 0, 0x3F800000u);
            void *before = h_snapshot(s);
            sfpu_status_t st = sfpu_exec(s, h_word(a, "sfploadmacro 0,L1,0,3,0"));
            bool schedules = seq == 0x03000000u || seq == 0x00000004u || seq == 0x00050000u;
            if (schedules) {
                EXPECT_EQ(st, SFPU_ERR_UNIMPLEMENTED) << "arch " << a << " seq " << seq;
                std::string e = sfpu_last_error(s);
                EXPECT_NE(e.find("SFPLOADMACRO"), std::string::npos) << e;
                EXPECT_NE(e.find("Sequence[0]"), std::string::npos) << e;
                EXPECT_NE(e.find("sfpu_run_timed"), std::string::npos) << e;
                sfpu_clear_error(s);
                void *after = h_snapshot(s);
                EXPECT_TRUE(h_snapshot_equal(before, after)) << "refused before any state changed";
                h_free_snapshot(after);
            } else {
                EXPECT_EQ(st, SFPU_OK) << sfpu_last_error(s);
                EXPECT_NE(h_lreg(s, 1, 0), 0u) << "the SFPLOAD half ran";
            }
            h_free_snapshot(before);
            sfpu_destroy(s);
        }
    }
}

// Program order decides stale reads (decisions M2a). Sequence[0] = MAD byte 0xC4 (template 0 = SFPMAD, delay 0,
// VB = the loaded register, result to LReg16) and a Store byte from LReg16: one macro per cycle, as tt-llk's
// mul_int square kernel. With store delay 2 each row's store reads LReg16 in the cycle the next row's SFPMAD (a later
// macro) is still writing it - the earlier value, on purpose: no diagnostic. With store delay 1 the store reads the
// result of its own macro's SFPMAD one cycle early: reported, once per row.
TEST(LoadMacro, ProgramOrderDecidesStaleReads)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        for (unsigned store : {0x53u, 0x4Bu}) { // delay 2, delay 1 (both: SFPSTORE from LReg16)
            sfpu_t *s = h_create(a);
            std::string setup = "sfpmad L12,L0,L0,L9,0\n"                       // template 0: VA * VB + 0
                                "sfploadi L0,50176,10\n"                         // LOWER 0xC400: MAD byte 0xC4
                                "sfploadi L0," + std::to_string(store << 8) + ",8\n"
                                "sfpconfig 4,0,0\nsfpconfig 8,3,1\n";            // StoreMod0 = FP32
            ASSERT_EQ(h_run(s, setup.c_str()), SFPU_OK) << h_message();
            std::string prog;
            for (unsigned d = 0; d < 4; ++d) {
                prog += "sfploadmacro 0,L1," + std::to_string(4 * d) + ",3,0\n";
            }
            prog += "sfpnop\nsfpnop\nsfpnop\n";
            run(s, words(a, prog));
            unsigned expect = store == 0x53u ? 0u : 4u;
            EXPECT_EQ(sfpu_diag_count(s), expect) << "arch " << a << " store byte " << store;
            sfpu_destroy(s);
        }
        // a regular instruction issued after the macro reads the scheduled SFPMAD's result one cycle early: reported
        sfpu_t *s = h_create(a);
        ASSERT_EQ(h_run(s, "sfpmad L12,L0,L0,L9,0\nsfpconfig 4,1024,1\nsfpconfig 8,0,1\n"), SFPU_OK) // MAD 0x04
            << h_message();
        run(s, words(a, "sfploadmacro 0,L1,0,3,0\nsfpnop\nsfpmov L2,L1,0\nsfpnop\n"));
        EXPECT_EQ(sfpu_diag_count(s), 1u) << "arch " << a;
        sfpu_destroy(s);
    }
}

// Decisions M5: the lane enables every sub-unit sees in a cycle are those of the start of the cycle; a LaneFlags
// write (SFPENCC, SFPSETCC) of the regular instruction or of the scheduled Simple-unit one counts from the next cycle.
// Reduced from tt-metal's SFPLOADMACRO binary_max_int32 (ckernel_sfpu_binary_max_min.h): its SFPENCC is issued in the
// cycle of the Round unit's conditional `L16 = [b]`, and its scheduled `setcc [b0]` runs beside the unconditional
// `L16 = [a]`. Macro 0: Round = template 0 (SFPSHFT2 imm 0: a copy of the loaded register into LReg16), delay 0.
namespace {

// LReg1: +1 in lanes 0..15, -1 in lanes 16..31; LReg2 and LReg16 markers; every Dst row 1.0 (FP32).
sfpu_t *flags_setup(sfpu_arch_t a, const char *setup)
{
    sfpu_t *s = h_create(a);
    h_set_reg(s, SFPU_REG_CFG_FP32_DST, 0, 1);
    for (unsigned row = 0; row < 64; ++row) {
        for (unsigned c = 0; c < 16; ++c) {
            sfpu_poke_dst32(s, row, c, sfpu_lane_dst_encode_fp32(0x3F800000u));
        }
    }
    uint32_t sign[SFPU_LANES];
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        sign[l] = l < 16 ? 1u : 0xFFFFFFFFu;
    }
    h_set_lreg_lanes(s, 1, sign);
    EXPECT_EQ(h_run(s, setup), SFPU_OK) << h_message();
    h_set_lreg(s, 2, 0x22222222u);
    h_set_lreg(s, 16, 0x55555555u);
    return s;
}

} // namespace

TEST(LoadMacro, RegularEnccDoesNotEnableLanesForTheScheduledRoundOfItsCycle)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        sfpu_t *s = flags_setup(a, "sfpencc 3,10\n"              // predication on, LaneFlags true
                                   "sfpshft2 L12,L0,0x000,6\n"   // template 0 (backdoor)
                                   "sfploadi L0,0,10\nsfploadi L0,196,8\n" // Sequence[0] = 0x00C40000
                                   "sfpconfig 4,0,0\nsfpconfig 8,0,1\n"
                                   "sfpsetcc L1,0x000,0\n");     // LaneFlags = LReg1 < 0: lanes 16..31
        ASSERT_EQ(h_lane_flags(s), 0xFFFF0000u);
        std::vector<sfpu_out_t> cyc = run(s, words(a, "sfploadmacro 0,L2,0,3,0\nsfpencc 0x000,0\nsfpnop\n"));
        ASSERT_GE(cyc.size(), 2u);
        EXPECT_EQ(cyc[1].unit_op[SFPU_UNIT_SIMPLE], SFPU_OP_SFPENCC) << "arch " << a;
        EXPECT_EQ(cyc[1].unit_op[SFPU_UNIT_ROUND], SFPU_OP_SFPSHFT2) << "the copy runs in the SFPENCC's cycle";
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            EXPECT_EQ(h_lreg(s, 2, l), l < 16 ? 0x22222222u : 0x3F800000u) << "arch " << a << " lane " << l;
            EXPECT_EQ(h_lreg(s, 16, l), l < 16 ? 0x55555555u : 0x3F800000u) << "arch " << a << " lane " << l;
        }
        EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu) << "the SFPENCC itself took effect";
        EXPECT_EQ(sfpu_diag_count(s), 0u);
        sfpu_destroy(s);
    }
}

TEST(LoadMacro, ScheduledSetccDoesNotPredicateTheScheduledRoundOfItsCycle)
{
    for (sfpu_arch_t a : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        sfpu_t *s = flags_setup(a, "sfpencc 3,10\n"
                                   "sfpshft2 L12,L0,0x000,6\n"   // template 0: the copy (Round)
                                   "sfpsetcc L1,0x000,0,L13\n"   // template 1: LaneFlags = LReg1 < 0 (Simple)
                                   "sfploadi L0,133,10\nsfploadi L0,196,8\n" // Sequence[0] = 0x00C40085
                                   "sfpconfig 4,0,0\nsfpconfig 8,0,1\n");
        ASSERT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
        std::vector<sfpu_out_t> cyc = run(s, words(a, "sfploadmacro 0,L2,0,3,0\nsfpnop\nsfpnop\n"));
        ASSERT_GE(cyc.size(), 2u);
        EXPECT_EQ(cyc[1].unit_op[SFPU_UNIT_SIMPLE], SFPU_OP_SFPSETCC) << "arch " << a;
        EXPECT_EQ(cyc[1].unit_op[SFPU_UNIT_ROUND], SFPU_OP_SFPSHFT2) << "arch " << a;
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            EXPECT_EQ(h_lreg(s, 16, l), 0x3F800000u) << "arch " << a << " lane " << l << ": every lane copied";
        }
        EXPECT_EQ(h_lane_flags(s), 0xFFFF0000u) << "the SFPSETCC itself took effect";
        EXPECT_EQ(sfpu_diag_count(s), 0u);
        sfpu_destroy(s);
    }
}
