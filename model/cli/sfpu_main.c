/* sfpu_main.c - the `sfpu` command-line tool: asm, disasm, run, vec, bench, gen, cov. Usage: sfpu --help. */
#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cycles.h"
#include "input.h"
#include "trace.h"

static const char *k_usage =
    "usage: sfpu <command> [options]\n"
    "\n"
    "commands:\n"
    "  asm     assemble SFPU programs (sfpi-binutils syntax, .S listings, objdump, tt-llk) into words\n"
    "  disasm  disassemble instruction words into sfpi-binutils syntax\n"
    "  run     execute a program on the functional model and dump the final state as JSON\n"
    "  vec     run timed golden vectors (cycle-by-cycle expectations, tb/vectors)\n"
    "  bench   measure functional and timed throughput on a realistic instruction mix\n"
    "  gen     generate seeded random programs for RTL co-simulation (self-checked, JUnit, coverage)\n"
    "  cov     merge functional-coverage files of runs or shards; closure per group against a goal\n"
    "\n"
    "`sfpu <command> --help` describes each command.\n";

static const char *k_asm_help =
    "usage: sfpu asm [--arch bh|wh] [--format hex|ttinsn|bin] [-o OUT] [input options] FILE\n"
    "Assembles FILE ('-' = stdin) into Tensix instruction words. FILE is plain SFPU assembly in\n"
    "sfpi-binutils syntax (e.g. 'sfpmad L1,L0,L13,L14,0', 'sfpstore L0,0,0,0', any case; '.ttinsn W' and\n"
    "'.word W' give raw words; comments '#', ';', '//'), an sfpi-gcc .S listing, a RISC-V objdump\n"
    "listing or tt-llk code (see --input); RISC-V instructions are skipped and reported on stderr.\n"
    "Output: hex words one per line (default), the RISC-V rotated form objdump shows (ttinsn), or raw\n"
    "little-endian 32-bit words (bin). Errors: FILE:LINE:COL: message.\n"
    "One input file; OUT may not be the input (checked by device and inode, so links and\n"
    "other spellings of the same file are refused too); an input without instructions is an\n"
    "error.\n";

static const char *k_disasm_help =
    "usage: sfpu disasm [--arch bh|wh] [--syntax current|2025] [--ttinsn] [--bin] FILE\n"
    "Disassembles FILE ('-' = stdin) into sfpi-binutils syntax (--syntax 2025: the older SFPI one).\n"
    "Text input: one 32-bit word per line (0x optional, '#' comments); --ttinsn says the words are in\n"
    "the RISC-V rotated form objdump shows; --bin reads raw little-endian words. Prints\n"
    "'INDEX: WORD  TEXT'. Words that are not valid SFPU instructions print as '.word 0x...' and\n"
    "reassemble to themselves.\n";

static const char *k_run_help =
    "usage: sfpu run [--arch bh|wh] [--timing [--strict] [--cycles] [--trace PREFIX]] [--json]\n"
    "                [-o OUT] [--init-preset llk] [--init STATE] [--expect STATE] [--quiet]\n"
    "                [input options] PROG\n"
    "Executes PROG (one program, in any form `sfpu asm` reads: see its --help) and writes the final\n"
    "architectural state as JSON to stdout (or OUT; OUT may not be one of the inputs). A program\n"
    "without instructions is an error.\n"
    "Functional execution cannot run what SFPLOADMACRO schedules: a program whose macros schedule\n"
    "instructions is run on the cycle-accurate engine instead (a note on stderr says so).\n"
    "--timing runs the cycle-accurate model instead (one instruction presented per cycle,\n"
    "issued as fast as the unit accepts it) and prints a report: cycles, instructions, IPC,\n"
    "stall cycles by cause, per-sub-unit utilisation (work, and SFPNOP occupancy apart) and\n"
    "every software-rule diagnostic named PROG.s:LINE and cycle (stale reads, stall-logic\n"
    "bugs; an instruction SFPLOADMACRO scheduled is named by the macro's line); --json makes\n"
    "that report JSON (with the state). These need --timing: --strict turns diagnostics into\n"
    "errors; --cycles prints the per-cycle table first (issued index, stall cause, what each\n"
    "sub-unit executes, '*' = scheduled by SFPLOADMACRO); --trace PREFIX writes PREFIX.kanata\n"
    "(Konata pipeline viewer, scheduled instructions included) and PREFIX.vcd (GTKWave,\n"
    "change-only, instruction text and per-sub-unit activity as signals).\n"
    "--init-preset llk starts from the state tt-llk's initialisation leaves before an SFPU\n"
    "kernel (condition codes enabled, LReg11 = -1, ADDR_MOD_7, RWCs, FP32 Dst off, ...;\n"
    "model/cli/README.md lists each value and its source); --init then applies on top.\n"
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

static int cmd_asm(int argc, char **argv)
{
    sfpu_arch_t arch = SFPU_ARCH_BH;
    const char *fmt = "hex", *out = NULL, *in = NULL;
    cli_input_t inp;
    memset(&inp, 0, sizeof inp);
    for (int i = 1; i < argc; ++i) {
        int io = cli_input_option(&inp, argc, argv, &i);
        if (io < 0) {
            return 2;
        }
        if (io > 0) {
            continue;
        }
        bool valued = strcmp(argv[i], "--arch") == 0 || strcmp(argv[i], "--format") == 0 || strcmp(argv[i], "-o") == 0;
        if (valued && cli_need_value(argc, argv, i, "asm")) {
            return 2;
        }
        if (is_help(argv[i])) {
            fputs(k_asm_help, stdout);
            fputs(cli_input_help, stdout);
            return 0;
        } else if (strcmp(argv[i], "--arch") == 0) {
            if (parse_arch(argv[++i], &arch)) {
                return 2;
            }
        } else if (strcmp(argv[i], "--format") == 0) {
            fmt = argv[++i];
            if (strcmp(fmt, "hex") && strcmp(fmt, "ttinsn") && strcmp(fmt, "bin")) {
                fprintf(stderr, "sfpu asm: unknown --format '%s' (expected hex, ttinsn or bin)\n", fmt);
                return 2;
            }
        } else if (strcmp(argv[i], "-o") == 0) {
            out = argv[++i];
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "sfpu asm: unknown option '%s'\n%s", argv[i], k_asm_help);
            return 2;
        } else if (in) {
            return cli_unexpected_arg("asm", "an input file", in, argv[i]);
        } else {
            in = argv[i];
        }
    }
    if (in == NULL) {
        fprintf(stderr, "sfpu asm: no input file given\n%s", k_asm_help);
        return 2;
    }
    if (out && cli_same_file(out, in)) { /* before reading: the source must survive whatever happens next */
        fprintf(stderr, "sfpu asm: refusing to write %s: it is the input %s (an output never overwrites an input)\n",
                out, in);
        return 2;
    }
    size_t n = 0;
    uint32_t *w = cli_assemble(in, arch, &inp, &n, NULL);
    if (w == NULL) {
        return 1;
    }
    if (n == 0) {
        fprintf(stderr, "sfpu asm: %s holds no instruction\n", strcmp(in, "-") == 0 ? "<stdin>" : in);
        free(w);
        return 1;
    }
    const char *inputs[1] = {in};
    FILE *f = out ? cli_open_output("asm", out, strcmp(fmt, "bin") == 0 ? "wb" : "w", inputs, 1) : stdout;
    if (f == NULL) {
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
    free(w);
    if (f != stdout) {
        return cli_close_output("asm", out, f) == 0 ? 0 : 1;
    }
    return 0;
}

static int cmd_disasm(int argc, char **argv)
{
    sfpu_arch_t arch = SFPU_ARCH_BH;
    bool ttinsn = false, bin = false;
    sfpu_syntax_t syntax = SFPU_SYNTAX_CURRENT;
    const char *in = NULL;
    for (int i = 1; i < argc; ++i) {
        if (is_help(argv[i])) {
            fputs(k_disasm_help, stdout);
            return 0;
        } else if (strcmp(argv[i], "--arch") == 0) {
            if (cli_need_value(argc, argv, i, "disasm") || parse_arch(argv[++i], &arch)) {
                return 2;
            }
        } else if (strcmp(argv[i], "--syntax") == 0 && i + 1 < argc) {
            const char *v = argv[++i];
            if (strcmp(v, "2025") == 0) {
                syntax = SFPU_SYNTAX_2025;
            } else if (strcmp(v, "current") != 0 && strcmp(v, "binutils") != 0) {
                fprintf(stderr, "sfpu disasm: unknown --syntax '%s' (expected current or 2025)\n", v);
                return 2;
            }
        } else if (strcmp(argv[i], "--ttinsn") == 0) {
            ttinsn = true;
        } else if (strcmp(argv[i], "--bin") == 0) {
            bin = true;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "sfpu disasm: unknown option '%s'\n%s", argv[i], k_disasm_help);
            return 2;
        } else if (in) {
            return cli_unexpected_arg("disasm", "an input file", in, argv[i]);
        } else {
            in = argv[i];
        }
    }
    if (in == NULL) {
        fprintf(stderr, "sfpu disasm: no input file given\n%s", k_disasm_help);
        return 2;
    }
    if (ttinsn && bin) {
        fprintf(stderr, "sfpu disasm: --ttinsn (text words) and --bin (raw words) exclude each other\n");
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
            sfpu_disasm_ex(w, arch, syntax, text, sizeof text);
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
                sfpu_disasm_ex(w, arch, syntax, text, sizeof text);
                printf("%5zu: %08x  %s\n", idx++, (unsigned)w, text);
            }
            line = nl ? nl + 1 : NULL;
        }
    }
    if (rc == 0 && idx == 0) {
        fprintf(stderr, "sfpu disasm: %s holds no instruction word\n", in);
        rc = 1;
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
    const char *init = NULL, *expect = NULL, *out = NULL, *prog = NULL, *trace = NULL, *preset = NULL;
    const char *arch_given = NULL; /* --arch's text: a second --arch is an error */
    bool quiet = false, timing = false, json = false, strict = false, cycles = false;
    uint64_t max_cycles = 0;
    cli_input_t inp;
    memset(&inp, 0, sizeof inp);
    for (int i = 1; i < argc; ++i) {
        int io = cli_input_option(&inp, argc, argv, &i);
        if (io < 0) {
            return 2;
        }
        if (io > 0) {
            continue;
        }
        const char *a = argv[i];
        bool valued = strcmp(a, "--arch") == 0 || strcmp(a, "--init") == 0 || strcmp(a, "--expect") == 0 ||
                      strcmp(a, "-o") == 0 || strcmp(a, "--trace") == 0 || strcmp(a, "--init-preset") == 0;
        if (valued && cli_need_value(argc, argv, i, "run")) {
            return 2;
        }
        if (is_help(a)) {
            fputs(k_run_help, stdout);
            for (unsigned r = 0; r < SFPU_REG_COUNT; ++r) {
                printf("%s%s[%u]", r ? ", " : "", sfpu_reg_name(r), sfpu_reg_count(r));
            }
            printf("\n");
            fputs(cli_input_help, stdout);
            return 0;
        } else if (strcmp(a, "--arch") == 0) {
            if (cli_single_option("run", a, &arch_given, argv[i + 1]) || parse_arch(argv[++i], &arch)) {
                return 2;
            }
        } else if (strcmp(a, "--init") == 0) {
            if (init) {
                return cli_unexpected_arg("run", "--init", init, argv[i + 1]);
            }
            init = argv[++i];
        } else if (strcmp(a, "--init-preset") == 0) {
            if (cli_single_option("run", a, &preset, argv[i + 1])) {
                return 2;
            }
            preset = argv[++i];
        } else if (strcmp(a, "--expect") == 0) {
            if (expect) {
                return cli_unexpected_arg("run", "--expect", expect, argv[i + 1]);
            }
            expect = argv[++i];
        } else if (strcmp(a, "-o") == 0) {
            if (cli_single_option("run", a, &out, argv[i + 1])) {
                return 2;
            }
            out = argv[++i];
        } else if (strcmp(a, "--json") == 0) {
            json = true;
        } else if (strcmp(a, "--timing") == 0) {
            timing = true;
        } else if (strcmp(a, "--trace") == 0) {
            if (cli_single_option("run", a, &trace, argv[i + 1])) {
                return 2;
            }
            trace = argv[++i];
        } else if (strcmp(a, "--cycles") == 0) {
            cycles = true;
        } else if (strcmp(a, "--max-cycles") == 0) {
            if (cli_max_cycles_option(argc, argv, &i, &max_cycles)) {
                return 2;
            }
        } else if (strcmp(a, "--strict") == 0) {
            strict = true;
        } else if (strcmp(a, "--quiet") == 0) {
            quiet = true;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "sfpu run: unknown option '%s'\n%s\n", a, k_run_help);
            return 2;
        } else if (prog) {
            /* one program per run: several files are not concatenated (each has its own line numbers) */
            return cli_unexpected_arg("run", "a program", prog, a);
        } else {
            prog = a;
        }
    }
    if (prog == NULL) {
        fprintf(stderr, "sfpu run: no program given\n%s\n", k_run_help);
        return 2;
    }
    if (!timing && (strict || trace || cycles)) {
        fprintf(stderr, "sfpu run: %s needs --timing (functional execution has no cycles, no timing rules)\n",
                strict ? "--strict" : trace ? "--trace" : "--cycles");
        return 2;
    }
    const char *inputs[3] = {prog, init, expect};
    for (unsigned k = 0; k < 3 && out; ++k) { /* before anything runs: an output never overwrites an input */
        if (inputs[k] && cli_same_file(out, inputs[k])) {
            fprintf(stderr, "sfpu run: refusing to write %s: it is the input %s (an output never overwrites an input)\n",
                    out, inputs[k]);
            return 2;
        }
    }
    sfpu_config_t cfg = {arch, 0};
    sfpu_t *s = NULL;
    if (sfpu_create(&cfg, &s) != SFPU_OK) {
        fprintf(stderr, "sfpu run: cannot create the model\n");
        return 1;
    }
    char err[600];
    if (preset && cli_apply_preset(s, "run", preset) != 0) {
        sfpu_destroy(s);
        return 2;
    }
    if (init && cli_load_state(s, init, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        sfpu_destroy(s);
        return 1;
    }
    size_t n = 0;
    uint32_t *lines = NULL;
    uint32_t *w = cli_assemble(prog, arch, &inp, &n, &lines);
    if (w == NULL) {
        sfpu_destroy(s);
        return 1;
    }
    if (n == 0) {
        fprintf(stderr, "sfpu run: %s holds no instruction: nothing to run\n", prog);
        free(w);
        free(lines);
        sfpu_destroy(s);
        return 1;
    }
    size_t done = 0;
    bool ran_timed = false; /* functional run handed to the cycle-accurate engine (SFPLOADMACRO schedules) */
    sfpu_set_strict(s, strict);
    sfpu_set_max_cycles(s, max_cycles);
    sfpu_status_t st;
    cli_locator_t *loc = NULL;
    cli_cycle_t *tab = NULL;
    size_t ntab = 0;
    FILE *kf = NULL, *vf = NULL;
    char kpath[1024], vpath[1024];
    if (trace) {
        snprintf(kpath, sizeof kpath, "%s.kanata", trace);
        snprintf(vpath, sizeof vpath, "%s.vcd", trace);
        kf = cli_open_output("run", kpath, "w", inputs, 3);
        vf = kf ? cli_open_output("run", vpath, "w", inputs, 3) : NULL;
        if (kf == NULL || vf == NULL) {
            if (kf) {
                fclose(kf);
            }
            free(w);
            free(lines);
            sfpu_destroy(s);
            return 1;
        }
    }
    if (timing) {
        loc = (cli_locator_t *)malloc(sizeof *loc);
        sfpu_trace_t *tr = trace ? (sfpu_trace_t *)malloc(sizeof *tr) : NULL;
        if (loc == NULL || (trace && tr == NULL)) {
            fprintf(stderr, "sfpu run: out of memory\n");
            free(loc);
            free(tr);
            free(w);
            free(lines);
            sfpu_destroy(s);
            return 1;
        }
        if (tr) {
            sfpu_trace_begin(tr, kf, vf, arch);
            sfpu_trace_set_source(tr, prog, lines, n);
        }
        st = cli_timed_run(s, w, n, &done, tr, cycles ? &tab : NULL, cycles ? &ntab : NULL, loc);
        if (tr) {
            if (cli_close_output("run", kpath, kf) | cli_close_output("run", vpath, vf)) {
                st = st == SFPU_OK ? SFPU_ERR_INTERNAL : st;
            }
            free(tr);
        }
    } else {
        st = run_functional(s, prog, lines, w, n, &done, &ran_timed);
    }
    cli_where_t where = {prog, lines, n, loc};
    char msg[800] = "";
    if (st != SFPU_OK && sfpu_get_status(s) != SFPU_OK) {
        snprintf(msg, sizeof msg, "%s:%u: %s", prog, (unsigned)lines[done < n ? done : n - 1], sfpu_last_error(s));
        fprintf(stderr, "%s\n", msg);
    } else if (st == SFPU_OK && !quiet) {
        /* program words issued; what executed also counts MOP / REPLAY expansions (the JSON's insns_executed) */
        fprintf(stderr, "sfpu run: %zu program words issued, %llu instructions executed on %s, status ok\n", done,
                (unsigned long long)sfpu_insn_count(s), arch == SFPU_ARCH_WH ? "Wormhole B0" : "Blackhole A0");
    }
    FILE *f = out ? cli_open_output("run", out, "w", inputs, 3) : stdout;
    if (f != NULL) {
        if (cycles) {
            if (tab == NULL && ntab == 0 && done) {
                fprintf(stderr, "sfpu run: out of memory for the cycle table\n");
            }
            fprintf(f, "%s: cycle by cycle (row 0 = the first cycle of the run)\n", prog);
            cli_cycle_table(f, "  ", tab, ntab);
        }
        if (timing && !json) {
            cli_timing_report(f, s, &where);
        } else {
            cli_dump_json(f, s, sfpu_status_name(st), msg, timing || ran_timed ? &where : NULL);
        }
        if (f != stdout && cli_close_output("run", out, f) != 0) {
            f = NULL;
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
    free(tab);
    free(loc);
    free(w);
    free(lines);
    sfpu_destroy(s);
    return rc;
}

static int dispatch(int argc, char **argv)
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
    if (strcmp(argv[1], "cov") == 0) {
        return cli_cov(argc - 1, argv + 1);
    }
    fprintf(stderr, "sfpu: unknown command '%s'\n\n%s", argv[1], k_usage);
    return 2;
}

int main(int argc, char **argv)
{
    return cli_finish_stdout(dispatch(argc, argv));
}
