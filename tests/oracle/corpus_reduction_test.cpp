// Acceptance: every corpus file of the reduction family, the linear algebra
// ops and the collectives passes under the oracle (`hlo-cts interpret`'s
// engine), all functions and all checks.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "oracle/interpret.h"
#include "tests/corpus_dir.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using test_support::corpusDir;

class CorpusReductionTest : public ::testing::TestWithParam<std::string> {};

TEST_P(CorpusReductionTest, EveryFunctionPasses) {
  const std::string dir = corpusDir();
  if (dir.empty() || !std::filesystem::exists(dir))
    GTEST_SKIP() << "the StableHLO corpus is not available (set HLO_CTS_STABLEHLO_CORPUS)";
  const std::string path = dir + "/" + GetParam();
  Result<InterpretReport> report = interpretFile(path);
  ASSERT_TRUE(report.ok()) << report.error().str();
  ASSERT_FALSE(report->runs.empty()) << path;
  for (const FunctionRun& run : report->runs) EXPECT_TRUE(run.passed) << run.describe();
}

INSTANTIATE_TEST_SUITE_P(
    Files, CorpusReductionTest,
    ::testing::Values("reduce.mlir", "reduce_window.mlir", "dot_general.mlir", "convolution.mlir",
                      "dynamic_conv.mlir", "fft.mlir", "triangular_solve.mlir", "all_gather.mlir",
                      "all_reduce.mlir", "all_to_all.mlir", "collective_broadcast.mlir",
                      "collective_permute.mlir", "collective_reduce.mlir", "reduce_scatter.mlir",
                      "send_recv.mlir", "infeed.mlir", "outfeed.mlir", "replica_id.mlir",
                      "partition_id.mlir", "chlo/ragged_dot.mlir"),
    [](const ::testing::TestParamInfo<std::string>& info) {
      std::string name = info.param.substr(0, info.param.find('.'));
      for (char& ch : name)
        if (ch == '/') ch = '_';
      return name;
    });

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
