// test_insn_sfpnop.cc - SFPNOP: no architectural effect (BH and WH).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"

namespace
{
// Every architectural register the tests can observe, flattened.
std::vector<uint32_t> observe(const sfpu_t *s)
{
    std::vector<uint32_t> v;
    for (unsigned r = 0; r < SFPU_LREGS; ++r)
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            v.push_back(h_lreg(s, r, l));
    for (unsigned reg = 0; reg < SFPU_REG_COUNT; ++reg)
        for (unsigned i = 0; i < sfpu_reg_count(reg); ++i)
            v.push_back(h_reg(s, (sfpu_reg_t)reg, i));
    for (unsigned row = 0; row < 8; ++row)
        for (unsigned col = 0; col < 16; ++col) {
            uint16_t d = 0;
            sfpu_peek_dst(s, row, col, &d);
            v.push_back(d);
        }
    return v;
}
} // namespace

// SFPNOP.md: occupies the Vector Unit for a cycle and causes no effects. Checked against every
// register, with predication, a flag stack, LaneConfig and PRNG state set up; the instruction counter
// still counts it.
TEST(Sfpnop, NoArchitecturalEffect)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lreg(s, 3, 0x12345678u);
        h_set_lane_flags(s, 0x0F0F0F0Fu, 0xFFFF0000u);
        RUN_OK(s, "sfppushc");
        h_set_reg(s, SFPU_REG_LANE_CONFIG, 4, 0x3F00u);
        h_set_reg(s, SFPU_REG_PRNG, 7, 0xABCDEF01u);
        sfpu_poke_dst(s, 2, 3, 0xBEEFu);
        std::vector<uint32_t> before = observe(s);
        uint64_t n = sfpu_insn_count(s);
        RUN_OK(s, "sfpnop\nsfpnop\nsfpnop");
        EXPECT_EQ(sfpu_insn_count(s), n + 3);
        EXPECT_TRUE(observe(s) == before) << "arch " << arch;
        EXPECT_EQ(sfpu_exec(s, 0x8F000000u), SFPU_OK);
        EXPECT_TRUE(observe(s) == before) << "arch " << arch;
    }
}

// SFPNOP has no VD field: there is no backdoor template load either.
TEST(Sfpnop, NoBackdoorLoad)
{
    Sfpu s;
    RUN_OK(s, "sfpnop");
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        for (unsigned i = 0; i < 4; ++i)
            EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, l * 4 + i), 0u);
}
