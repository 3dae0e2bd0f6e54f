/* frontend.h - the issuing thread's MOP Expander and Replay Expander: what reaches the SFPU from the
 * thread's raw instruction stream. Cycle-free (a generator stepped once per delivered word); the
 * timing model steps it once per clock, functional execution steps it until it has nothing to emit.
 * Spec: WormholeB0 MOPExpander.md, REPLAY.md (spec digest 3.7; BH "similar", decisions F1-F6). */
#pragma once
#include <stdbool.h>
#include <stdint.h>

#include "../sfpu_state.h"

#define FE_OPC_MOP 0x01u
#define FE_OPC_NOP 0x02u
#define FE_OPC_MOP_CFG 0x03u
#define FE_OPC_REPLAY 0x04u

/* One step of the frontend (one clock in timed mode). */
typedef struct fe_step {
    bool ingested; /* the word at the input was consumed */
    bool emitted;  /* `word` is delivered to the backend (SFPU or, for NOP/SETRWC/INCRWC, outside it) */
    bool bubble;   /* the frontend used the step without delivering anything (MOP_CFG, REPLAY load,
                      loading without Exec, the post-MOP transition penalty, an empty MOP) */
    uint32_t word;
} fe_step_t;

/* True when the expanders neither expand nor owe a penalty cycle: every input word passes through
 * unchanged unless it is MOP/MOP_CFG/REPLAY (the functional fast path tests this). */
static inline bool fe_passthrough(const sfpu_frontend_t *fe)
{
    return !fe->mop_active && !fe->mop_penalty && fe->rp_mode == 0;
}

static inline bool fe_is_expander_word(uint32_t word)
{
    unsigned opc = word >> 24;
    return opc == FE_OPC_MOP || opc == FE_OPC_MOP_CFG || opc == FE_OPC_REPLAY;
}

/* The expanders have words to deliver without further input (an expansion or playback in progress,
 * or the penalty cycle still owed). */
static inline bool fe_busy(const sfpu_frontend_t *fe)
{
    return fe->mop_active || fe->mop_penalty || fe->rp_mode == 2;
}

/* One step. in_valid/in_word: the thread's next raw word. accept: the backend takes an emitted word in
 * this step (false when the SFPU stalls it; then nothing moves and nothing is ingested). commit: false
 * for a dry run that only reports what would happen. Errors (REPLAY Count > 32, reserved bits in an
 * expander instruction) are recorded with exec_fail and returned. */
sfpu_status_t fe_step(struct sfpu *s, bool in_valid, uint32_t in_word, bool accept, bool commit, fe_step_t *r);
