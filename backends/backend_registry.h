// The table openBackend (backend.h) reads: each built-in backend's
// spelling and how to open it. The interface's own file includes no
// concrete backend; builtin_backends.cpp, which includes them all, is the
// one place a new backend is added.
#pragma once

#include <memory>
#include <span>
#include <string_view>

#include "backends/backend.h"

namespace hlo_cts::backends {

struct BuiltinBackend {
  // The exact spelling ("simd-cpu"), or a prefix ending in ':' ("plugin:")
  // whose remainder is the argument.
  std::string_view spelling;
  // How the list of spellings in an error shows it ("plugin:/path/lib.so").
  std::string_view usage;
  // Opens it: `argument` is what follows a prefix (empty for an exact
  // spelling); spec.config is the backend's configuration.
  Result<std::unique_ptr<Backend>> (*open)(std::string_view argument, const BackendSpec& spec);
};

// Every built-in backend, in the order the error lists them.
std::span<const BuiltinBackend> builtinBackends();

}  // namespace hlo_cts::backends
