// The results journal: round trip, concurrent appends, torn and corrupt
// lines, repeated ids, and resume.
#include "reports/journal.h"

#include <gtest/gtest.h>

#include <thread>
#include <unordered_set>

#include "tests/reports/report_fixtures.h"

namespace hlo_cts::reports {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace fixtures;

std::string writeJournal(const std::string& path, const std::vector<TestResult>& results) {
  Result<std::unique_ptr<JournalWriter>> writer = JournalWriter::create(path, sampleRunInfo());
  EXPECT_TRUE(writer.ok()) << writer.error().message;
  if (!writer) return {};
  for (const TestResult& result : results) EXPECT_TRUE((*writer)->append(result).ok());
  EXPECT_TRUE((*writer)->close().ok());
  return readFile(path);
}

TEST(Journal, RoundTrip) {
  std::string path = scratchPath("journal.jsonl");
  std::vector<TestResult> results = sampleResults();
  std::string text = writeJournal(path, results);
  // A header line and one line per result, each ended.
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), static_cast<long>(results.size() + 1));
  EXPECT_EQ(text.substr(0, text.find('\n')).find("\"format\":\"hlo-cts-journal\""), 1u);
  Result<JournalContents> back = readJournal(path);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_TRUE(back->warnings.empty());
  EXPECT_EQ(back->version, kJournalFormatVersion);
  EXPECT_EQ(back->completeBytes, text.size());
  expectSame(sampleRunInfo(), back->info);
  ASSERT_EQ(back->results.size(), results.size());
  for (size_t i = 0; i < results.size(); ++i) expectSame(results[i], back->results[i]);
}

TEST(Journal, EachAppendReachesTheFileAtOnce) {
  std::string path = scratchPath("journal.jsonl");
  auto writer = JournalWriter::create(path, sampleRunInfo());
  ASSERT_TRUE(writer.ok());
  ASSERT_TRUE((*writer)->append(makeResult("a::one", Verdict::kPass)).ok());
  // Not closed, not destroyed: what a kill -9 would leave.
  Result<JournalContents> back = readJournal(path);
  ASSERT_TRUE(back.ok());
  ASSERT_EQ(back->results.size(), 1u);
  EXPECT_EQ(back->results[0].id, "a::one");
  (*writer)->setSync(true);
  ASSERT_TRUE((*writer)->append(makeResult("a::two", Verdict::kFail)).ok());
  EXPECT_EQ(readJournal(path)->results.size(), 2u);
  ASSERT_TRUE((*writer)->close().ok());
  EXPECT_FALSE((*writer)->append(makeResult("a::three", Verdict::kPass)).ok());
}

TEST(Journal, ConcurrentAppendsAreAllPresentAndWhole) {
  std::string path = scratchPath("journal.jsonl");
  auto writer = JournalWriter::create(path, sampleRunInfo());
  ASSERT_TRUE(writer.ok());
  constexpr int kThreads = 8, kPerThread = 250;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < kPerThread; ++i) {
        TestResult result = sampleResults()[kNumVerdicts];  // the biggest line
        result.id = "t" + std::to_string(t) + "::test" + std::to_string(i);
        result.message.append(static_cast<size_t>(i * 37 % 5000), 'x');
        EXPECT_TRUE((*writer)->append(result).ok());
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  Result<JournalContents> back = readJournal(path);
  ASSERT_TRUE(back.ok());
  EXPECT_TRUE(back->warnings.empty()) << back->warnings[0].str();
  ASSERT_EQ(back->results.size(), static_cast<size_t>(kThreads * kPerThread));
  std::unordered_set<std::string> ids;
  for (const TestResult& result : back->results) ids.insert(result.id);
  EXPECT_EQ(ids.size(), static_cast<size_t>(kThreads * kPerThread));
}

TEST(Journal, TornLastLineAtEveryOffsetIsDroppedWithAWarning) {
  std::string path = scratchPath("journal.jsonl");
  std::vector<TestResult> results = sampleResults();
  std::string text = writeJournal(path, results);
  size_t lastStart = text.rfind('\n', text.size() - 2) + 1;
  for (size_t cut = lastStart; cut < text.size(); ++cut) {
    Result<JournalContents> back = parseJournal(text.substr(0, cut), "j");
    ASSERT_TRUE(back.ok()) << cut;
    ASSERT_EQ(back->results.size(), results.size() - 1) << cut;
    EXPECT_EQ(back->results.back().id, results[results.size() - 2].id);
    EXPECT_EQ(back->completeBytes, lastStart);
    if (cut == lastStart) {
      EXPECT_TRUE(back->warnings.empty());
    } else {
      ASSERT_EQ(back->warnings.size(), 1u) << cut;
      EXPECT_EQ(back->warnings[0].severity, Diagnostic::Severity::kWarning);
      EXPECT_EQ(back->warnings[0].location.line, static_cast<int>(results.size() + 1));
      EXPECT_NE(back->warnings[0].message.find("torn"), std::string::npos);
    }
  }
}

TEST(Journal, CorruptMiddleLineIsReportedWithItsLineNumber) {
  std::string path = scratchPath("journal.jsonl");
  std::string text = writeJournal(
      path, {makeResult("a::one", Verdict::kPass), makeResult("a::two", Verdict::kFail),
             makeResult("a::three", Verdict::kCrash)});
  // Line 3 (a::two) loses bytes in its middle; line 4 is bad in another way.
  size_t line3 = text.find('\n', text.find('\n') + 1) + 1;
  std::string corrupt = text.substr(0, line3 + 10) + text.substr(line3 + 20);
  corrupt += R"({"id": "a::four", "verdict": "sideways"})"
             "\n";
  corrupt += "\n";
  Result<JournalContents> back = parseJournal(corrupt, "run.jsonl");
  ASSERT_TRUE(back.ok());
  ASSERT_EQ(back->results.size(), 2u);
  EXPECT_EQ(back->results[0].id, "a::one");
  EXPECT_EQ(back->results[1].id, "a::three");
  ASSERT_EQ(back->warnings.size(), 3u);
  EXPECT_EQ(back->warnings[0].location.line, 3);
  EXPECT_EQ(back->warnings[0].location.file, "run.jsonl");
  EXPECT_NE(back->warnings[0].str().find("run.jsonl:3:"), std::string::npos);
  EXPECT_EQ(back->warnings[1].location.line, 5);
  EXPECT_NE(back->warnings[1].message.find("sideways"), std::string::npos);
  EXPECT_EQ(back->warnings[2].location.line, 6);
}

TEST(Journal, RepeatedIdKeepsTheLastWithAWarning) {
  std::string path = scratchPath("journal.jsonl");
  writeJournal(path, {makeResult("a::one", Verdict::kCrash), makeResult("a::two", Verdict::kPass),
                      makeResult("a::one", Verdict::kPass)});
  Result<JournalContents> back = readJournal(path);
  ASSERT_TRUE(back.ok());
  ASSERT_EQ(back->results.size(), 2u);
  EXPECT_EQ(back->results[0].id, "a::two");
  EXPECT_EQ(back->results[1].id, "a::one");
  EXPECT_EQ(back->results[1].verdict, Verdict::kPass);
  ASSERT_EQ(back->warnings.size(), 1u);
  EXPECT_EQ(back->warnings[0].location.line, 4);
  EXPECT_NE(back->warnings[0].message.find("line 2"), std::string::npos);
}

TEST(Journal, MissingOrCorruptHeaderIsAnError) {
  std::string good = writeJournal(scratchPath("j"), {makeResult("a::b", Verdict::kPass)});
  std::string body = good.substr(good.find('\n') + 1);
  const std::string bad[] = {
      "",
      good.substr(0, 20),
      body,
      "not json\n" + body,
      R"({"format": "something-else", "version": 1, "run": {}})"
      "\n",
      R"({"format": "hlo-cts-journal", "run": {"backend": "b", "profile": "p"}})"
      "\n",
      R"({"format": "hlo-cts-journal", "version": 99, "run": {"backend": "b", "profile": "p"}})"
      "\n",
      R"({"format": "hlo-cts-journal", "version": 1, "run": {"backend": "b"}})"
      "\n",
      R"({"format": "hlo-cts-journal", "version": 1, "run": 3})"
      "\n",
  };
  for (const std::string& text : bad) {
    Result<JournalContents> back = parseJournal(text, "j");
    ASSERT_FALSE(back.ok()) << text;
    EXPECT_EQ(back.error().location.line, 1) << text;
  }
  EXPECT_NE(parseJournal(bad[6], "j").error().message.find("version 99"), std::string::npos);
  Result<JournalContents> missing = readJournal(scratchPath("absent"));
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().kind, DiagnosticKind::kIo);
}

TEST(Journal, ArbitraryBytesNeverCrash) {
  std::string good = writeJournal(scratchPath("j"), sampleResults());
  std::string header = good.substr(0, good.find('\n') + 1);
  uint32_t state = 12345;
  auto next = [&] { return state = state * 1103515245u + 12345u; };
  for (int round = 0; round < 300; ++round) {
    std::string text = good;
    for (int k = 0; k < 8; ++k) text[next() % text.size()] = static_cast<char>(next() >> 16);
    (void)parseJournal(text, "j");
    (void)parseJournal(header + std::string(round, '[') + "\n" + std::string(round, '{'), "j");
  }
  (void)parseJournal(header + std::string(100000, '[') + "\n", "j");
  (void)parseJournal(std::string("\0\n\0", 3), "j");
}

TEST(Journal, ResumeAppendsAfterTheLastCompleteLine) {
  std::string path = scratchPath("journal.jsonl");
  std::string text = writeJournal(
      path, {makeResult("a::one", Verdict::kPass), makeResult("a::two", Verdict::kFail)});
  writeFile(path, text + R"({"id": "a::thr)");  // killed mid-line
  JournalContents existing;
  auto writer = JournalWriter::resume(path, sampleRunInfo(), &existing);
  ASSERT_TRUE(writer.ok()) << writer.error().message;
  ASSERT_EQ(existing.results.size(), 2u);
  ASSERT_EQ(existing.warnings.size(), 1u);
  EXPECT_EQ(readFile(path), text);  // the torn line is gone
  ASSERT_TRUE((*writer)->append(makeResult("a::three", Verdict::kTimeout)).ok());
  ASSERT_TRUE((*writer)->close().ok());
  Result<JournalContents> back = readJournal(path);
  ASSERT_TRUE(back.ok());
  EXPECT_TRUE(back->warnings.empty());
  ASSERT_EQ(back->results.size(), 3u);
  EXPECT_EQ(back->results[2].id, "a::three");
  EXPECT_EQ(back->results[2].verdict, Verdict::kTimeout);
}

TEST(Journal, ResumeRejectsAnIncompatibleHeader) {
  std::string path = scratchPath("journal.jsonl");
  std::string text = writeJournal(path, {makeResult("a::one", Verdict::kPass)});
  RunInfo other = sampleRunInfo();
  other.backend = "plugin:libacme.so";
  auto writer = JournalWriter::resume(path, other, nullptr);
  ASSERT_FALSE(writer.ok());
  const std::string& message = writer.error().message;
  EXPECT_NE(message.find("\"oracle\""), std::string::npos) << message;
  EXPECT_NE(message.find("\"plugin:libacme.so\""), std::string::npos) << message;
  EXPECT_EQ(message.find("journal's profile"), std::string::npos) << message;  // only what differs
  other = sampleRunInfo();
  other.profile = "strict";
  writer = JournalWriter::resume(path, other, nullptr);
  ASSERT_FALSE(writer.ok());
  EXPECT_NE(writer.error().message.find("\"strict\""), std::string::npos);
  other = sampleRunInfo();
  other.totalShards = 2;
  EXPECT_FALSE(JournalWriter::resume(path, other, nullptr).ok());
  other = sampleRunInfo();
  other.startedAt = "later";  // a resumed run starts later: still compatible
  other.toolVersion = "0.2.0";
  EXPECT_TRUE(JournalWriter::resume(path, other, nullptr).ok());
  EXPECT_EQ(readFile(path), text);  // rejected resumes leave the file as it was
  EXPECT_FALSE(JournalWriter::resume(scratchPath("absent"), sampleRunInfo(), nullptr).ok());
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::reports
