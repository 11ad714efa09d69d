// The assertions of test programs (docs/suites.md, "Test file conventions"):
// the interpreter's check dialect and the custom_call @check.* targets of
// exported JAX tests. A failed check does not stop evaluation; its outcome goes
// to EvalContext::reportCheck with, for a failure, the failing elements
// (expected vs actual, ULP distance) and, for a pass, the elements a tolerance
// let through although they are not the expected bits (where a test's expected
// constant is not the oracle's correctly rounded value).
//
//   check.expect_eq(_const)         IEEE ==: NaN never equal, +0 == −0
//   check.expect_almost_eq(_const)  both NaN, or |a − b| ≤ tolerance (default
//                                   1e-4, exact arithmetic); infinities equal
//   check.expect_close              finite pairs: ULP distance within
//                                   [min_ulp_difference, max_ulp_difference];
//                                   non-finite pairs: bitwise equal or both NaN;
//                                   complex: the larger of the parts' distances
//   custom_call @check.expect_close (0–3 ulp), @check.expect_eq (exact; NaN
//   equals NaN), @check.expect_almost_eq (1e-3), @check.eq (exact integers,
//   1e-4 otherwise)
#include <fmt/format.h>

#include <cmath>

#include "numerics/mpfr_number.h"
#include "oracle/expectation.h"
#include "oracle/ops/families.h"
#include "spec/float_value.h"
#include "spec/ops/attribute_views.h"
#include "spec/ops/catalogue.h"

namespace hlo_cts::oracle {
namespace {

enum class CheckKind : uint8_t { kEqual, kAlmostEqual, kClose };

struct CheckSpec {
  CheckKind kind = CheckKind::kEqual;
  bool nanEqualsNaN = false;  // the custom_call forms compare golden values
  double tolerance = 1e-4;
  uint64_t minUlp = 0;
  uint64_t maxUlp = 0;
};

// The scalar pair of one slot (element, or one part of a complex element).
struct SlotVerdict {
  bool passed = true;
  uint64_t ulp = 0;  // for floats; UINT64_MAX when undefined (NaN, Inf)
};

// |a − b| ≤ tolerance in exact arithmetic. The double difference decides
// unless it lands within a relative 2^-50 of the tolerance.
bool withinTolerance(double a, double b, double tolerance) {
  const double approx = std::fabs(a - b);
  if (approx < tolerance * (1 - 0x1p-50)) return true;
  if (approx > tolerance * (1 + 0x1p-50)) return false;
  MpfrNumber difference(2200);  // exact for any two doubles
  MpfrNumber x(53);
  MpfrNumber y(53);
  mpfr_set_d(x.get(), a, MPFR_RNDN);
  mpfr_set_d(y.get(), b, MPFR_RNDN);
  mpfr_sub(difference.get(), x.get(), y.get(), MPFR_RNDN);
  mpfr_abs(difference.get(), difference.get(), MPFR_RNDN);
  return mpfr_cmp_d(difference.get(), tolerance) <= 0;
}

SlotVerdict checkFloat(uint64_t actual, uint64_t expected, ElementType type,
                       const CheckSpec& spec) {
  const double a = floatToDouble(actual, type);  // exact for every format
  const double e = floatToDouble(expected, type);
  const bool aNaN = isNaNBits(actual, type);
  const bool eNaN = isNaNBits(expected, type);
  SlotVerdict v;
  v.ulp = ulpDistance(actual, expected, type);
  switch (spec.kind) {
    case CheckKind::kEqual:
      v.passed = (aNaN && eNaN) ? spec.nanEqualsNaN : (a == e);
      break;
    case CheckKind::kAlmostEqual:
      if (aNaN || eNaN)
        v.passed = aNaN && eNaN;
      else if (std::isinf(a) || std::isinf(e))
        v.passed = a == e;
      else
        v.passed = withinTolerance(a, e, spec.tolerance);
      break;
    case CheckKind::kClose:
      if (aNaN || eNaN || std::isinf(a) || std::isinf(e)) {
        v.passed = (aNaN && eNaN) || actual == expected;
        v.ulp = v.passed ? 0 : UINT64_MAX;
      } else {
        v.passed = v.ulp >= spec.minUlp && v.ulp <= spec.maxUlp;
      }
      break;
  }
  return v;
}

std::string scalarText(uint64_t bits, ElementType type) {
  if (isBoolean(type)) return bits ? "true" : "false";
  if (isSignedInteger(type)) return std::to_string(signExtend(bits, bitWidth(type)));
  if (isInteger(type)) return std::to_string(bits);
  return fmt::format("{} (0x{:X})", printFloatLiteral(bits, type), bits);
}

std::string elementText(const Tensor& t, int64_t i) {
  const ElementType type = t.elementType();
  if (isComplex(type)) {
    const ElementType part = complexPartType(type);
    return fmt::format("({}, {})", scalarText(t.partBits(i, 0), part),
                       scalarText(t.partBits(i, 1), part));
  }
  return scalarText(t.bits(i), type);
}

// The elements a check looked at: those that failed, and those that passed
// without being the expected bits (a tolerance absorbed the difference: the
// test's expected constant is not the oracle's value there).
struct TensorVerdict {
  std::string failures;      // "" when every element passes
  std::string inexact;       // "" when every passing float element is bit-identical
  std::string inconclusive;  // "" when every element is decided
};

enum class Decided : uint8_t { kNo, kYes, kUnknown };

// Whether the scalar `candidate` passes the check against `expected`.
bool slotPasses(uint64_t candidate, uint64_t expected, ElementType type, const CheckSpec& spec) {
  if (!floatFormat(type)) return candidate == expected;
  return checkFloat(candidate, expected, type, spec).passed;
}

// Whether some result the spec allows for slot `slot` of `allowed` (under
// the strict profile: the oracle's own reading) passes the check against
// `expected`. The candidates are the allowed values closest to `expected`:
// itself, an interval's ends, each listed value, and the reference; every
// check's tolerance grows with the distance from `expected`, so no other
// allowed value can pass where these do not.
Decided allowedSlotPasses(const TensorExpectation& allowed, int64_t slot, uint64_t expected,
                          const CheckSpec& spec) {
  const ElementRule rule = allowed.rule(slot);
  if (rule == ElementRule::kUndetermined) return Decided::kUnknown;
  if (rule == ElementRule::kAny) return Decided::kYes;
  const ElementType type = allowed.slotType();
  const uint64_t reference = allowed.referenceBits(slot);
  std::vector<uint64_t> candidates = {expected, reference};
  if (const IntervalBounds* b = allowed.interval(slot)) {
    candidates.push_back(b->lo);
    candidates.push_back(b->hi);
  }
  if (const std::vector<uint64_t>* list = allowed.anyOf(slot))
    candidates.insert(candidates.end(), list->begin(), list->end());
  const Tolerance strict;
  for (uint64_t c : candidates)
    if (slotAllowed(rule, c, reference, type, strict, &allowed, slot) &&
        slotPasses(c, expected, type, spec))
      return Decided::kYes;
  return Decided::kNo;
}

// Whether some allowed result of element i passes against element j of
// `expected`: each part on its own (the check's verdict of a complex
// element is that of its worse part), under the expectation or one of the
// alternative readings the profile permits.
Decided allowedElementPasses(const TensorExpectation& allowed, int64_t i, const Tensor& expected,
                             int64_t j, const CheckSpec& spec) {
  const int parts = isComplex(expected.elementType()) ? 2 : 1;
  Decided all = Decided::kYes;
  for (int p = 0; p < parts; ++p) {
    const uint64_t e = expected.partBits(j, p);
    Decided part = allowedSlotPasses(allowed, i * parts + p, e, spec);
    for (const TensorExpectation::Alternative& alternative : allowed.alternatives()) {
      if (part == Decided::kYes) break;
      if (allowedSlotPasses(*alternative.expectation, i * parts + p, e, spec) == Decided::kYes)
        part = Decided::kYes;
    }
    if (part == Decided::kNo) return Decided::kNo;
    if (part == Decided::kUnknown) all = Decided::kUnknown;
  }
  return all;
}

std::string elementLine(const Tensor& actual, int64_t i, const Tensor& expected, int64_t j,
                        bool isFloatLike, uint64_t ulp) {
  std::string line = fmt::format("\n  {}: expected {}, actual {}", actual.indexText(i),
                                 elementText(expected, j), elementText(actual, i));
  if (isFloatLike)
    line += ulp == UINT64_MAX ? ", ulp distance undefined (NaN)" : fmt::format(", {} ulp", ulp);
  return line;
}

// The check of the oracle's value against the test's expected constant.
// An element that fails on the oracle's flowing value passes when another
// result the spec allows for it passes (an accumulation order other than
// the oracle's, say), and is inconclusive when what the spec allows cannot
// be told: an undetermined element, or a value computed from results the
// spec leaves open upstream (their other allowed results would give other
// bits here, which the oracle does not carry).
TensorVerdict compareTensors(const RuntimeValue& value, const Tensor& expected,
                             const CheckSpec& spec) {
  const Tensor& actual = value.tensor();
  const TensorExpectation* allowed = value.expectation().get();
  const ElementType type = actual.elementType();
  if (type != expected.elementType())
    return {fmt::format("element types differ: actual {}, expected {}", elementTypeName(type),
                        elementTypeName(expected.elementType())),
            {},
            {}};
  const bool splat = expected.numElements() == 1 && actual.numElements() != 1;
  if (!splat && actual.shape() != expected.shape())
    return {fmt::format("shapes differ: actual [{}], expected [{}]", fmt::join(actual.shape(), "x"),
                        fmt::join(expected.shape(), "x")),
            {},
            {}};
  const bool isFloatLike = isFloat(type) || isComplex(type);
  const ElementType part = complexPartType(type);
  const int parts = isComplex(type) ? 2 : 1;
  int64_t failures = 0;
  int64_t inexact = 0;
  int64_t undecided = 0;
  std::string failed;
  std::string differing;
  std::string open;
  constexpr int kMaxListed = 10;
  for (int64_t i = 0; i < actual.numElements(); ++i) {
    const int64_t j = splat ? 0 : i;
    bool passed = true;
    bool identical = true;
    uint64_t ulp = 0;
    if (isFloatLike) {
      for (int p = 0; p < parts; ++p) {
        const uint64_t a = actual.partBits(i, p);
        const uint64_t e = expected.partBits(j, p);
        SlotVerdict v = checkFloat(a, e, part, spec);
        passed &= v.passed;
        ulp = std::max(ulp, v.ulp);
        identical &= a == e || (isNaNBits(a, part) && isNaNBits(e, part));
      }
      // expect_close judges a complex element by its larger part distance.
      if (spec.kind == CheckKind::kClose && parts == 2 && ulp != UINT64_MAX)
        passed = ulp >= spec.minUlp && ulp <= spec.maxUlp;
    } else {
      passed = actual.bits(i) == expected.bits(j);
    }
    if (!passed) {
      const Decided other =
          allowed ? allowedElementPasses(*allowed, i, expected, j, spec) : Decided::kNo;
      if (other == Decided::kYes) {
        if (++inexact <= kMaxListed)
          differing += elementLine(actual, i, expected, j, isFloatLike, ulp) +
                       " (another result the spec allows passes)";
        continue;
      }
      if (other == Decided::kUnknown || value.upstream() == Openness::kOpen) {
        if (++undecided <= kMaxListed)
          open += elementLine(actual, i, expected, j, isFloatLike, ulp);
        continue;
      }
    }
    if (passed && !identical && ++inexact <= kMaxListed)
      differing += elementLine(actual, i, expected, j, isFloatLike, ulp);
    if (!passed && ++failures <= kMaxListed)
      failed += elementLine(actual, i, expected, j, isFloatLike, ulp);
  }
  auto summary = [&](int64_t count, std::string_view what, std::string& lines) -> std::string {
    if (count == 0) return {};
    if (count > kMaxListed) lines += fmt::format("\n  ... {} more", count - kMaxListed);
    return fmt::format("{} of {} elements {}", count, actual.numElements(), what) + lines;
  };
  return {summary(failures, "differ", failed),
          summary(inexact, "pass within tolerance but are not the expected bits", differing),
          summary(undecided,
                  "differ from the oracle's value but depend on results the spec leaves open, "
                  "which the oracle cannot carry to this check (inconclusive)",
                  open)};
}

double toleranceOf(const Operation& op, double fallback) {
  const Attribute* attr = ops::checkAttrs(op).tolerance;
  if (!attr) return fallback;
  if (attr->kind() == Attribute::Kind::kFloat)
    return floatToDouble(attr->floatBits(), attr->type().elementType());
  if (attr->kind() == Attribute::Kind::kInteger) return static_cast<double>(attr->intValue());
  return fallback;
}

uint64_t unsignedOr(const Attribute* attr, uint64_t fallback) {
  return attr && attr->kind() == Attribute::Kind::kInteger ? static_cast<uint64_t>(attr->intValue())
                                                           : fallback;
}

// Runs one check and reports it; returns the i1 result custom_calls may
// declare.
Result<std::vector<RuntimeValue>> runCheck(const Operation& op, std::string name,
                                           const RuntimeValue& actual, const Tensor& expected,
                                           const CheckSpec& spec, EvalContext& context) {
  if (!actual.isTensor()) return opError(op, "operand must be a tensor");
  CheckOutcome outcome;
  outcome.op = std::move(name);
  outcome.location = op.location;
  TensorVerdict verdict = compareTensors(actual, expected, spec);
  outcome.inconclusive = verdict.failures.empty() && !verdict.inconclusive.empty();
  outcome.passed = verdict.failures.empty() && !outcome.inconclusive;
  outcome.message = outcome.passed         ? std::move(verdict.inexact)
                    : outcome.inconclusive ? std::move(verdict.inconclusive)
                                           : std::move(verdict.failures);
  const bool passed = outcome.passed;
  context.reportCheck(std::move(outcome));
  std::vector<RuntimeValue> results;
  for (size_t r = 0; r < op.numResults(); ++r) {
    const Type& type = op.result(r)->type;
    if (!type.isTensor() || !type.hasStaticShape()) {
      results.push_back(RuntimeValue::token());
      continue;
    }
    Tensor flag(type);
    for (int64_t i = 0; i < flag.numElements(); ++i) flag.setBits(i, passed ? 1 : 0);
    results.push_back(RuntimeValue::fromTensor(std::move(flag)));
  }
  return results;
}

Result<Tensor> constValue(const Operation& op) {
  const Attribute* value = ops::checkAttrs(op).value;
  if (!value || value->kind() != Attribute::Kind::kDenseElements)
    return opError(op, "missing dense value attribute");
  return value->tensor();
}

Status expectOperands(const Operation& op, std::span<const RuntimeValue> operands, size_t n) {
  if (operands.size() != n)
    return opError(op, fmt::format("expects {} operands, got {}", n, operands.size()));
  for (const RuntimeValue& v : operands)
    if (!v.isTensor()) return opError(op, "operands must be tensors");
  return Status::success();
}

Result<std::vector<RuntimeValue>> expectEq(const Operation& op,
                                           std::span<const RuntimeValue> operands,
                                           EvalContext& context) {
  if (Status s = expectOperands(op, operands, 2); !s.ok()) return s.takeError();
  return runCheck(op, op.name(), operands[0], operands[1].tensor(), {CheckKind::kEqual}, context);
}

Result<std::vector<RuntimeValue>> expectEqConst(const Operation& op,
                                                std::span<const RuntimeValue> operands,
                                                EvalContext& context) {
  if (Status s = expectOperands(op, operands, 1); !s.ok()) return s.takeError();
  Result<Tensor> expected = constValue(op);
  if (!expected.ok()) return expected.takeError();
  return runCheck(op, op.name(), operands[0], *expected, {CheckKind::kEqual}, context);
}

Result<std::vector<RuntimeValue>> expectAlmostEq(const Operation& op,
                                                 std::span<const RuntimeValue> operands,
                                                 EvalContext& context) {
  if (Status s = expectOperands(op, operands, 2); !s.ok()) return s.takeError();
  CheckSpec spec{CheckKind::kAlmostEqual};
  spec.tolerance = toleranceOf(op, 1e-4);
  return runCheck(op, op.name(), operands[0], operands[1].tensor(), spec, context);
}

Result<std::vector<RuntimeValue>> expectAlmostEqConst(const Operation& op,
                                                      std::span<const RuntimeValue> operands,
                                                      EvalContext& context) {
  if (Status s = expectOperands(op, operands, 1); !s.ok()) return s.takeError();
  Result<Tensor> expected = constValue(op);
  if (!expected.ok()) return expected.takeError();
  CheckSpec spec{CheckKind::kAlmostEqual};
  spec.tolerance = toleranceOf(op, 1e-4);
  return runCheck(op, op.name(), operands[0], *expected, spec, context);
}

Result<std::vector<RuntimeValue>> expectClose(const Operation& op,
                                              std::span<const RuntimeValue> operands,
                                              EvalContext& context) {
  if (Status s = expectOperands(op, operands, 2); !s.ok()) return s.takeError();
  CheckSpec spec{CheckKind::kClose};
  spec.maxUlp = unsignedOr(ops::checkAttrs(op).maxUlpDifference, 0);
  spec.minUlp = unsignedOr(ops::checkAttrs(op).minUlpDifference, 0);
  return runCheck(op, op.name(), operands[0], operands[1].tensor(), spec, context);
}

// stablehlo.custom_call: only the @check.* targets have semantics here.
Result<std::vector<RuntimeValue>> customCall(const Operation& op,
                                             std::span<const RuntimeValue> operands,
                                             EvalContext& context) {
  const std::string name = customCallTarget(op);
  if (name.empty()) return opError(op, "missing call_target_name");
  CheckSpec spec;
  if (name == "check.expect_close") {
    spec = {CheckKind::kClose, true};
    spec.maxUlp = unsignedOr(ops::checkAttrs(op).maxUlpDifference, 3);
    spec.minUlp = unsignedOr(ops::checkAttrs(op).minUlpDifference, 0);
  } else if (name == "check.expect_eq") {
    spec = {CheckKind::kEqual, true};
  } else if (name == "check.expect_almost_eq") {
    spec = {CheckKind::kAlmostEqual, true, toleranceOf(op, 1e-3)};
  } else if (name == "check.eq") {
    spec = {CheckKind::kAlmostEqual, true, 1e-4};  // integers compare exactly regardless
  } else {
    // Any other target computes what its implementation says (the
    // catalogue's reason, so coverage and the verdict say the same).
    return notSupported(op, fmt::format("custom_call @{}: {}", name,
                                        ops::opDef(OpId::kCustomCall)->undefinedOn.reason));
  }
  if (Status s = expectOperands(op, operands, 2); !s.ok()) return s.takeError();
  return runCheck(op, "custom_call @" + name, operands[0], operands[1].tensor(), spec, context);
}

// The probe_id of a probe or expect_serialized_eq op with one operand.
Result<const std::string*> probeId(const Operation& op, std::span<const RuntimeValue> operands) {
  if (Status s = expectOperands(op, operands, 1); !s.ok()) return s.takeError();
  const Attribute* id = ops::checkAttrs(op).probeId;
  if (!id || id->kind() != Attribute::Kind::kString) return opError(op, "missing probe_id");
  return &id->str();
}

// interpreter.probe: records its operand under probe_id (the interpreter
// serializes it to a file) and returns it unchanged.
Result<std::vector<RuntimeValue>> probe(const Operation& op, std::span<const RuntimeValue> operands,
                                        EvalContext& context) {
  Result<const std::string*> found_id = probeId(op, operands);
  if (!found_id.ok()) return found_id.takeError();
  const std::string* id = *found_id;
  context.probes()[*id].push_back(operands[0].tensor());
  return std::vector<RuntimeValue>(operands.begin(), operands.end());
}

// check.expect_serialized_eq: the operand equals the `iter`-th (default 0)
// value probed under probe_id, as expect_close with a 0-ulp budget judges it.
Result<std::vector<RuntimeValue>> expectSerializedEq(const Operation& op,
                                                     std::span<const RuntimeValue> operands,
                                                     EvalContext& context) {
  Result<const std::string*> found_id = probeId(op, operands);
  if (!found_id.ok()) return found_id.takeError();
  const std::string* id = *found_id;
  const uint64_t iteration = unsignedOr(ops::checkAttrs(op).iteration, 0);
  auto found = context.probes().find(*id);
  if (found == context.probes().end() || iteration >= found->second.size()) {
    CheckOutcome outcome{false, op.name(),
                         fmt::format("no probe \"{}\" at iteration {}", *id, iteration),
                         op.location};
    context.reportCheck(std::move(outcome));
    return std::vector<RuntimeValue>{};
  }
  const Tensor& serialized = found->second[iteration];
  if (serialized.type() != operands[0].tensor().type()) {
    context.reportCheck({false, op.name(), "the probed value has a different type", op.location});
    return std::vector<RuntimeValue>{};
  }
  // Exactly: 0 ulp apart (±0 alike), NaN matching NaN.
  CheckSpec spec{CheckKind::kClose};
  return runCheck(op, op.name(), operands[0], serialized, spec, context);
}

// interpreter.print: output only; evaluation is unaffected.
Result<std::vector<RuntimeValue>> print(const Operation& op, std::span<const RuntimeValue> operands,
                                        EvalContext&) {
  if (Status s = expectOperands(op, operands, 1); !s.ok()) return s.takeError();
  return std::vector<RuntimeValue>{};
}

const OpEntry kCheckOps[] = {
    {OpId::kCheckExpectEq, expectEq},
    {OpId::kCheckExpectEqConst, expectEqConst},
    {OpId::kCheckExpectAlmostEq, expectAlmostEq},
    {OpId::kCheckExpectAlmostEqConst, expectAlmostEqConst},
    {OpId::kCheckExpectClose, expectClose},
    {OpId::kCheckExpectSerializedEq, expectSerializedEq},
    {OpId::kInterpreterProbe, probe},
    {OpId::kInterpreterPrint, print},
    {OpId::kCustomCall, customCall},
};

}  // namespace

std::span<const OpEntry> checkOps() {
  return kCheckOps;
}

}  // namespace hlo_cts::oracle
