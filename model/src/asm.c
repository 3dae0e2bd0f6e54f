/* asm.c - assembler and disassembler for SFPU instructions in SFPI (sfpi-binutils objdump) syntax.
 * The operand order of each instruction is the `syntax` column of sfpu_isa.def. */
#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sfpu/sfpu_isa.h"

/* One parsed token of a syntax string. */
typedef struct {
    int field;    /* sfpu_field_t, or -1 for the reserved "_" operand */
    bool optional;
    uint32_t dflt;
    char style;   /* 'r' register, 'x' hex, 's' signed, 'u' unsigned */
} syn_tok_t;

#define MAX_TOKS 8

static bool is_reg_field(int f)
{
    return f == SFPU_FIELD_va || f == SFPU_FIELD_vb || f == SFPU_FIELD_vc || f == SFPU_FIELD_vd ||
           f == SFPU_FIELD_lreg_ind;
}

static int field_by_name(const char *p, size_t n)
{
    for (unsigned f = 0; f < SFPU_FIELD_COUNT; ++f) {
        const char *name = sfpu_field_name(f);
        if (strlen(name) == n && strncmp(name, p, n) == 0) {
            return (int)f;
        }
    }
    return -2;
}

/* Parse a syntax string from sfpu_isa.def. Returns the token count (table test checks validity). */
static int parse_syntax(const char *syn, syn_tok_t *toks)
{
    int n = 0;
    const char *p = syn;
    while (*p && n < MAX_TOKS) {
        syn_tok_t t = {-1, false, 0, 'u'};
        if (*p == '[') {
            t.optional = true;
            ++p;
        }
        const char *b = p;
        while (*p && (isalnum((unsigned char)*p) || *p == '_')) {
            ++p;
        }
        size_t len = (size_t)(p - b);
        if (len == 1 && *b == '_') {
            t.field = -1;
        } else {
            t.field = field_by_name(b, len);
            if (t.field < 0) {
                return -1;
            }
        }
        if (t.field >= 0 && is_reg_field(t.field)) {
            t.style = 'r';
        }
        if (*p == ':') {
            t.style = p[1];
            p += 2;
        }
        if (*p == '=') {
            char *after = NULL;
            t.dflt = (uint32_t)strtoul(p + 1, &after, 0);
            p += after - p;
        }
        if (*p == ']') {
            ++p;
        }
        toks[n++] = t;
        if (*p == ',') {
            ++p;
        } else if (*p) {
            return -1;
        }
    }
    return n;
}

/* Width in bits of a field within an op's format on an arch (0 if absent). */
static unsigned field_bits(unsigned op, int field, sfpu_arch_t arch)
{
    size_t nf;
    const sfpu_field_info_t *fi = sfpu_isa_fields(&nf);
    unsigned fmt = sfpu_isa_info(op)->fmt;
    for (size_t i = 0; i < nf; ++i) {
        if (fi[i].fmt == fmt && fi[i].field == field && (fi[i].arch_mask & SFPU_ARCH_MASK(arch))) {
            return (unsigned)(fi[i].hi - fi[i].lo + 1);
        }
    }
    return 0;
}

int sfpu_asm_syntax_check(unsigned op); /* used by the table test */
int sfpu_asm_syntax_check(unsigned op)
{
    syn_tok_t toks[MAX_TOKS];
    const sfpu_isa_info_t *info = sfpu_isa_info(op);
    return info ? parse_syntax(info->syntax, toks) : -1;
}

/* ------------------------------------------------------------------ disassembler */

typedef struct {
    char *buf;
    size_t len, cap;
} sbuf_t;

static void sb_printf(sbuf_t *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = b->cap > b->len ? b->cap - b->len : 0;
    int n = vsnprintf(room ? b->buf + b->len : NULL, room, fmt, ap);
    va_end(ap);
    if (n > 0) {
        b->len += (size_t)n;
    }
}

size_t sfpu_disasm(uint32_t word, sfpu_arch_t arch, char *buf, size_t buflen)
{
    char tmp[1];
    sbuf_t b = {buflen ? buf : tmp, 0, buflen};
    sfpu_insn_t in;
    if (sfpu_decode(word, arch, &in, NULL, 0) != SFPU_OK) {
        sb_printf(&b, ".word 0x%08x", (unsigned)word);
    } else {
        const sfpu_isa_info_t *info = sfpu_isa_info(in.op);
        syn_tok_t toks[MAX_TOKS];
        int n = parse_syntax(info->syntax, toks);
        /* trailing optional operands equal to their default are omitted */
        int last = n - 1;
        while (last >= 0 && toks[last].optional &&
               (toks[last].field < 0 || in.f[toks[last].field] == toks[last].dflt)) {
            --last;
        }
        sb_printf(&b, "%s", info->mnem);
        for (int i = 0; i <= last; ++i) {
            const syn_tok_t *t = &toks[i];
            uint32_t v = t->field >= 0 ? in.f[t->field] : 0;
            unsigned bits = t->field >= 0 ? field_bits(in.op, t->field, arch) : 12;
            if (t->field == SFPU_FIELD_imm8 && (info->flags & SFPU_IF_IMM8_SEXT) && (word & SFPU_IMM8_SEXT_BITS)) {
                v |= 0xF00u; /* Imm8 with its sign extension in [23:20]: the 12-bit form reassembles to it (D2a) */
                bits = 12;
            }
            sb_printf(&b, i == 0 ? " " : ",");
            if (t->style == 'r') {
                sb_printf(&b, "L%u", (unsigned)v);
            } else if (t->style == 'x') {
                sb_printf(&b, "0x%0*X", (int)((bits + 3) / 4), (unsigned)v);
            } else if (t->style == 's' && bits && bits < 32 && (v >> (bits - 1)) & 1u) {
                sb_printf(&b, "%ld", (long)v - (1L << bits));
            } else {
                sb_printf(&b, "%u", (unsigned)v);
            }
        }
    }
    if (buflen) {
        buf[b.len < buflen ? b.len : buflen - 1] = '\0';
    }
    return b.len < buflen ? b.len : (buflen ? buflen - 1 : 0);
}

/* ------------------------------------------------------------------ assembler */

typedef struct {
    const char *file;
    unsigned line;
    const char *line_start;
    char *err;
    size_t errlen;
} asm_ctx_t;

static sfpu_status_t asm_err(asm_ctx_t *c, const char *at, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (c->err && c->errlen) {
        snprintf(c->err, c->errlen, "%s:%u:%u: %s", c->file, c->line, (unsigned)(at - c->line_start) + 1, msg);
    }
    return SFPU_ERR_SYNTAX;
}

/* Parse a C-style integer (decimal, 0x hex, 0b binary, optional sign). */
static bool parse_int(const char *p, const char *end, long long *out)
{
    bool neg = false;
    if (p < end && (*p == '-' || *p == '+')) {
        neg = *p == '-';
        ++p;
    }
    if (p >= end) {
        return false;
    }
    int base = 10;
    if (end - p > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        base = 16;
        p += 2;
    } else if (end - p > 2 && p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
        base = 2;
        p += 2;
    }
    unsigned long long v = 0;
    for (; p < end; ++p) {
        int d;
        if (isdigit((unsigned char)*p)) {
            d = *p - '0';
        } else if (isalpha((unsigned char)*p)) {
            d = tolower((unsigned char)*p) - 'a' + 10;
        } else {
            return false;
        }
        if (d >= base || v > 0xFFFFFFFFFFull) {
            return false;
        }
        v = v * (unsigned)base + (unsigned)d;
    }
    *out = neg ? -(long long)v : (long long)v;
    return true;
}

static const char *skip_ws(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\r')) {
        ++p;
    }
    return p;
}

static const char *trim_end(const char *b, const char *e)
{
    while (e > b && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) {
        --e;
    }
    return e;
}

static const char *arch_name(sfpu_arch_t a) { return a == SFPU_ARCH_WH ? "Wormhole B0" : "Blackhole A0"; }

static sfpu_status_t asm_line(asm_ctx_t *c, const char *p, const char *end, sfpu_arch_t arch, uint32_t *word,
                              bool *has_word)
{
    *has_word = false;
    p = skip_ws(p, end);
    end = trim_end(p, end);
    if (p >= end) {
        return SFPU_OK;
    }
    const char *m = p;
    while (p < end && (isalnum((unsigned char)*p) || *p == '_' || *p == '.')) {
        ++p;
    }
    size_t mlen = (size_t)(p - m);
    if (mlen == 0) {
        return asm_err(c, m, "expected a mnemonic or directive, found '%c'", *m);
    }
    if (p < end && *p == ':') {
        return asm_err(c, m, "labels are not supported (straight-line programs only)");
    }
    if (p < end && *p != ' ' && *p != '\t') {
        return asm_err(c, p, "unexpected character '%c' after mnemonic", *p);
    }
    /* split operands */
    const char *ops[MAX_TOKS + 1][2];
    int nops = 0;
    const char *q = skip_ws(p, end);
    if (q < end) {
        for (;;) {
            const char *b = skip_ws(q, end);
            const char *e = b;
            while (e < end && *e != ',') {
                ++e;
            }
            if (nops > MAX_TOKS) {
                return asm_err(c, b, "too many operands");
            }
            ops[nops][0] = b;
            ops[nops][1] = trim_end(b, e);
            if (ops[nops][1] == b) {
                return asm_err(c, b, "empty operand");
            }
            ++nops;
            if (e >= end) {
                break;
            }
            q = e + 1;
        }
    }
    if ((mlen == 5 && strncmp(m, ".word", 5) == 0) || (mlen == 7 && strncmp(m, ".ttinsn", 7) == 0)) {
        long long v;
        if (nops != 1) {
            return asm_err(c, m, "%.*s takes exactly one value", (int)mlen, m);
        }
        if (!parse_int(ops[0][0], ops[0][1], &v) || v < 0 || v > 0xFFFFFFFFll) {
            return asm_err(c, ops[0][0], "expected a 32-bit value, found '%.*s'", (int)(ops[0][1] - ops[0][0]),
                           ops[0][0]);
        }
        *word = m[1] == 't' ? sfpu_word_from_ttinsn((uint32_t)v) : (uint32_t)v;
        *has_word = true;
        return SFPU_OK;
    }
    unsigned op = sfpu_isa_lookup_mnem(m, mlen);
    if (op == SFPU_OP_INVALID) {
        return asm_err(c, m, "unknown instruction '%.*s'", (int)mlen, m);
    }
    const sfpu_isa_info_t *info = sfpu_isa_info(op);
    if (!(info->arch_mask & SFPU_ARCH_MASK(arch))) {
        return asm_err(c, m, "%s does not exist on %s", info->name, arch_name(arch));
    }
    syn_tok_t toks[MAX_TOKS];
    int ntok = parse_syntax(info->syntax, toks);
    int nreq = 0;
    while (nreq < ntok && !toks[nreq].optional) {
        ++nreq;
    }
    if (nops < nreq || nops > ntok) {
        return asm_err(c, nops ? ops[0][0] : m, "%s expects %d%s operand%s (%s), found %d", info->mnem, nreq,
                       ntok > nreq ? " or more" : "", nreq == 1 ? "" : "s", info->syntax, nops);
    }
    sfpu_insn_t in;
    bool sext = false; /* SFPU_IF_IMM8_SEXT: Imm8 written in its 12-bit sign-extended form */
    memset(&in, 0, sizeof in);
    in.op = (uint16_t)op;
    in.arch = (uint8_t)arch;
    for (int i = 0; i < ntok; ++i) {
        const syn_tok_t *t = &toks[i];
        if (t->field >= 0) {
            in.f[t->field] = t->dflt;
        }
    }
    for (int i = 0; i < nops; ++i) {
        const syn_tok_t *t = &toks[i];
        const char *b = ops[i][0], *e = ops[i][1];
        const char *fname = t->field >= 0 ? sfpu_field_name((unsigned)t->field) : "reserved";
        unsigned bits = t->field >= 0 ? field_bits(op, t->field, arch) : 0;
        long long v;
        if (t->style == 'r') {
            if (!((*b == 'L' || *b == 'l') && parse_int(b + 1, e, &v) && b[1] != '-' && b[1] != '+')) {
                return asm_err(c, b, "operand %d (%s) must be a register L0..L15, found '%.*s'", i + 1, fname,
                               (int)(e - b), b);
            }
        } else if (!parse_int(b, e, &v)) {
            return asm_err(c, b, "operand %d (%s) must be an integer, found '%.*s'", i + 1, fname, (int)(e - b), b);
        }
        if (t->field < 0) {
            if (v != 0) {
                return asm_err(c, b, "operand %d is a reserved field and must be 0", i + 1);
            }
            continue;
        }
        if (bits == 0) {
            if ((uint32_t)v != t->dflt) {
                return asm_err(c, b, "%s has no %s field on %s (only %u allowed)", info->name, fname,
                               arch_name(arch), (unsigned)t->dflt);
            }
            continue;
        }
        long long lo = t->style == 'r' ? 0 : -(1LL << (bits - 1));
        long long hi = (1LL << bits) - 1;
        if (t->field == SFPU_FIELD_imm8 && (info->flags & SFPU_IF_IMM8_SEXT) && v >= 0xF80 && v <= 0xFFF) {
            sext = true; /* the 12-bit form of a negative Imm8 (tt-llk's 0xFFF = -1): [23:20] all ones (D2a) */
            v &= 0xFF;
        }
        if (v < lo || v > hi) {
            return asm_err(c, b, "operand %d (%s) value %lld out of range [%lld, %lld]", i + 1, fname, v, lo, hi);
        }
        in.f[t->field] = (uint32_t)v & (uint32_t)hi;
    }
    *word = sfpu_encode(&in) | (sext ? SFPU_IMM8_SEXT_BITS : 0u);
    *has_word = true;
    return SFPU_OK;
}

sfpu_status_t sfpu_assemble(const char *src, const char *filename, sfpu_arch_t arch, uint32_t *words, size_t cap,
                            size_t *nwords, char *err, size_t errlen)
{
    return sfpu_assemble_lines(src, filename, arch, words, NULL, cap, nwords, err, errlen);
}

sfpu_status_t sfpu_assemble_lines(const char *src, const char *filename, sfpu_arch_t arch, uint32_t *words,
                                  uint32_t *lines, size_t cap, size_t *nwords, char *err, size_t errlen)
{
    size_t n = 0;
    if (nwords) {
        *nwords = 0;
    }
    if (err && errlen) {
        err[0] = '\0';
    }
    if (src == NULL || (arch != SFPU_ARCH_BH && arch != SFPU_ARCH_WH)) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    asm_ctx_t c = {filename ? filename : "<input>", 0, src, err, errlen};
    const char *p = src;
    while (*p) {
        const char *eol = strchr(p, '\n');
        if (eol == NULL) {
            eol = p + strlen(p);
        }
        c.line++;
        c.line_start = p;
        /* comments: '#', ';' and '//' run to end of line */
        const char *end = p;
        while (end < eol && *end != '#' && *end != ';' && !(end[0] == '/' && end + 1 < eol && end[1] == '/')) {
            ++end;
        }
        for (const char *k = p; k < end; ++k) {
            if ((unsigned char)*k >= 0x80 || (*k != '\t' && *k != '\r' && iscntrl((unsigned char)*k))) {
                return asm_err(&c, k, "invalid character 0x%02x", (unsigned char)*k);
            }
        }
        uint32_t w;
        bool has;
        sfpu_status_t st = asm_line(&c, p, end, arch, &w, &has);
        if (st != SFPU_OK) {
            if (nwords) {
                *nwords = n;
            }
            return st;
        }
        if (has) {
            if (words && n >= cap) {
                asm_err(&c, p, "program longer than the output buffer (%zu words)", cap);
                if (nwords) {
                    *nwords = n;
                }
                return SFPU_ERR_INVALID_ARGUMENT;
            }
            if (words) {
                words[n] = w;
            }
            if (words && lines) {
                lines[n] = c.line;
            }
            ++n;
        }
        p = *eol ? eol + 1 : eol;
    }
    if (nwords) {
        *nwords = n;
    }
    return SFPU_OK;
}
