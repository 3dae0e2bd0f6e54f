/* sfpconfig.c - SFPCONFIG: write LoadMacroConfig, LReg[11..14] or LaneConfig from LReg[0][L&7] or Imm16.
 * Spec: SFPCONFIG.md functional model (BH newest version = WH), spec digest 4.3 and 2.2. */
#include "flags.h"

#define MOD1_IMM16_IS_VALUE 1
#define MOD1_BITWISE_OR 2
#define MOD1_BITWISE_AND 4
#define MOD1_BITWISE_XOR 6
#define MOD1_IMM16_IS_LANE_MASK 8

#define LM_MISC_MASK 0xFFFu

/* dst op= v with op from Mod1[2:1]: 0 '=', 1 '|=', 2 '&=', 3 '^='. */
static uint32_t apply_op(unsigned mod1, uint32_t dst, uint32_t v)
{
    switch (mod1 & 6u) {
    case MOD1_BITWISE_OR: return dst | v;
    case MOD1_BITWISE_AND: return dst & v;
    case MOD1_BITWISE_XOR: return dst ^ v;
    default: return v;
    }
}

sfpu_status_t sfpu_exec_sfpconfig(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    unsigned mod1 = SFPU_F(in, mod1), vd = SFPU_F(in, vd);
    uint32_t imm16 = SFPU_F(in, imm16) & 0xFFFFu;
    bool imm_value = (mod1 & MOD1_IMM16_IS_VALUE) != 0;

    /* Lanes written. Everything is decided by lane L&7 (row 0 of the column) and broadcast down
     * the column: the optional Imm16 lane mask (even bits), then that lane's UseLaneFlags/LaneFlags.
     * ROW_MASK is NOT consulted, and there is no backdoor (VD selects a destination). */
    uint32_t lanes = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        unsigned col = lane & 7u;
        if ((mod1 & MOD1_IMM16_IS_LANE_MASK) && !((imm16 >> (col * 2u)) & 1u)) {
            continue;
        }
        if (((s->st.use_lane_flags >> col) & 1u) && !((s->st.lane_flags >> col) & 1u)) {
            continue;
        }
        lanes |= 1u << lane;
    }

    const uint32_t *l0 = s->st.lreg[0];
    switch (vd) {
    case 0: case 1: case 2: case 3:
        /* 16 bits cannot hold an instruction: IMM16_IS_VALUE is ignored, the source is always LReg[0]. */
        for (uint32_t m = lanes; m; m &= m - 1) {
            unsigned lane = (unsigned)__builtin_ctz(m);
            s->st.lm_template[lane][vd] = l0[lane & 7u];
        }
        break;
    case 4: case 5: case 6: case 7:
        for (uint32_t m = lanes; m; m &= m - 1) {
            unsigned lane = (unsigned)__builtin_ctz(m);
            s->st.lm_sequence[lane][vd - 4] = imm_value ? imm16 : l0[lane & 7u];
        }
        break;
    case 8:
        for (uint32_t m = lanes; m; m &= m - 1) {
            unsigned lane = (unsigned)__builtin_ctz(m);
            uint32_t v = (imm_value ? imm16 : l0[lane & 7u]) & LM_MISC_MASK;
            s->st.lm_misc[lane] = apply_op(mod1, s->st.lm_misc[lane], v) & LM_MISC_MASK;
        }
        break;
    case 9: case 10:
        /* NonContractual: current silicon does nothing. */
        break;
    case 11: case 12: case 13: case 14: {
        /* The only normal way to write LReg[11..14]; Imm16 is too small for a float, so
         * IMM16_IS_VALUE selects a fixed default per register. */
        static const uint32_t k_default[4] = {
            0xBF800000u, /* 11: -1.0 */
            0x37800000u, /* 12: 1/65536 (the seed's 1/512 is superseded by the upstream page) */
            0xBF2CC4C7u, /* 13: -0.67487759 */
            0xBEB08FF9u, /* 14: -0.34484843 */
        };
        uint32_t vals[SFPU_LANES];
        for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
            vals[lane] = imm_value ? k_default[vd - 11] : l0[lane & 7u];
        }
        insn_write(fx, vd, lanes, vals);
        break;
    }
    default: /* 15: LaneConfig */
        for (uint32_t m = lanes; m; m &= m - 1) {
            unsigned lane = (unsigned)__builtin_ctz(m);
            uint32_t orig = s->st.lane_config[lane];
            uint32_t v = (imm_value ? imm16 : l0[lane & 7u]) & LANECFG_MASK;
            uint32_t nv = apply_op(mod1, orig, v) & LANECFG_MASK;
            if (imm_value) {
                /* Imm16 cannot reach bits 17:16: they are ORed back from the original value. */
                nv |= orig & ~0xFFFFu;
            }
            s->st.lane_config[lane] = nv;
        }
        break;
    }
    return SFPU_OK;
}
