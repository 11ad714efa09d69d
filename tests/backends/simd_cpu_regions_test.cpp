// simd-cpu's tuples, map and select_and_scatter against the oracle, bit for
// bit: tuples taken apart where they are made (nested ones too) and the
// tuple uses simd-cpu declares NotSupported; chlo.constant (a plan
// constant like stablehlo.constant); map over several operands;
// select_and_scatter with random windows, strides and padding (padding
// never selected, overlapping windows folding in source order); chlo.scan.
#include <bit>

#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace testing;

CallStatus compileStatus(const std::string& text) {
  Program program;
  program.text = text;
  return makeSimdCpuBackend()->compile(program, {}).status;
}

TEST(SimdCpuTuple, NestedTuplesAreTakenApartWhereMade) {
  std::mt19937_64 rng(11);
  const std::string v = tensorType({2, 3}, ElementType::kF32);
  const std::string s = tensorType({}, ElementType::kSI32);
  const std::string inner = "tuple<" + s + ">";
  const std::string outer = "tuple<" + v + ", " + inner + ">";
  const std::string body =
      "  %in = stablehlo.tuple %a1 : " + inner + "\n  %t = stablehlo.tuple %a0, %in : " + outer +
      "\n  %r0 = stablehlo.get_tuple_element %t[0] : (" + outer + ") -> " + v +
      "\n  %i = stablehlo.get_tuple_element %t[1] : (" + outer + ") -> " + inner +
      "\n  %r1 = stablehlo.get_tuple_element %i[0] : (" + inner + ") -> " + s + "\n";
  expectSameAsOracle(
      mainProgram({v, s}, {v, s}, body),
      {randomTensor({2, 3}, ElementType::kF32, rng), randomTensor({}, ElementType::kSI32, rng)});
}

TEST(SimdCpuTuple, TuplesCrossingFunctionsAreNotSupported) {
  const std::string tuple = "tuple<tensor<f32>>";
  EXPECT_EQ(compileStatus("func.func @main(%t: " + tuple +
                          ") -> tensor<f32> {\n"
                          "  %r = stablehlo.get_tuple_element %t[0] : (" +
                          tuple +
                          ") -> tensor<f32>\n"
                          "  func.return %r : tensor<f32>\n}\n"),
            CallStatus::kNotSupported);
  EXPECT_EQ(compileStatus("func.func @main(%x: tensor<f32>) -> " + tuple +
                          " {\n"
                          "  %t = stablehlo.tuple %x : " +
                          tuple + "\n  func.return %t : " + tuple + "\n}\n"),
            CallStatus::kNotSupported);
}

TEST(SimdCpuPlan, ChloConstantIsAPlanConstantLikeStablehlos) {
  const std::string t = tensorType({2}, ElementType::kF32);
  expectSameAsOracle(mainProgram({}, {t},
                                 "  %r0 = \"chlo.constant\"() <{value = dense<[1.5, -2.0]> : " + t +
                                     "}> : () -> " + t + "\n"),
                     {});
}

TEST(SimdCpuMap, BodyRunsPerElementOverEveryOperand) {
  std::mt19937_64 rng(12);
  for (ElementType type : {ElementType::kSI32, ElementType::kUI8, ElementType::kF16}) {
    const std::vector<int64_t> shape = randomShape(rng, 0, 3, 4);
    const std::string t = tensorType(shape, type);
    const std::string e = tensorType({}, type);
    const std::string body = "  %r0 = \"stablehlo.map\"(%a0, %a1) ({\n  ^bb0(%x: " + e +
                             ", %y: " + e + "):\n    %m = stablehlo.multiply %x, %y : " + e +
                             "\n    %s = stablehlo.subtract %m, %x : " + e +
                             "\n    stablehlo.return %s : " + e +
                             "\n  }) {dimensions = " + i64Array([&] {
                               std::vector<int64_t> dims(shape.size());
                               std::iota(dims.begin(), dims.end(), 0);
                               return dims;
                             }()) +
                             "} : (" + t + ", " + t + ") -> " + t + "\n";
    expectSameAsOracle(mainProgram({t, t}, {t}, body),
                       {randomTensor(shape, type, rng), randomTensor(shape, type, rng)});
  }
}

// A random select_and_scatter: select by `direction` (GE picks the first
// maximum), scatter by add; integers wrap alike on both backends.
TEST(SimdCpuSelectAndScatter, RandomWindowsMatchOracle) {
  std::mt19937_64 rng(13);
  for (int round = 0; round < 40; ++round) {
    const ElementType type = round % 2 ? ElementType::kSI32 : ElementType::kUI8;
    const std::vector<int64_t> operand = randomShape(rng, 1, 3, 5);
    std::vector<int64_t> window, strides, padding, source;
    for (int64_t d : operand) {
      const int64_t low = uniform(rng, 0, 1), high = uniform(rng, 0, 1);
      const int64_t size = uniform(rng, 1, d + low + high);
      const int64_t stride = uniform(rng, 1, 3);
      window.push_back(size);
      strides.push_back(stride);
      padding.insert(padding.end(), {low, high});
      source.push_back((d + low + high - size) / stride + 1);
    }
    const std::string direction = round % 3 ? "GE" : "LT";
    const std::string e = tensorType({}, type);
    const std::string ot = tensorType(operand, type), st = tensorType(source, type);
    std::string paddingText = "dense<[";
    for (size_t d = 0; d < operand.size(); ++d)
      paddingText += (d ? ", [" : "[") + std::to_string(padding[2 * d]) + ", " +
                     std::to_string(padding[2 * d + 1]) + "]";
    paddingText +=
        "]> : " + tensorType({static_cast<int64_t>(operand.size()), 2}, ElementType::kSI64);
    const std::string body =
        "  %r0 = \"stablehlo.select_and_scatter\"(%a0, %a1, %a2) ({\n  ^bb0(%x: " + e +
        ", %y: " + e + "):\n    %c = stablehlo.compare " + direction + ", %x, %y : (" + e + ", " +
        e + ") -> tensor<i1>\n    stablehlo.return %c : tensor<i1>\n  }, {\n  ^bb0(%x: " + e +
        ", %y: " + e + "):\n    %s = stablehlo.add %x, %y : " + e +
        "\n    stablehlo.return %s : " + e + "\n  }) {window_dimensions = " + i64Array(window) +
        ", window_strides = " + i64Array(strides) + ", padding = " + paddingText + "} : (" + ot +
        ", " + st + ", " + e + ") -> " + ot + "\n";
    expectSameAsOracle(mainProgram({ot, st, e}, {ot}, body),
                       {randomTensor(operand, type, rng), randomTensor(source, type, rng),
                        randomTensor({}, type, rng)});
  }
}

// chlo.scan with two inputs and two carries (a running sum and a running
// product of integers, and the step's input times the sum so far), along
// each dimension of a 3-D input, forwards and backwards, with each dimension
// in turn empty: an empty scanned dimension gives the carries back as given,
// another empty one makes every step's slices empty (found by the
// differential fuzzer: copying an empty slice handed memcpy a null buffer).
TEST(SimdCpuScan, InputsAndCarriesAlongEveryDimensionBothWays) {
  std::mt19937_64 rng(41);
  const std::vector<int64_t> shape = {2, 3, 4};
  for (int64_t dimension = 0; dimension < 3; ++dimension)
    for (const char* reverse : {"false", "true"})
      for (int64_t emptied : {-1, 0, 1, 2}) {
        std::vector<int64_t> in = shape;
        if (emptied >= 0) in[static_cast<size_t>(emptied)] = 0;
        std::vector<int64_t> slice = in;
        slice.erase(slice.begin() + dimension);
        const std::string t = tensorType(in, ElementType::kSI32),
                          f = tensorType(in, ElementType::kF32),
                          st = tensorType(slice, ElementType::kSI32),
                          sf = tensorType(slice, ElementType::kF32);
        const std::string body =
            "  %r0, %r1, %r2, %r3 = \"chlo.scan\"(%a0, %a1, %a2, %a3) <{dimension = " +
            std::to_string(dimension) + " : i64, is_reverse = " + reverse +
            ", operandSegmentSizes = array<i32: 2, 2>}> ({\n"
            "  ^bb0(%x: " +
            st + ", %y: " + sf + ", %sum: " + st + ", %prod: " + sf +
            "):\n"
            "    %s = stablehlo.add %x, %sum : " +
            st +
            "\n"
            "    %p = stablehlo.multiply %y, %prod : " +
            sf +
            "\n"
            "    %o = stablehlo.multiply %x, %sum : " +
            st +
            "\n"
            "    stablehlo.return %o, %p, %s, %p : " +
            st + ", " + sf + ", " + st + ", " + sf + "\n  }) : (" + t + ", " + f + ", " + st +
            ", " + sf + ") -> (" + t + ", " + f + ", " + st + ", " + sf + ")\n";
        expectSameAsOracle(mainProgram({t, f, st, sf}, {t, f, st, sf}, body),
                           {randomIndices(in, ElementType::kSI32, -5, 5, rng),
                            decimalValues(in, ElementType::kF32, -2, 2, rng),
                            randomIndices(slice, ElementType::kSI32, -5, 5, rng),
                            decimalValues(slice, ElementType::kF32, -2, 2, rng)});
      }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
