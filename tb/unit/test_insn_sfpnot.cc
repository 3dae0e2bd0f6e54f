// test_insn_sfpnot.cc - SFPNOT: lanewise VD = ~VC (both archs).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

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

// Masks row r (lanes 8r..8r+7) through LaneConfig[0..7].ROW_MASK.
inline void mask_row(sfpu_t *s, unsigned row)
{
    for (unsigned col = 0; col < 8; ++col) {
        h_set_reg(s, SFPU_REG_LANE_CONFIG, col, h_reg(s, SFPU_REG_LANE_CONFIG, col) | (1u << (12 + row)));
    }
}

inline bool contains(const char *hay, const char *needle)
{
    return std::strstr(hay, needle) != nullptr;
}

} // namespace

// SFPNOT.md: LReg[VD] = ~LReg[VC]; VD's old value is irrelevant.
TEST(Sfpnot, Complements)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        uint32_t v[SFPU_LANES];
        for (unsigned lane = 0; lane < 32; ++lane)
            v[lane] = 0x01010101u * lane;
        h_set_lreg_lanes(s, 3, v);
        h_set_lreg(s, 2, 0x55555555u);
        RUN_OK(s, "sfpnot L2,L3");
        for (unsigned lane = 0; lane < 32; ++lane)
            EXPECT_EQ(h_lreg(s, 2, lane), ~(0x01010101u * lane)) << lane;
        RUN_OK(s, "sfpnot L4,L9"); // ~0
        EXPECT_EQ(h_lreg(s, 4, 17), 0xFFFFFFFFu);
    }
}

TEST(Sfpnot, PredicationAndVdRules)
{
    Sfpu s;
    h_set_lreg(s, 0, 5u);
    h_set_lreg(s, 1, 0u);
    h_set_lane_flags(s, 0xFFFF0000u, 0xFFFFFFFFu);
    RUN_OK(s, "sfpnot L0,L1\nsfpnot L8,L1\nsfpnot L11,L1");
    for (unsigned lane = 0; lane < 32; ++lane)
        EXPECT_EQ(h_lreg(s, 0, lane), lane >= 16 ? 0xFFFFFFFFu : 5u) << lane;
    EXPECT_EQ(h_lreg(s, 8, 20), 0x3F56594Bu);
    EXPECT_EQ(h_lreg(s, 11, 20), 0xBF800000u);
}

// Backdoor with DISABLE_BACKDOOR_LOAD set on some lanes: those lanes execute (VD 12 is still not
// writable), the others capture the word as template 0 (spec digest 2.2).
TEST(Sfpnot, BackdoorPerLane)
{
    Sfpu s;
    h_set_reg(s, SFPU_REG_LANE_CONFIG, 3, 2u); // DISABLE_BACKDOOR_LOAD on lane 3 only
    uint32_t w = h_word(SFPU_ARCH_BH, "sfpnot L12,L1");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK) << sfpu_last_error(s);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0 * 4 + 0), w);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 3 * 4 + 0), 0u);
    EXPECT_EQ(h_lreg(s, 12, 3), 0x37800000u);
}
