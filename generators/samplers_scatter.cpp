// Samplers of scatter and select_and_scatter. scatter: the input's
// dimensions dealt out to batching, inserted (size-1 windows) and window
// dimensions; indices of shape [scatter batch and batching dims in random
// order..., k] (index_vector_dim last); updates of the scatter dims with
// the window sizes at sorted update_window_dims; a one-op update region
// (a reducer, or replace). select_and_scatter: windows built so the padded
// operand holds them, a compare as select, a reducer as scatter.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "generators/builder.h"
#include "spec/text/parser.h"

namespace hlo_cts::generators {
namespace {

// The input's dimensions by role in one scatter.
struct ScatterLayout {
  std::vector<int64_t> batching, inserted, window, scatterToOperand;
};

ScatterLayout layOutScatter(ProgramBuilder& b, const std::vector<int64_t>& shape) {
  ScatterLayout layout;
  const bool withBatching = b.entropy().oneIn(3);
  for (int64_t d = 0; d < static_cast<int64_t>(shape.size()); ++d) {
    if (withBatching && b.entropy().oneIn(3))
      layout.batching.push_back(d);
    else if (shape[d] >= 1 && b.entropy().oneIn(3))
      layout.inserted.push_back(d);
    else
      layout.window.push_back(d);
  }
  // Indexed dimensions: any that are not batching ones, in random order.
  for (int64_t d : randomPermutation(b, static_cast<int64_t>(shape.size())))
    if (!std::count(layout.batching.begin(), layout.batching.end(), d) &&
        (layout.scatterToOperand.empty() || b.entropy().oneIn(2)))
      layout.scatterToOperand.push_back(d);
  return layout;
}

// The update region: reducer(current, update), or the update itself.
Status buildUpdateRegion(ProgramBuilder& b, Operation& op, ElementType element) {
  const std::vector<OpId> reducers = reducersFor(element);
  if (!reducers.empty() && !b.entropy().oneIn(3))
    return buildReducerBody(b, op, b.entropy().pick(reducers), element);
  Block* body = op.addRegion()->addBlock();
  body->addArgument(Type::tensor({}, element));
  returnFrom(body, {body->addArgument(Type::tensor({}, element))});
  return Status::success();
}

Result<bool> sampleScatter(ProgramBuilder& b, OpId id) {
  Value* input = b.anyOperand(1);
  const std::vector<int64_t>& shape = input->type.shape();
  auto indexType = b.elementType([](ElementType e) { return isInteger(e); });
  if (!indexType) return false;
  const ScatterLayout layout = layOutScatter(b, shape);
  // Indices: scatter batch dimensions of random sizes and the batching
  // dimensions, in random order, then the index vector.
  std::vector<int64_t> scatterSizes = b.randomShape(0, 1);
  const int64_t scatterRank = static_cast<int64_t>(scatterSizes.size());
  std::vector<int64_t> order =
      randomPermutation(b, scatterRank + static_cast<int64_t>(layout.batching.size()));
  std::vector<int64_t> indicesShape(order.size()), indicesBatching(layout.batching.size());
  std::vector<int64_t> updateScatterSizes;
  for (size_t position = 0; position < order.size(); ++position) {
    const int64_t slot = order[position];
    if (slot < scatterRank) {
      indicesShape[position] = scatterSizes[slot];
    } else {
      indicesBatching[slot - scatterRank] = static_cast<int64_t>(position);
      indicesShape[position] = shape[layout.batching[slot - scatterRank]];
    }
    updateScatterSizes.push_back(indicesShape[position]);
  }
  const int64_t indexVectorDim = static_cast<int64_t>(indicesShape.size());
  indicesShape.push_back(static_cast<int64_t>(layout.scatterToOperand.size()));
  // Updates: the window sizes at sorted random positions, the scatter
  // dimensions in order at the others.
  const int64_t updateRank = static_cast<int64_t>(updateScatterSizes.size() + layout.window.size());
  std::vector<int64_t> updateWindowDims = randomPermutation(b, updateRank);
  updateWindowDims.resize(layout.window.size());
  std::sort(updateWindowDims.begin(), updateWindowDims.end());
  std::vector<int64_t> updatesShape;
  for (int64_t u = 0, w = 0, s = 0; u < updateRank; ++u) {
    const bool isWindow = std::binary_search(updateWindowDims.begin(), updateWindowDims.end(), u);
    updatesShape.push_back(isWindow ? b.entropy().inRange(0, shape[layout.window[w++]])
                                    : updateScatterSizes[s++]);
  }
  Result<Attribute> numbers = parseAttribute(
      fmt::format("#stablehlo.scatter<update_window_dims = {}, inserted_window_dims = {}, "
                  "input_batching_dims = {}, scatter_indices_batching_dims = {}, "
                  "scatter_dims_to_operand_dims = {}, index_vector_dim = {}>",
                  listText(updateWindowDims), listText(layout.inserted), listText(layout.batching),
                  listText(indicesBatching), listText(layout.scatterToOperand), indexVectorDim));
  if (!numbers.ok()) return numbers.takeError();
  Value* indices = b.valueOf(Type::tensor(indicesShape, *indexType));
  Value* updates = b.valueOf(input->type.withShape(updatesShape));
  Result<Operation*> scatter =
      b.append(id, {input, indices, updates}, {{"scatter_dimension_numbers", std::move(*numbers)}},
               std::vector<Type>{input->type});
  if (!scatter.ok()) return scatter.takeError();
  Status region = buildUpdateRegion(b, **scatter, input->type.elementType());
  if (!region.ok()) return region.takeError();
  return true;
}

Result<bool> sampleSelectAndScatter(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand(1);
  const ElementType element = operand->type.elementType();
  const std::vector<OpId> reducers = reducersFor(element);
  if (reducers.empty()) return false;
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
  Status scatter = buildReducerBody(b, **op, b.entropy().pick(reducers), element);
  if (!scatter.ok()) return scatter.takeError();
  return true;
}

}  // namespace

std::vector<SamplerEntry> scatterSamplers() {
  return {
      {OpId::kScatter, sampleScatter, 3},
      {OpId::kSelectAndScatter, sampleSelectAndScatter, 2},
  };
}

}  // namespace hlo_cts::generators
