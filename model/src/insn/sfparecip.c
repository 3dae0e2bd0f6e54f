/* sfparecip.c - SFPARECIP (Blackhole only): lanewise approximate reciprocal (RECIP, sign kept),
 * conditional reciprocal (COND_RECIP: only where LReg[VB] < 0, sign dropped) or approximate e^|x|
 * with the sign re-applied (EXP, and every other Mod1). Spec: tt-isa-documentation
 * BlackholeA0/.../SFPARECIP.md; tables in lane/arecip.c. */
#include "insn.h"

#define SFPARECIP_MOD1_RECIP 0
#define SFPARECIP_MOD1_COND_RECIP 1
#define SFPARECIP_MOD1_EXP 2

sfpu_status_t sfpu_exec_sfparecip(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), vb = SFPU_F(in, vb), mod1 = SFPU_F(in, mod1);
    if (!insn_vd_writable(vd)) {
        return SFPU_OK;
    }
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t x = s->st.lreg[vc][lane];
        uint32_t sign = x & 0x80000000u;
        if (mod1 == SFPARECIP_MOD1_RECIP) {
            x = sign | sfpu_lane_approx_recip(x - sign);
        } else if (mod1 == SFPARECIP_MOD1_COND_RECIP) {
            if (s->st.lreg[vb][lane] & 0x80000000u) { /* LReg[VB] as int32 < 0 */
                x = sfpu_lane_approx_recip(x - sign); /* sign deliberately not re-applied */
            }
        } else {
            /* SFPARECIP_MOD1_EXP and, per the functional model's default case, every other Mod1 */
            x = sign | sfpu_lane_approx_exp(x - sign);
        }
        out[lane] = x;
    }
    insn_write_vd(s, fx, vd, out);
    return SFPU_OK;
}
