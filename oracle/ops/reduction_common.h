// Shared pieces of the reduction family (reduce, reduce_window, dot_general,
// convolution, batch_norm, and the reducing collectives): what a reducer body
// computes, the allowed-result sets those ops attach to their results, and
// the exact folding of one group of terms.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "oracle/evaluator.h"
#include "oracle/ops/reduction_bounds.h"
#include "oracle/ops/reduction_exact.h"
#include "spec/ir.h"
#include "spec/tensor.h"

namespace hlo_cts::oracle {

// What a reducer region computes, when it is one of the associative and
// commutative ops the oracle folds in closed form: the body is one
// stablehlo.<op> of its two block arguments (either order) whose result is
// returned. Anything else is kOther and runs as written.
enum class ReducerKind : uint8_t { kAdd, kMultiply, kMaximum, kMinimum, kAnd, kOr, kXor, kOther };

ReducerKind classifyReducer(const Region& body);
const char* reducerName(ReducerKind kind);

// The allowed results of every element of one result tensor: for each element,
// a union of alternatives (several when the init value's multiplicity changes
// the result: the spec's reduce schedule), each an ElementBounds. An empty
// `elements` means the tensor's bits are the only allowed result.
struct AllowedResults {
  std::vector<std::vector<ElementBounds>> elements;
  std::vector<std::vector<ElementBounds>> imagElements;  // complex results only
  // Why the result is not unique (for reports): "order-unspecified sum",
  // "init multiplicity", "reducer body is not associative", ...
  std::string reason;
  // The allowed set is unknown: every element depends on an evaluation order
  // the spec leaves open (compared as Inconclusive, ElementRule::kUndetermined).
  bool orderDependent = false;
  // Every element may be anything (implementation-defined, ElementRule::kAny).
  bool unconstrained = false;
  // Per element (empty: none): the spec allows a set the oracle cannot state
  // for this element alone (ElementRule::kUndetermined), and why.
  std::vector<uint8_t> undetermined;
  std::string undeterminedReason;

  bool exact() const {
    return elements.empty() && undetermined.empty() && !orderDependent && !unconstrained;
  }
  bool allows(std::size_t element, uint64_t bits, ElementType type) const;
};

// The outcome of an order-unspecified op on one result.
struct ReducedTensor {
  Tensor value;  // the correctly rounded exact result (or the spec schedule's)
  AllowedResults allowed;
};

// Exactly-known bounds for a value that has no freedom.
ElementBounds exactBounds(uint64_t bits);
// Every value of integer type `type` (booleans and unsigned ones from 0).
ElementBounds everyIntegerValue(ElementType type);

// Folds one group of terms of the reducer's element type in closed form for a
// known reducer: integer/boolean ops exactly (wrapping), float add through
// ExactSum, float multiply through MPFR, max/min by IEEE 754-2019
// maximum/minimum (exact, order-free). The value is the correctly rounded exact
// result with the init value inserted once (the spec's reference schedule). The
// allowed set covers every order and every number k of init insertions the
// spec's schedule permits: "an implementation-defined amount of init_values" at
// implementation-defined positions, so any k ≥ 0 (k ≥ 1 without terms, a tree
// needs a leaf); see finishInteger and finishFloatPart for what that makes of a
// non-identity init (docs/numerics.md).
struct FoldOutcome {
  uint64_t bits = 0;
  uint64_t imagBits = 0;  // complex only
  std::vector<ElementBounds> allowed;
  std::vector<ElementBounds> allowedImag;  // complex only
  // The allowed set is one the oracle cannot state (ElementRule::kUndetermined):
  // `allowed` is then empty.
  bool undetermined = false;
};
// Why FoldOutcome::undetermined was set, for reports.
inline constexpr const char* kUnstatedInitMultiplicity =
    "the init value is not the body's identity and may be inserted any number of times; the "
    "results of all those schedules form a set the oracle cannot state";

class ClosedFormFolder {
 public:
  // `type`: the reducer's element type (the body's argument type).
  // `model`: the accumulation model for float add (default: in `type`).
  ClosedFormFolder(ReducerKind kind, ElementType type,
                   std::optional<AccumulationModel> model = std::nullopt);
  ~ClosedFormFolder();
  ClosedFormFolder(const ClosedFormFolder&) = delete;
  ClosedFormFolder& operator=(const ClosedFormFolder&) = delete;

  // True when the kind applies to the type (and/or/xor need integers or
  // booleans, complex supports add only).
  bool supported() const { return supported_; }

  void begin();
  void addTerm(uint64_t bits, uint64_t imagBits = 0);
  // addTerm for the `count` elements of `input` (of the folder's type)
  // from linear index `begin` on; a long run of f32/bf16/f16 terms under
  // add goes through per-exponent integer buckets (a few cycles a term).
  void addTerms(const Tensor& input, int64_t begin, int64_t count);
  // Whether merge applies: add, maximum and minimum of floats (complex add
  // too), and every integer/boolean kind; not float multiply.
  bool mergeable() const;
  // Folds in the terms `other` (same kind and type) has taken, as if they
  // had come after this folder's own: a group of terms can fold in chunks
  // on several threads. The outcome equals the one-folder outcome for
  // integers, the exact sum and max/min; the magnitude sums behind the
  // error bound are double sums whose bound holds for any order of adding.
  void merge(const ClosedFormFolder& other);
  FoldOutcome finish(uint64_t init, uint64_t initImag = 0);
  // For schedules without an init value (all_reduce and friends): the
  // terms alone, in any order.
  FoldOutcome finishWithoutInit();

 private:
  struct PartState;
  // The integer/boolean reducer applied to two terms (wrapping).
  uint64_t combineIntegers(uint64_t a, uint64_t b) const;
  FoldOutcome finishInteger(uint64_t init, bool withInit);
  // False when the allowed set is one the oracle cannot state.
  bool finishFloatPart(PartState& part, uint64_t init, bool withInit, uint64_t& bits,
                       std::vector<ElementBounds>& allowed);
  void finishMinMaxPart(const PartState& part, uint64_t init, bool withInit, uint64_t& bits,
                        std::vector<ElementBounds>& allowed) const;
  // The hull of every schedule's sum with a finite, non-zero init inserted
  // any number of times, from `fewest`, the bounds of the fewest insertions.
  ElementBounds sumOfAnyInitCount(const ElementBounds& fewest, bool negativeInit) const;
  // The same for a product with a finite init of magnitude neither 0 nor 1
  // (`shrinks`: below 1).
  ElementBounds productOfAnyInitCount(const ElementBounds& fewest, bool negativeInit,
                                      bool shrinks) const;
  // The result when NaN or an infinity among the terms (and `k` copies of
  // the init value) decides it whatever the order.
  bool specialResult(const PartState& part, const DecodedFloat& init, int64_t k,
                     uint64_t& out) const;
  // The exact sum (product) of the terms and `k` copies of the init value
  // into `exact`, and the error bound of every schedule.
  void exactSum(const PartState& part, const DecodedFloat& init, int64_t k, mpfr_ptr exact,
                mpfr_ptr scratch, double& bound, TermMagnitudes& terms) const;
  void exactProduct(const PartState& part, const DecodedFloat& init, int64_t k, mpfr_ptr exact,
                    mpfr_ptr scratch, double& bound, TermMagnitudes& terms) const;
  // multiply: whether some schedule rounds a partial product of finite,
  // non-zero terms to zero (then × Inf, or × an overflowed partial product,
  // is NaN).
  bool zeroPartialProductReachable(const PartState& part, const DecodedFloat& init,
                                   int64_t k) const;
  // add: whether a partial sum of the finite terms (and `k` copies of the
  // init value) of the sign opposite to an infinite term can overflow
  // (Inf − Inf: NaN).
  bool oppositeSumMayOverflow(const PartState& part, const DecodedFloat& init, int64_t k,
                              bool negativeInfinity) const;

  ReducerKind kind_;
  ElementType type_;
  ElementType partType_;
  const FloatFormat* format_ = nullptr;
  AccumulationModel model_;
  bool supported_ = true;
  int64_t count_ = 0;
  uint64_t intFold_ = 0;  // integer/boolean terms folded so far
  std::unique_ptr<PartState> parts_[2];
};

}  // namespace hlo_cts::oracle
