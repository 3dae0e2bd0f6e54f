/* prng.c - per-lane PRNG: a 32-bit LFSR with four taps. Spec: spec digest 4.5 (VectorUnit.md PRNG). */
#include "sfpu/sfpu_lane.h"

uint32_t sfpu_lane_prng_advance(uint32_t *state)
{
    uint32_t r = *state;
    uint32_t taps = (uint32_t)__builtin_popcount(r & 0x80200003u);
    /* The new MSB is the inverted parity of the taps; the register shifts right by one. */
    *state = ((~taps & 1u) << 31) | (r >> 1);
    return r;
}
