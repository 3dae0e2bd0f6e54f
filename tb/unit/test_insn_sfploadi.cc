// test_insn_sfploadi.cc - SFPLOADI semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPLOADI, NotYetTested) { FAIL() << "SFPLOADI has no tests yet"; }
