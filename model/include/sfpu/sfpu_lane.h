/* sfpu_lane.h - pure, bit-exact lane arithmetic on uint32_t bit patterns. No state, no host float.
 * Spec: spec digest sections 4.5 (PRNG), 5 (SFPARECIP), 6.1 (Dst encodings), 6.3-6.4 (load/store
 * conversions), 6.6 (MAD family, tt-isa-documentation Miscellaneous/FMA). Valid C11 and C++17. */
#pragma once
#include <stdbool.h>
#include <stdint.h>

#include "sfpu/sfpu_export.h"

#ifdef __cplusplus
extern "C" {
#endif
SFPU_API_BEGIN

/* ---- FMA (lane/fma.c): a * b + c with each architecture's rounding ---- */
uint32_t sfpu_lane_fma_bh(uint32_t a, uint32_t b, uint32_t c); /* Blackhole A0 */
uint32_t sfpu_lane_fma_wh(uint32_t a, uint32_t b, uint32_t c); /* Wormhole B0 */
/* The same for 32 lanes at once (d[L] = a[L] * b[L] + c[L]): identical results, vectorisable. */
void sfpu_lane_fma_bh_x32(const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *d);
void sfpu_lane_fma_wh_x32(const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *d);
/* The best 32-lane form of this CPU for an arch (one of the variants below), to look up once and call often. */
typedef void (*sfpu_lane_fma_x32_fn)(const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *d);
sfpu_lane_fma_x32_fn sfpu_lane_fma_x32_best(bool wh);
/* For tests: the same with the code variant capped (2: AVX-512, 1: AVX2, 0: baseline C); runs the best variant
 * at or below `variant` that this CPU and build have, and returns which one ran. */
int sfpu_lane_fma_x32_variant(bool wh, int variant, const uint32_t *a, const uint32_t *b, const uint32_t *c,
                              uint32_t *d);

/* ---- Dst in-register layouts (lane/convert.c), spec digest 6.1 ---- */
uint32_t sfpu_lane_dst_decode_bf16(uint32_t x); /* 16-bit Dst datum -> BF16 bits */
uint32_t sfpu_lane_dst_encode_bf16(uint32_t x);
uint32_t sfpu_lane_dst_decode_fp16(uint32_t x); /* 16-bit Dst datum -> FP16 bits */
uint32_t sfpu_lane_dst_encode_fp16(uint32_t x);
uint32_t sfpu_lane_dst_decode_fp32(uint32_t x); /* 32-bit Dst datum -> FP32 bits */
uint32_t sfpu_lane_dst_encode_fp32(uint32_t x);

/* ---- SFPLOAD / SFPSTORE per-Mod0 conversions (lane/convert.c), spec digest 6.3-6.4 ----
 * Load: 16-bit (or 32-bit) raw Dst datum -> LReg bits. Store: LReg bits -> raw Dst datum. */
uint32_t sfpu_lane_load_fp16(uint32_t d, bool enable_fp16a_inf); /* MOD0_FMT_FP16 */
uint32_t sfpu_lane_load_bf16(uint32_t d);                        /* MOD0_FMT_BF16 */
uint32_t sfpu_lane_load_int8(uint32_t d, bool bh);               /* MOD0_FMT_INT8: WH 7-bit, BH 8-bit magnitude */
uint32_t sfpu_lane_load_signmag11(uint32_t d);  /* sign + 10-bit magnitude (INT8_COMP before WH's 2C step) */
uint32_t sfpu_lane_load_int16(uint32_t d);      /* MOD0_FMT_INT16 */
uint32_t sfpu_lane_signmag_to_twos(uint32_t x); /* WH SignMagToTwosComp (-0 -> 0) */
uint32_t sfpu_lane_twos_to_signmag(uint32_t x); /* WH ToSignMag (0x80000000 -> 0x80000000) */
uint32_t sfpu_lane_store_fp16(uint32_t x);      /* ToFP16 (flush, saturate, truncate) + Dst FP16 layout */
uint32_t sfpu_lane_store_bf16(uint32_t x);      /* ToBF16 (flush, truncate) + Dst BF16 layout */
uint32_t sfpu_lane_flush_fp32(uint32_t x);      /* BH ToFP32: denormal -> signed zero */
uint32_t sfpu_lane_store_int8(uint32_t x);      /* SignMag11ToFP16 (exponent 16) + Dst FP16 layout */
uint32_t sfpu_lane_store_int16(uint32_t x);     /* sign bit 31 -> 15, magnitude bits 14:0 */

/* ---- PRNG (lane/prng.c), spec digest 4.5: returns the old state and advances *state ---- */
uint32_t sfpu_lane_prng_advance(uint32_t *state);

/* ---- sign-magnitude total order (SFPSWAP/SFPGT/SFPLE): true if a < b ---- */
static inline bool sfpu_lane_signmag_lt(uint32_t a, uint32_t b)
{
    int32_t ia = (int32_t)(a ^ ((uint32_t)((int32_t)a >> 30) >> 1));
    int32_t ib = (int32_t)(b ^ ((uint32_t)((int32_t)b >> 30) >> 1));
    return ia < ib;
}

/* ---- SFPARECIP approximations (lane/arecip.c), spec digest 5; argument is |x| bits ---- */
uint32_t sfpu_lane_approx_recip(uint32_t m);
uint32_t sfpu_lane_approx_exp(uint32_t m);

/* ---- LUT coefficient decode (lane/lut.c), spec digest 6.6 ---- */
uint32_t sfpu_lane_lut8(uint32_t x);  /* SFPLUT Lut8ToFp32(x[7:0]): 0xFF -> +0, else +-1.M * 2^-E */
uint32_t sfpu_lane_lut16(uint32_t x); /* SFPLUTFP32 Lut16ToFp32(x[15:0]): E=0 normal, E=31 -> exponent 0 */
SFPU_API_END

#ifdef __cplusplus
}
#endif
