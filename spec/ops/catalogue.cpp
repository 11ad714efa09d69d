#include "spec/ops/catalogue.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

#include "spec/ops/families.h"
#include "spec/ops/spec_functions.h"

namespace hlo_cts::ops {

std::string_view originName(Origin origin) {
  switch (origin) {
    case Origin::kSeedSpec:
      return "spec";
    case Origin::kCurrentSpec:
      return "current-spec";
    case Origin::kMlir:
      return "mlir";
    case Origin::kChlo:
      return "chlo";
  }
  return "?";
}

std::string_view specVersionName(SpecVersion version) {
  return version == SpecVersion::kSeed ? "seed" : "current";
}

std::optional<SpecVersion> specVersionFromName(std::string_view name) {
  if (name == "seed") return SpecVersion::kSeed;
  if (name == "current") return SpecVersion::kCurrent;
  return std::nullopt;
}

// ---------------------------------------------------------------------------
// Type categories.

namespace {

uint16_t elementClassOf(ElementType type) {
  if (isBoolean(type)) return kBoolClass;
  if (isSignedInteger(type)) return kSignedClass;
  if (isUnsignedInteger(type)) return kUnsignedClass;
  if (isComplex(type)) return kComplexClass;
  return kFloatClass;
}

}  // namespace

bool TypeCategory::matches(const Type& type) const {
  switch (type.kind()) {
    case Type::Kind::kTensor: {
      if (rank >= 0 && (type.unranked() || type.rank() != rank)) return false;
      if (type.isQuantized())
        return (kinds & (type.quantized()->perAxis() ? kPerAxisQuant : kPerTensorQuant)) != 0;
      if (!(kinds & kPlainTensor)) return false;
      if (!only.empty())
        return std::find(only.begin(), only.end(), type.elementType()) != only.end();
      return (elements & elementClassOf(type.elementType())) != 0;
    }
    case Type::Kind::kToken:
      return (kinds & kTokenValue) != 0;
    case Type::Kind::kTuple:
      return (kinds & kTupleValue) != 0;
    case Type::Kind::kFuture:
      return (kinds & kFutureValue) != 0;
    case Type::Kind::kMemRef:
      return (kinds & kBufferValue) != 0;
    default:
      return false;
  }
}

namespace cat {
using ET = ElementType;
const TypeCategory kTensor{kPlainTensor, kAllClasses, -1, {}, "tensor"};
const TypeCategory kTensorOrPerTensor{
    kPlainTensor | kPerTensorQuant, kAllClasses, -1, {}, "tensor or per-tensor quantized tensor"};
const TypeCategory kTensorOrQuantized{
    kPlainTensor | kQuantValues, kAllClasses, -1, {}, "tensor or quantized tensor"};
const TypeCategory kBoolOrInt{
    kPlainTensor, kBoolClass | kIntegerClasses, -1, {}, "tensor of boolean or integer type"};
const TypeCategory kInt{kPlainTensor, kIntegerClasses, -1, {}, "tensor of integer type"};
const TypeCategory kBool{kPlainTensor, kBoolClass, -1, {}, "tensor of boolean type"};
const TypeCategory kFloatOrPerTensor{
    kPlainTensor | kPerTensorQuant,
    kFloatClass,
    -1,
    {},
    "tensor of floating-point type or per-tensor quantized tensor"};
const TypeCategory kFloatComplexOrPerTensor{
    kPlainTensor | kPerTensorQuant,
    kFloatClass | kComplexClass,
    -1,
    {},
    "tensor of floating-point or complex type or per-tensor quantized tensor"};
const TypeCategory kIntFloatComplexOrPerTensor{
    kPlainTensor | kPerTensorQuant,
    kIntegerClasses | kFloatClass | kComplexClass,
    -1,
    {},
    "tensor of integer, floating-point or complex type or per-tensor quantized tensor"};
const TypeCategory kSIntFloatComplexOrPerTensor{
    kPlainTensor | kPerTensorQuant,
    kSignedClass | kFloatClass | kComplexClass,
    -1,
    {},
    "tensor of signed integer, floating-point or complex type or per-tensor quantized tensor"};
const TypeCategory kFloatOrComplex{
    kPlainTensor, kFloatClass | kComplexClass, -1, {}, "tensor of floating-point or complex type"};
const TypeCategory kFloat{kPlainTensor, kFloatClass, -1, {}, "tensor of floating-point type"};
const TypeCategory kComplex{kPlainTensor, kComplexClass, -1, {}, "tensor of complex type"};
const TypeCategory kF32OrF64{
    kPlainTensor, kFloatClass, -1, {ET::kF32, ET::kF64}, "tensor of type f32 or f64"};
const TypeCategory kQuantized{kQuantValues, 0, -1, {}, "quantized tensor"};
const TypeCategory kFloatOrQuantized{
    kPlainTensor | kQuantValues, kFloatClass, -1, {}, "tensor of floating-point or quantized type"};
const TypeCategory kFloat1DOrPerTensor{
    kPlainTensor | kPerTensorQuant,
    kFloatClass,
    1,
    {},
    "1-dimensional tensor of floating-point or per-tensor quantized type"};
const TypeCategory kScalarOrPerTensor{kPlainTensor | kPerTensorQuant,
                                      kAllClasses,
                                      0,
                                      {},
                                      "0-dimensional tensor or per-tensor quantized tensor"};
const TypeCategory kIntScalar{
    kPlainTensor, kIntegerClasses, 0, {}, "0-dimensional tensor of integer type"};
const TypeCategory kI1Scalar{kPlainTensor, kBoolClass, 0, {}, "0-dimensional tensor of type i1"};
const TypeCategory kSI32Scalar{
    kPlainTensor, kSignedClass, 0, {ET::kSI32}, "0-dimensional tensor of type si32"};
const TypeCategory kUI32Scalar{
    kPlainTensor, kUnsignedClass, 0, {ET::kUI32}, "0-dimensional tensor of type ui32"};
const TypeCategory kUI64Vector{
    kPlainTensor, kUnsignedClass, 1, {ET::kUI64}, "1-dimensional tensor of type ui64"};
const TypeCategory kInt1D{
    kPlainTensor, kIntegerClasses, 1, {}, "1-dimensional tensor of integer type"};
const TypeCategory kSI64Vector{
    kPlainTensor, kSignedClass, 1, {ET::kSI64}, "1-dimensional tensor of type si64"};
const TypeCategory kIntOrFloat{kPlainTensor,
                               kIntegerClasses | kFloatClass,
                               -1,
                               {},
                               "tensor of integer or floating-point type"};
const TypeCategory kIntBoolFloat{kPlainTensor,
                                 kIntegerClasses | kBoolClass | kFloatClass,
                                 -1,
                                 {},
                                 "tensor of integer, boolean or floating-point type"};
const TypeCategory kIntBoolFloatScalar{
    kPlainTensor,
    kIntegerClasses | kBoolClass | kFloatClass,
    0,
    {},
    "0-dimensional tensor of integer, boolean or floating-point type"};
const TypeCategory kToken{kTokenValue, 0, -1, {}, "token"};
const TypeCategory kTuple{kTupleValue, 0, -1, {}, "tuple"};
const TypeCategory kFuture{kFutureValue, 0, -1, {}, "future"};
const TypeCategory kTensorQuantOrToken{kPlainTensor | kQuantValues | kTokenValue,
                                       kAllClasses,
                                       -1,
                                       {},
                                       "tensor, quantized tensor or token"};
const TypeCategory kTensorPerTensorOrToken{kPlainTensor | kPerTensorQuant | kTokenValue,
                                           kAllClasses,
                                           -1,
                                           {},
                                           "tensor, per-tensor quantized tensor or token"};
const TypeCategory kAnyValue{kAnyValueKind, kAllClasses, -1, {}, "value"};
}  // namespace cat

// ---------------------------------------------------------------------------
// Building blocks.

InputDef operand(std::string_view name, TypeCategory type, Arity arity) {
  InputDef d{.name = name, .kind = InputKind::kOperand, .arity = arity};
  d.text = type.text;
  d.type = std::move(type);
  return d;
}

InputDef constantOperand(std::string_view name, TypeCategory type) {
  InputDef d = operand(name, std::move(type));
  d.constant = true;
  return d;
}

bool isConstantOperand(const Operation& op, size_t index) {
  const OpDef* def = opDef(op.id());
  if (!def) return false;
  size_t position = 0;
  for (const InputDef& input : def->inputs) {
    if (input.kind != InputKind::kOperand) continue;
    if (input.arity != Arity::kOne) return false;
    if (position++ == index) return input.constant;
  }
  return false;
}

InputDef attribute(std::string_view name, std::string_view storage, std::string_view text,
                   std::string_view defaultValue) {
  return InputDef{.name = name,
                  .kind = InputKind::kAttribute,
                  .storage = storage,
                  .defaultValue = defaultValue,
                  .text = text};
}

InputDef region(std::string_view name, Arity arity) {
  return InputDef{.name = name, .kind = InputKind::kRegion, .arity = arity, .text = "function"};
}

OutputDef output(std::string_view name, TypeCategory type, Arity arity) {
  return OutputDef{.name = name, .arity = arity, .type = std::move(type)};
}

const Type* primaryType(const OpView& v) {
  for (const InputDef& in : v.def().inputs)
    if (in.kind == InputKind::kOperand) {
      auto values = v.operands(in.name);
      if (!values.empty()) return &values.front()->type;
    }
  if (v.op().numResults() > 0) return &v.op().result(0)->type;
  return nullptr;
}

const TypeCategory* primaryCategory(const OpDef& def) {
  for (const InputDef& in : def.inputs)
    if (in.kind == InputKind::kOperand) return &in.type;
  return def.outputs.empty() ? nullptr : &def.outputs.front().type;
}

namespace {

template <uint16_t kClass>
bool hitsClass(const OpView& v) {
  const Type* t = primaryType(v);
  return t && t->isTensor() && !t->isQuantized() && (elementClassOf(t->elementType()) & kClass);
}

bool hitsQuantized(const OpView& v) {
  const Type* t = primaryType(v);
  return t && t->isQuantized();
}

}  // namespace

void addDefaultCoverage(OpDef& def) {
  const TypeCategory* category = primaryCategory(def);
  if (!category) return;
  using K = CoveragePoint::Kind;
  if (category->kinds & kPlainTensor) {
    struct Row {
      uint16_t cls;
      const char* id;
      const char* text;
      bool (*hit)(const OpView&);
    };
    static const Row rows[] = {
        {kBoolClass, "element:bool", "boolean elements", hitsClass<kBoolClass>},
        {kSignedClass, "element:signed", "signed integer elements", hitsClass<kSignedClass>},
        {kUnsignedClass, "element:unsigned", "unsigned integer elements",
         hitsClass<kUnsignedClass>},
        {kFloatClass, "element:float", "floating-point elements", hitsClass<kFloatClass>},
        {kComplexClass, "element:complex", "complex elements", hitsClass<kComplexClass>},
    };
    for (const Row& r : rows)
      if (category->elements & r.cls)
        def.coverage.push_back({r.id, r.text, K::kElementClass, r.hit});
  }
  if (category->kinds & kQuantValues)
    def.coverage.push_back(
        {"element:quantized", "quantized elements", K::kElementClass, hitsQuantized});
  if ((category->kinds & kPlainTensor) && (category->elements & (kFloatClass | kComplexClass)) &&
      def.family == "elementwise") {
    for (auto [id, text] : {std::pair{"value:nan", "NaN inputs"},
                            {"value:inf", "infinite inputs"},
                            {"value:negative_zero", "-0 inputs"},
                            {"value:subnormal", "subnormal inputs"}})
      def.coverage.push_back({id, text, K::kSpecialValue, nullptr});
  }
}

// ---------------------------------------------------------------------------
// OpDef.

std::string_view OpDef::mnemonic() const {
  size_t dot = name.find('.');
  return dot == std::string_view::npos ? name : name.substr(dot + 1);
}

std::string_view OpDef::undefinedSemantics(ElementType type) const {
  return (undefinedOn.elements & elementClassOf(type)) ? undefinedOn.reason : std::string_view{};
}

std::string_view OpDef::unrealizable(ElementType type) const {
  return unrealizableOn.types && unrealizableOn.types(type) ? unrealizableOn.reason
                                                            : std::string_view{};
}

const Constraint* OpDef::constraint(std::string_view id) const {
  for (const Constraint& c : constraints)
    if (c.id == id) return &c;
  return nullptr;
}

const InputDef* OpDef::input(std::string_view inputName) const {
  for (const InputDef& in : inputs)
    if (in.name == inputName) return &in;
  return nullptr;
}

std::string OpDef::inputLabel(const InputDef& in) const {
  return fmt::format("I{}", &in - inputs.data() + 1);
}

size_t OpDef::numOperandInputs() const {
  return std::count_if(inputs.begin(), inputs.end(),
                       [](const InputDef& in) { return in.kind == InputKind::kOperand; });
}

std::span<const OpDef> catalogue() {
  static const std::vector<OpDef> ops = [] {
    std::vector<OpDef> all;
    addElementwiseOps(all);
    addDataMovementOps(all);
    addGatherScatterOps(all);
    addIndexingOps(all);
    addControlFlowOps(all);
    addReductionOps(all);
    addDotOps(all);
    addConvolutionOps(all);
    addLinalgOps(all);
    addCollectiveOps(all);
    addRandomOps(all);
    addQuantizationOps(all);
    addChloOps(all);
    addMiscOps(all);
    for (OpDef& def : all) {
      if (def.coverage.empty()) addDefaultCoverage(def);
      def.id = opIdOf(def.name);
      // A family the definition writes itself must agree with the
      // registry's; registryErrors() reports it when it does not.
      if (def.family.empty() && def.id != OpId::kUnknown)
        def.family = familyName(opInfo(def.id).family);
    }
    std::sort(all.begin(), all.end(),
              [](const OpDef& a, const OpDef& b) { return a.name < b.name; });
    return all;
  }();
  return ops;
}

const OpDef* lookupOp(std::string_view name) {
  return opDef(opIdOf(name));
}

namespace {

const std::vector<const OpDef*>& defsById() {
  static const std::vector<const OpDef*> table = [] {
    std::vector<const OpDef*> t(kNumOps, nullptr);
    for (const OpDef& def : catalogue())
      if (def.id != OpId::kUnknown) t[static_cast<size_t>(def.id)] = &def;
    return t;
  }();
  return table;
}

}  // namespace

const OpDef* opDef(OpId id) {
  return id == OpId::kUnknown ? nullptr : defsById()[static_cast<size_t>(id)];
}

std::vector<std::string> registryErrors() {
  std::vector<std::string> errors;
  for (const OpDef& def : catalogue()) {
    if (def.id == OpId::kUnknown) {
      errors.push_back(
          fmt::format("{}: defined in the catalogue but not in spec/op_list.def", def.name));
      continue;
    }
    std::string_view family = familyName(opInfo(def.id).family);
    if (def.family != family)
      errors.push_back(fmt::format("{}: the catalogue's family {} differs from the registry's {}",
                                   def.name, def.family, family));
  }
  for (OpId id : allOps()) {
    const OpInfo& info = opInfo(id);
    const bool needsDef = info.dialect() == "stablehlo" || info.dialect() == "chlo";
    if (needsDef && !opDef(id))
      errors.push_back(fmt::format("{}: registered but has no OpDef in spec/ops/", info.name));
  }
  return errors;
}

std::vector<const OpDef*> lookupXlaName(std::string_view xlaName) {
  std::vector<const OpDef*> found;
  for (const OpDef& def : catalogue())
    for (const XlaName& x : def.xlaNames)
      if (x.name == xlaName) found.push_back(&def);
  return found;
}

// ---------------------------------------------------------------------------
// OpView.

namespace {

struct Split {
  std::vector<std::pair<size_t, size_t>> ranges;
  std::string error;
};

// A slot of the split: how many items an input or output takes. kFixed
// takes exactly `n` (1 for a single value, 0 for an absent optional, the
// count from operandSegmentSizes or of a sized-like input).
struct Slot {
  enum Kind : uint8_t { kFixed, kOptional, kVariadic } kind = kFixed;
  size_t n = 1;
};

// Splits `count` items over slots: kFixed takes its n, kOptional takes one
// while items remain beyond the required ones, and the variadic slots share
// the rest equally (StableHLO's SameVariadicOperandSize).
Split splitCounts(const std::vector<Slot>& slots, size_t count, std::string_view what) {
  Split split;
  size_t fixed = 0, optional = 0, variadic = 0;
  for (const Slot& a : slots) {
    if (a.kind == Slot::kFixed) fixed += a.n;
    if (a.kind == Slot::kOptional) ++optional;
    if (a.kind == Slot::kVariadic) ++variadic;
  }
  size_t perVariadic = 0, optionalPresent = 0;
  if (count < fixed) {
    split.error =
        fmt::format("expected {}{} {}, got {}", variadic ? "at least " : "", fixed, what, count);
    return split;
  }
  size_t rest = count - fixed;
  if (variadic == 0) {
    if (rest > optional) {
      split.error = fmt::format("expected {}{} {}, got {}", optional ? "at most " : "",
                                fixed + optional, what, count);
      return split;
    }
    optionalPresent = rest;
  } else {
    if (rest % variadic != 0) {
      split.error =
          fmt::format("expected {} fixed {} plus {} equally sized variadic groups, got {}", fixed,
                      what, variadic, count);
      return split;
    }
    perVariadic = rest / variadic;
  }
  size_t at = 0;
  for (const Slot& a : slots) {
    size_t n = a.kind == Slot::kFixed ? a.n : a.kind == Slot::kVariadic ? perVariadic : 0;
    if (a.kind == Slot::kOptional && optionalPresent > 0) {
      n = 1;
      --optionalPresent;
    }
    split.ranges.emplace_back(at, at + n);
    at += n;
  }
  return split;
}

Slot slotOf(Arity arity) {
  switch (arity) {
    case Arity::kOne:
      return {Slot::kFixed, 1};
    case Arity::kOptional:
      return {Slot::kOptional, 0};
    case Arity::kVariadic:
      return {Slot::kVariadic, 0};
  }
  return {};
}

// operandSegmentSizes (chlo.scan's pretty form, generic ops with several
// variadic groups): one count per operand input.
std::optional<std::vector<int64_t>> segmentSizes(const Operation& op, size_t slots) {
  const Attribute* a = op.attr("operandSegmentSizes");
  if (!a) a = op.attr("operand_segment_sizes");
  if (!a) return std::nullopt;
  auto sizes = a->asI64List();
  if (!sizes || sizes->size() != slots) return std::nullopt;
  return sizes;
}

bool flagSet(const Operation& op, std::string_view name) {
  const Attribute* a = op.attr(name);
  if (!a) return false;
  if (a->kind() == Attribute::Kind::kUnit) return true;
  return (a->kind() == Attribute::Kind::kBool || a->kind() == Attribute::Kind::kInteger) &&
         a->intValue() != 0;
}

std::optional<int64_t> parseInt(std::string_view text) {
  int64_t v = 0;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || p != text.data() + text.size()) return std::nullopt;
  return v;
}

}  // namespace

bool isWritten(const Attribute* a) {
  if (!a) return false;
  auto list = a->asI64List();
  return !list || !list->empty();
}

Result<OpView> OpView::make(const Operation& op, const OpDef& def, const OpContext* context) {
  OpView view;
  view.op_ = &op;
  view.def_ = &def;
  view.context_ = context;
  std::vector<Slot> operandSlots, regionSlots, outputSlots;
  for (const InputDef& in : def.inputs) {
    Slot slot = slotOf(in.arity);
    if (!in.presentIf.empty()) slot = {Slot::kFixed, flagSet(op, in.presentIf) ? 1u : 0u};
    if (in.kind == InputKind::kOperand) operandSlots.push_back(slot);
    if (in.kind == InputKind::kRegion) regionSlots.push_back(slot);
  }
  if (auto sizes = segmentSizes(op, operandSlots.size()))
    for (size_t i = 0; i < sizes->size(); ++i)
      operandSlots[i] = {Slot::kFixed, static_cast<size_t>(std::max<int64_t>((*sizes)[i], 0))};
  Split operands = splitCounts(operandSlots, op.numOperands(), "operands");
  for (const OutputDef& out : def.outputs) {
    Slot slot = slotOf(out.arity);
    // A variadic output as long as an operand input (chlo.scan's outputs and carries).
    if (!out.sizedLike.empty() && operands.error.empty()) {
      size_t k = 0;
      for (size_t i = 0; i < def.inputs.size(); ++i) {
        if (def.inputs[i].kind != InputKind::kOperand) continue;
        if (def.inputs[i].name == out.sizedLike)
          slot = {Slot::kFixed, operands.ranges[k].second - operands.ranges[k].first};
        ++k;
      }
    }
    outputSlots.push_back(slot);
  }
  Split regions = splitCounts(regionSlots, op.numRegions(), "regions");
  Split results = splitCounts(outputSlots, op.numResults(), "results");
  for (const Split* s : {&operands, &regions, &results})
    if (!s->error.empty()) return makeError(s->error, op.location);
  size_t nextOperand = 0, nextRegion = 0;
  for (const InputDef& in : def.inputs) {
    Range r;
    if (in.kind == InputKind::kOperand) {
      std::tie(r.begin, r.end) = operands.ranges[nextOperand++];
    } else if (in.kind == InputKind::kRegion) {
      std::tie(r.begin, r.end) = regions.ranges[nextRegion++];
    }
    view.inputRanges_.push_back(r);
  }
  for (auto [b, e] : results.ranges) view.outputRanges_.push_back({b, e});
  return view;
}

std::span<Value* const> OpView::operands(std::string_view name) const {
  for (size_t i = 0; i < def_->inputs.size(); ++i)
    if (def_->inputs[i].name == name && def_->inputs[i].kind == InputKind::kOperand) {
      Range r = inputRanges_[i];
      return std::span<Value* const>(op_->operands()).subspan(r.begin, r.end - r.begin);
    }
  return {};
}

std::vector<Value*> OpView::results(std::string_view name) const {
  std::vector<Value*> values;
  for (size_t i = 0; i < def_->outputs.size(); ++i)
    if (def_->outputs[i].name == name)
      for (size_t k = outputRanges_[i].begin; k < outputRanges_[i].end; ++k)
        values.push_back(op_->result(k));
  return values;
}

Value* OpView::value(std::string_view name) const {
  auto ops = operands(name);
  if (!ops.empty()) return ops.front();
  auto res = results(name);
  return res.empty() ? nullptr : res.front();
}

const Type& OpView::type(std::string_view name) const {
  static const Type kNone;
  Value* v = value(name);
  return v ? v->type : kNone;
}

std::vector<Type> OpView::types(std::string_view name) const {
  std::vector<Type> out;
  for (Value* v : operands(name)) out.push_back(v->type);
  for (Value* v : results(name)) out.push_back(v->type);
  return out;
}

bool OpView::has(std::string_view name) const {
  return value(name) != nullptr || attr(name) != nullptr || region(name) != nullptr;
}

const Attribute* OpView::attr(std::string_view name) const {
  const InputDef* in = def_->input(name);
  std::string_view storage = in && !in->storage.empty() ? in->storage : name;
  size_t dot = storage.find('.');
  if (dot == std::string_view::npos) {
    const Attribute* a = op_->attr(storage);
    if (!a && in && !in->legacyName.empty()) a = op_->attr(in->legacyName);
    return a;
  }
  const Attribute* container = op_->attr(storage.substr(0, dot));
  if (!container) return nullptr;
  const Attribute* field = container->get(storage.substr(dot + 1));
  if (in && !in->legacyName.empty()) {
    const Attribute* legacy = container->get(in->legacyName);
    if (isWritten(legacy) && !isWritten(field)) return legacy;
  }
  return field;
}

std::optional<int64_t> OpView::integer(std::string_view name) const {
  if (const Attribute* a = attr(name)) {
    if (a->kind() == Attribute::Kind::kInteger || a->kind() == Attribute::Kind::kBool)
      return a->intValue();
    return std::nullopt;
  }
  const InputDef* in = def_->input(name);
  if (in && !in->defaultValue.empty()) return parseInt(in->defaultValue);
  return std::nullopt;
}

std::optional<std::vector<int64_t>> OpView::integers(std::string_view name) const {
  const InputDef* input = def_->input(name);
  if (input && input->kind == InputKind::kOperand) return constantIntegers(name);
  if (const Attribute* a = attr(name)) return a->asI64List();
  const InputDef* in = def_->input(name);
  if (in && in->defaultValue == "[]") return std::vector<int64_t>{};
  return std::nullopt;
}

std::optional<int64_t> OpView::listSize(std::string_view name) const {
  const InputDef* input = def_->input(name);
  if (input && input->kind == InputKind::kOperand) {
    const Type& t = type(name);
    if (!t.isTensor() || t.unranked() || t.rank() != 1 || t.shape()[0] < 0) return std::nullopt;
    return t.shape()[0];
  }
  auto values = integers(name);
  if (!values) return std::nullopt;
  return static_cast<int64_t>(values->size());
}

std::optional<bool> OpView::flag(std::string_view name) const {
  if (const Attribute* a = attr(name)) {
    if (a->kind() == Attribute::Kind::kUnit) return true;
    if (a->kind() == Attribute::Kind::kBool || a->kind() == Attribute::Kind::kInteger)
      return a->intValue() != 0;
    return std::nullopt;
  }
  const InputDef* in = def_->input(name);
  if (in && in->defaultValue == "true") return true;
  if (in && in->defaultValue == "false") return false;
  return std::nullopt;
}

std::optional<std::string> OpView::enumValue(std::string_view name) const {
  if (const Attribute* a = attr(name)) {
    if (a->kind() == Attribute::Kind::kEnum) return a->enumValue();
    return std::nullopt;
  }
  const InputDef* in = def_->input(name);
  if (in && !in->defaultValue.empty()) return std::string(in->defaultValue);
  return std::nullopt;
}

std::optional<std::vector<std::vector<int64_t>>> OpView::matrix(std::string_view name) const {
  const Attribute* a = attr(name);
  if (!a || a->kind() != Attribute::Kind::kDenseElements) return std::nullopt;
  const Tensor& t = a->tensor();
  if (t.rank() != 2 || !(isInteger(t.elementType()) || isBoolean(t.elementType())))
    return std::nullopt;
  std::vector<std::vector<int64_t>> rows(t.shape()[0]);
  for (int64_t i = 0; i < t.shape()[0]; ++i)
    for (int64_t j = 0; j < t.shape()[1]; ++j) rows[i].push_back(t.intValue(i * t.shape()[1] + j));
  return rows;
}

std::optional<std::vector<int64_t>> OpView::matrixShape(std::string_view name) const {
  const Attribute* a = attr(name);
  if (!a || a->kind() != Attribute::Kind::kDenseElements) return std::nullopt;
  return a->tensor().shape();
}

std::vector<const Region*> OpView::regions(std::string_view name) const {
  std::vector<const Region*> out;
  for (size_t i = 0; i < def_->inputs.size(); ++i)
    if (def_->inputs[i].name == name && def_->inputs[i].kind == InputKind::kRegion)
      for (size_t k = inputRanges_[i].begin; k < inputRanges_[i].end; ++k)
        out.push_back(op_->region(k));
  return out;
}

const Region* OpView::region(std::string_view name) const {
  auto rs = regions(name);
  return rs.empty() ? nullptr : rs.front();
}

std::optional<std::vector<int64_t>> OpView::constantIntegers(std::string_view name) const {
  Value* v = value(name);
  if (!v || !v->definingOp || v->definingOp->name() != "stablehlo.constant") return std::nullopt;
  const Attribute* a = v->definingOp->attr("value");
  if (!a || a->kind() != Attribute::Kind::kDenseElements) return std::nullopt;
  const Tensor& t = a->tensor();
  if (!isInteger(t.elementType())) return std::nullopt;
  std::vector<int64_t> values;
  for (int64_t i = 0; i < t.numElements(); ++i) values.push_back(t.intValue(i));
  return values;
}

RegionSignature regionSignature(const Region& region) {
  RegionSignature sig;
  const Block* block = region.front();
  if (!block) return sig;
  for (const auto& arg : block->arguments()) sig.inputs.push_back(arg->type);
  const Operation* term = block->terminator();
  if (term && (term->name() == "stablehlo.return" || term->name() == "func.return")) {
    sig.hasTerminator = true;
    for (const Value* v : term->operands()) sig.outputs.push_back(v->type);
  }
  return sig;
}

}  // namespace hlo_cts::ops
