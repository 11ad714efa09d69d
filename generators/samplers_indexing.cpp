// Samplers of dynamic_slice, dynamic_update_slice and gather: start indices
// of one integer type (any values: the ops clamp them), sizes within the
// operand.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "generators/builder.h"
#include "spec/text/parser.h"

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

// gather with indices of shape [batch..., k] (index_vector_dim last): k
// operand dimensions indexed, some of them (slice size 1) collapsed, the
// offset dimensions last in the result; its type from the catalogue.
Result<bool> sampleGather(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand(1);
  const Type& type = operand->type;
  std::vector<int64_t> startIndexMap = randomPermutation(b, type.rank());
  startIndexMap.resize(b.entropy().inRange(1, type.rank()));
  std::vector<int64_t> sliceSizes = sizesWithin(b, type), collapsed;
  for (int64_t d : startIndexMap)
    if (type.shape()[d] >= 1 && b.entropy().oneIn(2)) {
      collapsed.push_back(d);
      sliceSizes[d] = 1;
    }
  std::sort(collapsed.begin(), collapsed.end());
  auto indexType = b.elementType([](ElementType e) { return isInteger(e); });
  if (!indexType) return false;
  std::vector<int64_t> indicesShape = b.randomShape(0, 1);
  const int64_t batchRank = static_cast<int64_t>(indicesShape.size());
  indicesShape.push_back(static_cast<int64_t>(startIndexMap.size()));
  std::vector<int64_t> offsetDims;
  for (int64_t i = 0; i < type.rank() - static_cast<int64_t>(collapsed.size()); ++i)
    offsetDims.push_back(batchRank + i);
  Result<Attribute> numbers = parseAttribute(fmt::format(
      "#stablehlo.gather<offset_dims = [{}], collapsed_slice_dims = [{}], start_index_map = "
      "[{}], index_vector_dim = {}>",
      fmt::join(offsetDims, ", "), fmt::join(collapsed, ", "), fmt::join(startIndexMap, ", "),
      batchRank));
  if (!numbers.ok()) return numbers.takeError();
  Value* indices = b.valueOf(Type::tensor(indicesShape, *indexType));
  return appended(
      b.append(id, {operand, indices},
               {{"dimension_numbers", std::move(*numbers)}, {"slice_sizes", dims(sliceSizes)}}));
}

}  // namespace

std::vector<SamplerEntry> indexingSamplers() {
  return {
      {OpId::kDynamicSlice, sampleDynamicSlice, 3},
      {OpId::kDynamicUpdateSlice, sampleDynamicUpdateSlice, 3},
      {OpId::kGather, sampleGather, 3},
  };
}

}  // namespace hlo_cts::generators
