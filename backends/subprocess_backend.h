// The subprocess way into a backend: `subprocess:COMMAND` runs COMMAND with
// /bin/sh in its own process group and speaks backends/PROTOCOL.md with it
// over stdin/stdout. One instance owns one worker process, started (and
// greeted with hello) at open, reused across calls, and restarted on the
// next call after it crashed, hung or broke the protocol:
//   no reply within CallOptions::timeout  the group is killed   -> kTimeout
//   the worker dies or closes its output  it is reaped          -> kCrash,
//     with how it died (exit code or signal) and its stderr's last bytes
//   bytes that are not a reply            the group is killed   -> kCrash
//   a well-formed but invalid reply (an output whose bytes do not match its
//     type)                                kept                  -> kError
// An Executable compiled by a worker that has since died is compiled again
// on the new one before it runs. The destructor asks the worker to shut
// down, waits briefly, then kills it; no process is left behind.
#pragma once

#include <chrono>
#include <memory>
#include <string>

#include "backends/backend.h"
#include "backends/protocol.h"
#include "spec/result.h"

namespace hlo_cts::backends {

struct SubprocessOptions {
  // Starting a worker and its hello exchange (at open and at each restart).
  std::chrono::milliseconds startTimeout{60000};
  // A worker that asked to shut down, or closed its output, gets this long
  // to exit before it is killed.
  std::chrono::milliseconds exitWait{2000};
  // Added to a call's timeout before the worker is killed, so a backend
  // that honours timeout_ms itself can answer "timeout" and stay alive.
  std::chrono::milliseconds timeoutGrace{100};
  // What is kept of a worker's stderr, and what of it a failure quotes: a
  // compiler's log can follow its fatal line with a long stack trace, which
  // the kept part must reach past (see stderrQuote).
  size_t stderrTailBytes = 65536;
  size_t stderrQuoteBytes = 2048;
  protocol::Limits limits;
};

// Errors: the worker cannot be started or its hello fails (the message says
// how: exit code, signal, protocol error, version mismatch, stderr tail).
Result<std::unique_ptr<Backend>> openSubprocessBackend(const std::string& command,
                                                       const std::string& config,
                                                       const SubprocessOptions& options = {});

}  // namespace hlo_cts::backends
