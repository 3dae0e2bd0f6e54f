// test_insn_sfpsetman.cc - SFPSETMAN semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPSETMAN, NotYetTested) { FAIL() << "SFPSETMAN has no tests yet"; }
