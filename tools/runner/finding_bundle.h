// A finding as a maintainer of the peer takes it, without hlo-cts: the
// files of findings/<slug>/ besides reproducer.mlir (the exported test):
//   reproducer.hlo  the program as XLA HLO text, where its ops have HLO forms
//   repro.py        for xla-cpu, iree-cpu and stablehlo-interpreter: the
//                   program run with the peer's own Python package alone,
//                   printing each failing element's actual and correct bits
//                   and values; exit 1 while the backend gives the wrong bits
//                   (or rejects the program), 0 once it gives the correct
//                   ones, 2 for anything else (tools/runner/repro_script.h)
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

// The bundle's files by name (reproducer.hlo, repro.py, report.md): those
// that can be written for this test and backend.
std::map<std::string, std::string> findingBundle(const suites::TestCase& test,
                                                 const reports::TestResult& result,
                                                 const BundleContext& context);

}  // namespace hlo_cts::runner
