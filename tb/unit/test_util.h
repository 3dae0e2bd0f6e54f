// test_util.h - small C++ helpers shared by the GoogleTest files (on top of the C harness in harness.h).
#pragma once
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>

#include "harness.h"

namespace
{

// One model instance per test, destroyed at scope exit.
struct Sfpu {
    sfpu_t *s;
    explicit Sfpu(sfpu_arch_t a = SFPU_ARCH_BH) : s(h_create(a)) {}
    ~Sfpu() { sfpu_destroy(s); }
    Sfpu(const Sfpu &) = delete;
    Sfpu &operator=(const Sfpu &) = delete;
    operator sfpu_t *() const { return s; }
};

// Runs assembly and fails the test (with the model's message) unless it succeeds.
#define RUN_OK(s, src) ASSERT_EQ(h_run((s), (src)), SFPU_OK) << h_message()

inline bool contains(const char *hay, const char *needle) { return std::strstr(hay, needle) != nullptr; }

// Masks row r (lanes 8r..8r+7) through LaneConfig[0..7].ROW_MASK.
inline void mask_row(sfpu_t *s, unsigned row)
{
    for (unsigned col = 0; col < 8; ++col)
        h_set_reg(s, SFPU_REG_LANE_CONFIG, col, h_reg(s, SFPU_REG_LANE_CONFIG, col) | (1u << (12 + row)));
}

// Sets LaneConfig bits in every lane.
inline void lane_config_all(sfpu_t *s, uint32_t bits)
{
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        h_set_reg(s, SFPU_REG_LANE_CONFIG, l, h_reg(s, SFPU_REG_LANE_CONFIG, l) | bits);
}

// LReg `reg` = vals[0..n-1] in lanes 0..n-1, 0 elsewhere.
inline void load_lanes(sfpu_t *s, unsigned reg, const uint32_t *vals, unsigned n)
{
    uint32_t v[SFPU_LANES] = {};
    for (unsigned i = 0; i < n && i < SFPU_LANES; ++i)
        v[i] = vals[i];
    h_set_lreg_lanes(s, reg, v);
}

// Flag stack of one lane: depth and entries (bottom first).
inline void set_stack(sfpu_t *s, unsigned lane, unsigned depth, const bool *flags, const bool *use)
{
    h_set_reg(s, SFPU_REG_STACK_DEPTH, lane, depth);
    for (unsigned i = 0; i < depth; ++i) {
        h_set_reg(s, SFPU_REG_STACK_FLAGS, lane * 8 + i, flags[i] ? 1u : 0u);
        h_set_reg(s, SFPU_REG_STACK_USE, lane * 8 + i, use[i] ? 1u : 0u);
    }
}
inline unsigned depth(const sfpu_t *s, unsigned lane) { return h_reg(s, SFPU_REG_STACK_DEPTH, lane); }
inline unsigned st_flags(const sfpu_t *s, unsigned lane, unsigned level)
{
    return h_reg(s, SFPU_REG_STACK_FLAGS, lane * 8 + level);
}
inline unsigned st_use(const sfpu_t *s, unsigned lane, unsigned level)
{
    return h_reg(s, SFPU_REG_STACK_USE, lane * 8 + level);
}

// Writes 1.0 into LReg[d] in the enabled lanes (SFPSHFT2 SHFT_LREG: L10 << L9 = 1.0 << 0): a marker
// that shows which lanes an instruction would write.
inline std::string mark(unsigned d) { return "sfpshft2 L" + std::to_string(d) + ",L9,0x00A,5"; }

} // namespace
