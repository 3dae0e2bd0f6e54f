/* util.c - argument and file checks shared by the `sfpu` subcommands: an option's missing value, inputs that
 * are directories, outputs that would overwrite an input (same file by device and inode, not only by name),
 * output folders created on demand, and the named entry-state preset option. */
#define _POSIX_C_SOURCE 200809L /* stat, mkdir */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "cli.h"

int cli_need_value(int argc, char **argv, int i, const char *cmd)
{
    if (i + 1 < argc) {
        return 0;
    }
    fprintf(stderr, "sfpu %s: option '%s' needs a value (see sfpu %s --help)\n", cmd, argv[i], cmd);
    return -1;
}

int cli_unexpected_arg(const char *cmd, const char *what, const char *first, const char *extra)
{
    fprintf(stderr, "sfpu %s: %s given twice ('%s' and '%s'): give exactly one (see sfpu %s --help)\n", cmd, what,
            first, extra, cmd);
    return 2;
}

int cli_single_option(const char *cmd, const char *opt, const char **seen, const char *v)
{
    if (*seen) {
        fprintf(stderr, "sfpu%s%s: %s given twice ('%s' and '%s'): give it once (see sfpu%s%s --help)\n", cmd ? " " : "",
                cmd ? cmd : "", opt, *seen, v, cmd ? " " : "", cmd ? cmd : "");
        return 2;
    }
    *seen = v;
    return 0;
}

int cli_same_file(const char *a, const char *b)
{
    if (strcmp(a, "-") == 0) {
        return 0; /* standard output: the shell opened it before the tool ran */
    }
    if (strcmp(a, b) == 0) {
        return 1;
    }
    struct stat sa, sb;
    /* an input "-" is standard input: the same file when it is redirected from the output (`-o k.s - < k.s`) */
    int rb = strcmp(b, "-") == 0 ? fstat(0, &sb) : stat(b, &sb);
    if (stat(a, &sa) != 0 || rb != 0) {
        return 0; /* one does not exist yet: not the same file */
    }
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

const char *cli_input_name(const char *path)
{
    return strcmp(path, "-") == 0 ? "- (standard input)" : path;
}

FILE *cli_open_output(const char *cmd, const char *path, const char *mode, const char *const *inputs, size_t n)
{
    if (strcmp(path, "-") == 0) {
        return stdout; /* "-" is standard output, as "-" is standard input (not a file named "-") */
    }
    for (size_t k = 0; k < n; ++k) {
        if (inputs[k] && cli_same_file(path, inputs[k])) {
            fprintf(stderr, "sfpu %s: refusing to write %s: it is the input %s (an output never overwrites an input)\n",
                    cmd, path, cli_input_name(inputs[k]));
            return NULL;
        }
    }
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        fprintf(stderr, "sfpu %s: cannot write %s: it is a directory (give a file name)\n", cmd, path);
        return NULL;
    }
    FILE *f = fopen(path, mode);
    if (f == NULL) {
        fprintf(stderr, "sfpu %s: cannot write %s: %s\n", cmd, path, strerror(errno));
    }
    return f;
}

int cli_close_output(const char *cmd, const char *path, FILE *f)
{
    if (f == stdout) {
        if (fflush(f) != 0 || ferror(f)) {
            fprintf(stderr, "sfpu %s: error writing standard output: %s\n", cmd, strerror(errno));
            return -1;
        }
        return 0;
    }
    int bad = ferror(f);
    if (fclose(f) != 0 || bad) {
        fprintf(stderr, "sfpu %s: error writing %s\n", cmd, path);
        return -1;
    }
    return 0;
}

int cli_make_dirs(const char *cmd, const char *path)
{
    char buf[4096];
    size_t len = strlen(path);
    if (len == 0 || len >= sizeof buf) {
        fprintf(stderr, "sfpu %s: bad output folder '%s'\n", cmd, path);
        return -1;
    }
    memcpy(buf, path, len + 1);
    for (size_t i = 1; i <= len; ++i) {
        if (buf[i] != '/' && buf[i] != '\0') {
            continue;
        }
        char c = buf[i];
        buf[i] = '\0';
        struct stat st;
        if (stat(buf, &st) == 0) {
            if (!S_ISDIR(st.st_mode)) {
                fprintf(stderr, "sfpu %s: cannot create the folder %s: %s is a file, not a folder\n", cmd, path, buf);
                return -1;
            }
        } else if (mkdir(buf, 0777) != 0 && errno != EEXIST) {
            fprintf(stderr, "sfpu %s: cannot create the folder %s: %s\n", cmd, buf, strerror(errno));
            return -1;
        }
        buf[i] = c;
    }
    return 0;
}

int cli_apply_preset(sfpu_t *s, const char *cmd, const char *name)
{
    if (sfpu_apply_preset(s, name) != SFPU_OK) {
        fprintf(stderr, "sfpu %s: unknown --init-preset '%s' (known: %s)\n", cmd, name, sfpu_preset_names());
        return -1;
    }
    return 0;
}

int cli_finish_stdout(int status)
{
    errno = 0;
    bool bad = fflush(stdout) != 0 || ferror(stdout);
    int err = errno;
    if (fclose(stdout) != 0 && !bad) {
        bad = true;
        err = errno;
    }
    if (bad) {
        fprintf(stderr, "sfpu: error writing standard output: %s\n", err ? strerror(err) : "write failed");
        return status ? status : 1;
    }
    return status;
}

int cli_max_cycles_option(int argc, char **argv, int *i, uint64_t *n)
{
    if (*i + 1 >= argc) {
        fprintf(stderr, "sfpu run: --max-cycles needs a value\n");
        return 2;
    }
    const char *v = argv[++*i];
    char *end = NULL;
    errno = 0;
    unsigned long long x = strtoull(v, &end, 0);
    if (*n != 0) {
        fprintf(stderr, "sfpu run: --max-cycles given twice ('%llu' and '%s')\n", (unsigned long long)*n, v);
        return 2;
    }
    if (errno || end == v || *end || x == 0 || v[0] == '-') {
        fprintf(stderr, "sfpu run: --max-cycles expects a number of cycles >= 1, found '%s'\n", v);
        return 2;
    }
    *n = x;
    return 0;
}

void cli_xml_text(FILE *f, const char *s)
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
