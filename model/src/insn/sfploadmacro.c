/* sfploadmacro.c - SFPLOADMACRO, its SFPLOAD half (the scheduled half lives in pipe/loadmacro.c).
 * Spec: {BlackholeA0,WormholeB0}/TensixCoprocessor/SFPLOADMACRO.md (spec digest 2.3). */
#include <stdio.h>

#include "addr.h"

/* Functional execution (fx->direct) has no clock, so it cannot run what the macro schedules for later cycles.
 * A Sequence byte that selects nothing (0) or SFPNOP (2) schedules nothing with an effect, and the SFPLOAD half
 * alone is then the whole instruction; anything else is refused before any state changes (decisions M4). */
static sfpu_status_t refuse_schedule(struct sfpu *s, unsigned idx)
{
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t seq = s->st.lm_sequence[lane][idx];
        for (unsigned u = 0; u < 4; ++u) {
            unsigned sel = (seq >> (8u * u)) & 7u;
            if (sel != 0 && sel != 2) {
                static const char *const k_unit[4] = {"Simple", "MAD", "Round", "Store"};
                snprintf(s->err, sizeof s->err,
                         "its Sequence[%u] = 0x%08x (lane %u) schedules an instruction on the %s sub-unit "
                         "(select %u), which functional execution cannot run: execute the program "
                         "cycle-accurately (sfpu_run_timed / sfpu_tick; `sfpu run` switches to it by itself)",
                         idx, (unsigned)seq, lane, k_unit[u], sel);
                return SFPU_ERR_UNIMPLEMENTED;
            }
        }
    }
    return SFPU_OK;
}

sfpu_status_t sfpu_exec_sfploadmacro(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    /* lreg_ind = MacroIndex[3:2] | VDLo[1:0]; imm10 = Imm9 << 1 | VDHi. Both archs:
     * VD = VDHi << 2 | VDLo (so only LReg 0..7), and the load address is the whole 10-bit field. */
    unsigned lreg_ind = SFPU_F(in, lreg_ind), imm10 = SFPU_F(in, imm10) & 0x3FFu;
    unsigned vd = ((imm10 & 1u) << 2) | (lreg_ind & 3u);
    if (fx->direct) {
        sfpu_status_t r = refuse_schedule(s, lreg_ind >> 2);
        if (r != SFPU_OK) {
            return r;
        }
    }
    unsigned addr;
    sfpu_status_t st = insn_sfpload_body(s, in, fx, vd, imm10, SFPU_F(in, mod0), SFPU_F(in, addr_mod), &addr);
    if (st == SFPU_OK) {
        /* a store this macro schedules writes exactly here, whatever the RWCs do meanwhile */
        s->st.lm_addr = addr;
    }
    return st;
}
