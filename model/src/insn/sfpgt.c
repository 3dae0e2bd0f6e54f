/* sfpgt.c - SFPGT (BH only): VD > VC in the sign-magnitude total order, to VD / LaneFlags / stack top.
 * Spec: BH SFPGT.md functional model, spec digest 6.12. Shared body in flags.c. */
#include "flags.h"

sfpu_status_t sfpu_exec_sfpgt(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    return insn_exec_signmag_cmp(s, in, fx, false);
}
