// A tolerance profile from text, for tests (a parse error fails the test).
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "oracle/profile.h"

namespace hlo_cts::oracle::testing {

inline Profile profileOf(const std::string& text) {
  Result<Profile> p = parseProfile(text, "test.profile");
  EXPECT_TRUE(p.ok()) << (p.ok() ? "" : p.error().str());
  return p.ok() ? std::move(*p) : Profile();
}

}  // namespace hlo_cts::oracle::testing
