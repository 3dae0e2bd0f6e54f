/* sfploadmacro.c - SFPLOADMACRO, its SFPLOAD half (the scheduled half lives in pipe/loadmacro.c).
 * Spec: {BlackholeA0,WormholeB0}/TensixCoprocessor/SFPLOADMACRO.md (spec digest 2.3). */
#include "addr.h"

sfpu_status_t sfpu_exec_sfploadmacro(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    /* lreg_ind = MacroIndex[3:2] | VDLo[1:0]; imm10 = Imm9 << 1 | VDHi. Both archs:
     * VD = VDHi << 2 | VDLo (so only LReg 0..7), and the load address is the whole 10-bit field. */
    unsigned lreg_ind = SFPU_F(in, lreg_ind), imm10 = SFPU_F(in, imm10) & 0x3FFu;
    unsigned vd = ((imm10 & 1u) << 2) | (lreg_ind & 3u);
    unsigned addr;
    sfpu_status_t st = insn_sfpload_body(s, in, fx, vd, imm10, SFPU_F(in, mod0), SFPU_F(in, addr_mod), &addr);
    if (st == SFPU_OK) {
        /* a store this macro schedules writes exactly here, whatever the RWCs do meanwhile */
        s->st.lm_addr = addr;
    }
    return st;
}
