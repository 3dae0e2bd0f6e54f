/* cause.c - what a comparison report points at (sfpu_compare.h, "Reports point at the cause"): the instructions the
 * model began executing - accepted or scheduled by SFPLOADMACRO - and those the DUT accepted, remembered to name a
 * report's instruction; and the reports a session holds, kept in cycle order with the consequence rule applied.
 * Spec: rtl-harness/README.md "Reading a report", docs/decisions.md R8. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session_internal.h"

/* The remembered issues, youngest first: i = 0, 1, ... while it returns non-NULL. */
static const cmp_issue_t *cmp_issue_back(const sfpu_cmp_t *c, unsigned i)
{
    unsigned n = c->n_issued < CMP_ISSUED ? c->n_issued : CMP_ISSUED;
    return i < n ? &c->issued[(c->n_issued - 1 - i) % CMP_ISSUED] : NULL;
}

/* The instruction that produced an event: the youngest issue of `word` (on `unit` unless 0xFF) at or before `cycle`. */
const cmp_issue_t *cmp_issue_of(const sfpu_cmp_t *c, uint32_t word, unsigned unit, uint64_t cycle)
{
    const cmp_issue_t *is;
    for (unsigned i = 0; (is = cmp_issue_back(c, i)) != NULL; ++i) {
        if (is->word == word && is->cycle <= cycle && (unit == 0xFFu || is->unit == unit)) {
            return is;
        }
    }
    return NULL;
}

/* The youngest issue at or before `cycle` that writes LReg `reg` (reg SFPU_LREGS: that stores to Dst). */
const cmp_issue_t *cmp_writer_of(const sfpu_cmp_t *c, unsigned reg, uint64_t cycle)
{
    const cmp_issue_t *is;
    for (unsigned i = 0; (is = cmp_issue_back(c, i)) != NULL; ++i) {
        bool w = reg < SFPU_LREGS ? (is->writes >> reg & 1u) != 0 : is->unit == SFPU_UNIT_STORE;
        if (w && is->cycle <= cycle) {
            return is;
        }
    }
    return NULL;
}

/* The youngest word the DUT accepted at or before `cycle` that writes LReg `reg` (SFPU_LREGS: a store), or NULL. */
const cmp_issue_t *cmp_dut_writer_of(const sfpu_cmp_t *c, unsigned reg, uint64_t cycle)
{
    unsigned n = c->n_dut_issued < 8 ? c->n_dut_issued : 8;
    for (unsigned i = 0; i < n; ++i) {
        const cmp_issue_t *is = &c->dut_issued[(c->n_dut_issued - 1 - i) % 8];
        bool w = reg < SFPU_LREGS ? (is->writes >> reg & 1u) != 0 : is->op == SFPU_OP_SFPSTORE;
        if (w && is->cycle <= cycle) {
            return is;
        }
    }
    return NULL;
}

/* The youngest issue of an instruction that changes state item `item` (sfpu_reg_t), or NULL. */
const cmp_issue_t *cmp_changer_of(const sfpu_cmp_t *c, unsigned item)
{
    static const uint8_t flags[] = {SFPU_OP_SFPSETCC, SFPU_OP_SFPENCC, SFPU_OP_SFPCOMPC, SFPU_OP_SFPPUSHC,
                                    SFPU_OP_SFPPOPC,  SFPU_OP_SFPIADD, SFPU_OP_SFPEXEXP, SFPU_OP_SFPLZ,
                                    SFPU_OP_SFPGT,    SFPU_OP_SFPLE};
    static const uint8_t config[] = {SFPU_OP_SFPCONFIG};
    static const uint8_t prng[] = {SFPU_OP_SFPSTOCHRND, SFPU_OP_SFPMOV, SFPU_OP_SFPCAST};
    static const uint8_t rwc[] = {SFPU_OP_SFPLOAD, SFPU_OP_SFPSTORE, SFPU_OP_SFPLOADMACRO, SFPU_OP_TTSETRWC,
                                  SFPU_OP_TTINCRWC};
    const uint8_t *ops = NULL;
    unsigned n = 0;
    if (item <= SFPU_REG_STACK_DEPTH || item == SFPU_REG_STACK_FLAGS || item == SFPU_REG_STACK_USE) {
        ops = flags, n = sizeof flags;
    } else if (item == SFPU_REG_LANE_CONFIG || (item >= SFPU_REG_LM_MISC && item <= SFPU_REG_LM_SEQUENCE)) {
        ops = config, n = sizeof config;
    } else if (item == SFPU_REG_PRNG) {
        ops = prng, n = sizeof prng;
    } else if (item >= SFPU_REG_RWC_DST && item <= SFPU_REG_RWC_EXTRA_ADDR_MOD_BIT) {
        ops = rwc, n = sizeof rwc;
    }
    const cmp_issue_t *is;
    for (unsigned i = 0; ops && (is = cmp_issue_back(c, i)) != NULL; ++i) {
        if (memchr(ops, is->op, n) != NULL) {
            return is;
        }
    }
    return NULL;
}

/* Keeps a report record in cycle order (ties: the order found). False when out of memory. */
bool cmp_rep_insert(sfpu_cmp_t *c, const cmp_rep_t *r)
{
    if (c->nrep == c->caprep) {
        unsigned cap = c->caprep ? c->caprep * 2 : 16;
        cmp_rep_t *np = (cmp_rep_t *)realloc(c->rep, cap * sizeof *np);
        if (np == NULL) {
            return false;
        }
        c->rep = np;
        c->caprep = cap;
    }
    unsigned k = c->nrep;
    while (k > 0 && c->rep[k - 1].cycle > r->cycle) {
        --k;
    }
    memmove(&c->rep[k + 1], &c->rep[k], (c->nrep - k) * sizeof *r);
    c->rep[k] = *r;
    c->nrep++;
    return true;
}

/* The consequence rule (sfpu_compare.h): report i follows from an earlier report j when, after j's cycle, i's
 * instruction reads an LReg that j (or a consequence of j) left different, when i is an end-of-test difference in
 * such an LReg or Dst row, or when j is an insn_ready mismatch (from then on the two sides issue out of step). The
 * cause named is the root: the earliest report of the chain. Returns the root's index or -1. */
static int cmp_rep_cause(const sfpu_cmp_t *c, unsigned i, const int reg_root[SFPU_LREGS], const int *row_root,
                         const uint16_t *row_id, unsigned nrow, int ready_root)
{
    const cmp_rep_t *r = &c->rep[i];
    bool state = r->cls == SFPU_MM_STATE;
    int cause = -1;
#define CMP_TAKE(j)                                                                                                    \
    do {                                                                                                               \
        if ((j) >= 0 && (c->rep[(j)].cycle < r->cycle || (state && c->rep[(j)].cycle <= r->cycle)) &&                  \
            (cause < 0 || (j) < cause)) {                                                                              \
            cause = (j);                                                                                               \
        }                                                                                                              \
    } while (0)
    /* an insn_ready mismatch: what follows it, and what the out-of-step instruction itself wrote in its cycle */
    if (ready_root >= 0 && c->rep[ready_root].cycle == r->cycle && strcmp(c->rep[ready_root].insn, r->insn) == 0 &&
        (cause < 0 || ready_root < cause)) {
        cause = ready_root;
    }
    CMP_TAKE(ready_root);
    uint32_t regs = r->reads | (state ? r->place : 0u);
    for (unsigned reg = 0; reg < SFPU_LREGS; ++reg) {
        if (regs >> reg & 1u) {
            CMP_TAKE(reg_root[reg]);
        }
    }
    for (unsigned k = 0; state && k < r->nrows; ++k) {
        for (unsigned q = 0; q < nrow; ++q) {
            if (row_id[q] == r->rows[k]) {
                CMP_TAKE(row_root[q]);
            }
        }
    }
#undef CMP_TAKE
    return cause;
}

/* The text and JSON Lines of the held reports, earliest cycle first, consequences marked. */
void cmp_rebuild(sfpu_cmp_t *c)
{
    int reg_root[SFPU_LREGS], row_root[64], ready_root = -1;
    uint16_t row_id[64];
    unsigned nrow = 0;
    for (unsigned r = 0; r < SFPU_LREGS; ++r) {
        reg_root[r] = -1;
    }
    c->text.len = c->json.len = 0;
    for (unsigned i = 0; i < c->nrep; ++i) {
        const cmp_rep_t *r = &c->rep[i];
        int cause = cmp_rep_cause(c, i, reg_root, row_root, row_id, nrow, ready_root);
        int root = cause >= 0 ? cause : (int)i;
        for (unsigned reg = 0; reg < SFPU_LREGS; ++reg) {
            if ((r->place >> reg & 1u) && reg_root[reg] < 0) {
                reg_root[reg] = root;
            }
        }
        for (unsigned k = 0; k < r->nrows; ++k) {
            unsigned q = 0;
            while (q < nrow && row_id[q] != r->rows[k]) {
                ++q;
            }
            if (q == nrow && nrow < 64) {
                row_id[nrow] = r->rows[k];
                row_root[nrow++] = root;
            }
        }
        if (r->ready && ready_root < 0) {
            ready_root = root;
        }
        char cs[40] = "";
        if (cause >= 0) {
            snprintf(cs, sizeof cs, " (consequence of #%u)", c->id_base + (unsigned)cause + 1);
        }
        cmp_sb_printf(&c->text, "SFPU-MISMATCH %s cycle=%llu seed=0x%llx test=%s insn=%s%s\n",
                      sfpu_mm_class_name((sfpu_mm_class_t)r->cls), (unsigned long long)r->cycle,
                      (unsigned long long)c->cfg.seed, c->test, r->insn, cs);
        cmp_sb_printf(&c->text, "%.*s", (int)r->t_len, c->btext.p + r->t_off);
        cmp_sb_printf(&c->json,
                      "{\"class\":\"%s\",\"cycle\":%llu,\"seed\":%llu,\"test\":\"%s\",\"insn\":\"%s\",\"id\":%u,"
                      "\"cause\":",
                      sfpu_mm_class_name((sfpu_mm_class_t)r->cls), (unsigned long long)r->cycle,
                      (unsigned long long)c->cfg.seed, c->test, r->insn, c->id_base + i + 1);
        if (cause >= 0) {
            cmp_sb_printf(&c->json, "%u", c->id_base + (unsigned)cause + 1);
        } else {
            cmp_sb_printf(&c->json, "null");
        }
        cmp_sb_printf(&c->json, "%.*s,\"reproduce\":\"", (int)r->j_len, c->bjson.p + r->j_off);
        for (const char *q = c->reproduce; *q; ++q) {
            cmp_sb_printf(&c->json, "%s%c", *q == '"' || *q == '\\' ? "\\" : "", *q);
        }
        cmp_sb_printf(&c->json, "\"}\n");
    }
}

/* The addressing state of the model after a cycle: what the next cycle's loads and stores start from. */
void cmp_snap_addr(cmp_addr_t *a, const sfpu_t *s, sfpu_arch_t arch)
{
    if (s == NULL) {
        a->valid = 0;
        return;
    }
    for (unsigned i = 0; i < 8; ++i) {
        sfpu_get_reg(s, SFPU_REG_RWC_DST + i, 0, &a->rwc[i]);
        sfpu_get_reg(s, SFPU_REG_ADDR_MOD_AB, i, &a->am_ab[i]);
        sfpu_get_reg(s, SFPU_REG_ADDR_MOD_DST, i, &a->am_dst[i]);
    }
    a->set_base = 0;
    if (arch == SFPU_ARCH_WH) {
        sfpu_get_reg(s, SFPU_REG_CFG_ADDR_MOD_SET_BASE, 0, &a->set_base);
    }
    a->valid = 1;
}

void cmp_push_issue(sfpu_cmp_t *c, uint32_t word, unsigned unit, bool sched, bool vd16, uint64_t macro_cycle)
{
    cmp_issue_t *is = &c->issued[c->n_issued++ % CMP_ISSUED];
    memset(is, 0, sizeof *is);
    is->cycle = c->last_cycle;
    is->word = word;
    is->unit = (uint8_t)unit;
    is->sched = sched;
    is->valid = 1;
    is->addr = c->snap;
    sfpu_insn_t in;
    memset(&in, 0, sizeof in);
    in.op = SFPU_OP_COUNT;
    is->op = 0xFF;
    if (sfpu_decode(word, c->cfg.arch, &in, NULL, 0) == SFPU_OK || in.op < SFPU_OP_COUNT) {
        in.scheduled = sched;
        is->op = (uint8_t)in.op;
        if (unit == 0xFFu) { /* not given (a DUT's word): the instruction's sub-unit from the ISA table */
            is->unit = sfpu_isa_info(in.op)->unit;
        }
        sfpu_insn_lregs(&in, &is->reads, &is->writes);
        if (vd16) { /* the word's VD field says L0 */
            is->writes = (is->writes & ~1u) | 1u << 16;
        }
    }
    if (sched) { /* the SFPLOADMACRO: the accepted word of its cycle, and its line (1-based among accepted words) */
        is->macro_cycle = macro_cycle;
        unsigned n = c->hist_n < CMP_HISTORY_MAX ? c->hist_n : CMP_HISTORY_MAX;
        for (unsigned i = 0; i < n; ++i) {
            unsigned k = (c->hist_n - 1 - i) % CMP_HISTORY_MAX;
            if (c->hist_cycle[k] == macro_cycle) {
                is->macro_word = c->hist_word[k];
                is->macro_line = c->hist_n - i;
                break;
            }
        }
    }
}

/* The instructions that began executing this cycle: the accepted word and the ones SFPLOADMACROs scheduled. */
void cmp_record_issues(sfpu_cmp_t *c, uint32_t word, bool accepted, const sfpu_out_t *model)
{
    if (accepted) {
        cmp_push_issue(c, word, model->issued_unit, false, false, 0);
    }
    for (unsigned u = 0; u < 5; ++u) {
        if (model->unit_sched >> u & 1u) {
            cmp_push_issue(c, model->unit_word[u], u, true, (model->unit_vd16 >> u & 1u) != 0,
                           model->unit_macro_cycle[u]);
        }
    }
}
