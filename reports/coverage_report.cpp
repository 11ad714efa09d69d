#include "reports/coverage_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "reports/html_report.h"
#include "reports/junit.h"
#include "reports/results_json.h"

namespace hlo_cts::reports {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// Whether the op has a positive test on every element type it owes one.
// An op that owes none is judged as a whole: one whose inputs carry no
// element type (after_all, get_tuple_element, a quantized operand's
// uniform_dequantize) by its positive tests, one whose semantics no type
// defines (custom_call) as complete, since no positive test can exist.
bool allTypesCovered(const OpCoverage& op, bool commonOnly) {
  bool anyRequired = false, anyAccepted = false;
  for (const ElementTypeCoverage& type : op.elementTypes) {
    anyAccepted = anyAccepted || type.accepted;
    if (!type.required() || (commonOnly && !type.common)) continue;
    anyRequired = true;
    if (!type.tests.covered()) return false;
  }
  if (anyRequired) return true;
  return anyAccepted || op.tests.covered();
}

json testsJson(const CoveringTests& tests) {
  return {{"count", tests.count}, {"first", tests.first}};
}

json clauseJson(const ClauseCoverage& clause) {
  json out = {{"id", clause.id},
              {"text", clause.text},
              {"origin", clause.origin},
              {"inSeedSpec", clause.inSeedSpec},
              {"versions", clause.versions},
              {"appliesTo", clause.appliesTo},
              {"positive", testsJson(clause.positive)},
              {"negative", testsJson(clause.negative)}};
  if (!clause.subject.empty()) out["subject"] = clause.subject;
  return out;
}

json opJson(const OpCoverage& op) {
  json constraints = json::array(), types = json::array(), points = json::array();
  for (const ClauseCoverage& clause : op.constraints) constraints.push_back(clauseJson(clause));
  for (const ElementTypeCoverage& type : op.elementTypes) {
    json entry = {{"type", type.type},
                  {"accepted", type.accepted},
                  {"common", type.common},
                  {"tests", testsJson(type.tests)}};
    if (!type.undefined.empty()) entry["undefinedSemantics"] = type.undefined;
    if (!type.unrealizable.empty()) entry["noValidProgram"] = type.unrealizable;
    types.push_back(std::move(entry));
  }
  for (const PointCoverage& point : op.points)
    points.push_back({{"id", point.id},
                      {"text", point.text},
                      {"kind", point.kind},
                      {"tests", testsJson(point.tests)}});
  return {{"op", op.name},
          {"family", op.family},
          {"origin", op.origin},
          {"tests", testsJson(op.tests)},
          {"constraints", std::move(constraints)},
          {"elementTypes", std::move(types)},
          {"points", std::move(points)}};
}

json totalsJson(const CoverageTotals& t) {
  return {{"constraints", t.constraints},
          {"positive", t.positive},
          {"negative", t.negative},
          {"seedConstraints", t.seedConstraints},
          {"seedPositive", t.seedPositive},
          {"seedNegative", t.seedNegative},
          {"typeClauses", t.typeClauses},
          {"typeClausesNegative", t.typeClausesNegative},
          {"ops", t.ops},
          {"opsWithPositive", t.opsWithPositive},
          {"opsAllAcceptedTypes", t.opsAllAcceptedTypes},
          {"opsAllCommonTypes", t.opsAllCommonTypes},
          {"points", t.points},
          {"pointsHit", t.pointsHit}};
}

// ---------------------------------------------------------------------------
// The page.

constexpr const char* kCoverageStyle = R"(
.covered { background: #c8ecc8; } .uncovered { background: #f6c3c3; }
.partial { background: #f7e3b5; } .na { background: #f4f4f4; color: #777; }
.op-detail { border: 1px solid #ddd; padding: 4px 12px; margin: 12px 0; }
.op-detail h3 { font-family: ui-monospace, monospace; }
td.tests { font-family: ui-monospace, monospace; font-size: 12px; overflow-wrap: anywhere; }
.types span { display: inline-block; margin: 1px 2px; padding: 0 4px; border-radius: 3px; }
)";

std::string escaped(const std::string& text) {
  return xmlEscape(text, false);
}

// The colour class of part covered out of whole.
const char* coverageClass(int64_t part, int64_t whole) {
  return whole == 0 ? "na" : part == whole ? "covered" : part == 0 ? "uncovered" : "partial";
}

std::string testsCell(const CoveringTests& tests) {
  if (!tests.covered()) return "<td class=\"tests uncovered\">none</td>";
  std::string names;
  for (const std::string& id : tests.first) names += (names.empty() ? "" : "<br>") + escaped(id);
  if (tests.count > static_cast<int64_t>(tests.first.size()))
    names += fmt::format("<br>… {} tests in all", tests.count);
  return fmt::format("<td class=\"tests covered\">{}</td>", names);
}

std::string totalsRow(const std::string& label, const std::string& key, int64_t part,
                      int64_t whole) {
  return fmt::format(
      "<tr><td>{}</td><td class=\"num\" data-count=\"{}\">{}</td><td class=\"num\">{}</td><td "
      "class=\"num {}\">{}</td></tr>\n",
      label, key, part, whole, coverageClass(part, whole), percentText(part, whole));
}

std::string totalsSection(const CoverageReport& report) {
  const CoverageTotals t = coverageTotals(report);
  std::string out =
      "<h2>Totals</h2>\n<table class=\"totals\">\n<tr><th></th><th class=\"num\">covered</th>"
      "<th class=\"num\">of</th><th class=\"num\"></th></tr>\n";
  out += totalsRow("constraints with a positive test", "positive", t.positive, t.constraints);
  out += totalsRow("constraints with a negative test", "negative", t.negative, t.constraints);
  out += totalsRow("seed-spec constraints with a positive test", "seed-positive", t.seedPositive,
                   t.seedConstraints);
  out += totalsRow("seed-spec constraints with a negative test", "seed-negative", t.seedNegative,
                   t.seedConstraints);
  out += totalsRow("type-definition clauses with a negative test", "type-negative",
                   t.typeClausesNegative, t.typeClauses);
  out += totalsRow("ops with a positive test", "ops-positive", t.opsWithPositive, t.ops);
  out += totalsRow("ops with positive tests on every accepted element type", "ops-all-types",
                   t.opsAllAcceptedTypes, t.ops);
  out += totalsRow("ops with positive tests on every accepted common element type",
                   "ops-common-types", t.opsAllCommonTypes, t.ops);
  out += totalsRow("coverage points hit", "points", t.pointsHit, t.points);
  out += "</table>\n";
  const CoverageTestCounts& n = report.tests;
  out += fmt::format(
      "<p>Tests counted: <span data-count=\"tests-positive\">{}</span> positive, <span "
      "data-count=\"tests-negative\">{}</span> negative; {} not run with a counted verdict; {} "
      "files could not be loaded; values evaluated on the oracle for {} positive tests ({} "
      "could not be, within the time budget or at all).</p>\n",
      n.positive, n.negative, n.notRun, n.unloadable, n.valuesEvaluated, n.valuesNotEvaluated);
  return out;
}

std::string definitionsParagraph(const CoverageReport& report) {
  std::string counted =
      report.results.empty()
          ? "every test extracted from the inputs counts"
          : fmt::format(
                "a test counts only when the results files record it with one of the "
                "verdicts {}",
                fmt::join(report.countedVerdicts, ", "));
  return fmt::format(
      "<p class=\"definition\">What <b>covered</b> means here: a constraint has a <b>positive</b> "
      "test when a test program that verified holds an instance of the op to which the clause "
      "applies (the checker evaluated the clause there and it held; clauses that begin \"if the "
      "operation uses quantized tensors\" and the like apply only to such instances); it has a "
      "<b>negative</b> test when a test's first checker error cites exactly that clause. An "
      "element type is covered when an instance's first operand has it; attribute features and "
      "element classes come from the catalogue's predicates on the instance, special values "
      "(NaN, inf, -0, subnormals) from the operands' values the oracle computed, for ops of the "
      "test's entry function. Computed from the programs, not from tags; {}.</p>\n",
      escaped(counted));
}

std::string opTable(const CoverageReport& report) {
  std::string out =
      "<h2>Ops</h2>\n<div class=\"scroll\"><table class=\"ops\">\n<tr><th>op</th><th>origin</th>"
      "<th class=\"num\">tests</th><th class=\"num\">constraints +</th><th "
      "class=\"num\">constraints −</th><th class=\"num\">element types</th><th "
      "class=\"num\">points</th></tr>\n";
  for (const OpCoverage& op : report.ops) {
    int64_t positive = 0, negative = 0, accepted = 0, typesHit = 0, pointsHit = 0;
    for (const ClauseCoverage& c : op.constraints) {
      positive += c.positive.covered();
      negative += c.negative.covered();
    }
    for (const ElementTypeCoverage& type : op.elementTypes)
      if (type.required()) {
        ++accepted;
        typesHit += type.tests.covered();
      }
    for (const PointCoverage& point : op.points) pointsHit += point.tests.covered();
    auto cell = [](int64_t part, int64_t whole) {
      return fmt::format("<td class=\"num {}\">{}/{}</td>", coverageClass(part, whole), part,
                         whole);
    };
    const int64_t total = static_cast<int64_t>(op.constraints.size());
    out +=
        fmt::format("<tr><td><a href=\"#op-{}\">{}</a></td><td>{}</td><td class=\"num {}\">{}</td>",
                    escaped(op.name), escaped(op.name), escaped(op.origin),
                    op.tests.covered() ? "covered" : "uncovered", op.tests.count);
    out += cell(positive, total) + cell(negative, total) + cell(typesHit, accepted) +
           cell(pointsHit, static_cast<int64_t>(op.points.size())) + "</tr>\n";
  }
  return out + "</table></div>\n";
}

std::string clauseRows(const std::vector<ClauseCoverage>& clauses) {
  std::string out =
      "<table class=\"clauses\">\n<tr><th>clause</th><th>text</th><th>origin</th><th>applies "
      "to</th><th>positive tests</th><th>negative tests</th></tr>\n";
  for (const ClauseCoverage& c : clauses)
    out += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td>{}{}</tr>\n",
                       escaped(c.subject.empty() ? c.id : c.subject + " (" + c.id + ")"),
                       escaped(c.text), escaped(c.origin), escaped(c.appliesTo),
                       testsCell(c.positive), testsCell(c.negative));
  return out + "</table>\n";
}

std::string opDetail(const OpCoverage& op) {
  std::string out = fmt::format(
      "<article class=\"op-detail\" id=\"op-{}\">\n<h3>{}</h3>\n<p>{} positive tests hold an "
      "instance.</p>\n",
      escaped(op.name), escaped(op.name), op.tests.count);
  if (!op.constraints.empty()) out += clauseRows(op.constraints);
  if (!op.elementTypes.empty()) {
    out += "<p class=\"types\">Element types: ";
    for (const ElementTypeCoverage& type : op.elementTypes)
      out += fmt::format(
          "<span class=\"{}\" title=\"{} tests{}\">{}</span>",
          type.tests.covered() ? "covered"
          : type.required()    ? "uncovered"
                               : "na",
          type.tests.count,
          !type.accepted               ? "; not accepted"
          : !type.undefined.empty()    ? "; semantics undefined: " + escaped(type.undefined)
          : !type.unrealizable.empty() ? "; no valid program: " + escaped(type.unrealizable)
                                       : std::string(),
          escaped(type.type));
    out += "</p>\n";
  }
  if (!op.points.empty()) {
    out += "<table class=\"points\">\n<tr><th>point</th><th>kind</th><th>tests</th></tr>\n";
    for (const PointCoverage& point : op.points)
      out +=
          fmt::format("<tr><td>{} <small>{}</small></td><td>{}</td>{}</tr>\n", escaped(point.text),
                      escaped(point.id), escaped(point.kind), testsCell(point.tests));
    out += "</table>\n";
  }
  return out + "</article>\n";
}

std::string uncoveredSection(const CoverageReport& report) {
  std::string out =
      "<section id=\"uncovered\">\n<h2>Not covered</h2>\n<table class=\"uncovered-list\">\n"
      "<tr><th>op</th><th>no positive test</th><th>no negative test</th><th>accepted element "
      "types without a test</th><th>points not hit</th></tr>\n";
  for (const OpCoverage& op : report.ops) {
    std::vector<std::string> positive, negative, types, points;
    for (const ClauseCoverage& c : op.constraints) {
      if (!c.positive.covered()) positive.push_back(c.id);
      if (!c.negative.covered()) negative.push_back(c.id);
    }
    for (const ElementTypeCoverage& type : op.elementTypes)
      if (type.required() && !type.tests.covered()) types.push_back(type.type);
    for (const PointCoverage& point : op.points)
      if (!point.tests.covered()) points.push_back(point.id);
    if (positive.empty() && negative.empty() && types.empty() && points.empty()) continue;
    out += fmt::format(
        "<tr><td><a href=\"#op-{}\">{}</a></td><td>{}</td><td>{}</td><td>{}</td>"
        "<td>{}</td></tr>\n",
        escaped(op.name), escaped(op.name), escaped(fmt::format("{}", fmt::join(positive, " "))),
        escaped(fmt::format("{}", fmt::join(negative, " "))),
        escaped(fmt::format("{}", fmt::join(types, " "))),
        escaped(fmt::format("{}", fmt::join(points, " "))));
  }
  for (const ClauseCoverage& c : report.typeClauses)
    if (!c.negative.covered())
      out += fmt::format("<tr><td>{}</td><td></td><td>{}</td><td></td><td></td></tr>\n",
                         escaped(c.subject), escaped(c.id));
  return out + "</table>\n</section>\n";
}

}  // namespace

// Callers add each test once per thing it covers; `first` keeps the
// smallest ids, so the names shown do not depend on the order tests came in.
void CoveringTests::add(const std::string& testId) {
  auto at = std::lower_bound(first.begin(), first.end(), testId);
  if (at != first.end() && *at == testId) return;
  ++count;
  first.insert(at, testId);
  if (first.size() > kMaxNamedTests) first.pop_back();
}

CoverageTotals coverageTotals(const CoverageReport& report) {
  CoverageTotals t;
  for (const OpCoverage& op : report.ops) {
    ++t.ops;
    t.opsWithPositive += op.tests.covered();
    t.opsAllAcceptedTypes += allTypesCovered(op, false);
    t.opsAllCommonTypes += allTypesCovered(op, true);
    for (const ClauseCoverage& c : op.constraints) {
      ++t.constraints;
      t.positive += c.positive.covered();
      t.negative += c.negative.covered();
      if (!c.inSeedSpec) continue;
      ++t.seedConstraints;
      t.seedPositive += c.positive.covered();
      t.seedNegative += c.negative.covered();
    }
    for (const PointCoverage& point : op.points) {
      ++t.points;
      t.pointsHit += point.tests.covered();
    }
  }
  for (const ClauseCoverage& c : report.typeClauses) {
    ++t.typeClauses;
    t.typeClausesNegative += c.negative.covered();
  }
  return t;
}

std::string coverageTotalsText(const CoverageReport& report) {
  const CoverageTotals t = coverageTotals(report);
  auto line = [](const char* what, int64_t part, int64_t whole) {
    return fmt::format("{}: {} of {} ({})\n", what, part, whole, percentText(part, whole));
  };
  return fmt::format("tests: {} positive, {} negative, {} not run, {} unloadable files\n",
                     report.tests.positive, report.tests.negative, report.tests.notRun,
                     report.tests.unloadable) +
         line("constraints with a positive test", t.positive, t.constraints) +
         line("constraints with a negative test", t.negative, t.constraints) +
         line("seed-spec constraints with a positive test", t.seedPositive, t.seedConstraints) +
         line("seed-spec constraints with a negative test", t.seedNegative, t.seedConstraints) +
         line("type-definition clauses with a negative test", t.typeClausesNegative,
              t.typeClauses) +
         line("ops with a positive test", t.opsWithPositive, t.ops) +
         line("ops with positive tests on every accepted element type", t.opsAllAcceptedTypes,
              t.ops) +
         line("ops with positive tests on every accepted common element type", t.opsAllCommonTypes,
              t.ops) +
         line("coverage points hit", t.pointsHit, t.points);
}

std::string coverageJsonText(const CoverageReport& report) {
  json ops = json::array(), typeClauses = json::array();
  for (const OpCoverage& op : report.ops) ops.push_back(opJson(op));
  for (const ClauseCoverage& clause : report.typeClauses) typeClauses.push_back(clauseJson(clause));
  const CoverageTestCounts& n = report.tests;
  json document = {{"format", "hlo-cts-coverage"},
                   {"version", 1},
                   {"generatedAt", report.generatedAt},
                   {"inputs", report.inputs},
                   {"results", report.results},
                   {"countedVerdicts", report.countedVerdicts},
                   {"tests",
                    {{"positive", n.positive},
                     {"negative", n.negative},
                     {"notRun", n.notRun},
                     {"unloadable", n.unloadable},
                     {"valuesEvaluated", n.valuesEvaluated},
                     {"valuesNotEvaluated", n.valuesNotEvaluated}}},
                   {"totals", totalsJson(coverageTotals(report))},
                   {"ops", std::move(ops)},
                   {"typeClauses", std::move(typeClauses)},
                   {"errors", report.errors}};
  return document.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

std::string coverageHtml(const CoverageReport& report) {
  std::string out = htmlPageStart("hlo-cts spec coverage", kCoverageStyle);
  out += fmt::format(
      "<p>Generated {} from {}{}.</p>\n", escaped(report.generatedAt),
      escaped(fmt::format("{}", fmt::join(report.inputs, ", "))),
      report.results.empty()
          ? ""
          : escaped(fmt::format(" and the results {}", fmt::join(report.results, ", "))));
  if (!report.errors.empty()) {
    out +=
        "<div class=\"errors\" id=\"input-errors\">\n<h2>Files that could not be "
        "loaded</h2>\n<ul>\n";
    for (const std::string& error : report.errors) out += "<li>" + escaped(error) + "</li>\n";
    out += "</ul>\n</div>\n";
  }
  out += totalsSection(report) + definitionsParagraph(report);
  out +=
      "<nav><ul><li><a href=\"#uncovered\">Not covered</a></li><li><a "
      "href=\"#type-clauses\">Type-definition clauses</a></li></ul></nav>\n";
  out += opTable(report);
  out += "<h2>Per op</h2>\n";
  for (const OpCoverage& op : report.ops) out += opDetail(op);
  out += "<h2 id=\"type-clauses\">Type-definition clauses</h2>\n" + clauseRows(report.typeClauses);
  out += uncoveredSection(report);
  return out + "</body>\n</html>\n";
}

Result<std::vector<std::string>> writeCoverageReport(const std::string& dir,
                                                     const CoverageReport& report, bool jsonOnly) {
  std::error_code error;
  fs::create_directories(dir, error);
  if (error)
    return makeError(fmt::format("cannot create {}: {}", dir, error.message()), {dir},
                     DiagnosticKind::kIo);
  std::vector<std::string> written = {(fs::path(dir) / "coverage.json").string()};
  if (Status s = writeFileAtomically(written.back(), coverageJsonText(report)); !s.ok())
    return s.error();
  if (jsonOnly) return written;
  written.push_back((fs::path(dir) / "coverage.html").string());
  if (Status s = writeFileAtomically(written.back(), coverageHtml(report)); !s.ok())
    return s.error();
  return written;
}

}  // namespace hlo_cts::reports
