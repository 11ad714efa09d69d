// Samplers of the element-wise ops: one generic sampler for every op whose
// inputs are plain operands (the catalogue's input categories choose the
// element type, its type inference or constraints the result type), and
// samplers for the ops with attributes or operands of different kinds.
#include <algorithm>
#include <array>

#include "generators/builder.h"
#include "oracle/evaluator.h"
#include "oracle/oracle.h"
#include "spec/text/printer.h"

namespace hlo_cts::generators {
namespace {

constexpr std::array<const char*, 6> kDirections = {"EQ", "NE", "GE", "GT", "LE", "LT"};
constexpr std::array<const char*, 4> kCompareTypes = {"FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"};

// Element types the catalogue admits but whose semantics are undefined
// (OpDef::undefinedOn): generated programs must evaluate.
bool semanticsUndefined(OpId id, ElementType element) {
  const ops::OpDef* def = ops::opDef(id);
  return def && !def->undefinedSemantics(element).empty();
}

// The op a chlo.broadcast_X evaluates after broadcasting (stablehlo.X, or
// chlo.X for the CHLO-only functions): its categories bound X's too.
OpId counterpartOf(OpId id) {
  std::string_view name = opInfo(id).name;
  constexpr std::string_view kPrefix = "chlo.broadcast_";
  if (!name.starts_with(kPrefix)) return id;
  const std::string suffix(name.substr(kPrefix.size()));
  const OpId stablehlo = opIdOf("stablehlo." + suffix);
  return stablehlo != OpId::kUnknown ? stablehlo : opIdOf("chlo." + suffix);
}

// Whether a tensor of `type` matches the category of every operand input,
// of the op and of its counterpart, and the oracle evaluates it.
bool fitsEveryOperand(OpId id, const Type& type) {
  for (OpId op : {id, counterpartOf(id)}) {
    if (semanticsUndefined(op, type.elementType())) return false;
    for (const ops::InputDef& input : ops::opDef(op)->inputs)
      if (input.kind == ops::InputKind::kOperand && !input.type.matches(type)) return false;
  }
  return true;
}

// The type all operands share: an existing value's (so programs chain) or
// a new one from the mix.
std::optional<Type> operandType(ProgramBuilder& b, const std::function<bool(const Type&)>& fits) {
  if (!b.entropy().oneIn(3))
    if (Value* v = b.existing(fits)) return v->type;
  auto element = b.elementType([&](ElementType e) { return fits(Type::tensor({}, e)); });
  if (!element) return std::nullopt;
  return Type::tensor(b.randomShape(), *element);
}

// Result types a constraint may ask of an element-wise op without type
// inference: the operand type, its i1 mask, its complex counterpart.
std::vector<ProgramBuilder::Variant> resultCandidates(const Type& shaped, ElementType element,
                                                      std::vector<NamedAttribute> properties) {
  std::vector<ProgramBuilder::Variant> variants;
  std::vector<ElementType> elements = {element, ElementType::kI1};
  if (auto c = complexOf(element)) elements.push_back(*c);
  for (ElementType e : elements)
    variants.push_back({properties, std::vector<Type>{shaped.withElementType(e)}});
  return variants;
}

Result<bool> sampleUniform(ProgramBuilder& b, OpId id) {
  const ops::OpDef& def = *ops::opDef(id);
  auto type = operandType(b, [&](const Type& t) { return fitsEveryOperand(id, t); });
  if (!type) return false;
  std::vector<Value*> operands;
  for (size_t i = 0; i < def.numOperandInputs(); ++i) operands.push_back(b.valueOf(*type));
  if (def.infer) return appended(b.append(id, operands));
  return appended(
      b.appendFirstAccepted(id, operands, resultCandidates(*type, type->elementType(), {})));
}

// One choice of compare attributes: a direction and maybe a compare_type.
struct CompareChoice {
  const char* direction;
  const char* compareType;  // nullptr: absent
  std::vector<NamedAttribute> properties(const char* dialect) const {
    std::vector<NamedAttribute> out = {
        {"comparison_direction",
         Attribute::enumeration(dialect, "comparison_direction", direction)}};
    if (compareType)
      out.push_back(
          {"compare_type", Attribute::enumeration(dialect, "comparison_type", compareType)});
    return out;
  }
};

// A random direction (EQ or NE for complex operands, the only ones the
// oracle compares), then every compare_type in random order and absent:
// the catalogue's constraint on stablehlo.compare picks the first that fits.
std::vector<CompareChoice> compareChoices(ProgramBuilder& b, ElementType element, bool strict) {
  const size_t directions = isComplex(element) ? 2 : kDirections.size();
  const char* direction = strict ? kDirections[3 + 2 * b.entropy().below(2)]  // GT or LT
                                 : kDirections[b.entropy().below(directions)];
  std::vector<CompareChoice> choices;
  if (b.entropy().oneIn(4)) choices.push_back({direction, nullptr});
  const size_t first = b.entropy().below(kCompareTypes.size());
  for (size_t i = 0; i < kCompareTypes.size(); ++i)
    choices.push_back({direction, kCompareTypes[(first + i) % kCompareTypes.size()]});
  choices.push_back({direction, nullptr});
  return choices;
}

// The first choice stablehlo.compare's constraints accept on these operands.
Result<CompareChoice> acceptedCompare(ProgramBuilder& b, Value* lhs, Value* rhs,
                                      bool strict = false) {
  const std::vector<CompareChoice> choices = compareChoices(b, lhs->type.elementType(), strict);
  std::vector<ProgramBuilder::Variant> variants;
  for (const CompareChoice& c : choices) variants.push_back({c.properties("stablehlo"), {}});
  std::optional<size_t> index = b.firstAccepted(OpId::kCompare, {lhs, rhs}, variants);
  if (!index) return makeError("generator: no compare_type fits " + printType(lhs->type));
  return choices[*index];
}

}  // namespace

Result<std::vector<NamedAttribute>> compareProperties(ProgramBuilder& b, Value* lhs, Value* rhs,
                                                      const char* dialect, bool strict) {
  Result<CompareChoice> choice = acceptedCompare(b, lhs, rhs, strict);
  if (!choice.ok()) return choice.takeError();
  return choice->properties(dialect);
}

namespace {

Result<bool> sampleCompare(ProgramBuilder& b, OpId id) {
  auto type = operandType(b, [](const Type& t) { return !t.isQuantized(); });
  if (!type) return false;
  Value* lhs = b.valueOf(*type);
  Value* rhs = b.valueOf(*type);
  Result<CompareChoice> choice = acceptedCompare(b, lhs, rhs);
  if (!choice.ok()) return choice.takeError();
  return appended(b.append(id, {lhs, rhs}, choice->properties("stablehlo")));
}

Result<bool> sampleSelect(ProgramBuilder& b, OpId id) {
  auto type = operandType(b, [](const Type& t) { return !t.isQuantized(); });
  if (!type) return false;
  const Type pred = b.entropy().oneIn(3) ? Type::tensor({}, ElementType::kI1)
                                         : type->withElementType(ElementType::kI1);
  return appended(b.append(id, {b.valueOf(pred), b.valueOf(*type), b.valueOf(*type)}));
}

Result<bool> sampleClamp(ProgramBuilder& b, OpId id) {
  auto type = operandType(b, [&](const Type& t) { return fitsEveryOperand(id, t); });
  if (!type) return false;
  auto bound = [&] {
    return b.valueOf(b.entropy().oneIn(3) ? Type::tensor({}, type->elementType()) : *type);
  };
  Value* min = bound();
  Value* operand = b.valueOf(*type);
  return appended(b.append(id, {min, operand, bound()}));
}

Result<bool> sampleConvert(ProgramBuilder& b, OpId id) {
  auto type = operandType(b, [](const Type& t) { return !t.isQuantized(); });
  if (!type) return false;
  // Complex to real drops the imaginary part, which the spec leaves open.
  auto to =
      b.elementType([&](ElementType e) { return isComplex(e) || !isComplex(type->elementType()); });
  if (!to) return false;
  return appended(
      b.append(id, {b.valueOf(*type)}, {}, std::vector<Type>{type->withElementType(*to)}));
}

// Same-width reinterpretation (the width-changing forms change the shape).
Result<bool> sampleBitcastConvert(ProgramBuilder& b, OpId id) {
  auto type = operandType(b, [](const Type& t) { return !t.isQuantized(); });
  if (!type) return false;
  const ElementType from = type->elementType();
  auto to = b.elementType([&](ElementType e) {
    return bitWidth(e) == bitWidth(from) && isComplex(e) == isComplex(from);
  });
  if (!to) return false;
  return appended(
      b.append(id, {b.valueOf(*type)}, {}, std::vector<Type>{type->withElementType(*to)}));
}

Result<bool> sampleReducePrecision(ProgramBuilder& b, OpId id) {
  auto type = operandType(b, [&](const Type& t) { return fitsEveryOperand(id, t); });
  if (!type) return false;
  const Type si32 = Type::element(ElementType::kSI32);
  std::vector<NamedAttribute> properties = {
      {"exponent_bits", Attribute::integer(b.entropy().inRange(1, 11), si32)},
      {"mantissa_bits", Attribute::integer(b.entropy().inRange(0, 24), si32)}};
  return appended(b.append(id, {b.valueOf(*type)}, std::move(properties)));
}

// The shape of the smaller side of an implicit broadcast: a suffix of
// `shape` with some dimensions made 1.
std::vector<int64_t> broadcastableShape(ProgramBuilder& b, const std::vector<int64_t>& shape) {
  const size_t rank = b.entropy().below(shape.size() + 1);
  std::vector<int64_t> smaller(shape.end() - static_cast<ptrdiff_t>(rank), shape.end());
  for (int64_t& dim : smaller)
    if (b.entropy().oneIn(3)) dim = 1;
  return smaller;
}

Result<bool> sampleChloBroadcast(ProgramBuilder& b, OpId id) {
  auto type = operandType(b, [&](const Type& t) { return fitsEveryOperand(id, t); });
  if (!type) return false;
  Value* full = b.valueOf(*type);
  Value* other = b.valueOf(b.entropy().oneIn(2) ? *type
                                                : Type::tensor(broadcastableShape(b, type->shape()),
                                                               type->elementType()));
  std::vector<Value*> operands = {full, other};
  if (b.entropy().oneIn(2)) std::swap(operands[0], operands[1]);
  if (id == OpId::kChloBroadcastCompare) {
    // The catalogue has no compare_type clause for chlo; the oracle applies
    // stablehlo.compare's, so that one chooses.
    Result<CompareChoice> choice = acceptedCompare(b, full, full);
    if (!choice.ok()) return choice.takeError();
    return appended(b.append(id, operands, choice->properties("chlo"),
                             std::vector<Type>{type->withElementType(ElementType::kI1)}));
  }
  return appended(
      b.appendFirstAccepted(id, operands, resultCandidates(*type, type->elementType(), {})));
}

Result<bool> sampleChloBroadcastSelect(ProgramBuilder& b, OpId id) {
  auto type = operandType(b, [](const Type& t) { return !t.isQuantized(); });
  if (!type) return false;
  Value* pred = b.valueOf(Type::tensor(broadcastableShape(b, type->shape()), ElementType::kI1));
  Value* onTrue = b.valueOf(*type);
  Value* onFalse =
      b.valueOf(Type::tensor(broadcastableShape(b, type->shape()), type->elementType()));
  return appended(b.append(id, {pred, onTrue, onFalse}, {}, std::vector<Type>{*type}));
}

bool isChloBroadcast(OpId id) {
  return opInfo(id).name.starts_with("chlo.broadcast_");
}

}  // namespace

std::vector<SamplerEntry> elementwiseSamplers() {
  const SamplerEntry dedicated[] = {
      {OpId::kCompare, sampleCompare, 4},
      {OpId::kSelect, sampleSelect, 2},
      {OpId::kClamp, sampleClamp, 1},
      {OpId::kConvert, sampleConvert, 3},
      {OpId::kBitcastConvert, sampleBitcastConvert, 1},
      {OpId::kReducePrecision, sampleReducePrecision, 1},
      {OpId::kChloBroadcastSelect, sampleChloBroadcastSelect, 1},
  };
  std::vector<SamplerEntry> entries(std::begin(dedicated), std::end(dedicated));
  const oracle::OpTable& evaluated = oracle::oracleOps();
  for (OpId id : allOps()) {
    const ops::OpDef* def = ops::opDef(id);
    if (opInfo(id).family != OpFamily::kElementwise || !def || !evaluated.find(id)) continue;
    if (std::any_of(std::begin(dedicated), std::end(dedicated),
                    [&](const SamplerEntry& e) { return e.op == id; }))
      continue;
    if (isChloBroadcast(id)) {
      entries.push_back({id, sampleChloBroadcast, 1});
      continue;
    }
    const bool plainOperands =
        std::all_of(def->inputs.begin(), def->inputs.end(), [](const auto& in) {
          return in.kind == ops::InputKind::kOperand && in.arity == ops::Arity::kOne;
        });
    if (plainOperands) entries.push_back({id, sampleUniform, 1});
  }
  return entries;
}

}  // namespace hlo_cts::generators
