// test_insn_sfpcompc.cc - SFPCOMPC semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPCOMPC, NotYetTested) { FAIL() << "SFPCOMPC has no tests yet"; }
