// Operations, regions, blocks, SSA names, modules and functions.
#include <algorithm>

#include "spec/text/parser_impl.h"
#include "spec/text/printer.h"

namespace hlo_cts::text {

// ---------------------------------------------------------------------------
// SSA scopes

void Parser::pushScope(bool isolated) {
  scopes_.emplace_back();
  scopes_.back().isolated = isolated;
}

void Parser::popScope() {
  scopes_.pop_back();
}

Value* Parser::lookupValue(std::string_view name, unsigned index) {
  std::string key(name);
  for (size_t i = scopes_.size(); i-- > 0;) {
    auto it = scopes_[i].values.find(key);
    if (it != scopes_[i].values.end())
      return index < it->second.size() ? it->second[index] : nullptr;
    if (scopes_[i].isolated) break;
  }
  return nullptr;
}

// Names from enclosing regions may be shadowed (a lenient choice: MLIR
// rejects it, but nothing is ambiguous); a redefinition in one region is an error.
bool Parser::defineValue(const std::string& name, std::vector<Value*> values, size_t offset) {
  if (scopes_.empty()) return failAt(offset, "value defined outside any region");
  auto [it, inserted] = scopes_.back().values.emplace(name, std::move(values));
  if (!inserted) return failAt(offset, "redefinition of SSA value '%" + name + "'");
  return true;
}

// ssa-use ::= '%' name ('#' integer)?
bool Parser::parseOperandUse(Value*& out) {
  if (!tok_.is(TokenKind::kPercentIdentifier)) return failExpected("SSA operand", "operand list");
  std::string_view name = tok_.text.substr(1);
  size_t offset = tok_.offset;
  size_t end = offset + tok_.text.size();
  consume();
  unsigned index = 0;
  if (tok_.is(TokenKind::kHashIdentifier) && tok_.offset == end) {
    std::string_view digits = tok_.text.substr(1);
    if (digits.empty() || digits.size() > 9 ||
        !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return fail("expected result number after '#'");
    index = static_cast<unsigned>(std::stoul(std::string(digits)));
    consume();
  }
  out = lookupValue(name, index);
  if (!out) {
    if (lookupValue(name, 0))
      return failAt(offset, "result number " + std::to_string(index) + " of '%" +
                                std::string(name) + "' out of range");
    return failAt(offset, "use of undeclared SSA value name '%" + std::string(name) + "'");
  }
  return true;
}

bool Parser::parseOperandList(std::vector<Value*>& out) {
  if (!tok_.is(TokenKind::kPercentIdentifier)) return true;
  do {
    if (!tok_.is(TokenKind::kPercentIdentifier)) {
      // `%a, dim = 0`: the comma belongs to the keyword that follows.
      return true;
    }
    Value* v;
    if (!parseOperandUse(v)) return false;
    out.push_back(v);
    State s = save();
    if (!consumeIf(TokenKind::kComma)) return true;
    if (!tok_.is(TokenKind::kPercentIdentifier)) {
      restore(s);
      return true;
    }
  } while (true);
}

bool Parser::checkOperandType(Value* value, const Type& type, size_t offset) {
  if (value->type == type) return true;
  return failAt(offset, "use of value '" + value->nameHint +
                            "' expects different type than prior uses: '" + printType(type) +
                            "' vs '" + printType(value->type) + "'");
}

bool Parser::checkOperandTypes(const Operation& op, const std::vector<Type>& types, size_t offset) {
  if (types.size() != op.numOperands())
    return failAt(offset, std::to_string(op.numOperands()) + " operands present, but expected " +
                              std::to_string(types.size()));
  for (size_t i = 0; i < types.size(); ++i)
    if (!checkOperandType(op.operand(i), types[i], offset)) return false;
  return true;
}

bool Parser::addResults(Operation& op, const std::vector<Type>& types) {
  for (const Type& t : types) op.addResult(t);
  return true;
}

// ---------------------------------------------------------------------------
// Operations

// operation ::= (result-def (',' result-def)* '=')? (generic-op | custom-op) trailing-loc?
// result-def ::= '%' name (':' integer)?
bool Parser::parseOperation(std::unique_ptr<Operation>& out) {
  DepthGuard guard(*this);
  if (!guard.ok()) return false;
  size_t opOffset = tok_.offset;
  std::vector<ResultDef> defs;
  if (tok_.is(TokenKind::kPercentIdentifier)) {
    do {
      if (!tok_.is(TokenKind::kPercentIdentifier)) return failExpected("result name", "operation");
      ResultDef def;
      def.name = std::string(tok_.text.substr(1));
      def.offset = tok_.offset;
      consume();
      if (consumeIf(TokenKind::kColon)) {
        int64_t count;
        size_t offset = tok_.offset;
        if (!parseInt64(count, "result group")) return false;
        if (count < 1 || count > 100000) return failAt(offset, "expected positive result count");
        def.count = static_cast<unsigned>(count);
      }
      defs.push_back(std::move(def));
    } while (consumeIf(TokenKind::kComma));
    if (!expect(TokenKind::kEqual, "operation")) return false;
  }
  size_t nameOffset = tok_.offset;
  std::unique_ptr<Operation> op;
  if (tok_.is(TokenKind::kString)) {
    std::string name;
    if (!parseStringToken(name, "operation")) return false;
    if (name.empty()) return failAt(nameOffset, "empty operation name");
    op = std::make_unique<Operation>(name);
    op->location = locationOf(opOffset);
    if (!parseGenericBody(*op)) return false;
    if (!finalizeAttributes(*op, lookupOpSyntax(name), nameOffset)) return false;
    // A module always has a body block, even when written `({})`.
    if (name == "builtin.module" && op->numRegions() == 1 && op->region(0)->empty())
      op->region(0)->addBlock();
  } else if (tok_.is(TokenKind::kBareIdentifier)) {
    std::string name(tok_.text);
    // Default dialects: `module` is builtin, dot-less names are func ops.
    if (name == "module")
      name = "builtin.module";
    else if (name.find('.') == std::string::npos)
      name = "func." + name;
    op = std::make_unique<Operation>(name);
    op->location = locationOf(opOffset);
    consume();
    const OpSyntax* syntax = lookupOpSyntax(name);
    if (tok_.is(TokenKind::kLParen) &&
        (!syntax || syntax->form == OpForm::kGeneric || syntax->form == OpForm::kConstant)) {
      // `stablehlo.constant() <{value = ..}> : () -> T`: a custom name with a generic body.
      if (!parseGenericBody(*op)) return false;
    } else if (!syntax) {
      return failAt(nameOffset, "custom op '" + name + "' is unknown");
    } else if (syntax->form == OpForm::kGeneric) {
      return failAt(nameOffset, "op '" + name + "' has no custom form; write it generically");
    } else if (!parseCustomOperation(*op, *syntax)) {
      return false;
    }
    if (!finalizeAttributes(*op, syntax, nameOffset)) return false;
  } else {
    return failExpected("operation name", "operation");
  }
  if (!parseOptionalLocation(op->locAttr)) return false;

  // Bind the result names.
  size_t declared = 0;
  for (const ResultDef& d : defs) declared += d.count;
  if (!defs.empty() && declared != op->numResults())
    return failAt(opOffset, "operation defines " + std::to_string(op->numResults()) +
                                " results but was provided " + std::to_string(declared) +
                                " to bind");
  size_t next = 0;
  for (const ResultDef& d : defs) {
    std::vector<Value*> group;
    for (unsigned i = 0; i < d.count; ++i) {
      Value* v = op->result(next++);
      v->nameHint = "%" + d.name + (d.count > 1 ? "#" + std::to_string(i) : "");
      v->location = locationOf(d.offset);
      group.push_back(v);
    }
    if (!defineValue(d.name, std::move(group), d.offset)) return false;
  }
  out = std::move(op);
  return true;
}

// generic-body ::= '(' operands ')' ('<' dictionary '>')? ('(' region (',' region)* ')')?
//                  dictionary? ':' function-type
bool Parser::parseGenericBody(Operation& op, const std::vector<Value*>* givenOperands) {
  constexpr std::string_view kContext = "generic operation";
  if (givenOperands) {
    for (Value* v : *givenOperands) op.addOperand(v);
  } else {
    if (!expect(TokenKind::kLParen, kContext)) return false;
    std::vector<Value*> operands;
    if (!tok_.is(TokenKind::kRParen)) {
      do {
        Value* v;
        if (!parseOperandUse(v)) return false;
        operands.push_back(v);
      } while (consumeIf(TokenKind::kComma));
    }
    if (!expect(TokenKind::kRParen, kContext)) return false;
    for (Value* v : operands) op.addOperand(v);
  }
  if (tok_.is(TokenKind::kLSquare)) return fail("block successors are not supported");
  if (consumeIf(TokenKind::kLess)) {
    if (!parseDictionary(op.properties()) || !expect(TokenKind::kGreater, "properties"))
      return false;
  }
  if (tok_.is(TokenKind::kLParen)) {
    consume();
    bool isolated = op.name() == "func.func" || op.name() == "builtin.module";
    do {
      Region* region = op.addRegion();
      if (!parseRegion(*region, nullptr, isolated)) return false;
    } while (consumeIf(TokenKind::kComma));
    if (!expect(TokenKind::kRParen, kContext)) return false;
  }
  if (tok_.is(TokenKind::kLBrace)) {
    std::vector<NamedAttribute> attrs;
    if (!parseDictionary(attrs)) return false;
    for (auto& a : attrs) op.attributes().push_back(std::move(a));
  }
  if (!expect(TokenKind::kColon, kContext)) return false;
  size_t typeOffset = tok_.offset;
  Type fn;
  if (!parseFunctionType(fn)) return false;
  if (!checkOperandTypes(op, fn.inputs(), typeOffset)) return false;
  return addResults(op, fn.results());
}

bool Parser::parseOptionalAttrDict(Operation& op) {
  if (!tok_.is(TokenKind::kLBrace)) return true;
  std::vector<NamedAttribute> attrs;
  if (!parseDictionary(attrs)) return false;
  for (auto& a : attrs) op.attributes().push_back(std::move(a));
  return true;
}

bool Parser::parseOptionalLocation(std::optional<Attribute>& out) {
  if (!tok_.isKeyword("loc")) return true;
  Attribute loc;
  if (!parseLocation(loc)) return false;
  out = std::move(loc);
  return true;
}

bool Parser::finalizeAttributes(Operation& op, const OpSyntax* syntax, size_t offset) {
  auto& props = op.properties();
  auto& attrs = op.attributes();
  if (syntax) {
    // Inherent attributes written in `{...}` (older producers) are properties;
    // a name given in both places is caught by the duplicate check below.
    std::vector<NamedAttribute> rest;
    for (auto& a : attrs) (syntax->attr(a.name) ? props : rest).push_back(std::move(a));
    attrs = std::move(rest);
    // Old spellings of dimension lists: dense<[..]> : tensor<Nxi64> → array<i64: ..>.
    for (auto& p : props) {
      const AttrSyntax* a = syntax->attr(p.name);
      if (!a || p.value.kind() != Attribute::Kind::kDenseElements) continue;
      const Tensor& t = p.value.tensor();
      if (a->kind == AttrKind::kDims && t.rank() <= 1 &&
          (isInteger(t.elementType()) || isBoolean(t.elementType()))) {
        if (auto list = p.value.asI64List()) p.value = Attribute::denseI64Array(*list);
      } else if (a->kind == AttrKind::kBoolArray && t.rank() <= 1 &&
                 (isBoolean(t.elementType()) || isInteger(t.elementType()))) {
        Tensor b({t.numElements()}, ElementType::kI1);
        for (int64_t i = 0; i < t.numElements(); ++i) b.setBits(i, t.bits(i) != 0);
        p.value = Attribute::denseArray(std::move(b));
      }
    }
  }
  auto byName = [](const NamedAttribute& a, const NamedAttribute& b) { return a.name < b.name; };
  std::stable_sort(props.begin(), props.end(), byName);
  std::stable_sort(attrs.begin(), attrs.end(), byName);
  for (size_t i = 1; i < props.size(); ++i)
    if (props[i].name == props[i - 1].name)
      return failAt(offset, "property '" + props[i].name + "' given twice");
  for (size_t i = 1; i < attrs.size(); ++i)
    if (attrs[i].name == attrs[i - 1].name)
      return failAt(offset, "attribute '" + attrs[i].name + "' given twice");
  return true;
}

// ---------------------------------------------------------------------------
// Regions and blocks

// block-args ::= '(' (ssa-id ':' type loc? (',' ...)*)? ')'
bool Parser::parseBlockArguments(std::vector<ArgumentDef>& out) {
  if (!expect(TokenKind::kLParen, "block argument list")) return false;
  if (consumeIf(TokenKind::kRParen)) return true;
  do {
    if (!tok_.is(TokenKind::kPercentIdentifier))
      return failExpected("SSA identifier", "block argument list");
    ArgumentDef arg;
    arg.name = std::string(tok_.text.substr(1));
    arg.offset = tok_.offset;
    consume();
    if (!expect(TokenKind::kColon, "block argument list") || !parseType(arg.type)) return false;
    if (!parseOptionalLocation(arg.loc)) return false;
    out.push_back(std::move(arg));
  } while (consumeIf(TokenKind::kComma));
  return expect(TokenKind::kRParen, "block argument list");
}

// region ::= '{' entry-block? block* '}'
// block ::= '^' name block-args? ':' operation*
bool Parser::parseRegion(Region& region, const std::vector<ArgumentDef>* entryArgs, bool isolated) {
  DepthGuard guard(*this);
  if (!guard.ok()) return false;
  if (!expect(TokenKind::kLBrace, "region")) return false;
  pushScope(isolated);
  auto defineArgs = [&](Block& block, const std::vector<ArgumentDef>& args) {
    for (const ArgumentDef& a : args) {
      Value* v = block.addArgument(a.type, a.name.empty() ? "" : "%" + a.name);
      v->location = locationOf(a.offset);
      v->locAttr = a.loc;
      if (!a.name.empty() && !defineValue(a.name, {v}, a.offset)) return false;
    }
    return true;
  };
  bool ok = [&] {
    Block* block = nullptr;
    if (entryArgs) {
      if (tok_.is(TokenKind::kCaretIdentifier))
        return fail("invalid block name in region with named arguments");
      block = region.addBlock();
      if (!defineArgs(*block, *entryArgs)) return false;
    }
    while (!tok_.is(TokenKind::kRBrace)) {
      if (tok_.is(TokenKind::kEof)) return failExpected("'}'", "region");
      if (tok_.is(TokenKind::kCaretIdentifier)) {
        std::string label(tok_.text);
        consume();
        std::vector<ArgumentDef> args;
        if (tok_.is(TokenKind::kLParen) && !parseBlockArguments(args)) return false;
        if (!expect(TokenKind::kColon, "block header")) return false;
        for (const auto& b : region.blocks())
          if (b->label == label) return fail("redefinition of block '" + label + "'");
        block = region.addBlock();
        block->label = label;
        if (!defineArgs(*block, args)) return false;
        continue;
      }
      if (!block) block = region.addBlock();
      std::unique_ptr<Operation> op;
      if (!parseOperation(op)) return false;
      block->append(std::move(op));
    }
    return true;
  }();
  popScope();
  if (!ok) return false;
  return expect(TokenKind::kRBrace, "region");
}

// ---------------------------------------------------------------------------
// Modules, functions, the top level

// module ::= 'module' symbol? ('attributes' dictionary)? region
bool Parser::parseModuleOp(Operation& op) {
  if (tok_.is(TokenKind::kAtIdentifier)) {
    Attribute name;
    if (!parseSymbolRef(name)) return false;
    op.setProperty("sym_name", Attribute::string(name.name()));
  }
  if (consumeKeyword("attributes") && !parseDictionary(op.attributes())) return false;
  if (!parseRegion(*op.addRegion(), nullptr, true)) return false;
  if (op.region(0)->empty()) op.region(0)->addBlock();
  return true;
}

// func ::= 'func.func' visibility? symbol '(' args ')' ('->' results)?
//          ('attributes' dictionary)? region?
// args ::= (ssa-id ':' type dictionary? loc? | type dictionary?) (',' ...)*
// results ::= type | '(' (type dictionary? (',' ...)*)? ')'
bool Parser::parseFuncOp(Operation& op) {
  constexpr std::string_view kContext = "function signature";
  if (tok_.isKeyword("private") || tok_.isKeyword("public") || tok_.isKeyword("nested")) {
    op.setProperty("sym_visibility", Attribute::string(std::string(tok_.text)));
    consume();
  }
  Attribute name;
  if (!tok_.is(TokenKind::kAtIdentifier)) return failExpected("function name", kContext);
  if (!parseSymbolRef(name)) return false;
  op.setProperty("sym_name", Attribute::string(name.name()));
  std::vector<ArgumentDef> args;
  std::vector<Attribute> argAttrs, resAttrs;
  std::vector<Type> inputs, results;
  bool anyArgAttrs = false, anyResAttrs = false;
  bool named = false, unnamed = false;
  if (!expect(TokenKind::kLParen, kContext)) return false;
  if (!tok_.is(TokenKind::kRParen)) {
    do {
      ArgumentDef arg;
      arg.offset = tok_.offset;
      if (tok_.is(TokenKind::kPercentIdentifier)) {
        named = true;
        arg.name = std::string(tok_.text.substr(1));
        consume();
        if (!expect(TokenKind::kColon, kContext)) return false;
      } else {
        unnamed = true;
      }
      if (named && unnamed) return fail("expected SSA identifier in " + std::string(kContext));
      if (!parseType(arg.type)) return false;
      std::vector<NamedAttribute> attrs;
      if (tok_.is(TokenKind::kLBrace) && !parseDictionary(attrs)) return false;
      anyArgAttrs = anyArgAttrs || !attrs.empty();
      argAttrs.push_back(Attribute::dictionary(std::move(attrs)));
      if (named && !parseOptionalLocation(arg.loc)) return false;
      inputs.push_back(arg.type);
      args.push_back(std::move(arg));
    } while (consumeIf(TokenKind::kComma));
  }
  if (!expect(TokenKind::kRParen, kContext)) return false;
  if (consumeIf(TokenKind::kArrow)) {
    auto parseResult = [&]() {
      Type t;
      if (!parseType(t)) return false;
      std::vector<NamedAttribute> attrs;
      if (tok_.is(TokenKind::kLBrace) && !parseDictionary(attrs)) return false;
      anyResAttrs = anyResAttrs || !attrs.empty();
      resAttrs.push_back(Attribute::dictionary(std::move(attrs)));
      results.push_back(std::move(t));
      return true;
    };
    if (consumeIf(TokenKind::kLParen)) {
      if (!tok_.is(TokenKind::kRParen)) {
        do {
          if (!parseResult()) return false;
        } while (consumeIf(TokenKind::kComma));
      }
      if (!expect(TokenKind::kRParen, kContext)) return false;
    } else {
      Type t;
      if (!parseType(t)) return false;
      results.push_back(std::move(t));
      resAttrs.push_back(Attribute::dictionary({}));
    }
  }
  op.setProperty("function_type", Attribute::type(Type::function(inputs, results)));
  if (anyArgAttrs) op.setProperty("arg_attrs", Attribute::array(std::move(argAttrs)));
  if (anyResAttrs) op.setProperty("res_attrs", Attribute::array(std::move(resAttrs)));
  if (consumeKeyword("attributes") && !parseDictionary(op.attributes())) return false;
  Region* region = op.addRegion();
  if (!tok_.is(TokenKind::kLBrace)) return true;  // a declaration
  if (unnamed) return fail("expected named arguments for a function with a body");
  return parseRegion(*region, &args, true);
}

// resources ::= '{-#' key ':' '{' dialect ':' '{' (name ':' string)* '}' '}' '#-}'
bool Parser::parseResourceTrailer(Module& module) {
  constexpr std::string_view kContext = "file metadata";
  consume();
  if (!tok_.is(TokenKind::kRBrace) && !tok_.is(TokenKind::kFileMetadataEnd)) {
    do {
      if (tok_.is(TokenKind::kFileMetadataEnd)) break;
      if (!tok_.isKeyword("dialect_resources") && !tok_.isKeyword("external_resources"))
        return failExpected("'dialect_resources'", kContext);
      bool dialect = tok_.isKeyword("dialect_resources");
      consume();
      if (!expect(TokenKind::kColon, kContext) || !expect(TokenKind::kLBrace, kContext))
        return false;
      if (!tok_.is(TokenKind::kRBrace)) {
        do {
          if (!tok_.is(TokenKind::kBareIdentifier)) return failExpected("dialect name", kContext);
          bool builtin = dialect && tok_.text == "builtin";
          if (!builtin) return fail("only builtin dialect resources are supported");
          consume();
          if (!expect(TokenKind::kColon, kContext) || !expect(TokenKind::kLBrace, kContext))
            return false;
          if (!tok_.is(TokenKind::kRBrace)) {
            do {
              std::string key;
              if (tok_.is(TokenKind::kBareIdentifier)) {
                key = std::string(tok_.text);
                consume();
              } else if (!parseStringToken(key, kContext)) {
                return false;
              }
              std::string blob;
              if (!expect(TokenKind::kColon, kContext)) return false;
              size_t blobOffset = tok_.offset;
              if (!parseStringToken(blob, kContext)) return false;
              if (blob.size() < 10 || blob.substr(0, 2) != "0x" || blob.size() % 2 != 0 ||
                  blob.find_first_not_of("0123456789abcdefABCDEF", 2) != std::string::npos)
                return failAt(blobOffset, "expected hex blob \"0x<alignment><data>\" in resource");
              for (const auto& [k, v] : module.resources)
                if (k == key) return failAt(blobOffset, "duplicate resource '" + key + "'");
              module.resources.emplace_back(std::move(key), std::move(blob));
            } while (consumeIf(TokenKind::kComma));
          }
          if (!expect(TokenKind::kRBrace, kContext)) return false;
        } while (consumeIf(TokenKind::kComma));
      }
      if (!expect(TokenKind::kRBrace, kContext)) return false;
    } while (consumeIf(TokenKind::kComma));
  }
  return expect(TokenKind::kFileMetadataEnd, kContext);
}

// file ::= (alias-def | operation | resources)*
bool Parser::parseTopLevel(Module& out) {
  prescanAliases(tok_.offset, lexer_.end());
  // Top-level ops are collected first: one explicit `module` is the module,
  // anything else is wrapped in an implicit one.
  std::vector<std::unique_ptr<Operation>> ops;
  pushScope(true);
  bool ok = [&] {
    while (!tok_.is(TokenKind::kEof)) {
      if (tok_.is(TokenKind::kHashIdentifier) || tok_.is(TokenKind::kExclamationIdentifier)) {
        if (!parseAliasDefinition(out)) return false;
      } else if (tok_.is(TokenKind::kFileMetadataBegin)) {
        if (!parseResourceTrailer(out)) return false;
      } else {
        std::unique_ptr<Operation> op;
        if (!parseOperation(op)) return false;
        ops.push_back(std::move(op));
      }
    }
    return true;
  }();
  popScope();
  if (!ok) return false;
  if (ops.size() == 1 && ops[0]->name() == "builtin.module") {
    out.op = std::move(ops[0]);
    out.implicit = false;
  } else {
    out.op = std::make_unique<Operation>("builtin.module");
    Block* block = out.op->addRegion()->addBlock();
    for (auto& op : ops) block->append(std::move(op));
    out.implicit = true;
  }
  // Every dense_resource must name a blob of this file (or the elided one).
  bool resourcesOk = true;
  walk(out.op.get(), [&](Operation* op) {
    auto check = [&](const Attribute& a) {
      if (a.kind() != Attribute::Kind::kDenseResource || a.str() == "__elided__") return;
      bool found = false;
      for (const auto& [k, v] : out.resources) found = found || k == a.str();
      if (!found && resourcesOk) {
        resourcesOk = false;
        if (!error_) error_ = makeError("unknown dense resource '" + a.str() + "'", op->location);
      }
    };
    for (const auto& p : op->properties()) check(p.value);
    for (const auto& p : op->attributes()) check(p.value);
  });
  return resourcesOk;
}

}  // namespace hlo_cts::text
