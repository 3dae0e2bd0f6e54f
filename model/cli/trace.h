/* trace.h - pipeline traces of a timed run, driven by sfpu_tick() outputs: a Konata/Kanata log
 * (pipeline viewer) and a VCD of the SFPU ports and sub-unit activity (GTKWave). Lives outside the
 * model library, which never does I/O. */
#pragma once
#include <stdbool.h>
#include <stdio.h>

#include "sfpu/sfpu.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sfpu_trace {
    FILE *kanata; /* may be NULL */
    FILE *vcd;    /* may be NULL */
    sfpu_arch_t arch;
    uint64_t next_id;
    /* Konata bookkeeping for instructions in flight: id, unit, cycle its results commit */
    struct {
        uint64_t id;
        uint64_t done_cycle;
        int active;
    } inflight[8];
    uint64_t presented_id; /* id of the instruction waiting to issue (valid when waiting) */
    int waiting;
    uint32_t last_wb_reg_mask;
} sfpu_trace_t;

/* Start traces (writes headers). Either file may be NULL. */
void sfpu_trace_begin(sfpu_trace_t *t, FILE *kanata, FILE *vcd, sfpu_arch_t arch);
/* Record one cycle: what was presented (`in`) and what the model drove (`out`). */
void sfpu_trace_cycle(sfpu_trace_t *t, const sfpu_t *s, const sfpu_in_t *in, const sfpu_out_t *out);
void sfpu_trace_end(sfpu_trace_t *t, uint64_t cycle);

/* Run words through sfpu_tick (as sfpu_run_timed does) while tracing. */
sfpu_status_t sfpu_trace_run(sfpu_t *s, const uint32_t *words, size_t n, size_t *executed, sfpu_trace_t *t);

#ifdef __cplusplus
}
#endif
