/* sfpiadd.c - SFPIADD: lanewise 32-bit integer VC + Imm12 / VC - VD / VC + VD, optional flag set
 * from the sign of the result. Spec: tt-isa-documentation {BlackholeA0,WormholeB0}/.../SFPIADD.md. */
#include "insn.h"

#define SFPIADD_MOD1_ARG_LREG_DST 0
#define SFPIADD_MOD1_ARG_IMM 1
#define SFPIADD_MOD1_ARG_2SCOMP_LREG_DST 2
#define SFPIADD_MOD1_CC_LT0 0
#define SFPIADD_MOD1_CC_NONE 4
#define SFPIADD_MOD1_CC_GTE0 8

sfpu_status_t sfpu_exec_sfpiadd(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), mod1 = SFPU_F(in, mod1);
    /* "VB = VD": VD doubles as a source, except when scheduled by SFPLOADMACRO, whose sequence
     * logic supplies VB instead (SFPLOADMACRO.md). */
    unsigned vb = in->scheduled ? SFPU_F(in, vb) : vd;
    uint32_t imm = (uint32_t)insn_sext(SFPU_F(in, imm12), 12);
    if (!insn_vd_writable(vd)) {
        return SFPU_OK; /* no result and no flag change for VD 8..15 */
    }
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t c = s->st.lreg[vc][lane], r;
        if (mod1 & SFPIADD_MOD1_ARG_IMM) {
            r = c + imm;
        } else if (mod1 & SFPIADD_MOD1_ARG_2SCOMP_LREG_DST) {
            r = c - s->st.lreg[vb][lane];
        } else {
            r = c + s->st.lreg[vb][lane];
        }
        out[lane] = r;
    }
    uint32_t neg = insn_sign_mask(out); /* bit L: result of lane L is negative as int32 */
    uint32_t en = insn_lane_enabled(s, fx);
    insn_write_vd(s, fx, vd, out);
    /* Flags only when VD < 8 and only in enabled lanes (the functional model sets them inside
     * "if (LaneEnabled)"). CC_GTE0 inverts whatever the flag is, so CC_NONE|CC_GTE0 (12) simply
     * inverts the existing flags of the enabled lanes. */
    if (vd < 8) {
        uint32_t f = s->st.lane_flags;
        if (!(mod1 & SFPIADD_MOD1_CC_NONE)) {
            f = (f & ~en) | (neg & en);
        }
        if (mod1 & SFPIADD_MOD1_CC_GTE0) {
            f ^= en;
        }
        s->st.lane_flags = f;
    }
    return SFPU_OK;
}
