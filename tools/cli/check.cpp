// `hlo-cts check PATH...`: verifies every op of every function against the
// op catalogue (structure, types, every numbered constraint) and the
// whole-program rules. Prints `file:line:col: error: stablehlo.gather (C7):
// ...`; exit 0 when clean, 1 on errors, 2 on unreadable or unparsable input.
// A folder is walked for *.mlir and *.hlo files (spec/source_files.h).
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "spec/checker/checker.h"
#include "spec/hlo/hlo_reader.h"
#include "spec/source_files.h"
#include "spec/text/parser.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {

struct CheckOptions {
  std::vector<std::string> files;
  bool errorsOnly = false;
  bool rejectUnknownDialects = false;
  std::string specVersion = "current";
};

int runCheck(const CheckOptions& options) {
  int exit = kExitOk;
  size_t errors = 0;
  checker::CheckOptions checkOptions;
  checkOptions.rejectUnknownDialects = options.rejectUnknownDialects;
  checkOptions.specVersion = *ops::specVersionFromName(options.specVersion);
  Result<SourceTree> tree = walkSourceTree(options.files);
  if (!tree.ok()) {
    fmt::print(stderr, "{}\n", tree.error().str());
    return kExitBadInput;
  }
  for (const std::string& entry : tree->skipped) fmt::print(stderr, "warning: {}\n", entry);
  for (const SourceFile& source : tree->files) {
    const std::string& file = source.path;
    Result<std::string> text = readSourceFile(file);
    if (!text.ok()) {
      fmt::print(stderr, "{}\n", text.error().str());
      exit = kExitBadInput;
      continue;
    }
    Result<std::vector<Module>> modules = parseProgramFile(*text, file);
    if (!modules.ok()) {
      fmt::print(stderr, "{}\n", modules.error().str());
      exit = kExitBadInput;
      continue;
    }
    for (const Module& module : *modules)
      for (const Diagnostic& d : checker::checkModule(module, checkOptions)) {
        if (options.errorsOnly && d.severity != Diagnostic::Severity::kError) continue;
        fmt::print("{}\n", d.str());
        errors += d.severity == Diagnostic::Severity::kError;
      }
  }
  if (exit == kExitOk && errors > 0) exit = kExitFindings;
  return exit;
}

HLO_CTS_REGISTER_COMMAND(
    kCheckCommand, "check",
    "verify StableHLO/CHLO programs against the spec's constraints (exit 1 on errors)",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<CheckOptions>();
      sub.add_option("files", options->files, "the .mlir files, or folders of them")->required();
      sub.add_flag("--errors-only", options->errorsOnly, "leave out warnings and notes");
      sub.add_flag("--reject-unknown-dialects", options->rejectUnknownDialects,
                   "report ops of dialects other than stablehlo, chlo, func, check and "
                   "interpreter");
      sub.add_option("--spec-version", options->specVersion,
                     "the spec version whose clauses apply: current (today's public spec) or "
                     "seed (the numbered clauses of seeds/004)")
          ->check(CLI::IsMember({"current", "seed"}));
      return [options] { return runCheck(*options); };
    });

}  // namespace
}  // namespace hlo_cts::cli
