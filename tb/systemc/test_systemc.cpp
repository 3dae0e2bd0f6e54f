// test_systemc.cpp - the SystemC wrappers (dpi/systemc/) in one sc_main: the pin-level module clocked at 1 GHz
// shows the Blackhole MAD auto-stall on its ports (BH SFPMAD.md: a consumer of a MAD result is held one
// cycle); the TLM target runs programs through b_transport with a quantum keeper and annotates exactly the
// cycle-accurate model's cycles x period (sfpu_run_timed as the reference: 4 independent MADs = 5 cycles, a
// dependent chain, generated hazard/SFPLOADMACRO programs on both archs written in bursts); DRAIN, CYCLE and
// transport_dbg; an injected wrong expectation is reported as a mismatch with cycle, instruction and lanes.
// Prints "systemc: PASS" (ctest -L systemc checks it).
#include <cstdio>
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>
#include <tlm_utils/tlm_quantumkeeper.h>

#include "sfpu/sfpu.h"
#include "sfpu/sfpu_gen.h"
#include "sfpu_sc.h"

using namespace sc_core;

static int g_errors = 0;
static void check(bool ok, const std::string &what)
{
    if (!ok) {
        std::printf("systemc: FAIL %s\n", what.c_str());
        ++g_errors;
    }
}

static uint32_t word(const char *line)
{
    uint32_t w = 0;
    size_t n = 0;
    char err[200];
    if (sfpu_assemble(line, "<test>", SFPU_ARCH_BH, &w, 1, &n, err, sizeof err) != SFPU_OK || n != 1) {
        check(false, std::string("assemble: ") + err);
    }
    return w;
}

// Drives the pin-level wrapper: one instruction offered per cycle until accepted.
SC_MODULE(pin_driver)
{
    sc_in<bool> clk;
    sc_out<bool> rst_n, insn_valid;
    sc_out<sc_dt::sc_uint<32>> insn;
    sc_in<bool> insn_ready;
    sc_in<sc_dt::sc_uint<2>> stall_cause;
    sfpu_sc_pin *dut = nullptr;

    SC_CTOR(pin_driver) { SC_THREAD(run); }

    void run()
    {
        rst_n.write(false);
        insn_valid.write(false);
        wait(clk.posedge_event());
        rst_n.write(true);
        uint32_t l0[SFPU_LANES], l1[SFPU_LANES];
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            l0[l] = 0x40000000u; // 2.0
            l1[l] = 0x40400000u; // 3.0
        }
        sfpu_poke_lreg(dut->model(), 0, l0);
        sfpu_poke_lreg(dut->model(), 1, l1);
        const uint32_t prog[] = {word("sfpmad L2,L0,L1,L9,0"), word("sfpmov L3,L2,0")};
        int issue_cycle[2] = {-1, -1};
        bool stalled_mad_raw = false, wb_port_seen = false;
        unsigned i = 0;
        for (int cyc = 0; cyc < 10 && i < 2; ++cyc) {
            insn_valid.write(true);
            insn.write(prog[i]);
            wait(clk.posedge_event()); // the wrapper samples at this edge
            wait(SC_ZERO_TIME);        // and drives its outputs in the same delta cycle
            wait(SC_ZERO_TIME); // the port writes are visible one delta later
            if (dut->wb_mask.read().get_word(2) == 0xFFFFFFFFu && dut->wb_data.read().get_word(2 * 32 + 5) == 0x40C00000u)
                wb_port_seen = true;
            if (insn_ready.read()) {
                issue_cycle[i++] = cyc;
            } else if (stall_cause.read() == SFPU_STALL_MAD_RAW) {
                stalled_mad_raw = true;
            }
        }
        insn_valid.write(false);
        for (int k = 0; k < 3; ++k) {
            wait(clk.posedge_event());
        }
        check(issue_cycle[0] == 0 && issue_cycle[1] == 2, "pin: MAD at cycle 0, dependent MOV at cycle 2");
        check(stalled_mad_raw, "pin: stall_cause MAD_RAW seen on the port");
        check(wb_port_seen, "pin: the MAD's write-back of L2 = 6.0 on the wb_mask / wb_data ports");
        uint32_t l3[SFPU_LANES];
        sfpu_peek_lreg(dut->model(), 3, l3);
        check(l3[17] == 0x40C00000u, "pin: L3 = 2 * 3 = 6.0");
    }
};

// The cycles of the cycle-accurate model for `words` from the state `init` leaves (sfpu_run_timed, what
// `sfpu run --timing` reports): the reference for the TLM target's annotated delay.
static uint64_t reference_cycles(sfpu_arch_t arch, const std::vector<uint32_t> &words, void (*init)(sfpu_t *))
{
    sfpu_t *s = nullptr;
    sfpu_config_t cfg = {arch, 0};
    sfpu_create(&cfg, &s);
    init(s);
    uint64_t c0 = sfpu_cycle(s);
    check(sfpu_run_timed(s, words.data(), words.size(), nullptr) == SFPU_OK, "reference run");
    uint64_t c = sfpu_cycle(s) - c0;
    sfpu_destroy(s);
    return c;
}

static void init_23(sfpu_t *s)
{
    uint32_t l0[SFPU_LANES], l1[SFPU_LANES];
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        l0[l] = 0x40000000u; // 2.0
        l1[l] = 0x40400000u; // 3.0
    }
    sfpu_poke_lreg(s, 0, l0);
    sfpu_poke_lreg(s, 1, l1);
}

static sfpu_gen_prog_t g_prog[2]; // a generated program per arch (sfpu_gen: hazards, SFPLOADMACRO schedules)
static void init_gen_bh(sfpu_t *s) { sfpu_gen_apply_init(s, &g_prog[0]); }
static void init_gen_wh(sfpu_t *s) { sfpu_gen_apply_init(s, &g_prog[1]); }

// Drives the TLM targets with a quantum keeper.
SC_MODULE(tlm_driver)
{
    tlm_utils::simple_initiator_socket<tlm_driver> socket, socket_wh;
    sfpu_sc_tlm *dut = nullptr, *dut_wh = nullptr;
    SC_CTOR(tlm_driver) : socket("socket"), socket_wh("socket_wh") { SC_THREAD(run); }

    tlm::tlm_response_status xfer(bool wr, uint64_t addr, uint32_t *data, unsigned n, tlm_utils::tlm_quantumkeeper &qk,
                                  bool wh = false)
    {
        tlm::tlm_generic_payload p;
        p.set_command(wr ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
        p.set_address(addr);
        p.set_data_ptr(reinterpret_cast<unsigned char *>(data));
        p.set_data_length(n * 4);
        p.set_streaming_width(n * 4);
        p.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
        sc_time local = qk.get_local_time();
        (wh ? socket_wh : socket)->b_transport(p, local);
        qk.set(local);
        if (qk.need_sync()) {
            qk.sync();
        }
        return p.get_response_status();
    }

    unsigned dbg(bool wr, uint64_t addr, uint32_t *data, unsigned n)
    {
        tlm::tlm_generic_payload p;
        p.set_command(wr ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
        p.set_address(addr);
        p.set_data_ptr(reinterpret_cast<unsigned char *>(data));
        p.set_data_length(n * 4);
        return socket->transport_dbg(p);
    }

    sc_time drain(tlm_utils::tlm_quantumkeeper &qk, bool wh = false)
    {
        sc_time before = qk.get_current_time();
        uint32_t any = 0;
        check(xfer(true, sfpu_sc_tlm::DRAIN_ADDR, &any, 1, qk, wh) == tlm::TLM_OK_RESPONSE, "tlm: drain");
        return qk.get_current_time() - before;
    }

    void run()
    {
        tlm_utils::tlm_quantumkeeper qk;
        qk.reset();
        uint32_t v[SFPU_LANES];
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            v[l] = 0x40000000u;
        }
        check(xfer(true, sfpu_sc_tlm::LREG_BASE + 0 * 128, v, SFPU_LANES, qk) == tlm::TLM_OK_RESPONSE, "tlm: LReg write");
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            v[l] = 0x40400000u;
        }
        xfer(true, sfpu_sc_tlm::LREG_BASE + 1 * 128, v, SFPU_LANES, qk);

        // four independent MADs, one transaction each: 1 clock each (the pipeline is kept), then the drain adds the
        // last MAD's second cycle: 5 clocks in all, as `sfpu run --timing` counts them
        std::vector<uint32_t> mads = {word("sfpmad L4,L0,L1,L9,0"), word("sfpmad L5,L0,L1,L9,0"),
                                      word("sfpmad L6,L0,L1,L9,0"), word("sfpmad L7,L0,L1,L9,0")};
        sc_time before = qk.get_current_time();
        for (uint32_t &w : mads) {
            check(xfer(true, sfpu_sc_tlm::INSN_BASE, &w, 1, qk) == tlm::TLM_OK_RESPONSE, "tlm: MAD accepted");
        }
        check(qk.get_current_time() - before == sc_time(4, SC_NS),
              "tlm: 4 MADs issued in 4 x 1 ns, got " + (qk.get_current_time() - before).to_string());
        uint32_t busy = 0;
        check(xfer(false, sfpu_sc_tlm::DRAIN_ADDR, &busy, 1, qk) == tlm::TLM_OK_RESPONSE && busy == 1,
              "tlm: DRAIN reads 1 while the last MAD is in flight");
        sc_time d = drain(qk);
        uint64_t ref = reference_cycles(SFPU_ARCH_BH, mads, init_23);
        check(ref == 5, "reference: 4 independent MADs take 5 cycles, got " + std::to_string(ref));
        check(qk.get_current_time() - before == sc_time(static_cast<double>(ref), SC_NS),
              "tlm: 4 MADs + drain = the cycle-accurate model's cycles, got " + (qk.get_current_time() - before).to_string());
        check(d == sc_time(1, SC_NS), "tlm: the drain took the last MAD's second cycle");
        xfer(false, sfpu_sc_tlm::DRAIN_ADDR, &busy, 1, qk);
        check(busy == 0, "tlm: DRAIN reads 0 when idle");
        check(drain(qk) == SC_ZERO_TIME, "tlm: draining an idle SFPU takes no time");

        // a dependent chain in one burst (MAD, then a MOV of its result, then a store): the BH auto-stall is
        // counted where it happens
        std::vector<uint32_t> prog = {word("sfpmad L2,L0,L1,L9,0"), word("sfpmov L3,L2,0"), word("sfpstore L3,8,3,0")};
        before = qk.get_current_time();
        check(xfer(true, sfpu_sc_tlm::INSN_BASE, prog.data(), 3, qk) == tlm::TLM_OK_RESPONSE, "tlm: program accepted");
        drain(qk);
        ref = reference_cycles(SFPU_ARCH_BH, prog, init_23);
        check(qk.get_current_time() - before == sc_time(static_cast<double>(ref), SC_NS),
              "tlm: MAD/MOV/store + drain = " + std::to_string(ref) + " cycles, got " +
                  (qk.get_current_time() - before).to_string());
        uint32_t l3 = 0;
        xfer(false, sfpu_sc_tlm::LREG_BASE + (3 * 32 + 9) * 4, &l3, 1, qk);
        check(l3 == 0x40C00000u, "tlm: L3 read back = 6.0");
        uint32_t cell = 0;
        // an FP32 store to row 8 writes physical rows Adj32(8) = 16 (high half) and 24 (low half) (Dst.md)
        xfer(false, sfpu_sc_tlm::DST_BASE + (16 * 16 + 0) * 4, &cell, 1, qk);
        check(cell == 0x4081u, "tlm: Dst cell (16,0) = high half of DstEncodeFP32(6.0) = {0, man 0x40, exp 0x81}");

        // an LReg read while a MAD is in flight waits for it (the drain's cycle is annotated)
        uint32_t mad = word("sfpmad L7,L1,L1,L9,0");
        xfer(true, sfpu_sc_tlm::INSN_BASE, &mad, 1, qk);
        uint32_t dbg7 = 0, l7 = 0;
        check(dbg(false, sfpu_sc_tlm::LREG_BASE + 7 * 128, &dbg7, 1) == 4, "tlm dbg: LReg read");
        check(dbg7 == 0x40C00000u, "tlm dbg: a result in flight is not visible to a debug read (L7 still 6.0)");
        before = qk.get_current_time();
        xfer(false, sfpu_sc_tlm::LREG_BASE + 7 * 128, &l7, 1, qk);
        check(l7 == 0x41100000u, "tlm: an LReg read sees the MAD in flight (3 * 3 = 9.0)");
        check(qk.get_current_time() - before == sc_time(1, SC_NS), "tlm: ... after the MAD's remaining cycle");

        // transport_dbg: LReg and Dst, zero time, nothing else
        uint32_t wv[2] = {0x1234u, 0xbeefu};
        before = qk.get_current_time();
        check(dbg(true, sfpu_sc_tlm::DST_BASE + (100 * 16 + 3) * 4, wv, 2) == 8, "tlm dbg: two Dst cells written");
        uint32_t rv[2] = {0, 0};
        check(xfer(false, sfpu_sc_tlm::DST_BASE + (100 * 16 + 3) * 4, rv, 2, qk) == tlm::TLM_OK_RESPONSE &&
                  rv[0] == 0x1234u && rv[1] == 0xbeefu,
              "tlm: the debug writes are there");
        check(dbg(true, sfpu_sc_tlm::LREG_BASE + (5 * 32 + 2) * 4, wv, 1) == 4, "tlm dbg: LReg write");
        check(dbg(false, sfpu_sc_tlm::LREG_BASE + (5 * 32 + 2) * 4, rv, 1) == 4 && rv[0] == 0x1234u, "tlm dbg: read back");
        check(dbg(false, sfpu_sc_tlm::INSN_BASE, rv, 1) == 0, "tlm dbg: the instruction stream is not debug-accessible");
        check(dbg(false, 0x50000000u, rv, 1) == 0, "tlm dbg: unmapped");
        check(dbg(false, sfpu_sc_tlm::LREG_BASE + (16 * 32 + 31) * 4, rv, 2) == 4,
              "tlm dbg: stops at the end of the LRegs (LReg 16 lane 31 is the last)");
        uint32_t cyc[2] = {0, 0};
        check(dbg(false, sfpu_sc_tlm::CYCLE_LO_ADDR, cyc, 2) == 8 && cyc[0] == sfpu_cycle(dut->model()) && cyc[1] == 0,
              "tlm dbg: CYCLE");
        check(qk.get_current_time() - before == SC_ZERO_TIME, "tlm dbg: zero time");

        uint32_t bad = 0x88000000u; // SFPPOPC on an empty stack: undefined
        check(xfer(true, sfpu_sc_tlm::INSN_BASE, &bad, 1, qk) == tlm::TLM_GENERIC_ERROR_RESPONSE,
              "tlm: undefined instruction -> generic error");
        check(dut->last_error().find("empty flag stack") != std::string::npos, "tlm: error names the rule");
        check(xfer(false, 0x30000000u, &cell, 1, qk) == tlm::TLM_ADDRESS_ERROR_RESPONSE, "tlm: unmapped address");
        check(xfer(false, sfpu_sc_tlm::INSN_BASE, &cell, 1, qk) == tlm::TLM_COMMAND_ERROR_RESPONSE, "tlm: INSN read");
        check(xfer(true, sfpu_sc_tlm::CYCLE_LO_ADDR, &cell, 1, qk) == tlm::TLM_COMMAND_ERROR_RESPONSE, "tlm: CYCLE write");

        // generated programs (back-to-back hazards, SFPLOADMACRO schedules), both archs, written in bursts of 1..7
        // words with debug reads in between, then drained: the annotated delay is the cycle-accurate model's count
        for (int a = 0; a < 2; ++a) {
            sfpu_sc_tlm *t = a ? dut_wh : dut;
            sfpu_arch_t arch = a ? SFPU_ARCH_WH : SFPU_ARCH_BH;
            sfpu_reset(t->model());
            sfpu_gen_apply_init(t->model(), &g_prog[a]);
            std::vector<uint32_t> w(g_prog[a].words, g_prog[a].words + g_prog[a].n);
            before = qk.get_current_time();
            for (size_t i = 0, k = 0; i < w.size(); ++k) {
                unsigned n = static_cast<unsigned>(std::min<size_t>(1 + (k * 5) % 7, w.size() - i));
                check(xfer(true, sfpu_sc_tlm::INSN_BASE, &w[i], n, qk, a == 1) == tlm::TLM_OK_RESPONSE,
                      "tlm: generated program accepted: " + t->last_error());
                i += n;
                uint32_t peek = 0;
                if (a == 0) {
                    dbg(false, sfpu_sc_tlm::LREG_BASE + (k % 17) * 128, &peek, 1);
                }
            }
            drain(qk, a == 1);
            ref = reference_cycles(arch, w, a ? init_gen_wh : init_gen_bh);
            check(ref > w.size(), "reference: the generated program stalls or drains somewhere");
            check(qk.get_current_time() - before == sc_time(static_cast<double>(ref), SC_NS),
                  std::string("tlm: generated program on ") + (a ? "WH" : "BH") + " = " + std::to_string(ref) +
                      " cycles, got " + (qk.get_current_time() - before).to_string());
            uint32_t c = 0;
            xfer(false, sfpu_sc_tlm::CYCLE_LO_ADDR, &c, 1, qk, a == 1);
            check(c == ref, "tlm: CYCLE reads the model's count");
        }
        qk.sync();
        finished = true;
        sc_stop();
    }
    bool finished = false;
};

int sc_main(int argc, char **argv)
{
    bool inject = argc > 1 && std::strcmp(argv[1], "--inject-mismatch") == 0;
    tlm::tlm_global_quantum::instance().set(sc_time(100, SC_NS));
    sc_clock clk("clk", sc_time(1, SC_NS));
    sc_signal<bool> rst_n, insn_valid, insn_ready, busy;
    sc_signal<sc_dt::sc_uint<32>> insn, lane_flags;
    sc_signal<sc_dt::sc_uint<2>> stall_cause;
    sc_signal<sc_dt::sc_uint<8>> n_wb;
    sc_signal<sc_dt::sc_bv<544>> wb_mask;
    sc_signal<sc_dt::sc_bv<17408>> wb_data;
    sc_signal<sc_dt::sc_uint<32>> use_lane_flags;
    sc_signal<sc_dt::sc_bv<128>> stack_depth, dst_wcol_we;
    sc_signal<sc_dt::sc_bv<80>> dst_waddr;
    sc_signal<sc_dt::sc_bv<2048>> dst_wdata;
    sfpu_sc_pin dut("dut", SFPU_ARCH_BH);
    dut.clk(clk);
    dut.rst_n(rst_n);
    dut.insn_valid(insn_valid);
    dut.insn(insn);
    dut.insn_ready(insn_ready);
    dut.stall_cause(stall_cause);
    dut.busy(busy);
    dut.lane_flags(lane_flags);
    dut.n_wb(n_wb);
    dut.wb_mask(wb_mask);
    dut.wb_data(wb_data);
    dut.use_lane_flags(use_lane_flags);
    dut.stack_depth(stack_depth);
    dut.dst_waddr(dst_waddr);
    dut.dst_wcol_we(dst_wcol_we);
    dut.dst_wdata(dst_wdata);
    pin_driver drv("drv");
    drv.clk(clk);
    drv.rst_n(rst_n);
    drv.insn_valid(insn_valid);
    drv.insn(insn);
    drv.insn_ready(insn_ready);
    drv.stall_cause(stall_cause);
    drv.dut = &dut;

    for (int a = 0; a < 2; ++a) {
        sfpu_gen_opts_t o;
        sfpu_gen_default_opts(&o, a ? SFPU_ARCH_WH : SFPU_ARCH_BH);
        o.hazards = SFPU_GEN_HAZARDS_VIOLATE;
        char err[256];
        // the first of the set whose timed run stalls or drains (the TLM timing check below needs one that does)
        for (o.index = 0; o.index < 16; ++o.index) {
            std::string name = "tlm-timing-" + std::to_string(o.index);
            if (sfpu_gen_program(&o, sfpu_gen_seed(3, name.c_str()), &g_prog[a], nullptr, err, sizeof err) != SFPU_OK) {
                check(false, std::string("generate: ") + err);
                return 1;
            }
            std::vector<uint32_t> w(g_prog[a].words, g_prog[a].words + g_prog[a].n);
            if (reference_cycles(o.arch, w, a ? init_gen_wh : init_gen_bh) > w.size())
                break;
            sfpu_gen_free(&g_prog[a]);
        }
    }
    sfpu_sc_tlm tdut("tdut", SFPU_ARCH_BH, sc_time(1, SC_NS));
    sfpu_sc_tlm tdut_wh("tdut_wh", SFPU_ARCH_WH, sc_time(1, SC_NS));
    tlm_driver tdrv("tdrv");
    tdrv.socket.bind(tdut.socket);
    tdrv.socket_wh.bind(tdut_wh.socket);
    tdrv.dut = &tdut;
    tdrv.dut_wh = &tdut_wh;

    sc_start(sc_time(1, SC_MS)); // the TLM driver stops the simulation when it is done (well before)
    check(tdrv.finished, "the TLM driver ran to its end");
    sfpu_gen_free(&g_prog[0]);
    sfpu_gen_free(&g_prog[1]);
    if (inject) { // a wrong expectation must be reported (the test can fail)
        check(false, "injected mismatch (--inject-mismatch)");
    }
    std::printf(g_errors ? "systemc: %d failure(s)\n" : "systemc: PASS\n", g_errors);
    return g_errors ? 1 : 0;
}
