#include "tools/runner/reduce.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <set>

#include "spec/float_value.h"
#include "tools/runner/intermediates.h"
#include "tools/runner/localize.h"
#include "tools/runner/reproducer.h"
#include "tools/runner/test_builder.h"
#include "tools/runner/verdict.h"

namespace hlo_cts::runner {
namespace {

// "compile-rejected" -> "CompileRejected".
std::string camelCase(std::string_view name) {
  std::string text;
  bool upper = true;
  for (char c : name) {
    if (c == '-') {
      upper = true;
      continue;
    }
    text += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    upper = false;
  }
  return text;
}

// The multi-index of a reported element ("[1, 0]", "[2].imag", "[]").
std::vector<int64_t> indexOf(const std::string& text) {
  std::vector<int64_t> index;
  size_t at = text.find('[');
  if (at == std::string::npos) return index;
  const size_t end = text.find(']', at);
  std::string_view digits = std::string_view(text).substr(at + 1, end - at - 1);
  while (!digits.empty()) {
    size_t comma = digits.find(',');
    std::string part(digits.substr(0, comma));
    index.push_back(std::stoll(part));
    if (comma == std::string_view::npos) break;
    digits.remove_prefix(comma + 1);
  }
  return index;
}

// The elements of `tensor` in the box [start, start + sizes).
Tensor boxOf(const Tensor& tensor, const std::vector<int64_t>& start,
             const std::vector<int64_t>& sizes) {
  Tensor box(tensor.type().withShape(sizes));
  const int bytes = tensor.elementBytes();
  std::vector<int64_t> index(sizes.size());
  for (int64_t i = 0; i < box.numElements(); ++i) {
    std::vector<int64_t> inner = box.multiIndex(i);
    for (size_t d = 0; d < inner.size(); ++d) index[d] = start[d] + inner[d];
    std::copy_n(tensor.bytes().begin() + tensor.linearIndex(index) * bytes, bytes,
                box.mutableBytes().begin() + i * bytes);
  }
  return box;
}

// The bits of 0 or 1 in `type` (the real part of a complex); none for a
// format without that value.
std::optional<uint64_t> smallIntegerBits(ElementType type, int value) {
  if (isComplex(type)) type = complexPartType(type);
  if (!isFloat(type)) return static_cast<uint64_t>(value);
  Result<uint64_t> bits = parseDecimalFloat(value ? "1.0" : "0.0", type);
  if (!bits.ok()) return std::nullopt;
  return *bits;
}

// `tensor` with the elements marked in `which` set to `bits` (part 0;
// other parts zero).
Tensor withElements(Tensor tensor, const std::vector<bool>& which, uint64_t bits) {
  const int parts = isComplex(tensor.elementType()) ? 2 : 1;
  for (int64_t i = 0; i < tensor.numElements(); ++i) {
    if (!which[i]) continue;
    for (int part = 0; part < parts; ++part) tensor.setPartBits(i, part, part ? 0 : bits);
  }
  return tensor;
}

// Applies a change to as many of `count` items as keep the failure: all of
// them at once, then halves, quarters, ... down to chunks of `smallest`;
// `attempt(marked)` judges the change on the marked items (those already
// kept included) and says whether it was kept.
template <class Attempt>
void changeInChunks(size_t count, size_t smallest, Attempt attempt) {
  std::vector<bool> changed(count, false);
  for (size_t chunk = count; chunk >= std::max<size_t>(smallest, 1); chunk = (chunk + 1) / 2) {
    for (size_t start = 0; start < count; start += chunk) {
      std::vector<bool> trial = changed;
      bool any = false;
      for (size_t i = start; i < std::min(start + chunk, count); ++i) {
        any |= !trial[i];
        trial[i] = true;
      }
      if (any && attempt(trial)) changed = std::move(trial);
    }
    if (chunk == 1) break;
  }
}

class Reducer {
 public:
  Reducer(backends::Backend& backend, const JudgeOptions& options, const ReduceOptions& limits,
          FailureSignature target)
      : backend_(backend), options_(options), limits_(limits), target_(std::move(target)) {}

  suites::TestCase current;
  reports::TestResult currentResult;
  int judgeCalls = 0;

  // A failure that shows only when the backend is given the values at
  // compile time (a constant folder's bug): every candidate, kept in
  // argument form so that the steps below can shrink its values, is judged
  // with its arguments made constants again (argumentsMaterialized).
  bool folding = false;

  bool budgetLeft() const { return judgeCalls < limits_.maxJudgeCalls; }

  // Judges a candidate; it becomes current when the signature persists. A
  // candidate that could not be built (the checker rejects it) costs no call.
  bool tryCandidate(Result<suites::TestCase> candidate) {
    if (!candidate.ok() || !budgetLeft()) return false;
    Result<suites::TestCase> judged =
        folding ? argumentsMaterialized(*candidate) : Result<suites::TestCase>(*candidate);
    if (!judged.ok()) return false;
    Executions executions;
    executions.repeat = limits_.repeat;
    reports::TestResult result = judge(*judged, backend_, options_, executions);
    ++judgeCalls;
    if (!(signatureOf(*judged, result) == target_)) return false;
    current = std::move(*candidate);
    currentResult = std::move(result);
    return true;
  }

  // The program's constants become arguments, whose values and shapes the
  // steps below can shrink: as they are when the failure persists, else in
  // folding mode when it persists with every value a constant.
  bool liftConstants() {
    Result<suites::TestCase> lifted = constantsLifted(current);
    if (!lifted.ok()) return false;
    if (tryCandidate(*lifted)) return true;
    folding = true;
    if (tryCandidate(std::move(lifted))) return true;
    folding = false;
    return false;
  }

  bool tryLocalizedOp();
  bool dropOutputs();
  bool replaceOpsByArguments();
  bool shrinkShapes();
  bool simplifyValues();
  bool simplifyAttributes();

 private:
  // The type of the output holding the first failing element, and the
  // element's index; nullopt when the failure names no element.
  std::optional<std::pair<Type, std::vector<int64_t>>> firstFailingElement() const;
  bool shrinkToFailingElement();
  bool halveDimensions();
  bool simplifyArgument(size_t argument);

  backends::Backend& backend_;
  const JudgeOptions& options_;
  const ReduceOptions& limits_;
  FailureSignature target_;
};

bool Reducer::tryLocalizedOp() {
  // Localization judges up to one op after another: only within the budget.
  const int ops = countComputingOps(current);
  if (ops <= 1 || ops > limits_.maxJudgeCalls - judgeCalls) return false;
  Result<Localization> found = localize(current, backend_, options_);
  if (!found.ok()) return false;
  judgeCalls += found->judgeCalls;
  if (!found->found || !(signatureOf(found->oneOpTest, found->oneOpResult) == target_))
    return false;
  const std::string id = current.id;
  current = std::move(found->oneOpTest);
  current.id = id;
  currentResult = std::move(found->oneOpResult);
  currentResult.id = id;
  return true;
}

bool Reducer::dropOutputs() {
  const suites::TestCase base = current;
  const size_t outputs = entryBody(base)->terminator()->numOperands();
  if (outputs <= 1) return false;
  bool progress = false;
  changeInChunks(outputs, 1, [&](const std::vector<bool>& dropped) {
    if (std::all_of(dropped.begin(), dropped.end(), [](bool d) { return d; })) return false;
    Rebuild change;
    for (bool d : dropped) change.keepOutput.push_back(!d);
    const bool kept = tryCandidate(rebuild(base, change));
    progress |= kept;
    return kept;
  });
  return progress;
}

bool Reducer::replaceOpsByArguments() {
  const suites::TestCase base = current;
  Result<ValueTensors> values = oracleIntermediates(base, options_);
  if (!values.ok()) return false;
  const auto& ops = entryBody(base)->operations();
  std::vector<size_t> computing;
  for (size_t i = 0; i < ops.size(); ++i)
    if (isComputingOp(*ops[i])) computing.push_back(i);
  if (computing.size() <= 1) return false;
  bool progress = false;
  changeInChunks(computing.size(), 1, [&](const std::vector<bool>& replaced) {
    Rebuild change;
    change.keepOp.assign(ops.size(), true);
    for (size_t k = 0; k < computing.size(); ++k) {
      if (!replaced[k]) continue;
      const Operation& op = *ops[computing[k]];
      change.keepOp[computing[k]] = false;
      for (const auto& result : op.results()) {
        auto value = values->find(result.get());
        if (value != values->end()) change.replace.emplace(result.get(), value->second);
      }
    }
    // Replacing every op leaves nothing to fail.
    Result<suites::TestCase> candidate = rebuild(base, change);
    if (candidate.ok() && countComputingOps(*candidate) == 0) return false;
    const bool kept = tryCandidate(std::move(candidate));
    progress |= kept;
    return kept;
  });
  return progress;
}

std::optional<std::pair<Type, std::vector<int64_t>>> Reducer::firstFailingElement() const {
  if (currentResult.failures.empty()) return std::nullopt;
  const reports::ElementFailure& failure = currentResult.failures.front();
  const Operation& ret = *entryBody(current)->terminator();
  if (failure.output < 0 || static_cast<size_t>(failure.output) >= ret.numOperands())
    return std::nullopt;
  const Type& type = ret.operand(failure.output)->type;
  std::vector<int64_t> index = indexOf(failure.index);
  if (!type.isTensor() || index.size() != type.shape().size()) return std::nullopt;
  return std::make_pair(type, std::move(index));
}

// Every argument of the failing output's shape cut down to the failing
// element: one judge call that finishes the job for element-wise programs.
bool Reducer::shrinkToFailingElement() {
  const auto failing = firstFailingElement();
  if (!failing || failing->first.numElements() <= 1) return false;
  const std::vector<int64_t>& index = failing->second;
  Block* body = entryBody(current);
  Rebuild change;
  for (size_t i = 0; i < body->numArguments(); ++i)
    if (current.inputs[i].shape() == failing->first.shape())
      change.inputs.emplace(body->argument(i),
                            boxOf(current.inputs[i], index, std::vector<int64_t>(index.size(), 1)));
  if (change.inputs.empty()) return false;
  return tryCandidate(rebuild(current, change));
}

// Which dimensions of an argument (by its shape) a cut halves.
using DimensionCut = std::function<bool(const std::vector<int64_t>& shape, size_t dimension)>;

// The inputs of `test` cut to their lower or upper half along every
// dimension `cut` selects; empty when it selects none.
Rebuild halved(const suites::TestCase& test, const DimensionCut& cut, bool upper) {
  Rebuild change;
  Block* body = entryBody(test);
  for (size_t i = 0; i < test.inputs.size(); ++i) {
    const std::vector<int64_t>& shape = test.inputs[i].shape();
    std::vector<int64_t> from(shape.size(), 0), sizes = shape;
    bool cutAny = false;
    for (size_t d = 0; d < shape.size(); ++d) {
      if (shape[d] <= 1 || !cut(shape, d)) continue;
      const int64_t lower = (shape[d] + 1) / 2;
      from[d] = upper ? lower : 0;
      sizes[d] = upper ? shape[d] - lower : lower;
      cutAny = true;
    }
    if (cutAny) change.inputs.emplace(body->argument(i), boxOf(test.inputs[i], from, sizes));
  }
  return change;
}

// The cuts worth a judge call: every dimension of one size in every
// argument (dimensions an op needs equal, a dot's contracting ones, mostly
// have equal sizes), then one dimension of the arguments of one shape (the
// operands of element-wise ops).
std::vector<DimensionCut> dimensionCuts(const std::vector<Tensor>& inputs) {
  std::set<int64_t> sizes;
  std::set<std::vector<int64_t>> shapes;
  for (const Tensor& input : inputs) {
    for (int64_t size : input.shape())
      if (size > 1) sizes.insert(size);
    shapes.insert(input.shape());
  }
  std::vector<DimensionCut> cuts;
  for (int64_t size : sizes)
    cuts.push_back(
        [size](const std::vector<int64_t>& shape, size_t d) { return shape[d] == size; });
  for (const std::vector<int64_t>& of : shapes)
    for (size_t dimension = 0; dimension < of.size(); ++dimension)
      cuts.push_back([of, dimension](const std::vector<int64_t>& shape, size_t d) {
        return d == dimension && shape == of;
      });
  return cuts;
}

bool Reducer::halveDimensions() {
  bool progress = false;
  for (bool shrunk = true; shrunk && budgetLeft();) {
    shrunk = false;
    for (const DimensionCut& cut : dimensionCuts(current.inputs)) {
      for (bool upper : {false, true}) {
        Rebuild change = halved(current, cut, upper);
        if (!change.inputs.empty() && tryCandidate(rebuild(current, change))) {
          shrunk = progress = true;
          break;
        }
      }
      if (shrunk) break;
    }
  }
  return progress;
}

bool Reducer::shrinkShapes() {
  if (shrinkToFailingElement()) return true;
  return halveDimensions();
}

// Whole argument to 0, to 1, to the failing element's input; then chunks
// of its elements to 0.
bool Reducer::simplifyArgument(size_t argument) {
  const suites::TestCase base = current;
  const Tensor& input = base.inputs[argument];
  const Value* value = entryBody(base)->argument(argument);
  const ElementType type = input.elementType();
  auto candidateWith = [&](const std::vector<bool>& which, uint64_t bits) {
    Rebuild change;
    change.inputs.emplace(value, withElements(input, which, bits));
    return rebuild(base, change);
  };
  const std::vector<bool> all(input.numElements(), true);
  std::vector<uint64_t> fills;
  for (int small : {0, 1})
    if (std::optional<uint64_t> bits = smallIntegerBits(type, small)) fills.push_back(*bits);
  // For an element-wise program, every element the same as the failing one.
  const auto failing = firstFailingElement();
  if (failing && failing->first.shape() == input.shape() && input.numElements() > 1)
    fills.push_back(input.bits(input.linearIndex(failing->second)));
  for (uint64_t bits : fills) {
    Tensor filled = withElements(input, all, bits);
    if (filled == input) return false;  // already as simple as it gets
    if (tryCandidate(candidateWith(all, bits))) return true;
  }
  if (fills.empty() || input.numElements() <= 1) return false;
  bool progress = false;
  const size_t smallest = std::max<int64_t>(1, input.numElements() / 64);
  changeInChunks(input.numElements(), smallest, [&](const std::vector<bool>& which) {
    if (withElements(input, which, fills[0]) == input) return true;
    const bool kept = tryCandidate(candidateWith(which, fills[0]));
    progress |= kept;
    return kept;
  });
  return progress;
}

bool Reducer::simplifyValues() {
  bool progress = false;
  for (size_t i = 0; i < current.inputs.size() && budgetLeft(); ++i)
    progress |= simplifyArgument(i);
  return progress;
}

bool Reducer::simplifyAttributes() {
  const suites::TestCase base = current;
  Block* body = entryBody(base);
  bool progress = false;
  bool decorated = false;
  walk(body->parent()->parent(),
       [&](Operation* op) { decorated |= !op->attributes().empty() || op->locAttr.has_value(); });
  Rebuild plain;
  plain.plainAttributes = true;
  if (decorated) progress |= tryCandidate(rebuild(base, plain));
  const suites::TestCase simpler = current;
  std::vector<std::pair<size_t, std::string>> properties;
  const auto& ops = entryBody(simpler)->operations();
  for (size_t i = 0; i < ops.size(); ++i)
    if (isComputingOp(*ops[i]))
      for (const NamedAttribute& property : ops[i]->properties())
        properties.emplace_back(i, property.name);
  changeInChunks(properties.size(), 1, [&](const std::vector<bool>& dropped) {
    Rebuild change;
    for (size_t k = 0; k < properties.size(); ++k)
      if (dropped[k]) change.dropProperties.insert(properties[k]);
    const bool kept = tryCandidate(rebuild(simpler, change));
    progress |= kept;
    return kept;
  });
  return progress;
}

// The reproducer's text read back the way `hlo-cts run` reads it and judged
// again: what a vendor re-running the file sees (a reduction that keeps
// the failure only through something the file cannot say would be
// reported as one that does not reproduce).
bool reproducesAsWritten(const Reduction& reduction, backends::Backend& backend,
                         const JudgeOptions& options, int repeat) {
  Result<std::vector<suites::TestCase>> tests =
      suites::extractTests(reduction.reproducer, reduction.reduced.file);
  if (!tests.ok() || tests->size() != 1) return false;
  const suites::TestCase& test = tests->front();
  Executions executions;
  executions.repeat = repeat;
  return signatureOf(test, judge(test, backend, options, executions)) == reduction.signature;
}

}  // namespace

std::string FailureSignature::str() const {
  std::string text = camelCase(verdictName(verdict));
  if (!op.empty()) text += " " + op;
  if (!elementType.empty()) text += " " + elementType;
  return text;
}

FailureSignature signatureOf(const suites::TestCase& test, const reports::TestResult& result) {
  FailureSignature signature;
  signature.verdict = result.verdict;
  if (result.verdict == Verdict::kNondeterministic) {
    const int output = result.divergences.empty() ? 0 : result.divergences[0].output;
    if (const Operation* producer =
            producerOf(*test.program, test.entry, static_cast<size_t>(output))) {
      signature.op = std::string(producer->name());
      if (producer->numResults() > 0 && producer->result(0)->type.isTensor())
        signature.elementType = elementTypeName(producer->result(0)->type.elementType());
    }
    return signature;
  }
  if (result.clause.op != OpId::kUnknown) signature.op = std::string(opName(result.clause.op));
  signature.clause = result.clause.str();
  Block* body = entryBody(test);
  if (!body || !body->terminator()) return signature;
  const Operation& ret = *body->terminator();
  std::optional<Type> type;
  if (!result.failures.empty() && result.failures[0].output >= 0 &&
      static_cast<size_t>(result.failures[0].output) < ret.numOperands())
    type = ret.operand(result.failures[0].output)->type;
  for (size_t i = 0; !type && result.clause.op != OpId::kUnknown && i < body->operations().size();
       ++i) {
    const Operation& op = *body->operations()[i];
    if (op.id() == result.clause.op && op.numResults() > 0) type = op.result(0)->type;
  }
  if (type && type->isTensor()) signature.elementType = elementTypeName(type->elementType());
  return signature;
}

Result<Reduction> reduce(const suites::TestCase& test, const reports::TestResult& failure,
                         backends::Backend& backend, const JudgeOptions& options,
                         const ReduceOptions& reduceOptions) {
  const bool nondeterministic = failure.verdict == Verdict::kNondeterministic;
  if (!isFailure(failure.verdict) && !nondeterministic)
    return makeError(
        fmt::format("nothing to reduce: {} is {}", test.id, verdictName(failure.verdict)));
  if (nondeterministic && reduceOptions.repeat < 2)
    return makeError(fmt::format(
        "{} is nondeterministic: reducing it takes executions repeated 2 or more times", test.id));
  if (!entryBody(test))
    return makeError("nothing to reduce: a negative test has no program to cut");
  Reduction reduction;
  reduction.signature = signatureOf(test, failure);
  reduction.opsBefore = countComputingOps(test);
  Reducer reducer(backend, options, reduceOptions, reduction.signature);
  reducer.current = test;
  reducer.currentResult = failure;
  if (!nondeterministic) reducer.tryLocalizedOp();
  reducer.liftConstants();
  for (bool progress = true; progress && reducer.budgetLeft();) {
    progress = reducer.dropOutputs();
    progress |= reducer.replaceOpsByArguments();
    progress |= reducer.shrinkShapes();
    progress |= reducer.simplifyValues();
    progress |= reducer.simplifyAttributes();
  }
  if (reducer.folding) {
    Result<suites::TestCase> materialized = argumentsMaterialized(reducer.current);
    if (!materialized.ok()) return materialized.takeError();
    reducer.current = std::move(*materialized);
  }
  reduction.reduced = std::move(reducer.current);
  reduction.result = std::move(reducer.currentResult);
  reduction.judgeCalls = reducer.judgeCalls;
  reduction.opsAfter = countComputingOps(reduction.reduced);
  Result<std::string> reproducer = exportedReproducer(reduction.reduced, reduction.result, options);
  if (!reproducer.ok()) return reproducer.takeError();
  reduction.reproducer = std::move(*reproducer);
  reduction.reproducesAsWritten =
      reproducesAsWritten(reduction, backend, options, reduceOptions.repeat);
  ++reduction.judgeCalls;
  const FailureSignature& s = reduction.signature;
  const std::vector<reports::ElementFailure>& failures = reduction.result.failures;
  reduction.summary = fmt::format(
      "{}{}{}, ops {} -> {}, {} judge calls", s.str(),
      s.clause.empty() ? "" : " [" + s.clause + "]",
      failures.empty()
          ? ""
          : fmt::format(", element {} of output {}", failures[0].index, failures[0].output),
      reduction.opsBefore, reduction.opsAfter, reduction.judgeCalls);
  if (!reduction.reproducesAsWritten)
    reduction.summary += "; the reproducer read back from its file does not fail this way";
  return reduction;
}

}  // namespace hlo_cts::runner
