// simd-cpu's element-wise ops on the types added for issue 13, against the
// oracle bit for bit: chlo.conj on real floats (the identity), imag of a
// real float (+0), chlo.next_after on the narrow formats' own grids (zeros,
// signs, the ends of each format), and chlo.broadcast_maximum / minimum on
// complex numbers (lexicographic, NaN parts propagating their operand).
#include "spec/float_value.h"
#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace testing;

// Random bits of `type` with its NaNs replaced by zeros (a NaN's payload
// is spelled differently by the backends and judged by no profile).
Tensor randomNonNaN(const std::vector<int64_t>& shape, ElementType type, std::mt19937_64& rng) {
  Tensor t = randomTensor(shape, type, rng);
  for (int64_t i = 0; i < t.numElements(); ++i)
    if (isNaNBits(t.bits(i), type)) t.setBits(i, 0);
  return t;
}

std::string genericOp(const std::string& name, int arity, const std::string& t) {
  std::string operands, types;
  for (int i = 0; i < arity; ++i) {
    operands += (i ? ", %a" : "%a") + std::to_string(i);
    types += (i ? ", " : "") + t;
  }
  return "  %r0 = \"" + name + "\"(" + operands + ") : (" + types + ") -> " + t + "\n";
}

// conj of a real float is itself, its imag +0.
TEST(SimdCpuElementwiseOps, ConjAndImagOfARealFloat) {
  std::mt19937_64 rng(21);
  for (ElementType type : {ElementType::kF32, ElementType::kF64, ElementType::kF16,
                           ElementType::kBF16, ElementType::kF8E4M3FN, ElementType::kF8E5M2}) {
    const std::string t = tensorType({16}, type);
    for (const char* op : {"chlo.conj", "stablehlo.imag"})
      expectSameAsOracle(mainProgram({t}, {t}, genericOp(op, 1, t)),
                         {randomNonNaN({16}, type, rng)});
  }
}

TEST(SimdCpuElementwiseOps, NextAfterStepsOnEachNarrowFormatsGrid) {
  std::mt19937_64 rng(22);
  for (ElementType type :
       {ElementType::kF16, ElementType::kBF16, ElementType::kF8E4M3FN, ElementType::kF8E5M2,
        ElementType::kF8E4M3FNUZ, ElementType::kF8E5M2FNUZ, ElementType::kF8E4M3B11FNUZ}) {
    const int64_t n = 512;
    Tensor x = randomNonNaN({n}, type, rng);
    Tensor y = randomNonNaN({n}, type, rng);
    // Equal operands, zeros of both signs and the neighbours of zero.
    for (int64_t i = 0; i < 8; ++i) y.setBits(i, x.bits(i));
    x.setBits(8, 0);
    x.setBits(9, 0);
    y.setBits(9, x.bits(10));
    for (const char* op : {"chlo.next_after", "chlo.broadcast_next_after"}) {
      const std::string t = tensorType({n}, type);
      expectSameAsOracle(mainProgram({t, t}, {t}, genericOp(op, 2, t)), {x, y});
    }
  }
}

TEST(SimdCpuElementwiseOps, ComplexMaximumAndMinimumAreLexicographic) {
  std::mt19937_64 rng(23);
  for (ElementType type : {ElementType::kComplexF32, ElementType::kComplexF64}) {
    const int64_t n = 64;
    Tensor a = randomTensor({n}, type, rng);
    Tensor b = randomTensor({n}, type, rng);
    // Equal real parts: the imaginary parts decide.
    for (int64_t i = 0; i < n / 2; ++i) b.setPartBits(i, 0, a.partBits(i, 0));
    const std::string t = tensorType({n}, type);
    for (const char* op : {"chlo.broadcast_maximum", "chlo.broadcast_minimum", "stablehlo.maximum",
                           "stablehlo.minimum"})
      expectSameAsOracle(mainProgram({t, t}, {t}, genericOp(op, 2, t)), {a, b});
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
