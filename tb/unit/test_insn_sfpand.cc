// test_insn_sfpand.cc - SFPAND semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPAND, NotYetTested) { FAIL() << "SFPAND has no tests yet"; }
