// Whole-program rules of the checker on parsed text: calls, returns, region
// terminators, the process grid from interpreter.run_parallel, token
// threading and the corpus helper ops.
#include <gtest/gtest.h>

#include "spec/checker/checker.h"
#include "spec/text/parser.h"

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

std::vector<Diagnostic> check(const std::string& text, checker::CheckOptions options = {}) {
  auto module = parseModule(text, "t.mlir");
  EXPECT_TRUE(module.ok()) << module.error().str();
  if (!module.ok()) return {};
  return checker::checkModule(*module, options);
}

std::string errors(const std::vector<Diagnostic>& ds) {
  std::string out;
  for (const Diagnostic& d : ds)
    if (d.severity == Diagnostic::Severity::kError) out += d.str() + "\n";
  return out;
}

TEST(CheckerProgram, CallTypesMustMatchTheCallee) {
  auto ds = check(
      "func.func @f(%x: tensor<f32>) -> tensor<f32> {\n"
      "  return %x : tensor<f32>\n"
      "}\n"
      "func.func @main(%a: tensor<f64>) -> tensor<f32> {\n"
      "  %0 = func.call @f(%a) : (tensor<f64>) -> tensor<f32>\n"
      "  return %0 : tensor<f32>\n"
      "}\n");
  EXPECT_EQ(errors(ds),
            "t.mlir:5:3: error: func.call: operands (tensor<f64>) do not match the inputs of @f "
            "(tensor<f32>)\n");
}

TEST(CheckerProgram, CalleeMustExist) {
  auto ds = check(
      "func.func @main(%a: tensor<f32>) {\n"
      "  %0 = func.call @nowhere(%a) : (tensor<f32>) -> tensor<f32>\n"
      "  return\n"
      "}\n");
  EXPECT_EQ(errors(ds), "t.mlir:2:3: error: func.call: callee @nowhere is not defined\n");
}

TEST(CheckerProgram, RegionsEndWithStablehloReturn) {
  auto ds = check(
      "func.func @main(%p: tensor<i1>, %a: tensor<f32>) {\n"
      "  %0 = \"stablehlo.if\"(%p) ({\n"
      "    func.return %a : tensor<f32>\n"
      "  }, {\n"
      "    stablehlo.return %a : tensor<f32>\n"
      "  }) : (tensor<i1>) -> tensor<f32>\n"
      "  return\n"
      "}\n");
  std::string e = errors(ds);
  EXPECT_NE(e.find("stablehlo.if: region #0 must end with stablehlo.return, ends with func.return"),
            std::string::npos)
      << e;
}

TEST(CheckerProgram, RunParallelGivesTheProcessGrid) {
  const std::string program =
      "module {\n"
      "  func.func @gather(%x: tensor<2x2xi64>) -> tensor<2x4xi64> {\n"
      "    %r = \"stablehlo.all_gather\"(%x) {all_gather_dim = 1 : i64,\n"
      "        replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}\n"
      "        : (tensor<2x2xi64>) -> tensor<2x4xi64>\n"
      "    return %r : tensor<2x4xi64>\n"
      "  }\n"
      "  func.func @main(%a: tensor<2x2xi64>) {\n"
      "    %r:N = \"interpreter.run_parallel\"(ARGS) {programs = PROGRAMS}\n"
      "        : (TYPES) -> (RESULTS)\n"
      "    return\n"
      "  }\n"
      "}\n";
  auto instantiate = [&](int replicas) {
    std::string text = program, args, types, results, programs = "[";
    for (int i = 0; i < replicas; ++i) {
      args += std::string(i ? ", " : "") + "%a";
      types += std::string(i ? ", " : "") + "tensor<2x2xi64>";
      results += std::string(i ? ", " : "") + "tensor<2x4xi64>";
      programs += std::string(i ? ", " : "") + "[@gather]";
    }
    programs += "]";
    for (auto [from, to] : {std::pair<std::string, std::string>{"N", std::to_string(replicas)},
                            {"ARGS", args},
                            {"TYPES", types},
                            {"RESULTS", results},
                            {"PROGRAMS", programs}})
      text.replace(text.find(from), from.size(), to);
    return text;
  };
  EXPECT_EQ(errors(check(instantiate(2))), "");
  EXPECT_EQ(errors(check(instantiate(3))),
            "t.mlir:3:5: error: stablehlo.all_gather (C3): size(replica_groups) = 2 but "
            "num_replicas = 3\n");
}

TEST(CheckerProgram, ForkedTokensGetANote) {
  auto ds = check(
      "func.func @main(%t: !stablehlo.token, %x: tensor<2xf32>) {\n"
      "  %0 = \"stablehlo.outfeed\"(%x, %t) {outfeed_config = \"\"} : (tensor<2xf32>, "
      "!stablehlo.token) -> !stablehlo.token\n"
      "  %1 = \"stablehlo.outfeed\"(%x, %t) {outfeed_config = \"\"} : (tensor<2xf32>, "
      "!stablehlo.token) -> !stablehlo.token\n"
      "  return\n"
      "}\n");
  EXPECT_EQ(errors(ds), "");
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_EQ(ds[0].severity, Diagnostic::Severity::kNote);
  EXPECT_EQ(ds[0].location.line, 3);
}

TEST(CheckerProgram, CheckHelpersCompareMatchingTypes) {
  auto ds = check(
      "func.func @main() {\n"
      "  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
      "  check.expect_eq_const %0, dense<[1, 2]> : tensor<2xi64>\n"
      "  return\n"
      "}\n");
  EXPECT_NE(errors(ds).find("t.mlir:3:3: error: check.expect_eq_const: expected value has type "
                            "tensor<2xi64> but the operand has type tensor<2xi32>"),
            std::string::npos)
      << errors(ds);
}

// Found by fuzz/interpret_fuzzer's custom mutator: a probe without an
// operand passed the checker and test extraction read its operand 0.
TEST(CheckerProgram, ProbeTakesOneOperandAndReturnsIt) {
  auto noOperand = check(
      "func.func @main() {\n"
      "  %0 = \"interpreter.probe\"() <{probe_id = \"p\"}> : () -> tensor<2xi1>\n"
      "  return\n"
      "}\n");
  EXPECT_NE(
      errors(noOperand).find("interpreter.probe: expected 1 operand and 1 result, got 0 and 1"),
      std::string::npos)
      << errors(noOperand);
  auto otherType = check(
      "func.func @main(%a: tensor<2xi1>) {\n"
      "  %0 = \"interpreter.probe\"(%a) <{probe_id = \"p\"}> : (tensor<2xi1>) -> tensor<2xi8>\n"
      "  return\n"
      "}\n");
  EXPECT_NE(errors(otherType).find("returns tensor<2xi8> but probes tensor<2xi1>"),
            std::string::npos)
      << errors(otherType);
}

TEST(CheckerProgram, UnknownOpsAndDialects) {
  const std::string text =
      "func.func @main(%a: tensor<2xf32>) {\n"
      "  %0 = \"stablehlo.frobnicate\"(%a) : (tensor<2xf32>) -> tensor<2xf32>\n"
      "  %1 = \"mydialect.op\"(%a) : (tensor<2xf32>) -> tensor<2xf32>\n"
      "  return\n"
      "}\n";
  EXPECT_EQ(errors(check(text)), "t.mlir:2:3: error: stablehlo.frobnicate: unknown op\n");
  checker::CheckOptions strict;
  strict.rejectUnknownDialects = true;
  EXPECT_EQ(errors(check(text, strict)),
            "t.mlir:2:3: error: stablehlo.frobnicate: unknown op\n"
            "t.mlir:3:3: error: mydialect.op: op of an unknown dialect\n");
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
