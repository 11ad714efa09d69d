// Whether this thread's floating-point state is what the fast paths'
// analyses assume (f32_fast_paths.h, f64_fast_paths.h): IEEE float and
// double arithmetic without excess precision, rounding to nearest, with
// gradual underflow in both directions. A thread running another rounding
// mode, or flush-to-zero / denormals-are-zero (fast-math start-up code),
// takes the MPFR paths instead.
#pragma once

#include <cfenv>
#include <cfloat>

#if defined(__x86_64__) || defined(_M_X64)
#include <xmmintrin.h>
#endif

namespace hlo_cts::oracle {

inline bool hostArithmeticIsIeee() {
  if constexpr (FLT_EVAL_METHOD != 0) return false;
#if defined(__x86_64__) || defined(_M_X64)
  // SSE's control register holds all three (rounding control, FTZ, DAZ)
  // and reads in a cycle; the probes below take microcode assists on
  // subnormals (a third of a fast path's time).
  constexpr unsigned kRoundingControl = 0x6000, kFlushToZero = 0x8000, kDenormalsAreZero = 0x0040;
  return (_mm_getcsr() & (kRoundingControl | kFlushToZero | kDenormalsAreZero)) == 0;
#else
  // Subnormal float and double results and operands, each checked once.
  volatile double subnormalFloatAsDouble = 0x1p-140, smallestNormal = 0x1p-1022,
                  smallestSubnormal = 0x1p-1074;
  volatile float subnormalFloat = 0x1p-140f;
  return static_cast<float>(subnormalFloatAsDouble) != 0.0f && double{subnormalFloat} != 0.0 &&
         smallestNormal * 0.5 != 0 && smallestSubnormal * 2 != 0 &&
         std::fegetround() == FE_TONEAREST;
#endif
}

}  // namespace hlo_cts::oracle
