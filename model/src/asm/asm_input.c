/* asm_input.c - the input forms of sfpu_assemble_ex: plain SFPU assembly, sfpi-gcc assembler listings (.S),
 * RISC-V objdump listings, tt-llk TTI_/TT_/TT_OP_ calls. User documentation: model/cli/README.md "Input forms". */
#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm_internal.h"

/* ------------------------------------------------------------------ the reader */

typedef struct {
    asm_ctx_t c;
    sfpu_input_form_t form;
    uint32_t *words, *lines;
    size_t cap, n;
    sfpu_status_t deferred;   /* first control-flow / runtime-site error (reported after the whole input) */
    unsigned ndeferred;
    char *deferred_err;
    bool in_func;             /* with opt->function: inside that function's body */
    bool in_data;             /* listing: in a data section (.data, .rodata, .bss, ...), not .text */
    bool func_seen;
    char fname[96];           /* --function NAME[@K]: NAME ("" with --function ADDR: any name) */
    unsigned fwant;           /* K (0: the name must be unique) */
    bool faddr_given;         /* --function NAME@ADDR or ADDR (objdump): the definition at that address */
    unsigned long long faddr;
    unsigned fhits;           /* definitions of NAME seen so far */
    unsigned fhit_line[8];    /* their lines */
    bool prev_in_data;        /* listing: in_data of the section before the last change (.previous) */
    uint64_t rw_used;         /* the first 64 runtime words: taken by a site */
    uint8_t sect_stack[16];   /* listing: in_data of the sections .pushsection saved */
    unsigned nsect;
    char funcs[64][64];       /* listing: names declared `.type NAME, @function` */
    unsigned nfuncs;
    uint32_t ibuf_regs;       /* RISC-V registers (bit per x-register index) holding the instruction buffer's address */
    bool overflow;
} reader_t;

static sfpu_status_t emit(reader_t *r, uint32_t w)
{
    if (r->words && r->n >= r->cap) {
        if (!r->overflow) {
            asm_err(&r->c, r->c.line_start, "program longer than the output buffer (%zu words)", r->cap);
        }
        r->overflow = true;
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    if (r->words) {
        r->words[r->n] = w;
        if (r->lines) {
            r->lines[r->n] = r->c.line;
        }
    }
    r->n++;
    return SFPU_OK;
}

static const sfpu_asm_runtime_word_t *runtime_word(reader_t *r)
{
    for (size_t i = 0; i < r->c.opt->nruntime_words; ++i) {
        if (r->c.opt->runtime_words[i].line == r->c.line) {
            r->rw_used |= i < 64 ? 1ull << i : 0;
            return &r->c.opt->runtime_words[i];
        }
    }
    return NULL;
}

/* A site that cannot be straight-lined (kind CONTROL_FLOW) or a word known only at run time (RUNTIME_WORD):
 * a note, and the error reported once the whole input has been read. */
static void site(reader_t *r, sfpu_asm_note_kind_t kind, const char *at, const char *text, size_t tl, const char *msg)
{
    if (kind == SFPU_NOTE_CONTROL_FLOW && r->c.opt->skip_control_flow) {
        asm_note(&r->c, kind, at, text, tl, "%s: skipped (skip_control_flow)", msg);
        return;
    }
    asm_note(&r->c, kind, at, text, tl, "%s", msg);
    if (r->ndeferred++ == 0) {
        asm_err(&r->c, at, "%s", msg);
        r->deferred = SFPU_ERR_SYNTAX;
    }
}

static bool is_word_directive(const char *m, size_t len)
{
    return (len == 5 && strncmp(m, ".word", 5) == 0) || (len == 7 && strncmp(m, ".ttinsn", 7) == 0);
}

/* The one 32-bit value of a ".ttinsn N" / ".word N" directive (`what` ends the one-value error). */
static sfpu_status_t word_value(reader_t *r, const char *m, size_t mlen, const char *p, const char *end,
                                const char *what, uint32_t *out)
{
    long long v;
    p = asm_skip_ws(p, end);
    if (p >= end || memchr(p, ',', (size_t)(end - p))) {
        return asm_err(&r->c, m, "%.*s %s", (int)mlen, m, what);
    }
    if (!asm_eval(&r->c, p, end, &v)) {
        return SFPU_ERR_SYNTAX;
    }
    if (v < -0x80000000ll || v > 0xFFFFFFFFll) {
        return asm_err(&r->c, p, "expected a 32-bit value, found '%.*s'", (int)(end - p), p);
    }
    *out = (uint32_t)v;
    return SFPU_OK;
}

/* ".ttinsn N" / ".word N": the raw 32-bit Tensix word (binutils' .ttinsn, tt-llk's INSTRUCTION_WORD). */
static sfpu_status_t word_directive(reader_t *r, const char *m, size_t mlen, const char *p, const char *end)
{
    uint32_t w;
    sfpu_status_t st = word_value(r, m, mlen, p, end, "takes exactly one value", &w);
    return st == SFPU_OK ? emit(r, w) : st;
}

/* Reads a mnemonic token; returns its end. */
static const char *mnem_end(const char *p, const char *end)
{
    while (p < end && (isalnum((unsigned char)*p) || *p == '_' || *p == '.')) {
        ++p;
    }
    return p;
}

/* p (len bytes) starts with prefix, any case in p; prefix is written in lower case. */
static bool starts_ci(const char *p, size_t len, const char *prefix)
{
    size_t n = strlen(prefix);
    if (len < n) {
        return false;
    }
    for (size_t i = 0; i < n; ++i) {
        if (tolower((unsigned char)p[i]) != prefix[i]) {
            return false;
        }
    }
    return true;
}

static bool eq_ci(const char *p, size_t len, const char *s)
{
    return strlen(s) == len && starts_ci(p, len, s);
}

/* RISC-V mnemonics that change the control flow (the listing cannot be straight-lined past them). */
static bool riscv_control_flow(const char *m, size_t len)
{
    static const char *const k[] = {"beq",  "bne",  "blt",  "bge",  "bltu", "bgeu", "beqz", "bnez", "blez",
                                    "bgez", "bltz", "bgtz", "bgt",  "ble",  "bgtu", "bleu", "j",    "jal",
                                    "jalr", "jr",   "call", "tail", "c.j",  "c.jal", "c.jr", "c.jalr",
                                    "c.beqz", "c.bnez", "ecall", "ebreak", "mret", "wfi"};
    for (size_t i = 0; i < sizeof k / sizeof k[0]; ++i) {
        if (eq_ci(m, len, k[i])) {
            return true;
        }
    }
    return false;
}

/* RV32IMAC mnemonics and the usual pseudo-instructions: what a listing may hold besides Tensix instructions. */
static bool riscv_mnemonic(const char *m, size_t len)
{
    static const char *const k[] = {
        "add", "addi", "sub", "lui", "auipc", "li", "la", "lla", "mv", "lw", "sw", "lh", "lhu", "lb", "lbu", "sh",
        "sb", "and", "andi", "or", "ori", "xor", "xori", "sll", "slli", "srl", "srli", "sra", "srai", "slt", "slti",
        "sltu", "sltiu", "mul", "mulh", "mulhu", "mulhsu", "div", "divu", "rem", "remu", "neg", "not", "seqz", "snez",
        "sltz", "sgtz", "nop", "ret", "fence", "fence.i", "csrr", "csrw", "csrs", "csrc", "csrrw", "csrrs", "csrrc",
        "csrwi", "csrsi", "csrci", "unimp", "lr.w", "sc.w", "amoswap.w", "amoadd.w", "amoor.w", "amoand.w", "zext.b",
        "sext.b", "sext.h", "zext.h"};
    for (size_t i = 0; i < sizeof k / sizeof k[0]; ++i) {
        if (eq_ci(m, len, k[i])) {
            return true;
        }
    }
    return riscv_control_flow(m, len) || (len > 2 && (m[0] == 'c' || m[0] == 'C') && m[1] == '.');
}

/* RISC-V register index of "a5", "x15", "s0" ...; -1 if not a register. */
static int riscv_reg(const char *p, const char *e)
{
    static const char *const abi[32] = {"zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0",
                                        "a1",   "a2", "a3", "a4", "a5", "a6", "a7", "s2", "s3", "s4", "s5",
                                        "s6",   "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6"};
    size_t len = (size_t)(e - p);
    for (int i = 0; i < 32; ++i) {
        if (strlen(abi[i]) == len && strncmp(abi[i], p, len) == 0) {
            return i;
        }
    }
    if (len == 2 && strncmp(p, "fp", 2) == 0) {
        return 8;
    }
    if (len >= 2 && len <= 3 && p[0] == 'x' && isdigit((unsigned char)p[1])) {
        int v = atoi(p + 1);
        return v < 32 ? v : -1;
    }
    return -1;
}

static bool contains_ci(const char *p, const char *end, const char *needle)
{
    size_t n = strlen(needle);
    for (; p + n <= end; ++p) {
        if (starts_ci(p, n, needle)) {
            return true;
        }
    }
    return false;
}

/* One RISC-V instruction of a listing or objdump row: skipped, or a site. `comment` is the text after '#'. */
static void riscv_insn(reader_t *r, const char *m, size_t mlen, const char *ops, const char *end, const char *comment,
                       const char *cend, const char *text, size_t tl)
{
    char msg[200];
    /* a store to the Tensix instruction buffer: a word computed at run time (sfpi-gcc marks them "# Op(0x..)") */
    if (eq_ci(m, mlen, "sw") || eq_ci(m, mlen, "c.sw")) {
        const char *lp = memchr(ops, '(', (size_t)(end - ops));
        const char *rp = lp ? memchr(lp, ')', (size_t)(end - lp)) : NULL;
        int base = lp && rp ? riscv_reg(lp + 1, rp) : -1;
        bool marked = comment && contains_ci(comment, cend, "op(0x");
        if (marked || (base >= 0 && (r->ibuf_regs >> base) & 1u)) {
            const sfpu_asm_runtime_word_t *rw = runtime_word(r);
            const char *opm = marked ? comment : NULL; /* sfpi-gcc's "# Op(0xNN)": the opcode the site stores */
            while (opm && opm + 5 <= cend && !(opm[0] == 'O' && opm[1] == 'p' && opm[2] == '(' && opm[3] == '0' &&
                                                (opm[4] == 'x' || opm[4] == 'X'))) {
                ++opm;
            }
            unsigned long site_op = opm && opm + 5 < cend ? strtoul(opm + 5, NULL, 16) : 256;
            if (rw && site_op < 256 && (rw->word >> 24) != site_op) {
                snprintf(msg, sizeof msg, "--runtime-word %u=0x%08x: opcode 0x%02x, but the site stores Op(0x%02lx)",
                         r->c.line, (unsigned)rw->word, (unsigned)(rw->word >> 24), site_op);
                site(r, SFPU_NOTE_RUNTIME_WORD, m, text, tl, msg);
                return;
            }
            if (rw) {
                asm_note(&r->c, SFPU_NOTE_RUNTIME_USED, m, text, tl, "Tensix word computed at run time: using 0x%08x",
                         (unsigned)rw->word);
                emit(r, rw->word);
                return;
            }
            snprintf(msg, sizeof msg,
                     "Tensix word computed at run time (a store to the instruction buffer): give it with "
                     "--runtime-word %u=0xWORD",
                     r->c.line);
            site(r, SFPU_NOTE_RUNTIME_WORD, m, text, tl, msg);
            return;
        }
    }
    if (eq_ci(m, mlen, "ret") || (eq_ci(m, mlen, "jr") && contains_ci(ops, end, "ra"))) {
        asm_note(&r->c, SFPU_NOTE_SKIPPED_RISCV, m, text, tl, "skipped RISC-V instruction '%.*s' (function return)",
                 (int)mlen, m);
        return;
    }
    if (riscv_control_flow(m, mlen)) {
        snprintf(msg, sizeof msg, "cannot be straight-lined: RISC-V %s '%.*s'",
                 starts_ci(m, mlen, "call") || starts_ci(m, mlen, "jal") || starts_ci(m, mlen, "tail") ? "call"
                 : starts_ci(m, mlen, "b") || starts_ci(m, mlen, "c.b")                           ? "branch"
                                                                                                  : "jump",
                 (int)mlen, m);
        site(r, SFPU_NOTE_CONTROL_FLOW, m, text, tl, msg);
        return;
    }
    /* track registers that hold the instruction buffer's address (lw rd, %lo(...instrn_buffer...)(rs)) */
    const char *comma = memchr(ops, ',', (size_t)(end - ops));
    int rd = comma ? riscv_reg(asm_skip_ws(ops, comma), asm_trim_end(ops, comma)) : -1;
    if (rd > 0 && !(m[0] == 's' || m[0] == 'S')) { /* stores write no register */
        bool ibuf = contains_ci(ops, end, "instrn_buf") || (comment && contains_ci(comment, cend, "instrn_buf"));
        if (ibuf && (eq_ci(m, mlen, "lw") || eq_ci(m, mlen, "la") || eq_ci(m, mlen, "lla") || eq_ci(m, mlen, "li"))) {
            r->ibuf_regs |= 1u << rd;
        } else if (!(ibuf && (eq_ci(m, mlen, "lui") || eq_ci(m, mlen, "auipc")))) {
            r->ibuf_regs &= ~(1u << rd);
        }
    }
    asm_note(&r->c, SFPU_NOTE_SKIPPED_RISCV, m, text, tl, "skipped RISC-V instruction '%.*s'", (int)mlen, m);
}

/* An instruction (mnemonic + operands) of a listing: ours, another Tensix one, or RISC-V. */
static sfpu_status_t listing_insn(reader_t *r, const char *m, const char *end, const char *comment,
                                  const char *cend, const char *text, size_t tl)
{
    const char *me = mnem_end(m, end);
    size_t mlen = (size_t)(me - m);
    unsigned op = sfpu_isa_lookup_mnem(m, mlen);
    if (op != SFPU_OP_INVALID) {
        uint32_t w;
        sfpu_status_t st = asm_insn(&r->c, op, m, me, end, &w);
        return st == SFPU_OK ? emit(r, w) : st;
    }
    if ((mlen > 4 && strncmp(m, "TTI_", 4) == 0) || (mlen > 3 && strncmp(m, "TT_", 3) == 0)) {
        return asm_err(&r->c, m, "'%.*s' is a tt-llk macro: this looks like tt-llk code (read it with --input llk)",
                       (int)mlen, m);
    }
    if (starts_ci(m, mlen, "sfp") || starts_ci(m, mlen, "tt")) {
        bool known =
            starts_ci(m, mlen, "sfp") ? asm_tensix_other_name(m, mlen) : asm_tensix_other_name(m + 2, mlen - 2);
        if (!known) {
            return asm_err(&r->c, m,
                           "unknown instruction '%.*s' (no SFPU instruction of the ISA table and no Tensix "
                           "instruction of tt-llk or sfpi-binutils: a typo?)",
                           (int)mlen, m);
        }
        asm_note(&r->c, SFPU_NOTE_SKIPPED_TENSIX, m, text, tl, "skipped Tensix instruction '%.*s' (not modelled)",
                 (int)mlen, m);
        return SFPU_OK;
    }
    if (!riscv_mnemonic(m, mlen)) {
        return asm_err(&r->c, m, "unknown instruction '%.*s' (neither an SFPU/Tensix nor a RISC-V mnemonic)", (int)mlen,
                       m);
    }
    riscv_insn(r, m, mlen, asm_skip_ws(me, end), end, comment, cend, text, tl);
    return SFPU_OK;
}

static bool name_is(const char *p, const char *e, const char *name)
{
    return name && strlen(name) == (size_t)(e - p) && strncmp(p, name, (size_t)(e - p)) == 0;
}

/* A definition of the selected function (a listing label or an objdump `<NAME>:` header at address addr) at [p, e):
 * true when it is the one --function picks (its K-th definition with NAME@K, the one at the address with NAME@ADDR
 * or ADDR, else any: more than one is reported at the end). */
static bool func_match(reader_t *r, const char *p, const char *e, unsigned long long addr)
{
    if ((r->fname[0] && !name_is(p, e, r->fname)) || (r->faddr_given && addr != r->faddr)) {
        return false;
    }
    if (r->fhits < 8) {
        r->fhit_line[r->fhits] = r->c.line;
    }
    ++r->fhits;
    return r->fwant == 0 || r->fhits == r->fwant;
}

static bool is_function(reader_t *r, const char *p, const char *e)
{
    for (unsigned i = 0; i < r->nfuncs; ++i) {
        if (name_is(p, e, r->funcs[i])) {
            return true;
        }
    }
    return false;
}

/* ---- statements: GNU as (sfpi-binutils' tc-riscv.c: line_separator_chars ";") ends a statement at ';' as at a
 * newline, so "a; b" on one line is two instructions (docs/decisions.md). Plain assembly and listings are split
 * at each ';' outside a string and before the line's comment ('#', '//'); each part is read as its own line. */
typedef sfpu_status_t (*line_fn_t)(reader_t *r, const char *p, const char *eol);

static sfpu_status_t statements(reader_t *r, const char *p, const char *eol, line_fn_t line)
{
    bool quoted = false;
    const char *k = p;
    for (; k < eol; ++k) {
        if (*k == '"') {
            quoted = !quoted;
        } else if (!quoted && (*k == '#' || (k[0] == '/' && k + 1 < eol && k[1] == '/'))) {
            break;
        } else if (!quoted && *k == ';') {
            sfpu_status_t st = line(r, p, k);
            if (st != SFPU_OK) {
                return st;
            }
            p = k + 1;
        }
    }
    return line(r, p, eol);
}

/* ---- plain assembly (the historical sfpu asm input) */
static sfpu_status_t line_asm(reader_t *r, const char *p, const char *eol)
{
    const char *end = p;
    while (end < eol && *end != '#' && !(end[0] == '/' && end + 1 < eol && end[1] == '/')) {
        ++end;
    }
    p = asm_skip_ws(p, end);
    end = asm_trim_end(p, end);
    if (p >= end) {
        return SFPU_OK;
    }
    const char *me = mnem_end(p, end);
    size_t mlen = (size_t)(me - p);
    if (mlen == 0) {
        return asm_err(&r->c, p, "expected a mnemonic or directive, found '%c'", *p);
    }
    if (me < end && *me == ':') {
        return asm_err(&r->c, p, "labels are not supported in plain assembly (straight-line programs only; an "
                                 "assembler listing is read with --input listing)");
    }
    if (me < end && *me != ' ' && *me != '\t') {
        return asm_err(&r->c, me, "unexpected character '%c' after mnemonic", *me);
    }
    if (is_word_directive(p, mlen)) {
        return word_directive(r, p, mlen, me, end);
    }
    unsigned op = sfpu_isa_lookup_mnem(p, mlen);
    if (op == SFPU_OP_INVALID) {
        bool after_semi = memchr(r->c.line_start, ';', (size_t)(p - r->c.line_start)) != NULL;
        return asm_err(&r->c, p, "unknown instruction '%.*s'%s", (int)mlen, p,
                       after_semi ? " (';' separates statements, as in GNU as: a comment starts with '#' or '//')"
                                  : "");
    }
    uint32_t w;
    sfpu_status_t st = asm_insn(&r->c, op, p, me, end, &w);
    return st == SFPU_OK ? emit(r, w) : st;
}

/* ---- sfpi-gcc assembler listing (.S) */

/* ".word N" in a listing's code is what the RISC-V core fetches: sfpi's TTI_* macros in inline asm emit a Tensix
 * instruction that way, in the rotated form (.ttinsn's encoding, low two bits != 3). A Tensix word of the table is
 * kept; another Tensix word, a RISC-V instruction (low bits 3) and data in a data section are skipped and named. */
static sfpu_status_t listing_word(reader_t *r, const char *m, size_t mlen, const char *p, const char *end,
                                  const char *text, size_t tl)
{
    if (r->in_data) {
        asm_note(&r->c, SFPU_NOTE_SKIPPED_OTHER, m, text, tl, "skipped '%.*s' in a data section", (int)mlen, m);
        return SFPU_OK;
    }
    uint32_t rv = 0;
    sfpu_status_t st = word_value(r, m, mlen, p, end, "in code takes exactly one value (an instruction)", &rv);
    if (st != SFPU_OK) {
        return st;
    }
    if ((rv & 3u) == 3u) {
        asm_note(&r->c, SFPU_NOTE_SKIPPED_RISCV, m, text, tl, "skipped RISC-V instruction given as '%.*s 0x%08x'",
                 (int)mlen, m, (unsigned)rv);
        return SFPU_OK;
    }
    uint32_t w = sfpu_word_from_ttinsn(rv);
    if (sfpu_isa_lookup_opcode(w >> 24, r->c.arch) == SFPU_OP_INVALID) {
        asm_note(&r->c, SFPU_NOTE_SKIPPED_TENSIX, m, text, tl,
                 "skipped Tensix instruction 0x%08x (opcode 0x%02x, not modelled) given as '%.*s'", (unsigned)w,
                 (unsigned)(w >> 24), (int)mlen, m);
        return SFPU_OK;
    }
    return emit(r, w);
}

/* A directive in a listing's code section that places bytes the core fetches: `.4byte`/`.long`/`.int` N is an
 * instruction as `.word` is; `.insn [4,] N` (GNU as's raw instruction) too, while `.insn` with a format name
 * (`.insn r ...`) or length 2 is a RISC-V instruction (skipped, named); other data (`.byte`, `.2byte`, `.half`,
 * `.short`, `.8byte`, `.quad`, `.dword`, `.ascii`, `.string`, `.zero`, `.space`, `.fill`) in code is an error: the
 * model cannot tell which instructions those bytes make. Any other directive is not code (returns SFPU_OK). */
static sfpu_status_t listing_code_directive(reader_t *r, const char *m, size_t mlen, const char *me, const char *end,
                                            const char *text, size_t tl)
{
    static const char *const k_data[] = {".byte",  ".2byte", ".half",   ".short", ".8byte", ".quad", ".dword",
                                         ".ascii", ".asciz", ".string", ".zero",  ".space", ".skip", ".fill"};
    if (eq_ci(m, mlen, ".4byte") || eq_ci(m, mlen, ".long") || eq_ci(m, mlen, ".int")) {
        return listing_word(r, m, mlen, me, end, text, tl);
    }
    if (eq_ci(m, mlen, ".insn")) {
        const char *a = asm_skip_ws(me, end);
        if (a < end && is_ident_start(*a)) {
            asm_note(&r->c, SFPU_NOTE_SKIPPED_RISCV, m, text, tl, "skipped RISC-V instruction '.insn %c ...'", *a);
            return SFPU_OK;
        }
        const char *comma = memchr(a, ',', (size_t)(end - a));
        if (comma) {
            long long len;
            if (!asm_eval(&r->c, a, comma, &len)) {
                return SFPU_ERR_SYNTAX;
            }
            if (len == 2) {
                asm_note(&r->c, SFPU_NOTE_SKIPPED_RISCV, m, text, tl, "skipped RISC-V instruction '.insn 2, ...'");
                return SFPU_OK;
            }
            if (len != 4) {
                return asm_err(&r->c, a, "'.insn' length %lld: an instruction here is 4 bytes", len);
            }
            a = comma + 1;
        }
        return listing_word(r, m, mlen, a, end, text, tl);
    }
    for (size_t i = 0; i < sizeof k_data / sizeof k_data[0]; ++i) {
        if (eq_ci(m, mlen, k_data[i])) {
            return asm_err(&r->c, m,
                           "'%.*s' in a code section: data among instructions (only '.word', '.4byte', "
                           "'.long', '.int' and '.insn 4, N' give the model an instruction)",
                           (int)mlen, m);
        }
    }
    return SFPU_OK;
}

static sfpu_status_t line_listing(reader_t *r, const char *p, const char *eol)
{
    const char *text = asm_skip_ws(p, eol);
    size_t tl = (size_t)(asm_trim_end(text, eol) - text);
    const char *end = p, *comment = NULL;
    bool quoted = false;
    while (end < eol) {
        if (*end == '"') {
            quoted = !quoted;
        } else if (!quoted && (*end == '#' || (end[0] == '/' && end + 1 < eol && end[1] == '/'))) {
            comment = end;
            break;
        }
        ++end;
    }
    p = asm_skip_ws(p, end);
    end = asm_trim_end(p, end);
    /* labels */
    for (;;) {
        const char *le = p;
        while (le < end && (is_ident(*le) || *le == '.' || *le == '$')) {
            ++le;
        }
        if (le > p && le < end && *le == ':' && !(le + 1 < end && le[1] == ':')) {
            if (r->c.opt->function) {
                if (func_match(r, p, le, 0)) {
                    r->in_func = r->func_seen = true;
                } else if (is_function(r, p, le) || name_is(p, le, r->fname)) {
                    r->in_func = false;
                }
            }
            p = asm_skip_ws(le + 1, end);
            continue;
        }
        break;
    }
    if (p >= end) {
        return SFPU_OK;
    }
    const char *me = mnem_end(p, end);
    size_t mlen = (size_t)(me - p);
    if (mlen == 0) {
        return asm_err(&r->c, p, "expected an instruction, directive or label, found '%c'", *p);
    }
    if (*p == '.' && !is_word_directive(p, mlen)) {
        /* directives: remember functions (.type NAME, @function) and where one ends (.size NAME, ...) */
        const char *a = asm_skip_ws(me, end);
        const char *ae = a;
        while (ae < end && (is_ident(*ae) || *ae == '.' || *ae == '$')) {
            ++ae;
        }
        bool was = r->in_data;
        bool changes = true;
        if (eq_ci(p, mlen, ".text")) {
            r->in_data = false;
        } else if (eq_ci(p, mlen, ".data") || eq_ci(p, mlen, ".bss") || eq_ci(p, mlen, ".rodata")) {
            r->in_data = true;
        } else if (eq_ci(p, mlen, ".previous")) { /* GNU as: back to the section before the last change */
            r->in_data = r->prev_in_data;
        } else if (eq_ci(p, mlen, ".section") || eq_ci(p, mlen, ".pushsection")) {
            if (eq_ci(p, mlen, ".pushsection") && r->nsect < 16) {
                r->sect_stack[r->nsect++] = r->in_data;
            }
            /* GNU as: the name may be quoted (.section ".text") */
            const char *nm = a < end && *a == '"' ? a + 1 : a;
            r->in_data = !((size_t)(end - nm) >= 5 && strncmp(nm, ".text", 5) == 0 &&
                           (nm + 5 == end || nm[5] == '"' || nm[5] == ',' || nm[5] == '.' || nm[5] == ' ' ||
                            nm[5] == '\t'));
        } else if (eq_ci(p, mlen, ".popsection")) {
            if (r->nsect == 0) {
                return asm_err(&r->c, p, ".popsection without a .pushsection");
            }
            r->in_data = r->sect_stack[--r->nsect];
        } else {
            changes = false;
            if (!r->in_data && (!r->c.opt->function || r->in_func)) {
                sfpu_status_t st = listing_code_directive(r, p, mlen, me, end, text, tl);
                if (st != SFPU_OK) {
                    return st;
                }
            }
        }
        if (changes) {
            r->prev_in_data = was;
        }
        if (eq_ci(p, mlen, ".type") && contains_ci(ae, end, "function") && r->nfuncs < 64 &&
            (size_t)(ae - a) < sizeof r->funcs[0]) {
            memcpy(r->funcs[r->nfuncs], a, (size_t)(ae - a));
            r->funcs[r->nfuncs++][ae - a] = '\0';
        } else if (eq_ci(p, mlen, ".size") && r->c.opt->function && name_is(a, ae, r->fname)) {
            r->in_func = false;
        }
        return SFPU_OK;
    }
    if (r->c.opt->function && !r->in_func) {
        return SFPU_OK;
    }
    if (is_word_directive(p, mlen)) {
        if (p[1] == 'w') {
            return listing_word(r, p, mlen, me, end, text, tl);
        }
        return word_directive(r, p, mlen, me, end);
    }
    return listing_insn(r, p, end, comment, comment ? asm_trim_end(comment, eol) : NULL, text, tl);
}

/* ---- RISC-V objdump -d listing: "   4:\tc0330001          \tsfpload\tL0,0,12,3" */
static bool hexdig(char ch) { return isxdigit((unsigned char)ch) != 0; }

/* The row's text must be its hex: the operands [me, oend) of mnemonic m (op) assembled in the options' syntax and
 * architecture give the word w, or the row is an error (another --arch or --syntax, or an edited file). */
static sfpu_status_t objdump_operands(reader_t *r, unsigned op, const char *m, const char *me, const char *oend,
                                      uint32_t w)
{
    char why[320] = "";
    asm_ctx_t c2 = r->c;
    c2.err = why;
    c2.errlen = sizeof why;
    uint32_t tw = 0;
    sfpu_status_t st = asm_insn(&c2, op, m, me, oend, &tw);
    if (st == SFPU_OK && tw == w) {
        return SFPU_OK;
    }
    const char *arch = r->c.arch == SFPU_ARCH_WH ? "wh" : "bh";
    if (st != SFPU_OK) {
        const char *msg = strstr(why, ": ");
        msg = msg ? strstr(msg + 2, ": ") : NULL; /* past "file:line:col" */
        return asm_err(&r->c, m,
                       "objdump row: the text '%.*s' is not the word 0x%08x on --arch %s (%s): wrong --arch "
                       "or --syntax?",
                       (int)(oend - m), m, (unsigned)w, arch, msg ? msg + 2 : why);
    }
    return asm_err(&r->c, m,
                   "objdump row: the text '%.*s' is the word 0x%08x on --arch %s, but the hex column is "
                   "0x%08x: wrong --arch or --syntax?",
                   (int)(oend - m), m, (unsigned)tw, arch, (unsigned)w);
}

/* `.insn 4, 0xV` / `.insn 0xV`: V must be the hex column's value. */
static sfpu_status_t objdump_insn_value(reader_t *r, const char *me, const char *oend, uint32_t raw)
{
    const char *v = me;
    for (const char *k = me; k < oend; ++k) {
        if (*k == ',') {
            v = k + 1;
        }
    }
    v = asm_skip_ws(v, oend);
    long long val;
    if (v >= oend || !asm_eval(&r->c, v, oend, &val)) {
        return v >= oend ? asm_err(&r->c, me, "objdump row: '.insn' without a value") : SFPU_ERR_SYNTAX;
    }
    if ((unsigned long long)val != raw) {
        return asm_err(&r->c, v, "objdump row: '.insn' says 0x%llx but the hex column is 0x%08x",
                       (unsigned long long)val, (unsigned)raw);
    }
    return SFPU_OK;
}

static sfpu_status_t line_objdump(reader_t *r, const char *p, const char *eol)
{
    const char *text = asm_skip_ws(p, eol);
    const char *end = asm_trim_end(text, eol);
    size_t tl = (size_t)(end - text);
    const char *q = text;
    while (q < end && hexdig(*q)) {
        ++q;
    }
    if (q == text) {
        /* "Disassembly of section .text:", file format line, "...", blank; an instruction written as plain assembly
         * is another input form mixed in: refused, not dropped */
        const char *me0 = mnem_end(text, end);
        if (me0 > text && sfpu_isa_lookup_mnem(text, (size_t)(me0 - text)) != SFPU_OP_INVALID) {
            return asm_err(&r->c, text, "a plain assembly line in objdump input (mixed input forms; an objdump row is "
                                        "'ADDR:\tHEX\tmnemonic ...')");
        }
        return SFPU_OK;
    }
    if (q < end && *q == ' ' && q + 1 < end && q[1] == '<') {
        /* function header "00000000 <name>:" */
        const char *nb = q + 2;
        const char *ne = memchr(nb, '>', (size_t)(end - nb));
        if (ne && r->c.opt->function) {
            r->in_func = func_match(r, nb, ne, q - text <= 16 ? strtoull(text, NULL, 16) : ~0ull);
            r->func_seen |= r->in_func;
        }
        return SFPU_OK;
    }
    if (q >= end || *q != ':') {
        return SFPU_OK;
    }
    if (r->c.opt->function && !r->in_func) {
        return SFPU_OK;
    }
    const char *h = asm_skip_ws(q + 1, end);
    const char *he = h;
    while (he < end && hexdig(*he)) {
        ++he;
    }
    if (he == h && h >= end) {
        return SFPU_OK; /* "ADDR:" and nothing else */
    }
    if (he == h || (he < end && *he != ' ' && *he != '\t')) {
        const char *te = h;
        while (te < end && *te != ' ' && *te != '\t') {
            ++te;
        }
        return asm_err(&r->c, h, "objdump row: the instruction word '%.*s' is not hexadecimal", (int)(te - h), h);
    }
    size_t hlen = (size_t)(he - h);
    if (hlen != 4 && hlen != 8) {
        return asm_err(&r->c, h, "objdump row: expected a 4- or 8-digit instruction word, found '%.*s'", (int)hlen, h);
    }
    uint32_t raw = (uint32_t)strtoul(h, NULL, 16);
    const char *m = asm_skip_ws(he, end);
    const char *me = mnem_end(m, end);
    size_t mlen = (size_t)(me - m);
    const char *comment = NULL;
    for (const char *k = me; k < end; ++k) {
        if (*k == '#' || *k == '<') {
            comment = k;
            break;
        }
    }
    const char *oend = comment ? asm_trim_end(me, comment) : end;
    unsigned op = sfpu_isa_lookup_mnem(m, mlen);
    /* objdump prints a word it cannot decode as `.insn 4, 0x...`: the hex column is still the instruction */
    bool insn_dir = eq_ci(m, mlen, ".insn") && hlen == 8 && (raw & 3u) != 3u;
    bool tensix_name = op != SFPU_OP_INVALID || starts_ci(m, mlen, "sfp") || starts_ci(m, mlen, "tt") || insn_dir;
    if (tensix_name) {
        if (hlen != 8 || (raw & 3u) == 3u) {
            return asm_err(&r->c, h, "objdump row: '%.*s' is a Tensix mnemonic but 0x%.*s is not a rotated Tensix word",
                           (int)mlen, m, (int)hlen, h);
        }
        uint32_t w = sfpu_word_from_ttinsn(raw); /* objdump prints the RISC-V (rotated) encoding */
        unsigned hex_op = sfpu_isa_lookup_opcode(w >> 24, r->c.arch);
        if (op != SFPU_OP_INVALID && hex_op != SFPU_OP_INVALID && op != hex_op) {
            return asm_err(&r->c, m, "objdump row: the text says '%.*s' but the word 0x%08x is %s", (int)mlen, m,
                           (unsigned)w, sfpu_isa_info(hex_op)->name);
        }
        if (op != SFPU_OP_INVALID && hex_op == SFPU_OP_INVALID) {
            return asm_err(&r->c, m,
                           "objdump row: the text says '%.*s' but the word 0x%08x (opcode 0x%02x) is no SFPU "
                           "instruction on %s",
                           (int)mlen, m, (unsigned)w, (unsigned)(w >> 24),
                           r->c.arch == SFPU_ARCH_WH ? "Wormhole" : "Blackhole");
        }
        if (op != SFPU_OP_INVALID) {
            sfpu_status_t st = objdump_operands(r, op, m, me, oend, w);
            if (st != SFPU_OK) {
                return st;
            }
        } else if (insn_dir) {
            sfpu_status_t st = objdump_insn_value(r, me, oend, raw);
            if (st != SFPU_OK) {
                return st;
            }
        }
        if (hex_op == SFPU_OP_INVALID) {
            asm_note(&r->c, SFPU_NOTE_SKIPPED_TENSIX, m, text, tl,
                     "skipped Tensix instruction '%.*s' (opcode 0x%02x, not modelled)", (int)mlen, m,
                     (unsigned)(w >> 24));
            return SFPU_OK;
        }
        return emit(r, w);
    }
    if (mlen == 0) {
        return SFPU_OK;
    }
    riscv_insn(r, m, mlen, asm_skip_ws(me, oend), oend, comment, comment ? end : NULL, text, tl);
    return SFPU_OK;
}

/* ---- tt-llk C++: TTI_NAME(args); TT_NAME(args); TT_OP_NAME(args) (e.g. in INSTRUCTION_WORD(...)) */

/* Argument shifts of tt-llk's TT_OP_* macros (ckernel_ops.h, identical on both archs except the address-mode
 * shift, AM: 13 on BH, 14 on WH). This lists tt-llk's macro signatures, an input format; the instructions
 * themselves come from sfpu_isa.def (Asm.LlkMacrosCoverTheTable checks the two agree). */
#define AM 99
typedef struct {
    const char *name;
    unsigned op;
    uint8_t nargs;
    uint8_t shift[6];
} llk_macro_t;

static const llk_macro_t k_llk[] = {
    {"MOP", SFPU_OP_TTMOP, 3, {23, 16, 0}},
    {"MOP_CFG", SFPU_OP_TTMOP_CFG, 1, {0}},
    {"NOP", SFPU_OP_TTNOP, 0, {0}},
    {"REPLAY", SFPU_OP_TTREPLAY, 4, {14, 4, 1, 0}},
    {"SETRWC", SFPU_OP_TTSETRWC, 6, {22, 18, 14, 10, 6, 0}},
    {"INCRWC", SFPU_OP_TTINCRWC, 4, {18, 14, 10, 6}},
    {"SFPLOAD", SFPU_OP_SFPLOAD, 4, {20, 16, AM, 0}},
    {"SFPLOADI", SFPU_OP_SFPLOADI, 3, {20, 16, 0}},
    {"SFPSTORE", SFPU_OP_SFPSTORE, 4, {20, 16, AM, 0}},
    {"SFPLUT", SFPU_OP_SFPLUT, 3, {20, 16, 0}},
    {"SFPMULI", SFPU_OP_SFPMULI, 3, {8, 4, 0}},
    {"SFPADDI", SFPU_OP_SFPADDI, 3, {8, 4, 0}},
    {"SFPDIVP2", SFPU_OP_SFPDIVP2, 4, {12, 8, 4, 0}},
    {"SFPEXEXP", SFPU_OP_SFPEXEXP, 4, {12, 8, 4, 0}},
    {"SFPEXMAN", SFPU_OP_SFPEXMAN, 4, {12, 8, 4, 0}},
    {"SFPIADD", SFPU_OP_SFPIADD, 4, {12, 8, 4, 0}},
    {"SFPSHFT", SFPU_OP_SFPSHFT, 4, {12, 8, 4, 0}},
    {"SFPSETCC", SFPU_OP_SFPSETCC, 4, {12, 8, 4, 0}},
    {"SFPMOV", SFPU_OP_SFPMOV, 4, {12, 8, 4, 0}},
    {"SFPABS", SFPU_OP_SFPABS, 4, {12, 8, 4, 0}},
    {"SFPAND", SFPU_OP_SFPAND, 4, {12, 8, 4, 0}},
    {"SFPOR", SFPU_OP_SFPOR, 4, {12, 8, 4, 0}},
    {"SFPNOT", SFPU_OP_SFPNOT, 4, {12, 8, 4, 0}},
    {"SFPLZ", SFPU_OP_SFPLZ, 4, {12, 8, 4, 0}},
    {"SFPSETEXP", SFPU_OP_SFPSETEXP, 4, {12, 8, 4, 0}},
    {"SFPSETMAN", SFPU_OP_SFPSETMAN, 4, {12, 8, 4, 0}},
    {"SFPMAD", SFPU_OP_SFPMAD, 5, {16, 12, 8, 4, 0}},
    {"SFPADD", SFPU_OP_SFPADD, 5, {16, 12, 8, 4, 0}},
    {"SFPMUL", SFPU_OP_SFPMUL, 5, {16, 12, 8, 4, 0}},
    {"SFPPUSHC", SFPU_OP_SFPPUSHC, 4, {12, 8, 4, 0}},
    {"SFPPOPC", SFPU_OP_SFPPOPC, 4, {12, 8, 4, 0}},
    {"SFPSETSGN", SFPU_OP_SFPSETSGN, 4, {12, 8, 4, 0}},
    {"SFPENCC", SFPU_OP_SFPENCC, 4, {12, 8, 4, 0}},
    {"SFPCOMPC", SFPU_OP_SFPCOMPC, 4, {12, 8, 4, 0}},
    {"SFPTRANSP", SFPU_OP_SFPTRANSP, 4, {12, 8, 4, 0}},
    {"SFPXOR", SFPU_OP_SFPXOR, 4, {12, 8, 4, 0}},
    {"SFP_STOCH_RND", SFPU_OP_SFPSTOCHRND, 6, {21, 16, 12, 8, 4, 0}},
    {"SFPNOP", SFPU_OP_SFPNOP, 0, {0}},
    {"SFPCAST", SFPU_OP_SFPCAST, 3, {8, 4, 0}},
    {"SFPCONFIG", SFPU_OP_SFPCONFIG, 3, {8, 4, 0}},
    {"SFPSWAP", SFPU_OP_SFPSWAP, 4, {12, 8, 4, 0}},
    {"SFPLOADMACRO", SFPU_OP_SFPLOADMACRO, 4, {20, 16, AM, 0}},
    {"SFPSHFT2", SFPU_OP_SFPSHFT2, 4, {12, 8, 4, 0}},
    {"SFPLUTFP32", SFPU_OP_SFPLUTFP32, 2, {4, 0}},
    {"SFPLE", SFPU_OP_SFPLE, 4, {12, 8, 4, 0}},
    {"SFPGT", SFPU_OP_SFPGT, 4, {12, 8, 4, 0}},
    {"SFPMUL24", SFPU_OP_SFPMUL24, 5, {16, 12, 8, 4, 0}},
    {"SFPARECIP", SFPU_OP_SFPARECIP, 4, {12, 8, 4, 0}},
};

int sfpu_asm_llk_macro_op(size_t i); /* used by the table test: op of tt-llk macro i, -1 past the end */
int sfpu_asm_llk_macro_op(size_t i) { return i < sizeof k_llk / sizeof k_llk[0] ? (int)k_llk[i].op : -1; }

static const llk_macro_t *llk_find(const char *p, size_t len)
{
    for (size_t i = 0; i < sizeof k_llk / sizeof k_llk[0]; ++i) {
        if (strlen(k_llk[i].name) == len && strncmp(k_llk[i].name, p, len) == 0) {
            return &k_llk[i];
        }
    }
    return NULL;
}

/* Finds the matching ')' of the '(' at p; NULL if the line ends first. */
static const char *close_paren(const char *p, const char *end)
{
    int depth = 0;
    for (; p < end; ++p) {
        depth += *p == '(' ? 1 : *p == ')' ? -1 : 0;
        if (depth == 0) {
            return p;
        }
    }
    return NULL;
}

/* Argument i's shift in mac's word, and its width: up to the next argument's shift, or the opcode. */
static unsigned llk_field(const reader_t *r, const llk_macro_t *mac, int i, unsigned *width)
{
    unsigned sh = mac->shift[i] == AM ? (r->c.arch == SFPU_ARCH_WH ? 14u : 13u) : mac->shift[i];
    unsigned top = 24;
    for (int j = 0; j < mac->nargs; ++j) {
        unsigned s2 = mac->shift[j] == AM ? (r->c.arch == SFPU_ARCH_WH ? 14u : 13u) : mac->shift[j];
        if (s2 > sh && s2 < top) {
            top = s2;
        }
    }
    *width = top - sh;
    return sh;
}

/* A --runtime-word for a call site: the site must compute its word at run time (an argument that is no constant),
 * and the word must be one the site's macro makes: its opcode, and each constant argument in its field. */
static sfpu_status_t llk_runtime_word(reader_t *r, const llk_macro_t *mac, const char *pre, const char *ne,
                                      const char *args[][2], int nargs, uint32_t word)
{
    unsigned opcode = sfpu_isa_info(mac->op)->opcode;
    if ((word >> 24) != opcode) {
        unsigned wop = sfpu_isa_lookup_opcode(word >> 24, r->c.arch);
        return asm_err(&r->c, pre, "--runtime-word %u=0x%08x: opcode 0x%02x (%s), but %.*s makes opcode 0x%02x (%s)",
                       r->c.line, (unsigned)word, (unsigned)(word >> 24),
                       wop != SFPU_OP_INVALID ? sfpu_isa_info(wop)->name : "no SFPU instruction", (int)(ne - pre), pre,
                       opcode, sfpu_isa_info(mac->op)->name);
    }
    long long vals[8];
    bool known[8];
    int constant = 0;
    for (int i = 0; i < nargs; ++i) {
        char quiet[320];
        asm_ctx_t c2 = r->c;
        c2.err = quiet;
        c2.errlen = sizeof quiet;
        known[i] = asm_eval(&c2, args[i][0], args[i][1], &vals[i]); /* false: computed at run time */
        constant += known[i];
    }
    if (constant == nargs) {
        return asm_err(&r->c, pre,
                       "--runtime-word %u=0x%08x: every argument of %.*s is a constant, so its word is "
                       "known when compiled, not at run time (drop the option)",
                       r->c.line, (unsigned)word, (int)(ne - pre), pre);
    }
    for (int i = 0; i < nargs; ++i) {
        if (!known[i]) {
            continue;
        }
        long long v = vals[i];
        unsigned width;
        unsigned sh = llk_field(r, mac, i, &width);
        unsigned long long got = (word >> sh) & ((1ull << width) - 1);
        if (v >= 0 && (unsigned long long)v != got) {
            return asm_err(&r->c, args[i][0],
                           "--runtime-word %u=0x%08x: argument %d of %.*s is %lld, but the word has "
                           "%llu in its field",
                           r->c.line, (unsigned)word, i + 1, (int)(ne - pre), pre, v, got);
        }
    }
    return SFPU_OK;
}

/* One macro call: name [name, ne) after the TTI_/TT_/TT_OP_ prefix at pre; args in (lp, rp) or none. */
static sfpu_status_t llk_call(reader_t *r, const char *pre, const char *name, const char *ne, const char *lp,
                              const char *rp, const char *text, size_t tl)
{
    const llk_macro_t *mac = llk_find(name, (size_t)(ne - name));
    if (mac == NULL && !asm_tensix_other_name(name, (size_t)(ne - name))) {
        return asm_err(&r->c, pre,
                       "unknown tt-llk macro '%.*s' (no TT_OP_%.*s in tt-llk's ckernel_ops.h and no "
                       "sfpi-binutils Tensix instruction: a typo?)",
                       (int)(ne - pre), pre, (int)(ne - name), name);
    }
    if (mac == NULL || !(sfpu_isa_info(mac->op)->arch_mask & SFPU_ARCH_MASK(r->c.arch))) {
        asm_note(&r->c, SFPU_NOTE_SKIPPED_TENSIX, pre, text, tl, "skipped Tensix instruction '%.*s' (not modelled)",
                 (int)(ne - pre), pre);
        return SFPU_OK;
    }
    const char *args[8][2];
    int nargs = 0;
    if (lp) {
        const char *a = lp + 1;
        const char *inner_end = asm_trim_end(a, rp);
        if (asm_skip_ws(a, inner_end) < inner_end) {
            for (;;) {
                const char *b = asm_skip_ws(a, rp);
                const char *e = b;
                int depth = 0;
                while (e < rp && (depth > 0 || *e != ',')) {
                    depth += *e == '(' ? 1 : *e == ')' ? -1 : 0;
                    ++e;
                }
                if (nargs >= 8) {
                    return asm_err(&r->c, b, "too many arguments");
                }
                args[nargs][0] = b;
                args[nargs][1] = asm_trim_end(b, e);
                if (args[nargs][1] == b) {
                    return asm_err(&r->c, b, "empty argument");
                }
                ++nargs;
                if (e >= rp) {
                    break;
                }
                a = e + 1;
            }
        }
    }
    if (nargs != mac->nargs) {
        return asm_err(&r->c, pre, "%.*s takes %u argument%s (tt-llk's TT_OP_%s), found %d", (int)(ne - pre), pre,
                       mac->nargs, mac->nargs == 1 ? "" : "s", mac->name, nargs);
    }
    const sfpu_asm_runtime_word_t *rw = runtime_word(r);
    if (rw) {
        sfpu_status_t st = llk_runtime_word(r, mac, pre, ne, args, nargs, rw->word);
        if (st != SFPU_OK) {
            return st;
        }
        asm_note(&r->c, SFPU_NOTE_RUNTIME_USED, pre, text, tl, "%.*s: using the given word 0x%08x", (int)(ne - pre),
                 pre, (unsigned)rw->word);
        return emit(r, rw->word);
    }
    /* tt-llk: TT_OP(opcode, params) = (opcode << 24) + params, params = sum of (argument << shift), no masking: the
     * word is computed exactly so; an argument outside its field (negative, or too wide) would carry into the other
     * fields or the opcode, so it is refused with the word the macro gives (docs/decisions.md C-entry "TTI words") */
    uint32_t w = (uint32_t)sfpu_isa_info(mac->op)->opcode << 24;
    long long vals[8];
    unsigned widths[8];
    int bad = -1;
    for (int i = 0; i < nargs; ++i) {
        if (!asm_eval(&r->c, args[i][0], args[i][1], &vals[i])) {
            if (r->c.opt->nruntime_words && r->c.err && strstr(r->c.err, "unknown name")) {
                size_t len = strlen(r->c.err); /* --runtime-word was given, but for another line */
                snprintf(r->c.err + len, r->c.errlen - len,
                         "; or, if it is computed at run time, give this line's "
                         "word with --runtime-word %u=0xWORD (none is given for line %u)",
                         r->c.line, r->c.line);
            }
            return SFPU_ERR_SYNTAX;
        }
        unsigned sh = llk_field(r, mac, i, &widths[i]);
        if (bad < 0 && (vals[i] < 0 || vals[i] > (1LL << widths[i]) - 1)) {
            bad = i;
        }
        w += (uint32_t)((unsigned long long)vals[i] << sh); /* C's unsigned wrap-around, as the macro's int sum */
    }
    if (bad >= 0) {
        unsigned mop = sfpu_isa_lookup_opcode(w >> 24, r->c.arch);
        return asm_err(&r->c, args[bad][0],
                       "argument %d of %.*s: %lld does not fit its %u-bit field 0..%lld; tt-llk's macro adds it "
                       "unmasked, giving 0x%08x (opcode 0x%02x%s%s%s): write the field's value",
                       bad + 1, (int)(ne - pre), pre, vals[bad], widths[bad], (1LL << widths[bad]) - 1, (unsigned)w,
                       (unsigned)(w >> 24), mop != SFPU_OP_INVALID ? ", " : "",
                       mop != SFPU_OP_INVALID ? sfpu_isa_info(mop)->name : "",
                       mop == mac->op ? ", other fields changed" : mop != SFPU_OP_INVALID ? ", another instruction" : ", not an SFPU instruction");
    }
    return emit(r, w);
}

static bool word_at(const char *p, const char *end, const char *kw)
{
    size_t n = strlen(kw);
    return (size_t)(end - p) >= n && strncmp(p, kw, n) == 0 && (p + n == end || !is_ident(p[n]));
}

/* The TT_OP_ call [b, e) on the line [text, end) is the whole argument of INSTRUCTION_WORD(...) (the statement
 * that pushes a word to the instruction buffer). */
static bool llk_pushed(const char *text, const char *b, const char *e, const char *end)
{
    const char *k = b;
    while (k > text && (k[-1] == ' ' || k[-1] == '\t')) {
        --k;
    }
    if (k == text || k[-1] != '(') {
        return false;
    }
    --k;
    while (k > text && (k[-1] == ' ' || k[-1] == '\t')) {
        --k;
    }
    static const char kw[] = "INSTRUCTION_WORD";
    size_t n = sizeof kw - 1;
    if ((size_t)(k - text) < n || strncmp(k - n, kw, n) != 0 || (k - n > text && is_ident(k[-(ptrdiff_t)n - 1]))) {
        return false;
    }
    e = asm_skip_ws(e, end);
    return e < end && *e == ')';
}

/* What only the C preprocessor reads right: a comment (outside a string or character literal), a preprocessor line
 * other than #pragma / #ident (which cpp passes on), a line ending in a backslash (a line splice). The library spawns
 * no process, so it reads tt-llk code as cpp leaves it and refuses these (guessing would execute a call inside a
 * multi-line comment or #if 0, or drop one after a comment): the CLI and the Python binding run cpp first
 * (docs/decisions.md C7). Returns the error status, or SFPU_OK. */
static sfpu_status_t llk_needs_cpp(reader_t *r, const char *text, const char *eol)
{
    static const char k_how[] = "; the library reads tt-llk code as the C preprocessor leaves it: run it through cpp "
                                "first (sfpu asm/run and sfpu.assemble(..., input=\"llk\") do)";
    const char *e = asm_trim_end(text, eol);
    if (text < e && *text == '#') {
        const char *d = asm_skip_ws(text + 1, e);
        const char *de = d;
        while (de < e && is_ident(*de)) {
            ++de;
        }
        if (word_at(d, de, "pragma") || word_at(d, de, "ident")) {
            return SFPU_OK;
        }
        return asm_err(&r->c, text, "a preprocessor line '#%.*s'%s", (int)(de - d), d, k_how);
    }
    if (e > text && e[-1] == '\\') {
        return asm_err(&r->c, e - 1, "a line ending in a backslash (continued on the next line)%s", k_how);
    }
    char quote = 0;
    for (const char *k = text; k < e; ++k) {
        if (quote) {
            if (*k == '\\' && k + 1 < e) {
                ++k;
            } else if (*k == quote) {
                quote = 0;
            }
        } else if (*k == '"' || *k == '\'') {
            quote = *k;
        } else if (k[0] == '/' && k + 1 < e && (k[1] == '/' || k[1] == '*')) {
            return asm_err(&r->c, k, "a comment ('%c%c')%s", k[0], k[1], k_how);
        }
    }
    return SFPU_OK;
}

static sfpu_status_t line_llk(reader_t *r, const char *p, const char *eol)
{
    const char *text = asm_skip_ws(p, eol);
    sfpu_status_t cst = llk_needs_cpp(r, text, eol);
    if (cst != SFPU_OK) {
        return cst;
    }
    const char *end = asm_trim_end(text, eol);
    size_t tl = (size_t)(end - text);
    if (text >= end) {
        return SFPU_OK; /* blank */
    }
    if (*text == '#') {
        asm_note(&r->c, SFPU_NOTE_SKIPPED_OTHER, text, text, tl, "skipped #pragma / #ident line (for the compiler)");
        return SFPU_OK;
    }
    bool found = false;
    const char *q = text;
    while (q < end) {
        if (!is_ident_start(*q) || (q > text && is_ident(q[-1]))) {
            ++q;
            continue;
        }
        const char *ie = q;
        while (ie < end && is_ident(*ie)) {
            ++ie;
        }
        const char *name = NULL;
        if (ie - q > 6 && strncmp(q, "TT_OP_", 6) == 0) {
            name = q + 6;
        } else if (ie - q > 4 && strncmp(q, "TTI_", 4) == 0) {
            name = q + 4;
        } else if (ie - q > 3 && strncmp(q, "TT_", 3) == 0) {
            name = q + 3;
        }
        if (name == NULL) {
            q = ie;
            continue;
        }
        found = true;
        const char *lp = asm_skip_ws(ie, end);
        const char *rp = NULL;
        if (lp < end && *lp == '(') {
            rp = close_paren(lp, end);
            if (rp == NULL) {
                return asm_err(&r->c, lp, "unbalanced '(' (a macro call must be on one line)");
            }
        } else {
            lp = NULL;
        }
        if (name == q + 6 && !llk_pushed(text, q, rp ? rp + 1 : ie, end)) {
            /* TT_OP_X(...) is a word, not an instruction: only INSTRUCTION_WORD(TT_OP_X(...)) pushes it; inside an
             * expression (uint32_t w = TT_OP_..., a MOP template's argument) it is computed, not executed */
            asm_note(&r->c, SFPU_NOTE_SKIPPED_OTHER, q, text, tl,
                     "skipped '%.*s': a TT_OP_ word inside an expression is not executed (only "
                     "INSTRUCTION_WORD(TT_OP_...) pushes it)",
                     (int)(ie - q), q);
            q = rp ? rp + 1 : ie;
            continue;
        }
        sfpu_status_t st = llk_call(r, q, name, ie, lp, rp, text, tl);
        if (st != SFPU_OK) {
            return st;
        }
        q = rp ? rp + 1 : ie;
    }
    if (found) {
        return SFPU_OK;
    }
    if (*text == '{' || *text == '}') {
        const char *k = text;
        while (k < end && (*k == '{' || *k == '}' || *k == ';' || *k == ' ' || *k == '\t')) {
            ++k;
        }
        if (k == end) {
            return SFPU_OK;
        }
    }
    static const char *const kw[] = {"for", "while", "do", "if", "else", "switch", "case", "goto", "break", "continue"};
    const char *k = text;
    while (k < end && (*k == '}' || *k == ' ' || *k == '\t')) {
        ++k;
    }
    for (size_t i = 0; i < sizeof kw / sizeof kw[0]; ++i) {
        if (word_at(k, end, kw[i])) {
            char msg[160];
            snprintf(msg, sizeof msg, "cannot be straight-lined: C++ '%s'", kw[i]);
            site(r, SFPU_NOTE_CONTROL_FLOW, k, text, tl, msg);
            return SFPU_OK;
        }
    }
    /* a call statement: name(...); with no assignment before the '(' */
    const char *lp = memchr(text, '(', (size_t)(end - text));
    if (lp && end[-1] == ';' && is_ident_start(*text) && !memchr(text, '=', (size_t)(lp - text))) {
        const char *ne = asm_trim_end(text, lp);
        const char *nb = ne;
        while (nb > text && (is_ident(nb[-1]) || nb[-1] == ':')) {
            --nb;
        }
        if (nb == text || memchr(text, '<', (size_t)(lp - text))) {
            char msg[200];
            snprintf(msg, sizeof msg, "cannot be straight-lined: call of '%.*s'", (int)(ne - text), text);
            site(r, SFPU_NOTE_CONTROL_FLOW, text, text, tl, msg);
            return SFPU_OK;
        }
    }
    const char *me0 = mnem_end(text, end);
    if (me0 > text && (me0 == end || *me0 == ' ' || *me0 == '\t') &&
        sfpu_isa_lookup_mnem(text, (size_t)(me0 - text)) != SFPU_OP_INVALID) {
        return asm_err(&r->c, text, "a plain assembly line in tt-llk input (mixed input forms: one form per file)");
    }
    asm_note(&r->c, SFPU_NOTE_SKIPPED_OTHER, text, text, tl, "skipped C++ line (no TTI_/TT_/TT_OP_ call)");
    return SFPU_OK;
}

/* ------------------------------------------------------------------ detection and entry points */

static bool line_is_objdump_row(const char *p, const char *eol)
{
    p = asm_skip_ws(p, eol);
    const char *q = p;
    while (q < eol && hexdig(*q)) {
        ++q;
    }
    if (q == p || q >= eol || *q != ':' || q + 1 >= eol || q[1] != '\t') {
        return false;
    }
    const char *h = q + 2;
    const char *he = h;
    while (he < eol && hexdig(*he)) {
        ++he;
    }
    return (he - h == 8 || he - h == 4) && he < eol && (*he == ' ' || *he == '\t');
}

sfpu_input_form_t sfpu_detect_input_form(const char *src)
{
    if (src == NULL) {
        return SFPU_INPUT_ASM;
    }
    bool llk = false, listing = false;
    for (const char *p = src; *p;) {
        const char *eol = strchr(p, '\n');
        if (eol == NULL) {
            eol = p + strlen(p);
        }
        if (line_is_objdump_row(p, eol)) {
            return SFPU_INPUT_OBJDUMP;
        }
        const char *t = asm_skip_ws(p, eol);
        for (const char *k = t; k + 4 <= eol; ++k) {
            if ((k == t || !is_ident(k[-1])) &&
                (strncmp(k, "TTI_", 4) == 0 || strncmp(k, "TT_OP_", 6) == 0 ||
                 (strncmp(k, "TT_", 3) == 0 && k + 3 < eol && isupper((unsigned char)k[3])))) {
                llk = true;
            }
        }
        const char *te = mnem_end(t, eol);
        if (te > t && riscv_mnemonic(t, (size_t)(te - t)) && (te == eol || *te == ' ' || *te == '\t')) {
            listing = true;
        }
        if (t < eol && *t == '.') {
            const char *me = mnem_end(t, eol);
            if (!is_word_directive(t, (size_t)(me - t))) {
                listing = true;
            }
        }
        const char *le = t;
        while (le < eol && (is_ident(*le) || *le == '.' || *le == '$')) {
            ++le;
        }
        if (le > t && le < eol && *le == ':' && !(le + 1 < eol && le[1] == ':')) {
            listing = true;
        }
        p = *eol ? eol + 1 : eol;
    }
    return llk ? SFPU_INPUT_LLK : listing ? SFPU_INPUT_LISTING : SFPU_INPUT_ASM;
}

const char *sfpu_input_form_name(sfpu_input_form_t form)
{
    switch (form) {
    case SFPU_INPUT_ASM: return "asm";
    case SFPU_INPUT_LISTING: return "listing";
    case SFPU_INPUT_OBJDUMP: return "objdump";
    case SFPU_INPUT_LLK: return "llk";
    default: return "auto";
    }
}

static sfpu_status_t function_option(reader_t *r, const char *spec);
static sfpu_status_t function_found(reader_t *r);

/* A non-ASCII character in code (outside a comment): named by its code point when it is valid UTF-8, with the
 * invisible ones a paste brings named in words. */
static sfpu_status_t non_ascii(reader_t *r, const char *k, const char *eol)
{
    const unsigned char *b = (const unsigned char *)k;
    size_t left = (size_t)(eol - k);
    unsigned cp = 0, n = b[0] >= 0xF0 ? 4u : b[0] >= 0xE0 ? 3u : b[0] >= 0xC0 ? 2u : 0u;
    bool ok = n > 0 && n <= left;
    for (unsigned i = 1; ok && i < n; ++i) {
        ok = (b[i] & 0xC0) == 0x80;
    }
    if (!ok) {
        return asm_err(&r->c, k, "invalid character 0x%02x (not UTF-8)", b[0]);
    }
    cp = b[0] & (0x7Fu >> n);
    for (unsigned i = 1; i < n; ++i) {
        cp = cp << 6 | (b[i] & 0x3Fu);
    }
    const char *what = cp == 0xA0                       ? " (no-break space)"
                       : cp == 0xFEFF                   ? " (byte order mark)"
                       : cp == 0x200B                   ? " (zero-width space)"
                       : cp == 0x2212                   ? " (minus sign: write '-')"
                       : (cp >= 0x2018 && cp <= 0x201F) ? " (typographic quote)"
                                                        : "";
    return asm_err(&r->c, k, "character U+%04X%s outside a comment: code is ASCII", cp, what);
}

/* GNU as reads C comments in every target (sfpi-binutils' tc-riscv.c: "C style comments are always supported"):
 * for plain assembly and listings, a copy of src with each '/' '*' ... '*' '/' comment (outside a string and a
 * '#' / '//' line comment) turned into spaces, newlines kept, so lines and columns stay the user's. An unterminated
 * comment is an error at its start. *out is malloc'd (NULL and SFPU_ERR_INTERNAL "out of memory" when that fails). */
static sfpu_status_t blank_c_comments(reader_t *r, const char *src, char **out)
{
    size_t len = strlen(src);
    char *b = malloc(len + 1);
    *out = b;
    if (b == NULL) {
        asm_err(&r->c, NULL, "out of memory");
        return SFPU_ERR_INTERNAL;
    }
    memcpy(b, src, len + 1);
    bool quoted = false, line_comment = false;
    const char *open = NULL;
    unsigned line = 1, open_no = 0;
    for (size_t i = 0; i < len; ++i) {
        char ch = src[i];
        if (open) {
            if (ch == '*' && src[i + 1] == '/') {
                b[i] = b[i + 1] = ' ';
                ++i;
                open = NULL;
            } else if (ch != '\n') {
                b[i] = ' ';
            }
        } else if (ch == '\n') {
            quoted = line_comment = false;
        } else if (line_comment) {
            continue;
        } else if (ch == '"') {
            quoted = !quoted;
        } else if (!quoted && (ch == '#' || (ch == '/' && src[i + 1] == '/'))) {
            line_comment = true;
        } else if (!quoted && ch == '/' && src[i + 1] == '*') {
            open = src + i;
            open_no = line;
            b[i] = b[i + 1] = ' ';
            ++i;
        }
        if (ch == '\n') {
            ++line;
        }
    }
    if (open) {
        const char *ls = open;
        while (ls > src && ls[-1] != '\n') {
            --ls;
        }
        r->c.line = open_no;
        r->c.line_start = ls;
        return asm_err(&r->c, open, "unterminated comment: '/*' without '*/'");
    }
    return SFPU_OK;
}

sfpu_status_t sfpu_assemble_ex(const char *src, const char *filename, sfpu_arch_t arch, const sfpu_asm_options_t *opt,
                               uint32_t *words, uint32_t *lines, size_t cap, size_t *nwords, char *err, size_t errlen)
{
    static const sfpu_asm_options_t k_default;
    if (nwords) {
        *nwords = 0;
    }
    if (err && errlen) {
        err[0] = '\0';
    }
    if (opt == NULL) {
        opt = &k_default;
    }
    if (src == NULL || (arch != SFPU_ARCH_BH && arch != SFPU_ARCH_WH) ||
        (opt->syntax != SFPU_SYNTAX_CURRENT && opt->syntax != SFPU_SYNTAX_2025) || (unsigned)opt->input > 4u) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    reader_t rd;
    memset(&rd, 0, sizeof rd);
    reader_t *r = &rd;
    r->c.file = filename ? filename : "<input>";
    r->c.err = err;
    r->c.errlen = errlen;
    r->c.arch = arch;
    r->c.syntax = opt->syntax;
    r->c.opt = opt;
    if (strncmp(src, "\xEF\xBB\xBF", 3) == 0) {
        src += 3; /* a UTF-8 byte order mark (some Windows editors write one) is no text */
    }
    r->c.line_start = src;
    r->form = opt->input == SFPU_INPUT_AUTO ? sfpu_detect_input_form(src) : opt->input;
    if (opt->function && function_option(r, opt->function) != SFPU_OK) {
        if (nwords) {
            *nwords = 0;
        }
        return SFPU_ERR_SYNTAX;
    }
    r->words = words;
    r->lines = lines;
    r->cap = cap;
    sfpu_status_t st = SFPU_OK;
    char *blanked = NULL;
    if (r->form == SFPU_INPUT_ASM || r->form == SFPU_INPUT_LISTING) {
        st = blank_c_comments(r, src, &blanked);
        src = blanked ? blanked : src;
        r->c.line = 0;
        r->c.line_start = src;
    }
    const char *p = src;
    while (*p && st == SFPU_OK) {
        const char *eol = strchr(p, '\n');
        if (eol == NULL) {
            eol = p + strlen(p);
        }
        r->c.line++;
        r->c.line_start = p;
        for (const char *k = p; k < eol; ++k) {
            if ((*k != '\t' && *k != '\r' && iscntrl((unsigned char)*k))) {
                st = asm_err(&r->c, k, "invalid character 0x%02x", (unsigned char)*k);
                break;
            }
        }
        if (st == SFPU_OK && r->form != SFPU_INPUT_LLK && r->form != SFPU_INPUT_LISTING) {
            /* UTF-8 is allowed in C++ and listing comments only */
            for (const char *k = p; k < eol; ++k) {
                if ((unsigned char)*k >= 0x80) {
                    const char *cm = p;
                    while (cm < k && *cm != '#' && !(cm[0] == '/' && cm[1] == '/')) {
                        ++cm;
                    }
                    if (cm == k) {
                        st = non_ascii(r, k, eol);
                    }
                    break;
                }
            }
        }
        if (st == SFPU_OK) {
            switch (r->form) {
            case SFPU_INPUT_LISTING:
                st = statements(r, p, eol, line_listing);
                break;
            case SFPU_INPUT_OBJDUMP: st = line_objdump(r, p, eol); break;
            case SFPU_INPUT_LLK: st = line_llk(r, p, eol); break;
            default:
                st = statements(r, p, eol, line_asm);
                break;
            }
        }
        p = *eol ? eol + 1 : eol;
    }
    if (st == SFPU_OK && opt->function && !r->func_seen && r->form != SFPU_INPUT_ASM && r->form != SFPU_INPUT_LLK) {
        r->c.line = 1;
        r->c.line_start = src;
        st = asm_err(&r->c, NULL, "function '%s' not found (%s input)", opt->function, sfpu_input_form_name(r->form));
    }
    if (st == SFPU_OK && opt->function) {
        st = function_found(r);
    }
    if (st == SFPU_OK && r->deferred != SFPU_OK) {
        st = r->deferred;
        if (r->ndeferred > 1 && err && errlen) {
            size_t len = strlen(err);
            snprintf(err + len, errlen - len, " (and %u more site%s that cannot be straight-lined)", r->ndeferred - 1,
                     r->ndeferred == 2 ? "" : "s");
        }
        for (size_t i = 0; i < opt->nruntime_words && i < 64 && err && errlen; ++i) {
            if (!((r->rw_used >> i) & 1u)) { /* a word given for another line than the site's: say so */
                size_t len = strlen(err);
                snprintf(err + len, errlen - len, "; --runtime-word %u=0x%08x names line %u, which has no such site",
                         opt->runtime_words[i].line, (unsigned)opt->runtime_words[i].word, opt->runtime_words[i].line);
                break;
            }
        }
    }
    if (nwords) {
        *nwords = r->n;
    }
    free(blanked);
    return st;
}

/* An address as --function writes it: 0x and 1 to 16 hex digits, nothing else. */
static bool func_addr(const char *a, unsigned long long *v)
{
    if (a[0] != '0' || (a[1] != 'x' && a[1] != 'X') || !a[2] || strlen(a + 2) > 16) {
        return false;
    }
    for (const char *k = a + 2; *k; ++k) {
        if (!hexdig(*k)) {
            return false;
        }
    }
    *v = strtoull(a + 2, NULL, 16);
    return true;
}

/* --function NAME, NAME@K, NAME@0xADDR or 0xADDR: applies to listing and objdump input only (refused for the others,
 * where it would be ignored); an address only to objdump input (a listing's labels have none). */
static sfpu_status_t function_option(reader_t *r, const char *spec)
{
    r->c.line = 1;
    if (r->form != SFPU_INPUT_LISTING && r->form != SFPU_INPUT_OBJDUMP) {
        return asm_err(&r->c, NULL, "--function applies to listing and objdump input; this is %s input",
                       sfpu_input_form_name(r->form));
    }
    const char *at = strrchr(spec, '@');
    size_t n = at && at[1] ? (size_t)(at - spec) : strlen(spec);
    if (at && at[1] && func_addr(at + 1, &r->faddr)) {
        r->faddr_given = true;
    } else if (at && at[1]) {
        char *end = NULL;
        unsigned long k = strtoul(at + 1, &end, 10);
        if (*end || k == 0 || k > 1000000ul || at[1] < '0' || at[1] > '9') {
            return asm_err(&r->c, NULL, "--function '%s': expected NAME, NAME@K (K >= 1, the K-th definition), "
                                        "NAME@0xADDR or 0xADDR (objdump: the function at that address)", spec);
        }
        r->fwant = (unsigned)k;
    } else if (func_addr(spec, &r->faddr)) {
        r->faddr_given = true;
        n = 0;
    }
    if (r->faddr_given && r->form != SFPU_INPUT_OBJDUMP) {
        return asm_err(&r->c, NULL, "--function '%s': an address picks a function in objdump input only (a listing's "
                                    "labels have no address); pick the K-th definition with NAME@K", spec);
    }
    if ((n == 0 && !r->faddr_given) || n >= sizeof r->fname) {
        return asm_err(&r->c, NULL, "--function '%s': bad name", spec);
    }
    memcpy(r->fname, spec, n);
    r->fname[n] = '\0';
    r->c.line = 0;
    return SFPU_OK;
}

/* After the input: the function was defined (the K-th time with @K), and once only without @K (at that address with
 * an address). */
static sfpu_status_t function_found(reader_t *r)
{
    if (r->fwant == 0 && r->fhits > 1) {
        char lines[120] = "";
        size_t len = 0;
        for (unsigned i = 0; i < r->fhits && i < 8; ++i) {
            len += (size_t)snprintf(lines + len, sizeof lines - len, "%s%u", i ? ", " : "", r->fhit_line[i]);
        }
        r->c.line = r->fhit_line[1];
        if (r->faddr_given) {
            return asm_err(&r->c, NULL, "--function %s: %u functions%s%s start at address 0x%llx (lines %s%s; a "
                                        "relocatable object's sections all start at 0); pick one with NAME@K",
                           r->c.opt->function, r->fhits, r->fname[0] ? " named " : "", r->fname, r->faddr, lines,
                           r->fhits > 8 ? ", ..." : "");
        }
        return asm_err(&r->c, NULL, "function '%s' is defined %u times (lines %s%s); pick one with --function %s@K "
                                    "(the K-th) or, in objdump input, %s@0xADDR (the one at that address)",
                       r->fname, r->fhits, lines, r->fhits > 8 ? ", ..." : "", r->fname, r->fname);
    }
    if (r->fwant > r->fhits && r->fhits > 0) {
        return asm_err(&r->c, NULL, "--function %s@%u: '%s' is defined %u time%s", r->fname, r->fwant, r->fname,
                       r->fhits, r->fhits == 1 ? "" : "s");
    }
    return SFPU_OK;
}

sfpu_status_t sfpu_assemble_lines(const char *src, const char *filename, sfpu_arch_t arch, uint32_t *words,
                                  uint32_t *lines, size_t cap, size_t *nwords, char *err, size_t errlen)
{
    sfpu_asm_options_t o;
    memset(&o, 0, sizeof o);
    o.input = SFPU_INPUT_ASM;
    return sfpu_assemble_ex(src, filename, arch, &o, words, lines, cap, nwords, err, errlen);
}

sfpu_status_t sfpu_assemble(const char *src, const char *filename, sfpu_arch_t arch, uint32_t *words, size_t cap,
                            size_t *nwords, char *err, size_t errlen)
{
    return sfpu_assemble_lines(src, filename, arch, words, NULL, cap, nwords, err, errlen);
}
