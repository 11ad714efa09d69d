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

Diagnostic makeError(std::string message, SourceLocation location) {
  Diagnostic d;
  d.message = std::move(message);
  d.location = std::move(location);
  return d;
}

}  // namespace hlo_cts
