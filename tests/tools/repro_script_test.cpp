// repro.py without the peers: which peers get one, that the three share one
// body and differ in how they run the program, that IREE's compiles with the
// adapter's flags, and that each parses as Python (where a python3 is on
// the PATH). Running them is finding_bundle_peer_test.cpp's.
#include "tools/runner/repro_script.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "oracle/interpret.h"
#include "tools/runner/finding_bundle.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

size_t occurrences(const std::string& text, const std::string& part) {
  size_t count = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
  return count;
}

// IREE's add of i1 (true + true gave false), as a campaign found it.
struct AddI1Finding {
  suites::TestCase test;
  reports::TestResult result;
};

AddI1Finding addI1Finding() {
  const std::string file = std::string(HLO_CTS_SOURCE_DIR) +
                           "/reports/campaigns/iree-cpu-seed31/findings/iree-cpu/fail/add-i1/"
                           "reproducer.mlir";
  Result<std::string> text = oracle::readTextFile(file);
  EXPECT_TRUE(text.ok()) << file;
  Result<std::vector<suites::TestCase>> tests = suites::extractTests(text.ok() ? *text : "", file);
  EXPECT_TRUE(tests.ok() && tests->size() == 1u) << file;
  AddI1Finding finding;
  if (tests.ok() && !tests->empty()) finding.test = (*tests)[0];
  finding.result.verdict = Verdict::kFail;
  finding.result.failures.push_back({0, "[0, 0]", "0 (0x0)", "exactly 1 (0x1)", std::nullopt});
  return finding;
}

BundleContext contextFor(const std::string& backendName) {
  BundleContext context;
  context.backendName = backendName;
  context.title = "stablehlo.add of i1: true + true gives false";
  context.reproducerPath = "findings/add-i1/reproducer.mlir";
  return context;
}

TEST(ReproScript, IsWrittenForTheThreePythonRunPeersOnly) {
  for (const char* peer : {"xla-cpu", "xla-cpu-pjrt", "iree-cpu", "stablehlo-interpreter"})
    EXPECT_TRUE(hasReproScript(peer)) << peer;
  for (const char* peer : {"pjrt-cuda", "iree-cuda", "oracle", ""})
    EXPECT_FALSE(hasReproScript(peer)) << peer;
  const AddI1Finding finding = addI1Finding();
  const auto bundle = findingBundle(finding.test, finding.result, contextFor("pjrt-cuda"));
  EXPECT_FALSE(bundle.count("repro.py"));
  EXPECT_NE(bundle.at("report.md")
                .find("repro.py is written for xla-cpu, iree-cpu and stablehlo-interpreter, not "
                      "pjrt-cuda"),
            std::string::npos)
      << bundle.at("report.md");
}

TEST(ReproScript, ThePeersShareOneBodyAndDifferInHowTheyRunTheProgram) {
  const AddI1Finding finding = addI1Finding();
  const std::map<std::string, std::pair<std::string, std::string>> runs = {
      {"xla-cpu", {"backend.compile_and_load(PROGRAM", "With jax alone"}},
      {"iree-cpu",
       {"ireec.compile_str(PROGRAM", "With iree-base-compiler and iree-base-runtime alone"}},
      {"stablehlo-interpreter", {"stablehlo.eval_module(module, args)", "With jax alone"}},
  };
  for (const auto& [peer, marks] : runs) {
    const auto bundle = findingBundle(finding.test, finding.result, contextFor(peer));
    ASSERT_TRUE(bundle.count("repro.py")) << peer << ": " << bundle.at("report.md");
    const std::string& script = bundle.at("repro.py");
    EXPECT_EQ(occurrences(script, marks.first), 1u) << peer;
    EXPECT_EQ(occurrences(script, "def run(arrays):"), 1u) << peer;
    EXPECT_EQ(occurrences(script, "def main():"), 1u) << peer;
    // The failing element: output 0, [0, 0], wrong 0x0, correct 0x1.
    EXPECT_NE(script.find("(0, (0, 0), None, 0x0, 0x1, "), std::string::npos) << script;
    EXPECT_NE(bundle.at("report.md").find(marks.second), std::string::npos) << peer;
    for (const auto& [other, otherMarks] : runs) {
      if (other == peer) continue;
      EXPECT_EQ(script.find(otherMarks.first), std::string::npos) << peer;
    }
  }
}

TEST(ReproScript, IreeCompilesWithTheAdaptersFlags) {
  Result<std::string> adapter =
      oracle::readTextFile(std::string(HLO_CTS_SOURCE_DIR) + "/backends/adapters/iree_cpu.py");
  ASSERT_TRUE(adapter.ok());
  const size_t at = adapter->find("\nCOMPILE_FLAGS = ");
  ASSERT_NE(at, std::string::npos);
  const std::string flags = adapter->substr(at, adapter->find('\n', at + 1) - at);
  const AddI1Finding finding = addI1Finding();
  const auto bundle = findingBundle(finding.test, finding.result, contextFor("iree-cpu"));
  EXPECT_NE(bundle.at("repro.py").find(flags), std::string::npos) << flags;
}

TEST(ReproScript, EachIsValidPython) {
  if (std::system("python3 -c '' > /dev/null 2>&1") != 0) GTEST_SKIP() << "no python3 on the PATH";
  const AddI1Finding finding = addI1Finding();
  const fs::path dir =
      fs::temp_directory_path() / ("hlo-cts-repro-syntax-" + std::to_string(getpid()));
  fs::create_directories(dir);
  for (const char* peer : {"xla-cpu", "iree-cpu", "stablehlo-interpreter"}) {
    const auto bundle = findingBundle(finding.test, finding.result, contextFor(peer));
    const fs::path script = dir / (std::string(peer) + ".py");
    std::ofstream(script) << bundle.at("repro.py");
    const std::string command =
        "python3 -c \"import ast, sys; ast.parse(open(sys.argv[1]).read())\" '" + script.string() +
        "'";
    const int status = std::system(command.c_str());
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << peer;
  }
  fs::remove_all(dir);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
