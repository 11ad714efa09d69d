// Row groups (backends/simd_cpu/row_group.h): runs of chains and trailing
// reductions over one leading dimension run block of rows by block of
// rows. The plan says when it formed one, and the results are the same bit
// for bit as running every step over its whole tensors, for softmax and
// layer norm shapes (rows not a multiple of the block, rows shorter and
// longer than a tile, narrow and integer types), and exact programs match
// the oracle. Forms a group must not take (a value made in the group read
// across rows, a reduction of the leading dimension) are left step by step.
#include "backends/simd_cpu/plan.h"
#include "spec/text/parser.h"
#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace testing;
using simd_cpu::TensorRef;

struct Planned {
  simd_cpu::PlanStats stats;
  std::vector<TensorRef> results;
};

Planned runPlan(const Module& module, const std::vector<Tensor>& inputs, bool rowGroups) {
  Planned out;
  auto plan = simd_cpu::ProgramPlan::compile(module, "main", {.rowGroups = rowGroups});
  EXPECT_TRUE(plan.ok()) << plan.error().str();
  if (!plan.ok()) return out;
  out.stats = (*plan)->stats();
  std::vector<TensorRef> args;
  for (const Tensor& t : inputs) args.push_back(std::make_shared<Tensor>(t));
  auto results = (*plan)->run(args, std::chrono::steady_clock::now() + std::chrono::seconds(60));
  EXPECT_TRUE(results.ok()) << results.error().str();
  if (results.ok()) out.results = std::move(*results);
  return out;
}

// Runs `text` with and without row groups; expects `groups` groups and the
// same bits either way.
void expectGroupedAsStepByStep(const std::string& text, const std::vector<Tensor>& inputs,
                               int64_t groups) {
  SCOPED_TRACE(text);
  Result<Module> module = parseModule(text, "row_group.mlir");
  ASSERT_TRUE(module.ok()) << module.error().str();
  const Planned grouped = runPlan(*module, inputs, true);
  const Planned plain = runPlan(*module, inputs, false);
  EXPECT_EQ(grouped.stats.rowGroups, groups);
  EXPECT_EQ(plain.stats.rowGroups, 0);
  ASSERT_EQ(grouped.results.size(), plain.results.size());
  for (size_t i = 0; i < plain.results.size(); ++i) {
    ASSERT_EQ(grouped.results[i]->shape(), plain.results[i]->shape());
    const auto a = grouped.results[i]->bytes(), b = plain.results[i]->bytes();
    ASSERT_EQ(a.size(), b.size());
    for (size_t k = 0; k < a.size(); ++k)
      ASSERT_EQ(a[k], b[k]) << "result " << i << " differs at byte " << k;
  }
}

// "  %result = stablehlo.reduce(%operand init: %init) applies BODY across
// dimensions = DIMS : (from, scalar) -> to".
std::string reduceLine(const std::string& result, const std::string& operand,
                       const std::string& init, const std::string& body, const std::string& dims,
                       const std::string& from, const std::string& scalar, const std::string& to) {
  return "  %" + result + " = stablehlo.reduce(%" + operand + " init: %" + init + ") applies " +
         body + " across dimensions = " + dims + " : (" + from + ", " + scalar + ") -> " + to +
         "\n";
}

// "  %result = stablehlo.broadcast_in_dim %operand, dims = DIMS : (from) -> to".
std::string broadcastLine(const std::string& result, const std::string& operand,
                          const std::string& dims, const std::string& from, const std::string& to) {
  return "  %" + result + " = stablehlo.broadcast_in_dim %" + operand + ", dims = " + dims +
         " : (" + from + ") -> " + to + "\n";
}

std::string softmax(int64_t rows, int64_t cols, ElementType type) {
  const std::string t = tensorType({rows, cols}, type), v = tensorType({rows}, type),
                    s = tensorType({}, type);
  return mainProgram({t, s, s}, {t},
                     reduceLine("max", "a0", "a1", "stablehlo.maximum", "[1]", t, s, v) +
                         broadcastLine("maxb", "max", "[0]", v, t) +
                         "  %shift = stablehlo.subtract %a0, %maxb : " + t + "\n" +
                         "  %e = stablehlo.exponential %shift : " + t + "\n" +
                         reduceLine("sum", "e", "a2", "stablehlo.add", "[1]", t, s, v) +
                         broadcastLine("sumb", "sum", "[0]", v, t) +
                         "  %r0 = stablehlo.divide %e, %sumb : " + t + "\n");
}

// Layer norm over the last dimension of [rows, cols] (or [rows, 3, cols]
// when `rank3`), also returning the row sums.
std::string layerNorm(int64_t rows, int64_t cols, ElementType type, bool rank3) {
  const std::vector<int64_t> shape =
      rank3 ? std::vector<int64_t>{rows, 3, cols} : std::vector<int64_t>{rows, cols};
  const std::string t = tensorType(shape, type), v = tensorType({rows}, type),
                    s = tensorType({}, type), dims = rank3 ? "[1, 2]" : "[1]";
  return mainProgram(
      {t, s, v}, {t, v},
      reduceLine("r1", "a0", "a1", "stablehlo.add", dims, t, s, v) +
          "  %mean = stablehlo.multiply %r1, %a2 : " + v + "\n" +
          broadcastLine("meanb", "mean", "[0]", v, t) + "  %c = stablehlo.subtract %a0, %meanb : " +
          t + "\n" + "  %sq = stablehlo.multiply %c, %c : " + t + "\n" +
          reduceLine("vs", "sq", "a1", "stablehlo.add", dims, t, s, v) +
          "  %var = stablehlo.multiply %vs, %a2 : " + v + "\n" +
          "  %rs = stablehlo.rsqrt %var : " + v + "\n" + broadcastLine("rsb", "rs", "[0]", v, t) +
          "  %r0 = stablehlo.multiply %c, %rsb : " + t + "\n");
}

// `value` (a decimal literal) in every element of `shape`.
Tensor splat(const std::vector<int64_t>& shape, ElementType type, const std::string& value) {
  Tensor t(shape, type);
  for (int64_t i = 0; i < t.numElements(); ++i) t.setBits(i, *parseDecimalFloat(value, type));
  return t;
}

TEST(SimdCpuRowGroup, SoftmaxRunsAsOneGroupWithTheStepByStepBits) {
  std::mt19937_64 rng(31);
  // Rows shorter and longer than a tile and than a block, row counts that
  // leave a partial last block.
  const std::pair<int64_t, int64_t> shapes[] = {{16, 5}, {37, 300}, {64, 1000}, {19, 20000}};
  for (auto [rows, cols] : shapes)
    for (ElementType type : {ElementType::kF32, ElementType::kF64, ElementType::kBF16}) {
      // Narrow rows only: bf16 folds through its body region, element by element.
      if (type == ElementType::kBF16 && cols > 300) continue;
      // bf16 reductions run their body region (reduce's typed loops cover
      // f32 and f64), which no group takes: step by step, the same bits.
      const int64_t groups = type == ElementType::kBF16 ? 0 : 1;
      Tensor ninf(Type::tensor({}, type));
      ninf.setBits(0, floatFormat(type)->infBits() | floatFormat(type)->signMask());
      expectGroupedAsStepByStep(
          softmax(rows, cols, type),
          {decimalValues({rows, cols}, type, -8, 8, rng), ninf, Tensor(Type::tensor({}, type))},
          groups);
    }
}

TEST(SimdCpuRowGroup, LayerNormRunsAsOneGroupAndExportsWhatIsReadAfterIt) {
  std::mt19937_64 rng(34);
  for (bool rank3 : {false, true})
    for (auto [rows, cols] : {std::pair<int64_t, int64_t>{16, 8}, {50, 700}, {33, 5000}})
      for (ElementType type : {ElementType::kF32, ElementType::kF64, ElementType::kF16}) {
        if (type == ElementType::kF16 && cols > 700) continue;  // as bf16 above
        // f16 reductions run their body region (as bf16 above) and split
        // the run: the chains on either side of the second form a group each.
        const int64_t groups = type == ElementType::kF16 ? 2 : 1;
        const std::string inverseN =
            fmt::format("{:.17e}", 1.0 / static_cast<double>(rank3 ? 3 * cols : cols));
        const std::vector<int64_t> shape =
            rank3 ? std::vector<int64_t>{rows, 3, cols} : std::vector<int64_t>{rows, cols};
        expectGroupedAsStepByStep(layerNorm(rows, cols, type, rank3),
                                  {decimalValues(shape, type, -4, 4, rng), splat({}, type, "0.0"),
                                   splat({rows}, type, inverseN)},
                                  groups);
      }
}

// Integer sums and maxima are exact: the grouped plan gives the oracle's
// own results.
TEST(SimdCpuRowGroup, ExactGroupsMatchTheOracle) {
  std::mt19937_64 rng(32);
  for (ElementType type : {ElementType::kSI32, ElementType::kUI8, ElementType::kSI64}) {
    const int64_t rows = 40, cols = 900;
    const std::string t = tensorType({rows, cols}, type), v = tensorType({rows}, type),
                      s = tensorType({}, type);
    const std::string text = mainProgram(
        {t, s}, {t, v},
        reduceLine("m", "a0", "a1", "stablehlo.maximum", "[1]", t, s, v) +
            broadcastLine("mb", "m", "[0]", v, t) + "  %d = stablehlo.subtract %mb, %a0 : " + t +
            "\n" + reduceLine("r1", "d", "a1", "stablehlo.add", "[1]", t, s, v) +
            broadcastLine("r1b", "r1", "[0]", v, t) + "  %r0 = stablehlo.xor %d, %r1b : " + t +
            "\n");
    const std::vector<Tensor> inputs = {randomTensor({rows, cols}, type, rng),
                                        Tensor(Type::tensor({}, type))};
    expectGroupedAsStepByStep(text, inputs, 1);
    expectSameAsOracle(text, inputs);
  }
}

// A square matrix's row maxima broadcast along the other dimension
// (dims = [1]) are read across rows: no group may take that read, so the
// chain runs after the reduction as its own step.
TEST(SimdCpuRowGroup, ValuesReadAcrossRowsAreNotGrouped) {
  std::mt19937_64 rng(33);
  const int64_t n = 64;
  const ElementType type = ElementType::kSI32;
  const std::string t = tensorType({n, n}, type), v = tensorType({n}, type),
                    s = tensorType({}, type);
  // %r0 = broadcast(reduce(%a0 over `reduced`) along `along`) + %a0.
  auto program = [&](const std::string& reduced, const std::string& along) {
    return mainProgram({t, s}, {t},
                       reduceLine("m", "a0", "a1", "stablehlo.maximum", reduced, t, s, v) +
                           broadcastLine("mb", "m", along, v, t) +
                           "  %r0 = stablehlo.add %mb, %a0 : " + t + "\n");
  };
  const std::string text = program("[1]", "[1]");
  const std::vector<Tensor> inputs = {randomTensor({n, n}, type, rng),
                                      Tensor(Type::tensor({}, type))};
  expectGroupedAsStepByStep(text, inputs, 0);
  expectSameAsOracle(text, inputs);
  // Reducing the leading dimension is not a row reduction either.
  const std::string columns = program("[0]", "[0]");
  expectGroupedAsStepByStep(columns, inputs, 0);
  expectSameAsOracle(columns, inputs);
}

// No rows, or rows of no elements: nothing to group, and nothing to fold
// but the init (the campaign that found a division by the zero row count
// ran these through the plan).
TEST(SimdCpuRowGroup, EmptyRowsAreNotGrouped) {
  for (auto [rows, cols] : {std::pair<int64_t, int64_t>{0, 7}, {20, 0}, {0, 0}}) {
    const ElementType type = ElementType::kF32;
    Tensor ninf(Type::tensor({}, type));
    ninf.setBits(0, floatFormat(type)->infBits() | floatFormat(type)->signMask());
    expectGroupedAsStepByStep(
        softmax(rows, cols, type),
        {Tensor(Type::tensor({rows, cols}, type)), ninf, Tensor(Type::tensor({}, type))}, 0);
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
