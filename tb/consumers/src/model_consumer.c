/* model_consumer.c - a user's C program against the installed model library (tb/consumers/README.md): assemble,
 * run functionally (SFPMAD 2.0 * 3.0 + 0 = 6.0 in every lane), then tick the timed model and see the Blackhole
 * MAD auto-stall (BH SFPMAD.md: a consumer of a MAD result is held one cycle). Prints "model_consumer: PASS". */
#include <stdio.h>

#include "sfpu/sfpu.h"

static int errors;

static void check(int ok, const char *what)
{
    if (!ok) {
        printf("model_consumer: FAIL %s\n", what);
        ++errors;
    }
}

static uint32_t word(const char *line)
{
    uint32_t w = 0;
    size_t n = 0;
    char err[200] = "";
    check(sfpu_assemble(line, "<consumer>", SFPU_ARCH_BH, &w, 1, &n, err, sizeof err) == SFPU_OK && n == 1, err);
    return w;
}

int main(void)
{
    sfpu_config_t cfg = {SFPU_ARCH_BH, 0};
    sfpu_t *s = NULL;
    uint32_t two[SFPU_LANES], three[SFPU_LANES], got[SFPU_LANES];
    sfpu_in_t in = {1, 0};
    sfpu_out_t out;

    if (sfpu_create(&cfg, &s) != SFPU_OK) {
        printf("model_consumer: FAIL create\n");
        return 1;
    }
    check(sfpu_api_version() == SFPU_API_VERSION, "the library's API version is the header's");
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        two[l] = 0x40000000u;   /* 2.0 */
        three[l] = 0x40400000u; /* 3.0 */
    }
    sfpu_poke_lreg(s, 0, two);
    sfpu_poke_lreg(s, 1, three);

    /* functional */
    check(sfpu_exec(s, word("sfpmad L2,L0,L1,L9,0")) == SFPU_OK, "sfpu_exec");
    check(sfpu_peek_lreg(s, 2, got) == SFPU_OK && got[0] == 0x40C00000u && got[31] == 0x40C00000u, "L2 = 6.0");
    check(sfpu_exec(s, 0xFFFFFFFFu) != SFPU_OK && sfpu_last_error(s)[0] != '\0', "a bad word is an error");

    /* timed: the dependent MOV is not accepted in cycle 1 (MAD_RAW), then issues in cycle 2 */
    check(sfpu_reset(s) == SFPU_OK, "reset");
    sfpu_poke_lreg(s, 0, two);
    sfpu_poke_lreg(s, 1, three);
    in.insn = word("sfpmad L2,L0,L1,L9,0");
    check(sfpu_tick(s, &in, &out) == SFPU_OK && out.insn_ready, "cycle 0: MAD accepted");
    in.insn = word("sfpmov L3,L2,0");
    check(sfpu_tick(s, &in, &out) == SFPU_OK && !out.insn_ready && out.stall_cause == SFPU_STALL_MAD_RAW,
          "cycle 1: MOV held on the MAD result");
    check(sfpu_tick(s, &in, &out) == SFPU_OK && out.insn_ready, "cycle 2: MOV accepted");
    in.insn_valid = 0;
    for (int i = 0; i < 8; ++i)
        sfpu_tick(s, &in, &out);
    check(sfpu_peek_lreg(s, 3, got) == SFPU_OK && got[7] == 0x40C00000u, "L3 = 6.0 after the timed run");
    check(sfpu_cycle(s) == 11, "11 cycles ticked");

    sfpu_destroy(s);
    if (errors)
        return 1;
    printf("model_consumer: PASS\n");
    return 0;
}
