// The worker side of backends/PROTOCOL.md: serves any Backend over a frame
// stream. `hlo-cts serve` runs it on stdin/stdout; the runner uses that to
// isolate an in-process backend (a crash there becomes a test's Crash, not
// the runner's). One bad request gets an error reply and the loop goes on;
// only a corrupt stream (no way to find the next frame) or a failed write
// ends it early.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "backends/backend.h"
#include "backends/protocol.h"

namespace hlo_cts::backends {

struct ServeOutcome {
  bool clean = true;    // ended by shutdown or end of input
  std::string message;  // why not, when !clean
};

// Reads requests from `reader` until shutdown or end of input; `write`
// sends bytes to the runner and returns false when it cannot.
ServeOutcome serveBackend(Backend& backend, protocol::FrameReader& reader,
                          const std::function<bool(std::string_view)>& write);

}  // namespace hlo_cts::backends
