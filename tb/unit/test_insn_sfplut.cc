// test_insn_sfplut.cc - SFPLUT semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPLUT, NotYetTested) { FAIL() << "SFPLUT has no tests yet"; }
