#include "spec/ops/predicates.h"

#include <fmt/format.h>

#include <limits>

namespace hlo_cts::ops {

namespace {

// Applies `project` to each present name and reports the first mismatch
// against the first present one as "f(a) = X but f(b) = Y".
template <class Project, class Equal>
Violation allEqual(const OpView& v, Names names, std::string_view fn, Project project,
                   Equal equal) {
  std::string_view firstName;
  Type first;
  bool haveFirst = false;
  for (std::string_view name : names) {
    if (!v.value(name)) continue;
    Type t = project(v.type(name));
    if (!haveFirst) {
      first = t;
      firstName = name;
      haveFirst = true;
      continue;
    }
    if (!equal(first, t))
      return fmt::format("{}({}) = {} but {}({}) = {}", fn, firstName, typeStr(first), fn, name,
                         typeStr(t));
  }
  return std::nullopt;
}

Type identity(const Type& t) {
  return t;
}

std::string shapeStr(const Type& t) {
  if (t.unranked()) return "[*]";
  std::string s = "[";
  for (size_t i = 0; i < t.shape().size(); ++i) s += (i ? ", " : "") + dimStr(t.shape()[i]);
  return s + "]";
}

}  // namespace

Violation sameTypes(const OpView& v, Names names) {
  return allEqual(v, names, "type", identity, sameType);
}

Violation sameBaselineTypes(const OpView& v, Names names) {
  return allEqual(v, names, "baseline_type", baselineType, sameType);
}

Violation sameBaselineElementTypes(const OpView& v, Names names) {
  return allEqual(v, names, "baseline_element_type", baselineElementType,
                  [](const Type& a, const Type& b) { return a == b; });
}

Violation sameElementTypes(const OpView& v, Names names) {
  return allEqual(v, names, "element_type", elementOf,
                  [](const Type& a, const Type& b) { return a == b; });
}

Violation sameShapes(const OpView& v, Names names) {
  std::string_view firstName;
  const Type* first = nullptr;
  for (std::string_view name : names) {
    if (!v.value(name)) continue;
    const Type& t = v.type(name);
    if (!first) {
      first = &t;
      firstName = name;
      continue;
    }
    if (!sameShape(*first, t))
      return fmt::format("shape({}) = {} but shape({}) = {}", firstName, shapeStr(*first), name,
                         shapeStr(t));
  }
  return std::nullopt;
}

namespace {

template <class Equal>
Violation variadicAllEqual(const OpView& v, std::string_view name, std::string_view fn,
                           std::string (*show)(const Type&), Equal equal) {
  std::vector<Type> types = v.types(name);
  for (size_t i = 1; i < types.size(); ++i)
    if (!equal(types[0], types[i]))
      return fmt::format("{}({}[0]) = {} but {}({}[{}]) = {}", fn, name, show(types[0]), fn, name,
                         i, show(types[i]));
  return std::nullopt;
}

}  // namespace

Violation allSameType(const OpView& v, std::string_view name) {
  return variadicAllEqual(v, name, "type", typeStr, sameType);
}

Violation allSameShape(const OpView& v, std::string_view name) {
  return variadicAllEqual(v, name, "shape", shapeStr, sameShape);
}

Violation allSameElementType(const OpView& v, std::string_view name) {
  return variadicAllEqual(v, name, "element_type", elementTypeStr, sameElementType);
}

Violation pairwiseSameTypes(const OpView& v, std::string_view a, std::string_view b) {
  std::vector<Type> ta = v.types(a), tb = v.types(b);
  if (ta.size() != tb.size()) return std::nullopt;  // a count clause reports that
  for (size_t i = 0; i < ta.size(); ++i)
    if (!sameType(ta[i], tb[i]))
      return fmt::format("type({}[{}]) = {} but type({}[{}]) = {}", a, i, typeStr(ta[i]), b, i,
                         typeStr(tb[i]));
  return std::nullopt;
}

std::optional<int64_t> rankOf(const OpView& v, std::string_view name) {
  Value* value = v.value(name);
  if (!value || !value->type.isTensor() || value->type.unranked()) return std::nullopt;
  return value->type.rank();
}

Violation dimInRange(const OpView& v, std::string_view attr, std::string_view of) {
  auto d = v.integer(attr);
  auto rank = rankOf(v, of);
  if (!d || !rank) return std::nullopt;
  if (*d < 0 || *d >= *rank)
    return fmt::format("{} = {} is outside [0, rank({}) = {})", attr, *d, of, *rank);
  return std::nullopt;
}

Violation dimsInRange(const OpView& v, std::string_view attr, std::string_view of) {
  auto dims = v.integers(attr);
  auto rank = rankOf(v, of);
  if (!dims || !rank) return std::nullopt;
  if (auto bad = firstOutOfRange(*dims, 0, *rank))
    return fmt::format("{} = {} has {} outside [0, rank({}) = {})", attr, listStr(*dims), *bad, of,
                       *rank);
  return std::nullopt;
}

Violation dimsUnique(const OpView& v, std::string_view attr) {
  auto dims = v.integers(attr);
  if (dims && !isUnique(*dims)) return fmt::format("{} = {} has duplicates", attr, listStr(*dims));
  return std::nullopt;
}

Violation dimsUniqueSorted(const OpView& v, std::string_view attr) {
  auto dims = v.integers(attr);
  if (!dims) return std::nullopt;
  if (!isUnique(*dims)) return fmt::format("{} = {} has duplicates", attr, listStr(*dims));
  if (!isSorted(*dims)) return fmt::format("{} = {} is not sorted", attr, listStr(*dims));
  return std::nullopt;
}

Violation sizeIsRank(const OpView& v, std::string_view attr, std::string_view of) {
  auto size = v.listSize(attr);
  auto rank = rankOf(v, of);
  if (!size || !rank) return std::nullopt;
  if (*size != *rank) return fmt::format("size({}) = {} but rank({}) = {}", attr, *size, of, *rank);
  return std::nullopt;
}

Violation allPositive(const OpView& v, std::string_view attr) {
  auto values = v.integers(attr);
  if (!values) return std::nullopt;
  for (int64_t x : *values)
    if (x <= 0) return fmt::format("{} = {} has {} which is not > 0", attr, listStr(*values), x);
  return std::nullopt;
}

std::optional<std::vector<int64_t>> validDims(const OpView& v, std::string_view attr,
                                              std::string_view of) {
  auto dims = v.integers(attr);
  auto rank = rankOf(v, of);
  if (!dims || !rank || !isUnique(*dims) || !allInRange(*dims, 0, *rank)) return std::nullopt;
  return dims;
}

Violation regionHasSignature(const OpView& v, std::string_view name,
                             const std::vector<Type>& inputs, const std::vector<Type>& outputs) {
  const Region* r = v.region(name);
  if (!r) return std::nullopt;
  RegionSignature sig = regionSignature(*r);
  auto show = [](const std::vector<Type>& in, const std::vector<Type>& out) {
    return fmt::format("({}) -> ({})", typesStr(in), typesStr(out));
  };
  bool ok = sig.inputs.size() == inputs.size() && sig.outputs.size() == outputs.size();
  for (size_t i = 0; ok && i < inputs.size(); ++i) ok = sameType(sig.inputs[i], inputs[i]);
  for (size_t i = 0; ok && i < outputs.size(); ++i) ok = sameType(sig.outputs[i], outputs[i]);
  if (ok) return std::nullopt;
  return fmt::format("{} has type {}, expected {}", name, show(sig.inputs, sig.outputs),
                     show(inputs, outputs));
}

std::optional<std::vector<Type>> reducerElementTypes(const OpView& v, std::string_view name,
                                                     size_t n) {
  const Region* r = v.region(name);
  if (!r) return std::nullopt;
  RegionSignature sig = regionSignature(*r);
  if (sig.inputs.size() != 2 * n || sig.outputs.size() != n) return std::nullopt;
  std::vector<Type> elements;
  for (size_t i = 0; i < n; ++i) {
    const Type& t = sig.inputs[i];
    if (!t.isTensor() || t.unranked() || t.rank() != 0) return std::nullopt;
    elements.push_back(t.elementTypeAsType());
  }
  return elements;
}

Violation reducerSignature(const OpView& v, std::string_view name, std::string_view inputs) {
  const Region* r = v.region(name);
  std::vector<Type> in = v.types(inputs);
  if (!r) return std::nullopt;
  RegionSignature sig = regionSignature(*r);
  size_t n = in.size();
  std::string actual = fmt::format("({}) -> ({})", typesStr(sig.inputs), typesStr(sig.outputs));
  if (sig.inputs.size() != 2 * n || sig.outputs.size() != n)
    return fmt::format("{} has type {}, expected {} arguments and {} results", name, actual, 2 * n,
                       n);
  for (size_t i = 0; i < n; ++i) {
    const Type& e = sig.inputs[i];
    if (!e.isTensor() || e.unranked() || e.rank() != 0)
      return fmt::format("{} argument #{} has type {}, expected a 0-dimensional tensor", name, i,
                         typeStr(e));
    if (!sameType(sig.inputs[n + i], e) || !sameType(sig.outputs[i], e))
      return fmt::format("{} has type {}: argument #{}, argument #{} and result #{} must all be {}",
                         name, actual, i, n + i, i, typeStr(e));
    if (!isPromotable(in[i].elementTypeAsType(), e.elementTypeAsType()))
      return fmt::format("{}: element_type({}[{}]) = {} is not promotable to {}", name, inputs, i,
                         elementTypeStr(in[i]), elementTypeStr(e));
  }
  return std::nullopt;
}

Violation resultsHaveReducerTypes(const OpView& v, std::string_view region, std::string_view inputs,
                                  std::string_view outputs) {
  std::vector<Type> results = v.types(outputs);
  auto elements = reducerElementTypes(v, region, v.types(inputs).size());
  if (!elements || elements->size() != results.size()) return std::nullopt;
  for (size_t i = 0; i < results.size(); ++i)
    if (results[i].elementTypeAsType() != (*elements)[i])
      return fmt::format("element_type({}[{}]) = {} but the {} computes {}", outputs, i,
                         elementTypeStr(results[i]), region, elementTypeStr((*elements)[i]));
  return std::nullopt;
}

Violation sliceSizesInBounds(const OpView& v) {
  auto sizes = v.integers("slice_sizes");
  const Type& operand = v.type("operand");
  if (!sizes) return std::nullopt;
  // 0 <= slice_sizes holds or fails whatever the operand's rank.
  if (auto i = firstNegative(*sizes))
    return fmt::format("slice_sizes[{}] = {} is negative", *i, (*sizes)[*i]);
  if (operand.unranked() || static_cast<int64_t>(sizes->size()) != operand.rank())
    return std::nullopt;
  for (size_t d = 0; d < sizes->size(); ++d) {
    int64_t s = (*sizes)[d], bound = operand.shape()[d];
    if (s < 0 || (bound >= 0 && s > bound))
      return fmt::format("slice_sizes[{}] = {} is outside [0, dim(operand, {}) = {}]", d, s, d,
                         bound);
  }
  return std::nullopt;
}

int64_t numWindows(int64_t inputSize, int64_t baseDilation, int64_t padLow, int64_t padHigh,
                   int64_t windowSize, int64_t windowDilation, int64_t stride) {
  // In 128 bits: attributes of any int64 value must not overflow (a checker
  // meets programs that break every constraint); a count beyond int64 is
  // reported as INT64_MAX, which no declared dimension equals.
  using Wide = __int128;
  const Wide dilatedInput = inputSize == 0 ? 0 : (Wide(inputSize) - 1) * baseDilation + 1;
  const Wide padded = Wide(padLow) + dilatedInput + padHigh;
  const Wide dilatedWindow = windowSize == 0 ? 0 : (Wide(windowSize) - 1) * windowDilation + 1;
  const bool empty = padded <= 0 || dilatedWindow > padded;
  if (empty || stride <= 0) return 0;
  const Wide count = (padded - dilatedWindow) / stride + 1;
  return count > std::numeric_limits<int64_t>::max() ? std::numeric_limits<int64_t>::max()
                                                     : static_cast<int64_t>(count);
}

std::optional<std::vector<int64_t>> listOrFill(const OpView& v, std::string_view name, int64_t rank,
                                               int64_t fill) {
  if (!v.attr(name)) return std::vector<int64_t>(rank, fill);
  return v.integers(name);
}

std::optional<std::vector<std::vector<int64_t>>> paddingOrZeros(const OpView& v,
                                                                std::string_view name,
                                                                int64_t rank) {
  if (!v.attr(name)) return std::vector<std::vector<int64_t>>(rank, std::vector<int64_t>{0, 0});
  return v.matrix(name);
}

Result<std::vector<Type>> inferSameAsFirstOperand(const OpView& v) {
  if (v.op().numOperands() == 0) return makeError("no operand to infer from");
  const Type& t = v.op().operand(0)->type;
  // The spec fixes only the baseline type: scales and zero points are free.
  if (t.isQuantized()) return makeError("the result's quantization parameters are not inferable");
  return std::vector<Type>{t};
}

// --- precision_config and quantization clauses shared by dot_general, dot and convolution ----

bool anyQuantized(const OpView& v, Names names) {
  for (std::string_view n : names)
    if (v.value(n) && isQuantized(v.type(n))) return true;
  return false;
}

// size(precision_config) = 2, where the attribute is present and non-empty.
Violation precisionConfigSize(const OpView& v) {
  const Attribute* p = v.attr("precision_config");
  if (!p || p->kind() != Attribute::Kind::kArray) return std::nullopt;
  size_t n = p->elements().size();
  if (n == 0 || n == 2) return std::nullopt;
  return fmt::format("size(precision_config) = {}, expected 2", n);
}

// is_quantized(rhs) and is_quantized(lhs) = is_quantized(result), when any is quantized.
Violation quantizedTogether(const OpView& v) {
  if (!anyQuantized(v, {"lhs", "rhs", "result"})) return std::nullopt;
  bool l = isQuantized(v.type("lhs")), r = isQuantized(v.type("rhs")),
       o = isQuantized(v.type("result"));
  if (r && l == o) return std::nullopt;
  return fmt::format(
      "with quantized tensors, rhs must be quantized and lhs and result both or "
      "neither: lhs {}, rhs {}, result {}",
      typeStr(v.type("lhs")), typeStr(v.type("rhs")), typeStr(v.type("result")));
}

Violation quantizedStorageTypes(const OpView& v) {
  const Type& l = v.type("lhs");
  const Type& r = v.type("rhs");
  if (!isQuantized(l) || !isQuantized(r) || storageType(l) == storageType(r)) return std::nullopt;
  return fmt::format("storage_type(lhs) = {} but storage_type(rhs) = {}",
                     elementTypeName(storageType(l)), elementTypeName(storageType(r)));
}

Violation quantizedExpressedTypes(const OpView& v) {
  if (!anyQuantized(v, {"lhs", "rhs", "result"})) return std::nullopt;
  ElementType l = expressedType(v.type("lhs")), r = expressedType(v.type("rhs")),
              o = expressedType(v.type("result"));
  if (l == r && r == o) return std::nullopt;
  return fmt::format("expressed types differ: lhs {}, rhs {}, result {}", elementTypeName(l),
                     elementTypeName(r), elementTypeName(o));
}

}  // namespace hlo_cts::ops
