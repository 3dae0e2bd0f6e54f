/* ttnop.c - NOP (Tensix opcode 0x02, not SFPNOP): occupies one slot of the thread's stream and does
 * nothing; the MOP Expander skips it in template 1 (MOPExpander.md IsNop). Spec: spec digest 1.2. */
#include "insn.h"

sfpu_status_t sfpu_exec_ttnop(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    (void)s;
    (void)in;
    (void)fx;
    return SFPU_OK;
}
