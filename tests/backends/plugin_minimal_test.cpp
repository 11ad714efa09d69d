// The example plugin (backends/examples/minimal_plugin) through the C ABI:
// capabilities read back, its five ops computed right on the program text
// hlo-cts sends (the printer's canonical form), anything else refused.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <thread>

#include "backends/backend.h"
#include "plugin_test_util.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using test::compileAndRun;
using test::f32Tensor;
using test::floats;

const std::string kPlugin = HLO_CTS_MINIMAL_PLUGIN;

// A one-op program in the canonical form the runner sends.
std::string binaryProgram(const std::string& op, const std::string& type = "tensor<4xf32>",
                          const std::string& operands = "%a, %b") {
  const std::string text = "func.func @main(%a: " + type + ", %b: " + type + ") -> " + type +
                           " {\n  %r = \"stablehlo." + op + "\"(" + operands + ") : (" + type +
                           ", " + type + ") -> " + type + "\n  func.return %r : " + type + "\n}\n";
  Result<Module> module = parseModule(text, "test.mlir");
  EXPECT_TRUE(module.ok()) << (module.ok() ? "" : module.error().str());
  return module.ok() ? printModule(*module) : text;
}

std::vector<float> run(const std::string& op, const std::vector<float>& x,
                       const std::vector<float>& y, const std::string& operands = "%a, %b") {
  std::unique_ptr<Backend> backend = test::openOrFail(kPlugin, "");
  if (!backend) return {};
  const int64_t n = static_cast<int64_t>(x.size());
  const std::string type = "tensor<" + std::to_string(n) + "xf32>";
  auto result = compileAndRun(*backend, binaryProgram(op, type, operands),
                              {f32Tensor({n}, x), f32Tensor({n}, y)});
  EXPECT_TRUE(result.ok()) << result.message;
  if (!result.ok() || result.value.size() != 1) return {};
  EXPECT_EQ(result.value[0].shape(), std::vector<int64_t>{n});
  return floats(result.value[0]);
}

TEST(PluginMinimal, CapabilitiesReadBack) {
  std::unique_ptr<Backend> backend = test::openOrFail(kPlugin, "");
  ASSERT_TRUE(backend);
  const Capabilities& caps = backend->capabilities();
  EXPECT_EQ(caps.name, "minimal-plugin");
  EXPECT_EQ(caps.version, "1.0");
  EXPECT_EQ(caps.profile, "strict");
  EXPECT_FALSE(caps.intermediates);
  EXPECT_EQ(caps.ops.size(), 8u);
  for (const char* op :
       {"stablehlo.add", "stablehlo.subtract", "stablehlo.multiply", "stablehlo.maximum",
        "stablehlo.minimum", "func.func", "func.return", "builtin.module"})
    EXPECT_TRUE(caps.supportsOp(opIdOf(op))) << op;
  EXPECT_FALSE(caps.supportsOp(opIdOf("stablehlo.exponential")));
  EXPECT_EQ(caps.elementTypes, std::vector<ElementType>{ElementType::kF32});
}

TEST(PluginMinimal, AddAndMultiplyComputeRight) {
  const std::vector<float> x = {1.5f, -2.0f, 3e38f, 0.1f}, y = {2.25f, 0.5f, 3e38f, 0.2f};
  EXPECT_EQ(run("add", x, y), (std::vector<float>{3.75f, -1.5f, INFINITY, 0.1f + 0.2f}));
  EXPECT_EQ(run("multiply", x, y), (std::vector<float>{3.375f, -1.0f, INFINITY, 0.1f * 0.2f}));
}

TEST(PluginMinimal, SubtractFollowsTheOperandOrder) {
  EXPECT_EQ(run("subtract", {5, 1}, {2, 3}), (std::vector<float>{3, -2}));
  EXPECT_EQ(run("subtract", {5, 1}, {2, 3}, "%b, %a"), (std::vector<float>{-3, 2}));
  EXPECT_EQ(run("add", {5, 1}, {2, 3}, "%a, %a"), (std::vector<float>{10, 2}));
}

TEST(PluginMinimal, MaximumAndMinimumPropagateNanAndOrderZeros) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> max = run("maximum", {nan, 1, -0.0f, 2}, {1, nan, 0.0f, -3});
  ASSERT_EQ(max.size(), 4u);
  EXPECT_TRUE(std::isnan(max[0]) && std::isnan(max[1]));
  EXPECT_FALSE(std::signbit(max[2]));
  EXPECT_EQ(max[3], 2);
  std::vector<float> min = run("minimum", {0.0f, 2}, {-0.0f, -3});
  ASSERT_EQ(min.size(), 2u);
  EXPECT_TRUE(std::signbit(min[0]));
  EXPECT_EQ(min[1], -3);
}

TEST(PluginMinimal, RankZeroAndEmptyTensors) {
  std::unique_ptr<Backend> backend = test::openOrFail(kPlugin, "");
  ASSERT_TRUE(backend);
  auto scalar = compileAndRun(*backend, binaryProgram("add", "tensor<f32>"),
                              {f32Tensor({}, {1}), f32Tensor({}, {2})});
  ASSERT_TRUE(scalar.ok()) << scalar.message;
  EXPECT_EQ(floats(scalar.value.at(0)), std::vector<float>{3});
  auto empty = compileAndRun(*backend, binaryProgram("add", "tensor<0x3xf32>"),
                             {f32Tensor({0, 3}, {}), f32Tensor({0, 3}, {})});
  ASSERT_TRUE(empty.ok()) << empty.message;
  EXPECT_EQ(empty.value.at(0).shape(), (std::vector<int64_t>{0, 3}));
}

TEST(PluginMinimal, OtherOpsAndTypesAreNotSupported) {
  std::unique_ptr<Backend> backend = test::openOrFail(kPlugin, "");
  ASSERT_TRUE(backend);
  Program program;
  program.text =
      "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %r = stablehlo.exponential %a : tensor<2xf32>\n"
      "  return %r : tensor<2xf32>\n}\n";
  auto exp = backend->compile(program, {});
  EXPECT_EQ(exp.status, CallStatus::kNotSupported);
  EXPECT_NE(exp.message.find("stablehlo.exponential"), std::string::npos) << exp.message;
  program.text = binaryProgram("add", "tensor<2xi32>");
  EXPECT_EQ(backend->compile(program, {}).status, CallStatus::kNotSupported);
  program.text = binaryProgram("add", "tensor<2xcomplex<f32>>");
  EXPECT_EQ(backend->compile(program, {}).status, CallStatus::kNotSupported);
}

TEST(PluginMinimal, ProgramsItCannotMakeSenseOfAreErrors) {
  std::unique_ptr<Backend> backend = test::openOrFail(kPlugin, "");
  ASSERT_TRUE(backend);
  Program program;
  program.text = binaryProgram("add");
  program.entry = "absent";
  auto noEntry = backend->compile(program, {});
  EXPECT_EQ(noEntry.status, CallStatus::kError);
  EXPECT_FALSE(noEntry.message.empty());
  program.entry = "main";
  program.text =
      "func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %r = stablehlo.add %a, %c : tensor<2xf32>\n  return %r : tensor<2xf32>\n}\n";
  auto undefined = backend->compile(program, {});
  EXPECT_EQ(undefined.status, CallStatus::kError);
  EXPECT_NE(undefined.message.find("%c"), std::string::npos) << undefined.message;
}

TEST(PluginMinimal, RejectsAConfig) {
  Result<std::unique_ptr<Backend>> backend = openPluginBackend(kPlugin, "fast=1");
  ASSERT_FALSE(backend.ok());
  EXPECT_NE(backend.error().message.find("takes no --backend-config"), std::string::npos)
      << backend.error().str();
}

TEST(PluginMinimal, OpenBackendTakesThePluginSpec) {
  Result<std::unique_ptr<Backend>> backend = openBackend({"plugin:" + kPlugin, ""});
  ASSERT_TRUE(backend.ok()) << backend.error().str();
  EXPECT_EQ((*backend)->capabilities().name, "minimal-plugin");
  Result<std::unique_ptr<Backend>> noPath = openBackend({"plugin:", ""});
  ASSERT_FALSE(noPath.ok());
  EXPECT_NE(noPath.error().message.find("path"), std::string::npos);
}

TEST(PluginMinimal, AnExecutableMayOutliveItsBackend) {
  std::unique_ptr<Backend> backend = test::openOrFail(kPlugin, "");
  ASSERT_TRUE(backend);
  Program program;
  program.text = binaryProgram("add");
  auto compiled = backend->compile(program, {});
  ASSERT_TRUE(compiled.ok()) << compiled.message;
  backend.reset();
  compiled.value.reset();  // releases through the still-loaded library
}

TEST(PluginMinimal, InstancesRunConcurrently) {
  std::vector<std::thread> threads;
  std::vector<std::vector<float>> results(4);
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < 20; ++i) results[t] = run("multiply", {float(t), 2}, {3, float(t)});
    });
  for (std::thread& thread : threads) thread.join();
  for (int t = 0; t < 4; ++t) EXPECT_EQ(results[t], (std::vector<float>{3.0f * t, 2.0f * t}));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
