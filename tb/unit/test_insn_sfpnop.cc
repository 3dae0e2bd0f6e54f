// test_insn_sfpnop.cc - SFPNOP semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPNOP, NotYetTested) { FAIL() << "SFPNOP has no tests yet"; }
