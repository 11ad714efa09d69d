// simd-cpu's speed paths against the oracle. Fusion of broadcast_in_dim
// into element-wise chains: a
// broadcast that only element-wise ops read is not materialized (the plan
// says so), and the chains that read it through its view give the oracle's
// results bit for bit, for row and column broadcasts, degenerate (size-1)
// operand dimensions, permuting broadcast_dimensions, rows longer and
// shorter than a tile, and every lane type. Long reductions to few
// results, folded in chunks on several threads (exact ops: integer sums,
// float maximum, boolean and).
#include "backends/simd_cpu/plan.h"
#include "spec/float_value.h"
#include "spec/text/parser.h"
#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace testing;
using simd_cpu::PlanStats;

Tensor randomNonNaNValues(const std::vector<int64_t>& shape, ElementType type,
                          std::mt19937_64& rng) {
  Tensor t = randomTensor(shape, type, rng);
  if (isFloat(complexPartType(type)))
    for (int64_t i = 0; i < t.numElements(); ++i)
      for (int p = 0; p < (isComplex(type) ? 2 : 1); ++p)
        if (isNaNBits(t.partBits(i, p), complexPartType(type))) t.setPartBits(i, p, 0);
  return t;
}

// %r0 = a0 + broadcast(a1) * a0, and optionally the broadcast itself as %r1.
std::string broadcastChain(const std::vector<int64_t>& shape,
                           const std::vector<int64_t>& operandShape,
                           const std::vector<int64_t>& dims, ElementType type,
                           bool returnBroadcast) {
  const std::string t = tensorType(shape, type), o = tensorType(operandShape, type);
  std::string body = "  %b = stablehlo.broadcast_in_dim %a1, dims = " + list(dims) + " : (" + o +
                     ") -> " + t + "\n" + "  %m = stablehlo.multiply %b, %a0 : " + t + "\n" +
                     "  %r0 = stablehlo.add %a0, %m : " + t + "\n";
  if (returnBroadcast) body += "  %r1 = stablehlo.abs %b : " + t + "\n";
  return mainProgram({t, o}, returnBroadcast ? std::vector<std::string>{t, t} : std::vector{t},
                     body);
}

PlanStats planStats(const std::string& text) {
  Result<Module> module = parseModule(text, "fusion.mlir");
  EXPECT_TRUE(module.ok()) << module.error().str();
  if (!module.ok()) return {};
  auto plan = simd_cpu::ProgramPlan::compile(*module, "main");
  EXPECT_TRUE(plan.ok()) << plan.error().str();
  return plan.ok() ? (*plan)->stats() : PlanStats{};
}

TEST(SimdCpuFusion, BroadcastReadOnlyByElementwiseOpsIsAViewAndMatchesOracle) {
  std::mt19937_64 rng(13);
  const ElementType types[] = {ElementType::kF32,  ElementType::kF64, ElementType::kBF16,
                               ElementType::kSI32, ElementType::kF16, ElementType::kUI8};
  const std::vector<std::vector<int64_t>> shapes = {{7, 300}, {3, 1000}, {2, 3, 4},
                                                    {1500},   {5, 1},    {4, 2, 3, 5}};
  int c = 0;
  for (const std::vector<int64_t>& shape : shapes)
    for (int variant = 0; variant < 4; ++variant, ++c) {
      // Random result dimensions kept, in random order (a permuting broadcast).
      std::vector<int64_t> dims;
      for (int64_t d = 0; d < static_cast<int64_t>(shape.size()); ++d)
        if (variant == 0   ? d == 0
            : variant == 1 ? d + 1 == static_cast<int64_t>(shape.size())
                           : uniform(rng, 0, 1) == 1)
          dims.push_back(d);
      if (variant == 3) std::shuffle(dims.begin(), dims.end(), rng);
      std::vector<int64_t> operandShape;
      for (int64_t d : dims)
        operandShape.push_back(uniform(rng, 0, 3) == 0 ? 1 : shape[static_cast<size_t>(d)]);
      const ElementType type = types[static_cast<size_t>(c) % std::size(types)];
      const std::string text = broadcastChain(shape, operandShape, dims, type, false);
      const PlanStats stats = planStats(text);
      EXPECT_EQ(stats.broadcastViews, 1) << text;
      EXPECT_EQ(stats.steps, 1) << text;  // one fused chain, no broadcast step
      expectSameAsOracle(text, {randomNonNaNValues(shape, type, rng),
                                randomNonNaNValues(operandShape, type, rng)});
    }
}

TEST(SimdCpuFusion, BroadcastAlsoReadElsewhereIsMaterialized) {
  std::mt19937_64 rng(14);
  const std::vector<int64_t> shape = {6, 700}, operandShape = {6};
  const std::string ret = broadcastChain(shape, operandShape, {0}, ElementType::kF32, true);
  EXPECT_EQ(planStats(ret).broadcastViews, 1);  // abs is element-wise: still a view
  // Returned directly, the broadcast has a reader that is not element-wise.
  const std::string t = tensorType(shape, ElementType::kF32);
  const std::string o = tensorType(operandShape, ElementType::kF32);
  const std::string direct =
      mainProgram({t, o}, {t, t},
                  "  %r1 = stablehlo.broadcast_in_dim %a1, dims = [0] : (" + o + ") -> " + t +
                      "\n" + "  %r0 = stablehlo.add %a0, %r1 : " + t + "\n");
  EXPECT_EQ(planStats(direct).broadcastViews, 0);
  for (const std::string& text : {ret, direct})
    expectSameAsOracle(text, {randomNonNaNValues(shape, ElementType::kF32, rng),
                              randomNonNaNValues(operandShape, ElementType::kF32, rng)});
}

TEST(SimdCpuFusion, LongReductionsToFewResultsMatchOracle) {
  std::mt19937_64 rng(15);
  struct Case {
    ElementType type;
    const char* body;
    std::vector<int64_t> shape;
    std::vector<int64_t> dims;
  };
  const Case cases[] = {{ElementType::kSI32, "stablehlo.add", {300001}, {0}},
                        {ElementType::kF32, "stablehlo.maximum", {2, 100003}, {1}},
                        {ElementType::kUI64, "stablehlo.multiply", {3, 70000}, {1}},
                        {ElementType::kI1, "stablehlo.and", {65536 * 3 + 7}, {0}},
                        {ElementType::kSI32, "stablehlo.add", {4, 3, 40000}, {1, 2}}};
  for (const Case& c : cases) {
    std::vector<int64_t> resultShape;
    for (size_t d = 0; d < c.shape.size(); ++d)
      if (std::find(c.dims.begin(), c.dims.end(), static_cast<int64_t>(d)) == c.dims.end())
        resultShape.push_back(c.shape[d]);
    const std::string t = tensorType(c.shape, c.type), s = tensorType({}, c.type),
                      r = tensorType(resultShape, c.type);
    const std::string text = mainProgram(
        {t, s}, {r},
        "  %r0 = stablehlo.reduce(%a0 init: %a1) applies " + std::string(c.body) +
            " across dimensions = " + list(c.dims) + " : (" + t + ", " + s + ") -> " + r + "\n");
    Tensor input = randomNonNaNValues(c.shape, c.type, rng);
    if (c.type == ElementType::kI1)  // mostly true, so that and() is not false at once
      for (int64_t i = 0; i < input.numElements(); ++i) input.setBits(i, i != 150000);
    expectSameAsOracle(text, {input, randomNonNaNValues({}, c.type, rng)});
  }
}

// Row maxima and minima of floats fold integer keys that order like the
// floats: NaN anywhere in a row gives NaN, -0 < +0, infinities and
// subnormals in place; rows of every length around the 16 lanes.
TEST(SimdCpuFusion, FloatRowExtremaAreIeeeMaximumAndMinimum) {
  std::mt19937_64 rng(16);
  for (ElementType type : {ElementType::kF32, ElementType::kF64})
    for (const char* body : {"stablehlo.maximum", "stablehlo.minimum"})
      for (int64_t cols : {1, 15, 16, 17, 100, 1000}) {
        const int64_t rows = 24;
        Tensor input = randomNonNaNValues({rows, cols}, type, rng);
        const FloatFormat& format = *floatFormat(type);
        for (int64_t r = 0; r < rows; ++r)
          for (int64_t c = 0; c < cols; ++c) {
            const int64_t i = r * cols + c;
            switch (r % 4) {
              case 0:  // only zeros of both signs
                input.setBits(i, uniform(rng, 0, 1) ? format.signMask() : 0);
                break;
              case 1:  // one NaN
                if (c == cols / 2) input.setBits(i, format.canonicalNanBits());
                break;
              case 2:  // negative zeros and negative values
                if (uniform(rng, 0, 1)) input.setBits(i, format.signMask());
                input.setBits(i, input.bits(i) | format.signMask());
                break;
              default:
                break;
            }
          }
        const std::string t = tensorType({rows, cols}, type), s = tensorType({}, type),
                          v = tensorType({rows}, type);
        const std::string text =
            mainProgram({t, s}, {v},
                        "  %r0 = stablehlo.reduce(%a0 init: %a1) applies " + std::string(body) +
                            " across dimensions = [1] : (" + t + ", " + s + ") -> " + v + "\n");
        Tensor init(Type::tensor({}, type));  // +0: the rows of negatives keep it as the maximum
        expectSameAsOracle(text, {input, init}, nullptr, NaNs::kAnyNaN);
        init.setBits(
            0, format.infBits() | (std::string(body) == "stablehlo.maximum" ? format.signMask()
                                                                            : 0));  // the identity
        expectSameAsOracle(text, {input, init}, nullptr, NaNs::kAnyNaN);
      }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
