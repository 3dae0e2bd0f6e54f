// lockstep_rtlcov.h - the RTL's code coverage in a coverage build of the lockstep harness (SFPU_RTL_COVERAGE=ON:
// Verilator --coverage-line --coverage-toggle, VM_COVERAGE). Each test builds a new model, and a model's coverage
// points live in it, so after every test the context's points are written out, added up here and cleared before
// the model goes; at the end the sums are written as one Verilator coverage file (+sfpu_rtl_coverage=FILE, default
// coverage.dat), for verilator_coverage to merge with other shards and the functional bins (sfpu cov --vcov).
#pragma once
#if VM_COVERAGE
#include <verilated_cov.h>

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>

class RtlCoverage {
  public:
    // the output file: +sfpu_rtl_coverage=FILE, else coverage.dat
    static std::string path(VerilatedContext *ctx)
    {
        const char *m = ctx->commandArgsPlusMatch("sfpu_rtl_coverage=");
        return m && *m ? std::string(m + strlen("+sfpu_rtl_coverage=")) : std::string("coverage.dat");
    }
    // add the points of the model alive in ctx to the sums and clear them (call before the model is destroyed)
    bool take(VerilatedContext *ctx)
    {
        const std::string tmp = path(ctx) + ".part";
        ctx->coveragep()->write(tmp.c_str());
        ctx->coveragep()->clear();
        FILE *f = fopen(tmp.c_str(), "r");
        if (!f) {
            fprintf(stderr, "sfpu-lockstep: cannot read back the RTL coverage %s\n", tmp.c_str());
            return false;
        }
        std::string line;
        for (int c; (c = fgetc(f)) != EOF;) {
            if (c != '\n') {
                line += (char)c;
                continue;
            }
            const size_t q = line.rfind("' ");
            if (line.compare(0, 3, "C '") == 0 && q != std::string::npos)
                sums[line.substr(0, q + 1)] += strtoull(line.c_str() + q + 2, nullptr, 10);
            line.clear();
        }
        fclose(f);
        remove(tmp.c_str());
        return true;
    }
    // write the sums (Verilator's coverage data format); false after a message
    bool save(VerilatedContext *ctx) const
    {
        const std::string out = path(ctx);
        FILE *f = fopen(out.c_str(), "w");
        if (!f) {
            fprintf(stderr, "sfpu-lockstep: cannot write the RTL coverage %s\n", out.c_str());
            return false;
        }
        fputs("# SystemC::Coverage-3\n", f);
        for (const auto &s : sums)
            fprintf(f, "%s %" PRIu64 "\n", s.first.c_str(), s.second);
        if (fclose(f) != 0) {
            fprintf(stderr, "sfpu-lockstep: error writing the RTL coverage %s\n", out.c_str());
            return false;
        }
        printf("== RTL code coverage: %zu points written to %s\n", sums.size(), out.c_str());
        return true;
    }

  private:
    std::map<std::string, uint64_t> sums;
};
#endif
