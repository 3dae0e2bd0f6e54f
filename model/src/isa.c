/* isa.c - tables derived from sfpu_isa.def, and decode/encode of instruction words.
 * Spec: spec digest 1.1-1.3 (word layout, opcode table, field positions). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "sfpu/sfpu_isa.h"

static const sfpu_isa_info_t k_isa[SFPU_OP_COUNT] = {
#define SFPU_INSN(NAME, mnem, opcode, fmt, unit, lat, arch, flags, syntax) \
    {#NAME, #mnem, opcode, fmt, unit, lat, arch, flags, syntax},
#include "sfpu/sfpu_isa.def"
};

static const sfpu_field_info_t k_fields[] = {
#define SFPU_FIELD(fmt, field, hi, lo, arch) {fmt, SFPU_FIELD_##field, hi, lo, arch},
#include "sfpu/sfpu_isa.def"
};

static const char *const k_field_names[SFPU_FIELD_COUNT] = {
#define SFPU_X_FIELD_NAME(name) #name,
    SFPU_FIELDS(SFPU_X_FIELD_NAME)
#undef SFPU_X_FIELD_NAME
};

const sfpu_isa_info_t *sfpu_isa_info(unsigned op) { return op < SFPU_OP_COUNT ? &k_isa[op] : NULL; }

const sfpu_field_info_t *sfpu_isa_fields(size_t *count)
{
    if (count) {
        *count = sizeof k_fields / sizeof k_fields[0];
    }
    return k_fields;
}

const char *sfpu_field_name(unsigned field) { return field < SFPU_FIELD_COUNT ? k_field_names[field] : NULL; }

static const void *layout_ready(void);

/* Per (arch, opcode): the op, or SFPU_OP_INVALID; built with the layouts. */
static uint16_t g_op_by_opcode[2][256];

unsigned sfpu_isa_lookup_opcode(unsigned opcode, sfpu_arch_t arch)
{
    if (opcode > 255u || layout_ready() == NULL) {
        return SFPU_OP_INVALID;
    }
    return g_op_by_opcode[arch == SFPU_ARCH_WH ? 1 : 0][opcode];
}

unsigned sfpu_isa_lookup_mnem(const char *mnem, size_t len)
{
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        const char *m = k_isa[op].mnem;
        if (strlen(m) != len) {
            continue;
        }
        size_t i = 0;
        while (i < len && tolower((unsigned char)mnem[i]) == m[i]) {
            ++i;
        }
        if (i == len) {
            return op;
        }
    }
    /* the spec's alternative spelling of SFPSTOCHRND */
    if (len == 13 && strncmp(mnem, "sfp_stoch_rnd", 13) == 0) {
        return SFPU_OP_SFPSTOCHRND;
    }
    if (len == 13 && strncmp(mnem, "SFP_STOCH_RND", 13) == 0) {
        return SFPU_OP_SFPSTOCHRND;
    }
    /* sfpi-binutils' spelling of MOP_CFG */
    if (len == 8 && (strncmp(mnem, "ttmopcfg", 8) == 0 || strncmp(mnem, "TTMOPCFG", 8) == 0)) {
        return SFPU_OP_TTMOP_CFG;
    }
    return SFPU_OP_INVALID;
}

uint32_t sfpu_isa_field_mask(unsigned fmt, sfpu_arch_t arch)
{
    uint32_t m = 0;
    for (size_t i = 0; i < sizeof k_fields / sizeof k_fields[0]; ++i) {
        const sfpu_field_info_t *f = &k_fields[i];
        if (f->fmt == fmt && (f->arch_mask & SFPU_ARCH_MASK(arch))) {
            m |= ((2u << (f->hi - f->lo)) - 1u) << f->lo;
        }
    }
    return m;
}

/* Per (arch, op): the fields of its format, flattened once for fast decode. */
typedef struct {
    uint8_t n;
    uint8_t field[8], hi[8], lo[8];
    uint32_t used;
    uint32_t fields; /* bit f: the format has field f */
} fmt_layout_t;

static fmt_layout_t g_layout[2][FMT_COUNT];
static int g_layout_ready;

static void build_layouts(void)
{
    /* Built in a local copy, then published: concurrent first calls write identical bytes. */
    fmt_layout_t tmp[2][FMT_COUNT];
    memset(tmp, 0, sizeof tmp);
    for (unsigned arch = 0; arch < 2; ++arch) {
        for (size_t i = 0; i < sizeof k_fields / sizeof k_fields[0]; ++i) {
            const sfpu_field_info_t *f = &k_fields[i];
            if (!(f->arch_mask & SFPU_ARCH_MASK(arch))) {
                continue;
            }
            fmt_layout_t *l = &tmp[arch][f->fmt];
            l->field[l->n] = f->field;
            l->hi[l->n] = f->hi;
            l->lo[l->n] = f->lo;
            l->n++;
            l->used |= ((2u << (f->hi - f->lo)) - 1u) << f->lo;
            l->fields |= 1u << f->field;
        }
    }
    uint16_t ops[2][256];
    for (unsigned arch = 0; arch < 2; ++arch) {
        for (unsigned opc = 0; opc < 256; ++opc) {
            ops[arch][opc] = SFPU_OP_INVALID;
        }
        for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
            if (k_isa[op].arch_mask & SFPU_ARCH_MASK(arch)) {
                ops[arch][k_isa[op].opcode] = (uint16_t)op;
            }
        }
    }
    memcpy(g_op_by_opcode, ops, sizeof ops);
    memcpy(g_layout, tmp, sizeof tmp);
    g_layout_ready = 1;
}

static const void *layout_ready(void)
{
    if (!g_layout_ready) {
        build_layouts(); /* idempotent; a race only rebuilds identical data */
    }
    return g_layout;
}

static const fmt_layout_t *layout(unsigned fmt, sfpu_arch_t arch)
{
    layout_ready();
    return &g_layout[arch == SFPU_ARCH_WH ? 1 : 0][fmt];
}

_Static_assert(SFPU_FIELD_COUNT <= 32, "sfpu_isa_fmt_fields: one bit per field");

uint32_t sfpu_isa_fmt_fields(unsigned fmt, sfpu_arch_t arch)
{
    return fmt < FMT_COUNT ? layout(fmt, arch)->fields : 0;
}

sfpu_status_t sfpu_decode(uint32_t word, sfpu_arch_t arch, sfpu_insn_t *out, char *err, size_t errlen)
{
    if (out == NULL || (arch != SFPU_ARCH_BH && arch != SFPU_ARCH_WH)) {
        if (err && errlen) {
            snprintf(err, errlen, "invalid argument to sfpu_decode");
        }
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    memset(out, 0, sizeof *out);
    out->word = word;
    out->arch = (uint8_t)arch;
    unsigned opcode = word >> 24;
    unsigned op = sfpu_isa_lookup_opcode(opcode, arch);
    out->op = (uint16_t)op;
    if (op == SFPU_OP_INVALID) {
        if (err && errlen) {
            snprintf(err, errlen, "opcode 0x%02X is not an SFPU instruction on %s (nor a modelled Tensix frontend/RWC one)", opcode,
                     arch == SFPU_ARCH_WH ? "Wormhole B0" : "Blackhole A0");
        }
        return SFPU_ERR_UNDEFINED;
    }
    const fmt_layout_t *l = layout(k_isa[op].fmt, arch);
    for (unsigned i = 0; i < l->n; ++i) {
        out->f[l->field[i]] = (word >> l->lo[i]) & ((2u << (l->hi[i] - l->lo[i])) - 1u);
    }
    uint32_t reserved = word & 0x00FFFFFFu & ~l->used;
    uint32_t sext = SFPU_IMM8_SEXT_BITS | 0x00080000u; /* all ones, with Imm8's bit 7 (bit 19) set */
    if ((k_isa[op].flags & SFPU_IF_IMM8_SEXT) && (word & sext) == sext) {
        reserved &= ~SFPU_IMM8_SEXT_BITS; /* Imm8's sign extension (decisions D2a) */
    }
    if (reserved) {
        if (err && errlen) {
            snprintf(err, errlen, "%s: reserved bits 0x%06X are set (must be zero)", k_isa[op].name,
                     (unsigned)reserved);
        }
        return SFPU_ERR_UNDEFINED;
    }
    return SFPU_OK;
}

uint32_t sfpu_encode(const sfpu_insn_t *in)
{
    if (in == NULL || in->op >= SFPU_OP_COUNT) {
        return 0;
    }
    const fmt_layout_t *l = layout(k_isa[in->op].fmt, (sfpu_arch_t)in->arch);
    uint32_t w = (uint32_t)k_isa[in->op].opcode << 24;
    for (unsigned i = 0; i < l->n; ++i) {
        uint32_t m = (2u << (l->hi[i] - l->lo[i])) - 1u;
        w |= (in->f[l->field[i]] & m) << l->lo[i];
    }
    return w;
}

const char *sfpu_status_name(sfpu_status_t st)
{
    switch (st) {
    case SFPU_OK: return "ok";
    case SFPU_ERR_UNDEFINED: return "undefined";
    case SFPU_ERR_UNPREDICTABLE: return "unpredictable";
    case SFPU_ERR_UNIMPLEMENTED: return "unimplemented";
    case SFPU_ERR_INVALID_ARGUMENT: return "invalid-argument";
    case SFPU_ERR_SYNTAX: return "syntax";
    case SFPU_ERR_INTERNAL: return "internal";
    }
    return "unknown";
}
