// test_insn_sfploadmacro.cc - SFPLOADMACRO semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPLOADMACRO, NotYetTested) { FAIL() << "SFPLOADMACRO has no tests yet"; }
