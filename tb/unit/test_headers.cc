// test_headers.cc - every public header compiles as C++17 and links (the headers are C11 and C++ clean).
#include <gtest/gtest.h>

#include "sfpu/sfpu.h"
#include "sfpu/sfpu_isa.h"
#include "sfpu/sfpu_lane.h"
#include "sfpu/sfpu_status.h"
#include "harness.h"

TEST(Headers, ApiVersionAndStatusNames)
{
    EXPECT_EQ(sfpu_api_version(), (unsigned)SFPU_API_VERSION);
    EXPECT_STREQ(sfpu_status_name(SFPU_OK), "ok");
    EXPECT_STREQ(sfpu_status_name(SFPU_ERR_UNDEFINED), "undefined");
    EXPECT_STREQ(sfpu_status_name(SFPU_ERR_SYNTAX), "syntax");
}
