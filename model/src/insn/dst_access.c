/* dst_access.c - Dst addressing and storage views shared by SFPLOAD, SFPSTORE and SFPLOADMACRO.
 * Spec: spec digest 6.1 (Dst.md: Adj16/Adj32, 16/32-bit views) and 6.2 (row/column of a lane). */
#include <stddef.h>

#include "insn.h"

unsigned insn_adj16(const struct sfpu *s, unsigned r)
{
    r &= 0x3FFu;
    if (insn_is_bh(s) && s->st.cfg_remap_addrs) {
        r = (r & 0x3C7u) ^ ((r & 0x030u) >> 1) ^ ((r & 0x008u) << 2);
    }
    return r;
}

/* Adj32's last step, the 32-bit view's row spread (high half in row r, low half 8 rows on). */
static inline unsigned adj32_spread(unsigned r) { return ((r & 0x1F8u) << 1) | (r & 0x207u); }

unsigned insn_adj32(const struct sfpu *s, unsigned r)
{
    r = insn_adj16(s, r);
    if (insn_is_bh(s) && s->st.cfg_swizzle_32b) {
        r = (r & 0x3F3u) ^ ((r & 0x018u) >> 1) ^ ((r & 0x004u) << 1);
    }
    return adj32_spread(r);
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

void insn_dst_lane_map(const struct sfpu *s, unsigned addr, bool write, bool wide, insn_dst_lanes_t *m)
{
    uint32_t xchg = write ? LANECFG_DEST_WR_COL_EXCHANGE : LANECFG_DEST_RD_COL_EXCHANGE;
    m->wide = wide;
    unsigned base = addr & 0x3FCu; /* insn_dst_row(addr, 8g) = base + g: the four rows of one aligned quad */
    /* without BH's remapping Adj16 is the identity and Adj32 only its row spread: no calls */
    bool remap = insn_is_bh(s) && (s->st.cfg_remap_addrs || (wide && s->st.cfg_swizzle_32b));
    for (unsigned g = 0; g < 4; ++g) {
        unsigned r = base + g;
        m->row[g] = r;
        m->phys[g] = remap ? (wide ? insn_adj32(s, r) : insn_adj16(s, r)) : (wide ? adj32_spread(r) : r);
    }
    uint32_t a2 = (addr & 2u) ? 1u : 0u, n_odd = 0;
    for (unsigned c = 0; c < 8; ++c) {
        uint32_t odd = a2 | ((s->st.lane_config[c] & xchg) != 0);
        m->col[c] = 2u * c + odd;
        m->odd[c] = 0u - odd;
        n_odd += odd;
    }
    m->parity = (int8_t)(n_odd == 0 ? 0 : n_odd == 8 ? 1 : -1);
}

/* The lanes of a row group touch 16-bit cells 2c or 2c + 1 of a row (c = 0..7): cell pair c is 32-bit word c of
 * the row (the even cell in its low half on a little-endian host), so a group is two 16-byte loads or stores per row
 * and a select of halves, instead of a 16-bit gather or scatter per lane. */
#if defined(__SSE2__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#include <emmintrin.h>
#define DST_ROW_WORDS 1
/* the lane halves of four words: (w >> 16) where odd, w & 0xFFFF elsewhere */
static inline __m128i dst_pick_half(__m128i w, __m128i odd)
{
    return _mm_or_si128(_mm_and_si128(_mm_srli_epi32(w, 16), odd),
                        _mm_andnot_si128(odd, _mm_and_si128(w, _mm_set1_epi32(0xFFFF))));
}
/* w with the lane halves of four words replaced by x (16 bits per lane) in the lanes of en */
static inline __m128i dst_put_half(__m128i w, __m128i x, __m128i odd, __m128i en)
{
    __m128i field = _mm_and_si128(en, _mm_or_si128(_mm_and_si128(odd, _mm_set1_epi32((int)0xFFFF0000u)),
                                                   _mm_andnot_si128(odd, _mm_set1_epi32(0xFFFF))));
    __m128i put = _mm_or_si128(_mm_and_si128(odd, _mm_slli_epi32(x, 16)), _mm_andnot_si128(odd, x));
    return _mm_or_si128(_mm_andnot_si128(field, w), _mm_and_si128(field, put));
}
#else
#define DST_ROW_WORDS 0
#endif

int insn_dst_invalid_group(const struct sfpu *s, const insn_dst_lanes_t *m, uint32_t mask)
{
    for (unsigned g = 0; g < 4; ++g) {
        if (((mask >> (8u * g)) & 0xFFu) != 0 && !s->st.dst_row_valid[m->phys[g]]) {
            return (int)g;
        }
    }
    return -1;
}

void insn_dst_read_lanes(const struct sfpu *s, const insn_dst_lanes_t *m, uint32_t d[SFPU_LANES])
{
#if DST_ROW_WORDS
    if (m->parity >= 0) { /* every lane on the same half of its cell pair: shifts and masks, no selects */
        const __m128i low = _mm_set1_epi32(0xFFFF), high = _mm_set1_epi32((int)0xFFFF0000u);
        for (unsigned g = 0; g < 4; ++g) {
            const uint16_t *hi = s->st.dst[m->phys[g]], *lo = s->st.dst[(m->phys[g] + 8u) & 0x3FFu];
            for (unsigned k = 0; k < 8; k += 4) {
                __m128i h = _mm_loadu_si128((const __m128i *)(const void *)&hi[2 * k]);
                if (m->wide) {
                    __m128i l = _mm_loadu_si128((const __m128i *)(const void *)&lo[2 * k]);
                    h = m->parity ? _mm_or_si128(_mm_and_si128(h, high), _mm_srli_epi32(l, 16))
                                  : _mm_or_si128(_mm_slli_epi32(h, 16), _mm_and_si128(l, low));
                } else {
                    h = m->parity ? _mm_srli_epi32(h, 16) : _mm_and_si128(h, low);
                }
                _mm_storeu_si128((__m128i *)(void *)&d[8u * g + k], h);
            }
        }
        return;
    }
    for (unsigned g = 0; g < 4; ++g) {
        const uint16_t *hi = s->st.dst[m->phys[g]], *lo = s->st.dst[(m->phys[g] + 8u) & 0x3FFu];
        for (unsigned k = 0; k < 8; k += 4) {
            __m128i odd = _mm_loadu_si128((const __m128i *)(const void *)&m->odd[k]);
            __m128i h = dst_pick_half(_mm_loadu_si128((const __m128i *)(const void *)&hi[2 * k]), odd);
            if (m->wide) {
                __m128i l = dst_pick_half(_mm_loadu_si128((const __m128i *)(const void *)&lo[2 * k]), odd);
                h = _mm_or_si128(_mm_slli_epi32(h, 16), l);
            }
            _mm_storeu_si128((__m128i *)(void *)&d[8u * g + k], h);
        }
    }
#else
    for (unsigned g = 0; g < 4; ++g) {
        const uint16_t *hi = s->st.dst[m->phys[g]];
        const uint16_t *lo = s->st.dst[(m->phys[g] + 8u) & 0x3FFu];
        for (unsigned c = 0; c < 8; ++c) {
            d[8u * g + c] = m->wide ? ((uint32_t)hi[m->col[c]] << 16) | lo[m->col[c]] : hi[m->col[c]];
        }
    }
#endif
}

#if DST_ROW_WORDS
/* dst_store_cells for one parity (0, 1: every lane on that half of its cell pair, -1: mixed), always inlined so that
 * each call site below is specialised for a constant parity (tested per quad it cost a tenth of a store) */
static inline __attribute__((always_inline)) void
dst_store_quads(struct sfpu *s, const insn_dst_lanes_t *m, uint32_t mask, const uint32_t v[SFPU_LANES], int parity)
{
    const __m128i bit = _mm_set_epi32(8, 4, 2, 1), low = _mm_set1_epi32(0xFFFF),
                  high = _mm_set1_epi32((int)0xFFFF0000u);
    const __m128i keep = parity ? low : high; /* the half a uniform-parity store leaves alone */
    for (unsigned g = 0; g < 4; ++g) {
        uint16_t *hi = s->st.dst[m->phys[g]], *lo = s->st.dst[(m->phys[g] + 8u) & 0x3FFu];
        for (unsigned k = 0; k < 8; k += 4) {
            unsigned lane = 8u * g + k;
            uint32_t nib = (mask >> lane) & 0xFu;
            if (nib == 0) {
                continue;
            }
            __m128i x = _mm_loadu_si128((const __m128i *)(const void *)&v[lane]);
            __m128i en =
                nib == 0xFu ? _mm_set1_epi32(-1) : _mm_cmpeq_epi32(_mm_and_si128(_mm_set1_epi32((int)nib), bit), bit);
            __m128i *ph = (__m128i *)(void *)&hi[2 * k], *pl = (__m128i *)(void *)&lo[2 * k];
            if (parity >= 0) {                                /* shifts and masks only */
                __m128i put_hi, put_lo = _mm_setzero_si128(); /* the new halves, the rest of the word 0 */
                if (m->wide) {
                    put_hi = parity ? _mm_and_si128(x, high) : _mm_srli_epi32(x, 16);
                    put_lo = parity ? _mm_slli_epi32(x, 16) : _mm_and_si128(x, low);
                } else {
                    put_hi = parity ? _mm_slli_epi32(x, 16) : _mm_and_si128(x, low);
                }
                __m128i keep_en = _mm_or_si128(keep, _mm_andnot_si128(en, _mm_cmpeq_epi32(en, en)));
                _mm_storeu_si128(ph,
                                 _mm_or_si128(_mm_and_si128(_mm_loadu_si128(ph), keep_en), _mm_and_si128(put_hi, en)));
                if (m->wide) {
                    _mm_storeu_si128(
                        pl, _mm_or_si128(_mm_and_si128(_mm_loadu_si128(pl), keep_en), _mm_and_si128(put_lo, en)));
                }
                continue;
            }
            __m128i odd = _mm_loadu_si128((const __m128i *)(const void *)&m->odd[k]);
            if (m->wide) {
                _mm_storeu_si128(pl, dst_put_half(_mm_loadu_si128(pl), _mm_and_si128(x, low), odd, en));
                x = _mm_srli_epi32(x, 16);
            } else {
                x = _mm_and_si128(x, low);
            }
            _mm_storeu_si128(ph, dst_put_half(_mm_loadu_si128(ph), x, odd, en));
        }
    }
}
#endif

/* The cells of the lanes in `mask` = v, without port events. */
static void dst_store_cells(struct sfpu *s, const insn_dst_lanes_t *m, uint32_t mask, const uint32_t v[SFPU_LANES])
{
#if DST_ROW_WORDS
    if (m->parity == 0) {
        dst_store_quads(s, m, mask, v, 0);
    } else if (m->parity == 1) {
        dst_store_quads(s, m, mask, v, 1);
    } else {
        dst_store_quads(s, m, mask, v, -1);
    }
#else
    for (unsigned g = 0; g < 4; ++g) {
        uint16_t *hi = s->st.dst[m->phys[g]];
        uint16_t *lo = s->st.dst[(m->phys[g] + 8u) & 0x3FFu];
        for (unsigned c = 0; c < 8; ++c) {
            unsigned lane = 8u * g + c;
            if (!((mask >> lane) & 1u)) {
                continue;
            }
            if (m->wide) {
                hi[m->col[c]] = (uint16_t)(v[lane] >> 16);
                lo[m->col[c]] = (uint16_t)v[lane];
            } else {
                hi[m->col[c]] = (uint16_t)v[lane];
            }
        }
    }
#endif
}

void insn_dst_write_lanes(struct sfpu *s, const insn_dst_lanes_t *m, uint32_t mask, const uint32_t v[SFPU_LANES])
{
    if (s->dst_log == NULL) { /* functional execution: no port events */
        dst_store_cells(s, m, mask, v);
        return;
    }
    sfpu_out_t *log = s->dst_log;
    unsigned cells = m->wide ? 2u * SFPU_LANES : SFPU_LANES;
#if DST_ROW_WORDS /* (a little-endian host) */
    _Static_assert(sizeof(sfpu_dst_cell_t) == 6 && offsetof(sfpu_dst_cell_t, col) == 2 &&
                       offsetof(sfpu_dst_cell_t, val) == 4,
                   "the packed event writes below assume the 6-byte port cell {row, col, pad, val}");
    if (mask == 0xFFFFFFFFu && log->n_dst_wb + cells <= SFPU_MAX_DST_WB) {
        /* every lane, and room for every event: the cells as in functional execution, then the events packed
         * three 32-bit words per two cells ({row, col, pad} {val, row'} {col', pad, val'} of the 6-byte cells) */
        dst_store_cells(s, m, mask, v);
        unsigned char *c = (unsigned char *)&log->dst_wb[log->n_dst_wb];
        log->n_dst_wb = (uint8_t)(log->n_dst_wb + cells);
        for (unsigned lane = 0; lane < SFPU_LANES; lane += m->wide ? 1u : 2u) {
            uint32_t a = m->phys[lane >> 3], col = m->col[lane & 7u], w0, w1, w2;
            if (m->wide) { /* the high half at row a, the low half 8 rows on */
                w0 = a | (col << 16);
                w1 = (v[lane] >> 16) | (((a + 8u) & 0x3FFu) << 16);
                w2 = col | (v[lane] << 16);
            } else { /* lanes L and L + 1 share their row */
                w0 = a | (col << 16);
                w1 = (v[lane] & 0xFFFFu) | (a << 16);
                w2 = m->col[(lane + 1u) & 7u] | (v[lane + 1u] << 16);
            }
            /* three 4-byte stores (one 12-byte copy from a local array reloads it across its stores: a
             * store-forwarding stall) */
            memcpy(c, &w0, 4);
            memcpy(c + 4, &w1, 4);
            memcpy(c + 8, &w2, 4);
            c += 12;
        }
        return;
    }
#endif
    for (uint32_t mm = mask; mm; mm &= mm - 1) {
        unsigned lane = (unsigned)__builtin_ctz(mm);
        unsigned a = m->phys[lane >> 3], col = m->col[lane & 7u];
        if (m->wide) {
            write_cell(s, a, col, (uint16_t)(v[lane] >> 16));
            write_cell(s, (a + 8u) & 0x3FFu, col, (uint16_t)v[lane]);
        } else {
            write_cell(s, a, col, (uint16_t)v[lane]);
        }
    }
}
