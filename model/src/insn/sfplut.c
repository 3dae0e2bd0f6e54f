/* sfplut.c - SFPLUT: lanewise VD = a * |LReg[3]| + c, with a and c two 8-bit coefficients picked from
 * LReg[0..2] by the magnitude of LReg[3]. Spec: {BlackholeA0,WormholeB0}/.../SFPLUT.md (identical models). */
#include "mad_vd.h"

#define SFPLUT_MOD0_SGN_RETAIN 4
#define SFPLUT_MOD0_INDIRECT_VD 8
/* Bits 0-1 were Grayskull's BIAS field (SFPLUT_MOD0_BIAS_POS/NEG, +-0.5); the WH/BH pages define only 4 and
 * 8, so a program still setting them expects an effect these chips do not document (decision reported). */
#define SFPLUT_MOD0_UNDEFINED 3

#define FP32_ONE 0x3F800000u
#define FP32_TWO 0x40000000u

sfpu_status_t sfpu_exec_sfplut(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned mod0 = SFPU_F(in, mod0);
    if (mod0 & SFPLUT_MOD0_UNDEFINED) {
        return insn_ub(s,
                       "SFPLUT Mod0 %u: bits 0-1 are not defined (only SGN_RETAIN 4 and INDIRECT_VD 8; "
                       "the Grayskull BIAS bits do not exist on this chip)",
                       mod0);
    }
    uint32_t d[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t l3 = s->st.lreg[3][lane];
        /* |LReg[3]| compared as integers: the same order as the page's float compares for every pattern
         * (NaN magnitudes sort above 2.0, exactly where "b < 2.0 is false" puts them) */
        uint32_t b = l3 & 0x7FFFFFFFu;
        uint32_t coeffs = b < FP32_ONE ? s->st.lreg[0][lane] : b < FP32_TWO ? s->st.lreg[1][lane] : s->st.lreg[2][lane];
        uint32_t r = insn_mad_fma(s, sfpu_lane_lut8(coeffs >> 8), b, sfpu_lane_lut8(coeffs));
        if (mod0 & SFPLUT_MOD0_SGN_RETAIN) {
            r = (r & 0x7FFFFFFFu) | (l3 & 0x80000000u); /* also on NaN and zero results */
        }
        d[lane] = r;
    }
    insn_mad_write_result(s, fx, SFPU_F(in, vd), (mod0 & SFPLUT_MOD0_INDIRECT_VD) != 0, d);
    return SFPU_OK;
}
