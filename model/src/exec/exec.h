/* exec.h - PRIVATE dispatch (exec.c): run one instruction's semantics into an effect record, and commit a record.
 * The functional path (sfpu_exec, exec_run, exec_word) does both at once; the timing model (pipe/) commits later. */
#pragma once
#include "../sfpu_state.h"

/* Semantics of one decoded instruction, incl. the backdoor template load; LReg writes go to *fx, except that with
 * `direct` (functional execution, which commits *fx right after) the instruction's final write (insn_write_final)
 * goes straight to the LRegs. On error sets the sticky error (message names the instruction) and returns it. */
sfpu_status_t exec_insn(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx, bool direct);
/* exec_insn (not direct) with LaneEnabled given by the caller (bit L = lane L) instead of taken from the state now:
 * the timing model gives every instruction of a cycle the lane enables of the start of that cycle (decisions M5). */
sfpu_status_t exec_insn_enabled(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx, uint32_t enabled);
/* LaneEnabled of every lane as the state is now (bit L = lane L; VectorUnit.md IsLaneEnabled). */
uint32_t exec_lane_enable(const struct sfpu *s);
/* The decode-cache set of a word (s->dcache: SFPU_DECODE_SETS sets of SFPU_DECODE_WAYS entries). */
static inline unsigned exec_decode_set(uint32_t word) { return (word * 0x9E3779B1u) >> 27 & (SFPU_DECODE_SETS - 1u); }
/* exec_decode_ref's miss path: decode into the set's next entry. */
sfpu_status_t exec_decode_miss(struct sfpu *s, uint32_t word, unsigned *index, char *err, size_t errlen);
/* sfpu_decode() for this model's arch through the handle's cache of earlier decodes (s->dcache): *index is the cache
 * entry (s->dcache[*index], with s->dmeta[*index]), valid until the next exec_decode_ref call. The hit path is inline
 * (every tick decodes a word). */
static inline sfpu_status_t exec_decode_ref(struct sfpu *s, uint32_t word, unsigned *index, char *err, size_t errlen)
{
    unsigned base = exec_decode_set(word) * SFPU_DECODE_WAYS;
    for (unsigned w = 0; w < SFPU_DECODE_WAYS; ++w) {
        if (s->dcache_word[base + w] == word && s->dcache[base + w].op != SFPU_OP_INVALID) {
            *index = base + w;
            return SFPU_OK;
        }
    }
    return exec_decode_miss(s, word, index, err, errlen);
}
/* Functional execution of one decoded instruction: exec_insn with `direct`, then exec_commit. */
sfpu_status_t exec_run(struct sfpu *s, const sfpu_insn_t *in);
/* Functional execution of one word (the frontend delivered it): decode through the cache, then exec_run. A decode
 * failure sets the sticky error. */
sfpu_status_t exec_word(struct sfpu *s, uint32_t word);
/* Apply the LReg writes of a record, in order. */
void exec_commit(struct sfpu *s, const sfpu_effect_t *fx);
/* Record a sticky error with a formatted message. */
sfpu_status_t exec_fail(struct sfpu *s, sfpu_status_t st, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
