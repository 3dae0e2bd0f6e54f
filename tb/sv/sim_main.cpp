// sim_main.cpp - runs a Verilated SV bench whose only module is procedural (initial block, no clock).
#include <memory>

#include "Vdpi_smoke.h"
#include "verilated.h"

int main(int argc, char **argv)
{
    auto ctx = std::make_unique<VerilatedContext>();
    ctx->commandArgs(argc, argv);
    auto top = std::make_unique<Vdpi_smoke>(ctx.get());
    while (!ctx->gotFinish()) {
        top->eval();
        if (!ctx->gotFinish()) {
            break; // a purely procedural bench finishes in its first evaluation
        }
    }
    top->final();
    return ctx->gotFinish() ? 0 : 1;
}
