// sfpu_sc.cpp - SystemC wrappers of the SFPU model (see sfpu_sc.h).
#include "sfpu_sc.h"

#include <cstring>
#include <stdexcept>

sfpu_sc_pin::sfpu_sc_pin(sc_core::sc_module_name name, sfpu_arch_t arch) : sc_core::sc_module(name)
{
    sfpu_config_t cfg = {arch, 0};
    if (sfpu_create(&cfg, &s_) != SFPU_OK) {
        throw std::runtime_error("sfpu_sc_pin: cannot create the model");
    }
    SC_METHOD(on_clock);
    sensitive << clk.pos();
    dont_initialize();
}

sfpu_sc_pin::~sfpu_sc_pin() { sfpu_destroy(s_); }

void sfpu_sc_pin::on_clock()
{
    if (!rst_n.read()) {
        sfpu_reset(s_);
        std::memset(&out_, 0, sizeof out_);
    } else {
        sfpu_in_t in = {static_cast<uint8_t>(insn_valid.read()), static_cast<uint32_t>(insn.read())};
        if (sfpu_tick(s_, &in, &out_) != SFPU_OK) {
            SC_REPORT_ERROR("sfpu_sc_pin", sfpu_last_error(s_));
        }
    }
    insn_ready.write(out_.insn_ready != 0);
    stall_cause.write(out_.stall_cause);
    busy.write(out_.busy != 0);
    lane_flags.write(out_.lane_flags);
    n_wb.write(out_.n_wb);
    sc_dt::sc_bv<544> m;
    sc_dt::sc_bv<17408> d;
    for (unsigned i = 0; i < out_.n_wb && i < SFPU_MAX_WB; ++i) {
        const sfpu_wb_event_t &e = out_.wb[i];
        m.set_word(e.reg, m.get_word(e.reg) | e.mask);
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            if (e.mask >> l & 1u) {
                d.set_word(e.reg * 32u + l, e.data[l]);
            }
        }
    }
    wb_mask.write(m);
    wb_data.write(d);
    use_lane_flags.write(out_.use_lane_flags);
    sc_dt::sc_bv<128> sd;
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        sd.range(l * 4 + 3, l * 4) = out_.stack_depth[l];
    }
    stack_depth.write(sd);
    // Dst cells: one slot per distinct physical row, in write order (a later write of a cell wins)
    sc_dt::sc_bv<80> wa;
    sc_dt::sc_bv<128> we;
    sc_dt::sc_bv<2048> wd;
    unsigned rows[8], nrows = 0;
    for (unsigned i = 0; i < out_.n_dst_wb && i < SFPU_MAX_DST_WB; ++i) {
        const sfpu_dst_cell_t &c = out_.dst_wb[i];
        unsigned p = 0;
        while (p < nrows && rows[p] != c.row) {
            ++p;
        }
        if (p == nrows) {
            if (nrows == 8) {
                SC_REPORT_ERROR("sfpu_sc_pin", "more than 8 Dst rows written in one cycle");
                break;
            }
            rows[nrows++] = c.row;
            wa.range(p * 10 + 9, p * 10) = c.row;
        }
        we[p * 16 + c.col] = true;
        wd.range(p * 256 + c.col * 16 + 15, p * 256 + c.col * 16) = c.val;
    }
    dst_waddr.write(wa);
    dst_wcol_we.write(we);
    dst_wdata.write(wd);
}

sfpu_sc_tlm::sfpu_sc_tlm(sc_core::sc_module_name name, sfpu_arch_t arch, sc_core::sc_time clock_period)
    : sc_core::sc_module(name), socket("socket"), period_(clock_period)
{
    sfpu_config_t cfg = {arch, 0};
    if (sfpu_create(&cfg, &s_) != SFPU_OK) {
        throw std::runtime_error("sfpu_sc_tlm: cannot create the model");
    }
    socket.register_b_transport(this, &sfpu_sc_tlm::b_transport);
    socket.register_transport_dbg(this, &sfpu_sc_tlm::transport_dbg);
}

sfpu_sc_tlm::~sfpu_sc_tlm() { sfpu_destroy(s_); }

// Presents `word` clock by clock until the SFPU accepts it (as a bench driving the ports would, and as
// sfpu_run_timed does); the pipeline is left as it is.
bool sfpu_sc_tlm::issue(uint32_t word, uint64_t &cycles)
{
    sfpu_in_t in = {1, word};
    sfpu_out_t out;
    // the bound is above the longest wait (an expansion of MOP template 1 in front of the word)
    for (uint32_t guard = 0; guard < (1u << 22); ++guard) {
        sfpu_status_t st = sfpu_tick(s_, &in, &out);
        busy_ = out.busy != 0;
        if (st != SFPU_OK) {
            return false;
        }
        ++cycles;
        if (out.insn_ready) {
            return true;
        }
    }
    err_ = "sfpu_sc_tlm: an instruction was not accepted within 4M cycles";
    return false;
}

long long sfpu_sc_tlm::drain()
{
    uint64_t c0 = sfpu_cycle(s_);
    if (sfpu_run_timed(s_, nullptr, 0, nullptr) != SFPU_OK) { // no words: only the drain
        return -1;
    }
    busy_ = false;
    return static_cast<long long>(sfpu_cycle(s_) - c0);
}

bool sfpu_sc_tlm::state_word(uint64_t addr, bool wr, uint32_t &v)
{
    if (addr >= LREG_BASE && addr < DST_BASE) {
        uint64_t i = (addr - LREG_BASE) / 4;
        unsigned reg = static_cast<unsigned>(i / SFPU_LANES), lane = static_cast<unsigned>(i % SFPU_LANES);
        uint32_t lanes[SFPU_LANES];
        if (reg >= SFPU_LREGS || sfpu_peek_lreg(s_, reg, lanes) != SFPU_OK) {
            return false;
        }
        if (wr) {
            lanes[lane] = v;
            sfpu_poke_lreg(s_, reg, lanes);
        } else {
            v = lanes[lane];
        }
        return true;
    }
    if (addr >= DST_BASE && addr < CTRL_BASE) {
        uint64_t i = (addr - DST_BASE) / 4;
        unsigned row = static_cast<unsigned>(i / SFPU_DST_COLS), col = static_cast<unsigned>(i % SFPU_DST_COLS);
        uint16_t cell = 0;
        if (row >= SFPU_DST_ROWS) {
            return false;
        }
        if (wr) {
            sfpu_poke_dst(s_, row, col, static_cast<uint16_t>(v));
        } else {
            sfpu_peek_dst(s_, row, col, &cell);
            v = cell;
        }
        return true;
    }
    if (!wr && (addr == CYCLE_LO_ADDR || addr == CYCLE_HI_ADDR)) {
        uint64_t c = sfpu_cycle(s_);
        v = static_cast<uint32_t>(addr == CYCLE_LO_ADDR ? c : c >> 32);
        return true;
    }
    return false;
}

void sfpu_sc_tlm::b_transport(tlm::tlm_generic_payload &p, sc_core::sc_time &delay)
{
    uint64_t a = p.get_address();
    unsigned len = p.get_data_length();
    unsigned char *d = p.get_data_ptr();
    bool wr = p.is_write();
    p.set_response_status(tlm::TLM_OK_RESPONSE);
    if (len % 4 != 0 || a % 4 != 0 || p.get_byte_enable_ptr() != nullptr ||
        (p.get_streaming_width() != 0 && p.get_streaming_width() < len)) {
        p.set_response_status(tlm::TLM_BURST_ERROR_RESPONSE);
        return;
    }
    err_.clear();
    uint64_t cycles = 0;
    for (unsigned off = 0; off < len; off += 4) {
        uint32_t v = 0;
        if (wr) {
            std::memcpy(&v, d + off, 4);
        }
        uint64_t addr = a + off;
        if (addr < LREG_BASE) { // the instruction stream
            if (!wr) {
                p.set_response_status(tlm::TLM_COMMAND_ERROR_RESPONSE);
                break;
            }
            if (!issue(v, cycles)) {
                p.set_response_status(tlm::TLM_GENERIC_ERROR_RESPONSE);
                break;
            }
        } else if (addr < CTRL_BASE) { // LRegs, Dst: after what is in flight
            long long c = drain(); // 0 clocks when nothing is in flight
            if (c < 0) {
                p.set_response_status(tlm::TLM_GENERIC_ERROR_RESPONSE);
                break;
            }
            cycles += static_cast<uint64_t>(c);
            if (!state_word(addr, wr, v)) {
                p.set_response_status(tlm::TLM_ADDRESS_ERROR_RESPONSE);
                break;
            }
        } else if (addr == DRAIN_ADDR) {
            if (wr) {
                long long c = drain();
                if (c < 0) {
                    p.set_response_status(tlm::TLM_GENERIC_ERROR_RESPONSE);
                    break;
                }
                cycles += static_cast<uint64_t>(c);
            } else {
                v = busy_ ? 1u : 0u;
            }
        } else if (addr == CYCLE_LO_ADDR || addr == CYCLE_HI_ADDR) {
            if (wr) {
                p.set_response_status(tlm::TLM_COMMAND_ERROR_RESPONSE);
                break;
            }
            state_word(addr, false, v);
        } else {
            p.set_response_status(tlm::TLM_ADDRESS_ERROR_RESPONSE);
            break;
        }
        if (!wr) {
            std::memcpy(d + off, &v, 4);
        }
    }
    delay += period_ * static_cast<double>(cycles);
}

unsigned int sfpu_sc_tlm::transport_dbg(tlm::tlm_generic_payload &p)
{
    uint64_t a = p.get_address();
    unsigned len = p.get_data_length();
    unsigned char *d = p.get_data_ptr();
    bool wr = p.is_write();
    if (a % 4 != 0 || len % 4 != 0 || a < LREG_BASE) {
        return 0;
    }
    unsigned done = 0;
    for (; done < len; done += 4) {
        uint32_t v = 0;
        if (wr) {
            std::memcpy(&v, d + done, 4);
        }
        if (!state_word(a + done, wr, v)) {
            break;
        }
        if (!wr) {
            std::memcpy(d + done, &v, 4);
        }
    }
    p.set_response_status(tlm::TLM_OK_RESPONSE);
    return done;
}
