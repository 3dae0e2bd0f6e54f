/* ttreplay.c - REPLAY is consumed by the Replay Expander (frontend/frontend.c, REPLAY.md). Reaching
 * this handler means a REPLAY got past it: one played back from the replay buffer, whose output the
 * expander does not expand again. Undefined, so reported. */
#include "insn.h"

sfpu_status_t sfpu_exec_ttreplay(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    (void)fx;
    return insn_ub(s, "REPLAY 0x%08x reached the backend: a REPLAY inside a replay playback is not expanded "
                      "(REPLAY.md: the expander only expands its input)",
                   (unsigned)in->word);
}
