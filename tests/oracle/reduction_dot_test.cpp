// dot_general's exact value and acceptance interval (Higham, 2nd ed., §3.1):
// the value is the correctly rounded exact dot product; every legal order lands
// inside the interval (sound); results one ulp outside all orders are rejected
// when the bound is small enough to tell (tight).
#include <gtest/gtest.h>
#include <mpfr.h>

#include <bit>
#include <cmath>
#include <limits>
#include <random>

#include "oracle/evaluator.h"
#include "oracle/ops/reduction_dot.h"
#include "reduction_test_util.h"
#include "spec/float_value.h"
#include "spec/text/parser.h"
#include "tests/oracle/verified_eval.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::f32Bits;
using testing::f32Of;
using testing::f32Tensor;

// A 1-D dot: lhs[n] · rhs[n] -> scalar.
ReducedTensor dot1d(const std::vector<float>& a, const std::vector<float>& b,
                    ElementType result = ElementType::kF32) {
  const int64_t n = static_cast<int64_t>(a.size());
  DotDimensionNumbers dims;
  dims.lhsContracting = {0};
  dims.rhsContracting = {0};
  Result<ReducedTensor> r =
      dotGeneralExact(f32Tensor({n}, a), f32Tensor({n}, b), dims, Type::tensor({}, result));
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
  return std::move(*r);
}

bool allows(const ReducedTensor& r, int64_t element, uint64_t bits) {
  return r.allowed.allows(static_cast<size_t>(element), bits, r.value.elementType());
}

TEST(ReductionDotTest, ValueIsTheCorrectlyRoundedExactSum) {
  // 1 + 2^-24 + 2^-24: sequential f32 gives 1, the exact sum 1 + 2^-23
  // rounds to 1 + 2^-23.
  ReducedTensor r = dot1d({1.0f, 0x1p-24f, 0x1p-24f}, {1.0f, 1.0f, 1.0f});
  EXPECT_EQ(r.value.bits(0), f32Bits(1.0f + 0x1p-23f));
  // Catastrophic cancellation: 2^30 + 1 − 2^30 = 1 exactly.
  r = dot1d({0x1p30f, 1.0f, -0x1p30f}, {1.0f, 1.0f, 1.0f});
  EXPECT_EQ(r.value.bits(0), f32Bits(1.0f));
  // Sequential f32 gives 0 here, yet the exact value is allowed and so is 0.
  EXPECT_TRUE(allows(r, 0, f32Bits(0.0f)));
  EXPECT_TRUE(allows(r, 0, f32Bits(1.0f)));
}

TEST(ReductionDotTest, DifferentResultTypeRoundsOnceFromTheExactValue) {
  // f32 × f32 -> f64: products of f32 are exact in f64.
  DotDimensionNumbers dims;
  dims.lhsContracting = {0};
  dims.rhsContracting = {0};
  Result<ReducedTensor> r =
      dotGeneralExact(f32Tensor({2}, {0x1.000002p0f, 3.0f}), f32Tensor({2}, {0x1.000002p0f, 1.0f}),
                      dims, Type::tensor({}, ElementType::kF64));
  ASSERT_TRUE(r.ok());
  const double exact = 0x1.000002p0 * 0x1.000002p0 + 3.0;
  EXPECT_EQ(r->value.bits(0), testing::f64Bits(exact));
}

TEST(ReductionDotTest, EveryOrderLandsInsideTheInterval) {
  std::mt19937 rng(20260601);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::uniform_int_distribution<int> scale(-20, 20);
  for (int trial = 0; trial < 300; ++trial) {
    const size_t n = 1 + static_cast<size_t>(trial % 97) * 7;
    std::vector<float> a(n), b(n);
    for (size_t i = 0; i < n; ++i) {
      a[i] = std::ldexp(dist(rng), scale(rng));
      b[i] = std::ldexp(dist(rng), scale(rng));
    }
    ReducedTensor r = dot1d(a, b);
    for (const auto& order : testing::dotOrders<float>(a, b)) {
      const float computed = order.sum({});
      EXPECT_TRUE(allows(r, 0, f32Bits(computed)))
          << "order " << order.name << " n=" << n << " gives " << computed << " (oracle "
          << f32Of(r.value.bits(0)) << ")";
    }
  }
}

TEST(ReductionDotTest, BoundIsTightWhereItCanTell) {
  // One exactly representable product: B = γ_1·|x y| is below one ulp, so
  // only the product itself is allowed and one ulp off on either side is
  // caught.
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> mant(1 << 10, (1 << 11) - 1);
  for (int trial = 0; trial < 200; ++trial) {
    const float a = std::ldexp(static_cast<float>(mant(rng)), -10);
    const float b = std::ldexp(static_cast<float>(mant(rng)), -3);
    ReducedTensor r = dot1d({a}, {b});
    const float c = a * b;
    EXPECT_TRUE(allows(r, 0, f32Bits(c)));
    EXPECT_FALSE(allows(r, 0, f32Bits(std::nextafter(c, -1e30f)))) << a << " * " << b;
    EXPECT_FALSE(allows(r, 0, f32Bits(std::nextafter(c, 1e30f)))) << a << " * " << b;
  }
  // Longer sums: the interval holds no more floats than the bound covers,
  // every order is inside, and one ulp beyond the interval is caught.
  std::uniform_real_distribution<float> dist(0.5f, 1.0f);
  for (int trial = 0; trial < 100; ++trial) {
    const size_t n = 2 + static_cast<size_t>(trial % 15);
    std::vector<float> a(n), b(n, 1.0f);
    for (float& x : a) x = dist(rng);
    ReducedTensor r = dot1d(a, b);
    const ElementBounds& e = r.allowed.elements[0][0];
    double abs_sum = 0;
    for (float x : a) abs_sum += x;
    const double u = 0x1p-24;
    const double bound = n * u / (1 - n * u) * abs_sum;
    const float mid = f32Of(r.value.bits(0));
    const double ulp = double(std::nextafter(mid, 1e30f)) - double(mid);
    const double width = double(f32Of(e.hi)) - double(f32Of(e.lo));
    EXPECT_LE(width, 2 * bound + 2 * ulp) << "n=" << n;
    EXPECT_FALSE(allows(r, 0, f32Bits(std::nextafter(f32Of(e.lo), -1e30f))));
    EXPECT_FALSE(allows(r, 0, f32Bits(std::nextafter(f32Of(e.hi), 1e30f))));
    for (const auto& order : testing::dotOrders<float>(a, b))
      EXPECT_TRUE(allows(r, 0, f32Bits(order.sum({})))) << order.name;
  }
}

TEST(ReductionDotTest, IntervalHoldsExactlyTheFloatsWithinTheBound) {
  // n = 4 products of magnitude ~1: B = γ_4(2^-24)·Σ|x y|; check the ends
  // against an independent MPFR computation.
  const std::vector<float> a = {1.5f, -0.75f, 0.3f, 2.0f}, b = {1.25f, 0.5f, -3.0f, 0.125f};
  ReducedTensor r = dot1d(a, b);
  double abs_sum = 0;
  for (size_t i = 0; i < a.size(); ++i) abs_sum += std::fabs(double(a[i]) * double(b[i]));
  const double u = 0x1p-24;
  const double gamma = 4 * u / (1 - 4 * u);
  const double exact = 1.5 * 1.25 - 0.75 * 0.5 + double(0.3f) * -3.0 + 2.0 * 0.125;
  const double bound = gamma * abs_sum;
  const std::vector<ElementBounds>& e = r.allowed.elements[0];
  ASSERT_EQ(e.size(), 1u);
  // The allowed floats are exactly those within [s − B, s + B].
  const float lo = f32Of(e[0].lo), hi = f32Of(e[0].hi);
  EXPECT_GE(double(lo), exact - bound * (1 + 1e-9));
  EXPECT_LE(double(hi), exact + bound * (1 + 1e-9));
  EXPECT_LT(double(std::nextafter(lo, -1e30f)), exact - bound);
  EXPECT_GT(double(std::nextafter(hi, 1e30f)), exact + bound);
}

TEST(ReductionDotTest, SpecialValues) {
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float max = std::numeric_limits<float>::max();
  ReducedTensor r = dot1d({1.0f, nan}, {1.0f, 1.0f});
  EXPECT_TRUE(std::isnan(f32Of(r.value.bits(0))));
  EXPECT_FALSE(allows(r, 0, f32Bits(1.0f)));
  r = dot1d({inf, 0.0f}, {0.0f, 1.0f});  // Inf · 0
  EXPECT_TRUE(std::isnan(f32Of(r.value.bits(0))));
  r = dot1d({inf, inf}, {1.0f, -1.0f});  // Inf − Inf
  EXPECT_TRUE(std::isnan(f32Of(r.value.bits(0))));
  r = dot1d({inf, 5.0f}, {1.0f, 1.0f});
  EXPECT_EQ(r.value.bits(0), f32Bits(inf));
  EXPECT_FALSE(allows(r, 0, f32Bits(max)));
  // [max, max, −max]: exact max, but (max + max) − max overflows first.
  r = dot1d({max, max, -max}, {1.0f, 1.0f, 1.0f});
  EXPECT_EQ(r.value.bits(0), f32Bits(max));
  EXPECT_TRUE(allows(r, 0, f32Bits(inf)));
  EXPECT_FALSE(allows(r, 0, f32Bits(-inf)));
  // [max, max, −max, −max]: +Inf, −Inf and Inf − Inf = NaN are all reachable.
  r = dot1d({max, max, -max, -max}, {1.0f, 1.0f, 1.0f, 1.0f});
  EXPECT_EQ(r.value.bits(0), f32Bits(0.0f));
  EXPECT_TRUE(allows(r, 0, f32Bits(inf)));
  EXPECT_TRUE(allows(r, 0, f32Bits(-inf)));
  EXPECT_TRUE(allows(r, 0, f32Bits(nan)));
}

TEST(ReductionDotTest, SignOfZero) {
  // Every product −0: +0 with the spec's +0 init, −0 without; both allowed.
  ReducedTensor r = dot1d({-0.0f, 0.0f}, {1.0f, -1.0f});
  EXPECT_EQ(r.value.bits(0), f32Bits(0.0f));
  EXPECT_TRUE(allows(r, 0, f32Bits(-0.0f)));
  // A +0 product: only +0.
  r = dot1d({0.0f, -0.0f}, {1.0f, 1.0f});
  EXPECT_TRUE(allows(r, 0, f32Bits(0.0f)));
  EXPECT_FALSE(allows(r, 0, f32Bits(-0.0f)));
}

// Integer overflow is implementation-defined (the spec's section on
// errors): an i8 element whose products could overflow in some order of the
// sum may be anything (XLA's folder saturates where the wrapped sum is the
// flowing value); one within range stays exact, as does a wrapping sum of
// i8 values that no order can overflow.
TEST(ReductionDotTest, IntegerOverflowIsOpenOnlyWhereSomeOrderOverflows) {
  DotDimensionNumbers dims;
  dims.lhsContracting = {1};
  dims.rhsContracting = {0};
  Tensor lhs = testing::intTensor({2, 2}, ElementType::kSI8, {-40, 0, 100, -100});
  Tensor rhs = testing::intTensor({2, 1}, ElementType::kSI8, {126, 1});
  Result<ReducedTensor> r =
      dotGeneralExact(lhs, rhs, dims, Type::tensor({2, 1}, ElementType::kSI8));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(r->value.intValue(0), 80);  // -5040 wrapped
  ASSERT_FALSE(r->allowed.exact());
  EXPECT_TRUE(r->allowed.allows(0, static_cast<uint8_t>(-128), ElementType::kSI8));
  EXPECT_TRUE(r->allowed.allows(0, 80, ElementType::kSI8));
  // 100·126 + (-100)·1 overflows i8 on the way too, whatever the order.
  EXPECT_TRUE(r->allowed.allows(1, 0, ElementType::kSI8));
  Tensor small = testing::intTensor({2, 1}, ElementType::kSI8, {1, 1});
  Tensor fits = testing::intTensor({2, 2}, ElementType::kSI8, {-40, 60, 100, -100});
  r = dotGeneralExact(fits, small, dims, Type::tensor({2, 1}, ElementType::kSI8));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->value.intValue(0), 20);
  EXPECT_EQ(r->value.intValue(1), 0);
  EXPECT_TRUE(r->allowed.exact());
}

TEST(ReductionDotTest, BatchingAndContractingDimensions) {
  // The spec's example: batched 2x2 · identity.
  DotDimensionNumbers dims;
  dims.lhsBatching = {0};
  dims.rhsBatching = {0};
  dims.lhsContracting = {2};
  dims.rhsContracting = {1};
  Tensor lhs = testing::intTensor({2, 2, 2}, ElementType::kSI64, {1, 2, 3, 4, 5, 6, 7, 8});
  Tensor rhs = testing::intTensor({2, 2, 2}, ElementType::kSI64, {1, 0, 0, 1, 1, 0, 0, 1});
  Result<ReducedTensor> r =
      dotGeneralExact(lhs, rhs, dims, Type::tensor({2, 2, 2}, ElementType::kSI64));
  ASSERT_TRUE(r.ok());
  for (int64_t i = 0; i < 8; ++i) EXPECT_EQ(r->value.intValue(i), i + 1);
  EXPECT_TRUE(r->allowed.exact());
  // Outer product (no contracting dims).
  DotDimensionNumbers outer;
  r = dotGeneralExact(testing::intTensor({2}, ElementType::kSI64, {2, 3}),
                      testing::intTensor({2}, ElementType::kSI64, {5, 7}), outer,
                      Type::tensor({2, 2}, ElementType::kSI64));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->value.intValue(3), 21);
}

// The handler takes its result shape from the runtime operands (C12): a
// declared `?` takes it, a fixed size that disagrees is the catalogue's C12.
TEST(ReductionDotTest, ResultShapeFollowsTheRuntimeOperands) {
  const std::string program = R"(
    func.func @f(%a: tensor<?x?xi64>, %b: tensor<3x2xi64>) -> tensor<?x2xi64> {
      %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
        : (tensor<?x?xi64>, tensor<3x2xi64>) -> tensor<?x2xi64>
      return %0 : tensor<?x2xi64>
    })";
  const Tensor rhs = testing::intTensor({3, 2}, ElementType::kSI64, {1, 0, 0, 1, 1, 1});
  Result<std::vector<RuntimeValue>> r = testing::runProgram(
      program, {testing::intTensor({1, 3}, ElementType::kSI64, {1, 2, 3}), rhs});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ((*r)[0].tensor().shape(), (std::vector<int64_t>{1, 2}));
  EXPECT_EQ((*r)[0].tensor().intValue(0), 4);
  EXPECT_EQ((*r)[0].tensor().intValue(1), 5);
  // Operands whose contracting sizes differ at run time: C10 of the catalogue.
  r = testing::runProgram(program, {testing::intTensor({1, 2}, ElementType::kSI64, {1, 2}), rhs});
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("stablehlo.dot_general (C"), std::string::npos)
      << r.error().str();
}

TEST(ReductionDotTest, IntegersWrapInTheResultType) {
  DotDimensionNumbers dims;
  dims.lhsContracting = {0};
  dims.rhsContracting = {0};
  // i8 operands into an i32 result: products computed in i32 (10·17 = 170).
  Result<ReducedTensor> r = dotGeneralExact(testing::intTensor({2}, ElementType::kSI8, {10, -128}),
                                            testing::intTensor({2}, ElementType::kSI8, {17, 2}),
                                            dims, Type::tensor({}, ElementType::kSI32));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->value.intValue(0), 170 - 256);
  // ui8 result wraps.
  r = dotGeneralExact(testing::intTensor({1}, ElementType::kUI8, {200}),
                      testing::intTensor({1}, ElementType::kUI8, {2}), dims,
                      Type::tensor({}, ElementType::kUI8));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->value.bits(0), 144u);
}

TEST(ReductionDotTest, ComplexPartsHaveTheirOwnIntervals) {
  DotDimensionNumbers dims;
  dims.lhsContracting = {0};
  dims.rhsContracting = {0};
  Tensor a({2}, ElementType::kComplexF32), b({2}, ElementType::kComplexF32);
  // (1+2i)(3−i) + (0.5+0i)(2+4i) = (5+5i) + (1+2i) = 6 + 7i
  const float av[] = {1, 2, 0.5f, 0}, bv[] = {3, -1, 2, 4};
  for (int i = 0; i < 2; ++i)
    for (int p = 0; p < 2; ++p) {
      a.setPartBits(i, p, f32Bits(av[2 * i + p]));
      b.setPartBits(i, p, f32Bits(bv[2 * i + p]));
    }
  Result<ReducedTensor> r = dotGeneralExact(a, b, dims, Type::tensor({}, ElementType::kComplexF32));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(f32Of(r->value.partBits(0, 0)), 6.0f);
  EXPECT_EQ(f32Of(r->value.partBits(0, 1)), 7.0f);
  ASSERT_EQ(r->allowed.imagElements.size(), 1u);
  EXPECT_TRUE(boundsAllow(r->allowed.imagElements[0][0], f32Bits(7.0f), ElementType::kF32));
}

TEST(ReductionDotTest, ComplexProductsWithAnInfinityAllowBothFormulas) {
  // (NaN − Inf·i)²: the plain formula gives NaN in both parts; GCC's
  // std::complex (C Annex G) recovers an infinity. The spec adopts neither,
  // so both pass (a simd-cpu campaign found the oracle allowing only NaN).
  DotDimensionNumbers dims;
  dims.lhsContracting = {0};
  dims.rhsContracting = {0};
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  Tensor a({2}, ElementType::kComplexF32);
  a.setPartBits(0, 0, f32Bits(nan));
  a.setPartBits(0, 1, f32Bits(-inf));
  Result<ReducedTensor> r = dotGeneralExact(a, a, dims, Type::tensor({}, ElementType::kComplexF32));
  ASSERT_TRUE(r.ok());
  for (float x : {nan, -inf, inf}) {
    EXPECT_TRUE(boundsAllow(r->allowed.elements[0][0], f32Bits(x), ElementType::kF32)) << x;
    EXPECT_TRUE(boundsAllow(r->allowed.imagElements[0][0], f32Bits(x), ElementType::kF32)) << x;
  }
  // Finite products keep their exact reading.
  Tensor b({2}, ElementType::kComplexF32);
  b.setPartBits(0, 0, f32Bits(2.0f));
  r = dotGeneralExact(b, b, dims, Type::tensor({}, ElementType::kComplexF32));
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(boundsAllow(r->allowed.elements[0][0], f32Bits(nan), ElementType::kF32));
}

TEST(ReductionDotTest, F64OperandsUseExactProducts) {
  DotDimensionNumbers dims;
  dims.lhsContracting = {0};
  dims.rhsContracting = {0};
  // (1 + 2^-52)^2 − 1 − 2^-51 = 2^-104 exactly; naive double gives 0.
  const double x = 1 + 0x1p-52;
  Result<ReducedTensor> r = dotGeneralExact(testing::f64Tensor({3}, {x, -1.0, -0x1p-51}),
                                            testing::f64Tensor({3}, {x, 1.0, 1.0}), dims,
                                            Type::tensor({}, ElementType::kF64));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(std::bit_cast<double>(r->value.bits(0)), 0x1p-104);
}

TEST(ReductionDotTest, F64ProductsBelowTheSmallestSubnormalMayRoundToZero) {
  // (-2^-1022)^2 = 2^-2044 is far below f64's smallest subnormal: a backend
  // that rounds the product gives +0 (found by a cuda-host campaign, where
  // the interval was [2^-1074, 0] and allowed nothing). The bound's
  // magnitudes underflow double too, so only its underflow term covers it.
  DotDimensionNumbers dims;
  dims.lhsBatching = {0};
  dims.rhsBatching = {0};
  const double x = -0x1p-1022, y = 0x1p-600;
  for (double b : {x, y}) {
    Result<ReducedTensor> r =
        dotGeneralExact(testing::f64Tensor({2}, {x, 3 * x}), testing::f64Tensor({2}, {b, b}), dims,
                        Type::tensor({2}, ElementType::kF64));
    ASSERT_TRUE(r.ok());
    for (int64_t i = 0; i < 2; ++i) {
      EXPECT_TRUE(allows(*r, i, std::bit_cast<uint64_t>(0.0))) << b << " element " << i;
      EXPECT_TRUE(allows(*r, i, r->value.bits(i))) << "the reference itself, element " << i;
      EXPECT_FALSE(allows(*r, i, std::bit_cast<uint64_t>(0x1p-1000))) << "and not much more";
    }
  }
}

TEST(ReductionDotTest, AnInfiniteProductMeetingOneThatOverflowsMayBeNaN) {
  // 287 · FLT_MAX overflows to +Inf when the product is rounded to f32, and
  // 663 · −Inf is −Inf: NaN in that evaluation, −Inf with wider products
  // (found by a cuda-host campaign, where only −Inf was allowed).
  const float inf = std::numeric_limits<float>::infinity();
  const float max = std::numeric_limits<float>::max();
  ReducedTensor r = dot1d({287.0f, 663.0f}, {max, -inf});
  EXPECT_TRUE(allows(r, 0, f32Bits(-inf)));
  EXPECT_TRUE(allows(r, 0, f32Bits(std::numeric_limits<float>::quiet_NaN())));
  // Nothing near overflow beside the infinity: −Inf only.
  r = dot1d({287.0f, 663.0f}, {1e30f, -inf});
  EXPECT_TRUE(allows(r, 0, f32Bits(-inf)));
  EXPECT_FALSE(allows(r, 0, f32Bits(std::numeric_limits<float>::quiet_NaN())));
}

TEST(ReductionDotTest, EightBitFloatsFollowTheirFormat) {
  // The corpus' f8E3M4 case: [0,1,2,3]·[0,1,2,3] = 14.
  DotDimensionNumbers dims;
  dims.lhsContracting = {0};
  dims.rhsContracting = {0};
  Tensor t({4}, ElementType::kF8E3M4);
  const uint64_t bits[] = {0x00, 0x30, 0x40, 0x48};  // 0, 1, 2, 3 (bias 3)
  for (int i = 0; i < 4; ++i) t.setBits(i, bits[i]);
  Result<ReducedTensor> r = dotGeneralExact(t, t, dims, Type::tensor({}, ElementType::kF8E3M4));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(floatToDouble(r->value.bits(0), ElementType::kF8E3M4), 14.0);
}

TEST(ReductionDotTest, QuantizedOperandsDequantizeDotAndQuantize) {
  Result<Module> m = parseModule(R"(
    func.func @f(%a: tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, %b: tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>)
        -> tensor<!quant.uniform<i32:f32, 1.000000e+00:1>> {
      %r = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0]
        : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>)
        -> tensor<!quant.uniform<i32:f32, 1.000000e+00:1>>
      return %r : tensor<!quant.uniform<i32:f32, 1.000000e+00:1>>
    })",
                                 "q.mlir");
  ASSERT_TRUE(m.ok()) << m.error().str();
  const FunctionView f = *m->lookupFunction("f");
  const Type at = f.functionType().inputs()[0];
  Tensor a(at), b(at);
  a.setIntValue(0, 2);  // 1.0
  a.setIntValue(1, 4);  // 2.0
  b.setIntValue(0, 6);  // 3.0
  b.setIntValue(1, 2);  // 1.0
  const std::vector<RuntimeValue> args = {RuntimeValue::fromTensor(a), RuntimeValue::fromTensor(b)};
  Result<std::vector<RuntimeValue>> r = testing::verifyAndEvaluate(*m, "f", args);
  ASSERT_TRUE(r.ok()) << r.error().str();
  // 1·3 + 2·1 = 5, stored with zero point 1.
  EXPECT_EQ((*r)[0].tensor().intValue(0), 6);
}

// addRun's integer blocks give what adding the products one at a time
// gives: the same correctly rounded sum and the same allowed interval,
// bit for bit, on f32, bf16 and f16 dots whose terms span the whole
// exponent range (subnormals, the largest values, zeros of either sign,
// cancellation), with lengths that cross the blocks' boundaries, in
// contiguous and strided runs.
TEST(DotKernelRuns, BlocksSumLikeTermByTerm) {
  std::mt19937_64 rng(20261202);
  for (ElementType type : {ElementType::kF32, ElementType::kBF16, ElementType::kF16}) {
    const FloatFormat& f = *floatFormat(type);
    const uint64_t finiteMagnitudes = f.maxFiniteBits() + 1;
    for (int trial = 0; trial < 300; ++trial) {
      const int64_t n = 1 + static_cast<int64_t>(rng() % 700);
      Tensor lhs({n}, type), rhs({n}, type);
      const int style = trial % 3;
      for (int64_t i = 0; i < n; ++i)
        for (Tensor* t : {&lhs, &rhs}) {
          uint64_t magnitude = rng() % finiteMagnitudes;                      // any finite value
          if (style == 1) magnitude = (rng() % 8 == 0) ? 0 : magnitude % 64;  // subnormals, zeros
          if (style == 2) magnitude = f.maxFiniteBits() - rng() % 4096;       // near the largest
          t->setBits(i, magnitude | ((rng() & 1) ? f.signMask() : 0));
        }
      for (ElementType result : {type, ElementType::kF32}) {
        Result<DotKernel> one = DotKernel::create(lhs, rhs, result, std::nullopt);
        Result<DotKernel> run = DotKernel::create(lhs, rhs, result, std::nullopt);
        ASSERT_TRUE(one.ok() && run.ok());
        Tensor a({1}, result), b({1}, result);
        AllowedResults allowedA, allowedB;
        // Pairs (i, i) below a split, then (split + j, n − 1 − j): a
        // contiguous run and a strided one (rhs backwards).
        const int64_t split = static_cast<int64_t>(rng() % static_cast<uint64_t>(n + 1));
        one->begin();
        for (int64_t i = 0; i < split; ++i) one->add(i, i);
        for (int64_t j = 0; j < n - split; ++j) one->add(split + j, n - 1 - j);
        one->finish(a, 0, allowedA);
        run->begin();
        run->addRun(0, 0, split);
        run->addRun(split, n - 1, n - split, 1, -1);
        run->finish(b, 0, allowedB);
        ASSERT_EQ(a.bits(0), b.bits(0)) << elementTypeName(type) << " n=" << n;
        ASSERT_EQ(allowedA.elements[0].size(), allowedB.elements[0].size());
        const IntervalBounds &x = allowedA.elements[0][0], &y = allowedB.elements[0][0];
        EXPECT_TRUE(x.lo == y.lo && x.hi == y.hi && x.finite == y.finite &&
                    x.allowPosInf == y.allowPosInf && x.allowNegInf == y.allowNegInf &&
                    x.allowNaN == y.allowNaN)
            << elementTypeName(type) << " n=" << n << " style " << style;
      }
    }
  }
}

// The double-based f32 bounds equal MPFR's wherever they decide: random
// exact sums of f32 products (wide exponents, cancellation down to a few
// bits, subnormal and zero results) with bounds from none to larger than
// the sum, under directed ends (f32 accumulation) and nearest ones (f64).
// They must also decide nearly always, or the fast path buys nothing.
TEST(DotBoundsF32, DoublesGiveMpfrsBounds) {
  std::mt19937_64 rng(7);
  const FloatFormat& f = *floatFormat(ElementType::kF32);
  const ExponentRange range = productRange(f, f);
  AccumulationModel directed = defaultDotModel(ElementType::kF32, ElementType::kF32);
  AccumulationModel nearest = directed;
  nearest.accumulationType = ElementType::kF64;
  auto randomFloat = [&](int spread) {
    const uint32_t exponent = static_cast<uint32_t>(127 - spread + rng() % (2 * spread + 1));
    return (static_cast<uint32_t>(rng() & 1) << 31) | (std::min(exponent, 254u) << 23) |
           static_cast<uint32_t>(rng() & 0x7FFFFF);
  };
  int decided = 0, total = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    ExactSum sum(range.minExponent, range.maxExponent);
    const int terms = 1 + static_cast<int>(rng() % 40);
    const int spread = trial % 4 == 0 ? 120 : 10;
    for (int i = 0; i < terms; ++i) {
      const DecodedFloat a = decodeFloatBits(randomFloat(spread), f);
      const DecodedFloat b = decodeFloatBits(randomFloat(spread), f);
      sum.addProduct(a, b);
      if (trial % 3 == 0) {  // cancel it again, but for a small product
        DecodedFloat na = a;
        na.negative = !na.negative;
        sum.addProduct(na, b);
        sum.addProduct(decodeFloatBits(randomFloat(30) & 0x807FFFFF, f), b);
      }
    }
    MpfrNumber exact(64);
    sum.toMpfr(exact.get());
    const double magnitude = std::fabs(mpfr_get_d(exact.get(), MPFR_RNDN));
    const double bounds[] = {
        0,    magnitude * 0x1p-30, magnitude * 0x1p-20, magnitude * 0x1p-8, magnitude * 3, 0x1p-140,
        1e-45};
    for (double bound : bounds) {
      // A dot's own bounds are at least γ·Σ|products|: decided nearly always
      // where the sum is well inside f32's range.
      const bool realistic =
          bound >= magnitude * 0x1p-20 && bound > 0 && magnitude > 0x1p-100 && magnitude < 0x1p100;
      TermMagnitudes tm;
      tm.products = true;
      tm.count = terms;
      for (const AccumulationModel* model : {&directed, &nearest}) {
        double hi, lo, err;
        total += realistic;
        if (!sum.toDoubleDouble(hi, lo, err)) continue;
        // hi is the double nearest S, and S lies within err of hi + lo.
        ASSERT_EQ(hi, mpfr_get_d(exact.get(), MPFR_RNDN)) << "trial " << trial;
        MpfrNumber residual(mpfr_get_prec(exact.get()) + 2200);
        mpfr_sub_d(residual.get(), exact.get(), hi, MPFR_RNDN);  // exact
        mpfr_sub_d(residual.get(), residual.get(), lo, MPFR_RNDN);
        mpfr_abs(residual.get(), residual.get(), MPFR_RNDN);
        ASSERT_LE(mpfr_get_d(residual.get(), MPFR_RNDU), err) << "trial " << trial;
        uint64_t rounded = 0;
        const std::optional<ElementBounds> fast =
            boundsAroundF32(hi, lo, err, bound, tm, *model, rounded);
        if (!fast) continue;
        decided += realistic;
        const ElementBounds slow = boundsAround(exact.get(), bound, tm, *model, ElementType::kF32);
        ASSERT_EQ(rounded, exact.toBits(ElementType::kF32)) << "trial " << trial;
        ASSERT_TRUE(fast->lo == slow.lo && fast->hi == slow.hi && fast->finite == slow.finite &&
                    fast->allowPosInf == slow.allowPosInf &&
                    fast->allowNegInf == slow.allowNegInf && fast->allowNaN == slow.allowNaN)
            << "trial " << trial << " bound " << bound << std::hex << " fast [" << fast->lo << ", "
            << fast->hi << "] mpfr [" << slow.lo << ", " << slow.hi << "]";
      }
    }
  }
  EXPECT_GT(decided, total * 99 / 100) << decided << " of " << total;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
