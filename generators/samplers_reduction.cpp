// Samplers of reduce and dot_general: region bodies built from the
// element-wise op the catalogue admits for the element type, contraction
// dimensions laid out at random positions of each operand.
#include <fmt/format.h>

#include <algorithm>

#include "generators/builder.h"
#include "spec/text/parser.h"

namespace hlo_cts::generators {
namespace {

// Reducer bodies: one binary element-wise op each.
constexpr OpId kReducers[] = {OpId::kAdd,     OpId::kMultiply, OpId::kMaximum,
                              OpId::kMinimum, OpId::kAnd,      OpId::kOr};

bool admitsBothOperands(OpId reducer, const Type& scalar) {
  const ops::OpDef& def = *ops::opDef(reducer);
  return def.inputs[0].type.matches(scalar) && def.inputs[1].type.matches(scalar);
}

Result<bool> sampleReduce(ProgramBuilder& b, OpId id) {
  Value* operand = b.existing([](const Type&) { return true; });
  if (!operand || b.entropy().oneIn(3)) {
    auto element = b.elementType([](ElementType) { return true; });
    operand = b.valueOf(Type::tensor(b.randomShape(1), *element));
  }
  if (reducersFor(operand->type.elementType()).empty()) return false;
  const std::vector<Value*> inputs = reducibleInputs(b, operand);
  const std::vector<int64_t> dimensions = randomSubset(b, operand->type.rank());
  std::vector<int64_t> kept;
  for (int64_t d = 0; d < operand->type.rank(); ++d)
    if (!std::binary_search(dimensions.begin(), dimensions.end(), d))
      kept.push_back(operand->type.shape()[d]);
  std::vector<Value*> operands = inputs;
  std::vector<Type> results;
  for (Value* input : inputs) {
    operands.push_back(b.valueOf(Type::tensor({}, input->type.elementType())));
    results.push_back(input->type.withShape(kept));
  }
  Result<Operation*> reduce = b.append(id, operands, {{"dimensions", dims(dimensions)}}, results);
  if (!reduce.ok()) return reduce.takeError();
  Status body = buildReducerBody(b, **reduce, elementTypesOf(inputs));
  if (!body.ok()) return body.takeError();
  return true;
}

Result<bool> sampleReduceWindow(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand(1);
  if (reducersFor(operand->type.elementType()).empty()) return false;
  const std::vector<Value*> inputs = reducibleInputs(b, operand);
  const Windows windows = randomWindows(b, operand->type.shape(), /*dilated=*/true);
  std::vector<Value*> operands = inputs;
  std::vector<Type> results;
  for (Value* input : inputs) {
    operands.push_back(b.valueOf(Type::tensor({}, input->type.elementType())));
    results.push_back(input->type.withShape(windows.field(&WindowDim::result)));
  }
  Result<Operation*> op =
      b.append(id, operands,
               {{"window_dimensions", dims(windows.field(&WindowDim::window))},
                {"window_strides", dims(windows.field(&WindowDim::stride))},
                {"base_dilations", dims(windows.field(&WindowDim::baseDilation))},
                {"window_dilations", dims(windows.field(&WindowDim::windowDilation))},
                {"padding", windows.padding()}},
               results);
  if (!op.ok()) return op.takeError();
  Status body = buildReducerBody(b, **op, elementTypesOf(inputs));
  if (!body.ok()) return body.takeError();
  return true;
}

// One operand of a dot_general: its batch, free and contracting
// dimensions in a random order; returns where the batch and contracting
// ones landed.
struct DotOperand {
  std::vector<int64_t> shape, batching, contracting;
};
DotOperand layOut(ProgramBuilder& b, const std::vector<int64_t>& batch, int64_t freeCount,
                  const std::vector<int64_t>& contract, std::vector<int64_t>& freeSizes) {
  // Kinds in operand order: 0 batch, 1 free, 2 contracting.
  std::vector<std::pair<int, size_t>> slots;
  for (size_t i = 0; i < batch.size(); ++i) slots.push_back({0, i});
  for (int64_t i = 0; i < freeCount; ++i) slots.push_back({1, static_cast<size_t>(i)});
  for (size_t i = 0; i < contract.size(); ++i) slots.push_back({2, i});
  const std::vector<int64_t> order = randomPermutation(b, static_cast<int64_t>(slots.size()));
  DotOperand out;
  out.batching.resize(batch.size());
  out.contracting.resize(contract.size());
  for (int64_t position = 0; position < static_cast<int64_t>(order.size()); ++position) {
    auto [kind, index] = slots[order[position]];
    if (kind == 0) {
      out.batching[index] = position;
      out.shape.push_back(batch[index]);
    } else if (kind == 2) {
      out.contracting[index] = position;
      out.shape.push_back(contract[index]);
    } else {
      out.shape.push_back(b.randomDim());
      freeSizes.push_back(out.shape.back());
    }
  }
  return out;
}

Result<bool> sampleDotGeneral(ProgramBuilder& b, OpId id) {
  const ops::OpDef& def = *ops::opDef(id);
  auto element =
      b.elementType([&](ElementType e) { return def.inputs[0].type.matches(Type::tensor({}, e)); });
  if (!element) return false;
  const int maxRank = std::max(1, b.options().maxRank);
  std::vector<int64_t> batch(b.entropy().inRange(0, std::min(1, maxRank - 1)));
  std::vector<int64_t> contract(
      b.entropy().inRange(0, std::min<int64_t>(2, maxRank - batch.size())));
  for (int64_t& dim : batch) dim = b.randomDim();
  for (int64_t& dim : contract) dim = b.randomDim();
  const int64_t room = maxRank - static_cast<int64_t>(batch.size() + contract.size());
  std::vector<int64_t> resultShape = batch;
  DotOperand lhs =
      layOut(b, batch, b.entropy().inRange(0, std::min<int64_t>(1, room)), contract, resultShape);
  DotOperand rhs =
      layOut(b, batch, b.entropy().inRange(0, std::min<int64_t>(1, room)), contract, resultShape);
  Result<Attribute> numbers = parseAttribute(
      fmt::format("#stablehlo.dot<lhs_batching_dimensions = {}, rhs_batching_dimensions = {}, "
                  "lhs_contracting_dimensions = {}, rhs_contracting_dimensions = {}>",
                  listText(lhs.batching), listText(rhs.batching), listText(lhs.contracting),
                  listText(rhs.contracting)));
  if (!numbers.ok()) return numbers.takeError();
  std::vector<NamedAttribute> properties = {{"dot_dimension_numbers", std::move(*numbers)}};
  addPrecisionConfigSometimes(b, properties);
  Value* lhsValue = b.valueOf(Type::tensor(lhs.shape, *element));
  Value* rhsValue = b.valueOf(Type::tensor(rhs.shape, *element));
  return appended(b.append(id, {lhsValue, rhsValue}, std::move(properties),
                           std::vector<Type>{Type::tensor(resultShape, *element)}));
}

// The legacy dot: lhs [m,] k and rhs k [, n], the rank-1 forms dropping
// m or n from the result.
Result<bool> sampleDot(ProgramBuilder& b, OpId id) {
  const ops::OpDef& def = *ops::opDef(id);
  auto element =
      b.elementType([&](ElementType e) { return def.inputs[0].type.matches(Type::tensor({}, e)); });
  if (!element) return false;
  const int64_t k = b.randomDim();
  std::vector<int64_t> lhs = {k}, rhs = {k}, result;
  if (b.entropy().oneIn(2)) {
    lhs.insert(lhs.begin(), b.randomDim());
    result.push_back(lhs.front());
  }
  if (b.entropy().oneIn(2)) {
    rhs.push_back(b.randomDim());
    result.push_back(rhs.back());
  }
  std::vector<NamedAttribute> properties;
  addPrecisionConfigSometimes(b, properties);
  Value* lhsValue = b.valueOf(Type::tensor(lhs, *element));
  Value* rhsValue = b.valueOf(Type::tensor(rhs, *element));
  return appended(b.append(id, {lhsValue, rhsValue}, std::move(properties),
                           std::vector<Type>{Type::tensor(result, *element)}));
}

}  // namespace

std::vector<OpId> reducersFor(ElementType element) {
  std::vector<OpId> reducers;
  for (OpId r : kReducers)
    if (admitsBothOperands(r, Type::tensor({}, element))) reducers.push_back(r);
  return reducers;
}

Status buildReducerBody(ProgramBuilder& b, Operation& op,
                        const std::vector<ElementType>& elements) {
  Block* body = op.addRegion()->addBlock();
  for (int side = 0; side < 2; ++side)
    for (ElementType element : elements) body->addArgument(Type::tensor({}, element));
  std::vector<Value*> combined;
  for (size_t i = 0; i < elements.size(); ++i) {
    Result<Operation*> reducer =
        b.append(b.entropy().pick(reducersFor(elements[i])),
                 {body->argument(i), body->argument(elements.size() + i)}, {}, std::nullopt, body);
    if (!reducer.ok()) return reducer.takeError();
    combined.push_back((*reducer)->result(0));
  }
  returnFrom(body, combined);
  return Status::success();
}

std::vector<Value*> reducibleInputs(ProgramBuilder& b, Value* first) {
  std::vector<Value*> inputs = {first};
  if (b.entropy().oneIn(3))
    if (auto element = b.elementType([](ElementType e) { return !reducersFor(e).empty(); }))
      inputs.push_back(b.valueOf(first->type.withElementType(*element)));
  return inputs;
}

std::vector<ElementType> elementTypesOf(const std::vector<Value*>& values) {
  std::vector<ElementType> elements;
  for (Value* v : values) elements.push_back(v->type.elementType());
  return elements;
}

std::vector<SamplerEntry> reductionSamplers() {
  return {
      {OpId::kReduce, sampleReduce, 5},
      {OpId::kDotGeneral, sampleDotGeneral, 5},
      {OpId::kDot, sampleDot, 1},
      {OpId::kReduceWindow, sampleReduceWindow, 3},
  };
}

}  // namespace hlo_cts::generators
