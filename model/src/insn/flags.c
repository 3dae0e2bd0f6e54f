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
    const sfpu_state_t *st = &s->st;
    uint32_t empty = sfpu_stack_depth_eq(st, 0);
    uint32_t f = empty_flags & empty, u = empty_use & empty;
    for (unsigned k = 0; k < SFPU_FLAG_STACK_DEPTH; ++k) {
        uint32_t at = sfpu_stack_depth_eq(st, k + 1); /* lanes whose top entry is level k */
        f |= st->stack_flags[k] & at;
        u |= st->stack_use[k] & at;
    }
    *flags = f;
    *use = u;
    if (nonempty) {
        *nonempty = ~empty;
    }
}

void insn_stack_write_top(struct sfpu *s, uint32_t lanes, uint32_t flags, uint32_t use)
{
    sfpu_state_t *st = &s->st;
    /* lanes with an empty stack are never written below the bottom: level k is the top of depth k + 1 */
    for (unsigned k = 0; k < SFPU_FLAG_STACK_DEPTH; ++k) {
        uint32_t at = sfpu_stack_depth_eq(st, k + 1) & lanes;
        insn_merge_mask(&st->stack_flags[k], at, flags);
        insn_merge_mask(&st->stack_use[k], at, use);
    }
}

void insn_stack_push(struct sfpu *s, uint32_t lanes, uint32_t flags, uint32_t use)
{
    sfpu_state_t *st = &s->st;
    for (unsigned k = 0; k < SFPU_FLAG_STACK_DEPTH; ++k) {
        uint32_t at = sfpu_stack_depth_eq(st, k) & lanes; /* lanes whose new entry goes to level k */
        insn_merge_mask(&st->stack_flags[k], at, flags);
        insn_merge_mask(&st->stack_use[k], at, use);
    }
    /* depth + 1 in `lanes`: a ripple-carry add across the bit planes */
    uint32_t carry = lanes;
    for (unsigned b = 0; b < 4; ++b) {
        uint32_t c = st->stack_depth_bit[b] & carry;
        st->stack_depth_bit[b] ^= carry;
        carry = c;
    }
}

void insn_stack_pop(struct sfpu *s, uint32_t lanes)
{
    sfpu_state_t *st = &s->st;
    /* depth - 1 in `lanes`: a ripple-borrow subtract across the bit planes */
    uint32_t borrow = lanes;
    for (unsigned b = 0; b < 4; ++b) {
        uint32_t c = ~st->stack_depth_bit[b] & borrow;
        st->stack_depth_bit[b] ^= borrow;
        borrow = c;
    }
}

uint32_t insn_stack_empty_mask(const struct sfpu *s) { return sfpu_stack_depth_eq(&s->st, 0); }

uint32_t insn_stack_full_mask(const struct sfpu *s)
{
    /* depths are 0..8 (the register API refuses more): bit 3 set means 8 */
    return s->st.stack_depth_bit[3];
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
