// reduce and reduce_window (spec "reduce", "reduce_window"), and the table
// of every op of the reduction family (reduce*, dot*, convolution*,
// batch_norm*, linear algebra, random numbers).
//
// For a reducer body that is one known associative op (add, multiply, maximum,
// minimum, and, or, xor) the result is folded in closed form: the correctly
// rounded exact value, with the interval every legal schedule can reach
// (docs/numerics.md) attached. Any other body runs the spec's reference
// schedule — init first, then the elements in lexicographic index order,
// body(accumulator..., element...) — and the result is marked order-dependent.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

#include "oracle/ops/families.h"
#include "oracle/ops/index_util.h"
#include "oracle/ops/reduction_common.h"
#include "oracle/ops/reduction_family.h"
#include "oracle/ops/runtime_check.h"
#include "oracle/parallel.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::oracle {
namespace {

// Runs the spec's reference schedule for one result element:
// acc = init; for each term: acc = body(acc..., term...).
class ScheduleRunner {
 public:
  ScheduleRunner(const Operation& op, EvalContext& context, std::span<const Tensor> inits,
                 std::span<const ElementType> bodyTypes)
      : op_(op), context_(context), inits_(inits), bodyTypes_(bodyTypes) {}

  Status begin() {
    acc_.clear();
    for (size_t i = 0; i < inits_.size(); ++i) {
      Result<Tensor> init = scalarIn(inits_[i], 0, bodyTypes_[i]);
      if (!init.ok()) return init.takeError();
      acc_.push_back(RuntimeValue::fromTensor(std::move(*init)));
    }
    return Status::success();
  }

  // Feeds element `linear` of every input (or the init values, for padding).
  Status feed(std::span<const Tensor> inputs, int64_t linear, bool padding) {
    std::vector<RuntimeValue> args = acc_;
    for (size_t i = 0; i < inputs.size(); ++i) {
      Result<Tensor> x = padding ? scalarIn(inits_[i], 0, bodyTypes_[i])
                                 : scalarIn(inputs[i], linear, bodyTypes_[i]);
      if (!x.ok()) return x.takeError();
      args.push_back(RuntimeValue::fromTensor(std::move(*x)));
    }
    Result<std::vector<RuntimeValue>> out = context_.evaluateRegion(*op_.region(0), args);
    if (!out.ok()) return out.takeError();
    if (out->size() != acc_.size())
      return opError(
          op_, fmt::format("the body returned {} values, expected {}", out->size(), acc_.size()),
          "C6");
    for (size_t i = 0; i < acc_.size(); ++i) {
      if (!(*out)[i].isTensor() || (*out)[i].tensor().numElements() != 1)
        return opError(op_, "the body must return rank-0 tensors", "C6");
      acc_[i] = std::move((*out)[i]);
    }
    return Status::success();
  }

  const Tensor& accumulator(size_t i) const { return acc_[i].tensor(); }

 private:
  const Operation& op_;
  EvalContext& context_;
  std::span<const Tensor> inits_;
  std::span<const ElementType> bodyTypes_;
  std::vector<RuntimeValue> acc_;
};

// What reduce and reduce_window share: operands, body types and results.
struct ReduceSetup {
  std::vector<Tensor> inputs;  // converted to the body's element types
  std::vector<Tensor> inits;
  std::vector<ElementType> bodyTypes;
  std::vector<Type> resultTypes;
  ReducerKind kind = ReducerKind::kOther;
};

// The catalogue has checked the operand counts, the body's signature (C6:
// rank-0 arguments of promotable element types), the results' types and the
// inputs' common shape.
Result<ReduceSetup> setupReduce(const Operation& op, std::span<const RuntimeValue> operands) {
  const CheckedArgs args(op, operands);
  const size_t n = operands.size() / 2;
  const Block& body = *op.region(0)->front();
  ReduceSetup s;
  for (size_t i = 0; i < n; ++i) {
    const Type& arg = body.argument(i)->type;
    if (arg.isQuantized() || args.tensor(i).type().isQuantized())
      return notSupported(op, "quantized reductions are not supported by the oracle");
    s.bodyTypes.push_back(arg.elementType());
    Result<Tensor> input = promoteTensor(args.tensor(i), arg.elementType());
    if (!input.ok()) return opError(op, input.error().message);
    Result<Tensor> init = promoteTensor(args.tensor(n + i), arg.elementType());
    if (!init.ok()) return opError(op, init.error().message);
    s.inputs.push_back(std::move(*input));
    s.inits.push_back(std::move(*init));
    // Dynamic result dimensions take the input's runtime shape (reduce's
    // and reduce_window's handlers compute it).
    s.resultTypes.push_back(op.result(i)->type);
  }
  if (n == 1) s.kind = classifyReducer(*op.region(0));
  return s;
}

std::vector<int64_t> rowMajorStrides(std::span<const int64_t> shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t d = shape.size(); d-- > 1;) strides[d - 1] = strides[d] * shape[d];
  return strides;
}

// Calls visit(offset) for every index of `shape` in lexicographic order,
// with offset = Σ index[d] · strides[d].
template <class Visit>
void forEachOffset(std::span<const int64_t> shape, std::span<const int64_t> strides,
                   Visit&& visit) {
  for (int64_t d : shape)
    if (d <= 0) return;
  std::vector<int64_t> index(shape.size(), 0);
  int64_t offset = 0;
  while (true) {
    visit(offset);
    size_t d = shape.size();
    while (d > 0) {
      --d;
      if (++index[d] < shape[d]) {
        offset += strides[d];
        break;
      }
      offset -= strides[d] * (shape[d] - 1);
      index[d] = 0;
      if (d == 0) return;
    }
    if (shape.empty()) return;
  }
}

// Records that element r of `count` has an allowed set the fold does not
// state.
void markUndetermined(AllowedResults& allowed, int64_t r, int64_t count, bool undetermined) {
  if (!undetermined) return;
  allowed.undetermined.resize(static_cast<size_t>(count), 0);
  allowed.undetermined[static_cast<size_t>(r)] = 1;
  allowed.undeterminedReason = kUnstatedInitMultiplicity;
}

// The per-result-element term lists of one reduction, given as a function
// that visits (linear input index or -1 for an init-valued padding
// position) in the spec's order.
template <class Terms>
Result<std::vector<RuntimeValue>> runReduction(const Operation& op, ReduceSetup& s,
                                               int64_t numResults, Terms&& termsOf,
                                               EvalContext& context) {
  std::vector<Tensor> results;
  for (const Type& t : s.resultTypes) results.emplace_back(t);
  const size_t n = s.inputs.size();
  ClosedFormFolder folder(s.kind, s.bodyTypes[0]);
  if (n == 1 && folder.supported()) {
    AllowedResults allowed;
    allowed.reason = fmt::format("order-unspecified reduction ({})", reducerName(s.kind));
    std::vector<std::vector<ElementBounds>> imag;
    const Tensor& input = s.inputs[0];
    const uint64_t init = s.inits[0].partBits(0, 0);
    const uint64_t init_imag = isComplex(s.bodyTypes[0]) ? s.inits[0].partBits(0, 1) : 0;
    const bool complex = isComplex(s.bodyTypes[0]);
    for (int64_t r = 0; r < numResults; ++r) {
      folder.begin();
      termsOf(r, [&](int64_t linear) {
        if (linear < 0)
          folder.addTerm(init, init_imag);
        else
          folder.addTerm(input.partBits(linear, 0), complex ? input.partBits(linear, 1) : 0);
      });
      FoldOutcome out = folder.finish(init, init_imag);
      results[0].setPartBits(r, 0, out.bits);
      if (complex) results[0].setPartBits(r, 1, out.imagBits);
      allowed.elements.push_back(std::move(out.allowed));
      if (complex) imag.push_back(std::move(out.allowedImag));
      markUndetermined(allowed, r, numResults, out.undetermined);
    }
    allowed.imagElements = std::move(imag);
    std::vector<RuntimeValue> values;
    values.push_back(withAllowedResults(std::move(results[0]), std::move(allowed), op.name()));
    return values;
  }
  // The spec's reference schedule through the body as written.
  ScheduleRunner runner(op, context, s.inits, s.bodyTypes);
  for (int64_t r = 0; r < numResults; ++r) {
    if (Status st = runner.begin(); !st.ok()) return st.takeError();
    Status failed = Status::success();
    termsOf(r, [&](int64_t linear) {
      if (!failed.ok()) return;
      failed = runner.feed(s.inputs, linear < 0 ? 0 : linear, linear < 0);
    });
    if (!failed.ok()) return failed.takeError();
    for (size_t i = 0; i < n; ++i) {
      const Tensor& acc = runner.accumulator(i);
      if (acc.elementType() != results[i].elementType())
        return opError(op, "the body returned a value of another element type", "C6");
      std::memcpy(results[i].mutableBytes().data() + r * results[i].elementBytes(),
                  acc.bytes().data(), static_cast<size_t>(acc.elementBytes()));
    }
  }
  std::vector<RuntimeValue> values;
  for (size_t i = 0; i < n; ++i) {
    AllowedResults allowed;
    // Here the body is not one known associative op, or it is one whose
    // type the closed form does not fold (complex multiply, minimum,
    // maximum): either way other schedules (other orders, and any number
    // of init values, which need not be the body's identity) may differ.
    allowed.orderDependent = true;
    allowed.reason = s.kind == ReducerKind::kOther
                         ? "the reducer body is not a known associative op: the value follows the "
                           "spec's reference schedule, other schedules may differ"
                         : "the reducer's element type has no closed form here: the value follows "
                           "the spec's reference schedule, other schedules (orders, init counts) "
                           "may differ";
    values.push_back(withAllowedResults(std::move(results[i]), std::move(allowed), op.name()));
  }
  return values;
}

// Terms per chunk when one result's terms fold on several threads: the
// chunks are fixed, not one per thread, so the merged state (and with it
// the allowed set's bounds, whose magnitude sums are double sums) does not
// depend on the thread count.
constexpr int64_t kFoldChunk = int64_t{1} << 16;

// reduce with one input and a mergeable closed form (runReduction's first
// case), where result r's k-th term is input element base[r] + offset(k):
// (`contiguous`: offset(k) = k) results fold on their own threads, and a
// result of many terms folds in
// chunks of kFoldChunk merged in order (a full reduction of a large tensor
// would otherwise run on one core).
template <class Offset>
std::vector<RuntimeValue> foldInParallel(const Operation& op, const ReduceSetup& s,
                                         std::span<const int64_t> base, int64_t count,
                                         bool contiguous, const Offset& offset) {
  const Tensor& input = s.inputs[0];
  const ElementType type = s.bodyTypes[0];
  const bool complex = isComplex(type);
  const uint64_t init = s.inits[0].partBits(0, 0);
  const uint64_t initImag = complex ? s.inits[0].partBits(0, 1) : 0;
  const int64_t numResults = static_cast<int64_t>(base.size());
  Tensor result(s.resultTypes[0]);
  AllowedResults allowed;
  allowed.reason = fmt::format("order-unspecified reduction ({})", reducerName(s.kind));
  allowed.elements.resize(static_cast<size_t>(numResults));
  if (complex) allowed.imagElements.resize(static_cast<size_t>(numResults));
  auto fold = [&](ClosedFormFolder& folder, int64_t r, int64_t begin, int64_t end) {
    const int64_t at = base[static_cast<size_t>(r)];
    if (contiguous && !complex) return folder.addTerms(input, at + begin, end - begin);
    for (int64_t k = begin; k < end; ++k) {
      const int64_t linear = at + offset(k);
      folder.addTerm(input.partBits(linear, 0), complex ? input.partBits(linear, 1) : 0);
    }
  };
  // Elements whose allowed set is not stated, filled by store on any thread.
  std::vector<uint8_t> undetermined(static_cast<size_t>(numResults), 0);
  auto store = [&](int64_t r, FoldOutcome out) {
    undetermined[static_cast<size_t>(r)] = out.undetermined;
    result.setPartBits(r, 0, out.bits);
    allowed.elements[static_cast<size_t>(r)] = std::move(out.allowed);
    if (!complex) return;
    result.setPartBits(r, 1, out.imagBits);
    allowed.imagElements[static_cast<size_t>(r)] = std::move(out.allowedImag);
  };
  const int64_t chunks = (count + kFoldChunk - 1) / kFoldChunk;
  if (chunks >= 2 && numResults < 4) {
    for (int64_t r = 0; r < numResults; ++r) {
      std::vector<std::unique_ptr<ClosedFormFolder>> folders(static_cast<size_t>(chunks));
      parallelFor(chunks, 1, [&](int64_t begin, int64_t end) {
        for (int64_t c = begin; c < end; ++c) {
          auto& folder = folders[static_cast<size_t>(c)];
          folder = std::make_unique<ClosedFormFolder>(s.kind, type);
          folder->begin();
          fold(*folder, r, c * kFoldChunk, std::min(count, (c + 1) * kFoldChunk));
        }
      });
      for (size_t c = 1; c < folders.size(); ++c) folders[0]->merge(*folders[c]);
      store(r, folders[0]->finish(init, initImag));
    }
  } else {
    parallelFor(numResults, grainForTerms(count), [&](int64_t begin, int64_t end) {
      ClosedFormFolder folder(s.kind, type);
      for (int64_t r = begin; r < end; ++r) {
        folder.begin();
        fold(folder, r, 0, count);
        store(r, folder.finish(init, initImag));
      }
    });
  }
  if (std::find(undetermined.begin(), undetermined.end(), 1) != undetermined.end()) {
    allowed.undetermined = std::move(undetermined);
    allowed.undeterminedReason = kUnstatedInitMultiplicity;
  }
  std::vector<RuntimeValue> values;
  values.push_back(withAllowedResults(std::move(result), std::move(allowed), op.name()));
  return values;
}

// reduce: results...[j0, ..., jR-1] = reduce(inputs...[j0, ..., :, ..., jR-1]).
Result<std::vector<RuntimeValue>> evalReduce(const Operation& op,
                                             std::span<const RuntimeValue> operands,
                                             EvalContext& context) {
  Result<ReduceSetup> setup = setupReduce(op, operands);
  if (!setup.ok()) return setup.takeError();
  ReduceSetup& s = *setup;
  const std::vector<int64_t>& shape = s.inputs[0].shape();
  std::vector<bool> reduced(shape.size(), false);
  for (int64_t d : CheckedArgs(op, operands).dimensionList())
    reduced[static_cast<size_t>(d)] = true;
  const std::vector<int64_t> strides = rowMajorStrides(shape);
  std::vector<int64_t> kept_shape, kept_strides, red_shape, red_strides;
  for (size_t d = 0; d < shape.size(); ++d) {
    (reduced[d] ? red_shape : kept_shape).push_back(shape[d]);
    (reduced[d] ? red_strides : kept_strides).push_back(strides[d]);
  }
  for (size_t i = 0; i < s.resultTypes.size(); ++i) {
    auto resultType = runtimeResultType(op, i, kept_shape);
    if (!resultType) return resultType.takeError();
    s.resultTypes[i] = std::move(*resultType);
  }
  std::vector<int64_t> base;
  forEachOffset(kept_shape, kept_strides, [&](int64_t o) { base.push_back(o); });
  const int64_t count = s.inputs[0].numElements() == 0 ? 0 : saturatingProduct(red_shape);
  // Reduced dimensions that are the trailing ones make each result's terms
  // a contiguous run: term k at base + k.
  bool trailing = true, afterReduced = false;
  for (bool r : reduced) {
    trailing = trailing && (r || !afterReduced);
    afterReduced = afterReduced || r;
  }
  const bool folds = s.inputs.size() == 1 && ClosedFormFolder(s.kind, s.bodyTypes[0]).mergeable();
  if (folds && trailing)
    return foldInParallel(op, s, base, count, true, [](int64_t k) { return k; });
  std::vector<int64_t> slice;
  forEachOffset(red_shape, red_strides, [&](int64_t o) { slice.push_back(o); });
  if (s.inputs[0].numElements() == 0) slice.clear();
  if (folds)
    return foldInParallel(op, s, base, static_cast<int64_t>(slice.size()), false,
                          [&](int64_t k) { return slice[static_cast<size_t>(k)]; });
  return runReduction(
      op, s, static_cast<int64_t>(base.size()),
      [&](int64_t r, auto&& term) {
        for (int64_t o : slice) term(base[static_cast<size_t>(r)] + o);
      },
      context);
}

// reduce_window: windows of the padded, base-dilated inputs, reduced with
// the init values as padding.
Result<std::vector<RuntimeValue>> evalReduceWindow(const Operation& op,
                                                   std::span<const RuntimeValue> operands,
                                                   EvalContext& context) {
  Result<ReduceSetup> setup = setupReduce(op, operands);
  if (!setup.ok()) return setup.takeError();
  ReduceSetup& s = *setup;
  const std::vector<int64_t>& shape = s.inputs[0].shape();
  const int64_t rank = static_cast<int64_t>(shape.size());
  Result<ops::WindowAttrs> attrs = ops::windowAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  if (attrs->windowDimensions.size() != shape.size())
    return opError(op, "window_dimensions must hold one size per input dimension");
  const std::vector<int64_t>* window = &attrs->windowDimensions;
  const std::vector<int64_t>& strides = attrs->windowStrides;
  const std::vector<int64_t>& base_dil = attrs->baseDilations;
  const std::vector<int64_t>& win_dil = attrs->windowDilations;
  std::vector<std::pair<int64_t, int64_t>> padPairs;
  for (size_t d = 0; d < shape.size(); ++d)
    padPairs.emplace_back(attrs->paddingLow[d], attrs->paddingHigh[d]);
  const std::vector<std::pair<int64_t, int64_t>>* padding = &padPairs;
  // The number of windows per dimension (C15), in 128 bits: the catalogue
  // has checked sizes and signs, but not that padding fits int64 sums.
  std::vector<int64_t> out_shape(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    const size_t i = static_cast<size_t>(d);
    using Wide = __int128;
    const Wide dilated = shape[i] == 0 ? 0 : Wide(shape[i] - 1) * base_dil[i] + 1;
    const Wide padded = Wide((*padding)[i].first) + dilated + (*padding)[i].second;
    const Wide dilated_window = Wide((*window)[i] - 1) * win_dil[i] + 1;
    const Wide count =
        (padded <= 0 || dilated_window > padded) ? 0 : (padded - dilated_window) / strides[i] + 1;
    out_shape[i] = static_cast<int64_t>(std::min<Wide>(count, kMaxRuntimeElements + 1));
  }
  for (size_t i = 0; i < s.resultTypes.size(); ++i) {
    auto resultType = runtimeResultType(op, i, out_shape);
    if (!resultType) return resultType.takeError();
    s.resultTypes[i] = std::move(*resultType);
  }
  const std::vector<int64_t> in_strides = rowMajorStrides(shape);
  int64_t num_results = 1;
  for (int64_t d : out_shape) num_results *= d;
  std::vector<int64_t> window_shape = *window;
  // Every result visits its whole window (padding positions included).
  if (Status st = context.chargeWork(op, {num_results, saturatingProduct(window_shape)}); !st.ok())
    return st.takeError();
  std::vector<int64_t> result_index(static_cast<size_t>(rank)), pos(static_cast<size_t>(rank));
  return runReduction(
      op, s, num_results,
      [&](int64_t r, auto&& term) {
        int64_t rest = r;
        for (int64_t d = rank; d-- > 0;) {
          result_index[static_cast<size_t>(d)] = rest % out_shape[static_cast<size_t>(d)];
          rest /= out_shape[static_cast<size_t>(d)];
        }
        // Every window position in lexicographic order; a position on
        // padding or between dilated elements holds the init value.
        std::fill(pos.begin(), pos.end(), 0);
        bool any = true;
        for (int64_t w : window_shape) any = any && w > 0;
        while (any) {
          int64_t linear = 0;
          bool padding_value = false;
          for (int64_t d = 0; d < rank; ++d) {
            const size_t i = static_cast<size_t>(d);
            const int64_t p = result_index[i] * strides[i] + pos[i] * win_dil[i];
            const int64_t q = p - (*padding)[i].first;
            if (q < 0 || q % base_dil[i] != 0 || q / base_dil[i] >= shape[i]) {
              padding_value = true;
              break;
            }
            linear += (q / base_dil[i]) * in_strides[i];
          }
          term(padding_value ? -1 : linear);
          int64_t d = rank;
          while (d-- > 0) {
            if (++pos[static_cast<size_t>(d)] < window_shape[static_cast<size_t>(d)]) break;
            pos[static_cast<size_t>(d)] = 0;
          }
          if (d < 0) break;
        }
      },
      context);
}

}  // namespace

std::span<const OpEntry> reductionOps() {
  static const std::vector<OpEntry> table = [] {
    std::vector<OpEntry> t = {
        {OpId::kReduce, checkedOnRuntimeTypes<evalReduce>},
        {OpId::kReduceWindow, checkedOnRuntimeTypes<evalReduceWindow>},
    };
    for (auto family : {dotOps(), convolutionOps(), batchNormOps(), linalgOps(), randomOps()})
      t.insert(t.end(), family.begin(), family.end());
    return t;
  }();
  return table;
}

}  // namespace hlo_cts::oracle
