#include "spec/hlo/hlo_writer.h"

#include <fmt/format.h>

#include <algorithm>

#include "spec/hlo/hlo_attributes.h"
#include "spec/hlo/hlo_syntax.h"
#include "spec/hlo/hlo_writer_impl.h"

namespace hlo_cts {
namespace hlo {
namespace {

// How a computation receives what its region's block reads.
enum class Params {
  kArguments,  // one parameter per block argument
  kTuple,      // the block arguments packed into one tuple parameter (while)
  kCaptures,   // no block arguments; the values read from outside in one tuple (if/case)
};

// Whether `value` is defined inside `boundary` (in one of its regions, at any depth).
bool definedInside(const Value* value, const Operation& boundary) {
  const Operation* at =
      value->definingOp ? value->definingOp->parentOp() : value->ownerBlock->parent()->parent();
  for (; at; at = at->parentOp())
    if (at == &boundary) return true;
  return false;
}

// Values an op's regions read from outside `boundary`, in first-use order.
void collectCaptures(const Operation& op, const Operation& boundary,
                     std::vector<const Value*>& out) {
  for (const auto& region : op.regions())
    for (const auto& block : region->blocks())
      for (const auto& nested : block->operations()) {
        for (const Value* operand : nested->operands())
          if (!definedInside(operand, boundary) &&
              std::find(out.begin(), out.end(), operand) == out.end())
            out.push_back(operand);
        collectCaptures(*nested, boundary, out);
      }
}

class Writer {
 public:
  // With `entryName`, that public function is the ENTRY and the module's
  // other public functions are left out.
  Result<std::string> run(const Module& module, std::string_view entryName = {});

 private:
  struct Computation {
    std::vector<std::string> lines;
    std::unordered_map<const Value*, size_t> lineOf;  // the line defining a value
    std::unordered_map<const Value*, std::string> names;
  };

  std::string fresh(std::string_view opcode) { return fmt::format("{}.{}", opcode, ++counter_); }
  Result<std::string> shapeOf(const Type& type, const Operation& op);
  Result<std::string> addLine(Computation& c, std::string_view opcode, const Type& shape,
                              std::string_view rest, const Operation& op);
  Result<std::string> name(Computation& c, const Value* value, const Operation& op);
  Status unpack(Computation& c, const std::string& tuple, const std::vector<Value*>& values,
                const Operation& op);
  Result<std::string> tupleOf(Computation& c, const std::vector<Value*>& values,
                              const Operation& op);
  Result<std::string> writeComputation(std::string name, const Block& block, Params params,
                                       const std::vector<const Value*>& captures, bool entry,
                                       const Operation& owner, bool tupleRoot);
  Status writeTupledOp(Computation& c, const Operation& op);
  Status writeOp(Computation& c, const Operation& op);
  Status writeRegionOp(Computation& c, const Operation& op);
  Status finishOp(Computation& c, const Operation& op, std::string_view opcode,
                  std::vector<std::string> operands, std::vector<std::string> attributes,
                  bool tupleResult);

  int counter_ = 0;
  const Module* module_ = nullptr;
  std::vector<std::string> computations_;  // finished, in print order
};

Result<std::string> Writer::shapeOf(const Type& type, const Operation& op) {
  Result<std::string> shape = printHloShape(type);
  if (!shape.ok()) return cannotExpress(op, shape.error().message);
  return shape;
}

Result<std::string> Writer::addLine(Computation& c, std::string_view opcode, const Type& shape,
                                    std::string_view rest, const Operation& op) {
  Result<std::string> shapeText = shapeOf(shape, op);
  if (!shapeText.ok()) return shapeText;
  std::string instruction = fresh(opcode);
  c.lines.push_back(fmt::format("  {} = {} {}{}", instruction, *shapeText, opcode, rest));
  return instruction;
}

Result<std::string> Writer::name(Computation& c, const Value* value, const Operation& op) {
  auto it = c.names.find(value);
  if (it == c.names.end()) return cannotExpress(op, "it reads a value defined outside its region");
  return it->second;
}

Status Writer::unpack(Computation& c, const std::string& tuple, const std::vector<Value*>& values,
                      const Operation& op) {
  for (size_t i = 0; i < values.size(); ++i) {
    Result<std::string> element = addLine(c, "get-tuple-element", values[i]->type,
                                          fmt::format("({}), index={}", tuple, i), op);
    if (!element.ok()) return element.takeError();
    c.names[values[i]] = *element;
    c.lineOf[values[i]] = c.lines.size() - 1;
  }
  return Status::success();
}

Result<std::string> Writer::tupleOf(Computation& c, const std::vector<Value*>& values,
                                    const Operation& op) {
  std::vector<std::string> names;
  std::vector<Type> types;
  for (const Value* value : values) {
    Result<std::string> n = name(c, value, op);
    if (!n.ok()) return n;
    names.push_back(*n);
    types.push_back(value->type);
  }
  return addLine(c, "tuple", Type::tuple(types), fmt::format("({})", fmt::join(names, ", ")), op);
}

Status Writer::finishOp(Computation& c, const Operation& op, std::string_view opcode,
                        std::vector<std::string> operands, std::vector<std::string> attributes,
                        bool tupleResult) {
  std::vector<Type> types;
  for (const auto& result : op.results()) types.push_back(result->type);
  bool tuple = tupleResult || types.size() != 1;
  Type shape = tuple ? Type::tuple(types) : types[0];
  std::string rest = fmt::format("({})", fmt::join(operands, ", "));
  for (const std::string& attribute : attributes) rest += ", " + attribute;
  Result<std::string> instruction = addLine(c, opcode, shape, rest, op);
  if (!instruction.ok()) return instruction.takeError();
  if (!tuple) {
    c.names[op.result(0)] = *instruction;
    c.lineOf[op.result(0)] = c.lines.size() - 1;
    return Status::success();
  }
  std::vector<Value*> results;
  for (const auto& result : op.results()) results.push_back(result.get());
  return unpack(c, *instruction, results, op);
}

Status Writer::writeOp(Computation& c, const Operation& op) {
  if (op.numRegions() > 0 || op.id() == OpId::kWhile || op.id() == OpId::kFuncCall ||
      op.id() == OpId::kOptimizationBarrier)
    return writeRegionOp(c, op);
  Result<InstructionText> text = instructionFor(op);
  if (!text.ok()) return text.takeError();
  std::vector<std::string> operands;
  for (size_t i = 0; i < op.numOperands() && i < text->numOperands; ++i) {
    Result<std::string> n = name(c, op.operand(i), op);
    if (!n.ok()) return n.takeError();
    operands.push_back(*n);
  }
  if (text->opcode == "constant") {
    Result<std::string> instruction =
        addLine(c, "constant", op.result(0)->type, fmt::format("({})", text->literal), op);
    if (!instruction.ok()) return instruction.takeError();
    c.names[op.result(0)] = *instruction;
    c.lineOf[op.result(0)] = c.lines.size() - 1;
    return Status::success();
  }
  return finishOp(c, op, text->opcode, std::move(operands), std::move(text->attributes),
                  text->tupleResult);
}

Result<std::string> Writer::writeComputation(std::string computationName, const Block& block,
                                             Params params,
                                             const std::vector<const Value*>& captures, bool entry,
                                             const Operation& owner, bool tupleRoot) {
  Computation c;
  if (params == Params::kArguments) {
    for (size_t i = 0; i < block.numArguments(); ++i) {
      Result<std::string> shape = shapeOf(block.argument(i)->type, owner);
      if (!shape.ok()) return shape;
      std::string parameter = fresh(fmt::format("Arg_{}", i));
      c.lines.push_back(fmt::format("  {} = {} parameter({})", parameter, *shape, i));
      c.names[block.argument(i)] = parameter;
      c.lineOf[block.argument(i)] = c.lines.size() - 1;
    }
  } else {
    std::vector<Type> types;
    std::vector<Value*> values;
    for (size_t i = 0; i < block.numArguments(); ++i) {
      types.push_back(block.argument(i)->type);
      values.push_back(block.argument(i));
    }
    for (const Value* capture : captures) {
      types.push_back(capture->type);
      values.push_back(const_cast<Value*>(capture));
    }
    Result<std::string> p = addLine(c, "parameter", Type::tuple(types), "(0)", owner);
    if (!p.ok()) return p;
    if (Status unpacked = unpack(c, *p, values, owner); !unpacked.ok()) return unpacked.takeError();
  }
  const Operation* terminator = block.terminator();
  for (const auto& op : block.operations()) {
    if (op.get() == terminator) break;
    if (Status written = writeOp(c, *op); !written.ok()) return written.takeError();
  }
  if (!terminator) return cannotExpress(owner, "a region without a terminator");
  if (tupleRoot || terminator->numOperands() != 1) {
    Result<std::string> root = tupleOf(c, terminator->operands(), *terminator);
    if (!root.ok()) return root;
    c.lines.back().replace(0, 2, "  ROOT ");
  } else {
    Result<std::string> root = name(c, terminator->operand(0), *terminator);
    if (!root.ok()) return root;
    std::string& line = c.lines[c.lineOf.at(terminator->operand(0))];
    line.replace(0, 2, "  ROOT ");
  }
  std::string text = fmt::format("{}{} {{\n{}\n}}\n", entry ? "ENTRY " : "", computationName,
                                 fmt::join(c.lines, "\n"));
  computations_.push_back(std::move(text));
  return computationName;
}

// sort's dimension, its default (-1: the last) made explicit as HLO wants it.
int64_t sortDimension(const Operation& op) {
  std::vector<int64_t> dimension = intList(op, "dimension");
  int64_t d = dimension.empty() ? -1 : dimension[0];
  return d < 0 && op.numOperands() > 0 ? d + op.operand(0)->type.rank() : d;
}

Window windowOf(const Operation& op, std::string_view lhsDilation, std::string_view rhsDilation) {
  Window w;
  w.size = intList(op, "window_dimensions");
  size_t rank = w.size.size();
  auto orDefault = [&](std::string_view name, int64_t v) {
    std::vector<int64_t> values = intList(op, name);
    return values.size() == rank ? values : std::vector<int64_t>(rank, v);
  };
  w.stride = orDefault("window_strides", 1);
  w.lhsDilate = orDefault(lhsDilation, 1);
  w.rhsDilate = orDefault(rhsDilation, 1);
  w.reversal.assign(rank, false);
  w.hasStride = op.attr("window_strides") != nullptr;
  w.hasLhsDilate = op.attr(lhsDilation) != nullptr;
  w.hasRhsDilate = op.attr(rhsDilation) != nullptr;
  w.hasPad = op.attr("padding") != nullptr;
  const Attribute* padding = op.attr("padding");
  for (size_t i = 0; i < rank; ++i) {
    bool has = padding && padding->kind() == Attribute::Kind::kDenseElements &&
               padding->tensor().numElements() == static_cast<int64_t>(2 * rank);
    w.padLow.push_back(has ? padding->tensor().intValue(2 * i) : 0);
    w.padHigh.push_back(has ? padding->tensor().intValue(2 * i + 1) : 0);
  }
  return w;
}

Status Writer::writeRegionOp(Computation& c, const Operation& op) {
  std::vector<std::string> operands, attributes;
  for (const Value* operand : op.operands()) {
    Result<std::string> n = name(c, operand, op);
    if (!n.ok()) return n.takeError();
    operands.push_back(*n);
  }
  auto region = [&](size_t index, Params params,
                    const std::vector<const Value*>& captures) -> Result<std::string> {
    if (index >= op.numRegions() || op.region(index)->blocks().size() != 1)
      return cannotExpress(op, "expected a region of one block (all HLO has)");
    return writeComputation(fresh("region"), *op.region(index)->front(), params, captures, false,
                            op, false);
  };
  auto applies = [&](std::string_view key, size_t index) -> Status {
    Result<std::string> computation = region(index, Params::kArguments, {});
    if (!computation.ok()) return computation.takeError();
    attributes.push_back(fmt::format("{}={}", key, *computation));
    return Status::success();
  };
  Status status = Status::success();
  std::string_view opcode;
  bool tupleResult = false;
  switch (op.id()) {
    case OpId::kReduce:
    case OpId::kMap:
      opcode = op.id() == OpId::kReduce ? "reduce" : "map";
      attributes.push_back("dimensions=" + formatIntList(intList(op, "dimensions")));
      status = applies("to_apply", 0);
      break;
    case OpId::kSort:
      opcode = "sort";
      attributes.push_back(fmt::format("dimensions={{{}}}", sortDimension(op)));
      if (const Attribute* stable = op.attr("is_stable"))
        attributes.push_back(fmt::format("is_stable={}", stable->boolValue() ? "true" : "false"));
      status = applies("to_apply", 0);
      break;
    case OpId::kReduceWindow:
      opcode = "reduce-window";
      attributes.push_back("window=" +
                           formatWindow(windowOf(op, "base_dilations", "window_dilations")));
      status = applies("to_apply", 0);
      break;
    case OpId::kSelectAndScatter:
      opcode = "select-and-scatter";
      attributes.push_back("window=" + formatWindow(windowOf(op, "lhs_dilation", "rhs_dilation")));
      status = applies("select", 0);
      if (status.ok()) status = applies("scatter", 1);
      break;
    case OpId::kScatter:
    case OpId::kAllReduce:
    case OpId::kReduceScatter: {
      Result<InstructionText> text = instructionFor(op);
      if (!text.ok()) return text.takeError();
      opcode = op.id() == OpId::kScatter     ? "scatter"
               : op.id() == OpId::kAllReduce ? "all-reduce"
                                             : "reduce-scatter";
      attributes = std::move(text->attributes);
      status = applies("to_apply", 0);
      break;
    }
    case OpId::kFuncCall: {
      const Attribute* callee = op.attr("callee");
      if (!callee || callee->kind() != Attribute::Kind::kSymbol)
        return cannotExpress(op, "a call needs a callee symbol");
      if (!module_->lookupFunction(callee->name()))
        return cannotExpress(
            op, fmt::format("it calls @{}, which the module does not define", callee->name()));
      opcode = "call";
      attributes.push_back("to_apply=" + callee->name());
      break;
    }
    default:
      return writeTupledOp(c, op);
  }
  if (!status.ok()) return status;
  return finishOp(c, op, opcode, std::move(operands), std::move(attributes), tupleResult);
}

// While, if/case and optimization_barrier: state and captured values travel as tuples.
Status Writer::writeTupledOp(Computation& c, const Operation& op) {
  std::vector<std::string> attributes;
  std::vector<std::string> operands;
  switch (op.id()) {
    case OpId::kWhile: {
      Result<std::string> state = tupleOf(c, op.operands(), op);
      if (!state.ok()) return state.takeError();
      const char* keys[] = {"condition", "body"};
      for (size_t i = 0; i < 2; ++i) {
        if (op.numRegions() != 2 || op.region(i)->blocks().size() != 1)
          return cannotExpress(op, "a while needs two one-block regions");
        Result<std::string> computation = writeComputation(fresh("region"), *op.region(i)->front(),
                                                           Params::kTuple, {}, false, op, i == 1);
        if (!computation.ok()) return computation.takeError();
        attributes.push_back(fmt::format("{}={}", keys[i], *computation));
      }
      return finishOp(c, op, "while", {*state}, std::move(attributes), true);
    }
    case OpId::kIf:
    case OpId::kCase: {
      std::vector<const Value*> captures;
      collectCaptures(op, op, captures);
      std::vector<Value*> captured;
      for (const Value* v : captures) captured.push_back(const_cast<Value*>(v));
      Result<std::string> selector = name(c, op.operand(0), op);
      if (!selector.ok()) return selector.takeError();
      Result<std::string> tuple = tupleOf(c, captured, op);
      if (!tuple.ok()) return tuple.takeError();
      operands.push_back(*selector);
      std::vector<std::string> branches;
      for (size_t i = 0; i < op.numRegions(); ++i) {
        if (op.region(i)->blocks().size() != 1)
          return cannotExpress(op, "a branch of one block is all HLO has");
        Result<std::string> computation = writeComputation(
            fresh("region"), *op.region(i)->front(), Params::kCaptures, captures, false, op, false);
        if (!computation.ok()) return computation.takeError();
        branches.push_back(*computation);
        operands.push_back(*tuple);
      }
      if (op.id() == OpId::kIf && branches.size() == 2) {
        attributes.push_back("true_computation=" + branches[0]);
        attributes.push_back("false_computation=" + branches[1]);
      } else {
        attributes.push_back(fmt::format("branch_computations={{{}}}", fmt::join(branches, ", ")));
      }
      return finishOp(c, op, "conditional", std::move(operands), std::move(attributes), false);
    }
    case OpId::kOptimizationBarrier: {
      Result<std::string> state = tupleOf(c, op.operands(), op);
      if (!state.ok()) return state.takeError();
      return finishOp(c, op, "opt-barrier", {*state}, {}, true);
    }
    default:
      return cannotExpress(op, "it has no HLO opcode");
  }
}

Result<std::string> Writer::run(const Module& module, std::string_view entryName) {
  module_ = &module;
  std::vector<FunctionView> functions = module.functions();
  const FunctionView* entry = nullptr;
  auto leftOut = [&](const FunctionView& f) {
    return f.visibility() != "private" && !entryName.empty() && f.name() != entryName;
  };
  for (const FunctionView& f : functions) {
    if (f.visibility() == "private" || leftOut(f)) continue;
    if (entry)
      return makeError(fmt::format("HLO has one ENTRY computation; @{} is a second public "
                                   "function after @{}",
                                   f.name(), entry->name()),
                       f.op->location);
    entry = &f;
  }
  if (!entry)
    return makeError("HLO needs an ENTRY computation; the module has no public function",
                     module.op ? module.op->location : SourceLocation{});
  for (const FunctionView& f : functions) {
    if (leftOut(f)) continue;
    if (f.isDeclaration()) return cannotExpress(*f.op, "a function declaration has no HLO form");
    bool entry = f.visibility() != "private";
    Result<std::string> written =
        writeComputation(f.name(), *f.body(), Params::kArguments, {}, entry, *f.op, false);
    if (!written.ok()) return written;
  }
  const Attribute* name = module.op ? module.op->attr("sym_name") : nullptr;
  std::string out = fmt::format("HloModule {}\n", name ? name->str() : "module");
  for (const std::string& computation : computations_) out += "\n" + computation;
  return out;
}

}  // namespace
}  // namespace hlo

Result<std::string> printHloModule(const Module& module) {
  return hlo::Writer().run(module);
}

Result<std::string> printHloModules(const Module& module) {
  std::vector<std::string> programs;
  for (const FunctionView& f : module.functions()) {
    if (f.visibility() == "private") continue;
    Result<std::string> program = hlo::Writer().run(module, f.name());
    if (!program.ok()) return program;
    programs.push_back(std::move(*program));
  }
  if (programs.size() <= 1) return printHloModule(module);
  return fmt::format("{}", fmt::join(programs, fmt::format("\n{}\n\n", kHloModuleSeparator)));
}

}  // namespace hlo_cts
