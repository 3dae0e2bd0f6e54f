/* sfpmuli.c - SFPMULI: lanewise VD = BF16(Imm16) * +-VD + 0.0 (the + 0 turns -0 into +0; VC = VD, a
 * scheduled copy takes VC from SFPLOADMACRO). Spec: {BlackholeA0,WormholeB0}/.../SFPMULI.md, spec digest 6.6. */
#include "mad_common.h"

sfpu_status_t sfpu_exec_sfpmuli(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned mod1 = SFPU_F(in, mod1);
    if (insn_is_wh(s) && (mod1 & ~(unsigned)SFPMAD_MOD1_INDIRECT_VD)) {
        return insn_ub(s, "Mod1 %u: Wormhole SFPMULI defines only INDIRECT_VD (8)", mod1);
    }
    if (insn_is_bh(s) && (mod1 & (SFPMAD_MOD1_NEGATE_VB | SFPMAD_MOD1_INDIRECT_VA))) {
        return insn_ub(s, "Mod1 %u: Blackhole SFPMULI defines only NEGATE_VC (2) and INDIRECT_VD (8)", mod1);
    }
    unsigned vc = in->scheduled ? SFPU_F(in, vc) : SFPU_F(in, vd);
    uint32_t imm = SFPU_F(in, imm16) << 16;
    uint32_t nc = (mod1 & SFPMAD_MOD1_NEGATE_VC) ? 0x80000000u : 0u;
    uint32_t a[SFPU_LANES], b[SFPU_LANES], c[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        a[lane] = imm;
        b[lane] = s->st.lreg[vc][lane] ^ nc;
        c[lane] = 0u;
    }
    return insn_mad_lanes(s, in, fx, a, b, c, (mod1 & SFPMAD_MOD1_INDIRECT_VD) != 0);
}
