#include "tools/runner/grading.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "oracle/expectation.h"
#include "oracle/ops/families.h"
#include "spec/float_value.h"
#include "suites/builtin_profiles.h"
#include "tools/runner/intermediates.h"
#include "tools/runner/test_builder.h"

namespace hlo_cts::runner {
namespace {

// The spec's escape clauses (004), quoted with a translation: what every
// claim that a result is wrong must weigh.
constexpr const char* kAccuracyDisclaimer =
    "accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present "
    "StableHLO gives no guarantee of numerical accuracy)";
constexpr const char* kNonStandardExceptions =
    "exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は"
    "実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are "
    "implementation-defined)";
constexpr const char* kConvertTbd =
    "convert (「それ以外の場合、動作は未定です」: where the target type cannot represent the value "
    "exactly, the behaviour is TBD)";
constexpr const char* kUnspecifiedOp =
    "dynamism ops (「MHLO からブートストラップされましたが、まだ特定されていません」: bootstrapped "
    "from MHLO, not yet specified; judged by MHLO's semantics)";

// The ops of the spec's "Dynamism" category, which it has not specified yet.
bool unspecifiedBySpec(std::string_view op) {
  for (std::string_view name :
       {"stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_conv", "stablehlo.dynamic_gather",
        "stablehlo.dynamic_iota", "stablehlo.dynamic_pad", "stablehlo.dynamic_reshape",
        "stablehlo.real_dynamic_slice", "stablehlo.set_dimension_size"})
    if (op == name) return true;
  return false;
}

// The spec fixes IEEE-754's exceptions (default results: NaN for invalid
// operations, ±Inf for overflow and division by zero) for the standard
// operations; those of a non-standard op (a transcendental function, a
// complex arithmetic function: multiplication, division, square root, ...)
// are implementation-defined. Complex addition, subtraction and negation
// are IEEE operations part by part. An op with a body is non-standard when
// an op of its body is.
bool nonStandard(const Operation& op, ElementType type) {
  for (const auto& region : op.regions())
    for (const auto& block : region->blocks())
      for (const auto& inner : block->operations())
        if (nonStandard(*inner, type)) return true;
  const OpId id = broadcastBase(op.id());
  switch (id) {
    case OpId::kMultiply:
    case OpId::kDivide:
    case OpId::kSqrt:
    case OpId::kAbs:
    case OpId::kSign:
      return isComplex(type);
    default:
      // The transcendental functions are those with a math function of
      // their own (the registry names none for the IEEE basic operations).
      return opInfo(id).mathFn != MathFn::kNone;
  }
}

// The ops the spec defines by a composition of others (batch_norm_*: a
// mean, a variance, a normalization): an implementation may evaluate an
// algebraically equivalent form (XLA computes the variance as E[x²] −
// E[x]², which cancels, and overflows in f16 where the spec's form does
// not), so any difference in their results, a NaN or an infinity included,
// is a matter of accuracy.
bool composite(const Operation& op) {
  const OpId id = op.id();
  return id == OpId::kBatchNormTraining || id == OpId::kBatchNormInference ||
         id == OpId::kBatchNormGrad;
}

enum class Reach : uint8_t { kProfile, kIeeeReading, kSemantic };

std::string_view reachName(Reach reach) {
  switch (reach) {
    case Reach::kProfile:
      return "profile";
    case Reach::kIeeeReading:
      return "ieee-reading";
    case Reach::kSemantic:
      return "semantic";
  }
  return "?";
}

// What the failing elements of one test amount to under spec-ieee.
struct Reading {
  Reach reach = Reach::kProfile;
  std::string why;  // of the first element that set `reach`
  bool accuracy = false, exceptions = false, convert = false, unspecified = false;

  // Keeps the first reason of the highest reach.
  void raise(Reach to, std::string reason) {
    if (to < reach || (to == reach && !why.empty())) return;
    reach = to;
    why = std::move(reason);
  }
};

bool isNaNSlot(uint64_t bits, ElementType type) {
  return classifyFloat(bits, type) == FloatClass::kNaN;
}

// Whether every value the slot's rule allows is a NaN.
bool nanIsDue(const oracle::TensorExpectation& e, int64_t slot) {
  switch (e.rule(slot)) {
    case oracle::ElementRule::kAnyNaN:
      return true;
    case oracle::ElementRule::kExact:
    case oracle::ElementRule::kRounded:
      return isNaNSlot(e.referenceBits(slot), e.slotType());
    case oracle::ElementRule::kInterval: {
      const oracle::IntervalBounds* b = e.interval(slot);
      return b && !b->finite && b->allowNaN && !b->allowPosInf && !b->allowNegInf;
    }
    default:
      return false;
  }
}

// Whether `op`'s results are elements of its operands, moved or selected
// (data movement, indexing, sort), rather than computed.
bool movesElements(const Operation& op) {
  const OpFamily family = opInfo(op.id()).family;
  return family == OpFamily::kDataMovement ||
         (family == OpFamily::kIndexing && !oracle::readsFloatsArithmetically(op)) ||
         op.id() == OpId::kSort;
}

// The value the spec's reading comes nearest to for a slot: its reference,
// or the nearer end of its interval.
double nearestAllowed(const oracle::TensorExpectation& e, int64_t slot, double actual) {
  const ElementType type = e.slotType();
  if (e.rule(slot) == oracle::ElementRule::kInterval)
    if (const oracle::IntervalBounds* b = e.interval(slot); b && b->finite) {
      const double lo = floatToDouble(b->lo, type), hi = floatToDouble(b->hi, type);
      return std::abs(actual - lo) < std::abs(actual - hi) ? lo : hi;
    }
  return floatToDouble(e.referenceBits(slot), type);
}

// One slot outside what spec-ieee allows, produced by `op` (null: an
// argument passed through).
// `operandScale` is the largest magnitude among the op's operands' elements
// at this element (0 when unknown).
void readSlot(const Operation* op, const oracle::TensorExpectation& e, int64_t slot,
              uint64_t actual, double operandScale, Reading& reading) {
  const ElementType type = e.slotType();
  const FloatFormat* format = floatFormat(type);
  const std::string opText = op ? std::string(op->name()) : "an argument passed through";
  if (op && unspecifiedBySpec(op->name())) {
    reading.unspecified = true;
    reading.raise(
        Reach::kIeeeReading,
        fmt::format("{} differs from MHLO's semantics, which the spec has not adopted", opText));
    return;
  }
  if (!format) {
    reading.raise(Reach::kSemantic, fmt::format("{} gives a wrong {}", opText,
                                                type == ElementType::kI1 ? "boolean" : "integer"));
    return;
  }
  if (!format->hasZero || !format->hasSign) {
    // f8E8M0FNU holds powers of two only: no zero, no sign. What an op
    // gives where its exact result (0, a negative, a fraction's floor) has
    // no value there is what convert's 「動作は未定です」 (TBD) leaves open.
    reading.convert = true;
    reading.raise(Reach::kIeeeReading,
                  fmt::format("{} gives another value of {}, a format without zero or sign, "
                              "where the exact result may have no value",
                              opText, elementTypeName(type)));
    return;
  }
  if (!op || movesElements(*op)) {
    reading.raise(Reach::kSemantic, fmt::format("{} moves or selects an element wrong", opText));
    return;
  }
  if (!oracle::readsFloatsArithmetically(*op)) {
    reading.raise(Reach::kSemantic,
                  fmt::format("{} gives a value its semantics do not allow (it does no "
                              "floating-point arithmetic whose accuracy could be at stake)",
                              opText));
    return;
  }
  const bool actualNaN = isNaNSlot(actual, type);
  const bool nanDue = nanIsDue(e, slot);
  if (composite(*op)) {
    reading.accuracy = true;
    reading.raise(Reach::kIeeeReading,
                  fmt::format("{} differs from the result of the spec's composition, which an "
                              "algebraically equivalent evaluation (a compiler's expansion of "
                              "the op into others) can give",
                              opText));
    return;
  }
  if (actualNaN != nanDue) {
    if (nonStandard(*op, e.reference().elementType())) {
      reading.exceptions = true;
      reading.raise(
          Reach::kIeeeReading,
          fmt::format("{} gives {} in a non-standard function", opText,
                      actualNaN ? "NaN where a number is due" : "a number where NaN is due"));
    } else {
      reading.raise(Reach::kSemantic,
                    fmt::format("{} gives {}", opText,
                                actualNaN ? "NaN where IEEE-754 arithmetic gives a number"
                                          : "a number where IEEE-754 arithmetic gives NaN"));
    }
    return;
  }
  if (op->id() == OpId::kConvert || op->id() == OpId::kReducePrecision) reading.convert = true;
  // A numeric difference is a matter of accuracy while it is small beside
  // the values the op computed on: at most half the format's digits wrong
  // relative to the largest of the allowed result and (for an element-wise
  // op) its operands' elements, so that a fused multiply-add's residue of a
  // cancelling sum is one, and a + b + 1 is not. For a reduction, dot or
  // convolution the spec's reading already allows every order of the
  // computation; far from all of them is a term missing or added.
  const double a = floatToDouble(actual, type);
  const double nearest = nearestAllowed(e, slot, a);
  // An infinity is due: the largest finite value of its sign is one
  // rounding away (an overflow threshold missed); any other finite value is
  // no rounding of it.
  const bool overflowMissed = std::isinf(nearest) &&
                              (actual & ~format->signMask()) == format->maxFiniteBits() &&
                              std::signbit(a) == std::signbit(nearest);
  if (!std::isfinite(nearest) && std::isfinite(a) && !overflowMissed) {
    reading.raise(Reach::kSemantic, fmt::format("{} gives a finite value where IEEE-754 "
                                                "arithmetic gives an infinity or NaN",
                                                opText));
    return;
  }
  const double scale =
      std::max({std::abs(nearest), operandScale, std::ldexp(1.0, format->minExponent())});
  const double relative = std::abs(a - nearest) / scale;
  if (std::isfinite(a) && !overflowMissed &&
      !(relative <= std::ldexp(1.0, -(format->mantissaBits + 1) / 2))) {
    reading.raise(Reach::kSemantic,
                  fmt::format("{} gives a value far from {} (relative difference {:.3g}): no "
                              "accuracy matter",
                              opText,
                              opInfo(op->id()).family == OpFamily::kElementwise
                                  ? "the result IEEE-754 arithmetic gives"
                                  : "every result an order of its computation gives",
                              relative));
    return;
  }
  reading.accuracy = true;
  reading.raise(Reach::kIeeeReading,
                fmt::format("{} misses the IEEE-754 result the spec names for it", opText));
}

// The slots of output `i` that `expected` does not allow, under `profile`.
std::vector<int64_t> failingSlots(const Tensor& actual, const oracle::TensorExpectation& expected,
                                  const oracle::Profile& profile) {
  oracle::CompareOptions options;
  options.perSlot = true;
  options.maxReported = 0;
  const oracle::Comparison c = oracle::compare(actual, expected, profile, options);
  std::vector<int64_t> slots;
  for (size_t s = 0; s < c.slotPassed.size(); ++s)
    if (!c.slotPassed[s]) slots.push_back(static_cast<int64_t>(s));
  return slots;
}

// The judging profile with every transformation and flushing allowed: the
// mechanisms a difference is tested against.
oracle::Profile diagnosticProfile(const oracle::Profile& judging) {
  oracle::Profile diagnostic = judging;
  (void)diagnostic.addRules(
      "op=* type=* fma_contraction=allow reciprocal_division=allow excess_precision=allow "
      "expansion=allow reassociation=allow "
      "flush_subnormals=both\n",
      "<mechanisms>");
  return diagnostic;
}

// The escape clauses weighed, each with whether it could excuse the result.
void weighEscapes(const Reading& reading, std::vector<std::string>& escapes) {
  auto weigh = [&](bool applies, const char* clause, const char* whyNot) {
    escapes.push_back(fmt::format("{}: {}", clause, applies ? "could excuse it" : whyNot));
  };
  const bool semantic = reading.reach == Reach::kSemantic;
  weigh(reading.accuracy && !semantic, kAccuracyDisclaimer,
        "does not apply (no accuracy makes this result)");
  weigh(reading.exceptions && !semantic, kNonStandardExceptions,
        "does not apply (not an exception of a non-standard op)");
  if (reading.convert) weigh(!semantic, kConvertTbd, "does not apply");
  if (reading.unspecified) weigh(true, kUnspecifiedOp, "");
}

// Slot `slot` of a tensor (part slot % 2 of element slot / 2 when complex).
uint64_t slotBits(const Tensor& t, int64_t slot) {
  const int parts = isComplex(t.elementType()) ? 2 : 1;
  return t.partBits(slot / parts, static_cast<int>(slot % parts));
}

// The values of `op`'s operands on the oracle: the test's inputs for its
// arguments, the spec-ieee reading's intermediates for the values ops
// computed (evaluated once, into `intermediates`). Null for an operand
// without a value.
std::vector<const Tensor*> operandValues(const suites::TestCase& test, const Operation* op,
                                         const JudgeOptions& options,
                                         std::optional<ValueTensors>& intermediates) {
  std::vector<const Tensor*> values;
  if (!op || opInfo(op->id()).family != OpFamily::kElementwise) return values;
  if (!intermediates) {
    Result<ValueTensors> evaluated = oracleIntermediates(test, options);
    intermediates = evaluated.ok() ? std::move(*evaluated) : ValueTensors{};
  }
  for (const Value* operand : op->operands()) {
    auto found = intermediates->find(operand);
    values.push_back(found == intermediates->end() ? nullptr : &found->second);
  }
  return values;
}

// The largest finite magnitude among the operands' parts at `element`, for
// operands of the result's element count (an element-wise op's).
double largestOperand(const std::vector<const Tensor*>& operands, int64_t element,
                      int64_t elements) {
  double largest = 0;
  for (const Tensor* t : operands) {
    if (!t || t->numElements() != elements) continue;
    const ElementType part = complexPartType(t->elementType());
    if (!floatFormat(part)) continue;
    for (int p = 0; p < (isComplex(t->elementType()) ? 2 : 1); ++p) {
      const double v = std::abs(floatToDouble(t->partBits(element, p), part));
      if (std::isfinite(v)) largest = std::max(largest, v);
    }
  }
  return largest;
}

// The readings of the rewrites the program's intermediate values allow
// under `widened` (every rewrite allowed) and not under `judging`, once
// each, in program order.
std::vector<std::string> rewritesUpstream(const suites::TestCase& test, const JudgeOptions& judging,
                                          const JudgeOptions& widened) {
  std::vector<std::string> readings;
  Result<ExposedTest> exposed = exposeIntermediates(test);
  if (!exposed.ok()) return readings;
  Result<std::vector<oracle::RuntimeValue>> before = oracleReference(exposed->test, judging);
  Result<std::vector<oracle::RuntimeValue>> after = oracleReference(exposed->test, widened);
  if (!before.ok() || !after.ok()) return readings;
  auto readingsOf = [](const oracle::RuntimeValue& value) {
    std::vector<std::string> out;
    if (value.isTensor() && value.expectation())
      for (const auto& alternative : value.expectation()->alternatives())
        out.push_back(alternative.reading);
    return out;
  };
  for (size_t i = 0; i < after->size() && i < before->size(); ++i) {
    const std::vector<std::string> known = readingsOf((*before)[i]);
    for (const std::string& reading : readingsOf((*after)[i]))
      if (std::find(known.begin(), known.end(), reading) == known.end() &&
          std::find(readings.begin(), readings.end(), reading) == readings.end())
        readings.push_back(reading);
  }
  return readings;
}

}  // namespace

void gradeBroken(reports::TestResult& result, std::string why) {
  result.tier = reachName(Reach::kSemantic);
  result.decidedBy = std::move(why) + "; no reading of the spec allows it";
  result.escapes.clear();
  result.mechanism = "no known mechanism";
}

void gradeJudgement(Judgement& judgement, const suites::TestCase& test, const JudgeOptions& options,
                    const JudgeVariant& judgeVariant) {
  if (!judgement.broken.empty()) gradeBroken(judgement.result, std::move(judgement.broken));
  if (const std::optional<Judgement::FailedOutputs>& failed = judgement.toGrade)
    gradeFailure(test, failed->reference, failed->actual, failed->failed, options, judgeVariant,
                 judgement.result);
  judgement.broken.clear();
  judgement.toGrade.reset();
}

reports::TestResult judgeAndGrade(const suites::TestCase& test, backends::Backend& backend,
                                  const JudgeOptions& options, const Executions& executions) {
  Judgement judgement = judgeWithoutLocalizing(test, backend, options, executions);
  gradeJudgement(judgement, test, options,
                 [&backend](const suites::TestCase& variant, const JudgeOptions& variantOptions) {
                   return judgeAndGrade(variant, backend, variantOptions);
                 });
  return finishJudgement(std::move(judgement));
}

const oracle::Profile& specIeeeProfile() {
  static const oracle::Profile profile = [] {
    Result<oracle::Profile> loaded = suites::loadProfile("spec-ieee");
    return loaded.ok() ? std::move(*loaded) : oracle::Profile();
  }();
  return profile;
}

// The relative errors XLA's own exhaustive op tests allow its math
// functions, in machine epsilons (xla/tests/exhaustive, as summarized in
// the accuracy issue): an element within one is what XLA's approximation
// of that function is designed to give.
std::optional<int> xlaTestBudgetInEps(std::string_view op) {
  static const std::map<std::string_view, int> kBudgets = {
      {"stablehlo.sine", 2}, {"stablehlo.cosine", 2}, {"stablehlo.tan", 4}, {"chlo.tan", 4},
      {"chlo.asin", 10},     {"chlo.atan", 20},       {"chlo.erfc", 35},    {"chlo.acosh", 50},
      {"chlo.erf_inv", 50},  {"chlo.lgamma", 150},
  };
  auto found = kBudgets.find(op);
  if (found == kBudgets.end()) return std::nullopt;
  return found->second;
}

// "within the N eps XLA's exhaustive tests allow stablehlo.sine" when the
// element's relative error from the correctly rounded result is.
std::string withinMathLibraryBudget(std::string_view op, uint64_t actual, uint64_t reference,
                                    ElementType type) {
  const std::optional<int> budget = xlaTestBudgetInEps(op);
  const FloatFormat* format = floatFormat(type);
  if (!budget || !format || isComplex(type)) return {};
  const double a = floatToDouble(actual, type), r = floatToDouble(reference, type);
  if (!std::isfinite(a) || !std::isfinite(r) || r == 0) return {};
  const double eps = std::ldexp(1.0, 1 - format->precision());
  if (std::fabs(a - r) > *budget * eps * std::fabs(r)) return {};
  return fmt::format("an approximation within the {} eps XLA's exhaustive tests allow {}", *budget,
                     op);
}

std::string mechanismOf(const Tensor& actual, const oracle::TensorExpectation& expected,
                        const oracle::TensorExpectation& diagnostic,
                        const oracle::Profile& profile) {
  const std::vector<int64_t> slots = failingSlots(actual, expected, profile);
  if (slots.empty()) return {};
  const oracle::Profile widened = diagnosticProfile(profile);
  const ElementType type = expected.slotType();
  const oracle::Tolerance judging = profile.lookup(expected.op(), actual.elementType());
  oracle::Tolerance flushing = judging;
  flushing.flushSubnormals = oracle::FlushSubnormals::kOutputs;
  const oracle::Tolerance all = widened.lookup(expected.op(), actual.elementType());
  std::map<std::string, int64_t> readings;  // reading -> elements it explains
  int64_t explained = 0;
  for (int64_t slot : slots) {
    const uint64_t bits = slotBits(actual, slot);
    std::string reading;
    if (oracle::slotAllowed(expected.rule(slot), bits, expected.referenceBits(slot), type, flushing,
                            &expected, slot))
      reading = "subnormal results flushed to zero (FTZ)";
    for (const auto& alternative : diagnostic.alternatives()) {
      if (!reading.empty()) break;
      const oracle::TensorExpectation& alt = *alternative.expectation;
      if (oracle::slotAllowed(alt.rule(slot), bits, alt.referenceBits(slot), type, all, &alt, slot))
        reading = alternative.reading == "subnormal inputs read as zero"
                      ? "subnormal inputs read as zero (DAZ)"
                      : alternative.reading;
    }
    if (reading.empty())
      reading = withinMathLibraryBudget(expected.op(), bits, expected.referenceBits(slot), type);
    if (reading.empty()) continue;
    ++explained;
    ++readings[reading];
  }
  if (readings.empty()) return "no known mechanism";
  std::string text = "consistent with: ";
  bool first = true;
  for (const auto& [reading, count] : readings) {
    text += (first ? "" : "; ") + reading;
    first = false;
  }
  if (explained < static_cast<int64_t>(slots.size()))
    text += fmt::format(" ({} of {} differing elements; no known mechanism for the rest)",
                        explained, slots.size());
  return text;
}

void gradeFailure(const suites::TestCase& test, const std::vector<oracle::RuntimeValue>& reference,
                  const std::vector<Tensor>& actual, const std::vector<size_t>& failedOutputs,
                  const JudgeOptions& options, const JudgeVariant& judgeVariant,
                  reports::TestResult& result) {
  const oracle::Profile& judging = profileOf(options);

  // The tier: the failing outputs against the spec's IEEE reading.
  JudgeOptions ieee = options;
  ieee.profile = &specIeeeProfile();
  Reading reading;
  Result<std::vector<oracle::RuntimeValue>> underIeee = oracleReference(test, ieee);
  std::optional<ValueTensors> intermediates;  // evaluated when an element needs them
  for (size_t i : failedOutputs) {
    if (!underIeee.ok() || i >= underIeee->size() || i >= actual.size()) {
      reading.raise(Reach::kIeeeReading, "the spec's IEEE reading could not be evaluated");
      continue;
    }
    const oracle::RuntimeValue& value = (*underIeee)[i];
    if (upstreamMayDiffer(value, specIeeeProfile())) continue;  // open upstream: allowed there
    const auto expected = outputExpectation(test, *underIeee, i);
    const Operation* producer = producerOf(*test.program, test.entry, i);
    const std::vector<int64_t> slots = failingSlots(actual[i], *expected, specIeeeProfile());
    if (slots.empty()) continue;
    const std::vector<const Tensor*> operands = operandValues(test, producer, ieee, intermediates);
    for (int64_t slot : slots)
      readSlot(producer, *expected, slot, slotBits(actual[i], slot),
               largestOperand(operands, slot / (isComplex(actual[i].elementType()) ? 2 : 1),
                              actual[i].numElements()),
               reading);
  }

  // The mechanism: the same outputs with every transformation allowed.
  JudgeOptions widened = options;
  const oracle::Profile diagnostic = diagnosticProfile(judging);
  widened.profile = &diagnostic;
  Result<std::vector<oracle::RuntimeValue>> underDiagnostic = oracleReference(test, widened);
  std::vector<std::string> mechanisms;
  if (underDiagnostic.ok())
    for (size_t i : failedOutputs) {
      if (i >= reference.size() || i >= underDiagnostic->size() || i >= actual.size()) continue;
      std::string m = mechanismOf(actual[i], *outputExpectation(test, reference, i),
                                  *outputExpectation(test, *underDiagnostic, i), judging);
      if (!m.empty() && std::find(mechanisms.begin(), mechanisms.end(), m) == mechanisms.end())
        mechanisms.push_back(std::move(m));
    }
  bool unexplained =
      mechanisms.empty() || (mechanisms.size() == 1 && mechanisms[0] == "no known mechanism");
  if (unexplained && countComputingOps(test) > 1) {
    // A rewrite upstream (an FMA inside a decomposition) reaches the output
    // through later ops: the program judged with every rewrite allowed no
    // longer fails there (its differences are allowed ones grown by later
    // ops), and the rewrites it could have been are those upstream.
    JudgeOptions inner = options;
    inner.profile = &diagnostic;
    inner.grade = false;
    const Verdict underRewrites = judgeVariant(test, inner).verdict;
    if (underRewrites == Verdict::kPass || underRewrites == Verdict::kInconclusive)
      if (std::vector<std::string> upstream = rewritesUpstream(test, options, widened);
          !upstream.empty()) {
        mechanisms = {fmt::format("consistent with rewrites upstream that the program allows: {}",
                                  fmt::join(upstream, "; "))};
        unexplained = false;
      }
  }
  if (unexplained) {
    // A compiler may fold what it knows at compile time: a difference that
    // disappears once the constants are arguments is its constant folder's.
    Result<suites::TestCase> lifted = constantsLifted(test);
    if (lifted.ok()) {
      JudgeOptions inner = options;
      inner.grade = false;
      inner.localizeAmplified = false;
      if (judgeVariant(*lifted, inner).verdict == Verdict::kPass)
        mechanisms = {
            "consistent with: the compiler's constant folder (the difference disappears when "
            "the program's constants are arguments)"};
    }
  }
  result.mechanism =
      mechanisms.empty() ? "no known mechanism" : fmt::format("{}", fmt::join(mechanisms, "; "));

  // A difference a compiler's rewrite explains element for element (a
  // fused multiply-add, a reciprocal, a flushed subnormal, f32 evaluation)
  // is the rewrite's rounding, however large it grows (a cancelling sum, a
  // NaN from a flushed divisor): not wrong under every reading.
  const bool rewritten = mechanisms.size() == 1 &&
                         mechanisms[0].find("no known mechanism") == std::string::npos &&
                         mechanisms[0].find("constant folder") == std::string::npos;
  if (rewritten && reading.reach == Reach::kSemantic) {
    reading.reach = Reach::kIeeeReading;
    reading.accuracy = true;
    reading.why = fmt::format("{}, which is what a compiler's rewrite gives ({})", reading.why,
                              mechanisms[0]);
  }
  result.tier = reachName(reading.reach);
  switch (reading.reach) {
    case Reach::kProfile:
      result.decidedBy = fmt::format(
          "allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or "
          "transformations profile {} declares",
          judging.name());
      break;
    case Reach::kIeeeReading:
      result.decidedBy = reading.why + "; an escape clause of the spec could excuse it";
      break;
    case Reach::kSemantic:
      result.decidedBy = reading.why + "; no reading of the spec allows it";
      break;
  }
  weighEscapes(reading, result.escapes);
}

}  // namespace hlo_cts::runner
