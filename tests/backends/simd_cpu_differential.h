// Differential property tests of simd-cpu's kernels: a program runs on
// simd-cpu and on the oracle and the results must be identical bit for bit
// (data movement, indexing and sorting are exact), or, for ops whose result
// the spec leaves a range of, lie in what the oracle allows. Random tensors, type
// spellings and a seeded generator for the tests' random shapes.
#pragma once

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "backends/backend.h"
#include "backends/oracle_backend.h"
#include "backends/simd_cpu/simd_cpu_backend.h"
#include "oracle/expectation.h"
#include "spec/float_value.h"
#include "spec/tensor.h"
#include "spec/text/parser.h"
#include "tests/oracle/verified_eval.h"

namespace hlo_cts::backends::testing {

// Every stored-bits family: sub-byte, boolean, narrow and wide floats, complex.
inline const std::vector<ElementType>& movedElementTypes() {
  static const std::vector<ElementType> types = {
      ElementType::kI1,  ElementType::kSI4,        ElementType::kUI8,      ElementType::kSI32,
      ElementType::kF16, ElementType::kBF16,       ElementType::kF8E4M3FN, ElementType::kF32,
      ElementType::kF64, ElementType::kComplexF64, ElementType::kSI64};
  return types;
}

// "tensor<2x3xf32>", "tensor<i1>".
inline std::string tensorType(const std::vector<int64_t>& shape, ElementType type) {
  std::string text = "tensor<";
  for (int64_t d : shape) text += std::to_string(d) + "x";
  return text + std::string(elementTypeName(type)) + ">";
}

// "array<i64: 1, 2>".
inline std::string i64Array(const std::vector<int64_t>& values) {
  std::string text = "array<i64";
  for (size_t i = 0; i < values.size(); ++i) text += (i ? ", " : ": ") + std::to_string(values[i]);
  return text + ">";
}

// "[1, 2]".
inline std::string list(const std::vector<int64_t>& values) {
  std::string text = "[";
  for (size_t i = 0; i < values.size(); ++i) text += (i ? ", " : "") + std::to_string(values[i]);
  return text + "]";
}

// Random stored bits (every encoding, NaNs included).
inline Tensor randomTensor(const std::vector<int64_t>& shape, ElementType type,
                           std::mt19937_64& rng) {
  Tensor t(shape, type);
  for (int64_t i = 0; i < t.numElements(); ++i) {
    t.setPartBits(i, 0, rng());
    if (isComplex(type)) t.setPartBits(i, 1, rng());
  }
  return t;
}

// Decimal values in [lo, hi) to two places (ordinary numbers, no special
// values), each rounded to the float format `type`.
inline Tensor decimalValues(const std::vector<int64_t>& shape, ElementType type, double lo,
                            double hi, std::mt19937_64& rng) {
  std::uniform_real_distribution<double> dist(lo, hi);
  Tensor t(shape, type);
  for (int64_t i = 0; i < t.numElements(); ++i)
    t.setBits(i, *parseDecimalFloat(fmt::format("{:.2f}", dist(rng)), type));
  return t;
}

// Random integers in [lo, hi] as a tensor of integer type `type`.
inline Tensor randomIndices(const std::vector<int64_t>& shape, ElementType type, int64_t lo,
                            int64_t hi, std::mt19937_64& rng) {
  Tensor t(shape, type);
  std::uniform_int_distribution<int64_t> pick(lo, hi);
  for (int64_t i = 0; i < t.numElements(); ++i) t.setIntValue(i, pick(rng));
  return t;
}

inline int64_t uniform(std::mt19937_64& rng, int64_t lo, int64_t hi) {
  return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
}

inline std::vector<int64_t> randomShape(std::mt19937_64& rng, int64_t minRank, int64_t maxRank,
                                        int64_t maxDim) {
  std::vector<int64_t> shape(static_cast<size_t>(uniform(rng, minRank, maxRank)));
  for (int64_t& d : shape) d = uniform(rng, 1, maxDim);
  return shape;
}

inline ElementType randomMovedType(std::mt19937_64& rng) {
  const auto& types = movedElementTypes();
  return types[static_cast<size_t>(uniform(rng, 0, static_cast<int64_t>(types.size()) - 1))];
}

// The dimension numbers shared by a random gather and a random scatter
// (in gather's words; scatter's in comments): the operand (input) is
// indexed by an index tensor whose batch dims, together with the window
// dims of the operand, make up the result (updates).
struct RandomIndexing {
  std::vector<int64_t> operandShape;
  std::vector<int64_t> operandBatching;  // input_batching_dims
  std::vector<int64_t> indicesBatching;  // scatter_indices_batching_dims
  std::vector<int64_t> collapsed;        // inserted_window_dims
  std::vector<int64_t> startIndexMap;    // scatter_dims_to_operand_dims
  std::vector<int64_t> sliceSizes;       // 1 at collapsed and batching dims
  std::vector<int64_t> offsetDims;       // update_window_dims
  int64_t indexVectorDim = 0;
  std::vector<int64_t> indicesShape;
  std::vector<int64_t> resultShape;  // the updates' shape for scatter
};

inline RandomIndexing randomIndexing(std::mt19937_64& rng) {
  RandomIndexing g;
  g.operandShape = randomShape(rng, 1, 3, 4);
  const int64_t rank = static_cast<int64_t>(g.operandShape.size());
  std::vector<int64_t> dims(static_cast<size_t>(rank)), windowDims;
  std::iota(dims.begin(), dims.end(), 0);
  std::shuffle(dims.begin(), dims.end(), rng);
  size_t next = 0;
  if (rank > 1 && uniform(rng, 0, 1)) g.operandBatching.push_back(dims[next++]);
  for (; next < dims.size(); ++next) {
    if (uniform(rng, 0, 2) == 0) g.collapsed.push_back(dims[next]);
    if (uniform(rng, 0, 1)) g.startIndexMap.push_back(dims[next]);
  }
  std::sort(g.collapsed.begin(), g.collapsed.end());
  for (int64_t d = 0; d < rank; ++d) {
    const bool one = std::count(g.collapsed.begin(), g.collapsed.end(), d) ||
                     std::count(g.operandBatching.begin(), g.operandBatching.end(), d);
    g.sliceSizes.push_back(one ? 1 : uniform(rng, 0, g.operandShape[static_cast<size_t>(d)]));
    if (!one) windowDims.push_back(d);
  }
  // Index tensor: batch dims (the batching one among them), then the index
  // vector dim inserted at index_vector_dim.
  std::vector<int64_t> batchShape = randomShape(rng, 0, 2, 3);
  int64_t indicesBatching = -1;
  if (!g.operandBatching.empty()) {
    indicesBatching = uniform(rng, 0, static_cast<int64_t>(batchShape.size()));
    batchShape.insert(batchShape.begin() + indicesBatching,
                      g.operandShape[static_cast<size_t>(g.operandBatching[0])]);
  }
  g.indexVectorDim = uniform(rng, 0, static_cast<int64_t>(batchShape.size()));
  g.indicesShape = batchShape;
  g.indicesShape.insert(g.indicesShape.begin() + g.indexVectorDim,
                        static_cast<int64_t>(g.startIndexMap.size()));
  if (indicesBatching >= 0)
    g.indicesBatching = {indicesBatching + (indicesBatching >= g.indexVectorDim)};
  // The result: window dims at random sorted positions among the batch dims.
  const int64_t resultRank = static_cast<int64_t>(batchShape.size() + windowDims.size());
  std::vector<int64_t> positions(static_cast<size_t>(resultRank));
  std::iota(positions.begin(), positions.end(), 0);
  std::shuffle(positions.begin(), positions.end(), rng);
  g.offsetDims.assign(positions.begin(),
                      positions.begin() + static_cast<int64_t>(windowDims.size()));
  std::sort(g.offsetDims.begin(), g.offsetDims.end());
  for (int64_t d = 0, b = 0, o = 0; d < resultRank; ++d)
    g.resultShape.push_back(
        std::count(g.offsetDims.begin(), g.offsetDims.end(), d)
            ? g.sliceSizes[static_cast<size_t>(windowDims[static_cast<size_t>(o++)])]
            : batchShape[static_cast<size_t>(b++)]);
  return g;
}

// A program of one function @main(inputs) -> result types whose body is
// `body` (which defines %r0, %r1, ...).
inline std::string mainProgram(const std::vector<std::string>& inputTypes,
                               const std::vector<std::string>& resultTypes,
                               const std::string& body) {
  std::string text = "func.func @main(";
  for (size_t i = 0; i < inputTypes.size(); ++i)
    text += (i ? ", %a" : "%a") + std::to_string(i) + ": " + inputTypes[i];
  text += ") -> (";
  for (size_t i = 0; i < resultTypes.size(); ++i) text += (i ? ", " : "") + resultTypes[i];
  text += ") {\n" + body + "  func.return ";
  for (size_t i = 0; i < resultTypes.size(); ++i) text += (i ? ", %r" : "%r") + std::to_string(i);
  text += " : ";
  for (size_t i = 0; i < resultTypes.size(); ++i) text += (i ? ", " : "") + resultTypes[i];
  return text + "\n}\n";
}

// How NaN results compare: bit for bit, or any NaN as any other (the spec
// leaves the payload and sign of a NaN an op produces open).
enum class NaNs { kExactBits, kAnyNaN };

// Runs `text` on the oracle and on `backend` (simd-cpu when null) and
// expects identical results; the backend must compile it (no NotSupported).
inline void expectSameAsOracle(const std::string& text, const std::vector<Tensor>& inputs,
                               Backend* backend = nullptr, NaNs nans = NaNs::kExactBits) {
  SCOPED_TRACE(text);
  Program program;
  program.text = text;
  std::unique_ptr<Backend> oracle = makeOracleBackend();
  std::unique_ptr<Backend> simd = backend ? nullptr : makeSimdCpuBackend();
  Backend& tested = backend ? *backend : *simd;
  const std::string name = tested.capabilities().name;
  auto expected = oracle->compile(program, {});
  ASSERT_TRUE(expected.ok()) << "oracle: " << expected.message;
  auto actual = tested.compile(program, {});
  ASSERT_TRUE(actual.ok()) << name << ": " << actual.message;
  auto want = oracle->execute(*expected.value, inputs, {});
  ASSERT_TRUE(want.ok()) << "oracle: " << want.message;
  auto got = tested.execute(*actual.value, inputs, {});
  ASSERT_TRUE(got.ok()) << name << ": " << got.message;
  ASSERT_EQ(got.value.size(), want.value.size());
  for (size_t i = 0; i < got.value.size(); ++i) {
    ASSERT_EQ(got.value[i].shape(), want.value[i].shape()) << "result " << i;
    ASSERT_EQ(got.value[i].elementType(), want.value[i].elementType()) << "result " << i;
    const ElementType type = got.value[i].elementType();
    if (nans == NaNs::kAnyNaN && isFloat(type)) {
      for (int64_t k = 0; k < got.value[i].numElements(); ++k) {
        const uint64_t a = got.value[i].bits(k), b = want.value[i].bits(k);
        if (!(isNaNBits(a, type) && isNaNBits(b, type))) {
          ASSERT_EQ(a, b) << "result " << i << " differs at element " << k;
        }
      }
      continue;
    }
    const auto a = got.value[i].bytes(), b = want.value[i].bytes();
    for (size_t k = 0; k < a.size(); ++k)
      ASSERT_EQ(a[k], b[k]) << "result " << i << " differs at byte " << k << " (element "
                            << k / static_cast<size_t>(got.value[i].elementBytes()) << ")";
  }
}

// simd-cpu's results of @main lie in what the oracle allows (by default
// the strict profile: no ulp budget beyond the op's own enclosure).
inline void expectAllowedByOracle(const std::string& text, const std::vector<Tensor>& inputs,
                                  const oracle::Profile& profile = oracle::Profile()) {
  SCOPED_TRACE(text);
  Program program;
  program.text = text;
  std::unique_ptr<Backend> simd = makeSimdCpuBackend();
  auto compiled = simd->compile(program, {});
  ASSERT_TRUE(compiled.ok()) << compiled.message;
  auto got = simd->execute(*compiled.value, inputs, {});
  ASSERT_TRUE(got.ok()) << got.message;
  Result<Module> module = parseModule(text, "t.mlir");
  ASSERT_TRUE(module.ok()) << module.error().str();
  std::vector<oracle::RuntimeValue> arguments;
  for (const Tensor& t : inputs) arguments.push_back(oracle::RuntimeValue::fromTensor(t));
  auto want = oracle::testing::verifyAndEvaluate(*module, "main", arguments);
  ASSERT_TRUE(want.ok()) << want.error().str();
  ASSERT_EQ(got.value.size(), want->size());
  for (size_t i = 0; i < want->size(); ++i) {
    // No expectation: the oracle's bits are the one allowed result.
    const std::shared_ptr<const oracle::TensorExpectation>& allowed = (*want)[i].expectation();
    const oracle::TensorExpectation exact((*want)[i].tensor(), "result");
    const oracle::Comparison c = oracle::compare(got.value[i], allowed ? *allowed : exact, profile);
    EXPECT_TRUE(c.passed) << "result " << i << ": " << c.explain();
  }
}

// Expects simd-cpu to declare the program NotSupported (a form it leaves out).
inline void expectNotSupported(const std::string& text) {
  SCOPED_TRACE(text);
  Program program;
  program.text = text;
  auto compiled = makeSimdCpuBackend()->compile(program, {});
  EXPECT_EQ(compiled.status, CallStatus::kNotSupported) << compiled.message;
}

}  // namespace hlo_cts::backends::testing
