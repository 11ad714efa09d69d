#include "generators/mutations.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <set>

#include "spec/ops/attribute_views.h"
#include "spec/text/dialect_attrs.h"
#include "spec/text/printer.h"

namespace hlo_cts::generators {
namespace {

// The element types a changed type takes: one of each class and width
// family, so a mutation can leave any category or equality.
constexpr ElementType kProbeElementTypes[] = {
    ElementType::kF32, ElementType::kF16, ElementType::kSI32,      ElementType::kSI64,
    ElementType::kUI8, ElementType::kI1,  ElementType::kComplexF32};

// --- rebuilding ops (the IR has no operand setter: an op with other
// operands or results is a copy put in its place)

void cloneRegionInto(const Region& from, Region& to, ValueMap& mapping) {
  for (const auto& block : from.blocks()) {
    Block* copy = to.addBlock();
    copy->label = block->label;
    for (const auto& argument : block->arguments())
      mapping[argument.get()] = copy->addArgument(argument->type, argument->nameHint);
    for (const auto& nested : block->operations()) copy->append(cloneOperation(*nested, mapping));
  }
}

// What a rebuilt op has in place of the original's operands, results and
// regions: result i of the copy stands for result i of the original.
struct Draft {
  std::vector<Value*> operands;
  std::vector<Type> resultTypes;
  std::vector<const Region*> regions;
};

Draft draftOf(const Operation& op) {
  Draft draft{op.operands(), {}, {}};
  for (const auto& result : op.results()) draft.resultTypes.push_back(result->type);
  for (const auto& region : op.regions()) draft.regions.push_back(region.get());
  return draft;
}

// Replaces operation `index` of `block` by a copy made from `draft`; the
// ops after it are copied too, reading the copy's results. A result the
// copy drops is dropped with every op that reads it (get_tuple_element of
// a tuple, say) and those ops' results, transitively, and leaves func.return.
void rebuild(Block& block, size_t index, const Draft& draft) {
  auto& ops = block.operations();
  const Operation& old = *ops[index];
  auto copy = std::make_unique<Operation>(old.name());
  copy->location = old.location;
  copy->locAttr = old.locAttr;
  copy->properties() = old.properties();
  copy->attributes() = old.attributes();
  for (Value* operand : draft.operands) copy->addOperand(operand);
  ValueMap mapping;
  for (size_t i = 0; i < draft.resultTypes.size(); ++i) {
    Value* result = copy->addResult(draft.resultTypes[i]);
    if (i < old.numResults()) mapping[old.result(i)] = result;
  }
  for (const Region* region : draft.regions) cloneRegionInto(*region, *copy->addRegion(), mapping);
  std::set<const Value*> dropped;
  for (size_t i = draft.resultTypes.size(); i < old.numResults(); ++i)
    dropped.insert(old.result(i));
  auto readsDropped = [&](const Operation& op) {
    return std::any_of(op.operands().begin(), op.operands().end(),
                       [&](const Value* v) { return dropped.count(v) > 0; });
  };
  std::vector<std::unique_ptr<Operation>> replacements;
  replacements.push_back(std::move(copy));
  for (size_t i = index + 1; i < ops.size(); ++i) {
    if (ops[i]->name() == "func.return") {
      auto ret = std::make_unique<Operation>("func.return");
      for (Value* v : ops[i]->operands())
        if (!dropped.count(v)) ret->addOperand(mapping.count(v) ? mapping.at(v) : v);
      replacements.push_back(std::move(ret));
      continue;
    }
    if (readsDropped(*ops[i])) {
      for (const auto& result : ops[i]->results()) dropped.insert(result.get());
      continue;
    }
    replacements.push_back(cloneOperation(*ops[i], mapping));
  }
  ops.resize(index);
  for (auto& op : replacements) block.append(std::move(op));
}

Operation& opAt(Block& block, size_t index) {
  return *block.operations()[index];
}

// --- integers and attributes

// Integers worth trying in place of `current` in a list of dimension
// numbers or sizes: out of range on both sides, the ends of the range
// (`bound` is the largest rank around), neighbours, and the list's other
// entries (a duplicate).
std::vector<int64_t> candidateIntegers(const std::vector<int64_t>& list,
                                       std::optional<int64_t> current, int64_t bound) {
  std::set<int64_t> values = {-1, 0, 1, bound - 1, bound, bound + 1};
  if (current) {  // saturating: an attribute may hold any int64
    int64_t neighbour;
    for (int64_t delta : {-1, 1})
      if (!__builtin_add_overflow(*current, delta, &neighbour)) values.insert(neighbour);
    if (!__builtin_mul_overflow(*current, 2, &neighbour)) values.insert(neighbour);
  }
  values.insert(list.begin(), list.end());
  if (current) values.erase(*current);
  return {values.begin(), values.end()};
}

// `values` spelled as `original` spells its integers; nullopt for an
// attribute that is not a list of integers.
std::optional<Attribute> respelled(const Attribute& original, const std::vector<int64_t>& values) {
  const int64_t size = static_cast<int64_t>(values.size());
  using K = Attribute::Kind;
  if (original.kind() == K::kDenseArray || original.kind() == K::kDenseElements) {
    const ElementType element = original.tensor().elementType();
    Tensor tensor({size}, element);
    for (int64_t i = 0; i < size; ++i) tensor.setIntValue(i, values[i]);
    if (original.kind() == K::kDenseArray) return Attribute::denseArray(std::move(tensor));
    return Attribute::denseElements(std::move(tensor), Type::tensor({size}, element));
  }
  if (original.kind() == K::kArray) {
    const Type type = original.elements().empty() ? Type::element(ElementType::kSI64)
                                                  : original.elements()[0].type();
    std::vector<Attribute> elements;
    for (int64_t v : values) elements.push_back(Attribute::integer(v, type));
    return Attribute::array(std::move(elements));
  }
  return std::nullopt;
}

// A change of one attribute: its new value, or nullopt to remove it.
struct AttributeChange {
  std::string what;
  std::optional<Attribute> value;
};

void listChanges(const Attribute& original, const std::vector<int64_t>& list, int64_t bound,
                 std::vector<AttributeChange>& out) {
  auto add = [&](std::string what, const std::vector<int64_t>& values) {
    if (auto value = respelled(original, values))
      out.push_back({fmt::format("{} -> [{}]", what, fmt::join(values, ", ")), *value});
  };
  for (size_t i = 0; i < list.size(); ++i) {
    for (int64_t v : candidateIntegers(list, list[i], bound)) {
      std::vector<int64_t> changed = list;
      changed[i] = v;
      add(fmt::format("[{}] = {}", i, v), changed);
    }
    std::vector<int64_t> dropped = list;
    dropped.erase(dropped.begin() + static_cast<ptrdiff_t>(i));
    add(fmt::format("drop [{}]", i), dropped);
    if (i + 1 < list.size() && list[i] != list[i + 1]) {
      std::vector<int64_t> swapped = list;
      std::swap(swapped[i], swapped[i + 1]);
      add(fmt::format("swap [{}] and [{}]", i, i + 1), swapped);
    }
  }
  for (int64_t v : candidateIntegers(list, std::nullopt, bound)) {
    std::vector<int64_t> longer = list;
    longer.push_back(v);
    add(fmt::format("append {}", v), longer);
  }
}

// A 2-D dense attribute (padding): an entry changed, a row more or less, a
// column more.
void matrixChanges(const Attribute& original, std::vector<AttributeChange>& out) {
  const Tensor& values = original.tensor();
  const int64_t rows = values.shape()[0], columns = values.shape()[1];
  auto reshaped = [&](int64_t newRows, int64_t newColumns) {
    Tensor tensor({newRows, newColumns}, values.elementType());
    for (int64_t r = 0; r < std::min(rows, newRows); ++r)
      for (int64_t c = 0; c < std::min(columns, newColumns); ++c)
        tensor.setIntValue(r * newColumns + c, values.intValue(r * columns + c));
    return tensor;
  };
  for (int64_t k = 0; k < values.numElements(); ++k)
    for (int64_t delta : {-1, 1}) {
      Tensor changed = reshaped(rows, columns);
      // Wrapping: an entry may be INT64_MAX (the mutation is still a change).
      changed.setIntValue(k, static_cast<int64_t>(static_cast<uint64_t>(values.intValue(k)) +
                                                  static_cast<uint64_t>(delta)));
      out.push_back({fmt::format("entry {} {:+}", k, delta),
                     Attribute::denseElements(std::move(changed), values.type())});
    }
  for (auto [newRows, newColumns] :
       {std::pair{rows - 1, columns}, std::pair{rows + 1, columns}, std::pair{rows, columns + 1}}) {
    if (newRows < 0) continue;
    Tensor changed = reshaped(newRows, newColumns);
    const Type type = changed.type();
    out.push_back({fmt::format("shape -> [{}, {}]", newRows, newColumns),
                   Attribute::denseElements(std::move(changed), type)});
  }
}

void enumChanges(const Attribute& original, std::vector<AttributeChange>& out) {
  const EnumSyntax* syntax = lookupEnumSyntax(original.enumName());
  if (!syntax) return;
  for (std::string_view value : syntax->values)
    if (value != original.enumValue())
      out.push_back(
          {fmt::format("-> {}", value),
           Attribute::enumeration(original.name(), original.enumName(), std::string(value))});
}

std::vector<AttributeChange> attributeChanges(const Attribute& a, int64_t bound) {
  std::vector<AttributeChange> out;
  using K = Attribute::Kind;
  const bool matrix = a.kind() == K::kDenseElements && a.tensor().rank() == 2;
  if (matrix) {
    matrixChanges(a, out);
  } else if (auto list = a.asI64List()) {
    listChanges(a, *list, bound, out);
  } else if (a.kind() == K::kInteger) {
    for (int64_t v : candidateIntegers({}, a.intValue(), bound))
      out.push_back({fmt::format("-> {}", v), Attribute::integer(v, a.type())});
  } else if (a.kind() == K::kBool) {
    out.push_back({"flipped", Attribute::boolean(!a.boolValue())});
  } else if (a.kind() == K::kEnum) {
    enumChanges(a, out);
  } else if (a.kind() == K::kArray && !a.elements().empty()) {
    // An array of enums (precision_config): one fewer, one more.
    std::vector<Attribute> shorter(a.elements().begin(), a.elements().end() - 1);
    std::vector<Attribute> longer = a.elements();
    longer.push_back(a.elements().front());
    out.push_back({"drop the last", Attribute::array(std::move(shorter))});
    out.push_back({"repeat the first", Attribute::array(std::move(longer))});
  }
  out.push_back({"removed", std::nullopt});
  return out;
}

// Writes `value` (nullopt: removes) at property `property`, or at its
// struct field `field` when not empty.
void setAttribute(Operation& op, const std::string& property, const std::string& field,
                  const std::optional<Attribute>& value) {
  auto& properties = op.properties();
  auto it = std::find_if(properties.begin(), properties.end(),
                         [&](const NamedAttribute& p) { return p.name == property; });
  if (it == properties.end()) return;
  if (field.empty()) {
    if (value)
      it->value = *value;
    else
      properties.erase(it);
    return;
  }
  std::vector<NamedAttribute> entries = it->value.entries();
  auto entry = std::find_if(entries.begin(), entries.end(),
                            [&](const NamedAttribute& e) { return e.name == field; });
  if (entry == entries.end()) return;
  if (value)
    entry->value = *value;
  else
    entries.erase(entry);
  it->value = Attribute::structure(it->value.name(), std::move(entries));
}

int64_t largestRank(const Operation& op) {
  int64_t rank = 0;
  for (Value* operand : op.operands())
    if (operand->type.isTensor()) rank = std::max(rank, operand->type.rank());
  for (const auto& result : op.results())
    if (result->type.isTensor()) rank = std::max(rank, result->type.rank());
  return rank;
}

void attributeMutations(const Operation& op, std::vector<Mutation>& out) {
  const int64_t bound = largestRank(op);
  auto addChanges = [&](const std::string& property, const std::string& field,
                        const Attribute& value) {
    for (AttributeChange& change : attributeChanges(value, bound)) {
      std::string what =
          fmt::format("{}{}{} {}", property, field.empty() ? "" : ".", field, change.what);
      out.push_back({std::move(what),
                     [property, field, value = std::move(change.value)](Block& main, size_t index) {
                       setAttribute(opAt(main, index), property, field, value);
                     }});
    }
  };
  for (const NamedAttribute& property : op.properties()) {
    if (property.value.kind() == Attribute::Kind::kStruct) {
      for (const NamedAttribute& field : property.value.entries())
        addChanges(property.name, field.name, field.value);
    } else {
      addChanges(property.name, "", property.value);
    }
  }
}

// --- types

// `type` with one thing changed: the element type, a dimension, the rank.
std::vector<Type> changedTypes(const Type& type) {
  std::vector<Type> out;
  if (!type.isTensor() || type.unranked()) return out;
  for (ElementType element : kProbeElementTypes)
    if (type.isQuantized() || element != type.elementType())
      out.push_back(type.withElementType(element));
  std::vector<int64_t> shape = type.shape();
  if (!type.isQuantized()) {
    // Quantized counterparts (the clauses that apply only to quantized
    // tensors): per-tensor, and per-axis along the last dimension.
    QuantizedType quantized{.storageType = ElementType::kSI8,
                            .storageMin = -128,
                            .storageMax = 127,
                            .expressedType = ElementType::kF32,
                            .scales = {0.5},
                            .zeroPoints = {0}};
    out.push_back(Type::quantizedTensor(shape, quantized));
    if (!shape.empty() && shape.back() > 0) {
      quantized.quantizedDimension = static_cast<int64_t>(shape.size()) - 1;
      quantized.scales.assign(shape.back(), 0.5);
      quantized.zeroPoints.assign(shape.back(), 0);
      out.push_back(Type::quantizedTensor(shape, quantized));
    }
  }
  for (size_t k = 0; k < shape.size(); ++k) {
    for (int64_t delta : {1, -1}) {
      std::vector<int64_t> changed = shape;
      changed[k] += delta;
      if (changed[k] >= 0) out.push_back(type.withShape(changed));
    }
  }
  std::vector<int64_t> higher = shape;
  higher.push_back(1);
  out.push_back(type.withShape(higher));
  higher.back() = 2;
  out.push_back(type.withShape(higher));
  if (!shape.empty()) {
    out.push_back(type.withShape({shape.begin(), shape.end() - 1}));
    out.push_back(type.withShape({shape.begin() + 1, shape.end()}));
  }
  return out;
}

// A mutation that rebuilds the op from its draft after `edit` (which may
// add arguments to @main).
Mutation redrafted(std::string what, std::function<void(Block& main, Draft&)> edit) {
  return {std::move(what), [edit = std::move(edit)](Block& main, size_t index) {
            Draft draft = draftOf(opAt(main, index));
            edit(main, draft);
            rebuild(main, index, draft);
          }};
}

void operandMutations(const Operation& op, std::vector<Mutation>& out) {
  for (size_t i = 0; i < op.numOperands(); ++i) {
    const Type& old = op.operand(i)->type;
    // Result i, when it has operand i's type, changed along with it: a
    // clause relating the operands breaks without the one relating
    // operand and result.
    const bool paired = i < op.numResults() && op.result(i)->type == old;
    for (const Type& type : changedTypes(old)) {
      out.push_back(
          redrafted(fmt::format("operand {} -> {}", i, printType(type)),
                    [i, type](Block& main, Draft& d) { d.operands[i] = main.addArgument(type); }));
      if (paired)
        out.push_back(redrafted(fmt::format("operand and result {} -> {}", i, printType(type)),
                                [i, type](Block& main, Draft& d) {
                                  d.operands[i] = main.addArgument(type);
                                  d.resultTypes[i] = type;
                                }));
    }
    out.push_back(redrafted(fmt::format("operand {} dropped", i), [i](Block&, Draft& d) {
      d.operands.erase(d.operands.begin() + static_cast<ptrdiff_t>(i));
    }));
    out.push_back(redrafted(fmt::format("operand {} repeated", i), [i](Block&, Draft& d) {
      d.operands.insert(d.operands.begin() + static_cast<ptrdiff_t>(i), d.operands[i]);
    }));
  }
  if (op.numOperands() > 0) {
    out.push_back(redrafted("every operand dropped", [](Block&, Draft& d) { d.operands.clear(); }));
    out.push_back(redrafted("every operand and result dropped", [](Block&, Draft& d) {
      d.operands.clear();
      d.resultTypes.clear();
    }));
  }
}

void resultMutations(const Operation& op, std::vector<Mutation>& out) {
  for (size_t i = 0; i < op.numResults(); ++i)
    for (const Type& type : changedTypes(op.result(i)->type))
      out.push_back(
          {fmt::format("result {} -> {}", i, printType(type)),
           [i, type](Block& main, size_t index) { opAt(main, index).result(i)->type = type; }});
  if (op.numResults() > 0)
    out.push_back(redrafted("one result more", [](Block&, Draft& d) {
      d.resultTypes.push_back(d.resultTypes.back());
    }));
}

// --- regions

// Every value defined in `region` (block arguments and results, nested
// regions included) retyped by `change`: the region's ops stay consistent
// with each other while its signature changes.
void retypeRegion(Region& region, const std::function<Type(const Type&)>& change) {
  for (const auto& block : region.blocks()) {
    for (const auto& argument : block->arguments()) argument->type = change(argument->type);
    for (const auto& op : block->operations()) {
      for (const auto& result : op->results()) result->type = change(result->type);
      for (const auto& nested : op->regions()) retypeRegion(*nested, change);
    }
  }
}

void regionRetypings(size_t r, const Region& region, std::vector<Mutation>& out) {
  const Block* entry = region.front();
  if (!entry || entry->numArguments() == 0 || !entry->argument(0)->type.isTensor()) return;
  const ElementType from = entry->argument(0)->type.elementType();
  for (ElementType to : kProbeElementTypes) {
    if (to == from) continue;
    out.push_back(
        {fmt::format("region {}: {} -> {}", r, elementTypeName(from), elementTypeName(to)),
         [r, from, to](Block& main, size_t index) {
           retypeRegion(*opAt(main, index).region(r), [&](const Type& t) {
             return t.isTensor() && !t.isQuantized() && t.elementType() == from
                        ? t.withElementType(to)
                        : t;
           });
         }});
  }
  out.push_back(
      {fmt::format("region {}: every value one rank higher", r), [r](Block& main, size_t index) {
         retypeRegion(*opAt(main, index).region(r), [](const Type& t) {
           if (!t.isTensor()) return t;
           std::vector<int64_t> shape = t.shape();
           shape.insert(shape.begin(), 1);
           return t.withShape(shape);
         });
       }});
}

void regionMutations(const Operation& op, std::vector<Mutation>& out) {
  for (size_t r = 0; r < op.numRegions(); ++r) {
    const Block* entry = op.region(r)->front();
    if (!entry || !entry->terminator()) continue;
    regionRetypings(r, *op.region(r), out);
    out.push_back(redrafted(fmt::format("region {} dropped", r), [r](Block&, Draft& d) {
      d.regions.erase(d.regions.begin() + static_cast<ptrdiff_t>(r));
    }));
    out.push_back({fmt::format("region {}: one argument more", r), [r](Block& main, size_t index) {
                     Block* block = opAt(main, index).region(r)->front();
                     block->addArgument(block->numArguments() > 0
                                            ? block->argument(0)->type
                                            : Type::tensor({}, ElementType::kF32));
                   }});
    const size_t returned = entry->terminator()->numOperands();
    auto changeReturn = [&out, r](std::string what,
                                  std::function<void(Block&, std::vector<Value*>&)> edit) {
      out.push_back({fmt::format("region {}: {}", r, what), [r, edit](Block& main, size_t index) {
                       Block* block = opAt(main, index).region(r)->front();
                       std::vector<Value*> operands = block->terminator()->operands();
                       edit(*block, operands);
                       rebuild(*block, block->operations().size() - 1, {operands, {}, {}});
                     }});
    };
    for (size_t k = 0; k < returned; ++k) {
      changeReturn(fmt::format("return {} dropped", k), [k](Block&, std::vector<Value*>& v) {
        v.erase(v.begin() + static_cast<ptrdiff_t>(k));
      });
      for (size_t a = 0; a < entry->numArguments(); ++a)
        if (entry->argument(a)->type != entry->terminator()->operand(k)->type)
          changeReturn(fmt::format("return argument {} as {}", a, k),
                       [k, a](Block& block, std::vector<Value*>& v) { v[k] = block.argument(a); });
    }
    if (returned > 0)
      changeReturn("return one value more",
                   [](Block&, std::vector<Value*>& v) { v.push_back(v.front()); });
  }
}

}  // namespace

std::vector<Mutation> mutationsOf(const Operation& op) {
  std::vector<Mutation> out;
  attributeMutations(op, out);
  resultMutations(op, out);
  operandMutations(op, out);
  regionMutations(op, out);
  return out;
}

Operation* mainFunction(const Module& module) {
  for (const auto& op : module.body()->operations()) {
    const Attribute* name = ops::symbolName(*op);
    if (op->name() == "func.func" && name && name->str() == "main") return op.get();
  }
  return nullptr;
}

Block* mainBody(const Module& module) {
  Operation* main = mainFunction(module);
  return main && main->numRegions() > 0 ? main->region(0)->front() : nullptr;
}

void refreshMainSignature(const Module& module) {
  Operation* main = mainFunction(module);
  Block* body = mainBody(module);
  if (!body) return;
  std::vector<Type> inputs, results;
  for (const auto& argument : body->arguments()) inputs.push_back(argument->type);
  if (const Operation* ret = body->terminator())
    for (Value* v : ret->operands()) results.push_back(v->type);
  main->setProperty("function_type", Attribute::type(Type::function(inputs, results)));
}

Module cloneModule(const Module& module) {
  Module copy;
  ValueMap mapping;
  copy.op = cloneOperation(*module.op, mapping);
  copy.implicit = module.implicit;
  copy.attributeAliases = module.attributeAliases;
  copy.typeAliases = module.typeAliases;
  copy.resources = module.resources;
  return copy;
}

}  // namespace hlo_cts::generators
