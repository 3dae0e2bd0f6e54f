/* sfpcast.c - SFPCAST: lanewise sign-magnitude int32 -> FP32 (round to nearest even, or stochastic
 * with the PRNG); BH adds two's complement <-> sign-magnitude (3) and integer abs (2, a hardware bug).
 * Spec: tt-isa-documentation BlackholeA0/.../SFPCAST_{IntFloat,IntInt,IntAbs}.md (newest, with the
 * NonContractual Mod1 > 3 rule), WormholeB0/.../SFPCAST.md. */
#include "insn.h"

#define SFPCAST_MOD1_SM32_TO_FP32_RNE 0
#define SFPCAST_MOD1_SM32_TO_FP32_RNS 1
#define SFPCAST_MOD1_INT32_ABS 2  /* BH */
#define SFPCAST_MOD1_INT32_SM32 3 /* BH */

/* Sign-magnitude int32 -> FP32 bits before rounding; *norm receives the normalised magnitude whose
 * low 8 bits are the discarded ones. The exponent is 157 - lz (= 126 + bit position); the leading 1
 * of norm >> 8 then carries into the exponent field, giving the implicit bit. 0 -> (signed) zero. */
static uint32_t sm32_to_fp32_trunc(uint32_t c, uint32_t *norm)
{
    uint32_t sign = c & 0x80000000u;
    uint32_t mag = c & 0x7FFFFFFFu;
    uint32_t lz = mag ? (uint32_t)__builtin_clz(mag) : 157u;
    *norm = mag << (lz & 31u);
    return sign + ((157u - lz) << 23) + (*norm >> 8);
}

sfpu_status_t sfpu_exec_sfpcast(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), mod1 = SFPU_F(in, mod1);
    if (insn_is_wh(s)) {
        /* The WH page defines only RND_STOCH (bit 0); 2/3 mean other conversions on BH and have
         * no documented WH behaviour (docs/decisions.md). */
        if (mod1 > SFPCAST_MOD1_SM32_TO_FP32_RNS) {
            return insn_ub(s, "SFPCAST Mod1=%u on Wormhole: only 0 (RNE) and 1 (RNS) are defined", mod1);
        }
    } else if (mod1 > 3) {
        mod1 &= 3u; /* BH NonContractualBehavior: reserved Mod1 values behave as Mod1 & 3 */
    }

    uint32_t en = insn_lane_enabled(s, fx);
    uint32_t out[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t c = s->st.lreg[vc][lane], d;
        switch (mod1) {
        case SFPCAST_MOD1_SM32_TO_FP32_RNE:
        case SFPCAST_MOD1_SM32_TO_FP32_RNS: {
            uint32_t norm;
            d = sm32_to_fp32_trunc(c, &norm);
            if (mod1 == SFPCAST_MOD1_SM32_TO_FP32_RNS) {
                /* The PRNG advances in every executing lane, even when VD is not writable. */
                if (!((en >> lane) & 1u)) {
                    break;
                }
                uint32_t r = sfpu_lane_prng_advance(&s->st.prng[lane]);
                /* 7 discarded bits (norm[7:1]) against 7 random bits (r[15:9]); norm bit 0 is ignored. */
                if ((norm & 0xFEu) > ((r >> 9) & 0xFEu)) {
                    d += 1;
                }
            } else if ((norm & 0x80u) && (norm & 0x17Fu)) {
                d += 1; /* round bit set and (sticky or odd): ties to even; carries into the exponent */
            }
            break;
        }
        case SFPCAST_MOD1_INT32_ABS:
            /* Intended as another conversion; silicon computes two's complement abs (-2^31 stays). */
            d = (c & 0x80000000u) ? 0u - c : c;
            break;
        default: { /* SFPCAST_MOD1_INT32_SM32: the same formula converts in both directions */
            uint32_t sign = c & 0x80000000u;
            d = sign | (sign ? 0u - c : c);
            break;
        }
        }
        out[lane] = d;
    }
    insn_write_vd(s, fx, vd, out);
    return SFPU_OK;
}
