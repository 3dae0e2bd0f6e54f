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
    "sfpstore 8,L3,3,0\n";

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int bench_arch(sfpu_arch_t arch, double seconds)
{
    char err[300];
    size_t n = 0;
    if (sfpu_assemble(k_kernel, "<bench>", arch, NULL, 0, &n, err, sizeof err) != SFPU_OK) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    uint32_t *w = (uint32_t *)calloc(n, sizeof *w);
    sfpu_insn_t *d = (sfpu_insn_t *)calloc(n, sizeof *d);
    if (w == NULL || d == NULL || sfpu_assemble(k_kernel, "<bench>", arch, w, n, &n, err, sizeof err) != SFPU_OK) {
        free(w);
        free(d);
        return 1;
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
    sfpu_config_t cfg = {arch, 1};
    sfpu_t *s = NULL;
    sfpu_create(&cfg, &s);
    /* Some non-trivial data in Dst rows 0..7 (FP32 mode). */
    sfpu_set_reg(s, SFPU_REG_CFG_FP32_DST, 0, 1);
    for (unsigned row = 0; row < 8; ++row) {
        for (unsigned col = 0; col < SFPU_DST_COLS; ++col) {
            sfpu_poke_dst32(s, row, col, 0x3F000000u + row * 0x10000u + col * 0x1234u);
        }
    }
    int rc = 0;
    double functional_rate = 0.0;
    for (int mode = 0; mode < 2 && rc == 0; ++mode) {
        /* mode 0: pre-decoded stream (a simulator's steady state); mode 1: decode every word */
        uint64_t count = 0;
        double t0 = now(), t1 = t0;
        while (t1 - t0 < seconds && rc == 0) {
            for (int rep = 0; rep < 2000 && rc == 0; ++rep) {
                for (size_t i = 0; i < n; ++i) {
                    sfpu_status_t st = mode == 0 ? sfpu_exec_decoded(s, &d[i]) : sfpu_exec(s, w[i]);
                    if (st != SFPU_OK) {
                        fprintf(stderr, "sfpu bench: %s\n", sfpu_last_error(s));
                        rc = 1;
                        break;
                    }
                }
                count += n;
            }
            t1 = now();
        }
        if (rc == 0) {
            double rate = (double)count / (t1 - t0);
            if (mode == 0) {
                functional_rate = rate;
            }
            printf("functional %s %-10s %8.2f M insn/s  (%6.1f ns/insn, %.2f G lane-ops/s, %llu insns in %.2f s)\n",
                   arch == SFPU_ARCH_WH ? "wh" : "bh", mode == 0 ? "predecoded" : "decoding", rate / 1e6, 1e9 / rate,
                   rate * SFPU_LANES / 1e9, (unsigned long long)count, t1 - t0);
        }
    }
    /* timed: the cycle-accurate model, one sfpu_tick per clock, the same stream presented as fast as the
     * unit accepts it (stalls included); diagnostics are allowed (WH has no interlock) */
    if (rc == 0) {
        uint64_t count = 0, cycles0 = sfpu_cycle(s);
        double t0 = now(), t1 = t0;
        sfpu_out_t out;
        while (t1 - t0 < seconds && rc == 0) {
            for (int rep = 0; rep < 2000 && rc == 0; ++rep) {
                for (size_t i = 0; i < n;) {
                    sfpu_in_t in = {1, w[i]};
                    if (sfpu_tick(s, &in, &out) != SFPU_OK) {
                        fprintf(stderr, "sfpu bench (timed): %s\n", sfpu_last_error(s));
                        rc = 1;
                        break;
                    }
                    i += out.insn_ready;
                }
                count += n;
            }
            t1 = now();
        }
        if (rc == 0) {
            double rate = (double)count / (t1 - t0);
            double crate = (double)(sfpu_cycle(s) - cycles0) / (t1 - t0);
            printf("timed      %s %-10s %8.2f M insn/s  (%6.1f ns/insn, %.2f M simulated cycles/s, IPC %.3f, "
                   "%.2fx slower than functional)\n",
                   arch == SFPU_ARCH_WH ? "wh" : "bh", "per-clock", rate / 1e6, 1e9 / rate, crate / 1e6,
                   rate / crate, functional_rate / rate);
        }
    }
    printf("  mix: %zu insns per iteration: %u MAD-family, %u predication, %u load/store, %zu other\n", n, mad, pred,
           ls, n - mad - pred - ls);
    sfpu_destroy(s);
    free(w);
    free(d);
    return rc;
}

int cli_bench(int argc, char **argv)
{
    double seconds = 2.0;
    int arches = 3;
    for (int i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: sfpu bench [--arch bh|wh] [--seconds S]\n"
                   "Throughput on a kernel-shaped mix (MAD-heavy, integer, SIMT predication, Dst\n"
                   "load/store): functional mode pre-decoded and decoding every word, and the timed\n"
                   "(cycle-accurate, sfpu_tick per clock) model with simulated cycles per second.\n\nKernel:\n%s",
                   k_kernel);
            return 0;
        } else if (strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
            seconds = atof(argv[++i]);
        } else if (strcmp(argv[i], "--arch") == 0 && i + 1 < argc) {
            ++i;
            arches = strcmp(argv[i], "wh") == 0 ? 2 : strcmp(argv[i], "bh") == 0 ? 1 : 0;
            if (!arches) {
                fprintf(stderr, "sfpu bench: unknown --arch '%s'\n", argv[i]);
                return 2;
            }
        } else {
            fprintf(stderr, "sfpu bench: unknown option '%s'\n", argv[i]);
            return 2;
        }
    }
    int rc = 0;
    if (arches & 1) {
        rc |= bench_arch(SFPU_ARCH_BH, seconds);
    }
    if (arches & 2) {
        rc |= bench_arch(SFPU_ARCH_WH, seconds);
    }
    return rc;
}
