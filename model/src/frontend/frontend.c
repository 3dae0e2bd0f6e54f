/* frontend.c - MOP Expander -> Replay Expander of the issuing thread, as a generator stepped once per
 * delivered word. Spec: WormholeB0 MOPExpander.md (templates 0 and 1, the OuterCount==1 bug, the
 * one-cycle transition penalty), REPLAY.md (32-slot buffer, load/exec/playback, Count==0 means 32,
 * Count > 32 unsupported); decisions F1-F6 for the points the pages leave open. */
#include "frontend.h"

#include <string.h>

#include "../exec/exec.h"

#define RP_PASS 0u
#define RP_LOAD 1u
#define RP_PLAY 2u

#define MOP_T0_HAS_B 1u
#define MOP_T0_HAS_A123 2u

static bool is_nop(uint32_t word) { return (word >> 24) == FE_OPC_NOP; } /* plain NOP only, not SFPNOP */

/* ---- MOP template 0: per iteration [A0 A1 A2 A3 B] (mask bit clear) or [SkipA0 SkipB] (set) ---- */
static unsigned t0_len(const sfpu_frontend_t *fe)
{
    uint32_t flags = fe->mop_cfg[1];
    if (fe->mop_mask & 1u) {
        return 1u + ((flags & MOP_T0_HAS_B) ? 1u : 0u);
    }
    return 1u + ((flags & MOP_T0_HAS_A123) ? 3u : 0u) + ((flags & MOP_T0_HAS_B) ? 1u : 0u);
}

static uint32_t t0_word(const sfpu_frontend_t *fe)
{
    const uint32_t *c = fe->mop_cfg;
    if (fe->mop_mask & 1u) {
        return fe->mop_phase == 0 ? c[7] : c[8]; /* SkipA0, SkipB */
    }
    if (fe->mop_phase == 0) {
        return c[3]; /* A0 */
    }
    if ((c[1] & MOP_T0_HAS_A123) && fe->mop_phase <= 3u) {
        return c[3u + fe->mop_phase]; /* A1..A3 */
    }
    return c[2]; /* B */
}

static void t0_advance(sfpu_frontend_t *fe)
{
    if (++fe->mop_phase < t0_len(fe)) {
        return;
    }
    fe->mop_phase = 0;
    fe->mop_mask >>= 1;
    if (++fe->mop_iter >= fe->mop_iters) {
        fe->mop_active = 0;
        fe->mop_penalty = 1;
    }
}

/* ---- MOP template 1: OuterCount x { StartOp, InnerCount x LoopOp/LoopOp1, EndOp0, EndOp1 } ---- */
enum { T1_START, T1_INNER, T1_END0, T1_END1 };

/* Move to the next position that yields a word; false when the expansion is over. */
static bool t1_settle(sfpu_frontend_t *fe)
{
    const uint32_t *c = fe->mop_cfg;
    for (;;) {
        if (fe->mop_iter >= fe->mop_iters) {
            return false;
        }
        switch (fe->mop_phase) {
        case T1_START:
            if (!is_nop(c[2])) {
                return true;
            }
            fe->mop_phase = T1_INNER;
            fe->mop_inner = 0;
            break;
        case T1_INNER:
            if (fe->mop_inner < fe->mop_inners) {
                return true;
            }
            fe->mop_phase = T1_END0;
            break;
        case T1_END0:
            if (!is_nop(c[3])) {
                return true;
            }
            fe->mop_phase = T1_START;
            fe->mop_iter++;
            break;
        default: /* T1_END1 */
            if (!is_nop(c[4])) {
                return true;
            }
            fe->mop_phase = T1_START;
            fe->mop_iter++;
            break;
        }
    }
}

static uint32_t t1_word(const sfpu_frontend_t *fe)
{
    const uint32_t *c = fe->mop_cfg;
    switch (fe->mop_phase) {
    case T1_START: return c[2];
    case T1_INNER:
        if (fe->mop_inner + 1u != fe->mop_inners) {
            return fe->mop_loop_op;
        }
        return fe->mop_iter + 1u != fe->mop_iters ? c[8] : c[7]; /* Loop1Last / Loop0Last */
    case T1_END0: return c[3];
    default: return c[4];
    }
}

static void t1_advance(sfpu_frontend_t *fe)
{
    switch (fe->mop_phase) {
    case T1_START:
        fe->mop_phase = T1_INNER;
        fe->mop_inner = 0;
        break;
    case T1_INNER:
        fe->mop_loop_op ^= fe->mop_flip;
        fe->mop_inner++;
        break;
    case T1_END0: fe->mop_phase = T1_END1; break;
    default:
        fe->mop_phase = T1_START;
        fe->mop_iter++;
        break;
    }
    if (!t1_settle(fe)) {
        fe->mop_active = 0;
        fe->mop_penalty = 1;
    }
}

static void mop_start(sfpu_frontend_t *fe, unsigned tmpl, unsigned count1, unsigned mask_lo)
{
    const uint32_t *c = fe->mop_cfg;
    fe->mop_tmpl = (uint8_t)tmpl;
    fe->mop_phase = 0;
    fe->mop_iter = 0;
    fe->mop_active = 1;
    if (tmpl == 0) {
        fe->mop_mask = (fe->mop_mask_hi << 16) | mask_lo;
        fe->mop_iters = count1 + 1u;
        return;
    }
    uint32_t outer = c[0] & 127u, inner = c[1] & 127u;
    fe->mop_loop_op = c[5];
    fe->mop_flip = 0;
    if (!is_nop(c[6])) { /* alternate LoopOp / LoopOp1, twice as many inner iterations */
        fe->mop_flip = c[5] ^ c[6];
        inner *= 2u;
    }
    if (outer == 1u && is_nop(c[2]) && inner == 0u && !is_nop(c[3])) {
        outer += 128u; /* MOPExpander.md: documented hardware bug, runs 129 times */
    }
    fe->mop_iters = outer;
    fe->mop_inners = inner;
    fe->mop_inner = 0;
    if (!t1_settle(fe)) {
        fe->mop_active = 0; /* an empty expansion: nothing is emitted */
        fe->mop_penalty = 1;
    }
}

static uint32_t mop_word(const sfpu_frontend_t *fe) { return fe->mop_tmpl == 0 ? t0_word(fe) : t1_word(fe); }

static void mop_advance(sfpu_frontend_t *fe)
{
    if (fe->mop_tmpl == 0) {
        t0_advance(fe);
    } else {
        t1_advance(fe);
    }
}

static void rp_next(sfpu_frontend_t *fe)
{
    fe->rp_index = (uint8_t)((fe->rp_index + 1u) % SFPU_REPLAY_SLOTS);
    if (--fe->rp_left == 0) {
        fe->rp_mode = RP_PASS;
    }
}

/* Decode an expander instruction (reserved bits are an error, decisions D2). */
static sfpu_status_t decode_fe(struct sfpu *s, uint32_t word, sfpu_insn_t *in)
{
    char err[160];
    if (sfpu_decode(word, s->cfg.arch, in, err, sizeof err) != SFPU_OK) {
        return exec_fail(s, SFPU_ERR_UNDEFINED, "0x%08x: %s", (unsigned)word, err);
    }
    return SFPU_OK;
}

sfpu_status_t fe_step(struct sfpu *s, bool in_valid, uint32_t in_word, bool accept, bool commit, fe_step_t *r)
{
    sfpu_frontend_t fe = s->st.fe; /* worked on as a copy: a dry run or a refused word changes nothing */
    sfpu_insn_t in;
    memset(r, 0, sizeof *r);

    /* 1. The Replay Expander plays back from its buffer and ingests nothing meanwhile. */
    if (fe.rp_mode == RP_PLAY) {
        r->emitted = true;
        r->word = fe.replay[fe.rp_index];
        rp_next(&fe);
        goto done;
    }

    /* 2. The MOP Expander's output this step. */
    uint32_t w = 0;
    bool have = false, from_input = false;
    if (fe.mop_active) {
        w = mop_word(&fe);
        have = true;
    } else if (fe.mop_penalty && !(in_valid && (in_word >> 24) == FE_OPC_MOP)) {
        fe.mop_penalty = 0; /* "neither ingests nor emits anything" for one cycle */
        r->bubble = true;
        goto done;
    } else if (in_valid) {
        fe.mop_penalty = 0;
        unsigned opc = in_word >> 24;
        if (opc == FE_OPC_MOP_CFG) {
            if (decode_fe(s, in_word, &in) != SFPU_OK) {
                return s->status;
            }
            fe.mop_mask_hi = SFPU_F(&in, mask_hi) & 0xFFFFu; /* MaskHi is [15:0]; [23:16] ignored (D1b) */
            r->ingested = true;
            r->bubble = true;
            goto done;
        }
        if (opc == FE_OPC_MOP) {
            if (decode_fe(s, in_word, &in) != SFPU_OK) {
                return s->status;
            }
            mop_start(&fe, SFPU_F(&in, mop_tmpl), SFPU_F(&in, mop_count), SFPU_F(&in, mask_lo));
            r->ingested = true;
            if (!fe.mop_active) {
                r->bubble = true;
                goto done;
            }
            w = mop_word(&fe); /* the first expanded word leaves in the same step */
            have = true;
        } else {
            w = in_word;
            have = true;
            from_input = true;
        }
    }
    if (!have) {
        goto done;
    }

    /* 3. The Replay Expander takes w. */
    if (fe.rp_mode == RP_LOAD) {
        fe.replay[fe.rp_index] = w;
        bool exec = fe.rp_exec != 0;
        rp_next(&fe);
        if (exec) {
            r->emitted = true;
            r->word = w;
        } else {
            r->bubble = true;
        }
    } else if ((w >> 24) == FE_OPC_REPLAY) {
        if (decode_fe(s, w, &in) != SFPU_OK) {
            return s->status;
        }
        /* REPLAY.md: Index [18:14], Count [9:4], Exec bit 1; the wider encoded fields' other bits are ignored (D1b) */
        unsigned count = (SFPU_F(&in, rp_count) & 0x3Fu) ? (SFPU_F(&in, rp_count) & 0x3Fu) : 32u;
        if (count > 32u) {
            return exec_fail(s, SFPU_ERR_UNDEFINED,
                             "0x%08x: REPLAY with Count %u: more than 32 is unsupported (REPLAY.md: hardware deviates "
                             "from the model)",
                             (unsigned)w, count);
        }
        fe.rp_index = (uint8_t)(SFPU_F(&in, rp_index) & 0x1Fu);
        fe.rp_left = (uint8_t)count;
        if (SFPU_F(&in, rp_load)) {
            fe.rp_mode = RP_LOAD;
            fe.rp_exec = (uint8_t)(SFPU_F(&in, rp_exec) & 1u);
            r->bubble = true;
        } else {
            fe.rp_mode = RP_PLAY; /* the first stored word leaves in the same step */
            r->emitted = true;
            r->word = fe.replay[fe.rp_index];
            rp_next(&fe);
        }
    } else {
        r->emitted = true;
        r->word = w;
    }
    if (from_input) {
        r->ingested = true;
    } else {
        mop_advance(&fe);
    }

done:
    if (r->emitted && !accept) {
        r->ingested = false; /* the backend refused: everything waits, the input word included */
        return SFPU_OK;
    }
    if (commit) {
        s->st.fe = fe;
    }
    return SFPU_OK;
}
