/* mad_vd.h - the result write shared by SFPLUT, SFPLUTFP32 and SFPMUL24: VD from the instruction, or per
 * lane from LReg[7] & 15 with INDIRECT_VD (unless VD is 16). Spec: SFPLUT.md, SFPLUTFP32.md, SFPMUL24.md
 * functional models ("vd = LReg[7].u32 & 15 ... if (vd < 8 || vd == 16)"). */
#pragma once
#include "insn.h"

/* Queues d[] for the enabled lanes into VD (direct), or into LReg[LReg[7][L] & 15] for each enabled lane L
 * whose selected register is < 8 (indirect; 8..15 are dropped per lane, like a direct VD of 8..15). LReg[7]
 * is read before any write of this instruction commits. */
static inline void insn_mad_write_result(struct sfpu *s, sfpu_effect_t *fx, unsigned vd, bool indirect,
                                         const uint32_t d[SFPU_LANES])
{
    if (!indirect || vd == 16) {
        insn_write_vd(s, fx, vd, d);
        return;
    }
    uint32_t en = insn_lane_enabled(s, fx);
    uint32_t per_reg[8] = {0};
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        unsigned r = s->st.lreg[7][lane] & 15u;
        if (r < 8 && (en & (1u << lane))) {
            per_reg[r] |= 1u << lane;
        }
    }
    for (unsigned r = 0; r < 8; ++r) {
        if (per_reg[r]) {
            insn_write(fx, r, per_reg[r], d);
        }
    }
}

/* The FMA of the running architecture (lane/fma.c); LUT instructions evaluate a * |x| + c through it. */
static inline uint32_t insn_mad_fma(const struct sfpu *s, uint32_t a, uint32_t b, uint32_t c)
{
    return insn_is_bh(s) ? sfpu_lane_fma_bh(a, b, c) : sfpu_lane_fma_wh(a, b, c);
}
