/* sfpu_state.h - PRIVATE architectural state of one SFPU: plain data, no pointers, so a checkpoint
 * is a memcpy. Spec: spec digest 1.4, 2.1, 4.1-4.5, 6.1-6.2. */
#pragma once
#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "sfpu/sfpu.h"
#include "sfpu/sfpu_lane.h"

/* LaneConfig bits (spec digest 4.1, SFPCONFIG.md) */
#define LANECFG_ENABLE_FP16A_INF (1u << 0)
#define LANECFG_DISABLE_BACKDOOR_LOAD (1u << 1)
#define LANECFG_ENABLE_DEST_INDEX (1u << 2)
#define LANECFG_CAPTURE_DEFAULT_DEST_INDEX (1u << 3)
#define LANECFG_BLOCK_DEST_WR_FROM_SFPU (1u << 4)
#define LANECFG_BLOCK_SFPU_RD_FROM_DEST (1u << 5)
#define LANECFG_DEST_RD_COL_EXCHANGE (1u << 6)
#define LANECFG_DEST_WR_COL_EXCHANGE (1u << 7)
#define LANECFG_EXCHANGE_SRCB_SRCC (1u << 8)
#define LANECFG_ROW_MASK_SHIFT 12
#define LANECFG_MASK 0x3FFFFu

typedef struct sfpu_addr_mod {
    uint16_t ab;   /* SrcA {incr[5:0], cr[6], clr[7]} | SrcB << 8 */
    uint16_t dst;  /* {incr[9:0], cr[10], clr[11], c_to_cr[12]} | fidelity {incr[1:0], clr[2]} << 13 */
    uint16_t bias; /* {incr[3:0], clr[4]} */
} sfpu_addr_mod_t;

/* The effect record of one instruction: its LReg writes, committed (in order) when the timing model
 * says so; see insn/insn.h. */
#define SFPU_EFFECT_MAX_WRITES 10

typedef struct insn_lreg_write {
    uint8_t reg;
    uint32_t mask; /* lanes written */
    uint32_t val[SFPU_LANES];
} insn_lreg_write_t;

typedef struct sfpu_effect {
    uint32_t lane_limit; /* lanes this execution may touch (backdoor lanes excluded); set by dispatcher */
    uint32_t enabled;    /* LaneEnabled at the start of the instruction, & lane_limit; set by dispatcher */
    uint8_t direct;      /* functional execution: an instruction's final write goes straight to the LRegs
                          * (insn_write_final); set by dispatcher */
    unsigned n;
    insn_lreg_write_t w[SFPU_EFFECT_MAX_WRITES]; /* committed in order: a later write wins */
} sfpu_effect_t;

/* The issuing thread's frontend expanders (REPLAY.md, MOPExpander.md; spec digest 3.7): their
 * configuration and where an expansion in progress stands. See frontend/frontend.c. */
#define SFPU_REPLAY_SLOTS 32
#define SFPU_MOP_CFG_WORDS 9
typedef struct sfpu_frontend {
    uint32_t mop_cfg[SFPU_MOP_CFG_WORDS]; /* MopCfg[0..8], written by the RISCV core (write-only there) */
    uint32_t mop_mask_hi;                 /* MaskHi, set by MOP_CFG */
    uint32_t replay[SFPU_REPLAY_SLOTS];   /* ReplayBuffer */
    /* MOP expansion in progress */
    uint8_t mop_active;
    uint8_t mop_tmpl;
    uint8_t mop_penalty; /* an expansion just ended: one idle cycle unless the next word is a MOP */
    uint8_t mop_phase;   /* template 0: word within the iteration; template 1: 0 start, 1 inner, 2 end0, 3 end1 */
    uint32_t mop_mask;   /* template 0: remaining mask bits */
    uint32_t mop_iter, mop_iters; /* template 0: iteration / Count1+1; template 1: outer j / OuterCount */
    uint32_t mop_inner, mop_inners; /* template 1: inner i / InnerCount (doubled when alternating) */
    uint32_t mop_loop_op, mop_flip; /* template 1: current LoopOp, LoopOp ^ LoopOp1 (0: no alternation) */
    /* Replay expander */
    uint8_t rp_mode;  /* 0 pass-through, 1 loading, 2 playing back */
    uint8_t rp_exec;  /* loading: also execute */
    uint8_t rp_index; /* next slot */
    uint8_t rp_left;  /* instructions left to load / play */
} sfpu_frontend_t;

typedef struct sfpu_state {
    uint32_t lreg[SFPU_LREGS][SFPU_LANES];

    /* predication, bit L = lane L */
    uint32_t lane_flags;
    uint32_t use_lane_flags;
    /* The per-lane flag stacks as bit planes, so that a push/pop/peek is a few word operations for all 32 lanes:
     * bit L of stack_depth_bit[b] is bit b of lane L's depth (0..8); bit L of stack_flags[k] / stack_use[k] is
     * lane L's entry at level k (level 0 = bottom; entries above a lane's depth keep their stale values). The
     * register API (stack_depth / stack_flags / stack_use) converts; see the sfpu_stack_* helpers below. */
    uint32_t stack_depth_bit[4];
    uint32_t stack_flags[SFPU_FLAG_STACK_DEPTH];
    uint32_t stack_use[SFPU_FLAG_STACK_DEPTH];

    uint32_t lane_config[SFPU_LANES];
    uint32_t lm_template[SFPU_LANES][4];
    uint32_t lm_sequence[SFPU_LANES][4];
    uint32_t lm_misc[SFPU_LANES];
    uint32_t prng[SFPU_LANES];

    /* Dst address (10 bits) computed by the most recent SFPLOADMACRO's SFPLOAD half: a store that
     * macro schedules writes exactly there (SFPLOADMACRO.md), whatever RWCs do in between. */
    uint32_t lm_addr;

    /* WH SFPSHFT2 SUBVEC_SHFLSHR1 bug: VC value captured by the last mode 2/3 with VD < 12 */
    uint32_t shft2_vc_capture[SFPU_LANES];

    uint16_t dst[SFPU_DST_ROWS][SFPU_DST_COLS];
    uint8_t dst_row_valid[SFPU_DST_ROWS];

    /* RWCs of the issuing thread */
    uint16_t rwc_dst, rwc_dst_cr, rwc_sp;
    uint8_t rwc_srca, rwc_srca_cr, rwc_srcb, rwc_srcb_cr, rwc_extra_addr_mod_bit;
    sfpu_addr_mod_t addr_mod[SFPU_ADDR_MODS];

    /* configuration registers read by the SFPU */
    uint32_t cfg_fp32_dst, cfg_srcb_fmt, cfg_srcb_override, cfg_srcb_override_val;
    uint32_t cfg_sfpu_dest_fmt_enable, cfg_sfpu_dest_fmt_base;
    uint32_t cfg_dest_target_offset, cfg_dest_regw_base, cfg_dest_sp_base, cfg_sfpu_stack_incr;
    uint32_t cfg_addr_mod_set_base, cfg_remap_addrs, cfg_swizzle_32b;

    sfpu_frontend_t fe;

    uint64_t insn_count;
} sfpu_state_t;

/* dst[0..31] = src[0..31]. GCC expands a 128-byte memcpy as `rep movs` in some contexts (tick, at -O2 and -O3),
 * whose start-up costs tens of cycles on the AMD cores this was measured on; eight 16-byte moves do not. */
static inline void sfpu_lanes_copy(uint32_t *dst, const uint32_t *src)
{
#if defined(__SSE2__)
    for (unsigned i = 0; i < SFPU_LANES; i += 4) {
        _mm_storeu_si128((__m128i *)(void *)(dst + i), _mm_loadu_si128((const __m128i *)(const void *)(src + i)));
    }
#else
    memcpy(dst, src, SFPU_LANES * sizeof *dst);
#endif
}

/* Lanes whose flag-stack depth is k (0..15). */
static inline uint32_t sfpu_stack_depth_eq(const sfpu_state_t *st, unsigned k)
{
    uint32_t m = 0xFFFFFFFFu;
    for (unsigned b = 0; b < 4; ++b) {
        m &= ((k >> b) & 1u) ? st->stack_depth_bit[b] : ~st->stack_depth_bit[b];
    }
    return m;
}

/* One lane's flag-stack depth. */
static inline unsigned sfpu_stack_depth_of(const sfpu_state_t *st, unsigned lane)
{
    unsigned d = 0;
    for (unsigned b = 0; b < 4; ++b) {
        d |= ((st->stack_depth_bit[b] >> lane) & 1u) << b;
    }
    return d;
}

static inline void sfpu_stack_set_depth(sfpu_state_t *st, unsigned lane, unsigned depth)
{
    for (unsigned b = 0; b < 4; ++b) {
        st->stack_depth_bit[b] = (st->stack_depth_bit[b] & ~(1u << lane)) | (((depth >> b) & 1u) << lane);
    }
}

/* Timing-model state (pipe/). Plain data too: checkpoints copy it with the architectural state. */
#define SFPU_PIPE_SLOTS 12
typedef struct sfpu_pipe_slot {
    uint8_t valid;
    uint8_t unit;
    uint64_t issue_cycle;  /* the cycle it executed in */
    uint64_t commit_cycle; /* LReg writes commit at the end of this cycle */
    uint64_t seq;          /* issue order: among equal commit cycles the younger write wins */
    uint64_t order;        /* program order: the thread's issue count of the instruction, or of the SFPLOADMACRO
                            * that scheduled it (stale-read diagnostics, decisions M2a) */
    uint32_t word;         /* the producing instruction, for diagnostics */
    uint32_t wmask;        /* LRegs fx writes (bit r = LReg r), for the in-flight scans */
    uint8_t macro;         /* an SFPLOADMACRO's load half or an instruction one scheduled (decisions H2) */
    sfpu_effect_t fx;
} sfpu_pipe_slot_t;

/* The Dst cells of one SFPLOAD / SFPSTORE: its physical rows (4, or 8 for a 32-bit datum: high and low halves) and
 * the column parity (0 even, 1 odd, -1 both), for the silicon Dst-spacing check (pipe/silicon.c). */
typedef struct sfpu_dst_region {
    uint16_t row[8];
    uint8_t n;
    int8_t parity;
} sfpu_dst_region_t;

/* An instruction scheduled by SFPLOADMACRO on one sub-unit (SFPLOADMACRO.md). */
typedef struct sfpu_lm_entry {
    uint8_t valid;
    uint8_t kind_insns;     /* 1: WaitForElapsedInstructions, 0: WaitForElapsedCycles */
    uint8_t remaining;      /* delay left; executes in the cycle after it reaches 0 */
    uint64_t created_cycle;
    uint64_t order;         /* program order of the scheduling SFPLOADMACRO (its issue count) */
    sfpu_insn_t insn;
} sfpu_lm_entry_t;
#define SFPU_LM_UNITS 4 /* Simple, MAD, Round, Store */
#define SFPU_LM_PENDING 8

typedef struct sfpu_pipe {
    uint64_t cycle;
    /* the instruction issued in the previous cycle, for the auto-stall logic */
    uint8_t prev_valid;
    uint8_t prev_is_mad;
    uint8_t prev_blocks_next;
    uint8_t prev_backdoor_changed; /* an SFPCONFIG that flipped DISABLE_BACKDOOR_LOAD */
    uint8_t prev_shft2_mode; /* its Mod1 if it was an SFPSHFT2 with Mod1 2..4 (WH rules), else 0 */
    uint8_t prev_vd;
    uint16_t prev_op;
    uint32_t prev_word;
    uint32_t prev_stall_writes;
    uint32_t slots_n; /* valid entries in slot[] (away from lm_n: pipe_busy() must not read both in one wide
                       * load right after a narrow store to one, a store-forwarding stall on every clock) */
    uint32_t slot_mask; /* bit i: slot[i].valid (the loops over in-flight results visit only these) */
    sfpu_pipe_slot_t slot[SFPU_PIPE_SLOTS];
    uint64_t seq;
    sfpu_timing_stats_t stats;
    sfpu_lm_entry_t lm[SFPU_LM_UNITS][SFPU_LM_PENDING];
    uint16_t lm_n;    /* valid entries in lm[][] (fast path: most cycles have none) */
    uint8_t lm_swap_prev; /* a scheduled SFPSWAP executed in the previous cycle */
    uint8_t swap_defer;   /* 1 + slot of an SFPSWAP (Mod1 != 0) issued this cycle whose data moves are computed
                           * at the end of the cycle (0: none; pipe.c, decisions T7) */
    sfpu_insn_t swap_defer_insn;
    uint32_t lm_swap_word;
    /* the silicon hazard checks (pipe/silicon.c, decisions H1-H3): per LReg the last committed write's program order,
     * word and whether an SFPLOADMACRO made it; the recent scheduled SFPSTOREs (cycle, Dst row group, word) */
    uint64_t lreg_worder[SFPU_LREGS];
    uint32_t lreg_wword[SFPU_LREGS];
    uint32_t lreg_wmacro; /* bit r: LReg r was last written by an SFPLOADMACRO or an instruction one scheduled
                           * (lreg_worder / lreg_wword are kept only for the registers with this bit) */
    uint64_t lm_store_cycle[4];
    uint32_t lm_store_word[4];
    sfpu_dst_region_t lm_store_region[4];
    uint8_t lm_store_n;        /* valid entries of lm_store_* (a ring, newest at (lm_store_at + 3) % 4) */
    uint8_t lm_store_at;
    uint8_t ld_now_valid;      /* a regular SFPLOAD / SFPLOADMACRO issued this cycle: the Dst cells it reads */
    sfpu_dst_region_t ld_now_region;
    uint32_t ld_now_word;
    uint32_t n_diag;
    sfpu_diag_t diag[SFPU_DIAG_KEEP];
    uint8_t strict;
} sfpu_pipe_t;

#define SFPU_DECODE_SETS 32 /* a power of two */
#define SFPU_DECODE_WAYS 4

/* What the timing model needs of a decoded word besides its fields, computed once per decode-cache entry by
 * pipe/ (all of it a pure function of the decoded word). */
typedef struct sfpu_pipe_meta {
    uint8_t valid;       /* 0: not computed yet for the entry's current word */
    uint8_t unit;        /* sfpu_isa_info()->unit */
    uint8_t iflags;      /* sfpu_isa_info()->flags */
    uint8_t lat;         /* hz_latency */
    uint8_t blocks_next; /* hz_blocks_next */
    uint8_t shft2_mode;  /* Mod1 of an SFPSHFT2 with Mod1 2..4, else 0 */
    uint8_t plain;       /* an SFPU instruction with no issue side rule of its own (not SFPLOADMACRO, SFPSWAP,
                          * SFPCONFIG, an SFPSHFT2 Mod1 2..4): tick's lean path may take it */
    uint32_t true_reads, stall_reads, stall_writes; /* hz_true_reads / hz_stall_reads / hz_stall_writes */
} sfpu_pipe_meta_t;

struct sfpu {
    sfpu_config_t cfg;
    sfpu_state_t st;
    sfpu_pipe_t pipe;
    /* Transient, set by the timing model around one SFPSWAP: the LReg file its second-cycle re-read sees
     * (NULL: the same as st.lreg, as in functional execution). Not part of a checkpoint. */
    const uint32_t (*swap_reread)[SFPU_LANES];
    /* Transient, set by the timing model while it ticks: where Dst cell writes are reported (NULL: not
     * recorded, as in functional execution). */
    sfpu_out_t *dst_log;
    /* Transient, set by sfpu_run_timed while it ticks: nobody sees the per-cycle output record, so the tick leaves out
     * what only the ports show - LReg write-back data, Dst cell events, the per-lane flag-stack depths (the state,
     * the cycle count, statistics and diagnostics are the same). Not part of a checkpoint. */
    uint8_t quiet;
    /* The most cycles a timed run ticks after its last instruction was taken before it stops with an error
     * (sfpu_set_max_cycles; 0: SFPU_MAX_CYCLES_DEFAULT). A setting, not state: not part of a checkpoint. */
    uint64_t max_cycles;
    /* sfpu_set_silicon_hazards(false): the silicon hazard diagnostics are off. A setting, not state. */
    uint8_t no_silicon_hazards;
    /* The 32-lane FMA of this arch in the best variant this CPU runs (sfpu_lane_fma_x32_best), looked up once at
     * sfpu_create. Not part of a checkpoint. */
    sfpu_lane_fma_x32_fn fma_x32;
    /* Transient, the per-lane depths of st.stack_depth_bit as bytes, for the stack_depth output port: valid for the
     * bit planes in depth_seen (recomputed when they differ). Not part of a checkpoint. */
    uint32_t depth_seen[4];
    uint8_t depth_bytes[SFPU_LANES];
    sfpu_status_t status;
    char err[512];
    /* Earlier decodes of this model's arch (decoding is a pure function of the word): SFPU_DECODE_SETS sets of
     * SFPU_DECODE_WAYS entries chosen by a hash of the word, filled round robin; op == SFPU_OP_INVALID marks an
     * empty entry. Not part of a checkpoint. See exec_decode. */
    uint32_t dcache_word[SFPU_DECODE_SETS * SFPU_DECODE_WAYS];
    uint8_t dcache_next[SFPU_DECODE_SETS];
    sfpu_insn_t dcache[SFPU_DECODE_SETS * SFPU_DECODE_WAYS];
    /* pipe/loadmacro.c: the decoded instruction words of sequence selects 2..7 (index select - 2), a cache like
     * dcache (a pure function of the word, not state: checkpoints leave it out) */
    uint32_t lm_dec_word[6];
    uint8_t lm_dec_valid[6];
    sfpu_insn_t lm_dec[6];
    sfpu_pipe_meta_t dmeta[SFPU_DECODE_SETS * SFPU_DECODE_WAYS]; /* per entry, filled by pipe/ (valid = 0: not yet) */
};
