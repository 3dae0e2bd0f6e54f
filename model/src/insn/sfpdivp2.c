/* sfpdivp2.c - SFPDIVP2 semantics (PLACEHOLDER: not yet implemented). */
#include "insn.h"

#include <stdio.h>

sfpu_status_t sfpu_exec_sfpdivp2(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    (void)in;
    (void)fx;
    snprintf(s->err, sizeof s->err, "SFPDIVP2 is not implemented yet");
    return SFPU_ERR_UNIMPLEMENTED;
}
