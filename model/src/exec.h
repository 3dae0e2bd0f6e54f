/* exec.h - PRIVATE: run one instruction's semantics into an effect record, and commit a record.
 * The functional path (sfpu_exec) does both at once; the timing model (pipe/) commits later. */
#pragma once
#include "sfpu_state.h"

/* Semantics of one decoded instruction, incl. the backdoor template load; LReg writes go to *fx, except that with
 * `direct` (functional execution, which commits *fx right after) the instruction's final write (insn_write_final)
 * goes straight to the LRegs. On error sets the sticky error (message names the instruction) and returns it. */
sfpu_status_t exec_insn(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx, bool direct);
/* sfpu_decode() for this model's arch through the handle's cache of earlier decodes (s->dcache). */
sfpu_status_t exec_decode(struct sfpu *s, uint32_t word, sfpu_insn_t *out, char *err, size_t errlen);
/* The same without the copy: *out points into the cache, valid until the next exec_decode* call. */
sfpu_status_t exec_decode_ref(struct sfpu *s, uint32_t word, const sfpu_insn_t **out, char *err, size_t errlen);
/* Apply the LReg writes of a record, in order. */
void exec_commit(struct sfpu *s, const sfpu_effect_t *fx);
/* Record a sticky error with a formatted message. */
sfpu_status_t exec_fail(struct sfpu *s, sfpu_status_t st, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
