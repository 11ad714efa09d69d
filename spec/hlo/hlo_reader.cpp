#include "spec/hlo/hlo_reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "spec/checker/checker.h"
#include "spec/hlo/hlo_reader_impl.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"

namespace hlo_cts {
namespace hlo {
namespace {

constexpr size_t kMaxRegionDepth = 64;
// Computations are inlined at every use, so nested uses multiply: the
// StableHLO text they expand to is capped.
constexpr size_t kMaxGeneratedBytes = size_t{32} << 20;

std::string typeList(const std::vector<Type>& types) {
  std::vector<std::string> parts;
  for (const Type& type : types) parts.push_back(printType(type));
  return fmt::format("{}", fmt::join(parts, ", "));
}

int64_t parameterNumber(const HloInstruction& instruction) {
  if (instruction.operands.size() != 1) return -1;
  const std::string& text = instruction.operands[0];
  if (text.empty() || text.size() > 9) return -1;
  int64_t n = 0;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

// Binds each parameter(N) of `computation` to params[N].
Status bindParameters(const HloComputation& computation, const std::vector<Rep>& params,
                      Scope& scope) {
  for (const HloInstruction& instruction : computation.instructions) {
    if (instruction.opcode != "parameter") continue;
    int64_t n = parameterNumber(instruction);
    if (n < 0 || n >= static_cast<int64_t>(params.size()))
      return makeError(fmt::format("parameter number of '{}' is not in [0, {})", instruction.name,
                                   params.size()),
                       instruction.location, DiagnosticKind::kSyntax);
    if (params[n].type != instruction.shape)
      return makeError(
          fmt::format("parameter '{}' has shape {}, its use passes {}", instruction.name,
                      printType(instruction.shape), printType(params[n].type)),
          instruction.location, DiagnosticKind::kSyntax);
    scope[instruction.name] = params[n];
  }
  return Status::success();
}

// The parameter shapes of a computation, by number.
Result<std::vector<Type>> parameterTypes(const HloComputation& computation) {
  std::map<int64_t, Type> byNumber;
  for (const HloInstruction& instruction : computation.instructions) {
    if (instruction.opcode != "parameter") continue;
    int64_t n = parameterNumber(instruction);
    if (n < 0 || byNumber.count(n))
      return makeError(fmt::format("bad or repeated parameter number in '{}'", instruction.name),
                       instruction.location, DiagnosticKind::kSyntax);
    byNumber[n] = instruction.shape;
  }
  std::vector<Type> types;
  for (const auto& [n, type] : byNumber) {
    if (n != static_cast<int64_t>(types.size()))
      return makeError(
          fmt::format("computation '{}' lacks parameter({})", computation.name, types.size()),
          computation.location, DiagnosticKind::kSyntax);
    types.push_back(type);
  }
  return types;
}

// XLA numbers every name it makes unique (`main.9`); the ENTRY function
// takes the name without that suffix (`main`).
std::string entryName(std::string_view name) {
  size_t dot = name.rfind('.');
  if (dot == std::string_view::npos || dot == 0 || dot + 1 == name.size()) return std::string(name);
  for (char c : name.substr(dot + 1))
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::string(name);
  return std::string(name.substr(0, dot));
}

Rep scalarRep(std::string value, Type type) {
  Rep rep;
  rep.value = std::move(value);
  rep.type = std::move(type);
  return rep;
}

}  // namespace

std::string symbolRef(std::string_view name) {
  bool bare =
      !name.empty() && (std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_');
  for (char c : name)
    bare &= std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$';
  return bare ? fmt::format("@{}", name) : fmt::format("@\"{}\"", name);
}

std::vector<Type> functionResults(const HloComputation& computation) {
  return leafTypes(computation.root()->shape);
}

Reader::Reader(const HloModuleSyntax& module, std::string file)
    : module_(module), file_(std::move(file)) {
  for (const HloComputation& computation : module.computations)
    byName_.emplace(computation.name, &computation);
}

const HloComputation* Reader::lookup(std::string_view name) const {
  if (!name.empty() && name.front() == '%') name.remove_prefix(1);
  auto it = byName_.find(name);
  return it == byName_.end() ? nullptr : it->second;
}

Result<const HloComputation*> Reader::computation(const HloInstruction& instruction,
                                                  std::string_view key) {
  const HloAttribute* attribute = instruction.attribute(key);
  if (!attribute)
    return makeError(fmt::format("expected '{}=' on {}", key, instruction.opcode),
                     instruction.location, DiagnosticKind::kSyntax);
  const HloComputation* found = lookup(attribute->value);
  if (!found)
    return makeError(fmt::format("unknown computation '{}'", attribute->value), attribute->location,
                     DiagnosticKind::kSyntax);
  return found;
}

std::string Reader::fresh() {
  return fmt::format("%v{}", counter_++);
}

void Reader::line(std::string text, const SourceLocation& where) {
  out_ += text;
  out_ += '\n';
  lineOrigins_.push_back(where);
}

Result<std::string> Reader::use(Rep& rep, const SourceLocation& where) {
  if (!rep.list || !rep.value.empty()) return rep.value;
  OpText tuple{"stablehlo.tuple", rep.elements, {}, {}, {rep.type}, false, {}};
  Result<Rep> made = emit(std::move(tuple), where);
  if (!made.ok()) return made.takeError();
  rep.value = made->value;
  return rep.value;
}

Result<std::vector<Rep>> Reader::flatten(Rep rep, const SourceLocation& where) {
  if (rep.list) return rep.elements;
  if (!rep.type.isTuple()) return std::vector<Rep>{rep};
  std::vector<Rep> elements;
  for (size_t i = 0; i < rep.type.elements().size(); ++i) {
    OpText get{"stablehlo.get_tuple_element",
               {rep},
               {fmt::format("index = {} : i32", i)},
               {},
               {rep.type.elements()[i]},
               false,
               {}};
    Result<Rep> element = emit(std::move(get), where);
    if (!element.ok()) return element.takeError();
    elements.push_back(std::move(*element));
  }
  return elements;
}

Result<std::vector<Rep>> Reader::leaves(Rep rep, const SourceLocation& where) {
  if (!rep.list && !rep.type.isTuple()) return std::vector<Rep>{rep};
  Result<std::vector<Rep>> elements = flatten(std::move(rep), where);
  if (!elements.ok()) return elements;
  std::vector<Rep> out;
  for (Rep& element : *elements) {
    Result<std::vector<Rep>> inner = leaves(std::move(element), where);
    if (!inner.ok()) return inner;
    for (Rep& leaf : *inner) out.push_back(std::move(leaf));
  }
  return out;
}

const HloInstruction* Reader::instructionNamed(std::string_view name) const {
  if (!name.empty() && name.front() == '%') name.remove_prefix(1);
  if (current_)
    for (const HloInstruction& instruction : current_->instructions)
      if (instruction.name == name) return &instruction;
  return nullptr;
}

std::vector<Type> leafTypes(const Type& type) {
  if (!type.isTuple()) return {type};
  std::vector<Type> out;
  for (const Type& element : type.elements())
    for (Type& leaf : leafTypes(element)) out.push_back(std::move(leaf));
  return out;
}

Rep nestLeaves(const Type& type, const std::vector<Rep>& leaves, size_t& next) {
  if (!type.isTuple()) return next < leaves.size() ? leaves[next++] : Rep{};
  Rep list;
  list.list = true;
  list.type = type;
  for (const Type& element : type.elements())
    list.elements.push_back(nestLeaves(element, leaves, next));
  return list;
}

Result<Rep> Reader::operand(const HloInstruction& instruction, size_t index, Scope& scope) {
  if (index >= instruction.operands.size())
    return makeError(fmt::format("{} needs operand {}", instruction.opcode, index + 1),
                     instruction.location, DiagnosticKind::kSyntax);
  auto it = scope.find(instruction.operands[index]);
  if (it == scope.end())
    return makeError(fmt::format("unknown operand '{}' (operands must be defined before use in "
                                 "the same computation)",
                                 instruction.operands[index]),
                     instruction.location, DiagnosticKind::kSyntax);
  return it->second;
}

Result<Rep> Reader::emit(OpText op, const SourceLocation& where) {
  std::vector<std::string> names;
  std::vector<Type> operandTypes;
  for (Rep& rep : op.operands) {
    Result<std::string> name = use(rep, where);
    if (!name.ok()) return name.takeError();
    names.push_back(std::move(*name));
    operandTypes.push_back(rep.type);
  }
  std::string result = op.results.empty() ? "" : fresh();
  std::string head = result.empty()           ? ""
                     : op.results.size() == 1 ? result + " = "
                                              : fmt::format("{}:{} = ", result, op.results.size());
  head += fmt::format("\"{}\"({})", op.name, fmt::join(names, ", "));
  if (!op.properties.empty()) head += fmt::format(" <{{{}}}>", fmt::join(op.properties, ", "));
  std::string signature =
      fmt::format(" : ({}) -> ({})", typeList(operandTypes), typeList(op.results));
  std::string attributes = op.attributes.empty() ? "" : " {" + op.attributes + "}";
  if (op.regions.empty()) {
    line(head + attributes + signature, where);
  } else {
    line(head + " (", where);
    for (size_t i = 0; i < op.regions.size(); ++i) {
      if (i) line(",", where);
      if (Status region = emitRegion(op.regions[i], where); !region.ok()) return region.takeError();
    }
    line(")" + attributes + signature, where);
  }
  if (op.results.size() == 1 && !op.resultList) return scalarRep(result, op.results[0]);
  Rep list;
  list.list = true;
  list.type = Type::tuple(op.results);
  for (size_t i = 0; i < op.results.size(); ++i)
    list.elements.push_back(scalarRep(fmt::format("{}#{}", result, i), op.results[i]));
  if (op.results.size() == 1) list.elements[0].value = result;
  return list;
}

Status Reader::enter(const HloComputation& computation) {
  for (const std::string& name : stack_)
    if (name == computation.name)
      return makeError(fmt::format("computation '{}' refers to itself", computation.name),
                       computation.location, DiagnosticKind::kSyntax);
  if (out_.size() > kMaxGeneratedBytes)
    return makeError("the computations expand to too large a program", computation.location,
                     DiagnosticKind::kLimit);
  if (stack_.size() >= kMaxRegionDepth)
    return makeError("computations nest too deep", computation.location, DiagnosticKind::kLimit);
  stack_.push_back(computation.name);
  return Status::success();
}

Result<Rep> Reader::emitBody(const HloComputation& computation, Scope& scope) {
  const HloComputation* outer = current_;
  current_ = &computation;
  Result<Rep> root = readBody(computation, scope);
  current_ = outer;
  return root;
}

Result<Rep> Reader::readBody(const HloComputation& computation, Scope& scope) {
  // A tuple only grouping values for a while, a conditional, an
  // opt-barrier or the ROOT (as the writer prints those) stands for its
  // elements; any other tuple (taken apart, passed on, unused) is a real
  // stablehlo.tuple.
  std::set<std::string, std::less<>> grouping{computation.root()->name}, otherUses;
  for (const HloInstruction& instruction : computation.instructions)
    for (size_t i = 0; i < instruction.operands.size(); ++i) {
      bool groups = instruction.opcode == "while" || instruction.opcode == "opt-barrier" ||
                    (instruction.opcode == "conditional" && i > 0);
      (groups ? grouping : otherUses).insert(instruction.operands[i]);
    }
  for (const HloInstruction& instruction : computation.instructions) {
    if (instruction.opcode == "parameter") continue;
    if (scope.count(instruction.name))
      return makeError(fmt::format("instruction name '{}' is defined twice", instruction.name),
                       instruction.location, DiagnosticKind::kSyntax);
    Result<Rep> rep = readInstruction(*this, instruction, scope);
    if (!rep.ok()) return rep;
    if (instruction.opcode == "tuple" &&
        (!grouping.count(instruction.name) || otherUses.count(instruction.name))) {
      Result<std::string> tuple = use(*rep, instruction.location);
      if (!tuple.ok()) return tuple.takeError();
      rep->list = false;
      rep->elements.clear();
    }
    if (rep->type != instruction.shape)
      return makeError(
          fmt::format("{} reads as a value of type {}, the shape says {}", instruction.opcode,
                      printType(rep->type), printType(instruction.shape)),
          instruction.location, DiagnosticKind::kSyntax);
    scope[instruction.name] = std::move(*rep);
  }
  return scope.at(computation.root()->name);
}

Status Reader::emitReturn(const HloComputation& computation, Rep root, std::string_view op) {
  const SourceLocation& where = computation.root()->location;
  std::vector<Rep> values{root};
  if (root.type.isTuple() || root.list) {
    // A function or region returns a tuple ROOT's leaves: StableHLO's
    // programs take their results apart (and regions return no tuples).
    Result<std::vector<Rep>> flat = leaves(std::move(root), where);
    if (!flat.ok()) return flat.takeError();
    values = std::move(*flat);
  }
  OpText ret{std::string(op), std::move(values), {}, {}, {}, false, {}};
  Result<Rep> emitted = emit(std::move(ret), where);
  return emitted.ok() ? Status::success() : Status(emitted.takeError());
}

Status Reader::emitRegion(const RegionSpec& spec, const SourceLocation& where) {
  const HloComputation& computation = *spec.computation;
  if (Status entered = enter(computation); !entered.ok()) return entered;
  Scope scope;
  std::vector<Rep> params = spec.substitutes;
  if (spec.params != RegionSpec::Params::kSubstituted) {
    Result<std::vector<Type>> types = parameterTypes(computation);
    if (!types.ok()) return types.takeError();
    std::vector<Type> argTypes = *types;
    bool tupled = spec.params == RegionSpec::Params::kTupleOfBlockArguments;
    if (tupled && (types->size() != 1 || !(*types)[0].isTuple()))
      return makeError(
          fmt::format("computation '{}' must take one tuple parameter", computation.name),
          computation.location, DiagnosticKind::kSyntax);
    if (tupled) argTypes = leafTypes((*types)[0]);
    std::vector<std::string> args;
    std::vector<Rep> argReps;
    for (const Type& type : argTypes) {
      std::string name = fresh();
      args.push_back(fmt::format("{}: {}", name, printType(type)));
      argReps.push_back(scalarRep(name, type));
    }
    params = argReps;
    if (tupled) {
      size_t next = 0;
      params = {nestLeaves((*types)[0], argReps, next)};
    }
    line("{", where);
    line(args.empty() ? std::string("^bb0:") : fmt::format("^bb0({}):", fmt::join(args, ", ")),
         computation.location);
  } else {
    line("{", where);
  }
  if (Status bound = bindParameters(computation, params, scope); !bound.ok()) return bound;
  Result<Rep> root = emitBody(computation, scope);
  if (!root.ok()) return root.takeError();
  if (Status ret = emitReturn(computation, *root, "stablehlo.return"); !ret.ok()) return ret;
  line("}", where);
  stack_.pop_back();
  return Status::success();
}

Status Reader::emitFunction(const HloComputation& computation) {
  Result<std::vector<Type>> types = parameterTypes(computation);
  if (!types.ok()) return types.takeError();
  if (Status entered = enter(computation); !entered.ok()) return entered;
  std::vector<std::string> args;
  std::vector<Rep> params;
  for (const Type& type : *types) {
    std::string name = fresh();
    args.push_back(fmt::format("{}: {}", name, printType(type)));
    params.push_back(scalarRep(name, type));
  }
  std::vector<Type> results = functionResults(computation);
  line(fmt::format("func.func {}{}({}){} {{", computation.isEntry ? "" : "private ",
                   symbolRef(computation.isEntry ? entryName(computation.name) : computation.name),
                   fmt::join(args, ", "),
                   results.empty() ? "" : fmt::format(" -> ({})", typeList(results))),
       computation.location);
  Scope scope;
  if (Status bound = bindParameters(computation, params, scope); !bound.ok()) return bound;
  Result<Rep> root = emitBody(computation, scope);
  if (!root.ok()) return root.takeError();
  if (Status ret = emitReturn(computation, *root, "func.return"); !ret.ok()) return ret;
  line("}", computation.location);
  stack_.pop_back();
  return Status::success();
}

Result<std::string> Reader::run() {
  std::set<std::string, std::less<>> regions, called;
  size_t entries = 0;
  for (const HloComputation& computation : module_.computations) {
    entries += computation.isEntry;
    for (const HloInstruction& instruction : computation.instructions)
      for (const HloAttribute& attribute : instruction.attributes) {
        bool isCall = namesCalledComputation(instruction.opcode, attribute.key);
        // A value naming computations: `name` or `{name, name}` (branch_computations).
        std::string_view value = attribute.value;
        if (value.size() >= 2 && value.front() == '{') value = value.substr(1, value.size() - 2);
        while (!value.empty()) {
          size_t comma = value.find(',');
          std::string_view name = value.substr(0, comma);
          while (!name.empty() && (name.front() == ' ' || name.front() == '%'))
            name.remove_prefix(1);
          while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
          if (byName_.count(name)) (isCall ? called : regions).insert(std::string(name));
          value = comma == std::string_view::npos ? std::string_view() : value.substr(comma + 1);
        }
      }
  }
  if (entries != 1)
    return makeError(fmt::format("expected one ENTRY computation, found {}", entries),
                     SourceLocation{file_, 1, 1}, DiagnosticKind::kSyntax);
  // The writer names an unnamed module `module`; that name reads back as none.
  bool named = !module_.name.empty() && module_.name != "module";
  line(named ? fmt::format("module {} {{", symbolRef(module_.name)) : std::string("module {"),
       SourceLocation{file_, 1, 1});
  for (const HloComputation& computation : module_.computations) {
    bool isFunction =
        computation.isEntry || called.count(computation.name) || !regions.count(computation.name);
    if (!isFunction) continue;
    if (Status function = emitFunction(computation); !function.ok()) return function.takeError();
  }
  line("}", SourceLocation{file_, 1, 1});
  return out_;
}

}  // namespace hlo

bool isHloProgram(std::string_view text, std::string_view file) {
  return (file.size() >= 4 && file.substr(file.size() - 4) == ".hlo") ||
         hlo::looksLikeHloText(text);
}

Result<Module> parseHloModule(std::string_view text, const std::string& file) {
  Result<hlo::HloModuleSyntax> syntax = hlo::parseHloSyntax(text, file);
  if (!syntax.ok()) return syntax.takeError();
  hlo::Reader reader(*syntax, file);
  Result<std::string> generated = reader.run();
  if (!generated.ok()) return generated.takeError();
  const std::vector<SourceLocation>& origins = reader.lineOrigins();
  auto origin = [&](const SourceLocation& at) {
    return at.line >= 1 && static_cast<size_t>(at.line) <= origins.size()
               ? origins[at.line - 1]
               : SourceLocation{file, 1, 1};
  };
  Result<Module> module = parseModule(*generated, file);
  if (!module.ok()) {
    Diagnostic error = module.takeError();
    error.location = origin(error.location);
    error.message = "in the StableHLO this HLO reads as: " + error.message;
    return error;
  }
  walk(module->op.get(), [&](Operation* op) {
    op->location = origin(op->location);
    for (const auto& result : op->results()) result->location = op->location;
  });
  // What the reader returns is valid StableHLO: a program the checker
  // refuses is the HLO's own error (or a reading this reader lacks), said at
  // the instruction it comes from, never an invalid module passed on.
  for (Diagnostic& finding : checker::checkModule(*module)) {
    if (finding.severity != Diagnostic::Severity::kError) continue;
    finding.message = "the StableHLO this HLO reads as is invalid: " + finding.message;
    if (!finding.location.known()) finding.location = SourceLocation{file, 1, 1};
    return finding;
  }
  return module;
}

Result<std::vector<Module>> parseProgramFile(std::string_view text, const std::string& file) {
  if (!isHloProgram(text, file)) return parseSourceFile(text, file);
  // Several HLO modules are split as StableHLO text is (`// -----` lines);
  // each split keeps its lines' numbers.
  std::vector<Module> modules;
  std::vector<std::string_view> splits = sourceSplits(text);
  for (std::string_view split : splits) {
    if (splits.size() > 1 && split.find('{') == std::string_view::npos) continue;
    std::string_view before = text.substr(0, static_cast<size_t>(split.data() - text.data()));
    std::string padded(static_cast<size_t>(std::count(before.begin(), before.end(), '\n')), '\n');
    padded += split;
    Result<Module> module = parseHloModule(padded, file);
    if (!module.ok()) return module.takeError();
    modules.push_back(std::move(*module));
  }
  return modules;
}

}  // namespace hlo_cts
