/* insn.c - helpers shared by every instruction file: lane enables, the masked-write funnel, UB marks.
 * Spec: spec digest 1.4 (VD write rules), 4.2 (LaneEnabled). */
#include "insn.h"

#include <stdio.h>
#include <string.h>

uint32_t insn_row_masked_lanes(const struct sfpu *s)
{
    const uint32_t *lc = s->st.lane_config;
    uint32_t row_masked = 0;
    for (unsigned col = 0; col < 8; ++col) {
        uint32_t rm = (lc[col] >> LANECFG_ROW_MASK_SHIFT) & 0xFu;
        row_masked |= ((rm & 1u) << col) | (((rm >> 1) & 1u) << (col + 8)) | (((rm >> 2) & 1u) << (col + 16)) |
                      (((rm >> 3) & 1u) << (col + 24));
    }
    return row_masked;
}

void insn_write(sfpu_effect_t *fx, unsigned reg, uint32_t mask, const uint32_t vals[SFPU_LANES])
{
    mask &= fx->lane_limit;
    if (mask == 0 || fx->n >= SFPU_EFFECT_MAX_WRITES || reg >= SFPU_LREGS) {
        return;
    }
    insn_lreg_write_t *w = &fx->w[fx->n++];
    w->reg = (uint8_t)reg;
    w->mask = mask;
    sfpu_lanes_copy(w->val, vals);
}

uint32_t *insn_write_slot(sfpu_effect_t *fx, unsigned reg, uint32_t mask)
{
    mask &= fx->lane_limit;
    if (mask == 0 || fx->n >= SFPU_EFFECT_MAX_WRITES || reg >= SFPU_LREGS) {
        return NULL;
    }
    insn_lreg_write_t *w = &fx->w[fx->n++];
    w->reg = (uint8_t)reg;
    w->mask = mask;
    return w->val;
}

void insn_write_final(struct sfpu *s, sfpu_effect_t *fx, unsigned reg, uint32_t mask, const uint32_t vals[SFPU_LANES])
{
    if (!fx->direct) {
        insn_write(fx, reg, mask, vals);
        return;
    }
    mask &= fx->lane_limit;
    if (mask == 0 || reg >= SFPU_LREGS) {
        return;
    }
    uint32_t *dst = s->st.lreg[reg];
    if (mask == 0xFFFFFFFFu) {
        sfpu_lanes_copy(dst, vals);
        return;
    }
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        dst[lane] = ((mask >> lane) & 1u) ? vals[lane] : dst[lane];
    }
}

bool insn_write_vd(struct sfpu *s, sfpu_effect_t *fx, unsigned vd, const uint32_t vals[SFPU_LANES])
{
    if (!insn_vd_writable(vd)) {
        return false;
    }
    insn_write_final(s, fx, vd, fx->enabled, vals);
    return true;
}

sfpu_status_t insn_ub(struct sfpu *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->err, sizeof s->err, fmt, ap);
    va_end(ap);
    return SFPU_ERR_UNDEFINED;
}
