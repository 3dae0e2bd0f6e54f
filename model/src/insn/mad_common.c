/* mad_common.c - the shared lanewise FMA step of the MAD family (see mad_common.h). */
#include "mad_common.h"

sfpu_status_t insn_mad_lanes(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx, const uint32_t a[SFPU_LANES],
                             const uint32_t b[SFPU_LANES], const uint32_t c[SFPU_LANES], bool indirect_vd)
{
    unsigned vd = SFPU_F(in, vd);
    uint32_t local[SFPU_LANES];
    uint32_t *d = local;
    if (!indirect_vd || vd == 16) {
        /* direct VD: compute straight into the effect record, or in functional execution into the register when
         * every lane is written and it is not an operand (nothing to do if VD is not writable or no lane is
         * enabled) */
        if (!insn_vd_writable(vd)) {
            return SFPU_OK;
        }
        uint32_t en = insn_lane_enabled(s, fx), *r = s->st.lreg[vd];
        if (fx->direct && en == 0xFFFFFFFFu && r != a && r != b && r != c) {
            s->fma_x32(a, b, c, r);
            return SFPU_OK;
        }
        d = fx->direct ? (en ? local : NULL) : insn_write_slot(fx, vd, en);
        if (d == NULL) {
            return SFPU_OK;
        }
    }
    s->fma_x32(a, b, c, d); /* this arch's, in the best variant of this CPU */
    if (d == local) {
        insn_mad_write_result(s, fx, vd, indirect_vd, d);
    }
    return SFPU_OK;
}

sfpu_status_t insn_exec_mad_family(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned mod1 = SFPU_F(in, mod1);
    if (insn_is_wh(s) && (mod1 & (SFPMAD_MOD1_NEGATE_VB | SFPMAD_MOD1_NEGATE_VC))) {
        return insn_ub(s, "Mod1 %u: bits 0-1 (NEGATE_VB/VC) exist on Blackhole only; Wormhole SFPMAD defines 4 and 8",
                       mod1);
    }
    unsigned vb = SFPU_F(in, vb), vc = SFPU_F(in, vc);
    bool indirect_vd = (mod1 & SFPMAD_MOD1_INDIRECT_VD) != 0;
    if (!(mod1 & (SFPMAD_MOD1_INDIRECT_VA | SFPMAD_MOD1_NEGATE_VB | SFPMAD_MOD1_NEGATE_VC))) {
        /* the plain form reads the registers in place (the FMA only reads its operands) */
        return insn_mad_lanes(s, in, fx, s->st.lreg[SFPU_F(in, va)], s->st.lreg[vb], s->st.lreg[vc], indirect_vd);
    }
    uint32_t a[SFPU_LANES], b[SFPU_LANES], c[SFPU_LANES];
    uint32_t nb = (mod1 & SFPMAD_MOD1_NEGATE_VB) ? 0x80000000u : 0u;
    uint32_t nc = (mod1 & SFPMAD_MOD1_NEGATE_VC) ? 0x80000000u : 0u;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        unsigned va = (mod1 & SFPMAD_MOD1_INDIRECT_VA) ? (s->st.lreg[7][lane] & 15u) : SFPU_F(in, va);
        /* the index from LReg[7] is 4 bits: LReg 0..15 (LReg[16] is only a macro destination) */
        a[lane] = s->st.lreg[va][lane];
        b[lane] = s->st.lreg[vb][lane] ^ nb;
        c[lane] = s->st.lreg[vc][lane] ^ nc;
    }
    return insn_mad_lanes(s, in, fx, a, b, c, indirect_vd);
}

sfpu_status_t insn_check_imm_mad_mod1(struct sfpu *s, const sfpu_insn_t *in, const char *name)
{
    unsigned mod1 = SFPU_F(in, mod1);
    if (insn_is_wh(s) && (mod1 & ~(unsigned)SFPMAD_MOD1_INDIRECT_VD)) {
        return insn_ub(s, "Mod1 %u: Wormhole %s defines only INDIRECT_VD (8)", mod1, name);
    }
    if (insn_is_bh(s) && (mod1 & (SFPMAD_MOD1_NEGATE_VB | SFPMAD_MOD1_INDIRECT_VA))) {
        return insn_ub(s, "Mod1 %u: Blackhole %s defines only NEGATE_VC (2) and INDIRECT_VD (8)", mod1, name);
    }
    return SFPU_OK;
}
