/* fma.h - PRIVATE: the FP32 bit patterns shared by the FMA as specified (fma.c) and its 32-lane variants (fma_simd.c).
 * Spec: tt-isa-documentation Miscellaneous/FMA/README.md; spec digest 6.6. */
#pragma once
#include "sfpu/sfpu_lane.h"

#define F32_SIGN 0x80000000u
#define F32_INF 0x7F800000u
#define BH_NAN 0x7FC00000u   /* Blackhole: every NaN result is this canonical pattern */
#define WH_NAN_BITS 0x7F800001u /* Wormhole: NaN results have at least these bits (plus the sign) */
