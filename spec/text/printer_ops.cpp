// Operations, regions and modules as text: the generic form, the dispatch
// to the custom forms (printer_forms.cpp), and MLIR's value naming
// (SSANameState in MLIR's AsmPrinter.cpp, reproduced here).
#include <algorithm>

#include "spec/text/lexer.h"
#include "spec/text/printer.h"
#include "spec/text/printer_impl.h"

namespace hlo_cts {
namespace text {

// ---------------------------------------------------------------------------
// Value names

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
      ok = printGetTupleElement(s, op, syntax);
      break;
    case OpForm::kReducePrecision:
      ok = printReducePrecision(s, op, syntax);
      break;
    case OpForm::kReduce:
      ok = printReduce(s, op, syntax, indent);
      break;
    case OpForm::kWhile:
      ok = printWhile(s, op, syntax, indent);
      break;
    case OpForm::kCustomCall:
      ok = printCustomCall(s, op, syntax);
      break;
    case OpForm::kComposite:
      ok = printComposite(s, op, syntax, indent);
      break;
    case OpForm::kConstant:
      ok = printConstant(s, op, syntax);
      break;
    case OpForm::kConvolution:
      ok = printConvolution(s, op, syntax);
      break;
    case OpForm::kDotGeneral:
      ok = printDotGeneral(s, op, syntax);
      break;
    case OpForm::kOptimizationBarrier:
      ok = printOptimizationBarrier(s, op, syntax);
      break;
    case OpForm::kScan:
      ok = printScan(s, op, syntax, indent);
      break;
    case OpForm::kTopK:
      ok = printTopK(s, op, syntax);
      break;
    case OpForm::kFunc:
      ok = printFunc(s, op, indent);
      break;
    case OpForm::kCall:
      ok = printCall(s, op, syntax);
      break;
    case OpForm::kFuncReturn:
      ok = printFuncReturn(s, op, syntax);
      break;
    case OpForm::kModule:
      ok = printModuleOp(s, op, indent);
      break;
  }
  if (ok) out += s;
  return ok;
}

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
