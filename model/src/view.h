/* view.h - PRIVATE, narrow: what the generator and its coverage (gen/) read of a model beyond the public API - LRegs,
 * flag-stack depths, the Dst access configuration, pending SFPLOADMACRO work, the hazard sets. Public types only.
 * Spec: spec digest 3.3-3.4 (hazard sets, pipe/hazard.h), 6.2 (Dst addressing, insn/addr.h). */
#pragma once
#include <stdbool.h>
#include <stdint.h>

#include "sfpu/sfpu.h"
#include "sfpu/sfpu_isa.h"

/* SFPLOAD / SFPSTORE Mod0 values the generator names (insn/addr.h MOD0_FMT_*, identical numbering on both archs) */
#define VIEW_MOD0_FMT_SRCB 0u
#define VIEW_MOD0_FMT_FP16 1u
#define VIEW_MOD0_FMT_BF16 2u
#define VIEW_MOD0_FMT_FP32 3u
#define VIEW_MOD0_FMT_INT32 4u
#define VIEW_MOD0_FMT_INT8 5u
#define VIEW_MOD0_FMT_UINT16 6u
#define VIEW_MOD0_FMT_INT16 8u
#define VIEW_MOD0_FMT_INT32_ALL 10u

/* LReg r's lanes, read-only (valid until the model next changes). */
const uint32_t *view_lreg(const sfpu_t *s, unsigned r);
/* WH SFPSHFT2 SUBVEC_SHFLSHR1 bug: the VC value captured for `lane`. */
uint32_t view_shft2_capture(const sfpu_t *s, unsigned lane);
/* Lane 0's SFPLOADMACRO Sequence[i] and Misc. */
uint32_t view_lm_sequence(const sfpu_t *s, unsigned i);
uint32_t view_lm_misc(const sfpu_t *s);
/* Instructions an SFPLOADMACRO scheduled that have not executed yet (0: none). */
unsigned view_lm_pending(const sfpu_t *s);
/* Sub-units (bit u: 0 Simple .. 3 Store) whose scheduled instruction executes in the next tick (ahead 0) or the one
 * after (ahead 1, counting the delay in cycles); writes[u] = the LRegs it writes. */
unsigned view_lm_due(const sfpu_t *s, unsigned ahead, uint32_t writes[4]);
/* One lane's flag-stack depth; set it (a scratch model's probe). */
unsigned view_stack_depth(const sfpu_t *s, unsigned lane);
void view_set_stack_depth(sfpu_t *s, unsigned lane, unsigned depth);
/* LaneFlags, UseLaneFlags, and the lanes a LaneConfig row mask turns off. */
uint32_t view_lane_flags(const sfpu_t *s);
uint32_t view_use_lane_flags(const sfpu_t *s);
uint32_t view_row_masked_lanes(const sfpu_t *s);

/* The RWCs and configuration registers a Dst access depends on (sfpu_state.h names and types). */
#define VIEW_CFG_FIELDS(X)                                                                                             \
    X(uint16_t, rwc_dst) X(uint16_t, rwc_sp) X(uint8_t, rwc_extra_addr_mod_bit) X(uint32_t, cfg_fp32_dst)            \
    X(uint32_t, cfg_srcb_fmt) X(uint32_t, cfg_srcb_override) X(uint32_t, cfg_sfpu_dest_fmt_enable)                 \
    X(uint32_t, cfg_dest_target_offset)                                                                            \
    X(uint32_t, cfg_dest_regw_base) X(uint32_t, cfg_dest_sp_base) X(uint32_t, cfg_sfpu_stack_incr)                \
    X(uint32_t, cfg_addr_mod_set_base) X(uint32_t, cfg_remap_addrs) X(uint32_t, cfg_swizzle_32b)
typedef struct view_cfg {
#define VIEW_CFG_FIELD(type, name) type name;
    VIEW_CFG_FIELDS(VIEW_CFG_FIELD)
#undef VIEW_CFG_FIELD
} view_cfg_t;
void view_cfg(const sfpu_t *s, view_cfg_t *c);
/* Of those, RWC_Dst and SFPU_STACK_INCR alone. */
uint16_t view_rwc_dst(const sfpu_t *s);
uint32_t view_stack_incr(const sfpu_t *s);
/* ADDR_MOD slot i (0..7), as sfpu_state.h packs it. */
typedef struct view_addr_mod {
    uint16_t ab, dst, bias;
} view_addr_mod_t;
view_addr_mod_t view_addr_mod(const sfpu_t *s, unsigned i);
/* MOD0_FMT_SRCB resolved from the configuration (insn_ls_resolve_mod0); other values unchanged. */
unsigned view_ls_resolve_mod0(const sfpu_t *s, unsigned mod0);

/* The LRegs an instruction really reads / may write, and what Blackhole's stall logic believes it reads
 * (pipe/hazard.h hz_true_reads, hz_true_writes, hz_stall_reads). */
uint32_t view_true_reads(const sfpu_insn_t *in);
uint32_t view_true_writes(const sfpu_insn_t *in);
uint32_t view_stall_reads(const sfpu_insn_t *in);
