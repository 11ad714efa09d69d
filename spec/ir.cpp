#include "spec/ir.h"

namespace hlo_cts {

Value* Block::addArgument(Type type, std::string nameHint) {
  auto v = std::make_unique<Value>();
  v->type = std::move(type);
  v->ownerBlock = this;
  v->index = static_cast<unsigned>(arguments_.size());
  v->nameHint = std::move(nameHint);
  arguments_.push_back(std::move(v));
  return arguments_.back().get();
}

Operation* Block::append(std::unique_ptr<Operation> op) {
  op->parentBlock_ = this;
  for (auto& r : op->results_) r->ownerBlock = this;
  operations_.push_back(std::move(op));
  return operations_.back().get();
}

Block* Region::addBlock() {
  blocks_.push_back(std::make_unique<Block>());
  blocks_.back()->parent_ = this;
  return blocks_.back().get();
}

std::string_view Operation::dialect() const {
  std::string_view n = name_;
  size_t dot = n.find('.');
  return dot == std::string_view::npos ? std::string_view() : n.substr(0, dot);
}

std::string_view Operation::mnemonic() const {
  std::string_view n = name_;
  size_t dot = n.find('.');
  return dot == std::string_view::npos ? n : n.substr(dot + 1);
}

Value* Operation::addResult(Type type, std::string nameHint) {
  auto v = std::make_unique<Value>();
  v->type = std::move(type);
  v->definingOp = this;
  v->ownerBlock = parentBlock_;
  v->index = static_cast<unsigned>(results_.size());
  v->nameHint = std::move(nameHint);
  results_.push_back(std::move(v));
  return results_.back().get();
}

const Attribute* Operation::attr(std::string_view name) const {
  for (const auto& a : properties_)
    if (a.name == name) return &a.value;
  for (const auto& a : attributes_)
    if (a.name == name) return &a.value;
  return nullptr;
}

void Operation::setProperty(std::string name, Attribute value) {
  for (auto& a : properties_)
    if (a.name == name) {
      a.value = std::move(value);
      return;
    }
  properties_.push_back({std::move(name), std::move(value)});
}

Region* Operation::addRegion() {
  regions_.push_back(std::make_unique<Region>());
  regions_.back()->parent_ = this;
  return regions_.back().get();
}

Operation* Operation::parentOp() const {
  if (!parentBlock_ || !parentBlock_->parent()) return nullptr;
  return parentBlock_->parent()->parent();
}

std::string FunctionView::name() const {
  const Attribute* a = op->attr("sym_name");
  return a ? a->str() : std::string();
}

std::string FunctionView::visibility() const {
  const Attribute* a = op->attr("sym_visibility");
  return a ? a->str() : std::string();
}

Type FunctionView::functionType() const {
  const Attribute* a = op->attr("function_type");
  return a ? a->type() : Type::function({}, {});
}

void FunctionView::setOnEveryArgumentAndResult(std::string_view name,
                                               const Attribute& value) const {
  auto set = [&](const char* list, size_t count) {
    if (count == 0) return;  // MLIR prints no empty attribute list
    std::vector<Attribute> dictionaries;
    const Attribute* existing = op->attr(list);
    for (size_t i = 0; i < count; ++i) {
      std::vector<NamedAttribute> entries;
      if (existing && existing->kind() == Attribute::Kind::kArray &&
          i < existing->elements().size() &&
          existing->elements()[i].kind() == Attribute::Kind::kDictionary)
        for (const NamedAttribute& entry : existing->elements()[i].entries())
          if (entry.name != name) entries.push_back(entry);
      entries.push_back({std::string(name), value});
      dictionaries.push_back(Attribute::dictionary(std::move(entries)));
    }
    op->setProperty(list, Attribute::array(std::move(dictionaries)));
  };
  const Type type = functionType();
  set("arg_attrs", type.inputs().size());
  set("res_attrs", type.results().size());
}

bool FunctionView::isDeclaration() const {
  return op->numRegions() == 0 || op->region(0)->empty();
}

Block* FunctionView::body() const {
  return isDeclaration() ? nullptr : op->region(0)->front();
}

Block* Module::body() const {
  if (!op || op->numRegions() == 0) return nullptr;
  return op->region(0)->front();
}

std::vector<FunctionView> Module::functions() const {
  std::vector<FunctionView> result;
  if (Block* b = body())
    for (const auto& o : b->operations())
      if (o->name() == "func.func") result.push_back(FunctionView{o.get()});
  return result;
}

std::optional<FunctionView> Module::lookupFunction(std::string_view name) const {
  for (const FunctionView& f : functions())
    if (f.name() == name) return f;
  return std::nullopt;
}

std::string customCallTarget(const Operation& op) {
  const Attribute* target = op.attr("call_target_name");
  if (!target) return {};
  return target->kind() == Attribute::Kind::kSymbol ? target->name() : target->str();
}

namespace {

void copyValueInfo(const Value& from, Value& to) {
  to.location = from.location;
  to.locAttr = from.locAttr;
}

}  // namespace

std::unique_ptr<Operation> cloneOperation(const Operation& op, ValueMap& mapping) {
  auto copy = std::make_unique<Operation>(op.name());
  copy->location = op.location;
  copy->locAttr = op.locAttr;
  copy->properties() = op.properties();
  copy->attributes() = op.attributes();
  for (Value* operand : op.operands()) {
    auto it = mapping.find(operand);
    copy->addOperand(it == mapping.end() ? operand : it->second);
  }
  for (const auto& result : op.results()) {
    Value* r = copy->addResult(result->type, result->nameHint);
    copyValueInfo(*result, *r);
    mapping[result.get()] = r;
  }
  for (const auto& region : op.regions()) {
    Region* regionCopy = copy->addRegion();
    for (const auto& block : region->blocks()) {
      Block* blockCopy = regionCopy->addBlock();
      blockCopy->label = block->label;
      for (const auto& argument : block->arguments()) {
        Value* a = blockCopy->addArgument(argument->type, argument->nameHint);
        copyValueInfo(*argument, *a);
        mapping[argument.get()] = a;
      }
      for (const auto& nested : block->operations())
        blockCopy->append(cloneOperation(*nested, mapping));
    }
  }
  return copy;
}

}  // namespace hlo_cts
