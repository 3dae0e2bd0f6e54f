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

#include "pipe/hazard.h"
#include "sfpu/sfpu_gen.h"
#include "sfpu_state.h"

_Static_assert(SFPU_OP_COUNT <= 64, "sfpu_gen_opts_t.allow is a 64-bit mask over sfpu_op_t");

#define NOP_WORD 0x8F000000u
#define MAX_NOP_PAD 4     /* SFPNOPs tried in front of a candidate that raised a diagnostic */
#define DRAIN_RESERVE 12  /* words kept free at the end for draining scheduled SFPLOADMACRO work */
#define MAX_ATTEMPTS 8
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
static bool is_sfpu_op(unsigned op, sfpu_arch_t arch)
{
    const sfpu_isa_info_t *i = sfpu_isa_info(op);
    return i && i->unit < SFPU_UNIT_COUNT && (i->arch_mask & SFPU_ARCH_MASK(arch));
}

uint64_t sfpu_gen_default_allow(sfpu_arch_t arch)
{
    uint64_t m = 0;
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        if (is_sfpu_op(op, arch)) {
            m |= 1ull << op;
        }
    }
    return m;
}

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
}

/* Field width of (op's format, field) on arch, 0 if the format lacks it. */
static unsigned field_bits(unsigned op, unsigned field, sfpu_arch_t arch)
{
    size_t n;
    const sfpu_field_info_t *f = sfpu_isa_fields(&n);
    unsigned fmt = sfpu_isa_info(op)->fmt;
    for (size_t i = 0; i < n; ++i) {
        if (f[i].fmt == fmt && f[i].field == field && (f[i].arch_mask & SFPU_ARCH_MASK(arch))) {
            return (unsigned)(f[i].hi - f[i].lo + 1u);
        }
    }
    return 0;
}

/* The field coverage calls "mod": Mod1 if present, else Mod0, else none. */
static int mod_field(unsigned op, sfpu_arch_t arch)
{
    if (field_bits(op, SFPU_FIELD_mod1, arch)) {
        return SFPU_FIELD_mod1;
    }
    if (field_bits(op, SFPU_FIELD_mod0, arch)) {
        return SFPU_FIELD_mod0;
    }
    return -1;
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
    sfpu_gen_cov_t cov;
    /* coverage bookkeeping: index of the last writer of each LReg, and its op */
    long last_writer[SFPU_LREGS];
    unsigned last_writer_op[SFPU_LREGS];
} gen_t;

static const sfpu_gen_opts_t *g_opts(const gen_t *g) { return g->o; }

static bool allowed(const gen_t *g, unsigned op) { return (g_opts(g)->allow >> op) & 1u; }

static unsigned depth_of(const sfpu_t *s, bool *uniform)
{
    unsigned lo = 255, hi = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        unsigned d = sfpu_stack_depth_of(&s->st, lane);
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

/* Present one word to a timed model until it is accepted. */
static sfpu_status_t timed_issue(sfpu_t *t, uint32_t w)
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
    }
    return SFPU_ERR_INTERNAL;
}

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

static void cov_word(gen_t *g, uint32_t w)
{
    sfpu_insn_t in;
    if (sfpu_decode(w, g->arch, &in, NULL, 0) != SFPU_OK) {
        return;
    }
    int mf = mod_field(in.op, g->arch);
    g->cov.op_mod[in.op][mf < 0 ? 0 : in.f[mf] & 15u]++;
    uint32_t reads = hz_true_reads(&in), writes = hz_true_writes(&in);
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
        uint32_t seq = g->ta->st.lm_sequence[0][idx4], misc = g->ta->st.lm_misc[0];
        g->cov.macros++;
        for (unsigned u = 0; u < 4; ++u) {
            unsigned b = (seq >> (8u * u)) & 0xFFu, sel = b & 7u;
            unsigned k = sel == 0 ? 0 : sel == SEQ_NOP ? 1 : sel == SEQ_STORE ? 2 : 3;
            g->cov.macro_sel[u][k]++;
            if (sel) {
                g->cov.macro_delay[u][(b >> 3) & 7u]++;
                g->cov.macro_vd16[u] += (b >> 6) & 1u;
                g->cov.macro_use_vb[u] += (b >> 7) & 1u;
                g->cov.macro_by_insns[u] += (misc >> (8u + u)) & 1u;
            }
        }
    }
}

/* Keep `w` (already accepted by the trial models). */
static void commit(gen_t *g, uint32_t w)
{
    func_exec(g->fa, w, NULL);
    timed_issue(g->ta, w);
    cov_word(g, w);
    g->w[g->n++] = w;
    sfpu_insn_t in;
    if (sfpu_decode(w, g->arch, &in, NULL, 0) == SFPU_OK) {
        uint32_t writes = hz_true_writes(&in) & 0xFFu;
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
    return depth_of(g->fa, &u) + (g->ta->pipe.lm_n ? DRAIN_RESERVE : 0);
}

/* Try `w`; under the rule-abiding policy retry it behind up to MAX_NOP_PAD SFPNOPs. */
static bool emit(gen_t *g, uint32_t w)
{
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
            size_t need = depth_of(g->fb, &u) + (g->tb->pipe.lm_n ? DRAIN_RESERVE : 0);
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
    return sel | (rnd(&g->r, 8) << 3) | (chance(&g->r, 25) ? 0x40u : 0u) | (chance(&g->r, 25) ? 0x80u : 0u);
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
        unsigned bits = field_bits(op, f, g->arch);
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
    return sfpu_encode(&in);
}

static uint32_t encode_fields(sfpu_arch_t arch, unsigned op, unsigned vd, unsigned mod, uint32_t imm16)
{
    sfpu_insn_t in;
    memset(&in, 0, sizeof in);
    in.op = (uint16_t)op;
    in.arch = (uint8_t)arch;
    in.f[SFPU_FIELD_vd] = vd;
    int mf = mod_field(op, arch);
    if (mf >= 0) {
        in.f[mf] = mod;
    }
    in.f[SFPU_FIELD_imm16] = imm16;
    return sfpu_encode(&in);
}

/* Which Mod values of each op the model executes without error (other fields 0, one flag-stack entry
 * present): drawn fields use only these, so few candidates are wasted. */
static void probe_mods(gen_t *g)
{
    sfpu_t *s = g->fb;
    for (unsigned i = 0; i < g->nops; ++i) {
        unsigned op = g->ops[i];
        int mf = mod_field(op, g->arch);
        g->mods[op] = 0;
        for (unsigned v = 0; v < (mf < 0 ? 1u : SFPU_GEN_MOD_VALUES); ++v) {
            for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
                sfpu_stack_set_depth(&s->st, lane, 1);
            }
            sfpu_clear_error(s);
            if (sfpu_exec(s, encode_fields(g->arch, op, 0, v, 0)) == SFPU_OK) {
                g->mods[op] |= (uint16_t)(1u << v);
            }
        }
    }
    sfpu_clear_error(s);
}

/* SFPLOADMACRO with a freshly configured sequence (templates through the backdoor, Misc, Sequence). */
static void macro_block(gen_t *g)
{
    bool abide = g_opts(g)->hazards == SFPU_GEN_HAZARDS_ABIDE;
    unsigned idx = rnd(&g->r, 4);
    uint32_t seq = 0;
    for (unsigned u = 0; u < 4; ++u) {
        seq |= (uint32_t)seq_byte(g, u, abide) << (8u * u);
    }
    /* templates the sequence selects: an instruction of that sub-unit with VD = 12 + template */
    for (unsigned u = 0; u < 4 && !abide; ++u) {
        unsigned sel = (seq >> (8u * u)) & 7u;
        if (sel < SEQ_TEMPLATE0) {
            continue;
        }
        unsigned cand[SFPU_OP_COUNT], nc = 0;
        for (unsigned i = 0; i < g->nops; ++i) {
            unsigned op = g->ops[i];
            const sfpu_isa_info_t *info = sfpu_isa_info(op);
            bool fits = u == 0   ? info->unit == SFPU_UNIT_SIMPLE && op != SFPU_OP_SFPCONFIG
                        : u == 1 ? info->unit == SFPU_UNIT_MAD
                        : u == 2 ? op == SFPU_OP_SFPSHFT2 || op == SFPU_OP_SFPSTOCHRND
                                 : op == SFPU_OP_SFPSTORE;
            if (fits && (info->flags & SFPU_IF_BACKDOOR)) {
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
    emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 8, 1, rnd(&g->r, 0x1000)));
    if ((seq >> 16) == 0 || !allowed(g, SFPU_OP_SFPLOADI)) {
        emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 4 + idx, 1, seq & 0xFFFFu));
    } else {
        emit(g, encode_fields(g->arch, SFPU_OP_SFPLOADI, 0, 8, seq >> 16));   /* UPPER */
        emit(g, encode_fields(g->arch, SFPU_OP_SFPLOADI, 0, 10, seq & 0xFFFFu)); /* LOWER */
        emit(g, encode_fields(g->arch, SFPU_OP_SFPCONFIG, 4 + idx, 0, 0));
    }
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
static const char *const k_shape_names[SFPU_GEN_KERNEL_SHAPES] = {
    "store only (uint16 -> uint32)",
    "Simple -> LReg16 -> Store (reciprocal 7b, uint16 -> fp32)",
    "Simple, Round -> LReg16, Store (uint16 -> bf16)",
    "two macros, the first Store byte 0 (uint32 -> uint16)",
    "SFPSWAP with MAD idle + SFPNOP (fp32 -> uint16)",
    "MAD -> LReg16, Store 2 rows on (mul_int)",
    "SETCC / ENCC around a regular SFPLOAD (where)",
    "instruction-count delays + regular ops (int32 -> fp32)",
    "a later macro replacing a pending store (cancellation, decisions M1)",
};

const char *sfpu_gen_kernel_shape_name(unsigned i) { return i < SFPU_GEN_KERNEL_SHAPES ? k_shape_names[i] : NULL; }

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
    while (ok && g->tb->pipe.lm_n != 0 && n < cap) {
        w[n] = NOP_WORD;
        ok = func_exec(g->fb, w[n], NULL) == SFPU_OK && timed_issue(g->tb, w[n]) == SFPU_OK;
        ++n;
    }
    bool uf, ut;
    ok = ok && g->tb->pipe.lm_n == 0 && depth_of(g->fb, &uf) == depth_of(g->tb, &ut) && uf && ut &&
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

static void kernel_shape_block(gen_t *g)
{
    enum { CAP = 96 };
    uint32_t w[CAP];
    size_t n = 0;
    unsigned shape = rnd(&g->r, SFPU_GEN_KERNEL_SHAPES);
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
    case 7: seq[0] = 0x7300659Cu; tmpl_unit[0] = 0; tmpl_unit[1] = 1; misc = 0x100u | rnd(&g->r, 16); break;
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
                w[n++] = chance(&g->r, 50) ? NOP_WORD : draw(g, g->ops[rnd(&g->r, g->nops)]);
            }
            break;
        default: w[n++] = seq_lm(g, 0, v, addr, mod0); break;
        }
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

static sfpu_status_t fail_msg(char *err, size_t errlen, sfpu_status_t st, const char *msg)
{
    if (err && errlen) {
        snprintf(err, errlen, "%s", msg);
    }
    return st;
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
    for (unsigned row = 0; row < SFPU_GEN_DST_ROWS; ++row) {
        for (unsigned col = 0; col < SFPU_DST_COLS; ++col) {
            uint16_t v = 0;
            if (g_opts(g)->dst_init) {
                v = chance(&g->r, 30) ? PICK(&g->r, k_dst_vals) : (uint16_t)rnd(&g->r, 0x10000);
            }
            p->dst_init[row][col] = v;
        }
    }
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
    return SFPU_OK;
}

/* One attempt; false if the models refused the closing words (then the caller retries). */
static bool generate(gen_t *g, sfpu_gen_prog_t *p)
{
    sfpu_t *all[4] = {g->fa, g->fb, g->ta, g->tb};
    for (unsigned i = 0; i < 4; ++i) {
        sfpu_reset(all[i]);
        sfpu_set_strict(all[i], false);
    }
    g->n = 0;
    g->nop_pad = 0;
    g->closing = false;
    memset(&g->cov, 0, sizeof g->cov);
    for (unsigned r = 0; r < SFPU_LREGS; ++r) {
        g->last_writer[r] = -1;
    }
    g->recent[0] = 0;
    g->recent[1] = 1;
    g->recent[2] = 2;
    probe_mods(g);
    init_state(g, p);
    for (unsigned i = 0; i < 4; ++i) {
        sfpu_reset(all[i]);
        sfpu_gen_apply_init(all[i], p);
    }
    bool macros = g_opts(g)->macros && allowed(g, SFPU_OP_SFPCONFIG) && allowed(g, SFPU_OP_SFPLOADMACRO);
    unsigned fails = 0;
    while (g->n + reserve(g) < g->cap && fails < 1000) {
        size_t before = g->n;
        if (macros && g->cap - g->n > 100 && chance(&g->r, 2)) {
            kernel_shape_block(g);
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
    while (g->ta->pipe.lm_n && g->n < g->cap) {
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
    return depth_of(g->fa, &u) == 0 && g->ta->pipe.lm_n == 0;
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

void sfpu_gen_free(sfpu_gen_prog_t *p)
{
    if (p) {
        free(p->words);
        p->words = NULL;
        p->n = 0;
    }
}

/* ---- coverage ---- */
void sfpu_gen_cov_reset(sfpu_gen_cov_t *c)
{
    if (c) {
        memset(c, 0, sizeof *c);
    }
}

void sfpu_gen_cov_merge(sfpu_gen_cov_t *into, const sfpu_gen_cov_t *from)
{
    if (into == NULL || from == NULL) {
        return;
    }
    into->programs += from->programs;
    into->words += from->words;
    into->nops_inserted += from->nops_inserted;
    into->macros += from->macros;
    for (unsigned k = 0; k < SFPU_GEN_KERNEL_SHAPES; ++k) {
        into->kernel_shapes[k] += from->kernel_shapes[k];
    }
    for (unsigned a = 0; a < SFPU_OP_COUNT; ++a) {
        for (unsigned m = 0; m < SFPU_GEN_MOD_VALUES; ++m) {
            into->op_mod[a][m] += from->op_mod[a][m];
        }
        for (unsigned b = 0; b < SFPU_OP_COUNT; ++b) {
            for (unsigned d = 0; d < 3; ++d) {
                into->hazard[a][b][d] += from->hazard[a][b][d];
            }
        }
    }
    for (unsigned u = 0; u < 4; ++u) {
        for (unsigned k = 0; k < 4; ++k) {
            into->macro_sel[u][k] += from->macro_sel[u][k];
        }
        for (unsigned d = 0; d < 8; ++d) {
            into->macro_delay[u][d] += from->macro_delay[u][d];
        }
        into->macro_vd16[u] += from->macro_vd16[u];
        into->macro_use_vb[u] += from->macro_use_vb[u];
        into->macro_by_insns[u] += from->macro_by_insns[u];
    }
}

typedef struct sbuf {
    char *p;
    size_t len, used;
} sbuf_t;

static void put(sbuf_t *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void put(sbuf_t *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *dst = b->used < b->len ? b->p + b->used : NULL;
    size_t room = b->used < b->len ? b->len - b->used : 0;
    int n = vsnprintf(dst, room, fmt, ap);
    va_end(ap);
    if (n > 0) {
        b->used += (size_t)n;
    }
}

static size_t sbuf_done(sbuf_t *b)
{
    if (b->len) {
        b->p[b->used < b->len ? b->used : b->len - 1] = '\0';
    }
    return b->used;
}

size_t sfpu_gen_cov_format(const sfpu_gen_cov_t *c, sfpu_arch_t arch, uint64_t allow, char *buf, size_t len)
{
    sbuf_t b = {buf, buf ? len : 0, 0};
    if (c == NULL) {
        return sbuf_done(&b);
    }
    if (allow == 0) {
        allow = sfpu_gen_default_allow(arch);
    }
    unsigned seen = 0, total = 0, pairs = 0;
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        if (!((allow >> op) & 1u)) {
            continue;
        }
        ++total;
        bool any = false;
        for (unsigned m = 0; m < SFPU_GEN_MOD_VALUES; ++m) {
            pairs += c->op_mod[op][m] != 0;
            any |= c->op_mod[op][m] != 0;
        }
        seen += any;
    }
    unsigned hz = 0, by_d[3] = {0, 0, 0};
    for (unsigned a = 0; a < SFPU_OP_COUNT; ++a) {
        for (unsigned x = 0; x < SFPU_OP_COUNT; ++x) {
            for (unsigned d = 0; d < 3; ++d) {
                hz += c->hazard[a][x][d] != 0;
                by_d[d] += c->hazard[a][x][d] != 0;
            }
        }
    }
    put(&b, "programs %llu, words %llu (SFPNOPs inserted for hazards %llu)\n", (unsigned long long)c->programs,
        (unsigned long long)c->words, (unsigned long long)c->nops_inserted);
    put(&b, "instructions: %u of %u allowed seen; instruction x mod: %u pairs seen\n", seen, total, pairs);
    put(&b, "hazard pairs (producer, consumer, distance): %u distinct; distance 0: %u, 1: %u, 2: %u\n", hz, by_d[0],
        by_d[1], by_d[2]);
    static const char *k_unit[4] = {"Simple", "MAD", "Round", "Store"};
    put(&b, "SFPLOADMACRO: %llu issued\n", (unsigned long long)c->macros);
    for (unsigned u = 0; u < 4 && c->macros; ++u) {
        put(&b, "  %-6s nothing %u nop %u store %u template %u; vd16 %u use_vb %u by-insns %u; delays", k_unit[u],
            c->macro_sel[u][0], c->macro_sel[u][1], c->macro_sel[u][2], c->macro_sel[u][3], c->macro_vd16[u],
            c->macro_use_vb[u], c->macro_by_insns[u]);
        for (unsigned d = 0; d < 8; ++d) {
            put(&b, " %u", c->macro_delay[u][d]);
        }
        put(&b, "\n");
    }
    put(&b, "SFPLOADMACRO blocks in the shape of production schedules:\n");
    for (unsigned k = 0; k < SFPU_GEN_KERNEL_SHAPES; ++k) {
        put(&b, "  %6u  %s\n", c->kernel_shapes[k], k_shape_names[k]);
    }
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        if (!((allow >> op) & 1u)) {
            continue;
        }
        uint64_t count = 0;
        for (unsigned m = 0; m < SFPU_GEN_MOD_VALUES; ++m) {
            count += c->op_mod[op][m];
        }
        int mf = mod_field(op, arch);
        put(&b, "  %-12s %8llu", sfpu_isa_info(op)->name, (unsigned long long)count);
        if (mf >= 0) {
            put(&b, "  %s", mf == SFPU_FIELD_mod1 ? "mod1" : "mod0");
            bool first = true;
            for (unsigned m = 0; m < SFPU_GEN_MOD_VALUES; ++m) {
                if (c->op_mod[op][m]) {
                    put(&b, "%s%u", first ? " " : ",", m);
                    first = false;
                }
            }
            if (first) {
                put(&b, " -");
            }
        }
        put(&b, "%s\n", count ? "" : "  NEVER GENERATED");
    }
    return sbuf_done(&b);
}

/* ---- text forms ---- */
size_t sfpu_gen_format_asm(const sfpu_gen_prog_t *p, char *buf, size_t len)
{
    sbuf_t b = {buf, buf ? len : 0, 0};
    for (size_t i = 0; p && i < p->n; ++i) {
        char text[128];
        sfpu_disasm(p->words[i], p->arch, text, sizeof text);
        put(&b, "%s\n", text);
    }
    return sbuf_done(&b);
}

size_t sfpu_gen_format_init(const sfpu_gen_prog_t *p, char *buf, size_t len)
{
    sbuf_t b = {buf, buf ? len : 0, 0};
    if (p == NULL) {
        return sbuf_done(&b);
    }
    for (unsigned r = 0; r < 8; ++r) {
        put(&b, "lreg %u lanes", r);
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            put(&b, " 0x%08x", (unsigned)p->lreg_init[r][lane]);
        }
        put(&b, "\n");
    }
    for (unsigned row = 0; row < SFPU_GEN_DST_ROWS; ++row) {
        for (unsigned col = 0; col < SFPU_DST_COLS; ++col) {
            if (p->dst_init[row][col]) {
                put(&b, "dst %u %u 0x%04x\n", row, col, (unsigned)p->dst_init[row][col]);
            }
        }
    }
    return sbuf_done(&b);
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
    sfpu_gen_apply_init(f, p);
    sfpu_gen_apply_init(t, p);
    size_t done = 0;
    bool refused = false; /* a macro scheduled real work: the functional run is no reference for the end state */
    sfpu_status_t st = SFPU_OK;
    for (; done < p->n && st == SFPU_OK; ++done) {
        st = func_exec(f, p->words[done], &refused);
    }
    if (st != SFPU_OK) {
        snprintf(msg, len, "functional: word %zu: %s", done - 1, sfpu_last_error(f));
    } else {
        done = 0;
        st = sfpu_run_timed(t, p->words, p->n, &done);
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
    sfpu_destroy(f);
    sfpu_destroy(t);
    return st;
}
