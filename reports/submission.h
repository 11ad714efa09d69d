// The submission package of a conformance run (`hlo-cts conformance`): the
// run's own files (results.json, junit.xml, journal.jsonl, the report) plus
// the profile and expectations it was judged under, and submission.json, a
// manifest that says what ran and pins every file with its SHA-256:
//   {"format": "hlo-cts-submission", "version": 1,
//    "tool": "hlo-cts 0.1.0", "command": "hlo-cts conformance ...",
//    "backend": {"spec", "name", "version"}, "profile": {"name", "file", "sha256"},
//    "suites": {"paths": [...], "files": N, "sha256": "..."},
//    "expectations": {"file", "sha256"} | null, "startedAt": "...",
//    "summary": {"total", "counts": {...}}, "gate": "pass" | "fail",
//    "files": {"results.json": "<sha256>", ...},
//    "checksum": "<sha256 of this object without the checksum field>"}
// The suite version is the SHA-256 of the sorted "name<TAB>sha256" lines of
// every suite file, so two packages ran the same tests exactly when it
// matches. verifySubmission recomputes every checksum.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "reports/test_result.h"
#include "spec/result.h"

namespace hlo_cts::reports {

std::string sha256Hex(std::string_view bytes);
Result<std::string> sha256OfFile(const std::string& path);

struct SuiteFileDigest {
  std::string name;  // as reports show it ("ops/stablehlo/add.mlir")
  std::string path;  // where it is read from
};
// The suite version: SHA-256 over the sorted "name<TAB>sha256(content)" lines.
Result<std::string> suiteDigest(const std::vector<SuiteFileDigest>& files);

struct SubmissionManifest {
  std::string command;
  RunInfo run;              // backend, name, version, profile, tool version, start
  std::string backendSpec;  // as given to --backend
  std::string profileFile;  // the profile's text, copied into the package under this name
  std::string profileSha256;
  std::vector<std::string> suitePaths;
  int64_t suiteFiles = 0;
  std::string suiteSha256;
  std::string expectationsFile;  // copied into the package; empty when none
  RunSummary summary;
  bool gatePassed = false;
};

// Writes `dir`/submission.json: the manifest, the SHA-256 of every package
// file present among results.json, junit.xml, journal.jsonl,
// report/index.html, the profile and expectations copies, and the
// manifest's own checksum.
Status writeSubmission(const std::string& dir, const SubmissionManifest& manifest);

// What no longer matches in a package: each file whose SHA-256 differs from
// the manifest's (or is missing), and a manifest edited after it was
// written. Empty when the package is intact; an error when there is no
// readable manifest.
Result<std::vector<std::string>> verifySubmission(const std::string& dir);

}  // namespace hlo_cts::reports
