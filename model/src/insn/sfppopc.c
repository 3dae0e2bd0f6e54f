/* sfppopc.c - SFPPOPC: pop the flag stack into {LaneFlags, UseLaneFlagsForLaneEnable}, or peek and combine.
 * Spec: BH SFPPOPC.md and WH SFPPOPC.md functional models (WH full-stack bug), spec digest 6.12. */
#include "flags.h"

#define SFPPOPC_MOD1_POP 0
#define SFPPOPC_MOD1_INVERT 13
#define SFPPOPC_MOD1_SET_TRUE_TRUE 14
#define SFPPOPC_MOD1_SET_FALSE_TRUE 15

sfpu_status_t sfpu_exec_sfppopc(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned mod1 = SFPU_F(in, mod1);
    /* Not gated by LaneEnabled (functional model): only the backdoor gate, i.e. lane_limit. */
    uint32_t lanes = fx->lane_limit;

    uint32_t top_flags, top_use; /* an empty stack peeks as {false, false} */
    insn_stack_top_masks(s, 0, 0, &top_flags, &top_use, NULL);

    if (mod1 == SFPPOPC_MOD1_POP) {
        uint32_t empty = insn_stack_empty_mask(s) & lanes;
        if (empty) {
            return insn_ub(s, "SFPPOPC pop from an empty flag stack (lane %u)", insn_first_lane(empty));
        }
        insn_stack_pop(s, lanes);
        insn_merge_mask(&s->st.use_lane_flags, lanes, top_use);
        insn_merge_mask(&s->st.lane_flags, lanes, top_flags);
        return SFPU_OK;
    }

    if (insn_is_wh(s)) {
        /* WH hardware bug (fixed in BH): a non-pop mode with a full stack also copies the top entry
         * over the bottom entry (level 0). */
        uint32_t full = insn_stack_full_mask(s) & lanes;
        insn_merge_mask(&s->st.stack_flags[0], full, top_flags);
        insn_merge_mask(&s->st.stack_use[0], full, top_use);
    }

    uint32_t flags = s->st.lane_flags, use = s->st.use_lane_flags;
    if (mod1 <= 12) {
        /* Use = Top.Use; Flags = BooleanOp(Mod1, current Flags, Top.Flags) (note the operand order). */
        use = top_use;
        flags = insn_boolean_op(mod1, flags, top_flags);
    } else if (mod1 == SFPPOPC_MOD1_INVERT) {
        flags = ~flags;
    } else if (mod1 == SFPPOPC_MOD1_SET_TRUE_TRUE) {
        use = 0xFFFFFFFFu;
        flags = 0xFFFFFFFFu;
    } else { /* 15 */
        use = 0xFFFFFFFFu;
        flags = 0;
    }
    insn_merge_mask(&s->st.use_lane_flags, lanes, use);
    insn_merge_mask(&s->st.lane_flags, lanes, flags);
    return SFPU_OK;
}
