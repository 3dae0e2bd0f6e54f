/* gen_cov.h - the generator's functional coverage (gen_cov.c): the bins of each group, sampling on the models the
 * generator runs, and the lists of bins the generator aims directed sequences at (gen.c). Internal. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gen_sets.h"
#include "sfpu/sfpu_gen.h"
#include "../view.h"

/* The Dst formats of the dstfmt group, as SFPLOAD/SFPSTORE Mod0 values, and the value classes. */
extern const uint8_t gcov_fmt_mod0[SFPU_GEN_FMTS];
enum { VC_ZERO, VC_DENORM, VC_BELOW_MIN, VC_MIN, VC_ORD, VC_MAX, VC_ABOVE_MAX, VC_INF, VC_NAN };
/* The class of a value an SFPSTORE of format f reads (dir 1) or an SFPLOAD of format f wrote (dir 0). */
unsigned gcov_value_class(unsigned dir, unsigned f, uint32_t x);
/* A value whose class is (cls, sign), searched from `start`: what an SFPSTORE of format f reads (dir 1), or what a
 * store leaves for an SFPLOAD of format f to read back (dir 0: *raw16 says the value is a 16-bit Dst datum, to be
 * stored as UINT16; *fp16a_inf that the load needs LaneConfig ENABLE_FP16A_INF). false if none. */
bool gcov_value_for(sfpu_arch_t arch, unsigned dir, unsigned f, unsigned cls, unsigned sign, uint32_t start,
                    uint32_t *value, bool *raw16, bool *fp16a_inf);
/* The value classes that exist, bit (cls * 2 + sign) of reach[dir][f], derived by classing every boundary candidate
 * and every 16-bit datum a load converts (slow under instrumentation: the bin lists use gcov_reach, the table this
 * derivation gave, and test GenCov.ReachTableIsDerived checks that they agree). */
void gcov_reachable_derived(sfpu_arch_t arch, uint32_t reach[2][SFPU_GEN_FMTS]);
extern const uint32_t gcov_reach[2][2][SFPU_GEN_FMTS]; /* [arch][dir][format] */
/* Operand pair class of SFPGT / SFPLE / SFPSWAP lanes. */
unsigned gcov_pair_class(uint32_t a, uint32_t b);

/* Structured bin lists (the order of sfpu_gen_cov_bins within each group). Each returns the count; out may be
 * NULL to count only. */
typedef struct gcov_hz {
    uint8_t producer, consumer, distance;
} gcov_hz_t;
size_t gcov_hazard_list(sfpu_arch_t arch, uint64_t allow, const uint16_t mods[SFPU_OP_COUNT], gcov_hz_t *out,
                        size_t cap);
typedef struct gcov_fmt {
    uint8_t dir, fmt, cls, sign;
} gcov_fmt_t;
size_t gcov_dstfmt_list(sfpu_arch_t arch, gcov_fmt_t *out, size_t cap);
bool gcov_rule_exists(sfpu_arch_t arch, unsigned rule);
bool gcov_stack_exists(unsigned kind, unsigned depth);

/* Sampling around one committed word: `f` the functional model, `t` the timed one, before it executes (pre) and
 * after (post: stalls = bit per sfpu_stall_cause_t seen while it waited, prev_writes = the LRegs the word before it
 * wrote, diag0 = t's diagnostic count before it). */
typedef struct gcov_pre {
    uint32_t lanes;       /* LaneEnabled before */
    unsigned depth;       /* flag-stack depth before (lane maximum) */
    uint16_t rwc_dst;     /* RWC_Dst before */
    uint64_t macro_issued, dropped, cancelled;
    unsigned due[2];      /* sub-units with a scheduled instruction due in the word's cycle, and the one after */
    uint32_t due_writes[2][4];
} gcov_pre_t;
void gcov_sample_pre(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_t *t, const sfpu_insn_t *in, gcov_pre_t *pre);
void gcov_sample_post(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_t *t, const sfpu_insn_t *in,
                      const gcov_pre_t *pre, unsigned stalls, uint32_t prev_writes, unsigned diag0);

/* A growing text buffer with snprintf semantics (used by gen.c and gen_cov.c). */
typedef struct gen_sbuf {
    char *p;
    size_t len, used;
} gen_sbuf_t;
void gen_put(gen_sbuf_t *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
size_t gen_sbuf_done(gen_sbuf_t *b);
/* A template the generator may put on macro sub-unit u (0 Simple, 1 MAD, 2 Round); whether one without `field`
 * (SFPU_FIELD_vb / vc) exists in `allow` on arch (the macro group's substitution bins). */
bool gcov_macro_template_fits(unsigned u, unsigned op);
/* Whether op's format has `field` (SFPU_FIELD_*) on arch (pipe/loadmacro.c's has_field, for the generator). */
bool gcov_op_has_field(unsigned op, unsigned field, sfpu_arch_t arch);
bool gcov_macro_sub_reachable(sfpu_arch_t arch, uint64_t allow, unsigned u, unsigned field);
bool gcov_macro_unit_reachable(sfpu_arch_t arch, uint64_t allow, unsigned u); /* any template fits u */
