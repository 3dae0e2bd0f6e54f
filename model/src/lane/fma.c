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
 * and denormal flushing before (WH) or after (BH) rounding. */
#include "sfpu/sfpu_lane.h"

#define F32_SIGN 0x80000000u
#define F32_INF 0x7F800000u
#define BH_NAN 0x7FC00000u   /* Blackhole: every NaN result is this canonical pattern */
#define WH_NAN_BITS 0x7F800001u /* Wormhole: NaN results have at least these bits (plus the sign) */

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
    if (re <= 0) {
        n += 1;
        re = 0;
    }
    if (n <= 0) {
        rm <<= -n;
    } else {
        rm = (rm >> n) | (rm & 1u); /* hardware bug: only the lowest shifted-out bit reaches the sticky */
    }
    uint32_t r = ((uint32_t)re << 23) + ((rm >> 3) & 0x7FFFFFu);
    if (re == 0) {
        return nan; /* denormal before rounding: +0 (or the NaN) */
    }
    if ((rm & 7u) + (r & 1u) > 4u) {
        r += 1u;
    }
    return (nan != 0 ? nan : rsign) | r;
}

/* ---- 32 lanes at once: the Blackhole datapath written branch-free, so that the compiler can vectorise it.
 * Every lane computes every path and the result is selected at the end; the scalar functions above stay the
 * readable statement of the algorithm, and tb/unit/property_fma.cc checks both against the reference. On
 * x86-64 an AVX2 clone is chosen at load time when the CPU has it (no effect on results). ---- */

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_ADDRESS__)
#define LANES32_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define LANES32_CLONES
#endif

static inline uint32_t pick(uint32_t cond, uint32_t a, uint32_t b) { return cond ? a : b; }

static inline uint32_t clz32_nz(uint32_t x) /* x != 0; branch-free so that it vectorises */
{
    uint32_t n = 0, t;
    t = (x >> 16) == 0;
    n += t << 4;
    x <<= t << 4;
    t = (x >> 24) == 0;
    n += t << 3;
    x <<= t << 3;
    t = (x >> 28) == 0;
    n += t << 2;
    x <<= t << 2;
    t = (x >> 30) == 0;
    n += t << 1;
    x <<= t << 1;
    return n + ((x >> 31) == 0);
}

/* (mx * my) >> 20 with the 20 bits below folded into a sticky LSB, for 24-bit mx, my, in 32-bit arithmetic
 * (12-bit halves) so that it vectorises without 64-bit multiplies. */
static inline uint32_t product_cut(uint32_t mx, uint32_t my)
{
    uint32_t xh = mx >> 12, xl = mx & 0xFFFu, yh = my >> 12, yl = my & 0xFFFu;
    uint32_t lo = xl * yl, mid = xh * yl + xl * yh, hi = xh * yh;
    uint32_t t = lo + ((mid & 0xFFFu) << 12); /* bits 0..24 of the product, with a carry into bit 24 */
    uint32_t top = hi + (mid >> 12) + (t >> 24); /* product >> 24 */
    uint32_t low24 = t & 0xFFFFFFu;
    return (top << 4) | (low24 >> 20) | (uint32_t)((low24 & 0xFFFFFu) != 0);
}

static inline uint32_t shr_sat(uint32_t v, int32_t s) { return s >= 32 ? 0u : v >> (s & 31); }

static inline uint32_t semi_sticky_shr_bf(uint32_t v, int32_t s) /* s >= 0 */
{
    uint32_t r = shr_sat(v, s);
    uint32_t below = s >= 32 ? 0xFFFFFFFFu : ((1u << (s & 31)) - 1u);
    return r | (uint32_t)((r != 0) & ((v & below) != 0));
}

LANES32_CLONES
void sfpu_lane_fma_bh_x32(const uint32_t *restrict a, const uint32_t *restrict b, const uint32_t *restrict c,
                          uint32_t *restrict d)
{
    for (unsigned l = 0; l < 32; ++l) {
        uint32_t x = a[l], y = b[l], z = c[l];
        int32_t ex = (int32_t)(x << 1 >> 24), ey = (int32_t)(y << 1 >> 24), ez = (int32_t)(z << 1 >> 24);
        uint32_t mx = ((x & 0x7FFFFFu) | 0x800000u) & (0u - (uint32_t)(ex != 0));
        uint32_t my = ((y & 0x7FFFFFu) | 0x800000u) & (0u - (uint32_t)(ey != 0));
        uint32_t mz = ((z & 0x7FFFFFu) | 0x800000u) & (0u - (uint32_t)(ez != 0));
        uint32_t ps = (x ^ y) & F32_SIGN, zs = z & F32_SIGN;
        uint32_t pm = product_cut(mx, my);
        int32_t pe = ex + ey - 127;
        uint32_t zm = mz << 3;
        uint32_t xs = ex == 255, ys = ey == 255, zsp = ez == 255;
        uint32_t invalid = (xs & (mx != 0x800000u)) | (ys & (my != 0x800000u)) | (zsp & (mz != 0x800000u)) |
                           (xs & (my == 0)) | (ys & (mx == 0)) | (zsp & (xs | ys) & (zs != ps));
        uint32_t special = xs | ys | zsp | (pe >= 255);
        uint32_t special_res = pick(invalid, BH_NAN, pick(zsp, z, ps | F32_INF));
        uint32_t p_gone = (pm == 0) | (pe < 0);
        uint32_t p_gone_res = pick(zm != 0, z, zs & ps);
        int32_t re = pe > ez ? pe : ez;
        uint32_t pa = semi_sticky_shr_bf(pm, re - pe), za = semi_sticky_shr_bf(zm, re - ez);
        uint32_t p_big = pa >= za;
        uint32_t rs = pick(p_big, ps, zs);
        uint32_t rm = pick(ps == zs, pa + za, pick(p_big, pa - za, za - pa));
        uint32_t r_zero = rm == 0;
        int32_t n = 5 - (int32_t)clz32_nz(rm | r_zero);
        int32_t re2 = re + n;
        uint32_t below = re2 <= 0;
        int32_t n2 = n + (int32_t)below;
        int32_t re3 = below ? 0 : re2;
        uint32_t rl = rm << ((uint32_t)(-n2) & 31u);
        uint32_t rr = shr_sat(rm, n2) | (uint32_t)((rm & ((uint32_t)n2 | 1u)) != 0);
        uint32_t rn = n2 <= 0 ? rl : rr;
        uint32_t r = ((uint32_t)re3 << 23) + ((rn >> 3) & 0x7FFFFFu);
        r += ((rn & 7u) + (r & 1u)) > 4u;
        r = (r >> 23) ? r : 0u;
        uint32_t res = rs | r;
        res = pick(re2 >= 255, rs | F32_INF, res);
        res = pick(r_zero, zs & ps, res);
        res = pick(p_gone, p_gone_res, res);
        d[l] = pick(special, special_res, res);
    }
}

/* Wormhole: the branch-free form does not vectorise with GCC 12 (mixed-width selects in its NaN handling),
 * so the 32-lane entry point runs the scalar datapath. */
void sfpu_lane_fma_wh_x32(const uint32_t *restrict a, const uint32_t *restrict b, const uint32_t *restrict c,
                          uint32_t *restrict d)
{
    for (unsigned l = 0; l < 32; ++l) {
        d[l] = sfpu_lane_fma_wh(a[l], b[l], c[l]);
    }
}
