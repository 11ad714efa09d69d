// chlo.ragged_dot (ragged-rows mode: one GEMM per run of rows in one group)
// and einsum / unary_einsum (a plain loop over their labels; complex terms
// by the plain product formula, a summing unary_einsum as x · 1).
#include <fmt/format.h>

#include <algorithm>
#include <complex>
#include <numeric>

#include "backends/simd_cpu/kernels_linalg.h"
#include "spec/ops/attribute_views.h"
#include "spec/ops/spec_functions.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

// --- chlo.ragged_dot -----------------------------------------------------------

// The ragged-rows mode (the oracle's): lhs_ragged_dimensions names one lhs
// free dimension, whose rows group_sizes splits into consecutive groups;
// rows of group j meet slice j of rhs's rhs_group_dimensions, rows beyond
// every group are zero.
struct RaggedDims {
  std::vector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  int64_t ragged = -1, group = -1;
};

std::string raggedDimsOf(const Operation& op, RaggedDims& d) {
  Result<ops::DotDimensionAttrs> dims = ops::dotDimensionAttrs(op);
  if (!dims.ok()) return viewProblem(dims);
  d.lhsBatch = std::move(dims->lhsBatching);
  d.rhsBatch = std::move(dims->rhsBatching);
  d.lhsContract = std::move(dims->lhsContracting);
  d.rhsContract = std::move(dims->rhsContracting);
  const std::vector<int64_t>&ragged = dims->lhsRagged, &group = dims->rhsGroup;
  if (ragged.size() != 1 || group.size() != 1 || contains(d.lhsContract, ragged[0]) ||
      contains(d.lhsBatch, ragged[0]) || op.operand(2)->type.rank() != 1)
    return "only the ragged-rows mode (a ragged lhs result dimension, an rhs group dimension, "
           "1-D group_sizes) is supported";
  d.ragged = ragged[0];
  d.group = group[0];
  return {};
}

std::string raggedDotSupport(const Operation& op) {
  LaneType lane;
  if (std::string why = commonLane(op, 2, lane); !why.empty()) return why;
  RaggedDims d;
  return raggedDimsOf(op, d);
}

// Each run of rows in one group is one GEMM: the lhs laid out as
// [batch, ragged, other free, contraction], the rhs as [group, batch,
// contraction, free], the product then permuted to the result's order
// [batch, lhs free, rhs free].
template <class T>
void raggedDotTyped(const KernelCall& call, const RaggedDims& d,
                    const std::vector<int64_t>& rowGroup, const LaneType& lane, Tensor& out) {
  const Tensor& lhs = call.operand(0);
  const Tensor& rhs = call.operand(1);
  const std::vector<int64_t>& ls = lhs.shape();
  const std::vector<int64_t>& rs = rhs.shape();
  std::vector<int64_t> lhsFree, others, rhsFree;
  for (int64_t i = 0; i < static_cast<int64_t>(ls.size()); ++i)
    if (!contains(d.lhsBatch, i) && !contains(d.lhsContract, i)) {
      lhsFree.push_back(i);
      if (i != d.ragged) others.push_back(i);
    }
  for (int64_t i = 0; i < static_cast<int64_t>(rs.size()); ++i)
    if (!contains(d.rhsBatch, i) && !contains(d.rhsContract, i) && i != d.group)
      rhsFree.push_back(i);
  auto product = [](const std::vector<int64_t>& shape, const std::vector<int64_t>& dims) {
    int64_t p = 1;
    for (int64_t i : dims) p *= shape[static_cast<size_t>(i)];
    return p;
  };
  const int64_t batches = product(ls, d.lhsBatch), rows = ls[static_cast<size_t>(d.ragged)],
                free = product(ls, others), k = product(ls, d.lhsContract),
                n = product(rs, rhsFree), groups = rs[static_cast<size_t>(d.group)];
  std::vector<int64_t> lhsOrder = d.lhsBatch, rhsOrder = {d.group};
  lhsOrder.push_back(d.ragged);
  lhsOrder.insert(lhsOrder.end(), others.begin(), others.end());
  lhsOrder.insert(lhsOrder.end(), d.lhsContract.begin(), d.lhsContract.end());
  rhsOrder.insert(rhsOrder.end(), d.rhsBatch.begin(), d.rhsBatch.end());
  rhsOrder.insert(rhsOrder.end(), d.rhsContract.begin(), d.rhsContract.end());
  rhsOrder.insert(rhsOrder.end(), rhsFree.begin(), rhsFree.end());
  LaneType lhsLane, rhsLane;
  laneTypeOf(lhs.elementType(), lhsLane);
  laneTypeOf(rhs.elementType(), rhsLane);
  const std::vector<T> a = permute(loadAll<T>(lhs, lhsLane), ls, lhsOrder);
  const std::vector<T> b = permute(loadAll<T>(rhs, rhsLane), rs, rhsOrder);
  std::vector<T> c(static_cast<size_t>(batches * rows * free * n), T(0));
  if (k > 0 && free > 0 && n > 0)
    for (int64_t batch = 0; batch < batches; ++batch)
      for (int64_t row = 0; row < rows;) {
        int64_t end = row + 1;
        while (end < rows &&
               rowGroup[static_cast<size_t>(end)] == rowGroup[static_cast<size_t>(row)])
          ++end;
        const int64_t j = rowGroup[static_cast<size_t>(row)];
        if (j < groups) {
          const int64_t first = (batch * rows + row) * free;
          convolutionGemm(a.data() + first * k, b.data() + (j * batches + batch) * k * n,
                          c.data() + first * n, (end - row) * free, k, n);
        }
        row = end;
      }
  orBooleanSums(c, lane);
  if constexpr (std::is_same_v<T, float>)
    if (lane.narrow) roundToNarrow(c.data(), c.size(), lane.format);
  // c's dimensions: batch, ragged, other free, rhs free; the result's: batch,
  // lhs free in order, rhs free.
  std::vector<int64_t> cShape, perm;
  for (int64_t i : d.lhsBatch) cShape.push_back(ls[static_cast<size_t>(i)]);
  cShape.push_back(rows);
  for (int64_t i : others) cShape.push_back(ls[static_cast<size_t>(i)]);
  for (int64_t i : rhsFree) cShape.push_back(rs[static_cast<size_t>(i)]);
  const int64_t nb = static_cast<int64_t>(d.lhsBatch.size());
  for (int64_t i = 0; i < nb; ++i) perm.push_back(i);
  for (int64_t i : lhsFree)
    perm.push_back(i == d.ragged
                       ? nb
                       : nb + 1 + (std::find(others.begin(), others.end(), i) - others.begin()));
  for (size_t i = 0; i < rhsFree.size(); ++i)
    perm.push_back(nb + 1 + static_cast<int64_t>(others.size() + i));
  const std::vector<T> laid = permute(c, cShape, perm);
  if (!laid.empty()) storeRange(laid.data(), laid.size(), lane, out, 0);
}

// The group of each ragged row, as the oracle finds it: the first j whose
// running total of group_sizes exceeds the row (upper_bound), past the
// last group for rows beyond them all.
Status raggedDot(const KernelCall& call) {
  RaggedDims d;
  if (std::string why = raggedDimsOf(call.op, d); !why.empty()) return kernelError(call.op, why);
  const Tensor& lhs = call.operand(0);
  const Tensor& rhs = call.operand(1);
  const std::vector<int64_t> sizes = indexValues(call.operand(2));
  std::vector<int64_t> dims = d.lhsBatch, rhsDims = d.rhsBatch;
  dims.insert(dims.end(), d.lhsContract.begin(), d.lhsContract.end());
  dims.push_back(d.ragged);
  rhsDims.insert(rhsDims.end(), d.rhsContract.begin(), d.rhsContract.end());
  rhsDims.push_back(d.group);
  std::sort(dims.begin(), dims.end());
  std::sort(rhsDims.begin(), rhsDims.end());
  if (std::adjacent_find(dims.begin(), dims.end()) != dims.end() ||
      std::adjacent_find(rhsDims.begin(), rhsDims.end()) != rhsDims.end())
    return kernelError(call.op, "a dimension appears in two of an operand's dimension lists");
  for (size_t i = 0; i < d.lhsBatch.size(); ++i)
    if (lhs.shape()[static_cast<size_t>(d.lhsBatch[i])] !=
        rhs.shape()[static_cast<size_t>(d.rhsBatch[i])])
      return kernelError(call.op, "batching dimension sizes differ");
  if (rhs.shape()[static_cast<size_t>(d.group)] != static_cast<int64_t>(sizes.size()))
    return kernelError(call.op, "rhs_group_dimensions must index a dimension of size(group_sizes)");
  std::vector<int64_t> groupEnd;
  int64_t total = 0;
  for (int64_t size : sizes) groupEnd.push_back(total += size);
  std::vector<int64_t> rowGroup;
  for (int64_t row = 0; row < lhs.shape()[static_cast<size_t>(d.ragged)]; ++row)
    rowGroup.push_back(std::upper_bound(groupEnd.begin(), groupEnd.end(), row) - groupEnd.begin());
  LaneType lane;
  laneTypeOf(call.op.result(0)->type.elementType(), lane);
  Tensor out = call.allocate(0);
  visitLane(lane.lane,
            [&](auto tag) { raggedDotTyped<decltype(tag)>(call, d, rowGroup, lane, out); });
  call.set(0, std::move(out));
  return Status::success();
}

// --- einsum, unary_einsum ------------------------------------------------------

// result[o] = Σ over the labels in no result position of Π over operands
// of operand[its labels' values]: one loop over every assignment of the
// labels, result labels outermost (einsum programs are small; the spec
// leaves the summation order open, as for dot_general). A label repeated
// within an operand reads its diagonal.
struct EinsumPlan {
  std::vector<int64_t> sizes;  // per label, the result's labels first
  size_t resultLabels = 0;
  std::vector<std::vector<int64_t>> strides;  // per operand, per label
};

std::string einsumPlanOf(const Operation& op, EinsumPlan& plan) {
  Result<std::string> config = ops::einsumConfig(op);
  if (!config.ok()) return viewProblem(config);
  const std::optional<ops::EinsumConfig> parsed = ops::parseEinsumConfig(*config);
  if (!parsed || parsed->operands.size() != op.numOperands())
    return "einsum_config does not match the operands";
  std::string labels = parsed->result;
  for (const std::string& o : parsed->operands)
    for (char l : o)
      if (labels.find(l) == std::string::npos) labels += l;
  if (labels.find('.') != std::string::npos) return "einsum ellipses are not supported by simd-cpu";
  plan.resultLabels = parsed->result.size();
  plan.sizes.assign(labels.size(), -1);
  plan.strides.assign(op.numOperands(), std::vector<int64_t>(labels.size(), 0));
  for (size_t i = 0; i < op.numOperands(); ++i) {
    const std::vector<int64_t>& shape = op.operand(i)->type.shape();
    const std::string& o = parsed->operands[i];
    if (o.size() != shape.size()) return "an operand's labels do not match its rank";
    const std::vector<int64_t> strides = rowMajorStrides(shape);
    for (size_t d = 0; d < o.size(); ++d) {
      const size_t l = labels.find(o[d]);
      if (plan.sizes[l] >= 0 && plan.sizes[l] != shape[d]) return "a label has two sizes";
      plan.sizes[l] = shape[d];
      plan.strides[i][l] += strides[d];
    }
  }
  const std::vector<int64_t>& result = op.result(0)->type.shape();
  if (result.size() != plan.resultLabels) return "the result's labels do not match its rank";
  for (size_t l = 0; l < plan.resultLabels; ++l)
    if (plan.sizes[l] != result[l]) return "a result label's size is not the result's";
  return {};
}

std::string einsumSupport(const Operation& op) {
  LaneType lane;
  if (std::string why = commonLane(op, op.numOperands(), lane); !why.empty()) return why;
  EinsumPlan plan;
  return einsumPlanOf(op, plan);
}

// a · b, complex ones by the plain formula (ac − bd, ad + bc) as the spec
// and the oracle compute them (C's Annex G multiply turns Inf · 0 into Inf
// where the formula gives NaN, and the converse).
template <class T>
T plainProduct(const T& a, const T& b) {
  if constexpr (std::is_same_v<T, std::complex<float>> || std::is_same_v<T, std::complex<double>>)
    return T(a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real());
  else
    return a * b;
}

template <class T>
void einsumTyped(const KernelCall& call, const EinsumPlan& plan, const LaneType& lane,
                 Tensor& out) {
  std::vector<std::vector<T>> values;
  for (size_t i = 0; i < call.operands.size(); ++i) {
    LaneType in;
    laneTypeOf(call.operand(i).elementType(), in);
    values.push_back(loadAll<T>(call.operand(i), in));
  }
  // Every assignment of the labels in row-major order, the result's labels
  // outermost: each result element takes `summed` consecutive assignments.
  const int64_t summed =
      std::accumulate(plan.sizes.begin() + static_cast<int64_t>(plan.resultLabels),
                      plan.sizes.end(), int64_t{1}, std::multiplies<>());
  // A unary_einsum that sums labels is the einsum of x with ones over them
  // (the oracle's model, as MHLO's einsum(1, x)): a complex term is x · 1 by
  // the plain formula, whose other part is NaN where x has an infinite
  // part. One that sums nothing is a transpose, no product.
  const bool timesOne = values.size() == 1 && plan.sizes.size() > plan.resultLabels;
  std::vector<T> result(static_cast<size_t>(out.numElements()), T(0));
  std::vector<int64_t> index(plan.sizes.size(), 0);
  for (T& r : result)
    for (int64_t s = 0; s < summed; ++s, nextIndex(index, plan.sizes)) {
      T product{};
      for (size_t i = 0; i < values.size(); ++i) {
        int64_t offset = 0;
        for (size_t l = 0; l < index.size(); ++l) offset += index[l] * plan.strides[i][l];
        const T value = values[i][static_cast<size_t>(offset)];
        product = i == 0 ? value : plainProduct(product, value);
      }
      if (timesOne) product = plainProduct(product, T(1));
      // The first term is the sum so far (not 0 + it, which would turn a
      // −0 into +0 where nothing is summed: a transposing unary_einsum).
      r = s == 0 ? product : r + product;
    }
  orBooleanSums(result, lane);
  if (!result.empty()) storeRange(result.data(), result.size(), lane, out, 0);
}

Status einsum(const KernelCall& call) {
  LaneType lane;
  laneTypeOf(call.op.result(0)->type.elementType(), lane);
  EinsumPlan plan;
  if (std::string why = einsumPlanOf(call.op, plan); !why.empty()) return kernelError(call.op, why);
  Tensor out = call.allocate(0);
  visitLane(lane.lane, [&](auto tag) { einsumTyped<decltype(tag)>(call, plan, lane, out); });
  call.set(0, std::move(out));
  return Status::success();
}

const KernelEntry kContractionEntries[] = {
    {OpId::kChloRaggedDot, raggedDot, raggedDotSupport},
    {OpId::kEinsum, einsum, einsumSupport},
    {OpId::kUnaryEinsum, einsum, einsumSupport},
};

}  // namespace

std::span<const KernelEntry> contractionKernels() {
  return kContractionEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
