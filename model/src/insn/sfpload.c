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
        uint32_t any = insn_lane_config_any(s), capture = 0;
        if (any & LANECFG_BLOCK_SFPU_RD_FROM_DEST) {
            mask &= ~insn_lane_config_mask(s, LANECFG_BLOCK_SFPU_RD_FROM_DEST);
        }
        if (vd < 4 && (any & LANECFG_CAPTURE_DEFAULT_DEST_INDEX)) {
            capture = insn_lane_config_mask(s, LANECFG_ENABLE_DEST_INDEX | LANECFG_CAPTURE_DEFAULT_DEST_INDEX);
        }
        insn_dst_lanes_t m;
        insn_dst_lane_map(s, addr, false, insn_ls_is_32bit(mod0, false), &m);
        /* d is filled by one of the two branches: zero-initialising it for the rare ZERO format made GCC emit
         * `rep stosq` on every load, a slow start-up on this bench machine (about 2 % of functional time) */
        uint32_t d[SFPU_LANES], val[SFPU_LANES], idx[SFPU_LANES];
        if (mod0 == MOD0_FMT_ZERO) {
            for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
                d[lane] = 0;
            }
        } else {
            int g = insn_dst_invalid_group(s, &m, mask);
            if (g >= 0) {
                /* ZEROACC.md: the SFPU reading an undefined row is undefined behaviour */
                return insn_ub(s,
                               "SFPLOAD Mod0=%u reads Dst row %u (physical row %u), which is marked undefined "
                               "(DstRowValid=0)",
                               mod0, m.row[g], m.phys[g]);
            }
            insn_dst_read_lanes(s, &m, d);
        }
        /* the common formats in straight loops; the rest lane by lane through convert() */
        const uint32_t *old = s->st.lreg[vd];
        switch (mod0) {
        case MOD0_FMT_FP32:
        case MOD0_FMT_INT32:
        case MOD0_FMT_INT32_ALL:
            for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
                val[lane] = insn_dst_decode_fp32_word(d[lane]);
            }
            break;
        case MOD0_FMT_BF16:
            for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
                val[lane] = sfpu_lane_load_bf16(d[lane]);
            }
            break;
        default:
            for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
                val[lane] = convert(s, mod0, lane, d[lane], old[lane]);
            }
            break;
        }
        insn_write_final(s, fx, vd, mask, val);
        uint32_t idx_mask = capture & mask;
        if (idx_mask) {
            for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
                idx[lane] = (m.row[lane >> 3] << 4) | m.col[lane & 7u];
            }
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
