// A PJRT plugin as a backend (`--backend pjrt:PATH[?key=value&...]`): the
// shared library every OpenXLA device ships (XLA:CPU, XLA:GPU, TPU, IREE's
// and vendors' plugins), loaded with dlopen and driven through the PJRT C
// API (pjrt_c_api.h) with no adapter code.
//
// At open: the library is loaded (never unloaded: XLA plugins keep threads
// and static state that outlive any client), the API version it reports is
// checked against the one our declarations follow, PJRT_Plugin_Initialize
// runs once per library, and a client is created with the `?` options as
// its create options (PJRT_NamedValue: an integer value is an int64, true
// and false are bools, anything else a string; cpu_device_count=4 for the
// XLA CPU plugin). Backends opened with the same spelling in one process
// share the client (PJRT clients are thread-safe).
//
// Capabilities come from probing: tiny programs compiled and run at open
// (a round trip per element type, one program per feature whose support
// differs between plugins), the outcome cached per plugin build (path,
// size, modification time, options) in $XDG_CACHE_HOME/hlo-cts/pjrt (else
// ~/.cache/hlo-cts/pjrt), so what the plugin cannot do is NotSupported
// with the plugin's own reason rather than a failure.
//
// Compile: the program's StableHLO text, its entry renamed @main (what
// PJRT compiles), as the "mlir" program format, for one replica and one
// partition. A PJRT_Error from compile is kError with the plugin's message
// (kNotSupported for UNIMPLEMENTED); from execute or a transfer, kError.
// Execute: each input moved to a device buffer of its element type on the
// first addressable device, the outputs read back dense and row-major;
// every buffer, event and executable made is released.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "backends/backend.h"
#include "spec/result.h"

namespace hlo_cts::backends {

// `PATH[?key=value&key=value...]`, the part after "pjrt:".
struct PjrtSpec {
  std::string path;
  std::vector<std::pair<std::string, std::string>> options;
};
Result<PjrtSpec> parsePjrtSpec(std::string_view text);

// Loads the plugin and checks what GetPjrtApi() reports, without
// initializing it or creating a client: what a runner checks before it
// starts workers, so a missing or incompatible plugin is one clear error.
// Returns the API version ("0.115").
Result<std::string> checkPjrtPlugin(const std::string& path);

// `spec` is the text after "pjrt:"; `config` (--backend-config) holds more
// key=value options, '&'-separated.
Result<std::unique_ptr<Backend>> openPjrtBackend(std::string_view spec, const std::string& config);

}  // namespace hlo_cts::backends
