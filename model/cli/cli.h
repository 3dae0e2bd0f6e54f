/* cli.h - pieces of the `sfpu` command-line tool shared between its files. */
#pragma once
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "sfpu/sfpu.h"

/* Read a whole file (or "-" = stdin) into a malloc'd NUL-terminated buffer; NULL + message on error. */
char *cli_read_file(const char *path, size_t *len, char *err, size_t errlen);

/* The longest line a text input may have. */
#define CLI_MAX_LINE 65536u
/* A text input (program, state, coverage, vector, ops file): cli_read_file without a leading UTF-8 byte order mark,
 * then refused ("PATH:LINE:COL: ...") when it holds a NUL byte, a CR not followed by LF (CR-only line endings),
 * invalid UTF-8 outside a comment (# or // to the end of the line, C's block comment) or a line longer than
 * CLI_MAX_LINE bytes. */
char *cli_read_text(const char *path, size_t *len, char *err, size_t errlen);
/* 3 when buf (n bytes) starts with a UTF-8 byte order mark, else 0 (cli_read_text drops it). */
size_t cli_bom_len(const char *buf, size_t n);
int cli_check_text(const char *buf, size_t n, const char *path, char *err, size_t errlen);

/* Apply a state file (text format, see model/cli/README.md) to the model. 0 on success, else
 * -1 with "file:line: message" in err. */
int cli_load_state(sfpu_t *s, const char *path, char *err, size_t errlen);

/* One line of that format (modified in place; '#' starts a comment; blank lines are fine): apply it, or
 * with `check` compare against it. 0 on success, else -1 with "path:lineno: message" in err. */
int cli_state_line(sfpu_t *s, char *line, bool check, const char *path, unsigned lineno, char *err, size_t errlen);

/* Check the model's state against a file in the same format (each line an expectation). 0 if all
 * hold, else -1 with "file:line: what is X, expected Y". */
int cli_check_state(sfpu_t *s, const char *path, char *err, size_t errlen);

struct cli_where;
/* Write the full architectural state as JSON (with a "timing" object, diagnostics located in `timing`'s program,
 * when `timing` is not NULL). */
void cli_dump_json(FILE *f, const sfpu_t *s, const char *status, const char *error, const struct cli_where *timing);

/* The `sfpu run --timing` text report (diagnostics named PROG:LINE). */
void cli_timing_report(FILE *f, const sfpu_t *s, const struct cli_where *w);

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

/* `sfpu perf`: a recorded kernel through the perf harness's measured zone (sfpu_perf.h). */
int cli_perf(int argc, char **argv);

/* `sfpu cov`: merge functional-coverage files of runs or shards and report closure (sfpu_gen.h). */
int cli_cov(int argc, char **argv);
/* Write cov as a coverage file (sfpu_gen_cov_save) to path, refused when it is one of the n inputs: 0, or 1 after a
 * message naming the file. */
struct sfpu_gen_cov;
int cli_save_coverage(const char *cmd, const char *path, const struct sfpu_gen_cov *cov, sfpu_arch_t arch,
                      uint64_t allow, const char *const *inputs, size_t n);
/* cov_export.c: write cov's bins to path as "lcov" (tracefile), "cobertura" (XML) or "vcov" (Verilator coverage
 * data), with the pseudo-sources sfpu-cov/<arch>/<group>.bins (one bin a line) in path's folder. 0, or 1 after a
 * message naming the file. */
int cli_cov_export(const char *format, const char *path, const struct sfpu_gen_cov *cov, sfpu_arch_t arch,
                   uint64_t allow, const char *const *inputs, size_t n);

/* util.c: argument and file checks shared by the subcommands (messages go to stderr). */
/* 0 if argv[i] has a value after it, else -1 after "sfpu CMD: option '--x' needs a value". */
int cli_need_value(int argc, char **argv, int i, const char *cmd);
/* "sfpu CMD: WHAT given twice ('A' and 'B')": returns 2 (the exit status of a usage error). */
int cli_unexpected_arg(const char *cmd, const char *what, const char *first, const char *extra);
/* A single-value option OPT with value V: *seen is the value given before (NULL: none). The first time V is kept in
 * *seen and 0 returned; a second time (even the same value) is "sfpu CMD: OPT given twice ('A' and 'B')" and 2 (a
 * later value never silently replaces the first). CMD NULL: "sfpu: ...". */
int cli_single_option(const char *cmd, const char *opt, const char **seen, const char *v);
/* 1 if output a and input b name the same existing file (by name, or by device and inode: links, ./x, ...). An
 * output "-" (standard output) is never; an input "-" is standard input, the same when redirected from a. */
int cli_same_file(const char *a, const char *b);
/* An input's name for messages: "-" is "- (standard input)". */
const char *cli_input_name(const char *path);
/* fopen for an output, refused (NULL + message) when it is one of the n inputs or a directory. */
FILE *cli_open_output(const char *cmd, const char *path, const char *mode, const char *const *inputs, size_t n);
/* fclose, -1 + message if any write failed. */
int cli_close_output(const char *cmd, const char *path, FILE *f);
/* The exit of every command: stdout flushed and closed; a failed write turns status 0 into 1 after
 * "sfpu: error writing standard output: REASON". */
int cli_finish_stdout(int status);
/* --max-cycles N (N >= 1, a whole decimal or 0x number): 0, or 2 after a message. */
int cli_max_cycles_option(int argc, char **argv, int *i, uint64_t *n);
/* mkdir -p; -1 + message when a component is a file or cannot be created. */
int cli_make_dirs(const char *cmd, const char *path);
/* s as XML text or attribute value: <, >, &, " escaped; control characters other than newline and tab dropped */
void cli_xml_text(FILE *f, const char *s);
/* sfpu_apply_preset with a message naming the known presets; 0 or -1. */
int cli_apply_preset(sfpu_t *s, const char *cmd, const char *name);
