/* sfpexexp.c - SFPEXEXP: lanewise extract the FP32 exponent field as an int32 (debiased by 127
 * unless NODEBIAS), optional flag set from its sign. Spec: tt-isa-documentation
 * {BlackholeA0,WormholeB0}/.../SFPEXEXP.md (identical on both archs). */
#include "insn.h"

#define SFPEXEXP_MOD1_NODEBIAS 1
#define SFPEXEXP_MOD1_SET_CC_SGN_EXP 2
#define SFPEXEXP_MOD1_SET_CC_COMP_EXP 8

sfpu_status_t sfpu_exec_sfpexexp(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), mod1 = SFPU_F(in, mod1);
    uint32_t bias = (mod1 & SFPEXEXP_MOD1_NODEBIAS) ? 0u : 127u;
    if (!insn_vd_writable(vd)) {
        return SFPU_OK;
    }
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t e = (s->st.lreg[vc][lane] >> 23) & 0xFFu;
        out[lane] = e - bias; /* two's complement, -127..128 (or 0..255 with NODEBIAS) */
    }
    uint32_t neg = insn_sign_mask(out);
    uint32_t en = insn_lane_enabled(s, fx);
    insn_write_vd(s, fx, vd, out);
    if (vd < 8) { /* flags: enabled lanes only, never for LReg16 */
        uint32_t f = s->st.lane_flags;
        if (mod1 & SFPEXEXP_MOD1_SET_CC_SGN_EXP) {
            f = (f & ~en) | (neg & en);
        }
        if (mod1 & SFPEXEXP_MOD1_SET_CC_COMP_EXP) {
            f ^= en;
        }
        s->st.lane_flags = f;
    }
    return SFPU_OK;
}
