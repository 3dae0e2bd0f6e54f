/* sfpu_dpi.c - the DPI-C layer (see sfpu_dpi.h): no logic of its own, only argument shaping around the
 * model's public C API. */
#include "sfpu_dpi.h"

#include <stdlib.h>

#include "sfpu/sfpu.h"
#include "sfpu/sfpu_compare.h"

#define DPI_TAG 0x53465055u /* "SFPU": a handle that does not carry it is not one of ours */
#define DPI_SLOTS 8

typedef struct dpi_handle {
    uint32_t tag;
    sfpu_t *s;
    void *slot[DPI_SLOTS]; /* checkpoints */
    sfpu_in_t in;   /* the last tick's input */
    sfpu_out_t out; /* the last tick's outputs */
    sfpu_out_t obs; /* the DUT's outputs of that cycle, as observed */
    sfpu_cmp_t *cmp; /* the comparison session (sfpu_compare.h), created on first use */
    char summary[300];
} dpi_handle_t;

int sfpu_dpi_api_version(void) { return SFPU_DPI_API_VERSION; }

/* The handle if it is one of ours, else NULL. */
static dpi_handle_t *H(void *vh)
{
    dpi_handle_t *h = (dpi_handle_t *)vh;
    return h && h->tag == DPI_TAG ? h : NULL;
}

void *sfpu_dpi_create(int arch)
{
    dpi_handle_t *h = (dpi_handle_t *)calloc(1, sizeof *h);
    sfpu_config_t cfg = {arch == 1 ? SFPU_ARCH_WH : SFPU_ARCH_BH, 0};
    if (arch != 0 && arch != 1) {
        free(h);
        return NULL;
    }
    if (h == NULL || sfpu_create(&cfg, &h->s) != SFPU_OK) {
        free(h);
        return NULL;
    }
    h->tag = DPI_TAG;
    return h;
}

void sfpu_dpi_destroy(void *vh)
{
    dpi_handle_t *h = H(vh);
    h = H(h);
    if (h) {
        h->tag = 0;
        for (unsigned i = 0; i < DPI_SLOTS; ++i) {
            free(h->slot[i]);
        }
        sfpu_cmp_destroy(h->cmp);
        sfpu_destroy(h->s);
        free(h);
    }
}

int sfpu_dpi_tick(void *vh, int valid, unsigned word, int *ready, int *stall, int *busy, int *n_wb)
{
    dpi_handle_t *h = H(vh);
    if (h == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    sfpu_in_t in = {(uint8_t)(valid != 0), word};
    h->in = in;
    sfpu_status_t st = sfpu_tick(h->s, &in, &h->out);
    *ready = h->out.insn_ready;
    *stall = h->out.stall_cause;
    *busy = h->out.busy;
    *n_wb = h->out.n_wb;
    return st;
}

int sfpu_dpi_wb_reg(void *vh, int i)
{
    dpi_handle_t *h = H(vh);
    return (h && i >= 0 && i < h->out.n_wb) ? h->out.wb[i].reg : -1;
}

unsigned sfpu_dpi_wb_mask(void *vh, int i)
{
    dpi_handle_t *h = H(vh);
    return (h && i >= 0 && i < h->out.n_wb) ? h->out.wb[i].mask : 0u;
}

unsigned sfpu_dpi_wb_data(void *vh, int i, int lane)
{
    dpi_handle_t *h = H(vh);
    return (h && i >= 0 && i < h->out.n_wb && lane >= 0 && lane < SFPU_LANES) ? h->out.wb[i].data[lane] : 0u;
}

int sfpu_dpi_n_dst_wb(void *vh)
{
    dpi_handle_t *h = H(vh);
    return h ? h->out.n_dst_wb : 0;
}

unsigned sfpu_dpi_dst_wb(void *vh, int i)
{
    dpi_handle_t *h = H(vh);
    if (h == NULL || i < 0 || i >= h->out.n_dst_wb) {
        return 0u;
    }
    const sfpu_dst_cell_t *c = &h->out.dst_wb[i];
    return ((unsigned)c->row << 20) | ((unsigned)c->col << 16) | c->val;
}

int sfpu_dpi_exec(void *vh, unsigned word)
{
    dpi_handle_t *h = H(vh);
    return h ? sfpu_exec(h->s, word) : SFPU_ERR_INVALID_ARGUMENT;
}

unsigned sfpu_dpi_peek_lreg(void *vh, int reg, int lane)
{
    dpi_handle_t *h = H(vh);
    uint32_t v[SFPU_LANES];
    if (h == NULL || lane < 0 || lane >= SFPU_LANES || sfpu_peek_lreg(h->s, (unsigned)reg, v) != SFPU_OK) {
        return 0u;
    }
    return v[lane];
}

void sfpu_dpi_poke_lreg(void *vh, int reg, int lane, unsigned value)
{
    dpi_handle_t *h = H(vh);
    uint32_t v[SFPU_LANES];
    if (h == NULL || lane < 0 || lane >= SFPU_LANES || sfpu_peek_lreg(h->s, (unsigned)reg, v) != SFPU_OK) {
        return;
    }
    v[lane] = value;
    sfpu_poke_lreg(h->s, (unsigned)reg, v);
}

unsigned sfpu_dpi_peek_dst(void *vh, int row, int col)
{
    dpi_handle_t *h = H(vh);
    uint16_t v = 0;
    if (h) {
        sfpu_peek_dst(h->s, (unsigned)row, (unsigned)col, &v);
    }
    return v;
}

void sfpu_dpi_poke_dst(void *vh, int row, int col, unsigned value)
{
    dpi_handle_t *h = H(vh);
    if (h) {
        sfpu_poke_dst(h->s, (unsigned)row, (unsigned)col, (uint16_t)value);
    }
}

unsigned long long sfpu_dpi_cycle(void *vh)
{
    dpi_handle_t *h = H(vh);
    return h ? sfpu_cycle(h->s) : 0u;
}

int sfpu_dpi_asm(int arch, const char *line, unsigned *word)
{
    uint32_t w = 0;
    size_t n = 0;
    char err[200];
    sfpu_status_t st =
        sfpu_assemble(line, "<dpi>", arch == 1 ? SFPU_ARCH_WH : SFPU_ARCH_BH, &w, 1, &n, err, sizeof err);
    *word = (st == SFPU_OK && n == 1) ? w : 0u;
    return st == SFPU_OK && n != 1 ? SFPU_ERR_SYNTAX : st;
}

const char *sfpu_dpi_last_error(void *vh)
{
    dpi_handle_t *h = H(vh);
    return h ? sfpu_last_error(h->s) : "no model";
}

void sfpu_dpi_obs_clear(void *vh)
{
    dpi_handle_t *h = H(vh);
    if (h) {
        h->obs.insn_ready = 0;
        h->obs.n_wb = 0;
        h->obs.n_dst_wb = 0;
    }
}

void sfpu_dpi_obs_ready(void *vh, int ready)
{
    dpi_handle_t *h = H(vh);
    if (h) {
        h->obs.insn_ready = (uint8_t)(ready != 0);
    }
}

void sfpu_dpi_obs_wb(void *vh, int reg, int lane, unsigned data)
{
    dpi_handle_t *h = H(vh);
    if (h == NULL || reg < 0 || reg > 16 || lane < 0 || lane >= SFPU_LANES) {
        return;
    }
    sfpu_wb_event_t *e = NULL;
    for (unsigned i = 0; i < h->obs.n_wb; ++i) {
        if (h->obs.wb[i].reg == reg) {
            e = &h->obs.wb[i];
        }
    }
    if (e == NULL && h->obs.n_wb < SFPU_MAX_WB) {
        e = &h->obs.wb[h->obs.n_wb++];
        e->reg = (uint8_t)reg;
        e->mask = 0;
        e->word = 0;
    }
    if (e) {
        e->mask |= 1u << lane;
        e->data[lane] = data;
    }
}

void sfpu_dpi_obs_dst(void *vh, int row, int col, unsigned value)
{
    dpi_handle_t *h = H(vh);
    if (h && h->obs.n_dst_wb < SFPU_MAX_DST_WB) {
        sfpu_dst_cell_t *c = &h->obs.dst_wb[h->obs.n_dst_wb++];
        c->row = (uint16_t)row;
        c->col = (uint8_t)col;
        c->val = (uint16_t)value;
    }
}

int sfpu_dpi_cmp_config(void *vh, const char *test, unsigned long long seed)
{
    dpi_handle_t *h = H(vh);
    if (h == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    sfpu_cmp_destroy(h->cmp);
    h->cmp = NULL;
    sfpu_cmp_config_t cfg = {sfpu_get_arch(h->s), test, seed, 0, 0, 0, 0};
    return sfpu_cmp_create(&cfg, &h->cmp);
}

int sfpu_dpi_compare(void *vh)
{
    dpi_handle_t *h = H(vh);
    if (h == NULL || (h->cmp == NULL && sfpu_dpi_cmp_config(h, "sv", 0) != SFPU_OK)) {
        return -1;
    }
    return (int)sfpu_cmp_step(h->cmp, h->s, &h->in, &h->out, &h->obs);
}

int sfpu_dpi_cmp_finish(void *vh)
{
    dpi_handle_t *h = H(vh);
    if (h == NULL || h->cmp == NULL) {
        return h ? 0 : -1;
    }
    return (int)sfpu_cmp_finish(h->cmp, NULL, NULL, NULL);
}

int sfpu_dpi_cmp_total(void *vh)
{
    dpi_handle_t *h = H(vh);
    return h && h->cmp ? (int)sfpu_cmp_total(h->cmp) : 0;
}

const char *sfpu_dpi_report(void *vh)
{
    dpi_handle_t *h = H(vh);
    return h && h->cmp ? sfpu_cmp_text(h->cmp) : "";
}

void sfpu_dpi_report_clear(void *vh)
{
    dpi_handle_t *h = H(vh);
    if (h) {
        sfpu_cmp_clear_text(h->cmp);
    }
}

const char *sfpu_dpi_cmp_summary(void *vh)
{
    dpi_handle_t *h = H(vh);
    if (h == NULL) {
        return "";
    }
    if (h->cmp == NULL) {
        return "no comparison run";
    }
    sfpu_cmp_summary(h->cmp, h->summary, sizeof h->summary);
    return h->summary;
}

int sfpu_dpi_peek_lreg_vec(void *vh, int reg, uint32_t *vec)
{
    dpi_handle_t *h = H(vh);
    if (h == NULL || vec == NULL || reg < 0 || reg >= SFPU_LREGS) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    return sfpu_peek_lreg(h->s, (unsigned)reg, vec);
}

int sfpu_dpi_poke_lreg_vec(void *vh, int reg, const uint32_t *vec)
{
    dpi_handle_t *h = H(vh);
    if (h == NULL || vec == NULL || reg < 0 || reg >= SFPU_LREGS) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    return sfpu_poke_lreg(h->s, (unsigned)reg, vec);
}

int sfpu_dpi_checkpoint(void *vh, int slot)
{
    dpi_handle_t *h = H(vh);
    if (h == NULL || slot < 0 || slot >= DPI_SLOTS) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    if (h->slot[slot] == NULL && (h->slot[slot] = malloc(sfpu_state_size())) == NULL) {
        return SFPU_ERR_INTERNAL;
    }
    return sfpu_save(h->s, h->slot[slot], sfpu_state_size());
}

int sfpu_dpi_restore(void *vh, int slot)
{
    dpi_handle_t *h = H(vh);
    if (h == NULL || slot < 0 || slot >= DPI_SLOTS || h->slot[slot] == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    return sfpu_restore(h->s, h->slot[slot], sfpu_state_size());
}

int sfpu_dpi_tick_at(void *vh, unsigned long long cycle, int valid, unsigned word, int *ready, int *stall, int *busy,
                     int *n_wb)
{
    dpi_handle_t *h = H(vh);
    if (h == NULL || cycle != (unsigned long long)sfpu_cycle(h->s)) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    return sfpu_dpi_tick(vh, valid, word, ready, stall, busy, n_wb);
}

int sfpu_dpi_reset(void *vh)
{
    dpi_handle_t *h = H(vh);
    if (h == NULL) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    sfpu_cmp_destroy(h->cmp);
    h->cmp = NULL;
    return sfpu_reset(h->s);
}

int sfpu_dpi_get_reg(void *vh, const char *name, int index, unsigned *value)
{
    dpi_handle_t *h = H(vh);
    unsigned reg = name ? sfpu_reg_lookup(name) : SFPU_REG_COUNT;
    uint32_t v = 0;
    if (h == NULL || value == NULL || reg >= SFPU_REG_COUNT || index < 0) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    sfpu_status_t st = sfpu_get_reg(h->s, reg, (unsigned)index, &v);
    *value = v;
    return st;
}

int sfpu_dpi_set_reg(void *vh, const char *name, int index, unsigned value)
{
    dpi_handle_t *h = H(vh);
    unsigned reg = name ? sfpu_reg_lookup(name) : SFPU_REG_COUNT;
    if (h == NULL || reg >= SFPU_REG_COUNT || index < 0) {
        return SFPU_ERR_INVALID_ARGUMENT;
    }
    return sfpu_set_reg(h->s, reg, (unsigned)index, value);
}
