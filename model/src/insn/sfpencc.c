/* sfpencc.c - SFPENCC: set/invert UseLaneFlagsForLaneEnable and set LaneFlags.
 * Spec: SFPENCC.md functional model (BH and WH identical), spec digest 6.12. */
#include "flags.h"

#define SFPENCC_MOD1_EC 1 /* invert UseLaneFlagsForLaneEnable */
#define SFPENCC_MOD1_EI 2 /* UseLaneFlagsForLaneEnable = Imm2 bit 0 */
#define SFPENCC_MOD1_RI 8 /* LaneFlags = Imm2 bit 1 (else true) */
#define SFPENCC_IMM2_E 1
#define SFPENCC_IMM2_R 2

sfpu_status_t sfpu_exec_sfpencc(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned mod1 = SFPU_F(in, mod1), imm2 = SFPU_F(in, imm12) & 3u; /* Imm12[1:0]; [11:2] ignored (D1b) */
    /* Not gated by LaneEnabled: the upstream functional model only has the backdoor gate (VD < 12 ||
     * DISABLE_BACKDOOR_LOAD), which the dispatcher turned into lane_limit. The seed text's
     * lane_enabled() gate would make it impossible to re-enable lanes whose flag is false, which is
     * exactly what SFPENCC is for (decision recorded in docs/decisions.md). */
    uint32_t lanes = fx->lane_limit;

    uint32_t use = s->st.use_lane_flags;
    if (mod1 & SFPENCC_MOD1_EI) {
        use = (imm2 & SFPENCC_IMM2_E) ? 0xFFFFFFFFu : 0u;
    } else if (mod1 & SFPENCC_MOD1_EC) {
        use = ~use;
    }
    uint32_t flags = 0xFFFFFFFFu;
    if (mod1 & SFPENCC_MOD1_RI) {
        flags = (imm2 & SFPENCC_IMM2_R) ? 0xFFFFFFFFu : 0u;
    }
    /* Mod1 bit 2 is not named by the spec; the functional model ignores it. */
    insn_merge_mask(&s->st.use_lane_flags, lanes, use);
    insn_merge_mask(&s->st.lane_flags, lanes, flags);
    return SFPU_OK;
}
