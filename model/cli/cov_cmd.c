/* cov_cmd.c - `sfpu cov`: merge the functional-coverage files of several runs or shards (`sfpu gen
 * --coverage-out`, `sfpu_lockstep --coverage-out`) and report closure per group against a goal. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "sfpu/sfpu_gen.h"

int cli_save_coverage(const char *cmd, const char *path, const sfpu_gen_cov_t *cov, sfpu_arch_t arch, uint64_t allow,
                      const char *const *inputs, size_t n)
{
    size_t need = sfpu_gen_cov_save(cov, arch, allow, NULL, 0) + 1;
    char *text = (char *)malloc(need);
    FILE *f = text ? cli_open_output(cmd, path, "w", inputs, n) : NULL;
    int rc = 1;
    if (f != NULL) {
        sfpu_gen_cov_save(cov, arch, allow, text, need);
        fputs(text, f);
        rc = cli_close_output(cmd, path, f) == 0 ? 0 : 1;
    }
    free(text);
    return rc;
}

static const char *k_cov_help =
    "usage: sfpu cov [--goal N] [--check] [--out FILE] [--detail] [--lcov FILE] [--cobertura FILE]\n"
    "                [--vcov FILE] FILE...\n"
    "Merges coverage files (written by `sfpu gen --coverage-out` or `sfpu_lockstep --coverage-out`, one\n"
    "per run or shard; all of one architecture and instruction set) and prints the closure table: per\n"
    "group, the bins hit at least N times (default: the goal SFPU_GEN_COV_GOAL) of those that exist,\n"
    "then the bins below the goal.\n"
    "  --goal N     hits each bin needs\n"
    "  --check      exit status 1 unless every bin of every group reached the goal\n"
    "  --out FILE   write the merged coverage (same format; FILE may not be one of the inputs)\n"
    "  --detail     also print the per-instruction detail (instruction x mod counts)\n"
    "  --lcov FILE       the merged bins as an lcov tracefile (genhtml, lcov)\n"
    "  --cobertura FILE  ... as Cobertura XML (CI dashboards)\n"
    "  --vcov FILE       ... as Verilator coverage data (verilator_coverage merges it with RTL coverage)\n"
    "These three map each bin group to a pseudo-source sfpu-cov/<arch>/<group>.bins, written in FILE's\n"
    "folder: line i names bin i, with the bin's count as that line's hits.\n";

int cli_cov(int argc, char **argv)
{
    unsigned long goal = SFPU_GEN_COV_GOAL;
    bool check = false, detail = false;
    const char *out = NULL;
    const char *exports[3] = {NULL, NULL, NULL}; /* lcov, cobertura, vcov */
    static const char *const k_export_opts[3] = {"--lcov", "--cobertura", "--vcov"};
    const char **files = (const char **)calloc((size_t)argc, sizeof *files);
    size_t nf = 0;
    if (files == NULL) {
        return 1;
    }
    const char *seen[2] = {NULL}; /* --out/-o, --goal */
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(k_cov_help, stdout);
            free(files);
            return 0;
        } else if (strcmp(a, "--check") == 0) {
            check = true;
        } else if (strcmp(a, "--detail") == 0) {
            detail = true;
        } else if (strcmp(a, "--lcov") == 0 || strcmp(a, "--cobertura") == 0 || strcmp(a, "--vcov") == 0) {
            if (cli_need_value(argc, argv, i, "cov") != 0) {
                free(files);
                return 2;
            }
            int x = a[2] == 'l' ? 0 : a[2] == 'c' ? 1 : 2;
            if (cli_single_option("cov", k_export_opts[x], &exports[x], argv[++i]) != 0) {
                free(files);
                return 2;
            }
        } else if (strcmp(a, "--goal") == 0 || strcmp(a, "--out") == 0 || strcmp(a, "-o") == 0) {
            bool is_out = a[1] == 'o' || a[2] == 'o'; /* -o, --out: one option */
            if (cli_need_value(argc, argv, i, "cov") != 0 ||
                cli_single_option("cov", is_out ? "--out/-o" : a, &seen[!is_out], argv[i + 1])) {
                free(files);
                return 2;
            }
            const char *v = argv[++i];
            if (a[2] == 'g') {
                char *end = NULL;
                goal = strtoul(v, &end, 10);
                if (end == v || *end || v[0] == '-' || goal == 0 || goal > 1000000000ul) {
                    fprintf(stderr, "sfpu cov: --goal: expected hits per bin 1..1000000000, got '%s'\n", v);
                    free(files);
                    return 2;
                }
            } else {
                out = v;
            }
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "sfpu cov: unknown option '%s'\n%s", a, k_cov_help);
            free(files);
            return 2;
        } else {
            files[nf++] = a;
        }
    }
    if (nf == 0) {
        fprintf(stderr, "sfpu cov: no coverage file given\n%s", k_cov_help);
        free(files);
        return 2;
    }
    for (size_t i = 0; i < nf; ++i) { /* a file given twice would count its runs twice (faked closure) */
        for (size_t j = 0; j < i; ++j) {
            if (cli_same_file(files[i], files[j]) || (strcmp(files[i], "-") == 0 && strcmp(files[j], "-") == 0)) {
                fprintf(stderr, "sfpu cov: %s is the same file as %s (given twice: its runs would count twice)\n",
                        files[i], files[j]);
                free(files);
                return 2;
            }
        }
    }
    sfpu_gen_cov_t *cov = (sfpu_gen_cov_t *)calloc(1, sizeof *cov);
    bool have = false;
    sfpu_arch_t arch = SFPU_ARCH_BH;
    uint64_t allow = 0;
    int rc = cov ? 0 : 1;
    for (size_t i = 0; i < nf && rc == 0; ++i) {
        char err[512];
        char *text = cli_read_text(files[i], NULL, err, sizeof err);
        if (text == NULL) {
            fprintf(stderr, "sfpu cov: %s\n", err);
            rc = 2;
            break;
        }
        if (sfpu_gen_cov_load(cov, text, &have, &arch, &allow, err, sizeof err) != SFPU_OK) {
            fprintf(stderr, "sfpu cov: %s:%s\n", files[i], err + (strncmp(err, "line ", 5) == 0 ? 5 : 0));
            rc = 2;
        }
        free(text);
    }
    if (rc == 0 && out) {
        rc = cli_save_coverage("cov", out, cov, arch, allow, files, nf);
    }
    static const char *const k_export_fmt[3] = {"lcov", "cobertura", "vcov"};
    for (int x = 0; x < 3 && rc == 0; ++x) {
        if (exports[x] != NULL) {
            rc = cli_cov_export(k_export_fmt[x], exports[x], cov, arch, allow, files, nf);
        }
    }
    if (rc == 0) {
        size_t need = detail ? sfpu_gen_cov_format(cov, arch, allow, NULL, 0)
                             : sfpu_gen_cov_report(cov, arch, allow, (unsigned)goal, NULL, 0);
        char *text = (char *)malloc(need + 1);
        if (text) {
            if (detail) {
                sfpu_gen_cov_format(cov, arch, allow, text, need + 1);
            } else {
                sfpu_gen_cov_report(cov, arch, allow, (unsigned)goal, text, need + 1);
            }
            printf("merged %zu file%s\n%s", nf, nf == 1 ? "" : "s", text);
            free(text);
        }
        unsigned met = 0, total = 0;
        sfpu_gen_cov_closure(cov, arch, allow, SFPU_GEN_COV_GROUPS, (unsigned)goal, &met, &total);
        if (check && met != total) {
            fprintf(stderr, "sfpu cov: %u of %u bins below the goal of %lu hits\n", total - met, total, goal);
            rc = 1;
        }
    }
    free(cov);
    free(files);
    return rc;
}
