/* sfplutfp32.c - SFPLUTFP32 semantics (PLACEHOLDER: not yet implemented). */
#include "insn.h"

#include <stdio.h>

sfpu_status_t sfpu_exec_sfplutfp32(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    (void)in;
    (void)fx;
    snprintf(s->err, sizeof s->err, "SFPLUTFP32 is not implemented yet");
    return SFPU_ERR_UNIMPLEMENTED;
}
