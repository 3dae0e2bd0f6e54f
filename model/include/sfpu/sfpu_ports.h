/* sfpu_ports.h - one clock's worth of the SFPU's ports: what sfpu_tick() consumes and produces.
 * Mirrors the top of the RTL (rtl-harness/) so model and RTL can be compared every cycle.
 * Spec: spec digest 3 (sub-units, latencies, auto-stall). Valid C11 and C++17. */
#pragma once
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Inputs of one cycle. */
typedef struct sfpu_in {
    uint8_t insn_valid; /* an instruction word is presented this cycle */
    uint32_t insn;      /* the word (Tensix encoding, opcode in [31:24]) */
} sfpu_in_t;

/* Why the presented instruction was not accepted this cycle. */
typedef enum sfpu_stall_cause {
    SFPU_STALL_NONE = 0,
    SFPU_STALL_MAD_RAW = 1,   /* BH: reads an LReg written by the MAD-family instruction of the previous cycle */
    SFPU_STALL_SWAP = 2,      /* SFPSWAP issued last cycle: only SFPNOP may issue now */
    SFPU_STALL_SHFT2 = 3,     /* BH: SFPSHFT2 Mod1 2/3/4 issued last cycle: only SFPNOP may issue now */
    SFPU_STALL_COUNT = 4
} sfpu_stall_cause_t;

/* Kinds of software-rule violations the model reports (it keeps running, as silicon would). */
typedef enum sfpu_diag_kind {
    SFPU_DIAG_STALE_READ = 1,   /* a consumer read an LReg before the producer's result was visible */
    SFPU_DIAG_STALL_BUG = 2,    /* BH: the read was missed by a documented stall-logic bug */
    SFPU_DIAG_SHFT2_RULE = 3,   /* WH: an instruction forbidden after SFPSHFT2 Mod1 2/3/4 */
    SFPU_DIAG_BACKDOOR_RACE = 4, /* the instruction after an SFPCONFIG that changed DISABLE_BACKDOOR_LOAD */
    SFPU_DIAG_DROPPED = 5,       /* a regular instruction lost its sub-unit to a scheduled one and was dropped */
    SFPU_DIAG_MACRO_RULE = 6,    /* an SFPLOADMACRO scheduling constraint was broken (co-issue, SWAP, config) */
    /* Silicon hazard facts (reported by Tenstorrent from silicon or its hardware team, not on the ISA pages; the
     * model's result is the deterministic one, silicon's may differ; sfpu_set_silicon_hazards turns them off): */
    SFPU_DIAG_LM_DIRECT = 7,      /* an SFPLOADMACRO the thread pushed itself, not played by REPLAY or a MOP */
    SFPU_DIAG_LM_ORDER = 8,       /* two SFPLOADMACROs in flight met on an LReg out of program order */
    SFPU_DIAG_LM_DST_SPACING = 9, /* SFPLOAD/SFPLOADMACRO read Dst rows a scheduled SFPSTORE wrote <= 3 cycles ago */
} sfpu_diag_kind_t;

#define SFPU_MAX_WB 17 /* one event per LReg and cycle (several writes of one register in a cycle are merged) */

/* The LReg writes to one register committed at the end of this cycle (visible from the next cycle on); when
 * several instructions write the register in the same cycle, their lanes are merged in commit order (the
 * younger wins) and unit/word name the youngest. */
typedef struct sfpu_wb_event {
    uint8_t reg;   /* 0..16 */
    uint8_t unit;  /* sfpu_unit_t that produced it */
    uint32_t mask; /* lanes written */
    uint32_t word; /* the instruction that produced it */
    uint32_t data[32];
} sfpu_wb_event_t;

/* Dst storage cells written in this cycle (SFPSTORE, regular or scheduled): physical DstBits[row][col]
 * after Adj16/Adj32 remapping, 16 bits each; a 32-bit datum is two cells. At most one store per cycle. */
#define SFPU_MAX_DST_WB 64
typedef struct sfpu_dst_cell {
    uint16_t row; /* 0..1023 */
    uint8_t col;  /* 0..15 */
    uint16_t val;
} sfpu_dst_cell_t;

/* Outputs of one cycle. */
typedef struct sfpu_out {
    uint8_t insn_ready;  /* 1: the presented instruction was accepted (issued) this cycle */
    uint8_t stall_cause; /* sfpu_stall_cause_t when a presented instruction was not accepted */
    uint8_t busy;        /* an instruction is still in flight after this cycle */
    uint8_t issued_unit; /* sfpu_unit_t of the instruction issued this cycle, 0xFF if none */
    uint8_t n_wb;
    sfpu_wb_event_t wb[SFPU_MAX_WB];
    uint8_t n_dst_wb;
    sfpu_dst_cell_t dst_wb[SFPU_MAX_DST_WB]; /* Dst cells written this cycle, in write order */
    uint32_t lane_flags;     /* LaneFlags after this cycle */
    uint32_t use_lane_flags; /* UseLaneFlagsForLaneEnable after this cycle */
    uint8_t stack_depth[32]; /* flag-stack depth per lane after this cycle (SFPPUSHC/SFPPOPC) */
    uint8_t n_diag;          /* diagnostics raised this cycle (read them with sfpu_diag_*) */
    uint8_t unit_op[5];      /* per sub-unit: sfpu_op_t executing this cycle (regular or scheduled), 0xFF idle */
    uint8_t n_exec;          /* instructions executing this cycle (up to 5 with SFPLOADMACRO) */
    uint64_t cycle;          /* the cycle this output describes */
    /* What each sub-unit executes this cycle, for traces (valid where unit_op[u] != 0xFF). A scheduled
     * instruction's word is its template after the macro's VB/VC/VD/address substitution, re-encoded; VD = LReg16
     * does not fit the 4-bit field (the word says L0): unit_vd16 bit u says so. */
    uint32_t unit_word[5];
    uint8_t unit_sched;            /* bit u: the instruction on sub-unit u was scheduled by SFPLOADMACRO */
    uint8_t unit_vd16;             /* bit u: that scheduled instruction's destination is LReg16 */
    uint64_t unit_macro_cycle[5];  /* scheduled ones: the cycle the scheduling SFPLOADMACRO issued */
} sfpu_out_t;

#ifdef __cplusplus
}
#endif
