/* ttmop_cfg.c - MOP_CFG is consumed by the MOP Expander (frontend/frontend.c, MOPExpander.md: it sets
 * MaskHi). Reaching this handler means it came out of an expansion, after the MOP Expander: undefined,
 * so reported. */
#include "insn.h"

sfpu_status_t sfpu_exec_ttmop_cfg(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    (void)fx;
    return insn_ub(s, "MOP_CFG 0x%08x reached the backend: it only acts in the MOP Expander, before any "
                      "expansion (MOPExpander.md)",
                   (unsigned)in->word);
}
