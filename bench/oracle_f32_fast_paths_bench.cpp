// ns per call of the f32 two-level paths (oracle/numerics/f32_fast_paths)
// next to the MPFR path they replace, per function, on 4096 inputs from the
// function's working range (random bit patterns would mostly measure the
// saturated and special-value branches). Run: oracle_bench
// --benchmark_filter=f32 ; each pair reads "<fn>/fast" and "<fn>/mpfr".
#include <benchmark/benchmark.h>

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "oracle/numerics/f32_fast_paths.h"
#include "oracle/numerics/mpfr_functions.h"

namespace hlo_cts::oracle {
namespace {

std::vector<uint32_t> inputsIn(float lo, float hi, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> d(lo, hi);
  std::vector<uint32_t> out(4096);
  for (uint32_t& x : out) {
    const float f = d(rng);
    std::memcpy(&x, &f, 4);
  }
  return out;
}

struct UnaryBench {
  const char* name;
  MpfrUnaryFn fn;
  float lo, hi;
};

const UnaryBench kUnary[] = {
    {"exp", mpfr_exp, -80, 80},        {"expm1", mpfr_expm1, -20, 20},
    {"log", mpfr_log, 0, 1000},        {"log1p", mpfr_log1p, -0.9f, 100},
    {"sin", mpfr_sin, -100, 100},      {"sin_huge_args", mpfr_sin, 1e10f, 1e30f},
    {"cos", mpfr_cos, -100, 100},      {"tan", mpfr_tan, -100, 100},
    {"tanh", mpfr_tanh, -10, 10},      {"logistic", mpfrLogistic, -20, 20},
    {"rsqrt", mpfr_rec_sqrt, 0, 1000}, {"cbrt", mpfr_cbrt, -1000, 1000},
    {"erf", mpfr_erf, -4, 4},          {"atan", mpfr_atan, -100, 100},
    {"erfc", mpfr_erfc, -4, 10},       {"sinh", mpfr_sinh, -20, 20},
    {"acosh", mpfr_acosh, 1, 100},     {"asin", mpfr_asin, -1, 1},
};

void fastUnary(benchmark::State& state, MpfrUnaryFn fn, std::vector<uint32_t> inputs) {
  const F32UnaryFastPath* path = findF32FastPath(fn);
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(evaluateF32Fast(*path, inputs[i]));
    i = (i + 1) & 4095;
  }
}

void mpfrUnary(benchmark::State& state, MpfrUnaryFn fn, std::vector<uint32_t> inputs) {
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(roundMpfrBits(fn, inputs[i], ElementType::kF32));
    i = (i + 1) & 4095;
  }
}

void fastBinary(benchmark::State& state, MpfrBinaryFn fn, std::vector<uint32_t> x,
                std::vector<uint32_t> y) {
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(evaluateF32Fast(fn, x[i], y[i]));
    i = (i + 1) & 4095;
  }
}

void mpfrBinary(benchmark::State& state, MpfrBinaryFn fn, std::vector<uint32_t> x,
                std::vector<uint32_t> y) {
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(roundMpfrBits(fn, x[i], y[i], ElementType::kF32));
    i = (i + 1) & 4095;
  }
}

const bool kRegistered = [] {
  uint64_t seed = 1;
  for (const UnaryBench& b : kUnary) {
    const std::vector<uint32_t> inputs = inputsIn(b.lo, b.hi, seed++);
    benchmark::RegisterBenchmark((std::string("f32/") + b.name + "/fast").c_str(), fastUnary, b.fn,
                                 inputs);
    benchmark::RegisterBenchmark((std::string("f32/") + b.name + "/mpfr").c_str(), mpfrUnary, b.fn,
                                 inputs);
  }
  const std::vector<uint32_t> base = inputsIn(0.01f, 10, 101), power = inputsIn(-20, 20, 102);
  benchmark::RegisterBenchmark("f32/pow/fast", fastBinary, MpfrBinaryFn{mpfr_pow}, base, power);
  benchmark::RegisterBenchmark("f32/pow/mpfr", mpfrBinary, MpfrBinaryFn{mpfr_pow}, base, power);
  const std::vector<uint32_t> y = inputsIn(-100, 100, 103), x = inputsIn(-100, 100, 104);
  benchmark::RegisterBenchmark("f32/atan2/fast", fastBinary, MpfrBinaryFn{mpfr_atan2}, y, x);
  benchmark::RegisterBenchmark("f32/atan2/mpfr", mpfrBinary, MpfrBinaryFn{mpfr_atan2}, y, x);
  return true;
}();

}  // namespace
}  // namespace hlo_cts::oracle
