// repro.py of a finding: the program run by the peer's own Python package
// alone (no hlo-cts), printing each failing element's actual and correct
// bits and values; exit 1 while the peer gives the wrong bits (or rejects
// the program), 0 once it gives the correct ones, 2 for anything else.
// One body compares, prints and exits for every peer; only how the program
// is run differs:
//   xla-cpu*               jax: compiled for XLA:CPU as jax does
//                          (backends/adapters/xla_cpu.py)
//   iree-cpu               iree-base-compiler and iree-base-runtime: compiled
//                          for llvm-cpu, run on local-sync (iree_cpu.py)
//   stablehlo-interpreter  jax: jaxlib's StableHLO reference interpreter
//                          (stablehlo_interpreter.py)
#pragma once

#include <string>

#include "reports/test_result.h"
#include "suites/test_case.h"

namespace hlo_cts::runner {

// Whether repro.py can be written for the peer named `backendName`.
bool hasReproScript(const std::string& backendName);

// What repro.py of `backendName` needs, in words ("jax"); empty when it has none.
std::string reproScriptPackages(const std::string& backendName);

// The peers hasReproScript accepts, in words (for the note of one that has none).
inline constexpr const char* kReproScriptPeers = "xla-cpu, iree-cpu and stablehlo-interpreter";

// repro.py for `test` (plain StableHLO, inputs as @main's arguments) and its
// failure `result` on the peer `backendName` (one hasReproScript accepts);
// an error for an element type numpy cannot hold.
Result<std::string> reproScript(const suites::TestCase& test, const reports::TestResult& result,
                                const std::string& title, const std::string& backendName);

}  // namespace hlo_cts::runner
