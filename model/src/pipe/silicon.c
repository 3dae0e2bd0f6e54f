/* silicon.c - the silicon hazard checks (decisions H1-H3): SFPLOADMACRO patterns whose result the ISA pages define
 * but which Tenstorrent reports as non-deterministic on silicon. The model keeps computing the pages' result and
 * raises a diagnostic; none of this changes state that an instruction reads. */
#include "silicon.h"

#include "../insn/addr.h"

void si_check_direct(struct sfpu *s, const sfpu_insn_t *in, bool direct)
{
    /* H1: the hardware team's rule is "only from a replay buffer or a MOP"; a word the thread pushed itself (also
     * one REPLAY records while executing it) breaks it */
    if (direct && si_on(s)) {
        pipe_raise(s, SFPU_DIAG_LM_DIRECT, in->word, 0, 0);
    }
}

/* The LRegs an instruction reads, exactly where hz_true_reads is conservative: a MAD-family INDIRECT_VA reads, per
 * lane, LReg[LReg7 & 15] (not every register). */
static uint32_t exact_reads(const struct sfpu *s, const sfpu_insn_t *in, uint32_t reads)
{
    bool mad =
        in->op == SFPU_OP_SFPMAD || in->op == SFPU_OP_SFPADD || in->op == SFPU_OP_SFPMUL || in->op == SFPU_OP_SFPMUL24;
    unsigned mod1 = SFPU_F(in, mod1);
    if (!mad || !(mod1 & 4u)) {
        return reads;
    }
    uint32_t r = (1u << SFPU_F(in, vb)) | (1u << SFPU_F(in, vc)) | (1u << 7);
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        r |= 1u << (s->st.lreg[7][lane] & 15u);
    }
    return r;
}

void si_check_order_reads(struct sfpu *s, const sfpu_insn_t *in, uint32_t reads, uint64_t order)
{
    /* H2: an instruction an SFPLOADMACRO scheduled reads an LReg that an instruction of a later SFPLOADMACRO (its
     * load half, or one it scheduled) already overwrote: the two macros' schedules crossed, with nothing in the
     * hardware ordering them */
    const sfpu_pipe_t *p = &s->pipe;
    if (!si_on(s)) {
        return;
    }
    uint32_t bad = 0, producer = 0;
    for (uint32_t m = reads & p->lreg_wmacro; m; m &= m - 1) {
        unsigned r = (unsigned)__builtin_ctz(m);
        if (p->lreg_worder[r] > order) {
            bad |= 1u << r;
        }
    }
    bad &= bad ? exact_reads(s, in, reads) : 0u;
    if (bad) {
        producer = p->lreg_wword[__builtin_ctz(bad)];
        pipe_raise(s, SFPU_DIAG_LM_ORDER, in->word, producer, bad);
    }
}

/* The Dst cells an SFPLOAD (store = false) or SFPSTORE at `addr` with resolved `mod0` touches. */
static void region_of(const struct sfpu *s, unsigned addr, unsigned mod0, bool store, sfpu_dst_region_t *g)
{
    insn_dst_lanes_t m;
    bool wide = insn_ls_is_32bit(mod0, store);
    insn_dst_lane_map(s, addr, store, wide, &m);
    g->n = 0;
    for (unsigned k = 0; k < 4; ++k) {
        g->row[g->n++] = (uint16_t)(m.phys[k] & 0x3FFu);
        if (wide) { /* the low half of a 32-bit datum lives 8 rows on */
            g->row[g->n++] = (uint16_t)((m.phys[k] + 8u) & 0x3FFu);
        }
    }
    g->parity = m.parity;
}

static bool regions_meet(const sfpu_dst_region_t *a, const sfpu_dst_region_t *b)
{
    if (a->parity >= 0 && b->parity >= 0 && a->parity != b->parity) {
        return false;
    }
    for (unsigned i = 0; i < a->n; ++i) {
        for (unsigned j = 0; j < b->n; ++j) {
            if (a->row[i] == b->row[j]) {
                return true;
            }
        }
    }
    return false;
}

void si_note_load(struct sfpu *s, const sfpu_insn_t *in)
{
    sfpu_pipe_t *p = &s->pipe;
    /* (a store due in this cycle has already left the queue: compare with every load of the generic path) */
    if (!si_on(s)) {
        return;
    }
    uint16_t sp;
    unsigned mod0 = insn_ls_resolve_mod0(s, SFPU_F(in, mod0) & 15u);
    unsigned addr = insn_ls_addr(s, SFPU_F(in, imm10) & 0x3FFu, mod0, false, &sp);
    region_of(s, addr, mod0, false, &p->ld_now_region);
    p->ld_now_valid = 1;
    p->ld_now_word = in->word;
}

void si_note_store(struct sfpu *s, const sfpu_insn_t *in)
{
    sfpu_pipe_t *p = &s->pipe;
    if (!si_on(s)) {
        return;
    }
    /* a scheduled SFPSTORE writes at the address its macro computed (imm10, used verbatim) */
    unsigned i = p->lm_store_at;
    unsigned mod0 = insn_ls_resolve_mod0(s, SFPU_F(in, mod0) & 15u);
    p->lm_store_cycle[i] = p->cycle;
    region_of(s, SFPU_F(in, imm10) & 0x3FFu, mod0, true, &p->lm_store_region[i]);
    p->lm_store_word[i] = in->word;
    p->lm_store_at = (uint8_t)((i + 1u) & 3u);
    if (p->lm_store_n < 4) {
        p->lm_store_n++;
    }
}

void si_check_dst(struct sfpu *s)
{
    sfpu_pipe_t *p = &s->pipe;
    if (!p->ld_now_valid) {
        return;
    }
    p->ld_now_valid = 0;
    /* H3: the newest store that wrote a cell the load reads within SI_DST_SPACING cycles (a load in the store's own
     * cycle reads before the store writes: it counts too) */
    for (unsigned k = 0; k < p->lm_store_n; ++k) {
        unsigned i = (p->lm_store_at + 3u - k) & 3u;
        if (p->cycle > p->lm_store_cycle[i] + SI_DST_SPACING) {
            break;
        }
        if (regions_meet(&p->lm_store_region[i], &p->ld_now_region)) {
            pipe_raise(s, SFPU_DIAG_LM_DST_SPACING, p->ld_now_word, p->lm_store_word[i], 0);
            return;
        }
    }
}
