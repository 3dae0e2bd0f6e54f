/* insn.h - what every instruction-semantics file sees: the exec signature, the effect record, and
 * the one masked-write funnel. Semantics read state freely, write LRegs ONLY through the effect
 * record's funnel (so the timing model can commit them late; in functional execution an instruction's
 * final write goes straight to the LRegs), and update flags/Dst/config in place.
 * Spec: spec digest 1.4 (VD rules), 4.2 (lane enables). */
#pragma once
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "../sfpu_state.h" /* (with <emmintrin.h> where SSE2 is available) */
#include "sfpu/sfpu_isa.h"
#include "sfpu/sfpu_lane.h"

typedef sfpu_status_t (*insn_exec_fn)(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx);

/* One handler per row of sfpu_isa.def, in insn/<mnem>.c. */
#define SFPU_INSN(NAME, mnem, opcode, fmt, unit, lat, arch, flags, syntax) \
    sfpu_status_t sfpu_exec_##mnem(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx);
#include "sfpu/sfpu_isa.def"

static inline bool insn_is_bh(const struct sfpu *s) { return s->cfg.arch == SFPU_ARCH_BH; }
static inline bool insn_is_wh(const struct sfpu *s) { return s->cfg.arch == SFPU_ARCH_WH; }

/* Lanes whose LaneConfig[L & 7].ROW_MASK bit for row L >> 3 is set (out of line: rarely needed). */
uint32_t insn_row_masked_lanes(const struct sfpu *s);

/* LaneEnabled(L) for all lanes (spec digest 4.2) as the state is now:
 * !LaneConfig[L&7].ROW_MASK[L>>3] && (UseLaneFlags[L] ? LaneFlags[L] : true). */
static inline uint32_t insn_lane_enable_mask(const struct sfpu *s)
{
    /* LaneConfig[0..7] OR-ed two at a time, each pair loaded straight into a scalar: copying them to a local
     * array first made GCC store 16 bytes and reload 8 from their upper half, a store-forwarding stall on Zen 3
     * (about 5 % of functional time) */
    const uint32_t *lc = s->st.lane_config;
    uint64_t q0, q1, q2, q3;
    memcpy(&q0, lc, 8);
    memcpy(&q1, lc + 2, 8);
    memcpy(&q2, lc + 4, 8);
    memcpy(&q3, lc + 6, 8);
    uint64_t any2 = q0 | q1 | q2 | q3;
    uint32_t any = (uint32_t)(any2 | (any2 >> 32)) & (0xFu << LANECFG_ROW_MASK_SHIFT);
    uint32_t en = ~s->st.use_lane_flags | s->st.lane_flags;
    return any ? en & ~insn_row_masked_lanes(s) : en;
}

/* LaneEnabled(L) for all lanes at the start of this instruction (spec digest 4.2), limited to
 * fx->lane_limit. Computed once by the dispatcher, so flag updates made by the instruction itself do
 * not change which lanes it writes. */
static inline uint32_t insn_lane_enabled(const struct sfpu *s, const sfpu_effect_t *fx)
{
    (void)s;
    return fx->enabled;
}

/* OR of every lane's LaneConfig: lets per-lane LaneConfig scans be skipped when no lane has the bit. */
static inline uint32_t insn_lane_config_any(const struct sfpu *s)
{
    uint32_t any = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        any |= s->st.lane_config[lane];
    }
    return any;
}

/* Lanes whose LaneConfig has every bit of `bits` set (bit L = lane L). */
static inline uint32_t insn_lane_config_mask(const struct sfpu *s, uint32_t bits)
{
    uint32_t m = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        m |= (uint32_t)((s->st.lane_config[lane] & bits) == bits) << lane;
    }
    return m;
}

/* Bit L = bit 31 of v[L] (the int32 sign), for all 32 lanes. The loop form (`m |= (v[L] >> 31) << L`) compiles to
 * ~13 scalar instructions per lane; movmskps does four lanes in one. */
static inline uint32_t insn_sign_mask(const uint32_t v[SFPU_LANES])
{
#if defined(__SSE2__)
    uint32_t m = 0;
    for (unsigned g = 0; g < SFPU_LANES; g += 4) {
        __m128 x = _mm_castsi128_ps(_mm_loadu_si128((const __m128i *)(const void *)(v + g)));
        m |= (uint32_t)_mm_movemask_ps(x) << g;
    }
    return m;
#else
    uint32_t m = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        m |= (v[lane] >> 31) << lane;
    }
    return m;
#endif
}

/* Bit L = (v[L] == 0), for all 32 lanes. */
static inline uint32_t insn_zero_mask(const uint32_t v[SFPU_LANES])
{
#if defined(__SSE2__)
    uint32_t m = 0;
    const __m128i zero = _mm_setzero_si128();
    for (unsigned g = 0; g < SFPU_LANES; g += 4) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(v + g));
        m |= (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(x, zero))) << g;
    }
    return m;
#else
    uint32_t m = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        m |= (uint32_t)(v[lane] == 0) << lane;
    }
    return m;
#endif
}

/* True if VD may be written by a normal result write (VD < 8 or VD == 16). */
static inline bool insn_vd_writable(unsigned vd) { return vd < 8 || vd == 16; }

/* THE masked-write funnel. Queues LReg[reg] = vals for lanes in `mask`, intersected with
 * fx->lane_limit. No VD rule is applied here (for SFPTRANSP/SFPSHFT2/SFPSWAP multi-writes). */
void insn_write(sfpu_effect_t *fx, unsigned reg, uint32_t mask, const uint32_t vals[SFPU_LANES]);

/* The same, for a result computed in place: returns the value array of a new write of LReg[reg] in `mask` (&
 * fx->lane_limit) for the caller to fill before the instruction returns, or NULL when nothing is written (then
 * the caller has nothing to compute). */
uint32_t *insn_write_slot(sfpu_effect_t *fx, unsigned reg, uint32_t mask);

/* The same for the instruction's final write: no LReg read of the instruction and no other write of `reg` follows
 * it (a later write of another register may). Functional execution (fx->direct) then writes the LRegs at once
 * instead of queueing the values to be copied again at the commit; the timing model's records queue it. */
void insn_write_final(struct sfpu *s, sfpu_effect_t *fx, unsigned reg, uint32_t mask, const uint32_t vals[SFPU_LANES]);

/* The common result write, an insn_write_final: if VD is writable (VD < 8 || VD == 16), write vals to the lanes
 * that are enabled (LaneEnabled). Returns false when VD is not writable (the write is dropped). */
bool insn_write_vd(struct sfpu *s, sfpu_effect_t *fx, unsigned vd, const uint32_t vals[SFPU_LANES]);

/* Mark undefined behaviour: records the rule in s->err and returns SFPU_ERR_UNDEFINED.
 * Usage: return insn_ub(s, "SFPPUSHC with a full flag stack (lane %u)", lane); */
sfpu_status_t insn_ub(struct sfpu *s, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* SFPAND/SFPOR's second source: BH Mod1 bit 0 (USE_VB) selects VB, else VD. WH has no Mod1/VB fields and its
 * model says "VB = VD", which an SFPLOADMACRO-scheduled instance skips (the sequence logic supplies VB). */
static inline unsigned insn_andor_second_source(const struct sfpu *s, const sfpu_insn_t *in)
{
    if (insn_is_bh(s)) {
        return (SFPU_F(in, mod1) & 1u) ? SFPU_F(in, vb) : SFPU_F(in, vd);
    }
    return in->scheduled ? SFPU_F(in, vb) : SFPU_F(in, vd);
}

/* Sign-extend the low `bits` bits of v. */
static inline int32_t insn_sext(uint32_t v, unsigned bits)
{
    uint32_t m = 1u << (bits - 1);
    v &= (bits == 32) ? 0xFFFFFFFFu : ((1u << bits) - 1);
    return (int32_t)((v ^ m) - m);
}

/* The Dst FP32 storage shuffle of a whole word, written on the 32-bit word (sfpu_lane_dst_decode_fp32 /
 * sfpu_lane_dst_encode_fp32 / sfpu_lane_flush_fp32 compute the same through the 16-bit halves): inline and free of
 * calls, so the 32-lane loops of SFPLOAD / SFPSTORE vectorise. */
static inline uint32_t insn_dst_decode_fp32_word(uint32_t x)
{
    return (x & 0x8000FFFFu) | ((x & 0x00FF0000u) << 7) | ((x >> 8) & 0x007F0000u);
}
static inline uint32_t insn_dst_encode_fp32_word(uint32_t x)
{
    return (x & 0x8000FFFFu) | ((x & 0x007F0000u) << 8) | ((x >> 7) & 0x00FF0000u);
}
static inline uint32_t insn_flush_fp32_word(uint32_t x)
{
    uint32_t denorm = 0u - (uint32_t)((x & 0x7F800000u) == 0); /* all ones for a zero exponent */
    return x & (0x80000000u | ~denorm);
}

/* ---- shared by SFPLOAD, SFPSTORE and SFPLOADMACRO (insn/dst_access.c) ---- */
/* Dst row/column of `lane` for a computed 10-bit address (spec digest 6.2). */
unsigned insn_dst_row(unsigned addr, unsigned lane);
unsigned insn_dst_col(const struct sfpu *s, unsigned addr, unsigned lane, bool write);
/* 16/32-bit Dst views with the arch's Adj16/Adj32 row mapping (spec digest 6.1). */
uint32_t insn_dst_read16(const struct sfpu *s, unsigned row, unsigned col);
void insn_dst_write16(struct sfpu *s, unsigned row, unsigned col, uint32_t v);
uint32_t insn_dst_read32(const struct sfpu *s, unsigned row, unsigned col);
void insn_dst_write32(struct sfpu *s, unsigned row, unsigned col, uint32_t v);
unsigned insn_adj16(const struct sfpu *s, unsigned row);
unsigned insn_adj32(const struct sfpu *s, unsigned row);

/* The 32 lanes of one SFPLOAD / SFPSTORE at a computed Addr, all at once: lane L = 8 * g + c touches row
 * row[g] (physical row phys[g] through Adj32 when `wide`, else Adj16) and column col[c] - the same cells
 * insn_dst_row / insn_dst_col / insn_dst_read* / insn_dst_write* name lane by lane. */
typedef struct insn_dst_lanes {
    unsigned row[4], phys[4], col[8];
    uint32_t odd[8]; /* 0xFFFFFFFF where col[c] is odd (the high half of 32-bit word c of a row), else 0 */
    bool wide;
    int8_t parity; /* 0: every col[c] even, 1: every one odd (no column exchange, the usual case), -1: mixed */
} insn_dst_lanes_t;
void insn_dst_lane_map(const struct sfpu *s, unsigned addr, bool write, bool wide, insn_dst_lanes_t *m);
/* First row group (0..3) with a lane in `mask` whose physical row is marked undefined (DstRowValid = 0), or -1. */
int insn_dst_invalid_group(const struct sfpu *s, const insn_dst_lanes_t *m, uint32_t mask);
/* d[L] = the Dst datum of every lane (16 or 32 bits as m->wide says), masked-off lanes included. */
void insn_dst_read_lanes(const struct sfpu *s, const insn_dst_lanes_t *m, uint32_t d[SFPU_LANES]);
/* Write v[L] to the cells of the lanes in `mask`, in lane order (high half before low half), through the one
 * Dst-write funnel (timed execution reports each cell as a port event). */
void insn_dst_write_lanes(struct sfpu *s, const insn_dst_lanes_t *m, uint32_t mask, const uint32_t v[SFPU_LANES]);
