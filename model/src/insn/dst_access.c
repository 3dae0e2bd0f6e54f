/* dst_access.c - Dst addressing and storage views shared by SFPLOAD, SFPSTORE and SFPLOADMACRO.
 * Spec: spec digest 6.1 (Dst.md: Adj16/Adj32, 16/32-bit views) and 6.2 (row/column of a lane). */
#include "insn.h"

unsigned insn_adj16(const struct sfpu *s, unsigned r)
{
    r &= 0x3FFu;
    if (insn_is_bh(s) && s->st.cfg_remap_addrs) {
        r = (r & 0x3C7u) ^ ((r & 0x030u) >> 1) ^ ((r & 0x008u) << 2);
    }
    return r;
}

unsigned insn_adj32(const struct sfpu *s, unsigned r)
{
    r = insn_adj16(s, r);
    if (insn_is_bh(s) && s->st.cfg_swizzle_32b) {
        r = (r & 0x3F3u) ^ ((r & 0x018u) >> 1) ^ ((r & 0x004u) << 1);
    }
    return ((r & 0x1F8u) << 1) | (r & 0x207u);
}

unsigned insn_dst_row(unsigned addr, unsigned lane) { return ((addr & ~3u) + (lane >> 3)) & 0x3FFu; }

unsigned insn_dst_col(const struct sfpu *s, unsigned addr, unsigned lane, bool write)
{
    uint32_t xchg = write ? LANECFG_DEST_WR_COL_EXCHANGE : LANECFG_DEST_RD_COL_EXCHANGE;
    bool odd = (addr & 2u) != 0 || (s->st.lane_config[lane & 7] & xchg) != 0;
    return 2u * (lane & 7u) + (odd ? 1u : 0u);
}

uint32_t insn_dst_read16(const struct sfpu *s, unsigned row, unsigned col)
{
    return s->st.dst[insn_adj16(s, row)][col & 15u];
}

/* Every Dst write funnels through here: the cell, and (timed execution) the port event. */
static void write_cell(struct sfpu *s, unsigned prow, unsigned col, uint16_t v)
{
    s->st.dst[prow][col] = v;
    sfpu_out_t *log = s->dst_log;
    if (log != NULL && log->n_dst_wb < SFPU_MAX_DST_WB) {
        sfpu_dst_cell_t *c = &log->dst_wb[log->n_dst_wb++];
        c->row = (uint16_t)prow;
        c->col = (uint8_t)col;
        c->val = v;
    }
}

void insn_dst_write16(struct sfpu *s, unsigned row, unsigned col, uint32_t v)
{
    write_cell(s, insn_adj16(s, row), col & 15u, (uint16_t)v);
}

uint32_t insn_dst_read32(const struct sfpu *s, unsigned row, unsigned col)
{
    unsigned a = insn_adj32(s, row);
    return ((uint32_t)s->st.dst[a][col & 15u] << 16) | s->st.dst[(a + 8u) & 0x3FFu][col & 15u];
}

void insn_dst_write32(struct sfpu *s, unsigned row, unsigned col, uint32_t v)
{
    unsigned a = insn_adj32(s, row);
    write_cell(s, a, col & 15u, (uint16_t)(v >> 16));
    write_cell(s, (a + 8u) & 0x3FFu, col & 15u, (uint16_t)v);
}
