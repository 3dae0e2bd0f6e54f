/* cov_export.c - `sfpu cov --lcov / --cobertura / --vcov`: the merged functional bins in the coverage formats of
 * open DV flows (lcov tracefile, Cobertura XML, Verilator coverage data).
 *
 * Mapping (the same in all three formats): each bin group of an architecture is one pseudo-source file,
 * sfpu-cov/<arch>/<group>.bins, written beside the output; line i of it is the name of bin i of the group (the
 * order of sfpu_gen_cov_bins), and that line's hit count is the bin's count. A tool that shows sources (genhtml,
 * verilator_coverage --annotate) so lists every bin by name with its count. A line is "hit" in those tools when its
 * count is at least 1; `sfpu cov`'s closure goal (--goal) is not part of the formats. */
#define _XOPEN_SOURCE 700 /* realpath, PATH_MAX */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "sfpu/sfpu_gen.h"

typedef struct xbin {
    unsigned group, line;
    uint32_t count;
    char *name;
} xbin_t;

typedef struct xbins {
    xbin_t *b;
    size_t n, cap;
    unsigned per_group[SFPU_GEN_COV_GROUPS];
    bool oom;
} xbins_t;

static void collect_cb(void *ctx, unsigned group, unsigned bin, const char *name, uint32_t *count)
{
    xbins_t *k = (xbins_t *)ctx;
    (void)bin;
    if (k->oom || k->n == k->cap || group >= SFPU_GEN_COV_GROUPS) {
        k->oom = true;
        return;
    }
    xbin_t *x = &k->b[k->n];
    size_t len = strlen(name);
    x->name = (char *)malloc(len + 1);
    if (x->name == NULL) {
        k->oom = true;
        return;
    }
    memcpy(x->name, name, len + 1);
    x->group = group;
    x->line = ++k->per_group[group];
    x->count = *count;
    k->n++;
}

static void free_bins(xbins_t *k)
{
    for (size_t i = 0; i < k->n; ++i) {
        free(k->b[i].name);
    }
    free(k->b);
}

/* The bins of (arch, allow) with their counts, in order; false (message) when out of memory. */
static bool collect(const sfpu_gen_cov_t *cov, sfpu_arch_t arch, uint64_t allow, xbins_t *k)
{
    memset(k, 0, sizeof *k);
    sfpu_gen_cov_t *copy = (sfpu_gen_cov_t *)malloc(sizeof *copy);
    k->cap = sfpu_gen_cov_bins(NULL, arch, allow, NULL, NULL);
    k->b = (xbin_t *)calloc(k->cap ? k->cap : 1, sizeof *k->b);
    if (copy == NULL || k->b == NULL) {
        k->oom = true;
    } else {
        *copy = *cov;
        sfpu_gen_cov_bins(copy, arch, allow, collect_cb, k);
    }
    free(copy);
    if (k->oom) {
        fprintf(stderr, "sfpu cov: out of memory\n");
        free_bins(k);
        return false;
    }
    return true;
}

static const char *arch_key(sfpu_arch_t arch)
{
    return arch == SFPU_ARCH_WH ? "wh" : "bh";
}

/* The absolute folder of output `path` (its dirname, resolved) into dir; false after a message. */
static bool output_dir(const char *path, char *dir, size_t len)
{
    char tmp[PATH_MAX];
    const char *slash = strrchr(path, '/');
    size_t n = slash ? (size_t)(slash - path) : 0;
    if (n >= sizeof tmp) {
        fprintf(stderr, "sfpu cov: output path too long: %s\n", path);
        return false;
    }
    if (slash == NULL) {
        strcpy(tmp, ".");
    } else if (n == 0) {
        strcpy(tmp, "/");
    } else {
        memcpy(tmp, path, n);
        tmp[n] = '\0';
    }
    char resolved[PATH_MAX];
    if (realpath(tmp, resolved) == NULL || strlen(resolved) >= len) {
        fprintf(stderr, "sfpu cov: %s: cannot resolve the folder of the output %s\n", tmp, path);
        return false;
    }
    strcpy(dir, resolved);
    return true;
}

/* Write the pseudo-sources DIR/sfpu-cov/<arch>/<group>.bins (one bin name a line). 0, or 1 after a message. */
static int write_sources(const char *dir, sfpu_arch_t arch, const xbins_t *k)
{
    char sub[PATH_MAX + 32];
    snprintf(sub, sizeof sub, "%s/sfpu-cov/%s", dir, arch_key(arch));
    if (cli_make_dirs("cov", sub) != 0) {
        return 1;
    }
    for (unsigned g = 0; g < SFPU_GEN_COV_GROUPS; ++g) {
        if (k->per_group[g] == 0) {
            continue;
        }
        char file[PATH_MAX + 64];
        snprintf(file, sizeof file, "%s/%s.bins", sub, sfpu_gen_cov_group_key(g));
        FILE *f = cli_open_output("cov", file, "w", NULL, 0);
        if (f == NULL) {
            return 1;
        }
        for (size_t i = 0; i < k->n; ++i) {
            if (k->b[i].group == g) {
                fprintf(f, "%s\n", k->b[i].name);
            }
        }
        if (cli_close_output("cov", file, f) != 0) {
            return 1;
        }
    }
    return 0;
}

static void lcov_body(FILE *f, const char *dir, sfpu_arch_t arch, const xbins_t *k)
{
    fprintf(f, "TN:sfpu_functional_%s\n", arch_key(arch));
    for (unsigned g = 0; g < SFPU_GEN_COV_GROUPS; ++g) {
        if (k->per_group[g] == 0) {
            continue;
        }
        unsigned hit = 0;
        fprintf(f, "SF:%s/sfpu-cov/%s/%s.bins\n", dir, arch_key(arch), sfpu_gen_cov_group_key(g));
        for (size_t i = 0; i < k->n; ++i) {
            if (k->b[i].group == g) {
                fprintf(f, "DA:%u,%lu\n", k->b[i].line, (unsigned long)k->b[i].count);
                hit += k->b[i].count != 0;
            }
        }
        fprintf(f, "LF:%u\nLH:%u\nend_of_record\n", k->per_group[g], hit);
    }
}

static double rate(unsigned hit, unsigned total)
{
    return total ? (double)hit / (double)total : 1.0;
}

static void cobertura_body(FILE *f, const char *dir, sfpu_arch_t arch, const xbins_t *k)
{
    unsigned hit[SFPU_GEN_COV_GROUPS] = {0}, all_hit = 0;
    for (size_t i = 0; i < k->n; ++i) {
        hit[k->b[i].group] += k->b[i].count != 0;
        all_hit += k->b[i].count != 0;
    }
    fprintf(f, "<?xml version=\"1.0\" ?>\n"
               "<!DOCTYPE coverage SYSTEM \"http://cobertura.sourceforge.net/xml/coverage-04.dtd\">\n"
               "<coverage line-rate=\"%.4f\" branch-rate=\"0\" lines-covered=\"%u\" lines-valid=\"%zu\" "
               "branches-covered=\"0\" branches-valid=\"0\" complexity=\"0\" version=\"sfpu-cov\" timestamp=\"0\">\n"
               "  <sources>\n    <source>",
            rate(all_hit, (unsigned)k->n), all_hit, k->n);
    cli_xml_text(f, dir);
    fprintf(f, "</source>\n  </sources>\n  <packages>\n"
               "    <package name=\"sfpu-cov.%s\" line-rate=\"%.4f\" branch-rate=\"0\" complexity=\"0\">\n"
               "      <classes>\n",
            arch_key(arch), rate(all_hit, (unsigned)k->n));
    for (unsigned g = 0; g < SFPU_GEN_COV_GROUPS; ++g) {
        if (k->per_group[g] == 0) {
            continue;
        }
        const char *key = sfpu_gen_cov_group_key(g);
        fprintf(f, "        <class name=\"%s.%s\" filename=\"sfpu-cov/%s/%s.bins\" line-rate=\"%.4f\" "
                   "branch-rate=\"0\" complexity=\"0\">\n          <methods/>\n          <lines>\n",
                arch_key(arch), key, arch_key(arch), key, rate(hit[g], k->per_group[g]));
        for (size_t i = 0; i < k->n; ++i) {
            if (k->b[i].group == g) {
                fprintf(f, "            <line number=\"%u\" hits=\"%lu\" branch=\"false\"/>\n", k->b[i].line,
                        (unsigned long)k->b[i].count);
            }
        }
        fputs("          </lines>\n        </class>\n", f);
    }
    fputs("      </classes>\n    </package>\n  </packages>\n</coverage>\n", f);
}

/* A value in Verilator's coverage key syntax: no \001, \002 or quote (bin names have none; kept safe anyway). */
static void vcov_value(FILE *f, const char *s)
{
    for (; *s; ++s) {
        fputc(*s == '\'' || *s == '\001' || *s == '\002' ? '`' : *s, f);
    }
}

/* Verilator coverage data, as verilated_cov.cpp writes it: "C '<\001key\002value>...' count" per point; user
 * coverage points (type user, page v_user/<group>), one per bin, at the bin's pseudo-source line. */
static void vcov_body(FILE *f, const char *dir, sfpu_arch_t arch, const xbins_t *k)
{
    fputs("# SystemC::Coverage-3\n", f);
    for (size_t i = 0; i < k->n; ++i) {
        const char *key = sfpu_gen_cov_group_key(k->b[i].group);
        fprintf(f, "C '\001t\002user\001page\002v_user/sfpu_%s\001f\002%s/sfpu-cov/%s/%s.bins\001l\002%u\001n\0020"
                   "\001o\002",
                key, dir, arch_key(arch), key, k->b[i].line);
        vcov_value(f, k->b[i].name);
        fprintf(f, "\001h\002sfpu.%s.%s' %lu\n", arch_key(arch), key, (unsigned long)k->b[i].count);
    }
}

int cli_cov_export(const char *format, const char *path, const sfpu_gen_cov_t *cov, sfpu_arch_t arch,
                   uint64_t allow, const char *const *inputs, size_t n)
{
    char dir[PATH_MAX];
    xbins_t k;
    if (!output_dir(path, dir, sizeof dir) || !collect(cov, arch, allow, &k)) {
        return 1;
    }
    int rc = write_sources(dir, arch, &k);
    FILE *f = rc == 0 ? cli_open_output("cov", path, "w", inputs, n) : NULL;
    if (f != NULL) {
        if (format[0] == 'l') {
            lcov_body(f, dir, arch, &k);
        } else if (format[0] == 'c') {
            cobertura_body(f, dir, arch, &k);
        } else {
            vcov_body(f, dir, arch, &k);
        }
        rc = cli_close_output("cov", path, f) == 0 ? 0 : 1;
    } else {
        rc = 1;
    }
    free_bins(&k);
    return rc;
}
