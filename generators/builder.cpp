#include "generators/builder.h"

#include <fmt/format.h>

#include <fmt/ranges.h>

#include <algorithm>

#include "spec/checker/checker.h"

namespace hlo_cts::generators {

ProgramBuilder::ProgramBuilder(Entropy& entropy, const ProgramOptions& options)
    : entropy_(entropy), options_(options) {
  elementTypes_ = options.elementTypes.empty() ? defaultElementTypes() : options.elementTypes;
  module_.op = std::make_unique<Operation>("builtin.module");
  module_.op->addRegion()->addBlock();
  auto main = std::make_unique<Operation>("func.func");
  main->setProperty("sym_name", Attribute::string("main"));
  main->setProperty("sym_visibility", Attribute::string("public"));
  body_ = main->addRegion()->addBlock();
  main_ = module_.body()->append(std::move(main));
}

std::optional<ElementType> ProgramBuilder::elementType(
    const std::function<bool(ElementType)>& accept) {
  std::vector<ElementType> admitted;
  for (ElementType e : elementTypes_)
    if (accept(e)) admitted.push_back(e);
  if (admitted.empty()) return std::nullopt;
  return entropy_.pick(admitted);
}

std::optional<ElementType> ProgramBuilder::elementTypeFor(
    std::initializer_list<const ops::TypeCategory*> categories) {
  return elementType([&](ElementType e) {
    const Type scalar = Type::tensor({}, e);
    return std::all_of(categories.begin(), categories.end(),
                       [&](const ops::TypeCategory* c) { return c->matches(scalar); });
  });
}

namespace {

bool holds(ElementType type, int64_t low, int64_t high) {
  const int bits = bitWidth(type);
  if (bits >= 64) return low >= 0 || isSignedInteger(type);
  if (isSignedInteger(type))
    return low >= -(int64_t{1} << (bits - 1)) && high < (int64_t{1} << (bits - 1));
  return low >= 0 && high < (int64_t{1} << bits);
}

}  // namespace

std::optional<ElementType> ProgramBuilder::indexElementType(const ops::TypeCategory& category,
                                                            int64_t low, int64_t high) {
  const std::vector<int64_t> shape(std::max<int>(category.rank, 0), 1);
  auto fits = [&](ElementType e) {
    return category.matches(Type::tensor(shape, e)) && holds(e, low, high);
  };
  if (auto fromMix = elementType(fits)) return fromMix;
  static constexpr ElementType kIndexTypes[] = {ElementType::kSI32, ElementType::kSI64,
                                                ElementType::kUI32, ElementType::kSI8};
  std::vector<ElementType> admitted;
  for (ElementType e : kIndexTypes)
    if (fits(e)) admitted.push_back(e);
  if (admitted.empty()) return std::nullopt;
  return entropy_.pick(admitted);
}

int64_t ProgramBuilder::randomDim() {
  // Empty tensors now and then: every op must handle a zero dimension.
  if (entropy_.oneIn(24)) return 0;
  return entropy_.inRange(1, std::max<int64_t>(1, options_.maxDim));
}

std::vector<int64_t> ProgramBuilder::randomShape(int minRank, int maxRank) {
  if (maxRank < 0) maxRank = options_.maxRank;
  const int rank = static_cast<int>(entropy_.inRange(minRank, std::max(minRank, maxRank)));
  std::vector<int64_t> shape(rank);
  for (int64_t& dim : shape) dim = randomDim();
  return shape;
}

Value* ProgramBuilder::existing(const std::function<bool(const Type&)>& accept) {
  std::vector<Value*> admitted;
  for (Value* v : values_)
    if (accept(v->type)) admitted.push_back(v);
  return admitted.empty() ? nullptr : entropy_.pick(admitted);
}

Value* ProgramBuilder::valueOf(const Type& type) {
  if (Value* same = existing([&](const Type& t) { return t == type; }); same && !entropy_.oneIn(4))
    return same;
  if (entropy_.oneIn(3))
    if (Value* made = derived(type)) return made;
  if (entropy_.oneIn(6)) return constant(type);
  return newArgument(type);
}

// A convert of a value of the same shape, or a broadcast_in_dim of one of
// lower rank (dimensions aligned on the right).
Value* ProgramBuilder::derived(const Type& type) {
  const ElementType element = type.elementType();
  if (entropy_.oneIn(2)) {
    // Complex to real conversion drops a part: not a conversion to build on.
    Value* source = existing([&](const Type& t) {
      return t.shape() == type.shape() && t.elementType() != element &&
             (isComplex(element) || !isComplex(t.elementType()));
    });
    if (!source) return nullptr;
    auto op = append(OpId::kConvert, {source}, {}, std::vector<Type>{type});
    return op.ok() ? (*op)->result(0) : nullptr;
  }
  const std::vector<int64_t>& to = type.shape();
  Value* source = existing([&](const Type& t) {
    if (t.elementType() != element || t.rank() >= type.rank()) return false;
    const int64_t offset = type.rank() - t.rank();
    for (int64_t i = 0; i < t.rank(); ++i)
      if (t.shape()[i] != 1 && t.shape()[i] != to[offset + i]) return false;
    return true;
  });
  if (!source) return nullptr;
  std::vector<int64_t> mapping(source->type.rank());
  for (size_t i = 0; i < mapping.size(); ++i)
    mapping[i] = type.rank() - source->type.rank() + static_cast<int64_t>(i);
  auto op = append(OpId::kBroadcastInDim, {source}, {{"broadcast_dimensions", dims(mapping)}},
                   std::vector<Type>{type});
  return op.ok() ? (*op)->result(0) : nullptr;
}

Value* ProgramBuilder::anyOperand(int minRank) {
  if (!entropy_.oneIn(3))
    if (Value* v = existing([&](const Type& t) { return t.rank() >= minRank; })) return v;
  auto element = elementType([](ElementType) { return true; });
  return valueOf(Type::tensor(randomShape(minRank), *element));
}

Value* ProgramBuilder::newArgument(const Type& type) {
  Value* argument = body_->addArgument(type);
  values_.push_back(argument);
  return argument;
}

Value* ProgramBuilder::constantOf(Tensor value, Block* block) {
  const Type type = value.type();
  auto op =
      append(OpId::kConstant, {}, {{"value", Attribute::denseElements(std::move(value), type)}},
             std::vector<Type>{type}, block);
  return op.ok() ? (*op)->result(0) : nullptr;
}

Value* ProgramBuilder::constant(const Type& type) {
  Value* made = constantOf(randomTensor(type, entropy_, options_.values));
  return made ? made : newArgument(type);
}

Value* ProgramBuilder::integerConstant(const Type& type, const std::vector<int64_t>& values) {
  Tensor value(type);
  for (size_t i = 0; i < values.size(); ++i) value.setIntValue(static_cast<int64_t>(i), values[i]);
  return constantOf(std::move(value));
}

Result<std::unique_ptr<Operation>> ProgramBuilder::build(OpId id,
                                                         const std::vector<Value*>& operands,
                                                         std::vector<NamedAttribute> properties,
                                                         std::optional<std::vector<Type>> results) {
  auto op = std::make_unique<Operation>(std::string(opName(id)));
  for (Value* operand : operands) op->addOperand(operand);
  for (NamedAttribute& p : properties) op->setProperty(std::move(p.name), std::move(p.value));
  if (results) {
    for (const Type& type : *results) op->addResult(type);
    return op;
  }
  const ops::OpDef* def = ops::opDef(id);
  if (!def || !def->infer)
    return makeError(fmt::format("generator: {} needs its result types", opName(id)));
  // The view needs the results to exist: placeholders, typed once inferred
  // (the ops inferred here have one result per output).
  for (size_t i = 0; i < def->outputs.size(); ++i) op->addResult(Type());
  Result<ops::OpView> view = ops::OpView::make(*op, *def);
  if (!view.ok()) return view.takeError();
  Result<std::vector<Type>> inferred = def->infer(*view);
  if (!inferred.ok()) return inferred.takeError();
  if (inferred->size() != op->numResults())
    return makeError(fmt::format("generator: {} infers {} results", opName(id), inferred->size()));
  for (size_t i = 0; i < inferred->size(); ++i) op->result(i)->type = (*inferred)[i];
  return op;
}

Operation* ProgramBuilder::commit(std::unique_ptr<Operation> op, Block* block) {
  if (!block) block = body_;
  for (Value* operand : op->operands()) used_.insert(operand);
  Operation* appended = block->append(std::move(op));
  // Quantized results stay out of the pool other samplers draw from: most
  // ops take plain tensors, and the quantize sampler uses its own.
  if (block == body_)
    for (const auto& result : appended->results())
      if (result->type.isTensor() && !result->type.isQuantized()) values_.push_back(result.get());
  return appended;
}

Result<Operation*> ProgramBuilder::append(OpId id, std::vector<Value*> operands,
                                          std::vector<NamedAttribute> properties,
                                          std::optional<std::vector<Type>> results, Block* block) {
  Result<std::unique_ptr<Operation>> op =
      build(id, operands, std::move(properties), std::move(results));
  if (!op.ok()) return op.takeError();
  return commit(std::move(*op), block);
}

Result<std::vector<Type>> ProgramBuilder::inferredTypes(OpId id,
                                                        const std::vector<Value*>& operands,
                                                        std::vector<NamedAttribute> properties) {
  Result<std::unique_ptr<Operation>> op = build(id, operands, std::move(properties), std::nullopt);
  if (!op.ok()) return op.takeError();
  std::vector<Type> types;
  for (const auto& result : (*op)->results()) types.push_back(result->type);
  return types;
}

bool ProgramBuilder::accepts(const Operation& op) {
  ops::OpContext context;
  return checker::countErrors(checker::checkOperation(op, context)) == 0;
}

std::optional<size_t> ProgramBuilder::firstAccepted(OpId id, const std::vector<Value*>& operands,
                                                    const std::vector<Variant>& variants) {
  for (size_t i = 0; i < variants.size(); ++i) {
    Result<std::unique_ptr<Operation>> op =
        build(id, operands, variants[i].properties, variants[i].results);
    if (op.ok() && accepts(**op)) return i;
  }
  return std::nullopt;
}

Result<Operation*> ProgramBuilder::appendFirstAccepted(OpId id, std::vector<Value*> operands,
                                                       const std::vector<Variant>& variants,
                                                       const Completion& complete) {
  for (const Variant& variant : variants) {
    Result<std::unique_ptr<Operation>> op =
        build(id, operands, variant.properties, variant.results);
    if (!op.ok()) continue;
    if (complete)
      if (Status completed = complete(**op); !completed.ok()) return completed.takeError();
    if (accepts(**op)) return commit(std::move(*op), nullptr);
    if (complete) rejected_.push_back(std::move(*op));  // its regions' values may be in used_
  }
  return makeError(fmt::format("generator: no variant of {} meets its constraints", opName(id)));
}

ProgramBuilder::Function ProgramBuilder::addFunction(std::string_view stem,
                                                     const std::vector<Type>& arguments,
                                                     const std::vector<Type>& results) {
  const std::string name = fmt::format("{}_{}", stem, module_.body()->operations().size());
  auto function = std::make_unique<Operation>("func.func");
  function->setProperty("sym_name", Attribute::string(name));
  function->setProperty("sym_visibility", Attribute::string("private"));
  function->setProperty("function_type", Attribute::type(Type::function(arguments, results)));
  Block* body = function->addRegion()->addBlock();
  for (const Type& type : arguments) body->addArgument(type);
  module_.body()->append(std::move(function));
  return {name, body};
}

Module ProgramBuilder::finish(std::vector<Tensor>& inputs) {
  auto ret = std::make_unique<Operation>("func.return");
  std::vector<Type> resultTypes;
  for (Value* v : values_)
    if (!v->isBlockArgument() && !used_.count(v)) {
      ret->addOperand(v);
      resultTypes.push_back(v->type);
    }
  body_->append(std::move(ret));
  std::vector<Type> argumentTypes;
  inputs.clear();
  for (const auto& argument : body_->arguments()) {
    argumentTypes.push_back(argument->type);
    inputs.push_back(randomTensor(argument->type, entropy_, options_.values));
  }
  main_->setProperty("function_type", Attribute::type(Type::function(argumentTypes, resultTypes)));
  return std::move(module_);
}

void returnFrom(Block* block, const std::vector<Value*>& values) {
  auto ret = std::make_unique<Operation>("stablehlo.return");
  for (Value* v : values) ret->addOperand(v);
  block->append(std::move(ret));
}

const ops::TypeCategory& inputCategory(OpId id, std::string_view name) {
  static const ops::TypeCategory kNone{0};
  const ops::OpDef* def = ops::opDef(id);
  const ops::InputDef* input = def ? def->input(name) : nullptr;
  return input ? input->type : kNone;
}

Value* indexConstant(ProgramBuilder& b, OpId id, std::string_view name,
                     const std::vector<int64_t>& values, std::vector<int64_t> shape) {
  if (shape.empty()) shape = {static_cast<int64_t>(values.size())};
  const auto [low, high] = std::minmax_element(values.begin(), values.end());
  auto element = b.indexElementType(inputCategory(id, name), values.empty() ? 0 : *low,
                                    values.empty() ? 0 : *high);
  if (!element) return nullptr;
  return b.integerConstant(Type::tensor(std::move(shape), *element), values);
}

Attribute dims(const std::vector<int64_t>& values) {
  return Attribute::denseI64Array(values);
}

Attribute stablehloEnum(std::string enumName, std::string value) {
  return Attribute::enumeration("stablehlo", std::move(enumName), std::move(value));
}

std::vector<int64_t> randomSubset(ProgramBuilder& b, int64_t n) {
  std::vector<int64_t> subset;
  for (int64_t i = 0; i < n; ++i)
    if (b.entropy().oneIn(2)) subset.push_back(i);
  return subset;
}

std::vector<int64_t> randomPermutation(ProgramBuilder& b, int64_t n) {
  std::vector<int64_t> permutation(n);
  for (int64_t i = 0; i < n; ++i) permutation[i] = i;
  for (int64_t i = n - 1; i > 0; --i)
    std::swap(permutation[i], permutation[b.entropy().below(i + 1)]);
  return permutation;
}

std::string listText(const std::vector<int64_t>& values) {
  return fmt::format("[{}]", fmt::join(values, ", "));
}

void addPrecisionConfigSometimes(ProgramBuilder& b, std::vector<NamedAttribute>& properties) {
  if (!b.entropy().oneIn(3)) return;
  static constexpr const char* kPrecisions[] = {"DEFAULT", "HIGH", "HIGHEST"};
  properties.push_back(
      {"precision_config",
       Attribute::array({stablehloEnum("precision", kPrecisions[b.entropy().below(3)]),
                         stablehloEnum("precision", kPrecisions[b.entropy().below(3)])})});
}

namespace {

WindowDim randomWindowDim(ProgramBuilder& b, int64_t dim, bool dilated) {
  WindowDim w;
  w.baseDilation = dilated ? b.entropy().inRange(1, 2) : 1;
  w.windowDilation = dilated ? b.entropy().inRange(1, 2) : 1;
  w.stride = b.entropy().inRange(1, 2);
  w.low = b.entropy().inRange(dim == 0 ? 1 : 0, 1);
  w.high = b.entropy().inRange(0, 1);
  const int64_t padded = (dim == 0 ? 0 : (dim - 1) * w.baseDilation + 1) + w.low + w.high;
  const int64_t maxWindow = (padded - 1) / w.windowDilation + 1;
  w.window = b.entropy().inRange(1, std::min<int64_t>(maxWindow, 3));
  const int64_t dilatedWindow = (w.window - 1) * w.windowDilation + 1;
  w.result = (padded - dilatedWindow) / w.stride + 1;
  return w;
}

}  // namespace

Windows randomWindows(ProgramBuilder& b, const std::vector<int64_t>& shape, bool dilated) {
  Windows windows;
  for (int64_t dim : shape) windows.dims.push_back(randomWindowDim(b, dim, dilated));
  return windows;
}

std::vector<int64_t> Windows::field(int64_t WindowDim::*member) const {
  std::vector<int64_t> values;
  for (const WindowDim& w : dims) values.push_back(w.*member);
  return values;
}

Attribute Windows::padding() const {
  const Type type = Type::tensor({static_cast<int64_t>(dims.size()), 2}, ElementType::kSI64);
  Tensor values(type);
  for (size_t d = 0; d < dims.size(); ++d) {
    values.setIntValue(2 * d, dims[d].low);
    values.setIntValue(2 * d + 1, dims[d].high);
  }
  return Attribute::denseElements(std::move(values), type);
}

}  // namespace hlo_cts::generators
