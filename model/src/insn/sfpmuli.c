/* sfpmuli.c - SFPMULI: lanewise VD = BF16(Imm16) * +-VD + 0.0 (the + 0 turns -0 into +0; VC = VD, a
 * scheduled copy takes VC from SFPLOADMACRO). Spec: {BlackholeA0,WormholeB0}/.../SFPMULI.md, spec digest 6.6. */
#include "mad_common.h"

sfpu_status_t sfpu_exec_sfpmuli(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned mod1 = SFPU_F(in, mod1);
    sfpu_status_t st = insn_check_imm_mad_mod1(s, in, "SFPMULI");
    if (st != SFPU_OK) {
        return st;
    }
    unsigned vc = in->scheduled ? SFPU_F(in, vc) : SFPU_F(in, vd);
    uint32_t imm = SFPU_F(in, imm16) << 16;
    uint32_t nc = (mod1 & SFPMAD_MOD1_NEGATE_VC) ? 0x80000000u : 0u;
    static const uint32_t k_zero[SFPU_LANES]; /* the addend (a constant: filling an array made GCC emit rep stosq) */
    uint32_t a[SFPU_LANES], b[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        a[lane] = imm;
        b[lane] = s->st.lreg[vc][lane] ^ nc;
    }
    return insn_mad_lanes(s, in, fx, a, b, k_zero, (mod1 & SFPMAD_MOD1_INDIRECT_VD) != 0);
}
