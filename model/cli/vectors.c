/* vectors.c - `sfpu vec`: timed golden vectors. A .vec file holds one or more cases; each case is a
 * program issued cycle by cycle (sfpu_tick, one word presented per cycle as fast as accepted) and
 * expectations on when each instruction issued, why cycles stalled, what each sub-unit executed,
 * diagnostics, and the final state. Format: tb/vectors/README.md. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cycles.h"

#define VEC_MAX_INSNS 256
#define VEC_MAX_CYCLES 4096
#define VEC_MAX_LINES 512

typedef cli_cycle_t vec_cycle_t; /* the cycle table shared with `sfpu run --timing --cycles` */

typedef struct vec_case {
    char name[96];
    unsigned line;           /* where the case starts */
    sfpu_arch_t arch;
    int strict;
    int no_hazards; /* 'silicon_hazards 0': the silicon hazard diagnostics are off */
    char preset[16]; /* 'preset NAME': a named entry state applied before the init lines */
    char src[VEC_MAX_INSNS * 48]; /* the program, one instruction per line */
    unsigned src_line[VEC_MAX_INSNS];
    unsigned n_src;
    unsigned init_line[VEC_MAX_LINES], n_init;   /* file lines holding 'init' and 'setup' directives */
    unsigned expect_line[VEC_MAX_LINES], n_expect;
    int has_spec;
} vec_case_t;

static const char *const k_stall[SFPU_STALL_COUNT] = {"none", "mad_raw", "swap_next", "shft2_next"};
static const char *const k_units[SFPU_UNIT_COUNT] = {"load", "simple", "mad", "round", "store"};
static const char *const k_diags[] = {"",        "stale_read", "stall_bug", "shft2_rule",      "backdoor_race",
                                      "dropped", "macro_rule", "lm_direct", "lm_order", "lm_dst_spacing"};

static int lookup(const char *const *names, unsigned n, const char *tok)
{
    for (unsigned i = 0; i < n; ++i) {
        if (strcmp(names[i], tok) == 0) {
            return (int)i;
        }
    }
    return -1;
}

/* The file split into lines (modifiable copies are made per use). */
typedef struct vec_file {
    const char *path;
    char *text;
    char **line; /* malloc'd, n entries */
    unsigned n;
} vec_file_t;

static char *skip_ws(char *p)
{
    while (*p == ' ' || *p == '\t') {
        ++p;
    }
    return p;
}

/* The first word of a line, copied into w; returns the rest. */
static char *first_word(char *line, char *w, size_t cap)
{
    char *p = skip_ws(line);
    size_t n = 0;
    while (*p && *p != ' ' && *p != '\t' && *p != '\r' && *p != '#' && n + 1 < cap) {
        w[n++] = *p++;
    }
    w[n] = '\0';
    return skip_ws(p);
}

/* The case's initial state: the preset, then its init lines (state lines, and 'setup' instructions executed
 * functionally). 0, or -1 on a format error (reported). */
static int case_setup(const vec_file_t *vf, const vec_case_t *c, sfpu_t *s)
{
    char err[512];
    if (c->preset[0] && sfpu_apply_preset(s, c->preset) != SFPU_OK) {
        fprintf(stderr, "%s:%u: case '%s': unknown preset '%s' (known: %s)\n", vf->path, c->line, c->name, c->preset,
                sfpu_preset_names());
        return -1;
    }
    for (unsigned i = 0; i < c->n_init; ++i) {
        char buf[1024];
        char w[32];
        snprintf(buf, sizeof buf, "%s", vf->line[c->init_line[i] - 1]);
        char *rest = first_word(buf, w, sizeof w);
        if (strcmp(w, "setup") == 0) {
            /* executed functionally (no clock) before the timed program: configuration such as
             * LoadMacroConfig written the way a kernel's init code writes it */
            uint32_t word = 0;
            size_t got = 0;
            char *hash = strchr(rest, '#');
            if (hash) {
                *hash = '\0';
            }
            if (sfpu_assemble(rest, "setup", c->arch, &word, 1, &got, err, sizeof err) != SFPU_OK || got != 1 ||
                sfpu_exec(s, word) != SFPU_OK) {
                fprintf(stderr, "%s:%u: case '%s': setup: %s\n", vf->path, c->init_line[i], c->name,
                        got == 1 ? sfpu_last_error(s) : err);
                return -1;
            }
        } else if (cli_state_line(s, rest, false, vf->path, c->init_line[i], err, sizeof err) != 0) {
            fprintf(stderr, "%s\n", err);
            return -1;
        }
    }
    return 0;
}

/* The case's program: one instruction per 'insn' line, assembled line by line so errors name the file line; an
 * '@idle' line presents nothing for one cycle. Returns the count, or -1 on a format error (reported). */
static long case_assemble(const vec_file_t *vf, const vec_case_t *c, uint32_t *words, bool *idle)
{
    char err[512];
    size_t n = 0;
    for (const char *p = c->src; *p && n < c->n_src; ++n) {
        const char *nl = strchr(p, '\n');
        char one[256];
        snprintf(one, sizeof one, "%.*s", (int)(nl ? nl - p : (long)strlen(p)), p);
        size_t got = 0;
        idle[n] = strcmp(one, "@idle") == 0;
        words[n] = 0;
        if (!idle[n] &&
            (sfpu_assemble(one, "insn", c->arch, &words[n], 1, &got, err, sizeof err) != SFPU_OK || got != 1)) {
            fprintf(stderr, "%s:%u: case '%s': %s\n", vf->path, c->src_line[n], c->name,
                    got != 1 && err[0] == '\0' ? "expected exactly one instruction" : err);
            return -1;
        }
        p = nl ? nl + 1 : p + strlen(p);
    }
    return (long)n;
}

/* Clock the program in until the model is idle (or fails): the cycle table in cyc[], the count in *ncyc. */
static sfpu_status_t case_tick(sfpu_t *s, const uint32_t *words, const bool *idle, size_t n, vec_cycle_t *cyc,
                               unsigned *ncyc, cli_locator_t *loc)
{
    cli_locator_begin(loc, s);
    *ncyc = 0;
    size_t i = 0;
    sfpu_out_t out;
    sfpu_status_t st = SFPU_OK;
    while (st == SFPU_OK && *ncyc < VEC_MAX_CYCLES) {
        bool gap = i < n && idle[i];
        sfpu_in_t in = {(uint8_t)(i < n && !gap), i < n ? words[i] : 0u};
        st = sfpu_tick(s, &in, &out);
        vec_cycle_t *cy = &cyc[(*ncyc)++];
        cli_cycle_from_out(cy, &out, -1);
        int ingested = -1;
        if (st == SFPU_OK && gap) {
            ++i; /* the idle cycle is spent */
        } else if (st == SFPU_OK && i < n && out.insn_ready) {
            ingested = (int)i;
            cy->issued = (int)i++;
        }
        if (st == SFPU_OK) {
            cli_locator_tick(loc, s, &out, ingested);
        }
        if (st == SFPU_OK && i == n && !out.busy) {
            break;
        }
    }
    return st;
}

/* The second word of expectation e's line ('expect WHAT ...') is "error". */
static bool case_expects_error(const vec_file_t *vf, const vec_case_t *c)
{
    bool error_expected = false;
    for (unsigned e = 0; e < c->n_expect; ++e) {
        char w[32], what[32];
        char buf[256];
        snprintf(buf, sizeof buf, "%s", vf->line[c->expect_line[e] - 1]);
        first_word(first_word(buf, w, sizeof w), what, sizeof what);
        error_expected |= strcmp(what, "error") == 0;
    }
    return error_expected;
}

/* A failed expectation at line ln of the case's file: reported; returns 1. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int case_fail(const vec_file_t *vf, const vec_case_t *c, unsigned ln, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s:%u: case '%s': ", vf->path, ln, c->name);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return 1;
}

/* The run as it went: the cycles, the model after them, its error (NULL: none). */
typedef struct case_run {
    sfpu_t *s;
    const vec_cycle_t *cyc;
    unsigned ncyc;
    const char *run_error;
} case_run_t;

/* 'expect exec CYCLE UNIT MNEMONIC|idle' */
static int check_exec(const vec_file_t *vf, const vec_case_t *c, unsigned ln, const case_run_t *r, const char *rest)
{
    unsigned a = 0;
    char unit[32] = "", name[64] = "";
    if (sscanf(rest, "%u %31s %63s", &a, unit, name) != 3 || lookup(k_units, SFPU_UNIT_COUNT, unit) < 0) {
        return case_fail(vf, c, ln, "expected 'expect exec <cycle> load|simple|mad|round|store <mnemonic>|idle'");
    }
    unsigned u = (unsigned)lookup(k_units, SFPU_UNIT_COUNT, unit);
    uint8_t have = a < r->ncyc ? r->cyc[a].unit_op[u] : 0xFF;
    const sfpu_isa_info_t *info = sfpu_isa_info(have);
    const char *hn = info ? info->mnem : "idle";
    if (strcmp(hn, name) != 0) {
        return case_fail(vf, c, ln, "cycle %u %s unit executes %s, expected %s", a, unit, hn, name);
    }
    return 0;
}

/* 'expect issue|stall|cycles|diag|diag_kind ...': the timing of the run. -1: not one of them. */
static int check_timing(const vec_file_t *vf, const vec_case_t *c, unsigned ln, const case_run_t *r, const char *what,
                        const char *rest)
{
    unsigned a = 0, b = 0;
    char name[64] = "";
    if (strcmp(what, "issue") == 0 && sscanf(rest, "%u %u", &a, &b) == 2) {
        int at = -1;
        for (unsigned k = 0; k < r->ncyc; ++k) {
            if (r->cyc[k].issued == (int)a) {
                at = (int)k;
            }
        }
        if (at != (int)b) {
            return case_fail(vf, c, ln, "instruction %u (line %u) issued at cycle %d, expected %u", a,
                             a < c->n_src ? c->src_line[a] : 0u, at, b);
        }
    } else if (strcmp(what, "stall") == 0 && sscanf(rest, "%u %63s", &a, name) == 2) {
        int want = lookup(k_stall, SFPU_STALL_COUNT, name);
        if (want < 0) {
            return case_fail(vf, c, ln, "unknown stall cause '%s' (none, mad_raw, swap_next, shft2_next)", name);
        } else if (a >= r->ncyc || r->cyc[a].stall != want) {
            return case_fail(vf, c, ln, "cycle %u stall cause is %s, expected %s", a,
                             a < r->ncyc ? k_stall[r->cyc[a].stall] : "(no cycle)", name);
        }
    } else if (strcmp(what, "cycles") == 0 && sscanf(rest, "%u", &a) == 1) {
        if (r->ncyc != a) {
            return case_fail(vf, c, ln, "ran %u cycles (until idle), expected %u", r->ncyc, a);
        }
    } else if (strcmp(what, "diag") == 0 && sscanf(rest, "%u", &a) == 1) {
        if (sfpu_diag_count(r->s) != a) {
            return case_fail(vf, c, ln, "%u diagnostics, expected %u", sfpu_diag_count(r->s), a);
        }
    } else if (strcmp(what, "diag_kind") == 0 && sscanf(rest, "%u %63s", &a, name) == 2) {
        sfpu_diag_t d;
        int want = lookup(k_diags, sizeof k_diags / sizeof k_diags[0], name);
        if (want <= 0) {
            return case_fail(vf, c, ln, "unknown diagnostic kind '%s'", name);
        } else if (sfpu_diag_get(r->s, a, &d) != SFPU_OK) {
            return case_fail(vf, c, ln, "no diagnostic %u", a);
        } else if (d.kind != want) {
            return case_fail(vf, c, ln, "diagnostic %u is %s, expected %s", a, k_diags[d.kind < sizeof k_diags / sizeof k_diags[0] ? d.kind : 0], name);
        }
    } else {
        return -1;
    }
    return 0;
}

/* Expectation e of the case: 1 if it fails (reported), else 0. */
static int check_expect(const vec_file_t *vf, const vec_case_t *c, unsigned e, const case_run_t *r)
{
    unsigned ln = c->expect_line[e];
    char buf[1024], w[32], what[32], err[512];
    snprintf(buf, sizeof buf, "%s", vf->line[ln - 1]);
    char *rest = first_word(buf, w, sizeof w);
    rest = first_word(rest, what, sizeof what);
    char *hash = strchr(rest, '#');
    if (hash) {
        *hash = '\0';
    }
    if (strcmp(what, "error") == 0) {
        size_t len = strlen(rest);
        while (len && (rest[len - 1] == ' ' || rest[len - 1] == '\r' || rest[len - 1] == '\t')) {
            rest[--len] = '\0';
        }
        if (r->run_error == NULL || strstr(r->run_error, rest) == NULL) {
            return case_fail(vf, c, ln, "expected an error containing '%s', got %s", rest,
                             r->run_error ? r->run_error : "none");
        }
        return 0;
    }
    if (strcmp(what, "state") == 0) {
        return cli_state_line(r->s, rest, true, vf->path, ln, err, sizeof err) != 0 ? case_fail(vf, c, ln, "%s", err)
                                                                                     : 0;
    }
    if (strcmp(what, "exec") == 0) {
        return check_exec(vf, c, ln, r, rest);
    }
    int f = check_timing(vf, c, ln, r, what, rest);
    return f >= 0 ? f
                  : case_fail(vf, c, ln,
                              "unknown expectation '%s %s' (issue, stall, exec, cycles, diag, diag_kind, state, error)",
                              what, rest);
}

/* Run one case; returns the number of failed expectations (0 = pass), -1 on a format error. */
static int run_case(const vec_file_t *vf, const vec_case_t *c, bool verbose, unsigned *checks)
{
    sfpu_config_t cfg = {c->arch, 1};
    sfpu_t *s = NULL;
    if (sfpu_create(&cfg, &s) != SFPU_OK) {
        fprintf(stderr, "%s:%u: cannot create the model\n", vf->path, c->line);
        return -1;
    }
    sfpu_set_strict(s, c->strict != 0);
    sfpu_set_silicon_hazards(s, c->no_hazards == 0);
    uint32_t words[VEC_MAX_INSNS];
    bool idle[VEC_MAX_INSNS]; /* an 'idle' line: nothing presented for one cycle */
    long n = case_setup(vf, c, s) == 0 ? case_assemble(vf, c, words, idle) : -1;
    if (n < 0) {
        sfpu_destroy(s);
        return -1;
    }
    static vec_cycle_t cyc[VEC_MAX_CYCLES];
    static cli_locator_t loc;
    case_run_t r = {s, cyc, 0, NULL};
    sfpu_status_t st = case_tick(s, words, idle, (size_t)n, cyc, &r.ncyc, &loc);
    r.run_error = st == SFPU_OK ? NULL : sfpu_last_error(s);
    if (verbose) {
        printf("  case '%s' (%s): %u cycles%s%s\n", c->name, c->arch == SFPU_ARCH_WH ? "wh" : "bh", r.ncyc,
               r.run_error ? ", error: " : "", r.run_error ? r.run_error : "");
        cli_cycle_table(stdout, "    ", cyc, r.ncyc);
        uint32_t lines[VEC_MAX_INSNS];
        for (unsigned k = 0; k < c->n_src; ++k) {
            lines[k] = c->src_line[k];
        }
        cli_where_t where = {vf->path, lines, c->n_src, &loc};
        cli_diag_print(stdout, s, "    diagnostic: ", &where);
    }
    if (r.run_error && !case_expects_error(vf, c)) {
        fprintf(stderr, "%s:%u: case '%s': unexpected error: %s\n", vf->path, c->line, c->name, r.run_error);
        sfpu_destroy(s);
        return 1;
    }
    int failed = 0;
    for (unsigned e = 0; e < c->n_expect; ++e) {
        ++*checks;
        failed += check_expect(vf, c, e, &r);
    }
    sfpu_destroy(s);
    return failed;
}

static int load_file(const char *path, vec_file_t *vf)
{
    char err[300];
    vf->path = path;
    vf->text = cli_read_text(path, NULL, err, sizeof err);
    if (vf->text == NULL) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    unsigned cap = 1;
    for (const char *p = vf->text; *p; ++p) {
        cap += *p == '\n';
    }
    vf->line = (char **)malloc(cap * sizeof *vf->line);
    if (vf->line == NULL) {
        fprintf(stderr, "%s: out of memory\n", path);
        free(vf->text);
        return -1;
    }
    vf->n = 0;
    for (char *p = vf->text; p && vf->n < cap;) {
        vf->line[vf->n++] = p;
        char *nl = strchr(p, '\n');
        if (nl) {
            *nl = '\0';
            p = nl + 1;
        } else {
            p = NULL;
        }
    }
    return 0;
}

/* Parse and run every case of one file; returns 0 if all pass. */
static int run_file(const char *path, bool verbose)
{
    vec_file_t vf;
    if (load_file(path, &vf) != 0) {
        return 1;
    }
    static vec_case_t base, cur;
    memset(&base, 0, sizeof base);
    snprintf(base.name, sizeof base.name, "main");
    base.line = 1;
    base.arch = SFPU_ARCH_BH;
    bool in_case = false, any_case = false;
    unsigned cases = 0, failed_cases = 0, checks = 0;
    int rc = 0;
    for (unsigned ln = 1; ln <= vf.n + 1 && rc == 0; ++ln) {
        char w[32] = "";
        char *rest = ln <= vf.n ? first_word(vf.line[ln - 1], w, sizeof w) : NULL;
        bool end = ln == vf.n + 1;
        if (end || strcmp(w, "case") == 0) {
            if (in_case || (end && !any_case)) {
                vec_case_t *c = in_case ? &cur : &base;
                if (!c->has_spec) {
                    fprintf(stderr, "%s:%u: case '%s' has no 'spec:' line saying what it derives from\n", path,
                            c->line ? c->line : 1u, c->name);
                    rc = 1;
                    break;
                }
                if (c->n_expect == 0) {
                    fprintf(stderr, "%s:%u: case '%s' has no expectation\n", path, c->line ? c->line : 1u, c->name);
                    rc = 1;
                    break;
                }
                int f = run_case(&vf, c, verbose, &checks);
                ++cases;
                if (f < 0) {
                    rc = 1;
                    break;
                }
                failed_cases += f > 0;
            }
            if (end) {
                break;
            }
            cur = base;
            cur.line = ln;
            size_t len = strcspn(rest, "#\r");
            while (len && (rest[len - 1] == ' ' || rest[len - 1] == '\t')) {
                --len;
            }
            snprintf(cur.name, sizeof cur.name, "%.*s", (int)len, rest);
            in_case = any_case = true;
            continue;
        }
        vec_case_t *c = in_case ? &cur : &base;
        if (w[0] == '\0' || w[0] == '#') {
            continue;
        }
        if (strcmp(w, "spec:") == 0) {
            c->has_spec = 1;
        } else if (strcmp(w, "arch") == 0) {
            char a[8] = "";
            sscanf(rest, "%7s", a);
            if (strcmp(a, "bh") != 0 && strcmp(a, "wh") != 0) {
                fprintf(stderr, "%s:%u: expected 'arch bh' or 'arch wh'\n", path, ln);
                rc = 1;
            }
            c->arch = strcmp(a, "wh") == 0 ? SFPU_ARCH_WH : SFPU_ARCH_BH;
        } else if (strcmp(w, "strict") == 0) {
            c->strict = atoi(rest) != 0;
        } else if (strcmp(w, "silicon_hazards") == 0) {
            c->no_hazards = atoi(rest) == 0;
        } else if (strcmp(w, "preset") == 0) {
            char nm[16] = "";
            if (sscanf(rest, "%15s", nm) != 1) {
                fprintf(stderr, "%s:%u: expected 'preset NAME' (%s)\n", path, ln, sfpu_preset_names());
                rc = 1;
            }
            snprintf(c->preset, sizeof c->preset, "%s", nm);
        } else if (strcmp(w, "init") == 0 || strcmp(w, "setup") == 0 || strcmp(w, "expect") == 0) {
            bool in = w[0] != 'e';
            unsigned *arr = in ? c->init_line : c->expect_line;
            unsigned *cnt = in ? &c->n_init : &c->n_expect;
            if (*cnt >= VEC_MAX_LINES) {
                fprintf(stderr, "%s:%u: too many '%s' lines in one case\n", path, ln, w);
                rc = 1;
            } else {
                arr[(*cnt)++] = ln;
            }
        } else if (strcmp(w, "insn") == 0 || strcmp(w, "idle") == 0) {
            size_t used = strlen(c->src);
            if (w[1] == 'd') {
                rest = (char *)"@idle";
            }
            size_t len = strcspn(rest, "\r");
            if (c->n_src >= VEC_MAX_INSNS || used + len + 2 > sizeof c->src) {
                fprintf(stderr, "%s:%u: program too long\n", path, ln);
                rc = 1;
            } else {
                memcpy(c->src + used, rest, len);
                c->src[used + len] = '\n';
                c->src[used + len + 1] = '\0';
                c->src_line[c->n_src++] = ln;
            }
        } else {
            fprintf(stderr, "%s:%u: unknown directive '%s' (spec:, arch, strict, silicon_hazards, preset, init, setup, insn, idle, expect, case)\n", path,
                    ln, w);
            rc = 1;
        }
    }
    if (rc == 0) {
        printf("%s: %s (%u case%s, %u checks%s)\n", path, failed_cases ? "FAIL" : "PASS", cases, cases == 1 ? "" : "s",
               checks, failed_cases ? ", see above" : "");
        rc = failed_cases ? 1 : 0;
    }
    free(vf.line);
    free(vf.text);
    return rc;
}

int cli_vectors(int argc, char **argv)
{
    bool verbose = false;
    int files = 0, rc = 0;
    for (int i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: sfpu vec [--verbose] FILE.vec...\n"
                   "Runs timed golden vectors (format: tb/vectors/README.md): each case's program is\n"
                   "issued cycle by cycle and its expectations (issue cycles, stall causes, per-unit\n"
                   "execution, diagnostics, final state, errors) are checked. --verbose prints each case's\n"
                   "cycle table. Exit status 1 if any expectation fails.\n");
            return 0;
        }
        if (strcmp(argv[i], "--verbose") == 0 || strcmp(argv[i], "-v") == 0) {
            verbose = true;
            continue;
        }
        if (argv[i][0] == '-') {
            fprintf(stderr, "sfpu vec: unknown option '%s'\n", argv[i]);
            return 2;
        }
        ++files;
        rc |= run_file(argv[i], verbose);
    }
    if (files == 0) {
        fprintf(stderr, "sfpu vec: no vector file given (see sfpu vec --help)\n");
        return 2;
    }
    return rc;
}
