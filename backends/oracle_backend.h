// The oracle as a backend: `--backend oracle` runs the whole pipeline (test
// extraction, compile, execute, judging) against the reference itself, so
// every corpus test must pass; a failure there is a bug of hlo-cts, not of a
// backend. Given another OpTable it is also the base of deliberately wrong
// backends (tests/backends: one op's result off by one bit must be caught).
#pragma once

#include <memory>

#include "backends/backend.h"
#include "oracle/oracle.h"

namespace hlo_cts::backends {

struct OracleBackendOptions {
  const oracle::OpTable* ops = nullptr;  // null: oracle::oracleOps()
  oracle::EvalOptions eval;              // budgets; the deadline comes from CallOptions
  std::string name = "oracle";
};

std::unique_ptr<Backend> makeOracleBackend(OracleBackendOptions options = {});

}  // namespace hlo_cts::backends
