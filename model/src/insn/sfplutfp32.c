/* sfplutfp32.c - SFPLUTFP32: lanewise VD = a * |LReg[3]| + c, with a and c taken from a 3-entry FP32 table,
 * a 3-entry FP16 table or a 6-entry FP16 table in LReg[0..2] / LReg[4..6], selected by the magnitude of
 * LReg[3]. Spec: {BlackholeA0,WormholeB0}/.../SFPLUTFP32.md (identical functional models). */
#include "mad_vd.h"

#define SFPLUTFP32_MOD1_FP32_3ENTRY_TABLE 0
#define SFPLUTFP32_MOD1_FP16_6ENTRY_TABLE1 2
#define SFPLUTFP32_MOD1_FP16_6ENTRY_TABLE2 3
#define SFPLUTFP32_MOD1_SGN_RETAIN 4
#define SFPLUTFP32_MOD1_INDIRECT_VD 8
/* = FP16_6ENTRY_TABLE1 | INDIRECT_VD: the two share bit 3, which is why this mode always writes
 * LReg[LReg[7] & 15] (the page calls it a hardware bug; software mirrors VD into LReg[7]). */
#define SFPLUTFP32_MOD1_FP16_3ENTRY_TABLE 10

#define FP32_HALF 0x3F000000u
#define FP32_ONE 0x3F800000u
#define FP32_ONE_HALF 0x3FC00000u
#define FP32_TWO 0x40000000u
#define FP32_THREE 0x40400000u
#define FP32_FOUR 0x40800000u

sfpu_status_t sfpu_exec_sfplutfp32(struct sfpu *s, const sfpu_insn_t *in, sfpu_effect_t *fx)
{
    /* BH Mod1Mirror ([19:16]) only steers the automatic stall logic (pipe/hazard.c); the result uses Mod1. */
    unsigned mod1 = SFPU_F(in, mod1);
    if ((mod1 & 3u) == 1u) {
        /* Bit 0 only exists as half of FP16_6ENTRY_TABLE2 (3); the model would silently ignore it and use
         * the FP32 table, which is never what such an encoding meant (decision reported). */
        return insn_ub(s,
                       "SFPLUTFP32 Mod1 %u: bit 0 without bit 1 names no table (FP32_3ENTRY 0, "
                       "FP16_6ENTRY_TABLE1 2, TABLE2 3, FP16_3ENTRY 10)",
                       mod1);
    }
    bool fp16 = (mod1 & SFPLUTFP32_MOD1_FP16_6ENTRY_TABLE1) != 0;
    bool three = (mod1 & SFPLUTFP32_MOD1_FP16_3ENTRY_TABLE) == SFPLUTFP32_MOD1_FP16_3ENTRY_TABLE;
    uint32_t cut = (mod1 & 3u) == SFPLUTFP32_MOD1_FP16_6ENTRY_TABLE2 ? FP32_FOUR : FP32_THREE;

    uint32_t d[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        uint32_t l3 = s->st.lreg[3][lane];
        /* integer compares on |LReg[3]|: same order as the page's float compares (NaN sorts last) */
        uint32_t b = l3 & 0x7FFFFFFFu;
        unsigned i = b < FP32_ONE ? 0u : b < FP32_TWO ? 1u : 2u;
        uint32_t a, c;
        if (!fp16) {
            a = s->st.lreg[i][lane];
            c = s->st.lreg[4 + i][lane];
        } else if (three) {
            a = sfpu_lane_lut16(s->st.lreg[i][lane] >> 16);
            c = sfpu_lane_lut16(s->st.lreg[i][lane]);
        } else {
            /* the upper half of each segment [0,1) / [1,2) / [2,inf) uses the upper 16 bits */
            uint32_t split = i == 0 ? FP32_HALF : i == 1 ? FP32_ONE_HALF : cut;
            unsigned j = b < split ? 0u : 16u;
            a = sfpu_lane_lut16(s->st.lreg[i][lane] >> j);
            c = sfpu_lane_lut16(s->st.lreg[4 + i][lane] >> j);
        }
        uint32_t r = insn_mad_fma(s, a, b, c);
        if (mod1 & SFPLUTFP32_MOD1_SGN_RETAIN) {
            r = (r & 0x7FFFFFFFu) | (l3 & 0x80000000u);
        }
        d[lane] = r;
    }
    insn_mad_write_result(s, fx, SFPU_F(in, vd), (mod1 & SFPLUTFP32_MOD1_INDIRECT_VD) != 0, d);
    return SFPU_OK;
}
