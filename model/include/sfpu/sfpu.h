/* sfpu.h - public C API of the Tensix Vector Unit (SFPU) model. Valid C11 and C++17.
 * Spec: shared/spec/sfpu-spec-digest.md (state: sections 1.4, 2.1, 4, 6.1, 6.2).
 *
 * Contract: every function returns a status (or a value) and never exits, aborts or prints.
 * Errors are sticky: once an execution call fails, later execution calls return the same status
 * until sfpu_clear_error() or sfpu_reset(); sfpu_last_error() gives the detail, e.g.
 *   "SFPSTORE (0x72f00000 'sfpstore 0,L15,0,0'): VD=15 with DISABLE_BACKDOOR_LOAD=0 ...".
 *
 * Minimal use:
 *   sfpu_t *s; sfpu_config_t cfg = {SFPU_ARCH_BH};
 *   sfpu_create(&cfg, &s);
 *   sfpu_exec(s, 0x84010200);           // SFPMAD: L0 = L1 * L2 + L0
 *   uint32_t v[SFPU_LANES]; sfpu_peek_lreg(s, 0, v);
 *   sfpu_destroy(s);
 */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sfpu/sfpu_isa.h"
#include "sfpu/sfpu_ports.h"
#include "sfpu/sfpu_status.h"
#include "sfpu/sfpu_export.h"

#ifdef __cplusplus
extern "C" {
#endif
SFPU_API_BEGIN

#define SFPU_API_VERSION 24 /* 2: sfpu_out_t unit_word..unit_macro_cycle, sfpu_timing_stats_t unit_nop and macro_cancelled, sfpu_gen_cov_t kernel_shapes; 3: sfpu_gen_opts_t index, sfpu_gen_cov_t functional-coverage groups; 4: sfpu_gen_opts_t undef, sfpu_gen_prog_t n_undef and undef_at, sfpu_gen_is_undef; 5: sfpu_gen_prog_t undef_row, sfpu_gen_undef_row; 6: sfpu_gen_opts_t prng, sfpu_gen_prog_t prng_set and prng_init; 7: sfpu_set_max_cycles, sfpu_max_cycles, sfpu_stop_unfinished; 8: sfpu_perf.h (sfpu_perf_default_params, sfpu_perf_run); 9: sfpu_insn_lregs, sfpu_cmp_config_t reproduce and dut_stall_cause; 10: sfpu_set_silicon_hazards, sfpu_silicon_hazards, diagnostic kinds 7-9; 11: sfpu_gen_cov_t reads, bounds, addrmod, undef, mod_deny, sfpu_gen_opts_t mod_deny, sfpu_gen_parse_ops, sfpu_gen_format_deny, sfpu_gen_disasm_undef; 12: SFPU_GEN_BOUND_BINS 45 (operand corners of SFPSETCC, SFPCAST, SFPSTOCHRND); 13: SFPU_GEN_BOUND_BINS 49 (SFPSTORE FP16 flush/saturation edges, SFPDIVP2 ADD at exponent 254, SFPMOV of LaneConfig 17:16), SFPU_GEN_ADDRMOD_BINS 18 (C_to_CR with CR; TTSETRWC and TTINCRWC through the CR copy); 14: sfpu_perf_params_t tt_cycles is a double (an average cost per run-time word); 15: sfpu_gen_cov_t macro_flags (Sequence byte VD16 x USE_VB) and macro_sub (VB/VC substitution of templates without the field) replace macro_vd16 and macro_use_vb, SFPU_GEN_BOUND_BINS 51 (SFPSTOCHRND UINT16 past its limit, SFPLZ NOSGN_MASK of -0); 16: sfpu_gen_cov_t macro_coincide (a scheduled instruction and a regular one in one cycle); 17: sfpu_gen_prog_t n_row_off, row_off_at, row_off_row, sfpu_gen_invalid_row (a defined load / store beside an invalid Dst row); 18: sfpu_perf_params_t icache_words, fetch_cycles (the instruction cache of the math thread); 19: SFPU_GEN_CONFIG_BINS 35 (Mod0 0 through each SrcB format); 20: SFPU_GEN_BOUND_BINS 53 (SFPSETCC of -0: EQ0 and NE0 apart); 21: SFPU_GEN_BOUND_BINS 55 (SFPLOAD's index capture in a blocked lane, SFPMOV of the PRNG into an unwritten VD); 22: SFPU_GEN_BOUND_BINS 56 (SFPLOAD's index capture through DEST_RD_COL_EXCHANGE); 23: sfpu_perf_kind_t SFPU_PERF_TT_LOOP and SFPU_PERF_ZONE_MARK, sfpu_perf_params_t tt_loop_cycles and zone_mark_cycles, sfpu_perf_result_t marked_zones and marked_cycles; 24: SFPU_PERF_IBUF_MAX, sfpu_perf_run names a refused parameter in sfpu_perf_result_t error */

#define SFPU_LANES 32
#define SFPU_LREGS 17 /* LReg[0..15] encodable, LReg[16] only via SFPLOADMACRO */
#define SFPU_DST_ROWS 1024
#define SFPU_DST_COLS 16
#define SFPU_FLAG_STACK_DEPTH 8
#define SFPU_ADDR_MODS 8

typedef struct sfpu sfpu_t; /* opaque; one per simulated SFPU */

typedef struct sfpu_config {
    sfpu_arch_t arch;   /* SFPU_ARCH_BH (default, 0) or SFPU_ARCH_WH */
    uint32_t prng_seed; /* PRNG reset value; lane L starts at a value derived from it (decisions D5) */
} sfpu_config_t;

sfpu_status_t sfpu_create(const sfpu_config_t *cfg, sfpu_t **out); /* *out = NULL on failure */
void sfpu_destroy(sfpu_t *s);                                      /* NULL is ignored */
sfpu_status_t sfpu_reset(sfpu_t *s);                               /* back to the reset state */
sfpu_arch_t sfpu_get_arch(const sfpu_t *s);
sfpu_status_t sfpu_get_status(const sfpu_t *s);
const char *sfpu_last_error(const sfpu_t *s); /* "" when no error; never NULL */
void sfpu_clear_error(sfpu_t *s);
unsigned sfpu_api_version(void);

/* ---- functional (untimed) execution ---- */
/* Execute one instruction word with full architectural effect. */
sfpu_status_t sfpu_exec(sfpu_t *s, uint32_t word);
/* Execute an already-decoded instruction (decoded for this model's arch). */
sfpu_status_t sfpu_exec_decoded(sfpu_t *s, const sfpu_insn_t *in);
/* Execute n words in order; stops at the first error. *executed (may be NULL) = words completed. */
sfpu_status_t sfpu_exec_program(sfpu_t *s, const uint32_t *words, size_t n, size_t *executed);
/* Number of instructions executed since reset. */
uint64_t sfpu_insn_count(const sfpu_t *s);
/* The LRegs a decoded instruction reads and may write (bit r = LReg r, 0..16), as the model's timing and
 * stale-read detection use them (`in->scheduled` as SFPLOADMACRO issues it). Either pointer may be NULL. */
void sfpu_insn_lregs(const sfpu_insn_t *in, uint32_t *reads, uint32_t *writes);

/* ---- LRegs ---- */
sfpu_status_t sfpu_peek_lreg(const sfpu_t *s, unsigned reg, uint32_t lanes[SFPU_LANES]);
/* Test/back-door write of any LReg 0..16 (including the constant registers). */
sfpu_status_t sfpu_poke_lreg(sfpu_t *s, unsigned reg, const uint32_t lanes[SFPU_LANES]);

/* ---- Dst ---- raw 16-bit storage DstBits[row][col], no address remapping */
sfpu_status_t sfpu_peek_dst(const sfpu_t *s, unsigned row, unsigned col, uint16_t *val);
sfpu_status_t sfpu_poke_dst(sfpu_t *s, unsigned row, unsigned col, uint16_t val);
/* 32-bit view Dst32b[row][col] (spec digest 6.1: Adj32 row mapping, hi half at A, lo half at A+8) */
sfpu_status_t sfpu_peek_dst32(const sfpu_t *s, unsigned row, unsigned col, uint32_t *val);
sfpu_status_t sfpu_poke_dst32(sfpu_t *s, unsigned row, unsigned col, uint32_t val);
sfpu_status_t sfpu_peek_dst_row_valid(const sfpu_t *s, unsigned row, bool *valid);
sfpu_status_t sfpu_poke_dst_row_valid(sfpu_t *s, unsigned row, bool valid);

/* ---- scalar and per-lane registers, by name ---- */
typedef enum sfpu_reg {
    /* per lane (index = lane 0..31) */
    SFPU_REG_LANE_FLAGS,     /* LaneFlags[lane] (0/1) */
    SFPU_REG_USE_LANE_FLAGS, /* UseLaneFlagsForLaneEnable[lane] (0/1) */
    SFPU_REG_STACK_DEPTH,    /* FlagStack[lane] size (0..8) */
    SFPU_REG_LANE_CONFIG,    /* LaneConfig[lane] (18 bits) */
    SFPU_REG_PRNG,           /* PRNG state[lane] */
    SFPU_REG_LM_MISC,        /* LoadMacroConfig[lane].Misc (12 bits) */
    /* per lane x 4 (index = lane * 4 + i) */
    SFPU_REG_LM_TEMPLATE,    /* LoadMacroConfig[lane].InstructionTemplate[i] */
    SFPU_REG_LM_SEQUENCE,    /* LoadMacroConfig[lane].Sequence[i] */
    /* per lane x 8 (index = lane * 8 + level, level 0 = bottom) */
    SFPU_REG_STACK_FLAGS,    /* FlagStack[lane][level].LaneFlags */
    SFPU_REG_STACK_USE,      /* FlagStack[lane][level].UseLaneFlagsForLaneEnable */
    /* RWCs of the issuing thread (index 0) */
    SFPU_REG_RWC_DST,        /* 10 bits */
    SFPU_REG_RWC_DST_CR,
    SFPU_REG_RWC_SRCA,       /* 6 bits */
    SFPU_REG_RWC_SRCA_CR,
    SFPU_REG_RWC_SRCB,
    SFPU_REG_RWC_SRCB_CR,
    SFPU_REG_RWC_SP,         /* BH stack pointer RWC (decisions D7) */
    SFPU_REG_RWC_EXTRA_ADDR_MOD_BIT, /* 1 bit */
    /* ADDR_MOD_*_SEC[index], index 0..7, packed as tt-llk ckernel_addrmod.h does */
    SFPU_REG_ADDR_MOD_AB,    /* SrcA {incr[5:0], cr[6], clr[7]} | SrcB << 8 */
    SFPU_REG_ADDR_MOD_DST,   /* {incr[9:0], cr[10], clr[11], c_to_cr[12]} | fidelity << 13 */
    SFPU_REG_ADDR_MOD_BIAS,  /* {incr[3:0], clr[4]} */
    /* configuration registers the SFPU reads (index 0) */
    SFPU_REG_CFG_FP32_DST,           /* ALU_ACC_CTRL_SFPU_Fp32_enabled */
    SFPU_REG_CFG_SRCB_FMT,           /* ALU_FORMAT_SPEC_REG1_SrcB (4-bit format code) */
    SFPU_REG_CFG_SRCB_OVERRIDE,      /* SrcB_override enable */
    SFPU_REG_CFG_SRCB_OVERRIDE_VAL,  /* SrcB_val */
    SFPU_REG_CFG_SFPU_DEST_FMT_ENABLE, /* BH ThreadConfig.SFPU_DEST_FMT_Enable */
    SFPU_REG_CFG_SFPU_DEST_FMT_BASE,   /* BH ThreadConfig.SFPU_DEST_FMT_Base */
    SFPU_REG_CFG_DEST_TARGET_OFFSET, /* ThreadConfig.DEST_TARGET_REG_CFG_MATH_Offset */
    SFPU_REG_CFG_DEST_REGW_BASE,     /* Config.DEST_REGW_BASE_Base */
    SFPU_REG_CFG_DEST_SP_BASE,       /* BH Config.DEST_SP_BASE_Base */
    SFPU_REG_CFG_SFPU_STACK_INCR,    /* BH ThreadConfig.SFPU_STACK_Incr */
    SFPU_REG_CFG_ADDR_MOD_SET_BASE,  /* WH ThreadConfig.ADDR_MOD_SET_Base */
    SFPU_REG_CFG_REMAP_ADDRS,        /* BH DEST_ACCESS_CFG_remap_addrs */
    SFPU_REG_CFG_SWIZZLE_32B,        /* BH DEST_ACCESS_CFG_swizzle_32b */
    /* the issuing thread's frontend (REPLAY.md, MOPExpander.md) */
    SFPU_REG_MOP_CFG,      /* MopCfg[0..8] (the RISCV core's write-only window) */
    SFPU_REG_MOP_MASK_HI,  /* MaskHi, as set by MOP_CFG */
    SFPU_REG_REPLAY,       /* ReplayBuffer[0..31] */
    SFPU_REG_COUNT
} sfpu_reg_t;

/* Name ("lane_flags", "cfg_fp32_dst", ...), number of indices, bit width. NULL/0 if out of range. */
const char *sfpu_reg_name(unsigned reg);
unsigned sfpu_reg_count(unsigned reg);
unsigned sfpu_reg_bits(unsigned reg);
/* Register by name, or SFPU_REG_COUNT. */
unsigned sfpu_reg_lookup(const char *name);
sfpu_status_t sfpu_get_reg(const sfpu_t *s, unsigned reg, unsigned index, uint32_t *val);
/* Values are masked to the register's width; out-of-range reg/index is SFPU_ERR_INVALID_ARGUMENT. */
sfpu_status_t sfpu_set_reg(sfpu_t *s, unsigned reg, unsigned index, uint32_t val);

/* ---- checkpoint: the complete model state (architectural state, the timing model's instructions in flight and
 * scheduled work, statistics, diagnostics, strict mode, and the sticky error with its message) behind a header
 * (magic, format version, architecture, sizes, a checksum over everything). The state is POD, so saving is a copy.
 * sfpu_restore refuses (SFPU_ERR_INVALID_ARGUMENT, the model unchanged) a buffer of the wrong size, one that is not
 * a checkpoint of this build, one changed after sfpu_save, and one taken on the other architecture;
 * sfpu_checkpoint_check says which, e.g. "checkpoint: taken on Wormhole B0, this model is Blackhole A0". A
 * checkpoint is for the same build of the library (it is its memory layout), not a portable file format. */
size_t sfpu_state_size(void);
sfpu_status_t sfpu_save(const sfpu_t *s, void *buf, size_t size);
sfpu_status_t sfpu_restore(sfpu_t *s, const void *buf, size_t size);
/* What sfpu_restore into a model of `arch` would decide about `buf`: SFPU_OK, or SFPU_ERR_INVALID_ARGUMENT with the
 * reason in msg (NUL-terminated, truncated at len; msg may be NULL). */
sfpu_status_t sfpu_checkpoint_check(const void *buf, size_t size, sfpu_arch_t arch, char *msg, size_t len);

/* ---- timed execution (cycle-accurate; spec digest section 3) ----
 * One call = one clock. `in` is what the RTL top sees this cycle, `out` what it drives. An instruction
 * presented while out->insn_ready comes back 0 was not accepted (stall): present it again next cycle.
 * Functional (sfpu_exec) and timed execution end in the same state for programs that obey the
 * scheduling rules; where they do not, timed execution reads stale values as silicon would and
 * raises a diagnostic (sfpu_diag_*), or an error in strict mode. */
sfpu_status_t sfpu_tick(sfpu_t *s, const sfpu_in_t *in, sfpu_out_t *out);
/* Issue n words as fast as the unit accepts them, then run until idle. *executed = words issued. */
sfpu_status_t sfpu_run_timed(sfpu_t *s, const uint32_t *words, size_t n, size_t *executed);
/* Strict mode: a software-rule violation (diagnostic) becomes an SFPU_ERR_UNDEFINED error. */
void sfpu_set_strict(sfpu_t *s, bool strict);
/* The silicon hazard diagnostics (SFPU_DIAG_LM_DIRECT, _LM_ORDER, _LM_DST_SPACING): patterns Tenstorrent reports as
 * non-deterministic on silicon although the ISA pages define their result; on by default. Off: the model raises
 * none of them (sfpu gen turns them off: its programs check the model against the pages and the RTL). A setting,
 * like the cycle bound: sfpu_reset keeps it, a checkpoint does not hold it. */
void sfpu_set_silicon_hazards(sfpu_t *s, bool on);
bool sfpu_silicon_hazards(const sfpu_t *s);
/* The bound of a timed run: the most cycles sfpu_run_timed (and a caller's own sfpu_tick loop, which asks
 * sfpu_max_cycles) ticks after the last instruction was taken while work is still pending. 0 restores the
 * default, SFPU_MAX_CYCLES_DEFAULT (above the longest MOP expansion). A setting: sfpu_reset keeps it. */
#define SFPU_MAX_CYCLES_DEFAULT (1u << 20)
void sfpu_set_max_cycles(sfpu_t *s, uint64_t n);
uint64_t sfpu_max_cycles(const sfpu_t *s);
/* A timed run stopped at its bound with work pending: records and returns SFPU_ERR_UNIMPLEMENTED with a
 * message naming the cycle, the bound and what is pending (each instruction an SFPLOADMACRO still has scheduled,
 * with its sub-unit and the macro's issue number; results in flight; a MOP/REPLAY expansion). SFPU_OK (nothing
 * recorded) when nothing is pending. sfpu_run_timed calls it itself. */
sfpu_status_t sfpu_stop_unfinished(sfpu_t *s);
uint64_t sfpu_cycle(const sfpu_t *s);

typedef struct sfpu_timing_stats {
    uint64_t cycles;                        /* clocks ticked since reset */
    uint64_t issued;                        /* SFPU instructions issued by the thread (not by macros) */
    uint64_t outside_issued;                /* NOP/SETRWC/INCRWC delivered (the SFPU idles meanwhile) */
    uint64_t frontend_bubbles;              /* cycles the MOP/Replay expanders delivered nothing while
                                               busy (MOP_CFG, REPLAY load, post-MOP penalty) */
    uint64_t stall_cycles[SFPU_STALL_COUNT]; /* cycles a presented instruction waited, by cause */
    uint64_t unit_issued[SFPU_UNIT_COUNT];  /* instructions executed per sub-unit */
    uint64_t diagnostics;                   /* software-rule violations seen */
    uint64_t macro_issued;                  /* instructions executed from SFPLOADMACRO schedules */
    uint64_t dropped;                       /* regular instructions dropped: a scheduled one took the unit */
    uint64_t max_per_cycle;                 /* most instructions executing in one cycle */
    uint64_t unit_nop[SFPU_UNIT_COUNT];     /* of unit_issued: SFPNOPs (a regular one occupies Load, a scheduled
                                               one Simple/MAD/Round): occupancy that is not work */
    uint64_t macro_cancelled;               /* scheduled instructions a later SFPLOADMACRO forgot (their
                                               sub-unit got another instruction for the same cycle) */
} sfpu_timing_stats_t;
sfpu_status_t sfpu_get_timing_stats(const sfpu_t *s, sfpu_timing_stats_t *st);

/* A software-rule violation: the consumer `word` issued at `cycle` read LRegs `regs` (bit r = LReg r)
 * that the producer `producer_word` had not yet written back, or broke another scheduling rule (or met a silicon
 * hazard; for SFPU_DIAG_LM_ORDER, bit 31 of `regs` set means `word` wrote the LRegs rather than read them). */
typedef struct sfpu_diag {
    uint64_t cycle;
    uint8_t kind; /* sfpu_diag_kind_t */
    uint32_t word;
    uint32_t producer_word;
    uint32_t regs;
} sfpu_diag_t;
#define SFPU_DIAG_KEEP 64 /* the most recent diagnostics kept for sfpu_diag_get */
unsigned sfpu_diag_count(const sfpu_t *s); /* raised since reset */
/* i-th diagnostic (0 = oldest kept); SFPU_ERR_INVALID_ARGUMENT if no longer kept. */
sfpu_status_t sfpu_diag_get(const sfpu_t *s, unsigned i, sfpu_diag_t *d);
/* "cycle 12: SFPADD (sfpadd L2,L1,L10,L9,0) read L1 one cycle after SFPMAD (...) wrote it: ..." */
size_t sfpu_diag_format(const sfpu_t *s, const sfpu_diag_t *d, char *buf, size_t len);

/* Lanes that an instruction would write now (LaneEnabled, spec digest 4.2), bit L = lane L. */
uint32_t sfpu_lane_enable_mask(const sfpu_t *s);

/* ---- named entry states ----
 * "llk": the state tt-llk's device setup and SFPU initialisation leave before an SFPU kernel runs, which compiled
 * sfpi code assumes: condition codes enabled (UseLaneFlagsForLaneEnable and LaneFlags true in every lane), LReg11
 * = -1.0, LaneConfig[15:0] = 0, ADDR_MOD_7 = 0, RWCs 0, Dst target offset 0, FP32 Dst off (LLK's default; set
 * cfg_fp32_dst to 1 after the preset for an fp32_dest_acc_en kernel), on Wormhole ADDR_MOD_SET_Base = 1. Only those
 * registers change. SFPU_ERR_INVALID_ARGUMENT for an unknown name. */
sfpu_status_t sfpu_apply_preset(sfpu_t *s, const char *name);
/* The preset names, comma separated ("llk"). */
const char *sfpu_preset_names(void);
SFPU_API_END

#ifdef __cplusplus
}
#endif
