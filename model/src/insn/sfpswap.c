/* sfpswap.c - SFPSWAP: swap, lanewise min+max, or argmin+argmax (ENABLE_DEST_INDEX) of LReg[VC] and LReg[VD].
 * Spec: SFPSWAP.md functional model (BH newest version; WH identical), spec digest 6.9. */
#include "insn.h"

#define SFPSWAP_MOD1_SWAP 0
#define SFPSWAP_MOD1_VEC_MIN_MAX 1
#define SFPSWAP_MOD1_SUBVEC_MIN01_MAX23 2
#define SFPSWAP_MOD1_SUBVEC_MIN02_MAX13 3
#define SFPSWAP_MOD1_SUBVEC_MIN03_MAX12 4
#define SFPSWAP_MOD1_SUBVEC_MIN0_MAX123 5
#define SFPSWAP_MOD1_SUBVEC_MIN1_MAX023 6
#define SFPSWAP_MOD1_SUBVEC_MIN2_MAX013 7
#define SFPSWAP_MOD1_SUBVEC_MIN3_MAX012 8

/* Lanes in which VD receives the minimum, per Mod1 (bit = lane). Mod1 9 has no name (VD = max in
 * every lane); Mod1 > 9 is NonContractual on BH ("current silicon": like 9) and plain default on WH. */
static uint32_t vd_gets_min(unsigned mod1)
{
    switch (mod1) {
    case SFPSWAP_MOD1_VEC_MIN_MAX:
        return 0xFFFFFFFFu;
    case SFPSWAP_MOD1_SUBVEC_MIN01_MAX23:
        return 0x0000FFFFu;
    case SFPSWAP_MOD1_SUBVEC_MIN02_MAX13:
        return 0x00FF00FFu;
    case SFPSWAP_MOD1_SUBVEC_MIN03_MAX12:
        return 0xFF0000FFu;
    case SFPSWAP_MOD1_SUBVEC_MIN0_MAX123:
        return 0x000000FFu;
    case SFPSWAP_MOD1_SUBVEC_MIN1_MAX023:
        return 0x0000FF00u;
    case SFPSWAP_MOD1_SUBVEC_MIN2_MAX013:
        return 0x00FF0000u;
    case SFPSWAP_MOD1_SUBVEC_MIN3_MAX012:
        return 0xFF000000u;
    default:
        return 0;
    }
}

/* The comparator's "VC < VD": sign-magnitude order, where a tie between bitwise-equal negative values counts as
 * smaller (decisions P13: silicon and RTL, 2026; only the ENABLE_DEST_INDEX companions make a tie visible). */
static bool swap_c_smaller(uint32_t c, uint32_t d)
{
    return sfpu_lane_signmag_lt(c, d) || (c == d && (c >> 31) != 0);
}

sfpu_status_t sfpu_exec_sfpswap(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned mod1 = SFPU_F(in, mod1), vc = SFPU_F(in, vc), vd = SFPU_F(in, vd);
    /* The 'VD' operand is read through the VB port: VD for a regular issue, the macro's VB when
     * scheduled by SFPLOADMACRO (spec digest 2.7, tt-llk exp kernel). */
    unsigned vb = in->scheduled ? SFPU_F(in, vb) : vd;
    uint32_t enabled = insn_lane_enabled(s, fx);
    uint32_t min_mask = vd_gets_min(mod1);

    /* Lanes that swap, split by whether ENABLE_DEST_INDEX is set in that lane's LaneConfig. */
    uint32_t swap = 0, dest_index = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t bit = 1u << lane;
        if (!(enabled & bit)) {
            continue;
        }
        uint32_t lc = s->st.lane_config[lane];
        bool do_swap;
        if (mod1 == SFPSWAP_MOD1_SWAP) {
            do_swap = true; /* EXCHANGE_SRCB_SRCC does not apply to the unconditional swap */
        } else {
            bool c_smaller = swap_c_smaller(s->st.lreg[vc][lane], s->st.lreg[vb][lane]);
            do_swap = (min_mask & bit) ? c_smaller : !c_smaller;
            if (lc & LANECFG_EXCHANGE_SRCB_SRCC) {
                do_swap = !do_swap;
            }
        }
        if (do_swap) {
            swap |= bit;
            if (lc & LANECFG_ENABLE_DEST_INDEX) {
                dest_index |= bit;
            }
        }
    }
    if (swap == 0) {
        return SFPU_OK;
    }
    uint32_t plain = swap & ~dest_index;

    /* SFPSWAP compares in its first cycle and re-reads the values it moves in its second (SFPSWAP.md,
     * spec digest 2.6 item 3): the timing model hands over the register file of that second cycle when it
     * differs (a result landing in between - the BH stall-logic bug 6 case); otherwise they are the same. */
    const uint32_t(*second)[SFPU_LANES] = s->swap_reread ? s->swap_reread : (const uint32_t(*)[SFPU_LANES])s->st.lreg;
    const uint32_t *cval = second[vc];
    const uint32_t *dval = second[vb];
    /* VD is queued before VC: when both name the same register (possible only for a scheduled copy
     * whose VB differs from VD) the VC write (VC gets VD's old value) lands last, matching the tt-llk
     * exp kernel's "larger value into the destination" use of VEC_MIN_MAX. */
    uint32_t vd_mask = (vd < 8 ? plain : 0) | (vd < 4 ? dest_index : 0);
    uint32_t vc_mask = (vc < 8 ? plain : 0) | (vc < 4 ? dest_index : 0);
    insn_write(fx, vd, vd_mask, cval);
    insn_write(fx, vc, vc_mask, dval);
    if (dest_index) {
        /* argmin/argmax companion: swap LReg[4 + (VC & 3)] and LReg[4 + (VD & 3)] in those lanes. */
        unsigned vca = 4u + (vc & 3u), vda = 4u + (vd & 3u);
        if (vca != vda) {
            uint32_t a[SFPU_LANES], b[SFPU_LANES];
            for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
                a[lane] = second[vda][lane];
                b[lane] = second[vca][lane];
            }
            insn_write(fx, vca, dest_index, a);
            insn_write(fx, vda, dest_index, b);
        }
    }
    return SFPU_OK;
}
