// The built-in SIMD CPU executor, `--backend simd-cpu`: a real, fast
// implementation of the ops (fused vector loops with Highway, SLEEF's vector
// math, Eigen contractions, oneTBB threads), judged by the oracle like any
// vendor's backend under the profile it claims (suites/profiles/simd-cpu.profile).
// What it does not implement it declares: the op list of its capabilities,
// and a NotSupported compile result naming the op and why.
#pragma once

#include <memory>

#include "backends/backend.h"

namespace hlo_cts::backends {

std::unique_ptr<Backend> makeSimdCpuBackend();

}  // namespace hlo_cts::backends
