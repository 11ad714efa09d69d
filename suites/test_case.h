// What a backend is judged on: a test is a plain StableHLO program, its
// concrete inputs, and the outputs to judge (issue "Backends and the runner").
// Test files come in the ecosystem's two conventions (docs/suites.md, "Test
// file conventions"): the interpreter's check dialect (zero-argument functions
// asserting with check.expect_*) and exported tests (@main calling private
// @inputs / @expected and asserting with custom_call @check.*). Both become the
// same form, so a backend only ever runs plain StableHLO:
//   * the test function becomes the entry @main of a new module, holding the
//     functions it reaches (callees, run_parallel programs) and nothing else;
//   * its inputs become @main's arguments, so a backend cannot fold the
//     computation away at compile time: in an exported test, the results
//     of calls to constant-only functions (@inputs), its other constants
//     being the program's own (a reproducer of a folding bug keeps them);
//     in the check dialect, which has no other way to give inputs, its
//     top-level constants (those that give a shape, like dynamic_reshape's
//     output_shape, stay constants);
//   * each assertion is removed and its operands made outputs (unless an
//     operand is an input or constant: that is the file's own expected
//     value), as are the values the function returns.
// A module that fails verification is a negative test: the backend must
// reject it.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "spec/checker/checker.h"
#include "spec/ir.h"
#include "spec/result.h"
#include "spec/tensor.h"

namespace hlo_cts::suites {

struct TestOutput {
  // What it is in the source: "check.expect_eq_const operand 0", "result 1".
  std::string origin;
  SourceLocation location;  // of the assertion or the return
};

// What a test file says about a test: the function attribute
//   hlo_cts.test = {kind = "positive", op = "stablehlo.abs", source = "...",
//                   features = ["..."], clauses = ["C1"]}
// Reports group and filter by it; coverage is computed from the program
// itself, never from these tags alone. Every field is optional.
struct TestMeta {
  std::string kind;    // "positive", "accuracy", "edge" (negative tests are the
                       // splits that fail verification)
  std::string op;      // the op under test, full name
  std::string source;  // where the test comes from ("StableHLO spec, abs, example 1")
  std::vector<std::string> features;
  std::vector<std::string> clauses;  // clause ids of `op` the test is written for

  bool empty() const {
    return kind.empty() && op.empty() && source.empty() && features.empty() && clauses.empty();
  }
};

// The metadata attribute of a test function; an error names the field that is
// not of the documented shape.
inline constexpr std::string_view kTestMetaAttribute = "hlo_cts.test";
Result<TestMeta> readTestMeta(const Operation& function);
// The attribute readTestMeta reads back as `meta` (empty fields left out).
Attribute testMetaAttribute(const TestMeta& meta);

struct TestCase {
  std::string id;        // "<file>::<function>", unique within a run
  std::string file;      // as shown in reports (relative to the root given)
  std::string function;  // the test function's name in the source, without '@'
  SourceLocation location;
  TestMeta meta;  // from the function's hlo_cts.test attribute

  // A negative test: the source module breaks a constraint. `program` is the
  // whole module as written; the backend must reject it.
  bool negative = false;
  Diagnostic violation;  // the checker's first error, for a negative test

  std::shared_ptr<const Module> program;                   // what the backend is given
  std::optional<checker::VerifiedModule> verifiedProgram;  // absent for a negative test
  std::string programText;                                 // its canonical text
  std::string entry = "main";
  std::vector<Tensor> inputs;  // one per entry argument
  std::vector<TestOutput> outputs;

  // The module (split) the test came from, kept for judging the file's own
  // assertions (BadTest) on the oracle.
  std::shared_ptr<const Module> source;
  std::optional<checker::VerifiedModule> verifiedSource;  // absent for a negative test
};

struct ExtractOptions {
  // Inputs as arguments (default) or as the constants the file wrote.
  bool constantsAsArguments = true;
  // The spec version programs are checked under. A split that names another
  // (a `// spec-version: seed` line: a negative test of a clause that only
  // that version has) is left out, since a program it rejects is valid
  // here. nullopt: every split under the version it names, unmarked ones
  // under today's (coverage counts each clause in its own version).
  std::optional<ops::SpecVersion> specVersion = ops::SpecVersion::kCurrent;
};

// The test cases of one file's text: one per test function (defined, public,
// no arguments) of each `// -----` split that verifies, one negative test
// per split that does not (see ExtractOptions::specVersion). An error only when the text does not
// parse.
Result<std::vector<TestCase>> extractTests(std::string_view text, const std::string& file,
                                           const ExtractOptions& options = {});

// One test function of a verified module as a TestCase (negative = false).
Result<TestCase> extractTest(std::shared_ptr<const Module> source, const FunctionView& function,
                             const std::string& file, const ExtractOptions& options = {});

// A module with `source`'s attributes, aliases and resources and no ops:
// what a program cut out of `source` goes into.
std::unique_ptr<Module> emptyModuleLike(const Module& source);

}  // namespace hlo_cts::suites
