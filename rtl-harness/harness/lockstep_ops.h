// lockstep_ops.h - sfpu_lockstep's instruction subset (--ops LIST / --exclude LIST): which instructions the random
// programs may draw, so that an RTL implementing part of the SFPU can be checked on that part. Kept apart from the
// Verilator harness so that the model-only build tests it (tb/unit/test_lockstep_checks.cc).
#pragma once
#include <cctype>
#include <cstdint>
#include <string>

#include "sfpu/sfpu_gen.h"
#include "sfpu/sfpu_isa.h"

// Adds (or, with `remove`, takes away) the instructions, or some of their modes, named in `list` - mnemonics
// separated by commas or spaces, in any case ("sfpand,SFPOR"), a mnemonic with modes as "SFPMOV:mod1=8,9,14"
// (sfpu_gen_parse_ops) - to *mask and mod_deny. `known` is what the harness can generate for `arch`; a name outside
// it is an error. Returns an empty string, or the message naming the first bad entry.
inline std::string lockstep_ops_apply(const char *opt, const std::string &list, uint64_t known, sfpu_arch_t arch,
                                      bool remove, uint64_t *mask, uint16_t *mod_deny)
{
    char err[400];
    if (sfpu_gen_parse_ops(list.c_str(), arch, known, 0, remove, mask, mod_deny, err, sizeof err) != SFPU_OK)
        return std::string(opt) + ": " + err;
    return std::string();
}

// The generator's allow-list from --ops (empty: all of `known`) and --exclude, and the modes they leave out
// (mod_deny[SFPU_OP_COUNT], sfpu_gen_opts_t.mod_deny). SFPNOP is always emitted as padding (sfpu_gen.h), whatever
// the list says. Empty string on success, else the error.
inline std::string lockstep_ops_select(const std::string &ops, const std::string &exclude, uint64_t known,
                                       sfpu_arch_t arch, uint64_t *allow, uint16_t *mod_deny)
{
    uint64_t m = 0;
    std::string e;
    for (unsigned op = 0; op < SFPU_OP_COUNT; ++op)
        mod_deny[op] = 0;
    if (ops.empty())
        m = known;
    else if (!(e = lockstep_ops_apply("--ops", ops, known, arch, false, &m, mod_deny)).empty())
        return e;
    if (!exclude.empty() && !(e = lockstep_ops_apply("--exclude", exclude, known, arch, true, &m, mod_deny)).empty())
        return e;
    if (m == 0)
        return "--ops/--exclude leave no instruction to generate";
    *allow = m;
    return std::string();
}

inline std::string lockstep_ops_select(const std::string &ops, const std::string &exclude, uint64_t known,
                                       sfpu_arch_t arch, uint64_t *allow)
{
    uint16_t deny[SFPU_OP_COUNT];
    return lockstep_ops_select(ops, exclude, known, arch, allow, deny);
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
