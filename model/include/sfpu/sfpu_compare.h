/* sfpu_compare.h - the comparison engine shared by every harness (Verilator, SystemC, the SV scoreboard):
 * what a DUT did in one clock against what the model did, with one report format. Valid C11 and C++17. */
#pragma once
#include <stddef.h>

#include "sfpu/sfpu.h"
#include "sfpu/sfpu_isa.h"
#include "sfpu/sfpu_ports.h"
#include "sfpu/sfpu_export.h"

#ifdef __cplusplus
extern "C" {
#endif
SFPU_API_BEGIN

/* Compares the DUT's cycle (`dut`: insn_ready, n_wb/wb[] - register, lane mask, data - and n_dst_wb/dst_wb[])
 * with the model's (`model`, from sfpu_tick). LReg write-backs are matched by register, Dst writes by cell,
 * independent of order. Returns the number of mismatches and appends one line per mismatch to `report`
 * (NUL-terminated, truncated at `len`), e.g.
 *   "cycle 12: LReg 2 from 0x84001920 'sfpmad L2,L0,L1,L9,0': lanes 0,5: model 0x40c00000, dut 0x40c00001 (lane 0)"
 * `arch` is used to disassemble the producing instruction. */
unsigned sfpu_compare_cycle(sfpu_arch_t arch, const sfpu_out_t *model, const sfpu_out_t *dut, char *report,
                            size_t len);


/* ---- Comparison sessions: what every harness uses (Verilator lockstep, SystemC, the SV scoreboard) ----
 * A session follows one test cycle by cycle. Each LReg write-back and Dst cell write of the DUT is matched
 * against the model's; a mismatch is classified as
 *   timing  - the same event (register, lanes, data) on both sides, in different cycles (within `window`),
 *             or the instruction accepted in a different cycle (insn_ready);
 *   data    - both sides wrote the register (cell) in the same cycle with different lanes or values;
 *   missing - the model wrote it and the DUT did not (within the window);
 *   extra   - the DUT wrote it and the model did not;
 *   state   - the end-of-test full-state compare (every LReg lane, every Dst cell, and the other architectural
 *             state items given to sfpu_cmp_state_reg) differs.
 * Each mismatch is reported as one greppable line
 *   SFPU-MISMATCH <class> cycle=<n> seed=<s> test=<name> insn=<disassembly>
 * followed by indented detail lines (sub-unit, register, lanes in hex and as floats, the last instructions,
 * the model configuration), and as one JSON object per line (JSON Lines) for scripts. Waivers are narrow
 * masks (registers x lanes x cycle range); waived differences are counted, never silent.
 *
 * Reports point at the cause (field reference: rtl-harness/README.md, "Reading a report"):
 *  - the reports a session holds are ordered by cycle (a missed write-back, found when its window runs out, comes
 *    before the later data mismatch it caused); they are numbered #1, #2, ... in that order (JSON "id");
 *  - report i is a consequence of an earlier report j ("(consequence of #j)" after insn=, JSON "cause") when
 *    (a) i's instruction reads an LReg that j left different (j's register; a consequence's register counts for
 *        its root) and i is in a later cycle, or
 *    (b) i is an end-of-test `state` difference in an LReg or Dst row that j left different, or
 *    (c) j is an insn_ready mismatch and i comes after it (the two sides issue out of step from then on), or is
 *        the write of the same out-of-step instruction in j's cycle;
 *    j is always the root of the chain (itself no consequence). A load's read of a Dst row a store left different
 *    is not traced (the engine sees write ports only);
 *  - insn= names the producing instruction; one an SFPLOADMACRO scheduled is its template as substituted, with
 *    "(scheduled by SFPLOADMACRO line L cycle C)" (L: 1-based among the accepted words); an extra or state report
 *    names the DUT's (while both sides took the same words) or the model's last writer of the place, a state item
 *    the model's last instruction that changes it, each with a detail line saying so;
 *  - a timing report lists both sides' issue and stall cause over the last cycles (the DUT's when
 *    cfg.dut_stall_cause says its records carry one); a load or store gives its Imm10, ADDR_MOD field, the ADDR_MOD
 *    in force and the RWCs before it issued. */
typedef struct sfpu_cmp sfpu_cmp_t;

typedef enum sfpu_mm_class {
    SFPU_MM_TIMING = 0,
    SFPU_MM_DATA = 1,
    SFPU_MM_MISSING = 2,
    SFPU_MM_EXTRA = 3,
    SFPU_MM_STATE = 4,
    SFPU_MM_CLASSES = 5
} sfpu_mm_class_t;

const char *sfpu_mm_class_name(sfpu_mm_class_t c); /* "timing", ... */

typedef struct sfpu_cmp_config {
    sfpu_arch_t arch;
    const char *test;  /* test name, copied; NULL: "-" */
    uint64_t seed;     /* printed in every report line */
    unsigned window;   /* cycles an event may be early/late and still count as a timing mismatch; 0: 4 */
    unsigned history;  /* instructions listed in a report; 0: 8 */
    unsigned max_reports; /* detailed reports kept, the earliest by cycle (the others are only counted); 0: 20 */
    unsigned check_flags; /* 1: also compare lane_flags, use_lane_flags and stack_depth[] every cycle (a DUT
                             that exposes its predication state, as the interface contract's RTL does) */
    const char *reproduce; /* the command line that reruns this test (copied; NULL: none): a field of every JSON
                              object */
    unsigned dut_stall_cause; /* 1: the DUT's records carry stall_cause (the contract's stall_cause_o): compared in
                                 every cycle both hold the word (a different cause is a timing mismatch), and a
                                 timing report gives the DUT's stall cause beside the model's */
} sfpu_cmp_config_t;

/* A waiver: differences in these registers (bit r = LReg r, bit 17 = any Dst cell) and lanes (for Dst: the
 * column bits) during cycles [cycle_lo, cycle_hi] are counted as waived instead of reported. */
typedef struct sfpu_waiver {
    uint32_t regs;
    uint32_t lanes;
    uint64_t cycle_lo, cycle_hi;
} sfpu_waiver_t;
#define SFPU_WAIVE_DST (1u << 17)

sfpu_status_t sfpu_cmp_create(const sfpu_cmp_config_t *cfg, sfpu_cmp_t **out);
void sfpu_cmp_destroy(sfpu_cmp_t *c);
sfpu_status_t sfpu_cmp_waive(sfpu_cmp_t *c, const sfpu_waiver_t *w);

/* One clock: the input both sides were given (`in`; the word is what the model saw), the model's outputs
 * and the DUT's (only insn_ready, n_wb/wb[].reg/mask/data and n_dst_wb/dst_wb[] are read from `dut`).
 * `model_state` (may be NULL) supplies the configuration printed in reports. Returns the number of
 * mismatches newly found (reported or waived) this cycle. */
unsigned sfpu_cmp_step(sfpu_cmp_t *c, const sfpu_t *model_state, const sfpu_in_t *in, const sfpu_out_t *model,
                       const sfpu_out_t *dut);

/* End of test: events still unmatched become missing/extra; then every LReg lane of the model is compared
 * with `dut_lreg` and, if `dut_dst` is not NULL, every Dst cell (physical [row][col]) with it. */
unsigned sfpu_cmp_finish(sfpu_cmp_t *c, const sfpu_t *model, const uint32_t dut_lreg[17][32],
                         const uint16_t (*dut_dst)[16]);

/* End of test (or any cycle, e.g. `sfpu_lockstep --state-every-cycle`): the rest of the architectural state, one
 * item of sfpu.h's sfpu_reg_t (PRNG, RWCs, LaneConfig, LoadMacroConfig, the flag stack, configuration registers) as
 * the DUT holds it: `dut[i]` for index i < n (n = sfpu_reg_count(reg)), compared with the model's sfpu_get_reg
 * values masked to sfpu_reg_bits(reg). Flag-stack levels at or above the lane's depth (in the model) hold nothing
 * and are not compared. Every difference in one item is one `state` report ("prng differs at 2 of 32
 * indices: [3] model 0x... dut 0x..."). Returns the number of mismatches found (0 or 1); an unknown reg, a NULL
 * argument or n < sfpu_reg_count(reg) compares nothing and returns 0. */
unsigned sfpu_cmp_state_reg(sfpu_cmp_t *c, const sfpu_t *model, unsigned reg, const uint32_t *dut, unsigned n);

/* Re-seeds the model from the DUT's state (LRegs; Dst if given) and forgets unmatched events: after a
 * waived or understood divergence the comparison can continue from common ground. */
sfpu_status_t sfpu_cmp_resync(sfpu_cmp_t *c, sfpu_t *model, const uint32_t dut_lreg[17][32],
                              const uint16_t (*dut_dst)[16]);

/* Totals: mismatches per class (reported + unreported beyond max_reports) and waived ones. */
unsigned sfpu_cmp_count(const sfpu_cmp_t *c, sfpu_mm_class_t cls);
unsigned sfpu_cmp_total(const sfpu_cmp_t *c);
unsigned sfpu_cmp_waived(const sfpu_cmp_t *c);

/* The report text / JSON Lines accumulated since the last sfpu_cmp_take_*; never NULL. Taking clears it. */
const char *sfpu_cmp_text(const sfpu_cmp_t *c);
const char *sfpu_cmp_jsonl(const sfpu_cmp_t *c);
void sfpu_cmp_clear_text(sfpu_cmp_t *c);

/* One summary line: "<test>: PASS|FAIL cycles=.. timing=.. data=.. missing=.. extra=.. state=.. waived=..". */
size_t sfpu_cmp_summary(const sfpu_cmp_t *c, char *buf, size_t len);

/* ---- The event trace (rtl-harness/README.md, "Event trace format"): one clock's port events as text lines,
 * the same for the model and for any DUT, so traces diff and can be replayed offline:
 *   <cycle> I                                  the presented instruction was accepted
 *   <cycle> W L<reg> <mask> <lane>=<value> ...  LReg write-back (merged per register, enabled lanes only)
 *   <cycle> D <row> <col> <value>               a Dst cell (physical row, column) written
 * Registers ascend, Dst cells ascend by row then column (the last write of a cell in a cycle counts). Returns
 * the length needed (snprintf-style; truncated output stays NUL-terminated). */
size_t sfpu_trace_format(const sfpu_out_t *o, char *buf, size_t len);
SFPU_API_END

#ifdef __cplusplus
}
#endif
