#include "backends/gemm_layout.h"

#include <algorithm>

#include "spec/ops/attribute_views.h"

namespace hlo_cts::backends {
namespace {

// dot_general's dimension numbers; dot contracts lhs's last dimension with
// rhs's first.
Result<ops::DotDimensionAttrs> dotDimsOf(const Operation& op) {
  if (op.id() != OpId::kDot) return ops::dotDimensionAttrs(op);
  ops::DotDimensionAttrs d;
  d.lhsContracting = {op.operand(0)->type.rank() - 1};
  d.rhsContracting = {0};
  return d;
}

// The free dimensions of an operand: those neither batching nor contracting.
std::vector<int64_t> freeDims(int64_t rank, const std::vector<int64_t>& batch,
                              const std::vector<int64_t>& contract) {
  std::vector<int64_t> free;
  for (int64_t d = 0; d < rank; ++d)
    if (std::find(batch.begin(), batch.end(), d) == batch.end() &&
        std::find(contract.begin(), contract.end(), d) == contract.end())
      free.push_back(d);
  return free;
}

int64_t productOf(const std::vector<int64_t>& shape, const std::vector<int64_t>& dims) {
  int64_t p = 1;
  for (int64_t d : dims) p *= shape[static_cast<size_t>(d)];
  return p;
}

}  // namespace

Result<GemmLayout> gemmLayout(const Operation& op) {
  const Type& lhs = op.operand(0)->type;
  const Type& rhs = op.operand(1)->type;
  Result<ops::DotDimensionAttrs> dims = dotDimsOf(op);
  if (!dims.ok()) return dims.takeError();
  const ops::DotDimensionAttrs& d = *dims;
  const std::vector<int64_t> lhsFree = freeDims(lhs.rank(), d.lhsBatching, d.lhsContracting);
  const std::vector<int64_t> rhsFree = freeDims(rhs.rank(), d.rhsBatching, d.rhsContracting);
  GemmLayout g;
  g.lhsOrder = d.lhsBatching;
  g.lhsOrder.insert(g.lhsOrder.end(), lhsFree.begin(), lhsFree.end());
  g.lhsOrder.insert(g.lhsOrder.end(), d.lhsContracting.begin(), d.lhsContracting.end());
  g.rhsOrder = d.rhsBatching;
  g.rhsOrder.insert(g.rhsOrder.end(), d.rhsContracting.begin(), d.rhsContracting.end());
  g.rhsOrder.insert(g.rhsOrder.end(), rhsFree.begin(), rhsFree.end());
  g.batch = productOf(lhs.shape(), d.lhsBatching);
  g.m = productOf(lhs.shape(), lhsFree);
  g.k = productOf(lhs.shape(), d.lhsContracting);
  g.n = productOf(rhs.shape(), rhsFree);
  return g;
}

}  // namespace hlo_cts::backends
