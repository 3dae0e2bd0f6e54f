/* sfpsetsgn.c - SFPSETSGN: lanewise {new sign, VC exponent+mantissa}; the sign is Imm1 (ARG_IMM) or
 * LReg[VD][31]. Spec: tt-isa-documentation {BlackholeA0,WormholeB0}/.../SFPSETSGN.md. */
#include "insn.h"

#define SFPSETSGN_MOD1_ARG_IMM 1

sfpu_status_t sfpu_exec_sfpsetsgn(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), mod1 = SFPU_F(in, mod1);
    /* "VB = VD": VD doubles as a source, except when scheduled by SFPLOADMACRO, whose sequence
     * logic supplies VB instead (SFPLOADMACRO.md). */
    unsigned vb = in->scheduled ? SFPU_F(in, vb) : vd;
    uint32_t imm_sign = (SFPU_F(in, imm12) & 1u) << 31; /* Imm12[0]; [11:1] ignored (D1b) */
    if (!insn_vd_writable(vd)) {
        return SFPU_OK;
    }
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t sign = (mod1 & SFPSETSGN_MOD1_ARG_IMM) ? imm_sign : (s->st.lreg[vb][lane] & 0x80000000u);
        out[lane] = sign | (s->st.lreg[vc][lane] & 0x7FFFFFFFu);
    }
    insn_write_vd(s, fx, vd, out);
    return SFPU_OK;
}
