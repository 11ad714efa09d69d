// Findings already triaged, and where they stand upstream: a checked-in
// JSON file (reports/campaigns/known-issues.json) that a campaign reads to
// mark a finding that matches one as known, and to say whether the
// upstream state still holds.
//   {"issues": [{"backend": "xla-cpu",
//                "key": "crash|rng_expander.cc:#] Check failed: ...|",
//                "upstream": "https://github.com/openxla/xla/issues/N" or null,
//                "state": "not-filed" | "open" | "fixed" | "wont-fix",
//                "triaged": "reports/campaigns/xla-cpu-seed3/....mlir",
//                "note": "..."}]}
// `key` is a finding's identity (tools/runner/finding_key.h) without the
// backend, exactly as findings.jsonl records it after the backend's line.
#pragma once

#include <string>
#include <vector>

#include "spec/result.h"

namespace hlo_cts::runner {

struct KnownIssue {
  std::string backend;
  std::string key;
  std::string upstream;  // empty: not filed
  std::string state;
  std::string triaged;
  std::string note;
};

// An error naming the file and the entry for a file that is not as above.
Result<std::vector<KnownIssue>> readKnownIssues(const std::string& path);

// The issue a finding of `backend` with identity `key` (Finding::key, the
// backend's line first) matches; null when none.
const KnownIssue* matchKnownIssue(const std::vector<KnownIssue>& issues, const std::string& key);

// What a campaign says of a match: "known: <upstream> (open)"; for one
// fixed upstream that still fails here, that the pinned version is older
// than the fix.
std::string knownIssueText(const KnownIssue& issue);

}  // namespace hlo_cts::runner
