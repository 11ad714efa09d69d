// Helpers of the plugin tests: f32 tensors from values and back (the oracle
// tests' helpers), a plugin opened, and a program compiled and run in one
// call.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "backends/plugin_backend.h"
#include "tests/oracle/dm_test_util.h"
#include "tests/oracle/reduction_test_util.h"

namespace hlo_cts::backends::test {

using oracle::dmtest::floats;
using oracle::testing::f32Tensor;

inline std::unique_ptr<Backend> openOrFail(const std::string& path, const std::string& config) {
  Result<std::unique_ptr<Backend>> backend = openPluginBackend(path, config);
  EXPECT_TRUE(backend.ok()) << (backend.ok() ? "" : backend.error().str());
  return backend.ok() ? std::move(*backend) : nullptr;
}

// Compiles `text` (entry @main) and runs it on `inputs`; a failed compile
// comes back as the execute result's status and message.
inline CallResult<std::vector<Tensor>> compileAndRun(Backend& backend, const std::string& text,
                                                     const std::vector<Tensor>& inputs) {
  Program program;
  program.text = text;
  CallResult<std::unique_ptr<Executable>> compiled = backend.compile(program, {});
  if (!compiled.ok())
    return CallResult<std::vector<Tensor>>::failure(compiled.status, compiled.message);
  return backend.execute(*compiled.value, inputs, {});
}

}  // namespace hlo_cts::backends::test
