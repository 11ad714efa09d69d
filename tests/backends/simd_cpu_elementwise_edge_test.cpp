// simd-cpu's element-wise edge cases found by fuzz/differential_fuzzer,
// against the oracle bit for bit: reduce_precision on a narrow format whose
// exponent it does not narrow keeps the format's own subnormals (it is
// computed in f32, where e5 used to flush them), and complex x^0 is 1 (the
// wide pow computed exp(0 * log(0)) = NaN for 0^0).
#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends::testing {
namespace {

TEST(SimdCpuElementwiseEdge, ReducePrecisionKeepsF16SubnormalsAtItsOwnExponentWidth) {
  Tensor input({4}, ElementType::kF16);
  for (int64_t i = 0; i < 4; ++i)
    input.setBits(i, std::vector<uint64_t>{0x8001, 0x0001, 0x03FF, 0x3C00}[static_cast<size_t>(i)]);
  for (const char* format : {"e5m17", "e5m10", "e8m10", "e4m10"}) {
    expectSameAsOracle(
        mainProgram({"tensor<4xf16>"}, {"tensor<4xf16>"},
                    std::string("  %r0 = stablehlo.reduce_precision %a0, format = ") + format +
                        " : tensor<4xf16>\n"),
        {input});
  }
}

TEST(SimdCpuElementwiseEdge, ComplexPowerToZeroIsOne) {
  for (ElementType type : {ElementType::kComplexF32, ElementType::kComplexF64}) {
    Tensor base({2}, type), exponent({2}, type);  // zeros: 0^0, then 1.5^0
    base.setPartBits(1, 0, type == ElementType::kComplexF32 ? 0x3FC00000 : 0x3FF8000000000000);
    const std::string t = tensorType({2}, type);
    expectSameAsOracle(mainProgram({t, t}, {t}, "  %r0 = stablehlo.power %a0, %a1 : " + t + "\n"),
                       {base, exponent});
  }
}

}  // namespace
}  // namespace hlo_cts::backends::testing
