/* compare.c - the shared comparison engine (sfpu_compare.h): one clock of a DUT against the model, and the LReg file
 * after a clock (compare_harness.h). */
#include "sfpu/sfpu_compare.h"

#include "compare_harness.h"
#include "compare_internal.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    char *buf;
    size_t len, used;
    unsigned n;
    unsigned long long cycle;
} rep_t;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void line(rep_t *r, const char *fmt, ...)
{
    r->n++;
    if (r->buf == NULL || r->used + 1 >= r->len) {
        return;
    }
    int k = snprintf(r->buf + r->used, r->len - r->used, "cycle %llu: ", r->cycle);
    if (k > 0) {
        r->used += (size_t)k < r->len - r->used ? (size_t)k : r->len - r->used - 1;
    }
    va_list ap;
    va_start(ap, fmt);
    k = vsnprintf(r->buf + r->used, r->len - r->used, fmt, ap);
    va_end(ap);
    if (k > 0) {
        r->used += (size_t)k < r->len - r->used ? (size_t)k : r->len - r->used - 1;
    }
    if (r->used + 1 < r->len) {
        r->buf[r->used++] = '\n';
        r->buf[r->used] = '\0';
    }
}

/* "0,5,17" for the set bits of m (first few). */
static void lanes_str(uint32_t m, char *out, size_t len)
{
    size_t used = 0;
    out[0] = '\0';
    for (unsigned l = 0; l < 32 && used + 4 < len; ++l) {
        if (m & (1u << l)) {
            int k = snprintf(out + used, len - used, "%s%u", used ? "," : "", l);
            used += k > 0 ? (size_t)k : 0;
        }
    }
}

uint32_t cmp_reg_writes(const sfpu_out_t *o, unsigned reg, uint32_t data[32], uint32_t *word, uint8_t *unit)
{
    uint32_t mask = 0;
    for (unsigned i = 0; i < o->n_wb && i < SFPU_MAX_WB; ++i) {
        const sfpu_wb_event_t *e = &o->wb[i];
        if (e->reg != reg) {
            continue;
        }
        for (unsigned l = 0; l < 32; ++l) {
            if (e->mask & (1u << l)) {
                data[l] = e->data[l];
            }
        }
        mask |= e->mask;
        if (word) {
            *word = e->word;
        }
        if (unit) {
            *unit = e->unit;
        }
    }
    return mask;
}

unsigned sfpu_compare_cycle(sfpu_arch_t arch, const sfpu_out_t *model, const sfpu_out_t *dut, char *report, size_t len)
{
    rep_t r = {report, len, 0, 0, model ? model->cycle : 0};
    if (report && len) {
        report[0] = '\0';
    }
    if (model == NULL || dut == NULL) {
        line(&r, "compare: missing model or DUT record");
        return r.n;
    }
    if (model->insn_ready != dut->insn_ready) {
        line(&r, "insn_ready: model %u, dut %u%s", model->insn_ready, dut->insn_ready,
             model->stall_cause ? " (the model stalled this cycle)" : "");
    }
    /* entries that do not exist (a register, Dst row or column out of range, more entries than a record holds) are
     * differences of their own; the compare below leaves them out */
    for (unsigned side = 0; side < 2; ++side) {
        const sfpu_out_t *o = side ? dut : model;
        const char *who = side ? "dut" : "model";
        if (o->n_wb > SFPU_MAX_WB) {
            line(&r, "%s record: n_wb = %u, at most %u", who, (unsigned)o->n_wb, (unsigned)SFPU_MAX_WB);
        }
        for (unsigned i = 0; i < o->n_wb && i < SFPU_MAX_WB; ++i) {
            if (o->wb[i].reg >= SFPU_LREGS) {
                line(&r, "%s record: write-back of LReg %u, which does not exist", who, (unsigned)o->wb[i].reg);
            }
        }
        if (o->n_dst_wb > SFPU_MAX_DST_WB) {
            line(&r, "%s record: n_dst_wb = %u, at most %u", who, (unsigned)o->n_dst_wb, (unsigned)SFPU_MAX_DST_WB);
        }
        for (unsigned i = 0; i < o->n_dst_wb && i < SFPU_MAX_DST_WB; ++i) {
            if (o->dst_wb[i].row >= SFPU_DST_ROWS || o->dst_wb[i].col >= SFPU_DST_COLS) {
                line(&r, "%s record: Dst cell row %u column %u does not exist", who, (unsigned)o->dst_wb[i].row,
                     (unsigned)o->dst_wb[i].col);
            }
        }
    }
    for (unsigned reg = 0; reg < 17; ++reg) {
        uint32_t md[32] = {0}, dd[32] = {0}, word = 0;
        uint32_t mm = cmp_reg_writes(model, reg, md, &word, NULL);
        uint32_t dm = cmp_reg_writes(dut, reg, dd, NULL, NULL);
        if (mm == 0 && dm == 0) {
            continue;
        }
        char dis[96] = "";
        if (mm) {
            sfpu_disasm(word, arch, dis, sizeof dis);
        }
        char who[160];
        snprintf(who, sizeof who, "LReg %u%s%s%s", reg, mm ? " from '" : "", mm ? dis : "", mm ? "'" : "");
        char ls[100];
        if (mm != dm) {
            lanes_str(mm & ~dm, ls, sizeof ls);
            if (mm & ~dm) {
                line(&r, "%s: lanes %s written by the model only", who, ls);
            }
            lanes_str(dm & ~mm, ls, sizeof ls);
            if (dm & ~mm) {
                line(&r, "%s: lanes %s written by the dut only", who, ls);
            }
        }
        uint32_t diff = 0;
        unsigned first = 32;
        for (unsigned l = 0; l < 32; ++l) {
            if ((mm & dm & (1u << l)) && md[l] != dd[l]) {
                diff |= 1u << l;
                first = first < 32 ? first : l;
            }
        }
        if (diff) {
            lanes_str(diff, ls, sizeof ls);
            line(&r, "%s: lanes %s: model 0x%08x, dut 0x%08x (lane %u)", who, ls, (unsigned)md[first],
                 (unsigned)dd[first], first);
        }
    }
    /* Dst cells: every model write must appear in the DUT's list with the same value, and vice versa. */
    for (unsigned side = 0; side < 2; ++side) {
        const sfpu_out_t *a = side ? dut : model, *b = side ? model : dut;
        for (unsigned i = 0; i < a->n_dst_wb && i < SFPU_MAX_DST_WB; ++i) {
            const sfpu_dst_cell_t *c = &a->dst_wb[i];
            if (c->row >= SFPU_DST_ROWS || c->col >= SFPU_DST_COLS) {
                continue; /* reported above */
            }
            int found = -1;
            for (unsigned j = 0; j < b->n_dst_wb && j < SFPU_MAX_DST_WB; ++j) {
                if (b->dst_wb[j].row == c->row && b->dst_wb[j].col == c->col) {
                    found = (int)j;
                }
            }
            if (found < 0) {
                line(&r, "Dst[%u][%u] = 0x%04x written by the %s only", c->row, c->col, c->val, side ? "dut" : "model");
            } else if (!side && b->dst_wb[found].val != c->val) {
                line(&r, "Dst[%u][%u]: model 0x%04x, dut 0x%04x", c->row, c->col, c->val, b->dst_wb[found].val);
            }
        }
    }
    return r.n;
}

bool cmp_lreg_first_difference(const sfpu_t *model, const uint32_t dut_lreg[17][32], uint64_t cycle,
                               const char *dut_name, char *note, size_t len)
{
    for (unsigned r = 0; r < 17; ++r) {
        uint32_t ml[32];
        sfpu_peek_lreg(model, r, ml);
        for (unsigned l = 0; l < 32; ++l) {
            if (ml[l] != dut_lreg[r][l]) {
                snprintf(note, len, "after cycle %" PRIu64 ": LReg %u lane %u model 0x%08x %s 0x%08x (first difference)",
                         cycle, r, l, ml[l], dut_name, dut_lreg[r][l]);
                return true;
            }
        }
    }
    return false;
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void tr_add(char *buf, size_t len, size_t *used, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(*used < len ? buf + *used : NULL, *used < len ? len - *used : 0, fmt, ap);
    va_end(ap);
    if (k > 0) {
        *used += (size_t)k;
    }
}

size_t sfpu_trace_format(const sfpu_out_t *o, char *buf, size_t len)
{
    size_t used = 0;
    if (buf && len) {
        buf[0] = '\0';
    }
    if (o == NULL) {
        return 0;
    }
    if (buf == NULL) {
        len = 0;
    }
    unsigned long long c = (unsigned long long)o->cycle;
    if (o->insn_ready) {
        tr_add(buf, len, &used, "%llu I\n", c);
    }
    for (unsigned reg = 0; reg < 17; ++reg) {
        uint32_t data[32] = {0};
        uint32_t mask = cmp_reg_writes(o, reg, data, NULL, NULL);
        if (!mask) {
            continue;
        }
        tr_add(buf, len, &used, "%llu W L%u %08x", c, reg, (unsigned)mask);
        for (unsigned l = 0; l < 32; ++l) {
            if (mask >> l & 1u) {
                tr_add(buf, len, &used, " %u=%08x", l, (unsigned)data[l]);
            }
        }
        tr_add(buf, len, &used, "\n");
    }
    /* Dst cells: ascending (row, col); a later write of the same cell in the cycle wins */
    unsigned n = o->n_dst_wb < SFPU_MAX_DST_WB ? o->n_dst_wb : SFPU_MAX_DST_WB;
    uint32_t last_key = 0;
    bool any = false;
    for (;;) {
        int best = -1;
        uint32_t best_key = 0;
        for (unsigned i = 0; i < n; ++i) {
            uint32_t key = ((uint32_t)o->dst_wb[i].row << 4) | o->dst_wb[i].col;
            if ((!any || key > last_key) && (best < 0 || key < best_key || (key == best_key))) {
                if (best < 0 || key <= best_key) {
                    best = (int)i; /* the later index of equal keys wins */
                    best_key = key;
                }
            }
        }
        if (best < 0) {
            break;
        }
        tr_add(buf, len, &used, "%llu D %u %u %04x\n", c, (unsigned)o->dst_wb[best].row, (unsigned)o->dst_wb[best].col,
               (unsigned)o->dst_wb[best].val);
        last_key = best_key;
        any = true;
    }
    if (buf && len && used >= len) {
        buf[len - 1] = '\0';
    }
    return used;
}
