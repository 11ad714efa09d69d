// Samplers of convolution, dynamic_conv and map. convolution: batch and
// feature sizes built as multiples of the group counts (one of them 1),
// each spatial dimension's window built so the dilated window fits the
// padded, dilated input, and the batch, feature and spatial dimensions of
// lhs, kernel and result each placed by a random permutation. dynamic_conv
// is the same with its padding as a constant operand of an integer type. map: inputs of one shape
// and element type, a reducer of two of them as computation.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <numeric>

#include "generators/builder.h"
#include "spec/text/parser.h"

namespace hlo_cts::generators {
namespace {

// A tensor's dimensions in a random order: `sizes[k]` lands at
// positions[k] (role k: batch or input feature, feature, spatial...).
struct Placement {
  std::vector<int64_t> positions, shape;
};
Placement place(ProgramBuilder& b, const std::vector<int64_t>& sizes) {
  Placement p;
  p.positions = randomPermutation(b, static_cast<int64_t>(sizes.size()));
  p.shape.resize(sizes.size());
  for (size_t k = 0; k < sizes.size(); ++k) p.shape[p.positions[k]] = sizes[k];
  return p;
}

// The raw #stablehlo.conv form: every field by name.
Result<Attribute> convDimensionNumbers(const Placement& lhs, const Placement& rhs,
                                       const Placement& out) {
  auto spatial = [](const Placement& p) {
    return std::vector<int64_t>(p.positions.begin() + 2, p.positions.end());
  };
  return parseAttribute(
      fmt::format("#stablehlo.conv<raw input_batch_dimension = {}, input_feature_dimension = {}, "
                  "input_spatial_dimensions = {}, kernel_input_feature_dimension = {}, "
                  "kernel_output_feature_dimension = {}, kernel_spatial_dimensions = {}, "
                  "output_batch_dimension = {}, output_feature_dimension = {}, "
                  "output_spatial_dimensions = {}>",
                  lhs.positions[0], lhs.positions[1], listText(spatial(lhs)), rhs.positions[0],
                  rhs.positions[1], listText(spatial(rhs)), out.positions[0], out.positions[1],
                  listText(spatial(out))));
}

Result<bool> sampleConvolution(ProgramBuilder& b, OpId id) {
  const ops::OpDef& def = *ops::opDef(id);
  auto element =
      b.elementType([&](ElementType e) { return def.inputs[0].type.matches(Type::tensor({}, e)); });
  if (!element || b.options().maxRank < 2) return false;
  const int64_t spatialCount = b.entropy().inRange(0, std::min(2, b.options().maxRank - 2));
  // One group count is 1 (C23); the sizes they divide are multiples of it.
  const int64_t groups = b.entropy().inRange(1, 2);
  const bool groupFeatures = b.entropy().oneIn(2);
  const int64_t featureGroups = groupFeatures ? groups : 1;
  const int64_t batchGroups = groupFeatures ? 1 : groups;
  const int64_t batch = batchGroups * b.entropy().inRange(0, 2);
  const int64_t kernelInputFeatures = b.entropy().inRange(1, 2);
  const int64_t outputFeatures = featureGroups * batchGroups * b.entropy().inRange(1, 2);
  std::vector<int64_t> lhsSizes = {batch, featureGroups * kernelInputFeatures};
  std::vector<int64_t> rhsSizes = {kernelInputFeatures, outputFeatures};
  std::vector<int64_t> outSizes = {batch / batchGroups, outputFeatures};
  // The spatial dimensions: lhs_dilation is the windows' base dilation,
  // rhs_dilation their window dilation, the kernel their window.
  const std::vector<int64_t> inputSizes =
      b.randomShape(static_cast<int>(spatialCount), static_cast<int>(spatialCount));
  const Windows windows = randomWindows(b, inputSizes, /*dilated=*/true);
  Tensor reversal({spatialCount}, ElementType::kI1);
  for (int64_t d = 0; d < spatialCount; ++d) {
    const WindowDim& w = windows.dims[d];
    lhsSizes.push_back(inputSizes[d]);
    rhsSizes.push_back(w.window);
    outSizes.push_back(w.result);
    reversal.setIntValue(d, b.entropy().oneIn(3));
  }
  const Placement lhs = place(b, lhsSizes), rhs = place(b, rhsSizes), out = place(b, outSizes);
  Result<Attribute> numbers = convDimensionNumbers(lhs, rhs, out);
  if (!numbers.ok()) return numbers.takeError();
  const bool dynamic = id == OpId::kDynamicConv;
  std::vector<NamedAttribute> properties = {
      {"dimension_numbers", std::move(*numbers)},
      {"window_strides", dims(windows.field(&WindowDim::stride))},
      {"lhs_dilation", dims(windows.field(&WindowDim::baseDilation))},
      {"rhs_dilation", dims(windows.field(&WindowDim::windowDilation))},
      {"window_reversal", Attribute::denseArray(std::move(reversal))},
      {"feature_group_count", Attribute::integer(featureGroups)},
      {"batch_group_count", Attribute::integer(batchGroups)}};
  if (!dynamic) properties.push_back({"padding", windows.padding()});
  addPrecisionConfigSometimes(b, properties);
  std::vector<Value*> operands = {b.valueOf(Type::tensor(lhs.shape, *element)),
                                  b.valueOf(Type::tensor(rhs.shape, *element))};
  if (dynamic) {
    std::vector<int64_t> padding;
    for (const WindowDim& w : windows.dims) {
      padding.push_back(w.low);
      padding.push_back(w.high);
    }
    Value* paddingValue = indexConstant(b, id, "padding", padding, {spatialCount, 2});
    if (!paddingValue) return false;
    operands.push_back(paddingValue);
  }
  return appended(b.append(id, operands, std::move(properties),
                           std::vector<Type>{Type::tensor(out.shape, *element)}));
}

// map: one or two inputs of one type; the computation applies a reducer to
// its first and last argument (or returns the first where none admits the
// element type).
Result<bool> sampleMap(ProgramBuilder& b, OpId id) {
  Value* first = b.anyOperand();
  const Type& type = first->type;
  std::vector<Value*> inputs = {first};
  if (b.entropy().oneIn(2)) inputs.push_back(b.valueOf(type));
  std::vector<int64_t> dimensions(type.rank());
  std::iota(dimensions.begin(), dimensions.end(), 0);
  Result<Operation*> map =
      b.append(id, inputs, {{"dimensions", dims(dimensions)}}, std::vector<Type>{type});
  if (!map.ok()) return map.takeError();
  const Type scalar = Type::tensor({}, type.elementType());
  Block* body = (*map)->addRegion()->addBlock();
  for (size_t i = 0; i < inputs.size(); ++i) body->addArgument(scalar);
  Value* result = body->argument(0);
  const std::vector<OpId> reducers = reducersFor(type.elementType());
  if (!reducers.empty()) {
    Result<Operation*> combined = b.append(
        b.entropy().pick(reducers), {body->argument(0), body->argument(body->numArguments() - 1)},
        {}, std::nullopt, body);
    if (!combined.ok()) return combined.takeError();
    result = (*combined)->result(0);
  }
  returnFrom(body, {result});
  return true;
}

}  // namespace

std::vector<SamplerEntry> convolutionSamplers() {
  return {
      {OpId::kConvolution, sampleConvolution, 3},
      {OpId::kDynamicConv, sampleConvolution, 1},
      {OpId::kMap, sampleMap, 2},
  };
}

}  // namespace hlo_cts::generators
