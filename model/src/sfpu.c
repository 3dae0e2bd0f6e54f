/* sfpu.c - public API: lifecycle, sticky errors, functional execution (through the frontend into exec/), register
 * access, checkpoints.
 * Spec: spec digest 1.4 (backdoor template load), 4.4 (fixed LRegs), 8 (undocumented reset values:
 * see docs/decisions.md D4/D5). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <stdarg.h>

#include "exec/exec.h"
#include "frontend/frontend.h"
#include "insn/insn.h"
#include "pipe/hazard.h"
#include "sfpu_state.h"

unsigned sfpu_api_version(void) { return SFPU_API_VERSION; }

/* Fixed-constant LRegs and their reset values (LReg.md; SFPCONFIG defaults for 11..14). */
static void reset_state(struct sfpu *s)
{
    sfpu_state_t *st = &s->st;
    memset(st, 0, sizeof *st);
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        st->lreg[8][lane] = 0x3F56594Bu;  /* 0.8373 */
        st->lreg[9][lane] = 0u;
        st->lreg[10][lane] = 0x3F800000u; /* 1.0 */
        st->lreg[11][lane] = 0xBF800000u; /* -1.0 */
        st->lreg[12][lane] = 0x37800000u; /* 1/65536 */
        st->lreg[13][lane] = 0xBF2CC4C7u; /* -0.67487759 */
        st->lreg[14][lane] = 0xBEB08FF9u; /* -0.34484843 */
        st->lreg[15][lane] = 2u * lane;
        /* PRNG reset is undocumented (D5): a per-lane value derived from the seed. */
        uint32_t x = s->cfg.prng_seed ^ (0x9E3779B9u * (lane + 1u));
        x ^= x >> 16;
        x *= 0x85EBCA6Bu;
        x ^= x >> 13;
        st->prng[lane] = x;
    }
    memset(st->dst_row_valid, 1, sizeof st->dst_row_valid);
    uint8_t strict = s->pipe.strict;
    memset(&s->pipe, 0, sizeof s->pipe);
    s->pipe.strict = strict;
    s->status = SFPU_OK;
    s->err[0] = '\0';
}

sfpu_status_t sfpu_create(const sfpu_config_t *cfg, sfpu_t **out)
{
    if (out == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    *out = NULL;
    sfpu_config_t c = {SFPU_ARCH_BH, 0};
    if (cfg) {
        c = *cfg;
    }
    if (c.arch != SFPU_ARCH_BH && c.arch != SFPU_ARCH_WH) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    struct sfpu *s = (struct sfpu *)calloc(1, sizeof *s);
    if (s == NULL) {
        return SFPU_ERR_INTERNAL;
    }
    s->cfg = c;
    s->fma_x32 = sfpu_lane_fma_x32_best(c.arch == SFPU_ARCH_WH);
    for (unsigned i = 0; i < SFPU_DECODE_SETS * SFPU_DECODE_WAYS; ++i) {
        s->dcache[i].op = SFPU_OP_INVALID;
    }
    reset_state(s);
    *out = s;
    return SFPU_OK;
}

void sfpu_destroy(sfpu_t *s) { free(s); }

sfpu_status_t sfpu_reset(sfpu_t *s)
{
    if (s == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    reset_state(s);
    return SFPU_OK;
}

sfpu_arch_t sfpu_get_arch(const sfpu_t *s) { return s ? s->cfg.arch : SFPU_ARCH_BH; }
sfpu_status_t sfpu_get_status(const sfpu_t *s) { return s ? s->status : SFPU_ERR_INVALID_ARGUMENT; }
const char *sfpu_last_error(const sfpu_t *s) { return s ? s->err : "null sfpu handle"; }

void sfpu_clear_error(sfpu_t *s)
{
    if (s) {
        s->status = SFPU_OK;
        s->err[0] = '\0';
    }
}

uint64_t sfpu_insn_count(const sfpu_t *s) { return s ? s->st.insn_count : 0; }

/* Functional execution through the frontend expanders: feed one raw word, then execute everything
 * they deliver until they need more input (REPLAY.md, MOPExpander.md; no clock here). */
static sfpu_status_t exec_through_frontend(struct sfpu *s, uint32_t word)
{
    bool pending = true;
    /* an expansion is at most 129 x (1 + 254 + 2) words; the bound only stops a model bug */
    for (uint32_t guard = 0; guard < (1u << 20); ++guard) {
        fe_step_t r;
        sfpu_status_t st = fe_step(s, pending, word, true, true, &r);
        if (st != SFPU_OK) {
            return st;
        }
        if (r.ingested) {
            pending = false;
        }
        if (r.emitted) {
            st = exec_word(s, r.word);
            if (st != SFPU_OK) {
                return st;
            }
        } else if (!r.bubble && !pending) {
            return SFPU_OK; /* nothing more without new input */
        }
    }
    return exec_fail(s, SFPU_ERR_INTERNAL, "frontend did not settle after 0x%08x", (unsigned)word);
}

void sfpu_insn_lregs(const sfpu_insn_t *in, uint32_t *reads, uint32_t *writes)
{
    if (reads) {
        *reads = in ? hz_true_reads(in) : 0u;
    }
    if (writes) {
        *writes = in ? hz_true_writes(in) : 0u;
    }
}

sfpu_status_t sfpu_exec_decoded(sfpu_t *s, const sfpu_insn_t *in)
{
    if (s == NULL || in == NULL || in->op >= SFPU_OP_COUNT || in->arch != (uint8_t)s->cfg.arch) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    if (s->status != SFPU_OK) {
        return s->status;
    }
    if (!fe_passthrough(&s->st.fe) || fe_is_expander_word(in->word)) {
        return exec_through_frontend(s, in->word);
    }
    return exec_run(s, in);
}

sfpu_status_t sfpu_exec(sfpu_t *s, uint32_t word)
{
    if (s == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    if (s->status != SFPU_OK) {
        return s->status;
    }
    if (!fe_passthrough(&s->st.fe) || fe_is_expander_word(word)) {
        return exec_through_frontend(s, word);
    }
    return exec_word(s, word);
}

sfpu_status_t sfpu_exec_program(sfpu_t *s, const uint32_t *words, size_t n, size_t *executed)
{
    size_t i = 0;
    sfpu_status_t st = (s == NULL || (words == NULL && n)) ? SFPU_ERR_INVALID_ARGUMENT : SFPU_OK;
    for (; st == SFPU_OK && i < n; ++i) {
        st = sfpu_exec(s, words[i]);
        if (st != SFPU_OK) {
            break;
        }
    }
    if (executed) {
        *executed = i;
    }
    return st;
}

uint32_t sfpu_lane_enable_mask(const sfpu_t *s)
{
    if (s == NULL) {
        return 0;
    }
    return insn_lane_enable_mask(s);
}

/* ---- LReg / Dst access ---- */
sfpu_status_t sfpu_peek_lreg(const sfpu_t *s, unsigned reg, uint32_t lanes[SFPU_LANES])
{
    if (s == NULL || lanes == NULL || reg >= SFPU_LREGS) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    memcpy(lanes, s->st.lreg[reg], sizeof s->st.lreg[reg]);
    return SFPU_OK;
}

sfpu_status_t sfpu_poke_lreg(sfpu_t *s, unsigned reg, const uint32_t lanes[SFPU_LANES])
{
    if (s == NULL || lanes == NULL || reg >= SFPU_LREGS) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    memcpy(s->st.lreg[reg], lanes, sizeof s->st.lreg[reg]);
    return SFPU_OK;
}

sfpu_status_t sfpu_peek_dst(const sfpu_t *s, unsigned row, unsigned col, uint16_t *val)
{
    if (s == NULL || val == NULL || row >= SFPU_DST_ROWS || col >= SFPU_DST_COLS) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    *val = s->st.dst[row][col];
    return SFPU_OK;
}

sfpu_status_t sfpu_poke_dst(sfpu_t *s, unsigned row, unsigned col, uint16_t val)
{
    if (s == NULL || row >= SFPU_DST_ROWS || col >= SFPU_DST_COLS) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    s->st.dst[row][col] = val;
    return SFPU_OK;
}

sfpu_status_t sfpu_peek_dst32(const sfpu_t *s, unsigned row, unsigned col, uint32_t *val)
{
    if (s == NULL || val == NULL || row >= SFPU_DST_ROWS || col >= SFPU_DST_COLS) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    *val = insn_dst_read32(s, row, col);
    return SFPU_OK;
}

sfpu_status_t sfpu_poke_dst32(sfpu_t *s, unsigned row, unsigned col, uint32_t val)
{
    if (s == NULL || row >= SFPU_DST_ROWS || col >= SFPU_DST_COLS) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    insn_dst_write32(s, row, col, val);
    return SFPU_OK;
}

sfpu_status_t sfpu_peek_dst_row_valid(const sfpu_t *s, unsigned row, bool *valid)
{
    if (s == NULL || valid == NULL || row >= SFPU_DST_ROWS) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    *valid = s->st.dst_row_valid[row] != 0;
    return SFPU_OK;
}

sfpu_status_t sfpu_poke_dst_row_valid(sfpu_t *s, unsigned row, bool valid)
{
    if (s == NULL || row >= SFPU_DST_ROWS) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    s->st.dst_row_valid[row] = valid ? 1 : 0;
    return SFPU_OK;
}

/* ---- named registers ---- */
typedef struct {
    const char *name;
    unsigned count;
    unsigned bits;
} reg_desc_t;

static const reg_desc_t k_regs[SFPU_REG_COUNT] = {
    [SFPU_REG_LANE_FLAGS] = {"lane_flags", 32, 1},
    [SFPU_REG_USE_LANE_FLAGS] = {"use_lane_flags", 32, 1},
    [SFPU_REG_STACK_DEPTH] = {"stack_depth", 32, 4},
    [SFPU_REG_LANE_CONFIG] = {"lane_config", 32, 18},
    [SFPU_REG_PRNG] = {"prng", 32, 32},
    [SFPU_REG_LM_MISC] = {"lm_misc", 32, 12},
    [SFPU_REG_LM_TEMPLATE] = {"lm_template", 128, 32},
    [SFPU_REG_LM_SEQUENCE] = {"lm_sequence", 128, 32},
    [SFPU_REG_STACK_FLAGS] = {"stack_flags", 256, 1},
    [SFPU_REG_STACK_USE] = {"stack_use", 256, 1},
    [SFPU_REG_RWC_DST] = {"rwc_dst", 1, 10},
    [SFPU_REG_RWC_DST_CR] = {"rwc_dst_cr", 1, 10},
    [SFPU_REG_RWC_SRCA] = {"rwc_srca", 1, 6},
    [SFPU_REG_RWC_SRCA_CR] = {"rwc_srca_cr", 1, 6},
    [SFPU_REG_RWC_SRCB] = {"rwc_srcb", 1, 6},
    [SFPU_REG_RWC_SRCB_CR] = {"rwc_srcb_cr", 1, 6},
    [SFPU_REG_RWC_SP] = {"rwc_sp", 1, 10},
    [SFPU_REG_RWC_EXTRA_ADDR_MOD_BIT] = {"rwc_extra_addr_mod_bit", 1, 1},
    [SFPU_REG_ADDR_MOD_AB] = {"addr_mod_ab", SFPU_ADDR_MODS, 16},
    [SFPU_REG_ADDR_MOD_DST] = {"addr_mod_dst", SFPU_ADDR_MODS, 16},
    [SFPU_REG_ADDR_MOD_BIAS] = {"addr_mod_bias", SFPU_ADDR_MODS, 5},
    [SFPU_REG_CFG_FP32_DST] = {"cfg_fp32_dst", 1, 1},
    [SFPU_REG_CFG_SRCB_FMT] = {"cfg_srcb_fmt", 1, 4},
    [SFPU_REG_CFG_SRCB_OVERRIDE] = {"cfg_srcb_override", 1, 1},
    [SFPU_REG_CFG_SRCB_OVERRIDE_VAL] = {"cfg_srcb_override_val", 1, 4},
    [SFPU_REG_CFG_SFPU_DEST_FMT_ENABLE] = {"cfg_sfpu_dest_fmt_enable", 1, 1},
    [SFPU_REG_CFG_SFPU_DEST_FMT_BASE] = {"cfg_sfpu_dest_fmt_base", 1, 4},
    [SFPU_REG_CFG_DEST_TARGET_OFFSET] = {"cfg_dest_target_offset", 1, 10},
    [SFPU_REG_CFG_DEST_REGW_BASE] = {"cfg_dest_regw_base", 1, 10},
    [SFPU_REG_CFG_DEST_SP_BASE] = {"cfg_dest_sp_base", 1, 10},
    [SFPU_REG_CFG_SFPU_STACK_INCR] = {"cfg_sfpu_stack_incr", 1, 10},
    [SFPU_REG_CFG_ADDR_MOD_SET_BASE] = {"cfg_addr_mod_set_base", 1, 1},
    [SFPU_REG_CFG_REMAP_ADDRS] = {"cfg_remap_addrs", 1, 1},
    [SFPU_REG_CFG_SWIZZLE_32B] = {"cfg_swizzle_32b", 1, 1},
    [SFPU_REG_MOP_CFG] = {"mop_cfg", SFPU_MOP_CFG_WORDS, 32},
    [SFPU_REG_MOP_MASK_HI] = {"mop_mask_hi", 1, 16},
    [SFPU_REG_REPLAY] = {"replay", SFPU_REPLAY_SLOTS, 32},
};

const char *sfpu_reg_name(unsigned reg) { return reg < SFPU_REG_COUNT ? k_regs[reg].name : NULL; }
unsigned sfpu_reg_count(unsigned reg) { return reg < SFPU_REG_COUNT ? k_regs[reg].count : 0; }
unsigned sfpu_reg_bits(unsigned reg) { return reg < SFPU_REG_COUNT ? k_regs[reg].bits : 0; }

unsigned sfpu_reg_lookup(const char *name)
{
    for (unsigned r = 0; name && r < SFPU_REG_COUNT; ++r) {
        if (strcmp(k_regs[r].name, name) == 0) {
            return r;
        }
    }
    return SFPU_REG_COUNT;
}

/* Pointer to the storage of (reg, index) and its element size; NULL for bit-packed registers. */
static void *reg_slot(const sfpu_t *cs, unsigned reg, unsigned i, unsigned *size)
{
    struct sfpu *s = (struct sfpu *)(uintptr_t)cs; /* storage lookup only; callers keep constness */
    sfpu_state_t *st = &s->st;
    *size = 4;
    switch (reg) {
    case SFPU_REG_LANE_CONFIG: return &st->lane_config[i];
    case SFPU_REG_PRNG: return &st->prng[i];
    case SFPU_REG_LM_MISC: return &st->lm_misc[i];
    case SFPU_REG_LM_TEMPLATE: return &st->lm_template[i / 4][i % 4];
    case SFPU_REG_LM_SEQUENCE: return &st->lm_sequence[i / 4][i % 4];
    case SFPU_REG_RWC_DST: *size = 2; return &st->rwc_dst;
    case SFPU_REG_RWC_DST_CR: *size = 2; return &st->rwc_dst_cr;
    case SFPU_REG_RWC_SP: *size = 2; return &st->rwc_sp;
    case SFPU_REG_RWC_SRCA: *size = 1; return &st->rwc_srca;
    case SFPU_REG_RWC_SRCA_CR: *size = 1; return &st->rwc_srca_cr;
    case SFPU_REG_RWC_SRCB: *size = 1; return &st->rwc_srcb;
    case SFPU_REG_RWC_SRCB_CR: *size = 1; return &st->rwc_srcb_cr;
    case SFPU_REG_RWC_EXTRA_ADDR_MOD_BIT: *size = 1; return &st->rwc_extra_addr_mod_bit;
    case SFPU_REG_ADDR_MOD_AB: *size = 2; return &st->addr_mod[i].ab;
    case SFPU_REG_ADDR_MOD_DST: *size = 2; return &st->addr_mod[i].dst;
    case SFPU_REG_ADDR_MOD_BIAS: *size = 2; return &st->addr_mod[i].bias;
    case SFPU_REG_CFG_FP32_DST: return &st->cfg_fp32_dst;
    case SFPU_REG_CFG_SRCB_FMT: return &st->cfg_srcb_fmt;
    case SFPU_REG_CFG_SRCB_OVERRIDE: return &st->cfg_srcb_override;
    case SFPU_REG_CFG_SRCB_OVERRIDE_VAL: return &st->cfg_srcb_override_val;
    case SFPU_REG_CFG_SFPU_DEST_FMT_ENABLE: return &st->cfg_sfpu_dest_fmt_enable;
    case SFPU_REG_CFG_SFPU_DEST_FMT_BASE: return &st->cfg_sfpu_dest_fmt_base;
    case SFPU_REG_CFG_DEST_TARGET_OFFSET: return &st->cfg_dest_target_offset;
    case SFPU_REG_CFG_DEST_REGW_BASE: return &st->cfg_dest_regw_base;
    case SFPU_REG_CFG_DEST_SP_BASE: return &st->cfg_dest_sp_base;
    case SFPU_REG_CFG_SFPU_STACK_INCR: return &st->cfg_sfpu_stack_incr;
    case SFPU_REG_CFG_ADDR_MOD_SET_BASE: return &st->cfg_addr_mod_set_base;
    case SFPU_REG_CFG_REMAP_ADDRS: return &st->cfg_remap_addrs;
    case SFPU_REG_CFG_SWIZZLE_32B: return &st->cfg_swizzle_32b;
    case SFPU_REG_MOP_CFG: return &st->fe.mop_cfg[i];
    case SFPU_REG_MOP_MASK_HI: return &st->fe.mop_mask_hi;
    case SFPU_REG_REPLAY: return &st->fe.replay[i];
    default: return NULL;
    }
}

sfpu_status_t sfpu_get_reg(const sfpu_t *s, unsigned reg, unsigned index, uint32_t *val)
{
    if (s == NULL || val == NULL || reg >= SFPU_REG_COUNT || index >= k_regs[reg].count) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    if (reg == SFPU_REG_LANE_FLAGS) {
        *val = (s->st.lane_flags >> index) & 1u;
        return SFPU_OK;
    }
    if (reg == SFPU_REG_USE_LANE_FLAGS) {
        *val = (s->st.use_lane_flags >> index) & 1u;
        return SFPU_OK;
    }
    /* the flag stacks are stored as bit planes (sfpu_state.h): index = lane for the depth, lane * 8 + level for
     * the entries */
    if (reg == SFPU_REG_STACK_DEPTH) {
        *val = sfpu_stack_depth_of(&s->st, index);
        return SFPU_OK;
    }
    if (reg == SFPU_REG_STACK_FLAGS || reg == SFPU_REG_STACK_USE) {
        const uint32_t *plane = reg == SFPU_REG_STACK_FLAGS ? s->st.stack_flags : s->st.stack_use;
        *val = (plane[index % 8] >> (index / 8)) & 1u;
        return SFPU_OK;
    }
    unsigned size;
    const void *p = reg_slot(s, reg, index, &size);
    if (p == NULL) {
        return SFPU_ERR_INTERNAL;
    }
    *val = size == 1 ? *(const uint8_t *)p : size == 2 ? *(const uint16_t *)p : *(const uint32_t *)p;
    return SFPU_OK;
}

sfpu_status_t sfpu_set_reg(sfpu_t *s, unsigned reg, unsigned index, uint32_t val)
{
    if (s == NULL || reg >= SFPU_REG_COUNT || index >= k_regs[reg].count) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    unsigned bits = k_regs[reg].bits;
    val &= bits >= 32 ? 0xFFFFFFFFu : ((1u << bits) - 1u);
    if (reg == SFPU_REG_STACK_DEPTH && val > SFPU_FLAG_STACK_DEPTH) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    if (reg == SFPU_REG_LANE_FLAGS || reg == SFPU_REG_USE_LANE_FLAGS) {
        uint32_t *m = reg == SFPU_REG_LANE_FLAGS ? &s->st.lane_flags : &s->st.use_lane_flags;
        *m = (*m & ~(1u << index)) | (val << index);
        return SFPU_OK;
    }
    if (reg == SFPU_REG_STACK_DEPTH) {
        sfpu_stack_set_depth(&s->st, index, val);
        return SFPU_OK;
    }
    if (reg == SFPU_REG_STACK_FLAGS || reg == SFPU_REG_STACK_USE) {
        uint32_t *plane = reg == SFPU_REG_STACK_FLAGS ? s->st.stack_flags : s->st.stack_use;
        unsigned lane = index / 8;
        plane[index % 8] = (plane[index % 8] & ~(1u << lane)) | (val << lane);
        return SFPU_OK;
    }
    unsigned size;
    void *p = reg_slot(s, reg, index, &size);
    if (p == NULL) {
        return SFPU_ERR_INTERNAL;
    }
    if (size == 1) {
        *(uint8_t *)p = (uint8_t)val;
    } else if (size == 2) {
        *(uint16_t *)p = (uint16_t)val;
    } else {
        *(uint32_t *)p = val;
    }
    return SFPU_OK;
}

/* ---- checkpoints ----
 * A checkpoint is the complete model state behind a header: the architectural state (st), the timing model
 * (pipe: instructions in flight, scheduled SFPLOADMACRO work, statistics, diagnostics, strict mode) and the sticky
 * error (status + message). What it leaves out is derived from those or from the architecture (decode caches,
 * the FMA variant, the per-tick transients). The header lets sfpu_restore refuse a buffer that is not a
 * checkpoint of this build for this architecture, or that was changed after sfpu_save, before it touches the
 * model. Not a portable file format: the payload is this build's memory layout (the header's sizes catch most
 * layout changes; the version is bumped when the layout changes without changing a size). */
#define CKPT_MAGIC 0x4B504653u /* "SFPK" in memory on a little-endian host */
#define CKPT_VERSION 1u

typedef struct ckpt_header {
    uint32_t magic;
    uint32_t version;
    uint32_t arch;        /* sfpu_arch_t of the model saved */
    uint32_t header_size; /* sizeof(ckpt_header_t) */
    uint64_t total_size;  /* header + payload = sfpu_state_size() */
    uint32_t state_size;  /* sizeof(sfpu_state_t) of the build that saved it */
    uint32_t pipe_size;   /* sizeof(sfpu_pipe_t) */
    uint32_t err_size;    /* sizeof s->err */
    uint32_t reserved;    /* 0 */
    uint64_t checksum;    /* ckpt_hash over the header (checksum = 0) and the payload */
} ckpt_header_t;

#define CKPT_OFF_ST sizeof(ckpt_header_t)
#define CKPT_OFF_PIPE (CKPT_OFF_ST + sizeof(sfpu_state_t))
#define CKPT_OFF_STATUS (CKPT_OFF_PIPE + sizeof(sfpu_pipe_t))
#define CKPT_OFF_ERR (CKPT_OFF_STATUS + sizeof(int32_t))
#define CKPT_SIZE (CKPT_OFF_ERR + sizeof(((struct sfpu *)0)->err))

/* A 64-bit hash over 8-byte words in four interleaved lanes (word i goes to lane i % 4, so the four multiply
 * chains overlap; scalar on purpose - GCC's SSE2 form of the 64-bit multiply was 5x slower). Each step is a
 * bijection of its lane's value for a fixed word, and the lanes are combined by h = ((l0 * P + l1) * P + l2) * P + l3
 * with P odd, so a change confined to one 8-byte word always changes the result; other corruptions collide with
 * probability about 2^-64. Not a defence against a deliberate forgery (nothing here is). */
#define CKPT_P 0x9E3779B97F4A7C15ull
static inline uint64_t ckpt_step(uint64_t h, uint64_t w)
{
    h = (h ^ w) * CKPT_P;
    return h ^ (h >> 29);
}

static uint64_t ckpt_hash(uint64_t seed, const void *p, size_t n)
{
    const unsigned char *b = (const unsigned char *)p;
    uint64_t l0 = seed, l1 = seed ^ 1u, l2 = seed ^ 2u, l3 = seed ^ 3u;
    for (; n >= 32; n -= 32, b += 32) {
        uint64_t w0, w1, w2, w3;
        memcpy(&w0, b, 8);
        memcpy(&w1, b + 8, 8);
        memcpy(&w2, b + 16, 8);
        memcpy(&w3, b + 24, 8);
        l0 = ckpt_step(l0, w0);
        l1 = ckpt_step(l1, w1);
        l2 = ckpt_step(l2, w2);
        l3 = ckpt_step(l3, w3);
    }
    for (; n > 0; b += 8) { /* the tail: lane 0 only, a partial word marked with its length */
        uint64_t w = 0;
        size_t take = n < 8 ? n : 8;
        memcpy(&w, b, take);
        l0 = ckpt_step(l0, w ^ ((uint64_t)take << 56));
        n -= take;
    }
    return ((l0 * CKPT_P + l1) * CKPT_P + l2) * CKPT_P + l3;
}

static uint64_t ckpt_checksum(const void *buf)
{
    ckpt_header_t hd;
    memcpy(&hd, buf, sizeof hd);
    hd.checksum = 0;
    uint64_t h = ckpt_hash(0xCBF29CE484222325ull, &hd, sizeof hd);
    return ckpt_hash(h, (const char *)buf + sizeof hd, CKPT_SIZE - sizeof hd);
}

size_t sfpu_state_size(void) { return CKPT_SIZE; }

sfpu_status_t sfpu_save(const sfpu_t *s, void *buf, size_t size)
{
    if (s == NULL || buf == NULL || size != CKPT_SIZE) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    char *b = (char *)buf;
    ckpt_header_t hd;
    memset(&hd, 0, sizeof hd);
    hd.magic = CKPT_MAGIC;
    hd.version = CKPT_VERSION;
    hd.arch = (uint32_t)s->cfg.arch;
    hd.header_size = (uint32_t)sizeof hd;
    hd.total_size = CKPT_SIZE;
    hd.state_size = (uint32_t)sizeof s->st;
    hd.pipe_size = (uint32_t)sizeof s->pipe;
    hd.err_size = (uint32_t)sizeof s->err;
    memcpy(b, &hd, sizeof hd);
    memcpy(b + CKPT_OFF_ST, &s->st, sizeof s->st);
    memcpy(b + CKPT_OFF_PIPE, &s->pipe, sizeof s->pipe);
    int32_t status = (int32_t)s->status;
    memcpy(b + CKPT_OFF_STATUS, &status, sizeof status);
    /* the message up to its end, zero after it: a checkpoint never carries the bytes of an older, cleared message */
    size_t elen = 0;
    while (elen < sizeof s->err && s->err[elen] != '\0') {
        ++elen;
    }
    memcpy(b + CKPT_OFF_ERR, s->err, elen);
    memset(b + CKPT_OFF_ERR + elen, 0, sizeof s->err - elen);
    hd.checksum = ckpt_checksum(b);
    memcpy(b, &hd, sizeof hd);
    return SFPU_OK;
}

static const char *arch_name(uint32_t a)
{
    return a == SFPU_ARCH_BH ? "Blackhole A0" : a == SFPU_ARCH_WH ? "Wormhole B0" : "an unknown architecture";
}

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static sfpu_status_t ckpt_reject(char *msg, size_t len, const char *fmt, ...)
{
    if (msg && len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, len, fmt, ap);
        va_end(ap);
    }
    return SFPU_ERR_INVALID_ARGUMENT;
}

sfpu_status_t sfpu_checkpoint_check(const void *buf, size_t size, sfpu_arch_t arch, char *msg, size_t len)
{
    if (msg && len) {
        msg[0] = '\0';
    }
    if (buf == NULL) {
        return ckpt_reject(msg, len, "checkpoint: no buffer");
    }
    if (size != CKPT_SIZE) {
        return ckpt_reject(msg, len, "checkpoint: buffer of %zu bytes, a checkpoint of this build has %zu (sfpu_state_size())",
                           size, (size_t)CKPT_SIZE);
    }
    ckpt_header_t hd;
    memcpy(&hd, buf, sizeof hd);
    if (hd.magic != CKPT_MAGIC) {
        return ckpt_reject(msg, len, "checkpoint: not an SFPU checkpoint (magic 0x%08x, expected 0x%08x)",
                           (unsigned)hd.magic, (unsigned)CKPT_MAGIC);
    }
    if (hd.version != CKPT_VERSION) {
        return ckpt_reject(msg, len, "checkpoint: format version %u, this library reads version %u", (unsigned)hd.version,
                           (unsigned)CKPT_VERSION);
    }
    if (hd.header_size != sizeof hd || hd.total_size != CKPT_SIZE || hd.state_size != sizeof(sfpu_state_t) ||
        hd.pipe_size != sizeof(sfpu_pipe_t) || hd.err_size != sizeof(((struct sfpu *)0)->err) || hd.reserved != 0) {
        return ckpt_reject(msg, len,
                           "checkpoint: made by a different build of the model (state %u + %u bytes, this build %zu + %zu)",
                           (unsigned)hd.state_size, (unsigned)hd.pipe_size, sizeof(sfpu_state_t), sizeof(sfpu_pipe_t));
    }
    uint64_t sum = ckpt_checksum(buf);
    if (sum != hd.checksum) {
        return ckpt_reject(msg, len,
                           "checkpoint: checksum 0x%016llx does not match the contents (0x%016llx): the buffer was changed "
                           "or corrupted after sfpu_save",
                           (unsigned long long)hd.checksum, (unsigned long long)sum);
    }
    if (hd.arch != (uint32_t)arch) {
        return ckpt_reject(msg, len, "checkpoint: taken on %s, this model is %s", arch_name(hd.arch), arch_name((uint32_t)arch));
    }
    int32_t status;
    memcpy(&status, (const char *)buf + CKPT_OFF_STATUS, sizeof status);
    if (status < SFPU_OK || status > SFPU_ERR_INTERNAL ||
        memchr((const char *)buf + CKPT_OFF_ERR, '\0', sizeof(((struct sfpu *)0)->err)) == NULL) {
        return ckpt_reject(msg, len, "checkpoint: invalid error state (status %d)", (int)status);
    }
    return SFPU_OK;
}

sfpu_status_t sfpu_restore(sfpu_t *s, const void *buf, size_t size)
{
    if (s == NULL || sfpu_checkpoint_check(buf, size, s->cfg.arch, NULL, 0) != SFPU_OK) {
        return SFPU_ERR_INVALID_ARGUMENT; /* the model is unchanged; sfpu_checkpoint_check gives the reason */
    }
    const char *b = (const char *)buf;
    memcpy(&s->st, b + CKPT_OFF_ST, sizeof s->st);
    memcpy(&s->pipe, b + CKPT_OFF_PIPE, sizeof s->pipe);
    int32_t status;
    memcpy(&status, b + CKPT_OFF_STATUS, sizeof status);
    s->status = (sfpu_status_t)status;
    memcpy(s->err, b + CKPT_OFF_ERR, sizeof s->err);
    return SFPU_OK;
}
