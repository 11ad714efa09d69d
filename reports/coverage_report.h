// The spec-coverage report (`hlo-cts coverage`): which clauses of the spec
// the tests exercise, per op, per constraint (positive and negative), per
// element type and per semantic case (the catalogue's coverage points).
// This is the model and its writers; tools/runner/coverage.h fills it from
// the programs themselves (the checker and the oracle see them), so nothing
// here depends on hand-written tags.
//
// coverage.json (format "hlo-cts-coverage", version 1), every list in a
// stable order (ops and clauses as the catalogue orders them, element types
// in the element-type list's order, test ids sorted):
//
//   {
//     "format": "hlo-cts-coverage", "version": 1,
//     "generatedAt": "2026-11-25T14:00:00Z",
//     "inputs": ["suites/negative", ...], "results": ["r.json", ...],
//     "countedVerdicts": ["pass", "fail", "accepted-invalid"],  // [] without results
//     "tests": {"positive": 12, "negative": 900, "notRun": 0, "unloadable": 0,
//               "valuesEvaluated": 10, "valuesNotEvaluated": 2},
//     "totals": {"constraints": 1200, "positive": 300, "negative": 1100,
//                "seedConstraints": 800, "seedPositive": 200, "seedNegative": 790,
//                "typeClauses": 9, "typeClausesNegative": 9,
//                "ops": 120, "opsWithPositive": 40,
//                "opsAllAcceptedTypes": 2, "opsAllCommonTypes": 5,
//                "points": 500, "pointsHit": 100},
//     "ops": [
//       {"op": "stablehlo.abs", "family": "elementwise", "origin": "seed spec",
//        "tests": {"count": 3, "first": ["a.mlir::abs_f32", ...]},
//        "constraints": [
//          {"id": "C1", "text": "...", "origin": "seed spec", "inSeedSpec": true,
//           "versions": ["seed", "current"],
//           "appliesTo": "any instance",
//           "positive": {"count": 3, "first": [...]}, "negative": {"count": 1, "first": [...]}}],
//        "elementTypes": [{"type": "f32", "accepted": true, "common": true,
//                          "tests": {"count": 1, "first": [...]}},
//                         {"type": "complex<f32>", ..., "undefinedSemantics": "why"},
//                         {"type": "f16", ..., "noValidProgram": "why"}],
//        "points": [{"id": "value:nan", "text": "NaN inputs", "kind": "special value",
//                    "tests": {"count": 0, "first": []}}]},
//       ...],
//     "typeClauses": [ same shape as a constraint, plus "subject" ],
//     "errors": ["file: why it could not be loaded", ...]
//   }
//
// "positive" of a constraint: tests that verified and hold an instance of
// the op to which the clause applies (see appliesTo): the checker evaluated
// the clause on it and it held. "negative": tests whose first checker error
// cites exactly that clause. "first" holds at most kMaxNamedTests ids.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "spec/result.h"

namespace hlo_cts::reports {

inline constexpr size_t kMaxNamedTests = 5;

// The tests that cover something: how many, and the first few ids (sorted).
struct CoveringTests {
  int64_t count = 0;
  std::vector<std::string> first;

  void add(const std::string& testId);
  bool covered() const { return count > 0; }
};

struct ClauseCoverage {
  std::string id = {};       // "C7"
  std::string text = {};     // the clause, English
  std::string subject = {};  // type clauses: "quantized tensor type"; empty for an op's
  std::string origin = {};   // originName(): "seed spec", "current spec", "MLIR", "CHLO"
  bool inSeedSpec = false;   // a clause of the seed spec that holds there
  std::vector<std::string> versions = {};  // "seed", "current"
  std::string appliesTo = {};              // "any instance", "quantized instances", ...
  CoveringTests positive = {};
  CoveringTests negative = {};
};

struct ElementTypeCoverage {
  std::string type = {};  // "f32"
  bool accepted = false;  // the op's first operand category admits it
  bool common = false;    // one of the generators' default mix
  // Why the op's semantics are undefined on this type (OpDef::undefinedOn):
  // accepted, yet no positive test can exist; outside the totals.
  std::string undefined = {};
  // Why no valid program carries this type (OpDef::unrealizableOn): accepted
  // by the inputs' categories, ruled out by a constraint; outside the totals.
  std::string unrealizable = {};
  CoveringTests tests = {};
  // Whether a positive test must reach this type.
  bool required() const { return accepted && undefined.empty() && unrealizable.empty(); }
};

struct PointCoverage {
  std::string id = {};    // "value:nan"
  std::string text = {};  // "NaN inputs"
  std::string kind = {};  // "element class", "special value", "attribute feature"
  CoveringTests tests = {};
};

struct OpCoverage {
  std::string name = {};  // "stablehlo.abs"
  std::string family = {};
  std::string origin = {};
  CoveringTests tests = {};  // positive tests holding an instance
  std::vector<ClauseCoverage> constraints = {};
  std::vector<ElementTypeCoverage> elementTypes = {};  // accepted ones, then any other used
  std::vector<PointCoverage> points = {};
};

struct CoverageTestCounts {
  int64_t positive = 0;
  int64_t negative = 0;
  int64_t notRun = 0;              // extracted, but not run with a counted verdict in the results
  int64_t unloadable = 0;          // files that could not be read or parsed
  int64_t valuesEvaluated = 0;     // positive tests whose values the oracle computed
  int64_t valuesNotEvaluated = 0;  // ... that it could not (budget, not supported)
};

struct CoverageReport {
  std::string generatedAt;
  std::vector<std::string> inputs;
  std::vector<std::string> results;  // --results files; empty: every extracted test counts
  std::vector<std::string> countedVerdicts;
  CoverageTestCounts tests;
  std::vector<OpCoverage> ops;  // catalogue order
  std::vector<ClauseCoverage> typeClauses;
  std::vector<std::string> errors;
};

struct CoverageTotals {
  int64_t constraints = 0, positive = 0, negative = 0;
  int64_t seedConstraints = 0, seedPositive = 0, seedNegative = 0;
  int64_t typeClauses = 0, typeClausesNegative = 0;
  int64_t ops = 0, opsWithPositive = 0;
  // Ops with a positive test on every element type they accept (of the whole
  // list / of the generators' common mix); ops accepting no plain element
  // type are left out of both.
  int64_t opsAllAcceptedTypes = 0, opsAllCommonTypes = 0;
  int64_t points = 0, pointsHit = 0;
};
CoverageTotals coverageTotals(const CoverageReport& report);
// "constraints: 1200; with a positive test: 300 (25.0%); ..." one line each.
std::string coverageTotalsText(const CoverageReport& report);

std::string coverageJsonText(const CoverageReport& report);
std::string coverageHtml(const CoverageReport& report);

// Creates `dir` and writes coverage.json and, unless jsonOnly, coverage.html;
// returns the paths written.
Result<std::vector<std::string>> writeCoverageReport(const std::string& dir,
                                                     const CoverageReport& report, bool jsonOnly);

}  // namespace hlo_cts::reports
