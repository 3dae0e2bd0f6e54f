// test_insn_sfpencc.cc - SFPENCC semantics tests (PLACEHOLDER: must be replaced).
#include <gtest/gtest.h>

TEST(SFPENCC, NotYetTested) { FAIL() << "SFPENCC has no tests yet"; }
