// dot_general (spec "dot_general") as a pure function of tensors, for the op
// handler and for tests of its acceptance intervals.
#pragma once

#include <optional>
#include <vector>

#include "oracle/evaluator.h"
#include "oracle/ops/reduction_common.h"
#include "oracle/parallel.h"
#include "spec/ir.h"

namespace hlo_cts::oracle {

struct DotDimensionNumbers {
  std::vector<int64_t> lhsBatching, rhsBatching, lhsContracting, rhsContracting;
};

// result[result_index] = Σ over the contracting index of lhs·rhs slices,
// computed exactly and correctly rounded into `resultType`'s element type,
// with the interval every order and FMA use can reach under `model`
// (default: the spec's own arithmetic, products in the operand type and
// sums in the result type). `dims` and `resultType` satisfy dot_general's
// constraints for these operands (the catalogue checks an op's before its
// handler runs; tests and benchmarks pass valid ones).
Result<ReducedTensor> dotGeneralExact(const Tensor& lhs, const Tensor& rhs,
                                      const DotDimensionNumbers& dims, const Type& resultType,
                                      std::optional<AccumulationModel> model = std::nullopt);

// Accumulates the dot products of one result element at a time:
// Σ_k lhs[a_k] · rhs[b_k] over index pairs the caller supplies (dot_general's
// contracting index, convolution's window), exactly, then rounds it into the
// result type and computes its interval. Integer operands wrap in the result
// type; a pair with a_k < 0 stands for the +0 padding element of
// convolution (it still multiplies: 0 · Inf is NaN, as the spec's pad says).
class DotKernel {
 public:
  static Result<DotKernel> create(const Tensor& lhs, const Tensor& rhs, ElementType result,
                                  std::optional<AccumulationModel> model);
  DotKernel(DotKernel&&) noexcept;
  ~DotKernel();

  void begin();
  void add(int64_t lhsIndex, int64_t rhsIndex);
  // add(lhsIndex + i·lhsStride, rhsIndex + i·rhsStride) for i in [0, count):
  // the same sums, with real products of ≤ 26-bit significands gathered in
  // integer blocks.
  void addRun(int64_t lhsIndex, int64_t rhsIndex, int64_t count, int64_t lhsStride = 1,
              int64_t rhsStride = 1);
  // Stores element `r` of `out` and its allowed results.
  void finish(Tensor& out, int64_t r, AllowedResults& allowed);
  const AccumulationModel& model() const { return model_; }

  // A kernel over the same decoded operands with its own accumulators.
  DotKernel fork() const;
  // Sizes `allowed` for `numResults` results up front, so that forks on
  // several threads finish disjoint elements without resizing it.
  void prepare(int64_t numResults, AllowedResults& allowed) const;
  // After the last finish(): an integer result none of whose elements was
  // opened is exact again (no alternatives, no reason).
  void settle(AllowedResults& allowed) const;

  // For every result r in [0, numResults): begin(), addTerms(kernel, r)
  // (its add() calls), finish(out, r, allowed), across threads, each chunk
  // on its own fork. `termsPerResult` sizes the chunks.
  template <class AddTerms>
  void finishEach(int64_t numResults, int64_t termsPerResult, Tensor& out, AllowedResults& allowed,
                  const AddTerms& addTerms) {
    prepare(numResults, allowed);
    parallelFor(numResults, grainForTerms(termsPerResult), [&](int64_t begin, int64_t end) {
      DotKernel k = fork();
      for (int64_t r = begin; r < end; ++r) {
        k.begin();
        addTerms(k, r);
        k.finish(out, r, allowed);
      }
    });
    settle(allowed);
  }

 private:
  DotKernel() = default;
  struct State;
  void addFloat(int64_t a, int64_t b);
  void settleBlocks();

  enum class Mode { kInteger, kReal, kComplex } mode_ = Mode::kReal;
  const Tensor* lhs_ = nullptr;
  const Tensor* rhs_ = nullptr;
  ElementType result_ = ElementType::kF32;
  AccumulationModel model_;
  std::unique_ptr<State> state_;
};

// The spec's default model for a dot with `operand` elements and `result`
// elements (both real float formats).
AccumulationModel defaultDotModel(ElementType operand, ElementType result);

// The model a dot or convolution `op` must accept: its dot algorithm
// attribute when it has one, else the input precision and accumulation the
// profile of `options` permits for its precision_config; nullopt (the
// default model) for integer operands or without either.
std::optional<AccumulationModel> permittedDotModel(const Operation& op, ElementType operand,
                                                   ElementType result, const EvalOptions& options);

}  // namespace hlo_cts::oracle
