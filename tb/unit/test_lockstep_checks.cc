// test_lockstep_checks.cc - sfpu_lockstep's test selection (rtl-harness/harness/lockstep_checks.h): a run that
// would check nothing (--count 0, a shard keeping none of the tests) is refused instead of reported green; and the
// instruction subset (--ops / --exclude, lockstep_ops.h) for an RTL that implements part of the SFPU.
#include <gtest/gtest.h>

#include "lockstep_checks.h"
#include "lockstep_ops.h"
#include "lockstep_programs.h"

TEST(LockstepChecks, Count)
{
    unsigned c = 7;
    EXPECT_FALSE(lockstep_parse_count("0", &c));
    EXPECT_FALSE(lockstep_parse_count("", &c));
    EXPECT_FALSE(lockstep_parse_count("abc", &c));
    EXPECT_FALSE(lockstep_parse_count("5x", &c));
    EXPECT_FALSE(lockstep_parse_count("-3", &c));
    EXPECT_FALSE(lockstep_parse_count(nullptr, &c));
    EXPECT_EQ(c, 7u);
    EXPECT_TRUE(lockstep_parse_count("20", &c));
    EXPECT_EQ(c, 20u);
    EXPECT_TRUE(lockstep_parse_count("0x10", &c));
    EXPECT_EQ(c, 16u);
}

TEST(LockstepChecks, Selection)
{
    EXPECT_NE(lockstep_selection_error(0, 0, 1).find("nothing would be checked"), std::string::npos);
    EXPECT_EQ(lockstep_selection_error(1, 0, 1), "");
    EXPECT_EQ(lockstep_selection_error(4, 3, 4), "");
    EXPECT_NE(lockstep_selection_error(3, 3, 4).find("keeps none of the 3 tests"), std::string::npos);
}

TEST(LockstepOps, DefaultIsEverythingTheHarnessGenerates)
{
    uint64_t allow = 0;
    EXPECT_EQ(lockstep_ops_select("", "", rtl_allow(SFPU_ARCH_BH), SFPU_ARCH_BH, &allow), "");
    EXPECT_EQ(allow, rtl_allow(SFPU_ARCH_BH));
}

TEST(LockstepOps, SubsetAnyCaseCommasOrSpaces)
{
    uint64_t allow = 0;
    EXPECT_EQ(lockstep_ops_select("sfpand,SFPOR sfpxor", "", rtl_allow(SFPU_ARCH_WH), SFPU_ARCH_WH, &allow), "");
    EXPECT_EQ(allow, (1ull << SFPU_OP_SFPAND) | (1ull << SFPU_OP_SFPOR) | (1ull << SFPU_OP_SFPXOR));
    EXPECT_EQ(lockstep_ops_list(allow), "sfpand,sfpor,sfpxor");
}

TEST(LockstepOps, Exclude)
{
    uint64_t allow = 0;
    EXPECT_EQ(lockstep_ops_select("", "sfpmad,sfploadmacro", rtl_allow(SFPU_ARCH_BH), SFPU_ARCH_BH, &allow), "");
    EXPECT_EQ(allow, rtl_allow(SFPU_ARCH_BH) & ~((1ull << SFPU_OP_SFPMAD) | (1ull << SFPU_OP_SFPLOADMACRO)));
    EXPECT_EQ(lockstep_ops_select("sfpand,sfpor", "sfpor", rtl_allow(SFPU_ARCH_BH), SFPU_ARCH_BH, &allow), "");
    EXPECT_EQ(allow, 1ull << SFPU_OP_SFPAND);
}

// Modes: --exclude SFPMOV:mod1=8,9,14 keeps SFPMOV without its FROM_SPECIAL modes (sfpu_gen_opts_t.mod_deny).
TEST(LockstepOps, ModesOfAnInstruction)
{
    uint64_t allow = 0;
    uint16_t deny[SFPU_OP_COUNT];
    EXPECT_EQ(lockstep_ops_select("", "SFPMOV:mod1=8,9,14", rtl_allow(SFPU_ARCH_BH), SFPU_ARCH_BH, &allow, deny), "");
    EXPECT_TRUE((allow >> SFPU_OP_SFPMOV) & 1u);
    EXPECT_EQ(deny[SFPU_OP_SFPMOV], 0x4300u);
    EXPECT_EQ(lockstep_ops_select("sfpmov:mod1=0,sfpand", "", rtl_allow(SFPU_ARCH_BH), SFPU_ARCH_BH, &allow, deny), "");
    EXPECT_EQ(allow, (1ull << SFPU_OP_SFPMOV) | (1ull << SFPU_OP_SFPAND));
    EXPECT_EQ(deny[SFPU_OP_SFPMOV] & 1u, 0u);
    EXPECT_NE(deny[SFPU_OP_SFPMOV], 0u);
    EXPECT_EQ(lockstep_ops_select("", "sfpmov:mod1=99", rtl_allow(SFPU_ARCH_BH), SFPU_ARCH_BH, &allow, deny).substr(0, 36),
              "--exclude: 'sfpmov:mod1=99': mod1 99");
}

TEST(LockstepOps, BadListsAreNamed)
{
    uint64_t allow = 42;
    EXPECT_EQ(lockstep_ops_select("sfpand,sfpfoo", "", rtl_allow(SFPU_ARCH_BH), SFPU_ARCH_BH, &allow),
              "--ops: 'sfpfoo' is not an instruction of the ISA table");
    EXPECT_EQ(lockstep_ops_select("", "SFPBAR", rtl_allow(SFPU_ARCH_BH), SFPU_ARCH_BH, &allow),
              "--exclude: 'SFPBAR' is not an instruction of the ISA table");
    // SFPLE is Blackhole's; TTMOP is a front-end expander the programs never hold
    EXPECT_EQ(lockstep_ops_select("sfple", "", rtl_allow(SFPU_ARCH_WH), SFPU_ARCH_WH, &allow),
              "--ops: 'sfple' is not an instruction generated for Wormhole");
    EXPECT_EQ(lockstep_ops_select("ttmop", "", rtl_allow(SFPU_ARCH_BH), SFPU_ARCH_BH, &allow),
              "--ops: 'ttmop' is not an instruction generated for Blackhole");
    EXPECT_EQ(lockstep_ops_select(" , ", "", rtl_allow(SFPU_ARCH_BH), SFPU_ARCH_BH, &allow), "--ops: names no instruction (give names separated by commas, e.g. SFPMAD,SFPLOAD, or all)");
    EXPECT_EQ(lockstep_ops_select("sfpand", "sfpand", rtl_allow(SFPU_ARCH_BH), SFPU_ARCH_BH, &allow),
              "--ops/--exclude leave no instruction to generate");
    EXPECT_EQ(allow, 42u); // untouched on error
}

// The sfpu_lockstep launcher runs sfpu_lockstep_<arch> for the last --arch (bh without one).
TEST(LockstepChecks, ArchArgument)
{
    const char *none[] = {"sfpu_lockstep", "--count", "3", "-q", "+sfpu_mutant=1"};
    EXPECT_EQ(lockstep_arch_arg(5, none), "bh");
    const char *wh[] = {"sfpu_lockstep", "--count", "3", "--arch", "wh", "-q"};
    EXPECT_EQ(lockstep_arch_arg(6, wh), "wh");
    const char *last[] = {"sfpu_lockstep", "--arch", "wh", "--arch", "bh"};
    EXPECT_EQ(lockstep_arch_arg(5, last), "bh");
    const char *value[] = {"sfpu_lockstep", "--name", "--arch", "--len", "9"}; // a test named "--arch"
    EXPECT_EQ(lockstep_arch_arg(5, value), "bh");
    const char *bad[] = {"sfpu_lockstep", "--arch", "xx"}; // passed on: the binary reports it
    EXPECT_EQ(lockstep_arch_arg(3, bad), "xx");
    const char *missing[] = {"sfpu_lockstep", "--arch"};
    EXPECT_EQ(lockstep_arch_arg(2, missing), "bh");
    // the values of --ops, --exclude, --test and --coverage-out are skipped too (a reproduce line carries them)
    const char *ops[] = {"sfpu_lockstep", "--ops", "--arch", "--test", "3", "--exclude", "x", "--arch", "wh"};
    EXPECT_EQ(lockstep_arch_arg(9, ops), "wh");
    const char *cov[] = {"sfpu_lockstep", "--coverage-out", "--arch", "--len", "9"};
    EXPECT_EQ(lockstep_arch_arg(5, cov), "bh");
}
