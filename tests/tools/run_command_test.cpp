// `hlo-cts run` as users run it: exit codes against an expectations file,
// the result files it writes (JUnit XML parsed back), and a run killed with
// SIGKILL in the middle that --resume finishes with no test lost or run twice.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>

#include "reports/journal.h"
#include "reports/results_json.h"
#include "tests/programs_on_path.h"
#include "tests/tools/cli_test_util.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

bool havePython() {
  return test_support::onPath("python3");
}

class RunCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("hlo_cts_run_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "tests");
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name) << text;
    return (dir_ / name).string();
  }
  std::string results() const { return (dir_ / "results").string(); }

  fs::path dir_;
};

// A test the oracle passes, and a negative test it rejects.
constexpr const char* kTests = R"(
func.func @add() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.add %0, %0 : tensor<2xi32>
  check.expect_eq_const %1, dense<[2, 4]> : tensor<2xi32>
  func.return
}
// -----
func.func @main(%a: tensor<4xf32>) {
  %r = "stablehlo.abs"(%a) : (tensor<4xf32>) -> tensor<3xf32>
  func.return
}
)";

TEST_F(RunCommand, WritesResultsAndJUnitThatParsesBack) {
  const std::string file = write("tests/t.mlir", kTests);
  std::string out;
  ASSERT_EQ(runCli({"run", "-q", "--results-dir", results(), (dir_ / "tests").string()}, &out),
            kExitOk)
      << out;
  EXPECT_NE(out.find("2 tests: 2 pass (100.0%)"), std::string::npos) << out;
  ASSERT_TRUE(fs::exists(results() + "/results.json"));
  ASSERT_TRUE(fs::exists(results() + "/journal.jsonl"));
  const std::string junit = results() + "/junit.xml";
  ASSERT_TRUE(fs::exists(junit));
  if (!havePython()) GTEST_SKIP() << "python3 not found";
  const std::string check =
      "python3 -c \"import sys, xml.etree.ElementTree as ET; r = ET.parse(sys.argv[1]).getroot(); "
      "cases = r.findall('.//testcase'); "
      "sys.exit(0 if r.tag == 'testsuites' and len(cases) == 2 and "
      "sorted(c.get('name') for c in cases) == ['add', 'split-2'] else 1)\" " +
      junit;
  EXPECT_EQ(std::system(check.c_str()), 0) << "junit.xml does not parse back as expected";
}

TEST_F(RunCommand, ExpectationsDecideTheExitCode) {
  // Both tests pass on the oracle: an entry listing one as failing is stale
  // and fails the gate; entries about other tests leave it open.
  write("tests/t.mlir", kTests);
  const std::string tests = (dir_ / "tests").string();
  const std::string stale = write("stale.txt", "t.mlir::add  fail  -- BUG-1: was broken\n");
  std::string out;
  EXPECT_EQ(runCli({"run", "-q", "--results-dir", results(), "--expectations", stale, tests}, &out),
            kExitFindings);
  EXPECT_NE(out.find("t.mlir::add"), std::string::npos) << out;
  const std::string unrelated = write("ok.txt", "other.mlir::*  fail  -- BUG-2: elsewhere\n");
  EXPECT_EQ(
      runCli({"run", "-q", "--results-dir", results(), "--expectations", unrelated, tests}, &out),
      kExitOk)
      << out;
  const std::string malformed = write("bad.txt", "t.mlir::add fail\n");
  EXPECT_EQ(runCli({"run", "-q", "--results-dir", results(), "--expectations", malformed, tests}),
            kExitBadInput);
}

TEST_F(RunCommand, BadUsageExitsTwo) {
  EXPECT_EQ(runCli({"run", "-q", "--results-dir", results(), (dir_ / "missing").string()}),
            kExitBadInput);
  EXPECT_EQ(runCli({"run", "-q", "--backend", "nonsense", (dir_ / "tests").string()}),
            kExitBadInput);
  EXPECT_EQ(runCli({"run", "-q", "--profile", "no-such-profile", "--results-dir", results(),
                    (dir_ / "tests").string()}),
            kExitBadInput);
}

std::string binaryOp(const std::string& name, const std::string& op, int a, int b) {
  return "func.func @" + name + "() {\n  %0 = stablehlo.constant dense<[" + std::to_string(a) +
         ", 7]> : tensor<2xi32>\n  %1 = stablehlo.constant dense<[" + std::to_string(b) +
         ", 1]> : tensor<2xi32>\n  %2 = stablehlo." + op +
         " %0, %1 : tensor<2xi32>\n  check.expect_eq %2, %2 : tensor<2xi32>\n  func.return\n}\n";
}

TEST_F(RunCommand, CrashingAndHangingWorkerGiveCrashAndTimeoutAndTheRunGoesOn) {
  if (!havePython()) GTEST_SKIP() << "python3 not found: the test's worker is a Python script";
  write("tests/ops.mlir", binaryOp("add_1", "add", 1, 2) + binaryOp("add_2", "add", -5, 3) +
                              binaryOp("crashes", "subtract", 4, 1) +
                              binaryOp("hangs", "multiply", 2, 3) +
                              binaryOp("add_3", "add", 1 << 30, 1 << 30));
  const std::string worker = "subprocess:exec python3 " + std::string(HLO_CTS_SOURCE_DIR) +
                             "/tests/backends/data/flaky_backend.py";
  std::string out;
  EXPECT_EQ(runCli({"run", "-q", "-v", "-j", "1", "--timeout", "1", "--backend", worker,
                    "--results-dir", results(), (dir_ / "tests").string()},
                   &out),
            kExitFindings);
  EXPECT_NE(out.find("5 tests: 3 pass (60.0%), 1 crash (20.0%), 1 timeout (20.0%)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("crash ops.mlir::crashes"), std::string::npos) << out;
  EXPECT_NE(out.find("SIGSEGV"), std::string::npos) << out;
  EXPECT_NE(out.find("timeout ops.mlir::hangs"), std::string::npos) << out;
}

// Outputs that change between executions: a pass executed once,
// nondeterministic with --repeat 2 (both values in results.json) and no
// failure of the run.
TEST_F(RunCommand, RepeatFindsOutputsThatChangeBetweenExecutions) {
  if (!havePython()) GTEST_SKIP() << "python3 not found: the test's worker is a Python script";
  write("tests/ops.mlir", binaryOp("add_1", "add", 1, 2));
  const std::string worker = "subprocess:exec python3 " + std::string(HLO_CTS_SOURCE_DIR) +
                             "/tests/backends/data/nondeterministic_backend.py";
  std::string out;
  EXPECT_EQ(runCli({"run", "-q", "-j", "1", "--backend", worker, "--results-dir", results(),
                    (dir_ / "tests").string()},
                   &out),
            kExitOk)
      << out;
  EXPECT_NE(out.find("1 test: 1 pass (100.0%)"), std::string::npos) << out;
  const std::string repeated = (dir_ / "repeated").string();
  EXPECT_EQ(runCli({"run", "-q", "-j", "1", "--repeat", "2", "--backend", worker, "--results-dir",
                    repeated, (dir_ / "tests").string()},
                   &out),
            kExitOk)
      << out;
  EXPECT_NE(out.find("1 test: 1 nondeterministic (100.0%)"), std::string::npos) << out;
  EXPECT_NE(out.find("nondeterministic ops.mlir::add_1"), std::string::npos) << out;
  Result<reports::ResultsDocument> read = reports::readResultsJson(repeated + "/results.json");
  ASSERT_TRUE(read.ok());
  ASSERT_EQ(read->results.size(), 1u);
  ASSERT_EQ(read->results[0].divergences.size(), 1u);
  EXPECT_EQ(read->results[0].divergences[0].first, "3");
  EXPECT_EQ(read->results[0].divergences[0].other, "4");
}

// A campaign against a backend spelled with a command line names its
// findings' folders by the backend's own name ("nondeterministic", from its
// capabilities), not by the command line.
TEST_F(RunCommand, FuzzNamesFindingFoldersByTheBackendsOwnName) {
  if (!havePython()) GTEST_SKIP() << "python3 not found: the test's worker is a Python script";
  const std::string worker = "subprocess:exec python3 " + std::string(HLO_CTS_SOURCE_DIR) +
                             "/tests/backends/data/nondeterministic_backend.py";
  const fs::path findings = dir_ / "findings";
  std::string out;
  runCli({"fuzz", "-j", "1", "--backend", worker, "--ops", "stablehlo.add", "--types", "i32",
          "--max-ops", "1", "--count", "4", "--repeat", "2", "--findings", findings.string()},
         &out);
  ASSERT_TRUE(fs::is_directory(findings / "findings")) << out;
  std::vector<std::string> folders;
  for (const auto& entry : fs::directory_iterator(findings / "findings"))
    folders.push_back(entry.path().filename().string());
  EXPECT_EQ(folders, std::vector<std::string>{"nondeterministic"}) << out;
}

TEST_F(RunCommand, IsolatedOracleRunsInWorkers) {
  // `hlo-cts serve` must be the real binary's, not this test program's.
  const std::string binary = test_support::hloCtsBinary();
  if (!fs::exists(binary)) GTEST_SKIP() << "no hlo-cts binary at " << binary;
  write("tests/t.mlir", kTests);
  const std::string command = std::string(binary) + " run -q --isolate yes -j 2 --results-dir " +
                              results() + " " + (dir_ / "tests").string() + " > " +
                              (dir_ / "out.txt").string();
  EXPECT_EQ(std::system(command.c_str()), 0);
  std::ifstream in(dir_ / "out.txt");
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("2 tests: 2 pass (100.0%) on oracle (oracle)"), std::string::npos) << text;
  // A worker gets the program as text, so the rejection of the negative test
  // cites "<program>", where the oracle in process would cite t.mlir.
  Result<reports::JournalContents> journal = reports::readJournal(results() + "/journal.jsonl");
  ASSERT_TRUE(journal.ok());
  bool rejectedByWorker = false;
  for (const reports::TestResult& result : journal->results)
    if (result.id == "t.mlir::split-2")
      rejectedByWorker = result.message.find("<program>:") != std::string::npos;
  EXPECT_TRUE(rejectedByWorker) << "the negative test was not rejected by a worker process";
}

// Tests that each take tens of milliseconds on the oracle (f64 sine of 16384
// distinct values, evaluated with MPFR), so a kill lands mid-run.
std::string slowTests(int count) {
  std::ostringstream text;
  for (int i = 0; i < count; ++i)
    text << "func.func @sine_" << i << "() {\n"
         << "  %0 = stablehlo.iota dim = 0 : tensor<16384xf64>\n"
         << "  %1 = stablehlo.constant dense<" << i << ".25> : tensor<16384xf64>\n"
         << "  %2 = stablehlo.add %0, %1 : tensor<16384xf64>\n"
         << "  %3 = stablehlo.sine %2 : tensor<16384xf64>\n"
         << "  check.expect_almost_eq %3, %3 : tensor<16384xf64>\n"
         << "  func.return\n}\n";
  return text.str();
}

size_t journalResults(const std::string& path) {
  Result<reports::JournalContents> journal = reports::readJournal(path);
  return journal.ok() ? journal->results.size() : 0;
}

TEST_F(RunCommand, KilledRunResumesWithNoTestLostOrRunTwice) {
  const std::string binary = test_support::hloCtsBinary();
  if (!fs::exists(binary)) GTEST_SKIP() << "no hlo-cts binary at " << binary;
  constexpr int kTests = 40;
  write("tests/slow.mlir", slowTests(kTests));
  const std::string journal = results() + "/journal.jsonl";
  const std::string tests = (dir_ / "tests").string();
  const std::string out = (dir_ / "out.txt").string();

  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    freopen(out.c_str(), "w", stdout);
    execl(binary.c_str(), binary.c_str(), "run", "-q", "-j", "1", "--results-dir",
          results().c_str(), tests.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  // Kill it once some, not all, results are in the journal.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (journalResults(journal) < 3 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  kill(child, SIGKILL);
  int status = 0;
  waitpid(child, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status)) << "the run ended before it was killed";
  const size_t before = journalResults(journal);
  ASSERT_GE(before, 3u);
  ASSERT_LT(before, static_cast<size_t>(kTests)) << "the run finished before it was killed";

  std::string resumed;
  ASSERT_EQ(runCli({"run", "-q", "--resume", "--results-dir", results(), tests}, &resumed), kExitOk)
      << resumed;
  EXPECT_NE(resumed.find(std::to_string(kTests) + " tests: " + std::to_string(kTests) + " pass"),
            std::string::npos)
      << resumed;
  // Every test exactly once in the journal: none lost, none run twice.
  std::ifstream in(journal);
  std::map<std::string, int> seen;
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    const size_t at = line.find("\"id\":\"");
    ASSERT_NE(at, std::string::npos) << line;
    ++seen[line.substr(at + 6, line.find('"', at + 6) - at - 6)];
  }
  EXPECT_EQ(seen.size(), static_cast<size_t>(kTests));
  for (const auto& [id, count] : seen) EXPECT_EQ(count, 1) << id;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::cli
