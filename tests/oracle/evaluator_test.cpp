// The evaluator core on IR built by hand (no parser, no op handlers needed):
// calls, argument binding, returns, the call-depth limit and error locations.
#include "oracle/evaluator.h"
#include "spec/text/parser.h"

#include <gtest/gtest.h>
#include "tests/oracle/verified_eval.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

Type scalarI32() {
  return Type::tensor({}, ElementType::kSI32);
}

// func.func @name(%arg0: tensor<i32>) -> tensor<i32> { <body> }
Block* addFunction(Module& module, const std::string& name) {
  auto func = std::make_unique<Operation>("func.func");
  func->setProperty("sym_name", Attribute::string(name));
  func->setProperty("function_type", Attribute::type(Type::function({scalarI32()}, {scalarI32()})));
  Block* body = func->addRegion()->addBlock();
  body->addArgument(scalarI32(), "%arg0");
  module.body()->append(std::move(func));
  return body;
}

Module emptyModule() {
  Module module;
  module.op = std::make_unique<Operation>("builtin.module");
  module.op->addRegion()->addBlock();
  return module;
}

void appendCall(Block* block, const std::string& callee, Value* argument, int line) {
  auto call = std::make_unique<Operation>("func.call");
  call->setProperty("callee", Attribute::symbol({callee}));
  call->addOperand(argument);
  call->addResult(scalarI32());
  call->location = {"test.mlir", line, 3};
  Operation* op = block->append(std::move(call));
  auto ret = std::make_unique<Operation>("func.return");
  ret->addOperand(op->result(0));
  block->append(std::move(ret));
}

RuntimeValue scalar(int32_t v) {
  Tensor t({}, ElementType::kSI32);
  t.setIntValue(0, v);
  return RuntimeValue::fromTensor(std::move(t));
}

TEST(Evaluator, CallBindsArgumentsAndReturnsResults) {
  Module module = emptyModule();
  Block* identity = addFunction(module, "identity");
  auto ret = std::make_unique<Operation>("func.return");
  ret->addOperand(identity->argument(0));
  identity->append(std::move(ret));
  Block* main = addFunction(module, "main");
  appendCall(main, "identity", main->argument(0), 7);

  RuntimeValue args[] = {scalar(42)};
  auto results = testing::verifyAndEvaluate(module, "main", args);
  ASSERT_TRUE(results.ok()) << results.error().str();
  ASSERT_EQ(results->size(), 1u);
  EXPECT_EQ((*results)[0].tensor().intValue(0), 42);
}

TEST(Evaluator, UnboundedRecursionEndsWithAnErrorNotACrash) {
  Module module = emptyModule();
  Block* loop = addFunction(module, "loop");
  appendCall(loop, "loop", loop->argument(0), 12);
  RuntimeValue args[] = {scalar(1)};
  EvalOptions options;
  options.maxCallDepth = 64;
  auto results = testing::verifyAndEvaluate(module, "loop", args, options);
  ASSERT_FALSE(results.ok());
  EXPECT_NE(results.error().message.find("64 levels"), std::string::npos) << results.error().str();
}

TEST(Evaluator, StepBudgetStopsEvaluation) {
  Module module = emptyModule();
  Block* loop = addFunction(module, "loop");
  appendCall(loop, "loop", loop->argument(0), 12);
  RuntimeValue args[] = {scalar(1)};
  EvalOptions options;
  options.stepBudget = 10;
  auto results = testing::verifyAndEvaluate(module, "loop", args, options);
  ASSERT_FALSE(results.ok());
  EXPECT_NE(results.error().message.find("step budget"), std::string::npos);
  EXPECT_EQ(results.error().location.line, 12);
}

TEST(Evaluator, HugeResultsAreAnErrorNotAnAllocation) {
  Result<Module> m = parseModule(
      "func.func @big() -> tensor<4294967296x4294967296xf32> {\n"
      "  %0 = stablehlo.iota dim = 0 : tensor<4294967296x4294967296xf32>\n"
      "  return %0 : tensor<4294967296x4294967296xf32>\n"
      "}\n"
      "func.func @medium() -> tensor<5000xf32> {\n"
      "  %0 = stablehlo.iota dim = 0 : tensor<5000xf32>\n"
      "  return %0 : tensor<5000xf32>\n"
      "}\n",
      "big.mlir");
  ASSERT_TRUE(m.ok()) << m.error().str();
  auto big = testing::verifyAndEvaluate(*m, "big", {});
  ASSERT_FALSE(big.ok());
  EXPECT_EQ(big.error().str(),
            "big.mlir:2:3: error: stablehlo.iota: result #0 has over 2^63 elements, more than the "
            "evaluation limit of 268435456");
  EvalOptions options;
  options.maxResultElements = 4096;
  auto medium = testing::verifyAndEvaluate(*m, "medium", {}, options);
  ASSERT_FALSE(medium.ok());
  EXPECT_NE(medium.error().message.find("5000 elements, more than the evaluation limit of 4096"),
            std::string::npos)
      << medium.error().str();
  EXPECT_TRUE(testing::verifyAndEvaluate(*m, "medium", {}).ok());
}

// One op whose work lies in its attributes (a 10^12-element window over a
// 4-element input) ends with an error instead of running for hours; so do the
// exact DFT and a loop of ops that are each cheap.
TEST(Evaluator, WorkBudgetStopsOpsWhoseWorkIsNotInTheirResults) {
  Result<Module> m = parseModule(
      "func.func @window() -> tensor<4xf32> {\n"
      "  %x = stablehlo.constant dense<1.0> : tensor<4xf32>\n"
      "  %i = stablehlo.constant dense<0.0> : tensor<f32>\n"
      "  %r = \"stablehlo.reduce_window\"(%x, %i) ({\n"
      "  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
      "    %s = stablehlo.add %a, %b : tensor<f32>\n"
      "    stablehlo.return %s : tensor<f32>\n"
      "  }) {window_dimensions = array<i64: 1000000000000>, padding = dense<[[499999999999, "
      "500000000000]]> : tensor<1x2xi64>} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>\n"
      "  return %r : tensor<4xf32>\n"
      "}\n"
      "func.func @fft() -> tensor<4096xcomplex<f32>> {\n"
      "  %x = stablehlo.constant dense<(1.0, 0.5)> : tensor<4096xcomplex<f32>>\n"
      "  %r = stablehlo.fft %x, type = FFT, length = [4096] : (tensor<4096xcomplex<f32>>) -> "
      "tensor<4096xcomplex<f32>>\n"
      "  return %r : tensor<4096xcomplex<f32>>\n"
      "}\n"
      "func.func @fft64() -> tensor<64xcomplex<f32>> {\n"
      "  %x = stablehlo.constant dense<(1.0, 0.5)> : tensor<64xcomplex<f32>>\n"
      "  %r = stablehlo.fft %x, type = FFT, length = [64] : (tensor<64xcomplex<f32>>) -> "
      "tensor<64xcomplex<f32>>\n"
      "  return %r : tensor<64xcomplex<f32>>\n"
      "}\n",
      "work.mlir");
  ASSERT_TRUE(m.ok()) << m.error().str();
  auto window = testing::verifyAndEvaluate(*m, "window", {});
  ASSERT_FALSE(window.ok());
  EXPECT_EQ(window.error().str(),
            "work.mlir:4:3: error: stablehlo.reduce_window: work budget of 68719476736 element "
            "operations exhausted (this op needs 4000000000000); raise it with --work-budget");
  EvalOptions options;
  options.workBudget = 1 << 20;
  auto fft = testing::verifyAndEvaluate(*m, "fft", {}, options);
  ASSERT_FALSE(fft.ok());
  EXPECT_NE(fft.error().message.find("stablehlo.fft: work budget of 1048576"), std::string::npos)
      << fft.error().str();
  // The constant's and the DFT's 64 results, and 64 terms for each: the
  // budget is inclusive.
  options.workBudget = 64 + 64 + 64 * 64;
  EXPECT_TRUE(testing::verifyAndEvaluate(*m, "fft64", {}, options).ok());
  options.workBudget -= 1;
  EXPECT_FALSE(testing::verifyAndEvaluate(*m, "fft64", {}, options).ok());
}

TEST(Evaluator, UnknownOpIsNotSupportedWithItsLocation) {
  Module module = emptyModule();
  Block* main = addFunction(module, "main");
  auto op = std::make_unique<Operation>("vendor.mystery");
  op->addOperand(main->argument(0));
  op->addResult(scalarI32());
  op->location = {"test.mlir", 4, 8};
  Value* mystery = op->result(0);
  main->append(std::move(op));
  auto ret = std::make_unique<Operation>("func.return");
  ret->addOperand(mystery);
  main->append(std::move(ret));
  RuntimeValue args[] = {scalar(1)};
  auto results = testing::verifyAndEvaluate(module, "main", args);
  ASSERT_FALSE(results.ok());
  EXPECT_EQ(results.error().str(),
            "test.mlir:4:8: error: vendor.mystery: the oracle has no semantics for this op "
            "(NotSupported)");
}

TEST(Evaluator, CallToMissingFunctionIsAnError) {
  Module module = emptyModule();
  RuntimeValue args[] = {scalar(1)};
  auto results = testing::verifyAndEvaluate(module, "absent", args);
  ASSERT_FALSE(results.ok());
  EXPECT_NE(results.error().message.find("@absent"), std::string::npos);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
