// The vendor's expectations file (`hlo-cts run --expectations FILE`): the
// tests a backend is known to fail, why, and until when. A run whose results
// all match it passes the gate; anything else (a new failure, or a listed test
// that now passes) fails it.
//
// The format: one entry a line, edited by hand.
//
// clang-format off
//   # hlo-cts expectations for the Acme NPU backend.
//   #   PATTERN                             VERDICT[,VERDICT...]  [until YYYY-MM-DD]  -- REASON
//   ops/gather.mlir::gather_batching_dims   fail                  -- ACME-123: batching dims
//   ops/exponential*::*                     fail,timeout  until 2025-06-30  -- ACME-140: slow exp
//   *::*_f8e4m3fn                           compile-rejected      -- no f8 types before v3
// clang-format on
//
// - Blank lines, and lines whose first non-blank character is '#', are
//   comments. A '#' later in a line is part of it.
// - PATTERN is a test id ("FILE::FUNCTION", as results and reports spell it)
//   or a glob: '*' matches any run of characters, "::" and '/' included;
//   every other character matches itself. No spaces.
// - VERDICT is a failure or skip spelled as reports spell it: fail, crash,
//   timeout, compile-rejected, accepted-invalid, load-error (a test file that
//   cannot be loaded: its id is the file's name), inconclusive,
//   not-supported, bad-test (not pass); several are separated by commas, no
//   spaces.
// - `until YYYY-MM-DD` (optional): the last day the entry holds. From the
//   day after, it is expired: treated as absent, and reported so.
// - `-- REASON` (mandatory): why the test fails; the rest of the line.
// - An entry applies to a test when its pattern matches the test's id; when
//   several do, the first in the file wins (put specific lines before broad
//   ones). A pattern may be listed once.
//
// Classification of one result (Outcome):
//   not listed, verdict not a failure (isFailure)        -> expected pass
//   listed, verdict one of the entry's                    -> expected failure
//   not listed, verdict a failure                         -> unexpected failure
//   listed, verdict a failure not among the entry's       -> unexpected failure
//   listed, verdict pass                                  -> unexpected pass (stale entry)
//   listed, verdict inconclusive/not-supported/bad-test
//     not among the entry's                               -> expected pass (neither
//                                                            a failure nor a pass)
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reports/test_result.h"
#include "spec/glob.h"
#include "spec/result.h"

namespace hlo_cts::reports {

// A calendar day.
struct Date {
  int year = 0, month = 0, day = 0;
  auto operator<=>(const Date&) const = default;
  std::string str() const;  // "2025-06-30"
};
// "YYYY-MM-DD" of a real day, or nullopt.
std::optional<Date> parseDate(std::string_view text);
// Today in UTC.
Date todayUtc();

struct Expectation {
  std::string pattern;
  std::vector<Verdict> verdicts;  // in the order written, no repeats
  std::optional<Date> until;      // the last day it holds
  std::string reason;
  SourceLocation location;  // file and line of the entry

  bool expired(Date today) const { return until && today > *until; }
  bool matches(std::string_view id) const { return globMatch(pattern, id); }
  bool expects(Verdict verdict) const;
  std::string verdictList() const;  // "fail,timeout"
};

enum class Outcome : uint8_t {
  kExpectedPass,
  kExpectedFailure,
  kUnexpectedFailure,
  kUnexpectedPass,
};
inline constexpr int kNumOutcomes = 4;
// "expected pass", "expected failure", "unexpected failure", "unexpected pass".
std::string_view outcomeName(Outcome outcome);

// How one result stands against the expectations. The pointers point into
// the Expectations that made it.
struct Classification {
  Outcome outcome = Outcome::kExpectedPass;
  const Expectation* entry = nullptr;    // the live entry that applies, if any
  const Expectation* expired = nullptr;  // when none does: the first expired one that matches
};

class Expectations {
 public:
  // Parses an expectations file's text; `fileName` is for the diagnostics.
  // The first bad line is an error at file:line saying what was expected.
  static Result<Expectations> parse(std::string_view text, const std::string& fileName);
  // Reads and parses the file at `path`.
  static Result<Expectations> load(const std::string& path);

  const std::vector<Expectation>& entries() const { return entries_; }
  // The first entry matching `id` that has not expired on `today`, or null.
  const Expectation* find(std::string_view id, Date today) const;
  Classification classify(const TestResult& result, Date today) const;

 private:
  std::vector<Expectation> entries_;
};

// A whole run against the expectations.
struct ExpectationReport {
  std::vector<Classification> classifications;  // one per result, in their order
  int64_t counts[kNumOutcomes] = {};
  std::vector<const Expectation*> expired;  // every entry past its date, in file order
  // Live entries no result was judged by (no id matched, or earlier entries
  // took every test that did), in file order. A sharded or filtered run
  // leaves entries unused that a full run would use.
  std::vector<const Expectation*> unused;

  int64_t count(Outcome outcome) const { return counts[static_cast<int>(outcome)]; }
  // The gate: no unexpected failure and no unexpected pass.
  bool ok() const {
    return count(Outcome::kUnexpectedFailure) == 0 && count(Outcome::kUnexpectedPass) == 0;
  }
};

// `expectations` must outlive the report (it points into it).
ExpectationReport checkExpectations(const Expectations& expectations,
                                    const std::vector<TestResult>& results, Date today);

// What a person needs to act on, one finding a line: the unexpected failures
// and passes (with the entry at stake), the expired and the unused entries,
// then a count line ending in "ok" or "FAILED". `results` are the ones the
// report was made from.
std::string describe(const ExpectationReport& report, const std::vector<TestResult>& results);

}  // namespace hlo_cts::reports
