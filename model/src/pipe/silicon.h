/* silicon.h - the silicon hazard checks: patterns whose result the ISA pages define but which Tenstorrent reports as
 * non-deterministic on silicon (decisions H1-H3). Diagnostics only: they never change what the model computes.
 * Called by pipe.c; all of it is skipped when sfpu_set_silicon_hazards(false). */
#pragma once
#include <stdbool.h>
#include <stdint.h>

#include "../sfpu_state.h"

/* The raise function of pipe.c (a diagnostic of `kind` naming `word`, `producer` and `regs`). */
void pipe_raise(struct sfpu *s, sfpu_diag_kind_t kind, uint32_t word, uint32_t producer, uint32_t regs);

/* In an lm_order diagnostic's regs: the write of an older macro landed after a later macro's (not a read). */
#define SI_ORDER_WRITE 0x80000000u

/* Cycles after a scheduled SFPSTORE during which a read of its Dst rows is reported (decisions H3). */
#define SI_DST_SPACING 3u

static inline bool si_on(const struct sfpu *s)
{
    return !s->no_silicon_hazards;
}

/* H1: a regular SFPLOADMACRO issued now; `direct`: the thread pushed the word itself (no REPLAY playback, no MOP). */
void si_check_direct(struct sfpu *s, const sfpu_insn_t *in, bool direct);
/* H2, reads: a scheduled instruction (program order `order`) about to read `reads`. */
void si_check_order_reads(struct sfpu *s, const sfpu_insn_t *in, uint32_t reads, uint64_t order);
/* H2, writes, and the record of the last writer: a write of LReg `reg` committing now (every committed write: inline).
 */
static inline void si_note_commit(struct sfpu *s, unsigned reg, uint64_t order, uint32_t word, bool macro)
{
    sfpu_pipe_t *p = &s->pipe;
    uint32_t bit = 1u << reg;
    if (macro && (p->lreg_wmacro & bit) && p->lreg_worder[reg] > order && si_on(s)) {
        /* an older macro's write lands after a later macro's write of the same LReg: the register ends with the
         * older value */
        pipe_raise(s, SFPU_DIAG_LM_ORDER, word, p->lreg_wword[reg], bit | SI_ORDER_WRITE);
    }
    p->lreg_worder[reg] = order;
    p->lreg_wword[reg] = word;
    p->lreg_wmacro = macro ? (p->lreg_wmacro | bit) : (p->lreg_wmacro & ~bit);
}
/* H3: a regular SFPLOAD / SFPLOADMACRO issued now (before it executes: its Addr is computed from the RWCs now). */
void si_note_load(struct sfpu *s, const sfpu_insn_t *in);
/* H3: a scheduled SFPSTORE executed now. */
void si_note_store(struct sfpu *s, const sfpu_insn_t *in);
/* H3: end of the cycle's execution - compare this cycle's regular load with the recent scheduled stores. */
void si_check_dst(struct sfpu *s);
/* A scheduled SFPSTORE executed within SI_DST_SPACING cycles (the lean cycle path must not take an SFPLOAD now). */
static inline bool si_store_recent(const struct sfpu *s)
{
    const sfpu_pipe_t *p = &s->pipe;
    return p->lm_store_n != 0 && p->cycle <= p->lm_store_cycle[(p->lm_store_at + 3u) & 3u] + SI_DST_SPACING;
}
