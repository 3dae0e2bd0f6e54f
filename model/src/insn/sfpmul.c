/* sfpmul.c - SFPMUL: the SFPMAD datapath, the opcode preferred when VC is LReg[9] (0.0).
 * Spec: SFPMUL.md (BH and WH functional models), spec digest 6.6; arithmetic in lane/fma.c. */
#include "mad_common.h"

sfpu_status_t sfpu_exec_sfpmul(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    return insn_exec_mad_family(s, in, fx);
}
