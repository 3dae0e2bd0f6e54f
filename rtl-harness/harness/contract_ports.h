// contract_ports.h - the interface contract's write-back and Dst output ports (rtl-harness/README.md) as the
// comparison engine's DUT record (sfpu_out_t). Every C++ front end that drives an RTL SFPU builds its record
// here: the Verilator harness (lockstep.cpp) and the SystemC co-simulation (tb/systemc/cosim_rtl.cpp).
#pragma once
#include <cstdint>

#include "sfpu/sfpu.h"

// Bits [lo, lo+n) (n <= 32) of a packed vector held as 32-bit words, least significant first (a Verilator
// wide signal, or an array).
template <typename W> uint32_t contract_bits(const W &w, unsigned lo, unsigned n)
{
    uint64_t v = w[lo / 32];
    if ((lo % 32) + n > 32)
        v |= (uint64_t)w[lo / 32 + 1] << 32;
    return (uint32_t)((v >> (lo % 32)) & ((n == 32) ? 0xFFFFFFFFull : ((1ull << n) - 1)));
}

// insn_ready_o, wb_mask_o[543:0] / wb_data_o[17407:0] and dst_waddr_o[79:0] / dst_wcol_we_o[127:0] /
// dst_wdata_o[2047:0] of one cycle into o (its predication fields are left to the caller: not every front end
// sees those ports). inject flips bit 0 of the lowest written lane of each register (the harness self-test).
template <typename Mask, typename Data, typename Addr, typename We, typename Cells>
void contract_observe(sfpu_out_t &o, bool ready, const Mask &wb_mask, const Data &wb_data, const Addr &dst_waddr,
                      const We &dst_wcol_we, const Cells &dst_wdata, bool inject)
{
    o.insn_ready = ready;
    o.n_wb = 0;
    for (unsigned r = 0; r < 17; ++r) {
        uint32_t m = wb_mask[r];
        if (!m || o.n_wb >= SFPU_MAX_WB)
            continue;
        sfpu_wb_event_t &e = o.wb[o.n_wb++];
        e.reg = (uint8_t)r;
        e.unit = 0xFF;
        e.mask = m;
        e.word = 0;
        for (unsigned l = 0; l < 32; ++l)
            e.data[l] = wb_data[r * 32 + l];
        if (inject)
            e.data[__builtin_ctz(m)] ^= 0x1u;
    }
    o.n_dst_wb = 0;
    for (unsigned p = 0; p < 8; ++p) {
        uint32_t row = contract_bits(dst_waddr, p * 10, 10);
        for (unsigned c = 0; c < 16; ++c) {
            if (!contract_bits(dst_wcol_we, p * 16 + c, 1) || o.n_dst_wb >= SFPU_MAX_DST_WB)
                continue;
            sfpu_dst_cell_t &d = o.dst_wb[o.n_dst_wb++];
            d.row = (uint16_t)row;
            d.col = (uint8_t)c;
            d.val = (uint16_t)contract_bits(dst_wdata, p * 256 + c * 16, 16);
        }
    }
}
