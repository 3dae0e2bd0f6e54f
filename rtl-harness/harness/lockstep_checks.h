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
