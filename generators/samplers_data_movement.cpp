// Samplers of the data-movement ops: shapes and dimension attributes built
// to meet each op's constraints, result types from the catalogue's type
// inference where it has one.
#include <algorithm>

#include "generators/builder.h"

namespace hlo_cts::generators {
namespace {

// Operand dimension i goes to result dimension mapping[i]: any injective
// choice, the other result dimensions new.
struct BroadcastPlan {
  std::vector<int64_t> mapping, shape;
};

BroadcastPlan planBroadcast(ProgramBuilder& b, const std::vector<int64_t>& from) {
  const int64_t rank = b.entropy().inRange(static_cast<int64_t>(from.size()),
                                           std::max<int64_t>(from.size(), b.options().maxRank));
  std::vector<int64_t> positions = randomPermutation(b, rank);
  BroadcastPlan plan{std::vector<int64_t>(positions.begin(), positions.begin() + from.size()),
                     std::vector<int64_t>(rank, -1)};
  for (size_t i = 0; i < from.size(); ++i)
    plan.shape[plan.mapping[i]] = from[i] == 1 && b.entropy().oneIn(2) ? b.randomDim() : from[i];
  for (int64_t& dim : plan.shape)
    if (dim < 0) dim = b.randomDim();
  return plan;
}

Result<bool> sampleBroadcastInDim(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  const BroadcastPlan plan = planBroadcast(b, operand->type.shape());
  return appended(b.append(id, {operand}, {{"broadcast_dimensions", dims(plan.mapping)}},
                           std::vector<Type>{operand->type.withShape(plan.shape)}));
}

// The known_(non)expanding_dimensions now and then: a promise the oracle
// holds the program to, so only true ones.
void addExpansionHints(ProgramBuilder& b, const std::vector<int64_t>& from,
                       const BroadcastPlan& plan, std::vector<NamedAttribute>& properties) {
  if (!b.entropy().oneIn(3)) return;
  std::vector<int64_t> expanding, nonexpanding;
  for (size_t i = 0; i < from.size(); ++i) {
    if (b.entropy().oneIn(2)) continue;
    if (from[i] == plan.shape[plan.mapping[i]])
      nonexpanding.push_back(static_cast<int64_t>(i));
    else
      expanding.push_back(static_cast<int64_t>(i));
  }
  properties.push_back({"known_expanding_dimensions", dims(expanding)});
  properties.push_back({"known_nonexpanding_dimensions", dims(nonexpanding)});
}

Result<bool> sampleDynamicBroadcastInDim(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  const std::vector<int64_t>& from = operand->type.shape();
  const BroadcastPlan plan = planBroadcast(b, from);
  Value* outputDimensions = indexConstant(b, id, "output_dimensions", plan.shape);
  if (!outputDimensions) return false;
  std::vector<NamedAttribute> properties = {{"broadcast_dimensions", dims(plan.mapping)}};
  addExpansionHints(b, from, plan, properties);
  return appended(b.append(id, {operand, outputDimensions}, std::move(properties),
                           std::vector<Type>{operand->type.withShape(plan.shape)}));
}

// The legacy broadcast: new leading dimensions only.
Result<bool> sampleBroadcast(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  const int room = std::max<int>(0, b.options().maxRank - static_cast<int>(operand->type.rank()));
  const std::vector<int64_t> sizes = b.randomShape(0, room);
  std::vector<int64_t> shape = sizes;
  shape.insert(shape.end(), operand->type.shape().begin(), operand->type.shape().end());
  return appended(b.append(id, {operand}, {{"broadcast_sizes", dims(sizes)}},
                           std::vector<Type>{operand->type.withShape(shape)}));
}

// A shape with `count` elements: its prime factors dealt out to up to
// maxRank dimensions (a 0 somewhere when count is 0).
std::vector<int64_t> shapeWithElements(ProgramBuilder& b, int64_t count) {
  const int rank = static_cast<int>(b.entropy().inRange(count == 1 ? 0 : 1, b.options().maxRank));
  std::vector<int64_t> shape(rank, 1);
  if (count == 0) {
    for (int64_t& dim : shape) dim = b.randomDim();
    shape[b.entropy().below(rank)] = 0;
    return shape;
  }
  for (int64_t p = 2, rest = count; rest > 1;) {
    if (rest % p != 0) {
      ++p;
      continue;
    }
    shape[b.entropy().below(rank)] *= p;
    rest /= p;
  }
  return shape;
}

Result<bool> sampleReshape(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  const std::vector<int64_t> shape = shapeWithElements(b, operand->type.numElements());
  return appended(b.append(id, {operand}, {}, std::vector<Type>{operand->type.withShape(shape)}));
}

Result<bool> sampleDynamicReshape(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  const std::vector<int64_t> shape = shapeWithElements(b, operand->type.numElements());
  Value* outputShape = indexConstant(b, id, "output_shape", shape);
  if (!outputShape) return false;
  return appended(
      b.append(id, {operand, outputShape}, {}, std::vector<Type>{operand->type.withShape(shape)}));
}

Result<bool> sampleTranspose(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  return appended(
      b.append(id, {operand}, {{"permutation", dims(randomPermutation(b, operand->type.rank()))}}));
}

Result<bool> sampleReverse(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  std::vector<int64_t> reversed = randomSubset(b, operand->type.rank());
  return appended(b.append(id, {operand}, {{"dimensions", dims(reversed)}}));
}

struct SliceBounds {
  std::vector<int64_t> start, limit, strides;
  std::vector<NamedAttribute> properties() const {
    return {
        {"start_indices", dims(start)}, {"limit_indices", dims(limit)}, {"strides", dims(strides)}};
  }
};

SliceBounds randomSliceBounds(ProgramBuilder& b, const std::vector<int64_t>& shape) {
  SliceBounds s;
  for (int64_t dim : shape) {
    s.start.push_back(b.entropy().inRange(0, dim));
    s.limit.push_back(b.entropy().inRange(s.start.back(), dim));
    s.strides.push_back(b.entropy().inRange(1, 3));
  }
  return s;
}

Result<bool> sampleSlice(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  return appended(
      b.append(id, {operand}, randomSliceBounds(b, operand->type.shape()).properties()));
}

// slice's bounds as constants of one index type (the spec wants the three
// of one type): the result type is the one stablehlo.slice infers.
Result<bool> sampleRealDynamicSlice(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  const SliceBounds s = randomSliceBounds(b, operand->type.shape());
  Result<std::vector<Type>> sliced = b.inferredTypes(OpId::kSlice, {operand}, s.properties());
  if (!sliced.ok()) return sliced.takeError();
  const int64_t high =
      std::max({int64_t{0}, s.limit.empty() ? 0 : *std::max_element(s.limit.begin(), s.limit.end()),
                s.strides.empty() ? 0 : *std::max_element(s.strides.begin(), s.strides.end())});
  auto element = b.indexElementType(inputCategory(id, "start_indices"), 0, high);
  if (!element) return false;
  const Type vector = Type::tensor({static_cast<int64_t>(s.start.size())}, *element);
  return appended(
      b.append(id,
               {operand, b.integerConstant(vector, s.start), b.integerConstant(vector, s.limit),
                b.integerConstant(vector, s.strides)},
               {}, *sliced));
}

Result<bool> sampleConcatenate(ProgramBuilder& b, OpId id) {
  Value* first = b.anyOperand(1);
  const int64_t dimension = b.entropy().below(first->type.rank());
  std::vector<Value*> operands = {first};
  for (int64_t n = b.entropy().inRange(1, 3); n > 0; --n) {
    std::vector<int64_t> shape = first->type.shape();
    shape[dimension] = b.randomDim();
    operands.push_back(b.valueOf(first->type.withShape(shape)));
  }
  std::vector<int64_t> order = randomPermutation(b, static_cast<int64_t>(operands.size()));
  std::vector<Value*> shuffled;
  for (int64_t i : order) shuffled.push_back(operands[i]);
  return appended(b.append(id, shuffled, {{"dimension", Attribute::integer(dimension)}}));
}

// Low, high and interior padding per dimension, negative edges included,
// never cutting more than the interior-padded operand has.
struct Padding {
  std::vector<int64_t> low, high, interior;
};

Padding randomPadding(ProgramBuilder& b, const std::vector<int64_t>& shape) {
  Padding p;
  for (int64_t dim : shape) {
    p.interior.push_back(b.entropy().inRange(0, 2));
    const int64_t padded = dim == 0 ? 0 : dim + (dim - 1) * p.interior.back();
    p.low.push_back(b.entropy().inRange(-padded / 2, 2));
    p.high.push_back(b.entropy().inRange(-(padded + p.low.back()), 2));
  }
  return p;
}

Result<bool> samplePad(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  const Padding p = randomPadding(b, operand->type.shape());
  Value* padding = b.valueOf(Type::tensor({}, operand->type.elementType()));
  return appended(b.append(id, {operand, padding},
                           {{"edge_padding_low", dims(p.low)},
                            {"edge_padding_high", dims(p.high)},
                            {"interior_padding", dims(p.interior)}}));
}

// pad's paddings as constants of one index type: the result type is the
// one stablehlo.pad infers.
Result<bool> sampleDynamicPad(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  const Padding p = randomPadding(b, operand->type.shape());
  Value* padding = b.valueOf(Type::tensor({}, operand->type.elementType()));
  Result<std::vector<Type>> padded = b.inferredTypes(OpId::kPad, {operand, padding},
                                                     {{"edge_padding_low", dims(p.low)},
                                                      {"edge_padding_high", dims(p.high)},
                                                      {"interior_padding", dims(p.interior)}});
  if (!padded.ok()) return padded.takeError();
  std::vector<int64_t> all = p.low;
  all.insert(all.end(), p.high.begin(), p.high.end());
  all.insert(all.end(), p.interior.begin(), p.interior.end());
  const auto [low, high] = std::minmax_element(all.begin(), all.end());
  auto element = b.indexElementType(inputCategory(id, "edge_padding_low"), all.empty() ? 0 : *low,
                                    all.empty() ? 0 : *high);
  if (!element) return false;
  const Type vector = Type::tensor({static_cast<int64_t>(p.low.size())}, *element);
  return appended(
      b.append(id,
               {operand, padding, b.integerConstant(vector, p.low),
                b.integerConstant(vector, p.high), b.integerConstant(vector, p.interior)},
               {}, *padded));
}

Result<bool> sampleIota(ProgramBuilder& b, OpId id) {
  const ops::OpDef& def = *ops::opDef(id);
  auto element = b.elementType(
      [&](ElementType e) { return def.outputs[0].type.matches(Type::tensor({1}, e)); });
  if (!element) return false;
  const Type type = Type::tensor(b.randomShape(1), *element);
  const int64_t dimension = b.entropy().below(type.rank());
  return appended(b.append(id, {}, {{"iota_dimension", Attribute::integer(dimension)}},
                           std::vector<Type>{type}));
}

Result<bool> sampleDynamicIota(ProgramBuilder& b, OpId id) {
  const ops::OpDef& def = *ops::opDef(id);
  auto element = b.elementType(
      [&](ElementType e) { return def.outputs[0].type.matches(Type::tensor({1}, e)); });
  if (!element) return false;
  const Type type = Type::tensor(b.randomShape(1), *element);
  Value* outputShape = indexConstant(b, id, "output_shape", type.shape());
  if (!outputShape) return false;
  const int64_t dimension = b.entropy().below(type.rank());
  return appended(b.append(id, {outputShape}, {{"iota_dimension", Attribute::integer(dimension)}},
                           std::vector<Type>{type}));
}

Result<bool> sampleGetDimensionSize(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand(1);
  auto element = b.indexElementType(ops::opDef(id)->outputs[0].type);
  if (!element) return false;
  const int64_t dimension = b.entropy().below(operand->type.rank());
  return appended(b.append(id, {operand}, {{"dimension", Attribute::integer(dimension)}},
                           std::vector<Type>{Type::tensor({}, *element)}));
}

// The size is the dimension's static one, so the result stays static.
Result<bool> sampleSetDimensionSize(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand(1);
  const int64_t dimension = b.entropy().below(operand->type.rank());
  const int64_t size = operand->type.shape()[dimension];
  auto element = b.indexElementType(inputCategory(id, "size"), size, size);
  if (!element) return false;
  Value* sizeValue = b.integerConstant(Type::tensor({}, *element), {size});
  return appended(b.append(id, {operand, sizeValue}, {{"dimension", Attribute::integer(dimension)}},
                           std::vector<Type>{operand->type}));
}

Result<bool> sampleConstant(ProgramBuilder& b, OpId) {
  auto element = b.elementType([](ElementType) { return true; });
  b.constant(Type::tensor(b.randomShape(), *element));
  return true;
}

}  // namespace

std::vector<SamplerEntry> dataMovementSamplers() {
  return {
      {OpId::kBroadcastInDim, sampleBroadcastInDim, 4},
      {OpId::kReshape, sampleReshape, 4},
      {OpId::kTranspose, sampleTranspose, 4},
      {OpId::kReverse, sampleReverse, 3},
      {OpId::kSlice, sampleSlice, 4},
      {OpId::kConcatenate, sampleConcatenate, 4},
      {OpId::kPad, samplePad, 4},
      {OpId::kIota, sampleIota, 2},
      {OpId::kConstant, sampleConstant, 2},
      {OpId::kBroadcast, sampleBroadcast, 1},
      {OpId::kDynamicBroadcastInDim, sampleDynamicBroadcastInDim, 1},
      {OpId::kDynamicReshape, sampleDynamicReshape, 1},
      {OpId::kDynamicPad, sampleDynamicPad, 1},
      {OpId::kRealDynamicSlice, sampleRealDynamicSlice, 1},
      {OpId::kDynamicIota, sampleDynamicIota, 1},
      {OpId::kGetDimensionSize, sampleGetDimensionSize, 1},
      {OpId::kSetDimensionSize, sampleSetDimensionSize, 1},
  };
}

}  // namespace hlo_cts::generators
