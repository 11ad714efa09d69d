// `hlo-cts report`'s output: one self-contained HTML page (inline CSS and
// SVG, no script, no font or file fetched) that shows one or several runs'
// results.json: each run's summary with its denominators, an op x
// element-type matrix coloured by pass rate, ULP-error histograms, every
// failure with its clause, message, location and reproducer, and, for
// several runs, their verdicts per test side by side. Every text from a
// results file is escaped (xmlEscape of reports/junit.h: HTML shares XML's
// five entities), and the page's Content-Security-Policy forbids scripts and
// network loads outright.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "reports/results_json.h"
#include "spec/result.h"

namespace hlo_cts::reports {

// One results.json as the report shows it.
struct ReportRun {
  std::string source;  // the path it was read from
  ResultsDocument document;
  // Test id -> the text of its reproducer file, for those that could be read
  // (at most kMaxReproducerBytes each); the page shows the path of the rest.
  std::map<std::string, std::string> reproducers;
};
inline constexpr size_t kMaxReproducerBytes = 64 * 1024;

// Reads `path` and the reproducers it names: at the path recorded, or when
// that is relative and absent, under reproducers/ next to `path` (results
// moved or copied as a folder).
Result<ReportRun> loadReportRun(const std::string& path);

struct ReportInputs {
  std::vector<ReportRun> runs;
  // Input files that could not be read, shown at the top of the page.
  std::vector<Diagnostic> errors;
  std::string generatedAt;  // ISO 8601
};

std::string htmlReport(const ReportInputs& inputs);

// What every hlo-cts HTML page starts with, up to and including its <h1>:
// the Content-Security-Policy that forbids scripts and network loads, the
// shared stylesheet plus `extraStyle`, and `title` (escaped) as title and
// heading. The coverage report shares it, so both pages look alike.
std::string htmlPageStart(const std::string& title, std::string_view extraStyle = {});
// "25.0%" of part / whole; "–" when whole is 0.
std::string percentText(int64_t part, int64_t whole);
// Creates `dir` and writes htmlReport() to `dir`/index.html; returns its path.
Result<std::string> writeHtmlReport(const std::string& dir, const ReportInputs& inputs);

}  // namespace hlo_cts::reports
