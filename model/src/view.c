/* view.c - the generator's narrow view of a model's internals (view.h): reads of the state and the timing model.
 * Spec: spec digest 3.3-3.4 (hazard sets, pipe/hazard.h), 6.2 (Dst addressing, insn/addr.h). */
#include "view.h"

#include "insn/addr.h"
#include "pipe/hazard.h"
#include "sfpu_state.h"

_Static_assert(VIEW_MOD0_FMT_SRCB == MOD0_FMT_SRCB && VIEW_MOD0_FMT_FP16 == MOD0_FMT_FP16 &&
                   VIEW_MOD0_FMT_BF16 == MOD0_FMT_BF16 && VIEW_MOD0_FMT_FP32 == MOD0_FMT_FP32 &&
                   VIEW_MOD0_FMT_INT32 == MOD0_FMT_INT32 && VIEW_MOD0_FMT_INT8 == MOD0_FMT_INT8 &&
                   VIEW_MOD0_FMT_UINT16 == MOD0_FMT_UINT16 && VIEW_MOD0_FMT_INT16 == MOD0_FMT_INT16 &&
                   VIEW_MOD0_FMT_INT32_ALL == MOD0_FMT_INT32_ALL,
               "view.h Mod0 values follow insn/addr.h");

const uint32_t *view_lreg(const sfpu_t *s, unsigned r) { return s->st.lreg[r]; }
uint32_t view_shft2_capture(const sfpu_t *s, unsigned lane) { return s->st.shft2_vc_capture[lane]; }
uint32_t view_lm_sequence(const sfpu_t *s, unsigned i) { return s->st.lm_sequence[0][i]; }
uint32_t view_lm_misc(const sfpu_t *s) { return s->st.lm_misc[0]; }
unsigned view_lm_pending(const sfpu_t *s) { return s->pipe.lm_n; }
unsigned view_lm_due(const sfpu_t *s, unsigned ahead, uint32_t writes[4])
{
    unsigned m = 0;
    for (unsigned u = 0; u < SFPU_LM_UNITS; ++u) {
        writes[u] = 0;
        for (unsigned k = 0; k < SFPU_LM_PENDING && s->pipe.lm_n != 0; ++k) {
            const sfpu_lm_entry_t *e = &s->pipe.lm[u][k];
            if (e->valid && e->remaining == ahead && e->created_cycle < s->pipe.cycle) {
                m |= 1u << u;
                writes[u] |= view_true_writes(&e->insn);
            }
        }
    }
    return m;
}
unsigned view_stack_depth(const sfpu_t *s, unsigned lane) { return sfpu_stack_depth_of(&s->st, lane); }
void view_set_stack_depth(sfpu_t *s, unsigned lane, unsigned depth) { sfpu_stack_set_depth(&s->st, lane, depth); }
uint32_t view_lane_flags(const sfpu_t *s) { return s->st.lane_flags; }
uint32_t view_use_lane_flags(const sfpu_t *s) { return s->st.use_lane_flags; }
uint32_t view_row_masked_lanes(const sfpu_t *s) { return insn_row_masked_lanes(s); }

void view_cfg(const sfpu_t *s, view_cfg_t *c)
{
#define VIEW_CFG_COPY(type, name) c->name = s->st.name;
    VIEW_CFG_FIELDS(VIEW_CFG_COPY)
#undef VIEW_CFG_COPY
}

uint16_t view_rwc_dst(const sfpu_t *s) { return s->st.rwc_dst; }
uint32_t view_stack_incr(const sfpu_t *s) { return s->st.cfg_sfpu_stack_incr; }

view_addr_mod_t view_addr_mod(const sfpu_t *s, unsigned i)
{
    const sfpu_addr_mod_t *am = &s->st.addr_mod[i];
    return (view_addr_mod_t){am->ab, am->dst, am->bias};
}

unsigned view_ls_resolve_mod0(const sfpu_t *s, unsigned mod0) { return insn_ls_resolve_mod0(s, mod0); }
uint32_t view_true_reads(const sfpu_insn_t *in) { return hz_true_reads(in); }
uint32_t view_true_writes(const sfpu_insn_t *in) { return hz_true_writes(in); }
uint32_t view_stall_reads(const sfpu_insn_t *in) { return hz_stall_reads(in); }
