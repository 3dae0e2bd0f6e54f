/* cli.h - pieces of the `sfpu` command-line tool shared between its files. */
#pragma once
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "sfpu/sfpu.h"

/* Read a whole file (or "-" = stdin) into a malloc'd NUL-terminated buffer; NULL + message on error. */
char *cli_read_file(const char *path, size_t *len, char *err, size_t errlen);

/* Apply a state file (text format, see model/cli/README.md) to the model. 0 on success, else
 * -1 with "file:line: message" in err. */
int cli_load_state(sfpu_t *s, const char *path, char *err, size_t errlen);

/* One line of that format (modified in place; '#' starts a comment; blank lines are fine): apply it, or
 * with `check` compare against it. 0 on success, else -1 with "path:lineno: message" in err. */
int cli_state_line(sfpu_t *s, char *line, bool check, const char *path, unsigned lineno, char *err, size_t errlen);

/* Check the model's state against a file in the same format (each line an expectation). 0 if all
 * hold, else -1 with "file:line: what is X, expected Y". */
int cli_check_state(sfpu_t *s, const char *path, char *err, size_t errlen);

/* Write the full architectural state as JSON (with a "timing" object when `timing`). */
void cli_dump_json(FILE *f, const sfpu_t *s, const char *status, const char *error, bool timing);

/* The `sfpu run --timing` text report. */
void cli_timing_report(FILE *f, const sfpu_t *s, const char *prog, const uint32_t *lines, const uint32_t *words,
                       size_t n);

/* Did functional execution refuse an SFPLOADMACRO whose Sequence schedules instructions (docs/decisions.md M4)?
 * Such a program runs only on the cycle-accurate engine (sfpu_run_timed). */
static inline bool cli_macro_refused(const sfpu_t *s, sfpu_status_t st)
{
    return st == SFPU_ERR_UNIMPLEMENTED && strstr(sfpu_last_error(s), "SFPLOADMACRO") != NULL &&
           strstr(sfpu_last_error(s), "functional execution cannot run") != NULL;
}

/* `sfpu vec`: timed golden vectors (tb/vectors/README.md). */
int cli_vectors(int argc, char **argv);

/* `sfpu bench`: functional-mode throughput on a realistic instruction mix. */
int cli_bench(int argc, char **argv);

/* `sfpu gen`: seeded random programs for co-simulation, self-checked on the model (sfpu_gen.h). */
int cli_gen(int argc, char **argv);
