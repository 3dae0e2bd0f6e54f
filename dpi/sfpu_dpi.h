/* sfpu_dpi.h - the DPI-C layer: flat, DPI-friendly wrappers over the model's C API (model/include/sfpu/sfpu.h)
 * for SystemVerilog benches (Verilator, other simulators). Only `int`, `unsigned`, `const char *` and an
 * opaque handle (`chandle` in SV) cross the boundary; the SV side is the generated package sfpu_pkg.sv.
 *
 * Errors. Every call that can fail reports it: functions returning `int` return a status (sfpu_status_t: 0 =
 * SFPU_OK, 4 = SFPU_ERR_INVALID_ARGUMENT for misuse, the model's own codes otherwise; the package has them as
 * SFPU_OK, SFPU_ERR_*), or -1 where the int is a count. Every failing call leaves a message naming the function
 * and what was wrong, e.g. "sfpu_dpi_peek_lreg: LReg 99 does not exist (0..16)", in sfpu_dpi_last_error(h) (and
 * in this thread's message, sfpu_dpi_last_error(NULL)); sfpu_dpi_last_status(h) is the status of the most recent
 * call on the handle, for the value-returning calls kept from API version 3.
 *
 * Handles. A chandle is not a pointer but a slot number and a generation in a table of models: a handle that was
 * destroyed, a NULL handle, a stale copy of a handle whose slot was reused, and a value that never came from
 * sfpu_dpi_create are all refused with SFPU_ERR_INVALID_ARGUMENT and a message, never dereferenced. The table is
 * shared by all threads (a mutex); one handle must not be used by two threads at once, and must not be destroyed
 * while another thread uses it. */
#pragma once
#include <stdint.h>

#include "sfpu/sfpu_export.h"

#ifdef __cplusplus
extern "C" {
#endif
SFPU_API_BEGIN

/* The DPI layer's version (the package checks it against SFPU_DPI_API_VERSION at start-up). 4: status from every
 * call (obs_*, poke_*, destroy, report_clear return int), sfpu_dpi_last_status, get_/set_ variants of the
 * value-returning calls, generation-checked handles, checkpoint files and checks. */
#define SFPU_DPI_API_VERSION 4
int sfpu_dpi_api_version(void);
/* "ok", "undefined", "invalid-argument", ... (sfpu_status_name). */
const char *sfpu_dpi_status_name(int status);

/* A model instance (arch 0 = Blackhole A0, 1 = Wormhole B0); NULL on failure (the reason in
 * sfpu_dpi_last_error(NULL)). */
void *sfpu_dpi_create(int arch);
/* Frees the model; the handle (and every copy of it) is invalid from then on. */
int sfpu_dpi_destroy(void *h);

/* The message of the most recent failing call on h ("" if none since create / reset / clear_error); for a NULL or
 * invalid handle, the message of this thread's most recent failing call (sfpu_dpi_asm, sfpu_dpi_create, a call
 * with a bad handle). Never NULL. */
const char *sfpu_dpi_last_error(void *h);
/* The status of the most recent call on h (0 if it succeeded); SFPU_ERR_INVALID_ARGUMENT for an invalid handle. */
int sfpu_dpi_last_status(void *h);
/* Clears the handle's message and the model's sticky error (sfpu_clear_error): execution continues. */
int sfpu_dpi_clear_error(void *h);

/* A whole LReg as a 2-state packed vector (SV `bit [1023:0]`, lane l at [l*32 +: 32]; the DPI C type is
 * svBitVecVal[32], i.e. 32 words): status. */
int sfpu_dpi_peek_lreg_vec(void *h, int reg, uint32_t *vec);
int sfpu_dpi_poke_lreg_vec(void *h, int reg, const uint32_t *vec);

/* Checkpoint / restore the whole model (sfpu_save: architectural and timing state, the sticky error) in one of 8
 * slots inside the handle. Restore checks the slot's checkpoint (architecture, format, checksum) and leaves the
 * model unchanged when it is refused; after a restore the last tick's outputs (wb_*, dst_wb) are empty and the
 * comparison session is not rewound. */
int sfpu_dpi_checkpoint(void *h, int slot);
int sfpu_dpi_restore(void *h, int slot);
/* A slot to / from a file, e.g. to resume a long simulation in a later run of the same build. Saving never
 * overwrites an existing file (an error); loading checks the file as restore would (size, format, checksum,
 * architecture of this handle) and leaves the slot unchanged when it is refused. */
int sfpu_dpi_checkpoint_save(void *h, int slot, const char *path);
int sfpu_dpi_checkpoint_load(void *h, int slot, const char *path);

/* One clock of the timed model (sfpu_tick). valid/word: the instruction presented this cycle. Returns the
 * status (0 = ok); *ready = accepted, *stall = sfpu_stall_cause_t, *busy = work in flight, *n_wb = LReg
 * write-backs this cycle (read them with sfpu_dpi_get_wb / sfpu_dpi_wb*). */
int sfpu_dpi_tick(void *h, int valid, unsigned word, int *ready, int *stall, int *busy, int *n_wb);
/* The same with the bench's cycle number passed explicitly: an error (nothing ticked) unless it equals the
 * model's own cycle count (sfpu_dpi_cycle), so a bench that skips or repeats a clock is told at once. */
int sfpu_dpi_tick_at(void *h, unsigned long long cycle, int valid, unsigned word, int *ready, int *stall, int *busy,
                     int *n_wb);
/* Back to the reset state (cycle 0, reset values, empty pipeline, no error); the comparison session is forgotten. */
int sfpu_dpi_reset(void *h);
/* Any named register of the model (sfpu_reg_name: "lane_flags", "lane_config", "prng", "rwc_dst",
 * "cfg_fp32_dst", ...), element `index`: flags, LaneConfig, LoadMacroConfig, RWCs, configuration. */
int sfpu_dpi_get_reg(void *h, const char *name, int index, unsigned *value);
int sfpu_dpi_set_reg(void *h, const char *name, int index, unsigned value);

/* Write-back i (0 .. n_wb-1) of the last tick: its register, lane mask and the datum of `lane`: status. */
int sfpu_dpi_get_wb(void *h, int i, int lane, int *reg, unsigned *mask, unsigned *data);
/* Dst cell i (0 .. sfpu_dpi_n_dst_wb-1) written in the last tick: physical row, column, 16-bit value: status. */
int sfpu_dpi_get_dst_wb(void *h, int i, int *row, int *col, unsigned *value);
/* Dst cells written in the last tick; -1 for an invalid handle. */
int sfpu_dpi_n_dst_wb(void *h);
/* Version 3 forms (errors: -1 / 0 and sfpu_dpi_last_status). */
int sfpu_dpi_wb_reg(void *h, int i);
unsigned sfpu_dpi_wb_mask(void *h, int i);
unsigned sfpu_dpi_wb_data(void *h, int i, int lane);
unsigned sfpu_dpi_dst_wb(void *h, int i); /* row << 20 | col << 16 | value */

/* The DUT side of a comparison (what an RTL SFPU did in the cycle just ticked), built up field by field, then
 * compared with the model's last tick by the shared engine (sfpu_compare.h). Every field is range-checked before it
 * reaches the engine: ready 0/1, reg 0..16, lane 0..31, row 0..1023, col 0..15, value 0..0xFFFF, at most 64 Dst
 * cells per cycle; an observation out of range is refused (SFPU_ERR_INVALID_ARGUMENT, not recorded) - a bench must
 * count that as a failure (the scoreboard does). */
int sfpu_dpi_obs_clear(void *h);
int sfpu_dpi_obs_ready(void *h, int ready);
int sfpu_dpi_obs_wb(void *h, int reg, int lane, unsigned data);
int sfpu_dpi_obs_dst(void *h, int row, int col, unsigned value);
/* The comparison session (sfpu_compare.h): test name and seed printed in every SFPU-MISMATCH line (optional:
 * the first compare starts a session "sv", seed 0). */
int sfpu_dpi_cmp_config(void *h, const char *test, unsigned long long seed);
/* Mismatches newly found comparing the last tick with the observation (timing/data/missing/extra), one per
 * write-back event (an LReg in a cycle, the Dst cells of a cycle); -1 on error. */
int sfpu_dpi_compare(void *h);
/* End of test: still unmatched events become missing/extra; returns the mismatches that adds (-1 on error). */
int sfpu_dpi_cmp_finish(void *h);
int sfpu_dpi_cmp_total(void *h); /* -1 on error */
/* The reports so far (SFPU-MISMATCH lines with details), and a way to clear them after printing. */
const char *sfpu_dpi_report(void *h);
int sfpu_dpi_report_clear(void *h);
/* "<test>: PASS|FAIL cycles=.. timing=.. data=.. missing=.. extra=.. state=.. waived=.." */
const char *sfpu_dpi_cmp_summary(void *h);

/* Functional execution of one word (sfpu_exec); returns the status. */
int sfpu_dpi_exec(void *h, unsigned word);

/* State access with a status: LReg[reg][lane] (reg 0..16, lane 0..31), DstBits[row][col] (row 0..1023, col 0..15,
 * 16-bit values), the cycle count. */
int sfpu_dpi_get_lreg(void *h, int reg, int lane, unsigned *value);
int sfpu_dpi_set_lreg(void *h, int reg, int lane, unsigned value);
int sfpu_dpi_get_dst(void *h, int row, int col, unsigned *value);
int sfpu_dpi_set_dst(void *h, int row, int col, unsigned value);
int sfpu_dpi_get_cycle(void *h, unsigned long long *cycle);
/* Version 3 forms: a peek that fails returns 0, a poke that fails writes nothing; both set the status and message
 * (sfpu_dpi_last_status / last_error). */
unsigned sfpu_dpi_peek_lreg(void *h, int reg, int lane);
int sfpu_dpi_poke_lreg(void *h, int reg, int lane, unsigned value);
unsigned sfpu_dpi_peek_dst(void *h, int row, int col);
int sfpu_dpi_poke_dst(void *h, int row, int col, unsigned value);
unsigned long long sfpu_dpi_cycle(void *h);

/* One line of SFPI assembly -> its word for `arch` (0 BH, 1 WH); returns the status, the assembler's message in
 * sfpu_dpi_last_error(NULL) (SV: `string` argument). */
int sfpu_dpi_asm(int arch, const char *line, unsigned *word);
SFPU_API_END

#ifdef __cplusplus
}
#endif
