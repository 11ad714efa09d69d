// Running tests more than once: outputs that change between executions of
// one compiled program are Nondeterministic (with --repeat, and on a retry),
// shown with both values in results.json, JUnit and the HTML report; a
// failure that passes on a retry is a flake.
#include "tools/runner/repeat.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "reports/html_report.h"
#include "reports/junit.h"
#include "reports/results_json.h"
#include "spec/text/parser.h"
#include "tests/tools/faulty_backends.h"
#include "tools/runner/runner.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

constexpr const char* kAdd = R"(
func.func @add_test() {
  %0 = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %1 = stablehlo.add %0, %0 : tensor<2xf32>
  check.expect_eq_const %1, dense<[3.0, 5.0]> : tensor<2xf32>
  func.return
}
)";

// Output 0 from a stablehlo.rng, output 1 not.
constexpr const char* kRngAndAdd = R"(
func.func public @rng_and_add() -> (tensor<2xf32>, tensor<2xf32>) attributes {hlo_cts.test = {kind = "edge", op = "stablehlo.rng"}} {
  %a = stablehlo.constant dense<0.0> : tensor<f32>
  %b = stablehlo.constant dense<1.0> : tensor<f32>
  %s = stablehlo.constant dense<2> : tensor<1xi64>
  %r = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<2xf32>
  %c = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %d = stablehlo.add %c, %c : tensor<2xf32>
  return %r, %d : tensor<2xf32>, tensor<2xf32>
}
)";

std::string testFile(const std::string& name, const char* text) {
  const fs::path dir = fs::temp_directory_path() / ("hlo_cts_repeat_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / name) << text;
  return (dir / name).string();
}

// The one result of running `file` on a fresh instance of `hook`'s backend.
reports::TestResult runFile(const std::string& file, test_support::ScriptedBackend::Hook hook,
                            int repeat, int retries) {
  RunConfig config;
  config.paths = {file};
  config.backend = [hook]() -> Result<std::unique_ptr<backends::Backend>> {
    return std::unique_ptr<backends::Backend>(
        std::make_unique<test_support::ScriptedBackend>(backends::makeOracleBackend({}), hook));
  };
  config.repeat = repeat;
  config.retries = retries;
  Result<RunOutcome> outcome = runTests(config);
  EXPECT_TRUE(outcome.ok());
  if (!outcome.ok() || outcome->results.size() != 1) return {};
  return outcome->results[0];
}

reports::TestResult runAdd(test_support::ScriptedBackend::Hook hook, int repeat, int retries) {
  return runFile(testFile("add.mlir", kAdd), std::move(hook), repeat, retries);
}

// The last bit of output `output`'s element 0 flipped on the executions
// `wrong` names.
test_support::ScriptedBackend::Hook flipOn(std::function<bool(int)> wrong, size_t output = 0) {
  return [wrong, output](int n, std::vector<Tensor>& outputs) {
    if (wrong(n)) outputs[output].setBits(0, outputs[output].bits(0) ^ 1);
    return backends::CallStatus::kOk;
  };
}

TEST(Repeat, OutputsThatChangeBetweenExecutionsAreNondeterministic) {
  const auto everySecond = flipOn([](int n) { return n % 2 == 0; });
  // Executed once, the first execution's outputs are right: a pass.
  EXPECT_EQ(runAdd(everySecond, 1, 0).verdict, Verdict::kPass);
  const reports::TestResult result = runAdd(everySecond, 3, 0);
  ASSERT_EQ(result.verdict, Verdict::kNondeterministic) << result.message;
  EXPECT_FALSE(isFailure(result.verdict));
  ASSERT_EQ(result.divergences.size(), 1u);
  const reports::ElementDivergence& d = result.divergences[0];
  EXPECT_EQ(d.index, "[0]");
  EXPECT_EQ(d.execution, 2);
  EXPECT_EQ(d.first, "0x40400000 (3)");
  EXPECT_EQ(d.other, "0x40400001 (3)");
  EXPECT_NE(result.message.find("execution 2 of 3"), std::string::npos) << result.message;
  EXPECT_NE(result.message.find("judged alone: pass"), std::string::npos) << result.message;

  // results.json keeps both values; JUnit shows a flaky failure, no failure.
  reports::RunInfo info;
  info.backend = "scripted";
  info.profile = "strict";
  Result<reports::TestResult> back = reports::testResultFromJson(reports::toJson(result));
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back->verdict, Verdict::kNondeterministic);
  ASSERT_EQ(back->divergences.size(), 1u);
  EXPECT_EQ(back->divergences[0].other, d.other);
  const std::string junit = reports::junitXml(info, {result});
  EXPECT_NE(junit.find("<flakyFailure"), std::string::npos) << junit;
  EXPECT_NE(junit.find("failures=\"0\""), std::string::npos) << junit;
  EXPECT_NE(junit.find("execution 2 gave 0x40400001"), std::string::npos) << junit;
  reports::ReportInputs inputs;
  reports::ReportRun run;
  run.document.info = info;
  run.document.results = {result};
  run.document.summary = reports::summarize(run.document.results);
  inputs.runs.push_back(run);
  const std::string html = reports::htmlReport(inputs);
  EXPECT_NE(html.find("Nondeterministic (1)"), std::string::npos);
  EXPECT_NE(html.find("0x40400001 (3) (execution 2)"), std::string::npos);
}

TEST(Repeat, AFailureWhoseRetryGivesOtherOutputsIsNondeterministic) {
  const auto firstOnly = flipOn([](int n) { return n == 1; });
  EXPECT_EQ(runAdd(firstOnly, 1, 0).verdict, Verdict::kFail);
  const reports::TestResult retried = runAdd(firstOnly, 1, 2);
  EXPECT_EQ(retried.verdict, Verdict::kNondeterministic) << retried.message;
  EXPECT_NE(retried.message.find("judged alone: fail"), std::string::npos) << retried.message;
  EXPECT_TRUE(retried.flaky.empty());
  // A failure that stays the same on every retry stays a failure.
  const reports::TestResult always = runAdd(flipOn([](int) { return true; }), 1, 2);
  EXPECT_EQ(always.verdict, Verdict::kFail);
}

TEST(Repeat, OutputsComputedFromAnRngAreTheOnesThatMayVary) {
  // Through an operand, a region's captured value, a call, and not through
  // rng_bit_generator, whose output is a function of its state.
  constexpr const char* kText = R"(
func.func private @draw(%a: tensor<f32>) -> tensor<f32> {
  %s = stablehlo.constant dense<> : tensor<0xi64>
  %r = stablehlo.rng %a, %a, %s, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<0xi64>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func @main(%a: tensor<f32>, %state: tensor<2xui64>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<2xui64>) {
  %s = stablehlo.constant dense<> : tensor<0xi64>
  %r = stablehlo.rng %a, %a, %s, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<0xi64>) -> tensor<f32>
  %sum = stablehlo.add %r, %a : tensor<f32>
  %plain = stablehlo.negate %a : tensor<f32>
  %c = stablehlo.constant dense<true> : tensor<i1>
  %if = "stablehlo.if"(%c) ({
    stablehlo.return %sum : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %called = func.call @draw(%a) : (tensor<f32>) -> tensor<f32>
  %new_state, %bits = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui64>)
  return %sum, %plain, %if, %called, %bits : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<2xui64>
}
)";
  Result<Module> module = parseModule(kText, "may_vary.mlir");
  ASSERT_TRUE(module.ok()) << module.error().str();
  EXPECT_EQ(outputsThatMayVary(*module, "main"),
            (std::vector<bool>{true, false, true, true, false}));
  EXPECT_TRUE(outputsThatMayVary(*module, "absent").empty());
}

TEST(Repeat, AnRngsOutputThatChangesBetweenExecutionsIsNoFinding) {
  const std::string file = testFile("rng.mlir", kRngAndAdd);
  const auto everySecond = [](int n) { return n % 2 == 0; };
  const reports::TestResult rng = runFile(file, flipOn(everySecond, 0), 3, 0);
  EXPECT_EQ(rng.verdict, Verdict::kPass) << rng.message;
  // The same program's other output may not change.
  const reports::TestResult add = runFile(file, flipOn(everySecond, 1), 3, 0);
  ASSERT_EQ(add.verdict, Verdict::kNondeterministic) << add.message;
  ASSERT_EQ(add.divergences.size(), 1u);
  EXPECT_EQ(add.divergences[0].output, 1);
}

TEST(Repeat, ACrashThatPassesOnARetryIsAFlake) {
  const auto crashFirst = [](int n, std::vector<Tensor>&) {
    return n == 1 ? backends::CallStatus::kCrash : backends::CallStatus::kOk;
  };
  EXPECT_EQ(runAdd(crashFirst, 1, 0).verdict, Verdict::kCrash);
  const reports::TestResult flake = runAdd(crashFirst, 1, 1);
  EXPECT_EQ(flake.verdict, Verdict::kPass) << flake.message;
  EXPECT_EQ(flake.flaky, "crash");
  Result<reports::TestResult> back = reports::testResultFromJson(reports::toJson(flake));
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back->flaky, "crash");
  reports::RunInfo info;
  info.backend = "scripted";
  const std::string junit = reports::junitXml(info, {flake});
  EXPECT_NE(junit.find("crash on the first attempt, pass on a retry"), std::string::npos) << junit;
  EXPECT_NE(junit.find("failures=\"0\" errors=\"0\""), std::string::npos) << junit;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
