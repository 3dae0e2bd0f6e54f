/* gen_sets.h - the generator's fixed sets (gen_sets.c): which ops are SFPU instructions of an arch, the table helpers
 * (field widths, the mode field, the Mod values the model executes) and the --ops/--exclude parser. Spec: sfpu_isa.def. */
#pragma once
#include <stdbool.h>
#include <stdint.h>

#include "sfpu/sfpu_gen.h"

/* Field width of (op's format, field) on arch, 0 if the format lacks it; the field coverage calls "mod" (Mod1 if
 * present, else Mod0, else -1). */
unsigned gcov_field_bits(unsigned op, unsigned field, sfpu_arch_t arch);
int gcov_mod_field(unsigned op, sfpu_arch_t arch);
/* *in = op on arch with every field 0 but its "mod" field (gcov_mod_field) = mod. */
void gcov_insn(sfpu_insn_t *in, sfpu_arch_t arch, unsigned op, unsigned mod);
/* mods[op] bit v: the model executes op with that Mod value (other fields 0, one flag-stack entry present), for
 * every op of `allow`; the others 0. `scratch` is a model of arch that this overwrites. */
void gcov_probe_mods(sfpu_t *scratch, uint64_t allow, uint16_t mods[SFPU_OP_COUNT]);

/* op is an SFPU instruction (a sub-unit's) of arch. */
bool gen_is_sfpu_op(unsigned op, sfpu_arch_t arch);
