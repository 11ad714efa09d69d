// suites/hlo/ (XLA HLO text, one file per opcode of the XLA semantics seed)
// runs through the runner on the oracle: every file reads, every test is
// extracted (its constants become arguments) and passes.
#include <gtest/gtest.h>

#include "backends/oracle_backend.h"
#include "tools/runner/runner.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

TEST(RunnerOracle, PassesTheHloSuite) {
  RunConfig config;
  config.paths = {std::string(HLO_CTS_SOURCE_DIR) + "/suites/hlo"};
  config.backend = []() -> Result<std::unique_ptr<backends::Backend>> {
    return backends::makeOracleBackend({});
  };
  config.jobs = 2;
  Result<RunOutcome> outcome = runTests(config);
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();
  EXPECT_GE(outcome->results.size(), 80u);
  for (const reports::TestResult& r : outcome->results)
    EXPECT_EQ(r.verdict, Verdict::kPass) << r.id << ": " << r.message;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
