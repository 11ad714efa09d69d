// simd-cpu's batch norm kernels judged by the oracle's allowed set (an
// enclosure of every evaluation of the spec's decomposition: simd-cpu's
// wider evaluation is not the oracle's bits), on ordinary values of each float format it
// computes in, with the feature dimension first, in the middle and last.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <random>

#include "spec/float_value.h"
#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace testing;

TEST(SimdCpuBatchNorm, EveryFormMatchesTheOracleOnEachFloatFormat) {
  std::mt19937_64 rng(31);
  const std::vector<int64_t> shape = {5, 3, 4};
  for (ElementType type :
       {ElementType::kF32, ElementType::kF64, ElementType::kF16, ElementType::kBF16,
        ElementType::kTF32, ElementType::kF8E5M2, ElementType::kF8E4M3FN}) {
    SCOPED_TRACE(std::string(elementTypeName(type)));
    for (int64_t feature = 0; feature < 3; ++feature) {
      const std::vector<int64_t> perFeature = {shape[static_cast<size_t>(feature)]};
      const std::string t = tensorType(shape, type), f = tensorType(perFeature, type);
      const std::string attrs =
          fmt::format("{{epsilon = 1.0e-2 : f32, feature_index = {} : i64}}", feature);
      auto values = [&](const std::vector<int64_t>& s) {
        return decimalValues(s, type, -4, 4, rng);
      };
      auto positive = [&] { return decimalValues(perFeature, type, 0.25, 3, rng); };
      expectAllowedByOracle(
          mainProgram({t, f, f, f, f}, {t},
                      "  %r0 = \"stablehlo.batch_norm_inference\"(%a0, %a1, %a2, "
                      "%a3, %a4) " +
                          attrs + " : (" + t + ", " + f + ", " + f + ", " + f + ", " + f + ") -> " +
                          t + "\n"),
          {values(shape), values(perFeature), values(perFeature), values(perFeature), positive()});
      expectAllowedByOracle(mainProgram({t, f, f}, {t, f, f},
                                        "  %r0, %r1, %r2 = \"stablehlo.batch_norm_training\"(%a0, "
                                        "%a1, %a2) " +
                                            attrs + " : (" + t + ", " + f + ", " + f + ") -> (" +
                                            t + ", " + f + ", " + f + ")\n"),
                            {values(shape), values(perFeature), values(perFeature)});
      expectAllowedByOracle(
          mainProgram({t, f, f, f, t}, {t, f, f},
                      "  %r0, %r1, %r2 = \"stablehlo.batch_norm_grad\"(%a0, %a1, "
                      "%a2, %a3, %a4) " +
                          attrs + " : (" + t + ", " + f + ", " + f + ", " + f + ", " + t +
                          ") -> (" + t + ", " + f + ", " + f + ")\n"),
          {values(shape), values(perFeature), values(perFeature), positive(), values(shape)});
    }
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
