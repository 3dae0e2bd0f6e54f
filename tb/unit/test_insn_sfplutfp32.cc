// test_insn_sfplutfp32.cc - SFPLUTFP32 semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPLUTFP32, NotYetTested) { FAIL() << "SFPLUTFP32 has no tests yet"; }
