/* sfpand.c - SFPAND: lanewise bitwise AND; BH adds Mod1 USE_VB (VB & VC instead of VD & VC).
 * Spec: tt-isa-documentation BlackholeA0/.../SFPAND.md, WormholeB0/.../SFPAND.md. */
#include "insn.h"

sfpu_status_t sfpu_exec_sfpand(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc);
    unsigned vb = insn_andor_second_source(s, in); /* BH Mod1 USE_VB: VB, else VD */
    if (!insn_vd_writable(vd)) {
        return SFPU_OK;
    }
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        out[lane] = s->st.lreg[vb][lane] & s->st.lreg[vc][lane];
    }
    insn_write_vd(s, fx, vd, out);
    return SFPU_OK;
}
