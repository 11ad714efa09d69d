// convert between every pair of element types (integers of every width and
// signedness, i1, every float format, complex), bitcast_convert,
// reduce_precision, real / imag / complex, and the constants.
#include <gtest/gtest.h>

#include <random>

#include "oracle/expectation.h"
#include "spec/float_mpfr.h"
#include "tests/oracle/ew_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace ewtest;  // NOLINT: the test helpers

// Exact source values every type can be asked to convert: small integers,
// halves, large magnitudes, signed zeros, and the specials.
const double kValues[] = {0.0,    -0.0,  1.0,     -1.0, 2.5,   -2.5,    3.75,    127.0,   128.0,
                          -129.0, 255.0, 65504.0, 1e10, -1e10, 0x1p-20, 1.0e300, -0x1p63, 0x1p64};

// The exact integer value of the source element, when it is one (toward
// zero for floats), as the reference for integer results.
struct Exact {
  bool isNaN = false;
  bool isInf = false;
  long double value = 0;  // exact for every source here (≤ 64 significant bits)
};

Exact exactOf(const Tensor& t, int64_t i) {
  const ElementType type = t.elementType();
  if (isBoolean(type) || isInteger(type)) {
    if (isUnsignedInteger(type)) return {false, false, static_cast<long double>(t.uintValue(i))};
    return {false, false, static_cast<long double>(t.intValue(i))};
  }
  const ElementType part = complexPartType(type);
  const uint64_t bits = t.partBits(i, 0);
  if (isNaNBits(bits, part)) return {true, false, 0};
  const double d = floatToDouble(bits, part);
  return {false, std::isinf(d), static_cast<long double>(d)};
}

// A source tensor of `type` holding as many of kValues as it can represent.
Tensor sourceTensor(ElementType type) {
  std::vector<uint64_t> bits;
  if (isBoolean(type)) return fromBits(type, {0, 1});
  if (isInteger(type)) {
    const int width = bitWidth(type);
    std::vector<int64_t> ints = {0, 1, -1, 5, -6, 100, -128, 127, 255, 30000, -70000, 1 << 30};
    ints.push_back(INT64_MIN);
    ints.push_back(INT64_MAX);
    std::vector<uint64_t> v;
    for (int64_t x : ints) v.push_back(static_cast<uint64_t>(x) & lowBitsMask(width));
    return fromBits(type, v);
  }
  const ElementType part = complexPartType(type);
  const int n = static_cast<int>(std::size(kValues)) + 3;
  Tensor t({n}, type);
  mpfr_t x;
  mpfr_init2(x, 64);
  for (int i = 0; i < n; ++i) {
    uint64_t b;
    if (i < static_cast<int>(std::size(kValues))) {
      mpfr_set_d(x, kValues[i], MPFR_RNDN);
      b = roundToFormat(x, 0, part);
    } else if (i == n - 3) {
      b = floatFormat(part)->canonicalNanBits();
    } else {
      b = floatFormat(part)->hasInf ? floatFormat(part)->infBits()
                                    : floatFormat(part)->maxFiniteBits();
      if (i == n - 1) b |= floatFormat(part)->signMask();
    }
    t.setPartBits(i, 0, b);
    if (isComplex(type)) t.setPartBits(i, 1, floatFormat(part)->signMask());  // −0 imaginary
  }
  mpfr_clear(x);
  return t;
}

TEST(ElementwiseConvert, EveryPairOfElementTypes) {
  std::vector<ElementType> types;
  for (ElementType t : allElementTypes())
    if (t != ElementType::kIndex && t != ElementType::kTF32) types.push_back(t);
  int pairs = 0;
  for (ElementType from : types) {
    const Tensor source = sourceTensor(from);
    for (ElementType to : types) {
      auto r = runOpValues("stablehlo.convert", {source}, {tensorOf(to, source.shape())});
      ASSERT_TRUE(r.ok()) << elementTypeName(from) << "→" << elementTypeName(to) << ": "
                          << r.error().str();
      ++pairs;
      const Tensor& out = (*r)[0].tensor();
      const auto& e = (*r)[0].expectation();
      for (int64_t i = 0; i < source.numElements(); ++i) {
        const Exact x = exactOf(source, i);
        const std::string what = std::string(elementTypeName(from)) + "→" +
                                 std::string(elementTypeName(to)) + " #" + std::to_string(i);
        if (isBoolean(to)) {
          EXPECT_EQ(out.bits(i), (x.isNaN || x.isInf || x.value != 0) ? 1u : 0u) << what;
        } else if (isInteger(to)) {
          const long double truncated = x.isNaN || x.isInf ? 0 : std::trunc(x.value);
          const int width = bitWidth(to);
          const long double lo = isUnsignedInteger(to) ? 0 : -std::ldexp(1.0L, width - 1);
          const long double hi =
              isUnsignedInteger(to) ? std::ldexp(1.0L, width) - 1 : std::ldexp(1.0L, width - 1) - 1;
          const bool inRange = !x.isNaN && !x.isInf && truncated >= lo && truncated <= hi;
          if (inRange) {
            const long double got = isUnsignedInteger(to)
                                        ? static_cast<long double>(out.uintValue(i))
                                        : static_cast<long double>(out.intValue(i));
            EXPECT_EQ(got, truncated) << what;
            if (e) {
              EXPECT_EQ(e->rule(i), ElementRule::kExact) << what;
            }
          } else {
            // Open: the interpreter's value flows, anything is allowed.
            ASSERT_NE(e, nullptr) << what;
            EXPECT_EQ(e->rule(i), ElementRule::kAny) << what;
          }
        } else {
          // Float and complex results: the real part correctly rounded (the
          // source values are exact as doubles), the imaginary part the
          // source's or +0.
          const ElementType part = complexPartType(to);
          mpfr_t v;
          mpfr_init2(v, 70);
          if (x.isNaN) {
            mpfr_set_nan(v);
          } else if (isInteger(from) || isBoolean(from)) {
            mpfr_set_ld(v, x.value, MPFR_RNDN);
          } else {
            mpfr_set_d(v, floatToDouble(source.partBits(i, 0), complexPartType(from)), MPFR_RNDN);
          }
          const uint64_t want = roundToFormat(v, 0, part);
          mpfr_clear(v);
          if (x.isNaN)
            EXPECT_TRUE(floatFormat(part)->nan == NanEncoding::kNone ||
                        isNaNBits(out.partBits(i, 0), part))
                << what;
          else
            EXPECT_EQ(out.partBits(i, 0), want) << what;
          if (isComplex(to)) {
            const uint64_t im = isComplex(from) ? floatFormat(part)->signMask() : 0;
            EXPECT_EQ(out.partBits(i, 1), im) << what;
          }
        }
      }
    }
  }
  EXPECT_EQ(pairs, 30 * 30);
}

TEST(ElementwiseConvert, FloatToIntSaturatesAndMapsNaNToZero) {
  const ElementType t = ElementType::kF32;
  const Tensor x = fromBits(t, {0x7FC00000u, 0x7F800000u, 0xFF800000u, 0x4F000000u, 0xC0600000u});
  const Tensor out = runOp("stablehlo.convert", {x}, tensorOf(ElementType::kSI32, {5}));
  EXPECT_EQ(intsOf(out), (std::vector<int64_t>{0, INT32_MAX, INT32_MIN, INT32_MAX, -3}));
  const Tensor u =
      runOp("stablehlo.convert", {fromBits(t, {0xBF800000u})}, tensorOf(ElementType::kUI8, {1}));
  EXPECT_EQ(u.bits(0), 0u);
}

TEST(ElementwiseConvert, LargeIntegersRoundToNearestEven) {
  // 2^53 + 1 → f64 2^53 (tie to even); 2^24 + 1 → f32 2^24; INT64_MAX → 2^63.
  const Tensor x = fromInts(ElementType::kSI64, {(int64_t{1} << 53) + 1, (int64_t{1} << 53) + 3,
                                                 INT64_MAX, (1 << 24) + 1});
  const Tensor d = runOp("stablehlo.convert", {x}, tensorOf(ElementType::kF64, {4}));
  EXPECT_EQ(std::bit_cast<double>(d.bits(0)), 0x1p53);
  EXPECT_EQ(std::bit_cast<double>(d.bits(1)), 0x1p53 + 4);
  EXPECT_EQ(std::bit_cast<double>(d.bits(2)), 0x1p63);
  const Tensor f = runOp("stablehlo.convert", {x}, tensorOf(ElementType::kF32, {4}));
  EXPECT_EQ(f.bits(3), 0x4B800000u);
  const Tensor h = runOp("stablehlo.convert", {fromInts(ElementType::kUI64, {-1})},
                         tensorOf(ElementType::kF16, {1}));
  EXPECT_EQ(h.bits(0), 0x7C00u);  // 2^64 − 1 overflows f16 to +Inf
}

TEST(ElementwiseConvert, NarrowingFloatsRoundOnceWithEachFormatsOverflowRule) {
  // f64 values between f16 neighbours, and beyond each f8 format's range.
  auto bits = [](double d) { return std::bit_cast<uint64_t>(d); };
  const Tensor x = fromBits(ElementType::kF64, {bits(1.0 + 0x1p-11), bits(1.0 + 0x1p-11 + 0x1p-40),
                                                bits(65520.0), bits(1000.0), bits(-1e6)});
  EXPECT_EQ(bitsOf(runOp("stablehlo.convert", {x}, tensorOf(ElementType::kF16, {5}))),
            (std::vector<uint64_t>{0x3C00, 0x3C01, 0x7C00, 0x63D0, 0xFC00}));
  EXPECT_EQ(bitsOf(runOp("stablehlo.convert", {x}, tensorOf(ElementType::kF8E4M3FN, {5}))),
            (std::vector<uint64_t>{0x38, 0x38, 0x7F, 0x7F, 0xFF}));
  EXPECT_EQ(bitsOf(runOp("stablehlo.convert", {x}, tensorOf(ElementType::kF8E5M2FNUZ, {5}))),
            (std::vector<uint64_t>{0x40, 0x40, 0x80, 0x68, 0x80}));
  EXPECT_EQ(bitsOf(runOp("stablehlo.convert", {x}, tensorOf(ElementType::kF4E2M1FN, {5}))),
            (std::vector<uint64_t>{0x2, 0x2, 0x7, 0x7, 0xF}));
}

TEST(ElementwiseConvert, IntegerNarrowingWrapsAndIsOpen) {
  auto r = runOpValues("stablehlo.convert", {fromInts(ElementType::kSI32, {300, -1, 5})},
                       {tensorOf(ElementType::kUI8, {3})});
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(bitsOf((*r)[0].tensor()), (std::vector<uint64_t>{44, 255, 5}));
  const auto& e = (*r)[0].expectation();
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->rule(0), ElementRule::kAny);
  EXPECT_EQ(e->rule(1), ElementRule::kAny);
  EXPECT_EQ(e->rule(2), ElementRule::kExact);
}

TEST(ElementwiseConvert, BitcastRegroupsBitsLittleEndian) {
  const Tensor x = fromBits(ElementType::kF32, {0x3F800000u, 0x12345678u});
  const Tensor bytes = runOp("stablehlo.bitcast_convert", {x}, tensorOf(ElementType::kUI8, {2, 4}));
  EXPECT_EQ(bitsOf(bytes), (std::vector<uint64_t>{0x00, 0x00, 0x80, 0x3F, 0x78, 0x56, 0x34, 0x12}));
  Tensor pairs({1, 2}, ElementType::kUI16);
  pairs.setBits(0, 0x5678);
  pairs.setBits(1, 0x1234);
  EXPECT_EQ(bitsOf(runOp("stablehlo.bitcast_convert", {pairs}, tensorOf(ElementType::kF32, {1}))),
            (std::vector<uint64_t>{0x12345678u}));
  Tensor c({1}, ElementType::kComplexF32);
  c.setPartBits(0, 0, 0x11111111u);
  c.setPartBits(0, 1, 0x22222222u);
  EXPECT_EQ(bitsOf(runOp("stablehlo.bitcast_convert", {c}, tensorOf(ElementType::kUI64, {1}))),
            (std::vector<uint64_t>{0x2222222211111111ull}));
  EXPECT_EQ(bitsOf(runOp("stablehlo.bitcast_convert", {fromInts(ElementType::kSI8, {-1})},
                         tensorOf(ElementType::kUI8, {1}))),
            (std::vector<uint64_t>{255}));
}

TEST(ElementwiseConvert, ReducePrecisionRoundsThenFlushesAndOverflows) {
  auto bits = [](double d) { return std::bit_cast<uint64_t>(d); };
  const std::vector<NamedAttribute> e5m10 = {{"exponent_bits", Attribute::integer(5)},
                                             {"mantissa_bits", Attribute::integer(10)}};
  const Tensor x = fromBits(ElementType::kF64,
                            {bits(65505.0), bits(65520.0), bits(0x1p-20), bits(-0x1p-14),
                             bits(1.0 + 0x1p-11), bits(1.0 + 0x1p-11 + 0x1p-30), bits(-0x1p-15)});
  const Tensor r =
      runOp("stablehlo.reduce_precision", {x}, tensorOf(ElementType::kF64, {7}), e5m10);
  EXPECT_EQ(bitsOf(r),
            (std::vector<uint64_t>{bits(65504.0), bits(INFINITY), bits(0.0), bits(-0x1p-14),
                                   bits(1.0), bits(1.0 + 0x1p-10), bits(-0.0)}));
  // Mantissa 0: NaN becomes Inf.
  const std::vector<NamedAttribute> e5m0 = {{"exponent_bits", Attribute::integer(5)},
                                            {"mantissa_bits", Attribute::integer(0)}};
  const Tensor nan =
      runOp("stablehlo.reduce_precision", {fromBits(ElementType::kF32, {0x7FC00000u})},
            tensorOf(ElementType::kF32, {1}), e5m0);
  EXPECT_EQ(nan.bits(0), 0x7F800000u);
  // Mantissa 0, a tie: up from an even exponent (the even field of an
  // odd-biased encoding, XLA:CPU's rule): e1m0 of ±1.5 is ±2, an overflow
  // (XLA:CPU and the interpreter); of 0.75, 0.5, flushed; e2m0 of 1.5 is 2
  // and of 3 is 2; an FNUZ source (bias 8) rounds the same.
  for (auto [exponentBits, value, expected] :
       {std::tuple{1, -1.5, -HUGE_VAL}, std::tuple{1, 1.5, HUGE_VAL}, std::tuple{1, 0.75, 0.0},
        std::tuple{2, 1.5, 2.0}, std::tuple{2, 3.0, 2.0}}) {
    const std::vector<NamedAttribute> em0 = {{"exponent_bits", Attribute::integer(exponentBits)},
                                             {"mantissa_bits", Attribute::integer(0)}};
    const Tensor tie =
        runOp("stablehlo.reduce_precision", {fromBits(ElementType::kF64, {bits(value)})},
              tensorOf(ElementType::kF64, {1}), em0);
    EXPECT_EQ(tie.bits(0), bits(expected)) << "e" << exponentBits << "m0 of " << value;
  }
  const std::vector<NamedAttribute> e2m0 = {{"exponent_bits", Attribute::integer(2)},
                                            {"mantissa_bits", Attribute::integer(0)}};
  // f8E4M3FNUZ: 1.5, 3, 0.75 -> 2, 2, 0 (XLA:CPU).
  const Tensor fnuz =
      runOp("stablehlo.reduce_precision", {fromBits(ElementType::kF8E4M3FNUZ, {0x44, 0x4C, 0x3C})},
            tensorOf(ElementType::kF8E4M3FNUZ, {3}), e2m0);
  EXPECT_EQ(bitsOf(fnuz), (std::vector<uint64_t>{0x48, 0x48, 0x00}));
  // ... and the spec does not say: NaN (XLA:CPU, IREE) is allowed too, a
  // finite value is not.
  Result<std::vector<RuntimeValue>> nanValue =
      runOpValues("stablehlo.reduce_precision", {fromBits(ElementType::kF32, {0xFFC00001u})},
                  {tensorOf(ElementType::kF32, {1})}, e5m0);
  ASSERT_TRUE(nanValue.ok());
  ASSERT_TRUE((*nanValue)[0].expectation());
  const TensorExpectation& allowed = *(*nanValue)[0].expectation();
  EXPECT_TRUE(compare(fromBits(ElementType::kF32, {0xFF800000u}), allowed, Profile()).passed);
  EXPECT_TRUE(compare(fromBits(ElementType::kF32, {0xFFC00001u}), allowed, Profile()).passed);
  EXPECT_FALSE(compare(fromBits(ElementType::kF32, {0x7F800000u}), allowed, Profile()).passed);
  EXPECT_FALSE(compare(fromBits(ElementType::kF32, {0x3F800000u}), allowed, Profile()).passed);
  // Same exponent width, fewer mantissa bits: source subnormals keep their
  // absolute spacing (f32 subnormal 0x00000003 → 0x00000004 at m = 21).
  const std::vector<NamedAttribute> e8m21 = {{"exponent_bits", Attribute::integer(8)},
                                             {"mantissa_bits", Attribute::integer(21)}};
  const Tensor sub = runOp("stablehlo.reduce_precision", {fromBits(ElementType::kF32, {3u, 1u})},
                           tensorOf(ElementType::kF32, {2}), e8m21);
  EXPECT_EQ(bitsOf(sub), (std::vector<uint64_t>{4u, 0u}));
  // A source without infinities and exponent_bits its own width: the
  // IEEE-like e4 range the spec overflows against ends below f8E4M3FN's
  // ±448 (XLA:CPU: NaN, the source's ±Inf) and above f8E4M3FNUZ's 2^-7
  // (flushed to 0); the source's own range keeps both. Either is allowed,
  // and values inside both ranges stay exact.
  const std::vector<NamedAttribute> e4m20 = {{"exponent_bits", Attribute::integer(4)},
                                             {"mantissa_bits", Attribute::integer(20)}};
  auto allowedOf = [&](ElementType type, uint64_t input) {
    Result<std::vector<RuntimeValue>> v = runOpValues(
        "stablehlo.reduce_precision", {fromBits(type, {input})}, {tensorOf(type, {1})}, e4m20);
    EXPECT_TRUE(v.ok());
    return v.ok() ? (*v)[0] : RuntimeValue();
  };
  for (auto [type, input, alternative] : {std::tuple{ElementType::kF8E4M3FN, 0xFEu, 0xFFu},
                                          std::tuple{ElementType::kF8E4M3FN, 0x7Eu, 0x7Fu},
                                          std::tuple{ElementType::kF8E4M3FNUZ, 0x08u, 0x00u}}) {
    const RuntimeValue value = allowedOf(type, input);
    ASSERT_TRUE(value.expectation()) << input;
    for (uint64_t ok : {uint64_t{input}, uint64_t{alternative}})
      EXPECT_TRUE(compare(fromBits(type, {ok}), *value.expectation(), Profile()).passed) << ok;
    EXPECT_FALSE(compare(fromBits(type, {0x38}), *value.expectation(), Profile()).passed);
  }
  EXPECT_FALSE(allowedOf(ElementType::kF8E4M3FN, 0x38).expectation());  // 1.0
}

// exponent_bits = 1 on f8E4M3FN: every value from 2 up "overflows to
// infinity", which f8E4M3FN cannot hold, and converting it back is left open
// by the spec: NaN of the sign (XLA:CPU, through f32) and the infinity's
// bits in the source encoding, ±256 (the interpreter, IREE) are both
// allowed; below 2 the value underflows to a zero of its sign.
TEST(ElementwiseConvert, ReducePrecisionOverflowIntoASourceWithoutInfinities) {
  const std::vector<NamedAttribute> e1m3 = {{"exponent_bits", Attribute::integer(1)},
                                            {"mantissa_bits", Attribute::integer(3)}};
  const Tensor input = fromBits(ElementType::kF8E4M3FN, {0x78, 0x40, 0xFE, 0x38, 0xB8});
  Result<std::vector<RuntimeValue>> v = runOpValues("stablehlo.reduce_precision", {input},
                                                    {tensorOf(ElementType::kF8E4M3FN, {5})}, e1m3);
  ASSERT_TRUE(v.ok());
  const RuntimeValue& value = (*v)[0];
  EXPECT_EQ(bitsOf(value.tensor()), (std::vector<uint64_t>{0x7F, 0x7F, 0xFF, 0x00, 0x80}));
  ASSERT_TRUE(value.expectation());
  const TensorExpectation& allowed = *value.expectation();
  auto passes = [&](std::vector<uint64_t> bits) {
    return compare(fromBits(ElementType::kF8E4M3FN, bits), allowed, Profile()).passed;
  };
  EXPECT_TRUE(passes({0x7F, 0x7F, 0xFF, 0x00, 0x80}));   // NaN
  EXPECT_TRUE(passes({0x78, 0x78, 0xF8, 0x00, 0x80}));   // ±256
  EXPECT_FALSE(passes({0x7E, 0x7F, 0xFF, 0x00, 0x80}));  // 448, a saturation
  EXPECT_FALSE(passes({0x7F, 0x40, 0xFF, 0x00, 0x80}));  // 2 kept
  EXPECT_FALSE(passes({0x7F, 0x7F, 0x78, 0x00, 0x80}));  // the sign lost
  EXPECT_FALSE(passes({0x7F, 0x7F, 0xFF, 0x38, 0x80}));  // 1 not flushed
}

TEST(ElementwiseConvert, RealImagComplexAndConj) {
  const Tensor re = fromBits(ElementType::kF64, {std::bit_cast<uint64_t>(1.5)});
  const Tensor im = fromBits(ElementType::kF64, {std::bit_cast<uint64_t>(-2.0)});
  const Tensor z = runOp("stablehlo.complex", {re, im}, tensorOf(ElementType::kComplexF64, {1}));
  EXPECT_EQ(z.partBits(0, 0), re.bits(0));
  EXPECT_EQ(z.partBits(0, 1), im.bits(0));
  EXPECT_EQ(runOp("stablehlo.real", {z}, tensorOf(ElementType::kF64, {1})).bits(0), re.bits(0));
  EXPECT_EQ(runOp("stablehlo.imag", {z}, tensorOf(ElementType::kF64, {1})).bits(0), im.bits(0));
  EXPECT_EQ(runOp("stablehlo.imag", {re}, tensorOf(ElementType::kF64, {1})).bits(0), 0u);
  const Tensor c = runOp("chlo.conj", {z}, tensorOf(ElementType::kComplexF64, {1}));
  EXPECT_EQ(c.partBits(0, 1), std::bit_cast<uint64_t>(2.0));
}

TEST(ElementwiseConvert, ConstantsFillTheirTypeIncludingSplats) {
  Tensor value({1}, ElementType::kSI32);
  value.setIntValue(0, 7);
  const Tensor splat =
      runOp("stablehlo.constant", {}, tensorOf(ElementType::kSI32, {2, 2}),
            {{"value", Attribute::denseElements(value, tensorOf(ElementType::kSI32, {2, 2}))}});
  EXPECT_EQ(intsOf(splat), (std::vector<int64_t>{7, 7, 7, 7}));
  auto bad = runOpValues("stablehlo.constant", {}, {tensorOf(ElementType::kSI32, {3})},
                         {{"value", Attribute::denseElements(fromInts(ElementType::kSI32, {1, 2}),
                                                             tensorOf(ElementType::kSI32, {2}))}});
  EXPECT_FALSE(bad.ok());
  // A constant that is its result type already is that very tensor, not a
  // copy (large constants were copied on every evaluation).
  const Attribute full = Attribute::denseElements(fromInts(ElementType::kSI32, {1, 2, 3}),
                                                  tensorOf(ElementType::kSI32, {3}));
  auto shared =
      runOpValues("stablehlo.constant", {}, {tensorOf(ElementType::kSI32, {3})}, {{"value", full}});
  ASSERT_TRUE(shared.ok());
  EXPECT_EQ((*shared)[0].sharedTensor().get(), full.sharedTensor().get());
  EXPECT_EQ(intsOf((*shared)[0].tensor()), (std::vector<int64_t>{1, 2, 3}));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
