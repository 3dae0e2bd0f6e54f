// test_insn_sfpshft.cc - SFPSHFT semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPSHFT, NotYetTested) { FAIL() << "SFPSHFT has no tests yet"; }
