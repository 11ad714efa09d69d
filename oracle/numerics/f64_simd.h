// The vector first levels of the f64 exp, sin and cos paths (internal to
// oracle/numerics; f64_simd.cpp): for each of n f64 inputs (as bits),
// decided[i] ≠ 0 and out[i] = the correctly rounded result where the lane
// decides, 0 where the scalar path must; on a target without fused
// multiply-add, 0 everywhere. exp decides every x but NaN and the
// arguments expKernel leaves to MPFR; sin and cos every |x| ≤ 2^20 but
// subnormals (sin), ±0 (sin) and NaN; both less the few whose rounding test
// fails. The caller has checked the host state (host_arithmetic.h).
// firstLevel, for tests: null, or 3n doubles that receive each lane's
// first level {hi, lo, err} (meaningful where the scalar kernel
// approximates; exp's before scaling), to compare with the scalar kernel's.
#pragma once

#include <cstddef>
#include <cstdint>

namespace hlo_cts::oracle::f64k {

void expLanes(const uint64_t* x, uint64_t* out, uint64_t* decided, size_t n,
              double* firstLevel = nullptr);
void sinLanes(const uint64_t* x, uint64_t* out, uint64_t* decided, size_t n,
              double* firstLevel = nullptr);
void cosLanes(const uint64_t* x, uint64_t* out, uint64_t* decided, size_t n,
              double* firstLevel = nullptr);

}  // namespace hlo_cts::oracle::f64k
