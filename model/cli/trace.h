/* trace.h - pipeline traces of a timed run, driven by sfpu_tick() outputs: a Konata/Kanata log
 * (pipeline viewer) and a change-only VCD of the SFPU ports and sub-unit activity (GTKWave). Lives outside
 * the model library, which never does I/O.
 *
 * Konata: one row per instruction presented (stage "Is" while it waits to issue, a lane-1 "Stl" stage while
 * auto-stalled, then its sub-unit's stage Ld/Smp/Mad/Rnd/St for its latency, "Out" for words executed outside the
 * SFPU) and one row per instruction an SFPLOADMACRO scheduled, labelled "[from SFPLOADMACRO #k @cycle c, seq byte
 * u]" (k = the macro's row, u = 0 Simple .. 3 Store) with a dependency arrow from the macro's row. Arrows also
 * go from the producer to a consumer stalled by a RAW hazard or reading a stale value; diagnostics are labels.
 * VCD: see the signal list in trace.c (README of model/cli). */
#pragma once
#include <stdbool.h>
#include <stdio.h>

#include "sfpu/sfpu.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SFPU_TRACE_ROWS 64     /* Konata rows in flight */
#define SFPU_TRACE_MACROS 64   /* SFPLOADMACRO rows remembered (by issue cycle) */
#define SFPU_TRACE_SIGNALS 32  /* VCD signals */
#define SFPU_TRACE_STRINGS 6   /* of which strings */
#define SFPU_TRACE_STRLEN 96

typedef struct sfpu_trace {
    FILE *kanata; /* may be NULL */
    FILE *vcd;    /* may be NULL */
    sfpu_arch_t arch;
    /* optional source names for Konata labels: presented word k is program index k */
    const char *prog;
    const uint32_t *lines;
    size_t n_lines;
    /* Konata bookkeeping */
    uint64_t next_id;
    uint64_t retire_seq;
    uint64_t presented; /* words presented so far (the program index of the next new row) */
    int started;
    struct {
        uint64_t id;
        uint64_t done_cycle;
        uint64_t issue_cycle;
        uint32_t word;
        uint8_t unit;
        uint8_t sched;
        uint8_t active;
    } row[SFPU_TRACE_ROWS];
    uint64_t presented_id; /* id of the instruction waiting to issue (valid when waiting) */
    int waiting;
    int stalled;             /* the waiting row has an open stall stage */
    uint64_t last_issued_id; /* the regular instruction issued last (RAW-stall arrows) */
    int have_last_issued;
    struct {
        uint64_t cycle;
        uint64_t id;
    } macro[SFPU_TRACE_MACROS];
    unsigned n_macro;
    /* VCD: the values last dumped (change-only output) */
    uint64_t vcd_val[SFPU_TRACE_SIGNALS];
    char vcd_str[SFPU_TRACE_STRINGS][SFPU_TRACE_STRLEN];
} sfpu_trace_t;

/* Start traces (writes headers). Either file may be NULL. */
void sfpu_trace_begin(sfpu_trace_t *t, FILE *kanata, FILE *vcd, sfpu_arch_t arch);
/* Optional: name source lines in Konata labels ("prog.s:12"), lines[k] for the k-th word presented. */
void sfpu_trace_set_source(sfpu_trace_t *t, const char *prog, const uint32_t *lines, size_t n);
/* Record one cycle: what was presented (`in`) and what the model drove (`out`). */
void sfpu_trace_cycle(sfpu_trace_t *t, const sfpu_t *s, const sfpu_in_t *in, const sfpu_out_t *out);
void sfpu_trace_end(sfpu_trace_t *t, uint64_t cycle);

/* Run words through sfpu_tick (as sfpu_run_timed does) while tracing. */
sfpu_status_t sfpu_trace_run(sfpu_t *s, const uint32_t *words, size_t n, size_t *executed, sfpu_trace_t *t);

#ifdef __cplusplus
}
#endif
