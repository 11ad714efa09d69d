// simd-cpu's data-movement kernels against the oracle, bit for bit, on
// random shapes, attributes and element types (sub-byte, boolean, narrow
// floats, complex), including copies large enough to take the tiled and
// parallel paths.
#include <algorithm>
#include <numeric>

#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace testing;

constexpr int kCases = 30;

// One-operand op in generic form: %r0 = "OP"(%a0) {ATTRS} : (T) -> R.
void expectUnary(const std::string& op, const std::string& attrs, const Tensor& operand,
                 const std::vector<int64_t>& resultShape) {
  const std::string in = tensorType(operand.shape(), operand.elementType());
  const std::string out = tensorType(resultShape, operand.elementType());
  expectSameAsOracle(
      mainProgram({in}, {out},
                  "  %r0 = \"" + op + "\"(%a0) {" + attrs + "} : (" + in + ") -> " + out + "\n"),
      {operand});
}

TEST(SimdCpuDataMovement, BroadcastInDimMatchesOracle) {
  std::mt19937_64 rng(1);
  for (int c = 0; c < kCases; ++c) {
    const std::vector<int64_t> resultShape = randomShape(rng, 0, 4, 5);
    std::vector<int64_t> dims, operandShape;
    for (int64_t d = 0; d < static_cast<int64_t>(resultShape.size()); ++d)
      if (uniform(rng, 0, 1)) {
        dims.push_back(d);
        operandShape.push_back(uniform(rng, 0, 1) ? resultShape[static_cast<size_t>(d)] : 1);
      }
    expectUnary("stablehlo.broadcast_in_dim", "broadcast_dimensions = " + i64Array(dims),
                randomTensor(operandShape, randomMovedType(rng), rng), resultShape);
  }
}

TEST(SimdCpuDataMovement, BroadcastMatchesOracle) {
  std::mt19937_64 rng(2);
  for (int c = 0; c < kCases; ++c) {
    const std::vector<int64_t> operandShape = randomShape(rng, 0, 2, 4);
    std::vector<int64_t> sizes = randomShape(rng, 0, 2, 4), resultShape = sizes;
    resultShape.insert(resultShape.end(), operandShape.begin(), operandShape.end());
    expectUnary("stablehlo.broadcast", "broadcast_sizes = " + i64Array(sizes),
                randomTensor(operandShape, randomMovedType(rng), rng), resultShape);
  }
}

TEST(SimdCpuDataMovement, TransposeMatchesOracle) {
  std::mt19937_64 rng(3);
  for (int c = 0; c < kCases + 4; ++c) {
    // The last cases are large: tiled and parallel copies.
    std::vector<int64_t> shape = c < kCases ? randomShape(rng, 0, 4, 6)
                                            : std::vector<int64_t>{uniform(rng, 200, 300), 3, 130};
    std::vector<int64_t> permutation(shape.size());
    std::iota(permutation.begin(), permutation.end(), 0);
    std::shuffle(permutation.begin(), permutation.end(), rng);
    std::vector<int64_t> resultShape;
    for (int64_t p : permutation) resultShape.push_back(shape[static_cast<size_t>(p)]);
    expectUnary("stablehlo.transpose", "permutation = " + i64Array(permutation),
                randomTensor(shape, c < kCases ? randomMovedType(rng) : ElementType::kF32, rng),
                resultShape);
  }
}

TEST(SimdCpuDataMovement, ReverseMatchesOracle) {
  std::mt19937_64 rng(4);
  for (int c = 0; c < kCases; ++c) {
    const std::vector<int64_t> shape = randomShape(rng, 0, 4, 5);
    std::vector<int64_t> dims;
    for (int64_t d = 0; d < static_cast<int64_t>(shape.size()); ++d)
      if (uniform(rng, 0, 1)) dims.push_back(d);
    expectUnary("stablehlo.reverse", "dimensions = " + i64Array(dims),
                randomTensor(shape, randomMovedType(rng), rng), shape);
  }
}

TEST(SimdCpuDataMovement, ReshapeMatchesOracle) {
  std::mt19937_64 rng(5);
  for (int c = 0; c < kCases; ++c) {
    const std::vector<int64_t> shape = randomShape(rng, 0, 4, 4);
    const int64_t n = std::accumulate(shape.begin(), shape.end(), int64_t{1}, std::multiplies<>());
    const std::vector<int64_t> resultShape =
        n % 2 == 0 ? std::vector<int64_t>{2, n / 2} : std::vector<int64_t>{n};
    expectUnary("stablehlo.reshape", "", randomTensor(shape, randomMovedType(rng), rng),
                resultShape);
  }
}

TEST(SimdCpuDataMovement, ConcatenateMatchesOracle) {
  std::mt19937_64 rng(6);
  for (int c = 0; c < kCases; ++c) {
    std::vector<int64_t> shape = randomShape(rng, 0, 3, 4);
    if (shape.empty()) shape.push_back(2);
    const int64_t dimension = uniform(rng, 0, static_cast<int64_t>(shape.size()) - 1);
    const ElementType type = randomMovedType(rng);
    std::vector<Tensor> inputs;
    std::vector<std::string> types;
    std::vector<int64_t> resultShape = shape;
    resultShape[static_cast<size_t>(dimension)] = 0;
    std::string operands;
    for (int64_t i = 0, count = uniform(rng, 1, 3); i < count; ++i) {
      shape[static_cast<size_t>(dimension)] = uniform(rng, 0, 3);
      resultShape[static_cast<size_t>(dimension)] += shape[static_cast<size_t>(dimension)];
      inputs.push_back(randomTensor(shape, type, rng));
      types.push_back(tensorType(shape, type));
      operands += (i ? ", %a" : "%a") + std::to_string(i);
    }
    std::string signature;
    for (size_t i = 0; i < types.size(); ++i) signature += (i ? ", " : "") + types[i];
    const std::string out = tensorType(resultShape, type);
    expectSameAsOracle(mainProgram(types, {out},
                                   "  %r0 = \"stablehlo.concatenate\"(" + operands +
                                       ") {dimension = " + std::to_string(dimension) +
                                       " : i64} : (" + signature + ") -> " + out + "\n"),
                       inputs);
  }
}

TEST(SimdCpuDataMovement, PadWithNegativeAndInteriorPaddingMatchesOracle) {
  std::mt19937_64 rng(7);
  for (int c = 0; c < kCases; ++c) {
    const std::vector<int64_t> shape = randomShape(rng, 0, 3, 5);
    std::vector<int64_t> low, high, interior, resultShape;
    for (int64_t size : shape) {
      interior.push_back(uniform(rng, 0, 2));
      low.push_back(uniform(rng, -2, 3));
      high.push_back(uniform(rng, -2, 3));
      int64_t padded = size + low.back() + (size - 1) * interior.back() + high.back();
      if (padded < 0) {  // keep the result shape non-negative
        high.back() -= padded;
        padded = 0;
      }
      resultShape.push_back(padded);
    }
    const ElementType type = randomMovedType(rng);
    const std::string in = tensorType(shape, type), scalar = tensorType({}, type),
                      out = tensorType(resultShape, type);
    expectSameAsOracle(
        mainProgram({in, scalar}, {out},
                    "  %r0 = \"stablehlo.pad\"(%a0, %a1) {edge_padding_low = " + i64Array(low) +
                        ", edge_padding_high = " + i64Array(high) + ", interior_padding = " +
                        i64Array(interior) + "} : (" + in + ", " + scalar + ") -> " + out + "\n"),
        {randomTensor(shape, type, rng), randomTensor({}, type, rng)});
  }
}

TEST(SimdCpuDataMovement, IotaOfEveryElementTypeMatchesOracle) {
  std::mt19937_64 rng(8);
  for (ElementType type : allElementTypes()) {
    if (type == ElementType::kI1) continue;  // iota has no boolean form (O1)
    std::vector<int64_t> shape = randomShape(rng, 0, 3, 4);
    shape.push_back(uniform(rng, 1, 3) * 300);  // past the largest f8/f6/f4 values
    const int64_t dimension = uniform(rng, 0, static_cast<int64_t>(shape.size()) - 1);
    const std::string out = tensorType(shape, type);
    expectSameAsOracle(mainProgram({}, {out},
                                   "  %r0 = \"stablehlo.iota\"() {iota_dimension = " +
                                       std::to_string(dimension) + " : i64} : () -> " + out + "\n"),
                       {});
  }
}

TEST(SimdCpuDataMovement, GetDimensionSizeAndStaticDynamicFormsMatchOracle) {
  std::mt19937_64 rng(9);
  const Tensor operand = randomTensor({3, 1}, ElementType::kBF16, rng);
  expectSameAsOracle(
      mainProgram({"tensor<3x1xbf16>"}, {"tensor<i32>", "tensor<2x3x4xbf16>", "tensor<3x4xi8>"},
                  "  %r0 = \"stablehlo.get_dimension_size\"(%a0) {dimension = 0 : i64} : "
                  "(tensor<3x1xbf16>) -> tensor<i32>\n"
                  "  %shape = stablehlo.constant dense<[2, 3, 4]> : tensor<3xi64>\n"
                  "  %r1 = \"stablehlo.dynamic_broadcast_in_dim\"(%a0, %shape) "
                  "{broadcast_dimensions = array<i64: 1, 2>} : (tensor<3x1xbf16>, "
                  "tensor<3xi64>) -> tensor<2x3x4xbf16>\n"
                  "  %iotaShape = stablehlo.constant dense<[3, 4]> : tensor<2xi64>\n"
                  "  %r2 = \"stablehlo.dynamic_iota\"(%iotaShape) {iota_dimension = 1 : i64} : "
                  "(tensor<2xi64>) -> tensor<3x4xi8>\n"),
      {operand});
}

// Inputs are checked against the entry's arguments before any kernel reads
// them at the declared types: another shape, element type or count is a
// located error (not a read past a buffer); a quantized argument's storage
// values alone are taken as that argument.
TEST(SimdCpuDataMovement, InputsMustBeTheArgumentsTypes) {
  const std::string text =
      mainProgram({"tensor<4xf32>"}, {"tensor<4xf32>"},
                  "  %r0 = \"stablehlo.reverse\"(%a0) {dimensions = array<i64: 0>} : "
                  "(tensor<4xf32>) -> tensor<4xf32>\n");
  Program program;
  program.text = text;
  std::unique_ptr<Backend> simd = makeSimdCpuBackend();
  auto compiled = simd->compile(program, {});
  ASSERT_TRUE(compiled.ok()) << compiled.message;
  const std::vector<std::pair<std::vector<Tensor>, std::string>> wrong = {
      {{Tensor({2}, ElementType::kF32)}, "input 0 is tensor<2xf32>"},
      {{Tensor({4}, ElementType::kF64)}, "input 0 is tensor<4xf64>"},
      {{}, "takes 1 arguments, 0 inputs"},
  };
  for (const auto& [inputs, message] : wrong) {
    auto result = simd->execute(*compiled.value, inputs, {});
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.status, CallStatus::kError);
    EXPECT_NE(result.message.find(message), std::string::npos) << result.message;
  }
  const std::string q = "tensor<3x!quant.uniform<i8:f32, 0.5:-1>>";
  Tensor storage({3}, ElementType::kSI8);
  for (int64_t i = 0; i < 3; ++i) storage.setIntValue(i, 3 * i - 4);
  expectSameAsOracle(
      mainProgram({q}, {"tensor<3xf32>"},
                  "  %r0 = stablehlo.uniform_dequantize %a0 : (" + q + ") -> tensor<3xf32>\n"),
      {storage});
}

TEST(SimdCpuDataMovement, DynamicShapesAreNotSupported) {
  expectNotSupported(mainProgram({"tensor<?xf32>"}, {"tensor<?xf32>"},
                                 "  %r0 = \"stablehlo.reverse\"(%a0) {dimensions = array<i64: 0>} "
                                 ": (tensor<?xf32>) -> tensor<?xf32>\n"));
}

// Sub-byte types bitcast to one of the same width keep each element's bits.
TEST(SimdCpuDataMovement, SubByteBitcastToTheSameWidthKeepsBits) {
  std::mt19937_64 rng(41);
  const std::pair<ElementType, ElementType> pairs[] = {{ElementType::kI1, ElementType::kI1},
                                                       {ElementType::kSI4, ElementType::kUI4},
                                                       {ElementType::kUI2, ElementType::kSI2}};
  for (const auto& [from, to] : pairs) {
    const std::string a = tensorType({3, 5}, from), r = tensorType({3, 5}, to);
    expectSameAsOracle(
        mainProgram({a}, {r}, "  %r0 = stablehlo.bitcast_convert %a0 : (" + a + ") -> " + r + "\n"),
        {randomTensor({3, 5}, from, rng)});
  }
}

// interpreter.probe returns its operand; interpreter.print has no result
// and changes nothing.
TEST(SimdCpuDataMovement, ProbeForwardsAndPrintChangesNothing) {
  std::mt19937_64 rng(43);
  const std::string t = tensorType({2, 3}, ElementType::kBF16);
  expectSameAsOracle(mainProgram({t}, {t},
                                 "  %p = \"interpreter.probe\"(%a0) {probe_id = \"probe0\"} : (" +
                                     t + ") -> " + t + "\n  \"interpreter.print\"(%p) : (" + t +
                                     ") -> ()\n  %r0 = stablehlo.negate %p : " + t + "\n"),
                     {randomTensor({2, 3}, ElementType::kBF16, rng)});
}

// Between a sub-byte type and another width, the elements are one
// little-endian bit string: i1[64] ↔ i64, i4[2] ↔ i8, i2[4] ↔ ui8,
// i4[16] ↔ f64, i1[8] ↔ f8E4M3FN, both ways, bit for bit with the oracle.
TEST(SimdCpuDataMovement, SubByteBitcastToAnotherWidthIsALittleEndianBitString) {
  std::mt19937_64 rng(42);
  struct Pair {
    ElementType narrow, wide;
    int64_t ratio;
  };
  const Pair pairs[] = {{ElementType::kI1, ElementType::kSI64, 64},
                        {ElementType::kSI4, ElementType::kSI8, 2},
                        {ElementType::kUI2, ElementType::kUI8, 4},
                        {ElementType::kSI4, ElementType::kF64, 16},
                        {ElementType::kI1, ElementType::kF8E4M3FN, 8}};
  for (const Pair& p : pairs) {
    const std::string narrow = tensorType({3, p.ratio}, p.narrow), wide = tensorType({3}, p.wide);
    expectSameAsOracle(
        mainProgram({narrow}, {wide},
                    "  %r0 = stablehlo.bitcast_convert %a0 : (" + narrow + ") -> " + wide + "\n"),
        {randomTensor({3, p.ratio}, p.narrow, rng)});
    expectSameAsOracle(
        mainProgram({wide}, {narrow},
                    "  %r0 = stablehlo.bitcast_convert %a0 : (" + wide + ") -> " + narrow + "\n"),
        {randomTensor({3}, p.wide, rng)});
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
