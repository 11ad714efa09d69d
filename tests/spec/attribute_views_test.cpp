// The typed attribute views (spec/ops/attribute_views.h) on parsed, verified
// programs: each field reads what the text wrote, an absent optional
// attribute reads its spec default, and an absent required one is an error.
#include <gtest/gtest.h>

#include "spec/checker/checker.h"
#include "spec/ops/attribute_views.h"
#include "spec/text/parser.h"

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

using Dims = std::vector<int64_t>;
using Strings = std::vector<std::string>;

// The first op named `name` in a parsed program the checker accepts.
class Program {
 public:
  explicit Program(const std::string& text) {
    auto module = parseModule(text, "t.mlir");
    EXPECT_TRUE(module.ok()) << module.error().str();
    if (!module.ok()) return;
    for (const Diagnostic& d : checker::checkModule(*module, {}))
      EXPECT_NE(d.severity, Diagnostic::Severity::kError) << d.str();
    module_ = std::make_unique<Module>(std::move(*module));
  }
  const Operation& op(std::string_view name) const {
    const Operation* found = nullptr;
    walk(module_->op.get(), [&](Operation* o) {
      if (!found && o->name() == name) found = o;
    });
    EXPECT_NE(found, nullptr) << name;
    return *found;
  }

 private:
  std::unique_ptr<Module> module_;
};

TEST(AttributeViews, GatherReadsTheStructFieldsAndDefaults) {
  Program p(
      "func.func @main(%operand: tensor<3x4x2xi32>, %idx: tensor<2x3x2xi64>) -> "
      "tensor<2x3x2x2xi32> {\n"
      "  %0 = \"stablehlo.gather\"(%operand, %idx) {\n"
      "    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3],\n"
      "      collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>,\n"
      "    slice_sizes = array<i64: 1, 2, 2>\n"
      "  } : (tensor<3x4x2xi32>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32>\n"
      "  return %0 : tensor<2x3x2x2xi32>\n"
      "}\n");
  Result<ops::GatherAttrs> g = ops::gatherAttrs(p.op("stablehlo.gather"));
  ASSERT_TRUE(g.ok()) << g.error().str();
  EXPECT_EQ(g->offsetDims, (Dims{2, 3}));
  EXPECT_EQ(g->collapsedSliceDims, (Dims{0}));
  EXPECT_TRUE(g->operandBatchingDims.empty());  // absent: []
  EXPECT_EQ(g->startIndexMap, (Dims{1, 0}));
  EXPECT_EQ(g->indexVectorDim, 2);
  EXPECT_EQ(g->sliceSizes, (Dims{1, 2, 2}));
  EXPECT_FALSE(g->indicesAreSorted);  // absent: false
}

TEST(AttributeViews, CompareReadsDirectionAndType) {
  Program p(
      "func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xi1>, tensor<2xi1>) {\n"
      "  %0 = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> "
      "tensor<2xi1>\n"
      "  %1 = chlo.broadcast_compare %a, %b {comparison_direction = "
      "#chlo<comparison_direction GE>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>\n"
      "  return %0, %1 : tensor<2xi1>, tensor<2xi1>\n"
      "}\n");
  Result<ops::ComparisonAttrs> c = ops::comparisonAttrs(p.op("stablehlo.compare"));
  ASSERT_TRUE(c.ok()) << c.error().str();
  EXPECT_EQ(c->direction, "LT");
  EXPECT_EQ(c->compareType, "TOTALORDER");
  Result<ops::ComparisonAttrs> chlo = ops::comparisonAttrs(p.op("chlo.broadcast_compare"));
  ASSERT_TRUE(chlo.ok()) << chlo.error().str();
  EXPECT_EQ(chlo->direction, "GE");
  EXPECT_EQ(chlo->compareType, "");  // absent: NOTYPE
}

TEST(AttributeViews, SliceAndTheSortDimensionDefault) {
  Program p(
      "func.func @main(%a: tensor<4x6xf32>) -> (tensor<2x2xf32>, tensor<4x6xf32>) {\n"
      "  %0 = \"stablehlo.slice\"(%a) {start_indices = array<i64: 1, 2>, limit_indices = "
      "array<i64: 3, 5>, strides = array<i64: 1, 2>} : (tensor<4x6xf32>) -> tensor<2x2xf32>\n"
      "  %1 = \"stablehlo.sort\"(%a) ({\n"
      "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
      "    %c = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
      "    stablehlo.return %c : tensor<i1>\n"
      "  }) : (tensor<4x6xf32>) -> tensor<4x6xf32>\n"
      "  return %0, %1 : tensor<2x2xf32>, tensor<4x6xf32>\n"
      "}\n");
  Result<ops::SliceAttrs> s = ops::sliceAttrs(p.op("stablehlo.slice"));
  ASSERT_TRUE(s.ok()) << s.error().str();
  EXPECT_EQ(s->startIndices, (Dims{1, 2}));
  EXPECT_EQ(s->limitIndices, (Dims{3, 5}));
  EXPECT_EQ(s->strides, (Dims{1, 2}));
  Result<ops::SortAttrs> sort = ops::sortAttrs(p.op("stablehlo.sort"));
  ASSERT_TRUE(sort.ok()) << sort.error().str();
  EXPECT_EQ(sort->dimension, -1);  // the catalogue's default
  EXPECT_FALSE(sort->isStable);
  Result<int64_t> dimension = ops::dimensionAttr(p.op("stablehlo.sort"));
  ASSERT_TRUE(dimension.ok());
  EXPECT_EQ(*dimension, -1);
}

TEST(AttributeViews, ReduceWindowFillsTheAbsentWindowAttributes) {
  Program p(
      "func.func @main(%a: tensor<4x6xf32>, %init: tensor<f32>) -> tensor<3x3xf32> {\n"
      "  %0 = \"stablehlo.reduce_window\"(%a, %init) ({\n"
      "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
      "    %s = stablehlo.add %x, %y : tensor<f32>\n"
      "    stablehlo.return %s : tensor<f32>\n"
      "  }) {window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 1, 3>,\n"
      "      padding = dense<[[0, 0], [1, 2]]> : tensor<2x2xi64>}\n"
      "    : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x3xf32>\n"
      "  return %0 : tensor<3x3xf32>\n"
      "}\n");
  Result<ops::WindowAttrs> w = ops::windowAttrs(p.op("stablehlo.reduce_window"));
  ASSERT_TRUE(w.ok()) << w.error().str();
  EXPECT_EQ(w->windowDimensions, (Dims{2, 3}));
  EXPECT_EQ(w->windowStrides, (Dims{1, 3}));
  EXPECT_EQ(w->baseDilations, (Dims{1, 1}));
  EXPECT_EQ(w->windowDilations, (Dims{1, 1}));
  EXPECT_EQ(w->paddingLow, (Dims{0, 1}));
  EXPECT_EQ(w->paddingHigh, (Dims{0, 2}));
}

TEST(AttributeViews, DotGeneralDimensionNumbersAndPrecision) {
  Program p(
      "func.func @main(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {\n"
      "  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] "
      "x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> "
      "tensor<2x3x5xf32>\n"
      "  return %0 : tensor<2x3x5xf32>\n"
      "}\n");
  const Operation& op = p.op("stablehlo.dot_general");
  Result<ops::DotDimensionAttrs> d = ops::dotDimensionAttrs(op);
  ASSERT_TRUE(d.ok()) << d.error().str();
  EXPECT_EQ(d->lhsBatching, (Dims{0}));
  EXPECT_EQ(d->rhsBatching, (Dims{0}));
  EXPECT_EQ(d->lhsContracting, (Dims{2}));
  EXPECT_EQ(d->rhsContracting, (Dims{1}));
  Result<std::vector<std::string>> precision = ops::precisionConfig(op);
  ASSERT_TRUE(precision.ok());
  EXPECT_EQ(*precision, (Strings{"DEFAULT", "HIGHEST"}));
  Result<std::optional<ops::DotAlgorithmAttrs>> algorithm = ops::dotAlgorithmAttrs(op);
  ASSERT_TRUE(algorithm.ok());
  EXPECT_FALSE(algorithm->has_value());
}

TEST(AttributeViews, AnAbsentRequiredAttributeIsAnErrorNamingIt) {
  Program p(
      "func.func @main(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {\n"
      "  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>\n"
      "  return %0 : tensor<3x2xf32>\n"
      "}\n");
  const Operation& transpose = p.op("stablehlo.transpose");
  Result<std::vector<int64_t>> permutation = ops::dimensionsAttr(transpose);
  ASSERT_TRUE(permutation.ok());
  EXPECT_EQ(*permutation, (Dims{1, 0}));
  // The same op without its permutation (what no verified program holds).
  ValueMap mapping;
  mapping[transpose.operand(0)] = transpose.operand(0);
  std::unique_ptr<Operation> bare = cloneOperation(transpose, mapping);
  bare->setProperty("permutation", Attribute::string("not a list"));
  Result<std::vector<int64_t>> missing = ops::dimensionsAttr(*bare);
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.error().message.find("permutation"), std::string::npos)
      << missing.error().message;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
