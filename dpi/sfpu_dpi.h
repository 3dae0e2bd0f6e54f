/* sfpu_dpi.h - the DPI-C layer: flat, DPI-friendly wrappers over the model's C API (model/include/sfpu/sfpu.h)
 * for SystemVerilog benches (Verilator, other simulators). Only `int`, `unsigned`, `const char *` and an
 * opaque handle (`chandle` in SV) cross the boundary; the SV side is the generated package sfpu_pkg.sv. */
#pragma once
#include <stdint.h>

#include "sfpu/sfpu_export.h"

#ifdef __cplusplus
extern "C" {
#endif
SFPU_API_BEGIN

/* The DPI layer's version (the package checks it against SFPU_DPI_API_VERSION at start-up). */
#define SFPU_DPI_API_VERSION 3
int sfpu_dpi_api_version(void);

/* A model instance (arch 0 = Blackhole A0, 1 = Wormhole B0); NULL on failure. Every call below accepts a NULL
 * handle and returns an error (or 0 / "") instead of crashing the simulator; so does a handle that is not one
 * of ours (a tag is checked first). A handle must not be used after sfpu_dpi_destroy (its memory is freed). */
void *sfpu_dpi_create(int arch);
void sfpu_dpi_destroy(void *h);

/* A whole LReg as a 2-state packed vector (SV `bit [1023:0]`, lane l at [l*32 +: 32]; the DPI C type is
 * svBitVecVal[32], i.e. 32 words): 0 ok, else an error status (bad register). */
int sfpu_dpi_peek_lreg_vec(void *h, int reg, uint32_t *vec);
int sfpu_dpi_poke_lreg_vec(void *h, int reg, const uint32_t *vec);
/* Checkpoint / restore the whole model (architectural + timing state) in one of 8 slots inside the handle:
 * 0 ok, else an error status (bad slot, nothing saved there). */
int sfpu_dpi_checkpoint(void *h, int slot);
int sfpu_dpi_restore(void *h, int slot);

/* One clock of the timed model (sfpu_tick). valid/word: the instruction presented this cycle. Returns the
 * status (0 = ok); *ready = accepted, *stall = sfpu_stall_cause_t, *busy = work in flight, *n_wb = LReg
 * write-backs this cycle (read them with sfpu_dpi_wb*). */
int sfpu_dpi_tick(void *h, int valid, unsigned word, int *ready, int *stall, int *busy, int *n_wb);
/* The same with the bench's cycle number passed explicitly: an error (nothing ticked) unless it equals the
 * model's own cycle count (sfpu_dpi_cycle), so a bench that skips or repeats a clock is told at once. */
int sfpu_dpi_tick_at(void *h, unsigned long long cycle, int valid, unsigned word, int *ready, int *stall, int *busy,
                     int *n_wb);
/* Back to the reset state (cycle 0, reset values, empty pipeline); the comparison session is forgotten. */
int sfpu_dpi_reset(void *h);
/* Any named register of the model (sfpu_reg_name: "lane_flags", "lane_config", "prng", "rwc_dst",
 * "cfg_fp32_dst", ...), element `index`: flags, LaneConfig, LoadMacroConfig, RWCs, configuration. */
int sfpu_dpi_get_reg(void *h, const char *name, int index, unsigned *value);
int sfpu_dpi_set_reg(void *h, const char *name, int index, unsigned value);
/* Write-back i of the last tick: register, lane mask, and the datum of one lane. */
int sfpu_dpi_wb_reg(void *h, int i);
unsigned sfpu_dpi_wb_mask(void *h, int i);
unsigned sfpu_dpi_wb_data(void *h, int i, int lane);
/* Dst cells written in the last tick (physical row/col, 16-bit value). */
int sfpu_dpi_n_dst_wb(void *h);
unsigned sfpu_dpi_dst_wb(void *h, int i); /* row << 20 | col << 16 | value */

/* The DUT side of a comparison (what an RTL SFPU did in the cycle just ticked), built up field by field, then
 * compared with the model's last tick by the shared engine (sfpu_compare.h). */
void sfpu_dpi_obs_clear(void *h);
void sfpu_dpi_obs_ready(void *h, int ready);
void sfpu_dpi_obs_wb(void *h, int reg, int lane, unsigned data);
void sfpu_dpi_obs_dst(void *h, int row, int col, unsigned value);
/* The comparison session (sfpu_compare.h): test name and seed printed in every SFPU-MISMATCH line (optional:
 * the first compare starts a session "sv", seed 0). */
int sfpu_dpi_cmp_config(void *h, const char *test, unsigned long long seed);
/* Mismatches newly found comparing the last tick with the observation (timing/data/missing/extra). */
int sfpu_dpi_compare(void *h);
/* End of test: still unmatched events become missing/extra; returns the mismatches that adds. */
int sfpu_dpi_cmp_finish(void *h);
int sfpu_dpi_cmp_total(void *h);
/* The reports so far (SFPU-MISMATCH lines with details), and a way to clear them after printing. */
const char *sfpu_dpi_report(void *h);
void sfpu_dpi_report_clear(void *h);
/* "<test>: PASS|FAIL cycles=.. timing=.. data=.. missing=.. extra=.. state=.. waived=.." */
const char *sfpu_dpi_cmp_summary(void *h);

/* Functional execution of one word (sfpu_exec); returns the status. */
int sfpu_dpi_exec(void *h, unsigned word);

/* State access. */
unsigned sfpu_dpi_peek_lreg(void *h, int reg, int lane);
void sfpu_dpi_poke_lreg(void *h, int reg, int lane, unsigned value);
unsigned sfpu_dpi_peek_dst(void *h, int row, int col);
void sfpu_dpi_poke_dst(void *h, int row, int col, unsigned value);
unsigned long long sfpu_dpi_cycle(void *h);

/* One line of SFPI assembly -> its word for `arch`; returns the status (SV: `string` argument). */
int sfpu_dpi_asm(int arch, const char *line, unsigned *word);
/* The sticky error message ("" when none). */
const char *sfpu_dpi_last_error(void *h);
SFPU_API_END

#ifdef __cplusplus
}
#endif
