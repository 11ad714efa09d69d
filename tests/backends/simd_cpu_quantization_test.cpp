// simd-cpu's uniform_quantize and uniform_dequantize judged by the oracle
// (exact but for ties the seed and current specs round apart, which the
// oracle admits both of): per-tensor and per-axis parameters with odd
// scales and zero points, values beyond every storage range, narrowed
// storage ranges, re-quantization, and each expressed type simd-cpu
// computes in; and element-wise ops on quantized tensors.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <random>

#include "spec/text/parser.h"
#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace testing;

TEST(SimdCpuQuantization, QuantizeRequantizeAndDequantizeAsTheOracleAllows) {
  std::mt19937_64 rng(5);
  for (const char* expressed : {"f32", "f16", "bf16", "tf32", "f64"}) {
    SCOPED_TRACE(expressed);
    const ElementType type = *parseElementTypeName(expressed);
    const std::string f = tensorType({3, 4}, type);
    const std::string perTensor =
        fmt::format("tensor<3x4x!quant.uniform<i8:{}, 0.37:-5>>", expressed);
    const std::string perAxis = fmt::format(
        "tensor<3x4x!quant.uniform<i8<-100:100>:{}:1, {{0.5:3, 1.25:-7, 3.0:0, 0.1:11}}>>",
        expressed);
    const std::string wide = fmt::format(
        "tensor<3x4x!quant.uniform<u16:{}:0, {{0.01:100, 7.5:32768, 2.0:1}}>>", expressed);
    const std::string body =
        "  %q0 = stablehlo.uniform_quantize %a0 : (" + f + ") -> " + perTensor +
        "\n  %q1 = stablehlo.uniform_quantize %a0 : (" + f + ") -> " + perAxis +
        "\n  %q2 = stablehlo.uniform_quantize %q1 : (" + perAxis + ") -> " + wide +
        "\n  %r0 = stablehlo.uniform_dequantize %q0 : (" + perTensor + ") -> " + f +
        "\n  %r1 = stablehlo.uniform_dequantize %q1 : (" + perAxis + ") -> " + f +
        "\n  %r2 = stablehlo.uniform_dequantize %q2 : (" + wide + ") -> " + f + "\n";
    for (int trial = 0; trial < 8; ++trial)
      expectAllowedByOracle(mainProgram({f}, {f, f, f}, body),
                            {decimalValues({3, 4}, type, -300, 300, rng)});
  }
}

// Element-wise ops on quantized tensors (dequantize, op, quantize), judged
// by the oracle: unary and binary arithmetic, transcendental functions,
// compare (an i1 result) and select (a boolean predicate beside quantized
// values), over per-tensor types of several storage and expressed types,
// with random stored values.
TEST(SimdCpuQuantization, ElementwiseOpsDequantizeComputeAndQuantize) {
  std::mt19937_64 rng(6);
  const char* storages[] = {"i8", "u8", "i4", "i16<-1000:1000>"};
  const char* expresseds[] = {"f32", "bf16", "f16"};
  const char* unary[] = {"abs",    "negate", "exponential",        "tanh", "sqrt",
                         "cosine", "floor",  "round_nearest_even", "sign", "log_plus_one"};
  const char* binary[] = {"add",     "subtract", "multiply", "divide",   "maximum",
                          "minimum", "power",    "atan2",    "remainder"};
  int ran = 0;
  for (int c = 0; c < 60; ++c) {
    const std::string storage = storages[uniform(rng, 0, 3)];
    const std::string expressed = expresseds[uniform(rng, 0, 2)];
    // A per-tensor type (element-wise ops take no per-axis ones) with its
    // own parameters.
    auto quantType = [&]() {
      const bool storageSigned = storage[0] == 'i';
      return fmt::format("tensor<2x3x!quant.uniform<{}:{}, {:.3f}:{}>>", storage, expressed,
                         0.01 + double(uniform(rng, 1, 400)) / 100,
                         uniform(rng, storageSigned ? -5 : 0, 5));
    };
    const std::string a = quantType(), b = quantType(), r = quantType();
    // Random stored values (within a narrowed storage range).
    auto quantized = [&](const std::string& type) {
      Result<Type> t = parseType(type);
      EXPECT_TRUE(t.ok()) << type;
      Tensor out(*t);
      const QuantizedType& q = *t->quantized();
      for (int64_t i = 0; i < out.numElements(); ++i) {
        const int64_t lo = q.storageMin != 0 || q.storageMax != 0 ? q.storageMin
                           : isSignedInteger(q.storageType)
                               ? -(int64_t{1} << (bitWidth(q.storageType) - 1))
                               : 0;
        const int64_t hi = q.storageMin != 0 || q.storageMax != 0
                               ? q.storageMax
                               : lo + (int64_t{1} << bitWidth(q.storageType)) - 1;
        out.setIntValue(i, uniform(rng, lo, hi));
      }
      return out;
    };
    std::vector<Tensor> inputs = {quantized(a), quantized(b)};
    std::string body;
    std::vector<std::string> argTypes = {a, b}, results = {r};
    switch (c % 5) {
      case 0:
        body =
            fmt::format("  %r0 = stablehlo.{} %a0 : ({}) -> {}\n", unary[uniform(rng, 0, 9)], a, r);
        break;
      case 1:
      case 2:
        body = fmt::format("  %r0 = stablehlo.{} %a0, %a1 : ({}, {}) -> {}\n",
                           binary[uniform(rng, 0, 8)], a, b, r);
        break;
      case 3: {
        const char* directions[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
        results = {"tensor<2x3xi1>"};
        body = fmt::format(
            "  %r0 = stablehlo.compare {}, %a0, %a1, FLOAT : ({}, {}) -> tensor<2x3xi1>\n",
            directions[uniform(rng, 0, 5)], a, b);
        break;
      }
      default: {
        argTypes = {a, b, "tensor<2x3xi1>"};
        inputs.push_back(randomTensor({2, 3}, ElementType::kI1, rng));
        body = fmt::format(
            "  %r0 = stablehlo.select %a2, %a0, %a1 : (tensor<2x3xi1>, {0}, {1}) -> {2}\n", a, b,
            r);
        break;
      }
    }
    expectAllowedByOracle(mainProgram(argTypes, results, body), inputs);
    ++ran;
  }
  EXPECT_EQ(ran, 60);
}

// dot_general and convolution on quantized tensors (dequantize, the float
// op, quantize), judged by the oracle: quantized operands into a quantized
// result (i8 and an i32 accumulator type), a hybrid f32 result, and
// per-axis weights along the output feature dimension.
TEST(SimdCpuQuantization, DotAndConvolutionDequantizeComputeAndQuantize) {
  std::mt19937_64 rng(7);
  auto quantized = [&](const std::string& type) {
    Result<Type> t = parseType(type);
    EXPECT_TRUE(t.ok()) << type;
    Tensor out(*t);
    for (int64_t i = 0; i < out.numElements(); ++i) out.setIntValue(i, uniform(rng, -100, 100));
    return out;
  };
  const std::string a = "tensor<3x4x!quant.uniform<i8:f32, 0.05:-3>>";
  // Per-axis weights have zero points of 0 (C17).
  const std::string b = "tensor<4x2x!quant.uniform<i8:f32:1, {0.02:0, 0.07:0}>>";
  auto dot = [](const std::string& l, const std::string& r, const std::string& o) {
    return mainProgram({l, r}, {o},
                       "  %r0 = stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0] : (" +
                           l + ", " + r + ") -> " + o + "\n");
  };
  for (const std::string& r : {std::string("tensor<3x2x!quant.uniform<i8:f32, 0.1:4>>"),
                               std::string("tensor<3x2x!quant.uniform<i32:f32, 0.001:0>>")})
    expectAllowedByOracle(dot(a, b, r), {quantized(a), quantized(b)});
  // Hybrid: a float lhs and result beside quantized weights (C14).
  const std::string f = "tensor<3x4xf32>";
  expectAllowedByOracle(dot(f, b, "tensor<3x2xf32>"),
                        {decimalValues({3, 4}, ElementType::kF32, -4, 4, rng), quantized(b)});
  const std::string x = "tensor<1x5x2x!quant.uniform<i8:f32, 0.04:2>>";
  const std::string w = "tensor<3x2x2x!quant.uniform<i8:f32:2, {0.03:0, 0.05:0}>>";
  const std::string o = "tensor<1x3x2x!quant.uniform<i16:f32, 0.002:-7>>";
  expectAllowedByOracle(
      mainProgram({x, w}, {o},
                  "  %r0 = stablehlo.convolution(%a0, %a1) dim_numbers = [b, 0, f]x[0, i, o]->[b, "
                  "0, f], window = {stride = [2], pad = [[1, 1]]} {batch_group_count = 1 : i64, "
                  "feature_group_count = 1 : i64} : (" +
                      x + ", " + w + ") -> " + o + "\n"),
      {quantized(x), quantized(w)});
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
