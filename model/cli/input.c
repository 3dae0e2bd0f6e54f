/* input.c - `sfpu asm` / `sfpu run` program input: the options that choose the syntax and input form
 * (sfpu_assemble_ex), symbolic operands and runtime words, and the report of skipped lines on stderr.
 * User documentation: model/cli/README.md "Input forms". */
#define _POSIX_C_SOURCE 200809L /* mkdtemp, fork, execvp, waitpid */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "input.h"

const char *const cli_input_help =
    "Input options (asm, run):\n"
    "  --syntax current|2025   operand syntax: today's sfpi-binutils (default) or the 2025 SFPI one\n"
    "  --input auto|asm|listing|objdump|llk\n"
    "                          the input form (default: chosen by content): plain SFPU assembly, an sfpi-gcc\n"
    "                          .S listing, a RISC-V objdump -d listing, or tt-llk code (TTI_SFPLOAD(...);)\n"
    "  --function NAME         listing/objdump: only the body of function NAME; a name defined\n"
    "                          twice: NAME@K (the K-th), or in objdump NAME@0xADDR / 0xADDR (the\n"
    "                          function at that address)\n"
    "  --define NAME=VALUE     value of a symbolic operand (tt-llk template parameter, constant)\n"
    "  --runtime-word LINE=W   the Tensix word a site computed at run time produces (source LINE, word W)\n"
    "  --skip-control-flow     skip branches, calls and loops (reported) instead of refusing them\n"
    "  -v, --verbose           name every skipped line (default: a summary)\n";

static long long parse_ll(const char *s, bool *ok)
{
    char *end = NULL;
    errno = 0;
    long long v = strtoll(s, &end, 0);
    if (errno || end == s || *end) {
        /* allow unsigned 32-bit words above LLONG_MAX's range: strtoull */
        errno = 0;
        unsigned long long u = strtoull(s, &end, 0);
        *ok = !(errno || end == s || *end);
        return (long long)u;
    }
    *ok = true;
    return v;
}

/* A single-value option given a second time, or --define / --runtime-word for a name or line already given: an error
 * naming both values (a later value never silently loses to the first). */
static bool cli_input_repeated(cli_input_t *in, const char *a, const char *v)
{
    const char *const single[] = {"--syntax", "--input", "--function"};
    for (unsigned k = 0; k < 3; ++k) {
        if (strcmp(a, single[k]) == 0) {
            return cli_single_option(NULL, a, &in->given[k], v) != 0;
        }
    }
    const char *eq = strchr(v, '=');
    size_t n = eq ? (size_t)(eq - v) : 0;
    if (strcmp(a, "--define") == 0) {
        for (size_t d = 0; d < in->ndefines; ++d) {
            if (strlen(in->names[d]) == n && strncmp(in->names[d], v, n) == 0) {
                fprintf(stderr, "sfpu: --define %.*s given twice (=%lld and '%s')\n", (int)n, v,
                        (long long)in->defines[d].value, v);
                return true;
            }
        }
    } else if (eq) {
        unsigned long line = strtoul(v, NULL, 0);
        for (size_t d = 0; d < in->nruntime; ++d) {
            if (in->runtime[d].line == line) {
                fprintf(stderr, "sfpu: --runtime-word for line %lu given twice (0x%08x and '%s')\n", line,
                        (unsigned)in->runtime[d].word, v);
                return true;
            }
        }
    }
    return false;
}

/* Every --runtime-word names a line whose instruction was computed at run time: the word assembled at that line is
 * the given one (a line with no such site would have taken it silently). 0, or -1 after a message. */
static int cli_runtime_words_used(const cli_input_t *in, const char *name, const uint32_t *w, const uint32_t *l,
                                  size_t n)
{
    for (size_t d = 0; d < in->nruntime; ++d) {
        bool used = false;
        for (size_t k = 0; k < n && !used; ++k) {
            used = l[k] == in->runtime[d].line && w[k] == in->runtime[d].word;
        }
        if (!used) {
            fprintf(stderr, "%s:%u: --runtime-word given for a line with no instruction computed at run time\n", name,
                    (unsigned)in->runtime[d].line);
            return -1;
        }
    }
    return 0;
}

int cli_input_option(cli_input_t *in, int argc, char **argv, int *i)
{
    const char *a = argv[*i];
    const char *v = *i + 1 < argc ? argv[*i + 1] : NULL;
    if (strcmp(a, "-v") == 0 || strcmp(a, "--verbose") == 0) {
        in->verbose = true;
        return 1;
    }
    if (strcmp(a, "--skip-control-flow") == 0) {
        in->o.skip_control_flow = 1;
        return 1;
    }
    bool takes = strcmp(a, "--syntax") == 0 || strcmp(a, "--input") == 0 || strcmp(a, "--function") == 0 ||
                 strcmp(a, "--define") == 0 || strcmp(a, "--runtime-word") == 0;
    if (!takes) {
        return 0;
    }
    if (v == NULL) {
        fprintf(stderr, "sfpu: %s needs a value\n", a);
        return -1;
    }
    ++*i;
    if (cli_input_repeated(in, a, v)) {
        return -1;
    }
    if (strcmp(a, "--syntax") == 0) {
        if (strcmp(v, "current") == 0 || strcmp(v, "binutils") == 0) {
            in->o.syntax = SFPU_SYNTAX_CURRENT;
        } else if (strcmp(v, "2025") == 0) {
            in->o.syntax = SFPU_SYNTAX_2025;
        } else {
            fprintf(stderr, "sfpu: unknown --syntax '%s' (expected current or 2025)\n", v);
            return -1;
        }
    } else if (strcmp(a, "--input") == 0) {
        static const char *const names[] = {"auto", "asm", "listing", "objdump", "llk"};
        int k = -1;
        for (int j = 0; j < 5; ++j) {
            if (strcmp(v, names[j]) == 0) {
                k = j;
            }
        }
        if (k < 0) {
            fprintf(stderr, "sfpu: unknown --input '%s' (expected auto, asm, listing, objdump or llk)\n", v);
            return -1;
        }
        in->o.input = (sfpu_input_form_t)k;
    } else if (strcmp(a, "--function") == 0) {
        in->o.function = v;
    } else {
        const char *eq = strchr(v, '=');
        bool ok = false;
        long long val = eq ? parse_ll(eq + 1, &ok) : 0;
        if (eq == NULL || eq == v || !ok) {
            fprintf(stderr, "sfpu: %s expects %s=VALUE (a C integer), found '%s'\n", a,
                    a[2] == 'd' ? "NAME" : "LINE", v);
            return -1;
        }
        if (a[2] == 'd') {
            if (in->ndefines == CLI_MAX_DEFINES) {
                fprintf(stderr, "sfpu: too many --define (at most %d)\n", CLI_MAX_DEFINES);
                return -1;
            }
            size_t n = (size_t)(eq - v);
            if (n >= sizeof in->names[0]) {
                fprintf(stderr, "sfpu: --define name too long: '%s'\n", v);
                return -1;
            }
            memcpy(in->names[in->ndefines], v, n);
            in->names[in->ndefines][n] = '\0';
            in->defines[in->ndefines].name = in->names[in->ndefines];
            in->defines[in->ndefines].value = val;
            in->ndefines++;
        } else {
            bool lok = false;
            char lbuf[32];
            size_t n = (size_t)(eq - v);
            if (n < sizeof lbuf) {
                memcpy(lbuf, v, n);
                lbuf[n] = '\0';
            }
            long long line = n < sizeof lbuf ? parse_ll(lbuf, &lok) : 0;
            if (!lok || line <= 0 || line > 0xFFFFFFFFll || val < 0 || val > 0xFFFFFFFFll) {
                fprintf(stderr, "sfpu: --runtime-word expects LINE=WORD (a source line >= 1, a 32-bit word), found '%s'\n",
                        v);
                return -1;
            }
            if (in->nruntime == CLI_MAX_DEFINES) {
                fprintf(stderr, "sfpu: too many --runtime-word (at most %d)\n", CLI_MAX_DEFINES);
                return -1;
            }
            in->runtime[in->nruntime].line = (uint32_t)line;
            in->runtime[in->nruntime].word = (uint32_t)val;
            in->nruntime++;
        }
    }
    return 1;
}


/* Notes: control-flow and runtime sites always one per line; skipped lines one per line with -v, else
 * counted and summarised with their line numbers. */
typedef struct {
    cli_input_t *in;
    unsigned count[6];
    char lines[3][400]; /* per skipped kind: "3, 4, 9, ..." */
} note_sink_t;

static void on_note(void *ctx, const sfpu_asm_note_t *n)
{
    note_sink_t *s = (note_sink_t *)ctx;
    unsigned k = (unsigned)n->kind < 6 ? (unsigned)n->kind : 5;
    s->count[k]++;
    bool skipped = n->kind <= SFPU_NOTE_SKIPPED_OTHER;
    if (!skipped || s->in->verbose) {
        fprintf(stderr, "%s:%u:%u: %s: %.*s\n", n->file, n->line, n->col, n->message, (int)n->textlen, n->text);
        return;
    }
    char *l = s->lines[k];
    size_t len = strlen(l);
    if (len < sizeof s->lines[k] - 16) {
        snprintf(l + len, sizeof s->lines[k] - len, "%s%u", len ? "," : "", n->line);
    } else if (l[len - 1] != '.') {
        snprintf(l + len, sizeof s->lines[k] - len, ",...");
    }
}

/* Print file f's text to stderr with every tmp replaced by name (cpp's messages name the temporary copy). */
static void print_replaced(const char *f, const char *tmp, const char *name)
{
    size_t n = 0;
    char err[300];
    char *t = cli_read_file(f, &n, err, sizeof err);
    if (t == NULL) {
        return;
    }
    size_t tl = strlen(tmp);
    for (const char *p = t; *p;) {
        const char *hit = strstr(p, tmp);
        if (hit == NULL) {
            fputs(p, stderr);
            break;
        }
        fprintf(stderr, "%.*s%s", (int)(hit - p), p, name);
        p = hit + tl;
    }
    free(t);
}

/* src with every comment's characters (delimiters included) replaced by spaces, line breaks kept, string and
 * character literals left alone: the user's line as cpp reads it, at the user's columns. */
static char *blank_comments(const char *src)
{
    char *t = strdup(src);
    enum { CODE, LINE, BLOCK, STR, CHR } st = CODE;
    for (char *k = t; t && *k; ++k) {
        if (st == CODE) {
            st = k[0] == '/' && k[1] == '/' ? LINE : k[0] == '/' && k[1] == '*' ? BLOCK : *k == '"' ? STR
                 : *k == '\'' ? CHR : CODE;
            if (st == LINE || st == BLOCK) {
                *k++ = ' ';
                *k = ' ';
            }
        } else if (st == LINE || st == BLOCK) {
            if (st == BLOCK && k[0] == '*' && k[1] == '/') {
                *k++ = ' ';
                st = CODE;
            } else if (st == LINE && k[0] == '\\' && k[1] == '\n') {
                *k++ = ' '; /* a line comment spliced onto the next line goes on */
                continue;
            } else if (*k == '\n') {
                st = st == BLOCK ? BLOCK : CODE;
                continue;
            }
            *k = ' ';
        } else if (*k == '\\' && k[1] && k[1] != '\n') {
            ++k;
        } else if (*k == (st == STR ? '"' : '\'') || *k == '\n') {
            st = CODE;
        }
    }
    return t;
}

/* [a, a+an) and [b, b+bn) hold the same characters but white space (cpp collapses the space between tokens). */
static bool same_but_space(const char *a, size_t an, const char *b, size_t bn)
{
    size_t i = 0, j = 0;
    for (;;) {
        while (i < an && isspace((unsigned char)a[i])) {
            ++i;
        }
        while (j < bn && isspace((unsigned char)b[j])) {
            ++j;
        }
        if (i == an || j == bn) {
            return i == an && j == bn;
        }
        if (a[i++] != b[j++]) {
            return false;
        }
    }
}

/* cpp's output (NUL-terminated, may be NULL) with each line of the main file (file) put at its own line number
 * (line markers: # N "FILE" FLAGS; line - 1 lines in the user's text src); a line cpp left as it was but for comments
 * and white space is the user's line with its comments blanked, so that every column the reader reports is the
 * user's too (cpp turns a comment into one space and collapses the space between tokens). NULL when out of memory. */
static char *map_cpp_output(const char *out, const char *file, const char *src, unsigned line)
{
    char *blank = blank_comments(src);
    char *mapped = blank ? (char *)malloc((out ? strlen(out) : 0) + strlen(src) + 2 + 2 * (line + 2)) : NULL;
    if (mapped == NULL) {
        free(blank);
        return NULL;
    }
    const char *bl = blank; /* the start of the blanked user line number bat */
    unsigned bat = 1, cur = 1, at = 1;
    size_t m = 0, fl = strlen(file);
    bool in_main = false;
    for (const char *p = out; p && *p;) {
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) : strlen(p);
        if (p[0] == '#' && len > 2 && p[1] == ' ' && isdigit((unsigned char)p[2])) {
            const char *q = memchr(p, '"', len);
            in_main = q && (size_t)(p + len - q) > fl + 1 && strncmp(q + 1, file, fl) == 0 && q[1 + fl] == '"';
            cur = (unsigned)strtoul(p + 2, NULL, 10);
        } else if (in_main) {
            while (at < cur && at < line) {
                mapped[m++] = '\n';
                ++at;
            }
            while (bl && bat < at) {
                bl = strchr(bl, '\n');
                bl = bl ? bl + 1 : NULL;
                ++bat;
            }
            size_t bn = bl ? strcspn(bl, "\n") : 0;
            bool user = bl && bat == at && same_but_space(p, len, bl, bn);
            memcpy(mapped + m, user ? bl : p, user ? bn : len);
            m += user ? bn : len;
            mapped[m++] = '\n';
            ++at;
            ++cur;
        }
        p = eol ? eol + 1 : p + len;
    }
    mapped[m] = '\0';
    free(blank);
    return mapped;
}

/* tt-llk input goes through the system C preprocessor first, as the C++ compiler reads it: comments, #if 0,
 * #ifdef and --define NAME=VALUE (-D, for names that are C identifiers) work as in C. #include lines are not
 * followed (the reader knows tt-llk's TTI_/TT_OP_ macros itself; the headers would expand them) and are named.
 * cpp's line markers map each output line back to its line in the user's file, so every line number the reader
 * reports is the user's. Returns the malloc'd text, or NULL after a message. */
static char *llk_preprocess(const char *src, const char *name, const cli_input_t *in)
{
    char dir[] = "/tmp/sfpu-cpp-XXXXXX";
    if (mkdtemp(dir) == NULL) {
        fprintf(stderr, "sfpu: cannot create a temporary folder for cpp: %s\n", strerror(errno));
        return NULL;
    }
    char file[64], errf[64];
    snprintf(file, sizeof file, "%s/in.cc", dir);
    snprintf(errf, sizeof errf, "%s/cpp.err", dir);
    char *out = NULL;
    size_t olen = 0, ocap = 0;
    FILE *f = fopen(file, "w");
    unsigned line = 1, nincl = 0;
    char incl[200] = "";
    for (const char *p = src; f && *p; ++line) {
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) : strlen(p);
        const char *k = p;
        while (k < p + len && (*k == ' ' || *k == '\t')) {
            ++k;
        }
        bool is_incl = k < p + len && *k == '#';
        if (is_incl) {
            ++k;
            while (k < p + len && (*k == ' ' || *k == '\t')) {
                ++k;
            }
            is_incl = (size_t)(p + len - k) >= 7 && strncmp(k, "include", 7) == 0;
        }
        if (is_incl) {
            size_t il = strlen(incl);
            if (il < sizeof incl - 16) {
                snprintf(incl + il, sizeof incl - il, "%s%u", il ? "," : "", line);
            }
            ++nincl;
        } else {
            fwrite(p, 1, len, f);
        }
        fputc('\n', f);
        p = eol ? eol + 1 : p + len;
    }
    if (f == NULL || fclose(f) != 0) {
        fprintf(stderr, "sfpu: cannot write a temporary file for cpp: %s\n", strerror(errno));
        goto done;
    }
    if (nincl) {
        fprintf(stderr, "%s: %u #include line%s not followed (lines %s): tt-llk input is read with the reader's own "
                        "TTI_/TT_OP_ macros\n", name, nincl, nincl == 1 ? "" : "s", incl);
    }
    char dbuf[CLI_MAX_DEFINES][128];
    char a_cpp[] = "cpp", a_x[] = "-x", a_lang[] = "c++", a_noinc[] = "-nostdinc";
    char *argv[CLI_MAX_DEFINES + 8];
    int ac = 0;
    argv[ac++] = a_cpp;
    argv[ac++] = a_x;
    argv[ac++] = a_lang;
    argv[ac++] = a_noinc;
    for (size_t d = 0; d < in->ndefines; ++d) {
        const char *nm = in->names[d];
        bool ident = isalpha((unsigned char)nm[0]) || nm[0] == '_';
        for (const char *c = nm; ident && *c; ++c) {
            ident = isalnum((unsigned char)*c) || *c == '_';
        }
        if (ident) {
            snprintf(dbuf[d], sizeof dbuf[d], "-D%s=%lld", nm, (long long)in->defines[d].value);
            argv[ac++] = dbuf[d];
        }
    }
    argv[ac++] = file;
    argv[ac] = NULL;
    int pfd[2];
    if (pipe(pfd) != 0) {
        fprintf(stderr, "sfpu: pipe: %s\n", strerror(errno));
        goto done;
    }
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        int efd = open(errf, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        dup2(pfd[1], 1);
        if (efd >= 0) {
            dup2(efd, 2);
        }
        close(pfd[0]);
        execvp("cpp", argv);
        _exit(errno == ENOENT ? 126 : 127);
    }
    close(pfd[1]);
    if (pid < 0) {
        close(pfd[0]);
        fprintf(stderr, "sfpu: fork: %s\n", strerror(errno));
        goto done;
    }
    char chunk[65536];
    ssize_t got;
    bool oom = false;
    while ((got = read(pfd[0], chunk, sizeof chunk)) > 0) {
        if (olen + (size_t)got + 1 > ocap) {
            ocap = (olen + (size_t)got + 1) * 2;
            char *nb = (char *)realloc(out, ocap);
            if (nb == NULL) {
                oom = true;
                break;
            }
            out = nb;
        }
        memcpy(out + olen, chunk, (size_t)got);
        olen += (size_t)got;
    }
    close(pfd[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (WIFEXITED(status) && WEXITSTATUS(status) == 126) {
        fprintf(stderr, "sfpu: %s: tt-llk input is read through the C preprocessor 'cpp', which was not found in "
                        "PATH (Debian: apt-get install cpp)\n", name);
        free(out);
        out = NULL;
        goto done;
    }
    print_replaced(errf, file, name); /* cpp's warnings and errors, naming the user's file */
    if (oom || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "sfpu: %s: the C preprocessor 'cpp' failed (%s %d)\n", name,
                oom ? "out of memory, exit" : WIFEXITED(status) ? "exit status" : "signal",
                oom ? 0 : WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
        free(out);
        out = NULL;
        goto done;
    }
    if (out) {
        out[olen] = '\0';
    }
    char *mapped = map_cpp_output(out, file, src, line);
    free(out);
    out = mapped;
    if (out == NULL) {
        fprintf(stderr, "sfpu: out of memory\n");
    }
done:
    unlink(file);
    unlink(errf);
    rmdir(dir);
    return out;
}

uint32_t *cli_assemble(const char *path, sfpu_arch_t arch, cli_input_t *in, size_t *n, uint32_t **lines)
{
    char err[600];
    char *src = cli_read_text(path, NULL, err, sizeof err);
    if (src == NULL) {
        fprintf(stderr, "sfpu: %s\n", err);
        return NULL;
    }
    const char *name = strcmp(path, "-") == 0 ? "<stdin>" : path;
    sfpu_input_form_t form = in->o.input == SFPU_INPUT_AUTO ? sfpu_detect_input_form(src) : in->o.input;
    if (form == SFPU_INPUT_LLK) {
        char *pre = llk_preprocess(src, name, in);
        free(src);
        if (pre == NULL) {
            return NULL;
        }
        src = pre;
        in->o.input = SFPU_INPUT_LLK; /* the preprocessed text is read as tt-llk code, whatever it looks like */
    }
    in->o.defines = in->defines;
    in->o.ndefines = in->ndefines;
    in->o.runtime_words = in->runtime;
    in->o.nruntime_words = in->nruntime;
    /* pass 1 counts (no notes), pass 2 fills and reports */
    sfpu_asm_options_t quiet = in->o;
    quiet.note = NULL;
    size_t count = 0;
    sfpu_status_t st = sfpu_assemble_ex(src, name, arch, &quiet, NULL, NULL, 0, &count, err, sizeof err);
    uint32_t *w = (uint32_t *)calloc(count ? count : 1, sizeof *w);
    uint32_t *l = (uint32_t *)calloc(count ? count : 1, sizeof *l);
    note_sink_t sink;
    memset(&sink, 0, sizeof sink);
    sink.in = in;
    sfpu_asm_options_t o = in->o;
    o.note = on_note;
    o.note_ctx = &sink;
    if (w == NULL || l == NULL) {
        fprintf(stderr, "sfpu: out of memory\n");
        st = SFPU_ERR_INVALID_ARGUMENT;
    } else {
        /* run pass 2 even after an error, so every site that cannot be straight-lined is named */
        sfpu_status_t st2 = sfpu_assemble_ex(src, name, arch, &o, w, l, count, &count, err, sizeof err);
        if (st == SFPU_OK) {
            st = st2;
        }
    }
    static const char *const what[3][2] = {{"RISC-V instruction", "RISC-V instructions"},
                                           {"Tensix instruction not modelled", "Tensix instructions not modelled"},
                                           {"other line", "other lines"}};
    for (int k = 0; k < 3; ++k) {
        if (sink.count[k] && !in->verbose) {
            fprintf(stderr, "%s: skipped %u %s (%s input; lines %s; -v names them)\n", name, sink.count[k],
                    what[k][sink.count[k] != 1], sfpu_input_form_name(form), sink.lines[k]);
        }
    }
    free(src);
    if (st == SFPU_OK && cli_runtime_words_used(in, name, w, l, count) != 0) {
        free(w);
        free(l);
        return NULL;
    }
    if (st != SFPU_OK) {
        if (w && l) {
            fprintf(stderr, "%s\n", err);
        }
        free(w);
        free(l);
        return NULL;
    }
    *n = count;
    if (lines) {
        *lines = l;
    } else {
        free(l);
    }
    return w;
}
