#include "fuzz/ir_mutator.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "spec/element_type.h"
#include "spec/text/dialect_attrs.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"

extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t maxSize);

namespace hlo_cts::fuzz {
namespace {

using generators::Entropy;

// Every op below the module and every value, in the order the text defines
// them. A value "before" an op may still not dominate it (a result of the
// op's parent, an argument of a sibling region): the checker must say so.
struct ModuleIndex {
  std::vector<Operation*> ops;       // pre-order, builtin.module left out
  std::vector<Value*> values;        // results and block arguments, pre-order
  std::vector<size_t> valuesBefore;  // per op: how many of `values` precede it
};

ModuleIndex indexModule(Module& module) {
  ModuleIndex index;
  walk(module.op.get(), [&](Operation* op) {
    if (op != module.op.get()) {
      index.ops.push_back(op);
      index.valuesBefore.push_back(index.values.size());
    }
    for (const auto& result : op->results()) index.values.push_back(result.get());
    for (const auto& region : op->regions())
      for (const auto& block : region->blocks())
        for (const auto& argument : block->arguments()) index.values.push_back(argument.get());
  });
  return index;
}

// Indices into `index.ops` of the ops for which `keep` holds.
template <class Keep>
std::vector<size_t> opsWhere(const ModuleIndex& index, Keep keep) {
  std::vector<size_t> chosen;
  for (size_t i = 0; i < index.ops.size(); ++i)
    if (keep(*index.ops[i])) chosen.push_back(i);
  return chosen;
}

bool hasOperands(const Operation& op) {
  return op.numOperands() > 0;
}

// Values near the edges of what a dimension, an index or an enum-like
// integer may be, or a neighbour of the old one (wrapping, never overflowing).
int64_t interestingInteger(int64_t old, Entropy& entropy) {
  const uint64_t bits = static_cast<uint64_t>(old);
  const uint64_t choices[] = {0,
                              1,
                              2,
                              static_cast<uint64_t>(-1),
                              bits + 1,
                              bits - 1,
                              bits * 2,
                              uint64_t{1} << 31,
                              static_cast<uint64_t>(std::numeric_limits<int64_t>::max()),
                              static_cast<uint64_t>(std::numeric_limits<int64_t>::min()),
                              entropy.next()};
  return static_cast<int64_t>(entropy.pick(std::span<const uint64_t>(choices)));
}

// A tensor type with one dimension or its element type changed; other types as they are.
Type mutateTensorType(const Type& type, bool dimension, Entropy& entropy) {
  if (!type.isTensor() || type.unranked()) return type;
  if (!dimension) return type.withElementType(entropy.pick(allElementTypes()));
  if (type.rank() == 0) return type;
  std::vector<int64_t> shape = type.shape();
  int64_t& dim = shape[entropy.below(shape.size())];
  // Neighbours only of ordinary sizes: a huge one must not overflow.
  const bool ordinary = dim >= 0 && dim < (int64_t{1} << 20);
  const int64_t choices[] = {0, 1, 2, 7, kDynamic, ordinary ? dim + 1 : 3, ordinary ? dim * 2 : 4};
  dim = entropy.pick(std::span<const int64_t>(choices));
  return type.withShape(std::move(shape));
}

Attribute mutateAttribute(const Attribute& attribute, Entropy& entropy);

// One entry of a list, dictionary or struct mutated, or (lists) one dropped.
template <class Item, class MutateItem>
std::vector<Item> mutateOneItem(std::vector<Item> items, Entropy& entropy, MutateItem mutate) {
  if (items.empty()) return items;
  const size_t at = entropy.below(items.size());
  mutate(items[at]);
  return items;
}

Attribute mutateDenseArray(const Attribute& attribute, Entropy& entropy) {
  Tensor values = attribute.tensor();
  const bool i64 = values.elementType() == ElementType::kSI64;
  if (i64 && (values.numElements() == 0 || entropy.oneIn(4))) {
    std::vector<int64_t> list = *attribute.asI64List();
    if (!list.empty() && entropy.oneIn(2))
      list.pop_back();
    else
      list.push_back(interestingInteger(list.empty() ? 0 : list.back(), entropy));
    return Attribute::denseI64Array(list);
  }
  if (values.numElements() == 0) return attribute;
  const int64_t at = static_cast<int64_t>(entropy.below(values.numElements()));
  values.setBits(at, static_cast<uint64_t>(interestingInteger(values.intValue(at), entropy)));
  return Attribute::denseArray(std::move(values));
}

Attribute mutateDenseElements(const Attribute& attribute, Entropy& entropy) {
  Tensor values = attribute.tensor();
  if (values.numElements() == 0) return attribute;
  const int64_t at = static_cast<int64_t>(entropy.below(values.numElements()));
  const int part = isComplex(values.elementType()) ? static_cast<int>(entropy.below(2)) : 0;
  values.setPartBits(at, part, entropy.oneIn(2) ? entropy.next() : 0);
  return Attribute::denseElements(std::move(values), attribute.type());
}

Attribute mutateAttribute(const Attribute& attribute, Entropy& entropy) {
  using Kind = Attribute::Kind;
  switch (attribute.kind()) {
    case Kind::kInteger:
      return Attribute::integer(interestingInteger(attribute.intValue(), entropy),
                                attribute.type());
    case Kind::kBool:
      return Attribute::boolean(!attribute.boolValue());
    case Kind::kDenseArray:
      return mutateDenseArray(attribute, entropy);
    case Kind::kDenseElements:
      return mutateDenseElements(attribute, entropy);
    case Kind::kType:
      return Attribute::type(mutateTensorType(attribute.type(), entropy.oneIn(2), entropy));
    case Kind::kEnum: {
      const EnumSyntax* syntax = lookupEnumSyntax(attribute.enumName());
      if (!syntax || syntax->values.empty()) return attribute;
      return Attribute::enumeration(attribute.name(), attribute.enumName(),
                                    std::string(entropy.pick(syntax->values)));
    }
    case Kind::kArray: {
      std::vector<Attribute> elements = attribute.elements();
      if (!elements.empty() && entropy.oneIn(4)) {
        elements.erase(elements.begin() + static_cast<ptrdiff_t>(entropy.below(elements.size())));
        return Attribute::array(std::move(elements));
      }
      return Attribute::array(mutateOneItem(std::move(elements), entropy, [&](Attribute& item) {
        item = mutateAttribute(item, entropy);
      }));
    }
    case Kind::kDictionary:
    case Kind::kStruct: {
      auto entries = mutateOneItem(attribute.entries(), entropy, [&](NamedAttribute& entry) {
        entry.value = mutateAttribute(entry.value, entropy);
      });
      return attribute.kind() == Kind::kStruct
                 ? Attribute::structure(attribute.name(), std::move(entries))
                 : Attribute::dictionary(std::move(entries));
    }
    default:
      return attribute;  // strings, symbols, floats, opaque text: the parser's business
  }
}

// The op's parent block and its position there.
size_t positionInBlock(const Operation& op) {
  const auto& ops = op.parentBlock()->operations();
  for (size_t i = 0; i < ops.size(); ++i)
    if (ops[i].get() == &op) return i;
  return ops.size();
}

bool duplicateOp(const ModuleIndex& index, Entropy& entropy) {
  std::vector<size_t> candidates =
      opsWhere(index, [](const Operation& op) { return op.parentBlock() != nullptr; });
  if (candidates.empty()) return false;
  Operation& original = *index.ops[entropy.pick(candidates)];
  Block& block = *original.parentBlock();
  const size_t at = positionInBlock(original);
  ValueMap mapping;  // operands stay the original's
  block.append(cloneOperation(original, mapping));
  auto& ops = block.operations();
  std::rotate(ops.begin() + static_cast<ptrdiff_t>(at + 1), ops.end() - 1, ops.end());
  return true;
}

bool changeOperands(const ModuleIndex& index, Mutation mutation, Entropy& entropy) {
  std::vector<size_t> candidates = opsWhere(index, hasOperands);
  if (candidates.empty()) return false;
  const size_t which = entropy.pick(candidates);
  Operation& op = *index.ops[which];
  const size_t operand = entropy.below(op.numOperands());
  if (mutation == Mutation::kDropOperand) {
    op.eraseOperand(operand);
  } else if (mutation == Mutation::kSwapOperands) {
    Operation& other = *index.ops[entropy.pick(candidates)];
    const size_t otherOperand = entropy.below(other.numOperands());
    Value* mine = op.operand(operand);
    op.setOperand(operand, other.operand(otherOperand));
    other.setOperand(otherOperand, mine);
  } else {
    const size_t before = index.valuesBefore[which];
    if (before == 0) return false;
    op.setOperand(operand, index.values[entropy.below(before)]);
  }
  return true;
}

bool retypeValue(const ModuleIndex& index, bool dimension, Entropy& entropy) {
  std::vector<Value*> tensors;
  for (Value* value : index.values)
    if (value->type.isTensor() && !value->type.unranked() && (!dimension || value->type.rank() > 0))
      tensors.push_back(value);
  if (tensors.empty()) return false;
  Value& value = *entropy.pick(tensors);
  value.type = mutateTensorType(value.type, dimension, entropy);
  return true;
}

bool changeAttribute(const ModuleIndex& index, Entropy& entropy) {
  std::vector<size_t> candidates = opsWhere(index, [](const Operation& op) {
    return !op.properties().empty() || !op.attributes().empty();
  });
  if (candidates.empty()) return false;
  Operation& op = *index.ops[entropy.pick(candidates)];
  const size_t numProperties = op.properties().size();
  const size_t at = entropy.below(numProperties + op.attributes().size());
  NamedAttribute& named =
      at < numProperties ? op.properties()[at] : op.attributes()[at - numProperties];
  named.value = mutateAttribute(named.value, entropy);
  return true;
}

}  // namespace

bool applyMutation(Module& module, Mutation mutation, Entropy& entropy) {
  const ModuleIndex index = indexModule(module);
  switch (mutation) {
    case Mutation::kReplaceOperand:
    case Mutation::kSwapOperands:
    case Mutation::kDropOperand:
      return changeOperands(index, mutation, entropy);
    case Mutation::kResizeDimension:
      return retypeValue(index, true, entropy);
    case Mutation::kChangeElementType:
      return retypeValue(index, false, entropy);
    case Mutation::kDuplicateOp:
      return duplicateOp(index, entropy);
    case Mutation::kChangeAttribute:
      return changeAttribute(index, entropy);
  }
  return false;
}

bool mutateModule(Module& module, Entropy& entropy) {
  const int first = static_cast<int>(entropy.below(kNumMutations));
  for (int i = 0; i < kNumMutations; ++i)
    if (applyMutation(module, static_cast<Mutation>((first + i) % kNumMutations), entropy))
      return true;
  return false;
}

size_t mutateProgramText(uint8_t* data, size_t size, size_t maxSize, unsigned seed) {
  Entropy entropy = Entropy::fromSeed(seed);
  if (entropy.oneIn(4)) return LLVMFuzzerMutate(data, size, maxSize);
  std::string_view text(reinterpret_cast<const char*>(data), size);
  Result<std::vector<Module>> modules = parseSourceFile(text, "input.mlir");
  if (!modules.ok() || modules->empty()) return LLVMFuzzerMutate(data, size, maxSize);
  Module& target = (*modules)[entropy.below(modules->size())];
  for (int64_t i = entropy.inRange(1, 3); i > 0; --i) mutateModule(target, entropy);
  const PrintOptions options{entropy.oneIn(4), true};
  std::string printed;
  for (size_t i = 0; i < modules->size(); ++i)
    printed += (i ? "\n// -----\n\n" : "") + printModule((*modules)[i], options);
  if (printed.size() > maxSize) return LLVMFuzzerMutate(data, size, maxSize);
  std::memcpy(data, printed.data(), printed.size());
  return printed.size();
}

}  // namespace hlo_cts::fuzz
