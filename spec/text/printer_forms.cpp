// The custom ("pretty") forms of the op syntax table as text, one function
// per form; the grammar is in the comment above it and in op_syntax.h.
// parser_custom.cpp reads them back.
#include "spec/text/printer.h"
#include "spec/text/printer_impl.h"

namespace hlo_cts::text {
namespace {

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

}  // namespace

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

// OP V[INDEX] {A}? :FT
bool OpPrinter::printGetTupleElement(std::string& out, const Operation& op,
                                     const OpSyntax& syntax) {
  if (!propertiesFit(op, syntax) || op.numOperands() != 1 || op.numResults() != 1 ||
      op.numRegions() != 0)
    return false;
  out += " " + namer_.use(op.operand(0)) + "[" + std::to_string(op.attr("index")->intValue()) +
         "]" + attrDict(op, &syntax, {"index"}) + " : " + functionalType(op);
  return true;
}

// OP V, format = eEmM {A}? : T (:FT when the result type differs)
bool OpPrinter::printReducePrecision(std::string& out, const Operation& op,
                                     const OpSyntax& syntax) {
  if (!propertiesFit(op, syntax) || op.numOperands() != 1 || op.numResults() != 1 ||
      op.numRegions() != 0 || op.attr("exponent_bits")->intValue() < 0 ||
      op.attr("mantissa_bits")->intValue() < 0)
    return false;
  out += " " + namer_.use(op.operand(0)) + ", format = e" +
         std::to_string(op.attr("exponent_bits")->intValue()) + "m" +
         std::to_string(op.attr("mantissa_bits")->intValue()) +
         attrDict(op, &syntax, {"exponent_bits", "mantissa_bits"}) + " : ";
  bool same = op.operand(0)->type == op.result(0)->type;
  out += same ? printType(op.result(0)->type) : functionalType(op);
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
  // The compact form (openxla/stablehlo, stablehlo/dialect/StablehloOps.cpp:
  // ReduceOp's printer).
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

// OP SYMBOL(V, ...) {A}? :FT
bool OpPrinter::printCustomCall(std::string& out, const Operation& op, const OpSyntax& syntax) {
  if (!propertiesFit(op, syntax) || op.numRegions() != 0) return false;
  out += " " + symbolText(op.attr("call_target_name")->str()) + "(" + operandList(op) + ")" +
         attrDict(op, &syntax, {"call_target_name"}) + " : " + functionalType(op);
  return true;
}

// OP "NAME" «V, ...»? «(REGION, ...)»? {A}? :FT
bool OpPrinter::printComposite(std::string& out, const Operation& op, const OpSyntax& syntax,
                               int indent) {
  if (!propertiesFit(op, syntax)) return false;
  out += " " + printAttribute(*op.attr("name"));
  if (op.numOperands()) out += " " + operandList(op);
  if (op.numRegions()) {
    out += " (";
    for (size_t i = 0; i < op.numRegions(); ++i) {
      if (i) out += ", ";
      printRegion(out, *op.region(i), indent, true);
    }
    out += ")";
  }
  out += attrDict(op, &syntax, {"name"}) + " : " + functionalType(op);
  return true;
}

// OP {A}? ELEMENTS (the attribute's type is the result type)
bool OpPrinter::printConstant(std::string& out, const Operation& op, const OpSyntax& syntax) {
  const Attribute* value = op.attr("value");
  if (!propertiesFit(op, syntax) || op.numOperands() != 0 || op.numResults() != 1 ||
      op.numRegions() != 0 || value->type() != op.result(0)->type)
    return false;
  out += attrDict(op, &syntax, {"value"}) + " " + printAttribute(*value);
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

// OP {A}? (V, ... : T, ... | '(' ')')
bool OpPrinter::printOptimizationBarrier(std::string& out, const Operation& op,
                                         const OpSyntax& syntax) {
  bool ok =
      propertiesFit(op, syntax) && op.numRegions() == 0 && op.numOperands() == op.numResults();
  for (size_t i = 0; ok && i < op.numOperands(); ++i)
    ok = op.operand(i)->type == op.result(i)->type;
  if (!ok) return false;
  out += attrDict(op, &syntax, {});
  if (op.numOperands() == 0) {
    out += " ()";
  } else {
    out += " " + operandList(op) + " : " + operandTypes(op);
  }
  return true;
}

// OP(V, ...) inits (V, ...) dimension=N «attributes {..}»? REGION :FT
bool OpPrinter::printScan(std::string& out, const Operation& op, const OpSyntax& syntax,
                          int indent) {
  const Attribute* seg = op.attr("operandSegmentSizes");
  bool ok = propertiesFit(op, syntax) && op.numRegions() == 1 &&
            seg->kind() == Attribute::Kind::kDenseArray && seg->tensor().numElements() == 2 &&
            seg->tensor().elementType() == ElementType::kSI32 && seg->tensor().intValue(0) >= 0 &&
            seg->tensor().intValue(1) >= 0 &&
            seg->tensor().intValue(0) + seg->tensor().intValue(1) ==
                static_cast<int64_t>(op.numOperands()) &&
            op.attr("dimension")->kind() == Attribute::Kind::kInteger;
  if (!ok) return false;
  size_t inputs = static_cast<size_t>(seg->tensor().intValue(0));
  std::string in, init;
  for (size_t i = 0; i < op.numOperands(); ++i) {
    std::string& list = i < inputs ? in : init;
    if (!list.empty()) list += ", ";
    list += namer_.use(op.operand(i));
  }
  out += "(" + in + ") inits (" + init +
         ") dimension=" + std::to_string(op.attr("dimension")->intValue()) +
         attrDict(op, &syntax, {"dimension", "operandSegmentSizes"}, true) + "  ";
  printRegion(out, *op.region(0), indent, true);
  out += " : " + functionalType(op);
  return true;
}

// OP(V, k = N«, is_stable = false»?) {A}? : T -> RESULTS
bool OpPrinter::printTopK(std::string& out, const Operation& op, const OpSyntax& syntax) {
  if (!propertiesFit(op, syntax) || op.numOperands() != 1 || op.numRegions() != 0) return false;
  out += "(" + namer_.use(op.operand(0)) + ", k = " + std::to_string(op.attr("k")->intValue());
  const Attribute* stable = op.attr("is_stable");
  if (stable && !stable->boolValue()) out += ", is_stable = false";
  out += ")" + attrDict(op, &syntax, {"k", "is_stable"}) + " : " + printType(op.operand(0)->type) +
         " -> " + resultTypes(op);
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

// OP SYMBOL(V, ...) {A}? :FT
bool OpPrinter::printCall(std::string& out, const Operation& op, const OpSyntax& syntax) {
  if (!propertiesFit(op, syntax) || op.numRegions() != 0) return false;
  out += " " + printAttribute(*op.attr("callee")) + "(" + operandList(op) + ")" +
         attrDict(op, &syntax, {"callee"}) + " : " + functionalType(op);
  return true;
}

// OP {A}? «V, ... : T, ...»?
bool OpPrinter::printFuncReturn(std::string& out, const Operation& op, const OpSyntax& syntax) {
  if (!op.properties().empty() || op.numRegions() != 0 || op.numResults() != 0) return false;
  out += attrDict(op, &syntax, {});
  if (op.numOperands()) out += " " + operandList(op) + " : " + operandTypes(op);
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

}  // namespace hlo_cts::text
