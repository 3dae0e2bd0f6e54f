/* loadmacro.h - SFPLOADMACRO scheduling: expand Sequence/InstructionTemplate into instructions
 * scheduled on the Simple, MAD, Round and Store sub-units. Spec: spec digest 2 (SFPLOADMACRO.md). */
#pragma once
#include <stdbool.h>

#include "../sfpu_state.h"

/* After the SFPLOAD half of a regular SFPLOADMACRO executed in this cycle: cancel and schedule. */
sfpu_status_t lm_schedule(struct sfpu *s, const sfpu_insn_t *lm);
/* The instructions SFPLOADMACRO scheduled for this cycle, at most one per sub-unit (0 Simple .. 3 Store). */
typedef struct lm_due_set {
    sfpu_insn_t insn[SFPU_LM_UNITS];
    uint64_t macro_cycle[SFPU_LM_UNITS]; /* when the scheduling SFPLOADMACRO issued (port record, traces) */
    uint64_t order[SFPU_LM_UNITS];
    bool has[SFPU_LM_UNITS];
    bool any; /* most cycles have nothing scheduled: the timing model's loop and checks over them are skipped */
} lm_due_set_t;
/* Start of cycle: take the instructions due in this cycle out of the queues. */
void lm_take_due(struct sfpu *s, lm_due_set_t *d);
/* End of cycle: count pending delays down (per cycle, or per issued instruction when any pending
 * entry waits for instructions). */
void lm_countdown(struct sfpu *s, bool issued);
/* Sub-unit index (0..3) of a sub-unit, or -1 for Load. */
static inline int lm_index(unsigned unit) { return unit == SFPU_UNIT_LOAD ? -1 : (int)unit - 1; }
