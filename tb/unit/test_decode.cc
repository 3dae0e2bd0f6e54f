// test_decode.cc - PLACEHOLDER (to be written).
#include <gtest/gtest.h>

TEST(Placeholder_test_decode, NotWritten) { FAIL() << "test_decode not written yet"; }
