#include "generators/input_sets.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "spec/text/parser.h"

namespace hlo_cts::generators {
namespace {
namespace HLO_CTS_UNITY_ID {

constexpr const char* kSlice = R"(
func.func public @main(%data: tensor<7x3xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<2x3xf32> {
  %0 = stablehlo.dynamic_slice %data, %i, %j, sizes = [2, 3] : (tensor<7x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}
)";

Module sliceModule() {
  Result<Module> module = parseModule(kSlice, "slice.mlir");
  EXPECT_TRUE(module.ok()) << (module.ok() ? "" : module.error().str());
  return std::move(*module);
}

TEST(InputSets, KindsCycleAfterTheProgramsOwnSet) {
  EXPECT_EQ(inputSetKind(1), InputSetKind::kSpecialValues);
  EXPECT_EQ(inputSetKind(2), InputSetKind::kBoundaryIndices);
  EXPECT_EQ(inputSetKind(3), InputSetKind::kRandom);
  EXPECT_EQ(inputSetKind(4), InputSetKind::kSpecialValues);
}

TEST(InputSets, ASetDependsOnTheSeedAndItsNumberAlone) {
  const Module module = sliceModule();
  for (int set = 1; set <= 4; ++set) {
    Result<std::vector<Tensor>> a = inputSet(module, 99, set, {}),
                                b = inputSet(module, 99, set, {});
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_EQ(*a, *b) << set;
    ASSERT_EQ(a->size(), 3u);
    EXPECT_EQ((*a)[0].shape(), (std::vector<int64_t>{7, 3}));
  }
  EXPECT_NE(*inputSet(module, 99, 3, {}), *inputSet(module, 99, 6, {}));
  EXPECT_NE(*inputSet(module, 99, 3, {}), *inputSet(module, 98, 3, {}));
}

TEST(InputSets, SpecialValuesComeFromTheSpecialPool) {
  const Module module = sliceModule();
  const std::vector<uint64_t> pool = specialValues(ElementType::kF32);
  Result<std::vector<Tensor>> inputs = inputSet(module, 5, 1, {});
  ASSERT_TRUE(inputs.ok());
  for (int64_t i = 0; i < (*inputs)[0].numElements(); ++i)
    EXPECT_NE(std::find(pool.begin(), pool.end(), (*inputs)[0].bits(i)), pool.end()) << i;
  // Under --clean, only the clean part of the pool.
  ValueOptions clean;
  clean.clean = true;
  const std::vector<uint64_t> cleanPool = cleanSpecialValues(ElementType::kF32);
  Result<std::vector<Tensor>> cleaned = inputSet(module, 5, 1, clean);
  ASSERT_TRUE(cleaned.ok());
  for (int64_t i = 0; i < (*cleaned)[0].numElements(); ++i)
    EXPECT_NE(std::find(cleanPool.begin(), cleanPool.end(), (*cleaned)[0].bits(i)),
              cleanPool.end());
}

TEST(InputSets, IndexOperandsGetBoundaryIndices) {
  const Module module = sliceModule();
  const std::vector<IndexArgument> indices = indexArguments(module);
  ASSERT_EQ(indices.size(), 2u);
  EXPECT_EQ(indices[0].argument, 1u);
  EXPECT_EQ(indices[1].argument, 2u);
  EXPECT_EQ(indices[0].indexedSizes, (std::vector<int64_t>{7, 3}));
  const std::vector<int64_t> boundary = {0, 1, -1, INT32_MIN, INT32_MAX, 6, 7, 8, 2, 3, 4};
  std::set<int64_t> seen;
  for (int set = 2; set < 200; set += 3) {
    Result<std::vector<Tensor>> inputs = inputSet(module, 1, set, {});
    ASSERT_TRUE(inputs.ok());
    for (size_t a : {1, 2}) {
      const int64_t v = (*inputs)[a].intValue(0);
      EXPECT_NE(std::find(boundary.begin(), boundary.end(), v), boundary.end()) << v;
      seen.insert(v);
    }
  }
  // Past both ends and each size are reached.
  for (int64_t v : {int64_t{-1}, int64_t{INT32_MAX}, int64_t{7}, int64_t{3}})
    EXPECT_TRUE(seen.count(v)) << v;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::generators
