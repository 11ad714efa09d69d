// `hlo-cts fmt FILE [--generic] [--to stablehlo|hlo]`: parses a StableHLO/CHLO
// or XLA HLO text file and prints it back canonically, in StableHLO text
// (splits joined with `// -----`) or in HLO text (one HloModule per public
// function, every module and split joined with `// -----`, which `fmt`
// and XLA's `hlo-opt --split-input-file` read back).
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "spec/hlo/hlo_reader.h"
#include "spec/hlo/hlo_writer.h"
#include "spec/source_files.h"
#include "spec/text/printer.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {

struct FmtOptions {
  std::string file;
  bool generic = false;
  bool noDebugInfo = false;
  std::string to = "stablehlo";
};

int runFmt(const FmtOptions& options) {
  Result<std::string> text = readSourceFile(options.file);
  if (!text.ok()) {
    fmt::print(stderr, "{}\n", text.error().str());
    return kExitBadInput;
  }
  Result<std::vector<Module>> modules = parseProgramFile(*text, options.file);
  if (!modules.ok()) {
    fmt::print(stderr, "{}\n", modules.error().str());
    return kExitBadInput;
  }
  PrintOptions print;
  print.generic = options.generic;
  print.debugInfo = !options.noDebugInfo;
  std::string out;
  for (size_t i = 0; i < modules->size(); ++i) {
    if (options.to == "hlo") {
      Result<std::string> hloText = printHloModules((*modules)[i]);
      if (!hloText.ok()) {
        fmt::print(stderr, "{}\n", hloText.error().str());
        return kExitBadInput;
      }
      if (i) out += fmt::format("\n{}\n\n", kHloModuleSeparator);
      out += *hloText;
      continue;
    }
    if (i) out += "\n// -----\n\n";
    out += printModule((*modules)[i], print);
  }
  fmt::print("{}", out);
  return kExitOk;
}

HLO_CTS_REGISTER_COMMAND(
    kFmtCommand, "fmt", "parse a StableHLO/CHLO or HLO text file and print it canonically",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<FmtOptions>();
      sub.add_option("file", options->file, "the .mlir file (or .hlo: XLA HLO text)")->required();
      sub.add_flag("--generic", options->generic, "print every op in MLIR's generic form");
      sub.add_flag("--no-debug-info", options->noDebugInfo, "leave out loc(...) locations");
      sub.add_option("--to", options->to, "the syntax to print: stablehlo (default) or hlo")
          ->check(CLI::IsMember({"stablehlo", "hlo"}));
      return [options] { return runFmt(*options); };
    });

}  // namespace
}  // namespace hlo_cts::cli
