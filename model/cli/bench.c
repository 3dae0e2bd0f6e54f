/* bench.c - `sfpu bench`: functional-mode throughput (SFPU instructions per second, all 32 lanes each)
 * on a realistic kernel-shaped mix: MAD-heavy arithmetic, integer/FP-field ops, SIMT predication
 * (if/else with the flag stack) and Dst loads/stores. */
#define _POSIX_C_SOURCE 199309L
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

/* One loop body; repeated back to back. Runs on both architectures without undefined behaviour. */
static const char *k_kernel =
    "sfpload L0,0,3,0\n"        /* load FP32 rows 0..3 */
    "sfpload L1,4,3,0\n"
    "sfploadi L2,16256,0\n"     /* 1.0 as FLOATB */
    "sfpmad L3,L0,L1,L2,0\n"
    "sfpmad L4,L3,L3,L0,0\n"
    "sfpmul L5,L4,L1,L9,0\n"
    "sfpadd L6,L10,L5,L3,0\n"
    "sfpencc 3,10\n"            /* enable predication, all lanes on */
    "sfppushc 0\n"
    "sfpsetcc L6,0,0\n"         /* if (L6 < 0) */
    "sfpmad L3,L6,L6,L4,0\n"
    "sfpcompc\n"                /* else */
    "sfpmad L3,L6,L2,L4,0\n"
    "sfppopc 0\n"               /* endif */
    "sfpencc 0,2\n"             /* predication off */
    "sfpiadd L7,L3,0x001,5\n"
    "sfpand L7,L3\n"
    "sfpshft L7,L0,0x003,1\n"
    "sfpexexp L5,L3,0\n"
    "sfpsetexp L4,L3,0x7F,1\n"
    "sfpmov L1,L3,0\n"
    "sfpabs L2,L4,1\n"
    "sfpmuli L4,16128,0\n"
    "sfpaddi L4,16256,0\n"
    "sfplz L5,L7,0\n"
    "sfpstore L3,8,3,0\n";

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* What one window of one mode measured. */
typedef struct bench_win {
    double rate;     /* SFPU instructions per second */
    uint64_t insns;  /* instructions executed */
    uint64_t cycles; /* timed mode: simulated cycles */
    uint64_t macro;  /* timed mode: instructions SFPLOADMACRO scheduled */
} bench_win_t;

/* The instructions SFPLOADMACRO schedules so far (timed statistics). */
static uint64_t macro_issued(const sfpu_t *s)
{
    sfpu_timing_stats_t ts;
    return sfpu_get_timing_stats(s, &ts) == SFPU_OK ? ts.macro_issued : 0;
}

/* One window of one mode: whole kernel iterations until `seconds` have passed. Mode 0: pre-decoded stream (a
 * simulator's steady state); 1: decode every word; 2: the timed model, one sfpu_tick per clock, the stream
 * presented as fast as the unit accepts it (stalls included, diagnostics allowed: WH has no interlock); 3: the
 * timed model through sfpu_run_timed (the same clocks without the per-cycle port record), one call per
 * K_RUN_REPEAT kernel iterations so the drain at the end of a call is a small part.
 * Returns non-zero on an error (reported on stderr). */
#define K_RUN_REPEAT 20
static int bench_window(sfpu_t *s, int mode, const uint32_t *w, const sfpu_insn_t *d, size_t n, double seconds,
                        bench_win_t *r)
{
    uint64_t count = 0, cycles0 = sfpu_cycle(s), macro0 = macro_issued(s);
    double t0 = now(), t1 = t0;
    sfpu_out_t out;
    while (t1 - t0 < seconds) {
        for (int rep = 0; rep < 200 && mode == 3; rep += K_RUN_REPEAT) {
            size_t done = 0;
            if (sfpu_run_timed(s, w, n * K_RUN_REPEAT, &done) != SFPU_OK) {
                fprintf(stderr, "sfpu bench (timed run): %s\n", sfpu_last_error(s));
                return 1;
            }
            count += done;
        }
        for (int rep = 0; rep < 200 && mode != 3; ++rep) {
            for (size_t i = 0; i < n;) {
                sfpu_status_t st;
                if (mode == 2) {
                    sfpu_in_t in = {1, w[i]};
                    st = sfpu_tick(s, &in, &out);
                    i += out.insn_ready;
                } else {
                    st = mode == 0 ? sfpu_exec_decoded(s, &d[i]) : sfpu_exec(s, w[i]);
                    ++i;
                }
                if (st != SFPU_OK) {
                    fprintf(stderr, "sfpu bench%s: %s\n", mode == 2 ? " (timed)" : "", sfpu_last_error(s));
                    return 1;
                }
            }
            count += n;
        }
        t1 = now();
    }
    r->rate = (double)count / (t1 - t0);
    r->insns = count;
    r->cycles = sfpu_cycle(s) - cycles0;
    r->macro = macro_issued(s) - macro0;
    return 0;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The median of v[0..n) (sorts v). */
static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* What to measure: the built-in kernel, or a user's (`sfpu bench --kernel FILE.s [--init STATE]`). */
typedef struct bench_src {
    const char *text;      /* assembly source */
    const char *name;      /* its file name, for messages */
    const char *init_path; /* a state file applied before the first window, or NULL */
    const char *preset;    /* a named entry state (sfpu_apply_preset) applied before init_path, or NULL */
    bool both_arches;      /* no --arch given: an error hints at it */
} bench_src_t;

static int bench_arch(sfpu_arch_t arch, const bench_src_t *src, double seconds, int windows)
{
    static const char *const k_mode[4] = {"predecoded", "decoding", "per-clock", "run"};
    const char *an = arch == SFPU_ARCH_WH ? "wh" : "bh";
    char err[300];
    size_t n = 0;
    if (sfpu_assemble(src->text, src->name, arch, NULL, 0, &n, err, sizeof err) != SFPU_OK) {
        fprintf(stderr, "sfpu bench: %s%s\n", err, src->both_arches ? " (--arch measures one architecture)" : "");
        return 1;
    }
    if (n == 0) {
        fprintf(stderr, "sfpu bench: %s: no instructions to measure\n", src->name);
        return 1;
    }
    uint32_t *w = (uint32_t *)calloc(n * K_RUN_REPEAT, sizeof *w); /* the kernel K_RUN_REPEAT times (mode 3) */
    sfpu_insn_t *d = (sfpu_insn_t *)calloc(n, sizeof *d);
    double *rate = (double *)calloc((size_t)windows * 6u, sizeof *rate); /* [mode][window]; [4], [5]: ratios */
    sfpu_t *s = NULL;
    sfpu_config_t cfg = {arch, 1};
    int rc = 1;
    if (w == NULL || d == NULL || rate == NULL ||
        sfpu_assemble(src->text, src->name, arch, w, n, &n, err, sizeof err) != SFPU_OK ||
        sfpu_create(&cfg, &s) != SFPU_OK) {
        goto done;
    }
    unsigned mad = 0, pred = 0, ls = 0;
    for (size_t i = 0; i < n; ++i) {
        sfpu_decode(w[i], arch, &d[i], NULL, 0);
        const sfpu_isa_info_t *info = sfpu_isa_info(d[i].op);
        mad += (info->flags & SFPU_IF_MAD) != 0;
        ls += info->unit == SFPU_UNIT_LOAD || info->unit == SFPU_UNIT_STORE;
        pred += d[i].op == SFPU_OP_SFPENCC || d[i].op == SFPU_OP_SFPPUSHC || d[i].op == SFPU_OP_SFPPOPC ||
                d[i].op == SFPU_OP_SFPSETCC || d[i].op == SFPU_OP_SFPCOMPC;
    }
    for (size_t k = 1; k < K_RUN_REPEAT; ++k) {
        memcpy(w + k * n, w, n * sizeof *w);
    }
    if (src->preset != NULL && cli_apply_preset(s, "bench", src->preset) != 0) {
        goto done;
    }
    if (src->init_path != NULL) {
        if (cli_load_state(s, src->init_path, err, sizeof err) != 0) {
            fprintf(stderr, "sfpu bench: %s\n", err);
            goto done;
        }
    } else if (src->text == k_kernel) {
        /* Some non-trivial data in Dst rows 0..7 (FP32 mode). */
        sfpu_set_reg(s, SFPU_REG_CFG_FP32_DST, 0, 1);
        for (unsigned row = 0; row < 8; ++row) {
            for (unsigned col = 0; col < SFPU_DST_COLS; ++col) {
                sfpu_poke_dst32(s, row, col, 0x3F000000u + row * 0x10000u + col * 0x1234u);
            }
        }
    }
    /* A kernel whose SFPLOADMACROs schedule instructions has no functional run (decisions M4): timed modes only. */
    bool functional = true;
    {
        size_t size = sfpu_state_size(), done = 0;
        void *snap = malloc(size);
        if (snap == NULL || sfpu_save(s, snap, size) != SFPU_OK) {
            free(snap);
            goto done;
        }
        sfpu_status_t st = sfpu_exec_program(s, w, n, &done);
        functional = st == SFPU_OK;
        if (st != SFPU_OK && !cli_macro_refused(s, st)) {
            fprintf(stderr, "sfpu bench: %s\n", sfpu_last_error(s));
            free(snap);
            goto done;
        }
        sfpu_restore(s, snap, size);
        sfpu_clear_error(s);
        free(snap);
    }
    /* The modes take turns window by window, so that a busy phase of a shared machine hits all of them alike; the
     * best window is the figure least disturbed by other load, the median the typical one; the timed/functional
     * ratio is taken per window pair. */
    uint64_t t_insns[2] = {0, 0}, t_cycles[2] = {0, 0}, t_macro = 0; /* the timed modes 2 and 3 */
    for (int k = 0; k < windows; ++k) {
        bench_win_t r[4];
        for (int m = functional ? 0 : 2; m < 4; ++m) {
            if (bench_window(s, m, w, d, n, seconds / windows, &r[m]) != 0) {
                goto done;
            }
            rate[m * windows + k] = r[m].rate;
        }
        for (int t = 0; t < 2; ++t) {
            rate[(4 + t) * windows + k] = functional ? r[0].rate / r[2 + t].rate : 0.0;
            t_insns[t] += r[2 + t].insns;
            t_cycles[t] += r[2 + t].cycles;
            t_macro += r[2 + t].macro;
        }
    }
    double best[4], med[4];
    for (int m = 0; m < 4; ++m) {
        best[m] = 0.0;
        for (int k = 0; k < windows; ++k) {
            best[m] = rate[m * windows + k] > best[m] ? rate[m * windows + k] : best[m];
        }
        med[m] = median(&rate[m * windows], windows);
    }
    if (!functional) {
        printf("functional %s: not run: the kernel's SFPLOADMACROs schedule instructions, which only the "
               "cycle-accurate engine executes\n",
               an);
    }
    for (int m = functional ? 0 : 2; m < 4; ++m) {
        printf("%-10s %s %-10s %8.2f M insn/s best  %8.2f M median  (%5.1f ns/insn", m >= 2 ? "timed" : "functional", an,
               k_mode[m], best[m] / 1e6, med[m] / 1e6, 1e9 / best[m]);
        if (m >= 2) {
            int t = m - 2;
            double ipc = (double)t_insns[t] / (double)(t_cycles[t] ? t_cycles[t] : 1);
            printf(", %.2f M simulated cycles/s, IPC %.3f", best[m] / ipc / 1e6, ipc);
            if (functional) {
                printf(", %.2fx slower than functional (best/best), %.2fx (median of window pairs)", best[0] / best[m],
                       median(&rate[(4 + t) * windows], windows));
            }
            printf(")\n");
        } else {
            printf(", %.2f G lane-ops/s)\n", best[m] * SFPU_LANES / 1e9);
        }
    }
    printf("  mix (%s): %zu insns per iteration: %u MAD-family, %u predication, %u load/store, %zu other; %d windows "
           "of %.2f s per mode\n",
           src->text == k_kernel ? "built-in kernel" : src->name, n, mad, pred, ls, n - mad - pred - ls, windows,
           seconds / windows);
    if (t_macro != 0) {
        /* the rates count the instructions presented; the timed model also executes what the macros schedule */
        printf("  timed mode also executed %.2f SFPLOADMACRO-scheduled instructions per instruction presented\n",
               (double)t_macro / (double)(t_insns[0] + t_insns[1]));
    }
    rc = 0;
done:
    sfpu_destroy(s);
    free(rate);
    free(w);
    free(d);
    return rc;
}

int cli_bench(int argc, char **argv)
{
    double seconds = 2.0;
    int windows = 10;
    int arches = 3;
    const char *kernel_path = NULL;
    bench_src_t src = {k_kernel, "<bench>", NULL, NULL, false};
    const char *seen[6] = {NULL}; /* --seconds, --windows, --arch, --kernel, --init, --init-preset */
    for (int i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: sfpu bench [--arch bh|wh] [--seconds S] [--windows N]\n"
                   "                  [--kernel FILE.s [--init-preset llk] [--init STATE]]\n"
                   "Throughput on a kernel-shaped mix (MAD-heavy, integer, SIMT predication, Dst\n"
                   "load/store): functional mode pre-decoded and decoding every word, and the timed\n"
                   "(cycle-accurate) model with simulated cycles per second: sfpu_tick per clock (the\n"
                   "co-simulation's way, every port output built) and sfpu_run_timed (`sfpu run --timing`'s\n"
                   "way: the same clocks, state, statistics and diagnostics, no per-cycle port record).\n"
                   "Each mode runs S seconds (default 2) in N windows (default 10, 1..1000); the modes\n"
                   "take turns window by window. Printed: the best window (least disturbed by other\n"
                   "load on the machine) and the median window.\n"
                   "--kernel measures FILE.s instead of the built-in kernel, repeated back to back (its\n"
                   "state carries over from one iteration to the next), from reset or from the state file\n"
                   "given by --init (the `sfpu run --init` format), after --init-preset llk if given (the\n"
                   "state LLK initialisation leaves, as for `sfpu run`); --arch picks one architecture.\n"
                   "Rates count the instructions presented; for a kernel with SFPLOADMACRO the timed\n"
                   "model also executes the scheduled instructions (printed per instruction presented);\n"
                   "a kernel whose macros schedule instructions has no functional run (timed modes only).\n"
                   "\nBuilt-in kernel:\n%s",
                   k_kernel);
            return 0;
        } else if ((strcmp(argv[i], "--seconds") == 0 || strcmp(argv[i], "--windows") == 0 ||
                    strcmp(argv[i], "--arch") == 0 || strcmp(argv[i], "--kernel") == 0 ||
                    strcmp(argv[i], "--init") == 0 || strcmp(argv[i], "--init-preset") == 0) &&
                   cli_need_value(argc, argv, i, "bench")) {
            return 2;
        } else if ((strcmp(argv[i], "--seconds") == 0 && cli_single_option("bench", argv[i], &seen[0], argv[i + 1])) ||
                   (strcmp(argv[i], "--windows") == 0 && cli_single_option("bench", argv[i], &seen[1], argv[i + 1])) ||
                   (strcmp(argv[i], "--arch") == 0 && cli_single_option("bench", argv[i], &seen[2], argv[i + 1])) ||
                   (strcmp(argv[i], "--kernel") == 0 && cli_single_option("bench", argv[i], &seen[3], argv[i + 1])) ||
                   (strcmp(argv[i], "--init") == 0 && cli_single_option("bench", argv[i], &seen[4], argv[i + 1])) ||
                   (strcmp(argv[i], "--init-preset") == 0 &&
                    cli_single_option("bench", argv[i], &seen[5], argv[i + 1]))) {
            return 2; /* a single-value option given twice */
        } else if (strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
            char *end = NULL;
            seconds = strtod(argv[++i], &end);
            if (end == argv[i] || *end != '\0' || !(seconds > 0.0 && seconds <= 3600.0)) {
                fprintf(stderr, "sfpu bench: --seconds '%s': expected a number of seconds in (0, 3600]\n", argv[i]);
                return 2;
            }
        } else if (strcmp(argv[i], "--windows") == 0 && i + 1 < argc) {
            char *end = NULL;
            long v = strtol(argv[++i], &end, 10);
            if (end == argv[i] || *end != '\0' || v < 1 || v > 1000) {
                fprintf(stderr, "sfpu bench: --windows '%s': expected an integer 1..1000\n", argv[i]);
                return 2;
            }
            windows = (int)v;
        } else if (strcmp(argv[i], "--arch") == 0 && i + 1 < argc) {
            ++i;
            arches = strcmp(argv[i], "wh") == 0 ? 2 : strcmp(argv[i], "bh") == 0 ? 1 : 0;
            if (!arches) {
                fprintf(stderr, "sfpu bench: unknown --arch '%s'\n", argv[i]);
                return 2;
            }
        } else if (strcmp(argv[i], "--kernel") == 0 && i + 1 < argc) {
            kernel_path = argv[++i];
        } else if (strcmp(argv[i], "--init") == 0 && i + 1 < argc) {
            src.init_path = argv[++i];
        } else if (strcmp(argv[i], "--init-preset") == 0 && i + 1 < argc) {
            src.preset = argv[++i];
        } else if (argv[i][0] == '-') {
            fprintf(stderr, "sfpu bench: unknown option '%s' (see sfpu bench --help)\n", argv[i]);
            return 2;
        } else {
            fprintf(stderr, "sfpu bench: unexpected argument '%s' (a kernel is given with --kernel FILE.s)\n", argv[i]);
            return 2;
        }
    }
    if ((src.init_path != NULL || src.preset != NULL) && kernel_path == NULL) {
        fprintf(stderr, "sfpu bench: %s needs --kernel (the built-in kernel sets up its own state)\n",
                src.init_path ? "--init" : "--init-preset");
        return 2;
    }
    if (src.preset != NULL) { /* a bad name is a usage error before anything is measured */
        sfpu_t *probe = NULL;
        sfpu_config_t pc = {SFPU_ARCH_BH, 0};
        int bad = sfpu_create(&pc, &probe) != SFPU_OK || cli_apply_preset(probe, "bench", src.preset) != 0;
        sfpu_destroy(probe);
        if (bad) {
            return 2;
        }
    }
    char *text = NULL;
    if (kernel_path != NULL) {
        char err[300];
        text = cli_read_text(kernel_path, NULL, err, sizeof err);
        if (text == NULL) {
            fprintf(stderr, "sfpu bench: %s\n", err);
            return 2;
        }
        src.text = text;
        src.name = kernel_path;
    }
    src.both_arches = arches == 3;
    int rc = 0;
    if (arches & 1) {
        rc |= bench_arch(SFPU_ARCH_BH, &src, seconds, windows);
    }
    if ((arches & 2) && rc == 0) { /* after an error on BH (a bad kernel or state file): reported once */
        rc |= bench_arch(SFPU_ARCH_WH, &src, seconds, windows);
    }
    free(text);
    return rc;
}
