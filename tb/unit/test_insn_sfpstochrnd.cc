// test_insn_sfpstochrnd.cc - SFPSTOCHRND semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPSTOCHRND, NotYetTested) { FAIL() << "SFPSTOCHRND has no tests yet"; }
