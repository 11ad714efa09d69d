// The oracle's speed on the two order-unspecified workloads of issue 6 —
// dot_general 256×256×256 f32 and a 3×3 convolution on 1×64×56×56 f32
// (64 output features, padding 1) — in result elements per second, beside
// a plain double-precision loop over the same data in the same run.
#include <benchmark/benchmark.h>

#include <bit>
#include <random>
#include <vector>

#include "oracle/ops/reduction_conv.h"
#include "oracle/ops/reduction_dot.h"

namespace hlo_cts::oracle {
namespace {

std::vector<float> randomFloats(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-1, 1);
  std::vector<float> v(n);
  for (float& x : v) x = dist(rng);
  return v;
}

Tensor f32(std::vector<int64_t> shape, const std::vector<float>& v) {
  Tensor t(std::move(shape), ElementType::kF32);
  for (size_t i = 0; i < v.size(); ++i)
    t.setBits(static_cast<int64_t>(i), std::bit_cast<uint32_t>(v[i]));
  return t;
}

constexpr int64_t kN = 256;

void BM_OracleDotGeneral256(benchmark::State& state) {
  const Tensor a = f32({kN, kN}, randomFloats(kN * kN, 1)),
               b = f32({kN, kN}, randomFloats(kN * kN, 2));
  DotDimensionNumbers dims;
  dims.lhsContracting = {1};
  dims.rhsContracting = {0};
  const Type type = Type::tensor({kN, kN}, ElementType::kF32);
  for (auto _ : state) {
    Result<ReducedTensor> r = dotGeneralExact(a, b, dims, type);
    benchmark::DoNotOptimize(r.ok());
  }
  state.SetItemsProcessed(state.iterations() * kN * kN);
  state.counters["products/s"] = benchmark::Counter(
      static_cast<double>(state.iterations()) * kN * kN * kN, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_OracleDotGeneral256)->Unit(benchmark::kMillisecond)->Iterations(2);

void BM_DoubleLoopDot256(benchmark::State& state) {
  const std::vector<float> a = randomFloats(kN * kN, 1), b = randomFloats(kN * kN, 2);
  std::vector<double> c(kN * kN);
  for (auto _ : state) {
    for (int64_t i = 0; i < kN; ++i)
      for (int64_t j = 0; j < kN; ++j) {
        double s = 0;
        for (int64_t k = 0; k < kN; ++k)
          s += double(a[static_cast<size_t>(i * kN + k)]) * b[static_cast<size_t>(k * kN + j)];
        c[static_cast<size_t>(i * kN + j)] = s;
      }
    benchmark::DoNotOptimize(c.data());
  }
  state.SetItemsProcessed(state.iterations() * kN * kN);
}
BENCHMARK(BM_DoubleLoopDot256)->Unit(benchmark::kMillisecond);

constexpr int64_t kC = 64, kH = 56, kW = 56, kK = 3;

ops::ConvolutionAttrs nchw() {
  ops::ConvolutionAttrs p;
  p.inputBatchDimension = 0;
  p.inputFeatureDimension = 1;
  p.inputSpatialDimensions = {2, 3};
  p.kernelOutputFeatureDimension = 0;
  p.kernelInputFeatureDimension = 1;
  p.kernelSpatialDimensions = {2, 3};
  p.outputBatchDimension = 0;
  p.outputFeatureDimension = 1;
  p.outputSpatialDimensions = {2, 3};
  p.paddingLow = {1, 1};
  p.paddingHigh = {1, 1};
  return p;
}

void BM_OracleConv3x3(benchmark::State& state) {
  const Tensor x = f32({1, kC, kH, kW}, randomFloats(kC * kH * kW, 3));
  const Tensor k = f32({kC, kC, kK, kK}, randomFloats(kC * kC * kK * kK, 4));
  const Type type = Type::tensor({1, kC, kH, kW}, ElementType::kF32);
  for (auto _ : state) {
    Result<ReducedTensor> r = convolutionExact(x, k, nchw(), type);
    benchmark::DoNotOptimize(r.ok());
  }
  state.SetItemsProcessed(state.iterations() * kC * kH * kW);
}
BENCHMARK(BM_OracleConv3x3)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_DoubleLoopConv3x3(benchmark::State& state) {
  const std::vector<float> x = randomFloats(kC * kH * kW, 3),
                           k = randomFloats(kC * kC * kK * kK, 4);
  std::vector<double> y(kC * kH * kW);
  for (auto _ : state) {
    for (int64_t o = 0; o < kC; ++o)
      for (int64_t h = 0; h < kH; ++h)
        for (int64_t w = 0; w < kW; ++w) {
          double s = 0;
          for (int64_t c = 0; c < kC; ++c)
            for (int64_t dh = 0; dh < kK; ++dh)
              for (int64_t dw = 0; dw < kK; ++dw) {
                const int64_t ih = h + dh - 1, iw = w + dw - 1;
                if (ih < 0 || ih >= kH || iw < 0 || iw >= kW) continue;
                s += double(x[static_cast<size_t>((c * kH + ih) * kW + iw)]) *
                     k[static_cast<size_t>(((o * kC + c) * kK + dh) * kK + dw)];
              }
          y[static_cast<size_t>((o * kH + h) * kW + w)] = s;
        }
    benchmark::DoNotOptimize(y.data());
  }
  state.SetItemsProcessed(state.iterations() * kC * kH * kW);
}
BENCHMARK(BM_DoubleLoopConv3x3)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace hlo_cts::oracle
