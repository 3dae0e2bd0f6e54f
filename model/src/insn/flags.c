/* flags.c - predication helpers shared by the flag-stack instructions.
 * Spec: spec digest 6.12 (BooleanOp table of SFPPUSHC.md / SFPPOPC.md). */
#include "flags.h"

uint32_t insn_boolean_op(unsigned mod1, uint32_t a, uint32_t b)
{
    switch (mod1) {
    case 1: return b;
    case 2: return ~b;
    case 3: return a & b;
    case 4: return a | b;
    case 5: return a & ~b;
    case 6: return a | ~b;
    case 7: return ~a & b;
    case 8: return ~a | b;
    case 9: return ~a & ~b;
    case 10: return ~a | ~b;
    case 11: return a ^ b;
    case 12: return ~(a ^ b);
    default: return a;
    }
}
