/* sfpsetman.c - SFPSETMAN: lanewise FP32 = {VC sign, VC exponent, new mantissa}; the mantissa is
 * Imm12 << 11 (ARG_IMM) or LReg[VD][22:0]. Spec: tt-isa-documentation
 * {BlackholeA0,WormholeB0}/.../SFPSETMAN.md. */
#include "insn.h"

#define SFPSETMAN_MOD1_ARG_IMM 1

sfpu_status_t sfpu_exec_sfpsetman(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), mod1 = SFPU_F(in, mod1);
    /* "VB = VD": VD doubles as a source, except when scheduled by SFPLOADMACRO, whose sequence
     * logic supplies VB instead (SFPLOADMACRO.md). */
    unsigned vb = in->scheduled ? SFPU_F(in, vb) : vd;
    uint32_t imm_man = (SFPU_F(in, imm12) & 0xFFFu) << 11; /* 12 bits fill mantissa [22:11] */
    if (!insn_vd_writable(vd)) {
        return SFPU_OK;
    }
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t c = s->st.lreg[vc][lane];
        uint32_t m = (mod1 & SFPSETMAN_MOD1_ARG_IMM) ? imm_man : (s->st.lreg[vb][lane] & 0x7FFFFFu);
        out[lane] = (c & 0xFF800000u) | m;
    }
    insn_write_vd(s, fx, vd, out);
    return SFPU_OK;
}
