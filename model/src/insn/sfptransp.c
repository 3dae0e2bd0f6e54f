/* sfptransp.c - SFPTRANSP: per column, transpose the 4x4 (register x row) blocks of LReg[0..3] and LReg[4..7].
 * Spec: SFPTRANSP.md functional model (BH and WH identical), spec digest 6.10. */
#include "insn.h"

sfpu_status_t sfpu_exec_sfptransp(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    (void)in; /* VD only matters for the backdoor gate, handled by the dispatcher */
    uint32_t enabled = insn_lane_enabled(s, fx);
    for (unsigned base = 0; base < 8; base += 4) {
        for (unsigned i = 0; i < 4; ++i) {
            /* New LReg[base+i] at row j, column c = old LReg[base+j] at row i, column c. Each
             * destination lane is written only if that lane is enabled; the diagonal (i == j)
             * rewrites its own value. */
            uint32_t vals[SFPU_LANES];
            for (unsigned j = 0; j < 4; ++j) {
                for (unsigned c = 0; c < 8; ++c) {
                    vals[j * 8 + c] = s->st.lreg[base + j][i * 8 + c];
                }
            }
            insn_write(fx, base + i, enabled, vals);
        }
    }
    return SFPU_OK;
}
