/* sfpnot.c - SFPNOT: lanewise VD = ~VC.
 * Spec: tt-isa-documentation {BlackholeA0,WormholeB0}/.../SFPNOT.md. */
#include "insn.h"

sfpu_status_t sfpu_exec_sfpnot(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc);
    if (!insn_vd_writable(vd)) {
        return SFPU_OK;
    }
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        out[lane] = ~s->st.lreg[vc][lane];
    }
    insn_write_vd(s, fx, vd, out);
    return SFPU_OK;
}
