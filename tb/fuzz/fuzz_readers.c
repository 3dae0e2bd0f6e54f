/* fuzz_readers.c - libFuzzer targets over the input readers (built with clang-14 -fsanitize=fuzzer,address,undefined
 * as one binary, tb/fuzz/CMakeLists.txt; the reader is picked by the environment variable SFPU_FUZZ_READER; ctests
 * fuzz/<reader>):
 *   listing  an sfpi-gcc .S through sfpu_assemble_ex (SFPU_INPUT_LISTING)
 *   llk      tt-llk TTI_* code through sfpu_assemble_ex (SFPU_INPUT_LLK: the text as cpp leaves it; a comment or
 *            preprocessor line is refused by the library)
 *   objdump  a RISC-V objdump -d listing through sfpu_assemble_ex (SFPU_INPUT_OBJDUMP)
 *   asm      plain SFPU assembly through sfpu_assemble_ex (SFPU_INPUT_ASM)
 *   state    an --init / --expect state file through the CLI's cli_load_state and cli_check_state
 *   cov      a coverage file through sfpu_gen_cov_load (as `sfpu cov` reads it)
 * The fuzz input is the file's text; for the four program forms its first byte also picks the architecture, the
 * syntax, --function (listing, objdump: a name, NAME@K, NAME@0xADDR, 0xADDR), the defines, the runtime words and
 * skip_control_flow. Texts go through cli_check_text first, as every CLI input does
 * (a NUL byte, invalid UTF-8 or an over-long line is refused before any reader sees it). Any crash, sanitizer
 * report, leak or hang is a failure. Checked properties (a violation traps): the program readers count in the
 * first pass the words the second pass writes; a coverage file that loads saves to a text that loads to the same
 * text again. */
#define _POSIX_C_SOURCE 200809L /* mkstemp, ftruncate, pwrite */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sfpu/sfpu.h"
#include "sfpu/sfpu_gen.h"
#include "sfpu/sfpu_isa.h"
#include "cli.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { R_LISTING = 1, R_LLK, R_STATE, R_COV, R_OBJDUMP, R_ASM };
static int g_reader;

/* The input as a NUL-terminated text, or NULL when the CLI would refuse it before any reader sees it. */
static char *text_of(const uint8_t *d, size_t n)
{
    char err[300];
    if (cli_check_text((const char *)d, n, "fuzz", err, sizeof err) != 0) {
        return NULL;
    }
    char *t = (char *)malloc(n + 1);
    if (t == NULL) {
        return NULL;
    }
    memcpy(t, d, n);
    t[n] = '\0';
    return t;
}

static void on_note(void *ctx, const sfpu_asm_note_t *note)
{
    /* read every byte a note names: ASan checks the reader's pointers */
    size_t *sum = (size_t *)ctx;
    for (size_t i = 0; i < note->textlen; ++i) {
        *sum += (unsigned char)note->text[i];
    }
    *sum += strlen(note->message) + strlen(note->file) + note->line + note->col;
}

static int program(const uint8_t *data, size_t size)
{
    if (size < 1) {
        return 0;
    }
    uint8_t sel = data[0];
    char *src = text_of(data + 1, size - 1);
    if (src == NULL) {
        return 0;
    }
    static const char *const funcs[8] = {NULL, "main", "_Z6kernelv", "main@2", "f", "f@0x0", "0x4", "f@2"};
    static const sfpu_asm_define_t defs[] = {{"INSTRUCTION_MODE", 3}, {"p_sfpu::LREG3", 3}, {"ADDR_MOD_7", 7},
                                             {"x", -1}};
    static const sfpu_asm_runtime_word_t rw[] = {{2, 0x8f000000u}, {5, 0x70000000u}};
    sfpu_asm_options_t o;
    memset(&o, 0, sizeof o);
    o.input = g_reader == R_LISTING ? SFPU_INPUT_LISTING : g_reader == R_LLK ? SFPU_INPUT_LLK
              : g_reader == R_OBJDUMP ? SFPU_INPUT_OBJDUMP : SFPU_INPUT_ASM;
    o.syntax = (sel & 0x40) ? SFPU_SYNTAX_2025 : SFPU_SYNTAX_CURRENT;
    /* --function for the forms that take it (the others refuse it: also a path worth running now and then) */
    bool takes_function = g_reader == R_LISTING || g_reader == R_OBJDUMP;
    o.function = (takes_function || (sel & 0x80)) ? funcs[((sel >> 2) & 3) | ((sel >> 5) & 4)] : NULL;
    if (sel & 0x10) {
        o.defines = defs;
        o.ndefines = sizeof defs / sizeof defs[0];
    }
    if (sel & 0x20) {
        o.runtime_words = rw;
        o.nruntime_words = sizeof rw / sizeof rw[0];
    }
    o.skip_control_flow = (sel >> 1) & 1;
    sfpu_arch_t arch = (sel & 1) ? SFPU_ARCH_WH : SFPU_ARCH_BH;
    char err[600];
    size_t count = 0;
    sfpu_status_t st = sfpu_assemble_ex(src, "fuzz.S", arch, &o, NULL, NULL, 0, &count, err, sizeof err);
    if (count <= (1u << 20)) {
        uint32_t *w = (uint32_t *)calloc(count ? count : 1, sizeof *w);
        uint32_t *l = (uint32_t *)calloc(count ? count : 1, sizeof *l);
        size_t sum = 0, n2 = 0;
        o.note = on_note;
        o.note_ctx = &sum;
        sfpu_status_t st2 = sfpu_assemble_ex(src, "fuzz.S", arch, &o, w, l, count, &n2, err, sizeof err);
        if (st == SFPU_OK && (st2 != SFPU_OK || n2 != count)) {
            __builtin_trap(); /* the counting pass and the writing pass disagree */
        }
        free(w);
        free(l);
    }
    free(src);
    return 0;
}
static int state(const uint8_t *data, size_t size)
{
    /* the CLI reads state files by path: the input is written to one temporary file, read by both entry points */
    static char path[64];
    static int fd = -1;
    if (fd < 0) {
        const char *tmp = getenv("TMPDIR");
        snprintf(path, sizeof path, "%s/sfpu-fuzz-XXXXXX", tmp && strlen(tmp) < 40 ? tmp : "/tmp");
        fd = mkstemp(path);
        if (fd < 0) {
            abort();
        }
    }
    if (ftruncate(fd, 0) != 0 || (size && pwrite(fd, data, size, 0) != (ssize_t)size)) {
        abort();
    }
    char err[600];
    for (int a = 0; a < 2; ++a) {
        sfpu_config_t cfg = {a ? SFPU_ARCH_WH : SFPU_ARCH_BH};
        sfpu_t *s = NULL;
        if (sfpu_create(&cfg, &s) != SFPU_OK) {
            abort();
        }
        int rc = cli_load_state(s, path, err, sizeof err);
        (void)cli_check_state(s, path, err, sizeof err);
        (void)rc;
        sfpu_destroy(s);
    }
    return 0;
}
static int coverage(const uint8_t *data, size_t size)
{
    char *text = text_of(data, size);
    if (text == NULL) {
        return 0;
    }
    sfpu_gen_cov_t *c1 = (sfpu_gen_cov_t *)calloc(1, sizeof *c1);
    sfpu_gen_cov_t *c2 = (sfpu_gen_cov_t *)calloc(1, sizeof *c2);
    char err[600];
    bool have = false;
    sfpu_arch_t arch = SFPU_ARCH_BH;
    uint64_t allow = 0;
    if (c1 && c2 && sfpu_gen_cov_load(c1, text, &have, &arch, &allow, err, sizeof err) == SFPU_OK) {
        /* the loaded coverage saved, loaded again and saved: the same text */
        size_t n = sfpu_gen_cov_save(c1, arch, allow, NULL, 0) + 1;
        char *b1 = (char *)malloc(n), *b2 = (char *)malloc(n);
        if (b1 && b2) {
            sfpu_gen_cov_save(c1, arch, allow, b1, n);
            bool have2 = false;
            sfpu_arch_t arch2 = SFPU_ARCH_BH;
            uint64_t allow2 = 0;
            if (sfpu_gen_cov_load(c2, b1, &have2, &arch2, &allow2, err, sizeof err) != SFPU_OK) {
                __builtin_trap(); /* a text the writer wrote is refused */
            }
            size_t n2 = sfpu_gen_cov_save(c2, arch2, allow2, b2, n);
            if (n2 + 1 != n || strcmp(b1, b2) != 0) {
                __builtin_trap(); /* the round trip changed the coverage */
            }
            /* a second file added into the first: of the same architecture, as `sfpu cov` merges */
            (void)sfpu_gen_cov_load(c1, text, &have, &arch, &allow, err, sizeof err);
        }
        free(b1);
        free(b2);
    }
    free(c1);
    free(c2);
    free(text);
    return 0;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    const char *r = getenv("SFPU_FUZZ_READER");
    static const char *const names[] = {"listing", "llk", "state", "cov", "objdump", "asm"};
    for (int k = 0; r && k < 6; ++k) {
        if (strcmp(r, names[k]) == 0) {
            g_reader = k + 1;
        }
    }
    if (g_reader == 0) {
        fprintf(stderr, "fuzz_readers: set SFPU_FUZZ_READER to listing, llk, state, cov, objdump or asm\n");
        exit(2);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return g_reader == R_STATE ? state(data, size) : g_reader == R_COV ? coverage(data, size) : program(data, size);
}
