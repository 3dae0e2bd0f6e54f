/* fma.c - the MAD sub-unit's partially fused a * b + c, bit-exact for Blackhole A0 and Wormhole B0.
 * Spec: tt-isa-documentation Miscellaneous/FMA/README.md (the documented algorithm of each arch; its
 * fma_model_bh / fma_model_wh are the reference), SFPMAD.md "IEEE754 conformance / divergence" of both
 * archs; spec digest 6.6. Written for this project from that description; integer arithmetic only.
 *
 * Datapath, both archs (values below are magnitudes with an implicit sign):
 *   - denormal inputs count as zero (their exponent field stays 0);
 *   - the 24x24-bit product keeps 3 extra low bits (G, R, S) and is then cut to FP32-like width: the low
 *     23 bits of the 51-bit (product << 3) collapse into a sticky bit, so the product carries 28 bits at
 *     exponent ea + eb - 127;
 *   - the addend carries its 24-bit mantissa << 3 (27 bits);
 *   - the smaller of the two is shifted right to the larger exponent with a "semi-sticky" shift (the lost
 *     bits only set the LSB if something is left; a shift of 32 or more leaves nothing);
 *   - signed add in 32 bits, normalise to 1.26, one rounding step (nearest even) on the 3 low bits.
 * Where the archs differ (README "Differences"): zero signs, NaN patterns, product overflow against an
 * infinite addend, the normalisation sticky bit (WH drops the upper of two shifted-out bits: hardware bug),
 * and denormal flushing: BH takes one extra bit of shift at exponent 0 and flushes after rounding, keeping the
 * sign; WH flushes a result whose exponent is below 0 before rounding, rounds one at exponent 0 without the extra
 * shift (it survives when the rounding carries it up to 2^-126) and flushes it after rounding, both to +0. */
#include "fma.h"


typedef struct {
    uint32_t sign;
    int32_t exp; /* biased exponent field, 0..255 */
    uint32_t man; /* 24-bit mantissa with the implicit one; 0 for zero and (flushed) denormals */
} unpacked_t;

static unpacked_t unpack(uint32_t v)
{
    unpacked_t u;
    u.sign = v & F32_SIGN;
    u.exp = (int32_t)((v >> 23) & 0xFFu);
    u.man = u.exp == 0 ? 0u : ((v & 0x7FFFFFu) | 0x800000u);
    return u;
}

static bool is_nan(const unpacked_t *u) { return u->exp == 255 && u->man != 0x800000u; }
static bool is_inf(const unpacked_t *u) { return u->exp == 255 && u->man == 0x800000u; }

/* v >> s, where the bits shifted out set the LSB only if the result is not already zero. */
static uint32_t semi_sticky_shr(uint32_t v, int32_t s)
{
    if (s <= 0) {
        return v;
    }
    if (s >= 32) {
        return 0;
    }
    uint32_t r = v >> s;
    if (r != 0 && (v & ((1u << s) - 1u)) != 0) {
        r |= 1u;
    }
    return r;
}

static inline unsigned clz32(uint32_t v) { return (unsigned)__builtin_clz(v); }

uint32_t sfpu_lane_fma_bh(uint32_t a, uint32_t b, uint32_t c)
{
    unpacked_t x = unpack(a), y = unpack(b), z = unpack(c);
    uint32_t psign = x.sign ^ y.sign;
    uint64_t prod = (uint64_t)x.man * y.man; /* < 2^48 */
    /* (prod << 3) with its low 23 bits folded into a sticky bit: prod >> 20, sticky from prod's low 20 */
    uint32_t pm = (uint32_t)(prod >> 20) | ((prod & 0xFFFFFu) != 0 ? 1u : 0u);
    int32_t pe = x.exp + y.exp - 127;
    uint32_t zm = z.man << 3;

    if (x.exp == 255 || y.exp == 255 || z.exp == 255 || pe >= 255) {
        bool invalid = is_nan(&x) || is_nan(&y) || is_nan(&z) || (is_inf(&x) && y.man == 0) ||
                       (is_inf(&y) && x.man == 0) ||
                       (is_inf(&z) && (x.exp == 255 || y.exp == 255) && z.sign != psign);
        if (invalid) {
            return BH_NAN;
        }
        if (z.exp == 255) {
            return c; /* an infinite addend wins over a finite or same-signed infinite product */
        }
        return psign | F32_INF; /* infinite product, or a finite product beyond FP32 (not fused away) */
    }
    if (pm == 0 || pe < 0) { /* product zero, or it underflows on its own: the result is c */
        return zm != 0 ? c : (z.sign & psign);
    }

    int32_t re = pe > z.exp ? pe : z.exp;
    pm = semi_sticky_shr(pm, re - pe);
    zm = semi_sticky_shr(zm, re - z.exp);
    uint32_t rsign = pm >= zm ? psign : z.sign;
    uint32_t rm = psign == z.sign ? pm + zm : (pm >= zm ? pm - zm : zm - pm);
    if (rm == 0) {
        return z.sign & psign; /* exact cancellation: -0 only when both terms are negative */
    }

    int32_t n = 5 - (int32_t)clz32(rm); /* bring the leading one to bit 26 */
    re += n;
    if (re >= 255) {
        return rsign | F32_INF;
    }
    if (re <= 0) { /* below the normal range: one extra bit of shift only (the result is flushed below) */
        n += 1;
        re = 0;
    }
    if (n <= 0) {
        rm <<= -n;
    } else {
        /* hardware-exact sticky: the shifted-out bits tested are those of (n | 1), not all n of them */
        uint32_t lost = rm & ((uint32_t)n | 1u);
        rm = (rm >> n) | (lost != 0 ? 1u : 0u);
    }
    uint32_t r = ((uint32_t)re << 23) + ((rm >> 3) & 0x7FFFFFu);
    if ((rm & 7u) + (r & 1u) > 4u) { /* nearest, ties to even (a carry may bump the exponent) */
        r += 1u;
    }
    if ((r >> 23) == 0) {
        r = 0; /* denormal after rounding: flushed, sign kept */
    }
    return rsign | r;
}

uint32_t sfpu_lane_fma_wh(uint32_t a, uint32_t b, uint32_t c)
{
    unpacked_t x = unpack(a), y = unpack(b), z = unpack(c);
    uint32_t psign = x.sign ^ y.sign;
    uint64_t prod = (uint64_t)x.man * y.man;
    uint32_t pm = (uint32_t)(prod >> 20) | ((prod & 0xFFFFFu) != 0 ? 1u : 0u);
    int32_t pe = x.exp + y.exp - 127;
    uint32_t zm = z.man << 3;

    /* A NaN result is not returned at once: the rest of the datapath still runs and its bits can OR in. */
    uint32_t nan = 0;
    if (x.exp == 255 || y.exp == 255 || z.exp == 255 || pe >= 255) {
        bool prod_inf = x.exp == 255 || y.exp == 255 || pe >= 255; /* incl. a finite product overflowing */
        if (is_nan(&x) || is_nan(&y) || (is_inf(&x) && y.man == 0) || (is_inf(&y) && x.man == 0) ||
            (is_inf(&z) && prod_inf && z.sign != psign)) {
            nan = psign | WH_NAN_BITS;
        } else if (is_nan(&z)) {
            nan = z.sign | WH_NAN_BITS;
        } else if (z.exp == 255) {
            return c;
        } else {
            return psign | F32_INF;
        }
        if (pe > 255) {
            pe = 255;
        }
    }
    if (pm == 0 || pe < 0) {
        if (nan == 0) {
            return zm != 0 ? c : 0u; /* zeros are always +0 */
        }
        pm = 0;
        pe = 0;
    }

    int32_t re = pe > z.exp ? pe : z.exp;
    pm = semi_sticky_shr(pm, re - pe);
    zm = semi_sticky_shr(zm, re - z.exp);
    uint32_t rsign = pm >= zm ? psign : z.sign;
    uint32_t rm = psign == z.sign ? pm + zm : (pm >= zm ? pm - zm : zm - pm);
    if (rm == 0) {
        return nan;
    }

    int32_t n = 5 - (int32_t)clz32(rm);
    re += n;
    if (re >= 255) {
        return nan != 0 ? nan : (rsign | F32_INF);
    }
    if (re < 0) {
        return nan; /* a blatant denormal, flushed before rounding: +0 (or the NaN) */
    }
    /* unlike BH, no extra shift at exponent 0: such a result rounds as it is and survives only if the rounding
     * carries it up to 2^-126 */
    if (n <= 0) {
        rm <<= -n;
    } else {
        rm = (rm >> n) | (rm & 1u); /* hardware bug: only the lowest shifted-out bit reaches the sticky */
    }
    uint32_t r = ((uint32_t)re << 23) + ((rm >> 3) & 0x7FFFFFu);
    if ((rm & 7u) + (r & 1u) > 4u) {
        r += 1u;
    }
    if ((r >> 23) == 0) {
        return nan; /* denormal after rounding: +0 (or the NaN) */
    }
    return (nan != 0 ? nan : rsign) | r;
}
