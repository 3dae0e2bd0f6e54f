// lockstep_ops.h - sfpu_lockstep's instruction subset (--ops LIST / --exclude LIST): which instructions the random
// programs may draw, so that an RTL implementing part of the SFPU can be checked on that part. Kept apart from the
// Verilator harness so that the model-only build tests it (tb/unit/test_lockstep_checks.cc).
#pragma once
#include <cctype>
#include <cstdint>
#include <string>

#include "sfpu/sfpu_gen.h"
#include "sfpu/sfpu_isa.h"

// Adds (or, with `remove`, clears) the instructions named in `list` - mnemonics separated by commas or spaces, in
// any case ("sfpand,SFPOR") - to *mask. `known` is what the harness can generate for `arch`; a name outside it is
// an error. Returns an empty string, or the message naming the first bad entry.
inline std::string lockstep_ops_apply(const char *opt, const std::string &list, uint64_t known, sfpu_arch_t arch,
                                      bool remove, uint64_t *mask)
{
    size_t i = 0;
    unsigned named = 0;
    while (i < list.size()) {
        if (list[i] == ',' || isspace((unsigned char)list[i])) {
            ++i;
            continue;
        }
        size_t j = i;
        while (j < list.size() && list[j] != ',' && !isspace((unsigned char)list[j]))
            ++j;
        std::string name = list.substr(i, j - i);
        i = j;
        std::string lower;
        for (char c : name)
            lower += (char)tolower((unsigned char)c);
        unsigned op = sfpu_isa_lookup_mnem(lower.c_str(), lower.size());
        if (op >= SFPU_OP_COUNT)
            return std::string(opt) + ": '" + name + "' is not an instruction of the ISA table";
        if (!((known >> op) & 1u))
            return std::string(opt) + ": '" + name + "' is not an instruction the harness generates for " +
                   (arch == SFPU_ARCH_WH ? "Wormhole" : "Blackhole");
        if (remove)
            *mask &= ~(1ull << op);
        else
            *mask |= 1ull << op;
        ++named;
    }
    if (named == 0)
        return std::string(opt) + ": no instruction named";
    return std::string();
}

// The generator's allow-list from --ops (empty: all of `known`) and --exclude. SFPNOP is always emitted as padding
// (sfpu_gen.h), whatever the list says. Empty string on success, else the error.
inline std::string lockstep_ops_select(const std::string &ops, const std::string &exclude, uint64_t known,
                                       sfpu_arch_t arch, uint64_t *allow)
{
    uint64_t m = 0;
    std::string e;
    if (ops.empty())
        m = known;
    else if (!(e = lockstep_ops_apply("--ops", ops, known, arch, false, &m)).empty())
        return e;
    if (!exclude.empty() && !(e = lockstep_ops_apply("--exclude", exclude, known, arch, true, &m)).empty())
        return e;
    if (m == 0)
        return "--ops/--exclude leave no instruction to generate";
    *allow = m;
    return std::string();
}

// "sfpand,sfpor,..." for a report line.
inline std::string lockstep_ops_list(uint64_t allow)
{
    std::string s;
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op) {
        if ((allow >> op) & 1u) {
            if (!s.empty())
                s += ",";
            s += sfpu_isa_info(op)->mnem;
        }
    }
    return s;
}
