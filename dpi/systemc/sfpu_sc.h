// sfpu_sc.h - SystemC wrappers of the SFPU model (SystemC 2.3.4, C++17), kept out of the C library.
//
// sfpu_sc_pin: pin-level and cycle-accurate. On every clk.pos() it presents (insn_valid, insn) to the model
//   (sfpu_tick) and drives the outputs of that cycle, the same ports as the RTL top (model/include/sfpu/
//   sfpu_ports.h; rtl-harness/README.md): accepted, stall cause, busy, the LReg write-back (wb_mask/wb_data),
//   the Dst cells written (dst_waddr/dst_wcol_we/dst_wdata), the predication state. rst_n low resets the model.
//   The full per-cycle record is also last_out().
// sfpu_sc_tlm: a TLM-2.0 loosely-timed target (b_transport, transport_dbg) for virtual platforms. Protocol (byte
//   addresses, little-endian 32-bit words, the model's own numbering):
//     0x0000_0000  INSN  write: every 32-bit word is one instruction of the thread's stream (frontend expanders
//                        included), presented clock by clock until the SFPU accepts it (sfpu_tick); the annotated
//                        delay grows by those clocks x the clock period. The pipeline is NOT drained: what is in
//                        flight stays in flight into the next transaction, so a program written word by word (or in
//                        bursts) and then drained takes exactly the cycles of the cycle-accurate model
//                        (sfpu_run_timed, `sfpu run --timing`) for the same words.
//     0x0001_0000  LREG  read/write: LReg[r][lane] at 0x10000 + (r * 32 + lane) * 4, r 0..16
//     0x0002_0000  DST   read/write: 16-bit cells DstBits[row][col] at 0x20000 + (row * 16 + col) * 4
//                        (the low 16 bits of each word)
//                  An LREG or DST access first drains the pipeline (its cycles are added to the delay), so it
//                  sees the results of every instruction written before it.
//     0x0003_0000  DRAIN write (any value): run until nothing is in flight; the delay grows by those cycles.
//                        read: 1 while instructions are in flight, else 0 (no clock).
//     0x0003_0008  CYCLE read: the model's cycle count, low word (0x3000C: high word).
//   Anything else is TLM_ADDRESS_ERROR_RESPONSE, a read of INSN or a write of CYCLE TLM_COMMAND_ERROR_RESPONSE; a model
//   error is TLM_GENERIC_ERROR_RESPONSE (last_error()). Works with tlm_utils::tlm_quantumkeeper on the initiator
//   side: the target only adds to the delay it is given and never waits.
//   transport_dbg (zero time, no clock, nothing drained): LREG and DST reads and writes as above, and CYCLE reads;
//   a debug read shows the committed state (a result still in flight is not there yet). Returns the bytes done, 0
//   for any other address.
#pragma once
#include <string>

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_target_socket.h>

#include "sfpu/sfpu.h"

class sfpu_sc_pin : public sc_core::sc_module
{
  public:
    sc_core::sc_in<bool> clk;
    sc_core::sc_in<bool> rst_n;
    sc_core::sc_in<bool> insn_valid;
    sc_core::sc_in<sc_dt::sc_uint<32>> insn;
    sc_core::sc_out<bool> insn_ready;
    sc_core::sc_out<sc_dt::sc_uint<2>> stall_cause;
    sc_core::sc_out<bool> busy;
    sc_core::sc_out<sc_dt::sc_uint<32>> lane_flags;
    sc_core::sc_out<sc_dt::sc_uint<8>> n_wb;
    // the rest of the RTL top's ports (rtl-harness/README.md, interface contract), same layout
    sc_core::sc_out<sc_dt::sc_bv<544>> wb_mask;     // LReg r lanes written at the end of the cycle: [r*32 +: 32]
    sc_core::sc_out<sc_dt::sc_bv<17408>> wb_data;   // register r lane l at [(r*32+l)*32 +: 32]
    sc_core::sc_out<sc_dt::sc_uint<32>> use_lane_flags;
    sc_core::sc_out<sc_dt::sc_bv<128>> stack_depth; // lane l at [l*4 +: 4]
    sc_core::sc_out<sc_dt::sc_bv<80>> dst_waddr;    // Dst rows written (physical), slot p at [p*10 +: 10]
    sc_core::sc_out<sc_dt::sc_bv<128>> dst_wcol_we; // slot p column c at [p*16 + c]
    sc_core::sc_out<sc_dt::sc_bv<2048>> dst_wdata;  // slot p column c at [p*256 + c*16 +: 16]

    SC_HAS_PROCESS(sfpu_sc_pin);
    sfpu_sc_pin(sc_core::sc_module_name name, sfpu_arch_t arch);
    ~sfpu_sc_pin() override;

    sfpu_t *model() { return s_; }
    const sfpu_out_t &last_out() const { return out_; }
    std::string last_error() const { return sfpu_last_error(s_); }

  private:
    void on_clock();
    sfpu_t *s_ = nullptr;
    sfpu_out_t out_{};
};

class sfpu_sc_tlm : public sc_core::sc_module
{
  public:
    static constexpr uint64_t INSN_BASE = 0x00000, LREG_BASE = 0x10000, DST_BASE = 0x20000, CTRL_BASE = 0x30000;
    static constexpr uint64_t DRAIN_ADDR = 0x30000, CYCLE_LO_ADDR = 0x30008, CYCLE_HI_ADDR = 0x3000C;
    static constexpr uint64_t END = 0x30010;
    tlm_utils::simple_target_socket<sfpu_sc_tlm> socket;

    sfpu_sc_tlm(sc_core::sc_module_name name, sfpu_arch_t arch, sc_core::sc_time clock_period);
    ~sfpu_sc_tlm() override;

    sfpu_t *model() { return s_; }
    std::string last_error() const { return err_.empty() ? std::string(sfpu_last_error(s_)) : err_; }
    // Clocks until nothing is in flight (what a DRAIN write does); returns the clocks, or -1 on a model error.
    long long drain();
    bool busy() const { return busy_; }

  private:
    void b_transport(tlm::tlm_generic_payload &p, sc_core::sc_time &delay);
    unsigned int transport_dbg(tlm::tlm_generic_payload &p);
    bool issue(uint32_t word, uint64_t &cycles);
    bool state_word(uint64_t addr, bool wr, uint32_t &v); // LREG / DST / CYCLE, no clock
    sfpu_t *s_ = nullptr;
    sc_core::sc_time period_;
    bool busy_ = false;
    std::string err_;
};
