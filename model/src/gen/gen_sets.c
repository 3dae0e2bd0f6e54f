/* gen_sets.c - the generator's fixed sets, used by the generator (gen.c) and its coverage (gen_cov.c): the SFPU
 * instructions of an arch (the default instruction set) and the names of the SFPLOADMACRO schedule shapes.
 * Spec: sfpu_isa.def (units and archs); the shapes: tt-llk's production SFPLOADMACRO schedules (gen.c). */
#include "gen_sets.h"

#include <stddef.h>

bool gen_is_sfpu_op(unsigned op, sfpu_arch_t arch)
{
    const sfpu_isa_info_t *i = sfpu_isa_info(op);
    return i && i->unit < SFPU_UNIT_COUNT && (i->arch_mask & SFPU_ARCH_MASK(arch));
}

uint64_t sfpu_gen_default_allow(sfpu_arch_t arch)
{
    uint64_t m = 0;
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        if (gen_is_sfpu_op(op, arch)) {
            m |= 1ull << op;
        }
    }
    return m;
}

static const char *const k_shape_names[SFPU_GEN_KERNEL_SHAPES] = {
    "store only (uint16 -> uint32)",
    "Simple -> LReg16 -> Store (reciprocal 7b, uint16 -> fp32)",
    "Simple, Round -> LReg16, Store (uint16 -> bf16)",
    "two macros, the first Store byte 0 (uint32 -> uint16)",
    "SFPSWAP with MAD idle + SFPNOP (fp32 -> uint16)",
    "MAD -> LReg16, Store 2 rows on (mul_int)",
    "SETCC / ENCC around a regular SFPLOAD (where)",
    "instruction-count delays + regular ops (int32 -> fp32)",
    "a later macro replacing a pending store (cancellation, decisions M1)",
};

const char *sfpu_gen_kernel_shape_name(unsigned i) { return i < SFPU_GEN_KERNEL_SHAPES ? k_shape_names[i] : NULL; }
