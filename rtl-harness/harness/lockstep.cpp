// lockstep.cpp - the Verilator lockstep harness: random programs (sfpu_gen) run on the RTL SFPU
// (rtl/sfpu_core.sv inside harness/sfpu_tb_top.sv) and on the model at the same time, compared every cycle
// through the model library's comparison engine (sfpu_compare.h), then a full-state compare.
//
//   sfpu-lockstep [--arch bh] [--count N | --test K] [--base-seed S] [--name PREFIX] [--len L]
//                 [--hazards mix|abide|violate] [--ops LIST] [--exclude LIST] [--shard i/n] [--junit FILE]
//                 [--jsonl FILE] [--fst FILE] [--after N] [--inject-bug] [-q] [+plusarg ...]
//
// Built as sfpu_lockstep for the bundled RTL, and as sfpu_lockstep_dut for a user's RTL (rtl-harness/dut.cmake,
// SFPU_LOCKSTEP_DUT defined): the same loop around the generated simulation top sfpu_dut_tb_top, with the checks the
// DUT's optional ports allow (SFPU_DUT_NO_* below) and only the architectures it was built for.
//
// Exit status 0 when every test passed, 1 when one failed, 2 on bad usage.
#include <verilated.h>
#if VM_TRACE
#include <verilated_fst_c.h>
#endif

#include <algorithm>
#include <chrono>
#include <initializer_list>
#include <iterator>
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cctype>
#include <memory>
#include <unistd.h>
#include <string>
#include <utility>
#include <vector>

#ifdef SFPU_LOCKSTEP_DUT
#ifdef SFPU_DUT_BH
#include "Vsfpu_dut_bh.h"
#include "Vsfpu_dut_bh___024root.h"
#endif
#ifdef SFPU_DUT_WH
#include "Vsfpu_dut_wh.h"
#include "Vsfpu_dut_wh___024root.h"
#endif
#define SFPU_LOCKSTEP_DST_MEM(top) ((top)->rootp->sfpu_dut_tb_top__DOT__dst_mem)
// The bundled RTL: one binary per architecture (rtl-harness/CMakeLists.txt): sfpu_lockstep_bh links the RTL verilated
// with WH = 0 (Vsfpu_tb_top), sfpu_lockstep_wh the same RTL with WH = 1 (Vsfpu_tb_top_wh); the sfpu_lockstep launcher
// (lockstep_launch.cpp) runs the one --arch names.
#elif defined(SFPU_LOCKSTEP_WH)
#include "Vsfpu_tb_top_wh.h"
#include "Vsfpu_tb_top_wh___024root.h"
#define SFPU_DUT_WH 1
#define SFPU_LOCKSTEP_DST_MEM(top) ((top)->rootp->sfpu_tb_top__DOT__dst_mem)
#else
#include "Vsfpu_tb_top.h"
#include "Vsfpu_tb_top___024root.h"
#define SFPU_DUT_BH 1
#define SFPU_LOCKSTEP_DST_MEM(top) ((top)->rootp->sfpu_tb_top__DOT__dst_mem)
#endif
#include "sfpu/sfpu.h"
#include "sfpu/sfpu_compare.h"
#include "sfpu/sfpu_gen.h"
#include "../../model/src/compare/compare_harness.h" // the engine's LReg check (internal, static library)
#include "contract_ports.h"
#include "lockstep_programs.h"
#include "lockstep_checks.h"
#include "lockstep_ops.h"
#include "lockstep_rtlcov.h"

namespace {

struct Options {
#ifdef SFPU_DUT_BH
    sfpu_arch_t arch = SFPU_ARCH_BH;
#else
    sfpu_arch_t arch = SFPU_ARCH_WH; // a DUT built for Wormhole only
#endif
    unsigned count = 20;
    long long test = -1;      // --test K: run test K alone (what a reproduce line selects)
    uint64_t base_seed = 1;
    std::string name = "lockstep";
    unsigned len = 600;
    std::string hazards = "mix";
    unsigned shard_i = 0, shard_n = 1;
    std::string junit, jsonl, fst, trace_model, trace_rtl, cov_out;
    unsigned after = 8;      // cycles run after the first mismatch, for the waveform
    bool inject_bug = false; // flips one bit of one RTL write-back: the harness must catch it
    bool cfg = true;         // a random initial configuration per test (when the DUT has the dbg_cfg_* port)
    bool prng = true;        // a random initial PRNG state in 3 tests of 4 (when the DUT has the dbg_prng_* port)
    bool undef = true;       // deliberately undefined words in each test (when the DUT has undef_o)
    bool quiet = false;
    bool every_cycle = false; // compare the whole LReg file after every cycle too (debugging aid)
#ifdef SFPU_DUT_DEFAULT_OPS
    std::string ops = SFPU_DUT_DEFAULT_OPS; // the DUT build's SFPU_DUT_OPS; --ops replaces it
#else
    std::string ops; // --ops as given (resolved against the arch into `allow`)
#endif
    std::string exclude;
    uint64_t allow = 0;       // the instructions programs may draw
    std::vector<std::string> plusargs; // +args for the RTL, in order (repeated in reproduce lines)
    std::string binary;                // this executable, for reproduce lines
    uint16_t mod_deny[SFPU_OP_COUNT] = {}; // and the modes --ops/--exclude leave out
};

// What the DUT's ports let the harness check (a DUT build without some optional contract ports: dut.cmake).
struct Checks {
#ifdef SFPU_DUT_NO_FLAGS
    bool flags = false;
#else
    bool flags = true; // lane_flags_o, use_lane_flags_o every cycle
#endif
#ifdef SFPU_DUT_NO_STACK_DEPTH
    bool stack_depth = false;
#else
    bool stack_depth = true; // stack_depth_o every cycle
#endif
#if defined(SFPU_DUT_NO_LREG) && !defined(SFPU_DUT_LREG_BACKDOOR)
    bool lregs = false;
#else
    bool lregs = true; // the LReg file at the end (lreg_o, or the backdoor that drives it in the simulation top)
#endif
#ifdef SFPU_DUT_NO_DBG_LREG
    bool lreg_init = false;
#else
    bool lreg_init = true; // LReg 0..7 loaded with random values before the program (dbg_lreg_* port)
#endif
#ifdef SFPU_DUT_NO_DBG_CFG
    bool cfg_init = false;
#else
    bool cfg_init = true; // a random initial configuration written before the program (dbg_cfg_* port)
#endif
#ifdef SFPU_DUT_NO_DBG_PRNG
    bool prng_init = false;
#else
    bool prng_init = true; // every lane's PRNG state written before the program (dbg_prng_* port)
#endif
#ifdef SFPU_DUT_NO_UNDEF
    bool undef = false;
#else
    bool undef = true; // undefined words flagged (undef_o) and without effect
#endif
#ifdef SFPU_DUT_NO_DST_VALID
    bool dst_valid = false;
#else
    bool dst_valid = true; // loads and stores of a Dst row whose DstRowValid is clear (dst_rvalid_i, dst_wvalid_i)
#endif
};
const Checks g_checks;

void usage(FILE *f)
{
    fprintf(f,
            "usage: sfpu-lockstep [options]\n"
            "  Runs random programs on the RTL SFPU and the model in lockstep, comparing every cycle.\n"
            "  --arch bh|wh        architecture, the model set to match: the bundled RTL is built with WH = 0\n"
            "                      (sfpu_lockstep_bh) and WH = 1 (sfpu_lockstep_wh); sfpu_lockstep runs the one named\n"
#ifdef SFPU_LOCKSTEP_DUT
            "                      (this DUT build has: "
#ifdef SFPU_DUT_BH
            "bh "
#endif
#ifdef SFPU_DUT_WH
            "wh"
#endif
            ")\n"
#endif
            "  --count N           number of tests (default 20); test k is named PREFIX-k\n"
            "  --test K            run test K alone (PREFIX-K, its own seed): what a failing test's reproduce\n"
            "                      line selects\n"
            "  --base-seed S       base seed (default 1); a test's seed = sfpu_gen_seed(S, name)\n"
            "  --name PREFIX       test name prefix (default lockstep)\n"
            "  --len L             instructions per program (default 600)\n"
            "  --hazards MODE      mix (default: even tests abide by the scheduling rules, odd ones break them),\n"
            "                      abide or violate\n"
            "  --ops LIST          draw only these instructions (mnemonics, comma-separated; default:"
#ifdef SFPU_DUT_DEFAULT_OPS
            "\n                      " SFPU_DUT_DEFAULT_OPS ", SFPU_DUT_OPS of this build"
#else
            " all the\n                      harness generates"
#endif
            "); SFPNOP padding is emitted whatever the list says\n"
            "  --exclude LIST      never draw these instructions\n"
            "  --shard i/n         run only tests k with k %% n == i\n"
            "  --junit FILE        JUnit XML report\n"
            "  --jsonl FILE        mismatch reports as JSON Lines\n"
            "  --coverage-out FILE the functional coverage of the run, for `sfpu cov` to merge with other shards\n"
            "  --fst FILE          on the first failure, re-run that test with an FST waveform into FILE\n"
            "  --after N           cycles to keep running after a mismatch (default 8)\n"
            "  --inject-bug        corrupt one RTL write-back (self-test: must fail)\n"
            "  --no-cfg            no random initial configuration: the ADDR_MODs and the Dst addressing and format\n"
            "                      registers stay at reset (by default each test writes one through dbg_cfg_*)\n"
            "  --no-prng           the PRNG starts from its reset state (by default three tests in four write a\n"
            "                      random state per lane through dbg_prng_*)\n"
            "  --no-undef          no deliberately undefined words (by default each test has a few: the RTL must\n"
            "                      raise undef_o in the cycle each is presented, and it must do nothing)\n"
            "  --trace-model FILE  the model's port events in the event trace format (rtl-harness/README.md)\n"
            "  --trace-rtl FILE    the RTL's port events, same format (the two diff equal when the RTL matches)\n"
            "  --state-every-cycle compare the whole LReg file and every other state item after every cycle\n"
            "                      (the end of each test always compares them; finds silent divergence)\n"
            "  -q                  one line per test only on failure\n");
}

// An option with a value: false (reported) if the value is not acceptable.
bool parse_value(const std::string &a, const char *v, Options &o)
{
    if (a == "--arch") {
        if (strcmp(v, "bh") == 0) {
            o.arch = SFPU_ARCH_BH;
        } else if (strcmp(v, "wh") == 0) {
            o.arch = SFPU_ARCH_WH;
        } else {
            fprintf(stderr, "sfpu-lockstep: --arch %s: expected bh or wh\n", v);
            return false;
        }
    } else if (a == "--count") {
        if (!lockstep_parse_count(v, &o.count)) {
            fprintf(stderr, "sfpu-lockstep: --count %s: expected a number of tests 1..100000000 (0 checks nothing)\n", v);
            return false;
        }
    } else if (a == "--test") {
        char *end = nullptr;
        errno = 0;
        unsigned long long k = strtoull(v, &end, 0);
        if (*v == '-' || *v == '\0' || *end != '\0' || errno != 0 || k >= 100000000ull) {
            fprintf(stderr, "sfpu-lockstep: --test %s: expected a test index 0..99999999\n", v);
            return false;
        }
        o.test = (long long)k;
    } else if (a == "--base-seed") {
        o.base_seed = strtoull(v, nullptr, 0);
    } else if (a == "--len") {
        o.len = (unsigned)strtoul(v, nullptr, 0);
        if (o.len == 0) {
            fprintf(stderr, "sfpu-lockstep: --len must be at least 1\n");
            return false;
        }
    } else if (a == "--hazards") {
        o.hazards = v;
        if (o.hazards != "mix" && o.hazards != "abide" && o.hazards != "violate") {
            fprintf(stderr, "sfpu-lockstep: --hazards %s: expected mix, abide or violate\n", v);
            return false;
        }
    } else if (a == "--ops" || a == "--exclude") {
        (a == "--ops" ? o.ops : o.exclude) = v;
        if (!*v) {
            fprintf(stderr, "sfpu-lockstep: %s: no instruction named\n", a.c_str());
            return false;
        }
    } else if (a == "--shard") {
        if (sscanf(v, "%u/%u", &o.shard_i, &o.shard_n) != 2 || o.shard_n == 0 || o.shard_i >= o.shard_n) {
            fprintf(stderr, "sfpu-lockstep: --shard %s: expected i/n with 0 <= i < n\n", v);
            return false;
        }
    } else if (a == "--after") {
        o.after = (unsigned)strtoul(v, nullptr, 0);
    } else {
        // the options that name something: --name, --junit, --jsonl, --coverage-out, --fst, --trace-model/-rtl
        std::string *dst = a == "--name" ? &o.name : a == "--junit" ? &o.junit : a == "--jsonl" ? &o.jsonl
                           : a == "--coverage-out" ? &o.cov_out : a == "--fst" ? &o.fst
                           : a == "--trace-model" ? &o.trace_model : &o.trace_rtl;
        *dst = v;
    }
    return true;
}

// A flag: true if `a` is one (recorded).
bool parse_flag(const std::string &a, Options &o)
{
    bool *flag = a == "--inject-bug" ? &o.inject_bug : a == "--state-every-cycle" ? &o.every_cycle
                 : a == "-q" ? &o.quiet : a == "--no-cfg" ? &o.cfg : a == "--no-prng" ? &o.prng
                 : a == "--no-undef" ? &o.undef : nullptr;
    if (flag)
        *flag = a.compare(0, 5, "--no-") != 0; // --no-* clear, the others set
    return flag != nullptr;
}

// The options together: the selection, the architecture this binary runs, the instruction set, the DUT's ports.
bool parse_check(Options &o)
{
    if (o.test >= 0 && o.shard_n != 1) {
        fprintf(stderr, "sfpu-lockstep: --test selects one test: --shard does not apply\n");
        return false;
    }
    std::string none = o.test >= 0 ? std::string() : lockstep_selection_error(o.count, o.shard_i, o.shard_n);
    if (!none.empty()) {
        fprintf(stderr, "sfpu-lockstep: %s\n", none.c_str());
        return false;
    }
#ifndef SFPU_DUT_BH
    if (o.arch == SFPU_ARCH_BH) {
#ifdef SFPU_LOCKSTEP_DUT
        fprintf(stderr, "sfpu-lockstep: this DUT build has no Blackhole RTL (SFPU_DUT_ARCHS): use --arch wh\n");
#else
        fprintf(stderr, "sfpu-lockstep: --arch bh: this binary is built for wh only; run sfpu_lockstep_bh or "
                        "sfpu_lockstep --arch bh\n");
#endif
        return false;
    }
#endif
#ifndef SFPU_DUT_WH
    if (o.arch == SFPU_ARCH_WH) {
#ifdef SFPU_LOCKSTEP_DUT
        fprintf(stderr, "sfpu-lockstep: this DUT build has no Wormhole RTL (SFPU_DUT_ARCHS): use --arch bh\n");
#else
        fprintf(stderr, "sfpu-lockstep: --arch wh: this binary is built for bh only; run sfpu_lockstep_wh or "
                        "sfpu_lockstep --arch wh\n");
#endif
        return false;
    }
#endif
    std::string bad = lockstep_ops_select(o.ops, o.exclude, rtl_allow(o.arch), o.arch, &o.allow, o.mod_deny);
    if (!bad.empty()) {
        fprintf(stderr, "sfpu-lockstep: %s\n", bad.c_str());
        return false;
    }
    if (o.every_cycle && !g_checks.lregs) {
        fprintf(stderr, "sfpu-lockstep: --state-every-cycle needs the DUT's LReg file (lreg_o or the LReg backdoor)\n");
        return false;
    }
    return true;
}

bool parse(int argc, char **argv, Options &o)
{
    static const char *const k_valued[] = {"--arch", "--count", "--test", "--base-seed", "--name", "--len", "--hazards",
                                           "--ops", "--exclude", "--shard", "--junit", "--jsonl", "--coverage-out",
                                           "--fst", "--after", "--trace-model", "--trace-rtl"};
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a.size() > 1 && a[0] == '+') {
            o.plusargs.push_back(a); // a plusarg for the RTL (e.g. +sfpu_mutant=N in the mutation build)
            continue;
        }
        bool valued = std::find(std::begin(k_valued), std::end(k_valued), a) != std::end(k_valued);
        if (valued && i + 1 >= argc) {
            fprintf(stderr, "sfpu-lockstep: %s needs a value\n", a.c_str());
            return false;
        }
        if (valued) {
            if (!parse_value(a, argv[++i], o))
                return false;
        } else if (parse_flag(a, o)) {
            continue;
        } else if (a == "-h" || a == "--help") {
            usage(stdout);
            exit(0);
        } else {
            fprintf(stderr, "sfpu-lockstep: unknown option '%s'\n", a.c_str());
            usage(stderr);
            return false;
        }
    }
    return parse_check(o);
}

// A word for a shell command line: as it is when it holds only safe characters, else in single quotes.
std::string shell_word(const std::string &w)
{
    bool safe = !w.empty();
    for (char ch : w)
        safe = safe && (isalnum((unsigned char)ch) || strchr("_+=,./:@%-", ch) != nullptr);
    if (safe)
        return w;
    std::string q = "'";
    for (char ch : w)
        q += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
    return q + "'";
}

// The command line that reruns test k alone, exactly: this binary, then every option that shapes the program
// (architecture, length, hazards, subset, the random configuration / PRNG / undefined words, seed, name, index)
// or the checks (--after, --state-every-cycle, --inject-bug), then the RTL's plusargs. The options that only
// choose outputs (--junit, --jsonl, --fst, --trace-*, --coverage-out, -q) are left out.
std::string reproduce_line(const Options &o, unsigned k)
{
    std::vector<std::string> w = {o.binary, "--arch", o.arch == SFPU_ARCH_WH ? "wh" : "bh", "--len",
                                  std::to_string(o.len), "--hazards", o.hazards};
    if (!o.ops.empty())
        w.insert(w.end(), {"--ops", o.ops});
    if (!o.exclude.empty())
        w.insert(w.end(), {"--exclude", o.exclude});
    for (auto f : {std::make_pair(o.cfg, "--no-cfg"), std::make_pair(o.prng, "--no-prng"),
                   std::make_pair(o.undef, "--no-undef")})
        if (!f.first)
            w.push_back(f.second);
    w.insert(w.end(), {"--base-seed", std::to_string(o.base_seed), "--name", o.name, "--test", std::to_string(k)});
    if (o.after != 8)
        w.insert(w.end(), {"--after", std::to_string(o.after)});
    if (o.every_cycle)
        w.push_back("--state-every-cycle");
    if (o.inject_bug)
        w.push_back("--inject-bug");
    w.insert(w.end(), o.plusargs.begin(), o.plusargs.end());
    std::string line;
    for (const auto &x : w)
        line += (line.empty() ? "" : " ") + shell_word(x);
    return line;
}

// The path of this executable (argv[0] resolved), for reproduce lines.
std::string self_path(const char *argv0)
{
    char buf[4096];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n > 0) {
        buf[n] = '\0';
        return buf;
    }
    return argv0;
}

// A JSON string's contents (the reproduce line in JSON Lines).
std::string json_escape(const std::string &s)
{
    std::string r;
    for (char ch : s) {
        if (ch == '"' || ch == '\\')
            r += '\\';
        r += ch;
    }
    return r;
}

struct TestResult {
    std::string name;
    uint64_t seed = 0;
    bool pass = false;
    uint64_t cycles = 0, insns = 0;
    double model_s = 0, rtl_s = 0, total_s = 0;
    unsigned undef = 0; // undefined words both flagged
    std::string summary, text, jsonl, reproduce;
    bool harness_fail = false; // failed by the harness's own check (model_error, an unfinished program)
};

using Clock = std::chrono::steady_clock;
double secs(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double>(b - a).count(); }

// The RTL top of one architecture (Vsfpu_tb_top: Blackhole, Vsfpu_tb_top_wh: the same RTL with WH = 1).
template <typename Top> class Rtl {
  public:
    explicit Rtl(VerilatedContext *ctx) : top(new Top{ctx, "top"}) {}
    std::unique_ptr<Top> top;
#if VM_TRACE
    std::unique_ptr<VerilatedFstC> fst;
#endif
    uint64_t t = 0;

    void dump()
    {
#if VM_TRACE
        if (fst)
            fst->dump(t);
#endif
        ++t;
    }
    // One rising edge. Verilator 5 re-evaluates all input-driven logic on every eval() - most of the RTL's cost
    // here - so a cycle takes two evals, not four: one with the clock at 0 and this cycle's inputs (skipped when
    // `settled`: the caller just made it, as the lockstep loop does to observe the outputs; Verilator needs it to
    // see the next rise), then the rise. The clock goes back to 0 without an eval of its own.
    void clock(bool settled = false)
    {
        if (!settled)
            top->eval();
        dump();
        top->clk_i = 1;
        top->eval();
        dump();
        top->clk_i = 0;
    }
    void reset()
    {
        top->rst_ni = 0;
        top->insn_valid_i = 0;
        top->dbg_lreg_we_i = 0;
#ifndef SFPU_DUT_NO_DBG_CFG
        top->dbg_cfg_we_i = 0;
#endif
#ifndef SFPU_DUT_NO_DBG_PRNG
        top->dbg_prng_we_i = 0;
#endif
        top->dst_init_we_i = 0;
        top->dst_valid_we_i = 0;
        top->eval();
        clock();
        clock();
        top->rst_ni = 1;
        top->eval();
    }
    void load(const sfpu_gen_prog_t &p)
    {
        for (unsigned r = 0; r < 8; ++r) {
            top->dbg_lreg_we_i = 1;
            top->dbg_lreg_idx_i = r;
            for (unsigned l = 0; l < 32; ++l)
                top->dbg_lreg_data_i[l] = p.lreg_init[r][l];
            clock();
        }
        top->dbg_lreg_we_i = 0;
#ifndef SFPU_DUT_NO_DBG_CFG
        for (uint32_t i = 0; i < p.n_cfg; ++i) { // the configuration, one item per clock
            top->dbg_cfg_we_i = 1;
            top->dbg_cfg_sel_i = p.cfg_init[i].reg;
            top->dbg_cfg_idx_i = p.cfg_init[i].index;
            top->dbg_cfg_data_i = p.cfg_init[i].value;
            clock();
        }
        top->dbg_cfg_we_i = 0;
#endif
#ifndef SFPU_DUT_NO_DBG_PRNG
        if (p.prng_set) { // every lane's PRNG state in one clock
            top->dbg_prng_we_i = 1;
            for (unsigned l = 0; l < 32; ++l)
                top->dbg_prng_data_i[l] = p.prng_init[l];
            clock();
            top->dbg_prng_we_i = 0;
        }
#endif
        // 8 rows per clock through the simulation top's init port (each clock is two evals of the whole design)
        static_assert(SFPU_GEN_DST_ROWS % 8 == 0, "Dst init goes 8 rows per clock");
        for (unsigned base = 0; base < SFPU_GEN_DST_ROWS; base += 8) {
            top->dst_init_we_i = 1;
            top->dst_init_row_i = base;
            for (unsigned k = 0; k < 8; ++k)
                for (unsigned c = 0; c < 16; c += 2)
                    top->dst_init_data_i[k * 8 + c / 2] =
                        (uint32_t)p.dst_init[base + k][c] | ((uint32_t)p.dst_init[base + k][c + 1] << 16);
            clock();
        }
        top->dst_init_we_i = 0;
        top->eval();
    }
    // The RTL's outputs of this cycle as port events (the fields the comparison reads).
    void observe(sfpu_out_t &o, bool inject)
    {
        contract_observe(o, top->insn_ready_o, top->wb_mask_o, top->wb_data_o, top->dst_waddr_o, top->dst_wcol_we_o,
                         top->dst_wdata_o, inject);
        o.lane_flags = top->lane_flags_o;
        o.use_lane_flags = top->use_lane_flags_o;
#ifndef SFPU_DUT_NO_STALL_CAUSE
        o.stall_cause = top->stall_cause_o; // optional contract group stall_cause: the DUT's reason for not issuing
#endif
        for (unsigned l = 0; l < 32; ++l)
            o.stack_depth[l] = (uint8_t)contract_bits(top->stack_depth_o, l * 4, 4);
    }
    void lregs(uint32_t out[17][32])
    {
        for (unsigned r = 0; r < 17; ++r)
            for (unsigned l = 0; l < 32; ++l)
                out[r][l] = top->lreg_o[r * 32 + l];
    }
    // One architectural state item (sfpu.h's sfpu_reg_t `reg`, n values) through the core's state read port:
    // an eval per 128 values. False: the core does not hold that item.
    bool state_item(unsigned reg, uint32_t *v, unsigned n)
    {
        bool ok = true;
        top->state_en_i = 1;
        top->state_sel_i = reg;
        for (unsigned hi = 0; hi * 128 < n; ++hi) {
            top->state_hi_i = hi;
            top->eval();
            ok = ok && top->state_ok_o;
            for (unsigned i = 0; i < 128 && hi * 128 + i < n; ++i)
                v[hi * 128 + i] = top->state_o[i];
        }
        top->state_en_i = 0;
        top->state_hi_i = 0;
        top->eval();
        return ok;
    }
    // The simulation top's Dst memory, read in place (public_flat_rd): through the peek port each row took an
    // eval of the whole design, 1024 of them per test - as long as the test's own cycles.
    void dst(uint16_t out[SFPU_DST_ROWS][SFPU_DST_COLS])
    {
        const auto &mem = SFPU_LOCKSTEP_DST_MEM(top);
        for (unsigned row = 0; row < SFPU_DST_ROWS; ++row) {
            for (unsigned c = 0; c < 16; ++c)
                out[row][c] = (uint16_t)(mem[row][c / 2] >> ((c % 2) * 16));
        }
    }
};

// One test: generate, load both sides, run in lockstep until both are idle, compare the end state.
FILE *g_trace_model = nullptr, *g_trace_rtl = nullptr;

// The state items (sfpu_reg_t) the RTL under test does not hold: listed once in the run's summary.
std::vector<bool> g_state_not_held(SFPU_REG_COUNT, false);

// Every architectural state item beyond the LRegs and Dst (PRNG, RWCs, LaneConfig, LoadMacroConfig, the flag stack,
// the configuration registers), read through the RTL's state read port and compared by the engine.
template <typename R> unsigned compare_state_items(R &rtl, sfpu_cmp_t *cmp, const sfpu_t *m)
{
    unsigned found = 0;
#ifdef SFPU_DUT_NO_STATE
    (void)rtl;
    (void)cmp;
    (void)m;
    std::fill(g_state_not_held.begin(), g_state_not_held.end(), true); // no state port: nothing to read
#else
    static uint32_t v[256];
    for (unsigned reg = 0; reg < SFPU_REG_COUNT; ++reg) {
        unsigned n = sfpu_reg_count(reg);
        if (n > 256 || !rtl.state_item(reg, v, n)) {
            g_state_not_held[reg] = true;
            continue;
        }
        found += sfpu_cmp_state_reg(cmp, m, reg, v, n);
    }
#endif
    return found;
}

void trace_cycle(FILE *f, const sfpu_out_t &out)
{
    static char line[1 << 16];
    if (f && sfpu_trace_format(&out, line, sizeof line))
        fputs(line, f);
}

// Test k's program (the generator with this DUT's options): false with tr.summary set if it cannot be generated.
bool lockstep_program(const Options &o, unsigned k, TestResult &tr, sfpu_gen_prog_t &prog, sfpu_gen_cov_t *cov)
{
    sfpu_gen_opts_t go;
    lockstep_gen_opts(&go, o.arch, o.len, k,
                      o.hazards == "abide" ? LOCKSTEP_ABIDE : o.hazards == "violate" ? LOCKSTEP_VIOLATE : LOCKSTEP_MIX,
                      o.cfg && g_checks.cfg_init);
    go.allow = o.allow;
    go.mod_deny = o.mod_deny;
    go.undef = o.undef && g_checks.undef;
    go.prng = o.prng && g_checks.prng_init;
    char err[256];
    if (sfpu_gen_program(&go, tr.seed, &prog, cov, err, sizeof err) != SFPU_OK) {
        tr.summary = tr.name + ": ERROR generating the program: " + err;
        return false;
    }
    if (!g_checks.lreg_init)
        memset(prog.lreg_init, 0, sizeof prog.lreg_init); // no way to load them into the DUT: both start at reset (0)
    return true;
}

// One test in lockstep: the model and the RTL clocked together, compared every cycle by the comparison engine.
template <typename Top> struct LockstepTest {
    const Options &o;
    TestResult &tr;
    const sfpu_gen_prog_t &prog;
    bool trace;
    sfpu_t *m = nullptr;
    Rtl<Top> rtl;
    sfpu_cmp_t *cmp = nullptr;
    size_t mpc = 0, dpc = 0;
    uint64_t stop_at = UINT64_MAX;
    bool inject_done = false;
    sfpu_out_t mo, dout;
    std::string model_error;
    std::vector<char> ckpt;
    unsigned restore_row = SFPU_GEN_NO_ROW;

    LockstepTest(VerilatedContext *ctx, const Options &o_, TestResult &tr_, const sfpu_gen_prog_t &prog_, bool trace_)
        : o(o_), tr(tr_), prog(prog_), trace(trace_), rtl(ctx), ckpt(prog_.n_undef ? sfpu_state_size() : 0)
    {
        sfpu_config_t mc = {};
        mc.arch = o.arch;
        sfpu_create(&mc, &m);
        sfpu_gen_apply_init(m, &prog);
#if VM_TRACE
        if (trace) {
            ctx->traceEverOn(true);
            rtl.fst.reset(new VerilatedFstC);
            rtl.top->trace(rtl.fst.get(), 99);
            rtl.fst->open(o.fst.c_str());
        }
#endif
        rtl.reset();
        rtl.load(prog);
        sfpu_cmp_config_t cc = {};
        cc.arch = o.arch;
        cc.test = tr.name.c_str();
        cc.seed = tr.seed;
        cc.reproduce = tr.reproduce.c_str();
#ifndef SFPU_DUT_NO_STALL_CAUSE
        cc.dut_stall_cause = 1; // timing reports give the RTL's stall cause beside the model's
#endif
        cc.check_flags = g_checks.flags || g_checks.stack_depth; // LaneFlags, UseLaneFlags, the stack depths
        sfpu_cmp_create(&cc, &cmp);
        memset(&dout, 0, sizeof dout);
    }
    ~LockstepTest()
    {
        sfpu_cmp_destroy(cmp);
        sfpu_destroy(m);
    }

    // without DstRowValid ports the DUT cannot see an invalid row: both sides get an SFPNOP there instead
    uint32_t word_at(size_t i) const
    {
        return !g_checks.dst_valid && sfpu_gen_undef_row(&prog, i) != SFPU_GEN_NO_ROW ? 0x8F000000u : prog.words[i];
    }

    // A row cleared last cycle is valid again from this one (write-through); `vrow` is invalid for this cycle, on
    // both sides.
    void present_row_valid(unsigned vrow)
    {
        rtl.top->dst_valid_we_i = 0;
        if (restore_row != SFPU_GEN_NO_ROW) {
            rtl.top->dst_valid_we_i = 1;
            rtl.top->dst_valid_row_i = restore_row;
            rtl.top->dst_valid_d_i = 1;
            restore_row = SFPU_GEN_NO_ROW;
        }
        if (vrow != SFPU_GEN_NO_ROW) {
            sfpu_poke_dst_row_valid(m, vrow, false);
            rtl.top->dst_valid_we_i = 1;
            rtl.top->dst_valid_row_i = vrow;
            rtl.top->dst_valid_d_i = 0;
        }
    }

    // The RTL's half of the cycle: its word presented, its outputs observed (--inject-bug flips one bit at the first
    // cycle with any LReg write-back: every test has one), what it does not expose taken from the model, clocked.
    void rtl_cycle(bool &rtl_undef, bool &rtl_unsup)
    {
        rtl.top->insn_valid_i = dpc < prog.n;
        rtl.top->insn_i = dpc < prog.n ? word_at(dpc) : 0u;
        rtl.top->eval();
        bool inject = false;
        for (unsigned r = 0; o.inject_bug && !inject_done && r < 17; ++r)
            inject |= rtl.top->wb_mask_o[r] != 0;
        rtl.observe(dout, inject);
        if (!g_checks.flags) { // a part the DUT does not expose is taken from the model: not compared
            dout.lane_flags = mo.lane_flags;
            dout.use_lane_flags = mo.use_lane_flags;
        }
        if (!g_checks.stack_depth)
            memcpy(dout.stack_depth, mo.stack_depth, sizeof dout.stack_depth);
        inject_done |= inject;
        dout.cycle = mo.cycle;
        rtl_undef = rtl.top->undef_o;
        rtl_unsup = rtl.top->unsupported_o;
        rtl.clock(true); // settled by the eval above
    }

    // A deliberately undefined word the model stopped at (`why`): the RTL must have flagged it at the same word; then
    // the model runs the cycle again with an SFPNOP in its place. false (model_error set) if the RTL did not agree.
    bool settle_undef(uint64_t cyc, sfpu_in_t &in, const std::string &why, sfpu_status_t &st, bool &rtl_undef)
    {
        if (!rtl_undef || dpc != mpc) {
            char note[520], dis[120];
            sfpu_gen_disasm_undef(in.insn, o.arch, dis, sizeof dis);
            snprintf(note, sizeof note, "cycle %" PRIu64 ": 0x%08x is undefined (%s); the RTL %s: %s", cyc,
                     (unsigned)in.insn, why.c_str(), dpc != mpc ? "was presented another word" : "did not raise undef_o",
                     dis);
            model_error = note;
            return false;
        }
        sfpu_restore(m, ckpt.data(), ckpt.size());
        in.insn = 0x8F000000u;
        st = sfpu_tick(m, &in, &mo);
        rtl_undef = false;
        ++tr.undef;
        return true;
    }

    // The comparison of the cycle (and with --state-every-cycle the state items and the LReg file, through the
    // engine): a difference stops the test a few cycles on, so the waveform shows the aftermath.
    void compare(uint64_t cyc, const sfpu_in_t &in)
    {
        if (!trace) {
            trace_cycle(g_trace_model, mo);
            trace_cycle(g_trace_rtl, dout);
        }
        unsigned n = sfpu_cmp_step(cmp, m, &in, &mo, &dout);
        if (n && stop_at == UINT64_MAX)
            stop_at = cyc + 1 + o.after;
        if (o.every_cycle && stop_at == UINT64_MAX && compare_state_items(rtl, cmp, m))
            stop_at = cyc + 1 + o.after;
        if (o.every_cycle && stop_at == UINT64_MAX) {
            static uint32_t rl[17][32];
            rtl.lregs(rl);
            char note[200];
            if (cmp_lreg_first_difference(m, rl, cyc, "RTL", note, sizeof note)) {
                tr.text += std::string("SFPU-MISMATCH state ") + note + "\n";
                stop_at = cyc + 1 + o.after;
            }
        }
    }

    // One clock of both: false when the test ends (done, or an error in model_error).
    bool cycle(uint64_t cyc)
    {
        sfpu_in_t in = {(uint8_t)(mpc < prog.n), mpc < prog.n ? word_at(mpc) : 0u};
        auto a = Clock::now();
        // a deliberately undefined word: the model stops at it, and then runs this cycle again with an SFPNOP
        bool undef_word = mpc < prog.n && sfpu_gen_is_undef(&prog, mpc) && in.insn == prog.words[mpc];
        // the row whose DstRowValid is cleared while the word is presented: the one an undefined load or store
        // addresses, or one a defined load or store addresses only in lanes that are off (where the DUT has the
        // DstRowValid ports)
        unsigned vrow = undef_word                          ? sfpu_gen_undef_row(&prog, mpc)
                        : mpc < prog.n && g_checks.dst_valid ? sfpu_gen_invalid_row(&prog, mpc)
                                                             : SFPU_GEN_NO_ROW;
        present_row_valid(vrow);
        if (undef_word)
            sfpu_save(m, ckpt.data(), ckpt.size());
        sfpu_status_t st = sfpu_tick(m, &in, &mo);
        std::string undef_why;
        if (undef_word && st == SFPU_ERR_UNDEFINED)
            undef_why = sfpu_last_error(m);
        auto b = Clock::now();
        bool rtl_undef, rtl_unsup;
        rtl_cycle(rtl_undef, rtl_unsup);
        auto c = Clock::now();
        tr.model_s += secs(a, b);
        tr.rtl_s += secs(b, c);
        if (!undef_why.empty() && !settle_undef(cyc, in, undef_why, st, rtl_undef))
            return false;
        if (vrow != SFPU_GEN_NO_ROW) {
            sfpu_poke_dst_row_valid(m, vrow, true);
            restore_row = vrow;
        }
        if (st != SFPU_OK) {
            model_error = sfpu_last_error(m);
            return false;
        }
        if (rtl_undef || rtl_unsup) {
            char note[300], dis[120];
            sfpu_gen_disasm_undef((uint32_t)rtl.top->insn_i, o.arch, dis, sizeof dis);
            snprintf(note, sizeof note, "cycle %" PRIu64 ": the RTL flagged the instruction 0x%08x as %s: %s", cyc,
                     (unsigned)rtl.top->insn_i, rtl_undef ? "undefined" : "unsupported", dis);
            model_error = note;
            return false;
        }
        compare(cyc, in);
        tr.model_s += secs(c, Clock::now());
        mpc += mo.insn_ready;
        dpc += dout.insn_ready;
        tr.cycles = cyc + 1;
        return !(mpc >= prog.n && dpc >= prog.n && !mo.busy && !rtl.top->busy_o);
    }

    // The end of the test: the end state compared (LRegs, Dst, state items), the summary and the report text.
    void finish()
    {
        tr.insns = mpc;
        static uint32_t dl[17][32];
        static uint16_t dd[SFPU_DST_ROWS][SFPU_DST_COLS];
        rtl.top->eval(); // the clock back at 0, as the end state is read
        rtl.lregs(dl);
        if (!g_checks.lregs) { // no LReg readout: the end-of-test LReg compare is skipped (the summary says so)
            for (unsigned r = 0; r < 17; ++r)
                sfpu_peek_lreg(m, r, dl[r]);
        }
        rtl.dst(dd);
        sfpu_cmp_finish(cmp, m, dl, dd);
        compare_state_items(rtl, cmp, m);
        char sum[300];
        sfpu_cmp_summary(cmp, sum, sizeof sum);
        tr.pass = sfpu_cmp_total(cmp) == 0 && model_error.empty() && mpc >= prog.n && dpc >= prog.n;
        tr.summary = sum;
        tr.harness_fail = !model_error.empty() || ((mpc < prog.n || dpc < prog.n) && sfpu_cmp_total(cmp) == 0);
        if (!model_error.empty()) {
            tr.summary = tr.name + ": FAIL " + model_error;
            if (sfpu_cmp_total(cmp) > 0) // the check stopped the run after a divergence: point at the earliest one
                tr.summary += " (after the earliest divergence, #1 below: a consequence of it)";
        } else if (tr.pass == false && sfpu_cmp_total(cmp) == 0) {
            tr.summary = tr.name + ": FAIL the program did not complete (model at " + std::to_string(mpc) +
                         ", RTL at " + std::to_string(dpc) + " of " + std::to_string(prog.n) + ")";
        }
        tr.text += sfpu_cmp_text(cmp);
        tr.jsonl = sfpu_cmp_jsonl(cmp);
#if VM_TRACE
        if (rtl.fst)
            rtl.fst->close();
#endif
    }
};

#if VM_COVERAGE
RtlCoverage g_rtlcov; // the RTL's code coverage, summed over the tests' models (lockstep_rtlcov.h)
#endif

template <typename Top>
TestResult run_test_t(VerilatedContext *ctx, const Options &o, unsigned k, bool trace, sfpu_gen_cov_t *cov)
{
    TestResult tr;
    tr.name = o.name + "-" + std::to_string(k);
    tr.seed = sfpu_gen_seed(o.base_seed, tr.name.c_str());
    tr.reproduce = reproduce_line(o, k);
    auto t0 = Clock::now();
    sfpu_gen_prog_t prog;
    if (!lockstep_program(o, k, tr, prog, cov))
        return tr;
    {
        LockstepTest<Top> t(ctx, o, tr, prog, trace);
        const uint64_t max_cycles = (uint64_t)prog.n * 4 + 64;
        for (uint64_t cyc = 0; cyc < max_cycles && cyc < t.stop_at && t.cycle(cyc); ++cyc) {
        }
        t.finish();
#if VM_COVERAGE
        g_rtlcov.take(ctx); // before the model (which holds the coverage points) goes
#endif
    }
    sfpu_gen_free(&prog);
    tr.total_s = secs(t0, Clock::now());
    return tr;
}

TestResult run_test(VerilatedContext *ctx, const Options &o, unsigned k, bool trace, sfpu_gen_cov_t *cov)
{
#ifdef SFPU_LOCKSTEP_DUT
#if defined(SFPU_DUT_BH) && defined(SFPU_DUT_WH)
    return o.arch == SFPU_ARCH_WH ? run_test_t<Vsfpu_dut_wh>(ctx, o, k, trace, cov)
                                  : run_test_t<Vsfpu_dut_bh>(ctx, o, k, trace, cov);
#elif defined(SFPU_DUT_BH)
    return run_test_t<Vsfpu_dut_bh>(ctx, o, k, trace, cov); // parse() refused --arch wh
#else
    return run_test_t<Vsfpu_dut_wh>(ctx, o, k, trace, cov);
#endif
#elif defined(SFPU_LOCKSTEP_WH)
    return run_test_t<Vsfpu_tb_top_wh>(ctx, o, k, trace, cov); // parse() refused --arch bh
#else
    return run_test_t<Vsfpu_tb_top>(ctx, o, k, trace, cov);
#endif
}

#ifdef SFPU_LOCKSTEP_DUT
// The DUT build says what it compares and what it cannot, before any result (the bundled build checks everything).
void print_checks(const Options &o)
{
    std::string on = "write-backs, Dst writes, accepted instructions, Dst at the end", off;
    auto add = [](std::string &s, const std::string &what) { s += s.empty() ? what : ", " + what; };
    if (g_checks.flags)
        add(on, "LaneFlags/UseLaneFlags every cycle");
    else
        add(off, "LaneFlags/UseLaneFlags every cycle (no lane_flags_o/use_lane_flags_o)");
    if (g_checks.stack_depth)
        add(on, "flag-stack depths every cycle");
    else
        add(off, "flag-stack depths every cycle (no stack_depth_o)");
#if defined(SFPU_DUT_NO_LREG) && defined(SFPU_DUT_LREG_BACKDOOR)
    add(on, "LRegs at the end (through the backdoor u_dut." SFPU_DUT_LREG_BACKDOOR ")");
#else
    if (g_checks.lregs)
        add(on, "LRegs at the end");
    else
        add(off, "LRegs at the end (no lreg_o, no LReg backdoor)");
#endif
#ifdef SFPU_DUT_NO_STATE
    add(off, "PRNG, RWCs, LaneConfig, LoadMacroConfig, flag-stack levels, configuration at the end (no state_* port)");
#else
    add(on, "the other state items the DUT's state port holds, at the end (listed after the run)");
#endif
    if (g_checks.lreg_init)
        add(on, "random initial LReg 0..7");
    else
        add(off, "random initial LReg 0..7 (no dbg_lreg_* port: both sides start them at 0)");
    if (g_checks.cfg_init)
        add(on, "random initial configuration (ADDR_MODs, Dst addressing and format registers)");
    else
        add(off, "random initial configuration (no dbg_cfg_* port: ADDR_MODs and configuration stay at reset)");
    if (!g_checks.prng_init)
        add(off, "random initial PRNG state (no dbg_prng_* port: both sides start from the reset state)");
    else
        add(o.prng ? on : off,
            o.prng ? "random initial PRNG state (3 tests in 4)" : "random initial PRNG state (--no-prng)");
    if (g_checks.undef)
        add(o.undef ? on : off, o.undef ? "undefined instructions flagged (undef_o) and without effect"
                                        : "undefined instructions (--no-undef)");
    else
        add(off, "undefined instructions (no undef_o: none is issued)");
    if (g_checks.undef && o.undef && !g_checks.dst_valid)
        add(off, "loads and stores of a Dst row marked invalid (no dst_rvalid_i / dst_wvalid_i: SFPNOPs in their place)");
    printf("== DUT %s, arch %s, instructions %s\n", SFPU_DUT_NAME, o.arch == SFPU_ARCH_WH ? "wh" : "bh",
           o.ops.empty() && o.exclude.empty() ? "all" : lockstep_ops_list(o.allow).c_str());
    printf("== checked: %s\n", on.c_str());
    printf("== SKIPPED: %s\n", off.empty() ? "nothing" : off.c_str());
}
#endif

std::string xml_escape(const std::string &s)
{
    std::string r;
    for (char ch : s) {
        switch (ch) {
        case '<': r += "&lt;"; break;
        case '>': r += "&gt;"; break;
        case '&': r += "&amp;"; break;
        case '"': r += "&quot;"; break;
        default: r += ch;
        }
    }
    return r;
}

} // namespace

int main(int argc, char **argv)
{
    Options o;
    if (!parse(argc, argv, o))
        return 2;
    o.binary = self_path(argv[0]);
    auto ctx = std::make_unique<VerilatedContext>();
    ctx->commandArgs(argc, argv);
    ctx->fatalOnError(false); // a failing test stops cleanly (and keeps its FST), it never aborts the run
    sfpu_gen_cov_t cov;
    sfpu_gen_cov_reset(&cov);
#ifdef SFPU_LOCKSTEP_DUT
    print_checks(o);
#endif
    std::vector<TestResult> results;
    unsigned passed = 0, failed = 0;
    uint64_t cycles = 0, insns = 0, undef = 0;
    double model_s = 0, rtl_s = 0, total_s = 0;
    bool traced = false;
    FILE *jl = o.jsonl.empty() ? nullptr : fopen(o.jsonl.c_str(), "w");
    if (!o.jsonl.empty() && !jl) { // a CI job reading the file must not see a pass without it
        fprintf(stderr, "sfpu-lockstep: cannot write %s\n", o.jsonl.c_str());
        return 2;
    }
    for (auto fp : {std::make_pair(&g_trace_model, &o.trace_model), std::make_pair(&g_trace_rtl, &o.trace_rtl)}) {
        if (!fp.second->empty() && !(*fp.first = fopen(fp.second->c_str(), "w"))) {
            fprintf(stderr, "sfpu-lockstep: cannot write %s\n", fp.second->c_str());
            return 2;
        }
    }
    const unsigned k_first = o.test >= 0 ? (unsigned)o.test : 0u, k_end = o.test >= 0 ? (unsigned)o.test + 1 : o.count;
    for (unsigned k = k_first; k < k_end; ++k) {
        if (o.test < 0 && !sfpu_gen_shard_keeps(k, o.shard_i, o.shard_n))
            continue;
        TestResult tr = run_test(ctx.get(), o, k, false, &cov);
        cycles += tr.cycles;
        insns += tr.insns;
        undef += tr.undef;
        model_s += tr.model_s;
        rtl_s += tr.rtl_s;
        total_s += tr.total_s;
        if (tr.pass) {
            ++passed;
            if (!o.quiet)
                printf("PASS %s seed=0x%016" PRIx64 " cycles=%" PRIu64 " insns=%" PRIu64 "\n", tr.name.c_str(), tr.seed,
                       tr.cycles, tr.insns);
        } else {
            ++failed;
            printf("FAIL %s seed=0x%016" PRIx64 " cycles=%" PRIu64 "\nreproduce: %s\n%s\n%s", tr.name.c_str(), tr.seed,
                   tr.cycles, tr.reproduce.c_str(), tr.summary.c_str(), tr.text.c_str());
            if (jl)
                fputs(tr.jsonl.c_str(), jl);
            // a failure of the harness's own checks: one object for it, a consequence of the test's first mismatch
            // when one came before it (the run stops at the failed check, so every recorded mismatch is earlier)
            if (jl && tr.harness_fail)
                fprintf(jl, "{\"class\":\"fail\",\"seed\":%" PRIu64 ",\"test\":\"%s\",\"insn\":\"?\",\"cause\":%s,"
                            "\"note\":\"%s\",\"reproduce\":\"%s\"}\n",
                        tr.seed, json_escape(tr.name).c_str(), tr.jsonl.empty() ? "null" : "1",
                        json_escape(tr.summary).c_str(), json_escape(tr.reproduce).c_str());
            if (!o.fst.empty() && !traced) {
#if VM_TRACE
                run_test(ctx.get(), o, k, true, nullptr);
                printf("FST waveform of %s written to %s\n", tr.name.c_str(), o.fst.c_str());
#else
                printf("--fst: this harness was built without tracing\n");
#endif
                traced = true;
            }
        }
        fflush(stdout);
        results.push_back(tr);
    }
    // every output file is closed with its write checked: a CI job must not see a pass without its files
    bool write_failed = false;
    auto close_checked = [&write_failed](FILE *f, const std::string &path) {
        if (f != nullptr && (ferror(f) != 0 || fclose(f) != 0)) {
            fprintf(stderr, "sfpu-lockstep: cannot write %s\n", path.c_str());
            write_failed = true;
        }
    };
    close_checked(jl, o.jsonl);
    close_checked(g_trace_model, o.trace_model);
    close_checked(g_trace_rtl, o.trace_rtl);
    g_trace_model = g_trace_rtl = nullptr;
#if VM_COVERAGE
    if (!g_rtlcov.save(ctx.get()))
        return 2;
#endif
    if (!o.junit.empty()) {
        FILE *f = fopen(o.junit.c_str(), "w");
        if (!f) {
            fprintf(stderr, "sfpu-lockstep: cannot write %s\n", o.junit.c_str());
            return 2;
        }
        fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"%s\" tests=\"%zu\" failures=\"%u\">\n",
                xml_escape(o.name).c_str(), results.size(), failed);
        for (auto &r : results) {
            fprintf(f, "  <testcase classname=\"sfpu.lockstep\" name=\"%s\" time=\"%.3f\">", xml_escape(r.name).c_str(),
                    r.total_s);
            if (!r.pass)
                fprintf(f, "<failure message=\"%s\">%s</failure>", xml_escape(r.summary).c_str(),
                        xml_escape(r.text).c_str());
            fprintf(f, "</testcase>\n");
        }
        fprintf(f, "</testsuite>\n");
        close_checked(f, o.junit);
    }
    // what the end-of-test compare covered beyond every LReg lane and Dst cell
    std::string held, not_held;
    for (unsigned reg = 0; reg < SFPU_REG_COUNT; ++reg)
        (g_state_not_held[reg] ? not_held : held) += std::string(" ") + sfpu_reg_name(reg);
    printf("== state compared at the end of each test: LRegs, Dst,%s\n", held.c_str());
    if (!not_held.empty())
        printf("== state NOT compared (the RTL does not hold it):%s\n", not_held.c_str());
    if (o.undef && g_checks.undef)
        printf("== undefined words: %" PRIu64 " flagged by both (undef_o in the cycle presented, and no effect)\n",
               undef);
    else
        printf("== undefined words: none issued (%s)\n", g_checks.undef ? "--no-undef" : "the DUT has no undef_o");
    std::vector<char> covtxt(sfpu_gen_cov_format(&cov, o.arch, o.allow, nullptr, 0) + 1);
    sfpu_gen_cov_format(&cov, o.arch, o.allow, covtxt.data(), covtxt.size());
    printf("== coverage\n%s", covtxt.data());
    if (!o.cov_out.empty()) {
        std::vector<char> saved(sfpu_gen_cov_save(&cov, o.arch, o.allow, nullptr, 0) + 1);
        sfpu_gen_cov_save(&cov, o.arch, o.allow, saved.data(), saved.size());
        FILE *cf = fopen(o.cov_out.c_str(), "w");
        if (cf == nullptr || fputs(saved.data(), cf) < 0 || fclose(cf) != 0) {
            fprintf(stderr, "sfpu-lockstep: --coverage-out %s: cannot write: %s\n", o.cov_out.c_str(), strerror(errno));
            return 2;
        }
    }
    double loop_s = rtl_s + model_s;
    printf("== speed: %" PRIu64 " cycles, %" PRIu64 " instructions; RTL alone (Verilator eval + clock) %.0f cycles/s; "
           "lock-step loop %.0f cycles/s, of which the model + comparison take %.1f%%; "
           "with program generation and loading %.0f cycles/s (%.2f s in all)\n",
           cycles, insns, rtl_s > 0 ? cycles / rtl_s : 0.0, loop_s > 0 ? cycles / loop_s : 0.0,
           loop_s > 0 ? 100.0 * model_s / loop_s : 0.0, total_s > 0 ? cycles / total_s : 0.0, total_s);
    printf("%u passed, %u failed\n", passed, failed);
    if (fflush(stdout) != 0 || ferror(stdout) != 0) {
        fprintf(stderr, "sfpu-lockstep: cannot write the standard output\n");
        return 2;
    }
    return write_failed ? 2 : failed ? 1 : 0;
}
