// test_insn_sfppopc.cc - SFPPOPC semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPPOPC, NotYetTested) { FAIL() << "SFPPOPC has no tests yet"; }
