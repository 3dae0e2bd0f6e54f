/* hazard.c - read/write sets for the auto-stall logic and the stale-read detector.
 * Spec: spec digest 3.2-3.4 (VectorUnit.md latency table; BlackholeA0 SFPMAD.md auto-stall and its
 * read-set bugs; WormholeB0 SFPSHFT2.md software rules), 6.6-6.12 for which operands each mode reads. */
#include "hazard.h"

#define R(x) (1u << ((x) & 31u))

/* SFPLOADMACRO's load destination: VD = {Imm10[0], LRegInd[1:0]} (its format has no VD field). */
static unsigned macro_vd(const sfpu_insn_t *in)
{
    return ((SFPU_F(in, imm10) & 1u) << 2) | (SFPU_F(in, lreg_ind) & 3u);
}

static uint32_t lut_reads(const sfpu_insn_t *in)
{
    /* SFPLUT reads L0..L3; INDIRECT_VD (Mod0 bit 3) also reads L7. */
    return 0xFu | ((SFPU_F(in, mod0) & 8u) ? R(7) : 0u);
}

static uint32_t lutfp32_reads(const sfpu_insn_t *in)
{
    unsigned mod1 = SFPU_F(in, mod1);
    uint32_t r = R(0) | R(1) | R(2) | R(3);
    if ((mod1 & 3u) == 0 || (mod1 & 3u) == 2u || (mod1 & 3u) == 3u) {
        r |= R(4) | R(5) | R(6); /* the 6-entry and FP32 tables use L4..L6; FP16_3ENTRY (10) does not */
    }
    if (mod1 == 10u) {
        r &= ~(R(4) | R(5) | R(6));
    }
    if (mod1 & 8u) {
        r |= R(7);
    }
    return r;
}

uint32_t hz_true_reads(const sfpu_insn_t *in)
{
    unsigned va = SFPU_F(in, va), vb = SFPU_F(in, vb), vc = SFPU_F(in, vc), vd = SFPU_F(in, vd);
    unsigned mod1 = SFPU_F(in, mod1), mod0 = SFPU_F(in, mod0);
    bool bh = in->arch == SFPU_ARCH_BH;
    switch (in->op) {
    case SFPU_OP_SFPMAD:
    case SFPU_OP_SFPADD:
    case SFPU_OP_SFPMUL:
    case SFPU_OP_SFPMUL24:
        return ((mod1 & 4u) ? (HZ_ALL_LREGS & 0xFFFFu) | R(7) : R(va)) | R(vb) | R(vc) | ((mod1 & 8u) ? R(7) : 0u);
    case SFPU_OP_SFPADDI:
    case SFPU_OP_SFPMULI: return R(vd) | ((mod1 & 8u) ? R(7) : 0u);
    case SFPU_OP_SFPLUT: return lut_reads(in);
    case SFPU_OP_SFPLUTFP32: return lutfp32_reads(in);
    case SFPU_OP_SFPLOAD: return (mod0 == 14u || mod0 == 15u) ? R(vd) : 0u; /* LO16_ONLY / HI16_ONLY merge */
    case SFPU_OP_SFPLOADMACRO: return (mod0 == 14u || mod0 == 15u) ? R(macro_vd(in)) : 0u;
    case SFPU_OP_SFPLOADI: return (mod0 == 8u || mod0 == 10u) ? R(vd) : 0u;     /* UPPER / LOWER merge */
    case SFPU_OP_SFPSTORE: return R(vd);
    case SFPU_OP_SFPIADD: return R(vc) | ((mod1 & 1u) ? 0u : R(vd));
    case SFPU_OP_SFPSHFT:
        return R(vd) | ((mod1 & 1u) ? 0u : R(vc)) | ((bh && (mod1 & 5u) == 5u) ? R(vc) : 0u);
    case SFPU_OP_SFPSETEXP: return R(vc) | ((mod1 & 1u) ? 0u : R(vd));
    case SFPU_OP_SFPSETMAN:
    case SFPU_OP_SFPSETSGN: return R(vc) | ((mod1 & 1u) ? 0u : R(vd));
    case SFPU_OP_SFPAND:
    case SFPU_OP_SFPOR: return R(vc) | ((bh && (mod1 & 1u)) ? R(vb) : R(vd));
    case SFPU_OP_SFPXOR:
    case SFPU_OP_SFPGT:
    case SFPU_OP_SFPLE: return R(vc) | R(vd);
    case SFPU_OP_SFPSWAP: return R(vc) | R(vd) | (HZ_ALL_LREGS & 0xF0u); /* + L4..L7 for argmin/argmax */
    case SFPU_OP_SFPMOV: return (mod1 & 8u) ? 0u : R(vc);
    case SFPU_OP_SFPARECIP: return R(vc) | (mod1 == 1u ? R(vb) : 0u);
    case SFPU_OP_SFPEXEXP:
    case SFPU_OP_SFPEXMAN:
    case SFPU_OP_SFPABS:
    case SFPU_OP_SFPLZ:
    case SFPU_OP_SFPCAST:
    case SFPU_OP_SFPNOT:
    case SFPU_OP_SFPDIVP2:
    case SFPU_OP_SFPSETCC: return R(vc);
    case SFPU_OP_SFPCONFIG: /* VD 0..3 always copy LReg[0]; others unless Imm16 is the value; 9, 10 do nothing */
        return (vd == 9u || vd == 10u) ? 0u : ((vd < 4u || !(mod1 & 1u)) ? R(0) : 0u);
    case SFPU_OP_SFPTRANSP: return 0xFFu;
    case SFPU_OP_SFPSHFT2:
        switch (mod1) {
        case 0:
        case 1: return 0xFu;
        case 2: return R(1) | R(2) | R(3) | R(vc);
        case 3:
        case 4: return R(vc);
        case 5: /* VB is Imm12[3:0] in the register form (the macro's VB when scheduled) */
            return R(in->scheduled ? vb : (SFPU_F(in, imm12) & 15u)) | R(vc);
        default: return R(in->scheduled ? vb : (SFPU_F(in, imm12) & 15u));
        }
    case SFPU_OP_SFPSTOCHRND: return R(vc) | (((mod1 & 7u) == 4u || (mod1 & 7u) == 5u) && !(mod1 & 8u) ? R(vb) : 0u);
    default: return 0u; /* SFPNOP, SFPENCC, SFPPUSHC, SFPPOPC, SFPCOMPC */
    }
}

uint32_t hz_true_writes(const sfpu_insn_t *in)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), mod1 = SFPU_F(in, mod1);
    if (sfpu_isa_info(in->op)->unit >= SFPU_UNIT_COUNT) {
        return 0u; /* Tensix frontend / RWC instructions touch no LReg */
    }
    switch (in->op) {
    case SFPU_OP_SFPMAD:
    case SFPU_OP_SFPADD:
    case SFPU_OP_SFPMUL:
    case SFPU_OP_SFPMUL24:
    case SFPU_OP_SFPADDI:
    case SFPU_OP_SFPMULI: return (mod1 & 8u) && vd != 16u ? 0xFFu : R(vd);
    case SFPU_OP_SFPLUT: return (SFPU_F(in, mod0) & 8u) ? 0xFFu : R(vd);
    case SFPU_OP_SFPLUTFP32: return (mod1 & 8u) ? 0xFFu : R(vd);
    case SFPU_OP_SFPSTORE:
    case SFPU_OP_SFPNOP:
    case SFPU_OP_SFPENCC:
    case SFPU_OP_SFPPUSHC:
    case SFPU_OP_SFPPOPC:
    case SFPU_OP_SFPCOMPC:
    case SFPU_OP_SFPSETCC: return 0u;
    case SFPU_OP_SFPLOAD: return R(vd) | R(vd + 4u); /* + LReg[VD+4] dest-index capture */
    case SFPU_OP_SFPLOADMACRO: return R(macro_vd(in)) | R(macro_vd(in) + 4u);
    case SFPU_OP_SFPCONFIG: return (vd >= 11u && vd <= 14u) ? R(vd) : 0u;
    case SFPU_OP_SFPSWAP: return R(vc) | R(vd) | 0xF0u;
    case SFPU_OP_SFPTRANSP: return 0xFFu;
    case SFPU_OP_SFPSHFT2: return mod1 <= 2u ? 0xFu : R(vd);
    default: return R(vd);
    }
}

uint32_t hz_stall_reads(const sfpu_insn_t *in)
{
    unsigned vb = SFPU_F(in, vb), vc = SFPU_F(in, vc), vd = SFPU_F(in, vd), mod1 = SFPU_F(in, mod1);
    uint32_t r = hz_true_reads(in);
    switch (in->op) {
    case SFPU_OP_SFPMAD:
    case SFPU_OP_SFPADD:
    case SFPU_OP_SFPMUL:
    case SFPU_OP_SFPMUL24:
        return (mod1 & 4u) ? HZ_ALL_LREGS : r; /* INDIRECT_VA: assumed to read everything */
    case SFPU_OP_SFPAND:
    case SFPU_OP_SFPOR: return R(vc) | R(vd); /* bugs 1-2: USE_VB still checked as VD */
    case SFPU_OP_SFPIADD: return R(vc); /* bug 3: the read of VD is not seen */
    case SFPU_OP_SFPSHFT:                 /* bug 4: the read of VD is not seen */
        return ((mod1 & 1u) ? 0u : R(vc)) | ((in->arch == SFPU_ARCH_BH && (mod1 & 5u) == 5u) ? R(vc) : 0u);
    case SFPU_OP_SFPCONFIG: return 0u; /* bug 5: LReg[0] read not seen */
    case SFPU_OP_SFPSWAP: return mod1 == 0u ? r : 0u; /* bug 6: first-cycle compare reads not seen */
    case SFPU_OP_SFPSHFT2:
        if (mod1 >= 2u && mod1 <= 4u) {
            return 0u; /* bug 7 */
        }
        if (mod1 == 5u || mod1 == 6u) {
            return R(vd) | (mod1 == 5u ? R(vc) : 0u); /* bug 8: believes VD, really VB */
        }
        return r;
    case SFPU_OP_SFPSTOCHRND: return r | R(vb); /* false dependency on the raw VB field */
    case SFPU_OP_SFPLUTFP32:
        return (SFPU_F(in, mod1_mirror) & 8u) ? HZ_ALL_LREGS : (HZ_ALL_LREGS & ~R(7));
    default: return r;
    }
}

uint32_t hz_stall_writes(const sfpu_insn_t *in)
{
    unsigned mod1 = SFPU_F(in, mod1), vd = SFPU_F(in, vd);
    if (in->op == SFPU_OP_SFPLUTFP32) {
        return (SFPU_F(in, mod1_mirror) & 8u) ? HZ_ALL_LREGS : R(vd);
    }
    if (in->op == SFPU_OP_SFPLUT) {
        return (SFPU_F(in, mod0) & 8u) ? HZ_ALL_LREGS : R(vd);
    }
    return (mod1 & 8u) ? HZ_ALL_LREGS : R(vd); /* INDIRECT_VD: assumed to write everything */
}

unsigned hz_latency(const sfpu_insn_t *in)
{
    const sfpu_isa_info_t *info = sfpu_isa_info(in->op);
    if (info->lat != SFPU_LAT_MODE) {
        return info->lat;
    }
    unsigned mod1 = SFPU_F(in, mod1);
    if (in->op == SFPU_OP_SFPSHFT2) {
        return (mod1 >= 2u && mod1 <= 4u) ? 2u : 1u;
    }
    /* SFPCONFIG: LReg writes (VD 11..14) take one cycle; configuration writes "up to two". */
    return (SFPU_F(in, vd) >= 11u && SFPU_F(in, vd) <= 14u) ? 1u : 2u;
}

bool hz_blocks_next(const sfpu_insn_t *in)
{
    if (in->op == SFPU_OP_SFPSWAP) {
        return true;
    }
    unsigned mod1 = SFPU_F(in, mod1);
    return in->op == SFPU_OP_SFPSHFT2 && in->arch == SFPU_ARCH_BH && mod1 >= 2u && mod1 <= 4u;
}
