// results.json: the whole run as one JSON document, and the TestResult <->
// JSON conversions that the journal (reports/journal.h) shares with it.
//
//   {
//     "format": "hlo-cts-results", "version": 1,
//     "run": {"backend": "oracle", "backendName": ..., "backendVersion": ...,
//             "profile": ..., "toolVersion": ..., "startedAt": ...,
//             "shardIndex": 0, "totalShards": 1},
//     "summary": {"total": 3, "seconds": 1.5,
//                 "counts": {"pass": 2, "fail": 1, "inconclusive": 0, ...}},
//     "tests": [
//       {"id": "ops/add.mlir::add_f32", "verdict": "fail", "seconds": 0.5,
//        "message": "...",
//        "clause": {"op": "stablehlo.add", "id": "C1", "text": "stablehlo.add (C1)"},
//        "location": {"file": "ops/add.mlir", "line": 12, "col": 1},
//        "failures": [{"output": 0, "index": "[1]", "actual": "...", "allowed": "...",
//                      "ulp": 3}],
//        "maxUlp": 3, "reproducer": "results/reproducers/ops_add.mlir__add_f32.mlir",
//        "ops": ["stablehlo.add"], "elementTypes": ["f32"]},
//       ...
//     ]
//   }
//
// Verdicts are spelled by verdictName(). "clause" and "location" are null when
// unknown; "clause.op" is null when the clause is not an op's, and then
// "clause.subject" names what it is about; "maxUlp" and a failure's "ulp" are
// null when undefined; "ops" and "elementTypes" are absent from older files
// (read as empty). A nondeterministic test has "divergences": [{"output",
// "index", "first", "other", "execution"}] (the elements two executions of
// one compiled program gave differently); a test that failed and passed on
// a retry has "flaky": its first verdict. Both are absent otherwise.
// Readers ignore keys they do not know.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "reports/test_result.h"
#include "spec/result.h"

namespace hlo_cts::reports {

inline constexpr int kResultsFormatVersion = 1;

nlohmann::json toJson(const TestResult& result);
nlohmann::json toJson(const RunInfo& info);
// {"total", "seconds", "counts": {verdictName: count, ...every verdict}}.
nlohmann::json toJson(const RunSummary& summary);

// The inverses. They never throw: a missing required key ("id" and "verdict";
// "backend" and "profile"), a value of the wrong type or an unknown verdict
// is an error naming the key.
Result<TestResult> testResultFromJson(const nlohmann::json& value);
Result<RunInfo> runInfoFromJson(const nlohmann::json& value);

// The counts of `results`; seconds is the sum of the tests' seconds (a runner
// with several threads should set the wall time of the run instead).
RunSummary summarize(const std::vector<TestResult>& results);

// The whole document, tests in the order given.
nlohmann::json resultsDocument(const RunInfo& info, const RunSummary& summary,
                               const std::vector<TestResult>& results);
// The document as text (two-space indented, invalid UTF-8 replaced by U+FFFD).
std::string resultsJsonText(const RunInfo& info, const RunSummary& summary,
                            const std::vector<TestResult>& results);
// Writes resultsJsonText() to `path` (through a temporary file renamed over
// it, so a reader never sees half a document). Errors are kIo diagnostics.
Status writeResultsJson(const std::string& path, const RunInfo& info, const RunSummary& summary,
                        const std::vector<TestResult>& results);

// A results.json read back whole (what `hlo-cts report` reads).
struct ResultsDocument {
  RunInfo info;
  RunSummary summary;  // recounted from the tests; seconds as the file says
  std::vector<TestResult> results;
};
// Never throws: an unreadable file, text that is not JSON, another format
// or a newer version, a bad run record or test record is an error that
// names the file and the reason (the test's index and id for a bad record).
Result<ResultsDocument> readResultsJson(const std::string& path);

// One line of JSON with no newline, invalid UTF-8 replaced: what the journal
// writes.
std::string compactJson(const nlohmann::json& value);
// Writes `text` to `path` through `path`.tmp and a rename. Shared by the
// report writers.
Status writeFileAtomically(const std::string& path, const std::string& text);

}  // namespace hlo_cts::reports
