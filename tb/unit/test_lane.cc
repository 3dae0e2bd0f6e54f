// test_lane.cc - PLACEHOLDER (to be written).
#include <gtest/gtest.h>

TEST(Placeholder_test_lane, NotWritten) { FAIL() << "test_lane not written yet"; }
