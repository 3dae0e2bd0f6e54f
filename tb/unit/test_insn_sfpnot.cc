// test_insn_sfpnot.cc - SFPNOT semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPNOT, NotYetTested) { FAIL() << "SFPNOT has no tests yet"; }
