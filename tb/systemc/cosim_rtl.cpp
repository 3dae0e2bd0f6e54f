// cosim_rtl.cpp - SystemC co-simulation: Verilator's --sc output of the bundled RTL SFPU
// (rtl-harness/harness/sfpu_tb_top.sv) and the model's pin-level SystemC wrapper (dpi/systemc/sfpu_sc_pin) in
// one sc_main, on one clock, compared every cycle through the model library's comparison engine - the same
// SFPU-MISMATCH report format as the Verilator harness and the SV scoreboard.
//
//   sfpu_sc_cosim [--count N] [--len L] [--inject-mismatch]
//
// Cycle t runs between rising edges t and t+1. At edge t+1 the checker reads the RTL's outputs of cycle t (a
// signal read in the edge's first delta sees the pre-edge values), waits one delta for sfpu_sc_pin to tick the
// model for cycle t, compares, and writes the inputs of cycle t+1 (each side has its own program counter).
#include <array>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <systemc>

#include "Vsfpu_tb_top_sc.h"
#include "sfpu/sfpu.h"
#include "sfpu/sfpu_compare.h"
#include "sfpu/sfpu_gen.h"
#include "contract_ports.h"
#include "lockstep_programs.h"
#include "sfpu_sc.h"

using namespace sc_core;
using sc_dt::sc_bv;

namespace {

struct Options {
    unsigned count = 4, len = 150;
    bool inject = false;
};

template <int N> uint32_t word(const sc_bv<N> &v, unsigned i) { return (uint32_t)v.get_word(i); }
// a packed vector as its 32-bit words (what contract_observe reads)
template <int N> std::array<uint32_t, (N + 31) / 32> words(const sc_bv<N> &v)
{
    std::array<uint32_t, (N + 31) / 32> w{};
    for (unsigned i = 0; i < w.size(); ++i)
        w[i] = word(v, i);
    return w;
}

SC_MODULE(checker)
{
    sc_in<bool> clk;
    // to / from the RTL
    sc_out<bool> rst_ni, insn_valid_i, dbg_lreg_we_i, dbg_cfg_we_i, dbg_prng_we_i, dst_init_we_i;
    sc_out<uint32_t> insn_i, dbg_lreg_idx_i, dbg_cfg_sel_i, dbg_cfg_idx_i, dbg_cfg_data_i, dst_init_row_i,
        dst_peek_row_i;
    sc_out<sc_bv<1024>> dbg_lreg_data_i, dbg_prng_data_i;
    sc_out<sc_bv<2048>> dst_init_data_i;
    sc_in<bool> insn_ready_o, busy_o, undef_o, unsupported_o;
    sc_in<sc_bv<544>> wb_mask_o;
    sc_in<sc_bv<17408>> wb_data_o, lreg_o;
    sc_in<sc_bv<80>> dst_waddr_o;
    sc_in<sc_bv<128>> dst_wcol_we_o;
    sc_in<sc_bv<2048>> dst_wdata_o;
    sc_in<sc_bv<256>> dst_peek_data_o;
    // to the model wrapper
    sc_out<bool> m_rst_n, m_insn_valid;
    sc_out<sc_dt::sc_uint<32>> m_insn;

    sfpu_sc_pin *model = nullptr;
    Options opt;
    unsigned passed = 0, failed = 0;

    SC_CTOR(checker) { SC_THREAD(run); }

    void edge() { wait(clk.posedge_event()); }

    // The RTL's cycle as the comparison's DUT record (the ports of the interface contract).
    void observe(sfpu_out_t &o, bool inject)
    {
        contract_observe(o, insn_ready_o.read(), words(wb_mask_o.read()), words(wb_data_o.read()),
                         words(dst_waddr_o.read()), words(dst_wcol_we_o.read()), words(dst_wdata_o.read()), inject);
    }

    bool one_test(unsigned k)
    {
        std::string name = "sc-cosim-" + std::to_string(k);
        uint64_t seed = sfpu_gen_seed(1, name.c_str());
        sfpu_gen_opts_t go;
        lockstep_gen_opts(&go, SFPU_ARCH_BH, opt.len, k, LOCKSTEP_MIX);
        sfpu_gen_prog_t p;
        char err[256];
        if (sfpu_gen_program(&go, seed, &p, nullptr, err, sizeof err) != SFPU_OK) {
            printf("%s: cannot generate: %s\n", name.c_str(), err);
            return false;
        }
        // reset both, then load the initial state: the RTL through its backdoors, the model directly
        rst_ni.write(false);
        m_rst_n.write(false);
        insn_valid_i.write(false);
        m_insn_valid.write(false);
        edge();
        edge();
        rst_ni.write(true);
        m_rst_n.write(true);
        edge();
        sfpu_gen_apply_init(model->model(), &p);
        for (unsigned r = 0; r < 8; ++r) {
            sc_bv<1024> v;
            for (unsigned l = 0; l < 32; ++l)
                v.set_word(l, p.lreg_init[r][l]);
            dbg_lreg_we_i.write(true);
            dbg_lreg_idx_i.write(r);
            dbg_lreg_data_i.write(v);
            edge();
        }
        dbg_lreg_we_i.write(false);
        for (uint32_t i = 0; i < p.n_cfg; ++i) { // the random initial configuration, one item per clock
            dbg_cfg_we_i.write(true);
            dbg_cfg_sel_i.write(p.cfg_init[i].reg);
            dbg_cfg_idx_i.write(p.cfg_init[i].index);
            dbg_cfg_data_i.write(p.cfg_init[i].value);
            edge();
        }
        dbg_cfg_we_i.write(false);
        if (p.prng_set) { // the random initial PRNG state, every lane in one clock
            sc_bv<1024> v;
            for (unsigned l = 0; l < 32; ++l)
                v.set_word(l, p.prng_init[l]);
            dbg_prng_we_i.write(true);
            dbg_prng_data_i.write(v);
            edge();
            dbg_prng_we_i.write(false);
        }
        static_assert(SFPU_GEN_DST_ROWS % 8 == 0, "Dst init goes 8 rows per clock");
        for (unsigned base = 0; base < SFPU_GEN_DST_ROWS; base += 8) { // 8 rows per clock (sfpu_tb_top)
            sc_bv<2048> v;
            for (unsigned k = 0; k < 8; ++k)
                for (unsigned c = 0; c < 16; c += 2)
                    v.set_word(k * 8 + c / 2,
                               (uint32_t)p.dst_init[base + k][c] | ((uint32_t)p.dst_init[base + k][c + 1] << 16));
            dst_init_we_i.write(true);
            dst_init_row_i.write(base);
            dst_init_data_i.write(v);
            edge();
        }
        dst_init_we_i.write(false);

        sfpu_cmp_config_t cc = {SFPU_ARCH_BH, name.c_str(), seed, 0, 0, 0, 0};
        sfpu_cmp_t *cmp = nullptr;
        sfpu_cmp_create(&cc, &cmp);
        size_t mpc = 0, dpc = 0;
        bool inject = opt.inject;
        std::string trouble;
        uint64_t stop = UINT64_MAX;
        // the first instruction of each side, presented for cycle 0
        insn_valid_i.write(dpc < p.n);
        insn_i.write(dpc < p.n ? p.words[dpc] : 0u);
        m_insn_valid.write(mpc < p.n);
        m_insn.write(mpc < p.n ? p.words[mpc] : 0u);
        for (uint64_t cyc = 0; cyc < p.n * 4 + 64 && cyc < stop; ++cyc) {
            sfpu_in_t in = {(uint8_t)(mpc < p.n), mpc < p.n ? p.words[mpc] : 0u};
            edge();
            sfpu_out_t dut;
            memset(&dut, 0, sizeof dut);
            bool inj = inject && word(wb_mask_o.read(), 2) != 0;
            observe(dut, inj);
            inject = inject && !inj;
            bool rtl_busy = busy_o.read();
            if (undef_o.read() || unsupported_o.read())
                trouble = "the RTL flagged an instruction as undefined/unsupported";
            wait(SC_ZERO_TIME); // the model wrapper has ticked cycle `cyc` by now
            const sfpu_out_t &mo = model->last_out();
            dut.cycle = mo.cycle;
            if (sfpu_get_status(model->model()) != SFPU_OK)
                trouble = "the model stopped: " + model->last_error();
            if (sfpu_cmp_step(cmp, model->model(), &in, &mo, &dut) && stop == UINT64_MAX)
                stop = cyc + 8;
            mpc += mo.insn_ready;
            dpc += dut.insn_ready;
            insn_valid_i.write(dpc < p.n);
            insn_i.write(dpc < p.n ? p.words[dpc] : 0u);
            m_insn_valid.write(mpc < p.n);
            m_insn.write(mpc < p.n ? p.words[mpc] : 0u);
            if (!trouble.empty() || (mpc >= p.n && dpc >= p.n && !mo.busy && !rtl_busy))
                break;
        }
        // end-of-test state: the RTL's LRegs and Dst against the model
        wait(SC_ZERO_TIME);
        static uint32_t lregs[17][32];
        static uint16_t dst[SFPU_DST_ROWS][SFPU_DST_COLS];
        sc_bv<17408> lr = lreg_o.read();
        for (unsigned r = 0; r < 17; ++r)
            for (unsigned l = 0; l < 32; ++l)
                lregs[r][l] = word(lr, r * 32 + l);
        for (unsigned row = 0; row < SFPU_DST_ROWS; ++row) {
            dst_peek_row_i.write(row);
            wait(SC_ZERO_TIME);
            wait(SC_ZERO_TIME);
            sc_bv<256> v = dst_peek_data_o.read();
            for (unsigned c = 0; c < 16; ++c)
                dst[row][c] = (uint16_t)v.range(c * 16 + 15, c * 16).to_uint();
        }
        sfpu_cmp_finish(cmp, model->model(), lregs, dst);
        char sum[300];
        sfpu_cmp_summary(cmp, sum, sizeof sum);
        bool ok = sfpu_cmp_total(cmp) == 0 && trouble.empty() && mpc >= p.n && dpc >= p.n;
        printf("%s %s\n%s", ok ? "PASS" : "FAIL", trouble.empty() ? sum : trouble.c_str(), sfpu_cmp_text(cmp));
        sfpu_cmp_destroy(cmp);
        sfpu_gen_free(&p);
        return ok;
    }

    void run()
    {
        for (unsigned k = 0; k < opt.count; ++k)
            (one_test(k) ? passed : failed)++;
        printf("systemc cosim: %u passed, %u failed\n", passed, failed);
        sc_stop();
    }
};

} // namespace

int sc_main(int argc, char **argv)
{
    Options opt;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--count" && i + 1 < argc) {
            opt.count = (unsigned)strtoul(argv[++i], nullptr, 0);
        } else if (a == "--len" && i + 1 < argc) {
            opt.len = (unsigned)strtoul(argv[++i], nullptr, 0);
        } else if (a == "--inject-mismatch") {
            opt.inject = true;
        } else {
            fprintf(stderr, "sfpu_sc_cosim: unknown argument '%s' (--count N, --len L, --inject-mismatch)\n", a.c_str());
            return 2;
        }
    }
    Verilated::commandArgs(argc, argv);
    sc_clock clk("clk", 1, SC_NS);
    // RTL ports
    sc_signal<bool> rst_ni, insn_valid_i, dbg_lreg_we_i, dbg_cfg_we_i, dbg_prng_we_i, dst_init_we_i, insn_ready_o,
        busy_o, undef_o, unsupported_o;
    sc_signal<uint32_t> insn_i, dbg_lreg_idx_i, dbg_cfg_sel_i, dbg_cfg_idx_i, dbg_cfg_data_i, dst_init_row_i,
        dst_peek_row_i, stall_cause_o, lane_flags_o, use_lane_flags_o;
    sc_signal<sc_bv<1024>> dbg_lreg_data_i, dbg_prng_data_i;
    sc_signal<sc_bv<2048>> dst_init_data_i;
    sc_signal<sc_bv<256>> dst_peek_data_o;
    sc_signal<sc_bv<544>> wb_mask_o;
    sc_signal<sc_bv<17408>> wb_data_o, lreg_o;
    sc_signal<sc_bv<80>> dst_waddr_o;
    sc_signal<sc_bv<128>> dst_wcol_we_o, stack_depth_o;
    sc_signal<sc_bv<2048>> dst_wdata_o;
    sc_signal<bool> state_en_i, state_hi_i, state_ok_o; // the state read port, unused here (sfpu_lockstep uses it)
    sc_signal<uint32_t> state_sel_i;
    sc_signal<sc_bv<4096>> state_o;
    sc_signal<bool> dst_valid_we_i, dst_valid_d_i; // DstRowValid writes, unused here: every row stays valid
    sc_signal<uint32_t> dst_valid_row_i;
    // model wrapper ports
    sc_signal<bool> m_rst_n, m_insn_valid, m_insn_ready, m_busy;
    sc_signal<sc_dt::sc_uint<32>> m_insn, m_lane_flags;
    sc_signal<sc_dt::sc_uint<2>> m_stall;
    sc_signal<sc_dt::sc_uint<8>> m_n_wb;
    sc_signal<sc_bv<544>> m_wb_mask;
    sc_signal<sc_bv<17408>> m_wb_data;
    sc_signal<sc_dt::sc_uint<32>> m_use_lane_flags;
    sc_signal<sc_bv<128>> m_stack_depth, m_dst_wcol_we;
    sc_signal<sc_bv<80>> m_dst_waddr;
    sc_signal<sc_bv<2048>> m_dst_wdata;

    Vsfpu_tb_top_sc rtl("rtl");
    rtl.clk_i(clk);
    rtl.rst_ni(rst_ni);
    rtl.insn_valid_i(insn_valid_i);
    rtl.insn_i(insn_i);
    rtl.insn_ready_o(insn_ready_o);
    rtl.stall_cause_o(stall_cause_o);
    rtl.busy_o(busy_o);
    rtl.wb_mask_o(wb_mask_o);
    rtl.wb_data_o(wb_data_o);
    rtl.lane_flags_o(lane_flags_o);
    rtl.use_lane_flags_o(use_lane_flags_o);
    rtl.stack_depth_o(stack_depth_o);
    rtl.lreg_o(lreg_o);
    rtl.undef_o(undef_o);
    rtl.unsupported_o(unsupported_o);
    rtl.dst_waddr_o(dst_waddr_o);
    rtl.dst_wcol_we_o(dst_wcol_we_o);
    rtl.dst_wdata_o(dst_wdata_o);
    rtl.dbg_lreg_we_i(dbg_lreg_we_i);
    rtl.dbg_lreg_idx_i(dbg_lreg_idx_i);
    rtl.dbg_lreg_data_i(dbg_lreg_data_i);
    rtl.dbg_cfg_we_i(dbg_cfg_we_i);
    rtl.dbg_prng_we_i(dbg_prng_we_i);
    rtl.dbg_prng_data_i(dbg_prng_data_i);
    rtl.dbg_cfg_sel_i(dbg_cfg_sel_i);
    rtl.dbg_cfg_idx_i(dbg_cfg_idx_i);
    rtl.dbg_cfg_data_i(dbg_cfg_data_i);
    rtl.dst_init_we_i(dst_init_we_i);
    rtl.dst_init_row_i(dst_init_row_i);
    rtl.dst_init_data_i(dst_init_data_i);
    rtl.dst_peek_row_i(dst_peek_row_i);
    rtl.dst_peek_data_o(dst_peek_data_o);
    rtl.state_en_i(state_en_i);
    rtl.state_sel_i(state_sel_i);
    rtl.state_hi_i(state_hi_i);
    rtl.state_o(state_o);
    rtl.state_ok_o(state_ok_o);
    rtl.dst_valid_we_i(dst_valid_we_i);
    rtl.dst_valid_row_i(dst_valid_row_i);
    rtl.dst_valid_d_i(dst_valid_d_i);

    sfpu_sc_pin model("model", SFPU_ARCH_BH);
    model.clk(clk);
    model.rst_n(m_rst_n);
    model.insn_valid(m_insn_valid);
    model.insn(m_insn);
    model.insn_ready(m_insn_ready);
    model.stall_cause(m_stall);
    model.busy(m_busy);
    model.lane_flags(m_lane_flags);
    model.n_wb(m_n_wb);
    model.wb_mask(m_wb_mask);
    model.wb_data(m_wb_data);
    model.use_lane_flags(m_use_lane_flags);
    model.stack_depth(m_stack_depth);
    model.dst_waddr(m_dst_waddr);
    model.dst_wcol_we(m_dst_wcol_we);
    model.dst_wdata(m_dst_wdata);

    checker chk("checker");
    chk.opt = opt;
    chk.model = &model;
    chk.clk(clk);
    chk.rst_ni(rst_ni);
    chk.insn_valid_i(insn_valid_i);
    chk.dbg_lreg_we_i(dbg_lreg_we_i);
    chk.dbg_cfg_we_i(dbg_cfg_we_i);
    chk.dbg_prng_we_i(dbg_prng_we_i);
    chk.dbg_prng_data_i(dbg_prng_data_i);
    chk.dbg_cfg_sel_i(dbg_cfg_sel_i);
    chk.dbg_cfg_idx_i(dbg_cfg_idx_i);
    chk.dbg_cfg_data_i(dbg_cfg_data_i);
    chk.dst_init_we_i(dst_init_we_i);
    chk.insn_i(insn_i);
    chk.dbg_lreg_idx_i(dbg_lreg_idx_i);
    chk.dst_init_row_i(dst_init_row_i);
    chk.dst_peek_row_i(dst_peek_row_i);
    chk.dbg_lreg_data_i(dbg_lreg_data_i);
    chk.dst_init_data_i(dst_init_data_i);
    chk.insn_ready_o(insn_ready_o);
    chk.busy_o(busy_o);
    chk.undef_o(undef_o);
    chk.unsupported_o(unsupported_o);
    chk.wb_mask_o(wb_mask_o);
    chk.wb_data_o(wb_data_o);
    chk.lreg_o(lreg_o);
    chk.dst_waddr_o(dst_waddr_o);
    chk.dst_wcol_we_o(dst_wcol_we_o);
    chk.dst_wdata_o(dst_wdata_o);
    chk.dst_peek_data_o(dst_peek_data_o);
    chk.m_rst_n(m_rst_n);
    chk.m_insn_valid(m_insn_valid);
    chk.m_insn(m_insn);

    sc_start();
    return chk.failed ? 1 : 0;
}
