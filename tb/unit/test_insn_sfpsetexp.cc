// test_insn_sfpsetexp.cc - SFPSETEXP semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPSETEXP, NotYetTested) { FAIL() << "SFPSETEXP has no tests yet"; }
