/* sfploadi.c - SFPLOADI: write a 16-bit immediate (converted per Mod0) to an LReg.
 * Spec: WormholeB0/TensixCoprocessor/SFPLOADI.md functional model (BH page: identical). Spec digest 6.5. */
#include "insn.h"

#define SFPLOADI_MOD0_FLOATB 0u /* immediate is BF16 */
#define SFPLOADI_MOD0_FLOATA 1u /* immediate is FP16 (ish) */
#define SFPLOADI_MOD0_USHORT 2u
#define SFPLOADI_MOD0_SHORT 4u
#define SFPLOADI_MOD0_UPPER 8u
#define SFPLOADI_MOD0_LOWER 10u

sfpu_status_t sfpu_exec_sfploadi(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), mod0 = SFPU_F(in, mod0);
    uint32_t imm = SFPU_F(in, imm16) & 0xFFFFu;
    switch (mod0) {
    case SFPLOADI_MOD0_FLOATB:
    case SFPLOADI_MOD0_FLOATA:
    case SFPLOADI_MOD0_USHORT:
    case SFPLOADI_MOD0_SHORT:
    case SFPLOADI_MOD0_UPPER:
    case SFPLOADI_MOD0_LOWER:
        break;
    default:
        return insn_ub(s, "SFPLOADI with Mod0=%u (only 0, 1, 2, 4, 8 and 10 are defined)", mod0);
    }
    if (vd >= 8) {
        return SFPU_OK; /* LReg 8..15 cannot be written this way (11..14 only through SFPCONFIG) */
    }
    /* every lane gets the same value, except that UPPER / LOWER keep the other half of the old one */
    uint32_t v, keep = 0;
    switch (mod0) {
    case SFPLOADI_MOD0_FLOATB:
        v = imm << 16;
        break;
    case SFPLOADI_MOD0_FLOATA:
        /* widen the 5-bit exponent by +112 with no special cases: exponent 0 and 31 are rebiased too */
        v = ((imm >> 15) << 31) | ((((imm >> 10) & 0x1Fu) + 112u) << 23) | ((imm & 0x3FFu) << 13);
        break;
    case SFPLOADI_MOD0_USHORT:
        v = imm;
        break;
    case SFPLOADI_MOD0_SHORT:
        v = (uint32_t)insn_sext(imm, 16);
        break;
    case SFPLOADI_MOD0_UPPER:
        v = imm << 16;
        keep = 0xFFFFu;
        break;
    default: /* LOWER */
        v = imm;
        keep = 0xFFFF0000u;
        break;
    }
    uint32_t val[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        val[lane] = (s->st.lreg[vd][lane] & keep) | v;
    }
    insn_write_final(s, fx, vd, insn_lane_enabled(s, fx), val);
    return SFPU_OK;
}
