/* asm_expr.h - the operand text (asm_expr.c) under the assembler (asm.c) and the input-form readers (asm_input.c):
 * the context, messages, notes, whitespace, expressions and built-in constants.
 * Operand syntax: the `syntax` column of sfpu_isa.def; input forms: model/cli/README.md "Input forms". */
#pragma once
#include <ctype.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sfpu/sfpu_isa.h"

typedef struct asm_ctx {
    const char *file;
    unsigned line;
    const char *line_start;
    char *err;
    size_t errlen;
    sfpu_arch_t arch;
    sfpu_syntax_t syntax;
    const sfpu_asm_options_t *opt; /* never NULL inside the assembler */
} asm_ctx_t;

/* Formats "file:line:col: message" into c->err (col from `at`); returns SFPU_ERR_SYNTAX. */
sfpu_status_t asm_err(asm_ctx_t *c, const char *at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Evaluates an integer expression in [p, end): C / gas integer literals (0x, 0b, leading-0 octal, decimal,
 * optional u/l suffixes), names (the options' defines, then the built-in tt-llk / sfpi constants), unary
 * - ~ +, binary * / % + - << >> & ^ |, parentheses. On error sets c->err and returns false. */
bool asm_eval(asm_ctx_t *c, const char *p, const char *end, long long *out);

/* A built-in constant by name (tt-llk ckernel_instr_params.h / llk_defs.h / sfpi constants); false if unknown. */
bool asm_builtin_constant(const char *name, size_t len, long long *value);

/* Emits a note through the options' callback (no-op without one). */
void asm_note(asm_ctx_t *c, sfpu_asm_note_kind_t kind, const char *at, const char *text, size_t textlen,
              const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;

const char *asm_skip_ws(const char *p, const char *end);
const char *asm_trim_end(const char *b, const char *e);

/* Characters that start / continue a name. */
static inline bool is_ident_start(char ch) { return isalpha((unsigned char)ch) || ch == '_'; }
static inline bool is_ident(char ch) { return isalnum((unsigned char)ch) || ch == '_'; }
