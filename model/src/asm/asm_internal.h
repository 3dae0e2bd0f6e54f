/* asm_internal.h - the assembler's instruction entry (asm.c) for the input-form readers (asm_input.c).
 * Operand syntax: the `syntax` column of sfpu_isa.def; input forms: model/cli/README.md "Input forms". */
#pragma once
#include <stdint.h>

#include "asm_expr.h"

/* Assembles one instruction: op (from sfpu_isa_lookup_mnem), its operand text [p, end) in c->syntax.
 * mnem points at the mnemonic (for messages). */
sfpu_status_t asm_insn(asm_ctx_t *c, unsigned op, const char *mnem, const char *p, const char *end, uint32_t *word);

/* True when [name, name+len) (any case, without a "tt"/"TTI_" prefix) names a Tensix instruction outside the SFPU
 * (tt-llk's TT_OP_* names other than SFP*, asm_tensix.c): one the model does not implement, not a typo. */
bool asm_tensix_other_name(const char *name, size_t len);
