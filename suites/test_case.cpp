#include "suites/test_case.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <unordered_set>

#include "oracle/interpret.h"
#include "spec/checker/checker.h"
#include "spec/hlo/hlo_reader.h"
#include "spec/ops/attribute_views.h"
#include "spec/ops/catalogue.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"

namespace hlo_cts::suites {
namespace {

bool isCheck(const Operation& op) {
  if (op.dialect() == "check") return true;
  return op.id() == OpId::kCustomCall && customCallTarget(op).starts_with("check.");
}

// Every use of every value in `function`, nested regions included.
using Uses = std::unordered_map<const Value*, std::vector<std::pair<const Operation*, size_t>>>;
Uses collectUses(Operation* function) {
  Uses uses;
  walk(function, [&](Operation* op) {
    for (size_t i = 0; i < op->numOperands(); ++i) uses[op->operand(i)].push_back({op, i});
  });
  return uses;
}

// The constants a function returns, when its body is nothing but constants
// and a return (the exported tests' @inputs / @expected).
std::optional<std::vector<Tensor>> constantResults(const FunctionView& function) {
  Block* body = function.body();
  if (!body || !function.functionType().inputs().empty()) return std::nullopt;
  std::unordered_map<const Value*, Tensor> values;
  for (const auto& op : body->operations()) {
    if (op->id() == OpId::kConstant) {
      Result<const Attribute*> valueAttr = ops::valueAttr(*op);
      const Attribute* value = valueAttr.ok() ? *valueAttr : nullptr;
      if (!value || value->kind() != Attribute::Kind::kDenseElements) return std::nullopt;
      values.emplace(op->result(0), value->tensor());
    } else if (op->id() == OpId::kFuncReturn) {
      std::vector<Tensor> results;
      for (const Value* v : op->operands()) {
        auto it = values.find(v);
        if (it == values.end()) return std::nullopt;
        results.push_back(it->second);
      }
      return results;
    } else {
      return std::nullopt;
    }
  }
  return std::nullopt;
}

// Symbols an attribute refers to (callees, run_parallel's programs, ...).
void collectSymbols(const Attribute& attribute, std::vector<std::string>& out) {
  switch (attribute.kind()) {
    case Attribute::Kind::kSymbol:
      out.push_back(attribute.name());
      break;
    case Attribute::Kind::kArray:
      for (const Attribute& a : attribute.elements()) collectSymbols(a, out);
      break;
    case Attribute::Kind::kDictionary:
    case Attribute::Kind::kStruct:
      for (const NamedAttribute& a : attribute.entries()) collectSymbols(a.value, out);
      break;
    default:
      break;
  }
}

std::vector<std::string> referencedSymbols(Operation* root) {
  std::vector<std::string> symbols;
  walk(root, [&](Operation* op) {
    for (const NamedAttribute& a : op->properties()) collectSymbols(a.value, symbols);
    for (const NamedAttribute& a : op->attributes()) collectSymbols(a.value, symbols);
  });
  return symbols;
}

}  // namespace

Attribute testMetaAttribute(const TestMeta& meta) {
  std::vector<NamedAttribute> entries;
  auto text = [&](const char* name, const std::string& value) {
    if (!value.empty()) entries.push_back({name, Attribute::string(value)});
  };
  auto list = [&](const char* name, const std::vector<std::string>& values) {
    if (values.empty()) return;
    std::vector<Attribute> items;
    for (const std::string& value : values) items.push_back(Attribute::string(value));
    entries.push_back({name, Attribute::array(std::move(items))});
  };
  text("kind", meta.kind);
  text("op", meta.op);
  text("source", meta.source);
  list("features", meta.features);
  list("clauses", meta.clauses);
  return Attribute::dictionary(std::move(entries));
}

Result<TestMeta> readTestMeta(const Operation& function) {
  TestMeta meta;
  const Attribute* attr = function.attr(kTestMetaAttribute);
  if (!attr) return meta;
  auto invalid = [&](std::string_view what) {
    return makeError(fmt::format("{} {}", kTestMetaAttribute, what), function.location);
  };
  if (attr->kind() != Attribute::Kind::kDictionary)
    return invalid("must be a dictionary {kind = \"...\", op = \"...\", ...}");
  for (const NamedAttribute& entry : attr->entries()) {
    const Attribute& value = entry.value;
    if (entry.name == "kind" || entry.name == "op" || entry.name == "source") {
      if (value.kind() != Attribute::Kind::kString)
        return invalid(fmt::format("field '{}' must be a string", entry.name));
      std::string& field = entry.name == "kind" ? meta.kind
                           : entry.name == "op" ? meta.op
                                                : meta.source;
      field = value.str();
    } else if (entry.name == "features" || entry.name == "clauses") {
      std::vector<std::string>& list = entry.name == "features" ? meta.features : meta.clauses;
      if (value.kind() != Attribute::Kind::kArray)
        return invalid(fmt::format("field '{}' must be an array of strings", entry.name));
      for (const Attribute& item : value.elements()) {
        if (item.kind() != Attribute::Kind::kString)
          return invalid(fmt::format("field '{}' must be an array of strings", entry.name));
        list.push_back(item.str());
      }
    } else {
      return invalid(fmt::format(
          "has an unknown field '{}' (known: kind, op, source, features, clauses)", entry.name));
    }
  }
  if (meta.op.empty()) {
    if (!meta.clauses.empty()) return invalid("lists clauses but names no op");
    return meta;
  }
  const ops::OpDef* def = ops::lookupOp(meta.op);
  if (!def)
    return invalid(fmt::format("names op '{}', which the catalogue does not define", meta.op));
  for (const std::string& clause : meta.clauses)
    if (!def->constraint(clause))
      return invalid(fmt::format("names clause {} that {} does not have", clause, meta.op));
  return meta;
}

std::unique_ptr<Module> emptyModuleLike(const Module& source) {
  auto module = std::make_unique<Module>();
  module->op = std::make_unique<Operation>("builtin.module");
  module->op->attributes() = source.op->attributes();
  module->op->properties() = source.op->properties();
  module->op->addRegion()->addBlock();
  module->attributeAliases = source.attributeAliases;
  module->typeAliases = source.typeAliases;
  module->resources = source.resources;
  return module;
}

namespace {

// The builder of one test's program.
class Extraction {
 public:
  Extraction(const Module& source, const FunctionView& function, const ExtractOptions& options)
      : source_(source), function_(function), options_(options), uses_(collectUses(function.op)) {}

  Result<TestCase> run(const std::string& file) {
    TestCase test;
    test.file = file;
    test.function = function_.name();
    test.id = fmt::format("{}::{}", file, test.function);
    test.location = function_.op->location;
    Result<TestMeta> meta = readTestMeta(*function_.op);
    if (!meta.ok()) return meta.takeError();
    test.meta = std::move(*meta);

    auto main = std::make_unique<Operation>("func.func");
    main->location = function_.op->location;
    Block* body = main->addRegion()->addBlock();
    std::vector<Type> inputTypes;
    std::vector<Value*> outputs;
    // Source values the test gives rather than computes (arguments,
    // constants, expected values): never outputs.
    std::unordered_set<const Value*> given;
    auto addInput = [&](const Value* source, const Tensor& value) {
      Value* argument = body->addArgument(source->type);
      mapping_[source] = argument;
      inputTypes.push_back(source->type);
      given.insert(source);
      test.inputs.push_back(value);
    };
    auto addOutput = [&](const Value* source, std::string origin, SourceLocation location) {
      if (given.count(source)) return;
      auto it = mapping_.find(source);
      if (it == mapping_.end()) return;
      if (std::find(outputs.begin(), outputs.end(), it->second) != outputs.end()) return;
      if (!source->type.isTensor()) return;  // tokens and tuples are not compared
      outputs.push_back(it->second);
      test.outputs.push_back({std::move(origin), std::move(location)});
    };

    // A test of stablehlo.constant itself keeps its constants, as outputs:
    // lifted into arguments, they would leave the backend a bare return.
    const bool constantUnderTest = test.meta.op == "stablehlo.constant";
    // An exported test names its inputs (what @inputs returns); its other
    // constants are the program's own, which a compiler may fold, and a
    // failure of that folding must reproduce from the file as written.
    const bool liftConstants =
        options_.constantsAsArguments && !constantUnderTest && !declaresInputs();
    for (const auto& op_ptr : function_.body()->operations()) {
      const Operation& op = *op_ptr;
      if (op.id() == OpId::kConstant) {
        const Value* result = op.result(0);
        if (onlyChecked(result)) {
          given.insert(result);
          continue;
        }
        if (!constantUnderTest) given.insert(result);
        Result<const Attribute*> valueAttr = ops::valueAttr(op);
        const Attribute* value = valueAttr.ok() ? *valueAttr : nullptr;
        if (liftConstants && liftable(result) && value &&
            value->kind() == Attribute::Kind::kDenseElements) {
          addInput(result, value->tensor());
          continue;
        }
        // Otherwise it stays a constant: cloned below.
      }
      if (op.id() == OpId::kFuncCall && op.numOperands() == 0) {
        if (std::optional<std::vector<Tensor>> values = calleeConstants(op)) {
          for (size_t i = 0; i < op.numResults(); ++i) {
            const Value* result = op.result(i);
            given.insert(result);
            if (onlyChecked(result)) continue;
            if (options_.constantsAsArguments && liftable(result))
              addInput(result, (*values)[i]);
            else
              body->append(constantOp((*values)[i], result));
          }
          continue;
        }
      }
      if (op.id() == OpId::kInterpreterProbe) {
        // A probe records its operand for expect_serialized_eq and returns it.
        auto it = mapping_.find(op.operand(0));
        if (it != mapping_.end()) mapping_[op.result(0)] = it->second;
        if (given.count(op.operand(0))) given.insert(op.result(0));
        continue;
      }
      if (op.id() == OpId::kInterpreterPrint) continue;
      if (isCheck(op)) {
        for (size_t i = 0; i < op.numOperands(); ++i)
          addOutput(op.operand(i), fmt::format("{} operand {}", checkName(op), i), op.location);
        continue;
      }
      if (op.id() == OpId::kFuncReturn) {
        for (size_t i = 0; i < op.numOperands(); ++i)
          addOutput(op.operand(i), fmt::format("result {}", i), op.location);
        continue;
      }
      body->append(cloneOperation(op, mapping_));
    }

    std::vector<Type> outputTypes;
    auto ret = std::make_unique<Operation>("func.return");
    ret->location = function_.body()->terminator() ? function_.body()->terminator()->location
                                                   : function_.op->location;
    for (Value* v : outputs) {
      ret->addOperand(v);
      outputTypes.push_back(v->type);
    }
    body->append(std::move(ret));

    std::unique_ptr<Module> program = emptyModuleLike(source_);
    test.entry = freshEntryName();
    main->setProperty("sym_name", Attribute::string(test.entry));
    main->setProperty("function_type", Attribute::type(Type::function(inputTypes, outputTypes)));
    Operation* mainOp = program->body()->append(std::move(main));
    copyReachableFunctions(mainOp, *program);

    checker::Verification verification = checker::verify(*program);
    if (!verification.ok())
      return makeError(fmt::format("{}: the program extracted from @{} does not verify (a bug of "
                                   "hlo-cts's extraction): {}",
                                   test.id, test.function, verification.firstError().str()),
                       test.location);
    test.programText = printModule(*program);
    test.verifiedProgram = verification.verified;
    test.program = std::move(program);
    return test;
  }

 private:
  static std::string checkName(const Operation& op) {
    return op.id() == OpId::kCustomCall ? "custom_call @" + customCallTarget(op) : op.name();
  }

  // Whether a top-level value may become an argument: no use needs it as a
  // constant.
  bool liftable(const Value* value) const {
    auto it = uses_.find(value);
    if (it == uses_.end()) return true;
    for (const auto& [user, index] : it->second)
      if (ops::isConstantOperand(*user, index)) return false;
    return true;
  }

  // Used by nothing but assertions (as their expected operand): the file's
  // own expected value, not part of the program.
  bool onlyChecked(const Value* value) const {
    auto it = uses_.find(value);
    if (it == uses_.end() || it->second.empty()) return false;
    for (const auto& [user, index] : it->second)
      if (!isCheck(*user) || index == 0) return false;
    return true;
  }

  // Whether the test function calls a constant-only function for values
  // it computes on (the exported tests' @inputs), not only to assert with;
  // a call without results says the test has none.
  bool declaresInputs() const {
    for (const auto& op : function_.body()->operations()) {
      if (op->id() != OpId::kFuncCall || op->numOperands() != 0 || !calleeConstants(*op)) continue;
      if (op->numResults() == 0) return true;
      for (size_t i = 0; i < op->numResults(); ++i)
        if (!onlyChecked(op->result(i))) return true;
    }
    return false;
  }

  std::optional<std::vector<Tensor>> calleeConstants(const Operation& call) const {
    Result<std::string> callee = ops::callee(call);
    if (!callee.ok()) return std::nullopt;
    std::optional<FunctionView> f = source_.lookupFunction(*callee);
    if (!f) return std::nullopt;
    std::optional<std::vector<Tensor>> values = constantResults(*f);
    if (!values || values->size() != call.numResults()) return std::nullopt;
    return values;
  }

  std::unique_ptr<Operation> constantOp(const Tensor& value, const Value* source) {
    auto op = std::make_unique<Operation>("stablehlo.constant");
    op->setProperty("value", Attribute::denseElements(value, source->type));
    mapping_[source] = op->addResult(source->type);
    return op;
  }

  std::string freshEntryName() const {
    std::string name = "main";
    for (int n = 0;; ++n) {
      bool taken = false;
      for (const FunctionView& f : source_.functions())
        if (f.op != function_.op && f.name() == name) taken = true;
      if (!taken) return name;
      name = fmt::format("main_{}", n);
    }
  }

  // The source's functions that `root` refers to, transitively.
  void copyReachableFunctions(Operation* root, Module& program) const {
    std::set<std::string> copied;
    std::vector<Operation*> pending = {root};
    while (!pending.empty()) {
      Operation* op = pending.back();
      pending.pop_back();
      for (const std::string& symbol : referencedSymbols(op)) {
        if (copied.count(symbol)) continue;
        std::optional<FunctionView> f = source_.lookupFunction(symbol);
        if (!f || f->op == function_.op) continue;
        copied.insert(symbol);
        ValueMap mapping;
        pending.push_back(program.body()->append(cloneOperation(*f->op, mapping)));
      }
    }
  }

  const Module& source_;
  const FunctionView& function_;
  const ExtractOptions& options_;
  Uses uses_;
  ValueMap mapping_;
};

Result<TestCase> extractVerified(std::shared_ptr<const Module> source,
                                 const checker::VerifiedModule& verified,
                                 const FunctionView& function, const std::string& file,
                                 const ExtractOptions& options) {
  Result<TestCase> test = Extraction(*source, function, options).run(file);
  if (!test.ok()) return test;
  test->verifiedSource = verified;
  test->source = std::move(source);
  return test;
}

}  // namespace

Result<TestCase> extractTest(std::shared_ptr<const Module> source, const FunctionView& function,
                             const std::string& file, const ExtractOptions& options) {
  checker::Verification verification = checker::verify(*source);
  if (!verification.ok()) return verification.firstError();
  return extractVerified(std::move(source), *verification.verified, function, file, options);
}

Result<std::vector<TestCase>> extractTests(std::string_view text, const std::string& file,
                                           const ExtractOptions& options) {
  Result<std::vector<Module>> modules = parseProgramFile(text, file);
  if (!modules.ok()) return modules.takeError();
  std::vector<TestCase> tests;
  std::set<std::string> ids;
  auto uniqueId = [&](std::string id) {
    std::string unique = id;
    for (int n = 2; ids.count(unique); ++n) unique = fmt::format("{}~{}", id, n);
    ids.insert(unique);
    return unique;
  };
  const size_t splits = modules->size();
  // An HLO file is one module whatever its text holds.
  std::vector<std::string_view> texts = sourceSplits(text);
  if (texts.size() != splits) texts.assign(splits, std::string_view());
  for (size_t split = 0; split < splits; ++split) {
    const std::optional<ops::SpecVersion> named = checker::splitSpecVersion(texts[split]);
    if (named && options.specVersion && *named != *options.specVersion) continue;
    auto module = std::make_shared<Module>(std::move((*modules)[split]));
    checker::CheckOptions check;
    check.specVersion = named.value_or(options.specVersion.value_or(ops::SpecVersion::kCurrent));
    checker::Verification verification = checker::verify(*module, check);
    if (!verification.ok()) {
      TestCase test;
      test.file = file;
      test.negative = true;
      test.violation = verification.firstError();
      test.location = test.violation.location;
      test.function = fmt::format("split-{}", split + 1);
      test.id = uniqueId(fmt::format("{}::{}", file, test.function));
      test.programText = printModule(*module);
      test.program = module;
      test.source = module;
      tests.push_back(std::move(test));
      continue;
    }
    for (const FunctionView& function : module->functions()) {
      if (!oracle::isTestFunction(function)) continue;
      Result<TestCase> test =
          extractVerified(module, *verification.verified, function, file, options);
      if (!test.ok()) return test.takeError();
      test->id = uniqueId(test->id);
      tests.push_back(std::move(*test));
    }
  }
  return tests;
}

}  // namespace hlo_cts::suites
