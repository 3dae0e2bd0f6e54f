/* sfpsetcc.c - SFPSETCC: LaneFlags from a compare of LReg[VC] (int32 view) against zero, Imm1, or clear.
 * Spec: SFPSETCC.md functional model (BH page = WH page), spec digest 6.12. */
#include "flags.h"

#define SFPSETCC_MOD1_LREG_LT0 0
#define SFPSETCC_MOD1_IMM_BIT0 1
#define SFPSETCC_MOD1_LREG_NE0 2
#define SFPSETCC_MOD1_LREG_GTE0 4
#define SFPSETCC_MOD1_LREG_EQ0 6
#define SFPSETCC_MOD1_CLEAR 8

sfpu_status_t sfpu_exec_sfpsetcc(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned mod1 = SFPU_F(in, mod1), vc = SFPU_F(in, vc), imm1 = SFPU_F(in, imm12) & 1u; /* Imm12[0]; [11:1] ignored (D1b) */
    /* Only LaneEnabled lanes are updated (functional model). A lane predicated off keeps its flag, so
     * SFPSETCC can only narrow the active set, which is what nested SIMT 'if' needs. */
    uint32_t lanes = insn_lane_enabled(s, fx);
    uint32_t r = 0;
    if (mod1 & SFPSETCC_MOD1_CLEAR) {
        r = 0;
    } else if (mod1 & SFPSETCC_MOD1_IMM_BIT0) {
        r = imm1 ? 0xFFFFFFFFu : 0u;
    } else {
        /* Remaining Mod1 values are exactly 0, 2, 4, 6. The compare is on the int32 view, so -0
         * (0x80000000) and negative NaNs count as negative. */
        const uint32_t *c = s->st.lreg[vc]; /* bit L of a mask: lane L's value is negative / zero */
        switch (mod1) {
        case SFPSETCC_MOD1_LREG_LT0: r = insn_sign_mask(c); break;
        case SFPSETCC_MOD1_LREG_NE0: r = ~insn_zero_mask(c); break;
        case SFPSETCC_MOD1_LREG_GTE0: r = ~insn_sign_mask(c); break;
        case SFPSETCC_MOD1_LREG_EQ0: r = insn_zero_mask(c); break;
        default: break;
        }
    }
    /* With predication off in a lane (UseLaneFlagsForLaneEnable false) the flag is forced false. */
    r &= s->st.use_lane_flags;
    insn_merge_mask(&s->st.lane_flags, lanes, r);
    return SFPU_OK;
}
