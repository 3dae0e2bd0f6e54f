/* flags.h - predication helpers shared by the flag-stack instructions (SFPPUSHC, SFPPOPC, SFPCOMPC,
 * SFPGT, SFPLE). Spec: spec digest 4.2 and 6.12 (VectorUnit.md FlagStack, SFPPUSHC.md / SFPPOPC.md). */
#pragma once
#include "insn.h"

/* BooleanOp(mod1, A, B) for 1 <= mod1 <= 12, applied bitwise to 32 lanes at once. */
uint32_t insn_boolean_op(unsigned mod1, uint32_t a, uint32_t b);

/* Top of every lane's flag stack as lane masks. Lanes whose stack is empty read as the given
 * defaults (the pages differ: SFPPOPC peeks {false,false}, SFPCOMPC {true,true}).
 * *nonempty (may be NULL) gets the lanes whose stack holds at least one entry. */
void insn_stack_top_masks(const struct sfpu *s, uint32_t empty_flags, uint32_t empty_use, uint32_t *flags,
                          uint32_t *use, uint32_t *nonempty);

/* Overwrite the top entry of the lanes in `lanes` (their stacks must be non-empty) with the
 * corresponding bits of flags/use. */
void insn_stack_write_top(struct sfpu *s, uint32_t lanes, uint32_t flags, uint32_t use);

/* Push {flags, use} (bit L = lane L) onto the stacks of the lanes in `lanes` (none of them full). */
void insn_stack_push(struct sfpu *s, uint32_t lanes, uint32_t flags, uint32_t use);
/* Drop the top entry of the lanes in `lanes` (none of them empty). */
void insn_stack_pop(struct sfpu *s, uint32_t lanes);

/* Lanes whose stack depth is 0 / is SFPU_FLAG_STACK_DEPTH (full). */
uint32_t insn_stack_empty_mask(const struct sfpu *s);
uint32_t insn_stack_full_mask(const struct sfpu *s);

/* Lowest lane set in m (m != 0), for error messages. */
static inline unsigned insn_first_lane(uint32_t m) { return (unsigned)__builtin_ctz(m); }

/* *dst = val in the lanes of `lanes`, unchanged elsewhere. */
static inline void insn_merge_mask(uint32_t *dst, uint32_t lanes, uint32_t val)
{
    *dst = (*dst & ~lanes) | (val & lanes);
}

/* SFPGT (le = false: r = VD > VC) and SFPLE (le = true: r = VD <= VC) in the sign-magnitude total
 * order, with their SET_CC / MUTATE_STACK / MUTATE_OR / SET_VD outputs (BH SFPGT.md / SFPLE.md). */
sfpu_status_t insn_exec_signmag_cmp(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx, bool le);
