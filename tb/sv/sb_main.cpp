// sb_main.cpp - clocks the scoreboard bench (tb/sv/sb_bench.sv): reset for two cycles, then run until the
// bench calls $finish (bounded). Plusargs (+inject_mismatch) reach the bench.
#include <memory>

#include "Vsb_bench.h"
#include "verilated.h"

int main(int argc, char **argv)
{
    auto ctx = std::make_unique<VerilatedContext>();
    ctx->commandArgs(argc, argv);
    ctx->fatalOnError(false);
    auto top = std::make_unique<Vsb_bench>(ctx.get());
    top->rst_ni = 0;
    for (int half = 0; half < 2000 && !ctx->gotFinish(); ++half) {
        top->clk_i = half & 1;
        if (half == 4)
            top->rst_ni = 1;
        top->eval();
    }
    top->final();
    return ctx->gotFinish() ? 0 : 1;
}
