// Localization and reduction of a failing test: on a backend one bit off in
// stablehlo.exponential, an eight-op program is pinned on its exponential
// and cut down to at most two ops with the same failure signature, whose
// reproducer fails on that backend and passes on the oracle; a backend
// wrong only on the values its own exp produces is pinned on the multiply
// that reads them; random programs never lose their signature.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <chrono>
#include <random>

#include "oracle/oracle.h"
#include "oracle/profile.h"
#include "tests/tools/faulty_backends.h"
#include "tools/runner/localize.h"
#include "tools/runner/reduce.h"
#include "tools/runner/verdict.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

// Eight computing ops; the exponential (op 3 of the body, once the
// constants are arguments) feeds the multiply whose output fails.
constexpr const char* kEightOps = R"(
func.func @eight_ops() -> (tensor<4xf32>, tensor<4xf32>) {
  %x = stablehlo.constant dense<[0.5, 1.0, 1.5, 2.0]> : tensor<4xf32>
  %y = stablehlo.constant dense<[0.25, -1.0, 3.0, 0.125]> : tensor<4xf32>
  %0 = stablehlo.add %x, %y : tensor<4xf32>
  %1 = stablehlo.multiply %0, %x : tensor<4xf32>
  %2 = stablehlo.subtract %1, %y : tensor<4xf32>
  %3 = stablehlo.exponential %2 : tensor<4xf32>
  %4 = stablehlo.multiply %3, %y : tensor<4xf32>
  %5 = stablehlo.negate %0 : tensor<4xf32>
  %6 = stablehlo.maximum %5, %1 : tensor<4xf32>
  %7 = stablehlo.abs %6 : tensor<4xf32>
  func.return %4, %7 : tensor<4xf32>, tensor<4xf32>
}
)";

suites::TestCase onlyTest(std::string_view text) {
  Result<std::vector<suites::TestCase>> tests = suites::extractTests(text, "t.mlir");
  EXPECT_TRUE(tests.ok()) << (tests.ok() ? "" : tests.error().str());
  EXPECT_EQ(tests.ok() ? tests->size() : 0u, 1u);
  return tests.ok() && !tests->empty() ? (*tests)[0] : suites::TestCase{};
}

TEST(RunnerLocalize, NamesTheExponentialAndItsIndex) {
  const suites::TestCase test = onlyTest(kEightOps);
  auto backend = test_support::offByOneExponentialBackend();
  Result<Localization> found = localize(test, *backend, {});
  ASSERT_TRUE(found.ok()) << found.error().str();
  ASSERT_TRUE(found->found);
  EXPECT_EQ(found->op, "stablehlo.exponential");
  EXPECT_EQ(found->opIndex, 3);
  EXPECT_FALSE(found->oracleInputs);
  EXPECT_EQ(found->oneOpResult.verdict, Verdict::kFail);
  EXPECT_EQ(countComputingOps(found->oneOpTest), 1);
}

TEST(RunnerLocalize, CorrectProgramHasNoCulprit) {
  auto oracle = backends::makeOracleBackend();
  Result<Localization> found = localize(onlyTest(kEightOps), *oracle, {});
  ASSERT_TRUE(found.ok()) << found.error().str();
  EXPECT_FALSE(found->found);
  EXPECT_EQ(found->judgeCalls, 8);
}

// A backend whose exp is one ulp off (within the profile below) and whose
// multiply goes wrong only on the values that exp produced: judged on the
// oracle's exp values the multiply is right, on the backend's own it is not.
std::set<uint64_t>& producedByExp() {
  static std::set<uint64_t> values;
  return values;
}
Result<std::vector<oracle::RuntimeValue>> recordingExp(
    const Operation& op, std::span<const oracle::RuntimeValue> operands,
    oracle::EvalContext& context) {
  auto results = test_support::lastBitFlipped<OpId::kExponential, -1>(op, operands, context);
  if (results.ok())
    for (int64_t i = 0; i < (*results)[0].tensor().numElements(); ++i)
      producedByExp().insert((*results)[0].tensor().bits(i));
  return results;
}
Result<std::vector<oracle::RuntimeValue>> multiplyWrongOnExpValues(
    const Operation& op, std::span<const oracle::RuntimeValue> operands,
    oracle::EvalContext& context) {
  static const oracle::OpHandler real = oracle::oracleOps().find(OpId::kMultiply);
  auto results = real(op, operands, context);
  if (!results.ok()) return results;
  Tensor t = (*results)[0].tensor();
  for (int64_t i = 0; i < t.numElements(); ++i)
    if (producedByExp().count(operands[0].tensor().bits(i))) t.setBits(i, t.bits(i) ^ 1);
  (*results)[0] = oracle::RuntimeValue::fromTensor(std::move(t));
  return results;
}

TEST(RunnerLocalize, JudgesEachOpOnTheBackendsOwnInputs) {
  const suites::TestCase test = onlyTest(R"(
func.func @exp_then_multiply() -> tensor<3xf32> {
  %x = stablehlo.constant dense<[0.5, 1.25, 2.0]> : tensor<3xf32>
  %y = stablehlo.constant dense<[3.0, 5.0, 7.0]> : tensor<3xf32>
  %0 = stablehlo.add %x, %x : tensor<3xf32>
  %1 = stablehlo.exponential %0 : tensor<3xf32>
  %2 = stablehlo.multiply %1, %y : tensor<3xf32>
  func.return %2 : tensor<3xf32>
}
)");
  static const oracle::OpTable table = test_support::tableWith(
      {{OpId::kExponential, &recordingExp}, {OpId::kMultiply, &multiplyWrongOnExpValues}});
  auto backend = test_support::oracleWith(table, "wrong-multiply");
  Result<oracle::Profile> profile = oracle::parseProfile("op=exponential ulp=1\n", "test");
  ASSERT_TRUE(profile.ok());
  JudgeOptions options;
  options.profile = &*profile;
  ASSERT_EQ(judge(test, *backend, options).verdict, Verdict::kFail);
  Result<Localization> found = localize(test, *backend, options);
  ASSERT_TRUE(found.ok()) << found.error().str();
  ASSERT_TRUE(found->found);
  EXPECT_EQ(found->op, "stablehlo.multiply");
  EXPECT_EQ(found->opIndex, 2);
  // The one-op test's first input is what the backend's exp returned.
  ASSERT_FALSE(found->oneOpTest.inputs.empty());
  EXPECT_TRUE(producedByExp().count(found->oneOpTest.inputs[0].bits(0)));
}

TEST(RunnerReduce, EightOpsToAtMostTwoWithTheSameSignature) {
  const suites::TestCase test = onlyTest(kEightOps);
  auto backend = test_support::offByOneExponentialBackend();
  const reports::TestResult failure = judge(test, *backend, {});
  ASSERT_EQ(failure.verdict, Verdict::kFail) << failure.message;
  const FailureSignature signature = signatureOf(test, failure);
  EXPECT_EQ(signature.str(), "Fail stablehlo.multiply f32");

  const auto start = std::chrono::steady_clock::now();
  Result<Reduction> reduction = reduce(test, failure, *backend, {});
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_TRUE(reduction.ok()) << reduction.error().str();
  RecordProperty("judge_calls", reduction->judgeCalls);
  RecordProperty("milliseconds", static_cast<int>(seconds * 1000));
  std::printf("reduced in %d judge calls, %.2f ms: %s\n", reduction->judgeCalls, seconds * 1000,
              reduction->summary.c_str());
  EXPECT_EQ(reduction->signature, signature);
  EXPECT_EQ(signatureOf(reduction->reduced, reduction->result), signature);
  EXPECT_EQ(reduction->opsBefore, 8);
  EXPECT_LE(reduction->opsAfter, 2);
  EXPECT_LE(reduction->judgeCalls, ReduceOptions{}.maxJudgeCalls);
  EXPECT_NE(reduction->summary.find("Fail stablehlo.multiply f32"), std::string::npos)
      << reduction->summary;
  EXPECT_NE(reduction->summary.find("8 -> "), std::string::npos) << reduction->summary;

  // The reproducer stands on its own: it parses and verifies, fails the same
  // way on the backend, and passes on the oracle.
  const std::string& text = reduction->reproducer;
  EXPECT_NE(text.find("@check.expect"), std::string::npos) << text;
  const suites::TestCase reproduced = onlyTest(text);
  ASSERT_TRUE(reproduced.verifiedProgram.has_value()) << text;
  const reports::TestResult again = judge(reproduced, *backend, {});
  EXPECT_EQ(signatureOf(reproduced, again), signature) << again.message << "\n" << text;
  auto oracle = backends::makeOracleBackend();
  const reports::TestResult onOracle = judge(reproduced, *oracle, {});
  EXPECT_EQ(onOracle.verdict, Verdict::kPass) << onOracle.message << "\n" << text;
}

TEST(RunnerReduce, OneFailingElementOfAnElementwiseOpShrinksToOneElement) {
  const suites::TestCase test = onlyTest(R"(
func.func @exp_only() -> tensor<2x3xf32> {
  %x = stablehlo.constant dense<[[0.5, 1.0, 1.5], [2.0, 2.5, 3.0]]> : tensor<2x3xf32>
  %0 = stablehlo.exponential %x : tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}
)");
  auto backend = test_support::offByOneExponentialBackend<-1>();
  const reports::TestResult failure = judge(test, *backend, {});
  ASSERT_EQ(failure.verdict, Verdict::kFail);
  Result<Reduction> reduction = reduce(test, failure, *backend, {});
  ASSERT_TRUE(reduction.ok()) << reduction.error().str();
  ASSERT_EQ(reduction->reduced.inputs.size(), 1u);
  EXPECT_EQ(reduction->reduced.inputs[0].numElements(), 1);
  // exp(0) = 1 exactly, and the backend still gets its last bit wrong.
  EXPECT_EQ(reduction->reduced.inputs[0].bits(0), 0u);
}

// Reduces a test that fails on the backend with every exp element one bit
// off, checking what every reduction must keep.
Reduction reducedOnFlippedExp(std::string_view text) {
  const suites::TestCase test = onlyTest(text);
  auto backend = test_support::offByOneExponentialBackend<-1>();
  const reports::TestResult failure = judge(test, *backend, {});
  EXPECT_EQ(failure.verdict, Verdict::kFail) << failure.message;
  Result<Reduction> reduction = reduce(test, failure, *backend, {});
  EXPECT_TRUE(reduction.ok()) << reduction.error().str();
  if (!reduction.ok()) return {};
  EXPECT_EQ(reduction->signature, signatureOf(test, failure));
  EXPECT_TRUE(reduction->reduced.verifiedProgram.has_value());
  EXPECT_EQ(signatureOf(reduction->reduced, judge(reduction->reduced, *backend, {})),
            reduction->signature);
  EXPECT_TRUE(reduction->reproducesAsWritten) << reduction->reproducer;
  return std::move(*reduction);
}

// stablehlo.exponential one bit off where its operand is a constant, as a
// compiler whose constant folder is wrong and whose run-time code is right.
Result<std::vector<oracle::RuntimeValue>> expWrongWhenFolded(
    const Operation& op, std::span<const oracle::RuntimeValue> operands,
    oracle::EvalContext& context) {
  const Operation* producer = op.operand(0)->definingOp;
  if (producer && producer->id() == OpId::kConstant)
    return test_support::lastBitFlipped<OpId::kExponential, -1>(op, operands, context);
  static const oracle::OpHandler real = oracle::oracleOps().find(OpId::kExponential);
  return real(op, operands, context);
}

// A failure that needs a constant of the program (a folding bug) keeps it:
// the reproducer, read back as `hlo-cts run` reads it, gives the backend
// that constant as a constant, and fails as the campaign's program did.
TEST(RunnerReduce, AFoldingBugReproducesFromItsFile) {
  static const oracle::OpTable table =
      test_support::tableWith({{OpId::kExponential, &expWrongWhenFolded}});
  auto backend = test_support::oracleWith(table, "wrong-folder");
  const suites::TestCase test = onlyTest(R"(
func.func private @inputs() -> tensor<3xf32> {
  %c = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  return %c : tensor<3xf32>
}
func.func @main() -> (tensor<3xf32>, tensor<3xf32>) {
  %y = call @inputs() : () -> tensor<3xf32>
  %x = stablehlo.constant dense<[0.5, 1.5, 2.5]> : tensor<3xf32>
  %0 = stablehlo.exponential %x : tensor<3xf32>
  %1 = stablehlo.exponential %y : tensor<3xf32>
  %2 = stablehlo.add %0, %1 : tensor<3xf32>
  func.return %2, %1 : tensor<3xf32>, tensor<3xf32>
}
)");
  const reports::TestResult failure = judge(test, *backend, {});
  ASSERT_EQ(failure.verdict, Verdict::kFail) << failure.message;
  Result<Reduction> reduction = reduce(test, failure, *backend, {});
  ASSERT_TRUE(reduction.ok()) << reduction.error().str();
  EXPECT_TRUE(reduction->reproducesAsWritten) << reduction->reproducer;
  EXPECT_EQ(reduction->summary.find("does not fail"), std::string::npos) << reduction->summary;
  const suites::TestCase reproduced = onlyTest(reduction->reproducer);
  EXPECT_NE(reproduced.programText.find("stablehlo.constant"), std::string::npos)
      << reproduced.programText;
  EXPECT_EQ(signatureOf(reproduced, judge(reproduced, *backend, {})), reduction->signature);

  // A program without arguments (a generated one whose operands are all
  // constants): its file's @inputs returns nothing, and says so.
  suites::ExtractOptions asWritten;
  asWritten.constantsAsArguments = false;
  Result<std::vector<suites::TestCase>> constantsOnly = suites::extractTests(R"(
func.func @t() -> tensor<3xf32> {
  %x = stablehlo.constant dense<[0.5, 1.5, 2.5]> : tensor<3xf32>
  %0 = stablehlo.exponential %x : tensor<3xf32>
  func.return %0 : tensor<3xf32>
}
)",
                                                                             "t.mlir", asWritten);
  ASSERT_TRUE(constantsOnly.ok() && constantsOnly->size() == 1u);
  const suites::TestCase& noArguments = constantsOnly->front();
  ASSERT_TRUE(noArguments.inputs.empty());
  const reports::TestResult itsFailure = judge(noArguments, *backend, {});
  ASSERT_EQ(itsFailure.verdict, Verdict::kFail) << itsFailure.message;
  Result<Reduction> itsReduction = reduce(noArguments, itsFailure, *backend, {});
  ASSERT_TRUE(itsReduction.ok()) << itsReduction.error().str();
  EXPECT_NE(itsReduction->reproducer.find("call @inputs() : () -> ()"), std::string::npos)
      << itsReduction->reproducer;
  EXPECT_TRUE(itsReduction->reproducesAsWritten) << itsReduction->reproducer;
  // Reduced in argument form, judged and written with constants: the
  // constant shrank to the one element exp(0) (exactly 1, one bit off here).
  EXPECT_TRUE(itsReduction->reduced.inputs.empty());
  EXPECT_NE(itsReduction->reduced.programText.find("stablehlo.constant dense<0.000000e+00> : "
                                                   "tensor<1xf32>"),
            std::string::npos)
      << itsReduction->reduced.programText;
}

// Shapes shrink through ops whose result types the catalogue infers
// (transpose here), every dimension of one size at once.
TEST(RunnerReduce, ShapesShrinkThroughInferredOps) {
  const Reduction reduction = reducedOnFlippedExp(R"(
func.func @exp_transposed() -> tensor<3x2xf32> {
  %x = stablehlo.constant dense<[[0.5, 1.0, 1.5], [2.0, 2.5, 3.0]]> : tensor<2x3xf32>
  %z = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %0 = stablehlo.exponential %x : tensor<2x3xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = stablehlo.add %1, %z : tensor<3x2xf32>
  func.return %2 : tensor<3x2xf32>
}
)");
  EXPECT_EQ(reduction.opsBefore, 3);
  for (const Tensor& input : reduction.reduced.inputs) EXPECT_EQ(input.numElements(), 1);
}

// The add's output differs, but it is computed from a dot_general whose
// accumulation order the spec leaves open, so the judge localizes: the
// failure is the exponential (wrong on its own inputs), and the reduction,
// which keeps that signature and never builds a program the checker
// rejects, ends at the exponential alone.
TEST(RunnerReduce, AFailureBelowAnOpenResultReducesToItsCulprit) {
  const Reduction reduction = reducedOnFlippedExp(R"(
func.func @exp_into_dot() -> tensor<2x2xf32> {
  %x = stablehlo.constant dense<[[0.5, 1.0, 1.5], [2.0, 2.5, 3.0]]> : tensor<2x3xf32>
  %y = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %z = stablehlo.constant dense<[0.25, 0.5]> : tensor<2xf32>
  %0 = stablehlo.exponential %x : tensor<2x3xf32>
  %1 = stablehlo.dot_general %0, %y, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %2 = stablehlo.broadcast_in_dim %z, dims = [1] : (tensor<2xf32>) -> tensor<2x2xf32>
  %3 = stablehlo.add %1, %2 : tensor<2x2xf32>
  func.return %3 : tensor<2x2xf32>
}
)");
  EXPECT_EQ(reduction.opsBefore, 4);
  EXPECT_EQ(reduction.opsAfter, 1);
  EXPECT_EQ(reduction.signature.op, "stablehlo.exponential");
}

TEST(RunnerReduce, PassingTestHasNothingToReduce) {
  const suites::TestCase test = onlyTest(kEightOps);
  auto oracle = backends::makeOracleBackend();
  const reports::TestResult result = judge(test, *oracle, {});
  ASSERT_EQ(result.verdict, Verdict::kPass);
  Result<Reduction> reduction = reduce(test, result, *oracle, {});
  ASSERT_FALSE(reduction.ok());
  EXPECT_NE(reduction.error().str().find("nothing to reduce"), std::string::npos)
      << reduction.error().str();
}

// A random element-wise program of f32[4] values: some ops of a small set,
// each reading earlier values, the last two values returned.
std::string randomProgram(uint32_t seed) {
  std::mt19937 random(seed);
  const char* unary[] = {"exponential", "negate", "abs"};
  const char* binary[] = {"add", "multiply", "subtract", "maximum"};
  std::uniform_real_distribution<float> value(-2.0f, 2.0f);
  std::string text = "func.func @random() -> (tensor<4xf32>, tensor<4xf32>) {\n";
  int values = 0;
  for (; values < 2; ++values) {
    text += fmt::format("  %v{} = stablehlo.constant dense<[", values);
    for (int i = 0; i < 4; ++i) text += fmt::format("{}{:.3f}", i ? ", " : "", value(random));
    text += "]> : tensor<4xf32>\n";
  }
  const int ops = 3 + static_cast<int>(random() % 6);
  for (int op = 0; op < ops; ++op, ++values) {
    auto pick = [&] { return static_cast<int>(random() % values); };
    if (random() % 2)
      text += fmt::format("  %v{} = stablehlo.{} %v{} : tensor<4xf32>\n", values,
                          unary[random() % 3], pick());
    else
      text += fmt::format("  %v{} = stablehlo.{} %v{}, %v{} : tensor<4xf32>\n", values,
                          binary[random() % 4], pick(), pick());
  }
  return text + fmt::format("  func.return %v{}, %v{} : tensor<4xf32>, tensor<4xf32>\n}}\n",
                            values - 2, values - 1);
}

TEST(RunnerReduce, NeverLosesTheSignatureOnRandomPrograms) {
  auto backend = test_support::offByOneExponentialBackend<-1>();
  int reduced = 0;
  for (uint32_t seed = 1; seed <= 40; ++seed) {
    const std::string text = randomProgram(seed);
    const suites::TestCase test = onlyTest(text);
    const reports::TestResult failure = judge(test, *backend, {});
    if (!isFailure(failure.verdict)) continue;
    ReduceOptions limits;
    limits.maxJudgeCalls = 80;
    Result<Reduction> reduction = reduce(test, failure, *backend, {}, limits);
    ASSERT_TRUE(reduction.ok()) << "seed " << seed << ": " << reduction.error().str();
    const FailureSignature signature = signatureOf(test, failure);
    EXPECT_EQ(reduction->signature, signature) << "seed " << seed;
    EXPECT_EQ(signatureOf(reduction->reduced, judge(reduction->reduced, *backend, {})), signature)
        << "seed " << seed << "\n"
        << text << "\n"
        << reduction->reduced.programText;
    EXPECT_TRUE(reduction->reproducesAsWritten) << "seed " << seed << "\n" << reduction->reproducer;
    EXPECT_LE(reduction->opsAfter, reduction->opsBefore) << "seed " << seed;
    EXPECT_LE(reduction->judgeCalls, limits.maxJudgeCalls) << "seed " << seed;
    ++reduced;
  }
  EXPECT_GT(reduced, 5);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
