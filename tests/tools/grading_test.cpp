// Grading a failure by the spec's text (tools/runner/grading.h): the tier
// (semantic, ieee-reading, profile) and the mechanism it is consistent with
// (a compiler's rewrite, the constant folder), on recorded outputs of a
// backend that did exactly that.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>

#include "backends/oracle_backend.h"
#include "oracle/oracle.h"
#include "reports/results_json.h"
#include "suites/builtin_profiles.h"
#include "tests/tools/faulty_backends.h"
#include "tools/runner/grading.h"
#include "tools/runner/judge.h"
#include "tools/runner/verdict.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

// A backend that returns what a compiler was recorded to return: `outputs`
// on every execution, or, with `onlyWithoutInputs`, only for a program
// with no arguments (one whose constants it could fold), the oracle's
// values otherwise.
class Recorded : public backends::Backend {
 public:
  Recorded(std::vector<Tensor> outputs, bool onlyWithoutInputs = false)
      : outputs_(std::move(outputs)), onlyWithoutInputs_(onlyWithoutInputs) {}
  const backends::Capabilities& capabilities() const override { return oracle_->capabilities(); }
  backends::CallResult<std::unique_ptr<backends::Executable>> compile(
      const backends::Program& program, const backends::CallOptions& options) override {
    return oracle_->compile(program, options);
  }
  backends::CallResult<std::vector<Tensor>> execute(backends::Executable& executable,
                                                    std::span<const Tensor> inputs,
                                                    const backends::CallOptions& options) override {
    if (onlyWithoutInputs_ && !inputs.empty()) return oracle_->execute(executable, inputs, options);
    backends::CallResult<std::vector<Tensor>> r;
    r.value = outputs_;
    return r;
  }

 private:
  std::unique_ptr<backends::Backend> oracle_ = backends::makeOracleBackend();
  std::vector<Tensor> outputs_;
  bool onlyWithoutInputs_;
};

suites::TestCase testOf(const std::string& text) {
  Result<std::vector<suites::TestCase>> tests = suites::extractTests(text, "t.mlir");
  EXPECT_TRUE(tests.ok()) << (tests.ok() ? "" : tests.error().str());
  EXPECT_EQ(tests->size(), 1u);
  return std::move(tests->front());
}

suites::TestCase probe(const std::string& name) {
  std::ifstream in(std::string(HLO_CTS_SOURCE_DIR) + "/suites/rewrites/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return testOf(text.str());
}

reports::TestResult judgedUnder(const suites::TestCase& test, backends::Backend& backend,
                                const std::string& profileName) {
  static std::map<std::string, oracle::Profile> profiles;
  if (!profiles.count(profileName))
    profiles.emplace(profileName, *suites::loadProfile(profileName));
  JudgeOptions options;
  options.profile = &profiles.at(profileName);
  return judge(test, backend, options);
}

// `f` applied to the f32 elements of the test's three inputs.
template <class F>
Tensor fromInputs(const suites::TestCase& test, F f) {
  Tensor out = test.inputs[0];
  for (int64_t i = 0; i < out.numElements(); ++i) {
    auto at = [&](size_t k) {
      return std::bit_cast<float>(static_cast<uint32_t>(test.inputs[k].bits(i)));
    };
    out.setBits(i, std::bit_cast<uint32_t>(f(at(0), at(1), at(2))));
  }
  return out;
}

TEST(Grading, AFusedMultiplyAddPassesWhereDeclaredAndIsNamedWhereNot) {
  const suites::TestCase test = probe("fma_contraction_f32.mlir");
  Recorded contracting(
      {fromInputs(test, [](float a, float b, float c) { return std::fma(a, b, c); })});
  EXPECT_EQ(judgedUnder(test, contracting, "xla-cpu").verdict, Verdict::kPass);
  EXPECT_EQ(judgedUnder(test, contracting, "iree-cpu").verdict, Verdict::kPass);
  const reports::TestResult strict = judgedUnder(test, contracting, "strict");
  ASSERT_EQ(strict.verdict, Verdict::kFail) << strict.message;
  EXPECT_EQ(strict.tier, "ieee-reading") << strict.decidedBy;
  EXPECT_NE(strict.mechanism.find("consistent with: fused multiply-add: stablehlo.multiply"),
            std::string::npos)
      << strict.mechanism;
  EXPECT_NE(strict.decidedBy.find("stablehlo.add"), std::string::npos) << strict.decidedBy;
  ASSERT_FALSE(strict.escapes.empty());
  EXPECT_NE(strict.escapes[0].find("could excuse it"), std::string::npos) << strict.escapes[0];
  // And results.json carries all of it.
  const auto json = reports::toJson(strict);
  EXPECT_EQ(json["tier"], "ieee-reading");
  EXPECT_EQ(json["mechanism"], strict.mechanism);
  Result<reports::TestResult> back = reports::testResultFromJson(json);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back->escapes, strict.escapes);
}

TEST(Grading, AReciprocalDivisionPassesOnlyWhereTheProfileDeclaresIt) {
  const suites::TestCase test = probe("reciprocal_division_f32.mlir");
  const float y = std::bit_cast<float>(static_cast<uint32_t>(test.inputs[1].bits(0)));
  Tensor quotient = test.inputs[0];
  for (int64_t i = 0; i < quotient.numElements(); ++i)
    quotient.setBits(
        i, std::bit_cast<uint32_t>(std::bit_cast<float>(static_cast<uint32_t>(quotient.bits(i))) *
                                   (1.0f / y)));
  Recorded reciprocating({quotient});
  EXPECT_EQ(judgedUnder(test, reciprocating, "xla-cpu").verdict, Verdict::kPass);
  const reports::TestResult iree = judgedUnder(test, reciprocating, "iree-cpu");
  ASSERT_EQ(iree.verdict, Verdict::kFail);
  EXPECT_NE(iree.mechanism.find("division as multiplication by the rounded reciprocal"),
            std::string::npos)
      << iree.mechanism;
  EXPECT_EQ(iree.tier, "ieee-reading");
}

constexpr const char* kAddI32 = R"(
module {
  func.func private @inputs() -> (tensor<2xi32>, tensor<2xi32>) {
    %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    %b = stablehlo.constant dense<[30, 40]> : tensor<2xi32>
    return %a, %b : tensor<2xi32>, tensor<2xi32>
  }
  func.func public @main() -> tensor<2xi32> {
    %x:2 = call @inputs() : () -> (tensor<2xi32>, tensor<2xi32>)
    %r = stablehlo.add %x#0, %x#1 : tensor<2xi32>
    return %r : tensor<2xi32>
  }
})";

TEST(Grading, AWrongIntegerIsSemanticWhateverTheProfile) {
  const suites::TestCase test = testOf(kAddI32);
  Tensor wrong = test.inputs[0];
  wrong.setBits(0, 31);
  wrong.setBits(1, 43);
  Recorded backend({wrong});
  for (const char* profile : {"strict", "xla-cpu", "spec-ieee"}) {
    const reports::TestResult r = judgedUnder(test, backend, profile);
    ASSERT_EQ(r.verdict, Verdict::kFail) << profile;
    EXPECT_EQ(r.tier, "semantic") << profile;
    EXPECT_NE(r.decidedBy.find("wrong integer"), std::string::npos) << r.decidedBy;
    EXPECT_EQ(r.mechanism, "no known mechanism") << r.mechanism;
  }
}

// f32 `op` of two elements each, as an exported test.
std::string binaryF32(const std::string& op, const std::string& a, const std::string& b) {
  return R"(
module {
  func.func private @inputs() -> (tensor<2xf32>, tensor<2xf32>) {
    %a = stablehlo.constant dense<)" +
         a + R"(> : tensor<2xf32>
    %b = stablehlo.constant dense<)" +
         b + R"(> : tensor<2xf32>
    return %a, %b : tensor<2xf32>, tensor<2xf32>
  }
  func.func public @main() -> tensor<2xf32> {
    %x:2 = call @inputs() : () -> (tensor<2xf32>, tensor<2xf32>)
    %r = stablehlo.)" +
         op + R"( %x#0, %x#1 : tensor<2xf32>
    return %r : tensor<2xf32>
  }
})";
}

Tensor f32s(std::vector<float> values) {
  Tensor t({static_cast<int64_t>(values.size())}, ElementType::kF32);
  for (size_t i = 0; i < values.size(); ++i) t.setBits(i, std::bit_cast<uint32_t>(values[i]));
  return t;
}

TEST(Grading, NumericDifferencesAreGradedBySizeAndExceptionsByTheOp) {
  const suites::TestCase add = testOf(binaryF32("add", "[1.0, 2.0]", "[3.0, 0.5]"));
  // One ulp: IEEE addition missed, which the accuracy disclaimer could excuse.
  Recorded oneUlp({f32s({std::nextafter(4.0f, 5.0f), 2.5f})});
  EXPECT_EQ(judgedUnder(add, oneUlp, "strict").tier, "ieee-reading");
  // a + b + 1 is no accuracy matter.
  Recorded plusOne({f32s({5.0f, 3.5f})});
  const reports::TestResult far = judgedUnder(add, plusOne, "strict");
  EXPECT_EQ(far.tier, "semantic");
  EXPECT_NE(far.decidedBy.find("far from"), std::string::npos) << far.decidedBy;
  // NaN where IEEE addition gives a number: the spec fixes add's exceptions.
  Recorded nan({f32s({NAN, 2.5f})});
  EXPECT_EQ(judgedUnder(add, nan, "strict").tier, "semantic");
  // NaN where atan2 (a non-standard function) gives a number: its
  // exceptions are implementation-defined.
  const suites::TestCase atan2 = testOf(binaryF32("atan2", "[1.0, 2.0]", "[3.0, 0.5]"));
  const reports::TestResult exception = judgedUnder(atan2, nan, "strict");
  ASSERT_EQ(exception.verdict, Verdict::kFail);
  EXPECT_EQ(exception.tier, "ieee-reading") << exception.decidedBy;
  bool weighed = false;
  for (const std::string& e : exception.escapes)
    weighed = weighed || (e.find("non-standard") != std::string::npos &&
                          e.find("could excuse it") != std::string::npos);
  EXPECT_TRUE(weighed);
  // Under spec-ieee atan2's accuracy is open: a finite value off is only a
  // profile difference.
  Recorded atanOff({f32s({0.5f, 1.0f})});
  EXPECT_EQ(judgedUnder(atan2, atanOff, "strict").tier, "profile");
}

// A sine 1 ulp off, and one far off: the first is within the 2 eps XLA's
// own exhaustive tests allow sin, which the mechanism names; the second is
// not, and no mechanism explains it.
TEST(Grading, AnApproximationWithinXlasTestBudgetIsNamed) {
  const suites::TestCase sine = testOf(R"(
func.func @main() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[0.5, 2.0]> : tensor<2xf32>
  %r = stablehlo.sine %x : tensor<2xf32>
  return %r : tensor<2xf32>
})");
  const float s0 = std::sin(0.5f), s1 = std::sin(2.0f);
  Recorded close({f32s({std::nextafter(s0, 1.0f), s1})});
  const reports::TestResult within = judgedUnder(sine, close, "strict");
  ASSERT_EQ(within.verdict, Verdict::kFail) << within.message;
  EXPECT_NE(within.mechanism.find("within the 2 eps XLA's exhaustive tests allow stablehlo.sine"),
            std::string::npos)
      << within.mechanism;
  Recorded far({f32s({s0 * 1.001f, s1})});
  const reports::TestResult outside = judgedUnder(sine, far, "strict");
  ASSERT_EQ(outside.verdict, Verdict::kFail) << outside.message;
  EXPECT_EQ(outside.mechanism.find("XLA's exhaustive tests"), std::string::npos)
      << outside.mechanism;
}

TEST(Grading, ABroadcastOpIsGradedAsTheFunctionItBroadcasts) {
  // chlo.broadcast_atan2 computes atan2, a non-standard function whose
  // exceptions are implementation-defined, as stablehlo.atan2 does.
  const suites::TestCase test = testOf(R"(
module {
  func.func private @inputs() -> (tensor<2xf32>, tensor<f32>) {
    %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %b = stablehlo.constant dense<3.0> : tensor<f32>
    return %a, %b : tensor<2xf32>, tensor<f32>
  }
  func.func public @main() -> tensor<2xf32> {
    %x:2 = call @inputs() : () -> (tensor<2xf32>, tensor<f32>)
    %r = chlo.broadcast_atan2 %x#0, %x#1 : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    return %r : tensor<2xf32>
  }
})");
  Recorded nan({f32s({NAN, 0.5880026f})});
  const reports::TestResult r = judgedUnder(test, nan, "strict");
  ASSERT_EQ(r.verdict, Verdict::kFail);
  EXPECT_EQ(r.tier, "ieee-reading") << r.decidedBy;
}

TEST(Grading, ADifferenceARewriteExplainsIsNoSemanticOne) {
  // 0 / the least subnormal is 0; a backend that reads subnormal operands
  // as zero (DAZ) computes 0 / 0 = NaN. NaN where IEEE division gives a
  // number would be semantic, but it is what the flush gives.
  const suites::TestCase test = testOf(binaryF32("divide", "[0.0, 1.0]", "[1.0e-45, 2.0]"));
  Recorded flushing({f32s({NAN, 0.5f})});
  const reports::TestResult r = judgedUnder(test, flushing, "strict");
  ASSERT_EQ(r.verdict, Verdict::kFail);
  EXPECT_EQ(r.mechanism, "consistent with: subnormal inputs read as zero (DAZ)");
  EXPECT_EQ(r.tier, "ieee-reading") << r.decidedBy;
  EXPECT_EQ(judgedUnder(test, flushing, "xla-cpu").verdict, Verdict::kPass);
}

TEST(Grading, AFormatWithoutZeroLeavesAnUnrepresentableResultToConvertsTbd) {
  // 2 - 2 = 0 has no value in f8E8M0FNU (powers of two only): XLA:CPU's
  // NaN there is no semantic failure (suites/ops, subtract_f8E8M0FNU).
  const suites::TestCase test = testOf(R"(
module {
  func.func private @inputs() -> (tensor<1xf8E8M0FNU>, tensor<1xf8E8M0FNU>) {
    %a = stablehlo.constant dense<2.0> : tensor<1xf8E8M0FNU>
    return %a, %a : tensor<1xf8E8M0FNU>, tensor<1xf8E8M0FNU>
  }
  func.func public @main() -> tensor<1xf8E8M0FNU> {
    %x:2 = call @inputs() : () -> (tensor<1xf8E8M0FNU>, tensor<1xf8E8M0FNU>)
    %r = stablehlo.subtract %x#0, %x#1 : tensor<1xf8E8M0FNU>
    return %r : tensor<1xf8E8M0FNU>
  }
})");
  Tensor nan({1}, ElementType::kF8E8M0FNU);
  nan.setBits(0, 0xFF);
  Recorded backend({nan});
  const reports::TestResult r = judgedUnder(test, backend, "strict");
  ASSERT_EQ(r.verdict, Verdict::kFail) << r.message;
  EXPECT_EQ(r.tier, "ieee-reading") << r.decidedBy;
  bool weighed = false;
  for (const std::string& e : r.escapes)
    weighed =
        weighed || (e.rfind("convert", 0) == 0 && e.find("could excuse it") != std::string::npos);
  EXPECT_TRUE(weighed);
}

// A backend that contracts a multiply feeding an add into one FMA, as
// XLA:CPU does: the multiply's handler keeps its f32 operands, the add's
// reads them back for the result of a multiply it adds.
thread_local std::map<const Value*, std::pair<Tensor, Tensor>> factorsOf;
Result<std::vector<oracle::RuntimeValue>> multiplyKeepingFactors(
    const Operation& op, std::span<const oracle::RuntimeValue> operands,
    oracle::EvalContext& context) {
  factorsOf[op.result(0)] = {operands[0].tensor(), operands[1].tensor()};
  return oracle::oracleOps().find(OpId::kMultiply)(op, operands, context);
}
Result<std::vector<oracle::RuntimeValue>> addContracting(
    const Operation& op, std::span<const oracle::RuntimeValue> operands,
    oracle::EvalContext& context) {
  auto results = oracle::oracleOps().find(OpId::kAdd)(op, operands, context);
  auto factors = factorsOf.find(op.operand(0));
  if (!results.ok() || factors == factorsOf.end() || !op.operand(0)->definingOp) return results;
  Tensor fused = (*results)[0].tensor();
  for (int64_t i = 0; i < fused.numElements(); ++i) {
    auto at = [&](const Tensor& t) {
      return std::bit_cast<float>(static_cast<uint32_t>(t.bits(i)));
    };
    fused.setBits(
        i, std::bit_cast<uint32_t>(std::fma(at(factors->second.first), at(factors->second.second),
                                            at(operands[1].tensor()))));
  }
  (*results)[0] = oracle::RuntimeValue::fromTensor(std::move(fused));
  return results;
}

TEST(Grading, ARewriteUpstreamIsNamedAtTheOutputItReaches) {
  // (a * b + c) * 2 with c = -round(a * b): the FMA's residue, doubled.
  const suites::TestCase test = testOf(R"(
module {
  func.func private @inputs() -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
    %a = stablehlo.constant dense<[1.1, 2.3]> : tensor<2xf32>
    %b = stablehlo.constant dense<[3.7, 0.9]> : tensor<2xf32>
    %c = stablehlo.constant dense<[-4.07, -2.07]> : tensor<2xf32>
    return %a, %b, %c : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  }
  func.func public @main() -> tensor<2xf32> {
    %x:3 = call @inputs() : () -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
    %m = stablehlo.multiply %x#0, %x#1 : tensor<2xf32>
    %s = stablehlo.add %m, %x#2 : tensor<2xf32>
    %o = stablehlo.multiply %s, %s : tensor<2xf32>
    return %o : tensor<2xf32>
  }
})");
  static const oracle::OpTable table = test_support::tableWith(
      {{OpId::kMultiply, &multiplyKeepingFactors}, {OpId::kAdd, &addContracting}});
  auto backend = test_support::oracleWith(table, "contracting");
  const reports::TestResult r = judgedUnder(test, *backend, "strict");
  ASSERT_EQ(r.verdict, Verdict::kFail) << r.message;
  EXPECT_NE(r.mechanism.find("consistent with rewrites upstream that the program allows: fused "
                             "multiply-add: stablehlo.multiply"),
            std::string::npos)
      << r.mechanism;
  EXPECT_EQ(r.tier, "ieee-reading") << r.decidedBy;
  // Under a profile that declares the contraction, nothing fails.
  EXPECT_NE(judgedUnder(test, *backend, "xla-cpu").verdict, Verdict::kFail);
}

TEST(Grading, ADifferenceThatNeedsTheConstantsIsTheConstantFolders) {
  const suites::TestCase test = testOf(R"(
module {
  func.func private @inputs() {
    return
  }
  func.func public @main() -> tensor<2xi32> {
    call @inputs() : () -> ()
    %a = stablehlo.constant dense<[-8, 3]> : tensor<2xi32>
    %r = stablehlo.count_leading_zeros %a : tensor<2xi32>
    return %r : tensor<2xi32>
  }
})");
  ASSERT_TRUE(test.inputs.empty());
  Tensor folded({2}, ElementType::kSI32);
  folded.setBits(0, static_cast<uint32_t>(-32));
  folded.setBits(1, 30);
  Recorded folding({folded}, /*onlyWithoutInputs=*/true);
  const reports::TestResult r = judgedUnder(test, folding, "strict");
  ASSERT_EQ(r.verdict, Verdict::kFail);
  EXPECT_EQ(r.tier, "semantic");
  EXPECT_NE(r.mechanism.find("constant folder"), std::string::npos) << r.mechanism;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
