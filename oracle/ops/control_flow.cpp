// Control flow and calls: while, if, case, map, sort (stable and unstable,
// multi-operand, any comparator), tuple, get_tuple_element,
// optimization_barrier, composite, async_start/async_done, after_all,
// create_token, and the CHLO ops chlo.top_k and chlo.scan. Region bodies run
// on the same evaluator as top-level code (EvalContext::evaluateRegion), so
// the step budget ends a runaway `while` with an error. custom_call (its
// @check.* targets, NotSupported for the rest) lives with the checks in
// check.cpp; func.call is the evaluator's own.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>
#include <span>
#include <string>

#include "oracle/expectation.h"
#include "oracle/ops/choices.h"
#include "oracle/ops/compose.h"
#include "oracle/ops/families.h"
#include "oracle/ops/index_util.h"
#include "oracle/ops/runtime_check.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::oracle {
namespace {

using Values = std::vector<RuntimeValue>;

// The value of a rank-0 i1 tensor (a predicate returned by a region).
Result<bool> predicateValue(const Operation& op, const RuntimeValue& value, std::string_view what) {
  if (!value.isTensor() || value.tensor().elementType() != ElementType::kI1 ||
      value.tensor().numElements() != 1)
    return opError(op, fmt::format("{} must be a 0-dimensional i1 tensor", what));
  return value.tensor().bits(0) != 0;
}

const Region* regionOf(const Operation& op, size_t i) {
  return i < op.numRegions() && op.region(i)->front() ? op.region(i) : nullptr;
}

// ---------------------------------------------------------------------------
// while:
//   internal_state = operand
//   while cond(*internal_state):
//     internal_state = body(*internal_state)
//   results = internal_state
// An infinite loop ends when the evaluator's step budget runs out.
Result<Values> evalWhile(const Operation& op, std::span<const RuntimeValue> operands,
                         EvalContext& context) {
  const Region* cond = regionOf(op, 0);
  const Region* body = regionOf(op, 1);
  if (!cond || !body) return opError(op, "needs a cond and a body region");
  Values internal_state(operands.begin(), operands.end());
  while (true) {
    auto condition = evaluateRegionOf(op, *cond, internal_state, context);
    if (!condition) return condition.takeError();
    if (condition->size() != 1) return opError(op, "cond must return one value", "C1");
    auto proceed = predicateValue(op, (*condition)[0], "the result of cond");
    if (!proceed) return proceed.takeError();
    if (!*proceed) return internal_state;
    auto next = evaluateRegionOf(op, *body, internal_state, context);
    if (!next) return next.takeError();
    if (next->size() != internal_state.size())
      return opError(op,
                     fmt::format("body returned {} values, the loop carries {}", next->size(),
                                 internal_state.size()),
                     "C2");
    internal_state = std::move(*next);
  }
}

// if: result = pred ? true_branch() : false_branch()
Result<Values> evalIf(const Operation& op, std::span<const RuntimeValue> operands,
                      EvalContext& context) {
  if (operands.size() != 1) return opError(op, "expects one operand, pred");
  auto pred = predicateValue(op, operands[0], "pred");
  if (!pred) return pred.takeError();
  const Region* branch = regionOf(op, *pred ? 0 : 1);
  if (!branch) return opError(op, "needs a true_branch and a false_branch region");
  return evaluateRegionOf(op, *branch, {}, context);
}

// case: result = selected_branch() where selected_branch = branches[index]
// if 0 <= index < size(branches), else branches[-1].
Result<Values> evalCase(const Operation& op, std::span<const RuntimeValue> operands,
                        EvalContext& context) {
  // The catalogue has checked index (a 0-dimensional si32) and that there
  // are branches (C1).
  const int64_t branches = static_cast<int64_t>(op.numRegions());
  const int64_t i = indexElement(CheckedArgs(op, operands).tensor(0), 0);
  const Region* selected_branch = regionOf(op, 0 <= i && i < branches ? i : branches - 1);
  if (!selected_branch) return opError(op, "a branch region is empty");
  return evaluateRegionOf(op, *selected_branch, {}, context);
}

// ---------------------------------------------------------------------------
// map: result[result_index] = computation(inputs...[result_index]).

// The other readings the computation's results allow (a complex product's
// plain formula beside Annex G, subnormal inputs read as zero, a signaling
// NaN quieted first) become readings of the whole result: one alternative
// per reading, holding that reading's value and rule at each element the
// computation offered it for and the result's own bits elsewhere (which the
// main expectation allows), since a slot passes when any reading allows it.
void addElementAlternatives(
    const Tensor& result,
    std::span<const std::pair<int64_t, std::shared_ptr<const TensorExpectation>>> elements,
    TensorExpectation& expectation) {
  std::map<std::string, std::vector<std::pair<int64_t, const TensorExpectation*>>> readings;
  for (const auto& [linear, scalar] : elements)
    for (const TensorExpectation::Alternative& alternative : scalar->alternatives())
      readings[alternative.reading].emplace_back(linear, alternative.expectation.get());
  const int parts = isComplex(result.elementType()) ? 2 : 1;
  for (const auto& [reading, offered] : readings) {
    Tensor reference = result;
    for (const auto& [linear, scalar] : offered)
      copyElement(scalar->reference(), 0, reference, linear);
    auto alternative = std::make_shared<TensorExpectation>(std::move(reference), expectation.op());
    for (const auto& [linear, scalar] : offered)
      for (int p = 0; p < parts; ++p)
        alternative->copySlot(*scalar, p, linear * parts + p, nullptr, false, true);
    expectation.addAlternative(std::move(alternative), reading);
  }
}

Result<Values> evalMap(const Operation& op, std::span<const RuntimeValue> operands,
                       EvalContext& context) {
  const CheckedArgs args(op, operands);
  std::vector<const Tensor*> inputs;
  for (size_t i = 0; i < args.size(); ++i) inputs.push_back(&args.tensor(i));
  const Region* computation = regionOf(op, 0);
  auto resultType = runtimeResultType(op, 0, inputs[0]->shape());
  if (!resultType) return resultType.takeError();

  // Each element is what the computation allows for it: the rules of its
  // results (a transcendental body's correctly rounded value and budget, an
  // interval) become the result's slots, and what the computation's values
  // were computed from, the result's upstream.
  Tensor result(*resultType);
  std::vector<std::pair<int64_t, std::shared_ptr<const TensorExpectation>>> allowed;
  Openness upstream = Openness::kPinned;
  for (int64_t linear = 0; linear < result.numElements(); ++linear) {
    Values arguments;
    for (const Tensor* input : inputs)
      arguments.push_back(RuntimeValue::fromTensor(elementAsScalar(*input, linear)));
    auto values = evaluateRegionOf(op, *computation, arguments, context);
    if (!values) return values.takeError();
    if (values->size() != 1 || !(*values)[0].isTensor() ||
        (*values)[0].tensor().numElements() != 1 ||
        (*values)[0].tensor().elementType() != result.elementType())
      return opError(op,
                     "computation must return a 0-dimensional tensor of the result's element "
                     "type",
                     "C4");
    const RuntimeValue& value = (*values)[0];
    copyElement(value.tensor(), 0, result, linear);
    upstream = std::max(upstream, value.upstream());
    if (value.expectation()) allowed.emplace_back(linear, value.expectation());
  }
  std::shared_ptr<TensorExpectation> expectation;
  if (!allowed.empty()) {
    expectation = std::make_shared<TensorExpectation>(result, allowed[0].second->op());
    const int parts = isComplex(result.elementType()) ? 2 : 1;
    for (const auto& [linear, scalar] : allowed)
      for (int p = 0; p < parts; ++p)
        expectation->copySlot(*scalar, p, linear * parts + p, nullptr, false, true);
    addElementAlternatives(result, allowed, *expectation);
  }
  RuntimeValue mapped = RuntimeValue::fromTensor(std::move(result));
  if (expectation) mapped.setExpectation(std::move(expectation));
  mapped.inheritOpenness(upstream);
  return Values{std::move(mapped)};
}

// ---------------------------------------------------------------------------
// sort: the 1-dimensional slices of inputs along `dimension` are sorted
// together by comparator_together, which calls `comparator` with the lhs and
// rhs elements of every input interleaved. The flowing order is a stable
// merge sort (one of the orders the spec allows even when is_stable is
// false); for an unstable sort, elements the comparator holds equal may come
// in any order, which the result's choices record.
class SliceSorter {
 public:
  SliceSorter(const Operation& op, const Region& comparator, std::span<const Tensor* const> inputs,
              EvalContext& context)
      : op_(op), comparator_(comparator), inputs_(inputs), context_(context) {}

  // comparator_together(inputs_together[lhs], inputs_together[rhs]).
  Result<bool> less(int64_t lhs, int64_t rhs) {
    std::vector<RuntimeValue> args;
    for (const Tensor* input : inputs_) {
      args.push_back(RuntimeValue::fromTensor(elementAsScalar(*input, lhs)));
      args.push_back(RuntimeValue::fromTensor(elementAsScalar(*input, rhs)));
    }
    auto result = evaluateRegionOf(op_, comparator_, args, context_);
    if (!result) return result.takeError();
    if (result->size() != 1) return opError(op_, "comparator must return one value", "C5");
    return predicateValue(op_, (*result)[0], "the comparator's result");
  }

  // Stable bottom-up merge sort of `order` (linear element positions): it
  // never reads outside the slice whatever the comparator answers.
  Status sort(std::vector<int64_t>& order) {
    std::vector<int64_t> merged(order.size());
    for (size_t width = 1; width < order.size(); width *= 2) {
      for (size_t lo = 0; lo < order.size(); lo += 2 * width) {
        const size_t mid = std::min(lo + width, order.size());
        const size_t hi = std::min(lo + 2 * width, order.size());
        size_t a = lo, b = mid, out = lo;
        while (a < mid && b < hi) {
          // Take from the right run only when it is strictly less: stable.
          auto rightFirst = less(order[b], order[a]);
          if (!rightFirst) return rightFirst.takeError();
          merged[out++] = *rightFirst ? order[b++] : order[a++];
        }
        while (a < mid) merged[out++] = order[a++];
        while (b < hi) merged[out++] = order[b++];
      }
      order.swap(merged);
    }
    return Status::success();
  }

  // Whether the comparator is a strict weak order on the slice `order`
  // holds (sorted by sort()). The spec's sort "assumes comparator_together
  // returns true when lhs is less than rhs": a comparator that is no order
  // there (LE, or LT on floats with a NaN, which is incomparable with
  // elements that are not incomparable with each other) leaves the order
  // open, and each sorting algorithm gives another permutation. A slice of
  // up to kFullCheck elements is checked whole (n^2 comparator calls). A
  // longer one in about 7n: no element less than itself or than the one
  // before it, and, splitting the sorted slice into runs of ties, each run's
  // first element equivalent to the rest of its run and less than every
  // element of the next run, every element of which the next run's first
  // exceeds. A strict weak order passes (its runs are its equivalence
  // classes); a NaN among ordered floats ties into some run and fails.
  Result<bool> isStrictWeakOrder(const std::vector<int64_t>& order) {
    constexpr size_t kFullCheck = 48;
    const size_t n = order.size();
    if (n <= 1) return true;
    if (n > kFullCheck) {
      std::optional<Diagnostic> failed;
      auto lt = [&](size_t a, size_t b) {
        auto l = less(order[a], order[b]);
        if (!l) {
          if (!failed) failed = l.error();
          return false;
        }
        return *l;
      };
      // A comparator error ends the check: reported, not taken for a no.
      auto runsAreOrdered = [&] {
        std::vector<size_t> runStarts = {0};
        for (size_t k = 0; k < n; ++k) {
          if (lt(k, k)) return false;
          if (k == 0) continue;
          if (lt(k, k - 1)) return false;
          if (lt(k - 1, k)) runStarts.push_back(k);
        }
        runStarts.push_back(n);
        for (size_t r = 0; r + 1 < runStarts.size(); ++r) {
          const size_t first = runStarts[r], next = runStarts[r + 1];
          for (size_t m = first + 1; m < next; ++m)
            if (lt(first, m) || lt(m, first)) return false;
          if (next == n) continue;
          for (size_t m = next; m < runStarts[r + 2]; ++m)
            if (!lt(first, m)) return false;
          for (size_t m = first; m < next; ++m)
            if (!lt(m, next)) return false;
        }
        return true;
      };
      const bool ordered = runsAreOrdered();
      if (failed) return *failed;
      return ordered;
    }
    std::vector<std::vector<bool>> lt(n, std::vector<bool>(n));
    for (size_t a = 0; a < n; ++a)
      for (size_t b = 0; b < n; ++b) {
        auto l = less(order[a], order[b]);
        if (!l) return l.takeError();
        lt[a][b] = *l;
      }
    auto equivalent = [&](size_t a, size_t b) { return !lt[a][b] && !lt[b][a]; };
    for (size_t a = 0; a < n; ++a) {
      if (lt[a][a]) return false;
      for (size_t b = 0; b < n; ++b)
        for (size_t c = 0; c < n; ++c) {
          if (lt[a][b] && lt[b][c] && !lt[a][c]) return false;
          if (equivalent(a, b) && equivalent(b, c) && !equivalent(a, c)) return false;
        }
    }
    return true;
  }

 private:
  const Operation& op_;
  const Region& comparator_;
  std::span<const Tensor* const> inputs_;
  EvalContext& context_;
};

Result<Values> evalSort(const Operation& op, std::span<const RuntimeValue> operands,
                        EvalContext& context) {
  const CheckedArgs args(op, operands);
  std::vector<const Tensor*> inputs;
  for (size_t i = 0; i < args.size(); ++i) inputs.push_back(&args.tensor(i));
  const int64_t rank = inputs[0]->rank();
  Result<ops::SortAttrs> attrs = ops::sortAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  const int64_t dimension = attrs->dimension;
  const bool is_stable = attrs->isStable;
  const int64_t adjusted_dimension = dimension >= 0 ? dimension : rank + dimension;
  const Region* comparator = regionOf(op, 0);

  std::vector<Tensor> results;
  for (size_t i = 0; i < inputs.size(); ++i) {
    auto resultType = runtimeResultType(op, i, inputs[i]->shape());
    if (!resultType) return resultType.takeError();
    results.emplace_back(*resultType);
  }
  std::vector<ResultChoices> choices(inputs.size());

  // One slice per index of the shape with the sorted dimension collapsed.
  std::vector<int64_t> sliceSpace = inputs[0]->shape();
  const int64_t length = sliceSpace[adjusted_dimension];
  sliceSpace[adjusted_dimension] = 1;
  const int64_t stride = inputs[0]->strides()[adjusted_dimension];
  SliceSorter sorter(op, *comparator, inputs, context);
  std::vector<Index> slices;
  forEachIndex(sliceSpace, [&](const Index& start, int64_t) { slices.push_back(start); });
  for (const Index& start : slices) {
    const int64_t base = inputs[0]->linearIndex(start);
    std::vector<int64_t> order(length);
    for (int64_t k = 0; k < length; ++k) order[k] = base + k * stride;
    const std::vector<int64_t> positions = order;
    if (Status s = sorter.sort(order); !s.ok()) return s.takeError();
    for (size_t i = 0; i < inputs.size(); ++i)
      for (int64_t k = 0; k < length; ++k)
        copyElement(*inputs[i], order[k], results[i], positions[k]);
    auto ordered = sorter.isStrictWeakOrder(order);
    if (!ordered) return ordered.takeError();
    if (!*ordered) {
      // No order to sort by: any element of the slice at any position (a
      // permutation, whose pairing across inputs is not recorded).
      for (size_t i = 0; i < inputs.size(); ++i) {
        std::set<std::vector<uint8_t>> allowed;
        for (int64_t m = 0; m < length; ++m) allowed.insert(elementBytes(*inputs[i], order[m]));
        if (allowed.size() > 1)
          for (int64_t m = 0; m < length; ++m)
            choices[i].anyOf.push_back(
                {positions[m], std::vector<std::vector<uint8_t>>(allowed.begin(), allowed.end())});
      }
      continue;
    }
    if (is_stable) continue;
    // Runs of elements the comparator holds equal may come in any order.
    int64_t runStart = 0;
    for (int64_t k = 1; k <= length; ++k) {
      bool runEnds = k == length;
      if (!runEnds) {
        auto strictlyLess = sorter.less(order[k - 1], order[k]);
        if (!strictlyLess) return strictlyLess.takeError();
        runEnds = *strictlyLess;
      }
      if (!runEnds) continue;
      if (k - runStart > 1)
        for (size_t i = 0; i < inputs.size(); ++i) {
          std::set<std::vector<uint8_t>> allowed;
          for (int64_t m = runStart; m < k; ++m) allowed.insert(elementBytes(*inputs[i], order[m]));
          if (allowed.size() > 1)
            for (int64_t m = runStart; m < k; ++m)
              choices[i].anyOf.push_back({positions[m], std::vector<std::vector<uint8_t>>(
                                                            allowed.begin(), allowed.end())});
        }
      runStart = k;
    }
  }
  Values values;
  for (size_t i = 0; i < inputs.size(); ++i)
    values.push_back(withChoices(std::move(results[i]), std::move(choices[i]), op.name()));
  return values;
}

// ---------------------------------------------------------------------------
// tuple: result = (val...).
Result<Values> evalTuple(const Operation&, std::span<const RuntimeValue> operands, EvalContext&) {
  return Values{RuntimeValue::tuple(Values(operands.begin(), operands.end()))};
}

// get_tuple_element: result = operand[index].
Result<Values> evalGetTupleElement(const Operation& op, std::span<const RuntimeValue> operands,
                                   EvalContext&) {
  Result<int64_t> index = ops::tupleIndex(op);
  if (!index.ok()) return index.takeError();
  return Values{operands[0].elements()[*index]};
}

// optimization_barrier: result = operand (it only orders execution).
Result<Values> evalOptimizationBarrier(const Operation&, std::span<const RuntimeValue> operands,
                                       EvalContext&) {
  return Values(operands.begin(), operands.end());
}

// async_start: starts the computation of its region on `operands` and yields
// a !stablehlo.future of its results; async_done waits for the future and
// yields them. The oracle runs the region at the start (nothing else can
// observe when it runs) and carries the results as a tuple-like future.
Result<Values> evalAsyncStart(const Operation& op, std::span<const RuntimeValue> operands,
                              EvalContext& context) {
  const Region* body = regionOf(op, 0);
  if (!body) return opError(op, "needs a region to run");
  auto results = evaluateRegionOf(op, *body, operands, context);
  if (!results) return results.takeError();
  return Values{RuntimeValue::tuple(std::move(*results))};
}

Result<Values> evalAsyncDone(const Operation& op, std::span<const RuntimeValue> operands,
                             EvalContext&) {
  if (operands.size() != 1 || !operands[0].isTuple())
    return opError(op, "operand must be the future of an async_start");
  if (operands[0].elements().size() != op.numResults())
    return opError(op, fmt::format("the future holds {} values, the op declares {} results",
                                   operands[0].elements().size(), op.numResults()));
  return operands[0].elements();
}

// after_all / create_token: a token; executing them does nothing.
Result<Values> evalToken(const Operation&, std::span<const RuntimeValue>, EvalContext&) {
  return Values{RuntimeValue::token()};
}

// composite: the semantics of its `decomposition` function.
Result<Values> evalComposite(const Operation& op, std::span<const RuntimeValue> operands,
                             EvalContext& context) {
  Result<std::string> decomposition = ops::compositeDecomposition(op);
  if (!decomposition.ok()) return decomposition.takeError();
  return context.callFunction(*decomposition, operands);
}

// ---------------------------------------------------------------------------
// chlo.top_k (XLA TopK): the k largest elements along the last dimension,
// largest first, with their indices; of two equal elements the one with the
// lower index comes first (is_stable, the default; otherwise any order).
// Floats order by IEEE totalOrder (NaN above +Inf, -NaN below -Inf), as
// XLA's sort-based lowering compares them. But the op's text gives a NaN no
// place among the largest, so where a row holds one, each of its k places
// may hold any of the row's elements (and their indices); and -0 and +0 are
// equal to IEEE comparison, so a run of zeros of both signs may come in any
// order.
int64_t totalOrderKey(uint64_t bits, ElementType type) {
  if (isUnsignedInteger(type) || isBoolean(type))
    return static_cast<int64_t>(bits ^ (uint64_t{1} << 63));
  if (const FloatFormat* f = floatFormat(type)) {
    if (!f->hasSign) return static_cast<int64_t>(bits);
    const uint64_t magnitude = bits & ~f->signMask();
    return bits & f->signMask() ? -static_cast<int64_t>(magnitude) - 1
                                : static_cast<int64_t>(magnitude);
  }
  return signExtend(bits, bitWidth(type));
}

Result<Values> evalTopK(const Operation& op, std::span<const RuntimeValue> operands, EvalContext&) {
  auto operandOr = tensorOperand(op, operands, 0);
  if (!operandOr) return operandOr.takeError();
  const Tensor& operand = **operandOr;
  Result<ops::TopKAttrs> attrs = ops::topKAttrs(op);
  if (!attrs) return attrs.takeError();
  const int64_t k = attrs->k;
  const bool largest = attrs->largest;
  const bool is_stable = attrs->isStable;
  ResultChoices choices;
  const ElementType type = operand.elementType();
  if (operand.rank() < 1) return opError(op, "operand must have rank >= 1");
  if (isComplex(type)) return opError(op, "complex operands have no order");
  const int64_t last = operand.shape().back();
  if (k < 0 || k > last) return opError(op, fmt::format("k = {} must lie in [0, {}]", k, last));
  std::vector<int64_t> shape = operand.shape();
  shape.back() = k;
  auto valuesType = runtimeResultType(op, 0, shape);
  if (!valuesType) return valuesType.takeError();
  auto indicesType = runtimeResultType(op, 1, shape);
  if (!indicesType) return indicesType.takeError();
  if (Status s = checkSameStorage(op, type, *valuesType, ""); !s.ok()) return s.takeError();
  Tensor values(*valuesType), indices(*indicesType);
  ResultChoices valueChoices;
  std::vector<int64_t> order(last);
  const int64_t rows = last == 0 ? 0 : operand.numElements() / last;
  for (int64_t row = 0; row < rows; ++row) {
    for (int64_t j = 0; j < last; ++j) order[j] = j;
    auto key = [&](int64_t j) { return totalOrderKey(operand.partBits(row * last + j, 0), type); };
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      return largest ? key(a) > key(b) : key(a) < key(b);
    });
    for (int64_t j = 0; j < k; ++j) {
      copyElement(operand, row * last + order[j], values, row * k + j);
      indices.setIntValue(row * k + j, order[j]);
    }
    // Places from..to-1 of the row may hold any of `members` (row
    // positions): their indices, and with `withValues` their values too. A
    // place is opened once.
    std::vector<bool> opened(static_cast<size_t>(k), false);
    auto openPlaces = [&](std::span<const int64_t> members, int64_t from, int64_t to,
                          bool withValues) {
      std::vector<std::vector<uint8_t>> memberValues, memberIndices;
      Tensor index(indicesType->withShape({}));
      for (int64_t m : members) {
        if (withValues) memberValues.push_back(elementBytes(operand, row * last + m));
        index.setIntValue(0, m);
        memberIndices.push_back(elementBytes(index, 0));
      }
      for (int64_t j = from; j < to; ++j) {
        if (opened[static_cast<size_t>(j)]) continue;
        opened[static_cast<size_t>(j)] = true;
        if (withValues) valueChoices.anyOf.push_back({row * k + j, memberValues});
        choices.anyOf.push_back({row * k + j, memberIndices});
      }
    };
    auto run = [&](int64_t start, int64_t end) {
      return std::span<const int64_t>(order).subspan(static_cast<size_t>(start),
                                                     static_cast<size_t>(end - start));
    };
    const FloatFormat* format = floatFormat(type);
    bool rowHasNaN = false;
    for (int64_t j = 0; j < last && format; ++j)
      rowHasNaN |= isNaNBits(operand.partBits(row * last + j, 0), type);
    if (rowHasNaN) {
      openPlaces(order, 0, k, true);
      continue;
    }
    // A run of zeros of both signs: open among its elements.
    auto isZero = [&](int64_t j) {
      return format && format->hasSign &&
             (operand.partBits(row * last + j, 0) & ~format->signMask()) == 0;
    };
    for (int64_t start = 0, end = 0; start < k; start = end) {
      end = start + 1;
      if (!isZero(order[start])) continue;
      while (end < last && isZero(order[end])) ++end;
      const uint64_t first = operand.partBits(row * last + order[start], 0);
      if (operand.partBits(row * last + order[end - 1], 0) != first)  // both signs
        openPlaces(run(start, end), start, std::min(end, k), true);
    }
    if (is_stable) continue;
    // Unstable: equal elements (equal keys, hence equal bits, so the values
    // are the same) may come in any order, and at the k-th place any of
    // them may be the one that makes the cut.
    for (int64_t start = 0, end = 0; start < k; start = end) {
      end = start + 1;
      while (end < last && key(order[end]) == key(order[start])) ++end;
      if (end - start >= 2) openPlaces(run(start, end), start, std::min(end, k), false);
    }
  }
  return Values{withChoices(std::move(values), std::move(valueChoices), op.name()),
                withChoices(std::move(indices), std::move(choices), op.name())};
}

// chlo.scan: a scan along `dimension` over N inputs with M carries. Step t
// (t running backwards when is_reverse) calls the body with the t-th slices
// of the inputs followed by the carries; the body returns N output slices,
// stored at position t of the outputs, and the M new carries. The results are
// the outputs and the final carries.
Result<Values> evalScan(const Operation& op, std::span<const RuntimeValue> operands,
                        EvalContext& context) {
  const Region* body = regionOf(op, 0);
  if (!body) return opError(op, "needs a body region");
  // N inputs then M inits (operandSegmentSizes = [N, M]); the body takes the
  // N input slices then the M carries and returns N output slices then M
  // carries, so operands, body arguments and results all number N + M.
  // Without the segment sizes, an input is an operand one rank above its body
  // argument (a carry has the argument's own type).
  const size_t total = operands.size();
  const Block& block = *body->front();
  if (block.numArguments() != total || op.numResults() != total)
    return opError(op, "needs one body argument and one result per operand");
  size_t n = 0;
  Result<ops::ScanAttrs> attrs = ops::scanAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  const std::vector<int64_t> segments = attrs->operandSegmentSizes.value_or(std::vector<int64_t>{});
  if (segments.size() == 2 && segments[0] >= 0 && segments[1] >= 0 &&
      static_cast<size_t>(segments[0] + segments[1]) == total) {
    n = static_cast<size_t>(segments[0]);
  } else {
    while (n < total && operands[n].isTensor() &&
           operands[n].tensor().rank() == block.argument(n)->type.rank() + 1)
      ++n;
  }
  const int64_t dimension = attrs->dimension;
  const bool is_reverse = attrs->isReverse;
  if (n == 0) return opError(op, "needs at least one input to scan");
  int64_t length = -1;
  for (size_t i = 0; i < n; ++i) {
    const Tensor& input = operands[i].tensor();
    if (dimension < 0 || dimension >= input.rank())
      return opError(op, fmt::format("dimension {} is out of range", dimension));
    if (length >= 0 && input.shape()[dimension] != length)
      return opError(op, "inputs differ in the scanned dimension's size");
    length = input.shape()[dimension];
  }
  std::vector<Tensor> outputs;
  for (size_t i = 0; i < n; ++i) {
    auto type = runtimeResultType(op, i, operands[i].tensor().shape());
    if (!type) return type.takeError();
    outputs.emplace_back(*type);
  }
  Values carry(operands.begin() + n, operands.end());
  for (int64_t step = 0; step < length; ++step) {
    const int64_t t = is_reverse ? length - 1 - step : step;
    Values args;
    for (size_t i = 0; i < n; ++i) {
      const Tensor& input = operands[i].tensor();
      std::vector<int64_t> sliceShape = input.shape();
      sliceShape.erase(sliceShape.begin() + dimension);
      Tensor slice(input.type().withShape(sliceShape));
      forEachIndex(sliceShape, [&](const Index& sliceIndex, int64_t linear) {
        Index at = sliceIndex;
        at.insert(at.begin() + dimension, t);
        copyElement(input, input.linearIndex(at), slice, linear);
      });
      args.push_back(RuntimeValue::fromTensor(std::move(slice)));
    }
    args.insert(args.end(), carry.begin(), carry.end());
    auto results = evaluateRegionOf(op, *body, args, context);
    if (!results) return results.takeError();
    if (results->size() != total) return opError(op, "the body must return outputs and carries");
    for (size_t i = 0; i < n; ++i) {
      if (!(*results)[i].isTensor()) return opError(op, "the body returned a non-tensor output");
      const Tensor& slice = (*results)[i].tensor();
      Tensor& output = outputs[i];
      if (slice.elementType() != output.elementType() || slice.rank() + 1 != output.rank())
        return opError(op, "an output slice does not match its result type");
      bool fits = true;
      for (int64_t d = 0, od = 0; d < slice.rank(); ++d, ++od) {
        if (od == dimension) ++od;
        fits &= slice.shape()[d] == output.shape()[od];
      }
      if (!fits) return opError(op, "an output slice does not match its result shape");
      forEachIndex(slice.shape(), [&](const Index& sliceIndex, int64_t linear) {
        Index at = sliceIndex;
        at.insert(at.begin() + dimension, t);
        copyElement(slice, linear, output, output.linearIndex(at));
      });
    }
    carry.assign(results->begin() + n, results->end());
  }
  Values values;
  for (Tensor& output : outputs) values.push_back(RuntimeValue::fromTensor(std::move(output)));
  values.insert(values.end(), carry.begin(), carry.end());
  return values;
}

constexpr OpEntry kControlFlowOps[] = {
    {OpId::kWhile, evalWhile},
    {OpId::kIf, evalIf},
    {OpId::kCase, checkedOnRuntimeTypes<evalCase>},
    {OpId::kMap, checkedOnRuntimeTypes<evalMap>},
    {OpId::kSort, checkedOnRuntimeTypes<evalSort>},
    {OpId::kTuple, evalTuple},
    {OpId::kGetTupleElement, checkedOnRuntimeTypes<evalGetTupleElement>},
    {OpId::kOptimizationBarrier, evalOptimizationBarrier},
    {OpId::kAfterAll, evalToken},
    {OpId::kCreateToken, evalToken},
    {OpId::kComposite, evalComposite},
    {OpId::kAsyncStart, evalAsyncStart},
    {OpId::kAsyncDone, evalAsyncDone},
    {OpId::kChloTopK, evalTopK},
    {OpId::kChloScan, evalScan},
};

}  // namespace

std::span<const OpEntry> controlFlowOps() {
  return kControlFlowOps;
}

}  // namespace hlo_cts::oracle
