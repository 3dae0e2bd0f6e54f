// test_insn_sfpexman.cc - SFPEXMAN semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPEXMAN, NotYetTested) { FAIL() << "SFPEXMAN has no tests yet"; }
