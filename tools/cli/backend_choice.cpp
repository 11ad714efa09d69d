#include "tools/cli/backend_choice.h"

#include <fmt/format.h>

#include <cstdlib>
#include <filesystem>
#include <optional>

#include "backends/pjrt/pjrt_backend.h"
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

namespace fs = std::filesystem;

// The repository (or installed share/hlo-cts tree) the running binary came
// from: the first folder above it holding backends/adapters/run-adapter.sh.
std::optional<fs::path> toolRoot() {
  std::error_code error;
  fs::path dir = fs::read_symlink("/proc/self/exe", error).parent_path();
  if (error) return std::nullopt;
  for (int up = 0; up < 4 && !dir.empty(); ++up, dir = dir.parent_path()) {
    for (const fs::path& root : {dir, dir / "share" / "hlo-cts"})
      if (fs::exists(root / "backends" / "adapters" / "run-adapter.sh", error)) return root;
    if (dir == dir.parent_path()) break;
  }
  return std::nullopt;
}

// The peers' venv, as backends/adapters/run-adapter.sh finds it.
fs::path peersVenv(const std::optional<fs::path>& root) {
  if (const char* venv = std::getenv("HLO_CTS_PEERS_VENV"); venv && *venv) return venv;
  std::error_code error;
  if (root && fs::exists(*root / ".venv-peers" / "bin" / "python", error))
    return *root / ".venv-peers";
  if (const char* home = std::getenv("HOME"); home && *home)
    return fs::path(home) / ".cache" / "hlo-cts" / "venv-peers";
  return root ? *root / ".venv-peers" : fs::path(".venv-peers");
}

// "jaxlib 0.10.2" from the venv's site-packages (no Python started); "" when
// the distribution is not installed. `package` is the folder name.
std::string installedVersion(const fs::path& venv, const std::string& distribution) {
  std::error_code error;
  for (const auto& lib : fs::directory_iterator(venv / "lib", error))
    for (const auto& entry : fs::directory_iterator(lib.path() / "site-packages", error)) {
      const std::string name = entry.path().filename().string();
      if (name.starts_with(distribution + "-") && name.ends_with(".dist-info"))
        return distribution + " " +
               name.substr(distribution.size() + 1, name.size() - distribution.size() - 1 -
                                                        std::string(".dist-info").size());
    }
  return {};
}

// The XLA CPU plugin's library in the venv ("" when absent).
std::string cpuPluginPath(const fs::path& venv) {
  std::error_code error;
  for (const auto& lib : fs::directory_iterator(venv / "lib", error)) {
    const fs::path so =
        lib.path() / "site-packages" / "lammps_jax_pjrt_cpu" / "pjrt_c_api_cpu_plugin.so";
    if (fs::exists(so, error)) return so.string();
  }
  return {};
}

}  // namespace

std::vector<KnownBackend> knownBackends() {
  std::vector<KnownBackend> known = {
      {"oracle", "the oracle itself (a self-test of the pipeline)", "oracle", true, "built in", ""},
      {"simd-cpu", "the built-in SIMD CPU executor", "simd-cpu", true, "built in", ""},
      {"cuda", "the built-in CUDA executor (needs a GPU at run time)", "cuda", true, "built in",
       ""},
      {"cuda-host", "the CUDA executor's kernels on the host", "cuda-host", true, "built in", ""},
  };
  const std::optional<fs::path> root = toolRoot();
  const fs::path venv = peersVenv(root);
  const std::string setup =
      root ? (*root / "tools" / "setup-peers.sh").string() : std::string("tools/setup-peers.sh");
  std::error_code error;
  const bool haveVenv = fs::exists(venv / "bin" / "python", error);
  struct Peer {
    const char* name;
    const char* description;
    const char* distribution;
  };
  for (const Peer& peer :
       {Peer{"xla-cpu", "XLA:CPU in jaxlib (Python adapter)", "jaxlib"},
        Peer{"iree-cpu", "IREE's llvm-cpu (Python adapter)", "iree_base_compiler"},
        Peer{"stablehlo-interpreter",
             "the StableHLO reference interpreter in jaxlib (Python adapter)", "jaxlib"}}) {
    KnownBackend backend{peer.name, peer.description, "", false, "", setup};
    backend.version = haveVenv ? installedVersion(venv, peer.distribution) : "";
    backend.installed = root && !backend.version.empty();
    if (backend.installed)
      backend.spec = fmt::format(
          "subprocess:HLO_CTS_PEERS_VENV={} exec {} {}", shellQuoted(venv.string()),
          shellQuoted((*root / "backends" / "adapters" / "run-adapter.sh").string()), peer.name);
    known.push_back(std::move(backend));
  }
  KnownBackend plugin{
      "xla-cpu-pjrt", "XLA:CPU's PJRT plugin, loaded directly (pjrt:)", "", false, "", setup};
  if (const std::string so = haveVenv ? cpuPluginPath(venv) : ""; !so.empty()) {
    plugin.installed = true;
    plugin.spec = "pjrt:" + so;
    plugin.version = installedVersion(venv, "lammps_jax_pjrt_cpu");
  }
  known.push_back(std::move(plugin));
  return known;
}

Result<std::string> expandBackendName(const std::string& backend) {
  if (backend.find(':') != std::string::npos) return backend;
  for (const KnownBackend& known : knownBackends()) {
    if (known.name != backend) continue;
    if (known.installed) return known.spec;
    return makeError(fmt::format("backend '{}' ({}) is not installed here; install it with {}",
                                 known.name, known.description, known.install),
                     {}, DiagnosticKind::kIo);
  }
  return backend;  // openBackend names what it knows
}

void addBackendOptions(CLI::App& sub, BackendChoice& choice) {
  sub.add_option("--backend", choice.backend,
                 "oracle, simd-cpu, cuda, cuda-host, xla-cpu, iree-cpu, stablehlo-interpreter, "
                 "xla-cpu-pjrt (hlo-cts backends lists them), plugin:/path/lib.so, "
                 "pjrt:/path/plugin.so[?key=value&...] or subprocess:COMMAND")
      ->capture_default_str();
  sub.add_option("--backend-config", choice.config,
                 "text passed to the backend (a plugin's create(), a worker's "
                 "HLO_CTS_BACKEND_CONFIG)");
  sub.add_option("--profile", choice.profile,
                 "tolerance profile: a built-in name (strict, default, xla, spec-ieee, a "
                 "backend's own) or a .profile file; default: the one the backend claims "
                 "(`hlo-cts profile show P` prints one resolved)");
  sub.add_option("--isolate", choice.isolate,
                 "run the backend in hlo-cts serve worker processes, so a crash or hang "
                 "is a result: auto (plugins), yes, no")
      ->check(CLI::IsMember({"auto", "yes", "no"}))
      ->capture_default_str();
}

Result<backends::BackendSpec> effectiveBackend(const BackendChoice& choice) {
  Result<std::string> expanded = expandBackendName(choice.backend);
  if (!expanded.ok()) return expanded.error();
  const std::string& backend = *expanded;
  // Plugins run in workers by default: their crash must not end the run.
  const bool isPjrt = backend.starts_with("pjrt:");
  const bool isPlugin = backend.starts_with("plugin:") || isPjrt;
  const bool isolate = choice.isolate == "yes" || (choice.isolate == "auto" && isPlugin);
  if (!isolate || backend.starts_with("subprocess:"))
    return backends::BackendSpec{backend, choice.config};
  // A missing or incompatible PJRT plugin is one clear error here, not a
  // worker's failed start.
  if (isPjrt) {
    Result<backends::PjrtSpec> pjrt = backends::parsePjrtSpec(backend.substr(5));
    if (!pjrt.ok()) return pjrt.error();
    Result<std::string> version = backends::checkPjrtPlugin(pjrt->path);
    if (!version.ok()) return version.error();
  }
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error)
    return makeError(
        "cannot find the hlo-cts binary to isolate the backend in (use "
        "--isolate no): " +
            error.message(),
        {}, DiagnosticKind::kIo);
  return backends::BackendSpec{fmt::format("subprocess:exec {} serve --backend {}",
                                           shellQuoted(self.string()), shellQuoted(backend)),
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
