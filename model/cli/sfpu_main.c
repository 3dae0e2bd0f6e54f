/* sfpu_main.c - the `sfpu` command-line tool: asm, disasm, run, vec, bench, gen. Usage: sfpu --help. */
#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "trace.h"

static const char *k_usage =
    "usage: sfpu <command> [options]\n"
    "\n"
    "commands:\n"
    "  asm     assemble SFPI-syntax source into instruction words\n"
    "  disasm  disassemble instruction words into SFPI syntax\n"
    "  run     execute a program on the functional model and dump the final state as JSON\n"
    "  vec     run timed golden vectors (cycle-by-cycle expectations, tb/vectors)\n"
    "  bench   measure functional-mode throughput on a realistic instruction mix\n"
    "  gen     generate seeded random programs for RTL co-simulation (self-checked, JUnit, coverage)\n"
    "\n"
    "`sfpu <command> --help` describes each command.\n";

static const char *k_asm_help =
    "usage: sfpu asm [--arch bh|wh] [--format hex|ttinsn|bin] [-o OUT] FILE.s\n"
    "Assembles FILE.s ('-' = stdin): one instruction per line in SFPI objdump syntax\n"
    "(e.g. 'sfpmad L1,L0,L13,L14,0', any case), '.word 0x...', '.ttinsn 0x...', comments\n"
    "with '#', ';' or '//'. Output: hex words one per line (default), the .ttinsn-rotated\n"
    "hex form, or raw little-endian 32-bit words (bin). Errors: FILE:LINE:COL: message.\n";

static const char *k_disasm_help =
    "usage: sfpu disasm [--arch bh|wh] [--ttinsn] [--bin] FILE\n"
    "Disassembles FILE ('-' = stdin). Text input: one 32-bit word per line (0x optional,\n"
    "'#' comments); --ttinsn says the words are in the RISC-V .ttinsn rotated form; --bin\n"
    "reads raw little-endian words. Prints 'INDEX: WORD  TEXT'. Words that are not valid\n"
    "SFPU instructions print as '.word 0x...' and reassemble to themselves.\n";

static const char *k_run_help =
    "usage: sfpu run [--arch bh|wh] [--timing [--strict]] [--json] [-o OUT] [--init STATE]\n"
    "                [--expect STATE] [--quiet] PROG.s\n"
    "Executes PROG.s and writes the final architectural state as JSON to stdout (or OUT).\n"
    "Functional execution cannot run what SFPLOADMACRO schedules: a program whose macros schedule\n"
    "instructions is run on the cycle-accurate engine instead (a note on stderr says so).\n"
    "--timing runs the cycle-accurate model instead (one instruction presented per cycle,\n"
    "issued as fast as the unit accepts it) and prints a report: cycles, instructions, IPC,\n"
    "stall cycles by cause, per-sub-unit utilisation and every software-rule diagnostic\n"
    "(stale reads, stall-logic bugs); --json makes that report JSON (with the state);\n"
    "--strict turns diagnostics into errors; --trace PREFIX (with --timing) writes\n"
    "PREFIX.kanata (Konata pipeline viewer) and PREFIX.vcd (GTKWave).\n"
    "STATE is a text file of lines:\n"
    "  lreg R all V | lreg R lane L V | lreg R lanes V0 ... V31\n"
    "  dst ROW COL V16 | dst32 ROW COL V32 | dst_row_valid ROW 0|1\n"
    "  dstfp32 ROW COL V             (FP32 value V kept in Dst's FP32 layout, DstEncodeFP32)\n"
    "  reg NAME INDEX|all V          (NAME: lane_config, prng, lane_flags, cfg_fp32_dst, ...)\n"
    "Values are C integers or FP32 literals with an f suffix (1.5f). '#' starts a comment.\n"
    "--expect STATE checks the final state against a file of the same format (each line is an\n"
    "expectation); the first mismatch is reported as STATE:LINE and the exit status is 1.\n"
    "On an error (undefined instruction, ...) the JSON still holds the state at the point of\n"
    "failure, a message names PROG.s:LINE and the instruction, and the exit status is 1.\n"
    "Registers: ";

static int parse_arch(const char *v, sfpu_arch_t *arch)
{
    if (strcmp(v, "bh") == 0 || strcmp(v, "blackhole") == 0) {
        *arch = SFPU_ARCH_BH;
    } else if (strcmp(v, "wh") == 0 || strcmp(v, "wormhole") == 0) {
        *arch = SFPU_ARCH_WH;
    } else {
        fprintf(stderr, "sfpu: unknown --arch '%s' (expected bh or wh)\n", v);
        return -1;
    }
    return 0;
}

static bool is_help(const char *a) { return strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0; }

/* Assemble a file; returns malloc'd words (and source lines) or NULL after printing the error. */
static uint32_t *assemble_file(const char *path, sfpu_arch_t arch, size_t *n, uint32_t **lines)
{
    char err[400];
    char *src = cli_read_file(path, NULL, err, sizeof err);
    if (src == NULL) {
        fprintf(stderr, "sfpu: %s\n", err);
        return NULL;
    }
    const char *name = strcmp(path, "-") == 0 ? "<stdin>" : path;
    size_t count = 0;
    if (sfpu_assemble(src, name, arch, NULL, 0, &count, err, sizeof err) != SFPU_OK) {
        fprintf(stderr, "%s\n", err);
        free(src);
        return NULL;
    }
    uint32_t *w = (uint32_t *)calloc(count ? count : 1, sizeof *w);
    uint32_t *l = (uint32_t *)calloc(count ? count : 1, sizeof *l);
    if (w == NULL || l == NULL ||
        sfpu_assemble_lines(src, name, arch, w, l, count, &count, err, sizeof err) != SFPU_OK) {
        fprintf(stderr, "%s\n", w && l ? err : "sfpu: out of memory");
        free(w);
        free(l);
        free(src);
        return NULL;
    }
    free(src);
    *n = count;
    if (lines) {
        *lines = l;
    } else {
        free(l);
    }
    return w;
}

static int cmd_asm(int argc, char **argv)
{
    sfpu_arch_t arch = SFPU_ARCH_BH;
    const char *fmt = "hex", *out = NULL, *in = NULL;
    for (int i = 1; i < argc; ++i) {
        if (is_help(argv[i])) {
            fputs(k_asm_help, stdout);
            return 0;
        } else if (strcmp(argv[i], "--arch") == 0 && i + 1 < argc) {
            if (parse_arch(argv[++i], &arch)) {
                return 2;
            }
        } else if (strcmp(argv[i], "--format") == 0 && i + 1 < argc) {
            fmt = argv[++i];
        } else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
            out = argv[++i];
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "sfpu asm: unknown option '%s'\n%s", argv[i], k_asm_help);
            return 2;
        } else {
            in = argv[i];
        }
    }
    if (in == NULL || (strcmp(fmt, "hex") && strcmp(fmt, "ttinsn") && strcmp(fmt, "bin"))) {
        fputs(k_asm_help, stderr);
        return 2;
    }
    size_t n = 0;
    uint32_t *w = assemble_file(in, arch, &n, NULL);
    if (w == NULL) {
        return 1;
    }
    FILE *f = out ? fopen(out, strcmp(fmt, "bin") == 0 ? "wb" : "w") : stdout;
    if (f == NULL) {
        fprintf(stderr, "sfpu asm: cannot write %s: %s\n", out, strerror(errno));
        free(w);
        return 1;
    }
    for (size_t i = 0; i < n; ++i) {
        if (strcmp(fmt, "bin") == 0) {
            unsigned char b[4] = {(unsigned char)w[i], (unsigned char)(w[i] >> 8), (unsigned char)(w[i] >> 16),
                                  (unsigned char)(w[i] >> 24)};
            fwrite(b, 1, 4, f);
        } else {
            fprintf(f, "0x%08x\n", (unsigned)(strcmp(fmt, "ttinsn") == 0 ? sfpu_ttinsn_from_word(w[i]) : w[i]));
        }
    }
    if (f != stdout) {
        fclose(f);
    }
    free(w);
    return 0;
}

static int cmd_disasm(int argc, char **argv)
{
    sfpu_arch_t arch = SFPU_ARCH_BH;
    bool ttinsn = false, bin = false;
    const char *in = NULL;
    for (int i = 1; i < argc; ++i) {
        if (is_help(argv[i])) {
            fputs(k_disasm_help, stdout);
            return 0;
        } else if (strcmp(argv[i], "--arch") == 0 && i + 1 < argc) {
            if (parse_arch(argv[++i], &arch)) {
                return 2;
            }
        } else if (strcmp(argv[i], "--ttinsn") == 0) {
            ttinsn = true;
        } else if (strcmp(argv[i], "--bin") == 0) {
            bin = true;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "sfpu disasm: unknown option '%s'\n%s", argv[i], k_disasm_help);
            return 2;
        } else {
            in = argv[i];
        }
    }
    if (in == NULL) {
        fputs(k_disasm_help, stderr);
        return 2;
    }
    char err[300];
    size_t len = 0;
    char *data = cli_read_file(in, &len, err, sizeof err);
    if (data == NULL) {
        fprintf(stderr, "sfpu: %s\n", err);
        return 1;
    }
    int rc = 0;
    size_t idx = 0;
    char text[128];
    if (bin) {
        if (len % 4) {
            fprintf(stderr, "sfpu disasm: %s: size %zu is not a multiple of 4 bytes\n", in, len);
            rc = 1;
        }
        for (size_t off = 0; off + 4 <= len; off += 4, ++idx) {
            const unsigned char *b = (const unsigned char *)data + off;
            uint32_t w = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
            sfpu_disasm(w, arch, text, sizeof text);
            printf("%5zu: %08x  %s\n", idx, (unsigned)w, text);
        }
    } else {
        unsigned lineno = 0;
        for (char *line = data; line && *line;) {
            char *nl = strchr(line, '\n');
            if (nl) {
                *nl = '\0';
            }
            ++lineno;
            char *hash = strchr(line, '#');
            if (hash) {
                *hash = '\0';
            }
            char *p = line;
            while (isspace((unsigned char)*p)) {
                ++p;
            }
            if (*p) {
                char *end = NULL;
                errno = 0;
                unsigned long long v = strtoull(p, &end, 16);
                while (end && isspace((unsigned char)*end)) {
                    ++end;
                }
                if (errno || end == p || *end || v > 0xFFFFFFFFull) {
                    fprintf(stderr, "%s:%u: expected one 32-bit hex word, found '%s'\n", in, lineno, p);
                    rc = 1;
                    break;
                }
                uint32_t w = ttinsn ? sfpu_word_from_ttinsn((uint32_t)v) : (uint32_t)v;
                sfpu_disasm(w, arch, text, sizeof text);
                printf("%5zu: %08x  %s\n", idx++, (unsigned)w, text);
            }
            line = nl ? nl + 1 : NULL;
        }
    }
    free(data);
    return rc;
}

/* `sfpu run` without --timing: functional execution, except that a program whose SFPLOADMACROs schedule
 * instructions (which functional execution refuses, decisions M4) is run again from its initial state on the
 * cycle-accurate engine, and says so. */
static sfpu_status_t run_functional(sfpu_t *s, const char *prog, const uint32_t *lines, const uint32_t *w, size_t n,
                                    size_t *done, bool *ran_timed)
{
    size_t size = sfpu_state_size();
    void *snap = malloc(size);
    if (snap == NULL || sfpu_save(s, snap, size) != SFPU_OK) {
        free(snap);
        return sfpu_exec_program(s, w, n, done);
    }
    sfpu_status_t st = sfpu_exec_program(s, w, n, done);
    if (cli_macro_refused(s, st)) {
        fprintf(stderr,
                "sfpu run: %s:%u: this SFPLOADMACRO schedules instructions, which functional execution cannot run: "
                "running the program on the cycle-accurate engine instead (as --timing does)\n",
                prog, (unsigned)lines[*done < n ? *done : n - 1]);
        sfpu_restore(s, snap, size);
        sfpu_clear_error(s);
        *ran_timed = true;
        st = sfpu_run_timed(s, w, n, done);
    }
    free(snap);
    return st;
}

static int cmd_run(int argc, char **argv)
{
    sfpu_arch_t arch = SFPU_ARCH_BH;
    const char *init = NULL, *expect = NULL, *out = NULL, *prog = NULL, *trace = NULL;
    bool quiet = false, timing = false, json = false, strict = false;
    for (int i = 1; i < argc; ++i) {
        if (is_help(argv[i])) {
            fputs(k_run_help, stdout);
            for (unsigned r = 0; r < SFPU_REG_COUNT; ++r) {
                printf("%s%s[%u]", r ? ", " : "", sfpu_reg_name(r), sfpu_reg_count(r));
            }
            printf("\n");
            return 0;
        } else if (strcmp(argv[i], "--arch") == 0 && i + 1 < argc) {
            if (parse_arch(argv[++i], &arch)) {
                return 2;
            }
        } else if (strcmp(argv[i], "--init") == 0 && i + 1 < argc) {
            init = argv[++i];
        } else if (strcmp(argv[i], "--expect") == 0 && i + 1 < argc) {
            expect = argv[++i];
        } else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
            out = argv[++i];
        } else if (strcmp(argv[i], "--json") == 0) {
            json = true;
        } else if (strcmp(argv[i], "--timing") == 0) {
            timing = true;
        } else if (strcmp(argv[i], "--trace") == 0 && i + 1 < argc) {
            trace = argv[++i];
        } else if (strcmp(argv[i], "--strict") == 0) {
            strict = true;
        } else if (strcmp(argv[i], "--quiet") == 0) {
            quiet = true;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "sfpu run: unknown option '%s'\n%s", argv[i], k_run_help);
            return 2;
        } else {
            prog = argv[i];
        }
    }
    if (prog == NULL) {
        fputs(k_run_help, stderr);
        fputc('\n', stderr);
        return 2;
    }
    sfpu_config_t cfg = {arch, 0};
    sfpu_t *s = NULL;
    if (sfpu_create(&cfg, &s) != SFPU_OK) {
        fprintf(stderr, "sfpu run: cannot create the model\n");
        return 1;
    }
    char err[600];
    if (init && cli_load_state(s, init, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        sfpu_destroy(s);
        return 1;
    }
    size_t n = 0;
    uint32_t *lines = NULL;
    uint32_t *w = assemble_file(prog, arch, &n, &lines);
    if (w == NULL) {
        sfpu_destroy(s);
        return 1;
    }
    size_t done = 0;
    bool ran_timed = false; /* functional run handed to the cycle-accurate engine (SFPLOADMACRO schedules) */
    sfpu_set_strict(s, strict);
    sfpu_status_t st;
    if (trace && !timing) {
        fprintf(stderr, "sfpu run: --trace needs --timing\n");
        free(w);
        free(lines);
        sfpu_destroy(s);
        return 2;
    }
    if (trace) {
        char kpath[1024], vpath[1024];
        snprintf(kpath, sizeof kpath, "%s.kanata", trace);
        snprintf(vpath, sizeof vpath, "%s.vcd", trace);
        FILE *kf = fopen(kpath, "w"), *vf = fopen(vpath, "w");
        if (kf == NULL || vf == NULL) {
            fprintf(stderr, "sfpu run: cannot write %s / %s: %s\n", kpath, vpath, strerror(errno));
            if (kf) {
                fclose(kf);
            }
            if (vf) {
                fclose(vf);
            }
            free(w);
            free(lines);
            sfpu_destroy(s);
            return 1;
        }
        sfpu_trace_t tr;
        sfpu_trace_begin(&tr, kf, vf, arch);
        st = sfpu_trace_run(s, w, n, &done, &tr);
        fclose(kf);
        fclose(vf);
    } else {
        st = timing ? sfpu_run_timed(s, w, n, &done) : run_functional(s, prog, lines, w, n, &done, &ran_timed);
    }
    char msg[800] = "";
    if (st != SFPU_OK) {
        snprintf(msg, sizeof msg, "%s:%u: %s", prog, (unsigned)lines[done < n ? done : n - 1], sfpu_last_error(s));
        fprintf(stderr, "%s\n", msg);
    } else if (!quiet) {
        fprintf(stderr, "sfpu run: %zu instructions executed on %s, status ok\n", done,
                arch == SFPU_ARCH_WH ? "Wormhole B0" : "Blackhole A0");
    }
    FILE *f = out ? fopen(out, "w") : stdout;
    if (f == NULL) {
        fprintf(stderr, "sfpu run: cannot write %s: %s\n", out, strerror(errno));
    } else {
        if (timing && !json) {
            cli_timing_report(f, s, prog, lines, w, n);
        } else {
            cli_dump_json(f, s, sfpu_status_name(st), msg, timing || ran_timed);
        }
        if (f != stdout) {
            fclose(f);
        }
    }
    int rc = st == SFPU_OK && f ? 0 : 1;
    if (rc == 0 && expect) {
        if (cli_check_state(s, expect, err, sizeof err) != 0) {
            fprintf(stderr, "%s\n", err);
            rc = 1;
        } else if (!quiet) {
            fprintf(stderr, "sfpu run: all expectations in %s hold\n", expect);
        }
    }
    free(w);
    free(lines);
    sfpu_destroy(s);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc < 2 || is_help(argv[1])) {
        fputs(k_usage, argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    if (strcmp(argv[1], "asm") == 0) {
        return cmd_asm(argc - 1, argv + 1);
    }
    if (strcmp(argv[1], "disasm") == 0) {
        return cmd_disasm(argc - 1, argv + 1);
    }
    if (strcmp(argv[1], "run") == 0) {
        return cmd_run(argc - 1, argv + 1);
    }
    if (strcmp(argv[1], "vec") == 0) {
        return cli_vectors(argc - 1, argv + 1);
    }
    if (strcmp(argv[1], "bench") == 0) {
        return cli_bench(argc - 1, argv + 1);
    }
    if (strcmp(argv[1], "gen") == 0) {
        return cli_gen(argc - 1, argv + 1);
    }
    fprintf(stderr, "sfpu: unknown command '%s'\n\n%s", argv[1], k_usage);
    return 2;
}
