/* sfpload.c - SFPLOAD: move 32 datums from four rows x even/odd columns of Dst to an LReg, converting per Mod0.
 * Spec: {BlackholeA0,WormholeB0}/TensixCoprocessor/SFPLOAD.md functional models (spec digest 6.2, 6.3). */
#include "addr.h"

static uint32_t convert(const struct sfpu *s, unsigned mod0, unsigned lane, uint32_t d, uint32_t old)
{
    bool bh = insn_is_bh(s);
    switch (mod0) {
    case MOD0_FMT_FP16:
        return sfpu_lane_load_fp16(d, (s->st.lane_config[lane] & LANECFG_ENABLE_FP16A_INF) != 0);
    case MOD0_FMT_BF16:
        return sfpu_lane_load_bf16(d);
    case MOD0_FMT_FP32:
    case MOD0_FMT_INT32:
    case MOD0_FMT_INT32_ALL:
        return sfpu_lane_dst_decode_fp32(d);
    case MOD0_FMT_INT32_SM:
        /* WH converts sign-magnitude to two's complement; BH deprecated the mode and does not */
        return bh ? sfpu_lane_dst_decode_fp32(d) : sfpu_lane_signmag_to_twos(sfpu_lane_dst_decode_fp32(d));
    case MOD0_FMT_INT8:
        return sfpu_lane_load_int8(d, bh);
    case MOD0_FMT_INT8_COMP:
        return bh ? sfpu_lane_load_signmag11(d) : sfpu_lane_signmag_to_twos(sfpu_lane_load_signmag11(d));
    case MOD0_FMT_LO16_ONLY:
        return (old & 0xFFFF0000u) | (d & 0xFFFFu);
    case MOD0_FMT_HI16_ONLY:
        return ((d & 0xFFFFu) << 16) | (old & 0xFFFFu);
    case MOD0_FMT_INT16:
        return sfpu_lane_load_int16(d);
    case MOD0_FMT_UINT16:
    case MOD0_FMT_LO16:
        return d & 0xFFFFu;
    case MOD0_FMT_HI16:
        return (d & 0xFFFFu) << 16;
    default:
        return 0; /* MOD0_FMT_ZERO (SRCB is resolved before this point) */
    }
}

sfpu_status_t insn_sfpload_body(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx, unsigned vd, unsigned imm10,
                                unsigned mod0, unsigned addr_mod, unsigned *addr_out)
{
    (void)in;
    mod0 = insn_ls_resolve_mod0(s, mod0 & 15u);
    uint16_t new_sp;
    unsigned addr = insn_ls_addr(s, imm10 & 0x3FFu, mod0, false, &new_sp);
    *addr_out = addr;

    if (vd < 8) { /* SFPLOAD never writes LReg 8..16 */
        /* INT32_ALL transfers every lane whatever LaneEnabled says */
        uint32_t mask = (mod0 == MOD0_FMT_INT32_ALL ? 0xFFFFFFFFu : insn_lane_enabled(s, fx)) & fx->lane_limit;
        uint32_t idx_mask = 0;
        uint32_t val[SFPU_LANES] = {0}, idx[SFPU_LANES] = {0};
        bool wide = insn_ls_is_32bit(mod0, false);
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            uint32_t lc = s->st.lane_config[lane];
            if (lc & LANECFG_BLOCK_SFPU_RD_FROM_DEST) {
                mask &= ~(1u << lane);
            }
            if (!(mask >> lane & 1u)) {
                continue;
            }
            unsigned row = insn_dst_row(addr, lane), col = insn_dst_col(s, addr, lane, false);
            uint32_t d = 0;
            if (mod0 != MOD0_FMT_ZERO) {
                unsigned phys = wide ? insn_adj32(s, row) : insn_adj16(s, row);
                if (!s->st.dst_row_valid[phys]) {
                    /* ZEROACC.md: the SFPU reading an undefined row is undefined behaviour */
                    return insn_ub(s,
                                   "SFPLOAD Mod0=%u reads Dst row %u (physical row %u), which is marked undefined "
                                   "(DstRowValid=0)",
                                   mod0, row, phys);
                }
                d = wide ? insn_dst_read32(s, row, col) : insn_dst_read16(s, row, col);
            }
            val[lane] = convert(s, mod0, lane, d, s->st.lreg[vd][lane]);
            if (vd < 4 && (lc & LANECFG_ENABLE_DEST_INDEX) && (lc & LANECFG_CAPTURE_DEFAULT_DEST_INDEX)) {
                idx[lane] = (row << 4) | col;
                idx_mask |= 1u << lane;
            }
        }
        insn_write(fx, vd, mask, val);
        if (idx_mask) {
            insn_write(fx, vd + 4u, idx_mask, idx);
        }
    }

    s->st.rwc_sp = new_sp;
    insn_apply_partial_addr_mod(s, addr_mod);
    return SFPU_OK;
}

sfpu_status_t sfpu_exec_sfpload(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned addr;
    return insn_sfpload_body(s, in, fx, SFPU_F(in, vd), SFPU_F(in, imm10), SFPU_F(in, mod0), SFPU_F(in, addr_mod),
                             &addr);
}
