/* sfplz.c - SFPLZ: lanewise count leading zeros (32 for zero), optional sign mask and flag set.
 * Spec: tt-isa-documentation {BlackholeA0,WormholeB0}/.../SFPLZ.md (identical on both archs). */
#include "insn.h"

#define SFPLZ_MOD1_CC_NE0 2
#define SFPLZ_MOD1_NOSGN_MASK 4
#define SFPLZ_MOD1_CC_COMP 8

sfpu_status_t sfpu_exec_sfplz(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), mod1 = SFPU_F(in, mod1);
    if (!insn_vd_writable(vd)) {
        return SFPU_OK;
    }
    uint32_t out[SFPU_LANES];
    uint32_t keep = (mod1 & SFPLZ_MOD1_NOSGN_MASK) ? 0x7FFFFFFFu : 0xFFFFFFFFu; /* NOSGN: the magnitude only */
    uint32_t nonzero = 0; /* bit L: the (masked) input of lane L was non-zero */
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t c = s->st.lreg[vc][lane] & keep;
        nonzero |= (uint32_t)(c != 0) << lane;
        out[lane] = c ? (uint32_t)__builtin_clz(c) : 32u;
    }
    uint32_t en = insn_lane_enabled(s, fx);
    insn_write_vd(s, fx, vd, out);
    /* Flags: only for VD < 8 (not LReg16), and like the write only in enabled lanes, so a lane
     * that is switched off cannot change its own flag. CC_COMP alone just inverts the flag. */
    if (vd < 8) {
        uint32_t f = s->st.lane_flags;
        if (mod1 & SFPLZ_MOD1_CC_NE0) {
            f = (f & ~en) | (nonzero & en);
        }
        if (mod1 & SFPLZ_MOD1_CC_COMP) {
            f ^= en;
        }
        s->st.lane_flags = f;
    }
    return SFPU_OK;
}
