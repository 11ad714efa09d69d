// The check dialect and custom_call @check.* semantics (docs/suites.md), and
// the interpret runner: one result per zero-argument function, failures listing
// the elements (expected vs actual, ULP distance), evaluation errors as failed
// runs, unparsable text as an error.
#include <gtest/gtest.h>

#include "oracle/interpret.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

InterpretReport run(const std::string& text) {
  Result<InterpretReport> report = interpretText(text, "test.mlir");
  EXPECT_TRUE(report.ok()) << (report.ok() ? "" : report.error().str());
  return report.ok() ? *report : InterpretReport{};
}

// The verdict of the single function of `body` (wrapped in func @f).
Verdict verdictOf(const std::string& body) {
  InterpretReport r = run("func.func @f() {\n" + body + "\n  func.return\n}\n");
  EXPECT_EQ(r.runs.size(), 1u);
  if (r.runs.empty()) return Verdict::kFail;
  EXPECT_NE(r.runs[0].describe().find(" @f "), std::string::npos);
  return r.runs[0].verdict();
}

// Whether the single function of `body` (wrapped in func @f) passes.
bool passes(const std::string& body) {
  InterpretReport r = run("func.func @f() {\n" + body + "\n  func.return\n}\n");
  EXPECT_EQ(r.runs.size(), 1u);
  return !r.runs.empty() && r.runs[0].passed;
}

TEST(CheckOps, ExpectEqIsIeeeEquality) {
  EXPECT_TRUE(passes(R"(
  %a = stablehlo.constant dense<[0.0, 1.5]> : tensor<2xf32>
  check.expect_eq_const %a, dense<[-0.0, 1.5]> : tensor<2xf32>)"));
  EXPECT_FALSE(passes(R"(
  %a = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  check.expect_eq_const %a, dense<0x7FC00000> : tensor<f32>)"));  // NaN never equal
  EXPECT_TRUE(passes(R"(
  %a = stablehlo.constant dense<[1, -2]> : tensor<2xi4>
  %b = stablehlo.constant dense<[1, -2]> : tensor<2xi4>
  check.expect_eq %a, %b : tensor<2xi4>)"));
  EXPECT_FALSE(passes(R"(
  %a = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  check.expect_eq_const %a, dense<[true, true]> : tensor<2xi1>)"));
}

TEST(CheckOps, ExpectAlmostEqUsesAnExactAbsoluteTolerance) {
  // Default 1e-4; both NaN pass; infinities must be equal.
  EXPECT_TRUE(passes(R"(
  %a = stablehlo.constant dense<[1.0, 0x7FC00000, 0x7F800000]> : tensor<3xf32>
  check.expect_almost_eq_const %a, dense<[1.00009, 0xFFC00001, 0x7F800000]> : tensor<3xf32>)"));
  EXPECT_FALSE(passes(R"(
  %a = stablehlo.constant dense<1.0> : tensor<f32>
  check.expect_almost_eq_const %a, dense<1.0002> : tensor<f32>)"));
  EXPECT_FALSE(passes(R"(
  %a = stablehlo.constant dense<0x7F800000> : tensor<f32>
  check.expect_almost_eq_const %a, dense<0xFF800000> : tensor<f32>)"));
  EXPECT_TRUE(passes(R"(
  %a = stablehlo.constant dense<1.0> : tensor<f64>
  %b = stablehlo.constant dense<1.25> : tensor<f64>
  check.expect_almost_eq %a, %b, tolerance = 0.25 : tensor<f64>)"));  // |Δ| = tolerance
  EXPECT_FALSE(passes(R"(
  %a = stablehlo.constant dense<1.0> : tensor<f64>
  %b = stablehlo.constant dense<1.2500000000000002> : tensor<f64>
  check.expect_almost_eq %a, %b, tolerance = 0.25 : tensor<f64>)"));
}

TEST(CheckOps, ExpectCloseCountsUlpsAndMatchesNonFiniteOnlyExactly) {
  EXPECT_TRUE(passes(R"(
  %a = stablehlo.constant dense<[1.0, 0.0]> : tensor<2xf16>
  %b = stablehlo.constant dense<[0x3C03, 0x8000]> : tensor<2xf16>
  check.expect_close %a, %b, max_ulp_difference = 3 : tensor<2xf16>, tensor<2xf16>)"));
  EXPECT_FALSE(passes(R"(
  %a = stablehlo.constant dense<1.0> : tensor<f16>
  %b = stablehlo.constant dense<0x3C04> : tensor<f16>
  check.expect_close %a, %b, max_ulp_difference = 3 : tensor<f16>, tensor<f16>)"));
  EXPECT_FALSE(passes(R"(
  %a = stablehlo.constant dense<1.0> : tensor<f16>
  %b = stablehlo.constant dense<1.0> : tensor<f16>
  check.expect_close %a, %b, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<f16>, tensor<f16>)"));
  EXPECT_TRUE(passes(R"(
  %a = stablehlo.constant dense<[0x7E00, 0x7C00]> : tensor<2xf16>
  %b = stablehlo.constant dense<[0xFE01, 0x7C00]> : tensor<2xf16>
  check.expect_close %a, %b, max_ulp_difference = 0 : tensor<2xf16>, tensor<2xf16>)"));
  EXPECT_FALSE(passes(R"(
  %a = stablehlo.constant dense<0x7BFF> : tensor<f16>
  %b = stablehlo.constant dense<0x7C00> : tensor<f16>
  check.expect_close %a, %b, max_ulp_difference = 5 : tensor<f16>, tensor<f16>)"));
}

TEST(CheckOps, CustomCallChecksOfExportedTests) {
  const std::string text = R"(
func.func public @main() -> tensor<i1> {
  %0 = call @inputs() : () -> tensor<2xf32>
  %1 = call @expected() : () -> tensor<2xf32>
  %2 = stablehlo.exponential %0 : tensor<2xf32>
  %3 = stablehlo.custom_call @check.expect_close(%2, %1) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> tensor<i1>
  stablehlo.custom_call @check.eq(%2, %1) : (tensor<2xf32>, tensor<2xf32>) -> ()
  return %3 : tensor<i1>
}
func.func private @inputs() -> tensor<2xf32> {
  %0 = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @expected() -> tensor<2xf32> {
  %0 = stablehlo.constant dense<[1.0, 2.71828198]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
)";
  InterpretReport r = run(text);
  ASSERT_EQ(r.runs.size(), 1u);  // private helpers are not test functions
  EXPECT_EQ(r.runs[0].name, "main");
  EXPECT_TRUE(r.runs[0].passed) << r.runs[0].describe();
  EXPECT_EQ(r.runs[0].checksRun, 2);
}

TEST(CheckOps, FailuresListElementsWithExpectedActualAndUlps) {
  InterpretReport r = run(R"(
func.func @f() {
  %a = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  check.expect_eq_const %a, dense<[1.0, 2.00000024, 3.0]> : tensor<3xf32>
  func.return
}
)");
  ASSERT_EQ(r.runs.size(), 1u);
  EXPECT_FALSE(r.runs[0].passed);
  const std::string text = r.runs[0].describe();
  EXPECT_EQ(r.runs[0].verdict(), Verdict::kBadTest);
  EXPECT_NE(text.find("BAD-TEST @f"), std::string::npos) << text;
  EXPECT_NE(text.find("1 of 3 elements differ"), std::string::npos) << text;
  EXPECT_NE(
      text.find("[1]: expected 2.00000024 (0x40000001), actual 2.000000e+00 (0x40000000), 1 ulp"),
      std::string::npos)
      << text;
}

// An assertion on a result the spec leaves open (an f32 dot's accumulation
// order) passes when some allowed result satisfies it, though the oracle's
// own value (the exact sum, 1) does not: (1e8 + 1) − 1e8 is 0 in f32. An
// expected value no order gives is a bad test; a value computed from the
// open result is inconclusive where it differs. (The oracle's interval for a
// float dot is a rigorous bound on every order's error, here ±24 around 1.)
TEST(CheckOps, AssertionsOnOpenResultsJudgeEveryAllowedResult) {
  const std::string dot = R"(
  %a = stablehlo.constant dense<[1.0e8, 1.0, -1.0e8]> : tensor<3xf32>
  %b = stablehlo.constant dense<1.0> : tensor<3xf32>
  %r = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>)";
  EXPECT_TRUE(passes(dot + "\n  check.expect_eq_const %r, dense<1.0> : tensor<f32>"));
  EXPECT_TRUE(passes(dot + "\n  check.expect_eq_const %r, dense<0.0> : tensor<f32>"));
  EXPECT_EQ(verdictOf(dot + "\n  check.expect_eq_const %r, dense<1000.0> : tensor<f32>"),
            Verdict::kBadTest);
  EXPECT_EQ(verdictOf(dot + "\n  %n = stablehlo.multiply %r, %r : tensor<f32>\n"
                            "  check.expect_eq_const %n, dense<0.0> : tensor<f32>"),
            Verdict::kInconclusive);
}

// What the spec allows survives the ops that move or monotonically map
// elements (oracle/propagate.h): the other order's 0 still passes after a
// negate, a reshape, a broadcast, a slice, a reverse and a convert to f16,
// and a value no order gives is still a bad test there.
TEST(CheckOps, AllowedResultsSurviveMovesConvertsAndNegation) {
  const std::string dot = R"(
  %a = stablehlo.constant dense<[[1.0e8, 1.0, -1.0e8], [2.0, 3.0, 4.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<1.0> : tensor<3xf32>
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  %n = stablehlo.negate %r : tensor<2xf32>
  %t = stablehlo.reshape %n : (tensor<2xf32>) -> tensor<2x1xf32>
  %u = stablehlo.broadcast_in_dim %t, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
  %v = stablehlo.reverse %u, dims = [0] : tensor<2x3xf32>
  %w = stablehlo.slice %v [1:2, 0:2] : (tensor<2x3xf32>) -> tensor<1x2xf32>
  %x = stablehlo.convert %w : (tensor<1x2xf32>) -> tensor<1x2xf16>)";
  EXPECT_TRUE(passes(dot + "\n  check.expect_eq_const %x, dense<-0.0> : tensor<1x2xf16>"));
  EXPECT_TRUE(passes(dot + "\n  check.expect_eq_const %x, dense<-1.0> : tensor<1x2xf16>"));
  EXPECT_EQ(verdictOf(dot + "\n  check.expect_eq_const %x, dense<-1000.0> : tensor<1x2xf16>"),
            Verdict::kBadTest);
}

// The exported test's expectation of chlo.sinh(−8.744041442871094) in f32,
// −3136.59717, is 6 ulp from the correctly rounded −3136.59863 and outside
// expect_almost_eq's 1e-3: a bad test, naming the element, both values and
// the distance.
TEST(CheckOps, AWrongExpectedValueIsABadTestNamingTheElement) {
  InterpretReport r = run(R"(
func.func @sinh() {
  %x = stablehlo.constant dense<-8.744041442871094> : tensor<f32>
  %y = chlo.sinh %x : tensor<f32> -> tensor<f32>
  check.expect_almost_eq_const %y, dense<-3136.59717> : tensor<f32>
  func.return
}
)");
  ASSERT_EQ(r.runs.size(), 1u);
  EXPECT_EQ(r.runs[0].verdict(), Verdict::kBadTest);
  EXPECT_EQ(r.count(Verdict::kBadTest), 1);
  EXPECT_EQ(r.failures(), 0);
  const std::string text = r.runs[0].describe();
  EXPECT_NE(text.find("[]: expected -3136.59717 (0xC544098E), actual -3136.59863 (0xC5440994), "
                      "6 ulp"),
            std::string::npos)
      << text;
}

TEST(CheckOps, PassingChecksNoteElementsThatOnlyATolerancePassed) {
  InterpretReport r = run(R"(
func.func @f() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  check.expect_almost_eq_const %a, dense<[1.0, 2.00001]> : tensor<2xf64>
  func.return
}
)");
  ASSERT_EQ(r.runs.size(), 1u);
  EXPECT_TRUE(r.runs[0].passed);
  ASSERT_EQ(r.runs[0].inexactChecks.size(), 1u);
  const std::string notes = r.runs[0].describe(true);
  EXPECT_NE(notes.find("passed, note: 1 of 2 elements pass within tolerance"), std::string::npos)
      << notes;
  EXPECT_NE(notes.find("[1]: expected 2.00001"), std::string::npos) << notes;
  EXPECT_EQ(r.runs[0].describe().find("note"), std::string::npos);
}

TEST(CheckOps, ProbesAreComparedWithExpectSerializedEq) {
  EXPECT_TRUE(passes(R"(
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = interpreter.probe %a, probe_id = "p" : tensor<2xi32>
  %c = stablehlo.add %b, %b : tensor<2xi32>
  %d = interpreter.probe %c, probe_id = "p" : tensor<2xi32>
  interpreter.print %d : tensor<2xi32>
  check.expect_serialized_eq %a, probe_id = "p" : tensor<2xi32>
  check.expect_serialized_eq %c, probe_id = "p", iter = 1 : tensor<2xi32>)"));
  EXPECT_FALSE(passes(R"(
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = interpreter.probe %a, probe_id = "p" : tensor<2xi32>
  check.expect_serialized_eq %a, probe_id = "p", iter = 1 : tensor<2xi32>)"));
  EXPECT_FALSE(passes(R"(
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = interpreter.probe %a, probe_id = "p" : tensor<2xi32>
  %c = stablehlo.add %b, %b : tensor<2xi32>
  check.expect_serialized_eq %c, probe_id = "p" : tensor<2xi32>)"));
}

TEST(CheckOps, RunsEverySplitAndReportsEvaluationErrors) {
  InterpretReport r = run(R"(
func.func @ok() {
  %a = stablehlo.constant dense<2> : tensor<i32>
  %b = stablehlo.add %a, %a : tensor<i32>
  check.expect_eq_const %b, dense<4> : tensor<i32>
  func.return
}

// -----

func.func @unsupported() {
  %a = stablehlo.constant dense<2.0> : tensor<f32>
  %b = "stablehlo.not_an_op"(%a) : (tensor<f32>) -> tensor<f32>
  func.return
}

// -----

func.func @with_args(%x: tensor<f32>) {
  func.return
}
)");
  // The unknown op fails verification: its split is not run, the others
  // are (functions with arguments are not run).
  ASSERT_EQ(r.runs.size(), 1u);
  EXPECT_TRUE(r.runs[0].passed);
  ASSERT_EQ(r.rejected.size(), 1u);
  EXPECT_NE(r.rejected[0].message.find("stablehlo.not_an_op: unknown op"), std::string::npos)
      << r.rejected[0].str();
  EXPECT_TRUE(r.rejected[0].location.known());
  EXPECT_EQ(r.failures(), 0);
  EXPECT_FALSE(r.allPassed());
  EXPECT_FALSE(interpretText("func.func @f( {", "bad.mlir").ok());
  EXPECT_FALSE(interpretFile("/nonexistent/file.mlir").ok());
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
