// Test extraction: both test conventions become a plain program, its inputs
// and its outputs; what must stay a constant stays one; invalid splits are
// negative tests.
#include "suites/test_case.h"

#include <gtest/gtest.h>

#include "spec/text/printer.h"

namespace hlo_cts::suites {
namespace {
namespace HLO_CTS_UNITY_ID {

std::vector<TestCase> extract(std::string_view text, const ExtractOptions& options = {}) {
  Result<std::vector<TestCase>> tests = extractTests(text, "t.mlir", options);
  EXPECT_TRUE(tests.ok()) << (tests.ok() ? "" : tests.error().str());
  return tests.ok() ? std::move(*tests) : std::vector<TestCase>{};
}

TEST(TestExtraction, CheckDialectConstantsBecomeArgumentsAndChecksOutputs) {
  std::vector<TestCase> tests = extract(R"(
func.func @add_op_test_si32() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %2 = stablehlo.add %0, %1 : tensor<2xi32>
  check.expect_eq_const %2, dense<[4, 6]> : tensor<2xi32>
  func.return
}
)");
  ASSERT_EQ(tests.size(), 1u);
  const TestCase& test = tests[0];
  EXPECT_EQ(test.id, "t.mlir::add_op_test_si32");
  EXPECT_FALSE(test.negative);
  ASSERT_EQ(test.inputs.size(), 2u);
  EXPECT_EQ(test.inputs[0].intValue(1), 2);
  EXPECT_EQ(test.inputs[1].intValue(0), 3);
  ASSERT_EQ(test.outputs.size(), 1u);
  EXPECT_EQ(test.outputs[0].origin, "check.expect_eq_const operand 0");
  EXPECT_EQ(test.entry, "main");
  EXPECT_EQ(test.programText.find("check."), std::string::npos) << test.programText;
  EXPECT_EQ(test.programText.find("stablehlo.constant"), std::string::npos) << test.programText;
  EXPECT_NE(test.programText.find("func.func @main(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> "
                                  "tensor<2xi32>"),
            std::string::npos)
      << test.programText;
  EXPECT_TRUE(test.verifiedProgram.has_value());
  EXPECT_TRUE(test.verifiedSource.has_value());
}

TEST(TestExtraction, ExportedTestInputsInlinedExpectedDropped) {
  std::vector<TestCase> tests = extract(R"(
module @jit_exp attributes {mhlo.num_partitions = 1 : i32} {
  func.func @main() -> (tensor<2xf32> {jax.result_info = ""}) {
    %0 = call @inputs() : () -> tensor<2xf32>
    %1 = call @expected() : () -> tensor<2xf32>
    %2 = stablehlo.exponential %0 : tensor<2xf32>
    stablehlo.custom_call @check.expect_close(%2, %1) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
    return %2 : tensor<2xf32>
  }
  func.func private @inputs() -> (tensor<2xf32> {mhlo.layout_mode = "default"}) {
    %cst = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
    return %cst : tensor<2xf32>
  }
  func.func private @expected() -> (tensor<2xf32> {mhlo.layout_mode = "default"}) {
    %cst = stablehlo.constant dense<[1.0, 2.71828175]> : tensor<2xf32>
    return %cst : tensor<2xf32>
  }
}
)");
  ASSERT_EQ(tests.size(), 1u);
  const TestCase& test = tests[0];
  EXPECT_EQ(test.id, "t.mlir::main");
  ASSERT_EQ(test.inputs.size(), 1u);
  EXPECT_EQ(test.inputs[0].bits(1), 0x3F800000u);
  // The asserted value and the returned one are the same value: one output.
  ASSERT_EQ(test.outputs.size(), 1u);
  EXPECT_EQ(test.outputs[0].origin, "custom_call @check.expect_close operand 0");
  EXPECT_EQ(test.programText.find("@inputs"), std::string::npos) << test.programText;
  EXPECT_EQ(test.programText.find("@expected"), std::string::npos) << test.programText;
  EXPECT_EQ(test.programText.find("custom_call"), std::string::npos) << test.programText;
  EXPECT_NE(test.programText.find("mhlo.num_partitions"), std::string::npos) << test.programText;
}

// An exported test gives its inputs through @inputs; a constant of its own
// is part of the program, which a compiler may fold (XLA:CPU folds
// count_leading_zeros of a negative i8 to -56 and computes 0 at run time):
// lifted, a reproducer of that folding would pass when read back.
TEST(TestExtraction, ExportedTestKeepsItsOwnConstants) {
  std::vector<TestCase> tests = extract(R"(
func.func private @inputs() -> tensor<2xi8> {
  %c = stablehlo.constant dense<[3, 4]> : tensor<2xi8>
  return %c : tensor<2xi8>
}
func.func @main() -> tensor<2xi8> {
  %0 = call @inputs() : () -> tensor<2xi8>
  %c = stablehlo.constant dense<[-1, 1]> : tensor<2xi8>
  %1 = stablehlo.count_leading_zeros %c : tensor<2xi8>
  %2 = stablehlo.add %0, %1 : tensor<2xi8>
  return %2 : tensor<2xi8>
}
)");
  ASSERT_EQ(tests.size(), 1u);
  const TestCase& test = tests[0];
  ASSERT_EQ(test.inputs.size(), 1u);
  EXPECT_EQ(test.inputs[0].intValue(1), 4);
  EXPECT_NE(test.programText.find("stablehlo.constant dense<[-1, 1]> : tensor<2xi8>"),
            std::string::npos)
      << test.programText;
  EXPECT_NE(test.programText.find("func.func @main(%arg0: tensor<2xi8>) -> tensor<2xi8>"),
            std::string::npos)
      << test.programText;
}

TEST(TestExtraction, ShapeOperandsStayConstantsAndCalleesAreCopied) {
  std::vector<TestCase> tests = extract(R"(
func.func @helper(%x: tensor<4xi64>) -> tensor<4xi64> {
  %0 = stablehlo.negate %x : tensor<4xi64>
  func.return %0 : tensor<4xi64>
}
func.func @unused(%x: tensor<4xi64>) -> tensor<4xi64> {
  func.return %x : tensor<4xi64>
}
func.func @reshape_test() {
  %operand = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %shape = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
  %n = func.call @helper(%operand) : (tensor<4xi64>) -> tensor<4xi64>
  %r = stablehlo.dynamic_reshape %n, %shape : (tensor<4xi64>, tensor<2xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %r, dense<[[-1, -2], [-3, -4]]> : tensor<2x2xi64>
  func.return
}
)");
  // @helper and @unused take arguments: not tests.
  ASSERT_EQ(tests.size(), 1u);
  const TestCase& test = tests[0];
  ASSERT_EQ(test.inputs.size(), 1u);
  EXPECT_NE(test.programText.find("stablehlo.constant dense<2>"), std::string::npos)
      << test.programText;
  EXPECT_NE(test.programText.find("@helper"), std::string::npos) << test.programText;
  EXPECT_EQ(test.programText.find("@unused"), std::string::npos) << test.programText;
}

TEST(TestExtraction, ConstantsAsWrittenWhenAsked) {
  ExtractOptions options;
  options.constantsAsArguments = false;
  std::vector<TestCase> tests = extract(R"(
func.func @t() {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = stablehlo.negate %0 : tensor<2xf32>
  %2 = stablehlo.constant dense<[-1.0, -2.0]> : tensor<2xf32>
  check.expect_eq %1, %2 : tensor<2xf32>
  func.return
}
)",
                                        options);
  ASSERT_EQ(tests.size(), 1u);
  EXPECT_TRUE(tests[0].inputs.empty());
  ASSERT_EQ(tests[0].outputs.size(), 1u);  // the expected constant is not an output
  EXPECT_NE(tests[0].programText.find("func.func @main() -> tensor<2xf32>"), std::string::npos)
      << tests[0].programText;
}

// A test of stablehlo.constant gives the backend the constant to
// materialize: lifted into an argument, it would test a bare return.
TEST(TestExtraction, ConstantUnderTestStaysAConstant) {
  std::vector<TestCase> tests = extract(R"(
func.func @t() -> tensor<2xi1> attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.constant"}} {
  %0 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %1 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  check.expect_eq %0, %1 : tensor<2xi1>
  func.return %0 : tensor<2xi1>
}
)");
  ASSERT_EQ(tests.size(), 1u);
  EXPECT_TRUE(tests[0].inputs.empty());
  ASSERT_EQ(tests[0].outputs.size(), 1u);
  EXPECT_NE(tests[0].programText.find("stablehlo.constant dense<[true, false]>"), std::string::npos)
      << tests[0].programText;
}

TEST(TestExtraction, InvalidSplitIsANegativeTestAndIdsStayUnique) {
  std::vector<TestCase> tests = extract(R"(
func.func @main() {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  %1 = stablehlo.abs %0 : tensor<f32>
  check.expect_eq_const %1, dense<1.0> : tensor<f32>
  func.return
}
// -----
func.func @main() {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  check.expect_eq_const %0, dense<1.0> : tensor<f32>
  func.return
}
// -----
func.func @main(%a: tensor<4xf32>) {
  %r = "stablehlo.abs"(%a) : (tensor<4xf32>) -> tensor<3xf32>
  func.return
}
)");
  ASSERT_EQ(tests.size(), 3u);
  EXPECT_EQ(tests[0].id, "t.mlir::main");
  EXPECT_EQ(tests[1].id, "t.mlir::main~2");
  EXPECT_TRUE(tests[1].outputs.empty());  // checks a constant: nothing for a backend to compute
  EXPECT_TRUE(tests[2].negative);
  EXPECT_EQ(tests[2].id, "t.mlir::split-3");
  EXPECT_EQ(tests[2].violation.clause.str(), "stablehlo.abs (C1)");
  EXPECT_EQ(tests[2].violation.location.line, 16);  // the raw string starts with a newline
}

// A negative split of a clause only the seed spec has (quantized C1): under
// today's version the program is valid, so a run leaves the split out
// rather than call a backend that takes it wrong; coverage reads every split
// under the version it names.
TEST(TestExtraction, ASplitOfAnotherSpecVersionIsLeftOutOrCheckedUnderIt) {
  const std::string_view text = R"(
func.func @main() {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  check.expect_eq_const %0, dense<1.0> : tensor<f32>
  func.return
}
// -----
// spec-version: seed (today's spec dropped this clause)
func.func @main(%a0: tensor<2xf16>) {
  %r = "stablehlo.uniform_quantize"(%a0) : (tensor<2xf16>) -> tensor<2x!quant.uniform<i16:f16, 5.000000e-01>>
  return
}
)";
  std::vector<TestCase> today = extract(text);
  ASSERT_EQ(today.size(), 1u);
  EXPECT_EQ(today[0].id, "t.mlir::main");
  std::vector<TestCase> seed = extract(text, {.specVersion = ops::SpecVersion::kSeed});
  ASSERT_EQ(seed.size(), 2u);
  EXPECT_TRUE(seed[1].negative);
  EXPECT_EQ(seed[1].violation.clause.str(), "quantized element type (C1)");
  std::vector<TestCase> each = extract(text, {.specVersion = std::nullopt});
  ASSERT_EQ(each.size(), 2u);
  EXPECT_TRUE(each[1].negative);
  EXPECT_EQ(each[1].id, "t.mlir::split-2");
}

TEST(TestExtraction, MetadataAttributeIsReadAndNotGivenToTheBackend) {
  std::vector<TestCase> tests = extract(R"(
func.func @abs_example() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.abs",
    source = "StableHLO spec, abs, example 1", features = ["element:int"], clauses = ["C1"]}} {
  %0 = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi32>
  %1 = stablehlo.abs %0 : tensor<3xi32>
  check.expect_eq_const %1, dense<[2, 0, 2]> : tensor<3xi32>
  func.return
}
)");
  ASSERT_EQ(tests.size(), 1u);
  const TestMeta& meta = tests[0].meta;
  EXPECT_EQ(meta.kind, "positive");
  EXPECT_EQ(meta.op, "stablehlo.abs");
  EXPECT_EQ(meta.source, "StableHLO spec, abs, example 1");
  EXPECT_EQ(meta.features, std::vector<std::string>{"element:int"});
  EXPECT_EQ(meta.clauses, std::vector<std::string>{"C1"});
  EXPECT_EQ(tests[0].programText.find("hlo_cts"), std::string::npos) << tests[0].programText;
  EXPECT_TRUE(extract("func.func @t() {\n  func.return\n}\n")[0].meta.empty());
}

TEST(TestExtraction, MalformedMetadataIsAnErrorWithItsLocation) {
  auto error = [](std::string_view dictionary) {
    std::string text = "\nfunc.func @t() attributes {hlo_cts.test = " + std::string(dictionary) +
                       "} {\n  func.return\n}\n";
    Result<std::vector<TestCase>> tests = extractTests(text, "m.mlir");
    return tests.ok() ? std::string("accepted") : tests.error().str();
  };
  EXPECT_NE(error("\"positive\"").find("m.mlir:2:"), std::string::npos) << error("\"positive\"");
  EXPECT_NE(error("{kind = 1}").find("'kind' must be a string"), std::string::npos);
  EXPECT_NE(error("{colour = \"red\"}").find("unknown field 'colour'"), std::string::npos);
  EXPECT_NE(error("{op = \"stablehlo.nope\"}").find("does not define"), std::string::npos);
  EXPECT_NE(error("{op = \"stablehlo.abs\", clauses = [\"C99\"]}").find("clause C99"),
            std::string::npos);
  EXPECT_NE(error("{clauses = [\"C1\"]}").find("names no op"), std::string::npos);
  EXPECT_NE(error("{features = [1]}").find("array of strings"), std::string::npos);
}

TEST(TestExtraction, UnparsableTextIsAnError) {
  Result<std::vector<TestCase>> tests = extractTests("func.func @f( {", "bad.mlir");
  ASSERT_FALSE(tests.ok());
  EXPECT_NE(tests.error().str().find("bad.mlir:1:"), std::string::npos) << tests.error().str();
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::suites
