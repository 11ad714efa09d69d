#include "tools/cli/command.h"
#include <CLI/CLI.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <exception>
#include <memory>

#include "oracle/evaluator.h"
#include "oracle/oracle.h"
#include "spec/ops/catalogue.h"

namespace hlo_cts::cli {

std::vector<Command>& commandRegistry() {
  static std::vector<Command> registry;
  return registry;
}

std::vector<std::string> registryErrors() {
  std::vector<std::string> errors = ops::registryErrors();
  for (std::string& e : oracle::oracleRegistryErrors()) errors.push_back(std::move(e));
  return errors;
}

int runMain(int argc, char** argv) {
  // Every layer indexes by OpId: a layer missing an op's entry is a build
  // defect, refused here rather than met as a silent default later.
  static const std::vector<std::string> registryDefects = registryErrors();
  if (!registryDefects.empty()) {
    for (const std::string& e : registryDefects) fmt::print(stderr, "hlo-cts: registry: {}\n", e);
    return kExitBadInput;
  }
  CLI::App app{"hlo-cts: conformance test suite and differential fuzzer for StableHLO / XLA HLO"};
  app.require_subcommand(1);
  auto& registry = commandRegistry();
  std::sort(registry.begin(), registry.end(),
            [](const Command& a, const Command& b) { return a.name < b.name; });
  std::vector<std::pair<CLI::App*, std::function<int()>>> actions;
  for (const Command& command : registry) {
    CLI::App* sub = app.add_subcommand(command.name, command.description);
    actions.emplace_back(sub, command.setup(*sub));
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? kExitOk : kExitBadInput;
  }
  for (auto& [sub, action] : actions) {
    if (!sub->parsed()) continue;
    // Library code returns errors as values; this is the backstop that keeps
    // a bug from ending the process with an abort (a CI log then shows why).
    try {
      return action();
    } catch (const std::exception& e) {
      fmt::print(stderr, "hlo-cts {}: internal error (a bug; please report it): {}\n",
                 sub->get_name(), e.what());
      return kExitBadInput;
    }
  }
  return kExitBadInput;
}

}  // namespace hlo_cts::cli
