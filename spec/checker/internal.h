// Shared pieces of the checker's translation units.
#pragma once

#include <string>
#include <vector>

#include "spec/checker/checker.h"

namespace hlo_cts::checker {

// "NAME (CLAUSE): message" at the op's location; an empty clause gives
// "NAME: message" and no cited clause.
Diagnostic opError(const Operation& op, std::string clause, std::string message,
                   Diagnostic::Severity severity = Diagnostic::Severity::kError);

// The test-corpus helper ops (check.*, interpreter.*) and func.* ops.
// Returns true when `op` is one of them (and appends its findings).
bool checkHelperOp(const Operation& op, const Module& module, std::vector<Diagnostic>& out);

}  // namespace hlo_cts::checker
