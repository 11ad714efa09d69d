// Bodies whose results carry an allowed set of their own (a complex
// multiply, a transcendental function) inside scatter and
// select_and_scatter: the element they produce is one allowed value among
// others, so it must not be judged as the only one. Found by XLA:CPU
// (campaign seed 2): select_and_scatter with a complex<f64> multiply body
// was called wrong for the textbook product, 1 ulp from the correctly
// rounded one that spec.profile itself allows for multiply.
#include <gtest/gtest.h>

#include "oracle/expectation.h"
#include "tests/oracle/reduction_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

// The rule of every slot of a result (kExact without an expectation).
std::vector<ElementRule> slotRules(const RuntimeValue& v) {
  const int parts = isComplex(v.tensor().elementType()) ? 2 : 1;
  std::vector<ElementRule> r;
  for (int64_t i = 0; i < v.tensor().numElements() * parts; ++i)
    r.push_back(v.expectation() ? v.expectation()->rule(i) : ElementRule::kExact);
  return r;
}

TEST(RegionAllowedSets, SelectAndScatterWithAComplexMultiplyBodyLeavesItsProductOpen) {
  Result<std::vector<RuntimeValue>> r =
      testing::runProgram(R"(
    func.func @f(%operand: tensor<4x2xcomplex<f64>>, %source: tensor<3x1xcomplex<f64>>,
                 %init: tensor<complex<f64>>) -> tensor<4x2xcomplex<f64>> {
      %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) <{
          padding = dense<[[0, 1], [1, 1]]> : tensor<2x2xi64>,
          window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 1, 2>}> ({
        ^bb0(%a: tensor<complex<f64>>, %b: tensor<complex<f64>>):
          %c = stablehlo.compare NE, %a, %b, FLOAT : (tensor<complex<f64>>, tensor<complex<f64>>) -> tensor<i1>
          stablehlo.return %c : tensor<i1>
        }, {
        ^bb0(%a: tensor<complex<f64>>, %b: tensor<complex<f64>>):
          %m = stablehlo.multiply %a, %b : tensor<complex<f64>>
          stablehlo.return %m : tensor<complex<f64>>
        }) : (tensor<4x2xcomplex<f64>>, tensor<3x1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4x2xcomplex<f64>>
      return %0 : tensor<4x2xcomplex<f64>>
    })",
                          [] {
                            Tensor operand({4, 2}, ElementType::kComplexF64);
                            Tensor source({3, 1}, ElementType::kComplexF64);
                            source.setPartBits(0, 0, testing::f64Bits(5.8722763379262576E-4));
                            source.setPartBits(0, 1, testing::f64Bits(249.46238701681204));
                            Tensor init({}, ElementType::kComplexF64);
                            init.setPartBits(0, 0, testing::f64Bits(0.038102689425306889));
                            init.setPartBits(0, 1, testing::f64Bits(-3572.1625059295084));
                            return std::vector<Tensor>{operand, source, init};
                          }());
  ASSERT_TRUE(r.ok()) << r.error().str();
  const std::vector<ElementRule> rules = slotRules((*r)[0]);
  // Every window selects its first element, which it scatters to. Element
  // [2, 1] is init × source[0]; [3, 1] is init × 0 = 0 exactly but also a
  // body result. The others hold reduce([], [init]): the init value any
  // number k >= 1 of times, init^k, whose set the oracle does not state for
  // a complex product, so they are open too.
  ASSERT_EQ(rules.size(), 16u);
  EXPECT_EQ(rules[2 * 5], ElementRule::kUndetermined);
  EXPECT_EQ(rules[2 * 5 + 1], ElementRule::kUndetermined);
  EXPECT_EQ(rules[0], ElementRule::kUndetermined);
  EXPECT_EQ(rules[2 * 4], ElementRule::kUndetermined);
}

// A scatter of 0.5 into element 1 of [1, 2, 3] whose update_computation
// computes %s from %a (the element) and %b (the update) with `body`.
Result<std::vector<RuntimeValue>> scatterWithBody(const std::string& body) {
  return testing::runProgram(R"(
    func.func @f(%operand: tensor<3xf32>, %index: tensor<1x1xi64>, %update: tensor<1xf32>)
        -> tensor<3xf32> {
      %0 = "stablehlo.scatter"(%operand, %index, %update) <{
          scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
            scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          )" + body + R"(
          stablehlo.return %s : tensor<f32>
        }) : (tensor<3xf32>, tensor<1x1xi64>, tensor<1xf32>) -> tensor<3xf32>
      return %0 : tensor<3xf32>
    })",
                             {testing::f32Tensor({3}, {1, 2, 3}),
                              testing::intTensor({1, 1}, ElementType::kSI64, {1}),
                              testing::f32Tensor({1}, {0.5f})});
}

TEST(RegionAllowedSets, ScatterWithAnExactBodyStaysExact) {
  Result<std::vector<RuntimeValue>> r = scatterWithBody("%s = stablehlo.add %a, %b : tensor<f32>");
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(testing::f32Of((*r)[0].tensor().bits(1)), 2.5f);
  for (ElementRule rule : slotRules((*r)[0])) EXPECT_EQ(rule, ElementRule::kExact);
}

TEST(RegionAllowedSets, ScatterWithATranscendentalBodyLeavesItsElementOpen) {
  Result<std::vector<RuntimeValue>> r = scatterWithBody(
      "%e = stablehlo.exponential %b : tensor<f32>\n%s = stablehlo.add %a, %e : tensor<f32>");
  ASSERT_TRUE(r.ok()) << r.error().str();
  const std::vector<ElementRule> rules = slotRules((*r)[0]);
  EXPECT_EQ(rules[0], ElementRule::kExact);
  EXPECT_EQ(rules[1], ElementRule::kUndetermined);
  EXPECT_EQ(rules[2], ElementRule::kExact);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
