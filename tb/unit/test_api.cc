// test_api.cc - PLACEHOLDER (to be written).
#include <gtest/gtest.h>

TEST(Placeholder_test_api, NotWritten) { FAIL() << "test_api not written yet"; }
