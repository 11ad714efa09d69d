// The IR: MLIR's generic structure, which every StableHLO text file maps onto.
// A module, a function, a return and a stablehlo op are all Operations; the
// module and functions hold Regions of Blocks of Operations. Ops own their
// results, blocks own their arguments, so Value pointers stay valid for the
// lifetime of the Module.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "spec/attribute.h"
#include "spec/op_id.h"
#include "spec/result.h"
#include "spec/type.h"

namespace hlo_cts {

class Operation;
class Block;
class Region;

// An SSA value: result `index` of `definingOp`, or argument `index` of `ownerBlock`.
struct Value {
  Type type;
  Operation* definingOp = nullptr;
  Block* ownerBlock = nullptr;
  unsigned index = 0;
  std::string nameHint;              // the name it had in the source ("%operand"), for messages
  SourceLocation location;           // where it was defined in the source
  std::optional<Attribute> locAttr;  // a printed loc(...) on a block argument
  bool isBlockArgument() const { return definingOp == nullptr; }
};

class Block {
 public:
  Value* addArgument(Type type, std::string nameHint = {});
  Operation* append(std::unique_ptr<Operation> op);

  const std::vector<std::unique_ptr<Value>>& arguments() const { return arguments_; }
  Value* argument(size_t i) const { return arguments_[i].get(); }
  size_t numArguments() const { return arguments_.size(); }
  const std::vector<std::unique_ptr<Operation>>& operations() const { return operations_; }
  std::vector<std::unique_ptr<Operation>>& operations() { return operations_; }
  Operation* terminator() const { return operations_.empty() ? nullptr : operations_.back().get(); }
  Region* parent() const { return parent_; }

  std::string label;  // "^bb0" as written (empty when the block had no header)

 private:
  friend class Region;
  Region* parent_ = nullptr;
  std::vector<std::unique_ptr<Value>> arguments_;
  std::vector<std::unique_ptr<Operation>> operations_;
};

class Region {
 public:
  Block* addBlock();
  const std::vector<std::unique_ptr<Block>>& blocks() const { return blocks_; }
  bool empty() const { return blocks_.empty(); }
  Block* front() const { return blocks_.empty() ? nullptr : blocks_.front().get(); }
  Operation* parent() const { return parent_; }

 private:
  friend class Operation;
  Operation* parent_ = nullptr;
  std::vector<std::unique_ptr<Block>> blocks_;
};

class Operation {
 public:
  explicit Operation(std::string name) : name_(std::move(name)), id_(opIdOf(name_)) {}

  // Full name: "stablehlo.add", "chlo.erf", "func.func", "func.return",
  // "builtin.module", "check.expect_eq_const", ...
  const std::string& name() const { return name_; }
  // The registry's id for the name (kUnknown for ops of unknown dialects).
  OpId id() const { return id_; }
  std::string_view dialect() const;
  std::string_view mnemonic() const;  // the part after the first '.'

  // Operands.
  const std::vector<Value*>& operands() const { return operands_; }
  Value* operand(size_t i) const { return operands_[i]; }
  size_t numOperands() const { return operands_.size(); }
  void addOperand(Value* v) { operands_.push_back(v); }
  // For tools that rewrite programs (the fuzzers' IR mutations); the caller
  // keeps the module well formed or lets the checker say why it is not.
  void setOperand(size_t i, Value* v) { operands_[i] = v; }
  void eraseOperand(size_t i) { operands_.erase(operands_.begin() + static_cast<ptrdiff_t>(i)); }

  // Results.
  Value* addResult(Type type, std::string nameHint = {});
  const std::vector<std::unique_ptr<Value>>& results() const { return results_; }
  Value* result(size_t i) const { return results_[i].get(); }
  size_t numResults() const { return results_.size(); }

  // Inherent attributes (MLIR properties, printed in <{...}>) and discardable
  // ones (printed in {...}: mhlo.sharding, jax.result_info, ...). Both sorted
  // by name when printed.
  std::vector<NamedAttribute>& properties() { return properties_; }
  const std::vector<NamedAttribute>& properties() const { return properties_; }
  std::vector<NamedAttribute>& attributes() { return attributes_; }
  const std::vector<NamedAttribute>& attributes() const { return attributes_; }
  // Looks in properties first, then discardable attributes.
  const Attribute* attr(std::string_view name) const;
  void setProperty(std::string name, Attribute value);

  // Regions.
  Region* addRegion();
  const std::vector<std::unique_ptr<Region>>& regions() const { return regions_; }
  Region* region(size_t i) const { return regions_[i].get(); }
  size_t numRegions() const { return regions_.size(); }

  Block* parentBlock() const { return parentBlock_; }
  Operation* parentOp() const;

  SourceLocation location;           // where the op starts in the source text
  std::optional<Attribute> locAttr;  // a trailing loc(...) as written, kept for printing

 private:
  friend class Block;
  std::string name_;
  OpId id_;
  std::vector<Value*> operands_;
  std::vector<std::unique_ptr<Value>> results_;
  std::vector<NamedAttribute> properties_;
  std::vector<NamedAttribute> attributes_;
  std::vector<std::unique_ptr<Region>> regions_;
  Block* parentBlock_ = nullptr;
};

// A func.func seen through its attributes.
struct FunctionView {
  Operation* op = nullptr;
  std::string name() const;        // sym_name
  std::string visibility() const;  // "", "public", "private", "nested"
  Type functionType() const;       // function_type
  bool isDeclaration() const;      // no body
  Block* body() const;             // entry block, or nullptr
  // Sets `name` = `value` in the attribute dictionary of every argument and
  // every result (arg_attrs, res_attrs), keeping their other entries.
  void setOnEveryArgumentAndResult(std::string_view name, const Attribute& value) const;
};

// A parsed file (or one `// -----` split of it): the builtin.module op plus
// what the text format keeps beside it.
struct Module {
  std::unique_ptr<Operation> op;  // "builtin.module", one region, one block
  bool implicit = false;          // the text had top-level ops without `module`
  // #alias = attr / !alias = type definitions, kept in source order as text
  // so that unknown dialect attributes survive a round trip.
  std::vector<std::pair<std::string, std::string>> attributeAliases;
  std::vector<std::pair<std::string, std::string>> typeAliases;
  // {-# dialect_resources: { builtin: { NAME: "0x..." } } #-} blobs.
  std::vector<std::pair<std::string, std::string>> resources;

  Block* body() const;
  std::vector<FunctionView> functions() const;
  std::optional<FunctionView> lookupFunction(std::string_view name) const;
};

// The target a stablehlo.custom_call names, whichever way it is spelled
// (call_target_name as a string or a symbol); empty when it names none.
std::string customCallTarget(const Operation& op);

// Original values to their copies, for cloneOperation.
using ValueMap = std::unordered_map<const Value*, Value*>;

// A deep copy of `op`, its regions included. Operands are looked up in
// `mapping`; one absent from it (defined outside what is copied) must be
// mapped by the caller first, or it keeps pointing at the original. Every
// result and block argument copied is added to `mapping`.
std::unique_ptr<Operation> cloneOperation(const Operation& op, ValueMap& mapping);

// Walks `op` and every op nested in its regions, in pre-order.
template <class F>
void walk(Operation* op, F&& visit) {
  visit(op);
  for (const auto& region : op->regions())
    for (const auto& block : region->blocks())
      for (const auto& nested : block->operations()) walk(nested.get(), visit);
}

}  // namespace hlo_cts
