// The subcommand registry of the `hlo-cts` binary. Each subcommand lives in
// its own file under tools/cli/ and registers itself with
// HLO_CTS_REGISTER_COMMAND, so adding one never edits main.cpp.
#pragma once

#include <functional>
#include <string>
#include <vector>

// CLI11 costs ~10 s of compile time per file that includes it: only the
// subcommands' own files do (through the tools library's precompiled
// header), never the tests that call runMain.
namespace CLI {
class App;
}

namespace hlo_cts::cli {

// Exit codes shared by every subcommand.
inline constexpr int kExitOk = 0;        // clean / all passed
inline constexpr int kExitFindings = 1;  // diagnostics or failures found
inline constexpr int kExitBadInput = 2;  // unreadable or unparsable input, bad usage

struct Command {
  std::string name;
  std::string description;
  // Adds the subcommand's options to `sub` and returns the action to run when
  // it is selected; the action's return value is the process exit code.
  std::function<std::function<int()>(CLI::App& sub)> setup;
};

std::vector<Command>& commandRegistry();

struct CommandRegistrar {
  explicit CommandRegistrar(Command command) { commandRegistry().push_back(std::move(command)); }
};

// Runs the CLI on argv; returns the exit code.
int runMain(int argc, char** argv);

// Where the op registry and the layers that index by OpId (the catalogue,
// the oracle's handlers) disagree; runMain refuses to start unless empty.
std::vector<std::string> registryErrors();

}  // namespace hlo_cts::cli

#define HLO_CTS_REGISTER_COMMAND(var, ...)      \
  static ::hlo_cts::cli::CommandRegistrar var { \
    ::hlo_cts::cli::Command {                   \
      __VA_ARGS__                               \
    }                                           \
  }
