// test_insn_sfpaddi.cc - SFPADDI: VD = BF16(Imm16) * 1.0 +- VD (SFPADDI.md of both archs).
#include <gtest/gtest.h>

#include "harness.h"
#include "test_util.h"

// 16256 = 0x3F80 = 1.0: 2.5 + 1 = 3.5; BH NEGATE_VC: 1 - 2.5 = -1.5
TEST(Sfpaddi, AddsTheBf16Immediate)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lreg(s, 3, 0x40200000u);
        RUN_OK(s, "sfpaddi L3,16256,0");
        EXPECT_EQ(h_lreg(s, 3, 0), 0x40600000u);
        EXPECT_EQ(h_lreg(s, 3, 31), 0x40600000u);
    }
    Sfpu s(SFPU_ARCH_BH);
    h_set_lreg(s, 3, 0x40200000u);
    RUN_OK(s, "sfpaddi L3,16256,2");
    EXPECT_EQ(h_lreg(s, 3, 7), 0xBFC00000u);
}

// INDIRECT_VD (8): the result goes to LReg[LReg7 & 15]; VD 8..11 are not written; undefined Mod1 bits.
TEST(Sfpaddi, IndirectVdAndUndefinedModifiers)
{
    Sfpu s(SFPU_ARCH_WH);
    h_set_lreg(s, 7, 2u);
    h_set_lreg(s, 3, 0x40000000u);
    RUN_OK(s, "sfpaddi L3,16256,8"); // 1 + L3(2) -> L2
    EXPECT_EQ(h_lreg(s, 2, 0), 0x40400000u);
    EXPECT_EQ(h_lreg(s, 3, 0), 0x40000000u);
    EXPECT_EQ(h_run(s, "sfpaddi L3,16256,2"), SFPU_ERR_UNDEFINED) << "NEGATE_VC is Blackhole only";
    Sfpu b(SFPU_ARCH_BH);
    EXPECT_EQ(h_run(b, "sfpaddi L3,16256,4"), SFPU_ERR_UNDEFINED);
    EXPECT_TRUE(contains(h_message(), "Mod1 4")) << h_message();
}
