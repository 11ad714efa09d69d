// einsum and unary_einsum (MHLO's legacy ops): dot_general over the labels'
// roles, then a transpose into the result's order; the allowed set of an
// order-unspecified sum survives the transpose.
#include <gtest/gtest.h>

#include "oracle/evaluator.h"
#include "oracle/expectation.h"
#include "reduction_test_util.h"
#include "spec/text/parser.h"
#include "tests/oracle/verified_eval.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::f32Of;
using testing::f32Tensor;

Module parsed(const std::string& text) {
  Result<Module> m = parseModule(text, "einsum.mlir");
  EXPECT_TRUE(m.ok()) << (m.ok() ? "" : m.error().str());
  return m.ok() ? std::move(*m) : Module{};
}

std::vector<float> floats(const RuntimeValue& v) {
  std::vector<float> out;
  for (int64_t i = 0; i < v.tensor().numElements(); ++i) out.push_back(f32Of(v.tensor().bits(i)));
  return out;
}

std::vector<RuntimeValue> values(std::vector<Tensor> tensors) {
  std::vector<RuntimeValue> out;
  for (Tensor& t : tensors) out.push_back(RuntimeValue::fromTensor(std::move(t)));
  return out;
}

TEST(Einsum, MatrixProductWithTransposedResult) {
  Module m = parsed(R"(
    func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
      %r = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->ca"} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
      return %r : tensor<2x2xf32>
    })");
  // a = [[1, 2, 3], [4, 5, 6]], b = [[1, 0], [0, 1], [1, 1]]: a·b = [[4, 5], [10, 11]].
  auto r = testing::verifyAndEvaluate(
      m, "main",
      values({f32Tensor({2, 3}, {1, 2, 3, 4, 5, 6}), f32Tensor({3, 2}, {1, 0, 0, 1, 1, 1})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(floats((*r)[0]), (std::vector<float>{4, 10, 5, 11}));
}

TEST(Einsum, BatchedLabelsStayBatched) {
  Module m = parsed(R"(
    func.func @main(%a: tensor<2x1x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x1xf32> {
      %r = "stablehlo.einsum"(%a, %b) {einsum_config = "bij,bj->bi"} : (tensor<2x1x2xf32>, tensor<2x2xf32>) -> tensor<2x1xf32>
      return %r : tensor<2x1xf32>
    })");
  auto r = testing::verifyAndEvaluate(
      m, "main", values({f32Tensor({2, 1, 2}, {1, 2, 3, 4}), f32Tensor({2, 2}, {10, 100, 1, -1})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(floats((*r)[0]), (std::vector<float>{210, -1}));
}

TEST(Einsum, UnarySumsTheDroppedLabelsInAnyOrder) {
  Module m = parsed(R"(
    func.func @main(%a: tensor<2x3xf32>) -> tensor<2xf32> {
      %r = "stablehlo.unary_einsum"(%a) {einsum_config = "ab->a"} : (tensor<2x3xf32>) -> tensor<2xf32>
      return %r : tensor<2xf32>
    }
    func.func @transposed(%a: tensor<3x2xf32>) -> tensor<2x3xf32> {
      %r = "stablehlo.unary_einsum"(%a) {einsum_config = "ab->ba"} : (tensor<3x2xf32>) -> tensor<2x3xf32>
      return %r : tensor<2x3xf32>
    })");
  // Row 0: 1 + 2^-24 + 2^-24 is 1 + 2^-23 exactly, 1 when added left to right.
  auto r = testing::verifyAndEvaluate(
      m, "main", values({f32Tensor({2, 3}, {1.0f, 0x1p-24f, 0x1p-24f, 1, 2, 3})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(floats((*r)[0]), (std::vector<float>{1.0f + 0x1p-23f, 6}));
  ASSERT_NE((*r)[0].expectation(), nullptr);
  Profile strict;
  EXPECT_TRUE(compare(f32Tensor({2}, {1.0f, 6}), *(*r)[0].expectation(), strict).passed);
  EXPECT_FALSE(compare(f32Tensor({2}, {1.5f, 6}), *(*r)[0].expectation(), strict).passed);

  r = testing::verifyAndEvaluate(m, "transposed", values({f32Tensor({3, 2}, {1, 2, 3, 4, 5, 6})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(floats((*r)[0]), (std::vector<float>{1, 3, 5, 2, 4, 6}));
}

// A unary einsum that sums nothing is a transpose: a complex element with
// an infinite part comes through whole, not as the NaN that a product
// with one by the plain formula, (x·1 − Inf·0, x·0 + Inf·1), would give.
TEST(Einsum, UnaryEinsumThatSumsNothingIsATranspose) {
  Module m = parsed(R"(
    func.func @main(%a: tensor<2x1xcomplex<f32>>) -> tensor<1x2xcomplex<f32>> {
      %r = "stablehlo.unary_einsum"(%a) {einsum_config = "pi->ip"} : (tensor<2x1xcomplex<f32>>) -> tensor<1x2xcomplex<f32>>
      return %r : tensor<1x2xcomplex<f32>>
    })");
  Tensor a({2, 1}, ElementType::kComplexF32);
  a.setPartBits(0, 0, 0x3F000000);  // (0.5, +Inf)
  a.setPartBits(0, 1, 0x7F800000);
  a.setPartBits(1, 0, 0xFF800000);  // (-Inf, 2)
  a.setPartBits(1, 1, 0x40000000);
  auto r = testing::verifyAndEvaluate(m, "main", values({a}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  const Tensor& t = (*r)[0].tensor();
  EXPECT_EQ(t.partBits(0, 0), 0x3F000000u);
  EXPECT_EQ(t.partBits(0, 1), 0x7F800000u);
  EXPECT_EQ(t.partBits(1, 0), 0xFF800000u);
  EXPECT_EQ(t.partBits(1, 1), 0x40000000u);
}

// A complex unary einsum that sums allows both readings of "sums the
// labels": the product with ones by the plain formula, where (1, +Inf)·(1, 0)
// = (1 − Inf·0, Inf) gives a NaN real part, and the plain sum, which adds
// the parts separately: (1, +Inf) + (2, 3) = (3, +Inf). A wrong real part
// (4) is in neither.
TEST(Einsum, ComplexUnarySumAllowsTheProductAndThePlainSum) {
  Module m = parsed(R"(
    func.func @main(%a: tensor<1x2xcomplex<f32>>) -> tensor<1xcomplex<f32>> {
      %r = "stablehlo.unary_einsum"(%a) {einsum_config = "ab->a"} : (tensor<1x2xcomplex<f32>>) -> tensor<1xcomplex<f32>>
      return %r : tensor<1xcomplex<f32>>
    })");
  Tensor a({1, 2}, ElementType::kComplexF32);
  a.setPartBits(0, 0, 0x3F800000);  // (1, +Inf)
  a.setPartBits(0, 1, 0x7F800000);
  a.setPartBits(1, 0, 0x40000000);  // (2, 3)
  a.setPartBits(1, 1, 0x40400000);
  auto r = testing::verifyAndEvaluate(m, "main", values({a}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  ASSERT_NE((*r)[0].expectation(), nullptr);
  auto result = [](uint32_t re, uint32_t im) {
    Tensor t({1}, ElementType::kComplexF32);
    t.setPartBits(0, 0, re);
    t.setPartBits(0, 1, im);
    return t;
  };
  Profile strict;
  const TensorExpectation& allowed = *(*r)[0].expectation();
  EXPECT_TRUE(compare(result(0x7FC00000, 0x7F800000), allowed, strict).passed);
  EXPECT_TRUE(compare(result(0x40400000, 0x7F800000), allowed, strict).passed);
  EXPECT_FALSE(compare(result(0x40800000, 0x7F800000), allowed, strict).passed);
  EXPECT_FALSE(compare(result(0x40400000, 0x40400000), allowed, strict).passed);
}

// A transpose of an order-dependent dot keeps each element's interval.
TEST(Einsum, TransposedResultKeepsTheOrderInterval) {
  Module m = parsed(R"(
    func.func @main(%a: tensor<1x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x1xf32> {
      %r = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->ca"} : (tensor<1x3xf32>, tensor<3x2xf32>) -> tensor<2x1xf32>
      return %r : tensor<2x1xf32>
    })");
  auto r = testing::verifyAndEvaluate(m, "main",
                                      values({f32Tensor({1, 3}, {1.0f, 0x1p-24f, 0x1p-24f}),
                                              f32Tensor({3, 2}, {2, 1, 2, 1, 2, 1})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(floats((*r)[0]), (std::vector<float>{2.0f + 0x1p-22f, 1.0f + 0x1p-23f}));
  ASSERT_NE((*r)[0].expectation(), nullptr);
  Profile strict;
  EXPECT_TRUE(compare(f32Tensor({2, 1}, {2.0f, 1.0f}), *(*r)[0].expectation(), strict).passed);
  EXPECT_FALSE(compare(f32Tensor({2, 1}, {1.0f, 2.0f}), *(*r)[0].expectation(), strict).passed);
}

TEST(Einsum, DiagonalLabelsAreNotSupported) {
  Module m = parsed(R"(
    func.func @main(%a: tensor<2x2xf32>) -> tensor<2xf32> {
      %r = "stablehlo.unary_einsum"(%a) {einsum_config = "aa->a"} : (tensor<2x2xf32>) -> tensor<2xf32>
      return %r : tensor<2xf32>
    })");
  auto r = testing::verifyAndEvaluate(m, "main", values({f32Tensor({2, 2}, {1, 2, 3, 4})}));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().kind, DiagnosticKind::kNotSupported) << r.error().str();
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
