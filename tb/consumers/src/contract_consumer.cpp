// contract_consumer.cpp - a C++ front end's use of the installed interface-contract header (sfpu/contract_ports.h):
// a DUT's LReg write-back ports, held as 32-bit words the way Verilator holds wide signals, decoded into the
// comparison engine's record and compared with the model's own cycle. Prints "contract_consumer: PASS".
#include <cstdio>

#include "sfpu/contract_ports.h"
#include "sfpu/sfpu_compare.h"

int main()
{
    sfpu_config_t cfg = {SFPU_ARCH_BH, 0};
    sfpu_t *s = nullptr;
    if (sfpu_create(&cfg, &s) != SFPU_OK)
        return 1;
    uint32_t w = 0;
    size_t n = 0;
    char err[200];
    if (sfpu_assemble("sfpmov L3,L0,0", "<consumer>", SFPU_ARCH_BH, &w, 1, &n, err, sizeof err) != SFPU_OK)
        return 1;
    sfpu_in_t in = {1, w};
    sfpu_out_t model{};
    sfpu_in_t none = {0, 0};
    // the model's cycle in which L3 is written
    bool ok = sfpu_tick(s, &in, &model) == SFPU_OK;
    for (int i = 0; i < 4 && model.n_wb == 0; ++i)
        ok = ok && sfpu_tick(s, &none, &model) == SFPU_OK;
    ok = ok && model.n_wb == 1 && model.wb[0].reg == 3;

    // the DUT's ports of that cycle as packed words: wb_mask_o[17*32], wb_data_o[17*32*32], no Dst writes
    static uint32_t wb_mask[17], wb_data[17 * 32], dst_waddr[3], dst_wcol_we[4], dst_wdata[64];
    wb_mask[3] = model.wb[0].mask;
    for (unsigned l = 0; l < 32; ++l)
        wb_data[3 * 32 + l] = model.wb[0].data[l];
    sfpu_out_t dut{};
    contract_observe(dut, model.insn_ready, wb_mask, wb_data, dst_waddr, dst_wcol_we, dst_wdata, false);
    char report[512];
    model.insn_ready = dut.insn_ready;
    ok = ok && contract_bits(wb_mask, 3 * 32, 32) == model.wb[0].mask;
    ok = ok && sfpu_compare_cycle(SFPU_ARCH_BH, &model, &dut, report, sizeof report) == 0;
    // and a flipped lane is a mismatch
    sfpu_out_t bad{};
    contract_observe(bad, model.insn_ready, wb_mask, wb_data, dst_waddr, dst_wcol_we, dst_wdata, true);
    ok = ok && sfpu_compare_cycle(SFPU_ARCH_BH, &model, &bad, report, sizeof report) != 0;
    sfpu_destroy(s);
    std::printf("contract_consumer: %s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
