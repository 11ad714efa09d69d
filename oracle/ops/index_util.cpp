#include "oracle/ops/index_util.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <limits>
#include <set>

namespace hlo_cts::oracle {

void copyElement(const Tensor& from, int64_t fromLinear, Tensor& to, int64_t toLinear) {
  const size_t n = static_cast<size_t>(from.elementBytes());
  std::memcpy(to.mutableBytes().data() + static_cast<size_t>(toLinear) * n,
              from.bytes().data() + static_cast<size_t>(fromLinear) * n, n);
}

Tensor elementAsScalar(const Tensor& t, int64_t linear) {
  Tensor scalar(t.type().withShape({}));
  copyElement(t, linear, scalar, 0);
  return scalar;
}

int64_t indexElement(const Tensor& t, int64_t linear) {
  if (isUnsignedInteger(t.elementType()) || t.elementType() == ElementType::kI1) {
    uint64_t u = t.uintValue(linear);
    constexpr uint64_t kMax = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
    return static_cast<int64_t>(u > kMax ? kMax : u);
  }
  return t.intValue(linear);
}

std::vector<int64_t> indexVector(const Tensor& t) {
  std::vector<int64_t> values(static_cast<size_t>(t.numElements()));
  for (int64_t i = 0; i < t.numElements(); ++i) values[i] = indexElement(t, i);
  return values;
}

std::optional<int64_t> checkedNumElements(std::span<const int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0) return std::nullopt;
    if (d == 0)
      n = 0;
    else if (n > kMaxRuntimeElements / d)
      return std::nullopt;
    else
      n *= d;
  }
  return n;
}

std::string formatDims(std::span<const int64_t> dims) {
  return fmt::format("[{}]", fmt::join(dims, ", "));
}

Result<const Tensor*> tensorOperand(const Operation& op, std::span<const RuntimeValue> operands,
                                    size_t i) {
  if (i >= operands.size())
    return opError(op, fmt::format("expects an operand #{}, got {} operands", i, operands.size()));
  if (!operands[i].isTensor()) return opError(op, fmt::format("operand #{} is not a tensor", i));
  return &operands[i].tensor();
}

Result<std::vector<const Tensor*>> tensorOperands(const Operation& op,
                                                  std::span<const RuntimeValue> operands,
                                                  size_t first, int64_t count) {
  const size_t end = count < 0 ? operands.size() : first + static_cast<size_t>(count);
  std::vector<const Tensor*> tensors;
  for (size_t i = first; i < std::max(end, first); ++i) {
    auto t = tensorOperand(op, operands, i);
    if (!t) return t.takeError();
    tensors.push_back(*t);
  }
  return tensors;
}

Result<Type> staticResultType(const Operation& op, size_t i) {
  if (i >= op.numResults()) return opError(op, fmt::format("expects a result #{}", i));
  const Type& type = op.result(i)->type;
  if (!type.isTensor() || !type.hasStaticShape())
    return opError(op, fmt::format("result #{} must have a statically shaped tensor type", i));
  if (!checkedNumElements(type.shape()))
    return opError(op, fmt::format("result #{} is too large to evaluate", i));
  return type;
}

Result<Type> runtimeResultType(const Operation& op, size_t i, std::span<const int64_t> shape) {
  if (i >= op.numResults()) return opError(op, fmt::format("expects a result #{}", i));
  const Type& declared = op.result(i)->type;
  if (!declared.isTensor()) return opError(op, fmt::format("result #{} is not a tensor", i));
  if (!checkedNumElements(shape))
    return opError(op, fmt::format("result shape {} is negative or too large", formatDims(shape)));
  if (!declared.unranked()) {
    bool agrees = declared.rank() == static_cast<int64_t>(shape.size());
    for (size_t d = 0; agrees && d < shape.size(); ++d)
      agrees = declared.shape()[d] == kDynamic || declared.shape()[d] == shape[d];
    for (size_t d = 0; agrees && d < declared.bounds().size() && d < shape.size(); ++d)
      agrees = declared.bounds()[d] == kDynamic || shape[d] <= declared.bounds()[d];
    if (!agrees)
      return opError(op, fmt::format("the runtime result shape {} does not fit the declared "
                                     "result type",
                                     formatDims(shape)));
  }
  return declared.withShape(std::vector<int64_t>(shape.begin(), shape.end()));
}

Status checkSameStorage(const Operation& op, ElementType from, const Type& to,
                        std::string_view clause) {
  if (from != to.elementType())
    return opError(op,
                   fmt::format("element type {} of the result differs from the operand's {}",
                               elementTypeName(to.elementType()), elementTypeName(from)),
                   clause);
  return Status::success();
}

bool isUnique(std::span<const int64_t> dims) {
  std::set<int64_t> seen(dims.begin(), dims.end());
  return seen.size() == dims.size();
}

bool allInRange(std::span<const int64_t> dims, int64_t lo, int64_t hi) {
  for (int64_t d : dims)
    if (d < lo || d >= hi) return false;
  return true;
}

bool contains(std::span<const int64_t> dims, int64_t d) {
  return std::find(dims.begin(), dims.end(), d) != dims.end();
}

bool isSorted(std::span<const int64_t> dims) {
  return std::is_sorted(dims.begin(), dims.end());
}

// Batch-dimension sizes of an index tensor: its shape without index_vector_dim.
std::vector<int64_t> batchDimSizes(const Tensor& indices, int64_t index_vector_dim) {
  std::vector<int64_t> sizes;
  for (int64_t d = 0; d < indices.rank(); ++d)
    if (d != index_vector_dim) sizes.push_back(indices.shape()[d]);
  return sizes;
}

// The start_index / scatter start index of one batch position: the slice of
// `indices` at `batch_index`, with `:` at index_vector_dim when that is a
// dimension of `indices`, else the single element at batch_index.
void startIndexAt(const Tensor& indices, std::span<const int64_t> batch_index,
                  int64_t index_vector_dim, std::vector<int64_t>& start_index) {
  Index at(batch_index.begin(), batch_index.end());
  if (index_vector_dim < indices.rank()) {
    at.insert(at.begin() + index_vector_dim, 0);
    for (size_t k = 0; k < start_index.size(); ++k) {
      at[index_vector_dim] = static_cast<int64_t>(k);
      start_index[k] = indexElement(indices, indices.linearIndex(at));
    }
  } else {
    start_index[0] = indexElement(indices, indices.linearIndex(at));
  }
}

// indices_are_sorted: for all i1 < i2 in the index space of batch positions,
// full_start_index(i1) <= full_start_index(i2) (lexicographically). The spec
// states it over indices(result), where offset dimensions interleave; the
// claim is about the start indices, so the oracle checks it over the batch
// positions in order.
bool startIndicesSorted(const Tensor& indices, int64_t index_vector_dim,
                        std::span<const int64_t> index_map, int64_t operand_rank,
                        const std::vector<int64_t>& clampLimit) {
  std::vector<int64_t> batch_shape = batchDimSizes(indices, index_vector_dim);
  std::vector<int64_t> start_index(index_map.size()), previous, full_start_index(operand_rank);
  bool sorted = true;
  forEachIndex(batch_shape, [&](const Index& batch_index, int64_t) {
    startIndexAt(indices, batch_index, index_vector_dim, start_index);
    std::fill(full_start_index.begin(), full_start_index.end(), 0);
    for (size_t d_start = 0; d_start < index_map.size(); ++d_start) {
      const int64_t d = index_map[d_start];
      full_start_index[d] = clampLimit.empty()
                                ? start_index[d_start]
                                : std::clamp<int64_t>(start_index[d_start], 0, clampLimit[d]);
    }
    if (!previous.empty() && full_start_index < previous) sorted = false;
    previous = full_start_index;
  });
  return sorted;
}

}  // namespace hlo_cts::oracle
