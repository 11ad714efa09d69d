// Samplers of dynamic_slice and dynamic_update_slice: start indices of one
// integer type (any values: the ops clamp them), sizes within the operand.
#include "generators/builder.h"

namespace hlo_cts::generators {
namespace {

// One 0-d start index per dimension of `operand`, all of one integer type;
// empty with no integer type in the mix.
std::optional<std::vector<Value*>> startIndices(ProgramBuilder& b, const Type& operand) {
  auto element = b.elementType([](ElementType e) { return isInteger(e); });
  if (!element) return std::nullopt;
  std::vector<Value*> indices;
  for (int64_t d = 0; d < operand.rank(); ++d)
    indices.push_back(b.valueOf(Type::tensor({}, *element)));
  return indices;
}

std::vector<int64_t> sizesWithin(ProgramBuilder& b, const Type& operand) {
  std::vector<int64_t> sizes;
  for (int64_t dim : operand.shape()) sizes.push_back(b.entropy().inRange(0, dim));
  return sizes;
}

Result<bool> sampleDynamicSlice(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand(1);
  auto indices = startIndices(b, operand->type);
  if (!indices) return false;
  const std::vector<int64_t> sizes = sizesWithin(b, operand->type);
  std::vector<Value*> operands = {operand};
  operands.insert(operands.end(), indices->begin(), indices->end());
  return appended(b.append(id, operands, {{"slice_sizes", dims(sizes)}},
                           std::vector<Type>{operand->type.withShape(sizes)}));
}

Result<bool> sampleDynamicUpdateSlice(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand(1);
  auto indices = startIndices(b, operand->type);
  if (!indices) return false;
  Value* update = b.valueOf(operand->type.withShape(sizesWithin(b, operand->type)));
  std::vector<Value*> operands = {operand, update};
  operands.insert(operands.end(), indices->begin(), indices->end());
  return appended(b.append(id, operands, {}, std::vector<Type>{operand->type}));
}

}  // namespace

std::vector<SamplerEntry> indexingSamplers() {
  return {
      {OpId::kDynamicSlice, sampleDynamicSlice, 3},
      {OpId::kDynamicUpdateSlice, sampleDynamicUpdateSlice, 3},
  };
}

}  // namespace hlo_cts::generators
