/* gen_sets.h - the generator's fixed sets (gen_sets.c): which ops are SFPU instructions of an arch.
 * Spec: sfpu_isa.def (units and archs). */
#pragma once
#include <stdbool.h>

#include "sfpu/sfpu_gen.h"

/* op is an SFPU instruction (a sub-unit's) of arch. */
bool gen_is_sfpu_op(unsigned op, sfpu_arch_t arch);
