// lockstep_checks.h - checks of sfpu_lockstep's test selection, kept apart from the Verilator harness so that the
// model-only build tests them (tb/unit/test_lockstep_checks.cc): a run that would check nothing must not pass.
#pragma once
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "sfpu/sfpu_gen.h"

// --count's value: a decimal (or 0x) integer 1..100000000; false for anything else (garbage, 0, negative).
inline bool lockstep_parse_count(const char *v, unsigned *count)
{
    if (v == nullptr || *v == '\0' || *v == '-' || *v == '+') {
        return false;
    }
    char *end = nullptr;
    errno = 0;
    unsigned long long n = strtoull(v, &end, 0);
    if (errno != 0 || end == v || *end != '\0' || n == 0 || n > 100000000ull) {
        return false;
    }
    *count = (unsigned)n;
    return true;
}

// Empty string when the selection runs at least one test, else why nothing would be checked.
inline std::string lockstep_selection_error(unsigned count, unsigned shard_i, unsigned shard_n)
{
    char buf[200];
    if (count == 0) {
        return "--count 0 selects no test: nothing would be checked";
    }
    for (unsigned k = 0; k < count; ++k) {
        if (sfpu_gen_shard_keeps(k, shard_i, shard_n)) {
            return std::string();
        }
    }
    snprintf(buf, sizeof buf, "--shard %u/%u keeps none of the %u tests: nothing would be checked", shard_i, shard_n,
             count);
    return buf;
}

// The architecture a command line asks for: the value of its last --arch ("bh" when there is none), skipping the
// values of the options that take one (so `--name --arch` names a test). The sfpu_lockstep launcher
// (lockstep_launch.cpp) picks the per-arch binary with it; the binary itself then checks the value.
inline std::string lockstep_arch_arg(int argc, const char *const *argv)
{
    static const char *const with_value[] = {"--arch",    "--count",   "--test",    "--base-seed",  "--name",
                                             "--len",     "--hazards", "--shard",   "--junit",      "--jsonl",
                                             "--fst",     "--after",   "--ops",     "--exclude",    "--coverage-out",
                                             "--trace-model", "--trace-rtl"};
    std::string arch = "bh";
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        for (const char *opt : with_value) {
            if (a == opt) {
                if (i + 1 < argc && a == "--arch") {
                    arch = argv[i + 1];
                }
                ++i;
                break;
            }
        }
    }
    return arch;
}
