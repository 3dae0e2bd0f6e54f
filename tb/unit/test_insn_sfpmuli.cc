// test_insn_sfpmuli.cc - SFPMULI: VD = BF16(Imm16) * +-VD + 0.0 (SFPMULI.md of both archs).
#include <gtest/gtest.h>

#include "harness.h"
#include "test_util.h"

// 16384 = 0x4000 = 2.0: 2 * 1.5 = 3; "+ 0 turns -0 into +0": 2 * -0 + 0 = +0 on both archs;
// BH NEGATE_VC: 2 * -1.5 = -3
TEST(Sfpmuli, MultipliesByTheBf16Immediate)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        const uint32_t v[] = {0x3FC00000u, 0x80000000u, 0x00400000u};
        load_lanes(s, 3, v, 3);
        RUN_OK(s, "sfpmuli L3,16384,0");
        EXPECT_EQ(h_lreg(s, 3, 0), 0x40400000u);
        EXPECT_EQ(h_lreg(s, 3, 1), 0u);
        EXPECT_EQ(h_lreg(s, 3, 2), 0u) << "denormal input is zero";
    }
    Sfpu s(SFPU_ARCH_BH);
    h_set_lreg(s, 3, 0x3FC00000u);
    RUN_OK(s, "sfpmuli L3,16384,2");
    EXPECT_EQ(h_lreg(s, 3, 0), 0xC0400000u);
    EXPECT_EQ(h_run(s, "sfpmuli L3,16384,1"), SFPU_ERR_UNDEFINED);
}
