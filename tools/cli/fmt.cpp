// `hlo-cts fmt FILE [--generic]`: parses a StableHLO/CHLO text file and
// prints it back canonically (splits joined with `// -----`).
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <fstream>
#include <sstream>

#include "spec/text/parser.h"
#include "spec/text/printer.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {

struct FmtOptions {
  std::string file;
  bool generic = false;
  bool noDebugInfo = false;
};

int runFmt(const FmtOptions& options) {
  std::ifstream in(options.file, std::ios::binary);
  if (!in) {
    fmt::print(stderr, "{}: error: cannot read file\n", options.file);
    return kExitBadInput;
  }
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string text = buffer.str();
  Result<std::vector<Module>> modules = parseSourceFile(text, options.file);
  if (!modules.ok()) {
    fmt::print(stderr, "{}\n", modules.error().str());
    return kExitBadInput;
  }
  PrintOptions print;
  print.generic = options.generic;
  print.debugInfo = !options.noDebugInfo;
  std::string out;
  for (size_t i = 0; i < modules->size(); ++i) {
    if (i) out += "\n// -----\n\n";
    out += printModule((*modules)[i], print);
  }
  fmt::print("{}", out);
  return kExitOk;
}

HLO_CTS_REGISTER_COMMAND(kFmtCommand, "fmt",
                         "parse a StableHLO/CHLO text file and print it canonically",
                         [](CLI::App& sub) -> std::function<int()> {
                           auto options = std::make_shared<FmtOptions>();
                           sub.add_option("file", options->file, "the .mlir file")->required();
                           sub.add_flag("--generic", options->generic,
                                        "print every op in MLIR's generic form");
                           sub.add_flag("--no-debug-info", options->noDebugInfo,
                                        "leave out loc(...) locations");
                           return [options] { return runFmt(*options); };
                         });

}  // namespace
}  // namespace hlo_cts::cli
