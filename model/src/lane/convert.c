/* convert.c - Dst in-register layouts and the SFPLOAD/SFPSTORE per-Mod0 data conversions.
 * Spec: tt-isa-documentation {Blackhole,Wormhole}/Dst.md (DstDecodeXX, DstEncodeXX), SFPLOAD.md, SFPSTORE.md. */
#include "sfpu/sfpu_lane.h"

/* Dst keeps BF16 as {Sign, Man7, Exp8} and FP16 as {Sign, Man10, Exp5}: the exponent sits in the low bits,
 * so the two layouts are a rotation of the 15 non-sign bits. FP32 = BF16 layout in the high half + ManLo16. */
uint32_t sfpu_lane_dst_decode_bf16(uint32_t x)
{
    x &= 0xFFFFu;
    return (x & 0x8000u) | ((x & 0xFFu) << 7) | ((x >> 8) & 0x7Fu);
}

uint32_t sfpu_lane_dst_encode_bf16(uint32_t x)
{
    x &= 0xFFFFu;
    return (x & 0x8000u) | ((x & 0x7Fu) << 8) | ((x >> 7) & 0xFFu);
}

uint32_t sfpu_lane_dst_decode_fp16(uint32_t x)
{
    x &= 0xFFFFu;
    return (x & 0x8000u) | ((x & 0x1Fu) << 10) | ((x >> 5) & 0x3FFu);
}

uint32_t sfpu_lane_dst_encode_fp16(uint32_t x)
{
    x &= 0xFFFFu;
    return (x & 0x8000u) | ((x & 0x3FFu) << 5) | ((x >> 10) & 0x1Fu);
}

uint32_t sfpu_lane_dst_decode_fp32(uint32_t x)
{
    return (sfpu_lane_dst_decode_bf16(x >> 16) << 16) | (x & 0xFFFFu);
}

uint32_t sfpu_lane_dst_encode_fp32(uint32_t x)
{
    return (sfpu_lane_dst_encode_bf16(x >> 16) << 16) | (x & 0xFFFFu);
}

/* ---- SFPLOAD ---- */

uint32_t sfpu_lane_load_fp16(uint32_t d, bool enable_fp16a_inf)
{
    uint32_t sign = (d >> 15) & 1u, man = (d >> 5) & 0x3FFu, exp = d & 0x1Fu;
    if (enable_fp16a_inf && exp == 0x1Fu && man == 0x3FFu) {
        exp = 255u; /* Dst FP16 has no Inf: the largest pattern optionally stands for it */
        man = 0;
    } else if (exp != 0) {
        exp += 112u; /* rebias 5-bit to 8-bit exponent */
    }
    /* exp == 0: an FP16 denormal becomes an FP32 denormal (not flushed here; arithmetic flushes later) */
    return (sign << 31) | (exp << 23) | (man << 13);
}

uint32_t sfpu_lane_load_bf16(uint32_t d)
{
    return sfpu_lane_dst_decode_bf16(d) << 16;
}

uint32_t sfpu_lane_load_int8(uint32_t d, bool bh)
{
    /* Integer "8" = {Sign, Mag10, Exp5}; WH reads 7 magnitude bits (+-127), BH 8 (+-255). */
    uint32_t mag = (d >> 5) & (bh ? 0xFFu : 0x7Fu);
    return (((d >> 15) & 1u) << 31) | mag;
}

uint32_t sfpu_lane_load_signmag11(uint32_t d)
{
    return (((d >> 15) & 1u) << 31) | ((d >> 5) & 0x3FFu);
}

uint32_t sfpu_lane_load_int16(uint32_t d)
{
    return (((d >> 15) & 1u) << 31) | (d & 0x7FFFu);
}

uint32_t sfpu_lane_signmag_to_twos(uint32_t x)
{
    uint32_t mag = x & 0x7FFFFFFFu;
    return (x & 0x80000000u) ? (0u - mag) : mag;
}

uint32_t sfpu_lane_twos_to_signmag(uint32_t x)
{
    /* -2^31 has no sign-magnitude form: its negation is itself, so it stays 0x80000000 (= -0). */
    uint32_t sign = x & 0x80000000u;
    uint32_t mag = sign ? (0u - x) : x;
    return sign | (mag & 0x7FFFFFFFu);
}

/* ---- SFPSTORE ---- */

uint32_t sfpu_lane_store_fp16(uint32_t x)
{
    uint32_t sign = x >> 31;
    int32_t exp = (int32_t)((x >> 23) & 0xFFu) - 112;
    uint32_t man = x & 0x7FFFFFu;
    if (exp <= 0) { /* underflow and denormals: signed zero */
        exp = 0;
        man = 0;
    } else if (exp > 31) { /* overflow, Inf and NaN all saturate to the largest pattern */
        exp = 31;
        man = 0x7FFFFFu;
    }
    uint32_t h = (sign << 15) | ((uint32_t)exp << 10) | (man >> 13); /* truncate toward zero */
    return sfpu_lane_dst_encode_fp16(h);
}

uint32_t sfpu_lane_store_bf16(uint32_t x)
{
    return sfpu_lane_dst_encode_bf16(sfpu_lane_flush_fp32(x) >> 16);
}

uint32_t sfpu_lane_flush_fp32(uint32_t x)
{
    return (x & 0x7F800000u) == 0 ? (x & 0x80000000u) : x;
}

uint32_t sfpu_lane_store_int8(uint32_t x)
{
    uint32_t h = (((x >> 31) & 1u) << 15) | (16u << 10) | (x & 0x3FFu); /* fixed exponent 16 */
    return sfpu_lane_dst_encode_fp16(h);
}

uint32_t sfpu_lane_store_int16(uint32_t x)
{
    return (((x >> 31) & 1u) << 15) | (x & 0x7FFFu);
}
