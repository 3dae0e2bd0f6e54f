/* sfpu_compare.h - the comparison engine shared by every harness (Verilator, SystemC, the SV scoreboard):
 * what a DUT did in one clock against what the model did, with one report format. Valid C11 and C++17. */
#pragma once
#include <stddef.h>

#include "sfpu/sfpu_isa.h"
#include "sfpu/sfpu_ports.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Compares the DUT's cycle (`dut`: insn_ready, n_wb/wb[] - register, lane mask, data - and n_dst_wb/dst_wb[])
 * with the model's (`model`, from sfpu_tick). LReg write-backs are matched by register, Dst writes by cell,
 * independent of order. Returns the number of mismatches and appends one line per mismatch to `report`
 * (NUL-terminated, truncated at `len`), e.g.
 *   "cycle 12: LReg 2 from 0x84001920 'sfpmad L2,L0,L1,L9,0': lanes 0,5: model 0x40c00000, dut 0x40c00001 (lane 0)"
 * `arch` is used to disassemble the producing instruction. */
unsigned sfpu_compare_cycle(sfpu_arch_t arch, const sfpu_out_t *model, const sfpu_out_t *dut, char *report,
                            size_t len);

#ifdef __cplusplus
}
#endif
