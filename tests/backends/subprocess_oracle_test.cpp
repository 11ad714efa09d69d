// The subprocess backend with `hlo-cts serve --backend oracle` as its
// worker: the oracle's capabilities come through the hello exchange, a
// program compiles and runs with the oracle's results, an invalid one is
// rejected as kError, and nothing is left running afterwards.
#include <gtest/gtest.h>

#include "backends/backend.h"
#include "tests/backends/backend_test_util.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::binaryProgram;
using testing::expectNoChildren;
using testing::floats;

std::unique_ptr<Backend> openOracleWorker() {
  Result<std::unique_ptr<Backend>> backend =
      openBackend({"subprocess:exec '" + testing::hloCtsBinary() + "' serve --backend oracle", ""});
  EXPECT_TRUE(backend.ok()) << backend.error().str();
  return backend.ok() ? std::move(*backend) : nullptr;
}

TEST(SubprocessOracle, CapabilitiesComeFromTheWorker) {
  std::unique_ptr<Backend> backend = openOracleWorker();
  ASSERT_TRUE(backend);
  EXPECT_EQ(backend->capabilities().name, "oracle");
  EXPECT_EQ(backend->capabilities().profile, "strict");
  EXPECT_TRUE(backend->capabilities().supportsOp(opIdOf("stablehlo.add")));
  EXPECT_TRUE(backend->capabilities().supportsElementType(ElementType::kF32));
}

TEST(SubprocessOracle, CompilesAndRunsAProgram) {
  std::unique_ptr<Backend> backend = openOracleWorker();
  ASSERT_TRUE(backend);
  Program program;
  program.text = binaryProgram("stablehlo.add");
  CallResult<std::unique_ptr<Executable>> compiled = backend->compile(program, {});
  ASSERT_TRUE(compiled.ok()) << compiled.message;
  std::vector<Tensor> inputs = {floats({1, 2, 3, 4}), floats({0.25f, -2, 1e30f, 0.5f})};
  for (int run = 0; run < 3; ++run) {  // one worker, reused
    CallResult<std::vector<Tensor>> outputs = backend->execute(*compiled.value, inputs, {});
    ASSERT_TRUE(outputs.ok()) << outputs.message;
    ASSERT_EQ(outputs.value.size(), 1u);
    EXPECT_EQ(outputs.value[0], floats({1.25f, 0, 1e30f, 4.5f}));
  }
  // A runtime error (an input of the wrong type) is the oracle's kError.
  std::vector<Tensor> wrong = {floats({1, 2}), floats({1, 2})};
  CallResult<std::vector<Tensor>> refused = backend->execute(*compiled.value, wrong, {});
  EXPECT_EQ(refused.status, CallStatus::kError) << refused.message;
  // The executable may outlive its backend.
  backend.reset();
  compiled.value.reset();
  expectNoChildren();
}

TEST(SubprocessOracle, RejectsAnInvalidProgram) {
  std::unique_ptr<Backend> backend = openOracleWorker();
  ASSERT_TRUE(backend);
  Program bad;
  bad.text =
      "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
      "  %0 = stablehlo.add %a, %a : tensor<5xf32>\n  func.return %0 : tensor<4xf32>\n}\n";
  CallResult<std::unique_ptr<Executable>> compiled = backend->compile(bad, {});
  EXPECT_EQ(compiled.status, CallStatus::kError);
  EXPECT_FALSE(compiled.message.empty());
  Program missing;
  missing.text = binaryProgram("stablehlo.add");
  missing.entry = "absent";
  EXPECT_EQ(backend->compile(missing, {}).status, CallStatus::kError);
  Program garbage;
  garbage.text = "\x01\x02 not mlir";
  EXPECT_EQ(backend->compile(garbage, {}).status, CallStatus::kError);
  // The worker is still the same, still serving.
  Program good;
  good.text = binaryProgram("stablehlo.add");
  EXPECT_TRUE(backend->compile(good, {}).ok());
  backend.reset();
  expectNoChildren();
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
