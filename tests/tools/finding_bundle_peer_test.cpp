// repro.py reproduces known findings of each peer with the peer's own
// Python package alone: each reproducer of a checked-in campaign is judged
// on the peer's adapter, made into a finding's bundle, and its repro.py, run
// by the peers venv's Python without hlo-cts, exits 1 (the bug is there)
// and prints the wrong and the correct value; where the case names inputs
// on which the peer is right, the same script on those exits 0 (fixed).
// Named Peers/ and skipped visibly without the venv (tools/setup-peers.sh).
#include "tools/runner/finding_bundle.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <utility>
#include <vector>

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

struct ReproCase {
  const char* name;
  const char* peer;     // the backend's name, as a campaign gives it
  const char* file;     // under reports/campaigns/
  const char* printed;  // a line (its start) repro.py prints for the failing element
  // Inputs on which the peer is right: input `healedInput`'s bytes replaced
  // by `healedBytes` (none when healedInput < 0), and what repro.py prints then.
  int healedInput = -1;
  std::vector<uint8_t> healedBytes = {};
  const char* healedPrinted = "";
};

// repro.py written to a fresh folder and run by `python` with nothing of
// hlo-cts on the path: its exit code (-1 when it did not exit) and output.
std::pair<int, std::string> runRepro(const std::string& python, const std::string& script,
                                     const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("hlo-cts-repro-" + std::to_string(getpid()));
  fs::create_directories(dir);
  const fs::path path = dir / (name + ".py");
  std::ofstream(path) << script;
  const std::string command = "cd '" + dir.string() + "' && env -u PYTHONPATH nice '" + python +
                              "' '" + path.string() + "' > '" + path.string() + ".out' 2>&1";
  const int status = std::system(command.c_str());
  std::ifstream in(path.string() + ".out");
  std::string out((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (code == 0 || code == 1) {  // kept to look at otherwise
    fs::remove(path);
    fs::remove(path.string() + ".out");
  }
  return {code, out};
}

void PrintTo(const ReproCase& c, std::ostream* out) {
  *out << c.name;
}

class FindingRepro : public ::testing::TestWithParam<ReproCase> {};

TEST_P(FindingRepro, ReproPyExitsOneWhileTheBugIsThere) {
  const ReproCase& c = GetParam();
  const std::string python = peersVenv() + "/bin/python";
  if (access(python.c_str(), X_OK) != 0) {
    const std::string why = "no peer venv at " + peersVenv() + " (run tools/setup-peers.sh)";
    if (test_support::peersRequired()) FAIL() << why << "; HLO_CTS_PEERS_REQUIRED=1";
    GTEST_SKIP() << why;
  }
  const std::string source = HLO_CTS_SOURCE_DIR;
  const std::string file = source + "/reports/campaigns/" + c.file;
  Result<std::string> text = oracle::readTextFile(file);
  ASSERT_TRUE(text.ok()) << text.error().str();
  Result<std::vector<suites::TestCase>> tests = suites::extractTests(*text, file);
  ASSERT_TRUE(tests.ok() && tests->size() == 1u) << file;
  const std::string adapter = "subprocess:HLO_CTS_PEERS_VENV='" + peersVenv() + "' exec '" +
                              source + "/backends/adapters/run-adapter.sh' " + c.peer;
  Result<std::unique_ptr<backends::Backend>> backend = backends::openBackend({adapter, ""});
  ASSERT_TRUE(backend.ok()) << backend.error().str();
  static const oracle::Profile spec = *suites::loadProfile("spec-ieee");
  JudgeOptions options;
  options.profile = &spec;
  suites::TestCase test = (*tests)[0];
  const reports::TestResult result = judge(test, **backend, options);
  ASSERT_TRUE(isFailure(result.verdict)) << "fixed in this version? " << result.message;

  BundleContext context;
  context.backendName = c.peer;
  context.capabilities = (*backend)->capabilities();
  context.title = c.name;
  context.reproducerPath = file;
  std::map<std::string, std::string> bundle = findingBundle(test, result, context);
  ASSERT_TRUE(bundle.count("repro.py")) << bundle.at("report.md");
  EXPECT_NE(bundle.at("report.md").find(context.capabilities.version), std::string::npos);
  EXPECT_NE(bundle.at("report.md").find("`python3 repro.py`"), std::string::npos);
  const auto [code, out] = runRepro(python, bundle.at("repro.py"), c.name);
  EXPECT_EQ(code, 1) << out;
  EXPECT_NE(out.find(c.printed), std::string::npos) << out;
  if (c.healedInput < 0) return;

  // The same finding's script on inputs the peer gets right: fixed.
  Tensor& input = test.inputs.at(c.healedInput);
  ASSERT_EQ(input.bytes().size(), c.healedBytes.size());
  std::copy(c.healedBytes.begin(), c.healedBytes.end(), input.mutableBytes().begin());
  bundle = findingBundle(test, result, context);
  const auto [healedCode, healedOut] = runRepro(python, bundle.at("repro.py"), c.name);
  EXPECT_EQ(healedCode, 0) << healedOut;
  EXPECT_NE(healedOut.find(c.healedPrinted), std::string::npos) << healedOut;
}

INSTANTIATE_TEST_SUITE_P(
    Peers, FindingRepro,
    ::testing::Values(
        ReproCase{"clamp_complex_min_above_max", "xla-cpu",
                  "xla-cpu-seed3/clamp-complex-min-above-max.mlir", "output 0 element"},
        ReproCase{"rng_of_booleans_compile_abort", "xla-cpu",
                  "xla-cpu-seed3/rng-of-booleans-compile-abort.mlir", "XLA crashed the process"},
        ReproCase{"divide_by_broadcast_scalar_f32", "xla-cpu",
                  "xla-cpu-seed3/divide-by-broadcast-scalar-f32.mlir", "output 0 element"},
        // IREE adds i1 as XOR: true + true gives false.
        ReproCase{"iree_add_i1", "iree-cpu",
                  "iree-cpu-seed31/findings/iree-cpu/fail/add-i1/reproducer.mlir",
                  "output 0 element [0, 0]: actual False (0x0), correct True (0x1)"},
        // A negative i8 start index (-73) not clamped to 0; right for 0.
        ReproCase{"iree_dynamic_slice_negative_start",
                  "iree-cpu",
                  "iree-cpu-seed31/findings/iree-cpu/fail/dynamic-slice-ui8/reproducer.mlir",
                  "output 0 element [3, 0]: actual 1 (0x1), correct 0 (0x0)",
                  1,
                  {0x00},
                  "output 0 element [3, 0]: actual 0 (0x0), correct 0 (0x0)"},
        // A ui8 start index with the top bit set (139) read as negative; right for 1.
        ReproCase{"interpreter_dynamic_slice_unsigned_start",
                  "stablehlo-interpreter",
                  "stablehlo-interpreter-seed32/findings/stablehlo-interpreter/fail/"
                  "dynamic-slice-i8/reproducer.mlir",
                  "output 0 element [1, 3]: actual 0 (0x0), correct 83 (0x53)",
                  2,
                  {0x01},
                  "output 0 element [1, 3]: actual 83 (0x53), correct 83 (0x53)"}),
    [](const auto& info) { return std::string(info.param.name); });

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
