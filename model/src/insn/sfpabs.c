/* sfpabs.c - SFPABS: lanewise absolute value of two's complement integers or FP32.
 * Spec: tt-isa-documentation {BlackholeA0,WormholeB0}/.../SFPABS.md (identical on both archs). */
#include "insn.h"

#define SFPABS_MOD1_FLOAT 1

sfpu_status_t sfpu_exec_sfpabs(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), mod1 = SFPU_F(in, mod1);
    if (!insn_vd_writable(vd)) {
        return SFPU_OK; /* the whole instruction is gated by VD < 8 || VD == 16 */
    }
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t x = s->st.lreg[vc][lane];
        if (x & 0x80000000u) {
            if (mod1 & SFPABS_MOD1_FLOAT) {
                /* -NaN (above -Inf's pattern) keeps its sign; everything else, -Inf included, loses it.
                 * The June-2025 WH page said ">=" (keeping -Inf too); fixed upstream as a typo. */
                if (x <= 0xFF800000u) {
                    x &= 0x7FFFFFFFu;
                }
            } else {
                x = 0u - x; /* -2^31 wraps to itself */
            }
        }
        out[lane] = x;
    }
    insn_write_vd(s, fx, vd, out);
    return SFPU_OK;
}
