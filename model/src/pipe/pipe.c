/* pipe.c - the timing model: one call of sfpu_tick() is one clock. Instructions execute their
 * semantics when they issue (reading the LRegs as they are in that cycle); their LReg writes commit
 * at the end of cycle issue + latency - 1, so a consumer that issues too early reads the old value,
 * as silicon does. Blackhole auto-stalls (with the stall logic's documented blind spots); Wormhole
 * does not. Spec: spec digest 3.1-3.5 (VectorUnit.md, BlackholeA0 SFPMAD.md, SFPSWAP.md, SFPSHFT2.md).
 * SFPLOADMACRO-scheduled instructions (loadmacro.c) execute beside the regular one, up to five per
 * cycle. The REPLAY and MOP expanders (frontend/) deliver the words. Not modelled: several issuing threads. */
#include <stdio.h>
#include <string.h>

#include "../exec/exec.h"
#include "../frontend/frontend.h"
#include "hazard.h"
#include "loadmacro.h"
#include "silicon.h"

#if defined(__GNUC__)
#define PIPE_INLINE static inline __attribute__((always_inline))
#else
#define PIPE_INLINE static inline
#endif

/* dst[lane] = vals[lane] in the lanes of `mask`: a select by arithmetic (GCC turned the conditional form into a
 * branch per lane); `copy`, when not NULL, receives all 32 vals (a write-back event). */
PIPE_INLINE void lreg_blend(uint32_t *dst, const uint32_t *vals, uint32_t mask, uint32_t *copy)
{
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t v = vals[lane], sel = 0u - ((mask >> lane) & 1u);
        dst[lane] = (v & sel) | (dst[lane] & ~sel);
        if (copy) {
            copy[lane] = v;
        }
    }
}

void pipe_raise(struct sfpu *s, sfpu_diag_kind_t kind, uint32_t word, uint32_t producer, uint32_t regs)
{
    sfpu_pipe_t *p = &s->pipe;
    sfpu_diag_t *d = &p->diag[p->n_diag % SFPU_DIAG_KEEP];
    d->cycle = p->cycle;
    d->kind = (uint8_t)kind;
    d->word = word;
    d->producer_word = producer;
    d->regs = regs;
    p->n_diag++;
    p->stats.diagnostics++;
    if (p->strict && s->status == SFPU_OK) {
        char msg[400];
        sfpu_diag_format(s, d, msg, sizeof msg);
        exec_fail(s, SFPU_ERR_UNDEFINED, "strict mode: %s", msg);
    }
}

static void raise_diag(struct sfpu *s, sfpu_diag_kind_t kind, const sfpu_insn_t *in, uint32_t producer, uint32_t regs)
{
    pipe_raise(s, kind, in->word, producer, regs);
}

/* LRegs with a write from an earlier cycle still in flight, and the youngest instruction writing one. Only producers
 * that precede the reader in program order count (`order`: the reader's, decisions M2a): an instruction scheduled by
 * an SFPLOADMACRO reading a register that a later instruction - or an instruction scheduled by a later macro - is
 * about to overwrite reads the value before that write on purpose (tt-llk's mul_int and reciprocal kernels stage
 * every row through LReg16 one cycle apart). */
static uint32_t inflight_regs(const sfpu_pipe_t *p, uint32_t regs, uint32_t *producer, uint64_t order)
{
    uint32_t m = 0;
    uint64_t best = 0;
    for (uint32_t vm = p->slot_mask; vm; vm &= vm - 1) {
        const sfpu_pipe_slot_t *sl = &p->slot[__builtin_ctz(vm)];
        /* same-cycle producers do not count: an instruction executing in this cycle is not older than
         * the reader (a scheduled instruction reading the register a macro issued now will load is the
         * intended read-before-overwrite of tt-llk's pipelined kernels) */
        if (sl->commit_cycle < p->cycle || sl->issue_cycle >= p->cycle || sl->order > order) {
            continue;
        }
        uint32_t w = sl->wmask;
        if ((w & regs) && producer && sl->seq + 1 > best) {
            best = sl->seq + 1;
            *producer = sl->word;
        }
        m |= w;
    }
    return m & regs;
}

/* WH SFPSHFT2.md: what may not follow Mod1 2/3/4 in the next cycle (spec digest 3.4). */
static bool wh_shft2_violation(unsigned pm, unsigned prev_vd, const sfpu_insn_t *in)
{
    /* pm: the previous instruction's Mod1, an SFPSHFT2 with Mod1 2..4 */
    switch (in->op) {
    case SFPU_OP_SFPABS:
    case SFPU_OP_SFPAND:
    case SFPU_OP_SFPCAST:
    case SFPU_OP_SFPDIVP2:
    case SFPU_OP_SFPEXEXP:
    case SFPU_OP_SFPEXMAN:
    case SFPU_OP_SFPIADD:
    case SFPU_OP_SFPLZ:
    case SFPU_OP_SFPMOV:
    case SFPU_OP_SFPNOT:
    case SFPU_OP_SFPOR:
    case SFPU_OP_SFPSETEXP:
    case SFPU_OP_SFPSETMAN:
    case SFPU_OP_SFPSETSGN:
    case SFPU_OP_SFPSHFT:
    case SFPU_OP_SFPSTOCHRND:
    case SFPU_OP_SFPXOR:
        return true;
    case SFPU_OP_SFPSHFT2: {
        unsigned m = SFPU_F(in, mod1);
        return m == 0 || m == 1 || m == 5 || m == 6;
    }
    default:
        break;
    }
    if (pm == 2) {
        return (hz_true_reads(in) & 0xFu) != 0 || (hz_true_writes(in) & 0xEu) != 0;
    }
    return prev_vd < 8 && (hz_true_reads(in) & (1u << prev_vd)) != 0;
}

/* Commit one record's LReg writes in order (by the instruction `word` on `unit`) and report them on `out`: one
 * event per register and cycle - a later write of the same register merges into it (its lanes win, and it names
 * the producer), so the record never overflows (17 registers). A new event's data is copied in the same pass as
 * the LReg write. */
/* `order`, `macro`: the writer's program order and whether an SFPLOADMACRO made it (the silicon checks, H2). */
static void commit_record(struct sfpu *s, sfpu_out_t *out, const sfpu_effect_t *fx, unsigned unit, uint32_t word,
                          uint64_t order, bool macro)
{
    if (macro || s->pipe.lreg_wmacro != 0) { /* without SFPLOADMACRO's writes there is nothing to keep (H2) */
        for (unsigned k = 0; k < fx->n; ++k) {
            si_note_commit(s, fx->w[k].reg, order, word, macro);
        }
    }
    if (s->quiet) { /* sfpu_run_timed: the LRegs only, as functional execution commits them; no events */
        exec_commit(s, fx);
        return;
    }
    unsigned n_wb = out->n_wb;
    for (unsigned k = 0; k < fx->n; ++k) {
        const insn_lreg_write_t *w = &fx->w[k];
        uint32_t *dst = s->st.lreg[w->reg];
        unsigned j = 0;
        while (j < n_wb && out->wb[j].reg != w->reg) {
            ++j;
        }
        sfpu_wb_event_t *e = &out->wb[j];
        if (j == n_wb) { /* the register's first write this cycle: a new event */
            out->n_wb = (uint8_t)++n_wb;
            e->reg = w->reg;
            e->mask = w->mask;
            if (w->mask == 0xFFFFFFFFu) {
                sfpu_lanes_copy(dst, w->val);
                sfpu_lanes_copy(e->data, w->val);
            } else {
                lreg_blend(dst, w->val, w->mask, e->data);
            }
        } else {
            lreg_blend(dst, w->val, w->mask, NULL);
            lreg_blend(e->data, w->val, w->mask, NULL);
            e->mask |= w->mask;
        }
        e->unit = (uint8_t)unit;
        e->word = word;
    }
}

/* Commit, in issue order, the writes due at the end of this cycle; report them on `out`. */
static void writeback(struct sfpu *s, sfpu_out_t *out)
{
    sfpu_pipe_t *p = &s->pipe;
    uint32_t due = 0;
    for (uint32_t vm = p->slot_mask; vm; vm &= vm - 1) {
        int i = __builtin_ctz(vm);
        due |= (uint32_t)(p->slot[i].commit_cycle <= p->cycle) << i;
    }
    while (due != 0) {
        /* oldest (commit cycle, then issue order) first */
        int best = __builtin_ctz(due);
        for (uint32_t vm = due & (due - 1); vm; vm &= vm - 1) {
            int i = __builtin_ctz(vm);
            if (p->slot[i].commit_cycle < p->slot[best].commit_cycle ||
                (p->slot[i].commit_cycle == p->slot[best].commit_cycle && p->slot[i].seq < p->slot[best].seq)) {
                best = i;
            }
        }
        due &= ~(1u << best);
        sfpu_pipe_slot_t *sl = &p->slot[best];
        commit_record(s, out, &sl->fx, sl->unit, sl->word, sl->order, sl->macro != 0);
        sl->valid = 0;
        p->slot_mask &= ~(1u << best);
        p->slots_n--;
    }
}

/* The LRegs a record writes (bit r = LReg r). */
static uint32_t effect_regs(const sfpu_effect_t *fx)
{
    uint32_t w = 0;
    for (unsigned k = 0; k < fx->n; ++k) {
        w |= 1u << fx->w[k].reg;
    }
    return w;
}

/* Execute one instruction (regular or scheduled) on `unit` now; its LReg writes go in flight. */
/* `reads`: hz_true_reads(in); `lat`: hz_latency(in). `now_fx` (tick_plain, a 1-cycle instruction nothing executes
 * after in this cycle): its writes go there instead of a pipeline slot, to be committed after every slot due at the
 * end of this cycle - where the slot would have been committed, it being the youngest. `en` (the scheduled
 * instructions): LaneEnabled at the start of this cycle (tick), not after what executed before them in it (M5). */
/* Inlined at its three call sites (issue_sfpu, run_due, tick_plain): most cycles execute exactly one instruction. */
PIPE_INLINE sfpu_status_t execute(struct sfpu *s, const sfpu_insn_t *in, unsigned unit, uint32_t reads, unsigned lat,
                                  uint64_t order, sfpu_out_t *out, sfpu_effect_t *now_fx, const uint32_t *en)
{
    sfpu_pipe_t *p = &s->pipe;
    uint32_t producer = 0;
    uint32_t stale = p->slot_mask ? inflight_regs(p, reads, &producer, order) : 0;
    if (stale) {
        bool bug = !in->scheduled && s->cfg.arch == SFPU_ARCH_BH && p->prev_valid && p->prev_is_mad &&
                   producer == p->prev_word;
        raise_diag(s, bug ? SFPU_DIAG_STALL_BUG : SFPU_DIAG_STALE_READ, in, producer, stale);
        if (s->status != SFPU_OK) {
            return s->status;
        }
    }
    if (in->scheduled && p->lreg_wmacro != 0) {
        si_check_order_reads(s, in, reads, order);
        if (s->status != SFPU_OK) {
            return s->status;
        }
    }
    uint32_t free_slots = ~p->slot_mask & ((1u << SFPU_PIPE_SLOTS) - 1u);
    int si = free_slots ? __builtin_ctz(free_slots) : -1; /* the lowest free slot */
    if (si < 0) {
        return exec_fail(s, SFPU_ERR_INTERNAL, "cycle %llu: no free pipeline slot", (unsigned long long)p->cycle);
    }
    if (now_fx) {
        sfpu_status_t st = exec_insn(s, in, now_fx, false);
        if (st != SFPU_OK) {
            return st;
        }
        p->seq++;
        p->stats.unit_issued[unit]++;
        p->stats.unit_nop[unit] += in->op == SFPU_OP_SFPNOP;
        out->unit_op[unit] = (uint8_t)in->op;
        out->unit_word[unit] = in->word;
        out->n_exec++;
        return SFPU_OK;
    }
    sfpu_pipe_slot_t *sl = &p->slot[si];
    /* SFPSWAP (Mod1 != 0) re-reads the data it moves in its second cycle, i.e. the register file after every
     * write that commits at the end of this one - including those of instructions executing after it in this
     * cycle (SFPLOADMACRO-scheduled ones). Its execution is deferred to the end of the cycle (swap_finish);
     * nothing executing after it in the same cycle changes the lane enables or LaneConfig it reads (spec
     * digest 2.6 item 3, 3.3 bug 6; decisions T7). */
    if (in->op == SFPU_OP_SFPSWAP && SFPU_F(in, mod1) != 0) {
        sl->fx.n = 0;
        sl->wmask = 0; /* set by swap_finish */
        p->swap_defer = (uint8_t)(si + 1);
        p->swap_defer_insn = *in;
    } else {
        sfpu_status_t st = en ? exec_insn_enabled(s, in, &sl->fx, *en) : exec_insn(s, in, &sl->fx, false);
        if (st != SFPU_OK) {
            return st;
        }
        sl->wmask = effect_regs(&sl->fx);
    }
    sl->valid = 1;
    p->slot_mask |= 1u << si;
    p->slots_n++;
    sl->unit = (uint8_t)unit;
    sl->issue_cycle = p->cycle;
    sl->commit_cycle = p->cycle + lat - 1;
    sl->seq = p->seq++;
    sl->order = order;
    sl->macro = (uint8_t)(in->scheduled || in->op == SFPU_OP_SFPLOADMACRO);
    sl->word = in->word;
    p->stats.unit_issued[unit]++;
    p->stats.unit_nop[unit] += in->op == SFPU_OP_SFPNOP;
    out->unit_op[unit] = (uint8_t)in->op;
    out->unit_word[unit] = in->word;
    out->n_exec++;
    return SFPU_OK;
}

/* The deferred SFPSWAP of this cycle: compare on the file at issue (unchanged until write-back), move the
 * values of its second-cycle re-read = the file after every write committing at the end of this cycle; the lanes
 * it writes are those enabled at the start of the cycle (`en`, decisions M5). */
static sfpu_status_t swap_finish(struct sfpu *s, uint32_t en)
{
    sfpu_pipe_t *p = &s->pipe;
    sfpu_pipe_slot_t *sl = &p->slot[p->swap_defer - 1];
    p->swap_defer = 0;
    uint32_t reread[SFPU_LREGS][SFPU_LANES];
    bool split = false;
    for (unsigned i = 0; i < SFPU_PIPE_SLOTS && !split; ++i) {
        split = p->slot[i].valid && p->slot[i].commit_cycle == p->cycle && &p->slot[i] != sl;
    }
    if (split) {
        memcpy(reread, s->st.lreg, sizeof reread);
        /* apply, oldest first, every write that commits at the end of this cycle */
        for (uint64_t next = 0;;) {
            int pick = -1;
            for (unsigned i = 0; i < SFPU_PIPE_SLOTS; ++i) {
                const sfpu_pipe_slot_t *o = &p->slot[i];
                if (o->valid && o->commit_cycle == p->cycle && o->seq >= next &&
                    (pick < 0 || o->seq < p->slot[pick].seq)) {
                    pick = (int)i;
                }
            }
            if (pick < 0) {
                break;
            }
            const sfpu_effect_t *ofx = &p->slot[pick].fx;
            for (unsigned k = 0; k < ofx->n; ++k) {
                for (uint32_t m = ofx->w[k].mask; m; m &= m - 1) {
                    unsigned lane = (unsigned)__builtin_ctz(m);
                    reread[ofx->w[k].reg][lane] = ofx->w[k].val[lane];
                }
            }
            next = p->slot[pick].seq + 1;
        }
        s->swap_reread = (const uint32_t(*)[SFPU_LANES])reread;
    }
    sfpu_status_t st = exec_insn_enabled(s, &p->swap_defer_insn, &sl->fx, en);
    s->swap_reread = NULL;
    sl->wmask = effect_regs(&sl->fx);
    if (st != SFPU_OK) {
        sl->valid = 0;
        p->slot_mask &= ~(1u << (sl - p->slot));
        p->slots_n--;
    }
    return st;
}

/* Per-lane depths (byte L = lane L) from the four depth bit planes, four lanes at a time. */
static void depth_to_bytes(const uint32_t planes[4], uint8_t bytes[SFPU_LANES])
{
    /* nibble -> its four bits as the low bits of four bytes (byte i = bit i) */
    static const uint32_t k_spread[16] = {
        0x00000000u, 0x00000001u, 0x00000100u, 0x00000101u, 0x00010000u, 0x00010001u, 0x00010100u, 0x00010101u,
        0x01000000u, 0x01000001u, 0x01000100u, 0x01000101u, 0x01010000u, 0x01010001u, 0x01010100u, 0x01010101u,
    };
    for (unsigned g = 0; g < SFPU_LANES / 4; ++g) {
        uint32_t v = 0;
        for (unsigned b = 0; b < 4; ++b) {
            v |= k_spread[(planes[b] >> (4 * g)) & 0xFu] << b;
        }
        for (unsigned i = 0; i < 4; ++i) {
            bytes[4 * g + i] = (uint8_t)(v >> (8 * i));
        }
    }
}

static void meta_fill(sfpu_pipe_meta_t *m, const sfpu_insn_t *in)
{
    const sfpu_isa_info_t *info = sfpu_isa_info(in->op);
    unsigned mod1 = SFPU_F(in, mod1);
    m->unit = info->unit;
    m->iflags = info->flags;
    m->lat = (uint8_t)hz_latency(in);
    m->blocks_next = hz_blocks_next(in);
    m->shft2_mode = (uint8_t)(in->op == SFPU_OP_SFPSHFT2 && mod1 >= 2 && mod1 <= 4 ? mod1 : 0);
    m->true_reads = hz_true_reads(in);
    m->stall_reads = hz_stall_reads(in);
    m->stall_writes = hz_stall_writes(in);
    m->plain = (uint8_t)(m->unit < SFPU_UNIT_COUNT && in->op != SFPU_OP_SFPLOADMACRO && in->op != SFPU_OP_SFPSWAP &&
                         in->op != SFPU_OP_SFPCONFIG && m->shft2_mode == 0 && !m->blocks_next);
    m->valid = 1;
}

/* The timing facts of decode-cache entry `ix`, filled on first use. */
PIPE_INLINE const sfpu_pipe_meta_t *meta_of(struct sfpu *s, unsigned ix)
{
    sfpu_pipe_meta_t *m = &s->dmeta[ix];
    if (!m->valid) {
        meta_fill(m, &s->dcache[ix]);
    }
    return m;
}

static bool is_nop_or_idle(const sfpu_out_t *out, unsigned unit)
{
    return out->unit_op[unit] == 0xFF || out->unit_op[unit] == SFPU_OP_SFPNOP;
}

/* Anything still in flight: results not written back, scheduled instructions, a frontend expansion. */
static uint8_t pipe_busy(const struct sfpu *s)
{
    const sfpu_pipe_t *p = &s->pipe;
    return (uint8_t)(fe_busy(&s->st.fe) || p->slots_n != 0 || p->lm_n != 0);
}

/* The end of every cycle after the write-back: the per-cycle outputs, the cycle count (`busy`: pipe_busy()).
 * `quiet_loop` (a constant at each call): sfpu_run_timed's own loop, which reads `busy` only. */
PIPE_INLINE sfpu_status_t tick_end(struct sfpu *s, sfpu_out_t *out, uint32_t diag_before, uint8_t busy,
                                   bool quiet_loop)
{
    sfpu_pipe_t *p = &s->pipe;
    out->busy = busy;
    if (!quiet_loop) {
        out->lane_flags = s->st.lane_flags;
        out->use_lane_flags = s->st.use_lane_flags;
        const uint32_t *db = s->st.stack_depth_bit;
        /* an inline compare (memcmp was a libc call on every clock); sfpu_run_timed has no per-lane depth port */
        if (!s->quiet && ((s->depth_seen[0] ^ db[0]) | (s->depth_seen[1] ^ db[1]) | (s->depth_seen[2] ^ db[2]) |
                          (s->depth_seen[3] ^ db[3])) != 0) {
            /* the flag stacks are bit planes; the port shows each lane's depth (changes only with a push or pop) */
            memcpy(s->depth_seen, s->st.stack_depth_bit, sizeof s->depth_seen);
            uint32_t d = 0, mixed = 0; /* the same depth in every lane (the usual case): one memset */
            for (unsigned b = 0; b < 4; ++b) {
                d |= (db[b] & 1u) << b;
                mixed |= db[b] != 0 && db[b] != 0xFFFFFFFFu;
            }
            if (mixed) {
                depth_to_bytes(s->depth_seen, s->depth_bytes);
            } else {
                memset(s->depth_bytes, (int)d, sizeof s->depth_bytes);
            }
        }
        memcpy(out->stack_depth, s->depth_bytes, sizeof out->stack_depth);
        out->n_diag = (uint8_t)(p->n_diag - diag_before);
    }
    p->cycle++;
    p->stats.cycles++;
    return s->status;
}

/* Blackhole's auto-stall on a MAD-family result: the previous cycle issued a MAD-family instruction whose writes (as
 * the stall logic believes them) meet what this one reads (as the stall logic believes it). */
PIPE_INLINE bool mad_raw_stall(const struct sfpu *s, const sfpu_pipe_meta_t *meta)
{
    const sfpu_pipe_t *p = &s->pipe;
    return p->prev_valid && p->prev_is_mad && s->cfg.arch == SFPU_ARCH_BH &&
           (meta->stall_reads & p->prev_stall_writes) != 0;
}

/* What the next cycle's issue rules look at of the regular instruction issued in this one. */
PIPE_INLINE void remember_issued(sfpu_pipe_t *p, const sfpu_insn_t *cur, const sfpu_pipe_meta_t *meta)
{
    p->prev_op = cur->op;
    p->prev_word = cur->word;
    p->prev_vd = (uint8_t)SFPU_F(cur, vd);
    p->prev_shft2_mode = meta->shft2_mode;
    p->prev_is_mad = (meta->iflags & SFPU_IF_MAD) != 0;
    p->prev_stall_writes = p->prev_is_mad ? meta->stall_writes : 0;
    p->prev_blocks_next = meta->blocks_next;
}

PIPE_INLINE void note_max_per_cycle(sfpu_pipe_t *p, const sfpu_out_t *out)
{
    if (out->n_exec > p->stats.max_per_cycle) {
        p->stats.max_per_cycle = out->n_exec;
    }
}

/* The common cycle, the generic one below without what cannot happen in it: the word presented is taken straight
 * (no MOP/REPLAY expansion under way, not an expander word), it is a plain instruction (meta->plain), nothing is
 * scheduled by SFPLOADMACRO (so nothing executes beside it), and the previous instruction left no issue rule
 * (SFPSWAP / SFPSHFT2 block, WH SFPSHFT2 rule, backdoor race) and no scheduled-SFPSWAP rule. Every output, statistic
 * and diagnostic is the generic path's; a 1-cycle instruction takes no pipeline slot (execute's now_fx). */
PIPE_INLINE sfpu_status_t tick_plain(struct sfpu *s, const sfpu_insn_t *cur, const sfpu_pipe_meta_t *meta,
                                     sfpu_out_t *out, uint32_t diag_before, bool quiet_loop)
{
    sfpu_pipe_t *p = &s->pipe;
    bool issued = false;
    sfpu_effect_t now_fx;
    bool now = false;
    if (mad_raw_stall(s, meta)) {
        out->stall_cause = SFPU_STALL_MAD_RAW;
        p->stats.stall_cycles[SFPU_STALL_MAD_RAW]++;
    } else {
        out->insn_ready = 1;
        issued = true;
        out->issued_unit = meta->unit;
        p->stats.issued++;
        now = meta->lat == 1;
        sfpu_status_t st =
            execute(s, cur, meta->unit, meta->true_reads, meta->lat, p->stats.issued, out, now ? &now_fx : NULL, NULL);
        if (st != SFPU_OK) {
            return st;
        }
        p->prev_backdoor_changed = 0;
        remember_issued(p, cur, meta); /* a plain instruction: no SFPSHFT2 mode, blocks nothing */
    }
    p->prev_valid = issued ? 1 : 0;
    /* lm_swap_prev and lm_swap_word are 0 already (plain_entry), and stay unwritten: a byte store here and the next
     * plain_entry's one wide load of lm_n and lm_swap_prev made a store-forwarding stall on every clock */
    if (s->status != SFPU_OK) {
        return s->status;
    }
    note_max_per_cycle(p, out);
    if (p->slot_mask != 0) {
        writeback(s, out);
    }
    if (now) {
        commit_record(s, out, &now_fx, meta->unit, cur->word, p->stats.issued, false);
    }
    /* the frontend passed the word through (it stays idle) and nothing is scheduled: busy = results in flight */
    return tick_end(s, out, diag_before, p->slots_n != 0, quiet_loop);
}

/* The port record's per-cycle fields, cleared at the start of every cycle. */
PIPE_INLINE void out_clear(sfpu_out_t *out, uint64_t cycle)
{
    out->insn_ready = 0;
    out->n_dst_wb = 0;
    out->stall_cause = SFPU_STALL_NONE;
    out->issued_unit = 0xFF;
    out->n_wb = 0;
    out->n_diag = 0;
    out->n_exec = 0;
    memset(out->unit_op, 0xFF, sizeof out->unit_op);
    out->unit_sched = 0;
    out->unit_vd16 = 0;
    out->cycle = cycle;
}

/* The word the thread's frontend delivers this cycle, decoded. */
typedef struct fetch {
    bool in_valid;
    uint32_t in_word;
    bool fe_simple; /* no expansion under way and an ordinary word in: the expanders pass the word through */
    bool direct;    /* the delivered word is the thread's own input word (not played by REPLAY, not from a MOP) */
    fe_step_t fr;
    const sfpu_insn_t *cur;        /* the decode cache entry: stable for this tick (NULL: nothing delivered) */
    const sfpu_pipe_meta_t *meta;  /* and what the timing needs of it */
} fetch_t;

/* Step 2a: the word out of the thread's frontend expanders (MOP, REPLAY), as a dry run: which word they would
 * deliver, decoded; the stall logic then decides whether the SFPU takes it, and fetch_commit commits the step. */
PIPE_INLINE sfpu_status_t fetch_word(struct sfpu *s, const sfpu_in_t *in, fetch_t *f)
{
    f->in_valid = in && in->insn_valid;
    f->in_word = f->in_valid ? in->insn : 0;
    f->cur = NULL;
    f->meta = NULL;
    /* the common case: committing the step only tells whether the word was taken */
    f->fe_simple = fe_passthrough(&s->st.fe) && !(f->in_valid && fe_is_expander_word(f->in_word));
    if (f->fe_simple) {
        f->fr.emitted = f->in_valid;
        f->fr.word = f->in_word;
        f->fr.ingested = f->in_valid;
        f->fr.bubble = false;
    } else if (fe_step(s, f->in_valid, f->in_word, true, false, &f->fr) != SFPU_OK) {
        return s->status;
    }
    /* a REPLAY Load with Exec delivers the input word as it records it: still the thread's own (decisions H1) */
    f->direct = f->fr.emitted && f->fr.ingested && f->in_valid && f->fr.word == f->in_word;
    if (f->fr.emitted) {
        char err[200];
        unsigned ix;
        if (exec_decode_ref(s, f->fr.word, &ix, err, sizeof err) != SFPU_OK) {
            return exec_fail(s, SFPU_ERR_UNDEFINED, "cycle %llu: 0x%08x: %s", (unsigned long long)s->pipe.cycle,
                             (unsigned)f->fr.word, err);
        }
        f->cur = &s->dcache[ix];
        f->meta = meta_of(s, ix);
    }
    return SFPU_OK;
}

/* Commit the frontend's step: the word is taken if `accept`. false if the frontend failed (the sticky error). */
PIPE_INLINE bool fetch_commit(struct sfpu *s, fetch_t *f, bool accept)
{
    if (f->fe_simple) {
        f->fr.ingested = f->in_valid && accept;
        return true;
    }
    return fe_step(s, f->in_valid, f->in_word, accept, true, &f->fr) == SFPU_OK;
}

/* Why the SFPU does not take the delivered word this cycle (SFPU_STALL_NONE: it issues). */
PIPE_INLINE sfpu_stall_cause_t stall_cause(const struct sfpu *s, const fetch_t *f)
{
    const sfpu_pipe_t *p = &s->pipe;
    if (p->prev_valid && p->prev_blocks_next && f->cur->op != SFPU_OP_SFPNOP) {
        return p->prev_op == SFPU_OP_SFPSWAP ? SFPU_STALL_SWAP : SFPU_STALL_SHFT2;
    }
    return mad_raw_stall(s, f->meta) ? SFPU_STALL_MAD_RAW : SFPU_STALL_NONE;
}

/* The issue rules the previous instruction left that software must keep (diagnostics, no stall): Wormhole's
 * SFPSHFT2 rule and the backdoor-load race after an SFPCONFIG. */
PIPE_INLINE void check_issue_rules(struct sfpu *s, const sfpu_insn_t *cur, const sfpu_pipe_meta_t *meta)
{
    const sfpu_pipe_t *p = &s->pipe;
    if (s->cfg.arch == SFPU_ARCH_WH && p->prev_valid && p->prev_shft2_mode != 0 &&
        wh_shft2_violation(p->prev_shft2_mode, p->prev_vd, cur)) {
        raise_diag(s, SFPU_DIAG_SHFT2_RULE, cur, p->prev_word, 0);
    }
    if (p->prev_valid && p->prev_backdoor_changed && (meta->iflags & SFPU_IF_BACKDOOR) && SFPU_F(cur, vd) >= 12 &&
        SFPU_F(cur, vd) < 16) {
        raise_diag(s, SFPU_DIAG_BACKDOOR_RACE, cur, p->prev_word, 0);
    }
}

/* Step 2b: an SFPU instruction the frontend delivered - stalled, or issued (and dropped if SFPLOADMACRO scheduled an
 * instruction on its sub-unit this cycle). *issued: it issued. */
PIPE_INLINE sfpu_status_t issue_sfpu(struct sfpu *s, fetch_t *f, const lm_due_set_t *d, sfpu_out_t *out, bool *issued)
{
    sfpu_pipe_t *p = &s->pipe;
    const sfpu_insn_t *cur = f->cur;
    const sfpu_pipe_meta_t *meta = f->meta;
    out->stall_cause = stall_cause(s, f);
    if (!fetch_commit(s, f, out->stall_cause == SFPU_STALL_NONE)) {
        return s->status;
    }
    out->insn_ready = f->fr.ingested;
    if (out->stall_cause != SFPU_STALL_NONE) {
        p->stats.stall_cycles[out->stall_cause]++;
        return SFPU_OK;
    }
    int li = lm_index(meta->unit);
    *issued = true;
    out->issued_unit = meta->unit;
    p->stats.issued++;
    check_issue_rules(s, cur, meta);
    if (s->status != SFPU_OK) {
        return s->status;
    }
    if (li >= 0 && d->has[li]) {
        /* "the scheduled one wins and the regular instruction is silently dropped" */
        p->stats.dropped++;
        raise_diag(s, SFPU_DIAG_DROPPED, cur, d->insn[li].word, 0);
    } else {
        if (cur->op == SFPU_OP_SFPLOADMACRO || cur->op == SFPU_OP_SFPLOAD) {
            if (cur->op == SFPU_OP_SFPLOADMACRO) {
                si_check_direct(s, cur, f->direct);
            }
            si_note_load(s, cur); /* its Addr from the RWCs before it executes (H3) */
            if (s->status != SFPU_OK) {
                return s->status;
            }
        }
        uint32_t bd_before = s->st.lane_config[0] & LANECFG_DISABLE_BACKDOOR_LOAD;
        sfpu_status_t st = execute(s, cur, meta->unit, meta->true_reads, meta->lat, p->stats.issued, out, NULL, NULL);
        if (st == SFPU_OK && cur->op == SFPU_OP_SFPLOADMACRO) {
            st = lm_schedule(s, cur);
        }
        if (st != SFPU_OK) {
            return st;
        }
        p->prev_backdoor_changed =
            cur->op == SFPU_OP_SFPCONFIG && (s->st.lane_config[0] & LANECFG_DISABLE_BACKDOOR_LOAD) != bd_before;
    }
    remember_issued(p, cur, meta);
    return SFPU_OK;
}

/* Step 2: the regular instruction - nothing delivered (a frontend bubble), an instruction executed outside the SFPU
 * (NOP, SETRWC, INCRWC: the SFPU idles), or an SFPU instruction; auto-stall decisions look at the one issued in the
 * previous cycle. */
PIPE_INLINE sfpu_status_t issue_regular(struct sfpu *s, const sfpu_in_t *in, const lm_due_set_t *d, sfpu_out_t *out,
                                        const sfpu_insn_t **cur, bool *issued)
{
    sfpu_pipe_t *p = &s->pipe;
    fetch_t f;
    *issued = false;
    sfpu_status_t st = fetch_word(s, in, &f);
    if (st != SFPU_OK) {
        return st;
    }
    *cur = f.cur;
    if (f.fr.emitted && f.meta->unit >= SFPU_UNIT_COUNT) {
        if (!fetch_commit(s, &f, true)) {
            return s->status;
        }
        out->insn_ready = f.fr.ingested;
        sfpu_effect_t fx;
        st = exec_insn(s, f.cur, &fx, false);
        if (st != SFPU_OK) {
            return st;
        }
        p->stats.outside_issued++;
    } else if (!f.fr.emitted) {
        if (!fetch_commit(s, &f, true)) {
            return s->status;
        }
        out->insn_ready = f.fr.ingested;
        p->stats.frontend_bubbles += f.fr.bubble;
    } else {
        st = issue_sfpu(s, &f, d, out, issued);
        if (st != SFPU_OK) {
            return st;
        }
    }
    p->prev_valid = *issued ? 1 : 0;
    return SFPU_OK;
}

/* Step 3a: execute the scheduled instructions (never auto-stalled), with the lane enables of the start of the cycle
 * (`en`): a LaneFlags / UseLaneFlagsForLaneEnable / LaneConfig write of the regular instruction or of the scheduled
 * Simple-unit one takes effect for the next cycle's instructions, not for the MAD, Round and Store units' in this
 * one (decisions M5). */
PIPE_INLINE sfpu_status_t run_due(struct sfpu *s, const lm_due_set_t *d, sfpu_out_t *out, uint32_t en)
{
    sfpu_pipe_t *p = &s->pipe;
    for (unsigned u = 0; u < SFPU_LM_UNITS && d->any; ++u) {
        if (d->has[u]) {
            const sfpu_insn_t *in = &d->insn[u];
            sfpu_status_t st = execute(s, in, u + 1, hz_true_reads(in), hz_latency(in), d->order[u], out, NULL, &en);
            if (st != SFPU_OK) {
                return st;
            }
            p->stats.macro_issued++;
            if (u == 3 && in->op == SFPU_OP_SFPSTORE) {
                si_note_store(s, in);
            }
            if (!s->quiet) { /* the port record: the word as substituted, and which macro scheduled it */
                out->unit_word[u + 1] = in->word;
                out->unit_sched |= (uint8_t)(1u << (u + 1));
                out->unit_vd16 |= (uint8_t)((SFPU_F(in, vd) == 16u) << (u + 1));
                out->unit_macro_cycle[u + 1] = d->macro_cycle[u];
            }
        }
    }
    return SFPU_OK;
}

/* Step 3b: the co-issue rules (SFPLOADMACRO.md): Simple and Round share a write port - exactly one of them may target
 * LReg16; a scheduled SFPSWAP writes through MAD's port, so MAD may run nothing but an SFPNOP in its cycle (idle
 * counts: tt-llk's production schedules leave MAD empty there, decisions M3), and Simple and Round must be idle or
 * SFPNOP in the next cycle. `cur`: the regular instruction of this cycle, or NULL. */
PIPE_INLINE void check_coissue(struct sfpu *s, const lm_due_set_t *d, const sfpu_insn_t *cur, const sfpu_out_t *out)
{
    sfpu_pipe_t *p = &s->pipe;
    const sfpu_insn_t *due = d->insn;
    if (d->any && d->has[0] && d->has[2] && due[0].op != SFPU_OP_SFPNOP && due[2].op != SFPU_OP_SFPNOP &&
        ((SFPU_F(&due[0], vd) == 16) == (SFPU_F(&due[2], vd) == 16))) {
        raise_diag(s, SFPU_DIAG_MACRO_RULE, &due[2], due[0].word, 0);
    }
    if (d->any && d->has[0] && due[0].op == SFPU_OP_SFPSWAP && !is_nop_or_idle(out, SFPU_UNIT_MAD)) {
        /* the other party: what occupies MAD instead of an SFPNOP - a scheduled instruction, or the regular one */
        raise_diag(s, SFPU_DIAG_MACRO_RULE, &due[0], d->has[1] ? due[1].word : (cur != NULL ? cur->word : 0u), 0);
    }
    if (p->lm_swap_prev && !(is_nop_or_idle(out, SFPU_UNIT_SIMPLE) && is_nop_or_idle(out, SFPU_UNIT_ROUND))) {
        /* the offender: what occupies Simple (else Round) - a scheduled instruction, or else the regular one (the
         * due[] entry of a unit with nothing scheduled is not set: naming it read uninitialised memory) */
        bool on_simple = !is_nop_or_idle(out, SFPU_UNIT_SIMPLE);
        unsigned u = on_simple ? 0u : 2u;
        const sfpu_insn_t *who = d->has[u] ? &due[u] : cur;
        if (who != NULL) {
            raise_diag(s, SFPU_DIAG_MACRO_RULE, who, p->lm_swap_word, 0);
        }
    }
    p->lm_swap_prev = d->has[0] && due[0].op == SFPU_OP_SFPSWAP;
    p->lm_swap_word = p->lm_swap_prev ? due[0].word : 0;
}

/* One clock of the generic path (plain_entry() said the common cycle's tick_plain does not apply), in its steps:
 * 1. take what SFPLOADMACRO scheduled for this cycle, 2. the regular instruction, 3. the scheduled instructions and
 * the co-issue rules, 4. the deferred SFPSWAP's data moves and the macro delay countdown, 5. write-back and the
 * cycle's outputs (tick_end). */
static sfpu_status_t tick(struct sfpu *s, const sfpu_in_t *in, sfpu_out_t *out)
{
    sfpu_pipe_t *p = &s->pipe;
    out_clear(out, p->cycle);
    if (s->status != SFPU_OK) {
        return s->status;
    }
    uint32_t diag_before = p->n_diag;
    uint32_t en = exec_lane_enable(s); /* LaneEnabled at the start of the cycle: what every unit sees in it (M5) */
    lm_due_set_t due;
    lm_take_due(s, &due); /* first, so that a macro issued this cycle cannot cancel them */
    bool issued;
    const sfpu_insn_t *cur = NULL;
    sfpu_status_t st = issue_regular(s, in, &due, out, &cur, &issued);
    if (st != SFPU_OK) {
        return st;
    }
    st = run_due(s, &due, out, en);
    if (st != SFPU_OK) {
        return st;
    }
    check_coissue(s, &due, cur, out);
    si_check_dst(s);
    if (s->status != SFPU_OK) {
        return s->status;
    }
    note_max_per_cycle(p, out);
    if (p->swap_defer != 0 && swap_finish(s, en) != SFPU_OK) {
        return s->status;
    }
    lm_countdown(s, issued);
    writeback(s, out);
    return tick_end(s, out, diag_before, pipe_busy(s), false);
}

/* Whether the cycle presenting `word` is tick_plain's, tested before anything of the cycle is done: the word goes
 * straight to the SFPU (no expansion under way, not an expander word), it is plain, nothing is scheduled (lm_n == 0,
 * so nothing is due either) and the previous instruction left no issue rule. Returns the word's decode-cache entry,
 * or -1: tick (the generic path) takes the cycle - and reports a word that does not decode. */
PIPE_INLINE int plain_entry(struct sfpu *s, uint32_t word)
{
    const sfpu_pipe_t *p = &s->pipe;
    if (s->status != SFPU_OK || !fe_passthrough(&s->st.fe) || fe_is_expander_word(word) || p->lm_n != 0 ||
        si_store_recent(s) ||
        p->lm_swap_prev || (p->prev_valid && (p->prev_blocks_next | p->prev_shft2_mode | p->prev_backdoor_changed))) {
        return -1;
    }
    unsigned ix;
    char err[8]; /* tick decodes again and reports the whole message */
    if (exec_decode_ref(s, word, &ix, err, sizeof err) != SFPU_OK) {
        return -1;
    }
    return meta_of(s, ix)->plain ? (int)ix : -1;
}

sfpu_status_t sfpu_tick(sfpu_t *s, const sfpu_in_t *in, sfpu_out_t *out)
{
    if (s == NULL || out == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    s->dst_log = out; /* Dst cell writes of this cycle become port events */
    sfpu_status_t st;
    int ix = in != NULL && in->insn_valid ? plain_entry(s, in->insn) : -1;
    if (ix >= 0) {
        out_clear(out, s->pipe.cycle);
        st = tick_plain(s, &s->dcache[ix], &s->dmeta[ix], out, s->pipe.n_diag, false);
    } else {
        st = tick(s, in, out);
    }
    s->dst_log = NULL;
    return st;
}

sfpu_status_t sfpu_run_timed(sfpu_t *s, const uint32_t *words, size_t n, size_t *executed)
{
    size_t i = 0;
    sfpu_status_t st = (s == NULL || (words == NULL && n)) ? SFPU_ERR_INVALID_ARGUMENT : SFPU_OK;
    if (st != SFPU_OK) {
        if (executed) {
            *executed = 0;
        }
        return st;
    }
    sfpu_out_t out;
    out.busy = pipe_busy(s); /* before the first tick: whatever an earlier call left in flight */
    /* the ticks of sfpu_tick without the port-only outputs (s->quiet): the caller sees none of them */
    s->quiet = 1;
    s->dst_log = NULL;
    while (st == SFPU_OK && i < n) {
        int ix = plain_entry(s, words[i]);
        if (ix >= 0) { /* the common cycle without the port record: what tick_plain reads of `out` is cleared */
            out.insn_ready = 0;
            out.n_exec = 0;
            st = tick_plain(s, &s->dcache[ix], &s->dmeta[ix], &out, 0, true);
        } else {
            sfpu_in_t in = {1, words[i]};
            st = tick(s, &in, &out);
        }
        if (st == SFPU_OK && out.insn_ready) {
            ++i;
        }
    }
    /* drain: tick until nothing is in flight (an expansion still running counts; the bound is above the
     * longest MOP expansion) */
    uint64_t bound = sfpu_max_cycles(s);
    for (uint64_t guard = 0; st == SFPU_OK && out.busy && guard < bound; ++guard) {
        sfpu_in_t idle = {0, 0};
        st = tick(s, &idle, &out);
        if (!out.busy) {
            break;
        }
    }
    if (st == SFPU_OK && out.busy) {
        st = sfpu_stop_unfinished(s);
    }
    s->quiet = 0;
    if (executed) {
        *executed = i;
    }
    return st;
}

void sfpu_set_strict(sfpu_t *s, bool strict)
{
    if (s) {
        s->pipe.strict = strict ? 1 : 0;
    }
}

void sfpu_set_silicon_hazards(sfpu_t *s, bool on)
{
    if (s) {
        s->no_silicon_hazards = on ? 0 : 1;
    }
}

bool sfpu_silicon_hazards(const sfpu_t *s)
{
    return s != NULL && !s->no_silicon_hazards;
}

uint64_t sfpu_cycle(const sfpu_t *s)
{
    return s ? s->pipe.cycle : 0;
}

sfpu_status_t sfpu_get_timing_stats(const sfpu_t *s, sfpu_timing_stats_t *st)
{
    if (s == NULL || st == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    *st = s->pipe.stats;
    return SFPU_OK;
}

unsigned sfpu_diag_count(const sfpu_t *s)
{
    return s ? s->pipe.n_diag : 0;
}

sfpu_status_t sfpu_diag_get(const sfpu_t *s, unsigned i, sfpu_diag_t *d)
{
    if (s == NULL || d == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    unsigned n = s->pipe.n_diag;
    unsigned kept = n < SFPU_DIAG_KEEP ? n : SFPU_DIAG_KEEP;
    if (i >= kept) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    *d = s->pipe.diag[(n - kept + i) % SFPU_DIAG_KEEP];
    return SFPU_OK;
}

static size_t reg_list(uint32_t regs, char *buf, size_t len)
{
    size_t k = 0;
    buf[0] = '\0';
    for (unsigned r = 0; r < 17; ++r) {
        if (regs & (1u << r)) {
            int w = snprintf(buf + k, len - k, "%sL%u", k ? "," : "", r);
            if (w < 0 || (size_t)w >= len - k) {
                break;
            }
            k += (size_t)w;
        }
    }
    return k;
}

size_t sfpu_diag_format(const sfpu_t *s, const sfpu_diag_t *d, char *buf, size_t len)
{
    if (s == NULL || d == NULL || buf == NULL || len == 0) {
        return 0;
    }
    char a[96], b[96], regs[80];
    sfpu_disasm(d->word, s->cfg.arch, a, sizeof a);
    sfpu_disasm(d->producer_word, s->cfg.arch, b, sizeof b);
    reg_list(d->regs, regs, sizeof regs);
    int n = 0;
    switch (d->kind) {
    case SFPU_DIAG_STALE_READ:
        n = snprintf(buf, len,
                     "cycle %llu: '%s' read %s before '%s' wrote it back: it got the old value "
                     "(software must leave a cycle, e.g. an SFPNOP, after a 2-cycle instruction)",
                     (unsigned long long)d->cycle, a, regs, b);
        break;
    case SFPU_DIAG_STALL_BUG:
        n = snprintf(buf, len,
                     "cycle %llu: '%s' read %s one cycle after '%s' wrote it, and the Blackhole "
                     "auto-stall logic misses this read (documented stall-logic bug): it got the old value",
                     (unsigned long long)d->cycle, a, regs, b);
        break;
    case SFPU_DIAG_SHFT2_RULE:
        n = snprintf(buf, len,
                     "cycle %llu: '%s' may not execute in the cycle after '%s' on Wormhole "
                     "(SFPSHFT2.md scheduling rules)",
                     (unsigned long long)d->cycle, a, b);
        break;
    case SFPU_DIAG_BACKDOOR_RACE:
        n = snprintf(buf, len,
                     "cycle %llu: '%s' uses VD 12..15 right after '%s' changed "
                     "DISABLE_BACKDOOR_LOAD: it may see the old or the new value (insert an SFPNOP)",
                     (unsigned long long)d->cycle, a, b);
        break;
    case SFPU_DIAG_DROPPED:
        n = snprintf(buf, len,
                     "cycle %llu: '%s' was dropped: the instruction '%s' scheduled by SFPLOADMACRO "
                     "occupies its sub-unit this cycle (SFPLOADMACRO.md: the scheduled one wins)",
                     (unsigned long long)d->cycle, a, b);
        break;
    case SFPU_DIAG_MACRO_RULE:
        n = snprintf(buf, len,
                     "cycle %llu: '%s' breaks an SFPLOADMACRO co-issue rule with '%s' (Simple+Round need "
                     "exactly one LReg16 destination; a scheduled SFPSWAP needs MAD idle or SFPNOP in its cycle "
                     "and Simple/Round idle or SFPNOP in the next)",
                     (unsigned long long)d->cycle, a, b);
        break;
    case SFPU_DIAG_LM_DIRECT:
        n = snprintf(buf, len,
                     "cycle %llu: '%s' was pushed by the thread itself, not played from REPLAY or a MOP: the hardware "
                     "team calls such an SFPLOADMACRO non-deterministic (silicon hazard)",
                     (unsigned long long)d->cycle, a);
        break;
    case SFPU_DIAG_LM_ORDER:
        n = snprintf(buf, len,
                     "cycle %llu: '%s' (scheduled by SFPLOADMACRO) %s %s after '%s' of a later SFPLOADMACRO wrote "
                     "it%s: out of program order, and nothing in the hardware orders macros in flight (silicon hazard)",
                     (unsigned long long)d->cycle, a, (d->regs & SI_ORDER_WRITE) ? "wrote" : "read", regs, b,
                     (d->regs & SI_ORDER_WRITE) ? " (the register keeps the older value)" : "");
        break;
    case SFPU_DIAG_LM_DST_SPACING:
        n = snprintf(buf, len,
                     "cycle %llu: '%s' reads Dst cells that '%s', scheduled by SFPLOADMACRO, wrote at most %u cycles "
                     "before: a macro's store is not ordered with later reads (silicon hazard)",
                     (unsigned long long)d->cycle, a, b, SI_DST_SPACING);
        break;
    default:
        n = snprintf(buf, len, "cycle %llu: diagnostic %u", (unsigned long long)d->cycle, d->kind);
        break;
    }
    return n < 0 ? 0 : ((size_t)n < len ? (size_t)n : len - 1);
}
