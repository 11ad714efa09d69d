// `hlo-cts report` as users run it, on results `hlo-cts run --backend
// oracle` wrote: the page it writes, several runs side by side, unreadable
// inputs, and the page as a browser draws it (headless Chromium: the DOM
// holds the totals, the screenshot is not blank).
#include <gtest/gtest.h>
#include <unistd.h>

#include <fmt/format.h>

#include <filesystem>

#include "reports/results_json.h"
#include "tests/programs_on_path.h"
#include "tests/reports/headless_chromium.h"
#include "tests/reports/report_fixtures.h"

namespace hlo_cts::reports {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;
using namespace fixtures;

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

using test_support::shell;

// Two test files: an integer and a float test the oracle passes, and a
// negative test it rejects.
constexpr const char* kMultiplyTests = R"(
func.func @multiply_op_test_i32() {
  %lhs = stablehlo.constant dense<[3, -2]> : tensor<2xi32>
  %product = stablehlo.multiply %lhs, %lhs : tensor<2xi32>
  check.expect_eq_const %product, dense<[9, 4]> : tensor<2xi32>
  func.return
}
// -----
func.func @main(%x: tensor<2xi32>) {
  %wrong = "stablehlo.multiply"(%x, %x) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xf32>
  func.return
}
)";
constexpr const char* kExponentialTests = R"(
func.func @exponential_op_test_f32() {
  %operand = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %result = stablehlo.exponential %operand : tensor<2xf32>
  check.expect_almost_eq_const %result, dense<[1.0, 2.71828175]> : tensor<2xf32>
  func.return
}
)";

class ReportCommand : public ::testing::Test {
 protected:
  // One oracle run for every test of the suite (the slow part).
  static void SetUpTestSuite() {
    dir_ =
        new fs::path(fs::temp_directory_path() / ("hlo_cts_report_" + std::to_string(::getpid())));
    fs::remove_all(*dir_);
    fs::create_directories(*dir_ / "tests");
    writeFile((*dir_ / "tests/multiply.mlir").string(), kMultiplyTests);
    writeFile((*dir_ / "tests/exponential.mlir").string(), kExponentialTests);
    runOutput_ = new std::string;
    runExit_ = shell(hlo() + " run -q --backend oracle -j 1 --results-dir " + path("oracle") + " " +
                         path("tests"),
                     runOutput_);
  }
  static void TearDownTestSuite() {
    fs::remove_all(*dir_);
    delete dir_;
    delete runOutput_;
  }
  void SetUp() override {
    ASSERT_TRUE(fs::exists(test_support::hloCtsBinary())) << test_support::hloCtsBinary();
    ASSERT_EQ(runExit_, 0) << *runOutput_;
  }

  static std::string hlo() { return test_support::hloCtsBinary(); }
  static std::string path(const std::string& name) { return (*dir_ / name).string(); }

  // A second backend's results on the same tests: one fails, with a
  // reproducer and a ULP error.
  static std::string acmeResults() {
    std::vector<TestResult> results;
    results.push_back(makeResult("multiply.mlir::multiply_op_test_i32", Verdict::kPass));
    results.push_back(
        makeResult("multiply.mlir::split-2", Verdict::kAcceptedInvalid, "compiled it"));
    TestResult exp = makeResult("exponential.mlir::exponential_op_test_f32", Verdict::kFail,
                                "output 0: 1 element outside the allowed results");
    exp.clause = {OpId::kExponential, "semantics", ""};
    exp.maxUlp = 6;
    exp.ops = {"stablehlo.exponential"};
    exp.elementTypes = {"f32"};
    exp.failures.push_back({0, "[1]", "0x402DF856", "2.71828175 (0x402DF854)", 6});
    results.push_back(exp);
    RunInfo info = sampleRunInfo();
    info.backendName = "acme-gpu";
    info.backendVersion = "3.1";
    const std::string file = path("acme.json");
    EXPECT_TRUE(writeResultsJson(file, info, summarize(results), results).ok());
    return file;
  }

  static fs::path* dir_;
  static std::string* runOutput_;
  static int runExit_;
};

fs::path* ReportCommand::dir_ = nullptr;
std::string* ReportCommand::runOutput_ = nullptr;
int ReportCommand::runExit_ = -1;

TEST_F(ReportCommand, ReportsAnOracleRun) {
  std::string out;
  ASSERT_EQ(shell(hlo() + " report " + path("oracle/results.json") + " -o " + path("one"), &out), 0)
      << out;
  EXPECT_TRUE(has(out, "report: " + path("one") + "/index.html (1 run)")) << out;
  const std::string html = readFile(path("one/index.html"));
  EXPECT_TRUE(has(html, "data-count=\"tests\">3<")) << html;
  EXPECT_TRUE(has(html, "data-count=\"pass\">3<"));
  EXPECT_TRUE(has(html, "data-count=\"pass-rate\">100.0%<"));
  EXPECT_TRUE(has(html, "<h3>Failures (0)</h3>"));
  // The runner recorded what each test exercises: the matrix has its cells.
  EXPECT_TRUE(has(html, "<th>stablehlo.multiply</th>")) << html;
  EXPECT_TRUE(has(html, "<th>stablehlo.exponential</th>"));
  EXPECT_TRUE(has(html, "<th>i32</th>"));
  EXPECT_TRUE(has(html, "<th>f32</th>"));
  // The oracle's own results are bit-identical to the reference, for which
  // the comparison records no ULP distance (oracle::Comparison::maxUlpSlot
  // stays -1), so this run has no histogram; the acme run below has one.
  EXPECT_TRUE(has(html, "No test recorded a ULP error."));
  Result<ResultsDocument> read = readResultsJson(path("oracle/results.json"));
  ASSERT_TRUE(read.ok()) << read.error().message;
  for (const TestResult& result : read->results)
    if (result.id == "exponential.mlir::exponential_op_test_f32") {
      EXPECT_EQ(result.ops, std::vector<std::string>{"stablehlo.exponential"});
      EXPECT_EQ(result.elementTypes, std::vector<std::string>{"f32"});
    }
}

TEST_F(ReportCommand, SeveralRunsAndAnUnreadableOne) {
  const std::string acme = acmeResults();
  const std::string corrupt = path("corrupt.json");
  writeFile(corrupt, "{\"format\": \"hlo-cts-results\", \"version\": 1, \"tests\": [");
  const std::string missing = path("missing.json");
  std::string out;
  EXPECT_EQ(shell(hlo() + " report " + path("oracle/results.json") + " " + acme + " " + corrupt +
                      " " + missing + " -o " + path("many"),
                  &out),
            2);
  EXPECT_TRUE(has(out, "error: " + corrupt + ": not a JSON document")) << out;
  EXPECT_TRUE(has(out, "error: " + missing + ": cannot read the file: No such file or directory"))
      << out;
  EXPECT_TRUE(has(out, "(2 runs, 2 unreadable)")) << out;
  const std::string html = readFile(path("many/index.html"));
  EXPECT_TRUE(has(html, "id=\"input-errors\"")) << html;
  EXPECT_TRUE(has(html, corrupt + ": not a JSON document"));
  EXPECT_TRUE(has(html, "<h2>Runs side by side</h2>"));
  EXPECT_TRUE(has(html, "3 tests, 2 with verdicts that differ"));
  EXPECT_TRUE(has(html, "acme-gpu 3.1"));
  EXPECT_TRUE(has(html, "stablehlo.exponential (semantics)"));
  EXPECT_TRUE(has(html, "2.71828175 (0x402DF854)"));
  EXPECT_TRUE(has(html, "all ops (1 test)"));

  // Nothing readable: nothing written.
  EXPECT_EQ(shell(hlo() + " report " + missing + " -o " + path("none"), &out), 2);
  EXPECT_FALSE(fs::exists(path("none/index.html")));
  EXPECT_EQ(shell(hlo() + " report -o " + path("none"), &out), 2) << out;
}

// The shards of one run (hlo-cts run under GoogleTest's sharding
// variables) are read as that run; shards of different runs are refused
// unless --force.
TEST_F(ReportCommand, ShardsOfOneRunAreOneRun) {
  std::string out;
  for (int shard = 0; shard < 2; ++shard)
    ASSERT_EQ(shell(fmt::format("GTEST_SHARD_INDEX={} GTEST_TOTAL_SHARDS=2 {} run -q --backend "
                                "oracle -j 1 --results-dir {} {}",
                                shard, hlo(), path(fmt::format("shard{}", shard)), path("tests")),
                    &out),
              0)
        << out;
  const std::string shard0 = path("shard0/results.json"), shard1 = path("shard1/results.json");
  ASSERT_EQ(shell(hlo() + " report " + shard0 + " " + shard1 + " -o " + path("sharded"), &out), 0)
      << out;
  EXPECT_TRUE(has(out, "2 shard(s) of one run read as one run: 3 tests")) << out;
  EXPECT_TRUE(has(out, "(1 run)")) << out;
  const std::string html = readFile(path("sharded/index.html"));
  EXPECT_TRUE(has(html, "data-count=\"tests\">3<")) << html;
  EXPECT_TRUE(has(html, "data-count=\"pass\">3<"));
  // One shard alone: a partial run, said so.
  ASSERT_EQ(shell(hlo() + " report " + shard1 + " -o " + path("partial"), &out), 0) << out;
  EXPECT_TRUE(has(out, "no file for shard 0 of 2")) << out;
  // The same shard twice, and a shard of another backend's run: refused.
  EXPECT_EQ(shell(hlo() + " report " + shard0 + " " + shard0 + " -o " + path("twice"), &out), 2);
  EXPECT_TRUE(has(out, "are both shard 0 of 2")) << out;
  std::vector<TestResult> results = {
      makeResult("multiply.mlir::multiply_op_test_i32", Verdict::kPass)};
  RunInfo info = sampleRunInfo();
  info.backendName = "acme-gpu";
  info.shardIndex = 1;
  info.totalShards = 2;
  const std::string acme = path("acme-shard1.json");
  ASSERT_TRUE(writeResultsJson(acme, info, summarize(results), results).ok());
  EXPECT_EQ(shell(hlo() + " report " + shard0 + " " + acme + " -o " + path("mixed"), &out), 2);
  EXPECT_TRUE(has(out, "are shards of different runs")) << out;
  EXPECT_TRUE(has(out, "pass --force")) << out;
  EXPECT_FALSE(fs::exists(path("mixed/index.html")));
  EXPECT_EQ(shell(hlo() + " report --force " + shard0 + " " + acme + " -o " + path("mixed"), &out),
            0)
      << out;
}

// The page as a browser draws it. Skips, saying so, without Chromium.
TEST_F(ReportCommand, ChromiumDrawsTheTotalsAndAPageThatIsNotBlank) {
  if (!test_support::onPath("chromium"))
    GTEST_SKIP() << "chromium is not installed (tools/install-deps.sh installs it): the report "
                    "was not rendered";
  const std::string acme = acmeResults();
  std::string out;
  ASSERT_EQ(shell(hlo() + " report " + path("oracle/results.json") + " " + acme + " -o " +
                      path("browser"),
                  &out),
            0)
      << out;
  const std::string url = "file://" + path("browser/index.html");
  std::string dom;
  ASSERT_EQ(test_support::dumpDom(url, &dom), 0) << dom;
  // The totals as the browser parsed them: oracle 3 pass of 3, acme 1 of 3.
  EXPECT_TRUE(has(dom,
                  "<td class=\"num\" data-count=\"tests\">3</td><td class=\"num\" "
                  "data-count=\"tests\">3</td>"))
      << dom;
  EXPECT_TRUE(has(dom,
                  "data-count=\"pass-rate\">100.0%</td><td class=\"num\" "
                  "data-count=\"pass-rate\">33.3%</td>"));
  EXPECT_TRUE(has(dom, "<svg"));

  std::optional<test_support::PageInk> ink =
      test_support::screenshotInk(url, path("browser/page.png"), &out);
  ASSERT_TRUE(ink.has_value()) << out;
  test_support::expectDrawnPage(*ink);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::reports
