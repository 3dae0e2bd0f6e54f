/* session.c - comparison sessions (sfpu_compare.h): a DUT against the model over a whole test, with
 * mismatch classes (timing / data / missing / extra / state), waivers, resync and the shared report format
 * (SFPU-MISMATCH lines + JSON Lines). Floats in reports are for people only: a bit pattern is shown through
 * the host's float formatting, never computed with. */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sfpu/sfpu_compare.h"

#include "compare_internal.h"
#include "session_internal.h"

static const char *const k_class[SFPU_MM_CLASSES] = {"timing", "data", "missing", "extra", "state"};
static const char *const k_unit[] = {"Load", "Simple", "MAD", "Round", "Store"};

const char *sfpu_mm_class_name(sfpu_mm_class_t c) { return (unsigned)c < SFPU_MM_CLASSES ? k_class[c] : "?"; }

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void cmp_sb_printf(sbuf_t *b, const char *fmt, ...)
{
    for (int attempt = 0; attempt < 2; ++attempt) {
        va_list ap;
        va_start(ap, fmt);
        size_t room = b->cap - b->len;
        int k = vsnprintf(b->p ? b->p + b->len : NULL, b->p ? room : 0, fmt, ap);
        va_end(ap);
        if (k < 0) {
            return;
        }
        if (b->p && (size_t)k < room) {
            b->len += (size_t)k;
            return;
        }
        size_t cap = (b->cap ? b->cap * 2 : 4096) + (size_t)k + 1;
        char *np = (char *)realloc(b->p, cap);
        if (np == NULL) {
            return; /* out of memory: the report is truncated, the counts stay right */
        }
        b->p = np;
        b->cap = cap;
        b->p[b->len] = '\0';
    }
}

sfpu_status_t sfpu_cmp_create(const sfpu_cmp_config_t *cfg, sfpu_cmp_t **out)
{
    if (out == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    *out = NULL;
    if (cfg == NULL || (cfg->arch != SFPU_ARCH_BH && cfg->arch != SFPU_ARCH_WH)) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    sfpu_cmp_t *c = (sfpu_cmp_t *)calloc(1, sizeof *c);
    if (c == NULL) {
        return SFPU_ERR_INTERNAL;
    }
    c->cfg = *cfg;
    snprintf(c->test, sizeof c->test, "%s", cfg->test && cfg->test[0] ? cfg->test : "-");
    c->cfg.test = c->test;
    snprintf(c->reproduce, sizeof c->reproduce, "%s", cfg->reproduce ? cfg->reproduce : "");
    c->cfg.reproduce = c->reproduce;
    c->cfg.window = cfg->window ? cfg->window : 4u;
    c->cfg.history = cfg->history ? (cfg->history < CMP_HISTORY_MAX ? cfg->history : CMP_HISTORY_MAX) : 8u;
    c->cfg.max_reports = cfg->max_reports ? cfg->max_reports : 20u;
    *out = c;
    return SFPU_OK;
}

void sfpu_cmp_destroy(sfpu_cmp_t *c)
{
    if (c) {
        free(c->text.p);
        free(c->json.p);
        free(c->btext.p);
        free(c->bjson.p);
        free(c->rep);
        free(c);
    }
}

sfpu_status_t sfpu_cmp_waive(sfpu_cmp_t *c, const sfpu_waiver_t *w)
{
    if (c == NULL || w == NULL || c->nwaivers >= sizeof c->waivers / sizeof c->waivers[0] || w->cycle_hi < w->cycle_lo) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    c->waivers[c->nwaivers++] = *w;
    return SFPU_OK;
}

/* `lanes`: for an LReg event the lanes that differ, for a Dst event the columns of the cells that differ. */
static bool waived(const sfpu_cmp_t *c, const cmp_event_t *e, uint32_t lanes, uint64_t cycle)
{
    uint32_t regbit = e->is_dst ? SFPU_WAIVE_DST : (e->reg < 32 ? 1u << e->reg : 0u);
    for (unsigned i = 0; i < c->nwaivers; ++i) {
        const sfpu_waiver_t *w = &c->waivers[i];
        if ((w->regs & regbit) && (lanes & ~w->lanes) == 0 && cycle >= w->cycle_lo && cycle <= w->cycle_hi) {
            return true;
        }
    }
    return false;
}

static void fmt_float(uint32_t bits, char *buf, size_t len)
{
    float f;
    memcpy(&f, &bits, sizeof f);
    snprintf(buf, len, "%.9g", (double)f);
}

static void disasm_or(const sfpu_cmp_t *c, uint32_t word, char *buf, size_t len)
{
    if (word == 0 || sfpu_disasm(word, c->cfg.arch, buf, len) == 0) {
        snprintf(buf, len, "?");
    }
}

/* The cells of a Dst event report: those that differ between the two sides (all of them when `all`, a timing
 * report, where both sides wrote the same cells), one text line each up to 16, every one in the JSON. */
static void report_dst_cells(sfpu_cmp_t *c, const cmp_event_t *m, const cmp_event_t *d, bool all)
{
    static const cmp_event_t none; /* a side that wrote no cell */
    const cmp_event_t *a = m ? m : &none, *b = d ? d : &none;
    unsigned listed = 0, nrows = 0;
    bool more_rows = false;
    uint16_t rows[8];
    for (int pass = 0; pass < 2; ++pass) {
        if (pass == 1) {
            cmp_sb_printf(&c->btext, "  unit=Store cells=%u rows=", listed);
            for (unsigned r = 0; r < nrows; ++r) {
                cmp_sb_printf(&c->btext, "%s%u", r ? "," : "", rows[r]);
            }
            cmp_sb_printf(&c->btext, "%s\n", more_rows ? ",..." : "");
            cmp_sb_printf(&c->bjson, ",\"unit\":\"Store\",\"cells\":[");
            listed = 0;
        }
        unsigned i = 0, j = 0;
        while (i < a->nc || j < b->nc) {
            const sfpu_dst_cell_t *x = i < a->nc ? &a->cell[i] : NULL, *y = j < b->nc ? &b->cell[j] : NULL;
            unsigned kx = x ? (unsigned)x->row << 4 | x->col : ~0u, ky = y ? (unsigned)y->row << 4 | y->col : ~0u;
            const sfpu_dst_cell_t *mc = kx <= ky ? x : NULL, *dc = ky <= kx ? y : NULL;
            i += mc != NULL;
            j += dc != NULL;
            if (!all && mc && dc && mc->val == dc->val) {
                continue;
            }
            const sfpu_dst_cell_t *cell = mc ? mc : dc;
            if (pass == 0) {
                unsigned r = 0;
                while (r < nrows && rows[r] != cell->row) {
                    ++r;
                }
                if (r == nrows && nrows < 8) {
                    rows[nrows++] = cell->row;
                } else if (r == nrows) {
                    more_rows = true;
                }
            } else {
                char mh[16] = "-", dh[16] = "-";
                if (mc) {
                    snprintf(mh, sizeof mh, "0x%04x", (unsigned)mc->val);
                }
                if (dc) {
                    snprintf(dh, sizeof dh, "0x%04x", (unsigned)dc->val);
                }
                if (listed < 16) {
                    cmp_sb_printf(&c->btext, "  dst_row=%u dst_col=%u: model %s dut %s\n", cell->row, cell->col, mh,
                                  dh);
                }
                cmp_sb_printf(&c->bjson, "%s{\"row\":%u,\"col\":%u,\"model\":\"%s\",\"dut\":\"%s\"}", listed ? "," : "",
                              cell->row, cell->col, mh, dh);
            }
            listed++;
        }
    }
    if (listed > 16) {
        cmp_sb_printf(&c->btext, "  ... %u cells in all\n", listed);
    }
    cmp_sb_printf(&c->bjson, "]");
}

static const char *stall_name(unsigned cause)
{
    static const char *const k_stall[] = {"none", "MAD read-after-write", "after SFPSWAP", "after SFPSHFT2"};
    return cause < 4 ? k_stall[cause] : "?";
}

/* The issue-cycle record of the last cycles: both sides' insn_ready and stall cause (the DUT's when it gives one). */
static void report_stalls(sfpu_cmp_t *c)
{
    unsigned n = c->n_st < 4 ? c->n_st : 4;
    cmp_sb_printf(&c->btext, "  issue, last %u cycles with a word presented:", n);
    cmp_sb_printf(&c->bjson, ",\"stalls\":[");
    for (unsigned i = 0; i < n; ++i) {
        unsigned k = (c->n_st - n + i) % CMP_STALLS;
        char dc[48], ms[48], ds[64];
        snprintf(dc, sizeof dc, "%s", c->cfg.dut_stall_cause ? stall_name(c->st_cause[k][1]) : "not exposed");
        snprintf(ms, sizeof ms, "%s%s%s", c->st_ready[k][0] ? "issued" : "stalled (",
                 c->st_ready[k][0] ? "" : stall_name(c->st_cause[k][0]), c->st_ready[k][0] ? "" : ")");
        snprintf(ds, sizeof ds, "%s%s%s", c->st_ready[k][1] ? "issued" : "stalled (", c->st_ready[k][1] ? "" : dc,
                 c->st_ready[k][1] ? "" : ")");
        cmp_sb_printf(&c->btext, "%s cycle %llu model %s dut %s", i ? ";" : "", (unsigned long long)c->st_cycle[k], ms,
                      ds);
        cmp_sb_printf(&c->bjson,
                      "%s{\"cycle\":%llu,\"model_ready\":%u,\"model_cause\":\"%s\",\"dut_ready\":%u,"
                      "\"dut_cause\":\"%s\"}",
                      i ? "," : "", (unsigned long long)c->st_cycle[k], c->st_ready[k][0],
                      stall_name(c->st_cause[k][0]), c->st_ready[k][1], dc);
    }
    cmp_sb_printf(&c->btext, "\n");
    cmp_sb_printf(&c->bjson, "]");
}

/* A load's or store's addressing: its Imm10 and ADDR_MOD field, the ADDR_MOD in force (the index as RWCs.md selects
 * it: Wormhole's 2-bit field plus the bank of four chosen by the extra ADDR_MOD bit or ADDR_MOD_SET_Base) and the
 * RWCs before the instruction issued. */
static void report_addr(sfpu_cmp_t *c, const cmp_issue_t *is)
{
    sfpu_insn_t in;
    memset(&in, 0, sizeof in);
    in.op = SFPU_OP_COUNT;
    if (sfpu_decode(is->word, c->cfg.arch, &in, NULL, 0) != SFPU_OK && in.op >= SFPU_OP_COUNT) {
        return;
    }
    unsigned imm10 = SFPU_F(&in, imm10), field = SFPU_F(&in, addr_mod);
    if (!is->addr.valid) {
        cmp_sb_printf(&c->btext,
                      "  dst_addr: imm10=%u addr_mod=%u (the RWCs before it: not seen, it issued in the first "
                      "cycle)\n",
                      imm10, field);
        cmp_sb_printf(&c->bjson, ",\"dst_addr\":{\"imm10\":%u,\"addr_mod\":%u}", imm10, field);
        return;
    }
    const cmp_addr_t *a = &is->addr;
    unsigned idx =
        c->cfg.arch == SFPU_ARCH_WH ? (field & 3u) + (((a->rwc[7] | a->set_base) & 1u) ? 4u : 0u) : field & 7u;
    uint32_t d = a->am_dst[idx], ab = a->am_ab[idx];
    cmp_sb_printf(
        &c->btext,
        "  dst_addr: imm10=%u addr_mod=%u -> ADDR_MOD[%u] dst incr=%u cr=%u clr=%u c_to_cr=%u, srca "
        "incr=%u cr=%u clr=%u, srcb incr=%u cr=%u clr=%u; RWCs before it: dst=%u dst_cr=%u srca=%u srca_cr=%u "
        "srcb=%u srcb_cr=%u sp=%u extra_addr_mod_bit=%u\n",
        imm10, field, idx, d & 0x3FFu, d >> 10 & 1u, d >> 11 & 1u, d >> 12 & 1u, ab & 0x3Fu, ab >> 6 & 1u, ab >> 7 & 1u,
        ab >> 8 & 0x3Fu, ab >> 14 & 1u, ab >> 15 & 1u, a->rwc[0], a->rwc[1], a->rwc[2], a->rwc[3], a->rwc[4], a->rwc[5],
        a->rwc[6], a->rwc[7]);
    cmp_sb_printf(
        &c->bjson,
        ",\"dst_addr\":{\"imm10\":%u,\"addr_mod\":%u,\"addr_mod_index\":%u,\"addr_mod_dst\":%u,"
        "\"addr_mod_ab\":%u,\"rwc_dst\":%u,\"rwc_dst_cr\":%u,\"rwc_srca\":%u,\"rwc_srca_cr\":%u,\"rwc_srcb\":%u,"
        "\"rwc_srcb_cr\":%u,\"rwc_sp\":%u,\"extra_addr_mod_bit\":%u}",
        imm10, field, idx, d, ab, a->rwc[0], a->rwc[1], a->rwc[2], a->rwc[3], a->rwc[4], a->rwc[5], a->rwc[6],
        a->rwc[7]);
}

/* The name of a report's instruction (header `insn=`), what it reads, and the lines that say where the name comes
 * from: the producing instruction (`word`; a scheduled one with its SFPLOADMACRO), else the model's last writer of
 * the place (extra, state), else the last instruction that changes the state item. */
static const cmp_issue_t *name_report(sfpu_cmp_t *c, cmp_rep_t *r, const cmp_event_t *e, uint32_t word, int item)
{
    const cmp_issue_t *is = NULL;
    const char *how = NULL;
    if (word && e) {
        is = cmp_issue_of(c, word, e->unit < SFPU_UNIT_COUNT ? e->unit : 0xFFu, e->cycle);
    } else if (e && (is = cmp_dut_writer_of(c, e->is_dst ? SFPU_LREGS : e->reg, e->cycle)) != NULL &&
               r->cls == SFPU_MM_EXTRA) {
        how = e->is_dst ? "the DUT's last accepted store at or before this cycle"
                        : "the DUT's last accepted writer of the register at or before this cycle";
    } else if (e) {
        is = cmp_writer_of(c, e->is_dst ? SFPU_LREGS : e->reg, e->cycle);
        how = e->is_dst ? "the model's last store at or before this cycle"
                        : "the model's last writer of the register "
                          "at or before this cycle";
    } else if (item >= 0) {
        is = cmp_changer_of(c, (unsigned)item);
        how = "the model's last instruction that changes this item";
    }
    char dis[96];
    disasm_or(c, word ? word : (is ? is->word : 0), dis, sizeof dis);
    int k = snprintf(r->insn, sizeof r->insn, "%s", dis);
    if (is && is->sched && k > 0 && (size_t)k < sizeof r->insn) {
        char md[96];
        disasm_or(c, is->macro_word, md, sizeof md);
        snprintf(r->insn + k, sizeof r->insn - (size_t)k, " (scheduled by SFPLOADMACRO line %llu cycle %llu)",
                 (unsigned long long)is->macro_line, (unsigned long long)is->macro_cycle);
        cmp_sb_printf(&c->btext,
                      "  scheduled by SFPLOADMACRO at line %llu, cycle %llu: %s (this instruction from its "
                      "template, issued at cycle %llu)\n",
                      (unsigned long long)is->macro_line, (unsigned long long)is->macro_cycle, md,
                      (unsigned long long)is->cycle);
        cmp_sb_printf(&c->bjson, ",\"macro\":{\"line\":%llu,\"cycle\":%llu,\"insn\":\"%s\"}",
                      (unsigned long long)is->macro_line, (unsigned long long)is->macro_cycle, md);
    }
    if (how && is) {
        cmp_sb_printf(&c->btext, "  insn named: %s (issued at cycle %llu)\n", how, (unsigned long long)is->cycle);
        cmp_sb_printf(&c->bjson, ",\"insn_named_by\":\"%s\",\"insn_cycle\":%llu", how, (unsigned long long)is->cycle);
    }
    if (is) {
        r->reads = is->reads;
    } else if (word) {
        sfpu_insn_t in;
        if (sfpu_decode(word, c->cfg.arch, &in, NULL, 0) == SFPU_OK) {
            sfpu_insn_lregs(&in, &r->reads, NULL);
        }
    }
    return is;
}

/* An LReg write's detail lines: sub-unit (a DUT-only write: the named instruction's), register, lanes, values. */
static void report_lreg(sfpu_cmp_t *c, const cmp_event_t *m, const cmp_event_t *d, uint32_t lanes,
                        const cmp_issue_t *is)
{
    const cmp_event_t *e = m ? m : d;
    /* a DUT-only event has no unit of its own: the named instruction's */
    unsigned u = e->unit < 5 ? e->unit : (is && is->unit < 5 ? is->unit : 0xFFu);
    const char *unit = u < 5 ? k_unit[u] : "?";
    cmp_sb_printf(&c->btext, "  unit=%s reg=L%u lanes=0x%08x", unit, e->reg, lanes);
    if (m && d && m->cycle != d->cycle) {
        cmp_sb_printf(&c->btext, " model_cycle=%llu dut_cycle=%llu", (unsigned long long)m->cycle,
                      (unsigned long long)d->cycle);
    }
    cmp_sb_printf(&c->btext, "\n");
    cmp_sb_printf(&c->bjson, ",\"unit\":\"%s\",\"reg\":%u,\"lanes\":\"0x%08x\",\"values\":[", unit, e->reg, lanes);
    unsigned shown = 0;
    for (unsigned l = 0; l < 32; ++l) {
        if (!(lanes >> l & 1u)) {
            continue;
        }
        char mf[32] = "-", df[32] = "-", mh[16] = "-", dh[16] = "-";
        if (m && (m->mask >> l & 1u)) {
            snprintf(mh, sizeof mh, "0x%08x", (unsigned)m->data[l]);
            fmt_float(m->data[l], mf, sizeof mf);
        }
        if (d && (d->mask >> l & 1u)) {
            snprintf(dh, sizeof dh, "0x%08x", (unsigned)d->data[l]);
            fmt_float(d->data[l], df, sizeof df);
        }
        if (shown < 8) {
            cmp_sb_printf(&c->btext, "  lane %2u: model %s (%s) dut %s (%s)\n", l, mh, mf, dh, df);
        }
        cmp_sb_printf(&c->bjson, "%s{\"lane\":%u,\"model\":\"%s\",\"dut\":\"%s\"}", shown ? "," : "", l, mh, dh);
        shown++;
    }
    if (shown > 8) {
        cmp_sb_printf(&c->btext, "  ... %u lanes in all\n", shown);
    }
    cmp_sb_printf(&c->bjson, "]");
}

/* The last instructions the model accepted up to `cycle` (a missing write is found a few cycles on). */
static void report_history(sfpu_cmp_t *c, uint64_t cycle)
{
    unsigned avail = c->hist_n < CMP_HISTORY_MAX ? c->hist_n : CMP_HISTORY_MAX, newer = 0;
    while (newer < avail && c->hist_cycle[(c->hist_n - 1 - newer) % CMP_HISTORY_MAX] > cycle) {
        newer++;
    }
    unsigned upto = c->hist_n - newer;
    unsigned n = avail - newer < c->cfg.history ? avail - newer : c->cfg.history;
    cmp_sb_printf(&c->btext, "  last %u instructions:\n", n);
    cmp_sb_printf(&c->bjson, ",\"history\":[");
    for (unsigned i = 0; i < n; ++i) {
        unsigned k = (upto - n + i) % CMP_HISTORY_MAX;
        char h[96];
        disasm_or(c, c->hist_word[k], h, sizeof h);
        cmp_sb_printf(&c->btext, "    cycle %llu: %s\n", (unsigned long long)c->hist_cycle[k], h);
        cmp_sb_printf(&c->bjson, "%s{\"cycle\":%llu,\"insn\":\"%s\"}", i ? "," : "",
                      (unsigned long long)c->hist_cycle[k], h);
    }
    cmp_sb_printf(&c->bjson, "]");
}

/* The report: one header line, detail lines, history and configuration; the same as one JSON object. Held in cycle
 * order (rebuild). `item`: the state item of a `state` report beyond LRegs and Dst, else -1. */
static void report_at(sfpu_cmp_t *c, sfpu_mm_class_t cls, uint64_t cycle, const cmp_event_t *m, const cmp_event_t *d,
                      uint32_t lanes, const char *note, uint32_t word, int item)
{
    const cmp_event_t *e = m ? m : d;
    if (e && waived(c, e, lanes, cycle)) {
        c->waived++;
        return;
    }
    c->counts[cls]++;
    if (c->reports >= c->cfg.max_reports) {
        /* the detailed reports kept are the earliest: one found late but earlier than the latest held replaces it */
        if (c->nrep == 0 || cycle >= c->rep[c->nrep - 1].cycle) {
            return;
        }
        c->nrep--;
        c->reports--;
    }
    c->reports++;
    cmp_rep_t r;
    memset(&r, 0, sizeof r);
    r.cycle = cycle;
    r.cls = (uint8_t)cls;
    r.seq = c->seq++;
    r.t_off = c->btext.len;
    r.j_off = c->bjson.len;
    if (note) {
        cmp_sb_printf(&c->btext, "  %s\n", note);
        cmp_sb_printf(&c->bjson, ",\"note\":\"%s\"", note);
    }
    const cmp_issue_t *is = name_report(c, &r, e, word, item);
    if (e && !e->is_dst) {
        if (cls != SFPU_MM_TIMING) {
            r.place = 1u << e->reg;
        }
        report_lreg(c, m, d, lanes, is);
    } else if (e) {
        report_dst_cells(c, m, d, cls == SFPU_MM_TIMING);
        for (unsigned side = 0; side < 2 && cls != SFPU_MM_TIMING; ++side) {
            const cmp_event_t *x = side ? d : m;
            for (unsigned k = 0; x && k < x->nc && r.nrows < 8; ++k) {
                unsigned q = 0;
                while (q < r.nrows && r.rows[q] != x->cell[k].row) {
                    ++q;
                }
                if (q == r.nrows) {
                    r.rows[r.nrows++] = x->cell[k].row;
                }
            }
        }
    }
    if (is && (is->op == SFPU_OP_SFPLOAD || is->op == SFPU_OP_SFPSTORE || is->op == SFPU_OP_SFPLOADMACRO)) {
        report_addr(c, is);
    }
    if (cls == SFPU_MM_TIMING) {
        report_stalls(c);
    }
    r.ready = cls == SFPU_MM_TIMING && e == NULL;
    report_history(c, cycle);
    cmp_sb_printf(&c->btext, "  config: %s\n", c->cfgline);
    cmp_sb_printf(&c->bjson, ",\"config\":\"%s\"", c->cfgline);
    r.t_len = c->btext.len - r.t_off;
    r.j_len = c->bjson.len - r.j_off;
    if (cmp_rep_insert(c, &r)) {
        cmp_rebuild(c);
    }
}

/* A mismatch of write events: the instruction named is the one that produced them. */
static void report(sfpu_cmp_t *c, sfpu_mm_class_t cls, uint64_t cycle, const cmp_event_t *m, const cmp_event_t *d,
                   uint32_t lanes, const char *note)
{
    report_at(c, cls, cycle, m, d, lanes, note, m ? m->word : (d ? d->word : 0), -1);
}

static void capture_config(sfpu_cmp_t *c, const sfpu_t *s)
{
    int k = snprintf(c->cfgline, sizeof c->cfgline, "arch=%s", c->cfg.arch == SFPU_ARCH_WH ? "wh" : "bh");
    if (s == NULL || k < 0) {
        return;
    }
    uint32_t fp32 = 0, lc = 0;
    sfpu_get_reg(s, SFPU_REG_CFG_FP32_DST, 0, &fp32);
    k += snprintf(c->cfgline + k, sizeof c->cfgline - (size_t)k, " fp32_dst=%u lane_config=", (unsigned)fp32);
    for (unsigned l = 0; l < 8 && k > 0 && (size_t)k < sizeof c->cfgline; ++l) {
        sfpu_get_reg(s, SFPU_REG_LANE_CONFIG, l, &lc);
        k += snprintf(c->cfgline + k, sizeof c->cfgline - (size_t)k, "%s0x%05x", l ? "," : "", (unsigned)lc);
    }
}

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void note_add(char *buf, size_t len, const char *fmt, ...)
{
    size_t used = strlen(buf);
    if (used + 8 >= len) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(buf + used, len - used - 4, fmt, ap);
    va_end(ap);
    if (k < 0 || (size_t)k >= len - used - 4) {
        buf[len - 5] = '\0';
        strcat(buf, "...");
    }
}

/* The entries of a record the engine cannot take - a register, Dst row or column that does not exist, more entries
 * than the record holds - are one mismatch for the side and cycle naming them (DUT: extra, model: missing); the
 * entries are left out of the compare. Returns whether the record was clean. */
static bool check_record(sfpu_cmp_t *c, uint64_t cyc, const sfpu_out_t *o, unsigned side, uint32_t word)
{
    char note[400];
    snprintf(note, sizeof note, "invalid %s record (entries left out of the compare):", side ? "DUT" : "model");
    size_t clean = strlen(note);
    if (o->n_wb > SFPU_MAX_WB) {
        note_add(note, sizeof note, " n_wb=%u (at most %u);", (unsigned)o->n_wb, (unsigned)SFPU_MAX_WB);
    }
    for (unsigned i = 0; i < o->n_wb && i < SFPU_MAX_WB; ++i) {
        if (o->wb[i].reg >= SFPU_LREGS) {
            note_add(note, sizeof note, " wb[%u].reg=%u (LRegs 0..%u);", i, (unsigned)o->wb[i].reg, SFPU_LREGS - 1u);
        }
    }
    if (o->n_dst_wb > SFPU_MAX_DST_WB) {
        note_add(note, sizeof note, " n_dst_wb=%u (at most %u);", (unsigned)o->n_dst_wb, (unsigned)SFPU_MAX_DST_WB);
    }
    for (unsigned i = 0; i < o->n_dst_wb && i < SFPU_MAX_DST_WB; ++i) {
        const sfpu_dst_cell_t *d = &o->dst_wb[i];
        if (d->row >= SFPU_DST_ROWS || d->col >= SFPU_DST_COLS) {
            note_add(note, sizeof note, " dst_wb[%u]: row %u col %u (rows 0..%u, columns 0..%u);", i, (unsigned)d->row,
                     (unsigned)d->col, SFPU_DST_ROWS - 1u, SFPU_DST_COLS - 1u);
        }
    }
    if (strlen(note) == clean) {
        return true;
    }
    report_at(c, side ? SFPU_MM_EXTRA : SFPU_MM_MISSING, cyc, NULL, NULL, 0, note, word, -1);
    return false;
}

/* Events of one side in one cycle: LReg writes merged per register (later wins), then the Dst cells as one event
 * (the last write of each cell, ascending by row and column; `dst_word` names the store). Invalid entries
 * (check_record) are left out. */
static unsigned collect(const sfpu_out_t *o, uint64_t cycle, cmp_event_t *ev, uint32_t dst_word)
{
    unsigned n = 0;
    for (unsigned reg = 0; reg < SFPU_LREGS; ++reg) {
        cmp_event_t *e = &ev[n];
        memset(e, 0, offsetof(cmp_event_t, cell));
        e->mask = cmp_reg_writes(o, reg, e->data, &e->word, &e->unit);
        if (e->mask) {
            e->valid = 1;
            e->reg = (uint8_t)reg;
            e->cycle = cycle;
            n++;
        }
    }
    cmp_event_t *e = &ev[n];
    memset(e, 0, offsetof(cmp_event_t, cell));
    for (unsigned i = 0; i < o->n_dst_wb && i < SFPU_MAX_DST_WB; ++i) {
        sfpu_dst_cell_t x = o->dst_wb[i];
        if (x.row >= SFPU_DST_ROWS || x.col >= SFPU_DST_COLS) {
            continue;
        }
        unsigned key = (unsigned)x.row << 4 | x.col, k = 0;
        while (k < e->nc && ((unsigned)e->cell[k].row << 4 | e->cell[k].col) < key) {
            ++k;
        }
        if (k < e->nc && ((unsigned)e->cell[k].row << 4 | e->cell[k].col) == key) {
            e->cell[k] = x; /* a later write of the cell in the same cycle replaces the earlier one */
            continue;
        }
        memmove(&e->cell[k + 1], &e->cell[k], (e->nc - k) * sizeof e->cell[0]);
        e->cell[k] = x;
        e->nc++;
    }
    if (e->nc) {
        e->valid = 1;
        e->is_dst = 1;
        e->unit = SFPU_UNIT_STORE;
        e->word = dst_word;
        e->cycle = cycle;
        for (unsigned k = 0; k < e->nc; ++k) {
            e->mask |= 1u << e->cell[k].col;
        }
        n++;
    }
    return n;
}

static bool same_place(const cmp_event_t *a, const cmp_event_t *b)
{
    return a->is_dst == b->is_dst && (a->is_dst || a->reg == b->reg);
}

static bool same_event(const cmp_event_t *a, const cmp_event_t *b)
{
    if (!same_place(a, b) || a->mask != b->mask) {
        return false;
    }
    if (a->is_dst) {
        if (a->nc != b->nc) {
            return false;
        }
        for (unsigned k = 0; k < a->nc; ++k) {
            if (a->cell[k].row != b->cell[k].row || a->cell[k].col != b->cell[k].col || a->cell[k].val != b->cell[k].val) {
                return false;
            }
        }
        return true;
    }
    for (unsigned l = 0; l < 32; ++l) {
        if ((a->mask >> l & 1u) && a->data[l] != b->data[l]) {
            return false;
        }
    }
    return true;
}

/* The columns of the Dst cells that differ between two events of one cycle (a cell on one side only, or two values). */
static uint32_t dst_diff_cols(const cmp_event_t *a, const cmp_event_t *b)
{
    uint32_t cols = 0;
    unsigned i = 0, j = 0;
    while (i < a->nc || j < b->nc) {
        unsigned ka = i < a->nc ? (unsigned)a->cell[i].row << 4 | a->cell[i].col : ~0u;
        unsigned kb = j < b->nc ? (unsigned)b->cell[j].row << 4 | b->cell[j].col : ~0u;
        if (ka == kb) {
            cols |= (uint32_t)(a->cell[i].val != b->cell[j].val) << a->cell[i].col;
            ++i;
            ++j;
        } else if (ka < kb) {
            cols |= 1u << a->cell[i++].col;
        } else {
            cols |= 1u << b->cell[j++].col;
        }
    }
    return cols;
}

static void push_pending(sfpu_cmp_t *c, unsigned side, const cmp_event_t *e)
{
    for (unsigned k = 0; k < CMP_PENDING; ++k) {
        if (!c->pend[side][k].valid) {
            c->pend[side][k] = *e;
            return;
        }
    }
    /* the queue is full: the oldest is reported now */
    report(c, side ? SFPU_MM_EXTRA : SFPU_MM_MISSING, e->cycle, side ? NULL : e, side ? e : NULL, e->mask,
           "unmatched-event queue full");
}

static void age_out(sfpu_cmp_t *c, uint64_t now, bool all)
{
    for (unsigned side = 0; side < 2; ++side) {
        for (unsigned k = 0; k < CMP_PENDING; ++k) {
            cmp_event_t *e = &c->pend[side][k];
            if (e->valid && (all || now > e->cycle + c->cfg.window)) {
                report(c, side ? SFPU_MM_EXTRA : SFPU_MM_MISSING, e->cycle, side ? NULL : e, side ? e : NULL, e->mask,
                       side ? "written by the DUT only" : "written by the model only");
                e->valid = 0;
            }
        }
    }
}

unsigned sfpu_cmp_step(sfpu_cmp_t *c, const sfpu_t *model_state, const sfpu_in_t *in, const sfpu_out_t *model,
                       const sfpu_out_t *dut)
{
    if (c == NULL || model == NULL || dut == NULL) {
        return 0;
    }
    unsigned before = sfpu_cmp_total(c) + c->waived;
    uint64_t cyc = model->cycle;
    c->cycles++;
    c->last_cycle = cyc;
    capture_config(c, model_state);
    bool accepted = in && in->insn_valid && model->insn_ready;
    if (accepted) {
        unsigned k = c->hist_n % CMP_HISTORY_MAX;
        c->hist_word[k] = in->insn;
        c->hist_cycle[k] = cyc;
        c->hist_n++;
    }
    cmp_record_issues(c, accepted ? in->insn : 0, accepted, model);
    if (in && in->insn_valid) {
        unsigned k = c->n_st++ % CMP_STALLS;
        c->st_cycle[k] = cyc;
        c->st_ready[k][0] = model->insn_ready;
        c->st_ready[k][1] = dut->insn_ready;
        c->st_cause[k][0] = model->insn_ready ? 0 : model->stall_cause;
        c->st_cause[k][1] = dut->insn_ready || !c->cfg.dut_stall_cause ? 0 : dut->stall_cause;
    }
    if (in && in->insn_valid && dut->insn_ready && !c->out_of_step) {
        unsigned save = c->n_issued;
        cmp_issue_t keep = c->issued[save % CMP_ISSUED];
        cmp_push_issue(c, in->insn, 0xFF, false, false, 0); /* decoded as the model's would be, then moved aside */
        c->dut_issued[c->n_dut_issued++ % 8] = c->issued[save % CMP_ISSUED];
        c->issued[save % CMP_ISSUED] = keep;
        c->n_issued = save;
    }
    if (in && in->insn_valid && !model->insn_ready && !dut->insn_ready && c->cfg.dut_stall_cause &&
        model->stall_cause != dut->stall_cause && !c->out_of_step) {
        /* both held the word, for different reasons: the contract's stall_cause_o is compared where exposed */
        char note[200];
        snprintf(note, sizeof note, "stall cause: model %u %s, dut %u %s (both stalled)", model->stall_cause,
                 stall_name(model->stall_cause), dut->stall_cause, stall_name(dut->stall_cause));
        report_at(c, SFPU_MM_TIMING, cyc, NULL, NULL, 0, note, in->insn, -1);
    }
    if (in && in->insn_valid && model->insn_ready != dut->insn_ready) {
        c->out_of_step = true;
        char note[200], dc[48];
        snprintf(dc, sizeof dc, "%u %s", dut->stall_cause, stall_name(dut->stall_cause));
        snprintf(note, sizeof note, "insn_ready: model %u dut %u (model stall cause %u %s, dut stall cause %s)",
                 model->insn_ready, dut->insn_ready, model->stall_cause, stall_name(model->stall_cause),
                 c->cfg.dut_stall_cause ? dc : "not exposed");
        report_at(c, SFPU_MM_TIMING, cyc, NULL, NULL, 0, note, in->insn, -1);
    }
    if (c->cfg.check_flags && (model->lane_flags != dut->lane_flags || model->use_lane_flags != dut->use_lane_flags ||
                                memcmp(model->stack_depth, dut->stack_depth, sizeof model->stack_depth) != 0)) {
        char note[200];
        unsigned lane = 0;
        while (lane < 31 && model->stack_depth[lane] == dut->stack_depth[lane]) {
            lane++;
        }
        snprintf(note, sizeof note,
                 "predication state after the cycle: LaneFlags model 0x%08x dut 0x%08x, UseLaneFlags model 0x%08x "
                 "dut 0x%08x, stack depth (lane %u) model %u dut %u",
                 (unsigned)model->lane_flags, (unsigned)dut->lane_flags, (unsigned)model->use_lane_flags,
                 (unsigned)dut->use_lane_flags, lane, model->stack_depth[lane], dut->stack_depth[lane]);
        report_at(c, SFPU_MM_DATA, cyc, NULL, NULL, 0, note, in && in->insn_valid ? in->insn : 0, -1);
    }
    /* the store that wrote this cycle's Dst cells: the instruction presented, or one an SFPLOADMACRO scheduled */
    uint32_t store_word = accepted && model->issued_unit == SFPU_UNIT_STORE ? in->insn
                          : (model->unit_sched >> SFPU_UNIT_STORE & 1u)     ? model->unit_word[SFPU_UNIT_STORE]
                                                                            : 0;
    check_record(c, cyc, model, 0, store_word);
    check_record(c, cyc, dut, 1, in && in->insn_valid ? in->insn : 0);
    cmp_event_t *me = c->ev[0], *de = c->ev[1];
    unsigned nm = collect(model, cyc, me, store_word);
    unsigned nd = collect(dut, cyc, de, 0);
    /* same cycle, same place */
    for (unsigned i = 0; i < nm; ++i) {
        for (unsigned j = 0; j < nd && me[i].valid; ++j) {
            if (!de[j].valid || !same_place(&me[i], &de[j])) {
                continue;
            }
            if (!same_event(&me[i], &de[j])) {
                uint32_t lanes = me[i].mask ^ de[j].mask;
                if (me[i].is_dst) {
                    lanes = dst_diff_cols(&me[i], &de[j]);
                } else {
                    for (unsigned l = 0; l < 32; ++l) {
                        if ((me[i].mask & de[j].mask) >> l & 1u && me[i].data[l] != de[j].data[l]) {
                            lanes |= 1u << l;
                        }
                    }
                }
                de[j].word = me[i].word;
                report(c, SFPU_MM_DATA, cyc, &me[i], &de[j], lanes, NULL);
            }
            me[i].valid = de[j].valid = 0;
        }
    }
    /* one-sided: an equal event waiting on the other side is a timing difference, else wait */
    for (unsigned side = 0; side < 2; ++side) {
        cmp_event_t *ev = side ? de : me;
        unsigned n = side ? nd : nm;
        for (unsigned i = 0; i < n; ++i) {
            if (!ev[i].valid) {
                continue;
            }
            bool matched = false;
            for (unsigned k = 0; k < CMP_PENDING && !matched; ++k) {
                cmp_event_t *p = &c->pend[!side][k];
                if (p->valid && same_event(p, &ev[i])) {
                    const cmp_event_t *m = side ? p : &ev[i], *d = side ? &ev[i] : p;
                    char note[96];
                    snprintf(note, sizeof note, "the DUT wrote it %llu cycle(s) %s than the model",
                             (unsigned long long)(d->cycle > m->cycle ? d->cycle - m->cycle : m->cycle - d->cycle),
                             d->cycle > m->cycle ? "later" : "earlier");
                    report(c, SFPU_MM_TIMING, cyc, m, d, m->mask, note);
                    p->valid = 0;
                    matched = true;
                }
            }
            if (!matched) {
                if (side) {
                    ev[i].word = 0;
                }
                push_pending(c, side, &ev[i]);
            }
        }
    }
    age_out(c, cyc, false);
    cmp_snap_addr(&c->snap, model_state, c->cfg.arch);
    return sfpu_cmp_total(c) + c->waived - before;
}

unsigned sfpu_cmp_finish(sfpu_cmp_t *c, const sfpu_t *model, const uint32_t dut_lreg[17][32],
                         const uint16_t (*dut_dst)[16])
{
    if (c == NULL) {
        return 0;
    }
    unsigned before = sfpu_cmp_total(c) + c->waived;
    age_out(c, c->last_cycle, true);
    cmp_event_t *m = &c->ev[0][0], *d = &c->ev[1][0];
    if (model && dut_lreg) {
        for (unsigned r = 0; r < 17; ++r) {
            memset(m, 0, offsetof(cmp_event_t, cell));
            memset(d, 0, offsetof(cmp_event_t, cell));
            sfpu_peek_lreg(model, r, m->data);
            memcpy(d->data, dut_lreg[r], sizeof d->data);
            uint32_t lanes = 0;
            for (unsigned l = 0; l < 32; ++l) {
                lanes |= (m->data[l] != d->data[l] ? 1u : 0u) << l;
            }
            if (lanes) {
                m->valid = d->valid = 1;
                m->reg = d->reg = (uint8_t)r;
                m->mask = d->mask = 0xFFFFFFFFu;
                m->unit = d->unit = 0xFF;
                m->cycle = d->cycle = c->last_cycle;
                report(c, SFPU_MM_STATE, c->last_cycle, m, d, lanes, "end-of-test LReg file differs");
            }
        }
    }
    if (model && dut_dst) {
        /* one report for the whole Dst, listing the first SFPU_MAX_DST_WB cells that differ */
        memset(m, 0, offsetof(cmp_event_t, cell));
        memset(d, 0, offsetof(cmp_event_t, cell));
        unsigned differ = 0;
        uint32_t cols = 0;
        for (unsigned row = 0; row < SFPU_DST_ROWS; ++row) {
            for (unsigned col = 0; col < SFPU_DST_COLS; ++col) {
                uint16_t v = 0;
                sfpu_peek_dst(model, row, col, &v);
                if (v != dut_dst[row][col]) {
                    if (m->nc < SFPU_MAX_DST_WB) {
                        sfpu_dst_cell_t x = {(uint16_t)row, (uint8_t)col, v};
                        m->cell[m->nc++] = x;
                        x.val = dut_dst[row][col];
                        d->cell[d->nc++] = x;
                    }
                    cols |= 1u << col;
                    differ++;
                }
            }
        }
        if (differ) {
            m->valid = d->valid = 1;
            m->is_dst = d->is_dst = 1;
            m->unit = d->unit = SFPU_UNIT_STORE;
            m->mask = d->mask = cols;
            m->cycle = d->cycle = c->last_cycle;
            char note[120];
            snprintf(note, sizeof note, "end-of-test Dst differs in %u cell(s)%s", differ,
                     differ > SFPU_MAX_DST_WB ? " (the first 64 are listed)" : "");
            report(c, SFPU_MM_STATE, c->last_cycle, m, d, cols, note);
        }
    }
    return sfpu_cmp_total(c) + c->waived - before;
}

unsigned sfpu_cmp_state_reg(sfpu_cmp_t *c, const sfpu_t *model, unsigned reg, const uint32_t *dut, unsigned n)
{
    if (c == NULL || model == NULL || dut == NULL || reg >= SFPU_REG_COUNT || n < sfpu_reg_count(reg)) {
        return 0;
    }
    n = sfpu_reg_count(reg);
    unsigned bits = sfpu_reg_bits(reg);
    uint32_t mask = bits >= 32 ? 0xFFFFFFFFu : ((1u << bits) - 1u);
    bool stack = reg == SFPU_REG_STACK_FLAGS || reg == SFPU_REG_STACK_USE;
    unsigned differ = 0;
    char note[400];
    int k = 0;
    for (unsigned i = 0; i < n; ++i) {
        uint32_t mv = 0;
        if (stack) {
            uint32_t depth = 0;
            sfpu_get_reg(model, SFPU_REG_STACK_DEPTH, i / 8, &depth);
            if (i % 8 >= depth) {
                continue; /* above the top of this lane's stack: nothing is there */
            }
        }
        sfpu_get_reg(model, reg, i, &mv);
        uint32_t dv = dut[i] & mask;
        if ((mv & mask) == dv) {
            continue;
        }
        if (differ++ < 4 && k >= 0 && (size_t)k < sizeof note) {
            k += snprintf(note + k, sizeof note - (size_t)k, "%s[%u] model 0x%x dut 0x%x", differ > 1 ? ", " : "", i,
                          (unsigned)(mv & mask), (unsigned)dv);
        }
    }
    if (differ == 0) {
        return 0;
    }
    char full[520];
    snprintf(full, sizeof full, "%s differs at %u of %u indices: %s%s", sfpu_reg_name(reg), differ, n,
             note, differ > 4 ? ", ..." : "");
    unsigned before = sfpu_cmp_total(c) + c->waived;
    report_at(c, SFPU_MM_STATE, c->last_cycle, NULL, NULL, 0, full, 0, (int)reg);
    return sfpu_cmp_total(c) + c->waived - before;
}

sfpu_status_t sfpu_cmp_resync(sfpu_cmp_t *c, sfpu_t *model, const uint32_t dut_lreg[17][32],
                              const uint16_t (*dut_dst)[16])
{
    if (c == NULL || model == NULL || dut_lreg == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    for (unsigned r = 0; r < 17; ++r) {
        sfpu_status_t st = sfpu_poke_lreg(model, r, dut_lreg[r]);
        if (st != SFPU_OK) {
            return st;
        }
    }
    if (dut_dst) {
        for (unsigned row = 0; row < SFPU_DST_ROWS; ++row) {
            for (unsigned col = 0; col < SFPU_DST_COLS; ++col) {
                sfpu_poke_dst(model, row, col, dut_dst[row][col]);
            }
        }
    }
    memset(c->pend, 0, sizeof c->pend);
    return SFPU_OK;
}

unsigned sfpu_cmp_count(const sfpu_cmp_t *c, sfpu_mm_class_t cls)
{
    return c && (unsigned)cls < SFPU_MM_CLASSES ? c->counts[cls] : 0;
}

unsigned sfpu_cmp_total(const sfpu_cmp_t *c)
{
    unsigned t = 0;
    for (unsigned i = 0; c && i < SFPU_MM_CLASSES; ++i) {
        t += c->counts[i];
    }
    return t;
}

unsigned sfpu_cmp_waived(const sfpu_cmp_t *c) { return c ? c->waived : 0; }

const char *sfpu_cmp_text(const sfpu_cmp_t *c) { return c && c->text.p ? c->text.p : ""; }
const char *sfpu_cmp_jsonl(const sfpu_cmp_t *c) { return c && c->json.p ? c->json.p : ""; }

void sfpu_cmp_clear_text(sfpu_cmp_t *c)
{
    if (c) {
        c->id_base += c->nrep; /* the reports taken keep their numbers; consequences are traced within what is held */
        c->nrep = 0;
        c->btext.len = c->bjson.len = 0;
        c->text.len = c->json.len = 0;
        if (c->text.p) {
            c->text.p[0] = '\0';
        }
        if (c->json.p) {
            c->json.p[0] = '\0';
        }
    }
}

size_t sfpu_cmp_summary(const sfpu_cmp_t *c, char *buf, size_t len)
{
    if (c == NULL || buf == NULL || len == 0) {
        return 0;
    }
    int k = snprintf(buf, len, "%s: %s cycles=%llu timing=%u data=%u missing=%u extra=%u state=%u waived=%u", c->test,
                     sfpu_cmp_total(c) ? "FAIL" : "PASS", (unsigned long long)c->cycles, c->counts[0], c->counts[1],
                     c->counts[2], c->counts[3], c->counts[4], c->waived);
    return k < 0 ? 0 : ((size_t)k < len ? (size_t)k : len - 1);
}
