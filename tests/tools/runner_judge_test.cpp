// The runner end to end on in-process backends: the oracle passes the
// interpreter corpus and rejects every negative split; a backend one bit off
// in one op is caught with that op; a backend that compiles anything is
// AcceptedInvalid on negative tests; capabilities give NotSupported.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "backends/oracle_backend.h"
#include "tests/corpus_dir.h"
#include "tests/tools/faulty_backends.h"
#include "tools/runner/runner.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

// Test files in a directory of this test's own, removed when it ends.
class TempFiles : public ::testing::Environment {
 public:
  static std::filesystem::path dir() {
    return std::filesystem::temp_directory_path() /
           ("hlo_cts_runner_" + std::to_string(::getpid()));
  }
  void TearDown() override { std::filesystem::remove_all(dir()); }
};
const auto* const kTempFiles = ::testing::AddGlobalTestEnvironment(new TempFiles);

std::string writeTemp(const std::string& name, const std::string& text) {
  const std::filesystem::path dir =
      TempFiles::dir() / ::testing::UnitTest::GetInstance()->current_test_info()->name();
  std::filesystem::create_directories(dir);
  std::ofstream(dir / name) << text;
  return (dir / name).string();
}

RunOutcome runOn(const std::vector<std::string>& paths, backends::BackendFactory factory,
                 int jobs = 2, std::string reproducerDir = {}) {
  RunConfig config;
  config.reproducerDir = std::move(reproducerDir);
  config.paths = paths;
  config.backend = std::move(factory);
  config.jobs = jobs;
  Result<RunOutcome> outcome = runTests(config);
  EXPECT_TRUE(outcome.ok()) << (outcome.ok() ? "" : outcome.error().str());
  return outcome.ok() ? std::move(*outcome) : RunOutcome{};
}

backends::BackendFactory oracleFactory(backends::OracleBackendOptions options = {}) {
  return [options]() -> Result<std::unique_ptr<backends::Backend>> {
    return backends::makeOracleBackend(options);
  };
}

const reports::TestResult* find(const RunOutcome& outcome, std::string_view id) {
  for (const reports::TestResult& r : outcome.results)
    if (r.id == id) return &r;
  return nullptr;
}

constexpr const char* kExpAndAdd = R"(
func.func @exp_test() {
  %0 = stablehlo.constant dense<[0.5, 1.0, 2.0]> : tensor<3xf32>
  %1 = stablehlo.exponential %0 : tensor<3xf32>
  check.expect_almost_eq_const %1, dense<[1.64872122, 2.71828175, 7.38905621]> : tensor<3xf32>
  func.return
}
func.func @add_test() {
  %0 = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %1 = stablehlo.add %0, %0 : tensor<2xf32>
  check.expect_eq_const %1, dense<[3.0, 5.0]> : tensor<2xf32>
  func.return
}
)";

TEST(RunnerOracle, PassesTheInterpreterCorpus) {
  const std::string dir = test_support::corpusDir();
  if (test_support::mlirFiles(dir).empty()) GTEST_SKIP() << "corpus not found at '" << dir << "'";
  RunOutcome outcome = runOn({dir}, oracleFactory());
  EXPECT_GT(outcome.results.size(), 500u);
  for (const reports::TestResult& r : outcome.results)
    EXPECT_EQ(r.verdict, Verdict::kPass) << r.id << ": " << r.message;
}

// --inputs-per-program: a test's arguments (its constants) perturbed on the
// same executable; a failure on another set is the test's, with that set's
// inputs in its reproducer. (The set is seeded by the test's id, which holds
// a temporary path: 128 elements drawn from the 7 integer special values
// miss INT32_MAX with probability (6/7)^128, about 3e-9.)
TEST(RunnerJudge, AnotherInputSetFindsWhatTheTestsOwnInputsMiss) {
  // 128 distinct elements (a splat constant stays a constant, no argument).
  std::string values, doubled;
  for (int i = 0; i < 128; ++i) {
    values += (i ? ", " : "") + std::to_string(i);
    doubled += (i ? ", " : "") + std::to_string(2 * i);
  }
  const std::string file = writeTemp(
      "add.mlir", "func.func @add_i32() {\n  %0 = stablehlo.constant dense<[" + values +
                      "]> : tensor<128xi32>\n  %1 = stablehlo.add %0, %0 : tensor<128xi32>\n"
                      "  check.expect_eq_const %1, dense<[" +
                      doubled + "]> : tensor<128xi32>\n  func.return\n}\n");
  static const oracle::OpTable table =
      test_support::tableWith({{OpId::kAdd, &test_support::addWrongAtMax}});
  RunConfig config;
  config.paths = {file};
  config.backend = []() -> Result<std::unique_ptr<backends::Backend>> {
    return test_support::oracleWith(table, "add-wrong-at-max");
  };
  config.reproducerDir = (TempFiles::dir() / "sets").string();
  Result<RunOutcome> once = runTests(config);
  ASSERT_TRUE(once.ok() && once->results.size() == 1u);
  EXPECT_EQ(once->results[0].verdict, Verdict::kPass) << once->results[0].message;
  config.inputsPerProgram = 2;
  Result<RunOutcome> twice = runTests(config);
  ASSERT_TRUE(twice.ok() && twice->results.size() == 1u);
  const reports::TestResult& result = twice->results[0];
  EXPECT_EQ(result.id, file + "::add_i32");
  ASSERT_EQ(result.verdict, Verdict::kFail) << result.message;
  EXPECT_EQ(result.message.rfind("on input set 1 (special-values; its own inputs: pass): ", 0), 0u)
      << result.message;
  std::ifstream in(result.reproducer);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // INT32_MAX, written in decimal or as the hex of its little-endian bytes.
  EXPECT_TRUE(text.find("2147483647") != std::string::npos ||
              text.find("FFFFFF7F") != std::string::npos)
      << text;
}

TEST(RunnerOracle, RejectsEveryNegativeSplit) {
  const std::string dir = std::string(HLO_CTS_SOURCE_DIR) + "/suites/negative/stablehlo";
  RunOutcome outcome = runOn({dir + "/add.mlir", dir + "/gather.mlir"}, oracleFactory());
  ASSERT_GT(outcome.results.size(), 10u);
  for (const reports::TestResult& r : outcome.results) {
    EXPECT_EQ(r.verdict, Verdict::kPass) << r.id << ": " << r.message;
    EXPECT_FALSE(r.clause.empty()) << r.id;
  }
}

TEST(RunnerJudge, CatchesOneBitInOneOpWithItsOp) {
  const std::string file = writeTemp("ops.mlir", kExpAndAdd);
  const std::string reproducers = (TempFiles::dir() / "reproducers").string();
  RunOutcome outcome = runOn(
      {file},
      []() -> Result<std::unique_ptr<backends::Backend>> {
        return test_support::offByOneExponentialBackend();
      },
      2, reproducers);
  const reports::TestResult* exp = find(outcome, file + "::exp_test");
  const reports::TestResult* add = find(outcome, file + "::add_test");
  ASSERT_TRUE(exp && add);
  EXPECT_EQ(add->verdict, Verdict::kPass) << add->message;
  EXPECT_EQ(exp->verdict, Verdict::kFail);
  EXPECT_EQ(exp->clause.op, OpId::kExponential);
  ASSERT_EQ(exp->failures.size(), 1u);
  EXPECT_EQ(exp->failures[0].index, "[1]");
  EXPECT_EQ(exp->failures[0].ulp, 1u);
  EXPECT_NE(exp->message.find("stablehlo.exponential"), std::string::npos) << exp->message;
  // The failure comes with a file that reproduces it: the program and inputs.
  ASSERT_FALSE(exp->reproducer.empty());
  std::ifstream in(exp->reproducer);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("// hlo-cts reproducer of " + file + "::exp_test: fail"), std::string::npos)
      << text;
  EXPECT_NE(text.find("--args=\"[dense<[5.000000e-01, 1.000000e+00, 2.000000e+00]> : "
                      "tensor<3xf32>]\""),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("stablehlo.exponential %arg0 : tensor<3xf32>"), std::string::npos) << text;
  EXPECT_TRUE(add->reproducer.empty());
}

// A backend one ulp off in exp is within a profile that grants exp 1 ulp,
// and then a value computed from that exp differs too: that difference is
// no failure a conforming backend could avoid, so it is Inconclusive; under
// the strict profile the same backend fails. (Through a negation or a move
// the budget itself flows on, so there the backend passes: the second
// function.)
TEST(RunnerJudge, ADifferenceDownstreamOfABudgetedOpIsInconclusiveNotFail) {
  const std::string file = writeTemp("chain.mlir", R"(
func.func @exp_then_add() {
  %0 = stablehlo.constant dense<[0.5, 1.0, 2.0]> : tensor<3xf32>
  %1 = stablehlo.exponential %0 : tensor<3xf32>
  %2 = stablehlo.add %1, %1 : tensor<3xf32>
  check.expect_almost_eq_const %2, dense<[3.29744244, 5.43656349, 14.7781124]> : tensor<3xf32>
  func.return
}
)");
  const std::string negated = writeTemp("negated.mlir", R"(
func.func @exp_then_negate() -> tensor<1x3xf32> {
  %0 = stablehlo.constant dense<[0.5, 1.0, 2.0]> : tensor<3xf32>
  %1 = stablehlo.exponential %0 : tensor<3xf32>
  %2 = stablehlo.negate %1 : tensor<3xf32>
  %3 = stablehlo.reshape %2 : (tensor<3xf32>) -> tensor<1x3xf32>
  func.return %3 : tensor<1x3xf32>
}
)");
  auto offByOne = []() -> Result<std::unique_ptr<backends::Backend>> {
    return test_support::offByOneExponentialBackend();
  };
  RunConfig config;
  config.paths = {file};
  config.backend = offByOne;
  Result<RunOutcome> strict = runTests(config);
  ASSERT_TRUE(strict.ok());
  ASSERT_EQ(strict->results.size(), 1u);
  EXPECT_EQ(strict->results[0].verdict, Verdict::kFail) << strict->results[0].message;

  Result<oracle::Profile> budget =
      oracle::parseProfile("op=stablehlo.exponential type=* ulp=1\n", "budget.profile");
  ASSERT_TRUE(budget.ok());
  config.judge.profile = &*budget;
  Result<RunOutcome> budgeted = runTests(config);
  ASSERT_TRUE(budgeted.ok());
  ASSERT_EQ(budgeted->results.size(), 1u);
  EXPECT_EQ(budgeted->results[0].verdict, Verdict::kInconclusive) << budgeted->results[0].message;
  EXPECT_NE(budgeted->results[0].message.find("leave open upstream"), std::string::npos)
      << budgeted->results[0].message;
  config.paths = {negated};
  Result<RunOutcome> moved = runTests(config);
  ASSERT_TRUE(moved.ok());
  ASSERT_EQ(moved->results.size(), 1u);
  EXPECT_EQ(moved->results[0].verdict, Verdict::kPass) << moved->results[0].message;
  config.judge.profile = nullptr;
  moved = runTests(config);
  ASSERT_TRUE(moved.ok());
  EXPECT_EQ(moved->results[0].verdict, Verdict::kFail) << moved->results[0].message;
}

// Compiles anything (checks nothing) and runs nothing.
class AcceptsEverything : public backends::Backend {
 public:
  const backends::Capabilities& capabilities() const override { return capabilities_; }
  backends::CallResult<std::unique_ptr<backends::Executable>> compile(
      const backends::Program&, const backends::CallOptions&) override {
    backends::CallResult<std::unique_ptr<backends::Executable>> r;
    r.value = std::make_unique<backends::Executable>();
    return r;
  }
  backends::CallResult<std::vector<Tensor>> execute(backends::Executable&, std::span<const Tensor>,
                                                    const backends::CallOptions&) override {
    return backends::CallResult<std::vector<Tensor>>::failure(backends::CallStatus::kError,
                                                              "cannot run");
  }

 private:
  backends::Capabilities capabilities_ = [] {
    backends::Capabilities c;
    c.name = "accepts-everything";
    return c;
  }();
};

TEST(RunnerJudge, CompilingAnInvalidProgramIsAcceptedInvalid) {
  const std::string path = std::string(HLO_CTS_SOURCE_DIR) + "/suites/negative/stablehlo/abs.mlir";
  RunOutcome outcome = runOn({path}, []() -> Result<std::unique_ptr<backends::Backend>> {
    return std::unique_ptr<backends::Backend>(new AcceptsEverything);
  });
  ASSERT_FALSE(outcome.results.empty());
  for (const reports::TestResult& r : outcome.results) {
    EXPECT_EQ(r.verdict, Verdict::kAcceptedInvalid) << r.id;
    EXPECT_EQ(r.clause.op, OpId::kAbs) << r.id;
    EXPECT_NE(r.message.find("stablehlo.abs (C"), std::string::npos) << r.message;
  }
}

// The oracle, declaring only stablehlo.add and f32.
class OnlyAddF32 : public backends::Backend {
 public:
  OnlyAddF32() {
    capabilities_ = oracle_->capabilities();
    capabilities_.ops = {OpId::kAdd};
    capabilities_.opGaps = {{OpId::kExponential, "no exp kernel"}};
    capabilities_.elementTypes = {ElementType::kF32};
  }
  const backends::Capabilities& capabilities() const override { return capabilities_; }
  backends::CallResult<std::unique_ptr<backends::Executable>> compile(
      const backends::Program& program, const backends::CallOptions& options) override {
    return oracle_->compile(program, options);
  }
  backends::CallResult<std::vector<Tensor>> execute(backends::Executable& executable,
                                                    std::span<const Tensor> inputs,
                                                    const backends::CallOptions& options) override {
    return oracle_->execute(executable, inputs, options);
  }

 private:
  std::unique_ptr<backends::Backend> oracle_ = backends::makeOracleBackend();
  backends::Capabilities capabilities_;
};

TEST(RunnerJudge, UndeclaredOpsAreNotSupportedAndUnloadableFilesLoadErrors) {
  RunOutcome outcome = runOn({writeTemp("ops.mlir", kExpAndAdd), writeTemp("i32.mlir", R"(
func.func @add_i32() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.add %0, %0 : tensor<2xi32>
  check.expect_eq_const %1, dense<[2, 4]> : tensor<2xi32>
  func.return
}
)"),
                              writeTemp("bad.mlir", "func.func @f( {")},
                             []() -> Result<std::unique_ptr<backends::Backend>> {
                               return std::unique_ptr<backends::Backend>(new OnlyAddF32);
                             });
  ASSERT_EQ(outcome.results.size(), 4u);
  const std::string dir = writeTemp("ops.mlir", kExpAndAdd);
  const std::string base = dir.substr(0, dir.size() - std::string("ops.mlir").size());
  const reports::TestResult* exp = find(outcome, base + "ops.mlir::exp_test");
  const reports::TestResult* add = find(outcome, base + "ops.mlir::add_test");
  const reports::TestResult* addI32 = find(outcome, base + "i32.mlir::add_i32");
  const reports::TestResult* bad = find(outcome, base + "bad.mlir");
  ASSERT_TRUE(exp && add && addI32 && bad);
  EXPECT_EQ(add->verdict, Verdict::kPass) << add->message;
  EXPECT_EQ(exp->verdict, Verdict::kNotSupported);
  EXPECT_NE(exp->message.find("declares no support for ops stablehlo.exponential (no exp kernel)"),
            std::string::npos)
      << exp->message;
  EXPECT_EQ(addI32->verdict, Verdict::kNotSupported);
  EXPECT_NE(addI32->message.find("element types i32"), std::string::npos) << addI32->message;
  EXPECT_EQ(bad->verdict, Verdict::kLoadError);
  EXPECT_NE(bad->message.find("bad.mlir:1:"), std::string::npos) << bad->message;
}

TEST(RunnerJudge, WrongExpectedConstantIsABadTest) {
  RunOutcome outcome = runOn({writeTemp("t.mlir", R"(
func.func @wrong_expectation() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.add %0, %0 : tensor<2xi32>
  check.expect_eq_const %1, dense<[2, 5]> : tensor<2xi32>
  func.return
}
)")},
                             oracleFactory());
  ASSERT_EQ(outcome.results.size(), 1u);
  EXPECT_EQ(outcome.results[0].verdict, Verdict::kBadTest);
  EXPECT_NE(outcome.results[0].message.find("expect_eq_const"), std::string::npos)
      << outcome.results[0].message;
}

TEST(RunnerShards, EveryTestInExactlyOneShard) {
  const std::string dir = std::string(HLO_CTS_SOURCE_DIR) + "/suites/negative/stablehlo";
  RunConfig config;
  config.paths = {dir + "/add.mlir", dir + "/abs.mlir", dir + "/gather.mlir"};
  Result<LoadedTests> all = loadTests(config);
  ASSERT_TRUE(all.ok());
  std::multiset<std::string> seen;
  config.totalShards = 3;
  for (int shard = 0; shard < 3; ++shard) {
    config.shardIndex = shard;
    Result<LoadedTests> part = loadTests(config);
    ASSERT_TRUE(part.ok());
    for (const suites::TestCase& t : part->tests) seen.insert(t.id);
  }
  ASSERT_EQ(seen.size(), all->tests.size());
  for (const suites::TestCase& t : all->tests) EXPECT_EQ(seen.count(t.id), 1u) << t.id;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
