/* gen_cmd.c - `sfpu gen`: seeded random programs for RTL-vs-model co-simulation (sfpu_gen.h), written as
 * assembler text with a reproducing header, self-checked on the model, with a JUnit report and coverage. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "sfpu/sfpu_gen.h"

static const char *k_gen_help =
    "usage: sfpu gen [--arch bh|wh] [--seed N] [--name T] [--len L] [--ops LIST | --ops-file F] [--exclude LIST]\n"
    "                [--hazards abide|violate|mix] [--depth D] [--no-macros] [--no-dst-init] [--no-cfg]\n"
    "                [--no-prng] [--undef] [--count K | --index K] [--shard I/N] [--out DIR|-] [--junit FILE]\n"
    "                [--coverage] [--coverage-out FILE]\n"
    "Generates constrained-random SFPU programs. A test's seed is a 64-bit hash of its name and the\n"
    "base seed N (default 1), so one test reproduces alone: `sfpu gen --seed N --name T-7` writes the\n"
    "same program as test 7 of `--name T --count 10`.\n"
    "  --len L        words per program (default 200; inserted SFPNOPs count)\n"
    "  --ops LIST     comma-separated mnemonics that may be drawn (default: every SFPU instruction of\n"
    "                 the arch in the ISA table; 'all' names them too); the thread's TTSETRWC and\n"
    "                 TTINCRWC may be added (`--ops all,TTSETRWC,TTINCRWC` is the lockstep's set);\n"
    "                 --ops-file F reads them from a file (commas, spaces, newlines; '#' comments).\n"
    "                 SFPMOV:mod1=0,1 names modes (only those). --exclude LIST: never drawn\n"
    "                 (--exclude SFPMOV:mod1=8,9,14); the coverage counts the bins the set reaches.\n"
    "                 SFPNOP padding is emitted whatever the list says.\n"
    "  --hazards      abide (default): SFPNOPs are inserted so that no instruction reads a result\n"
    "                 before it is visible or breaks another scheduling rule (no timing diagnostic);\n"
    "                 a program whose macros schedule only SFPNOPs ends in the same state functionally\n"
    "                 and timed. Both modes draw SFPLOADMACRO blocks in tt-llk's production shapes.\n"
    "                 violate: back-to-back hazards on purpose, full SFPLOADMACRO configurations.\n"
    "                 mix: test k abides when k is even and violates when odd (the lockstep's default).\n"
    "  --depth D      SFPPUSHC nesting limit 0..8 (default 8); pushes are always popped by the end\n"
    "  --no-macros    no SFPCONFIG+SFPLOADMACRO configuration blocks\n"
    "  --no-dst-init  Dst rows 0..63 start at 0 instead of a random image\n"
    "  --no-cfg       no random initial configuration (ADDR_MODs, Dst addressing and format registers: the\n"
    "                 .init file's reg lines); they stay at reset\n"
    "  --no-prng      the PRNG starts from its reset state instead of a random state per lane (the .init\n"
    "                 file's `reg prng` lines; test k keeps the reset state when k % 4 = 3; when k % 4 = 1\n"
    "                 every lane's 23 low bits are 1 and the program opens with a stochastic SFPSTOCHRND\n"
    "                 whose rounding they decide)\n"
    "  --undef        a few words the model reports as undefined, on purpose (the lockstep's default):\n"
    "                 each between SFPNOPs, listed in the header. A DUT must flag each (undef_o) and\n"
    "                 let it do nothing; `sfpu run` stops at the first, as the model does\n"
    "  --count K      K tests named T-0 .. T-(K-1) (default: one test named T); test k has index k\n"
    "  --index K      the index of the one test (default 0). A program's index picks the coverage bins\n"
    "                 its directed sequences aim at, so the same seed and index give the same program\n"
    "  --shard I/N    keep only the tests k with k % N == I\n"
    "  --out DIR      write DIR/<test>.s and DIR/<test>.init (initial LRegs and Dst, for\n"
    "                 `sfpu run --timing --init DIR/<test>.init DIR/<test>.s`); '-' (default) prints\n"
    "                 the programs to stdout\n"
    "  --junit FILE   JUnit XML, one testcase per program\n"
    "  --coverage     print the functional coverage: closure per group against the goal (every bin hit\n"
    "                 SFPU_GEN_COV_GOAL times), the bins below it, then instruction x mod detail\n"
    "  --coverage-out FILE  save the coverage for `sfpu cov` to merge with other runs or shards\n"
    "Every program is self-checked on the model: it must run without error functionally and timed and,\n"
    "when rule-abiding, end in identical states. Exit status 1 if any self-check fails.\n";

static int bad(const char *opt, const char *what, const char *val)
{
    fprintf(stderr, "sfpu gen: %s: %s%s%s%s\n%s", opt, what, val ? " '" : "", val ? val : "", val ? "'" : "",
            "run `sfpu gen --help` for the options\n");
    return 2;
}

static bool parse_u64(const char *v, uint64_t *out)
{
    char *end = NULL;
    errno = 0;
    unsigned long long x = strtoull(v, &end, 0);
    if (errno || end == v || *end || v[0] == '-') {
        return false;
    }
    *out = x;
    return true;
}

/* Add (or, with remove, take away) the instructions and modes of `list` (sfpu_gen_parse_ops: commas/whitespace
 * separated, '#' comments, "SFPMOV:mod1=8,9,14" names modes) to *allow and deny. */
static int parse_ops(const char *opt, const char *list, sfpu_arch_t arch, bool remove, uint64_t *allow, uint16_t *deny)
{
    uint64_t sfpu_ops = sfpu_gen_default_allow(arch);
    uint64_t extra = (1ull << SFPU_OP_TTSETRWC) | (1ull << SFPU_OP_TTINCRWC);
    char err[400];
    if (sfpu_gen_parse_ops(list, arch, sfpu_ops | extra, sfpu_ops, remove, allow, deny, err, sizeof err) != SFPU_OK) {
        return bad(opt, err, NULL);
    }
    if (*allow == 0) {
        return bad(opt, remove ? "leaves no instruction to generate" : "names no instruction (give names separated by commas, e.g. SFPMAD,SFPLOAD, or all)", NULL);
    }
    return 0;
}

typedef struct result {
    char name[200];
    bool pass;
    double seconds;
    char msg[400];
    unsigned diags;
    size_t n;
    unsigned index;
    const char *hazards; /* the test's own policy (abide / violate) */
} result_t;

static char *format_all(size_t (*fn)(const sfpu_gen_prog_t *, char *, size_t), const sfpu_gen_prog_t *p)
{
    size_t need = fn(p, NULL, 0) + 1;
    char *buf = (char *)malloc(need);
    if (buf) {
        fn(p, buf, need);
    }
    return buf;
}

/* The options of one `sfpu gen` run. */
typedef struct gen_args {
    sfpu_arch_t arch;
    uint64_t base, len, count, depth, shard_i, shard_n, index;
    const char *name, *ops, *ops_file, *exclude, *out, *junit, *hazards, *cov_out, *arch_s;
    bool have_index, coverage, macros, dst_init, cfg, prng, undef;
    char ops_desc[1024]; /* the --ops set as the header names it ("all": the arch's default set), then --exclude */
    uint16_t mod_deny[SFPU_OP_COUNT]; /* modes left out (--ops/--exclude with modes) */
} gen_args_t;

/* A flag option (no value): true if `a` is one, recorded. */
static bool gen_flag(gen_args_t *g, const char *a)
{
    bool *flag = strcmp(a, "--coverage") == 0      ? &g->coverage
                 : strcmp(a, "--undef") == 0       ? &g->undef
                 : strcmp(a, "--no-macros") == 0   ? &g->macros
                 : strcmp(a, "--no-dst-init") == 0 ? &g->dst_init
                 : strcmp(a, "--no-cfg") == 0      ? &g->cfg
                 : strcmp(a, "--no-prng") == 0     ? &g->prng
                                                   : NULL;
    if (flag != NULL) {
        *flag = strncmp(a, "--no-", 5) != 0; /* --coverage / --undef set, --no-* clear */
    }
    return flag != NULL;
}

static bool gen_takes_value(const char *a)
{
    static const char *const k_value_opts[] = {"--arch", "--seed", "--name", "--len", "--ops", "--ops-file", "--exclude",
                                               "--hazards", "--count", "--shard", "--out", "--junit", "--depth",
                                               "--index", "--coverage-out"};
    for (size_t i = 0; i < sizeof k_value_opts / sizeof k_value_opts[0]; ++i) {
        if (strcmp(a, k_value_opts[i]) == 0) {
            return true;
        }
    }
    return false;
}

/* --shard I/N. */
static int gen_shard(gen_args_t *g, const char *v)
{
    char *slash = strchr(v, '/');
    char buf[64];
    snprintf(buf, sizeof buf, "%s", v);
    char *sl = strchr(buf, '/');
    if (slash == NULL || sl == NULL) {
        return bad("--shard", "expected I/N with 0 <= I < N, got", v);
    }
    *sl = '\0';
    if (!parse_u64(buf, &g->shard_i) || !parse_u64(sl + 1, &g->shard_n) || g->shard_n == 0 ||
        g->shard_i >= g->shard_n) {
        return bad("--shard", "expected I/N with 0 <= I < N, got", v);
    }
    return -1;
}

/* An option with its value v: -1 taken, -2 not a value option, else the exit status of a bad value. */
static int gen_value(gen_args_t *g, const char *a, const char *v)
{
    if (strcmp(a, "--arch") == 0) {
        if (strcmp(v, "bh") == 0 || strcmp(v, "blackhole") == 0) {
            g->arch = SFPU_ARCH_BH;
            g->arch_s = "bh";
        } else if (strcmp(v, "wh") == 0 || strcmp(v, "wormhole") == 0) {
            g->arch = SFPU_ARCH_WH;
            g->arch_s = "wh";
        } else {
            return bad("--arch", "expected bh or wh, got", v);
        }
    } else if (strcmp(a, "--seed") == 0) {
        if (!parse_u64(v, &g->base)) {
            return bad("--seed", "expected an unsigned 64-bit integer, got", v);
        }
    } else if (strcmp(a, "--name") == 0) {
        g->name = v;
        if (!*v || strpbrk(v, "/\\ \t\n")) {
            return bad("--name", "expected a non-empty name without '/', '\\' or spaces, got", v);
        }
    } else if (strcmp(a, "--len") == 0) {
        if (!parse_u64(v, &g->len) || g->len == 0 || g->len > (1u << 24)) {
            return bad("--len", "expected a word count 1..16777216, got", v);
        }
    } else if (strcmp(a, "--depth") == 0) {
        if (!parse_u64(v, &g->depth) || g->depth > SFPU_FLAG_STACK_DEPTH) {
            return bad("--depth", "expected 0..8 (the flag stack holds 8 entries), got", v);
        }
    } else if (strcmp(a, "--ops") == 0) {
        g->ops = v;
    } else if (strcmp(a, "--ops-file") == 0) {
        g->ops_file = v;
    } else if (strcmp(a, "--exclude") == 0) {
        g->exclude = v;
    } else if (strcmp(a, "--hazards") == 0) {
        g->hazards = v;
        if (strcmp(v, "abide") && strcmp(v, "violate") && strcmp(v, "mix")) {
            return bad("--hazards", "expected abide, violate or mix, got", v);
        }
    } else if (strcmp(a, "--index") == 0) {
        if (!parse_u64(v, &g->index) || g->index > 0xFFFFFFFFu) {
            return bad("--index", "expected a test index 0..4294967295, got", v);
        }
        g->have_index = true;
    } else if (strcmp(a, "--coverage-out") == 0) {
        g->cov_out = v;
    } else if (strcmp(a, "--count") == 0) {
        if (!parse_u64(v, &g->count) || g->count == 0 || g->count > 100000000u) {
            return bad("--count", "expected a test count 1..100000000, got", v);
        }
    } else if (strcmp(a, "--shard") == 0) {
        return gen_shard(g, v);
    } else if (strcmp(a, "--out") == 0 || strcmp(a, "-o") == 0) {
        g->out = v;
    } else if (strcmp(a, "--junit") == 0) {
        g->junit = v;
    } else {
        return -2;
    }
    return -1;
}

/* The command line: -1 to run, else the exit status (0 after --help). */
static int gen_parse(int argc, char **argv, gen_args_t *g)
{
    *g = (gen_args_t){.arch = SFPU_ARCH_BH, .base = 1, .len = 200, .depth = SFPU_FLAG_STACK_DEPTH, .shard_n = 1,
                      .name = "gen", .out = "-", .hazards = "abide", .arch_s = "bh", .macros = true,
                      .dst_init = true, .cfg = true, .prng = true, .ops_desc = "all"};
    /* the value each single-value option was given (a second one is an error); --out and -o share one */
    const char *seen[15] = {NULL};
    const char *const single[15] = {"--arch", "--seed", "--name", "--len", "--ops", "--ops-file", "--hazards",
                                    "--count", "--shard", "--out", "--junit", "--depth", "--index", "--coverage-out",
                                    "-o"};
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        for (unsigned k = 0; i + 1 < argc && k < 15; ++k) {
            bool out_opt = k == 9 || k == 14; /* --out and -o: one option */
            if (strcmp(a, single[k]) == 0 &&
                cli_single_option("gen", out_opt ? "--out/-o" : a, &seen[out_opt ? 9 : k], argv[i + 1])) {
                return 2;
            }
        }
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(k_gen_help, stdout);
            return 0;
        }
        if (gen_flag(g, a)) {
            continue;
        }
        if (a[0] == '-' && a[1] == '-' && i + 1 >= argc && gen_takes_value(a)) {
            return bad(a, "needs a value", NULL);
        }
        int rc = gen_value(g, a, argv[i + 1]);
        if (rc == -1) {
            ++i;
        } else if (rc != -2) {
            return rc;
        } else if (a[0] != '-') {
            fprintf(stderr, "sfpu gen: unexpected argument '%s' (gen reads no input file; see sfpu gen --help)\n", a);
            return 2;
        } else {
            fprintf(stderr, "sfpu gen: unknown option '%s'\n%s", a, k_gen_help);
            return 2;
        }
    }
    if (g->have_index && g->count) {
        return bad("--index", "is test k's index with --count already; give one of them", NULL);
    }
    if (g->ops && g->ops_file) {
        return bad("--ops", "give either --ops or --ops-file, not both", NULL);
    }
    return -1;
}

/* --ops / --ops-file into *allow (0: the default set) and g->ops_desc; 0, or the exit status. */
static int gen_ops(gen_args_t *g, uint64_t *allow)
{
    *allow = 0;
    if (g->ops) {
        size_t olen = strlen(g->ops) + 1;
        char *copy = (char *)malloc(olen);
        if (copy) {
            memcpy(copy, g->ops, olen);
        }
        int rc = copy ? parse_ops("--ops", copy, g->arch, false, allow, g->mod_deny) : 2;
        free(copy);
        if (rc) {
            return rc;
        }
    } else if (g->ops_file) {
        char err[400];
        char *text = cli_read_text(g->ops_file, NULL, err, sizeof err);
        if (text == NULL) {
            return bad("--ops-file", err, NULL);
        }
        int rc = parse_ops("--ops-file", text, g->arch, false, allow, g->mod_deny);
        free(text);
        if (rc) {
            return rc;
        }
    }
    if (g->exclude) {
        *allow = *allow ? *allow : sfpu_gen_default_allow(g->arch);
        int rc = parse_ops("--exclude", g->exclude, g->arch, true, allow, g->mod_deny);
        if (rc) {
            return rc;
        }
    }
    if (*allow && *allow != sfpu_gen_default_allow(g->arch)) {
        size_t k = 0;
        g->ops_desc[0] = '\0';
        for (unsigned op = 0; op < SFPU_OP_COUNT && k < sizeof g->ops_desc - 20; ++op) {
            if ((*allow >> op) & 1u) {
                int w = snprintf(g->ops_desc + k, sizeof g->ops_desc - k, "%s%s", k ? "," : "",
                                 sfpu_isa_info(op)->mnem);
                k += w > 0 ? (size_t)w : 0;
            }
        }
    }
    char deny[512];
    uint64_t set = *allow ? *allow : sfpu_gen_default_allow(g->arch);
    if (sfpu_gen_format_deny(set, g->mod_deny, g->arch, deny, sizeof deny) && strlen(deny) < sizeof deny - 1) {
        size_t k = strlen(g->ops_desc);
        snprintf(g->ops_desc + k, sizeof g->ops_desc - k, " --exclude %s", deny);
    }
    return 0;
}

/* The program file's header: test, seed, options, how to reproduce and run it, and its undefined words. */
static void gen_header(char *header, size_t size, const gen_args_t *g, const result_t *r, uint64_t seed,
                       const sfpu_gen_prog_t *p)
{
    const char *hz = r->hazards;
    snprintf(header, size,
             "# sfpu gen: test %s, seed 0x%016llx (base %llu), arch %s, len %llu, hazards %s, depth %llu, "
             "macros %s, dst-init %s\n"
             "# ops: %s\n"
             "# reproduce: sfpu gen --arch %s --seed %llu --name %s --index %u --len %llu --hazards %s "
             "--depth %llu%s%s%s%s%s --ops %s\n"
             "# run: sfpu run --timing --arch %s --init %s.init %s.s  (initial LReg 0..7, Dst rows 0..%u, "
             "configuration, PRNG)\n"
             "# words %zu, SFPNOPs inserted for hazards %u, timed diagnostics %u, self-check %s\n",
             r->name, (unsigned long long)seed, (unsigned long long)g->base, g->arch_s, (unsigned long long)g->len,
             hz, (unsigned long long)g->depth, g->macros ? "on" : "off", g->dst_init ? "on" : "off", g->ops_desc,
             g->arch_s, (unsigned long long)g->base, r->name, (unsigned)r->index, (unsigned long long)g->len, hz,
             (unsigned long long)g->depth, g->macros ? "" : " --no-macros", g->dst_init ? "" : " --no-dst-init",
             g->cfg ? "" : " --no-cfg", g->prng ? "" : " --no-prng", g->undef ? " --undef" : "", g->ops_desc,
             g->arch_s, r->name, r->name, SFPU_GEN_DST_ROWS - 1, p->n, (unsigned)p->nops_inserted, r->diags,
             r->pass ? "pass" : "FAIL");
    if (p->n_undef) { /* where they are: line k of the program text is word k - 1 */
        size_t hl = strlen(header);
        hl += (size_t)snprintf(header + hl, size - hl, "# undefined on purpose (a DUT flags each and runs on; the "
                                                       "model stops at the first): words");
        for (uint32_t u = 0; u < p->n_undef && hl < size; ++u) {
            hl += (size_t)snprintf(header + hl, size - hl, "%s %u", u ? "," : "", (unsigned)p->undef_at[u]);
        }
        if (hl < size) {
            hl += (size_t)snprintf(header + hl, size - hl, "\n");
        }
        for (uint32_t u = 0; u < p->n_undef && hl < size; ++u) {
            if (p->undef_row[u] != SFPU_GEN_NO_ROW) {
                hl += (size_t)snprintf(header + hl, size - hl,
                                       "# word %u reads or writes Dst row %u (physical), whose DstRowValid a "
                                       "harness clears while the word is presented\n",
                                       (unsigned)p->undef_at[u], (unsigned)p->undef_row[u]);
            }
        }
    }
    for (uint32_t u = 0; u < p->n_row_off && u < SFPU_GEN_UNDEF_MAX; ++u) { /* defined, beside an invalid row */
        size_t hl = strlen(header);
        if (hl < size) {
            snprintf(header + hl, size - hl,
                     "# word %u (defined) addresses Dst row %u (physical) only in lanes that are off; a harness clears "
                     "its DstRowValid while the word is presented\n",
                     (unsigned)p->row_off_at[u], (unsigned)p->row_off_row[u]);
        }
    }
}

/* The program (header and text) to stdout, or to OUT/NAME.s with its initial state in OUT/NAME.init: 0, or 1 when a
 * file could not be written. */
static int gen_write(const gen_args_t *g, const result_t *r, uint64_t seed, const char *header,
                     const sfpu_gen_prog_t *p, const char **inputs)
{
    char *text = format_all(sfpu_gen_format_asm, p);
    if (strcmp(g->out, "-") == 0) {
        fputs(header, stdout);
        fputs(text ? text : "", stdout);
        free(text);
        return 0;
    }
    char path[1200];
    if ((size_t)snprintf(path, sizeof path, "%s/%s.init", g->out, r->name) >= sizeof path) {
        fprintf(stderr, "sfpu gen: output path too long: %s/%s.init\n", g->out, r->name);
        free(text);
        return 1;
    }
    snprintf(path, sizeof path, "%s/%s.s", g->out, r->name);
    FILE *f = cli_open_output("gen", path, "w", inputs, 1);
    char *init = format_all(sfpu_gen_format_init, p);
    int rc = 1;
    if (f) {
        fputs(header, f);
        fputs(text ? text : "", f);
        if (cli_close_output("gen", path, f) == 0) {
            snprintf(path, sizeof path, "%s/%s.init", g->out, r->name);
            f = cli_open_output("gen", path, "w", inputs, 1);
            if (f) {
                fprintf(f, "# initial state of %s (sfpu gen, seed 0x%016llx, arch %s)\n", r->name,
                        (unsigned long long)seed, g->arch_s);
                fputs(init ? init : "", f);
                rc = cli_close_output("gen", path, f) == 0 ? 0 : 1;
            }
        }
    }
    free(init);
    free(text);
    return rc;
}

/* Test k: generate, self-check, write. Returns 0, or 1 (a self-check failed: the run goes on) with *stop false, or
 * the status that ends the run (2: bad options, 1: a file could not be written) with *stop true. */
static int gen_test(const gen_args_t *g, sfpu_gen_opts_t *o, uint64_t k, result_t *r, sfpu_gen_cov_t *cov,
                    const char **inputs, bool *stop)
{
    int rc = 0;
    *stop = false;
    memset(r, 0, sizeof *r);
    if (g->count) {
        snprintf(r->name, sizeof r->name, "%s-%llu", g->name, (unsigned long long)k);
    } else {
        snprintf(r->name, sizeof r->name, "%s", g->name);
    }
    uint64_t seed = sfpu_gen_seed(g->base, r->name);
    o->index = (uint32_t)(g->count ? k : g->index);
    bool mix = strcmp(g->hazards, "mix") == 0;
    const char *hz = mix ? (o->index % 2 ? "violate" : "abide") : g->hazards; /* this test's policy */
    o->hazards = strcmp(hz, "violate") == 0 ? SFPU_GEN_HAZARDS_VIOLATE : SFPU_GEN_HAZARDS_ABIDE;
    clock_t t0 = clock();
    sfpu_gen_prog_t p;
    char err[300];
    sfpu_status_t st = sfpu_gen_program(o, seed, &p, cov, err, sizeof err);
    if (st == SFPU_ERR_INVALID_ARGUMENT) {
        fprintf(stderr, "sfpu gen: %s\n", err);
        *stop = true;
        return 2;
    }
    if (st != SFPU_OK) {
        snprintf(r->msg, sizeof r->msg, "generation failed: %s", err);
    } else {
        st = sfpu_gen_selfcheck(&p, o->hazards == SFPU_GEN_HAZARDS_ABIDE, &r->diags, r->msg, sizeof r->msg);
    }
    r->pass = st == SFPU_OK;
    r->index = o->index;
    r->hazards = hz;
    r->n = p.n;
    r->seconds = (double)(clock() - t0) / CLOCKS_PER_SEC;
    if (!r->pass) {
        fprintf(stderr, "sfpu gen: %s: self-check failed: %s\n", r->name, r->msg);
        rc = 1;
    }
    if (p.words == NULL) {
        return rc;
    }
    char header[4096];
    gen_header(header, sizeof header, g, r, seed, &p);
    if (gen_write(g, r, seed, header, &p, inputs) != 0) {
        *stop = true;
        rc = 1;
    }
    sfpu_gen_free(&p);
    return rc;
}

/* The JUnit report: one testcase per program. 0, or 1 when the file could not be written. */
static int gen_junit(const gen_args_t *g, const result_t *res, size_t nres, const char **inputs)
{
    FILE *f = cli_open_output("gen", g->junit, "w", inputs, 1);
    if (f == NULL) {
        return 1;
    }
    unsigned failures = 0;
    double total = 0;
    for (size_t i = 0; i < nres; ++i) {
        failures += !res[i].pass;
        total += res[i].seconds;
    }
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    fprintf(f, "<testsuite name=\"sfpu-gen-%s\" tests=\"%zu\" failures=\"%u\" errors=\"0\" time=\"%.3f\">\n",
            g->arch_s, nres, failures, total);
    for (size_t i = 0; i < nres; ++i) {
        fprintf(f, "  <testcase classname=\"sfpu.gen.%s.%s\" name=\"", g->arch_s, res[i].hazards);
        cli_xml_text(f, res[i].name);
        fprintf(f, "\" time=\"%.4f\">", res[i].seconds);
        if (!res[i].pass) {
            fprintf(f, "<failure message=\"");
            cli_xml_text(f, res[i].msg);
            fprintf(f, "\">reproduce: sfpu gen --arch %s --seed %llu --name ", g->arch_s, (unsigned long long)g->base);
            cli_xml_text(f, res[i].name);
            fprintf(f, " --index %u --len %llu --hazards %s</failure>", res[i].index, (unsigned long long)g->len,
                    res[i].hazards);
        }
        fprintf(f, "<system-out>words %zu, timed diagnostics %u</system-out></testcase>\n", res[i].n, res[i].diags);
    }
    fprintf(f, "</testsuite>\n");
    return cli_close_output("gen", g->junit, f) == 0 ? 0 : 1;
}

/* The run's coverage text: to stdout, or to stderr when the programs went to stdout. */
static void gen_print_coverage(const gen_args_t *g, const sfpu_gen_cov_t *cov, uint64_t allow)
{
    size_t need = sfpu_gen_cov_format(cov, g->arch, allow, NULL, 0) + 1;
    char *text = (char *)malloc(need);
    if (text) {
        sfpu_gen_cov_format(cov, g->arch, allow, text, need);
        fputs(text, strcmp(g->out, "-") == 0 ? stderr : stdout);
        free(text);
    }
}

int cli_gen(int argc, char **argv)
{
    gen_args_t g;
    int rc = gen_parse(argc, argv, &g);
    uint64_t allow = 0;
    if (rc >= 0 || (rc = gen_ops(&g, &allow)) != 0) {
        return rc;
    }
    sfpu_gen_opts_t o;
    sfpu_gen_default_opts(&o, g.arch);
    o.len = (uint32_t)g.len;
    if (allow) {
        o.allow = allow;
    }
    for (unsigned op = 0; op < SFPU_OP_COUNT && o.mod_deny == NULL; ++op) {
        if (g.mod_deny[op]) {
            o.mod_deny = g.mod_deny; /* some modes left out */
        }
    }
    o.hazards = strcmp(g.hazards, "violate") == 0 ? SFPU_GEN_HAZARDS_VIOLATE : SFPU_GEN_HAZARDS_ABIDE;
    o.max_depth = (uint8_t)g.depth;
    o.macros = g.macros;
    o.dst_init = g.dst_init;
    o.cfg = g.cfg;
    o.undef = g.undef;
    o.prng = g.prng;
    const char *inputs[1] = {g.ops_file};
    if (strcmp(g.out, "-") != 0 && cli_make_dirs("gen", g.out) != 0) { /* --out DIR: created with its parents */
        return 2;
    }

    sfpu_gen_cov_t *cov = (sfpu_gen_cov_t *)calloc(1, sizeof *cov);
    uint64_t tests = g.count ? g.count : 1;
    size_t nres = 0, cap = 0;
    result_t *res = NULL;
    for (uint64_t k = 0; k < tests && cov; ++k) {
        if (!sfpu_gen_shard_keeps(k, g.shard_i, g.shard_n)) {
            continue;
        }
        if (nres == cap) {
            cap = cap ? cap * 2 : 64;
            result_t *nr = (result_t *)realloc(res, cap * sizeof *res);
            if (nr == NULL) {
                rc = 1;
                break;
            }
            res = nr;
        }
        bool stop;
        int trc = gen_test(&g, &o, k, &res[nres++], cov, inputs, &stop);
        rc = trc ? trc : rc;
        if (stop) {
            break;
        }
    }
    if (g.junit && rc != 2 && gen_junit(&g, res, nres, inputs) != 0) {
        rc = 1;
    }
    if (g.coverage && cov && rc != 2) {
        gen_print_coverage(&g, cov, o.allow);
    }
    if (g.cov_out && cov && rc != 2 && cli_save_coverage("gen", g.cov_out, cov, g.arch, o.allow, inputs, 1) != 0) {
        rc = 1;
    }
    if (cov == NULL) {
        rc = 1;
    }
    free(res);
    free(cov);
    return rc;
}
