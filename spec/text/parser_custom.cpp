// The custom ("pretty") forms of the op syntax table. One function per
// grammar; the grammar is in the comment above it and in op_syntax.h.
#include <algorithm>

#include "spec/text/dialect_attrs.h"
#include "spec/text/parser_impl.h"

namespace hlo_cts::text {
namespace {

Type scalarTensorOf(const Type& t) {
  if (t.isQuantized()) return Type::quantizedTensor({}, *t.quantized());
  return Type::tensor({}, t.elementType());
}

}  // namespace

bool Parser::parseCustomOperation(Operation& op, const OpSyntax& syntax) {
  switch (syntax.form) {
    case OpForm::kGeneric:
      return parseGenericBody(op);
    case OpForm::kOperands:
      return parseOperandsForm(op, syntax);
    case OpForm::kCompare:
      return parseCompare(op, syntax);
    case OpForm::kSlice:
      return parseSlice(op);
    case OpForm::kGetTupleElement:
      return parseGetTupleElement(op);
    case OpForm::kReducePrecision:
      return parseReducePrecision(op);
    case OpForm::kReduce:
      return parseReduce(op);
    case OpForm::kWhile:
      return parseWhile(op);
    case OpForm::kCustomCall:
      return parseCustomCall(op);
    case OpForm::kComposite:
      return parseComposite(op);
    case OpForm::kConstant:
      return parseConstant(op);
    case OpForm::kConvolution:
      return parseConvolution(op);
    case OpForm::kDotGeneral:
      return parseDotGeneral(op);
    case OpForm::kOptimizationBarrier:
      return parseOptimizationBarrier(op);
    case OpForm::kScan:
      return parseScan(op);
    case OpForm::kTopK:
      return parseTopK(op);
    case OpForm::kFunc:
      return parseFuncOp(op);
    case OpForm::kCall:
      return parseCall(op);
    case OpForm::kFuncReturn:
      return parseFuncReturn(op);
    case OpForm::kModule:
      return parseModuleOp(op);
  }
  return fail("unhandled op form");
}

// operands-form ::= operands? ((',')? KEYWORD '=' value | ',' value)* dictionary? trailing-types
bool Parser::parseOperandsForm(Operation& op, const OpSyntax& syntax) {
  std::string context = "'" + op.name() + "'";
  size_t start = tok_.offset;
  std::vector<Value*> operands;
  if (!parseOperandList(operands)) return false;
  for (Value* v : operands) op.addOperand(v);
  if (syntax.numOperands >= 0 && operands.size() != static_cast<size_t>(syntax.numOperands))
    return failAt(start, "expected " + std::to_string(syntax.numOperands) + " operands in " +
                             context + ", got " + std::to_string(operands.size()));
  bool any = !operands.empty();
  // Real printers write `dynamic_slice %x, , sizes = []` for a rank-0 operand
  // (openxla/stablehlo v1.20.0's printer); read the doubled comma as one.
  if (any) {
    State s = save();
    if (!(consumeIf(TokenKind::kComma) && tok_.is(TokenKind::kComma))) restore(s);
  }
  std::string_view dialect = syntax.dialect();
  for (const AttrSyntax& attr : syntax.attrs) {
    if (attr.placement == Placement::kDict) continue;
    if (attr.placement == Placement::kOptionalKeyword) {
      State s = save();
      if (any && !consumeIf(TokenKind::kComma)) continue;
      if (!tok_.isKeyword(attr.keyword)) {
        restore(s);
        continue;
      }
    } else if (any && !expect(TokenKind::kComma, context)) {
      return false;
    }
    if (attr.placement != Placement::kPositional &&
        (!expectKeyword(attr.keyword, context) || !expect(TokenKind::kEqual, context)))
      return false;
    Attribute value;
    if (!parseKeywordValue(attr, dialect, value)) return false;
    op.setProperty(std::string(attr.name), std::move(value));
    any = true;
  }
  if (!parseOptionalAttrDict(op)) return false;
  return parseTrailingTypes(op, syntax.typeForm, syntax.numResults);
}

bool Parser::parseKeywordValue(const AttrSyntax& attr, std::string_view dialect, Attribute& out) {
  std::string context = "'" + std::string(attr.name) + "'";
  switch (attr.kind) {
    case AttrKind::kDims: {
      if (tok_.isKeyword("array")) return parseDenseArray(out);
      std::vector<int64_t> list;
      if (!parseIntList(list, context)) return false;
      out = Attribute::denseI64Array(list);
      return true;
    }
    case AttrKind::kI64:
    case AttrKind::kI32: {
      int64_t v;
      size_t offset = tok_.offset;
      if (!parseInt64(v, context)) return false;
      if (attr.kind == AttrKind::kI32) {
        if (v < INT32_MIN || v > INT32_MAX) return failAt(offset, "value out of range for i32");
        out = Attribute::integer(v, Type::element(ElementType::kSI32));
      } else {
        out = Attribute::integer(v);
      }
      return true;
    }
    case AttrKind::kString: {
      std::string s;
      if (!parseStringToken(s, context)) return false;
      out = Attribute::string(std::move(s));
      return true;
    }
    case AttrKind::kBool:
      if (!tok_.isKeyword("true") && !tok_.isKeyword("false"))
        return failExpected("true or false", context);
      out = Attribute::boolean(tok_.isKeyword("true"));
      consume();
      return true;
    case AttrKind::kF64:
    case AttrKind::kF32: {
      ElementType t = attr.kind == AttrKind::kF64 ? ElementType::kF64 : ElementType::kF32;
      uint64_t bits;
      if (!parseFloatLiteral(t, bits, context)) return false;
      out = Attribute::floating(bits, Type::element(t));
      return true;
    }
    case AttrKind::kEnum: {
      if (tok_.is(TokenKind::kHashIdentifier)) return parseAttribute(out);
      const EnumSyntax* e = lookupEnumSyntax(attr.detail);
      if (!tok_.is(TokenKind::kBareIdentifier) || !e)
        return failExpected(std::string(attr.detail) + " value", context);
      if (std::find(e->values.begin(), e->values.end(), tok_.text) == e->values.end())
        return fail("unknown " + std::string(attr.detail) + " '" + std::string(tok_.text) + "'");
      out = Attribute::enumeration(std::string(dialect), std::string(attr.detail),
                                   std::string(tok_.text));
      consume();
      return true;
    }
    case AttrKind::kEnumArray: {
      if (!expect(TokenKind::kLSquare, context)) return false;
      std::vector<Attribute> values;
      AttrSyntax element = attr;
      element.kind = AttrKind::kEnum;
      if (!tok_.is(TokenKind::kRSquare)) {
        do {
          Attribute v;
          if (!parseKeywordValue(element, dialect, v)) return false;
          values.push_back(std::move(v));
        } while (consumeIf(TokenKind::kComma));
      }
      if (!expect(TokenKind::kRSquare, context)) return false;
      out = Attribute::array(std::move(values));
      return true;
    }
    default:
      return parseAttribute(out);
  }
}

// The types after ':' in the shapes TypeForm describes.
bool Parser::parseTrailingTypes(Operation& op, TypeForm form, int numResults) {
  if (form == TypeForm::kNone) return true;
  if (form == TypeForm::kOperandTypes && op.numOperands() == 0 && !tok_.is(TokenKind::kColon)) {
    return true;
  }
  if (!expect(TokenKind::kColon, "'" + op.name() + "'")) return false;
  size_t offset = tok_.offset;
  auto functional = [&]() {
    Type fn;
    if (!parseFunctionType(fn) || !checkOperandTypes(op, fn.inputs(), offset)) return false;
    return addResults(op, fn.results());
  };
  auto sameFor = [&](const Type& t, size_t first) {
    for (size_t i = first; i < op.numOperands(); ++i)
      if (!checkOperandType(op.operand(i), t, offset)) return false;
    for (int i = 0; i < numResults; ++i) op.addResult(t);
    return true;
  };
  switch (form) {
    case TypeForm::kSame:
    case TypeForm::kSelect:
    case TypeForm::kComplex: {
      if (tok_.is(TokenKind::kLParen)) return functional();
      Type first;
      if (!parseType(first)) return false;
      if (form == TypeForm::kSame) return sameFor(first, 0);
      if (form == TypeForm::kComplex) {
        op.addResult(first);
        return true;
      }
      // select: `Tpred, T`
      Type value;
      if (!expect(TokenKind::kComma, "'" + op.name() + "'") || !parseType(value)) return false;
      if (op.numOperands() > 0 && !checkOperandType(op.operand(0), first, offset)) return false;
      return sameFor(value, 1);
    }
    case TypeForm::kFunction:
      return functional();
    case TypeForm::kResult: {
      Type t;
      if (!parseType(t)) return false;
      op.addResult(t);
      return true;
    }
    case TypeForm::kOperandTypes: {
      std::vector<Type> types;
      do {
        Type t;
        if (!parseType(t)) return false;
        types.push_back(std::move(t));
      } while (consumeIf(TokenKind::kComma));
      if (!checkOperandTypes(op, types, offset)) return false;
      if (numResults < 0) addResults(op, types);
      return true;
    }
    case TypeForm::kFirstOperand: {
      Type t;
      if (!parseType(t)) return false;
      return sameFor(t, 0);
    }
    case TypeForm::kArrow: {
      std::vector<Type> inputs, results;
      do {
        Type t;
        if (!parseType(t)) return false;
        inputs.push_back(std::move(t));
      } while (consumeIf(TokenKind::kComma));
      if (!expect(TokenKind::kArrow, "'" + op.name() + "'") || !parseResultTypes(results) ||
          !checkOperandTypes(op, inputs, offset))
        return false;
      return addResults(op, results);
    }
    case TypeForm::kNone:
      return true;
  }
  return true;
}

bool Parser::parseFunctionalTail(Operation& op) {
  return parseOptionalAttrDict(op) && parseTrailingTypes(op, TypeForm::kFunction, -1);
}

// compare ::= DIR ',' V ',' V (',' CTYPE)? dictionary? ':' function-type
bool Parser::parseCompare(Operation& op, const OpSyntax& syntax) {
  const AttrSyntax& direction = *syntax.attr("comparison_direction");
  const AttrSyntax& type = *syntax.attr("compare_type");
  Attribute dir;
  if (!parseKeywordValue(direction, syntax.dialect(), dir)) return false;
  op.setProperty("comparison_direction", std::move(dir));
  if (!expect(TokenKind::kComma, "'stablehlo.compare'")) return false;
  size_t offset = tok_.offset;
  std::vector<Value*> operands;
  if (!parseOperandList(operands)) return false;
  if (operands.size() != 2) return failAt(offset, "expected 2 operands in 'stablehlo.compare'");
  for (Value* v : operands) op.addOperand(v);
  if (consumeIf(TokenKind::kComma)) {
    Attribute t;
    if (!parseKeywordValue(type, syntax.dialect(), t)) return false;
    op.setProperty("compare_type", std::move(t));
  }
  return parseFunctionalTail(op);
}

// slice ::= V '[' (INT ':' INT (':' INT)?)* ']' dictionary? ':' function-type
bool Parser::parseSlice(Operation& op) {
  constexpr std::string_view kContext = "'stablehlo.slice'";
  Value* operand;
  if (!parseOperandUse(operand)) return false;
  op.addOperand(operand);
  std::vector<int64_t> start, limit, strides;
  if (!expect(TokenKind::kLSquare, kContext)) return false;
  if (!tok_.is(TokenKind::kRSquare)) {
    do {
      int64_t a, b, s = 1;
      if (!parseInt64(a, kContext) || !expect(TokenKind::kColon, kContext) ||
          !parseInt64(b, kContext))
        return false;
      if (consumeIf(TokenKind::kColon) && !parseInt64(s, kContext)) return false;
      start.push_back(a);
      limit.push_back(b);
      strides.push_back(s);
    } while (consumeIf(TokenKind::kComma));
  }
  if (!expect(TokenKind::kRSquare, kContext)) return false;
  op.setProperty("start_indices", Attribute::denseI64Array(start));
  op.setProperty("limit_indices", Attribute::denseI64Array(limit));
  op.setProperty("strides", Attribute::denseI64Array(strides));
  return parseFunctionalTail(op);
}

// get_tuple_element ::= V '[' INT ']' dictionary? ':' function-type
bool Parser::parseGetTupleElement(Operation& op) {
  constexpr std::string_view kContext = "'stablehlo.get_tuple_element'";
  Value* operand;
  if (!parseOperandUse(operand)) return false;
  op.addOperand(operand);
  int64_t index;
  size_t offset = tok_.offset;
  if (!expect(TokenKind::kLSquare, kContext) || !parseInt64(index, kContext) ||
      !expect(TokenKind::kRSquare, kContext))
    return false;
  // The index is an i32 attribute; its range against the tuple is the checker's (C1), so a
  // negative index parses here as MLIR's parser would and is rejected by the checker.
  if (index < INT32_MIN || index > INT32_MAX)
    return failAt(offset, "tuple index does not fit in i32");
  op.setProperty("index", Attribute::integer(index, Type::element(ElementType::kSI32)));
  return parseFunctionalTail(op);
}

// reduce_precision ::= V ',' 'format' '=' 'e' INT 'm' INT dictionary? ':' same-type
bool Parser::parseReducePrecision(Operation& op) {
  constexpr std::string_view kContext = "'stablehlo.reduce_precision'";
  Value* operand;
  if (!parseOperandUse(operand)) return false;
  op.addOperand(operand);
  if (!expect(TokenKind::kComma, kContext) || !expectKeyword("format", kContext) ||
      !expect(TokenKind::kEqual, kContext))
    return false;
  std::string_view f = tok_.text;
  size_t m = f.find('m');
  auto number = [](std::string_view digits, int64_t& v) {
    if (digits.empty() || digits.size() > 9) return false;
    v = 0;
    for (char c : digits) {
      if (c < '0' || c > '9') return false;
      v = v * 10 + (c - '0');
    }
    return true;
  };
  int64_t e, mant;
  if (!tok_.is(TokenKind::kBareIdentifier) || f.size() < 4 || f[0] != 'e' ||
      m == std::string_view::npos || !number(f.substr(1, m - 1), e) ||
      !number(f.substr(m + 1), mant))
    return failExpected("format 'eNmM'", kContext);
  consume();
  op.setProperty("exponent_bits", Attribute::integer(e, Type::element(ElementType::kSI32)));
  op.setProperty("mantissa_bits", Attribute::integer(mant, Type::element(ElementType::kSI32)));
  return parseOptionalAttrDict(op) && parseTrailingTypes(op, TypeForm::kSame, 1);
}

// reduce ::= '(' V 'init' ':' V ')' (',' ...)*
//            ( 'applies' OPNAME 'across' 'dimensions' '=' DIMS dictionary? ':' function-type
//            | 'across' 'dimensions' '=' DIMS dictionary? ':' function-type
//              'reducer' ('(' ARG ',' ARG ')')+ region )
bool Parser::parseReduce(Operation& op) {
  constexpr std::string_view kContext = "'stablehlo.reduce'";
  std::vector<Value*> inputs, inits;
  do {
    Value *input, *init;
    if (!expect(TokenKind::kLParen, kContext) || !parseOperandUse(input) ||
        !expectKeyword("init", kContext) || !expect(TokenKind::kColon, kContext) ||
        !parseOperandUse(init) || !expect(TokenKind::kRParen, kContext))
      return false;
    inputs.push_back(input);
    inits.push_back(init);
  } while (consumeIf(TokenKind::kComma));
  for (Value* v : inputs) op.addOperand(v);
  for (Value* v : inits) op.addOperand(v);
  std::string inner;
  size_t innerOffset = 0;
  if (consumeKeyword("applies")) {
    innerOffset = tok_.offset;
    if (!tok_.is(TokenKind::kBareIdentifier)) return failExpected("operation name", kContext);
    inner = std::string(tok_.text);
    consume();
  }
  std::vector<int64_t> dims;
  if (!expectKeyword("across", kContext) || !expectKeyword("dimensions", kContext) ||
      !expect(TokenKind::kEqual, kContext) || !parseIntList(dims, kContext))
    return false;
  op.setProperty("dimensions", Attribute::denseI64Array(dims));
  if (!parseFunctionalTail(op)) return false;
  Region* region = op.addRegion();
  if (!inner.empty()) {
    // Rebuild the body: ^bb0(%a: tensor<E>, %b: tensor<E>): %r = OP %a, %b; return %r.
    Type scalar = scalarTensorOf(inputs[0]->type);
    if (inputs[0]->type.kind() != Type::Kind::kTensor)
      return failAt(innerOffset, "compact reduce needs tensor inputs");
    Block* block = region->addBlock();
    Value* a = block->addArgument(scalar);
    Value* b = block->addArgument(scalar);
    auto body = std::make_unique<Operation>(inner);
    body->location = locationOf(innerOffset);
    body->addOperand(a);
    body->addOperand(b);
    Value* r = body->addResult(scalar);
    auto ret = std::make_unique<Operation>("stablehlo.return");
    ret->location = body->location;
    ret->addOperand(r);
    block->append(std::move(body));
    block->append(std::move(ret));
    return true;
  }
  if (!expectKeyword("reducer", kContext)) return false;
  std::vector<ArgumentDef> elements, accumulators;
  while (tok_.is(TokenKind::kLParen)) {
    std::vector<ArgumentDef> pair;
    if (!parseBlockArguments(pair)) return false;
    if (pair.size() != 2) return fail("expected 2 block arguments per reducer pair");
    elements.push_back(std::move(pair[0]));
    accumulators.push_back(std::move(pair[1]));
  }
  if (elements.size() != inputs.size())
    return fail("expected one reducer argument pair per input in " + std::string(kContext));
  for (auto& a : accumulators) elements.push_back(std::move(a));
  return parseRegion(*region, &elements, false);
}

// while ::= '(' (ARG '=' V (',' ...)*)? ')' (':' types)? ('attributes' dictionary)?
//           'cond' region 'do' region
bool Parser::parseWhile(Operation& op) {
  constexpr std::string_view kContext = "'stablehlo.while'";
  std::vector<ArgumentDef> args;
  if (!expect(TokenKind::kLParen, kContext)) return false;
  if (!tok_.is(TokenKind::kRParen)) {
    do {
      if (!tok_.is(TokenKind::kPercentIdentifier)) return failExpected("SSA identifier", kContext);
      ArgumentDef arg;
      arg.name = std::string(tok_.text.substr(1));
      arg.offset = tok_.offset;
      consume();
      Value* init;
      if (!expect(TokenKind::kEqual, kContext) || !parseOperandUse(init)) return false;
      op.addOperand(init);
      args.push_back(std::move(arg));
    } while (consumeIf(TokenKind::kComma));
  }
  if (!expect(TokenKind::kRParen, kContext)) return false;
  std::vector<Type> types;
  size_t typesOffset = tok_.offset;
  if (consumeIf(TokenKind::kColon)) {
    do {
      Type t;
      if (!parseType(t)) return false;
      types.push_back(std::move(t));
    } while (consumeIf(TokenKind::kComma));
  }
  if (!checkOperandTypes(op, types, typesOffset)) return false;
  for (size_t i = 0; i < args.size(); ++i) args[i].type = types[i];
  if (consumeKeyword("attributes") && !parseDictionary(op.attributes())) return false;
  if (!expectKeyword("cond", kContext) || !parseRegion(*op.addRegion(), &args, false) ||
      !expectKeyword("do", kContext) || !parseRegion(*op.addRegion(), &args, false))
    return false;
  return addResults(op, types);
}

// custom_call ::= SYMBOL '(' operands ')' dictionary? ':' function-type
bool Parser::parseCustomCall(Operation& op) {
  constexpr std::string_view kContext = "'stablehlo.custom_call'";
  if (!tok_.is(TokenKind::kAtIdentifier)) return failExpected("call target", kContext);
  Attribute target;
  if (!parseSymbolRef(target)) return false;
  if (target.symbolPath().size() != 1) return fail("expected a plain call target name");
  op.setProperty("call_target_name", Attribute::string(target.name()));
  std::vector<Value*> operands;
  if (!expect(TokenKind::kLParen, kContext) || !parseOperandList(operands) ||
      !expect(TokenKind::kRParen, kContext))
    return false;
  for (Value* v : operands) op.addOperand(v);
  return parseFunctionalTail(op);
}

// composite ::= STRING operands ('(' region (',' region)* ')')? dictionary? ':' function-type
bool Parser::parseComposite(Operation& op) {
  constexpr std::string_view kContext = "'stablehlo.composite'";
  std::string name;
  if (!parseStringToken(name, kContext)) return false;
  op.setProperty("name", Attribute::string(std::move(name)));
  std::vector<Value*> operands;
  if (!parseOperandList(operands)) return false;
  for (Value* v : operands) op.addOperand(v);
  if (consumeIf(TokenKind::kLParen)) {
    do {
      if (!parseRegion(*op.addRegion(), nullptr, false)) return false;
    } while (consumeIf(TokenKind::kComma));
    if (!expect(TokenKind::kRParen, kContext)) return false;
  }
  return parseFunctionalTail(op);
}

// constant ::= dictionary? elements-attribute   (the attribute's type is the result type)
bool Parser::parseConstant(Operation& op) {
  if (!parseOptionalAttrDict(op)) return false;
  size_t offset = tok_.offset;
  Attribute value;
  if (!parseAttribute(value)) return false;
  if (value.kind() != Attribute::Kind::kDenseElements &&
      value.kind() != Attribute::Kind::kDenseResource)
    return failAt(offset, "expected elements attribute in '" + op.name() + "'");
  op.addResult(value.type());
  op.setProperty("value", std::move(value));
  return true;
}

// convolution ::= '(' V ',' V ')' 'dim_numbers' '=' CONV ',' 'window' '=' '{' window-entries '}'
//                 dictionary? ':' function-type
// window-entry ::= ('stride' | 'lhs_dilate' | 'rhs_dilate') '=' DIMS
//                | 'pad' '=' '[' ('[' INT ',' INT ']')* ']' | 'reverse' '=' '[' (BOOL | INT)* ']'
bool Parser::parseConvolution(Operation& op) {
  constexpr std::string_view kContext = "'stablehlo.convolution'";
  std::vector<Value*> operands;
  if (!expect(TokenKind::kLParen, kContext) || !parseOperandList(operands) ||
      !expect(TokenKind::kRParen, kContext))
    return false;
  for (Value* v : operands) op.addOperand(v);
  Attribute dims;
  if (!expectKeyword("dim_numbers", kContext) || !expect(TokenKind::kEqual, kContext) ||
      !parseConvDims(dims, true))
    return false;
  op.setProperty("dimension_numbers", std::move(dims));
  if (!expect(TokenKind::kComma, kContext) || !expectKeyword("window", kContext) ||
      !expect(TokenKind::kEqual, kContext) || !expect(TokenKind::kLBrace, kContext))
    return false;
  if (!tok_.is(TokenKind::kRBrace)) {
    do {
      if (!tok_.is(TokenKind::kBareIdentifier)) return failExpected("window attribute", kContext);
      std::string key(tok_.text);
      consume();
      if (!expect(TokenKind::kEqual, kContext)) return false;
      static const std::pair<std::string_view, std::string_view> kLists[] = {
          {"stride", "window_strides"},
          {"lhs_dilate", "lhs_dilation"},
          {"rhs_dilate", "rhs_dilation"}};
      std::string name;
      for (const auto& [k, n] : kLists)
        if (key == k) name = std::string(n);
      if (!name.empty()) {
        std::vector<int64_t> list;
        if (!parseIntList(list, kContext)) return false;
        if (op.attr(name)) return fail("duplicate window attribute '" + key + "'");
        op.setProperty(name, Attribute::denseI64Array(list));
      } else if (key == "pad") {
        std::vector<int64_t> flat;
        if (!expect(TokenKind::kLSquare, kContext)) return false;
        int64_t rows = 0;
        if (!tok_.is(TokenKind::kRSquare)) {
          do {
            std::vector<int64_t> pair;
            if (!parseIntList(pair, kContext)) return false;
            if (pair.size() != 2) return fail("expected [low, high] pairs in 'pad'");
            flat.insert(flat.end(), pair.begin(), pair.end());
            ++rows;
          } while (consumeIf(TokenKind::kComma));
        }
        if (!expect(TokenKind::kRSquare, kContext)) return false;
        if (op.attr("padding")) return fail("duplicate window attribute 'pad'");
        op.setProperty("padding", makeI64Elements(flat, {rows, 2}));
      } else if (key == "reverse") {
        std::vector<uint64_t> bits;
        if (!expect(TokenKind::kLSquare, kContext)) return false;
        if (!tok_.is(TokenKind::kRSquare)) {
          do {
            if (tok_.isKeyword("true") || tok_.isKeyword("false")) {
              bits.push_back(tok_.isKeyword("true"));
              consume();
            } else {
              int64_t v;
              if (!parseInt64(v, kContext)) return false;
              bits.push_back(v != 0);
            }
          } while (consumeIf(TokenKind::kComma));
        }
        if (!expect(TokenKind::kRSquare, kContext)) return false;
        Tensor t({static_cast<int64_t>(bits.size())}, ElementType::kI1);
        for (size_t i = 0; i < bits.size(); ++i) t.setBits(static_cast<int64_t>(i), bits[i]);
        if (op.attr("window_reversal")) return fail("duplicate window attribute 'reverse'");
        op.setProperty("window_reversal", Attribute::denseArray(std::move(t)));
      } else {
        return fail("unknown window attribute '" + key + "'");
      }
    } while (consumeIf(TokenKind::kComma));
  }
  if (!expect(TokenKind::kRBrace, kContext)) return false;
  return parseFunctionalTail(op);
}

// dot_general ::= V ',' V ',' ('batching_dims' '=' DIMS 'x' DIMS ',')?
//                 'contracting_dims' '=' DIMS 'x' DIMS (',' 'precision' '=' '[' ENUM* ']')?
//                 (',' 'algorithm' '=' '<' fields '>')? dictionary? ':' function-type
bool Parser::parseDotGeneral(Operation& op) {
  constexpr std::string_view kContext = "'stablehlo.dot_general'";
  size_t offset = tok_.offset;
  std::vector<Value*> operands;
  if (!parseOperandList(operands)) return false;
  if (operands.size() != 2)
    return failAt(offset, "expected 2 operands in " + std::string(kContext));
  for (Value* v : operands) op.addOperand(v);
  std::vector<int64_t> lb, rb, lc, rc;
  if (!expect(TokenKind::kComma, kContext)) return false;
  if (consumeKeyword("batching_dims")) {
    if (!expect(TokenKind::kEqual, kContext) || !parseIntList(lb, kContext) ||
        !expectKeyword("x", kContext) || !parseIntList(rb, kContext) ||
        !expect(TokenKind::kComma, kContext))
      return false;
  }
  if (!expectKeyword("contracting_dims", kContext) || !expect(TokenKind::kEqual, kContext) ||
      !parseIntList(lc, kContext) || !expectKeyword("x", kContext) || !parseIntList(rc, kContext))
    return false;
  op.setProperty(
      "dot_dimension_numbers",
      Attribute::structure("stablehlo.dot",
                           {{"lhs_batching_dimensions", Attribute::denseI64Array(lb)},
                            {"rhs_batching_dimensions", Attribute::denseI64Array(rb)},
                            {"lhs_contracting_dimensions", Attribute::denseI64Array(lc)},
                            {"rhs_contracting_dimensions", Attribute::denseI64Array(rc)}}));
  auto commaKeyword = [&](std::string_view keyword) {
    State s = save();
    if (consumeIf(TokenKind::kComma) && consumeKeyword(keyword)) return true;
    restore(s);
    return false;
  };
  if (commaKeyword("precision")) {
    AttrSyntax precision{
        "precision_config", AttrKind::kEnumArray, true, Placement::kDict, {}, "precision", {}};
    Attribute value;
    if (!expect(TokenKind::kEqual, kContext) || !parseKeywordValue(precision, "stablehlo", value))
      return false;
    op.setProperty("precision_config", std::move(value));
  }
  if (commaKeyword("algorithm")) {
    Attribute algorithm;
    if (!expect(TokenKind::kEqual, kContext) ||
        !parseStructAttribute("stablehlo.dot_algorithm", algorithm))
      return false;
    op.setProperty("algorithm", std::move(algorithm));
  }
  return parseFunctionalTail(op);
}

// optimization_barrier ::= dictionary? (operands ':' types | '(' ')')
bool Parser::parseOptimizationBarrier(Operation& op) {
  if (!parseOptionalAttrDict(op)) return false;
  if (consumeIf(TokenKind::kLParen)) return expect(TokenKind::kRParen, "optimization_barrier");
  std::vector<Value*> operands;
  if (!parseOperandList(operands)) return false;
  for (Value* v : operands) op.addOperand(v);
  return parseTrailingTypes(op, TypeForm::kOperandTypes, -1);
}

// scan ::= '(' operands ')' 'inits' '(' operands ')' 'dimension' '=' INT
//          ('attributes' dictionary)? region ':' function-type
bool Parser::parseScan(Operation& op) {
  constexpr std::string_view kContext = "'chlo.scan'";
  std::vector<Value*> inputs, inits;
  int64_t dimension;
  if (!expect(TokenKind::kLParen, kContext) || !parseOperandList(inputs) ||
      !expect(TokenKind::kRParen, kContext) || !expectKeyword("inits", kContext) ||
      !expect(TokenKind::kLParen, kContext) || !parseOperandList(inits) ||
      !expect(TokenKind::kRParen, kContext) || !expectKeyword("dimension", kContext) ||
      !expect(TokenKind::kEqual, kContext) || !parseInt64(dimension, kContext))
    return false;
  for (Value* v : inputs) op.addOperand(v);
  for (Value* v : inits) op.addOperand(v);
  op.setProperty("dimension", Attribute::integer(dimension));
  Tensor segments({2}, ElementType::kSI32);
  segments.setIntValue(0, static_cast<int64_t>(inputs.size()));
  segments.setIntValue(1, static_cast<int64_t>(inits.size()));
  op.setProperty("operandSegmentSizes", Attribute::denseArray(std::move(segments)));
  if (consumeKeyword("attributes") && !parseDictionary(op.attributes())) return false;
  if (!parseRegion(*op.addRegion(), nullptr, false)) return false;
  return parseTrailingTypes(op, TypeForm::kFunction, -1);
}

// top_k ::= '(' V ',' 'k' '=' INT (',' 'is_stable' '=' BOOL)? ')' dictionary? ':' T '->' results
bool Parser::parseTopK(Operation& op) {
  constexpr std::string_view kContext = "'chlo.top_k'";
  Value* operand;
  int64_t k;
  if (!expect(TokenKind::kLParen, kContext) || !parseOperandUse(operand) ||
      !expect(TokenKind::kComma, kContext) || !expectKeyword("k", kContext) ||
      !expect(TokenKind::kEqual, kContext) || !parseInt64(k, kContext))
    return false;
  op.addOperand(operand);
  op.setProperty("k", Attribute::integer(k));
  if (consumeIf(TokenKind::kComma)) {
    if (!expectKeyword("is_stable", kContext) || !expect(TokenKind::kEqual, kContext)) return false;
    if (!tok_.isKeyword("true") && !tok_.isKeyword("false"))
      return failExpected("true or false", kContext);
    op.setProperty("is_stable", Attribute::boolean(tok_.isKeyword("true")));
    consume();
  }
  if (!expect(TokenKind::kRParen, kContext) || !parseOptionalAttrDict(op)) return false;
  return parseTrailingTypes(op, TypeForm::kArrow, -1);
}

// call ::= SYMBOL '(' operands ')' dictionary? ':' function-type
bool Parser::parseCall(Operation& op) {
  constexpr std::string_view kContext = "'func.call'";
  Attribute callee;
  if (!tok_.is(TokenKind::kAtIdentifier)) return failExpected("callee", kContext);
  if (!parseSymbolRef(callee)) return false;
  op.setProperty("callee", std::move(callee));
  std::vector<Value*> operands;
  if (!expect(TokenKind::kLParen, kContext) || !parseOperandList(operands) ||
      !expect(TokenKind::kRParen, kContext))
    return false;
  for (Value* v : operands) op.addOperand(v);
  return parseFunctionalTail(op);
}

// return ::= dictionary? (operands ':' types)?
bool Parser::parseFuncReturn(Operation& op) {
  if (!parseOptionalAttrDict(op)) return false;
  std::vector<Value*> operands;
  if (!parseOperandList(operands)) return false;
  for (Value* v : operands) op.addOperand(v);
  if (operands.empty()) return true;
  return parseTrailingTypes(op, TypeForm::kOperandTypes, 0);
}

}  // namespace hlo_cts::text
