// test_insn_sfppushc.cc - SFPPUSHC semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPPUSHC, NotYetTested) { FAIL() << "SFPPUSHC has no tests yet"; }
