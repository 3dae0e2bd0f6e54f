/* sfpstore.c - SFPSTORE: move an LReg to four rows x even/odd columns of Dst, converting per Mod0.
 * Spec: {BlackholeA0,WormholeB0}/TensixCoprocessor/SFPSTORE.md functional models, SFPLOADMACRO.md (scheduled
 * stores); spec digest 6.2, 6.4, 2.3. */
#include "addr.h"

static uint32_t convert(const struct sfpu *s, unsigned mod0, uint32_t x)
{
    bool bh = insn_is_bh(s);
    switch (mod0) {
    case MOD0_FMT_FP16:
        return sfpu_lane_store_fp16(x);
    case MOD0_FMT_BF16:
        return sfpu_lane_store_bf16(x);
    case MOD0_FMT_FP32: /* both archs flush exponent 0 to signed zero (decisions L11) */
        return sfpu_lane_dst_encode_fp32(sfpu_lane_flush_fp32(x));
    case MOD0_FMT_INT32:
    case MOD0_FMT_INT32_ALL:
        return sfpu_lane_dst_encode_fp32(x);
    case MOD0_FMT_INT32_SM: /* WH: two's complement -> sign-magnitude; BH: deprecated, raw */
        return sfpu_lane_dst_encode_fp32(bh ? x : sfpu_lane_twos_to_signmag(x));
    case MOD0_FMT_INT8:
        return sfpu_lane_store_int8(x);
    case MOD0_FMT_INT8_COMP:
        return sfpu_lane_store_int8(bh ? x : sfpu_lane_twos_to_signmag(x));
    case MOD0_FMT_LO16_ONLY:
    case MOD0_FMT_UINT16:
        return x & 0xFFFFu;
    case MOD0_FMT_HI16_ONLY:
        return x >> 16;
    case MOD0_FMT_INT16:
        return sfpu_lane_store_int16(x);
    case MOD0_FMT_LO16:
        return (x << 16) | (x >> 16); /* raw 32-bit write, halves swapped, no shuffle */
    case MOD0_FMT_HI16:
        return x; /* raw 32-bit write, no shuffle */
    default:
        return 0; /* MOD0_FMT_ZERO: 16-bit write of 0 */
    }
}

sfpu_status_t sfpu_exec_sfpstore(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd);
    unsigned mod0 = insn_ls_resolve_mod0(s, SFPU_F(in, mod0) & 15u);
    uint16_t new_sp = s->st.rwc_sp;
    unsigned addr;
    if (in->scheduled) {
        /* SFPLOADMACRO.md: the scheduled store's Addr is the one its macro computed (the scheduler put it in
         * imm10); no offsets, no Sp update, no ApplyPartialAddrMod. */
        addr = SFPU_F(in, imm10) & 0x3FFu;
    } else {
        addr = insn_ls_addr(s, SFPU_F(in, imm10) & 0x3FFu, mod0, true, &new_sp);
    }
    if (vd >= SFPU_LREGS) {
        return insn_ub(s, "SFPSTORE with VD=%u", vd);
    }

    /* INT32_ALL ignores LaneEnabled; backdoor lanes (VD 12..15 with DISABLE_BACKDOOR_LOAD=0) are excluded. */
    uint32_t mask = (mod0 == MOD0_FMT_INT32_ALL ? 0xFFFFFFFFu : insn_lane_enabled(s, fx)) & fx->lane_limit;
    if (insn_lane_config_any(s) & LANECFG_BLOCK_DEST_WR_FROM_SFPU) {
        mask &= ~insn_lane_config_mask(s, LANECFG_BLOCK_DEST_WR_FROM_SFPU);
    }
    if (vd >= 12 && !in->scheduled) { /* only lanes with DISABLE_BACKDOOR_LOAD store LReg 12..15 */
        mask &= insn_lane_config_mask(s, LANECFG_DISABLE_BACKDOOR_LOAD);
    }
    insn_dst_lanes_t m;
    insn_dst_lane_map(s, addr, true, insn_ls_is_32bit(mod0, true), &m);
    int g = insn_dst_invalid_group(s, &m, mask);
    if (g >= 0) {
        /* ZEROACC.md: writing some columns of an undefined row and leaving others unwritten is undefined;
         * one SFPSTORE writes only half the columns (decisions L4). */
        return insn_ub(s,
                       "SFPSTORE Mod0=%u writes Dst row %u (physical row %u), which is marked undefined "
                       "(DstRowValid=0): the other columns of that row would stay undefined",
                       mod0, m.row[g], m.phys[g]);
    }
    /* the common formats in straight loops; the rest lane by lane through convert() */
    const uint32_t *x = s->st.lreg[vd];
    uint32_t val[SFPU_LANES];
    if (mod0 == MOD0_FMT_FP32) {
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            val[lane] = insn_dst_encode_fp32_word(insn_flush_fp32_word(x[lane]));
        }
    } else if (mod0 == MOD0_FMT_INT32 || mod0 == MOD0_FMT_INT32_ALL) {
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            val[lane] = insn_dst_encode_fp32_word(x[lane]);
        }
    } else {
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            val[lane] = convert(s, mod0, x[lane]);
        }
    }
    insn_dst_write_lanes(s, &m, mask, val);

    if (!in->scheduled) {
        s->st.rwc_sp = new_sp;
        insn_apply_partial_addr_mod(s, SFPU_F(in, addr_mod));
    }
    return SFPU_OK;
}
