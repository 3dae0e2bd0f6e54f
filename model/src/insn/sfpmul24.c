/* sfpmul24.c - SFPMUL24 (Blackhole only): lanewise low or high 23 bits of the product of two 23-bit
 * integers, through the reused FP multiplier. Spec: BlackholeA0/.../SFPMUL24.md (tenstorrent version). */
#include "mad_vd.h"

#define SFPMUL24_MOD1_UPPER 1
#define SFPMUL24_MOD1_INDIRECT_VA 4
#define SFPMUL24_MOD1_INDIRECT_VD 8
#define SFPMUL24_MOD1_UNDEFINED 2 /* not defined by the page (SFPMAD's NEGATE_VC position) */

#define MASK23 0x7FFFFFu

/* What the FP adder stage does to the 23-bit product p when VC is not the zero constant: the page calls it
 * NonContractualBehavior of current silicon and we reproduce it. p is treated as a mantissa at exponent
 * 129 and z as an FP32 value (its sign ignored; exponent 0 = no effect); the operand with the smaller
 * exponent is shifted right, the shifted z mantissa (with 3 guard bits) is added and the sum cut back to 23
 * bits. Quirks kept on purpose: both shift amounts are taken modulo 32 (so z exponents far from 129 wrap
 * around), and z's shifted-out bits add 1 << 16 (not 1) when they exceed 0xFFFF. */
static uint32_t mul24_adder_stage(uint32_t p, uint32_t z)
{
    unsigned ze = (z >> 23) & 0xFFu;
    if (ze == 0) {
        return p;
    }
    const unsigned pe = 129;
    unsigned re = ze > pe ? ze : pe;
    unsigned zshift = (re - ze) & 31u;
    uint32_t zm = ((1u << 23) | (z & MASK23)) << 3;
    p >>= (re - pe) & 31u;
    uint32_t zs = zm >> zshift;
    if (zs != 0) {
        uint32_t lost = zm & ((1u << zshift) - 1u); /* zshift <= 31: the bits shifted out of zm */
        p += zs + (lost > 0xFFFFu ? 1u << 16 : 0u);
        p &= MASK23;
    }
    return p;
}

sfpu_status_t sfpu_exec_sfpmul24(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned mod1 = SFPU_F(in, mod1);
    if (mod1 & SFPMUL24_MOD1_UNDEFINED) {
        return insn_ub(s, "SFPMUL24 Mod1 %u: bit 1 is not defined (UPPER 1, INDIRECT_VA 4, INDIRECT_VD 8)", mod1);
    }
    unsigned vb = SFPU_F(in, vb), vc = SFPU_F(in, vc);
    uint32_t d[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        unsigned va = (mod1 & SFPMUL24_MOD1_INDIRECT_VA) ? (s->st.lreg[7][lane] & 15u) : SFPU_F(in, va);
        uint32_t a = s->st.lreg[va][lane], b = s->st.lreg[vb][lane], c = s->st.lreg[vc][lane];
        uint32_t r;
        if (mod1 & SFPMUL24_MOD1_UPPER) {
            r = (uint32_t)(((uint64_t)(a & MASK23) * (b & MASK23)) >> 23);
        } else {
            r = (a * b) & MASK23; /* the low 23 bits depend only on the low 23 bits of a and b */
        }
        d[lane] = c ? mul24_adder_stage(r, c) : r;
    }
    insn_mad_write_result(s, fx, SFPU_F(in, vd), (mod1 & SFPMUL24_MOD1_INDIRECT_VD) != 0, d);
    return SFPU_OK;
}
