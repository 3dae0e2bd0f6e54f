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
    "usage: sfpu gen [--arch bh|wh] [--seed N] [--name T] [--len L] [--ops LIST | --ops-file F]\n"
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

/* Add the mnemonics of `list` (commas/whitespace separated, '#' comments) to *allow. */
static int parse_ops(const char *opt, char *list, sfpu_arch_t arch, uint64_t *allow)
{
    uint64_t sfpu_ops = sfpu_gen_default_allow(arch);
    char *p = list;
    while (*p) {
        if (*p == '#') {
            while (*p && *p != '\n') {
                ++p;
            }
            continue;
        }
        if (*p == ',' || isspace((unsigned char)*p)) {
            ++p;
            continue;
        }
        char *start = p;
        while (*p && *p != ',' && *p != '#' && !isspace((unsigned char)*p)) {
            ++p;
        }
        size_t n = (size_t)(p - start);
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)(n < 63 ? n : 63), start);
        if (strcmp(name, "all") == 0) {
            *allow |= sfpu_ops;
            continue;
        }
        unsigned op = sfpu_isa_lookup_mnem(start, n);
        if (op >= SFPU_OP_COUNT) {
            return bad(opt, "not an instruction of the ISA table:", name);
        }
        uint64_t extra = (1ull << SFPU_OP_TTSETRWC) | (1ull << SFPU_OP_TTINCRWC);
        if (!(((sfpu_ops | extra) >> op) & 1u)) {
            char m[160];
            snprintf(m, sizeof m, "not an SFPU instruction of %s:", arch == SFPU_ARCH_WH ? "Wormhole" : "Blackhole");
            return bad(opt, m, name);
        }
        *allow |= 1ull << op;
    }
    if (*allow == 0) {
        return bad(opt, "no instruction named", NULL);
    }
    return 0;
}

static void xml_escape(FILE *f, const char *s)
{
    for (; *s; ++s) {
        switch (*s) {
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '&': fputs("&amp;", f); break;
        case '"': fputs("&quot;", f); break;
        default:
            if ((unsigned char)*s >= 0x20 || *s == '\n' || *s == '\t') {
                fputc(*s, f);
            }
            break;
        }
    }
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

int cli_gen(int argc, char **argv)
{
    sfpu_arch_t arch = SFPU_ARCH_BH;
    uint64_t base = 1, len = 200, count = 0, depth = SFPU_FLAG_STACK_DEPTH, shard_i = 0, shard_n = 1, index = 0;
    const char *name = "gen", *ops = NULL, *ops_file = NULL, *out = "-", *junit = NULL, *hazards = "abide";
    const char *cov_out = NULL;
    bool have_index = false;
    const char *arch_s = "bh";
    bool coverage = false, macros = true, dst_init = true, cfg = true, prng = true, undef = false;
    char ops_desc[512] = "all";
    /* the value each single-value option was given (a second one is an error); --out and -o share one */
    const char *seen[15] = {NULL};
    const char *const single[15] = {"--arch", "--seed", "--name", "--len", "--ops", "--ops-file", "--hazards",
                                    "--count", "--shard", "--out", "--junit", "--depth", "--index", "--coverage-out",
                                    "-o"};
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        bool has_val = i + 1 < argc;
        for (unsigned k = 0; has_val && k < 15; ++k) {
            bool out_opt = k == 9 || k == 14; /* --out and -o: one option */
            if (strcmp(a, single[k]) == 0 &&
                cli_single_option("gen", out_opt ? "--out/-o" : a, &seen[out_opt ? 9 : k], argv[i + 1])) {
                return 2;
            }
        }
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(k_gen_help, stdout);
            return 0;
        } else if (strcmp(a, "--coverage") == 0) {
            coverage = true;
        } else if (strcmp(a, "--no-macros") == 0) {
            macros = false;
        } else if (strcmp(a, "--no-dst-init") == 0) {
            dst_init = false;
        } else if (strcmp(a, "--no-cfg") == 0) {
            cfg = false;
        } else if (strcmp(a, "--no-prng") == 0) {
            prng = false;
        } else if (strcmp(a, "--undef") == 0) {
            undef = true;
        } else if (a[0] == '-' && a[1] == '-' && !has_val &&
                   (strcmp(a, "--arch") == 0 || strcmp(a, "--seed") == 0 || strcmp(a, "--name") == 0 ||
                    strcmp(a, "--len") == 0 || strcmp(a, "--ops") == 0 || strcmp(a, "--ops-file") == 0 ||
                    strcmp(a, "--hazards") == 0 || strcmp(a, "--count") == 0 || strcmp(a, "--shard") == 0 ||
                    strcmp(a, "--out") == 0 || strcmp(a, "--junit") == 0 || strcmp(a, "--depth") == 0 ||
                    strcmp(a, "--index") == 0 || strcmp(a, "--coverage-out") == 0)) {
            return bad(a, "needs a value", NULL);
        } else if (strcmp(a, "--arch") == 0) {
            arch_s = argv[++i];
            if (strcmp(arch_s, "bh") == 0 || strcmp(arch_s, "blackhole") == 0) {
                arch = SFPU_ARCH_BH;
                arch_s = "bh";
            } else if (strcmp(arch_s, "wh") == 0 || strcmp(arch_s, "wormhole") == 0) {
                arch = SFPU_ARCH_WH;
                arch_s = "wh";
            } else {
                return bad("--arch", "expected bh or wh, got", arch_s);
            }
        } else if (strcmp(a, "--seed") == 0) {
            if (!parse_u64(argv[++i], &base)) {
                return bad("--seed", "expected an unsigned 64-bit integer, got", argv[i]);
            }
        } else if (strcmp(a, "--name") == 0) {
            name = argv[++i];
            if (!*name || strpbrk(name, "/\\ \t\n")) {
                return bad("--name", "expected a non-empty name without '/', '\\' or spaces, got", name);
            }
        } else if (strcmp(a, "--len") == 0) {
            if (!parse_u64(argv[++i], &len) || len == 0 || len > (1u << 24)) {
                return bad("--len", "expected a word count 1..16777216, got", argv[i]);
            }
        } else if (strcmp(a, "--depth") == 0) {
            if (!parse_u64(argv[++i], &depth) || depth > SFPU_FLAG_STACK_DEPTH) {
                return bad("--depth", "expected 0..8 (the flag stack holds 8 entries), got", argv[i]);
            }
        } else if (strcmp(a, "--ops") == 0) {
            ops = argv[++i];
        } else if (strcmp(a, "--ops-file") == 0) {
            ops_file = argv[++i];
        } else if (strcmp(a, "--hazards") == 0) {
            hazards = argv[++i];
            if (strcmp(hazards, "abide") && strcmp(hazards, "violate") && strcmp(hazards, "mix")) {
                return bad("--hazards", "expected abide, violate or mix, got", hazards);
            }
        } else if (strcmp(a, "--index") == 0) {
            if (!parse_u64(argv[++i], &index) || index > 0xFFFFFFFFu) {
                return bad("--index", "expected a test index 0..4294967295, got", argv[i]);
            }
            have_index = true;
        } else if (strcmp(a, "--coverage-out") == 0) {
            cov_out = argv[++i];
        } else if (strcmp(a, "--count") == 0) {
            if (!parse_u64(argv[++i], &count) || count == 0 || count > 100000000u) {
                return bad("--count", "expected a test count 1..100000000, got", argv[i]);
            }
        } else if (strcmp(a, "--shard") == 0) {
            const char *v = argv[++i];
            char *slash = strchr(v, '/');
            char buf[64];
            snprintf(buf, sizeof buf, "%s", v);
            char *sl = strchr(buf, '/');
            if (slash == NULL || sl == NULL) {
                return bad("--shard", "expected I/N with 0 <= I < N, got", v);
            }
            *sl = '\0';
            if (!parse_u64(buf, &shard_i) || !parse_u64(sl + 1, &shard_n) || shard_n == 0 || shard_i >= shard_n) {
                return bad("--shard", "expected I/N with 0 <= I < N, got", v);
            }
        } else if (strcmp(a, "--out") == 0 || strcmp(a, "-o") == 0) {
            out = argv[++i];
        } else if (strcmp(a, "--junit") == 0) {
            junit = argv[++i];
        } else if (a[0] != '-') {
            fprintf(stderr, "sfpu gen: unexpected argument '%s' (gen reads no input file; see sfpu gen --help)\n", a);
            return 2;
        } else {
            fprintf(stderr, "sfpu gen: unknown option '%s'\n%s", a, k_gen_help);
            return 2;
        }
    }
    if (have_index && count) {
        return bad("--index", "is test k's index with --count already; give one of them", NULL);
    }
    if (ops && ops_file) {
        return bad("--ops", "give either --ops or --ops-file, not both", NULL);
    }
    uint64_t allow = 0;
    if (ops) {
        size_t olen = strlen(ops) + 1;
        char *copy = (char *)malloc(olen);
        if (copy) {
            memcpy(copy, ops, olen);
        }
        int rc = copy ? parse_ops("--ops", copy, arch, &allow) : 2;
        free(copy);
        if (rc) {
            return rc;
        }
    } else if (ops_file) {
        char err[400];
        char *text = cli_read_text(ops_file, NULL, err, sizeof err);
        if (text == NULL) {
            return bad("--ops-file", err, NULL);
        }
        int rc = parse_ops("--ops-file", text, arch, &allow);
        free(text);
        if (rc) {
            return rc;
        }
    }
    if (allow && allow != sfpu_gen_default_allow(arch)) {
        size_t k = 0;
        ops_desc[0] = '\0';
        for (unsigned op = 0; op < SFPU_OP_COUNT && k < sizeof ops_desc - 20; ++op) {
            if ((allow >> op) & 1u) {
                int w = snprintf(ops_desc + k, sizeof ops_desc - k, "%s%s", k ? "," : "", sfpu_isa_info(op)->mnem);
                k += w > 0 ? (size_t)w : 0;
            }
        }
    }
    sfpu_gen_opts_t o;
    sfpu_gen_default_opts(&o, arch);
    o.len = (uint32_t)len;
    if (allow) {
        o.allow = allow;
    }
    o.hazards = strcmp(hazards, "violate") == 0 ? SFPU_GEN_HAZARDS_VIOLATE : SFPU_GEN_HAZARDS_ABIDE;
    o.max_depth = (uint8_t)depth;
    o.macros = macros;
    o.dst_init = dst_init;
    o.cfg = cfg;
    o.undef = undef;
    o.prng = prng;
    bool to_stdout = strcmp(out, "-") == 0;
    const char *inputs[1] = {ops_file};
    if (!to_stdout && cli_make_dirs("gen", out) != 0) { /* --out DIR: created with its parents */
        return 2;
    }

    sfpu_gen_cov_t *cov = (sfpu_gen_cov_t *)calloc(1, sizeof *cov);
    uint64_t tests = count ? count : 1;
    size_t nres = 0, cap = 0;
    result_t *res = NULL;
    int rc = 0;
    for (uint64_t k = 0; k < tests && cov; ++k) {
        if (!sfpu_gen_shard_keeps(k, shard_i, shard_n)) {
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
        result_t *r = &res[nres++];
        memset(r, 0, sizeof *r);
        if (count) {
            snprintf(r->name, sizeof r->name, "%s-%llu", name, (unsigned long long)k);
        } else {
            snprintf(r->name, sizeof r->name, "%s", name);
        }
        uint64_t seed = sfpu_gen_seed(base, r->name);
        o.index = (uint32_t)(count ? k : index);
        bool mix = strcmp(hazards, "mix") == 0;
        const char *hz = mix ? (o.index % 2 ? "violate" : "abide") : hazards; /* this test's policy */
        o.hazards = strcmp(hz, "violate") == 0 ? SFPU_GEN_HAZARDS_VIOLATE : SFPU_GEN_HAZARDS_ABIDE;
        clock_t t0 = clock();
        sfpu_gen_prog_t p;
        char err[300];
        sfpu_status_t st = sfpu_gen_program(&o, seed, &p, cov, err, sizeof err);
        if (st == SFPU_ERR_INVALID_ARGUMENT) {
            fprintf(stderr, "sfpu gen: %s\n", err);
            rc = 2;
            break;
        }
        if (st != SFPU_OK) {
            snprintf(r->msg, sizeof r->msg, "generation failed: %s", err);
        } else {
            st = sfpu_gen_selfcheck(&p, o.hazards == SFPU_GEN_HAZARDS_ABIDE, &r->diags, r->msg, sizeof r->msg);
        }
        r->pass = st == SFPU_OK;
        r->index = o.index;
        r->hazards = hz;
        r->n = p.n;
        r->seconds = (double)(clock() - t0) / CLOCKS_PER_SEC;
        if (!r->pass) {
            fprintf(stderr, "sfpu gen: %s: self-check failed: %s\n", r->name, r->msg);
            rc = 1;
        }
        if (p.words == NULL) {
            continue;
        }
        char header[4096];
        snprintf(header, sizeof header,
                 "# sfpu gen: test %s, seed 0x%016llx (base %llu), arch %s, len %llu, hazards %s, depth %llu, "
                 "macros %s, dst-init %s\n"
                 "# ops: %s\n"
                 "# reproduce: sfpu gen --arch %s --seed %llu --name %s --index %u --len %llu --hazards %s "
                 "--depth %llu%s%s%s%s%s --ops %s\n"
                 "# run: sfpu run --timing --arch %s --init %s.init %s.s  (initial LReg 0..7, Dst rows 0..%u, "
                 "configuration, PRNG)\n"
                 "# words %zu, SFPNOPs inserted for hazards %u, timed diagnostics %u, self-check %s\n",
                 r->name, (unsigned long long)seed, (unsigned long long)base, arch_s, (unsigned long long)len, hz,
                 (unsigned long long)depth, macros ? "on" : "off", dst_init ? "on" : "off", ops_desc, arch_s,
                 (unsigned long long)base, r->name, (unsigned)o.index, (unsigned long long)len, hz,
                 (unsigned long long)depth,
                 macros ? "" : " --no-macros", dst_init ? "" : " --no-dst-init", cfg ? "" : " --no-cfg",
                 prng ? "" : " --no-prng", undef ? " --undef" : "", ops_desc,
                 arch_s, r->name, r->name,
                 SFPU_GEN_DST_ROWS - 1, p.n, (unsigned)p.nops_inserted, r->diags, r->pass ? "pass" : "FAIL");
        if (p.n_undef) { /* where they are: line k of the program text is word k - 1 */
            size_t hl = strlen(header);
            hl += (size_t)snprintf(header + hl, sizeof header - hl, "# undefined on purpose (a DUT flags each and runs on; the model stops at the first): words");
            for (uint32_t u = 0; u < p.n_undef && hl < sizeof header; ++u) {
                hl += (size_t)snprintf(header + hl, sizeof header - hl, "%s %u", u ? "," : "", (unsigned)p.undef_at[u]);
            }
            if (hl < sizeof header) {
                hl += (size_t)snprintf(header + hl, sizeof header - hl, "\n");
            }
            for (uint32_t u = 0; u < p.n_undef && hl < sizeof header; ++u) {
                if (p.undef_row[u] != SFPU_GEN_NO_ROW) {
                    hl += (size_t)snprintf(header + hl, sizeof header - hl,
                                           "# word %u reads or writes Dst row %u (physical), whose DstRowValid a "
                                           "harness clears while the word is presented\n",
                                           (unsigned)p.undef_at[u], (unsigned)p.undef_row[u]);
                }
            }
        }
        char *text = format_all(sfpu_gen_format_asm, &p);
        if (to_stdout) {
            fputs(header, stdout);
            fputs(text ? text : "", stdout);
        } else {
            char path[1200];
            snprintf(path, sizeof path, "%s/%s.s", out, r->name);
            FILE *f = cli_open_output("gen", path, "w", inputs, 1);
            char *init = format_all(sfpu_gen_format_init, &p);
            if (f) {
                fputs(header, f);
                fputs(text ? text : "", f);
                f = cli_close_output("gen", path, f) == 0 ? f : NULL;
                if (f) {
                    snprintf(path, sizeof path, "%s/%s.init", out, r->name);
                    f = cli_open_output("gen", path, "w", inputs, 1);
                }
            }
            if (f == NULL) {
                free(init);
                free(text);
                sfpu_gen_free(&p);
                rc = 1;
                break;
            }
            fprintf(f, "# initial state of %s (sfpu gen, seed 0x%016llx, arch %s)\n", r->name,
                    (unsigned long long)seed, arch_s);
            fputs(init ? init : "", f);
            fclose(f);
            free(init);
        }
        free(text);
        sfpu_gen_free(&p);
    }
    if (junit && rc != 2) {
        FILE *f = cli_open_output("gen", junit, "w", inputs, 1);
        if (f == NULL) {
            rc = 1;
        } else {
            unsigned failures = 0;
            double total = 0;
            for (size_t i = 0; i < nres; ++i) {
                failures += !res[i].pass;
                total += res[i].seconds;
            }
            fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
            fprintf(f, "<testsuite name=\"sfpu-gen-%s\" tests=\"%zu\" failures=\"%u\" errors=\"0\" time=\"%.3f\">\n",
                    arch_s, nres, failures, total);
            for (size_t i = 0; i < nres; ++i) {
                fprintf(f, "  <testcase classname=\"sfpu.gen.%s.%s\" name=\"", arch_s, res[i].hazards);
                xml_escape(f, res[i].name);
                fprintf(f, "\" time=\"%.4f\">", res[i].seconds);
                if (!res[i].pass) {
                    fprintf(f, "<failure message=\"");
                    xml_escape(f, res[i].msg);
                    fprintf(f, "\">reproduce: sfpu gen --arch %s --seed %llu --name ", arch_s,
                            (unsigned long long)base);
                    xml_escape(f, res[i].name);
                    fprintf(f, " --index %u --len %llu --hazards %s</failure>", res[i].index,
                            (unsigned long long)len, res[i].hazards);
                }
                fprintf(f, "<system-out>words %zu, timed diagnostics %u</system-out></testcase>\n", res[i].n,
                        res[i].diags);
            }
            fprintf(f, "</testsuite>\n");
            fclose(f);
        }
    }
    if (coverage && cov && rc != 2) {
        size_t need = sfpu_gen_cov_format(cov, arch, o.allow, NULL, 0) + 1;
        char *text = (char *)malloc(need);
        if (text) {
            sfpu_gen_cov_format(cov, arch, o.allow, text, need);
            fputs(text, to_stdout ? stderr : stdout);
            free(text);
        }
    }
    if (cov_out && cov && rc != 2 && cli_save_coverage("gen", cov_out, cov, arch, o.allow, inputs, 1) != 0) {
        rc = 1;
    }
    if (cov == NULL) {
        rc = 1;
    }
    free(res);
    free(cov);
    return rc;
}
