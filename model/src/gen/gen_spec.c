/* gen_spec.c - the coverage groups derived from the specification: each instruction's modes x the LaneConfig bits
 * it reads (gen_reads.def, one row per sfpu_isa.def row), the value boundaries each page draws (FMA result exponent
 * at the flush and overflow edges, FP16 exponent 31 with ENABLE_FP16A_INF, SFPCAST ties, SFPABS of -Inf/-NaN/-0,
 * SFPLUT/SFPLUTFP32 segment edges, SFPARECIP range edges, the int32 limit), ADDR_MOD action x RWC state, and the
 * edges of every instruction's defined encodings (reserved fields, the Imm8 sign extension, undefined Mod values,
 * the other architecture's encodings). Spec: sfpu_isa.def, SFPCONFIG.md, SFPMAD.md, SFPLOAD.md, SFPCAST.md, SFPABS.md,
 * SFPLUT.md, SFPLUTFP32.md, SFPARECIP.md, SFPIADD.md, SETRWC.md, ADDR_MOD (spec digest 3.7). */
#include "gen_spec.h"

#include <stdio.h>
#include <string.h>

#include "gen_sets.h"
#include "../view.h"
#include "sfpu/sfpu_lane.h"

/* ---- the reads table ---- */
static const gspec_reads_t k_reads[] = {
#define GEN_READS(NAME, fields, mode_bits, insn_bits) {#NAME, fields, mode_bits, insn_bits},
#include "gen_reads.def"
};
#define N_READS (sizeof k_reads / sizeof k_reads[0])

const gspec_reads_t *gspec_reads_table(size_t *n)
{
    *n = N_READS;
    return k_reads;
}

const gspec_reads_t *gspec_reads(unsigned op)
{
    const sfpu_isa_info_t *i = sfpu_isa_info(op);
    return i && op < N_READS && strcmp(k_reads[op].name, i->name) == 0 ? &k_reads[op] : NULL;
}

static const char *const k_bit_names[GR_BITS] = {
    "ENABLE_FP16A_INF", "DISABLE_BACKDOOR_LOAD (VD 12-15)", "ENABLE_DEST_INDEX", "CAPTURE_DEFAULT_DEST_INDEX",
    "BLOCK_DEST_WR_FROM_SFPU", "BLOCK_SFPU_RD_FROM_DEST", "DEST_RD_COL_EXCHANGE", "DEST_WR_COL_EXCHANGE",
    "EXCHANGE_SRCB_SRCC", "ROW_MASK", "LaneConfig[17:16] (VD 15)"};
const char *gspec_bit_name(unsigned bit) { return bit < GR_BITS ? k_bit_names[bit] : NULL; }

uint32_t gspec_bit_lanecfg(unsigned bit)
{
    return bit == GR_ROW_MASK ? 0xF000u : bit == GR_LC_HI ? 0x30000u : bit < GR_ROW_MASK ? 1u << bit : 0u;
}

static bool is_lane_op(unsigned op, sfpu_arch_t arch)
{
    return gen_is_sfpu_op(op, arch) && op != SFPU_OP_SFPNOP;
}

size_t gspec_reads_list(sfpu_arch_t arch, uint64_t allow, const uint16_t mods[SFPU_OP_COUNT], gspec_rd_t *out,
                        size_t cap)
{
    size_t n = 0;
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        const gspec_reads_t *r = gspec_reads(op);
        if (!((allow >> op) & 1u) || !is_lane_op(op, arch) || r == NULL || mods[op] == 0) {
            continue;
        }
        for (unsigned v = 0; v < SFPU_GEN_MOD_VALUES; ++v) {
            for (unsigned b = 0; b < GR_BITS && ((mods[op] >> v) & 1u); ++b) {
                if ((r->mode_bits >> b) & 1u) {
                    if (out && n < cap) {
                        out[n] = (gspec_rd_t){(uint8_t)op, (uint8_t)v, (uint8_t)b, 1};
                    }
                    ++n;
                }
            }
        }
        for (unsigned b = 0; b < GR_BITS; ++b) {
            if ((r->insn_bits >> b) & 1u) {
                if (out && n < cap) {
                    out[n] = (gspec_rd_t){(uint8_t)op, 0, (uint8_t)b, 0};
                }
                ++n;
            }
        }
    }
    return n;
}

/* ---- value boundaries ---- */
const uint32_t gspec_lut_edges[4] = {0x3F7FFFFFu, 0x3F800000u, 0x3FFFFFFFu, 0x40000000u};
const uint32_t gspec_lutfp32_edges[12] = {0x3EFFFFFFu, 0x3F000000u, 0x3F7FFFFFu, 0x3F800000u,
                                          0x3FBFFFFFu, 0x3FC00000u, 0x3FFFFFFFu, 0x40000000u,
                                          0x403FFFFFu, 0x40400000u, 0x407FFFFFu, 0x40800000u};
/* reciprocal range [2^-126, 2^126) (mod1 0/1), exponential range [2^-6, 2) (mod1 2..) (lane/arecip.c) */
const uint32_t gspec_arecip_edges[8] = {0x007FFFFFu, 0x00800000u, 0x7E7FFFFFu, 0x7E800000u,
                                        0x3C7FFFFFu, 0x3C800000u, 0x3FFFFFFFu, 0x40000000u};

static bool allowed_op(uint64_t allow, unsigned op) { return (allow >> op) & 1u; }

/* Whether op may run in mode m (mods: the modes each instruction may run in; NULL: every mode). */
static bool allowed_mod(const uint16_t *mods, unsigned op, unsigned m)
{
    return mods == NULL || ((mods[op] >> m) & 1u);
}

bool gspec_bound_exists(sfpu_arch_t arch, uint64_t allow, const uint16_t *mods, unsigned b)
{
    bool bh = arch == SFPU_ARCH_BH;
    if (b <= GB_FMA_OVER) {
        return allowed_op(allow, SFPU_OP_SFPMAD) || allowed_op(allow, SFPU_OP_SFPMUL) ||
               allowed_op(allow, SFPU_OP_SFPADD);
    }
    if (b <= GB_FP16INF_INF) {
        return allowed_op(allow, SFPU_OP_SFPLOAD) && allowed_op(allow, SFPU_OP_SFPSTORE) &&
               allowed_op(allow, SFPU_OP_SFPCONFIG);
    }
    if (b <= GB_CAST_TIE_ODD) {
        return allowed_op(allow, SFPU_OP_SFPCAST) && allowed_mod(mods, SFPU_OP_SFPCAST, 0);
    }
    if (b <= GB_ABS_NEG_ZERO) {
        return allowed_op(allow, SFPU_OP_SFPABS) && allowed_mod(mods, SFPU_OP_SFPABS, 1);
    }
    if (b < GB_LUTFP32) {
        return allowed_op(allow, SFPU_OP_SFPLUT);
    }
    if (b < GB_ARECIP) {
        return allowed_op(allow, SFPU_OP_SFPLUTFP32);
    }
    if (b < GB_SWAP_INDEX) {
        return bh && allowed_op(allow, SFPU_OP_SFPARECIP);
    }
    switch (b) {
    case GB_SWAP_INDEX: return allowed_op(allow, SFPU_OP_SFPSWAP) && allowed_op(allow, SFPU_OP_SFPCONFIG);
    case GB_COMPC_EMPTY: return allowed_op(allow, SFPU_OP_SFPCOMPC) && allowed_op(allow, SFPU_OP_SFPSETCC);
    case GB_DIVP2_SEXT: return allowed_op(allow, SFPU_OP_SFPDIVP2);
    case GB_IADD_OVF: return allowed_op(allow, SFPU_OP_SFPIADD);
    case GB_SETCC_NEG_ZERO:
    case GB_SETCC_NE0_NEG_ZERO: return allowed_op(allow, SFPU_OP_SFPSETCC) && allowed_op(allow, SFPU_OP_SFPENCC);
    case GB_CAST_STICKY: return allowed_op(allow, SFPU_OP_SFPCAST) && allowed_mod(mods, SFPU_OP_SFPCAST, 0);
    case GB_STOCH_FP16A_TIE:
    case GB_STOCH_UINT16_TOP:
    case GB_STOCH_INT8_128: return allowed_op(allow, SFPU_OP_SFPSTOCHRND);
    case GB_STORE_FP16_FLUSH:
    case GB_STORE_FP16_OVER:
        return allowed_op(allow, SFPU_OP_SFPSTORE) && allowed_mod(mods, SFPU_OP_SFPSTORE, VIEW_MOD0_FMT_FP16);
    case GB_DIVP2_ADD_MAX: return allowed_op(allow, SFPU_OP_SFPDIVP2) && allowed_mod(mods, SFPU_OP_SFPDIVP2, 1);
    case GB_MOV_LC_HI:
        return allowed_op(allow, SFPU_OP_SFPMOV) && allowed_mod(mods, SFPU_OP_SFPMOV, 8) &&
               allowed_op(allow, SFPU_OP_SFPCONFIG);
    case GB_STOCH_UINT16_SAT:
        return allowed_op(allow, SFPU_OP_SFPSTOCHRND) && allowed_mod(mods, SFPU_OP_SFPSTOCHRND, 6);
    case GB_STOCH_FP16B_TIE:
        return allowed_op(allow, SFPU_OP_SFPSTOCHRND) && allowed_mod(mods, SFPU_OP_SFPSTOCHRND, 1);
    case GB_LOAD_INDEX_BLOCKED: return allowed_op(allow, SFPU_OP_SFPLOAD) && allowed_op(allow, SFPU_OP_SFPCONFIG);
    case GB_MOV_PRNG_UNWRITTEN: return allowed_op(allow, SFPU_OP_SFPMOV) && allowed_mod(mods, SFPU_OP_SFPMOV, 8);
    case GB_LOAD_INDEX_XCHG: return allowed_op(allow, SFPU_OP_SFPLOAD) && allowed_op(allow, SFPU_OP_SFPCONFIG);
    case GB_LZ_NEG_ZERO:
        return allowed_op(allow, SFPU_OP_SFPLZ) && allowed_mod(mods, SFPU_OP_SFPLZ, 6) &&
               allowed_op(allow, SFPU_OP_SFPENCC);
    default: return false;
    }
}

const char *gspec_bound_name(unsigned b, char *buf, size_t len)
{
    static const char *const fixed[GB_LUT] = {
        "SFPMAD/SFPADD/SFPMUL result exponent below 0 before flushing (flushed)",
        "SFPMAD/SFPADD/SFPMUL result at the flush boundary (exponent 0, or rounded up from it)",
        "SFPMAD/SFPADD/SFPMUL result exponent 1 (the smallest normal)",
        "SFPMAD/SFPADD/SFPMUL result exponent 254 (the largest finite)",
        "SFPMAD/SFPADD/SFPMUL result exponent above 254 (overflow)",
        "SFPLOAD FP16 of exponent 31 with ENABLE_FP16A_INF: a number (mantissa not all ones)",
        "SFPLOAD FP16 of exponent 31 with ENABLE_FP16A_INF: infinity (mantissa all ones)",
        "SFPCAST RNE tie, even kept",
        "SFPCAST RNE tie, odd rounded up",
        "SFPABS float of -Inf",
        "SFPABS float of a negative NaN",
        "SFPABS float of -0"};
    if (b < GB_LUT) {
        snprintf(buf, len, "%s", fixed[b]);
    } else if (b < GB_LUTFP32) {
        snprintf(buf, len, "SFPLUT |LReg3| = 0x%08X (segment edge)", (unsigned)gspec_lut_edges[b - GB_LUT]);
    } else if (b < GB_ARECIP) {
        snprintf(buf, len, "SFPLUTFP32 |LReg3| = 0x%08X (segment edge)", (unsigned)gspec_lutfp32_edges[b - GB_LUTFP32]);
    } else if (b < GB_SWAP_INDEX) {
        snprintf(buf, len, "SFPARECIP %s |x| = 0x%08X (range edge)", b - GB_ARECIP < 4 ? "mod1 0/1" : "mod1 2-3",
                 (unsigned)gspec_arecip_edges[b - GB_ARECIP]);
    } else {
        static const char *const tail[GB_COUNT - GB_SWAP_INDEX] = {
            "SFPSWAP with ENABLE_DEST_INDEX in a swapping lane, VD 4-7 and VC & 3 = VD & 3",
            "SFPCOMPC on an empty flag stack with a lane using flags whose LaneFlags is false",
            "SFPDIVP2 with a negative Imm8 written sign-extended ([23:20] all ones)",
            "SFPIADD result past the int32 limit (signed overflow)",
            "SFPSETCC EQ0 of -0 with flags on (the int32 view: not zero)",
            "SFPSETCC NE0 of -0 with flags on (the int32 view: not zero)",
            "SFPCAST RNE with the guard bit and only the highest sticky bit set, even LSB (rounds up)",
            "SFPSTOCHRND FP32 to FP16A to nearest, discarded bits exactly half (a tie: rounds up)",
            "SFPSTOCHRND FP32 to UINT16 of |x| in [2^15, 2^16) (representable: not saturated)",
            "SFPSTOCHRND to INT8 of a magnitude of 128 (FP32 |x| in [128, 129), or INT32 shifted): clamped to 127",
            "SFPSTORE FP16 of FP32 exponent 112, one below the smallest normal (flushed to zero)",
            "SFPSTORE FP16 of FP32 exponent 144, one above the largest (saturated)",
            "SFPDIVP2 ADD of an operand of exponent 254, the largest finite (added to, not kept)",
            "SFPMOV FROM_SPECIAL of LaneConfig (VC 15) with bit 16 or 17 set",
            "SFPSTOCHRND FP32 to UINT16 of |x| in [2^16, 2^17) (the first values past the limit: saturated)",
            "SFPLZ NOSGN_MASK with CC_NE0 of -0 (the masked input is zero: flag false)",
            "SFPSTOCHRND FP32 to FP16B to nearest, discarded 16 bits exactly half (a tie: rounds up)",
            "SFPLOAD capturing the Dst index in a lane whose Dst reads are blocked (no index either)",
            "SFPMOV FROM_SPECIAL of the PRNG (VC 9) into a VD it does not write (the PRNG advances)",
            "SFPLOAD capturing the Dst index in a lane with DEST_RD_COL_EXCHANGE (the column read, not Addr bit 1)"};
        snprintf(buf, len, "%s", b < GB_COUNT ? tail[b - GB_SWAP_INDEX] : "?");
    }
    return buf;
}

/* Exponent of x shifted by k (x finite, non-zero normal, result in 1..254), else 0 (then not scalable). */
static uint32_t scaled(uint32_t x, int k, bool *ok)
{
    int e = (int)((x >> 23) & 0xFFu);
    if (e == 0) {
        return x & 0x80000000u; /* zero or denormal: the FMA reads it as zero */
    }
    if (e + k < 1 || e + k > 254) {
        *ok = false;
        return 0;
    }
    return (x & 0x807FFFFFu) | ((uint32_t)(e + k) << 23);
}

int gspec_fma_class(sfpu_arch_t arch, uint32_t a, uint32_t b, uint32_t c)
{
    unsigned ea = (a >> 23) & 0xFFu, eb = (b >> 23) & 0xFFu, ec = (c >> 23) & 0xFFu;
    if (ea == 255 || eb == 255 || ec == 255 || ea == 0 || eb == 0) {
        return -1; /* special operands, or a zero product (the result is c) */
    }
    uint32_t (*fma)(uint32_t, uint32_t, uint32_t) = arch == SFPU_ARCH_WH ? sfpu_lane_fma_wh : sfpu_lane_fma_bh;
    /* a * b + c scaled by 2^32 and 2^-32 (exactly, when every operand stays normal) tells the exponent of the
     * unscaled result before it was flushed or saturated */
    bool up = true, down = true;
    uint32_t ua = scaled(a, 32, &up), uc = scaled(c, 32, &up);
    if (up) {
        uint32_t r = fma(ua, b, uc), er = (r >> 23) & 0xFFu;
        if (er != 255 && er != 0) {
            int e = (int)er - 32;
            if (e < 0) {
                return GB_FMA_BELOW;
            }
            if (e == 0 || (e == 1 && (r & 0x7FFFFFu) == 0)) {
                return GB_FMA_ZERO;
            }
            if (e == 1) {
                return GB_FMA_MIN;
            }
        }
    }
    uint32_t da = scaled(a, -32, &down), dc = scaled(c, -32, &down);
    if (down && (ec == 0 || ec > 32)) {
        uint32_t r = fma(da, b, dc), er = (r >> 23) & 0xFFu;
        if (er != 255 && er != 0) {
            int e = (int)er + 32;
            return e == 254 ? GB_FMA_MAX : e > 254 ? GB_FMA_OVER : -1;
        }
    }
    return -1;
}

/* ---- ADDR_MOD x RWC ---- */
const char *const gspec_addrmod_names[GA_COUNT] = {
    "Dst access whose ADDR_MOD adds, RWC_Dst equal to its CR copy",
    "Dst access whose ADDR_MOD adds, RWC_Dst different from its CR copy",
    "Dst access whose ADDR_MOD adds past 1023 (RWC_Dst wraps)",
    "Dst access whose ADDR_MOD adds through the CR copy, RWC_Dst equal to it",
    "Dst access whose ADDR_MOD adds through the CR copy, RWC_Dst different from it",
    "Dst access whose ADDR_MOD adds through the CR copy past 1023 (wraps)",
    "Dst access whose ADDR_MOD clears, RWC_Dst equal to its CR copy",
    "Dst access whose ADDR_MOD clears, RWC_Dst different from its CR copy",
    "Dst access whose ADDR_MOD copies to the CR copy, RWC_Dst equal to it",
    "Dst access whose ADDR_MOD copies to the CR copy, RWC_Dst different from it",
    "Dst access whose ADDR_MOD copies to the CR copy with its CR bit also set, RWC_Dst equal to it",
    "Dst access whose ADDR_MOD copies to the CR copy with its CR bit also set, RWC_Dst different from it",
    "TTSETRWC of Dst through the CR copy (CR_DST), RWC_Dst equal to it",
    "TTSETRWC of Dst through the CR copy (CR_DST), RWC_Dst different from it",
    "TTSETRWC of Dst from RWC_Dst (C_TO_CR), RWC_Dst equal to the CR copy",
    "TTSETRWC of Dst from RWC_Dst (C_TO_CR), RWC_Dst different from the CR copy",
    "TTINCRWC of Dst through the CR copy, RWC_Dst equal to it",
    "TTINCRWC of Dst through the CR copy, RWC_Dst different from it"};

unsigned gspec_am_action(uint32_t d)
{
    bool clr = (d >> 11) & 1u, c2cr = (d >> 12) & 1u, cr = (d >> 10) & 1u;
    return clr ? 3u : c2cr ? (cr ? 5u : 4u) : (d & 0x3FFu) == 0 ? 0u : cr ? 2u : 1u;
}

/* ---- the edges of the defined encodings ---- */
/* Bits of [23:0] that no field of op's format covers on arch (SFPU_IF_IMM8_SEXT: [23:20] also counts as reserved,
 * its one defined non-zero value being Imm8's sign extension). */
static uint32_t reserved_bits(unsigned op, sfpu_arch_t arch)
{
    size_t n;
    const sfpu_field_info_t *f = sfpu_isa_fields(&n);
    unsigned fmt = sfpu_isa_info(op)->fmt;
    uint32_t used = 0;
    for (size_t i = 0; i < n; ++i) {
        if (f[i].fmt == fmt && (f[i].arch_mask & SFPU_ARCH_MASK(arch))) {
            used |= (uint32_t)(((1ull << (f[i].hi + 1)) - 1) & ~((1ull << f[i].lo) - 1));
        }
    }
    return ~used & 0xFFFFFFu;
}

static void put(gspec_ud_t *out, size_t cap, size_t *n, gspec_ud_t u)
{
    if (out && *n < cap) {
        out[*n] = u;
    }
    ++*n;
}

size_t gspec_undef_list(sfpu_arch_t arch, uint64_t allow, const uint16_t mods[SFPU_OP_COUNT], gspec_ud_t *out,
                        size_t cap)
{
    size_t n = 0;
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        if (!((allow >> op) & 1u) || !is_lane_op(op, arch)) {
            continue;
        }
        bool sext = (sfpu_isa_info(op)->flags & SFPU_IF_IMM8_SEXT) != 0;
        uint32_t rsv = reserved_bits(op, arch) & (sext ? ~0xF00000u : ~0u); /* [23:20] of SFPDIVP2: below */
        for (unsigned lo = 0; lo < 24; ++lo) { /* each contiguous reserved field */
            if (!((rsv >> lo) & 1u) || (lo > 0 && ((rsv >> (lo - 1)) & 1u))) {
                continue;
            }
            unsigned hi = lo;
            while (hi + 1 < 24 && ((rsv >> (hi + 1)) & 1u)) {
                ++hi;
            }
            put(out, cap, &n, (gspec_ud_t){GU_RSV_ONE, (uint8_t)op, (uint8_t)lo, (uint8_t)hi});
            if (hi > lo) {
                put(out, cap, &n, (gspec_ud_t){GU_RSV_ALL, (uint8_t)op, (uint8_t)lo, (uint8_t)hi});
            }
            if (hi > lo + 1) {
                put(out, cap, &n, (gspec_ud_t){GU_RSV_RAND, (uint8_t)op, (uint8_t)lo, (uint8_t)hi});
            }
        }
        if (sext) {
            put(out, cap, &n, (gspec_ud_t){GU_RSV_ONE, (uint8_t)op, 20, 23});
            put(out, cap, &n, (gspec_ud_t){GU_RSV_ALL, (uint8_t)op, 20, 23});
            put(out, cap, &n, (gspec_ud_t){GU_RSV_RAND, (uint8_t)op, 20, 23});
            put(out, cap, &n, (gspec_ud_t){GU_SEXT_SHORT, (uint8_t)op, 20, 23});
        }
        int mf = gcov_mod_field(op, arch);
        unsigned bits = mf < 0 ? 0u : gcov_field_bits(op, (unsigned)mf, arch);
        for (unsigned v = 0; v < (1u << bits) && v < SFPU_GEN_MOD_VALUES; ++v) {
            if (!((mods[op] >> v) & 1u) && op != SFPU_OP_SFPPUSHC && op != SFPU_OP_SFPPOPC) {
                put(out, cap, &n, (gspec_ud_t){GU_MODE, (uint8_t)op, (uint8_t)v, 0});
            }
        }
    }
    sfpu_arch_t other = arch == SFPU_ARCH_BH ? SFPU_ARCH_WH : SFPU_ARCH_BH;
    bool macros = allowed_op(allow, SFPU_OP_SFPCONFIG) && allowed_op(allow, SFPU_OP_SFPLOADMACRO);
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        if (gen_is_sfpu_op(op, other) && !gen_is_sfpu_op(op, arch)) {
            put(out, cap, &n, (gspec_ud_t){GU_OPCODE, (uint8_t)op, 0, 0});
            if (macros && allowed_op(allow, SFPU_OP_SFPLOADI) && sfpu_isa_info(op)->unit != SFPU_UNIT_LOAD &&
                sfpu_isa_info(op)->unit != SFPU_UNIT_STORE) {
                put(out, cap, &n, (gspec_ud_t){GU_TEMPLATE, (uint8_t)op, 0, 0});
            }
        }
    }
    if (allowed_op(allow, SFPU_OP_SFPPUSHC)) {
        put(out, cap, &n, (gspec_ud_t){GU_STACK_FULL, SFPU_OP_SFPPUSHC, 0, 0});
    }
    if (allowed_op(allow, SFPU_OP_SFPPOPC)) {
        put(out, cap, &n, (gspec_ud_t){GU_STACK_EMPTY, SFPU_OP_SFPPOPC, 0, 0});
    }
    if (macros) {
        put(out, cap, &n, (gspec_ud_t){GU_MACRO_SEQ1, SFPU_OP_SFPLOADMACRO, 0, 0});
        if (allowed_op(allow, SFPU_OP_SFPLOADI)) {
            put(out, cap, &n, (gspec_ud_t){GU_MACRO_TEMPLATE, SFPU_OP_SFPLOADMACRO, 0, 0});
            put(out, cap, &n, (gspec_ud_t){GU_MACRO_STORE, SFPU_OP_SFPLOADMACRO, 0, 0});
        }
    }
    if (allowed_op(allow, SFPU_OP_SFPLOAD) || allowed_op(allow, SFPU_OP_SFPSTORE)) {
        put(out, cap, &n, (gspec_ud_t){GU_DST_ROW, SFPU_OP_SFPLOAD, 0, 0});
        if (allowed_op(allow, SFPU_OP_SFPCONFIG)) { /* the lanes go off by LaneConfig ROW_MASK */
            put(out, cap, &n, (gspec_ud_t){GU_DST_ROW_OFF, SFPU_OP_SFPLOAD, 0, 0});
        }
    }
    return n;
}

const char *gspec_undef_name(sfpu_arch_t arch, const gspec_ud_t *u, char *buf, size_t len)
{
    (void)arch;
    const char *name = sfpu_isa_info(u->op)->name;
    switch (u->kind) {
    case GU_RSV_ONE: snprintf(buf, len, "%s reserved [%u:%u] = 1", name, u->b, u->a); break;
    case GU_RSV_ALL: snprintf(buf, len, "%s reserved [%u:%u] all ones%s", name, u->b, u->a,
                              (sfpu_isa_info(u->op)->flags & SFPU_IF_IMM8_SEXT) && u->a == 20 ? " (Imm8 positive)" : "");
        break;
    case GU_RSV_RAND: snprintf(buf, len, "%s reserved [%u:%u] another value", name, u->b, u->a); break;
    case GU_SEXT_SHORT: snprintf(buf, len, "%s [23:20] one bit short of the Imm8 sign extension", name); break;
    case GU_MODE: snprintf(buf, len, "%s undefined Mod %u", name, u->a); break;
    case GU_OPCODE: snprintf(buf, len, "the other architecture's %s", name); break;
    case GU_TEMPLATE: snprintf(buf, len, "an SFPLOADMACRO template of the other architecture's %s", name); break;
    case GU_STACK_FULL: snprintf(buf, len, "SFPPUSHC onto a full flag stack"); break;
    case GU_STACK_EMPTY: snprintf(buf, len, "SFPPOPC (or a top edit) of an empty flag stack"); break;
    case GU_MACRO_SEQ1: snprintf(buf, len, "SFPLOADMACRO whose Sequence byte selects 1"); break;
    case GU_MACRO_TEMPLATE: snprintf(buf, len, "SFPLOADMACRO selecting an undefined template on Simple"); break;
    case GU_MACRO_STORE: snprintf(buf, len, "SFPLOADMACRO selecting a template on Store that is no store"); break;
    case GU_DST_ROW_OFF:
        snprintf(buf, len, "SFPLOAD or SFPSTORE beside a clear DstRowValid that only disabled lanes address (defined)");
        break;
    default: snprintf(buf, len, "SFPLOAD or SFPSTORE of a Dst row whose DstRowValid is clear"); break;
    }
    return buf;
}

/* ---- sampling ---- */
static uint32_t lanecfg_or(const sfpu_t *f, uint32_t lanes)
{
    uint32_t any = 0;
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        uint32_t v = 0;
        if (((lanes >> l) & 1u) && sfpu_get_reg(f, SFPU_REG_LANE_CONFIG, l, &v) == SFPU_OK) {
            any |= v;
        }
    }
    return any;
}

/* Whether some lane of `lanes` has every bit of `bits` in its LaneConfig and none of `none`. */
static bool lanecfg_in_one_without(const sfpu_t *f, uint32_t lanes, uint32_t bits, uint32_t none)
{
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        uint32_t v = 0;
        if (((lanes >> l) & 1u) && sfpu_get_reg(f, SFPU_REG_LANE_CONFIG, l, &v) == SFPU_OK && (v & bits) == bits &&
            (v & none) == 0) {
            return true;
        }
    }
    return false;
}

static void sample_reads(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_insn_t *in, uint32_t lanes)
{
    unsigned op = in->op;
    const gspec_reads_t *r = gspec_reads(op);
    if (r == NULL || (r->mode_bits | r->insn_bits) == 0) {
        return;
    }
    sfpu_arch_t arch = sfpu_get_arch(f);
    int mf = gcov_mod_field(op, arch);
    unsigned mod = mf < 0 ? 0u : in->f[mf] & 15u, vd = SFPU_F(in, vd);
    uint32_t all = lanecfg_or(f, 0xFFFFFFFFu), en = lanecfg_or(f, lanes);
    for (unsigned b = 0; b < GR_BITS; ++b) {
        bool per_mode = (r->mode_bits >> b) & 1u;
        if (!per_mode && !((r->insn_bits >> b) & 1u)) {
            continue;
        }
        bool on;
        switch (b) {
        case GR_ROW_MASK: on = (all & 0xF000u) != 0; break;
        case GR_BACKDOOR: on = vd >= 12 && vd <= 15 && (all & gspec_bit_lanecfg(b)); break;
        case GR_LC_HI: on = vd == 15 && (all & 0x30000u); break;
        default: on = ((op == SFPU_OP_SFPLOADMACRO ? all : en) & gspec_bit_lanecfg(b)) != 0; break;
        }
        if (on) {
            c->reads[op][per_mode ? mod : 0][b]++;
        }
    }
}

/* The operands a * b + c of SFPMAD/SFPADD/SFPMUL in lane l (mad_common.c: INDIRECT_VA, BH NEGATE_VB/VC). */
static void mad_operands(const sfpu_t *f, const sfpu_insn_t *in, unsigned l, uint32_t *a, uint32_t *b, uint32_t *c)
{
    unsigned mod1 = SFPU_F(in, mod1);
    bool bh = sfpu_get_arch(f) == SFPU_ARCH_BH;
    unsigned va = (mod1 & 4u) ? (view_lreg(f, 7)[l] & 15u) : SFPU_F(in, va);
    *a = view_lreg(f, va)[l];
    *b = view_lreg(f, SFPU_F(in, vb))[l] ^ (bh && (mod1 & 1u) ? 0x80000000u : 0u);
    *c = view_lreg(f, SFPU_F(in, vc))[l] ^ (bh && (mod1 & 2u) ? 0x80000000u : 0u);
}

static void sample_fma(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_insn_t *in, uint32_t lanes)
{
    uint32_t seen = 0;
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        uint32_t a, b, x;
        if (!((lanes >> l) & 1u)) {
            continue;
        }
        mad_operands(f, in, l, &a, &b, &x);
        int k = gspec_fma_class(sfpu_get_arch(f), a, b, x);
        if (k >= 0) {
            seen |= 1u << k;
        }
    }
    for (unsigned k = GB_FMA_BELOW; k <= GB_FMA_OVER; ++k) {
        c->bounds[k] += (seen >> k) & 1u;
    }
}

/* SFPSETCC EQ0 and NE0 of -0 with the lane's flags on; SFPSTOCHRND's rounding and saturation corners. */
static void sample_corners(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_insn_t *in, uint32_t lanes)
{
    const uint32_t *vc = view_lreg(f, SFPU_F(in, vc) & 15u);
    unsigned mod1 = SFPU_F(in, mod1);
    bool setcc = in->op == SFPU_OP_SFPSETCC && (mod1 == 2u || mod1 == 6u);
    uint32_t use = setcc ? view_use_lane_flags(f) : 0xFFFFFFFFu;
    uint32_t seen = 0;
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        if (!((lanes >> l) & 1u)) {
            continue;
        }
        uint32_t x = vc[l], mag = x & 0x7FFFFFFFu, e = mag >> 23;
        if (setcc) {
            seen |= (x == 0x80000000u && ((use >> l) & 1u)) ? (mod1 == 6u ? 1u : 64u) : 0u;
        } else if (in->op == SFPU_OP_SFPSTOCHRND) {
            unsigned fl = mod1 & 7u;
            seen |= (fl == 0 && SFPU_F(in, rnd_mode) == 0 && e != 0 && e != 255 && (x & 0x1FFFu) == 0x1000u) ? 2u : 0u;
            seen |= (fl == 6 && e == 142u) ? 4u : 0u;
            seen |= (fl == 6 && e == 143u) ? 16u : 0u;
            seen |= (fl == 1 && SFPU_F(in, rnd_mode) == 0 && e != 0 && e != 255 && (x & 0xFFFFu) == 0x8000u) ? 32u : 0u;
            seen |= (fl == 3 && e == 134u && (mag & 0x7FFFFFu) < 0x10000u) ? 8u : 0u;
            if (fl == 5) { /* INT32 -> INT8: the shifted magnitude is 128 */
                unsigned sh = (mod1 & 8u) ? SFPU_F(in, imm5) : (view_lreg(f, SFPU_F(in, vb) & 15u)[l] & 31u);
                seen |= (mag >> sh) == 128u ? 8u : 0u;
            }
        }
    }
    c->bounds[GB_SETCC_NEG_ZERO] += seen & 1u;
    c->bounds[GB_SETCC_NE0_NEG_ZERO] += (seen >> 6) & 1u;
    c->bounds[GB_STOCH_FP16A_TIE] += (seen >> 1) & 1u;
    c->bounds[GB_STOCH_UINT16_TOP] += (seen >> 2) & 1u;
    c->bounds[GB_STOCH_INT8_128] += (seen >> 3) & 1u;
    c->bounds[GB_STOCH_UINT16_SAT] += (seen >> 4) & 1u;
    c->bounds[GB_STOCH_FP16B_TIE] += (seen >> 5) & 1u;
}

/* Whether some enabled lane's x, masked by `mask`, equals v. */
static bool any_masked(const uint32_t *x, uint32_t lanes, uint32_t mask, uint32_t v)
{
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        if (((lanes >> l) & 1u) && (x[l] & mask) == v) {
            return true;
        }
    }
    return false;
}

/* Whether some enabled lane's x has the biased exponent e / equals v. */
static bool any_exponent(const uint32_t *x, uint32_t lanes, uint32_t e)
{
    return any_masked(x, lanes, 0x7F800000u, e << 23);
}

static bool any_equal(const uint32_t *x, uint32_t lanes, uint32_t v) { return any_masked(x, lanes, 0xFFFFFFFFu, v); }

/* Bins of `edges` that some enabled lane's |x| equals, from bin `base`. */
static void sample_edges(sfpu_gen_cov_t *c, const uint32_t *x, uint32_t lanes, const uint32_t *edges, unsigned n,
                         unsigned base)
{
    for (unsigned k = 0; k < n; ++k) {
        c->bounds[base + k] += any_masked(x, lanes, 0x7FFFFFFFu, edges[k]);
    }
}

static void sample_simple(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_insn_t *in, uint32_t lanes)
{
    const uint32_t *vc = view_lreg(f, SFPU_F(in, vc) & 15u);
    unsigned mod1 = SFPU_F(in, mod1);
    uint64_t seen = 0;
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        if (!((lanes >> l) & 1u)) {
            continue;
        }
        uint32_t x = vc[l], mag = x & 0x7FFFFFFFu;
        if (in->op == SFPU_OP_SFPCAST && mod1 == 0 && mag) {
            uint32_t norm = mag << __builtin_clz(mag);
            if ((norm & 0xFFu) == 0x80u) {
                seen |= 1ull << ((norm >> 8) & 1u ? GB_CAST_TIE_ODD : GB_CAST_TIE_EVEN);
            } else if ((norm & 0x1FFu) == 0xC0u) {
                seen |= 1ull << GB_CAST_STICKY;
            }
        } else if (in->op == SFPU_OP_SFPABS && (mod1 & 1u) && (x >> 31)) {
            seen |= mag == 0x7F800000u ? 1ull << GB_ABS_NEG_INF : mag > 0x7F800000u ? 1ull << GB_ABS_NEG_NAN
                    : mag == 0 ? 1ull << GB_ABS_NEG_ZERO : 0u;
        } else if (in->op == SFPU_OP_SFPIADD && SFPU_F(in, vd) < 8) {
            uint32_t y = (mod1 & 1u) ? (uint32_t)(((int32_t)(SFPU_F(in, imm12) << 20)) >> 20)
                         : (mod1 & 2u) ? (uint32_t)-view_lreg(f, SFPU_F(in, vd))[l] : view_lreg(f, SFPU_F(in, vd))[l];
            uint32_t s = x + y;
            if (((x ^ s) & (y ^ s)) >> 31 && !((mod1 & 2u) && !(mod1 & 1u) && view_lreg(f, SFPU_F(in, vd))[l] ==
                                                                                  0x80000000u)) {
                seen |= 1ull << GB_IADD_OVF;
            }
        }
    }
    for (unsigned k = 0; k < GB_COUNT; ++k) {
        c->bounds[k] += (unsigned)((seen >> k) & 1u);
    }
}

void gspec_sample_pre(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_insn_t *in, uint32_t lanes)
{
    unsigned op = in->op;
    if (in->scheduled || !gen_is_sfpu_op(op, sfpu_get_arch(f))) {
        return;
    }
    sample_reads(c, f, in, lanes);
    switch (op) {
    case SFPU_OP_SFPMAD:
    case SFPU_OP_SFPADD:
    case SFPU_OP_SFPMUL: sample_fma(c, f, in, lanes); break;
    case SFPU_OP_SFPCAST:
    case SFPU_OP_SFPABS:
    case SFPU_OP_SFPIADD: sample_simple(c, f, in, lanes); break;
    case SFPU_OP_SFPSETCC:
    case SFPU_OP_SFPSTOCHRND: sample_corners(c, f, in, lanes); break;
    case SFPU_OP_SFPLUT: sample_edges(c, view_lreg(f, 3), lanes, gspec_lut_edges, 4, GB_LUT); break;
    case SFPU_OP_SFPLUTFP32: sample_edges(c, view_lreg(f, 3), lanes, gspec_lutfp32_edges, 12, GB_LUTFP32); break;
    case SFPU_OP_SFPARECIP: {
        bool rec = SFPU_F(in, mod1) <= 1u;
        sample_edges(c, view_lreg(f, SFPU_F(in, vc) & 15u), lanes, gspec_arecip_edges + (rec ? 0 : 4), 4,
                     GB_ARECIP + (rec ? 0u : 4u));
        break;
    }
    case SFPU_OP_SFPSWAP: {
        unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc);
        c->bounds[GB_SWAP_INDEX] += vd >= 4 && vd <= 7 && (vc & 3u) == (vd & 3u) && SFPU_F(in, mod1) != 0 &&
                                    (lanecfg_or(f, 0xFFFFFFFFu) & gspec_bit_lanecfg(GR_DEST_INDEX)) != 0;
        break;
    }
    case SFPU_OP_SFPCOMPC: {
        unsigned depth = 0;
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            unsigned d = view_stack_depth(f, l);
            depth = d > depth ? d : depth;
        }
        c->bounds[GB_COMPC_EMPTY] += depth == 0 && (view_use_lane_flags(f) & ~view_lane_flags(f)) != 0;
        break;
    }
    case SFPU_OP_SFPDIVP2:
        c->bounds[GB_DIVP2_SEXT] += ((in->word >> 20) & 0xFu) == 0xFu;
        c->bounds[GB_DIVP2_ADD_MAX] += (SFPU_F(in, mod1) & 1u) && any_exponent(view_lreg(f, SFPU_F(in, vc) & 15u),
                                                                               lanes, 254u);
        break;
    case SFPU_OP_SFPSTORE:
        if (view_ls_resolve_mod0(f, SFPU_F(in, mod0) & 15u) == VIEW_MOD0_FMT_FP16) {
            const uint32_t *v = view_lreg(f, SFPU_F(in, vd) & 15u);
            c->bounds[GB_STORE_FP16_FLUSH] += any_exponent(v, lanes, 112u);
            c->bounds[GB_STORE_FP16_OVER] += any_exponent(v, lanes, 144u);
        }
        break;
    case SFPU_OP_SFPLZ: /* NOSGN_MASK and CC_NE0 on -0, where the flag is written (VD < 8) */
        if ((SFPU_F(in, mod1) & 6u) == 6u && SFPU_F(in, vd) < 8) {
            c->bounds[GB_LZ_NEG_ZERO] += any_equal(view_lreg(f, SFPU_F(in, vc) & 15u), lanes, 0x80000000u);
        }
        break;
    case SFPU_OP_SFPMOV:
        c->bounds[GB_MOV_LC_HI] += (SFPU_F(in, mod1) & 8u) && SFPU_F(in, vc) == 15u &&
                                   (lanecfg_or(f, lanes) & 0x30000u) != 0;
        c->bounds[GB_MOV_PRNG_UNWRITTEN] += SFPU_F(in, mod1) == 8u && SFPU_F(in, vc) == 9u && SFPU_F(in, vd) >= 8u &&
                                            lanes != 0;
        break;
    case SFPU_OP_SFPLOAD:
        c->bounds[GB_LOAD_INDEX_BLOCKED] += SFPU_F(in, vd) < 4u && lanecfg_in_one_without(f, lanes,
            gspec_bit_lanecfg(GR_DEST_INDEX) | gspec_bit_lanecfg(GR_CAPTURE_INDEX) | gspec_bit_lanecfg(GR_BLOCK_RD), 0u);
        c->bounds[GB_LOAD_INDEX_XCHG] +=
            SFPU_F(in, vd) < 4u &&
            lanecfg_in_one_without(f, lanes,
                                   gspec_bit_lanecfg(GR_DEST_INDEX) | gspec_bit_lanecfg(GR_CAPTURE_INDEX) |
                                       gspec_bit_lanecfg(GR_RD_XCHG),
                                   gspec_bit_lanecfg(GR_BLOCK_RD));
        break;
    default: break;
    }
}

void gspec_sample_post(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_insn_t *in, uint32_t lanes)
{
    if (in->op != SFPU_OP_SFPLOAD || in->scheduled || SFPU_F(in, vd) >= 8 ||
        view_ls_resolve_mod0(f, SFPU_F(in, mod0) & 15u) != VIEW_MOD0_FMT_FP16) {
        return;
    }
    const uint32_t *v = view_lreg(f, SFPU_F(in, vd));
    uint32_t seen = 0;
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        uint32_t lc = 0;
        if (!((lanes >> l) & 1u) || sfpu_get_reg(f, SFPU_REG_LANE_CONFIG, l, &lc) != SFPU_OK || !(lc & 1u)) {
            continue;
        }
        /* FP16 exponent 31 loads as FP32 exponent 127 + 16; with ENABLE_FP16A_INF an all-ones mantissa as Inf */
        uint32_t mag = v[l] & 0x7FFFFFFFu;
        seen |= ((mag >> 23) == 143u) ? 1u : mag == 0x7F800000u ? 2u : 0u;
    }
    c->bounds[GB_FP16INF_MAX] += seen & 1u;
    c->bounds[GB_FP16INF_INF] += (seen >> 1) & 1u;
}
