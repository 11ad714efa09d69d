// `hlo-cts backends`: every backend hlo-cts knows by name, whether it is
// installed here, its version, and the command that installs a missing one
// (the Python peers and the PJRT CPU plugin come from tools/setup-peers.sh).
// The generic forms (plugin:, pjrt:, subprocess:) follow. Exit 0.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "tools/cli/backend_choice.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {

int listBackends() {
  fmt::print("{:<22} {:<10} {}\n", "backend", "installed", "version / how to install");
  for (const KnownBackend& backend : knownBackends()) {
    fmt::print("{:<22} {:<10} {}\n", backend.name, backend.installed ? "yes" : "no",
               backend.installed ? (backend.version.empty() ? "?" : backend.version)
                                 : "install: " + backend.install);
    fmt::print("{:<22} {}\n", "", backend.description);
    if (backend.installed && backend.spec != backend.name)
      fmt::print("{:<22} = {}\n", "", backend.spec);
  }
  fmt::print(
      "\nand any of:\n"
      "  plugin:/path/lib.so                 a library with the C ABI of "
      "backends/include/hlo_cts_backend.h\n"
      "  pjrt:/path/plugin.so[?key=value&...] a PJRT plugin (any OpenXLA device), its "
      "client created with the options\n"
      "  subprocess:COMMAND                  a worker speaking backends/PROTOCOL.md\n");
  return kExitOk;
}

HLO_CTS_REGISTER_COMMAND(kBackendsCommand, "backends",
                         "list the backends hlo-cts knows, installed or not, with versions",
                         [](CLI::App&) -> std::function<int()> { return listBackends; });

}  // namespace
}  // namespace hlo_cts::cli
