// The reference beside the oracle's workload figures (bench/oracle_workloads.py):
// a plain loop doing each workload's work on the same inputs (iota · 1e-6 − 0.5,
// as ../shared/workloads builds them) in host double or float arithmetic,
// one thread. Names read "Plain/<workload>"; items/s is the work rate the
// script prints beside the oracle's.
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <vector>

namespace {

template <class T>
std::vector<T> iotaInputs(int64_t n) {
  std::vector<T> x(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) x[static_cast<size_t>(i)] = T(i) * T(1.0e-6) - T(0.5);
  return x;
}

template <class T, class F>
void unaryLoop(benchmark::State& state, int64_t n, int chain, F f) {
  std::vector<T> x = iotaInputs<T>(n), y(x.size());
  for (auto _ : state) {
    for (size_t i = 0; i < x.size(); ++i) {
      T v = x[i];
      for (int c = 0; c < chain; ++c) v = f(v);
      y[i] = v;
    }
    benchmark::DoNotOptimize(y.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * n * chain);
}

constexpr int64_t k1M = int64_t{1} << 20;

void expF32(benchmark::State& s) {
  unaryLoop<float>(s, k1M, 1, [](float v) { return std::exp(v); });
}
void sineF32(benchmark::State& s) {
  unaryLoop<float>(s, k1M, 1, [](float v) { return std::sin(v); });
}
void expF64(benchmark::State& s) {
  unaryLoop<double>(s, k1M, 1, [](double v) { return std::exp(v); });
}
void sineF64(benchmark::State& s) {
  unaryLoop<double>(s, k1M, 1, [](double v) { return std::sin(v); });
}
void exp8F32(benchmark::State& s) {
  unaryLoop<float>(s, k1M, 7, [](float v) { return std::exp(v); });
}
void exp8F64(benchmark::State& s) {
  unaryLoop<double>(s, k1M, 7, [](double v) { return std::exp(v); });
}

void addLoop(benchmark::State& state, int64_t n, int chain) {
  std::vector<float> x = iotaInputs<float>(n), y = iotaInputs<float>(n), z(x.size());
  for (auto _ : state) {
    for (size_t i = 0; i < x.size(); ++i) {
      float v = x[i];
      for (int c = 0; c < chain; ++c) v = v + y[i];
      z[i] = v;
    }
    benchmark::DoNotOptimize(z.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * n * chain);
}
void add1M(benchmark::State& s) {
  addLoop(s, k1M, 1);
}
void add8x1M(benchmark::State& s) {
  addLoop(s, k1M, 7);
}
void add16M(benchmark::State& s) {
  addLoop(s, 16 * k1M, 1);
}

void reduce4M(benchmark::State& state) {
  const std::vector<float> x = iotaInputs<float>(4 * k1M);
  for (auto _ : state) {
    double sum = 0;
    for (float v : x) sum += v;
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(state.iterations() * 4 * k1M);
}

void dotLoop(benchmark::State& state, int64_t n) {
  const std::vector<float> a = iotaInputs<float>(n * n), b = iotaInputs<float>(n * n);
  std::vector<float> c(static_cast<size_t>(n * n));
  for (auto _ : state) {
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j) {
        double sum = 0;
        for (int64_t k = 0; k < n; ++k)
          sum += double(a[static_cast<size_t>(i * n + k)]) * b[static_cast<size_t>(k * n + j)];
        c[static_cast<size_t>(i * n + j)] = static_cast<float>(sum);
      }
    benchmark::DoNotOptimize(c.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * n * n * n);
}
void dot128(benchmark::State& s) {
  dotLoop(s, 128);
}
void dot256(benchmark::State& s) {
  dotLoop(s, 256);
}

BENCHMARK(expF32)->Name("Plain/exp_1M")->Unit(benchmark::kMillisecond);
BENCHMARK(sineF32)->Name("Plain/sine_1M")->Unit(benchmark::kMillisecond);
BENCHMARK(expF64)->Name("Plain/exp_1M_f64")->Unit(benchmark::kMillisecond);
BENCHMARK(sineF64)->Name("Plain/sine_1M_f64")->Unit(benchmark::kMillisecond);
BENCHMARK(exp8F32)->Name("Plain/exp8_1M")->Unit(benchmark::kMillisecond);
BENCHMARK(exp8F64)->Name("Plain/exp8_1M_f64")->Unit(benchmark::kMillisecond);
BENCHMARK(add1M)->Name("Plain/add_1M")->Unit(benchmark::kMillisecond);
BENCHMARK(add8x1M)->Name("Plain/add8_1M")->Unit(benchmark::kMillisecond);
BENCHMARK(add16M)->Name("Plain/add_16M")->Unit(benchmark::kMillisecond);
BENCHMARK(reduce4M)->Name("Plain/reduce_4M")->Unit(benchmark::kMillisecond);
BENCHMARK(dot128)->Name("Plain/dot_128")->Unit(benchmark::kMillisecond);
BENCHMARK(dot256)->Name("Plain/dot_256")->Unit(benchmark::kMillisecond);

}  // namespace
