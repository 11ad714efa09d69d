#include "tools/runner/localize.h"

#include <fmt/format.h>

#include <algorithm>

#include "spec/ops/attribute_views.h"
#include "tools/runner/grading.h"
#include "tools/runner/intermediates.h"

namespace hlo_cts::runner {
namespace {

// Localization judges one op after another, and a loop's ops once per
// iteration; past this many judge calls (each a compile on a compiler) it
// stops and finds nothing, which the runner's judge (verdict.h) reports as
// Inconclusive.
constexpr int kMaxJudgeCalls = 1000;
// A loop is followed on the backend, and on the oracle for its trip count,
// for at most this many iterations: the loops of tests and generated
// programs run a few hundred times at most, and one that runs on is one the
// oracle's step budget would end.
constexpr int64_t kMaxIterations = 1000;
// Calls within calls and regions within regions are entered this deep (a
// recursive callee would be entered forever).
constexpr int kMaxDepth = 16;

// What one localization shares across the functions and regions it enters.
struct Search {
  backends::Backend& backend;
  const JudgeOptions& options;
  int judgeCalls = 0;
  int depth = 0;
  bool oracleInputs = false;

  bool budgetLeft() const { return judgeCalls < kMaxJudgeCalls; }
};

// What looking inside an op that holds code and is wrong on its own found:
// the culprit inside (its `where` relative to the region), or why the op is
// no culprit after all (`cleared`), or neither: nothing inside is wrong on
// its own, and the op stays the culprit.
struct Inside {
  std::optional<Localization> culprit;
  std::optional<int64_t> iteration;  // of the loop, where the culprit went wrong
  std::string cleared;

  static Inside found(Localization culprit, std::optional<int64_t> iteration = std::nullopt) {
    Inside inside;
    inside.culprit = std::move(culprit);
    inside.iteration = iteration;
    return inside;
  }
  static Inside clearedBecause(std::string why) {
    Inside inside;
    inside.cleared = std::move(why);
    return inside;
  }
};

Result<Localization> localizeIn(const suites::TestCase& test, const std::string& container,
                                Search& search);

// The tensor `value` held on the run `values` records; a constant, which
// a run does not record, holds its own.
std::optional<Tensor> tensorOf(const Value* value, const ValueTensors& values) {
  if (auto found = values.find(value); found != values.end()) return found->second;
  const Operation* producer = value->definingOp;
  Result<const Attribute*> constant =
      producer && producer->id() == OpId::kConstant ? ops::valueAttr(*producer) : nullptr;
  if (constant.ok() && *constant && (*constant)->kind() == Attribute::Kind::kDenseElements)
    return (*constant)->tensor();
  return std::nullopt;
}

std::optional<std::vector<Tensor>> operandTensors(const Operation& op, const ValueTensors& values) {
  std::vector<Tensor> tensors;
  for (const Value* operand : op.operands()) {
    std::optional<Tensor> tensor = tensorOf(operand, values);
    if (!tensor) return std::nullopt;
    tensors.push_back(std::move(*tensor));
  }
  return tensors;
}

// The localization inside a region's function as an Inside: a search cut
// short by the budget clears the op (it is not known to be wrong).
Inside insideOf(Result<Localization> inner, const Search& search) {
  if (!inner.ok()) return {};
  if (inner->found) return Inside::found(std::move(*inner));
  if (inner->notes.empty() && !search.budgetLeft())
    return Inside::clearedBecause("not searched to the end: the judge-call budget ran out");
  return Inside::clearedBecause(std::move(inner->notes));
}

// func.call: the callee's body on the backend's values of the operands.
Inside insideCall(const suites::TestCase& test, const Operation& call, const ValueTensors& values,
                  const std::string& id, Search& search) {
  Result<std::string> callee = ops::callee(call);
  if (!callee.ok()) return {};
  std::optional<FunctionView> function = test.program->lookupFunction(*callee);
  std::optional<std::vector<Tensor>> arguments = operandTensors(call, values);
  if (!function || !function->body() || !arguments) return {};
  Result<suites::TestCase> body =
      regionAsTest(test, *function->op->region(0), std::move(*arguments), values, id);
  if (!body.ok()) return {};
  return insideOf(localizeIn(*body, "@" + *callee, search), search);
}

// if and case: the branch that the backend's value of the predicate (the
// index) selects, as the spec selects it (what the oracle runs on it).
Inside insideBranch(const suites::TestCase& test, const Operation& op, const ValueTensors& values,
                    const std::string& id, Search& search) {
  std::optional<Tensor> selector = tensorOf(op.operand(0), values);
  if (!selector || selector->numElements() != 1) return {};
  const auto branches = static_cast<int64_t>(op.numRegions());
  int64_t taken = 0;
  std::string container;
  if (op.id() == OpId::kIf) {
    taken = selector->bits(0) != 0 ? 0 : 1;
    container = fmt::format("the {} branch of stablehlo.if", taken == 0 ? "true" : "false");
  } else {
    const int64_t index = selector->intValue(0);
    taken = 0 <= index && index < branches ? index : branches - 1;
    container = fmt::format("branch {} of stablehlo.case", taken);
  }
  Result<suites::TestCase> branch = regionAsTest(test, *op.region(static_cast<size_t>(taken)), {},
                                                 values, fmt::format("{}.branch{}", id, taken));
  if (!branch.ok()) return {};
  return insideOf(localizeIn(*branch, container, search), search);
}

// map: its body computes one element of the result from one element of
// each operand, so it can run on the whole operands at once: the body as a
// program of rank-0 arguments (element 0 of each operand), then the same
// program with the operands themselves as its arguments, the types of its
// ops inferred again. A body whose ops do not infer on tensors of the
// operands' shape is not looked into (the map stays the culprit).
Inside insideMap(const suites::TestCase& test, const Operation& op, const ValueTensors& values,
                 const std::string& id, Search& search) {
  std::optional<std::vector<Tensor>> operands = operandTensors(op, values);
  if (!operands || op.numRegions() != 1) return {};
  std::vector<Tensor> elements;
  for (const Tensor& operand : *operands) {
    if (operand.numElements() == 0) return {};
    Tensor element(operand.type().withShape({}));
    for (int part = 0; part < (isComplex(operand.elementType()) ? 2 : 1); ++part)
      element.setPartBits(0, part, operand.partBits(0, part));
    elements.push_back(std::move(element));
  }
  Result<suites::TestCase> scalarBody =
      regionAsTest(test, *op.region(0), std::move(elements), values, id + ".body");
  if (!scalarBody.ok()) return {};
  Block* entry = entryBody(*scalarBody);
  if (!entry || entry->arguments().size() < operands->size()) return {};
  Rebuild whole;
  for (size_t k = 0; k < operands->size(); ++k)
    whole.inputs[entry->arguments()[k].get()] = (*operands)[k];
  Result<suites::TestCase> body = rebuild(*scalarBody, whole);
  if (!body.ok()) return {};
  return insideOf(localizeIn(*body, "the body of stablehlo.map", search), search);
}

// A loop's condition or body as a function of the carried values (then its
// captures), compiled on the backend once for all iterations.
struct LoopRegion {
  suites::TestCase test;
  std::unique_ptr<backends::Executable> executable;

  static Result<LoopRegion> make(const suites::TestCase& test, const Region& region,
                                 const std::vector<Tensor>& carried, const ValueTensors& values,
                                 std::string id, Search& search) {
    Result<suites::TestCase> function = regionAsTest(test, region, carried, values, std::move(id));
    if (!function.ok()) return function.takeError();
    Result<std::unique_ptr<backends::Executable>> executable =
        compileTest(*function, search.backend, search.options);
    if (!executable.ok()) return executable.takeError();
    return LoopRegion{std::move(*function), std::move(*executable)};
  }

  // The function on `carried`, the captures as they were.
  suites::TestCase on(const std::vector<Tensor>& carried) const {
    suites::TestCase now = test;
    std::copy(carried.begin(), carried.end(), now.inputs.begin());
    return now;
  }
};

// The loop's condition's answer in `outputs`.
Result<bool> goesOn(Result<std::vector<Tensor>> outputs) {
  if (!outputs.ok()) return outputs.takeError();
  if (outputs->size() != 1 || (*outputs)[0].numElements() != 1)
    return makeError("the loop's condition returns no predicate");
  return (*outputs)[0].bits(0) != 0;
}

// The number of times the oracle runs the loop's body from `carried`
// (nullopt past kMaxIterations or when it cannot evaluate the loop).
std::optional<int64_t> oracleTripCount(const LoopRegion& cond, const LoopRegion& body,
                                       std::vector<Tensor> carried, const JudgeOptions& options) {
  for (int64_t trips = 0; trips <= kMaxIterations; ++trips) {
    Result<bool> go = goesOn(oracleOutputs(cond.on(carried), options));
    if (!go.ok()) return std::nullopt;
    if (!*go) return trips;
    Result<std::vector<Tensor>> next = oracleOutputs(body.on(carried), options);
    if (!next.ok()) return std::nullopt;
    carried = std::move(*next);
  }
  return std::nullopt;
}

// stablehlo.while, followed on the backend one iteration at a time from the
// backend's values of its operands: at each, the condition is run on the
// backend and the oracle (a different answer is localized inside the
// condition), then the body on the backend, judged when its outputs differ
// from the oracle's (a failing body is localized inside); the backend's
// outputs are the next iteration's values. The first op wrong on its own
// is the culprit, at that iteration; with none, the loop is no culprit.
Inside insideLoop(const suites::TestCase& test, const Operation& loop, const ValueTensors& values,
                  const std::string& id, Search& search) {
  std::optional<std::vector<Tensor>> start = operandTensors(loop, values);
  if (!start || loop.numRegions() != 2) return {};
  Result<LoopRegion> cond =
      LoopRegion::make(test, *loop.region(0), *start, values, id + ".cond", search);
  Result<LoopRegion> body =
      LoopRegion::make(test, *loop.region(1), *start, values, id + ".body", search);
  if (!cond.ok() || !body.ok()) return {};
  const JudgeOptions& options = search.options;

  std::vector<Tensor> carried = *start;
  // The first iteration whose condition the backend answered otherwise than
  // the oracle on the same values, with no op wrong inside it: a value the
  // profile leaves open, computed in the condition, crossed it there.
  std::optional<int64_t> crossedInCondition;
  int64_t iteration = 1;
  for (;; ++iteration) {
    if (iteration > kMaxIterations)
      return Inside::clearedBecause(
          fmt::format("the backend's loop still runs after {} iterations, none with "
                      "an op wrong on its own values",
                      kMaxIterations));
    if (!search.budgetLeft())
      return Inside::clearedBecause(fmt::format(
          "followed for {} iterations, when the judge-call budget ran out", iteration - 1));
    const suites::TestCase condNow = cond->on(carried);
    Result<bool> go =
        goesOn(runCompiled(*cond->executable, search.backend, condNow.inputs, options));
    Result<bool> oracleGo = goesOn(oracleOutputs(condNow, options));
    if (!go.ok() || !oracleGo.ok() || *go != *oracleGo) {
      Inside inner =
          insideOf(localizeIn(condNow, "the condition of stablehlo.while", search), search);
      if (inner.culprit) return Inside::found(std::move(*inner.culprit), iteration);
      if (!go.ok() || !oracleGo.ok()) return {};
      if (!crossedInCondition) crossedInCondition = iteration;
    }
    if (!*go) break;
    const suites::TestCase bodyNow = body->on(carried);
    Result<std::vector<Tensor>> next =
        runCompiled(*body->executable, search.backend, bodyNow.inputs, options);
    Result<std::vector<Tensor>> oracleNext = oracleOutputs(bodyNow, options);
    if (!next.ok() || !oracleNext.ok() || *next != *oracleNext) {
      const reports::TestResult result = judgeAndGrade(bodyNow, search.backend, options);
      ++search.judgeCalls;
      if (isCulpritVerdict(result.verdict)) {
        Inside inner = insideOf(localizeIn(bodyNow, "the body of stablehlo.while", search), search);
        if (inner.culprit) return Inside::found(std::move(*inner.culprit), iteration);
      }
      if (!next.ok()) return {};
    }
    carried = std::move(*next);
  }

  const int64_t trips = iteration - 1;
  const std::optional<int64_t> oracleTrips = oracleTripCount(*cond, *body, *start, options);
  if (oracleTrips && *oracleTrips != trips)
    return Inside::clearedBecause(fmt::format(
        "the trip count differs ({} on the backend, {} on the oracle from the same values) "
        "because a value the profile leaves open crossed the loop's condition{}; no op is wrong "
        "on the backend's own values in any iteration",
        trips, *oracleTrips,
        crossedInCondition ? fmt::format(" (at iteration {}, in a value the condition computes)",
                                         *crossedInCondition)
                           : ""));
  return Inside::clearedBecause(
      fmt::format("no op is wrong on the backend's own values in any of the loop's {} "
                  "iterations, so its differences are allowed ones carried through them",
                  trips));
}

// Looks inside `op` (op `index` of the test's entry), which is wrong on its
// own: a callee, the branch taken, a loop's iterations. Any other op is
// the culprit itself.
Inside lookInside(const suites::TestCase& test, const Operation& op, size_t index,
                  const ValueTensors& values, Search& search) {
  if (search.depth >= kMaxDepth) return {};
  const std::string id = fmt::format("{}::op{}", test.id, index);
  ++search.depth;
  Inside inside;
  switch (op.id()) {
    case OpId::kFuncCall:
      inside = insideCall(test, op, values, id, search);
      break;
    case OpId::kIf:
    case OpId::kCase:
      inside = insideBranch(test, op, values, id, search);
      break;
    case OpId::kWhile:
      inside = insideLoop(test, op, values, id, search);
      break;
    case OpId::kMap:
      inside = insideMap(test, op, values, id, search);
      break;
    default:
      break;
  }
  --search.depth;
  return inside;
}

// Localizes in the test's entry function, which is `container` ("@main",
// "the body of stablehlo.while") in the program being localized.
Result<Localization> localizeIn(const suites::TestCase& test, const std::string& container,
                                Search& search) {
  Block* body = entryBody(test);
  if (!body) return makeError("a negative test has no op to localize");
  Localization localization;
  Result<ValueTensors> values = backendIntermediates(test, search.backend, search.options);
  if (!values.ok()) {
    values = oracleIntermediates(test, search.options);
    if (!values.ok())
      return makeError("the oracle cannot give the program's intermediate values: " +
                       values.error().str());
    search.oracleInputs = true;
  }
  const auto& ops = body->operations();
  for (size_t i = 0; i < ops.size() && search.budgetLeft(); ++i) {
    const Operation& op = *ops[i];
    if (!isComputingOp(op)) continue;
    Result<suites::TestCase> alone = oneOpTest(test, static_cast<int64_t>(i), *values);
    if (!alone.ok()) continue;  // an op that cannot stand alone is judged with its neighbours
    reports::TestResult result = judgeAndGrade(*alone, search.backend, search.options);
    ++search.judgeCalls;
    if (!isCulpritVerdict(result.verdict)) continue;
    const std::string here = fmt::format("op {} of {}", i, container);
    Inside inside = lookInside(test, op, i, *values, search);
    if (inside.culprit) {
      Localization inner = std::move(*inside.culprit);
      inner.where += fmt::format(", {}{}", op.id() == OpId::kFuncCall ? "called by " : "", here);
      if (inside.iteration) {
        inner.where += fmt::format(", iteration {}", *inside.iteration);
        if (!inner.iteration) inner.iteration = inside.iteration;
      }
      return inner;
    }
    if (!inside.cleared.empty()) {
      localization.notes += fmt::format("{}{} ({}): {}", localization.notes.empty() ? "" : "\n",
                                        op.name(), here, inside.cleared);
      continue;
    }
    localization.found = true;
    localization.opIndex = static_cast<int64_t>(i);
    localization.op = op.name();
    localization.where = here;
    localization.oneOpTest = std::move(*alone);
    localization.oneOpResult = std::move(result);
    break;
  }
  return localization;
}

}  // namespace

bool isCulpritVerdict(Verdict verdict) {
  return verdict == Verdict::kFail || verdict == Verdict::kCrash || verdict == Verdict::kTimeout;
}

Result<suites::TestCase> oneOpTest(const suites::TestCase& test, int64_t opIndex,
                                   const ValueTensors& values) {
  Block* body = entryBody(test);
  if (!body || opIndex < 0 || static_cast<size_t>(opIndex) >= body->operations().size())
    return makeError("no such op in the entry function");
  const Operation& op = *body->operations()[opIndex];
  EntryBuilder builder(test);
  for (const Value* read : valuesReadBy(op))
    if (!builder.provide(read, values))
      return makeError(fmt::format("{} reads a value that is not a tensor", op.name()));
  builder.clone(op);
  for (size_t i = 0; i < op.numResults(); ++i)
    if (op.result(i)->type.isTensor())
      builder.addOutput(op.result(i), {fmt::format("{} result {}", op.name(), i), op.location});
  return builder.finish(fmt::format("{}::op{}", test.id, opIndex));
}

Result<Localization> localize(const suites::TestCase& test, backends::Backend& backend,
                              const JudgeOptions& options) {
  // Each op (and region) is judged alone: the looking inside is done here.
  JudgeOptions alone = options;
  alone.localizeAmplified = false;
  Search search{backend, alone};
  Result<Localization> found = localizeIn(test, "@" + test.entry, search);
  if (!found.ok()) return found;
  found->judgeCalls = search.judgeCalls;
  found->oracleInputs = search.oracleInputs;
  if (!found->found && !search.budgetLeft())
    found->notes += fmt::format("{}localization stopped after {} judge calls",
                                found->notes.empty() ? "" : "\n", search.judgeCalls);
  return found;
}

}  // namespace hlo_cts::runner
