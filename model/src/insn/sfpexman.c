/* sfpexman.c - SFPEXMAN: lanewise extract the FP32 mantissa into bits [22:0], bit 23 = 1 (PAD8,
 * the hidden bit) or 0 (PAD9), bits [31:24] = 0. Spec: tt-isa-documentation
 * {BlackholeA0,WormholeB0}/.../SFPEXMAN.md. */
#include "insn.h"

#define SFPEXMAN_MOD1_PAD9 1

sfpu_status_t sfpu_exec_sfpexman(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), mod1 = SFPU_F(in, mod1);
    uint32_t hidden = (mod1 & SFPEXMAN_MOD1_PAD9) ? 0u : (1u << 23);
    if (!insn_vd_writable(vd)) {
        return SFPU_OK;
    }
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        out[lane] = hidden | (s->st.lreg[vc][lane] & 0x7FFFFFu);
    }
    insn_write_vd(s, fx, vd, out);
    return SFPU_OK;
}
