// test_lockstep_checks.cc - sfpu_lockstep's test selection (rtl-harness/harness/lockstep_checks.h): a run that
// would check nothing (--count 0, a shard keeping none of the tests) is refused instead of reported green.
#include <gtest/gtest.h>

#include "lockstep_checks.h"

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
}
