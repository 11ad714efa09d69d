// Samplers of reduce, dot_general and the legacy einsums: region bodies
// built from the element-wise op the catalogue admits for the element type,
// contraction dimensions laid out at random positions of each operand.
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

// Distinct labels, at random from a to z.
std::string einsumLabels(ProgramBuilder& b, size_t count) {
  std::string labels;
  for (int64_t i : randomPermutation(b, 26))
    if (labels.size() < count) labels += static_cast<char>('a' + i);
  return labels;
}

std::string shuffled(ProgramBuilder& b, const std::string& labels) {
  std::string out;
  for (int64_t i : randomPermutation(b, static_cast<int64_t>(labels.size()))) out += labels[i];
  return out;
}

std::vector<int64_t> einsumShape(const std::string& labels, const std::string& all,
                                 const std::vector<int64_t>& sizes) {
  std::vector<int64_t> shape;
  for (char label : labels) shape.push_back(sizes[all.find(label)]);
  return shape;
}

// The labels of dot_general's dimension kinds: batch ones in both operands
// and the result, contracting ones in both operands only, free ones in one
// operand and the result; each group in a random order. A label repeated
// within one operand (a diagonal) is left out: the oracle does not take it.
Result<bool> sampleEinsum(ProgramBuilder& b, OpId id) {
  auto element = b.elementType(
      [&](ElementType e) { return inputCategory(id, "lhs").matches(Type::tensor({}, e)); });
  if (!element) return false;
  const int64_t maxRank = std::max(1, b.options().maxRank);
  const int64_t batch = b.entropy().inRange(0, std::min<int64_t>(1, maxRank - 1));
  const int64_t contracting = b.entropy().inRange(0, std::min<int64_t>(2, maxRank - batch));
  const int64_t room = maxRank - batch - contracting;
  const int64_t lhsFree = b.entropy().inRange(0, std::min<int64_t>(1, room));
  const int64_t rhsFree = b.entropy().inRange(0, std::min<int64_t>(1, room));
  const std::string all = einsumLabels(b, batch + contracting + lhsFree + rhsFree);
  const std::string batchLabels = all.substr(0, batch);
  const std::string contractingLabels = all.substr(batch, contracting);
  const std::string lhsFreeLabels = all.substr(batch + contracting, lhsFree);
  const std::string rhsFreeLabels = all.substr(batch + contracting + lhsFree);
  std::vector<int64_t> sizes;
  for (size_t i = 0; i < all.size(); ++i) sizes.push_back(b.randomDim());
  const std::string lhs = shuffled(b, batchLabels + contractingLabels + lhsFreeLabels);
  const std::string rhs = shuffled(b, batchLabels + contractingLabels + rhsFreeLabels);
  const std::string result = shuffled(b, batchLabels + lhsFreeLabels + rhsFreeLabels);
  Value* lhsValue = b.valueOf(Type::tensor(einsumShape(lhs, all, sizes), *element));
  Value* rhsValue = b.valueOf(Type::tensor(einsumShape(rhs, all, sizes), *element));
  return appended(
      b.append(id, {lhsValue, rhsValue},
               {{"einsum_config", Attribute::string(fmt::format("{},{}->{}", lhs, rhs, result))}},
               std::vector<Type>{Type::tensor(einsumShape(result, all, sizes), *element)}));
}

// The result keeps a random subset of the operand's labels in a random
// order and sums over the others.
Result<bool> sampleUnaryEinsum(ProgramBuilder& b, OpId id) {
  auto element = b.elementType(
      [&](ElementType e) { return inputCategory(id, "operand").matches(Type::tensor({}, e)); });
  if (!element) return false;
  Value* operand = b.valueOf(Type::tensor(b.randomShape(), *element));
  const std::string labels = einsumLabels(b, operand->type.rank());
  std::string kept;
  for (int64_t i : randomSubset(b, operand->type.rank())) kept += labels[i];
  const std::string result = shuffled(b, kept);
  return appended(b.append(
      id, {operand}, {{"einsum_config", Attribute::string(fmt::format("{}->{}", labels, result))}},
      std::vector<Type>{
          Type::tensor(einsumShape(result, labels, operand->type.shape()), *element)}));
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
      {OpId::kReduce, sampleReduce, 5}, {OpId::kDotGeneral, sampleDotGeneral, 5},
      {OpId::kDot, sampleDot, 1},       {OpId::kReduceWindow, sampleReduceWindow, 3},
      {OpId::kEinsum, sampleEinsum, 1}, {OpId::kUnaryEinsum, sampleUnaryEinsum, 1},
  };
}

}  // namespace hlo_cts::generators
