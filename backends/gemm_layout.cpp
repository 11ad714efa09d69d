#include "backends/gemm_layout.h"

#include <algorithm>

namespace hlo_cts::backends {
namespace {

struct DotDims {
  std::vector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
};

DotDims dotDimsOf(const Operation& op) {
  DotDims d;
  if (op.id() == OpId::kDot) {
    // dot: contract lhs's last dimension with rhs's first.
    d.lhsContract = {op.operand(0)->type.rank() - 1};
    d.rhsContract = {0};
    return d;
  }
  // The #stablehlo.dot struct, or (generic form of old producers) loose attributes.
  const Attribute* a = op.attr("dot_dimension_numbers");
  auto field = [&](std::string_view name) {
    const Attribute* f = a ? a->get(name) : op.attr(name);
    return f ? f->asI64List().value_or(std::vector<int64_t>{}) : std::vector<int64_t>{};
  };
  d.lhsBatch = field("lhs_batching_dimensions");
  d.rhsBatch = field("rhs_batching_dimensions");
  d.lhsContract = field("lhs_contracting_dimensions");
  d.rhsContract = field("rhs_contracting_dimensions");
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

GemmLayout gemmLayoutOf(const Operation& op) {
  const Type& lhs = op.operand(0)->type;
  const Type& rhs = op.operand(1)->type;
  const DotDims d = dotDimsOf(op);
  const std::vector<int64_t> lhsFree = freeDims(lhs.rank(), d.lhsBatch, d.lhsContract);
  const std::vector<int64_t> rhsFree = freeDims(rhs.rank(), d.rhsBatch, d.rhsContract);
  GemmLayout g;
  g.lhsOrder = d.lhsBatch;
  g.lhsOrder.insert(g.lhsOrder.end(), lhsFree.begin(), lhsFree.end());
  g.lhsOrder.insert(g.lhsOrder.end(), d.lhsContract.begin(), d.lhsContract.end());
  g.rhsOrder = d.rhsBatch;
  g.rhsOrder.insert(g.rhsOrder.end(), d.rhsContract.begin(), d.rhsContract.end());
  g.rhsOrder.insert(g.rhsOrder.end(), rhsFree.begin(), rhsFree.end());
  g.batch = productOf(lhs.shape(), d.lhsBatch);
  g.m = productOf(lhs.shape(), lhsFree);
  g.k = productOf(lhs.shape(), d.lhsContract);
  g.n = productOf(rhs.shape(), rhsFree);
  return g;
}

}  // namespace hlo_cts::backends
