// The vector first level of the f64 exp path (internal to oracle/numerics;
// f64_simd.cpp): for each of n f64 inputs (as bits), decided[i] ≠ 0 and
// out[i] = the correctly rounded result where the lane decides (every x but
// NaN and the arguments expKernel leaves to MPFR, less the few whose
// rounding test fails), 0 where the scalar path must; on a target without
// fused multiply-add, 0 everywhere. The caller has checked the host state
// (host_arithmetic.h).
#pragma once

#include <cstddef>
#include <cstdint>

namespace hlo_cts::oracle::f64k {

void expLanes(const uint64_t* x, uint64_t* out, uint64_t* decided, size_t n);

}  // namespace hlo_cts::oracle::f64k
