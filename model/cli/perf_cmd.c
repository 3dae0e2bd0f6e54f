/* perf_cmd.c - `sfpu perf`: a recorded kernel (tb/kernels/recorder.cc --perf) through the perf harness's measured
 * zone (sfpu_perf.h), printed as cycles per tile with where they went. */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "sfpu/sfpu_perf.h"

typedef struct perf_file {
    sfpu_arch_t arch;
    int fp32_dst;
    int unpack_to_dst; /* drop the items tagged `dc` (the harness's A2D datacopy) */
    sfpu_perf_item_t *items;
    size_t n, cap;
    size_t tile_start[64];
    unsigned n_tiles;
    unsigned zone_line; /* the line of the scoped zone's start still open, or 0 */
} perf_file_t;

static int pf_push(perf_file_t *f, const sfpu_perf_item_t *it)
{
    if (f->n == f->cap) {
        size_t cap = f->cap ? f->cap * 2u : 256u;
        sfpu_perf_item_t *p = realloc(f->items, cap * sizeof *p);
        if (p == NULL) {
            return -1;
        }
        f->items = p;
        f->cap = cap;
    }
    f->items[f->n++] = *it;
    return 0;
}

/* The next blank-separated token of *p (NULL at the end); *p moves past it. */
static char *next_tok(char **p)
{
    char *a = *p;
    while (*a == ' ' || *a == '\t' || *a == '\r') {
        ++a;
    }
    if (*a == '\0') {
        *p = a;
        return NULL;
    }
    char *b = a;
    while (*b != '\0' && *b != ' ' && *b != '\t' && *b != '\r') {
        ++b;
    }
    if (*b != '\0') {
        *b++ = '\0';
    }
    *p = b;
    return a;
}

static int parse_u32(const char *tok, uint32_t *v)
{
    if (tok == NULL) {
        return -1;
    }
    char *end;
    errno = 0;
    unsigned long x = strtoul(tok, &end, 0);
    if (errno != 0 || *end != '\0' || x > 0xFFFFFFFFul) {
        return -1;
    }
    *v = (uint32_t)x;
    return 0;
}

/* One `w` line's optional "reg NAME INDEX VALUE" (the SETC16's effect on the model). */
static int parse_reg(char *kw, char **save, sfpu_perf_item_t *it, const char *path, unsigned ln, char *err,
                     size_t errlen)
{
    if (kw == NULL) {
        return 0;
    }
    char *name = next_tok(save), *idx = next_tok(save), *val = next_tok(save);
    uint32_t i, v;
    unsigned reg = name ? sfpu_reg_lookup(name) : SFPU_REG_COUNT;
    if (strcmp(kw, "reg") != 0 || reg >= SFPU_REG_COUNT || parse_u32(idx, &i) != 0 || parse_u32(val, &v) != 0 ||
        i >= sfpu_reg_count(reg)) {
        snprintf(err, errlen, "%s:%u: expected `reg NAME INDEX VALUE` (a model register) after the word", path, ln);
        return -1;
    }
    it->reg = (int16_t)reg;
    it->reg_index = (uint16_t)i;
    it->reg_value = v;
    return 0;
}

static int parse_line(perf_file_t *f, char *line, const char *path, unsigned ln, char *err, size_t errlen)
{
    char *hash = strchr(line, '#');
    if (hash) {
        *hash = '\0';
    }
    char *save = line, *kw = next_tok(&save);
    if (kw == NULL) {
        return 0;
    }
    char *a = next_tok(&save);
    sfpu_perf_item_t it = {.reg = -1, .line = ln};
    uint32_t v = 0, i = 0;
    if (strcmp(kw, "perf") == 0 || strcmp(kw, "fp32_dst") == 0) {
        if (parse_u32(a, &v) != 0 || v > 1) {
            snprintf(err, errlen, "%s:%u: `%s` takes 0 or 1", path, ln, kw);
            return -1;
        }
        if (kw[0] == 'f') {
            f->fp32_dst = (int)v;
        }
        return 0;
    }
    if (strcmp(kw, "arch") == 0) {
        if (a == NULL || (strcmp(a, "bh") != 0 && strcmp(a, "wh") != 0)) {
            snprintf(err, errlen, "%s:%u: arch is bh or wh", path, ln);
            return -1;
        }
        f->arch = a[0] == 'b' ? SFPU_ARCH_BH : SFPU_ARCH_WH;
        return 0;
    }
    if (strcmp(kw, "section") == 0) {
        if (a != NULL && strcmp(a, "init") == 0 && f->n_tiles == 0) {
            return 0;
        }
        if (a == NULL || strcmp(a, "tile") != 0 || parse_u32(next_tok(&save), &v) != 0 || v != f->n_tiles ||
            f->n_tiles >= 64) {
            snprintf(err, errlen,
                     "%s:%u: expected `section init` first, then `section tile N` for N = 0, 1, ... (< 64)", path, ln);
            return -1;
        }
        if (f->zone_line != 0) {
            snprintf(err, errlen, "%s:%u: the zone begun on line %u is not ended in its tile", path, ln, f->zone_line);
            return -1;
        }
        f->tile_start[f->n_tiles++] = f->n;
        return 0;
    }
    if (strcmp(kw, "zone") == 0) {
        bool begin = a != NULL && strcmp(a, "begin") == 0;
        if (a == NULL || (!begin && strcmp(a, "end") != 0) || next_tok(&save) != NULL || f->n_tiles == 0 ||
            begin == (f->zone_line != 0)) {
            snprintf(err, errlen,
                     "%s:%u: expected `zone begin` then `zone end` inside a tile section (one zone open at a time)",
                     path, ln);
            return -1;
        }
        f->zone_line = begin ? ln : 0u;
        it.kind = SFPU_PERF_ZONE_MARK;
        it.word = begin ? 0u : 1u;
        return pf_push(f, &it);
    }
    if (strcmp(kw, "m") == 0) {
        if (parse_u32(a, &i) != 0 || i > 8 || parse_u32(next_tok(&save), &v) != 0) {
            snprintf(err, errlen, "%s:%u: expected `m INDEX VALUE` (MOP configuration word 0..8)", path, ln);
            return -1;
        }
        it.kind = SFPU_PERF_MOP_STORE;
        it.mop_index = (uint8_t)i;
        it.word = v;
        return pf_push(f, &it);
    }
    if (strcmp(kw, "w") == 0) {
        char *kind = next_tok(&save);
        if (parse_u32(a, &v) != 0 || kind == NULL ||
            (strcmp(kind, "tti") != 0 && strcmp(kind, "tt") != 0 && strcmp(kind, "ttl") != 0)) {
            snprintf(err, errlen, "%s:%u: expected `w WORD tti|tt|ttl [dc] [reg NAME INDEX VALUE]`", path, ln);
            return -1;
        }
        it.word = v;
        it.kind = strcmp(kind, "tt") == 0    ? SFPU_PERF_TT
                  : strcmp(kind, "ttl") == 0 ? SFPU_PERF_TT_LOOP
                                             : SFPU_PERF_TTI;
        char *t = next_tok(&save);
        bool dc = t != NULL && strcmp(t, "dc") == 0;
        if (dc) {
            t = next_tok(&save);
        }
        if (parse_reg(t, &save, &it, path, ln, err, errlen) != 0) {
            return -1;
        }
        return dc && f->unpack_to_dst ? 0 : pf_push(f, &it);
    }
    snprintf(err, errlen, "%s:%u: unknown line `%s` (perf, arch, fp32_dst, section, w, m, zone)", path, ln, kw);
    return -1;
}

static int perf_load(perf_file_t *f, const char *path, int unpack_to_dst, char *err, size_t errlen)
{
    memset(f, 0, sizeof *f);
    f->unpack_to_dst = unpack_to_dst;
    f->arch = (sfpu_arch_t)-1;
    char *text = cli_read_text(path, NULL, err, errlen);
    if (text == NULL) {
        return -1;
    }
    unsigned ln = 0;
    int rc = 0;
    for (char *line = text; line != NULL && rc == 0;) {
        char *nl = strchr(line, '\n');
        if (nl != NULL) {
            *nl = '\0';
        }
        ++ln;
        rc = parse_line(f, line, path, ln, err, errlen);
        line = nl ? nl + 1 : NULL;
    }
    free(text);
    if (rc == 0 && f->zone_line != 0) {
        snprintf(err, errlen, "%s:%u: the zone begun here is not ended", path, f->zone_line);
        rc = -1;
    }
    if (rc == 0 && ((int)f->arch < 0 || f->n_tiles == 0)) {
        snprintf(err, errlen, "%s: no `arch` line or no `section tile 0`: not a recorded perf kernel", path);
        rc = -1;
    }
    if (rc == 0 && unpack_to_dst && !f->fp32_dst) {
        snprintf(err, errlen,
                 "%s: --unpack-to-dst 1 with a 16-bit Dst: the harness unpacks to Dst only with a 32-bit input and "
                 "dest_acc=Yes (perf_eltwise_unary_sfpu.py); record the kernel with a 32-bit Dst",
                 path);
        rc = -1;
    }
    return rc;
}

/* The recording's tile words of one kind, per tile (the zone repeats the recorded tiles). */
static double words_per_tile(const perf_file_t *f, sfpu_perf_kind_t kind)
{
    size_t n = 0;
    for (size_t i = f->n_tiles ? f->tile_start[0] : f->n; i < f->n; ++i) {
        n += f->items[i].kind == kind;
    }
    return f->n_tiles ? (double)n / (double)f->n_tiles : 0.0;
}

static void print_text(FILE *o, const char *path, const perf_file_t *f, const sfpu_perf_params_t *p,
                       const sfpu_perf_result_t *r)
{
    double t = (double)r->tiles;
    fprintf(o, "kernel: %s (%s, %s Dst%s), %u tiles x loop factor %u = %llu tiles in the zone\n", path,
            f->arch == SFPU_ARCH_BH ? "bh" : "wh", f->fp32_dst ? "32-bit" : "16-bit",
            f->unpack_to_dst   ? ", unpacked to Dst: no datacopy"
            : r->datacopy == 0 ? ", no datacopy recorded"
                               : "",
            f->n_tiles, p->loop_factor, (unsigned long long)r->tiles);
    fprintf(o, "cycles per tile: %.2f  (zone %llu cycles)\n", r->cycles_per_tile, (unsigned long long)r->zone_cycles);
    fprintf(o, "breakdown, cycles per tile:\n");
    fprintf(o, "  SFPU busy                          %8.2f\n", (double)r->sfpu_busy / t);
    fprintf(o, "  SFPU stalls: MAD RAW %.2f, SWAP %.2f, SHFT2 %.2f\n", (double)r->stall[SFPU_STALL_MAD_RAW] / t,
            (double)r->stall[SFPU_STALL_SWAP] / t, (double)r->stall[SFPU_STALL_SHFT2] / t);
    fprintf(o, "  STALLWAIT for the datacopy (FPU)   %8.2f\n", (double)r->wait_fpu / t);
    fprintf(o, "  STALLWAIT for the SFPU to drain    %8.2f\n", (double)r->wait_sfpu / t);
    fprintf(o, "  datacopy (Matrix Unit, its MOP)    %8.2f\n", (double)r->datacopy / t);
    fprintf(o, "  other (config, RWC, NOP, bubbles)  %8.2f\n", (double)r->other / t);
    fprintf(o, "  front-end bound (buffer empty)     %8.2f\n", (double)r->frontend_bound / t);
    fprintf(o, "  zone start/end                     %8.2f\n", (double)r->zone / t);
    if (r->marked_zones > 0) {
        fprintf(o,
                "scoped zone (the harness's zone around one call, no sync: the thread's time): %llu calls, mean %.2f "
                "cycles\n",
                (unsigned long long)r->marked_zones, (double)r->marked_cycles / (double)r->marked_zones);
    }
    double ttl = words_per_tile(f, SFPU_PERF_TT_LOOP);
    fprintf(o, "thread: %.2f words per tile (%.2f run-time", (double)r->words / t, (double)r->tt_words / t);
    if (ttl > 0) {
        fprintf(o, ": %.2f built once per call, %.2f in every loop iteration", (double)r->tt_words / t - ttl, ttl);
    }
    fprintf(o, "), busy %.2f cycles per tile; SFPU diagnostics %llu%s\n", (double)r->thread_busy / t,
            (unsigned long long)r->diagnostics,
            r->diagnostics ? " (silicon hazards the words raise, reported, not timed: docs/decisions.md H1-H3)" : "");
    if (p->icache_words && (double)r->words / t > (double)p->icache_words) {
        fprintf(o, "  the tile's words exceed the thread's %u-word instruction cache: its code is fetched from L1 every "
                   "tile, %.2f cycles a constant word\n",
                p->icache_words, p->fetch_cycles);
    }
    fprintf(o,
            "parameters: tti %u, tt %.2f, tt-loop %.2f, store %u, tile %u, ibuf %u, zone %u, MOVA2D latency %u, "
            "ELWADD latency %u, icache %u words%s",
            p->tti_cycles, p->tt_cycles, p->tt_loop_cycles, p->store_cycles, p->tile_cycles, p->ibuf_depth, p->zone_cycles,
            p->mova2d_latency, p->elwadd_latency, p->icache_words, p->icache_words ? "" : " (not modelled)");
    if (p->icache_words) {
        fprintf(o, ", fetch %.2f", p->fetch_cycles);
    }
    fputc('\n', o);
}

static void print_json(FILE *o, const char *path, const perf_file_t *f, const sfpu_perf_params_t *p,
                       const sfpu_perf_result_t *r)
{
    double t = (double)r->tiles;
    fprintf(o,
            "{\"kernel\": \"%s\", \"arch\": \"%s\", \"fp32_dst\": %d, \"unpack_to_dst\": %d, \"tiles\": %llu, "
            "\"loop_factor\": %u,\n",
            path, f->arch == SFPU_ARCH_BH ? "bh" : "wh", f->fp32_dst, f->unpack_to_dst, (unsigned long long)r->tiles,
            p->loop_factor);
    fprintf(o, " \"cycles_per_tile\": %.4f, \"zone_cycles\": %llu,\n", r->cycles_per_tile,
            (unsigned long long)r->zone_cycles);
    fprintf(
        o,
        " \"per_tile\": {\"sfpu_busy\": %.4f, \"stall_mad_raw\": %.4f, \"stall_swap\": %.4f, \"stall_shft2\": %.4f, "
        "\"wait_fpu\": %.4f, \"wait_sfpu\": %.4f, \"datacopy\": %.4f, \"other\": %.4f, \"frontend_bound\": %.4f, "
        "\"zone\": %.4f, \"words\": %.4f, \"tt_words\": %.4f, \"tt_loop_words\": %.4f, \"thread_busy\": %.4f},\n",
        (double)r->sfpu_busy / t, (double)r->stall[SFPU_STALL_MAD_RAW] / t, (double)r->stall[SFPU_STALL_SWAP] / t,
        (double)r->stall[SFPU_STALL_SHFT2] / t, (double)r->wait_fpu / t, (double)r->wait_sfpu / t,
        (double)r->datacopy / t, (double)r->other / t, (double)r->frontend_bound / t, (double)r->zone / t,
        (double)r->words / t, (double)r->tt_words / t, words_per_tile(f, SFPU_PERF_TT_LOOP), (double)r->thread_busy / t);
    fprintf(o,
            " \"scoped_zone\": {\"calls\": %llu, \"mean_cycles\": %.4f},\n"
            " \"diagnostics\": %llu, \"params\": {\"tti_cycles\": %u, \"tt_cycles\": %.2f, \"tt_loop_cycles\": %.2f, "
            "\"store_cycles\": %u, "
            "\"tile_cycles\": %u, \"ibuf_depth\": %u, \"zone_cycles\": %u, \"mova2d_latency\": %u, "
            "\"elwadd_latency\": %u, \"icache_words\": %u, \"fetch_cycles\": %.2f, \"zone_mark_cycles\": %u}}\n",
            (unsigned long long)r->marked_zones,
            r->marked_zones ? (double)r->marked_cycles / (double)r->marked_zones : 0.0,
            (unsigned long long)r->diagnostics, p->tti_cycles, p->tt_cycles, p->tt_loop_cycles, p->store_cycles,
            p->tile_cycles,
            p->ibuf_depth, p->zone_cycles, p->mova2d_latency, p->elwadd_latency, p->icache_words, p->fetch_cycles,
            p->zone_mark_cycles);
}

static const char k_perf_usage[] =
    "usage: sfpu perf KERNEL.perf [--json] [--loop-factor N] [--arch bh|wh] [--fp32-dst 0|1] [--tile-cnt N]\n"
    "                 [--unpack-to-dst 0|1] [--tt-cycles C] [--tt-loop-cycles C] [--tile-cycles N] [--ibuf N]\n"
    "                 [--zone-cycles N] [--icache-words N] [--fetch-cycles C] [--zone-mark-cycles N]\n"
    "  KERNEL.perf: a kernel recorded by `sfpu_kernel_recorder --perf` (the harness's math thread: init, then\n"
    "  TILE_CNT tiles of datacopy + SFPU call, with the op's template parameters, ITERATIONS and data format fixed\n"
    "  at recording). --arch/--fp32-dst/--tile-cnt state what the harness ran and are checked against the\n"
    "  recording. --unpack-to-dst 1: the input is unpacked straight into a 32-bit Dst, so the tile loop has no\n"
    "  datacopy (the recording's `dc` words are dropped). Prints cycles per tile as tt-llk's perf harness measures\n"
    "  TILE_LOOP in MATH_ISOLATE, with where they went; a recording with `zone begin`/`zone end` marks also gets\n"
    "  the mean of that scoped zone as the harness's profiler takes it (the thread's timestamps, no sync).\n";

/* --NAME N options onto the parameters; 1 = not a parameter option. */
static int perf_opt(const char *name, const char *val, sfpu_perf_params_t *p)
{
    static const struct {
        const char *name;
        size_t off;
        uint32_t min, max;
    } k_opts[] = {
        {"--loop-factor", offsetof(sfpu_perf_params_t, loop_factor), 1, 100000},
        {"--tile-cycles", offsetof(sfpu_perf_params_t, tile_cycles), 0, 100000},
        {"--ibuf", offsetof(sfpu_perf_params_t, ibuf_depth), 1, SFPU_PERF_IBUF_MAX},
        {"--zone-cycles", offsetof(sfpu_perf_params_t, zone_cycles), 0, 100000},
        {"--icache-words", offsetof(sfpu_perf_params_t, icache_words), 0, 100000},
        {"--zone-mark-cycles", offsetof(sfpu_perf_params_t, zone_mark_cycles), 0, 100000},
    };
    static const struct {
        const char *name, *example;
        size_t off;
    } k_avg[] = {/* averages: resolution 0.01 */
                 {"--tt-cycles", "1", offsetof(sfpu_perf_params_t, tt_cycles)},
                 {"--fetch-cycles", "1.33", offsetof(sfpu_perf_params_t, fetch_cycles)},
                 {"--tt-loop-cycles", "5", offsetof(sfpu_perf_params_t, tt_loop_cycles)}};
    for (size_t i = 0; i < sizeof k_avg / sizeof k_avg[0]; ++i) {
        if (strcmp(name, k_avg[i].name) != 0) {
            continue;
        }
        char *end = NULL;
        double v = val ? strtod(val, &end) : -1.0;
        if (val == NULL || end == val || *end != '\0' || !(v >= 0.0) || v > 100000.0) {
            fprintf(stderr, "sfpu perf: %s takes a number of cycles (0..100000, e.g. %s), not '%s'\n", name,
                    k_avg[i].example, val ? val : "");
            return -1;
        }
        *(double *)((char *)p + k_avg[i].off) = v;
        return 0;
    }
    for (size_t i = 0; i < sizeof k_opts / sizeof k_opts[0]; ++i) {
        if (strcmp(name, k_opts[i].name) == 0) {
            uint32_t v;
            if (parse_u32(val, &v) != 0 || v < k_opts[i].min || v > k_opts[i].max) {
                fprintf(stderr, "sfpu perf: %s takes a number (%u..%u), not '%s'\n", name, (unsigned)k_opts[i].min,
                        (unsigned)k_opts[i].max, val ? val : "");
                return -1;
            }
            *(unsigned *)((char *)p + k_opts[i].off) = v;
            return 0;
        }
    }
    return 1;
}

int cli_perf(int argc, char **argv)
{
    const char *path = NULL, *want_arch = NULL;
    int json = 0, want_fp32 = -1, want_tiles = -1, unpack_to_dst = 0;
    sfpu_perf_params_t p, set;
    memset(&set, 0xFF, sizeof set); /* options given, applied after the arch's defaults */
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int rc;
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            fputs(k_perf_usage, stdout);
            return 0;
        } else if (strcmp(a, "--json") == 0) {
            json = 1;
        } else if (strcmp(a, "--arch") == 0 && v) {
            if (strcmp(v, "bh") != 0 && strcmp(v, "wh") != 0) {
                fprintf(stderr, "sfpu perf: --arch takes bh or wh, not '%s'\n", v);
                return 2;
            }
            want_arch = argv[++i];
        } else if ((strcmp(a, "--fp32-dst") == 0 || strcmp(a, "--tile-cnt") == 0 ||
                    strcmp(a, "--unpack-to-dst") == 0) &&
                   v) {
            uint32_t x;
            if (parse_u32(v, &x) != 0 || x > 64 || (a[2] != 't' && x > 1)) {
                fprintf(stderr, "sfpu perf: %s takes %s, not '%s'\n", a, a[2] == 't' ? "a tile count" : "0 or 1", v);
                return 2;
            }
            *(a[2] == 'f' ? &want_fp32 : a[2] == 't' ? &want_tiles : &unpack_to_dst) = (int)x;
            ++i;
        } else if (a[0] == '-' && (rc = perf_opt(a, v, &set)) <= 0) {
            if (rc < 0) {
                return 2;
            }
            ++i;
        } else if (a[0] != '-' && path == NULL) {
            path = a;
        } else {
            fprintf(stderr, "sfpu perf: unknown argument '%s'\n%s", a, k_perf_usage);
            return 2;
        }
    }
    if (path == NULL) {
        fputs(k_perf_usage, stderr);
        return 2;
    }
    perf_file_t f;
    char err[600];
    if (perf_load(&f, path, unpack_to_dst, err, sizeof err) != 0) {
        fprintf(stderr, "sfpu perf: %s\n", err);
        free(f.items);
        return 1;
    }
    const char *arch_name = f.arch == SFPU_ARCH_BH ? "bh" : "wh";
    char differ[160] = "";
    if (want_arch && strcmp(want_arch, arch_name) != 0) {
        snprintf(differ, sizeof differ, "--arch %s, but it is recorded for %s", want_arch, arch_name);
    } else if (want_fp32 >= 0 && want_fp32 != f.fp32_dst) {
        snprintf(differ, sizeof differ, "--fp32-dst %d, but it is recorded with fp32_dst %d", want_fp32, f.fp32_dst);
    } else if (want_tiles >= 0 && (unsigned)want_tiles != f.n_tiles) {
        snprintf(differ, sizeof differ, "--tile-cnt %d, but it holds %u tiles", want_tiles, f.n_tiles);
    }
    if (differ[0]) {
        fprintf(stderr, "sfpu perf: %s: %s; record the kernel with the harness parameters you want "
                        "(scripts/record-kernels, tb/kernels/README.md)\n", path, differ);
        free(f.items);
        return 1;
    }
    sfpu_perf_default_params(f.arch, &p);
    for (size_t i = 0; i < sizeof p / sizeof(unsigned); ++i) {
        if (((unsigned *)&set)[i] != 0xFFFFFFFFu) {
            ((unsigned *)&p)[i] = ((unsigned *)&set)[i];
        }
    }
    if (p.icache_words == 0 && set.fetch_cycles == set.fetch_cycles) { /* given (not the NaN of the 0xFF fill) */
        fprintf(stderr, "sfpu perf: note: --fetch-cycles has no effect: the instruction cache is not modelled "
                        "for %s (--icache-words 0)\n", arch_name);
    }
    sfpu_config_t cfg = {.arch = f.arch};
    sfpu_t *s = NULL;
    if (sfpu_create(&cfg, &s) != SFPU_OK ||
        sfpu_set_reg(s, SFPU_REG_CFG_FP32_DST, 0, (uint32_t)f.fp32_dst) != SFPU_OK) {
        fprintf(stderr, "sfpu perf: cannot create the model\n");
        sfpu_destroy(s);
        free(f.items);
        return 1;
    }
    sfpu_perf_kernel_t k = {f.items, f.n, f.tile_start, f.n_tiles};
    sfpu_perf_result_t r;
    sfpu_status_t st = sfpu_perf_run(s, &k, &p, &r);
    if (st != SFPU_OK) {
        fprintf(stderr, "sfpu perf: %s: %s\n", path, r.error[0] ? r.error : sfpu_status_name(st));
    } else if (json) {
        print_json(stdout, path, &f, &p, &r);
    } else {
        print_text(stdout, path, &f, &p, &r);
    }
    sfpu_destroy(s);
    free(f.items);
    return st == SFPU_OK ? 0 : 1;
}
