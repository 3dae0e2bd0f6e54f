/* compare_harness.h - the comparison engine's checks for the in-tree harnesses that link the static library
 * (rtl-harness/harness/lockstep.cpp): internal, not part of the public API (sfpu_compare.h), so no API version.
 * Spec: the shared report format, docs/decisions.md (lockstep comparison). */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sfpu/sfpu.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The model's LReg file (LReg 0..16, 32 lanes) against the DUT's after `cycle`: false if they are equal; else true with
 * the first difference (register, then lane order) in `note`: "after cycle N: LReg r lane l model 0x... <dut_name>
 * 0x... (first difference)". */
bool cmp_lreg_first_difference(const sfpu_t *model, const uint32_t dut_lreg[17][32], uint64_t cycle,
                               const char *dut_name, char *note, size_t len);

#ifdef __cplusplus
}
#endif
