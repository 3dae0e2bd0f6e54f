// test_insn_sfpswap.cc - SFPSWAP semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPSWAP, NotYetTested) { FAIL() << "SFPSWAP has no tests yet"; }
