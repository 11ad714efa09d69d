// dot_general and dot (spec "dot_general"): exact sums of exact products,
// correctly rounded, with the interval for every summation order (Higham,
// "Accuracy and Stability of Numerical Algorithms", 2nd ed., §3.1; see
// docs/numerics.md), FMA use and (through the dot algorithm attribute) input
// precision.
#include "oracle/ops/reduction_dot.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>

#include "numerics/mpfr_number.h"
#include "oracle/ops/compose.h"
#include "oracle/ops/index_util.h"
#include "oracle/ops/reduction_family.h"
#include "oracle/ops/runtime_check.h"
#include "spec/float_value.h"
#include "spec/ops/attribute_views.h"
#include "spec/ops/spec_functions.h"

namespace hlo_cts::oracle {
namespace {

std::vector<int64_t> offsetsOver(const std::vector<int64_t>& dims,
                                 const std::vector<int64_t>& shape,
                                 const std::vector<int64_t>& strides) {
  std::vector<int64_t> sizes, dim_strides;
  for (int64_t d : dims) {
    sizes.push_back(shape[static_cast<size_t>(d)]);
    dim_strides.push_back(strides[static_cast<size_t>(d)]);
  }
  std::vector<int64_t> out;
  int64_t total = 1;
  for (int64_t s : sizes) total *= s;
  if (total <= 0) return out;
  out.reserve(static_cast<size_t>(total));
  std::vector<int64_t> index(sizes.size(), 0);
  for (int64_t n = 0; n < total; ++n) {
    int64_t off = 0;
    for (size_t i = 0; i < sizes.size(); ++i) off += index[i] * dim_strides[i];
    out.push_back(off);
    for (size_t i = sizes.size(); i-- > 0;) {
      if (++index[i] < sizes[i]) break;
      index[i] = 0;
    }
  }
  return out;
}

}  // namespace

AccumulationModel defaultDotModel(ElementType operand, ElementType result) {
  const FloatFormat& rf = *floatFormat(complexPartType(result));
  const FloatFormat& of = *floatFormat(complexPartType(operand));
  AccumulationModel m = AccumulationModel::inFormat(rf);
  if (of.type != rf.type) {
    // multiply() rounds in the operand type, then the sum runs in the
    // result type (C13 lets them differ).
    m.uProduct = unitRoundoff(of);
    m.etaProduct = halfSmallestSubnormal(of);
  }
  return m;
}

namespace {

// The index walk of a dot: for every result element (batch dims, lhs result
// dims, rhs result dims, row-major) the base offsets into lhs and rhs, and
// the offsets of the contracting index. `rhsGroupDim` (ragged_dot) is left
// out of rhs's result dims; `trackLhsDim` records that lhs dim's index per
// result element.
struct DotWalk {
  std::vector<int64_t> shape;
  std::vector<int64_t> lbase, rbase, lk, rk, tracked;
  int64_t contract = 1;
};

// The result dimensions of a dot: lhs's and rhs's free dimensions (neither
// batching nor contracting; rhsGroupDim, ragged_dot's, left out too), and
// the result shape they give after the batching dimensions (C12).
struct DotLayout {
  std::vector<int64_t> lhsResultDims, rhsResultDims, shape;
};

// `dims` satisfy dot_general's C1-C10 for these operands (the catalogue
// checks an op's before its handler runs; chlo.ragged_dot's handler checks
// what its catalogue entry does not).
DotLayout dotLayout(const std::vector<int64_t>& ls, const std::vector<int64_t>& rs,
                    const DotDimensionNumbers& dims, int64_t rhsGroupDim = -1) {
  DotLayout l;
  for (int64_t d = 0; d < static_cast<int64_t>(ls.size()); ++d)
    if (!contains(dims.lhsBatching, d) && !contains(dims.lhsContracting, d))
      l.lhsResultDims.push_back(d);
  for (int64_t d = 0; d < static_cast<int64_t>(rs.size()); ++d)
    if (!contains(dims.rhsBatching, d) && !contains(dims.rhsContracting, d) && d != rhsGroupDim)
      l.rhsResultDims.push_back(d);
  for (int64_t d : dims.lhsBatching) l.shape.push_back(ls[static_cast<size_t>(d)]);
  for (int64_t d : l.lhsResultDims) l.shape.push_back(ls[static_cast<size_t>(d)]);
  for (int64_t d : l.rhsResultDims) l.shape.push_back(rs[static_cast<size_t>(d)]);
  return l;
}

DotWalk dotWalk(const Tensor& lhs, const Tensor& rhs, const DotDimensionNumbers& dims,
                int64_t rhsGroupDim = -1, int64_t trackLhsDim = -1) {
  const std::vector<int64_t>& ls = lhs.shape();
  const std::vector<int64_t>& rs = rhs.shape();
  DotLayout layout = dotLayout(ls, rs, dims, rhsGroupDim);
  const std::vector<int64_t>& lhs_result_dims = layout.lhsResultDims;
  const std::vector<int64_t>& rhs_result_dims = layout.rhsResultDims;
  DotWalk w;
  w.shape = std::move(layout.shape);
  const std::vector<int64_t> lstr = rowMajorStrides(ls), rstr = rowMajorStrides(rs);
  const size_t nb = dims.lhsBatching.size(), nl = lhs_result_dims.size();
  w.lk = offsetsOver(dims.lhsContracting, ls, lstr);
  w.rk = offsetsOver(dims.rhsContracting, rs, rstr);
  for (int64_t d : dims.lhsContracting) w.contract *= ls[static_cast<size_t>(d)];
  int64_t num_results = 1;
  for (int64_t d : w.shape) num_results *= d;
  // Where the tracked lhs dim sits in the result index.
  int64_t tracked_pos = -1;
  for (size_t i = 0; i < nl; ++i)
    if (lhs_result_dims[i] == trackLhsDim) tracked_pos = static_cast<int64_t>(nb + i);
  std::vector<int64_t> index(w.shape.size(), 0);
  for (int64_t r = 0; r < num_results; ++r) {
    int64_t lo = 0, ro = 0;
    for (size_t i = 0; i < nb; ++i) {
      lo += index[i] * lstr[static_cast<size_t>(dims.lhsBatching[i])];
      ro += index[i] * rstr[static_cast<size_t>(dims.rhsBatching[i])];
    }
    for (size_t i = 0; i < nl; ++i)
      lo += index[nb + i] * lstr[static_cast<size_t>(lhs_result_dims[i])];
    for (size_t i = 0; i < rhs_result_dims.size(); ++i)
      ro += index[nb + nl + i] * rstr[static_cast<size_t>(rhs_result_dims[i])];
    w.lbase.push_back(lo);
    w.rbase.push_back(ro);
    if (tracked_pos >= 0) w.tracked.push_back(index[static_cast<size_t>(tracked_pos)]);
    for (size_t i = index.size(); i-- > 0;) {
      if (++index[i] < w.shape[i]) break;
      index[i] = 0;
    }
  }
  return w;
}

// An operand packed so that each result's contraction reads contiguous
// elements: row p holds, in contraction order, the elements that the
// results with the p-th distinct base offset read (a row-major rhs was
// read down its columns, a cache and TLB miss per product). Each operand
// element lands in one row (it has one base and one contraction offset),
// so the packed operand is no larger than the operand.
struct PackedOperand {
  Tensor tensor;
  std::vector<int64_t> rowOf;  // per result element
};

PackedOperand packForContraction(const Tensor& t, const std::vector<int64_t>& base,
                                 const std::vector<int64_t>& offsets) {
  PackedOperand packed;
  std::unordered_map<int64_t, int64_t> rows;
  std::vector<int64_t> bases;
  packed.rowOf.resize(base.size());
  for (size_t r = 0; r < base.size(); ++r) {
    const auto [at, fresh] = rows.try_emplace(base[r], static_cast<int64_t>(bases.size()));
    if (fresh) bases.push_back(base[r]);
    packed.rowOf[r] = at->second;
  }
  const int64_t width = static_cast<int64_t>(offsets.size());
  packed.tensor = Tensor::uninitialized(
      Type::tensor({static_cast<int64_t>(bases.size()), width}, t.elementType()));
  const size_t bytes = static_cast<size_t>(t.elementBytes());
  const uint8_t* from = t.bytes().data();
  uint8_t* to = packed.tensor.mutableBytes().data();
  for (size_t p = 0; p < bases.size(); ++p)
    for (int64_t i = 0; i < width; ++i)
      std::memcpy(to + (static_cast<int64_t>(p) * width + i) * static_cast<int64_t>(bytes),
                  from + (bases[p] + offsets[static_cast<size_t>(i)]) * static_cast<int64_t>(bytes),
                  bytes);
  return packed;
}

}  // namespace

Result<ReducedTensor> dotGeneralExact(const Tensor& lhs, const Tensor& rhs,
                                      const DotDimensionNumbers& dims, const Type& resultType,
                                      std::optional<AccumulationModel> model) {
  if (lhs.type().isQuantized() || rhs.type().isQuantized() || resultType.isQuantized())
    return makeError(
        "stablehlo.dot_general: this quantized dot_general is not supported by the "
        "oracle (NotSupported)",
        {}, DiagnosticKind::kNotSupported);
  const DotWalk walk = dotWalk(lhs, rhs, dims);
  const int64_t contract = walk.contract;
  const PackedOperand lp = packForContraction(lhs, walk.lbase, walk.lk);
  const PackedOperand rp = packForContraction(rhs, walk.rbase, walk.rk);
  Tensor value(resultType);
  const int64_t num_results = value.numElements();
  Result<DotKernel> kernel =
      DotKernel::create(lp.tensor, rp.tensor, resultType.elementType(), model);
  if (!kernel.ok()) return kernel.takeError();
  ReducedTensor out{std::move(value), {}};
  out.allowed.reason = fmt::format("order-unspecified dot product of {} terms ({})", contract,
                                   kernel->model().describe());
  kernel->finishEach(num_results, contract, out.value, out.allowed, [&](DotKernel& k, int64_t r) {
    const int64_t lb = lp.rowOf[static_cast<size_t>(r)] * contract,
                  rb = rp.rowOf[static_cast<size_t>(r)] * contract;
    k.addRun(lb, rb, contract);
  });
  return out;
}

namespace {

// dot_general's or ragged_dot's dimension numbers (dot has none).
Result<DotDimensionNumbers> dotDimensions(const Operation& op) {
  Result<ops::DotDimensionAttrs> attrs = ops::dotDimensionAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  return DotDimensionNumbers{std::move(attrs->lhsBatching), std::move(attrs->rhsBatching),
                             std::move(attrs->lhsContracting), std::move(attrs->rhsContracting)};
}

// Operands used at `bits` of precision in `rounding`'s exponent range
// (truncating hardware: a full ulp of relative error), where that is less
// than the operand format holds.
void roundInputs(AccumulationModel& m, const FloatFormat& operand, int bits,
                 const FloatFormat& rounding) {
  if (bits >= operand.precision()) return;
  m.uInput = std::max(m.uInput, std::ldexp(1.0, -(bits - 1)));
  m.etaInput = std::max(m.etaInput, halfSmallestSubnormal(rounding));
}

// Inputs split into `components` parts of `format` (bf16 passes), of whose
// components² cross products `products` are computed, most significant first.
// Each split keeps `precision` more bits; a dropped product of parts i and j is
// about 2^(-precision·(i+j)) of the whole; representation and dropped terms
// together stay below 2^2 of the smallest (TPUs run DEFAULT/HIGH/HIGHEST as
// 1/3/6 bf16 passes: jax.lax.Precision's documentation).
int splitBits(const FloatFormat& format, int64_t components, int64_t products) {
  const int p = format.precision();
  int64_t kept_sum = components;  // the smallest i + j of a dropped product
  for (int64_t sum = 0, counted = 0; sum < 2 * components - 1; ++sum) {
    counted += std::min(sum, 2 * components - 2 - sum) + 1;  // pairs with i + j = sum
    if (counted > products) {
      kept_sum = std::min(kept_sum, sum);
      break;
    }
  }
  return static_cast<int>(p * std::min(components, kept_sum)) - 2;
}

void roundInputs(AccumulationModel& m, const FloatFormat& operand, DotInputPrecision precision) {
  const FloatFormat& bf16 = *floatFormat(ElementType::kBF16);
  switch (precision) {
    case DotInputPrecision::kOperand:
      return;
    case DotInputPrecision::kBf16x6:
      return roundInputs(m, operand, splitBits(bf16, 3, 6), bf16);
    case DotInputPrecision::kBf16x3:
      return roundInputs(m, operand, splitBits(bf16, 2, 3), bf16);
    case DotInputPrecision::kTf32:
      return roundInputs(m, operand, floatFormat(ElementType::kTF32)->precision(),
                         *floatFormat(ElementType::kTF32));
    case DotInputPrecision::kBf16:
      return roundInputs(m, operand, bf16.precision(), bf16);
  }
}

// f8 "fast accumulation" keeps about 14 bits (DeepSeek-V3 Technical Report,
// 2024, §3.3.2, measured on NVIDIA H800 tensor cores).
void allowImpreciseAccumulation(AccumulationModel& m) {
  m.uAccumulation = std::max(m.uAccumulation, 0x1p-13);
}

PrecisionConfig precisionOf(const std::vector<std::string>& config, size_t operand) {
  if (config.size() <= operand) return PrecisionConfig::kDefault;
  const std::string& name = config[operand];
  return name == "HIGHEST" ? PrecisionConfig::kHighest
         : name == "HIGH"  ? PrecisionConfig::kHigh
                           : PrecisionConfig::kDefault;
}

// The model a dot algorithm attribute asks for: inputs rounded to
// lhs_precision_type, split into lhs_component_count parts with
// num_primitive_operations products; accumulation_type;
// allow_imprecise_accumulation.
AccumulationModel algorithmModel(const ops::DotAlgorithmAttrs& a, ElementType operand,
                                 ElementType result) {
  AccumulationModel m = defaultDotModel(operand, result);
  const FloatFormat& of = *floatFormat(complexPartType(operand));
  if (a.lhsPrecisionType)
    if (const FloatFormat* pf = floatFormat(*a.lhsPrecisionType)) {
      const int64_t c = a.lhsComponentCount ? std::max<int64_t>(1, *a.lhsComponentCount) : 1;
      const int64_t n =
          a.numPrimitiveOperations ? std::max<int64_t>(1, *a.numPrimitiveOperations) : c * c;
      roundInputs(m, of, c == 1 ? pf->precision() : splitBits(*pf, c, n), *pf);
    }
  if (a.accumulationType)
    if (const FloatFormat* af = floatFormat(*a.accumulationType)) {
      const AccumulationModel am = AccumulationModel::inFormat(*af);
      m.uAccumulation = std::max(m.uAccumulation, am.uAccumulation);
      m.etaAccumulation = std::max(m.etaAccumulation, am.etaAccumulation);
      m.accumulationMax = std::min(m.accumulationMax, am.accumulationMax);
    }
  if (a.allowImpreciseAccumulation) allowImpreciseAccumulation(m);
  return m;
}

}  // namespace

std::optional<AccumulationModel> permittedDotModel(const Operation& op, ElementType operand,
                                                   ElementType result, const EvalOptions& options) {
  if (!isFloat(complexPartType(operand)) || !isFloat(complexPartType(result))) return std::nullopt;
  // The op is verified: its attributes read (value() throws otherwise).
  if (const std::optional<ops::DotAlgorithmAttrs> a = ops::dotAlgorithmAttrs(op).value())
    return algorithmModel(*a, operand, result);
  if (!options.profile) return std::nullopt;
  const Tolerance t = options.profile->lookup(op.id(), complexPartType(operand));
  AccumulationModel m = defaultDotModel(operand, result);
  const FloatFormat& of = *floatFormat(complexPartType(operand));
  const std::vector<std::string> config = ops::precisionConfig(op).value();
  for (size_t i = 0; i < 2; ++i)
    roundInputs(m, of, t.dotInputs[static_cast<size_t>(precisionOf(config, i))]);
  if (t.fastAccumulation) allowImpreciseAccumulation(m);
  return m;
}

namespace {

// Each result element sums Π lhs contracting sizes products.
int64_t contractingSize(const Tensor& lhs, const DotDimensionNumbers& dims) {
  std::vector<int64_t> sizes;
  for (int64_t d : dims.lhsContracting)
    sizes.push_back(d >= 0 && d < lhs.rank() ? lhs.shape()[static_cast<size_t>(d)] : 1);
  return saturatingProduct(sizes);
}

// Runs a checked dot_general or dot. Its result shape is C12's from the
// runtime operand shapes (a declared `?` takes it).
Result<std::vector<RuntimeValue>> finishDot(const Operation& op, const Tensor& lhs,
                                            const Tensor& rhs, const DotDimensionNumbers& dims,
                                            EvalContext& context) {
  Result<Type> type = runtimeResultType(op, 0, dotLayout(lhs.shape(), rhs.shape(), dims).shape);
  if (!type.ok()) return type.takeError();
  if (Status s = context.chargeWork(op, {type->numElements(), contractingSize(lhs, dims)}); !s.ok())
    return s.takeError();
  return runDotLike(
      op, lhs, rhs, *type, context.options(),
      [&](const Tensor& l, const Tensor& r, const Type& t, std::optional<AccumulationModel> model) {
        return dotGeneralExact(l, r, dims, t, model);
      });
}

Result<std::vector<RuntimeValue>> evalDotGeneral(const Operation& op,
                                                 std::span<const RuntimeValue> operands,
                                                 EvalContext& context) {
  const CheckedArgs args(op, operands);
  Result<DotDimensionNumbers> dims = dotDimensions(op);
  if (!dims.ok()) return dims.takeError();
  return finishDot(op, args.tensor(0), args.tensor(1), *dims, context);
}

// dot: vector·vector, matrix·vector, matrix·matrix — dot_general contracting
// the last lhs dimension with the first rhs dimension.
Result<std::vector<RuntimeValue>> evalDot(const Operation& op,
                                          std::span<const RuntimeValue> operands,
                                          EvalContext& context) {
  const CheckedArgs args(op, operands);
  DotDimensionNumbers dims;
  dims.lhsContracting = {args.tensor(0).rank() - 1};
  dims.rhsContracting = {0};
  return finishDot(op, args.tensor(0), args.tensor(1), dims, context);
}

namespace {

// The einsum of two operands labelled `lhs` and `rhs` as dot_general with
// the labels both operands and the result have as batching dimensions and
// those only the operands share as contracting ones, then a transpose into
// the result's label order.
Result<std::vector<RuntimeValue>> einsumAsDot(const Operation& op,
                                              std::span<const RuntimeValue> args,
                                              const std::string& lhs, const std::string& rhs,
                                              const std::string& out, const Type& resultType,
                                              EvalContext& context) {
  const ElementType element = resultType.elementType();
  const std::string* labels[] = {&lhs, &rhs};
  for (const std::string* l : labels) {
    for (size_t k = 0; k < l->size(); ++k)
      if (l->find((*l)[k], k + 1) != std::string::npos)
        return notSupported(op, "a label repeated within one operand (a diagonal)");
  }
  std::vector<int64_t> lhsBatching, rhsBatching, lhsContracting, rhsContracting;
  std::string batch, lhsFree, rhsFree;
  for (size_t i = 0; i < lhs.size(); ++i) {
    const size_t j = rhs.find(lhs[i]);
    const bool kept = out.find(lhs[i]) != std::string::npos;
    if (j != std::string::npos) {
      (kept ? lhsBatching : lhsContracting).push_back(static_cast<int64_t>(i));
      (kept ? rhsBatching : rhsContracting).push_back(static_cast<int64_t>(j));
      if (kept) batch += lhs[i];
    } else if (kept) {
      lhsFree += lhs[i];
    } else {
      return notSupported(op, "a label summed within one operand of a binary einsum");
    }
  }
  for (char label : rhs)
    if (lhs.find(label) == std::string::npos) {
      if (out.find(label) == std::string::npos)
        return notSupported(op, "a label summed within one operand of a binary einsum");
      rhsFree += label;
    }
  // dot_general's result: batching, then lhs's free, then rhs's free labels.
  const std::string dotLabels = batch + lhsFree + rhsFree;
  if (dotLabels.size() != out.size() || static_cast<int64_t>(out.size()) != resultType.rank())
    return opError(op, fmt::format("result labels \"{}\" do not match the operands'", out));
  std::vector<int64_t> dotShape, permutation;
  for (char label : dotLabels) {
    const size_t i = lhs.find(label);
    dotShape.push_back(i != std::string::npos ? args[0].tensor().shape()[i]
                                              : args[1].tensor().shape()[rhs.find(label)]);
  }
  for (char label : out) {
    const size_t at = dotLabels.find(label);
    if (at == std::string::npos)
      return opError(op, fmt::format("result label '{}' is in no operand", label));
    permutation.push_back(static_cast<int64_t>(at));
  }
  auto dot =
      applyOp(op, OpId::kDotGeneral, args, {Type::tensor(dotShape, element)}, context,
              {{"dot_dimension_numbers",
                Attribute::structure(
                    "stablehlo.dot",
                    {{"lhs_batching_dimensions", Attribute::denseI64Array(lhsBatching)},
                     {"rhs_batching_dimensions", Attribute::denseI64Array(rhsBatching)},
                     {"lhs_contracting_dimensions", Attribute::denseI64Array(lhsContracting)},
                     {"rhs_contracting_dimensions", Attribute::denseI64Array(rhsContracting)}})}});
  if (!dot.ok() || std::is_sorted(permutation.begin(), permutation.end())) return dot;
  return applyOp(op, OpId::kTranspose, {&(*dot)[0], 1}, {resultType}, context,
                 {{"permutation", Attribute::denseI64Array(permutation)}});
}

// unary_einsum's sum over the labels of `labels` that `out` lacks, as the
// einsum of x with a tensor of ones over them (x·1 is exact in every real
// format, so the allowed set is the sum's, every order included).
Result<std::vector<RuntimeValue>> sumTimesOnes(const Operation& op, const RuntimeValue& x,
                                               const std::string& labels, const std::string& out,
                                               const Type& resultType, EvalContext& context) {
  std::string summed;
  std::vector<int64_t> summedShape;
  for (size_t i = 0; i < labels.size(); ++i)
    if (out.find(labels[i]) == std::string::npos) {
      summed += labels[i];
      summedShape.push_back(x.tensor().shape()[i]);
    }
  Tensor ones(Type::tensor(summedShape, ElementType::kSI64));
  for (int64_t i = 0; i < ones.numElements(); ++i) ones.setIntValue(i, 1);
  const RuntimeValue one = RuntimeValue::fromTensor(std::move(ones));
  auto converted = applyOp(op, OpId::kConvert, {&one, 1},
                           {Type::tensor(summedShape, x.tensor().elementType())}, context);
  if (!converted.ok()) return converted.takeError();
  const RuntimeValue args[] = {x, (*converted)[0]};
  return einsumAsDot(op, args, labels, summed, out, resultType, context);
}

bool hasNonFinitePart(const Tensor& t) {
  const ElementType part = complexPartType(t.elementType());
  for (int64_t i = 0; i < t.numElements(); ++i)
    for (int p = 0; p < 2; ++p)
      if (!std::isfinite(floatToDouble(t.partBits(i, p), part))) return true;
  return false;
}

// A complex unary_einsum's other reading: "sums the labels" is a plain sum,
// which adds real and imaginary parts separately, whereas the product with
// (1, 0) turns a part ±Inf into a NaN in the other part ((a, Inf)·(1, 0) =
// (a·1 − Inf·0, ...)). The parts' sums are each the sum of their order;
// `byOnes` (the product reading) gets this one as an alternative.
Status addPlainSumReading(const Operation& op, const RuntimeValue& x, const std::string& labels,
                          const std::string& out, const Type& resultType, EvalContext& context,
                          RuntimeValue& byOnes) {
  const ElementType part = complexPartType(resultType.elementType());
  const Type xPartType = runtimeType(x).withElementType(part);
  RuntimeValue sums[2];
  for (int p = 0; p < 2; ++p) {
    auto component = applyOp(op, p == 0 ? OpId::kReal : OpId::kImag, {&x, 1}, {xPartType}, context);
    if (!component.ok()) return component.takeError();
    auto sum =
        sumTimesOnes(op, (*component)[0], labels, out, resultType.withElementType(part), context);
    if (!sum.ok()) return sum.takeError();
    sums[p] = std::move((*sum)[0]);
  }
  auto plain = applyOp(op, OpId::kComplex, sums, {resultType}, context);
  if (!plain.ok()) return plain.takeError();
  byOnes.addAlternative((*plain)[0], op.name(), "the summed labels added part by part");
  return Status::success();
}

}  // namespace

// einsum "ab,bc->ac" (MHLO's legacy op): einsumAsDot. unary_einsum "ab->a"
// sums the labels its result lacks (sumTimesOnes; complex operands with a
// non-finite part also get the plain sum's reading); one that sums nothing
// ("ab->ba") is a transpose.
Result<std::vector<RuntimeValue>> evalEinsum(const Operation& op,
                                             std::span<const RuntimeValue> operands,
                                             EvalContext& context) {
  // The catalogue's C1 and C2: the config parses, one label per dimension.
  Result<std::string> config = ops::einsumConfig(op);
  if (!config.ok()) return config.takeError();
  ops::EinsumConfig parsed = *ops::parseEinsumConfig(*config);
  const std::vector<std::string>& labels = parsed.operands;
  const std::string& out = parsed.result;
  Result<Type> staticType = staticResultType(op, 0);
  if (!staticType.ok()) return staticType.takeError();
  const Type& resultType = *staticType;
  std::vector<RuntimeValue> args(operands.begin(), operands.end());
  if (args.size() == 2)
    return einsumAsDot(op, args, labels[0], labels[1], out, resultType, context);
  if (labels[0].size() == out.size()) {
    // Nothing summed: a transpose and no product (x·1 by the plain
    // formula would turn a complex (x, ±Inf) into (NaN, ±Inf)).
    std::vector<int64_t> permutation;
    for (char label : out) {
      const size_t at = labels[0].find(label);
      if (at == std::string::npos || labels[0].find(label, at + 1) != std::string::npos ||
          static_cast<int64_t>(labels[0].size()) != args[0].tensor().rank())
        break;
      permutation.push_back(static_cast<int64_t>(at));
    }
    if (permutation.size() == out.size()) {
      if (std::is_sorted(permutation.begin(), permutation.end())) return args;
      return applyOp(op, OpId::kTranspose, {&args[0], 1}, {resultType}, context,
                     {{"permutation", Attribute::denseI64Array(permutation)}});
    }
  }
  auto byOnes = sumTimesOnes(op, args[0], labels[0], out, resultType, context);
  if (!byOnes.ok() || !isComplex(resultType.elementType()) || !hasNonFinitePart(args[0].tensor()))
    return byOnes;
  if (Status s = addPlainSumReading(op, args[0], labels[0], out, resultType, context, (*byOnes)[0]);
      !s.ok())
    return s.takeError();
  return byOnes;
}

// What chlo.ragged_dot's ragged-rows mode needs beyond its catalogue
// entry (which has CHLO's verifier's list-size, range, contracting-size and
// element-type clauses): distinct dimensions per operand, batching sizes
// that agree, and a group dimension of size(group_sizes).
Status checkRaggedRows(const Operation& op, const Tensor& lhs, const Tensor& rhs,
                       const Tensor& sizes, const DotDimensionNumbers& dims, int64_t group,
                       int64_t ragged) {
  std::vector<int64_t> lhsDims = dims.lhsBatching, rhsDims = dims.rhsBatching;
  lhsDims.insert(lhsDims.end(), dims.lhsContracting.begin(), dims.lhsContracting.end());
  rhsDims.insert(rhsDims.end(), dims.rhsContracting.begin(), dims.rhsContracting.end());
  lhsDims.push_back(ragged);
  rhsDims.push_back(group);
  if (!isUnique(lhsDims) || !isUnique(rhsDims))
    return opError(op, "a dimension appears in two of an operand's dimension lists");
  for (size_t i = 0; i < dims.lhsBatching.size(); ++i)
    if (lhs.shape()[static_cast<size_t>(dims.lhsBatching[i])] !=
        rhs.shape()[static_cast<size_t>(dims.rhsBatching[i])])
      return opError(op, "batching dimension sizes differ");
  if (rhs.shape()[static_cast<size_t>(group)] != sizes.numElements())
    return opError(op, "rhs_group_dimensions must index a dimension of size(group_sizes)");
  return Status::success();
}

// chlo.ragged_dot, the mode whose ragged lhs dimension is a result
// dimension: lhs rows are split into consecutive groups by group_sizes;
// rows of group j take rhs's slice j of rhs_group_dimensions; rows beyond
// all groups are zero.
Result<std::vector<RuntimeValue>> evalRaggedDot(const Operation& op,
                                                std::span<const RuntimeValue> operands,
                                                EvalContext& context) {
  Result<ops::DotDimensionAttrs> attrs = ops::dotDimensionAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  const std::vector<int64_t> ragged = attrs->lhsRagged;
  const std::vector<int64_t> group = attrs->rhsGroup;
  const DotDimensionNumbers dims{attrs->lhsBatching, attrs->rhsBatching, attrs->lhsContracting,
                                 attrs->rhsContracting};
  const CheckedArgs args(op, operands);
  const Tensor& lhs = args.tensor(0);
  const Tensor& rhs = args.tensor(1);
  const Tensor& sizes = args.tensor(2);
  if (ragged.size() != 1 || group.size() != 1 || contains(dims.lhsContracting, ragged[0]) ||
      contains(dims.lhsBatching, ragged[0]) || sizes.rank() != 1)
    return notSupported(op,
                        "only the ragged-rows mode (a ragged lhs result dimension, an rhs group "
                        "dimension, 1-D group_sizes) is supported by the oracle");
  const int64_t g = group[0];
  if (Status s = checkRaggedRows(op, lhs, rhs, sizes, dims, g, ragged[0]); !s.ok())
    return s.takeError();
  const DotWalk walk = dotWalk(lhs, rhs, dims, g, ragged[0]);
  if (op.result(0)->type.shape() != walk.shape)
    return opError(op, fmt::format("result shape must be [{}]", fmt::join(walk.shape, ", ")));
  if (Status s =
          context.chargeWork(op, {op.result(0)->type.numElements(), contractingSize(lhs, dims)});
      !s.ok())
    return s.takeError();
  Result<DotKernel> kernel =
      DotKernel::create(lhs, rhs, op.result(0)->type.elementType(), std::nullopt);
  if (!kernel.ok()) return opError(op, kernel.error().message);
  std::vector<int64_t> group_end;
  int64_t total = 0;
  for (int64_t j = 0; j < sizes.numElements(); ++j) group_end.push_back(total += sizes.intValue(j));
  const int64_t group_stride = rowMajorStrides(rhs.shape())[static_cast<size_t>(g)];
  ReducedTensor out{Tensor(op.result(0)->type), {}};
  out.allowed.reason = "order-unspecified ragged dot product";
  const auto num_results = static_cast<int64_t>(walk.lbase.size());
  kernel->finishEach(
      num_results, static_cast<int64_t>(walk.lk.size()), out.value, out.allowed,
      [&](DotKernel& k, int64_t result) {
        const auto r = static_cast<size_t>(result);
        const int64_t row = walk.tracked[r];
        const int64_t j =
            std::upper_bound(group_end.begin(), group_end.end(), row) - group_end.begin();
        if (j >= static_cast<int64_t>(group_end.size())) return;
        for (size_t i = 0; i < walk.lk.size(); ++i)
          k.add(walk.lbase[r] + walk.lk[i], walk.rbase[r] + j * group_stride + walk.rk[i]);
      });
  return singleResult(op, std::move(out));
}

}  // namespace

std::span<const OpEntry> dotOps() {
  static const OpEntry table[] = {
      {OpId::kDotGeneral, checkedOnRuntimeTypes<evalDotGeneral>},
      {OpId::kDot, checkedOnRuntimeTypes<evalDot>},
      {OpId::kChloRaggedDot, checkedOnRuntimeTypes<evalRaggedDot>},
      {OpId::kEinsum, checkedOnRuntimeTypes<evalEinsum>},
      {OpId::kUnaryEinsum, checkedOnRuntimeTypes<evalEinsum>},
  };
  return table;
}

}  // namespace hlo_cts::oracle
