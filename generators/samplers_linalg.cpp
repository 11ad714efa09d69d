// Samplers of the linear-algebra ops: batch_norm_inference,
// batch_norm_training, batch_norm_grad, cholesky, triangular_solve, fft and
// chlo.ragged_dot.
// Their inputs are built so the results are well defined and well
// conditioned in every element type the catalogue accepts: variances are
// positive, cholesky's operand is a Hermitian, diagonally dominant (so
// positive definite) small-integer matrix, triangular_solve's triangle has a
// diagonal of ±2 and ±4 (exact reciprocals), and fft's lengths are the
// operand's trailing dimensions. Element types, result types and the
// attributes' validity are the catalogue's to decide.
#include <algorithm>
#include <bit>
#include <optional>

#include "generators/builder.h"
#include "spec/float_value.h"

namespace hlo_cts::generators {
namespace {

std::optional<ElementType> operandElement(ProgramBuilder& b, OpId id, size_t input = 0) {
  const ops::OpDef& def = *ops::opDef(id);
  return b.elementType(
      [&](ElementType e) { return def.inputs[input].type.matches(Type::tensor({1}, e)); });
}

// A tensor of `type` holding small integers (each part of a complex
// element) from `value(index, part)`, exact in every float format.
template <class F>
Tensor integerTensor(const Type& type, F&& value) {
  Tensor t(type);
  const ElementType part = complexPartType(type.elementType());
  const int parts = isComplex(type.elementType()) ? 2 : 1;
  for (int64_t i = 0; i < t.numElements(); ++i)
    for (int p = 0; p < parts; ++p) t.setPartBits(i, p, roundIntegerToFormat(value(i, p), part));
  return t;
}

Attribute f32Attribute(float value) {
  return Attribute::floating(std::bit_cast<uint32_t>(value), Type::element(ElementType::kF32));
}

// operand [..., C at feature_index, ...]; the per-feature vectors [C].
struct BatchNormShapes {
  Type operand, feature;
  int64_t featureIndex = 0;
};

std::optional<BatchNormShapes> batchNormShapes(ProgramBuilder& b, OpId id) {
  const std::optional<ElementType> element = operandElement(b, id);
  if (!element) return std::nullopt;
  BatchNormShapes s;
  const std::vector<int64_t> shape = b.randomShape(1);
  s.featureIndex = b.entropy().below(shape.size());
  s.operand = Type::tensor(shape, *element);
  s.feature = Type::tensor({shape[static_cast<size_t>(s.featureIndex)]}, *element);
  return s;
}

std::vector<NamedAttribute> batchNormProperties(ProgramBuilder& b, const BatchNormShapes& s) {
  const float epsilon = b.entropy().oneIn(2) ? 1e-3f : 0.25f;
  return {{"epsilon", f32Attribute(epsilon)},
          {"feature_index", Attribute::integer(s.featureIndex)}};
}

// A variance: positive small integers (1..4).
Value* variance(ProgramBuilder& b, const Type& type) {
  return b.constantOf(integerTensor(type, [&](int64_t, int) { return b.entropy().inRange(1, 4); }));
}

Result<bool> sampleBatchNormInference(ProgramBuilder& b, OpId id) {
  const std::optional<BatchNormShapes> s = batchNormShapes(b, id);
  if (!s) return false;
  std::vector<Value*> operands = {b.valueOf(s->operand), b.valueOf(s->feature),
                                  b.valueOf(s->feature), b.valueOf(s->feature),
                                  variance(b, s->feature)};
  return appended(
      b.append(id, operands, batchNormProperties(b, *s), std::vector<Type>{s->operand}));
}

Result<bool> sampleBatchNormTraining(ProgramBuilder& b, OpId id) {
  const std::optional<BatchNormShapes> s = batchNormShapes(b, id);
  if (!s) return false;
  std::vector<Value*> operands = {b.valueOf(s->operand), b.valueOf(s->feature),
                                  b.valueOf(s->feature)};
  return appended(b.append(id, operands, batchNormProperties(b, *s),
                           std::vector<Type>{s->operand, s->feature, s->feature}));
}

Result<bool> sampleBatchNormGrad(ProgramBuilder& b, OpId id) {
  const std::optional<BatchNormShapes> s = batchNormShapes(b, id);
  if (!s) return false;
  std::vector<Value*> operands = {b.valueOf(s->operand), b.valueOf(s->feature),
                                  b.valueOf(s->feature), variance(b, s->feature),
                                  b.valueOf(s->operand)};
  return appended(b.append(id, operands, batchNormProperties(b, *s),
                           std::vector<Type>{s->operand, s->feature, s->feature}));
}

// Batch dimensions (0 to 1 of them) and an n×n matrix.
std::vector<int64_t> batchedSquare(ProgramBuilder& b, int64_t n) {
  std::vector<int64_t> shape = b.randomShape(0, std::max(0, std::min(1, b.options().maxRank - 2)));
  shape.push_back(n);
  shape.push_back(n);
  return shape;
}

// A = B·Bᴴ + (n + 1)·I per batch, B's parts in {-1, 0, 1}: Hermitian and
// strictly diagonally dominant, so positive definite, in small integers.
Result<bool> sampleCholesky(ProgramBuilder& b, OpId id) {
  const std::optional<ElementType> element = operandElement(b, id);
  if (!element || b.options().maxRank < 2) return false;
  const int64_t n = b.entropy().inRange(1, 3);
  const Type type = Type::tensor(batchedSquare(b, n), *element);
  const int parts = isComplex(*element) ? 2 : 1;
  const int64_t batches = type.numElements() / (n * n);
  std::vector<int64_t> factor(static_cast<size_t>(batches * n * n * 2));
  for (int64_t& x : factor) x = b.entropy().inRange(-1, 1);
  auto f = [&](int64_t batch, int64_t i, int64_t k, int p) {
    return p < parts ? factor[static_cast<size_t>(((batch * n + i) * n + k) * 2 + p)] : 0;
  };
  Tensor a = integerTensor(type, [&](int64_t linear, int p) {
    const int64_t batch = linear / (n * n), i = linear / n % n, j = linear % n;
    // (B·Bᴴ)_ij = Σ_k B_ik · conj(B_jk): real Σ re·re + im·im, imag Σ im·re − re·im.
    int64_t sum = 0;
    for (int64_t k = 0; k < n; ++k)
      sum += p == 0 ? f(batch, i, k, 0) * f(batch, j, k, 0) + f(batch, i, k, 1) * f(batch, j, k, 1)
                    : f(batch, i, k, 1) * f(batch, j, k, 0) - f(batch, i, k, 0) * f(batch, j, k, 1);
    return sum + (p == 0 && i == j ? n + 1 : 0);
  });
  Value* operand = b.constantOf(std::move(a));
  if (!operand) return false;
  return appended(b.append(id, {operand}, {{"lower", Attribute::boolean(b.entropy().oneIn(2))}},
                           std::vector<Type>{type}));
}

// a: a triangle with a diagonal of ±2 and ±4 and small integers off it
// (the other triangle is ignored, so random); b: any values.
Result<bool> sampleTriangularSolve(ProgramBuilder& b, OpId id) {
  const std::optional<ElementType> element = operandElement(b, id);
  if (!element || b.options().maxRank < 2) return false;
  const int64_t n = b.entropy().inRange(1, 3), m = b.entropy().inRange(1, 3);
  const std::vector<int64_t> aShape = batchedSquare(b, n);
  const bool leftSide = b.entropy().oneIn(2);
  std::vector<int64_t> bShape(aShape.begin(), aShape.end() - 2);
  bShape.push_back(leftSide ? n : m);
  bShape.push_back(leftSide ? m : n);
  const Type aType = Type::tensor(aShape, *element);
  Tensor a = integerTensor(aType, [&](int64_t linear, int p) -> int64_t {
    const int64_t i = linear / n % n, j = linear % n;
    if (i != j) return b.entropy().inRange(-2, 2);
    if (p == 1) return 0;
    return (b.entropy().oneIn(2) ? 2 : 4) * (b.entropy().oneIn(2) ? 1 : -1);
  });
  Value* aValue = b.constantOf(std::move(a));
  if (!aValue) return false;
  static const char* const kTranspose[] = {"NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"};
  std::vector<NamedAttribute> properties = {
      {"left_side", Attribute::boolean(leftSide)},
      {"lower", Attribute::boolean(b.entropy().oneIn(2))},
      {"transpose_a", stablehloEnum("transpose", kTranspose[b.entropy().below(3)])},
      {"unit_diagonal", Attribute::boolean(b.entropy().oneIn(3))}};
  const Type bType = Type::tensor(bShape, *element);
  return appended(
      b.append(id, {aValue, b.valueOf(bType)}, std::move(properties), std::vector<Type>{bType}));
}

// fft over the last 1 to 3 dimensions: FFT and IFFT complex to complex,
// RFFT real to complex (last length n gives n/2 + 1), IRFFT complex to real.
Result<bool> sampleFft(ProgramBuilder& b, OpId id) {
  const std::optional<ElementType> element = operandElement(b, id);
  if (!element) return false;
  const bool complex = isComplex(*element);
  static const char* const kComplexTypes[] = {"FFT", "IFFT", "IRFFT"};
  const std::string fftType = complex ? kComplexTypes[b.entropy().below(3)] : "RFFT";
  const ElementType part = complexPartType(*element);
  const std::optional<ElementType> complexElement = complexOf(part);
  if (!complexElement) return false;
  std::vector<int64_t> shape = b.randomShape(1);
  for (int64_t& d : shape) d = std::max<int64_t>(d, 1);  // transforms of length 0 are invalid
  const int64_t lengths = b.entropy().inRange(1, std::min<int64_t>(3, shape.size()));
  std::vector<int64_t> fftLength(shape.end() - lengths, shape.end());
  std::vector<int64_t> resultShape = shape;
  ElementType resultElement = *element;
  if (fftType == "RFFT") {
    resultShape.back() = shape.back() / 2 + 1;
    resultElement = *complexElement;
  } else if (fftType == "IRFFT") {
    // The operand's last dimension is length / 2 + 1 of the real result's.
    fftLength.back() = std::max<int64_t>(1, 2 * shape.back() - 1 - b.entropy().below(2));
    resultShape.back() = fftLength.back();
    resultElement = part;
  }
  const Type operandType = Type::tensor(shape, *element);
  return appended(
      b.append(id, {b.valueOf(operandType)},
               {{"fft_type", stablehloEnum("fft_type", fftType)}, {"fft_length", dims(fftLength)}},
               std::vector<Type>{Type::tensor(resultShape, resultElement)}));
}

// chlo.ragged_dot in its ragged-rows mode: lhs [m, k] split into groups of
// consecutive rows by group_sizes (a constant summing to at most m; rows
// past the groups are zeros), rhs [g, k, n] one [k, n] matrix per group,
// result [m, n].
Result<bool> sampleRaggedDot(ProgramBuilder& b, OpId id) {
  const std::optional<ElementType> element = operandElement(b, id);
  if (!element || b.options().maxRank < 3) return false;
  const int64_t m = b.entropy().inRange(0, 5), k = b.entropy().inRange(1, 3);
  const int64_t n = b.entropy().inRange(1, 3), groups = b.entropy().inRange(1, 3);
  std::vector<int64_t> sizes;
  int64_t left = m;
  for (int64_t g = 0; g < groups; ++g) {
    sizes.push_back(b.entropy().inRange(0, left));
    left -= sizes.back();
  }
  Value* groupSizes = indexConstant(b, id, "group_sizes", sizes);
  if (!groupSizes) return false;
  std::vector<Value*> operands = {b.valueOf(Type::tensor({m, k}, *element)),
                                  b.valueOf(Type::tensor({groups, k, n}, *element)), groupSizes};
  std::vector<NamedAttribute> properties = {
      {"ragged_dot_dimension_numbers",
       Attribute::structure("chlo.ragged_dot", {{"lhs_contracting_dimensions", dims({1})},
                                                {"rhs_contracting_dimensions", dims({1})},
                                                {"lhs_ragged_dimensions", dims({0})},
                                                {"rhs_group_dimensions", dims({0})}})}};
  return appended(b.append(id, operands, std::move(properties),
                           std::vector<Type>{Type::tensor({m, n}, *element)}));
}

}  // namespace

std::vector<SamplerEntry> linalgSamplers() {
  return {
      {OpId::kBatchNormInference, sampleBatchNormInference, 1},
      {OpId::kBatchNormTraining, sampleBatchNormTraining, 1},
      {OpId::kBatchNormGrad, sampleBatchNormGrad, 1},
      {OpId::kCholesky, sampleCholesky, 1},
      {OpId::kTriangularSolve, sampleTriangularSolve, 1},
      {OpId::kFft, sampleFft, 1},
      {OpId::kChloRaggedDot, sampleRaggedDot, 1, 3},
  };
}

}  // namespace hlo_cts::generators
