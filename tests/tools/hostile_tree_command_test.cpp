// A test tree is input too: every subcommand that takes paths, run as a
// user runs it (the built binary, under a time limit) on a folder holding a
// symlink loop, a self-referential link, a dangling link, a directory named
// x.mlir, a FIFO named y.mlir, an unreadable file, a file that is not
// UTF-8 and a truncated program beside one good test. Each must exit on
// its own (no abort, no hang), name every bad entry, still judge the good
// test, and `run` must fail the gate on the files it cannot load.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "tests/programs_on_path.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

constexpr int kLimitSeconds = 120;  // far above what each command needs
constexpr int kTimedOut = 124;      // timeout(1)'s exit code

constexpr const char* kGood = R"(func.func @add() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.add %0, %0 : tensor<2xi32>
  check.expect_eq_const %1, dense<[2, 4]> : tensor<2xi32>
  func.return
}
)";

struct Ran {
  int exit = -1;
  std::string output;  // stdout and stderr
};

// A shell command line's output and exit code as the shell sees it (128 + N
// for a signal: 134 is an abort).
Ran runBinary(const std::string& command) {
  Ran ran;
  FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) return ran;
  char buffer[4096];
  size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) ran.output.append(buffer, n);
  const int status = ::pclose(pipe);
  ran.exit = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return ran;
}

class HostileTree : public ::testing::Test {
 protected:
  void SetUp() override {
    binary_ = test_support::hloCtsBinary();
    if (!fs::exists(binary_)) GTEST_SKIP() << "no hlo-cts binary at " << binary_;
    if (!test_support::onPath("timeout")) GTEST_SKIP() << "timeout(1) not found";
    dir_ = fs::temp_directory_path() /
           ("hlo_cts_hostile_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    tree_ = dir_ / "tree";
    fs::create_directories(tree_ / "sub");
    write("good.mlir", kGood);
    fs::create_directory_symlink("..", tree_ / "sub" / "loop");  // back to the root
    fs::create_symlink("self.mlir", tree_ / "self.mlir");        // ELOOP
    fs::create_symlink("missing.mlir", tree_ / "dangling.mlir");
    fs::create_directory(tree_ / "dir.mlir");
    ASSERT_EQ(::mkfifo((tree_ / "fifo.mlir").c_str(), 0644), 0);
    write("latin1.mlir", std::string("// caf\xE9\n") + kGood);
    const std::string good = kGood;
    write("truncated.mlir", good.substr(0, good.size() / 2));
    write("unreadable.mlir", kGood);
    fs::permissions(tree_ / "unreadable.mlir", fs::perms::none);
    // As root, chmod 000 does not stop a read: the file is then a good test.
    const int fd = ::open((tree_ / "unreadable.mlir").c_str(), O_RDONLY);
    unreadableBlocks_ = fd < 0;
    if (fd >= 0) ::close(fd);
    if (!unreadableBlocks_)
      std::cout << "note: running as root, chmod 000 does not block reads; unreadable.mlir is "
                   "read and judged as a good test\n";
  }
  void TearDown() override {
    std::error_code error;
    fs::permissions(tree_ / "unreadable.mlir", fs::perms::owner_all, error);
    fs::remove_all(dir_, error);
  }

  void write(const std::string& name, const std::string& text) {
    std::ofstream(tree_ / name, std::ios::binary) << text;
  }
  std::string path(const std::string& name) const { return (tree_ / name).string(); }
  std::string out(const std::string& name) const { return (dir_ / name).string(); }

  // Every subcommand must end on its own, without an abort.
  Ran hlo(const std::string& args) {
    Ran ran =
        runBinary("timeout -k 5 " + std::to_string(kLimitSeconds) + " '" + binary_ + "' " + args);
    EXPECT_NE(ran.exit, kTimedOut)
        << "hlo-cts " << args << " did not finish in " << kLimitSeconds << " s:\n"
        << ran.output;
    EXPECT_LT(ran.exit, 128) << "hlo-cts " << args << " died of a signal:\n" << ran.output;
    return ran;
  }

  // The entries the walk must name, each with why.
  void expectSkippedNamed(const Ran& ran, const std::string& command) {
    for (const char* entry :
         {"self.mlir: a symlink loop", "dangling.mlir: a dangling symlink",
          "dir.mlir: a directory named like a test file", "fifo.mlir: a FIFO, not a regular file",
          "loop: a symlink to a "
          "directory already walked"})
      EXPECT_NE(ran.output.find(entry), std::string::npos)
          << command << " does not name '" << entry << "':\n"
          << ran.output;
  }
  void expectLoadErrorsNamed(const Ran& ran, const std::string& command) {
    EXPECT_NE(ran.output.find("latin1.mlir"), std::string::npos) << command << ":\n" << ran.output;
    EXPECT_NE(ran.output.find("not UTF-8"), std::string::npos) << command << ":\n" << ran.output;
    EXPECT_NE(ran.output.find("truncated.mlir"), std::string::npos) << command << ":\n"
                                                                    << ran.output;
    if (unreadableBlocks_)
      EXPECT_NE(ran.output.find("unreadable.mlir"), std::string::npos) << command << ":\n"
                                                                       << ran.output;
  }

  std::string binary_;
  fs::path dir_, tree_;
  bool unreadableBlocks_ = false;
};

std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST_F(HostileTree, RunFailsTheGateOnLoadErrorsAndStillJudgesTheGoodTest) {
  const std::string results = out("results");
  Ran ran = hlo("run -q -j 1 --results-dir " + results + " " + tree_.string() + " 2>&1");
  EXPECT_EQ(ran.exit, kExitFindings) << ran.output;
  expectSkippedNamed(ran, "run");
  expectLoadErrorsNamed(ran, "run");
  EXPECT_NE(ran.output.find("load-error latin1.mlir"), std::string::npos) << ran.output;
  EXPECT_NE(ran.output.find("load-error truncated.mlir"), std::string::npos) << ran.output;
  const std::string json = readAll(results + "/results.json");
  EXPECT_NE(json.find("\"good.mlir::add\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"load-error\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"pass\""), std::string::npos) << json;
  const std::string junit = readAll(results + "/junit.xml");
  EXPECT_NE(junit.find("<error"), std::string::npos) << junit;
  EXPECT_NE(junit.find("truncated.mlir"), std::string::npos) << junit;

  // The HTML report lists the load errors among the failures.
  Ran report = hlo("report -o " + out("report") + " " + results + "/results.json 2>&1");
  EXPECT_EQ(report.exit, kExitOk) << report.output;
  const std::string html = readAll(out("report") + "/index.html");
  EXPECT_NE(html.find("load-error"), std::string::npos);
  EXPECT_NE(html.find("truncated.mlir"), std::string::npos);

  // An expectations file that lists the known bad files passes the gate.
  std::ofstream(out("known.expectations"))
      << "latin1.mlir load-error -- saved in Latin-1\n"
      << "truncated.mlir load-error -- cut short\n"
      << (unreadableBlocks_ ? "unreadable.mlir load-error -- mode 000\n" : "");
  Ran expected = hlo("run -q -j 1 --expectations " + out("known.expectations") + " --results-dir " +
                     out("results2") + " " + tree_.string() + " 2>&1");
  EXPECT_EQ(expected.exit, kExitOk) << expected.output;
}

TEST_F(HostileTree, CoverageCheckAndConformanceNameEveryBadEntry) {
  Ran coverage = hlo("coverage --json-only -o " + out("coverage") + " " + tree_.string() + " 2>&1");
  EXPECT_EQ(coverage.exit, kExitOk) << coverage.output;
  expectSkippedNamed(coverage, "coverage");
  expectLoadErrorsNamed(coverage, "coverage");

  Ran check = hlo("check " + tree_.string() + " 2>&1");
  EXPECT_EQ(check.exit, kExitBadInput) << check.output;
  expectSkippedNamed(check, "check");
  expectLoadErrorsNamed(check, "check");

  Ran conformance =
      hlo("conformance -q -j 1 --suites " + tree_.string() + " -o " + out("package") + " 2>&1");
  EXPECT_EQ(conformance.exit, kExitFindings) << conformance.output;
  expectSkippedNamed(conformance, "conformance");
  expectLoadErrorsNamed(conformance, "conformance");
  EXPECT_NE(readAll(out("package") + "/report/index.html").find("load-error"), std::string::npos);
}

TEST_F(HostileTree, SingleFileCommandsRefuseEachBadEntryWithoutBlocking) {
  for (const char* command : {"fmt", "interpret", "reduce"}) {
    for (const char* entry :
         {"fifo.mlir", "dir.mlir", "dangling.mlir", "self.mlir", "latin1.mlir", "truncated.mlir"}) {
      Ran ran = hlo(std::string(command) + " " + path(entry) + " 2>&1");
      EXPECT_EQ(ran.exit, kExitBadInput) << command << " " << entry << ":\n" << ran.output;
      EXPECT_NE(ran.output.find(entry), std::string::npos) << command << " " << entry << ":\n"
                                                           << ran.output;
    }
    Ran good = hlo(std::string(command) + " " + path("good.mlir") + " 2>&1");
    // reduce exits 1 when nothing fails: the good test passes.
    EXPECT_EQ(good.exit, std::string(command) == "reduce" ? kExitFindings : kExitOk)
        << command << ":\n"
        << good.output;
  }
  // A results or expectations file that is a FIFO is refused, not waited on.
  Ran report = hlo("report -o " + out("report") + " " + path("fifo.mlir") + " 2>&1");
  EXPECT_EQ(report.exit, kExitBadInput) << report.output;
  EXPECT_NE(report.output.find("FIFO"), std::string::npos) << report.output;
  Ran expectations =
      hlo("run -q --expectations " + path("fifo.mlir") + " " + path("good.mlir") + " 2>&1");
  EXPECT_EQ(expectations.exit, kExitBadInput) << expectations.output;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::cli
