// property_decode.cc - PLACEHOLDER (to be written).
#include <gtest/gtest.h>

TEST(Placeholder_property_decode, NotWritten) { FAIL() << "property_decode not written yet"; }
