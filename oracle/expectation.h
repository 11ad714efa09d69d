// What the spec allows for each element of one result tensor
// (docs/architecture.md, "The oracle's contract") and compare(): the judgement
// of an actual tensor against it under a tolerance profile, with a
// self-contained explanation of each mismatch.
//
// Storage is built for the common case: a reference Tensor (the oracle's
// flowing value, bit-exact) plus one rule for all elements; per-slot rules
// and side tables exist only where an op set them. A "slot" is one scalar:
// element i of a real tensor, part p of complex element i is slot 2i + p.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "oracle/profile.h"
#include "spec/tensor.h"
#include "spec/verdict.h"

namespace hlo_cts::oracle {

enum class Openness : uint8_t;  // oracle/value.h

enum class ElementRule : uint8_t {
  kExact,     // the reference bits (profile NaN/zero-sign/flush relaxations apply)
  kRounded,   // reference is correctly rounded; within the profile's ulp budget for the op
  kAnyNaN,    // some NaN; NanFlags say whether sign / payload must equal the reference's
  kInterval,  // IntervalBounds: [lo, hi] in value order plus allowed ±Inf / NaN
  kAnyOf,     // one of a finite set of bit patterns
  kAny,       // anything of the type (implementation-defined: x ÷ 0, ...)
  // The spec allows a set the oracle cannot state: the result depends on an
  // evaluation order the spec leaves open (a reduction body that is not
  // associative, duplicate scatter indices beyond enumeration). Comparison is
  // Inconclusive, neither pass nor fail, unless the profile fixes the order
  // (order=spec): then the reference, the spec's own schedule, is exact.
  kUndetermined,
};
std::string_view elementRuleName(ElementRule rule);

// a ≤ b for two bit patterns of integer type `type` (signed or unsigned).
bool integerLessEq(uint64_t a, uint64_t b, ElementType type);

struct NanFlags {
  bool signMatters = false;
  bool payloadMatters = false;
};

// Bit patterns of the slot's format in value order (−0 < +0). For integers
// lo/hi are the values' bits and compare as the type's integers.
struct IntervalBounds {
  uint64_t lo = 0;
  uint64_t hi = 0;
  bool finite = true;  // false: no finite value allowed (only the flags)
  bool allowPosInf = false;
  bool allowNegInf = false;
  bool allowNaN = false;
};

struct TensorExpectation {
  // `reference`'s values are what an exact element must equal and what a
  // rounded element is measured against; `op` names the profile budget.
  TensorExpectation(Tensor reference, std::string op, ElementRule all = ElementRule::kExact);
  // The same sharing the value's own tensor (no copy of a large result).
  TensorExpectation(std::shared_ptr<const Tensor> reference, std::string op,
                    ElementRule all = ElementRule::kExact);

  const Tensor& reference() const { return *reference_; }
  const std::string& op() const { return op_; }
  ElementType slotType() const;  // the part type for complex tensors
  // The type whose ulps and profile budget measure kRounded slots: the slot
  // type, or a narrower real float type the value was exactly widened from
  // (a budgeted f32 result through convert to f64 is still within its f32
  // budget, and must be an f32 value).
  ElementType budgetType() const { return budgetType_ ? *budgetType_ : slotType(); }
  void setBudgetType(ElementType type) { budgetType_ = type; }
  int64_t slots() const;
  uint64_t referenceBits(int64_t slot) const;  // the reference's scalar at `slot`

  ElementRule rule(int64_t slot) const { return rules_.empty() ? all_ : rules_[slot]; }
  void setRule(int64_t slot, ElementRule rule);
  void setAnyNaN(int64_t slot, NanFlags flags);
  void setInterval(int64_t slot, IntervalBounds bounds);
  void setAnyOf(int64_t slot, std::vector<uint64_t> allowed);
  // Slot `to` gets slot `from` of `source`: its rule and side data, each
  // allowed value mapped by `map` (null: unchanged; `reversesOrder`: an
  // order-reversing map such as negation, which swaps an interval's ends).
  // A kRounded source slot stays kRounded only with `keepRounded` (the
  // reference bits here are the same correctly rounded value); otherwise it
  // and a kExact one leave slot `to` exact on this expectation's bits.
  void copySlot(const TensorExpectation& source, int64_t from, int64_t to,
                const std::function<uint64_t(uint64_t)>& map = nullptr, bool reversesOrder = false,
                bool keepRounded = false);
  // A rule-wide convenience for ops whose every element is one kind.
  bool uniform() const { return rules_.empty(); }
  // The most open rule of any slot, alternatives included (an alternative
  // reading the profile permits is another allowed result).
  Openness openness() const;

  const NanFlags* nanFlags(int64_t slot) const;
  const IntervalBounds* interval(int64_t slot) const;
  const std::vector<uint64_t>* anyOf(int64_t slot) const;

  // Optional: describes the inputs (and exact value) behind an element for
  // mismatch reports, e.g. "x = 0x3F800000 (1); exact e = 2.71828182845904523...".
  std::function<std::string(int64_t element)> explainInputs;

  // What the spec allows under another reading of the op's inputs that the
  // profile permits (subnormal inputs read as zero: flush_subnormals=inputs),
  // with the reading's name for reports. A slot passes when this expectation
  // or an alternative allows it. Alternatives have the same shape and type.
  struct Alternative {
    std::shared_ptr<const TensorExpectation> expectation;
    std::string reading;  // "subnormal inputs read as zero"
  };
  void addAlternative(std::shared_ptr<const TensorExpectation> expectation, std::string reading);
  const std::vector<Alternative>& alternatives() const { return alternatives_; }

 private:
  std::shared_ptr<const Tensor> reference_;  // shared with the value it describes
  std::string op_;
  std::optional<ElementType> budgetType_;
  ElementRule all_;
  std::vector<ElementRule> rules_;  // empty while uniform
  std::unordered_map<int64_t, NanFlags> nanFlags_;
  std::unordered_map<int64_t, IntervalBounds> intervals_;
  std::unordered_map<int64_t, std::vector<uint64_t>> anyOf_;
  std::vector<Alternative> alternatives_;
};

// How a failing slot differs from what its rule allows.
enum class Difference : uint8_t {
  kDistance,  // a number at some distance from the allowed ones (ulps, or an integer difference)
  kZeroSign,  // a zero of the other sign than the allowed zero
  kNaNForNumber,  // NaN where a number is due
  kNumberForNaN,  // a number where NaN is due
  kNaNBits,       // NaN, but of another sign or payload than the one due
  kInfinity,      // an infinity where a finite value (or the other infinity) is due, or the reverse
};
inline constexpr size_t kDifferenceKinds = 6;

struct Mismatch {
  int64_t element = 0;  // linear element index
  int part = 0;         // complex part (0 real, 1 imaginary)
  ElementRule rule = ElementRule::kExact;
  uint64_t actual = 0;
  uint64_t reference = 0;
  uint64_t ulp = 0;  // distance actual ↔ reference (UINT64_MAX with NaN)
  Difference difference = Difference::kDistance;
  std::string explanation;  // self-contained, one paragraph
};

struct Comparison {
  // No slot failed. With `inconclusive` > 0 the verdict is Inconclusive:
  // those slots could be neither confirmed nor refuted.
  bool passed = true;
  int64_t inconclusive = 0;
  std::string structuralError;  // shape/type mismatch: nothing compared
  int64_t failures = 0;
  uint64_t maxUlp = 0;  // over finite, non-NaN pairs of exact/rounded slots
  int64_t maxUlpSlot = -1;
  // Over the failing slots only: the largest distance (in ulps, or as an
  // integer difference) from what is allowed among those that differ by a
  // distance, and how many differ otherwise, by Difference.
  uint64_t maxFailingUlp = 0;
  int64_t failingByDifference[kDifferenceKinds] = {};
  bool integerSlots = false;            // distances are differences of integers, not ulps
  std::vector<Mismatch> firstFailures;  // at most `maxReported`
  // Per slot, filled only when asked (CompareOptions::perSlot).
  std::vector<uint8_t> slotPassed;
  std::vector<uint64_t> slotUlp;

  // kPass, kFail or kInconclusive.
  Verdict verdict() const;
  // All first failures, one per line block, or "ok".
  std::string explain() const;
};

struct CompareOptions {
  std::string_view opName = {};  // overrides the expectation's op for the budget
  size_t maxReported = 10;
  bool perSlot = false;
};

Comparison compare(const Tensor& actual, const TensorExpectation& expected, const Profile& profile,
                   const CompareOptions& options = {});

// One slot: whether `actual` is allowed (the rule's semantics under `tolerance`).
// `slotType` is a float or integer type; `reference` the reference bits.
bool slotAllowed(ElementRule rule, uint64_t actual, uint64_t reference, ElementType slotType,
                 const Tolerance& tolerance, const TensorExpectation* expected = nullptr,
                 int64_t slot = 0);

}  // namespace hlo_cts::oracle
