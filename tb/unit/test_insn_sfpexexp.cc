// test_insn_sfpexexp.cc - SFPEXEXP semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPEXEXP, NotYetTested) { FAIL() << "SFPEXEXP has no tests yet"; }
