/* cycles.h - what the `sfpu` tool records of a timed run cycle by cycle: the per-cycle table (`sfpu run --timing
 * --cycles`, `sfpu vec --verbose`), and where each diagnostic comes from in the source (program index -> line),
 * including instructions that an SFPLOADMACRO scheduled. Lives outside the model library (it prints). */
#pragma once
#include <stdbool.h>
#include <stdio.h>

#include "sfpu/sfpu.h"
#include "trace.h"

/* One row of the cycle table. */
typedef struct cli_cycle {
    int32_t issued;                   /* program index accepted at the input this cycle, -1 none */
    uint8_t stall;                    /* sfpu_stall_cause_t */
    uint8_t unit_op[SFPU_UNIT_COUNT]; /* sfpu_op_t per sub-unit, 0xFF idle */
    uint8_t unit_sched;               /* bit u: sub-unit u executes an SFPLOADMACRO-scheduled instruction */
} cli_cycle_t;

void cli_cycle_from_out(cli_cycle_t *c, const sfpu_out_t *out, int issued);
/* The table: one line per cycle (cycle, program index issued, stall cause, what each sub-unit executes; a
 * scheduled instruction is marked '*'). Rows are numbered from 0. */
void cli_cycle_table(FILE *f, const char *indent, const cli_cycle_t *cyc, size_t n);

/* Where diagnostic number g (0 = the first of the run) comes from: the program index of the consumer, and for a
 * scheduled consumer the index of the SFPLOADMACRO that scheduled it (-1 when not known). */
typedef struct cli_diag_loc {
    int32_t index;
    int32_t macro_index;
    uint8_t scheduled;
} cli_diag_loc_t;

typedef struct cli_locator {
    struct {
        uint64_t cycle;
        int32_t index;
    } issued[256];      /* ring: the program index of the last instructions issued, by cycle */
    unsigned n_issued;  /* entries written (ring position = n_issued % 256) */
    int32_t last_index; /* the program index ingested last (MOP/REPLAY expansions issue from it) */
    unsigned diag_base; /* sfpu_diag_count() when the run started */
    cli_diag_loc_t loc[SFPU_DIAG_KEEP]; /* by diagnostic number % SFPU_DIAG_KEEP */
} cli_locator_t;

void cli_locator_begin(cli_locator_t *l, const sfpu_t *s);
/* After every sfpu_tick: `ingested` = the program index the input took this cycle (-1 none). */
void cli_locator_tick(cli_locator_t *l, const sfpu_t *s, const sfpu_out_t *out, int ingested);

/* Source names for diagnostics: the program, its lines per program index, and the locator of its run. */
typedef struct cli_where {
    const char *prog;
    const uint32_t *lines;
    size_t n;
    const cli_locator_t *loc; /* NULL: no locations */
} cli_where_t;

/* The kept diagnostics, one per line: "[indent]PROG:LINE: cycle C: message" (with the macro that scheduled a
 * scheduled consumer). */
void cli_diag_print(FILE *f, const sfpu_t *s, const char *indent, const cli_where_t *w);
/* The location prefix of kept diagnostic i ("prog.s:12: " or "" when unknown) and the suffix naming the macro. */
void cli_diag_where(const sfpu_t *s, unsigned i, const cli_where_t *w, char *prefix, size_t plen, char *suffix,
                    size_t slen);

/* `sfpu run --timing`: present the words one per cycle as fast as they are accepted, then tick until idle (as
 * sfpu_run_timed does), recording locations, optionally the cycle table (*cyc malloc'd, *ncyc rows) and traces. */
sfpu_status_t cli_timed_run(sfpu_t *s, const uint32_t *words, size_t n, size_t *executed, sfpu_trace_t *trace,
                            cli_cycle_t **cyc, size_t *ncyc, cli_locator_t *loc);
