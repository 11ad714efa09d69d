// The data-movement, indexing and control-flow ops written in StableHLO text
// (pretty and generic forms, as the parser reads them) and evaluated: the
// attribute names the parser produces are the ones the oracle reads. Covers
// the forms the interpreter corpus does not use (broadcast, set_dimension_size,
// real_dynamic_slice, strided slice, torch_index_select, chlo.top_k,
// create_token, float iota).
#include <gtest/gtest.h>

#include "oracle/expectation.h"
#include "spec/text/parser.h"
#include "tests/oracle/dm_test_util.h"
#include "tests/oracle/verified_eval.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace dmtest;
using V = std::vector<int64_t>;

// Parses `text` (one module) and runs @main on `arguments`.
Result<std::vector<RuntimeValue>> runText(const std::string& text,
                                          std::vector<Tensor> arguments = {}) {
  auto module = parseModule(text, "test.mlir");
  if (!module) return module.takeError();
  std::vector<RuntimeValue> values;
  for (Tensor& t : arguments) values.push_back(RuntimeValue::fromTensor(std::move(t)));
  return testing::verifyAndEvaluate(*module, "main", values);
}

std::vector<int64_t> firstValues(const Result<std::vector<RuntimeValue>>& r) {
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().str());
  return r.ok() && !r->empty() ? values((*r)[0].tensor()) : V{};
}

TEST(DataMovementText, PrettyForms) {
  EXPECT_EQ(firstValues(runText(R"(
    func.func @main(%a: tensor<3xi64>) -> tensor<2x3xi64> {
      %0 = stablehlo.broadcast %a, sizes = [2] : (tensor<3xi64>) -> tensor<2x3xi64>
      return %0 : tensor<2x3xi64>
    })",
                                {i64({3}, {1, 2, 3})})),
            V({1, 2, 3, 1, 2, 3}));
  EXPECT_EQ(firstValues(runText(R"(
    func.func @main(%a: tensor<4x6xi64>) -> tensor<2x3xi64> {
      %0 = stablehlo.slice %a [1:3, 0:6:2] : (tensor<4x6xi64>) -> tensor<2x3xi64>
      return %0 : tensor<2x3xi64>
    })",
                                {i64({4, 6}, V{0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11,
                                               12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23})})),
            V({6, 8, 10, 12, 14, 16}));
  EXPECT_EQ(firstValues(runText(R"(
    func.func @main(%a: tensor<3xi64>, %p: tensor<i64>) -> tensor<8xi64> {
      %0 = stablehlo.pad %a, %p, low = [1], high = [2], interior = [1] : (tensor<3xi64>, tensor<i64>) -> tensor<8xi64>
      return %0 : tensor<8xi64>
    })",
                                {i64({3}, {1, 2, 3}), scalarI64(0)})),
            V({0, 1, 0, 2, 0, 3, 0, 0}));
  EXPECT_EQ(firstValues(runText(R"(
    func.func @main(%a: tensor<2x3xi64>) -> tensor<3x2xi64> {
      %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xi64>) -> tensor<3x2xi64>
      %1 = stablehlo.reverse %0, dims = [0] : tensor<3x2xi64>
      return %1 : tensor<3x2xi64>
    })",
                                {i64({2, 3}, {1, 2, 3, 4, 5, 6})})),
            V({3, 6, 2, 5, 1, 4}));
  EXPECT_EQ(firstValues(runText(R"(
    func.func @main(%a: tensor<2xi64>, %b: tensor<1xi64>) -> tensor<3xi64> {
      %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xi64>, tensor<1xi64>) -> tensor<3xi64>
      return %0 : tensor<3xi64>
    })",
                                {i64({2}, {1, 2}), i64({1}, {3})})),
            V({1, 2, 3}));
}

TEST(DataMovementText, DynamicShapesFromOperands) {
  auto set = runText(R"(
    func.func @main(%a: tensor<4xi64>, %n: tensor<i32>) -> tensor<i32> {
      %0 = stablehlo.set_dimension_size %a, %n, dim = 0 : (tensor<4xi64>, tensor<i32>) -> tensor<?xi64, #stablehlo.bounds<4>>
      %1 = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?xi64, #stablehlo.bounds<4>>) -> tensor<i32>
      return %1 : tensor<i32>
    })",
                     {i64({4}, {1, 2, 3, 4}), i32({}, {3})});
  EXPECT_EQ(firstValues(set), V({3}));
  EXPECT_EQ(firstValues(runText(
                R"(
    func.func @main(%a: tensor<8xi64>, %s: tensor<1xi64>, %l: tensor<1xi64>, %t: tensor<1xi64>) -> tensor<?xi64> {
      %0 = stablehlo.real_dynamic_slice %a, %s, %l, %t : (tensor<8xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi64>
      return %0 : tensor<?xi64>
    })",
                {i64({8}, {0, 1, 2, 3, 4, 5, 6, 7}), i64({1}, {2}), i64({1}, {7}), i64({1}, {2})})),
            V({2, 4, 6}));
}

// Runtime shapes and values are judged by the catalogue's own clauses
// (oracle/ops/runtime_check.h): bounds that only arrive at run time give a
// located error citing the clause, never a read past the operand; an entry
// point called with another shape is checked on the shape it gets.
TEST(DataMovementText, RuntimeValuesAreJudgedByTheCataloguesClauses) {
  const std::string slice = R"(
    func.func @main(%a: tensor<8xi64>, %s: tensor<1xi64>, %l: tensor<1xi64>, %t: tensor<1xi64>) -> tensor<?xi64> {
      %0 = stablehlo.real_dynamic_slice %a, %s, %l, %t : (tensor<8xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi64>
      return %0 : tensor<?xi64>
    })";
  auto beyond = runText(
      slice, {i64({8}, {0, 1, 2, 3, 4, 5, 6, 7}), i64({1}, {2}), i64({1}, {9}), i64({1}, {1})});
  ASSERT_FALSE(beyond.ok());
  EXPECT_NE(beyond.error().message.find("stablehlo.real_dynamic_slice (C"), std::string::npos)
      << beyond.error().str();
  EXPECT_EQ(beyond.error().location.line, 3) << beyond.error().str();
  auto zeroStride = runText(
      slice, {i64({8}, {0, 1, 2, 3, 4, 5, 6, 7}), i64({1}, {2}), i64({1}, {4}), i64({1}, {0})});
  ASSERT_FALSE(zeroStride.ok());
  EXPECT_NE(zeroStride.error().message.find("(C5)"), std::string::npos) << zeroStride.error().str();

  const std::string broadcast = R"(
    func.func @main(%a: tensor<?xi64>, %d: tensor<2xi64>) -> tensor<?x?xi64> {
      %0 = stablehlo.dynamic_broadcast_in_dim %a, %d, dims = [1] : (tensor<?xi64>, tensor<2xi64>) -> tensor<?x?xi64>
      return %0 : tensor<?x?xi64>
    })";
  EXPECT_EQ(firstValues(runText(broadcast, {i64({3}, {1, 2, 3}), i64({2}, {2, 3})})),
            V({1, 2, 3, 1, 2, 3}));
  auto mismatch = runText(broadcast, {i64({3}, {1, 2, 3}), i64({2}, {2, 4})});
  ASSERT_FALSE(mismatch.ok());
  EXPECT_NE(mismatch.error().message.find("stablehlo.dynamic_broadcast_in_dim (C"),
            std::string::npos)
      << mismatch.error().str();
}

TEST(DataMovementText, IotaOfFloatAndComplexTypesIsConvertOfIntegers) {
  auto f = runText(R"(
    func.func @main() -> (tensor<4xf32>, tensor<3xcomplex<f32>>, tensor<20xf4E2M1FN>) {
      %0 = stablehlo.iota dim = 0 : tensor<4xf32>
      %1 = stablehlo.iota dim = 0 : tensor<3xcomplex<f32>>
      %2 = stablehlo.iota dim = 0 : tensor<20xf4E2M1FN>
      return %0, %1, %2 : tensor<4xf32>, tensor<3xcomplex<f32>>, tensor<20xf4E2M1FN>
    })");
  ASSERT_TRUE(f.ok()) << f.error().str();
  EXPECT_EQ(floats((*f)[0].tensor()), std::vector<float>({0, 1, 2, 3}));
  const Tensor& c = (*f)[1].tensor();
  for (int64_t i = 0; i < 3; ++i) {
    EXPECT_EQ(std::bit_cast<float>(static_cast<uint32_t>(c.partBits(i, 0))), float(i));
    EXPECT_EQ(c.partBits(i, 1), 0u);
  }
  // f4E2M1FN holds 0, 0.5, 1, 1.5, 2, 3, 4, 6: 5 rounds to even (4, bits
  // 0x6), 7 to 6 (0x7 is the largest finite).
  const Tensor& e2m1 = (*f)[2].tensor();
  EXPECT_EQ(e2m1.bits(2), 0x4u);  // 2.0
  EXPECT_EQ(e2m1.bits(3), 0x5u);  // 3.0
  EXPECT_EQ(e2m1.bits(5), 0x6u);  // 5 -> 4 (ties to even)
}

TEST(DataMovementText, QuantizedIotaQuantizesTheIndices) {
  // quantize(result_index[iota_dimension]): round(i / 0.5) + (-1).
  auto r = runText(R"(
    func.func @main() -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-1>> {
      %0 = stablehlo.iota dim = 0 : tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-1>>
      return %0 : tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-1>>
    })");
  EXPECT_EQ(firstValues(r), V({-1, 1, 3, 5}));
}

TEST(DataMovementText, QuantizedTensorsMoveTheirStorage) {
  auto r = runText(R"(
    func.func @main(%a: tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<3x2x!quant.uniform<i8:f32, 1.000000e+00>> {
      %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<3x2x!quant.uniform<i8:f32, 1.000000e+00>>
      return %0 : tensor<3x2x!quant.uniform<i8:f32, 1.000000e+00>>
    })",
                   {ints(ElementType::kSI8, {2, 3}, {1, -2, 3, -4, 5, -6})});
  EXPECT_EQ(firstValues(r), V({1, -4, -2, 5, 3, -6}));
}

TEST(IndexingText, TorchIndexSelectAndDynamicSlice) {
  EXPECT_EQ(firstValues(runText(R"(
    func.func @main(%a: tensor<5x3xi64>, %i: tensor<2xi32>) -> tensor<2x3xi64> {
      %0 = "stablehlo.torch_index_select"(%a, %i) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<5x3xi64>, tensor<2xi32>) -> tensor<2x3xi64>
      return %0 : tensor<2x3xi64>
    })",
                                {i64({5, 3}, V{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14}),
                                 i32({2}, {4, 1})})),
            V({12, 13, 14, 3, 4, 5}));
  EXPECT_EQ(firstValues(runText(R"(
    func.func @main(%a: tensor<4x6xi64>, %x: tensor<i32>, %y: tensor<i32>) -> tensor<2x2xi64> {
      %0 = stablehlo.dynamic_slice %a, %x, %y, sizes = [2, 2] : (tensor<4x6xi64>, tensor<i32>, tensor<i32>) -> tensor<2x2xi64>
      return %0 : tensor<2x2xi64>
    })",
                                {i64({4, 6}, V{0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11,
                                               12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}),
                                 i32({}, {9}), i32({}, {-3})})),
            V({12, 13, 18, 19}));
}

TEST(ControlFlowText, TopKAndTokens) {
  auto r = runText(R"(
    func.func @main(%a: tensor<2x4xi64>) -> (tensor<2x2xi64>, tensor<2x2xi32>) {
      %values, %indices = chlo.top_k(%a, k = 2) : tensor<2x4xi64> -> (tensor<2x2xi64>, tensor<2x2xi32>)
      %t = stablehlo.create_token : !stablehlo.token
      %u = stablehlo.after_all %t, %t : !stablehlo.token
      return %values, %indices : tensor<2x2xi64>, tensor<2x2xi32>
    })",
                   {i64({2, 4}, {1, 7, 3, 7, 0, -1, 2, 2})});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({7, 7, 2, 2}));
  EXPECT_EQ(values((*r)[1].tensor()), V({1, 3, 2, 3}));
  EXPECT_EQ((*r)[1].expectation(), nullptr);  // is_stable (default): lower index first
}

TEST(ControlFlowText, AsyncStartAndDone) {
  // The future carries the region's results until async_done yields them.
  auto r = runText(R"(
    func.func @main(%a: tensor<4xi64>) -> tensor<3xi64> {
      %0 = "stablehlo.async_start"(%a) ({
      ^bb0(%x: tensor<4xi64>):
        %1 = stablehlo.slice %x [1:4] : (tensor<4xi64>) -> tensor<3xi64>
        stablehlo.return %1 : tensor<3xi64>
      }) : (tensor<4xi64>) -> !stablehlo.future<tensor<3xi64>>
      %2 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<3xi64>>) -> tensor<3xi64>
      return %2 : tensor<3xi64>
    })",
                   {i64({4}, {1, 2, 3, 4})});
  EXPECT_EQ(firstValues(r), V({2, 3, 4}));
}

TEST(ControlFlowText, UnstableTopKLeavesTiedIndicesOpen) {
  auto r = runText(R"(
    func.func @main(%a: tensor<4xi64>) -> (tensor<1xi64>, tensor<1xi32>) {
      %values, %indices = chlo.top_k(%a, k = 1, is_stable = false) : tensor<4xi64> -> (tensor<1xi64>, tensor<1xi32>)
      return %values, %indices : tensor<1xi64>, tensor<1xi32>
    })",
                   {i64({4}, {1, 7, 3, 7})});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({7}));
  const auto& e = (*r)[1].expectation();
  ASSERT_NE(e, nullptr);
  ASSERT_EQ(e->rule(0), ElementRule::kAnyOf);
  std::vector<uint64_t> allowed = *e->anyOf(0);
  std::sort(allowed.begin(), allowed.end());
  EXPECT_EQ(allowed, std::vector<uint64_t>({1, 3}));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
