/* arecip.c - PLACEHOLDER SFPARECIP approximations (to be replaced). */
#include "sfpu/sfpu_lane.h"

uint32_t sfpu_lane_approx_recip(uint32_t m) { return m; }
uint32_t sfpu_lane_approx_exp(uint32_t m) { return m; }
