// The campaign report (`hlo-cts fuzz report`): its counts are the findings'
// and the journals', a person's note is its only prose and survives merge
// and resume, and the same folders render the same text.
#include "tools/runner/campaign_report.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "suites/builtin_profiles.h"
#include "tests/tools/cli_test_util.h"
#include "tests/tools/faulty_backends.h"
#include "tools/runner/campaign.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

// A campaign of `count` programs against a backend whose add and multiply
// flip their last bit: findings of several classes (an integer one is
// semantic, a float one an IEEE reading).
CampaignConfig brokenCampaign(int64_t count, const fs::path& dir) {
  static const oracle::OpTable table = test_support::tableWith(
      {{OpId::kAdd, &test_support::lastBitFlipped<OpId::kAdd, -1>},
       {OpId::kMultiply, &test_support::lastBitFlipped<OpId::kMultiply, 0>}});
  CampaignConfig config;
  config.backends.push_back({"under-test",
                             [] {
                               return Result<std::unique_ptr<backends::Backend>>(
                                   test_support::oracleWith(table, "wrong-add-multiply"));
                             },
                             oracle::Profile(), ""});
  config.specProfile = *suites::loadProfile("spec-ieee");
  config.program.ops = {OpId::kAdd, OpId::kMultiply, OpId::kSubtract};
  config.program.elementTypes = {ElementType::kF32, ElementType::kSI32};
  config.program.maxOps = 3;
  config.seed = 11;
  config.count = count;
  config.reduce.maxJudgeCalls = 30;
  fs::remove_all(dir);
  config.findingsDir = dir.string();
  return config;
}

fs::path tempDir(const std::string& name) {
  return fs::temp_directory_path() / ("hlo-cts-campaign-report-" + name);
}

std::string render(const fs::path& dir) {
  CampaignReportOptions options;
  options.folders = {dir.string()};
  options.out = (dir / "report.md").string();
  Result<std::string> text = renderCampaignReport(options);
  EXPECT_TRUE(text.ok()) << text.error().str();
  return text.ok() ? *text : "";
}

// The cells of the report's table row that starts with `start`.
std::vector<std::string> rowCells(const std::string& report, const std::string& start) {
  std::istringstream lines(report);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind(start, 0) != 0) continue;
    std::vector<std::string> cells;
    std::string cell;
    for (size_t i = 1; i < line.size(); ++i) {
      if (line[i] == '|' && line[i - 1] != '\\') {
        cells.push_back(cell.substr(
            cell.find_first_not_of(' ') == std::string::npos ? 0 : cell.find_first_not_of(' ')));
        while (!cells.back().empty() && cells.back().back() == ' ') cells.back().pop_back();
        cell.clear();
      } else {
        cell += line[i];
      }
    }
    return cells;
  }
  return {};
}

// The report's table lines from the findings' tally on: what the findings
// are, without the campaigns' runs.
std::string findingTables(const std::string& report) {
  std::string tables;
  std::istringstream lines(report.substr(report.find("## Findings by class")));
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("|", 0) == 0) tables += line + "\n";
  return tables;
}

std::map<std::string, int64_t> journalCounts(const fs::path& dir) {
  std::map<std::string, int64_t> counts;
  std::ifstream journal(dir / "journal.jsonl");
  for (std::string line; std::getline(journal, line);) {
    const nlohmann::json entry = nlohmann::json::parse(line);
    if (entry.contains("finding")) ++counts[entry["finding"].get<std::string>()];
  }
  return counts;
}

TEST(CampaignReport, ItsCountsAreTheFindingsAndTheJournals) {
  const fs::path dir = tempDir("counts");
  Result<CampaignOutcome> outcome = runCampaign(brokenCampaign(60, dir));
  ASSERT_TRUE(outcome.ok()) << outcome.error().str();
  ASSERT_GE(outcome->findings.size(), 2u);
  const std::string report = render(dir);

  // Each finding's row: its occurrences are its journal lines.
  const std::map<std::string, int64_t> counted = journalCounts(dir);
  int64_t occurrences = 0;
  std::map<std::string, int64_t> byClass;
  for (const Finding& f : outcome->findings) {
    SCOPED_TRACE(f.slug);
    const std::vector<std::string> row =
        rowCells(report, fmt::format("| [{0}](./findings/{0}/)", f.slug));
    ASSERT_EQ(row.size(), 7u) << report;
    EXPECT_EQ(row[2], f.signature.str());
    EXPECT_EQ(row[4], std::to_string(counted.at(f.slug)));
    EXPECT_EQ(row[4], std::to_string(f.occurrences));
    EXPECT_EQ(row[6], "new");
    EXPECT_NE(report.find(fmt::format("#### {}\n", f.slug)), std::string::npos);
    EXPECT_NE(report.find(fmt::format("[reproducer.mlir](./findings/{}/reproducer.mlir)", f.slug)),
              std::string::npos);
    occurrences += f.occurrences;
    ++byClass[std::string(findingClassName(f.kind))];
  }
  const std::vector<std::string> all = rowCells(report, "| **all** |");
  ASSERT_EQ(all.size(), 5u) << report;
  EXPECT_EQ(all[3], fmt::format("**{}**", outcome->findings.size()));
  EXPECT_EQ(all[4], fmt::format("**{}**", occurrences));
  // The tally's rows of a class add up to the findings of that class.
  for (const auto& [kind, count] : byClass) {
    int64_t tallied = 0;
    std::istringstream lines(report);
    for (std::string line; std::getline(lines, line);)
      if (line.rfind("| " + kind + " |", 0) == 0) tallied += std::stoll(rowCells(line, "|")[3]);
    EXPECT_EQ(tallied, count) << kind;
  }

  // The verdicts are the journal's; the run is runs.jsonl's.
  const std::vector<std::string> verdicts = rowCells(report, "| `under-test` |");
  ASSERT_GE(verdicts.size(), 4u) << report;
  EXPECT_EQ(verdicts[1], "60");
  EXPECT_EQ(verdicts[2], "60");
  EXPECT_NE(report.find(fmt::format("| pass | fail |")), std::string::npos) << report;
  EXPECT_EQ(verdicts[3], std::to_string(outcome->verdicts.count(Verdict::kPass)));
  EXPECT_EQ(verdicts[4], std::to_string(outcome->verdicts.count(Verdict::kFail)));
  EXPECT_NE(report.find("| 0/1 | 1 | wrong-add-multiply "), std::string::npos) << report;
  EXPECT_NE(report.find("1 run(s): 60 programs in "), std::string::npos) << report;
  EXPECT_NE(report.find("- seed 11\n"), std::string::npos) << report;

  // The same folder renders the same text; a campaign from before
  // runs.jsonl says what it does not know.
  EXPECT_EQ(render(dir), report);
  fs::remove(dir / "runs.jsonl");
  EXPECT_NE(render(dir).find("No runs.jsonl"), std::string::npos);
}

TEST(CampaignReport, APersonsNoteIsItsOnlyProseAndSurvivesMergeAndResume) {
  CampaignConfig config = brokenCampaign(100, tempDir("whole"));
  Result<CampaignOutcome> whole = runCampaign(config);
  ASSERT_TRUE(whole.ok()) << whole.error().str();
  ASSERT_FALSE(whole->findings.empty());
  const std::string slug = whole->findings[0].slug;
  EXPECT_EQ(render(config.findingsDir).find("Note (a person's"), std::string::npos);

  MergeOptions merge;
  for (int shard = 0; shard < 2; ++shard) {
    CampaignConfig part = brokenCampaign(100, tempDir(fmt::format("shard{}", shard)));
    part.shardIndex = shard;
    part.shardCount = 2;
    ASSERT_TRUE(runCampaign(part).ok());
    merge.folders.push_back(part.findingsDir);
  }
  // Each shard that saw the finding gets a note; the merge keeps both.
  int noted = 0;
  for (int shard = 0; shard < 2; ++shard)
    if (setFindingNote(merge.folders[shard], slug, fmt::format("checked by hand, shard {}", shard))
            .ok())
      ++noted;
  ASSERT_GE(noted, 1);
  EXPECT_FALSE(setFindingNote(merge.folders[0], "no/such/finding", "x").ok());
  merge.out = tempDir("merged").string();
  fs::remove_all(merge.out);
  ASSERT_TRUE(mergeCampaigns(merge).ok());
  const std::string report = render(merge.out);
  const size_t note = report.find(fmt::format("#### {}\n", slug));
  ASSERT_NE(note, std::string::npos) << report;
  for (int shard = 0; shard < 2; ++shard) {
    const std::string text = fmt::format("> checked by hand, shard {}\n", shard);
    if (report.find(text) != std::string::npos) --noted;
  }
  EXPECT_EQ(noted, 0) << report;
  EXPECT_NE(report.find("Note (a person's, from the finding's record):", note), std::string::npos);

  // The merged shards report the findings of the campaign run whole.
  EXPECT_EQ(findingTables(report), findingTables(render(config.findingsDir)));
  EXPECT_NE(report.find("2 run(s): 100 programs in "), std::string::npos) << report;

  // Resuming the merged folder (nothing left to judge) keeps the note and
  // adds its run.
  config.findingsDir = merge.out;
  config.resume = true;
  ASSERT_TRUE(runCampaign(config).ok());
  const std::string resumed = render(merge.out);
  EXPECT_NE(resumed.find("> checked by hand"), std::string::npos);
  EXPECT_NE(resumed.find("3 run(s): 100 programs in "), std::string::npos) << resumed;
  EXPECT_EQ(findingTables(resumed), findingTables(report));
}

TEST(CampaignReport, SeveralCampaignsAreOneReportAndKnownIssuesAreAsTheyStandNow) {
  const fs::path a = tempDir("seed11"), b = tempDir("seed12");
  CampaignConfig config = brokenCampaign(30, a);
  Result<CampaignOutcome> first = runCampaign(config);
  ASSERT_TRUE(first.ok());
  config = brokenCampaign(30, b);
  config.seed = 12;
  Result<CampaignOutcome> second = runCampaign(config);
  ASSERT_TRUE(second.ok());
  ASSERT_FALSE(first->findings.empty());
  // A finding of both campaigns is one, its occurrences summed.
  std::map<std::string, int64_t> expected;
  for (const CampaignOutcome* outcome : {&*first, &*second})
    for (const Finding& f : outcome->findings) expected[f.key] += f.occurrences;
  const Finding& known = first->findings[0];
  CampaignReportOptions options;
  options.folders = {a.string(), b.string()};
  options.out = (fs::temp_directory_path() / "hlo-cts-campaign-report-both.md").string();
  options.title = "Two seeds";
  options.knownIssues = std::vector<KnownIssue>{{known.backend,
                                                 {known.key.substr(known.key.find('\n') + 1)},
                                                 "https://example.org/7",
                                                 "open",
                                                 "",
                                                 ""}};
  Result<std::string> report = renderCampaignReport(options);
  ASSERT_TRUE(report.ok()) << report.error().str();
  EXPECT_EQ(report->rfind("# Two seeds\n", 0), 0u);
  EXPECT_NE(report->find("### [hlo-cts-campaign-report-seed11](hlo-cts-campaign-report-seed11/)"),
            std::string::npos)
      << *report;
  const std::vector<std::string> all = rowCells(*report, "| **all** |");
  ASSERT_EQ(all.size(), 5u);
  EXPECT_EQ(all[3], fmt::format("**{}**", expected.size()));
  const std::vector<std::string> row = rowCells(
      *report, fmt::format("| [{0}](hlo-cts-campaign-report-seed11/findings/{0}/)", known.slug));
  ASSERT_EQ(row.size(), 7u) << *report;
  EXPECT_EQ(row[4], std::to_string(expected[known.key]));
  EXPECT_EQ(row[6], "[https://example.org/7](https://example.org/7) (open)");

  // The index of the two: no finding's section, the cause with the
  // findings and occurrences it covers, and the triage per campaign.
  options.index = true;
  (*options.knownIssues)[0].note = "add flips its last bit";
  Result<std::string> index = renderCampaignReport(options);
  ASSERT_TRUE(index.ok()) << index.error().str();
  EXPECT_EQ(index->find("](hlo-cts-campaign-report-seed11/findings/" + known.slug + "/) | `"),
            std::string::npos)
      << *index;
  EXPECT_EQ(rowCells(*index, "| **all** |"), all);
  const std::vector<std::string> cause = rowCells(*index, "| `under-test` | add flips");
  ASSERT_EQ(cause.size(), 6u) << *index;
  EXPECT_EQ(cause[2], "[https://example.org/7](https://example.org/7) (open)");
  EXPECT_EQ(cause[3], "1");
  EXPECT_EQ(cause[4], std::to_string(expected[known.key]));
  EXPECT_NE(cause[5].find("hlo-cts-campaign-report-seed11"), std::string::npos) << cause[5];
  int64_t ofKind = 0;
  for (const Finding& f : first->findings) ofKind += f.kind == known.kind;
  const std::vector<std::string> triage = rowCells(
      *index,
      fmt::format("| [hlo-cts-campaign-report-seed11](hlo-cts-campaign-report-seed11/) | {} |",
                  findingClassName(known.kind)));
  ASSERT_EQ(triage.size(), 6u) << *index;
  EXPECT_EQ(triage[2], std::to_string(ofKind));
  EXPECT_EQ(triage[3], "0");  // no note
  EXPECT_EQ(triage[4], "1");
  EXPECT_EQ(triage[5], std::to_string(ofKind - 1));
}

TEST(CampaignReport, TheCommandWritesChecksAndNotes) {
  const fs::path dir = tempDir("cli");
  Result<CampaignOutcome> outcome = runCampaign(brokenCampaign(20, dir));
  ASSERT_TRUE(outcome.ok());
  ASSERT_FALSE(outcome->findings.empty());
  const std::string file = (dir / "README.md").string();
  const std::string slug = outcome->findings[0].slug;
  std::string out;
  EXPECT_EQ(cli::runCli({"fuzz", "note", dir.string(), slug, "a person's words"}, &out),
            cli::kExitOk)
      << out;
  EXPECT_EQ(cli::runCli({"fuzz", "report", dir.string(), "-o", file}, &out), cli::kExitOk) << out;
  std::ifstream in(file);
  const std::string written((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(written.find("> a person's words\n"), std::string::npos) << written;
  EXPECT_EQ(cli::runCli({"fuzz", "report", dir.string(), "-o", file, "--check"}, &out),
            cli::kExitOk)
      << out;
  // A note changed after the report was written: the report is stale.
  EXPECT_EQ(cli::runCli({"fuzz", "note", dir.string(), slug, "other words"}, &out), cli::kExitOk);
  EXPECT_EQ(cli::runCli({"fuzz", "report", dir.string(), "-o", file, "--check"}, &out),
            cli::kExitFindings)
      << out;
  EXPECT_NE(out.find("stale"), std::string::npos) << out;
  EXPECT_NE(cli::runCli({"fuzz", "note", dir.string(), "no-such-finding", "x"}), cli::kExitOk);
  EXPECT_NE(cli::runCli({"fuzz", "report", fs::temp_directory_path().string()}), cli::kExitOk);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
