// How the subcommands that judge a backend (run, reduce) take it from the
// command line: the backend's spelling and config, whether to isolate it
// in worker processes, and the tolerance profile.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

#include "backends/backend.h"
#include "oracle/profile.h"
#include "spec/result.h"

namespace hlo_cts::cli {

struct BackendChoice {
  std::string backend = "oracle";
  std::string config;
  std::string isolate = "auto";  // auto: plugins run in worker processes
  std::string profile;           // empty: the one the backend claims
};

// --backend, --backend-config, --isolate and --profile.
void addBackendOptions(CLI::App& sub, BackendChoice& choice);

// The backend as the subcommand opens it: an in-process backend to isolate
// runs in `hlo-cts serve` worker processes (one per thread), so that its
// crash or hang is that test's Crash or Timeout, not the end of the run.
Result<backends::BackendSpec> effectiveBackend(const BackendChoice& choice);

// A backend a user names by a short name, installed or not.
struct KnownBackend {
  std::string name;         // what --backend takes: "xla-cpu"
  std::string description;  // what it is
  std::string spec;         // what it stands for ("" when not installed here)
  bool installed = false;
  std::string version;  // of what is installed ("" when unknown)
  std::string install;  // the command that installs it ("" for built-in ones)
};
// Every backend hlo-cts knows by name: the built-in ones, the Python peer
// adapters (backends/adapters/, found relative to the hlo-cts binary) and
// the PJRT plugins tools/setup-peers.sh installs.
std::vector<KnownBackend> knownBackends();

// --backend as typed, with a short name (xla-cpu, iree-cpu,
// stablehlo-interpreter, xla-cpu-pjrt) replaced by what it stands for; an
// error saying how to install one that is missing.
Result<std::string> expandBackendName(const std::string& backend);

// The profile asked for, or the one the backend claims.
Result<oracle::Profile> chosenProfile(const BackendChoice& choice,
                                      const backends::Capabilities& capabilities);

// Prints the error on stderr; returns kExitBadInput.
int failWith(const Diagnostic& error);

}  // namespace hlo_cts::cli
