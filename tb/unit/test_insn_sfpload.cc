// test_insn_sfpload.cc - SFPLOAD semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPLOAD, NotYetTested) { FAIL() << "SFPLOAD has no tests yet"; }
