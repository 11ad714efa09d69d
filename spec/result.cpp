#include "spec/result.h"

#include <fmt/format.h>

namespace hlo_cts {

std::string Diagnostic::str() const {
  const char* severity_name = severity == Severity::kError     ? "error"
                              : severity == Severity::kWarning ? "warning"
                                                               : "note";
  std::string where;
  if (!location.file.empty()) where = location.file + ":";
  if (location.known()) where += fmt::format("{}:{}:", location.line, location.col);
  if (!where.empty()) where += " ";
  return fmt::format("{}{}: {}", where, severity_name, message);
}

Diagnostic makeError(std::string message, SourceLocation location, DiagnosticKind kind) {
  Diagnostic d;
  d.kind = kind;
  d.message = std::move(message);
  d.location = std::move(location);
  return d;
}

std::string ClauseRef::str() const {
  if (id.empty()) return {};
  return fmt::format("{} ({})", op == OpId::kUnknown ? subject : std::string(opName(op)), id);
}

std::string_view diagnosticKindName(DiagnosticKind kind) {
  switch (kind) {
    case DiagnosticKind::kSyntax:
      return "syntax";
    case DiagnosticKind::kStructure:
      return "structure";
    case DiagnosticKind::kConstraint:
      return "constraint";
    case DiagnosticKind::kEvaluation:
      return "evaluation";
    case DiagnosticKind::kLimit:
      return "limit";
    case DiagnosticKind::kDeadline:
      return "deadline";
    case DiagnosticKind::kNotSupported:
      return "not-supported";
    case DiagnosticKind::kIo:
      return "io";
  }
  return "?";
}

}  // namespace hlo_cts
