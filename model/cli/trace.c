/* trace.c - Konata (Kanata 0004) and VCD writers for timed runs; see trace.h.
 * Kanata: "Kanata\t0004" header, then C=/C (cycle), I (new insn), L (label), S/E (stage start/end),
 * R (retire) commands, tab separated. VCD: IEEE 1364 value change dump, 1 ns per cycle. */
#include "trace.h"

#include <string.h>

static const char *const k_unit_stage[SFPU_UNIT_COUNT] = {"Ld", "Smp", "Mad", "Rnd", "St"};

/* VCD signal identifiers */
enum { V_CLK, V_VALID, V_INSN, V_READY, V_STALL, V_UNIT, V_BUSY, V_NWB, V_WBREGS, V_FLAGS, V_USE, V_DIAG, V_COUNT };
static const struct {
    const char *name;
    int width;
} k_vcd[V_COUNT] = {{"clk", 1},         {"insn_valid", 1}, {"insn", 32},     {"insn_ready", 1},
                    {"stall_cause", 2}, {"issued_unit", 3}, {"busy", 1},     {"wb_count", 4},
                    {"wb_regs", 17},    {"lane_flags", 32}, {"use_lane_flags", 32}, {"diag", 1}};

static void vcd_val(FILE *f, int sig, uint32_t v)
{
    if (k_vcd[sig].width == 1) {
        fprintf(f, "%u%c\n", v & 1u, '!' + sig);
        return;
    }
    fputc('b', f);
    for (int b = k_vcd[sig].width - 1; b >= 0; --b) {
        fputc((v >> b) & 1u ? '1' : '0', f);
    }
    fprintf(f, " %c\n", '!' + sig);
}

void sfpu_trace_begin(sfpu_trace_t *t, FILE *kanata, FILE *vcd, sfpu_arch_t arch)
{
    memset(t, 0, sizeof *t);
    t->kanata = kanata;
    t->vcd = vcd;
    t->arch = arch;
    if (kanata) {
        fprintf(kanata, "Kanata\t0004\nC=\t0\n");
    }
    if (vcd) {
        fprintf(vcd, "$date sfpu model trace $end\n$version sfpu-model $end\n$timescale 1ns $end\n");
        fprintf(vcd, "$scope module sfpu $end\n");
        for (int i = 0; i < V_COUNT; ++i) {
            fprintf(vcd, "$var wire %d %c %s $end\n", k_vcd[i].width, '!' + i, k_vcd[i].name);
        }
        fprintf(vcd, "$upscope $end\n$enddefinitions $end\n$dumpvars\n");
        for (int i = 0; i < V_COUNT; ++i) {
            vcd_val(vcd, i, 0);
        }
        fprintf(vcd, "$end\n");
    }
}

static void kanata_cycle(sfpu_trace_t *t, const sfpu_t *s, const sfpu_in_t *in, const sfpu_out_t *out)
{
    FILE *f = t->kanata;
    if (out->cycle > 0) {
        fprintf(f, "C\t1\n");
    }
    /* results that committed at the end of the previous cycle retire now */
    for (int i = 0; i < 8; ++i) {
        if (t->inflight[i].active && t->inflight[i].done_cycle < out->cycle) {
            fprintf(f, "R\t%llu\t%llu\t0\n", (unsigned long long)t->inflight[i].id,
                    (unsigned long long)t->inflight[i].id);
            t->inflight[i].active = 0;
        }
    }
    if (in && in->insn_valid) {
        if (!t->waiting) {
            char text[96];
            sfpu_disasm(in->insn, t->arch, text, sizeof text);
            t->presented_id = t->next_id++;
            fprintf(f, "I\t%llu\t%llu\t0\nL\t%llu\t0\t%08x %s\n", (unsigned long long)t->presented_id,
                    (unsigned long long)t->presented_id, (unsigned long long)t->presented_id, (unsigned)in->insn, text);
            fprintf(f, "S\t%llu\t0\tIs\n", (unsigned long long)t->presented_id);
            t->waiting = 1;
        }
        if (out->insn_ready) {
            uint64_t id = t->presented_id;
            sfpu_insn_t d;
            sfpu_decode(in->insn, t->arch, &d, NULL, 0);
            const sfpu_isa_info_t *info = sfpu_isa_info(d.op);
            unsigned lat = info && info->lat == SFPU_LAT_2 ? 2u : 1u;
            if (d.op == SFPU_OP_SFPSHFT2 && SFPU_F(&d, mod1) >= 2 && SFPU_F(&d, mod1) <= 4) {
                lat = 2;
            }
            fprintf(f, "E\t%llu\t0\tIs\nS\t%llu\t0\t%s\n", (unsigned long long)id, (unsigned long long)id,
                    k_unit_stage[out->issued_unit < SFPU_UNIT_COUNT ? out->issued_unit : 0]);
            if (out->stall_cause == SFPU_STALL_NONE && out->n_diag) {
                fprintf(f, "L\t%llu\t1\tdiagnostic: stale read or scheduling-rule violation\n",
                        (unsigned long long)id);
            }
            for (int i = 0; i < 8; ++i) {
                if (!t->inflight[i].active) {
                    t->inflight[i].active = 1;
                    t->inflight[i].id = id;
                    t->inflight[i].done_cycle = out->cycle + lat - 1;
                    break;
                }
            }
            t->waiting = 0;
        } else if (out->stall_cause) {
            fprintf(f, "L\t%llu\t1\tstalled at cycle %llu (cause %u)\n", (unsigned long long)t->presented_id,
                    (unsigned long long)out->cycle, out->stall_cause);
        }
    }
    (void)s;
}

void sfpu_trace_cycle(sfpu_trace_t *t, const sfpu_t *s, const sfpu_in_t *in, const sfpu_out_t *out)
{
    if (t->kanata) {
        kanata_cycle(t, s, in, out);
    }
    if (t->vcd) {
        FILE *f = t->vcd;
        uint32_t regs = 0;
        for (unsigned i = 0; i < out->n_wb; ++i) {
            regs |= 1u << out->wb[i].reg;
        }
        fprintf(f, "#%llu\n", (unsigned long long)(out->cycle * 2));
        vcd_val(f, V_CLK, 1);
        vcd_val(f, V_VALID, in ? in->insn_valid : 0);
        vcd_val(f, V_INSN, in && in->insn_valid ? in->insn : 0);
        vcd_val(f, V_READY, out->insn_ready);
        vcd_val(f, V_STALL, out->stall_cause);
        vcd_val(f, V_UNIT, out->issued_unit < SFPU_UNIT_COUNT ? out->issued_unit : 7u);
        vcd_val(f, V_BUSY, out->busy);
        vcd_val(f, V_NWB, out->n_wb);
        vcd_val(f, V_WBREGS, regs);
        vcd_val(f, V_FLAGS, out->lane_flags);
        vcd_val(f, V_USE, out->use_lane_flags);
        vcd_val(f, V_DIAG, out->n_diag ? 1u : 0u);
        fprintf(f, "#%llu\n", (unsigned long long)(out->cycle * 2 + 1));
        vcd_val(f, V_CLK, 0);
    }
}

void sfpu_trace_end(sfpu_trace_t *t, uint64_t cycle)
{
    if (t->kanata) {
        fprintf(t->kanata, "C\t1\n");
        for (int i = 0; i < 8; ++i) {
            if (t->inflight[i].active) {
                fprintf(t->kanata, "R\t%llu\t%llu\t0\n", (unsigned long long)t->inflight[i].id,
                        (unsigned long long)t->inflight[i].id);
                t->inflight[i].active = 0;
            }
        }
    }
    if (t->vcd) {
        fprintf(t->vcd, "#%llu\n", (unsigned long long)(cycle * 2));
    }
}

sfpu_status_t sfpu_trace_run(sfpu_t *s, const uint32_t *words, size_t n, size_t *executed, sfpu_trace_t *t)
{
    size_t i = 0;
    sfpu_status_t st = SFPU_OK;
    sfpu_out_t out;
    for (unsigned idle_guard = 0; st == SFPU_OK && idle_guard < 64;) {
        sfpu_in_t in = {(uint8_t)(i < n), i < n ? words[i] : 0u};
        st = sfpu_tick(s, &in, &out);
        if (st != SFPU_OK) {
            break;
        }
        sfpu_trace_cycle(t, s, &in, &out);
        if (i < n && out.insn_ready) {
            ++i;
        }
        if (i == n) {
            if (!out.busy) {
                break;
            }
            ++idle_guard;
        }
    }
    sfpu_trace_end(t, sfpu_cycle(s));
    if (executed) {
        *executed = i;
    }
    return st;
}
