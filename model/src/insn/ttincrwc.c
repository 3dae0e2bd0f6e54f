/* ttincrwc.c - INCRWC: increment the issuing thread's SrcA/SrcB/Dst read-write counters, optionally
 * through their carriage-return copies. Spec: WormholeB0 INCRWC.md functional model (BH assumed the
 * same, decisions F5). Executes outside the SFPU (Matrix Unit); no LReg is touched. */
#include "insn.h"

#define INCRWC_CR_SRCA 1u
#define INCRWC_CR_SRCB 2u
#define INCRWC_CR_DST 4u

#define RWC_SRC_MASK 0x3Fu
#define RWC_DST_MASK 0x3FFu

sfpu_status_t sfpu_exec_ttincrwc(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    (void)fx;
    unsigned cr = SFPU_F(in, rwc_cr);
    sfpu_state_t *st = &s->st;
    if (cr & INCRWC_CR_SRCA) {
        st->rwc_srca_cr = (uint8_t)((st->rwc_srca_cr + SFPU_F(in, rwc_a)) & RWC_SRC_MASK);
        st->rwc_srca = st->rwc_srca_cr;
    } else {
        st->rwc_srca = (uint8_t)((st->rwc_srca + SFPU_F(in, rwc_a)) & RWC_SRC_MASK);
    }
    if (cr & INCRWC_CR_SRCB) {
        st->rwc_srcb_cr = (uint8_t)((st->rwc_srcb_cr + SFPU_F(in, rwc_b)) & RWC_SRC_MASK);
        st->rwc_srcb = st->rwc_srcb_cr;
    } else {
        st->rwc_srcb = (uint8_t)((st->rwc_srcb + SFPU_F(in, rwc_b)) & RWC_SRC_MASK);
    }
    if (cr & INCRWC_CR_DST) {
        st->rwc_dst_cr = (uint16_t)((st->rwc_dst_cr + SFPU_F(in, rwc_d)) & RWC_DST_MASK);
        st->rwc_dst = st->rwc_dst_cr;
    } else {
        st->rwc_dst = (uint16_t)((st->rwc_dst + SFPU_F(in, rwc_d)) & RWC_DST_MASK);
    }
    return SFPU_OK;
}
