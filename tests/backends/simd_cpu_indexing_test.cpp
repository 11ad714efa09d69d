// simd-cpu's indexing kernels against the oracle, bit for bit: slices with
// strides, dynamic slices with start indices out of range (clamped), and
// gathers with random dimension numbers (batching dims, index_vector_dim
// anywhere, collapsed dims, out-of-range starts).
#include <algorithm>
#include <numeric>

#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends {
namespace {

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

struct GatherCase {
  std::vector<int64_t> operandShape, indicesShape, resultShape, sliceSizes;
  std::string dimensionNumbers;
};

// A valid gather with random dimension numbers.
GatherCase randomGather(std::mt19937_64& rng) {
  GatherCase g;
  g.operandShape = randomShape(rng, 1, 3, 4);
  const int64_t rank = static_cast<int64_t>(g.operandShape.size());
  std::vector<int64_t> dims(static_cast<size_t>(rank));
  std::iota(dims.begin(), dims.end(), 0);
  std::shuffle(dims.begin(), dims.end(), rng);
  // Maybe one batching dim; then collapsed dims and start_index_map among the rest.
  std::vector<int64_t> operandBatching, collapsed, startIndexMap, offsetOperandDims;
  size_t next = 0;
  if (rank > 1 && uniform(rng, 0, 1)) operandBatching.push_back(dims[next++]);
  for (; next < dims.size(); ++next) {
    if (uniform(rng, 0, 2) == 0) collapsed.push_back(dims[next]);
    if (uniform(rng, 0, 1)) startIndexMap.push_back(dims[next]);
  }
  std::sort(collapsed.begin(), collapsed.end());
  g.sliceSizes.resize(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    const bool one = std::count(collapsed.begin(), collapsed.end(), d) ||
                     std::count(operandBatching.begin(), operandBatching.end(), d);
    g.sliceSizes[static_cast<size_t>(d)] =
        one ? 1 : uniform(rng, 0, g.operandShape[static_cast<size_t>(d)]);
    if (!one) offsetOperandDims.push_back(d);
  }
  // start_indices: batch dims (the batching one among them), then the
  // index vector dim inserted at index_vector_dim.
  std::vector<int64_t> batchShape = randomShape(rng, 0, 2, 3);
  int64_t indicesBatching = -1;
  if (!operandBatching.empty()) {
    indicesBatching = uniform(rng, 0, static_cast<int64_t>(batchShape.size()));
    batchShape.insert(batchShape.begin() + indicesBatching,
                      g.operandShape[static_cast<size_t>(operandBatching[0])]);
  }
  const int64_t indexVectorDim = uniform(rng, 0, static_cast<int64_t>(batchShape.size()));
  g.indicesShape = batchShape;
  g.indicesShape.insert(g.indicesShape.begin() + indexVectorDim,
                        static_cast<int64_t>(startIndexMap.size()));
  if (indicesBatching >= indexVectorDim) ++indicesBatching;
  // The result: offset dims at random sorted positions among the batch dims.
  const int64_t resultRank = static_cast<int64_t>(batchShape.size() + offsetOperandDims.size());
  std::vector<int64_t> positions(static_cast<size_t>(resultRank));
  std::iota(positions.begin(), positions.end(), 0);
  std::shuffle(positions.begin(), positions.end(), rng);
  std::vector<int64_t> offsetDims(positions.begin(), positions.begin() + offsetOperandDims.size());
  std::sort(offsetDims.begin(), offsetDims.end());
  for (int64_t d = 0, b = 0, o = 0; d < resultRank; ++d)
    g.resultShape.push_back(
        std::count(offsetDims.begin(), offsetDims.end(), d)
            ? g.sliceSizes[static_cast<size_t>(offsetOperandDims[static_cast<size_t>(o++)])]
            : batchShape[static_cast<size_t>(b++)]);
  g.dimensionNumbers =
      "#stablehlo.gather<offset_dims = " + list(offsetDims) +
      ", collapsed_slice_dims = " + list(collapsed) +
      ", operand_batching_dims = " + list(operandBatching) + ", start_indices_batching_dims = " +
      list(indicesBatching < 0 ? std::vector<int64_t>{} : std::vector<int64_t>{indicesBatching}) +
      ", start_index_map = " + list(startIndexMap) +
      ", index_vector_dim = " + std::to_string(indexVectorDim) + ">";
  return g;
}

TEST(SimdCpuIndexing, GatherWithRandomDimensionNumbersMatchesOracle) {
  std::mt19937_64 rng(13);
  for (int c = 0; c < 3 * kCases; ++c) {
    const GatherCase g = randomGather(rng);
    const ElementType type = randomMovedType(rng);
    const std::string in = tensorType(g.operandShape, type),
                      indices = tensorType(g.indicesShape, ElementType::kSI32),
                      out = tensorType(g.resultShape, type);
    const int64_t maxDim = *std::max_element(g.operandShape.begin(), g.operandShape.end());
    expectSameAsOracle(
        mainProgram({in, indices}, {out},
                    "  %r0 = \"stablehlo.gather\"(%a0, %a1) {dimension_numbers = " +
                        g.dimensionNumbers + ", slice_sizes = " + i64Array(g.sliceSizes) + "} : (" +
                        in + ", " + indices + ") -> " + out + "\n"),
        {randomTensor(g.operandShape, type, rng),
         randomIndices(g.indicesShape, ElementType::kSI32, -2, maxDim + 1, rng)});
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

}  // namespace
}  // namespace hlo_cts::backends
