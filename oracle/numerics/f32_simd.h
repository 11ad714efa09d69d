// Vector first levels of the f32 exp and sin paths (internal to
// oracle/numerics; f32_simd.cpp): for each of n f32 inputs, decided[i] ≠ 0
// and out[i] = the correctly rounded result where the lane's first level
// and rounding test (relative `margin`, f32_fast_paths.cpp) decide, 0 where
// the scalar path must (special and out-of-range arguments, and the few
// near a rounding boundary). The caller has checked the host state
// (host_arithmetic.h). exp: every x but NaN (0 < |x| ≤ 110 through the
// first level, the rest proven as expKernel proves it); sin: 0 < |x| <
// 0.78125, the arguments its reduction leaves as they are.
#pragma once

#include <cstddef>
#include <cstdint>

namespace hlo_cts::oracle::f32k {

void expLanes(const uint32_t* x, uint32_t* out, uint32_t* decided, size_t n, double margin);
void sinLanes(const uint32_t* x, uint32_t* out, uint32_t* decided, size_t n, double margin);

}  // namespace hlo_cts::oracle::f32k
