/* loadmacro.c - SFPLOADMACRO scheduling, all of it: the queues, what is due each cycle, the countdown. Spec: spec
 * digest 2.1-2.6 (SFPLOADMACRO.md of both archs): sequence bytes, templates, delays 0-7 with cycle or instruction
 * countdown, LReg16 staging, VB/VC substitution, the store unit's built-in SFPSTORE and its addressing, cancellation
 * by later macros. The SFPLOAD half is the instruction's semantics (insn/sfploadmacro.c); pipe.c executes what is due
 * in its cycle and checks the co-issue rules; SFPCONFIG (insn/sfpconfig.c) only writes the configuration read here. */
#include "loadmacro.h"

#include <string.h>

#include "../exec/exec.h"

/* Sequence byte fields (SFPLOADMACRO.md) */
#define SB_SELECT(b) ((b) & 7u)
#define SB_DELAY(b) (((b) >> 3) & 7u)
#define SB_VD16 0x40u
#define SB_USE_VB 0x80u
/* Misc fields */
#define MISC_STORE_MOD0(m) ((m) & 0xFu)
#define MISC_USES_LOAD_MOD0(m, idx) (((m) >> (4u + (idx))) & 1u)
#define MISC_KIND_INSNS(m, unit) (((m) >> (8u + (unit))) & 1u)

/* Unit membership (spec digest 2.5): which opcodes a scheduled template may use on each sub-unit. */
static bool unit_can_execute(unsigned u, unsigned op, sfpu_arch_t arch)
{
    const sfpu_isa_info_t *info = sfpu_isa_info(op);
    if (op == SFPU_OP_SFPNOP) {
        return u != 3;
    }
    if (!(info->arch_mask & SFPU_ARCH_MASK(arch))) {
        return false;
    }
    switch (u) {
    case 0: /* Simple: the Simple-unit instructions, plus SFPSWAP and SFPCONFIG */
        return info->unit == SFPU_UNIT_SIMPLE;
    case 1: return info->unit == SFPU_UNIT_MAD;
    case 2: return op == SFPU_OP_SFPSHFT2 || op == SFPU_OP_SFPSTOCHRND;
    default: return op == SFPU_OP_SFPSTORE;
    }
}

/* Does the instruction's format have a VB / VC field on this arch? */
static bool has_field(unsigned op, sfpu_field_t field, sfpu_arch_t arch)
{
    return (sfpu_isa_fmt_fields(sfpu_isa_info(op)->fmt, arch) >> field) & 1u;
}

/* The decoded form of a sequence byte's instruction word (select 2..7), through the handle's small cache of them:
 * decoding is a pure function of the word, and the cache is keyed by the word, so a template changed in any way
 * (SFPCONFIG, the backdoor, sfpu_set_reg, a restored checkpoint) is decoded afresh. */
static sfpu_status_t lm_decode(struct sfpu *s, unsigned sel, uint32_t word, sfpu_insn_t *in, char *err, size_t errlen)
{
    unsigned ci = sel - 2u;
    if (!s->lm_dec_valid[ci] || s->lm_dec_word[ci] != word) {
        s->lm_dec_valid[ci] = 0;
        sfpu_status_t st = sfpu_decode(word, s->cfg.arch, &s->lm_dec[ci], err, errlen);
        if (st != SFPU_OK) {
            return st;
        }
        s->lm_dec_word[ci] = word;
        s->lm_dec_valid[ci] = 1;
    }
    *in = s->lm_dec[ci];
    return SFPU_OK;
}

sfpu_status_t lm_schedule(struct sfpu *s, const sfpu_insn_t *lm)
{
    sfpu_pipe_t *p = &s->pipe;
    unsigned lreg_ind = SFPU_F(lm, lreg_ind), imm10 = SFPU_F(lm, imm10);
    unsigned idx = lreg_ind >> 2;
    unsigned vd = ((imm10 & 1u) << 2) | (lreg_ind & 3u);
    unsigned mod0 = SFPU_F(lm, mod0);
    /* LoadMacroConfig is per lane but written from lanes 0..7 and meant to be uniform (a scheduled store
     * in one lane requires it in all); the model schedules from lane 0 and reports non-uniform config. */
    const sfpu_state_t *st = &s->st;
    uint32_t seq = st->lm_sequence[0][idx], misc = st->lm_misc[0], differ = 0;
    for (unsigned lane = 1; lane < SFPU_LANES; ++lane) { /* no early exit: uniform is the rule */
        differ |= (st->lm_sequence[lane][idx] ^ seq) | (st->lm_misc[lane] ^ misc);
    }
    if (differ != 0) {
        unsigned lane = 1;
        while (st->lm_sequence[lane][idx] == seq && st->lm_misc[lane] == misc) {
            ++lane;
        }
        return exec_fail(s, SFPU_ERR_UNIMPLEMENTED,
                         "cycle %llu: SFPLOADMACRO with LoadMacroConfig that differs between lanes (lane %u): "
                         "per-lane schedules are not modelled",
                         (unsigned long long)p->cycle, lane);
    }
    for (unsigned u = 0; u < SFPU_LM_UNITS; ++u) {
        unsigned sb = (seq >> (8u * u)) & 0xFFu;
        unsigned delay = SB_DELAY(sb), sel = SB_SELECT(sb);
        if (sel == 0) {
            /* a byte that selects nothing schedules nothing and cancels nothing (decisions M1a): tt-llk's
             * uint32 -> uint16 typecast (both archs) issues, one cycle after a macro whose store is pending with
             * delay 1, a macro whose Store byte is 0x00 - read literally, that would forget 7 of its 8 stores */
            continue;
        }
        /* "Forget any pre-existing scheduled instruction which would execute at the same point in time as the
         * instruction we're about to schedule" (SFPLOADMACRO.md): the new one executes D + 1 cycles from
         * now; a pending one executes one cycle after its count reaches 0, and this cycle's countdown (which
         * always happens: the macro itself is an issued instruction) has not run yet - so the pending one
         * collides when its remaining count is D + 1 (decisions M1). Delay 7 never cancels. */
        if (delay != 7u) {
            for (unsigned k = 0; k < SFPU_LM_PENDING; ++k) {
                sfpu_lm_entry_t *e = &p->lm[u][k];
                if (e->valid && e->remaining == delay + 1u && e->created_cycle < p->cycle) {
                    e->valid = 0;
                    p->lm_n--;
                    p->stats.macro_cancelled++;
                }
            }
        }
        if (sel == 1) {
            return exec_fail(s, SFPU_ERR_UNDEFINED,
                             "cycle %llu: SFPLOADMACRO Sequence[%u] byte %u selects 1, which is undefined",
                             (unsigned long long)p->cycle, idx, u);
        }
        sfpu_insn_t in;
        uint32_t word = sel == 2 ? 0x8F000000u : sel == 3 ? 0x72000000u : st->lm_template[0][sel - 4];
        char err[160];
        if (lm_decode(s, sel, word, &in, err, sizeof err) != SFPU_OK) {
            return exec_fail(s, SFPU_ERR_UNDEFINED, "cycle %llu: SFPLOADMACRO template %u (0x%08x): %s",
                             (unsigned long long)p->cycle, sel - 4, (unsigned)word, err);
        }
        if (!unit_can_execute(u, in.op, s->cfg.arch)) {
            if (u == 3) {
                return exec_fail(s, SFPU_ERR_UNDEFINED,
                                 "cycle %llu: SFPLOADMACRO schedules %s on the store unit, which is undefined",
                                 (unsigned long long)p->cycle, sfpu_isa_info(in.op)->name);
            }
            sfpu_decode(0x8F000000u, s->cfg.arch, &in, NULL, 0); /* wrong unit: becomes SFPNOP */
        }
        in.scheduled = 1;
        unsigned tvd = SFPU_F(&in, vd);
        /* SFPSHFT2's register form reads VB from encoding bits [15:12] (= Imm12[3:0]); the table has
         * no VB field for FMT_IMM12, so stage it here so that the macro's VC/VB substitution below
         * leaves it alone unless the sequence byte asks for VB. */
        bool shft2 = in.op == SFPU_OP_SFPSHFT2;
        if (shft2) {
            in.f[SFPU_FIELD_vb] = SFPU_F(&in, imm12) & 15u;
        }
        if (u != 3) {
            if (sb & SB_USE_VB) {
                in.f[SFPU_FIELD_vb] = vd;
                if (!has_field(in.op, SFPU_FIELD_vc, s->cfg.arch)) {
                    in.f[SFPU_FIELD_vc] = tvd;
                }
            } else {
                in.f[SFPU_FIELD_vc] = vd;
                if (!shft2 && !has_field(in.op, SFPU_FIELD_vb, s->cfg.arch)) {
                    in.f[SFPU_FIELD_vb] = tvd;
                }
            }
            in.f[SFPU_FIELD_vd] = (sb & SB_VD16) ? 16u : vd;
        } else {
            in.f[SFPU_FIELD_vd] = (sb & SB_VD16) ? 16u : ((sb & SB_USE_VB) ? tvd : vd);
            in.f[SFPU_FIELD_mod0] = MISC_USES_LOAD_MOD0(misc, idx) ? mod0 : MISC_STORE_MOD0(misc);
            in.f[SFPU_FIELD_imm10] = st->lm_addr & 0x3FFu; /* the macro's computed address, used verbatim */
        }
        sfpu_lm_entry_t *slot = NULL;
        for (unsigned k = 0; k < SFPU_LM_PENDING && slot == NULL; ++k) {
            if (!p->lm[u][k].valid) {
                slot = &p->lm[u][k];
            }
        }
        if (slot == NULL) {
            return exec_fail(s, SFPU_ERR_INTERNAL, "cycle %llu: more than %u pending scheduled instructions on one unit",
                             (unsigned long long)p->cycle, SFPU_LM_PENDING);
        }
        slot->valid = 1;
        p->lm_n++;
        slot->kind_insns = (uint8_t)MISC_KIND_INSNS(misc, u);
        slot->remaining = (uint8_t)delay;
        slot->created_cycle = p->cycle;
        slot->order = p->stats.issued; /* the macro's own issue count (counted before it executed) */
        /* the word as it executes (the macro's VD/VC/VB and address substituted), for diagnostics, traces and the
         * port record; a VD of 16 does not fit the field (unit_vd16 says so) */
        in.word = sfpu_encode(&in);
        slot->insn = in;
    }
    return SFPU_OK;
}

/* The entry due on sub-unit u (0 Simple .. 3 Store) in this cycle, or NULL. */
static sfpu_lm_entry_t *lm_due(struct sfpu *s, unsigned u)
{
    sfpu_pipe_t *p = &s->pipe;
    if (p->lm_n == 0) {
        return NULL;
    }
    for (unsigned k = 0; k < SFPU_LM_PENDING; ++k) {
        sfpu_lm_entry_t *e = &p->lm[u][k];
        if (e->valid && e->remaining == 0 && e->created_cycle < p->cycle) {
            return e;
        }
    }
    return NULL;
}

void lm_take_due(struct sfpu *s, lm_due_set_t *d)
{
    sfpu_pipe_t *p = &s->pipe;
    d->any = false;
    for (unsigned u = 0; u < SFPU_LM_UNITS; ++u) {
        d->has[u] = false;
    }
    for (unsigned u = 0; u < SFPU_LM_UNITS && p->lm_n != 0; ++u) {
        sfpu_lm_entry_t *e = lm_due(s, u);
        d->has[u] = e != NULL;
        if (e) {
            d->insn[u] = e->insn;
            d->macro_cycle[u] = e->created_cycle;
            d->order[u] = e->order;
            e->valid = 0;
            p->lm_n--;
            d->any = true;
        }
    }
}

void lm_countdown(struct sfpu *s, bool issued)
{
    sfpu_pipe_t *p = &s->pipe;
    if (p->lm_n == 0) {
        return;
    }
    bool any_insns = false;
    for (unsigned u = 0; u < SFPU_LM_UNITS; ++u) {
        for (unsigned k = 0; k < SFPU_LM_PENDING; ++k) {
            any_insns |= p->lm[u][k].valid && p->lm[u][k].kind_insns;
        }
    }
    if (any_insns && !issued) {
        return;
    }
    for (unsigned u = 0; u < SFPU_LM_UNITS; ++u) {
        for (unsigned k = 0; k < SFPU_LM_PENDING; ++k) {
            sfpu_lm_entry_t *e = &p->lm[u][k];
            /* entries created this cycle start counting next cycle */
            if (e->valid && e->remaining > 0 && e->created_cycle < p->cycle) {
                e->remaining--;
            }
        }
    }
}
