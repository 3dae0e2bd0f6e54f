/* sfpu_main.c - PLACEHOLDER CLI. */
#include <stdio.h>

int main(void)
{
    fprintf(stderr, "sfpu: not written yet\n");
    return 1;
}
