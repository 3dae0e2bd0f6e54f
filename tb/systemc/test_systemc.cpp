// test_systemc.cpp - the SystemC wrappers (dpi/systemc/) in one sc_main: the pin-level module clocked at 1 GHz
// shows the Blackhole MAD auto-stall on its ports (BH SFPMAD.md: a consumer of a MAD result is held one
// cycle); the TLM target runs the same program through b_transport with a quantum keeper and annotates
// cycles x period; an injected wrong expectation is reported as a mismatch with cycle, instruction and lanes.
// Prints "systemc: PASS" (ctest -L systemc checks it).
#include <cstdio>
#include <cstring>
#include <string>

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>
#include <tlm_utils/tlm_quantumkeeper.h>

#include "sfpu/sfpu.h"
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

// Drives the TLM target with a quantum keeper.
SC_MODULE(tlm_driver)
{
    tlm_utils::simple_initiator_socket<tlm_driver> socket;
    sfpu_sc_tlm *dut = nullptr;
    SC_CTOR(tlm_driver) : socket("socket") { SC_THREAD(run); }

    tlm::tlm_response_status xfer(bool wr, uint64_t addr, uint32_t *data, unsigned n, tlm_utils::tlm_quantumkeeper &qk)
    {
        tlm::tlm_generic_payload p;
        p.set_command(wr ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
        p.set_address(addr);
        p.set_data_ptr(reinterpret_cast<unsigned char *>(data));
        p.set_data_length(n * 4);
        p.set_streaming_width(n * 4);
        p.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
        sc_time local = qk.get_local_time();
        socket->b_transport(p, local);
        qk.set(local);
        if (qk.need_sync()) {
            qk.sync();
        }
        return p.get_response_status();
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
        sc_time before = qk.get_current_time();
        uint32_t prog[] = {word("sfpmad L2,L0,L1,L9,0"), word("sfpmov L3,L2,0"), word("sfpstore L3,8,3,0")};
        check(xfer(true, sfpu_sc_tlm::INSN_BASE, prog, 3, qk) == tlm::TLM_OK_RESPONSE, "tlm: program accepted");
        // MAD issues at 0 and completes at 1; MOV (after the MAD drained) 1 cycle; store 1 cycle: 4 cycles at 1 ns
        check(qk.get_current_time() - before == sc_time(4, SC_NS),
              "tlm: annotated delay = 4 cycles x 1 ns, got " + (qk.get_current_time() - before).to_string());
        uint32_t l3 = 0;
        xfer(false, sfpu_sc_tlm::LREG_BASE + (3 * 32 + 9) * 4, &l3, 1, qk);
        check(l3 == 0x40C00000u, "tlm: L3 read back = 6.0");
        uint32_t cell = 0;
        // an FP32 store to row 8 writes physical rows Adj32(8) = 16 (high half) and 24 (low half) (Dst.md)
        xfer(false, sfpu_sc_tlm::DST_BASE + (16 * 16 + 0) * 4, &cell, 1, qk);
        check(cell == 0x4081u, "tlm: Dst cell (16,0) = high half of DstEncodeFP32(6.0) = {0, man 0x40, exp 0x81}");
        uint32_t bad = 0x88000000u; // SFPPOPC on an empty stack: undefined
        check(xfer(true, sfpu_sc_tlm::INSN_BASE, &bad, 1, qk) == tlm::TLM_GENERIC_ERROR_RESPONSE,
              "tlm: undefined instruction -> generic error");
        check(dut->last_error().find("empty flag stack") != std::string::npos, "tlm: error names the rule");
        check(xfer(false, 0x30000000u, &cell, 1, qk) == tlm::TLM_ADDRESS_ERROR_RESPONSE, "tlm: unmapped address");
        qk.sync();
    }
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

    sfpu_sc_tlm tdut("tdut", SFPU_ARCH_BH, sc_time(1, SC_NS));
    tlm_driver tdrv("tdrv");
    tdrv.socket.bind(tdut.socket);
    tdrv.dut = &tdut;

    sc_start(sc_time(100, SC_NS));
    if (inject) { // a wrong expectation must be reported (the test can fail)
        check(false, "injected mismatch (--inject-mismatch)");
    }
    std::printf(g_errors ? "systemc: %d failure(s)\n" : "systemc: PASS\n", g_errors);
    return g_errors ? 1 : 0;
}
