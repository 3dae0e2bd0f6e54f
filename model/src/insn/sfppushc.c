/* sfppushc.c - SFPPUSHC: push {LaneFlags, UseLaneFlagsForLaneEnable}; BH Mod1 1..15 edit the top instead.
 * Spec: BH SFPPUSHC.md and WH SFPPUSHC.md functional models, spec digest 6.12. */
#include "flags.h"

#define SFPPUSHC_MOD1_PUSH 0
#define SFPPUSHC_MOD1_INVERT_AND_REPLACE 13
#define SFPPUSHC_MOD1_REPLACE_TRUE_TRUE 14
#define SFPPUSHC_MOD1_REPLACE_FALSE_TRUE 15

sfpu_status_t sfpu_exec_sfppushc(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned mod1 = SFPU_F(in, mod1);
    /* Not gated by LaneEnabled (functional model): only the backdoor gate, i.e. lane_limit. */
    uint32_t lanes = fx->lane_limit;

    if (mod1 != SFPPUSHC_MOD1_PUSH && insn_is_wh(s)) {
        /* WH encoding has [3:0] fixed at 0; the modes are a Blackhole addition. */
        return insn_ub(s, "SFPPUSHC with Mod1=%u on Wormhole (bits [3:0] must be 0)", mod1);
    }
    if (mod1 == SFPPUSHC_MOD1_PUSH) {
        uint32_t full = insn_stack_full_mask(s) & lanes;
        if (full) {
            return insn_ub(s, "SFPPUSHC push onto a full flag stack (lane %u already holds %u entries)",
                           insn_first_lane(full), (unsigned)SFPU_FLAG_STACK_DEPTH);
        }
        insn_stack_push(s, lanes, s->st.lane_flags, s->st.use_lane_flags);
        return SFPU_OK;
    }

    uint32_t empty = insn_stack_empty_mask(s) & lanes;
    if (empty) {
        return insn_ub(s, "SFPPUSHC Mod1=%u (edit stack top) with an empty flag stack (lane %u)", mod1,
                       insn_first_lane(empty));
    }
    uint32_t top_flags, top_use;
    insn_stack_top_masks(s, 0, 0, &top_flags, &top_use, NULL);
    uint32_t flags = s->st.lane_flags, use = s->st.use_lane_flags;
    if (mod1 <= 12) {
        /* Top.Use = current Use; Top.Flags = BooleanOp(Mod1, Top.Flags, current Flags). */
        top_use = use;
        top_flags = insn_boolean_op(mod1, top_flags, flags);
    } else if (mod1 == SFPPUSHC_MOD1_INVERT_AND_REPLACE) {
        /* The current flags are inverted too, not just the copy on the stack. */
        flags = ~flags;
        insn_merge_mask(&s->st.lane_flags, lanes, flags);
        top_use = use;
        top_flags = flags;
    } else if (mod1 == SFPPUSHC_MOD1_REPLACE_TRUE_TRUE) {
        top_use = 0xFFFFFFFFu;
        top_flags = 0xFFFFFFFFu;
    } else { /* 15 */
        top_use = 0xFFFFFFFFu;
        top_flags = 0;
    }
    insn_stack_write_top(s, lanes, top_flags, top_use);
    return SFPU_OK;
}
