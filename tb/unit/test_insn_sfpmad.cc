// test_insn_sfpmad.cc - SFPMAD semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPMAD, NotYetTested) { FAIL() << "SFPMAD has no tests yet"; }
