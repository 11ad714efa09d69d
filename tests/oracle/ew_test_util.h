// Helpers for the element-wise and check oracle tests: running one op built in
// C++, tensors from bit patterns, and an independent MPFR reference for
// correctly rounded results (the MPFR manual's mpfr_subnormalize recipe:
// evaluate at the format's precision in MPFR's wide range, then narrow
// emin/emax, check_range and subnormalize; the format's bits are found by
// looking the value up among all of the format's values, so no code is shared
// with the oracle's own rounding).
#pragma once

#include <gtest/gtest.h>
#include <mpfr.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "oracle/evaluator.h"
#include "oracle/expectation.h"
#include "oracle/oracle.h"
#include "spec/float_value.h"
#include "spec/ir.h"
#include "spec/tensor.h"
#include "tests/oracle/verified_eval.h"

namespace hlo_cts::oracle::ewtest {

// Evaluates op `name` on `operands` with one result of `resultType` (shape
// taken from the first operand unless `resultType` has its own).
struct OpRun {
  Module module;
  EvalOptions options;
  std::unique_ptr<EvalContext> context;
  OpRun() {
    module.op = std::make_unique<Operation>("builtin.module");
    module.op->addRegion()->addBlock();
    context = std::make_unique<EvalContext>(testing::emptyVerifiedModule(), options, oracleOps(),
                                            oraclePasses());
  }
};

inline Result<std::vector<RuntimeValue>> runOpValues(const std::string& name,
                                                     const std::vector<Tensor>& operands,
                                                     std::vector<Type> resultTypes,
                                                     std::vector<NamedAttribute> attrs = {}) {
  static OpRun run;
  Operation op(name);
  std::vector<std::unique_ptr<Value>> values;
  std::vector<RuntimeValue> runtime;
  for (const Tensor& t : operands) {
    values.push_back(std::make_unique<Value>());
    values.back()->type = t.type();
    op.addOperand(values.back().get());
    runtime.push_back(RuntimeValue::fromTensor(t));
  }
  for (Type& t : resultTypes) op.addResult(std::move(t));
  for (NamedAttribute& a : attrs) op.setProperty(std::move(a.name), std::move(a.value));
  OpHandler handler = oracleOps().find(opIdOf(name));
  if (!handler) return makeError("no handler for " + name);
  return handler(op, runtime, *run.context);
}

// The single result tensor; fails the test on an error.
inline Tensor runOp(const std::string& name, const std::vector<Tensor>& operands, Type resultType,
                    std::vector<NamedAttribute> attrs = {}) {
  Result<std::vector<RuntimeValue>> r = runOpValues(name, operands, {resultType}, std::move(attrs));
  EXPECT_TRUE(r.ok()) << name << ": " << (r.ok() ? "" : r.error().str());
  if (!r.ok() || r->empty() || !(*r)[0].isTensor()) return Tensor();
  return (*r)[0].tensor();
}

inline Type tensorOf(ElementType type, std::vector<int64_t> shape) {
  return Type::tensor(std::move(shape), type);
}

// A 1-D tensor of the given element bits.
inline Tensor fromBits(ElementType type, const std::vector<uint64_t>& bits) {
  Tensor t({static_cast<int64_t>(bits.size())}, type);
  for (size_t i = 0; i < bits.size(); ++i) t.setBits(static_cast<int64_t>(i), bits[i]);
  return t;
}
inline Tensor fromInts(ElementType type, const std::vector<int64_t>& values) {
  Tensor t({static_cast<int64_t>(values.size())}, type);
  for (size_t i = 0; i < values.size(); ++i) t.setIntValue(static_cast<int64_t>(i), values[i]);
  return t;
}
inline std::vector<uint64_t> bitsOf(const Tensor& t) {
  std::vector<uint64_t> v;
  for (int64_t i = 0; i < t.numElements(); ++i) v.push_back(t.bits(i));
  return v;
}
inline std::vector<int64_t> intsOf(const Tensor& t) {
  std::vector<int64_t> v;
  for (int64_t i = 0; i < t.numElements(); ++i) v.push_back(t.intValue(i));
  return v;
}

// Every pattern of a format of ≤ 16 bits.
inline std::vector<uint64_t> allPatterns(ElementType type) {
  std::vector<uint64_t> v;
  for (uint64_t b = 0; b <= floatFormat(type)->allBitsMask(); ++b) v.push_back(b);
  return v;
}

// The expectation rule of every element of a result (kExact without one).
inline std::vector<ElementRule> rules(const RuntimeValue& v) {
  std::vector<ElementRule> r;
  for (int64_t i = 0; i < v.tensor().numElements(); ++i)
    r.push_back(v.expectation() ? v.expectation()->rule(i) : ElementRule::kExact);
  return r;
}

// Every pair (x, y) of patterns of a format of ≤ 8 bits, as two columns.
inline std::pair<std::vector<uint64_t>, std::vector<uint64_t>> allPairs(ElementType type) {
  const uint64_t n = floatFormat(type)->allBitsMask() + 1;
  std::pair<std::vector<uint64_t>, std::vector<uint64_t>> pairs;
  for (uint64_t i = 0; i < n * n; ++i) {
    pairs.first.push_back(i / n);
    pairs.second.push_back(i % n);
  }
  return pairs;
}

// The sub-16-bit-or-equal formats the exhaustive tests cover.
inline std::vector<ElementType> smallFormats() {
  std::vector<ElementType> v;
  for (const FloatFormat& f : allFloatFormats())
    if (f.totalBits <= 8) v.push_back(f.type);
  return v;
}

// --- the independent reference ---------------------------------------------

// value → bits for every non-NaN pattern of a format (−0 separate); f32 and
// f64 are read back through the host's exact float types instead.
class ValueIndex {
 public:
  explicit ValueIndex(ElementType type) : type_(type), format_(*floatFormat(type)) {
    maxFinite_ = floatToDouble(format_.maxFiniteBits(), type);
    if (format_.totalBits > 16) return;
    for (uint64_t b = 0; b <= format_.allBitsMask(); ++b) {
      if (isNaNBits(b, type)) continue;
      index_.emplace(std::bit_cast<uint64_t>(floatToDouble(b, type)), b);
    }
  }
  // The bits of the representable value `v`, or nullopt when it is none.
  std::optional<uint64_t> find(double v) const {
    if (type_ == ElementType::kF64) return std::bit_cast<uint64_t>(v);
    if (type_ == ElementType::kF32) {
      const float f = static_cast<float>(v);
      if (static_cast<double>(f) != v) return std::nullopt;
      return std::bit_cast<uint32_t>(f);
    }
    auto it = index_.find(std::bit_cast<uint64_t>(v));
    if (it != index_.end()) return it->second;
    if (v == 0 && std::signbit(v)) return find(0.0);  // formats without −0
    return std::nullopt;
  }
  double maxFinite() const { return maxFinite_; }
  const FloatFormat& format() const { return format_; }
  ElementType type() const { return type_; }

 private:
  ElementType type_;
  const FloatFormat& format_;
  std::unordered_map<uint64_t, uint64_t> index_;
  double maxFinite_ = 0;
};

// What an overflowing (or infinite) result becomes in the format
// (docs/numerics.md: IEEE-like Inf, FN NaN with sign, FNUZ/E8M0 their NaN,
// f4/f6 saturate).
inline uint64_t overflowed(const ValueIndex& index, bool negative) {
  const FloatFormat& f = index.format();
  if (f.hasInf) return f.infBits() | (negative ? f.signMask() : 0);
  if (f.nan == NanEncoding::kAllOnes) return f.canonicalNanBits() | (negative ? f.signMask() : 0);
  if (f.nan != NanEncoding::kNone) return f.canonicalNanBits();
  return *index.find(negative ? -index.maxFinite() : index.maxFinite());
}

// The reference result of a correctly rounded evaluation: `evaluate(y, rnd)`
// computes into y (precision p, wide range) and returns its ternary. The
// result is a NaN class (returned as nullopt) or the format's bits.
template <class F>
std::optional<uint64_t> referenceRound(const ValueIndex& index, F&& evaluate) {
  const FloatFormat& f = index.format();
  const int p = f.precision();
  mpfr_t y;
  mpfr_init2(y, p);
  int t = evaluate(y);
  std::optional<uint64_t> result;
  if (mpfr_nan_p(y)) {
    result = std::nullopt;
  } else if (mpfr_inf_p(y)) {
    result = overflowed(index, mpfr_signbit(y) != 0);
  } else if (!f.hasSubnormals) {
    // E8M0: precision 1, no zero: values below 2^-127 give 0x00.
    if (mpfr_signbit(y) && !mpfr_zero_p(y)) {
      result = std::nullopt;
    } else if (mpfr_zero_p(y) || mpfr_get_exp(y) - 1 < f.minExponent()) {
      result = 0;
    } else if (mpfr_get_exp(y) - 1 > f.maxExponent()) {
      result = std::nullopt;  // overflow: E8M0's NaN
    } else {
      result = index.find(mpfr_get_d(y, MPFR_RNDN));
    }
  } else {
    const mpfr_exp_t emin = mpfr_get_emin();
    const mpfr_exp_t emax = mpfr_get_emax();
    // MPFR manual (mpfr_subnormalize): emin = minExp − p + 2, emax = maxExp + 1
    // in MPFR's 0.1b·2^e convention; maxExp from the all-ones-exponent rule of
    // IEEE formats and the full range otherwise (values beyond max finite are
    // caught below).
    const int maxExp = f.maxExponent();
    mpfr_set_emin(f.minExponent() - p + 2);
    mpfr_set_emax(maxExp + 1);
    t = mpfr_check_range(y, t, MPFR_RNDN);
    mpfr_subnormalize(y, t, MPFR_RNDN);
    const double v = mpfr_get_d(y, MPFR_RNDN);
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
    if (std::isinf(v) || std::fabs(v) > index.maxFinite()) {
      result = overflowed(index, std::signbit(v));
    } else {
      result = index.find(v);
      EXPECT_TRUE(result.has_value())
          << "value " << v << " not in " << elementTypeName(index.type());
    }
  }
  mpfr_clear(y);
  return result;
}

// Sets `x` to the exact value of a pattern (wide precision).
inline void exactValue(mpfr_t x, uint64_t bits, ElementType type) {
  mpfr_set_prec(x, 64);
  const double d = floatToDouble(bits, type);
  if (isNaNBits(bits, type)) {
    mpfr_set_nan(x);
  } else {
    mpfr_set_d(x, d, MPFR_RNDN);  // exact: every format's values are doubles
  }
}

// Whether `actual` matches a reference result (NaN: any NaN of the format;
// NaN-less formats: anything).
inline bool matches(uint64_t actual, const std::optional<uint64_t>& reference, ElementType type) {
  if (!reference) {
    if (floatFormat(type)->nan == NanEncoding::kNone) return true;
    return isNaNBits(actual, type);
  }
  return actual == *reference;
}

using MpfrBinary = int (*)(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);

// Runs binary op `op` on the pairs (xs[i], ys[i]) of `type` and compares
// every result with the reference of MPFR's `fn`; returns the number of
// mismatches (reporting the first few).
inline int checkBinaryAgainstMpfr(const char* op, MpfrBinary fn, ElementType type,
                                  const std::vector<uint64_t>& xs,
                                  const std::vector<uint64_t>& ys) {
  const ValueIndex index(type);
  const Tensor out = runOp(op, {fromBits(type, xs), fromBits(type, ys)},
                           tensorOf(type, {static_cast<int64_t>(xs.size())}));
  if (out.numElements() != static_cast<int64_t>(xs.size())) return 1;
  int mismatches = 0;
  mpfr_t a, b;
  mpfr_inits2(64, a, b, static_cast<mpfr_ptr>(nullptr));
  for (size_t i = 0; i < xs.size(); ++i) {
    exactValue(a, xs[i], type);
    exactValue(b, ys[i], type);
    auto ref = referenceRound(index, [&](mpfr_t r) { return fn(r, a, b, MPFR_RNDN); });
    if (!matches(out.bits(i), ref, type) && ++mismatches <= 5)
      ADD_FAILURE() << op << " " << elementTypeName(type) << " x=0x" << std::hex << xs[i] << " y=0x"
                    << ys[i] << " got 0x" << out.bits(i);
  }
  mpfr_clears(a, b, static_cast<mpfr_ptr>(nullptr));
  return mismatches;
}

}  // namespace hlo_cts::oracle::ewtest
