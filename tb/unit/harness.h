/* harness.h - small C helpers for tests (and users writing their own): build a program from assembly,
 * run it, set up and read back state, snapshot and compare. Valid C11 and C++17. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sfpu/sfpu.h"

#ifdef __cplusplus
extern "C" {
#endif

sfpu_t *h_create(sfpu_arch_t arch); /* NULL on failure */

/* Assemble `src` (SFPI syntax, several lines allowed) for the model's arch and execute it.
 * Returns the assembler or execution status; h_message() then says why. */
sfpu_status_t h_run(sfpu_t *s, const char *src);
/* The same through the cycle-accurate model: issue as fast as the unit accepts, then run until idle
 * (sfpu_run_timed); sfpu_cycle(s) then tells how many clocks it took. */
sfpu_status_t h_run_timed(sfpu_t *s, const char *src);
/* Assemble a single instruction; returns its word (0xFFFFFFFF and h_message() on error). */
uint32_t h_word(sfpu_arch_t arch, const char *line);
/* Last assembler/execution message of h_run/h_word in this thread. */
const char *h_message(void);

void h_set_lreg(sfpu_t *s, unsigned reg, uint32_t all_lanes);
void h_set_lreg_lanes(sfpu_t *s, unsigned reg, const uint32_t lanes[SFPU_LANES]);
uint32_t h_lreg(const sfpu_t *s, unsigned reg, unsigned lane);
void h_set_reg(sfpu_t *s, sfpu_reg_t reg, unsigned index, uint32_t val);
uint32_t h_reg(const sfpu_t *s, sfpu_reg_t reg, unsigned index);
/* LaneFlags / UseLaneFlagsForLaneEnable as 32-bit lane masks. */
uint32_t h_lane_flags(const sfpu_t *s);
uint32_t h_use_lane_flags(const sfpu_t *s);
void h_set_lane_flags(sfpu_t *s, uint32_t flags, uint32_t use);

/* Snapshot the whole architectural state (malloc'd; free with h_free_snapshot). */
void *h_snapshot(const sfpu_t *s);
bool h_snapshot_equal(const void *a, const void *b);
void h_free_snapshot(void *snap);

#ifdef __cplusplus
}
#endif
