/* sfpshft.c - SFPSHFT: lanewise shift of LReg[VD] (or, BH ARG_IMM_USE_VC, LReg[VC]) by LReg[VC] or
 * the signed Imm12; negative amounts shift right (logical; BH ARITHMETIC: arithmetic).
 * Spec: tt-isa-documentation BlackholeA0/.../SFPSHFT.md (newest, with NonContractualBehavior),
 * WormholeB0/.../SFPSHFT.md. */
#include "insn.h"

#define SFPSHFT_MOD1_ARG_IMM 1
#define SFPSHFT_MOD1_ARITHMETIC 2     /* BH only */
#define SFPSHFT_MOD1_ARG_IMM_USE_VC 4 /* BH only */

sfpu_status_t sfpu_exec_sfpshft(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), mod1 = SFPU_F(in, mod1);
    /* "VB = VD": VD doubles as a source, except when scheduled by SFPLOADMACRO, whose sequence
     * logic supplies VB instead (SFPLOADMACRO.md). */
    unsigned vb = in->scheduled ? SFPU_F(in, vb) : vd;
    int32_t imm = insn_sext(SFPU_F(in, imm12), 12);
    if (insn_is_wh(s)) {
        /* The WH page defines only ARG_IMM. Bits 1..3 (BH's ARITHMETIC / ARG_IMM_USE_VC) have no
         * documented WH meaning, so a WH program setting them is reported (docs/decisions.md). */
        if (mod1 & ~(unsigned)SFPSHFT_MOD1_ARG_IMM) {
            return insn_ub(s, "SFPSHFT Mod1=%u on Wormhole: only 0 and 1 (ARG_IMM) are defined", mod1);
        }
    } else if (mod1 > 7 || mod1 == 4 || mod1 == 6) {
        /* Reserved on BH; NonContractualBehavior documents what current silicon does. */
        if (mod1 == 4 || mod1 == 6) {
            mod1 &= ~4u;
        } else {
            mod1 &= 7u;
        }
    }
    if (!insn_vd_writable(vd)) {
        return SFPU_OK;
    }
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t x = s->st.lreg[vb][lane];
        int32_t amount = (int32_t)s->st.lreg[vc][lane];
        if (mod1 & SFPSHFT_MOD1_ARG_IMM) {
            if (mod1 & SFPSHFT_MOD1_ARG_IMM_USE_VC) {
                x = s->st.lreg[vc][lane];
            }
            amount = imm;
        }
        /* Only the low 5 bits of the (negated) amount are used: shifting by 32 is shifting by 0. */
        if (amount >= 0) {
            out[lane] = x << ((uint32_t)amount & 31u);
        } else {
            unsigned sh = (0u - (uint32_t)amount) & 31u;
            if (mod1 & SFPSHFT_MOD1_ARITHMETIC) {
                /* arithmetic right shift written without relying on signed >> */
                uint32_t fill = (x & 0x80000000u) ? ~(0xFFFFFFFFu >> sh) : 0u;
                out[lane] = (x >> sh) | fill;
            } else {
                out[lane] = x >> sh;
            }
        }
    }
    insn_write_vd(s, fx, vd, out);
    return SFPU_OK;
}
