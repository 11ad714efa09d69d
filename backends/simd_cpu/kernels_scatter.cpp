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

namespace hlo_cts::backends::simd_cpu {
namespace {

// Start indices beyond this magnitude are out of bounds of any tensor; the
// clamp keeps the index arithmetic free of overflow.
constexpr int64_t kIndexLimit = int64_t{1} << 40;

struct ScatterDimensionNumbers {
  std::vector<int64_t> update_window_dims, inserted_window_dims, input_batching_dims,
      scatter_indices_batching_dims, scatter_dims_to_operand_dims;
  int64_t index_vector_dim = 0;
};

ScatterDimensionNumbers scatterDimensionNumbers(const Operation& op) {
  ScatterDimensionNumbers s;
  const Attribute* dn = op.attr("scatter_dimension_numbers");
  if (!dn) return s;
  s.update_window_dims = structDims(*dn, "update_window_dims");
  s.inserted_window_dims = structDims(*dn, "inserted_window_dims");
  s.input_batching_dims = structDims(*dn, "input_batching_dims");
  s.scatter_indices_batching_dims = structDims(*dn, "scatter_indices_batching_dims");
  s.scatter_dims_to_operand_dims = structDims(*dn, "scatter_dims_to_operand_dims");
  s.index_vector_dim = structIntOr(*dn, "index_vector_dim", 0);
  return s;
}

enum class Combiner : uint8_t { kRegion, kReplace, kAdd, kMultiply, kMaximum, kMinimum, kAnd, kOr };

// What update_computation is, when it is one of the shapes with a typed loop.
Combiner classifyCombiner(const Operation& op) {
  if (op.numOperands() != 3 || op.numRegions() != 1 || !op.region(0)->front())
    return Combiner::kRegion;
  const Block& block = *op.region(0)->front();
  if (block.numArguments() != 2 || block.operations().empty()) return Combiner::kRegion;
  const Operation& ret = *block.operations().back();
  if (ret.numOperands() != 1) return Combiner::kRegion;
  if (block.operations().size() == 1)
    return ret.operand(0) == block.argument(1) ? Combiner::kReplace : Combiner::kRegion;
  if (block.operations().size() != 2) return Combiner::kRegion;
  const Operation& combine = *block.operations().front();
  if (ret.operand(0) != combine.result(0) || combine.numOperands() != 2) return Combiner::kRegion;
  const bool arguments =
      (combine.operand(0) == block.argument(0) && combine.operand(1) == block.argument(1)) ||
      (combine.operand(0) == block.argument(1) && combine.operand(1) == block.argument(0));
  if (!arguments) return Combiner::kRegion;
  const ElementType type = op.operand(0)->type.elementType();
  const bool integer = isInteger(type), boolean = isBoolean(type);
  const bool wideFloat = type == ElementType::kF32 || type == ElementType::kF64;
  switch (combine.id()) {
    case OpId::kAdd:
      return integer || wideFloat ? Combiner::kAdd : Combiner::kRegion;
    case OpId::kMultiply:
      return integer || wideFloat ? Combiner::kMultiply : Combiner::kRegion;
    case OpId::kMaximum:
      return integer || boolean ? Combiner::kMaximum : Combiner::kRegion;
    case OpId::kMinimum:
      return integer || boolean ? Combiner::kMinimum : Combiner::kRegion;
    case OpId::kAnd:
      return integer || boolean ? Combiner::kAnd : Combiner::kRegion;
    case OpId::kOr:
      return integer || boolean ? Combiner::kOr : Combiner::kRegion;
    default:
      return Combiner::kRegion;
  }
}

// Calls visit(resultOffset, updateOffset) for every update element in
// bounds, in the order described above.
template <class Visit>
void forEachScatteredElement(const KernelCall& call, size_t n, Visit&& visit) {
  const ScatterDimensionNumbers s = scatterDimensionNumbers(call.op);
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
    if (!contains(s.update_window_dims, d)) update_scatter_dims.push_back(d);
  for (int64_t d = 0; d < rank; ++d)
    if (!contains(s.inserted_window_dims, d) && !contains(s.input_batching_dims, d))
      input_window_dims.push_back(d);
  const size_t windowRank = s.update_window_dims.size();
  const int64_t vectorStride = s.index_vector_dim < scatter_indices.rank()
                                   ? indicesStrides[static_cast<size_t>(s.index_vector_dim)]
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
                       indicesStrides[static_cast<size_t>(di < s.index_vector_dim ? di : di + 1)];
    }
    std::fill(base.begin(), base.end(), 0);
    for (size_t d_start = 0; d_start < s.scatter_dims_to_operand_dims.size(); ++d_start)
      base[static_cast<size_t>(s.scatter_dims_to_operand_dims[d_start])] +=
          std::clamp(indices[static_cast<size_t>(indicesOffset +
                                                 static_cast<int64_t>(d_start) * vectorStride)],
                     -kIndexLimit, kIndexLimit);
    for (size_t i = 0; i < s.input_batching_dims.size(); ++i) {
      const int64_t d_start = s.scatter_indices_batching_dims[i];
      base[static_cast<size_t>(s.input_batching_dims[i])] +=
          update_scatter_index[static_cast<size_t>(d_start -
                                                   (d_start < s.index_vector_dim ? 0 : 1))];
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
      const int64_t size = updates.shape()[static_cast<size_t>(s.update_window_dims[i])];
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
        u += w[i] * updateStrides[static_cast<size_t>(s.update_window_dims[i])];
      }
      visit(r, u);
      size_t i = windowRank;
      while (i-- > 0 && ++w[i] == hi[i]) w[i] = lo[i];
      if (i == static_cast<size_t>(-1)) break;
    }
  }
}

// Integer combiners on the stored bits, wrapped to the type's width.
template <Combiner kCombiner, class Storage>
void combineIntegers(const KernelCall& call, Tensor& result) {
  const ElementType type = result.elementType();
  const int width = bitWidth(type);
  const uint64_t mask = lowBitsMask(width);
  const bool isSigned = isSignedInteger(type);
  Storage* out = reinterpret_cast<Storage*>(result.mutableBytes().data());
  const Storage* in = reinterpret_cast<const Storage*>(call.operand(2).bytes().data());
  auto less = [&](uint64_t a, uint64_t b) {
    return isSigned ? signExtend(a, width) < signExtend(b, width) : a < b;
  };
  forEachScatteredElement(call, 1, [&](int64_t r, int64_t u) {
    const uint64_t a = out[r], b = in[u];
    uint64_t value;
    if constexpr (kCombiner == Combiner::kAdd) value = a + b;
    if constexpr (kCombiner == Combiner::kMultiply) value = a * b;
    if constexpr (kCombiner == Combiner::kMaximum) value = less(a, b) ? b : a;
    if constexpr (kCombiner == Combiner::kMinimum) value = less(b, a) ? b : a;
    if constexpr (kCombiner == Combiner::kAnd) value = a & b;
    if constexpr (kCombiner == Combiner::kOr) value = a | b;
    out[r] = static_cast<Storage>(value & mask);
  });
}

template <Combiner kCombiner>
void combineTyped(const KernelCall& call, Tensor& result) {
  const ElementType type = result.elementType();
  if constexpr (kCombiner == Combiner::kAdd || kCombiner == Combiner::kMultiply) {
    auto floats = [&]<class F>(F*) {
      F* out = reinterpret_cast<F*>(result.mutableBytes().data());
      const F* in = reinterpret_cast<const F*>(call.operand(2).bytes().data());
      forEachScatteredElement(call, 1, [&](int64_t r, int64_t u) {
        out[r] = kCombiner == Combiner::kAdd ? out[r] + in[u] : out[r] * in[u];
      });
    };
    if (type == ElementType::kF32) return floats(static_cast<float*>(nullptr));
    if (type == ElementType::kF64) return floats(static_cast<double*>(nullptr));
  }
  switch (result.elementBytes()) {
    case 1:
      return combineIntegers<kCombiner, uint8_t>(call, result);
    case 2:
      return combineIntegers<kCombiner, uint16_t>(call, result);
    case 4:
      return combineIntegers<kCombiner, uint32_t>(call, result);
    default:
      return combineIntegers<kCombiner, uint64_t>(call, result);
  }
}

// The general form: update_computation on rank-0 tensors, per element.
Status combineThroughRegion(const KernelCall& call, std::vector<Tensor>& results, size_t n) {
  std::vector<TensorRef> arguments(2 * n);
  Status status = Status::success();
  forEachScatteredElement(call, n, [&](int64_t r, int64_t u) {
    if (!status.ok()) return;
    for (size_t i = 0; i < n; ++i) {
      const int eb = results[i].elementBytes();
      Tensor current(std::vector<int64_t>{}, results[i].elementType());
      std::memcpy(current.mutableBytes().data(), results[i].bytes().data() + r * eb,
                  static_cast<size_t>(eb));
      Tensor update(std::vector<int64_t>{}, results[i].elementType());
      std::memcpy(update.mutableBytes().data(), call.operand(n + 1 + i).bytes().data() + u * eb,
                  static_cast<size_t>(eb));
      arguments[i] = std::make_shared<const Tensor>(std::move(current));
      arguments[n + i] = std::make_shared<const Tensor>(std::move(update));
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
  const size_t n = (call.operands.size() - 1) / 2;
  std::vector<Tensor> results;
  for (size_t i = 0; i < n; ++i) {
    results.push_back(call.allocate(i));
    const Tensor& input = call.operand(i);
    if (!input.bytes().empty())
      std::memcpy(results.back().mutableBytes().data(), input.bytes().data(), input.bytes().size());
  }
  const Combiner combiner = classifyCombiner(call.op);
  switch (combiner) {
    case Combiner::kRegion:
      if (Status s = combineThroughRegion(call, results, n); !s.ok()) return s;
      break;
    case Combiner::kReplace: {
      const int eb = results[0].elementBytes();
      uint8_t* out = results[0].mutableBytes().data();
      const uint8_t* in = call.operand(2).bytes().data();
      forEachScatteredElement(call, 1, [&](int64_t r, int64_t u) {
        std::memcpy(out + r * eb, in + u * eb, static_cast<size_t>(eb));
      });
      break;
    }
    case Combiner::kAdd:
      combineTyped<Combiner::kAdd>(call, results[0]);
      break;
    case Combiner::kMultiply:
      combineTyped<Combiner::kMultiply>(call, results[0]);
      break;
    case Combiner::kMaximum:
      combineTyped<Combiner::kMaximum>(call, results[0]);
      break;
    case Combiner::kMinimum:
      combineTyped<Combiner::kMinimum>(call, results[0]);
      break;
    case Combiner::kAnd:
      combineTyped<Combiner::kAnd>(call, results[0]);
      break;
    case Combiner::kOr:
      combineTyped<Combiner::kOr>(call, results[0]);
      break;
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
  return {};
}

const KernelEntry kEntries[] = {
    {OpId::kScatter, scatter, scatterSupport},
};

}  // namespace

std::span<const KernelEntry> scatterKernels() {
  return kEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
