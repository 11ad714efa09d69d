// The value syntaxes of HLO instruction attributes, read and written:
// `{1,0}` lists, `{{0,1},{2,3}}` groups, `slice={[0:2:1]}`, `padding=0_0x1_1`,
// `window={size=2x2 stride=1x1 pad=0_0x0_0 lhs_dilate=1x1 rhs_dilate=1x1
// rhs_reversal=0x0}` and constant literals.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "spec/result.h"
#include "spec/tensor.h"

namespace hlo_cts::hlo {

// `{1,0}` (a bare `1` reads as {1}).
Result<std::vector<int64_t>> parseIntList(std::string_view text, const SourceLocation& where);
// `{{0,1},{2,3}}`, or XLA's iota form `[2,4]<=[4,2]T(1,0)` (the same groups
// {0,2,4,6},{1,3,5,7} written as a reshaped, transposed iota).
Result<std::vector<std::vector<int64_t>>> parseIntGroups(std::string_view text,
                                                         const SourceLocation& where);
std::string formatIntList(const std::vector<int64_t>& values);  // "{1,0}"
std::string formatIntGroups(const std::vector<std::vector<int64_t>>& groups);

struct SliceRanges {
  std::vector<int64_t> starts, limits, strides;
};
Result<SliceRanges> parseSliceRanges(std::string_view text, const SourceLocation& where);
std::string formatSliceRanges(const SliceRanges& ranges);

// `lo_hi[_interior]` per dimension, dimensions joined by 'x'.
struct PaddingConfig {
  std::vector<int64_t> low, high, interior;
};
Result<PaddingConfig> parsePadding(std::string_view text, size_t rank, const SourceLocation& where);
std::string formatPadding(const PaddingConfig& padding);  // "0_0x1_1" ("_i" when any interior)

struct Window {
  std::vector<int64_t> size, stride, padLow, padHigh, lhsDilate, rhsDilate;
  std::vector<bool> reversal;
  // Which fields were written: StableHLO keeps an explicit default apart
  // from an absent attribute, so the text does too.
  bool hasStride = false, hasPad = false, hasLhsDilate = false, hasRhsDilate = false,
       hasReversal = false;
};
// Fields absent from the text get their defaults (stride 1, pad 0, ...) for `rank` dims.
Result<Window> parseWindow(std::string_view text, size_t rank, const SourceLocation& where);
std::string formatWindow(const Window& window);  // `size` and the fields written

// A constant literal `{{1, 2}, {3, 4}}`, `1.5`, `true`, `inf`, `(1, 2)` into a
// tensor of `type` (element count checked).
Result<Tensor> parseLiteral(std::string_view text, const Type& type, const SourceLocation& where);
// The literal of a tensor, nested by dimension: "{ {1, 2}, {3, 4} }"-style as XLA prints it.
std::string formatLiteral(const Tensor& tensor);

}  // namespace hlo_cts::hlo
