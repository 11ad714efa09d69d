// Linear algebra: fft, cholesky, triangular_solve, batch_norm_*, einsum,
// unary_einsum. dot_general and dot are in linalg_dot.cpp, convolution and
// dynamic_conv in linalg_convolution.cpp.
#include <fmt/format.h>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

// --- fft ----------------------------------------------------------------------------------------

Violation fft_c1(const OpView& v) {
  auto len = v.integers("fft_length");
  auto rank = rankOf(v, "operand");
  if (!len || !rank || static_cast<int64_t>(len->size()) <= *rank) return std::nullopt;
  return fmt::format("size(fft_length) = {} exceeds rank(operand) = {}", len->size(), *rank);
}

Violation fft_c2(const OpView& v) {
  auto type = v.enumValue("fft_type");
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  if (!type) return std::nullopt;
  ElementType a = operand.elementType(), b = result.elementType();
  bool ok = true;
  if (*type == "FFT" || *type == "IFFT") ok = isComplex(a) && a == b;
  if (*type == "RFFT") ok = isFloat(a) && complexOf(a) == b;
  if (*type == "IRFFT") ok = isComplex(a) && complexPartType(a) == b;
  if (ok) return std::nullopt;
  return fmt::format("fft_type = {} does not allow element types {} -> {}", *type,
                     elementTypeName(a), elementTypeName(b));
}

Violation fft_c3(const OpView& v) {
  auto len = v.integers("fft_length");
  if (!len || (len->size() >= 1 && len->size() <= 3)) return std::nullopt;
  return fmt::format("size(fft_length) = {} is outside [1, 3]", len->size());
}

// (C4) for the real tensor among operand and result (RFFT's operand,
// IRFFT's result): shape(real)[-size(fft_length):] = fft_length.
Violation fft_c4(const OpView& v) {
  auto len = v.integers("fft_length");
  auto type = v.enumValue("fft_type");
  if (!len || !type || (*type != "RFFT" && *type != "IRFFT")) return std::nullopt;
  std::string_view name = *type == "RFFT" ? "operand" : "result";
  const Type& real = v.type(name);
  if (real.unranked() || static_cast<int64_t>(len->size()) > real.rank()) return std::nullopt;
  std::vector<int64_t> tail(real.shape().end() - len->size(), real.shape().end());
  // fft_length holds lengths, not dimensions: a negative entry is no `?`
  // and matches no dimension, static or dynamic.
  if (!firstNegative(*len) && shapesCompatible(tail, *len)) return std::nullopt;
  return fmt::format("shape({})[-{}:] = {} but fft_length = {}", name, len->size(), listStr(tail),
                     listStr(*len));
}

// (C5) shape(result) = shape(operand) except the last dimension for RFFT
// (n / 2 + 1 of the operand's) and IRFFT (the operand's is n / 2 + 1 of the result's).
Violation fft_c5(const OpView& v) {
  auto type = v.enumValue("fft_type");
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  if (!type || operand.unranked() || result.unranked()) return std::nullopt;
  if (operand.rank() != result.rank())
    return fmt::format("rank(result) = {} but rank(operand) = {}", result.rank(), operand.rank());
  if (operand.rank() == 0) return std::nullopt;
  int64_t last = operand.rank() - 1;
  for (int64_t d = 0; d < last; ++d)
    if (!dimsCompatible(operand.shape()[d], result.shape()[d]))
      return fmt::format("dim(result, {}) = {} but dim(operand, {}) = {}", d, result.shape()[d], d,
                         operand.shape()[d]);
  int64_t a = operand.shape()[last], b = result.shape()[last];
  auto half = [](int64_t n) { return n < 0 ? kDynamic : n == 0 ? 0 : n / 2 + 1; };
  int64_t expected = *type == "RFFT" ? half(a) : a;
  int64_t actual = *type == "IRFFT" ? half(b) : b;
  if (dimsCompatible(expected, actual)) return std::nullopt;
  if (*type == "IRFFT")
    return fmt::format("IRFFT: dim(operand, -1) = {} but dim(result, -1) / 2 + 1 = {}", a, actual);
  return fmt::format("dim(result, -1) = {} but expected {}", b, expected);
}

// --- cholesky / triangular_solve -----------------------------------------------------------------

Violation cholesky_c1(const OpView& v) {
  return sameBaselineTypes(v, {"a", "result"});
}

Violation cholesky_c2(const OpView& v) {
  auto r = rankOf(v, "a");
  if (!r || *r >= 2) return std::nullopt;
  return fmt::format("rank(a) = {} is less than 2", *r);
}

Violation squareMatrix(const OpView& v, std::string_view name) {
  auto r = rankOf(v, name);
  if (!r || *r < 2) return std::nullopt;
  const auto& s = v.type(name).shape();
  if (dimsCompatible(s[*r - 2], s[*r - 1])) return std::nullopt;
  return fmt::format("dim({}, -2) = {} but dim({}, -1) = {}", name, s[*r - 2], name, s[*r - 1]);
}

Violation cholesky_c3(const OpView& v) {
  return squareMatrix(v, "a");
}

Violation triangular_solve_c1(const OpView& v) {
  return sameBaselineElementTypes(v, {"a", "b"});
}

Violation triangular_solve_c2(const OpView& v) {
  auto ra = rankOf(v, "a"), rb = rankOf(v, "b");
  if (!ra || !rb) return std::nullopt;
  if (*ra >= 2 && *ra == *rb) return std::nullopt;
  return fmt::format("rank(a) = {} and rank(b) = {} must be equal and at least 2", *ra, *rb);
}

Violation triangular_solve_c3(const OpView& v) {
  auto ra = rankOf(v, "a"), rb = rankOf(v, "b");
  if (!ra || !rb || *ra != *rb || *ra < 2) return std::nullopt;
  const auto& a = v.type("a").shape();
  const auto& b = v.type("b").shape();
  for (int64_t d = 0; d < *ra - 2; ++d)
    if (!dimsCompatible(a[d], b[d]))
      return fmt::format("batch dimension {}: dim(a) = {} but dim(b) = {}", d, a[d], b[d]);
  bool left = v.flag("left_side").value_or(false);
  int64_t n = a[*ra - 1], m = a[*ra - 2], k = b[*ra - (left ? 2 : 1)];
  if (dimsCompatible(m, n) && dimsCompatible(n, k)) return std::nullopt;
  return fmt::format("dim(a, -2) = {}, dim(a, -1) = {} and dim(b, {}) = {} must be equal", m, n,
                     left ? -2 : -1, k);
}

Violation triangular_solve_c4(const OpView& v) {
  return sameBaselineTypes(v, {"b", "result"});
}

// --- batch_norm_*
// ---------------------------------------------------------------------------------

Violation featureIndexInRange(const OpView& v) {
  return dimInRange(v, "feature_index", "operand");
}

// size(x) = dim(operand, feature_index).
Violation featureSized(const OpView& v, std::string_view x) {
  auto f = v.integer("feature_index");
  auto rank = rankOf(v, "operand");
  auto rx = rankOf(v, x);
  if (!f || !rank || !rx || *f < 0 || *f >= *rank || *rx != 1) return std::nullopt;
  int64_t size = v.type(x).shape()[0], expected = v.type("operand").shape()[*f];
  if (dimsCompatible(size, expected)) return std::nullopt;
  return fmt::format("size({}) = {} but dim(operand, feature_index) = {}", x, size, expected);
}

Violation batch_norm_grad_c1(const OpView& v) {
  return featureIndexInRange(v);
}
Violation batch_norm_grad_c2(const OpView& v) {
  return sameBaselineElementTypes(v, {"operand", "scale", "mean", "variance", "grad_output",
                                      "grad_operand", "grad_scale", "grad_offset"});
}
Violation batch_norm_grad_c3(const OpView& v) {
  return sameShapes(v, {"operand", "grad_output", "grad_operand"});
}
Violation batch_norm_grad_c4(const OpView& v) {
  return sameShapes(v, {"scale", "mean", "variance", "grad_scale", "grad_offset"});
}
Violation batch_norm_grad_c5(const OpView& v) {
  return featureSized(v, "scale");
}

Violation batch_norm_inference_c1(const OpView& v) {
  return featureIndexInRange(v);
}
Violation batch_norm_inference_c2(const OpView& v) {
  return sameBaselineElementTypes(v, {"operand", "scale", "offset", "mean", "variance", "result"});
}
Violation batch_norm_inference_c3(const OpView& v) {
  return featureSized(v, "scale");
}
Violation batch_norm_inference_c4(const OpView& v) {
  return featureSized(v, "offset");
}
Violation batch_norm_inference_c5(const OpView& v) {
  return featureSized(v, "mean");
}
Violation batch_norm_inference_c6(const OpView& v) {
  return featureSized(v, "variance");
}
Violation batch_norm_inference_c7(const OpView& v) {
  return sameBaselineTypes(v, {"operand", "result"});
}

Violation batch_norm_training_c1(const OpView& v) {
  return featureIndexInRange(v);
}
Violation batch_norm_training_c2(const OpView& v) {
  return sameBaselineElementTypes(
      v, {"operand", "scale", "offset", "batch_mean", "batch_var", "output"});
}
Violation batch_norm_training_c3(const OpView& v) {
  return featureSized(v, "scale");
}
Violation batch_norm_training_c4(const OpView& v) {
  return featureSized(v, "offset");
}
Violation batch_norm_training_c5(const OpView& v) {
  return featureSized(v, "batch_mean");
}
Violation batch_norm_training_c6(const OpView& v) {
  return featureSized(v, "batch_var");
}
Violation batch_norm_training_c7(const OpView& v) {
  return sameBaselineTypes(v, {"output", "operand"});
}

// --- einsum / unary_einsum ---------------------------------------------------------------------

std::optional<EinsumConfig> parseEinsum(const OpView& v) {
  const Attribute* c = v.attr("einsum_config");
  if (!c || c->kind() != Attribute::Kind::kString) return std::nullopt;
  return parseEinsumConfig(c->str());
}

Violation einsum_c1(const OpView& v) {
  auto parsed = parseEinsum(v);
  size_t expected = v.op().numOperands();
  if (parsed && parsed->operands.size() == expected) return std::nullopt;
  const Attribute* c = v.attr("einsum_config");
  return fmt::format("einsum_config \"{}\" must read \"<labels>{}-><labels>\"",
                     c && c->kind() == Attribute::Kind::kString ? c->str() : "",
                     expected == 2 ? ",<labels>" : "");
}

Violation einsum_c2(const OpView& v) {
  auto parsed = parseEinsum(v);
  if (!parsed || parsed->operands.size() != v.op().numOperands()) return std::nullopt;
  for (size_t i = 0; i < parsed->operands.size(); ++i) {
    const Type& t = v.op().operand(i)->type;
    if (!t.unranked() && static_cast<int64_t>(parsed->operands[i].size()) != t.rank())
      return fmt::format("labels \"{}\" do not match the rank {} of operand #{}",
                         parsed->operands[i], t.rank(), i);
  }
  const Type& r = v.op().result(0)->type;
  if (!r.unranked() && static_cast<int64_t>(parsed->result.size()) != r.rank())
    return fmt::format("labels \"{}\" do not match the rank {} of the result", parsed->result,
                       r.rank());
  return std::nullopt;
}

}  // namespace

void addLinalgOps(std::vector<OpDef>& ops) {
  ops.push_back(OpDef{
      .name = "stablehlo.fft",
      .family = "linalg",
      .summary = "forward and inverse Fourier transforms, complex and real",
      .xlaNames = {{"Fft"}},
      .inputs = {operand("operand", cat::kFloatOrComplex),
                 attribute("fft_type", "fft_type", "enum of FFT, IFFT, RFFT and IRFFT"),
                 attribute("fft_length", "fft_length",
                           "1-dimensional tensor constant of type si64")},
      .outputs = {output("result", cat::kFloatOrComplex)},
      .constraints =
          {{"C1", "size(fft_length) <= rank(operand)", fft_c1},
           {"C2",
            "FFT and IFFT: element_type(operand) = element_type(result), complex; RFFT: "
            "element_type(operand) is a float type and element_type(result) the complex type of "
            "the same float semantics; IRFFT: the reverse",
            fft_c2},
           {"C3", "1 <= size(fft_length) <= 3", fft_c3},
           {"C4",
            "if among operand and result there is a tensor real of a floating-point type, "
            "shape(real)[-size(fft_length):] = fft_length",
            fft_c4},
           {"C5",
            "shape(result) = shape(operand) except: RFFT: dim(result, -1) = dim(operand, -1) = 0 "
            "? 0 : dim(operand, -1) / 2 + 1; IRFFT: dim(operand, -1) = dim(result, -1) = 0 ? 0 : "
            "dim(result, -1) / 2 + 1",
            fft_c5}},
      .unrealizableOn = {[](ElementType type) { return isFloat(type) && !complexOf(type); },
                         "C2 admits no program: only f32 and f64 have complex counterparts"}});

  ops.push_back(OpDef{
      .name = "stablehlo.cholesky",
      .family = "linalg",
      .summary = "Cholesky decomposition of a batch of matrices",
      .xlaNames = {{"Cholesky"}},
      .inputs = {operand("a", cat::kFloatComplexOrPerTensor),
                 attribute("lower", "lower", "0-dimensional tensor constant of type i1", "false")},
      .outputs = {output("result", cat::kFloatComplexOrPerTensor)},
      .constraints = {{"C1", "baseline_type(a) = baseline_type(result)", cholesky_c1},
                      {"C2", "2 <= rank(a)", cholesky_c2},
                      {"C3", "dim(a, -2) = dim(a, -1)", cholesky_c3}},
      .infer = inferSameAsFirstOperand});
  ops.push_back(
      OpDef{.name = "stablehlo.triangular_solve",
            .family = "linalg",
            .summary = "solves triangular systems of linear equations",
            .xlaNames = {{"TriangularSolve"}},
            .inputs = {operand("a", cat::kFloatComplexOrPerTensor),
                       operand("b", cat::kFloatComplexOrPerTensor),
                       attribute("left_side", "left_side", "constant of type i1"),
                       attribute("lower", "lower", "constant of type i1"),
                       attribute("unit_diagonal", "unit_diagonal", "constant of type i1"),
                       attribute("transpose_a", "transpose_a",
                                 "enum of NO_TRANSPOSE, TRANSPOSE and ADJOINT")},
            .outputs = {output("result", cat::kFloatComplexOrPerTensor)},
            .constraints = {
                {"C1", "baseline_element_type(a) = baseline_element_type(b)", triangular_solve_c1},
                {"C2", "2 <= rank(a) = rank(b) = R", triangular_solve_c2},
                {"C3",
                 "shape(a)[:-2] = shape(b)[:-2] (the spec text writes [:-3]) and dim(a, -2) "
                 "= dim(a, -1) = dim(b, left_side ? -2 : -1)",
                 triangular_solve_c3},
                {"C4", "baseline_type(b) = baseline_type(result)", triangular_solve_c4}}});

  auto epsilon = attribute("epsilon", "epsilon", "constant of type f32");
  auto featureIndex = attribute("feature_index", "feature_index", "constant of type si64");
  ops.push_back(OpDef{
      .name = "stablehlo.batch_norm_grad",
      .family = "linalg",
      .summary = "gradients of batch normalization",
      .xlaNames = {{"BatchNormGrad"}},
      .inputs = {operand("operand", cat::kFloatOrPerTensor),
                 operand("scale", cat::kFloat1DOrPerTensor),
                 operand("mean", cat::kFloat1DOrPerTensor),
                 operand("variance", cat::kFloat1DOrPerTensor),
                 operand("grad_output", cat::kFloatOrPerTensor), epsilon, featureIndex},
      .outputs = {output("grad_operand", cat::kFloatOrPerTensor),
                  output("grad_scale", cat::kFloat1DOrPerTensor),
                  output("grad_offset", cat::kFloat1DOrPerTensor)},
      .constraints = {
          {"C1", "0 <= feature_index < rank(operand)", batch_norm_grad_c1},
          {"C2",
           "operand, scale, mean, variance, grad_output, grad_operand, grad_scale and "
           "grad_offset have the same baseline_element_type",
           batch_norm_grad_c2},
          {"C3", "operand, grad_output and grad_operand have the same shape", batch_norm_grad_c3},
          {"C4", "scale, mean, variance, grad_scale and grad_offset have the same shape",
           batch_norm_grad_c4},
          {"C5", "size(scale) = dim(operand, feature_index)", batch_norm_grad_c5}}});
  ops.push_back(OpDef{
      .name = "stablehlo.batch_norm_inference",
      .family = "linalg",
      .summary = "normalizes operand with given mean and variance",
      .xlaNames = {{"BatchNormInference"}},
      .inputs = {operand("operand", cat::kFloatOrPerTensor),
                 operand("scale", cat::kFloat1DOrPerTensor),
                 operand("offset", cat::kFloat1DOrPerTensor),
                 operand("mean", cat::kFloat1DOrPerTensor),
                 operand("variance", cat::kFloat1DOrPerTensor), epsilon, featureIndex},
      .outputs = {output("result", cat::kFloatOrPerTensor)},
      .constraints = {{"C1", "0 <= feature_index < rank(operand)", batch_norm_inference_c1},
                      {"C2",
                       "operand, scale, offset, mean, variance and result have the same "
                       "baseline_element_type",
                       batch_norm_inference_c2},
                      {"C3", "size(scale) = dim(operand, feature_index)", batch_norm_inference_c3},
                      {"C4", "size(offset) = dim(operand, feature_index)", batch_norm_inference_c4},
                      {"C5", "size(mean) = dim(operand, feature_index)", batch_norm_inference_c5},
                      {"C6", "size(variance) = dim(operand, feature_index)",
                       batch_norm_inference_c6},
                      {"C7", "baseline_type(operand) = baseline_type(result)",
                       batch_norm_inference_c7}},
      .infer = inferSameAsFirstOperand});
  ops.push_back(
      OpDef{.name = "stablehlo.batch_norm_training",
            .family = "linalg",
            .summary = "normalizes operand, computing batch mean and variance",
            .xlaNames = {{"BatchNormTraining"}},
            .inputs = {operand("operand", cat::kFloatOrPerTensor),
                       operand("scale", cat::kFloat1DOrPerTensor),
                       operand("offset", cat::kFloat1DOrPerTensor), epsilon, featureIndex},
            .outputs = {output("output", cat::kFloatOrPerTensor),
                        output("batch_mean", cat::kFloat1DOrPerTensor),
                        output("batch_var", cat::kFloat1DOrPerTensor)},
            .constraints = {
                {"C1", "0 <= feature_index < rank(operand)", batch_norm_training_c1},
                {"C2",
                 "operand, scale, offset, batch_mean, batch_var and output have the same "
                 "baseline_element_type",
                 batch_norm_training_c2},
                {"C3", "size(scale) = dim(operand, feature_index)", batch_norm_training_c3},
                {"C4", "size(offset) = dim(operand, feature_index)", batch_norm_training_c4},
                {"C5", "size(batch_mean) = dim(operand, feature_index)", batch_norm_training_c5},
                {"C6", "size(batch_var) = dim(operand, feature_index)", batch_norm_training_c6},
                {"C7", "baseline_type(output) = baseline_type(operand)", batch_norm_training_c7}}});

  for (bool unary : {false, true}) {
    OpDef def{
        .name = unary ? "stablehlo.unary_einsum" : "stablehlo.einsum",
        .origin = Origin::kMlir,
        .family = "linalg",
        .summary = unary ? "einsum of one operand (legacy)" : "einsum of two operands (legacy)",
        .inputs = {operand(unary ? "operand" : "lhs", cat::kTensorOrPerTensor)},
        .outputs = {output("result", cat::kTensorOrPerTensor)},
        .constraints = {
            {"C1", "einsum_config reads <labels>[,<labels>]-><labels>", einsum_c1, Origin::kMlir},
            {"C2", "each label group has as many labels as its tensor's rank", einsum_c2,
             Origin::kMlir}}};
    if (!unary) def.inputs.push_back(operand("rhs", cat::kTensorOrPerTensor));
    def.inputs.push_back(attribute("einsum_config", "einsum_config", "constant of type string"));
    ops.push_back(std::move(def));
  }
}

}  // namespace hlo_cts::ops
