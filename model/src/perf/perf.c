/* perf.c - the perf harness's measured zone (sfpu_perf.h): a cycle loop over the math thread, its instruction
 * buffer, the coprocessor's in-order issue (STALLWAIT, config writes, the Matrix Unit's datacopy and its MOP) and
 * the SFPU, which is the timed engine behind the public API (sfpu_tick): this layer sits above it and never sees the
 * SFPU's state. Timing of the non-SFPU instructions: WormholeB0 TensixCoprocessor/MatrixUnit.md (MOVA2D / ELWADD
 * throughput and latency), MOPExpander.md (template 1, one-cycle transition), STALLWAIT.md (condition bits), BabyRISCV/
 * README.md (one RISC-V instruction per cycle). Everything else is a calibrated parameter (docs/silicon.md). */
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sfpu/sfpu_isa.h"
#include "sfpu/sfpu_perf.h"

#define OPC_MOP 0x01u
#define OPC_NOP 0x02u
#define OPC_MOP_CFG 0x03u
#define OPC_REPLAY 0x04u
#define OPC_SETRWC 0x37u
#define OPC_INCRWC 0x38u
#define OPC_MOVA2D 0x12u
#define OPC_ELWADD 0x28u
#define OPC_STALLWAIT 0xA2u
#define OPC_SEMWAIT 0xA6u
#define IBUF_MAX SFPU_PERF_IBUF_MAX
#define FPU_MOP_MAX 1024u

void sfpu_perf_default_params(sfpu_arch_t arch, sfpu_perf_params_t *p)
{
    memset(p, 0, sizeof *p);
    p->loop_factor = 16;
    p->tti_cycles = 1;
    p->store_cycles = 1;
    p->mova2d_latency = 4;
    p->elwadd_latency = 5;
    /* The first instruction FIFO of the math thread (T1): WH 16 entries (the ISA's frontend diagram,
     * Diagrams/Src/TensixFrontend.lua: per-thread sizes 32, 16, 16); BH 32 entries that accept pushes up to an
     * occupancy of 28, so 29 without .ttinsn fusion (BlackholeA0 BabyRISCV/PushTensixInstruction.md). */
    p->ibuf_depth = arch == SFPU_ARCH_WH ? 16 : 29;
    /* One cycle: a run-time word the kernel builds once per call (its fields are loop-invariant) is one `sw` in the
     * unrolled loop, and the thread retires one instruction per cycle (BabyRISCV/README.md). Not calibrated: the
     * BH binary rows (max / min, mul_int32: 3 and 6 such words per row) agree with it (docs/silicon.md). */
    p->tt_cycles = 1.0;
    /* Estimated, not calibrated: no public figure of a recordable kernel depends on them (docs/silicon.md). */
    p->tile_cycles = arch == SFPU_ARCH_WH ? 20 : 14;
    p->zone_cycles = 40;
    /* WH: RISCV T1's L0 instruction cache holds 512 bytes (WormholeB0 BabyRISCV/InstructionCache.md), 128 words; a
     * word's cost in a tile that does not fit is calibrated on the one rebuilt row whose tile does not fit (the EMA
     * tile with every block inline, n300; docs/silicon.md). BH: the snapshot of the Blackhole pages does not give T1's
     * cache size, and its L0 cache fuses up to four adjacent .ttinsn words (BlackholeA0 BabyRISCV/README.md): not
     * modelled. */
    p->icache_words = arch == SFPU_ARCH_WH ? 128 : 0;
    p->fetch_cycles = arch == SFPU_ARCH_WH ? 1.33 : 1.0;
    /* A run-time word whose fields follow the loop counter is built again in every iteration: the pinned signbit
     * kernel compiled at the harness's -O3 (GCC 12, rv32im) runs a loop of 40 instructions that stores 8 such words
     * (unrolled by 8, 4 trips): 5 a word, one instruction per cycle (BabyRISCV/README.md). Measured on the compiled
     * code, not fitted to silicon; ctest perf/riscv-word-cost recompiles it (docs/decisions.md Z9). */
    p->tt_loop_cycles = 5.0;
    /* The profiler's code between a scoped zone's two clock reads that is not the zone's body (tt-llk
     * tests/helpers/include/profiler.h: storing the start entry and the write index, the end's is-open check): 24
     * instructions compiled at the harness's -O3 (GCC 12, rv32im, no PIC), one per cycle; ctest perf/riscv-word-cost.
     */
    p->zone_mark_cycles = 24;
}

/* Words the SFPU model takes (its ISA table: SFPU instructions, MOP/REPLAY expanders, NOP, SETRWC, INCRWC). */
static bool sfpu_word(uint32_t w)
{
    unsigned op = w >> 24;
    return op == OPC_MOP || op == OPC_NOP || op == OPC_MOP_CFG || op == OPC_REPLAY || op == OPC_SETRWC ||
           op == OPC_INCRWC || (op >= 0x70u && op <= 0x9Fu);
}

static bool fpu_word(uint32_t w)
{
    unsigned op = w >> 24;
    return op == OPC_MOVA2D || op == OPC_ELWADD || op == 0x10u /* ZEROACC */ || op == 0x36u /* CLEARDVALID */;
}

/* Words a REPLAY with Load and not Exec takes into the replay buffer (Count, 0 = 64; REPLAY.md), else 0. */
static unsigned replay_records(uint32_t w)
{
    if ((w >> 24) != OPC_REPLAY || !(w & 1u) || (w & 2u)) {
        return 0;
    }
    unsigned count = (w >> 4) & 0x3Fu;
    return count ? count : 64u;
}

/* The units a word starts in, as STALLWAIT's block mask names them (STALLWAIT.md, the same on both architectures:
 * B1 Sync Unit, B6 Matrix Unit, B7 Configuration Unit, B8 Vector Unit; B0 the rest). The MOP and REPLAY words
 * never reach the Wait Gate, their expansions do: an SFPU MOP or REPLAY of the recordings expands to SFPU words
 * (B8); the Matrix Unit's MOP is expanded by this layer and its words are gated one by one. (NOP and STALLWAIT:
 * gate_holds.) Returns the block bits that stop the word. */
static unsigned gate_bits(uint32_t w)
{
    /* the Matrix Unit's opcodes in the page's table: MOVD2A, MOVDBGA2D, MOVD2B, MOVB2A, ZEROACC, ZEROSRC, MOVA2D,
     * MOVB2D, TRNSPSRCB, CLREXPHIST, CONV3S1, CONV3S2, MPOOL3S1, APOOL3S1, MVMUL, ELWMUL, ELWADD, DOTPV, ELWSUB,
     * MPOOL3S2, APOOL3S2, GMPOOL, GAPOOL, GATESRCRST, CLEARDVALID, SETRWC, INCRWC, MFCONV3S1 */
    static const uint8_t matrix_ops[] = {0x08, 0x09, 0x0A, 0x0B, 0x10, 0x11, 0x12, 0x13, 0x16, 0x21,
                                         0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x28, 0x29, 0x30, 0x31,
                                         0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x3A};
    unsigned op = w >> 24;
    if (op == OPC_MOP_CFG || replay_records(w) > 0) {
        return 0; /* the MOP expander takes it, or a REPLAY that records without executing: nothing reaches the gate */
    }
    if (op == OPC_MOP || op == OPC_REPLAY || (op >= 0x70u && op <= 0x9Fu)) {
        return 1u << 8;
    }
    for (size_t i = 0; i < sizeof matrix_ops; ++i) {
        if (op == matrix_ops[i]) {
            return 1u << 6;
        }
    }
    if (op >= 0xA0u && op <= 0xA6u) { /* ATGETM, ATRELM, SEMINIT, SEMPOST, SEMGET, SEMWAIT (STALLWAIT: gate_holds) */
        return 1u << 1;
    }
    if (op >= 0xB0u && op <= 0xB8u) { /* WRCFG, RDCFG, SETC16, RMWCIB0-3, CFGSHIFTMASK */
        return 1u << 7;
    }
    return 1u;
}

/* What a coprocessor cycle is spent on (the breakdown's causes). */
enum { C_NONE, C_SFPU, C_WAIT_FPU, C_WAIT_SFPU, C_DATACOPY, C_OTHER, C_FRONTEND };

typedef struct ibuf_entry {
    uint32_t word;
    const sfpu_perf_item_t *item;
} ibuf_entry_t;

typedef struct perf_sim {
    sfpu_t *s;
    const sfpu_perf_params_t *p;
    sfpu_arch_t arch;
    uint64_t now;
    /* thread */
    unsigned thread_wait;
    unsigned tt_centi, tt_carry;   /* tt_cycles in hundredths, and the hundredths carried to the next run-time word */
    unsigned ttl_centi, ttl_carry; /* tt_loop_cycles likewise, for the words built in every loop iteration */
    unsigned fetch_centi, fetch_carry; /* fetch_cycles likewise, for the constant words of a tile that streams */
    bool streaming;                    /* the current tile's words do not fit in the instruction cache */
    /* instruction buffer (ring) */
    ibuf_entry_t ibuf[IBUF_MAX];
    unsigned ib_head, ib_n;
    /* the Matrix Unit's MOP expansion (a MOP whose template holds non-SFPU words) */
    uint32_t fmop[FPU_MOP_MAX];
    unsigned fmop_n, fmop_pos;
    bool fmop_penalty;
    const sfpu_perf_item_t *fmop_item;
    uint64_t fpu_idle_at; /* first cycle the Matrix Unit has nothing in flight */
    bool sfpu_busy_last;  /* the SFPU's out.busy after the previous cycle */
    /* the Wait Gate's latched STALLWAIT (STALLWAIT.md): its word, the cycle it latched, and the first cycle its
     * block mask is lifted (UINT64_MAX until its conditions are seen met: one cycle of lag after that) */
    bool gate_latched;
    uint32_t gate_word;
    uint64_t gate_at, gate_open_at;
    unsigned record_left; /* words a REPLAY with Load and not Exec still takes into the replay buffer */
    bool measuring;
    bool in_mark;                      /* between a scoped zone's start and end mark */
    uint64_t mark_start;               /* the cycle the thread reached the start mark */
    const sfpu_perf_item_t *presented; /* the item whose word the SFPU was last offered (messages) */
    uint64_t start;                    /* first cycle of the current run_items (the progress guard) */
    sfpu_perf_result_t *r;
} perf_sim_t;

/* Records the error in the result (r->error), naming the item's line and the cycle. */
static sfpu_status_t perf_fail(perf_sim_t *m, const sfpu_perf_item_t *it, const char *fmt, ...)
{
    char msg[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(m->r->error, sizeof m->r->error, "line %u, cycle %llu: %s", it ? (unsigned)it->line : 0u,
             (unsigned long long)m->now, msg);
    return SFPU_ERR_UNIMPLEMENTED;
}

/* An error of the SFPU model itself (sfpu_tick): its message, with the cycle. */
static sfpu_status_t model_fail(perf_sim_t *m, sfpu_status_t st)
{
    snprintf(m->r->error, sizeof m->r->error, "line %u, cycle %llu: %s",
             m->presented ? (unsigned)m->presented->line : 0u, (unsigned long long)m->now, sfpu_last_error(m->s));
    return st;
}

/* Template 1 of the MOP expander (MOPExpander.md): OuterCount x { StartOp, InnerCount x LoopOp (LoopOp1 alternating
 * when it is not a NOP; the last inner op is Loop0Last on the last outer iteration, Loop1Last before), EndOp0,
 * EndOp1 }, NOP slots skipped. Template 0 (unpack) is not used by the math thread's datacopy. */
static sfpu_status_t fpu_mop_expand(perf_sim_t *m, const sfpu_perf_item_t *it, uint32_t mop_word)
{
    uint32_t c[9];
    for (unsigned i = 0; i < 9; ++i) {
        sfpu_get_reg(m->s, SFPU_REG_MOP_CFG, i, &c[i]);
    }
    if (!((mop_word >> 23) & 1u)) {
        return perf_fail(m, it, "MOP template 0 with Matrix Unit words: not modelled");
    }
    unsigned outer = c[0] & 127u, inner = c[1] & 127u;
    bool flip = (c[6] >> 24) != OPC_NOP;
    if (flip) {
        inner *= 2u;
    }
    m->fmop_n = 0;
    m->fmop_pos = 0;
    for (unsigned o = 0; o < outer; ++o) {
        uint32_t loop = c[5];
        if ((c[2] >> 24) != OPC_NOP) {
            m->fmop[m->fmop_n++] = c[2];
        }
        for (unsigned i = 0; i < inner && m->fmop_n < FPU_MOP_MAX - 3u; ++i) {
            uint32_t w = loop;
            if (i + 1u == inner) {
                w = o + 1u == outer ? c[7] : c[8];
            }
            m->fmop[m->fmop_n++] = w;
            if (flip) {
                loop ^= c[5] ^ c[6];
            }
        }
        if ((c[3] >> 24) != OPC_NOP) {
            m->fmop[m->fmop_n++] = c[3];
        }
        if ((c[4] >> 24) != OPC_NOP) {
            m->fmop[m->fmop_n++] = c[4];
        }
        if (m->fmop_n >= FPU_MOP_MAX - 3u) {
            return perf_fail(m, it, "MOP expansion longer than %u words", FPU_MOP_MAX);
        }
    }
    m->fmop_item = it;
    return SFPU_OK;
}

/* A MOP whose template is all SFPU-model words goes to the model's own expander; otherwise this layer expands it. */
static bool mop_is_fpu(perf_sim_t *m)
{
    for (unsigned i = 2; i < 9; ++i) {
        uint32_t c = 0;
        sfpu_get_reg(m->s, SFPU_REG_MOP_CFG, i, &c);
        if (!sfpu_word(c)) {
            return true;
        }
    }
    return false;
}

/* STALLWAIT's wait conditions (STALLWAIT.md; spec digest 3.6): the Matrix Unit busy is C7 on WH, C4 on BH; the
 * SFPU busy is C14 on WH, C11 on BH. Other conditions (SrcA/SrcB valid, other units) hold in MATH_ISOLATE. */
static uint32_t cond_fpu(const perf_sim_t *m)
{
    return m->arch == SFPU_ARCH_WH ? 0x80u : 0x10u;
}
static uint32_t cond_sfpu(const perf_sim_t *m)
{
    return m->arch == SFPU_ARCH_WH ? 0x4000u : 0x800u;
}

/* A STALLWAIT's condition mask; STALLWAIT.md's functional model: zero means WH 0x7F (C0-C6), BH 0x0F (C0-C3). */
static uint32_t stallwait_cond(const perf_sim_t *m, uint32_t w)
{
    uint32_t cond = w & 0x7FFFu;
    return cond ? cond : m->arch == SFPU_ARCH_WH ? 0x7Fu : 0x0Fu;
}

/* Whether STALLWAIT w's conditions still hold (*on_fpu: the Matrix Unit's). */
static bool stallwait_blocked(const perf_sim_t *m, uint32_t w, bool *on_fpu)
{
    uint32_t cond = stallwait_cond(m, w), fpu = cond_fpu(m), sfpu = cond_sfpu(m);
    if ((cond & fpu) && m->now < m->fpu_idle_at) {
        *on_fpu = true;
        return true;
    }
    if ((cond & sfpu) && m->sfpu_busy_last) {
        *on_fpu = false;
        return true;
    }
    return false;
}

/* The Wait Gate's cycle (STALLWAIT.md): a latched STALLWAIT re-evaluates its conditions from the cycle after it
 * latched; once they are met, its block mask is lifted one cycle later, so a word right after a STALLWAIT that
 * blocks it waits at least one cycle. */
static void gate_update(perf_sim_t *m)
{
    bool on_fpu = false;
    if (m->gate_latched && m->gate_open_at == UINT64_MAX && m->now > m->gate_at &&
        !stallwait_blocked(m, m->gate_word, &on_fpu)) {
        m->gate_open_at = m->now + 1u;
    }
    if (m->gate_latched && m->now >= m->gate_open_at) {
        m->gate_latched = false;
    }
}

/* Whether the latched STALLWAIT holds word w this cycle (NOP only when every block bit is set), and the cause: what
 * the STALLWAIT waits for, the lag cycle included. */
static bool gate_holds(const perf_sim_t *m, uint32_t w, int *cause)
{
    if (!m->gate_latched) {
        return false;
    }
    unsigned op = w >> 24, block = (m->gate_word >> 15) & 0x1FFu;
    if (block == 0) { /* STALLWAIT.md: a zero block mask means B6 */
        block = 1u << 6;
    }
    /* a STALLWAIT (and on Blackhole a SEMWAIT) is held by any block bit */
    bool any = op == OPC_STALLWAIT || (op == OPC_SEMWAIT && m->arch == SFPU_ARCH_BH);
    bool held = any || (op == OPC_NOP ? block == 0x1FFu : (gate_bits(w) & block) != 0);
    if (held) {
        uint32_t cond = stallwait_cond(m, m->gate_word);
        bool fpu = (cond & cond_fpu(m)) != 0, sfpu = (cond & cond_sfpu(m)) != 0;
        *cause = fpu && (m->now < m->fpu_idle_at || !sfpu) ? C_WAIT_FPU : C_WAIT_SFPU;
    }
    return held;
}

/* Whether tile t's words (the thread's pushes in one tile call) exceed the instruction cache, so that its code
 * streams from L1 every tile. */
static bool tile_streams(const perf_sim_t *m, const sfpu_perf_kernel_t *k, unsigned t)
{
    if (m->p->icache_words == 0) {
        return false;
    }
    size_t end = t + 1u < k->n_tiles ? k->tile_start[t + 1u] : k->n_items;
    size_t words = 0;
    for (size_t i = k->tile_start[t]; i < end; ++i) {
        words += k->items[i].kind != SFPU_PERF_MOP_STORE && k->items[i].kind != SFPU_PERF_ZONE_MARK;
    }
    return words > m->p->icache_words;
}

/* A scoped zone's marks at the thread's position (it has no cost left to work off): they take no thread time of their
 * own (zone_mark_cycles is added to each zone). A mark that opens a tile waits for the tile's call overhead. */
static void take_marks(perf_sim_t *m, const sfpu_perf_kernel_t *k, size_t *next, size_t end, size_t tile_next)
{
    while (*next < end && k->items[*next].kind == SFPU_PERF_ZONE_MARK &&
           !(tile_next < k->n_tiles && k->tile_start[tile_next] == *next && m->measuring)) {
        if (m->measuring && k->items[*next].word == 0) {
            m->in_mark = true;
            m->mark_start = m->now;
        } else if (m->measuring && m->in_mark) {
            m->in_mark = false;
            m->r->marked_zones++;
            m->r->marked_cycles += m->now - m->mark_start + m->p->zone_mark_cycles;
        }
        (*next)++;
    }
}

/* An average cost in hundredths of a cycle: the whole cycles now, the fraction carried to the next word. */
static unsigned carried(unsigned *carry, unsigned centi)
{
    *carry += centi;
    unsigned cost = *carry / 100u;
    *carry %= 100u;
    return cost;
}

/* The thread's cycle: it works off its current cost, or takes the next item of [*next, end): a tile's call
 * overhead first (while measuring), a MOP configuration store, or a push (waiting while the FIFO is full). */
static void thread_step(perf_sim_t *m, const sfpu_perf_kernel_t *k, size_t *next, size_t end, size_t *tile_next)
{
    if (m->thread_wait > 0) {
        m->thread_wait--;
        if (m->measuring) {
            m->r->thread_busy++;
        }
        return;
    }
    if (*next >= end) {
        return;
    }
    /* a new tile call: its loop and call overhead first (marks before it were taken by run_items) */
    if (*tile_next < k->n_tiles && k->tile_start[*tile_next] == *next && m->measuring) {
        m->streaming = tile_streams(m, k, *tile_next);
        (*tile_next)++;
        if (m->p->tile_cycles > 0) {
            m->thread_wait = m->p->tile_cycles - 1u;
            m->r->thread_busy++;
            return;
        }
    }
    take_marks(m, k, next, end, *tile_next); /* a mark that opens the tile, now that its overhead is paid */
    if (*next >= end) {
        return;
    }
    const sfpu_perf_item_t *it = &k->items[*next];
    if (it->kind == SFPU_PERF_MOP_STORE) {
        sfpu_set_reg(m->s, SFPU_REG_MOP_CFG, it->mop_index, it->word);
        m->thread_wait = m->p->store_cycles ? m->p->store_cycles - 1u : 0u;
        (*next)++;
        return;
    }
    if (m->ib_n >= m->p->ibuf_depth) {
        return; /* the instruction buffer is full: the store waits */
    }
    unsigned slot = (m->ib_head + m->ib_n) % IBUF_MAX;
    m->ibuf[slot].word = it->word;
    m->ibuf[slot].item = it;
    m->ib_n++;
    unsigned cost = m->p->tti_cycles;
    if (it->kind == SFPU_PERF_TTI && m->streaming) { /* fetched from L1 */
        cost = carried(&m->fetch_carry, m->fetch_centi);
    } else if (it->kind == SFPU_PERF_TT) {
        cost = carried(&m->tt_carry, m->tt_centi);
    } else if (it->kind == SFPU_PERF_TT_LOOP) { /* at the compiled loop's cost per word */
        cost = carried(&m->ttl_carry, m->ttl_centi);
    }
    m->thread_wait = cost ? cost - 1u : 0u;
    if (m->measuring) {
        m->r->words++;
        m->r->tt_words += it->kind == SFPU_PERF_TT || it->kind == SFPU_PERF_TT_LOOP;
        m->r->thread_busy++;
    }
    (*next)++;
}

static void ib_pop(perf_sim_t *m)
{
    m->ib_head = (m->ib_head + 1u) % IBUF_MAX;
    m->ib_n--;
}

/* The coprocessor's cycle: chooses what the SFPU sees (present/word) and the cause of the cycle. */
static sfpu_status_t coproc_step(perf_sim_t *m, bool *present, uint32_t *word, int *cause, bool *pop_on_accept)
{
    *present = false;
    *pop_on_accept = false;
    *cause = C_NONE;
    gate_update(m);
    if (m->fmop_penalty) { /* MOPExpander.md: one cycle after an expansion ends */
        m->fmop_penalty = false;
        *cause = C_DATACOPY;
        return SFPU_OK;
    }
    uint32_t w;
    const sfpu_perf_item_t *it;
    bool from_fmop = m->fmop_pos < m->fmop_n;
    if (from_fmop) {
        w = m->fmop[m->fmop_pos];
        it = m->fmop_item;
    } else if (m->ib_n > 0) {
        w = m->ibuf[m->ib_head].word;
        it = m->ibuf[m->ib_head].item;
    } else {
        *cause = C_FRONTEND;
        return SFPU_OK;
    }
    unsigned op = w >> 24;
    if (!from_fmop && op == OPC_MOP && mop_is_fpu(m)) { /* the MOP expander sits before the Wait Gate */
        sfpu_status_t st = fpu_mop_expand(m, it, w);
        if (st != SFPU_OK) {
            return st;
        }
        ib_pop(m);
        *cause = C_DATACOPY; /* the MOP word is ingested; its first expanded word leaves next cycle */
        return SFPU_OK;
    }
    /* REPLAY.md: the Replay Expander sits before the Wait Gate, so words it records without executing never reach it */
    if (!(m->record_left > 0 && !from_fmop) && gate_holds(m, w, cause)) {
        return SFPU_OK;
    }
    if (op == OPC_STALLWAIT) { /* latched: it blocks the words after it, not itself */
        m->gate_latched = true;
        m->gate_word = w;
        m->gate_at = m->now;
        m->gate_open_at = UINT64_MAX;
        *cause = C_OTHER;
    } else if (sfpu_word(w)) {
        m->presented = it;
        *present = true;
        *word = w;
        *pop_on_accept = true;
        *cause = from_fmop ? C_DATACOPY : C_SFPU;
        return SFPU_OK;
    } else if (fpu_word(w)) {
        unsigned lat = op == OPC_ELWADD ? m->p->elwadd_latency : m->p->mova2d_latency;
        if (m->now + lat > m->fpu_idle_at) {
            m->fpu_idle_at = m->now + lat;
        }
        *cause = C_DATACOPY;
    } else {
        if (it != NULL && it->reg >= 0 && !from_fmop) {
            sfpu_set_reg(m->s, (unsigned)it->reg, it->reg_index, it->reg_value);
        }
        *cause = C_OTHER; /* SETC16, SEMWAIT/SEMPOST, ...: one cycle each */
    }
    if (from_fmop) {
        if (++m->fmop_pos == m->fmop_n) {
            m->fmop_penalty = true;
        }
    } else {
        ib_pop(m);
    }
    return SFPU_OK;
}

static void count(perf_sim_t *m, int cause, const sfpu_out_t *out, bool presented)
{
    sfpu_perf_result_t *r = m->r;
    if (presented && !out->insn_ready && out->stall_cause != SFPU_STALL_NONE) {
        r->stall[out->stall_cause]++;
        return;
    }
    if (out->issued_unit < SFPU_UNIT_COUNT || out->n_exec > 0 || (presented && !out->insn_ready)) {
        r->sfpu_busy++; /* the SFPU executes (a word, a macro's scheduled work, or a replay playing back) */
        return;
    }
    switch (cause) {
    case C_SFPU:
        r->other++;
        break; /* an outside word (NOP, SETRWC, INCRWC) or an expander bubble */
    case C_WAIT_FPU:
        r->wait_fpu++;
        break;
    case C_WAIT_SFPU:
        r->wait_sfpu++;
        break;
    case C_DATACOPY:
        r->datacopy++;
        break;
    case C_OTHER:
        r->other++;
        break;
    default:
        if (out->busy) {
            r->sfpu_busy++;
        } else {
            r->frontend_bound++;
        }
        break;
    }
}

/* One clock: the coprocessor's issue slot, the SFPU's tick, the cycle's cause, the thread's cycle. */
static sfpu_status_t perf_clock(perf_sim_t *m, const sfpu_perf_kernel_t *k, size_t *next, size_t end, size_t *tile_next)
{
    if (m->now - m->start > (1ull << 26)) {
        return perf_fail(m, NULL, "no progress in %llu cycles", (unsigned long long)(m->now - m->start));
    }
    bool present, pop;
    uint32_t w = 0;
    int cause;
    sfpu_status_t st = coproc_step(m, &present, &w, &cause, &pop);
    if (st != SFPU_OK) {
        return st;
    }
    sfpu_in_t in = {.insn_valid = present, .insn = w};
    sfpu_out_t out;
    st = sfpu_tick(m->s, &in, &out);
    if (st != SFPU_OK) {
        return model_fail(m, st);
    }
    if (present && out.insn_ready && pop) {
        if (m->record_left > 0) {
            m->record_left--;
        } else {
            m->record_left = replay_records(w);
        }
        if (m->fmop_pos < m->fmop_n) {
            if (++m->fmop_pos == m->fmop_n) {
                m->fmop_penalty = true;
            }
        } else {
            ib_pop(m);
        }
    }
    m->sfpu_busy_last = out.busy != 0;
    if (m->measuring) {
        count(m, cause, &out, present);
        m->r->sfpu_issued += present && out.insn_ready && cause == C_SFPU;
        m->r->diagnostics += out.n_diag;
    }
    thread_step(m, k, next, end, tile_next);
    m->now++;
    return SFPU_OK;
}

static bool drained(const perf_sim_t *m)
{
    return m->thread_wait == 0 && m->ib_n == 0 && m->fmop_pos >= m->fmop_n && !m->fmop_penalty && !m->sfpu_busy_last &&
           m->now >= m->fpu_idle_at;
}

/* The thread pushes items [from, to); with drain, the clock runs on until everything has left the pipes (the INIT
 * zone's and the TILE_LOOP zone's PROFILER_SYNC). */
static sfpu_status_t run_items(perf_sim_t *m, const sfpu_perf_kernel_t *k, size_t from, size_t to, bool drain)
{
    size_t next = from, tile_next = 0;
    m->start = m->now;
    for (;;) {
        if (m->thread_wait == 0) { /* marks where the thread stands now: the zone ends without a cycle of its own */
            take_marks(m, k, &next, to, tile_next);
        }
        if (!(next < to || (drain && !drained(m)))) {
            break;
        }
        sfpu_status_t st = perf_clock(m, k, &next, to, &tile_next);
        if (st != SFPU_OK) {
            return st;
        }
    }
    return SFPU_OK;
}

/* What sfpu_perf_run refuses in a kernel or its parameters, or NULL. */
static const char *param_problem(const sfpu_perf_kernel_t *k, const sfpu_perf_params_t *p)
{
    if (k->n_tiles == 0 || k->tile_start == NULL) {
        return "the kernel has no tile";
    }
    if (p->ibuf_depth == 0 || p->ibuf_depth > IBUF_MAX) {
        return "ibuf_depth is not 1..SFPU_PERF_IBUF_MAX";
    }
    if (p->loop_factor == 0) {
        return "loop_factor is 0";
    }
    const double avg[3] = {p->tt_cycles, p->fetch_cycles, p->tt_loop_cycles};
    static const char *const avg_name[3] = {"tt_cycles is not 0..100000", "fetch_cycles is not 0..100000",
                                            "tt_loop_cycles is not 0..100000"};
    for (unsigned i = 0; i < 3; ++i) {
        if (!(avg[i] >= 0.0) || avg[i] > 100000.0) {
            return avg_name[i];
        }
    }
    return NULL;
}

sfpu_status_t sfpu_perf_run(sfpu_t *s, const sfpu_perf_kernel_t *k, const sfpu_perf_params_t *p, sfpu_perf_result_t *r)
{
    if (s == NULL || k == NULL || p == NULL || r == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    memset(r, 0, sizeof *r);
    const char *bad = param_problem(k, p);
    if (bad != NULL) {
        snprintf(r->error, sizeof r->error, "%s", bad);
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    perf_sim_t m;
    memset(&m, 0, sizeof m);
    m.s = s;
    m.p = p;
    m.arch = sfpu_get_arch(s);
    m.r = r;
    m.tt_centi = (unsigned)(p->tt_cycles * 100.0 + 0.5);
    m.fetch_centi = (unsigned)(p->fetch_cycles * 100.0 + 0.5);
    m.ttl_centi = (unsigned)(p->tt_loop_cycles * 100.0 + 0.5);
    size_t init_end = k->tile_start[0];
    sfpu_status_t st = run_items(&m, k, 0, init_end, true); /* INIT zone: not measured */
    m.measuring = true;
    uint64_t start = m.now;
    /* TILE_LOOP: the thread runs the tiles back to back, LOOP_FACTOR times, then the zone drains */
    for (unsigned loop = 0; loop < p->loop_factor && st == SFPU_OK; ++loop) {
        st = run_items(&m, k, init_end, k->n_items, loop + 1u == p->loop_factor);
    }
    if (st != SFPU_OK) {
        return st;
    }
    r->zone = p->zone_cycles;
    r->zone_cycles = m.now - start + p->zone_cycles;
    r->tiles = (uint64_t)k->n_tiles * p->loop_factor;
    r->cycles_per_tile = (double)r->zone_cycles / (double)r->tiles;
    return SFPU_OK;
}
