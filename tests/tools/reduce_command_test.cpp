// `hlo-cts reduce` as users run it: a worker backend that gets exp wrong
// (tests/tools/data/wrong_exp_worker.py) has a four-op test cut down to the
// exponential, written as a reproducer that `hlo-cts run` reads back; a
// file that passes exits 1 with nothing to reduce; a missing file exits 2.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "suites/test_case.h"
#include "tests/programs_on_path.h"
#include "tests/tools/cli_test_util.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

class ReduceCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("hlo_cts_reduce_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name) << text;
    return (dir_ / name).string();
  }

  fs::path dir_;
};

constexpr const char* kFourOps = R"(
func.func @passes() -> tensor<3xf32> {
  %x = stablehlo.constant dense<[0.5, 1.0, 1.5]> : tensor<3xf32>
  %0 = stablehlo.add %x, %x : tensor<3xf32>
  func.return %0 : tensor<3xf32>
}
func.func @four_ops() -> (tensor<3xf32>, tensor<3xf32>) {
  %x = stablehlo.constant dense<[0.5, 1.0, 1.5]> : tensor<3xf32>
  %y = stablehlo.constant dense<[2.0, -1.0, 0.25]> : tensor<3xf32>
  %0 = stablehlo.add %x, %y : tensor<3xf32>
  %1 = stablehlo.multiply %0, %x : tensor<3xf32>
  %2 = stablehlo.exponential %1 : tensor<3xf32>
  %3 = stablehlo.negate %y : tensor<3xf32>
  func.return %2, %3 : tensor<3xf32>, tensor<3xf32>
}
)";

std::string wrongExpBackend() {
  return "subprocess:exec python3 " + std::string(HLO_CTS_SOURCE_DIR) +
         "/tests/tools/data/wrong_exp_worker.py";
}

TEST_F(ReduceCommand, ReducesTheFirstFailingTestToItsExponential) {
  if (!test_support::onPath("python3")) GTEST_SKIP() << "python3 not found";
  const std::string file = write("four.mlir", kFourOps);
  const std::string reproducer = (dir_ / "out.mlir").string();
  std::string out;
  ASSERT_EQ(runCli({"reduce", file, "--backend", wrongExpBackend(), "-o", reproducer}, &out,
                   {.withStderr = true}),
            kExitOk)
      << out;
  EXPECT_NE(out.find("fail " + file + "::four_ops: reducing"), std::string::npos) << out;
  EXPECT_NE(out.find("Fail stablehlo.exponential f32 [stablehlo.exponential"), std::string::npos)
      << out;
  EXPECT_NE(out.find("ops 4 -> 1"), std::string::npos) << out;
  EXPECT_NE(out.find("reproducer: " + reproducer), std::string::npos) << out;

  std::ifstream in(reproducer);
  std::stringstream text;
  text << in.rdbuf();
  Result<std::vector<suites::TestCase>> tests = suites::extractTests(text.str(), reproducer);
  ASSERT_TRUE(tests.ok()) << tests.error().str();
  ASSERT_EQ(tests->size(), 1u) << text.str();
  EXPECT_NE(text.str().find("stablehlo.exponential"), std::string::npos) << text.str();
  EXPECT_EQ(text.str().find("stablehlo.multiply"), std::string::npos) << text.str();
  // `hlo-cts run` reads it back: it fails on the worker, passes on the oracle.
  const std::string results = (dir_ / "results").string();
  EXPECT_EQ(
      runCli({"run", reproducer, "--backend", wrongExpBackend(), "-q", "--results-dir", results}),
      kExitFindings);
  EXPECT_EQ(runCli({"run", reproducer, "--backend", "oracle", "-q", "--results-dir", results}),
            kExitOk);
}

TEST_F(ReduceCommand, NothingFailingExitsOne) {
  const std::string file = write("four.mlir", kFourOps);
  std::string out;
  EXPECT_EQ(runCli({"reduce", file, "--backend", "oracle", "-o", (dir_ / "o.mlir").string()}, &out),
            kExitFindings);
  EXPECT_NE(out.find("nothing to reduce"), std::string::npos) << out;
  EXPECT_FALSE(fs::exists(dir_ / "o.mlir"));
}

TEST_F(ReduceCommand, FunctionSelectsTheTest) {
  if (!test_support::onPath("python3")) GTEST_SKIP() << "python3 not found";
  const std::string file = write("four.mlir", kFourOps);
  std::string out;
  EXPECT_EQ(runCli({"reduce", file, "--backend", wrongExpBackend(), "--function", "passes", "-o",
                    (dir_ / "o.mlir").string()},
                   &out),
            kExitFindings)
      << out;
  EXPECT_EQ(runCli({"reduce", file, "--function", "absent"}, &out, {.withStderr = true}),
            kExitBadInput);
  EXPECT_NE(out.find("no test function @absent"), std::string::npos) << out;
}

// The reproducers checked in under reports/campaigns/ stay what they claim:
// valid programs on which the oracle passes, so a backend that fails one
// fails it for its own result (the oracle evolves; a reproducer whose
// verdict it changed is a report to revisit). Those of a checked-in
// findings folder (campaign.json) are the campaign's own, whose expected
// values may hold an element of an order the spec leaves open (the
// finding is the backend's rejection or crash): the oracle may not fail
// one, and may call it inconclusive.
using CampaignReproducers = ReduceCommand;  // a scratch folder per test

TEST_F(CampaignReproducers, CheckedInUnderReportsCampaignsPassOnTheOracle) {
  const fs::path campaigns = fs::path(HLO_CTS_SOURCE_DIR) / "reports" / "campaigns";
  std::vector<std::string> annotated, findings;
  for (const auto& entry : fs::directory_iterator(campaigns))
    if (entry.is_directory())
      (fs::exists(entry.path() / "campaign.json") ? findings : annotated)
          .push_back(entry.path().string());
  ASSERT_FALSE(annotated.empty());
  std::string out;
  std::vector<std::string> args = {"run", "--backend",     "oracle",
                                   "-q",  "--results-dir", (dir_ / "results").string()};
  args.insert(args.end(), annotated.begin(), annotated.end());
  EXPECT_EQ(runCli(args, &out), 0) << out;
  EXPECT_NE(out.find("pass (100.0%)"), std::string::npos) << out;
  for (const std::string& folder : findings) {
    EXPECT_EQ(runCli({"run", "--backend", "oracle", "-q", "--results-dir",
                      (dir_ / "findings-results").string(), folder},
                     &out),
              0)
        << out;
    EXPECT_EQ(out.find(" fail "), std::string::npos) << out;
    EXPECT_NE(out.find(" pass ("), std::string::npos) << out;
  }
}

TEST_F(ReduceCommand, MissingFileExitsTwo) {
  std::string out;
  EXPECT_EQ(runCli({"reduce", (dir_ / "absent.mlir").string()}, &out, {.withStderr = true}),
            kExitBadInput);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::cli
