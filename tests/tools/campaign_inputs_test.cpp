// A campaign judging each compiled program on several input sets
// (--inputs-per-program) and executing it several times (--repeat).
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "suites/builtin_profiles.h"
#include "tests/tools/faulty_backends.h"
#include "tools/runner/campaign.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

CampaignConfig inputsConfig(backends::BackendFactory open, int64_t count) {
  CampaignConfig config;
  config.backends.push_back({"under-test", std::move(open), oracle::Profile(), ""});
  config.specProfile = *suites::loadProfile("spec-ieee");
  config.program.ops = {OpId::kAdd, OpId::kMultiply};
  config.program.elementTypes = {ElementType::kSI32};
  config.program.maxOps = 2;
  config.seed = 7;
  config.count = count;
  config.reduce.maxJudgeCalls = 40;
  return config;
}

TEST(CampaignInputs, EachProgramIsCompiledOnceAndJudgedOnEverySet) {
  static std::atomic<int> compiles{0}, executions{0};
  CampaignConfig config = inputsConfig(
      [] {
        auto backend = std::make_unique<test_support::ScriptedBackend>(
            backends::makeOracleBackend({}), [](int, std::vector<Tensor>&) {
              ++executions;
              return backends::CallStatus::kOk;
            });
        return Result<std::unique_ptr<backends::Backend>>(std::move(backend));
      },
      12);
  config.inputsPerProgram = 4;
  const fs::path dir = fs::temp_directory_path() / "hlo-cts-campaign-inputs";
  fs::remove_all(dir);
  config.findingsDir = dir.string();
  compiles = executions = 0;
  Result<CampaignOutcome> outcome = runCampaign(config);
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();
  EXPECT_EQ(outcome->programs, 12);
  EXPECT_EQ(outcome->judgements, 48);
  EXPECT_EQ(outcome->verdicts.count(Verdict::kPass), 48);
  EXPECT_EQ(executions, 48);
  // One journal line per (program, input set).
  std::set<std::pair<int64_t, int>> lines;
  std::ifstream journal(dir / "journal.jsonl");
  for (std::string line; std::getline(journal, line);) {
    const nlohmann::json entry = nlohmann::json::parse(line);
    lines.insert({entry["program"].get<int64_t>(), entry.value("input_set", 0)});
  }
  EXPECT_EQ(lines.size(), 48u);
  // Input set 2 of program 3 is the same test wherever it is made.
  Result<suites::TestCase> a = campaignTest(config, 3, 2), b = campaignTest(config, 3, 2);
  Result<suites::TestCase> own = campaignTest(config, 3);
  ASSERT_TRUE(a.ok() && b.ok() && own.ok());
  EXPECT_EQ(a->inputs, b->inputs);
  EXPECT_EQ(a->programText, own->programText);
  EXPECT_NE(a->inputs, own->inputs);
  EXPECT_EQ(a->id, "program-3/set-2");
}

TEST(CampaignInputs, SpecialValueSetsFindWhatTheProgramsOwnInputsMiss) {
  static const oracle::OpTable table =
      test_support::tableWith({{OpId::kAdd, &test_support::addWrongAtMax}});
  CampaignConfig config = inputsConfig(
      [] {
        return Result<std::unique_ptr<backends::Backend>>(
            test_support::oracleWith(table, "add-wrong-at-max"));
      },
      10);
  config.program.ops = {OpId::kAdd};
  config.program.values.specialPercent = 0;  // the programs' own inputs hold no extreme
  Result<CampaignOutcome> once = runCampaign(config);
  ASSERT_TRUE(once.ok()) << once.error().str();
  EXPECT_TRUE(once->findings.empty());
  config.inputsPerProgram = 2;
  Result<CampaignOutcome> twice = runCampaign(config);
  ASSERT_TRUE(twice.ok()) << twice.error().str();
  ASSERT_FALSE(twice->findings.empty());
  for (const Finding& f : twice->findings) {
    EXPECT_EQ(f.inputSet, 1) << f.slug;
    EXPECT_EQ(f.signature.op, "stablehlo.add");
    // Reduced on the inputs of the set that failed.
    EXPECT_NE(f.reproducerText.find("2147483647"), std::string::npos) << f.reproducerText;
  }
}

// (program, input set) -> verdict, and the findings with where they were
// first seen and how often: what a campaign and the merge of its shards share.
std::pair<std::map<std::pair<int64_t, int>, std::string>, std::set<std::string>> linesAndFindings(
    const fs::path& dir) {
  std::map<std::pair<int64_t, int>, std::string> lines;
  std::ifstream journal(dir / "journal.jsonl");
  for (std::string line; std::getline(journal, line);) {
    const nlohmann::json entry = nlohmann::json::parse(line);
    lines[{entry["program"].get<int64_t>(), entry.value("input_set", 0)}] =
        entry["verdict"].get<std::string>();
  }
  std::set<std::string> findings;
  std::ifstream file(dir / "findings.jsonl");
  for (std::string line; std::getline(file, line);) {
    const nlohmann::json f = nlohmann::json::parse(line);
    findings.insert(fmt::format("{} program {} set {} x{}", f["key"].get<std::string>(),
                                f["program"].get<int64_t>(), f["input_set"].get<int>(),
                                f["occurrences"].get<int64_t>()));
  }
  return {lines, findings};
}

TEST(CampaignInputs, ShardsMergedAreTheCampaignRunWholeOnEverySet) {
  static const oracle::OpTable table =
      test_support::tableWith({{OpId::kAdd, &test_support::addWrongAtMax}});
  CampaignConfig config = inputsConfig(
      [] {
        return Result<std::unique_ptr<backends::Backend>>(
            test_support::oracleWith(table, "add-wrong-at-max"));
      },
      30);
  config.inputsPerProgram = 3;
  const fs::path whole = fs::temp_directory_path() / "hlo-cts-campaign-inputs-whole";
  fs::remove_all(whole);
  config.findingsDir = whole.string();
  ASSERT_TRUE(runCampaign(config).ok());
  MergeOptions merge;
  for (int shard = 0; shard < 2; ++shard) {
    const fs::path dir =
        fs::temp_directory_path() / ("hlo-cts-campaign-inputs-shard" + std::to_string(shard));
    fs::remove_all(dir);
    config.findingsDir = dir.string();
    config.shardIndex = shard;
    config.shardCount = 2;
    ASSERT_TRUE(runCampaign(config).ok());
    merge.folders.push_back(dir.string());
  }
  merge.out = (fs::temp_directory_path() / "hlo-cts-campaign-inputs-merged").string();
  fs::remove_all(merge.out);
  Result<MergeOutcome> merged = mergeCampaigns(merge);
  ASSERT_TRUE(merged.ok()) << merged.error().str();
  EXPECT_EQ(merged->programs, 30);
  EXPECT_EQ(merged->duplicateLines, 0);
  const auto a = linesAndFindings(whole), b = linesAndFindings(merge.out);
  EXPECT_EQ(a.first.size(), 90u);
  EXPECT_EQ(a.first, b.first);
  EXPECT_FALSE(a.second.empty());
  EXPECT_EQ(a.second, b.second);
}

// A campaign killed between two input sets of a program resumes with the
// sets it had not judged, each judged once.
TEST(CampaignInputs, ResumeJudgesTheSetsAKillLeftOut) {
  CampaignConfig config = inputsConfig(
      [] { return Result<std::unique_ptr<backends::Backend>>(backends::makeOracleBackend({})); },
      8);
  config.inputsPerProgram = 3;
  const fs::path dir = fs::temp_directory_path() / "hlo-cts-campaign-inputs-resume";
  fs::remove_all(dir);
  config.findingsDir = dir.string();
  ASSERT_TRUE(runCampaign(config).ok());
  // The kill: the last program's last two lines never written.
  std::vector<std::string> lines;
  {
    std::ifstream in(dir / "journal.jsonl");
    for (std::string line; std::getline(in, line);) lines.push_back(line);
  }
  ASSERT_EQ(lines.size(), 24u);
  {
    std::ofstream out(dir / "journal.jsonl", std::ios::trunc);
    for (size_t i = 0; i + 2 < lines.size(); ++i) out << lines[i] << "\n";
  }
  config.resume = true;
  Result<CampaignOutcome> resumed = runCampaign(config);
  ASSERT_TRUE(resumed.ok()) << resumed.error().str();
  EXPECT_EQ(resumed->judgements, 2);
  EXPECT_EQ(resumed->resumedPrograms + resumed->programs, 8);
  const auto after = linesAndFindings(dir);
  EXPECT_EQ(after.first.size(), 24u);
  std::ifstream in(dir / "journal.jsonl");
  int count = 0;
  for (std::string line; std::getline(in, line);) ++count;
  EXPECT_EQ(count, 24);  // none twice
}

TEST(CampaignInputs, OutputsThatChangeBetweenExecutionsAreANondeterministicFinding) {
  CampaignConfig config = inputsConfig(
      [] { return Result<std::unique_ptr<backends::Backend>>(test_support::alternatingBackend()); },
      6);
  Result<CampaignOutcome> once = runCampaign(config);
  ASSERT_TRUE(once.ok()) << once.error().str();
  EXPECT_EQ(once->verdicts.count(Verdict::kNondeterministic), 0);
  config.repeat = 2;
  const fs::path dir = fs::temp_directory_path() / "hlo-cts-campaign-repeat";
  fs::remove_all(dir);
  config.findingsDir = dir.string();
  Result<CampaignOutcome> repeated = runCampaign(config);
  ASSERT_TRUE(repeated.ok()) << repeated.error().str();
  EXPECT_EQ(repeated->verdicts.count(Verdict::kNondeterministic), 6);
  ASSERT_FALSE(repeated->findings.empty());
  int64_t occurrences = 0;
  for (const Finding& f : repeated->findings) {
    EXPECT_EQ(f.kind, FindingClass::kNondeterministic);
    EXPECT_EQ(f.name.rfind("under-test/nondeterministic/", 0), 0u) << f.name;
    EXPECT_TRUE(fs::exists(dir / "findings" / f.slug / "report.md"));
    // Reduced while the outputs still differ between executions, down to
    // the op that computes the output (whose bits the backend flips), and
    // its reproducer shows it again when executed repeatedly.
    EXPECT_EQ(f.opsAfter, 1) << f.summary;
    EXPECT_GE(f.opsBefore, f.opsAfter);
    EXPECT_TRUE(f.reproduces) << f.summary;
    EXPECT_EQ(f.summary.find("not reduced"), std::string::npos) << f.summary;
    EXPECT_NE(f.summary.find("judge calls"), std::string::npos) << f.summary;
    occurrences += f.occurrences;
  }
  EXPECT_EQ(occurrences, 6);
  std::ifstream summary(dir / "summary.md");
  const std::string text((std::istreambuf_iterator<char>(summary)), {});
  EXPECT_NE(text.find("## Nondeterministic"), std::string::npos) << text;
  EXPECT_NE(text.find("--repeat 8"), std::string::npos) << text;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
