/* loadmacro.h - SFPLOADMACRO scheduling: expand Sequence/InstructionTemplate into instructions
 * scheduled on the Simple, MAD, Round and Store sub-units. Spec: spec digest 2 (SFPLOADMACRO.md). */
#pragma once
#include <stdbool.h>

#include "../sfpu_state.h"

/* After the SFPLOAD half of a regular SFPLOADMACRO executed in this cycle: cancel and schedule. */
sfpu_status_t lm_schedule(struct sfpu *s, const sfpu_insn_t *lm);
/* The entry due on sub-unit u (0 Simple .. 3 Store) in this cycle, or NULL. */
sfpu_lm_entry_t *lm_due(struct sfpu *s, unsigned u);
/* End of cycle: count pending delays down (per cycle, or per issued instruction when any pending
 * entry waits for instructions). */
void lm_countdown(struct sfpu *s, bool issued);
/* Sub-unit index (0..3) of a sub-unit, or -1 for Load. */
static inline int lm_index(unsigned unit) { return unit == SFPU_UNIT_LOAD ? -1 : (int)unit - 1; }
