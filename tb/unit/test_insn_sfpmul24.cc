// test_insn_sfpmul24.cc - SFPMUL24 semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPMUL24, NotYetTested) { FAIL() << "SFPMUL24 has no tests yet"; }
