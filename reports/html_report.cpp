#include "reports/html_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "reports/junit.h"
#include "reports/report_model.h"
#include "reports/ulp_histogram.h"
#include "spec/op_id.h"

namespace hlo_cts::reports {
namespace {

namespace fs = std::filesystem;

// The summary's rows, in the order a reader asks about them.
constexpr std::array<Verdict, kNumVerdicts> kSummaryOrder = {Verdict::kPass,
                                                             Verdict::kFail,
                                                             Verdict::kCrash,
                                                             Verdict::kTimeout,
                                                             Verdict::kNotSupported,
                                                             Verdict::kInconclusive,
                                                             Verdict::kBadTest,
                                                             Verdict::kCompileRejected,
                                                             Verdict::kAcceptedInvalid,
                                                             Verdict::kLoadError,
                                                             Verdict::kNondeterministic};

// Past these the page stops listing (the counts stay complete): a browser
// copes with a few thousand rows, not a hundred thousand.
constexpr size_t kMaxFailuresShown = 2000;
constexpr size_t kMaxCrossRunRows = 5000;

constexpr const char* kStyle = R"(
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1a1a1a; background: #fff; }
h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 32px; border-bottom: 1px solid #ccc; }
h3 { font-size: 15px; }
table { border-collapse: collapse; margin: 8px 0; }
th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: left; vertical-align: top; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.definition { max-width: 900px; color: #444; }
.errors { border: 2px solid #b00020; background: #fdecee; padding: 8px 16px; }
.scroll { overflow-x: auto; max-width: 100%; }
.matrix td { text-align: center; min-width: 56px; }
nav ul { margin: 4px 0; }
.matrix td.empty { background: #f4f4f4; }
.matrix td.unjudged { background: #ddd; color: #555; }
.v-pass { background: #c8ecc8; } .v-fail, .v-crash, .v-timeout { background: #f6c3c3; }
.v-compile-rejected, .v-accepted-invalid { background: #f6c3c3; }
.v-not-supported, .v-inconclusive { background: #e4e4e4; } .v-bad-test { background: #f7e3b5; }
.v-nondeterministic { background: #e3cff5; }
.v-none { background: #fff; color: #999; }
tr.differs td:first-child { border-left: 4px solid #b00020; }
.failure { border: 1px solid #ddd; border-left: 4px solid #b00020; padding: 4px 12px;
           margin: 12px 0; }
.failure h3 { margin: 6px 0; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
pre { background: #f6f6f6; padding: 8px; overflow-x: auto; white-space: pre-wrap;
      overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: max-content auto; gap: 2px 12px; margin: 4px 0; }
dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
.histograms { display: flex; flex-wrap: wrap; gap: 12px; }
svg.histogram { border: 1px solid #ddd; background: #fff; }
svg .bar { fill: #d9822b; } svg .bar.exact { fill: #3c8d3c; }
svg .title { font-size: 13px; font-weight: 600; } svg .count { font-size: 10px; text-anchor: middle; }
svg .label { font-size: 10px; text-anchor: end; } svg .axis { stroke: #888; }
)";

std::string verdictClass(std::optional<Verdict> verdict) {
  return verdict ? "v-" + std::string(verdictName(*verdict)) : "v-none";
}

std::string runLabel(const RunInfo& info) {
  std::string name = info.backendName.empty() ? info.backend : info.backendName;
  return info.backendVersion.empty() ? name : name + " " + info.backendVersion;
}

// Red (0%) through yellow to green (100%).
std::string passRateColour(double rate) {
  return fmt::format("hsl({:.0f}, 70%, 78%)", 120 * rate);
}

std::string passRateText(const RunSummary& summary) {
  std::optional<double> rate = passRate(summary);
  return rate ? fmt::format("{:.1f}%", 100 * *rate) : "–";
}

std::string runInfoList(const ReportRun& run) {
  const RunInfo& info = run.document.info;
  std::string shard = info.totalShards > 1
                          ? fmt::format("{} of {}", info.shardIndex + 1, info.totalShards)
                          : "whole run";
  std::string out = "<dl class=\"run-info\">\n";
  auto item = [&](const char* term, const std::string& value) {
    out += fmt::format("<dt>{}</dt><dd>{}</dd>\n", term,
                       xmlEscape(value.empty() ? "–" : value, false));
  };
  item("Backend", info.backendName);
  item("Backend version", info.backendVersion);
  item("Backend as given", info.backend);
  item("Profile", info.profile);
  item("Tool version", info.toolVersion);
  item("Date (run started)", info.startedAt);
  item("Shard", shard);
  item("Results file", run.source);
  item("Run time", fmt::format("{:.1f} s", run.document.summary.seconds));
  return out + "</dl>\n";
}

std::string summaryTable(const RunSummary& summary) {
  const int64_t judged = judgedCount(summary);
  std::string out = fmt::format(
      "<h3>Summary</h3>\n<table class=\"summary\">\n<tr><th>verdict</th><th "
      "class=\"num\">tests</th><th class=\"num\">of all tests</th></tr>\n"
      "<tr><td>tests</td><td class=\"num\" data-count=\"tests\">{}</td><td "
      "class=\"num\">100%</td></tr>\n",
      summary.total);
  for (Verdict verdict : kSummaryOrder) {
    const std::string_view name = verdictName(verdict);
    out += fmt::format(
        "<tr class=\"{}\"><td>{}</td><td class=\"num\" data-count=\"{}\">{}</td><td "
        "class=\"num\">{}</td></tr>\n",
        verdictClass(verdict), name, name, summary.count(verdict),
        percentText(summary.count(verdict), summary.total));
  }
  out += fmt::format(
      "<tr><td>judged</td><td class=\"num\" data-count=\"judged\">{}</td><td "
      "class=\"num\">{}</td></tr>\n"
      "<tr><th>pass rate</th><td class=\"num\" data-count=\"pass-rate\">{}</td><td "
      "class=\"num\">{} / {}</td></tr>\n</table>\n",
      judged, percentText(judged, summary.total), passRateText(summary),
      summary.count(Verdict::kPass), judged);
  return out;
}

std::string matrixCell(const RunSummary* cell) {
  if (!cell) return "<td class=\"empty\"></td>";
  std::string breakdown;
  for (Verdict verdict : kSummaryOrder)
    if (cell->count(verdict) > 0)
      breakdown += fmt::format("{}{} {}", breakdown.empty() ? "" : ", ", cell->count(verdict),
                               verdictName(verdict));
  const int64_t judged = judgedCount(*cell);
  std::optional<double> rate = passRate(*cell);
  if (!rate)
    return fmt::format("<td class=\"unjudged\" title=\"{}\">0/0</td>", xmlEscape(breakdown, false));
  return fmt::format(
      "<td style=\"background: {}\" title=\"{}\" data-pass=\"{}\" data-judged=\"{}\">{}/{}</td>",
      passRateColour(*rate), xmlEscape(breakdown, false), cell->count(Verdict::kPass), judged,
      cell->count(Verdict::kPass), judged);
}

std::string matrixSection(const std::vector<TestResult>& results) {
  const OpTypeMatrix matrix = opTypeMatrix(results);
  std::string out =
      "<h3>Ops × element types</h3>\n<p class=\"definition\">Each cell is pass / judged for the "
      "tests filed under that op and element type, coloured from red (0%) to green (100%); "
      "grey: tests there, none judged (hover for the verdicts). A test is filed under the op "
      "its failure's clause names, else the op its file is named for, else its one computing "
      "op; and under the element type its name ends in, else its one element type (i1 aside). "
      "</p>\n<div class=\"scroll\"><table class=\"matrix\">\n<tr><th>op</th>";
  for (const std::string& type : matrix.types)
    out += fmt::format("<th>{}</th>", xmlEscape(type, false));
  out += "</tr>\n";
  for (const std::string& op : matrix.ops) {
    out += fmt::format("<tr><th>{}</th>", xmlEscape(op, false));
    for (const std::string& type : matrix.types) out += matrixCell(matrix.cell(op, type));
    out += "</tr>\n";
  }
  return out + "</table></div>\n";
}

std::string histogramSection(const std::vector<TestResult>& results) {
  UlpHistogram all;
  std::map<std::string, UlpHistogram> perOp;
  for (const TestResult& result : results) {
    if (!result.maxUlp) continue;
    all.add(*result.maxUlp);
    perOp[subjectOf(result).op].add(*result.maxUlp);
  }
  std::string out =
      "<h3>ULP error</h3>\n<p class=\"definition\">Tests per bucket of their largest distance in "
      "units in the last "
      "place between a test's results and the reference, over the tests that compared floating-"
      "point elements (pass or fail); buckets grow by powers of two.</p>\n";
  if (all.total == 0) return out + "<p>No test recorded a ULP error.</p>\n";
  out += "<div class=\"histograms\">\n" + svgHistogram(all, "all ops");
  if (perOp.size() > 1)
    for (const auto& [op, histogram] : perOp) out += svgHistogram(histogram, op, {360, 170});
  return out + "</div>\n";
}

std::string failureArticle(const TestResult& result, const ReportRun& run) {
  std::string out = fmt::format(
      "<article class=\"failure\">\n<h3>{} <span class=\"{}\">{}</span></h3>\n<dl>\n",
      xmlEscape(result.id, false), verdictClass(result.verdict), verdictName(result.verdict));
  auto item = [&](const char* term, const std::string& value) {
    if (!value.empty())
      out += fmt::format("<dt>{}</dt><dd>{}</dd>\n", term, xmlEscape(value, false));
  };
  item("Spec clause", result.clause.empty() ? "" : result.clause.str());
  item("Tier", result.tier.empty() ? "" : result.tier + " (" + result.decidedBy + ")");
  item("Mechanism", result.mechanism);
  for (const std::string& escape : result.escapes) item("Weighed", escape);
  item("Location", result.location.file.empty() && !result.location.known()
                       ? ""
                       : fmt::format("{}:{}:{}", result.location.file, result.location.line,
                                     result.location.col));
  item("Max ULP", result.maxUlp ? std::to_string(*result.maxUlp) : "");
  item("Reproducer", result.reproducer);
  out += "</dl>\n";
  if (!result.message.empty())
    out += fmt::format("<pre class=\"message\">{}</pre>\n", xmlEscape(result.message, false));
  if (!result.failures.empty()) {
    out +=
        "<table class=\"elements\"><tr><th>output</th><th>index</th><th>actual</th>"
        "<th>allowed</th><th class=\"num\">ulp</th></tr>\n";
    for (const ElementFailure& failure : result.failures)
      out += fmt::format(
          "<tr><td class=\"num\">{}</td><td>{}</td><td>{}</td><td>{}</td><td "
          "class=\"num\">{}</td></tr>\n",
          failure.output, xmlEscape(failure.index, false), xmlEscape(failure.actual, false),
          xmlEscape(failure.allowed, false), failure.ulp ? std::to_string(*failure.ulp) : "–");
    out += "</table>\n";
  }
  if (!result.divergences.empty()) {
    out +=
        "<table class=\"elements\"><tr><th>output</th><th>index</th><th>execution 1</th>"
        "<th>other execution</th></tr>\n";
    for (const ElementDivergence& d : result.divergences)
      out += fmt::format(
          "<tr><td class=\"num\">{}</td><td>{}</td><td>{}</td><td>{} (execution {})</td></tr>\n",
          d.output, xmlEscape(d.index, false), xmlEscape(d.first, false), xmlEscape(d.other, false),
          d.execution);
    out += "</table>\n";
  }
  if (auto it = run.reproducers.find(result.id); it != run.reproducers.end())
    out += fmt::format(
        "<details><summary>reproducer</summary><pre class=\"reproducer\">{}</pre></details>\n",
        xmlEscape(it->second, false));
  return out + "</article>\n";
}

std::string failuresSection(const ReportRun& run) {
  std::vector<const TestResult*> failing;
  for (const TestResult& result : run.document.results)
    if (isFailure(result.verdict)) failing.push_back(&result);
  std::string out = fmt::format("<h3>Failures ({})</h3>\n", failing.size());
  if (failing.empty()) out += "<p>None.</p>\n";
  for (size_t i = 0; i < failing.size() && i < kMaxFailuresShown; ++i)
    out += failureArticle(*failing[i], run);
  if (failing.size() > kMaxFailuresShown)
    out += fmt::format("<p>{} more failures are in {}.</p>\n", failing.size() - kMaxFailuresShown,
                       xmlEscape(run.source, false));
  // Neither passes nor failures: outputs that differ between executions,
  // and failures that passed on a retry.
  std::vector<const TestResult*> nondeterministic, flakes;
  for (const TestResult& result : run.document.results) {
    if (result.verdict == Verdict::kNondeterministic) nondeterministic.push_back(&result);
    if (!result.flaky.empty()) flakes.push_back(&result);
  }
  if (!nondeterministic.empty()) {
    out += fmt::format(
        "<h3>Nondeterministic ({}): executions of one compiled program on the same inputs gave "
        "different outputs</h3>\n",
        nondeterministic.size());
    for (size_t i = 0; i < nondeterministic.size() && i < kMaxFailuresShown; ++i)
      out += failureArticle(*nondeterministic[i], run);
  }
  if (!flakes.empty()) {
    out +=
        fmt::format("<h3>Flakes ({}): failed, then passed on a retry</h3>\n<ul>\n", flakes.size());
    for (size_t i = 0; i < flakes.size() && i < kMaxFailuresShown; ++i)
      out += fmt::format("<li>{}: {}, then {}</li>\n", xmlEscape(flakes[i]->id, false),
                         xmlEscape(flakes[i]->flaky, false), verdictName(flakes[i]->verdict));
    out += "</ul>\n";
  }
  return out;
}

std::string crossRunSection(const std::vector<ReportRun>& runs) {
  std::string header = "<tr><th></th>";
  for (size_t i = 0; i < runs.size(); ++i)
    header += fmt::format("<th>{}. {}<br>{}</th>", i + 1,
                          xmlEscape(runLabel(runs[i].document.info), false),
                          xmlEscape(runs[i].document.info.profile, false));
  header += "</tr>\n";
  std::string out =
      "<section id=\"cross-run\">\n<h2>Runs side by side</h2>\n<table class=\"totals\">\n" + header;
  auto totalsRow = [&](const std::string& label, const std::string& key, auto value) {
    out += fmt::format("<tr><td>{}</td>", label);
    for (const ReportRun& run : runs)
      out += fmt::format("<td class=\"num\" data-count=\"{}\">{}</td>", key,
                         value(run.document.summary));
    out += "</tr>\n";
  };
  totalsRow("tests", "tests", [](const RunSummary& s) { return std::to_string(s.total); });
  for (Verdict verdict : kSummaryOrder)
    totalsRow(std::string(verdictName(verdict)), std::string(verdictName(verdict)),
              [verdict](const RunSummary& s) { return std::to_string(s.count(verdict)); });
  totalsRow("judged", "judged", [](const RunSummary& s) { return std::to_string(judgedCount(s)); });
  totalsRow("pass rate", "pass-rate", [](const RunSummary& s) { return passRateText(s); });
  out += "</table>\n";

  std::vector<const std::vector<TestResult>*> results;
  for (const ReportRun& run : runs) results.push_back(&run.document.results);
  const std::vector<CrossRunRow> rows = crossRunRows(results);
  const auto differing =
      std::count_if(rows.begin(), rows.end(), [](const CrossRunRow& r) { return r.differs; });
  out += fmt::format(
      "<h3>Verdicts per test</h3>\n<p class=\"definition\">{} tests, {} with verdicts that differ "
      "between runs (listed first, marked red at the left); an empty cell: the run has no such "
      "test.</p>\n<table class=\"cross-run\">\n",
      rows.size(), differing);
  out += header;
  for (size_t i = 0; i < rows.size() && i < kMaxCrossRunRows; ++i) {
    out += fmt::format("<tr{}><td>{}</td>", rows[i].differs ? " class=\"differs\"" : "",
                       xmlEscape(rows[i].id, false));
    for (const std::optional<Verdict>& verdict : rows[i].verdicts)
      out += fmt::format("<td class=\"{}\">{}</td>", verdictClass(verdict),
                         verdict ? verdictName(*verdict) : "");
    out += "</tr>\n";
  }
  out += "</table>\n";
  if (rows.size() > kMaxCrossRunRows)
    out += fmt::format("<p>{} more tests not shown.</p>\n", rows.size() - kMaxCrossRunRows);
  return out + "</section>\n";
}

std::string inputErrorsSection(const std::vector<Diagnostic>& errors) {
  if (errors.empty()) return {};
  std::string out =
      "<div class=\"errors\" id=\"input-errors\">\n<h2>Inputs that could not be read</h2>\n<ul>\n";
  for (const Diagnostic& error : errors)
    out += fmt::format("<li>{}</li>\n", xmlEscape(error.message, false));
  return out + "</ul>\n</div>\n";
}

// The reproducer's text, when `path` (as recorded, or under reproducers/
// next to the results file) can be read; at most kMaxReproducerBytes.
std::optional<std::string> readReproducer(const std::string& path, const std::string& resultsPath) {
  fs::path file = path;
  std::error_code error;
  if (file.is_relative() && !fs::exists(file, error))
    file = fs::path(resultsPath).parent_path() / "reproducers" / file.filename();
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::string text(kMaxReproducerBytes, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<size_t>(in.gcount()));
  if (text.size() == kMaxReproducerBytes && in.peek() != EOF) text += "\n… (cut: the file goes on)";
  return text;
}

}  // namespace

Result<ReportRun> loadReportRun(const std::string& path) {
  Result<ResultsDocument> document = readResultsJson(path);
  if (!document.ok()) return document.takeError();
  ReportRun run{path, std::move(*document), {}};
  for (const TestResult& result : run.document.results)
    if (!result.reproducer.empty())
      if (std::optional<std::string> text = readReproducer(result.reproducer, path))
        run.reproducers[result.id] = std::move(*text);
  return run;
}

std::string htmlPageStart(const std::string& title, std::string_view extraStyle) {
  const std::string escaped = xmlEscape(title, false);
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      // No script runs and nothing is fetched, whatever an input file holds.
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src "
      "'unsafe-inline'; img-src data:\">\n"
      "<title>{}</title>\n<style>{}{}</style>\n</head>\n<body>\n<h1>{}</h1>\n",
      escaped, kStyle, extraStyle, escaped);
}

std::string percentText(int64_t part, int64_t whole) {
  return whole == 0 ? "–" : fmt::format("{:.1f}%", 100.0 * part / whole);
}

std::string htmlReport(const ReportInputs& inputs) {
  std::string out = htmlPageStart("hlo-cts conformance report");
  out += fmt::format("<p>Generated {} from {} results file{}.</p>\n",
                     xmlEscape(inputs.generatedAt, false), inputs.runs.size(),
                     inputs.runs.size() == 1 ? "" : "s");
  out += inputErrorsSection(inputs.errors);
  out +=
      "<p class=\"definition\"><b>Pass rate</b> = pass / judged. <b>Judged</b> = pass + fail + "
      "crash + timeout + compile-rejected + accepted-invalid: the tests whose verdict says "
      "something about the backend. Not judged: not-supported (the backend declared it cannot "
      "run the test), inconclusive (the oracle could not decide what the spec allows) and "
      "bad-test (the test's own expected values are wrong).</p>\n";
  out += "<nav><ul>\n";
  if (inputs.runs.size() > 1) out += "<li><a href=\"#cross-run\">Runs side by side</a></li>\n";
  for (size_t i = 0; i < inputs.runs.size(); ++i)
    out += fmt::format("<li><a href=\"#run{}\">Run {}: {}</a></li>\n", i, i + 1,
                       xmlEscape(runLabel(inputs.runs[i].document.info), false));
  out += "</ul></nav>\n";
  if (inputs.runs.size() > 1) out += crossRunSection(inputs.runs);
  for (size_t i = 0; i < inputs.runs.size(); ++i) {
    const ReportRun& run = inputs.runs[i];
    out += fmt::format("<section id=\"run{}\">\n<h2>Run {}: {}</h2>\n", i, i + 1,
                       xmlEscape(runLabel(run.document.info), false));
    out += runInfoList(run);
    out += summaryTable(run.document.summary);
    out += matrixSection(run.document.results);
    out += histogramSection(run.document.results);
    out += failuresSection(run);
    out += "</section>\n";
  }
  return out + "</body>\n</html>\n";
}

Result<std::string> writeHtmlReport(const std::string& dir, const ReportInputs& inputs) {
  std::error_code error;
  fs::create_directories(dir, error);
  if (error)
    return makeError(fmt::format("cannot create {}: {}", dir, error.message()), {dir},
                     DiagnosticKind::kIo);
  const std::string path = (fs::path(dir) / "index.html").string();
  if (Status s = writeFileAtomically(path, htmlReport(inputs)); !s.ok()) return s.error();
  return path;
}

}  // namespace hlo_cts::reports
