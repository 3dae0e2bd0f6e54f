/* sfpcompc.c - SFPCOMPC: LaneFlags = Top.Flags && !LaneFlags where both levels use flags (SIMT 'else').
 * Spec: SFPCOMPC.md functional model (BH and WH identical), spec digest 6.12. */
#include "flags.h"

sfpu_status_t sfpu_exec_sfpcompc(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    (void)in;
    /* Not gated by LaneEnabled (functional model): the 'else' must reach the lanes the 'if' turned
     * off. Only the backdoor gate applies (lane_limit). */
    uint32_t lanes = fx->lane_limit;
    uint32_t top_flags, top_use; /* an empty stack peeks as {true, true} here */
    insn_stack_top_masks(s, 0xFFFFFFFFu, 0xFFFFFFFFu, &top_flags, &top_use, NULL);
    uint32_t both_use = top_use & s->st.use_lane_flags;
    uint32_t flags = both_use & top_flags & ~s->st.lane_flags;
    insn_merge_mask(&s->st.lane_flags, lanes, flags);
    return SFPU_OK;
}
