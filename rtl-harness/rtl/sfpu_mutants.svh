// sfpu_mutants.svh - mutation points for scripts/mutate. Without SFPU_MUTANTS defined (synthesis, the normal
// harness) every `SFPU_MUT(k) is the constant 0 and the RTL is exactly the design. The mutation build
// (CMake target sfpu_lockstep_mutants: +define+SFPU_MUTANTS) selects one deliberate single-point bug at run
// time with the plusarg +sfpu_mutant=<k>; scripts/mutate lists them and reports which the seed set catches.
`ifndef SFPU_MUTANTS_SVH
`define SFPU_MUTANTS_SVH
`ifdef SFPU_MUTANTS
`define SFPU_MUT_DECL \
  int sfpu_mutant_q; \
  initial begin \
    if (!$value$plusargs("sfpu_mutant=%d", sfpu_mutant_q)) sfpu_mutant_q = 0; \
  end
`define SFPU_MUT(k) (sfpu_mutant_q == (k))
`else
`define SFPU_MUT_DECL
`define SFPU_MUT(k) 1'b0
`endif
`endif
