/* lut.c - PLACEHOLDER LUT coefficient decode (to be replaced). */
#include "sfpu/sfpu_lane.h"

uint32_t sfpu_lane_lut8(uint32_t x) { return x; }
uint32_t sfpu_lane_lut16(uint32_t x) { return x; }
