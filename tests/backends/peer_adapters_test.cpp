// The peer adapters of backends/adapters/ (XLA:CPU, IREE, the StableHLO
// reference interpreter) run the smoke set tests/backends/data/peer_smoke/
// through `hlo-cts run`, each under the profile it claims: every test must
// pass or be declared not-supported, and the invalid program must be
// rejected. They need the venv of tools/setup-peers.sh ($HLO_CTS_PEERS_VENV,
// else .venv-peers in the source tree); without it they skip, saying so,
// unless HLO_CTS_PEERS_REQUIRED=1 (CI, right after the set-up) makes that a
// failure.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/param_name.h"
#include "tests/peers_venv.h"
#include "tests/programs_on_path.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

using test_support::peersRequired;
using test_support::peersVenv;

std::string quoted(const std::string& text) {
  return "'" + text + "'";
}

// Runs `command` through the shell; its exit code, and stdout+stderr in `out`.
int runShell(const std::string& command, std::string& out) {
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (!pipe) return -1;
  char buffer[4096];
  for (size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
  const int status = pclose(pipe);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

class PeerAdapters : public ::testing::TestWithParam<const char*> {
 protected:
  void SetUp() override {
    const std::string python = peersVenv() + "/bin/python";
    if (access(python.c_str(), X_OK) != 0) {
      const std::string why = "no peer venv at " + peersVenv() + " (run tools/setup-peers.sh)";
      if (peersRequired()) FAIL() << why << "; HLO_CTS_PEERS_REQUIRED=1";
      GTEST_SKIP() << why;
    }
    results_ = fs::temp_directory_path() /
               ("hlo_cts_peer_" + std::string(GetParam()) + "_" + std::to_string(getpid()));
    fs::remove_all(results_);
  }
  void TearDown() override {
    if (!results_.empty() && !HasFailure()) fs::remove_all(results_);
  }

  // `hlo-cts run` of `path` (under the source tree) on this peer, with
  // `extra` options; its exit code, and its output in `out`.
  int runOnPeer(const std::string& path, const std::string& extra, std::string& out) const {
    const std::string source = HLO_CTS_SOURCE_DIR;
    // run-adapter.sh finds the venv through the same variable.
    const std::string backend = "subprocess:HLO_CTS_PEERS_VENV=" + quoted(peersVenv()) + " exec " +
                                quoted(source + "/backends/adapters/run-adapter.sh") + " " +
                                GetParam();
    return runShell(quoted(test_support::hloCtsBinary()) + " run -q -j 1 --backend " +
                        quoted(backend) + " --results-dir " + quoted(results_.string()) + " " +
                        extra + " " + quoted(source + "/" + path),
                    out);
  }

  // runOnPeer of `path` with no options, then its results.json; null (the
  // failure reported) when the run or the file fails.
  nlohmann::json runAndRead(const std::string& path, std::string& out) const {
    const int code = runOnPeer(path, "", out);
    EXPECT_EQ(code, 0) << out << "\n(results kept in " << results_ << ")";
    std::ifstream in(results_ / "results.json");
    EXPECT_TRUE(in) << out;
    if (code != 0 || !in) return nullptr;
    return nlohmann::json::parse(in);
  }

  fs::path results_;
};

TEST_P(PeerAdapters, RunTheSmokeSetUnderTheirProfile) {
  const std::string peer = GetParam();
  std::string out;
  const nlohmann::json results = runAndRead("tests/backends/data/peer_smoke", out);
  ASSERT_FALSE(results.is_null());
  EXPECT_EQ(results["run"]["backendName"], peer);
  EXPECT_EQ(results["run"]["profile"], peer) << "each peer claims its own built-in profile";
  const std::string version = results["run"]["backendVersion"];
  EXPECT_FALSE(version.empty() || version.find("unknown") != std::string::npos)
      << "the version names the package version: " << version;
  const nlohmann::json& counts = results["summary"]["counts"];
  // 13 tests: at most the f6 constant is outside a peer's types.
  EXPECT_GE(counts["pass"].get<int>(), 12) << out;
  EXPECT_EQ(counts["pass"].get<int>() + counts["not-supported"].get<int>(),
            results["summary"]["total"].get<int>())
      << out;
  // The invalid split is a negative test, named after its split (split-N).
  int negatives = 0;
  for (const nlohmann::json& test : results["tests"])
    if (test["id"].get<std::string>().find("::split-") != std::string::npos) {
      ++negatives;
      EXPECT_EQ(test["verdict"], "pass") << "the invalid program must be rejected";
    }
  EXPECT_EQ(negatives, 1);
}

// The collectives, replica_id and partition_id on a grid of one process
// (tests/backends/data/peer_collectives/): each passes or is declared
// not-supported. The reference interpreter aborts on each outside
// interpreter.run_parallel, so its adapter calls such a program through a
// run_parallel of one process, and every one of them passes there.
TEST_P(PeerAdapters, CollectivesOnAGridOfOnePassOrAreDeclaredNotSupported) {
  const std::string peer = GetParam();
  std::string out;
  const nlohmann::json results = runAndRead("tests/backends/data/peer_collectives", out);
  ASSERT_FALSE(results.is_null());
  const nlohmann::json& counts = results["summary"]["counts"];
  EXPECT_EQ(results["summary"]["total"].get<int>(), 6) << out;
  EXPECT_EQ(counts["pass"].get<int>() + counts["not-supported"].get<int>(), 6) << out;
  if (peer == "stablehlo-interpreter") EXPECT_EQ(counts["pass"].get<int>(), 6) << out;
}

// Whether this machine's CPU does f16 arithmetic natively (AVX512-FP16).
bool hostHasNativeF16() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line))
    if (line.rfind("flags", 0) == 0) return line.find(" avx512_fp16") != std::string::npos;
  return false;
}

// The rewrites each peer applies by design (suites/rewrites/, measured:
// XLA:CPU contracts multiply+add into FMAs and divides by a broadcast
// divisor through its reciprocal, IREE contracts and computes bf16 in f32,
// the interpreter does none of these)
// pass under the profile that declares them, and fail under strict with
// the mechanism named: the profile is lenient only where it says so.
TEST_P(PeerAdapters, RewriteProbesPassUnderTheirProfileAndNameTheMechanismUnderStrict) {
  const std::string peer = GetParam();
  std::string out;
  ASSERT_EQ(runOnPeer("suites/rewrites", "", out), 0) << out;
  out.clear();
  runOnPeer("suites/rewrites", "--profile strict", out);
  std::ifstream in(results_ / "results.json");
  ASSERT_TRUE(in) << out;
  const nlohmann::json results = nlohmann::json::parse(in);
  int fma = 0, reciprocal = 0, excess = 0, reassociated = 0;
  for (const nlohmann::json& test : results["tests"]) {
    if (test["verdict"] == "pass") continue;
    ASSERT_EQ(test["verdict"], "fail") << test.dump();
    EXPECT_EQ(test["tier"], "ieee-reading") << test.dump();
    const std::string mechanism = test["mechanism"];
    fma += mechanism.find("fused multiply-add") != std::string::npos;
    reciprocal += mechanism.find("reciprocal of the divisor") != std::string::npos;
    excess += mechanism.find("excess precision") != std::string::npos;
    reassociated += mechanism.find("another association") != std::string::npos;
  }
  EXPECT_EQ(fma, peer == "stablehlo-interpreter" ? 0 : 4) << out;
  EXPECT_EQ(reciprocal, peer == "xla-cpu" ? 2 : 0) << out;
  // f16 arithmetic depends on the host: on a CPU with native f16 (x86's
  // AVX512-FP16) XLA:CPU and IREE keep f16 products unrounded into the add
  // (measured 2026-12-04), so excess_precision_f16 fails under strict there
  // too, named excess precision (the FMA in f16 gives the same values), and
  // passes under their own profiles; elsewhere they round op by op.
  const int nativeF16 = hostHasNativeF16() && peer != "stablehlo-interpreter" ? 1 : 0;
  EXPECT_EQ(excess, (peer == "iree-cpu" ? 1 : 0) + nativeF16) << out;
  EXPECT_EQ(reassociated, 0) << out;  // no peer reassociates (measured)
}

INSTANTIATE_TEST_SUITE_P(Peers, PeerAdapters,
                         ::testing::Values("xla-cpu", "iree-cpu", "stablehlo-interpreter"),
                         test_support::BackendParamName());

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
