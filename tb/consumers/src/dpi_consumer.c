/* dpi_consumer.c - a C program against the installed DPI-C layer only (libsfpu_dpi: the model is inside it), the
 * calls a SystemVerilog bench makes through sfpu_pkg.sv. Prints "dpi_consumer: PASS". */
#include <stdio.h>

#include "sfpu/sfpu_dpi.h"

static int errors;

static void check(int ok, const char *what)
{
    if (!ok) {
        printf("dpi_consumer: FAIL %s\n", what);
        ++errors;
    }
}

int main(void)
{
    unsigned w = 0;
    void *h = sfpu_dpi_create(0); /* Blackhole A0 */

    check(h != NULL, "create");
    check(sfpu_dpi_api_version() == SFPU_DPI_API_VERSION, "the library's DPI version is the header's");
    check(sfpu_dpi_asm(0, "sfpmad L2,L0,L1,L9,0", &w) == 0 && (w >> 24) == 0x84, "assemble SFPMAD");
    for (int l = 0; l < 32; ++l) {
        sfpu_dpi_poke_lreg(h, 0, l, 0x40000000u); /* 2.0 */
        sfpu_dpi_poke_lreg(h, 1, l, 0x40400000u); /* 3.0 */
    }
    check(sfpu_dpi_exec(h, w) == 0, "exec");
    check(sfpu_dpi_peek_lreg(h, 2, 17) == 0x40C00000u, "L2 = 6.0");
    check(sfpu_dpi_exec(NULL, w) != 0, "a NULL handle is an error, not a crash");
    sfpu_dpi_destroy(h);
    if (errors)
        return 1;
    printf("dpi_consumer: PASS\n");
    return 0;
}
