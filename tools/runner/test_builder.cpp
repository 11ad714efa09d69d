#include "tools/runner/test_builder.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_set>

#include "spec/checker/checker.h"
#include "spec/ops/attribute_views.h"
#include "spec/ops/catalogue.h"
#include "spec/text/printer.h"

namespace hlo_cts::runner {
namespace {

// Whether `value` is defined inside `region` (by an op nested in it or as
// an argument of one of its blocks).
bool definedInside(const Value* value, const Region* region) {
  const Block* block =
      value->isBlockArgument() ? value->ownerBlock : value->definingOp->parentBlock();
  while (block && block->parent()) {
    if (block->parent() == region) return true;
    const Operation* parent = block->parent()->parent();
    if (!parent) return false;
    block = parent->parentBlock();
  }
  return false;
}

// The entry function's properties that do not depend on its signature.
void copyEntryProperties(const Operation& from, Operation& to) {
  for (const NamedAttribute& property : from.properties())
    if (property.name != "sym_name" && property.name != "function_type" &&
        property.name != "arg_attrs" && property.name != "res_attrs")
      to.properties().push_back(property);
  to.attributes() = from.attributes();
  to.location = from.location;
}

// Result types inferred again after operand types changed; false when the
// catalogue cannot infer them for this op.
bool inferResultTypes(Operation& op) {
  const ops::OpDef* def = ops::opDef(op.id());
  if (!def || !def->infer) return false;
  Result<ops::OpView> view = ops::OpView::make(op, *def);
  if (!view.ok()) return false;
  Result<std::vector<Type>> types = def->infer(*view);
  if (!types.ok() || types->size() != op.numResults()) return false;
  for (size_t i = 0; i < op.numResults(); ++i) op.result(i)->type = (*types)[i];
  return true;
}

// Whether a copy reads operands of other types than the original (after
// an argument's shape changed).
bool operandTypesChanged(const Operation& original, const Operation& copy) {
  for (size_t i = 0; i < original.numOperands(); ++i)
    if (!(original.operand(i)->type == copy.operand(i)->type)) return true;
  return false;
}

}  // namespace

bool isComputingOp(const Operation& op) {
  const OpId id = op.id();
  const OpFamily family = opInfo(id).family;
  if (id == OpId::kFuncCall) return true;
  return id != OpId::kConstant && id != OpId::kReturn && family != OpFamily::kStructure &&
         family != OpFamily::kTestHelper;
}

Block* entryBody(const suites::TestCase& test) {
  if (test.negative || !test.program) return nullptr;
  std::optional<FunctionView> entry = test.program->lookupFunction(test.entry);
  return entry ? entry->body() : nullptr;
}

int countComputingOps(const suites::TestCase& test) {
  Block* body = entryBody(test);
  if (!body) return 0;
  return static_cast<int>(std::count_if(body->operations().begin(), body->operations().end(),
                                        [](const auto& op) { return isComputingOp(*op); }));
}

namespace {

// Appends the values the ops of `region` read from outside it to `values`,
// those not there yet.
void noteCaptures(const Region& region, std::vector<const Value*>& values) {
  for (const auto& block : region.blocks())
    for (const auto& op : block->operations())
      walk(op.get(), [&](Operation* nested) {
        for (const Value* operand : nested->operands())
          if (!definedInside(operand, &region) &&
              std::find(values.begin(), values.end(), operand) == values.end())
            values.push_back(operand);
      });
}

}  // namespace

std::vector<const Value*> valuesReadBy(const Operation& op) {
  std::vector<const Value*> values;
  for (const Value* operand : op.operands())
    if (std::find(values.begin(), values.end(), operand) == values.end()) values.push_back(operand);
  // A region sees the values above its op, never those of a sibling region.
  for (const auto& region : op.regions()) noteCaptures(*region, values);
  return values;
}

std::vector<const Value*> valuesCapturedBy(const Region& region) {
  std::vector<const Value*> values;
  noteCaptures(region, values);
  return values;
}

EntryBuilder::EntryBuilder(const suites::TestCase& test) : original_(test) {
  const Module& source = *test.program;
  module_ = suites::emptyModuleLike(source);
  for (const auto& op : source.body()->operations()) {
    if (op->id() == OpId::kFuncFunc && FunctionView{op.get()}.name() == test.entry) {
      entry_ = std::make_unique<Operation>("func.func");
      copyEntryProperties(*op, *entry_);
      continue;
    }
    ValueMap unrelated;
    module_->body()->append(cloneOperation(*op, unrelated));
  }
  if (!entry_) entry_ = std::make_unique<Operation>("func.func");
  body_ = entry_->addRegion()->addBlock();
}

Value* EntryBuilder::addArgument(const Value* original, Tensor input) {
  // The original's type (quantization included) in the input's shape.
  Value* argument =
      body_->addArgument(original ? original->type.withShape(input.shape()) : input.type());
  if (original) mapping_[original] = argument;
  inputs_.push_back(std::move(input));
  return argument;
}

bool EntryBuilder::provide(const Value* original, const ValueTensors& values) {
  if (mapped(original)) return true;
  // A constant may have to stay one (a shape, an index); copying it is free.
  if (original->definingOp && original->definingOp->id() == OpId::kConstant) {
    clone(*original->definingOp);
    return true;
  }
  auto value = values.find(original);
  if (value == values.end()) return false;
  addArgument(original, value->second);
  return true;
}

Value* EntryBuilder::mapped(const Value* original) const {
  auto it = mapping_.find(original);
  return it == mapping_.end() ? nullptr : it->second;
}

Operation* EntryBuilder::clone(const Operation& op) {
  return body_->append(cloneOperation(op, mapping_));
}

void EntryBuilder::addOutput(const Value* original, suites::TestOutput origin) {
  outputs_.push_back(mapped(original));
  outputOrigins_.push_back(std::move(origin));
}

void EntryBuilder::setEntryAttribute(std::string name, Attribute value) {
  entry_->attributes().push_back({std::move(name), std::move(value)});
}

Result<suites::TestCase> EntryBuilder::finish(std::string id, std::string entryName) {
  if (entryName.empty()) entryName = original_.entry;
  std::vector<Type> inputTypes;
  for (const auto& argument : body_->arguments()) inputTypes.push_back(argument->type);
  std::vector<Type> outputTypes;
  auto ret = std::make_unique<Operation>("func.return");
  for (Value* output : outputs_) {
    if (!output) return makeError("an output of the new program has no value");
    ret->addOperand(output);
    outputTypes.push_back(output->type);
  }
  body_->append(std::move(ret));
  entry_->setProperty("sym_name", Attribute::string(entryName));
  entry_->setProperty("function_type", Attribute::type(Type::function(inputTypes, outputTypes)));
  module_->body()->append(std::move(entry_));

  checker::Verification verification = checker::verify(*module_);
  if (!verification.ok()) return verification.firstError();
  suites::TestCase test;
  test.id = std::move(id);
  test.file = original_.file;
  test.function = original_.function;
  test.location = original_.location;
  test.entry = std::move(entryName);
  test.programText = printModule(*module_);
  test.verifiedProgram = std::move(verification.verified);
  test.program = std::move(module_);
  test.inputs = std::move(inputs_);
  test.outputs = std::move(outputOrigins_);
  return test;
}

Result<suites::TestCase> regionAsTest(const suites::TestCase& test, const Region& region,
                                      std::vector<Tensor> blockInputs, const ValueTensors& captured,
                                      std::string id) {
  const Block* block = region.front();
  if (region.blocks().size() != 1 || !block->terminator())
    return makeError("only a region of one block can be a function");
  if (blockInputs.size() != block->numArguments())
    return makeError(fmt::format("the region takes {} arguments, {} were given",
                                 block->numArguments(), blockInputs.size()));
  EntryBuilder builder(test);
  for (size_t i = 0; i < block->numArguments(); ++i)
    builder.addArgument(block->argument(i), std::move(blockInputs[i]));
  for (const Value* capture : valuesCapturedBy(region))
    if (!builder.provide(capture, captured))
      return makeError(fmt::format("the region reads {}, which holds no tensor",
                                   capture->nameHint.empty() ? "a value" : capture->nameHint));
  const Operation& ret = *block->terminator();
  for (const auto& op : block->operations())
    if (op.get() != &ret) builder.clone(*op);
  for (size_t i = 0; i < ret.numOperands(); ++i)
    builder.addOutput(ret.operand(i), {fmt::format("{} operand {}", ret.name(), i), ret.location});
  return builder.finish(std::move(id));
}

namespace {

// Which body ops a rebuild clones: those kept whose results something kept
// reads (outputs first, then backwards), and kept ops without results (side
// effects). A value read but neither produced by a cloned op nor replaced
// nor an argument makes the rebuild fail.
std::vector<bool> liveOps(const Block& body, const std::vector<const Value*>& outputs,
                          const Rebuild& change) {
  const auto& ops = body.operations();
  std::unordered_set<const Value*> live(outputs.begin(), outputs.end());
  std::vector<bool> cloned(ops.size(), false);
  for (size_t i = ops.size(); i-- > 0;) {
    const Operation& op = *ops[i];
    if (op.id() == OpId::kFuncReturn || op.id() == OpId::kReturn) continue;
    if (!change.keepOp.empty() && !change.keepOp[i]) continue;
    bool needed = op.numResults() == 0;
    for (const auto& result : op.results())
      if (live.count(result.get()) && !change.replace.count(result.get())) needed = true;
    if (!needed) continue;
    cloned[i] = true;
    for (const Value* read : valuesReadBy(op)) live.insert(read);
  }
  return cloned;
}

}  // namespace

Result<suites::TestCase> rebuild(const suites::TestCase& test, const Rebuild& change) {
  Block* body = entryBody(test);
  if (!body || !body->terminator()) return makeError("the test has no entry function to rebuild");
  const Operation& ret = *body->terminator();
  std::vector<const Value*> outputs;
  for (size_t i = 0; i < ret.numOperands(); ++i)
    if (change.keepOutput.empty() || change.keepOutput[i]) outputs.push_back(ret.operand(i));
  const std::vector<bool> cloned = liveOps(*body, outputs, change);

  // What the cloned ops and the outputs read: the arguments to create.
  std::unordered_set<const Value*> read(outputs.begin(), outputs.end());
  for (size_t i = 0; i < cloned.size(); ++i)
    if (cloned[i])
      for (const Value* value : valuesReadBy(*body->operations()[i])) read.insert(value);

  std::unordered_map<const Operation*, size_t> position;
  for (size_t i = 0; i < cloned.size(); ++i) position[body->operations()[i].get()] = i;
  for (const Value* value : read) {
    if (value->isBlockArgument() || change.replace.count(value)) continue;
    auto at = position.find(value->definingOp);
    if (at == position.end() || !cloned[at->second])
      return makeError(
          fmt::format("{} is dropped but its result is still read", value->definingOp->name()));
  }

  EntryBuilder builder(test);
  for (size_t i = 0; i < body->numArguments(); ++i) {
    const Value* argument = body->argument(i);
    if (!read.count(argument)) continue;
    auto input = change.inputs.find(argument);
    builder.addArgument(argument, input != change.inputs.end() ? input->second : test.inputs[i]);
  }
  for (size_t i = 0; i < cloned.size(); ++i) {
    const Operation& op = *body->operations()[i];
    for (const auto& result : op.results())
      if (read.count(result.get()) && change.replace.count(result.get())) {
        auto input = change.inputs.find(result.get());
        builder.addArgument(result.get(), input != change.inputs.end()
                                              ? input->second
                                              : change.replace.at(result.get()));
      }
    if (!cloned[i]) continue;
    Operation* copy = builder.clone(op);
    if (operandTypesChanged(op, *copy) && !inferResultTypes(*copy))
      return makeError(fmt::format("{} cannot take other operand shapes here", op.name()));
    if (change.plainAttributes)
      walk(copy, [](Operation* nested) {
        nested->attributes().clear();
        nested->locAttr.reset();
      });
    std::erase_if(copy->properties(), [&](const NamedAttribute& property) {
      return change.dropProperties.count({i, property.name}) > 0;
    });
  }
  size_t kept = 0;
  for (size_t i = 0; i < ret.numOperands(); ++i) {
    if (!change.keepOutput.empty() && !change.keepOutput[i]) continue;
    builder.addOutput(outputs[kept++],
                      i < test.outputs.size() ? test.outputs[i] : suites::TestOutput{});
  }
  return builder.finish(test.id);
}

Result<suites::TestCase> constantsLifted(const suites::TestCase& test) {
  Block* body = entryBody(test);
  if (!body) return makeError("a negative test has no constants to lift");
  std::unordered_set<const Value*> neededAsConstants;
  for (const auto& op : body->operations())
    for (size_t i = 0; i < op->numOperands(); ++i)
      if (ops::isConstantOperand(*op, i)) neededAsConstants.insert(op->operand(i));
  Rebuild change;
  change.keepOp.assign(body->operations().size(), true);
  for (size_t i = 0; i < body->operations().size(); ++i) {
    const Operation& op = *body->operations()[i];
    if (op.id() != OpId::kConstant || neededAsConstants.count(op.result(0))) continue;
    Result<const Attribute*> value = ops::valueAttr(op);
    if (!value.ok() || !*value || (*value)->kind() != Attribute::Kind::kDenseElements) continue;
    change.keepOp[i] = false;
    change.replace.emplace(op.result(0), (*value)->tensor());
  }
  if (change.replace.empty()) return makeError("the test has no constants to lift");
  return rebuild(test, change);
}

Result<suites::TestCase> argumentsMaterialized(const suites::TestCase& test) {
  Block* body = entryBody(test);
  if (!body || !body->terminator()) return makeError("the test has no entry function");
  EntryBuilder builder(test);
  for (size_t i = 0; i < body->numArguments(); ++i) {
    const Value* argument = body->argument(i);
    auto constant = std::make_unique<Operation>("stablehlo.constant");
    constant->setProperty("value", Attribute::denseElements(test.inputs[i], argument->type));
    builder.mapping()[argument] = constant->addResult(argument->type);
    builder.body()->append(std::move(constant));
  }
  const Operation& ret = *body->terminator();
  for (const auto& op : body->operations())
    if (op.get() != &ret) builder.clone(*op);
  for (size_t i = 0; i < ret.numOperands(); ++i)
    builder.addOutput(ret.operand(i),
                      i < test.outputs.size() ? test.outputs[i] : suites::TestOutput{});
  return builder.finish(test.id);
}

}  // namespace hlo_cts::runner
