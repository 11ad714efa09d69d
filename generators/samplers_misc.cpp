// Samplers of the ops that only pass values along or make them: tuple (read
// back with get_tuple_element, since @main returns tensors),
// optimization_barrier, chlo.constant, chlo.constant_like, chlo.top_k,
// rng, uniform_quantize and uniform_dequantize, and the host transfers
// outfeed and send.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "generators/builder.h"
#include "spec/float_value.h"
#include "spec/text/parser.h"

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

// The value is a typed scalar attribute of the result's element type: a
// complex one is a #complex.number.
Result<bool> sampleChloConstantLike(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  auto element = b.elementType([](ElementType) { return true; });
  if (!element) return false;
  const Type scalar = Type::element(*element);
  Tensor value = randomTensor(Type::tensor({}, *element), b.entropy(), b.options().values);
  Attribute attribute = isComplex(*element) ? Attribute::complexNumber(std::move(value))
                        : isFloat(*element) ? Attribute::floating(value.bits(0), scalar)
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

// The order of two scalars of one element type; nullopt when unordered
// (NaN).
std::optional<bool> scalarLess(const Tensor& x, const Tensor& y) {
  const ElementType e = x.elementType();
  if (isFloat(e)) {
    const double dx = floatToDouble(x.bits(0), e), dy = floatToDouble(y.bits(0), e);
    if (dx != dx || dy != dy) return std::nullopt;
    return dx < dy;
  }
  if (isSignedInteger(e)) return x.intValue(0) < y.intValue(0);
  return x.uintValue(0) < y.uintValue(0);
}

// Two clean scalars a < b: UNIFORM draws from [a, b), and no value is right
// when that is empty.
std::optional<std::pair<Tensor, Tensor>> orderedBounds(ProgramBuilder& b, ElementType element) {
  ValueOptions clean = b.options().values;
  clean.clean = true;
  for (int tries = 0; tries < 8; ++tries) {
    Tensor x = randomTensor(Type::tensor({}, element), b.entropy(), clean);
    Tensor y = randomTensor(Type::tensor({}, element), b.entropy(), clean);
    std::optional<bool> less = scalarLess(x, y);
    if (!less || (!*less && !*scalarLess(y, x))) continue;
    if (*less) return std::pair{std::move(x), std::move(y)};
    return std::pair{std::move(y), std::move(x)};
  }
  return std::nullopt;
}

// The distribution is picked at random; NORMAL falls back to UNIFORM where
// the catalogue does not admit it for the element type.
Result<bool> sampleRng(ProgramBuilder& b, OpId id) {
  auto element = b.elementTypeFor({&inputCategory(id, "a"), &ops::opDef(id)->outputs[0].type});
  if (!element) return false;
  const std::vector<int64_t> shape = b.randomShape();
  const int64_t largest = shape.empty() ? 0 : *std::max_element(shape.begin(), shape.end());
  auto shapeElement = b.indexElementType(inputCategory(id, "shape"), 0, largest);
  if (!shapeElement) return false;
  auto bounds = orderedBounds(b, *element);
  if (!bounds) return false;
  Value* shapeValue =
      b.integerConstant(Type::tensor({static_cast<int64_t>(shape.size())}, *shapeElement), shape);
  Value* low = b.constantOf(std::move(bounds->first));
  Value* high = b.constantOf(std::move(bounds->second));
  if (!shapeValue || !low || !high) return makeError("rng: could not make its constant operands");
  const std::vector<Type> result = {Type::tensor(shape, *element)};
  std::vector<ProgramBuilder::Variant> variants = {
      {{{"rng_distribution", stablehloEnum("rng_distribution", "NORMAL")}}, result},
      {{{"rng_distribution", stablehloEnum("rng_distribution", "UNIFORM")}}, result}};
  if (b.entropy().oneIn(2)) std::swap(variants[0], variants[1]);
  return appended(b.appendFirstAccepted(id, {low, high, shapeValue}, variants));
}

// uniform_quantize of a float tensor into a per-tensor !quant.uniform (i8,
// ui8 or i16 storage over its full range, a scale of 1/2, 1 or 2, which
// every float format holds, and a zero point in the storage's middle half);
// uniform_dequantize of such a quantize's result, back to the float type.
Result<bool> sampleUniformQuantize(ProgramBuilder& b, OpId id) {
  const ops::OpDef& quantize = *ops::opDef(OpId::kUniformQuantize);
  const std::optional<ElementType> expressed = b.elementType([&](ElementType e) {
    return isFloat(e) && quantize.inputs[0].type.matches(Type::tensor({1}, e));
  });
  if (!expressed) return false;
  QuantizedType q;
  q.storageType = b.entropy().pick(
      std::vector<ElementType>{ElementType::kSI8, ElementType::kUI8, ElementType::kSI16});
  fullStorageRange(q.storageType, q.storageMin, q.storageMax);
  q.expressedType = *expressed;
  q.scales = {std::ldexp(1.0, static_cast<int>(b.entropy().inRange(-1, 1)))};
  const int64_t quarter = (q.storageMax - q.storageMin) / 4;
  q.zeroPoints = {b.entropy().inRange(q.storageMin + quarter, q.storageMax - quarter)};
  const std::vector<int64_t> shape = b.randomShape();
  Result<Operation*> quantized =
      b.append(OpId::kUniformQuantize, {b.valueOf(Type::tensor(shape, *expressed))}, {},
               std::vector<Type>{Type::quantizedTensor(shape, q)});
  if (!quantized.ok() || id == OpId::kUniformQuantize) return appended(quantized);
  return appended(b.append(id, {(*quantized)->result(0)}, {},
                           std::vector<Type>{Type::tensor(shape, *expressed)}));
}

// One or two values to hand to the host, and a fresh token to order it by.
std::vector<Value*> hostTransferOperands(ProgramBuilder& b) {
  std::vector<Value*> operands = {b.anyOperand()};
  if (b.entropy().oneIn(3)) operands.push_back(b.anyOperand());
  Result<Operation*> token = b.append(OpId::kAfterAll, {}, {}, std::vector<Type>{Type::token()});
  operands.push_back(token.ok() ? (*token)->result(0) : nullptr);
  return operands;
}

// outfeed: the values leave for the host; the program has only the token
// (which @main does not return), so what a test checks is that a backend
// takes and runs it.
Result<bool> sampleOutfeed(ProgramBuilder& b, OpId id) {
  std::vector<Value*> operands = hostTransferOperands(b);
  if (!operands.back()) return makeError("outfeed: after_all was refused");
  std::vector<NamedAttribute> properties;
  if (b.entropy().oneIn(2))
    properties.push_back({"outfeed_config", Attribute::string(b.entropy().oneIn(2) ? "" : "q0")});
  return appended(
      b.append(id, std::move(operands), std::move(properties), std::vector<Type>{Type::token()}));
}

// send to the host (is_host_transfer), which one process can do alone; the
// catalogue picks the channel type that goes with it (C1).
Result<bool> sampleSend(ProgramBuilder& b, OpId id) {
  std::vector<Value*> operands = hostTransferOperands(b);
  if (!operands.back()) return makeError("send: after_all was refused");
  const int64_t handle = b.entropy().inRange(1, 3);
  std::vector<ProgramBuilder::Variant> variants;
  for (int64_t type = 0; type <= 3; ++type) {
    Result<Attribute> channel = parseAttribute(
        fmt::format("#stablehlo.channel_handle<handle = {}, type = {}>", handle, type));
    if (!channel.ok()) return channel.takeError();
    variants.push_back(
        {{{"channel_handle", std::move(*channel)}, {"is_host_transfer", Attribute::boolean(true)}},
         std::vector<Type>{Type::token()}});
  }
  return appended(b.appendFirstAccepted(id, std::move(operands), variants));
}

}  // namespace

std::vector<SamplerEntry> miscSamplers() {
  return {
      {OpId::kTuple, sampleTuple, 1},
      {OpId::kOptimizationBarrier, sampleOptimizationBarrier, 1},
      {OpId::kChloConstant, sampleChloConstant, 1},
      {OpId::kChloConstantLike, sampleChloConstantLike, 1},
      {OpId::kChloTopK, sampleChloTopK, 1},
      {OpId::kRng, sampleRng, 1},
      {OpId::kUniformQuantize, sampleUniformQuantize, 1},
      {OpId::kUniformDequantize, sampleUniformQuantize, 1},
      {OpId::kOutfeed, sampleOutfeed, 1},
      {OpId::kSend, sampleSend, 1},
  };
}

}  // namespace hlo_cts::generators
