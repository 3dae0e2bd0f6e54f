// property_fma.cc - PLACEHOLDER (to be written).
#include <gtest/gtest.h>

TEST(Placeholder_property_fma, NotWritten) { FAIL() << "property_fma not written yet"; }
