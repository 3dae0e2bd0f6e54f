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
    "  perf    cycles per tile of a recorded kernel as tt-llk's perf harness measures them, with the breakdown\n"
    "\n"
    "`sfpu <command> --help` describes each command.\n";

static const char *k_asm_help =
    "usage: sfpu asm [--arch bh|wh] [--format hex|ttinsn|bin] [-o OUT] [input options] FILE\n"
    "Assembles FILE ('-' = stdin) into Tensix instruction words. FILE is plain SFPU assembly in\n"
    "sfpi-binutils syntax (e.g. 'sfpmad L1,L0,L13,L14,0', 'sfpstore L0,0,0,0', any case; '.ttinsn W' and\n"
    "'.word W' give raw words; comments '#', '//'; ';' separates statements as in GNU as), an sfpi-gcc\n"
    ".S listing, a RISC-V objdump\n"
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
    "                [--no-silicon-hazards]\n"
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
    "that report JSON (with the state). The diagnostics include silicon hazards: an SFPLOADMACRO\n"
    "the thread pushes itself (not from REPLAY or a MOP), SFPLOADMACROs in flight meeting on an\n"
    "LReg out of program order, a Dst read within 3 cycles of a macro's store (patterns Tenstorrent\n"
    "reports as non-deterministic on silicon); --no-silicon-hazards leaves them out.\n"
    "These need --timing: --strict turns diagnostics into errors; --cycles prints the per-cycle\n"
    "table first (issued index, stall cause, what each sub-unit executes, '*' = scheduled by\n"
    "SFPLOADMACRO); --trace PREFIX writes PREFIX.kanata\n"
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
    const char *seen[3] = {NULL}; /* --arch, --format, -o */
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
        if (valued && cli_single_option("asm", argv[i], &seen[argv[i][1] == 'o' ? 2 : argv[i][2] == 'a' ? 0 : 1],
                                        argv[i + 1])) {
            return 2; /* a single-value option given twice */
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
                out, cli_input_name(in));
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
    if (out) {
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
    const char *seen[2] = {NULL}; /* --arch, --syntax */
    for (int i = 1; i < argc; ++i) {
        if (is_help(argv[i])) {
            fputs(k_disasm_help, stdout);
            return 0;
        } else if (strcmp(argv[i], "--arch") == 0 || strcmp(argv[i], "--syntax") == 0) {
            bool is_arch = argv[i][2] == 'a';
            if (cli_need_value(argc, argv, i, "disasm") ||
                cli_single_option("disasm", argv[i], &seen[is_arch ? 0 : 1], argv[i + 1])) {
                return 2;
            }
            const char *v = argv[++i];
            if (is_arch) {
                if (parse_arch(v, &arch)) {
                    return 2;
                }
                continue;
            }
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
        for (char *line = data + cli_bom_len(data, len); line && *line;) {
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

/* The options of one `sfpu run`. */
typedef struct run_args {
    sfpu_arch_t arch;
    const char *init, *expect, *out, *prog, *trace, *preset;
    const char *arch_given; /* --arch's text: a second --arch is an error */
    bool quiet, timing, json, strict, cycles, no_hazards;
    uint64_t max_cycles; /* --max-cycles (0: the library's default bound) */
    cli_input_t inp;
} run_args_t;

static void run_help(void)
{
    fputs(k_run_help, stdout);
    for (unsigned r = 0; r < SFPU_REG_COUNT; ++r) {
        printf("%s%s[%u]", r ? ", " : "", sfpu_reg_name(r), sfpu_reg_count(r));
    }
    printf("\n");
    fputs(cli_input_help, stdout);
}

/* One argument at argv[*i] (options with a value advance *i): -1 taken, else the exit status. */
static int run_arg(run_args_t *r, int argc, char **argv, int *i)
{
    const char *a = argv[*i];
    bool *flag = strcmp(a, "--json") == 0 ? &r->json : strcmp(a, "--timing") == 0 ? &r->timing
                 : strcmp(a, "--cycles") == 0 ? &r->cycles : strcmp(a, "--strict") == 0 ? &r->strict
                 : strcmp(a, "--quiet") == 0 ? &r->quiet
                 : strcmp(a, "--no-silicon-hazards") == 0 ? &r->no_hazards : NULL;
    if (flag != NULL) {
        *flag = true;
    } else if (strcmp(a, "--arch") == 0) {
        if (cli_single_option("run", a, &r->arch_given, argv[*i + 1]) || parse_arch(argv[++*i], &r->arch)) {
            return 2;
        }
    } else if (strcmp(a, "--init") == 0 || strcmp(a, "--expect") == 0) { /* each given once */
        const char **file = strcmp(a, "--init") == 0 ? &r->init : &r->expect;
        if (*file) {
            return cli_unexpected_arg("run", a, *file, argv[*i + 1]);
        }
        *file = argv[++*i];
    } else if (strcmp(a, "--init-preset") == 0 || strcmp(a, "-o") == 0 || strcmp(a, "--trace") == 0) {
        const char **v = strcmp(a, "-o") == 0 ? &r->out : strcmp(a, "--trace") == 0 ? &r->trace : &r->preset;
        if (cli_single_option("run", a, v, argv[*i + 1])) {
            return 2;
        }
        *v = argv[++*i];
    } else if (strcmp(a, "--max-cycles") == 0) {
        if (cli_max_cycles_option(argc, argv, i, &r->max_cycles)) {
            return 2;
        }
    } else if (a[0] == '-' && a[1]) {
        fprintf(stderr, "sfpu run: unknown option '%s'\n%s\n", a, k_run_help);
        return 2;
    } else if (r->prog) {
        /* one program per run: several files are not concatenated (each has its own line numbers) */
        return cli_unexpected_arg("run", "a program", r->prog, a);
    } else {
        r->prog = a;
    }
    return -1;
}

/* The command line: -1 to run, else the exit status (0 after --help). */
static int run_parse(int argc, char **argv, run_args_t *r)
{
    memset(r, 0, sizeof *r);
    r->arch = SFPU_ARCH_BH;
    for (int i = 1; i < argc; ++i) {
        int io = cli_input_option(&r->inp, argc, argv, &i);
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
            run_help();
            return 0;
        }
        int rc = run_arg(r, argc, argv, &i);
        if (rc >= 0) {
            return rc;
        }
    }
    if (r->prog == NULL) {
        fprintf(stderr, "sfpu run: no program given\n%s\n", k_run_help);
        return 2;
    }
    if (!r->timing && (r->strict || r->trace || r->cycles)) {
        fprintf(stderr, "sfpu run: %s needs --timing (functional execution has no cycles, no timing rules)\n",
                r->strict ? "--strict" : r->trace ? "--trace" : "--cycles");
        return 2;
    }
    if (r->out && r->trace) { /* two outputs of one command: the report would replace a trace file */
        char tpath[1024];
        for (unsigned k = 0; k < 2; ++k) {
            snprintf(tpath, sizeof tpath, "%s.%s", r->trace, k ? "vcd" : "kanata");
            if (strcmp(tpath, r->out) == 0 || cli_same_file(r->out, tpath)) {
                fprintf(stderr, "sfpu run: -o %s is the trace file %s of --trace %s (two outputs in one file)\n",
                        r->out, tpath, r->trace);
                return 2;
            }
        }
    }
    const char *inputs[3] = {r->prog, r->init, r->expect};
    for (unsigned k = 0; k < 3 && r->out; ++k) { /* before anything runs: an output never overwrites an input */
        if (inputs[k] && cli_same_file(r->out, inputs[k])) {
            fprintf(stderr,
                    "sfpu run: refusing to write %s: it is the input %s (an output never overwrites an input)\n",
                    r->out, cli_input_name(inputs[k]));
            return 2;
        }
    }
    return -1;
}

/* What one run holds, freed by run_free. */
typedef struct run_ctx {
    sfpu_t *s;
    uint32_t *w, *lines;
    size_t n, done;
    bool ran_timed; /* functional run handed to the cycle-accurate engine (SFPLOADMACRO schedules) */
    cli_locator_t *loc;
    cli_cycle_t *tab;
    size_t ntab;
} run_ctx_t;

static void run_free(run_ctx_t *c)
{
    free(c->tab);
    free(c->loc);
    free(c->w);
    free(c->lines);
    sfpu_destroy(c->s);
}

/* The model in its initial state (preset, --init) and the program assembled: -1, or the exit status. */
static int run_setup(run_args_t *r, run_ctx_t *c)
{
    memset(c, 0, sizeof *c);
    sfpu_config_t cfg = {r->arch, 0};
    if (sfpu_create(&cfg, &c->s) != SFPU_OK) {
        fprintf(stderr, "sfpu run: cannot create the model\n");
        return 1;
    }
    char err[600];
    if (r->preset && cli_apply_preset(c->s, "run", r->preset) != 0) {
        return 2;
    }
    if (r->init && cli_load_state(c->s, r->init, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    c->w = cli_assemble(r->prog, r->arch, &r->inp, &c->n, &c->lines);
    if (c->w == NULL) {
        return 1;
    }
    if (c->n == 0) {
        fprintf(stderr, "sfpu run: %s holds no instruction: nothing to run\n", r->prog);
        return 1;
    }
    return -1;
}

/* The cycle-accurate run, with the trace files of --trace PREFIX: the run's status in *st; -1, or the exit status when
 * a trace file could not be opened or memory ran out. */
static int run_timed(const run_args_t *r, run_ctx_t *c, const char **inputs, sfpu_status_t *st)
{
    FILE *kf = NULL, *vf = NULL;
    char kpath[1024], vpath[1024];
    if (r->trace) {
        if ((size_t)snprintf(kpath, sizeof kpath, "%s.kanata", r->trace) >= sizeof kpath) {
            fprintf(stderr, "sfpu run: --trace prefix too long: %s\n", r->trace);
            return 1;
        }
        snprintf(vpath, sizeof vpath, "%s.vcd", r->trace);
        kf = cli_open_output("run", kpath, "w", inputs, 3);
        vf = kf ? cli_open_output("run", vpath, "w", inputs, 3) : NULL;
        if (kf == NULL || vf == NULL) {
            if (kf) {
                fclose(kf);
            }
            return 1;
        }
    }
    c->loc = (cli_locator_t *)malloc(sizeof *c->loc);
    sfpu_trace_t *tr = r->trace ? (sfpu_trace_t *)malloc(sizeof *tr) : NULL;
    if (c->loc == NULL || (r->trace && tr == NULL)) {
        fprintf(stderr, "sfpu run: out of memory\n");
        free(tr);
        return 1;
    }
    if (tr) {
        sfpu_trace_begin(tr, kf, vf, r->arch);
        sfpu_trace_set_source(tr, r->prog, c->lines, c->n);
    }
    *st = cli_timed_run(c->s, c->w, c->n, &c->done, tr, r->cycles ? &c->tab : NULL, r->cycles ? &c->ntab : NULL,
                        c->loc);
    if (tr) {
        if (cli_close_output("run", kpath, kf) | cli_close_output("run", vpath, vf)) {
            *st = *st == SFPU_OK ? SFPU_ERR_INTERNAL : *st;
        }
        free(tr);
    }
    return -1;
}

/* After the run: its message, the report or JSON (and the cycle table) to stdout or -o, the --expect check. Returns
 * the exit status. */
static int run_report(const run_args_t *r, run_ctx_t *c, const char **inputs, sfpu_status_t st)
{
    sfpu_t *s = c->s;
    size_t done = c->done, n = c->n;
    cli_where_t where = {r->prog, c->lines, n, c->loc};
    char msg[800] = "";
    if (st != SFPU_OK && sfpu_get_status(s) != SFPU_OK) {
        snprintf(msg, sizeof msg, "%s:%u: %s", r->prog, (unsigned)c->lines[done < n ? done : n - 1],
                 sfpu_last_error(s));
        fprintf(stderr, "%s\n", msg);
    } else if (st == SFPU_OK && !r->quiet) {
        /* program words issued; what executed also counts MOP / REPLAY expansions (the JSON's insns_executed) */
        fprintf(stderr, "sfpu run: %zu program words issued, %llu instructions executed on %s, status ok\n", done,
                (unsigned long long)sfpu_insn_count(s), r->arch == SFPU_ARCH_WH ? "Wormhole B0" : "Blackhole A0");
    }
    FILE *f = r->out ? cli_open_output("run", r->out, "w", inputs, 3) : stdout;
    if (f != NULL) {
        if (r->cycles) {
            if (c->tab == NULL && c->ntab == 0 && done) {
                fprintf(stderr, "sfpu run: out of memory for the cycle table\n");
            }
            fprintf(f, "%s: cycle by cycle (row 0 = the first cycle of the run)\n", r->prog);
            cli_cycle_table(f, "  ", c->tab, c->ntab);
        }
        if (r->timing && !r->json) {
            cli_timing_report(f, s, &where);
        } else {
            cli_dump_json(f, s, sfpu_status_name(st), msg, r->timing || c->ran_timed ? &where : NULL);
        }
        if (r->out && cli_close_output("run", r->out, f) != 0) {
            f = NULL;
        }
    }
    int rc = st == SFPU_OK && f ? 0 : 1;
    if (rc == 0 && r->expect) {
        char err[600];
        if (cli_check_state(s, r->expect, err, sizeof err) != 0) {
            fprintf(stderr, "%s\n", err);
            rc = 1;
        } else if (!r->quiet) {
            fprintf(stderr, "sfpu run: all expectations in %s hold\n", r->expect);
        }
    }
    return rc;
}

static int cmd_run(int argc, char **argv)
{
    run_args_t r;
    int rc = run_parse(argc, argv, &r);
    if (rc >= 0) {
        return rc;
    }
    run_ctx_t c;
    const char *inputs[3] = {r.prog, r.init, r.expect};
    rc = run_setup(&r, &c);
    if (rc < 0) {
        sfpu_set_strict(c.s, r.strict);
        sfpu_set_silicon_hazards(c.s, !r.no_hazards);
        sfpu_set_max_cycles(c.s, r.max_cycles);
        sfpu_status_t st = SFPU_OK;
        if (r.timing) {
            rc = run_timed(&r, &c, inputs, &st);
        } else {
            st = run_functional(c.s, r.prog, c.lines, c.w, c.n, &c.done, &c.ran_timed);
        }
        rc = rc < 0 ? run_report(&r, &c, inputs, st) : rc;
    }
    run_free(&c);
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
    if (strcmp(argv[1], "perf") == 0) {
        return cli_perf(argc - 1, argv + 1);
    }
    fprintf(stderr, "sfpu: unknown command '%s'\n\n%s", argv[1], k_usage);
    return 2;
}

int main(int argc, char **argv)
{
    return cli_finish_stdout(dispatch(argc, argv));
}
