/* cycles.c - the per-cycle table, diagnostic locations and the CLI's timed-run loop; see cycles.h. */
#include "cycles.h"

#include <stdlib.h>
#include <string.h>

static const char *const k_stall[SFPU_STALL_COUNT] = {"none", "mad_raw", "swap_next", "shft2_next"};

void cli_cycle_from_out(cli_cycle_t *c, const sfpu_out_t *out, int issued)
{
    c->issued = issued;
    c->stall = out->stall_cause;
    memcpy(c->unit_op, out->unit_op, sizeof c->unit_op);
    c->unit_sched = out->unit_sched;
}

void cli_cycle_table(FILE *f, const char *indent, const cli_cycle_t *cyc, size_t n)
{
    fprintf(f, "%scycle  issued  stall       load           simple         mad            round          store\n", indent);
    bool any_sched = false;
    for (size_t k = 0; k < n; ++k) {
        char line[256];
        size_t len = 0;
        char idx[16] = "-";
        if (cyc[k].issued >= 0) {
            snprintf(idx, sizeof idx, "%d", (int)cyc[k].issued);
        }
        len += (size_t)snprintf(line, sizeof line, "%5zu  %6s  %-10s", k, idx,
                                k_stall[cyc[k].stall < SFPU_STALL_COUNT ? cyc[k].stall : 0]);
        for (unsigned u = 0; u < SFPU_UNIT_COUNT && len < sizeof line; ++u) {
            const sfpu_isa_info_t *info = sfpu_isa_info(cyc[k].unit_op[u]);
            bool sched = (cyc[k].unit_sched >> u) & 1u;
            any_sched |= sched;
            char cell[24];
            snprintf(cell, sizeof cell, "%s%s", sched ? "*" : "", info ? info->mnem : "-");
            len += (size_t)snprintf(line + len, sizeof line - len, "  %-13s", cell);
        }
        while (len > 0 && line[len - 1] == ' ') {
            line[--len] = '\0';
        }
        fprintf(f, "%s%s\n", indent, line);
    }
    if (any_sched) {
        fprintf(f, "%s(* = scheduled by SFPLOADMACRO)\n", indent);
    }
}

void cli_locator_begin(cli_locator_t *l, const sfpu_t *s)
{
    memset(l, 0, sizeof *l);
    l->last_index = -1;
    l->diag_base = sfpu_diag_count(s);
    for (unsigned i = 0; i < SFPU_DIAG_KEEP; ++i) {
        l->loc[i].index = -1;
        l->loc[i].macro_index = -1;
    }
}

static int32_t index_at_cycle(const cli_locator_t *l, uint64_t cycle)
{
    unsigned kept = l->n_issued < 256 ? l->n_issued : 256;
    for (unsigned k = 0; k < kept; ++k) {
        unsigned at = (l->n_issued - 1 - k) % 256;
        if (l->issued[at].cycle == cycle) {
            return l->issued[at].index;
        }
        if (l->issued[at].cycle < cycle) {
            break;
        }
    }
    return -1;
}

void cli_locator_tick(cli_locator_t *l, const sfpu_t *s, const sfpu_out_t *out, int ingested)
{
    if (ingested >= 0) {
        l->last_index = ingested;
    }
    if (out->issued_unit != 0xFF && l->last_index >= 0) {
        l->issued[l->n_issued % 256].cycle = out->cycle;
        l->issued[l->n_issued % 256].index = l->last_index;
        l->n_issued++;
    }
    unsigned count = sfpu_diag_count(s), kept = count < SFPU_DIAG_KEEP ? count : SFPU_DIAG_KEEP;
    for (unsigned g = count - out->n_diag; g < count; ++g) {
        cli_diag_loc_t *loc = &l->loc[g % SFPU_DIAG_KEEP];
        loc->index = -1;
        loc->macro_index = -1;
        loc->scheduled = 0;
        sfpu_diag_t d;
        if (g + kept < count || sfpu_diag_get(s, g - (count - kept), &d) != SFPU_OK) {
            continue;
        }
        /* the regular instruction of this cycle, unless the consumer is one an SFPLOADMACRO scheduled */
        sfpu_insn_t in;
        bool decoded = sfpu_decode(d.word, sfpu_get_arch(s), &in, NULL, 0) == SFPU_OK;
        int sched_unit = -1;
        for (unsigned u = 0; u < SFPU_UNIT_COUNT && decoded && d.kind != SFPU_DIAG_DROPPED; ++u) {
            if (((out->unit_sched >> u) & 1u) && out->unit_op[u] == in.op &&
                !(out->issued_unit == u && out->unit_word[u] == d.word)) {
                sched_unit = (int)u;
                break;
            }
        }
        bool regular_match = out->issued_unit != 0xFF && out->issued_unit < SFPU_UNIT_COUNT &&
                             out->unit_word[out->issued_unit] == d.word;
        if (sched_unit >= 0 && !regular_match) {
            loc->scheduled = 1;
            loc->macro_index = index_at_cycle(l, out->unit_macro_cycle[sched_unit]);
            loc->index = loc->macro_index;
        } else if (d.cycle == out->cycle) {
            /* the regular instruction issued (or, dropped, presented) this cycle */
            loc->index = l->last_index;
        }
    }
}

void cli_diag_where(const sfpu_t *s, unsigned i, const cli_where_t *w, char *prefix, size_t plen, char *suffix,
                    size_t slen)
{
    prefix[0] = '\0';
    suffix[0] = '\0';
    if (w == NULL || w->loc == NULL) {
        return;
    }
    unsigned count = sfpu_diag_count(s), kept = count < SFPU_DIAG_KEEP ? count : SFPU_DIAG_KEEP;
    unsigned g = count - kept + i;
    if (g < w->loc->diag_base) {
        return;
    }
    const cli_diag_loc_t *loc = &w->loc->loc[g % SFPU_DIAG_KEEP];
    if (loc->index >= 0 && (size_t)loc->index < w->n && w->lines) {
        snprintf(prefix, plen, "%s:%u: ", w->prog, (unsigned)w->lines[loc->index]);
        if (loc->scheduled) {
            snprintf(suffix, slen, " [the consumer was scheduled by the SFPLOADMACRO at %s:%u]", w->prog,
                     (unsigned)w->lines[loc->index]);
        }
    } else if (loc->scheduled) {
        snprintf(suffix, slen, " [the consumer was scheduled by an SFPLOADMACRO]");
    }
}

void cli_diag_print(FILE *f, const sfpu_t *s, const char *indent, const cli_where_t *w)
{
    unsigned kept = sfpu_diag_count(s) < SFPU_DIAG_KEEP ? sfpu_diag_count(s) : SFPU_DIAG_KEEP;
    if (sfpu_diag_count(s) > kept) {
        fprintf(f, "%s(the first %u diagnostics are no longer kept; the last %u follow)\n", indent,
                sfpu_diag_count(s) - kept, kept);
    }
    for (unsigned i = 0; i < kept; ++i) {
        sfpu_diag_t d;
        char msg[400], pre[300], suf[300];
        sfpu_diag_get(s, i, &d);
        sfpu_diag_format(s, &d, msg, sizeof msg);
        cli_diag_where(s, i, w, pre, sizeof pre, suf, sizeof suf);
        fprintf(f, "%s%s%s%s\n", indent, pre, msg, suf);
    }
}

sfpu_status_t cli_timed_run(sfpu_t *s, const uint32_t *words, size_t n, size_t *executed, sfpu_trace_t *trace,
                            cli_cycle_t **cyc, size_t *ncyc, cli_locator_t *loc)
{
    size_t i = 0, cap = 0, rows = 0;
    cli_cycle_t *tab = NULL;
    bool table_lost = false;
    sfpu_status_t st = SFPU_OK;
    sfpu_out_t out;
    memset(&out, 0, sizeof out);
    cli_locator_begin(loc, s);
    /* the drain bound is sfpu_run_timed's (above the longest MOP expansion) */
    const uint64_t bound = sfpu_max_cycles(s);
    uint64_t guard = 0;
    for (; st == SFPU_OK && guard < bound;) {
        sfpu_in_t in = {(uint8_t)(i < n), i < n ? words[i] : 0u};
        st = sfpu_tick(s, &in, &out);
        int ingested = st == SFPU_OK && i < n && out.insn_ready ? (int)i : -1;
        if (st == SFPU_OK) {
            cli_locator_tick(loc, s, &out, ingested);
            if (trace) {
                sfpu_trace_cycle(trace, s, &in, &out);
            }
            if (cyc && !table_lost) {
                if (rows == cap) {
                    size_t nc = cap ? cap * 2 : 256;
                    cli_cycle_t *t = (cli_cycle_t *)realloc(tab, nc * sizeof *t);
                    if (t == NULL) { /* out of memory: no table (*ncyc = 0; the caller says so) */
                        free(tab);
                        tab = NULL;
                        table_lost = true;
                    } else {
                        tab = t;
                        cap = nc;
                    }
                }
                if (tab && !table_lost) {
                    cli_cycle_from_out(&tab[rows++], &out, ingested);
                }
            }
        }
        if (ingested >= 0) {
            ++i;
        }
        if (st == SFPU_OK && i == n) {
            if (!out.busy) {
                break;
            }
            guard += ingested < 0; /* the bound counts the cycles after the last word was taken */
        }
    }
    if (st == SFPU_OK && guard >= bound) {
        st = sfpu_stop_unfinished(s);
    }
    if (trace) {
        sfpu_trace_end(trace, sfpu_cycle(s));
    }
    if (ncyc) {
        *ncyc = tab ? rows : 0;
    }
    if (cyc) {
        *cyc = tab;
    }
    if (executed) {
        *executed = i;
    }
    return st;
}
