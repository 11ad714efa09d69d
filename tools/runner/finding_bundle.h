// A finding as a maintainer of the peer takes it, without hlo-cts: the
// files of findings/<slug>/ besides reproducer.mlir (the exported test):
//   reproducer.hlo  the program as XLA HLO text, where its ops have HLO forms
//   repro.py        for a jax-run peer (xla-cpu): the program compiled and run
//                   with jax alone (as backends/adapters/xla_cpu.py runs
//                   StableHLO), printing each failing element's actual and
//                   correct bits and values; exit 1 while the backend gives
//                   the wrong bits (or rejects the program), 0 once it gives
//                   the correct ones, 2 for anything else (re-check with hlo-cts)
//   report.md       pasteable as an issue: title, versions, the program,
//                   expected vs actual, tier, mechanism, the spec's sentence,
//                   the command that re-checks it
#pragma once

#include <map>
#include <string>

#include "backends/backend.h"
#include "reports/test_result.h"
#include "suites/test_case.h"

namespace hlo_cts::runner {

struct BundleContext {
  std::string backendName;  // "xla-cpu": its name, not the command line that runs it
  backends::Capabilities capabilities;
  std::string title;           // one line
  std::string findingClass;    // "semantic", ...
  std::string reproducerPath;  // reproducer.mlir, relative to the findings folder's parent
};

// Whether repro.py can be written for `backendName` (the peers run by jax).
bool hasJaxRepro(const std::string& backendName);

// repro.py for `test` (plain StableHLO, inputs as @main's arguments) and its
// failure `result`; an error for an element type numpy cannot hold.
Result<std::string> jaxReproScript(const suites::TestCase& test, const reports::TestResult& result,
                                   const std::string& title);

// The bundle's files by name (reproducer.hlo, repro.py, report.md): those
// that can be written for this test and backend.
std::map<std::string, std::string> findingBundle(const suites::TestCase& test,
                                                 const reports::TestResult& result,
                                                 const BundleContext& context);

}  // namespace hlo_cts::runner
