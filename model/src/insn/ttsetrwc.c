/* ttsetrwc.c - SETRWC: set the issuing thread's SrcA/SrcB/Dst read-write counters (RWC_Dst is part of
 * every SFPLOAD/SFPSTORE address). Spec: WormholeB0 SETRWC.md functional model (BH assumed the same,
 * decisions F5). Executes outside the SFPU (Matrix Unit); no LReg is touched. */
#include "insn.h"

#define SETRWC_SET_SRCA 1u
#define SETRWC_SET_SRCB 2u
#define SETRWC_SET_DST 4u
#define SETRWC_SET_FIDELITY 8u
#define SETRWC_CR_SRCA 1u
#define SETRWC_CR_SRCB 2u
#define SETRWC_CR_DST 4u
#define SETRWC_C_TO_CR 8u

#define RWC_SRC_MASK 0x3Fu  /* SrcA/SrcB counters: 6 bits */
#define RWC_DST_MASK 0x3FFu /* Dst counters: 10 bits */

sfpu_status_t sfpu_exec_ttsetrwc(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    (void)fx;
    unsigned set = SFPU_F(in, rwc_mask), cr = SFPU_F(in, rwc_cr);
    sfpu_state_t *st = &s->st;
    if (set & SETRWC_SET_SRCA) {
        unsigned v = SFPU_F(in, rwc_a) + ((cr & SETRWC_CR_SRCA) ? st->rwc_srca_cr : 0u);
        st->rwc_srca = st->rwc_srca_cr = (uint8_t)(v & RWC_SRC_MASK);
    }
    if (set & SETRWC_SET_SRCB) {
        unsigned v = SFPU_F(in, rwc_b) + ((cr & SETRWC_CR_SRCB) ? st->rwc_srcb_cr : 0u);
        st->rwc_srcb = st->rwc_srcb_cr = (uint8_t)(v & RWC_SRC_MASK);
    }
    if ((set & SETRWC_SET_DST) || (cr & SETRWC_C_TO_CR)) {
        unsigned v = SFPU_F(in, rwc_d);
        if (cr & SETRWC_C_TO_CR) {
            v += st->rwc_dst;
        } else if (cr & SETRWC_CR_DST) {
            v += st->rwc_dst_cr;
        }
        st->rwc_dst = st->rwc_dst_cr = (uint16_t)(v & RWC_DST_MASK);
    }
    /* SETRWC_SET_FIDELITY (FidelityPhase = 0) and the SrcA/SrcB bank flips (clear_ab) act on Matrix
     * Unit state the SFPU never reads (SFPLOAD/SFPSTORE do not use FidelityPhase): not modelled. */
    return SFPU_OK;
}
