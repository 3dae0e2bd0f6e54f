/* lut.c - the packed table coefficients of SFPLUT (8-bit) and SFPLUTFP32 (16-bit), widened to FP32 bits.
 * Spec: {BlackholeA0,WormholeB0}/.../SFPLUT.md (Lut8ToFp32) and SFPLUTFP32.md (Lut16ToFp32); digest 6.6. */
#include "sfpu/sfpu_lane.h"

/* 8 bits = sign, 3-bit exponent E, 4-bit mantissa M; the value is +-1.M * 2^-E, so every coefficient lies
 * in [2^-7, 2) in magnitude. The all-ones byte is the only zero: the hardware gives up the value it would
 * otherwise encode (-1.9375 * 2^-7) so that tables can hold +0. There is no -0. */
uint32_t sfpu_lane_lut8(uint32_t x)
{
    x &= 0xFFu;
    if (x == 0xFFu) {
        return 0u;
    }
    uint32_t sign = (x >> 7) << 31;
    uint32_t exp = 127u - ((x >> 4) & 7u);
    return sign | (exp << 23) | ((x & 0xFu) << 19);
}

/* FP16-like: sign, 5-bit exponent E, 10-bit mantissa, but E = 0 is NOT denormal (it is 2^-15 * 1.M) and
 * E = 31 is neither Inf nor NaN: the FP32 exponent field becomes 0, i.e. the bits of +-0 or of an FP32
 * denormal (mantissa kept), which the FMA then reads as zero. We return those raw bits, not a cleaned
 * zero, because it is the MAD datapath that flushes them. */
uint32_t sfpu_lane_lut16(uint32_t x)
{
    x &= 0xFFFFu;
    uint32_t sign = (x >> 15) << 31;
    uint32_t e = (x >> 10) & 0x1Fu;
    uint32_t exp = e == 0x1Fu ? 0u : 112u + e;
    return sign | (exp << 23) | ((x & 0x3FFu) << 13);
}
