/* sfpdivp2.c - SFPDIVP2: lanewise set the FP32 exponent to Imm8, or (ADD) add Imm8 to it modulo 256
 * leaving Inf/NaN (exponent 255) untouched; sign and mantissa from VC.
 * Spec: tt-isa-documentation {BlackholeA0,WormholeB0}/.../SFPDIVP2.md. */
#include "insn.h"

#define SFPDIVP2_MOD1_ADD 1

sfpu_status_t sfpu_exec_sfpdivp2(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), mod1 = SFPU_F(in, mod1);
    uint32_t imm8 = SFPU_F(in, imm8) & 0xFFu;
    if (!insn_vd_writable(vd)) {
        return SFPU_OK;
    }
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t c = s->st.lreg[vc][lane];
        uint32_t e = (c >> 23) & 0xFFu;
        if (mod1 & SFPDIVP2_MOD1_ADD) {
            if (e != 255u) {
                e = (e + imm8) & 0xFFu; /* wraps: no saturation, no denormal handling */
            }
        } else {
            e = imm8;
        }
        out[lane] = (c & 0x807FFFFFu) | (e << 23);
    }
    insn_write_vd(s, fx, vd, out);
    return SFPU_OK;
}
