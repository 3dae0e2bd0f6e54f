/* sfpsetexp.c - SFPSETEXP: lanewise FP32 = {VC sign, new exponent, VC mantissa}; the exponent is
 * Imm8 (ARG_IMM), LReg[VD]'s exponent field (ARG_EXPONENT) or LReg[VD]'s low 8 bits (default).
 * Spec: tt-isa-documentation {BlackholeA0,WormholeB0}/.../SFPSETEXP.md. */
#include "insn.h"

#define SFPSETEXP_MOD1_ARG_IMM 1
#define SFPSETEXP_MOD1_ARG_EXPONENT 2

sfpu_status_t sfpu_exec_sfpsetexp(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), mod1 = SFPU_F(in, mod1);
    /* "VB = VD": VD doubles as a source, except when scheduled by SFPLOADMACRO, whose sequence
     * logic supplies VB instead (SFPLOADMACRO.md). */
    unsigned vb = in->scheduled ? SFPU_F(in, vb) : vd;
    uint32_t imm8 = SFPU_F(in, imm12) & 0xFFu; /* Imm12[7:0]; [11:8] ignored (D1b) */
    if (!insn_vd_writable(vd)) {
        return SFPU_OK;
    }
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t c = s->st.lreg[vc][lane], e;
        if (mod1 & SFPSETEXP_MOD1_ARG_IMM) {
            e = imm8; /* ARG_IMM wins over ARG_EXPONENT when both are set */
        } else if (mod1 & SFPSETEXP_MOD1_ARG_EXPONENT) {
            e = (s->st.lreg[vb][lane] >> 23) & 0xFFu;
        } else {
            e = s->st.lreg[vb][lane] & 0xFFu;
        }
        out[lane] = (c & 0x807FFFFFu) | (e << 23);
    }
    insn_write_vd(s, fx, vd, out);
    return SFPU_OK;
}
