// results.json and the TestResult <-> JSON conversions the journal shares.
#include "reports/results_json.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/reports/report_fixtures.h"

namespace hlo_cts::reports {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace fixtures;
using nlohmann::json;

TEST(ResultsJson, TestResultRoundTrip) {
  for (const TestResult& result : sampleResults()) {
    json value = toJson(result);
    // Through text, as the journal and results.json store it.
    Result<TestResult> back = testResultFromJson(json::parse(compactJson(value)));
    ASSERT_TRUE(back.ok()) << back.error().message;
    expectSame(result, *back);
  }
}

TEST(ResultsJson, RunInfoRoundTrip) {
  Result<RunInfo> back = runInfoFromJson(json::parse(compactJson(toJson(sampleRunInfo()))));
  ASSERT_TRUE(back.ok()) << back.error().message;
  expectSame(sampleRunInfo(), *back);
}

TEST(ResultsJson, ClauseAndLocationSpelling) {
  json value = toJson(sampleResults()[kNumVerdicts]);
  EXPECT_EQ(value["clause"],
            json({{"op", "stablehlo.add"}, {"id", "C1"}, {"text", "stablehlo.add (C1)"}}));
  EXPECT_EQ(value["location"], json({{"file", "ops/add.mlir"}, {"line", 12}, {"col", 3}}));
  json subject = toJson(sampleResults()[kNumVerdicts + 1])["clause"];
  EXPECT_TRUE(subject["op"].is_null());
  EXPECT_EQ(subject["subject"], "quantized tensor type");
  EXPECT_EQ(subject["text"], "quantized tensor type (C13)");
  json plain = toJson(makeResult("a::b", Verdict::kPass));
  EXPECT_TRUE(plain["clause"].is_null());
  EXPECT_TRUE(plain["location"].is_null());
  EXPECT_TRUE(plain["maxUlp"].is_null());
}

TEST(ResultsJson, BadRecordsAreErrorsNotExceptions) {
  const char* bad[] = {
      R"([1, 2])",
      R"({})",
      R"({"id": "a::b"})",
      R"({"id": "", "verdict": "pass"})",
      R"({"id": 7, "verdict": "pass"})",
      R"({"id": "a::b", "verdict": "passed"})",
      R"({"id": "a::b", "verdict": "pass", "seconds": "1"})",
      R"({"id": "a::b", "verdict": "pass", "maxUlp": -1})",
      R"({"id": "a::b", "verdict": "pass", "maxUlp": 1.5})",
      R"({"id": "a::b", "verdict": "pass", "failures": {}})",
      R"({"id": "a::b", "verdict": "pass", "failures": [3]})",
      R"({"id": "a::b", "verdict": "pass", "location": {"line": 99999999999}})",
      R"({"id": "a::b", "verdict": "pass", "clause": "C1"})",
  };
  for (const char* text : bad) {
    Result<TestResult> result = testResultFromJson(json::parse(text));
    EXPECT_FALSE(result.ok()) << text;
  }
  Result<TestResult> unknownKeys = testResultFromJson(
      json::parse(R"({"id": "a::b", "verdict": "crash", "future": [1], "clause": null})"));
  ASSERT_TRUE(unknownKeys.ok()) << unknownKeys.error().message;
  EXPECT_EQ(unknownKeys->verdict, Verdict::kCrash);
  EXPECT_FALSE(runInfoFromJson(json::parse(R"({"backend": "x"})")).ok());
}

TEST(ResultsJson, InvalidUtf8IsReplacedNotThrown) {
  TestResult result = makeResult("a::b", Verdict::kFail, "bad \xff\xfe bytes");
  std::string line = compactJson(toJson(result));
  json back = json::parse(line);
  EXPECT_EQ(back["message"], "bad \xEF\xBF\xBD\xEF\xBF\xBD bytes");
}

TEST(ResultsJson, DocumentParsesBack) {
  std::vector<TestResult> results = sampleResults();
  RunSummary summary = summarize(results);
  summary.seconds = 9.5;
  std::string path = scratchPath("results.json");
  ASSERT_TRUE(writeResultsJson(path, sampleRunInfo(), summary, results).ok());
  json doc = json::parse(readFile(path));
  EXPECT_EQ(doc["format"], "hlo-cts-results");
  EXPECT_EQ(doc["version"], kResultsFormatVersion);
  EXPECT_EQ(doc["run"]["backend"], "oracle");
  EXPECT_EQ(doc["run"]["totalShards"], 4);
  EXPECT_EQ(doc["summary"]["total"], static_cast<int64_t>(results.size()));
  EXPECT_EQ(doc["summary"]["seconds"], 9.5);
  const json& counts = doc["summary"]["counts"];
  EXPECT_EQ(counts.size(), static_cast<size_t>(kNumVerdicts));
  EXPECT_EQ(counts["pass"], 1);
  EXPECT_EQ(counts["fail"], 2);
  EXPECT_EQ(counts["accepted-invalid"], 2);
  EXPECT_EQ(counts["not-supported"], 1);
  ASSERT_EQ(doc["tests"].size(), results.size());
  for (size_t i = 0; i < results.size(); ++i) {
    Result<TestResult> back = testResultFromJson(doc["tests"][i]);
    ASSERT_TRUE(back.ok()) << back.error().message;
    expectSame(results[i], *back);
  }
  const json& full = doc["tests"][kNumVerdicts];
  EXPECT_EQ(full["verdict"], "fail");
  EXPECT_EQ(full["failures"][0]["ulp"], 4194304);
  EXPECT_TRUE(full["failures"][1]["ulp"].is_null());
  EXPECT_EQ(full["maxUlp"].get<uint64_t>(), 18446744073709551615ull);
  EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));

  Result<ResultsDocument> read = readResultsJson(path);
  ASSERT_TRUE(read.ok()) << read.error().message;
  expectSame(read->info, sampleRunInfo());
  EXPECT_EQ(read->summary.total, summary.total);
  EXPECT_EQ(read->summary.count(Verdict::kFail), 2);
  EXPECT_EQ(read->summary.seconds, 9.5);
  ASSERT_EQ(read->results.size(), results.size());
  for (size_t i = 0; i < results.size(); ++i) expectSame(results[i], read->results[i]);
}

TEST(ResultsJson, SummarizeCountsEveryVerdict) {
  RunSummary summary = summarize(sampleResults());
  EXPECT_EQ(summary.total, kNumVerdicts + 2);
  EXPECT_EQ(summary.count(Verdict::kFail), 2);
  EXPECT_EQ(summary.count(Verdict::kTimeout), 1);
  EXPECT_DOUBLE_EQ(summary.seconds, 0.125 * (kNumVerdicts + 1) + 1.5);
}

TEST(ResultsJson, UnwritablePathIsAnIoError) {
  Status status = writeResultsJson("/nonexistent-dir/x/results.json", sampleRunInfo(), {}, {});
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.error().kind, DiagnosticKind::kIo);
}

TEST(ResultsJson, UnreadableResultsFilesSayWhichAndWhy) {
  auto errorOf = [](const std::string& path) {
    Result<ResultsDocument> read = readResultsJson(path);
    EXPECT_FALSE(read.ok()) << path;
    return read.ok() ? std::string() : read.error().message;
  };
  const std::string missing = scratchPath("missing.json");
  EXPECT_EQ(errorOf(missing), missing + ": cannot read the file: No such file or directory");
  const std::string cases[][2] = {
      {"{\"format\": \"hlo-cts-results\", \"version\": 1, \"run\": {", "not a JSON document"},
      {"[1, 2]", "not an hlo-cts results file"},
      {"{\"format\": \"hlo-cts-journal\"}", "not an hlo-cts results file"},
      {"{\"format\": \"hlo-cts-results\", \"version\": 99}", "version 99"},
      {"{\"format\": \"hlo-cts-results\", \"version\": 1, \"run\": {\"backend\": \"x\"}}",
       "missing \"profile\""},
      {"{\"format\": \"hlo-cts-results\", \"version\": 1, \"run\": {\"backend\": \"x\", "
       "\"profile\": \"p\"}, \"tests\": {}}",
       "\"tests\" is not an array"},
      {"{\"format\": \"hlo-cts-results\", \"version\": 1, \"run\": {\"backend\": \"x\", "
       "\"profile\": \"p\"}, \"tests\": [{\"id\": \"a::b\", \"verdict\": \"pass\"}, {\"id\": "
       "\"a::c\", \"verdict\": \"passed\"}]}",
       "test 1 (\"a::c\"): test result: unknown verdict \"passed\""},
      {"{\"format\": \"hlo-cts-results\", \"version\": 1, \"run\": {\"backend\": \"x\", "
       "\"profile\": \"p\"}, \"tests\": [{\"id\": \"a::b\", \"verdict\": \"pass\", \"ops\": "
       "[1]}]}",
       "an element of \"ops\" is not a string"},
  };
  for (const auto& [text, why] : cases) {
    const std::string path = scratchPath("bad.json");
    writeFile(path, text);
    const std::string message = errorOf(path);
    EXPECT_TRUE(message.starts_with(path + ": ")) << message;
    EXPECT_TRUE(message.find(why) != std::string::npos) << message;
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::reports
