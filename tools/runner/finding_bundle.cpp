#include "tools/runner/finding_bundle.h"

#include <fmt/format.h>

#include "spec/hlo/hlo_writer.h"
#include "tools/runner/repro_script.h"

namespace hlo_cts::runner {
std::map<std::string, std::string> findingBundle(const suites::TestCase& test,
                                                 const reports::TestResult& result,
                                                 const BundleContext& context) {
  std::map<std::string, std::string> files;
  std::string hlo;
  if (test.program) {
    Result<std::string> written = printHloModule(*test.program);
    if (written.ok()) hlo = files["reproducer.hlo"] = *written;
  }
  std::string reproNote;
  if (result.verdict == Verdict::kNondeterministic) {
    reproNote =
        "repro.py checks a wrong value; outputs that differ between executions are re-checked "
        "with `hlo-cts run --repeat K`";
  } else if (hasReproScript(context.backendName)) {
    Result<std::string> script = reproScript(test, result, context.title, context.backendName);
    if (script.ok())
      files["repro.py"] = *script;
    else
      reproNote = script.error().message;
  } else {
    reproNote =
        fmt::format("repro.py is written for {}, not {}", kReproScriptPeers, context.backendName);
  }
  std::string elements;
  for (const reports::ElementFailure& e : result.failures)
    elements += fmt::format("output {} element {}\n  actual:  {}\n  allowed: {}\n", e.output,
                            e.index, e.actual, e.allowed);
  for (const reports::ElementDivergence& d : result.divergences)
    elements += fmt::format("output {} element {}\n  execution 1: {}\n  execution {}: {}\n",
                            d.output, d.index, d.first, d.execution, d.other);
  std::string report = fmt::format(
      "# {title}\n\n"
      "**Versions**: {name} {version} (hlo-cts backend `{label}`)\n\n"
      "**Verdict**: {verdict} — {clause}\n\n"
      "**Grade** (hlo-cts, by the StableHLO spec's text): {klass}; tier `{tier}`\n\n"
      "**Mechanism**: {mechanism}\n\n"
      "**Decided by**: {decided}\n\n",
      fmt::arg("title", context.title), fmt::arg("name", context.capabilities.name),
      fmt::arg("version", context.capabilities.version), fmt::arg("label", context.backendName),
      fmt::arg("verdict", verdictName(result.verdict)), fmt::arg("clause", result.clause.str()),
      fmt::arg("klass", context.findingClass),
      fmt::arg("tier", result.tier.empty() ? "-" : result.tier),
      fmt::arg("mechanism", result.mechanism.empty() ? "-" : result.mechanism),
      fmt::arg("decided", result.decidedBy.empty() ? "-" : result.decidedBy));
  if (!elements.empty())
    report += "## Expected vs actual (bits and values)\n\n```\n" + elements + "```\n\n";
  report += fmt::format("## What happened\n\n```\n{}\n```\n\n", result.message);
  report += fmt::format(
      "## The program (StableHLO; inputs in repro.py and reproducer.mlir)\n\n"
      "```mlir\n{}```\n\n",
      test.programText);
  if (!hlo.empty()) report += fmt::format("## As XLA HLO\n\n```\n{}```\n\n", hlo);
  report += "## Re-check\n\n";
  if (files.count("repro.py"))
    report += fmt::format("With {} alone: `python3 repro.py` (exit 1 while the bug is there).\n\n",
                          reproScriptPackages(context.backendName));
  else if (!reproNote.empty())
    report += fmt::format("(No repro.py: {}.)\n\n", reproNote);
  report += fmt::format("With hlo-cts: `hlo-cts run --backend {}{} {}`\n", context.backendName,
                        result.verdict == Verdict::kNondeterministic ? " --repeat 8" : "",
                        context.reproducerPath);
  files["report.md"] = report;
  return files;
}

}  // namespace hlo_cts::runner
