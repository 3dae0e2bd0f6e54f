/* sfpmov.c - SFPMOV: lanewise register move, with NEGATE (sign flip), ALL_LANES_ENABLED (ignore
 * predication) or FROM_SPECIAL (read LoadMacroConfig / PRNG / LaneConfig selected by VC).
 * Spec: tt-isa-documentation {BlackholeA0,WormholeB0}/.../SFPMOV.md (identical), VectorUnit.md PRNG. */
#include "insn.h"

#define SFPMOV_MOD1_NEGATE 1
#define SFPMOV_MOD1_ALL_LANES_ENABLED 2
#define SFPMOV_MOD1_FROM_SPECIAL 8

sfpu_status_t sfpu_exec_sfpmov(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), mod1 = SFPU_F(in, mod1);
    /* The VD < 12 || DISABLE_BACKDOOR_LOAD gate is fx->lane_limit (dispatcher). ALL_LANES_ENABLED
     * applies only when Mod1 is exactly 2 and then overrides ROW_MASK and the lane flags too. */
    uint32_t run = (mod1 == SFPMOV_MOD1_ALL_LANES_ENABLED) ? fx->lane_limit : insn_lane_enabled(s, fx);
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t x = 0;
        if (mod1 & SFPMOV_MOD1_FROM_SPECIAL) {
            /* Per-lane configuration state of this lane (not lane & 7: SFPCONFIG broadcasts on write). */
            if (!((run >> lane) & 1u)) {
                out[lane] = 0;
                continue; /* a lane that does not execute must not advance its PRNG */
            }
            if (vc < 4) {
                x = s->st.lm_template[lane][vc];
            } else if (vc < 8) {
                x = s->st.lm_sequence[lane][vc - 4];
            } else if (vc == 8) {
                x = s->st.lm_misc[lane];
            } else if (vc == 9) {
                /* Advances even when VD is not writable (VD 8..15): the read happens regardless. */
                x = sfpu_lane_prng_advance(&s->st.prng[lane]);
            } else if (vc == 15) {
                x = s->st.lane_config[lane];
            } else {
                x = 0; /* VC 10..14 */
            }
            /* NEGATE is not applied to special reads (the functional model negates only LReg sources). */
        } else {
            x = s->st.lreg[vc][lane];
            if (mod1 & SFPMOV_MOD1_NEGATE) {
                x ^= 0x80000000u; /* sign flip: FP32 or sign-magnitude */
            }
        }
        out[lane] = x;
    }
    if (insn_vd_writable(vd)) {
        insn_write_final(s, fx, vd, run, out);
    }
    return SFPU_OK;
}
