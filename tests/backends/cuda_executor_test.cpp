// The CUDA executor without a GPU: its compiled programs run on the host
// device, which runs the kernels' own device functions (device_code.h), and
// must give the oracle's results bit for bit where the ops are exact:
// fused chains through transposes, broadcasts, slices, reversals and iotas on
// every compute type, conversions between all of them, integer reductions,
// and products of exactly representable values. The float reduction order is
// the documented one (chunks, then neighbours pairwise), and `--backend cuda`
// says why it is unavailable instead of failing.
#include <bit>
#include <cstdlib>
#include <optional>
#include <utility>

#include <fmt/format.h>

#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/cuda_plan.h"
#include "spec/float_value.h"
#include "spec/text/parser.h"
#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace testing;

std::unique_ptr<Backend> cudaHost() {
  return makeCudaBackend(cuda::hostDevice(), "cuda-host");
}

// Random finite values (NaN and Inf bits replaced by 0). Products can still
// overflow to NaN in formats without Inf; NaNs compare as equal.
Tensor randomFinite(const std::vector<int64_t>& shape, ElementType type, std::mt19937_64& rng) {
  Tensor t = randomTensor(shape, type, rng);
  if (isFloat(type))
    for (int64_t i = 0; i < t.numElements(); ++i)
      if (const FloatClass c = classifyFloat(t.bits(i), type);
          c == FloatClass::kNaN || c == FloatClass::kInfinite)
        t.setBits(i, 0);
  return t;
}

size_t launchesOf(const std::string& text) {
  Result<Module> module = parseModule(text, "cuda.mlir");
  EXPECT_TRUE(module.ok()) << module.error().str();
  if (!module.ok()) return 0;
  auto plan = cuda::CudaPlan::compile(*module, "main");
  EXPECT_TRUE(plan.ok()) << plan.error().str();
  return plan.ok() ? (*plan)->numLaunches() : 0;
}

// r0 = select(t > b, t * t, t + b) with t = transpose(a0), b a broadcast
// of a1 along the rows; r1 = its conversion to `to`; r2 = a reversed,
// strided slice of r0 plus an iota.
std::string floatChain(ElementType type, ElementType to) {
  const std::string x = tensorType({5, 3}, type), t = tensorType({3, 5}, type),
                    row = tensorType({5}, type), c = tensorType({3, 5}, ElementType::kI1),
                    conv = tensorType({3, 5}, to), sliced = tensorType({2, 5}, type);
  const std::string body =
      "  %t = stablehlo.transpose %a0, dims = [1, 0] : (" + x + ") -> " + t + "\n" +
      "  %b = stablehlo.broadcast_in_dim %a1, dims = [1] : (" + row + ") -> " + t + "\n" +
      "  %s = stablehlo.add %t, %b : " + t + "\n" +  //
      "  %m = stablehlo.multiply %t, %t : " + t + "\n" + "  %c = stablehlo.compare GT, %t, %b : (" +
      t + ", " + t + ") -> " + c + "\n" + "  %r0 = stablehlo.select %c, %m, %s : " + c + ", " + t +
      "\n" + "  %r1 = stablehlo.convert %r0 : (" + t + ") -> " + conv + "\n" +
      "  %v = stablehlo.reverse %r0, dims = [1] : " + t + "\n" +
      "  %l = stablehlo.slice %v [0:3:2, 0:5] : (" + t + ") -> " + sliced + "\n" +
      "  %i = stablehlo.iota dim = 1 : " + sliced + "\n" + "  %f = stablehlo.floor %l : " + sliced +
      "\n" + "  %r2 = stablehlo.subtract %f, %i : " + sliced + "\n";
  return mainProgram({x, row}, {t, conv, sliced}, body);
}

TEST(CudaExecutor, FusedFloatChainsMatchTheOracleBitForBit) {
  std::mt19937_64 rng(7);
  const ElementType types[] = {ElementType::kF32,      ElementType::kF64,
                               ElementType::kF16,      ElementType::kBF16,
                               ElementType::kF8E4M3FN, ElementType::kF8E5M2,
                               ElementType::kF4E2M1FN, ElementType::kF8E4M3FNUZ};
  std::unique_ptr<Backend> backend = cudaHost();
  for (ElementType type : types)
    for (ElementType to : {ElementType::kF16, ElementType::kSI8, ElementType::kF64,
                           ElementType::kUI32, ElementType::kF8E4M3FN})
      for (int trial = 0; trial < 3; ++trial) {
        SCOPED_TRACE(fmt::format("{} to {}", elementTypeName(type), elementTypeName(to)));
        expectSameAsOracle(floatChain(type, to),
                           {randomFinite({5, 3}, type, rng), randomFinite({5}, type, rng)},
                           backend.get(), NaNs::kAnyNaN);
      }
}

// Integer ops that wrap, divide by zero, shift too far; comparisons signed
// and unsigned; conversions to floats of several widths (one rounding).
std::string integerChain(ElementType type, ElementType to) {
  const std::string t = tensorType({4, 6}, type), c = tensorType({4, 6}, ElementType::kI1),
                    conv = tensorType({4, 6}, to);
  const std::string body =
      "  %s = stablehlo.add %a0, %a1 : " + t + "\n" + "  %m = stablehlo.multiply %s, %a1 : " + t +
      "\n" + "  %d = stablehlo.divide %m, %a0 : " + t + "\n" +
      "  %h = stablehlo.shift_left %d, %a1 : " + t + "\n" + "  %x = stablehlo.xor %h, %a0 : " + t +
      "\n" + "  %c = stablehlo.compare LT, %x, %a1 : (" + t + ", " + t + ") -> " + c + "\n" +
      "  %r0 = stablehlo.select %c, %x, %d : " + c + ", " + t + "\n" +
      "  %r1 = stablehlo.convert %r0 : (" + t + ") -> " + conv + "\n" +
      "  %n = stablehlo.not %c : " + c + "\n" +  //
      "  %r2 = stablehlo.and %n, %c : " + c + "\n";
  return mainProgram({t, t}, {t, conv, c}, body);
}

TEST(CudaExecutor, IntegerChainsWrapDivideAndConvertAsTheOracle) {
  std::mt19937_64 rng(11);
  std::unique_ptr<Backend> backend = cudaHost();
  for (ElementType type : {ElementType::kSI8, ElementType::kUI16, ElementType::kSI32,
                           ElementType::kUI64, ElementType::kSI64, ElementType::kSI4})
    for (ElementType to : {ElementType::kF32, ElementType::kF16, ElementType::kBF16,
                           ElementType::kSI16, ElementType::kF64})
      for (int trial = 0; trial < 3; ++trial) {
        Tensor shifts = randomIndices({4, 6}, type, 0, 3, rng);
        expectSameAsOracle(integerChain(type, to), {randomTensor({4, 6}, type, rng), shifts},
                           backend.get());
      }
}

// Ops that read part of an operand's index space (windows) or at run-time
// offsets: concatenate, pad with negative edges and interior padding,
// dynamic_slice with start indices out of range (clamped), then a
// chlo.broadcast_add of a row against the result.
std::string windowedChain(ElementType type, ElementType indexType) {
  const std::string a = tensorType({2, 3}, type), b = tensorType({4, 3}, type),
                    cat = tensorType({6, 3}, type), padded = tensorType({12, 4}, type),
                    slice = tensorType({3, 2}, type), row = tensorType({2}, type),
                    scalar = tensorType({}, type), index = tensorType({}, indexType);
  const std::string body =
      "  %c = stablehlo.concatenate %a0, %a1, dim = 0 : (" + a + ", " + b + ") -> " + cat + "\n" +
      "  %r0 = stablehlo.pad %c, %a2, low = [-1, 1], high = [2, 0], interior = [1, 0] : (" + cat +
      ", " + scalar + ") -> " + padded + "\n" +
      "  %s = stablehlo.dynamic_slice %r0, %a3, %a4, sizes = [3, 2] : (" + padded + ", " + index +
      ", " + index + ") -> " + slice + "\n" + "  %r1 = chlo.broadcast_add %s, %a5 : (" + slice +
      ", " + row + ") -> " + slice + "\n";
  return mainProgram({a, b, scalar, index, index, row}, {padded, slice}, body);
}

TEST(CudaExecutor, WindowsRunTimeOffsetsAndImplicitBroadcastsMatchTheOracle) {
  std::mt19937_64 rng(23);
  std::unique_ptr<Backend> backend = cudaHost();
  for (ElementType type : {ElementType::kF32, ElementType::kBF16, ElementType::kSI16,
                           ElementType::kUI8, ElementType::kF64})
    for (ElementType indexType : {ElementType::kSI32, ElementType::kUI64, ElementType::kSI8})
      for (int trial = 0; trial < 4; ++trial) {
        SCOPED_TRACE(
            fmt::format("{}, indices {}", elementTypeName(type), elementTypeName(indexType)));
        expectSameAsOracle(windowedChain(type, indexType),
                           {randomFinite({2, 3}, type, rng), randomFinite({4, 3}, type, rng),
                            randomFinite({}, type, rng), randomTensor({}, indexType, rng),
                            randomIndices({}, indexType, 0, 12, rng), randomFinite({2}, type, rng)},
                           backend.get(), NaNs::kAnyNaN);
      }
}

// reduce_precision on every encoding of the narrow formats, through the
// functor both executors share (scalar_functors.h): the narrow format's own
// grid (its subnormals keep their spacing) and, with no mantissa bits, ties
// to the even exponent field.
TEST(CudaExecutor, ReducePrecisionOfEveryNarrowEncodingMatchesTheOracle) {
  std::unique_ptr<Backend> cuda = cudaHost();
  std::unique_ptr<Backend> simd = makeSimdCpuBackend();
  for (ElementType type : {ElementType::kF16, ElementType::kBF16, ElementType::kF8E4M3FN,
                           ElementType::kF8E5M2, ElementType::kF8E4M3FNUZ}) {
    const int64_t count = int64_t{1} << bitWidth(type);
    Tensor all({count}, type);
    for (int64_t i = 0; i < count; ++i) all.setBits(i, static_cast<uint64_t>(i));
    const std::string t = tensorType({count}, type);
    for (const char* format : {"e5m1", "e8m0", "e3m2", "e2m0", "e8m23"}) {
      SCOPED_TRACE(fmt::format("{} {}", elementTypeName(type), format));
      const std::string program =
          mainProgram({t}, {t},
                      std::string("  %r0 = stablehlo.reduce_precision %a0, format = ") + format +
                          " : " + t + "\n");
      expectSameAsOracle(program, {all}, cuda.get(), NaNs::kAnyNaN);
      expectSameAsOracle(program, {all}, simd.get(), NaNs::kAnyNaN);
    }
  }
}

TEST(CudaExecutor, AChainOfElementwiseAndReindexingOpsIsOneKernel) {
  EXPECT_EQ(launchesOf(floatChain(ElementType::kF32, ElementType::kF16)), 3u)
      << "one launch per returned value: r0 is read twice, so it is materialized";
  const std::string t = tensorType({8, 4}, ElementType::kF32);
  const std::string chain = mainProgram({t}, {t},
                                        "  %e = stablehlo.exponential %a0 : " + t +
                                            "\n  %n = stablehlo.negate %e : " + t +
                                            "\n  %r0 = stablehlo.tanh %n : " + t + "\n");
  EXPECT_EQ(launchesOf(chain), 1u);
}

std::string reduceProgram(const std::vector<int64_t>& shape, std::vector<int64_t> dims,
                          ElementType type, const std::string& body) {
  std::vector<int64_t> kept;
  for (size_t d = 0; d < shape.size(); ++d)
    if (std::find(dims.begin(), dims.end(), static_cast<int64_t>(d)) == dims.end())
      kept.push_back(shape[d]);
  const std::string in = tensorType(shape, type), out = tensorType(kept, type),
                    scalar = tensorType({}, type);
  return mainProgram({in, scalar}, {out},
                     "  %r0 = stablehlo.reduce(%a0 init: %a1) applies stablehlo." + body +
                         " across dimensions = " + list(dims) + " : (" + in + ", " + scalar +
                         ") -> " + out + "\n");
}

TEST(CudaExecutor, IntegerAndBooleanReductionsMatchTheOracle) {
  std::mt19937_64 rng(5);
  std::unique_ptr<Backend> backend = cudaHost();
  const std::vector<std::vector<int64_t>> dimSets = {{0}, {1}, {0, 2}, {2, 1}, {0, 1, 2}};
  for (const auto& dims : dimSets) {
    for (const char* body : {"add", "multiply", "maximum", "minimum", "xor"})
      for (ElementType type : {ElementType::kSI32, ElementType::kUI8, ElementType::kSI64})
        expectSameAsOracle(reduceProgram({3, 300, 2}, dims, type, body),
                           {randomTensor({3, 300, 2}, type, rng), randomTensor({}, type, rng)},
                           backend.get());
    for (const char* body : {"and", "or"})
      expectSameAsOracle(reduceProgram({3, 40, 2}, dims, ElementType::kI1, body),
                         {randomIndices({3, 40, 2}, ElementType::kI1, 0, 1, rng),
                          randomIndices({}, ElementType::kI1, 0, 1, rng)},
                         backend.get());
  }
}

// argmax as a two-operand reduce (value, index) whose body compares and
// selects: a register program run per combine. Ties go to the lower index,
// so every schedule gives the oracle's result.
TEST(CudaExecutor, VariadicReductionsWithRegionBodiesMatchTheOracle) {
  std::mt19937_64 rng(29);
  std::unique_ptr<Backend> backend = cudaHost();
  for (ElementType type : {ElementType::kF32, ElementType::kSI32, ElementType::kBF16}) {
    const std::string data = tensorType({3, 700}, type),
                      index = tensorType({3, 700}, ElementType::kSI32),
                      value = tensorType({3}, type), position = tensorType({3}, ElementType::kSI32),
                      scalar = tensorType({}, type),
                      scalarIndex = tensorType({}, ElementType::kSI32);
    const std::string body = "  %i = stablehlo.iota dim = 1 : " + index + "\n" +
                             "  %r0, %r1 = \"stablehlo.reduce\"(%a0, %i, %a1, %a2) ({\n"
                             "  ^bb0(%x: " +
                             scalar + ", %xi: " + scalarIndex + ", %y: " + scalar +
                             ", %yi: " + scalarIndex +
                             "):\n"
                             "    %gt = stablehlo.compare GT, %x, %y : (" +
                             scalar + ", " + scalar +
                             ") -> tensor<i1>\n"
                             "    %eq = stablehlo.compare EQ, %x, %y : (" +
                             scalar + ", " + scalar +
                             ") -> tensor<i1>\n"
                             "    %lt = stablehlo.compare LT, %xi, %yi : (" +
                             scalarIndex + ", " + scalarIndex +
                             ") -> tensor<i1>\n"
                             "    %tie = stablehlo.and %eq, %lt : tensor<i1>\n"
                             "    %left = stablehlo.or %gt, %tie : tensor<i1>\n"
                             "    %v = stablehlo.select %left, %x, %y : tensor<i1>, " +
                             scalar +
                             "\n"
                             "    %k = stablehlo.select %left, %xi, %yi : tensor<i1>, " +
                             scalarIndex +
                             "\n"
                             "    stablehlo.return %v, %k : " +
                             scalar + ", " + scalarIndex +
                             "\n"
                             "  }) {dimensions = array<i64: 1>} : (" +
                             data + ", " + index + ", " + scalar + ", " + scalarIndex + ") -> (" +
                             value + ", " + position + ")\n";
    Tensor values = randomFinite({3, 700}, type, rng);
    if (type == ElementType::kSI32)  // few distinct values: ties
      values = randomIndices({3, 700}, type, -3, 3, rng);
    expectSameAsOracle(
        mainProgram({data, scalar, scalarIndex}, {value, position}, body),
        {values, randomFinite({}, type, rng), randomIndices({}, ElementType::kSI32, 0, 0, rng)},
        backend.get(), NaNs::kAnyNaN);
  }
}

TEST(CudaExecutor, ReductionScheduleSplitsOutputsIntoSegmentsOfWholeSteps) {
  using Schedule = std::pair<int, int64_t>;  // segments, elements per segment
  const auto schedule = [](int64_t outputs, int64_t count) {
    cuda::ReduceCode code;
    code.numOutputs = outputs;
    code.reducedCount = count;
    cuda::reduceSchedule(code);
    return Schedule(code.segments, code.segmentLength);
  };
  // One sum of 16M: as many segments as allowed, 4096 elements each.
  EXPECT_EQ(schedule(1, int64_t{1} << 24), Schedule(4096, 4096));
  // 4096 rows of 4096 (softmax): 32768 segments in all.
  EXPECT_EQ(schedule(4096, 4096), Schedule(8, 512));
  // At least 256 elements a segment; lengths are whole steps of 256.
  EXPECT_EQ(schedule(1, 1000), Schedule(4, 256));
  EXPECT_EQ(schedule(1, 3), Schedule(1, 256));
  EXPECT_EQ(schedule(1, 0), Schedule(1, 256));
  // Many outputs: one segment each.
  EXPECT_EQ(schedule(int64_t{1} << 20, 100), Schedule(1, 256));
}

TEST(CudaExecutor, FloatSumsFollowTheDocumentedSegmentedOrder) {
  // 1000 elements: 4 segments of 256 (the last one 232), each one step of
  // 32 lanes' runs of 8 consecutive elements, each run summed in order,
  // the runs combined neighbours first; then the segments neighbours
  // first, then init + total. Values of very different magnitudes make any
  // other order give other bits.
  std::mt19937_64 rng(3);
  std::vector<float> values(1000);
  Tensor input({1000}, ElementType::kF32);
  for (size_t i = 0; i < values.size(); ++i) {
    values[i] = std::ldexp(static_cast<float>(uniform(rng, 1, 1 << 20)),
                           static_cast<int>(uniform(rng, -30, 30)));
    if (uniform(rng, 0, 1)) values[i] = -values[i];
    float v = values[i];
    uint32_t bits;
    std::memcpy(&bits, &v, 4);
    input.setBits(static_cast<int64_t>(i), bits);
  }
  // Neighbours first over what is present (absent entries pass the other).
  const auto pairwise = [](std::vector<std::optional<float>> items) {
    for (size_t step = 1; step < items.size(); step *= 2)
      for (size_t i = 0; i + step < items.size(); i += 2 * step)
        if (!items[i])
          items[i] = items[i + step];
        else if (items[i + step])
          items[i] = *items[i] + *items[i + step];
    return items[0];
  };
  std::vector<std::optional<float>> segments;
  for (size_t begin = 0; begin < 1024; begin += 256) {
    std::vector<std::optional<float>> runs(32);
    for (size_t lane = 0; lane < 32; ++lane)
      for (size_t k = 0; k < 8 && begin + lane * 8 + k < 1000; ++k) {
        const float x = values[begin + lane * 8 + k];
        runs[lane] = runs[lane] ? *runs[lane] + x : x;
      }
    segments.push_back(pairwise(runs));
  }
  const float init = 0.25f;
  const float expected = init + *pairwise(segments);

  Tensor initTensor(std::vector<int64_t>{}, ElementType::kF32);
  uint32_t initBits;
  std::memcpy(&initBits, &init, 4);
  initTensor.setBits(0, initBits);
  Program program;
  program.text = reduceProgram({1000}, {0}, ElementType::kF32, "add");
  std::unique_ptr<Backend> backend = cudaHost();
  auto compiled = backend->compile(program, {});
  ASSERT_TRUE(compiled.ok()) << compiled.message;
  std::vector<Tensor> inputs{input, initTensor};
  auto result = backend->execute(*compiled.value, inputs, {});
  ASSERT_TRUE(result.ok()) << result.message;
  float got;
  const uint32_t gotBits = static_cast<uint32_t>(result.value[0].bits(0));
  std::memcpy(&got, &gotBits, 4);
  EXPECT_EQ(got, expected);
}

TEST(CudaExecutor, ProductsWithBatchAndPermutedDimensionsMatchTheOracle) {
  // Small integers: every sum is exact, so any accumulation order gives
  // the oracle's bits; what is tested is the operands' permutation into
  // the GEMM's [batch, rows, contraction] x [batch, contraction, columns].
  std::mt19937_64 rng(17);
  std::unique_ptr<Backend> backend = cudaHost();
  for (ElementType type : {ElementType::kF32, ElementType::kF64}) {
    auto smallIntegers = [&](const std::vector<int64_t>& shape) {
      Tensor t(shape, type);
      for (int64_t i = 0; i < t.numElements(); ++i) {
        const double v = static_cast<double>(uniform(rng, -8, 8));
        t.setBits(i, type == ElementType::kF64 ? std::bit_cast<uint64_t>(v)
                                               : std::bit_cast<uint32_t>(static_cast<float>(v)));
      }
      return t;
    };
    // lhs [k=3, b=2, m=4], rhs [n=5, b=2, k=3] -> [b, m, n].
    const std::string lhs = tensorType({3, 2, 4}, type), rhs = tensorType({5, 2, 3}, type),
                      out = tensorType({2, 4, 5}, type);
    expectSameAsOracle(
        mainProgram({lhs, rhs}, {out},
                    "  %r0 = stablehlo.dot_general %a0, %a1, batching_dims = [1] x [1], "
                    "contracting_dims = [0] x [2] : (" +
                        lhs + ", " + rhs + ") -> " + out + "\n"),
        {smallIntegers({3, 2, 4}), smallIntegers({5, 2, 3})}, backend.get());
    // A plain matrix product already in GEMM order, and a zero-length contraction.
    const std::string a = tensorType({6, 7}, type), b = tensorType({7, 9}, type),
                      c = tensorType({6, 9}, type);
    expectSameAsOracle(
        mainProgram({a, b}, {c},
                    "  %r0 = stablehlo.dot %a0, %a1 : (" + a + ", " + b + ") -> " + c + "\n"),
        {smallIntegers({6, 7}), smallIntegers({7, 9})}, backend.get());
    const std::string e = tensorType({2, 0}, type), f = tensorType({0, 3}, type),
                      g = tensorType({2, 3}, type);
    expectSameAsOracle(
        mainProgram({e, f}, {g},
                    "  %r0 = stablehlo.dot %a0, %a1 : (" + e + ", " + f + ") -> " + g + "\n"),
        {Tensor({2, 0}, type), Tensor({0, 3}, type)}, backend.get());
  }
}

TEST(CudaExecutor, WhatItCannotRunIsDeclaredNotSupportedWithTheOp) {
  const std::string t = tensorType({4}, ElementType::kF32);
  Program program;
  program.text = mainProgram(
      {t}, {t},
      "  %r0 = \"stablehlo.sort\"(%a0) ({\n"
      "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
      "    %p = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
      "    stablehlo.return %p : tensor<i1>\n"
      "  }) {dimension = 0 : i64, is_stable = false} : (" +
          t + ") -> " + t + "\n");
  auto compiled = cudaHost()->compile(program, {});
  EXPECT_EQ(compiled.status, CallStatus::kNotSupported);
  EXPECT_NE(compiled.message.find("stablehlo.sort"), std::string::npos) << compiled.message;
  EXPECT_NE(compiled.message.find("cuda"), std::string::npos) << compiled.message;
  const std::string c = tensorType({4}, ElementType::kComplexF32);
  program.text = mainProgram({c}, {c}, "  %r0 = stablehlo.negate %a0 : " + c + "\n");
  compiled = cudaHost()->compile(program, {});
  EXPECT_EQ(compiled.status, CallStatus::kNotSupported) << compiled.message;
}

TEST(CudaExecutor, WithoutAGpuTheCudaBackendIsUnavailableAndSaysWhy) {
  Result<std::unique_ptr<Backend>> backend = openBackend({"cuda", ""});
  if (backend.ok()) {
    // A GPU is present: it must run a program like the host device does.
    const std::string t = tensorType({1000}, ElementType::kF32);
    std::mt19937_64 rng(1);
    expectSameAsOracle(
        mainProgram({t, t}, {t}, "  %r0 = stablehlo.multiply %a0, %a1 : " + t + "\n"),
        {randomFinite({1000}, ElementType::kF32, rng),
         randomFinite({1000}, ElementType::kF32, rng)},
        backend->get());
    return;
  }
  EXPECT_EQ(backend.error().kind, DiagnosticKind::kNotSupported);
  EXPECT_NE(backend.error().message.find("unavailable"), std::string::npos)
      << backend.error().message;
#ifdef HLO_CTS_CUDA_MODULE_BUILT
  // Built with the toolkit: the module loads, and only the GPU is missing.
  EXPECT_EQ(backend.error().message.find("cannot load"), std::string::npos)
      << backend.error().message;
#endif
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
