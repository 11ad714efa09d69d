// The generated conformance suites (suites/ops/ and suites/edge/): for each op
// the program generator can make and each element type it makes it on, one
// small test program with its inputs inline and the oracle's values as the
// expected ones, in the exported-test convention (docs/suites.md). Each test is
// seeded from its own name, so `hlo-cts suite regenerate` rebuilds the
// checked-in files bit-identically on any machine, and a change to the
// generator or the oracle shows up as a diff.
//   ops   ordinary values (the generator's clean pool: ±0, ±1, midpoints,
//         powers of two, random finite values): what every backend must get
//         right within its profile.
//   edge  every element drawn from the special pool: NaN payloads, ±Inf,
//         subnormals, the largest finite values, integer extremes.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "spec/element_type.h"
#include "spec/op_id.h"
#include "spec/result.h"
#include "tools/runner/judge.h"

namespace hlo_cts::runner {

enum class SuiteKind { kOps, kEdge };
std::string_view suiteKindName(SuiteKind kind);  // "ops", "edge"

// The element types a suite tries each op on: every type a tensor can hold,
// generators::defaultElementTypes() first.
std::vector<ElementType> suiteElementTypes();

struct SuiteOptions {
  SuiteKind kind = SuiteKind::kOps;
  std::vector<OpId> ops;  // empty: every op of generators::generatableOps()
  // Tries with different seeds for an (op, element type) pair before the
  // type is taken as one the generator does not make the op on.
  int attempts = 24;
  JudgeOptions judge;  // the oracle's budgets and the profile of the asserted tolerances
};

struct SuiteFile {
  std::string path;  // relative to the suite's folder: "stablehlo/add.mlir"
  std::string text;
  std::vector<std::string> elementTypes;  // one test each, in order
};

// One file per op (ops with no test on any type are left out). `progress`,
// when given, is called with each op's name before it is generated. An
// error when the oracle cannot evaluate a generated program (a generator or
// oracle bug, named with the test).
Result<std::vector<SuiteFile>> generateSuite(
    const SuiteOptions& options, const std::function<void(std::string_view)>& progress = {});

}  // namespace hlo_cts::runner
