// `hlo-cts check FILE...`: verifies every op of every function against the
// op catalogue (structure, types, every numbered constraint) and the
// whole-program rules. Prints `file:line:col: error: stablehlo.gather (C7):
// ...`; exit 0 when clean, 1 on errors, 2 on unreadable or unparsable input.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <fstream>
#include <sstream>

#include "spec/hlo/hlo_reader.h"
#include "spec/checker/checker.h"
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
  for (const std::string& file : options.files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      fmt::print(stderr, "{}: error: cannot read file\n", file);
      exit = kExitBadInput;
      continue;
    }
    std::stringstream buffer;
    buffer << in.rdbuf();
    Result<std::vector<Module>> modules = parseProgramFile(buffer.str(), file);
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
      sub.add_option("files", options->files, "the .mlir files")->required();
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
