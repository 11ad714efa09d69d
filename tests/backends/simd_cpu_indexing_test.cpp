// simd-cpu's indexing kernels against the oracle, bit for bit: slices with
// strides, dynamic slices with start indices out of range (clamped), and
// gathers with random dimension numbers (batching dims, index_vector_dim
// anywhere, collapsed dims, out-of-range starts), and set_dimension_size.
#include <algorithm>
#include <numeric>

#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace testing;

constexpr int kCases = 40;

TEST(SimdCpuIndexing, SliceWithStridesMatchesOracle) {
  std::mt19937_64 rng(11);
  for (int c = 0; c < kCases; ++c) {
    const std::vector<int64_t> shape = randomShape(rng, 1, 4, 6);
    std::vector<int64_t> start, limit, strides, resultShape;
    for (int64_t size : shape) {
      start.push_back(uniform(rng, 0, size));
      limit.push_back(uniform(rng, start.back(), size));
      strides.push_back(uniform(rng, 1, 3));
      const int64_t extent = limit.back() - start.back();
      resultShape.push_back(extent == 0 ? 0 : (extent - 1) / strides.back() + 1);
    }
    const ElementType type = randomMovedType(rng);
    const std::string in = tensorType(shape, type), out = tensorType(resultShape, type);
    expectSameAsOracle(
        mainProgram({in}, {out},
                    "  %r0 = \"stablehlo.slice\"(%a0) {start_indices = " + i64Array(start) +
                        ", limit_indices = " + i64Array(limit) +
                        ", strides = " + i64Array(strides) + "} : (" + in + ") -> " + out + "\n"),
        {randomTensor(shape, type, rng)});
  }
}

// dynamic_slice then dynamic_update_slice of the slice into another tensor,
// with start indices beyond both ends.
TEST(SimdCpuIndexing, DynamicSliceAndUpdateSliceClampMatchOracle) {
  std::mt19937_64 rng(12);
  for (int c = 0; c < kCases; ++c) {
    const std::vector<int64_t> shape = randomShape(rng, 0, 4, 5);
    std::vector<int64_t> sizes;
    for (int64_t size : shape) sizes.push_back(uniform(rng, 0, size));
    const ElementType type = randomMovedType(rng);
    const ElementType indexType = uniform(rng, 0, 1) ? ElementType::kSI32 : ElementType::kSI64;
    const std::string in = tensorType(shape, type), out = tensorType(sizes, type),
                      scalar = tensorType({}, indexType);
    std::vector<std::string> types = {in, in};
    std::vector<Tensor> inputs = {randomTensor(shape, type, rng), randomTensor(shape, type, rng)};
    std::string starts, startTypes;
    for (size_t d = 0; d < shape.size(); ++d) {
      types.push_back(scalar);
      inputs.push_back(randomIndices({}, indexType, -3, shape[d] + 2, rng));
      starts += ", %a" + std::to_string(d + 2);
      startTypes += ", " + scalar;
    }
    expectSameAsOracle(
        mainProgram(types, {out, in},
                    "  %r0 = \"stablehlo.dynamic_slice\"(%a0" + starts + ") {slice_sizes = " +
                        i64Array(sizes) + "} : (" + in + startTypes + ") -> " + out + "\n" +
                        "  %r1 = \"stablehlo.dynamic_update_slice\"(%a1, %r0" + starts + ") : (" +
                        in + ", " + out + startTypes + ") -> " + in + "\n"),
        inputs);
  }
}

// set_dimension_size with a static result: the leading `size` elements
// along the dimension, bit for bit with the oracle; a runtime size the
// result type does not declare is an error at run time, and a bounded
// dynamic result a declared NotSupported.
TEST(SimdCpuIndexing, SetDimensionSizeKeepsTheLeadingElements) {
  std::mt19937_64 rng(13);
  for (int c = 0; c < kCases; ++c) {
    const std::vector<int64_t> shape = randomShape(rng, 1, 3, 5);
    const int64_t dimension = uniform(rng, 0, static_cast<int64_t>(shape.size()) - 1);
    std::vector<int64_t> resultShape = shape;
    resultShape[static_cast<size_t>(dimension)] = uniform(rng, 0, shape[dimension]);
    const ElementType type = randomMovedType(rng);
    const std::string in = tensorType(shape, type), out = tensorType(resultShape, type);
    const std::string text = mainProgram(
        {in, "tensor<i32>"}, {out},
        "  %r0 = \"stablehlo.set_dimension_size\"(%a0, %a1) {dimension = " +
            std::to_string(dimension) + " : i64} : (" + in + ", tensor<i32>) -> " + out + "\n");
    Tensor size({}, ElementType::kSI32);
    size.setBits(0, static_cast<uint64_t>(resultShape[static_cast<size_t>(dimension)]));
    const Tensor operand = randomTensor(shape, type, rng);
    expectSameAsOracle(text, {operand, size});

    Tensor wrongSize = size;
    wrongSize.setBits(0, static_cast<uint64_t>(shape[dimension] + 1));
    Program program;
    program.text = text;
    std::unique_ptr<Backend> simd = makeSimdCpuBackend();
    auto compiled = simd->compile(program, {});
    ASSERT_TRUE(compiled.ok()) << compiled.message;
    const std::vector<Tensor> wrongInputs = {operand, wrongSize};
    auto result = simd->execute(*compiled.value, wrongInputs, {});
    EXPECT_FALSE(result.ok());
    EXPECT_NE(result.message.find("outside [0, " + std::to_string(shape[dimension]) + "]"),
              std::string::npos)
        << result.message;
  }
  expectNotSupported(
      mainProgram({"tensor<4xf32>", "tensor<i32>"}, {"tensor<?xf32, #stablehlo.bounds<4>>"},
                  "  %r0 = \"stablehlo.set_dimension_size\"(%a0, %a1) {dimension = 0 "
                  ": i64} : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32, "
                  "#stablehlo.bounds<4>>\n"));
}

std::string gatherDimensionNumbers(const RandomIndexing& g) {
  return "#stablehlo.gather<offset_dims = " + list(g.offsetDims) +
         ", collapsed_slice_dims = " + list(g.collapsed) +
         ", operand_batching_dims = " + list(g.operandBatching) +
         ", start_indices_batching_dims = " + list(g.indicesBatching) +
         ", start_index_map = " + list(g.startIndexMap) +
         ", index_vector_dim = " + std::to_string(g.indexVectorDim) + ">";
}

TEST(SimdCpuIndexing, GatherWithRandomDimensionNumbersMatchesOracle) {
  std::mt19937_64 rng(13);
  for (int c = 0; c < 3 * kCases; ++c) {
    const RandomIndexing g = randomIndexing(rng);
    const ElementType type = randomMovedType(rng);
    const std::string in = tensorType(g.operandShape, type),
                      indices = tensorType(g.indicesShape, ElementType::kSI32),
                      out = tensorType(g.resultShape, type);
    const int64_t maxDim = *std::max_element(g.operandShape.begin(), g.operandShape.end());
    expectSameAsOracle(
        mainProgram({in, indices}, {out},
                    "  %r0 = \"stablehlo.gather\"(%a0, %a1) {dimension_numbers = " +
                        gatherDimensionNumbers(g) + ", slice_sizes = " + i64Array(g.sliceSizes) +
                        "} : (" + in + ", " + indices + ") -> " + out + "\n"),
        {randomTensor(g.operandShape, type, rng),
         randomIndices(g.indicesShape, ElementType::kSI32, -2, maxDim + 1, rng)});
  }
}

// Empty results copy nothing: with a zero-sized trailing dimension the
// kernel once passed null buffers to memcpy (UBSan, found by
// differential_fuzzer in a 30-minute run).
TEST(SimdCpuIndexing, TorchIndexSelectWithAnEmptyResultMatchesOracle) {
  std::mt19937_64 rng(15);
  for (const std::vector<int64_t>& shape :
       std::vector<std::vector<int64_t>>{{2, 3, 0}, {0, 3, 2}, {2, 3, 2}}) {
    const std::vector<int64_t> indexShape = {shape[0],
                                             shape == std::vector<int64_t>{2, 3, 2} ? 0 : 2};
    const std::vector<int64_t> resultShape = {shape[0], indexShape[1], shape[2]};
    const std::string in = tensorType(shape, ElementType::kF32),
                      index = tensorType(indexShape, ElementType::kSI64),
                      out = tensorType(resultShape, ElementType::kF32);
    expectSameAsOracle(
        mainProgram({in, index}, {out},
                    "  %r0 = \"stablehlo.torch_index_select\"(%a0, %a1) {dim = 1 : i64, "
                    "batch_dims = 1 : i64} : (" +
                        in + ", " + index + ") -> " + out + "\n"),
        {randomTensor(shape, ElementType::kF32, rng),
         randomIndices(indexShape, ElementType::kSI64, 0, 2, rng)});
  }
}

TEST(SimdCpuIndexing, TorchIndexSelectAndRealDynamicSliceMatchOracle) {
  std::mt19937_64 rng(14);
  for (int c = 0; c < kCases; ++c) {
    const ElementType type = randomMovedType(rng);
    const std::vector<int64_t> shape = {2, uniform(rng, 1, 5), 3};
    const std::vector<int64_t> indexShape = {2, uniform(rng, 0, 4)};
    const std::vector<int64_t> resultShape = {2, indexShape[1], 3};
    const std::string in = tensorType(shape, type),
                      index = tensorType(indexShape, ElementType::kSI64),
                      out = tensorType(resultShape, type), sliced = tensorType({2, 1, 2}, type);
    expectSameAsOracle(
        mainProgram({in, index}, {out, sliced},
                    "  %r0 = \"stablehlo.torch_index_select\"(%a0, %a1) {dim = 1 : i64, "
                    "batch_dims = 1 : i64} : (" +
                        in + ", " + index + ") -> " + out +
                        "\n"
                        "  %start = stablehlo.constant dense<[0, 0, 1]> : tensor<3xi64>\n"
                        "  %limit = stablehlo.constant dense<[2, 1, 3]> : tensor<3xi64>\n"
                        "  %strides = stablehlo.constant dense<[1, 1, 1]> : tensor<3xi64>\n"
                        "  %r1 = \"stablehlo.real_dynamic_slice\"(%a0, %start, %limit, %strides) "
                        ": (" +
                        in + ", tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> " + sliced + "\n"),
        {randomTensor(shape, type, rng),
         randomIndices(indexShape, ElementType::kSI64, -1, shape[1], rng)});
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
