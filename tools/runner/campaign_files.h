// The files of a campaign's findings folder that a campaign, a merge of
// campaigns and a campaign report share (tools/runner/campaign.h): a
// finding's line of findings.jsonl, runs.jsonl, summary.md, and the folder
// read back.
#pragma once

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "tools/runner/campaign.h"
#include "tools/runner/finding_bundle.h"

namespace hlo_cts::runner {

// What a finding's bundle is written with (finding_bundle.h): the
// backend's name, its versions, the finding's class and a title.
BundleContext bundleContextOf(const Finding& f, backends::Backend& backend,
                              const std::string& backendName);

// A finding as its line of findings.jsonl, and back.
nlohmann::json findingJson(const Finding& f);
Finding findingFromJson(const nlohmann::json& entry);

// What makes two findings one (tools/runner/finding_key.h); findings of
// campaigns from before keys were recorded: backend, signature, mechanism.
std::string findingKey(const Finding& f);

// `name`, or name-2, name-3, ... when taken.
std::string uniqueSlug(const std::string& name, std::set<std::string>& taken);

// summary.md in `dir`: `title`, then the findings' table by class.
void writeSummary(const std::filesystem::path& dir, const std::string& title,
                  const std::vector<Finding>& findings);

// "stablehlo.divide f32 x3, stablehlo.divide f64 x1".
std::string spreadText(const std::map<std::string, int64_t>& spread);

// Whether its reproducer fails as written: "yes", "**no**", "with
// --repeat" (a nondeterministic one), "" (none written).
std::string failsAsWritten(const Finding& f);

// The classes in the order summaries show them, and each one's heading:
// "Semantic (wrong under every reading of the spec)".
inline constexpr FindingClass kFindingClasses[] = {
    FindingClass::kSemantic, FindingClass::kIeeeReading, FindingClass::kProfileDifference,
    FindingClass::kAmplifiedTolerance, FindingClass::kNondeterministic};
std::string_view findingClassTitle(FindingClass kind);

// Two people's notes of one finding as one: each distinct note once.
std::string joinNotes(const std::string& a, const std::string& b);

// runs.jsonl: one line per `hlo-cts fuzz` run of the folder (the first and
// each --resume), appended when the run ends: when it started (UTC), its
// wall time, programs and judgements, workers, shard, and each backend's
// own name and version. A killed run leaves no line (its programs are in
// the journal).
void appendRun(const std::filesystem::path& dir, const nlohmann::json& run);

// A campaign's journal is journal.jsonl.gz, the packed lines of a finished
// campaign (`hlo-cts fuzz merge --pack`: a checked-in campaign is a tenth
// of its size), followed by journal.jsonl, the lines appended since (a
// running campaign, or a --resume of a packed one); either may be absent.
// Whether `dir` holds one:
bool holdsJournal(const std::filesystem::path& dir);
// Its lines in that order (a line cut short by a kill skipped); an error
// names a packed file that zlib cannot read whole.
Result<std::vector<nlohmann::json>> readJournal(const std::filesystem::path& dir);
// `lines` as `dir`/journal.jsonl.gz (gzip, readable by zcat and Python's
// gzip), replacing it by a rename so a kill leaves no half file.
Status writePackedJournal(const std::filesystem::path& dir,
                          const std::vector<nlohmann::json>& lines);

// A findings folder read back: campaign.json as written (with its shard),
// and the lines of runs.jsonl, the journal and findings.jsonl (a line cut
// short by a kill skipped). An error for a folder without campaign.json
// or a journal.
struct CampaignFolder {
  std::filesystem::path dir;
  nlohmann::json identity;
  std::vector<nlohmann::json> runs;
  std::vector<nlohmann::json> journal;
  std::vector<nlohmann::json> findings;
};
Result<CampaignFolder> readCampaignFolder(const std::filesystem::path& dir);

}  // namespace hlo_cts::runner
