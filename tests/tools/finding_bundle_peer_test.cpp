// repro.py reproduces known XLA:CPU findings with jax alone: each
// reproducer of reports/campaigns/xla-cpu-seed3 is judged on the xla-cpu
// adapter, made into a finding's bundle, and its repro.py, run by the peers
// venv's Python without hlo-cts, exits 1 (the bug is there). Named Peers/
// and skipped visibly without the venv (tools/setup-peers.sh).
#include "tools/runner/finding_bundle.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "oracle/interpret.h"
#include "suites/builtin_profiles.h"
#include "suites/test_case.h"
#include "tests/peers_venv.h"
#include "tools/runner/judge.h"
#include "tools/runner/verdict.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

using test_support::peersVenv;

class FindingRepro : public ::testing::TestWithParam<const char*> {};

TEST_P(FindingRepro, ReproPyExitsOneWhileTheBugIsThere) {
  const std::string python = peersVenv() + "/bin/python";
  if (access(python.c_str(), X_OK) != 0) {
    const std::string why = "no peer venv at " + peersVenv() + " (run tools/setup-peers.sh)";
    if (test_support::peersRequired()) FAIL() << why << "; HLO_CTS_PEERS_REQUIRED=1";
    GTEST_SKIP() << why;
  }
  const std::string source = HLO_CTS_SOURCE_DIR;
  const std::string file = source + "/reports/campaigns/xla-cpu-seed3/" + GetParam();
  Result<std::string> text = oracle::readTextFile(file);
  ASSERT_TRUE(text.ok()) << text.error().str();
  Result<std::vector<suites::TestCase>> tests = suites::extractTests(*text, file);
  ASSERT_TRUE(tests.ok() && tests->size() == 1u) << file;
  const std::string adapter = "subprocess:HLO_CTS_PEERS_VENV='" + peersVenv() + "' exec '" +
                              source + "/backends/adapters/run-adapter.sh' xla-cpu";
  Result<std::unique_ptr<backends::Backend>> backend = backends::openBackend({adapter, ""});
  ASSERT_TRUE(backend.ok()) << backend.error().str();
  static const oracle::Profile spec = *suites::loadProfile("spec-ieee");
  JudgeOptions options;
  options.profile = &spec;
  const reports::TestResult result = judge((*tests)[0], **backend, options);
  ASSERT_TRUE(isFailure(result.verdict)) << "fixed in this jaxlib? " << result.message;

  BundleContext context;
  context.backendName = "xla-cpu";
  context.capabilities = (*backend)->capabilities();
  context.title = GetParam();
  context.reproducerPath = file;
  const std::map<std::string, std::string> bundle = findingBundle((*tests)[0], result, context);
  ASSERT_TRUE(bundle.count("repro.py")) << "no repro.py";
  ASSERT_TRUE(bundle.count("report.md"));
  EXPECT_NE(bundle.at("report.md").find(context.capabilities.version), std::string::npos);
  const fs::path dir = fs::temp_directory_path() / ("hlo-cts-repro-" + std::to_string(getpid()));
  fs::create_directories(dir);
  const fs::path script = dir / (std::string(GetParam()) + ".py");
  std::ofstream(script) << bundle.at("repro.py");
  // Only the venv's Python and its packages: no hlo-cts module on the path.
  const std::string command = "cd '" + dir.string() + "' && env -u PYTHONPATH '" + python + "' '" +
                              script.string() + "' > '" + script.string() + ".out' 2>&1";
  const int status = std::system(command.c_str());
  std::ifstream in(script.string() + ".out");
  const std::string out((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  ASSERT_TRUE(WIFEXITED(status)) << out;
  EXPECT_EQ(WEXITSTATUS(status), 1) << out;
  if (!HasFailure()) fs::remove_all(dir);
}

INSTANTIATE_TEST_SUITE_P(Peers, FindingRepro,
                         ::testing::Values("clamp-complex-min-above-max.mlir",
                                           "rng-of-booleans-compile-abort.mlir",
                                           "divide-by-broadcast-scalar-f32.mlir"),
                         [](const auto& info) {
                           std::string name = info.param;
                           name = name.substr(0, name.find('.'));
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
