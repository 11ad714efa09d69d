// Oracle throughput of the element-wise ops, in elements per second, one
// core: each benchmark runs the op's handler (the full oracle path: dispatch,
// typed loop, result tensor, expectation) on a 65,536-element tensor.
// Targets (issue 4): f32 add ≥ 100 M/s, f32 exp/sin/log ≥ 10 M/s, any op on
// f16/bf16/f8 ≥ 50 M/s. Run: oracle_bench --benchmark_filter=Elementwise
#include <benchmark/benchmark.h>

#include <bit>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "oracle/evaluator.h"
#include "oracle/oracle.h"
#include "spec/ir.h"

namespace hlo_cts::oracle {
namespace {

constexpr int64_t kElements = 1 << 16;

// Operands: f32/f64 values spread over [-lo, hi] (transcendental functions'
// working range, not random bit patterns that mostly hit special cases);
// formats of ≤ 16 bits cycle through every pattern; integers are random.
Tensor operand(ElementType type, uint64_t seed, double lo = -10, double hi = 10) {
  Tensor t({kElements}, type);
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> dist(lo, hi);
  for (int64_t i = 0; i < kElements; ++i) {
    if (type == ElementType::kF32)
      t.setBits(i, std::bit_cast<uint32_t>(static_cast<float>(dist(rng))));
    else if (type == ElementType::kF64)
      t.setBits(i, std::bit_cast<uint64_t>(dist(rng)));
    else if (isFloat(type))
      t.setBits(i,
                static_cast<uint64_t>((i * 2654435761u + seed) & floatFormat(type)->allBitsMask()));
    else
      t.setBits(i, rng());
  }
  return t;
}

struct Harness {
  Module module;
  EvalOptions options;
  std::unique_ptr<EvalContext> context;
  Harness() {
    module.op = std::make_unique<Operation>("builtin.module");
    module.op->addRegion()->addBlock();
    context = std::make_unique<EvalContext>(*checker::verify(module).verified, options, oracleOps(),
                                            oraclePasses());
  }
};

void runOp(benchmark::State& state, const std::string& name, std::vector<Tensor> operands,
           ElementType resultType, std::vector<NamedAttribute> attrs = {}) {
  static Harness harness;
  Operation op(name);
  std::vector<std::unique_ptr<Value>> values;
  std::vector<RuntimeValue> runtime;
  for (Tensor& t : operands) {
    values.push_back(std::make_unique<Value>());
    values.back()->type = t.type();
    op.addOperand(values.back().get());
    runtime.push_back(RuntimeValue::fromTensor(std::move(t)));
  }
  op.addResult(Type::tensor({kElements}, resultType));
  for (NamedAttribute& a : attrs) op.setProperty(std::move(a.name), std::move(a.value));
  OpHandler handler = oracleOps().find(opIdOf(name));
  if (!handler) {
    state.SkipWithError("no handler");
    return;
  }
  // First call outside the timing: builds the exhaustive tables of small
  // formats (a one-time cost per function and format).
  if (!handler(op, runtime, *harness.context).ok()) {
    state.SkipWithError("evaluation failed");
    return;
  }
  for (auto _ : state) {
    auto result = handler(op, runtime, *harness.context);
    benchmark::DoNotOptimize(result);
  }
  state.SetItemsProcessed(state.iterations() * kElements);
}

void unary(benchmark::State& state, const char* name, ElementType type, double lo = -10,
           double hi = 10) {
  runOp(state, name, {operand(type, 1, lo, hi)}, type);
}

void binary(benchmark::State& state, const char* name, ElementType type) {
  runOp(state, name, {operand(type, 1), operand(type, 2)}, type);
}

using E = ElementType;

// The targets first.
BENCHMARK_CAPTURE(binary, Elementwise_add_f32, "stablehlo.add", E::kF32);
BENCHMARK_CAPTURE(unary, Elementwise_exp_f32, "stablehlo.exponential", E::kF32, -80, 80);
BENCHMARK_CAPTURE(unary, Elementwise_sin_f32, "stablehlo.sine", E::kF32, -100, 100);
BENCHMARK_CAPTURE(unary, Elementwise_cos_f32, "stablehlo.cosine", E::kF32, -100, 100);
BENCHMARK_CAPTURE(unary, Elementwise_log_f32, "stablehlo.log", E::kF32, 0, 1000);
BENCHMARK_CAPTURE(binary, Elementwise_add_f16, "stablehlo.add", E::kF16);
BENCHMARK_CAPTURE(binary, Elementwise_add_bf16, "stablehlo.add", E::kBF16);
BENCHMARK_CAPTURE(binary, Elementwise_add_f8E4M3FN, "stablehlo.add", E::kF8E4M3FN);
BENCHMARK_CAPTURE(binary, Elementwise_multiply_f8E5M2, "stablehlo.multiply", E::kF8E5M2);
BENCHMARK_CAPTURE(binary, Elementwise_divide_bf16, "stablehlo.divide", E::kBF16);
BENCHMARK_CAPTURE(unary, Elementwise_exp_f16, "stablehlo.exponential", E::kF16);
BENCHMARK_CAPTURE(unary, Elementwise_sin_bf16, "stablehlo.sine", E::kBF16);
BENCHMARK_CAPTURE(unary, Elementwise_log_f8E4M3FN, "stablehlo.log", E::kF8E4M3FN);
BENCHMARK_CAPTURE(unary, Elementwise_tanh_f8E5M2, "stablehlo.tanh", E::kF8E5M2);
BENCHMARK_CAPTURE(unary, Elementwise_sqrt_f16, "stablehlo.sqrt", E::kF16);
BENCHMARK_CAPTURE(binary, Elementwise_power_f8E4M3FN, "stablehlo.power", E::kF8E4M3FN);

// The rest of the picture.
BENCHMARK_CAPTURE(binary, Elementwise_add_f64, "stablehlo.add", E::kF64);
BENCHMARK_CAPTURE(binary, Elementwise_multiply_f32, "stablehlo.multiply", E::kF32);
BENCHMARK_CAPTURE(binary, Elementwise_divide_f32, "stablehlo.divide", E::kF32);
BENCHMARK_CAPTURE(binary, Elementwise_maximum_f32, "stablehlo.maximum", E::kF32);
BENCHMARK_CAPTURE(unary, Elementwise_sqrt_f32, "stablehlo.sqrt", E::kF32, 0, 1000);
BENCHMARK_CAPTURE(unary, Elementwise_negate_f32, "stablehlo.negate", E::kF32);
BENCHMARK_CAPTURE(unary, Elementwise_tanh_f32, "stablehlo.tanh", E::kF32);
BENCHMARK_CAPTURE(unary, Elementwise_logistic_f32, "stablehlo.logistic", E::kF32);
BENCHMARK_CAPTURE(unary, Elementwise_exp_f64, "stablehlo.exponential", E::kF64, -700, 700);
BENCHMARK_CAPTURE(unary, Elementwise_sin_f64, "stablehlo.sine", E::kF64, -100, 100);
BENCHMARK_CAPTURE(unary, Elementwise_cos_f64, "stablehlo.cosine", E::kF64, -100, 100);
BENCHMARK_CAPTURE(binary, Elementwise_power_f32, "stablehlo.power", E::kF32);
BENCHMARK_CAPTURE(binary, Elementwise_add_i32, "stablehlo.add", E::kSI32);
BENCHMARK_CAPTURE(binary, Elementwise_divide_i32, "stablehlo.divide", E::kSI32);
BENCHMARK_CAPTURE(binary, Elementwise_shift_left_i8, "stablehlo.shift_left", E::kSI8);

void convert(benchmark::State& state, ElementType from, ElementType to) {
  runOp(state, "stablehlo.convert", {operand(from, 1)}, to);
}
BENCHMARK_CAPTURE(convert, Elementwise_convert_f32_to_bf16, E::kF32, E::kBF16);
BENCHMARK_CAPTURE(convert, Elementwise_convert_f32_to_f8E4M3FN, E::kF32, E::kF8E4M3FN);
BENCHMARK_CAPTURE(convert, Elementwise_convert_f16_to_f32, E::kF16, E::kF32);

void compare(benchmark::State& state, ElementType type) {
  runOp(state, "stablehlo.compare", {operand(type, 1), operand(type, 2)}, E::kI1,
        {{"comparison_direction",
          Attribute::enumeration("stablehlo", "comparison_direction", "LT")}});
}
BENCHMARK_CAPTURE(compare, Elementwise_compare_f32, E::kF32);
BENCHMARK_CAPTURE(compare, Elementwise_compare_bf16, E::kBF16);

}  // namespace
}  // namespace hlo_cts::oracle
