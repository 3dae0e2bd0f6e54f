/* kernel_pairs.c - runs each production SFPLOADMACRO kernel of tb/loadmacro_kernels in its two builds (SFPLOADMACRO and
 * DISABLE_SFPLOADMACRO) on the cycle-accurate model from the same Dst and LRegs, and checks that both leave the same
 * Dst, with no diagnostic. Prints one row per kernel: equal, diagnostics, cycles, cycles per 32x32 tile, IPC.
 *
 *   sfpu_loadmacro_kernels [--dir DIR] [--markdown] [ARCH/NAME ...]     (no names: every kernel of DIR/kernels.txt)
 *
 * Exit status 0 when every selected kernel passes, 1 otherwise (the failing rows say why), 2 on bad usage. */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../model/cli/cli.h"
#include "sfpu/sfpu.h"
#include "sfpu/sfpu_lane.h"

#ifndef SFPU_KERNELS_DIR
#define SFPU_KERNELS_DIR "tb/loadmacro_kernels"
#endif

#define ROWS 1024u
#define COLS 16u

typedef struct run {
    int ok;                /* ran to the end without an error */
    char err[700];
    uint64_t cycles, issued, macro_issued, cancelled, dropped;
    uint64_t init_cycles, init_issued, init_macro; /* the same for the program up to its "# ---- tile" line */
    unsigned diags;        /* the software-rule diagnostics (kinds 1-6) */
    char diag_text[400];   /* the first of them */
    unsigned hz[3];        /* the silicon hazard diagnostics by kind: LM_DIRECT, LM_ORDER, LM_DST_SPACING */
    char hz_text[3][400];  /* the first of each */
    uint16_t dst[ROWS][COLS];
    bool valid[ROWS];
} run_t;

/* ---- deterministic data: splitmix64 seeded by the kernel's name ---- */
static uint64_t mix(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static uint64_t seed_of(const char *s)
{
    uint64_t h = 0xCBF29CE484222325ull;
    for (; *s; ++s) {
        h = (h ^ (unsigned char)*s) * 0x100000001B3ull;
    }
    return h;
}

static const uint32_t k_fp32_edges[] = {0x00000000u, 0x80000000u, 0x3F800000u, 0xBF800000u, 0x7F800000u, 0xFF800000u,
                                        0x7FC00000u, 0x00000001u, 0x807FFFFFu, 0x00800000u, 0x7F7FFFFFu, 0x477FFF00u,
                                        0x477FFF80u, 0x47800000u, 0x4F000000u, 0xCF000000u, 0x3F000000u, 0xC2B10000u,
                                        0xC2B20000u, 0x3F3851ECu, 0x40490FDBu, 0xC0200000u, 0x3F7FFFFFu, 0x3F808000u};

/* A random FP32 value: mostly ordinary values across a range of exponents, with edge values mixed in. */
static uint32_t rnd_fp32(uint64_t *x, unsigned exp_lo, unsigned exp_hi)
{
    uint64_t r = mix(x);
    if (r % 8 == 0) {
        return k_fp32_edges[(r >> 8) % (sizeof k_fp32_edges / sizeof k_fp32_edges[0])];
    }
    uint32_t e = exp_lo + (uint32_t)((r >> 16) % (exp_hi - exp_lo + 1));
    return ((uint32_t)(r >> 63) << 31) | (e << 23) | (uint32_t)((r >> 24) & 0x7FFFFFu);
}

/* A random value of the kernel's input kind, as the 32-bit word the Dst datum decodes to. */
static uint32_t rnd_value(uint64_t *x, const char *kind, unsigned tile)
{
    uint64_t r = mix(x);
    if (strcmp(kind, "fp32exp") == 0) {
        return rnd_fp32(x, 118, 133); /* about 2^-9 .. 2^6 in magnitude: the exp kernels' useful range and beyond */
    }
    if (strcmp(kind, "fp32log") == 0) {
        return rnd_fp32(x, 100, 140) & 0x7FFFFFFFu; /* x >= 0: log1p's domain here (and edge values) */
    }
    if (strcmp(kind, "i32") == 0 || strcmp(kind, "u32") == 0) {
        switch (r % 6) {
        case 0: return (uint32_t)(r >> 32) & 0xFFFFu;                                 /* small */
        case 1: return (uint32_t)(r >> 40) | ((uint32_t)(r >> 63) << 31);             /* mid, either sign */
        case 2: return (uint32_t)(r >> 32);                                           /* any pattern */
        case 3: return (uint32_t)(((r >> 8) & 3) == 0 ? 0x80000000u : 0x7FFFFFFFu); /* extremes */
        default: return (uint32_t)(r >> 32) & 0x7FFFFFu;
        }
    }
    if (strcmp(kind, "fp32x3") == 0 && tile == 0) {
        return (r & 1) ? 0u : rnd_fp32(x, 100, 150); /* where's condition: zero in about half the lanes */
    }
    return rnd_fp32(x, 100, 150);
}


/* sfpu_run_timed as a clock loop (the same cycles and state), counting the diagnostics by kind as they are raised. */
static sfpu_status_t run_counting(sfpu_t *s, const uint32_t *w, size_t n, size_t *done, run_t *r)
{
    sfpu_out_t out;
    sfpu_status_t st = SFPU_OK;
    size_t i = 0;
    uint64_t idle = 0;
    for (bool busy = true; st == SFPU_OK && (i < n || busy) && idle < sfpu_max_cycles(s);) {
        sfpu_in_t in = {i < n, i < n ? w[i] : 0u};
        st = sfpu_tick(s, &in, &out);
        i += out.insn_ready;
        busy = out.busy;
        idle += i >= n;
        unsigned count = sfpu_diag_count(s), kept = count < SFPU_DIAG_KEEP ? count : SFPU_DIAG_KEEP;
        for (unsigned k = count - out.n_diag; k < count; ++k) { /* global number k is kept as k - (count - kept) */
            sfpu_diag_t d;
            if (k < count - kept || sfpu_diag_get(s, k - (count - kept), &d) != SFPU_OK) {
                continue;
            }
            bool hazard = d.kind >= SFPU_DIAG_LM_DIRECT && d.kind <= SFPU_DIAG_LM_DST_SPACING;
            unsigned *c = hazard ? &r->hz[d.kind - SFPU_DIAG_LM_DIRECT] : &r->diags;
            char *text = hazard ? r->hz_text[d.kind - SFPU_DIAG_LM_DIRECT] : r->diag_text;
            if ((*c)++ == 0) {
                sfpu_diag_format(s, &d, text, 400);
            }
        }
    }
    if (st == SFPU_OK && (i < n || out.busy)) {
        st = sfpu_stop_unfinished(s);
    }
    *done = i;
    return st;
}

/* The same background in every run, then the kernel's input tiles (32-bit kinds through the FP32 / INT32 shuffle of
 * Dst32b, 16-bit kinds as raw 16-bit cells - LO16 and BF16 loads read those). */
static void fill_dst(sfpu_t *s, const char *name, const char *kind)
{
    uint64_t x = seed_of(name);
    for (unsigned row = 0; row < ROWS; ++row) {
        for (unsigned col = 0; col < COLS; ++col) {
            sfpu_poke_dst(s, row, col, (uint16_t)mix(&x));
        }
    }
    unsigned tiles = strstr(kind, "x3") ? 3u : strstr(kind, "x2") ? 2u : 1u;
    bool sixteen = strncmp(kind, "u16", 3) == 0 || strcmp(kind, "bf16") == 0;
    for (unsigned t = 0; t < tiles; ++t) {
        for (unsigned row = 64u * t; row < 64u * (t + 1u); ++row) {
            for (unsigned col = 0; col < COLS; ++col) {
                if (strcmp(kind, "bf16") == 0) {
                    uint32_t v = rnd_fp32(&x, 110, 145) >> 16;
                    sfpu_poke_dst(s, row, col, (uint16_t)sfpu_lane_dst_encode_bf16(v));
                } else if (sixteen) {
                    sfpu_poke_dst(s, row, col, (uint16_t)mix(&x));
                } else {
                    sfpu_poke_dst32(s, row, col, sfpu_lane_dst_encode_fp32(rnd_value(&x, kind, t)));
                }
            }
        }
    }
}

static int run_one(const char *dir, const char *arch, const char *name, const char *kind, const char *form, run_t *r)
{
    memset(r, 0, sizeof *r);
    memset(r, 0, sizeof *r);
    sfpu_config_t cfg = {strcmp(arch, "wh") == 0 ? SFPU_ARCH_WH : SFPU_ARCH_BH, 0};
    sfpu_t *s = NULL;
    if (sfpu_create(&cfg, &s) != SFPU_OK) {
        snprintf(r->err, sizeof r->err, "cannot create the model");
        return -1;
    }
    char path[1024], err[600];
    snprintf(path, sizeof path, "%s/%s/%s.init", dir, arch, name);
    if (cli_load_state(s, path, err, sizeof err) != 0) {
        snprintf(r->err, sizeof r->err, "%s", err);
        sfpu_destroy(s);
        return -1;
    }
    snprintf(path, sizeof path, "%s/%s/%s.%s.init", dir, arch, name, form);
    FILE *probe = fopen(path, "r");
    if (probe != NULL) {
        fclose(probe);
        if (cli_load_state(s, path, err, sizeof err) != 0) {
            snprintf(r->err, sizeof r->err, "%s", err);
            sfpu_destroy(s);
            return -1;
        }
    }
    fill_dst(s, name, kind);
    snprintf(path, sizeof path, "%s/%s/%s.%s.s", dir, arch, name, form);
    char *src = cli_read_file(path, NULL, err, sizeof err);
    if (src == NULL) {
        snprintf(r->err, sizeof r->err, "%s", err);
        sfpu_destroy(s);
        return -1;
    }
    /* the init alone (everything before the "# ---- tile" line), on a second model from the same state */
    char *mark = strstr(src, "\n# ---- tile");
    if (mark != NULL) {
        char saved = mark[1];
        mark[1] = '\0';
        sfpu_t *t = NULL;
        size_t ni = 0;
        uint32_t *wi = NULL;
        if (sfpu_create(&cfg, &t) == SFPU_OK &&
            sfpu_assemble(src, path, cfg.arch, NULL, 0, &ni, err, sizeof err) == SFPU_OK &&
            (wi = (uint32_t *)calloc(ni ? ni : 1, sizeof *wi)) != NULL &&
            sfpu_assemble(src, path, cfg.arch, wi, ni, &ni, err, sizeof err) == SFPU_OK) {
            size_t state = sfpu_state_size();
            void *buf = malloc(state);
            if (buf != NULL && sfpu_save(s, buf, state) == SFPU_OK && sfpu_restore(t, buf, state) == SFPU_OK &&
                sfpu_run_timed(t, wi, ni, NULL) == SFPU_OK) {
                sfpu_timing_stats_t ti;
                sfpu_get_timing_stats(t, &ti);
                r->init_cycles = ti.cycles;
                r->init_issued = ti.issued;
                r->init_macro = ti.macro_issued;
            }
            free(buf);
        }
        free(wi);
        sfpu_destroy(t);
        mark[1] = saved;
    }
    size_t n = 0;
    int rc = -1;
    uint32_t *w = NULL;
    if (sfpu_assemble(src, path, cfg.arch, NULL, 0, &n, err, sizeof err) != SFPU_OK ||
        (w = (uint32_t *)calloc(n ? n : 1, sizeof *w)) == NULL ||
        sfpu_assemble(src, path, cfg.arch, w, n, &n, err, sizeof err) != SFPU_OK) {
        snprintf(r->err, sizeof r->err, "%s", err);
    } else {
        size_t done = 0;
        if (run_counting(s, w, n, &done, r) != SFPU_OK) {
            snprintf(r->err, sizeof r->err, "%s: word %zu: %s", path, done, sfpu_last_error(s));
        } else {
            r->ok = 1;
            rc = 0;
        }
        sfpu_timing_stats_t t;
        sfpu_get_timing_stats(s, &t);
        r->cycles = t.cycles;
        r->issued = t.issued;
        r->macro_issued = t.macro_issued;
        r->cancelled = t.macro_cancelled;
        r->dropped = t.dropped;
        for (unsigned row = 0; row < ROWS; ++row) {
            sfpu_peek_dst_row_valid(s, row, &r->valid[row]);
            for (unsigned col = 0; col < COLS; ++col) {
                sfpu_peek_dst(s, row, col, &r->dst[row][col]);
            }
        }
    }
    free(w);
    free(src);
    sfpu_destroy(s);
    return rc;
}

/* Cells of rows lo..hi whose value differs between two runs (or from the initial Dst); the first one in *first. */
static unsigned diff_cells(const run_t *a, const uint16_t (*b)[COLS], unsigned lo, unsigned hi, unsigned *first_row,
                           unsigned *first_col)
{
    unsigned n = 0;
    for (unsigned row = lo; row <= hi && row < ROWS; ++row) {
        for (unsigned col = 0; col < COLS; ++col) {
            if (a->dst[row][col] != b[row][col]) {
                if (n++ == 0) {
                    *first_row = row;
                    *first_col = col;
                }
            }
        }
    }
    return n;
}

/* `rows`: the Dst rows compared ("" = all; "A-B" = physical rows A..B, for a kernel whose two builds differ by design
 * outside its result, see kernels.txt) */
static const char *const k_hz_names[3] = {"direct", "order", "dst"};

/* `hazards`: the silicon hazard kinds kernels.txt expects of the SFPLOADMACRO build ("direct,dst"; "" = none): the
 * build must raise exactly these (decisions H1-H3: findings about the upstream kernel, pinned), the plain build none. */
static bool hazards_as_expected(const run_t *m, const run_t *p, const char *hazards, char *why, size_t len)
{
    why[0] = '\0';
    for (unsigned k = 0; k < 3; ++k) {
        const char *at = strstr(hazards, k_hz_names[k]);
        bool want = at != NULL && (at == hazards || at[-1] == ',') &&
                    (at[strlen(k_hz_names[k])] == '\0' || at[strlen(k_hz_names[k])] == ',');
        if ((m->hz[k] != 0) != want) {
            snprintf(why, len, "%s silicon hazard (%s) %s", want ? "expected" : "unexpected", k_hz_names[k],
                     want ? "not raised" : "raised");
            return false;
        }
        if (p->hz[k] != 0) {
            snprintf(why, len, "the plain build raised the %s silicon hazard", k_hz_names[k]);
            return false;
        }
    }
    return true;
}

static int check_pair(const char *dir, const char *arch, const char *name, const char *kind, const char *rows,
                      const char *hazards, bool markdown)
{
    unsigned lo = 0, hi = ROWS - 1;
    if (rows[0] && sscanf(rows, "%u-%u", &lo, &hi) != 2) {
        printf("FAIL %s %s: bad rows=%s in kernels.txt\n", arch, name, rows);
        return 1;
    }
    static run_t m, p;
    static uint16_t init[ROWS][COLS];
    run_one(dir, arch, name, kind, "macro", &m);
    run_one(dir, arch, name, kind, "plain", &p);
    /* the input, for the "did something" check */
    {
        sfpu_config_t cfg = {strcmp(arch, "wh") == 0 ? SFPU_ARCH_WH : SFPU_ARCH_BH, 0};
        sfpu_t *s = NULL;
        sfpu_create(&cfg, &s);
        fill_dst(s, name, kind);
        for (unsigned row = 0; row < ROWS; ++row) {
            for (unsigned col = 0; col < COLS; ++col) {
                sfpu_peek_dst(s, row, col, &init[row][col]);
            }
        }
        sfpu_destroy(s);
    }
    unsigned r0 = 0, c0 = 0, ri = 0, ci = 0;
    unsigned differ = m.ok && p.ok ? diff_cells(&m, (const uint16_t(*)[COLS])p.dst, lo, hi, &r0, &c0) : 0;
    unsigned written = m.ok ? diff_cells(&m, (const uint16_t(*)[COLS])init, lo, hi, &ri, &ci) : 0;
    bool equal = m.ok && p.ok && differ == 0 && memcmp(m.valid, p.valid, sizeof m.valid) == 0;
    char why[120];
    bool hz_ok = hazards_as_expected(&m, &p, hazards, why, sizeof why);
    bool pass = equal && m.diags == 0 && p.diags == 0 && written >= 16 && hz_ok;
    /* A 32x32 tile is 4 faces of 8 SFPU row groups (32 lanes = 4 Dst rows x 8 of their 16 columns each): each program
     * is the init then one tile; the tile's cost is the program's minus that of its init run alone. */
    uint64_t tm = m.cycles - m.init_cycles, tp = p.cycles - p.init_cycles;
    double ipc_m = tm ? (double)(m.issued + m.macro_issued - m.init_issued - m.init_macro) / (double)tm : 0.0;
    double ipc_p = tp ? (double)(p.issued - p.init_issued) / (double)tp : 0.0;
    if (markdown) {
        printf("| %s | %s | %s | %u / %u | %u / %u / %u | %" PRIu64 " | %" PRIu64 " | %.2fx | %.2f | %.2f |\n", arch,
               name, equal ? "yes" : "**no**", m.diags, p.diags, m.hz[0], m.hz[1], m.hz[2], tm, tp,
               tm ? (double)tp / (double)tm : 0.0, ipc_m, ipc_p);
    } else {
        printf("%-4s %-4s %-26s equal %-3s  diags %u/%u  silicon hazards %u/%u/%u  cycles/tile %4" PRIu64
               " (macro) %4" PRIu64 " (plain)  executed/cycle %.2f / %.2f  cancelled %" PRIu64 "  dropped %" PRIu64 "\n",
               pass ? "PASS" : "FAIL", arch, name, equal ? "yes" : "no", m.diags, p.diags, m.hz[0], m.hz[1], m.hz[2],
               tm, tp, ipc_m, ipc_p, m.cancelled, m.dropped);
    }
    if (!m.ok) {
        printf("      macro build: %s\n", m.err);
    }
    if (!p.ok) {
        printf("      plain build: %s\n", p.err);
    }
    if (m.ok && p.ok && differ) {
        printf("      %u Dst cells differ, first row %u column %u: 0x%04x (macro) vs 0x%04x (plain)\n", differ, r0, c0,
               m.dst[r0][c0], p.dst[r0][c0]);
    }
    if (m.diags) {
        printf("      macro build: %u diagnostics, first: %s\n", m.diags, m.diag_text);
    }
    if (p.diags) {
        printf("      plain build: %u diagnostics, first: %s\n", p.diags, p.diag_text);
    }
    if (!hz_ok) {
        printf("      %s (kernels.txt: hazards=%s)\n", why, hazards[0] ? hazards : "none");
    }
    for (unsigned k = 0; k < 3 && !markdown; ++k) {
        if (m.hz[k]) {
            printf("      macro build, silicon hazard %s: %u, first: %s\n", k_hz_names[k], m.hz[k], m.hz_text[k]);
        }
    }
    if (m.ok && written < 16) {
        printf("      the kernel left Dst almost as it found it (%u cells changed)\n", written);
    }
    return pass ? 0 : 1;
}

int main(int argc, char **argv)
{
    const char *dir = SFPU_KERNELS_DIR;
    bool markdown = false;
    int first_name = argc;
    for (int i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "--dir") == 0 && i + 1 < argc) {
            dir = argv[++i];
        } else if (strcmp(argv[i], "--markdown") == 0) {
            markdown = true;
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: sfpu_loadmacro_kernels [--dir DIR] [--markdown] [ARCH/NAME ...]\n"
                   "Runs each kernel pair of DIR/kernels.txt (default %s) on the cycle-accurate model\n"
                   "and checks that the SFPLOADMACRO and the plain build leave the same Dst, without diagnostics.\n",
                   SFPU_KERNELS_DIR);
            return 0;
        } else if (argv[i][0] == '-') {
            fprintf(stderr, "sfpu_loadmacro_kernels: unknown option '%s'\n", argv[i]);
            return 2;
        } else {
            first_name = i;
            break;
        }
    }
    char path[1024], err[300];
    snprintf(path, sizeof path, "%s/kernels.txt", dir);
    char *list = cli_read_file(path, NULL, err, sizeof err);
    if (list == NULL) {
        fprintf(stderr, "sfpu_loadmacro_kernels: %s\n", err);
        return 2;
    }
    if (markdown) {
        printf("| arch | kernel | equal to the plain build | diagnostics (macro / plain) | silicon hazards of the "
               "SFPLOADMACRO build (direct / order / Dst spacing) | cycles per tile, SFPLOADMACRO | "
               "cycles per tile, plain | speed-up | executed per cycle, SFPLOADMACRO | executed per cycle, plain |\n"
               "|---|---|---|---|---|---|---|---|---|---|\n");
    }
    int fails = 0, runs = 0;
    for (char *line = list, *next; line != NULL && *line; line = next) {
        next = strchr(line, '\n'); /* not strtok: the state-file reader uses it */
        if (next != NULL) {
            *next++ = '\0';
        }
        char arch[8], name[64], kind[16];
        if (line[0] == '#' || sscanf(line, "%7s %63s %15s", arch, name, kind) != 3) {
            continue;
        }
        bool wanted = first_name >= argc;
        for (int i = first_name; i < argc && !wanted; ++i) {
            char full[80];
            snprintf(full, sizeof full, "%s/%s", arch, name);
            wanted = strcmp(argv[i], full) == 0;
        }
        if (!wanted) {
            continue;
        }
        char rows[32] = "";
        const char *rs = strstr(line, " rows=");
        if (rs != NULL) {
            sscanf(rs + 6, "%31s", rows);
        }
        char hazards[40] = "";
        const char *hs = strstr(line, " hazards=");
        if (hs != NULL) {
            sscanf(hs + 9, "%39s", hazards);
        }
        ++runs;
        fails += check_pair(dir, arch, name, kind, rows, hazards, markdown);
    }
    free(list);
    if (runs == 0) {
        fprintf(stderr, "sfpu_loadmacro_kernels: no kernel of %s matches\n", path);
        return 2;
    }
    printf("%d passed, %d failed\n", runs - fails, fails);
    return fails ? 1 : 0;
}
