// The HTML conformance report: its numbers, the op x type matrix, the ULP
// buckets, several runs side by side, reading results files back, and that
// nothing in a results file can inject markup.
#include "reports/html_report.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "reports/report_model.h"
#include "reports/ulp_histogram.h"
#include "tests/reports/report_fixtures.h"

namespace hlo_cts::reports {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace fixtures;

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

ReportRun runOf(std::vector<TestResult> results, RunInfo info = sampleRunInfo()) {
  ReportRun run;
  run.source = "results/results.json";
  run.document.info = std::move(info);
  run.document.summary = summarize(results);
  run.document.results = std::move(results);
  return run;
}

std::string reportOf(std::vector<ReportRun> runs) {
  ReportInputs inputs;
  inputs.runs = std::move(runs);
  inputs.generatedAt = "2025-01-02T03:04:05Z";
  return htmlReport(inputs);
}

TestResult opTest(std::string id, Verdict verdict, std::vector<std::string> ops,
                  std::vector<std::string> types) {
  TestResult result = makeResult(std::move(id), verdict);
  result.ops = std::move(ops);
  result.elementTypes = std::move(types);
  return result;
}

TEST(HtmlReport, SummaryCountsEveryVerdictAndTheJudgedDenominator) {
  const std::vector<TestResult> results = sampleResults();
  const RunSummary summary = summarize(results);
  // pass 1 + fail 2 + crash 1 + timeout 1 + compile-rejected 1 + accepted-invalid 2.
  EXPECT_EQ(judgedCount(summary), 8);
  EXPECT_DOUBLE_EQ(passRate(summary).value(), 1.0 / 8);
  EXPECT_FALSE(passRate(summarize({makeResult("a::b", Verdict::kNotSupported)})).has_value());

  const std::string html = reportOf({runOf(results)});
  EXPECT_TRUE(has(html, "data-count=\"tests\">13<")) << html;
  EXPECT_TRUE(has(html, "data-count=\"pass\">1<"));
  EXPECT_TRUE(has(html, "data-count=\"fail\">2<"));
  EXPECT_TRUE(has(html, "data-count=\"accepted-invalid\">2<"));
  EXPECT_TRUE(has(html, "data-count=\"not-supported\">1<"));
  EXPECT_TRUE(has(html, "data-count=\"judged\">8<"));
  EXPECT_TRUE(has(html, "data-count=\"pass-rate\">12.5%<"));
  // What "judged" means is written out, and the run is named.
  EXPECT_TRUE(has(html,
                  "<b>Judged</b> = pass + fail + crash + timeout + compile-rejected + "
                  "accepted-invalid"));
  for (const char* field : {"hlo-cts oracle", "0.1.0", "default", "2025-01-02T03:04:05Z"})
    EXPECT_TRUE(has(html, field)) << field;
  // Self-contained: nothing fetched, nothing run.
  EXPECT_FALSE(has(html, "<script"));
  EXPECT_FALSE(has(html, "<link"));
  EXPECT_FALSE(has(html, "http://") && !has(html, "xmlns=\"http://www.w3.org/2000/svg\""));
  EXPECT_FALSE(has(html, "https://"));
}

TEST(HtmlReport, FailuresShowClauseLocationUlpElementsAndReproducer) {
  ReportRun run = runOf(sampleResults());
  run.reproducers["ops/add.mlir::add_f32"] = "// hlo-cts reproducer\nfunc.func @main() {}";
  const std::string html = reportOf({run});
  EXPECT_TRUE(has(html, "stablehlo.add (C1)"));
  EXPECT_TRUE(has(html, "ops/add.mlir:12:3"));
  EXPECT_TRUE(has(html, "18446744073709551615"));
  EXPECT_TRUE(has(html, "2 (0x40000000) ± 1 ulp"));
  EXPECT_TRUE(has(html, "results/reproducers/ops_add.mlir__add_f32.mlir"));
  EXPECT_TRUE(has(html, "// hlo-cts reproducer\nfunc.func @main() {}"));
  EXPECT_TRUE(has(html, "<h3>Failures (8)</h3>"));  // every failure verdict, bad-test not
}

TEST(HtmlReport, EscapesEverythingFromTheResultsFile) {
  const std::string attack = "\"'><script>alert(1)</script><img src=x onerror=alert(2)>";
  TestResult result = makeResult("evil.mlir::" + attack, Verdict::kFail, attack);
  result.clause = {OpId::kUnknown, attack, attack};
  result.location = {attack, 1, 1};
  result.failures.push_back({0, attack, attack, attack, 3});
  result.reproducer = attack;
  result.ops = {attack};
  result.elementTypes = {attack};
  result.maxUlp = 3;
  RunInfo info = sampleRunInfo();
  info.backendName = info.backendVersion = info.profile = info.startedAt = attack;
  ReportRun run = runOf({result}, info);
  run.source = attack;
  run.reproducers[result.id] = attack;
  ReportRun other = runOf({makeResult(result.id, Verdict::kPass)});
  ReportInputs inputs;
  inputs.runs = {run, other};
  inputs.errors.push_back(makeError(attack));
  const std::string html = htmlReport(inputs);
  std::string lower = html;
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  EXPECT_FALSE(has(lower, "<script"));
  EXPECT_FALSE(has(lower, "<img"));
  EXPECT_TRUE(has(html, "&lt;script&gt;alert(1)&lt;/script&gt;"));
  // Bytes that are not UTF-8 and control characters do not reach the page.
  TestResult bytes = makeResult("a::b", Verdict::kFail, std::string("x\xff\x1by", 4));
  EXPECT_TRUE(has(reportOf({runOf({bytes})}), "x\xEF\xBF\xBD\\x1By"));
  // The only quotes and angle brackets are the page's own: no attribute of
  // ours is closed early, so nothing of the attack text follows a raw quote.
  EXPECT_FALSE(has(html, "'><"));
  EXPECT_FALSE(has(html, "\"'"));
}

TEST(HtmlReport, TestsAreFiledUnderTheirOpAndElementType) {
  auto subject = [](const TestResult& r) {
    TestSubject s = subjectOf(r);
    return s.op + " " + s.elementType;
  };
  EXPECT_EQ(
      subject(opTest("add.mlir::add_op_test_f32", Verdict::kPass, {"stablehlo.add"}, {"f32"})),
      "stablehlo.add f32");
  // The file's op among several; the type the name ends in among several.
  EXPECT_EQ(subject(opTest("dir/add.mlir::add_op_test_si4", Verdict::kPass,
                           {"stablehlo.add", "stablehlo.convert"}, {"f32", "i4"})),
            "stablehlo.add i4");
  // A comparison: its one op besides constants, its one type besides i1.
  EXPECT_EQ(subject(opTest("misc.mlir::lt", Verdict::kPass,
                           {"stablehlo.compare", "stablehlo.constant"}, {"f64", "i1"})),
            "stablehlo.compare f64");
  EXPECT_EQ(subject(opTest("misc.mlir::two", Verdict::kPass, {"stablehlo.add", "stablehlo.sine"},
                           {"f32", "i32"})),
            std::string(kSeveralOps) + " " + kMixedTypes);
  EXPECT_EQ(subject(makeResult("broken.mlir", Verdict::kBadTest)),
            std::string(kUnknownSubject) + " " + kUnknownSubject);
  // A failure's clause names the op at stake.
  TestResult failing = opTest("misc.mlir::chain_f32", Verdict::kFail,
                              {"stablehlo.add", "stablehlo.exponential"}, {"f32"});
  failing.clause = {OpId::kExponential, "semantics", ""};
  EXPECT_EQ(subject(failing), "stablehlo.exponential f32");
}

TEST(HtmlReport, MatrixCellsArePassOverJudged) {
  std::vector<TestResult> results = {
      opTest("add.mlir::add_op_test_f32", Verdict::kPass, {"stablehlo.add"}, {"f32"}),
      opTest("add.mlir::add_op_test_f32_b", Verdict::kPass, {"stablehlo.add"}, {"f32"}),
      opTest("add.mlir::add_op_test_f32_c", Verdict::kFail, {"stablehlo.add"}, {"f32"}),
      opTest("add.mlir::add_op_test_f32_d", Verdict::kInconclusive, {"stablehlo.add"}, {"f32"}),
      opTest("add.mlir::add_op_test_i8", Verdict::kNotSupported, {"stablehlo.add"}, {"i8"}),
      opTest("abs.mlir::abs_op_test_f32", Verdict::kCrash, {"stablehlo.abs"}, {"f32"}),
  };
  const OpTypeMatrix matrix = opTypeMatrix(results);
  EXPECT_EQ(matrix.ops, (std::vector<std::string>{"stablehlo.abs", "stablehlo.add"}));
  EXPECT_EQ(matrix.types, (std::vector<std::string>{"i8", "f32"}));  // the type list's order
  const RunSummary* addF32 = matrix.cell("stablehlo.add", "f32");
  ASSERT_NE(addF32, nullptr);
  EXPECT_EQ(addF32->total, 4);
  EXPECT_EQ(judgedCount(*addF32), 3);
  EXPECT_EQ(matrix.cell("stablehlo.abs", "i8"), nullptr);

  const std::string html = reportOf({runOf(results)});
  EXPECT_TRUE(has(html, "data-pass=\"2\" data-judged=\"3\">2/3</td>")) << html;
  EXPECT_TRUE(has(html, "data-pass=\"0\" data-judged=\"1\">0/1</td>"));
  EXPECT_TRUE(has(html, "<td class=\"unjudged\" title=\"1 not-supported\">0/0</td>"));
  EXPECT_TRUE(has(html, "<td class=\"empty\"></td>"));
  EXPECT_TRUE(has(html, "hsl(80, 70%, 78%)"));  // 2/3 of the way from red to green
}

TEST(HtmlReport, UlpBucketsGrowByPowersOfTwo) {
  const std::pair<uint64_t, int> cases[] = {
      {0, 0}, {1, 1},  {2, 2},  {3, 3},      {4, 3},      {5, 4},          {8, 4},
      {9, 5}, {16, 5}, {17, 6}, {65536, 17}, {65537, 18}, {UINT64_MAX, 65}};
  for (auto [ulp, bucket] : cases) EXPECT_EQ(ulpBucket(ulp), bucket) << ulp;
  EXPECT_EQ(ulpBucketLabel(0), "0");
  EXPECT_EQ(ulpBucketLabel(2), "2");
  EXPECT_EQ(ulpBucketLabel(3), "3-4");
  EXPECT_EQ(ulpBucketLabel(4), "5-8");
  EXPECT_EQ(ulpBucketLabel(17), "32769-65536");
  EXPECT_EQ(ulpBucketLabel(18), "\u22642^17");
  EXPECT_EQ(ulpBucketLabel(65), "\u22642^64");

  UlpHistogram histogram;
  for (uint64_t ulp : {0, 0, 0, 1, 4, 3, 100}) histogram.add(ulp);
  EXPECT_EQ(histogram.total, 7);
  EXPECT_EQ(histogram.counts[0], 3);
  EXPECT_EQ(histogram.counts[3], 2);
  EXPECT_EQ(histogram.lastUsedBucket(), ulpBucket(100));
  const std::string svg = svgHistogram(histogram, "stablehlo.<add>");
  EXPECT_TRUE(svg.starts_with("<svg"));
  EXPECT_TRUE(has(svg, "stablehlo.&lt;add&gt; (7 tests)"));
  size_t bars = 0;
  for (size_t at = svg.find("<rect"); at != std::string::npos; at = svg.find("<rect", at + 1))
    ++bars;
  EXPECT_EQ(bars, static_cast<size_t>(ulpBucket(100) + 1));
  EXPECT_TRUE(has(svg, "<title>3-4 ulp: 2 tests</title>"));
  EXPECT_TRUE(has(svg, "<title>65-128 ulp: 1 test</title>"));
  // An empty histogram still draws the buckets through 5-8.
  EXPECT_TRUE(has(svgHistogram({}, "none"), "<title>5-8 ulp: 0 tests</title>"));
}

TEST(HtmlReport, HistogramsPerOpInThePage) {
  std::vector<TestResult> results = {
      opTest("add.mlir::add_op_test_f32", Verdict::kPass, {"stablehlo.add"}, {"f32"}),
      opTest("exponential.mlir::exponential_op_test_f32", Verdict::kFail, {"stablehlo.exponential"},
             {"f32"}),
  };
  results[0].maxUlp = 0;
  results[1].maxUlp = 7;
  const std::string html = reportOf({runOf(results)});
  EXPECT_TRUE(has(html, "all ops (2 tests)"));
  EXPECT_TRUE(has(html, "stablehlo.add (1 test)"));
  EXPECT_TRUE(has(html, "stablehlo.exponential (1 test)"));
  EXPECT_TRUE(has(reportOf({runOf({makeResult("a::b", Verdict::kPass)})}),
                  "No test recorded a ULP error."));
}

TEST(HtmlReport, SeveralRunsSideBySide) {
  RunInfo other = sampleRunInfo();
  other.backendName = "acme-gpu";
  other.backendVersion = "3.1";
  ReportRun first =
      runOf({makeResult("a.mlir::x", Verdict::kPass), makeResult("a.mlir::y", Verdict::kPass),
             makeResult("a.mlir::only_first", Verdict::kPass)});
  ReportRun second =
      runOf({makeResult("a.mlir::x", Verdict::kPass), makeResult("a.mlir::y", Verdict::kFail),
             makeResult("a.mlir::z", Verdict::kTimeout)},
            other);
  std::vector<CrossRunRow> rows = crossRunRows({&first.document.results, &second.document.results});
  ASSERT_EQ(rows.size(), 4u);
  // Differing rows first, each part by id.
  EXPECT_EQ(rows[0].id, "a.mlir::only_first");
  EXPECT_EQ(rows[1].id, "a.mlir::y");
  EXPECT_EQ(rows[2].id, "a.mlir::z");
  EXPECT_EQ(rows[3].id, "a.mlir::x");
  EXPECT_FALSE(rows[3].differs);
  EXPECT_EQ(rows[0].verdicts[1], std::nullopt);
  EXPECT_EQ(rows[1].verdicts[1], Verdict::kFail);

  const std::string html = reportOf({first, second});
  EXPECT_TRUE(has(html, "<h2>Runs side by side</h2>"));
  EXPECT_TRUE(has(html, "acme-gpu 3.1"));
  EXPECT_TRUE(has(html, "4 tests, 3 with verdicts that differ"));
  EXPECT_TRUE(has(html,
                  "<tr class=\"differs\"><td>a.mlir::y</td><td class=\"v-pass\">pass</td>"
                  "<td class=\"v-fail\">fail</td></tr>"));
  // Totals side by side: pass 3 | 1, pass rate 100% | 50%.
  EXPECT_TRUE(has(html,
                  "<tr><td>pass</td><td class=\"num\" data-count=\"pass\">3</td><td "
                  "class=\"num\" data-count=\"pass\">1</td></tr>"));
  EXPECT_TRUE(has(html,
                  "data-count=\"pass-rate\">100.0%</td><td class=\"num\" "
                  "data-count=\"pass-rate\">33.3%</td>"));
  // One run: no side-by-side section.
  EXPECT_FALSE(has(reportOf({first}), "Runs side by side"));
}

TEST(HtmlReport, ReadsResultsFilesAndTheirReproducers) {
  const std::string dir = scratchPath("run");
  std::filesystem::create_directories(dir + "/reproducers");
  std::vector<TestResult> results = sampleResults();
  // Recorded where the run wrote it (a path that no longer exists): found
  // under reproducers/ next to results.json.
  results[kNumVerdicts].reproducer = "gone/reproducers/add.mlir";
  writeFile(dir + "/reproducers/add.mlir", "// the reproducer <text>");
  ASSERT_TRUE(
      writeResultsJson(dir + "/results.json", sampleRunInfo(), summarize(results), results).ok());
  Result<ReportRun> run = loadReportRun(dir + "/results.json");
  ASSERT_TRUE(run.ok()) << run.error().message;
  EXPECT_EQ(run->document.results.size(), results.size());
  EXPECT_EQ(run->document.summary.count(Verdict::kFail), 2);
  expectSame(run->document.info, sampleRunInfo());
  EXPECT_EQ(run->reproducers.at(results[kNumVerdicts].id), "// the reproducer <text>");
  EXPECT_EQ(run->reproducers.size(), 1u);

  Result<std::string> written = writeHtmlReport(dir + "/report/deeper", {{*run}, {}, "today"});
  ASSERT_TRUE(written.ok()) << written.error().message;
  EXPECT_TRUE(has(readFile(*written), "// the reproducer &lt;text&gt;"));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::reports
