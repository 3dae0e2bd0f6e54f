// lockstep_programs.h - the random programs every RTL-vs-model front end runs (the Verilator harness
// lockstep.cpp, the SystemC co-simulation tb/systemc/cosim_rtl.cpp): the same instruction set and hazard mix.
#pragma once
#include <cstdint>

#include "sfpu/sfpu_gen.h"

// Instructions the bundled RTL implements: every SFPU instruction of the table (SFPLOADMACRO with its
// scheduling), plus the thread's RWC instructions that move SFPLOAD/SFPSTORE addresses (rtl-harness/README.md).
inline uint64_t rtl_allow(sfpu_arch_t arch)
{
    return sfpu_gen_default_allow(arch) | (1ull << SFPU_OP_SFPLOADMACRO) | (1ull << SFPU_OP_TTSETRWC) |
           (1ull << SFPU_OP_TTINCRWC);
}

// Test k of a run: even tests obey the scheduling rules, odd ones break them on purpose (LOCKSTEP_MIX).
enum lockstep_hazards { LOCKSTEP_MIX, LOCKSTEP_ABIDE, LOCKSTEP_VIOLATE };

// cfg: a random initial configuration (ADDR_MODs, Dst addressing and format registers) that the front end writes
// through the DUT's dbg_cfg_* port; without that port (or with --no-cfg) the configuration stays at reset.
inline void lockstep_gen_opts(sfpu_gen_opts_t *go, sfpu_arch_t arch, unsigned len, unsigned k, lockstep_hazards h,
                              bool cfg = true)
{
    sfpu_gen_default_opts(go, arch);
    go->len = len;
    go->allow = rtl_allow(arch);
    go->macros = 1; /* freshly configured SFPLOADMACRO sequences, templates through the backdoor */
    go->index = k;  /* test k aims its directed sequences at its share of the coverage bins */
    go->cfg = cfg;
    go->hazards = h == LOCKSTEP_ABIDE     ? SFPU_GEN_HAZARDS_ABIDE
                  : h == LOCKSTEP_VIOLATE ? SFPU_GEN_HAZARDS_VIOLATE
                                          : (k % 2 ? SFPU_GEN_HAZARDS_VIOLATE : SFPU_GEN_HAZARDS_ABIDE);
}
