/* sfpexman.c - SFPEXMAN semantics (PLACEHOLDER: not yet implemented). */
#include "insn.h"

#include <stdio.h>

sfpu_status_t sfpu_exec_sfpexman(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    (void)in;
    (void)fx;
    snprintf(s->err, sizeof s->err, "SFPEXMAN is not implemented yet");
    return SFPU_ERR_UNIMPLEMENTED;
}
