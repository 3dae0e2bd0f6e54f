/* ttmop.c - MOP is consumed by the MOP Expander (frontend/frontend.c, MOPExpander.md). Reaching this
 * handler means a MOP came out of an expansion (a MOP in MopCfg or in the replay buffer), which the
 * page says cannot be expanded. Undefined, so reported. */
#include "insn.h"

sfpu_status_t sfpu_exec_ttmop(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    (void)fx;
    return insn_ub(s, "MOP 0x%08x reached the backend: MOP inside a MOP or REPLAY expansion is not expanded "
                      "(MOPExpander.md)",
                   (unsigned)in->word);
}
