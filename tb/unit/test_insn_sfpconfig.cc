// test_insn_sfpconfig.cc - SFPCONFIG semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPCONFIG, NotYetTested) { FAIL() << "SFPCONFIG has no tests yet"; }
