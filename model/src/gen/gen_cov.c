/* gen_cov.c - functional coverage of generated programs (sfpu_gen.h): eight groups of bins with a closure goal,
 * sampled on the generator's own models as each word executes, so the coverage is that of the reference the
 * lockstep compares the RTL against cycle by cycle. The bins of a group are the combinations that exist on the
 * architecture: the instruction x mode pairs the model executes, the MAD-family hazards, the scheduling rules
 * of the arch (spec digest 3.3, 3.4), flag-stack depths, RWC_Dst ranges, the value classes each Dst format
 * conversion can see (worked out by running the conversions), operand corners, SFPLOADMACRO shapes. */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_cov.h"
#include "gen_spec.h"
#include "sfpu/sfpu_lane.h"

static uint64_t allow_or_default(sfpu_arch_t arch, uint64_t allow)
{
    return allow ? allow : sfpu_gen_default_allow(arch);
}

/* The full instruction set of the lockstep: every SFPU instruction, SFPLOADMACRO and the RWC writers. */
static uint64_t full_set(sfpu_arch_t arch)
{
    return sfpu_gen_default_allow(arch) | (1ull << SFPU_OP_SFPLOADMACRO) | (1ull << SFPU_OP_TTSETRWC) |
           (1ull << SFPU_OP_TTINCRWC);
}

/* Whether the generator can put on macro sub-unit u (0 Simple, 1 MAD, 2 Round) a backdoor-loaded template whose
 * format lacks `field` (SFPLOADMACRO.md's VB/VC substitution then fills it with the template's VD). */
bool gcov_macro_template_fits(unsigned u, unsigned op)
{
    const sfpu_isa_info_t *info = sfpu_isa_info(op);
    bool fits = u == 0   ? info->unit == SFPU_UNIT_SIMPLE && op != SFPU_OP_SFPCONFIG
                : u == 1 ? info->unit == SFPU_UNIT_MAD
                         : op == SFPU_OP_SFPSHFT2 || op == SFPU_OP_SFPSTOCHRND;
    return fits && (info->flags & SFPU_IF_BACKDOOR);
}

bool gcov_op_has_field(unsigned op, unsigned field, sfpu_arch_t arch)
{
    return (sfpu_isa_fmt_fields(sfpu_isa_info(op)->fmt, arch) >> field) & 1u;
}

/* Whether an instruction of `allow` fits sub-unit u as a template and, for field >= 0, lacks that field. */
static bool template_exists(sfpu_arch_t arch, uint64_t allow, unsigned u, int field)
{
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        if (((allow >> op) & 1u) && gen_is_sfpu_op(op, arch) && gcov_macro_template_fits(u, op) &&
            (field < 0 || !gcov_op_has_field(op, (unsigned)field, arch))) {
            return true;
        }
    }
    return false;
}

bool gcov_macro_unit_reachable(sfpu_arch_t arch, uint64_t allow, unsigned u)
{
    return template_exists(arch, allow, u, -1);
}

bool gcov_macro_sub_reachable(sfpu_arch_t arch, uint64_t allow, unsigned u, unsigned field)
{
    if (field == SFPU_FIELD_vc && u != 1) {
        /* the VC-less templates of Simple (flag-stack ops, SFPENCC, SFPCOMPC, SFPTRANSP) read no register through
         * VC, and Round has none: only MAD's (SFPMULI, SFPADDI, SFPLUT) read their source through the substitution */
        return false;
    }
    return template_exists(arch, allow, u, (int)field);
}

/* ---- value classes ---- */
const uint8_t gcov_fmt_mod0[SFPU_GEN_FMTS] = {VIEW_MOD0_FMT_FP16, VIEW_MOD0_FMT_BF16,  VIEW_MOD0_FMT_FP32,
                                              VIEW_MOD0_FMT_INT32, VIEW_MOD0_FMT_INT8, VIEW_MOD0_FMT_INT16,
                                              VIEW_MOD0_FMT_UINT16};
static const char *const k_fmt_names[SFPU_GEN_FMTS] = {"FP16", "BF16", "FP32", "INT32", "INT8", "INT16", "UINT16"};
static const char *const k_class_names[SFPU_GEN_VCLASSES] = {
    "zero", "denormal", "below-min-exp", "min-exp", "ordinary", "max-exp", "above-max-exp", "inf", "nan"};
enum { F_FP16, F_BF16, F_FP32, F_INT32, F_INT8, F_INT16, F_UINT16 };

/* FP32 bits against a target whose normal exponents run tmin..tmax (unbiased). */
static unsigned fclass(uint32_t x, int tmin, int tmax)
{
    unsigned e = (x >> 23) & 0xFFu, m = x & 0x7FFFFFu;
    if (e == 0) {
        return m ? VC_DENORM : VC_ZERO;
    }
    if (e == 255) {
        return m ? VC_NAN : VC_INF;
    }
    int u = (int)e - 127;
    return u < tmin ? VC_BELOW_MIN : u == tmin ? VC_MIN : u == tmax ? VC_MAX : u > tmax ? VC_ABOVE_MAX : VC_ORD;
}

/* Sign-magnitude integer against the largest magnitude the format holds. */
static unsigned iclass(uint32_t x, uint32_t limit)
{
    uint32_t mag = x & 0x7FFFFFFFu;
    return mag == 0 ? VC_ZERO : mag < limit ? VC_ORD : mag == limit ? VC_MAX : VC_ABOVE_MAX;
}

static unsigned uclass(uint32_t x, uint32_t limit)
{
    return x == 0 ? VC_ZERO : x < limit ? VC_ORD : x == limit ? VC_MAX : VC_ABOVE_MAX;
}

/* The FP16 Dst format holds exponents -14..16 (Tensix FP16A: the top exponent is a number, SFPSTORE's bias 112);
 * INT8 is sign + 10-bit magnitude on store; loads are classed against the range the format delivers. */
unsigned gcov_value_class(unsigned dir, unsigned f, uint32_t x)
{
    switch (f) {
    case F_FP16: return fclass(x, -14, 16);
    case F_BF16:
    case F_FP32: return fclass(x, -126, 127);
    case F_INT32: return iclass(x, 0x7FFFFFFFu);
    case F_INT8: return iclass(x, dir ? 1023u : 255u);
    case F_INT16: return iclass(x, 32767u);
    default: return uclass(x, 0xFFFFu);
    }
}

static uint32_t sign_of(uint32_t x) { return x >> 31; }

/* Boundary candidates: every exponent with small/large mantissas, and the integer edges, both signs. */
static size_t candidates(uint32_t *out, size_t cap)
{
    static const uint32_t mants[] = {0u, 1u, 0x400000u, 0x7FFFFFu};
    static const uint32_t ints[] = {0u,     1u,     2u,     126u,   127u,   128u,        254u,        255u,
                                    256u,   1022u,  1023u,  1024u,  32766u, 32767u,      32768u,      65534u,
                                    65535u, 65536u, 65537u, 0x7FFFFFFEu, 0x7FFFFFFFu, 0x00123456u, 0x000003FFu};
    size_t n = 0;
    for (uint32_t s = 0; s < 2; ++s) {
        for (uint32_t e = 0; e < 256; ++e) {
            for (size_t k = 0; k < sizeof mants / sizeof mants[0] && n < cap; ++k) {
                out[n++] = (s << 31) | (e << 23) | mants[k];
            }
        }
        for (size_t k = 0; k < sizeof ints / sizeof ints[0] && n < cap; ++k) {
            out[n++] = (s << 31) | ints[k];
        }
    }
    return n;
}
#define N_CAND (2u * (256u * 4u + 23u))

static bool fmt_is16(unsigned f) { return f != F_FP32 && f != F_INT32; }

/* What an SFPLOAD of format f delivers for the 16-bit Dst datum d. */
static uint32_t load16(sfpu_arch_t arch, unsigned f, uint32_t d, bool fp16a_inf)
{
    switch (f) {
    case F_FP16: return sfpu_lane_load_fp16(d, fp16a_inf);
    case F_BF16: return sfpu_lane_load_bf16(d);
    case F_INT8: return sfpu_lane_load_int8(d, arch == SFPU_ARCH_BH);
    case F_INT16: return sfpu_lane_load_int16(d);
    default: return d & 0xFFFFu;
    }
}

/* bit (cls * 2 + sign) of reach[dir][f]: that class exists. Stores class what they read (any 32-bit value: the
 * candidates); loads class what the conversion can produce (every 16-bit datum; 32-bit formats pass the bits). */
void gcov_reachable_derived(sfpu_arch_t arch, uint32_t reach[2][SFPU_GEN_FMTS])
{
    uint32_t cand[N_CAND];
    size_t nc = candidates(cand, N_CAND);
    for (unsigned f = 0; f < SFPU_GEN_FMTS; ++f) {
        reach[0][f] = reach[1][f] = 0;
        for (size_t i = 0; i < nc; ++i) {
            reach[1][f] |= 1u << (gcov_value_class(1, f, cand[i]) * 2 + sign_of(cand[i]));
            if (!fmt_is16(f)) {
                reach[0][f] |= 1u << (gcov_value_class(0, f, cand[i]) * 2 + sign_of(cand[i]));
            }
        }
        if (fmt_is16(f)) {
            for (uint32_t d = 0; d < 0x10000u; ++d) {
                for (unsigned inf = 0; inf < (f == F_FP16 ? 2u : 1u); ++inf) {
                    uint32_t x = load16(arch, f, d, inf != 0);
                    reach[0][f] |= 1u << (gcov_value_class(0, f, x) * 2 + sign_of(x));
                }
            }
        }
    }
}

bool gcov_value_for(sfpu_arch_t arch, unsigned dir, unsigned f, unsigned cls, unsigned sign, uint32_t start,
                    uint32_t *value, bool *raw16, bool *fp16a_inf)
{
    *raw16 = *fp16a_inf = false;
    if (dir == 0 && fmt_is16(f)) {
        for (unsigned inf = 0; inf < (f == F_FP16 ? 2u : 1u); ++inf) {
            for (uint32_t k = 0; k < 0x10000u; ++k) {
                uint32_t d = (start + k) & 0xFFFFu, x = load16(arch, f, d, inf != 0);
                if (gcov_value_class(0, f, x) == cls && sign_of(x) == sign) {
                    *value = d;
                    *raw16 = true;
                    *fp16a_inf = inf != 0;
                    return true;
                }
            }
        }
        return false;
    }
    uint32_t cand[N_CAND];
    size_t nc = candidates(cand, N_CAND);
    for (size_t k = 0; k < nc; ++k) {
        uint32_t x = cand[(start + k) % nc];
        if (gcov_value_class(dir, f, x) == cls && sign_of(x) == sign) {
            *value = x;
            return true;
        }
    }
    return false;
}

static const char *const k_pair_names[SFPU_GEN_PAIR_CLASSES] = {"+0 vs -0", "-0 vs +0", "equal", "less",
                                                                 "greater",  "inf",      "nan"};

unsigned gcov_pair_class(uint32_t a, uint32_t b)
{
    unsigned ca = fclass(a, -126, 127), cb = fclass(b, -126, 127);
    if (ca == VC_NAN || cb == VC_NAN) {
        return 6;
    }
    if (ca == VC_INF || cb == VC_INF) {
        return 5;
    }
    if (a == 0u && b == 0x80000000u) {
        return 0;
    }
    if (a == 0x80000000u && b == 0u) {
        return 1;
    }
    if (a == b) {
        return 2;
    }
    /* sign-magnitude order */
    int64_t va = (a >> 31) ? -(int64_t)(a & 0x7FFFFFFFu) : (int64_t)(a & 0x7FFFFFFFu);
    int64_t vb = (b >> 31) ? -(int64_t)(b & 0x7FFFFFFFu) : (int64_t)(b & 0x7FFFFFFFu);
    return va < vb ? 3 : 4;
}

/* ---- scheduling rules ---- */
enum {
    RULE_STALL_MAD, RULE_STALL_SWAP, RULE_STALL_SHFT2, RULE_FALSE_STALL, RULE_BUG1, /* .. RULE_BUG1 + 7 */
    RULE_STALE = RULE_BUG1 + 8, RULE_SHFT2_RULE, RULE_BACKDOOR, RULE_MACRO
};
static const char *const k_rules[SFPU_GEN_RULES] = {
    "stall: MAD-family result read the next cycle",
    "stall: the instruction after SFPSWAP",
    "stall: the instruction after SFPSHFT2 Mod1 2-4",
    "stall without a true dependency (stall-logic over-approximation)",
    "stall-logic bug 1: SFPAND USE_VB read missed",
    "stall-logic bug 2: SFPOR USE_VB read missed",
    "stall-logic bug 3: SFPIADD VD read missed",
    "stall-logic bug 4: SFPSHFT VD read missed",
    "stall-logic bug 5: SFPCONFIG LReg0 read missed",
    "stall-logic bug 6: SFPSWAP first-cycle compare read missed",
    "stall-logic bug 7: SFPSHFT2 Mod1 2-4 reads missed",
    "stall-logic bug 8: SFPSHFT2 Mod1 5/6 VB read missed",
    "stale read: a MAD-family result read the next cycle (no interlock)",
    "SFPSHFT2 software rule broken",
    "SFPCONFIG DISABLE_BACKDOOR_LOAD race",
    "SFPLOADMACRO scheduling rule broken"};

bool gcov_rule_exists(sfpu_arch_t arch, unsigned rule)
{
    bool bh = arch == SFPU_ARCH_BH;
    switch (rule) {
    case RULE_STALL_SWAP:
    case RULE_BACKDOOR:
    case RULE_MACRO: return true;
    case RULE_STALE:
    case RULE_SHFT2_RULE: return !bh;
    default: return bh && rule < SFPU_GEN_RULES;
    }
}

/* The documented stall-logic bug (0-based) a missed read of `in` is, or -1. */
static int bug_of(const sfpu_insn_t *in)
{
    unsigned mod1 = SFPU_F(in, mod1);
    switch (in->op) {
    case SFPU_OP_SFPAND: return 0;
    case SFPU_OP_SFPOR: return 1;
    case SFPU_OP_SFPIADD: return 2;
    case SFPU_OP_SFPSHFT: return 3;
    case SFPU_OP_SFPCONFIG: return 4;
    case SFPU_OP_SFPSWAP: return 5;
    case SFPU_OP_SFPSHFT2: return (mod1 >= 2u && mod1 <= 4u) ? 6 : (mod1 == 5u || mod1 == 6u) ? 7 : -1;
    default: return -1;
    }
}

static const char *const k_stack_kinds[3] = {"push", "pop", "SFPCOMPC"};
bool gcov_stack_exists(unsigned kind, unsigned depth)
{
    return depth <= SFPU_FLAG_STACK_DEPTH && (kind == 2 || (kind == 0 ? depth < SFPU_FLAG_STACK_DEPTH : depth > 0));
}

static const char *const k_rwc_events[SFPU_GEN_RWC_BINS - 8] = {
    "TTINCRWC wraps RWC_Dst past 1023", "TTINCRWC through the CR copy", "TTSETRWC adding the CR copy",
    "Dst access after RWC_Dst wrapped"};

/* MAD-family producers x instructions that can read an LReg 0..7 (under some Mod they execute) x distance 0/1. */
static bool can_read(sfpu_arch_t arch, unsigned op, uint16_t mods)
{
    if (sfpu_isa_info(op)->unit >= SFPU_UNIT_COUNT) {
        return false;
    }
    for (unsigned v = 0; v < SFPU_GEN_MOD_VALUES; ++v) {
        if (!((mods >> v) & 1u)) {
            continue;
        }
        sfpu_insn_t in;
        gcov_insn(&in, arch, op, v);
        in.f[SFPU_FIELD_va] = 1;
        in.f[SFPU_FIELD_vb] = 2;
        in.f[SFPU_FIELD_vc] = 3;
        in.f[SFPU_FIELD_vd] = 4;
        if (view_true_reads(&in) & 0xFFu) {
            return true;
        }
    }
    return false;
}

size_t gcov_hazard_list(sfpu_arch_t arch, uint64_t allow, const uint16_t mods[SFPU_OP_COUNT], gcov_hz_t *out,
                        size_t cap)
{
    size_t n = 0;
    for (unsigned p = 0; p < SFPU_OP_COUNT; ++p) {
        if (!((allow >> p) & 1u) || !(sfpu_isa_info(p)->flags & SFPU_IF_MAD) || !mods[p]) {
            continue;
        }
        for (unsigned c = 0; c < SFPU_OP_COUNT; ++c) {
            if (!((allow >> c) & 1u) || !can_read(arch, c, mods[c])) {
                continue;
            }
            for (unsigned d = 0; d < 2; ++d) {
                if (out && n < cap) {
                    out[n] = (gcov_hz_t){(uint8_t)p, (uint8_t)c, (uint8_t)d};
                }
                ++n;
            }
        }
    }
    return n;
}

/* gcov_reachable_derived's result, kept as a table (the derivation classes 2^16 data per 16-bit format, which every
 * bin listing - each coverage file read or written - would repeat); GenCov.ReachTableIsDerived checks it. */
const uint32_t gcov_reach[2][2][SFPU_GEN_FMTS] = {
    {/* Blackhole */ {0x0cfcfu, 0x3cfcfu, 0x3cfcfu, 0x00f03u, 0x00f03u, 0x00f03u, 0x00501u},  /* loads */
                     {0x3ffffu, 0x3cfcfu, 0x3cfcfu, 0x00f03u, 0x03f03u, 0x03f03u, 0x03501u}}, /* stores */
    {/* Wormhole */ {0x0cfcfu, 0x3cfcfu, 0x3cfcfu, 0x00f03u, 0x00303u, 0x00f03u, 0x00501u},
                    {0x3ffffu, 0x3cfcfu, 0x3cfcfu, 0x00f03u, 0x03f03u, 0x03f03u, 0x03501u}},
};

size_t gcov_dstfmt_list(sfpu_arch_t arch, gcov_fmt_t *out, size_t cap)
{
    const uint32_t(*reach)[SFPU_GEN_FMTS] = gcov_reach[arch == SFPU_ARCH_WH];
    size_t n = 0;
    for (unsigned dir = 0; dir < 2; ++dir) {
        for (unsigned f = 0; f < SFPU_GEN_FMTS; ++f) {
            for (unsigned cls = 0; cls < SFPU_GEN_VCLASSES; ++cls) {
                for (unsigned s = 0; s < 2; ++s) {
                    if ((reach[dir][f] >> (cls * 2 + s)) & 1u) {
                        if (out && n < cap) {
                            out[n] = (gcov_fmt_t){(uint8_t)dir, (uint8_t)f, (uint8_t)cls, (uint8_t)s};
                        }
                        ++n;
                    }
                }
            }
        }
    }
    return n;
}

/* ---- the groups ---- */
static const char *const k_group_keys[SFPU_GEN_COV_GROUPS] = {
    "opmod", "hazard", "rules", "stack", "rwc", "dstfmt", "operands", "macro", "tables", "config", "lanes",
    "reads", "bounds", "addrmod", "undef"};
static const char *const k_group_titles[SFPU_GEN_COV_GROUPS] = {
    "instruction x mode",
    "MAD-family producer x consumer x distance",
    "scheduling rules and stall-logic bugs",
    "flag-stack depth x push/pop/SFPCOMPC",
    "RWC_Dst ranges and wrap",
    "Dst format x value class x sign (SFPLOAD, SFPSTORE)",
    "operand corners (SFPGT/SFPLE/SFPSWAP pairs, SFPARECIP inputs)",
    "SFPLOADMACRO shapes",
    "SFPARECIP lookup-table entries (reciprocal, exponential)",
    "Dst accesses by ADDR_MOD action and configuration register",
    "predication: lane enables, the flag stack's top at SFPCOMPC/SFPPOPC",
    "instruction x mode x each LaneConfig bit it reads (gen_reads.def)",
    "value boundaries of the pages (FMA, FP16, SFPCAST, SFPABS, LUTs, SFPARECIP, int32)",
    "ADDR_MOD, TTSETRWC, TTINCRWC action x RWC_Dst state (equal to / different from CR, wrap)",
    "undefined words at each edge of the decode rule"};

static const char *const k_lanes[SFPU_GEN_LANE_BINS] = {
    "an instruction with all 32 lanes enabled",
    "an instruction with lanes disabled by LaneFlags",
    "an instruction with no lane enabled",
    "an instruction with lanes disabled by LaneConfig ROW_MASK",
    "an instruction with lanes disabled by ROW_MASK and others by LaneFlags",
    "SFPCOMPC where a lane's stacked UseLaneFlags differs from its current one",
    "SFPCOMPC where a lane uses flags and its stacked LaneFlags is false",
    "SFPPOPC restoring a UseLaneFlags that differs from the current one",
    "SFPPOPC restoring a LaneFlags that differs from the current one"};

/* The config group: what the ADDR_MOD an access applies does, and the configuration registers in force. */
enum {
    CF_AM_INCR, CF_AM_CR, CF_AM_CLR, CF_AM_C_TO_CR, CF_AM_SRC, CF_AM_BIAS, CF_FP32, CF_MOD0_SRCB, CF_MOD0_OVERRIDE,
    CF_MOD0_DEST_FMT, CF_TARGET_OFFSET, CF_REGW_BASE, CF_STACK_INCR, CF_SP_BASE, CF_REMAP, CF_SWIZZLE, CF_UPPER_BANK,
    CF_UPPER_BY_BASE, CF_STACK_POP, CF_SRCB_FMT0 /* .. + 15: Mod0 0 through SrcB format 0 .. 15 */
};
static const char *const k_config[SFPU_GEN_CONFIG_BINS] = {
    "ADDR_MOD adds to RWC_Dst",
    "ADDR_MOD adds through RWC_Dst's CR copy",
    "ADDR_MOD clears RWC_Dst",
    "ADDR_MOD copies RWC_Dst to its CR copy",
    "ADDR_MOD moves the SrcA/SrcB RWCs",
    "ADDR_MOD toggles the extra ADDR_MOD bit",
    "FP32 Dst mode (ALU_ACC_CTRL_SFPU_Fp32_enabled)",
    "Mod0 0 takes the SrcB format",
    "Mod0 0 takes the SrcB override format",
    "Mod0 0 takes SFPU_DEST_FMT",
    "a Dst target offset",
    "a DEST_REGW base",
    "an INT32_ALL stack access with a stack increment",
    "a DEST_SP base",
    "DEST_ACCESS_CFG remap_addrs",
    "DEST_ACCESS_CFG swizzle_32b",
    "the upper ADDR_MOD bank through ExtraAddrModBit",
    "the upper ADDR_MOD bank through ADDR_MOD_SET_Base",
    "an INT32_ALL stack load that pre-decrements Sp",
    /* SFPLOAD.md / SFPSTORE.md: Mod0 0 (FP32 Dst off) resolves through the SrcB format; FP32, TF32, BF16, BFP8,
     * BFP4, INT32, INT16 and BFP2 give the BF16 form, every other code the FP16 form: each code is a bin */
    "Mod0 0 through SrcB format 0 (FP32: the BF16 form)", "Mod0 0 through SrcB format 1 (FP16: the FP16 form)",
    "Mod0 0 through SrcB format 2 (BFP8a: the FP16 form)", "Mod0 0 through SrcB format 3 (BFP4a: the FP16 form)",
    "Mod0 0 through SrcB format 4 (TF32: the BF16 form)", "Mod0 0 through SrcB format 5 (BF16: the BF16 form)",
    "Mod0 0 through SrcB format 6 (BFP8: the BF16 form)", "Mod0 0 through SrcB format 7 (BFP4: the BF16 form)",
    "Mod0 0 through SrcB format 8 (INT32: the BF16 form)", "Mod0 0 through SrcB format 9 (INT16: the BF16 form)",
    "Mod0 0 through SrcB format 10 (the FP16 form)", "Mod0 0 through SrcB format 11 (BFP2a: the FP16 form)",
    "Mod0 0 through SrcB format 12 (the FP16 form)", "Mod0 0 through SrcB format 13 (the FP16 form)",
    "Mod0 0 through SrcB format 14 (the FP16 form)", "Mod0 0 through SrcB format 15 (BFP2: the BF16 form)"};

static bool config_exists(sfpu_arch_t arch, unsigned b)
{
    bool bh = arch == SFPU_ARCH_BH;
    switch (b) {
    case CF_MOD0_DEST_FMT:
    case CF_STACK_INCR:
    case CF_SP_BASE:
    case CF_REMAP:
    case CF_SWIZZLE:
    case CF_STACK_POP: return bh;
    case CF_UPPER_BANK:
    case CF_UPPER_BY_BASE: return !bh;
    default: return b < SFPU_GEN_CONFIG_BINS;
    }
}

const char *sfpu_gen_cov_group_key(unsigned g) { return g < SFPU_GEN_COV_GROUPS ? k_group_keys[g] : NULL; }
const char *sfpu_gen_cov_group_title(unsigned g) { return g < SFPU_GEN_COV_GROUPS ? k_group_titles[g] : NULL; }

typedef struct emitter {
    sfpu_gen_cov_bin_fn cb;
    void *ctx;
    unsigned group, bin;
    size_t total;
} emitter_t;

static void bin(emitter_t *e, uint32_t *count, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static void bin(emitter_t *e, uint32_t *count, const char *fmt, ...)
{
    char name[128];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(name, sizeof name, fmt, ap);
    va_end(ap);
    if (e->cb) {
        e->cb(e->ctx, e->group, e->bin, name, count);
    }
    ++e->bin;
    ++e->total;
}

static void next_group(emitter_t *e, unsigned g)
{
    e->group = g;
    e->bin = 0;
}

/* The groups derived from the specification (gen_spec.c): reads, bounds, addrmod, undef. */
static void spec_bins(emitter_t *e, sfpu_gen_cov_t *c, sfpu_arch_t arch, uint64_t allow,
                      const uint16_t mods[SFPU_OP_COUNT], const uint16_t mods_all[SFPU_OP_COUNT])
{
    next_group(e, 11);
    size_t nr = gspec_reads_list(arch, allow, mods, NULL, 0);
    gspec_rd_t *rd = (gspec_rd_t *)malloc((nr ? nr : 1) * sizeof *rd);
    if (rd) {
        gspec_reads_list(arch, allow, mods, rd, nr);
        for (size_t i = 0; i < nr; ++i) {
            int mf = gcov_mod_field(rd[i].op, arch);
            uint32_t *cnt = &c->reads[rd[i].op][rd[i].mod][rd[i].bit];
            if (rd[i].per_mode && mf >= 0) {
                bin(e, cnt, "%s %s=%u x %s", sfpu_isa_info(rd[i].op)->name, mf == SFPU_FIELD_mod1 ? "mod1" : "mod0",
                    rd[i].mod, gspec_bit_name(rd[i].bit));
            } else {
                bin(e, cnt, "%s x %s", sfpu_isa_info(rd[i].op)->name, gspec_bit_name(rd[i].bit));
            }
        }
        free(rd);
    }
    next_group(e, 12);
    for (unsigned b = 0; b < SFPU_GEN_BOUND_BINS; ++b) {
        char name[128];
        if (gspec_bound_exists(arch, allow, mods, b)) {
            bin(e, &c->bounds[b], "%s", gspec_bound_name(b, name, sizeof name));
        }
    }
    next_group(e, 13);
    bool ls = ((allow >> SFPU_OP_SFPLOAD) & 1u) || ((allow >> SFPU_OP_SFPSTORE) & 1u);
    for (unsigned b = 0; b < SFPU_GEN_ADDRMOD_BINS && ls; ++b) {
        bin(e, &c->addrmod[b], "%s", gspec_addrmod_names[b]);
    }
    next_group(e, 14);
    gspec_ud_t ud[SFPU_GEN_UNDEF_BINS];
    size_t nu = gspec_undef_list(arch, allow, mods_all, ud, SFPU_GEN_UNDEF_BINS);
    for (size_t i = 0; i < nu && i < SFPU_GEN_UNDEF_BINS; ++i) {
        char name[128];
        bin(e, &c->undef[i], "%s", gspec_undef_name(arch, &ud[i], name, sizeof name));
    }
}

size_t sfpu_gen_cov_bins(sfpu_gen_cov_t *c, sfpu_arch_t arch, uint64_t allow, sfpu_gen_cov_bin_fn cb, void *ctx)
{
    static sfpu_gen_cov_t dummy; /* counters of a NULL coverage: never read by a caller that passes NULL */
    if (c == NULL) {
        c = &dummy;
    }
    allow = allow_or_default(arch, allow);
    emitter_t e = {cb, ctx, 0, 0, 0};
    uint16_t mods[SFPU_OP_COUNT];
    sfpu_config_t cfg = {arch, 0};
    sfpu_t *s = NULL;
    if (sfpu_create(&cfg, &s) != SFPU_OK) {
        return 0;
    }
    gcov_probe_mods(s, allow, mods);
    sfpu_destroy(s);
    uint16_t mods_all[SFPU_OP_COUNT]; /* the decode rule's edges: from every mode the model executes */
    memcpy(mods_all, mods, sizeof mods);
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        mods[op] &= (uint16_t)~c->mod_deny[op]; /* the modes the programs left out: not reachable */
    }

    next_group(&e, 0);
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        if (!((allow >> op) & 1u) || sfpu_isa_info(op)->unit >= SFPU_UNIT_COUNT) {
            continue;
        }
        int mf = gcov_mod_field(op, arch);
        for (unsigned v = 0; v < SFPU_GEN_MOD_VALUES; ++v) {
            if ((mods[op] >> v) & 1u) {
                if (mf < 0) {
                    bin(&e, &c->op_mod[op][v], "%s", sfpu_isa_info(op)->name);
                } else {
                    bin(&e, &c->op_mod[op][v], "%s %s=%u", sfpu_isa_info(op)->name,
                        mf == SFPU_FIELD_mod1 ? "mod1" : "mod0", v);
                }
            }
        }
    }
    next_group(&e, 1);
    size_t nh = gcov_hazard_list(arch, allow, mods, NULL, 0);
    gcov_hz_t *hz = (gcov_hz_t *)malloc((nh ? nh : 1) * sizeof *hz);
    if (hz) {
        gcov_hazard_list(arch, allow, mods, hz, nh);
        for (size_t i = 0; i < nh; ++i) {
            bin(&e, &c->hazard[hz[i].producer][hz[i].consumer][hz[i].distance], "%s -> %s distance %u",
                sfpu_isa_info(hz[i].producer)->name, sfpu_isa_info(hz[i].consumer)->name, hz[i].distance);
        }
        free(hz);
    }
    next_group(&e, 2);
    for (unsigned r = 0; r < SFPU_GEN_RULES; ++r) {
        if (gcov_rule_exists(arch, r)) {
            bin(&e, &c->rules[r], "%s", k_rules[r]);
        }
    }
    bin(&e, &c->macro_events[2], "a regular instruction dropped for a scheduled one");
    next_group(&e, 3);
    for (unsigned k = 0; k < 3; ++k) {
        for (unsigned d = 0; d <= SFPU_FLAG_STACK_DEPTH; ++d) {
            if (gcov_stack_exists(k, d)) {
                bin(&e, &c->stack[k][d], "%s at depth %u", k_stack_kinds[k], d);
            }
        }
    }
    next_group(&e, 4);
    for (unsigned r = 0; r < 8; ++r) {
        bin(&e, &c->rwc[r], "Dst access with RWC_Dst %u-%u", r * 128, r * 128 + 127);
    }
    for (unsigned r = 8; r < SFPU_GEN_RWC_BINS; ++r) {
        bin(&e, &c->rwc[r], "%s", k_rwc_events[r - 8]);
    }
    next_group(&e, 5);
    gcov_fmt_t fl[2 * SFPU_GEN_FMTS * SFPU_GEN_VCLASSES * 2];
    size_t nf = gcov_dstfmt_list(arch, fl, sizeof fl / sizeof fl[0]);
    for (size_t i = 0; i < nf; ++i) {
        bin(&e, &c->dstfmt[fl[i].dir][fl[i].fmt][fl[i].cls][fl[i].sign], "%s %s %s %c",
            fl[i].dir ? "store" : "load", k_fmt_names[fl[i].fmt], k_class_names[fl[i].cls], fl[i].sign ? '-' : '+');
    }
    next_group(&e, 6);
    static const unsigned k_pair_ops[3] = {SFPU_OP_SFPGT, SFPU_OP_SFPLE, SFPU_OP_SFPSWAP};
    for (unsigned o = 0; o < 3; ++o) {
        if (!((allow >> k_pair_ops[o]) & 1u) || !mods[k_pair_ops[o]]) {
            continue;
        }
        for (unsigned k = 0; k < SFPU_GEN_PAIR_CLASSES; ++k) {
            bin(&e, &c->pairs[o][k], "%s %s", sfpu_isa_info(k_pair_ops[o])->name, k_pair_names[k]);
        }
    }
    if ((allow >> SFPU_OP_SFPARECIP) & 1u) {
        for (unsigned m = 0; m < 4; ++m) {
            if (!((mods[SFPU_OP_SFPARECIP] >> m) & 1u)) {
                continue;
            }
            for (unsigned cls = 0; cls < SFPU_GEN_VCLASSES; ++cls) {
                if (cls == VC_BELOW_MIN || cls == VC_ABOVE_MAX) {
                    continue; /* FP32 inputs: no exponent outside the format */
                }
                for (unsigned sgn = 0; sgn < 2; ++sgn) {
                    bin(&e, &c->arecip[m][cls][sgn], "SFPARECIP mod1=%u %s %c", m, k_class_names[cls],
                        sgn ? '-' : '+');
                }
            }
        }
    }
    next_group(&e, 7);
    if ((allow >> SFPU_OP_SFPLOADMACRO) & 1u) {
        static const char *const units[4] = {"Simple", "MAD", "Round", "Store"};
        static const char *const kinds[4] = {"nothing", "SFPNOP", "SFPSTORE", "a template"};
        for (unsigned u = 0; u < 4; ++u) {
            for (unsigned k = 0; k < 4; ++k) {
                if ((u == 3) ? k != 1 : k != 2) {
                    bin(&e, &c->macro_sel[u][k], "%s schedules %s", units[u], kinds[k]);
                }
            }
        }
        for (unsigned u = 0; u < 4; ++u) {
            for (unsigned d = 0; d < 8; ++d) {
                bin(&e, &c->macro_delay[u][d], "%s delay %u", units[u], d);
            }
        }
        static const char *const flags[4] = {"neither VD16 nor USE_VB", "VD16 (LReg16)", "USE_VB",
                                             "VD16 and USE_VB together"};
        for (unsigned u = 0; u < 4; ++u) {
            for (unsigned k = 0; k < 4; ++k) {
                bin(&e, &c->macro_flags[u][k], "%s %s", units[u], flags[k]);
            }
            bin(&e, &c->macro_by_insns[u], "%s delay counts instructions", units[u]);
        }
        for (unsigned u = 0; u < 3; ++u) {
            if (gcov_macro_sub_reachable(arch, allow, u, SFPU_FIELD_vc)) {
                bin(&e, &c->macro_sub[u][0], "%s USE_VB with a template without a VC field (VC = its VD)", units[u]);
            }
            if (gcov_macro_sub_reachable(arch, allow, u, SFPU_FIELD_vb)) {
                bin(&e, &c->macro_sub[u][1], "%s without USE_VB, a template without a VB field (VB = its VD)",
                    units[u]);
            }
        }
        for (unsigned u = 0; u < 4; ++u) {
            bin(&e, &c->macro_coincide[0][u],
                "a scheduled %s instruction beside a regular one that changes LaneEnabled", units[u]);
        }
        for (unsigned u = 0; u < 3; ++u) {
            if (gcov_macro_unit_reachable(arch, allow, u)) {
                bin(&e, &c->macro_coincide[1][u], "a scheduled %s instruction and a regular one writing one LReg",
                    units[u]);
                if ((allow >> SFPU_OP_SFPSWAP) & 1u) {
                    bin(&e, &c->macro_coincide[2][u],
                        "an SFPSWAP of the LReg a scheduled %s instruction writes, in its cycle or the one before",
                        units[u]);
                }
            }
        }
        bin(&e, &c->macro_events[0], "a scheduled instruction cancelled by a later macro");
        bin(&e, &c->macro_events[1], "a scheduled instruction executes beside a regular one");
        for (unsigned k = 0; k < SFPU_GEN_KERNEL_SHAPES; ++k) {
            bin(&e, &c->kernel_shapes[k], "shape: %s", sfpu_gen_kernel_shape_name(k));
        }
    }
    next_group(&e, 8);
    if ((allow >> SFPU_OP_SFPARECIP) & 1u) {
        for (unsigned i = 0; i < SFPU_GEN_ARECIP_LUT; ++i) {
            bin(&e, &c->arecip_lut[i], "SFPARECIP %s table entry %u", i < 128 ? "reciprocal" : "exponential",
                i < 128 ? i : i - 128);
        }
    }
    next_group(&e, 9);
    for (unsigned b = 0; b < SFPU_GEN_CONFIG_BINS; ++b) {
        if (config_exists(arch, b)) {
            bin(&e, &c->config[b], "Dst access with %s", k_config[b]);
        }
    }
    next_group(&e, 10);
    for (unsigned b = 0; b < SFPU_GEN_LANE_BINS; ++b) {
        bin(&e, &c->lanes[b], "%s", k_lanes[b]);
    }
    spec_bins(&e, c, arch, allow, mods, mods_all);
    return e.total;
}

typedef struct closure_ctx {
    unsigned group, goal, met, total;
} closure_ctx_t;

static void closure_cb(void *ctx, unsigned group, unsigned b, const char *name, uint32_t *count)
{
    (void)b;
    (void)name;
    closure_ctx_t *k = (closure_ctx_t *)ctx;
    if (k->group >= SFPU_GEN_COV_GROUPS || k->group == group) {
        ++k->total;
        k->met += *count >= k->goal;
    }
}

void sfpu_gen_cov_closure(const sfpu_gen_cov_t *c, sfpu_arch_t arch, uint64_t allow, unsigned g, unsigned goal,
                          unsigned *met, unsigned *total)
{
    closure_ctx_t k = {g, goal, 0, 0};
    sfpu_gen_cov_t copy;
    if (c) {
        copy = *c;
    } else {
        memset(&copy, 0, sizeof copy);
    }
    sfpu_gen_cov_bins(&copy, arch, allow, closure_cb, &k);
    if (met) {
        *met = k.met;
    }
    if (total) {
        *total = k.total;
    }
}

/* ---- sampling ---- */
static unsigned depth_max(const sfpu_t *s)
{
    unsigned hi = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        unsigned d = view_stack_depth(s, lane);
        hi = d > hi ? d : hi;
    }
    return hi;
}

static int fmt_index(const sfpu_t *f, unsigned mod0)
{
    unsigned m = view_ls_resolve_mod0(f, mod0 & 15u);
    for (unsigned i = 0; i < SFPU_GEN_FMTS; ++i) {
        if (gcov_fmt_mod0[i] == m) {
            return (int)i;
        }
    }
    return -1;
}

/* Count each class present among the lanes once. */
static void sample_values(uint32_t (*bins)[SFPU_GEN_VCLASSES][2], unsigned dir, unsigned f, const uint32_t *v,
                          uint32_t lanes)
{
    uint32_t seen = 0;
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        if ((lanes >> l) & 1u) {
            seen |= 1u << (gcov_value_class(dir, f, v[l]) * 2 + sign_of(v[l]));
        }
    }
    for (unsigned k = 0; k < SFPU_GEN_VCLASSES * 2; ++k) {
        if ((seen >> k) & 1u) {
            bins[f][k / 2][k % 2]++;
        }
    }
}

static bool is_dst_access(unsigned op)
{
    return op == SFPU_OP_SFPLOAD || op == SFPU_OP_SFPSTORE || op == SFPU_OP_SFPLOADMACRO;
}

/* ADDR_MOD action x RWC_Dst state at a regular Dst access whose ADDR_MOD Dst word is d (gen_spec.h GA_*). */
static void sample_addrmod(sfpu_gen_cov_t *c, const sfpu_t *f, uint32_t d)
{
    uint32_t crv = 0, incr = d & 0x3FFu;
    unsigned rwc = view_rwc_dst(f);
    if (sfpu_get_reg(f, SFPU_REG_RWC_DST_CR, 0, &crv) != SFPU_OK) {
        return;
    }
    unsigned ne = rwc != crv;
    switch (gspec_am_action(d)) {
    case 1:
        c->addrmod[GA_INCR_EQ + ne]++;
        c->addrmod[GA_INCR_WRAP] += rwc + incr > 1023u;
        break;
    case 2:
        c->addrmod[GA_CR_EQ + ne]++;
        c->addrmod[GA_CR_WRAP] += crv + incr > 1023u;
        break;
    case 3: c->addrmod[GA_CLR_EQ + ne]++; break;
    case 4: c->addrmod[GA_C2CR_EQ + ne]++; break;
    case 5: c->addrmod[GA_C2CR_CR_EQ + ne]++; break;
    default: break;
    }
}

/* TTSETRWC / TTINCRWC of Dst through the CR copy (or SETRWC's C_TO_CR) x RWC_Dst equal to / different from CR. */
static void sample_rwc_insn(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_insn_t *in)
{
    uint32_t crv = 0;
    unsigned cr = SFPU_F(in, rwc_cr);
    if (sfpu_get_reg(f, SFPU_REG_RWC_DST_CR, 0, &crv) != SFPU_OK) {
        return;
    }
    unsigned ne = view_rwc_dst(f) != crv;
    if (in->op == SFPU_OP_TTSETRWC && (cr & 8u)) { /* C_TO_CR (SETRWC.md): from RWC_Dst, with or without Set */
        c->addrmod[GA_SETRWC_C2CR_EQ + ne]++;
    } else if (in->op == SFPU_OP_TTSETRWC && (SFPU_F(in, rwc_mask) & 4u) && (cr & 4u)) {
        c->addrmod[GA_SETRWC_CR_EQ + ne]++;
    } else if (in->op == SFPU_OP_TTINCRWC && (cr & 4u)) {
        c->addrmod[GA_INCRWC_CR_EQ + ne]++;
    }
}

/* A Dst access (before it executes): the ADDR_MOD it will apply (addr.c's index rule) and the configuration. */
static void sample_config(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_insn_t *in)
{
    view_cfg_t cf;
    view_cfg(f, &cf);
    const view_cfg_t *st = &cf;
    bool bh = sfpu_get_arch(f) == SFPU_ARCH_BH;
    unsigned field = SFPU_F(in, addr_mod), mod0 = SFPU_F(in, mod0) & 15u;
    bool upper = !bh && ((st->rwc_extra_addr_mod_bit & 1u) || (st->cfg_addr_mod_set_base & 1u));
    unsigned idx = bh ? (field & 7u) : (field & 3u) + (upper ? 4u : 0u);
    view_addr_mod_t m = view_addr_mod(f, idx);
    const view_addr_mod_t *am = &m;
    unsigned d = am->dst;
    bool clr = (d >> 11) & 1u, c2cr = (d >> 12) & 1u, cr = (d >> 10) & 1u;
    bool hit[SFPU_GEN_CONFIG_BINS] = {false};
    if (!in->scheduled && in->op != SFPU_OP_SFPLOADMACRO) { /* a macro's load applies its ADDR_MOD too, but */
        hit[CF_AM_INCR] = (d & 0x3FFu) && !clr && !c2cr && !cr; /* keep to the regular instructions' */
        hit[CF_AM_CR] = (d & 0x3FFu) && cr && !clr && !c2cr;
        hit[CF_AM_CLR] = clr;
        hit[CF_AM_C_TO_CR] = c2cr && !clr;
        hit[CF_AM_SRC] = (am->ab & 0xFFFFu) != 0;
        hit[CF_AM_BIAS] = !(am->bias & 0x10u) && (am->bias & 3u);
        hit[CF_UPPER_BANK] = !bh && (st->rwc_extra_addr_mod_bit & 1u) && !(st->cfg_addr_mod_set_base & 1u);
        hit[CF_UPPER_BY_BASE] = !bh && !(st->rwc_extra_addr_mod_bit & 1u) && (st->cfg_addr_mod_set_base & 1u);
        sample_addrmod(c, f, d);
    }
    hit[CF_FP32] = st->cfg_fp32_dst & 1u;
    if (mod0 == VIEW_MOD0_FMT_SRCB && !(st->cfg_fp32_dst & 1u)) {
        bool dest_fmt = bh && (st->cfg_sfpu_dest_fmt_enable & 1u);
        hit[dest_fmt ? CF_MOD0_DEST_FMT : (st->cfg_srcb_override & 1u) ? CF_MOD0_OVERRIDE : CF_MOD0_SRCB] = true;
        if (!dest_fmt && !(st->cfg_srcb_override & 1u)) {
            hit[CF_SRCB_FMT0 + (st->cfg_srcb_fmt & 15u)] = true;
        }
    }
    hit[CF_TARGET_OFFSET] = st->cfg_dest_target_offset != 0;
    hit[CF_REGW_BASE] = st->cfg_dest_regw_base != 0;
    if (bh) {
        bool stack = view_ls_resolve_mod0(f, mod0) == VIEW_MOD0_FMT_INT32_ALL && st->cfg_sfpu_stack_incr != 0;
        hit[CF_STACK_INCR] = stack;
        hit[CF_STACK_POP] = stack && in->op == SFPU_OP_SFPLOAD && (st->rwc_sp & 0x3FFu) != 0;
        hit[CF_SP_BASE] = st->cfg_dest_sp_base != 0;
        hit[CF_REMAP] = st->cfg_remap_addrs & 1u;
        hit[CF_SWIZZLE] = st->cfg_swizzle_32b & 1u;
    }
    for (unsigned b = 0; b < SFPU_GEN_CONFIG_BINS; ++b) {
        c->config[b] += hit[b];
    }
}

/* The stack top of each lane (its level depth-1): LaneFlags and UseLaneFlags bits; nonempty = lanes with a top. */
static void stack_top(const sfpu_t *f, uint32_t *flags, uint32_t *use, uint32_t *nonempty)
{
    *flags = *use = *nonempty = 0;
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        unsigned d = view_stack_depth(f, l);
        uint32_t fl = 0, us = 0;
        if (d == 0 || sfpu_get_reg(f, SFPU_REG_STACK_FLAGS, l * 8 + d - 1, &fl) != SFPU_OK ||
            sfpu_get_reg(f, SFPU_REG_STACK_USE, l * 8 + d - 1, &us) != SFPU_OK) {
            continue;
        }
        *nonempty |= 1u << l;
        *flags |= (fl & 1u) << l;
        *use |= (us & 1u) << l;
    }
}

/* Predication around an SFPU instruction (the functional model before it executes). */
static void sample_lanes(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_insn_t *in, uint32_t en)
{
    uint32_t uf = view_use_lane_flags(f), lf = view_lane_flags(f), rm = view_row_masked_lanes(f);
    uint32_t by_flags = uf & ~lf;
    c->lanes[0] += en == 0xFFFFFFFFu;
    c->lanes[1] += en != 0 && (by_flags & ~rm) != 0;
    c->lanes[2] += en == 0;
    c->lanes[3] += en != 0 && rm != 0;
    c->lanes[4] += en != 0 && rm != 0 && (by_flags & ~rm) != 0;
    if (in->op == SFPU_OP_SFPCOMPC || in->op == SFPU_OP_SFPPOPC) {
        uint32_t tf, tu, ne;
        stack_top(f, &tf, &tu, &ne);
        if (in->op == SFPU_OP_SFPCOMPC) {
            c->lanes[5] += ((tu ^ uf) & ne) != 0;
            c->lanes[6] += (uf & tu & ~tf & ne) != 0;
        } else if (SFPU_F(in, mod1) == 0) {
            c->lanes[7] += ((tu ^ uf) & ne) != 0;
            c->lanes[8] += ((tf ^ lf) & ne) != 0;
        }
    }
}

void gcov_sample_pre(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_t *t, const sfpu_insn_t *in, gcov_pre_t *pre)
{
    pre->lanes = sfpu_lane_enable_mask(f);
    pre->depth = depth_max(f);
    pre->rwc_dst = view_rwc_dst(f);
    sfpu_timing_stats_t ts;
    sfpu_get_timing_stats(t, &ts);
    pre->macro_issued = ts.macro_issued;
    pre->dropped = ts.dropped;
    pre->cancelled = ts.macro_cancelled;
    pre->due[0] = view_lm_due(t, 0, pre->due_writes[0]);
    pre->due[1] = view_lm_due(t, 1, pre->due_writes[1]);
    unsigned op = in->op;
    if (sfpu_isa_info(op)->unit < SFPU_UNIT_COUNT && op != SFPU_OP_SFPNOP) {
        sample_lanes(c, f, in, pre->lanes);
    }
    if (is_dst_access(op)) {
        c->rwc[(view_rwc_dst(f) >> 7) & 7u]++;
        sample_config(c, f, in);
    }
    if (op == SFPU_OP_TTSETRWC || op == SFPU_OP_TTINCRWC) {
        sample_rwc_insn(c, f, in);
    }
    gspec_sample_pre(c, f, in, pre->lanes);
    if (op == SFPU_OP_SFPSTORE) {
        int fi = fmt_index(f, SFPU_F(in, mod0));
        uint32_t v[SFPU_LANES];
        if (fi >= 0 && SFPU_F(in, vd) < SFPU_LREGS && sfpu_peek_lreg(f, SFPU_F(in, vd), v) == SFPU_OK) {
            sample_values(c->dstfmt[1], 1, (unsigned)fi, v, pre->lanes);
        }
    } else if (op == SFPU_OP_SFPGT || op == SFPU_OP_SFPLE || op == SFPU_OP_SFPSWAP) {
        uint32_t a[SFPU_LANES], b[SFPU_LANES];
        unsigned o = op == SFPU_OP_SFPGT ? 0 : op == SFPU_OP_SFPLE ? 1 : 2;
        if (sfpu_peek_lreg(f, SFPU_F(in, vc), a) == SFPU_OK && sfpu_peek_lreg(f, SFPU_F(in, vd), b) == SFPU_OK) {
            uint32_t seen = 0;
            uint32_t lanes = op == SFPU_OP_SFPSWAP ? 0xFFFFFFFFu : pre->lanes;
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                if ((lanes >> l) & 1u) {
                    seen |= 1u << gcov_pair_class(a[l], b[l]);
                }
            }
            for (unsigned k = 0; k < SFPU_GEN_PAIR_CLASSES; ++k) {
                c->pairs[o][k] += (seen >> k) & 1u;
            }
        }
    } else if (op == SFPU_OP_SFPARECIP) {
        uint32_t a[SFPU_LANES], b[SFPU_LANES];
        unsigned mod1 = SFPU_F(in, mod1), m = mod1 & 3u;
        if (sfpu_peek_lreg(f, SFPU_F(in, vc), a) == SFPU_OK && sfpu_peek_lreg(f, SFPU_F(in, vb), b) == SFPU_OK) {
            uint32_t seen = 0;
            uint32_t used[SFPU_GEN_ARECIP_LUT / 32] = {0};
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                if (!((pre->lanes >> l) & 1u)) {
                    continue;
                }
                seen |= 1u << (fclass(a[l], -126, 127) * 2 + sign_of(a[l]));
                /* the table entry the lane looks up (lane/arecip.c): RECIP, COND_RECIP where LReg[VB] < 0 */
                uint32_t mag = a[l] & 0x7FFFFFFFu;
                int idx = -1;
                if (mod1 == 0 || (mod1 == 1 && (b[l] >> 31))) {
                    idx = mag >= 0x00800000u && mag < 0x7E800000u ? (int)((mag >> 16) & 0x7Fu) : -1;
                } else if (mod1 > 1) {
                    idx = mag >= 0x3C800000u && mag < 0x40000000u ? 128 + (int)((mag >> 16) - 0x3C80u) : -1;
                }
                if (idx >= 0) {
                    used[idx / 32] |= 1u << (idx % 32);
                }
            }
            for (unsigned k = 0; k < SFPU_GEN_VCLASSES * 2; ++k) {
                c->arecip[m][k / 2][k % 2] += (seen >> k) & 1u;
            }
            for (unsigned i = 0; i < SFPU_GEN_ARECIP_LUT; ++i) {
                c->arecip_lut[i] += (used[i / 32] >> (i % 32)) & 1u;
            }
        }
    }
}

/* A regular instruction issued without a stall in the cycle of a scheduled one (or, for SFPSWAP, the cycle before):
 * it changed LaneEnabled, it writes an LReg the scheduled one writes, or it is an SFPSWAP of such an LReg. */
static void sample_coincide(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_insn_t *in, const gcov_pre_t *pre)
{
    uint32_t writes = view_true_writes(in), touches = writes | view_true_reads(in);
    bool lanes = sfpu_lane_enable_mask(f) != pre->lanes;
    for (unsigned u = 0; u < 4; ++u) {
        bool now = (pre->due[0] >> u) & 1u;
        c->macro_coincide[0][u] += now && lanes;
        if (u < 3) {
            c->macro_coincide[1][u] += now && (writes & pre->due_writes[0][u]) != 0;
            c->macro_coincide[2][u] += in->op == SFPU_OP_SFPSWAP &&
                                       (touches & (pre->due_writes[0][u] | pre->due_writes[1][u])) != 0;
        }
    }
}

void gcov_sample_post(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_t *t, const sfpu_insn_t *in,
                      const gcov_pre_t *pre, unsigned stalls, uint32_t prev_writes, unsigned diag0)
{
    unsigned op = in->op;
    unsigned depth = depth_max(f);
    if (op == SFPU_OP_SFPCOMPC && pre->depth <= SFPU_FLAG_STACK_DEPTH) {
        c->stack[2][pre->depth]++;
    } else if (depth == pre->depth + 1 && op == SFPU_OP_SFPPUSHC) {
        c->stack[0][pre->depth]++;
    } else if (depth + 1 == pre->depth && op == SFPU_OP_SFPPOPC) {
        c->stack[1][pre->depth]++;
    }
    gspec_sample_post(c, f, in, pre->lanes);
    if (op == SFPU_OP_SFPLOAD) {
        int fi = fmt_index(f, SFPU_F(in, mod0));
        uint32_t v[SFPU_LANES];
        if (fi >= 0 && sfpu_peek_lreg(f, SFPU_F(in, vd), v) == SFPU_OK) {
            sample_values(c->dstfmt[0], 0, (unsigned)fi, v, pre->lanes);
        }
    }
    uint16_t rwc = view_rwc_dst(f);
    if (op == SFPU_OP_TTINCRWC) {
        bool cr = (SFPU_F(in, rwc_cr) & 4u) != 0;
        if (cr && SFPU_F(in, rwc_d)) {
            c->rwc[9]++;
        }
        if (!cr && SFPU_F(in, rwc_d) && rwc < pre->rwc_dst) {
            c->rwc[8]++;
        }
    } else if (op == SFPU_OP_TTSETRWC && (SFPU_F(in, rwc_mask) & 4u) && (SFPU_F(in, rwc_cr) & 4u)) {
        c->rwc[10]++;
    }
    if (is_dst_access(op) && c->rwc[8]) {
        c->rwc[11]++; /* c is the program's own coverage (gen.c): RWC_Dst wrapped earlier in this program */
    }
    /* scheduling rules */
    bool bh = sfpu_get_arch(t) == SFPU_ARCH_BH;
    if (stalls & (1u << SFPU_STALL_MAD_RAW)) {
        c->rules[RULE_STALL_MAD]++;
        if (!(view_true_reads(in) & prev_writes)) {
            c->rules[RULE_FALSE_STALL]++;
        }
    }
    if (stalls & (1u << SFPU_STALL_SWAP)) {
        c->rules[RULE_STALL_SWAP]++;
    }
    if (stalls & (1u << SFPU_STALL_SHFT2)) {
        c->rules[RULE_STALL_SHFT2]++;
    }
    unsigned nd = sfpu_diag_count(t);
    unsigned first = nd > SFPU_DIAG_KEEP ? nd - SFPU_DIAG_KEEP : 0; /* the oldest diagnostic still kept */
    for (unsigned k = diag0 > first ? diag0 : first; k < nd; ++k) {
        sfpu_diag_t d;
        if (sfpu_diag_get(t, k - first, &d) != SFPU_OK) {
            continue;
        }
        switch (d.kind) {
        case SFPU_DIAG_STALL_BUG: {
            sfpu_insn_t ci;
            if (bh && sfpu_decode(d.word, SFPU_ARCH_BH, &ci, NULL, 0) == SFPU_OK && bug_of(&ci) >= 0) {
                c->rules[RULE_BUG1 + bug_of(&ci)]++;
            }
            break;
        }
        case SFPU_DIAG_STALE_READ: c->rules[RULE_STALE]++; break;
        case SFPU_DIAG_SHFT2_RULE: c->rules[RULE_SHFT2_RULE]++; break;
        case SFPU_DIAG_BACKDOOR_RACE: c->rules[RULE_BACKDOOR]++; break;
        case SFPU_DIAG_MACRO_RULE: c->rules[RULE_MACRO]++; break;
        default: break;
        }
    }
    sfpu_timing_stats_t ts;
    sfpu_get_timing_stats(t, &ts);
    if (ts.macro_cancelled > pre->cancelled) {
        c->macro_events[0]++;
    }
    if (ts.macro_issued > pre->macro_issued && sfpu_isa_info(op)->unit < SFPU_UNIT_COUNT && op != SFPU_OP_SFPNOP) {
        c->macro_events[1]++;
    }
    if (ts.dropped > pre->dropped) {
        c->macro_events[2]++;
    }
    if (stalls == 0 && (pre->due[0] | pre->due[1])) {
        sample_coincide(c, f, in, pre);
    }
}

/* ---- accumulate, report, save, load ---- */
void sfpu_gen_cov_reset(sfpu_gen_cov_t *c)
{
    if (c) {
        memset(c, 0, sizeof *c);
    }
}

#define ADD_ALL(field)                                                                                                 \
    do {                                                                                                               \
        uint32_t *dst_ = (uint32_t *)(void *)&into->field;                                                             \
        const uint32_t *src_ = (const uint32_t *)(const void *)&from->field;                                           \
        for (size_t i_ = 0; i_ < sizeof into->field / sizeof(uint32_t); ++i_) {                                        \
            uint64_t sum_ = (uint64_t)dst_[i_] + src_[i_]; /* saturates: a count never wraps */                        \
            dst_[i_] = sum_ > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uint32_t)sum_;                                              \
        }                                                                                                              \
    } while (0)

void sfpu_gen_cov_merge(sfpu_gen_cov_t *into, const sfpu_gen_cov_t *from)
{
    if (into == NULL || from == NULL) {
        return;
    }
    into->programs += from->programs;
    into->words += from->words;
    into->nops_inserted += from->nops_inserted;
    into->macros += from->macros;
    ADD_ALL(op_mod);
    ADD_ALL(hazard);
    ADD_ALL(macro_sel);
    ADD_ALL(macro_delay);
    ADD_ALL(macro_flags);
    ADD_ALL(macro_sub);
    ADD_ALL(macro_coincide);
    ADD_ALL(macro_by_insns);
    ADD_ALL(kernel_shapes);
    ADD_ALL(stack);
    ADD_ALL(rwc);
    ADD_ALL(dstfmt);
    ADD_ALL(pairs);
    ADD_ALL(arecip);
    ADD_ALL(rules);
    ADD_ALL(macro_events);
    ADD_ALL(arecip_lut);
    ADD_ALL(config);
    ADD_ALL(lanes);
    ADD_ALL(reads);
    ADD_ALL(bounds);
    ADD_ALL(addrmod);
    ADD_ALL(undef);
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        into->mod_deny[op] |= from->mod_deny[op];
    }
}

void gen_put(gen_sbuf_t *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *dst = b->used < b->len ? b->p + b->used : NULL;
    size_t room = b->used < b->len ? b->len - b->used : 0;
    int n = vsnprintf(dst, room, fmt, ap);
    va_end(ap);
    if (n > 0) {
        b->used += (size_t)n;
    }
}

size_t gen_sbuf_done(gen_sbuf_t *b)
{
    if (b->len) {
        b->p[b->used < b->len ? b->used : b->len - 1] = '\0';
    }
    return b->used;
}

#define HOLES_SHOWN 12 /* bins below the goal listed per group */

typedef struct report_ctx {
    gen_sbuf_t *b;
    unsigned goal;
    unsigned met[SFPU_GEN_COV_GROUPS], total[SFPU_GEN_COV_GROUPS];
    unsigned listed[SFPU_GEN_COV_GROUPS];
    bool holes; /* second pass: list the bins below the goal */
} report_ctx_t;

static void report_cb(void *ctx, unsigned group, unsigned b, const char *name, uint32_t *count)
{
    (void)b;
    report_ctx_t *k = (report_ctx_t *)ctx;
    if (!k->holes) {
        ++k->total[group];
        k->met[group] += *count >= k->goal;
    } else if (*count < k->goal) {
        if (k->listed[group] < HOLES_SHOWN) {
            gen_put(k->b, "    %-8s %s (%u)\n", k_group_keys[group], name, (unsigned)*count);
        } else if (k->listed[group] == HOLES_SHOWN) {
            gen_put(k->b, "    %-8s ... %u more\n", k_group_keys[group], k->total[group] - k->met[group] - HOLES_SHOWN);
        }
        ++k->listed[group];
    }
}

static double pct(unsigned met, unsigned total) { return total ? 100.0 * met / total : 100.0; }

size_t sfpu_gen_cov_report(const sfpu_gen_cov_t *c, sfpu_arch_t arch, uint64_t allow, unsigned goal, char *buf,
                           size_t len)
{
    gen_sbuf_t b = {buf, buf ? len : 0, 0};
    if (c == NULL) {
        return gen_sbuf_done(&b);
    }
    sfpu_gen_cov_t copy = *c;
    report_ctx_t k;
    memset(&k, 0, sizeof k);
    k.b = &b;
    k.goal = goal ? goal : 1;
    sfpu_gen_cov_bins(&copy, arch, allow, report_cb, &k);
    unsigned met = 0, total = 0;
    gen_put(&b, "functional coverage of %llu programs (%s), goal: every bin hit %u times\n",
            (unsigned long long)c->programs, arch == SFPU_ARCH_WH ? "Wormhole B0" : "Blackhole A0", k.goal);
    for (unsigned g = 0; g < SFPU_GEN_COV_GROUPS; ++g) {
        if (k.total[g] == 0) {
            gen_put(&b, "  %-8s %-62s   (no such bins here)\n", k_group_keys[g], k_group_titles[g]);
            continue;
        }
        gen_put(&b, "  %-8s %-62s %5u/%-5u %5.1f%%\n", k_group_keys[g], k_group_titles[g], k.met[g], k.total[g],
                pct(k.met[g], k.total[g]));
        met += k.met[g];
        total += k.total[g];
    }
    gen_put(&b, "  %-8s %-62s %5u/%-5u %5.1f%%%s\n", "all", "closure", met, total, pct(met, total),
            met == total ? "  CLOSED" : "");
    size_t full = sfpu_gen_cov_bins(NULL, arch, full_set(arch), NULL, NULL);
    if (full > total) {
        char deny[512];
        sfpu_gen_format_deny(allow_or_default(arch, allow), c->mod_deny, arch, deny, sizeof deny);
        gen_put(&b, "  not counted: %zu bins of the full instruction set that this set cannot reach (%u of its %u "
                    "instructions%s%s)\n", full - total, (unsigned)__builtin_popcountll(allow_or_default(arch, allow) &
                                                                                     full_set(arch)),
                (unsigned)__builtin_popcountll(full_set(arch)), deny[0] ? "; modes left out: " : "", deny);
    }
    if (met != total) {
        gen_put(&b, "  below the goal (hits so far):\n");
        k.holes = true;
        sfpu_gen_cov_bins(&copy, arch, allow, report_cb, &k);
    }
    return gen_sbuf_done(&b);
}

size_t sfpu_gen_cov_format(const sfpu_gen_cov_t *c, sfpu_arch_t arch, uint64_t allow, char *buf, size_t len)
{
    gen_sbuf_t b = {buf, buf ? len : 0, 0};
    if (c == NULL) {
        return gen_sbuf_done(&b);
    }
    allow = allow_or_default(arch, allow);
    unsigned seen = 0, total = 0, pairs = 0;
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        if (!((allow >> op) & 1u)) {
            continue;
        }
        ++total;
        bool any = false;
        for (unsigned m = 0; m < SFPU_GEN_MOD_VALUES; ++m) {
            pairs += c->op_mod[op][m] != 0;
            any |= c->op_mod[op][m] != 0;
        }
        seen += any;
    }
    unsigned hz = 0, by_d[3] = {0, 0, 0};
    for (unsigned a = 0; a < SFPU_OP_COUNT; ++a) {
        for (unsigned x = 0; x < SFPU_OP_COUNT; ++x) {
            for (unsigned d = 0; d < 3; ++d) {
                hz += c->hazard[a][x][d] != 0;
                by_d[d] += c->hazard[a][x][d] != 0;
            }
        }
    }
    gen_put(&b, "programs %llu, words %llu (SFPNOPs inserted for hazards %llu)\n", (unsigned long long)c->programs,
            (unsigned long long)c->words, (unsigned long long)c->nops_inserted);
    gen_put(&b, "instructions: %u of %u allowed seen; instruction x mod: %u pairs seen\n", seen, total, pairs);
    gen_put(&b, "LReg producer -> consumer pairs (any producer): %u distinct; distance 0: %u, 1: %u, 2: %u\n", hz,
            by_d[0], by_d[1], by_d[2]);
    gen_put(&b, "SFPLOADMACRO: %llu issued\n", (unsigned long long)c->macros);
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        if (!((allow >> op) & 1u)) {
            continue;
        }
        uint64_t count = 0;
        for (unsigned m = 0; m < SFPU_GEN_MOD_VALUES; ++m) {
            count += c->op_mod[op][m];
        }
        int mf = gcov_mod_field(op, arch);
        gen_put(&b, "  %-12s %8llu", sfpu_isa_info(op)->name, (unsigned long long)count);
        if (mf >= 0) {
            gen_put(&b, "  %s", mf == SFPU_FIELD_mod1 ? "mod1" : "mod0");
            bool first = true;
            for (unsigned m = 0; m < SFPU_GEN_MOD_VALUES; ++m) {
                if (c->op_mod[op][m]) {
                    gen_put(&b, "%s%u", first ? " " : ",", m);
                    first = false;
                }
            }
            if (first) {
                gen_put(&b, " -");
            }
        }
        gen_put(&b, "%s\n", count ? "" : "  NEVER GENERATED");
    }
    size_t need = sfpu_gen_cov_report(c, arch, allow, SFPU_GEN_COV_GOAL, NULL, 0) + 1; /* the closure table last */
    char *rep = (char *)malloc(need);
    if (rep) {
        sfpu_gen_cov_report(c, arch, allow, SFPU_GEN_COV_GOAL, rep, need);
        gen_put(&b, "%s", rep);
        free(rep);
    }
    return gen_sbuf_done(&b);
}

static void save_cb(void *ctx, unsigned group, unsigned b, const char *name, uint32_t *count)
{
    (void)b;
    gen_put((gen_sbuf_t *)ctx, "%s\t%s\t%u\n", k_group_keys[group], name, (unsigned)*count);
}

#define COV_MAGIC "sfpu-coverage 1"

size_t sfpu_gen_cov_save(const sfpu_gen_cov_t *c, sfpu_arch_t arch, uint64_t allow, char *buf, size_t len)
{
    gen_sbuf_t b = {buf, buf ? len : 0, 0};
    if (c == NULL) {
        return gen_sbuf_done(&b);
    }
    allow = allow_or_default(arch, allow);
    sfpu_gen_cov_t copy = *c;
    gen_put(&b, "%s arch=%s allow=0x%016llx programs=%llu words=%llu nops=%llu macros=%llu bins=%llu", COV_MAGIC,
            arch == SFPU_ARCH_WH ? "wh" : "bh", (unsigned long long)allow, (unsigned long long)c->programs,
            (unsigned long long)c->words, (unsigned long long)c->nops_inserted, (unsigned long long)c->macros,
            (unsigned long long)sfpu_gen_cov_bins(&copy, arch, allow, NULL, NULL));
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) { /* the modes left out, as deny=<op>:<mask> */
        if (c->mod_deny[op]) {
            gen_put(&b, " deny=%s:0x%04x", sfpu_isa_info(op)->mnem, (unsigned)c->mod_deny[op]);
        }
    }
    gen_put(&b, "\n");
    sfpu_gen_cov_bins(&copy, arch, allow, save_cb, &b);
    return gen_sbuf_done(&b);
}

typedef struct load_bin {
    unsigned group;
    char name[128];
    uint32_t *count;
} load_bin_t;

typedef struct load_ctx {
    load_bin_t *bins;
    size_t n, cap;
} load_ctx_t;

static void load_cb(void *ctx, unsigned group, unsigned b, const char *name, uint32_t *count)
{
    (void)b;
    load_ctx_t *k = (load_ctx_t *)ctx;
    if (k->n < k->cap) {
        k->bins[k->n].group = group;
        snprintf(k->bins[k->n].name, sizeof k->bins[k->n].name, "%s", name);
        k->bins[k->n].count = count;
        ++k->n;
    }
}

static sfpu_status_t load_fail(char *err, size_t errlen, unsigned line, const char *what)
{
    if (err && errlen) {
        snprintf(err, errlen, "line %u: %s", line, what);
    }
    return SFPU_ERR_INVALID_ARGUMENT;
}

/* The header's " deny=<mnemonic>:0x<mask>" items (before hdr_end) into deny[]; false if one is malformed. */
static bool parse_deny(const char *text, const char *hdr_end, uint16_t deny[SFPU_OP_COUNT])
{
    for (const char *p = strstr(text, " deny="); p && (hdr_end == NULL || p < hdr_end); p = strstr(p + 1, " deny=")) {
        const char *name = p + 6, *colon = strchr(name, ':');
        unsigned mask = 0;
        if (colon == NULL || (hdr_end && colon > hdr_end) || sscanf(colon + 1, "0x%x", &mask) != 1 || mask > 0xFFFFu) {
            return false;
        }
        unsigned op = sfpu_isa_lookup_mnem(name, (size_t)(colon - name));
        if (op >= SFPU_OP_COUNT) {
            return false;
        }
        deny[op] = (uint16_t)mask;
    }
    return true;
}

sfpu_status_t sfpu_gen_cov_load(sfpu_gen_cov_t *into, const char *text, bool *have, sfpu_arch_t *arch, uint64_t *allow,
                                char *err, size_t errlen)
{
    if (into == NULL || text == NULL || have == NULL || arch == NULL || allow == NULL) {
        return load_fail(err, errlen, 0, "null argument");
    }
    char a[8];
    unsigned long long al, programs, words, nops, macros;
    if (strncmp(text, COV_MAGIC " ", strlen(COV_MAGIC) + 1) != 0 ||
        sscanf(text + strlen(COV_MAGIC), " arch=%7s allow=%llx programs=%llu words=%llu nops=%llu macros=%llu", a,
               &al, &programs, &words, &nops, &macros) != 6 ||
        (strcmp(a, "bh") != 0 && strcmp(a, "wh") != 0)) {
        return load_fail(err, errlen, 1, "not a coverage file of this version (expected '" COV_MAGIC
                                         " arch=bh|wh allow=0x... programs=N words=N nops=N macros=N bins=N')");
    }
    for (const char *q = text; *q && *q != '\n'; ++q) { /* sscanf's %llu would take "-2" as 2^64-2 */
        if (q[0] == '=' && (q[1] == '-' || q[1] == '+')) {
            const char *ks = q;
            while (ks > text && ks[-1] != ' ') {
                --ks;
            }
            const char *ve = q + 1;
            while (*ve && *ve != ' ' && *ve != '\n' && *ve != '\r') {
                ++ve;
            }
            char m[160];
            snprintf(m, sizeof m, "'%.*s' in the header: a count is a number without a sign", (int)(ve - ks) % 100, ks);
            return load_fail(err, errlen, 1, m);
        }
    }
    /* bins=N: the number of bin lines that follow (files written before it was added have none; every writer
     * wrote every bin, so those are checked bin by bin below just the same) */
    const char *hdr_end = strchr(text, '\n');
    const char *bins_at = strstr(text, " bins=");
    unsigned long long declared = 0;
    bool has_count = bins_at && (hdr_end == NULL || bins_at < hdr_end);
    if (has_count && sscanf(bins_at, " bins=%llu", &declared) != 1) {
        return load_fail(err, errlen, 1, "bad bins=N in the header");
    }
    sfpu_arch_t fa = strcmp(a, "wh") == 0 ? SFPU_ARCH_WH : SFPU_ARCH_BH;
    if (*have && fa != *arch) {
        return load_fail(err, errlen, 1, fa == SFPU_ARCH_WH ? "a Wormhole coverage file; the others are Blackhole"
                                                            : "a Blackhole coverage file; the others are Wormhole");
    }
    if (*have && al != *allow) {
        char m[160];
        snprintf(m, sizeof m, "instruction set allow=0x%016llx; the others have 0x%016llx (runs of different --ops)",
                 al, (unsigned long long)*allow);
        return load_fail(err, errlen, 1, m);
    }
    sfpu_gen_cov_t *tmp = (sfpu_gen_cov_t *)calloc(1, sizeof *tmp);
    if (tmp && !parse_deny(text, hdr_end, tmp->mod_deny)) {
        free(tmp);
        return load_fail(err, errlen, 1, "bad deny=<instruction>:<mask> in the header");
    }
    if (tmp && *have && memcmp(tmp->mod_deny, into->mod_deny, sizeof tmp->mod_deny) != 0) {
        free(tmp);
        return load_fail(err, errlen, 1, "modes left out (deny=) differ from the others' (runs of different --ops)");
    }
    load_ctx_t k = {NULL, 0, 0};
    k.cap = tmp ? sfpu_gen_cov_bins(tmp, fa, al, NULL, NULL) : 0;
    k.bins = (load_bin_t *)calloc(k.cap ? k.cap : 1, sizeof *k.bins);
    if (tmp == NULL || k.bins == NULL) {
        free(tmp);
        free(k.bins);
        return load_fail(err, errlen, 0, "out of memory");
    }
    sfpu_gen_cov_bins(tmp, fa, al, load_cb, &k);
    uint8_t *seen = (uint8_t *)calloc(k.n ? k.n : 1, 1);
    sfpu_status_t st = seen ? SFPU_OK : load_fail(err, errlen, 0, "out of memory");
    if (st == SFPU_OK && has_count && declared != k.n) {
        char m[200];
        snprintf(m, sizeof m, "the header says bins=%llu; this architecture and instruction set have %zu", declared,
                 k.n);
        st = load_fail(err, errlen, 1, m);
    }
    size_t nseen = 0;
    unsigned line = 1;
    size_t hint = 0;
    for (const char *p = strchr(text, '\n'); p && p[1] && st == SFPU_OK; p = strchr(p + 1, '\n')) {
        ++line;
        const char *s = p + 1, *e = strchr(s, '\n');
        size_t n = e ? (size_t)(e - s) : strlen(s);
        char l[256];
        if (n >= sizeof l) {
            st = load_fail(err, errlen, line, "line too long");
            break;
        }
        memcpy(l, s, n);
        l[n] = '\0';
        if (n > 0 && l[n - 1] == '\r') {
            l[n - 1] = '\0'; /* CRLF line endings */
        }
        char *t1 = strchr(l, '\t'), *t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
        if (t1 == NULL || t2 == NULL) {
            st = load_fail(err, errlen, line, "expected '<group>\\t<bin>\\t<count>'");
            break;
        }
        char *end = NULL;
        errno = 0;
        unsigned long long v = isdigit((unsigned char)t2[1]) ? strtoull(t2 + 1, &end, 10) : 0;
        if (end == NULL || *end != '\0' || errno || v > 0xFFFFFFFFull) {
            char m[200];
            snprintf(m, sizeof m, "count '%.40s' %s", t2 + 1,
                     end == NULL || *end != '\0' ? "is not a number 0..4294967295" : "out of range 0..4294967295");
            st = load_fail(err, errlen, line, m);
            break;
        }
        *t1 = *t2 = '\0';
        size_t i = 0;
        for (; i < k.n; ++i) { /* the file lists the bins in order: start where the last one was found */
            const load_bin_t *bn = &k.bins[(hint + i) % k.n];
            if (strcmp(k_group_keys[bn->group], l) == 0 && strcmp(bn->name, t1 + 1) == 0) {
                break;
            }
        }
        if (i == k.n) {
            char m[400];
            snprintf(m, sizeof m, "no bin '%s' in group '%s' for this architecture and instruction set", t1 + 1, l);
            st = load_fail(err, errlen, line, m);
            break;
        }
        hint = (hint + i) % k.n;
        if (seen[hint]) {
            char m[400];
            snprintf(m, sizeof m, "bin '%s' in group '%s' listed twice", t1 + 1, l);
            st = load_fail(err, errlen, line, m);
            break;
        }
        seen[hint] = 1;
        ++nseen;
        uint64_t sum = (uint64_t)*k.bins[hint].count + v;
        *k.bins[hint].count = sum > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uint32_t)sum;
        hint = (hint + 1) % k.n;
    }
    if (st == SFPU_OK && nseen != k.n) {
        char m[300];
        size_t miss = 0;
        while (miss < k.n && seen[miss]) {
            ++miss;
        }
        snprintf(m, sizeof m, "the file is incomplete: %zu of %zu bins (the first missing: '%s' in group '%s')", nseen,
                 k.n, k.bins[miss].name, k_group_keys[k.bins[miss].group]);
        st = load_fail(err, errlen, line + 1, m);
    }
    free(seen);
    if (st == SFPU_OK) {
        tmp->programs = programs;
        tmp->words = words;
        tmp->nops_inserted = nops;
        tmp->macros = macros;
        sfpu_gen_cov_merge(into, tmp);
        *have = true;
        *arch = fa;
        *allow = al;
    }
    free(k.bins);
    free(tmp);
    return st;
}
