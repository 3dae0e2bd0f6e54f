/* flags.h - predication helpers shared by the flag-stack instructions (SFPPUSHC, SFPPOPC, SFPGT, SFPLE).
 * Spec: spec digest 6.12 (BooleanOp table, SFPPUSHC.md / SFPPOPC.md). */
#pragma once
#include "insn.h"

/* BooleanOp(mod1, A, B) for 1 <= mod1 <= 12, applied bitwise to 32 lanes at once. */
uint32_t insn_boolean_op(unsigned mod1, uint32_t a, uint32_t b);
