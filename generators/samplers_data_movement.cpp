// Samplers of the data-movement ops: shapes and dimension attributes built
// to meet each op's constraints, result types from the catalogue's type
// inference where it has one.
#include <algorithm>

#include "generators/builder.h"

namespace hlo_cts::generators {
namespace {

Result<bool> sampleBroadcastInDim(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  const std::vector<int64_t>& from = operand->type.shape();
  const int64_t rank = b.entropy().inRange(static_cast<int64_t>(from.size()),
                                           std::max<int64_t>(from.size(), b.options().maxRank));
  // Operand dimension i goes to result dimension mapping[i]: any
  // injective choice, the other result dimensions new.
  std::vector<int64_t> positions = randomPermutation(b, rank);
  std::vector<int64_t> mapping(positions.begin(), positions.begin() + from.size());
  std::vector<int64_t> shape(rank, -1);
  for (size_t i = 0; i < from.size(); ++i)
    shape[mapping[i]] = from[i] == 1 && b.entropy().oneIn(2) ? b.randomDim() : from[i];
  for (int64_t& dim : shape)
    if (dim < 0) dim = b.randomDim();
  return appended(b.append(id, {operand}, {{"broadcast_dimensions", dims(mapping)}},
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

Result<bool> sampleSlice(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  std::vector<int64_t> start, limit, strides;
  for (int64_t dim : operand->type.shape()) {
    start.push_back(b.entropy().inRange(0, dim));
    limit.push_back(b.entropy().inRange(start.back(), dim));
    strides.push_back(b.entropy().inRange(1, 3));
  }
  return appended(b.append(id, {operand},
                           {{"start_indices", dims(start)},
                            {"limit_indices", dims(limit)},
                            {"strides", dims(strides)}}));
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
Result<bool> samplePad(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  std::vector<int64_t> low, high, interior;
  for (int64_t dim : operand->type.shape()) {
    interior.push_back(b.entropy().inRange(0, 2));
    const int64_t padded = dim == 0 ? 0 : dim + (dim - 1) * interior.back();
    low.push_back(b.entropy().inRange(-padded / 2, 2));
    high.push_back(b.entropy().inRange(-(padded + low.back()), 2));
  }
  Value* padding = b.valueOf(Type::tensor({}, operand->type.elementType()));
  return appended(b.append(id, {operand, padding},
                           {{"edge_padding_low", dims(low)},
                            {"edge_padding_high", dims(high)},
                            {"interior_padding", dims(interior)}}));
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
  };
}

}  // namespace hlo_cts::generators
