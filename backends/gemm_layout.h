// dot_general (and dot) as a batch of matrix products, the form every
// executor's GEMM takes: the lhs permuted to [batch, rows, contraction], the
// rhs to [batch, contraction, columns], and the product is then dot_general's
// result in its own order ([batch, lhs free dims, rhs free dims]).
#pragma once

#include <cstdint>
#include <vector>

#include "spec/ir.h"
#include "spec/result.h"

namespace hlo_cts::backends {

struct GemmLayout {
  std::vector<int64_t> lhsOrder;  // the lhs's dimensions: batching, free, contracting
  std::vector<int64_t> rhsOrder;  // the rhs's dimensions: batching, contracting, free
  int64_t batch = 1, m = 1, k = 1, n = 1;
};

// The layout of a verified dot_general or dot; the dimension numbers' view
// (spec/ops/attribute_views.h) error when it cannot read them.
Result<GemmLayout> gemmLayout(const Operation& op);

}  // namespace hlo_cts::backends
