/* harness.c - C test helpers over the public API (see harness.h). */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static _Thread_local char g_msg[600];

const char *h_message(void) { return g_msg; }

sfpu_t *h_create(sfpu_arch_t arch)
{
    sfpu_config_t cfg = {arch, 0};
    sfpu_t *s = NULL;
    return sfpu_create(&cfg, &s) == SFPU_OK ? s : NULL;
}

static sfpu_status_t run(sfpu_t *s, const char *src, bool timed)
{
    size_t n = 0;
    g_msg[0] = '\0';
    sfpu_status_t st = sfpu_assemble(src, "<test>", sfpu_get_arch(s), NULL, 0, &n, g_msg, sizeof g_msg);
    if (st != SFPU_OK) {
        return st;
    }
    uint32_t *w = (uint32_t *)calloc(n ? n : 1, sizeof *w);
    if (w == NULL) {
        return SFPU_ERR_INTERNAL;
    }
    st = sfpu_assemble(src, "<test>", sfpu_get_arch(s), w, n, &n, g_msg, sizeof g_msg);
    if (st == SFPU_OK) {
        st = timed ? sfpu_run_timed(s, w, n, NULL) : sfpu_exec_program(s, w, n, NULL);
        if (st != SFPU_OK) {
            snprintf(g_msg, sizeof g_msg, "%s", sfpu_last_error(s));
        }
    }
    free(w);
    return st;
}

sfpu_status_t h_run(sfpu_t *s, const char *src) { return run(s, src, false); }

sfpu_status_t h_run_timed(sfpu_t *s, const char *src) { return run(s, src, true); }

uint32_t h_word(sfpu_arch_t arch, const char *line)
{
    uint32_t w = 0xFFFFFFFFu;
    size_t n = 0;
    g_msg[0] = '\0';
    if (sfpu_assemble(line, "<test>", arch, &w, 1, &n, g_msg, sizeof g_msg) != SFPU_OK || n != 1) {
        if (!g_msg[0]) {
            snprintf(g_msg, sizeof g_msg, "expected exactly one instruction");
        }
        return 0xFFFFFFFFu;
    }
    return w;
}

void h_set_lreg(sfpu_t *s, unsigned reg, uint32_t all_lanes)
{
    uint32_t v[SFPU_LANES];
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        v[lane] = all_lanes;
    }
    sfpu_poke_lreg(s, reg, v);
}

void h_set_lreg_lanes(sfpu_t *s, unsigned reg, const uint32_t lanes[SFPU_LANES]) { sfpu_poke_lreg(s, reg, lanes); }

uint32_t h_lreg(const sfpu_t *s, unsigned reg, unsigned lane)
{
    uint32_t v[SFPU_LANES];
    if (sfpu_peek_lreg(s, reg, v) != SFPU_OK || lane >= SFPU_LANES) {
        return 0xDEADBEEFu;
    }
    return v[lane];
}

void h_set_reg(sfpu_t *s, sfpu_reg_t reg, unsigned index, uint32_t val) { sfpu_set_reg(s, reg, index, val); }

uint32_t h_reg(const sfpu_t *s, sfpu_reg_t reg, unsigned index)
{
    uint32_t v = 0xDEADBEEFu;
    sfpu_get_reg(s, reg, index, &v);
    return v;
}

static uint32_t lane_mask(const sfpu_t *s, sfpu_reg_t reg)
{
    uint32_t m = 0;
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        m |= (h_reg(s, reg, lane) & 1u) << lane;
    }
    return m;
}

uint32_t h_lane_flags(const sfpu_t *s) { return lane_mask(s, SFPU_REG_LANE_FLAGS); }
uint32_t h_use_lane_flags(const sfpu_t *s) { return lane_mask(s, SFPU_REG_USE_LANE_FLAGS); }

void h_set_lane_flags(sfpu_t *s, uint32_t flags, uint32_t use)
{
    for (unsigned lane = 0; lane < SFPU_LANES; ++lane) {
        sfpu_set_reg(s, SFPU_REG_LANE_FLAGS, lane, (flags >> lane) & 1u);
        sfpu_set_reg(s, SFPU_REG_USE_LANE_FLAGS, lane, (use >> lane) & 1u);
    }
}

void *h_snapshot(const sfpu_t *s)
{
    size_t n = sfpu_state_size();
    void *p = malloc(n);
    if (p && sfpu_save(s, p, n) != SFPU_OK) {
        free(p);
        p = NULL;
    }
    return p;
}

bool h_snapshot_equal(const void *a, const void *b) { return memcmp(a, b, sfpu_state_size()) == 0; }

void h_free_snapshot(void *snap) { free(snap); }
