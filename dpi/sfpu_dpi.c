/* sfpu_dpi.c - the DPI-C layer (see sfpu_dpi.h): argument checking and shaping around the model's public C API,
 * a handle table that makes a destroyed or foreign chandle an error instead of a crash, and the messages. No
 * model logic of its own. */
#include "sfpu_dpi.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sfpu/sfpu.h"
#include "sfpu/sfpu_compare.h"

#define DPI_SLOTS 8
#define DPI_MSG 640

typedef struct dpi_handle {
    sfpu_t *s;
    void *slot[DPI_SLOTS]; /* checkpoints (sfpu_save buffers) */
    sfpu_in_t in;          /* the last tick's input */
    sfpu_out_t out;        /* the last tick's outputs */
    sfpu_out_t obs;        /* the DUT's outputs of that cycle, as observed */
    sfpu_cmp_t *cmp;       /* the comparison session (sfpu_compare.h), created on first use */
    int last_status;       /* of the most recent call on this handle */
    char summary[300];
    char err[DPI_MSG]; /* the most recent failing call's message */
} dpi_handle_t;

/* ---- the handle table ----
 * A chandle encodes a tag, the generation of its table entry and the entry's index. An entry's generation is odd
 * while its model lives and is incremented when the model is destroyed (and again when the entry is reused), so
 * every copy of a destroyed handle stops matching. The tag makes a value that never came from sfpu_dpi_create (a
 * pointer, a small integer) fail the check before the table is consulted. */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define H_IDX_BITS 16
#define H_GEN_MASK 0xFFFFFFFFu
#define H_TAG ((uintptr_t)0x5F50u << 48)
#define H_TAG_MASK ((uintptr_t)0xFFFFu << 48)
#else
#define H_IDX_BITS 12
#define H_GEN_MASK 0xFFFFu
#define H_TAG ((uintptr_t)0xAu << 28)
#define H_TAG_MASK ((uintptr_t)0xFu << 28)
#endif
#define H_MAX_ENTRIES (1u << H_IDX_BITS)

typedef struct {
    uint32_t gen;
    dpi_handle_t *h;
} dpi_entry_t;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static dpi_entry_t *g_tab;     /* entries 0 .. g_n-1 */
static uint32_t g_n, g_cap;
static uint32_t *g_free;       /* indices of dead entries, reused last-in first-out */
static uint32_t g_nfree;

static _Thread_local char t_err[DPI_MSG]; /* this thread's most recent failing call */

static void *encode(uint32_t idx, uint32_t gen)
{
    return (void *)(H_TAG | ((uintptr_t)(gen & H_GEN_MASK) << H_IDX_BITS) | idx);
}

#if defined(__GNUC__)
__attribute__((format(printf, 2, 0)))
#endif
static void vset_msg(dpi_handle_t *h, const char *fmt, va_list ap)
{
    vsnprintf(t_err, sizeof t_err, fmt, ap);
    if (h) {
        memcpy(h->err, t_err, sizeof h->err);
    }
}

/* A failing call: status `st`, message "<fn>: <what>" on the handle (if valid) and the thread. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static int fail(dpi_handle_t *h, int st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vset_msg(h, fmt, ap);
    va_end(ap);
    if (h) {
        h->last_status = st;
    }
    return st;
}

/* A model call's status: ok, or a failure with the model's sticky message (execution calls: tick, exec) or the
 * status name (other calls, whose failure leaves no message in the model), prefixed with the DPI function. */
static int model_status_msg(dpi_handle_t *h, sfpu_status_t st, const char *fn, int exec)
{
    if (st == SFPU_OK) {
        h->last_status = SFPU_OK;
        return SFPU_OK;
    }
    const char *m = sfpu_last_error(h->s);
    return fail(h, st, "%s: %s", fn, exec && m[0] ? m : sfpu_status_name(st));
}

static int model_status(dpi_handle_t *h, sfpu_status_t st, const char *fn)
{
    return model_status_msg(h, st, fn, 0);
}

static int exec_status(dpi_handle_t *h, sfpu_status_t st, const char *fn)
{
    return model_status_msg(h, st, fn, 1);
}

/* The handle behind `vh`, or NULL with a message naming `fn` and what is wrong with it. */
static dpi_handle_t *H(void *vh, const char *fn)
{
    if (vh == NULL) {
        fail(NULL, SFPU_ERR_INVALID_ARGUMENT, "%s: null handle (sfpu_dpi_create failed, or the handle was never set)",
             fn);
        return NULL;
    }
    uintptr_t v = (uintptr_t)vh;
    uint32_t idx = (uint32_t)(v & (H_MAX_ENTRIES - 1u));
    uint32_t gen = (uint32_t)((v & ~H_TAG_MASK) >> H_IDX_BITS) & H_GEN_MASK;
    dpi_handle_t *h = NULL;
    int why = 0; /* 1 foreign, 2 destroyed */
    pthread_mutex_lock(&g_lock);
    if ((v & H_TAG_MASK) != H_TAG || idx >= g_n || (gen & 1u) == 0) {
        why = 1;
    } else if ((g_tab[idx].gen & H_GEN_MASK) != gen || g_tab[idx].h == NULL) {
        why = 2;
    } else {
        h = g_tab[idx].h;
    }
    pthread_mutex_unlock(&g_lock);
    if (why == 1) {
        fail(NULL, SFPU_ERR_INVALID_ARGUMENT, "%s: 0x%llx is not a handle from sfpu_dpi_create", fn,
             (unsigned long long)v);
    } else if (why == 2) {
        fail(NULL, SFPU_ERR_INVALID_ARGUMENT,
             "%s: handle 0x%llx was destroyed (sfpu_dpi_destroy); its model no longer exists", fn,
             (unsigned long long)v);
    }
    return h;
}

/* Starts a call on a valid handle: the call's status is ok unless it fails. */
#define BEGIN(vh, errval)                                                                                              \
    dpi_handle_t *h = H((vh), __func__);                                                                               \
    if (h == NULL) {                                                                                                   \
        return errval;                                                                                                 \
    }                                                                                                                  \
    h->last_status = SFPU_OK

int sfpu_dpi_api_version(void) { return SFPU_DPI_API_VERSION; }

const char *sfpu_dpi_status_name(int status) { return sfpu_status_name((sfpu_status_t)status); }

static const char *arch_text(int arch) { return arch == 0 ? "Blackhole A0" : "Wormhole B0"; }

void *sfpu_dpi_create(int arch)
{
    if (arch != 0 && arch != 1) {
        fail(NULL, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_create: architecture %d does not exist (0 = Blackhole A0, "
             "1 = Wormhole B0)", arch);
        return NULL;
    }
    dpi_handle_t *h = (dpi_handle_t *)calloc(1, sizeof *h);
    sfpu_config_t cfg = {arch == 1 ? SFPU_ARCH_WH : SFPU_ARCH_BH, 0};
    if (h == NULL || sfpu_create(&cfg, &h->s) != SFPU_OK) {
        free(h);
        fail(NULL, SFPU_ERR_INTERNAL, "sfpu_dpi_create: out of memory");
        return NULL;
    }
    void *vh = NULL;
    pthread_mutex_lock(&g_lock);
    uint32_t idx = UINT32_MAX;
    if (g_nfree > 0) {
        idx = g_free[--g_nfree];
    } else if (g_n < H_MAX_ENTRIES) {
        if (g_n == g_cap) {
            uint32_t cap = g_cap ? g_cap * 2 : 16;
            dpi_entry_t *t = (dpi_entry_t *)realloc(g_tab, cap * sizeof *t);
            uint32_t *f = t ? (uint32_t *)realloc(g_free, cap * sizeof *f) : NULL;
            if (t) {
                g_tab = t;
            }
            if (f) {
                g_free = f;
                g_cap = cap;
            }
        }
        if (g_n < g_cap) {
            idx = g_n++;
            g_tab[idx].gen = 0;
            g_tab[idx].h = NULL;
        }
    }
    if (idx != UINT32_MAX) {
        g_tab[idx].gen++; /* odd: live (an odd generation is never 0 in the handle either) */
        g_tab[idx].h = h;
        vh = encode(idx, g_tab[idx].gen);
    }
    pthread_mutex_unlock(&g_lock);
    if (vh == NULL) {
        sfpu_destroy(h->s);
        free(h);
        fail(NULL, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_create: %u models exist already (the most at once)",
             H_MAX_ENTRIES);
    }
    return vh;
}

int sfpu_dpi_destroy(void *vh)
{
    dpi_handle_t *h = H(vh, __func__);
    if (h == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    uint32_t idx = (uint32_t)((uintptr_t)vh & (H_MAX_ENTRIES - 1u));
    pthread_mutex_lock(&g_lock);
    int mine = g_tab[idx].h == h; /* not destroyed by another thread in between */
    if (mine) {
        g_tab[idx].gen++; /* even: dead; every copy of the handle is stale from now on */
        g_tab[idx].h = NULL;
        g_free[g_nfree++] = idx;
    }
    pthread_mutex_unlock(&g_lock);
    if (!mine) {
        return fail(NULL, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_destroy: handle 0x%llx was destroyed",
                    (unsigned long long)(uintptr_t)vh);
    }
    for (unsigned i = 0; i < DPI_SLOTS; ++i) {
        free(h->slot[i]);
    }
    sfpu_cmp_destroy(h->cmp);
    sfpu_destroy(h->s);
    free(h);
    return SFPU_OK;
}

const char *sfpu_dpi_last_error(void *vh)
{
    if (vh == NULL) {
        return t_err;
    }
    char keep[DPI_MSG];
    memcpy(keep, t_err, sizeof keep); /* asking about a bad handle is not a new failure */
    dpi_handle_t *h = H(vh, __func__);
    memcpy(t_err, keep, sizeof keep);
    return h ? h->err : t_err;
}

int sfpu_dpi_last_status(void *vh)
{
    char keep[DPI_MSG];
    memcpy(keep, t_err, sizeof keep);
    dpi_handle_t *h = H(vh, __func__);
    memcpy(t_err, keep, sizeof keep);
    return h ? h->last_status : SFPU_ERR_INVALID_ARGUMENT;
}

int sfpu_dpi_clear_error(void *vh)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    sfpu_clear_error(h->s);
    h->err[0] = '\0';
    return SFPU_OK;
}

/* ---- clocking ---- */
int sfpu_dpi_tick(void *vh, int valid, unsigned word, int *ready, int *stall, int *busy, int *n_wb)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    if (ready == NULL || stall == NULL || busy == NULL || n_wb == NULL) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_tick: null output argument");
    }
    sfpu_in_t in = {(uint8_t)(valid != 0), word};
    h->in = in;
    sfpu_status_t st = sfpu_tick(h->s, &in, &h->out);
    if (st != SFPU_OK) {
        h->out.n_wb = 0; /* a failed tick reports no events */
        h->out.n_dst_wb = 0;
        h->out.insn_ready = 0;
    }
    *ready = h->out.insn_ready;
    *stall = h->out.stall_cause;
    *busy = h->out.busy;
    *n_wb = h->out.n_wb;
    return exec_status(h, st, "sfpu_dpi_tick");
}

int sfpu_dpi_tick_at(void *vh, unsigned long long cycle, int valid, unsigned word, int *ready, int *stall, int *busy,
                     int *n_wb)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    unsigned long long now = (unsigned long long)sfpu_cycle(h->s);
    if (cycle != now) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT,
                    "sfpu_dpi_tick_at: the bench is at cycle %llu, the model at cycle %llu: a clock was %s (nothing "
                    "ticked)",
                    cycle, now, cycle > now ? "skipped" : "repeated");
    }
    return sfpu_dpi_tick(vh, valid, word, ready, stall, busy, n_wb);
}

int sfpu_dpi_reset(void *vh)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    sfpu_cmp_destroy(h->cmp);
    h->cmp = NULL;
    memset(&h->in, 0, sizeof h->in);
    memset(&h->out, 0, sizeof h->out);
    memset(&h->obs, 0, sizeof h->obs);
    h->err[0] = '\0';
    return model_status(h, sfpu_reset(h->s), "sfpu_dpi_reset");
}

int sfpu_dpi_exec(void *vh, unsigned word)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    return exec_status(h, sfpu_exec(h->s, word), "sfpu_dpi_exec");
}

/* ---- last tick's events ---- */
int sfpu_dpi_get_wb(void *vh, int i, int lane, int *reg, unsigned *mask, unsigned *data)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    if (reg == NULL || mask == NULL || data == NULL) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_get_wb: null output argument");
    }
    if (i < 0 || i >= h->out.n_wb) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_get_wb: write-back %d does not exist (the last tick had %u)",
                    i, (unsigned)h->out.n_wb);
    }
    if (lane < 0 || lane >= SFPU_LANES) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_get_wb: lane %d does not exist (0..31)", lane);
    }
    *reg = h->out.wb[i].reg;
    *mask = h->out.wb[i].mask;
    *data = h->out.wb[i].data[lane];
    return SFPU_OK;
}

int sfpu_dpi_wb_reg(void *vh, int i)
{
    int reg = -1;
    unsigned mask = 0, data = 0;
    return sfpu_dpi_get_wb(vh, i, 0, &reg, &mask, &data) == SFPU_OK ? reg : -1;
}

unsigned sfpu_dpi_wb_mask(void *vh, int i)
{
    int reg = -1;
    unsigned mask = 0, data = 0;
    return sfpu_dpi_get_wb(vh, i, 0, &reg, &mask, &data) == SFPU_OK ? mask : 0u;
}

unsigned sfpu_dpi_wb_data(void *vh, int i, int lane)
{
    int reg = -1;
    unsigned mask = 0, data = 0;
    return sfpu_dpi_get_wb(vh, i, lane, &reg, &mask, &data) == SFPU_OK ? data : 0u;
}

int sfpu_dpi_n_dst_wb(void *vh)
{
    BEGIN(vh, -1);
    return h->out.n_dst_wb;
}

int sfpu_dpi_get_dst_wb(void *vh, int i, int *row, int *col, unsigned *value)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    if (row == NULL || col == NULL || value == NULL) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_get_dst_wb: null output argument");
    }
    if (i < 0 || i >= h->out.n_dst_wb) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT,
                    "sfpu_dpi_get_dst_wb: Dst write %d does not exist (the last tick wrote %u cells)", i,
                    (unsigned)h->out.n_dst_wb);
    }
    const sfpu_dst_cell_t *c = &h->out.dst_wb[i];
    *row = c->row;
    *col = c->col;
    *value = c->val;
    return SFPU_OK;
}

unsigned sfpu_dpi_dst_wb(void *vh, int i)
{
    int row = 0, col = 0;
    unsigned v = 0;
    if (sfpu_dpi_get_dst_wb(vh, i, &row, &col, &v) != SFPU_OK) {
        return 0u;
    }
    return ((unsigned)row << 20) | ((unsigned)col << 16) | v;
}

/* ---- state access ---- */
static int check_lreg(dpi_handle_t *h, const char *fn, int reg, int lane)
{
    if (reg < 0 || reg >= SFPU_LREGS) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "%s: LReg %d does not exist (0..16)", fn, reg);
    }
    if (lane < 0 || lane >= SFPU_LANES) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "%s: lane %d does not exist (0..31)", fn, lane);
    }
    return SFPU_OK;
}

static int check_dst(dpi_handle_t *h, const char *fn, int row, int col)
{
    if (row < 0 || row >= SFPU_DST_ROWS) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "%s: Dst row %d does not exist (0..1023)", fn, row);
    }
    if (col < 0 || col >= SFPU_DST_COLS) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "%s: Dst column %d does not exist (0..15)", fn, col);
    }
    return SFPU_OK;
}

int sfpu_dpi_get_lreg(void *vh, int reg, int lane, unsigned *value)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    uint32_t v[SFPU_LANES];
    if (value == NULL) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_get_lreg: null output argument");
    }
    int st = check_lreg(h, "sfpu_dpi_get_lreg", reg, lane);
    if (st == SFPU_OK) {
        sfpu_peek_lreg(h->s, (unsigned)reg, v);
        *value = v[lane];
    }
    return st;
}

int sfpu_dpi_set_lreg(void *vh, int reg, int lane, unsigned value)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    uint32_t v[SFPU_LANES];
    int st = check_lreg(h, "sfpu_dpi_set_lreg", reg, lane);
    if (st == SFPU_OK) {
        sfpu_peek_lreg(h->s, (unsigned)reg, v);
        v[lane] = value;
        sfpu_poke_lreg(h->s, (unsigned)reg, v);
    }
    return st;
}

unsigned sfpu_dpi_peek_lreg(void *vh, int reg, int lane)
{
    BEGIN(vh, 0u);
    uint32_t v[SFPU_LANES];
    if (check_lreg(h, "sfpu_dpi_peek_lreg", reg, lane) != SFPU_OK) {
        return 0u;
    }
    sfpu_peek_lreg(h->s, (unsigned)reg, v);
    return v[lane];
}

int sfpu_dpi_poke_lreg(void *vh, int reg, int lane, unsigned value)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    uint32_t v[SFPU_LANES];
    int st = check_lreg(h, "sfpu_dpi_poke_lreg", reg, lane);
    if (st == SFPU_OK) {
        sfpu_peek_lreg(h->s, (unsigned)reg, v);
        v[lane] = value;
        sfpu_poke_lreg(h->s, (unsigned)reg, v);
    }
    return st;
}

int sfpu_dpi_get_dst(void *vh, int row, int col, unsigned *value)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    if (value == NULL) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_get_dst: null output argument");
    }
    int st = check_dst(h, "sfpu_dpi_get_dst", row, col);
    if (st == SFPU_OK) {
        uint16_t v = 0;
        sfpu_peek_dst(h->s, (unsigned)row, (unsigned)col, &v);
        *value = v;
    }
    return st;
}

static int set_dst(dpi_handle_t *h, const char *fn, int row, int col, unsigned value)
{
    int st = check_dst(h, fn, row, col);
    if (st == SFPU_OK && value > 0xFFFFu) {
        st = fail(h, SFPU_ERR_INVALID_ARGUMENT, "%s: value 0x%x does not fit a 16-bit Dst cell", fn, value);
    }
    if (st == SFPU_OK) {
        sfpu_poke_dst(h->s, (unsigned)row, (unsigned)col, (uint16_t)value);
    }
    return st;
}

int sfpu_dpi_set_dst(void *vh, int row, int col, unsigned value)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    return set_dst(h, "sfpu_dpi_set_dst", row, col, value);
}

unsigned sfpu_dpi_peek_dst(void *vh, int row, int col)
{
    BEGIN(vh, 0u);
    uint16_t v = 0;
    if (check_dst(h, "sfpu_dpi_peek_dst", row, col) == SFPU_OK) {
        sfpu_peek_dst(h->s, (unsigned)row, (unsigned)col, &v);
    }
    return v;
}

int sfpu_dpi_poke_dst(void *vh, int row, int col, unsigned value)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    return set_dst(h, "sfpu_dpi_poke_dst", row, col, value);
}

int sfpu_dpi_get_cycle(void *vh, unsigned long long *cycle)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    if (cycle == NULL) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_get_cycle: null output argument");
    }
    *cycle = (unsigned long long)sfpu_cycle(h->s);
    return SFPU_OK;
}

unsigned long long sfpu_dpi_cycle(void *vh)
{
    BEGIN(vh, 0u);
    return (unsigned long long)sfpu_cycle(h->s);
}

int sfpu_dpi_peek_lreg_vec(void *vh, int reg, uint32_t *vec)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    if (vec == NULL) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_peek_lreg_vec: null vector");
    }
    int st = check_lreg(h, "sfpu_dpi_peek_lreg_vec", reg, 0);
    return st == SFPU_OK ? model_status(h, sfpu_peek_lreg(h->s, (unsigned)reg, vec), "sfpu_dpi_peek_lreg_vec") : st;
}

int sfpu_dpi_poke_lreg_vec(void *vh, int reg, const uint32_t *vec)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    if (vec == NULL) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_poke_lreg_vec: null vector");
    }
    int st = check_lreg(h, "sfpu_dpi_poke_lreg_vec", reg, 0);
    return st == SFPU_OK ? model_status(h, sfpu_poke_lreg(h->s, (unsigned)reg, vec), "sfpu_dpi_poke_lreg_vec") : st;
}

/* ---- named registers ---- */
static int lookup_reg(dpi_handle_t *h, const char *fn, const char *name, int index, unsigned *reg)
{
    *reg = name ? sfpu_reg_lookup(name) : SFPU_REG_COUNT;
    if (*reg >= SFPU_REG_COUNT) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "%s: no register named '%s' (the names of sfpu_reg_name, e.g. "
                    "lane_config, rwc_dst)", fn, name ? name : "(null)");
    }
    if (index < 0 || (unsigned)index >= sfpu_reg_count(*reg)) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "%s: %s has indices 0..%u, not %d", fn, name,
                    sfpu_reg_count(*reg) - 1u, index);
    }
    return SFPU_OK;
}

int sfpu_dpi_get_reg(void *vh, const char *name, int index, unsigned *value)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    unsigned reg;
    uint32_t v = 0;
    if (value == NULL) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_get_reg: null output argument");
    }
    int st = lookup_reg(h, "sfpu_dpi_get_reg", name, index, &reg);
    if (st != SFPU_OK) {
        return st;
    }
    st = model_status(h, sfpu_get_reg(h->s, reg, (unsigned)index, &v), "sfpu_dpi_get_reg");
    *value = v;
    return st;
}

int sfpu_dpi_set_reg(void *vh, const char *name, int index, unsigned value)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    unsigned reg;
    int st = lookup_reg(h, "sfpu_dpi_set_reg", name, index, &reg);
    if (st != SFPU_OK) {
        return st;
    }
    unsigned bits = sfpu_reg_bits(reg);
    if (bits < 32 && (value >> bits) != 0) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_set_reg: value 0x%x does not fit %s (%u bits)", value, name,
                    bits);
    }
    if (reg == SFPU_REG_STACK_DEPTH && value > SFPU_FLAG_STACK_DEPTH) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_set_reg: stack_depth %u is above the stack's %u entries",
                    value, SFPU_FLAG_STACK_DEPTH);
    }
    return model_status(h, sfpu_set_reg(h->s, reg, (unsigned)index, value), "sfpu_dpi_set_reg");
}

/* ---- observations and the comparison session ---- */
int sfpu_dpi_obs_clear(void *vh)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    h->obs.insn_ready = 0;
    h->obs.n_wb = 0;
    h->obs.n_dst_wb = 0;
    return SFPU_OK;
}

int sfpu_dpi_obs_ready(void *vh, int ready)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    if (ready != 0 && ready != 1) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_obs_ready: ready is %d, not 0 or 1 (cycle %llu)", ready,
                    (unsigned long long)h->out.cycle);
    }
    h->obs.insn_ready = (uint8_t)ready;
    return SFPU_OK;
}

int sfpu_dpi_obs_wb(void *vh, int reg, int lane, unsigned data)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    if (reg < 0 || reg >= SFPU_LREGS || lane < 0 || lane >= SFPU_LANES) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT,
                    "sfpu_dpi_obs_wb: the DUT's write-back of LReg %d lane %d does not exist (LRegs 0..16, lanes 0..31; "
                    "cycle %llu): not recorded",
                    reg, lane, (unsigned long long)h->out.cycle);
    }
    sfpu_wb_event_t *e = NULL;
    for (unsigned i = 0; i < h->obs.n_wb; ++i) {
        if (h->obs.wb[i].reg == reg) {
            e = &h->obs.wb[i];
        }
    }
    if (e == NULL) { /* at most one event per register: n_wb < SFPU_MAX_WB here */
        e = &h->obs.wb[h->obs.n_wb++];
        e->reg = (uint8_t)reg;
        e->unit = 0;
        e->mask = 0;
        e->word = 0;
    }
    e->mask |= 1u << lane;
    e->data[lane] = data;
    return SFPU_OK;
}

int sfpu_dpi_obs_dst(void *vh, int row, int col, unsigned value)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    if (row < 0 || row >= SFPU_DST_ROWS || col < 0 || col >= SFPU_DST_COLS || value > 0xFFFFu) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT,
                    "sfpu_dpi_obs_dst: the DUT's Dst write of row %d column %d value 0x%x does not exist (rows 0..1023, "
                    "columns 0..15, 16-bit values; cycle %llu): not recorded",
                    row, col, value, (unsigned long long)h->out.cycle);
    }
    if (h->obs.n_dst_wb >= SFPU_MAX_DST_WB) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT,
                    "sfpu_dpi_obs_dst: more than %u Dst cells observed in one cycle (cycle %llu): not recorded",
                    (unsigned)SFPU_MAX_DST_WB, (unsigned long long)h->out.cycle);
    }
    sfpu_dst_cell_t *c = &h->obs.dst_wb[h->obs.n_dst_wb++];
    c->row = (uint16_t)row;
    c->col = (uint8_t)col;
    c->val = (uint16_t)value;
    return SFPU_OK;
}

int sfpu_dpi_cmp_config(void *vh, const char *test, unsigned long long seed)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    sfpu_cmp_destroy(h->cmp);
    h->cmp = NULL;
    sfpu_cmp_config_t cfg = {sfpu_get_arch(h->s), test, seed, 0, 0, 0, 0};
    sfpu_status_t st = sfpu_cmp_create(&cfg, &h->cmp);
    return st == SFPU_OK ? SFPU_OK : fail(h, st, "sfpu_dpi_cmp_config: cannot create the comparison session");
}

int sfpu_dpi_compare(void *vh)
{
    BEGIN(vh, -1);
    if (h->cmp == NULL && sfpu_dpi_cmp_config(vh, "sv", 0) != SFPU_OK) {
        return -1;
    }
    return (int)sfpu_cmp_step(h->cmp, h->s, &h->in, &h->out, &h->obs);
}

int sfpu_dpi_cmp_finish(void *vh)
{
    BEGIN(vh, -1);
    return h->cmp ? (int)sfpu_cmp_finish(h->cmp, NULL, NULL, NULL) : 0;
}

int sfpu_dpi_cmp_total(void *vh)
{
    BEGIN(vh, -1);
    return h->cmp ? (int)sfpu_cmp_total(h->cmp) : 0;
}

const char *sfpu_dpi_report(void *vh)
{
    BEGIN(vh, "");
    return h->cmp ? sfpu_cmp_text(h->cmp) : "";
}

int sfpu_dpi_report_clear(void *vh)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    sfpu_cmp_clear_text(h->cmp);
    return SFPU_OK;
}

const char *sfpu_dpi_cmp_summary(void *vh)
{
    BEGIN(vh, "");
    if (h->cmp == NULL) {
        return "no comparison run";
    }
    sfpu_cmp_summary(h->cmp, h->summary, sizeof h->summary);
    return h->summary;
}

/* ---- checkpoints ---- */
static int check_slot(dpi_handle_t *h, const char *fn, int slot)
{
    if (slot < 0 || slot >= DPI_SLOTS) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "%s: checkpoint slot %d does not exist (0..%d)", fn, slot,
                    DPI_SLOTS - 1);
    }
    return SFPU_OK;
}

int sfpu_dpi_checkpoint(void *vh, int slot)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    int st = check_slot(h, "sfpu_dpi_checkpoint", slot);
    if (st != SFPU_OK) {
        return st;
    }
    if (h->slot[slot] == NULL && (h->slot[slot] = malloc(sfpu_state_size())) == NULL) {
        return fail(h, SFPU_ERR_INTERNAL, "sfpu_dpi_checkpoint: out of memory");
    }
    return model_status(h, sfpu_save(h->s, h->slot[slot], sfpu_state_size()), "sfpu_dpi_checkpoint");
}

int sfpu_dpi_restore(void *vh, int slot)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    int st = check_slot(h, "sfpu_dpi_restore", slot);
    if (st != SFPU_OK) {
        return st;
    }
    if (h->slot[slot] == NULL) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_restore: slot %d holds no checkpoint", slot);
    }
    char why[300];
    if (sfpu_checkpoint_check(h->slot[slot], sfpu_state_size(), sfpu_get_arch(h->s), why, sizeof why) != SFPU_OK) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_restore: slot %d: %s (the model is unchanged)", slot, why);
    }
    st = sfpu_restore(h->s, h->slot[slot], sfpu_state_size());
    if (st != SFPU_OK) {
        return fail(h, st, "sfpu_dpi_restore: slot %d refused", slot);
    }
    memset(&h->in, 0, sizeof h->in);
    memset(&h->out, 0, sizeof h->out);
    memset(&h->obs, 0, sizeof h->obs);
    /* the restored model's sticky error (if the checkpoint was taken after one) is the handle's message again */
    snprintf(h->err, sizeof h->err, "%s", sfpu_last_error(h->s));
    return SFPU_OK;
}

int sfpu_dpi_checkpoint_save(void *vh, int slot, const char *path)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    int st = check_slot(h, "sfpu_dpi_checkpoint_save", slot);
    if (st != SFPU_OK) {
        return st;
    }
    if (path == NULL || path[0] == '\0') {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_checkpoint_save: no file name");
    }
    if (h->slot[slot] == NULL) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_checkpoint_save: slot %d holds no checkpoint", slot);
    }
    FILE *f = fopen(path, "wbx"); /* C11 exclusive mode: an existing file is never overwritten */
    if (f == NULL) {
        int e = errno;
        FILE *exists = fopen(path, "rb");
        if (exists) {
            fclose(exists);
            return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_checkpoint_save: %s exists; not overwritten", path);
        }
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_checkpoint_save: cannot create %s: %s", path, strerror(e));
    }
    size_t n = fwrite(h->slot[slot], 1, sfpu_state_size(), f);
    int bad = fclose(f) != 0 || n != sfpu_state_size();
    if (bad) {
        remove(path); /* ours: created above */
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_checkpoint_save: cannot write %s", path);
    }
    return SFPU_OK;
}

int sfpu_dpi_checkpoint_load(void *vh, int slot, const char *path)
{
    BEGIN(vh, SFPU_ERR_INVALID_ARGUMENT);
    int st = check_slot(h, "sfpu_dpi_checkpoint_load", slot);
    if (st != SFPU_OK) {
        return st;
    }
    if (path == NULL || path[0] == '\0') {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_checkpoint_load: no file name");
    }
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_checkpoint_load: cannot open %s: %s", path,
                    strerror(errno));
    }
    size_t size = sfpu_state_size();
    void *buf = malloc(size + 1);
    size_t n = buf ? fread(buf, 1, size + 1, f) : 0; /* one byte more: a longer file is not a checkpoint */
    fclose(f);
    if (buf == NULL) {
        return fail(h, SFPU_ERR_INTERNAL, "sfpu_dpi_checkpoint_load: out of memory");
    }
    char why[300];
    if (sfpu_checkpoint_check(buf, n, sfpu_get_arch(h->s), why, sizeof why) != SFPU_OK) {
        free(buf);
        return fail(h, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_checkpoint_load: %s: %s (slot %d unchanged)", path, why,
                    slot);
    }
    free(h->slot[slot]);
    h->slot[slot] = buf;
    return SFPU_OK;
}

/* ---- assembly ---- */
int sfpu_dpi_asm(int arch, const char *line, unsigned *word)
{
    if (word == NULL) {
        return fail(NULL, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_asm: null output argument");
    }
    *word = 0u;
    if (arch != 0 && arch != 1) {
        return fail(NULL, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_asm: architecture %d does not exist (0 = Blackhole A0, "
                    "1 = Wormhole B0)", arch);
    }
    if (line == NULL) {
        return fail(NULL, SFPU_ERR_INVALID_ARGUMENT, "sfpu_dpi_asm: no line");
    }
    uint32_t w[2] = {0, 0};
    size_t n = 0;
    char err[300];
    err[0] = '\0';
    sfpu_status_t st = sfpu_assemble(line, "<dpi>", arch == 1 ? SFPU_ARCH_WH : SFPU_ARCH_BH, w, 2, &n, err, sizeof err);
    if (st != SFPU_OK) {
        return fail(NULL, st, "sfpu_dpi_asm: '%s' (%s): %s", line, arch_text(arch), err[0] ? err : sfpu_status_name(st));
    }
    if (n != 1) {
        return fail(NULL, SFPU_ERR_SYNTAX, "sfpu_dpi_asm: '%s' is %zu instructions; sfpu_dpi_asm takes exactly one",
                    line, n);
    }
    *word = w[0];
    return SFPU_OK;
}
