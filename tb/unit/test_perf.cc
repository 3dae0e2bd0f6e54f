// test_perf.cc - the perf harness's zone model (sfpu_perf.h) on synthetic kernels whose cycle counts follow from
// the parameters: the thread's cost per constant / run-time word, the instruction buffer, the Matrix Unit's MOP
// expansion (template 1, MOPExpander.md) and MOVA2D latency behind STALLWAIT (MatrixUnit.md, STALLWAIT.md), the
// per-tile and per-zone overheads. Each expectation is worked out in its comment.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sfpu/sfpu.h"
#include "sfpu/sfpu_perf.h"

namespace
{

constexpr uint32_t kSfpnop = 0x8F000000u;    // SFPNOP
constexpr uint32_t kMop = 0x01800000u;       // MOP template 1
constexpr uint32_t kNop = 0x02000000u;       // NOP
constexpr uint32_t kMova2d = 0x1200A000u;    // MOVA2D (the harness's datacopy op)
constexpr uint32_t kSetrwc = 0x37C00003u;    // SETRWC CLR_AB (the datacopy's end op)
constexpr uint32_t kWaitFpuBh = 0xA2800010u; // STALLWAIT(STALL_SFPU, MATH): BH condition C4, the Matrix Unit
constexpr uint32_t kSetc16 = 0xB2010000u;    // SETC16(1, 0): a Configuration Unit word (block bit B7)

struct Kernel {
    std::vector<sfpu_perf_item_t> items;
    std::vector<size_t> starts;
    void tile() { starts.push_back(items.size()); }
    void word(uint32_t w, sfpu_perf_kind_t k = SFPU_PERF_TTI)
    {
        sfpu_perf_item_t it{};
        it.word = w;
        it.kind = (uint8_t)k;
        it.reg = -1;
        items.push_back(it);
    }
    void store(unsigned i, uint32_t v)
    {
        sfpu_perf_item_t it{};
        it.word = v;
        it.kind = SFPU_PERF_MOP_STORE;
        it.mop_index = (uint8_t)i;
        it.reg = -1;
        items.push_back(it);
    }
};

// One tile of 32 SFPNOPs pushed as run-time words.
Kernel tt_nop_tile()
{
    Kernel k;
    k.tile();
    for (int i = 0; i < 32; ++i) {
        k.word(kSfpnop, SFPU_PERF_TT);
    }
    return k;
}

sfpu_perf_params_t params(unsigned loop)
{
    sfpu_perf_params_t p;
    sfpu_perf_default_params(SFPU_ARCH_BH, &p);
    p.loop_factor = loop;
    p.tt_cycles = 4;
    p.tile_cycles = 0;
    p.zone_cycles = 0;
    p.ibuf_depth = 8;
    return p;
}

// sfpu_perf_run's status on a fresh Blackhole model, and its result in *out
sfpu_status_t run_status(Kernel &k, const sfpu_perf_params_t &p, sfpu_perf_result_t *out = nullptr)
{
    sfpu_config_t cfg{};
    cfg.arch = SFPU_ARCH_BH;
    sfpu_t *s = nullptr;
    EXPECT_EQ(sfpu_create(&cfg, &s), SFPU_OK);
    sfpu_perf_kernel_t pk{k.items.data(), k.items.size(), k.starts.data(), (unsigned)k.starts.size()};
    sfpu_perf_result_t r{};
    sfpu_status_t st = sfpu_perf_run(s, &pk, &p, &r);
    sfpu_destroy(s);
    if (out != nullptr) {
        *out = r;
    }
    return st;
}

sfpu_perf_result_t run(Kernel &k, const sfpu_perf_params_t &p)
{
    sfpu_perf_result_t r{};
    EXPECT_EQ(run_status(k, p, &r), SFPU_OK) << r.error;
    return r;
}

// The harness's datacopy MOP (template 1: OuterCount 4 faces, InnerCount 2 MOVA2D of 8 rows, EndOp0 SETRWC), then
// per tile the MOP, STALLWAIT(STALL_SFPU, MATH), `setc16s` SETC16 words and an SFPNOP.
Kernel datacopy_tile(int setc16s = 0)
{
    Kernel k;
    const uint32_t cfg[9] = {4, 2, kNop, kSetrwc, kNop, kMova2d, kNop, kMova2d, kMova2d};
    for (unsigned i = 0; i < 9; ++i) {
        k.store(i, cfg[i]);
    }
    k.tile();
    k.word(kMop);
    k.word(kWaitFpuBh);
    for (int i = 0; i < setc16s; ++i) {
        k.word(kSetc16);
    }
    k.word(kSfpnop);
    return k;
}

// 32 constant SFPNOPs per tile: the thread pushes one per cycle and the SFPU takes one per cycle, so a tile costs
// 32 cycles once the pipe is full; every cycle is SFPU work, and the per-cycle causes add up to the zone.
TEST(Perf, ConstantWordsAreSfpuBound)
{
    Kernel k;
    k.tile();
    for (int i = 0; i < 32; ++i) {
        k.word(kSfpnop);
    }
    sfpu_perf_result_t r = run(k, params(16));
    EXPECT_NEAR(r.cycles_per_tile, 32.0, 0.2);
    uint64_t sum = r.sfpu_busy + r.frontend_bound + r.wait_fpu + r.wait_sfpu + r.datacopy + r.other + r.zone;
    for (int i = 0; i < SFPU_STALL_COUNT; ++i) {
        sum += r.stall[i];
    }
    EXPECT_EQ(sum, r.zone_cycles);
    EXPECT_EQ(r.words, 32u * 16u);
}

// The same words pushed as run-time words at 4 cycles each: the thread is the bottleneck, 4 x 32 = 128 cycles
// per tile, of which 3 in 4 find the instruction buffer empty (front-end bound).
TEST(Perf, RunTimeWordsAreFrontEndBound)
{
    Kernel k = tt_nop_tile();
    sfpu_perf_result_t r = run(k, params(16));
    EXPECT_NEAR(r.cycles_per_tile, 128.0, 1.0);
    EXPECT_NEAR((double)r.frontend_bound / (double)r.tiles, 96.0, 1.0);
    EXPECT_EQ(r.tt_words, 32u * 16u);
}

// tt_cycles is an average: at 4.25 the thread carries the quarter cycle over, so every fourth run-time word costs 5
// cycles (4 + 4 + 4 + 5) and 32 words cost 136 cycles per tile, exactly (32 x 4.25); a negative or absurd cost is
// refused.
TEST(Perf, RunTimeWordCostIsAnAverage)
{
    Kernel k = tt_nop_tile();
    sfpu_perf_params_t p = params(16);
    p.tt_cycles = 4.25;
    sfpu_perf_result_t r = run(k, p);
    EXPECT_NEAR(r.cycles_per_tile, 136.0, 1.0);
    EXPECT_NEAR((double)r.thread_busy / (double)r.tiles, 136.0, 0.01);
    p.tt_cycles = -1.0;
    EXPECT_EQ(run_status(k, p), SFPU_ERR_INVALID_ARGUMENT);
    p.tt_cycles = 1e6;
    EXPECT_EQ(run_status(k, p), SFPU_ERR_INVALID_ARGUMENT);
}

// A run-time word built in every loop iteration (SFPU_PERF_TT_LOOP) costs tt_loop_cycles, not tt_cycles: the same 32
// words at tt 1 and tt-loop 5 make the thread the bottleneck at 5 x 32 = 160 cycles per tile, and count as run-time
// words; a negative tt_loop_cycles is refused.
TEST(Perf, LoopBuiltWordCostsItsOwnCycles)
{
    Kernel k = tt_nop_tile();
    for (sfpu_perf_item_t &it : k.items) {
        if (it.kind == SFPU_PERF_TT) {
            it.kind = SFPU_PERF_TT_LOOP;
        }
    }
    sfpu_perf_params_t p = params(16);
    p.tt_cycles = 1.0;
    p.tt_loop_cycles = 5.0;
    sfpu_perf_result_t r = run(k, p);
    EXPECT_NEAR(r.cycles_per_tile, 160.0, 1.0);
    EXPECT_EQ(r.tt_words, 32u * 16u);
    p.tt_loop_cycles = -1.0;
    EXPECT_EQ(run_status(k, p), SFPU_ERR_INVALID_ARGUMENT);
}

// A scoped zone around one call is the thread's own time: 32 run-time words at 4 cycles each between the marks, the
// thread the bottleneck, so each zone lasts 128 cycles plus zone_mark_cycles; one zone per tile, 16 tiles.
TEST(Perf, ScopedZoneIsTheThreadsTime)
{
    Kernel k = tt_nop_tile();
    sfpu_perf_item_t begin{};
    begin.kind = SFPU_PERF_ZONE_MARK;
    begin.word = 0;
    begin.reg = -1;
    sfpu_perf_item_t end = begin;
    end.word = 1;
    k.items.insert(k.items.begin() + (long)k.starts[0] + 1, begin);
    k.items.push_back(end);
    sfpu_perf_params_t p = params(16);
    p.zone_mark_cycles = 7;
    sfpu_perf_result_t r = run(k, p);
    EXPECT_EQ(r.marked_zones, 16u);
    EXPECT_NEAR((double)r.marked_cycles / (double)r.marked_zones, 4.0 * 31.0 + 7.0, 4.5);
    EXPECT_NEAR(r.cycles_per_tile, 128.0, 1.0); // the marks cost the thread nothing of their own
}

// The per-tile call overhead and the zone's own cycles add where the thread is the bottleneck: 32 TT words x 4 +
// 10 per tile; the zone's 64 cycles are spread over the 16 tiles (+4 per tile).
TEST(Perf, TileAndZoneOverheads)
{
    Kernel k = tt_nop_tile();
    sfpu_perf_params_t p = params(16);
    p.tile_cycles = 10;
    p.zone_cycles = 64;
    sfpu_perf_result_t r = run(k, p);
    EXPECT_NEAR(r.cycles_per_tile, 128.0 + 10.0 + 4.0, 1.0);
    EXPECT_EQ(r.zone, 64u);
}

// The harness's datacopy: a MOP of template 1 with OuterCount 4 (faces), InnerCount 2 (MOVA2D of 8 rows), EndOp0
// SETRWC: 4 x (2 + 1) = 12 expanded words at one per cycle, plus the MOP word's own cycle and the expander's
// one-cycle transition (MOPExpander.md): 14 datacopy cycles per tile. STALLWAIT(STALL_SFPU, MATH) then holds the
// SFPU word until the last MOVA2D has left the Matrix Unit: MOVA2D latency 4 (MatrixUnit.md), of which the SETRWC,
// the transition and the STALLWAIT's own cycle hide 3, so the SFPNOP waits one cycle, in which the Matrix Unit
// empties and after which the gate lifts (STALLWAIT.md): 14 + 1 + 1 + 1 = 17 cycles a tile.
TEST(Perf, DatacopyMopAndStallwait)
{
    Kernel k = datacopy_tile();
    sfpu_perf_result_t r = run(k, params(8));
    double t = (double)r.tiles;
    EXPECT_DOUBLE_EQ((double)r.datacopy / t, 14.0);
    EXPECT_DOUBLE_EQ((double)r.wait_fpu / t, 1.0);
    EXPECT_NEAR(r.cycles_per_tile, 17.0, 0.2);
}

// A larger MOVA2D latency shows up one for one as STALLWAIT cycles.
TEST(Perf, StallwaitFollowsTheMova2dLatency)
{
    Kernel k = datacopy_tile();
    sfpu_perf_params_t p = params(8);
    sfpu_perf_result_t a = run(k, p);
    p.mova2d_latency = 14;
    sfpu_perf_result_t b = run(k, p);
    EXPECT_EQ((b.wait_fpu - a.wait_fpu) / b.tiles, 10u);
}

// STALLWAIT.md (both architectures): the latched wait re-evaluates its conditions from the next cycle and lifts its
// block mask one cycle after they are met, so the word right after a STALLWAIT that blocks it waits one cycle even
// when nothing is in flight. 8 SFPNOPs, the STALLWAIT(B8, C4) with the Matrix Unit idle, 8 SFPNOPs: 17 words and
// one lag cycle, 18 a tile; with a SETC16 (B7: not blocked) in the STALLWAIT's place, 17.
TEST(Perf, StallwaitLiftsItsBlockOneCycleAfterItsCondition)
{
    for (uint32_t mid : {kWaitFpuBh, kSetc16}) {
        Kernel k;
        k.tile();
        for (int i = 0; i < 16; ++i) {
            if (i == 8) {
                k.word(mid);
            }
            k.word(kSfpnop);
        }
        sfpu_perf_result_t r = run(k, params(16));
        double t = (double)r.tiles;
        EXPECT_NEAR(r.cycles_per_tile, mid == kWaitFpuBh ? 18.0 : 17.0, 0.1) << std::hex << mid;
        EXPECT_DOUBLE_EQ((double)r.wait_fpu / t, mid == kWaitFpuBh ? 1.0 : 0.0) << std::hex << mid;
    }
}

// A STALLWAIT blocks only the units of its block mask: SETC16s after STALLWAIT(STALL_SFPU, MATH) pass the Wait Gate
// while the datacopy's last MOVA2D is still in the Matrix Unit (latency 14 here), so two of them cost the tile
// nothing; the SFPNOP after them still waits for the Matrix Unit.
TEST(Perf, StallwaitLetsWordsOfOtherUnitsPass)
{
    double cycles[2];
    for (int n : {0, 2}) {
        Kernel k = datacopy_tile(n);
        sfpu_perf_params_t p = params(8);
        p.mova2d_latency = 14;
        cycles[n / 2] = run(k, p).cycles_per_tile;
    }
    EXPECT_DOUBLE_EQ(cycles[1], cycles[0]);
}

// REPLAY.md: the Replay Expander sits before the Wait Gate, so a REPLAY that records without executing (Load, not
// Exec) and the words it records pass a STALLWAIT(STALL_SFPU, MATH) while the datacopy is in the Matrix Unit
// (MOVA2D latency 14): recording two SFPNOPs there costs the tile nothing; the SFPNOP after them still waits.
TEST(Perf, WordsRecordedIntoTheReplayBufferPassTheWaitGate)
{
    constexpr uint32_t kRecord2 = 0x04000021u; // REPLAY(Index 0, Count 2, Exec 0, Load 1)
    double cycles[2];
    for (int rec : {0, 1}) {
        Kernel k = datacopy_tile(); // ... STALLWAIT, SFPNOP
        if (rec) {
            k.items.pop_back(); // ... STALLWAIT, REPLAY record 2, SFPNOP, SFPNOP, then the SFPNOP
            k.word(kRecord2);
            k.word(kSfpnop);
            k.word(kSfpnop);
            k.word(kSfpnop);
        }
        sfpu_perf_params_t p = params(8);
        p.mova2d_latency = 14;
        cycles[rec] = run(k, p).cycles_per_tile;
    }
    EXPECT_DOUBLE_EQ(cycles[1], cycles[0]);
}

// The thread's instruction cache: a tile whose words fit (64 in a 64-word cache) pushes a constant word a cycle, 64
// cycles per tile; one word more and the tile's code streams from L1, every constant word at fetch_cycles (2.5 with
// the fraction carried: 65 x 2.5 = 162.5 per tile). The defaults: WH T1's 512 bytes = 128 words
// (WormholeB0 BabyRISCV/InstructionCache.md), BH not modelled; a negative fetch cost is refused.
TEST(Perf, ATileThatOverflowsTheInstructionCacheFetchesEveryWord)
{
    for (int n : {64, 65}) {
        Kernel k;
        k.tile();
        for (int i = 0; i < n; ++i) {
            k.word(kSfpnop);
        }
        sfpu_perf_params_t p = params(16);
        p.icache_words = 64;
        p.fetch_cycles = 2.5;
        sfpu_perf_result_t r = run(k, p);
        EXPECT_NEAR((double)r.thread_busy / (double)r.tiles, n == 64 ? 64.0 : 162.5, 0.01) << n << " words";
        EXPECT_NEAR(r.cycles_per_tile, n == 64 ? 64.0 : 162.5, 1.0) << n << " words";
    }
    sfpu_perf_params_t wh, bh;
    sfpu_perf_default_params(SFPU_ARCH_WH, &wh);
    sfpu_perf_default_params(SFPU_ARCH_BH, &bh);
    EXPECT_EQ(wh.icache_words, 128u);
    EXPECT_EQ(bh.icache_words, 0u);
    Kernel k = tt_nop_tile();
    sfpu_config_t cfg{};
    sfpu_t *s = nullptr;
    ASSERT_EQ(sfpu_create(&cfg, &s), SFPU_OK);
    sfpu_perf_kernel_t pk{k.items.data(), k.items.size(), k.starts.data(), 1};
    sfpu_perf_params_t p = params(1);
    p.fetch_cycles = -0.5;
    sfpu_perf_result_t r{};
    EXPECT_EQ(sfpu_perf_run(s, &pk, &p, &r), SFPU_ERR_INVALID_ARGUMENT);
    sfpu_destroy(s);
}

// Bad parameters are refused, not run.
TEST(Perf, RefusesBadParameters)
{
    Kernel k;
    k.tile();
    k.word(kSfpnop);
    sfpu_config_t cfg{};
    sfpu_t *s = nullptr;
    ASSERT_EQ(sfpu_create(&cfg, &s), SFPU_OK);
    sfpu_perf_kernel_t pk{k.items.data(), k.items.size(), k.starts.data(), 1};
    // each refused parameter is named in r.error
    const struct {
        void (*set)(sfpu_perf_params_t *);
        const char *named;
    } bad[] = {{[](sfpu_perf_params_t *q) { q->ibuf_depth = 0; }, "ibuf_depth"},
               {[](sfpu_perf_params_t *q) { q->ibuf_depth = SFPU_PERF_IBUF_MAX + 1; }, "ibuf_depth"},
               {[](sfpu_perf_params_t *q) { q->loop_factor = 0; }, "loop_factor"},
               {[](sfpu_perf_params_t *q) { q->tt_cycles = -1.0; }, "tt_cycles"},
               {[](sfpu_perf_params_t *q) { q->tt_loop_cycles = 1e6; }, "tt_loop_cycles"}};
    for (const auto &b : bad) {
        sfpu_perf_params_t p = params(1);
        b.set(&p);
        sfpu_perf_result_t r{};
        EXPECT_EQ(sfpu_perf_run(s, &pk, &p, &r), SFPU_ERR_INVALID_ARGUMENT) << b.named;
        EXPECT_NE(std::string(r.error).find(b.named), std::string::npos) << r.error;
    }
    sfpu_destroy(s);
}

} // namespace
