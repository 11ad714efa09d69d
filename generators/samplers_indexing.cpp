// Samplers of dynamic_slice and dynamic_update_slice: start indices of one
// integer type (any values: the ops clamp them), sizes within the operand;
// and of torch_index_select, whose indices clamp as the gather it lowers to
// does.
#include "generators/builder.h"

namespace hlo_cts::generators {
namespace {

// One 0-d start index per dimension of `operand`, all of one index type.
std::optional<std::vector<Value*>> startIndices(ProgramBuilder& b, OpId id, const Type& operand) {
  auto element = b.indexElementType(inputCategory(id, "start_indices"));
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
  auto indices = startIndices(b, id, operand->type);
  if (!indices) return false;
  const std::vector<int64_t> sizes = sizesWithin(b, operand->type);
  std::vector<Value*> operands = {operand};
  operands.insert(operands.end(), indices->begin(), indices->end());
  return appended(b.append(id, operands, {{"slice_sizes", dims(sizes)}},
                           std::vector<Type>{operand->type.withShape(sizes)}));
}

Result<bool> sampleDynamicUpdateSlice(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand(1);
  auto indices = startIndices(b, id, operand->type);
  if (!indices) return false;
  Value* update = b.valueOf(operand->type.withShape(sizesWithin(b, operand->type)));
  std::vector<Value*> operands = {operand, update};
  operands.insert(operands.end(), indices->begin(), indices->end());
  return appended(b.append(id, operands, {}, std::vector<Type>{operand->type}));
}

// The index's leading batch_dims dimensions are the operand's (the oracle
// pairs them up); its other dimensions replace the operand's `dim`.
Result<bool> sampleTorchIndexSelect(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand(1);
  const std::vector<int64_t>& shape = operand->type.shape();
  const int64_t dim = b.entropy().below(operand->type.rank());
  // An empty dimension has nothing to select: only an empty index fits.
  if (shape[dim] == 0) return false;
  const int64_t batchDims = b.entropy().oneIn(2) ? 0 : b.entropy().inRange(0, dim);
  std::vector<int64_t> indexShape(shape.begin(), shape.begin() + batchDims);
  for (int64_t extent : b.randomShape(0, 1)) indexShape.push_back(extent);
  auto element = b.indexElementType(inputCategory(id, "index"));
  if (!element) return false;
  Value* index = b.valueOf(Type::tensor(indexShape, *element));
  std::vector<int64_t> resultShape(shape.begin(), shape.begin() + dim);
  resultShape.insert(resultShape.end(), indexShape.begin() + batchDims, indexShape.end());
  resultShape.insert(resultShape.end(), shape.begin() + dim + 1, shape.end());
  return appended(
      b.append(id, {operand, index},
               {{"dim", Attribute::integer(dim)}, {"batch_dims", Attribute::integer(batchDims)}},
               std::vector<Type>{operand->type.withShape(resultShape)}));
}

}  // namespace

std::vector<SamplerEntry> indexingSamplers() {
  return {
      {OpId::kDynamicSlice, sampleDynamicSlice, 3},
      {OpId::kDynamicUpdateSlice, sampleDynamicUpdateSlice, 3},
      {OpId::kTorchIndexSelect, sampleTorchIndexSelect, 1},
  };
}

}  // namespace hlo_cts::generators
