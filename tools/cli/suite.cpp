// `hlo-cts suite regenerate [--root DIR] [--only ops|edge] [--ops A,B] [--check]`:
// writes the generated suites (suites/ops/, suites/edge/; see
// tools/runner/suite_generator.h), or with --check compares them with the
// files on disk and lists what differs, so CI can tell a stale suite.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <filesystem>
#include <fstream>
#include <set>

#include "spec/source_files.h"
#include "tools/cli/command.h"
#include "tools/runner/suite_generator.h"

namespace hlo_cts::cli {
namespace {

struct SuiteCommandOptions {
  std::string action;
  std::string root = "suites";
  std::vector<std::string> only;  // "ops", "edge"
  std::vector<std::string> ops;
  bool check = false;
  bool quiet = false;
};

// Writes or compares one suite; returns the number of files that differ
// (written, or stale under --check), or -1 on an error (printed).
int regenerateOne(runner::SuiteKind kind, const SuiteCommandOptions& options,
                  const std::vector<OpId>& ops) {
  namespace fs = std::filesystem;
  runner::SuiteOptions suiteOptions;
  suiteOptions.kind = kind;
  suiteOptions.ops = ops;
  const fs::path folder = fs::path(options.root) / std::string(runner::suiteKindName(kind));
  auto files = runner::generateSuite(suiteOptions, [&](std::string_view op) {
    if (!options.quiet) fmt::print(stderr, "{}: {}\n", runner::suiteKindName(kind), op);
  });
  if (!files.ok()) {
    fmt::print(stderr, "error: {}\n", files.error().str());
    return -1;
  }
  int differing = 0, tests = 0;
  std::set<fs::path> generated;
  for (const runner::SuiteFile& file : *files) {
    const fs::path path = folder / file.path;
    generated.insert(path);
    tests += static_cast<int>(file.elementTypes.size());
    if (Result<std::string> current = readSourceFile(path.string());
        current.ok() && *current == file.text)
      continue;
    ++differing;
    if (options.check) {
      fmt::print("stale: {}\n", path.string());
      continue;
    }
    std::error_code error;
    fs::create_directories(path.parent_path(), error);
    std::ofstream out(path, std::ios::binary);
    out << file.text;
    if (!out.flush()) {
      fmt::print(stderr, "error: cannot write {}\n", path.string());
      return -1;
    }
  }
  // Files no op generates any more (only when regenerating every op).
  std::error_code error;
  if (Result<SourceTree> existing = walkSourceTree({folder.string()});
      ops.empty() && fs::is_directory(folder, error) && existing.ok()) {
    for (const std::string& entry : existing->skipped) fmt::print(stderr, "warning: {}\n", entry);
    for (const SourceFile& entry : existing->files)
      if (entry.path.ends_with(".mlir") && !generated.count(fs::path(entry.path))) {
        ++differing;
        if (options.check) {
          fmt::print("not generated any more: {}\n", entry.path);
        } else {
          fs::remove(entry.path, error);
        }
      }
  }
  fmt::print("{}: {} files, {} tests, {} {}\n", folder.string(), files->size(), tests, differing,
             options.check ? "stale" : "written");
  return differing;
}

int runSuite(const SuiteCommandOptions& options) {
  std::vector<OpId> ops;
  for (const std::string& name : options.ops) {
    OpId id = opIdOf(name);
    if (id == OpId::kUnknown) id = opIdOf("stablehlo." + name);
    if (id == OpId::kUnknown) {
      fmt::print(stderr, "error: no op named {}\n", name);
      return kExitBadInput;
    }
    ops.push_back(id);
  }
  int differing = 0;
  for (runner::SuiteKind kind : {runner::SuiteKind::kOps, runner::SuiteKind::kEdge}) {
    if (!options.only.empty() && std::find(options.only.begin(), options.only.end(),
                                           runner::suiteKindName(kind)) == options.only.end())
      continue;
    const int result = regenerateOne(kind, options, ops);
    if (result < 0) return kExitBadInput;
    differing += result;
  }
  return options.check && differing > 0 ? kExitFindings : kExitOk;
}

HLO_CTS_REGISTER_COMMAND(
    kSuiteCommand, "suite",
    "suite regenerate: write the generated suites (suites/ops, suites/edge), or --check them",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<SuiteCommandOptions>();
      sub.add_option("action", options->action, "regenerate")
          ->required()
          ->check(CLI::IsMember({"regenerate"}));
      sub.add_option("--root", options->root, "the suites folder (default: suites)");
      sub.add_option("--only", options->only, "ops, edge (default: both)")
          ->delimiter(',')
          ->check(CLI::IsMember({"ops", "edge"}));
      sub.add_option("--ops", options->ops, "only these ops (comma-separated names)")
          ->delimiter(',');
      sub.add_flag("--check", options->check,
                   "write nothing; list the files that differ from a regeneration, exit 1 if any");
      sub.add_flag("-q,--quiet", options->quiet, "no progress lines");
      return [options] { return runSuite(*options); };
    });

}  // namespace
}  // namespace hlo_cts::cli
