// The fuzz campaign: findings classified, reduced and deduplicated; a
// correct backend gives none; a killed campaign resumes without running a
// program twice.
#include "tools/runner/campaign.h"
#include "oracle/oracle.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "suites/builtin_profiles.h"
#include "tests/tools/faulty_backends.h"
#include "tools/runner/campaign_files.h"
#include "tools/runner/shard.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

CampaignConfig configFor(backends::BackendFactory open, std::vector<OpId> ops, int64_t count) {
  CampaignConfig config;
  config.backends.push_back({"under-test", std::move(open), oracle::Profile(), ""});
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

TEST(Campaign, FindingFoldersAreNamedByTheBackendsNameNotItsCommandLine) {
  static const oracle::OpTable table =
      test_support::tableWith({{OpId::kAdd, &test_support::lastBitFlipped<OpId::kAdd, -1>}});
  const auto open = [] {
    return Result<std::unique_ptr<backends::Backend>>(test_support::oracleWith(table, "wrong-add"));
  };
  CampaignConfig config = configFor(open, {OpId::kAdd}, 10);
  config.program.elementTypes = {ElementType::kSI32};
  config.backends[0].label = "pjrt:/opt/site-packages/xla_cuda_plugin.so?preallocate=false";
  config.backends[0].folder = "pjrt-cuda";
  Result<CampaignOutcome> outcome = runCampaign(config);
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();
  ASSERT_FALSE(outcome->findings.empty());
  for (const Finding& f : outcome->findings) {
    EXPECT_EQ(f.slug.rfind("pjrt-cuda/fail/", 0), 0u) << f.slug;
    EXPECT_EQ(f.backend, config.backends[0].label);
  }
  // Without a folder name, the label's words.
  config.backends[0].folder.clear();
  config.backends[0].label = "subprocess:exec run.sh xla-cpu";
  outcome = runCampaign(config);
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();
  ASSERT_FALSE(outcome->findings.empty());
  EXPECT_EQ(outcome->findings[0].slug.rfind("subprocess-exec-run-sh-xla-cpu/fail/", 0), 0u)
      << outcome->findings[0].slug;
  // A jax-run peer named xla-cpu but run through its adapter's command line
  // gets the bundle of xla-cpu: repro.py, and a report that re-checks it by
  // the name (the f8 input through ml_dtypes, as jax takes it).
  config.backends[0].folder = "xla-cpu";
  config.program.elementTypes = {ElementType::kF8E4M3FN};
  outcome = runCampaign(config);
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();
  ASSERT_FALSE(outcome->findings.empty());
  const Finding& f = outcome->findings[0];
  ASSERT_TRUE(f.bundle.count("repro.py")) << f.slug << ": " << f.bundle.at("report.md");
  EXPECT_NE(f.bundle.at("repro.py").find("ml_dtypes.float8_e4m3fn"), std::string::npos);
  EXPECT_NE(f.bundle.at("report.md").find("`hlo-cts run --backend xla-cpu "), std::string::npos)
      << f.bundle.at("report.md");
}

// A folder bundled before a peer had a repro.py gets its bundle again from
// each reproducer judged now: the same files a campaign writes; a finding
// that no longer fails as recorded keeps its folder and is listed.
TEST(Campaign, RebundleWritesTheBundleAgainWhereTheReproducerStillFails) {
  static const oracle::OpTable table =
      test_support::tableWith({{OpId::kAdd, &test_support::lastBitFlipped<OpId::kAdd, -1>}});
  const auto open = [] {
    return Result<std::unique_ptr<backends::Backend>>(test_support::oracleWith(table, "wrong-add"));
  };
  const fs::path dir = freshDir("rebundle");
  CampaignConfig config = configFor(open, {OpId::kAdd}, 10);
  config.program.elementTypes = {ElementType::kSI32};
  config.backends[0].label = "subprocess:exec run.sh xla-cpu";
  config.backends[0].folder = "xla-cpu";
  config.findingsDir = dir.string();
  Result<CampaignOutcome> outcome = runCampaign(config);
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();
  ASSERT_FALSE(outcome->findings.empty());
  const fs::path bundle = dir / "findings" / outcome->findings[0].slug;
  std::map<std::string, std::string> written;
  for (const char* name : {"repro.py", "report.md"}) {
    std::ifstream in(bundle / name);
    written[name] = std::string(std::istreambuf_iterator<char>(in), {});
    ASSERT_FALSE(written[name].empty()) << name;
  }
  fs::remove(bundle / "repro.py");
  std::ofstream(bundle / "report.md") << "stale";
  JudgeOptions judging;
  judging.profile = &config.backends[0].profile;
  Result<std::unique_ptr<backends::Backend>> wrong = open();
  RebundleOptions options{dir.string(), "xla-cpu", &judging, /*missingOnly=*/true};
  Result<RebundleOutcome> again = rebundleFindings(options, **wrong);
  ASSERT_TRUE(again.ok()) << again.error().str();
  EXPECT_EQ(again->written, 1);  // only the folder that lacked repro.py
  EXPECT_TRUE(again->notReproduced.empty());
  // The same elements, wrong and correct bits (the program's text is the
  // reproducer's as read back, and the profile the backend's own).
  const auto elementsOf = [](const std::string& script) {
    const size_t from = script.find("ELEMENTS = ["), to = script.find("EXPECT_REJECTION");
    return from == std::string::npos || to == std::string::npos ? std::string()
                                                                : script.substr(from, to - from);
  };
  std::ifstream script(bundle / "repro.py"), report(bundle / "report.md");
  const std::string scriptText(std::istreambuf_iterator<char>(script), {});
  const std::string reportText(std::istreambuf_iterator<char>(report), {});
  EXPECT_FALSE(elementsOf(written["repro.py"]).empty());
  EXPECT_EQ(elementsOf(scriptText), elementsOf(written["repro.py"]));
  EXPECT_NE(reportText.find("python3 repro.py"), std::string::npos) << reportText;
  // On a backend that no longer has the bug, nothing is written again.
  Result<std::unique_ptr<backends::Backend>> fixed = backends::makeOracleBackend({});
  options.missingOnly = false;
  again = rebundleFindings(options, **fixed);
  ASSERT_TRUE(again.ok()) << again.error().str();
  EXPECT_EQ(again->written, 0);
  EXPECT_EQ(again->notReproduced.size(), outcome->findings.size());
  // Another backend's findings are not its to judge.
  options.backendName = "iree-cpu";
  again = rebundleFindings(options, **wrong);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again->written + static_cast<int64_t>(again->notReproduced.size()), 0);
}

TEST(Campaign, AFindingOfAKnownIssueIsMarkedKnown) {
  static const oracle::OpTable table =
      test_support::tableWith({{OpId::kAdd, &test_support::lastBitFlipped<OpId::kAdd, -1>}});
  CampaignConfig config = configFor(
      [] {
        return Result<std::unique_ptr<backends::Backend>>(
            test_support::oracleWith(table, "wrong-add"));
      },
      {OpId::kAdd}, 20);
  config.program.elementTypes = {ElementType::kSI32, ElementType::kF32};
  // Named by the backend's name, not its command line; one cause listed as
  // the keys it was seen under (i64 is not generated here).
  config.backends[0].label = "subprocess:exec run.sh wrong-add";
  config.backends[0].folder = "under-test";
  config.knownIssues = {{"under-test",
                         {"fail|Fail stablehlo.add i64", "fail|Fail stablehlo.add i32"},
                         "https://example.org/1",
                         "fixed",
                         "",
                         ""}};
  Result<CampaignOutcome> outcome = runCampaign(config);
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();
  int known = 0;
  for (const Finding& f : outcome->findings) {
    if (f.signature.elementType == "i32") {
      ++known;
      EXPECT_NE(f.known.find("https://example.org/1"), std::string::npos) << f.known;
      EXPECT_NE(f.known.find("the pinned version is older than the fix"), std::string::npos);
    } else {
      EXPECT_TRUE(f.known.empty()) << f.slug;
    }
  }
  EXPECT_EQ(known, 1);
  // The checked-in file reads.
  Result<std::vector<KnownIssue>> checkedIn =
      readKnownIssues(std::string(HLO_CTS_SOURCE_DIR) + "/reports/campaigns/known-issues.json");
  ASSERT_TRUE(checkedIn.ok()) << checkedIn.error().str();
  EXPECT_FALSE(checkedIn->empty());
  // "key" and "keys" both read; an entry with neither is an error naming it.
  const fs::path file = fs::temp_directory_path() / "hlo-cts-known-issues.json";
  std::ofstream(file) << R"({"issues": [{"backend": "b", "key": "k1", "keys": ["k2", "k3"],
                                          "state": "open"}]})";
  Result<std::vector<KnownIssue>> read = readKnownIssues(file.string());
  ASSERT_TRUE(read.ok()) << read.error().str();
  EXPECT_EQ((*read)[0].keys, (std::vector<std::string>{"k1", "k2", "k3"}));
  EXPECT_EQ(matchKnownIssue(*read, "b", "subprocess:run b\nk3"), &(*read)[0]);
  EXPECT_EQ(matchKnownIssue(*read, "c", "subprocess:run c\nk3"), nullptr);
  EXPECT_EQ(matchKnownIssue(*read, "b", "subprocess:run b\nk4"), nullptr);
  std::ofstream(file) << R"({"issues": [{"backend": "b", "keys": [], "state": "open"}]})";
  read = readKnownIssues(file.string());
  ASSERT_FALSE(read.ok());
  EXPECT_NE(read.error().str().find("issue 0"), std::string::npos) << read.error().str();
}

// An add that is wrong on its first `flakyCalls` calls only.
std::atomic<int> flakyCalls{0};
Result<std::vector<oracle::RuntimeValue>> flakyAdd(const Operation& op,
                                                   std::span<const oracle::RuntimeValue> operands,
                                                   oracle::EvalContext& context) {
  if (flakyCalls.fetch_sub(1) > 0)
    return test_support::lastBitFlipped<OpId::kAdd, -1>(op, operands, context);
  static const oracle::OpHandler real = oracle::oracleOps().find(OpId::kAdd);
  return real(op, operands, context);
}

// Wrong outputs once and right ones on a retry of the same program and
// inputs: the outputs changed between executions, which is no flake.
TEST(Campaign, AFailureWhoseRetryGivesOtherOutputsIsNondeterministic) {
  static const oracle::OpTable table = test_support::tableWith({{OpId::kAdd, &flakyAdd}});
  CampaignConfig config = configFor(
      [] {
        return Result<std::unique_ptr<backends::Backend>>(
            test_support::oracleWith(table, "flaky-add"));
      },
      {OpId::kAdd}, 5);
  config.program.elementTypes = {ElementType::kSI32};
  config.findingsDir = freshDir("flaky").string();
  config.retries = 2;
  flakyCalls = 1;
  Result<CampaignOutcome> outcome = runCampaign(config);
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();
  EXPECT_EQ(outcome->flakes, 0);
  EXPECT_EQ(outcome->verdicts.count(Verdict::kNondeterministic), 1);
  EXPECT_EQ(outcome->verdicts.count(Verdict::kFail), 0);
  ASSERT_EQ(outcome->findings.size(), 1u);
  EXPECT_EQ(outcome->findings[0].kind, FindingClass::kNondeterministic);
  // Without retries the same failure is a plain failure.
  config.findingsDir.clear();
  config.retries = 0;
  flakyCalls = 1;
  Result<CampaignOutcome> counted = runCampaign(config);
  ASSERT_TRUE(counted.ok());
  EXPECT_EQ(counted->verdicts.count(Verdict::kFail), 1);
}

// A crash on the first execution only: a flake, journaled, never a finding.
TEST(Campaign, AFailureThatPassesOnARetryIsAFlakeNotAFinding) {
  CampaignConfig config = configFor(
      [] {
        return Result<std::unique_ptr<backends::Backend>>(
            std::make_unique<test_support::ScriptedBackend>(
                backends::makeOracleBackend({}), [](int n, std::vector<Tensor>&) {
                  return n == 1 ? backends::CallStatus::kCrash : backends::CallStatus::kOk;
                }));
      },
      {OpId::kAdd}, 5);
  const fs::path dir = freshDir("flake");
  config.findingsDir = dir.string();
  config.retries = 2;
  Result<CampaignOutcome> outcome = runCampaign(config);
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();
  EXPECT_EQ(outcome->flakes, 1);
  EXPECT_TRUE(outcome->findings.empty());
  EXPECT_EQ(outcome->verdicts.count(Verdict::kCrash), 0);
  int flaky = 0;
  std::ifstream journal(dir / "journal.jsonl");
  for (std::string line; std::getline(journal, line);)
    if (nlohmann::json::parse(line).value("flaky", std::string()) == "crash") ++flaky;
  EXPECT_EQ(flaky, 1);
  config.findingsDir.clear();
  config.retries = 0;
  Result<CampaignOutcome> counted = runCampaign(config);
  ASSERT_TRUE(counted.ok());
  EXPECT_EQ(counted->verdicts.count(Verdict::kCrash), 1);
}

TEST(Campaign, AnAccuracyDifferenceIsAProfileDifference) {
  CampaignConfig config = configFor(
      [] {
        return Result<std::unique_ptr<backends::Backend>>(
            test_support::offByOneExponentialBackend<-1>());
      },
      {OpId::kExponential}, 40);
  config.program.elementTypes = {ElementType::kF32};
  config.findingsDir = freshDir("exp").string();
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

// A finished campaign checked in packed (merge --pack) is the same record:
// report, merge and --resume read journal.jsonl.gz and then what a resume
// appends to journal.jsonl; a cut packed file is an error, not fewer lines.
TEST(Campaign, APackedJournalIsReadAsThePlainOneAndResumes) {
  const fs::path plain = freshDir("plain"), packed = freshDir("packed");
  CampaignConfig config = configFor(
      [] { return Result<std::unique_ptr<backends::Backend>>(backends::makeOracleBackend({})); },
      {}, 25);
  config.findingsDir = plain.string();
  ASSERT_TRUE(runCampaign(config).ok());
  MergeOptions merge;
  merge.folders = {plain.string()};
  merge.out = packed.string();
  merge.pack = true;
  ASSERT_TRUE(mergeCampaigns(merge).ok());
  EXPECT_FALSE(fs::exists(packed / "journal.jsonl"));
  std::ifstream gz(packed / "journal.jsonl.gz", std::ios::binary);
  EXPECT_EQ(gz.get(), 0x1f);  // gzip's magic number: zcat and Python read it
  EXPECT_EQ(gz.get(), 0x8b);
  Result<CampaignFolder> a = readCampaignFolder(plain), b = readCampaignFolder(packed);
  ASSERT_TRUE(a.ok() && b.ok());
  std::multiset<std::string> linesA, linesB;
  for (const nlohmann::json& line : a->journal) linesA.insert(line.dump());
  for (const nlohmann::json& line : b->journal) linesB.insert(line.dump());
  EXPECT_EQ(linesA.size(), 25u);
  EXPECT_EQ(linesA, linesB);
  // A packed campaign is not started again without --resume; resumed, it
  // judges only the new programs, and the journal is both files.
  config.findingsDir = packed.string();
  EXPECT_FALSE(runCampaign(config).ok());
  config.resume = true;
  config.count = 40;
  Result<CampaignOutcome> resumed = runCampaign(config);
  ASSERT_TRUE(resumed.ok()) << resumed.error().str();
  EXPECT_EQ(resumed->resumedPrograms, 25);
  EXPECT_EQ(resumed->programs, 15);
  Result<std::vector<nlohmann::json>> journal = readJournal(packed);
  ASSERT_TRUE(journal.ok());
  std::map<int64_t, int> seen;
  for (const nlohmann::json& line : *journal) ++seen[line["program"].get<int64_t>()];
  EXPECT_EQ(seen.size(), 40u);
  for (const auto& entry : seen) EXPECT_EQ(entry.second, 1) << "program " << entry.first;
  // Cut short, the packed file is an error that names it.
  const auto size = fs::file_size(packed / "journal.jsonl.gz");
  fs::resize_file(packed / "journal.jsonl.gz", size / 2);
  Result<CampaignFolder> cut = readCampaignFolder(packed);
  ASSERT_FALSE(cut.ok());
  EXPECT_NE(cut.error().str().find("journal.jsonl.gz"), std::string::npos) << cut.error().str();
  EXPECT_FALSE(runCampaign(config).ok());
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

// What a campaign judged and found, without what differs between runs
// (times, finding numbers): the bar for shards merged against a run whole.
struct CampaignRecord {
  std::map<std::pair<int64_t, std::string>, std::string> verdicts;  // (program, backend)
  std::set<std::string> findings;  // signature, mechanism, class, first program, occurrences
};

CampaignRecord recordOf(const fs::path& dir) {
  CampaignRecord record;
  Result<std::vector<nlohmann::json>> journal = readJournal(dir);
  EXPECT_TRUE(journal.ok());
  for (const nlohmann::json& entry : journal.ok() ? *journal : std::vector<nlohmann::json>()) {
    const auto key =
        std::make_pair(entry["program"].get<int64_t>(), entry["backend"].get<std::string>());
    EXPECT_FALSE(record.verdicts.count(key)) << "program " << key.first << " judged twice";
    record.verdicts[key] =
        entry["verdict"].get<std::string>() + " " + entry["signature"].get<std::string>();
  }
  std::ifstream findings(dir / "findings.jsonl");
  for (std::string line; std::getline(findings, line);) {
    const nlohmann::json f = nlohmann::json::parse(line);
    EXPECT_TRUE(fs::exists(dir / "findings" / f["slug"].get<std::string>() / "reproducer.mlir"))
        << f["slug"];
    record.findings.insert(
        fmt::format("{} | {} | {} | program {} | x{}", f["signature"].get<std::string>(),
                    f["mechanism"].get<std::string>(), f["class"].get<std::string>(),
                    f["program"].get<int64_t>(), f["occurrences"].get<int64_t>()));
  }
  return record;
}

// The bar of sharding: the shards of a campaign, merged, are the campaign
// run whole: the same programs, verdicts, findings and occurrences.
TEST(Campaign, TwoShardsMergedAreTheCampaignRunWhole) {
  static const oracle::OpTable table = test_support::tableWith(
      {{OpId::kAdd, &test_support::lastBitFlipped<OpId::kAdd, -1>},
       {OpId::kMultiply, &test_support::lastBitFlipped<OpId::kMultiply, 0>}});
  const auto open = [] {
    return Result<std::unique_ptr<backends::Backend>>(
        test_support::oracleWith(table, "wrong-add-multiply"));
  };
  // 300 programs of at most 3 ops: a few seconds on one core.
  CampaignConfig config =
      configFor(open, {OpId::kAdd, OpId::kMultiply, OpId::kSubtract, OpId::kNegate}, 300);
  config.program.elementTypes = {ElementType::kF32, ElementType::kSI32};
  config.reduce.maxJudgeCalls = 30;
  const fs::path whole = freshDir("whole"), merged = freshDir("merged");
  config.findingsDir = whole.string();
  Result<CampaignOutcome> wholeRun = runCampaign(config);
  ASSERT_TRUE(wholeRun.ok()) << wholeRun.error().str();
  ASSERT_GE(wholeRun->findings.size(), 2u);
  MergeOptions merge;
  for (int shard = 0; shard < 2; ++shard) {
    const fs::path dir = freshDir(fmt::format("shard{}", shard));
    config.findingsDir = dir.string();
    config.shardIndex = shard;
    config.shardCount = 2;
    Result<CampaignOutcome> part = runCampaign(config);
    ASSERT_TRUE(part.ok()) << part.error().str();
    EXPECT_EQ(part->programs, 150);
    merge.folders.push_back(dir.string());
  }
  merge.out = merged.string();
  merge.pack = true;  // as a campaign is checked in
  Result<MergeOutcome> folded = mergeCampaigns(merge);
  ASSERT_TRUE(folded.ok()) << folded.error().str();
  EXPECT_EQ(folded->programs, 300);
  EXPECT_EQ(folded->duplicateLines, 0);
  const CampaignRecord a = recordOf(whole), b = recordOf(merged);
  EXPECT_EQ(a.verdicts, b.verdicts);
  EXPECT_EQ(a.findings, b.findings);
  EXPECT_EQ(a.verdicts.size(), 300u);
  EXPECT_TRUE(fs::exists(merged / "summary.md"));
  // The merged folder names its reproducers relative to itself: it is what
  // gets moved and checked in.
  std::ifstream mergedFindings(merged / "findings.jsonl");
  for (std::string line; std::getline(mergedFindings, line);) {
    const fs::path reproducer = nlohmann::json::parse(line).value("reproducer", std::string());
    EXPECT_TRUE(reproducer.is_relative()) << reproducer;
    EXPECT_TRUE(fs::exists(merged / reproducer)) << reproducer;
  }
  // Merging a shard again counts it once; the merged folder is one campaign
  // and merging it with its own shards changes nothing.
  merge.folders.push_back(merge.folders[0]);
  merge.folders.push_back(merged.string());
  merge.out = freshDir("merged-twice").string();
  Result<MergeOutcome> again = mergeCampaigns(merge);
  ASSERT_TRUE(again.ok()) << again.error().str();
  EXPECT_EQ(again->programs, 300);
  EXPECT_EQ(recordOf(merge.out).findings, a.findings);
  // A merged folder resumes as the campaign run whole: nothing left to judge.
  config.findingsDir = merged.string();
  config.shardIndex = 0;
  config.shardCount = 1;
  config.resume = true;
  Result<CampaignOutcome> resumed = runCampaign(config);
  ASSERT_TRUE(resumed.ok()) << resumed.error().str();
  EXPECT_EQ(resumed->programs, 0);
  EXPECT_EQ(resumed->resumedPrograms, 300);
}

TEST(Campaign, MergeRefusesFoldersOfDifferentCampaignsUnlessForced) {
  CampaignConfig config = configFor(
      [] { return Result<std::unique_ptr<backends::Backend>>(backends::makeOracleBackend({})); },
      {OpId::kAdd}, 6);
  MergeOptions merge;
  for (uint64_t seed : {11, 12}) {
    const fs::path dir = freshDir(fmt::format("seed{}", seed));
    config.seed = seed;
    config.findingsDir = dir.string();
    ASSERT_TRUE(runCampaign(config).ok());
    merge.folders.push_back(dir.string());
  }
  merge.out = freshDir("merged-seeds").string();
  Result<MergeOutcome> refused = mergeCampaigns(merge);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("seed"), std::string::npos) << refused.error().str();
  merge.force = true;
  Result<MergeOutcome> forced = mergeCampaigns(merge);
  ASSERT_TRUE(forced.ok()) << forced.error().str();
  EXPECT_EQ(forced->programs, 12);  // program i of seed 11 is not program i of seed 12
  // Not a findings folder: a clear error naming it.
  merge.folders = {fs::temp_directory_path().string()};
  merge.out = freshDir("merged-nothing").string();
  Result<MergeOutcome> notCampaign = mergeCampaigns(merge);
  ASSERT_FALSE(notCampaign.ok());
  EXPECT_NE(notCampaign.error().message.find("campaign.json"), std::string::npos);
}

TEST(Shard, ParsedFromTheFlagAndEachBatchSystem) {
  Result<Shard> flag = parseShard("3/8");
  ASSERT_TRUE(flag.ok());
  EXPECT_EQ(flag->index, 3);
  EXPECT_EQ(flag->count, 8);
  for (const char* bad : {"8/8", "-1/4", "1/0", "2", "a/b", "1/4x", ""})
    EXPECT_FALSE(parseShard(bad).ok()) << bad;

  const auto shardIn = [](std::map<std::string, std::string> variables) {
    return shardFromEnvironment([variables](const char* name) -> const char* {
      auto it = variables.find(name);
      return it == variables.end() ? nullptr : it->second.c_str();
    });
  };
  const auto expectShard = [&](std::map<std::string, std::string> variables, int64_t index,
                               int64_t count, const std::string& source) {
    Result<std::optional<Shard>> shard = shardIn(variables);
    ASSERT_TRUE(shard.ok()) << shard.error().str();
    ASSERT_TRUE(shard->has_value()) << source;
    EXPECT_EQ((*shard)->index, index) << source;
    EXPECT_EQ((*shard)->count, count) << source;
    EXPECT_EQ((*shard)->source, source);
  };
  Result<std::optional<Shard>> none = shardIn({});
  ASSERT_TRUE(none.ok());
  EXPECT_FALSE(none->has_value());
  expectShard({{"GTEST_SHARD_INDEX", "2"}, {"GTEST_TOTAL_SHARDS", "5"}}, 2, 5, "GTEST_SHARD_INDEX");
  expectShard({{"JOB_COMPLETION_INDEX", "7"}, {"HLO_CTS_TOTAL_SHARDS", "16"}}, 7, 16,
              "JOB_COMPLETION_INDEX");
  expectShard({{"SLURM_ARRAY_TASK_ID", "3"}, {"SLURM_ARRAY_TASK_COUNT", "4"}}, 3, 4,
              "SLURM_ARRAY_TASK_ID");
  // `--array=1-4`: task 1 is shard 0 of 4.
  expectShard(
      {{"SLURM_ARRAY_TASK_ID", "1"}, {"SLURM_ARRAY_TASK_MIN", "1"}, {"SLURM_ARRAY_TASK_MAX", "4"}},
      0, 4, "SLURM_ARRAY_TASK_ID");
  // An index without its total, or out of range, is an error, never the
  // whole campaign run N times.
  EXPECT_FALSE(shardIn({{"JOB_COMPLETION_INDEX", "0"}}).ok());
  EXPECT_FALSE(shardIn({{"SLURM_ARRAY_TASK_ID", "0"}}).ok());
  EXPECT_FALSE(shardIn({{"GTEST_SHARD_INDEX", "4"}, {"GTEST_TOTAL_SHARDS", "4"}}).ok());
  EXPECT_FALSE(shardIn({{"GTEST_SHARD_INDEX", "x"}, {"GTEST_TOTAL_SHARDS", "4"}}).ok());
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
