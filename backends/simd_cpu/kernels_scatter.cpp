// scatter: results start as the inputs; every update element whose
// result_index lies in bounds is combined into it by update_computation.
// Updates are applied in the lexicographic order of their update_index,
// scatter position by scatter position (for any one result element that is
// the same order, so a non-commutative region gives the oracle's flowing
// result). A region that is one integer add / multiply / maximum / minimum
// / and / or of its two arguments, an f32/f64 add or multiply, or that
// returns the update runs as a typed loop; any other region runs per
// element through KernelCall::runRegion. indices_are_sorted and
// unique_indices are hints this kernel does not need.
#include <algorithm>
#include <cstring>

#include "backends/simd_cpu/kernels_layout.h"
#include "backends/simd_cpu/reducer.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

// Start indices beyond this magnitude are out of bounds of any tensor; the
// clamp keeps the index arithmetic free of overflow.
constexpr int64_t kIndexLimit = int64_t{1} << 40;

// What update_computation is: "return the update", one associative op of
// its two arguments (reducer.h, with a typed loop when the element type has
// one), or anything else (the region, per element).
struct Combiner {
  enum class Kind : uint8_t { kRegion, kReplace, kReducer } kind = Kind::kRegion;
  OpId op = OpId::kUnknown;
};

Combiner classifyCombiner(const Operation& op) {
  if (op.numOperands() != 3 || op.numRegions() != 1 || !op.region(0)->front()) return {};
  const Block& block = *op.region(0)->front();
  if (block.numArguments() == 2 && block.operations().size() == 1 &&
      block.operations().back()->numOperands() == 1 &&
      block.operations().back()->operand(0) == block.argument(1))
    return {Combiner::Kind::kReplace};
  if (std::optional<OpId> reducer = simpleReducer(*op.region(0)))
    return {Combiner::Kind::kReducer, *reducer};
  return {};
}

// Calls visit(resultOffset, updateOffset) for every update element in
// bounds, in the order described above.
template <class Visit>
void forEachScatteredElement(const KernelCall& call, const ops::ScatterAttrs& s, size_t n,
                             Visit&& visit) {
  const Tensor& input = call.operand(0);
  const Tensor& scatter_indices = call.operand(n);
  const Tensor& updates = call.operand(n + 1);
  const int64_t rank = input.rank();
  const std::vector<int64_t> indices = indexValues(scatter_indices);
  const std::vector<int64_t> inputStrides = rowMajorStrides(input.shape());
  const std::vector<int64_t> updateStrides = rowMajorStrides(updates.shape());
  const std::vector<int64_t> indicesStrides = rowMajorStrides(scatter_indices.shape());
  std::vector<int64_t> update_scatter_dims, input_window_dims;
  for (int64_t d = 0; d < updates.rank(); ++d)
    if (!contains(s.updateWindowDims, d)) update_scatter_dims.push_back(d);
  for (int64_t d = 0; d < rank; ++d)
    if (!contains(s.insertedWindowDims, d) && !contains(s.inputBatchingDims, d))
      input_window_dims.push_back(d);
  const size_t windowRank = s.updateWindowDims.size();
  const int64_t vectorStride = s.indexVectorDim < scatter_indices.rank()
                                   ? indicesStrides[static_cast<size_t>(s.indexVectorDim)]
                                   : 0;
  int64_t positions = 1;
  for (int64_t d : update_scatter_dims) positions *= updates.shape()[static_cast<size_t>(d)];

  std::vector<int64_t> update_scatter_index(update_scatter_dims.size()), base(rank);
  std::vector<int64_t> lo(windowRank), hi(windowRank), w(windowRank);
  for (int64_t p = 0; p < positions; ++p) {
    int64_t rest = p, indicesOffset = 0, updateOffset = 0;
    for (size_t k = update_scatter_dims.size(); k-- > 0;) {
      const size_t d = static_cast<size_t>(update_scatter_dims[k]);
      update_scatter_index[k] = rest % updates.shape()[d];
      rest /= updates.shape()[d];
      updateOffset += update_scatter_index[k] * updateStrides[d];
      const int64_t di = static_cast<int64_t>(k);
      indicesOffset += update_scatter_index[k] *
                       indicesStrides[static_cast<size_t>(di < s.indexVectorDim ? di : di + 1)];
    }
    std::fill(base.begin(), base.end(), 0);
    for (size_t d_start = 0; d_start < s.scatterDimsToOperandDims.size(); ++d_start)
      base[static_cast<size_t>(s.scatterDimsToOperandDims[d_start])] +=
          std::clamp(indices[static_cast<size_t>(indicesOffset +
                                                 static_cast<int64_t>(d_start) * vectorStride)],
                     -kIndexLimit, kIndexLimit);
    for (size_t i = 0; i < s.inputBatchingDims.size(); ++i) {
      const int64_t d_start = s.scatterIndicesBatchingDims[i];
      base[static_cast<size_t>(s.inputBatchingDims[i])] +=
          update_scatter_index[static_cast<size_t>(d_start - (d_start < s.indexVectorDim ? 0 : 1))];
    }
    // The window elements in bounds form a box: per window dimension the
    // offsets w with 0 <= base + w < dim; the other dimensions must hold base.
    bool empty = false;
    int64_t resultOffset = 0;
    for (int64_t d = 0; d < rank; ++d) {
      resultOffset += base[static_cast<size_t>(d)] * inputStrides[static_cast<size_t>(d)];
      if (!contains(input_window_dims, d) &&
          (base[static_cast<size_t>(d)] < 0 ||
           base[static_cast<size_t>(d)] >= input.shape()[static_cast<size_t>(d)]))
        empty = true;
    }
    for (size_t i = 0; i < windowRank && !empty; ++i) {
      const size_t d = static_cast<size_t>(input_window_dims[i]);
      const int64_t size = updates.shape()[static_cast<size_t>(s.updateWindowDims[i])];
      lo[i] = std::max<int64_t>(0, -base[d]);
      hi[i] = std::min<int64_t>(size, input.shape()[d] - base[d]);
      empty = lo[i] >= hi[i];
      w[i] = lo[i];
    }
    if (empty) continue;
    for (;;) {
      int64_t r = resultOffset, u = updateOffset;
      for (size_t i = 0; i < windowRank; ++i) {
        r += w[i] * inputStrides[static_cast<size_t>(input_window_dims[i])];
        u += w[i] * updateStrides[static_cast<size_t>(s.updateWindowDims[i])];
      }
      visit(r, u);
      size_t i = windowRank;
      while (i-- > 0 && ++w[i] == hi[i]) w[i] = lo[i];
      if (i == static_cast<size_t>(-1)) break;
    }
  }
}

// A one-op update_computation as a typed loop over the storage; false when
// the element type has none (the region path takes it).
bool combineTyped(const KernelCall& call, const ops::ScatterAttrs& s, OpId reducer,
                  Tensor& result) {
  return visitStorageType(result.elementType(), [&](auto tag) {
    using T = decltype(tag);
    if (!combineDefined<T>(reducer)) return false;
    withReducerOp(reducer, [&](auto op) {
      T* out = reinterpret_cast<T*>(result.mutableBytes().data());
      const T* in = reinterpret_cast<const T*>(call.operand(2).bytes().data());
      forEachScatteredElement(call, s, 1,
                              [&](int64_t r, int64_t u) { out[r] = combine(op, out[r], in[u]); });
    });
    return true;
  });
}

// The general form: update_computation on rank-0 tensors, per element.
Status combineThroughRegion(const KernelCall& call, const ops::ScatterAttrs& s,
                            std::vector<Tensor>& results, size_t n) {
  std::vector<TensorRef> arguments(2 * n);
  Status status = Status::success();
  forEachScatteredElement(call, s, n, [&](int64_t r, int64_t u) {
    if (!status.ok()) return;
    for (size_t i = 0; i < n; ++i) {
      arguments[i] = scalarOf(results[i], r);
      arguments[n + i] = scalarOf(call.operand(n + 1 + i), u);
    }
    Result<std::vector<TensorRef>> updated = call.runRegion(0, arguments);
    if (!updated.ok()) {
      status = updated.takeError();
      return;
    }
    for (size_t i = 0; i < n; ++i) {
      const Tensor* value = i < updated->size() ? (*updated)[i].get() : nullptr;
      const int eb = results[i].elementBytes();
      if (!value || value->elementType() != results[i].elementType() || value->numElements() != 1) {
        status = kernelError(call.op,
                             "update_computation must return rank-0 tensors of the "
                             "result types");
        return;
      }
      std::memcpy(results[i].mutableBytes().data() + r * eb, value->bytes().data(),
                  static_cast<size_t>(eb));
    }
  });
  return status;
}

Status scatter(const KernelCall& call) {
  Result<ops::ScatterAttrs> s = ops::scatterAttrs(call.op);
  if (!s.ok()) return s.takeError();
  const size_t n = (call.operands.size() - 1) / 2;
  std::vector<Tensor> results;
  for (size_t i = 0; i < n; ++i) {
    results.push_back(call.allocate(i));
    const Tensor& input = call.operand(i);
    if (!input.bytes().empty())
      std::memcpy(results.back().mutableBytes().data(), input.bytes().data(), input.bytes().size());
  }
  const Combiner combiner = classifyCombiner(call.op);
  if (combiner.kind == Combiner::Kind::kReplace) {
    const int eb = results[0].elementBytes();
    uint8_t* out = results[0].mutableBytes().data();
    const uint8_t* in = call.operand(2).bytes().data();
    forEachScatteredElement(call, *s, 1, [&](int64_t r, int64_t u) {
      std::memcpy(out + r * eb, in + u * eb, static_cast<size_t>(eb));
    });
  } else if (combiner.kind == Combiner::Kind::kRegion ||
             !combineTyped(call, *s, combiner.op, results[0])) {
    if (Status status = combineThroughRegion(call, *s, results, n); !status.ok()) return status;
  }
  for (size_t i = 0; i < n; ++i) call.set(i, std::move(results[i]));
  return Status::success();
}

// Results, inputs, updates and the region's arguments must share element
// types: the conversions the spec allows between them are not implemented.
std::string scatterSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  const size_t n = (op.numOperands() - 1) / 2;
  if (n == 0 || op.numResults() != n || op.numRegions() != 1 || !op.region(0)->front())
    return "malformed scatter";
  const Block& block = *op.region(0)->front();
  if (block.numArguments() != 2 * n) return "update_computation takes the wrong arguments";
  for (size_t i = 0; i < n; ++i) {
    const ElementType type = op.operand(i)->type.elementType();
    if (op.result(i)->type.elementType() != type ||
        op.operand(n + 1 + i)->type.elementType() != type ||
        block.argument(i)->type.elementType() != type ||
        block.argument(n + i)->type.elementType() != type ||
        block.argument(i)->type.isQuantized() || block.argument(n + i)->type.isQuantized())
      return "scatter converting between element types is not supported by simd-cpu";
  }
  return viewProblem(ops::scatterAttrs(op));
}

const KernelEntry kScatterEntries[] = {
    {OpId::kScatter, scatter, scatterSupport},
};

}  // namespace

std::span<const KernelEntry> scatterKernels() {
  return kScatterEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
