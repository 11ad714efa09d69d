// The results journal: every TestResult of a run, written the moment its test
// finishes, so that a run killed at any point (kill -9 included) loses no
// finished result and `hlo-cts run --resume` finishes it with no test lost or
// run twice.
//
// Format: JSON Lines. The first line is the header,
//   {"format": "hlo-cts-journal", "version": 1, "run": {RunInfo as in results.json}}
// and every further line is one TestResult as results.json spells a test
// (reports/results_json.h). A line counts only once its '\n' is written: a
// last line without one is torn (the run died while writing it), is dropped
// with a warning, and its test runs again on resume.
//
// Reading never throws and never trusts the file: a missing or corrupt header
// is an error; a corrupt line after it is a warning naming its line number
// (the result is dropped, so the test runs again on resume); a test id that
// appears twice keeps the last line, with a warning.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "reports/test_result.h"
#include "spec/result.h"

namespace hlo_cts::reports {

inline constexpr int kJournalFormatVersion = 1;

struct JournalContents {
  RunInfo info;  // from the header
  int version = kJournalFormatVersion;
  // One per test id, in the order the tests finished (a repeated id sits
  // where its last line was).
  std::vector<TestResult> results;
  // Severity kWarning, location {file, line}: torn last line, corrupt lines,
  // repeated ids.
  std::vector<Diagnostic> warnings;
  // Bytes from the start of the file up to the end of the last complete line
  // (where a resumed run appends).
  uint64_t completeBytes = 0;
};

// Parses a journal's text; `fileName` is only for the diagnostics.
Result<JournalContents> parseJournal(std::string_view text, const std::string& fileName);
// Reads and parses the file at `path` (a missing file is a kIo error).
Result<JournalContents> readJournal(const std::string& path);

// Whether a journal written for `existing` may be resumed by a run of
// `current`: the same backend spec, profile and shard. The error says which
// differs and how.
Status checkResumable(const RunInfo& existing, const RunInfo& current);

// Appends results to a journal, one complete line per result, each handed to
// the OS by a single write before append() returns. Thread-safe: any number
// of threads may call append() at once; lines never interleave.
class JournalWriter {
 public:
  // Starts a new journal at `path` (replacing any file there) with the header
  // of `info`.
  static Result<std::unique_ptr<JournalWriter>> create(const std::string& path,
                                                       const RunInfo& info);
  // Reopens the journal at `path` to finish its run: checks its header against
  // `info` (checkResumable), cuts a torn last line off, and appends after the
  // last complete line. `*existing` receives what the file already holds (the
  // tests not to run again, and the warnings to show).
  static Result<std::unique_ptr<JournalWriter>> resume(const std::string& path, const RunInfo& info,
                                                       JournalContents* existing);

  ~JournalWriter();
  JournalWriter(const JournalWriter&) = delete;
  JournalWriter& operator=(const JournalWriter&) = delete;

  // Writes one line for `result`. With `sync` set (setSync), also fsyncs, so
  // the line survives a power loss, not only the death of the process.
  Status append(const TestResult& result);
  void setSync(bool sync) { sync_.store(sync); }
  // Closes the file; append() after close() is an error. The destructor closes
  // too.
  Status close();
  const std::string& path() const { return path_; }

 private:
  JournalWriter(std::string path, int fd) : path_(std::move(path)), fd_(fd) {}
  Status writeLine(const std::string& line);  // the caller holds mutex_

  std::string path_;
  int fd_ = -1;
  std::atomic<bool> sync_ = false;
  std::mutex mutex_;
};

}  // namespace hlo_cts::reports
