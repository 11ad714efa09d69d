// Element-wise ops on complex<f32> and complex<f64>. Addition, subtraction,
// negation and conjugation are exact per part. Every other function goes
// through MPC (C Annex G branch cuts and signed zeros), each part correctly
// rounded into the part type; functions MPC lacks (expm1, log1p, logistic,
// rsqrt, cbrt, atan2, sign) are composed from MPC operations at a working
// precision far above the part's, which is correctly rounded except in
// pathological cancellations — they carry a budget expectation anyway.
#include <fmt/format.h>

#include <optional>

#include "numerics/complex_asymptotics.h"
#include "numerics/mpfr_functions.h"
#include "numerics/mpfr_number.h"
#include "oracle/ops/elementwise_map.h"
#include "oracle/parallel.h"
#include "spec/float_mpfr.h"

namespace hlo_cts::oracle::ew {
namespace {

// Elements per chunk when the parts are split across threads: each is an
// MPC evaluation (microseconds to milliseconds), so a few make a chunk.
constexpr int64_t kComplexGrain = 16;

// Precision for compositions: enough that 1 + z is exact for every f32
// value and that cancellation in e^z − 1 near 0 keeps far more bits than
// the part type has.
mpfr_prec_t compositionPrecision(ElementType part) {
  return part == ElementType::kF32 ? 400 : 2400;
}

using Composite = void (*)(mpc_ptr out, mpc_srcptr z, mpc_srcptr w);

void expm1Fn(mpc_ptr out, mpc_srcptr z, mpc_srcptr) {
  mpc_exp(out, z, MPC_RNDNN);
  mpc_sub_ui(out, out, 1, MPC_RNDNN);
}
void log1pFn(mpc_ptr out, mpc_srcptr z, mpc_srcptr) {
  mpc_add_ui(out, z, 1, MPC_RNDNN);
  mpc_log(out, out, MPC_RNDNN);
}
void logisticFn(mpc_ptr out, mpc_srcptr z, mpc_srcptr) {
  mpc_neg(out, z, MPC_RNDNN);
  mpc_exp(out, out, MPC_RNDNN);
  mpc_add_ui(out, out, 1, MPC_RNDNN);
  mpc_ui_div(out, 1, out, MPC_RNDNN);
}
void rsqrtFn(mpc_ptr out, mpc_srcptr z, mpc_srcptr) {
  mpc_sqrt(out, z, MPC_RNDNN);
  mpc_ui_div(out, 1, out, MPC_RNDNN);
}
// Principal cube root exp(log(z) / 3); cbrt(0) = 0.
void cbrtFn(mpc_ptr out, mpc_srcptr z, mpc_srcptr) {
  if (mpfr_zero_p(mpc_realref(z)) && mpfr_zero_p(mpc_imagref(z))) {
    mpc_set(out, z, MPC_RNDNN);
    return;
  }
  mpc_log(out, z, MPC_RNDNN);
  mpc_div_ui(out, out, 3, MPC_RNDNN);
  mpc_exp(out, out, MPC_RNDNN);
}
// sign(z) = z / |z|, 0 for 0.
void signFn(mpc_ptr out, mpc_srcptr z, mpc_srcptr) {
  if (mpfr_zero_p(mpc_realref(z)) && mpfr_zero_p(mpc_imagref(z))) {
    mpc_set(out, z, MPC_RNDNN);
    return;
  }
  MpfrNumber modulus(mpc_get_prec(out));
  mpc_abs(modulus.get(), z, MPFR_RNDN);
  mpc_div_fr(out, z, modulus.get(), MPC_RNDNN);
}
// atan2(y, x) for complex: −i · log((x + i·y) / sqrt(x² + y²)).
void atan2Fn(mpc_ptr out, mpc_srcptr y, mpc_srcptr x) {
  const mpfr_prec_t p = mpc_get_prec(out);
  MpcNumber i_y(p), num(p), den(p);
  mpc_mul_i(i_y.get(), y, 1, MPC_RNDNN);
  mpc_add(num.get(), x, i_y.get(), MPC_RNDNN);
  mpc_sqr(den.get(), x, MPC_RNDNN);
  MpcNumber y2(p);
  mpc_sqr(y2.get(), y, MPC_RNDNN);
  mpc_add(den.get(), den.get(), y2.get(), MPC_RNDNN);
  mpc_sqrt(den.get(), den.get(), MPC_RNDNN);
  mpc_div(num.get(), num.get(), den.get(), MPC_RNDNN);
  mpc_log(num.get(), num.get(), MPC_RNDNN);
  mpc_mul_i(out, num.get(), -1, MPC_RNDNN);
}

struct ComplexFnInfo {
  OpId op;  // whose budget in tolerance profiles applies
  MpcUnaryFn unary = nullptr;
  MpcBinaryFn binary = nullptr;
  Composite composite = nullptr;
  bool binaryOperands = false;
};

int negFn(mpc_ptr r, mpc_srcptr z, mpc_rnd_t rnd) {
  return mpc_neg(r, z, rnd);
}
int conjFn(mpc_ptr r, mpc_srcptr z, mpc_rnd_t rnd) {
  return mpc_conj(r, z, rnd);
}

ComplexFnInfo infoOf(MathFn fn) {
  switch (fn) {
    case MathFn::kAdd:
      return {OpId::kAdd, nullptr, mpc_add, nullptr, true};
    case MathFn::kSubtract:
      return {OpId::kSubtract, nullptr, mpc_sub, nullptr, true};
    case MathFn::kMultiply:
      return {OpId::kMultiply, nullptr, mpc_mul, nullptr, true};
    case MathFn::kDivide:
      return {OpId::kDivide, nullptr, mpc_div, nullptr, true};
    case MathFn::kPower:
      return {OpId::kPower, nullptr, mpc_pow, nullptr, true};
    case MathFn::kAtan2:
      return {OpId::kAtan2, nullptr, nullptr, atan2Fn, true};
    case MathFn::kNegate:
      return {OpId::kNegate, negFn};
    case MathFn::kConj:
      return {OpId::kChloConj, conjFn};
    case MathFn::kSign:
      return {OpId::kSign, nullptr, nullptr, signFn};
    case MathFn::kSqrt:
      return {OpId::kSqrt, mpc_sqrt};
    case MathFn::kRsqrt:
      return {OpId::kRsqrt, nullptr, nullptr, rsqrtFn};
    case MathFn::kCbrt:
      return {OpId::kCbrt, nullptr, nullptr, cbrtFn};
    case MathFn::kExp:
      return {OpId::kExponential, mpc_exp};
    case MathFn::kExpm1:
      return {OpId::kExponentialMinusOne, nullptr, nullptr, expm1Fn};
    case MathFn::kLog:
      return {OpId::kLog, mpc_log};
    case MathFn::kLog1p:
      return {OpId::kLogPlusOne, nullptr, nullptr, log1pFn};
    case MathFn::kLogistic:
      return {OpId::kLogistic, nullptr, nullptr, logisticFn};
    case MathFn::kSin:
      return {OpId::kSine, mpc_sin};
    case MathFn::kCos:
      return {OpId::kCosine, mpc_cos};
    case MathFn::kTan:
      return {OpId::kTan, mpc_tan};
    case MathFn::kTanh:
      return {OpId::kTanh, mpc_tanh};
    case MathFn::kSquare:
      return {OpId::kChloSquare, mpc_sqr};
    case MathFn::kAcos:
      return {OpId::kChloAcos, mpc_acos};
    case MathFn::kAcosh:
      return {OpId::kChloAcosh, mpc_acosh};
    case MathFn::kAsin:
      return {OpId::kChloAsin, mpc_asin};
    case MathFn::kAsinh:
      return {OpId::kChloAsinh, mpc_asinh};
    case MathFn::kAtan:
      return {OpId::kChloAtan, mpc_atan};
    case MathFn::kAtanh:
      return {OpId::kChloAtanh, mpc_atanh};
    case MathFn::kCosh:
      return {OpId::kChloCosh, mpc_cosh};
    case MathFn::kSinh:
      return {OpId::kChloSinh, mpc_sinh};
    case MathFn::kAsinAcosKernel:
      return {OpId::kChloAsinAcosKernel, mpcAsinAcosKernel};
    default:
      break;  // erf, erfc, lgamma, digamma: real only
  }
  return {};
}

// tan(x + iy) = (sin 2x + i sinh 2y) / (cos 2x + cosh 2y). For finite x and
// |y| > 400 its real part is below 4e^-800 in magnitude (far under half of
// f64's least subnormal, 2^-1075 ~ e^-745) and its imaginary part within
// 2e^-800 of sign(y), so the correctly rounded parts are ±0 with the sign of
// sin 2x (the denominator is positive) and ±1. MPC computes that tiny real
// part exactly instead, at ~3|y| bits: seconds per element at |y| ~ 1e6.
// tanh(x + iy) = (sinh 2x + i sin 2y) / (cosh 2x + cos 2y) is the same with
// the parts' roles swapped. nullopt: not in that regime.
std::optional<ComplexBits> saturatedTan(MathFn fn, ComplexBits z, ElementType part) {
  constexpr unsigned long kSaturation = 400;
  const MpfrNumber x = MpfrNumber::fromBits(z.re, part);
  const MpfrNumber y = MpfrNumber::fromBits(z.im, part);
  if (!mpfr_number_p(x.get()) || !mpfr_number_p(y.get())) return std::nullopt;
  const bool tan = fn == MathFn::kTan;
  const MpfrNumber& large = tan ? y : x;  // the part that saturates
  const MpfrNumber& angle = tan ? x : y;  // its sine gives the other part's sign
  if (mpfr_cmpabs_ui(large.get(), kSaturation) <= 0) return std::nullopt;
  MpfrNumber doubled(angle.precision()), sine(24);
  mpfr_mul_2ui(doubled.get(), angle.get(), 1, MPFR_RNDN);  // exact at the angle's precision
  mpfr_sin(sine.get(), doubled.get(), MPFR_RNDN);          // correctly rounded: its sign is exact
  MpfrNumber one(24), zero(24);
  mpfr_set_si(one.get(), mpfr_signbit(large.get()) ? -1 : 1, MPFR_RNDN);
  mpfr_set_zero(zero.get(), mpfr_signbit(sine.get()) ? -1 : 1);
  const uint64_t unit = one.toBits(part), tiny = zero.toBits(part);
  return tan ? ComplexBits{tiny, unit} : ComplexBits{unit, tiny};
}

ComplexBits evaluateComplex(MathFn fn, const ComplexFnInfo& f, ComplexBits z, ComplexBits w,
                            ElementType part) {
  if (fn == MathFn::kTan || fn == MathFn::kTanh)
    if (std::optional<ComplexBits> saturated = saturatedTan(fn, z, part)) return *saturated;
  if (fn == MathFn::kLogistic)
    if (std::optional<ComplexBits> saturated = saturatedLogistic(z, part)) return *saturated;
  if (f.unary) return roundMpcBits(f.unary, z, part);
  if (f.binary) return roundMpcBits(f.binary, z, w, part);
  const mpfr_prec_t p = compositionPrecision(part);
  MpcNumber out(p);
  const MpcNumber a = MpcNumber::fromBits(z.re, z.im, part);
  const MpcNumber b = MpcNumber::fromBits(w.re, w.im, part);
  f.composite(out.get(), a.get(), b.get());
  // The composition's last rounding stands in for the exact value's side of
  // every midpoint (its error is far below the part type's half ulp).
  return {roundToFormat(out.real(), 0, part), roundToFormat(out.imag(), 0, part)};
}

}  // namespace

bool complexFnIsExact(MathFn fn) {
  return fn == MathFn::kAdd || fn == MathFn::kSubtract || fn == MathFn::kNegate ||
         fn == MathFn::kConj;
}

Result<RuntimeValue> complexMap(const Operation& op, MathFn fn,
                                std::span<const RuntimeValue> operands, const Type& declared) {
  const ComplexFnInfo f = infoOf(fn);
  const Tensor& z = operands[0].tensor();
  const ElementType type = z.elementType();
  if (!isComplex(type) || (!f.unary && !f.binary && !f.composite)) return unsupportedType(op, z);
  const Tensor* w = nullptr;
  if (f.binaryOperands) {
    if (operands.size() < 2) return opError(op, "expects two operands");
    if (Status s = expectSameShapesAndTypes(op, operands); !s.ok()) return s.takeError();
    w = &operands[1].tensor();
  }
  Result<Tensor> made = sameTypeResult(op, z, declared);
  if (!made.ok()) return made.takeError();
  Tensor& out = *made;
  const ElementType part = complexPartType(type);
  parallelFor(z.numElements(), kComplexGrain, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i) {
      const ComplexBits a{z.partBits(i, 0), z.partBits(i, 1)};
      const ComplexBits b = w ? ComplexBits{w->partBits(i, 0), w->partBits(i, 1)} : ComplexBits{};
      const ComplexBits r = evaluateComplex(fn, f, a, b, part);
      out.setPartBits(i, 0, r.re);
      out.setPartBits(i, 1, r.im);
    }
  });
  if (complexFnIsExact(fn)) return RuntimeValue::fromTensor(std::move(out));
  return withCorrectlyRounded(std::move(out), opName(f.op));
}

Result<RuntimeValue> complexAbs(const Operation& op, const Tensor& operand, const Type& declared) {
  const ElementType part = complexPartType(operand.elementType());
  Tensor out(declared.withShape(operand.shape()));
  if (out.elementType() != part)
    return opError(op, "abs of a complex operand has the part type as result");
  parallelFor(operand.numElements(), kComplexGrain, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i) {
      const MpcNumber z = MpcNumber::fromBits(operand.partBits(i, 0), operand.partBits(i, 1), part);
      MpfrNumber modulus(floatFormat(part)->precision() + 1);
      const int ternary = mpc_abs(modulus.get(), z.get(), MPFR_RNDN);
      out.setBits(i, modulus.toBits(part, ternary));
    }
  });
  return withCorrectlyRounded(std::move(out), "stablehlo.abs");
}

}  // namespace hlo_cts::oracle::ew
