// The evaluator's widening passes are given to it from above (EvalPasses,
// oracle/ops/passes.cpp), as its op table is: with none it evaluates each
// op by its handler's reading alone; with the oracle's it widens the
// expectation as the profile and the spec's open readings allow; a pass a
// caller gives runs after every op's handler, on its results.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "oracle/evaluator.h"
#include "oracle/expectation.h"
#include "oracle/oracle.h"
#include "profile_test_util.h"
#include "reduction_test_util.h"
#include "spec/text/parser.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::f32Tensor;
using testing::mustVerify;
using testing::profileOf;

// Evaluates @f of `text` on `args` with `passes`: its first result.
Result<RuntimeValue> evaluateWith(const std::string& text, std::vector<Tensor> args,
                                  const EvalOptions& options, const EvalPasses& passes) {
  Result<Module> module = parseModule(text, "test.mlir");
  if (!module.ok()) return module.takeError();
  const VerifiedModule verified = mustVerify(*module);
  std::vector<RuntimeValue> values;
  for (Tensor& t : args) values.push_back(RuntimeValue::fromTensor(std::move(t)));
  EvalContext context(verified, options, oracleOps(), passes);
  Result<std::vector<RuntimeValue>> results = context.callFunction("f", values);
  if (!results.ok()) return results.takeError();
  return std::move(results->front());
}

constexpr const char* kMultiplyAdd = R"(
  func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
    %m = stablehlo.multiply %a, %b : tensor<4xf32>
    %s = stablehlo.add %m, %c : tensor<4xf32>
    return %s : tensor<4xf32>
  })";

TEST(EvaluatorPasses, WithoutPassesTheProfilesRewriteIsNotAllowed) {
  const Profile contracting = profileOf("op=* type=* ulp=0\nop=* type=* fma_contraction=allow\n");
  EvalOptions options;
  options.profile = &contracting;
  // c = -round(a * b): op by op every sum is 0; fused, the product's error.
  const std::vector<float> a = {1.1f, 2.3f, -3.7f, 0.9f}, b = {3.3f, -1.7f, 2.9f, 1.3f};
  std::vector<float> c, fused;
  for (size_t i = 0; i < a.size(); ++i) {
    c.push_back(-(a[i] * b[i]));
    fused.push_back(std::fma(a[i], b[i], c[i]));
  }
  auto args = [&] {
    return std::vector<Tensor>{f32Tensor({4}, a), f32Tensor({4}, b), f32Tensor({4}, c)};
  };
  const Tensor actual = f32Tensor({4}, fused);

  Result<RuntimeValue> widened = evaluateWith(kMultiplyAdd, args(), options, oraclePasses());
  ASSERT_TRUE(widened.ok()) << widened.error().str();
  ASSERT_NE(widened->expectation(), nullptr);
  EXPECT_TRUE(compare(actual, *widened->expectation(), contracting).passed);

  const EvalPasses none;
  Result<RuntimeValue> alone = evaluateWith(kMultiplyAdd, args(), options, none);
  ASSERT_TRUE(alone.ok()) << alone.error().str();
  EXPECT_EQ(alone->expectation(), nullptr);  // the op-by-op bits alone
  EXPECT_EQ(alone->tensor(), widened->tensor());
  EXPECT_NE(alone->tensor(), actual);
}

TEST(EvaluatorPasses, WithoutPassesAnOpenResultIsNotCarriedThroughAMove) {
  constexpr const char* kExpReshaped = R"(
    func.func @f(%a: tensor<4xf32>) -> tensor<2x2xf32> {
      %e = stablehlo.exponential %a : tensor<4xf32>
      %r = stablehlo.reshape %e : (tensor<4xf32>) -> tensor<2x2xf32>
      return %r : tensor<2x2xf32>
    })";
  const std::vector<float> a = {0.1f, 1.5f, -2.25f, 3.0f};
  const EvalOptions options;
  Result<RuntimeValue> carried =
      evaluateWith(kExpReshaped, {f32Tensor({4}, a)}, options, oraclePasses());
  ASSERT_TRUE(carried.ok()) << carried.error().str();
  ASSERT_NE(carried->expectation(), nullptr);
  EXPECT_EQ(carried->expectation()->rule(0), ElementRule::kRounded);

  const EvalPasses none;
  Result<RuntimeValue> alone = evaluateWith(kExpReshaped, {f32Tensor({4}, a)}, options, none);
  ASSERT_TRUE(alone.ok()) << alone.error().str();
  EXPECT_EQ(alone->expectation(), nullptr);
  // Not carried, so marked as computed from an open result: a difference
  // there is localized, not failed.
  EXPECT_NE(alone->upstream(), Openness::kPinned);
  EXPECT_EQ(alone->tensor(), carried->tensor());
}

std::vector<std::string>& seenOps() {
  static std::vector<std::string> seen;
  return seen;
}
Status recordOp(const OpRun& run, EvalContext&, std::vector<RuntimeValue>& results) {
  seenOps().push_back(std::string(run.op.name()) + " -> " + std::to_string(results.size()));
  return Status::success();
}
Status refuseAdd(const OpRun& run, EvalContext&, std::vector<RuntimeValue>&) {
  if (run.op.id() == OpId::kAdd) return opError(run.op, "refused by a pass");
  return Status::success();
}

TEST(EvaluatorPasses, APassGivenFromAboveRunsAfterEachHandlerInOrder) {
  EvalPasses passes;
  passes.widen = {&recordOp, &refuseAdd};
  seenOps().clear();
  const std::vector<float> one(4, 1.0f);
  Result<RuntimeValue> refused = evaluateWith(
      kMultiplyAdd, {f32Tensor({4}, one), f32Tensor({4}, one), f32Tensor({4}, one)}, {}, passes);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().str().find("stablehlo.add: refused by a pass"), std::string::npos)
      << refused.error().str();
  EXPECT_EQ(seenOps(), (std::vector<std::string>{"stablehlo.multiply -> 1", "stablehlo.add -> 1"}));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
