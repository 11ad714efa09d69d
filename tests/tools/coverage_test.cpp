// Spec coverage computed from programs (tools/runner/coverage.h): small
// inline programs whose coverage is known, the negative suites (every clause
// they break shows negative coverage), the results filter, and the
// `hlo-cts coverage` command's files and errors.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "reports/results_json.h"
#include "spec/ops/catalogue.h"
#include "tests/spec/negative_suite.h"
#include "tests/tools/cli_test_util.h"
#include "tools/runner/coverage.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;
using reports::ClauseCoverage;
using reports::CoverageReport;
using reports::OpCoverage;

const OpCoverage& opOf(const CoverageReport& report, std::string_view name) {
  for (const OpCoverage& op : report.ops)
    if (op.name == name) return op;
  ADD_FAILURE() << name << " is not in the report";
  return report.ops.front();
}

reports::CoveringTests pointTests(const OpCoverage& op, std::string_view id) {
  for (const reports::PointCoverage& point : op.points)
    if (point.id == id) return point.tests;
  ADD_FAILURE() << op.name << " has no point " << id;
  return {};
}

reports::CoveringTests typeTests(const OpCoverage& op, std::string_view type) {
  for (const reports::ElementTypeCoverage& t : op.elementTypes)
    if (t.type == type) return t.tests;
  return {};
}

// Clauses that speak only of quantized instances ("if the operation uses
// quantized tensors: ...").
bool aboutQuantizedOnly(const ClauseCoverage& clause) {
  return clause.appliesTo.find(" quantized") != std::string::npos &&
         clause.appliesTo.find("without") == std::string::npos;
}

reports::TestResult resultOf(std::string id, Verdict verdict) {
  reports::TestResult result;
  result.id = std::move(id);
  result.verdict = verdict;
  return result;
}

CoverageReport coverageOf(const std::string& text, const std::string& file,
                          CoverageOptions options = {}) {
  Result<std::vector<suites::TestCase>> tests = suites::extractTests(text, file);
  EXPECT_TRUE(tests.ok()) << tests.error().str();
  CoverageCollector collector(std::move(options));
  if (tests.ok())
    for (const suites::TestCase& test : *tests) collector.addTest(test);
  return std::move(collector).finish();
}

// abs on f32 operands holding NaN and -0 (and nothing infinite or subnormal).
constexpr const char* kAbsTest = R"(
func.func @abs_op_test_f32() {
  %x = stablehlo.constant dense<[-1.0, 0x7FC00000, -0.0]> : tensor<3xf32>
  %r = stablehlo.abs %x : tensor<3xf32>
  check.expect_eq_const %r, dense<[1.0, 0x7FC00000, 0.0]> : tensor<3xf32>
  func.return
}
)";

TEST(Coverage, AnAbsTestCoversItsElementTypeClassAndTheSpecialValuesItsOperandHolds) {
  const CoverageReport report = coverageOf(kAbsTest, "abs.mlir");
  EXPECT_EQ(report.tests.positive, 1);
  EXPECT_EQ(report.tests.valuesEvaluated, 1);
  const OpCoverage& abs = opOf(report, "stablehlo.abs");
  EXPECT_EQ(abs.tests.count, 1);
  EXPECT_EQ(abs.tests.first, std::vector<std::string>{"abs.mlir::abs_op_test_f32"});
  EXPECT_TRUE(typeTests(abs, "f32").covered());
  EXPECT_FALSE(typeTests(abs, "f64").covered());
  EXPECT_TRUE(pointTests(abs, "element:float").covered());
  EXPECT_FALSE(pointTests(abs, "element:signed").covered());
  // Found by evaluation: the constant became an argument holding these values.
  EXPECT_TRUE(pointTests(abs, "value:nan").covered());
  EXPECT_TRUE(pointTests(abs, "value:negative_zero").covered());
  EXPECT_FALSE(pointTests(abs, "value:inf").covered());
  EXPECT_FALSE(pointTests(abs, "value:subnormal").covered());
  for (const ClauseCoverage& clause : abs.constraints)
    EXPECT_EQ(clause.positive.covered(), !aboutQuantizedOnly(clause)) << clause.id;
  // Every accepted type of abs is listed, f32 among them, in the list's order.
  EXPECT_GT(abs.elementTypes.size(), 10u);
  // Other ops stay uncovered.
  EXPECT_FALSE(opOf(report, "stablehlo.add").tests.covered());

  CoverageOptions noValues;
  noValues.evaluateValues = false;
  const CoverageReport unevaluated = coverageOf(kAbsTest, "abs.mlir", noValues);
  EXPECT_FALSE(pointTests(opOf(unevaluated, "stablehlo.abs"), "value:nan").covered());
}

// An element type the op admits but whose semantics are undefined
// (remainder on complex numbers: TBD in the spec) is listed with the reason
// and needs no positive test: remainder on every other type makes "every
// accepted type" true.
TEST(Coverage, TypesWithUndefinedSemanticsNeedNoPositiveTest) {
  std::string text;
  const ops::OpDef& def = *ops::lookupOp("stablehlo.remainder");
  int tests = 0;
  for (ElementType type : allElementTypes()) {
    if (type == ElementType::kIndex || isComplex(type) || isBoolean(type)) continue;
    const std::string t = fmt::format("tensor<2x{}>", elementTypeName(type));
    text += fmt::format(
        "func.func @rem_{0}() -> {1} {{\n  %a = stablehlo.constant dense<{2}> : {1}\n"
        "  %r = stablehlo.remainder %a, %a : {1}\n  func.return %r : {1}\n}}\n// -----\n",
        tests++, t, isFloat(type) ? "1.0" : "1");
  }
  CoverageOptions noValues;
  noValues.evaluateValues = false;
  const CoverageReport report = coverageOf(text, "remainder.mlir", noValues);
  const OpCoverage& remainder = opOf(report, "stablehlo.remainder");
  for (const reports::ElementTypeCoverage& type : remainder.elementTypes) {
    const bool complex = type.type.starts_with("complex");
    EXPECT_EQ(type.undefined, complex ? def.undefinedOn.reason : "") << type.type;
    EXPECT_EQ(type.required(), !complex) << type.type;
    if (type.required()) EXPECT_TRUE(type.tests.covered()) << type.type;
  }
  // And custom_call, which owes no type a positive test: no type defines
  // its semantics.
  EXPECT_EQ(reports::coverageTotals(report).opsAllAcceptedTypes, 2);
}

// fft's operand category admits every float type, but C2 pairs a real type
// with its complex counterpart, which only f32 and f64 have: f16 appears in
// no valid program, so no positive test is owed there.
TEST(Coverage, TypesNoValidProgramCarriesNeedNoPositiveTest) {
  std::string text;
  for (const char* part : {"f32", "f64"})
    text += fmt::format(
        "func.func @rfft_{0}() -> tensor<3xcomplex<{0}>> {{\n"
        "  %x = stablehlo.constant dense<1.0> : tensor<4x{0}>\n"
        "  %r = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4x{0}>) -> "
        "tensor<3xcomplex<{0}>>\n  func.return %r : tensor<3xcomplex<{0}>>\n}}\n// -----\n"
        "func.func @fft_{0}() -> tensor<4xcomplex<{0}>> {{\n"
        "  %x = stablehlo.constant dense<(1.0, 2.0)> : tensor<4xcomplex<{0}>>\n"
        "  %r = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xcomplex<{0}>>) -> "
        "tensor<4xcomplex<{0}>>\n  func.return %r : tensor<4xcomplex<{0}>>\n}}\n// -----\n",
        part);
  CoverageOptions noValues;
  noValues.evaluateValues = false;
  const CoverageReport report = coverageOf(text, "fft.mlir", noValues);
  const OpCoverage& fft = opOf(report, "stablehlo.fft");
  bool sawF16 = false;
  for (const reports::ElementTypeCoverage& type : fft.elementTypes) {
    const bool realized =
        type.type == "f32" || type.type == "f64" || type.type.starts_with("complex");
    EXPECT_EQ(type.unrealizable.empty(), realized) << type.type;
    EXPECT_EQ(type.required(), realized) << type.type;
    if (type.required()) EXPECT_TRUE(type.tests.covered()) << type.type;
    sawF16 = sawF16 || (type.type == "f16" && type.accepted);
  }
  EXPECT_TRUE(sawF16);
  // And custom_call, which owes no type a positive test: no type defines
  // its semantics.
  EXPECT_EQ(reports::coverageTotals(report).opsAllAcceptedTypes, 2);
  const std::string html = reports::coverageHtml(report);
  EXPECT_NE(html.find("no valid program: C2 admits no program"), std::string::npos);
}

// An op whose inputs carry no element type (get_tuple_element reads a
// tuple) owes no type a test: a positive test of it is the whole debt.
TEST(Coverage, AnOpWithoutElementTypesIsCompleteWithAPositiveTest) {
  constexpr const char* kGetTupleElementTest = R"(
func.func @gte() -> tensor<2xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<2xf32>
  %t = stablehlo.tuple %x : tuple<tensor<2xf32>>
  %g = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf32>>) -> tensor<2xf32>
  func.return %g : tensor<2xf32>
}
)";
  CoverageOptions noValues;
  noValues.evaluateValues = false;
  const CoverageReport tested = coverageOf(kGetTupleElementTest, "gte.mlir", noValues);
  EXPECT_TRUE(opOf(tested, "stablehlo.get_tuple_element").tests.covered());
  // get_tuple_element, and custom_call (no type defines its semantics);
  // tuple and constant are tested on f32 only.
  EXPECT_EQ(reports::coverageTotals(tested).opsAllAcceptedTypes, 2);
  const CoverageReport untested = coverageOf("", "empty.mlir", noValues);
  EXPECT_EQ(reports::coverageTotals(untested).opsAllAcceptedTypes, 1);
}

// Attribute features of an op nested in a region (a while loop's body):
// the walk goes into regions.
constexpr const char* kPadInWhileTest = R"(
func.func @pad_in_while() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %i = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%it = %i, %v = %x) : tensor<i32>, tensor<3xf32>
   cond {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %lt = stablehlo.compare LT, %it, %one : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %it, %one : tensor<i32>
    %p = stablehlo.pad %v, %z, low = [-1], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
    %s = stablehlo.slice %p [0:3] : (tensor<4xf32>) -> tensor<3xf32>
    stablehlo.return %next, %s : tensor<i32>, tensor<3xf32>
  }
  check.expect_eq_const %r#1, dense<[0.0, 2.0, 0.0]> : tensor<3xf32>
  func.return
}
)";

TEST(Coverage, AttributeFeaturesOfOpsNestedInRegions) {
  const CoverageReport report = coverageOf(kPadInWhileTest, "pad.mlir");
  ASSERT_EQ(report.tests.positive, 1);
  const OpCoverage& pad = opOf(report, "stablehlo.pad");
  EXPECT_EQ(pad.tests.count, 1);
  EXPECT_TRUE(pointTests(pad, "attr:negative_padding").covered());
  EXPECT_TRUE(pointTests(pad, "attr:interior_padding").covered());
  EXPECT_TRUE(typeTests(pad, "f32").covered());
  EXPECT_TRUE(opOf(report, "stablehlo.while").tests.covered());
  EXPECT_TRUE(opOf(report, "stablehlo.compare").tests.covered());
}

// A float dot_general does not exercise the clauses about quantized tensors.
constexpr const char* kDotTest = R"(
func.func @dot_general_op_test_f32() {
  %lhs = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<3x2xf32>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %r, dense<3.0> : tensor<2x2xf32>
  func.return
}
)";

TEST(Coverage, ClausesAboutQuantizedTensorsAreNotExercisedByAFloatInstance) {
  const CoverageReport report = coverageOf(kDotTest, "dot.mlir");
  const OpCoverage& dot = opOf(report, "stablehlo.dot_general");
  ASSERT_EQ(dot.tests.count, 1);
  size_t quantizedOnly = 0, general = 0;
  for (const ClauseCoverage& clause : dot.constraints) {
    const bool aboutQuantized = aboutQuantizedOnly(clause);
    quantizedOnly += aboutQuantized;
    general += !aboutQuantized;
    EXPECT_EQ(clause.positive.covered(), !aboutQuantized) << clause.id << ": " << clause.text;
  }
  EXPECT_GT(quantizedOnly, 0u);
  EXPECT_GT(general, 0u);
}

// Every clause a negative split of suites/negative expects is covered by a
// negative test, when it holds in today's spec (the checker's default).
TEST(Coverage, EveryClauseTheNegativeSuiteBreaksHasNegativeCoverage) {
  CoverageOptions options;
  options.evaluateValues = false;  // only the negative side is asserted
  Result<CoverageReport> report = computeCoverage({negative::suiteDir().string()}, options);
  ASSERT_TRUE(report.ok()) << report.error().message;
  EXPECT_TRUE(report->errors.empty());
  std::set<std::string> covered, currentClauses;
  for (const OpCoverage& op : report->ops)
    for (const ClauseCoverage& clause : op.constraints) {
      const std::string name = op.name + " (" + clause.id + ")";
      if (clause.negative.covered()) covered.insert(name);
      if (std::count(clause.versions.begin(), clause.versions.end(), "current"))
        currentClauses.insert(name);
    }
  for (const ClauseCoverage& clause : report->typeClauses) {
    const std::string name = clause.subject + " (" + clause.id + ")";
    if (clause.negative.covered()) covered.insert(name);
    if (std::count(clause.versions.begin(), clause.versions.end(), "current"))
      currentClauses.insert(name);
  }
  size_t expected = 0;
  for (const std::string& file : negative::suiteFiles()) {
    const negative::Suite suite = negative::loadSuite(file);
    for (const negative::Split& split : suite.splits)
      for (const negative::Expectation& e : split.expected) {
        if (e.severity != Diagnostic::Severity::kError || !currentClauses.count(e.text)) continue;
        ++expected;
        EXPECT_TRUE(covered.count(e.text)) << file << ":" << e.line << ": " << e.text;
      }
  }
  EXPECT_GT(expected, 500u);
  EXPECT_GT(report->tests.negative, 500);
}

TEST(Coverage, WithResultsOnlyTestsThatRanCount) {
  EXPECT_TRUE(countsAsRun(Verdict::kPass));
  EXPECT_TRUE(countsAsRun(Verdict::kAcceptedInvalid));
  EXPECT_FALSE(countsAsRun(Verdict::kNotSupported));
  EXPECT_FALSE(countsAsRun(Verdict::kCrash));
  CoverageOptions options;
  options.ran =
      testsThatRan({resultOf("abs.mlir::abs_op_test_f32", Verdict::kFail),
                    resultOf("dot.mlir::dot_general_op_test_f32", Verdict::kNotSupported)});
  EXPECT_EQ(*options.ran, std::set<std::string>{"abs.mlir::abs_op_test_f32"});
  const CoverageReport abs = coverageOf(kAbsTest, "abs.mlir", options);
  EXPECT_TRUE(opOf(abs, "stablehlo.abs").tests.covered());
  const CoverageReport dot = coverageOf(kDotTest, "dot.mlir", options);
  EXPECT_FALSE(opOf(dot, "stablehlo.dot_general").tests.covered());
  EXPECT_EQ(dot.tests.notRun, 1);
  EXPECT_EQ(dot.tests.positive, 0);
}

class CoverageCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("hlo_cts_coverage_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "tests");
    std::ofstream(dir_ / "tests/abs.mlir") << kAbsTest;
    std::ofstream(dir_ / "tests/dot.mlir") << kDotTest;
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
};

TEST_F(CoverageCommand, WritesJsonInAStableOrderAndFiltersByResults) {
  std::string out;
  ASSERT_EQ(cli::runCli({"coverage", path("tests"), "-o", path("all"), "--json-only"}, &out), 0)
      << out;
  EXPECT_NE(out.find("tests: 2 positive, 0 negative"), std::string::npos) << out;
  EXPECT_FALSE(fs::exists(path("all/coverage.html")));
  std::ifstream in(path("all/coverage.json"));
  const nlohmann::json document = nlohmann::json::parse(in, nullptr, false);
  ASSERT_FALSE(document.is_discarded());
  EXPECT_EQ(document["format"], "hlo-cts-coverage");
  EXPECT_EQ(document["totals"]["opsWithPositive"], 2);
  ASSERT_EQ(document["ops"].size(), ops::catalogue().size());
  for (size_t i = 1; i < document["ops"].size(); ++i)
    EXPECT_LT(document["ops"][i - 1]["op"], document["ops"][i]["op"]);

  const std::vector<reports::TestResult> results = {
      resultOf("abs.mlir::abs_op_test_f32", Verdict::kPass),
      resultOf("dot.mlir::dot_general_op_test_f32", Verdict::kNotSupported)};
  ASSERT_TRUE(
      reports::writeResultsJson(path("r.json"), {}, reports::summarize(results), results).ok());
  ASSERT_EQ(cli::runCli({"coverage", path("tests"), "--results", path("r.json"), "-o", path("ran")},
                        &out),
            0)
      << out;
  EXPECT_NE(out.find("tests: 1 positive, 0 negative, 1 not run"), std::string::npos) << out;
  EXPECT_TRUE(fs::exists(path("ran/coverage.html")));
}

TEST_F(CoverageCommand, UnreadablePathsAreNamed) {
  std::string out;
  EXPECT_EQ(cli::runCli({"coverage", path("missing"), "-o", path("x")}, &out,
                        cli::CliOutput{.withStderr = true}),
            2);
  EXPECT_NE(out.find(path("missing") + ": no such file or directory"), std::string::npos) << out;
  EXPECT_EQ(
      cli::runCli({"coverage", path("tests"), "--results", path("missing.json"), "-o", path("x")},
                  &out, cli::CliOutput{.withStderr = true}),
      2);
  EXPECT_NE(out.find(path("missing.json")), std::string::npos) << out;
  EXPECT_FALSE(fs::exists(path("x/coverage.json")));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
