// The oracle: the evaluator (oracle/evaluator.h), which knows no op, run
// with the oracle's own op table (every family of oracle/ops/) and its
// widening passes (oracle/ops/passes.cpp). The families and passes sit
// above the evaluator; this header is where they are put together.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/evaluator.h"

namespace hlo_cts::oracle {

// The oracle's own table: every family of oracle/ops/.
const OpTable& oracleOps();

// The oracle's own passes, in order (oracle/ops/passes.cpp).
const EvalPasses& oraclePasses();

// Where the oracle's table and the op registry disagree: a registered
// stablehlo/chlo/check/interpreter op without a handler that is not listed
// as knowingly unsupported, or a family table that registers an op of
// another family. Empty when sound; `hlo-cts` refuses to start otherwise.
std::vector<std::string> oracleRegistryErrors();

// Every op the oracle evaluates (for coverage and `spec` listings).
std::vector<OpId> evaluatedOps();

// Evaluates function `name` of `module` on `arguments` with the oracle's
// table and passes.
Result<std::vector<RuntimeValue>> evaluateFunction(const VerifiedModule& module,
                                                   std::string_view name,
                                                   std::span<const RuntimeValue> arguments,
                                                   const EvalOptions& options = {});

}  // namespace hlo_cts::oracle
