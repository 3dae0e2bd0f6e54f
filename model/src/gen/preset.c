/* preset.c - named machine states a kernel may assume at entry (sfpu_apply_preset). "llk": the state that
 * tt-llk's device setup and SFPU initialisation leave before an SFPU kernel runs; every value and its source is
 * listed in model/cli/README.md and docs/decisions.md (E1). Built on the public register API only. */
#include <string.h>

#include "sfpu/sfpu.h"

static sfpu_status_t set_all(sfpu_t *s, unsigned reg, uint32_t v)
{
    for (unsigned i = 0; i < sfpu_reg_count(reg); ++i) {
        sfpu_status_t st = sfpu_set_reg(s, reg, i, v);
        if (st != SFPU_OK) {
            return st;
        }
    }
    return SFPU_OK;
}

static sfpu_status_t preset_llk(sfpu_t *s)
{
    sfpu_arch_t arch = sfpu_get_arch(s);
    sfpu_status_t st = SFPU_OK;
    /* device setup (tests/helpers/include/boot.h device_setup): SFPENCC(3, 0, 0, 10) "Enable CC stack" - every
     * lane's UseLaneFlagsForLaneEnable and LaneFlags true */
    st = st ? st : set_all(s, SFPU_REG_USE_LANE_FLAGS, 1);
    st = st ? st : set_all(s, SFPU_REG_LANE_FLAGS, 1);
    /* device setup: SFPCONFIG(0, 11, 1) - LReg11 = -1.0, "where sfpi expects it" (vConstNeg1) */
    uint32_t neg1[SFPU_LANES];
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        neg1[l] = 0xBF800000u;
    }
    st = st ? st : sfpu_poke_lreg(s, 11, neg1);
    /* _llk_math_eltwise_unary_sfpu_init_ -> _init_sfpu_config_reg: SFPCONFIG(0, 0xF, 1) - LaneConfig[15:0] = 0
     * (Imm16 cannot reach bits 17:16: they keep their value) */
    for (unsigned l = 0; l < SFPU_LANES && st == SFPU_OK; ++l) {
        uint32_t v = 0;
        st = sfpu_get_reg(s, SFPU_REG_LANE_CONFIG, l, &v);
        st = st ? st : sfpu_set_reg(s, SFPU_REG_LANE_CONFIG, l, v & ~0xFFFFu);
    }
    /* eltwise_unary_sfpu_configure_addrmod: ADDR_MOD_7 = {srca 0, srcb 0, dest 0} */
    st = st ? st : sfpu_set_reg(s, SFPU_REG_ADDR_MOD_AB, 7, 0);
    st = st ? st : sfpu_set_reg(s, SFPU_REG_ADDR_MOD_DST, 7, 0);
    st = st ? st : sfpu_set_reg(s, SFPU_REG_ADDR_MOD_BIAS, 7, 0);
    /* math::reset_counters(SET_ABD_F): SrcA, SrcB, Dst RWCs (and their carries) 0 */
    static const unsigned k_rwc[] = {SFPU_REG_RWC_DST,  SFPU_REG_RWC_DST_CR,  SFPU_REG_RWC_SRCA,
                                     SFPU_REG_RWC_SRCA_CR, SFPU_REG_RWC_SRCB, SFPU_REG_RWC_SRCB_CR};
    for (unsigned k = 0; k < sizeof k_rwc / sizeof k_rwc[0] && st == SFPU_OK; ++k) {
        st = sfpu_set_reg(s, k_rwc[k], 0, 0);
    }
    /* _llk_math_eltwise_unary_sfpu_start_(tile 0): set_dst_write_addr -> DEST_TARGET_REG_CFG_MATH_Offset 0; WH
     * also set_addr_mod_base(): ADDR_MOD_SET_Base = 1 (an instruction's ADDR_MOD 0..3 means 4..7) */
    st = st ? st : sfpu_set_reg(s, SFPU_REG_CFG_DEST_TARGET_OFFSET, 0, 0);
    if (arch == SFPU_ARCH_WH) {
        st = st ? st : sfpu_set_reg(s, SFPU_REG_CFG_ADDR_MOD_SET_BASE, 0, 1);
    }
    /* _llk_math_hw_configure_: ALU_ACC_CTRL_SFPU_Fp32_enabled = is_fp32_dest_acc_en, false by default */
    st = st ? st : sfpu_set_reg(s, SFPU_REG_CFG_FP32_DST, 0, 0);
    return st;
}

sfpu_status_t sfpu_apply_preset(sfpu_t *s, const char *name)
{
    if (s == NULL || name == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    if (strcmp(name, "llk") == 0) {
        return preset_llk(s);
    }
    return SFPU_ERR_INVALID_ARGUMENT;
}

const char *sfpu_preset_names(void) { return "llk"; }
