// A test parameter's name from a backend's ("xla-cpu" -> "xla_cpu"):
// GoogleTest allows only letters, digits and '_' in it.
#pragma once

#include <gtest/gtest.h>

#include <string>

namespace hlo_cts::test_support {

struct BackendParamName {
  std::string operator()(const ::testing::TestParamInfo<const char*>& info) const {
    std::string name = info.param;
    for (char& c : name)
      if (c == '-') c = '_';
    return name;
  }
};

}  // namespace hlo_cts::test_support
