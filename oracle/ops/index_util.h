// Operand and attribute access shared by the data-movement, indexing and
// control-flow ops (oracle/ops/data_movement.cpp, indexing.cpp,
// control_flow.cpp); the index arithmetic they use is spec/index_space.h's,
// the attributes are read through spec/ops/attribute_views.h. Data movement never looks at element
// values: it copies each element's stored bytes, so every element type (sub-byte, complex,
// quantized storage) moves the same way.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/evaluator.h"
#include "spec/index_space.h"
#include "spec/ir.h"
#include "spec/ops/attribute_views.h"
#include "spec/tensor.h"

namespace hlo_cts::oracle {

// The largest tensor the oracle materialises from a runtime shape (dynamic_*
// ops, set_dimension_size): a malformed program gets an error, not an
// exhausted machine.
inline constexpr int64_t kMaxRuntimeElements = int64_t{1} << 27;

// Moves one element's stored bytes.
void copyElement(const Tensor& from, int64_t fromLinear, Tensor& to, int64_t toLinear);
// A rank-0 tensor holding element `linear` of `t` (region arguments).
Tensor elementAsScalar(const Tensor& t, int64_t linear);

// An element of an integer tensor used as an index. Unsigned values beyond
// int64 saturate: every use clamps or bounds-checks them anyway.
int64_t indexElement(const Tensor& t, int64_t linear);
// Every element of a rank-1 integer tensor (shape operands of dynamic_* ops).
std::vector<int64_t> indexVector(const Tensor& t);

// dim(...) product, or nullopt when a size is negative or the product exceeds
// kMaxRuntimeElements.
std::optional<int64_t> checkedNumElements(std::span<const int64_t> shape);

// "[1, 2, 3]", for diagnostics.
std::string formatDims(std::span<const int64_t> dims);

// Operands and results.
Result<const Tensor*> tensorOperand(const Operation& op, std::span<const RuntimeValue> operands,
                                    size_t i);
// Operands [first, first + count) (count < 0: all from `first`), each a tensor.
Result<std::vector<const Tensor*>> tensorOperands(const Operation& op,
                                                  std::span<const RuntimeValue> operands,
                                                  size_t first = 0, int64_t count = -1);
// The declared type of result `i`; it must be a statically shaped tensor type.
Result<Type> staticResultType(const Operation& op, size_t i);
// The declared type of result `i` with its shape replaced by `shape` (results
// of dynamic ops, whose static type may hold `?`). Dimensions the declared type
// fixes must agree with `shape`.
Result<Type> runtimeResultType(const Operation& op, size_t i, std::span<const int64_t> shape);
// Checks that `from` and `to` store elements the same way (data movement keeps
// bits); `clause` names the constraint that demands it.
Status checkSameStorage(const Operation& op, ElementType from, const Type& to,
                        std::string_view clause);

// The operands and attributes of an op the catalogue has checked on their
// runtime types (oracle/ops/runtime_check.h): handlers read them here
// instead of unpacking and re-validating each one. Accessors do not fail:
// the check has established what they read (an operand of a tensor input
// is a tensor, a required attribute is present and of its kind).
class CheckedArgs {
 public:
  CheckedArgs(const Operation& op, std::span<const RuntimeValue> operands)
      : op_(op), operands_(operands) {}
  const Tensor& tensor(size_t i) const { return operands_[i].tensor(); }
  // Operand `i` as a list of indices (a shape operand of a dynamic op).
  std::vector<int64_t> indices(size_t i) const { return indexVector(tensor(i)); }
  // The op's one dimension attribute and its one dimension list
  // (ops::dimensionAttr, ops::dimensionsAttr). The verifier has established
  // them: a program without them is a broken invariant, and reading one
  // throws (Result::value) rather than reading a fallback.
  int64_t dimension() const { return ops::dimensionAttr(op_).value(); }
  std::vector<int64_t> dimensionList() const { return ops::dimensionsAttr(op_).value(); }
  size_t size() const { return operands_.size(); }

 private:
  const Operation& op_;
  std::span<const RuntimeValue> operands_;
};

// Predicates the constraints on dimension lists are written with.
bool isUnique(std::span<const int64_t> dims);
bool allInRange(std::span<const int64_t> dims, int64_t lo, int64_t hi);  // lo <= d < hi
bool contains(std::span<const int64_t> dims, int64_t d);
bool isSorted(std::span<const int64_t> dims);

// Batch-dimension sizes of an index tensor (gather, scatter): its shape
// without index_vector_dim.
std::vector<int64_t> batchDimSizes(const Tensor& indices, int64_t index_vector_dim);
// The start index of one batch position of `indices` (gather, scatter):
// its slice at `batch_index` along index_vector_dim, or the single element
// when index_vector_dim = rank(indices).
void startIndexAt(const Tensor& indices, std::span<const int64_t> batch_index,
                  int64_t index_vector_dim, std::vector<int64_t>& start_index);
// Whether the full start indices of `indices`, over its batch positions in
// order, are sorted (indices_are_sorted); `clampLimit` (per operand
// dimension, empty = none) clamps them first, as gather does.
bool startIndicesSorted(const Tensor& indices, int64_t index_vector_dim,
                        std::span<const int64_t> index_map, int64_t operand_rank,
                        const std::vector<int64_t>& clampLimit);

}  // namespace hlo_cts::oracle
