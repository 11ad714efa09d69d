// simd-cpu's uniform_quantize and uniform_dequantize judged by the oracle
// (exact but for ties the seed and current specs round apart, which the
// oracle admits both of): per-tensor and per-axis parameters with odd
// scales and zero points, values beyond every storage range, narrowed
// storage ranges, re-quantization, and each expressed type simd-cpu
// computes in.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <random>

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

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
