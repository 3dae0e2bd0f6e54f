/* flags.c - predication helpers shared by the flag-stack instructions.
 * Spec: spec digest 4.2 and 6.12 (BooleanOp table of SFPPUSHC.md / SFPPOPC.md). */
#include "flags.h"

uint32_t insn_boolean_op(unsigned mod1, uint32_t a, uint32_t b)
{
    switch (mod1) {
    case 1: return b;
    case 2: return ~b;
    case 3: return a & b;
    case 4: return a | b;
    case 5: return a & ~b;
    case 6: return a | ~b;
    case 7: return ~a & b;
    case 8: return ~a | b;
    case 9: return ~a & ~b;
    case 10: return ~a | ~b;
    case 11: return a ^ b;
    case 12: return ~(a ^ b);
    default: return a;
    }
}

void insn_stack_top_masks(const struct sfpu *s, uint32_t empty_flags, uint32_t empty_use, uint32_t *flags,
                          uint32_t *use, uint32_t *nonempty)
{
    uint32_t f = 0, u = 0, ne = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        unsigned depth = s->st.stack_depth[lane];
        uint32_t bit = 1u << lane;
        if (depth == 0) {
            f |= empty_flags & bit;
            u |= empty_use & bit;
            continue;
        }
        ne |= bit;
        if (s->st.stack_flags[lane][depth - 1]) {
            f |= bit;
        }
        if (s->st.stack_use[lane][depth - 1]) {
            u |= bit;
        }
    }
    *flags = f;
    *use = u;
    if (nonempty) {
        *nonempty = ne;
    }
}

void insn_stack_write_top(struct sfpu *s, uint32_t lanes, uint32_t flags, uint32_t use)
{
    for (uint32_t m = lanes; m; m &= m - 1) {
        unsigned lane = (unsigned)__builtin_ctz(m);
        unsigned depth = s->st.stack_depth[lane];
        if (depth == 0) {
            continue; /* callers check emptiness first; never write below the bottom */
        }
        s->st.stack_flags[lane][depth - 1] = (uint8_t)((flags >> lane) & 1u);
        s->st.stack_use[lane][depth - 1] = (uint8_t)((use >> lane) & 1u);
    }
}

uint32_t insn_stack_empty_mask(const struct sfpu *s)
{
    uint32_t m = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        if (s->st.stack_depth[lane] == 0) {
            m |= 1u << lane;
        }
    }
    return m;
}

uint32_t insn_stack_full_mask(const struct sfpu *s)
{
    uint32_t m = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        if (s->st.stack_depth[lane] >= SFPU_FLAG_STACK_DEPTH) {
            m |= 1u << lane;
        }
    }
    return m;
}

#define SFPGT_MOD1_SET_CC 1
#define SFPGT_MOD1_MUTATE_STACK 2
#define SFPGT_MOD1_MUTATE_OR 4
#define SFPGT_MOD1_SET_VD 8

sfpu_status_t insn_exec_signmag_cmp(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx, bool le)
{
    const char *name = le ? "SFPLE" : "SFPGT";
    if (!insn_is_bh(s)) {
        return insn_ub(s, "%s does not exist on Wormhole", name);
    }
    unsigned mod1 = SFPU_F(in, mod1), vc = SFPU_F(in, vc), vd = SFPU_F(in, vd);
    /* The second operand is read through the VB port, which is VD for a regular issue; an
     * SFPLOADMACRO-scheduled copy gets the macro's VB (spec digest 2.3). */
    unsigned vb = in->scheduled ? SFPU_F(in, vb) : vd;
    uint32_t r = 0;
    uint32_t vals[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        bool c_smaller = sfpu_lane_signmag_lt(s->st.lreg[vc][lane], s->st.lreg[vb][lane]);
        bool b = le ? !c_smaller : c_smaller;
        r |= (uint32_t)b << lane;
        vals[lane] = b ? 0xFFFFFFFFu : 0u; /* int32 -1 / 0 */
    }
    uint32_t enabled = insn_lane_enabled(s, fx);
    if (mod1 & SFPGT_MOD1_SET_VD) {
        insn_write_vd(s, fx, vd, vals);
    }
    if (mod1 & SFPGT_MOD1_SET_CC) {
        insn_merge_mask(&s->st.lane_flags, enabled, r);
    }
    if (mod1 & SFPGT_MOD1_MUTATE_STACK) {
        /* Independent of LaneEnabled; lanes with an empty stack are left alone. */
        uint32_t top_flags, top_use, nonempty;
        insn_stack_top_masks(s, 0, 0, &top_flags, &top_use, &nonempty);
        top_flags = (mod1 & SFPGT_MOD1_MUTATE_OR) ? (top_flags | r) : (top_flags & r);
        insn_stack_write_top(s, nonempty & fx->lane_limit, top_flags, top_use);
    }
    return SFPU_OK;
}
