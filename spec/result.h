// Errors are values: every fallible library call returns Result<T>, which
// holds either a T or a Diagnostic. Library code never aborts on bad input.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <variant>

#include "spec/op_id.h"

namespace hlo_cts {

// A position in a source text. line/col are 1-based; 0 means unknown.
struct SourceLocation {
  std::string file;
  int line = 0;
  int col = 0;
  bool known() const { return line > 0; }
};

// A numbered clause of the spec: constraint C7 of stablehlo.gather, input
// row I2 of an op's Inputs table, or a clause of a type definition
// ("quantized tensor type (C13)", op = kUnknown). Reports, coverage and the
// reducer's failure signatures key on it.
struct ClauseRef {
  OpId op = OpId::kUnknown;
  std::string id;       // "C7", "I2", "O1"; empty: no clause
  std::string subject;  // for clauses that are not an op's: "quantized tensor type"

  bool empty() const { return id.empty(); }
  // "stablehlo.gather (C7)"; "" when empty.
  std::string str() const;
  bool operator==(const ClauseRef&) const = default;
};

// What kind of finding a diagnostic is: callers branch on this, never on
// the message text.
enum class DiagnosticKind : uint8_t {
  kSyntax,        // the text does not parse
  kStructure,     // ill-formed IR beyond one clause (counts, dominance, attributes)
  kConstraint,    // the program breaks a clause of the spec (`clause` names it)
  kEvaluation,    // evaluating a verified program failed (a value-dependent clause)
  kLimit,         // a budget or limit of the evaluation stopped it
  kDeadline,      // the evaluation ran past its wall-clock deadline
  kNotSupported,  // valid, but this evaluator has no semantics for it
  kIo,            // a file could not be read or written
};
std::string_view diagnosticKindName(DiagnosticKind kind);

// One finding: where, what, which kind, and (when a spec clause is at stake)
// which clause.
struct Diagnostic {
  enum class Severity { kError, kWarning, kNote };
  Severity severity = Severity::kError;
  DiagnosticKind kind = DiagnosticKind::kStructure;
  SourceLocation location;
  std::string message;
  ClauseRef clause;

  // "file:line:col: error: message" (the clause, when present, is already part
  // of the message as the caller wants it shown).
  std::string str() const;
};

Diagnostic makeError(std::string message, SourceLocation location = {},
                     DiagnosticKind kind = DiagnosticKind::kStructure);

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : state_(std::move(value)) {}
  Result(Diagnostic error) : state_(std::move(error)) {}

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }

  // Reading the value of an error (or the error of a value) is a bug in the
  // caller; it throws std::bad_variant_access rather than reading garbage.
  T& value() & { return std::get<0>(state_); }
  const T& value() const& { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

  const Diagnostic& error() const { return std::get<1>(state_); }
  Diagnostic&& takeError() { return std::get<1>(std::move(state_)); }

 private:
  std::variant<T, Diagnostic> state_;
};

// Result<void>: success or a diagnostic.
class [[nodiscard]] Status {
 public:
  Status() = default;
  Status(Diagnostic error) : error_(std::move(error)), failed_(true) {}
  static Status success() { return {}; }

  bool ok() const { return !failed_; }
  explicit operator bool() const { return ok(); }
  const Diagnostic& error() const { return error_; }
  Diagnostic&& takeError() { return std::move(error_); }

 private:
  Diagnostic error_;
  bool failed_ = false;
};

}  // namespace hlo_cts
