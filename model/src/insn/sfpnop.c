/* sfpnop.c - SFPNOP: occupies a sub-unit for one cycle, no architectural effect.
 * Spec: SFPNOP.md (BH and WH), spec digest 3.5. */
#include "insn.h"

sfpu_status_t sfpu_exec_sfpnop(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    (void)s;
    (void)in;
    (void)fx;
    return SFPU_OK;
}
