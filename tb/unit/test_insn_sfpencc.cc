// test_insn_sfpencc.cc - SFPENCC: UseLaneFlagsForLaneEnable / LaneFlags updates (BH and WH pages identical).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

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

// SFPENCC.md functional model, every Mod1 combination of EC(1)/EI(2)/RI(8) and every Imm2, from
// use = 0x0000FFFF, flags = 0x00FF00FF. EI wins over EC; bit 2 is ignored. Lanes 8..15 start
// disabled (use=1, flag=0) and still change: SFPENCC is not gated by LaneEnabled.
TEST(Sfpencc, AllModesAllImmediates)
{
    const uint32_t use0 = 0x0000FFFFu, flags0 = 0x00FF00FFu;
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        for (unsigned mod1 = 0; mod1 < 16; ++mod1) {
            for (unsigned imm2 = 0; imm2 < 4; ++imm2) {
                Sfpu s(arch);
                h_set_lane_flags(s, flags0, use0);
                std::string src = "sfpencc " + std::to_string(imm2) + "," + std::to_string(mod1);
                RUN_OK(s, src.c_str());
                uint32_t want_use = use0;
                if (mod1 & 2)
                    want_use = (imm2 & 1) ? 0xFFFFFFFFu : 0u;
                else if (mod1 & 1)
                    want_use = ~use0;
                uint32_t want_flags = (mod1 & 8) ? ((imm2 & 2) ? 0xFFFFFFFFu : 0u) : 0xFFFFFFFFu;
                EXPECT_EQ(h_use_lane_flags(s), want_use) << src << " arch " << arch;
                EXPECT_EQ(h_lane_flags(s), want_flags) << src << " arch " << arch;
            }
        }
    }
}

// Named encodings: EI_RI with Imm2=3 (the SFPI "enable predication, all lanes on" idiom) and
// EU_R1 (Mod1=0) which leaves UseLaneFlags alone.
TEST(Sfpencc, NamedIdioms)
{
    Sfpu s;
    RUN_OK(s, "sfpencc 3,10"); // EI_RI: use = Imm2&1, flags = Imm2&2
    EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
    RUN_OK(s, "sfpencc 0,8"); // EU_RI with R=0: all flags false, predication stays on
    EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
    EXPECT_EQ(h_lane_flags(s), 0u);
    RUN_OK(s, "sfpencc 0,0"); // EU_R1: flags true again in every lane, even the disabled ones
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
    RUN_OK(s, "sfpencc 2,2"); // EI_R1 with E=0: predication off
    EXPECT_EQ(h_use_lane_flags(s), 0u);
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
}

// ROW_MASK does not gate SFPENCC either (the model has no LaneEnabled test), but it still gates the
// writes of a following instruction.
TEST(Sfpencc, NotGatedByRowMask)
{
    Sfpu s;
    mask_row(s, 0);
    RUN_OK(s, "sfpencc 1,10"); // use = 1, flags = 0 everywhere, row 0 included
    EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
    EXPECT_EQ(h_lane_flags(s), 0u);
    RUN_OK(s, "sfpencc 3,10");
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
    RUN_OK(s, mark(2).c_str());
    for (unsigned l = 0; l < SFPU_LANES; ++l)
        EXPECT_EQ(h_lreg(s, 2, l), l < 8 ? 0u : 0x3F800000u) << "lane " << l;
}

// Predication takes effect for the next instruction: with use=1, lanes whose flag is false are not
// written; EC toggles it back off (VectorUnit.md LaneEnabled).
TEST(Sfpencc, GatesFollowingWrites)
{
    for (sfpu_arch_t arch : {SFPU_ARCH_BH, SFPU_ARCH_WH}) {
        Sfpu s(arch);
        h_set_lane_flags(s, 0x0F0F0F0Fu, 0);
        RUN_OK(s, "sfpencc 0,1"); // EC_R1: use toggled on, but flags all set to true
        EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
        RUN_OK(s, "sfpencc 1,10"); // use=1, flags=0: nothing enabled
        RUN_OK(s, mark(1).c_str());
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            EXPECT_EQ(h_lreg(s, 1, l), 0u) << "lane " << l;
        RUN_OK(s, "sfpencc 0,9"); // EC_RI, R=0: use toggled off, flags false -> all lanes enabled
        EXPECT_EQ(h_use_lane_flags(s), 0u);
        EXPECT_EQ(h_lane_flags(s), 0u);
        RUN_OK(s, mark(1).c_str());
        for (unsigned l = 0; l < SFPU_LANES; ++l)
            EXPECT_EQ(h_lreg(s, 1, l), 0x3F800000u) << "lane " << l;
    }
}

// VD >= 12 with DISABLE_BACKDOOR_LOAD = 0 (reset) is a template load, not an SFPENCC; with the bit
// set, VD is ignored and the instruction executes (spec digest 1.4).
TEST(Sfpencc, BackdoorGate)
{
    Sfpu s;
    uint32_t w = h_word(SFPU_ARCH_BH, "sfpencc 3,10,L13");
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_use_lane_flags(s), 0u);
    EXPECT_EQ(h_lane_flags(s), 0u);
    EXPECT_EQ(h_reg(s, SFPU_REG_LM_TEMPLATE, 5 * 4 + 1), w);
    lane_config_all(s, 1u << 1); // DISABLE_BACKDOOR_LOAD
    ASSERT_EQ(sfpu_exec(s, w), SFPU_OK);
    EXPECT_EQ(h_use_lane_flags(s), 0xFFFFFFFFu);
    EXPECT_EQ(h_lane_flags(s), 0xFFFFFFFFu);
    // VD 8..11 is not special for SFPENCC: it just executes.
    RUN_OK(s, "sfpencc 0,10,L9");
    EXPECT_EQ(h_use_lane_flags(s), 0u);
}
