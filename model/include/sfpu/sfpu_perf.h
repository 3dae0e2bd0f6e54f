/* sfpu_perf.h - the perf harness's measured zone on the model: the math thread (a RISC-V pushing Tensix words), its
 * instruction buffer, the MOP / replay expanders, the Matrix Unit's datacopy, STALLWAIT, and the SFPU (the timed
 * engine, sfpu_tick). Input: a recorded kernel (model/cli/README.md, "sfpu perf"): the words the thread pushes, each a
 * constant (TTI) or run-time (TT) word, and its MOP configuration stores. Output: the zone's cycles as tt-llk's perf
 * harness measures them (TILE_LOOP, MATH_ISOLATE) and where they went. Parameters the ISA pages give are fixed;
 * the others are calibrated (docs/silicon.md). Valid C11 and C++17. */
#pragma once
#include <stddef.h>
#include <stdint.h>

#include "sfpu/sfpu.h"
#include "sfpu/sfpu_export.h"
#include "sfpu/sfpu_ports.h"

#ifdef __cplusplus
extern "C" {
#endif
SFPU_API_BEGIN

typedef enum sfpu_perf_kind {
    SFPU_PERF_TTI = 0,      /* a constant word: one `.ttinsn` */
    SFPU_PERF_TT = 1,       /* a run-time word: computed by RISC-V code, then stored to the instruction buffer */
    SFPU_PERF_MOP_STORE = 2, /* a RISC-V store of `word` into MOP configuration word `mop_index` */
    SFPU_PERF_TT_LOOP = 3,   /* a run-time word built again in every iteration of its loop (a field follows the loop
                              * counter), then stored: it costs tt_loop_cycles */
    SFPU_PERF_ZONE_MARK = 4  /* not a word: the start (word 0) or end (word 1) of a scoped profiler zone inside a tile
                              * (the harness's ZONE_SCOPED around one call, with no PROFILER_SYNC): its two
                              * timestamps are the thread's, so the zone lasts from the thread reaching the start to
                              * the thread having pushed the last word before the end, plus zone_mark_cycles */
} sfpu_perf_kind_t;

typedef struct sfpu_perf_item {
    uint32_t word;
    uint8_t kind;      /* sfpu_perf_kind_t */
    uint8_t mop_index; /* SFPU_PERF_MOP_STORE: 0..8 */
    int16_t reg;       /* >= 0: the model register (sfpu_reg_t) this word sets when it executes (a SETC16), else -1 */
    uint16_t reg_index;
    uint32_t reg_value;
    uint32_t line; /* the item's line in its file (messages) */
} sfpu_perf_item_t;

/* A recorded kernel: the init (run before the zone, not measured) and n_tiles tile calls (the harness's TILE_CNT
 * tiles, repeated loop_factor times in the zone). tile_start[i] = index in items of tile i's first item; the init
 * is items[0 .. tile_start[0]). */
typedef struct sfpu_perf_kernel {
    const sfpu_perf_item_t *items;
    size_t n_items;
    const size_t *tile_start;
    unsigned n_tiles;
} sfpu_perf_kernel_t;

/* The largest instruction FIFO sfpu_perf_run takes (sfpu_perf_params_t ibuf_depth). */
#define SFPU_PERF_IBUF_MAX 64u

typedef struct sfpu_perf_params {
    unsigned loop_factor; /* the harness's LOOP_FACTOR: the recorded tiles run this many times in the zone */
    /* the thread (RISC-V T1); cycles */
    unsigned tti_cycles;   /* per constant word (BabyRISCV/README.md: one instruction per cycle) */
    double tt_cycles;      /* per run-time word, on average (default 1: one `sw` of a word built once per call;
                            * docs/silicon.md): the thread carries the fraction over, so each word costs the whole
                            * cycles or one more (resolution 0.01 cycle; 0 .. 100000) */
    unsigned store_cycles; /* per MOP configuration store (BabyRISCV/README.md: one store per cycle off L1) */
    unsigned tile_cycles;  /* per tile call: loop, calls, argument set-up (estimated) */
    unsigned ibuf_depth;   /* the thread's first instruction FIFO, words (WH 16, BH 29: the ISA pages; 1..SFPU_PERF_IBUF_MAX) */
    unsigned zone_cycles;  /* the zone's own start and end (timestamps, tensix_sync), once per zone (estimated) */
    /* the Matrix Unit (MatrixUnit.md, instruction latency and throughput table) */
    unsigned mova2d_latency; /* MOVA2D: throughput 1, latency 4 */
    unsigned elwadd_latency; /* ELWADD: throughput 1, latency 5 */
    /* the thread's L0 instruction cache (BabyRISCV/InstructionCache.md): a tile whose words do not fit in it streams
     * its code from L1 through the prefetcher every tile, and each of its constant words then costs fetch_cycles
     * instead of tti_cycles */
    unsigned icache_words; /* instructions the cache holds (WH T1: 512 bytes = 128 words); 0 = not modelled */
    double fetch_cycles;   /* per constant word of a tile that does not fit, on average, the fraction carried over
                            * (calibrated on one silicon row, docs/silicon.md; resolution 0.01; 0 .. 100000) */
    double tt_loop_cycles; /* per run-time word built in every loop iteration (SFPU_PERF_TT_LOOP), on average, the
                            * fraction carried over: the RISC-V instructions the compiled kernel spends per such word
                            * (default 5: signbit compiled at the harness's -O3; docs/silicon.md; resolution 0.01;
                            * 0 .. 100000) */
    unsigned zone_mark_cycles; /* a scoped zone's own code between its two clock reads: storing the start entry, the
                                * end's check (default 24: the profiler's code compiled at the harness's -O3) */
} sfpu_perf_params_t;

/* The defaults for an architecture (documented where the ISA pages give a value, else estimated: docs/silicon.md). */
void sfpu_perf_default_params(sfpu_arch_t arch, sfpu_perf_params_t *p);

/* Every zone cycle is given one cause, in this order of precedence: the coprocessor issued or worked on SFPU work
 * (sfpu_busy), the SFPU refused the presented word (stall[] by cause), a STALLWAIT waited (wait_fpu: for the
 * datacopy to leave the Matrix Unit; wait_sfpu: for the SFPU to drain), the Matrix Unit datacopy issued (datacopy),
 * another instruction issued (config writes, RWCs, NOPs, expander bubbles: other), the instruction buffer was
 * empty (frontend_bound: the thread is slower than the coprocessor), the zone's start/end (zone). */
typedef struct sfpu_perf_result {
    uint64_t zone_cycles;
    double cycles_per_tile; /* zone_cycles / (n_tiles * loop_factor): what the harness prints */
    uint64_t tiles;
    uint64_t sfpu_busy, frontend_bound, stall[SFPU_STALL_COUNT], wait_fpu, wait_sfpu, datacopy, other, zone;
    uint64_t thread_busy; /* cycles the thread spent pushing (its own time, overlapping the rest) */
    uint64_t words, tt_words, sfpu_issued, diagnostics;
    uint64_t marked_zones, marked_cycles; /* the scoped zones (SFPU_PERF_ZONE_MARK) measured in the tile loop, and
                                           * their cycles in all: the harness reports marked_cycles / marked_zones */
    char error[256]; /* when sfpu_perf_run fails: what, with the item's line and the cycle (or the parameter) */
} sfpu_perf_result_t;

/* Runs the kernel's init then the zone on s as it is (the caller resets it and sets the Dst mode; s's arch is the
 * kernel's). SFPU_OK, or an error with its message in r->error (naming the item's line and the cycle). */
sfpu_status_t sfpu_perf_run(sfpu_t *s, const sfpu_perf_kernel_t *k, const sfpu_perf_params_t *p, sfpu_perf_result_t *r);

SFPU_API_END
#ifdef __cplusplus
}
#endif
