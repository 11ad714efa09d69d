#include "backends/worker_process.h"

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <vector>

extern char** environ;

namespace hlo_cts::backends {
namespace {

using protocol::ReadOutcome;
using protocol::ReadStatus;

// Blocks SIGPIPE in this thread while writing to the worker; a SIGPIPE the
// writes raise is consumed before the old mask comes back. Other threads
// and the process-wide disposition are untouched.
class SigpipeGuard {
 public:
  SigpipeGuard() {
    sigemptyset(&pipe_);
    sigaddset(&pipe_, SIGPIPE);
    sigset_t pending;
    sigemptyset(&pending);
    sigpending(&pending);
    wasPending_ = sigismember(&pending, SIGPIPE) == 1;
    pthread_sigmask(SIG_BLOCK, &pipe_, &old_);
  }
  ~SigpipeGuard() {
    if (!wasPending_) {
      sigset_t pending;
      sigemptyset(&pending);
      sigpending(&pending);
      if (sigismember(&pending, SIGPIPE) == 1) {
        const timespec zero{0, 0};
        while (sigtimedwait(&pipe_, nullptr, &zero) < 0 && errno == EINTR) {
        }
      }
    }
    pthread_sigmask(SIG_SETMASK, &old_, nullptr);
  }

 private:
  sigset_t pipe_, old_;
  bool wasPending_ = false;
};

// poll() until something is ready or the deadline passes.
ReadOutcome pollUntil(std::vector<pollfd>& fds, const Deadline& deadline) {
  for (;;) {
    int timeoutMs = -1;
    if (deadline) {
      auto left = std::chrono::ceil<std::chrono::milliseconds>(*deadline - Clock::now());
      if (left.count() <= 0) return ReadOutcome::failure(ReadStatus::kTimeout, "deadline passed");
      timeoutMs = static_cast<int>(std::min<int64_t>(left.count(), 1 << 30));
    }
    int ready = ::poll(fds.data(), fds.size(), timeoutMs);
    if (ready > 0) return {};
    if (ready < 0 && errno != EINTR)
      return ReadOutcome::failure(ReadStatus::kIoError,
                                  fmt::format("poll: {}", std::strerror(errno)));
  }
}

void closeFd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

std::vector<std::string> workerEnvironment(const std::string& config) {
  std::vector<std::string> env;
  const std::string_view key = "HLO_CTS_BACKEND_CONFIG=";
  for (char** e = environ; e && *e; ++e)
    if (std::string_view(*e).substr(0, key.size()) != key) env.emplace_back(*e);
  env.push_back(std::string(key) + config);
  return env;
}

// posix_spawn of /bin/sh -c command with the given pipe ends as 0/1/2, in a
// new process group, with the signals a runner may ignore set to default.
Result<pid_t> spawnShell(const std::string& command, const std::string& config, int in, int out,
                         int err) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attr;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in, STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out, STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err, STDERR_FILENO);
  posix_spawnattr_init(&attr);
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  for (int s : {SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGCHLD, SIGUSR1, SIGUSR2})
    sigaddset(&defaults, s);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setpgroup(&attr, 0);
  posix_spawnattr_setflags(&attr,
                           POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  std::vector<std::string> env = workerEnvironment(config);
  std::vector<char*> envp;
  for (std::string& e : env) envp.push_back(e.data());
  envp.push_back(nullptr);
  std::string sh = "/bin/sh", dashC = "-c", text = command;
  char* argv[] = {sh.data(), dashC.data(), text.data(), nullptr};
  pid_t pid = -1;
  int rc = posix_spawn(&pid, "/bin/sh", &actions, &attr, argv, envp.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  if (rc != 0)
    return makeError(fmt::format("cannot start /bin/sh: {}", std::strerror(rc)), {},
                     DiagnosticKind::kIo);
  return pid;
}

std::string describeExit(const siginfo_t& info) {
  if (info.si_code == CLD_EXITED) return fmt::format("exited with code {}", info.si_status);
  return fmt::format("was killed by signal {}{}", signalDescription(info.si_status),
                     info.si_code == CLD_DUMPED ? " and dumped core" : "");
}

}  // namespace

std::string signalDescription(int signal) {
  static constexpr std::pair<int, const char*> kNames[] = {
      {SIGSEGV, "SIGSEGV"}, {SIGABRT, "SIGABRT"}, {SIGBUS, "SIGBUS"},   {SIGFPE, "SIGFPE"},
      {SIGILL, "SIGILL"},   {SIGKILL, "SIGKILL"}, {SIGTERM, "SIGTERM"}, {SIGINT, "SIGINT"},
      {SIGHUP, "SIGHUP"},   {SIGPIPE, "SIGPIPE"}, {SIGTRAP, "SIGTRAP"}, {SIGQUIT, "SIGQUIT"},
      {SIGSYS, "SIGSYS"},   {SIGXCPU, "SIGXCPU"}, {SIGUSR1, "SIGUSR1"}, {SIGUSR2, "SIGUSR2"}};
  for (const auto& [number, name] : kNames)
    if (number == signal) return fmt::format("{} ({})", name, strsignal(signal));
  return fmt::format("signal {}", signal);
}

Result<std::unique_ptr<WorkerProcess>> WorkerProcess::spawn(const std::string& command,
                                                            const std::string& config,
                                                            const protocol::Limits& limits,
                                                            size_t stderrTailBytes) {
  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
  auto closeAll = [&] {
    for (int* p : {in, out, err}) {
      closeFd(p[0]);
      closeFd(p[1]);
    }
  };
  if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0) {
    std::string why = std::strerror(errno);
    closeAll();
    return makeError("cannot create pipes: " + why, {}, DiagnosticKind::kIo);
  }
  Result<pid_t> pid = spawnShell(command, config, in[0], out[1], err[1]);
  closeFd(in[0]);
  closeFd(out[1]);
  closeFd(err[1]);
  if (!pid.ok()) {
    closeAll();
    return pid.takeError();
  }
  // Only our ends are non-blocking; the worker's are separate descriptions.
  for (int fd : {in[1], out[0], err[0]}) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
  return std::unique_ptr<WorkerProcess>(
      new WorkerProcess(*pid, in[1], out[0], err[0], limits, stderrTailBytes));
}

WorkerProcess::WorkerProcess(pid_t pid, int in, int out, int err, const protocol::Limits& limits,
                             size_t stderrTailBytes)
    : pid_(pid),
      in_(in),
      out_(out),
      err_(err),
      stderrTailBytes_(stderrTailBytes),
      reader_([this](std::string& buffer, size_t max) { return fill(buffer, max); }, limits) {}

WorkerProcess::~WorkerProcess() {
  kill();
}

void WorkerProcess::drainStderr() {
  char chunk[4096];
  for (;;) {
    if (err_ < 0) return;
    ssize_t n = ::read(err_, chunk, sizeof chunk);
    if (n > 0) {
      stderrTail_.append(chunk, static_cast<size_t>(n));
      if (stderrTail_.size() > stderrTailBytes_)
        stderrTail_.erase(0, stderrTail_.size() - stderrTailBytes_);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
    closeFd(err_);  // end of stderr, or an error reading it
  }
}

ReadOutcome WorkerProcess::fill(std::string& buffer, size_t max) {
  for (;;) {
    if (outEof_) return ReadOutcome::failure(ReadStatus::kEof, "the worker closed its output");
    std::vector<pollfd> fds = {{out_, POLLIN, 0}};
    if (err_ >= 0) fds.push_back({err_, POLLIN, 0});
    ReadOutcome ready = pollUntil(fds, deadline_);
    if (!ready.ok()) return ready;
    if (fds.size() > 1 && fds[1].revents) drainStderr();
    if (!fds[0].revents) continue;
    size_t old = buffer.size();
    buffer.resize(old + max);
    ssize_t n = ::read(out_, buffer.data() + old, max);
    buffer.resize(old + (n > 0 ? static_cast<size_t>(n) : 0));
    if (n > 0) return {};
    if (n == 0) {
      outEof_ = true;
      continue;
    }
    if (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) continue;
    return ReadOutcome::failure(
        ReadStatus::kIoError, fmt::format("reading the worker's output: {}", std::strerror(errno)));
  }
}

ReadOutcome WorkerProcess::read(protocol::Frame& frame, Deadline deadline) {
  if (!running()) return ReadOutcome::failure(ReadStatus::kEof, "the worker is not running");
  deadline_ = deadline;
  return reader_.read(frame);
}

ReadOutcome WorkerProcess::write(std::string_view bytes, Deadline deadline) {
  if (!running() || in_ < 0)
    return ReadOutcome::failure(ReadStatus::kEof, "the worker is not running");
  SigpipeGuard guard;
  deadline_ = deadline;
  const protocol::Limits& limits = reader_.limits();
  const uint64_t maxEarly = limits.maxHeaderBytes + limits.maxPayloadBytes + 1;
  while (!bytes.empty()) {
    std::vector<pollfd> fds = {{in_, POLLOUT, 0}};
    if (!outEof_) fds.push_back({out_, POLLIN, 0});
    if (err_ >= 0) fds.push_back({err_, POLLIN, 0});
    ReadOutcome ready = pollUntil(fds, deadline);
    if (!ready.ok()) return ready;
    for (size_t i = 1; i < fds.size(); ++i) {
      if (!fds[i].revents) continue;
      if (fds[i].fd == err_) {
        drainStderr();
      } else {
        // A reply that starts before the request is sent: keep it for read().
        std::string& pending = reader_.pending();
        ReadOutcome got = fill(pending, 65536);
        if (got.status == ReadStatus::kIoError) return got;
        if (pending.size() > maxEarly)
          return ReadOutcome::failure(ReadStatus::kCorrupt,
                                      "the worker writes without reading its requests");
      }
    }
    if (!fds[0].revents) continue;
    ssize_t n = ::write(in_, bytes.data(), bytes.size());
    if (n > 0) {
      bytes.remove_prefix(static_cast<size_t>(n));
    } else if (n < 0 && errno == EPIPE) {
      return ReadOutcome::failure(ReadStatus::kEof, "the worker closed its input");
    } else if (n < 0 && errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK) {
      return ReadOutcome::failure(ReadStatus::kIoError,
                                  fmt::format("writing to the worker: {}", std::strerror(errno)));
    }
  }
  return {};
}

void WorkerProcess::closeInput() {
  closeFd(in_);
}

void WorkerProcess::reap() {
  if (pid_ <= 0) return;
  // The group first: what the worker started must not outlive it.
  ::kill(-pid_, SIGKILL);
  while (waitpid(pid_, nullptr, 0) < 0 && errno == EINTR) {
  }
  pid_ = -1;
  closeFd(in_);
  closeFd(out_);
  closeFd(err_);
}

void WorkerProcess::kill() {
  if (pid_ <= 0) return;
  ::kill(-pid_, SIGKILL);
  ::kill(pid_, SIGKILL);
  drainStderr();
  reap();
}

std::string WorkerProcess::finish(std::chrono::milliseconds wait) {
  if (pid_ <= 0) return "had already ended";
  closeInput();
  const Clock::time_point until = Clock::now() + wait;
  for (;;) {
    siginfo_t info;
    std::memset(&info, 0, sizeof info);
    if (waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
        info.si_pid == pid_) {
      // Its last words: what is still in the stderr pipe (bounded in time,
      // since a leftover child may hold the pipe open).
      const Clock::time_point drainUntil = Clock::now() + std::chrono::milliseconds(200);
      while (err_ >= 0 && Clock::now() < drainUntil) {
        pollfd fd = {err_, POLLIN, 0};
        if (::poll(&fd, 1, 20) <= 0) break;
        drainStderr();
      }
      std::string how = describeExit(info);
      reap();
      return how;
    }
    if (Clock::now() >= until) break;
    pollfd fd = {err_, POLLIN, 0};
    if (err_ >= 0 && ::poll(&fd, 1, 5) > 0)
      drainStderr();
    else if (err_ < 0)
      ::usleep(5000);
  }
  kill();
  return fmt::format("did not exit within {} ms and was killed", wait.count());
}

char glogSeverity(std::string_view line) {
  if (line.size() < 6 || std::string_view("IWEF").find(line[0]) == std::string_view::npos ||
      line[5] != ' ')
    return 0;
  for (size_t i = 1; i < 5; ++i)
    if (line[i] < '0' || line[i] > '9') return 0;
  return line[0];
}

}  // namespace hlo_cts::backends
