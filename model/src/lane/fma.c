/* fma.c - PLACEHOLDER bit-exact FMA (to be replaced). */
#include "sfpu/sfpu_lane.h"

uint32_t sfpu_lane_fma_bh(uint32_t a, uint32_t b, uint32_t c) { return a ^ b ^ c; }
uint32_t sfpu_lane_fma_wh(uint32_t a, uint32_t b, uint32_t c) { return a ^ b ^ c; }
