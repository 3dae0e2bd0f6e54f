// test_insn_sfpcompc.cc - SFPCOMPC ('else') and whole SIMT if/else/endif programs built from SFPENCC,
// SFPPUSHC, SFPSETCC, SFPCOMPC and SFPPOPC (BH and WH).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "harness.h"
#include "test_util.h"

// SFPCOMPC.md: LaneFlags = (Top.Use && Use) ? (Top.Flags && !LaneFlags) : false. Lane l encodes
// (Top.Use, Use, Top.Flags, LaneFlags) as bits 3..0 of l, for l = 0..15.
TEST(Sfpcompc, TruthTable)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        uint32_t flags = 0, use = 0, want = 0;
        for (unsigned l = 0; l < 16; ++l) {
            bool tu = l & 8, u = l & 4, tf = l & 2, f = l & 1;
            bool fl[1] = {tf}, us[1] = {tu};
            set_stack(s, l, 1, fl, us);
            flags |= (uint32_t)f << l;
            use |= (uint32_t)u << l;
            want |= (uint32_t)((tu && u) ? (tf && !f) : false) << l;
        }
        // hand check of the formula's table: only (tu,u,tf,f) = (1,1,1,0), lane 14, is true
        ASSERT_EQ(want, 1u << 14);
        h_set_lane_flags(s, flags, use);
        RUN_OK(s, "sfpcompc");
        EXPECT_EQ(h_lane_flags(s) & 0xFFFFu, want) << "arch " << arch;
        EXPECT_EQ(h_use_lane_flags(s) & 0xFFFFu, use) << "Use is not changed";
        EXPECT_EQ(depth(s, 0), 1u) << "stack not popped";
    }
}

// An empty stack peeks as {true, true}: LaneFlags = Use ? !LaneFlags : false. Row masks do not
// matter (not gated by LaneEnabled).
TEST(Sfpcompc, EmptyStackActsAsAllTrue)
{
    Sfpu s;
    mask_row(s, 0);
    h_set_lane_flags(s, 0x0F0F0F0Fu, 0x00FF00FFu);
    RUN_OK(s, "sfpcompc");
    EXPECT_EQ(h_lane_flags(s), 0x00F000F0u);
}

// Backdoor gate: VD 12 with DISABLE_BACKDOOR_LOAD = 0 loads a template instead.
TEST(Sfpcompc, BackdoorGate)
{
    Sfpu s;
    h_set_lane_flags(s, 0, 0xFFFFFFFFu);
    uint32_t w = h_word(SFPU_ARCH_BH, "sfpcompc L12");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_lane_flags(s), 0u);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 0), w);
    RUN_OK(s, "sfpcompc L8");
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
}

namespace
{
// L1 < 0 in odd lanes; L4 == 0 where lane % 4 < 2. Destinations L2, L3, L5 start at a sentinel.
const uint32_t kSentinel = 0x5EE5EE00u;
void setup_program_inputs(sfpu_t *s)
{
    uint32_t l1[SFPU_LANES], l4[SFPU_LANES];
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        l1[l] = (l & 1) ? 0xBF800000u : 0x3F800000u;
        l4[l] = (l % 4 < 2) ? 0u : 5u;
    }
    h_set_lreg_lanes(s, 1, l1);
    h_set_lreg_lanes(s, 4, l4);
    h_set_lreg(s, 2, kSentinel);
    h_set_lreg(s, 3, kSentinel);
    h_set_lreg(s, 5, kSentinel);
}
} // namespace

// The SFPI if/else pattern (seed 4.9):
//   if (L1 < 0) { L2 = 1.0 } else { L3 = 1.0 }
// Expected by hand: odd lanes write L2, even lanes write L3; after endif all lanes enabled again.
TEST(Sfpcompc, IfElseProgram)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        setup_program_inputs(s);
        std::string prog = "sfpencc 3,10\n"
                           "sfppushc\n"
                           "sfpsetcc L1,0,0\n" +
                           mark(2) + "\nsfpcompc\n" + mark(3) + "\nsfppopc\n" + mark(5) + "\n";
        RUN_OK(s, prog.c_str());
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            bool odd = l & 1;
            EXPECT_EQ(h_lreg(s, 2, l), odd ? 0x3F800000u : kSentinel) << "arch " << arch << " lane " << l;
            EXPECT_EQ(h_lreg(s, 3, l), odd ? kSentinel : 0x3F800000u) << "arch " << arch << " lane " << l;
            EXPECT_EQ(h_lreg(s, 5, l), 0x3F800000u) << "after endif every lane writes";
        }
        EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
        EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
        EXPECT_EQ(depth(s, 0), 0u);
    }
}

// Nested:
//   if (L1 < 0) { if (L4 == 0) { L2 = 1.0 } else { L3 = 1.0 } } else { L5 = 1.0 }
// By hand: L2 in lanes l%4 == 1, L3 in lanes l%4 == 3, L5 in even lanes. The inner SFPSETCC only
// updates enabled lanes, so even lanes stay off inside the outer 'if'.
TEST(Sfpcompc, NestedIfElseProgram)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        setup_program_inputs(s);
        std::string prog = "sfpencc 3,10\n"
                           "sfppushc\n"
                           "sfpsetcc L1,0,0\n"   // if (L1 < 0)
                           "sfppushc\n"          //   push
                           "sfpsetcc L4,0,6\n" + //   if (L4 == 0)
                           mark(2) + "\n"        //     L2 = 1.0
                           "sfpcompc\n" +        //   else
                           mark(3) + "\n"        //     L3 = 1.0
                           "sfppopc\n"           //   endif
                           "sfpcompc\n" +        // else
                           mark(5) + "\n"        //   L5 = 1.0
                           "sfppopc\n"           // endif
                           "sfpencc 0,2\n";      // predication off
        RUN_OK(s, prog.c_str());
        for (unsigned l = 0; l < SFPU_LANES; ++l) {
            EXPECT_EQ(h_lreg(s, 2, l), l % 4 == 1 ? 0x3F800000u : kSentinel) << "arch " << arch << " lane " << l;
            EXPECT_EQ(h_lreg(s, 3, l), l % 4 == 3 ? 0x3F800000u : kSentinel) << "arch " << arch << " lane " << l;
            EXPECT_EQ(h_lreg(s, 5, l), l % 2 == 0 ? 0x3F800000u : kSentinel) << "arch " << arch << " lane " << l;
        }
        EXPECT_EQ(h_use_lane_flags(s), 0u);
        EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
        EXPECT_EQ(depth(s, 7), 0u);
    }
}

// The same nested program with an 'else' whose lanes were never enabled: with a row mask on row 2,
// rows masked stay untouched in every branch, but the flag logic is unaffected.
TEST(Sfpcompc, NestedProgramWithRowMask)
{
    Sfpu s;
    setup_program_inputs(s);
    mask_row(s, 2);
    std::string prog = "sfpencc 3,10\nsfppushc\nsfpsetcc L1,0,0\n" + mark(2) + "\nsfpcompc\n" + mark(3) +
                       "\nsfppopc\n";
    RUN_OK(s, prog.c_str());
    for (unsigned l = 0; l < SFPU_LANES; ++l) {
        bool masked = l / 8 == 2, odd = l & 1;
        EXPECT_EQ(h_lreg(s, 2, l), (!masked && odd) ? 0x3F800000u : kSentinel) << "lane " << l;
        EXPECT_EQ(h_lreg(s, 3, l), (!masked && !odd) ? 0x3F800000u : kSentinel) << "lane " << l;
    }
}
