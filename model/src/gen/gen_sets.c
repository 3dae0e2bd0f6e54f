/* gen_sets.c - the generator's fixed sets, used by the generator (gen.c) and its coverage (gen_cov.c): the SFPU
 * instructions of an arch (the default instruction set) and the names of the SFPLOADMACRO schedule shapes.
 * Spec: sfpu_isa.def (units and archs); the shapes: tt-llk's production SFPLOADMACRO schedules (gen.c). */
#include "gen_sets.h"

#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../view.h"

/* ---- the table ---- */
unsigned gcov_field_bits(unsigned op, unsigned field, sfpu_arch_t arch)
{
    size_t n;
    const sfpu_field_info_t *f = sfpu_isa_fields(&n);
    unsigned fmt = sfpu_isa_info(op)->fmt;
    for (size_t i = 0; i < n; ++i) {
        if (f[i].fmt == fmt && f[i].field == field && (f[i].arch_mask & SFPU_ARCH_MASK(arch))) {
            return (unsigned)(f[i].hi - f[i].lo + 1u);
        }
    }
    return 0;
}

int gcov_mod_field(unsigned op, sfpu_arch_t arch)
{
    if (gcov_field_bits(op, SFPU_FIELD_mod1, arch)) {
        return SFPU_FIELD_mod1;
    }
    if (gcov_field_bits(op, SFPU_FIELD_mod0, arch)) {
        return SFPU_FIELD_mod0;
    }
    return -1;
}

void gcov_insn(sfpu_insn_t *in, sfpu_arch_t arch, unsigned op, unsigned mod)
{
    memset(in, 0, sizeof *in);
    in->op = (uint16_t)op;
    in->arch = (uint8_t)arch;
    int mf = gcov_mod_field(op, arch);
    if (mf >= 0) {
        in->f[mf] = mod;
    }
}

static uint32_t encode_mod(sfpu_arch_t arch, unsigned op, unsigned mod)
{
    sfpu_insn_t in;
    gcov_insn(&in, arch, op, mod);
    return sfpu_encode(&in);
}

void gcov_probe_mods(sfpu_t *s, uint64_t allow, uint16_t mods[SFPU_OP_COUNT])
{
    sfpu_arch_t arch = sfpu_get_arch(s);
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        mods[op] = 0;
        if (!((allow >> op) & 1u)) {
            continue;
        }
        int mf = gcov_mod_field(op, arch);
        for (unsigned v = 0; v < (mf < 0 ? 1u : SFPU_GEN_MOD_VALUES); ++v) {
            for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
                view_set_stack_depth(s, lane, 1);
            }
            sfpu_clear_error(s);
            if (sfpu_exec(s, encode_mod(arch, op, v)) == SFPU_OK) {
                mods[op] |= (uint16_t)(1u << v);
            }
        }
    }
    sfpu_clear_error(s);
}

bool gen_is_sfpu_op(unsigned op, sfpu_arch_t arch)
{
    const sfpu_isa_info_t *i = sfpu_isa_info(op);
    return i && i->unit < SFPU_UNIT_COUNT && (i->arch_mask & SFPU_ARCH_MASK(arch));
}

uint64_t sfpu_gen_default_allow(sfpu_arch_t arch)
{
    uint64_t m = 0;
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        if (gen_is_sfpu_op(op, arch)) {
            m |= 1ull << op;
        }
    }
    return m;
}

static const char *const k_shape_names[SFPU_GEN_KERNEL_SHAPES] = {
    "store only (uint16 -> uint32)",
    "Simple -> LReg16 -> Store (reciprocal 7b, uint16 -> fp32)",
    "Simple, Round -> LReg16, Store (uint16 -> bf16)",
    "two macros, the first Store byte 0 (uint32 -> uint16)",
    "SFPSWAP with MAD idle + SFPNOP (fp32 -> uint16)",
    "MAD -> LReg16, Store 2 rows on (mul_int)",
    "SETCC / ENCC around a regular SFPLOAD (where)",
    "instruction-count delays + regular ops (int32 -> fp32)",
    "a later macro replacing a pending store (cancellation, decisions M1)",
};

const char *sfpu_gen_kernel_shape_name(unsigned i) { return i < SFPU_GEN_KERNEL_SHAPES ? k_shape_names[i] : NULL; }

/* ---- instruction sets with modes (--ops / --exclude) ---- */
static sfpu_status_t set_fail(char *err, size_t errlen, const char *item, size_t n, const char *what)
{
    if (err && errlen && n == 0) {
        snprintf(err, errlen, "%s", what);
    } else if (err && errlen) {
        snprintf(err, errlen, "'%.*s'%s%s", (int)(n < 80 ? n : 80), item, what[0] == ':' ? "" : " ", what);
    }
    return SFPU_ERR_INVALID_ARGUMENT;
}

/* The Mod values the model executes for each op of `known` (gcov_probe_mods on a scratch model). */
static bool probe(sfpu_arch_t arch, uint64_t known, uint16_t mods[SFPU_OP_COUNT])
{
    sfpu_config_t cfg = {arch, 0};
    sfpu_t *s = NULL;
    if (sfpu_create(&cfg, &s) != SFPU_OK) {
        return false;
    }
    gcov_probe_mods(s, known, mods);
    sfpu_destroy(s);
    return true;
}

/* "MNEM:modX=v,v,..." from p (n chars): the values named as a mask in *vals; false with the reason in why. */
static bool parse_modes(const char *p, size_t n, unsigned op, sfpu_arch_t arch, uint16_t executed, uint16_t *vals,
                        char *why, size_t wl)
{
    int mf = gcov_mod_field(op, arch);
    const char *want = mf == SFPU_FIELD_mod1 ? "mod1" : "mod0";
    if (mf < 0) {
        snprintf(why, wl, "%s has no Mod field on %s", sfpu_isa_info(op)->name, arch == SFPU_ARCH_WH ? "Wormhole" : "Blackhole");
        return false;
    }
    if (n < 5 || strncasecmp(p, want, 4) != 0 || p[4] != '=') {
        snprintf(why, wl, "expected %s:%s=V[,V...] (its mode field is %s)", sfpu_isa_info(op)->name, want,
                 mf == SFPU_FIELD_mod1 ? "Mod1" : "Mod0");
        return false;
    }
    *vals = 0;
    for (size_t i = 5; i < n;) {
        char *end = NULL;
        unsigned long v = strtoul(p + i, &end, 10);
        if (end == p + i || (size_t)(end - p) > n || v >= SFPU_GEN_MOD_VALUES || !((executed >> v) & 1u)) {
            char m[96] = "", *q = m;
            for (unsigned k = 0; k < SFPU_GEN_MOD_VALUES; ++k) {
                if ((executed >> k) & 1u) {
                    q += snprintf(q, sizeof m - (size_t)(q - m), "%s%u", q == m ? "" : ",", k);
                }
            }
            snprintf(why, wl, "%s %.*s is not a mode of %s on %s (its modes: %s)", want, (int)(end > p + i ? end - (p + i) : 1),
                     p + i, sfpu_isa_info(op)->name, arch == SFPU_ARCH_WH ? "Wormhole" : "Blackhole", m);
            return false;
        }
        *vals |= (uint16_t)(1u << v);
        i = (size_t)(end - p) + (p[end - p] == ',' ? 1u : 0u);
    }
    return true;
}

sfpu_status_t sfpu_gen_parse_ops(const char *list, sfpu_arch_t arch, uint64_t known, uint64_t all, bool remove,
                                 uint64_t *allow, uint16_t *mod_deny, char *err, size_t errlen)
{
    uint16_t mods[SFPU_OP_COUNT];
    if (list == NULL || allow == NULL || mod_deny == NULL || !probe(arch, known | all, mods)) {
        return set_fail(err, errlen, "", 0, "no list, or no model");
    }
    unsigned named = 0;
    for (const char *p = list; *p;) {
        if (*p == ',' || isspace((unsigned char)*p)) {
            ++p;
            continue;
        }
        if (*p == '#') { /* a comment to the end of the line (an --ops-file) */
            while (*p && *p != '\n') {
                ++p;
            }
            continue;
        }
        /* an item: up to a separator; after "=" the commas between numbers belong to it */
        const char *s = p;
        bool in_modes = false;
        while (*p && *p != '#' && !isspace((unsigned char)*p) &&
               (*p != ',' || (in_modes && isdigit((unsigned char)p[1])))) {
            in_modes |= *p == '=';
            ++p;
        }
        size_t n = (size_t)(p - s);
        const char *colon = memchr(s, ':', n);
        size_t mn = colon ? (size_t)(colon - s) : n;
        ++named;
        if (mn == 3 && strncasecmp(s, "all", 3) == 0 && !colon) {
            if (all == 0) {
                return set_fail(err, errlen, s, n, "is not accepted here (name the instructions)");
            }
            *allow = remove ? *allow & ~all : *allow | all;
            continue;
        }
        char lower[32];
        snprintf(lower, sizeof lower, "%.*s", (int)(mn < 31 ? mn : 31), s);
        for (char *c = lower; *c; ++c) {
            *c = (char)tolower((unsigned char)*c);
        }
        unsigned op = sfpu_isa_lookup_mnem(lower, strlen(lower));
        if (op >= SFPU_OP_COUNT) {
            return set_fail(err, errlen, s, n, "is not an instruction of the ISA table");
        }
        if (!(((known | all) >> op) & 1u)) {
            return set_fail(err, errlen, s, n, arch == SFPU_ARCH_WH ? "is not an instruction generated for Wormhole"
                                                                     : "is not an instruction generated for Blackhole");
        }
        uint16_t vals = 0;
        char why[200] = ": ";
        if (colon && !parse_modes(colon + 1, n - mn - 1, op, arch, mods[op], &vals, why + 2, sizeof why - 2)) {
            return set_fail(err, errlen, s, n, why);
        }
        uint64_t bit = 1ull << op;
        if (remove) {
            mod_deny[op] |= colon ? vals : 0u;
            if (!colon || (mods[op] & ~mod_deny[op]) == 0) {
                *allow &= ~bit;
            }
        } else {
            mod_deny[op] = colon ? (uint16_t)(((*allow & bit) ? mod_deny[op] : mods[op]) & ~vals) : 0u;
            *allow |= bit;
        }
    }
    if (named == 0) {
        return set_fail(err, errlen, "", 0, "names no instruction (give names separated by commas, e.g. SFPMAD,SFPLOAD, or all)");
    }
    return SFPU_OK;
}

size_t sfpu_gen_format_deny(uint64_t allow, const uint16_t *mod_deny, sfpu_arch_t arch, char *buf, size_t len)
{
    size_t used = 0;
    if (buf && len) {
        buf[0] = '\0';
    }
    for (unsigned op = 0; op < SFPU_OP_COUNT && mod_deny; ++op) {
        int mf = gcov_mod_field(op, arch);
        if (!((allow >> op) & 1u) || mf < 0 || mod_deny[op] == 0) {
            continue;
        }
        char item[96];
        int k = snprintf(item, sizeof item, "%s%s:%s=", used ? "," : "", sfpu_isa_info(op)->mnem,
                         mf == SFPU_FIELD_mod1 ? "mod1" : "mod0");
        bool first = true;
        for (unsigned v = 0; v < SFPU_GEN_MOD_VALUES; ++v) {
            if ((mod_deny[op] >> v) & 1u) {
                k += snprintf(item + k, sizeof item - (size_t)k, "%s%u", first ? "" : ",", v);
                first = false;
            }
        }
        if (buf && used + (size_t)k < len) {
            memcpy(buf + used, item, (size_t)k + 1);
        }
        used += (size_t)k;
    }
    return used;
}

size_t sfpu_gen_disasm_undef(uint32_t word, sfpu_arch_t arch, char *buf, size_t len)
{
    char dis[160];
    sfpu_insn_t in;
    if (sfpu_decode(word, arch, &in, NULL, 0) == SFPU_OK) {
        sfpu_disasm(word, arch, dis, sizeof dis);
        return (size_t)snprintf(buf, len, "%s", dis);
    }
    unsigned op = sfpu_isa_lookup_opcode(word >> 24, arch);
    if (op < SFPU_OP_COUNT) { /* the fields of its format, and the bits no field covers */
        uint32_t used = sfpu_isa_field_mask(sfpu_isa_info(op)->fmt, arch), rsv = word & 0xFFFFFFu & ~used;
        if (rsv && sfpu_decode(word & ~rsv, arch, &in, NULL, 0) == SFPU_OK) {
            sfpu_disasm(word & ~rsv, arch, dis, sizeof dis);
            return (size_t)snprintf(buf, len, "%s with reserved bits 0x%06x set", dis, (unsigned)rsv);
        }
    }
    sfpu_arch_t other = arch == SFPU_ARCH_BH ? SFPU_ARCH_WH : SFPU_ARCH_BH;
    if (op >= SFPU_OP_COUNT && sfpu_decode(word, other, &in, NULL, 0) == SFPU_OK) {
        sfpu_disasm(word, other, dis, sizeof dis);
        return (size_t)snprintf(buf, len, "%s: a %s instruction", dis, other == SFPU_ARCH_BH ? "Blackhole" : "Wormhole");
    }
    sfpu_disasm(word, arch, dis, sizeof dis);
    return (size_t)snprintf(buf, len, "%s", dis);
}
