/* session_internal.h - PRIVATE: the comparison session's state (session.c), shared with cause.c (what a report points
 * at: the instructions that began executing, the held reports' order and consequences). Spec: sfpu_compare.h. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sfpu/sfpu_compare.h"

#define CMP_PENDING 64
#define CMP_HISTORY_MAX 32

/* One write-back event of one side: an LReg register's lanes written in a cycle, or the Dst cells written in a cycle
 * (one store; a scheduled and a regular store in one cycle are one event too). Mismatches are reported per event,
 * so a dropped store is one report listing its cells. */
typedef struct {
    uint8_t valid;
    uint8_t is_dst; /* 0: LReg write (reg, mask, data); 1: Dst cells (nc, cell[]) */
    uint8_t reg, unit;
    uint32_t mask, word;
    uint32_t data[32];
    uint16_t nc;                           /* Dst: cells, ascending by (row, col), one entry per cell */
    sfpu_dst_cell_t cell[SFPU_MAX_DST_WB]; /* Dst: the last write of each cell in the cycle */
    uint64_t cycle;
} cmp_event_t;

#define CMP_EVENTS (SFPU_LREGS + 1) /* events of one side in one cycle: one per LReg, one for Dst */
#define CMP_ISSUED 64               /* instructions remembered for naming an event (regular and scheduled) */
#define CMP_STALLS 8                /* cycles of insn_ready / stall cause remembered for timing reports */
#define CMP_NAME 320

typedef struct {
    char *p;
    size_t len, cap;
} sbuf_t;

/* The configuration a load or store addresses Dst with, as it was before the cycle it issued in. */
typedef struct {
    uint8_t valid;
    uint32_t rwc[8]; /* RWC_Dst, its CR, SrcA, CR, SrcB, CR, SP, the extra ADDR_MOD bit */
    uint32_t am_ab[8], am_dst[8], set_base;
} cmp_addr_t;

/* An instruction the model began executing: accepted from the input, or scheduled by an SFPLOADMACRO. */
typedef struct {
    uint64_t cycle;
    uint32_t word;
    uint8_t unit, op, sched, valid;
    uint32_t reads, writes; /* LRegs (sfpu_insn_lregs) */
    uint64_t macro_cycle;   /* scheduled: the SFPLOADMACRO's cycle, line (1-based among accepted words), word */
    uint64_t macro_line;
    uint32_t macro_word;
    cmp_addr_t addr;
} cmp_issue_t;

/* One report the session holds: its header fields, what it reads and what it leaves different (for the
 * consequence rule, docs in sfpu_compare.h), and its body text / JSON in btext / bjson. */
typedef struct {
    uint64_t cycle;
    unsigned seq;
    uint8_t cls, ready; /* ready: an insn_ready (issue-cycle) mismatch */
    uint32_t reads;     /* LRegs its instruction reads */
    uint32_t place;     /* LRegs it leaves different */
    uint16_t rows[8];   /* Dst rows it leaves different (up to 8) */
    uint8_t nrows;
    char insn[CMP_NAME];
    size_t t_off, t_len, j_off, j_len;
} cmp_rep_t;

struct sfpu_cmp {
    sfpu_cmp_config_t cfg;
    char test[128];
    char reproduce[2048];
    unsigned counts[SFPU_MM_CLASSES], waived, reports;
    uint64_t cycles, last_cycle;
    cmp_event_t pend[2][CMP_PENDING]; /* [0] model-only, [1] dut-only events awaiting a match */
    uint32_t hist_word[CMP_HISTORY_MAX];
    uint64_t hist_cycle[CMP_HISTORY_MAX];
    unsigned hist_n;
    unsigned nwaivers;
    sfpu_waiver_t waivers[32];
    sbuf_t text, json;   /* the held reports, ordered by cycle (rebuilt from rep[] at every new report) */
    sbuf_t btext, bjson; /* the reports' bodies */
    cmp_rep_t *rep;
    unsigned nrep, caprep, seq, id_base;
    cmp_issue_t issued[CMP_ISSUED];
    unsigned n_issued;
    cmp_issue_t dut_issued[8]; /* the words the DUT accepted while both sides were presented the same words */
    unsigned n_dut_issued;
    bool out_of_step; /* an insn_ready mismatch happened: the DUT's words are no longer known */
    cmp_addr_t snap;  /* the addressing state after the last cycle seen (= before the current one) */
    uint64_t st_cycle[CMP_STALLS];
    uint8_t st_ready[CMP_STALLS][2], st_cause[CMP_STALLS][2];
    unsigned n_st;
    char cfgline[512];
    cmp_event_t ev[2][CMP_EVENTS]; /* scratch of sfpu_cmp_step / sfpu_cmp_finish (large: kept off the stack, which is
                                    * small in a SystemC thread) */
};

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void cmp_sb_printf(sbuf_t *b, const char *fmt, ...);

/* cause.c: the instructions that began executing, remembered for naming (regular and scheduled, and the DUT's) */
void cmp_snap_addr(cmp_addr_t *a, const sfpu_t *s, sfpu_arch_t arch);
void cmp_push_issue(sfpu_cmp_t *c, uint32_t word, unsigned unit, bool sched, bool vd16, uint64_t macro_cycle);
void cmp_record_issues(sfpu_cmp_t *c, uint32_t word, bool accepted, const sfpu_out_t *model);
const cmp_issue_t *cmp_issue_of(const sfpu_cmp_t *c, uint32_t word, unsigned unit, uint64_t cycle);
const cmp_issue_t *cmp_writer_of(const sfpu_cmp_t *c, unsigned reg, uint64_t cycle);
const cmp_issue_t *cmp_dut_writer_of(const sfpu_cmp_t *c, unsigned reg, uint64_t cycle);
const cmp_issue_t *cmp_changer_of(const sfpu_cmp_t *c, unsigned item);
/* cause.c: the held reports, in cycle order, with the consequence rule applied (text and JSON rebuilt) */
bool cmp_rep_insert(sfpu_cmp_t *c, const cmp_rep_t *r);
void cmp_rebuild(sfpu_cmp_t *c);
