// Typed views of a verified op's attributes: each function reads one op once,
// through its OpDef (spec/ops/catalogue.h), and returns a plain struct. The
// catalogue's InputDef says where an attribute lives (an inherent attribute
// or a field of #stablehlo.gather<...>) and what an optional one defaults
// to, so no MLIR attribute name is spelled outside spec/. Defaults the
// catalogue cannot state (a list of ones as long as the window, a flag the
// catalogue does not model) are applied here, in the view's constructor.
//
// A view fails (an error naming the op and the attribute) where an
// attribute the verifier requires is absent or of another kind: readers get
// either every value or an error, never a silent fallback.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "spec/attribute.h"
#include "spec/element_type.h"
#include "spec/ir.h"
#include "spec/result.h"

namespace hlo_cts::ops {

// --- comparisons -----------------------------------------------------------------------------

// stablehlo.compare, chlo.broadcast_compare.
struct ComparisonAttrs {
  std::string direction;    // "EQ", "NE", "GE", "GT", "LE", "LT"
  std::string compareType;  // "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"; empty: absent (NOTYPE)
};
Result<ComparisonAttrs> comparisonAttrs(const Operation& op);

// --- indexing ----------------------------------------------------------------------------------

// stablehlo.gather, stablehlo.dynamic_gather (whose slice_sizes is an
// operand: sliceSizes stays empty).
struct GatherAttrs {
  std::vector<int64_t> offsetDims, collapsedSliceDims, operandBatchingDims,
      startIndicesBatchingDims, startIndexMap;
  int64_t indexVectorDim = 0;
  std::vector<int64_t> sliceSizes;
  bool indicesAreSorted = false;
};
Result<GatherAttrs> gatherAttrs(const Operation& op);

// stablehlo.scatter.
struct ScatterAttrs {
  std::vector<int64_t> updateWindowDims, insertedWindowDims, inputBatchingDims,
      scatterIndicesBatchingDims, scatterDimsToOperandDims;
  int64_t indexVectorDim = 0;
  bool indicesAreSorted = false;
  bool uniqueIndices = false;
};
Result<ScatterAttrs> scatterAttrs(const Operation& op);

// stablehlo.slice; strides default to 1.
struct SliceAttrs {
  std::vector<int64_t> startIndices, limitIndices, strides;
};
Result<SliceAttrs> sliceAttrs(const Operation& op);

// stablehlo.pad.
struct PadAttrs {
  std::vector<int64_t> edgePaddingLow, edgePaddingHigh, interiorPadding;
};
Result<PadAttrs> padAttrs(const Operation& op);

// stablehlo.torch_index_select.
struct TorchIndexSelectAttrs {
  int64_t dim = 0, batchDims = 0;
};
Result<TorchIndexSelectAttrs> torchIndexSelectAttrs(const Operation& op);

// --- one dimension, one dimension list ---------------------------------------------------------

// The op's one dimension attribute: `dimension` of concatenate,
// get_dimension_size, set_dimension_size, sort (-1 when absent) and
// chlo.scan; `iota_dimension` of iota and dynamic_iota; `all_gather_dim` of
// all_gather; `scatter_dimension` of reduce_scatter.
Result<int64_t> dimensionAttr(const Operation& op);

// The op's one dimension list: `dimensions` of reduce, reverse and map;
// `permutation` of transpose; `broadcast_dimensions` of broadcast_in_dim
// and dynamic_broadcast_in_dim; `broadcast_sizes` of broadcast;
// `slice_sizes` of dynamic_slice; `fft_length` of fft.
Result<std::vector<int64_t>> dimensionsAttr(const Operation& op);

// chlo.broadcast_*: broadcast_dimensions, nullopt when absent (numpy-style
// broadcasting).
Result<std::optional<std::vector<int64_t>>> chloBroadcastDimensions(const Operation& op);

// stablehlo.dynamic_broadcast_in_dim.
struct DynamicBroadcastAttrs {
  std::vector<int64_t> broadcastDimensions, knownExpandingDimensions, knownNonexpandingDimensions;
};
Result<DynamicBroadcastAttrs> dynamicBroadcastAttrs(const Operation& op);

// --- contractions ------------------------------------------------------------------------------

// stablehlo.dot_general's dot_dimension_numbers, chlo.ragged_dot's
// ragged_dot_dimension_numbers (with the ragged and group dimensions);
// stablehlo.dot has none (every list empty).
struct DotDimensionAttrs {
  std::vector<int64_t> lhsBatching, rhsBatching, lhsContracting, rhsContracting;
  std::vector<int64_t> lhsRagged, rhsGroup;  // chlo.ragged_dot only
};
Result<DotDimensionAttrs> dotDimensionAttrs(const Operation& op);

// precision_config of dot, dot_general, convolution, dynamic_conv,
// chlo.ragged_dot: one value per operand ("DEFAULT", "HIGH", "HIGHEST"),
// empty when absent.
Result<std::vector<std::string>> precisionConfig(const Operation& op);

// stablehlo.dot_general's #stablehlo.dot_algorithm; nullopt when absent.
struct DotAlgorithmAttrs {
  std::optional<ElementType> lhsPrecisionType, accumulationType;
  std::optional<int64_t> lhsComponentCount, numPrimitiveOperations;
  bool allowImpreciseAccumulation = false;
};
Result<std::optional<DotAlgorithmAttrs>> dotAlgorithmAttrs(const Operation& op);

// einsum_config of einsum and unary_einsum.
Result<std::string> einsumConfig(const Operation& op);

// stablehlo.convolution, stablehlo.dynamic_conv. The optional window
// attributes are filled to one value per spatial dimension with their
// defaults (strides and dilations 1, no reversal, padding 0); dynamic_conv's
// padding is an operand (padding stays zeros).
struct ConvolutionAttrs {
  std::vector<int64_t> windowStrides, paddingLow, paddingHigh, lhsDilation, rhsDilation;
  std::vector<bool> windowReversal;
  bool paddingWritten = false;  // whether `padding` was written (convolution)
  int64_t inputBatchDimension = 0, inputFeatureDimension = 0;
  std::vector<int64_t> inputSpatialDimensions;
  int64_t kernelInputFeatureDimension = 0, kernelOutputFeatureDimension = 0;
  std::vector<int64_t> kernelSpatialDimensions;
  int64_t outputBatchDimension = 0, outputFeatureDimension = 0;
  std::vector<int64_t> outputSpatialDimensions;
  int64_t featureGroupCount = 1, batchGroupCount = 1;
};
Result<ConvolutionAttrs> convolutionAttrs(const Operation& op);

// stablehlo.reduce_window, stablehlo.select_and_scatter: every list as long
// as window_dimensions, with the defaults of the absent ones (strides and
// dilations 1, padding 0).
struct WindowAttrs {
  std::vector<int64_t> windowDimensions, windowStrides, baseDilations, windowDilations, paddingLow,
      paddingHigh;
};
Result<WindowAttrs> windowAttrs(const Operation& op);

// --- linear algebra, normalization, fft, random ------------------------------------------------

// stablehlo.fft.
struct FftAttrs {
  std::string type;  // "FFT", "IFFT", "RFFT", "IRFFT"
  std::vector<int64_t> length;
};
Result<FftAttrs> fftAttrs(const Operation& op);

// stablehlo.triangular_solve.
struct TriangularSolveAttrs {
  bool leftSide = false, lower = false, unitDiagonal = false;
  std::string transposeA;  // "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"
};
Result<TriangularSolveAttrs> triangularSolveAttrs(const Operation& op);

// stablehlo.cholesky's `lower` (false when absent).
Result<bool> choleskyLower(const Operation& op);

// stablehlo.batch_norm_{inference,training,grad}.
struct BatchNormAttrs {
  double epsilon = 0;  // an f32 attribute, read exactly
  int64_t featureIndex = 0;
};
Result<BatchNormAttrs> batchNormAttrs(const Operation& op);

// stablehlo.reduce_precision.
struct ReducePrecisionAttrs {
  int64_t exponentBits = 0, mantissaBits = 0;
};
Result<ReducePrecisionAttrs> reducePrecisionAttrs(const Operation& op);

// stablehlo.rng's distribution ("UNIFORM", "NORMAL"), stablehlo.rng_bit_generator's
// algorithm ("DEFAULT", "THREE_FRY", "PHILOX").
Result<std::string> rngDistribution(const Operation& op);
Result<std::string> rngAlgorithm(const Operation& op);

// --- control flow, sorting ---------------------------------------------------------------------

// stablehlo.sort.
struct SortAttrs {
  int64_t dimension = -1;
  bool isStable = false;
};
Result<SortAttrs> sortAttrs(const Operation& op);

// chlo.top_k: `largest` and `is_stable` default to true (CHLO's top_k has
// no such attributes; other spellings of the op do).
struct TopKAttrs {
  int64_t k = 0;
  bool largest = true, isStable = true;
};
Result<TopKAttrs> topKAttrs(const Operation& op);

// chlo.scan: `inputs` is the number of scanned inputs when
// operandSegmentSizes gives it (nullopt otherwise).
struct ScanAttrs {
  int64_t dimension = 0;
  bool isReverse = false;
  std::optional<std::vector<int64_t>> operandSegmentSizes;
};
Result<ScanAttrs> scanAttrs(const Operation& op);

// stablehlo.get_tuple_element's index.
Result<int64_t> tupleIndex(const Operation& op);
// stablehlo.composite's decomposition (a function name).
Result<std::string> compositeDecomposition(const Operation& op);
// func.call's callee; stablehlo.constant, chlo.constant, chlo.constant_like
// and the check ops' `value`.
Result<std::string> callee(const Operation& op);
Result<const Attribute*> valueAttr(const Operation& op);
// A function's symbol name (func.func's sym_name); nullptr when absent.
const Attribute* symbolName(const Operation& op);

// --- collectives -------------------------------------------------------------------------------

// replica_groups (or collective_permute's source_target_pairs) as rows,
// with the -1 padding of ragged groups dropped; empty when absent.
Result<std::vector<std::vector<int64_t>>> replicaGroups(const Operation& op);

// Collectives, send and recv: channel_handle's id (0 when absent) and the
// flags.
struct ChannelAttrs {
  int64_t channelId = 0;
  bool useGlobalDeviceIds = false;
  bool hasDynamicRoot = false;  // collective_broadcast
  bool isHostTransfer = false;  // send, recv
};
Result<ChannelAttrs> channelAttrs(const Operation& op);

// stablehlo.all_to_all.
struct AllToAllAttrs {
  int64_t splitDimension = 0, concatDimension = 0, splitCount = 0;
};
Result<AllToAllAttrs> allToAllAttrs(const Operation& op);

// interpreter.run_parallel: programs (rows of function symbols) and the
// optional infeed queue. Malformed spellings are errors.
struct RunParallelAttrs {
  std::vector<std::vector<std::string>> programs;
  std::vector<std::string> infeed;
  bool hasInfeed = false;
};
Result<RunParallelAttrs> runParallelAttrs(const Operation& op);

// --- the check dialect -------------------------------------------------------------------------

// The check and interpreter dialects' ops (no OpDef; their readers are
// lenient by design): each attribute, nullptr when absent.
struct CheckAttrs {
  const Attribute* value = nullptr;      // check.expect_*_const
  const Attribute* tolerance = nullptr;  // check.expect_almost_eq*, expect_close
  const Attribute* maxUlpDifference = nullptr;
  const Attribute* minUlpDifference = nullptr;
  const Attribute* probeId = nullptr;    // check.expect_serialized_eq, interpreter.probe
  const Attribute* iteration = nullptr;  // `iter` (pretty form) or `iteration`
};
CheckAttrs checkAttrs(const Operation& op);

}  // namespace hlo_cts::ops
