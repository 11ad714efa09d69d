// `hlo-cts serve --backend SPEC [--backend-config TEXT]`: serves a backend
// over stdin/stdout with the worker protocol (backends/PROTOCOL.md), so a
// runner can reach it as `subprocess:hlo-cts serve --backend SPEC` and a
// crash or hang of that backend becomes one test's Crash or Timeout.
// Only protocol bytes go to stdout: the protocol streams are moved to fresh
// descriptors first and fd 1 is pointed at stderr, so a backend that prints
// cannot corrupt the stream. The config defaults to $HLO_CTS_BACKEND_CONFIG.
// Exit: 0 after shutdown or end of input, 1 on a corrupt request stream,
// 2 when the backend cannot be opened.
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#include <CLI/CLI.hpp>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include <fmt/format.h>

#include "backends/backend.h"
#include "backends/worker_server.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {

struct ServeOptions {
  std::string backend;
  std::string config;
  bool configGiven = false;
};

// Moves the protocol streams off fds 0/1; returns false when it cannot.
bool takeProtocolStreams(int& in, int& out) {
  in = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3);
  out = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
  if (in < 0 || out < 0) return false;
  int devnull = open("/dev/null", O_RDONLY | O_CLOEXEC);
  if (devnull >= 0) {
    dup2(devnull, STDIN_FILENO);
    close(devnull);
  }
  std::fflush(stdout);
  return dup2(STDERR_FILENO, STDOUT_FILENO) >= 0;
}

backends::protocol::FrameReader::Fill fdSource(int fd) {
  using backends::protocol::ReadOutcome;
  using backends::protocol::ReadStatus;
  return [fd](std::string& out, size_t max) {
    size_t old = out.size();
    out.resize(old + max);
    ssize_t n;
    do n = ::read(fd, out.data() + old, max);
    while (n < 0 && errno == EINTR);
    out.resize(old + (n > 0 ? static_cast<size_t>(n) : 0));
    if (n > 0) return ReadOutcome{};
    if (n == 0) return ReadOutcome::failure(ReadStatus::kEof, "end of input");
    return ReadOutcome::failure(ReadStatus::kIoError, std::strerror(errno));
  };
}

bool writeAll(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    bytes.remove_prefix(static_cast<size_t>(n));
  }
  return true;
}

int runServe(const ServeOptions& options) {
  backends::BackendSpec spec{options.backend, options.config};
  if (!options.configGiven)
    if (const char* env = std::getenv("HLO_CTS_BACKEND_CONFIG")) spec.config = env;
  int in = -1, out = -1;
  if (!takeProtocolStreams(in, out)) {
    fmt::print(stderr, "hlo-cts serve: cannot set up the protocol streams: {}\n",
               std::strerror(errno));
    return kExitBadInput;
  }
  // A runner that went away makes writes fail (EPIPE), which ends the loop.
  signal(SIGPIPE, SIG_IGN);
  Result<std::unique_ptr<backends::Backend>> backend = backends::openBackend(spec);
  if (!backend.ok()) {
    fmt::print(stderr, "hlo-cts serve: {}\n", backend.error().str());
    return kExitBadInput;
  }
  backends::protocol::FrameReader reader(fdSource(in));
  backends::ServeOutcome outcome = backends::serveBackend(
      **backend, reader, [out](std::string_view bytes) { return writeAll(out, bytes); });
  if (!outcome.clean) {
    fmt::print(stderr, "hlo-cts serve: {}\n", outcome.message);
    return kExitFindings;
  }
  return kExitOk;
}

HLO_CTS_REGISTER_COMMAND(
    kServeCommand, "serve",
    "serve a backend over stdin/stdout with the worker protocol (backends/PROTOCOL.md)",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<ServeOptions>();
      sub.add_option("--backend", options->backend,
                     "the backend to serve: oracle, plugin:/path/lib.so, subprocess:COMMAND")
          ->required();
      sub.add_option("--backend-config", options->config,
                     "text passed to the backend as its config (default: "
                     "$HLO_CTS_BACKEND_CONFIG)");
      return [options, &sub] {
        ServeOptions resolved = *options;
        resolved.configGiven = sub.count("--backend-config") > 0;
        return runServe(resolved);
      };
    });

}  // namespace
}  // namespace hlo_cts::cli
