/* state_io.c - the `sfpu run` state files: a line-oriented text format in, JSON out.
 * Format (model/cli/README.md):  lreg R all V | lreg R lane L V | dst ROW COL V16 | dst32 ROW COL V32 |
 * dstfp32 ROW COL V (FP32 value in Dst's FP32 layout) |
 * dst_row_valid ROW 0|1 | reg NAME INDEX|all V.  Values: C integers, or floats written as 1.5f. */
#define _POSIX_C_SOURCE 200809L /* fileno, fstat */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "cycles.h"
#include "sfpu/sfpu_lane.h"

char *cli_read_file(const char *path, size_t *len, char *err, size_t errlen)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (f == NULL) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    struct stat sb;
    if (fstat(fileno(f), &sb) == 0 && S_ISDIR(sb.st_mode)) { /* fopen opens a directory; reading it fails */
        if (f != stdin) {
            fclose(f);
        }
        snprintf(err, errlen, "%s: is a directory, not a file", path);
        return NULL;
    }
    size_t cap = 4096, n = 0;
    char *buf = (char *)malloc(cap);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (n + 1 < cap) {
            break;
        }
        char *nb = (char *)realloc(buf, cap * 2);
        if (nb == NULL) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = nb;
        cap *= 2;
    }
    int read_error = ferror(f);
    if (f != stdin) {
        fclose(f);
    }
    if (buf == NULL) {
        snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    if (read_error) {
        free(buf);
        snprintf(err, errlen, "%s: read error", path);
        return NULL;
    }
    buf[n] = '\0';
    if (len) {
        *len = n;
    }
    return buf;
}

/* Length of the valid UTF-8 sequence at p (at most `left` bytes), 0 if it is not one. */
static size_t utf8_len(const unsigned char *p, size_t left)
{
    unsigned c = p[0];
    size_t n = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
    if (n == 0 || n > left || (n == 2 && c < 0xC2) || (n == 4 && c > 0xF4)) {
        return 0;
    }
    for (size_t k = 1; k < n; ++k) {
        if ((p[k] & 0xC0) != 0x80) {
            return 0;
        }
    }
    if ((n == 3 && c == 0xE0 && p[1] < 0xA0) || (n == 3 && c == 0xED && p[1] >= 0xA0) ||
        (n == 4 && c == 0xF0 && p[1] < 0x90) || (n == 4 && c == 0xF4 && p[1] >= 0x90)) {
        return 0; /* overlong, a surrogate, above U+10FFFF */
    }
    return n;
}

int cli_check_text(const char *buf, size_t n, const char *path, char *err, size_t errlen)
{
    const unsigned char *b = (const unsigned char *)buf;
    unsigned line = 1;
    size_t start = 0;
    bool line_comment = false, block_comment = false;
    for (size_t i = 0; i < n;) {
        unsigned col = (unsigned)(i - start + 1);
        if (b[i] == '\n') {
            ++line;
            start = ++i;
            line_comment = false;
            continue;
        }
        if (i - start >= CLI_MAX_LINE) {
            snprintf(err, errlen, "%s:%u:%u: line longer than %u bytes", path, line, col, CLI_MAX_LINE);
            return -1;
        }
        if (b[i] == 0) {
            snprintf(err, errlen, "%s:%u:%u: NUL byte (a text file holds none)", path, line, col);
            return -1;
        }
        if (b[i] == '\r' && i + 1 < n && b[i + 1] != '\n') {
            snprintf(err, errlen,
                     "%s:%u:%u: a CR not followed by LF: CR-only line endings (classic Mac) are not read; "
                     "convert the file to LF or CRLF line endings",
                     path, line, col);
            return -1;
        }
        if (!line_comment && !block_comment) {
            if (b[i] == '#' || (b[i] == '/' && i + 1 < n && b[i + 1] == '/')) {
                line_comment = true;
            } else if (b[i] == '/' && i + 1 < n && b[i + 1] == '*') {
                block_comment = true;
            }
        } else if (block_comment && b[i] == '*' && i + 1 < n && b[i + 1] == '/') {
            block_comment = false;
        }
        size_t len = b[i] < 0x80 ? 1 : utf8_len(b + i, n - i);
        if (len == 0) {
            if (!line_comment && !block_comment) {
                snprintf(err, errlen, "%s:%u:%u: invalid UTF-8 (byte 0x%02x)", path, line, col, b[i]);
                return -1;
            }
            len = 1; /* a comment may hold any bytes but NUL */
        }
        i += len;
    }
    return 0;
}

size_t cli_bom_len(const char *buf, size_t n)
{
    return n >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
}

char *cli_read_text(const char *path, size_t *len, char *err, size_t errlen)
{
    size_t n = 0;
    char *buf = cli_read_file(path, &n, err, errlen);
    size_t bom = buf ? cli_bom_len(buf, n) : 0;
    if (bom) { /* a UTF-8 byte order mark (some Windows editors write one) is no text: dropped, columns unchanged */
        memmove(buf, buf + bom, n - bom + 1);
        n -= bom;
    }
    if (buf && cli_check_text(buf, n, strcmp(path, "-") == 0 ? "<stdin>" : path, err, errlen) != 0) {
        free(buf);
        return NULL;
    }
    if (buf && len) {
        *len = n;
    }
    return buf;
}

/* Why an FP32 literal (with its 'f' suffix, n characters) is refused, or NULL with *out set. Decimal or hexadecimal
 * (0x1.8p0f) floating constants as in C; a value beyond FP32's range, or one that rounds to zero although its digits
 * are not all zero, is refused (C compilers warn for both). */
static const char *fp32_problem(const char *tok, size_t n, uint32_t *out)
{
    char *end = NULL;
    errno = 0;
    float v = strtof(tok, &end);
    if (end != tok + n - 1) {
        return "is not an FP32 literal (C syntax: 1.5f, -2e3f, 0x1.8p0f)";
    }
    const char *digits = tok + strspn(tok, "+-");
    bool named = strchr("iInN", digits[0]) != NULL && digits[0] != '\0'; /* inff, nanf: meant */
    if (isinf(v) && !named) {
        return "is out of FP32 range (the largest finite FP32 is 3.4028235e38f)";
    }
    const char *p = digits;
    bool hex = p[0] == '0' && (p[1] == 'x' || p[1] == 'X');
    bool nonzero = false;
    for (p += hex ? 2 : 0; *p && *p != (hex ? 'p' : 'e') && *p != (hex ? 'P' : 'E'); ++p) {
        nonzero |= hex ? (isxdigit((unsigned char)*p) && *p != '0') : (*p >= '1' && *p <= '9');
    }
    if (v == 0.0f && nonzero) {
        return "underflows to zero in FP32 (the smallest FP32 is 1.4e-45f)";
    }
    memcpy(out, &v, sizeof *out);
    return NULL;
}

/* Why a value token is refused, or NULL with *out set: a C integer of 32 bits (-2147483648..0xFFFFFFFF; decimal, 0x,
 * leading-0 octal; u/l suffixes as in C) or an FP32 literal with an 'f' suffix (host float is fine here: this is
 * user input parsing, not lane math). The reason names what is wrong; the caller names the token. */
static const char *value_problem(const char *tok, uint32_t *out)
{
    size_t n = strlen(tok);
    bool hexint = n > 1 && tok[0] == '0' && (tok[1] == 'x' || tok[1] == 'X');
    bool hexfloat =
        (hexint || (n > 2 && (tok[0] == '-' || tok[0] == '+') && tok[1] == '0' && (tok[2] == 'x' || tok[2] == 'X'))) &&
        strpbrk(tok, "pP") != NULL;
    if (n > 1 && (tok[n - 1] == 'f' || tok[n - 1] == 'F') && (!hexint || hexfloat)) {
        return fp32_problem(tok, n, out);
    }
    if (strspn(tok, "+-") == n) {
        return "is not a number";
    }
    if (strpbrk(tok, ".eE") && !hexint) {
        return "is not an integer (an FP32 value needs its 'f' suffix: 1.5f)";
    }
    char *end = NULL;
    errno = 0;
    long long v = strtoll(tok, &end, 0);
    if (end == tok || ((end[-1] == 'x' || end[-1] == 'X') && hexint)) {
        return "is not a number";
    }
    if (hexint && end == tok + 1) {
        return "has no hexadecimal digits after 0x";
    }
    const char *suf = end;
    while (*suf == 'u' || *suf == 'U' || *suf == 'l' || *suf == 'L') {
        ++suf; /* C suffixes */
    }
    if (*suf != '\0') {
        if (tok[0] == '0' && isdigit((unsigned char)tok[1]) && isdigit((unsigned char)*end)) {
            return "is not octal (a leading 0 makes a C integer octal)";
        }
        return "is not a number (junk after the digits)";
    }
    if (errno || v < -2147483648LL || v > 0xFFFFFFFFLL) {
        return "does not fit 32 bits (-2147483648..0xFFFFFFFF)";
    }
    *out = (uint32_t)v;
    return NULL;
}

/* An index: a whole C integer (decimal, 0x, 0 octal), no sign, no FP32 literal (`1e-45f` is not LReg 1). */
static bool parse_uint(const char *tok, unsigned max, unsigned *out)
{
    char *end = NULL;
    errno = 0;
    if (tok[0] < '0' || tok[0] > '9') {
        return false;
    }
    unsigned long long v = strtoull(tok, &end, 0);
    if (*end != '\0' || errno || v > max) {
        return false;
    }
    *out = (unsigned)v;
    return true;
}

/* Compare helper for check mode: reports the first mismatch. */
#define CHECK_EQ(what_fmt, have, want, ...)                                                                            \
    do {                                                                                                               \
        if ((have) != (want)) {                                                                                        \
            int k_ = snprintf(err, errlen, "%s:%u: " what_fmt " is 0x%08x, expected 0x%08x", path, lineno,             \
                              __VA_ARGS__, (unsigned)(have), (unsigned)(want));                                        \
            (void)k_;                                                                                                  \
            rc = -1;                                                                                                   \
        }                                                                                                              \
    } while (0)

int cli_state_line(sfpu_t *s, char *line, bool check, const char *path, unsigned lineno, char *err, size_t errlen)
{
    int rc = 0;
    char *hash = strchr(line, '#');
    if (hash) {
        *hash = '\0';
    }
    char *tok[40];
    int nt = 0;
    for (char *t = strtok(line, " \t\r"); t && nt < 40; t = strtok(NULL, " \t\r")) {
        tok[nt++] = t;
    }
    if (nt == 0) {
        return 0;
    }
    unsigned a, b;
    uint32_t v;
#define BAD(...)                                                                                                       \
    do {                                                                                                               \
        int k_ = snprintf(err, errlen, "%s:%u: ", path, lineno);                                                       \
        if (k_ > 0 && (size_t)k_ < errlen) {                                                                           \
            snprintf(err + k_, errlen - (size_t)k_, __VA_ARGS__);                                                      \
        }                                                                                                              \
        rc = -1;                                                                                                       \
    } while (0)
    const char *why = NULL;
    /* the value token t into *dst, or an error naming it and why */
#define VALUE(t, dst, lane)                                                                                            \
    if ((why = value_problem((t), (dst))) != NULL) {                                                                   \
        char at_[24] = "";                                                                                             \
        if ((lane) >= 0) {                                                                                             \
            snprintf(at_, sizeof at_, " for lane %d", (int)(lane));                                                    \
        }                                                                                                              \
        BAD("value '%s'%s %s", (t), at_, why);                                                                         \
        return rc;                                                                                                     \
    }
    if (strcmp(tok[0], "lreg") == 0) {
        uint32_t lanes[SFPU_LANES];
        if (nt < 3) {
            BAD("expected 'lreg R all V', 'lreg R lane L V' or 'lreg R lanes V0 .. V31'");
            return rc;
        }
        if (!parse_uint(tok[1], SFPU_LREGS - 1, &a)) {
            BAD("LReg '%s' is not a register number 0..%u", tok[1], SFPU_LREGS - 1);
            return rc;
        }
        sfpu_peek_lreg(s, a, lanes);
        int want = strcmp(tok[2], "all") == 0     ? 4
                   : strcmp(tok[2], "lane") == 0  ? 5
                   : strcmp(tok[2], "lanes") == 0 ? 3 + SFPU_LANES
                                                  : 0;
        if (want == 0) {
            BAD("expected 'all', 'lane' or 'lanes' after 'lreg %s', found '%s'", tok[1], tok[2]);
            return rc;
        }
        if (want == 3 + SFPU_LANES && nt != want) {
            BAD("'lanes' takes %u values (one per lane), found %d", SFPU_LANES, nt - 3);
            return rc;
        }
        if (nt < want) {
            BAD("expected a value after 'lreg %s %s'%s", tok[1], tok[2], want == 5 && nt == 4 ? " and its lane" : "");
            return rc;
        }
        if (nt > want && strspn(tok[want - 1], "+-") == strlen(tok[want - 1])) {
            BAD("value '%s' is a sign without its digits (write '%s%s')", tok[want - 1], tok[want - 1], tok[want]);
            return rc;
        }
        if (nt > want) {
            BAD("unexpected '%s' after the value%s", tok[want],
                tok[want][0] == ';' ? " (a comment starts with '#')" : "");
            return rc;
        }
        if (want == 4) {
            VALUE(tok[3], &v, -1)
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                lanes[l] = v;
            }
        } else if (want == 5) {
            if (!parse_uint(tok[3], SFPU_LANES - 1, &b)) {
                BAD("lane '%s' out of range 0..%u", tok[3], SFPU_LANES - 1);
                return rc;
            }
            VALUE(tok[4], &v, -1)
            lanes[b] = v;
        } else {
            for (unsigned l = 0; l < SFPU_LANES; ++l) {
                VALUE(tok[3 + l], &lanes[l], (int)l)
            }
        }
        if (rc == 0 && check) {
            uint32_t have[SFPU_LANES];
            sfpu_peek_lreg(s, a, have);
            for (unsigned l = 0; l < SFPU_LANES && rc == 0; ++l) {
                CHECK_EQ("lreg %u lane %u", have[l], lanes[l], a, l);
            }
        } else if (rc == 0) {
            sfpu_poke_lreg(s, a, lanes);
        }
    } else if (strcmp(tok[0], "dst") == 0 || strcmp(tok[0], "dst32") == 0 || strcmp(tok[0], "dstfp32") == 0) {
        /* dstfp32: an FP32 value stored in Dst's FP32 layout (DstEncodeFP32), as the Matrix Unit would */
        bool fp32 = tok[0][3] == 'f';
        bool wide = tok[0][3] == '3' || fp32;
        if (nt != 4 || !parse_uint(tok[1], SFPU_DST_ROWS - 1, &a) || !parse_uint(tok[2], SFPU_DST_COLS - 1, &b)) {
            BAD("expected '%s <row 0..1023> <col 0..15> <%s value>'", tok[0], wide ? "32-bit" : "16-bit");
            return rc;
        }
        VALUE(tok[3], &v, -1)
        if (!wide && v > 0xFFFFu) {
            BAD("value '%s' does not fit Dst's 16 bits (0..0xFFFF; dst32 writes 32)", tok[3]);
            return rc;
        }
        if (check) {
            uint32_t have32 = 0;
            uint16_t have16 = 0;
            if (wide) {
                sfpu_peek_dst32(s, a, b, &have32);
                if (fp32) {
                    have32 = sfpu_lane_dst_decode_fp32(have32);
                }
            } else {
                sfpu_peek_dst(s, a, b, &have16);
                have32 = have16;
            }
            CHECK_EQ("%s row %u col %u", have32, v, tok[0], a, b);
        } else if (wide) {
            sfpu_poke_dst32(s, a, b, fp32 ? sfpu_lane_dst_encode_fp32(v) : v);
        } else {
            sfpu_poke_dst(s, a, b, (uint16_t)v);
        }
    } else if (strcmp(tok[0], "dst_row_valid") == 0) {
        if (nt != 3 || !parse_uint(tok[1], SFPU_DST_ROWS - 1, &a) || !parse_uint(tok[2], 1, &b)) {
            BAD("expected 'dst_row_valid <row> 0|1'");
            return rc;
        }
        if (check) {
            bool have = false;
            sfpu_peek_dst_row_valid(s, a, &have);
            CHECK_EQ("dst_row_valid %u", (uint32_t)have, (uint32_t)b, a);
        } else {
            sfpu_poke_dst_row_valid(s, a, b != 0);
        }
    } else if (strcmp(tok[0], "reg") == 0) {
        unsigned r = nt == 4 ? sfpu_reg_lookup(tok[1]) : SFPU_REG_COUNT;
        if (r == SFPU_REG_COUNT) {
            BAD("expected 'reg <name> <index>|all <value>' with a known register name (see `sfpu run --help`)");
            return rc;
        }
        VALUE(tok[3], &v, -1)
        uint32_t bits = sfpu_reg_bits(r);
        if (bits < 32 && (v >> bits) != 0) {
            BAD("value '%s' (0x%x) wider than %s's %u bits", tok[3], (unsigned)v, tok[1], (unsigned)bits);
            return rc;
        }
        unsigned first = 0, last = sfpu_reg_count(r) - 1;
        if (strcmp(tok[2], "all") != 0) {
            if (!parse_uint(tok[2], last, &first)) {
                BAD("index '%s' out of range 0..%u for %s", tok[2], last, tok[1]);
                return rc;
            }
            last = first;
        }
        for (unsigned i = first; i <= last && rc == 0; ++i) {
            if (check) {
                uint32_t have = 0;
                sfpu_get_reg(s, r, i, &have);
                CHECK_EQ("%s[%u]", have, v, tok[1], i);
            } else if (sfpu_set_reg(s, r, i, v) != SFPU_OK) {
                BAD("value 0x%x not accepted by %s[%u]", (unsigned)v, tok[1], i);
            }
        }
    } else {
        BAD("unknown directive '%s' (expected lreg, dst, dst32, dstfp32, dst_row_valid or reg)", tok[0]);
    }
#undef VALUE
#undef BAD
    return rc;
}

static int state_file(sfpu_t *s, const char *path, bool check, char *err, size_t errlen)
{
    char rerr[256];
    char *text = cli_read_text(path, NULL, rerr, sizeof rerr);
    if (text == NULL) {
        snprintf(err, errlen, "%s", rerr);
        return -1;
    }
    int rc = 0;
    unsigned lineno = 0, directives = 0;
    char *save = NULL;
    for (char *line = text; line && rc == 0; line = save) {
        char *nl = strchr(line, '\n');
        save = nl ? nl + 1 : NULL;
        if (nl) {
            *nl = '\0';
        }
        ++lineno;
        directives += line[strspn(line, " \t\r")] != '\0' && line[strspn(line, " \t\r")] != '#';
        rc = cli_state_line(s, line, check, path, lineno, err, errlen);
    }
    free(text);
    if (rc == 0 && check && directives == 0) {
        snprintf(err, errlen, "%s: nothing to check (no directive in the --expect file)", path);
        return -1;
    }
    return rc;
}

int cli_load_state(sfpu_t *s, const char *path, char *err, size_t errlen)
{
    return state_file(s, path, false, err, errlen);
}

int cli_check_state(sfpu_t *s, const char *path, char *err, size_t errlen)
{
    return state_file(s, path, true, err, errlen);
}

static void json_u32_array(FILE *f, const uint32_t *v, unsigned n)
{
    fputc('[', f);
    for (unsigned i = 0; i < n; ++i) {
        fprintf(f, "%s\"0x%08x\"", i ? "," : "", (unsigned)v[i]);
    }
    fputc(']', f);
}

static void json_reg(FILE *f, const sfpu_t *s, unsigned r)
{
    unsigned n = sfpu_reg_count(r);
    fprintf(f, "    \"%s\": ", sfpu_reg_name(r));
    if (n == 1) {
        uint32_t v = 0;
        sfpu_get_reg(s, r, 0, &v);
        fprintf(f, "\"0x%x\"", (unsigned)v);
        return;
    }
    fputc('[', f);
    for (unsigned i = 0; i < n; ++i) {
        uint32_t v = 0;
        sfpu_get_reg(s, r, i, &v);
        fprintf(f, "%s\"0x%x\"", i ? "," : "", (unsigned)v);
    }
    fputc(']', f);
}

static void json_string(FILE *f, const char *str)
{
    fputc('"', f);
    for (const char *p = str; *p; ++p) {
        unsigned char c = (unsigned char)*p;
        if (c == '"' || c == '\\') {
            fprintf(f, "\\%c", c);
        } else if (c < 0x20) {
            fprintf(f, "\\u%04x", c);
        } else {
            fputc(c, f);
        }
    }
    fputc('"', f);
}

static const char *const k_stall_names[SFPU_STALL_COUNT] = {"none", "mad_raw", "swap_next", "shft2_next"};
static const char *const k_unit_names[SFPU_UNIT_COUNT] = {"load", "simple", "mad", "round", "store"};

static void json_timing(FILE *f, const sfpu_t *s, const cli_where_t *w)
{
    sfpu_timing_stats_t t;
    sfpu_get_timing_stats(s, &t);
    fprintf(f, "  \"timing\": {\n    \"cycles\": %llu,\n    \"instructions\": %llu,\n    \"ipc\": %.4f,\n",
            (unsigned long long)t.cycles, (unsigned long long)t.issued,
            t.cycles ? (double)t.issued / (double)t.cycles : 0.0);
    fprintf(f, "    \"stall_cycles\": {");
    for (unsigned c = 1; c < SFPU_STALL_COUNT; ++c) {
        fprintf(f, "%s\"%s\": %llu", c > 1 ? ", " : "", k_stall_names[c], (unsigned long long)t.stall_cycles[c]);
    }
    fprintf(f, "},\n    \"unit_issued\": {");
    for (unsigned u = 0; u < SFPU_UNIT_COUNT; ++u) {
        fprintf(f, "%s\"%s\": %llu", u ? ", " : "", k_unit_names[u], (unsigned long long)t.unit_issued[u]);
    }
    fprintf(f, "},\n    \"unit_nop\": {");
    for (unsigned u = 0; u < SFPU_UNIT_COUNT; ++u) {
        fprintf(f, "%s\"%s\": %llu", u ? ", " : "", k_unit_names[u], (unsigned long long)t.unit_nop[u]);
    }
    fprintf(f,
            "},\n    \"macro_issued\": %llu,\n    \"macro_cancelled\": %llu,\n    \"dropped\": %llu,\n"
            "    \"max_per_cycle\": %llu,\n"
            "    \"outside_issued\": %llu,\n    \"frontend_bubbles\": %llu,\n    \"diagnostics_total\": %u,\n"
            "    \"diagnostics\": [",
            (unsigned long long)t.macro_issued, (unsigned long long)t.macro_cancelled, (unsigned long long)t.dropped,
            (unsigned long long)t.max_per_cycle, (unsigned long long)t.outside_issued, (unsigned long long)t.frontend_bubbles,
            sfpu_diag_count(s));
    unsigned kept = sfpu_diag_count(s) < SFPU_DIAG_KEEP ? sfpu_diag_count(s) : SFPU_DIAG_KEEP;
    for (unsigned i = 0; i < kept; ++i) {
        sfpu_diag_t d;
        char msg[400], pre[300], suf[300];
        sfpu_diag_get(s, i, &d);
        sfpu_diag_format(s, &d, msg, sizeof msg);
        cli_diag_where(s, i, w, pre, sizeof pre, suf, sizeof suf);
        fprintf(f, "%s\n      {\"cycle\": %llu, \"kind\": %u, ", i ? "," : "", (unsigned long long)d.cycle, d.kind);
        unsigned count = sfpu_diag_count(s);
        const cli_diag_loc_t *loc = w && w->loc ? &w->loc->loc[(count - kept + i) % SFPU_DIAG_KEEP] : NULL;
        if (loc && count - kept + i >= w->loc->diag_base && loc->index >= 0 && (size_t)loc->index < w->n && w->lines) {
            fprintf(f, "\"file\": ");
            json_string(f, w->prog);
            fprintf(f, ", \"line\": %u, \"scheduled\": %s, ", (unsigned)w->lines[loc->index],
                    loc->scheduled ? "true" : "false");
        }
        fprintf(f, "\"message\": ");
        char full[1000];
        snprintf(full, sizeof full, "%s%s%s", pre, msg, suf);
        json_string(f, full);
        fputc('}', f);
    }
    fprintf(f, "%s]\n  },\n", kept ? "\n    " : "");
}

void cli_timing_report(FILE *f, const sfpu_t *s, const cli_where_t *w)
{
    sfpu_timing_stats_t t;
    sfpu_get_timing_stats(s, &t);
    fprintf(f, "%s on %s: %zu instructions\n", w->prog, sfpu_get_arch(s) == SFPU_ARCH_WH ? "Wormhole B0" : "Blackhole A0",
            w->n);
    fprintf(f, "  cycles           %llu\n  instructions     %llu\n  IPC              %.3f\n",
            (unsigned long long)t.cycles, (unsigned long long)t.issued,
            t.cycles ? (double)t.issued / (double)t.cycles : 0.0);
    uint64_t stalls = 0;
    for (unsigned c = 1; c < SFPU_STALL_COUNT; ++c) {
        stalls += t.stall_cycles[c];
    }
    fprintf(f, "  stall cycles     %llu\n", (unsigned long long)stalls);
    for (unsigned c = 1; c < SFPU_STALL_COUNT; ++c) {
        fprintf(f, "    %-14s %llu\n", k_stall_names[c], (unsigned long long)t.stall_cycles[c]);
    }
    fprintf(f, "  sub-unit utilisation (cycles busy with work / cycles; SFPNOP occupancy apart)\n");
    for (unsigned u = 0; u < SFPU_UNIT_COUNT; ++u) {
        uint64_t work = t.unit_issued[u] - t.unit_nop[u];
        fprintf(f, "    %-14s %6llu  %5.1f%%", k_unit_names[u], (unsigned long long)work,
                t.cycles ? 100.0 * (double)work / (double)t.cycles : 0.0);
        if (t.unit_nop[u]) {
            fprintf(f, "  (+%.1f%% SFPNOP: %llu)", t.cycles ? 100.0 * (double)t.unit_nop[u] / (double)t.cycles : 0.0,
                    (unsigned long long)t.unit_nop[u]);
        }
        fputc('\n', f);
    }
    fprintf(f, "  macro-issued     %llu (most instructions in one cycle: %llu)\n", (unsigned long long)t.macro_issued,
            (unsigned long long)t.max_per_cycle);
    fprintf(f, "  macro-cancelled  %llu (scheduled instructions a later SFPLOADMACRO replaced)\n",
            (unsigned long long)t.macro_cancelled);
    fprintf(f, "  dropped          %llu (regular instructions that lost their sub-unit to a scheduled one)\n",
            (unsigned long long)t.dropped);
    fprintf(f, "  outside the SFPU %llu (Tensix NOP/SETRWC/INCRWC in the stream)\n",
            (unsigned long long)t.outside_issued);
    fprintf(f, "  frontend bubbles %llu (MOP_CFG, REPLAY load, post-MOP penalty)\n",
            (unsigned long long)t.frontend_bubbles);
    fprintf(f, "  diagnostics      %u\n", sfpu_diag_count(s));
    cli_diag_print(f, s, "    ", w);
}

void cli_dump_json(FILE *f, const sfpu_t *s, const char *status, const char *error, const cli_where_t *timing)
{
    fprintf(f, "{\n  \"arch\": \"%s\",\n  \"status\": ", sfpu_get_arch(s) == SFPU_ARCH_WH ? "wh" : "bh");
    json_string(f, status);
    fprintf(f, ",\n  \"error\": ");
    json_string(f, error);
    fprintf(f, ",\n  \"insns_executed\": %llu,\n", (unsigned long long)sfpu_insn_count(s));
    if (timing) {
        json_timing(f, s, timing);
    }
    fprintf(f, "  \"lreg\": [\n");
    for (unsigned r = 0; r < SFPU_LREGS; ++r) {
        uint32_t v[SFPU_LANES];
        sfpu_peek_lreg(s, r, v);
        fprintf(f, "    ");
        json_u32_array(f, v, SFPU_LANES);
        fprintf(f, "%s\n", r + 1 < SFPU_LREGS ? "," : "");
    }
    fprintf(f, "  ],\n  \"regs\": {\n");
    for (unsigned r = 0; r < SFPU_REG_COUNT; ++r) {
        json_reg(f, s, r);
        fprintf(f, "%s\n", r + 1 < SFPU_REG_COUNT ? "," : "");
    }
    /* Dst: only rows holding a non-zero datum, as 16 raw 16-bit values each. */
    fprintf(f, "  },\n  \"dst\": {");
    bool first = true;
    for (unsigned row = 0; row < SFPU_DST_ROWS; ++row) {
        uint16_t v[SFPU_DST_COLS];
        bool nz = false;
        for (unsigned c = 0; c < SFPU_DST_COLS; ++c) {
            sfpu_peek_dst(s, row, c, &v[c]);
            nz |= v[c] != 0;
        }
        if (!nz) {
            continue;
        }
        fprintf(f, "%s\n    \"%u\": [", first ? "" : ",", row);
        for (unsigned c = 0; c < SFPU_DST_COLS; ++c) {
            fprintf(f, "%s\"0x%04x\"", c ? "," : "", v[c]);
        }
        fputc(']', f);
        first = false;
    }
    fprintf(f, "%s},\n  \"dst_invalid_rows\": [", first ? "" : "\n  ");
    first = true;
    for (unsigned row = 0; row < SFPU_DST_ROWS; ++row) {
        bool valid = true;
        sfpu_peek_dst_row_valid(s, row, &valid);
        if (!valid) {
            fprintf(f, "%s%u", first ? "" : ",", row);
            first = false;
        }
    }
    fprintf(f, "]\n}\n");
}
