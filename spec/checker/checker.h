// The constraint checker: verifies a Module against the op catalogue.
//
// Per op: structure (operand/result/region counts, attribute presence and
// kinds), the type categories of the spec's Inputs/Outputs tables (cited as
// "(I1)".."(In)" for inputs and "(O1)".. for outputs), and every numbered
// constraint, cited by id: "stablehlo.gather (C7): <what is wrong>".
// Whole program: SSA dominance, function/call/return types, region
// terminators, token threading, and the helper ops of the test corpus
// (check.*, interpreter.*).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "spec/ir.h"
#include "spec/ops/catalogue.h"
#include "spec/result.h"

namespace hlo_cts::checker {

struct CheckOptions {
  // Report ops of unknown dialects (anything but builtin, func, stablehlo,
  // chlo, check, interpreter) as errors instead of ignoring them.
  bool rejectUnknownDialects = false;
  // The spec version whose clauses apply (today's by default); a clause
  // that holds in one version only says so in its diagnostic.
  ops::SpecVersion specVersion = ops::SpecVersion::kCurrent;
};

// The version a source split (a `// -----` piece of a suite file) asks to
// be checked under, with a line `// spec-version: NAME`; nullopt when it
// has none or names no version.
std::optional<ops::SpecVersion> splitSpecVersion(std::string_view splitText);

// All findings for a module, in source order. Errors have
// severity kError; legacy spellings and token forks are warnings.
std::vector<Diagnostic> checkModule(const Module& module, const CheckOptions& options = {});

// One op against its catalogue definition (no whole-program rules). Ops
// missing from the catalogue give an "unknown op" error.
std::vector<Diagnostic> checkOperation(const Operation& op, const ops::OpContext& context);

// Number of errors (warnings and notes excluded).
size_t countErrors(const std::vector<Diagnostic>& diagnostics);

// The clause a diagnostic cites, e.g. "stablehlo.gather (C7)"; empty for
// structural findings.
inline std::string citedClause(const Diagnostic& d) {
  return d.clause.str();
}

// A module the checker found free of errors: the only input the oracle's
// evaluator (and every backend) accepts, so no layer after the checker
// restates a constraint. It refers to the Module it verified, which must
// outlive it and stay unchanged.
class VerifiedModule {
 public:
  const Module& module() const { return *module_; }

 private:
  friend struct Verification;
  explicit VerifiedModule(const Module& module) : module_(&module) {}
  const Module* module_;
};

// The outcome of verify(): every diagnostic, and the verified module when
// none of them is an error.
struct Verification {
  std::vector<Diagnostic> diagnostics;
  std::optional<VerifiedModule> verified;

  bool ok() const { return verified.has_value(); }
  // The first error (for callers that report one), or a default Diagnostic.
  Diagnostic firstError() const;

  static Verification of(const Module& module, const CheckOptions& options = {});
};

// checkModule, then a VerifiedModule when no error was found.
inline Verification verify(const Module& module, const CheckOptions& options = {}) {
  return Verification::of(module, options);
}

}  // namespace hlo_cts::checker
