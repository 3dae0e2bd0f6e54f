/* gen.c - constrained-random SFPU programs for lockstep co-simulation (sfpu_gen.h).
 * Every candidate word is tried on scratch models (functional and timed) before it is kept, so the
 * program never holds an encoding the decoder rejects or anything the model reports as undefined;
 * under the rule-abiding policy a candidate that raises a timing diagnostic is retried behind
 * SFPNOPs. The instruction list, field layouts and accepted Mod values all come from sfpu_isa.def
 * and the model itself. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_cov.h"
#include "gen_sets.h"
#include "gen_spec.h"
#include "sfpu/sfpu_gen.h"
#include "../view.h"

_Static_assert(SFPU_OP_COUNT <= 64, "sfpu_gen_opts_t.allow is a 64-bit mask over sfpu_op_t");

#define NOP_WORD 0x8F000000u
#define MAX_NOP_PAD 4     /* SFPNOPs tried in front of a candidate that raised a diagnostic */
#define DRAIN_RESERVE 12  /* words kept free at the end for draining scheduled SFPLOADMACRO work */
#define MAX_ATTEMPTS 8
#define ARECIP_SWEEPS 4 /* LRegs whose initial lanes walk SFPARECIP's tables (init_state) */
#define SEQ_NOTHING 0u
#define SEQ_NOP 2u
#define SEQ_STORE 3u
#define SEQ_TEMPLATE0 4u

/* ---- random numbers (splitmix64) ---- */
static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint64_t sfpu_gen_seed(uint64_t base, const char *name)
{
    uint64_t h = 0xCBF29CE484222325ull; /* FNV-1a 64 */
    for (const unsigned char *p = (const unsigned char *)(name ? name : ""); *p; ++p) {
        h = (h ^ *p) * 0x100000001B3ull;
    }
    uint64_t x = base ^ h;
    return splitmix(&x);
}

bool sfpu_gen_shard_keeps(uint64_t k, uint64_t i, uint64_t n) { return n != 0 && k % n == i; }

typedef struct rng {
    uint64_t s;
} rng_t;

static uint32_t rnd(rng_t *r, uint32_t n) { return n ? (uint32_t)((splitmix(&r->s) >> 32) % n) : 0; }
static bool chance(rng_t *r, unsigned percent) { return rnd(r, 100) < percent; }

/* ---- the table ---- */
void sfpu_gen_default_opts(sfpu_gen_opts_t *o, sfpu_arch_t arch)
{
    if (o == NULL) {
        return;
    }
    memset(o, 0, sizeof *o);
    o->arch = arch;
    o->len = 200;
    o->allow = sfpu_gen_default_allow(arch);
    o->hazards = SFPU_GEN_HAZARDS_ABIDE;
    o->max_depth = SFPU_FLAG_STACK_DEPTH;
    o->macros = 1;
    o->dst_init = 1;
    o->cfg = 1;
    o->prng = 1;
}

/* ---- generator state ---- */
typedef struct gen {
    const sfpu_gen_opts_t *o;
    sfpu_arch_t arch;
    rng_t r;
    sfpu_t *fa, *fb; /* functional: committed, trial */
    sfpu_t *ta, *tb; /* timed: committed, trial */
    void *ckpt;
    size_t ckpt_size;
    uint32_t *w;
    size_t n, cap;
    unsigned ops[SFPU_OP_COUNT];
    unsigned nops;
    uint16_t mods[SFPU_OP_COUNT]; /* bit v: Mod value v executes without error (probed) */
    unsigned recent[3];           /* the last destinations written, most recent first */
    uint32_t nop_pad;
    bool closing; /* the closing words: no reserve to keep */
    uint32_t n_undef;                      /* undefined words placed (sfpu_gen_opts_t.undef) */
    uint32_t undef_at[SFPU_GEN_UNDEF_MAX]; /* and where */
    uint16_t undef_row[SFPU_GEN_UNDEF_MAX]; /* the Dst row invalid while it is presented, or SFPU_GEN_NO_ROW */
    uint32_t n_row_off;                       /* defined loads / stores beside an invalid row (GU_DST_ROW_OFF) */
    uint32_t row_off_at[SFPU_GEN_UNDEF_MAX];  /* and where */
    uint16_t row_off_row[SFPU_GEN_UNDEF_MAX]; /* the row invalid while it is presented */
    gspec_ud_t ud[SFPU_GEN_UNDEF_BINS];    /* the edges of the decode rule (gspec_undef_list) */
    size_t nud;
    sfpu_gen_cov_t cov;
    /* coverage bookkeeping: index of the last writer of each LReg, and its op */
    long last_writer[SFPU_LREGS];
    unsigned last_writer_op[SFPU_LREGS];
    uint32_t prev_writes; /* LRegs the last committed word wrote */
} gen_t;

static const sfpu_gen_opts_t *g_opts(const gen_t *g) { return g->o; }

static bool allowed(const gen_t *g, unsigned op) { return (g_opts(g)->allow >> op) & 1u; }

static unsigned depth_of(const sfpu_t *s, bool *uniform)
{
    unsigned lo = 255, hi = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        unsigned d = view_stack_depth(s, lane);
        lo = d < lo ? d : lo;
        hi = d > hi ? d : hi;
    }
    *uniform = lo == hi;
    return hi;
}

static void resync(gen_t *g)
{
    sfpu_save(g->fa, g->ckpt, g->ckpt_size);
    sfpu_restore(g->fb, g->ckpt, g->ckpt_size);
    sfpu_clear_error(g->fb);
    sfpu_save(g->ta, g->ckpt, g->ckpt_size);
    sfpu_restore(g->tb, g->ckpt, g->ckpt_size);
    sfpu_clear_error(g->tb);
}

/* Present one word to a timed model until it is accepted; *stalls (may be NULL) gets bit c for each
 * sfpu_stall_cause_t c it waited for. */
static sfpu_status_t timed_issue_stalls(sfpu_t *t, uint32_t w, unsigned *stalls)
{
    sfpu_in_t in = {1, w};
    sfpu_out_t out;
    for (unsigned k = 0; k < 16; ++k) {
        sfpu_status_t st = sfpu_tick(t, &in, &out);
        if (st != SFPU_OK) {
            return st;
        }
        if (out.insn_ready) {
            return SFPU_OK;
        }
        if (stalls) {
            *stalls |= 1u << (out.stall_cause & 31u);
        }
    }
    return SFPU_ERR_INTERNAL;
}

static sfpu_status_t timed_issue(sfpu_t *t, uint32_t w) { return timed_issue_stalls(t, w, NULL); }

/* One word on a functional model. An SFPLOADMACRO whose sequence schedules instructions is refused there
 * (decisions M4): its SFPLOAD half runs instead, as an SFPLOAD of the same fields, so the functional copy keeps
 * following the program (its scheduled work is the timed models' business). *refused (may be NULL) is set. */
static sfpu_status_t func_exec(sfpu_t *f, uint32_t w, bool *refused)
{
    sfpu_status_t st = sfpu_exec(f, w);
    if (st == SFPU_ERR_UNIMPLEMENTED && (w >> 24) == 0x93u) {
        sfpu_insn_t in, ld;
        if (sfpu_decode(w, sfpu_get_arch(f), &in, NULL, 0) != SFPU_OK) {
            return st;
        }
        memset(&ld, 0, sizeof ld);
        ld.op = SFPU_OP_SFPLOAD;
        ld.arch = in.arch;
        unsigned imm10 = SFPU_F(&in, imm10);
        ld.f[SFPU_FIELD_vd] = ((imm10 & 1u) << 2) | (SFPU_F(&in, lreg_ind) & 3u);
        ld.f[SFPU_FIELD_imm10] = imm10;
        ld.f[SFPU_FIELD_mod0] = SFPU_F(&in, mod0);
        ld.f[SFPU_FIELD_addr_mod] = SFPU_F(&in, addr_mod);
        sfpu_clear_error(f);
        st = sfpu_exec(f, sfpu_encode(&ld));
        if (refused) {
            *refused = true;
        }
    }
    return st;
}

typedef enum { TRIAL_OK, TRIAL_HAZARD, TRIAL_REJECT } trial_t;

/* Run `w` on the trial models: acceptable, a timing diagnostic only (abide), or refused. */
static trial_t trial(gen_t *g, uint32_t w)
{
    unsigned d0 = sfpu_diag_count(g->tb);
    if (func_exec(g->fb, w, NULL) != SFPU_OK || timed_issue(g->tb, w) != SFPU_OK) {
        return TRIAL_REJECT;
    }
    bool uf, ut;
    unsigned df = depth_of(g->fb, &uf), dt = depth_of(g->tb, &ut);
    if (!(uf && ut && df == dt && df <= g_opts(g)->max_depth)) {
        return TRIAL_REJECT;
    }
    if (g_opts(g)->hazards == SFPU_GEN_HAZARDS_ABIDE && sfpu_diag_count(g->tb) != d0) {
        return TRIAL_HAZARD;
    }
    return TRIAL_OK;
}

/* A template scheduled on unit u < 3 (byte b) whose format lacks the field the Sequence byte's substitution would
 * otherwise fill: USE_VB with no VC field (VC = the template's VD), or no USE_VB with no VB field (VB = its VD). */
static void macro_sub_sample(gen_t *g, unsigned u, unsigned b)
{
    uint32_t tw = 0;
    sfpu_insn_t t;
    unsigned sel = b & 7u;
    if (u >= 3 || sel < SEQ_TEMPLATE0 ||
        sfpu_get_reg(g->ta, SFPU_REG_LM_TEMPLATE, sel - SEQ_TEMPLATE0, &tw) != SFPU_OK ||
        sfpu_decode(tw, g->arch, &t, NULL, 0) != SFPU_OK) {
        return;
    }
    bool use_vb = (b >> 7) & 1u;
    if (!gcov_op_has_field(t.op, use_vb ? SFPU_FIELD_vc : SFPU_FIELD_vb, g->arch)) {
        g->cov.macro_sub[u][use_vb ? 0 : 1]++;
    }
}

static void cov_word(gen_t *g, uint32_t w)
{
    sfpu_insn_t in;
    if (sfpu_decode(w, g->arch, &in, NULL, 0) != SFPU_OK) {
        return;
    }
    int mf = gcov_mod_field(in.op, g->arch);
    g->cov.op_mod[in.op][mf < 0 ? 0 : in.f[mf] & 15u]++;
    uint32_t reads = view_true_reads(&in), writes = view_true_writes(&in);
    long idx = (long)g->n;
    for (unsigned r = 0; r < SFPU_LREGS; ++r) {
        if ((reads >> r & 1u) && g->last_writer[r] >= 0 && idx - g->last_writer[r] - 1 <= 2) {
            g->cov.hazard[g->last_writer_op[r]][in.op][idx - g->last_writer[r] - 1]++;
        }
    }
    for (unsigned r = 0; r < SFPU_LREGS; ++r) {
        if (writes >> r & 1u) {
            g->last_writer[r] = idx;
            g->last_writer_op[r] = in.op;
        }
    }
    if (in.op == SFPU_OP_SFPLOADMACRO) {
        /* the shape the committed timed model is about to schedule */
        unsigned idx4 = SFPU_F(&in, lreg_ind) >> 2;
        uint32_t seq = view_lm_sequence(g->ta, idx4), misc = view_lm_misc(g->ta);
        g->cov.macros++;
        for (unsigned u = 0; u < 4; ++u) {
            unsigned b = (seq >> (8u * u)) & 0xFFu, sel = b & 7u;
            unsigned k = sel == 0 ? 0 : sel == SEQ_NOP ? 1 : sel == SEQ_STORE ? 2 : 3;
            g->cov.macro_sel[u][k]++;
            if (sel) {
                g->cov.macro_delay[u][(b >> 3) & 7u]++;
                g->cov.macro_flags[u][(b >> 6) & 3u]++;
                g->cov.macro_by_insns[u] += (misc >> (8u + u)) & 1u;
                macro_sub_sample(g, u, b);
            }
        }
    }
}

/* Keep `w` (already accepted by the trial models), sampling the functional coverage around it. */
static void commit(gen_t *g, uint32_t w)
{
    sfpu_insn_t in;
    bool decoded = sfpu_decode(w, g->arch, &in, NULL, 0) == SFPU_OK;
    gcov_pre_t pre;
    unsigned stalls = 0, diag0 = sfpu_diag_count(g->ta);
    if (decoded) {
        gcov_sample_pre(&g->cov, g->fa, g->ta, &in, &pre);
    }
    func_exec(g->fa, w, NULL);
    timed_issue_stalls(g->ta, w, &stalls);
    if (decoded) {
        gcov_sample_post(&g->cov, g->fa, g->ta, &in, &pre, stalls, g->prev_writes, diag0);
        g->prev_writes = view_true_writes(&in);
    }
    cov_word(g, w);
    g->w[g->n++] = w;
    if (decoded) {
        uint32_t writes = view_true_writes(&in) & 0xFFu;
        if (writes && writes != 0xFFu) {
            g->recent[2] = g->recent[1];
            g->recent[1] = g->recent[0];
            g->recent[0] = (unsigned)__builtin_ctz(writes);
        }
    }
}

/* Words still needed after the current point: pops to close the stack, room to drain macros. */
static size_t reserve(const gen_t *g)
{
    bool u;
    return depth_of(g->fa, &u) + (view_lm_pending(g->ta) ? DRAIN_RESERVE : 0);
}

/* Whether `w` is an instruction in a mode the set leaves out (sfpu_gen_opts_t.mod_deny). */
static bool denied(const gen_t *g, uint32_t w)
{
    sfpu_insn_t in;
    if (g_opts(g)->mod_deny == NULL || sfpu_decode(w, g->arch, &in, NULL, 0) != SFPU_OK) {
        return false;
    }
    int mf = gcov_mod_field(in.op, g->arch);
    return mf >= 0 && ((g_opts(g)->mod_deny[in.op] >> (in.f[mf] & 15u)) & 1u);
}

/* Try `w`; under the rule-abiding policy retry it behind up to MAX_NOP_PAD SFPNOPs. */
static bool emit(gen_t *g, uint32_t w)
{
    if (denied(g, w)) {
        return false;
    }
    unsigned max_pad = g_opts(g)->hazards == SFPU_GEN_HAZARDS_ABIDE ? MAX_NOP_PAD : 0;
    for (unsigned pad = 0; pad <= max_pad; ++pad) {
        if (g->n + pad + 1 > g->cap) {
            return false;
        }
        trial_t t = TRIAL_OK;
        for (unsigned k = 0; k < pad && t == TRIAL_OK; ++k) {
            t = trial(g, NOP_WORD);
        }
        if (t == TRIAL_OK) {
            t = trial(g, w);
        }
        bool ok = t == TRIAL_OK;
        if (ok && !g->closing) {
            bool u;
            size_t need = depth_of(g->fb, &u) + (view_lm_pending(g->tb) ? DRAIN_RESERVE : 0);
            ok = g->n + pad + 1 + need <= g->cap;
        }
        if (ok) {
            for (unsigned k = 0; k < pad; ++k) {
                commit(g, NOP_WORD);
            }
            g->nop_pad += pad;
            commit(g, w);
            return true;
        }
        resync(g);
        if (t != TRIAL_HAZARD) {
            return false;
        }
    }
    return false;
}

/* ---- field values ---- */
static const uint16_t k_imm16[] = {0x0000, 0x8000, 0x3F80, 0xBF80, 0x7F80, 0xFF80, 0x7FC0, 0xFFC0, 0x0001,
                                   0x8001, 0x007F, 0x0080, 0x7F7F, 0xFF7F, 0x3C00, 0xBC00, 0x7C00, 0xFC00,
                                   0x7E00, 0x03FF, 0x0400, 0x7BFF, 0xFFFF, 0x7FFF, 0x4000, 0x3F00};
static const uint16_t k_imm12[] = {0x000, 0x001, 0x002, 0x01F, 0x020, 0x7FF, 0x800, 0xFFF, 0xFFE, 0xFE1};
static const uint8_t k_imm8[] = {0x00, 0x01, 0x7F, 0x80, 0xFF, 0x7E, 0x96, 0x17};
static const uint32_t k_lreg_vals[] = {0x00000000u, 0x80000000u, 0x3F800000u, 0xBF800000u, 0x7F800000u,
                                       0xFF800000u, 0x7FC00000u, 0xFFC00000u, 0x00000001u, 0x807FFFFFu,
                                       0x007FFFFFu, 0x00800000u, 0x7F7FFFFFu, 0xFF7FFFFFu, 0xFFFFFFFFu,
                                       0x7FFFFFFFu, 0x40000000u, 0x3F000000u, 0x4B000000u, 0x00000080u};
static const uint16_t k_dst_vals[] = {0x0000, 0x8000, 0x3F80, 0xBF80, 0x7F80, 0xFF80, 0x7FC0, 0x0001,
                                      0x8001, 0x007F, 0x7F7F, 0xFFFF, 0x7FFF, 0x3C00, 0x7C00, 0x00FF};

#define PICK(r, a) (a)[rnd((r), (uint32_t)(sizeof(a) / sizeof((a)[0])))]

static unsigned src_reg(gen_t *g)
{
    unsigned p = rnd(&g->r, 100);
    unsigned hot = g_opts(g)->hazards == SFPU_GEN_HAZARDS_VIOLATE ? 50 : 35;
    if (p < hot) {
        return g->recent[rnd(&g->r, p < hot / 2 ? 1 : 3)];
    }
    if (p < hot + 20) {
        return 8 + rnd(&g->r, 8); /* constant registers 8..15 */
    }
    return rnd(&g->r, 8);
}

static unsigned dst_reg(gen_t *g, unsigned op)
{
    unsigned p = rnd(&g->r, 100);
    if (p < 86) {
        return rnd(&g->r, 8);
    }
    if (p < 93 && (sfpu_isa_info(op)->flags & SFPU_IF_BACKDOOR)) {
        return 12 + rnd(&g->r, 4); /* backdoor template load (VD 12..15) */
    }
    return 8 + rnd(&g->r, 8);
}

static unsigned pick_mod(gen_t *g, unsigned op)
{
    uint16_t m = g->mods[op];
    if (m == 0) {
        return 0;
    }
    unsigned k = rnd(&g->r, (uint32_t)__builtin_popcount(m));
    for (unsigned v = 0; v < SFPU_GEN_MOD_VALUES; ++v) {
        if ((m >> v & 1u) && k-- == 0) {
            return v;
        }
    }
    return 0;
}

/* A sequence byte: select, delay, VD16, USE_VB (SFPLOADMACRO.md). */
static unsigned seq_byte(gen_t *g, unsigned unit, bool abide)
{
    unsigned sel;
    if (abide) {
        sel = unit == 3 ? SEQ_NOTHING : (chance(&g->r, 60) ? SEQ_NOP : SEQ_NOTHING);
    } else if (unit == 3) {
        sel = chance(&g->r, 60) ? SEQ_STORE : (chance(&g->r, 50) ? SEQ_TEMPLATE0 + rnd(&g->r, 4) : SEQ_NOTHING);
    } else {
        unsigned p = rnd(&g->r, 10);
        sel = p < 6 ? SEQ_TEMPLATE0 + rnd(&g->r, 4) : p < 8 ? SEQ_NOP : SEQ_NOTHING;
    }
    /* USE_VB on MAD in half the bytes: its VC-less templates (SFPMULI, SFPADDI, SFPLUT) then read their own VD */
    unsigned b = sel | (rnd(&g->r, 8) << 3) | (chance(&g->r, 25) ? 0x40u : 0u) |
                 (chance(&g->r, unit == 1 && !abide ? 50 : 25) ? 0x80u : 0u);
    if (unit == 3 && sel != SEQ_NOTHING && !abide && chance(&g->r, 30)) {
        b |= 0xC0u; /* the Store byte's VD16 and USE_VB together: which of the two picks the stored LReg */
    }
    return b;
}

/* A random instruction of `op` with every field of its format drawn. */
static uint32_t draw(gen_t *g, unsigned op)
{
    sfpu_insn_t in;
    memset(&in, 0, sizeof in);
    in.op = (uint16_t)op;
    in.arch = (uint8_t)g->arch;
    bool abide = g_opts(g)->hazards == SFPU_GEN_HAZARDS_ABIDE;
    for (unsigned f = 0; f < SFPU_FIELD_COUNT; ++f) {
        unsigned bits = gcov_field_bits(op, f, g->arch);
        if (bits == 0) {
            continue;
        }
        uint32_t mask = bits >= 32 ? 0xFFFFFFFFu : (1u << bits) - 1u;
        uint32_t v;
        switch (f) {
        case SFPU_FIELD_va:
        case SFPU_FIELD_vb:
        case SFPU_FIELD_vc: v = src_reg(g); break;
        case SFPU_FIELD_vd: v = dst_reg(g, op); break;
        case SFPU_FIELD_mod0:
        case SFPU_FIELD_mod1: v = pick_mod(g, op); break;
        case SFPU_FIELD_imm16: v = chance(&g->r, 60) ? PICK(&g->r, k_imm16) : rnd(&g->r, 0x10000); break;
        case SFPU_FIELD_imm12: v = chance(&g->r, 50) ? PICK(&g->r, k_imm12) : rnd(&g->r, 0x1000); break;
        case SFPU_FIELD_imm10: v = rnd(&g->r, 32); break; /* Dst window: logical rows 0..31 */
        case SFPU_FIELD_imm8: v = chance(&g->r, 50) ? PICK(&g->r, k_imm8) : rnd(&g->r, 0x100); break;
        default: v = rnd(&g->r, mask + 1u); break;
        }
        in.f[f] = v & mask;
    }
    switch (op) {
    case SFPU_OP_SFPPUSHC:
    case SFPU_OP_SFPPOPC:
        if (chance(&g->r, 90)) {
            in.f[SFPU_FIELD_vd] = 0;
        }
        if (chance(&g->r, 60) && (g->mods[op] & 1u)) {
            in.f[SFPU_FIELD_mod1] = 0; /* plain push / pop: the nesting the brief asks for */
        }
        break;
    case SFPU_OP_SFPCONFIG: {
        static const uint8_t k_vd[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 9, 10, 11, 12, 13, 14, 15};
        unsigned vd = PICK(&g->r, k_vd);
        in.f[SFPU_FIELD_vd] = vd;
        if (vd >= 4 && vd <= 7 && abide) {
            /* abide: sequences schedule SFPNOPs at most (the functional model runs no scheduled work) */
            in.f[SFPU_FIELD_mod1] |= 1u;
            in.f[SFPU_FIELD_imm16] = seq_byte(g, 0, true) | (seq_byte(g, 1, true) << 8);
        } else if (vd <= 3 && abide) {
            /* VD 0..3 always reads LReg[0] (IMM16_IS_VALUE is ignored), but pipe/hazard.c counts the read
             * only when Mod1 bit 0 is clear: keep it clear so a stale read of LReg[0] is diagnosed */
            in.f[SFPU_FIELD_mod1] &= ~1u;
        } else if (vd == 15 && chance(&g->r, 70)) {
            /* LaneConfig: mostly single bits below ROW_MASK, so that lanes stay alive */
            in.f[SFPU_FIELD_imm16] = chance(&g->r, 30) ? 0u : 1u << rnd(&g->r, 9);
        }
        break;
    }
    default: break;
    }
    uint32_t w = sfpu_encode(&in);
    if (op == SFPU_OP_SFPDIVP2 && (in.f[SFPU_FIELD_imm8] & 0x80u) && chance(&g->r, 40)) {
        w |= 0x00F00000u; /* a negative Imm8 written sign-extended, as tt-llk and binutils encode it (decisions D2a) */
    }
    return w;
}

static uint32_t encode_fields(sfpu_arch_t arch, unsigned op, unsigned vd, unsigned mod, uint32_t imm16)
{
    sfpu_insn_t in;
    gcov_insn(&in, arch, op, mod);
    in.f[SFPU_FIELD_vd] = vd;
    in.f[SFPU_FIELD_imm16] = imm16;
    return sfpu_encode(&in);
}

/* The words that write LoadMacroConfig Sequence[idx] = seq: SFPCONFIG's Imm16 when the upper half is 0, else through
 * LReg[0] (SFPLOADI UPPER, LOWER, then SFPCONFIG from LReg[0]). Returns their count (1 or 3). */
static size_t seq_words(sfpu_arch_t arch, unsigned idx, uint32_t seq, uint32_t w[3])
{
    if ((seq >> 16) == 0) {
        w[0] = encode_fields(arch, SFPU_OP_SFPCONFIG, 4 + idx, 1, seq);
        return 1;
    }
    w[0] = encode_fields(arch, SFPU_OP_SFPLOADI, 0, 8, seq >> 16);      /* UPPER */
    w[1] = encode_fields(arch, SFPU_OP_SFPLOADI, 0, 10, seq & 0xFFFFu); /* LOWER */
    w[2] = encode_fields(arch, SFPU_OP_SFPCONFIG, 4 + idx, 0, 0);
    return 3;
}

/* SFPENCC that turns predication off (UseLaneFlags 0, LaneFlags 1): what follows reaches every lane. */
static uint32_t pred_off_word(sfpu_arch_t arch)
{
    sfpu_insn_t in;
    gcov_insn(&in, arch, SFPU_OP_SFPENCC, 2u);
    return sfpu_encode(&in);
}

/* Each of w[0..n) through emit, in order; false at the first refused. */
static bool emit_words(gen_t *g, const uint32_t *w, size_t n)
{
    for (size_t i = 0; i < n; ++i) {
        if (!emit(g, w[i])) {
            return false;
        }
    }
    return true;
}

/* SFPLOADMACRO with a freshly configured sequence (templates through the backdoor, Misc, Sequence). */
static void macro_block_seq(gen_t *g, uint32_t forced, bool by_insns);
static void macro_block(gen_t *g) { macro_block_seq(g, 0, true); }

/* forced != 0 (rule-breaking programs only): that Sequence, its delays counted in cycles unless by_insns (then in
 * Misc's random choice, which may count issued instructions). */
static void macro_block_seq(gen_t *g, uint32_t forced, bool by_insns)
{
    bool abide = g_opts(g)->hazards == SFPU_GEN_HAZARDS_ABIDE;
    unsigned idx = rnd(&g->r, 4);
    uint32_t seq = forced;
    for (unsigned u = 0; u < 4 && !forced; ++u) {
        seq |= (uint32_t)seq_byte(g, u, abide) << (8u * u);
    }
    /* templates the sequence selects: an instruction of that sub-unit with VD = 12 + template */
    for (unsigned u = 0; u < 4 && !abide; ++u) {
        unsigned sel = (seq >> (8u * u)) & 7u;
        if (sel < SEQ_TEMPLATE0) {
            continue;
        }
        /* under USE_VB, mostly a template without a VC field (its VC becomes its own VD) */
        unsigned cand[SFPU_OP_COUNT], nc = 0, field = ((seq >> (8u * u)) & 0x80u) ? SFPU_FIELD_vc : SFPU_FIELD_vb;
        bool lacking = u < 3 && field == SFPU_FIELD_vc &&
                       gcov_macro_sub_reachable(g->arch, g_opts(g)->allow, u, field) && chance(&g->r, 75);
        for (unsigned i = 0; i < g->nops; ++i) {
            unsigned op = g->ops[i];
            bool fits = u < 3 ? gcov_macro_template_fits(u, op) : op == SFPU_OP_SFPSTORE;
            if (fits && lacking && gcov_op_has_field(op, field, g->arch)) {
                continue;
            }
            if (fits) {
                cand[nc++] = op;
            }
        }
        if (nc == 0) {
            seq &= ~(7u << (8u * u)); /* nothing to put there: schedule nothing */
            continue;
        }
        uint32_t w = draw(g, cand[rnd(&g->r, nc)]);
        sfpu_insn_t in;
        sfpu_decode(w, g->arch, &in, NULL, 0);
        in.f[SFPU_FIELD_vd] = 12u + (sel - SEQ_TEMPLATE0);
        emit(g, sfpu_encode(&in));
    }
    /* Misc: store Mod0, UsesLoadMod0, delay kinds */
    emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 8, 1, rnd(&g->r, 0x1000) & (by_insns ? 0xFFFu : 0x0FFu)));
    uint32_t sw[3];
    size_t ns = seq_words(g->arch, idx, allowed(g, SFPU_OP_SFPLOADI) ? seq : seq & 0xFFFFu, sw);
    emit_words(g, sw, ns);
    uint32_t w = draw(g, SFPU_OP_SFPLOADMACRO);
    sfpu_insn_t in;
    sfpu_decode(w, g->arch, &in, NULL, 0);
    in.f[SFPU_FIELD_lreg_ind] = (idx << 2) | (SFPU_F(&in, lreg_ind) & 3u);
    emit(g, sfpu_encode(&in));
}

/* ---- production schedule shapes ----
 * A block configures templates, Sequences and Misc the way tt-llk's SFPLOADMACRO kernels do and then issues their
 * per-row pattern for a few rows (tb/loadmacro_kernels): store-only sequences after loads, Simple + Store through
 * LReg16, Simple + Round + Store, two macros per row whose first selects nothing on Store (decisions M1a), a
 * Simple-unit SFPSWAP with MAD idle and an SFPNOP after (M3), a MAD into LReg16 stored two rows later (M2a), the
 * where-style SETCC / ENCC pair around a regular SFPLOAD, instruction-count delays with regular instructions
 * between the macros - and one shape no production kernel has: a macro whose Store byte replaces the store an
 * earlier macro left pending for the same cycle (SFPLOADMACRO.md's cancellation). Templates are drawn at random from the ops of their sub-unit (fields random, VD = the backdoor
 * slot). The block is tried whole on the trial models, drained, and kept only if nothing is refused (and, abiding,
 * nothing is diagnosed). */

/* A template for sub-unit u (0 Simple, 1 MAD, 2 Round) with the backdoor VD of slot t; `op` forces the opcode. */
static uint32_t shape_template(gen_t *g, unsigned u, unsigned t, int op)
{
    if (op < 0) {
        unsigned cand[SFPU_OP_COUNT], nc = 0;
        for (unsigned i = 0; i < g->nops; ++i) {
            unsigned o = g->ops[i];
            const sfpu_isa_info_t *info = sfpu_isa_info(o);
            bool fits = u == 0   ? info->unit == SFPU_UNIT_SIMPLE && o != SFPU_OP_SFPCONFIG && o != SFPU_OP_SFPSWAP &&
                                       o != SFPU_OP_SFPPUSHC && o != SFPU_OP_SFPPOPC && o != SFPU_OP_SFPSETCC &&
                                       o != SFPU_OP_SFPENCC && o != SFPU_OP_SFPCOMPC && o != SFPU_OP_SFPTRANSP
                        : u == 1 ? o == SFPU_OP_SFPMAD || o == SFPU_OP_SFPMUL || o == SFPU_OP_SFPADD || o == SFPU_OP_SFPMUL24
                                 : o == SFPU_OP_SFPSTOCHRND || o == SFPU_OP_SFPSHFT2;
            if (fits && (info->flags & SFPU_IF_BACKDOOR)) {
                cand[nc++] = o;
            }
        }
        if (nc == 0) {
            return 0;
        }
        op = (int)cand[rnd(&g->r, nc)];
    }
    if (!allowed(g, (unsigned)op)) {
        return 0;
    }
    uint32_t w = draw(g, (unsigned)op);
    sfpu_insn_t in;
    if (sfpu_decode(w, g->arch, &in, NULL, 0) != SFPU_OK) {
        return 0;
    }
    if (in.op == SFPU_OP_SFPSHFT2) {
        in.f[SFPU_FIELD_mod1] = chance(&g->r, 50) ? 5u : 6u; /* the 1-cycle shift modes the kernels use */
    }
    in.f[SFPU_FIELD_vd] = 12u + t;
    return sfpu_encode(&in);
}

static uint32_t seq_lm(gen_t *g, unsigned idx, unsigned vd, unsigned addr, unsigned mod0)
{
    sfpu_insn_t in;
    memset(&in, 0, sizeof in);
    in.op = SFPU_OP_SFPLOADMACRO;
    in.arch = (uint8_t)g->arch;
    in.f[SFPU_FIELD_lreg_ind] = (idx << 2) | (vd & 3u);
    in.f[SFPU_FIELD_imm10] = ((addr & 31u) & ~1u) | ((vd >> 2) & 1u);
    in.f[SFPU_FIELD_mod0] = mod0;
    in.f[SFPU_FIELD_addr_mod] = 0;
    return sfpu_encode(&in);
}

/* Try the block on the trial models (then drain what it scheduled with SFPNOPs); keep it if accepted. */
static bool emit_block(gen_t *g, uint32_t *w, size_t n, size_t cap)
{
    unsigned d0 = sfpu_diag_count(g->tb);
    bool ok = true;
    for (size_t i = 0; i < n && ok; ++i) {
        ok = func_exec(g->fb, w[i], NULL) == SFPU_OK && timed_issue(g->tb, w[i]) == SFPU_OK;
    }
    while (ok && view_lm_pending(g->tb) != 0 && n < cap) {
        w[n] = NOP_WORD;
        ok = func_exec(g->fb, w[n], NULL) == SFPU_OK && timed_issue(g->tb, w[n]) == SFPU_OK;
        ++n;
    }
    bool uf, ut;
    ok = ok && view_lm_pending(g->tb) == 0 && depth_of(g->fb, &uf) == depth_of(g->tb, &ut) && uf && ut &&
         depth_of(g->fb, &uf) <= g_opts(g)->max_depth;
    if (ok && g_opts(g)->hazards == SFPU_GEN_HAZARDS_ABIDE && sfpu_diag_count(g->tb) != d0) {
        ok = false;
    }

    ok = ok && g->n + n + reserve(g) <= g->cap;
    resync(g);
    if (!ok) {
        return false;
    }
    for (size_t i = 0; i < n; ++i) {
        commit(g, w[i]);
    }
    resync(g);
    return true;
}

static uint32_t rwc_word(sfpu_arch_t arch, unsigned op, unsigned mask, unsigned cr, unsigned d);

/* A word between the macros of the instruction-count shape: an SFPNOP, a thread word (TTINCRWC: the thread runs it
 * and the Vector Unit issues nothing, so it counts for no delay - SFPLOADMACRO.md), or a regular instruction (when
 * `regular`). */
static uint32_t shape_between(gen_t *g, bool regular)
{
    unsigned c = rnd(&g->r, regular ? 20u : 14u);
    if (c >= 14) {
        return draw(g, g->ops[rnd(&g->r, g->nops)]);
    }
    return c >= 7 && allowed(g, SFPU_OP_TTINCRWC) ? rwc_word(g->arch, SFPU_OP_TTINCRWC, 0, 0, rnd(&g->r, 3)) : NOP_WORD;
}

/* A block in production shape `shape` (SFPU_GEN_KERNEL_SHAPES or more: a random one). */
static void kernel_shape_block(gen_t *g, unsigned shape)
{
    enum { CAP = 96 };
    uint32_t w[CAP];
    size_t n = 0;
    if (shape >= SFPU_GEN_KERNEL_SHAPES) {
        shape = rnd(&g->r, SFPU_GEN_KERNEL_SHAPES);
    }
    unsigned rows = 2 + rnd(&g->r, 5), base = rnd(&g->r, 8) * 2;
    unsigned v0 = rnd(&g->r, 8), v1 = (v0 + 1 + rnd(&g->r, 7)) & 7u; /* two LRegs the rows alternate */
    unsigned mod0 = PICK(&g->r, ((const uint8_t[]){0, 3, 4, 6}));
    uint32_t seq[2] = {0, 0};
    uint32_t misc = (chance(&g->r, 50) ? 0x100u : 0x000u) | (chance(&g->r, 30) ? 0xF00u : 0u) |
                    (chance(&g->r, 50) ? 0x30u : 0u) | rnd(&g->r, 16);
    int tmpl_op[4] = {-1, -1, -1, -1};
    int tmpl_unit[4] = {-1, -1, -1, -1};
    switch (shape) {
    case 0: seq[0] = 0x03000000u; break;
    case 1: seq[0] = 0x4B000044u; tmpl_unit[0] = 0; break;
    case 2: seq[0] = 0x534D0004u; tmpl_unit[0] = 0; tmpl_unit[1] = 2; tmpl_op[1] = SFPU_OP_SFPSTOCHRND; break;
    case 3: seq[0] = 0x00000084u; seq[1] = 0x0B000085u; tmpl_unit[0] = 0; tmpl_unit[1] = 0; break;
    case 4:
        seq[0] = 0x5B550084u;
        tmpl_unit[0] = 0;
        tmpl_op[0] = SFPU_OP_SFPSWAP;
        tmpl_unit[1] = 2;
        tmpl_op[1] = SFPU_OP_SFPSTOCHRND;
        break;
    case 5: seq[0] = 0x5300C400u; tmpl_unit[0] = 1; break;
    case 6:
        seq[0] = 0x13000004u;
        seq[1] = 0x00000005u;
        tmpl_unit[0] = 0;
        tmpl_op[0] = SFPU_OP_SFPSETCC;
        tmpl_unit[1] = 0;
        tmpl_op[1] = SFPU_OP_SFPENCC;
        misc = 0x770u;
        break;
    case 7: /* Simple counts instructions, MAD mostly cycles: the kinds mixed (SFPLOADMACRO.md: then all count
             * instructions until the last one waiting for instructions has gone) */
        seq[0] = 0x7300659Cu;
        tmpl_unit[0] = 0;
        tmpl_unit[1] = 1;
        misc = 0x100u | (chance(&g->r, 30) ? 0x200u : 0u) | rnd(&g->r, 16);
        break;
    default: /* macro 0 stores after 2, macro 1 (the next cycle) after 1: the same cycle, so macro 1's replaces it */
        seq[0] = 0x13000000u;
        seq[1] = 0x0B000000u | (chance(&g->r, 50) ? 0x44u : 0u);
        tmpl_unit[0] = 0;
        break;
    }
    for (unsigned t = 0; t < 4; ++t) {
        if (tmpl_unit[t] >= 0) {
            uint32_t tw = shape_template(g, (unsigned)tmpl_unit[t], t, tmpl_op[t]);
            if (tw == 0) {
                return;
            }
            if (shape == 4 && t == 0) { /* SFPSWAP min/max against a constant register, as the typecasts do */
                sfpu_insn_t in;
                sfpu_decode(tw, g->arch, &in, NULL, 0);
                in.f[SFPU_FIELD_vc] = 9u + rnd(&g->r, 2);
                in.f[SFPU_FIELD_mod1] = 1u + rnd(&g->r, 9);
                tw = sfpu_encode(&in);
            } else if (shape == 6) { /* SETCC: LaneEnabled = (v == 0); ENCC: everything enabled again */
                sfpu_insn_t in;
                memset(&in, 0, sizeof in);
                in.op = (uint16_t)(t == 0 ? SFPU_OP_SFPSETCC : SFPU_OP_SFPENCC);
                in.arch = (uint8_t)g->arch;
                in.f[SFPU_FIELD_vd] = 12u + t;
                in.f[SFPU_FIELD_mod1] = t == 0 ? 6u : 0u;
                tw = sfpu_encode(&in);
            }
            w[n++] = tw;
        }
    }
    if (((seq[0] | seq[1]) >> 16) != 0 && !allowed(g, SFPU_OP_SFPLOADI)) {
        return; /* Round and Store bytes are written through LReg[0]: not in a set without SFPLOADI */
    }
    for (unsigned m = 0; m < 2; ++m) {
        if (seq[m] == 0 && m == 1) {
            continue;
        }
        if ((seq[m] >> 16) == 0) {
            w[n++] = encode_fields(g->arch, SFPU_OP_SFPCONFIG, 4 + m, 1, seq[m] & 0xFFFFu);
        } else {
            w[n++] = encode_fields(g->arch, SFPU_OP_SFPLOADI, 0, 10, seq[m] & 0xFFFFu); /* LOWER */
            w[n++] = encode_fields(g->arch, SFPU_OP_SFPLOADI, 0, 8, seq[m] >> 16);      /* UPPER */
            w[n++] = encode_fields(g->arch, SFPU_OP_SFPCONFIG, 4 + m, 0, 0);
        }
    }
    w[n++] = encode_fields(g->arch, SFPU_OP_SFPCONFIG, 8, 1, misc);
    for (unsigned r = 0; r < rows && n + 8 < CAP; ++r) {
        unsigned v = (r & 1u) ? v1 : v0, addr = base + 2 * r;
        switch (shape) {
        case 3: w[n++] = seq_lm(g, 0, v0, addr, mod0); w[n++] = seq_lm(g, 1, v1, addr, mod0); break;
        case 8: w[n++] = seq_lm(g, 0, v0, addr, mod0); w[n++] = seq_lm(g, 1, v1, addr + 4, mod0); break;
        case 4: w[n++] = seq_lm(g, 0, v, addr, mod0); w[n++] = NOP_WORD; break;
        case 6:
            w[n++] = seq_lm(g, 0, v0, addr, mod0);
            w[n++] = seq_lm(g, 1, v0, addr + 8, mod0);
            w[n++] = encode_fields(g->arch, SFPU_OP_SFPLOAD, v0, mod0, 0) | ((addr + 16) & 31u);
            break;
        case 7:
            w[n++] = seq_lm(g, 0, v, addr, mod0);
            for (unsigned k = 0; k < 3; ++k) { /* regular instructions between the macros, as the kernels' own */
                w[n++] = shape_between(g, true);
            }
            break;
        default: w[n++] = seq_lm(g, 0, v, addr, mod0); break;
        }
    }
    for (unsigned k = 0; shape == 7 && k < 4; ++k) { /* and after the last: the last count runs out among them */
        w[n++] = shape_between(g, false);
    }
    if (emit_block(g, w, n, CAP)) {
        g->cov.kernel_shapes[shape]++;
    }
}

/* DISABLE_BACKDOOR_LOAD set, an SFPSTORE of a programmable constant (VD 12..15: with the bit it stores, without it
 * would be a template load), the bit cleared again: the store's Dst write shows which way the VD was taken. Each
 * word goes through emit (trial, padding). The shape blocks take a share of the words, which made this case too
 * rare for the seed set to see by chance. */
static void backdoor_disable_block(gen_t *g)
{
    if (!allowed(g, SFPU_OP_SFPSTORE)) {
        return;
    }
    sfpu_insn_t st;
    memset(&st, 0, sizeof st);
    st.op = SFPU_OP_SFPSTORE;
    st.arch = (uint8_t)g->arch;
    st.f[SFPU_FIELD_vd] = 12u + rnd(&g->r, 4);
    st.f[SFPU_FIELD_mod0] = PICK(&g->r, ((const uint8_t[]){0, 3, 4, 6}));
    st.f[SFPU_FIELD_imm10] = rnd(&g->r, 32);
    if (emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 1, 2u)) && emit(g, NOP_WORD)) { /* LaneConfig bit 1 */
        emit(g, sfpu_encode(&st));
        emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 1, 0u));
        emit(g, NOP_WORD);
    }
}

/* ---- directed sequences toward the coverage bins (gen_cov.c) ----
 * A program aims at the bins b of a group with b % period == index % period, so consecutive indices share the
 * groups' bins out: a set of `period` programs aims at every bin once. Each target is a short sequence; its
 * words go through emit (trial, padding), so an aimed hazard the policy forbids becomes the nearest legal one. */
enum {
    T_OPMOD, T_HAZARD, T_DSTFMT, T_PAIR, T_ARECIP, T_BUG, T_NEST, T_WALK, T_RACE, T_MACRO_RULE, T_MACRO_DELAY, T_SHAPE,
    T_PRED, T_SHIFT, T_STACK, T_CORNER, T_UNDEF, T_READS, T_BOUND, T_MACRO_SUB, T_COINCIDE, T_VD16_CC, T_STORE_TMPL,
    T_MACRO_OPND, T_UNDEF_RUN
};
typedef struct target {
    uint8_t kind, a, b, c, d;
} target_t;
#define MAX_TARGETS 64
#define OPMOD_TARGETS 8 /* per program (about half the words of a 200-word program go to targets) */
#define HAZARD_TARGETS 10
#define DSTFMT_TARGETS 5
#define OPERAND_TARGETS 3
/* undefined words per program (opts.undef): gspec_undef_list in turn - one whole-word kind and the rest field edges, in
 * one run (undef_run): Blackhole about 165 edges, 4 a program, each in about 5 of 200 programs; Wormhole about 225,
 * 6 a program, each in about 5 (more would cost the other groups their closure in 200-word programs) */
#define UNDEF_TARGETS(bh) ((bh) ? 5u : 7u)
#define READS_TARGETS 6 /* instruction x mode x LaneConfig bit (gen_reads.def) */
#define BOUND_TARGETS 2 /* value boundaries up to the operand corners (gen_spec.h GB_*; the corners: their own slots) */

/* Whether an edge of the decode rule is a field's (a reserved field, an undefined Mod value; the others are
 * whole-word kinds: the other architecture's, the flag stack, SFPLOADMACRO, Dst rows, the sign extension). */
static bool undef_is_field(const gspec_ud_t *u) { return u->kind <= GU_RSV_RAND || u->kind == GU_MODE; }

/* The field edges of gspec_undef_list, in its order; their count. */
static size_t undef_fields(const gen_t *g, uint16_t *field)
{
    size_t nfe = 0;
    for (size_t e = 0; e < g->nud; ++e) {
        if (undef_is_field(&g->ud[e])) {
            field[nfe++] = (uint16_t)e;
        }
    }
    return nfe;
}

/* An instruction word with the fields given (others 0). */
static uint32_t word_of(sfpu_arch_t arch, unsigned op, unsigned vd, unsigned vc, unsigned mod, unsigned imm)
{
    sfpu_insn_t in;
    gcov_insn(&in, arch, op, mod);
    in.f[SFPU_FIELD_vd] = vd;
    in.f[SFPU_FIELD_vc] = vc;
    in.f[SFPU_FIELD_imm10] = imm;
    return sfpu_encode(&in);
}

/* LReg r = v (SFPLOADI upper half, then lower half). */
static bool load_value(gen_t *g, unsigned r, uint32_t v)
{
    return allowed(g, SFPU_OP_SFPLOADI) && emit(g, encode_fields(g->arch, SFPU_OP_SFPLOADI, r, 8, v >> 16)) &&
           emit(g, encode_fields(g->arch, SFPU_OP_SFPLOADI, r, 10, v & 0xFFFFu));
}

/* producer -> consumer reading the producer's LReg, `d` words apart; mod >= 0 forces the consumer's mode, missed
 * prefers an LReg the Blackhole stall logic does not see the consumer read (a documented bug). */
static void directed_hazard(gen_t *g, unsigned p, unsigned c, unsigned d, int mod, bool missed)
{
    if (!allowed(g, p) || !allowed(g, c)) {
        return;
    }
    for (unsigned tries = 0; tries < 8; ++tries) {
        sfpu_insn_t ci, pi;
        if (sfpu_decode(draw(g, c), g->arch, &ci, NULL, 0) != SFPU_OK) {
            continue;
        }
        int mf = gcov_mod_field(c, g->arch);
        if (mod >= 0 && mf >= 0) {
            ci.f[mf] = (unsigned)mod;
        } else if ((c == SFPU_OP_SFPLOAD || c == SFPU_OP_SFPLOADMACRO) && (g->mods[c] >> 14) == 3u) {
            ci.f[SFPU_FIELD_mod0] = 14u + rnd(&g->r, 2); /* LO16_ONLY / HI16_ONLY: the modes that read VD */
        } else if (c == SFPU_OP_SFPLOADI && (g->mods[c] & 0x500u) == 0x500u) {
            ci.f[SFPU_FIELD_mod0] = chance(&g->r, 50) ? 8u : 10u; /* UPPER / LOWER: read VD */
        }
        if (c == SFPU_OP_SFPCONFIG && missed) {
            ci.f[SFPU_FIELD_vd] = rnd(&g->r, 4); /* VD 0..3 read LReg[0] */
        }
        uint32_t reads = view_true_reads(&ci) & 0xFFu;
        if (c == SFPU_OP_SFPSWAP && (reads & ((1u << SFPU_F(&ci, vc)) | (1u << SFPU_F(&ci, vd))))) {
            reads &= (1u << SFPU_F(&ci, vc)) | (1u << SFPU_F(&ci, vd)); /* the values it compares and moves */
        }
        if (missed && g->arch == SFPU_ARCH_BH && (reads & ~view_stall_reads(&ci))) {
            reads &= ~view_stall_reads(&ci);
        }
        if (reads == 0 || sfpu_decode(draw(g, p), g->arch, &pi, NULL, 0) != SFPU_OK) {
            continue;
        }
        unsigned r = rnd(&g->r, 8);
        while (!((reads >> r) & 1u)) {
            r = (r + 1) & 7u;
        }
        pi.f[SFPU_FIELD_vd] = r;
        if (!((view_true_writes(&pi) >> r) & 1u)) {
            continue;
        }
        if (emit(g, sfpu_encode(&pi)) && (d == 0 || emit(g, NOP_WORD)) && !emit(g, sfpu_encode(&ci)) &&
            c == SFPU_OP_SFPLOADMACRO) {
            /* refused for what its Sequence schedules: one of the other three Sequences may do */
            for (unsigned k = 1; k < 4; ++k) {
                ci.f[SFPU_FIELD_lreg_ind] = (ci.f[SFPU_FIELD_lreg_ind] + 4u) & 15u;
                if (emit(g, sfpu_encode(&ci))) {
                    break;
                }
            }
        }
        return;
    }
}

/* An ADDR_MOD field value whose ADDR_MOD leaves RWC_Dst (and, on WH, the bank) where it is, or -1. */
static int still_addr_mod(const gen_t *g)
{
    view_cfg_t cf;
    view_cfg(g->fa, &cf);
    const view_cfg_t *st = &cf;
    bool wh = g->arch == SFPU_ARCH_WH;
    unsigned bank = wh && ((st->rwc_extra_addr_mod_bit & 1u) || (st->cfg_addr_mod_set_base & 1u)) ? 4u : 0u;
    for (unsigned f = 0; f < (wh ? 4u : 8u); ++f) {
        view_addr_mod_t m = view_addr_mod(g->fa, bank + f);
        const view_addr_mod_t *am = &m;
        if ((am->dst & 0x1FFFu) == 0 && !(wh && !(am->bias & 0x10u) && (am->bias & 3u))) {
            return (int)f;
        }
    }
    return -1;
}

/* A value of the aimed class through SFPSTORE, or (load) stored and read back by SFPLOAD of the format. */
static void directed_dstfmt(gen_t *g, const gcov_fmt_t *t)
{
    uint32_t v;
    bool raw16, inf;
    if (!allowed(g, SFPU_OP_SFPSTORE) || (t->dir == 0 && !allowed(g, SFPU_OP_SFPLOAD)) ||
        !gcov_value_for(g->arch, t->dir, t->fmt, t->cls, t->sign, (uint32_t)splitmix(&g->r.s), &v, &raw16, &inf) ||
        (inf && !allowed(g, SFPU_OP_SFPCONFIG))) {
        return;
    }
    unsigned r = rnd(&g->r, 8), addr = rnd(&g->r, 32);
    unsigned st_mod0 = t->dir ? gcov_fmt_mod0[t->fmt] : raw16 ? 6u /* UINT16 */ : 4u /* INT32 */;
    /* the load must read what the store wrote: the store's ADDR_MOD may not move RWC_Dst */
    uint32_t store = word_of(g->arch, SFPU_OP_SFPSTORE, r, 0, st_mod0, addr);
    if (t->dir == 0) {
        int am = still_addr_mod(g);
        if (am < 0) {
            return;
        }
        sfpu_insn_t in;
        sfpu_decode(store, g->arch, &in, NULL, 0);
        in.f[SFPU_FIELD_addr_mod] = (unsigned)am;
        store = sfpu_encode(&in);
    }
    if (load_value(g, r, v) && emit(g, store) && t->dir == 0) {
        /* FP16 infinities exist only with LaneConfig ENABLE_FP16A_INF (bit 0): set around the load */
        if (!inf || emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 1, 1u))) {
            emit(g, word_of(g->arch, SFPU_OP_SFPLOAD, rnd(&g->r, 8), 0, gcov_fmt_mod0[t->fmt], addr));
        }
        if (inf) {
            emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 1, 0u));
        }
    }
}

/* Two operands of the aimed pair class, then SFPGT / SFPLE / SFPSWAP on them. */
static void directed_pair(gen_t *g, unsigned o, unsigned cls)
{
    static const unsigned k_ops[3] = {SFPU_OP_SFPGT, SFPU_OP_SFPLE, SFPU_OP_SFPSWAP};
    unsigned op = k_ops[o % 3];
    if (!allowed(g, op)) {
        return;
    }
    uint32_t x = ((120u + rnd(&g->r, 16)) << 23) | rnd(&g->r, 1u << 23) | (rnd(&g->r, 2) << 31);
    uint32_t y = ((120u + rnd(&g->r, 16)) << 23) | rnd(&g->r, 1u << 23) | (rnd(&g->r, 2) << 31);
    uint32_t a, b;
    switch (cls) {
    case 0: a = 0u, b = 0x80000000u; break;
    case 1: a = 0x80000000u, b = 0u; break;
    case 2: a = b = x; break;
    case 5: a = 0x7F800000u | (rnd(&g->r, 2) << 31), b = x; break;
    case 6: a = x, b = 0x7FC00000u | rnd(&g->r, 0x3FFFFF); break;
    default: {
        bool lt = gcov_pair_class(x, y) == 3;
        a = (cls == 3) == lt ? x : y;
        b = a == x ? y : x;
        if (x == y) {
            return;
        }
        break;
    }
    }
    unsigned ra = rnd(&g->r, 8), rb = (ra + 1 + rnd(&g->r, 7)) & 7u;
    sfpu_insn_t in;
    if (!load_value(g, ra, a) || !load_value(g, rb, b) || sfpu_decode(draw(g, op), g->arch, &in, NULL, 0)) {
        return;
    }
    in.f[SFPU_FIELD_vc] = ra;
    in.f[SFPU_FIELD_vd] = rb;
    emit(g, sfpu_encode(&in));
}

static void directed_arecip(gen_t *g, unsigned mod, unsigned cls, unsigned sign)
{
    uint32_t v;
    bool raw16, inf;
    if (!allowed(g, SFPU_OP_SFPARECIP) ||
        !gcov_value_for(g->arch, 1, 2 /* FP32 */, cls, sign, (uint32_t)splitmix(&g->r.s), &v, &raw16, &inf)) {
        return;
    }
    static const uint32_t k_edges[] = {0x00800000u, 0x007FFFFFu, 0x7E800000u, 0x7E7FFFFFu, 0x3C800000u,
                                       0x3C7FFFFFu, 0x3F320000u, 0x3F31FFFFu, 0x40000000u, 0x3FFFFFFFu};
    /* the class's value, then sometimes one exactly at an edge of the piecewise ranges (lane/arecip.c) */
    for (unsigned edge = 0; edge < 2; ++edge) {
        if (edge) {
            if (!chance(&g->r, 30)) {
                return;
            }
            v = PICK(&g->r, k_edges) | (sign << 31);
        }
        unsigned r = rnd(&g->r, 8);
        sfpu_insn_t in;
        if (!load_value(g, r, v) || sfpu_decode(draw(g, SFPU_OP_SFPARECIP), g->arch, &in, NULL, 0)) {
            return;
        }
        in.f[SFPU_FIELD_vc] = r;
        in.f[SFPU_FIELD_mod1] = mod;
        emit(g, sfpu_encode(&in));
    }
}

static uint32_t setcc_mask(const sfpu_t *s, unsigned r, unsigned mod1);
static bool set_flags(gen_t *g, unsigned r, unsigned mod1);
static void show_lanes(gen_t *g);
static bool lanecfg(gen_t *g, uint32_t mask, bool on);

/* Push to `depth` (SFPCOMPC and random instructions between), then pop back. */
static void directed_nest(gen_t *g, unsigned depth)
{
    if (!allowed(g, SFPU_OP_SFPPUSHC) || !allowed(g, SFPU_OP_SFPPOPC) || depth > g_opts(g)->max_depth) {
        return;
    }
    bool u, full = depth == SFPU_FLAG_STACK_DEPTH;
    unsigned start = depth_of(g->fa, &u), pushed = 0;
    if (full && start == 0 && allowed(g, SFPU_OP_SFPSETCC) && allowed(g, SFPU_OP_SFPENCC)) {
        /* a full stack: the bottom entry from flags that leave some lanes off, the top one (below) inverted */
        unsigned r = rnd(&g->r, 16), mode = PICK(&g->r, ((const uint8_t[]){0, 2, 4, 6}));
        for (unsigned k = 0; k < 16; ++k, r = (r + 1u) & 15u) {
            uint32_t m = setcc_mask(g->fa, r, mode);
            if (m != 0 && m != 0xFFFFFFFFu) {
                break;
            }
        }
        set_flags(g, r, mode);
    }
    for (unsigned k = start; k < depth; ++k) {
        if (!emit(g, encode_fields(g->arch, SFPU_OP_SFPPUSHC, 0, 0, 0))) {
            break;
        }
        ++pushed;
        if (allowed(g, SFPU_OP_SFPCOMPC) && chance(&g->r, 40)) {
            emit(g, encode_fields(g->arch, SFPU_OP_SFPCOMPC, 0, 0, 0));
        }
        if (chance(&g->r, 50)) {
            emit(g, draw(g, g->ops[rnd(&g->r, g->nops)]));
        }
    }
    if (full && depth_of(g->fa, &u) == SFPU_FLAG_STACK_DEPTH && allowed(g, SFPU_OP_SFPCOMPC)) {
        /* a mode that does not pop, on the full stack (Wormhole's SFPPOPC.md: it also copies the top entry over the
         * bottom one); the lanes show after the last pop */
        unsigned modes[16], nm = 0;
        for (unsigned v = 1; v < 16; ++v) {
            if ((g->mods[SFPU_OP_SFPPOPC] >> v) & 1u) {
                modes[nm++] = v;
            }
        }
        if (nm && emit(g, encode_fields(g->arch, SFPU_OP_SFPCOMPC, 0, 0, 0))) {
            emit(g, encode_fields(g->arch, SFPU_OP_SFPPOPC, 0, modes[rnd(&g->r, nm)], 0));
        }
    }
    for (unsigned k = 0; k < pushed; ++k) {
        if (depth_of(g->fa, &u) == 0 || !emit(g, encode_fields(g->arch, SFPU_OP_SFPPOPC, 0, 0, 0))) {
            break;
        }
        if (chance(&g->r, 30)) {
            emit(g, draw(g, g->ops[rnd(&g->r, g->nops)]));
        }
    }
    if (full) {
        show_lanes(g);
    }
}

/* TTSETRWC / TTINCRWC of the Dst counter: Set mask `mask` (TTSETRWC), CR bits `cr`, Dst value `d`. */
static uint32_t rwc_word(sfpu_arch_t arch, unsigned op, unsigned mask, unsigned cr, unsigned d)
{
    sfpu_insn_t in;
    gcov_insn(&in, arch, op, 0);
    in.f[SFPU_FIELD_rwc_mask] = mask;
    in.f[SFPU_FIELD_rwc_cr] = cr;
    in.f[SFPU_FIELD_rwc_d] = d;
    return sfpu_encode(&in);
}

/* RWC_Dst walked up through every 128-row range and past 1023 (TTINCRWC by 15, some through the CR copy), with
 * Dst accesses along the way. */
static void directed_walk(gen_t *g)
{
    if (!allowed(g, SFPU_OP_TTINCRWC) || !allowed(g, SFPU_OP_SFPLOAD) || !allowed(g, SFPU_OP_SFPSTORE)) {
        return;
    }
    if (allowed(g, SFPU_OP_TTSETRWC)) {
        /* the CR copy moved off 0 first, then RWC_Dst alone, so that CR + rwc_d, RWC_Dst + rwc_d and rwc_d all
         * differ; then Dst = rwc_d + CR (CR_DST) or + RWC_Dst (C_TO_CR), or a TTINCRWC through the CR copy */
        emit(g, rwc_word(g->arch, SFPU_OP_TTINCRWC, 0, 4, 1u + rnd(&g->r, 15)));
        emit(g, rwc_word(g->arch, SFPU_OP_TTINCRWC, 0, 0, 1u + rnd(&g->r, 15)));
        unsigned how = rnd(&g->r, 3);
        emit(g, how == 2 ? rwc_word(g->arch, SFPU_OP_TTINCRWC, 0, 4, rnd(&g->r, 16))
                         : rwc_word(g->arch, SFPU_OP_TTSETRWC, 4, how == 0 ? 4u : 8u, rnd(&g->r, 16)));
        /* and SrcA / SrcB: moved off their CR copies (TTINCRWC without CR), then set through the CR copy or not
         * (TTSETRWC's SrcACr / SrcBCr: the value is the field + the CR copy, not + the counter) */
        sfpu_insn_t in;
        gcov_insn(&in, g->arch, SFPU_OP_TTINCRWC, 0);
        in.f[SFPU_FIELD_rwc_a] = 1u + rnd(&g->r, 15);
        in.f[SFPU_FIELD_rwc_b] = 1u + rnd(&g->r, 15);
        emit(g, sfpu_encode(&in));
        gcov_insn(&in, g->arch, SFPU_OP_TTSETRWC, 0);
        in.f[SFPU_FIELD_rwc_mask] = 1u + rnd(&g->r, 3); /* SrcA, SrcB or both */
        in.f[SFPU_FIELD_rwc_cr] = rnd(&g->r, 4);
        in.f[SFPU_FIELD_rwc_a] = rnd(&g->r, 16);
        in.f[SFPU_FIELD_rwc_b] = rnd(&g->r, 16);
        emit(g, sfpu_encode(&in));
    }
    for (unsigned k = 0; k < 72 && g->cap - g->n > 30; ++k) {
        /* through the CR copy once: it moves RWC_Dst to CR + 15 */
        if (!emit(g, rwc_word(g->arch, SFPU_OP_TTINCRWC, 0, k == 0 ? 4u : 0u, 15))) {
            return;
        }
        int am = still_addr_mod(g);
        if (k % 4 == 3 && am >= 0) { /* through an ADDR_MOD that leaves RWC_Dst on its walk */
            sfpu_insn_t ls;
            if (sfpu_decode(draw(g, chance(&g->r, 50) ? SFPU_OP_SFPLOAD : SFPU_OP_SFPSTORE), g->arch, &ls, NULL, 0) ==
                SFPU_OK) {
                ls.f[SFPU_FIELD_addr_mod] = (unsigned)am;
                emit(g, sfpu_encode(&ls));
            }
        }
    }
}

/* The period that spreads n bins over `per` targets per program: odd, so that the programs aiming at a bin
 * alternate between the rule-abiding and the rule-breaking policy (--hazards mix alternates by index). */
static size_t period_of(size_t n, size_t per)
{
    size_t p = (n + per - 1) / per;
    return p | 1u;
}

/* Predication the random draws rarely line up (variant 0..2): an SFPCOMPC / SFPPOPC whose stacked UseLaneFlags or
 * LaneFlags differ from the current ones, and lanes masked by LaneConfig ROW_MASK. */
static void directed_pred(gen_t *g, unsigned variant)
{
    sfpu_insn_t in;
    memset(&in, 0, sizeof in);
    in.op = SFPU_OP_SFPENCC;
    in.arch = (uint8_t)g->arch;
    if (variant == 1) { /* ROW_MASK rows off, LaneFlags (SETCC) some other lanes, then both back on */
        bool flags = allowed(g, SFPU_OP_SFPENCC) && allowed(g, SFPU_OP_SFPSETCC);
        if (allowed(g, SFPU_OP_SFPCONFIG) &&
            emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 1, (1u + rnd(&g->r, 15)) << 12))) {
            in.f[SFPU_FIELD_mod1] = 2u; /* UseLaneFlags = Imm2 bit 0 = 1, LaneFlags all true */
            in.f[SFPU_FIELD_imm12] = 1u;
            if (flags && emit(g, sfpu_encode(&in))) {
                emit(g, draw(g, SFPU_OP_SFPSETCC));
            }
            for (unsigned k = 0; k < 2; ++k) {
                emit(g, draw(g, g->ops[rnd(&g->r, g->nops)]));
            }
            in.f[SFPU_FIELD_mod1] = 2u | 8u; /* UseLaneFlags 0, LaneFlags 1 */
            in.f[SFPU_FIELD_imm12] = 2u;
            if (flags) {
                emit(g, sfpu_encode(&in));
            }
            emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 1, 0));
        }
        return;
    }
    if (variant == 2 && allowed(g, SFPU_OP_SFPCONFIG) && allowed(g, SFPU_OP_SFPSETCC)) {
        /* SFPCONFIG under flags that differ between the rows of a column: each lane takes the enable of lane
         * (L & 7), its column's first row (SFPCONFIG.md), so LaneConfig stays column-uniform */
        for (unsigned r = rnd(&g->r, 16), tries = 0; tries < 16; ++tries, r = (r + 1u) & 15u) {
            uint32_t m = setcc_mask(g->fa, r, 0);
            if (((m ^ (m >> 8)) & 0xFFu) != 0 || ((m ^ (m >> 16)) & 0xFFu) != 0) {
                if (set_flags(g, r, 0) &&
                    emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 3u, gspec_bit_lanecfg(GR_DEST_INDEX))) &&
                    allowed(g, SFPU_OP_SFPMOV) && ((g->mods[SFPU_OP_SFPMOV] >> 8) & 1u)) {
                    /* LaneConfig itself into an LReg (SFPMOV FROM_SPECIAL, VC 15) in the lanes enabled: the rows
                     * whose enable differs from their column's first row show it (the state is cleared below) */
                    emit(g, word_of(g->arch, SFPU_OP_SFPMOV, rnd(&g->r, 8), 15u, 8u, 0));
                }
                lanecfg(g, gspec_bit_lanecfg(GR_DEST_INDEX), false);
                break;
            }
        }
    }
    if (!allowed(g, SFPU_OP_SFPPUSHC) || !allowed(g, SFPU_OP_SFPPOPC) || !allowed(g, SFPU_OP_SFPENCC) ||
        !allowed(g, SFPU_OP_SFPSETCC) || !emit(g, encode_fields(g->arch, SFPU_OP_SFPPUSHC, 0, 0, 0))) {
        return;
    }
    in.f[SFPU_FIELD_mod1] = variant == 0 ? 1u : 2u | 8u; /* invert UseLaneFlags / set both from Imm2 */
    in.f[SFPU_FIELD_imm12] = rnd(&g->r, 4);
    emit(g, sfpu_encode(&in));
    emit(g, draw(g, SFPU_OP_SFPSETCC));
    if (variant == 0 && allowed(g, SFPU_OP_SFPCOMPC)) {
        emit(g, encode_fields(g->arch, SFPU_OP_SFPCOMPC, 0, 0, 0));
    }
    emit(g, draw(g, g->ops[rnd(&g->r, g->nops)]));
    bool u;
    if (depth_of(g->fa, &u) > 0) {
        emit(g, encode_fields(g->arch, SFPU_OP_SFPPOPC, 0, 0, 0));
    }
}

/* ---- corners the random draws seldom line up (docs/mutation.md, the rare and weak mutants) ----
 * Each is a short sequence that sets up the operands or the flags the corner needs from the committed model's
 * state, then runs the instruction so that the result shows in a write-back (a lane mask or a value). */
enum {
    C_FLAGS, C_FMA_TINY, C_STOCH, C_ARECIP_BOUND, C_DEST_INDEX, C_SHFT2_CAPTURE, C_SRCB_FMT, C_LUT_CUT, C_SHFT_RSV,
    C_FMA_CARRY2, C_MUTATE
};

/* Lanes of LReg r whose value passes SFPSETCC's compare `mod1` (0 < 0, 2 != 0, 4 >= 0, 6 == 0). */
static uint32_t setcc_mask(const sfpu_t *s, unsigned r, unsigned mod1)
{
    uint32_t m = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t v = view_lreg(s, r)[lane];
        bool pass = mod1 == 0 ? (v >> 31) != 0 : mod1 == 2 ? v != 0 : mod1 == 4 ? (v >> 31) == 0 : v == 0;
        m |= (uint32_t)pass << lane;
    }
    return m;
}

/* Two SFPSETCC operands (LReg, mode) giving flag patterns A and B that overlap, that each have lanes the other
 * has not, and (where the LRegs allow) lanes in neither: every combine mode then has lanes where its result differs
 * from its neighbours', for each of the four (A, B) pairs. */
static bool pick_flag_patterns(gen_t *g, unsigned sel[4])
{
    static const uint8_t k_modes[4] = {0, 2, 4, 6};
    unsigned start = rnd(&g->r, 64);
    for (unsigned pass = 0; pass < 2; ++pass) { /* pass 0 wants all four pairs, pass 1 the first three */
        for (unsigned i = 0; i < 64; ++i) {
            unsigned a = (start + i) % 64;
            uint32_t ma = setcc_mask(g->fa, a % 16, k_modes[a / 16]);
            if (ma == 0 || ma == 0xFFFFFFFFu) {
                continue;
            }
            for (unsigned j = 1; j < 64; ++j) {
                unsigned b = (a + j) % 64;
                uint32_t mb = setcc_mask(g->fa, b % 16, k_modes[b / 16]);
                if ((ma & mb) && (ma & ~mb) && (~ma & mb) && (pass == 1 || (~ma & ~mb))) {
                    sel[0] = a % 16, sel[1] = k_modes[a / 16], sel[2] = b % 16, sel[3] = k_modes[b / 16];
                    return true;
                }
            }
        }
    }
    return false;
}

/* Predication on, every flag true (SFPENCC EI with Imm 1). */
static bool flags_on(gen_t *g)
{
    sfpu_insn_t in;
    gcov_insn(&in, g->arch, SFPU_OP_SFPENCC, 2u);
    in.f[SFPU_FIELD_imm12] = 1u;
    return emit(g, sfpu_encode(&in));
}

/* All lanes enabled by their flags (UseLaneFlags 1, LaneFlags 1), then LaneFlags = SETCC(LReg r, mode). */
static bool set_flags(gen_t *g, unsigned r, unsigned mod1)
{
    sfpu_insn_t in;
    if (!flags_on(g)) {
        return false;
    }
    gcov_insn(&in, g->arch, SFPU_OP_SFPSETCC, mod1);
    in.f[SFPU_FIELD_vc] = r;
    return emit(g, sfpu_encode(&in));
}

/* A predicated SFPMOV: the lanes it writes are the lanes enabled now. In rule-breaking programs half of them copy
 * LoadMacroConfig's Sequence[0] (FROM_SPECIAL, VC 4: the first VC past the templates' 0..3), a source random draws
 * seldom name. Not in rule-abiding ones: there it made one program of test_gen's 200 (Blackhole abide-109) end in
 * different functional and timed states, so that it needed a second attempt (not investigated further). */
static void show_lanes(gen_t *g)
{
    if (!allowed(g, SFPU_OP_SFPMOV)) {
        return;
    }
    bool special = g_opts(g)->hazards == SFPU_GEN_HAZARDS_VIOLATE && ((g->mods[SFPU_OP_SFPMOV] >> 8) & 1u) &&
                   chance(&g->r, 50);
    emit(g, word_of(g->arch, SFPU_OP_SFPMOV, rnd(&g->r, 8), special ? 4u : 8u + rnd(&g->r, 8), special ? 8u : 0u, 0));
}

/* SFPCOMPC under an entry pushed with predication off: the entry's UseLaneFlags 0 keeps every flag false (the
 * 'else' of an outer block that did not predicate), whatever LaneFlags (pattern A: SETCC of LReg sel[0], mode
 * sel[1]) holds. Or (predicated) under an entry pushed with flags A, which is false in some lanes, and LaneFlags
 * then B (sel[2], sel[3]): the 'else' of a nested block. */
static void compc_under(gen_t *g, const unsigned sel[4], bool predicated)
{
    sfpu_insn_t in;
    gcov_insn(&in, g->arch, SFPU_OP_SFPENCC, 2u); /* UseLaneFlags 0, LaneFlags 1 */
    if (!allowed(g, SFPU_OP_SFPCOMPC) ||
        !(predicated ? set_flags(g, sel[0], sel[1]) : emit(g, sfpu_encode(&in))) ||
        !emit(g, encode_fields(g->arch, SFPU_OP_SFPPUSHC, 0, 0, 0))) {
        return;
    }
    if (set_flags(g, sel[predicated ? 2 : 0], sel[predicated ? 3 : 1]) &&
        emit(g, encode_fields(g->arch, SFPU_OP_SFPCOMPC, 0, 0, 0))) {
        show_lanes(g);
    }
    emit(g, encode_fields(g->arch, SFPU_OP_SFPPOPC, 0, 0, 0));
}

/* SFPPUSHC / SFPPOPC combine modes (BooleanOp 1..12, 13 invert, 14/15 set) between two flag patterns: push A, set
 * B, edit the top with SFPPUSHC (Blackhole), combine with SFPPOPC, show the top (SFPPOPC Mod1 2), edit it once more
 * and show it again, pop; the lanes enabled after each step show. First an SFPCOMPC under an unpredicated entry (half
 * the time) or under a predicated one. */
static void corner_flags(gen_t *g)
{
    static const uint8_t k_push[] = {13, 14, 5, 13, 15, 11, 6, 10};
    static const uint8_t k_pop[] = {13, 5, 11, 6};
    unsigned sel[4];
    bool u;
    unsigned d0 = depth_of(g->fa, &u);
    if (!allowed(g, SFPU_OP_SFPPUSHC) || !allowed(g, SFPU_OP_SFPPOPC) || !allowed(g, SFPU_OP_SFPENCC) ||
        !allowed(g, SFPU_OP_SFPSETCC) || d0 + 1 > g_opts(g)->max_depth || !pick_flag_patterns(g, sel)) {
        return;
    }
    compc_under(g, sel, !chance(&g->r, 50));
    if (depth_of(g->fa, &u) != d0) {
        return; /* its pop was refused: the closing words pop */
    }
    if (!set_flags(g, sel[0], sel[1]) || !emit(g, encode_fields(g->arch, SFPU_OP_SFPPUSHC, 0, 0, 0))) {
        return;
    }
    if (set_flags(g, sel[2], sel[3])) {
        unsigned k = g_opts(g)->index / 2u + rnd(&g->r, 2);
        unsigned push = k_push[k % sizeof k_push], pop = k_pop[k % sizeof k_pop];
        if ((g->mods[SFPU_OP_SFPPUSHC] >> push) & 1u) {
            emit(g, encode_fields(g->arch, SFPU_OP_SFPPUSHC, 0, push, 0));
            show_lanes(g);
        }
        if ((g->mods[SFPU_OP_SFPPOPC] >> pop) & 1u) {
            emit(g, encode_fields(g->arch, SFPU_OP_SFPPOPC, 0, pop, 0));
            show_lanes(g);
        }
        /* BooleanOp 2 (~Top.Flags; no list above has it) shows the top entry as SFPPUSHC left it; then a second
         * SFPPUSHC edit from the other half of the list, shown the same way */
        unsigned push2 = k_push[(k + sizeof k_push / 2) % sizeof k_push];
        if ((g->mods[SFPU_OP_SFPPOPC] >> 2) & 1u) {
            emit(g, encode_fields(g->arch, SFPU_OP_SFPPOPC, 0, 2, 0));
            show_lanes(g);
            if ((g->mods[SFPU_OP_SFPPUSHC] >> push2) & 1u) {
                emit(g, encode_fields(g->arch, SFPU_OP_SFPPUSHC, 0, push2, 0));
                show_lanes(g);
                emit(g, encode_fields(g->arch, SFPU_OP_SFPPOPC, 0, 2, 0));
                show_lanes(g);
            }
        }
    }
    if (depth_of(g->fa, &u) > d0 && emit(g, encode_fields(g->arch, SFPU_OP_SFPPOPC, 0, 0, 0))) {
        show_lanes(g); /* the top entry, as the pop restored it */
    }
    sfpu_insn_t in;
    gcov_insn(&in, g->arch, SFPU_OP_SFPENCC, 2u); /* predication off */
    emit(g, sfpu_encode(&in));
}

/* SFPMAD (Mod1 0) of LRegs holding a, b and c. */
static void fma_of(gen_t *g, uint32_t a, uint32_t b, uint32_t c)
{
    unsigned ra = rnd(&g->r, 8), rb = (ra + 1u) & 7u, rc = (ra + 2u) & 7u;
    if (!load_value(g, ra, a) || !load_value(g, rb, b) || !load_value(g, rc, c)) {
        return;
    }
    sfpu_insn_t in;
    gcov_insn(&in, g->arch, SFPU_OP_SFPMAD, 0);
    in.f[SFPU_FIELD_va] = ra;
    in.f[SFPU_FIELD_vb] = rb;
    in.f[SFPU_FIELD_vc] = rc;
    in.f[SFPU_FIELD_vd] = rnd(&g->r, 8);
    emit(g, sfpu_encode(&in));
}

/* Blackhole: an FMA whose result lands below the normal range after rounding, where it is flushed to a signed 0: a
 * product at exponent 0 with mantissas below sqrt(2), or x * 1.0 - (x + a few ulps). Then one whose exact result
 * lies in the smallest normal binade, 2^-126 * [1, 2), reached by cancellation: a product at exponent -125 less a
 * c at exponent -126. Its normalised exponent is 1, the last one that is not flushed. */
static bool corner_fma_tiny(gen_t *g)
{
    if (g->arch != SFPU_ARCH_BH || !allowed(g, SFPU_OP_SFPMAD) || !(g->mods[SFPU_OP_SFPMAD] & 1u)) {
        return false;
    }
    uint32_t a, b, c;
    if (chance(&g->r, 50)) {
        unsigned ea = 1u + rnd(&g->r, 126);
        a = (ea << 23) | rnd(&g->r, 1u << 21) | (rnd(&g->r, 2) << 31);
        b = ((127u - ea) << 23) | rnd(&g->r, 1u << 21) | (rnd(&g->r, 2) << 31);
        c = rnd(&g->r, 2) << 31;
    } else {
        a = ((1u + rnd(&g->r, 3)) << 23) | rnd(&g->r, 1u << 23) | (rnd(&g->r, 2) << 31);
        b = 0x3F800000u;
        c = (a ^ 0x80000000u) + 1u + rnd(&g->r, 4);
    }
    fma_of(g, a, b, c);
    /* the edge: P = 2^23 + x (x < 2^22) at exponent -125, C = 2^24 + 2x - D with D in [2^23, 2^23 + 2x] at -126 */
    uint32_t x = rnd(&g->r, 1u << 22), dd = (1u << 23) + rnd(&g->r, 2u * x + 1u);
    uint32_t ea = 2u + rnd(&g->r, 126), sa = rnd(&g->r, 2), sb = rnd(&g->r, 2);
    a = sa << 31 | ea << 23 | x;
    b = sb << 31 | (129u - ea) << 23;
    c = (1u - (sa ^ sb)) << 31 | (1u << 23) | ((1u << 24) + 2u * x - dd - (1u << 23));
    fma_of(g, a, b, c);
    return true;
}

/* An FMA whose sum carries two places, so that it is normalised by a right shift of 2 with the second bit lost set
 * and the first clear (x = 1.m with m = 3 mod 4, y = 1.75, z at x's exponent; sum S = 14 Mx + 8 Mz in units of the
 * 28-bit product, S mod 64 = 18): the round bit is a tie with an even LSB, and the sticky bit decides. WormholeB0
 * SFPMAD.md: only the lowest bit shifted out feeds the sticky bit, so no round up. BlackholeA0 SFPMAD.md: the bits
 * tested are those of (n | 1), here both, so the sum rounds up. */
static bool corner_fma_carry2(gen_t *g)
{
    if (!allowed(g, SFPU_OP_SFPMAD) || !(g->mods[SFPU_OP_SFPMAD] & 1u)) {
        return false;
    }
    uint32_t mx = 0xE00003u + 4u * rnd(&g->r, 0x80000u); /* 1.75 .. 2, and = 3 mod 4 */
    uint32_t mz = (1u << 23) | (rnd(&g->r, 1u << 20) << 3);
    mz |= (2u - (14u * mx - 2u) / 8u) & 7u; /* (S >> 3) mod 8 = 2 */
    uint32_t e = 2u + rnd(&g->r, 200), sa = rnd(&g->r, 2), sb = rnd(&g->r, 2);
    fma_of(g, sa << 31 | e << 23 | (mx & 0x7FFFFFu), sb << 31 | 0x3FE00000u,
           (sa ^ sb) << 31 | e << 23 | (mz & 0x7FFFFFu));
    return true;
}

/* Blackhole SFPGT / SFPLE with MUTATE_STACK while some lanes are off: the stack top takes the compare result in every
 * lane whose stack is not empty, enabled or not (SFPGT.md); the pop then shows the top. */
static bool corner_mutate(gen_t *g)
{
    unsigned sel[4];
    unsigned op = chance(&g->r, 50) ? SFPU_OP_SFPGT : SFPU_OP_SFPLE;
    if (g->arch != SFPU_ARCH_BH || !allowed(g, op) || !allowed(g, SFPU_OP_SFPPUSHC) || !allowed(g, SFPU_OP_SFPPOPC) ||
        !allowed(g, SFPU_OP_SFPSETCC) || !allowed(g, SFPU_OP_SFPENCC) || !pick_flag_patterns(g, sel)) {
        return false;
    }
    if (set_flags(g, sel[0], sel[1]) && emit(g, encode_fields(g->arch, SFPU_OP_SFPPUSHC, 0, 0, 0))) {
        if (set_flags(g, sel[2], sel[3])) {
            unsigned vd = rnd(&g->r, 8), vc = (vd + 1u + rnd(&g->r, 7)) & 7u;
            emit(g, word_of(g->arch, op, vd, vc, 2u | (rnd(&g->r, 2) << 2) | (rnd(&g->r, 2) << 0), 0));
        }
        emit(g, encode_fields(g->arch, SFPU_OP_SFPPOPC, 0, 0, 0));
        show_lanes(g);
    }
    return true;
}

/* SFPLUTFP32 with a 6-entry FP16 table (Mod1 2 or 3, and SGN_RETAIN or not) on |LReg[3]| in [3, 4): the third
 * segment's split between its two halves is at 3 for Mod1 2 and at 4 for Mod1 3, so this input takes the upper
 * half of LReg[2] / LReg[6] in one and the lower in the other. The halves differ. */
static bool corner_lut_cut(gen_t *g)
{
    unsigned mod1 = (2u + rnd(&g->r, 2)) | (chance(&g->r, 50) ? 4u : 0u);
    if (!allowed(g, SFPU_OP_SFPLUTFP32) || !((g->mods[SFPU_OP_SFPLUTFP32] >> mod1) & 1u)) {
        return false;
    }
    /* FP16 halves of moderate magnitude (exponent 12..19), the upper and lower different */
    uint32_t h[4];
    for (unsigned i = 0; i < 4; ++i) {
        h[i] = (rnd(&g->r, 2) << 15) | ((12u + rnd(&g->r, 8)) << 10) | rnd(&g->r, 1u << 10);
    }
    h[1] ^= h[1] == h[0] ? 0x400u : 0u;
    h[3] ^= h[3] == h[2] ? 0x400u : 0u;
    uint32_t in3 = rnd(&g->r, 2) << 31 | 0x40400000u | rnd(&g->r, 1u << 22);
    if (load_value(g, 2, h[0] << 16 | h[1]) && load_value(g, 6, h[2] << 16 | h[3]) && load_value(g, 3, in3)) {
        sfpu_insn_t in;
        gcov_insn(&in, g->arch, SFPU_OP_SFPLUTFP32, mod1);
        in.f[SFPU_FIELD_vd] = rnd(&g->r, 8);
        emit(g, sfpu_encode(&in));
    }
    return true;
}

/* Blackhole SFPSHFT Mod1 4 or 6: reserved values that act as 0 and 2 (shift LReg[VD] by LReg[VC], logical or
 * arithmetic), on a value and a shift amount both not 0. */
static bool corner_shft_rsv(gen_t *g)
{
    unsigned mod1 = chance(&g->r, 50) ? 4u : 6u;
    if (g->arch != SFPU_ARCH_BH || !allowed(g, SFPU_OP_SFPSHFT) || !((g->mods[SFPU_OP_SFPSHFT] >> mod1) & 1u)) {
        return false;
    }
    unsigned vd = rnd(&g->r, 8), vc = (vd + 1u + rnd(&g->r, 7)) & 7u;
    int amount = (int)(1u + rnd(&g->r, 20)) * (chance(&g->r, 50) ? 1 : -1);
    if (load_value(g, vd, (uint32_t)splitmix(&g->r.s) | 0x80000001u) && load_value(g, vc, (uint32_t)amount)) {
        sfpu_insn_t in;
        gcov_insn(&in, g->arch, SFPU_OP_SFPSHFT, mod1);
        in.f[SFPU_FIELD_vd] = vd;
        in.f[SFPU_FIELD_vc] = vc;
        in.f[SFPU_FIELD_imm12] = 1u + rnd(&g->r, 30); /* a reading of Mod1 7 would shift LReg[VC] by this */
        emit(g, sfpu_encode(&in));
    }
    return true;
}

/* SFPSTOCHRND to nearest (or stochastic): FP32 -> FP16A of a value whose 13 discarded bits round up (>= 0x1000: the
 * carry into the kept mantissa), or FP32 -> integer of a value in [0.5, 1) (exponent -1, rounds to 1). */
static bool corner_stoch(gen_t *g)
{
    static const uint8_t k_to_int[] = {2, 3, 6, 7}; /* UINT8, INT8, UINT16, INT16 */
    unsigned mod1 = chance(&g->r, 50) ? 0u : PICK(&g->r, k_to_int);
    if (!allowed(g, SFPU_OP_SFPSTOCHRND) || !((g->mods[SFPU_OP_SFPSTOCHRND] >> mod1) & 1u)) {
        return false;
    }
    uint32_t v = mod1 == 0 ? ((100u + rnd(&g->r, 50)) << 23) | (rnd(&g->r, 1u << 10) << 13) | 0x1000u |
                                 rnd(&g->r, 0x1000)
                           : (126u << 23) | rnd(&g->r, 1u << 23);
    unsigned r = rnd(&g->r, 8);
    if (!load_value(g, r, v | (rnd(&g->r, 2) << 31))) {
        return true;
    }
    sfpu_insn_t in;
    gcov_insn(&in, g->arch, SFPU_OP_SFPSTOCHRND, mod1);
    in.f[SFPU_FIELD_vc] = r;
    in.f[SFPU_FIELD_vd] = rnd(&g->r, 8);
    in.f[SFPU_FIELD_rnd_mode] = chance(&g->r, 70) ? 0u : 1u;
    emit(g, sfpu_encode(&in));
    return true;
}

/* Blackhole SFPARECIP at |x| = 2^126 exactly, the first input whose reciprocal is flushed to 0. */
static bool corner_arecip_bound(gen_t *g)
{
    if (g->arch != SFPU_ARCH_BH || !allowed(g, SFPU_OP_SFPARECIP) || !(g->mods[SFPU_OP_SFPARECIP] & 1u)) {
        return false;
    }
    unsigned r = rnd(&g->r, 8);
    if (load_value(g, r, 0x7E800000u | (rnd(&g->r, 2) << 31))) {
        emit(g, word_of(g->arch, SFPU_OP_SFPARECIP, rnd(&g->r, 8), r, 0, 0));
    }
    return true;
}


/* SFPLOAD (or SFPLOADMACRO) with LaneConfig ENABLE_DEST_INDEX and CAPTURE_DEFAULT_DEST_INDEX: LReg[VD + 4] takes
 * (Row << 4) | Column of the datum each lane read, the Column odd for Addr bit 1 or DEST_RD_COL_EXCHANGE (SFPLOAD.md);
 * the exchange bit and Addr bit 1 drawn apart. */
static bool corner_load_index(gen_t *g)
{
    bool lm = allowed(g, SFPU_OP_SFPLOADMACRO) && chance(&g->r, 30);
    if (!allowed(g, SFPU_OP_SFPLOAD) || !allowed(g, SFPU_OP_SFPCONFIG) || view_lm_pending(g->ta) != 0) {
        return false;
    }
    uint32_t mask = gspec_bit_lanecfg(GR_DEST_INDEX) | gspec_bit_lanecfg(GR_CAPTURE_INDEX) |
                    (chance(&g->r, 50) ? gspec_bit_lanecfg(GR_RD_XCHG) : 0u);
    if (!lanecfg(g, mask, true)) {
        return true;
    }
    unsigned vd = rnd(&g->r, 4), addr = rnd(&g->r, 32), mod0 = PICK(&g->r, ((const uint8_t[]){0, 2, 3, 4, 6}));
    uint32_t w = lm ? seq_lm(g, rnd(&g->r, 4), vd, addr, mod0)
                    : encode_fields(g->arch, SFPU_OP_SFPLOAD, vd, mod0, 0) | addr;
    if (!emit(g, w) && lm) {
        emit(g, encode_fields(g->arch, SFPU_OP_SFPLOAD, vd, mod0, 0) | addr);
    }
    for (unsigned k = 0; k < DRAIN_RESERVE && view_lm_pending(g->ta) != 0; ++k) {
        emit(g, NOP_WORD);
    }
    lanecfg(g, mask, false);
    return true;
}

/* SFPSWAP with LaneConfig ENABLE_DEST_INDEX: the argmin/argmax companion swaps LReg[4 + (VC & 3)] and
 * LReg[4 + (VD & 3)]; LRegs 4..7 hold four different values first, so a wrong register shows. In half the programs
 * the load's capture of the index instead (corner_load_index). */
static bool corner_dest_index(gen_t *g)
{
    if (g_opts(g)->index % 4 >= 2 && corner_load_index(g)) {
        return true;
    }
    if (!allowed(g, SFPU_OP_SFPSWAP) || !allowed(g, SFPU_OP_SFPCONFIG)) {
        return false;
    }
    for (unsigned r = 4; r < 8; ++r) {
        for (unsigned q = 4; q < r; ++q) {
            if (memcmp(view_lreg(g->fa, r), view_lreg(g->fa, q), SFPU_LANES * sizeof(uint32_t)) == 0 &&
                !load_value(g, r, (uint32_t)splitmix(&g->r.s))) {
                return true;
            }
        }
    }
    unsigned vc = rnd(&g->r, 4), vd = (vc + 1u + rnd(&g->r, 3)) & 3u;
    unsigned mod1 = chance(&g->r, 50) ? 0u : 1u + rnd(&g->r, 8); /* swap everywhere, or min/max */
    /* the bit set with '|=' and cleared with '&=' (Mod1 bits 2:1), the rest of LaneConfig kept; in half of them
     * EXCHANGE_SRCB_SRCC as well (it turns the compare modes round, not the swap of Mod1 0: SFPSWAP.md) */
    uint32_t bits = gspec_bit_lanecfg(GR_DEST_INDEX) | (chance(&g->r, 50) ? gspec_bit_lanecfg(GR_SRCB_SRCC) : 0u);
    if (emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 1u | 2u, bits))) {
        emit(g, word_of(g->arch, SFPU_OP_SFPSWAP, vd, vc, mod1, 0));
        emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 1u | 4u, 0xFFFFu & ~bits));
    }
    return true;
}

/* Wormhole SFPSHFT2: a SHFLROR1 loaded as a template (VD 12..15, the backdoor opened by clearing LaneConfig
 * DISABLE_BACKDOOR_LOAD with '&=') must not latch its VC, which a later SHFLSHR1 shifts into column 0 (the WH bug);
 * VC's column 7 differs from the latch. */
static bool corner_shft2_capture(gen_t *g)
{
    if (g->arch != SFPU_ARCH_WH || !allowed(g, SFPU_OP_SFPSHFT2) || !allowed(g, SFPU_OP_SFPCONFIG) ||
        (g->mods[SFPU_OP_SFPSHFT2] & 0x18u) != 0x18u) {
        return false;
    }
    unsigned vc = 16;
    for (unsigned i = 0, s = rnd(&g->r, 16); i < 16 && vc == 16; ++i) {
        unsigned r = (s + i) % 16;
        for (unsigned lane = 7; lane < SFPU_LANES; lane += 8) {
            if (view_lreg(g->fa, r)[lane] != view_shft2_capture(g->fa, lane)) {
                vc = r;
            }
        }
    }
    if (vc == 16 || !emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 1u | 4u, 0xFFFFu & ~(1u << 1)))) {
        return true;
    }
    if (emit(g, word_of(g->arch, SFPU_OP_SFPSHFT2, 12u + rnd(&g->r, 4), vc, chance(&g->r, 50) ? 3u : 2u, 0))) {
        emit(g, word_of(g->arch, SFPU_OP_SFPSHFT2, rnd(&g->r, 8), rnd(&g->r, 16), 4u, 0));
    }
    return true;
}

/* Blackhole SFPSTORE / SFPLOAD Mod0 0: the format then comes from SrcB's (or SFPU_DEST_FMT's) configuration, which
 * init_cfg sets to an FP16 one in some programs. */
static bool corner_srcb_fmt(gen_t *g)
{
    if (g->arch != SFPU_ARCH_BH || !allowed(g, SFPU_OP_SFPSTORE) || !allowed(g, SFPU_OP_SFPLOAD)) {
        return false;
    }
    unsigned r = rnd(&g->r, 8), addr = rnd(&g->r, 32);
    if (load_value(g, r, ((110u + rnd(&g->r, 30)) << 23) | rnd(&g->r, 1u << 23))) {
        emit(g, word_of(g->arch, SFPU_OP_SFPSTORE, r, 0, 0, addr));
        emit(g, word_of(g->arch, SFPU_OP_SFPLOAD, rnd(&g->r, 8), 0, 0, rnd(&g->r, 32)));
    }
    return true;
}

/* Blackhole programs whose initial configuration init_cfg aims at a Dst corner: SrcB's format an FP16 one with
 * SFPU_DEST_FMT and FP32 Dst off (Mod0 0 then means FP16, not the BF16 of format 0), or REMAP_ADDRS on. */
static bool srcb_fp16_program(const gen_t *g)
{
    return g->arch == SFPU_ARCH_BH && g_opts(g)->cfg && g_opts(g)->index % 5 == 2;
}

/* Programs whose initial configuration puts the SrcB format on one code, with FP32 Dst off, so that Mod0 0 resolves
 * through each of the 16 codes in some programs (the config group's SrcB format bins); the override and SFPU_DEST_FMT
 * stay as drawn. */
static int srcb_code_program(const gen_t *g)
{
    return g_opts(g)->cfg && g_opts(g)->index % 2 == 1 && !srcb_fp16_program(g) ? (int)(g_opts(g)->index / 2 % 16)
                                                                                  : -1;
}

static bool remap_program(const gen_t *g)
{
    return g->arch == SFPU_ARCH_BH && g_opts(g)->cfg && g_opts(g)->index % 5 == 4;
}

/* Corner `c`; the flags corner where `c` does not apply (its architecture or the allowed ops). */
static void directed_corner(gen_t *g, unsigned c)
{
    bool done = c == C_FMA_TINY        ? corner_fma_tiny(g)
                : c == C_STOCH         ? corner_stoch(g)
                : c == C_ARECIP_BOUND  ? corner_arecip_bound(g)
                : c == C_DEST_INDEX    ? corner_dest_index(g)
                : c == C_SHFT2_CAPTURE ? corner_shft2_capture(g)
                : c == C_SRCB_FMT      ? corner_srcb_fmt(g)
                : c == C_LUT_CUT       ? corner_lut_cut(g)
                : c == C_SHFT_RSV      ? corner_shft_rsv(g)
                : c == C_FMA_CARRY2    ? corner_fma_carry2(g)
                : c == C_MUTATE        ? corner_mutate(g)
                                       : false;
    if (!done) {
        corner_flags(g);
    }
}

/* Two corners per program, in turn by index (on Blackhole the flags corner, with the most modes to reach, in two
 * programs of three), and the SrcB-format corner in the programs whose configuration init_cfg aims at it. */
static size_t plan_corners(gen_t *g, target_t *t, size_t n)
{
    static const uint8_t k_bh[] = {C_FLAGS, C_FMA_TINY, C_STOCH, C_ARECIP_BOUND, C_FLAGS, C_DEST_INDEX};
    static const uint8_t k_wh[] = {C_FLAGS, C_STOCH, C_DEST_INDEX, C_SHFT2_CAPTURE};
    bool bh = g->arch == SFPU_ARCH_BH;
    const uint8_t *list = bh ? k_bh : k_wh;
    size_t len = bh ? sizeof k_bh : sizeof k_wh;
    uint32_t k = g_opts(g)->index;
    bool flags = false;
    for (size_t j = 0; j < 2 && n < MAX_TARGETS; ++j) {
        t[n++] = (target_t){T_CORNER, list[(k + j * (len / 2)) % len], 0, 0, 0};
        flags |= t[n - 1].a == C_FLAGS;
    }
    /* the flag-combining modes in three programs of four: each mode's lane patterns */
    if (!flags && k % 4 != 3 && n < MAX_TARGETS) {
        t[n++] = (target_t){T_CORNER, C_FLAGS, 0, 0, 0};
    }
    /* one short corner more: on Blackhole the LUT split and the reserved SFPSHFT modes in turn, on Wormhole the
     * LUT split in every other program */
    if ((bh || k % 2 == 0) && n < MAX_TARGETS) {
        t[n++] = (target_t){T_CORNER, bh && k % 2 ? C_SHFT_RSV : C_LUT_CUT, 0, 0, 0};
    }
    if (srcb_fp16_program(g) && n < MAX_TARGETS) {
        t[n++] = (target_t){T_CORNER, C_SRCB_FMT, 0, 0, 0};
    }
    if (k % 4 == 1 && n < MAX_TARGETS) { /* the FMA's normalisation sticky bit in one program of four */
        t[n++] = (target_t){T_CORNER, C_FMA_CARRY2, 0, 0, 0};
    }
    if (bh && k % 4 == 3 && n < MAX_TARGETS) { /* Blackhole's stack-top compare under disabled lanes, as often */
        t[n++] = (target_t){T_CORNER, C_MUTATE, 0, 0, 0};
    }
    return n;
}

/* The program's targets (opts.index), in a random order. */
static size_t plan_targets(gen_t *g, target_t *t)
{
    size_t n = 0;
    uint32_t k = g_opts(g)->index;
    bool violate = g_opts(g)->hazards == SFPU_GEN_HAZARDS_VIOLATE;
    target_t om[SFPU_OP_COUNT * SFPU_GEN_MOD_VALUES];
    size_t nom = 0;
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) { /* the order of the opmod group's bins */
        for (unsigned v = 0; v < SFPU_GEN_MOD_VALUES && allowed(g, op) && sfpu_isa_info(op)->unit < SFPU_UNIT_COUNT;
             ++v) {
            if ((g->mods[op] >> v) & 1u) {
                om[nom++] = (target_t){T_OPMOD, (uint8_t)op, (uint8_t)v, 0, 0};
            }
        }
    }
    size_t period = period_of(nom, OPMOD_TARGETS);
    for (size_t b = period ? k % period : nom; b < nom && n < MAX_TARGETS; b += period) {
        t[n++] = om[b];
    }
    gcov_hz_t hz[2 * SFPU_OP_COUNT * SFPU_OP_COUNT];
    size_t nh = gcov_hazard_list(g->arch, g_opts(g)->allow, g->mods, hz, sizeof hz / sizeof hz[0]);
    period = period_of(nh, HAZARD_TARGETS);
    for (size_t b = period ? k % period : nh; b < nh && n < MAX_TARGETS; b += period) {
        t[n++] = (target_t){T_HAZARD, hz[b].producer, hz[b].consumer, hz[b].distance, 0};
    }
    /* SFPLOADMACRO reads an LReg only through what its Sequence schedules (a Store of VD, a template's VB / VC): the
     * hazards into it miss more often, so the next program aims at them as well */
    for (size_t b = period && k > 0 ? (k - 1) % period : nh; b < nh && n < MAX_TARGETS; b += period) {
        if (hz[b].consumer == SFPU_OP_SFPLOADMACRO) {
            t[n++] = (target_t){T_HAZARD, hz[b].producer, hz[b].consumer, hz[b].distance, 0};
        }
    }
    /* Wormhole has no interlock: a rule-abiding program pads a back-to-back hazard with SFPNOPs, so the rule-breaking
     * one after it also aims at the distance-0 bins of its share */
    for (size_t b = period && k % 2 ? (k - 1) % period : nh; violate && g->arch == SFPU_ARCH_WH && b < nh &&
                                                             n < MAX_TARGETS;
         b += period) {
        if (hz[b].distance == 0) {
            t[n++] = (target_t){T_HAZARD, hz[b].producer, hz[b].consumer, 0, 0};
        }
    }
    gcov_fmt_t fl[2 * SFPU_GEN_FMTS * SFPU_GEN_VCLASSES * 2];
    size_t nf = gcov_dstfmt_list(g->arch, fl, sizeof fl / sizeof fl[0]);
    period = period_of(nf, DSTFMT_TARGETS);
    for (size_t b = period ? k % period : nf; b < nf && n < MAX_TARGETS; b += period) {
        t[n++] = (target_t){T_DSTFMT, fl[b].dir, fl[b].fmt, fl[b].cls, fl[b].sign};
    }
    /* operand corners: 3 x 7 pairs, then SFPARECIP Mod1 x 7 classes x 2 signs */
    unsigned no = 3 * SFPU_GEN_PAIR_CLASSES + 4 * 7 * 2;
    period = period_of(no, OPERAND_TARGETS);
    static const uint8_t k_fclasses[7] = {VC_ZERO, VC_DENORM, VC_MIN, VC_ORD, VC_MAX, VC_INF, VC_NAN};
    for (size_t b = k % period; b < no && n < MAX_TARGETS; b += period) {
        if (b < 3 * SFPU_GEN_PAIR_CLASSES) {
            t[n++] = (target_t){T_PAIR, (uint8_t)(b / SFPU_GEN_PAIR_CLASSES), (uint8_t)(b % SFPU_GEN_PAIR_CLASSES), 0,
                                0};
        } else {
            size_t x = b - 3 * SFPU_GEN_PAIR_CLASSES;
            if ((g->mods[SFPU_OP_SFPARECIP] >> (x / 14)) & 1u) {
                t[n++] = (target_t){T_ARECIP, (uint8_t)(x / 14), k_fclasses[(x % 14) / 2], (uint8_t)(x % 2), 0};
            }
        }
    }
    for (unsigned b = 0; violate && g->arch == SFPU_ARCH_BH && b < 4 && n < MAX_TARGETS; ++b) {
        t[n++] = (target_t){T_BUG, (uint8_t)(b + 4 * ((k / 2) % 2)), 0, 0, 0}; /* half the bugs, in turn */
    }
    if (violate && g->arch == SFPU_ARCH_BH && (k / 2) % 2 == 0 && n < MAX_TARGETS) {
        t[n++] = (target_t){T_BUG, 5, 0, 0, 0}; /* and bug 6 (SFPSWAP) in every one: its result needs two reads */
    }
    if (allowed(g, SFPU_OP_SFPSHFT) && n < MAX_TARGETS) {
        t[n++] = (target_t){T_SHIFT, 0, 0, 0, 0};
    }
    if (g->arch == SFPU_ARCH_BH && n < MAX_TARGETS) { /* Dst as a stack: a push then a pop (INT32_ALL) */
        t[n++] = (target_t){T_STACK, 0, 0, 0, 0};
    }
    if (violate && (k / 2) % 4 == 2 && g_opts(g)->macros && n < MAX_TARGETS) {
        t[n++] = (target_t){T_MACRO_RULE, 0, 0, 0, 0};
    }
    if (g_opts(g)->macros && k % 4 != 3 && n < MAX_TARGETS) { /* a production shape in three programs of four */
        t[n++] = (target_t){T_SHAPE, (uint8_t)(k % SFPU_GEN_KERNEL_SHAPES), 0, 0, 0};
    }
    if (g_opts(g)->macros && k % 6 == 0 && n < MAX_TARGETS) { /* the cancelling shape in a sixth more */
        t[n++] = (target_t){T_SHAPE, SFPU_GEN_KERNEL_SHAPES - 1, 0, 0, 0};
    }
    if (g_opts(g)->macros && k % 4 == 2 && n < MAX_TARGETS) { /* instruction-count delays in a quarter more */
        t[n++] = (target_t){T_SHAPE, SFPU_GEN_KERNEL_SHAPES - 2, 0, 0, 0};
    }
    if (n < MAX_TARGETS) {
        t[n++] = (target_t){T_PRED, (uint8_t)(k % 3), 0, 0, 0};
    }
    if (violate && g_opts(g)->macros && n < MAX_TARGETS) { /* every sub-unit x delay in 32 rule-breaking programs */
        /* and each sub-unit x its Sequence flags (VD16, USE_VB: neither, one, both) in turn */
        t[n++] = (target_t){T_MACRO_DELAY, (uint8_t)((k / 2) % 4), (uint8_t)((k / 8) % 8), (uint8_t)((k / 8) % 4), 0};
    }
    if (violate && (k / 2) % 4 == 1 && n < MAX_TARGETS) {
        t[n++] = (target_t){T_RACE, 0, 0, 0, 0};
    }
    if (violate && (k / 2) % 4 == 3 && g_opts(g)->macros && n < MAX_TARGETS) { /* 25 programs */
        t[n++] = (target_t){T_MACRO_SUB, 0, 0, 0, 0};
    }
    for (unsigned j = 0; violate && g_opts(g)->macros && j < 2u && n < MAX_TARGETS; ++j) {
        /* a scheduled instruction and a regular one in one cycle: two kinds in turn */
        t[n++] = (target_t){T_COINCIDE, (uint8_t)((k / 2 + j) % 3), 0, 0, 0};
    }
    if (violate && (k / 2) % 4 == 2 && g_opts(g)->macros && n < MAX_TARGETS) { /* 25 programs */
        t[n++] = (target_t){T_VD16_CC, 0, 0, 0, 0};
    }
    if (k % 6 == 1 && g_opts(g)->macros && n < MAX_TARGETS) { /* 33 programs: a Store template under bit 7 */
        t[n++] = (target_t){T_STORE_TMPL, 0, 0, 0, 0};
    }
    if (k % 8 == 0 && g_opts(g)->macros && n < MAX_TARGETS) { /* 25 programs: an operand a mode or field decides */
        t[n++] = (target_t){T_MACRO_OPND, (uint8_t)((k / 8) % 2), 0, 0, 0};
    }
    if (k % 2 == 0 && n < MAX_TARGETS) { /* depth 1..8 in turn, in the even programs */
        t[n++] = (target_t){T_NEST, (uint8_t)(1 + (k / 2) % SFPU_FLAG_STACK_DEPTH), 0, 0, 0};
    }
    if (k % 16 == 5 && n < MAX_TARGETS) { /* and a full stack in one odd program of eight */
        t[n++] = (target_t){T_NEST, SFPU_FLAG_STACK_DEPTH, 0, 0, 0};
    }
    if (k % 8 == 1 && n < MAX_TARGETS) {
        t[n++] = (target_t){T_WALK, 0, 0, 0, 0};
    }
    gspec_rd_t rd[SFPU_OP_COUNT * SFPU_GEN_MOD_VALUES * 2];
    size_t cap = sizeof rd / sizeof rd[0], nrd = gspec_reads_list(g->arch, g_opts(g)->allow, g->mods, rd, cap / 2);
    nrd = nrd > cap / 2 ? cap / 2 : nrd;
    for (size_t i = 0, n0 = nrd; i < n0; ++i) { /* SFPLOADMACRO's twice: its Sequence may refuse the aimed one */
        if (rd[i].op == SFPU_OP_SFPLOADMACRO) {
            rd[nrd++] = rd[i];
        }
    }
    period = period_of(nrd, READS_TARGETS);
    for (size_t b = period ? k % period : nrd; b < nrd && n < MAX_TARGETS; b += period) {
        t[n++] = (target_t){T_READS, rd[b].op, rd[b].mod, rd[b].bit, rd[b].per_mode};
    }
    period = period_of(GB_SETCC_NEG_ZERO, BOUND_TARGETS);
    for (size_t b = k % period; b < GB_SETCC_NEG_ZERO && n < MAX_TARGETS; b += period) {
        if (gspec_bound_exists(g->arch, g_opts(g)->allow, g->mods, (unsigned)b)) {
            t[n++] = (target_t){T_BOUND, (uint8_t)b, 0, 0, 0};
        }
    }
    /* the boundaries a single operand pattern decides, in more programs: the FMA's flush boundary (a round bit at
     * exponent 0) in one of four, SFPCOMPC on an empty stack in one of six, ... */
    if (k % 4 == 0 && n < MAX_TARGETS && gspec_bound_exists(g->arch, g_opts(g)->allow, g->mods, GB_FMA_ZERO)) {
        t[n++] = (target_t){T_BOUND, GB_FMA_ZERO, 0, 0, 0};
    }
    if (k % 6 == 2 && n < MAX_TARGETS && gspec_bound_exists(g->arch, g_opts(g)->allow, g->mods, GB_COMPC_EMPTY)) {
        t[n++] = (target_t){T_BOUND, GB_COMPC_EMPTY, 0, 0, 0};
    }
    /* and the PRNG read into an unwritten VD (three words) in one of eight more: it shows only where the program's
     * state leaves lanes running */
    if (k % 8 == 6 && n < MAX_TARGETS &&
        gspec_bound_exists(g->arch, g_opts(g)->allow, g->mods, GB_MOV_PRNG_UNWRITTEN)) {
        t[n++] = (target_t){T_BOUND, GB_MOV_PRNG_UNWRITTEN, 0, 0, 0};
    }
    /* and SFPLOAD's index capture through DEST_RD_COL_EXCHANGE in one of eight more */
    if (k % 8 == 2 && n < MAX_TARGETS && gspec_bound_exists(g->arch, g_opts(g)->allow, g->mods, GB_LOAD_INDEX_XCHG)) {
        t[n++] = (target_t){T_BOUND, GB_LOAD_INDEX_XCHG, 0, 0, 0};
    }
    /* the operand corners inside a rounding, saturation or compare rule, in one of four programs (each corner in one
     * of twenty): a wrong rule shows only on the corner value itself */
    /* and the format and field edges one instruction shows (the FP16 store's flush and saturation exponents, SFPDIVP2
     * ADD at exponent 254, SFPMOV of LaneConfig 17:16, ...): all of them in turn, in the odd programs (each corner in
     * about one program of twenty-four) */
    /* (two in each odd program, half the list apart: a corner in about one program of twelve) */
    for (unsigned j = 0, nc = GB_COUNT - GB_SETCC_NEG_ZERO; k % 2 == 1 && j < 2; ++j) {
        unsigned corner = GB_SETCC_NEG_ZERO + (unsigned)((k / 2u + j * (nc / 2u)) % nc);
        if (n < MAX_TARGETS && gspec_bound_exists(g->arch, g_opts(g)->allow, g->mods, corner)) {
            t[n++] = (target_t){T_BOUND, (uint8_t)corner, 0, 0, 0};
        }
    }
    /* the decode rule's edges in turn: one of the few whole-word kinds (the other architecture's, the flag stack,
     * SFPLOADMACRO, Dst rows, the sign extension) in every program, the many field edges in the other slots */
    uint16_t whole[SFPU_GEN_UNDEF_BINS], field[SFPU_GEN_UNDEF_BINS];
    size_t nw = 0, nfe = undef_fields(g, field);
    for (size_t e = 0; e < g->nud; ++e) {
        if (!undef_is_field(&g->ud[e])) {
            whole[nw++] = (uint16_t)e;
        }
    }
    if (g_opts(g)->undef && nw && n < MAX_TARGETS) {
        size_t e = whole[k % nw];
        t[n++] = (target_t){T_UNDEF, (uint8_t)(e & 0xFFu), (uint8_t)(e >> 8), 1, 0};
    }
    if (g_opts(g)->undef && nfe && n < MAX_TARGETS) { /* the field edges in one run (undef_run) */
        t[n++] = (target_t){T_UNDEF_RUN, 0, 0, 0, 0};
    }
    for (size_t e = 0; g_opts(g)->undef && k % 8 == 3 && e < g->nud && n < MAX_TARGETS; ++e) {
        if (g->ud[e].kind == GU_DST_ROW_OFF) { /* the DstRowValid rule's defined side in an eighth more */
            t[n++] = (target_t){T_UNDEF, (uint8_t)(e & 0xFFu), (uint8_t)(e >> 8), 1, 0};
        }
    }
    n = plan_corners(g, t, n);
    for (size_t i = n; i > 1; --i) { /* shuffle */
        size_t j = rnd(&g->r, (uint32_t)i);
        target_t x = t[i - 1];
        t[i - 1] = t[j];
        t[j] = x;
    }
    /* The long RWC walk and the whole-word undefined kind (a full stack needs room) first, then the targets each
     * program has one or two of (the bins few programs aim at), then the hazards, then the modes, then the shuffled
     * rest: a program too short for all loses the common ones. The corners (no coverage bins) go with the rest: ahead
     * of it they cost the hazard group its closure. */
    size_t m = 0;
    for (unsigned pass = 0; pass < 5; ++pass) {
        for (size_t i = m; i < n; ++i) {
            bool rare = t[i].kind >= T_BUG && t[i].kind != T_WALK && t[i].kind != T_CORNER;
            bool first = pass == 0   ? t[i].kind == T_UNDEF && t[i].c /* whole-word kind: before the walk's words */
                         : pass == 1 ? t[i].kind == T_WALK
                         : pass == 2 ? rare || t[i].kind == T_ARECIP
                         : pass == 3 ? t[i].kind == T_HAZARD
                                     : t[i].kind == T_OPMOD;
            if (first) {
                target_t x = t[m];
                t[m++] = t[i];
                t[i] = x;
            }
        }
    }
    return n;
}

/* A MAD-family result read at once through the operand the Blackhole stall logic misses (bug 1..8). */
static void directed_bug(gen_t *g, unsigned bug)
{
    static const struct {
        uint8_t op;
        int8_t mod;
    } k_bugs[8] = {{SFPU_OP_SFPAND, 1},  {SFPU_OP_SFPOR, 1},     {SFPU_OP_SFPIADD, 0}, {SFPU_OP_SFPSHFT, 0},
                   {SFPU_OP_SFPCONFIG, 0}, {SFPU_OP_SFPSWAP, 1}, {SFPU_OP_SFPSHFT2, 3}, {SFPU_OP_SFPSHFT2, 5}};
    unsigned mads[SFPU_OP_COUNT], nm = 0;
    for (unsigned i = 0; i < g->nops; ++i) {
        if ((sfpu_isa_info(g->ops[i])->flags & SFPU_IF_MAD) && g->mods[g->ops[i]]) {
            mads[nm++] = g->ops[i];
        }
    }
    if (nm) {
        directed_hazard(g, mads[rnd(&g->r, nm)], k_bugs[bug % 8].op, 0, k_bugs[bug % 8].mod, true);
    }
}

/* ---- undefined words (sfpu_gen_opts_t.undef) ----
 * A word the model reports as undefined, placed where a DUT must flag it in the cycle it is presented: after an
 * SFPNOP (nothing stalls it) and with no SFPLOADMACRO work pending (a due macro instruction would drop it unseen).
 * The committed models run an SFPNOP in its place, as a harness does, and an SFPNOP follows it, so that what a DUT
 * records of the killed word (the previous instruction of its stall logic) cannot matter. */

/* op drawn at random, with the reserved field [hi:lo] set to v (on SFPU_IF_IMM8_SEXT's [23:20], Imm8's sign bit
 * `neg`). */
static uint32_t with_field(gen_t *g, unsigned op, unsigned lo, unsigned hi, uint32_t v, int neg)
{
    uint32_t w = draw(g, op), mask = (hi - lo + 1u >= 32u ? 0xFFFFFFFFu : (1u << (hi - lo + 1u)) - 1u) << lo;
    if (neg >= 0) {
        w = (w & ~(0x80u << 12)) | ((uint32_t)neg << 19); /* Imm8 [19:12]: its bit 7 is word bit 19 */
    }
    return (w & ~mask) | ((v << lo) & mask);
}

/* An edge of the decode rule (gspec_ud_t) of kind reserved / sign extension / Mod / opcode (0: not possible). */
static uint32_t undef_edge(gen_t *g, const gspec_ud_t *u)
{
    /* only the reserved-field kinds have a field [b:a]; the others leave a and b unused */
    unsigned width = u->b >= u->a ? u->b - u->a + 1u : 0u, all = width >= 32u ? 0xFFFFFFFFu : (1u << width) - 1u;
    bool sext = (sfpu_isa_info(u->op)->flags & SFPU_IF_IMM8_SEXT) && u->a == 20;
    switch (u->kind) {
    case GU_RSV_ONE: return with_field(g, u->op, u->a, u->b, 1u, sext ? (int)rnd(&g->r, 2) : -1);
    case GU_RSV_ALL: return with_field(g, u->op, u->a, u->b, all, sext ? 0 : -1); /* all ones: Imm8 positive */
    case GU_RSV_RAND: return with_field(g, u->op, u->a, u->b, 2u + rnd(&g->r, all - 2u), sext ? (int)rnd(&g->r, 2) : -1);
    case GU_SEXT_SHORT: /* [23:19] one bit from 11111: the sign bit clear, or one bit of the extension */
        return chance(&g->r, 50) ? with_field(g, u->op, u->a, u->b, 0xFu, 0)
                                 : with_field(g, u->op, u->a, u->b, chance(&g->r, 50) ? 0x7u : 0xEu, 1);
    case GU_MODE: {
        sfpu_insn_t in;
        int mf = gcov_mod_field(u->op, g->arch);
        if (mf < 0 || sfpu_decode(draw(g, u->op), g->arch, &in, NULL, 0) != SFPU_OK) {
            return 0;
        }
        in.f[mf] = u->a;
        return sfpu_encode(&in);
    }
    default: { /* GU_OPCODE */
        sfpu_insn_t in;
        gcov_insn(&in, g->arch == SFPU_ARCH_BH ? SFPU_ARCH_WH : SFPU_ARCH_BH, u->op, 0);
        in.f[SFPU_FIELD_vd] = rnd(&g->r, 8);
        in.f[SFPU_FIELD_vc] = rnd(&g->r, 8);
        return sfpu_encode(&in);
    }
    }
}

/* An SFPLOADMACRO made undefined by its configuration: how 0 a Sequence byte selecting 1, 1 an invalid template on
 * Simple, 2 a template on Store that is no store, 3 a template of the other architecture's instruction `op`. The
 * configuration words are emitted; returns the SFPLOADMACRO (0: not possible here). */
static uint32_t undef_macro(gen_t *g, unsigned how, unsigned other_op)
{
    unsigned idx = rnd(&g->r, 4), t = rnd(&g->r, 4);
    uint32_t seq = (1u | (rnd(&g->r, 8) << 3)) << (8u * rnd(&g->r, 2));
    if (how) { /* LoadMacroConfig template t = LReg[0] (the same word in every lane: SFPLOADI) */
        unsigned cand[SFPU_OP_COUNT], nc = 0;
        for (unsigned i = 0; i < g->nops && how < 3; ++i) {
            unsigned un = sfpu_isa_info(g->ops[i])->unit;
            if (how == 1 ? un == SFPU_UNIT_SIMPLE && g->ops[i] != SFPU_OP_SFPNOP : un == SFPU_UNIT_MAD) {
                cand[nc++] = g->ops[i];
            }
        }
        uint32_t tw = 0;
        if (how == 3) {
            gspec_ud_t u = {GU_OPCODE, (uint8_t)other_op, 0, 0};
            tw = undef_edge(g, &u);
        } else if (nc) {
            unsigned op = cand[rnd(&g->r, nc)];
            if (how == 2) {
                tw = draw(g, op);
            } else { /* a Simple instruction with one of its reserved bits set */
                uint32_t w = draw(g, op);
                sfpu_insn_t in;
                for (unsigned bit = 0; bit < 24 && !tw; ++bit) {
                    unsigned b = (bit + rnd(&g->r, 24)) % 24;
                    if (!(w >> b & 1u) && sfpu_decode(w | 1u << b, g->arch, &in, NULL, 0) != SFPU_OK) {
                        tw = w | 1u << b;
                    }
                }
            }
        }
        seq = (SEQ_TEMPLATE0 + t) << (how == 2 ? 24u : 0u); /* on Simple: invalid; on Store: not a store */
        if (tw == 0 || !load_value(g, 0, tw) || !emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, t, 0, 0)) ||
            !load_value(g, 0, seq) || !emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 4 + idx, 0, 0))) {
            return 0;
        }
    } else if (!emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 4 + idx, 1, seq))) {
        return 0;
    }
    sfpu_insn_t in;
    sfpu_decode(draw(g, SFPU_OP_SFPLOADMACRO), g->arch, &in, NULL, 0);
    in.f[SFPU_FIELD_lreg_ind] = (idx << 2) | (SFPU_F(&in, lreg_ind) & 3u);
    return sfpu_encode(&in);
}

/* The words in front of the undefined word of edge `u` and the word itself (0: not possible here). */
static uint32_t undef_word(gen_t *g, const gspec_ud_t *u)
{
    bool un;
    unsigned depth = depth_of(g->fa, &un);
    switch (u->kind) {
    case GU_STACK_FULL: /* push to the top, then once more */
        if (g_opts(g)->max_depth < SFPU_FLAG_STACK_DEPTH) {
            return 0;
        }
        for (; depth < SFPU_FLAG_STACK_DEPTH; ++depth) {
            if (!emit(g, encode_fields(g->arch, SFPU_OP_SFPPUSHC, 0, 0, 0))) {
                return 0;
            }
        }
        { /* Mod 0, or another mode the model executes (an undefined Mod would be that edge, not this one) */
            unsigned m = chance(&g->r, 50) ? 0u : 1u + rnd(&g->r, 15);
            return encode_fields(g->arch, SFPU_OP_SFPPUSHC, 0, (g->mods[SFPU_OP_SFPPUSHC] >> m) & 1u ? m : 0u, 0);
        }
    case GU_STACK_EMPTY: { /* a pop, or a mode that edits the top entry, with nothing pushed (pop it empty first) */
        for (; depth > 0 && un; --depth) {
            if (!emit(g, encode_fields(g->arch, SFPU_OP_SFPPOPC, 0, 0, 0))) {
                return 0;
            }
        }
        if (depth != 0) {
            return 0;
        }
        bool wh = g->arch == SFPU_ARCH_WH; /* Wormhole's have no Mod1 (a Mod1 there is another kind: a mode) */
        unsigned op = wh || chance(&g->r, 50) || !allowed(g, SFPU_OP_SFPPUSHC) ? SFPU_OP_SFPPOPC : SFPU_OP_SFPPUSHC;
        unsigned mod = wh ? 0u : op == SFPU_OP_SFPPOPC ? rnd(&g->r, 16) : 1u + rnd(&g->r, 15);
        return encode_fields(g->arch, op, 0, mod, 0);
    }
    case GU_DST_ROW: { /* a load, a store or an SFPLOADMACRO (its load half: then it schedules nothing either);
                        * directed_undef finds a row it touches, to be marked invalid */
        unsigned op = allowed(g, SFPU_OP_SFPLOAD) && (!allowed(g, SFPU_OP_SFPSTORE) || chance(&g->r, 50))
                          ? SFPU_OP_SFPLOAD
                          : SFPU_OP_SFPSTORE;
        bool violate = g_opts(g)->hazards == SFPU_GEN_HAZARDS_VIOLATE;
        if (allowed(g, SFPU_OP_SFPLOADMACRO) && g_opts(g)->macros && chance(&g->r, violate ? 85 : 30)) {
            unsigned idx = rnd(&g->r, 4);
            if (violate && allowed(g, SFPU_OP_SFPLOADI) && allowed(g, SFPU_OP_SFPCONFIG)) {
                /* a Sequence whose Store shows it if the macro scheduled anyway: SFPSTORE after 0 cycles */
                uint32_t sw[3];
                size_t ns = seq_words(g->arch, idx, (uint32_t)SEQ_STORE << 24, sw);
                if (!emit_words(g, sw, ns)) {
                    return 0;
                }
            }
            return seq_lm(g, idx, rnd(&g->r, 8), rnd(&g->r, 32), PICK(&g->r, ((const uint8_t[]){0, 2, 3, 4, 6})));
        }
        return draw(g, op);
    }
    case GU_MACRO_SEQ1: return undef_macro(g, 0, 0);
    case GU_MACRO_TEMPLATE: return undef_macro(g, 1, 0);
    case GU_MACRO_STORE: return undef_macro(g, 2, 0);
    case GU_TEMPLATE: return undef_macro(g, 3, u->op);
    default: return undef_edge(g, u);
    }
}

/* Whether `w` is undefined in the cycle it is presented now: the timed model reports it at once. */
static bool undef_now(gen_t *g, uint32_t w)
{
    sfpu_in_t in = {1, w};
    sfpu_out_t out;
    bool ok = sfpu_tick(g->tb, &in, &out) == SFPU_ERR_UNDEFINED;
    resync(g);
    return ok;
}

/* Whether `w`, presented now, is undefined with DstRowValid clear for the physical rows lo..hi-1. */
static bool undef_with_rows(gen_t *g, uint32_t w, unsigned lo, unsigned hi)
{
    for (unsigned r = lo; r < hi; ++r) {
        sfpu_poke_dst_row_valid(g->tb, r, false);
    }
    return undef_now(g, w);
}

/* The lowest Dst row from `lo` up whose clear DstRowValid makes `w` (defined as it stands) undefined now, by
 * bisection; false: none. */
static bool dst_row_from(gen_t *g, uint32_t w, unsigned lo, uint16_t *row)
{
    unsigned hi = SFPU_DST_ROWS;
    if (lo >= hi || undef_now(g, w) || !undef_with_rows(g, w, lo, hi)) {
        return false;
    }
    while (hi - lo > 1) {
        unsigned mid = (lo + hi) / 2;
        if (undef_with_rows(g, w, lo, mid)) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    *row = (uint16_t)lo;
    return true;
}

static bool dst_row_of(gen_t *g, uint32_t w, uint16_t *row) { return dst_row_from(g, w, 0, row); }

/* The DstRowValid rule's other side (GU_DST_ROW_OFF): a defined SFPLOAD or SFPSTORE presented while a row it
 * addresses is invalid, a row of lanes LaneConfig ROW_MASK has turned off (SFPLOAD.md, SFPSTORE.md: undefined only
 * where an enabled lane meets a clear DstRowValid). The rows it addresses are found with every lane on (bisection:
 * the lowest, then the next above it, ...); then ROW_MASK turns one to three rows of lanes off, and a row whose
 * clear DstRowValid leaves the word defined is the one a harness clears (row_off_row) while the word is presented. */
static void directed_row_off(gen_t *g, unsigned e)
{
    unsigned op = allowed(g, SFPU_OP_SFPLOAD) && (!allowed(g, SFPU_OP_SFPSTORE) || chance(&g->r, 50))
                      ? SFPU_OP_SFPLOAD
                      : SFPU_OP_SFPSTORE;
    if (g->n_row_off >= SFPU_GEN_UNDEF_MAX || !allowed(g, SFPU_OP_SFPCONFIG) || !allowed(g, op) ||
        g->n + 16 + reserve(g) > g->cap) {
        return;
    }
    for (unsigned k = 0; k < DRAIN_RESERVE && view_lm_pending(g->ta) != 0; ++k) { /* no scheduled Dst access */
        if (!emit(g, NOP_WORD)) {
            return;
        }
    }
    if (view_lm_pending(g->ta) != 0 ||
        (view_use_lane_flags(g->fa) && (!allowed(g, SFPU_OP_SFPENCC) || !emit(g, pred_off_word(g->arch)))) ||
        (view_row_masked_lanes(g->fa) != 0 && !lanecfg(g, 0xF000u, false))) {
        return; /* every lane on */
    }
    uint32_t w = 0;
    uint16_t rows[4];
    unsigned nr = 0;
    for (unsigned tries = 0; tries < 4 && nr == 0; ++tries) { /* a word that addresses Dst (an SFPLOAD to VD < 8) */
        w = draw(g, op);
        for (unsigned lo = 0; nr < 4 && dst_row_from(g, w, lo, &rows[nr]); lo = rows[nr++] + 1u) {
        }
    }
    if (nr == 0 || !lanecfg(g, (1u + rnd(&g->r, 14)) << 12, true)) { /* ROW_MASK: one to three rows of lanes off */
        return;
    }
    for (unsigned k = 0, s = rnd(&g->r, nr); k < nr; ++k) {
        uint16_t r = rows[(s + k) % nr];
        if (view_lm_pending(g->ta) == 0 && !undef_with_rows(g, w, r, r + 1u) && !undef_now(g, w) &&
            emit(g, w)) {
            g->row_off_row[g->n_row_off] = r;
            g->row_off_at[g->n_row_off++] = (uint32_t)(g->n - 1);
            g->cov.undef[e]++;
            break;
        }
    }
    lanecfg(g, 0xF000u, false);
}

/* The undefined word of entry e of the decode-rule edges (gspec_undef_list), counted in its bin when placed. */
static void directed_undef(gen_t *g, unsigned e);

/* Program k's field edges, UNDEF_TARGETS - 1 of them, one after another (NOP, word, NOP, word, ..., NOP: a word
 * after the previous one's trailing SFPNOP needs no other). They lie a stride apart in the list, so that
 * neighbours (Mod 2 and Mod 3 of one instruction) come in different programs, and each edge in about
 * 200 * (UNDEF_TARGETS - 1) / edges programs of 200. */
static void undef_run(gen_t *g)
{
    uint16_t field[SFPU_GEN_UNDEF_BINS];
    size_t nfe = undef_fields(g, field);
    unsigned runs = UNDEF_TARGETS(g->arch == SFPU_ARCH_BH) - 1u;
    size_t stride = (nfe + runs - 1u) / runs;
    for (unsigned j = 0; nfe && j < runs; ++j) {
        directed_undef(g, field[(g_opts(g)->index + j * stride) % nfe]);
    }
}

static void directed_undef(gen_t *g, unsigned e)
{
    if (e >= g->nud) {
        return;
    }
    if (g->ud[e].kind == GU_DST_ROW_OFF) {
        directed_row_off(g, e);
        return;
    }
    for (unsigned k = 0; k < DRAIN_RESERVE && view_lm_pending(g->ta) != 0; ++k) { /* let scheduled macro work finish */
        if (!emit(g, NOP_WORD)) {
            return;
        }
    }
    for (unsigned tries = 0; tries < 4 && g->n_undef < SFPU_GEN_UNDEF_MAX && view_lm_pending(g->ta) == 0; ++tries) {
        uint32_t w = undef_word(g, &g->ud[e]);
        /* (right after an undefined word's trailing SFPNOP: that SFPNOP serves) */
        bool after = g->n_undef > 0 && g->undef_at[g->n_undef - 1] + 2u == g->n && g->w[g->n - 1] == NOP_WORD &&
                     undef_is_field(&g->ud[e]);
        if (w == 0 || (!after && !emit(g, NOP_WORD)) || view_lm_pending(g->ta) != 0 ||
            g->n + 2 + reserve(g) > g->cap) {
            return;
        }
        uint16_t row = SFPU_GEN_NO_ROW;
        if (g->ud[e].kind == GU_DST_ROW ? dst_row_of(g, w, &row) : undef_now(g, w)) {
            timed_issue(g->ta, NOP_WORD); /* the models run an SFPNOP in its place */
            g->undef_row[g->n_undef] = row;
            g->undef_at[g->n_undef++] = (uint32_t)g->n;
            g->w[g->n++] = w;
            g->cov.undef[e]++;
            resync(g);
            emit(g, NOP_WORD);
            return;
        }
    }
}

/* LaneConfig bits `mask` set (on) or cleared in every lane SFPCONFIG writes (VD 15: Imm16 '|=' / '&='; bits 17:16
 * through LReg[0], which Imm16 cannot reach). */
static bool lanecfg(gen_t *g, uint32_t mask, bool on)
{
    if (view_use_lane_flags(g->fa) && allowed(g, SFPU_OP_SFPENCC)) {
        /* SFPCONFIG skips the columns whose flag is false: predication off first (SFPENCC EI, Imm 0), so that
         * every lane is written (a ROW_MASK bit left in one lane would keep its flag stack from being popped) */
        if (!emit(g, pred_off_word(g->arch))) {
            return false;
        }
    }
    if (mask & 0x30000u) {
        return load_value(g, 0, on ? mask : ~mask) && emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, on ? 2 : 4, 0));
    }
    return emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, on ? 3u : 5u, on ? mask : ~mask & 0xFFFFu));
}

/* Instruction rd->op in mode rd->mod while the LaneConfig bit rd->bit it reads is set (gen_reads.def). */
static void directed_reads(gen_t *g, const gspec_rd_t *rd)
{
    uint32_t mask = gspec_bit_lanecfg(rd->bit);
    if (rd->bit == GR_ROW_MASK) {
        mask = 0x1000u << rnd(&g->r, 4); /* one row of four masked: lanes stay alive */
    }
    const gspec_reads_t *rr = gspec_reads(rd->op);
    uint32_t others = rr ? rr->mode_bits & ~(GR(LC_HI) | (1u << rd->bit)) : 0;
    if (others && ((rr->mode_bits >> rd->bit) & 1u) && chance(&g->r, 50)) {
        /* half the time with a second bit the instruction reads in that mode: the bits' pairs (DEST_INDEX with
         * DEST_RD_COL_EXCHANGE, EXCHANGE_SRCB_SRCC with DEST_INDEX, ...) */
        unsigned bits[GR_BITS], nb = 0;
        for (unsigned b = 0; b < GR_BITS; ++b) {
            if ((others >> b) & 1u) {
                bits[nb++] = b;
            }
        }
        mask |= gspec_bit_lanecfg(bits[rnd(&g->r, nb)]);
    }
    sfpu_insn_t in;
    bool u;
    for (unsigned k = 0; k < DRAIN_RESERVE && view_lm_pending(g->ta) != 0; ++k) { /* let scheduled macro work finish */
        if (!emit(g, NOP_WORD)) {
            return;
        }
    }
    if (!allowed(g, SFPU_OP_SFPCONFIG) || g->n + reserve(g) + 16 > g->cap || view_lm_pending(g->ta) != 0 ||
        sfpu_decode(draw(g, rd->op), g->arch, &in, NULL, 0) != SFPU_OK || !lanecfg(g, mask, true)) {
        return;
    }
    if ((rd->op == SFPU_OP_SFPPOPC || rd->op == SFPU_OP_SFPPUSHC) && depth_of(g->fa, &u) == 0) {
        emit(g, encode_fields(g->arch, SFPU_OP_SFPPUSHC, 0, 0, 0)); /* an entry to pop or edit */
    } else if (rd->op == SFPU_OP_SFPPUSHC && depth_of(g->fa, &u) >= g_opts(g)->max_depth) {
        emit(g, encode_fields(g->arch, SFPU_OP_SFPPOPC, 0, 0, 0)); /* room for one more */
    }
    int mf = gcov_mod_field(rd->op, g->arch);
    if (mf >= 0) {
        in.f[mf] = rd->per_mode ? rd->mod : in.f[mf];
    }
    if (rd->bit == GR_BACKDOOR) {
        in.f[SFPU_FIELD_vd] = 12u + rnd(&g->r, 4);
    } else if (rd->op == SFPU_OP_SFPCONFIG) {
        in.f[SFPU_FIELD_vd] = 15;
        in.f[SFPU_FIELD_imm16] = in.f[SFPU_FIELD_imm16] & 0x01FFu; /* keep ROW_MASK clear: lanes stay alive */
    } else if (rd->op == SFPU_OP_SFPSWAP && chance(&g->r, 60)) { /* the index register 4 + (VD & 3) onto VD / VC */
        in.f[SFPU_FIELD_vd] = 4u + rnd(&g->r, 4);
        in.f[SFPU_FIELD_vc] = chance(&g->r, 50) ? in.f[SFPU_FIELD_vd] : in.f[SFPU_FIELD_vd] & 3u;
    }
    if (!emit(g, sfpu_encode(&in)) && (rd->op == SFPU_OP_SFPLOAD || rd->op == SFPU_OP_SFPLOADMACRO)) {
        for (unsigned k = 1; k < 4 && rd->op == SFPU_OP_SFPLOADMACRO; ++k) { /* another Sequence may do */
            in.f[SFPU_FIELD_lreg_ind] = (in.f[SFPU_FIELD_lreg_ind] + 4u) & 15u;
            if (emit(g, sfpu_encode(&in))) {
                break;
            }
        }
    }
    if (rd->bit == GR_ROW_MASK && (rd->op == SFPU_OP_SFPPUSHC || rd->op == SFPU_OP_SFPPOPC)) {
        /* a push or pop under the mask moved the other rows' stacks only: move the masked row's alone the same way
         * (ROW_MASK = every other row), so that every lane's stack has one depth again */
        unsigned row = (unsigned)__builtin_ctz(mask >> 12), d_in = view_stack_depth(g->fa, row * 8u);
        unsigned d_out = view_stack_depth(g->fa, ((row + 1u) & 3u) * 8u);
        if (d_in != d_out && lanecfg(g, 0xF000u, false) && lanecfg(g, 0xF000u & ~mask, true)) {
            emit(g, encode_fields(g->arch, d_in < d_out ? SFPU_OP_SFPPUSHC : SFPU_OP_SFPPOPC, 0, 0, 0));
        }
        mask = 0xF000u;
    }
    if (rd->bit != GR_LC_HI) { /* bits 17:16 change nothing but what SFPCONFIG keeps of them: left for the state
                                * compare and SFPMOV FROM_SPECIAL to show */
        lanecfg(g, mask, false);
    }
}

/* LReg3 at a segment edge of SFPLUT / SFPLUTFP32, then the instruction. */
static void bound_lut(gen_t *g, unsigned op, uint32_t edge)
{
    sfpu_insn_t in;
    if (allowed(g, op) && load_value(g, 3, edge | (rnd(&g->r, 2) << 31)) &&
        sfpu_decode(draw(g, op), g->arch, &in, NULL, 0) == SFPU_OK) {
        emit(g, sfpu_encode(&in));
    }
}

/* vd = op(value in LReg[r]) for a one-operand instruction in mode mod1. */
static void bound_unary(gen_t *g, unsigned op, unsigned mod1, uint32_t v)
{
    unsigned r = rnd(&g->r, 8);
    sfpu_insn_t in;
    if (allowed(g, op) && load_value(g, r, v) && sfpu_decode(draw(g, op), g->arch, &in, NULL, 0) == SFPU_OK) {
        in.f[SFPU_FIELD_vc] = r;
        in.f[SFPU_FIELD_mod1] = mod1;
        emit(g, sfpu_encode(&in));
    }
}

/* a * b + c landing on the FMA result exponent of class k (GB_FMA_*). */
static void bound_fma(gen_t *g, unsigned k)
{
    static const unsigned k_ops[3] = {SFPU_OP_SFPMAD, SFPU_OP_SFPMUL, SFPU_OP_SFPADD};
    unsigned op = k_ops[rnd(&g->r, 3)];
    static const int k_e[5] = {-3, 0, 1, 254, 256};
    int e = k_e[k - GB_FMA_BELOW] + (k == GB_FMA_BELOW ? -(int)rnd(&g->r, 4) : 0);
    uint32_t ma = chance(&g->r, 50) ? 0x7FFFFFu - rnd(&g->r, 4) : rnd(&g->r, 1u << 23);
    uint32_t mb = chance(&g->r, 50) ? 0u : rnd(&g->r, 1u << 23);
    int ea = 64 + (int)rnd(&g->r, k == GB_FMA_ZERO ? 60 : 120), eb = e + 127 - ea - (chance(&g->r, 30) ? 1 : 0);
    if (k == GB_FMA_ZERO && chance(&g->r, 70)) {
        /* 1.ma x 1.mb in [2 - 2^-24, 2): 1.11..1 (24 ones) and a round bit at exponent 0, which rounds up into
         * 2^-126 only if the flush decision comes after the rounding */
        uint64_t m = (1u << 23) | ma, want = (1ull << 47) - (1ull << 23);
        uint64_t b = (want + m - 1) / m;
        if (b < (1ull << 23) || b >= (1ull << 24) || m * b >= (1ull << 47)) {
            return;
        }
        mb = (uint32_t)b & 0x7FFFFFu;
        eb = 127 - ea;
    }
    if (!allowed(g, op) || eb < 1 || eb > 254) {
        return;
    }
    uint32_t a = ((uint32_t)ea << 23) | ma | (rnd(&g->r, 2) << 31), b = ((uint32_t)eb << 23) | mb;
    unsigned ra = rnd(&g->r, 8), rb = (ra + 1u + rnd(&g->r, 6)) & 7u, rc = 9; /* LReg9: 0.0 */
    sfpu_insn_t in;
    if (load_value(g, ra, a) && load_value(g, rb, b) && sfpu_decode(draw(g, op), g->arch, &in, NULL, 0) == SFPU_OK) {
        in.f[SFPU_FIELD_va] = ra;
        in.f[SFPU_FIELD_vb] = rb;
        in.f[SFPU_FIELD_vc] = rc;
        in.f[SFPU_FIELD_mod1] = 0;
        emit(g, sfpu_encode(&in));
    }
}

/* SFPSTOCHRND of v with flavour `mod1` (with USE_IMM5: shifted by imm5), to nearest (rnd_mode 0). */
static void bound_stoch(gen_t *g, unsigned mod1, unsigned imm5, uint32_t v)
{
    unsigned r = rnd(&g->r, 8);
    sfpu_insn_t in;
    if (allowed(g, SFPU_OP_SFPSTOCHRND) && load_value(g, r, v) &&
        sfpu_decode(draw(g, SFPU_OP_SFPSTOCHRND), g->arch, &in, NULL, 0) == SFPU_OK) {
        in.f[SFPU_FIELD_vc] = r;
        in.f[SFPU_FIELD_mod1] = mod1;
        in.f[SFPU_FIELD_rnd_mode] = 0;
        if (mod1 & 8u) {
            in.f[SFPU_FIELD_imm5] = imm5;
        }
        emit(g, sfpu_encode(&in));
    }
}

/* The operand corners inside a rounding, saturation or compare rule (GB_SETCC_NEG_ZERO .. GB_STOCH_INT8_128). */
static void directed_rule_corner(gen_t *g, unsigned b)
{
    uint32_t sign = rnd(&g->r, 2) << 31;
    if (b == GB_SETCC_NEG_ZERO || b == GB_SETCC_NE0_NEG_ZERO) { /* -0 in every lane, flags on, EQ0 or NE0, then a
                                                                 * predicated write shows them */
        unsigned r = rnd(&g->r, 8);
        bool u;
        if (depth_of(g->fa, &u) == 0 && allowed(g, SFPU_OP_SFPENCC) && load_value(g, r, 0x80000000u) &&
            set_flags(g, r, b == GB_SETCC_NEG_ZERO ? 6u : 2u)) {
            show_lanes(g);
            emit(g, encode_fields(g->arch, SFPU_OP_SFPENCC, 0, 0, 0));
        }
    } else if (b == GB_CAST_STICKY) { /* 26..31 significant bits: guard and the next bit set, the rest clear */
        unsigned p = 25u + rnd(&g->r, 6), rb = p - 24u;
        uint32_t mag = (1u << p) | (rnd(&g->r, 1u << 23) << (rb + 1u) & ((1u << p) - 1u));
        mag = (mag & ~((4u << rb) - 1u)) | (1u << rb) | (1u << (rb - 1u)); /* LSB (bit rb + 1) even */
        bound_unary(g, SFPU_OP_SFPCAST, 0, mag | sign);
    } else if (b == GB_STOCH_FP16A_TIE) {
        uint32_t e = 1u + rnd(&g->r, 253);
        bound_stoch(g, 0, 0, sign | (e << 23) | ((rnd(&g->r, 1u << 10) << 13) | 0x1000u));
    } else if (b == GB_STOCH_UINT16_TOP) {
        bound_stoch(g, 6, 0, sign | (142u << 23) | rnd(&g->r, 1u << 23));
    } else if (b == GB_STOCH_INT8_128 && chance(&g->r, 50)) {
        bound_stoch(g, 3, 0, sign | (134u << 23) | rnd(&g->r, 1u << 16));
    } else if (b == GB_STOCH_INT8_128) { /* INT32 -> INT8 with an Imm5 shift: 128 << sh, the bits below it clear */
        unsigned sh = rnd(&g->r, 8);
        bound_stoch(g, 5u | 8u, sh, sign | (128u << sh));
    }
}

/* The format and field edges one instruction shows (GB_STORE_FP16_FLUSH .. GB_STOCH_FP16B_TIE). */
static void directed_field_edge(gen_t *g, unsigned b)
{
    uint32_t sign = rnd(&g->r, 2) << 31, man = rnd(&g->r, 1u << 23);
    unsigned r = 1u + rnd(&g->r, 7);
    sfpu_insn_t in;
    if (b == GB_STORE_FP16_FLUSH || b == GB_STORE_FP16_OVER) { /* FP32 exponent 112 / 144 stored as FP16 */
        uint32_t e = b == GB_STORE_FP16_FLUSH ? 112u : 144u;
        if (allowed(g, SFPU_OP_SFPSTORE) && load_value(g, r, sign | (e << 23) | man) &&
            sfpu_decode(draw(g, SFPU_OP_SFPSTORE), g->arch, &in, NULL, 0) == SFPU_OK) {
            in.f[SFPU_FIELD_vd] = r;
            in.f[SFPU_FIELD_mod0] = gcov_fmt_mod0[0];
            emit(g, sfpu_encode(&in));
        }
    } else if (b == GB_DIVP2_ADD_MAX) {
        bound_unary(g, SFPU_OP_SFPDIVP2, 1u, sign | (254u << 23) | man);
    } else if (b == GB_STOCH_UINT16_SAT) {
        bound_stoch(g, 6, 0, sign | (143u << 23) | man);
    } else if (b == GB_STOCH_FP16B_TIE) { /* the kept 7 bits random, the discarded 16 exactly 0x8000 */
        bound_stoch(g, 1, 0, sign | ((1u + rnd(&g->r, 253)) << 23) | (man & 0x7F0000u) | 0x8000u);
    } else if (b == GB_LZ_NEG_ZERO) { /* flags on, -0 through NOSGN_MASK + CC_NE0: no lane stays enabled */
        unsigned v = rnd(&g->r, 8);
        bool u;
        if (depth_of(g->fa, &u) == 0 && allowed(g, SFPU_OP_SFPLZ) && allowed(g, SFPU_OP_SFPENCC) &&
            load_value(g, r, 0x80000000u) && flags_on(g)) {
            gcov_insn(&in, g->arch, SFPU_OP_SFPLZ, 6u | (chance(&g->r, 30) ? 8u : 0u));
            in.f[SFPU_FIELD_vd] = v;
            in.f[SFPU_FIELD_vc] = r;
            emit(g, sfpu_encode(&in));
            show_lanes(g);
            emit(g, encode_fields(g->arch, SFPU_OP_SFPENCC, 0, 0, 0));
        }
    } else if ((b == GB_LOAD_INDEX_BLOCKED || b == GB_LOAD_INDEX_XCHG) && allowed(g, SFPU_OP_SFPLOAD) &&
               view_lm_pending(g->ta) == 0) {
        /* SFPLOAD.md: a lane whose Dst reads are blocked writes neither the datum nor its index; the captured index
         * names the column read, which DEST_RD_COL_EXCHANGE makes the other one */
        uint32_t mask = gspec_bit_lanecfg(GR_DEST_INDEX) | gspec_bit_lanecfg(GR_CAPTURE_INDEX) |
                        gspec_bit_lanecfg(b == GB_LOAD_INDEX_BLOCKED ? GR_BLOCK_RD : GR_RD_XCHG);
        if (lanecfg(g, mask, true)) {
            emit(g, word_of(g->arch, SFPU_OP_SFPLOAD, rnd(&g->r, 4), 0, PICK(&g->r, ((const uint8_t[]){0, 2, 3, 4, 6})),
                            rnd(&g->r, 32)));
            lanecfg(g, mask, false);
        }
    } else if (b == GB_MOV_PRNG_UNWRITTEN && allowed(g, SFPU_OP_SFPMOV)) {
        /* SFPMOV.md: reading the PRNG advances it whether or not VD is written; a read into LReg r shows it, in
         * every lane whose flags allow (predication off first: a lane that does not run advances nothing) */
        if (view_use_lane_flags(g->fa) && allowed(g, SFPU_OP_SFPENCC)) {
            emit(g, pred_off_word(g->arch));
        }
        gcov_insn(&in, g->arch, SFPU_OP_SFPMOV, 8u); /* FROM_SPECIAL */
        in.f[SFPU_FIELD_vd] = 8u + rnd(&g->r, 8);
        in.f[SFPU_FIELD_vc] = 9u; /* the PRNG */
        emit(g, sfpu_encode(&in));
        in.f[SFPU_FIELD_vd] = r;
        emit(g, sfpu_encode(&in));
    } else if (b == GB_MOV_LC_HI && allowed(g, SFPU_OP_SFPMOV) && lanecfg(g, (1u + rnd(&g->r, 3)) << 16, true)) {
        gcov_insn(&in, g->arch, SFPU_OP_SFPMOV, 8u); /* FROM_SPECIAL */
        in.f[SFPU_FIELD_vd] = r;
        in.f[SFPU_FIELD_vc] = 15u; /* LaneConfig */
        emit(g, sfpu_encode(&in));
        lanecfg(g, 0x30000u, false);
    }
}

/* A value exactly on a boundary the pages draw (gen_spec.h GB_*), through the instruction that reads it. */
static void directed_bound(gen_t *g, unsigned b)
{
    if (b <= GB_FMA_OVER) {
        bound_fma(g, b);
    } else if (b <= GB_FP16INF_INF) { /* an FP16 Dst datum of exponent 31 (Dst layout), loaded with FP16A_INF */
        uint32_t v;
        bool raw16, inf;
        unsigned cls = b == GB_FP16INF_MAX ? VC_MAX : VC_INF;
        int am = still_addr_mod(g);
        unsigned r = rnd(&g->r, 8), addr = rnd(&g->r, 32);
        if (am < 0 || !allowed(g, SFPU_OP_SFPCONFIG) || view_lm_pending(g->ta) != 0 ||
            !gcov_value_for(g->arch, 0, 0, cls, rnd(&g->r, 2), (uint32_t)splitmix(&g->r.s), &v, &raw16, &inf) ||
            !raw16) {
            return;
        }
        sfpu_insn_t in;
        sfpu_decode(word_of(g->arch, SFPU_OP_SFPSTORE, r, 0, 6u /* UINT16 */, addr), g->arch, &in, NULL, 0);
        in.f[SFPU_FIELD_addr_mod] = (unsigned)am;
        if (load_value(g, r, v) && emit(g, sfpu_encode(&in)) && lanecfg(g, 1u, true)) {
            emit(g, word_of(g->arch, SFPU_OP_SFPLOAD, rnd(&g->r, 8), 0, gcov_fmt_mod0[0], addr));
            lanecfg(g, 1u, false);
        }
    } else if (b <= GB_CAST_TIE_ODD) { /* 25..31 significant bits, exactly half an ulp below */
        unsigned p = 24u + rnd(&g->r, 7), rb = p - 24u;
        uint32_t mag = (1u << p) | (rnd(&g->r, 1u << 23) << (rb + 1u) & ((1u << p) - 1u));
        mag = (mag & ~((2u << rb) - 1u)) | (1u << rb);
        mag = (mag & ~(2u << rb)) | ((b == GB_CAST_TIE_ODD ? 2u : 0u) << rb);
        bound_unary(g, SFPU_OP_SFPCAST, 0, mag | (rnd(&g->r, 2) << 31));
    } else if (b <= GB_ABS_NEG_ZERO) {
        uint32_t v = b == GB_ABS_NEG_INF ? 0xFF800000u : b == GB_ABS_NEG_NAN ? 0xFFC00000u | rnd(&g->r, 0x3FFFFF)
                                                                               : 0x80000000u;
        bound_unary(g, SFPU_OP_SFPABS, 1, v);
    } else if (b < GB_LUTFP32) {
        bound_lut(g, SFPU_OP_SFPLUT, gspec_lut_edges[b - GB_LUT]);
    } else if (b < GB_ARECIP) {
        bound_lut(g, SFPU_OP_SFPLUTFP32, gspec_lutfp32_edges[b - GB_LUTFP32]);
    } else if (b < GB_SWAP_INDEX) {
        unsigned i = b - GB_ARECIP;
        bound_unary(g, SFPU_OP_SFPARECIP, i < 4 ? rnd(&g->r, 2) : 2u + rnd(&g->r, 2),
                    gspec_arecip_edges[i] | (rnd(&g->r, 2) << 31));
    } else if (b == GB_SWAP_INDEX) {
        gspec_rd_t rd = {SFPU_OP_SFPSWAP, 0, GR_DEST_INDEX, 0};
        directed_reads(g, &rd);
    } else if (b == GB_COMPC_EMPTY) { /* flags on, false in some lanes, then SFPCOMPC with nothing pushed */
        bool u;
        unsigned r = rnd(&g->r, 8);
        if (depth_of(g->fa, &u) == 0 && allowed(g, SFPU_OP_SFPENCC) &&
            load_value(g, r, chance(&g->r, 50) ? 0x80000000u | rnd(&g->r, 1u << 30) : rnd(&g->r, 1u << 30)) &&
            set_flags(g, r, 0)) {
            emit(g, encode_fields(g->arch, SFPU_OP_SFPCOMPC, 0, 0, 0));
            emit(g, encode_fields(g->arch, SFPU_OP_SFPENCC, 0, 0, 0));
        }
    } else if (b == GB_DIVP2_SEXT && allowed(g, SFPU_OP_SFPDIVP2)) {
        emit(g, draw(g, SFPU_OP_SFPDIVP2) | 0x00F80000u); /* Imm8 negative, [23:20] its sign extension */
    } else if (b == GB_IADD_OVF) {
        bound_unary(g, SFPU_OP_SFPIADD, 1u | 4u, 0x7FFFFFFFu - rnd(&g->r, 8)); /* + Imm12, no flag change */
    } else if (b >= GB_STORE_FP16_FLUSH) {
        directed_field_edge(g, b);
    } else {
        directed_rule_corner(g, b);
    }
}

/* ---- a scheduled instruction and the regular stream in one cycle ----
 * A macro whose Sequence schedules one instruction on sub-unit u, D cycles after the SFPLOADMACRO (so it executes
 * D + 1 cycles after it), then D + `off` SFPNOPs and a regular instruction that issues in the scheduled one's cycle
 * (off 0), the cycle before (-1) or after (+1), then mostly an SFPMOV of the LReg. SFPLOADMACRO.md: the instructions
 * of one cycle execute in the order regular, Simple, MAD, Round, Store, and each sees the predication of the cycle's
 * start (decisions M5); a regular instruction of a sub-unit whose scheduled one is due is dropped, and still counts as
 * issued for the issue rules; VectorUnit.md: SFPSWAP moves the values it read at issue one cycle later. The kinds:
 *   0  the regular instruction changes LaneFlags (SFPENCC, SFPSETCC, SFPCOMPC) or LaneConfig ROW_MASK while flags
 *      leave some lanes off: the scheduled instruction (any sub-unit, Store included) must not see the change;
 *   1  a regular write of the LReg the scheduled Simple / MAD / Round instruction writes, issued in its cycle
 *      (SFPLOADI, SFPLOAD; one of the scheduled one's own sub-unit, which is dropped: a MAD beside a MAD, an SFPMOV,
 *      SFPIADD, ... beside a Simple one, an SFPSTOCHRND or SFPSHFT2 beside a Round one) or a MAD-family one issued
 *      a cycle early;
 *   2  an SFPSWAP of that LReg (Mod1 0, which moves the values read at issue, or a compare mode, which reads them in
 *      its second cycle) where its cycles meet the scheduled write (sfpu_core.sv's commit order): with a Simple one a
 *      cycle before (both commit together) or in its cycle (the swap is dropped and must not block the next cycle);
 *      with a MAD one (the MAD's write commits with the swap's second cycle) or a cycle after it (the MAD's write
 *      lands between the swap's read and its move); with a 1-cycle Round one (lands in between).
 * The block is tried whole (emit_block); the flags and LaneConfig are put back after it. */
static uint32_t coincide_regular(gen_t *g, unsigned kind, unsigned u, unsigned x, int *off)
{
    sfpu_insn_t in;
    *off = 0;
    if (kind == 0) {
        switch (rnd(&g->r, 5)) {
        case 0:
        case 4:
            gcov_insn(&in, g->arch, SFPU_OP_SFPENCC, 2u); /* every flag true, or predication off */
            in.f[SFPU_FIELD_imm12] = rnd(&g->r, 2);
            return allowed(g, SFPU_OP_SFPENCC) ? sfpu_encode(&in) : 0;
        case 1: return allowed(g, SFPU_OP_SFPCOMPC) ? encode_fields(g->arch, SFPU_OP_SFPCOMPC, 0, 0, 0) : 0;
        case 2: return encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 3u, (1u + rnd(&g->r, 15)) << 12); /* ROW_MASK |= */
        default: /* SETCC narrows the flags: a change only where LReg[VC]'s pattern differs */
            gcov_insn(&in, g->arch, SFPU_OP_SFPSETCC, PICK(&g->r, ((const uint8_t[]){0, 2, 4, 6})));
            in.f[SFPU_FIELD_vc] = rnd(&g->r, 16);
            return allowed(g, SFPU_OP_SFPSETCC) ? sfpu_encode(&in) : 0;
        }
    }
    if (kind == 1) {
        if (u != 1 && chance(&g->r, 45)) { /* one of the Simple / Round sub-unit's own in its cycle: dropped */
            static const uint8_t k_simple[] = {SFPU_OP_SFPMOV, SFPU_OP_SFPIADD, SFPU_OP_SFPABS, SFPU_OP_SFPSETSGN,
                                               SFPU_OP_SFPAND};
            static const uint8_t k_round[] = {SFPU_OP_SFPSTOCHRND, SFPU_OP_SFPSHFT2};
            unsigned op = u == 0 ? PICK(&g->r, k_simple) : PICK(&g->r, k_round);
            if (allowed(g, op) && sfpu_decode(draw(g, op), g->arch, &in, NULL, 0) == SFPU_OK) {
                in.f[SFPU_FIELD_vd] = x;
                return sfpu_encode(&in);
            }
        }
        unsigned p = u == 1 && chance(&g->r, 50) ? 1u : rnd(&g->r, 4); /* with a scheduled MAD: mostly a MAD */
        if (p == 0 && allowed(g, SFPU_OP_SFPLOAD)) {
            return encode_fields(g->arch, SFPU_OP_SFPLOAD, x, PICK(&g->r, ((const uint8_t[]){0, 3, 4, 6})), 0) |
                   rnd(&g->r, 32);
        }
        if (p == 1) {
            static const uint8_t k_mad[] = {SFPU_OP_SFPMAD, SFPU_OP_SFPMUL, SFPU_OP_SFPADD};
            unsigned op = PICK(&g->r, k_mad);
            if (allowed(g, op) && sfpu_decode(draw(g, op), g->arch, &in, NULL, 0) == SFPU_OK) {
                in.f[SFPU_FIELD_vd] = x;
                in.f[SFPU_FIELD_mod1] &= ~0xCu; /* no INDIRECT_VA / VD: the write goes to x */
                /* a cycle early (both commit together), or with a scheduled MAD: dropped for it (SFPLOADMACRO.md),
                 * and still the stall logic's previous instruction */
                *off = u == 1 && chance(&g->r, 70) ? 0 : -1;
                return sfpu_encode(&in);
            }
        }
        return allowed(g, SFPU_OP_SFPLOADI) ? encode_fields(g->arch, SFPU_OP_SFPLOADI, x, 0, rnd(&g->r, 0x10000)) : 0;
    }
    if (!allowed(g, SFPU_OP_SFPSWAP)) {
        return 0;
    }
    /* with a Simple one: a cycle early, or in its cycle, where the swap is dropped and must not block the next */
    *off = u == 0 ? (chance(&g->r, 50) ? -1 : 0) : u == 1 ? (int)rnd(&g->r, 2) : chance(&g->r, 80) ? 0 : -1;
    /* with a MAD write: a compare mode when they issue together (its second-cycle move meets the MAD's commit),
     * Mod1 0 when the MAD issued a cycle before (the values read at issue, not those of the second cycle) */
    bool zero = u == 1 ? chance(&g->r, *off == 0 ? 25 : 75) : chance(&g->r, 50);
    unsigned other = (x + 1u + rnd(&g->r, 7)) & 7u, mod1 = zero ? 0u : 1u + rnd(&g->r, 8);
    return chance(&g->r, 50) ? word_of(g->arch, SFPU_OP_SFPSWAP, x, other, mod1, 0)
                             : word_of(g->arch, SFPU_OP_SFPSWAP, other, x, mod1, 0);
}

static void directed_coincide(gen_t *g, unsigned kind)
{
    enum { CAP = 48 };
    uint32_t w[CAP];
    size_t n = 0;
    if (!allowed(g, SFPU_OP_SFPCONFIG) || !allowed(g, SFPU_OP_SFPLOADMACRO) || !allowed(g, SFPU_OP_SFPENCC) ||
        g->n + reserve(g) + 24 > g->cap) {
        return;
    }
    for (unsigned k = 0; k < DRAIN_RESERVE && view_lm_pending(g->ta) != 0; ++k) {
        if (!emit(g, NOP_WORD)) {
            return;
        }
    }
    unsigned u = kind == 2 ? (chance(&g->r, 30) ? 0u : chance(&g->r, 60) ? 1u : 2u) : rnd(&g->r, kind == 0 ? 4u : 3u);
    unsigned d = rnd(&g->r, 4), x = rnd(&g->r, 8), idx = rnd(&g->r, 4), t = rnd(&g->r, 4);
    /* the PRNG in one cycle: a scheduled stochastic SFPSTOCHRND (Round) and a regular SFPMOV of the PRNG (Simple),
     * which runs first and advances it (SFPSTOCHRND.md, SFPMOV.md: every use advances the lane's PRNG) */
    bool prng = kind == 1 && u == 2 && allowed(g, SFPU_OP_SFPSTOCHRND) && allowed(g, SFPU_OP_SFPMOV) &&
                (g->mods[SFPU_OP_SFPMOV] >> 8) & 1u && chance(&g->r, 40);
    int off = 0;
    uint32_t reg = prng ? word_of(g->arch, SFPU_OP_SFPMOV, (x + 1u + rnd(&g->r, 7)) & 7u, 9u, 8u, 0)
                        : coincide_regular(g, kind, u, x, &off);
    unsigned sel = u == 3 ? SEQ_STORE : SEQ_TEMPLATE0 + t;
    if (reg == 0) {
        return;
    }
    if ((int)d + off < 0) {
        d = 1; /* room for the cycle before */
    }
    if (view_use_lane_flags(g->fa)) { /* predication off: the configuration reaches every lane */
        w[n++] = pred_off_word(g->arch);
    }
    if (u < 3) {
        uint32_t tw = shape_template(g, u, t, prng ? (int)SFPU_OP_SFPSTOCHRND : -1);
        sfpu_insn_t in;
        if (tw == 0 || sfpu_decode(tw, g->arch, &in, NULL, 0) != SFPU_OK) {
            return;
        }
        if (prng) {
            in.f[SFPU_FIELD_rnd_mode] = 1u; /* stochastic */
            tw = sfpu_encode(&in);
        }
        if (kind != 2 && in.op == SFPU_OP_SFPSHFT2 && chance(&g->r, 40)) { /* a 2-cycle SUBVEC mode (Mod1 2..4) */
            in.f[SFPU_FIELD_mod1] = 2u + rnd(&g->r, 3);
            tw = sfpu_encode(&in);
        }
        w[n++] = tw;
    }
    uint32_t byte = sel | (d << 3) | (kind == 0 ? rnd(&g->r, 4) << 6 : 0u), seq = byte << (8u * u);
    if ((seq >> 16) != 0 && !allowed(g, SFPU_OP_SFPLOADI)) {
        return; /* Round and Store bytes are written through LReg[0]: not in a set without SFPLOADI */
    }
    w[n++] = encode_fields(g->arch, SFPU_OP_SFPCONFIG, 8, 1, rnd(&g->r, 0x100)); /* Misc: delays in cycles */
    n += seq_words(g->arch, idx, seq, w + n);
    if (kind == 0 && allowed(g, SFPU_OP_SFPSETCC)) { /* flags on, some lanes off: LReg r's sign */
        sfpu_insn_t in;
        gcov_insn(&in, g->arch, SFPU_OP_SFPENCC, 2u);
        in.f[SFPU_FIELD_imm12] = 1u;
        w[n++] = sfpu_encode(&in);
        unsigned r = 1u + rnd(&g->r, 15), mode = PICK(&g->r, ((const uint8_t[]){0, 2, 4, 6}));
        for (unsigned k = 0; k < 16; ++k, r = 1u + r % 15u) {
            uint32_t m = setcc_mask(g->fa, r, mode);
            if (m != 0 && m != 0xFFFFFFFFu) {
                break;
            }
        }
        gcov_insn(&in, g->arch, SFPU_OP_SFPSETCC, mode);
        in.f[SFPU_FIELD_vc] = r;
        w[n++] = sfpu_encode(&in);
    }
    w[n++] = seq_lm(g, idx, x, rnd(&g->r, 32), PICK(&g->r, ((const uint8_t[]){0, 3, 4, 6})));
    for (int k = 0; k < (int)d + off; ++k) {
        w[n++] = NOP_WORD;
    }
    w[n++] = reg;
    /* the cycle after: an SFPNOP, or (kinds 1 and 2, mostly) an SFPMOV of x, which shows a write the
     * coincidence lost and meets the issue rules a dropped instruction must not leave behind */
    w[n++] = kind != 0 && allowed(g, SFPU_OP_SFPMOV) && chance(&g->r, 80)
                 ? word_of(g->arch, SFPU_OP_SFPMOV, (x + 1u + rnd(&g->r, 7)) & 7u, x, 0, 0)
                 : NOP_WORD;
    if (kind == 0) { /* predication off and ROW_MASK clear again */
        w[n++] = pred_off_word(g->arch);
        w[n++] = encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 5u, 0x0FFFu);
    }
    emit_block(g, w, n, CAP);
}

/* A flag-setting Simple template (SFPIADD, SFPLZ, SFPEXEXP in a mode that sets LaneFlags; Blackhole's SFPGT / SFPLE
 * with SET_VD) scheduled with VD16: its result goes to LReg16 and LaneFlags stay as they were (the flags are set only
 * for VD < 8 or 12..15: SFPIADD.md, SFPLZ.md, SFPEXEXP.md), with predication on; a predicated SFPMOV then shows the
 * lanes (and LReg16 the SET_VD result: SFPGT.md). */
static void directed_vd16_cc(gen_t *g)
{
    enum { CAP = 40 };
    static const struct {
        uint8_t op, mod1;
    } k_cc[] = {{SFPU_OP_SFPIADD, 0}, {SFPU_OP_SFPIADD, 8}, {SFPU_OP_SFPIADD, 2}, {SFPU_OP_SFPLZ, 2},
                {SFPU_OP_SFPLZ, 10},  {SFPU_OP_SFPEXEXP, 2}, {SFPU_OP_SFPEXEXP, 8}, {SFPU_OP_SFPGT, 8},
                {SFPU_OP_SFPGT, 9},   {SFPU_OP_SFPLE, 8},    {SFPU_OP_SFPLE, 9}};
    unsigned cand[sizeof k_cc / sizeof k_cc[0]], nc = 0;
    for (unsigned i = 0; i < sizeof k_cc / sizeof k_cc[0]; ++i) {
        if (allowed(g, k_cc[i].op) && gen_is_sfpu_op(k_cc[i].op, g->arch)) {
            cand[nc++] = i;
        }
    }
    unsigned c = nc ? cand[rnd(&g->r, nc)] : 0, t = rnd(&g->r, 4), idx = rnd(&g->r, 4);
    if (nc == 0 || !allowed(g, SFPU_OP_SFPCONFIG) || !allowed(g, SFPU_OP_SFPLOADMACRO) ||
        !allowed(g, SFPU_OP_SFPENCC) || !allowed(g, SFPU_OP_SFPMOV) || view_lm_pending(g->ta) != 0 ||
        g->n + reserve(g) + 20 > g->cap) {
        return;
    }
    uint32_t w[CAP];
    size_t n = 0;
    sfpu_insn_t in;
    gcov_insn(&in, g->arch, SFPU_OP_SFPENCC, 2u); /* predication off while the Sequence is written */
    w[n++] = sfpu_encode(&in);
    w[n++] = word_of(g->arch, k_cc[c].op, 12u + t, rnd(&g->r, 8), k_cc[c].mod1, 0);
    unsigned d = rnd(&g->r, 4);
    w[n++] = encode_fields(g->arch, SFPU_OP_SFPCONFIG, 4 + idx, 1, (SEQ_TEMPLATE0 + t) | (d << 3) | 0x40u);
    in.f[SFPU_FIELD_imm12] = 1u; /* then on, every flag true */
    w[n++] = sfpu_encode(&in);
    w[n++] = seq_lm(g, idx, rnd(&g->r, 8), rnd(&g->r, 32), PICK(&g->r, ((const uint8_t[]){0, 3, 4, 6})));
    for (unsigned k = 0; k <= d; ++k) { /* the template executes D + 1 cycles after the macro */
        w[n++] = NOP_WORD;
    }
    w[n++] = word_of(g->arch, SFPU_OP_SFPMOV, rnd(&g->r, 8), 8u + rnd(&g->r, 8), 0, 0); /* the lanes enabled now */
    in.f[SFPU_FIELD_imm12] = 0u;
    w[n++] = sfpu_encode(&in);
    emit_block(g, w, n, CAP);
}

/* A Store template (an SFPSTORE with VD 12 + t, which loads template t through the backdoor) scheduled under Sequence
 * bit 7 without bit 6, which keeps the template's VD: a store of LReg 12..15 (15: each lane's own value), done in
 * every lane although DISABLE_BACKDOOR_LOAD is clear (SFPLOADMACRO.md: a scheduled SFPSTORE takes that bit as set) -
 * clear everywhere, or set again in some rows of lanes after the template is loaded. */
static void directed_store_tmpl(gen_t *g)
{
    enum { CAP = 40 };
    if (!allowed(g, SFPU_OP_SFPSTORE) || !allowed(g, SFPU_OP_SFPCONFIG) || !allowed(g, SFPU_OP_SFPLOADMACRO) ||
        !allowed(g, SFPU_OP_SFPLOADI) || !allowed(g, SFPU_OP_SFPENCC) || view_lm_pending(g->ta) != 0 ||
        g->n + reserve(g) + 24 > g->cap) {
        return;
    }
    uint32_t w[CAP];
    size_t n = 0;
    unsigned t = chance(&g->r, 50) ? 3u : rnd(&g->r, 3), d = rnd(&g->r, 4), idx = rnd(&g->r, 4);
    w[n++] = pred_off_word(g->arch); /* predication off: the configuration reaches every lane */
    w[n++] = encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 5u, 0xFFFFu & ~2u); /* DISABLE_BACKDOOR_LOAD &= 0 */
    w[n++] = NOP_WORD;
    w[n++] = word_of(g->arch, SFPU_OP_SFPSTORE, 12u + t, 0, PICK(&g->r, ((const uint8_t[]){0, 3, 4, 6})),
                     rnd(&g->r, 32)); /* the template */
    if (chance(&g->r, 40)) { /* the bit set again in some rows of lanes: it must not matter either way */
        w[n++] = encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 3u, 2u);
    }
    w[n++] = encode_fields(g->arch, SFPU_OP_SFPCONFIG, 8, 1, rnd(&g->r, 0x100)); /* Misc: delays in cycles */
    n += seq_words(g->arch, idx, (uint32_t)((SEQ_TEMPLATE0 + t) | (d << 3) | 0x80u) << 24, w + n);
    w[n++] = seq_lm(g, idx, rnd(&g->r, 8), rnd(&g->r, 32), PICK(&g->r, ((const uint8_t[]){0, 3, 4, 6})));
    for (unsigned k = 0; k <= d + 1u; ++k) {
        w[n++] = NOP_WORD;
    }
    w[n++] = encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 5u, 0xFFFFu & ~2u);
    emit_block(g, w, n, CAP);
}

/* A template whose operand a mode or a missing field decides, scheduled (SFPLOADMACRO.md's VB / VC substitution):
 *   0 (Blackhole) SFPAND / SFPOR without USE_VB (Mod1 bit 0 clear) and no Sequence bit 7: VB is the instruction's
 *     VD (the macro's), not the template's VB field, which names another LReg here;
 *   1 SFPADDI / SFPMULI under Sequence bit 7: the format has no VC field, so VC is the template's own VD (LReg
 *     12 + t), not its Imm16[3:0], which names one of LReg 0..7 here (Imm16 near 1.0, so the sum or product shows
 *     which). */
static void directed_macro_operand(gen_t *g, unsigned variant)
{
    enum { CAP = 32 };
    static const uint8_t k_ops[2][2] = {{SFPU_OP_SFPAND, SFPU_OP_SFPOR}, {SFPU_OP_SFPADDI, SFPU_OP_SFPMULI}};
    variant = g->arch == SFPU_ARCH_BH ? variant & 1u : 1u;
    unsigned op = k_ops[variant][rnd(&g->r, 2)], u = variant ? 1u : 0u;
    if (!allowed(g, op) || !allowed(g, SFPU_OP_SFPCONFIG) || !allowed(g, SFPU_OP_SFPLOADMACRO) ||
        !allowed(g, SFPU_OP_SFPENCC) || view_lm_pending(g->ta) != 0 || g->n + reserve(g) + 20 > g->cap) {
        return;
    }
    uint32_t w[CAP];
    size_t n = 0;
    unsigned t = rnd(&g->r, 4), d = rnd(&g->r, 4), idx = rnd(&g->r, 4), x = rnd(&g->r, 8);
    unsigned y = (x + 1u + rnd(&g->r, 7)) & 7u;
    sfpu_insn_t in;
    if (view_use_lane_flags(g->fa)) { /* predication off: the configuration reaches every lane */
        w[n++] = pred_off_word(g->arch);
    }
    if (variant == 0) {
        gcov_insn(&in, g->arch, op, 0);
        in.f[SFPU_FIELD_vd] = 12u + t;
        in.f[SFPU_FIELD_vb] = y;
        in.f[SFPU_FIELD_vc] = rnd(&g->r, 8);
        w[n++] = sfpu_encode(&in);
    } else {
        w[n++] = encode_fields(g->arch, op, 12u + t, 0, 0x3F80u | y);
    }
    w[n++] = encode_fields(g->arch, SFPU_OP_SFPCONFIG, 8, 1, rnd(&g->r, 0x100)); /* Misc: delays in cycles */
    /* (variant 1 without bit 7 in a third: the VB-less template's VB is its VD then) */
    uint32_t byte = (SEQ_TEMPLATE0 + t) | (d << 3) | (variant && chance(&g->r, 67) ? 0x80u : 0u);
    n += seq_words(g->arch, idx, byte << (8u * u), w + n);
    w[n++] = seq_lm(g, idx, x, rnd(&g->r, 32), PICK(&g->r, ((const uint8_t[]){0, 3, 4, 6})));
    for (unsigned k = 0; k <= d + 2u; ++k) {
        w[n++] = NOP_WORD;
    }
    emit_block(g, w, n, CAP);
}

static void directed(gen_t *g, const target_t *t)
{
    switch (t->kind) {
    case T_OPMOD: {
        sfpu_insn_t in;
        int mf = gcov_mod_field(t->a, g->arch);
        bool u;
        if ((t->a == SFPU_OP_SFPPUSHC || t->a == SFPU_OP_SFPPOPC) && depth_of(g->fa, &u) == 0 && t->b != 0) {
            emit(g, encode_fields(g->arch, SFPU_OP_SFPPUSHC, 0, 0, 0)); /* the modes that act on the top entry */
        }
        if (sfpu_decode(draw(g, t->a), g->arch, &in, NULL, 0) == SFPU_OK) {
            if (mf >= 0) {
                in.f[mf] = t->b;
            }
            emit(g, sfpu_encode(&in));
        }
        break;
    }
    case T_HAZARD: directed_hazard(g, t->a, t->b, t->c, -1, chance(&g->r, 50)); break;
    case T_DSTFMT: {
        gcov_fmt_t f = {t->a, t->b, t->c, t->d};
        directed_dstfmt(g, &f);
        break;
    }
    case T_PAIR: directed_pair(g, t->a, t->b); break;
    case T_ARECIP: directed_arecip(g, t->a, t->b, t->c); break;
    case T_BUG: directed_bug(g, t->a); break;
    case T_NEST: directed_nest(g, t->a); break;
    case T_WALK: directed_walk(g); break;
    case T_PRED: directed_pred(g, t->a); break;
    case T_CORNER: directed_corner(g, t->a); break;
    case T_UNDEF: directed_undef(g, t->a | (unsigned)t->b << 8); break;
    case T_UNDEF_RUN: undef_run(g); break;
    case T_READS: {
        gspec_rd_t rd = {t->a, t->b, t->c, t->d};
        directed_reads(g, &rd);
        break;
    }
    case T_BOUND: directed_bound(g, t->a); break;
    case T_STACK: { /* with a stack increment configured, an INT32_ALL store moves Sp up and the load pops it */
        int am = still_addr_mod(g);
        if (am >= 0 && view_stack_incr(g->fa) != 0 && allowed(g, SFPU_OP_SFPSTORE) &&
            allowed(g, SFPU_OP_SFPLOAD)) {
            unsigned r = rnd(&g->r, 8), addr = rnd(&g->r, 32);
            sfpu_insn_t in;
            sfpu_decode(word_of(g->arch, SFPU_OP_SFPSTORE, r, 0, 10u, addr), g->arch, &in, NULL, 0);
            in.f[SFPU_FIELD_addr_mod] = (unsigned)am;
            if (emit(g, sfpu_encode(&in))) {
                in.op = SFPU_OP_SFPLOAD;
                in.f[SFPU_FIELD_vd] = rnd(&g->r, 8);
                emit(g, sfpu_encode(&in));
            }
        }
        break;
    }
    case T_SHIFT: { /* a negative value shifted right: arithmetic (BH Mod1 bit 1) and logical differ */
        unsigned r = rnd(&g->r, 8);
        sfpu_insn_t in;
        if (load_value(g, r, 0x80000000u | rnd(&g->r, 0x7FFFFFFF)) &&
            sfpu_decode(draw(g, SFPU_OP_SFPSHFT), g->arch, &in, NULL, 0) == SFPU_OK) {
            in.f[SFPU_FIELD_vd] = r;
            in.f[SFPU_FIELD_mod1] = (g->arch == SFPU_ARCH_BH && chance(&g->r, 70)) ? 3u : 1u; /* (ARITHMETIC,) IMM */
            in.f[SFPU_FIELD_imm12] = (uint32_t)(-(int32_t)(1 + rnd(&g->r, 31))) & 0xFFFu;
            if (g->arch == SFPU_ARCH_BH && allowed(g, SFPU_OP_SFPCAST) && (g_opts(g)->index & 1u)) {
                /* and, in half the programs, its two's-complement magnitude (Blackhole INT32_ABS, Mod1 2) */
                emit(g, word_of(g->arch, SFPU_OP_SFPCAST, rnd(&g->r, 8), r, 2, 0));
            }
            emit(g, sfpu_encode(&in));
        }
        break;
    }
    case T_SHAPE:
        if (allowed(g, SFPU_OP_SFPCONFIG) && allowed(g, SFPU_OP_SFPLOADMACRO) && g->cap - g->n > 100) {
            kernel_shape_block(g, t->a);
        }
        break;
    case T_MACRO_SUB: /* a MAD template under USE_VB: mostly one without a VC field (it reads its own VD then) */
        if (allowed(g, SFPU_OP_SFPCONFIG) && allowed(g, SFPU_OP_SFPLOADMACRO)) {
            uint32_t byte = (SEQ_TEMPLATE0 + rnd(&g->r, 4)) | (rnd(&g->r, 4) << 3) | 0x80u;
            macro_block_seq(g, byte << 8u, true);
        }
        break;
    case T_MACRO_DELAY: /* an SFPNOP (on Store the built-in SFPSTORE or a template) after the aimed delay */
        if (allowed(g, SFPU_OP_SFPCONFIG) && allowed(g, SFPU_OP_SFPLOADMACRO)) {
            unsigned sel = t->a == 3 ? (chance(&g->r, 50) ? SEQ_STORE : SEQ_TEMPLATE0 + rnd(&g->r, 4)) : SEQ_NOP;
            uint32_t byte = sel | ((uint32_t)t->b << 3) | ((uint32_t)t->c << 6); /* VD16, USE_VB */
            macro_block_seq(g, byte << (8u * t->a), true);
        }
        break;
    case T_COINCIDE: directed_coincide(g, t->a); break;
    case T_VD16_CC: directed_vd16_cc(g); break;
    case T_STORE_TMPL: directed_store_tmpl(g); break;
    case T_MACRO_OPND: directed_macro_operand(g, t->a); break;
    case T_MACRO_RULE: { /* Simple and Round templates due in the same cycle, both or neither writing LReg16 */
        unsigned delay = rnd(&g->r, 4), vd16 = rnd(&g->r, 2) << 6;
        unsigned b0 = (SEQ_TEMPLATE0 + 0u) | (delay << 3) | vd16, b2 = (SEQ_TEMPLATE0 + 1u) | (delay << 3) | vd16;
        if (allowed(g, SFPU_OP_SFPCONFIG) && allowed(g, SFPU_OP_SFPLOADMACRO)) {
            macro_block_seq(g, b0 | (b2 << 16), false);
        }
        break;
    }
    default: /* the instruction right after an SFPCONFIG that changes DISABLE_BACKDOOR_LOAD */
        if (allowed(g, SFPU_OP_SFPCONFIG) && emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 1, 2u))) {
            unsigned cand[SFPU_OP_COUNT], nc = 0; /* an instruction whose VD 12..15 may be a template load */
            for (unsigned i = 0; i < g->nops; ++i) {
                if (sfpu_isa_info(g->ops[i])->flags & SFPU_IF_BACKDOOR) {
                    cand[nc++] = g->ops[i];
                }
            }
            sfpu_insn_t in;
            if (nc && sfpu_decode(draw(g, cand[rnd(&g->r, nc)]), g->arch, &in, NULL, 0) == SFPU_OK) {
                in.f[SFPU_FIELD_vd] = 12u + rnd(&g->r, 4);
                emit(g, sfpu_encode(&in));
            }
            emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 15, 1, 0u));
        }
        break;
    }
}

static sfpu_status_t fail_msg(char *err, size_t errlen, sfpu_status_t st, const char *msg)
{
    if (err && errlen) {
        snprintf(err, errlen, "%s", msg);
    }
    return st;
}

static void add_cfg(sfpu_gen_prog_t *p, unsigned reg, unsigned index, uint32_t value)
{
    if (value != 0 && p->n_cfg < SFPU_GEN_CFG_MAX) { /* every item resets to 0 */
        p->cfg_init[p->n_cfg++] = (sfpu_gen_cfg_t){(uint8_t)reg, (uint8_t)index, value};
    }
}

/* A random initial configuration: the ADDR_MODs an SFPLOAD/SFPSTORE applies after its access, and the registers of
 * Dst addressing (offsets, BH stack pointer and remap/swizzle, WH ADDR_MOD bank) and of Mod0 0's format. */
static void init_cfg(gen_t *g, sfpu_gen_prog_t *p)
{
    p->n_cfg = 0;
    if (!g_opts(g)->cfg) {
        return;
    }
    bool bh = g->arch == SFPU_ARCH_BH;
    rng_t *r = &g->r;
    if (chance(r, 60)) {
        /* mostly ADDR_MOD 3 and 7 stay still, as tt-llk keeps ADDR_MOD_7 for the SFPU: field 3 of either WH bank */
        bool still = chance(r, 75);
        for (unsigned i = 0; i < SFPU_ADDR_MODS; ++i) {
            if (still && (i & 3u) == 3u) {
                continue;
            }
            uint32_t incr = chance(r, 60) ? rnd(r, 5) : chance(r, 70) ? rnd(r, 16) : rnd(r, 1024);
            uint32_t cr = chance(r, 15) ? 1u << 10 : 0u, clr = chance(r, 8) ? 1u << 11 : 0u;
            uint32_t c2cr = chance(r, 10) ? 1u << 12 : 0u, rest = chance(r, 20) ? rnd(r, 8) << 13 : 0u;
            if (c2cr && !cr && chance(r, 40)) { /* C_to_CR with the CR bit as well: which of the two wins */
                cr = 1u << 10;
            }
            add_cfg(p, SFPU_REG_ADDR_MOD_DST, i, incr | cr | clr | c2cr | rest);
            uint32_t ab = 0;
            for (unsigned k = 0; k < 2; ++k) {
                if (chance(r, 40)) {
                    ab |= (rnd(r, 8) | (chance(r, 10) ? 0x40u : 0u) | (chance(r, 10) ? 0x80u : 0u)) << (8u * k);
                }
            }
            add_cfg(p, SFPU_REG_ADDR_MOD_AB, i, ab);
            add_cfg(p, SFPU_REG_ADDR_MOD_BIAS, i, chance(r, 30) ? rnd(r, 32) : 0u);
        }
    }
    /* the draws are made whatever the aim, so that the rest of the configuration stays as it was */
    static const uint8_t k_fp16_fmts[] = {1, 2, 3, 10, 11, 12, 13, 14}; /* not in SRCB_BF16_FORMATS */
    bool fp16 = srcb_fp16_program(g);
    int code = srcb_code_program(g);
    uint32_t fp32_dst = chance(r, 20), srcb_fmt = chance(r, 30) ? rnd(r, 16) : 0u;
    add_cfg(p, SFPU_REG_CFG_FP32_DST, 0, fp16 || code >= 0 ? 0u : fp32_dst);
    add_cfg(p, SFPU_REG_CFG_SRCB_FMT, 0, fp16 ? PICK(r, k_fp16_fmts) : code >= 0 ? (uint32_t)code : srcb_fmt);
    if (chance(r, 15)) {
        uint32_t val = rnd(r, 16);
        add_cfg(p, SFPU_REG_CFG_SRCB_OVERRIDE, 0, 1);
        add_cfg(p, SFPU_REG_CFG_SRCB_OVERRIDE_VAL, 0, fp16 ? PICK(r, k_fp16_fmts) : val);
    }
    add_cfg(p, SFPU_REG_CFG_DEST_TARGET_OFFSET, 0, chance(r, 20) ? rnd(r, 32) : 0u);
    add_cfg(p, SFPU_REG_CFG_DEST_REGW_BASE, 0, chance(r, 20) ? rnd(r, 64) : 0u);
    if (bh) {
        if (chance(r, 15)) {
            uint32_t base = rnd(r, 16);
            add_cfg(p, SFPU_REG_CFG_SFPU_DEST_FMT_ENABLE, 0, !fp16);
            add_cfg(p, SFPU_REG_CFG_SFPU_DEST_FMT_BASE, 0, fp16 ? 0u : base);
        }
        add_cfg(p, SFPU_REG_CFG_DEST_SP_BASE, 0, chance(r, 20) ? rnd(r, 64) : 0u);
        add_cfg(p, SFPU_REG_CFG_SFPU_STACK_INCR, 0, chance(r, 50) ? 1u + rnd(r, 8) : 0u);
        add_cfg(p, SFPU_REG_CFG_REMAP_ADDRS, 0, chance(r, 15) || remap_program(g));
        add_cfg(p, SFPU_REG_CFG_SWIZZLE_32B, 0, chance(r, 15));
    } else {
        add_cfg(p, SFPU_REG_CFG_ADDR_MOD_SET_BASE, 0, chance(r, 30));
    }
}

/* With opts.prng, the program's role by index % 4: 3 keeps the PRNG's reset state, 1 opens with prng_opening() on a
 * state of its own, 0 and 2 just start from a state of their own. */
static bool prng_reset_program(const gen_t *g) { return !g_opts(g)->prng || g_opts(g)->index % 4 == 3; }
static bool prng_program(const gen_t *g) { return g_opts(g)->prng && g_opts(g)->index % 4 == 1; }

/* The PRNG state and the opening draw from streams of their own (salt), so that the program's other draws do not
 * move with them. */
static rng_t prng_rng(const gen_t *g, uint64_t salt) { return (rng_t){g->r.s ^ salt}; }

/* A random initial PRNG state per lane (opts.prng): mostly any 32 bits; some lanes with the 23 bits SFPSTOCHRND
 * reads (PRNGBits) at an edge, 0, 1 or all ones. In prng_program()s every lane's PRNGBits are 1. prng_reset_program()s
 * keep the reset state, so that a set of programs still checks it (the end-of-test compare). */
static void init_prng(gen_t *g, sfpu_gen_prog_t *p)
{
    p->prng_set = !prng_reset_program(g);
    memset(p->prng_init, 0, sizeof p->prng_init);
    if (!p->prng_set) {
        return;
    }
    static const uint32_t k_edges[] = {0u, 1u, 0x7FFFFFu};
    rng_t r = prng_rng(g, 0xD1B54A32D192ED03ull);
    bool aimed = prng_program(g);
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t v = (uint32_t)(splitmix(&r.s) >> 32);
        if (aimed) {
            v = (v & ~0x7FFFFFu) | 1u;
        } else if (chance(&r, 15)) {
            v = (v & ~0x7FFFFFu) | PICK(&r, k_edges);
        }
        p->prng_init[lane] = v;
    }
}

static void init_state(gen_t *g, sfpu_gen_prog_t *p)
{
    for (unsigned r = 0; r < 8; ++r) {
        unsigned style = rnd(&g->r, 4);
        uint32_t all = PICK(&g->r, k_lreg_vals);
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            uint32_t v;
            switch (style) {
            case 0: v = all; break;
            case 1: v = PICK(&g->r, k_lreg_vals); break;
            case 2: v = (uint32_t)(splitmix(&g->r.s) >> 32); break;
            default: v = ((127u - 8u + rnd(&g->r, 17)) << 23) | rnd(&g->r, 1u << 23) | (rnd(&g->r, 2) << 31); break;
            }
            p->lreg_init[r][lane] = v;
        }
    }
    if (allowed(g, SFPU_OP_SFPARECIP)) {
        /* SFPARECIP's tables swept 32 entries per LReg (the program's first words read them, generate()): LReg
         * (k + j) % 8 holds the exponential table's slice (3k + j) % 28 for j = 0..2 (any 50 consecutive programs
         * look each entry up at least 5 times), LReg (k + 3) % 8 the reciprocal table's slice k % 4 */
        uint32_t k = g_opts(g)->index;
        for (unsigned j = 0; j < ARECIP_SWEEPS; ++j) {
            for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
                uint32_t v = (rnd(&g->r, 2) << 31) | rnd(&g->r, 0x10000);
                if (j < ARECIP_SWEEPS - 1) {
                    v |= (0x3C80u + ((3u * k + j) % 28u) * 32u + lane) << 16;
                } else {
                    v |= ((1u + rnd(&g->r, 252)) << 23) | (((k % 4u) * 32u + lane) << 16);
                }
                p->lreg_init[(k + j) % 8][lane] = v;
            }
        }
    }
    for (unsigned row = 0; row < SFPU_GEN_DST_ROWS; ++row) {
        for (unsigned col = 0; col < SFPU_DST_COLS; ++col) {
            uint16_t v = 0;
            if (g_opts(g)->dst_init) {
                v = chance(&g->r, 30) ? PICK(&g->r, k_dst_vals) : (uint16_t)rnd(&g->r, 0x10000);
            }
            p->dst_init[row][col] = v;
        }
    }
    init_cfg(g, p);
    init_prng(g, p);
}

sfpu_status_t sfpu_gen_apply_init(sfpu_t *s, const sfpu_gen_prog_t *p)
{
    if (s == NULL || p == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    for (unsigned r = 0; r < 8; ++r) {
        sfpu_poke_lreg(s, r, p->lreg_init[r]);
    }
    for (unsigned row = 0; row < SFPU_GEN_DST_ROWS; ++row) {
        for (unsigned col = 0; col < SFPU_DST_COLS; ++col) {
            sfpu_poke_dst(s, row, col, p->dst_init[row][col]);
        }
    }
    for (uint32_t i = 0; i < p->n_cfg && i < SFPU_GEN_CFG_MAX; ++i) {
        sfpu_status_t st = sfpu_set_reg(s, p->cfg_init[i].reg, p->cfg_init[i].index, p->cfg_init[i].value);
        if (st != SFPU_OK) {
            return st;
        }
    }
    for (unsigned lane = 0; p->prng_set && lane < SFPU_LANES; ++lane) {
        sfpu_status_t st = sfpu_set_reg(s, SFPU_REG_PRNG, lane, p->prng_init[lane]);
        if (st != SFPU_OK) {
            return st;
        }
    }
    return SFPU_OK;
}

/* The opening of a prng_program(), before any word advances the PRNG: SFPSTOCHRND from a small sign-magnitude
 * INT32 to UINT8 / INT8 with shift 0 and stochastic rounding, stored to Dst at once (UINT16: every bit of the
 * result). With shift 0 nothing is discarded: a fraction of 0 rounds up only against PRNGBits 0. Against PRNGBits 1
 * (init_prng) it must not, while a shifter that lets a fraction bit in would (docs/mutation.md, 1223 and M31). */
static void prng_opening(gen_t *g)
{
    rng_t r = prng_rng(g, 0x8CB92BA72F3D8DD7ull);
    unsigned mod1 = 8u | (4u + rnd(&r, 2)); /* USE_IMM5 | INT32_TO_UINT8 or INT32_TO_INT8 */
    if (!prng_program(g) || !allowed(g, SFPU_OP_SFPSTOCHRND) || !allowed(g, SFPU_OP_SFPSTORE) ||
        !((g->mods[SFPU_OP_SFPSTOCHRND] >> mod1) & 1u) || !((g->mods[SFPU_OP_SFPSTORE] >> VIEW_MOD0_FMT_UINT16) & 1u)) {
        return;
    }
    unsigned vc = rnd(&r, 8), vd = rnd(&r, 8);
    uint32_t mag = 1u + rnd(&r, (mod1 & 1u) ? 126u : 254u); /* below the clamp: c and c + 1 both show */
    if (!load_value(g, vc, (rnd(&r, 2) << 31) | mag)) {
        return;
    }
    sfpu_insn_t in;
    gcov_insn(&in, g->arch, SFPU_OP_SFPSTOCHRND, mod1);
    in.f[SFPU_FIELD_vc] = vc;
    in.f[SFPU_FIELD_vd] = vd;
    in.f[SFPU_FIELD_imm5] = 0;
    in.f[SFPU_FIELD_rnd_mode] = g->arch == SFPU_ARCH_BH && chance(&r, 30) ? 3u : 1u; /* stochastic */
    if (emit(g, sfpu_encode(&in))) {
        emit(g, word_of(g->arch, SFPU_OP_SFPSTORE, vd, 0, VIEW_MOD0_FMT_UINT16, rnd(&r, 32)));
    }
}

/* One attempt; false if the models refused the closing words (then the caller retries). */
static bool generate(gen_t *g, sfpu_gen_prog_t *p)
{
    sfpu_t *all[4] = {g->fa, g->fb, g->ta, g->tb};
    for (unsigned i = 0; i < 4; ++i) {
        sfpu_reset(all[i]);
        sfpu_set_strict(all[i], false);
        sfpu_set_silicon_hazards(all[i], false); /* the programs check the pages and the RTL (decisions H1) */
    }
    g->n = 0;
    g->nop_pad = 0;
    g->closing = false;
    g->n_undef = 0;
    g->n_row_off = 0;
    for (unsigned u = 0; u < SFPU_GEN_UNDEF_MAX; ++u) {
        g->undef_row[u] = SFPU_GEN_NO_ROW;
        g->row_off_row[u] = SFPU_GEN_NO_ROW;
    }
    memset(&g->cov, 0, sizeof g->cov);
    for (unsigned r = 0; r < SFPU_LREGS; ++r) {
        g->last_writer[r] = -1;
    }
    g->prev_writes = 0;
    g->recent[0] = 0;
    g->recent[1] = 1;
    g->recent[2] = 2;
    gcov_probe_mods(g->fb, g_opts(g)->allow, g->mods);
    /* the decode rule's edges from every mode the model executes; the draws from the modes the set allows */
    g->nud = gspec_undef_list(g->arch, g_opts(g)->allow, g->mods, g->ud, SFPU_GEN_UNDEF_BINS);
    for (unsigned op = 0; op < SFPU_OP_COUNT && g_opts(g)->mod_deny; ++op) {
        g->mods[op] &= (uint16_t)~g_opts(g)->mod_deny[op];
        g->cov.mod_deny[op] = g_opts(g)->mod_deny[op];
    }
    g->nud = g->nud > SFPU_GEN_UNDEF_BINS ? SFPU_GEN_UNDEF_BINS : g->nud;
    init_state(g, p);
    for (unsigned i = 0; i < 4; ++i) {
        sfpu_reset(all[i]);
        sfpu_gen_apply_init(all[i], p);
    }
    bool macros = g_opts(g)->macros && allowed(g, SFPU_OP_SFPCONFIG) && allowed(g, SFPU_OP_SFPLOADMACRO);
    if (allowed(g, SFPU_OP_SFPARECIP)) { /* the table sweep init_state prepared, before anything overwrites it */
        uint32_t k = g_opts(g)->index;
        sfpu_insn_t in;
        memset(&in, 0, sizeof in);
        in.op = SFPU_OP_SFPARECIP;
        in.arch = (uint8_t)g->arch;
        for (unsigned j = 0; j < ARECIP_SWEEPS; ++j) {
            in.f[SFPU_FIELD_vc] = (k + j) % 8;
            in.f[SFPU_FIELD_vd] = (k + j) % 8;
            in.f[SFPU_FIELD_mod1] = j < ARECIP_SWEEPS - 1 ? 2u : 0u; /* EXP, then RECIP */
            emit(g, sfpu_encode(&in));
        }
    }
    prng_opening(g);
    target_t targets[MAX_TARGETS];
    size_t nt = plan_targets(g, targets), next = 0;
    unsigned fails = 0;
    while (g->n + reserve(g) < g->cap && fails < 1000) {
        size_t before = g->n;
        /* the directed targets spread over the program, the walk early enough to fit */
        size_t left = g->cap - g->n - reserve(g);
        bool walk = next < nt && targets[next].kind == T_WALK;
        if (next < nt && (walk ? left > 110 : (chance(&g->r, 12) || left < 8 * (nt - next) + 16))) {
            directed(g, &targets[next++]);
        } else if (walk && left <= 110) {
            ++next; /* no room for the walk any more */
        } else if (macros && g->cap - g->n > 100 && chance(&g->r, 2)) {
            kernel_shape_block(g, SFPU_GEN_KERNEL_SHAPES);
        } else if (macros && g->cap - g->n > 24 && chance(&g->r, 3)) {
            macro_block(g);
        } else if (allowed(g, SFPU_OP_SFPCONFIG) && g->cap - g->n > 16 && chance(&g->r, 1)) {
            backdoor_disable_block(g);
        } else {
            unsigned op = g->ops[rnd(&g->r, g->nops)];
            emit(g, draw(g, op));
        }
        fails = g->n == before ? fails + 1 : 0;
    }
    /* close: drain scheduled macro work, pop what was pushed, pad to the length */
    g->closing = true;
    while (view_lm_pending(g->ta) && g->n < g->cap) {
        if (!emit(g, NOP_WORD)) {
            return false;
        }
    }
    bool u;
    for (unsigned d = depth_of(g->fa, &u); d > 0 && g->n < g->cap; --d) {
        if (!emit(g, encode_fields(g->arch, SFPU_OP_SFPPOPC, 0, 0, 0))) {
            return false;
        }
    }
    while (g->n < g->cap) {
        if (!emit(g, NOP_WORD)) {
            return false;
        }
    }
    return depth_of(g->fa, &u) == 0 && view_lm_pending(g->ta) == 0;
}

sfpu_status_t sfpu_gen_program(const sfpu_gen_opts_t *o, uint64_t seed, sfpu_gen_prog_t *out, sfpu_gen_cov_t *cov,
                               char *err, size_t errlen)
{
    if (err && errlen) {
        err[0] = '\0';
    }
    if (out == NULL || o == NULL) {
        return fail_msg(err, errlen, SFPU_ERR_INVALID_ARGUMENT, "null options or output");
    }
    memset(out, 0, sizeof *out);
    if (o->arch != SFPU_ARCH_BH && o->arch != SFPU_ARCH_WH) {
        return fail_msg(err, errlen, SFPU_ERR_INVALID_ARGUMENT, "arch: expected SFPU_ARCH_BH or SFPU_ARCH_WH");
    }
    if (o->len == 0 || o->len > (1u << 24)) {
        return fail_msg(err, errlen, SFPU_ERR_INVALID_ARGUMENT, "len: expected 1..16777216 words");
    }
    if (o->hazards != SFPU_GEN_HAZARDS_ABIDE && o->hazards != SFPU_GEN_HAZARDS_VIOLATE) {
        return fail_msg(err, errlen, SFPU_ERR_INVALID_ARGUMENT, "hazards: expected abide (0) or violate (1)");
    }
    if (o->cfg > 1) {
        return fail_msg(err, errlen, SFPU_ERR_INVALID_ARGUMENT, "cfg: expected 0 or 1");
    }
    if (o->undef > 1) {
        return fail_msg(err, errlen, SFPU_ERR_INVALID_ARGUMENT, "undef: expected 0 or 1");
    }
    if (o->prng > 1) {
        return fail_msg(err, errlen, SFPU_ERR_INVALID_ARGUMENT, "prng: expected 0 or 1");
    }
    if (o->max_depth > SFPU_FLAG_STACK_DEPTH) {
        return fail_msg(err, errlen, SFPU_ERR_INVALID_ARGUMENT, "max_depth: the flag stack holds 8 entries");
    }
    sfpu_gen_opts_t opts = *o;
    uint64_t sfpu_ops = sfpu_gen_default_allow(o->arch);
    if (opts.allow == 0) {
        opts.allow = sfpu_ops;
    }
    /* besides SFPU instructions, the thread's RWC instructions may be mixed in (they move SFPLOAD/SFPSTORE
     * addresses; the expanders MOP/REPLAY may not: a program is a flat list of SFPU-bound words) */
    uint64_t extra_ok = (1ull << SFPU_OP_TTSETRWC) | (1ull << SFPU_OP_TTINCRWC) | (1ull << SFPU_OP_TTNOP);
    if (opts.allow & ~(sfpu_ops | extra_ok)) {
        for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
            if ((opts.allow & ~(sfpu_ops | extra_ok)) >> op & 1u) {
                char m[160];
                snprintf(m, sizeof m, "allow: %s is not an SFPU instruction of %s", sfpu_isa_info(op)->name,
                         o->arch == SFPU_ARCH_WH ? "Wormhole" : "Blackhole");
                return fail_msg(err, errlen, SFPU_ERR_INVALID_ARGUMENT, m);
            }
        }
    }
    if (opts.max_depth > 0 && !((opts.allow >> SFPU_OP_SFPPOPC) & 1u)) {
        opts.max_depth = 0; /* pushes could not be closed */
    }
    gen_t *g = (gen_t *)calloc(1, sizeof *g);
    uint32_t *words = (uint32_t *)calloc(opts.len, sizeof *words);
    sfpu_status_t st = (g && words) ? SFPU_OK : SFPU_ERR_INTERNAL;
    if (g) {
        g->o = &opts;
        g->arch = o->arch;
        g->w = words;
        g->cap = opts.len;
        g->ckpt_size = sfpu_state_size();
        g->ckpt = malloc(g->ckpt_size);
        sfpu_config_t cfg = {o->arch, 0};
        if (g->ckpt == NULL || sfpu_create(&cfg, &g->fa) != SFPU_OK || sfpu_create(&cfg, &g->fb) != SFPU_OK ||
            sfpu_create(&cfg, &g->ta) != SFPU_OK || sfpu_create(&cfg, &g->tb) != SFPU_OK) {
            st = SFPU_ERR_INTERNAL;
        }
        for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
            if ((opts.allow >> op) & 1u) {
                g->ops[g->nops++] = op;
            }
        }
    }
    char last[400] = "cannot allocate the generator";
    unsigned attempt = 0;
    bool done = false;
    while (st == SFPU_OK && !done && attempt < MAX_ATTEMPTS) {
        g->r.s = seed + 0x632BE59BD9B4E019ull * attempt;
        ++attempt;
        out->arch = o->arch;
        out->seed = seed;
        out->hazards = opts.hazards;
        out->n = 0;
        out->words = words;
        if (!generate(g, out)) {
            snprintf(last, sizeof last, "attempt %u: the closing words were refused", attempt);
            continue;
        }
        out->n = g->n;
        out->nops_inserted = g->nop_pad;
        out->n_undef = g->n_undef;
        memcpy(out->undef_at, g->undef_at, sizeof out->undef_at);
        memcpy(out->undef_row, g->undef_row, sizeof out->undef_row);
        out->n_row_off = g->n_row_off;
        memcpy(out->row_off_at, g->row_off_at, sizeof out->row_off_at);
        memcpy(out->row_off_row, g->row_off_row, sizeof out->row_off_row);
        if (opts.hazards == SFPU_GEN_HAZARDS_ABIDE) {
            char msg[300];
            if (sfpu_gen_selfcheck(out, true, NULL, msg, sizeof msg) != SFPU_OK) {
                snprintf(last, sizeof last, "attempt %u: %s", attempt, msg);
                continue;
            }
        }
        done = true;
    }
    if (g) {
        sfpu_destroy(g->fa);
        sfpu_destroy(g->fb);
        sfpu_destroy(g->ta);
        sfpu_destroy(g->tb);
        free(g->ckpt);
    }
    if (!done) {
        free(words);
        out->words = NULL;
        out->n = 0;
        free(g);
        if (st == SFPU_OK) {
            st = SFPU_ERR_INTERNAL;
        }
        return fail_msg(err, errlen, st, last);
    }
    out->attempts = attempt;
    if (cov) {
        g->cov.programs = 1;
        g->cov.words = out->n;
        g->cov.nops_inserted = out->nops_inserted;
        sfpu_gen_cov_merge(cov, &g->cov);
    }
    free(g);
    return SFPU_OK;
}

/* The entry of undef_at that is word i, or -1. */
static int undef_index(const sfpu_gen_prog_t *p, size_t i)
{
    for (uint32_t k = 0; p && k < p->n_undef && k < SFPU_GEN_UNDEF_MAX; ++k) {
        if (p->undef_at[k] == i) {
            return (int)k;
        }
    }
    return -1;
}

bool sfpu_gen_is_undef(const sfpu_gen_prog_t *p, size_t i) { return undef_index(p, i) >= 0; }

unsigned sfpu_gen_undef_row(const sfpu_gen_prog_t *p, size_t i)
{
    int k = undef_index(p, i);
    return k < 0 ? SFPU_GEN_NO_ROW : p->undef_row[k];
}

unsigned sfpu_gen_invalid_row(const sfpu_gen_prog_t *p, size_t i)
{
    for (uint32_t k = 0; p && k < p->n_row_off && k < SFPU_GEN_UNDEF_MAX; ++k) {
        if (p->row_off_at[k] == i) {
            return p->row_off_row[k];
        }
    }
    return sfpu_gen_undef_row(p, i);
}

void sfpu_gen_free(sfpu_gen_prog_t *p)
{
    if (p) {
        free(p->words);
        p->words = NULL;
        p->n = 0;
    }
}

/* ---- text forms ---- */
size_t sfpu_gen_format_asm(const sfpu_gen_prog_t *p, char *buf, size_t len)
{
    gen_sbuf_t b = {buf, buf ? len : 0, 0};
    for (size_t i = 0; p && i < p->n; ++i) {
        char text[128];
        sfpu_disasm(p->words[i], p->arch, text, sizeof text);
        gen_put(&b, "%s\n", text);
    }
    return gen_sbuf_done(&b);
}

size_t sfpu_gen_format_init(const sfpu_gen_prog_t *p, char *buf, size_t len)
{
    gen_sbuf_t b = {buf, buf ? len : 0, 0};
    if (p == NULL) {
        return gen_sbuf_done(&b);
    }
    for (unsigned r = 0; r < 8; ++r) {
        gen_put(&b, "lreg %u lanes", r);
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            gen_put(&b, " 0x%08x", (unsigned)p->lreg_init[r][lane]);
        }
        gen_put(&b, "\n");
    }
    for (unsigned row = 0; row < SFPU_GEN_DST_ROWS; ++row) {
        for (unsigned col = 0; col < SFPU_DST_COLS; ++col) {
            if (p->dst_init[row][col]) {
                gen_put(&b, "dst %u %u 0x%04x\n", row, col, (unsigned)p->dst_init[row][col]);
            }
        }
    }
    for (uint32_t i = 0; i < p->n_cfg && i < SFPU_GEN_CFG_MAX; ++i) {
        gen_put(&b, "reg %s %u 0x%x\n", sfpu_reg_name(p->cfg_init[i].reg), (unsigned)p->cfg_init[i].index,
                (unsigned)p->cfg_init[i].value);
    }
    for (unsigned lane = 0; p->prng_set && lane < SFPU_LANES; ++lane) {
        gen_put(&b, "reg %s %u 0x%08x\n", sfpu_reg_name(SFPU_REG_PRNG), lane, (unsigned)p->prng_init[lane]);
    }
    return gen_sbuf_done(&b);
}

/* ---- self-check ---- */
static bool first_difference(const sfpu_t *a, const sfpu_t *b, char *msg, size_t len)
{
    for (unsigned r = 0; r < SFPU_LREGS; ++r) {
        uint32_t x[SFPU_LANES], y[SFPU_LANES];
        sfpu_peek_lreg(a, r, x);
        sfpu_peek_lreg(b, r, y);
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            if (x[lane] != y[lane]) {
                snprintf(msg, len, "lreg %u lane %u: functional 0x%08x, timed 0x%08x", r, lane, (unsigned)x[lane],
                         (unsigned)y[lane]);
                return true;
            }
        }
    }
    for (unsigned reg = 0; reg < SFPU_REG_COUNT; ++reg) {
        for (unsigned i = 0; i < sfpu_reg_count(reg); ++i) {
            uint32_t x = 0, y = 0;
            sfpu_get_reg(a, reg, i, &x);
            sfpu_get_reg(b, reg, i, &y);
            if (x != y) {
                snprintf(msg, len, "reg %s %u: functional 0x%x, timed 0x%x", sfpu_reg_name(reg), i, (unsigned)x,
                         (unsigned)y);
                return true;
            }
        }
    }
    for (unsigned row = 0; row < SFPU_DST_ROWS; ++row) {
        for (unsigned col = 0; col < SFPU_DST_COLS; ++col) {
            uint16_t x = 0, y = 0;
            sfpu_peek_dst(a, row, col, &x);
            sfpu_peek_dst(b, row, col, &y);
            if (x != y) {
                snprintf(msg, len, "dst %u %u: functional 0x%04x, timed 0x%04x", row, col, x, y);
                return true;
            }
        }
    }
    return false;
}

sfpu_status_t sfpu_gen_selfcheck(const sfpu_gen_prog_t *p, bool require_equal, unsigned *diags, char *msg,
                                 size_t len)
{
    char dummy[8];
    if (msg == NULL || len == 0) {
        msg = dummy;
        len = sizeof dummy;
    }
    msg[0] = '\0';
    if (diags) {
        *diags = 0;
    }
    if (p == NULL || (p->words == NULL && p->n)) {
        snprintf(msg, len, "no program");
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    sfpu_config_t cfg = {p->arch, 0};
    sfpu_t *f = NULL, *t = NULL;
    if (sfpu_create(&cfg, &f) != SFPU_OK || sfpu_create(&cfg, &t) != SFPU_OK) {
        sfpu_destroy(f);
        snprintf(msg, len, "cannot create the models");
        return SFPU_ERR_INTERNAL;
    }
    sfpu_set_silicon_hazards(t, false);
    sfpu_gen_apply_init(f, p);
    sfpu_gen_apply_init(t, p);
    size_t done = 0;
    bool refused = false; /* a macro scheduled real work: the functional run is no reference for the end state */
    sfpu_status_t st = SFPU_OK;
    uint32_t *words = p->n_undef ? (uint32_t *)malloc(p->n * sizeof *words) : NULL;
    if (p->n_undef) { /* the deliberately undefined words run as SFPNOPs, as a harness runs them */
        if (words == NULL) {
            sfpu_destroy(f);
            sfpu_destroy(t);
            snprintf(msg, len, "out of memory");
            return SFPU_ERR_INTERNAL;
        }
        for (size_t i = 0; i < p->n; ++i) {
            words[i] = sfpu_gen_is_undef(p, i) ? NOP_WORD : p->words[i];
        }
    }
    const uint32_t *run = words ? words : p->words;
    for (; done < p->n && st == SFPU_OK; ++done) {
        st = func_exec(f, run[done], &refused);
    }
    if (st != SFPU_OK) {
        snprintf(msg, len, "functional: word %zu: %s", done - 1, sfpu_last_error(f));
    } else {
        done = 0;
        st = sfpu_run_timed(t, run, p->n, &done);
        if (st != SFPU_OK) {
            snprintf(msg, len, "timed: word %zu: %s", done, sfpu_last_error(t));
        }
    }
    if (diags) {
        *diags = sfpu_diag_count(t);
    }
    if (st == SFPU_OK && require_equal && refused && sfpu_diag_count(t) != 0) {
        /* macros scheduled instructions, which only the timed model runs: abiding = no diagnostic there */
        char d[300];
        sfpu_diag_t dg;
        sfpu_diag_get(t, 0, &dg);
        sfpu_diag_format(t, &dg, d, sizeof d);
        snprintf(msg, len, "timed: %u diagnostics, first: %s", sfpu_diag_count(t), d);
        st = SFPU_ERR_INTERNAL;
    } else if (st == SFPU_OK && require_equal && !refused && first_difference(f, t, msg, len)) {
        st = SFPU_ERR_INTERNAL;
    }
    free(words);
    sfpu_destroy(f);
    sfpu_destroy(t);
    return st;
}
