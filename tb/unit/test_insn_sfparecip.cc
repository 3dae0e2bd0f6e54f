// test_insn_sfparecip.cc - SFPARECIP semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPARECIP, NotYetTested) { FAIL() << "SFPARECIP has no tests yet"; }
