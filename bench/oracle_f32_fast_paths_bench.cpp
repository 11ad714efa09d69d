// ns per call of the two-level paths (oracle/numerics/f32_fast_paths,
// f64_fast_paths) next to the MPFR path they replace, per function, on 4096
// inputs from the function's working range (random bit patterns would
// mostly measure the saturated and special-value branches); f64 mostly on
// [−0.5, 0.55]. Run: oracle_bench --benchmark_filter='f32|f64' ; each pair
// reads "<type>/<fn>/fast" and "<type>/<fn>/mpfr", with elements/s.
#include <benchmark/benchmark.h>

#include <bit>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "numerics/mpfr_functions.h"
#include "oracle/numerics/f32_fast_paths.h"
#include "oracle/numerics/f64_fast_paths.h"

namespace hlo_cts::oracle {
namespace {

template <class Float>
using BitsOf = std::conditional_t<sizeof(Float) == 4, uint32_t, uint64_t>;

template <class Float = float>
std::vector<BitsOf<Float>> inputsIn(std::type_identity_t<Float> lo, std::type_identity_t<Float> hi,
                                    uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<Float> d(lo, hi);
  std::vector<BitsOf<Float>> out(4096);
  for (BitsOf<Float>& x : out) x = std::bit_cast<BitsOf<Float>>(d(rng));
  return out;
}

// evaluate(inputs[i]) over the inputs in turn, one element per iteration.
template <class Bits, class Evaluate>
void cycle(benchmark::State& state, const std::vector<Bits>& inputs, Evaluate evaluate) {
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(evaluate(inputs[i]));
    i = (i + 1) & 4095;
  }
  state.SetItemsProcessed(state.iterations());
}

struct UnaryBench {
  const char* name;
  MpfrUnaryFn fn;
  double lo, hi;  // f32 ranges are f32 values
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

template <class Bits>
void fastUnary(benchmark::State& state, MpfrUnaryFn fn, std::vector<Bits> inputs) {
  if constexpr (sizeof(Bits) == 4) {
    const F32UnaryFastPath* path = findF32FastPath(fn);
    cycle(state, inputs, [path](Bits x) { return evaluateF32Fast(*path, x); });
  } else {
    const F64UnaryFastPath* path = findF64FastPath(fn);
    cycle(state, inputs, [path](Bits x) { return evaluateF64Fast(*path, x); });
  }
}

template <class Bits>
void mpfrUnary(benchmark::State& state, MpfrUnaryFn fn, std::vector<Bits> inputs) {
  const ElementType type = sizeof(Bits) == 4 ? ElementType::kF32 : ElementType::kF64;
  cycle(state, inputs, [fn, type](Bits x) { return roundMpfrBits(fn, x, type); });
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

const UnaryBench kF64Unary[] = {
    {"exp", mpfr_exp, -0.5, 0.55}, {"sin", mpfr_sin, -0.5, 0.55},     {"cos", mpfr_cos, -0.5, 0.55},
    {"log", mpfr_log, 0.01, 10},   {"log1p", mpfr_log1p, -0.5, 0.55},
};

const bool kRegistered = [] {
  uint64_t seed = 1;
  for (const UnaryBench& b : kUnary) {
    const std::vector<uint32_t> inputs = inputsIn(b.lo, b.hi, seed++);
    benchmark::RegisterBenchmark((std::string("f32/") + b.name + "/fast").c_str(),
                                 fastUnary<uint32_t>, b.fn, inputs);
    benchmark::RegisterBenchmark((std::string("f32/") + b.name + "/mpfr").c_str(),
                                 mpfrUnary<uint32_t>, b.fn, inputs);
  }
  const std::vector<uint32_t> base = inputsIn(0.01f, 10, 101), power = inputsIn(-20, 20, 102);
  benchmark::RegisterBenchmark("f32/pow/fast", fastBinary, MpfrBinaryFn{mpfr_pow}, base, power);
  benchmark::RegisterBenchmark("f32/pow/mpfr", mpfrBinary, MpfrBinaryFn{mpfr_pow}, base, power);
  const std::vector<uint32_t> y = inputsIn(-100, 100, 103), x = inputsIn(-100, 100, 104);
  benchmark::RegisterBenchmark("f32/atan2/fast", fastBinary, MpfrBinaryFn{mpfr_atan2}, y, x);
  benchmark::RegisterBenchmark("f32/atan2/mpfr", mpfrBinary, MpfrBinaryFn{mpfr_atan2}, y, x);
  for (const UnaryBench& b : kF64Unary) {
    const std::vector<uint64_t> inputs = inputsIn<double>(b.lo, b.hi, 201);
    benchmark::RegisterBenchmark((std::string("f64/") + b.name + "/fast").c_str(),
                                 fastUnary<uint64_t>, b.fn, inputs);
    benchmark::RegisterBenchmark((std::string("f64/") + b.name + "/mpfr").c_str(),
                                 mpfrUnary<uint64_t>, b.fn, inputs);
  }
  return true;
}();

}  // namespace
}  // namespace hlo_cts::oracle
