// Findings already triaged, and where they stand upstream: a checked-in
// JSON file (reports/campaigns/known-issues.json) that a campaign reads to
// mark a finding that matches one as known, and to say whether the
// upstream state still holds.
//   {"issues": [{"backend": "xla-cpu",
//                "keys": ["fail|Fail stablehlo.scatter f16", ...],
//                "upstream": "https://github.com/openxla/xla/issues/N" or null,
//                "state": "not-filed" | "open" | "fixed" | "wont-fix",
//                "triaged": "reports/campaigns/xla-cpu-seed21/findings/...",
//                "note": "..."}]}
// `backend` is the backend's name (the first part of its findings' folder
// names), or its whole label as campaigns record it. Each of `keys` is a
// finding's identity (tools/runner/finding_key.h) without the backend,
// exactly as findings.jsonl records it after the backend's line: one cause
// seen as several findings (a wrong value with no mechanism is keyed by op
// and type, so a bug of index handling is a finding per op and type) is
// one issue listing each. "key": "..." is one key. Keys are listed, never
// patterns: a new failure of the same op is not assumed to be the old bug.
#pragma once

#include <string>
#include <vector>

#include "spec/result.h"

namespace hlo_cts::runner {

struct KnownIssue {
  std::string backend;
  std::vector<std::string> keys;
  std::string upstream;  // empty: not filed
  std::string state;
  std::string triaged;
  std::string note;
};

// An error naming the file and the entry for a file that is not as above.
Result<std::vector<KnownIssue>> readKnownIssues(const std::string& path);

// The issue a finding with identity `key` (Finding::key, the backend's
// label on its first line) of the backend named `backendName` matches;
// null when none.
const KnownIssue* matchKnownIssue(const std::vector<KnownIssue>& issues,
                                  const std::string& backendName, const std::string& key);

// What a campaign says of a match: "known: <upstream> (open)"; for one
// fixed upstream that still fails here, that the pinned version is older
// than the fix.
std::string knownIssueText(const KnownIssue& issue);

}  // namespace hlo_cts::runner
