// Indexing, the scattering half: scatter (variadic, batching dims,
// out-of-bounds updates skipped, the allowed set for duplicate indices) and
// select_and_scatter, with the update-order analysis they share.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <span>
#include <vector>

#include "oracle/ops/choices.h"
#include "oracle/ops/compose.h"
#include "oracle/ops/families.h"
#include "oracle/ops/index_util.h"
#include "oracle/ops/reduction_common.h"
#include "oracle/ops/runtime_check.h"
#include "spec/float_value.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::oracle {
namespace {

using Values = std::vector<RuntimeValue>;

// ---------------------------------------------------------------------------
// Order of updates. scatter applies its updates in an implementation-defined
// schedule and select_and_scatter reduces with an implementation-defined
// schedule; the oracle flows the lexicographic schedule and, per result
// element hit more than once, works out what other schedules give.

// What a combining region is, when it is one of the shapes whose result does
// not depend on order, or one with a closed-form allowed set.
enum class Combiner : uint8_t {
  kOther,             // anything else: enumerate orders
  kOrderInsensitive,  // add/multiply/and/or/xor/max/min of integers, in either argument order
  kFloatMinMax,       // maximum/minimum of floats: order-insensitive unless a NaN takes part
  kReplace,           // returns the update: the result is whichever update comes last
  kKeep,              // returns the current value: updates never show
};

Combiner classifyCombiner(const Region& region, ElementType type) {
  const Block* block = region.front();
  if (!block || block->numArguments() != 2 || block->operations().empty()) return Combiner::kOther;
  if (block->operations().size() == 1) {
    const Operation& ret = *block->operations().back();
    if (ret.numOperands() != 1) return Combiner::kOther;
    if (ret.operand(0) == block->argument(1)) return Combiner::kReplace;
    if (ret.operand(0) == block->argument(0)) return Combiner::kKeep;
    return Combiner::kOther;
  }
  // Wrapping integer arithmetic and bitwise ops are commutative and
  // associative. Float arithmetic is not (rounding), so it enumerates; IEEE
  // maximum/minimum order -0 < +0 and are order-insensitive on non-NaN values
  // (which NaN payload propagates may depend on the order).
  const ReducerKind kind = classifyReducer(region);
  if (kind == ReducerKind::kOther) return Combiner::kOther;
  if (isInteger(type) || isBoolean(type)) return Combiner::kOrderInsensitive;
  const bool minMax = kind == ReducerKind::kMaximum || kind == ReducerKind::kMinimum;
  return minMax && floatFormat(type) ? Combiner::kFloatMinMax : Combiner::kOther;
}

// Budget of region evaluations spent enumerating orders, per op.
constexpr int64_t kEnumerationBudget = 200'000;
constexpr size_t kMaxEnumeratedHits = 6;

// Every result `results[i][resultLinear]` the spec allows when the updates
// `hits` (positions in `updates`) reach that element in any order, starting
// from `initial[i][resultLinear]`. Fills choices[i]; false when the
// enumeration would exceed `budget`.
Result<bool> enumerateOrders(const Operation& op, const Region& region,
                             std::span<const Tensor> initial, std::span<const Tensor> updates,
                             int64_t resultLinear, std::vector<int64_t> hits,
                             std::vector<ResultChoices>& choices, int64_t& budget,
                             EvalContext& context) {
  const size_t n = initial.size();
  int64_t orders = 1;
  for (size_t k = 2; k <= hits.size(); ++k) orders *= static_cast<int64_t>(k);
  if (hits.size() > kMaxEnumeratedHits || orders * static_cast<int64_t>(hits.size()) > budget)
    return false;
  budget -= orders * static_cast<int64_t>(hits.size());
  std::vector<std::set<std::vector<uint8_t>>> allowed(n);
  std::sort(hits.begin(), hits.end());
  do {
    std::vector<Tensor> current;
    for (size_t i = 0; i < n; ++i) current.push_back(elementAsScalar(initial[i], resultLinear));
    for (int64_t update : hits) {
      std::vector<Tensor> arguments = current;
      for (size_t i = 0; i < n; ++i) arguments.push_back(elementAsScalar(updates[i], update));
      auto next = evaluateOnTensors(op, region, std::move(arguments), n, context);
      if (!next) return next.takeError();
      current = std::move(*next);
    }
    for (size_t i = 0; i < n; ++i) allowed[i].insert(elementBytes(current[i], 0));
  } while (std::next_permutation(hits.begin(), hits.end()));
  for (size_t i = 0; i < n; ++i)
    if (allowed[i].size() > 1)
      choices[i].anyOf.push_back(
          {resultLinear, std::vector<std::vector<uint8_t>>(allowed[i].begin(), allowed[i].end())});
  return true;
}

// Records in `choices` the interval that every order of folding `terms`
// (tensor, element) with the associative, commutative reducer `region`
// yields, through the reduction family's closed-form folder: float sums and
// products whose orders are too many to enumerate. With `init`, the fold is
// reduce's (the init value as often as the spec's schedules allow);
// without, every term once. With `flowing` (the result as the oracle
// computed it, of a real type), a set of single values is recorded as they
// are, as reduce does: nothing when it is the flowing value alone. False when
// the region is no such reducer.
bool foldedIntervals(const Region& region, ElementType type,
                     std::span<const std::pair<const Tensor*, int64_t>> terms,
                     const std::optional<std::pair<const Tensor*, int64_t>>& init,
                     int64_t resultLinear, ResultChoices& choices,
                     const Tensor* flowing = nullptr) {
  const ReducerKind kind = classifyReducer(region);
  if (kind == ReducerKind::kOther) return false;
  ClosedFormFolder folder(kind, type);
  if (!folder.supported()) return false;
  folder.begin();
  for (const auto& [tensor, linear] : terms)
    folder.addTerm(tensor->partBits(linear, 0), tensor->partBits(linear, 1));
  const FoldOutcome outcome = init ? folder.finish(init->first->partBits(init->second, 0),
                                                   init->first->partBits(init->second, 1))
                                   : folder.finishWithoutInit();
  if (outcome.undetermined) return false;
  const bool points =
      flowing && !isComplex(type) && !outcome.allowed.empty() &&
      std::all_of(outcome.allowed.begin(), outcome.allowed.end(), [&](const ElementBounds& b) {
        return b.lo == b.hi &&
               (!isFloat(type) || (b.finite && !b.allowNaN && !b.allowPosInf && !b.allowNegInf));
      });
  if (points) {
    if (outcome.allowed.size() == 1 && outcome.allowed[0].lo == flowing->bits(resultLinear))
      return true;
    Tensor one(flowing->type().withShape({}));
    std::vector<std::vector<uint8_t>> alternatives;
    for (const ElementBounds& b : outcome.allowed) {
      one.setPartBits(0, 0, b.lo);
      alternatives.push_back(elementBytes(one, 0));
    }
    choices.anyOf.push_back({resultLinear, std::move(alternatives)});
    return true;
  }
  const ElementType partType = complexPartType(type);
  int part = 0;
  for (const std::vector<ElementBounds>* alternatives : {&outcome.allowed, &outcome.allowedImag}) {
    if (!alternatives->empty()) {
      ElementBounds all = alternatives->front();
      for (const ElementBounds& b : *alternatives) all = hull(all, b, partType);
      choices.intervals.push_back({resultLinear, part, all});
    }
    ++part;
  }
  return true;
}

// Fills `choices` for every result element reached by more than one update.
// `hitsOf` maps a result element to the updates reaching it, in schedule
// order.
Status recordOrderChoices(const Operation& op, const Region& region,
                          std::span<const Tensor> initial, std::span<const Tensor> updates,
                          const std::map<int64_t, std::vector<int64_t>>& hitsOf,
                          std::vector<ResultChoices>& choices, EvalContext& context) {
  const size_t n = initial.size();
  const Combiner combiner =
      n == 1 ? classifyCombiner(region, initial[0].elementType()) : Combiner::kOther;
  if (combiner == Combiner::kOrderInsensitive || combiner == Combiner::kKeep)
    return Status::success();
  int64_t budget = kEnumerationBudget;
  for (const auto& [resultLinear, hits] : hitsOf) {
    if (hits.size() < 2) continue;
    if (combiner == Combiner::kFloatMinMax) {
      const ElementType type = initial[0].elementType();
      bool nan = isNaNBits(initial[0].bits(resultLinear), type);
      for (int64_t update : hits) nan |= isNaNBits(updates[0].bits(update), type);
      if (!nan) continue;
    }
    if (combiner == Combiner::kReplace) {
      // The last update wins; any of them may be last.
      std::set<std::vector<uint8_t>> allowed;
      for (int64_t update : hits) allowed.insert(elementBytes(updates[0], update));
      if (allowed.size() > 1)
        choices[0].anyOf.push_back(
            {resultLinear, std::vector<std::vector<uint8_t>>(allowed.begin(), allowed.end())});
      continue;
    }
    auto enumerated =
        enumerateOrders(op, region, initial, updates, resultLinear, hits, choices, budget, context);
    if (!enumerated) return enumerated.takeError();
    if (*enumerated) continue;
    // Too many orders: the current value and every update, folded in any order.
    std::vector<std::pair<const Tensor*, int64_t>> terms = {{&initial[0], resultLinear}};
    for (int64_t update : hits) terms.push_back({&updates[0], update});
    if (n == 1 && foldedIntervals(region, initial[0].elementType(), terms, std::nullopt,
                                  resultLinear, choices[0]))
      continue;
    for (size_t i = 0; i < n; ++i) choices[i].unknown.push_back(resultLinear);
  }
  return Status::success();
}

// Converts `t` to `type`'s element type with convert's semantics (the spec's
// to_destination_type, for update_computation argument types that differ).
Result<Tensor> convertTo(const Operation& op, const Tensor& t, const Type& type,
                         EvalContext& context) {
  if (t.elementType() == type.elementType() && !type.isQuantized()) return t;
  RuntimeValue value = RuntimeValue::fromTensor(t);
  auto converted = applyOp(op, OpId::kConvert, {&value, 1}, {type.withShape(t.shape())}, context);
  if (!converted) return converted.takeError();
  return (*converted)[0].tensor();
}

struct ScatterDimensionNumbers {
  std::vector<int64_t> update_window_dims, inserted_window_dims, input_batching_dims,
      scatter_indices_batching_dims, scatter_dims_to_operand_dims;
  int64_t index_vector_dim = 0;
  bool indices_are_sorted = false, unique_indices = false;
};

Result<ScatterDimensionNumbers> scatterDimensionNumbers(const Operation& op) {
  Result<ops::ScatterAttrs> attrs = ops::scatterAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  ScatterDimensionNumbers s;
  s.update_window_dims = std::move(attrs->updateWindowDims);
  s.inserted_window_dims = std::move(attrs->insertedWindowDims);
  s.input_batching_dims = std::move(attrs->inputBatchingDims);
  s.scatter_indices_batching_dims = std::move(attrs->scatterIndicesBatchingDims);
  s.scatter_dims_to_operand_dims = std::move(attrs->scatterDimsToOperandDims);
  s.index_vector_dim = attrs->indexVectorDim;
  s.indices_are_sorted = attrs->indicesAreSorted;
  s.unique_indices = attrs->uniqueIndices;
  return s;
}

// For each update_index in index_space(updates[0]), in the schedule:
//   update_scatter_dims = [d for d in axes(updates[0]) and d not in update_window_dims]
//   update_scatter_index = update_index[update_scatter_dims...]
//   start_index = scatter_indices[si0, ..., :, ..., siN]
//   full_start_index[d_input] = start_index[d_start] for
//       d_input = scatter_dims_to_operand_dims[d_start], else 0
//   full_batching_index[d_input] = update_scatter_index[d_start - (d_start <
//       index_vector_dim ? 0 : 1)] for d_input = input_batching_dims[i],
//       d_start = scatter_indices_batching_dims[i], else 0
//   update_window_index = update_index[update_window_dims...]
//   full_window_index = update_window_index with 0 at inserted_window_dims
//       and input_batching_dims
//   result_index = full_start_index + full_batching_index + full_window_index
// and, when result_index is in bounds, results...[result_index] =
// update_computation(results...[result_index], updates_converted...).
Result<Values> evalScatter(const Operation& op, std::span<const RuntimeValue> operands,
                           EvalContext& context) {
  const CheckedArgs args(op, operands);
  const size_t n = (operands.size() - 1) / 2;
  std::vector<const Tensor*> inputs, updatesIn;
  for (size_t i = 0; i < n; ++i) {
    inputs.push_back(&args.tensor(i));
    updatesIn.push_back(&args.tensor(n + 1 + i));
  }
  const Tensor& scatter_indices = args.tensor(n);
  auto dn = scatterDimensionNumbers(op);
  if (!dn) return dn.takeError();
  const ScatterDimensionNumbers& s = *dn;
  const Region& update_computation = *op.region(0);
  const Block& body = *update_computation.front();

  // results start as the inputs, in the element types of the results (E_i);
  // updates are converted to the computation's update argument types.
  std::vector<Tensor> results, updates;
  for (size_t i = 0; i < n; ++i) {
    auto resultType = runtimeResultType(op, i, inputs[i]->shape());
    if (!resultType) return resultType.takeError();
    auto initial = convertTo(op, *inputs[i], *resultType, context);
    if (!initial) return initial.takeError();
    results.push_back(std::move(*initial));
    auto update = convertTo(op, *updatesIn[i], body.argument(n + i)->type, context);
    if (!update) return update.takeError();
    updates.push_back(std::move(*update));
  }
  const std::vector<Tensor> initial = results;

  const Tensor& updates0 = updates[0];
  const int64_t rank = results[0].rank();
  std::vector<int64_t> update_scatter_dims, input_window_dims;
  for (int64_t d = 0; d < updates0.rank(); ++d)
    if (!contains(s.update_window_dims, d)) update_scatter_dims.push_back(d);
  for (int64_t d = 0; d < rank; ++d)
    if (!contains(s.inserted_window_dims, d) && !contains(s.input_batching_dims, d))
      input_window_dims.push_back(d);

  // The schedule: (update element, result element) in lexicographic order of
  // update_index; out-of-bounds result_index are skipped.
  std::vector<std::pair<int64_t, int64_t>> schedule;
  std::vector<int64_t> update_scatter_index(update_scatter_dims.size()),
      start_index(s.scatter_dims_to_operand_dims.size());
  Index result_index(rank);
  forEachIndex(updates0.shape(), [&](const Index& update_index, int64_t updateLinear) {
    for (size_t i = 0; i < update_scatter_dims.size(); ++i)
      update_scatter_index[i] = update_index[update_scatter_dims[i]];
    startIndexAt(scatter_indices, update_scatter_index, s.index_vector_dim, start_index);
    std::fill(result_index.begin(), result_index.end(), 0);
    for (size_t d_start = 0; d_start < start_index.size(); ++d_start)
      result_index[s.scatter_dims_to_operand_dims[d_start]] +=
          std::clamp(start_index[d_start], -kIndexLimit, kIndexLimit);
    for (size_t i = 0; i < s.input_batching_dims.size(); ++i) {
      const int64_t d_start = s.scatter_indices_batching_dims[i];
      result_index[s.input_batching_dims[i]] +=
          update_scatter_index[d_start - (d_start < s.index_vector_dim ? 0 : 1)];
    }
    for (size_t i = 0; i < s.update_window_dims.size(); ++i)
      result_index[input_window_dims[i]] += update_index[s.update_window_dims[i]];
    if (inBounds(result_index, results[0].shape()))
      schedule.push_back({updateLinear, linearize(result_index, results[0].shape())});
  });

  // Elements an update_computation with an allowed set of its own reached:
  // their flowing bits are one allowed value among others the oracle does
  // not carry through the schedule, so they are undetermined.
  std::set<int64_t> approximate;
  for (const auto& [updateLinear, resultLinear] : schedule) {
    std::vector<Tensor> arguments;
    for (size_t i = 0; i < n; ++i) arguments.push_back(elementAsScalar(results[i], resultLinear));
    for (size_t i = 0; i < n; ++i) arguments.push_back(elementAsScalar(updates[i], updateLinear));
    bool inexact = false;
    auto updated_values =
        evaluateOnTensors(op, update_computation, std::move(arguments), n, context, &inexact);
    if (inexact) approximate.insert(resultLinear);
    if (!updated_values) return updated_values.takeError();
    for (size_t i = 0; i < n; ++i) {
      if ((*updated_values)[i].elementType() != results[i].elementType() ||
          (*updated_values)[i].numElements() != 1)
        return opError(op, "update_computation must return rank-0 tensors of the result types",
                       "C15");
      copyElement((*updated_values)[i], 0, results[i], resultLinear);
    }
  }

  // What other schedules allow, and the claims the program makes.
  std::vector<ResultChoices> choices(n);
  std::map<int64_t, std::vector<int64_t>> hitsOf;
  for (const auto& [updateLinear, resultLinear] : schedule)
    hitsOf[resultLinear].push_back(updateLinear);
  bool duplicates = false;
  for (const auto& [resultLinear, hits] : hitsOf) duplicates |= hits.size() > 1;
  const bool falselyUnique = s.unique_indices && duplicates;
  const bool falselySorted =
      s.indices_are_sorted && !startIndicesSorted(scatter_indices, s.index_vector_dim,
                                                  s.scatter_dims_to_operand_dims, rank, {});
  if (falselyUnique || falselySorted) {
    // Undefined behaviour: the spec allows any result.
    for (ResultChoices& c : choices) c.wholeResultAnyValue = true;
  } else if (duplicates) {
    if (Status st =
            recordOrderChoices(op, update_computation, initial, updates, hitsOf, choices, context);
        !st.ok())
      return st.takeError();
  }
  for (ResultChoices& c : choices)
    c.unknown.insert(c.unknown.end(), approximate.begin(), approximate.end());
  Values values;
  for (size_t i = 0; i < n; ++i)
    values.push_back(withChoices(std::move(results[i]), std::move(choices[i]), op.name()));
  return values;
}

// ---------------------------------------------------------------------------
// select_and_scatter:
//   selected_values = reduce_window_without_init(operand, window_dimensions,
//       window_strides, padding) with body(arg0, arg1) = select(arg0, arg1) ?
//       arg0 : arg1, so each window (one per source_index) selects one
//       operand element, selected_index(source_index);
//   result[result_index] = reduce([source_values], [init_value], [0], scatter)
//       over the source values whose window selected result_index.
// The flowing result visits each window in lexicographic order and reduces
// in source order. Padding positions hold no operand element, so they are
// never selected; a window with no operand element at all is left open by
// the spec (#731), and so is the result then.
// select_and_scatter's window attributes, checked against the operand and
// the source (shape(source) = num_windows).
struct ScatterWindows {
  std::vector<int64_t> dimensions, strides, padding;  // padding: [lo, hi] per dimension
};

// The catalogue has checked the attributes' sizes, signs and the source's
// shape (C2-C8); what remains are guards that keep the window arithmetic in
// range for extreme values a program may hold.
Result<ScatterWindows> scatterWindows(const Operation& op, const Tensor& operand) {
  const int64_t rank = operand.rank();
  Result<ops::WindowAttrs> attrs = ops::windowAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  if (static_cast<int64_t>(attrs->windowDimensions.size()) != rank)
    return opError(op, "window_dimensions must hold one size per operand dimension");
  ScatterWindows w{attrs->windowDimensions, attrs->windowStrides, {}};
  for (int64_t d = 0; d < rank; ++d) {
    w.padding.push_back(attrs->paddingLow[d]);
    w.padding.push_back(attrs->paddingHigh[d]);
  }
  for (int64_t p : w.padding)
    if (p < -kIndexLimit || p > kIndexLimit) return opError(op, "padding is out of range");
  for (int64_t stride : w.strides)
    if (stride > kIndexLimit) return opError(op, "window_strides are out of range");
  if (!checkedNumElements(w.dimensions))
    return opError(op, "window_dimensions describe too large a window");
  return w;
}

// Windows of at most this many candidates are searched for every choice a
// reduce tree can make; a larger one takes the left fold's alone.
constexpr size_t kMaxTreeCandidates = 16;

// The candidates (a bit each) that some reduce tree over them, in their
// order, selects, where beats[i] holds the later candidates j that select
// keeps candidate i over: the winners of a range are those of its two parts'
// winners meeting, over every split.
uint32_t treeWinners(std::span<const uint32_t> beats) {
  const size_t n = beats.size();
  std::vector<uint32_t> winners(n * n, 0);  // [i * n + j]: of the range i..j
  for (size_t i = 0; i < n; ++i) winners[i * n + i] = uint32_t{1} << i;
  for (size_t length = 2; length <= n; ++length)
    for (size_t i = 0; i + length <= n; ++i) {
      const size_t j = i + length - 1;
      uint32_t reach = 0;
      for (size_t k = i; k < j; ++k) {
        const uint32_t left = winners[i * n + k], right = winners[(k + 1) * n + j];
        for (size_t x = i; x <= k; ++x) {
          if (!(left >> x & 1)) continue;
          if (right & beats[x]) reach |= uint32_t{1} << x;
          reach |= right & ~beats[x];
        }
      }
      winners[i * n + j] = reach;
    }
  return winners[n - 1];
}

// selected_index(source_index) for every window, in source order: the
// source elements each operand element received. `emptyWindow` is set when
// some window holds no operand element; `uncertain` gets the operand
// elements another reduce tree than the left fold may select.

Result<std::map<int64_t, std::vector<int64_t>>> selectedElements(
    const Operation& op, const Region& select, const Tensor& operand, const Tensor& source,
    const ScatterWindows& w, bool& emptyWindow, std::set<int64_t>& uncertain,
    EvalContext& context) {
  const int64_t rank = operand.rank();
  std::map<int64_t, std::vector<int64_t>> source_indices;  // result element -> source elements
  std::vector<std::pair<int64_t, Index>> windows;
  forEachIndex(source.shape(), [&](const Index& source_index, int64_t sourceLinear) {
    windows.push_back({sourceLinear, source_index});
  });
  Index operand_index(rank);
  for (const auto& window : windows) {
    // Named, not structured-bound: the lambda below captures them.
    const int64_t sourceLinear = window.first;
    const Index& source_index = window.second;
    int64_t selected = -1;
    std::vector<int64_t> candidates;
    forEachIndex(w.dimensions, [&](const Index& window_index, int64_t) {
      for (int64_t d = 0; d < rank; ++d)
        operand_index[d] = source_index[d] * w.strides[d] + window_index[d] - w.padding[2 * d];
      if (inBounds(operand_index, operand.shape()))
        candidates.push_back(operand.linearIndex(operand_index));
    });
    // Whether select keeps the earlier of two candidates.
    auto keepsFirst = [&](int64_t first, int64_t second) -> Result<bool> {
      auto keep = evaluateOnTensors(
          op, select, {elementAsScalar(operand, first), elementAsScalar(operand, second)}, 1,
          context);
      if (!keep) return keep.takeError();
      if ((*keep)[0].elementType() != ElementType::kI1 || (*keep)[0].numElements() != 1)
        return opError(op, "select must return a 0-dimensional i1 tensor", "C9");
      return (*keep)[0].bits(0) != 0;
    };
    const size_t n = candidates.size();
    if (n >= 3 && n <= kMaxTreeCandidates) {
      // The choice is a reduce over the window in lexicographic order, whose
      // tree is implementation-defined: a select that is not associative
      // (EQ, an order with NaN) may pick another candidate under another
      // tree. Select runs once on each pair; the left fold (the flowing
      // choice) and every tree's read the same table.
      std::array<uint32_t, kMaxTreeCandidates> beats{};
      for (size_t i = 0; i < n; ++i)
        for (size_t j = i + 1; j < n; ++j) {
          Result<bool> first = keepsFirst(candidates[i], candidates[j]);
          if (!first.ok()) return first.takeError();
          if (*first) beats[i] |= uint32_t{1} << j;
        }
      size_t kept = 0;
      for (size_t j = 1; j < n; ++j)
        if (!(beats[kept] >> j & 1)) kept = j;
      selected = candidates[kept];
      const uint32_t all = treeWinners(std::span(beats).first(n));
      if (all & (all - 1))  // more than one
        for (size_t x = 0; x < n; ++x)
          if (all >> x & 1) uncertain.insert(candidates[x]);
    } else {
      for (int64_t candidate : candidates) {
        if (selected < 0) {
          selected = candidate;
          continue;
        }
        Result<bool> first = keepsFirst(selected, candidate);
        if (!first.ok()) return first.takeError();
        if (!*first) selected = candidate;
      }
    }
    if (selected < 0)
      emptyWindow = true;
    else
      source_indices[selected].push_back(sourceLinear);
  }
  return source_indices;
}

Result<Values> evalSelectAndScatter(const Operation& op, std::span<const RuntimeValue> operands,
                                    EvalContext& context) {
  const CheckedArgs args(op, operands);
  const Tensor& operand = args.tensor(0);
  const Tensor& source = args.tensor(1);
  const Tensor& init_value = args.tensor(2);
  Result<ScatterWindows> windows = scatterWindows(op, operand);
  if (!windows.ok()) return windows.takeError();
  const Region* select = op.region(0);
  const Region* scatter = op.region(1);
  auto resultType = runtimeResultType(op, 0, operand.shape());
  if (!resultType) return resultType.takeError();

  // Every window position of every source element is visited.
  if (Status st =
          context.chargeWork(op, {source.numElements(), saturatingProduct(windows->dimensions)});
      !st.ok())
    return st.takeError();
  bool emptyWindow = false;
  std::set<int64_t> uncertain;  // elements another reduce tree may select instead
  auto source_indices =
      selectedElements(op, *select, operand, source, *windows, emptyWindow, uncertain, context);
  if (!source_indices.ok()) return source_indices.takeError();

  Tensor result(*resultType);
  auto init = convertTo(op, init_value, result.type(), context);
  if (!init) return init.takeError();
  for (int64_t i = 0; i < result.numElements(); ++i) copyElement(*init, 0, result, i);
  // The scatter computation takes values of the result's element type E.
  auto sourceValues = convertTo(op, source, result.type(), context);
  if (!sourceValues) return sourceValues.takeError();
  // Elements a scatter body with an allowed set of its own produced (see
  // evalScatter): undetermined.
  std::vector<int64_t> approximate;
  for (const auto& [resultLinear, contributions] : *source_indices) {
    Tensor value = elementAsScalar(result, resultLinear);
    bool inexact = false;
    for (int64_t sourceLinear : contributions) {
      auto next =
          evaluateOnTensors(op, *scatter, {value, elementAsScalar(*sourceValues, sourceLinear)}, 1,
                            context, &inexact);
      if (!next) return next.takeError();
      if ((*next)[0].elementType() != result.elementType() || (*next)[0].numElements() != 1)
        return opError(op, "scatter must return a 0-dimensional tensor of the result type", "C10");
      value = std::move((*next)[0]);
    }
    copyElement(value, 0, result, resultLinear);
    if (inexact) approximate.push_back(resultLinear);
  }

  // result[result_index] = reduce([source_values], [init_value], [0],
  // scatter), and reduce's schedule holds "an implementation-defined amount
  // of init_values" at implementation-defined positions: every element may
  // hold the init value any number of times (k >= 1 where no window selected
  // it), not only the once the flowing value does, and its terms in any
  // order. A known reducer folds that set in closed form; under any other
  // body the element is open, as reduce leaves it.
  ResultChoices choices;
  choices.wholeResultAnyValue = emptyWindow;
  const std::pair<const Tensor*, int64_t> initTerm{&*init, 0};
  std::vector<std::pair<const Tensor*, int64_t>> terms;
  for (int64_t resultLinear = 0; resultLinear < result.numElements(); ++resultLinear) {
    terms.clear();
    if (auto hit = source_indices->find(resultLinear); hit != source_indices->end())
      for (int64_t sourceLinear : hit->second) terms.push_back({&*sourceValues, sourceLinear});
    if (!foldedIntervals(*scatter, result.elementType(), terms, initTerm, resultLinear, choices,
                         &result))
      choices.unknown.push_back(resultLinear);
  }
  choices.unknown.insert(choices.unknown.end(), approximate.begin(), approximate.end());
  choices.unknown.insert(choices.unknown.end(), uncertain.begin(), uncertain.end());
  return Values{withChoices(std::move(result), std::move(choices), op.name())};
}

constexpr OpEntry kScatterOps[] = {
    {OpId::kScatter, checkedOnRuntimeTypes<evalScatter>},
    {OpId::kSelectAndScatter, checkedOnRuntimeTypes<evalSelectAndScatter>},
};

}  // namespace

std::span<const OpEntry> scatterOps() {
  return kScatterOps;
}

}  // namespace hlo_cts::oracle
