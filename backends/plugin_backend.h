// A backend in a shared library speaking the C ABI of
// backends/include/hlo_cts_backend.h (`--backend plugin:/path/lib.so`).
// The adapter trusts nothing the plugin returns: a null pointer, an unknown
// status, element type or op name, or an output whose bytes do not match
// its shape and type is an error of the backend (kError, or an open error),
// never a crash of hlo-cts. A plugin that does not declare itself
// thread-safe has all its calls, across all instances from that library,
// serialized by one mutex. The library stays loaded while any instance (or
// executable compiled by one) lives.
#pragma once

#include <memory>
#include <string>

#include "backends/backend.h"

namespace hlo_cts::backends {

// Loads `path` (dlopen RTLD_NOW | RTLD_LOCAL), checks its ABI version,
// creates one instance with `config` and reads its capabilities.
Result<std::unique_ptr<Backend>> openPluginBackend(const std::string& path,
                                                   const std::string& config);

}  // namespace hlo_cts::backends
