/* fuzz_dpi.c - a libFuzzer target (ctest fuzz/dpi-calls, built with clang-14 -fsanitize=fuzzer,address,undefined)
 * over random sequences of DPI calls, as a misbehaving bench would make them: create / destroy / tick / tick_at /
 * exec / peek / poke / named registers / write-back queries / observations / compare / checkpoint / restore /
 * checkpoint files / asm, with arguments drawn around every range boundary, on live, destroyed, stale, NULL and
 * forged handles; plus the model-level entry points a bench reaches through the same library: sfpu_restore of a
 * corrupted checkpoint and sfpu_cmp_step with an arbitrary DUT record. Any crash, sanitizer report, leak or hang is
 * a failure. Checked properties (a violation traps): a call on a destroyed handle fails; a changed checkpoint is
 * refused and leaves the model unchanged; a checkpoint of the other architecture is refused. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sfpu/sfpu.h"
#include "sfpu/sfpu_compare.h"
#include "sfpu_dpi.h"

typedef struct {
    const uint8_t *p;
    size_t n;
} rd_t;

static uint8_t u8(rd_t *r)
{
    if (r->n == 0) {
        return 0;
    }
    r->n--;
    return *r->p++;
}

static uint32_t u32(rd_t *r)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i) {
        v = v << 8 | u8(r);
    }
    return v;
}

/* An int argument: mostly near a range boundary of some DPI argument. */
static int arg(rd_t *r)
{
    static const int k[] = {0, 1, 2, -1, 7, 8, 15, 16, 17, 31, 32, 63, 64, 255, 256, 1023, 1024, 0x7FFFFFFF,
                            (int)0x80000000u};
    uint8_t sel = u8(r);
    if (sel < 200) {
        return k[sel % (sizeof k / sizeof k[0])];
    }
    return (int)u32(r);
}

/* A 32-bit word: random, or an opcode of the table with random fields. */
static uint32_t insn_word(rd_t *r)
{
    uint8_t sel = u8(r);
    uint32_t w = u32(r);
    if (sel < 224) {
        const sfpu_isa_info_t *info = sfpu_isa_info(sel % SFPU_OP_COUNT);
        if (info) {
            w = ((uint32_t)info->opcode << 24) | (w & 0xFFFFFFu);
        }
    }
    return w;
}

#define LIVE 6
#define HIST 16
static void *g_hist[HIST]; /* destroyed handles, across inputs (all stale) */
static unsigned g_nhist;

static void *pick(rd_t *r, void **live)
{
    uint8_t sel = u8(r);
    switch (sel % 12) {
    case 0: return NULL;
    case 1: return (void *)(uintptr_t)((uint64_t)u32(r) << 32 | u32(r)); /* forged */
    case 2: return g_nhist ? g_hist[u8(r) % (g_nhist < HIST ? g_nhist : HIST)] : NULL;
    default: return live[sel % LIVE];
    }
}

static int is_dead(void *h)
{
    for (unsigned i = 0; i < HIST && i < g_nhist; ++i) {
        if (g_hist[i] == h && h != NULL) {
            return 1;
        }
    }
    return 0;
}

#define CHECK(cond)                                                                                                    \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            __builtin_trap();                                                                                          \
        }                                                                                                              \
    } while (0)

static const char *const k_regs[] = {"lane_config", "lane_flags", "stack_depth", "prng", "rwc_dst", "lm_template",
                                     "cfg_fp32_dst", "replay", "mop_cfg", "no_such_register", ""};
static const char *const k_lines[] = {"sfpmad L2,L0,L1,L9,0", "sfpnop", "sfpstore L3,8,3,0", "sfpload L1,0,0,0",
                                      "sfploadmacro 0,L0,0,0,0", "sfpmad L2,L0", "", "sfpnop\nsfpnop",
                                      "sfparecip L1,L2,0", "ttreplay 0,4,0,1", "bogus"};

/* Model-level: a checkpoint with bytes changed is refused and leaves the model as it was. */
static void corrupt_restore(rd_t *r)
{
    sfpu_config_t cfg = {u8(r) & 1 ? SFPU_ARCH_WH : SFPU_ARCH_BH, 0};
    sfpu_t *a = NULL;
    if (sfpu_create(&cfg, &a) != SFPU_OK) {
        return;
    }
    size_t n = sfpu_state_size();
    unsigned char *good = (unsigned char *)malloc(n), *bad = (unsigned char *)malloc(n),
                  *before = (unsigned char *)malloc(n), *after = (unsigned char *)malloc(n);
    if (good && bad && before && after) {
        for (unsigned k = u8(r) % 8; k > 0; --k) {
            sfpu_exec(a, insn_word(r));
        }
        CHECK(sfpu_save(a, good, n) == SFPU_OK);
        memcpy(bad, good, n);
        unsigned flips = 1 + u8(r) % 3;
        for (unsigned k = 0; k < flips; ++k) {
            size_t off = (size_t)u32(r) % n;
            bad[off] ^= (unsigned char)(1u << (u8(r) % 8));
        }
        int changed = memcmp(bad, good, n) != 0;
        sfpu_poke_dst(a, 3, 3, 0x1234);
        CHECK(sfpu_save(a, before, n) == SFPU_OK);
        sfpu_status_t st = sfpu_restore(a, bad, n);
        CHECK(sfpu_save(a, after, n) == SFPU_OK);
        if (changed) {
            CHECK(st == SFPU_ERR_INVALID_ARGUMENT);
            CHECK(memcmp(before, after, n) == 0);
        } else {
            CHECK(st == SFPU_OK);
        }
        /* the other architecture */
        sfpu_config_t other = {cfg.arch == SFPU_ARCH_BH ? SFPU_ARCH_WH : SFPU_ARCH_BH, 0};
        sfpu_t *b = NULL;
        if (sfpu_create(&other, &b) == SFPU_OK) {
            CHECK(sfpu_restore(b, good, n) == SFPU_ERR_INVALID_ARGUMENT);
            sfpu_destroy(b);
        }
        sfpu_restore(a, bad, (size_t)u32(r) % (2 * n)); /* any size */
    }
    free(good);
    free(bad);
    free(before);
    free(after);
    sfpu_destroy(a);
}

/* Model-level: the comparison engine with an arbitrary DUT record (and an arbitrary model record). */
static void cmp_any(rd_t *r)
{
    sfpu_cmp_config_t cfg = {u8(r) & 1 ? SFPU_ARCH_WH : SFPU_ARCH_BH, "fuzz", u32(r), u8(r) % 8, u8(r) % 40,
                             u8(r) % 30, u8(r) & 1};
    sfpu_cmp_t *c = NULL;
    if (sfpu_cmp_create(&cfg, &c) != SFPU_OK) {
        return;
    }
    sfpu_waiver_t w = {u32(r), u32(r), u8(r), u8(r)};
    sfpu_cmp_waive(c, &w);
    for (unsigned step = u8(r) % 8; step > 0; --step) {
        sfpu_out_t m, d;
        unsigned char *pm = (unsigned char *)&m, *pd = (unsigned char *)&d;
        memset(&m, 0, sizeof m);
        memset(&d, 0, sizeof d);
        /* a few random bytes anywhere, and the counts and the first entries' fields in particular */
        for (unsigned k = u8(r) % 64; k > 0; --k) {
            pm[u32(r) % sizeof m] = u8(r);
            pd[u32(r) % sizeof d] = u8(r);
        }
        d.n_wb = u8(r);
        d.n_dst_wb = u8(r);
        for (unsigned i = 0; i < 4; ++i) {
            d.wb[i].reg = u8(r);
            d.wb[i].mask = u32(r);
            d.dst_wb[i].row = (uint16_t)u32(r);
            d.dst_wb[i].col = u8(r);
        }
        m.cycle = step;
        sfpu_in_t in = {u8(r) & 1, insn_word(r)};
        sfpu_cmp_step(c, NULL, &in, &m, &d);
        char buf[512];
        sfpu_compare_cycle(cfg.arch, &m, &d, buf, sizeof buf);
        sfpu_trace_format(&d, buf, sizeof buf);
    }
    sfpu_cmp_finish(c, NULL, NULL, NULL);
    char sum[200];
    sfpu_cmp_summary(c, sum, sizeof sum);
    (void)sfpu_cmp_text(c);
    sfpu_cmp_destroy(c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    rd_t rd = {data, size};
    rd_t *r = &rd;
    void *live[LIVE] = {0};
    for (unsigned ops = 0; ops < 256 && r->n > 0; ++ops) {
        uint8_t op = u8(r);
        void *h = pick(r, live);
        int ready = 0, stall = 0, busy = 0, nwb = 0, reg = 0, row = 0, col = 0;
        unsigned v = 0, mask = 0;
        unsigned long long cyc = 0;
        uint32_t vec[32];
        switch (op % 32) {
        case 0: {
            unsigned k = u8(r) % LIVE;
            if (live[k] == NULL) {
                live[k] = sfpu_dpi_create(arg(r) & 3 ? u8(r) & 1 : arg(r));
            }
            break;
        }
        case 1: {
            int st = sfpu_dpi_destroy(h);
            if (st == SFPU_OK) {
                for (unsigned k = 0; k < LIVE; ++k) {
                    if (live[k] == h) {
                        live[k] = NULL;
                    }
                }
                g_hist[g_nhist++ % HIST] = h;
                CHECK(sfpu_dpi_exec(h, 0) == SFPU_ERR_INVALID_ARGUMENT); /* destroyed: refused */
            }
            break;
        }
        case 2:
        case 3:
            for (unsigned k = 1 + u8(r) % 16; k > 0; --k) {
                sfpu_dpi_tick(h, u8(r) & 1, insn_word(r), &ready, &stall, &busy, &nwb);
            }
            break;
        case 4:
            sfpu_dpi_tick_at(h, u8(r) & 1 ? sfpu_dpi_cycle(h) : (unsigned long long)u32(r), u8(r) & 1, insn_word(r),
                             &ready, &stall, &busy, &nwb);
            break;
        case 5: sfpu_dpi_exec(h, insn_word(r)); break;
        case 6: sfpu_dpi_peek_lreg(h, arg(r), arg(r)); break;
        case 7: sfpu_dpi_poke_lreg(h, arg(r), arg(r), u32(r)); break;
        case 8: sfpu_dpi_get_lreg(h, arg(r), arg(r), &v); break;
        case 9: sfpu_dpi_set_dst(h, arg(r), arg(r), (unsigned)arg(r)); break;
        case 10: sfpu_dpi_peek_dst(h, arg(r), arg(r)); break;
        case 11: {
            memset(vec, u8(r), sizeof vec);
            if (u8(r) & 1) {
                sfpu_dpi_poke_lreg_vec(h, arg(r), vec);
            } else {
                sfpu_dpi_peek_lreg_vec(h, arg(r), vec);
            }
            break;
        }
        case 12: sfpu_dpi_get_reg(h, k_regs[u8(r) % 11], arg(r), &v); break;
        case 13: sfpu_dpi_set_reg(h, k_regs[u8(r) % 11], arg(r), (unsigned)arg(r)); break;
        case 14:
            sfpu_dpi_get_wb(h, arg(r), arg(r), &reg, &mask, &v);
            sfpu_dpi_wb_reg(h, arg(r));
            sfpu_dpi_wb_mask(h, arg(r));
            sfpu_dpi_wb_data(h, arg(r), arg(r));
            break;
        case 15:
            sfpu_dpi_get_dst_wb(h, arg(r), &row, &col, &v);
            sfpu_dpi_dst_wb(h, arg(r));
            sfpu_dpi_n_dst_wb(h);
            break;
        case 16: sfpu_dpi_obs_clear(h); break;
        case 17: sfpu_dpi_obs_ready(h, arg(r)); break;
        case 18:
            for (unsigned k = u8(r) % 40; k > 0; --k) {
                sfpu_dpi_obs_wb(h, arg(r), arg(r), u32(r));
            }
            break;
        case 19:
            for (unsigned k = u8(r) % 80; k > 0; --k) {
                sfpu_dpi_obs_dst(h, arg(r), arg(r), (unsigned)arg(r));
            }
            break;
        case 20: sfpu_dpi_compare(h); break;
        case 21: sfpu_dpi_cmp_config(h, u8(r) & 1 ? "fuzz" : NULL, u32(r)); break;
        case 22:
            sfpu_dpi_cmp_finish(h);
            sfpu_dpi_cmp_total(h);
            (void)sfpu_dpi_report(h);
            (void)sfpu_dpi_cmp_summary(h);
            sfpu_dpi_report_clear(h);
            break;
        case 23: sfpu_dpi_checkpoint(h, arg(r)); break;
        case 24: sfpu_dpi_restore(h, arg(r)); break;
        case 25: sfpu_dpi_reset(h); break;
        case 26: {
            unsigned w = 0;
            sfpu_dpi_asm(u8(r) & 3 ? u8(r) & 1 : arg(r), u8(r) & 1 ? k_lines[u8(r) % 11] : NULL, &w);
            break;
        }
        case 27:
            (void)sfpu_dpi_last_error(h);
            sfpu_dpi_last_status(h);
            sfpu_dpi_clear_error(h);
            sfpu_dpi_get_cycle(h, &cyc);
            break;
        case 28: /* checkpoint files: an existing file is never overwritten, a non-file is refused */
            sfpu_dpi_checkpoint_save(h, arg(r), u8(r) & 1 ? "/dev/null" : "/nonexistent-dir/x");
            sfpu_dpi_checkpoint_load(h, arg(r), u8(r) & 1 ? "/dev/null" : "/nonexistent-dir/x");
            break;
        case 29: corrupt_restore(r); break;
        case 30: cmp_any(r); break;
        case 31:
            if (is_dead(h)) {
                CHECK(sfpu_dpi_tick(h, 1, 0, &ready, &stall, &busy, &nwb) == SFPU_ERR_INVALID_ARGUMENT);
                CHECK(sfpu_dpi_last_status(h) == SFPU_ERR_INVALID_ARGUMENT);
            }
            break;
        }
    }
    for (unsigned k = 0; k < LIVE; ++k) {
        if (live[k]) {
            CHECK(sfpu_dpi_destroy(live[k]) == SFPU_OK);
            g_hist[g_nhist++ % HIST] = live[k];
        }
    }
    return 0;
}
