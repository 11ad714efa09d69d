// Samplers of the ops with regions: sort (a comparator on one key
// operand), while (a counter loop with a trip count of at most 3), if and
// case (branches returning values of @main or an op on them), chlo.scan (a
// running fold carried in a slice).
#include "generators/builder.h"

namespace hlo_cts::generators {
namespace {

Value* scalarConstant(ProgramBuilder& b, Block* block, ElementType element, int64_t value) {
  const Type type = Type::tensor({}, element);
  Tensor tensor(type);
  tensor.setIntValue(0, value);
  return b.constantOf(std::move(tensor), block);
}

// `value` itself, or value + value where add admits its type: so a region
// computes something now and then.
Value* maybeDoubled(ProgramBuilder& b, Block* block, Value* value) {
  const ops::OpDef& add = *ops::opDef(OpId::kAdd);
  if (!add.inputs[0].type.matches(value->type) || b.entropy().oneIn(2)) return value;
  auto op = b.append(OpId::kAdd, {value, value}, {}, std::nullopt, block);
  return op.ok() ? (*op)->result(0) : value;
}

Result<bool> sampleSort(ProgramBuilder& b, OpId id) {
  // The key is the first operand.
  Value* key = b.existing([](const Type& t) { return t.rank() >= 1; });
  if (!key || b.entropy().oneIn(3)) {
    auto element = b.elementType([](ElementType) { return true; });
    key = b.valueOf(Type::tensor(b.randomShape(1), *element));
  }
  std::vector<Value*> operands = {key};
  if (b.entropy().oneIn(2)) {
    auto element = b.elementType([](ElementType) { return true; });
    operands.push_back(b.valueOf(key->type.withElementType(*element)));
  }
  std::vector<Type> types;
  for (Value* v : operands) types.push_back(v->type);
  std::vector<NamedAttribute> properties = {
      {"dimension", Attribute::integer(b.entropy().below(key->type.rank()))},
      {"is_stable", Attribute::boolean(b.entropy().oneIn(2))}};
  Result<Operation*> sort = b.append(id, operands, std::move(properties), types);
  if (!sort.ok()) return sort.takeError();
  Block* comparator = (*sort)->addRegion()->addBlock();
  for (const Type& type : types)
    for (int side = 0; side < 2; ++side)
      comparator->addArgument(Type::tensor({}, type.elementType()));
  Value* lhs = comparator->argument(0);
  Value* rhs = comparator->argument(1);
  // Complex keys only compare EQ or NE, which do not order: their real
  // parts do.
  if (isComplex(lhs->type.elementType())) {
    Result<Operation*> lhsReal = b.append(OpId::kReal, {lhs}, {}, std::nullopt, comparator);
    if (!lhsReal.ok()) return lhsReal.takeError();
    Result<Operation*> rhsReal = b.append(OpId::kReal, {rhs}, {}, std::nullopt, comparator);
    if (!rhsReal.ok()) return rhsReal.takeError();
    lhs = (*lhsReal)->result(0);
    rhs = (*rhsReal)->result(0);
  }
  Result<std::vector<NamedAttribute>> compare = compareProperties(b, lhs, rhs, "stablehlo", true);
  if (!compare.ok()) return compare.takeError();
  Result<Operation*> less =
      b.append(OpId::kCompare, {lhs, rhs}, std::move(*compare), std::nullopt, comparator);
  if (!less.ok()) return less.takeError();
  returnFrom(comparator, {(*less)->result(0)});
  return true;
}

// while (counter < trips) { value = maybeDoubled(value); counter += 1 }.
// The value comes first: an op is tested on its first operand's type.
Result<bool> sampleWhile(ProgramBuilder& b, OpId id) {
  const ElementType counterType = ElementType::kSI32;
  Value* zero = scalarConstant(b, nullptr, counterType, 0);
  Value* value = b.anyOperand();
  const std::vector<Type> types = {value->type, zero->type};
  Result<Operation*> loop = b.append(id, {value, zero}, {}, types);
  if (!loop.ok()) return loop.takeError();
  Block* cond = (*loop)->addRegion()->addBlock();
  Block* body = (*loop)->addRegion()->addBlock();
  for (Block* block : {cond, body})
    for (const Type& type : types) block->addArgument(type);
  Value* trips = scalarConstant(b, cond, counterType, b.entropy().inRange(0, 3));
  Result<Operation*> more = b.append(
      OpId::kCompare, {cond->argument(1), trips},
      {{"comparison_direction", stablehloEnum("comparison_direction", "LT")}}, std::nullopt, cond);
  if (!more.ok()) return more.takeError();
  returnFrom(cond, {(*more)->result(0)});
  Value* one = scalarConstant(b, body, counterType, 1);
  Result<Operation*> next = b.append(OpId::kAdd, {body->argument(1), one}, {}, std::nullopt, body);
  if (!next.ok()) return next.takeError();
  Value* doubled = maybeDoubled(b, body, body->argument(0));
  returnFrom(body, {doubled, (*next)->result(0)});
  return true;
}

// if (pred) and case (index): every branch returns a value of @main of the
// result type, maybe doubled.
Result<bool> sampleBranches(ProgramBuilder& b, OpId id) {
  const Type type = b.anyOperand()->type;
  const bool isCase = id == OpId::kCase;
  const int64_t count = isCase ? b.entropy().inRange(1, 3) : 2;
  Value* selector = b.valueOf(Type::tensor({}, isCase ? ElementType::kSI32 : ElementType::kI1));
  std::vector<Value*> returned;
  for (int64_t i = 0; i < count; ++i) returned.push_back(b.valueOf(type));
  Result<Operation*> op = b.append(id, {selector}, {}, std::vector<Type>{type});
  if (!op.ok()) return op.takeError();
  for (Value* value : returned) {
    Block* branch = (*op)->addRegion()->addBlock();
    returnFrom(branch, {maybeDoubled(b, branch, value)});
  }
  return true;
}

// chlo.scan of one input along `dimension` with one carry of the input's
// slice type: step t computes r = reducer(input[t], carry) and returns it
// as both output slice t and the next carry, a running fold (forward or
// reversed).
Result<bool> sampleScan(ProgramBuilder& b, OpId id) {
  Value* input = b.anyOperand(1);
  const Type type = input->type;
  const std::vector<OpId> reducers = reducersFor(type.elementType());
  if (reducers.empty() || !type.hasStaticShape()) return false;
  const int64_t dimension = b.entropy().inRange(0, type.rank() - 1);
  std::vector<int64_t> sliceShape = type.shape();
  sliceShape.erase(sliceShape.begin() + dimension);
  const Type slice = Type::tensor(sliceShape, type.elementType());
  Value* init = b.valueOf(slice);
  Tensor segments({2}, ElementType::kSI32);
  segments.setIntValue(0, 1);
  segments.setIntValue(1, 1);
  std::vector<NamedAttribute> properties = {
      {"dimension", Attribute::integer(dimension)},
      {"operandSegmentSizes", Attribute::denseArray(std::move(segments))}};
  if (b.entropy().oneIn(2)) properties.push_back({"is_reverse", Attribute::boolean(true)});
  const OpId reducer = b.entropy().pick(reducers);
  auto fold = [&](Operation& scan) -> Status {
    Block* body = scan.addRegion()->addBlock();
    body->addArgument(slice);
    body->addArgument(slice);
    Result<Operation*> step =
        b.append(reducer, {body->argument(0), body->argument(1)}, {}, std::nullopt, body);
    if (!step.ok()) return step.takeError();
    returnFrom(body, {(*step)->result(0), (*step)->result(0)});
    return Status::success();
  };
  return appended(b.appendFirstAccepted(
      id, {input, init}, {{std::move(properties), std::vector<Type>{type, slice}}}, fold));
}

}  // namespace

// composite "hlo_cts.twice_or_same" of one operand; its decomposition, a
// private function of the module, returns the operand maybe doubled: the
// composite means what its decomposition computes (spec: composite), which
// a backend that lowers or inlines it must keep. Attributes and version
// now and then, which change nothing.
Result<bool> sampleComposite(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  const Type type = operand->type;
  ProgramBuilder::Function decomposition = b.addFunction("decomposition", {type}, {type});
  Value* result = maybeDoubled(b, decomposition.body, decomposition.body->argument(0));
  auto ret = std::make_unique<Operation>("func.return");
  ret->addOperand(result);
  decomposition.body->append(std::move(ret));
  std::vector<NamedAttribute> properties = {
      {"name", Attribute::string("hlo_cts.twice_or_same")},
      {"decomposition", Attribute::symbol({decomposition.name})}};
  if (b.entropy().oneIn(2))
    properties.push_back(
        {"composite_attributes",
         Attribute::dictionary({{"scale", Attribute::integer(b.entropy().inRange(1, 4))}})});
  if (b.entropy().oneIn(2))
    properties.push_back({"version", Attribute::integer(b.entropy().inRange(0, 3),
                                                        Type::element(ElementType::kSI32))});
  return appended(b.append(id, {operand}, std::move(properties), std::vector<Type>{type}));
}

std::vector<SamplerEntry> controlFlowSamplers() {
  return {
      {OpId::kSort, sampleSort, 4},     {OpId::kWhile, sampleWhile, 3},
      {OpId::kIf, sampleBranches, 3},   {OpId::kCase, sampleBranches, 2},
      {OpId::kChloScan, sampleScan, 1}, {OpId::kComposite, sampleComposite, 1},
  };
}

}  // namespace hlo_cts::generators
