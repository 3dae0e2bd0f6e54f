/* sfpu_isa.h - SFPU instruction set: opcodes, decoded fields, decode/disassemble/assemble.
 * Everything here is derived from sfpu_isa.def (spec digest sections 1.2-1.3). Valid C11 and C++17. */
#pragma once
#include <stddef.h>
#include <stdint.h>

#include "sfpu/sfpu_status.h"
#include "sfpu/sfpu_export.h"

#ifdef __cplusplus
extern "C" {
#endif
SFPU_API_BEGIN

/* Architectures, selected at run time. */
typedef enum sfpu_arch {
    SFPU_ARCH_BH = 0, /* Blackhole A0 (default) */
    SFPU_ARCH_WH = 1, /* Wormhole B0 */
} sfpu_arch_t;

#define SFPU_ARCH_MASK_BH 1u
#define SFPU_ARCH_MASK_WH 2u
#define SFPU_ARCH_MASK_BOTH 3u
#define SFPU_ARCH_MASK(arch) (1u << (unsigned)(arch))

/* Sub-units (spec digest 3.1). */
typedef enum sfpu_unit {
    SFPU_UNIT_LOAD = 0,
    SFPU_UNIT_SIMPLE = 1,
    SFPU_UNIT_MAD = 2,
    SFPU_UNIT_ROUND = 3,
    SFPU_UNIT_STORE = 4,
    SFPU_UNIT_COUNT = 5,
    /* Not SFPU sub-units: Tensix instructions that share the thread's instruction stream. */
    SFPU_UNIT_EXPANDER = 5, /* MOP, MOP_CFG, REPLAY: consumed by the frontend expanders (frontend/) */
    SFPU_UNIT_OUTSIDE = 6,  /* NOP, SETRWC, INCRWC: execute outside the SFPU (RWCs, spec digest 6.2) */
} sfpu_unit_t;

/* Latency classes (spec digest 3.2). SFPU_LAT_MODE: depends on Mod1/VD, resolved by the timing model. */
typedef enum sfpu_lat {
    SFPU_LAT_1 = 1,
    SFPU_LAT_2 = 2,
    SFPU_LAT_MODE = 0,
} sfpu_lat_t;

/* Instruction flags (see sfpu_isa.def). */
#define SFPU_IF_BACKDOOR 1u
#define SFPU_IF_MAD 2u
#define SFPU_IF_IMM8_SEXT 4u
/* SFPU_IF_IMM8_SEXT: the bits of the word that may hold Imm8's (bit 19's) sign extension (decisions D2a). */
#define SFPU_IMM8_SEXT_BITS 0x00F00000u

/* Instruction formats. */
typedef enum sfpu_fmt {
    FMT_NONE,
    FMT_LOAD,
    FMT_LMACRO,
    FMT_LOADI,
    FMT_LUT,
    FMT_MAD,
    FMT_IMM16,
    FMT_IMM12,
    FMT_IMM8,
    FMT_IMM2,
    FMT_VC,
    FMT_VB,
    FMT_VDVC,
    FMT_MOD1VD,
    FMT_VD,
    FMT_STOCH,
    FMT_LUTFP32,
    FMT_REPLAY,
    FMT_MOP,
    FMT_MOPCFG,
    FMT_SETRWC,
    FMT_INCRWC,
    FMT_COUNT
} sfpu_fmt_t;

/* Opcodes: SFPU_OP_<NAME> is the enum index; sfpu_isa_info(op)->opcode the 8-bit opcode. */
typedef enum sfpu_op {
#define SFPU_INSN(NAME, mnem, opcode, fmt, unit, lat, arch, flags, syntax) SFPU_OP_##NAME,
#include "sfpu/sfpu_isa.def"
    SFPU_OP_COUNT,
    SFPU_OP_INVALID = SFPU_OP_COUNT
} sfpu_op_t;

/* Decoded fields, named as in tt-isa-documentation's functional models. Raw, unsigned bits;
 * semantics sign-extend where the spec says the field is signed. */
#define SFPU_FIELDS(X) \
    X(va) X(vb) X(vc) X(vd) X(mod0) X(mod1) X(addr_mod) X(imm16) X(imm12) X(imm10) X(imm8) X(imm5) \
    X(rnd_mode) X(mod1_mirror) X(lreg_ind) \
    X(rp_index) X(rp_count) X(rp_exec) X(rp_load) X(mop_tmpl) X(mop_count) X(mask_lo) X(mask_hi) \
    X(clear_ab) X(rwc_cr) X(rwc_d) X(rwc_b) X(rwc_a) X(rwc_mask)

typedef enum sfpu_field {
#define SFPU_X_FIELD_ENUM(name) SFPU_FIELD_##name,
    SFPU_FIELDS(SFPU_X_FIELD_ENUM)
#undef SFPU_X_FIELD_ENUM
    SFPU_FIELD_COUNT
} sfpu_field_t;

typedef struct sfpu_insn {
    uint32_t word;     /* the raw 32-bit instruction word */
    uint16_t op;       /* sfpu_op_t */
    uint8_t arch;      /* sfpu_arch_t it was decoded for */
    uint8_t scheduled; /* 1 when issued by an SFPLOADMACRO sequence (behaves as DISABLE_BACKDOOR_LOAD) */
    uint32_t f[SFPU_FIELD_COUNT]; /* f[SFPU_FIELD_vd] etc.; 0 when the format lacks the field */
} sfpu_insn_t;

/* Short accessors: SFPU_F(in, vd) */
#define SFPU_F(in, name) ((in)->f[SFPU_FIELD_##name])

typedef struct sfpu_isa_info {
    const char *name;   /* "SFPMAD" */
    const char *mnem;   /* "sfpmad" */
    uint8_t opcode;     /* bits [31:24] */
    uint8_t fmt;        /* sfpu_fmt_t */
    uint8_t unit;       /* sfpu_unit_t of a regular issue */
    uint8_t lat;        /* sfpu_lat_t */
    uint8_t arch_mask;  /* SFPU_ARCH_MASK_* */
    uint8_t flags;      /* SFPU_IF_* */
    const char *syntax; /* operand syntax, see sfpu_isa.def */
} sfpu_isa_info_t;

typedef struct sfpu_field_info {
    uint8_t fmt;   /* sfpu_fmt_t */
    uint8_t field; /* sfpu_field_t */
    uint8_t hi, lo;
    uint8_t arch_mask;
} sfpu_field_info_t;

const sfpu_isa_info_t *sfpu_isa_info(unsigned op);       /* NULL if op >= SFPU_OP_COUNT */
const sfpu_field_info_t *sfpu_isa_fields(size_t *count); /* every SFPU_FIELD row */
const char *sfpu_field_name(unsigned field);              /* "vd"; NULL if out of range */
/* Op for an 8-bit opcode on an arch, or SFPU_OP_INVALID. */
unsigned sfpu_isa_lookup_opcode(unsigned opcode, sfpu_arch_t arch);
/* Op for a mnemonic (case-insensitive), or SFPU_OP_INVALID. */
unsigned sfpu_isa_lookup_mnem(const char *mnem, size_t len);
/* Mask of bits [23:0] used by the fields of fmt on arch; the rest are reserved. */
uint32_t sfpu_isa_field_mask(unsigned fmt, sfpu_arch_t arch);
/* The fields fmt has on arch: bit f set for each SFPU_FIELD_f (0 for an unknown fmt). */
uint32_t sfpu_isa_fmt_fields(unsigned fmt, sfpu_arch_t arch);

/* Decode one word. Returns SFPU_OK, or SFPU_ERR_UNDEFINED when the opcode is not an SFPU instruction
 * on this arch or reserved bits are set; `err` (may be NULL) then receives the rule broken. The
 * fields of `out` are filled whenever the opcode is known. Never reads beyond its arguments. */
sfpu_status_t sfpu_decode(uint32_t word, sfpu_arch_t arch, sfpu_insn_t *out, char *err, size_t errlen);

/* Encode fields back into a word (fields must fit; extra bits are masked). */
uint32_t sfpu_encode(const sfpu_insn_t *in);

/* Assembler syntaxes. SFPU_SYNTAX_CURRENT is today's sfpi-binutils syntax (its objdump output and what
 * sfpi-gcc emits: `sfpstore L0,0,0,0`, 4-operand sfpadd/sfpmul, 5-operand sfploadmacro, `ttmopcfg`);
 * SFPU_SYNTAX_2025 the older SFPI syntax (`SFPSTORE 0, L0, 0, 0`, 5-operand sfpadd/sfpmul, ...). The operand
 * forms of both are the `syntax` column of sfpu_isa.def. */
typedef enum sfpu_syntax {
    SFPU_SYNTAX_CURRENT = 0,
    SFPU_SYNTAX_2025 = 1,
} sfpu_syntax_t;

/* Disassemble a word into `buf` in the current sfpi-binutils syntax ("sfpmad L1,L0,L13,L14,0"). Words that do
 * not decode print as ".word 0x........"; decodable words no operand form of the syntax can express (e.g.
 * SFPARECIP with a non-zero VB) print as ".ttinsn 0x........". Both reassemble to themselves.
 * Returns the length written (truncated to buflen-1). */
size_t sfpu_disasm(uint32_t word, sfpu_arch_t arch, char *buf, size_t buflen);

/* As sfpu_disasm, in the given syntax. */
size_t sfpu_disasm_ex(uint32_t word, sfpu_arch_t arch, sfpu_syntax_t syntax, char *buf, size_t buflen);

/* Input forms sfpu_assemble_ex reads (model/cli/README.md "Input forms"). */
typedef enum sfpu_input_form {
    SFPU_INPUT_AUTO = 0,    /* chosen by content: sfpu_detect_input_form */
    SFPU_INPUT_ASM = 1,     /* one SFPU/Tensix instruction per line, .ttinsn / .word words */
    SFPU_INPUT_LISTING = 2, /* an sfpi-gcc .S (assembler output): directives, labels, RISC-V instructions */
    SFPU_INPUT_OBJDUMP = 3, /* a RISC-V objdump -d listing: "  4:\tc0330001 \tsfpload\tL0,0,12,3" */
    SFPU_INPUT_LLK = 4,     /* tt-llk C++: TTI_SFPLOAD(3, 0, 7, 0); TT_OP_xxx(...) in INSTRUCTION_WORD(...), as the C
                               preprocessor leaves it: the library runs no cpp, and refuses a comment, a preprocessor
                               line other than #pragma/#ident and a line splice (`sfpu asm` and the Python binding's
                               assemble(..., input="llk") run cpp first) */
} sfpu_input_form_t;

/* What the reader did with a source line it did not turn into a word, or a site it cannot straight-line. */
typedef enum sfpu_asm_note_kind {
    SFPU_NOTE_SKIPPED_RISCV = 0,  /* a RISC-V instruction (the core's own work): skipped */
    SFPU_NOTE_SKIPPED_TENSIX = 1, /* a Tensix instruction the model does not implement: skipped */
    SFPU_NOTE_SKIPPED_OTHER = 2,  /* another line (C++ statement, data directive): skipped */
    SFPU_NOTE_CONTROL_FLOW = 3,   /* branch, jump, call, loop: cannot be straight-lined (an error unless
                                     skip_control_flow) */
    SFPU_NOTE_RUNTIME_WORD = 4,   /* a Tensix word computed at run time with no runtime_word given (an error) */
    SFPU_NOTE_RUNTIME_USED = 5,   /* a runtime_word supplied for this line was used */
} sfpu_asm_note_kind_t;

typedef struct sfpu_asm_note {
    sfpu_asm_note_kind_t kind;
    const char *file;    /* the filename given to sfpu_assemble_ex */
    unsigned line, col;  /* 1-based */
    const char *text;    /* the source line's text (no line break) */
    size_t textlen;
    const char *message; /* what happened, e.g. "skipped RISC-V instruction 'li'" */
} sfpu_asm_note_t;

typedef struct sfpu_asm_define {
    const char *name; /* as written in the source, e.g. "INSTRUCTION_MODE" or "p_sfpu::LREG3" */
    long long value;
} sfpu_asm_define_t;

typedef struct sfpu_asm_runtime_word {
    uint32_t line; /* 1-based source line of the site */
    uint32_t word; /* the Tensix instruction word (not rotated) */
} sfpu_asm_runtime_word_t;

typedef struct sfpu_asm_options {
    sfpu_syntax_t syntax;
    sfpu_input_form_t input;
    const char *function; /* listing / objdump: only this function's body (NULL = the whole input): "NAME", "NAME@K"
                             (its K-th definition), objdump also "NAME@0xADDR" / "0xADDR" (the header's address) */
    const sfpu_asm_define_t *defines; /* names for symbolic operands (all forms) */
    size_t ndefines;
    const sfpu_asm_runtime_word_t *runtime_words; /* words for sites computed at run time */
    size_t nruntime_words;
    int skip_control_flow; /* 1: branches/jumps/calls/loops become notes instead of errors */
    void (*note)(void *ctx, const sfpu_asm_note_t *note); /* may be NULL */
    void *note_ctx;
} sfpu_asm_options_t;

/* The input form of src by content: objdump rows ("ADDR:<tab>HEX ..."), then tt-llk macro calls
 * (TTI_/TT_/TT_OP_), then assembler-listing signs (directives other than .ttinsn/.word, labels), else ASM. */
sfpu_input_form_t sfpu_detect_input_form(const char *src);
const char *sfpu_input_form_name(sfpu_input_form_t form); /* "asm", "listing", "objdump", "llk", "auto" */

/* Assemble src in any input form with options (NULL = current syntax, automatic form). Words, lines, cap,
 * nwords, err as sfpu_assemble_lines. Skipped lines and the sites that cannot be straight-lined go to the
 * note callback (each once per call); the error names the first such site. */
sfpu_status_t sfpu_assemble_ex(const char *src, const char *filename, sfpu_arch_t arch, const sfpu_asm_options_t *opt,
                               uint32_t *words, uint32_t *lines, size_t cap, size_t *nwords, char *err, size_t errlen);

/* Assemble source text. Accepts one instruction per line in the current sfpi-binutils syntax (mnemonics
 * in any case), ".word 0x..." and ".ttinsn 0x..." (both the raw Tensix word, as binutils' .ttinsn and
 * tt-llk's INSTRUCTION_WORD), '#' / ';' / '//' comments and blank lines. On error returns SFPU_ERR_SYNTAX
 * with "file:line:col: message" in err. `words` may be NULL to count only. *nwords receives the number of
 * words (even beyond cap, which is then an error). = sfpu_assemble_ex with input SFPU_INPUT_ASM. */
sfpu_status_t sfpu_assemble(const char *src, const char *filename, sfpu_arch_t arch, uint32_t *words,
                            size_t cap, size_t *nwords, char *err, size_t errlen);

/* As sfpu_assemble, and lines[i] (when words and lines are non-NULL) receives the 1-based source
 * line of words[i], so later errors can point at the source. */
sfpu_status_t sfpu_assemble_lines(const char *src, const char *filename, sfpu_arch_t arch, uint32_t *words,
                                  uint32_t *lines, size_t cap, size_t *nwords, char *err, size_t errlen);

/* The RISC-V encoding of Tensix word w (objdump's hex column for a Tensix instruction) is w rotated left
 * by 2. (`.ttinsn N` takes the Tensix word itself.) */
static inline uint32_t sfpu_ttinsn_from_word(uint32_t w) { return (w << 2) | (w >> 30); }
static inline uint32_t sfpu_word_from_ttinsn(uint32_t r) { return (r >> 2) | (r << 30); }
SFPU_API_END

#ifdef __cplusplus
}
#endif
