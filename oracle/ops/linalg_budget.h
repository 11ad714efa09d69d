// Shared by the linear-algebra reference implementations (linalg.cpp,
// linalg_fft.cpp): working-precision sizing and the bounds of a value known
// to within an accuracy budget.
#pragma once

#include <cmath>
#include <cstdint>

#include "numerics/mpfr_number.h"
#include "oracle/ops/reduction_bounds.h"
#include "spec/element_type.h"

namespace hlo_cts::oracle {

// The smallest l with 2^l >= n.
inline int ceilLog2(int64_t n) {
  int l = 0;
  while ((int64_t{1} << l) < n) ++l;
  return l;
}

// The bounds of a value known to within `bound` (the computed result is a
// float of `type` within the bound of the exact value `v`). An infinite
// bound means intermediate values may overflow, and then ∞ − ∞ makes NaN
// in every evaluation order (a complex product with one huge part does it
// in a substitution step): NaN is allowed too.
inline ElementBounds budgetBounds(const MpfrNumber& v, double bound, ElementType type) {
  AccumulationModel model = AccumulationModel::inFormat(*floatFormat(type));
  TermMagnitudes terms;  // no partial sums: overflow only of the value itself
  ElementBounds bounds = boundsAround(v.get(), bound, terms, model, type);
  if (std::isinf(bound)) bounds.allowNaN = true;
  return bounds;
}

}  // namespace hlo_cts::oracle
