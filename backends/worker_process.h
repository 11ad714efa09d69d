// One worker process of the subprocess backend: `/bin/sh -c COMMAND` in its
// own process group, with pipes on stdin/stdout and the tail of its stderr
// kept for crash messages. Reads and writes take a deadline (poll), drain
// stderr while they wait (a chatty worker never blocks on a full pipe), and
// never raise SIGPIPE in the runner. kill() and finish() leave no process of
// the group behind and no zombie.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "backends/protocol.h"
#include "spec/result.h"

namespace hlo_cts::backends {

// The severity of a line with glog's prefix ('F' for "F1204 14:47:17.2 42
// file.cc:58] ..."), or 0 for any other line. XLA and other compilers built
// on absl log so on their stderr.
char glogSeverity(std::string_view line);

using Clock = std::chrono::steady_clock;
using Deadline = std::optional<Clock::time_point>;  // nullopt: none

class WorkerProcess {
 public:
  // Starts `command` with HLO_CTS_BACKEND_CONFIG=config in its environment.
  static Result<std::unique_ptr<WorkerProcess>> spawn(const std::string& command,
                                                      const std::string& config,
                                                      const protocol::Limits& limits,
                                                      size_t stderrTailBytes);
  ~WorkerProcess();  // kills and reaps the group when still running

  WorkerProcess(const WorkerProcess&) = delete;
  WorkerProcess& operator=(const WorkerProcess&) = delete;

  // Sends all of `bytes`. kEof: the worker closed its input (or died).
  protocol::ReadOutcome write(std::string_view bytes, Deadline deadline);
  // Reads the next frame.
  protocol::ReadOutcome read(protocol::Frame& frame, Deadline deadline);

  // Closes the worker's stdin (it sees end of input).
  void closeInput();
  // Kills the whole group with SIGKILL and reaps the worker.
  void kill();
  // Waits up to `wait` for the worker to exit by itself, then kills what is
  // left of its group and reaps it. Returns how it ended: "exited with code
  // 3", "was killed by signal SIGSEGV (Segmentation fault)", or "did not exit
  // within 1000 ms and was killed".
  std::string finish(std::chrono::milliseconds wait);

  pid_t pid() const { return pid_; }
  bool running() const { return pid_ > 0; }
  // The last bytes it wrote to stderr ("" when none).
  const std::string& stderrTail() const { return stderrTail_; }

 private:
  WorkerProcess(pid_t pid, int in, int out, int err, const protocol::Limits& limits,
                size_t stderrTailBytes);
  protocol::ReadOutcome fill(std::string& out, size_t max);
  // Polls the given fd for `events` plus stdout/stderr for input; returns
  // the revents of `fd` (0 when it was only other fds), or a failure.
  protocol::ReadOutcome waitFor(int fd, short events, short& revents, bool drainStdout);
  void drainStderr();
  void reap();

  pid_t pid_ = -1;
  int in_ = -1, out_ = -1, err_ = -1;
  bool outEof_ = false;
  Deadline deadline_;
  size_t stderrTailBytes_;
  std::string stderrTail_;
  protocol::FrameReader reader_;
};

// "SIGSEGV (Segmentation fault)", "signal 77" for one without a name.
std::string signalDescription(int signal);

}  // namespace hlo_cts::backends
