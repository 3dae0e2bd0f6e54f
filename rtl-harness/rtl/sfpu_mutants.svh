// sfpu_mutants.svh - mutation points for scripts/mutate. Without SFPU_MUTANTS defined (synthesis, the normal
// unit tests) every `SFPU_MUT(k) is the constant 0 and the RTL is exactly the design. The lockstep harness
// is built with +define+SFPU_MUTANTS: there every point compares a run-time value that is 0 (no mutant) unless
// the plusarg +sfpu_mutant=<k> selects one deliberate single-point bug; scripts/mutate lists them and reports
// which the seed set catches.
//
// The mutants (scripts/mutate reads this list; the number is the +sfpu_mutant value):
// M1: core - MAD-family result latency 1 instead of 2 cycles
// M2: core - SFPSWAP result latency 1 instead of 2 cycles
// M3: core - Blackhole auto-stall after a MAD-family producer missing
// M4: core - extra stall after every MAD-family producer
// M5: core - the stall logic sees the true read sets (documented stall-logic bugs not modelled)
// M6: core - SFPSWAP / SFPSHFT2 no longer block the next instruction
// M7: core - lane enables ignore LaneFlags (predication lost)
// M8: core - lane enables ignore ROW_MASK
// M9: core - same-cycle write-back order reversed (the older 2-cycle result wins)
// M10: core - SFPSWAP moves issue-time values (no second-cycle re-read)
// M11: core - backdoor template load ignores DISABLE_BACKDOOR_LOAD
// M12: core - the auto-stall bookkeeping survives a stall cycle (repeated stalls)
// M13: core - SETRWC/INCRWC result for RWC_Dst off by one
// M14: mad_lane - Blackhole FMA rounds ties up instead of to even (a wrong rounding bit)
// M15: ldst - SFPLOAD reads the even/odd Dst column of the wrong half (Addr[1] inverted)
// M16: ldst - SFPLOADI FP16 immediate exponent bias 113 instead of 112 (a wrong format bit)
// M17: simple_lane - SFPIADD register-minus-register off by one
// M18: simple_lane - SFPSHFT arithmetic right shift made logical
// M19: cc - SFPPUSHC pushes two levels in lane 5 (stack depth off by one)
// M20: cc - SFPCOMPC ignores the stacked UseLaneFlags
// M21: loadmacro - SFPLOADMACRO delay one more than the sequence byte says (a wrong macro delay)
// M22: loadmacro - SFPLOADMACRO never cancels a queued instruction (a wrong cancellation)
// M23: loadmacro - a regular instruction is not dropped when its sub-unit runs a scheduled one
// M24: loadmacro - WaitForElapsedInstructions delays count cycles instead
// M25: loadmacro - the sequence byte's VD16 (LReg16 staging) ignored
// M26: loadmacro - the scheduled SFPSTORE's Addr off by one row (bit 2 flipped)
// M27: loadmacro - a Sequence byte that selects nothing still cancels (the literal pseudo-code reading, decisions M1a)
// M28: core - a reserved bit set or another architecture's opcode is not flagged undefined
// M29: core - an undefined instruction still writes what its execution module computed
// M30: ldst - DstRowValid not checked: a load or store of a row marked invalid is not flagged undefined
// M31: round - SFPSTOCHRND INT32 with shift 0 sees a discarded fraction of 1 instead of 0 (rounds up on PRNGBits 1)
// M32: core - the 2-cycle write-back of a regular instruction to LReg 3 is lost (a missed write-back)
`ifndef SFPU_MUTANTS_SVH
`define SFPU_MUTANTS_SVH
`ifdef SFPU_MUTANTS
`define SFPU_MUT_DECL \
  int sfpu_mutant_q; \
  initial begin \
    if (!$value$plusargs("sfpu_mutant=%d", sfpu_mutant_q)) sfpu_mutant_q = 0; \
  end
`define SFPU_MUT(k) (sfpu_mutant_q == (k))
// A planted state bug for the end-of-test state compare (ctest rtl/state-compare-planted): +sfpu_state_poke=<r>
// (r an sfpu_reg_t code, sfpu_isa_pkg::REG_*) starts state item r with one value wrong after reset.
`define SFPU_POKE_DECL \
  int sfpu_state_poke_q; \
  initial begin \
    if (!$value$plusargs("sfpu_state_poke=%d", sfpu_state_poke_q)) sfpu_state_poke_q = -1; \
  end
`define SFPU_POKE(r) (sfpu_state_poke_q == int'(r))
`else
`define SFPU_MUT_DECL
`define SFPU_MUT(k) 1'b0
`define SFPU_POKE_DECL
`define SFPU_POKE(r) 1'b0
`endif
`endif
