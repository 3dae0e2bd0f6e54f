/* pending.c - the bound of a timed run and the error when a run stops at it with work pending (a program whose
 * SFPLOADMACROs keep each other busy, or an expansion that does not end within the bound). */
#include <stdio.h>
#include <string.h>

#include "../exec/exec.h"
#include "../frontend/frontend.h"
#include "../sfpu_state.h"
#include "sfpu/sfpu.h"

static const char *const unit_names[] = {"Load", "Simple", "MAD", "Round", "Store"};

void sfpu_set_max_cycles(sfpu_t *s, uint64_t n)
{
    if (s) {
        s->max_cycles = n;
    }
}

uint64_t sfpu_max_cycles(const sfpu_t *s)
{
    return s == NULL || s->max_cycles == 0 ? SFPU_MAX_CYCLES_DEFAULT : s->max_cycles;
}

/* Appends to buf (at *at, bounded by len) and keeps *at at the terminating NUL. */
static void add(char *buf, size_t len, size_t *at, const char *text)
{
    int n = snprintf(buf + *at, len - *at, "%s", text);
    if (n > 0) {
        *at += (size_t)n < len - *at ? (size_t)n : len - *at - 1;
    }
}

sfpu_status_t sfpu_stop_unfinished(sfpu_t *s)
{
    if (s == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    const sfpu_pipe_t *p = &s->pipe;
    char what[400], item[160], dis[96];
    size_t at = 0;
    unsigned shown = 0, more = 0;
    what[0] = '\0';
    for (unsigned u = 0; u < SFPU_LM_UNITS; ++u) {
        for (unsigned k = 0; k < SFPU_LM_PENDING; ++k) {
            const sfpu_lm_entry_t *e = &p->lm[u][k];
            if (!e->valid) {
                continue;
            }
            if (shown == 4) {
                ++more;
                continue;
            }
            sfpu_disasm(e->insn.word, s->cfg.arch, dis, sizeof dis);
            snprintf(item, sizeof item, "%s'%s' on %s, scheduled by the SFPLOADMACRO issued as instruction %llu",
                     shown ? "; " : "", dis, unit_names[u + 1], (unsigned long long)e->order);
            add(what, sizeof what, &at, item);
            ++shown;
        }
    }
    unsigned inflight = 0;
    for (unsigned i = 0; i < SFPU_PIPE_SLOTS; ++i) {
        inflight += p->slot[i].valid;
    }
    if (inflight) {
        snprintf(item, sizeof item, "%s%u result%s in flight", shown ? "; " : "", inflight, inflight == 1 ? "" : "s");
        add(what, sizeof what, &at, item);
        ++shown;
    }
    if (fe_busy(&s->st.fe)) {
        add(what, sizeof what, &at, shown ? "; a MOP/REPLAY expansion under way" : "a MOP/REPLAY expansion under way");
        ++shown;
    }
    if (shown == 0) {
        return SFPU_OK;
    }
    if (more) {
        snprintf(item, sizeof item, "; %u more scheduled", more);
        add(what, sizeof what, &at, item);
    }
    return exec_fail(s, SFPU_ERR_UNIMPLEMENTED,
                     "cycle %llu: the run did not finish: still busy %llu cycles after its last instruction was "
                     "taken (the bound, --max-cycles / sfpu_set_max_cycles); pending: %s",
                     (unsigned long long)p->cycle, (unsigned long long)sfpu_max_cycles(s), what);
}
