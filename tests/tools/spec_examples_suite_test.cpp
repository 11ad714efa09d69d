// suites/spec-examples (every example of the seed StableHLO spec and XLA
// operation semantics, as tests) on the oracle: every test passes, and every
// test function carries the hlo_cts.test metadata the runner reads.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <set>

#include "backends/oracle_backend.h"
#include "tests/corpus_dir.h"
#include "tools/runner/runner.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

const std::string kSuite = std::string(HLO_CTS_SOURCE_DIR) + "/suites/spec-examples";

// "<file relative to the suite>::<function>" (as the runner names a test)
// -> op, for every function with the metadata.
std::map<std::string, std::string> testsWithMetadata() {
  static const std::regex kTest(
      R"re(func\.func @(\w+)\(\) attributes \{hlo_cts\.test = \{kind = "positive", op = "([\w.]+)", source = "[^"]+"\}\})re");
  std::map<std::string, std::string> tests;
  for (const auto& path : test_support::mlirFiles(kSuite)) {
    std::ifstream in(path);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (std::sregex_iterator it(text.begin(), text.end(), kTest), end; it != end; ++it)
      tests[std::filesystem::relative(path, kSuite).string() + "::" + (*it)[1].str()] =
          (*it)[2].str();
  }
  return tests;
}

TEST(SpecExamplesSuite, EveryTestPassesOnTheOracle) {
  RunConfig config;
  config.paths = {kSuite};
  config.backend = []() -> Result<std::unique_ptr<backends::Backend>> {
    return backends::makeOracleBackend({});
  };
  config.jobs = 2;
  Result<RunOutcome> outcome = runTests(config);
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();

  const std::map<std::string, std::string> tests = testsWithMetadata();
  EXPECT_GT(tests.size(), 120u);
  std::set<std::string> ran;
  for (const reports::TestResult& r : outcome->results) {
    EXPECT_EQ(r.verdict, Verdict::kPass) << r.id << ": " << r.message;
    EXPECT_TRUE(tests.count(r.id)) << r.id << " has no hlo_cts.test metadata";
    ran.insert(r.id);
  }
  for (const auto& [id, op] : tests)
    EXPECT_TRUE(ran.count(id)) << id << " (" << op << ") did not run";
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
