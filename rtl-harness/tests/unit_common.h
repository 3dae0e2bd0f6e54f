// unit_common.h - shared by the per-module RTL equivalence tests (tests/unit_<m>.cpp): a model instance
// whose state is randomised, one instruction executed through the model's clocked API so that every LReg
// write comes back with its lane mask, and helpers to move register files into Verilator's wide ports.
// Each test: for many random (state, instruction) pairs, put the same state on the module's inputs and on
// the model, execute, compare the module's outputs with the model's write-back events and state.
#pragma once
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>

#include "sfpu/sfpu.h"

namespace unit {

// LReg r lane l: the RTL's flat register-file bus has it at bits [(r*32+l)*32 +: 32] = word r*32+l.
struct Rf {
    uint32_t v[17][32];
};

// One executed instruction as the model saw it: the writes it made (merged per register, in commit
// order) and whether it failed.
struct Effect {
    uint32_t mask[17];
    uint32_t data[17][32];
    sfpu_status_t status;
    std::string error;
};

class Model {
  public:
    explicit Model(sfpu_arch_t arch)
    {
        sfpu_config_t cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.arch = arch;
        if (sfpu_create(&cfg, &s_) != SFPU_OK) {
            s_ = nullptr;
        }
    }
    ~Model() { sfpu_destroy(s_); }
    Model(const Model &) = delete;
    Model &operator=(const Model &) = delete;
    sfpu_t *get() const { return s_; }

    void set_lregs(const Rf &rf)
    {
        for (unsigned r = 0; r < 17; ++r) {
            sfpu_poke_lreg(s_, r, rf.v[r]);
        }
    }
    Rf lregs() const
    {
        Rf rf;
        for (unsigned r = 0; r < 17; ++r) {
            sfpu_peek_lreg(s_, r, rf.v[r]);
        }
        return rf;
    }
    // Named register (sfpu_set_reg/sfpu_get_reg) by index, all of its elements.
    void set(unsigned reg, const uint32_t *vals)
    {
        for (unsigned i = 0; i < sfpu_reg_count(reg); ++i) {
            sfpu_set_reg(s_, reg, i, vals[i]);
        }
    }
    void get(unsigned reg, uint32_t *vals) const
    {
        for (unsigned i = 0; i < sfpu_reg_count(reg); ++i) {
            sfpu_get_reg(s_, reg, i, &vals[i]);
        }
    }
    uint32_t get1(unsigned reg, unsigned i = 0) const
    {
        uint32_t v = 0;
        sfpu_get_reg(s_, reg, i, &v);
        return v;
    }

    // Executes `word` alone through the clocked API (no other instruction in flight) and returns the LReg
    // writes it made with their lane masks. Blackhole and Wormhole alike.
    Effect exec(uint32_t word)
    {
        Effect e;
        memset(e.mask, 0, sizeof e.mask);
        memset(e.data, 0, sizeof e.data);
        sfpu_in_t in = {1, word};
        sfpu_out_t out;
        e.status = SFPU_OK;
        for (int guard = 0; guard < 16; ++guard) {
            e.status = sfpu_tick(s_, &in, &out);
            if (e.status != SFPU_OK) {
                break;
            }
            if (out.insn_ready) {
                in.insn_valid = 0;
            }
            for (unsigned i = 0; i < out.n_wb; ++i) {
                const sfpu_wb_event_t &w = out.wb[i];
                for (unsigned l = 0; l < 32; ++l) {
                    if (w.mask >> l & 1u) {
                        e.data[w.reg][l] = w.data[l];
                    }
                }
                e.mask[w.reg] |= w.mask;
            }
            if (!in.insn_valid && !out.busy) {
                break;
            }
        }
        if (e.status != SFPU_OK) {
            e.error = sfpu_last_error(s_);
            sfpu_clear_error(s_);
        }
        return e;
    }

  private:
    sfpu_t *s_ = nullptr;
};

// Random 32-bit lane values with special FP32 values and small integers mixed in.
inline uint32_t rand_value(std::mt19937_64 &g)
{
    static const uint32_t special[] = {0x00000000u, 0x80000000u, 0x3F800000u, 0xBF800000u, 0x7F800000u,
                                       0xFF800000u, 0x7FC00000u, 0x7F800001u, 0x00000001u, 0x807FFFFFu,
                                       0x00800000u, 0x7F7FFFFFu, 0xFF7FFFFFu, 0x40000000u, 0x3F000000u,
                                       0xFFFFFFFFu, 0x0000FFFFu, 0x00000010u, 0x7FFFFFFFu, 0x4B000000u};
    uint64_t r = g();
    switch (r & 7u) {
    case 0:
        return special[(r >> 8) % (sizeof special / sizeof special[0])];
    case 1:
        return (uint32_t)((r >> 8) & 0x3Fu) - 16u; /* small integers, negative too */
    case 2: /* FP32 near 1.0 with random sign / small exponent spread */
        return (uint32_t)(((r >> 8) & 1u) << 31) | (uint32_t)((120u + ((r >> 9) & 15u)) << 23) |
               (uint32_t)((r >> 16) & 0x7FFFFFu);
    default:
        return (uint32_t)(r >> 16);
    }
}

inline Rf rand_rf(std::mt19937_64 &g)
{
    Rf rf;
    for (unsigned r = 0; r < 17; ++r) {
        for (unsigned l = 0; l < 32; ++l) {
            rf.v[r][l] = rand_value(g);
        }
    }
    if (g() % 4 == 0) { // one file in four: LReg 0..7 equal in some lanes (ties of two-operand compares, SFPSWAP P13)
        uint32_t tie = (uint32_t)g();
        for (unsigned l = 0; l < 32; ++l) {
            for (unsigned r = 1; r < 8 && ((tie >> l) & 1u); ++r) {
                rf.v[r][l] = rf.v[0][l];
            }
        }
    }
    return rf;
}

// Verilator wide port (VlWide<N>, indexable by 32-bit word) <- / -> register file.
template <typename W> void put_rf(W &port, const Rf &rf)
{
    for (unsigned r = 0; r < 17; ++r) {
        for (unsigned l = 0; l < 32; ++l) {
            port[r * 32 + l] = rf.v[r][l];
        }
    }
}

// Compares the module's (lreg_we_o, lreg_wd_o) with the model's effect; prints one line per difference.
template <typename WE, typename WD>
unsigned check_writes(const char *what, const WE &we, const WD &wd, const Effect &e, unsigned max_lines = 8)
{
    unsigned bad = 0;
    for (unsigned r = 0; r < 17; ++r) {
        uint32_t m = we[r];
        if (m != e.mask[r]) {
            if (bad++ < max_lines) {
                printf("MISMATCH %s: LReg %u lane mask rtl 0x%08x model 0x%08x\n", what, r, m, e.mask[r]);
            }
            continue;
        }
        for (unsigned l = 0; l < 32; ++l) {
            if ((m >> l & 1u) && wd[r * 32 + l] != e.data[r][l]) {
                if (bad++ < max_lines) {
                    printf("MISMATCH %s: LReg %u lane %u rtl 0x%08x model 0x%08x\n", what, r, l,
                           (unsigned)wd[r * 32 + l], e.data[r][l]);
                }
            }
        }
    }
    return bad;
}

} // namespace unit
