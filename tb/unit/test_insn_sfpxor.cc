// test_insn_sfpxor.cc - SFPXOR semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPXOR, NotYetTested) { FAIL() << "SFPXOR has no tests yet"; }
