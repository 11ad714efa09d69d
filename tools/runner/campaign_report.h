// `hlo-cts fuzz report`: a campaign's report in Markdown, rendered from
// its findings folders alone (campaign.h), so that no count or text of it
// can drift from the findings:
//   - each campaign: seed, backends and profiles, generator options (from
//     campaign.json); each run's start, backends' own names and versions,
//     workers, programs, wall time and programs/s (runs.jsonl); the
//     programs, judgements and verdicts by backend (journal.jsonl);
//   - the findings counted by class, verdict and mechanism;
//   - each finding: its signature, occurrences (its journal lines), op and
//     type spread, mechanism, the sentence of the spec that decides it,
//     its known issue's reference and state, and links to its bundle.
// The only prose a person adds is a finding's note (Finding::note,
// setFindingNote). The text is a function of the folders' files: rows
// sorted, no time but the runs' recorded starts, so a checked-in report
// diffs cleanly and `--check` tells when it is stale.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "spec/result.h"
#include "tools/runner/known_issues.h"

namespace hlo_cts::runner {

struct CampaignReportOptions {
  // Findings folders of `hlo-cts fuzz` (or of `hlo-cts fuzz merge`): one
  // campaign each, shown in the order of their folders' names. A finding seen in several (the same
  // backend and cause) is one finding of the report, its occurrences summed.
  std::vector<std::string> folders;
  // Where the report will be written: its links are relative to this
  // file's folder. Empty: the current directory.
  std::string out;
  std::string title;  // empty: "Campaign report: " and the folders' names
  // Triaged findings (known_issues.h): each finding's reference and state
  // from here, as they stand now. Unset: as its campaign recorded them.
  std::optional<std::vector<KnownIssue>> knownIssues;
  // An index of the campaigns instead of their findings: each campaign's
  // section (linking to its folder, whose own report lists its findings),
  // the findings counted by class, verdict and mechanism over all of them,
  // the causes (each known issue their findings match, with its findings
  // and occurrences), and the triage (per campaign and class, the findings
  // with a note, of a known issue, or neither; the semantic ones of
  // neither listed). reports/campaigns/README.md is one.
  bool index = false;
};

// The report's Markdown. An error for a folder that is not a campaign's.
Result<std::string> renderCampaignReport(const CampaignReportOptions& options);

// Sets the note of finding `slug` in `dir`/findings.jsonl (empty: clears
// it), replacing the file whole. An error when the folder has no such
// finding. Not while a campaign writes the folder: it rewrites the file
// when it ends.
Status setFindingNote(const std::string& dir, const std::string& slug, const std::string& note);

}  // namespace hlo_cts::runner
