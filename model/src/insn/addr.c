/* addr.c - Dst address computation and RWC post-increment for SFPLOAD / SFPSTORE / SFPLOADMACRO.
 * Spec: {BH,WH} SFPLOAD.md, SFPSTORE.md (Addr), WH RWCs.md (ApplyAddrMod); BH specifics in decisions. */
#include "addr.h"

/* ALU_FORMAT_SPEC data-format codes whose Dst form is BF16-like (8-bit exponent) or integer:
 * FP32 0, TF32 4, BF16 5, BFP8 6, BFP4 7, INT32 8, INT16 9, BFP2 15 (Tensix 4-bit format numbering). */
#define SRCB_BF16_FORMATS                                                                                              \
    ((1u << 0) | (1u << 4) | (1u << 5) | (1u << 6) | (1u << 7) | (1u << 8) | (1u << 9) | (1u << 15))

#define ADDR_MASK 0x3FFu
#define RWC_SRC_MASK 0x3Fu

/* ADDR_MOD register fields (tt-llk ckernel_addrmod.h packing; spec digest 6.2) */
#define AM_SRC_INCR(v) ((v)&0x3Fu)
#define AM_SRC_CR(v) (((v) >> 6) & 1u)
#define AM_SRC_CLR(v) (((v) >> 7) & 1u)
#define AM_DST_INCR(v) ((v)&0x3FFu)
#define AM_DST_CR(v) (((v) >> 10) & 1u)
#define AM_DST_CLR(v) (((v) >> 11) & 1u)
#define AM_DST_C_TO_CR(v) (((v) >> 12) & 1u)
#define AM_BIAS_INCR(v) ((v)&0xFu)
#define AM_BIAS_CLR(v) (((v) >> 4) & 1u)

unsigned insn_ls_resolve_mod0(const struct sfpu *s, unsigned mod0)
{
    if (mod0 != MOD0_FMT_SRCB) {
        return mod0;
    }
    const sfpu_state_t *st = &s->st;
    if (st->cfg_fp32_dst & 1u) {
        return MOD0_FMT_FP32;
    }
    unsigned fmt = (st->cfg_srcb_override & 1u) ? st->cfg_srcb_override_val : st->cfg_srcb_fmt;
    /* BH: ThreadConfig.SFPU_DEST_FMT overrides the SrcB format (BH SFPSTORE.md; applied to SFPLOAD too,
     * decisions L1). */
    if (insn_is_bh(s) && (st->cfg_sfpu_dest_fmt_enable & 1u)) {
        fmt = st->cfg_sfpu_dest_fmt_base;
    }
    return ((SRCB_BF16_FORMATS >> (fmt & 15u)) & 1u) ? MOD0_FMT_BF16 : MOD0_FMT_FP16;
}

unsigned insn_ls_addr(const struct sfpu *s, unsigned imm10, unsigned mod0, bool store, uint16_t *new_sp)
{
    const sfpu_state_t *st = &s->st;
    unsigned addr = imm10 + st->cfg_dest_target_offset;
    unsigned dst_off = (st->rwc_dst + st->cfg_dest_regw_base) & ADDR_MASK;
    unsigned sp = st->rwc_sp & ADDR_MASK;
    if (insn_is_wh(s)) {
        addr += (mod0 == MOD0_FMT_INT32_ALL) ? (dst_off & 3u) : dst_off;
    } else if (mod0 == MOD0_FMT_INT32_ALL) {
        /* BH: INT32_ALL addresses a stack: loads pre-decrement Sp (unless 0), stores post-increment it. */
        if (!store && sp != 0) {
            sp = (sp - st->cfg_sfpu_stack_incr) & ADDR_MASK;
        }
        unsigned sp_off = (sp + st->cfg_dest_sp_base) & ADDR_MASK;
        addr += sp_off + (dst_off & 3u);
        if (store) {
            sp = (sp + st->cfg_sfpu_stack_incr) & ADDR_MASK;
        }
    } else {
        unsigned sp_off = (sp + st->cfg_dest_sp_base) & ADDR_MASK;
        addr += dst_off + (sp_off & 3u);
    }
    *new_sp = (uint16_t)sp;
    return addr & ADDR_MASK;
}

void insn_apply_partial_addr_mod(struct sfpu *s, unsigned addr_mod)
{
    sfpu_state_t *st = &s->st;
    unsigned index;
    if (insn_is_wh(s)) {
        /* WH RWCs.md: 2-bit field, upper bank of four selected by ExtraAddrModBit or ADDR_MOD_SET_Base */
        index = (addr_mod & 3u) + (((st->rwc_extra_addr_mod_bit & 1u) || (st->cfg_addr_mod_set_base & 1u)) ? 4u : 0u);
    } else {
        /* BH: the 3-bit field indexes the eight slots directly (decisions L3) */
        index = addr_mod & 7u;
    }
    const sfpu_addr_mod_t *am = &st->addr_mod[index];
    unsigned a = am->ab & 0xFFu, b = (unsigned)(am->ab >> 8) & 0xFFu, d = am->dst, bias = am->bias;

    if (AM_SRC_CLR(a)) {
        st->rwc_srca = st->rwc_srca_cr = 0;
    } else if (AM_SRC_CR(a)) {
        st->rwc_srca_cr = (uint8_t)((st->rwc_srca_cr + AM_SRC_INCR(a)) & RWC_SRC_MASK);
        st->rwc_srca = st->rwc_srca_cr;
    } else {
        st->rwc_srca = (uint8_t)((st->rwc_srca + AM_SRC_INCR(a)) & RWC_SRC_MASK);
    }

    if (AM_SRC_CLR(b)) {
        st->rwc_srcb = st->rwc_srcb_cr = 0;
    } else if (AM_SRC_CR(b)) {
        st->rwc_srcb_cr = (uint8_t)((st->rwc_srcb_cr + AM_SRC_INCR(b)) & RWC_SRC_MASK);
        st->rwc_srcb = st->rwc_srcb_cr;
    } else {
        st->rwc_srcb = (uint8_t)((st->rwc_srcb + AM_SRC_INCR(b)) & RWC_SRC_MASK);
    }

    if (AM_DST_CLR(d)) {
        st->rwc_dst = st->rwc_dst_cr = 0;
    } else if (AM_DST_C_TO_CR(d)) {
        st->rwc_dst = (uint16_t)((st->rwc_dst + AM_DST_INCR(d)) & ADDR_MASK);
        st->rwc_dst_cr = st->rwc_dst;
    } else if (AM_DST_CR(d)) {
        st->rwc_dst_cr = (uint16_t)((st->rwc_dst_cr + AM_DST_INCR(d)) & ADDR_MASK);
        st->rwc_dst = st->rwc_dst_cr;
    } else {
        st->rwc_dst = (uint16_t)((st->rwc_dst + AM_DST_INCR(d)) & ADDR_MASK);
    }
    /* FidelityPhase (dst bits 15:13) is deliberately untouched: "ApplyPartialAddrMod". */

    if (AM_BIAS_CLR(bias)) {
        st->rwc_extra_addr_mod_bit = 0;
    } else if (AM_BIAS_INCR(bias) & 3u) {
        st->rwc_extra_addr_mod_bit = (uint8_t)((st->rwc_extra_addr_mod_bit + 1u) & 1u);
    }
}

bool insn_ls_is_32bit(unsigned mod0, bool store)
{
    switch (mod0) {
    case MOD0_FMT_FP32:
    case MOD0_FMT_INT32:
    case MOD0_FMT_INT32_ALL:
    case MOD0_FMT_INT32_SM:
        return true;
    case MOD0_FMT_LO16:
    case MOD0_FMT_HI16:
        return store; /* SFPSTORE LO16/HI16 write a whole Dst32b datum; SFPLOAD reads 16 bits */
    default:
        return false;
    }
}
