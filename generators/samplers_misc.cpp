// Samplers of the ops that only pass values along or make them: tuple (read
// back with get_tuple_element, since @main returns tensors),
// optimization_barrier, chlo.constant, chlo.constant_like and chlo.top_k.
#include "generators/builder.h"

namespace hlo_cts::generators {
namespace {

Result<bool> sampleTuple(ProgramBuilder& b, OpId id) {
  std::vector<Value*> values;
  for (int64_t n = b.entropy().inRange(1, 3); n > 0; --n) values.push_back(b.anyOperand());
  Result<Operation*> tuple = b.append(id, values);
  if (!tuple.ok()) return tuple.takeError();
  const int64_t index = b.entropy().below(values.size());
  return appended(
      b.append(OpId::kGetTupleElement, {(*tuple)->result(0)},
               {{"index", Attribute::integer(index, Type::element(ElementType::kSI32))}}));
}

Result<bool> sampleOptimizationBarrier(ProgramBuilder& b, OpId id) {
  std::vector<Value*> operands;
  std::vector<Type> types;
  for (int64_t n = b.entropy().inRange(1, 2); n > 0; --n) {
    operands.push_back(b.anyOperand());
    types.push_back(operands.back()->type);
  }
  return appended(b.append(id, operands, {}, types));
}

Result<bool> sampleChloConstant(ProgramBuilder& b, OpId id) {
  auto element = b.elementType([](ElementType) { return true; });
  const Type type = Type::tensor(b.randomShape(), *element);
  Tensor value = randomTensor(type, b.entropy(), b.options().values);
  return appended(b.append(id, {}, {{"value", Attribute::denseElements(std::move(value), type)}},
                           std::vector<Type>{type}));
}

// The value is a typed scalar attribute, which a complex number has no
// form of.
Result<bool> sampleChloConstantLike(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  auto element = b.elementType([](ElementType e) { return !isComplex(e); });
  if (!element) return false;
  const Type scalar = Type::element(*element);
  const Tensor value = randomTensor(Type::tensor({}, *element), b.entropy(), b.options().values);
  Attribute attribute = isFloat(*element) ? Attribute::floating(value.bits(0), scalar)
                                          : Attribute::integer(value.intValue(0), scalar);
  return appended(b.append(id, {operand}, {{"value", std::move(attribute)}},
                           std::vector<Type>{operand->type.withElementType(*element)}));
}

Result<bool> sampleChloTopK(ProgramBuilder& b, OpId id) {
  const ops::OpDef& def = *ops::opDef(id);
  auto element = b.elementType(
      [&](ElementType e) { return def.inputs[0].type.matches(Type::tensor({1}, e)); });
  if (!element) return false;
  auto indexElement = b.indexElementType(def.outputs[1].type);
  if (!indexElement) return false;
  Value* operand = b.valueOf(Type::tensor(b.randomShape(1), *element));
  std::vector<int64_t> shape = operand->type.shape();
  const int64_t k = b.entropy().inRange(0, shape.back());
  shape.back() = k;
  return appended(b.append(
      id, {operand}, {{"k", Attribute::integer(k)}},
      std::vector<Type>{operand->type.withShape(shape), Type::tensor(shape, *indexElement)}));
}

}  // namespace

std::vector<SamplerEntry> miscSamplers() {
  return {
      {OpId::kTuple, sampleTuple, 1},
      {OpId::kOptimizationBarrier, sampleOptimizationBarrier, 1},
      {OpId::kChloConstant, sampleChloConstant, 1},
      {OpId::kChloConstantLike, sampleChloConstantLike, 1},
      {OpId::kChloTopK, sampleChloTopK, 1},
  };
}

}  // namespace hlo_cts::generators
