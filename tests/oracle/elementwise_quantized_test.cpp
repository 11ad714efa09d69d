// uniform_quantize / uniform_dequantize (per-tensor and per-axis), element-wise
// ops on quantized operands through dequantize–op–quantize, the chlo
// broadcasting family, and complex functions' Annex G special values.
#include <gtest/gtest.h>

#include "oracle/expectation.h"
#include "tests/oracle/ew_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace ewtest;  // NOLINT: the test helpers

QuantizedType perTensor(double scale, int64_t zeroPoint) {
  QuantizedType q;
  q.storageType = ElementType::kSI8;
  q.storageMin = -128;
  q.storageMax = 127;
  q.expressedType = ElementType::kF32;
  q.scales = {scale};
  q.zeroPoints = {zeroPoint};
  return q;
}

Tensor f32s(const std::vector<float>& v) {
  std::vector<uint64_t> bits;
  for (float f : v) bits.push_back(std::bit_cast<uint32_t>(f));
  return fromBits(ElementType::kF32, bits);
}

Tensor quantized(const QuantizedType& q, const std::vector<int64_t>& storage,
                 std::vector<int64_t> shape = {}) {
  if (shape.empty()) shape = {static_cast<int64_t>(storage.size())};
  Tensor t(Type::quantizedTensor(shape, q));
  for (size_t i = 0; i < storage.size(); ++i) t.setIntValue(static_cast<int64_t>(i), storage[i]);
  return t;
}

TEST(ElementwiseQuantized, QuantizeRoundsScaledValuesAndClampsToTheStorageRange) {
  const QuantizedType q = perTensor(0.5, -20);
  const Tensor x = f32s({4.0f, 15.0f, 1000.0f, -1000.0f, 0.25f, 0.75f});
  const Tensor out = runOp("stablehlo.uniform_quantize", {x}, Type::quantizedTensor({6}, q));
  // 4/0.5 − 20 = −12; 15/0.5 − 20 = 10; clamped; 0.5 − 20 = −19.5 → −20 (even);
  // 1.5 − 20 = −18.5 → −18.
  EXPECT_EQ(intsOf(out), (std::vector<int64_t>{-12, 10, 127, -128, -20, -18}));
}

// Storage bounds rounded to a narrow expressed type can lie past the
// storage range: f16 rounds u16's 65535 to +Inf, bf16 rounds i32's
// 2^31 - 1 to 2^31. A value clamped to such a bound converts to the storage
// type as the implementation defines: open, and saturated (it was +Inf cast
// to an integer, undefined behaviour, and 2^31 wrapped to -2^31).
TEST(ElementwiseQuantized, BoundsPastTheStorageRangeSaturateAndAreOpen) {
  QuantizedType u16 = perTensor(1.0, 0);
  u16.storageType = ElementType::kUI16;
  u16.storageMin = 0;
  u16.storageMax = 65535;
  u16.expressedType = ElementType::kF16;
  QuantizedType i32 = perTensor(1.0, 0);
  i32.storageType = ElementType::kSI32;
  i32.storageMin = INT32_MIN;
  i32.storageMax = INT32_MAX;
  i32.expressedType = ElementType::kBF16;
  struct Case {
    QuantizedType q;
    ElementType from;
    uint64_t bits;  // +Inf of `from`, 2^31, below -2^31
    int64_t storage;
    bool open;  // -2^31 is bf16's lower bound exactly: in range, exact
  };
  const Case cases[] = {{u16, ElementType::kF16, 0x7C00, 65535, true},
                        {i32, ElementType::kBF16, 0x4F00, INT32_MAX, true},
                        {i32, ElementType::kBF16, 0xCF01, INT32_MIN, false}};
  for (const Case& c : cases) {
    auto r = runOpValues("stablehlo.uniform_quantize", {fromBits(c.from, {c.bits})},
                         {Type::quantizedTensor({1}, c.q)});
    ASSERT_TRUE(r.ok()) << r.error().str();
    EXPECT_EQ((*r)[0].tensor().intValue(0), c.storage);
    const auto& e = (*r)[0].expectation();
    if (!c.open) {
      EXPECT_EQ(e, nullptr);
      continue;
    }
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->rule(0), ElementRule::kAny);
  }
}

TEST(ElementwiseQuantized, SeedAndCurrentSpecOrderDifferOnTiesWithOddZeroPoints) {
  // x / scale = 2.5 and zero point −29: the current spec rounds −26.5 → −26,
  // the seed spec rounds 2.5 → 2 and adds −29 → −27. Both are allowed.
  const QuantizedType q = perTensor(1.0, -29);
  auto r =
      runOpValues("stablehlo.uniform_quantize", {f32s({2.5f})}, {Type::quantizedTensor({1}, q)});
  ASSERT_TRUE(r.ok());
  EXPECT_EQ((*r)[0].tensor().intValue(0), -26);
  const auto& e = (*r)[0].expectation();
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->rule(0), ElementRule::kAnyOf);
  EXPECT_EQ(*e->anyOf(0), (std::vector<uint64_t>{0xE6, 0xE5}));  // −26, −27 as i8 bits
}

TEST(ElementwiseQuantized, PerAxisQuantizeAndDequantize) {
  QuantizedType q = perTensor(0.1, -30);
  q.quantizedDimension = 0;
  q.scales = {0.1, 0.5};
  q.zeroPoints = {-30, -20};
  const Tensor x = f32s({4.0f, 15.0f});
  const Tensor stored = runOp("stablehlo.uniform_quantize", {x}, Type::quantizedTensor({2}, q));
  EXPECT_EQ(intsOf(stored), (std::vector<int64_t>{10, 10}));
  const Tensor back =
      runOp("stablehlo.uniform_dequantize", {stored}, tensorOf(ElementType::kF32, {2}));
  EXPECT_EQ(bitsOf(back), bitsOf(f32s({4.0f, 15.0f})));
  // Requantization: a quantized operand is dequantized, then quantized.
  QuantizedType r = q;
  r.scales = {0.1, 0.2};
  r.zeroPoints = {-20, -30};
  EXPECT_EQ(intsOf(runOp("stablehlo.uniform_quantize", {stored}, Type::quantizedTensor({2}, r))),
            (std::vector<int64_t>{20, 45}));
}

TEST(ElementwiseQuantized, ElementwiseOpsDequantizeComputeAndQuantize) {
  const QuantizedType a = perTensor(0.1, -30), b = perTensor(0.5, -20);
  const Tensor qa = quantized(a, {-20, -10});  // 1.0, 2.0
  const Tensor qb = quantized(b, {-14, -12});  // 3.0, 4.0
  EXPECT_EQ(intsOf(runOp("stablehlo.add", {qa, qb}, Type::quantizedTensor({2}, b))),
            (std::vector<int64_t>{-12, -8}));
  // A float result of a quantized operand (compare) is not quantized.
  EXPECT_EQ(bitsOf(runOp("stablehlo.compare", {qa, qb}, tensorOf(ElementType::kI1, {2}),
                         {{"comparison_direction",
                           Attribute::enumeration("stablehlo", "comparison_direction", "LT")}})),
            (std::vector<uint64_t>{1, 1}));
  // exp of a quantized tensor: 0 and 1.0 → 1 and e, requantized at 0.1:-30.
  EXPECT_EQ(intsOf(runOp("stablehlo.exponential", {quantized(a, {-30, -20})},
                         Type::quantizedTensor({2}, a))),
            (std::vector<int64_t>{-20, -3}));
}

TEST(ElementwiseChlo, BroadcastOpsExpandNumpyStyleAndWithBroadcastDimensions) {
  const Tensor row = fromInts(ElementType::kSI32, {1, 2, 3});
  Tensor matrix({2, 3}, ElementType::kSI32);
  for (int i = 0; i < 6; ++i) matrix.setIntValue(i, 10 * i);
  EXPECT_EQ(
      intsOf(runOp("chlo.broadcast_add", {row, matrix}, tensorOf(ElementType::kSI32, {2, 3}))),
      (std::vector<int64_t>{1, 12, 23, 31, 42, 53}));
  const Tensor column = fromInts(ElementType::kSI32, {100, 200});
  EXPECT_EQ(intsOf(runOp("chlo.broadcast_subtract", {matrix, column},
                         tensorOf(ElementType::kSI32, {2, 3}),
                         {{"broadcast_dimensions", Attribute::denseI64Array({0})}})),
            (std::vector<int64_t>{-100, -90, -80, -170, -160, -150}));
  EXPECT_EQ(bitsOf(runOp("chlo.broadcast_compare", {row, Tensor({}, ElementType::kSI32)},
                         tensorOf(ElementType::kI1, {3}),
                         {{"comparison_direction",
                           Attribute::enumeration("chlo", "comparison_direction", "GT")}})),
            (std::vector<uint64_t>{1, 1, 1}));
  EXPECT_FALSE(runOpValues("chlo.broadcast_add", {row, fromInts(ElementType::kSI32, {1, 2})},
                           {tensorOf(ElementType::kSI32, {3})})
                   .ok());
}

TEST(ElementwiseComplex, AnnexGBranchCutsAndSignedZeros) {
  const ElementType c128 = ElementType::kComplexF64;
  auto z = [&](double re, double im) {
    Tensor t({1}, c128);
    t.setPartBits(0, 0, std::bit_cast<uint64_t>(re));
    t.setPartBits(0, 1, std::bit_cast<uint64_t>(im));
    return t;
  };
  auto parts = [](const Tensor& t) {
    return std::pair{std::bit_cast<double>(t.partBits(0, 0)),
                     std::bit_cast<double>(t.partBits(0, 1))};
  };
  // sqrt(−4 ± 0i) = 0 ± 2i
  EXPECT_EQ(parts(runOp("stablehlo.sqrt", {z(-4, 0.0)}, tensorOf(c128, {1}))), std::pair(0.0, 2.0));
  EXPECT_EQ(parts(runOp("stablehlo.sqrt", {z(-4, -0.0)}, tensorOf(c128, {1}))),
            std::pair(0.0, -2.0));
  // log(−1 ± 0i) = 0 ± iπ; log(−0 + 0i) = (−Inf, π)
  const double pi = 3.141592653589793;
  EXPECT_EQ(parts(runOp("stablehlo.log", {z(-1, 0.0)}, tensorOf(c128, {1}))), std::pair(0.0, pi));
  EXPECT_EQ(parts(runOp("stablehlo.log", {z(-1, -0.0)}, tensorOf(c128, {1}))), std::pair(0.0, -pi));
  const auto [re, im] = parts(runOp("stablehlo.log", {z(-0.0, 0.0)}, tensorOf(c128, {1})));
  EXPECT_TRUE(std::isinf(re) && re < 0);
  EXPECT_EQ(im, pi);
  // |3 + 4i| = 5 in the part type.
  EXPECT_EQ(std::bit_cast<double>(
                runOp("stablehlo.abs", {z(3, 4)}, tensorOf(ElementType::kF64, {1})).bits(0)),
            5.0);
  // exp(iπ) = −1 + 1.2246467991473532e−16 i, each part correctly rounded.
  EXPECT_EQ(parts(runOp("stablehlo.exponential", {z(0, pi)}, tensorOf(c128, {1}))),
            std::pair(-1.0, 1.2246467991473532e-16));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
