// test_insn_sfplz.cc - SFPLZ semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPLZ, NotYetTested) { FAIL() << "SFPLZ has no tests yet"; }
