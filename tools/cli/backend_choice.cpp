#include "tools/cli/backend_choice.h"

#include <fmt/format.h>

#include <filesystem>

#include "suites/builtin_profiles.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {

// `text` as one /bin/sh word.
std::string shellQuoted(const std::string& text) {
  std::string quoted = "'";
  for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

}  // namespace

void addBackendOptions(CLI::App& sub, BackendChoice& choice) {
  sub.add_option("--backend", choice.backend,
                 "oracle, simd-cpu, cuda, cuda-host, plugin:/path/lib.so or subprocess:COMMAND")
      ->capture_default_str();
  sub.add_option("--backend-config", choice.config,
                 "text passed to the backend (a plugin's create(), a worker's "
                 "HLO_CTS_BACKEND_CONFIG)");
  sub.add_option("--profile", choice.profile,
                 "tolerance profile: a built-in name (strict, default, xla) or a .profile "
                 "file; default: the one the backend claims");
  sub.add_option("--isolate", choice.isolate,
                 "run the backend in hlo-cts serve worker processes, so a crash or hang "
                 "is a result: auto (plugins), yes, no")
      ->check(CLI::IsMember({"auto", "yes", "no"}))
      ->capture_default_str();
}

Result<backends::BackendSpec> effectiveBackend(const BackendChoice& choice) {
  // Plugins run in workers by default: their crash must not end the run.
  const bool isPlugin =
      choice.backend.starts_with("plugin:") || choice.backend.starts_with("pjrt:");
  const bool isolate = choice.isolate == "yes" || (choice.isolate == "auto" && isPlugin);
  if (!isolate || choice.backend.starts_with("subprocess:"))
    return backends::BackendSpec{choice.backend, choice.config};
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error)
    return makeError(
        "cannot find the hlo-cts binary to isolate the backend in (use "
        "--isolate no): " +
            error.message(),
        {}, DiagnosticKind::kIo);
  return backends::BackendSpec{fmt::format("subprocess:exec {} serve --backend {}",
                                           shellQuoted(self.string()), shellQuoted(choice.backend)),
                               choice.config};
}

Result<oracle::Profile> chosenProfile(const BackendChoice& choice,
                                      const backends::Capabilities& capabilities) {
  return suites::loadProfile(choice.profile.empty() ? capabilities.profile : choice.profile);
}

int failWith(const Diagnostic& error) {
  fmt::print(stderr, "{}\n", error.str());
  return kExitBadInput;
}

}  // namespace hlo_cts::cli
