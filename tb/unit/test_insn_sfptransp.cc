// test_insn_sfptransp.cc - SFPTRANSP semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPTRANSP, NotYetTested) { FAIL() << "SFPTRANSP has no tests yet"; }
