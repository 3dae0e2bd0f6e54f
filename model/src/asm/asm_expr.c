/* asm_expr.c - the operand text under the assembler (asm.c) and the input-form readers (asm_input.c): error
 * messages, notes, whitespace, the expression evaluator and the built-in tt-llk / sfpi constant names.
 * Operand syntax: the `syntax` column of sfpu_isa.def; input forms: model/cli/README.md "Input forms". */
#include <ctype.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm_expr.h"

/* ------------------------------------------------------------------ messages and whitespace */

sfpu_status_t asm_err(asm_ctx_t *c, const char *at, const char *fmt, ...)
{
    char msg[320];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (c->err && c->errlen) {
        unsigned col = at && at >= c->line_start ? (unsigned)(at - c->line_start) + 1 : 1;
        snprintf(c->err, c->errlen, "%s:%u:%u: %s", c->file, c->line, col, msg);
    }
    return SFPU_ERR_SYNTAX;
}

const char *asm_skip_ws(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\r')) {
        ++p;
    }
    return p;
}

const char *asm_trim_end(const char *b, const char *e)
{
    while (e > b && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) {
        --e;
    }
    return e;
}

/* ------------------------------------------------------------------ built-in constant names
 * Values of the names real kernels pass to TTI_ macros: tt-llk's ckernel_instr_params.h (p_sfpu, p_sfpswap,
 * p_setrwc), llk_defs.h (InstrModLoadStore), ckernel_addrmod.h (ADDR_MOD_n), and sfpi's sfpi_constants.h
 * (SFP*_MOD*). The same on both archs except SFPLOAD/SFPSTORE_ADDR_MODE_NOINC (resolved in asm_eval). */
typedef struct {
    const char *name;
    long long value;
} named_const_t;

static const named_const_t k_consts[] = {
    {"p_sfpu::LREG0", 0}, {"p_sfpu::LREG1", 1}, {"p_sfpu::LREG2", 2}, {"p_sfpu::LREG3", 3},
    {"p_sfpu::LREG4", 4}, {"p_sfpu::LREG5", 5}, {"p_sfpu::LREG6", 6}, {"p_sfpu::LREG7", 7},
    {"p_sfpu::LCONST_0_8373", 8}, {"p_sfpu::LCONST_0", 9}, {"p_sfpu::LCONST_1", 10},
    {"p_sfpu::LREG11", 11}, {"p_sfpu::LREG12", 12}, {"p_sfpu::LREG13", 13}, {"p_sfpu::LREG14", 14},
    {"p_sfpu::LCONST_neg1", 11}, {"p_sfpu::LTILEID", 15},
    {"p_sfpu::kCONST_1_FP16B", 0x3F80}, {"p_sfpu::kCONST_1_FP16A", 0x3C00}, {"p_sfpu::kCONST_0", 0},
    {"p_sfpu::kCONST_Exp_8Bit", 0}, {"p_sfpu::kCONST_Exp_5Bit", 1},
    {"p_sfpswap::UNCONDITIONALLY", 0}, {"p_sfpswap::ALL_ROWS_MAX", 1}, {"p_sfpswap::ROWS_01_MAX", 2},
    {"p_sfpswap::ROWS_02_MAX", 3}, {"p_sfpswap::ROWS_03_MAX", 4}, {"p_sfpswap::ROW_0_MAX", 5},
    {"p_sfpswap::ROW_1_MAX", 6}, {"p_sfpswap::ROW_2_MAX", 5}, {"p_sfpswap::ROW_3_MAX", 6},
    {"p_setrwc::CLR_A", 1}, {"p_setrwc::CLR_B", 2}, {"p_setrwc::CLR_AB", 3}, {"p_setrwc::CLR_NONE", 0},
    {"p_setrwc::SET_A", 1}, {"p_setrwc::SET_B", 2}, {"p_setrwc::SET_AB", 3}, {"p_setrwc::SET_D", 4},
    {"p_setrwc::SET_AD", 5}, {"p_setrwc::SET_BD", 6}, {"p_setrwc::SET_ABD", 7}, {"p_setrwc::SET_F", 8},
    {"p_setrwc::SET_A_F", 9}, {"p_setrwc::SET_B_F", 10}, {"p_setrwc::SET_AB_F", 11}, {"p_setrwc::SET_D_F", 12},
    {"p_setrwc::SET_AD_F", 13}, {"p_setrwc::SET_BD_F", 14}, {"p_setrwc::SET_ABD_F", 15},
    {"p_setrwc::CR_A", 1}, {"p_setrwc::CR_B", 2}, {"p_setrwc::CR_AB", 3}, {"p_setrwc::CR_D", 4},
    {"p_setrwc::CR_AD", 5}, {"p_setrwc::CR_BD", 6}, {"p_setrwc::CR_ABD", 7}, {"p_setrwc::C_TO_CR_MODE", 8},
    {"ADDR_MOD_0", 0}, {"ADDR_MOD_1", 1}, {"ADDR_MOD_2", 2}, {"ADDR_MOD_3", 3},
    {"ADDR_MOD_4", 4}, {"ADDR_MOD_5", 5}, {"ADDR_MOD_6", 6}, {"ADDR_MOD_7", 7},
    {"InstrModLoadStore::DEFAULT", 0}, {"InstrModLoadStore::FP16A", 1}, {"InstrModLoadStore::FP16B", 2},
    {"InstrModLoadStore::FP32", 3}, {"InstrModLoadStore::INT32", 4}, {"InstrModLoadStore::INT8", 5},
    {"InstrModLoadStore::LO16", 6}, {"InstrModLoadStore::HI16", 7}, {"InstrModLoadStore::INT32_2S_COMP", 12},
    {"InstrModLoadStore::INT8_2S_COMP", 13}, {"InstrModLoadStore::LO16_ONLY", 14},
    {"InstrModLoadStore::HI16_ONLY", 15},
    {"SFPABS_MOD1_FLOAT", 1},
    {"SFPABS_MOD1_INT", 0},
    {"SFPADD_MOD1_DST_LREG7", 8},
    {"SFPADD_MOD1_SRCA_LREG7", 4},
    {"SFPARECIP_MOD1_COND_RECIP", 1},
    {"SFPARECIP_MOD1_EXP", 2},
    {"SFPARECIP_MOD1_RECIP", 0},
    {"SFPCAST_MOD1_FP32_TO_SM32_RNE", 4},
    {"SFPCAST_MOD1_FP32_TO_SM32_RNS", 5},
    {"SFPCAST_MOD1_INT32_ABS", 2},
    {"SFPCAST_MOD1_INT32_TO_SM32", 3},
    {"SFPCAST_MOD1_SM32_TO_FP32_RNE", 0},
    {"SFPCAST_MOD1_SM32_TO_FP32_RNS", 1},
    {"SFPCAST_MOD1_SM32_TO_INT32", 2},
    {"SFPCONFIG_MOD1_AND", 2},
    {"SFPCONFIG_MOD1_ARG_IMM", 1},
    {"SFPCONFIG_MOD1_OR", 4},
    {"SFPCONFIG_MOD1_SRC_R0_LREG0", 0},
    {"SFPCONFIG_MOD1_XOR", 6},
    {"SFPENCC_MOD1_EC_R1", 1},
    {"SFPENCC_MOD1_EC_RI", 9},
    {"SFPENCC_MOD1_EI_R1", 2},
    {"SFPENCC_MOD1_EI_RI", 10},
    {"SFPENCC_MOD1_EU_R1", 0},
    {"SFPENCC_MOD1_EU_RI", 8},
    {"SFPEXEXP_MOD1_DEBIAS", 0},
    {"SFPEXEXP_MOD1_NODEBIAS", 1},
    {"SFPEXEXP_MOD1_SET_CC_COMP_EXP", 8},
    {"SFPEXEXP_MOD1_SET_CC_SGN_COMP_EXP", 10},
    {"SFPEXEXP_MOD1_SET_CC_SGN_EXP", 2},
    {"SFPEXMAN_MOD1_PAD8", 0},
    {"SFPEXMAN_MOD1_PAD9", 1},
    {"SFPIADD_MOD1_ARG_2SCOMP_LREG_DST", 2},
    {"SFPIADD_MOD1_ARG_IMM", 1},
    {"SFPIADD_MOD1_ARG_LREG_DST", 0},
    {"SFPIADD_MOD1_CC_GTE0", 8},
    {"SFPIADD_MOD1_CC_LT0", 0},
    {"SFPIADD_MOD1_CC_NONE", 4},
    {"SFPLOADI_MOD0_FLOATA", 1},
    {"SFPLOADI_MOD0_FLOATB", 0},
    {"SFPLOADI_MOD0_LOWER", 10},
    {"SFPLOADI_MOD0_SHORT", 4},
    {"SFPLOADI_MOD0_UPPER", 8},
    {"SFPLOADI_MOD0_USHORT", 2},
    {"SFPLOAD_MOD0_FMT_FP16A", 1},
    {"SFPLOAD_MOD0_FMT_FP16B", 2},
    {"SFPLOAD_MOD0_FMT_FP32", 3},
    {"SFPLOAD_MOD0_FMT_HI16", 7},
    {"SFPLOAD_MOD0_FMT_INT16", 8},
    {"SFPLOAD_MOD0_FMT_INT32", 4},
    {"SFPLOAD_MOD0_FMT_INT8", 5},
    {"SFPLOAD_MOD0_FMT_LO16", 9},
    {"SFPLOAD_MOD0_FMT_SM32", 12},
    {"SFPLOAD_MOD0_FMT_SRCB", 0},
    {"SFPLOAD_MOD0_FMT_UINT16", 6},
    {"SFPLUTFP32_MOD0_FP16_3ENTRY_TABLE", 10},
    {"SFPLUTFP32_MOD0_FP16_6ENTRY_TABLE1", 2},
    {"SFPLUTFP32_MOD0_FP16_6ENTRY_TABLE2", 3},
    {"SFPLUTFP32_MOD0_FP32_3ENTRY_TABLE", 0},
    {"SFPLUTFP32_MOD0_SGN_RETAIN", 4},
    {"SFPLUTFP32_MOD0_SGN_UPDATE", 0},
    {"SFPLUT_MOD0_SGN_RETAIN", 4},
    {"SFPLUT_MOD0_SGN_UPDATE", 0},
    {"SFPLZ_MOD1_CC_COMP", 8},
    {"SFPLZ_MOD1_CC_EQ0", 10},
    {"SFPLZ_MOD1_CC_NE0", 2},
    {"SFPLZ_MOD1_CC_NONE", 0},
    {"SFPLZ_MOD1_NOSGN_CC_COMP", 12},
    {"SFPLZ_MOD1_NOSGN_CC_EQ0", 14},
    {"SFPLZ_MOD1_NOSGN_CC_NE0", 6},
    {"SFPLZ_MOD1_NOSGN_CC_NONE", 4},
    {"SFPLZ_MOD1_NOSGN_MASK", 4},
    {"SFPMAD_MOD1_DST_LREG7", 8},
    {"SFPMAD_MOD1_OFFSET_NONE", 0},
    {"SFPMAD_MOD1_SRCA_LREG7", 4},
    {"SFPMOV_MOD1_COMPSIGN", 1},
    {"SFPMOV_MOD1_CONFIG", 8},
    {"SFPMUL24_MOD1_DST_LREG7", 8},
    {"SFPMUL24_MOD1_LOWER", 0},
    {"SFPMUL24_MOD1_NONE", 0},
    {"SFPMUL24_MOD1_SRCA_LREG7", 4},
    {"SFPMUL24_MOD1_UPPER", 1},
    {"SFPMUL_MOD1_DST_LREG7", 8},
    {"SFPMUL_MOD1_SRCA_LREG7", 4},
    {"SFPNONLINEAR_MOD1_COND_RECIP", 1},
    {"SFPNONLINEAR_MOD1_EXP", 4},
    {"SFPNONLINEAR_MOD1_RECIP", 0},
    {"SFPNONLINEAR_MOD1_RELU", 2},
    {"SFPNONLINEAR_MOD1_SQRT", 3},
    {"SFPNONLINEAR_MOD1_TANH", 5},
    {"SFPPOPC_MOD1_POP", 0},
    {"SFPPUSHC_MOD1_PUSH", 0},
    {"SFPPUSHC_MOD1_REPLACE", 1},
    {"SFPSDIVP2_MOD1_ADD", 1},
    {"SFPSETCC_MOD1_COMP", 8},
    {"SFPSETCC_MOD1_IMM_BIT0", 1},
    {"SFPSETCC_MOD1_LREG_EQ0", 6},
    {"SFPSETCC_MOD1_LREG_GTE0", 4},
    {"SFPSETCC_MOD1_LREG_LT0", 0},
    {"SFPSETCC_MOD1_LREG_NE0", 2},
    {"SFPSETEXP_MOD1_CPY", 2},
    {"SFPSHFT2_MOD1_COPY4", 0},
    {"SFPSHFT2_MOD1_SHFT_IMM", 6},
    {"SFPSHFT2_MOD1_SHFT_LREG", 5},
    {"SFPSHFT2_MOD1_SUBVEC_CHAINED_COPY4", 1},
    {"SFPSHFT2_MOD1_SUBVEC_SHFLROR1", 3},
    {"SFPSHFT2_MOD1_SUBVEC_SHFLROR1_AND_COPY4", 2},
    {"SFPSHFT2_MOD1_SUBVEC_SHFLSHR1", 4},
    {"SFPSHFT_MOD1_ARITHMETIC", 2},
    {"SFPSHFT_MOD1_LOGICAL", 0},
    {"SFPSHFT_MOD1_SHIFT_IMM", 0},
    {"SFPSHFT_MOD1_SHIFT_LREGC", 1},
    {"SFPSHFT_MOD1_SRC_LREGC", 4},
    {"SFPSTOCHRND_MOD1_CONV_MASK", 7},
    {"SFPSTOCHRND_MOD1_FP32_TO_FP16A", 0},
    {"SFPSTOCHRND_MOD1_FP32_TO_FP16B", 1},
    {"SFPSTOCHRND_MOD1_FP32_TO_SMAG16", 7},
    {"SFPSTOCHRND_MOD1_FP32_TO_SMAG8", 3},
    {"SFPSTOCHRND_MOD1_FP32_TO_UINT16", 6},
    {"SFPSTOCHRND_MOD1_FP32_TO_UINT8", 2},
    {"SFPSTOCHRND_MOD1_IMM8", 8},
    {"SFPSTOCHRND_MOD1_SMAG32_TO_SMAG8", 5},
    {"SFPSTOCHRND_MOD1_SMAG32_TO_UINT8", 4},
    {"SFPSTOCHRND_RND_EVEN", 0},
    {"SFPSTOCHRND_RND_STOCH", 1},
    {"SFPSTOCHRND_RND_ZERO", 2},
    {"SFPSTORE_MOD0_FMT_FP16A", 1},
    {"SFPSTORE_MOD0_FMT_FP16B", 2},
    {"SFPSTORE_MOD0_FMT_FP32", 3},
    {"SFPSTORE_MOD0_FMT_HI16", 7},
    {"SFPSTORE_MOD0_FMT_HI16_ONLY", 15},
    {"SFPSTORE_MOD0_FMT_INT16", 8},
    {"SFPSTORE_MOD0_FMT_INT32", 4},
    {"SFPSTORE_MOD0_FMT_INT8", 5},
    {"SFPSTORE_MOD0_FMT_LO16", 9},
    {"SFPSTORE_MOD0_FMT_LO16_ONLY", 14},
    {"SFPSTORE_MOD0_FMT_SM32", 12},
    {"SFPSTORE_MOD0_FMT_SRCB", 0},
    {"SFPSTORE_MOD0_FMT_UINT16", 6},
    {"SFPSWAP_MOD1_SUBVEC_MIN01_MAX23", 2},
    {"SFPSWAP_MOD1_SUBVEC_MIN02_MAX13", 3},
    {"SFPSWAP_MOD1_SUBVEC_MIN03_MAX12", 4},
    {"SFPSWAP_MOD1_SUBVEC_MIN0_MAX123", 5},
    {"SFPSWAP_MOD1_SUBVEC_MIN1_MAX023", 6},
    {"SFPSWAP_MOD1_SUBVEC_MIN2_MAX013", 7},
    {"SFPSWAP_MOD1_SUBVEC_MIN3_MAX012", 8},
    {"SFPSWAP_MOD1_SWAP", 0},
    {"SFPSWAP_MOD1_VEC_MAX_MIN", 9},
    {"SFPSWAP_MOD1_VEC_MIN_MAX", 1},
    {"SFPXBOOL_MOD1_AND", 0},
    {"SFPXBOOL_MOD1_NOT", 2},
    {"SFPXBOOL_MOD1_OR", 1},
    {"SFPXCMP_MOD1_CC_EQ", 2},
    {"SFPXCMP_MOD1_CC_GE", 1},
    {"SFPXCMP_MOD1_CC_GT", 4},
    {"SFPXCMP_MOD1_CC_LE", 5},
    {"SFPXCMP_MOD1_CC_LT", 0},
    {"SFPXCMP_MOD1_CC_NE", 3},
    {"SFPXCMP_MOD1_TYPE_FLOAT", 3},
    {"SFPXCMP_MOD1_TYPE_INT", 1},
    {"SFPXCMP_MOD1_TYPE_MASK", 3},
    {"SFPXCMP_MOD1_TYPE_SHIFT", 4},
    {"SFPXCMP_MOD1_TYPE_SMAG", 2},
    {"SFPXCMP_MOD1_TYPE_UINT", 0},
};

/* Namespace prefixes real code spells the names with. */
static const char *const k_ns[] = {"::", "ckernel::", "sfpi::", "ckernel::sfpu::"};

static bool const_lookup(const char *name, size_t len, long long *value)
{
    for (size_t i = 0; i < sizeof k_consts / sizeof k_consts[0]; ++i) {
        if (strlen(k_consts[i].name) == len && strncmp(k_consts[i].name, name, len) == 0) {
            *value = k_consts[i].value;
            return true;
        }
    }
    return false;
}

bool asm_builtin_constant(const char *name, size_t len, long long *value)
{
    for (int pass = 0; pass < 4; ++pass) {
        if (const_lookup(name, len, value)) {
            return true;
        }
        bool stripped = false;
        for (size_t k = 0; k < sizeof k_ns / sizeof k_ns[0]; ++k) {
            size_t n = strlen(k_ns[k]);
            if (len > n && strncmp(name, k_ns[k], n) == 0) {
                name += n;
                len -= n;
                stripped = true;
                break;
            }
        }
        if (!stripped) {
            return false;
        }
    }
    return false;
}

/* ------------------------------------------------------------------ notes */

void asm_note(asm_ctx_t *c, sfpu_asm_note_kind_t kind, const char *at, const char *text, size_t textlen,
              const char *fmt, ...)
{
    if (c->opt->note == NULL) {
        return;
    }
    char msg[320];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    sfpu_asm_note_t n;
    n.kind = kind;
    n.file = c->file;
    n.line = c->line;
    n.col = at && at >= c->line_start ? (unsigned)(at - c->line_start) + 1 : 1;
    n.text = text;
    n.textlen = textlen;
    n.message = msg;
    c->opt->note(c->opt->note_ctx, &n);
}

/* ------------------------------------------------------------------ expressions */

typedef struct {
    asm_ctx_t *c;
    const char *p, *end;
    bool failed;
    unsigned depth; /* parentheses and unary operators open at x->p */
} expr_t;

/* The deepest nesting of parentheses and unary operators an expression may have: the evaluator recurses once per
 * level, and a line of the allowed length could otherwise hold enough levels to overflow the stack. */
#define EX_MAX_DEPTH 256u

static void ex_ws(expr_t *x)
{
    while (x->p < x->end && isspace((unsigned char)*x->p)) {
        x->p++;
    }
}


static long long ex_fail(expr_t *x, const char *at, const char *fmt, const char *a, int alen)
{
    if (!x->failed) {
        char msg[200];
        snprintf(msg, sizeof msg, fmt, alen, a);
        asm_err(x->c, at, "%s", msg);
    }
    x->failed = true;
    return 0;
}

static long long ex_or(expr_t *x);

/* "number 'TOKEN' WHAT", quoting the whole number token at b (letters, digits, '_'; the first 60 of a longer one). */
static long long ex_fail_number(expr_t *x, const char *b, const char *what)
{
    const char *e = b;
    while (e < x->end && is_ident(*e)) {
        ++e;
    }
    if (!x->failed) {
        int len = (int)(e - b);
        asm_err(x->c, b, "number '%.*s%s' %s", len > 60 ? 60 : len, b, len > 60 ? "..." : "", what);
    }
    x->failed = true;
    return 0;
}

static long long ex_primary(expr_t *x)
{
    ex_ws(x);
    if (x->failed) {
        return 0;
    }
    const char *b = x->p;
    if (b >= x->end) {
        return ex_fail(x, b, "expected a value%.*s", "", 0);
    }
    if (*b == '(' || *b == '-' || *b == '+' || *b == '~') {
        if (x->depth >= EX_MAX_DEPTH) {
            char lim[16];
            snprintf(lim, sizeof lim, "%u", EX_MAX_DEPTH);
            return ex_fail(x, b, "expression nested too deeply (limit %.*s)", lim, (int)strlen(lim));
        }
        x->depth++;
        x->p++;
        long long v = *b == '(' ? ex_or(x) : ex_primary(x);
        x->depth--;
        if (*b == '-' && v == LLONG_MIN) {
            return ex_fail(x, b, "the negation does not fit 64 bits%.*s", "", 0);
        }
        if (*b != '(') {
            return *b == '-' ? -v : *b == '~' ? ~v : v;
        }
        ex_ws(x);
        if (x->failed) {
            return 0;
        }
        if (x->p >= x->end || *x->p != ')') {
            return ex_fail(x, x->p, "expected ')'%.*s", "", 0);
        }
        x->p++;
        return v;
    }
    if (isdigit((unsigned char)*b)) {
        const char *p = b;
        int base = 10;
        if (x->end - p > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
            base = 16;
            p += 2;
        } else if (x->end - p > 2 && p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
            base = 2;
            p += 2;
        } else if (x->end - p > 1 && p[0] == '0' && isdigit((unsigned char)p[1])) {
            base = 8; /* C and gas: a leading 0 is octal */
            p += 1;
        }
        unsigned long long v = 0;
        const char *digits = p;
        while (p < x->end && isalnum((unsigned char)*p)) {
            int d = isdigit((unsigned char)*p) ? *p - '0' : tolower((unsigned char)*p) - 'a' + 10;
            if (d >= base) {
                break;
            }
            if (v > 0xFFFFFFFFFFull) {
                return ex_fail_number(x, b, "is too large");
            }
            v = v * (unsigned)base + (unsigned)d;
            ++p;
        }
        if (p == digits) {
            return ex_fail_number(x, b, "is malformed");
        }
        while (p < x->end && (*p == 'u' || *p == 'U' || *p == 'l' || *p == 'L')) {
            ++p; /* C suffixes */
        }
        if (p < x->end && is_ident(*p)) {
            const char *e = p;
            while (e < x->end && is_ident(*e)) {
                ++e;
            }
            return ex_fail_number(x, b, "is malformed");
        }
        x->p = p;
        return (long long)v;
    }
    if (is_ident_start(*b) || (*b == ':' && x->end - b > 2 && b[1] == ':')) {
        const char *p = b;
        while (p < x->end && (is_ident(*p) || (*p == ':' && p + 1 < x->end && p[1] == ':'))) {
            p += *p == ':' ? 2 : 1;
        }
        size_t len = (size_t)(p - b);
        x->p = p;
        const sfpu_asm_options_t *o = x->c->opt;
        for (size_t i = 0; i < o->ndefines; ++i) {
            if (o->defines[i].name && strlen(o->defines[i].name) == len && strncmp(o->defines[i].name, b, len) == 0) {
                return o->defines[i].value;
            }
        }
        long long v;
        /* the two names whose value differs between the architectures */
        const char *nm = b;
        size_t nl = len;
        if (nl > 6 && strncmp(nm, "sfpi::", 6) == 0) {
            nm += 6;
            nl -= 6;
        }
        if ((nl == 23 && strncmp(nm, "SFPLOAD_ADDR_MODE_NOINC", 23) == 0) ||
            (nl == 24 && strncmp(nm, "SFPSTORE_ADDR_MODE_NOINC", 24) == 0)) {
            return x->c->arch == SFPU_ARCH_WH ? 3 : 7;
        }
        if (asm_builtin_constant(b, len, &v)) {
            return v;
        }
        return ex_fail(x, b,
                       "unknown name '%.*s' (not a built-in tt-llk/sfpi constant: give its value with --define NAME=VALUE)",
                       b, (int)len);
    }
    return ex_fail(x, b, "expected a value, found '%.*s'", b, 1);
}

static long long ex_mul(expr_t *x)
{
    long long v = ex_primary(x);
    for (;;) {
        ex_ws(x);
        if (x->failed || x->p >= x->end || !strchr("*/%", *x->p)) {
            return v;
        }
        char op = *x->p++;
        const char *at = x->p;
        long long r = ex_primary(x);
        if (x->failed) {
            return 0;
        }
        if (op == '*') {
            if (__builtin_mul_overflow(v, r, &v)) {
                return ex_fail(x, at, "the product does not fit 64 bits%.*s", "", 0);
            }
        } else if (r == 0) {
            return ex_fail(x, at, "division by zero%.*s", "", 0);
        } else if (r == -1 && v == LLONG_MIN) {
            return ex_fail(x, at, "the quotient does not fit 64 bits%.*s", "", 0);
        } else {
            v = op == '/' ? v / r : v % r;
        }
    }
}

static long long ex_add(expr_t *x)
{
    long long v = ex_mul(x);
    for (;;) {
        ex_ws(x);
        if (x->failed || x->p >= x->end || (*x->p != '+' && *x->p != '-')) {
            return v;
        }
        char op = *x->p++;
        const char *at = x->p;
        long long r = ex_mul(x);
        if (x->failed) {
            return 0;
        }
        if (op == '+' ? __builtin_add_overflow(v, r, &v) : __builtin_sub_overflow(v, r, &v)) {
            return ex_fail(x, at, "the %.*s does not fit 64 bits", op == '+' ? "sum" : "difference", op == '+' ? 3 : 10);
        }
    }
}

static long long ex_shift(expr_t *x)
{
    long long v = ex_add(x);
    for (;;) {
        ex_ws(x);
        if (x->failed || x->end - x->p < 2 || !((x->p[0] == '<' && x->p[1] == '<') || (x->p[0] == '>' && x->p[1] == '>'))) {
            return v;
        }
        char op = *x->p;
        x->p += 2;
        const char *at = x->p;
        long long r = ex_add(x);
        if (r < 0 || r > 40) {
            return ex_fail(x, at, "shift amount out of range%.*s", "", 0);
        }
        v = op == '<' ? (long long)((unsigned long long)v << r) : v >> r;
    }
}

static long long ex_bits(expr_t *x, int level)
{
    static const char ops[] = "|^&";
    long long v = level == 2 ? ex_shift(x) : ex_bits(x, level + 1);
    for (;;) {
        ex_ws(x);
        if (x->failed || x->p >= x->end || *x->p != ops[level] ||
            (x->p + 1 < x->end && x->p[1] == ops[level])) {
            return v;
        }
        x->p++;
        long long r = level == 2 ? ex_shift(x) : ex_bits(x, level + 1);
        v = level == 0 ? v | r : level == 1 ? v ^ r : v & r;
    }
}

static long long ex_or(expr_t *x) { return ex_bits(x, 0); }

bool asm_eval(asm_ctx_t *c, const char *p, const char *end, long long *out)
{
    expr_t x = {c, p, end, false, 0};
    long long v = ex_or(&x);
    ex_ws(&x);
    if (!x.failed && x.p < end) {
        asm_err(c, x.p, "unexpected '%.*s' in an integer operand", (int)(end - x.p), x.p);
        return false;
    }
    if (x.failed) {
        return false;
    }
    *out = v;
    return true;
}
