/* asm.c - assembler and disassembler for SFPU / Tensix instructions in sfpi-binutils syntax (current, and
 * the 2025 SFPI syntax). The operand forms of each instruction are the `syntax` column of sfpu_isa.def. */
#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm_internal.h"

/* ------------------------------------------------------------------ syntax forms
 * syntax := form ('|' form)*;  form := [tag ':'] tok (',' tok)*;  tag := '2025'? ('bh' | 'wh')?
 * tok := field[:style]  |  '[' field[:style] '=' value ['!'] ']'  (optional trailing; '!' = always printed)
 *      | '{' field '=' value '}'  (implied: not an operand, the field must hold value)
 *      | '_'[:style]  (an operand that must be 0)  |  lm_seq | lm_vd  (SFPLOADMACRO's macro index / VD)
 * style: r register Ln (default of va vb vc vd lreg_ind), u unsigned, s signed (printed signed), a either
 * (printed unsigned; the default), x either (printed hex), xN hex with N digits. */

enum { TK_FIELD, TK_RESERVED, TK_IMPLIED, TK_LMSEQ, TK_LMVD };

typedef struct {
    uint8_t kind;
    int8_t field; /* sfpu_field_t for TK_FIELD / TK_IMPLIED */
    bool optional, always;
    char style;
    uint8_t xdigits;
    uint32_t dflt;
} syn_tok_t;

#define MAX_TOKS 8
#define MAX_FORMS 6

typedef struct {
    uint8_t arch_mask; /* SFPU_ARCH_MASK_* the form applies to */
    bool is2025;
    int ntok;          /* operand tokens (implied ones are kept apart) */
    int nreq;
    syn_tok_t tok[MAX_TOKS];
    int nimp;
    syn_tok_t imp[MAX_TOKS];
} syn_form_t;

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

static const char *sws(const char *p)
{
    while (*p == ' ') {
        ++p;
    }
    return p;
}

/* Parses one syntax string into forms. Returns the number of forms, or -1 if malformed. */
static int parse_forms(const char *syn, syn_form_t *forms)
{
    int nf = 0;
    const char *p = sws(syn);
    for (;;) {
        if (nf >= MAX_FORMS) {
            return -1;
        }
        syn_form_t *f = &forms[nf];
        memset(f, 0, sizeof *f);
        f->arch_mask = SFPU_ARCH_MASK_BOTH;
        /* tag */
        const char *q = p;
        bool is2025 = false;
        uint8_t am = SFPU_ARCH_MASK_BOTH;
        if (strncmp(q, "2025", 4) == 0) {
            is2025 = true;
            q += 4;
        }
        if (strncmp(q, "bh", 2) == 0 && q[2] == ':') {
            am = SFPU_ARCH_MASK_BH;
            q += 2;
        } else if (strncmp(q, "wh", 2) == 0 && q[2] == ':') {
            am = SFPU_ARCH_MASK_WH;
            q += 2;
        }
        if (*q == ':' && (is2025 || am != SFPU_ARCH_MASK_BOTH)) {
            p = q + 1;
            f->is2025 = is2025;
            f->arch_mask = am;
        }
        bool seen_optional = false;
        while (*p && *p != '|') {
            syn_tok_t t;
            memset(&t, 0, sizeof t);
            t.kind = TK_FIELD;
            t.field = -1;
            t.style = 'a';
            char close = 0;
            if (*p == '[') {
                t.optional = true;
                close = ']';
                ++p;
            } else if (*p == '{') {
                t.kind = TK_IMPLIED;
                close = '}';
                ++p;
            }
            const char *b = p;
            while (isalnum((unsigned char)*p) || *p == '_') {
                ++p;
            }
            size_t len = (size_t)(p - b);
            if (len == 1 && *b == '_') {
                t.kind = TK_RESERVED;
            } else if (len == 6 && strncmp(b, "lm_seq", 6) == 0) {
                t.kind = TK_LMSEQ;
                t.style = 'u';
            } else if (len == 5 && strncmp(b, "lm_vd", 5) == 0) {
                t.kind = TK_LMVD;
                t.style = 'r';
            } else {
                int fld = field_by_name(b, len);
                if (fld < 0) {
                    return -1;
                }
                t.field = (int8_t)fld;
                if (is_reg_field(fld)) {
                    t.style = 'r';
                }
            }
            if (*p == ':') {
                t.style = p[1];
                if (!strchr("ruasx", t.style)) {
                    return -1;
                }
                p += 2;
                if (isdigit((unsigned char)*p)) {
                    t.xdigits = (uint8_t)(*p - '0');
                    ++p;
                }
            }
            if (*p == '=') {
                char *after = NULL;
                t.dflt = (uint32_t)strtoul(p + 1, &after, 0);
                p = after;
            } else if (close) {
                return -1; /* optional and implied tokens need a value */
            }
            if (*p == '!') {
                t.always = true;
                ++p;
            }
            if (close) {
                if (*p != close) {
                    return -1;
                }
                ++p;
            }
            if (t.kind == TK_IMPLIED) {
                f->imp[f->nimp++] = t;
            } else {
                if (f->ntok >= MAX_TOKS || (seen_optional && !t.optional)) {
                    return -1;
                }
                seen_optional |= t.optional;
                f->tok[f->ntok++] = t;
                if (!t.optional) {
                    f->nreq = f->ntok;
                }
            }
            p = sws(p);
            if (*p == ',') {
                p = sws(p + 1);
            } else if (*p && *p != '|') {
                return -1;
            }
        }
        ++nf;
        if (*p == '|') {
            p = sws(p + 1);
            continue;
        }
        return nf;
    }
}

/* The forms of op usable for (arch, syntax), in table order. The 2025 syntax uses an instruction's 2025
 * forms when it has some for the arch, else its current forms. */
static int usable_forms(unsigned op, sfpu_arch_t arch, sfpu_syntax_t syntax, syn_form_t *out)
{
    syn_form_t all[MAX_FORMS];
    const sfpu_isa_info_t *info = sfpu_isa_info(op);
    int n = info ? parse_forms(info->syntax, all) : -1;
    if (n < 0) {
        return 0;
    }
    bool want2025 = false;
    if (syntax == SFPU_SYNTAX_2025) {
        for (int i = 0; i < n; ++i) {
            if (all[i].is2025 && (all[i].arch_mask & SFPU_ARCH_MASK(arch))) {
                want2025 = true;
            }
        }
    }
    int k = 0;
    for (int i = 0; i < n; ++i) {
        if (all[i].is2025 == want2025 && (all[i].arch_mask & SFPU_ARCH_MASK(arch))) {
            out[k++] = all[i];
        }
    }
    return k;
}

/* Bit range of a field within an op's format on an arch; false if absent. */
static bool field_range(unsigned op, int field, sfpu_arch_t arch, unsigned *hi, unsigned *lo)
{
    size_t nf;
    const sfpu_field_info_t *fi = sfpu_isa_fields(&nf);
    unsigned fmt = sfpu_isa_info(op)->fmt;
    for (size_t i = 0; i < nf; ++i) {
        if (fi[i].fmt == fmt && fi[i].field == field && (fi[i].arch_mask & SFPU_ARCH_MASK(arch))) {
            *hi = fi[i].hi;
            *lo = fi[i].lo;
            return true;
        }
    }
    return false;
}

static unsigned field_bits(unsigned op, int field, sfpu_arch_t arch)
{
    unsigned hi, lo;
    return field_range(op, field, arch, &hi, &lo) ? hi - lo + 1 : 0;
}

/* SFPDIVP2's Imm8 is written as binutils' 12-bit immediate: [23:20] carry its upper bits (decisions D2a). */
static bool is_sext_imm8(unsigned op, int field)
{
    return field == SFPU_FIELD_imm8 && (sfpu_isa_info(op)->flags & SFPU_IF_IMM8_SEXT);
}

int sfpu_asm_syntax_check(unsigned op); /* used by the table test: forms per (arch, syntax), or -1 */
int sfpu_asm_syntax_check(unsigned op)
{
    syn_form_t all[MAX_FORMS];
    const sfpu_isa_info_t *info = sfpu_isa_info(op);
    if (info == NULL) {
        return -1;
    }
    int n = parse_forms(info->syntax, all);
    if (n <= 0) {
        return -1;
    }
    /* every field a form names must exist on the arches the form is for */
    for (int i = 0; i < n; ++i) {
        for (unsigned a = 0; a < 2; ++a) {
            if (!(all[i].arch_mask & info->arch_mask & SFPU_ARCH_MASK(a))) {
                continue;
            }
            for (int t = 0; t < all[i].ntok + all[i].nimp; ++t) {
                const syn_tok_t *tk = t < all[i].ntok ? &all[i].tok[t] : &all[i].imp[t - all[i].ntok];
                if ((tk->kind == TK_FIELD || tk->kind == TK_IMPLIED) && !tk->optional &&
                    field_bits(op, tk->field, (sfpu_arch_t)a) == 0) {
                    return -1;
                }
            }
        }
    }
    return n;
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

/* Whether a form can express the decoded instruction: implied values match, and every field of the format
 * is an operand of the form or zero. */
static bool form_expresses(const syn_form_t *f, const sfpu_insn_t *in, sfpu_arch_t arch)
{
    uint32_t covered = 0;
    for (int i = 0; i < f->nimp; ++i) {
        if (in->f[f->imp[i].field] != f->imp[i].dflt) {
            return false;
        }
        covered |= 1u << f->imp[i].field;
    }
    for (int i = 0; i < f->ntok; ++i) {
        const syn_tok_t *t = &f->tok[i];
        if (t->kind == TK_FIELD) {
            covered |= 1u << t->field;
        } else if (t->kind == TK_LMSEQ || t->kind == TK_LMVD) {
            covered |= 1u << SFPU_FIELD_lreg_ind;
        }
    }
    uint32_t fields = sfpu_isa_fmt_fields(sfpu_isa_info(in->op)->fmt, arch);
    for (unsigned fld = 0; fld < SFPU_FIELD_COUNT; ++fld) {
        if ((fields & (1u << fld)) && !(covered & (1u << fld)) && in->f[fld] != 0) {
            return false;
        }
    }
    return true;
}

static void print_value(sbuf_t *b, const syn_tok_t *t, uint32_t v, unsigned bits)
{
    switch (t->style) {
    case 'r':
        sb_printf(b, "L%u", (unsigned)v);
        break;
    case 'x':
        sb_printf(b, "0x%0*X", (int)(t->xdigits ? t->xdigits : (bits + 3) / 4), (unsigned)v);
        break;
    case 's':
        if (bits && bits < 32 && ((v >> (bits - 1)) & 1u)) {
            sb_printf(b, "%ld", (long)v - (1L << bits));
        } else {
            sb_printf(b, "%u", (unsigned)v);
        }
        break;
    default:
        sb_printf(b, "%u", (unsigned)v);
        break;
    }
}

static const char *print_mnem(unsigned op, sfpu_syntax_t syntax)
{
    if (op == SFPU_OP_TTMOP_CFG && syntax == SFPU_SYNTAX_CURRENT) {
        return "ttmopcfg"; /* sfpi-binutils' spelling */
    }
    return sfpu_isa_info(op)->mnem;
}

size_t sfpu_disasm_ex(uint32_t word, sfpu_arch_t arch, sfpu_syntax_t syntax, char *buf, size_t buflen)
{
    char tmp[1];
    sbuf_t b = {buflen ? buf : tmp, 0, buflen};
    sfpu_insn_t in;
    syn_form_t forms[MAX_FORMS];
    int nf = 0;
    const syn_form_t *f = NULL;
    if (sfpu_decode(word, arch, &in, NULL, 0) != SFPU_OK) {
        sb_printf(&b, ".word 0x%08x", (unsigned)word);
        goto out;
    }
    nf = usable_forms(in.op, arch, syntax, forms);
    for (int i = 0; i < nf && f == NULL; ++i) {
        if (form_expresses(&forms[i], &in, arch)) {
            f = &forms[i];
        }
    }
    if (f == NULL) {
        sb_printf(&b, ".ttinsn 0x%08x", (unsigned)word);
        goto out;
    }
    sb_printf(&b, "%s", print_mnem(in.op, syntax));
    /* trailing optional operands equal to their default are omitted (unless marked '!') */
    int last = f->ntok - 1;
    while (last >= 0 && f->tok[last].optional && !f->tok[last].always &&
           (f->tok[last].kind != TK_FIELD || in.f[f->tok[last].field] == f->tok[last].dflt)) {
        --last;
    }
    for (int i = 0; i <= last; ++i) {
        const syn_tok_t *t = &f->tok[i];
        uint32_t v = 0;
        unsigned bits = 4;
        if (t->kind == TK_FIELD) {
            v = in.f[t->field];
            bits = field_bits(in.op, t->field, arch);
            if (is_sext_imm8(in.op, t->field) && (syntax == SFPU_SYNTAX_CURRENT || (word & SFPU_IMM8_SEXT_BITS))) {
                v = (word >> 12) & 0xFFFu; /* the 12-bit immediate binutils prints (D2a) */
                bits = 12;
            }
        } else if (t->kind == TK_LMSEQ) {
            v = SFPU_F(&in, lreg_ind) >> 2;
            bits = 2;
        } else if (t->kind == TK_LMVD) {
            v = (SFPU_F(&in, lreg_ind) & 3u) | ((SFPU_F(&in, imm10) & 1u) << 2);
        }
        sb_printf(&b, i == 0 ? " " : ",");
        print_value(&b, t, v, bits);
    }
out:
    if (buflen) {
        buf[b.len < buflen ? b.len : buflen - 1] = '\0';
    }
    return b.len < buflen ? b.len : (buflen ? buflen - 1 : 0);
}

size_t sfpu_disasm(uint32_t word, sfpu_arch_t arch, char *buf, size_t buflen)
{
    return sfpu_disasm_ex(word, arch, SFPU_SYNTAX_CURRENT, buf, buflen);
}

/* ------------------------------------------------------------------ assembler */

static const char *arch_name(sfpu_arch_t a) { return a == SFPU_ARCH_WH ? "Wormhole B0" : "Blackhole A0"; }

/* Writes "op1,op2,..." of a form into buf, for messages. */
static void form_text(const syn_form_t *f, char *buf, size_t len)
{
    sbuf_t b = {buf, 0, len};
    buf[0] = '\0';
    for (int i = 0; i < f->ntok; ++i) {
        const syn_tok_t *t = &f->tok[i];
        const char *name = t->kind == TK_RESERVED ? "0"
                           : t->kind == TK_LMSEQ  ? "macro"
                           : t->kind == TK_LMVD   ? "vd"
                                                  : sfpu_field_name((unsigned)t->field);
        sb_printf(&b, "%s%s%s%s", i ? "," : "", t->optional ? "[" : "", name, t->optional ? "]" : "");
    }
    if (b.len == 0) {
        sb_printf(&b, "no operands");
    }
}

/* Splits "a, b, c" at top-level commas. Returns the count or -1 (too many / empty operand, error set). */
static int split_operands(asm_ctx_t *c, const char *p, const char *end, const char *ops[][2], int max)
{
    int n = 0;
    p = asm_skip_ws(p, end);
    if (p >= end) {
        return 0;
    }
    for (;;) {
        const char *b = asm_skip_ws(p, end);
        const char *e = b;
        int depth = 0;
        while (e < end && (depth > 0 || *e != ',')) {
            depth += *e == '(' ? 1 : *e == ')' ? -1 : 0;
            ++e;
        }
        if (n >= max) {
            asm_err(c, b, "too many operands");
            return -1;
        }
        ops[n][0] = b;
        ops[n][1] = asm_trim_end(b, e);
        if (ops[n][1] == b) {
            asm_err(c, b, "empty operand");
            return -1;
        }
        ++n;
        if (e >= end) {
            return n;
        }
        p = e + 1;
    }
}

static bool parse_reg(const char *b, const char *e, long long *v)
{
    if (e - b < 2 || (*b != 'L' && *b != 'l')) {
        return false;
    }
    long long r = 0;
    for (const char *p = b + 1; p < e; ++p) {
        if (!isdigit((unsigned char)*p) || r > 100) {
            return false;
        }
        r = r * 10 + (*p - '0');
    }
    *v = r;
    return true;
}

/* Assembles operands with one form. */
static sfpu_status_t asm_form(asm_ctx_t *c, unsigned op, const syn_form_t *f, const char *ops[][2], int nops,
                              uint32_t *word)
{
    const sfpu_isa_info_t *info = sfpu_isa_info(op);
    sfpu_arch_t arch = c->arch;
    sfpu_insn_t in;
    memset(&in, 0, sizeof in);
    in.op = (uint16_t)op;
    in.arch = (uint8_t)arch;
    uint32_t sext = 0; /* SFPDIVP2: [23:20] of the 12-bit immediate (D2a) */
    long long lm_seq = -1, lm_vd = -1;
    const char *lm_vd_at = NULL;
    for (int i = 0; i < f->nimp; ++i) {
        in.f[f->imp[i].field] = f->imp[i].dflt;
    }
    for (int i = 0; i < f->ntok; ++i) {
        if (f->tok[i].kind == TK_FIELD) {
            in.f[f->tok[i].field] = f->tok[i].dflt;
        }
    }
    for (int i = 0; i < nops; ++i) {
        const syn_tok_t *t = &f->tok[i];
        const char *b = ops[i][0], *e = ops[i][1];
        const char *fname = t->kind == TK_FIELD      ? sfpu_field_name((unsigned)t->field)
                            : t->kind == TK_LMSEQ    ? "macro index"
                            : t->kind == TK_LMVD     ? "vd"
                                                     : "reserved";
        unsigned bits = t->kind == TK_FIELD ? field_bits(op, t->field, arch) : t->kind == TK_LMSEQ ? 2 : 4;
        long long v;
        if (t->style == 'r') {
            if (!parse_reg(b, e, &v)) {
                return asm_err(c, b, "operand %d (%s) must be a register L0..L%d, found '%.*s'", i + 1, fname,
                               t->kind == TK_LMVD ? 7 : 15, (int)(e - b), b);
            }
            long long max = t->kind == TK_LMVD ? 7 : 15;
            if (v > max) {
                return asm_err(c, b, "operand %d (%s): register L%lld does not exist (L0..L%lld)", i + 1, fname, v,
                               max);
            }
        } else if (!asm_eval(c, b, e, &v)) {
            return SFPU_ERR_SYNTAX;
        }
        if (t->kind == TK_RESERVED) {
            if (v != 0) {
                return asm_err(c, b, "operand %d is a reserved field and must be 0", i + 1);
            }
            continue;
        }
        if (t->kind == TK_LMVD) {
            lm_vd = v;
            lm_vd_at = b;
            continue;
        }
        if (t->kind == TK_FIELD && bits == 0) {
            if ((uint32_t)v != t->dflt) {
                return asm_err(c, b, "%s has no %s field on %s (only %u allowed)", info->name, fname, arch_name(arch),
                               (unsigned)t->dflt);
            }
            continue;
        }
        bool sx = t->kind == TK_FIELD && is_sext_imm8(op, t->field);
        unsigned wbits = sx ? 12 : bits;
        /* only immediates and RWC increments take negative values (two's complement in the field); modes,
         * addressing modes, counts and indices are unsigned in both syntaxes (binutils rejects a negative mod0 or
         * addr_mode) */
        bool is_signed = t->kind == TK_FIELD && (strncmp(fname, "imm", 3) == 0 || strcmp(fname, "rwc_a") == 0 ||
                                                 strcmp(fname, "rwc_b") == 0 || strcmp(fname, "rwc_d") == 0 ||
                                                 strcmp(fname, "rwc_cr") == 0);
        long long lo = (t->style == 'r' || t->style == 'u' || !is_signed) ? 0 : -(1LL << (wbits - 1));
        long long hi = (1LL << wbits) - 1;
        if (v < lo || v > hi) {
            return asm_err(c, b, "operand %d (%s) value %lld out of range [%lld, %lld]", i + 1, fname, v, lo, hi);
        }
        if (t->kind == TK_LMSEQ) {
            lm_seq = v;
            continue;
        }
        if (sx) {
            sext = (uint32_t)((v >> 8) & 0xF) << 20;
            v &= 0xFF;
        }
        in.f[t->field] = (uint32_t)v & (uint32_t)((1ULL << bits) - 1);
    }
    if (lm_seq >= 0 || lm_vd >= 0) {
        /* SFPLOADMACRO: lreg_ind = MacroIndex[3:2] | VD[1:0]; VD[2] is the address's bit 0 (binutils 'S8'/'o10') */
        if (lm_vd >= 0 && ((long long)(in.f[SFPU_FIELD_imm10] & 1u)) != (lm_vd >> 2)) {
            return asm_err(c, lm_vd_at,
                           "sfploadmacro: the address's bit 0 is VD's bit 2, so L%lld needs an %s address (found %u)",
                           lm_vd, (lm_vd >> 2) ? "odd" : "even", (unsigned)in.f[SFPU_FIELD_imm10]);
        }
        in.f[SFPU_FIELD_lreg_ind] = (uint32_t)(((lm_seq < 0 ? 0 : lm_seq) << 2) | ((lm_vd < 0 ? 0 : lm_vd) & 3));
    }
    *word = sfpu_encode(&in) | sext;
    return SFPU_OK;
}

static sfpu_status_t asm_insn_syntax(asm_ctx_t *c, unsigned op, const char *mnem, const char *p, const char *end,
                                     uint32_t *word, bool *count_mismatch)
{
    const sfpu_isa_info_t *info = sfpu_isa_info(op);
    *count_mismatch = false;
    if (!(info->arch_mask & SFPU_ARCH_MASK(c->arch))) {
        return asm_err(c, mnem, "%s does not exist on %s", info->name, arch_name(c->arch));
    }
    const char *ops[MAX_TOKS + 1][2];
    int nops = split_operands(c, p, end, ops, MAX_TOKS + 1);
    if (nops < 0) {
        return SFPU_ERR_SYNTAX;
    }
    syn_form_t forms[MAX_FORMS];
    int nf = usable_forms(op, c->arch, c->syntax, forms);
    for (int i = 0; i < nf; ++i) {
        if (nops >= forms[i].nreq && nops <= forms[i].ntok) {
            return asm_form(c, op, &forms[i], ops, nops, word);
        }
    }
    *count_mismatch = true;
    char want[200] = "";
    sbuf_t wb = {want, 0, sizeof want};
    for (int i = 0; i < nf; ++i) {
        char ft[120];
        form_text(&forms[i], ft, sizeof ft);
        if (forms[i].ntok == 0) {
            sb_printf(&wb, "%sno operands", i ? " or " : "");
        } else {
            sb_printf(&wb, "%s'%s %s'", i ? " or " : "", print_mnem(op, c->syntax), ft);
        }
    }
    return asm_err(c, nops ? ops[0][0] : mnem, "%s takes %s (%s syntax), found %d operand%s", info->mnem, want,
                   c->syntax == SFPU_SYNTAX_2025 ? "2025" : "current", nops, nops == 1 ? "" : "s");
}

sfpu_status_t asm_insn(asm_ctx_t *c, unsigned op, const char *mnem, const char *p, const char *end, uint32_t *word)
{
    bool mismatch;
    sfpu_status_t st = asm_insn_syntax(c, op, mnem, p, end, word, &mismatch);
    if (st == SFPU_OK || !c->err || !c->errlen) {
        return st;
    }
    /* Point at the other syntax when the line is valid there (an operand count or order from it). */
    char saved[400];
    snprintf(saved, sizeof saved, "%s", c->err);
    asm_ctx_t o = *c;
    char oerr[8];
    o.err = oerr;
    o.errlen = sizeof oerr;
    o.syntax = c->syntax == SFPU_SYNTAX_2025 ? SFPU_SYNTAX_CURRENT : SFPU_SYNTAX_2025;
    uint32_t w2;
    bool m2;
    if (asm_insn_syntax(&o, op, mnem, p, end, &w2, &m2) == SFPU_OK) {
        snprintf(c->err, c->errlen, "%s (the line is valid in the %s syntax: %s)", saved,
                 o.syntax == SFPU_SYNTAX_2025 ? "2025" : "current",
                 o.syntax == SFPU_SYNTAX_2025 ? "use --syntax 2025" : "drop --syntax 2025");
    }
    return st;
}
