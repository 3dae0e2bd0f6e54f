// test_insn_sfpshft2.cc - SFPSHFT2 semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPSHFT2, NotYetTested) { FAIL() << "SFPSHFT2 has no tests yet"; }
