// The expectations file: parsing and its diagnostics, globs, every
// classification, expiry against a fixed today, unused entries, the gate.
#include "reports/expectations.h"

#include <gtest/gtest.h>

#include "tests/reports/report_fixtures.h"

namespace hlo_cts::reports {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace fixtures;

constexpr Date kToday{2025, 3, 15};

constexpr std::string_view kSample = R"(# Acme NPU: known failures.

ops/gather.mlir::gather_batching   fail                          -- ACME-123: batching dims
  ops/exp*::*                      fail,timeout until 2025-06-30 -- ACME-140: slow exp   # kept
*::*_f8e4m3fn                      compile-rejected              -- no f8 before v3
ops/old.mlir::*                    crash until 2025-03-14        -- fixed in 2.1, surely
ops/today.mlir::t                  fail until 2025-03-15         -- the last day it holds
ops/skip.mlir::s                   not-supported,crash           -- declared unsupported
never/matches::*                   fail                          -- nothing runs this
ops/gather.mlir::*                 crash                         -- shadowed for gather_batching
)";

Expectations sample() {
  Result<Expectations> parsed = Expectations::parse(kSample, "acme.expectations");
  EXPECT_TRUE(parsed.ok()) << parsed.error().str();
  return parsed.ok() ? std::move(parsed).value() : Expectations{};
}

TEST(Expectations, ParsesEntries) {
  Expectations expectations = sample();
  const std::vector<Expectation>& entries = expectations.entries();
  ASSERT_EQ(entries.size(), 8u);
  EXPECT_EQ(entries[0].pattern, "ops/gather.mlir::gather_batching");
  EXPECT_EQ(entries[0].verdicts, std::vector<Verdict>{Verdict::kFail});
  EXPECT_FALSE(entries[0].until.has_value());
  EXPECT_EQ(entries[0].reason, "ACME-123: batching dims");
  EXPECT_EQ(entries[0].location.file, "acme.expectations");
  EXPECT_EQ(entries[0].location.line, 3);
  EXPECT_EQ(entries[1].pattern, "ops/exp*::*");
  EXPECT_EQ(entries[1].verdictList(), "fail,timeout");
  EXPECT_EQ(entries[1].until, (Date{2025, 6, 30}));
  EXPECT_EQ(entries[1].reason, "ACME-140: slow exp   # kept");
  EXPECT_EQ(entries[1].location.line, 4);
  EXPECT_EQ(entries[5].verdictList(), "not-supported,crash");
}

TEST(Expectations, AcceptsCrLfBomRepeatsAndAnEmptyFile) {
  Result<Expectations> parsed =
      Expectations::parse("\xEF\xBB\xBF# c\r\na::b fail,fail -- why\r\n\r\n", "x");
  ASSERT_TRUE(parsed.ok()) << parsed.error().str();
  ASSERT_EQ(parsed->entries().size(), 1u);
  EXPECT_EQ(parsed->entries()[0].reason, "why");
  EXPECT_EQ(parsed->entries()[0].verdictList(), "fail");
  EXPECT_EQ(parsed->entries()[0].location.line, 2);
  EXPECT_TRUE(Expectations::parse("", "x")->entries().empty());
}

TEST(Expectations, EachKindOfBadLineSaysWhereAndWhatWasExpected) {
  struct Case {
    const char* line;
    const char* expected;  // part of the message
  };
  const Case cases[] = {
      {"a::b", "expected the expected verdicts after the pattern 'a::b'"},
      {"a::b -- why", "expected the expected verdicts after the pattern"},
      {"-- why", "expected a test id or pattern before '--'"},
      {"a::b failed -- why", "unknown verdict 'failed': expected one of fail, inconclusive"},
      {"a::b fail,,crash -- why", "unknown verdict ''"},
      {"a::b fail, -- why", "unknown verdict ''"},
      {"a::b pass -- why", "'pass' cannot be expected"},
      {"a::b fail,pass -- why", "'pass' cannot be expected"},
      {"a::b fail", "expected '-- REASON' at the end of the line"},
      {"a::b fail --", "expected a reason after '--'"},
      {"a::b fail --   ", "expected a reason after '--'"},
      {"a::b fail because -- why",
       "expected 'until YYYY-MM-DD' or '-- REASON' after the "
       "verdicts, found 'because'"},
      {"a::b fail why", "found 'why'"},
      {"a::b fail until -- why", "expected a date YYYY-MM-DD after 'until', found '--'"},
      {"a::b fail until 2025-02-30 -- why", "found '2025-02-30'"},
      {"a::b fail until 2025-6-30 -- why", "found '2025-6-30'"},
      {"a::b fail until 2025-06-30", "expected '-- REASON'"},
      {"a::b fail until 2025-06-30 x -- why", "found 'x'"},
      {"a::b fail--why", "unknown verdict 'fail--why'"},
  };
  for (const Case& c : cases) {
    std::string text = std::string("# header\n\nok::one fail -- fine\n") + c.line + "\n";
    Result<Expectations> parsed = Expectations::parse(text, "vendor.txt");
    ASSERT_FALSE(parsed.ok()) << c.line;
    EXPECT_EQ(parsed.error().location.file, "vendor.txt");
    EXPECT_EQ(parsed.error().location.line, 4) << c.line;
    EXPECT_EQ(parsed.error().str().rfind("vendor.txt:4:", 0), 0u) << parsed.error().str();
    EXPECT_NE(parsed.error().message.find(c.expected), std::string::npos)
        << c.line << "\n  got: " << parsed.error().message;
  }
  Result<Expectations> twice = Expectations::parse("a::* fail -- x\na::* crash -- y\n", "v");
  ASSERT_FALSE(twice.ok());
  EXPECT_EQ(twice.error().location.line, 2);
  EXPECT_NE(twice.error().message.find("already listed on line 1"), std::string::npos);
}

TEST(Expectations, LoadReadsAFileAndReportsAMissingOne) {
  std::string path = scratchPath("vendor.expectations");
  writeFile(path, "a::b crash -- segfaults\n");
  Result<Expectations> loaded = Expectations::load(path);
  ASSERT_TRUE(loaded.ok());
  EXPECT_EQ(loaded->entries()[0].location.file, path);
  Result<Expectations> missing = Expectations::load(scratchPath("absent"));
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().kind, DiagnosticKind::kIo);
}

TEST(Expectations, Dates) {
  EXPECT_EQ(parseDate("2024-02-29"), (Date{2024, 2, 29}));
  EXPECT_FALSE(parseDate("2023-02-29"));
  EXPECT_FALSE(parseDate("1900-02-29"));
  EXPECT_TRUE(parseDate("2000-02-29"));
  EXPECT_FALSE(parseDate("2025-13-01"));
  EXPECT_FALSE(parseDate("2025-00-10"));
  EXPECT_FALSE(parseDate("2025-04-31"));
  EXPECT_FALSE(parseDate("2025-04-00"));
  EXPECT_FALSE(parseDate("2025-04-1x"));
  EXPECT_FALSE(parseDate("2025/04/10"));
  EXPECT_FALSE(parseDate("+025-04-10"));
  EXPECT_EQ(Date({2025, 4, 1}).str(), "2025-04-01");
  EXPECT_LT((Date{2025, 3, 14}), (Date{2025, 3, 15}));
  EXPECT_LT((Date{2024, 12, 31}), (Date{2025, 1, 1}));
  EXPECT_GE(todayUtc(), (Date{2025, 1, 1}));
}

TEST(Expectations, PatternsMatchTestIds) {
  struct Case {
    std::string pattern, id;
    bool matches;
  };
  const Case cases[] = {
      {"ops/add.mlir::add_f32", "ops/add.mlir::add_f32", true},
      {"ops/add.mlir::add_f32", "ops/add.mlir::add_f32x", false},
      {"ops/add.mlir::add", "ops/add.mlir::add_f32", false},
      {"*", "a/b.mlir::c", true},
      {"ops/*", "ops/sub/dir/x.mlir::f", true},  // across '/' and "::"
      {"*::*_f8e4m3fn", "ops/cvt.mlir::convert_f8e4m3fn", true},
      {"a*::*", "ab::::c", true},
      {"*::*", "no-separator", false},
      {"**a**", "xax", true},
      {"a?", "ab", false},  // only '*' is special
      {"a?", "a?", true},
      // Worst cases stay quick.
      {std::string(200, '*') + "b", std::string(20000, 'a'), false},
      {"*a*a*a*a*a*a*b", std::string(5000, 'a'), false},
  };
  for (const Case& c : cases) {
    Expectation entry;
    entry.pattern = c.pattern;
    EXPECT_EQ(entry.matches(c.id), c.matches)
        << c.pattern.substr(0, 20) << " " << c.id.substr(0, 20);
  }
}

Outcome outcomeOf(const Expectations& e, const std::string& id, Verdict verdict) {
  return e.classify(makeResult(id, verdict), kToday).outcome;
}

TEST(Expectations, EveryClassification) {
  Expectations e = sample();
  // Not listed.
  EXPECT_EQ(outcomeOf(e, "ops/add.mlir::a", Verdict::kPass), Outcome::kExpectedPass);
  for (Verdict neutral : {Verdict::kInconclusive, Verdict::kNotSupported, Verdict::kBadTest})
    EXPECT_EQ(outcomeOf(e, "ops/add.mlir::a", neutral), Outcome::kExpectedPass);
  for (Verdict failure : {Verdict::kFail, Verdict::kCrash, Verdict::kTimeout,
                          Verdict::kCompileRejected, Verdict::kAcceptedInvalid})
    EXPECT_EQ(outcomeOf(e, "ops/add.mlir::a", failure), Outcome::kUnexpectedFailure);
  // Listed, one of the listed verdicts.
  EXPECT_EQ(outcomeOf(e, "ops/gather.mlir::gather_batching", Verdict::kFail),
            Outcome::kExpectedFailure);
  EXPECT_EQ(outcomeOf(e, "ops/exponential.mlir::exp_bf16", Verdict::kTimeout),
            Outcome::kExpectedFailure);
  EXPECT_EQ(outcomeOf(e, "ops/convert.mlir::cvt_f8e4m3fn", Verdict::kCompileRejected),
            Outcome::kExpectedFailure);
  EXPECT_EQ(outcomeOf(e, "ops/skip.mlir::s", Verdict::kNotSupported), Outcome::kExpectedFailure);
  // Listed, another failure.
  EXPECT_EQ(outcomeOf(e, "ops/exponential.mlir::exp_bf16", Verdict::kCrash),
            Outcome::kUnexpectedFailure);
  // The first matching entry wins: gather_batching expects fail, not crash.
  EXPECT_EQ(outcomeOf(e, "ops/gather.mlir::gather_batching", Verdict::kCrash),
            Outcome::kUnexpectedFailure);
  EXPECT_EQ(outcomeOf(e, "ops/gather.mlir::other", Verdict::kCrash), Outcome::kExpectedFailure);
  // Listed, passed: stale.
  EXPECT_EQ(outcomeOf(e, "ops/exp.mlir::x", Verdict::kPass), Outcome::kUnexpectedPass);
  // Listed, neither a failure nor a pass outside the list.
  EXPECT_EQ(outcomeOf(e, "ops/exp.mlir::x", Verdict::kInconclusive), Outcome::kExpectedPass);
  Classification c = e.classify(makeResult("ops/exp.mlir::x", Verdict::kPass), kToday);
  ASSERT_NE(c.entry, nullptr);
  EXPECT_EQ(c.entry->location.line, 4);
  EXPECT_EQ(c.expired, nullptr);
}

TEST(Expectations, ExpiredEntriesAreAbsentButNamed) {
  Expectations e = sample();
  // "until 2025-03-14": expired on the 15th.
  Classification c = e.classify(makeResult("ops/old.mlir::t", Verdict::kCrash), kToday);
  EXPECT_EQ(c.outcome, Outcome::kUnexpectedFailure);
  EXPECT_EQ(c.entry, nullptr);
  ASSERT_NE(c.expired, nullptr);
  EXPECT_EQ(c.expired->location.line, 6);
  EXPECT_EQ(outcomeOf(e, "ops/old.mlir::t", Verdict::kPass), Outcome::kExpectedPass);
  // The day before, it held.
  EXPECT_EQ(e.classify(makeResult("ops/old.mlir::t", Verdict::kCrash), Date{2025, 3, 14}).outcome,
            Outcome::kExpectedFailure);
  // "until 2025-03-15" still holds on the 15th, not on the 16th.
  EXPECT_EQ(outcomeOf(e, "ops/today.mlir::t", Verdict::kFail), Outcome::kExpectedFailure);
  EXPECT_EQ(e.classify(makeResult("ops/today.mlir::t", Verdict::kFail), Date{2025, 3, 16}).outcome,
            Outcome::kUnexpectedFailure);
}

TEST(Expectations, RunReportCountsExpiredUnusedAndTheGate) {
  Expectations e = sample();
  std::vector<TestResult> results = {
      makeResult("ops/gather.mlir::gather_batching", Verdict::kFail),  // expected failure
      makeResult("ops/exp.mlir::exp_f32", Verdict::kTimeout),          // expected failure
      makeResult("ops/add.mlir::add", Verdict::kPass),                 // expected pass
      makeResult("ops/add.mlir::add_i4", Verdict::kNotSupported),      // expected pass
      makeResult("ops/today.mlir::t", Verdict::kFail),                 // expected failure
  };
  ExpectationReport good = checkExpectations(e, results, kToday);
  EXPECT_TRUE(good.ok());
  EXPECT_EQ(good.count(Outcome::kExpectedFailure), 3);
  EXPECT_EQ(good.count(Outcome::kExpectedPass), 2);
  ASSERT_EQ(good.classifications.size(), results.size());
  ASSERT_EQ(good.expired.size(), 1u);
  EXPECT_EQ(good.expired[0]->pattern, "ops/old.mlir::*");
  std::vector<std::string> unused;
  for (const Expectation* entry : good.unused) unused.push_back(entry->pattern);
  EXPECT_EQ(unused, (std::vector<std::string>{"*::*_f8e4m3fn", "ops/skip.mlir::s",
                                              "never/matches::*", "ops/gather.mlir::*"}));
  std::string text = describe(good, results);
  EXPECT_NE(text.find("expired expectation: acme.expectations:6: ops/old.mlir::* (until "
                      "2025-03-14): fixed in 2.1, surely"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("unused expectation: acme.expectations:9: never/matches::* matched no test"),
            std::string::npos);
  EXPECT_NE(text.find("3 expected failures, 0 unexpected failures, 0 unexpected passes, 1 "
                      "expired, 4 unused: ok"),
            std::string::npos)
      << text;

  results.push_back(makeResult("ops/exp.mlir::exp_f64", Verdict::kPass));
  ExpectationReport stale = checkExpectations(e, results, kToday);
  EXPECT_FALSE(stale.ok());
  EXPECT_EQ(stale.count(Outcome::kUnexpectedPass), 1);
  EXPECT_NE(describe(stale, results)
                .find("unexpected pass: ops/exp.mlir::exp_f64: the expectation at "
                      "acme.expectations:4 (ops/exp*::* fail,timeout) is stale: remove it"),
            std::string::npos);

  results.pop_back();
  results.push_back(makeResult("ops/old.mlir::x", Verdict::kCrash, "SIGSEGV\nstack"));
  results.push_back(makeResult("ops/exp.mlir::e", Verdict::kCrash));
  ExpectationReport failing = checkExpectations(e, results, kToday);
  EXPECT_FALSE(failing.ok());
  EXPECT_EQ(failing.count(Outcome::kUnexpectedFailure), 2);
  text = describe(failing, results);
  EXPECT_NE(text.find("unexpected failure: ops/old.mlir::x: crash: SIGSEGV (the expectation at "
                      "acme.expectations:6 expired after 2025-03-14)\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("unexpected failure: ops/exp.mlir::e: crash (the expectation at "
                      "acme.expectations:4 expects fail,timeout)\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(": FAILED\n"), std::string::npos);
}

TEST(Expectations, NoExpectationsFileMeansEveryFailureIsUnexpected) {
  Expectations none;
  std::vector<TestResult> results = sampleResults();
  ExpectationReport report = checkExpectations(none, results, kToday);
  EXPECT_FALSE(report.ok());
  EXPECT_EQ(report.count(Outcome::kUnexpectedFailure), 8);  // load-error too
  // Pass, not-supported, inconclusive, bad-test and nondeterministic: none a failure.
  EXPECT_EQ(report.count(Outcome::kExpectedPass), 5);
  EXPECT_TRUE(checkExpectations(none, {makeResult("a::b", Verdict::kPass)}, kToday).ok());
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::reports
