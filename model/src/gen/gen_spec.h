/* gen_spec.h - the coverage groups derived from the specification (gen_spec.c): each instruction's modes crossed with
 * the LaneConfig bits it reads (gen_reads.def), the value boundaries the pages draw, ADDR_MOD actions x RWC states,
 * and the edges of each instruction's defined encodings (the undefined words the generator presents). Internal. */
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sfpu/sfpu_gen.h"

/* ---- what each instruction reads (gen_reads.def) ---- */
enum {
    GR_FP16A_INF, GR_BACKDOOR, GR_DEST_INDEX, GR_CAPTURE_INDEX, GR_BLOCK_WR, GR_BLOCK_RD, GR_RD_XCHG, GR_WR_XCHG,
    GR_SRCB_SRCC, GR_ROW_MASK, GR_LC_HI, GR_BITS
};
#define GR(x) (1u << GR_##x)
typedef struct gspec_reads {
    const char *name, *fields;
    uint32_t mode_bits, insn_bits;
} gspec_reads_t;
/* The row of op (NULL past the table); the table's rows and their count. */
const gspec_reads_t *gspec_reads(unsigned op);
const gspec_reads_t *gspec_reads_table(size_t *n);
const char *gspec_bit_name(unsigned bit);
/* The LaneConfig bits of `bit` (ROW_MASK: bits 15:12, LC_HI: 17:16). */
uint32_t gspec_bit_lanecfg(unsigned bit);

typedef struct gspec_rd {
    uint8_t op, mod, bit, per_mode; /* per_mode 0: the bin counts the instruction in any mode (counter mod 0) */
} gspec_rd_t;
size_t gspec_reads_list(sfpu_arch_t arch, uint64_t allow, const uint16_t mods[SFPU_OP_COUNT], gspec_rd_t *out,
                        size_t cap);

/* ---- value boundaries ---- */
enum {
    GB_FMA_BELOW, GB_FMA_ZERO, GB_FMA_MIN, GB_FMA_MAX, GB_FMA_OVER, /* SFPMAD/SFPADD/SFPMUL result exponent */
    GB_FP16INF_MAX, GB_FP16INF_INF,                                /* SFPLOAD FP16 exponent 31, ENABLE_FP16A_INF */
    GB_CAST_TIE_EVEN, GB_CAST_TIE_ODD,                             /* SFPCAST RNE ties */
    GB_ABS_NEG_INF, GB_ABS_NEG_NAN, GB_ABS_NEG_ZERO,               /* SFPABS float mode */
    GB_LUT,                                                        /* SFPLUT |LReg3| edges: 4 */
    GB_LUTFP32 = GB_LUT + 4,                                       /* SFPLUTFP32 edges: 12 */
    GB_ARECIP = GB_LUTFP32 + 12,                                   /* SFPARECIP range edges: 8 */
    GB_SWAP_INDEX = GB_ARECIP + 8,                                 /* SFPSWAP dest index onto VD 4..7 */
    GB_COMPC_EMPTY,                                                /* SFPCOMPC on an empty stack, flags false */
    GB_DIVP2_SEXT,                                                 /* SFPDIVP2 Imm8 written sign-extended */
    GB_IADD_OVF,                                                   /* SFPIADD result past the int32 limit */
    GB_SETCC_NEG_ZERO,   /* SFPSETCC EQ0 of -0: the int32 view, not zero (SFPSETCC.md) */
    GB_SETCC_NE0_NEG_ZERO, /* SFPSETCC NE0 of -0: the same rule in the other mode */
    GB_CAST_STICKY,      /* SFPCAST RNE, guard set, only the highest sticky bit, even LSB: rounds up, no tie */
    GB_STOCH_FP16A_TIE,  /* SFPSTOCHRND FP32->FP16A to nearest, discarded bits exactly half (>= rounds up) */
    GB_STOCH_UINT16_TOP, /* SFPSTOCHRND FP32->UINT16 of |x| in [2^15, 2^16): representable, not saturated */
    GB_STOCH_INT8_128,   /* SFPSTOCHRND to INT8 of magnitude 128 (FP32 or INT32 shifted): clamped to 127 */
    GB_STORE_FP16_FLUSH, /* SFPSTORE FP16 of FP32 exponent 112: one below its smallest normal (flushed to zero) */
    GB_STORE_FP16_OVER,  /* SFPSTORE FP16 of FP32 exponent 144: one above its largest (saturated) */
    GB_DIVP2_ADD_MAX,    /* SFPDIVP2 ADD of an operand of exponent 254, the largest finite (added to, not kept) */
    GB_MOV_LC_HI,        /* SFPMOV FROM_SPECIAL of LaneConfig with bits 17:16 set (SFPCONFIG.md: 18 bits) */
    GB_STOCH_UINT16_SAT, /* SFPSTOCHRND FP32->UINT16 of |x| in [2^16, 2^17): the first values past the limit */
    GB_LZ_NEG_ZERO,      /* SFPLZ NOSGN_MASK with CC_NE0 of -0: the masked input is zero (flag false) */
    GB_STOCH_FP16B_TIE,  /* SFPSTOCHRND FP32->FP16B to nearest, discarded 16 bits exactly half (>= rounds up) */
    GB_LOAD_INDEX_BLOCKED, /* SFPLOAD capturing the Dst index in a lane whose Dst reads are blocked: no index */
    GB_MOV_PRNG_UNWRITTEN, /* SFPMOV FROM_SPECIAL of the PRNG into a VD it does not write: the PRNG still advances */
    GB_LOAD_INDEX_XCHG,    /* SFPLOAD capturing the Dst index in a lane with DEST_RD_COL_EXCHANGE: the other column */
    GB_COUNT
};
_Static_assert(GB_COUNT == SFPU_GEN_BOUND_BINS, "SFPU_GEN_BOUND_BINS (sfpu_gen.h) must match gen_spec.h");
extern const uint32_t gspec_lut_edges[4], gspec_lutfp32_edges[12], gspec_arecip_edges[8];
bool gspec_bound_exists(sfpu_arch_t arch, uint64_t allow, const uint16_t *mods, unsigned b);
/* Name of bound bin b (buf of 96). */
const char *gspec_bound_name(unsigned b, char *buf, size_t len);

/* ---- ADDR_MOD action x RWC state ---- */
enum { GA_INCR_EQ, GA_INCR_NE, GA_INCR_WRAP, GA_CR_EQ, GA_CR_NE, GA_CR_WRAP, GA_CLR_EQ, GA_CLR_NE, GA_C2CR_EQ,
       GA_C2CR_NE, GA_C2CR_CR_EQ, GA_C2CR_CR_NE,
       GA_SETRWC_CR_EQ, GA_SETRWC_CR_NE, GA_SETRWC_C2CR_EQ, GA_SETRWC_C2CR_NE, /* TTSETRWC of Dst: CR_DST, C_TO_CR */
       GA_INCRWC_CR_EQ, GA_INCRWC_CR_NE,                                     /* TTINCRWC of Dst through CR */
       GA_COUNT };
_Static_assert(GA_COUNT == SFPU_GEN_ADDRMOD_BINS, "SFPU_GEN_ADDRMOD_BINS (sfpu_gen.h) must match gen_spec.h");
extern const char *const gspec_addrmod_names[GA_COUNT];
/* The action of ADDR_MOD Dst word d: 0 none, 1 adds, 2 adds through the CR copy, 3 clears, 4 copies to CR (5: with
 * the CR bit also set). */
unsigned gspec_am_action(uint32_t d);

/* ---- the edges of the defined encodings: the undefined words (sfpu_gen_opts_t.undef) ---- */
enum {
    GU_RSV_ONE, GU_RSV_ALL, GU_RSV_RAND, /* a reserved field (a = lo, b = hi) at one, all ones, a random value */
    GU_SEXT_SHORT,                       /* SFPDIVP2: [23:20] one bit short of Imm8's sign extension */
    GU_MODE,                             /* an undefined Mod value a */
    GU_OPCODE,                           /* the other architecture's instruction */
    GU_TEMPLATE,                         /* an SFPLOADMACRO template of the other architecture's instruction */
    GU_STACK_FULL, GU_STACK_EMPTY, GU_MACRO_SEQ1, GU_MACRO_TEMPLATE, GU_MACRO_STORE, GU_DST_ROW,
    GU_DST_ROW_OFF, /* the rule's other side: a load / store beside an invalid row only disabled lanes address */
    GU_KINDS
};
typedef struct gspec_ud {
    uint8_t kind, op, a, b;
} gspec_ud_t;
size_t gspec_undef_list(sfpu_arch_t arch, uint64_t allow, const uint16_t mods[SFPU_OP_COUNT], gspec_ud_t *out,
                        size_t cap);
const char *gspec_undef_name(sfpu_arch_t arch, const gspec_ud_t *u, char *buf, size_t len);

/* ---- sampling (the functional model before the word executes, and after) ---- */
void gspec_sample_pre(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_insn_t *in, uint32_t lanes);
void gspec_sample_post(sfpu_gen_cov_t *c, const sfpu_t *f, const sfpu_insn_t *in, uint32_t lanes);
/* (gspec_bound_exists: mods = the modes each instruction may run in, NULL: all.) */
/* The FMA boundary class (GB_FMA_*) of a * b + c on arch, or -1 (none of them, or not decidable by scaling). */
int gspec_fma_class(sfpu_arch_t arch, uint32_t a, uint32_t b, uint32_t c);
