// The XLA CPU PJRT plugin (the pinned wheel lammps-jax-pjrt-cpu that
// tools/setup-peers.sh installs into the peers' venv) through `pjrt:`:
// the peers' smoke set gives the same verdicts as the Python adapter of
// XLA:CPU, in process and isolated; a program on which the plugin aborts
// is that test's Crash and the run goes on; a grid of replicas
// (interpreter.run_parallel) runs as one executable on that many devices.
// Without the venv they skip,
// saying so, unless HLO_CTS_PEERS_REQUIRED=1 makes that a failure.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/programs_on_path.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

std::string venv() {
  if (const char* path = std::getenv("HLO_CTS_PEERS_VENV"); path && *path) return path;
  return std::string(HLO_CTS_SOURCE_DIR) + "/.venv-peers";
}

// The plugin's library in the venv, "" when it is not there.
std::string cpuPlugin() {
  std::error_code error;
  for (const auto& lib : fs::directory_iterator(venv() + "/lib", error)) {
    const fs::path so =
        lib.path() / "site-packages" / "lammps_jax_pjrt_cpu" / "pjrt_c_api_cpu_plugin.so";
    if (fs::exists(so, error)) return so.string();
  }
  return {};
}

std::string quoted(const std::string& text) {
  return "'" + text + "'";
}

// The parameter: the Python adapter of XLA:CPU it is compared with (a
// parameter so that the tests are named Peers/..., which CI runs once the
// venv is ready).
class PjrtCpuPlugin : public ::testing::TestWithParam<const char*> {
 protected:
  void SetUp() override {
    plugin_ = cpuPlugin();
    if (plugin_.empty()) {
      const std::string why =
          "no XLA CPU PJRT plugin in the peer venv " + venv() + " (run tools/setup-peers.sh)";
      const char* required = std::getenv("HLO_CTS_PEERS_REQUIRED");
      if (required && std::string(required) == "1") FAIL() << why << "; HLO_CTS_PEERS_REQUIRED=1";
      GTEST_SKIP() << why;
    }
    results_ = fs::temp_directory_path() / ("hlo_cts_pjrt_" + std::to_string(getpid()));
  }
  void TearDown() override {
    if (!HasFailure()) fs::remove_all(results_);
  }

  // `hlo-cts run` of `path` (under the source tree); the verdict of each
  // test by id.
  std::map<std::string, std::string> run(const std::string& backend, const std::string& extra,
                                         const std::string& path, const std::string& name) {
    const fs::path dir = results_ / name;
    const std::string command =
        "HLO_CTS_PEERS_VENV=" + quoted(venv()) + " " + quoted(test_support::hloCtsBinary()) +
        " run -q -j 1 --backend " + quoted(backend) + " " + extra + " --results-dir " +
        quoted(dir.string()) + " " + quoted(std::string(HLO_CTS_SOURCE_DIR) + "/" + path) + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    std::string out;
    char buffer[4096];
    for (size_t n; pipe && (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
    if (pipe) pclose(pipe);
    std::ifstream in(dir / "results.json");
    EXPECT_TRUE(in) << command << "\n" << out;
    std::map<std::string, std::string> verdicts;
    if (!in) return verdicts;
    const nlohmann::json results = nlohmann::json::parse(in);
    for (const nlohmann::json& test : results["tests"]) verdicts[test["id"]] = test["verdict"];
    if (name == "pjrt") {
      backendVersion_ = results["run"]["backendVersion"];
      profile_ = results["run"]["profile"];
    }
    return verdicts;
  }

  std::string plugin_;
  fs::path results_;
  std::string backendVersion_, profile_;
};

TEST_P(PjrtCpuPlugin, GivesThePythonAdaptersVerdictsOnTheSmokeSetIsolatedOrNot) {
  const std::string smoke = "tests/backends/data/peer_smoke";
  const auto pjrt = run("pjrt:" + plugin_, "", smoke, "pjrt");
  const auto inProcess = run("pjrt:" + plugin_, "--isolate no", smoke, "in-process");
  const auto python = run(GetParam(), "", smoke, "python");
  ASSERT_EQ(pjrt.size(), 13u);
  EXPECT_EQ(pjrt, python);
  EXPECT_EQ(pjrt, inProcess);
  EXPECT_EQ(profile_, "xla-cpu");
  EXPECT_NE(backendVersion_.find("lammps-jax-pjrt-cpu 0.11.2"), std::string::npos)
      << backendVersion_;
  EXPECT_NE(backendVersion_.find("PJRT C API 0."), std::string::npos) << backendVersion_;
  int passed = 0;
  for (const auto& [id, verdict] : pjrt) passed += verdict == "pass";
  EXPECT_GE(passed, 12);
}

TEST_P(PjrtCpuPlugin, AnAbortOnOneProgramIsThatTestsCrashAndTheRunGoesOn) {
  const auto verdicts = run("pjrt:" + plugin_, "", "tests/backends/data/pjrt_isolation", "pjrt");
  ASSERT_EQ(verdicts.size(), 2u);
  EXPECT_EQ(verdicts.at("abort_then_add.mlir::bitcast_complex_aborts_the_plugin"), "crash");
  EXPECT_EQ(verdicts.at("abort_then_add.mlir::add_runs_after_the_crash"), "pass");
}

TEST_P(PjrtCpuPlugin, RunsAProcessGridOnAsManyDevices) {
  const std::string grids = "tests/backends/data/pjrt_grids";
  const auto four = run("pjrt:" + plugin_ + "?cpu_device_count=4", "", grids, "four");
  EXPECT_EQ(four.at("grids.mlir::all_reduce_of_three_replicas"), "pass");
  EXPECT_EQ(four.at("grids.mlir::collective_permute_ring_of_four"), "pass");
  EXPECT_EQ(four.at("grids.mlir::replica_id_of_two_replicas"), "pass");
  // Partitions go through XLA's SPMD partitioner, the function marked manual.
  EXPECT_EQ(four.at("grids.mlir::partition_id_of_two_partitions"), "pass");
  // One executable runs the same program on every device.
  EXPECT_EQ(four.at("grids.mlir::two_functions_in_one_grid"), "not-supported");

  const auto one = run("pjrt:" + plugin_ + "?cpu_device_count=1", "", grids, "one");
  EXPECT_EQ(one.at("grids.mlir::all_reduce_of_three_replicas"), "not-supported");
  EXPECT_EQ(one.at("grids.mlir::replica_id_of_two_replicas"), "not-supported");
  std::ifstream in(results_ / "one" / "results.json");
  const nlohmann::json results = nlohmann::json::parse(in);
  for (const nlohmann::json& test : results["tests"]) {
    if (test["id"] != "grids.mlir::all_reduce_of_three_replicas") continue;
    EXPECT_NE(test["message"].get<std::string>().find("cpu_device_count=3"), std::string::npos)
        << test["message"];
  }
}

INSTANTIATE_TEST_SUITE_P(Peers, PjrtCpuPlugin, ::testing::Values("xla-cpu"),
                         [](const ::testing::TestParamInfo<const char*>&) {
                           return std::string("xla_cpu");
                         });

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
