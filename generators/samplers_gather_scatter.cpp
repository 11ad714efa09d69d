// Samplers of gather, scatter and select_and_scatter. gather and scatter
// share one layout: the operand's dimensions dealt out to batching,
// collapsed/inserted (slice or window size 1) and offset/window
// dimensions, the indexed ones (start_index_map, scatter_dims_to_operand_dims)
// any but the batching ones; indices of shape [batch and batching dims in
// random order..., k] (index_vector_dim last). gather's result type comes
// from the catalogue's inference; scatter has one or two inputs of one
// shape, updates of the scatter dims with the window sizes at sorted
// update_window_dims, and an update region of one reducer per input (add,
// max, ...) or replace. select_and_scatter: windows built so the padded
// operand holds them, a compare as select, a reducer as scatter.
#include <fmt/format.h>

#include <algorithm>

#include "generators/builder.h"
#include "spec/text/parser.h"

namespace hlo_cts::generators {
namespace {

// The operand's dimensions by role in one gather or scatter.
struct OperandLayout {
  std::vector<int64_t> batching, collapsed, offset, indexed;
};

OperandLayout layOutOperand(ProgramBuilder& b, const std::vector<int64_t>& shape) {
  OperandLayout layout;
  const bool withBatching = b.entropy().oneIn(3);
  for (int64_t d = 0; d < static_cast<int64_t>(shape.size()); ++d) {
    if (withBatching && b.entropy().oneIn(3))
      layout.batching.push_back(d);
    else if (shape[d] >= 1 && b.entropy().oneIn(3))
      layout.collapsed.push_back(d);
    else
      layout.offset.push_back(d);
  }
  for (int64_t d : randomPermutation(b, static_cast<int64_t>(shape.size())))
    if (!std::count(layout.batching.begin(), layout.batching.end(), d) &&
        (layout.indexed.empty() || b.entropy().oneIn(2)))
      layout.indexed.push_back(d);
  return layout;
}

// The indices: batch dimensions of random sizes and one per batching
// dimension of the operand (of its size), in random order, then the index
// vector.
struct IndicesLayout {
  std::vector<int64_t> shape;
  std::vector<int64_t> batchingDims;  // where each of the operand's batching dims landed
  int64_t indexVectorDim = 0;
};

IndicesLayout layOutIndices(ProgramBuilder& b, const std::vector<int64_t>& operandShape,
                            const OperandLayout& operand) {
  IndicesLayout indices;
  const std::vector<int64_t> batchSizes = b.randomShape(0, 1);
  const int64_t batchRank = static_cast<int64_t>(batchSizes.size());
  const std::vector<int64_t> order =
      randomPermutation(b, batchRank + static_cast<int64_t>(operand.batching.size()));
  indices.shape.resize(order.size());
  indices.batchingDims.resize(operand.batching.size());
  for (size_t position = 0; position < order.size(); ++position) {
    const int64_t slot = order[position];
    if (slot < batchRank) {
      indices.shape[position] = batchSizes[slot];
    } else {
      indices.batchingDims[slot - batchRank] = static_cast<int64_t>(position);
      indices.shape[position] = operandShape[operand.batching[slot - batchRank]];
    }
  }
  indices.indexVectorDim = static_cast<int64_t>(indices.shape.size());
  indices.shape.push_back(static_cast<int64_t>(operand.indexed.size()));
  return indices;
}

// gather: slice sizes 1 (at most) in collapsed and batching dimensions,
// any within the operand elsewhere; offset dimensions last in the result.
struct GatherPlan {
  Value* operand = nullptr;
  Value* startIndices = nullptr;
  Attribute numbers;
  std::vector<int64_t> sliceSizes;
};

Result<std::optional<GatherPlan>> planGather(ProgramBuilder& b, OpId id) {
  GatherPlan plan;
  plan.operand = b.anyOperand(1);
  const std::vector<int64_t>& shape = plan.operand->type.shape();
  auto indexType = b.indexElementType(inputCategory(id, "start_indices"));
  if (!indexType) return std::optional<GatherPlan>();
  const OperandLayout layout = layOutOperand(b, shape);
  const IndicesLayout indices = layOutIndices(b, shape, layout);
  std::vector<int64_t> offsetDims;
  plan.sliceSizes.resize(shape.size());
  for (int64_t d : layout.offset) plan.sliceSizes[d] = b.entropy().inRange(0, shape[d]);
  for (int64_t d : layout.collapsed) plan.sliceSizes[d] = 1;
  for (int64_t d : layout.batching) plan.sliceSizes[d] = std::min<int64_t>(shape[d], 1);
  for (size_t i = 0; i < layout.offset.size(); ++i)
    offsetDims.push_back(indices.indexVectorDim + static_cast<int64_t>(i));
  Result<Attribute> numbers = parseAttribute(fmt::format(
      "#stablehlo.gather<offset_dims = {}, collapsed_slice_dims = {}, operand_batching_dims = {}, "
      "start_indices_batching_dims = {}, start_index_map = {}, index_vector_dim = {}>",
      listText(offsetDims), listText(layout.collapsed), listText(layout.batching),
      listText(indices.batchingDims), listText(layout.indexed), indices.indexVectorDim));
  if (!numbers.ok()) return numbers.takeError();
  plan.numbers = std::move(*numbers);
  plan.startIndices = b.valueOf(Type::tensor(indices.shape, *indexType));
  return std::optional<GatherPlan>(std::move(plan));
}

Result<bool> sampleGather(ProgramBuilder& b, OpId id) {
  Result<std::optional<GatherPlan>> plan = planGather(b, id);
  if (!plan.ok()) return plan.takeError();
  if (!*plan) return false;
  GatherPlan& g = **plan;
  return appended(
      b.append(id, {g.operand, g.startIndices},
               {{"dimension_numbers", std::move(g.numbers)}, {"slice_sizes", dims(g.sliceSizes)}}));
}

// gather's slice sizes as a constant: the result type is the one
// stablehlo.gather infers.
Result<bool> sampleDynamicGather(ProgramBuilder& b, OpId id) {
  Result<std::optional<GatherPlan>> plan = planGather(b, id);
  if (!plan.ok()) return plan.takeError();
  if (!*plan) return false;
  GatherPlan& g = **plan;
  Result<std::vector<Type>> gathered =
      b.inferredTypes(OpId::kGather, {g.operand, g.startIndices},
                      {{"dimension_numbers", g.numbers}, {"slice_sizes", dims(g.sliceSizes)}});
  if (!gathered.ok()) return gathered.takeError();
  const int64_t largest =
      g.sliceSizes.empty() ? 0 : *std::max_element(g.sliceSizes.begin(), g.sliceSizes.end());
  auto element = b.indexElementType(inputCategory(id, "slice_sizes"), 0, largest);
  if (!element) return false;
  Value* sliceSizes = b.integerConstant(
      Type::tensor({static_cast<int64_t>(g.sliceSizes.size())}, *element), g.sliceSizes);
  return appended(b.append(id, {g.operand, g.startIndices, sliceSizes},
                           {{"dimension_numbers", std::move(g.numbers)}}, *gathered));
}

// The update region: reducers of (current, update) pairs, or the updates
// themselves.
Status buildUpdateRegion(ProgramBuilder& b, Operation& op,
                         const std::vector<ElementType>& elements) {
  if (!b.entropy().oneIn(3)) return buildReducerBody(b, op, elements);
  Block* body = op.addRegion()->addBlock();
  for (int side = 0; side < 2; ++side)
    for (ElementType element : elements) body->addArgument(Type::tensor({}, element));
  std::vector<Value*> updates;
  for (size_t i = 0; i < elements.size(); ++i)
    updates.push_back(body->argument(elements.size() + i));
  returnFrom(body, updates);
  return Status::success();
}

Result<bool> sampleScatter(ProgramBuilder& b, OpId id) {
  Value* input = b.anyOperand(1);
  if (reducersFor(input->type.elementType()).empty()) return false;
  const std::vector<Value*> inputs = reducibleInputs(b, input);
  const std::vector<int64_t>& shape = input->type.shape();
  auto indexType = b.indexElementType(inputCategory(id, "scatter_indices"));
  if (!indexType) return false;
  const OperandLayout layout = layOutOperand(b, shape);
  const IndicesLayout indices = layOutIndices(b, shape, layout);
  const std::vector<int64_t> updateScatterSizes(indices.shape.begin(), indices.shape.end() - 1);
  // Updates: the window sizes at sorted random positions, the scatter
  // dimensions in order at the others.
  const int64_t updateRank = static_cast<int64_t>(updateScatterSizes.size() + layout.offset.size());
  std::vector<int64_t> updateWindowDims = randomPermutation(b, updateRank);
  updateWindowDims.resize(layout.offset.size());
  std::sort(updateWindowDims.begin(), updateWindowDims.end());
  std::vector<int64_t> updatesShape;
  for (int64_t u = 0, w = 0, s = 0; u < updateRank; ++u) {
    const bool isWindow = std::binary_search(updateWindowDims.begin(), updateWindowDims.end(), u);
    updatesShape.push_back(isWindow ? b.entropy().inRange(0, shape[layout.offset[w++]])
                                    : updateScatterSizes[s++]);
  }
  Result<Attribute> numbers = parseAttribute(fmt::format(
      "#stablehlo.scatter<update_window_dims = {}, inserted_window_dims = {}, "
      "input_batching_dims = {}, scatter_indices_batching_dims = {}, "
      "scatter_dims_to_operand_dims = {}, index_vector_dim = {}>",
      listText(updateWindowDims), listText(layout.collapsed), listText(layout.batching),
      listText(indices.batchingDims), listText(layout.indexed), indices.indexVectorDim));
  if (!numbers.ok()) return numbers.takeError();
  std::vector<Value*> operands = inputs;
  operands.push_back(b.valueOf(Type::tensor(indices.shape, *indexType)));
  std::vector<Type> results;
  for (Value* v : inputs) {
    operands.push_back(b.valueOf(v->type.withShape(updatesShape)));
    results.push_back(v->type);
  }
  Result<Operation*> scatter =
      b.append(id, operands, {{"scatter_dimension_numbers", std::move(*numbers)}}, results);
  if (!scatter.ok()) return scatter.takeError();
  Status region = buildUpdateRegion(b, **scatter, elementTypesOf(inputs));
  if (!region.ok()) return region.takeError();
  return true;
}

Result<bool> sampleSelectAndScatter(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand(1);
  const ElementType element = operand->type.elementType();
  if (reducersFor(element).empty()) return false;
  const Windows windows = randomWindows(b, operand->type.shape(), /*dilated=*/false);
  Value* source = b.valueOf(operand->type.withShape(windows.field(&WindowDim::result)));
  Value* init = b.valueOf(Type::tensor({}, element));
  Result<Operation*> op = b.append(id, {operand, source, init},
                                   {{"window_dimensions", dims(windows.field(&WindowDim::window))},
                                    {"window_strides", dims(windows.field(&WindowDim::stride))},
                                    {"padding", windows.padding()}},
                                   std::vector<Type>{operand->type});
  if (!op.ok()) return op.takeError();
  Block* select = (*op)->addRegion()->addBlock();
  Value* lhs = select->addArgument(Type::tensor({}, element));
  Value* rhs = select->addArgument(Type::tensor({}, element));
  Result<std::vector<NamedAttribute>> compare = compareProperties(b, lhs, rhs);
  if (!compare.ok()) return compare.takeError();
  Result<Operation*> selected =
      b.append(OpId::kCompare, {lhs, rhs}, std::move(*compare), std::nullopt, select);
  if (!selected.ok()) return selected.takeError();
  returnFrom(select, {(*selected)->result(0)});
  Status scatter = buildReducerBody(b, **op, {element});
  if (!scatter.ok()) return scatter.takeError();
  return true;
}

}  // namespace

std::vector<SamplerEntry> gatherScatterSamplers() {
  return {
      {OpId::kGather, sampleGather, 3},
      {OpId::kDynamicGather, sampleDynamicGather, 1},
      {OpId::kScatter, sampleScatter, 3},
      {OpId::kSelectAndScatter, sampleSelectAndScatter, 2},
  };
}

}  // namespace hlo_cts::generators
