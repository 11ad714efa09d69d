// Localization inside ops that hold code: a culprit found to be a
// stablehlo.while, if or func.call is looked inside, so that the op named
// is the one wrong on the backend's own values (in the callee, the branch
// taken, the loop's body at the iteration where it goes wrong), and a loop
// whose trip count changed only because a value the profile leaves open
// crossed its condition is no culprit (Inconclusive, not Fail).
#include <gtest/gtest.h>

#include <bit>

#include "oracle/oracle.h"
#include "oracle/profile.h"
#include "tests/tools/faulty_backends.h"
#include "tools/runner/grading.h"
#include "tools/runner/localize.h"
#include "tools/runner/reduce.h"
#include "tools/runner/verdict.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

suites::TestCase onlyTest(std::string_view text) {
  Result<std::vector<suites::TestCase>> tests = suites::extractTests(text, "t.mlir");
  EXPECT_TRUE(tests.ok()) << (tests.ok() ? "" : tests.error().str());
  EXPECT_EQ(tests.ok() ? tests->size() : 0u, 1u);
  return tests.ok() && !tests->empty() ? (*tests)[0] : suites::TestCase{};
}

// The profile under which the backend's exp may be one ulp off: an output
// computed from an exp is judged by localization.
const oracle::Profile& expOneUlp() {
  static const oracle::Profile profile = [] {
    Result<oracle::Profile> parsed = oracle::parseProfile("op=exponential ulp=1\n", "test");
    EXPECT_TRUE(parsed.ok());
    return parsed.ok() ? std::move(*parsed) : oracle::Profile{};
  }();
  return profile;
}

JudgeOptions underExpOneUlp() {
  JudgeOptions options;
  options.profile = &expOneUlp();
  return options;
}

// The localization of `test` on `backend`, which must find a culprit.
Localization culpritOf(const suites::TestCase& test, backends::Backend& backend,
                       const JudgeOptions& options = underExpOneUlp()) {
  Result<Localization> found = localize(test, backend, options);
  EXPECT_TRUE(found.ok()) << (found.ok() ? "" : found.error().str());
  if (!found.ok()) return {};
  EXPECT_TRUE(found->found) << found->notes;
  return std::move(*found);
}

// stablehlo.multiply one ulp too large (of a positive float) where its
// first operand is at least 16: wrong from the iteration on where a
// doubling value reaches 16, right before it. (One ulp up, not a flipped
// last bit: doubling keeps the last bit, so flips would cancel in pairs.)
Result<std::vector<oracle::RuntimeValue>> multiplyWrongFrom16(
    const Operation& op, std::span<const oracle::RuntimeValue> operands,
    oracle::EvalContext& context) {
  static const oracle::OpHandler real = oracle::oracleOps().find(OpId::kMultiply);
  Result<std::vector<oracle::RuntimeValue>> results = real(op, operands, context);
  if (!results.ok()) return results;
  const Tensor& x = operands[0].tensor();
  Tensor t = (*results)[0].tensor();
  for (int64_t i = 0; i < t.numElements(); ++i)
    if (std::bit_cast<float>(static_cast<uint32_t>(x.bits(i))) >= 16.0f)
      t.setBits(i, t.bits(i) + 1);
  (*results)[0] = oracle::RuntimeValue::fromTensor(std::move(t));
  return results;
}

std::unique_ptr<backends::Backend> multiplyWrongFrom16Backend() {
  static const oracle::OpTable table =
      test_support::tableWith({{OpId::kMultiply, &multiplyWrongFrom16}});
  return test_support::oracleWith(table, "multiply-wrong-from-16");
}

// stablehlo.subtract one bit off in every element.
std::unique_ptr<backends::Backend> offByOneSubtractBackend() {
  static const oracle::OpTable table = test_support::tableWith(
      {{OpId::kSubtract, &test_support::lastBitFlipped<OpId::kSubtract, -1>}});
  return test_support::oracleWith(table, "off-by-one-subtract");
}

// x doubles eight times from [exp(0), exp(-1)]; the exp before the loop
// (right here, but one the profile leaves open) makes the output a matter
// for localization. The multiply reads 16 first at iteration 5.
constexpr const char* kDoubling = R"(
func.func @doubling() -> tensor<2xf32> {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %z = stablehlo.constant dense<[0.0, -1.0]> : tensor<2xf32>
  %two = stablehlo.constant dense<2.0> : tensor<2xf32>
  %x0 = stablehlo.exponential %z : tensor<2xf32>
  %r:2 = stablehlo.while(%i = %i0, %x = %x0) : tensor<i32>, tensor<2xf32>
   cond {
    %n = stablehlo.constant dense<8> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %y = stablehlo.multiply %x, %two : tensor<2xf32>
    stablehlo.return %next, %y : tensor<i32>, tensor<2xf32>
  }
  func.return %r#1 : tensor<2xf32>
}
)";

TEST(LocalizeRegions, AWhileBodysOpIsNamedWithItsIteration) {
  const suites::TestCase test = onlyTest(kDoubling);
  auto backend = multiplyWrongFrom16Backend();
  const Localization found = culpritOf(test, *backend);
  EXPECT_EQ(found.op, "stablehlo.multiply");
  EXPECT_EQ(found.opIndex, 2);
  EXPECT_EQ(found.iteration, 5);
  EXPECT_EQ(found.path(),
            "stablehlo.multiply (op 2 of the body of stablehlo.while, op 1 of @main, iteration 5)");
  EXPECT_EQ(found.oneOpResult.verdict, Verdict::kFail);
  // The one-op test is the multiply alone on the value it read at
  // iteration 5: the backend's 2^4.
  EXPECT_EQ(countComputingOps(found.oneOpTest), 1);
  ASSERT_FALSE(found.oneOpTest.inputs.empty());
  const Tensor& x = found.oneOpTest.inputs[0];
  ASSERT_EQ(x.numElements(), 2);
  EXPECT_EQ(std::bit_cast<float>(static_cast<uint32_t>(x.bits(0))), 16.0f);
}

TEST(LocalizeRegions, TheJudgesFailureNamesTheOpInsideTheLoop) {
  const suites::TestCase test = onlyTest(kDoubling);
  auto backend = multiplyWrongFrom16Backend();
  const reports::TestResult result = judge(test, *backend, underExpOneUlp());
  EXPECT_EQ(result.verdict, Verdict::kFail) << result.message;
  EXPECT_EQ(result.clause.op, OpId::kMultiply) << result.message;
  EXPECT_NE(result.message.find("stablehlo.multiply (op 2 of the body of stablehlo.while, op 1 of "
                                "@main, iteration 5) is wrong on the backend's own values"),
            std::string::npos)
      << result.message;
}

// A loop in a loop: the inner loop doubles x twice per outer iteration, so
// x reaches 16 in the outer loop's iteration 3, the inner's iteration 1.
TEST(LocalizeRegions, ALoopInALoopNamesBothIterations) {
  const suites::TestCase test = onlyTest(R"(
func.func @nested() -> tensor<f32> {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %x0 = stablehlo.constant dense<1.0> : tensor<f32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %r:2 = stablehlo.while(%i = %i0, %x = %x0) : tensor<i32>, tensor<f32>
   cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %j0 = stablehlo.constant dense<0> : tensor<i32>
    %s:2 = stablehlo.while(%j = %j0, %y = %x) : tensor<i32>, tensor<f32>
     cond {
      %m = stablehlo.constant dense<2> : tensor<i32>
      %lt = stablehlo.compare LT, %j, %m : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %one_j = stablehlo.constant dense<1> : tensor<i32>
      %next_j = stablehlo.add %j, %one_j : tensor<i32>
      %doubled = stablehlo.multiply %y, %two : tensor<f32>
      stablehlo.return %next_j, %doubled : tensor<i32>, tensor<f32>
    }
    stablehlo.return %next, %s#1 : tensor<i32>, tensor<f32>
  }
  func.return %r#1 : tensor<f32>
}
)");
  auto backend = multiplyWrongFrom16Backend();
  const Localization found = culpritOf(test, *backend, {});
  EXPECT_EQ(found.path(),
            "stablehlo.multiply (op 2 of the body of stablehlo.while, op 3 of the body of "
            "stablehlo.while, iteration 1, op 0 of @main, iteration 3)");
  EXPECT_EQ(found.iteration, 1);
}

// A call in a call: the wrong subtract is in the innermost callee.
constexpr const char* kCalls = R"(
func.func private @inner(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.subtract %a, %b : tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func private @outer(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.add %a, %b : tensor<3xf32>
  %1 = call @inner(%0, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %1 : tensor<3xf32>
}
func.func @calls() -> tensor<3xf32> {
  %x = stablehlo.constant dense<[0.5, 1.0, 2.0]> : tensor<3xf32>
  %y = stablehlo.constant dense<[3.0, 0.25, -1.0]> : tensor<3xf32>
  %e = stablehlo.exponential %x : tensor<3xf32>
  %r = call @outer(%e, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %r : tensor<3xf32>
}
)";

TEST(LocalizeRegions, ACallIsLocalizedIntoItsCallees) {
  const suites::TestCase test = onlyTest(kCalls);
  auto backend = offByOneSubtractBackend();
  const Localization found = culpritOf(test, *backend);
  EXPECT_EQ(found.op, "stablehlo.subtract");
  EXPECT_EQ(found.opIndex, 0);
  EXPECT_FALSE(found.iteration.has_value());
  EXPECT_EQ(found.path(),
            "stablehlo.subtract (op 0 of @inner, called by op 1 of @outer, called by op 1 of "
            "@main)");
  EXPECT_EQ(countComputingOps(found.oneOpTest), 1);

  const reports::TestResult result = judge(test, *backend, underExpOneUlp());
  EXPECT_EQ(result.verdict, Verdict::kFail) << result.message;
  EXPECT_EQ(result.clause.op, OpId::kSubtract) << result.message;
  EXPECT_NE(result.message.find(found.path()), std::string::npos) << result.message;
}

// Under strict nothing upstream is open, so the output's difference is a
// plain Fail; the call that computed it is still looked inside, and the
// failure (and its grade) is the subtract's, not the call's.
TEST(LocalizeRegions, AFailComputedByACallIsBlamedOnTheOpInside) {
  const suites::TestCase test = onlyTest(kCalls);
  auto backend = offByOneSubtractBackend();
  const reports::TestResult result = judge(test, *backend, JudgeOptions{});
  EXPECT_EQ(result.verdict, Verdict::kFail) << result.message;
  EXPECT_EQ(result.clause.op, OpId::kSubtract) << result.message;
  EXPECT_NE(result.message.find("stablehlo.subtract (op 0 of @inner, called by op 1 of @outer"),
            std::string::npos)
      << result.message;
  EXPECT_EQ(result.tier, "ieee-reading") << result.decidedBy;
  EXPECT_NE(result.decidedBy.find("stablehlo.subtract"), std::string::npos) << result.decidedBy;
}

// A map's body runs on the whole operands at once: the subtract inside it,
// wrong on every element, is named rather than the map.
TEST(LocalizeRegions, AMapIsLocalizedIntoItsBody) {
  const suites::TestCase test = onlyTest(R"(
func.func @mapped() -> tensor<3xf32> {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %y = stablehlo.constant dense<[0.5, 0.25, 4.0]> : tensor<3xf32>
  %r = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.multiply %a, %b : tensor<f32>
    %d = stablehlo.subtract %p, %a : tensor<f32>
    stablehlo.return %d : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %r : tensor<3xf32>
}
)");
  auto backend = offByOneSubtractBackend();
  const Localization found = culpritOf(test, *backend, JudgeOptions{});
  EXPECT_EQ(found.op, "stablehlo.subtract");
  EXPECT_EQ(found.path(), "stablehlo.subtract (op 1 of the body of stablehlo.map, op 0 of @main)");

  const reports::TestResult result = judge(test, *backend, JudgeOptions{});
  EXPECT_EQ(result.verdict, Verdict::kFail) << result.message;
  EXPECT_EQ(result.clause.op, OpId::kSubtract) << result.message;
}

// The predicate is false: the subtract of the false branch is wrong, the
// true branch (an add) is never run.
TEST(LocalizeRegions, AnIfIsLocalizedIntoTheBranchTaken) {
  const suites::TestCase test = onlyTest(R"(
func.func @branch() -> tensor<3xf32> {
  %p = stablehlo.constant dense<false> : tensor<i1>
  %x = stablehlo.constant dense<[0.5, 1.0, 2.0]> : tensor<3xf32>
  %y = stablehlo.constant dense<[3.0, 0.25, -1.0]> : tensor<3xf32>
  %e = stablehlo.exponential %x : tensor<3xf32>
  %r = "stablehlo.if"(%p) ({
    %0 = stablehlo.add %e, %y : tensor<3xf32>
    stablehlo.return %0 : tensor<3xf32>
  }, {
    %0 = stablehlo.multiply %e, %y : tensor<3xf32>
    %1 = stablehlo.subtract %0, %y : tensor<3xf32>
    stablehlo.return %1 : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<3xf32>
  func.return %r : tensor<3xf32>
}
)");
  auto backend = offByOneSubtractBackend();
  const Localization found = culpritOf(test, *backend);
  EXPECT_EQ(found.path(),
            "stablehlo.subtract (op 1 of the false branch of stablehlo.if, op 1 of @main)");
  const reports::TestResult result = judge(test, *backend, underExpOneUlp());
  EXPECT_EQ(result.verdict, Verdict::kFail) << result.message;
  EXPECT_NE(result.message.find(found.path()), std::string::npos) << result.message;
}

// An index out of range selects the last branch, as the spec says.
TEST(LocalizeRegions, ACaseIsLocalizedIntoTheBranchItsIndexSelects) {
  const suites::TestCase test = onlyTest(R"(
func.func @cases() -> tensor<3xf32> {
  %index = stablehlo.constant dense<7> : tensor<i32>
  %x = stablehlo.constant dense<[0.5, 1.0, 2.0]> : tensor<3xf32>
  %y = stablehlo.constant dense<[3.0, 0.25, -1.0]> : tensor<3xf32>
  %e = stablehlo.exponential %x : tensor<3xf32>
  %r = "stablehlo.case"(%index) ({
    %0 = stablehlo.subtract %y, %e : tensor<3xf32>
    stablehlo.return %0 : tensor<3xf32>
  }, {
    %0 = stablehlo.subtract %e, %y : tensor<3xf32>
    stablehlo.return %0 : tensor<3xf32>
  }) : (tensor<i32>) -> tensor<3xf32>
  func.return %r : tensor<3xf32>
}
)");
  auto backend = offByOneSubtractBackend();
  const Localization found = culpritOf(test, *backend);
  EXPECT_EQ(found.path(), "stablehlo.subtract (op 0 of branch 1 of stablehlo.case, op 1 of @main)");
}

// The loop runs while exp(x) <= 1, x counting up from -3: four times on the
// oracle, three on a backend whose exp is one ulp off (allowed), since its
// exp(0) is just above 1. Nothing is wrong on its own values: the carried y
// (an exp, so open) makes the outputs a matter for localization, and the
// loop alone differs only through its condition's own exp.
TEST(LocalizeRegions, ATripCountChangedByAnAllowedValueIsInconclusive) {
  const suites::TestCase test = onlyTest(R"(
func.func @crossing() -> (tensor<i32>, tensor<f32>, tensor<f32>) {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %x0 = stablehlo.constant dense<-3.0> : tensor<f32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %y0 = stablehlo.exponential %z : tensor<f32>
  %r:3 = stablehlo.while(%i = %i0, %x = %x0, %y = %y0) : tensor<i32>, tensor<f32>, tensor<f32>
   cond {
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %e = stablehlo.exponential %x : tensor<f32>
    %le = stablehlo.compare LE, %e, %one : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %le : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %f1 = stablehlo.constant dense<1.0> : tensor<f32>
    %next = stablehlo.add %i, %c1 : tensor<i32>
    %x1 = stablehlo.add %x, %f1 : tensor<f32>
    stablehlo.return %next, %x1, %y : tensor<i32>, tensor<f32>, tensor<f32>
  }
  func.return %r#0, %r#1, %r#2 : tensor<i32>, tensor<f32>, tensor<f32>
}
)");
  auto backend = test_support::offByOneExponentialBackend<-1>();
  Result<Localization> found = localize(test, *backend, underExpOneUlp());
  ASSERT_TRUE(found.ok()) << found.error().str();
  EXPECT_FALSE(found->found) << found->path();
  EXPECT_NE(found->notes.find("the trip count differs (3 on the backend, 4 on the oracle"),
            std::string::npos)
      << found->notes;

  const reports::TestResult result = judge(test, *backend, underExpOneUlp());
  EXPECT_EQ(result.verdict, Verdict::kInconclusive) << result.message;
  EXPECT_NE(result.message.find("because a value the profile leaves open crossed the loop's "
                                "condition"),
            std::string::npos)
      << result.message;
}

// The reducer starts from the localizer's one-op test: a culprit inside a
// loop is a test of its own, which the reducer takes as it is.
TEST(LocalizeRegions, TheReducerCutsALoopDownToTheOpInside) {
  const suites::TestCase test = onlyTest(kDoubling);
  auto backend = multiplyWrongFrom16Backend();
  const JudgeOptions options = underExpOneUlp();
  const reports::TestResult failure = judge(test, *backend, options);
  ASSERT_EQ(failure.verdict, Verdict::kFail) << failure.message;
  Result<Reduction> reduction = reduce(test, failure, *backend, options);
  ASSERT_TRUE(reduction.ok()) << reduction.error().str();
  EXPECT_EQ(reduction->signature.op, "stablehlo.multiply") << reduction->summary;
  EXPECT_EQ(reduction->opsAfter, 1) << reduction->reduced.programText;
  EXPECT_EQ(reduction->reduced.programText.find("stablehlo.while"), std::string::npos)
      << reduction->reduced.programText;
  EXPECT_TRUE(reduction->reproducesAsWritten) << reduction->reproducer;
}

// The judge only asks for localization (judge.h); the runner's judge
// (verdict.h), above both, localizes and folds the finding into the
// judge's own message. An output amplified from the exp upstream: the
// judge alone leaves it Inconclusive, the runner's judge blames the op in
// the loop and quotes the judge's message whole.
TEST(LocalizeRegions, TheJudgeAloneAsksForLocalizationAndTheRunnersJudgeDoesIt) {
  const suites::TestCase test = onlyTest(kDoubling);
  auto backend = multiplyWrongFrom16Backend();
  const Judgement alone = judgeWithoutLocalizing(test, *backend, underExpOneUlp());
  EXPECT_EQ(alone.localization, LocalizationWanted::kAmplified);
  EXPECT_EQ(alone.result.verdict, Verdict::kInconclusive) << alone.result.message;
  EXPECT_EQ(alone.result.message, alone.outputsMessage);
  EXPECT_EQ(alone.result.message.find("wrong on the backend's own values"), std::string::npos)
      << alone.result.message;
  EXPECT_FALSE(alone.toGrade.has_value());

  const reports::TestResult localized = judge(test, *backend, underExpOneUlp());
  EXPECT_EQ(localized.verdict, Verdict::kFail) << localized.message;
  const std::string quoted = "\nthe whole program's outputs:\n" + alone.outputsMessage;
  ASSERT_GE(localized.message.size(), quoted.size());
  EXPECT_EQ(localized.message.substr(localized.message.size() - quoted.size()), quoted)
      << localized.message;

  // Without localizeAmplified the runner's judge keeps the judge's verdict.
  JudgeOptions notLocalized = underExpOneUlp();
  notLocalized.localizeAmplified = false;
  const reports::TestResult kept = judge(test, *backend, notLocalized);
  EXPECT_EQ(kept.verdict, Verdict::kInconclusive);
  EXPECT_EQ(kept.message, alone.result.message);
}

// A Fail computed by a call: the judge alone fails the call's output and
// leaves its grade to be made after localization; the runner's judge puts
// the subtract's failure, with its own grade, in its place.
TEST(LocalizeRegions, AFailInsideARegionIsGradedAfterTheRunnersLocalization) {
  const suites::TestCase test = onlyTest(kCalls);
  auto backend = offByOneSubtractBackend();
  const Judgement alone = judgeWithoutLocalizing(test, *backend, JudgeOptions{});
  EXPECT_EQ(alone.localization, LocalizationWanted::kFailedInsideARegion);
  EXPECT_EQ(alone.result.verdict, Verdict::kFail) << alone.result.message;
  EXPECT_EQ(alone.result.clause.op, OpId::kFuncCall) << alone.result.message;
  EXPECT_TRUE(alone.toGrade.has_value());
  EXPECT_TRUE(alone.result.tier.empty()) << alone.result.tier;

  const reports::TestResult localized = judge(test, *backend, JudgeOptions{});
  EXPECT_EQ(localized.clause.op, OpId::kSubtract) << localized.message;
  EXPECT_EQ(localized.message.substr(localized.message.size() - alone.outputsMessage.size()),
            alone.outputsMessage);
  // Graded, unlocalized: the call's output.
  const reports::TestResult graded = judgeAndGrade(test, *backend, JudgeOptions{});
  EXPECT_EQ(graded.clause.op, OpId::kFuncCall) << graded.message;
  EXPECT_EQ(graded.message, alone.result.message);
  EXPECT_FALSE(graded.tier.empty());
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
