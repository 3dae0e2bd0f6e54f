/* trace.c - Konata (Kanata 0004) and VCD writers for timed runs; see trace.h.
 * Kanata: "Kanata\t0004" header, then C=/C (cycle), I (new insn), L (label), S/E (stage start/end), W (dependency
 * arrow, consumer then producer), R (retire) commands, tab separated. VCD: IEEE 1364 value change dump, 1 ns per
 * half clock, a value written only when it changed; strings as GTKWave's string variables ('s' values, spaces shown
 * as '_'). */
#include "trace.h"

#include <string.h>

static const char *const k_unit_stage[SFPU_UNIT_COUNT] = {"Ld", "Smp", "Mad", "Rnd", "St"};
static const char *const k_unit_name[SFPU_UNIT_COUNT] = {"load", "simple", "mad", "round", "store"};
static const char *const k_stall_text[SFPU_STALL_COUNT] = {
    "none", "RAW on the previous MAD-family result (auto-stall)", "SFPSWAP issued last cycle", "SFPSHFT2 issued last cycle"};

/* VCD signals: the port-level ones, then per sub-unit busy / op (string) / scheduled. */
enum {
    V_CLK, V_CYCLE, V_VALID, V_INSN, V_TEXT, V_READY, V_STALL, V_UNIT, V_BUSY, V_NEXEC, V_NWB, V_WBREGS, V_FLAGS,
    V_USE, V_DIAG, V_UNIT0 /* then 3 per sub-unit */
};
#define V_COUNT (V_UNIT0 + 3 * SFPU_UNIT_COUNT)
_Static_assert(V_COUNT <= SFPU_TRACE_SIGNALS, "VCD signal table");
#define V_STRING (-1)

static int vcd_width(int sig)
{
    static const int k_w[V_UNIT0] = {1, 32, 1, 32, V_STRING, 1, 2, 3, 1, 3, 5, 17, 32, 32, 1};
    return sig < V_UNIT0 ? k_w[sig] : ((sig - V_UNIT0) % 3 == 1 ? V_STRING : 1);
}

static void vcd_name(int sig, char *buf, size_t len)
{
    static const char *const k_n[V_UNIT0] = {"clk",         "cycle",      "insn_valid", "insn",    "insn_text",
                                             "insn_ready",  "stall_cause", "issued_unit", "busy",   "n_exec",
                                             "wb_count",    "wb_regs",    "lane_flags", "use_lane_flags", "diag"};
    static const char *const k_sub[3] = {"busy", "op", "sched"};
    if (sig < V_UNIT0) {
        snprintf(buf, len, "%s", k_n[sig]);
    } else {
        snprintf(buf, len, "%s_%s", k_unit_name[(sig - V_UNIT0) / 3], k_sub[(sig - V_UNIT0) % 3]);
    }
}

/* string slot of a string signal */
static int vcd_str_slot(int sig) { return sig == V_TEXT ? 0 : 1 + (sig - V_UNIT0) / 3; }

static void vcd_write(FILE *f, int sig, uint64_t v, const char *str)
{
    int w = vcd_width(sig);
    if (w == V_STRING) {
        fputc('s', f);
        for (const char *p = str; *p; ++p) {
            fputc(*p == ' ' || *p == '\t' ? '_' : *p, f);
        }
        fprintf(f, " %c\n", '!' + sig);
    } else if (w == 1) {
        fprintf(f, "%u%c\n", (unsigned)(v & 1u), '!' + sig);
    } else {
        fputc('b', f);
        for (int b = w - 1; b >= 0; --b) {
            fputc((v >> b) & 1u ? '1' : '0', f);
        }
        fprintf(f, " %c\n", '!' + sig);
    }
}

/* Emit the timestamp (once) and the signals whose value changed. */
static void vcd_update(sfpu_trace_t *t, uint64_t time, const uint64_t *val, char (*str)[SFPU_TRACE_STRLEN])
{
    bool stamped = false;
    for (int sig = 0; sig < V_COUNT; ++sig) {
        bool is_str = vcd_width(sig) == V_STRING;
        int slot = is_str ? vcd_str_slot(sig) : 0;
        bool changed = is_str ? strcmp(t->vcd_str[slot], str[slot]) != 0 : t->vcd_val[sig] != val[sig];
        if (!changed) {
            continue;
        }
        if (!stamped) {
            fprintf(t->vcd, "#%llu\n", (unsigned long long)time);
            stamped = true;
        }
        vcd_write(t->vcd, sig, val[sig], is_str ? str[slot] : "");
        if (is_str) {
            snprintf(t->vcd_str[slot], SFPU_TRACE_STRLEN, "%s", str[slot]);
        } else {
            t->vcd_val[sig] = val[sig];
        }
    }
}

void sfpu_trace_begin(sfpu_trace_t *t, FILE *kanata, FILE *vcd, sfpu_arch_t arch)
{
    memset(t, 0, sizeof *t);
    t->kanata = kanata;
    t->vcd = vcd;
    t->arch = arch;
    if (kanata) {
        fprintf(kanata, "Kanata\t0004\n");
    }
    if (vcd) {
        fprintf(vcd, "$date sfpu model trace $end\n$version sfpu-model $end\n$timescale 1ns $end\n");
        fprintf(vcd, "$scope module sfpu $end\n");
        for (int i = 0; i < V_COUNT; ++i) {
            char name[32];
            vcd_name(i, name, sizeof name);
            if (vcd_width(i) == V_STRING) {
                fprintf(vcd, "$var string 1 %c %s $end\n", '!' + i, name);
            } else {
                fprintf(vcd, "$var wire %d %c %s $end\n", vcd_width(i), '!' + i, name);
            }
        }
        fprintf(vcd, "$upscope $end\n$enddefinitions $end\n$dumpvars\n");
        t->vcd_val[V_UNIT] = 7; /* none */
        for (int i = 0; i < V_COUNT; ++i) {
            vcd_write(vcd, i, t->vcd_val[i], "-");
        }
        for (int k = 0; k < SFPU_TRACE_STRINGS; ++k) {
            snprintf(t->vcd_str[k], SFPU_TRACE_STRLEN, "-");
        }
        fprintf(vcd, "$end\n");
    }
}

void sfpu_trace_set_source(sfpu_trace_t *t, const char *prog, const uint32_t *lines, size_t n)
{
    t->prog = prog;
    t->lines = lines;
    t->n_lines = n;
}

/* Disassembly of what sub-unit u executes (a scheduled instruction writing LReg16 says so: its word cannot). */
static void unit_text(const sfpu_trace_t *t, const sfpu_out_t *out, unsigned u, char *buf, size_t len)
{
    if (out->unit_op[u] == 0xFF) {
        snprintf(buf, len, "-");
        return;
    }
    char d[80];
    sfpu_disasm(out->unit_word[u], t->arch, d, sizeof d);
    snprintf(buf, len, "%s%s", d, (out->unit_vd16 >> u) & 1u ? " (VD=L16)" : "");
}

static unsigned word_latency(uint32_t word, sfpu_arch_t arch)
{
    sfpu_insn_t d;
    if (sfpu_decode(word, arch, &d, NULL, 0) != SFPU_OK) {
        return 1;
    }
    const sfpu_isa_info_t *info = sfpu_isa_info(d.op);
    unsigned lat = info && info->lat == SFPU_LAT_2 ? 2u : 1u;
    if (d.op == SFPU_OP_SFPSHFT2 && SFPU_F(&d, mod1) >= 2 && SFPU_F(&d, mod1) <= 4) {
        lat = 2;
    }
    return lat;
}

static void row_add(sfpu_trace_t *t, uint64_t id, uint64_t issue, uint64_t done, uint32_t word, unsigned unit,
                    bool sched)
{
    for (int i = 0; i < SFPU_TRACE_ROWS; ++i) {
        if (!t->row[i].active) {
            t->row[i].active = 1;
            t->row[i].id = id;
            t->row[i].issue_cycle = issue;
            t->row[i].done_cycle = done;
            t->row[i].word = word;
            t->row[i].unit = (uint8_t)unit;
            t->row[i].sched = sched ? 1 : 0;
            return;
        }
    }
    /* more rows in flight than the table holds (cannot happen: at most 5 issue per cycle, latency <= 2): retire
     * this one at once rather than lose it */
    fprintf(t->kanata, "R\t%llu\t%llu\t0\n", (unsigned long long)id, (unsigned long long)t->retire_seq++);
}

static void retire_done(sfpu_trace_t *t, uint64_t cycle, bool all)
{
    for (int i = 0; i < SFPU_TRACE_ROWS; ++i) {
        if (t->row[i].active && (all || t->row[i].done_cycle < cycle)) {
            fprintf(t->kanata, "R\t%llu\t%llu\t0\n", (unsigned long long)t->row[i].id,
                    (unsigned long long)t->retire_seq++);
            t->row[i].active = 0;
        }
    }
}

/* The row of the youngest in-flight instruction with this word, issued before `cycle` (a stale read's producer). */
static int row_producer(const sfpu_trace_t *t, uint32_t word, uint64_t cycle)
{
    int best = -1;
    for (int i = 0; i < SFPU_TRACE_ROWS; ++i) {
        if (t->row[i].active && t->row[i].word == word && t->row[i].issue_cycle < cycle &&
            (best < 0 || t->row[i].id > t->row[best].id)) {
            best = i;
        }
    }
    return best;
}

/* A new row for the word presented at the input (the first cycle it is presented). */
static void kanata_present(sfpu_trace_t *t, FILE *f, uint32_t insn)
{
    char text[96], where[160] = "";
    sfpu_disasm(insn, t->arch, text, sizeof text);
    if (t->lines && t->presented < t->n_lines) {
        snprintf(where, sizeof where, "%s:%u  ", t->prog ? t->prog : "", (unsigned)t->lines[t->presented]);
    }
    t->presented_id = t->next_id++;
    t->presented++;
    fprintf(f, "I\t%llu\t%llu\t0\nL\t%llu\t0\t%s%08x %s\n", (unsigned long long)t->presented_id,
            (unsigned long long)t->presented_id, (unsigned long long)t->presented_id, where, (unsigned)insn, text);
    fprintf(f, "S\t%llu\t0\tIs\n", (unsigned long long)t->presented_id);
    t->waiting = 1;
}

/* The presented word was taken this cycle: dropped, issued to a sub-unit, or taken outside the SFPU. Returns the row
 * id if it issued or was dropped, else -1. */
static int64_t kanata_taken(sfpu_trace_t *t, FILE *f, uint32_t insn, const sfpu_out_t *out)
{
    uint64_t id = t->presented_id;
    int64_t issued_row = -1;
    if (t->stalled) {
        fprintf(f, "E\t%llu\t1\tStl\n", (unsigned long long)id);
        t->stalled = 0;
    }
    fprintf(f, "E\t%llu\t0\tIs\n", (unsigned long long)id);
    if (out->issued_unit < SFPU_UNIT_COUNT && ((out->unit_sched >> out->issued_unit) & 1u)) {
        /* dropped: an SFPLOADMACRO-scheduled instruction occupies its sub-unit (diagnostic label below) */
        fprintf(f, "S\t%llu\t0\tDrp\n", (unsigned long long)id);
        row_add(t, id, out->cycle, out->cycle, insn, out->issued_unit, false);
        issued_row = (int64_t)id;
        t->have_last_issued = 0;
    } else if (out->issued_unit < SFPU_UNIT_COUNT) {
        unsigned u = out->issued_unit;
        uint32_t word = out->unit_op[u] != 0xFF ? out->unit_word[u] : insn;
        unsigned lat = word_latency(word, t->arch);
        fprintf(f, "S\t%llu\t0\t%s\n", (unsigned long long)id, k_unit_stage[u]);
        row_add(t, id, out->cycle, out->cycle + lat - 1, word, u, false);
        issued_row = (int64_t)id;
        t->last_issued_id = id;
        t->have_last_issued = 1;
        sfpu_insn_t d;
        if (sfpu_decode(word, t->arch, &d, NULL, 0) == SFPU_OK && d.op == SFPU_OP_SFPLOADMACRO) {
            t->macro[t->n_macro % SFPU_TRACE_MACROS].cycle = out->cycle;
            t->macro[t->n_macro % SFPU_TRACE_MACROS].id = id;
            t->n_macro++;
        }
    } else {
        /* taken but not executed by the SFPU this cycle: a Tensix NOP/SETRWC/INCRWC, or a MOP/REPLAY word
         * the frontend expands */
        fprintf(f, "S\t%llu\t0\tOut\n", (unsigned long long)id);
        row_add(t, id, out->cycle, out->cycle, insn, 0xFF, false);
        t->have_last_issued = 0;
    }
    t->waiting = 0;
    return issued_row;
}

/* The presented word was not taken: the stall stage (entered once, with the RAW arrow) and this cycle's reason. */
static void kanata_stalled(sfpu_trace_t *t, FILE *f, const sfpu_out_t *out)
{
    uint64_t id = t->presented_id;
    if (!t->stalled) {
        fprintf(f, "S\t%llu\t1\tStl\n", (unsigned long long)id);
        t->stalled = 1;
        if (out->stall_cause == SFPU_STALL_MAD_RAW && t->have_last_issued) {
            /* the RAW dependency: producer (issued last cycle) -> the stalled consumer */
            fprintf(f, "W\t%llu\t%llu\t0\n", (unsigned long long)id, (unsigned long long)t->last_issued_id);
        }
    }
    fprintf(f, "L\t%llu\t1\tstalled at cycle %llu (%s)\n", (unsigned long long)id, (unsigned long long)out->cycle,
            k_stall_text[out->stall_cause < SFPU_STALL_COUNT ? out->stall_cause : 0]);
}

/* A word a MOP/REPLAY expansion issued while nothing new was taken at the input: a row of its own. Returns its id. */
static int64_t kanata_expanded(sfpu_trace_t *t, FILE *f, const sfpu_out_t *out)
{
    unsigned u = out->issued_unit;
    char text[120];
    unit_text(t, out, u, text, sizeof text);
    uint64_t id = t->next_id++;
    fprintf(f, "I\t%llu\t%llu\t0\nL\t%llu\t0\t%08x %s [expanded by MOP/REPLAY]\nS\t%llu\t0\t%s\n",
            (unsigned long long)id, (unsigned long long)id, (unsigned long long)id, (unsigned)out->unit_word[u], text,
            (unsigned long long)id, k_unit_stage[u]);
    unsigned lat = word_latency(out->unit_word[u], t->arch);
    row_add(t, id, out->cycle, out->cycle + lat - 1, out->unit_word[u], u, false);
    t->last_issued_id = id;
    t->have_last_issued = 1;
    return (int64_t)id;
}

/* Instructions SFPLOADMACRO scheduled: a row each, tied to the macro's row; their ids in sched_row[unit]. */
static void kanata_scheduled(sfpu_trace_t *t, FILE *f, const sfpu_out_t *out, int64_t sched_row[SFPU_UNIT_COUNT])
{
    for (unsigned u = 1; u < SFPU_UNIT_COUNT; ++u) {
        if (!((out->unit_sched >> u) & 1u) || out->unit_op[u] == 0xFF) {
            continue;
        }
        char text[120];
        unit_text(t, out, u, text, sizeof text);
        uint64_t id = t->next_id++;
        int64_t macro_id = -1;
        for (unsigned k = 0; k < SFPU_TRACE_MACROS && k < t->n_macro; ++k) {
            unsigned at = (t->n_macro - 1 - k) % SFPU_TRACE_MACROS;
            if (t->macro[at].cycle == out->unit_macro_cycle[u]) {
                macro_id = (int64_t)t->macro[at].id;
                break;
            }
        }
        char from[48] = "?";
        if (macro_id >= 0) {
            snprintf(from, sizeof from, "#%lld", (long long)macro_id);
        }
        fprintf(f, "I\t%llu\t%llu\t0\nL\t%llu\t0\t%08x %s [from SFPLOADMACRO %s @cycle %llu, seq byte %u]\n",
                (unsigned long long)id, (unsigned long long)id, (unsigned long long)id, (unsigned)out->unit_word[u],
                text, from, (unsigned long long)out->unit_macro_cycle[u], u - 1);
        fprintf(f, "S\t%llu\t0\t%s\n", (unsigned long long)id, k_unit_stage[u]);
        if (macro_id >= 0) {
            fprintf(f, "W\t%llu\t%lld\t0\n", (unsigned long long)id, (long long)macro_id);
        }
        unsigned lat = word_latency(out->unit_word[u], t->arch);
        row_add(t, id, out->cycle, out->cycle + lat - 1, out->unit_word[u], u, true);
        sched_row[u] = (int64_t)id;
    }
}

/* The row a diagnostic of this cycle belongs to: the regular instruction's, a scheduled one's, or the waiting word's
 * (-1: none). */
static int64_t kanata_diag_row(const sfpu_trace_t *t, const sfpu_in_t *in, const sfpu_out_t *out, const sfpu_diag_t *d,
                               int64_t issued_row, const int64_t sched_row[SFPU_UNIT_COUNT])
{
    int64_t who = -1;
    sfpu_insn_t di;
    bool decoded = sfpu_decode(d->word, t->arch, &di, NULL, 0) == SFPU_OK;
    if (issued_row >= 0 && ((out->issued_unit < SFPU_UNIT_COUNT && out->unit_word[out->issued_unit] == d->word &&
                             !((out->unit_sched >> out->issued_unit) & 1u)) ||
                            (in && in->insn_valid && in->insn == d->word))) {
        who = issued_row;
    }
    for (unsigned u = 1; u < SFPU_UNIT_COUNT && who < 0 && decoded; ++u) {
        if (sched_row[u] >= 0 && out->unit_op[u] == di.op) {
            who = sched_row[u];
        }
    }
    if (who < 0) {
        who = issued_row >= 0 ? issued_row : (t->waiting ? (int64_t)t->presented_id : -1);
    }
    return who;
}

/* Diagnostics of this cycle: a label on the consumer's row, and an arrow from a stale read's producer. */
static void kanata_diags(sfpu_trace_t *t, FILE *f, const sfpu_t *s, const sfpu_in_t *in, const sfpu_out_t *out,
                         int64_t issued_row, const int64_t sched_row[SFPU_UNIT_COUNT])
{
    unsigned count = sfpu_diag_count(s), kept = count < SFPU_DIAG_KEEP ? count : SFPU_DIAG_KEEP;
    for (unsigned g = count - out->n_diag; g < count; ++g) {
        sfpu_diag_t d;
        if (g + kept < count || sfpu_diag_get(s, g - (count - kept), &d) != SFPU_OK) {
            continue;
        }
        char msg[400];
        sfpu_diag_format(s, &d, msg, sizeof msg);
        int64_t who = kanata_diag_row(t, in, out, &d, issued_row, sched_row);
        if (who < 0) {
            continue;
        }
        fprintf(f, "L\t%lld\t1\tdiagnostic: %s\n", (long long)who, msg);
        if (d.kind == SFPU_DIAG_STALE_READ || d.kind == SFPU_DIAG_STALL_BUG) {
            int p = row_producer(t, d.producer_word, out->cycle);
            if (p >= 0 && (int64_t)t->row[p].id != who) {
                fprintf(f, "W\t%lld\t%llu\t0\n", (long long)who, (unsigned long long)t->row[p].id);
            }
        }
    }
}

/* One cycle of the Konata trace: the clock, retirements, the presented word (new, taken or stalled), an expanded
 * word, the scheduled instructions, the diagnostics. */
static void kanata_cycle(sfpu_trace_t *t, const sfpu_t *s, const sfpu_in_t *in, const sfpu_out_t *out)
{
    FILE *f = t->kanata;
    if (!t->started) {
        fprintf(f, "C=\t%llu\n", (unsigned long long)out->cycle);
        t->started = 1;
    } else {
        fprintf(f, "C\t1\n");
    }
    /* results that committed at the end of the previous cycle retire now */
    retire_done(t, out->cycle, false);
    int64_t issued_row = -1; /* id of the regular instruction issued this cycle */
    if (in && in->insn_valid) {
        if (!t->waiting) {
            kanata_present(t, f, in->insn);
        }
        if (out->insn_ready) {
            issued_row = kanata_taken(t, f, in->insn, out);
        } else if (out->stall_cause) {
            kanata_stalled(t, f, out);
        }
    }
    if (issued_row < 0 && out->issued_unit < SFPU_UNIT_COUNT && out->unit_op[out->issued_unit] != 0xFF) {
        issued_row = kanata_expanded(t, f, out);
    }
    int64_t sched_row[SFPU_UNIT_COUNT] = {-1, -1, -1, -1, -1};
    kanata_scheduled(t, f, out, sched_row);
    kanata_diags(t, f, s, in, out, issued_row, sched_row);
}

static void vcd_cycle(sfpu_trace_t *t, const sfpu_in_t *in, const sfpu_out_t *out)
{
    uint64_t val[V_COUNT];
    char str[SFPU_TRACE_STRINGS][SFPU_TRACE_STRLEN];
    memset(val, 0, sizeof val);
    uint32_t regs = 0;
    for (unsigned i = 0; i < out->n_wb; ++i) {
        regs |= 1u << out->wb[i].reg;
    }
    bool valid = in && in->insn_valid;
    val[V_CLK] = 1;
    val[V_CYCLE] = out->cycle & 0xFFFFFFFFu;
    val[V_VALID] = valid;
    val[V_INSN] = valid ? in->insn : 0;
    if (valid) {
        sfpu_disasm(in->insn, t->arch, str[0], sizeof str[0]);
    } else {
        snprintf(str[0], sizeof str[0], "-");
    }
    val[V_READY] = out->insn_ready;
    val[V_STALL] = out->stall_cause;
    val[V_UNIT] = out->issued_unit < SFPU_UNIT_COUNT ? out->issued_unit : 7u;
    val[V_BUSY] = out->busy;
    val[V_NEXEC] = out->n_exec;
    val[V_NWB] = out->n_wb;
    val[V_WBREGS] = regs;
    val[V_FLAGS] = out->lane_flags;
    val[V_USE] = out->use_lane_flags;
    val[V_DIAG] = out->n_diag ? 1u : 0u;
    for (unsigned u = 0; u < SFPU_UNIT_COUNT; ++u) {
        val[V_UNIT0 + 3 * u] = out->unit_op[u] != 0xFF;
        unit_text(t, out, u, str[1 + u], sizeof str[1 + u]);
        val[V_UNIT0 + 3 * u + 2] = (out->unit_sched >> u) & 1u;
    }
    vcd_update(t, out->cycle * 2, val, str);
    val[V_CLK] = 0;
    vcd_update(t, out->cycle * 2 + 1, val, str);
}

void sfpu_trace_cycle(sfpu_trace_t *t, const sfpu_t *s, const sfpu_in_t *in, const sfpu_out_t *out)
{
    if (t->kanata) {
        kanata_cycle(t, s, in, out);
    }
    if (t->vcd) {
        vcd_cycle(t, in, out);
    }
}

void sfpu_trace_end(sfpu_trace_t *t, uint64_t cycle)
{
    if (t->kanata) {
        if (t->started) {
            fprintf(t->kanata, "C\t1\n");
        } else {
            fprintf(t->kanata, "C=\t%llu\n", (unsigned long long)cycle);
        }
        retire_done(t, cycle, true);
        if (t->waiting) { /* presented but never issued (the run stopped on an error): flushed */
            fprintf(t->kanata, "R\t%llu\t%llu\t1\n", (unsigned long long)t->presented_id,
                    (unsigned long long)t->retire_seq++);
            t->waiting = 0;
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
    /* the drain bound is sfpu_run_timed's (above the longest MOP expansion) */
    const uint64_t bound = sfpu_max_cycles(s);
    uint64_t guard = 0;
    for (; st == SFPU_OK && guard < bound;) {
        sfpu_in_t in = {(uint8_t)(i < n), i < n ? words[i] : 0u};
        st = sfpu_tick(s, &in, &out);
        if (st != SFPU_OK) {
            break;
        }
        sfpu_trace_cycle(t, s, &in, &out);
        bool took = i < n && out.insn_ready;
        if (took) {
            ++i;
        }
        if (i == n) {
            if (!out.busy) {
                break;
            }
            guard += !took; /* the bound counts the cycles after the last word was taken */
        }
    }
    if (st == SFPU_OK && guard >= bound) {
        st = sfpu_stop_unfinished(s);
    }
    sfpu_trace_end(t, sfpu_cycle(s));
    if (executed) {
        *executed = i;
    }
    return st;
}
