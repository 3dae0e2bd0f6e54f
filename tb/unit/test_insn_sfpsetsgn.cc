// test_insn_sfpsetsgn.cc - SFPSETSGN semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPSETSGN, NotYetTested) { FAIL() << "SFPSETSGN has no tests yet"; }
