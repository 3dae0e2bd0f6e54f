/* sfpstochrnd.c - SFP_STOCH_RND: FP32 precision reduction, FP32 -> bounded int, int -> narrower int, with
 * nearest/stochastic/(BH) toward-zero rounding. Spec: BH and WH SFPSTOCHRND_{FloatFloat,FloatInt,IntInt}.md
 * functional models (newest versions), spec digest 6.7 and 4.5 (PRNG). */
#include "insn.h"

#define SFPSTOCHRND_MOD1_FP32_TO_FP16A 0
#define SFPSTOCHRND_MOD1_FP32_TO_FP16B 1
#define SFPSTOCHRND_MOD1_FP32_TO_UINT8 2
#define SFPSTOCHRND_MOD1_FP32_TO_INT8 3
#define SFPSTOCHRND_MOD1_INT32_TO_UINT8 4
#define SFPSTOCHRND_MOD1_INT32_TO_INT8 5
#define SFPSTOCHRND_MOD1_FP32_TO_UINT16 6
#define SFPSTOCHRND_MOD1_FP32_TO_INT16 7
#define SFPSTOCHRND_MOD1_USE_IMM5 8 /* Mod1 bit 3: IntInt shift from Imm5 instead of LReg[VB] */

#define SFPSTOCHRND_RND_NEAREST 0
#define SFPSTOCHRND_RND_STOCH 1
#define SFPSTOCHRND_RND_ZERO 2 /* BH only */

/* FP32 -> FP32 with 10 (FP16A) or 7 (FP16B) mantissa bits. */
static uint32_t float_float(uint32_t x, unsigned flavour, uint32_t prng_bits)
{
    uint32_t exp = (x >> 23) & 0xFFu;
    if (exp == 0) {
        return 0; /* zero or denormal -> +0 (sign dropped) */
    }
    if (exp == 255) {
        return x & 0xFF800000u; /* +-Inf stays, +-NaN -> +-Inf */
    }
    /* Hardware bug kept: the compare is >= (the correct one would be >), so stochastic rounding is
     * biased upward in magnitude, and RND_ZERO (0x7FFFFF) still rounds up when every discarded bit
     * is 1. A mantissa carry can run into the exponent (up to +Inf), as in the model. */
    if (flavour == SFPSTOCHRND_MOD1_FP32_TO_FP16A) {
        uint32_t discarded = x & 0x1FFFu;
        x -= discarded;
        if (discarded >= (prng_bits >> 10)) {
            x += 0x2000u;
        }
    } else {
        uint32_t discarded = x & 0xFFFFu;
        x -= discarded;
        if (discarded >= (prng_bits >> 7)) {
            x += 0x10000u;
        }
    }
    return x;
}

/* FP32 -> sign-magnitude integer clamped to max_mag; the sign is kept only for the signed flavours. */
static uint32_t float_int(uint32_t c, bool keep_sign, uint32_t max_mag, uint32_t prng_bits)
{
    uint32_t sign = keep_sign ? (c & 0x80000000u) : 0u;
    int32_t exp = (int32_t)((c >> 23) & 0xFFu) - 127;
    uint64_t mag;
    if (exp < -1) {
        /* |x| < 0.5 is always 0, even when stochastic rounding is requested (hardware bug). */
        return 0;
    }
    if (exp >= 16) {
        mag = max_mag; /* |x| >= 2^16, +-Inf and NaN saturate */
    } else {
        mag = 0x800000u | (c & 0x7FFFFFu);
        mag = exp >= 0 ? mag << exp : mag >> 1; /* exp == -1: the lowest bit is simply lost */
        /* Same >= bug as above: RND_ZERO rounds 0.99999988, 0.99999994 and 1.99999988 away from 0. */
        mag = (mag >> 23) + ((mag & 0x7FFFFFu) >= prng_bits ? 1u : 0u);
        if (mag > max_mag) {
            mag = max_mag;
        }
        if (mag == 0) {
            sign = 0;
        }
    }
    return sign + (uint32_t)mag;
}

/* Sign-magnitude int32 -> magnitude >> shift, rounded, clamped to 255 (unsigned) or +-127. */
static uint32_t int_int(uint32_t c, bool is_signed, unsigned shift, uint32_t prng_bits)
{
    uint32_t sign = c & 0x80000000u;
    uint64_t mag = (uint64_t)(c & 0x7FFFFFFFu) << 23;
    mag >>= shift;
    /* >= bug: with shift >= 23 the 23 fraction bits can all be 1, so RND_ZERO rounds up. */
    mag = (mag >> 23) + ((mag & 0x7FFFFFu) >= prng_bits ? 1u : 0u);
    if (!is_signed) {
        if (mag > 255) {
            mag = 255;
        }
        sign = 0;
    } else {
        if (mag > 127) {
            mag = 127;
        }
        if (mag == 0) {
            sign = 0;
        }
    }
    return sign + (uint32_t)mag;
}

sfpu_status_t sfpu_exec_sfpstochrnd(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned mod1 = SFPU_F(in, mod1), vd = SFPU_F(in, vd), vc = SFPU_F(in, vc), vb = SFPU_F(in, vb);
    unsigned imm5 = SFPU_F(in, imm5), rnd = SFPU_F(in, rnd_mode);
    unsigned flavour = mod1 & 7u;
    bool use_imm5 = (mod1 & SFPSTOCHRND_MOD1_USE_IMM5) != 0; /* ignored by the FP32 flavours */
    uint32_t enabled = insn_lane_enabled(s, fx);
    uint32_t out[SFPU_LANES];

    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        out[lane] = 0;
        if (!((enabled >> lane) & 1u)) {
            continue;
        }
        /* The PRNG advances in every enabled lane, whatever the rounding mode and even when VD is not
         * writable. PRNGBits = the 23 low bits of the state before the step. */
        uint32_t prng_bits = sfpu_lane_prng_advance(&s->st.prng[lane]) & 0x7FFFFFu;
        if (insn_is_wh(s)) {
            /* WH: one StochasticRounding bit; 0 = nearest (ties away from zero). */
            if (rnd == 0) {
                prng_bits = 0x400000u;
            }
        } else {
            /* BH RoundingMode: 0 nearest, 1 stochastic, 2 toward zero (buggy); 3 has no case in the
             * model's switch, so it keeps the PRNG bits (behaves as stochastic). */
            if (rnd == SFPSTOCHRND_RND_NEAREST) {
                prng_bits = 0x400000u;
            } else if (rnd == SFPSTOCHRND_RND_ZERO) {
                prng_bits = 0x7FFFFFu;
            }
        }
        uint32_t c = s->st.lreg[vc][lane];
        switch (flavour) {
        case SFPSTOCHRND_MOD1_FP32_TO_FP16A:
        case SFPSTOCHRND_MOD1_FP32_TO_FP16B: out[lane] = float_float(c, flavour, prng_bits); break;
        case SFPSTOCHRND_MOD1_FP32_TO_UINT8: out[lane] = float_int(c, false, 255u, prng_bits); break;
        case SFPSTOCHRND_MOD1_FP32_TO_INT8: out[lane] = float_int(c, true, 127u, prng_bits); break;
        case SFPSTOCHRND_MOD1_FP32_TO_UINT16: out[lane] = float_int(c, false, 65535u, prng_bits); break;
        case SFPSTOCHRND_MOD1_FP32_TO_INT16: out[lane] = float_int(c, true, 32767u, prng_bits); break;
        default: { /* INT32_TO_UINT8 / INT32_TO_INT8 */
            unsigned sh = use_imm5 ? imm5 : (s->st.lreg[vb][lane] & 31u);
            out[lane] = int_int(c, flavour == SFPSTOCHRND_MOD1_INT32_TO_INT8, sh, prng_bits);
            break;
        }
        }
    }
    insn_write_vd(s, fx, vd, out);
    return SFPU_OK;
}
