// Operations, regions, functions and modules as text, and MLIR's value
// naming (SSANameState in MLIR's AsmPrinter.cpp, reproduced here).
#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "spec/text/dialect_attrs.h"
#include "spec/text/lexer.h"
#include "spec/text/printer.h"
#include "spec/text/printer_impl.h"

namespace hlo_cts {
namespace text {
namespace {

// ---------------------------------------------------------------------------
// Value names

class Namer {
 public:
  explicit Namer(bool generic) : generic_(generic) {}

  void nameFrom(const Operation& top);
  std::string use(const Value* v) const {
    auto it = names_.find(v);
    if (it != names_.end()) return it->second;
    return v->nameHint.empty() ? "%<unknown>" : v->nameHint;
  }
  // "%0:2", "%output_state, %output", ...
  std::string resultDefs(const Operation& op) const;

 private:
  struct Context {
    const Region* region;
    unsigned valueId, argumentId, conflictId;
    size_t scopeDepth;
  };

  void numberRegion(const Region& region);
  void numberBlock(const Block& block, bool entry);
  void numberOp(const Operation& op);
  void setName(const Value* v, std::string_view hint);
  std::string uniqueName(std::string_view hint);
  bool used(const std::string& name) const {
    for (const auto& scope : scopes_)
      if (scope.count(name)) return true;
    return false;
  }

  bool generic_;
  unsigned nextValueId_ = 0, nextArgumentId_ = 0, nextConflictId_ = 0;
  std::vector<std::unordered_set<std::string>> scopes_;
  std::unordered_map<const Value*, std::string> base_;   // the head name of a group
  std::unordered_map<const Value*, std::string> names_;  // what a use prints
  std::unordered_map<const Operation*, std::vector<unsigned>> groups_;
};

std::string Namer::uniqueName(std::string_view hint) {
  std::string name(hint);
  if (used(name)) {
    std::string probe;
    do {
      probe = name + "_" + std::to_string(nextConflictId_++);
    } while (used(probe));
    name = probe;
  }
  scopes_.back().insert(name);
  return name;
}

void Namer::setName(const Value* v, std::string_view hint) {
  if (hint.empty()) {
    base_[v] = "%" + std::to_string(nextValueId_++);
  } else {
    base_[v] = "%" + uniqueName(hint);
  }
}

void Namer::numberOp(const Operation& op) {
  std::vector<unsigned> groups = {0};
  if (!generic_) {
    const OpSyntax* syntax = lookupOpSyntax(op.name());
    if (op.name() == "stablehlo.constant" && op.numResults() == 1) {
      const Type& t = op.result(0)->type;
      // MLIR's IntegerType (i1, iN, uiN), not index.
      bool integral = !t.isQuantized() && t.elementType() != ElementType::kIndex &&
                      (isInteger(t.elementType()) || isBoolean(t.elementType()));
      setName(op.result(0), integral ? "c" : "cst");
    } else if (syntax && syntax->resultNames.size() >= 2 &&
               syntax->resultNames.size() == op.numResults()) {
      for (size_t i = 0; i < op.numResults(); ++i) {
        setName(op.result(i), syntax->resultNames[i]);
        if (i) groups.push_back(static_cast<unsigned>(i));
      }
    }
  }
  if (op.numResults() == 0) return;
  if (!base_.count(op.result(0))) base_[op.result(0)] = "%" + std::to_string(nextValueId_++);
  if (groups.size() > 1) groups_[&op] = groups;
  // Precompute every result's use spelling.
  for (unsigned i = 0; i < op.numResults(); ++i) {
    unsigned start = 0, size = static_cast<unsigned>(op.numResults());
    for (size_t g = 0; g < groups.size(); ++g) {
      if (groups[g] <= i) {
        start = groups[g];
        size = (g + 1 < groups.size() ? groups[g + 1] : op.numResults()) - start;
      }
    }
    std::string name = base_[op.result(start)];
    if (size > 1) name += "#" + std::to_string(i - start);
    names_[op.result(i)] = name;
  }
}

void Namer::numberBlock(const Block& block, bool entry) {
  for (const auto& arg : block.arguments()) {
    if (base_.count(arg.get())) continue;
    if (entry) {
      setName(arg.get(), "arg" + std::to_string(nextArgumentId_++));
    } else {
      setName(arg.get(), "");
    }
  }
  for (const auto& arg : block.arguments()) names_[arg.get()] = base_[arg.get()];
  for (const auto& op : block.operations()) numberOp(*op);
}

void Namer::numberRegion(const Region& region) {
  const Operation* owner = region.parent();
  if (!generic_ && owner && !region.empty()) {
    const Block& entry = *region.front();
    if (owner->name() == "stablehlo.while") {
      for (const auto& arg : entry.arguments()) setName(arg.get(), "iterArg");
    } else if (owner->name() == "chlo.scan") {
      const Attribute* seg = owner->attr("operandSegmentSizes");
      size_t inputs = entry.numArguments() / 2;
      if (seg && seg->kind() == Attribute::Kind::kDenseArray && seg->tensor().numElements() == 2)
        inputs = static_cast<size_t>(seg->tensor().intValue(0));
      for (size_t i = 0; i < entry.numArguments(); ++i)
        setName(entry.argument(i), i < inputs ? "input" : "carry");
    }
  }
  bool entry = true;
  for (const auto& block : region.blocks()) {
    numberBlock(*block, entry);
    entry = false;
  }
}

void Namer::nameFrom(const Operation& top) {
  scopes_.emplace_back();
  // Unlike MLIR (which numbers the top op's regions from 0 too), the top
  // op's own results come first so that a lone op prints unambiguously.
  numberOp(top);
  std::vector<Context> stack;
  for (const auto& r : top.regions())
    stack.push_back({r.get(), nextValueId_, nextArgumentId_, nextConflictId_, scopes_.size()});
  while (!stack.empty()) {
    Context c = stack.back();
    stack.pop_back();
    nextValueId_ = c.valueId;
    nextArgumentId_ = c.argumentId;
    nextConflictId_ = c.conflictId;
    scopes_.resize(c.scopeDepth);
    scopes_.emplace_back();
    numberRegion(*c.region);
    for (const auto& block : c.region->blocks())
      for (const auto& op : block->operations())
        for (const auto& r : op->regions())
          stack.push_back(
              {r.get(), nextValueId_, nextArgumentId_, nextConflictId_, scopes_.size()});
  }
}

std::string Namer::resultDefs(const Operation& op) const {
  auto it = groups_.find(&op);
  std::vector<unsigned> groups = it == groups_.end() ? std::vector<unsigned>{0} : it->second;
  std::string out;
  for (size_t g = 0; g < groups.size(); ++g) {
    unsigned start = groups[g];
    unsigned end = g + 1 < groups.size() ? groups[g + 1] : static_cast<unsigned>(op.numResults());
    if (g) out += ", ";
    out += base_.at(op.result(start));
    if (end - start > 1) out += ":" + std::to_string(end - start);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Operations

class OpPrinter {
 public:
  OpPrinter(const PrintOptions& options, const Namer& namer) : options_(options), namer_(namer) {}

  void printOp(std::string& out, const Operation& op, int indent);

 private:
  bool printPretty(std::string& out, const Operation& op, const OpSyntax& syntax, int indent);
  void printGeneric(std::string& out, const Operation& op, int indent, bool quoteName = true);
  void printRegion(std::string& out, const Region& region, int indent, bool entryArgs);
  void printBlockArg(std::string& out, const Value* arg);
  void printLoc(std::string& out, const std::optional<Attribute>& loc) {
    if (options_.debugInfo && loc) out += " " + printAttribute(*loc);
  }
  std::string operandList(const Operation& op) const {
    std::string s;
    for (size_t i = 0; i < op.numOperands(); ++i) {
      if (i) s += ", ";
      s += namer_.use(op.operand(i));
    }
    return s;
  }
  // ` {a = 1, ...}` of the discardable attributes and the properties a pretty
  // form does not write elsewhere (defaults left out); "" when empty.
  std::string attrDict(const Operation& op, const OpSyntax* syntax,
                       const std::vector<std::string_view>& printed, bool keyword = false) const;
  static std::string functionalType(const Operation& op);
  static bool propertiesFit(const Operation& op, const OpSyntax& syntax);

  // The custom forms; each returns false (writing nothing) when the op
  // does not fit its form.
  bool printOperandsForm(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printCompare(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printSlice(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printReduce(std::string& out, const Operation& op, const OpSyntax& syntax, int indent);
  bool printWhile(std::string& out, const Operation& op, const OpSyntax& syntax, int indent);
  bool printConvolution(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printDotGeneral(std::string& out, const Operation& op, const OpSyntax& syntax);
  bool printFunc(std::string& out, const Operation& op, int indent);
  bool printModuleOp(std::string& out, const Operation& op, int indent);

  const PrintOptions& options_;
  const Namer& namer_;
};

// `T0, T1, ...` of the operands.
std::string operandTypes(const Operation& op) {
  std::string t;
  for (size_t i = 0; i < op.numOperands(); ++i)
    t += (i ? ", " : "") + printType(op.operand(i)->type);
  return t;
}

// The results after `->`: `T` for one, `(T0, T1)` otherwise.
std::string resultTypes(const Operation& op) {
  if (op.numResults() == 1) return printType(op.result(0)->type);
  std::string t = "(";
  for (size_t i = 0; i < op.numResults(); ++i) t += (i ? ", " : "") + printType(op.result(i)->type);
  return t + ")";
}

// How a dimension list that is not a table attribute prints: `[1, 2]`.
const AttrSyntax kDimsList = {"dims", AttrKind::kDims, false, Placement::kDict, {}, {}, {}};

std::string indentText(int indent) {
  return std::string(static_cast<size_t>(indent), ' ');
}

std::string OpPrinter::attrDict(const Operation& op, const OpSyntax* syntax,
                                const std::vector<std::string_view>& printed, bool keyword) const {
  std::vector<const NamedAttribute*> entries;
  for (const NamedAttribute& p : op.properties()) {
    if (std::find(printed.begin(), printed.end(), p.name) != printed.end()) continue;
    const AttrSyntax* a = syntax ? syntax->attr(p.name) : nullptr;
    if (a && !a->defaultText.empty() && printAttribute(p.value) == a->defaultText) continue;
    entries.push_back(&p);
  }
  for (const NamedAttribute& a : op.attributes()) entries.push_back(&a);
  if (entries.empty()) return "";
  std::stable_sort(
      entries.begin(), entries.end(),
      [](const NamedAttribute* a, const NamedAttribute* b) { return a->name < b->name; });
  std::vector<NamedAttribute> copy;
  for (const NamedAttribute* e : entries) copy.push_back(*e);
  return std::string(keyword ? " attributes " : " ") + printAttribute(Attribute::dictionary(copy));
}

std::string OpPrinter::functionalType(const Operation& op) {
  std::vector<Type> inputs, results;
  for (const Value* v : op.operands()) inputs.push_back(v->type);
  for (const auto& r : op.results()) results.push_back(r->type);
  return printType(Type::function(std::move(inputs), std::move(results)));
}

// Every property is one the row knows, holding the kind the custom form can
// write, and every required one is present.
bool OpPrinter::propertiesFit(const Operation& op, const OpSyntax& syntax) {
  for (const NamedAttribute& p : op.properties()) {
    const AttrSyntax* a = syntax.attr(p.name);
    if (!a) return false;
    const Attribute& v = p.value;
    using K = Attribute::Kind;
    bool ok = true;
    switch (a->kind) {
      case AttrKind::kDims:
        ok = v.kind() == K::kDenseArray && v.tensor().elementType() == ElementType::kSI64;
        break;
      case AttrKind::kBoolArray:
        ok = v.kind() == K::kDenseArray && v.tensor().elementType() == ElementType::kI1;
        break;
      case AttrKind::kI64:
        ok = v.kind() == K::kInteger && v.type() == Type::element(ElementType::kSI64);
        break;
      case AttrKind::kI32:
        ok = v.kind() == K::kInteger && v.type() == Type::element(ElementType::kSI32);
        break;
      case AttrKind::kF32:
        ok = v.kind() == K::kFloat && v.type() == Type::element(ElementType::kF32);
        break;
      case AttrKind::kF64:
        ok = v.kind() == K::kFloat && v.type() == Type::element(ElementType::kF64);
        break;
      case AttrKind::kBool:
        ok = v.kind() == K::kBool;
        break;
      case AttrKind::kUnit:
        ok = v.kind() == K::kUnit;
        break;
      case AttrKind::kString:
        ok = v.kind() == K::kString;
        break;
      case AttrKind::kSymbol:
        ok = v.kind() == K::kSymbol;
        break;
      case AttrKind::kEnum:
        ok = v.kind() == K::kEnum && v.enumName() == a->detail &&
             v.name() == std::string(syntax.dialect());
        break;
      case AttrKind::kEnumArray:
        ok = v.kind() == K::kArray;
        if (ok)
          for (const Attribute& e : v.elements())
            ok = ok && e.kind() == K::kEnum && e.enumName() == a->detail &&
                 e.name() == std::string(syntax.dialect());
        break;
      case AttrKind::kStruct:
        ok = v.kind() == K::kStruct &&
             v.name() == std::string(syntax.dialect()) + "." + std::string(a->detail);
        break;
      case AttrKind::kI64Elements:
        ok = v.kind() == K::kDenseElements && v.tensor().elementType() == ElementType::kSI64;
        break;
      case AttrKind::kElements:
        ok = v.kind() == K::kDenseElements || v.kind() == K::kDenseResource;
        break;
      case AttrKind::kDictionary:
        ok = v.kind() == K::kDictionary;
        break;
      case AttrKind::kArray:
        ok = v.kind() == K::kArray;
        break;
      case AttrKind::kType:
        ok = v.kind() == K::kType;
        break;
      case AttrKind::kAny:
        break;
    }
    if (!ok) return false;
  }
  for (const AttrSyntax& a : syntax.attrs)
    if (!a.optional && !op.attr(a.name)) return false;
  return true;
}

std::string keywordValue(const AttrSyntax& a, const Attribute& v) {
  switch (a.kind) {
    case AttrKind::kDims: {
      std::string s = "[";
      const Tensor& t = v.tensor();
      for (int64_t i = 0; i < t.numElements(); ++i)
        s += (i ? ", " : "") + std::to_string(t.intValue(i));
      return s + "]";
    }
    case AttrKind::kI64:
    case AttrKind::kI32:
      return std::to_string(v.intValue());
    case AttrKind::kBool:
      return v.boolValue() ? "true" : "false";
    case AttrKind::kF32:
    case AttrKind::kF64: {
      std::string s = printAttribute(v);
      return s.substr(0, s.find(" : "));
    }
    case AttrKind::kEnum:
      return " " + v.enumValue();
    case AttrKind::kEnumArray: {
      std::string s = "[";
      for (size_t i = 0; i < v.elements().size(); ++i)
        s += (i ? ", " : "") + v.elements()[i].enumValue();
      return s + "]";
    }
    default:
      return printAttribute(v);
  }
}

void OpPrinter::printBlockArg(std::string& out, const Value* arg) {
  out += namer_.use(arg) + ": " + printType(arg->type);
  printLoc(out, arg->locAttr);
}

void OpPrinter::printRegion(std::string& out, const Region& region, int indent, bool entryArgs) {
  out += "{\n";
  for (size_t b = 0; b < region.blocks().size(); ++b) {
    const Block& block = *region.blocks()[b];
    // An empty entry block keeps its label when blocks follow: without it the
    // next block's label would open the region and become the entry.
    const bool emptyEntry = b == 0 && block.operations().empty() && region.blocks().size() > 1;
    if (b > 0 || (entryArgs && block.numArguments() > 0) || emptyEntry) {
      out += indentText(indent) + "^bb" + std::to_string(b);
      if (block.numArguments() > 0 && (b > 0 || entryArgs)) {
        out += "(";
        for (size_t i = 0; i < block.numArguments(); ++i) {
          if (i) out += ", ";
          printBlockArg(out, block.argument(i));
        }
        out += ")";
      }
      out += ":\n";
    }
    for (const auto& op : block.operations()) printOp(out, *op, indent + 2);
  }
  out += indentText(indent) + "}";
}

void OpPrinter::printGeneric(std::string& out, const Operation& op, int indent, bool quoteName) {
  out += quoteName ? escapeString(op.name()) : op.name();
  out += "(" + operandList(op) + ")";
  if (!op.properties().empty())
    out += " <" + printAttribute(Attribute::dictionary(op.properties())) + ">";
  if (op.numRegions() > 0) {
    out += " (";
    for (size_t i = 0; i < op.numRegions(); ++i) {
      if (i) out += ", ";
      printRegion(out, *op.region(i), indent, true);
    }
    out += ")";
  }
  if (!op.attributes().empty()) out += " " + printAttribute(Attribute::dictionary(op.attributes()));
  out += " : " + functionalType(op);
}

void OpPrinter::printOp(std::string& out, const Operation& op, int indent) {
  out += indentText(indent);
  if (op.numResults() > 0) out += namer_.resultDefs(op) + " = ";
  const OpSyntax* syntax = options_.generic ? nullptr : lookupOpSyntax(op.name());
  if (!syntax || syntax->form == OpForm::kGeneric || !printPretty(out, op, *syntax, indent)) {
    bool hybridConstant = syntax && syntax->form == OpForm::kConstant && op.numRegions() == 0;
    printGeneric(out, op, indent, !hybridConstant);
  }
  printLoc(out, op.locAttr);
  out += "\n";
}

// A custom form whose operand list is optional (`return`, `stablehlo.return`) and
// empty would take the next line's `%0 = ...` as its operands when it is not the
// last op of its block (invalid IR, but the parser accepts it as MLIR's does): such
// an op prints generically so the text reads back as the same IR.
static bool mayAbsorbNextOp(const Operation& op, const OpSyntax& syntax) {
  bool optionalOperands = syntax.form == OpForm::kFuncReturn ||
                          (syntax.form == OpForm::kOperands && syntax.numOperands < 0 &&
                           syntax.typeForm == TypeForm::kOperandTypes);
  return optionalOperands && op.numOperands() == 0 && op.parentBlock() &&
         op.parentBlock()->terminator() != &op;
}

bool OpPrinter::printPretty(std::string& out, const Operation& op, const OpSyntax& syntax,
                            int indent) {
  if (mayAbsorbNextOp(op, syntax)) return false;
  std::string name = op.name();
  // Directly inside a function, func ops drop their dialect prefix.
  const Operation* parent = op.parentOp();
  if (op.dialect() == "func" && parent && parent->name() == "func.func")
    name = std::string(op.mnemonic());
  if (syntax.form == OpForm::kModule) name = "module";
  std::string s = name;
  bool ok = false;
  switch (syntax.form) {
    case OpForm::kGeneric:
      return false;
    case OpForm::kOperands:
      ok = printOperandsForm(s, op, syntax);
      break;
    case OpForm::kCompare:
      ok = printCompare(s, op, syntax);
      break;
    case OpForm::kSlice:
      ok = printSlice(s, op, syntax);
      break;
    case OpForm::kGetTupleElement:
      ok = propertiesFit(op, syntax) && op.numOperands() == 1 && op.numResults() == 1 &&
           op.numRegions() == 0;
      if (ok)
        s += " " + namer_.use(op.operand(0)) + "[" + std::to_string(op.attr("index")->intValue()) +
             "]" + attrDict(op, &syntax, {"index"}) + " : " + functionalType(op);
      break;
    case OpForm::kReducePrecision: {
      ok = propertiesFit(op, syntax) && op.numOperands() == 1 && op.numResults() == 1 &&
           op.numRegions() == 0 && op.attr("exponent_bits")->intValue() >= 0 &&
           op.attr("mantissa_bits")->intValue() >= 0;
      if (!ok) break;
      s += " " + namer_.use(op.operand(0)) + ", format = e" +
           std::to_string(op.attr("exponent_bits")->intValue()) + "m" +
           std::to_string(op.attr("mantissa_bits")->intValue()) +
           attrDict(op, &syntax, {"exponent_bits", "mantissa_bits"}) + " : ";
      bool same = op.operand(0)->type == op.result(0)->type;
      s += same ? printType(op.result(0)->type) : functionalType(op);
      break;
    }
    case OpForm::kReduce:
      ok = printReduce(s, op, syntax, indent);
      break;
    case OpForm::kWhile:
      ok = printWhile(s, op, syntax, indent);
      break;
    case OpForm::kCustomCall:
      ok = propertiesFit(op, syntax) && op.numRegions() == 0;
      if (ok)
        s += " " + symbolText(op.attr("call_target_name")->str()) + "(" + operandList(op) + ")" +
             attrDict(op, &syntax, {"call_target_name"}) + " : " + functionalType(op);
      break;
    case OpForm::kComposite: {
      ok = propertiesFit(op, syntax);
      if (!ok) break;
      s += " " + printAttribute(*op.attr("name"));
      if (op.numOperands()) s += " " + operandList(op);
      if (op.numRegions()) {
        s += " (";
        for (size_t i = 0; i < op.numRegions(); ++i) {
          if (i) s += ", ";
          printRegion(s, *op.region(i), indent, true);
        }
        s += ")";
      }
      s += attrDict(op, &syntax, {"name"}) + " : " + functionalType(op);
      break;
    }
    case OpForm::kConstant: {
      const Attribute* value = op.attr("value");
      ok = propertiesFit(op, syntax) && op.numOperands() == 0 && op.numResults() == 1 &&
           op.numRegions() == 0 && value->type() == op.result(0)->type;
      if (ok) s += attrDict(op, &syntax, {"value"}) + " " + printAttribute(*value);
      break;
    }
    case OpForm::kConvolution:
      ok = printConvolution(s, op, syntax);
      break;
    case OpForm::kDotGeneral:
      ok = printDotGeneral(s, op, syntax);
      break;
    case OpForm::kOptimizationBarrier: {
      ok = propertiesFit(op, syntax) && op.numRegions() == 0 && op.numOperands() == op.numResults();
      for (size_t i = 0; ok && i < op.numOperands(); ++i)
        ok = op.operand(i)->type == op.result(i)->type;
      if (!ok) break;
      s += attrDict(op, &syntax, {});
      if (op.numOperands() == 0) {
        s += " ()";
      } else {
        s += " " + operandList(op) + " : " + operandTypes(op);
      }
      break;
    }
    case OpForm::kScan: {
      const Attribute* seg = op.attr("operandSegmentSizes");
      ok = propertiesFit(op, syntax) && op.numRegions() == 1 &&
           seg->kind() == Attribute::Kind::kDenseArray && seg->tensor().numElements() == 2 &&
           seg->tensor().elementType() == ElementType::kSI32 && seg->tensor().intValue(0) >= 0 &&
           seg->tensor().intValue(1) >= 0 &&
           seg->tensor().intValue(0) + seg->tensor().intValue(1) ==
               static_cast<int64_t>(op.numOperands()) &&
           op.attr("dimension")->kind() == Attribute::Kind::kInteger;
      if (!ok) break;
      size_t inputs = static_cast<size_t>(seg->tensor().intValue(0));
      std::string in, init;
      for (size_t i = 0; i < op.numOperands(); ++i) {
        std::string& list = i < inputs ? in : init;
        if (!list.empty()) list += ", ";
        list += namer_.use(op.operand(i));
      }
      s += "(" + in + ") inits (" + init +
           ") dimension=" + std::to_string(op.attr("dimension")->intValue()) +
           attrDict(op, &syntax, {"dimension", "operandSegmentSizes"}, true) + "  ";
      printRegion(s, *op.region(0), indent, true);
      s += " : " + functionalType(op);
      break;
    }
    case OpForm::kTopK: {
      ok = propertiesFit(op, syntax) && op.numOperands() == 1 && op.numRegions() == 0;
      if (!ok) break;
      s += "(" + namer_.use(op.operand(0)) + ", k = " + std::to_string(op.attr("k")->intValue());
      const Attribute* stable = op.attr("is_stable");
      if (stable && !stable->boolValue()) s += ", is_stable = false";
      s += ")" + attrDict(op, &syntax, {"k", "is_stable"}) + " : " +
           printType(op.operand(0)->type) + " -> " + resultTypes(op);
      break;
    }
    case OpForm::kFunc:
      ok = printFunc(s, op, indent);
      break;
    case OpForm::kCall:
      ok = propertiesFit(op, syntax) && op.numRegions() == 0;
      if (ok)
        s += " " + printAttribute(*op.attr("callee")) + "(" + operandList(op) + ")" +
             attrDict(op, &syntax, {"callee"}) + " : " + functionalType(op);
      break;
    case OpForm::kFuncReturn:
      ok = op.properties().empty() && op.numRegions() == 0 && op.numResults() == 0;
      if (!ok) break;
      s += attrDict(op, &syntax, {});
      if (op.numOperands()) s += " " + operandList(op) + " : " + operandTypes(op);
      break;
    case OpForm::kModule:
      ok = printModuleOp(s, op, indent);
      break;
  }
  if (ok) out += s;
  return ok;
}

// OP operands «, KW = X»... {A}? TYPES
bool OpPrinter::printOperandsForm(std::string& out, const Operation& op, const OpSyntax& syntax) {
  if (!propertiesFit(op, syntax) || op.numRegions() != 0) return false;
  if (syntax.numOperands >= 0 && op.numOperands() != static_cast<size_t>(syntax.numOperands))
    return false;
  if (syntax.numResults >= 0 && op.numResults() != static_cast<size_t>(syntax.numResults))
    return false;
  std::string s;
  if (syntax.numOperands < 0 || op.numOperands() > 0) s += " " + operandList(op);
  bool any = op.numOperands() > 0;
  std::vector<std::string_view> printed;
  for (const AttrSyntax& a : syntax.attrs) {
    if (a.placement == Placement::kDict) continue;
    const Attribute* v = op.attr(a.name);
    if (!v) {
      if (a.placement == Placement::kOptionalKeyword) continue;
      return false;
    }
    printed.push_back(a.name);
    if (a.placement == Placement::kOptionalKeyword && !a.defaultText.empty() &&
        printAttribute(*v) == a.defaultText)
      continue;
    s += any ? ", " : " ";
    if (a.placement != Placement::kPositional) s += std::string(a.keyword) + " = ";
    s += keywordValue(a, *v);
    any = true;
  }
  s += attrDict(op, &syntax, printed);
  auto allOperandsAre = [&](const Type& t, size_t first) {
    for (size_t i = first; i < op.numOperands(); ++i)
      if (op.operand(i)->type != t) return false;
    return true;
  };
  switch (syntax.typeForm) {
    case TypeForm::kSame: {
      bool same = op.numResults() == 1 && allOperandsAre(op.result(0)->type, 0);
      s += " : " + (same ? printType(op.result(0)->type) : functionalType(op));
      break;
    }
    case TypeForm::kFunction:
      s += " : " + functionalType(op);
      break;
    case TypeForm::kResult:
      if (op.numResults() != 1) return false;
      s += " : " + printType(op.result(0)->type);
      break;
    case TypeForm::kSelect: {
      bool same =
          op.numOperands() == 3 && op.numResults() == 1 && allOperandsAre(op.result(0)->type, 1);
      s += " : " + (same ? printType(op.operand(0)->type) + ", " + printType(op.result(0)->type)
                         : functionalType(op));
      break;
    }
    case TypeForm::kComplex: {
      bool same = false;
      if (op.numResults() == 1 && op.numOperands() == 2) {
        const Type& r = op.result(0)->type;
        if ((r.isTensor() || r.isElement()) && !r.isQuantized() && isComplex(r.elementType()))
          same = allOperandsAre(r.withElementType(complexPartType(r.elementType())), 0);
      }
      s += " : " + (same ? printType(op.result(0)->type) : functionalType(op));
      break;
    }
    case TypeForm::kOperandTypes:
      if (syntax.numResults < 0) {
        if (op.numResults() != op.numOperands()) return false;
        for (size_t i = 0; i < op.numResults(); ++i)
          if (op.result(i)->type != op.operand(i)->type) return false;
      }
      if (op.numOperands()) s += " : " + operandTypes(op);
      break;
    case TypeForm::kFirstOperand: {
      if (op.numOperands() == 0) return false;
      const Type& t = op.operand(0)->type;
      if (!allOperandsAre(t, 0)) return false;
      for (const auto& r : op.results())
        if (r->type != t) return false;
      s += " : " + printType(t);
      break;
    }
    case TypeForm::kArrow: {
      if (op.numOperands() == 0) return false;
      s += " : " + operandTypes(op) + " -> " + resultTypes(op);
      break;
    }
    case TypeForm::kNone:
      if (op.numResults() != 0) return false;
      break;
  }
  out += s;
  return true;
}

// OP  DIR, V, V«,  CTYPE»? {A}? :FT
bool OpPrinter::printCompare(std::string& out, const Operation& op, const OpSyntax& syntax) {
  if (!propertiesFit(op, syntax) || op.numOperands() != 2 || op.numResults() != 1 ||
      op.numRegions() != 0)
    return false;
  out += "  " + op.attr("comparison_direction")->enumValue() + ", " + operandList(op);
  if (const Attribute* t = op.attr("compare_type")) out += ",  " + t->enumValue();
  out +=
      attrDict(op, &syntax, {"comparison_direction", "compare_type"}) + " : " + functionalType(op);
  return true;
}

// OP V [START:LIMIT«:STRIDE»?, ...] {A}? :FT
bool OpPrinter::printSlice(std::string& out, const Operation& op, const OpSyntax& syntax) {
  if (!propertiesFit(op, syntax) || op.numOperands() != 1 || op.numResults() != 1 ||
      op.numRegions() != 0)
    return false;
  const Tensor& start = op.attr("start_indices")->tensor();
  const Tensor& limit = op.attr("limit_indices")->tensor();
  const Tensor& strides = op.attr("strides")->tensor();
  int64_t n = start.numElements();
  if (limit.numElements() != n || strides.numElements() != n) return false;
  out += " " + namer_.use(op.operand(0)) + " [";
  for (int64_t i = 0; i < n; ++i) {
    if (i) out += ", ";
    out += std::to_string(start.intValue(i)) + ":" + std::to_string(limit.intValue(i));
    if (strides.intValue(i) != 1) out += ":" + std::to_string(strides.intValue(i));
  }
  out += "]" + attrDict(op, &syntax, {"start_indices", "limit_indices", "strides"}) + " : " +
         functionalType(op);
  return true;
}

// compact: OP(V init: V) applies INNER across dimensions = [..] {A}? :FT
// region:  OP(V init: V), ... across dimensions = [..] {A}? :FT NEWLINE
//          ' reducer' ('(' E ',' ACC ')')+ '  ' region
bool OpPrinter::printReduce(std::string& out, const Operation& op, const OpSyntax& syntax,
                            int indent) {
  size_t n = op.numOperands() / 2;
  if (!propertiesFit(op, syntax) || op.numOperands() % 2 != 0 || n == 0 || op.numRegions() != 1 ||
      op.region(0)->blocks().size() != 1)
    return false;
  const Block& body = *op.region(0)->front();
  if (body.numArguments() != 2 * n) return false;
  for (const auto& arg : body.arguments())
    if (options_.debugInfo && arg->locAttr) return false;
  std::string s = "(";
  for (size_t i = 0; i < n; ++i) {
    if (i) s += ", (";
    s += namer_.use(op.operand(i)) + " init: " + namer_.use(op.operand(n + i)) + ")";
  }
  std::string tail =
      " across dimensions = " + keywordValue(*syntax.attr("dimensions"), *op.attr("dimensions")) +
      attrDict(op, &syntax, {"dimensions"}) + " : " + functionalType(op);
  // The compact form (SYNTAX.md §4.3).
  const auto& ops = body.operations();
  bool compact = n == 1 && ops.size() == 2 && op.operand(0)->type.isTensor();
  if (compact) {
    const Operation& inner = *ops[0];
    const Operation& ret = *ops[1];
    const OpSyntax* innerSyntax = lookupOpSyntax(inner.name());
    const Type& input = op.operand(0)->type;
    Type scalar = input.isQuantized() ? Type::quantizedTensor({}, *input.quantized())
                                      : Type::tensor({}, input.elementType());
    compact = innerSyntax && innerSyntax->commutative && inner.numOperands() == 2 &&
              inner.numResults() == 1 && inner.numRegions() == 0 && inner.properties().empty() &&
              inner.attributes().empty() && !inner.locAttr &&
              inner.operand(0) == body.argument(0) && inner.operand(1) == body.argument(1) &&
              inner.result(0)->type == scalar && body.argument(0)->type == scalar &&
              body.argument(1)->type == scalar && ret.name() == "stablehlo.return" &&
              ret.numOperands() == 1 && ret.operand(0) == inner.result(0) &&
              ret.properties().empty() && ret.attributes().empty() && !ret.locAttr &&
              ret.numResults() == 0 && ret.numRegions() == 0;
    if (compact) {
      out += s + " applies " + inner.name() + tail;
      return true;
    }
  }
  s += tail + "\n" + indentText(indent) + " reducer";
  for (size_t i = 0; i < n; ++i) {
    s += "(";
    printBlockArg(s, body.argument(i));
    s += ", ";
    printBlockArg(s, body.argument(n + i));
    s += ")";
    if (i + 1 < n) s += " ";
  }
  s += "  ";
  printRegion(s, *op.region(0), indent, false);
  out += s;
  return true;
}

// OP(%iterArg = V, ...) : T, ... «attributes {..}»? NEWLINE cond {..} do {..}
bool OpPrinter::printWhile(std::string& out, const Operation& op, const OpSyntax& syntax,
                           int indent) {
  size_t n = op.numOperands();
  if (!op.properties().empty() || op.numRegions() != 2 || op.numResults() != n) return false;
  for (size_t r = 0; r < 2; ++r) {
    const Region& region = *op.region(r);
    if (region.blocks().size() != 1 || region.front()->numArguments() != n) return false;
  }
  const Block& cond = *op.region(0)->front();
  const Block& body = *op.region(1)->front();
  for (size_t i = 0; i < n; ++i) {
    const Type& t = op.operand(i)->type;
    if (op.result(i)->type != t || cond.argument(i)->type != t || body.argument(i)->type != t)
      return false;
    if (namer_.use(cond.argument(i)) != namer_.use(body.argument(i))) return false;
    if (options_.debugInfo && (cond.argument(i)->locAttr || body.argument(i)->locAttr))
      return false;
  }
  std::string s = "(";
  for (size_t i = 0; i < n; ++i) {
    if (i) s += ", ";
    s += namer_.use(cond.argument(i)) + " = " + namer_.use(op.operand(i));
  }
  s += ")";
  if (n) s += " : " + operandTypes(op);
  s += attrDict(op, &syntax, {}, true);
  s += "\n" + indentText(indent) + "cond ";
  printRegion(s, *op.region(0), indent, false);
  s += " do ";
  printRegion(s, *op.region(1), indent, false);
  out += s;
  return true;
}

// OP(V, V) dim_numbers = CONV, window = {..} {A}? :FT
bool OpPrinter::printConvolution(std::string& out, const Operation& op, const OpSyntax& syntax) {
  if (!propertiesFit(op, syntax) || op.numRegions() != 0) return false;
  std::string dims;
  if (!convDimsText(*op.attr("dimension_numbers"), dims)) return false;
  std::string window;
  auto add = [&](std::string_view key, std::string text) {
    if (!window.empty()) window += ", ";
    window += std::string(key) + " = " + text;
  };
  auto list = [&](const Attribute& a) { return keywordValue(kDimsList, a); };
  if (const Attribute* a = op.attr("window_strides")) add("stride", list(*a));
  if (const Attribute* a = op.attr("padding")) {
    const Tensor& t = a->tensor();
    if (t.rank() != 2 || t.shape()[1] != 2) return false;
    std::string text = "[";
    for (int64_t i = 0; i < t.shape()[0]; ++i)
      text += std::string(i ? ", " : "") + "[" + std::to_string(t.intValue(2 * i)) + ", " +
              std::to_string(t.intValue(2 * i + 1)) + "]";
    add("pad", text + "]");
  }
  if (const Attribute* a = op.attr("lhs_dilation")) add("lhs_dilate", list(*a));
  if (const Attribute* a = op.attr("rhs_dilation")) add("rhs_dilate", list(*a));
  if (const Attribute* a = op.attr("window_reversal")) {
    std::string text = "[";
    for (int64_t i = 0; i < a->tensor().numElements(); ++i)
      text += std::string(i ? ", " : "") + (a->tensor().bits(i) ? "true" : "false");
    add("reverse", text + "]");
  }
  out += "(" + operandList(op) + ") dim_numbers = " + dims + ", window = {" + window + "}" +
         attrDict(op, &syntax,
                  {"dimension_numbers", "window_strides", "padding", "lhs_dilation", "rhs_dilation",
                   "window_reversal"}) +
         " : " + functionalType(op);
  return true;
}

// OP V, V, «batching_dims = L x R, »?contracting_dims = L x R«, precision = [..]»?
//   «, algorithm = <..>»? {A}? :FT
bool OpPrinter::printDotGeneral(std::string& out, const Operation& op, const OpSyntax& syntax) {
  if (!propertiesFit(op, syntax) || op.numOperands() != 2 || op.numRegions() != 0) return false;
  const Attribute& dims = *op.attr("dot_dimension_numbers");
  const Attribute* field[4];
  const char* names[] = {"lhs_batching_dimensions", "rhs_batching_dimensions",
                         "lhs_contracting_dimensions", "rhs_contracting_dimensions"};
  for (int i = 0; i < 4; ++i) {
    field[i] = dims.get(names[i]);
    if (!field[i] || field[i]->kind() != Attribute::Kind::kDenseArray ||
        field[i]->tensor().elementType() != ElementType::kSI64)
      return false;
  }
  if (dims.entries().size() != 4) return false;
  const AttrSyntax& listSyntax = kDimsList;
  std::string s = " " + operandList(op) + ", ";
  if (field[0]->tensor().numElements() || field[1]->tensor().numElements())
    s += "batching_dims = " + keywordValue(listSyntax, *field[0]) + " x " +
         keywordValue(listSyntax, *field[1]) + ", ";
  s += "contracting_dims = " + keywordValue(listSyntax, *field[2]) + " x " +
       keywordValue(listSyntax, *field[3]);
  if (const Attribute* p = op.attr("precision_config"))
    s += ", precision = " + keywordValue(*syntax.attr("precision_config"), *p);
  if (const Attribute* a = op.attr("algorithm")) {
    s += ", algorithm = <";
    appendStructFields(s, *a);
    s += ">";
  }
  out += s + attrDict(op, &syntax, {"dot_dimension_numbers", "precision_config", "algorithm"}) +
         " : " + functionalType(op);
  return true;
}

// func.func «vis»? @name(ARGS) «-> RES»? «attributes {..}»? «{ body }»?
bool OpPrinter::printFunc(std::string& out, const Operation& op, int indent) {
  const Attribute* name = op.attr("sym_name");
  const Attribute* fnAttr = op.attr("function_type");
  const Attribute* vis = op.attr("sym_visibility");
  const Attribute* argAttrs = op.attr("arg_attrs");
  const Attribute* resAttrs = op.attr("res_attrs");
  if (!propertiesFit(op, *lookupOpSyntax("func.func")) || op.numOperands() || op.numResults() ||
      op.numRegions() != 1)
    return false;
  if (fnAttr->type().kind() != Type::Kind::kFunction) return false;
  const Type& fn = fnAttr->type();
  if (vis && vis->str() != "private" && vis->str() != "public" && vis->str() != "nested")
    return false;
  auto dictList = [](const Attribute* list, size_t n) {
    if (!list) return true;
    if (list->elements().size() != n) return false;
    for (const Attribute& d : list->elements())
      if (d.kind() != Attribute::Kind::kDictionary) return false;
    return true;
  };
  if (!dictList(argAttrs, fn.inputs().size()) || !dictList(resAttrs, fn.results().size()))
    return false;
  const Region& region = *op.region(0);
  const Block* entry = region.empty() ? nullptr : region.front();
  if (entry) {
    if (entry->numArguments() != fn.inputs().size()) return false;
    // A function body cannot label its entry block, which an empty entry
    // followed by other blocks needs (printRegion).
    if (entry->operations().empty() && region.blocks().size() > 1) return false;
    for (size_t i = 0; i < fn.inputs().size(); ++i)
      if (entry->argument(i)->type != fn.inputs()[i]) return false;
  }
  // An all-empty arg_attrs/res_attrs list would vanish on reparse.
  auto allEmpty = [](const Attribute* list) {
    if (!list) return false;
    for (const Attribute& d : list->elements())
      if (!d.entries().empty()) return false;
    return true;
  };
  if (allEmpty(argAttrs) || allEmpty(resAttrs)) return false;
  std::string s = " ";
  if (vis) s += vis->str() + " ";
  s += symbolText(name->str()) + "(";
  for (size_t i = 0; i < fn.inputs().size(); ++i) {
    if (i) s += ", ";
    if (entry) {
      s += namer_.use(entry->argument(i)) + ": ";
    }
    s += printType(fn.inputs()[i]);
    if (argAttrs && !argAttrs->elements()[i].entries().empty())
      s += " " + printAttribute(argAttrs->elements()[i]);
    if (entry) printLoc(s, entry->argument(i)->locAttr);
  }
  s += ")";
  const std::vector<Type>& results = fn.results();
  if (!results.empty()) {
    s += " -> ";
    bool bare = results.size() == 1 && !resAttrs && results[0].kind() != Type::Kind::kFunction;
    if (bare) {
      s += printType(results[0]);
    } else {
      s += "(";
      for (size_t i = 0; i < results.size(); ++i) {
        if (i) s += ", ";
        s += printType(results[i]);
        if (resAttrs && !resAttrs->elements()[i].entries().empty())
          s += " " + printAttribute(resAttrs->elements()[i]);
      }
      s += ")";
    }
  }
  if (!op.attributes().empty())
    s += " attributes " + printAttribute(Attribute::dictionary(op.attributes()));
  if (entry) {
    s += " ";
    printRegion(s, region, indent, false);
  }
  out += s;
  return true;
}

// module «@name»? «attributes {..}»? { body }
bool OpPrinter::printModuleOp(std::string& out, const Operation& op, int indent) {
  if (op.numOperands() || op.numResults() || op.numRegions() != 1) return false;
  for (const NamedAttribute& p : op.properties())
    if (p.name != "sym_name" || p.value.kind() != Attribute::Kind::kString) return false;
  const Region& region = *op.region(0);
  // An empty region (zero blocks, as `({\n})` reads back) prints as an empty body.
  if (region.blocks().size() > 1 || (!region.empty() && region.front()->numArguments() != 0))
    return false;
  std::string s;
  if (const Attribute* name = op.attr("sym_name")) s += " " + symbolText(name->str());
  if (!op.attributes().empty())
    s += " attributes " + printAttribute(Attribute::dictionary(op.attributes()));
  s += " ";
  printRegion(s, region, indent, false);
  out += s;
  return true;
}

}  // namespace
}  // namespace text

std::string printOperation(const Operation& op, const PrintOptions& options) {
  text::Namer namer(options.generic);
  namer.nameFrom(op);
  text::OpPrinter printer(options, namer);
  std::string out;
  printer.printOp(out, op, 0);
  return out;
}

std::string printModule(const Module& module, const PrintOptions& options) {
  std::string out;
  for (const auto& [name, text] : module.typeAliases) out += "!" + name + " = " + text + "\n";
  for (const auto& [name, text] : module.attributeAliases) out += "#" + name + " = " + text + "\n";
  if (module.op) out += printOperation(*module.op, options);
  if (!module.resources.empty()) {
    out += "{-#\n  dialect_resources: {\n    builtin: {\n";
    for (size_t i = 0; i < module.resources.size(); ++i) {
      const auto& [name, blob] = module.resources[i];
      out += "      " + (isBareIdentifier(name) ? name : escapeString(name)) + ": " +
             escapeString(blob) + (i + 1 < module.resources.size() ? ",\n" : "\n");
    }
    out += "    }\n  }\n#-}\n";
  }
  return out;
}

}  // namespace hlo_cts
