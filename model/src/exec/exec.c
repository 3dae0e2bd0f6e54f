/* exec.c - dispatch: the execute and flag tables built from the ISA table, the decode cache's miss path, one
 * instruction's semantics into an effect record (with the backdoor template load), the commit, the failure helpers.
 * Spec: spec digest 1.4 (backdoor template load, SFPCONFIG.md / SFPLOADMACRO.md, decisions D3). */
#include "exec.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "../insn/insn.h"

static const insn_exec_fn k_exec[SFPU_OP_COUNT] = {
#define SFPU_INSN(NAME, mnem, opcode, fmt, unit, lat, arch, flags, syntax) sfpu_exec_##mnem,
#include "sfpu/sfpu_isa.def"
};

/* The table's flags, here for the per-instruction fast path. */
static const uint8_t k_flags[SFPU_OP_COUNT] = {
#define SFPU_INSN(NAME, mnem, opcode, fmt, unit, lat, arch, flags, syntax) flags,
#include "sfpu/sfpu_isa.def"
};

/* Prefix the semantic's message with the instruction, making the error self-contained. */
static sfpu_status_t fail(struct sfpu *s, const sfpu_insn_t *in, sfpu_status_t st, const char *msg)
{
    char dis[96];
    sfpu_disasm(in->word, s->cfg.arch, dis, sizeof dis);
    const sfpu_isa_info_t *info = sfpu_isa_info(in->op);
    int n = snprintf(s->err, sizeof s->err, "insn #%llu %s (0x%08x '%s'): %s: ",
                     (unsigned long long)s->st.insn_count, info ? info->name : "?", (unsigned)in->word, dis,
                     sfpu_status_name(st));
    if (n > 0 && (size_t)n < sizeof s->err) {
        size_t room = sizeof s->err - (size_t)n;
        size_t len = strlen(msg);
        if (len >= room) {
            len = room - 1;
        }
        memcpy(s->err + n, msg, len);
        s->err[(size_t)n + len] = '\0';
    }
    s->status = st;
    return st;
}

sfpu_status_t exec_fail(struct sfpu *s, sfpu_status_t st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->err, sizeof s->err, fmt, ap);
    va_end(ap);
    s->status = st;
    return st;
}

void exec_commit(struct sfpu *s, const sfpu_effect_t *fx)
{
    for (unsigned i = 0; i < fx->n; ++i) {
        const insn_lreg_write_t *w = &fx->w[i];
        uint32_t *dst = s->st.lreg[w->reg];
        if (w->mask == 0xFFFFFFFFu) {
            sfpu_lanes_copy(dst, w->val);
            continue;
        }
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) { /* a blend: vectorises, no per-lane branch */
            dst[lane] = ((w->mask >> lane) & 1u) ? w->val[lane] : dst[lane];
        }
    }
}

#if defined(__GNUC__)
#define COLD __attribute__((noinline, cold))
#else
#define COLD
#endif

/* The rare parts of exec_insn, out of line so that its common path has a small frame. */
/* Backdoor template load (SFPCONFIG.md / SFPLOADMACRO.md, decisions D3): VD 12..15 with DISABLE_BACKDOOR_LOAD == 0
 * stores the word in InstructionTemplate[VD-12] of that lane, which the instruction then leaves alone. */
static COLD void backdoor_load(struct sfpu *s, const sfpu_insn_t *in, unsigned vd, sfpu_effect_t *fx)
{
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        if (!(s->st.lane_config[lane] & LANECFG_DISABLE_BACKDOOR_LOAD)) {
            s->st.lm_template[lane][vd - 12] = in->word;
            fx->lane_limit &= ~(1u << lane);
        }
    }
}

/* The semantic's message (in s->err), prefixed with the instruction. */
static COLD sfpu_status_t fail_semantics(struct sfpu *s, const sfpu_insn_t *in, sfpu_status_t st)
{
    char msg[sizeof s->err];
    memcpy(msg, s->err, sizeof msg);
    return fail(s, in, st, msg[0] ? msg : "no detail");
}

#if defined(__GNUC__)
#define ALWAYS_INLINE static inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE static inline
#endif

/* exec_insn, inlined into the functional entry points of this file (exec_run, exec_word) (one instruction per call: the call and the
 * saved registers were a noticeable part of a simple instruction). `enabled`: LaneEnabled as the caller decided it
 * (exec_insn_enabled), or NULL: as the state is now. */
ALWAYS_INLINE sfpu_status_t exec_insn_inline(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx, bool direct,
                                             const uint32_t *enabled)
{
    fx->n = 0;
    fx->lane_limit = 0xFFFFFFFFu;
    fx->direct = direct;

    unsigned vd = SFPU_F(in, vd);
    if ((k_flags[in->op] & SFPU_IF_BACKDOOR) && vd >= 12 && vd < 16 && !in->scheduled) {
        backdoor_load(s, in, vd, fx);
        if (fx->lane_limit == 0) {
            s->st.insn_count++;
            return SFPU_OK;
        }
    }
    fx->enabled = (enabled ? *enabled : insn_lane_enable_mask(s)) & fx->lane_limit;
    s->err[0] = '\0';
    sfpu_status_t st = k_exec[in->op](s, in, fx);
    if (st != SFPU_OK) {
        return fail_semantics(s, in, st);
    }
    s->st.insn_count++;
    return SFPU_OK;
}

sfpu_status_t exec_insn(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx, bool direct)
{
    return exec_insn_inline(s, in, fx, direct, NULL);
}

sfpu_status_t exec_insn_enabled(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx, uint32_t enabled)
{
    return exec_insn_inline(s, in, fx, false, &enabled);
}

uint32_t exec_lane_enable(const struct sfpu *s) { return insn_lane_enable_mask(s); }

sfpu_status_t exec_decode_miss(struct sfpu *s, uint32_t word, unsigned *index, char *err, size_t errlen)
{
    unsigned set = exec_decode_set(word), base = set * SFPU_DECODE_WAYS;
    unsigned w = s->dcache_next[set] % SFPU_DECODE_WAYS;
    sfpu_insn_t *e = &s->dcache[base + w];
    sfpu_status_t st = sfpu_decode(word, s->cfg.arch, e, err, errlen);
    if (st != SFPU_OK) {
        e->op = SFPU_OP_INVALID; /* the entry is free again */
        return st;
    }
    s->dcache_next[set]++;
    s->dcache_word[base + w] = word;
    s->dmeta[base + w].valid = 0;
    *index = base + w;
    return SFPU_OK;
}

/* Execute one decoded instruction and commit its record at once (functional execution). */
ALWAYS_INLINE sfpu_status_t exec_run_inline(struct sfpu *s, const sfpu_insn_t *in)
{
    sfpu_effect_t fx;
    sfpu_status_t st = exec_insn_inline(s, in, &fx, true, NULL);
    if (st == SFPU_OK) {
        exec_commit(s, &fx);
    }
    return st;
}

sfpu_status_t exec_run(struct sfpu *s, const sfpu_insn_t *in) { return exec_run_inline(s, in); }

sfpu_status_t exec_word(struct sfpu *s, uint32_t word)
{
    unsigned ix; /* the decode-cache entry: nothing decodes while it executes */
    char err[160];
    sfpu_status_t st = exec_decode_ref(s, word, &ix, err, sizeof err);
    if (st != SFPU_OK) {
        snprintf(s->err, sizeof s->err, "insn #%llu 0x%08x: %s: %s", (unsigned long long)s->st.insn_count,
                 (unsigned)word, sfpu_status_name(st), err);
        s->status = st;
        return st;
    }
    return exec_run_inline(s, &s->dcache[ix]);
}
