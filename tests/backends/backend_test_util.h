// Shared by the tests of backends/: small tensors, programs, and where the
// built hlo-cts and python3 are.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <bit>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "spec/tensor.h"
#include "tests/programs_on_path.h"

namespace hlo_cts::backends::testing {

inline Tensor floats(std::vector<float> values) {
  Tensor t({static_cast<int64_t>(values.size())}, ElementType::kF32);
  for (size_t i = 0; i < values.size(); ++i)
    t.setBits(static_cast<int64_t>(i), std::bit_cast<uint32_t>(values[i]));
  return t;
}

inline Tensor ints(std::vector<int32_t> values) {
  Tensor t({static_cast<int64_t>(values.size())}, ElementType::kSI32);
  for (size_t i = 0; i < values.size(); ++i) t.setIntValue(static_cast<int64_t>(i), values[i]);
  return t;
}

// `func.func @main(%a, %b) { %0 = OP %a, %b }` on tensor<4xTYPE>.
inline std::string binaryProgram(const std::string& op, const std::string& type = "f32") {
  const std::string t = "tensor<4x" + type + ">";
  return "func.func @main(%a: " + t + ", %b: " + t + ") -> " + t + " {\n  %0 = " + op +
         " %a, %b : " + t + "\n  func.return %0 : " + t + "\n}\n";
}

using test_support::hloCtsBinary;
using test_support::onPath;

// This test process has no child left: no worker running, no zombie.
inline void expectNoChildren() {
  int status = 0;
  errno = 0;
  EXPECT_EQ(waitpid(-1, &status, WNOHANG), -1);
  EXPECT_EQ(errno, ECHILD) << "a worker process is left behind";
}

}  // namespace hlo_cts::backends::testing
