#include "generators/input_sets.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

namespace hlo_cts::generators {
namespace {

// The operand positions of `op` that are indices into operand `indexed`.
struct IndexOperands {
  size_t first = 0, last = 0;  // [first, last)
  size_t indexed = 0;
};
std::optional<IndexOperands> indexOperandsOf(const Operation& op) {
  const size_t n = op.numOperands();
  switch (op.id()) {
    case OpId::kDynamicSlice:
      return IndexOperands{1, n, 0};
    case OpId::kDynamicUpdateSlice:
      return IndexOperands{2, n, 0};
    case OpId::kGather:
    case OpId::kDynamicGather:
      return IndexOperands{1, 2, 0};
    case OpId::kScatter:  // inputs..., scatter_indices, updates...
      if (n % 2 == 1) return IndexOperands{n / 2, n / 2 + 1, 0};
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

// The values worth trying as an index into sizes `sizes` that `type` holds.
std::vector<int64_t> boundaryValues(ElementType type, const std::vector<int64_t>& sizes) {
  const int width = bitWidth(type);
  const bool isUnsigned = isUnsignedInteger(type);
  const int64_t lo = isUnsigned ? 0 : width >= 64 ? INT64_MIN : -(int64_t{1} << (width - 1));
  const int64_t hi = width >= 63  ? INT64_MAX
                     : isUnsigned ? (int64_t{1} << width) - 1
                                  : (int64_t{1} << (width - 1)) - 1;
  std::set<int64_t> values = {0, 1, -1, lo, hi};
  for (int64_t size : sizes)
    for (int64_t v : {size - 1, size, size + 1}) values.insert(v);
  std::vector<int64_t> fitting;
  for (int64_t v : values)
    if (v >= lo && v <= hi) fitting.push_back(v);
  return fitting;
}

}  // namespace

InputSetKind inputSetKind(int set) {
  switch (set % 3) {
    case 1:
      return InputSetKind::kSpecialValues;
    case 2:
      return InputSetKind::kBoundaryIndices;
    default:
      return InputSetKind::kRandom;
  }
}

const char* inputSetKindName(InputSetKind kind) {
  switch (kind) {
    case InputSetKind::kSpecialValues:
      return "special-values";
    case InputSetKind::kBoundaryIndices:
      return "boundary-indices";
    case InputSetKind::kRandom:
      break;
  }
  return "random";
}

std::vector<IndexArgument> indexArguments(const Module& module, std::string_view entry) {
  std::vector<IndexArgument> found;
  std::optional<FunctionView> function = module.lookupFunction(entry);
  if (!function || !function->body()) return found;
  const Block* body = function->body();
  for (const auto& op : body->operations()) {
    std::optional<IndexOperands> indices = indexOperandsOf(*op);
    if (!indices) continue;
    const Value* indexed = op->operand(indices->indexed);
    for (size_t i = indices->first; i < indices->last; ++i) {
      const Value* v = op->operand(i);
      if (!v->isBlockArgument() || v->ownerBlock != body || !isInteger(v->type.elementType()))
        continue;
      auto known = std::find_if(found.begin(), found.end(),
                                [&](const IndexArgument& a) { return a.argument == v->index; });
      if (known == found.end()) known = found.insert(found.end(), IndexArgument{v->index, {}});
      for (int64_t size : indexed->type.shape()) known->indexedSizes.push_back(size);
    }
  }
  return found;
}

Result<std::vector<Tensor>> inputSet(const Module& module, uint64_t seed, int set,
                                     const ValueOptions& options, std::string_view entry) {
  std::optional<FunctionView> function = module.lookupFunction(entry);
  if (!function || !function->body())
    return makeError(fmt::format("inputSet: no function @{} with a body", entry));
  // Sets of one program are unrelated streams of the program's seed.
  Entropy entropy = Entropy::fromSeed(seed ^ (0xD1B54A32D192ED03ull * static_cast<uint64_t>(set)));
  const InputSetKind kind = inputSetKind(set);
  ValueOptions values = options;
  if (kind == InputSetKind::kSpecialValues) values.specialPercent = 100;
  const std::vector<IndexArgument> indices = kind == InputSetKind::kBoundaryIndices
                                                 ? indexArguments(module, entry)
                                                 : std::vector<IndexArgument>{};
  std::vector<Tensor> inputs;
  for (const auto& argument : function->body()->arguments()) {
    Tensor tensor = randomTensor(argument->type, entropy, values);
    auto index = std::find_if(indices.begin(), indices.end(), [&](const IndexArgument& a) {
      return a.argument == argument->index;
    });
    if (index != indices.end()) {
      const std::vector<int64_t> pool =
          boundaryValues(argument->type.elementType(), index->indexedSizes);
      for (int64_t i = 0; i < tensor.numElements(); ++i)
        tensor.setIntValue(i, pool[entropy.below(pool.size())]);
    }
    inputs.push_back(std::move(tensor));
  }
  return inputs;
}

}  // namespace hlo_cts::generators
