/* fma_simd.c - the MAD sub-unit's FMA for 32 lanes at once (sfpu_lane_fma_{bh,wh}_x32, the variants and the
 * choice among them), bit-exact with the FMA as specified in fma.c, which tb/unit/property_fma.cc checks them against.
 * Spec: tt-isa-documentation Miscellaneous/FMA/README.md; spec digest 6.6. Integer arithmetic only. */
#include "fma.h"

/* ---- 32 lanes at once: both datapaths written branch-free, so that the compiler can vectorise them.
 * Every lane computes every path and the result is selected at the end; the scalar functions of fma.c stay the
 * readable statement of the algorithm, and tb/unit/property_fma.cc checks both against the reference.
 * On x86-64 (GCC) there are three variants - AVX-512 (16 lanes per operation, vplzcntd for the normalisation
 * count), AVX2 (8 lanes) and the baseline - and the best one the CPU runs is chosen once per handle. The baseline
 * is the C below vectorised by the compiler; the AVX2 and AVX-512 variants are the same steps written with
 * intrinsics (fma_ordinary_x8_v3 / fma_full_x8_v3, fma_ordinary_x16_v4 / fma_full_x16_v4), with the scalar
 * functions of fma.c for one or two lanes of a group. The property test runs each variant the machine has. ---- */

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_ADDRESS__)
#define FMA_MULTIVERSION 1
#define TARGET_V4 __attribute__((target("avx512f,avx512cd,avx512vl,avx512bw,avx512dq,avx2,bmi2,lzcnt,popcnt")))
#define TARGET_V3 __attribute__((target("avx2,bmi2,lzcnt,popcnt")))
#else
#define FMA_MULTIVERSION 0
#endif
#if defined(__GNUC__)
#define ALWAYS_INLINE static inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE static inline
#endif

ALWAYS_INLINE uint32_t pick(uint32_t cond, uint32_t a, uint32_t b) { return cond ? a : b; }

/* Leading zeros of x != 0: a branch-free binary search, which vectorises on any target (the AVX-512 variant uses
 * vplzcntd in its intrinsics forms). */
ALWAYS_INLINE uint32_t clz32_nz(uint32_t x)
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
ALWAYS_INLINE uint32_t product_cut(uint32_t mx, uint32_t my)
{
    uint32_t xh = mx >> 12, xl = mx & 0xFFFu, yh = my >> 12, yl = my & 0xFFFu;
    uint32_t lo = xl * yl, hi = xh * yh;
    uint32_t u = xh * yl + xl * yh + (lo >> 12); /* product = hi << 24 + u << 12 + lo % 2^12, u < 2^26 */
    return ((hi << 4) + (u >> 8)) | (uint32_t)(((u << 24) | (lo << 20)) != 0);
}

/* The alignment step of both archs: the term with the smaller exponent goes right by the difference with a
 * semi-sticky shift. Both terms are below 2^29, so a shift clamped to 31 loses everything a longer one would. */
ALWAYS_INLINE void align(uint32_t pm, int32_t pe, uint32_t zm, int32_t ez, uint32_t *pa, uint32_t *za, int32_t *re)
{
    int32_t d = pe - ez;
    uint32_t p_first = d >= 0;
    uint32_t small = p_first ? zm : pm;
    uint32_t ad = (uint32_t)(p_first ? d : -d);
    uint32_t sh = ad < 31u ? ad : 31u;
    uint32_t r = small >> sh;
    r |= (uint32_t)((r != 0) & ((r << sh) != small)); /* semi-sticky: only if something is left */
    *pa = p_first ? pm : r;
    *za = p_first ? r : zm;
    *re = p_first ? pe : ez;
}

ALWAYS_INLINE uint32_t fma_bh_bf(uint32_t x, uint32_t y, uint32_t z)
{
    int32_t ex = (int32_t)((x >> 23) & 0xFFu), ey = (int32_t)((y >> 23) & 0xFFu), ez = (int32_t)((z >> 23) & 0xFFu);
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
    uint32_t pa, za;
    int32_t re;
    align(pm, pe, zm, ez, &pa, &za, &re);
    uint32_t p_big = pa >= za;
    uint32_t rs = pick(p_big, ps, zs);
    uint32_t diff = p_big ? pa - za : za - pa;
    uint32_t rm = pick(ps == zs, pa + za, diff);
    uint32_t r_zero = rm == 0;
    int32_t n = 5 - (int32_t)clz32_nz(rm | r_zero);
    int32_t re2 = re + n;
    uint32_t below = re2 <= 0;
    int32_t n2 = n + (int32_t)below;
    int32_t re3 = below ? 0 : re2;
    /* n2 <= 3 (rm < 2^29), >= -26 */
    uint32_t rl = rm << ((uint32_t)(-n2) & 31u);
    uint32_t rr = (rm >> ((uint32_t)n2 & 31u)) | (uint32_t)((rm & ((uint32_t)n2 | 1u)) != 0);
    uint32_t rn = n2 <= 0 ? rl : rr;
    uint32_t r = ((uint32_t)re3 << 23) + ((rn >> 3) & 0x7FFFFFu);
    r += ((rn & 7u) + (r & 1u)) > 4u;
    r = (r >> 23) ? r : 0u;
    uint32_t res = rs | r;
    res = pick(re2 >= 255, rs | F32_INF, res);
    res = pick(r_zero, zs & ps, res);
    res = pick(p_gone, p_gone_res, res);
    return pick(special, special_res, res);
}

ALWAYS_INLINE uint32_t fma_wh_bf(uint32_t x, uint32_t y, uint32_t z)
{
    int32_t ex = (int32_t)((x >> 23) & 0xFFu), ey = (int32_t)((y >> 23) & 0xFFu), ez = (int32_t)((z >> 23) & 0xFFu);
    uint32_t mx = ((x & 0x7FFFFFu) | 0x800000u) & (0u - (uint32_t)(ex != 0));
    uint32_t my = ((y & 0x7FFFFFu) | 0x800000u) & (0u - (uint32_t)(ey != 0));
    uint32_t mz = ((z & 0x7FFFFFu) | 0x800000u) & (0u - (uint32_t)(ez != 0));
    uint32_t ps = (x ^ y) & F32_SIGN, zs = z & F32_SIGN;
    uint32_t pm = product_cut(mx, my);
    int32_t pe = ex + ey - 127;
    uint32_t zm = mz << 3;
    uint32_t xs = ex == 255, ys = ey == 255, zsp = ez == 255;
    uint32_t prod_inf = xs | ys | (pe >= 255);
    uint32_t special = prod_inf | zsp;
    /* NaN results keep running through the datapath (their bits OR in); see sfpu_lane_fma_wh */
    uint32_t nan_p = (xs & (mx != 0x800000u)) | (ys & (my != 0x800000u)) | (xs & (my == 0)) | (ys & (mx == 0)) |
                     (zsp & (mz == 0x800000u) & prod_inf & (zs != ps));
    uint32_t nan_z = zsp & (mz != 0x800000u);
    uint32_t sel_p = 0u - (special & nan_p), sel_z = 0u - (special & nan_z); /* all-ones masks */
    uint32_t nan = (sel_p & (ps | WH_NAN_BITS)) | (~sel_p & sel_z & (zs | WH_NAN_BITS));
    uint32_t special_res = pick(zsp, z, ps | F32_INF); /* special lanes without a NaN */
    pe = pe > 255 ? 255 : pe;
    uint32_t p_gone = (pm == 0) | (pe < 0);
    uint32_t p_gone_res = pick(zm != 0, z, 0u); /* zeros are always +0 */
    pm = p_gone ? 0u : pm;
    pe = p_gone ? 0 : pe;
    uint32_t pa, za;
    int32_t re;
    align(pm, pe, zm, ez, &pa, &za, &re);
    uint32_t p_big = pa >= za;
    uint32_t rs = pick(p_big, ps, zs);
    uint32_t diff = p_big ? pa - za : za - pa;
    uint32_t rm = pick(ps == zs, pa + za, diff);
    uint32_t r_zero = rm == 0;
    int32_t n = 5 - (int32_t)clz32_nz(rm | r_zero);
    int32_t re2 = re + n;
    uint32_t below = re2 < 0; /* flushed before rounding; exponent 0 rounds without BH's extra shift */
    int32_t re3 = below ? 0 : re2;
    uint32_t rl = rm << ((uint32_t)(-n) & 31u);
    uint32_t rr = (rm >> ((uint32_t)n & 31u)) | (rm & 1u); /* hardware bug: only the lowest lost bit is sticky */
    uint32_t rn = n <= 0 ? rl : rr;
    uint32_t r = ((uint32_t)re3 << 23) + ((rn >> 3) & 0x7FFFFFu);
    r += ((rn & 7u) + (r & 1u)) > 4u;
    uint32_t has_nan = nan != 0;
    uint32_t res = pick(has_nan, nan, rs) | r;
    res = pick(below | ((r >> 23) == 0), nan, res); /* denormal before or after rounding: +0 or the NaN */
    res = pick(re2 >= 255, pick(has_nan, nan, rs | F32_INF), res);
    res = pick(r_zero, nan, res);
    uint32_t no_nan = nan == 0;
    res = pick(p_gone & no_nan, p_gone_res, res);
    return pick(special & no_nan, special_res, res);
}

/* The common cases of both archs, cut down. Every exponent field is at most 254 (no Inf/NaN operand) and the
 * product's exponent ex + ey - 127 at most 254, so no special value arises (fma_operands_ordinary). Then either
 * - the product vanishes (a or b zero/denormal, or the product's exponent below 0): the result is c, or for a
 *   zero/denormal c a zero (BH: -0 only when both terms are negative; WH: +0); or
 * - a, b normal: align, add, normalise, round (the archs differ only in the normalisation sticky bit), which is
 *   the full datapath unless the sum is zero or its exponent after normalisation leaves 1..254 - *ok is 0 for
 *   those lanes, and the caller recomputes them with the full form. */
ALWAYS_INLINE uint32_t fma_ordinary(uint32_t x, uint32_t y, uint32_t z, int wh, uint32_t *ok)
{
    uint32_t ex = (x >> 23) & 0xFFu, ey = (y >> 23) & 0xFFu, ez = (z >> 23) & 0xFFu;
    uint32_t mx = (x & 0x7FFFFFu) | 0x800000u, my = (y & 0x7FFFFFu) | 0x800000u;
    uint32_t mz = ((z & 0x7FFFFFu) | 0x800000u) & (0u - (uint32_t)(ez != 0));
    uint32_t ps = (x ^ y) & F32_SIGN, zs = z & F32_SIGN;
    uint32_t pm = product_cut(mx, my);
    int32_t pe = (int32_t)(ex + ey) - 127;
    uint32_t gone = (ex == 0) | (ey == 0) | (pe < 0);
    uint32_t gone_res = pick(ez != 0, z, wh ? 0u : (zs & ps));
    uint32_t pa, za;
    int32_t re;
    align(pm, pe, mz << 3, (int32_t)ez, &pa, &za, &re);
    uint32_t p_big = pa >= za;
    uint32_t rs = pick(p_big, ps, zs);
    uint32_t diff = p_big ? pa - za : za - pa;
    uint32_t rm = pick(ps == zs, pa + za, diff);
    int32_t n = 5 - (int32_t)clz32_nz(rm | (rm == 0));
    int32_t re2 = re + n;
    uint32_t rl = rm << ((uint32_t)(-n) & 31u);
    uint32_t sticky = wh ? (rm & 1u) : (uint32_t)((rm & ((uint32_t)n | 1u)) != 0);
    uint32_t rr = (rm >> ((uint32_t)n & 31u)) | sticky;
    uint32_t rn = n <= 0 ? rl : rr;
    uint32_t r = ((uint32_t)re2 << 23) + ((rn >> 3) & 0x7FFFFFu);
    r += ((rn & 7u) + (r & 1u)) > 4u;
    *ok = gone | ((rm != 0) & ((uint32_t)re2 - 1u < 254u)); /* the operands were checked by fma_operands_ordinary */
    return pick(gone, gone_res, rs | r);
}

/* The operand half of fma_ordinary's cases, checked first (cheap): no exponent field 255, the product's exponent
 * at most 254. Vectors with a special value or a product beyond the range go straight to the full form. */
ALWAYS_INLINE uint32_t fma_operands_ordinary(uint32_t x, uint32_t y, uint32_t z)
{
    uint32_t ex = (x >> 23) & 0xFFu, ey = (y >> 23) & 0xFFu, ez = (z >> 23) & 0xFFu;
    return (ex < 255u) & (ey < 255u) & (ez < 255u) & (ex + ey < 382u);
}

/* All 32 lanes through the cut-down form when every lane's operands fit it, and its results are kept when every
 * lane's sum does too; otherwise all of them through the full form. */
#define FMA_X32_BODY(fn, wh)                                                                                           \
    uint32_t pre_ok = 1;                                                                                               \
    for (unsigned l = 0; l < 32; ++l) {                                                                                \
        pre_ok &= fma_operands_ordinary(a[l], b[l], c[l]);                                                             \
    }                                                                                                                  \
    if (pre_ok) {                                                                                                      \
        uint32_t all_ok = 1;                                                                                           \
        for (unsigned l = 0; l < 32; ++l) {                                                                            \
            uint32_t ok;                                                                                               \
            d[l] = fma_ordinary(a[l], b[l], c[l], wh, &ok);                                                            \
            all_ok &= ok;                                                                                              \
        }                                                                                                              \
        if (all_ok) {                                                                                                  \
            return;                                                                                                    \
        }                                                                                                              \
    }                                                                                                                  \
    for (unsigned l = 0; l < 32; ++l) {                                                                                \
        d[l] = fn(a[l], b[l], c[l]);                                                                                   \
    }

#if FMA_MULTIVERSION
#include <immintrin.h>

/* fma_ordinary_x8_v3's constants, one 8-lane row each. Read through a pointer the compiler cannot see through
 * (fma_x8_consts), so that each use is a memory operand: as vector constants GCC rebuilt them in registers
 * (mov, vmovd, vpbroadcastd) inside the loop, about a fifth of its instructions. */
enum { K_ONE, K_ONES, K_FF, K_MAN, K_HID, K_SIGN, K_127, K_31, K_2P23, K_2P24M1, K_2P25M1, K_2P26M1, K_2P27M1,
       K_2P28M1, K_7, K_4, K_255, K_381, K_M3, K_INF, K_BH_NAN, K_WH_NAN, K_254, K_5, K_16, K_8, K_2,
       K_2P20M1, K_COUNT };
#define K_ROW(v) {v, v, v, v, v, v, v, v}
static const uint32_t k_fma_x8[K_COUNT][8] __attribute__((aligned(32))) = {
    K_ROW(1u), K_ROW(0xFFFFFFFFu), K_ROW(0xFFu), K_ROW(0x7FFFFFu), K_ROW(0x800000u), K_ROW(F32_SIGN), K_ROW(127u),
    K_ROW(31u), K_ROW(1u << 23), K_ROW((1u << 24) - 1u), K_ROW((1u << 25) - 1u), K_ROW((1u << 26) - 1u),
    K_ROW((1u << 27) - 1u), K_ROW((1u << 28) - 1u), K_ROW(7u), K_ROW(4u), K_ROW(255u), K_ROW(381u),
    K_ROW(0xFFFFFFFDu), K_ROW(F32_INF), K_ROW(BH_NAN), K_ROW(WH_NAN_BITS), K_ROW(254u), K_ROW(5u),
    K_ROW(16u), K_ROW(8u), K_ROW(2u), K_ROW(0xFFFFFu)};
#undef K_ROW
static inline const uint32_t (*fma_x8_consts(void))[8]
{
    const uint32_t(*k)[8] = k_fma_x8;
    __asm__("" : "+r"(k)); /* opaque: the rows stay in memory */
    return k;
}
#define K(i) _mm256_load_si256((const __m256i *)(const void *)kt[i])
/* the same constant rows for 16 lanes: a broadcast memory operand ({1to16}) */
#define KB(i) _mm512_set1_epi32((int)kt[i][0])

/* 8 lanes of each operand and their exponent fields. */
typedef struct fma_in_x8 {
    __m256i x, y, z, ex, ey, ez;
} fma_in_x8_t;
TARGET_V3 static inline __attribute__((always_inline)) fma_in_x8_t fma_load_x8_v3(const uint32_t *a, const uint32_t *b,
                                                                                const uint32_t *c, __m256i kff)
{
    fma_in_x8_t in;
    in.x = _mm256_loadu_si256((const __m256i *)(const void *)a);
    in.y = _mm256_loadu_si256((const __m256i *)(const void *)b);
    in.z = _mm256_loadu_si256((const __m256i *)(const void *)c);
    in.ex = _mm256_and_si256(_mm256_srli_epi32(in.x, 23), kff);
    in.ey = _mm256_and_si256(_mm256_srli_epi32(in.y, 23), kff);
    in.ez = _mm256_and_si256(_mm256_srli_epi32(in.z, 23), kff);
    return in;
}

/* product_cut for 8 lanes: (mx * my) >> 20 with the 20 bits below folded into a sticky LSB - the high part by two
 * 32x32->64 multiplies (even and odd lanes), the sticky bit from the low 32 bits of the product. */
TARGET_V3 static inline __attribute__((always_inline)) __m256i product_cut_x8_v3(__m256i mx, __m256i my, __m256i one)
{
    __m256i nost = _mm256_cmpeq_epi32(_mm256_slli_epi32(_mm256_mullo_epi32(mx, my), 12), _mm256_setzero_si256());
    __m256i pev = _mm256_srli_epi64(_mm256_mul_epu32(mx, my), 20);
    __m256i pod = _mm256_slli_epi64(_mm256_mul_epu32(_mm256_srli_epi64(mx, 32), _mm256_srli_epi64(my, 32)), 12);
    return _mm256_or_si256(_mm256_blend_epi32(pev, pod, 0xAA), _mm256_andnot_si256(nost, one));
}

/* align for 8 lanes: the term with the smaller exponent goes right, semi-sticky; both terms are below 2^29, so a
 * shift clamped to 31 loses everything a longer one would. */
TARGET_V3 static inline __attribute__((always_inline)) void align_x8_v3(const uint32_t (*kt)[8], __m256i pm, __m256i pe,
                                                                      __m256i zm, __m256i ez, __m256i *pa, __m256i *za,
                                                                      __m256i *re)
{
    const __m256i zero = _mm256_setzero_si256();
    __m256i dd = _mm256_sub_epi32(pe, ez);
    __m256i pf = _mm256_cmpgt_epi32(dd, K(K_ONES)); /* the product's exponent is the larger (or equal) */
    __m256i sh = _mm256_min_epu32(_mm256_abs_epi32(dd), K(K_31));
    __m256i small = _mm256_blendv_epi8(pm, zm, pf);
    __m256i r = _mm256_srlv_epi32(small, sh);
    __m256i exact = _mm256_or_si256(_mm256_cmpeq_epi32(_mm256_sllv_epi32(r, sh), small), _mm256_cmpeq_epi32(r, zero));
    r = _mm256_or_si256(r, _mm256_andnot_si256(exact, K(K_ONE)));
    *pa = _mm256_blendv_epi8(r, pm, pf);
    *za = _mm256_blendv_epi8(zm, r, pf);
    *re = _mm256_blendv_epi8(ez, pe, pf);
}

/* The normalisation count n = 5 - clz(rm) of every lane, exact for any rm (`r_zero`: the lanes where rm is 0, counted
 * as 1): a binary search on the high bits (unsigned: a shifted value may reach bit 31). */
TARGET_V3 static inline __attribute__((always_inline)) __m256i norm_count_x8_v3(const uint32_t (*kt)[8], __m256i rm,
                                                                              __m256i r_zero)
{
    const __m256i zero = _mm256_setzero_si256();
    __m256i v = _mm256_or_si256(rm, _mm256_and_si256(r_zero, K(K_ONE))), lz = zero, t;
    static const int k_rows[4] = {K_16, K_8, K_4, K_2}; /* the step sh = 16 >> k, as a constant row */
#pragma GCC unroll 4
    for (int k = 0; k < 4; ++k) { /* the top sh bits all clear: count sh, shift them out */
        int sh = 16 >> k;
        t = _mm256_cmpeq_epi32(_mm256_srli_epi32(v, 32 - sh), zero);
        lz = _mm256_add_epi32(lz, _mm256_and_si256(t, K(k_rows[k])));
        v = _mm256_blendv_epi8(v, _mm256_slli_epi32(v, sh), t);
    }
    lz = _mm256_sub_epi32(lz, _mm256_cmpgt_epi32(v, K(K_ONES))); /* bit 31 still clear: one more */
    return _mm256_sub_epi32(K(K_5), lz);
}

/* norm_count_x8_v3 out of line, for fma_ordinary_x8_v3's rare branch (inlined, it cost the common path registers). */
TARGET_V3 static __attribute__((noinline)) __m256i norm_count_ool_x8_v3(__m256i rm, __m256i r_zero)
{
    return norm_count_x8_v3(fma_x8_consts(), rm, r_zero);
}

/* The AVX2 form of fma_ordinary for 8 lanes, written with intrinsics: GCC's vectorisation of the C above spends
 * about a third more instructions (0/1 booleans turned into masks and back, spilled constants, a separate pass
 * for fma_operands_ordinary). Same cases, same arithmetic, one pass; the product's high part by two 32x32->64
 * multiplies (even and odd lanes), its sticky bit from the low 32 bits of the product (vpmulld). The normalisation
 * count is a compare ladder over 2^23..2^28 (n = -3..2), and in a group where a sum cancelled below 2^23 (mixed
 * signs: x - y for close x and y) the exact count of norm_count_x8_v3 for every lane - handing such lanes to the scalar
 * or the full form made mixed-sign data about 1.5x slower. A sum of zero, an exponent leaving 1..254 and special
 * operands are the lanes this form does not cover. Returns those lanes (bit l = lane l of the 8); their d[] is not
 * final. */
TARGET_V3 static inline __attribute__((always_inline)) unsigned fma_ordinary_x8_v3(const uint32_t *a, const uint32_t *b,
                                                                                 const uint32_t *c, uint32_t *d,
                                                                                 int wh)
{
    const uint32_t(*kt)[8] = fma_x8_consts();
    const __m256i zero = _mm256_setzero_si256(), one = K(K_ONE), ones = K(K_ONES);
    const __m256i kff = K(K_FF), kman = K(K_MAN), khid = K(K_HID), ksign = K(K_SIGN);
    fma_in_x8_t in = fma_load_x8_v3(a, b, c, kff);
    __m256i x = in.x, y = in.y, z = in.z, ex = in.ex, ey = in.ey, ez = in.ez;
    /* a special operand (exponent field 255) or a product beyond the range (fma_operands_ordinary) in any lane: the
     * full form takes the group at once (data with Inf/NaN rarely has just one such lane) */
    __m256i exy = _mm256_add_epi32(ex, ey);
    __m256i emax = _mm256_max_epu32(_mm256_max_epu32(ex, ey), ez);
    __m256i special = _mm256_or_si256(_mm256_cmpeq_epi32(emax, kff), _mm256_cmpgt_epi32(exy, K(K_381)));
    if (!_mm256_testz_si256(special, special)) {
        return 0xFFu;
    }
    __m256i mx = _mm256_or_si256(_mm256_and_si256(x, kman), khid);
    __m256i my = _mm256_or_si256(_mm256_and_si256(y, kman), khid);
    __m256i ez0 = _mm256_cmpeq_epi32(ez, zero); /* a zero or denormal addend counts as zero */
    __m256i zm = _mm256_slli_epi32(_mm256_andnot_si256(ez0, _mm256_or_si256(_mm256_and_si256(z, kman), khid)), 3);
    __m256i sxy = _mm256_xor_si256(x, y);
    __m256i ps = _mm256_and_si256(sxy, ksign), zs = _mm256_and_si256(z, ksign);
    __m256i pm = product_cut_x8_v3(mx, my, one);
    __m256i pe = _mm256_sub_epi32(exy, K(K_127));
    __m256i gone = _mm256_or_si256(_mm256_cmpeq_epi32(_mm256_min_epu32(ex, ey), zero), _mm256_cmpgt_epi32(zero, pe));
    __m256i gone_res = wh ? _mm256_andnot_si256(ez0, z) : _mm256_blendv_epi8(z, _mm256_and_si256(zs, ps), ez0);
    __m256i pa, za, re;
    align_x8_v3(kt, pm, pe, zm, ez, &pa, &za, &re);
    /* signed add (both terms are below 2^29, so signed compares and abs are exact) */
    __m256i effsub = _mm256_srai_epi32(_mm256_xor_si256(sxy, z), 31);
    __m256i rs = _mm256_blendv_epi8(ps, zs, _mm256_cmpgt_epi32(za, pa));
    __m256i rm = _mm256_blendv_epi8(_mm256_add_epi32(pa, za), _mm256_abs_epi32(_mm256_sub_epi32(pa, za)), effsub);
    /* n = 5 - clz(rm): a compare ladder for 2^23 <= rm < 2^29 (no more than 3 bits cancelled); if a lane whose product
     * does not vanish cancelled more, the exact count for every lane of the group (a sum of zero stays uncovered) */
    __m256i n = K(K_M3);
    for (int k = 24; k <= 28; ++k) {
        n = _mm256_sub_epi32(n, _mm256_cmpgt_epi32(rm, K(K_2P24M1 + k - 24)));
    }
    __m256i low = _mm256_andnot_si256(gone, _mm256_cmpgt_epi32(K(K_2P23), rm));
    if (!_mm256_testz_si256(low, low)) {
        low = _mm256_cmpeq_epi32(rm, zero);
        n = norm_count_ool_x8_v3(rm, low);
    }
    __m256i re2 = _mm256_add_epi32(re, n);
    /* normalise: left by -n, or right by n with the arch's sticky bit (shift counts beyond 31 give 0) */
    __m256i rl = _mm256_sllv_epi32(rm, _mm256_sub_epi32(zero, n));
    __m256i rr = _mm256_srlv_epi32(rm, n);
    __m256i st = wh ? _mm256_and_si256(rm, one) /* only the lowest shifted-out bit (hardware bug) */
                    : _mm256_andnot_si256(_mm256_cmpeq_epi32(_mm256_and_si256(rm, _mm256_or_si256(n, one)), zero), one);
    __m256i rn = _mm256_blendv_epi8(rl, _mm256_or_si256(rr, st), _mm256_cmpgt_epi32(n, zero));
    /* pack, round to nearest even on the three low bits (a carry may bump the exponent) */
    __m256i rv = _mm256_add_epi32(_mm256_slli_epi32(re2, 23), _mm256_and_si256(_mm256_srli_epi32(rn, 3), kman));
    __m256i up = _mm256_cmpgt_epi32(
        _mm256_add_epi32(_mm256_and_si256(rn, K(K_7)), _mm256_and_si256(rv, one)), K(K_4));
    rv = _mm256_sub_epi32(rv, up);
    _mm256_storeu_si256((__m256i *)(void *)d, _mm256_blendv_epi8(_mm256_or_si256(rs, rv), gone_res, gone));
    /* lanes not covered (the product not vanishing): a sum of zero, or one whose exponent left 1..254 */
    __m256i in_range = _mm256_and_si256(_mm256_cmpgt_epi32(re2, zero), _mm256_cmpgt_epi32(K(K_255), re2));
    __m256i bad = _mm256_andnot_si256(gone, _mm256_or_si256(low, _mm256_xor_si256(in_range, ones)));
    return (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(bad));
}

/* The full form (fma_bh_bf / fma_wh_bf: every special case, any cancellation) for 8 lanes with intrinsics, for a
 * group the ordinary form does not cover - special operands are common where they occur at all (Wormhole code that
 * reads a MAD result a cycle early feeds Inf/NaN along); the C form vectorised by GCC took about twice as long.
 * The same steps as fma_bh_bf / fma_wh_bf, in the same order; the normalisation count is an exact binary search. */
TARGET_V3 static inline __attribute__((always_inline)) void fma_full_x8_v3(const uint32_t *a, const uint32_t *b,
                                                                         const uint32_t *c, uint32_t *d, int wh)
{
    const uint32_t(*kt)[8] = fma_x8_consts();
    const __m256i zero = _mm256_setzero_si256(), one = K(K_ONE), kff = K(K_FF), kman = K(K_MAN), khid = K(K_HID);
    const __m256i ksign = K(K_SIGN), kinf = K(K_INF);
    fma_in_x8_t in = fma_load_x8_v3(a, b, c, kff);
    __m256i x = in.x, y = in.y, z = in.z, ex = in.ex, ey = in.ey, ez = in.ez;
    /* mantissas with the implicit one; 0 for zero and denormal inputs */
    __m256i mx = _mm256_andnot_si256(_mm256_cmpeq_epi32(ex, zero), _mm256_or_si256(_mm256_and_si256(x, kman), khid));
    __m256i my = _mm256_andnot_si256(_mm256_cmpeq_epi32(ey, zero), _mm256_or_si256(_mm256_and_si256(y, kman), khid));
    __m256i mz = _mm256_andnot_si256(_mm256_cmpeq_epi32(ez, zero), _mm256_or_si256(_mm256_and_si256(z, kman), khid));
    __m256i ps = _mm256_and_si256(_mm256_xor_si256(x, y), ksign), zs = _mm256_and_si256(z, ksign);
    __m256i pm = product_cut_x8_v3(mx, my, one);
    __m256i pe = _mm256_sub_epi32(_mm256_add_epi32(ex, ey), K(K_127));
    __m256i zm = _mm256_slli_epi32(mz, 3);
    __m256i xs = _mm256_cmpeq_epi32(ex, kff), ys = _mm256_cmpeq_epi32(ey, kff), zsp = _mm256_cmpeq_epi32(ez, kff);
    __m256i xnan = _mm256_andnot_si256(_mm256_cmpeq_epi32(mx, khid), xs); /* exponent 255, mantissa not 0: NaN */
    __m256i ynan = _mm256_andnot_si256(_mm256_cmpeq_epi32(my, khid), ys);
    __m256i zinf = _mm256_and_si256(zsp, _mm256_cmpeq_epi32(mz, khid));
    __m256i znan = _mm256_andnot_si256(zinf, zsp);
    __m256i sdiff = _mm256_xor_si256(_mm256_cmpeq_epi32(zs, ps), K(K_ONES)); /* the signs differ */
    __m256i inf_times_zero = _mm256_or_si256(_mm256_and_si256(xs, _mm256_cmpeq_epi32(my, zero)),
                                             _mm256_and_si256(ys, _mm256_cmpeq_epi32(mx, zero)));
    __m256i pbig = _mm256_cmpgt_epi32(pe, K(K_254)); /* a finite product beyond FP32 */
    __m256i special, special_res, nan = zero, p_gone, p_gone_res;
    if (!wh) {
        __m256i invalid = _mm256_or_si256(_mm256_or_si256(_mm256_or_si256(xnan, ynan), znan),
                                          _mm256_or_si256(inf_times_zero,
                                                          _mm256_and_si256(_mm256_and_si256(zsp, _mm256_or_si256(xs, ys)),
                                                                           sdiff)));
        special = _mm256_or_si256(_mm256_or_si256(xs, ys), _mm256_or_si256(zsp, pbig));
        special_res = _mm256_blendv_epi8(_mm256_blendv_epi8(_mm256_or_si256(ps, kinf), z, zsp), K(K_BH_NAN), invalid);
        p_gone = _mm256_or_si256(_mm256_cmpeq_epi32(pm, zero), _mm256_cmpgt_epi32(zero, pe));
        p_gone_res = _mm256_blendv_epi8(z, _mm256_and_si256(zs, ps), _mm256_cmpeq_epi32(zm, zero));
    } else {
        __m256i prod_inf = _mm256_or_si256(_mm256_or_si256(xs, ys), pbig);
        special = _mm256_or_si256(prod_inf, zsp);
        __m256i nan_p = _mm256_or_si256(_mm256_or_si256(xnan, ynan),
                                        _mm256_or_si256(inf_times_zero, _mm256_and_si256(_mm256_and_si256(zinf, prod_inf),
                                                                                         sdiff)));
        __m256i sel_p = _mm256_and_si256(special, nan_p), sel_z = _mm256_andnot_si256(sel_p, _mm256_and_si256(special, znan));
        nan = _mm256_or_si256(_mm256_and_si256(sel_p, _mm256_or_si256(ps, K(K_WH_NAN))),
                              _mm256_and_si256(sel_z, _mm256_or_si256(zs, K(K_WH_NAN))));
        special_res = _mm256_blendv_epi8(_mm256_or_si256(ps, kinf), z, zsp);
        pe = _mm256_min_epi32(pe, K(K_255));
        p_gone = _mm256_or_si256(_mm256_cmpeq_epi32(pm, zero), _mm256_cmpgt_epi32(zero, pe));
        p_gone_res = _mm256_andnot_si256(_mm256_cmpeq_epi32(zm, zero), z); /* zeros are always +0 */
        pm = _mm256_andnot_si256(p_gone, pm);
        pe = _mm256_andnot_si256(p_gone, pe);
    }
    __m256i pa, za, re;
    align_x8_v3(kt, pm, pe, zm, ez, &pa, &za, &re);
    __m256i rs = _mm256_blendv_epi8(ps, zs, _mm256_cmpgt_epi32(za, pa));
    __m256i rm = _mm256_blendv_epi8(_mm256_add_epi32(pa, za), _mm256_abs_epi32(_mm256_sub_epi32(pa, za)), sdiff);
    __m256i r_zero = _mm256_cmpeq_epi32(rm, zero);
    __m256i n = norm_count_x8_v3(kt, rm, r_zero);
    __m256i re2 = _mm256_add_epi32(re, n);
    /* BH: re2 <= 0 takes one extra bit of shift at exponent 0; WH: re2 < 0 is flushed, exponent 0 rounds as it is */
    __m256i below = wh ? _mm256_cmpgt_epi32(zero, re2) : _mm256_cmpgt_epi32(one, re2);
    __m256i n2 = wh ? n : _mm256_sub_epi32(n, below);
    __m256i re3 = _mm256_andnot_si256(below, re2);
    __m256i rl = _mm256_sllv_epi32(rm, _mm256_sub_epi32(zero, n2));
    __m256i st = wh ? _mm256_and_si256(rm, one)
                    : _mm256_andnot_si256(_mm256_cmpeq_epi32(_mm256_and_si256(rm, _mm256_or_si256(n2, one)), zero), one);
    __m256i rr = _mm256_or_si256(_mm256_srlv_epi32(rm, n2), st);
    __m256i rn = _mm256_blendv_epi8(rl, rr, _mm256_cmpgt_epi32(n2, zero));
    __m256i rv = _mm256_add_epi32(_mm256_slli_epi32(re3, 23), _mm256_and_si256(_mm256_srli_epi32(rn, 3), kman));
    __m256i up = _mm256_cmpgt_epi32(_mm256_add_epi32(_mm256_and_si256(rn, K(K_7)), _mm256_and_si256(rv, one)), K(K_4));
    rv = _mm256_sub_epi32(rv, up);
    __m256i over = _mm256_cmpgt_epi32(re2, K(K_254));
    __m256i res;
    if (!wh) {
        rv = _mm256_andnot_si256(_mm256_cmpeq_epi32(_mm256_srli_epi32(rv, 23), zero), rv); /* denormal: flushed */
        res = _mm256_or_si256(rs, rv);
        res = _mm256_blendv_epi8(res, _mm256_or_si256(rs, kinf), over);
        res = _mm256_blendv_epi8(res, _mm256_and_si256(zs, ps), r_zero);
        res = _mm256_blendv_epi8(res, p_gone_res, p_gone);
        res = _mm256_blendv_epi8(res, special_res, special);
    } else {
        __m256i no_nan = _mm256_cmpeq_epi32(nan, zero);
        __m256i ns = _mm256_blendv_epi8(nan, rs, no_nan); /* has_nan ? nan : rs */
        res = _mm256_or_si256(ns, rv);
        __m256i flushed = _mm256_or_si256(below, _mm256_cmpeq_epi32(_mm256_srli_epi32(rv, 23), zero));
        res = _mm256_blendv_epi8(res, nan, flushed); /* denormal before or after rounding: +0 or the NaN */
        res = _mm256_blendv_epi8(res, _mm256_blendv_epi8(nan, _mm256_or_si256(rs, kinf), no_nan), over);
        res = _mm256_blendv_epi8(res, nan, r_zero);
        res = _mm256_blendv_epi8(res, p_gone_res, _mm256_and_si256(p_gone, no_nan));
        res = _mm256_blendv_epi8(res, special_res, _mm256_and_si256(special, no_nan));
    }
    _mm256_storeu_si256((__m256i *)(void *)d, res);
}
TARGET_V3 static void fma_bh_full_x8_v3(const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *d)
{
    fma_full_x8_v3(a, b, c, d, 0);
}
TARGET_V3 static void fma_wh_full_x8_v3(const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *d)
{
    fma_full_x8_v3(a, b, c, d, 1);
}

/* The lanes `bad` (bit l: lane g + l) of a group that the ordinary form left: one or two of them by the scalar form
 * (an exact cancellation here and there), more by `full_group` (a statement: the full form for the whole group). */
#define FMA_FIX_GROUP(bad, g, full_group, scalar)                                                                      \
    if (__builtin_popcount(bad) > 2) {                                                                                 \
        full_group;                                                                                                    \
    } else {                                                                                                           \
        for (; bad != 0; bad &= bad - 1) {                                                                             \
            unsigned l = (g) + (unsigned)__builtin_ctz(bad);                                                           \
            d[l] = scalar(a[l], b[l], c[l]);                                                                           \
        }                                                                                                              \
    }

/* 32 lanes, 8 at a time through fma_ordinary_x8_v3, the lanes it does not cover recomputed. */
#define FMA_X32_BODY_V3(full, scalar, wh)                                                                              \
    for (unsigned g = 0; g < 32; g += 8) {                                                                             \
        unsigned bad = fma_ordinary_x8_v3(a + g, b + g, c + g, d + g, wh);                                             \
        FMA_FIX_GROUP(bad, g, full(a + g, b + g, c + g, d + g), scalar)                                                \
    }

/* ---- AVX-512: 16 lanes per operation, lane conditions in mask registers, vplzcntd for the normalisation count.
 * The helpers below are the steps the ordinary and the full form share. ---- */

/* 16 lanes of each operand and their exponent fields (fma_load_x8_v3's twin). */
typedef struct fma_in_x16 {
    __m512i x, y, z, ex, ey, ez;
} fma_in_x16_t;
TARGET_V4 static inline __attribute__((always_inline)) fma_in_x16_t fma_load_x16_v4(const uint32_t *a,
                                                                                  const uint32_t *b, const uint32_t *c,
                                                                                  __m512i kff)
{
    fma_in_x16_t in;
    in.x = _mm512_loadu_si512((const void *)a);
    in.y = _mm512_loadu_si512((const void *)b);
    in.z = _mm512_loadu_si512((const void *)c);
    in.ex = _mm512_and_si512(_mm512_srli_epi32(in.x, 23), kff);
    in.ey = _mm512_and_si512(_mm512_srli_epi32(in.y, 23), kff);
    in.ez = _mm512_and_si512(_mm512_srli_epi32(in.z, 23), kff);
    return in;
}

/* product_cut for 16 lanes: (mx * my) >> 20 (even and odd lanes by 32x32->64 multiplies) with the 20 bits below
 * folded into a sticky LSB (from the low 32 bits of the product). */
TARGET_V4 static inline __attribute__((always_inline)) __m512i product_cut_x16_v4(const uint32_t (*kt)[8], __m512i mx,
                                                                                __m512i my)
{
    __mmask16 sticky = _mm512_test_epi32_mask(_mm512_mullo_epi32(mx, my), KB(K_2P20M1));
    __m512i pev = _mm512_srli_epi64(_mm512_mul_epu32(mx, my), 20);
    __m512i pod = _mm512_slli_epi64(_mm512_mul_epu32(_mm512_srli_epi64(mx, 32), _mm512_srli_epi64(my, 32)), 12);
    __m512i pm = _mm512_mask_blend_epi32((__mmask16)0xAAAAu, pev, pod);
    return _mm512_mask_or_epi32(pm, sticky, pm, KB(K_ONE));
}

/* align for 16 lanes: the term with the smaller exponent goes right by the difference (clamped to 31: both terms
 * are below 2^29), semi-sticky (the lost bits set the LSB only if something is left). */
TARGET_V4 static inline __attribute__((always_inline)) void align_x16_v4(const uint32_t (*kt)[8], __m512i pm,
                                                                       __m512i pe, __m512i zm, __m512i ez, __m512i *pa,
                                                                       __m512i *za, __m512i *re)
{
    __m512i dd = _mm512_sub_epi32(pe, ez);
    __mmask16 pf = _mm512_cmpge_epi32_mask(dd, _mm512_setzero_si512()); /* the product's exponent is the larger */
    __m512i sh = _mm512_min_epu32(_mm512_abs_epi32(dd), KB(K_31));
    __m512i small = _mm512_mask_blend_epi32(pf, pm, zm);
    __m512i r = _mm512_srlv_epi32(small, sh);
    __mmask16 inexact = _mm512_cmpneq_epi32_mask(_mm512_sllv_epi32(r, sh), small) & _mm512_test_epi32_mask(r, r);
    r = _mm512_mask_or_epi32(r, inexact, r, KB(K_ONE));
    *pa = _mm512_mask_blend_epi32(pf, r, pm);
    *za = _mm512_mask_blend_epi32(pf, zm, r);
    *re = _mm512_mask_blend_epi32(pf, ez, pe);
}

/* Pack the normalised magnitude rn at exponent field re (1.26 with G, R, S in the low 3 bits) and round to nearest
 * even on those bits; a carry may bump the exponent. */
TARGET_V4 static inline __attribute__((always_inline)) __m512i pack_round_x16_v4(const uint32_t (*kt)[8], __m512i re,
                                                                               __m512i rn)
{
    const __m512i one = KB(K_ONE);
    __m512i rv = _mm512_add_epi32(_mm512_slli_epi32(re, 23), _mm512_and_si512(_mm512_srli_epi32(rn, 3), KB(K_MAN)));
    __mmask16 up = _mm512_cmpgt_epi32_mask(_mm512_add_epi32(_mm512_and_si512(rn, KB(K_7)), _mm512_and_si512(rv, one)),
                                           KB(K_4));
    return _mm512_mask_add_epi32(rv, up, rv, one);
}

/* The AVX-512 form of fma_ordinary for 16 lanes, written with intrinsics: GCC's vectorisation of the C form spent
 * about three times the instructions (0/1 booleans turned into masks and back, a separate pass for
 * fma_operands_ordinary, a horizontal reduction of the lanes' ok bits). The same cases and arithmetic as
 * fma_ordinary_x8_v3; the normalisation count is exact for any cancellation, so only a sum of zero, an exponent
 * leaving 1..254 and special operands are left to the caller. Returns those lanes (bit l = lane l of the 16, all of
 * them when any operand is special); their d[] is not final. */
TARGET_V4 static inline __attribute__((always_inline)) unsigned fma_ordinary_x16_v4(const uint32_t *a,
                                                                                  const uint32_t *b, const uint32_t *c,
                                                                                  uint32_t *d, int wh)
{
    const uint32_t(*kt)[8] = fma_x8_consts();
    const __m512i zero = _mm512_setzero_si512(), one = KB(K_ONE), kff = KB(K_FF);
    const __m512i kman = KB(K_MAN), khid = KB(K_HID), ksign = KB(K_SIGN);
    fma_in_x16_t in = fma_load_x16_v4(a, b, c, kff);
    __m512i x = in.x, y = in.y, z = in.z, ex = in.ex, ey = in.ey, ez = in.ez;
    /* a special operand or a product beyond the range in any lane (fma_operands_ordinary): the full form */
    __m512i exy = _mm512_add_epi32(ex, ey);
    __m512i emax = _mm512_max_epu32(_mm512_max_epu32(ex, ey), ez);
    if ((__mmask16)(_mm512_cmpeq_epi32_mask(emax, kff) | _mm512_cmpgt_epi32_mask(exy, KB(K_381))) != 0) {
        return 0xFFFFu;
    }
    /* (A & B) | C in one vpternlogd: the mantissas with the implicit one */
    __m512i mx = _mm512_ternarylogic_epi32(x, kman, khid, 0xEA), my = _mm512_ternarylogic_epi32(y, kman, khid, 0xEA);
    __mmask16 ez0 = _mm512_cmpeq_epi32_mask(ez, zero); /* a zero or denormal addend counts as zero */
    __m512i mz = _mm512_maskz_mov_epi32((__mmask16)~ez0, _mm512_ternarylogic_epi32(z, kman, khid, 0xEA));
    __m512i zm = _mm512_slli_epi32(mz, 3);
    __m512i sxy = _mm512_xor_si512(x, y);
    __m512i ps = _mm512_and_si512(sxy, ksign), zs = _mm512_and_si512(z, ksign);
    __m512i pm = product_cut_x16_v4(kt, mx, my);
    __m512i pe = _mm512_sub_epi32(exy, KB(K_127));
    __mmask16 gone = _mm512_cmpeq_epi32_mask(_mm512_min_epu32(ex, ey), zero) | _mm512_cmplt_epi32_mask(pe, zero);
    __m512i gone_res = wh ? _mm512_maskz_mov_epi32((__mmask16)~ez0, z)
                          : _mm512_mask_blend_epi32(ez0, z, _mm512_and_si512(zs, ps));
    __m512i pa, za, re;
    align_x16_v4(kt, pm, pe, zm, ez, &pa, &za, &re);
    /* signed add (both terms below 2^29) */
    __mmask16 effsub = _mm512_cmplt_epi32_mask(_mm512_xor_si512(sxy, z), zero);
    __m512i rs = _mm512_mask_blend_epi32(_mm512_cmpgt_epi32_mask(za, pa), ps, zs);
    __m512i rm = _mm512_mask_blend_epi32(effsub, _mm512_add_epi32(pa, za), _mm512_abs_epi32(_mm512_sub_epi32(pa, za)));
    /* normalise: n = 5 - clz(rm); left by -n, or right by n with the arch's sticky bit */
    __m512i n = _mm512_sub_epi32(KB(K_5), _mm512_lzcnt_epi32(rm));
    __m512i re2 = _mm512_add_epi32(re, n);
    __mmask16 right = _mm512_cmpgt_epi32_mask(n, zero);
    __m512i rn = _mm512_sllv_epi32(rm, _mm512_sub_epi32(zero, n));
    __m512i rr = _mm512_srlv_epi32(rm, n);
    if (wh) {
        rr = _mm512_ternarylogic_epi32(rr, rm, one, 0xF8); /* rr | (rm & 1): only the lowest lost bit (hardware bug) */
    } else {
        rr = _mm512_mask_or_epi32(rr, _mm512_test_epi32_mask(rm, _mm512_or_si512(n, one)), rr, one);
    }
    rn = _mm512_mask_mov_epi32(rn, right, rr);
    __m512i rv = pack_round_x16_v4(kt, re2, rn);
    _mm512_storeu_si512((void *)d, _mm512_mask_blend_epi32(gone, _mm512_or_si512(rs, rv), gone_res));
    /* lanes not covered (the product not vanishing): a sum of zero, or an exponent that left 1..254 */
    __mmask16 in_range = _mm512_cmplt_epu32_mask(_mm512_sub_epi32(re2, one), KB(K_254));
    __mmask16 nz = _mm512_test_epi32_mask(rm, rm);
    return (unsigned)(__mmask16)(~gone & ~(nz & in_range));
}

/* The full form (fma_bh_bf / fma_wh_bf: every special case, any cancellation) for 16 lanes with intrinsics, for a
 * group the ordinary form does not cover - special operands are common where they occur at all (Wormhole code that
 * reads a MAD result a cycle early feeds Inf/NaN along): GCC's vectorisation of the C form took about twice as long.
 * The same steps as fma_full_x8_v3, in mask registers. */
TARGET_V4 static inline __attribute__((always_inline)) void fma_full_x16_v4(const uint32_t *a, const uint32_t *b,
                                                                          const uint32_t *c, uint32_t *d, int wh)
{
    const uint32_t(*kt)[8] = fma_x8_consts();
    const __m512i zero = _mm512_setzero_si512(), one = KB(K_ONE), kff = KB(K_FF), kman = KB(K_MAN), khid = KB(K_HID);
    const __m512i ksign = KB(K_SIGN), kinf = KB(K_INF);
    fma_in_x16_t in = fma_load_x16_v4(a, b, c, kff);
    __m512i x = in.x, y = in.y, z = in.z, ex = in.ex, ey = in.ey, ez = in.ez;
    /* mantissas with the implicit one; 0 for zero and denormal inputs */
    __m512i mx = _mm512_maskz_mov_epi32(_mm512_test_epi32_mask(ex, ex), _mm512_ternarylogic_epi32(x, kman, khid, 0xEA));
    __m512i my = _mm512_maskz_mov_epi32(_mm512_test_epi32_mask(ey, ey), _mm512_ternarylogic_epi32(y, kman, khid, 0xEA));
    __m512i mz = _mm512_maskz_mov_epi32(_mm512_test_epi32_mask(ez, ez), _mm512_ternarylogic_epi32(z, kman, khid, 0xEA));
    __m512i ps = _mm512_and_si512(_mm512_xor_si512(x, y), ksign), zs = _mm512_and_si512(z, ksign);
    __m512i pm = product_cut_x16_v4(kt, mx, my);
    __m512i pe = _mm512_sub_epi32(_mm512_add_epi32(ex, ey), KB(K_127));
    __m512i zm = _mm512_slli_epi32(mz, 3);
    __mmask16 xs = _mm512_cmpeq_epi32_mask(ex, kff), ys = _mm512_cmpeq_epi32_mask(ey, kff);
    __mmask16 zsp = _mm512_cmpeq_epi32_mask(ez, kff);
    __mmask16 xnan = xs & _mm512_cmpneq_epi32_mask(mx, khid); /* exponent 255, mantissa not 0: NaN */
    __mmask16 ynan = ys & _mm512_cmpneq_epi32_mask(my, khid);
    __mmask16 zinf = zsp & _mm512_cmpeq_epi32_mask(mz, khid), znan = zsp & (__mmask16)~zinf;
    __mmask16 sdiff = _mm512_cmpneq_epi32_mask(zs, ps); /* the signs differ */
    __mmask16 inf_times_zero = (xs & _mm512_cmpeq_epi32_mask(my, zero)) | (ys & _mm512_cmpeq_epi32_mask(mx, zero));
    __mmask16 pbig = _mm512_cmpgt_epi32_mask(pe, KB(K_254)); /* a finite product beyond FP32 */
    __mmask16 special, p_gone;
    __m512i special_res, nan = zero, p_gone_res;
    if (!wh) {
        __mmask16 invalid = xnan | ynan | znan | inf_times_zero | (zsp & (xs | ys) & sdiff);
        special = xs | ys | zsp | pbig;
        special_res = _mm512_mask_blend_epi32(invalid, _mm512_mask_blend_epi32(zsp, _mm512_or_si512(ps, kinf), z),
                                              KB(K_BH_NAN));
        p_gone = _mm512_cmpeq_epi32_mask(pm, zero) | _mm512_cmplt_epi32_mask(pe, zero);
        p_gone_res = _mm512_mask_blend_epi32(_mm512_cmpeq_epi32_mask(zm, zero), z, _mm512_and_si512(zs, ps));
    } else {
        __mmask16 prod_inf = xs | ys | pbig;
        special = prod_inf | zsp;
        __mmask16 nan_p = xnan | ynan | inf_times_zero | (zinf & prod_inf & sdiff);
        __mmask16 sel_p = special & nan_p, sel_z = (__mmask16)~sel_p & special & znan;
        nan = _mm512_maskz_mov_epi32(sel_p, _mm512_or_si512(ps, KB(K_WH_NAN)));
        nan = _mm512_mask_mov_epi32(nan, sel_z, _mm512_or_si512(zs, KB(K_WH_NAN)));
        special_res = _mm512_mask_blend_epi32(zsp, _mm512_or_si512(ps, kinf), z);
        pe = _mm512_min_epi32(pe, KB(K_255));
        p_gone = _mm512_cmpeq_epi32_mask(pm, zero) | _mm512_cmplt_epi32_mask(pe, zero);
        p_gone_res = _mm512_maskz_mov_epi32(_mm512_test_epi32_mask(zm, zm), z); /* zeros are always +0 */
        pm = _mm512_maskz_mov_epi32((__mmask16)~p_gone, pm);
        pe = _mm512_maskz_mov_epi32((__mmask16)~p_gone, pe);
    }
    __m512i pa, za, re;
    align_x16_v4(kt, pm, pe, zm, ez, &pa, &za, &re);
    __m512i rs = _mm512_mask_blend_epi32(_mm512_cmpgt_epi32_mask(za, pa), ps, zs);
    __m512i rm = _mm512_mask_blend_epi32(sdiff, _mm512_add_epi32(pa, za), _mm512_abs_epi32(_mm512_sub_epi32(pa, za)));
    __mmask16 r_zero = _mm512_cmpeq_epi32_mask(rm, zero);
    /* n = 5 - clz(rm), a zero sum counted as 1 (as the C form; its lanes are replaced below) */
    __m512i n = _mm512_sub_epi32(KB(K_5), _mm512_lzcnt_epi32(_mm512_mask_or_epi32(rm, r_zero, rm, one)));
    __m512i re2 = _mm512_add_epi32(re, n);
    /* BH: re2 <= 0 takes one extra bit of shift at exponent 0; WH: re2 < 0 is flushed, exponent 0 rounds as it is */
    __mmask16 below = wh ? _mm512_cmplt_epi32_mask(re2, zero) : _mm512_cmplt_epi32_mask(re2, one);
    __m512i n2 = wh ? n : _mm512_mask_add_epi32(n, below, n, one);
    __m512i re3 = _mm512_maskz_mov_epi32((__mmask16)~below, re2);
    __m512i rl = _mm512_sllv_epi32(rm, _mm512_sub_epi32(zero, n2));
    __m512i st = wh ? _mm512_and_si512(rm, one)
                    : _mm512_maskz_mov_epi32(_mm512_test_epi32_mask(rm, _mm512_or_si512(n2, one)), one);
    __m512i rr = _mm512_or_si512(_mm512_srlv_epi32(rm, n2), st);
    __m512i rn = _mm512_mask_blend_epi32(_mm512_cmpgt_epi32_mask(n2, zero), rl, rr);
    __m512i rv = pack_round_x16_v4(kt, re3, rn);
    __mmask16 over = _mm512_cmpgt_epi32_mask(re2, KB(K_254));
    __mmask16 normal = _mm512_test_epi32_mask(rv, KB(K_INF)); /* not denormal after rounding */
    __m512i res;
    if (!wh) {
        res = _mm512_or_si512(rs, _mm512_maskz_mov_epi32(normal, rv)); /* denormal: flushed, sign kept */
        res = _mm512_mask_mov_epi32(res, over, _mm512_or_si512(rs, kinf));
        res = _mm512_mask_mov_epi32(res, r_zero, _mm512_and_si512(zs, ps));
        res = _mm512_mask_mov_epi32(res, p_gone, p_gone_res);
        res = _mm512_mask_mov_epi32(res, special, special_res);
    } else {
        __mmask16 no_nan = _mm512_cmpeq_epi32_mask(nan, zero);
        res = _mm512_or_si512(_mm512_mask_blend_epi32(no_nan, nan, rs), rv);
        res = _mm512_mask_mov_epi32(res, below | (__mmask16)~normal, nan); /* denormal before or after rounding */
        res = _mm512_mask_mov_epi32(res, over, _mm512_mask_blend_epi32(no_nan, nan, _mm512_or_si512(rs, kinf)));
        res = _mm512_mask_mov_epi32(res, r_zero, nan);
        res = _mm512_mask_mov_epi32(res, p_gone & no_nan, p_gone_res);
        res = _mm512_mask_mov_epi32(res, special & no_nan, special_res);
    }
    _mm512_storeu_si512((void *)d, res);
}

/* 32 lanes, both 16-lane groups through fma_ordinary_x16_v4 first (independent work for the out-of-order core), the
 * lanes it does not cover recomputed - more than two of a group by fma_full_x16_v4. */
#define FMA_X32_BODY_V4(scalar, wh)                                                                                    \
    unsigned bad2 = fma_ordinary_x16_v4(a, b, c, d, wh);                                                               \
    bad2 |= fma_ordinary_x16_v4(a + 16, b + 16, c + 16, d + 16, wh) << 16;                                             \
    if (__builtin_expect(bad2 == 0, 1)) {                                                                              \
        return;                                                                                                        \
    }                                                                                                                  \
    for (unsigned g = 0; g < 32; g += 16) {                                                                            \
        unsigned bad = (bad2 >> g) & 0xFFFFu;                                                                          \
        FMA_FIX_GROUP(bad, g, fma_full_x16_v4(a + g, b + g, c + g, d + g, wh), scalar)                                 \
    }

TARGET_V4 static void fma_bh_x32_v4(const uint32_t *restrict a, const uint32_t *restrict b,
                                    const uint32_t *restrict c, uint32_t *restrict d)
{
    FMA_X32_BODY_V4(sfpu_lane_fma_bh, 0)
}
TARGET_V3 static void fma_bh_x32_v3(const uint32_t *restrict a, const uint32_t *restrict b,
                                    const uint32_t *restrict c, uint32_t *restrict d)
{
    FMA_X32_BODY_V3(fma_bh_full_x8_v3, sfpu_lane_fma_bh, 0)
}
TARGET_V4 static void fma_wh_x32_v4(const uint32_t *restrict a, const uint32_t *restrict b,
                                    const uint32_t *restrict c, uint32_t *restrict d)
{
    FMA_X32_BODY_V4(sfpu_lane_fma_wh, 1)
}
TARGET_V3 static void fma_wh_x32_v3(const uint32_t *restrict a, const uint32_t *restrict b,
                                    const uint32_t *restrict c, uint32_t *restrict d)
{
    FMA_X32_BODY_V3(fma_wh_full_x8_v3, sfpu_lane_fma_wh, 1)
}
#endif
static void fma_bh_x32_base(const uint32_t *restrict a, const uint32_t *restrict b, const uint32_t *restrict c,
                            uint32_t *restrict d)
{
    FMA_X32_BODY(fma_bh_bf, 0)
}
static void fma_wh_x32_base(const uint32_t *restrict a, const uint32_t *restrict b, const uint32_t *restrict c,
                            uint32_t *restrict d)
{
    FMA_X32_BODY(fma_wh_bf, 1)
}

/* 2: AVX-512 (F, CD, VL, BW, DQ), 1: AVX2, 0: baseline. __builtin_cpu_supports reads a table libgcc fills
 * before main; the answer never changes, so asking at every call costs a few loads. */
static int fma_level(void)
{
#if FMA_MULTIVERSION
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512cd") &&
        __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512dq")) {
        return 2;
    }
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2")) {
        return 1;
    }
#endif
    return 0;
}

int sfpu_lane_fma_x32_variant(bool wh, int variant, const uint32_t *restrict a, const uint32_t *restrict b,
                              const uint32_t *restrict c, uint32_t *restrict d)
{
    int level = fma_level();
    if (variant < level) {
        level = variant < 0 ? 0 : variant;
    }
#if FMA_MULTIVERSION
    if (level == 2) {
        (wh ? fma_wh_x32_v4 : fma_bh_x32_v4)(a, b, c, d);
        return 2;
    }
    if (level == 1) {
        (wh ? fma_wh_x32_v3 : fma_bh_x32_v3)(a, b, c, d);
        return 1;
    }
#endif
    (wh ? fma_wh_x32_base : fma_bh_x32_base)(a, b, c, d);
    return 0;
}

sfpu_lane_fma_x32_fn sfpu_lane_fma_x32_best(bool wh)
{
#if FMA_MULTIVERSION
    int level = fma_level();
    if (level == 2) {
        return wh ? fma_wh_x32_v4 : fma_bh_x32_v4;
    }
    if (level == 1) {
        return wh ? fma_wh_x32_v3 : fma_bh_x32_v3;
    }
#endif
    return wh ? fma_wh_x32_base : fma_bh_x32_base;
}

void sfpu_lane_fma_bh_x32(const uint32_t *restrict a, const uint32_t *restrict b, const uint32_t *restrict c,
                          uint32_t *restrict d)
{
    (void)sfpu_lane_fma_x32_variant(false, 2, a, b, c, d);
}

void sfpu_lane_fma_wh_x32(const uint32_t *restrict a, const uint32_t *restrict b, const uint32_t *restrict c,
                          uint32_t *restrict d)
{
    (void)sfpu_lane_fma_x32_variant(true, 2, a, b, c, d);
}
