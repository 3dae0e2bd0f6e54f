/* sfpand.c - SFPAND: lanewise bitwise AND; BH adds Mod1 USE_VB (VB & VC instead of VD & VC).
 * Spec: tt-isa-documentation BlackholeA0/.../SFPAND.md, WormholeB0/.../SFPAND.md. */
#include "insn.h"

#define SFPAND_MOD1_USE_VB 1

sfpu_status_t sfpu_exec_sfpand(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc);
    /* BH: vb = USE_VB ? VB : VD. WH has no Mod1/VB fields and its model says "VB = VD", which an
     * SFPLOADMACRO-scheduled instance skips (the sequence logic supplies VB). */
    unsigned vb;
    if (insn_is_bh(s)) {
        vb = (SFPU_F(in, mod1) & SFPAND_MOD1_USE_VB) ? SFPU_F(in, vb) : vd;
    } else {
        vb = in->scheduled ? SFPU_F(in, vb) : vd;
    }
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
