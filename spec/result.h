// Errors are values: every fallible library call returns Result<T>, which
// holds either a T or a Diagnostic. Library code never aborts on bad input.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace hlo_cts {

// A position in a source text. line/col are 1-based; 0 means unknown.
struct SourceLocation {
  std::string file;
  int line = 0;
  int col = 0;
  bool known() const { return line > 0; }
};

// One finding: where, what, and (when a spec constraint is at stake) which
// clause, e.g. "gather (C7)".
struct Diagnostic {
  enum class Severity { kError, kWarning, kNote };
  Severity severity = Severity::kError;
  SourceLocation location;
  std::string message;
  std::string clause;  // "" when no spec clause applies

  // "file:line:col: error: message" (the clause, when present, is already part
  // of the message as the caller wants it shown).
  std::string str() const;
};

Diagnostic makeError(std::string message, SourceLocation location = {});

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : state_(std::move(value)) {}
  Result(Diagnostic error) : state_(std::move(error)) {}

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }

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
