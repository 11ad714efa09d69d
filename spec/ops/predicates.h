// Building blocks for constraint predicates: the recurring clause shapes of
// the spec ("baseline_type(a) = baseline_type(b) = ...", "0 <= d < rank(x)",
// "is_unique(dims)") written once, returning the diagnostic text. Each op's
// named predicate (gather_c7, add_c1) calls these. Internal to spec/ops.
#pragma once

#include <initializer_list>
#include <string_view>

#include "spec/ops/catalogue.h"
#include "spec/ops/spec_functions.h"

namespace hlo_cts::ops {

using Names = std::initializer_list<std::string_view>;

// type(a) = type(b) = ... (absent names are skipped).
Violation sameTypes(const OpView& v, Names names);
// baseline_type(a) = baseline_type(b) = ...
Violation sameBaselineTypes(const OpView& v, Names names);
// baseline_element_type(a) = ...
Violation sameBaselineElementTypes(const OpView& v, Names names);
// element_type(a) = element_type(b) = ...
Violation sameElementTypes(const OpView& v, Names names);
// shape(a) = shape(b) = ...
Violation sameShapes(const OpView& v, Names names);
// Every value of a variadic input/output has the same type / shape /
// element type as the first one (the spec's same(...)).
Violation allSameType(const OpView& v, std::string_view name);
Violation allSameShape(const OpView& v, std::string_view name);
Violation allSameElementType(const OpView& v, std::string_view name);
// type(a...) = type(b...) pairwise.
Violation pairwiseSameTypes(const OpView& v, std::string_view a, std::string_view b);

// 0 <= attr < rank(of) for an integer attribute.
Violation dimInRange(const OpView& v, std::string_view attr, std::string_view of);
// 0 <= attr < rank(of) for each value of a list attribute.
Violation dimsInRange(const OpView& v, std::string_view attr, std::string_view of);
// is_unique(attr).
Violation dimsUnique(const OpView& v, std::string_view attr);
// is_unique(attr) and is_sorted(attr).
Violation dimsUniqueSorted(const OpView& v, std::string_view attr);
// size(attr) = rank(of).
Violation sizeIsRank(const OpView& v, std::string_view attr, std::string_view of);
// 0 < every value of a list attribute (absent = holds).
Violation allPositive(const OpView& v, std::string_view attr);

// The rank of a named value's tensor type; nullopt when absent or unranked.
std::optional<int64_t> rankOf(const OpView& v, std::string_view name);
// A list attribute that holds and is a valid set of dimensions of `of`
// (unique, in range); nullopt otherwise. Predicates use it to bail out when
// another constraint is already violated.
std::optional<std::vector<int64_t>> validDims(const OpView& v, std::string_view attr,
                                              std::string_view of);

// The region's signature matches (inputs) -> (outputs) exactly, with
// messages naming the region.
Violation regionHasSignature(const OpView& v, std::string_view region,
                             const std::vector<Type>& inputs, const std::vector<Type>& outputs);

// The reducer clause shared by reduce, reduce_window, scatter, all_reduce,
// reduce_scatter, select_and_scatter's scatter: `region` has type
// (tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ..., tensor<EN-1>) ->
// (tensor<E0>, ..., tensor<EN-1>) with is_promotable(element_type(inputs[i]), Ei).
Violation reducerSignature(const OpView& v, std::string_view region, std::string_view inputs);
// The Ei of such a region (its first N block arguments' element types);
// nullopt when the region does not have that shape.
std::optional<std::vector<Type>> reducerElementTypes(const OpView& v, std::string_view region,
                                                     size_t n);
// element_type(outputs[i]) = Ei for the reducer's Ei.
Violation resultsHaveReducerTypes(const OpView& v, std::string_view region, std::string_view inputs,
                                  std::string_view outputs);

// 0 <= slice_sizes <= shape(operand) (gather, dynamic_gather, dynamic_slice).
Violation sliceSizesInBounds(const OpView& v);

// The window count of the spec's num_windows formulas (reduce_window,
// select_and_scatter, convolution): the input dilated by baseDilation and
// padded, the window dilated by windowDilation, then strided.
int64_t numWindows(int64_t inputSize, int64_t baseDilation, int64_t padLow, int64_t padHigh,
                   int64_t windowSize, int64_t windowDilation, int64_t stride);

// A list attribute that defaults to `fill` repeated `rank` times when absent
// (reduce_window's strides and dilations); nullopt when present but not a list.
std::optional<std::vector<int64_t>> listOrFill(const OpView& v, std::string_view name, int64_t rank,
                                               int64_t fill);
// padding as rows of [low, high]; absent = zeros.
std::optional<std::vector<std::vector<int64_t>>> paddingOrZeros(const OpView& v,
                                                                std::string_view name,
                                                                int64_t rank);

// Clauses shared by dot_general, dot and convolution (spec/ops/linalg_*.cpp).
// Some of the named values (absent ones skipped) have a quantized type.
bool anyQuantized(const OpView& v, Names names);
// size(precision_config) = 2, where the attribute is present and non-empty.
Violation precisionConfigSize(const OpView& v);
// is_quantized(rhs) and is_quantized(lhs) = is_quantized(result), when any is quantized.
Violation quantizedTogether(const OpView& v);
// storage_type(lhs) = storage_type(rhs), when both are quantized.
Violation quantizedStorageTypes(const OpView& v);
// expressed_type(lhs) = expressed_type(rhs) = expressed_type(result), when any is quantized.
Violation quantizedExpressedTypes(const OpView& v);

// Result types inferred as "same as the first operand" (an error for
// quantized operands, whose result scales and zero points the spec leaves free).
Result<std::vector<Type>> inferSameAsFirstOperand(const OpView& v);

}  // namespace hlo_cts::ops
