// simd-cpu's integer dots and convolutions against the oracle, bit for bit,
// where the products leave int64's range: the kernels multiply and sum
// modulo 2^64 (the result's width then truncates), never by signed
// overflow. Found by fuzz/differential_fuzzer: a ui32 batch dot of
// 4294967294 * 3339647281 was a UBSan report. And batch-grouped and
// complex convolutions. And the run-time dispatched GEMM itself against a
// plain loop on every lane type.
#include <algorithm>
#include <bit>
#include <cmath>
#include <complex>
#include <cstring>
#include <map>

#include "backends/simd_cpu/gemm.h"
#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends::testing {
namespace {
namespace HLO_CTS_UNITY_ID {

Tensor integers(const std::vector<int64_t>& shape, ElementType type,
                const std::vector<uint64_t>& bits) {
  Tensor t(shape, type);
  for (int64_t i = 0; i < t.numElements(); ++i) t.setBits(i, bits[static_cast<size_t>(i)]);
  return t;
}

TEST(SimdCpuLinalg, Ui32DotProductsPast2To63Wrap) {
  const std::string text =
      mainProgram({"tensor<1x3xui32>", "tensor<4x1xui32>"}, {"tensor<1x3x4xui32>"},
                  "  %r0 = stablehlo.dot_general %a0, %a1, batching_dims = [0] x [1], "
                  "contracting_dims = [] x [] : (tensor<1x3xui32>, tensor<4x1xui32>) -> "
                  "tensor<1x3x4xui32>\n");
  expectSameAsOracle(text, {integers({1, 3}, ElementType::kUI32, {4294967294, 1, 4294967295}),
                            integers({4, 1}, ElementType::kUI32, {1, 0, 5, 3339647281})});
}

TEST(SimdCpuLinalg, I64DotAndConvolutionSumsWrap) {
  const uint64_t big = uint64_t{1} << 62;
  const std::string dot =
      mainProgram({"tensor<2xi64>", "tensor<2xi64>"}, {"tensor<i64>"},
                  "  %r0 = stablehlo.dot_general %a0, %a1, contracting_dims = [0] x [0] : "
                  "(tensor<2xi64>, tensor<2xi64>) -> tensor<i64>\n");
  expectSameAsOracle(dot, {integers({2}, ElementType::kSI64, {big, big}),
                           integers({2}, ElementType::kSI64, {3, 5})});
  const std::string convolution = mainProgram(
      {"tensor<1x2x1xi64>", "tensor<2x1x1xi64>"}, {"tensor<1x1x1xi64>"},
      "  %r0 = stablehlo.convolution(%a0, %a1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], "
      "window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : "
      "(tensor<1x2x1xi64>, tensor<2x1x1xi64>) -> tensor<1x1x1xi64>\n");
  expectSameAsOracle(convolution, {integers({1, 2, 1}, ElementType::kSI64, {big, big}),
                                   integers({2, 1, 1}, ElementType::kSI64, {3, 5})});
}

// dot_general whose operands' lane is not the result's (f32 → f64, bf16
// → f64, f64 → f32) within what the oracle allows, and
// a dot algorithm (inputs at tf32, f32 accumulation) computed at the
// operands' own precision, which the algorithm's bounds include.
TEST(SimdCpuLinalg, DotAcrossLanesAndWithAnAlgorithm) {
  std::mt19937_64 rng(36);
  struct Case {
    ElementType operand, result;
  };
  const Case cases[] = {{ElementType::kF32, ElementType::kF64},
                        {ElementType::kBF16, ElementType::kF64},
                        {ElementType::kF64, ElementType::kF32}};
  for (const Case& c : cases) {
    const std::string a = tensorType({2, 3, 4}, c.operand), b = tensorType({2, 4, 5}, c.operand),
                      r = tensorType({2, 3, 5}, c.result);
    const std::string text = mainProgram(
        {a, b}, {r},
        "  %r0 = stablehlo.dot_general %a0, %a1, batching_dims = [0] x [0], contracting_dims = "
        "[2] x [1] : (" +
            a + ", " + b + ") -> " + r + "\n");
    auto operand = [&](const std::vector<int64_t>& shape) {
      return decimalValues(shape, c.operand, -8, 8, rng);
    };
    expectAllowedByOracle(text, {operand({2, 3, 4}), operand({2, 4, 5})});
  }
  const std::string f = tensorType({3, 4}, ElementType::kF32),
                    g = tensorType({4, 2}, ElementType::kF32),
                    o = tensorType({3, 2}, ElementType::kF32);
  const std::string algorithm = mainProgram(
      {f, g}, {o},
      "  %r0 = stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0], algorithm = "
      "<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, "
      "lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, "
      "allow_imprecise_accumulation = false> : (" +
          f + ", " + g + ") -> " + o + "\n");
  expectAllowedByOracle(algorithm, {decimalValues({3, 4}, ElementType::kF32, -8, 8, rng),
                                    decimalValues({4, 2}, ElementType::kF32, -8, 8, rng)});
}

// batch_group_count splits the input batch into contiguous blocks, block g
// making output features [g * O / B, (g + 1) * O / B).
TEST(SimdCpuLinalg, BatchGroupedConvolutionMatchesOracle) {
  std::mt19937_64 rng(31);
  for (int64_t groups : {2, 3}) {
    const std::vector<int64_t> lhs{2 * groups, 5, 3}, rhs{2, 3, 2 * groups}, out{2, 4, 2 * groups};
    const std::string l = tensorType(lhs, ElementType::kSI32),
                      r = tensorType(rhs, ElementType::kSI32),
                      o = tensorType(out, ElementType::kSI32);
    const std::string text = mainProgram(
        {l, r}, {o},
        "  %r0 = stablehlo.convolution(%a0, %a1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], "
        "window = {} {batch_group_count = " +
            std::to_string(groups) + " : i64, feature_group_count = 1 : i64} : (" + l + ", " + r +
            ") -> " + o + "\n");
    expectSameAsOracle(text, {randomTensor(lhs, ElementType::kSI32, rng),
                              randomTensor(rhs, ElementType::kSI32, rng)});
  }
}

// Windows of every kind (strides, low/high and negative padding, lhs and
// rhs dilation, reversal, one or two spatial dimensions, feature groups)
// on integers, whose sums are exact: im2col must meet the oracle's
// positions exactly. Each also as dynamic_conv, its padding a runtime
// operand, and with a padding the result type does not match (an error).
TEST(SimdCpuLinalg, WindowedConvolutionsMatchOracle) {
  std::mt19937_64 rng(33);
  int ran = 0;
  for (int c = 0; c < 200 && ran < 60; ++c) {
    const int64_t spatial = uniform(rng, 1, 2), groups = uniform(rng, 1, 2);
    const int64_t batch = uniform(rng, 1, 2), inFeatures = groups * uniform(rng, 1, 2),
                  outFeatures = groups * uniform(rng, 1, 2);
    std::vector<int64_t> in, kernel, out, stride, lhsDilate, rhsDilate, padding;
    std::string pad, reverse;
    bool empty = false;
    for (int64_t d = 0; d < spatial; ++d) {
      in.push_back(uniform(rng, 1, 7));
      kernel.push_back(uniform(rng, 1, 3));
      stride.push_back(uniform(rng, 1, 3));
      lhsDilate.push_back(uniform(rng, 1, 2));
      rhsDilate.push_back(uniform(rng, 1, 2));
      const int64_t lo = uniform(rng, -1, 2), hi = uniform(rng, -1, 2);
      pad += (d ? ", [" : "[") + std::to_string(lo) + ", " + std::to_string(hi) + "]";
      padding.insert(padding.end(), {lo, hi});
      reverse += (d ? ", " : "") + std::string(uniform(rng, 0, 1) ? "true" : "false");
      const int64_t padded = (in.back() - 1) * lhsDilate.back() + 1 + lo + hi;
      const int64_t window = (kernel.back() - 1) * rhsDilate.back() + 1;
      out.push_back(padded < window ? 0 : (padded - window) / stride.back() + 1);
      empty = empty || out.back() <= 0;
    }
    if (empty) continue;
    ++ran;
    // [b, 0, (1,) f] x [0, (1,) i, o] -> [b, 0, (1,) f]
    std::vector<int64_t> lhsShape{batch}, rhsShape = kernel, outShape{batch};
    lhsShape.insert(lhsShape.end(), in.begin(), in.end());
    lhsShape.push_back(inFeatures);
    rhsShape.push_back(inFeatures / groups);
    rhsShape.push_back(outFeatures);
    outShape.insert(outShape.end(), out.begin(), out.end());
    outShape.push_back(outFeatures);
    const std::string sp = spatial == 1 ? "0" : "0, 1";
    const std::string l = tensorType(lhsShape, ElementType::kSI32),
                      r = tensorType(rhsShape, ElementType::kSI32),
                      o = tensorType(outShape, ElementType::kSI32);
    const std::string text = mainProgram(
        {l, r}, {o},
        "  %r0 = stablehlo.convolution(%a0, %a1) dim_numbers = [b, " + sp + ", f]x[" + sp +
            ", i, o]->[b, " + sp + ", f], window = {stride = " + list(stride) + ", pad = [" + pad +
            "], lhs_dilate = " + list(lhsDilate) + ", rhs_dilate = " + list(rhsDilate) +
            ", reverse = [" + reverse + "]} {batch_group_count = 1 : i64, feature_group_count = " +
            std::to_string(groups) + " : i64} : (" + l + ", " + r + ") -> " + o + "\n");
    const Tensor lhs = randomIndices(lhsShape, ElementType::kSI32, -9, 9, rng),
                 rhs = randomIndices(rhsShape, ElementType::kSI32, -9, 9, rng);
    expectSameAsOracle(text, {lhs, rhs});
    // The same convolution as dynamic_conv, its padding a runtime operand.
    const std::string p = tensorType({spatial, 2}, ElementType::kSI64);
    auto array = [](const std::vector<int64_t>& v) {
      const std::string l = list(v);
      return l.substr(1, l.size() - 2);
    };
    const std::string dynamic = mainProgram(
        {l, r, p}, {o},
        "  %r0 = \"stablehlo.dynamic_conv\"(%a0, %a1, %a2) <{batch_group_count = 1 : i64, "
        "dimension_numbers = #stablehlo.conv<[b, " +
            sp + ", f]x[" + sp + ", i, o]->[b, " + sp + ", f]>, feature_group_count = " +
            std::to_string(groups) + " : i64, lhs_dilation = array<i64: " + array(lhsDilate) +
            ">, rhs_dilation = array<i64: " + array(rhsDilate) + ">, window_reversal = array<i1: " +
            reverse + ">, window_strides = array<i64: " + array(stride) + ">}> : (" + l + ", " + r +
            ", " + p + ") -> " + o + "\n");
    Tensor paddingTensor({spatial, 2}, ElementType::kSI64);
    for (size_t i = 0; i < padding.size(); ++i)
      paddingTensor.setBits(static_cast<int64_t>(i), static_cast<uint64_t>(padding[i]));
    expectSameAsOracle(dynamic, {lhs, rhs, paddingTensor});
    // Padding that does not give the declared result (one more high row):
    // an error at run time on both sides, never a result (C25).
    Tensor wrong = paddingTensor;
    wrong.setBits(1, static_cast<uint64_t>(padding[1] + stride[0]));
    Program program;
    program.text = dynamic;
    std::unique_ptr<Backend> simd = makeSimdCpuBackend();
    auto compiled = simd->compile(program, {});
    ASSERT_TRUE(compiled.ok()) << compiled.message;
    const std::vector<Tensor> wrongInputs = {lhs, rhs, wrong};
    auto result = simd->execute(*compiled.value, wrongInputs, {});
    EXPECT_FALSE(result.ok());
    EXPECT_NE(result.message.find("C25"), std::string::npos) << result.message;
  }
  EXPECT_GE(ran, 40);
}

// chlo.ragged_dot's ragged-rows mode on integers (exact sums) against the
// oracle: the ragged, batching, contracting, group and free dimensions in
// random positions of either operand, and group sizes that cover fewer
// rows than there are (the rest are zero), all of them, or more.
TEST(SimdCpuLinalg, RaggedDotMatchesOracleInEveryLayout) {
  std::mt19937_64 rng(37);
  for (int c = 0; c < 60; ++c) {
    const bool batched = uniform(rng, 0, 1), lhsFree = uniform(rng, 0, 1),
               rhsFree = uniform(rng, 0, 1), twoContracting = uniform(rng, 0, 1);
    const int64_t batch = uniform(rng, 1, 3), rows = uniform(rng, 1, 7), free = uniform(rng, 1, 3),
                  groups = uniform(rng, 1, 3), columns = uniform(rng, 1, 3);
    // Labels: b batch, r ragged, f lhs free, c/d contracting, g group, n rhs free.
    std::vector<char> lhsLabels = {'r', 'c'}, rhsLabels = {'g', 'c'};
    if (twoContracting) lhsLabels.push_back('d'), rhsLabels.push_back('d');
    if (batched) lhsLabels.push_back('b'), rhsLabels.push_back('b');
    if (lhsFree) lhsLabels.push_back('f');
    if (rhsFree) rhsLabels.push_back('n');
    std::shuffle(lhsLabels.begin(), lhsLabels.end(), rng);
    std::shuffle(rhsLabels.begin(), rhsLabels.end(), rng);
    const std::map<char, int64_t> size = {{'b', batch}, {'r', rows},   {'f', free},   {'c', 2},
                                          {'d', 3},     {'g', groups}, {'n', columns}};
    auto shapeOf = [&](const std::vector<char>& labels) {
      std::vector<int64_t> shape;
      for (char l : labels) shape.push_back(size.at(l));
      return shape;
    };
    auto position = [](const std::vector<char>& labels, char l) {
      return static_cast<int64_t>(std::find(labels.begin(), labels.end(), l) - labels.begin());
    };
    auto field = [&](const char* name, const std::vector<char>& labels, std::string wanted) {
      std::vector<int64_t> dims;
      for (char l : wanted)
        if (std::find(labels.begin(), labels.end(), l) != labels.end())
          dims.push_back(position(labels, l));
      return dims.empty() ? std::string() : std::string(name) + " = " + list(dims) + ", ";
    };
    // The result: batch, then lhs free dimensions (r, f) in lhs order, then rhs's.
    std::vector<int64_t> outShape;
    if (batched) outShape.push_back(batch);
    for (char l : lhsLabels)
      if (l == 'r' || l == 'f') outShape.push_back(size.at(l));
    if (rhsFree) outShape.push_back(columns);
    std::string dims = field("lhs_batching_dimensions", lhsLabels, "b") +
                       field("rhs_batching_dimensions", rhsLabels, "b") +
                       field("lhs_contracting_dimensions", lhsLabels, "cd") +
                       field("rhs_contracting_dimensions", rhsLabels, "cd") +
                       field("lhs_ragged_dimensions", lhsLabels, "r") +
                       field("rhs_group_dimensions", rhsLabels, "g");
    dims.resize(dims.size() - 2);
    const std::string l = tensorType(shapeOf(lhsLabels), ElementType::kSI32),
                      r = tensorType(shapeOf(rhsLabels), ElementType::kSI32),
                      g = tensorType({groups}, ElementType::kSI64),
                      o = tensorType(outShape, ElementType::kSI32);
    const std::string text =
        mainProgram({l, r, g}, {o},
                    "  %r0 = \"chlo.ragged_dot\"(%a0, %a1, %a2) <{ragged_dot_dimension_numbers = "
                    "#chlo.ragged_dot<" +
                        dims + ">}> : (" + l + ", " + r + ", " + g + ") -> " + o + "\n");
    Tensor sizes({groups}, ElementType::kSI64);
    for (int64_t j = 0; j < groups; ++j)
      sizes.setBits(j, static_cast<uint64_t>(uniform(rng, 0, rows)));
    expectSameAsOracle(text,
                       {randomIndices(shapeOf(lhsLabels), ElementType::kSI32, -9, 9, rng),
                        randomIndices(shapeOf(rhsLabels), ElementType::kSI32, -9, 9, rng), sizes});
  }
}

// fft of every type over one to three trailing dimensions, lengths of one,
// primes, powers of two and composites, on complex<f32>/<f64> (f32/f64
// where a side is real), a batch dimension in front: within the oracle's
// accuracy budget of the exact DFT.
TEST(SimdCpuLinalg, FftOfEveryTypeIsWithinTheOraclesBudget) {
  std::mt19937_64 rng(43);
  const std::vector<std::vector<int64_t>> lengths = {{1}, {7}, {8}, {12}, {3, 5}, {4, 2, 3}};
  for (ElementType part : {ElementType::kF32, ElementType::kF64}) {
    const ElementType complex =
        part == ElementType::kF32 ? ElementType::kComplexF32 : ElementType::kComplexF64;
    for (const std::vector<int64_t>& length : lengths)
      for (const char* type : {"FFT", "IFFT", "RFFT", "IRFFT"}) {
        const std::string kind = type;
        std::vector<int64_t> in = {2}, out = {2};
        in.insert(in.end(), length.begin(), length.end());
        out.insert(out.end(), length.begin(), length.end());
        if (kind == "RFFT") out.back() = length.back() / 2 + 1;
        if (kind == "IRFFT") in.back() = length.back() / 2 + 1;
        const ElementType inType = kind == "RFFT" ? part : complex,
                          outType = kind == "IRFFT" ? part : complex;
        const std::string i = tensorType(in, inType), o = tensorType(out, outType);
        const std::string text =
            mainProgram({i}, {o},
                        "  %r0 = stablehlo.fft %a0, type = " + kind + ", length = " + list(length) +
                            " : (" + i + ") -> " + o + "\n");
        // Complex values: the parts' decimals, two per element.
        std::vector<int64_t> parts = in;
        if (isComplex(inType)) parts.push_back(2);
        const Tensor values = decimalValues(parts, part, -3, 3, rng);
        Tensor operand(in, inType);
        std::memcpy(operand.mutableBytes().data(), values.bytes().data(), values.bytes().size());
        expectAllowedByOracle(text, {operand});
      }
  }
  // IRFFT reads no imaginary part at DC or the Nyquist bin: 3.4e38 there
  // leaked through rounded twiddles as 3e21 (a campaign, seed 48).
  Tensor spectrum({4}, ElementType::kComplexF32);
  const float parts[] = {0.0122540621f, -2.0f,       1017.46136f, 2.0f,
                         -0.5f,         4.99287033f, -256.0f,     3.40282347E+38f};
  std::memcpy(spectrum.mutableBytes().data(), parts, sizeof parts);
  expectAllowedByOracle(mainProgram({"tensor<4xcomplex<f32>>"}, {"tensor<6xf32>"},
                                    "  %r0 = stablehlo.fft %a0, type = IRFFT, length = [6] : "
                                    "(tensor<4xcomplex<f32>>) -> tensor<6xf32>\n"),
                        {spectrum});
}

// einsum and unary_einsum on integers (exact sums) against the oracle:
// contractions, batch labels, outer products, transposes and sums.
TEST(SimdCpuLinalg, EinsumAndUnaryEinsumMatchOracle) {
  std::mt19937_64 rng(34);
  struct Case {
    const char* config;
    std::vector<std::vector<int64_t>> shapes;
    std::vector<int64_t> result;
  };
  const Case cases[] = {
      {"ab,bc->ac", {{3, 4}, {4, 5}}, {3, 5}},
      {"ab,ab->a", {{3, 4}, {3, 4}}, {3}},
      {"a,b->ab", {{3}, {4}}, {3, 4}},
      {"abc,cd->dba", {{2, 3, 4}, {4, 2}}, {2, 3, 2}},
      {"ab,->ba", {{2, 3}, {}}, {3, 2}},
      {"ab->ba", {{3, 5}}, {5, 3}},
      {"abc->b", {{2, 3, 4}}, {3}},
      {"ab->", {{3, 4}}, {}},
  };
  for (ElementType type : {ElementType::kSI32, ElementType::kUI8, ElementType::kSI64}) {
    for (const Case& c : cases) {
      std::vector<std::string> types;
      std::vector<Tensor> inputs;
      for (const std::vector<int64_t>& shape : c.shapes) {
        types.push_back(tensorType(shape, type));
        inputs.push_back(randomIndices(shape, type, 0, 9, rng));
      }
      const std::string r = tensorType(c.result, type);
      const bool unary = c.shapes.size() == 1;
      std::string op = unary ? "  %r0 = stablehlo.unary_einsum %a0, config = \""
                             : "  %r0 = stablehlo.einsum %a0, %a1, config = \"";
      op += std::string(c.config) + "\" : (" + types[0] + (unary ? "" : ", " + types[1]) + ") -> " +
            r + "\n";
      expectSameAsOracle(mainProgram(types, {r}, op), inputs);
    }
  }
}

// Complex einsum and unary_einsum: plain products, and a summing
// unary_einsum as x · 1 by the plain formula (the oracle's model), so an
// infinite part makes the other part NaN there and not in a transpose.
// Parts are small integers (exact sums in any order) with infinities
// mixed in.
TEST(SimdCpuLinalg, ComplexEinsumMatchesOracleWithInfinities) {
  std::mt19937_64 rng(35);
  struct Case {
    const char* config;
    std::vector<std::vector<int64_t>> shapes;
    std::vector<int64_t> result;
  };
  const Case cases[] = {
      {"ab,bc->ac", {{3, 4}, {4, 2}}, {3, 2}},
      {"ab,ab->a", {{3, 4}, {3, 4}}, {3}},
      {"ab->ba", {{3, 5}}, {5, 3}},
      {"abc->b", {{2, 3, 4}}, {3}},
      {"ab->", {{3, 4}}, {}},
  };
  for (ElementType type : {ElementType::kComplexF32, ElementType::kComplexF64}) {
    const bool f32 = type == ElementType::kComplexF32;
    const uint64_t inf = f32 ? 0x7F800000 : 0x7FF0000000000000;
    for (const Case& c : cases)
      for (int trial = 0; trial < 4; ++trial) {
        std::vector<std::string> types;
        std::vector<Tensor> inputs;
        for (const std::vector<int64_t>& shape : c.shapes) {
          types.push_back(tensorType(shape, type));
          Tensor t(shape, type);
          for (int64_t i = 0; i < t.numElements(); ++i)
            for (int part = 0; part < 2; ++part) {
              const double v = static_cast<double>(uniform(rng, -4, 4));
              uint64_t bits =
                  f32 ? std::bit_cast<uint32_t>(static_cast<float>(v)) : std::bit_cast<uint64_t>(v);
              if (trial > 0 && uniform(rng, 0, 9) == 0)
                bits = inf | (v < 0 ? (f32 ? 0x80000000 : 0x8000000000000000) : 0);
              t.setPartBits(i, part, bits);
            }
          inputs.push_back(std::move(t));
        }
        const std::string r = tensorType(c.result, type);
        const bool unary = c.shapes.size() == 1;
        std::string op = unary ? "  %r0 = stablehlo.unary_einsum %a0, config = \""
                               : "  %r0 = stablehlo.einsum %a0, %a1, config = \"";
        op += std::string(c.config) + "\" : (" + types[0] + (unary ? "" : ", " + types[1]) +
              ") -> " + r + "\n";
        expectAllowedByOracle(mainProgram(types, {r}, op), inputs);
      }
  }
}

// Complex convolutions sum the plain products (small integer parts: exact,
// so any summation order gives the oracle's bits).
TEST(SimdCpuLinalg, ComplexConvolutionMatchesOracle) {
  std::mt19937_64 rng(32);
  for (ElementType type : {ElementType::kComplexF32, ElementType::kComplexF64}) {
    Tensor lhs({2, 5, 3}, type), rhs({2, 3, 4}, type);
    for (Tensor* t : {&lhs, &rhs})
      for (int64_t i = 0; i < t->numElements(); ++i)
        for (int part = 0; part < 2; ++part) {
          const double v = static_cast<double>(uniform(rng, -4, 4));
          t->setPartBits(i, part,
                         type == ElementType::kComplexF32
                             ? std::bit_cast<uint32_t>(static_cast<float>(v))
                             : std::bit_cast<uint64_t>(v));
        }
    const std::string l = tensorType({2, 5, 3}, type), r = tensorType({2, 3, 4}, type),
                      o = tensorType({2, 4, 4}, type);
    expectSameAsOracle(
        mainProgram({l, r}, {o},
                    "  %r0 = stablehlo.convolution(%a0, %a1) dim_numbers = [b, 0, f]x[0, i, "
                    "o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, "
                    "feature_group_count = 1 : i64} : (" +
                        l + ", " + r + ") -> " + o + "\n"),
        {lhs, rhs});
  }
}

// Every element of C = A·B within the classic bound γ_k·Σ|a||b| of the
// exact sum (k ≤ 200, so γ_k < 1.2e-5 for f32), for shapes that straddle
// Eigen's block and vector sizes; integers exactly, modulo 2^64.
template <class T, class Real>
void expectGemmMatchesPlainLoop(std::mt19937_64& rng, Real u) {
  for (const auto& [m, k, n] : std::vector<std::array<int64_t, 3>>{
           {1, 1, 1}, {3, 5, 7}, {17, 33, 5}, {64, 64, 64}, {130, 70, 97}, {9, 200, 31}}) {
    std::vector<T> a(static_cast<size_t>(m * k)), b(static_cast<size_t>(k * n)),
        c(static_cast<size_t>(m * n));
    std::uniform_real_distribution<double> pick(-2, 2);
    auto draw = [&] {
      if constexpr (std::is_same_v<T, uint64_t>)
        return static_cast<T>(rng());
      else if constexpr (std::is_same_v<T, std::complex<Real>>)
        return T(static_cast<Real>(pick(rng)), static_cast<Real>(pick(rng)));
      else
        return static_cast<T>(pick(rng));
    };
    for (T& x : a) x = draw();
    for (T& x : b) x = draw();
    simd_cpu::gemm(a.data(), b.data(), c.data(), m, k, n);
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        const T got = c[static_cast<size_t>(i * n + j)];
        if constexpr (std::is_same_v<T, uint64_t>) {
          uint64_t want = 0;
          for (int64_t l = 0; l < k; ++l)
            want += a[static_cast<size_t>(i * k + l)] * b[static_cast<size_t>(l * n + j)];
          ASSERT_EQ(got, want) << m << "x" << k << "x" << n << " at " << i << "," << j;
        } else {
          std::complex<long double> want = 0;
          long double magnitude = 0;
          for (int64_t l = 0; l < k; ++l) {
            const std::complex<long double> x(a[static_cast<size_t>(i * k + l)]),
                y(b[static_cast<size_t>(l * n + j)]);
            want += x * y;
            magnitude += std::abs(x) * std::abs(y);
          }
          const long double bound = 4 * (k + 2) * u * magnitude;
          ASSERT_LE(std::abs(std::complex<long double>(got) - want), bound)
              << m << "x" << k << "x" << n << " at " << i << "," << j << " on "
              << simd_cpu::gemmTarget();
        }
      }
  }
}

TEST(SimdCpuGemm, EveryLaneTypeMatchesAPlainLoop) {
  const std::string_view target = simd_cpu::gemmTarget();
  EXPECT_TRUE(target == "avx512" || target == "avx2" || target == "baseline") << target;
  std::mt19937_64 rng(21);
  expectGemmMatchesPlainLoop<float>(rng, 0x1p-24f);
  expectGemmMatchesPlainLoop<double>(rng, 0x1p-53);
  expectGemmMatchesPlainLoop<std::complex<float>>(rng, 0x1p-24f);
  expectGemmMatchesPlainLoop<std::complex<double>>(rng, 0x1p-53);
  expectGemmMatchesPlainLoop<uint64_t>(rng, 0.0);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends::testing
