/* sfpshft2.c - SFPSHFT2: register shuffles (COPY4 family, per-row rotate/shift of lanes) or bit shifts.
 * Spec: BH and WH SFPSHFT2.md functional models (WH SUBVEC_SHFLSHR1 bug), spec digest 6.11. */
#include "insn.h"

#define SFPSHFT2_MOD1_COPY4 0
#define SFPSHFT2_MOD1_SUBVEC_CHAINED_COPY4 1
#define SFPSHFT2_MOD1_SUBVEC_SHFLROR1_AND_COPY4 2
#define SFPSHFT2_MOD1_SUBVEC_SHFLROR1 3
#define SFPSHFT2_MOD1_SUBVEC_SHFLSHR1 4
#define SFPSHFT2_MOD1_SHFT_LREG 5
#define SFPSHFT2_MOD1_SHFT_IMM 6

/* L0 <- L1, L1 <- L2, L2 <- L3, L3 <- l3 in the enabled lanes. */
static void copy4(const struct sfpu *s, sfpu_effect_t *fx, uint32_t enabled, const uint32_t l3[SFPU_LANES])
{
    insn_write(fx, 0, enabled, s->st.lreg[1]);
    insn_write(fx, 1, enabled, s->st.lreg[2]);
    insn_write(fx, 2, enabled, s->st.lreg[3]);
    insn_write(fx, 3, enabled, l3);
}

/* Within each row of 8 lanes, lane L takes v[L-1]; column 0 takes col0[L+7] (rotate) or 0. */
static void rotate_right(const uint32_t v[SFPU_LANES], const uint32_t *col0, uint32_t out[SFPU_LANES])
{
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        out[lane] = (lane & 7u) ? v[lane - 1] : (col0 ? col0[lane + 7] : 0u);
    }
}

static uint32_t shift(uint32_t x, int32_t amount)
{
    /* Logical shifts; the amount is taken mod 32 in either direction. */
    return amount >= 0 ? x << ((uint32_t)amount & 31u) : x >> ((0u - (uint32_t)amount) & 31u);
}

sfpu_status_t sfpu_exec_sfpshft2(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned mod1 = SFPU_F(in, mod1), vc = SFPU_F(in, vc), vd = SFPU_F(in, vd);
    uint32_t imm12 = SFPU_F(in, imm12);
    uint32_t enabled = insn_lane_enabled(s, fx);
    uint32_t out[SFPU_LANES];

    switch (mod1) {
    case SFPSHFT2_MOD1_COPY4:
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            out[lane] = 0;
        }
        copy4(s, fx, enabled, out);
        break;
    case SFPSHFT2_MOD1_SUBVEC_CHAINED_COPY4:
        /* L3 gets the original L0 of the lane one row down (lane + 8); the last row gets 0. */
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            out[lane] = lane < 24 ? s->st.lreg[0][lane + 8] : 0u;
        }
        copy4(s, fx, enabled, out);
        break;
    case SFPSHFT2_MOD1_SUBVEC_SHFLROR1_AND_COPY4:
    case SFPSHFT2_MOD1_SUBVEC_SHFLROR1: {
        uint32_t vcv[SFPU_LANES];
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            vcv[lane] = s->st.lreg[vc][lane];
        }
        /* WH bug source: these modes latch the VC vector they read, whenever they execute (VD < 12,
         * or backdoor disabled / scheduled). SHFLSHR1 later shifts that latch into column 0. The doc
         * says "with VD < 12", i.e. whenever the instruction is not a backdoor template load. */
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            s->st.shft2_vc_capture[lane] = vcv[lane];
        }
        rotate_right(vcv, vcv, out);
        if (mod1 == SFPSHFT2_MOD1_SUBVEC_SHFLROR1_AND_COPY4) {
            copy4(s, fx, enabled, out);
        } else {
            insn_write_vd(s, fx, vd, out);
        }
        break;
    }
    case SFPSHFT2_MOD1_SUBVEC_SHFLSHR1:
        /* Column 0 should get 0. WH hardware bug: it gets column 7 of the row of the VC vector
         * latched by the last SHFLROR1(_AND_COPY4). Fixed in BH. */
        rotate_right(s->st.lreg[vc], insn_is_wh(s) ? s->st.shft2_vc_capture : NULL, out);
        insn_write_vd(s, fx, vd, out);
        break;
    case SFPSHFT2_MOD1_SHFT_LREG: {
        /* VB is encoding bits [15:12] = Imm12[3:0] (register form); the macro's VB when scheduled. */
        unsigned vb = in->scheduled ? SFPU_F(in, vb) : (imm12 & 15u);
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            out[lane] = shift(s->st.lreg[vb][lane], (int32_t)s->st.lreg[vc][lane]);
        }
        insn_write_vd(s, fx, vd, out);
        break;
    }
    case SFPSHFT2_MOD1_SHFT_IMM: {
        /* Limited-use mode: the shifted register is Imm12 & 15, the amount Imm12 itself (signed). */
        int32_t amount = insn_sext(imm12, 12);
        unsigned vb = in->scheduled ? SFPU_F(in, vb) : (imm12 & 15u);
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            out[lane] = shift(s->st.lreg[vb][lane], amount);
        }
        insn_write_vd(s, fx, vd, out);
        break;
    }
    default:
        /* The functional model's switch has no case for 7..15 and no page describes them. */
        return insn_ub(s, "SFPSHFT2 Mod1=%u is not a defined mode (0..6)", mod1);
    }
    return SFPU_OK;
}
