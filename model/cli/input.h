/* input.h - program input options of `sfpu asm` / `sfpu run` (input.c). */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cli.h"

#define CLI_MAX_DEFINES 64

typedef struct cli_input {
    sfpu_asm_options_t o;
    sfpu_asm_define_t defines[CLI_MAX_DEFINES];
    char names[CLI_MAX_DEFINES][96];
    size_t ndefines;
    sfpu_asm_runtime_word_t runtime[CLI_MAX_DEFINES];
    size_t nruntime;
    bool verbose;
    const char *given[3]; /* --syntax, --input, --function: the value given (a second one is an error) */
} cli_input_t;

extern const char *const cli_input_help;

/* If argv[*i] is an input option, consume it (and its value: *i advances) and return 1; 0 if it is not one;
 * -1 after printing an error. */
int cli_input_option(cli_input_t *in, int argc, char **argv, int *i);

/* Read and assemble a program (path "-" = stdin). Skipped lines and sites go to stderr. Returns malloc'd words
 * (and source lines when `lines`), or NULL after printing the error. */
uint32_t *cli_assemble(const char *path, sfpu_arch_t arch, cli_input_t *in, size_t *n, uint32_t **lines);
