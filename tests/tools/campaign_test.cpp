// The fuzz campaign: findings classified, reduced and deduplicated; a
// correct backend gives none; a killed campaign resumes without running a
// program twice.
#include "tools/runner/campaign.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "suites/builtin_profiles.h"
#include "tests/tools/faulty_backends.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

CampaignConfig configFor(backends::BackendFactory open, std::vector<OpId> ops, int64_t count) {
  CampaignConfig config;
  config.backends.push_back({"under-test", std::move(open), oracle::Profile()});
  config.specProfile = *suites::loadProfile("spec-ieee");
  config.program.ops = std::move(ops);
  config.program.maxOps = 3;
  config.seed = 11;
  config.count = count;
  config.reduce.maxJudgeCalls = 60;
  return config;
}

fs::path freshDir(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("hlo-cts-campaign-" + name);
  fs::remove_all(dir);
  return dir;
}

TEST(Campaign, TheOracleAgainstItselfHasNoFinding) {
  CampaignConfig config = configFor(
      [] { return Result<std::unique_ptr<backends::Backend>>(backends::makeOracleBackend({})); },
      {}, 60);
  Result<CampaignOutcome> outcome = runCampaign(config);
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();
  EXPECT_EQ(outcome->programs, 60);
  EXPECT_EQ(outcome->generatorErrors, 0);
  EXPECT_TRUE(outcome->findings.empty()) << outcome->findings[0].summary;
  EXPECT_EQ(outcome->verdicts.count(Verdict::kFail), 0);
}

TEST(Campaign, AWrongExactOpIsGradedAndReducedToThatOp) {
  static const oracle::OpTable table =
      test_support::tableWith({{OpId::kAdd, &test_support::lastBitFlipped<OpId::kAdd, -1>}});
  const fs::path dir = freshDir("add");
  CampaignConfig config = configFor(
      [] {
        return Result<std::unique_ptr<backends::Backend>>(
            test_support::oracleWith(table, "wrong-add"));
      },
      {OpId::kAdd}, 40);
  config.program.elementTypes = {ElementType::kF32, ElementType::kSI32};
  config.findingsDir = dir.string();
  Result<CampaignOutcome> outcome = runCampaign(config);
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();
  ASSERT_FALSE(outcome->findings.empty());
  int64_t occurrences = 0;
  for (const Finding& f : outcome->findings) {
    SCOPED_TRACE(f.summary);
    // The last bit flipped: an integer is wrong under every reading; a
    // float one ulp off misses IEEE addition, which the spec's accuracy
    // disclaimer could excuse.
    EXPECT_EQ(f.kind, f.signature.elementType == "f32" ? FindingClass::kIeeeReading
                                                       : FindingClass::kSemantic);
    EXPECT_EQ(f.signature.op, "stablehlo.add");
    EXPECT_LE(f.opsAfter, 1);
    EXPECT_TRUE(fs::exists(f.reproducer));
    occurrences += f.occurrences;
  }
  // Deduplicated: at most one finding per element type, every failing
  // program counted against one.
  EXPECT_LE(outcome->findings.size(), 2u);
  EXPECT_EQ(occurrences, outcome->verdicts.count(Verdict::kFail));
  EXPECT_TRUE(fs::exists(dir / "summary.md"));
}

TEST(Campaign, AnAccuracyDifferenceIsAProfileDifference) {
  CampaignConfig config = configFor(
      [] {
        return Result<std::unique_ptr<backends::Backend>>(
            test_support::offByOneExponentialBackend<-1>());
      },
      {OpId::kExponential}, 40);
  config.program.elementTypes = {ElementType::kF32};
  Result<CampaignOutcome> outcome = runCampaign(config);
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();
  ASSERT_FALSE(outcome->findings.empty());
  for (const Finding& f : outcome->findings)
    EXPECT_EQ(f.kind, FindingClass::kProfileDifference) << f.summary;
}

TEST(Campaign, ResumeJudgesEveryProgramExactlyOnce) {
  const fs::path dir = freshDir("resume");
  CampaignConfig config = configFor(
      [] { return Result<std::unique_ptr<backends::Backend>>(backends::makeOracleBackend({})); },
      {}, 25);
  config.findingsDir = dir.string();
  config.jobs = 2;
  ASSERT_TRUE(runCampaign(config).ok());
  // A second start without --resume refuses to mix two campaigns.
  EXPECT_FALSE(runCampaign(config).ok());
  // So does resuming with another seed.
  config.resume = true;
  config.seed = 12;
  EXPECT_FALSE(runCampaign(config).ok());
  config.seed = 11;
  config.count = 50;
  Result<CampaignOutcome> resumed = runCampaign(config);
  ASSERT_TRUE(resumed.ok()) << resumed.error().str();
  EXPECT_EQ(resumed->resumedPrograms, 25);
  EXPECT_EQ(resumed->programs, 25);
  std::map<int64_t, int> seen;
  std::ifstream journal(dir / "journal.jsonl");
  for (std::string line; std::getline(journal, line);)
    ++seen[nlohmann::json::parse(line)["program"].get<int64_t>()];
  EXPECT_EQ(seen.size(), 50u);
  for (const auto& entry : seen) EXPECT_EQ(entry.second, 1) << "program " << entry.first;
}

TEST(Campaign, ProgramSeedsAreStableAndDistinct) {
  EXPECT_EQ(programSeed(1, 0), programSeed(1, 0));
  EXPECT_NE(programSeed(1, 0), programSeed(1, 1));
  EXPECT_NE(programSeed(1, 0), programSeed(2, 0));
  CampaignConfig config;
  config.seed = 5;
  Result<suites::TestCase> a = campaignTest(config, 3), b = campaignTest(config, 3);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(a->programText, b->programText);
  EXPECT_EQ(a->inputs, b->inputs);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
