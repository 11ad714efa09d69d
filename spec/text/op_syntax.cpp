#include "spec/text/op_syntax.h"

#include <algorithm>
#include <string>
#include <unordered_map>

#include "spec/op_id.h"

namespace hlo_cts {
namespace {

using K = AttrKind;
using F = OpForm;
using T = TypeForm;

// Row helpers: an attribute in `{A}` (required or optional with a default),
// a keyword attribute, an optional keyword attribute, a positional attribute.
AttrSyntax req(std::string_view name, AttrKind kind, std::string_view detail = {}) {
  return {name, kind, false, Placement::kDict, {}, detail, {}};
}
AttrSyntax opt(std::string_view name, AttrKind kind, std::string_view defaultText = {},
               std::string_view detail = {}) {
  return {name, kind, true, Placement::kDict, {}, detail, defaultText};
}
AttrSyntax kw(std::string_view keyword, std::string_view name, AttrKind kind,
              std::string_view detail = {}) {
  return {name, kind, false, Placement::kKeyword, keyword, detail, {}};
}
AttrSyntax optKw(std::string_view keyword, std::string_view name, AttrKind kind,
                 std::string_view defaultText = {}, std::string_view detail = {}) {
  return {name, kind, true, Placement::kOptionalKeyword, keyword, detail, defaultText};
}
AttrSyntax positional(std::string_view name, AttrKind kind) {
  return {name, kind, false, Placement::kPositional, {}, {}, {}};
}

const AttrSyntax kResultAccuracy =
    opt("result_accuracy", K::kStruct,
        "#stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>",
        "result_accuracy");
const AttrSyntax kChannelHandle = opt("channel_handle", K::kStruct, {}, "channel_handle");
const AttrSyntax kReplicaGroups = req("replica_groups", K::kAny);
const AttrSyntax kUseGlobalDeviceIds = opt("use_global_device_ids", K::kUnit);
const AttrSyntax kPrecisionConfig = opt("precision_config", K::kEnumArray, {}, "precision");

OpSyntax unary(std::string_view name, std::vector<AttrSyntax> attrs = {}) {
  return {name, F::kOperands, T::kSame, 1, 1, std::move(attrs), {}, false};
}
OpSyntax accurateUnary(std::string_view name) {
  return unary(name, {kResultAccuracy});
}
OpSyntax binary(std::string_view name, bool commutative = false) {
  return {name, F::kOperands, T::kSame, 2, 1, {}, {}, commutative};
}
OpSyntax functional(std::string_view name, int8_t numOperands, std::vector<AttrSyntax> attrs = {},
                    int8_t numResults = 1) {
  return {name, F::kOperands, T::kFunction, numOperands, numResults, std::move(attrs), {}, false};
}
OpSyntax generic(std::string_view name, std::vector<AttrSyntax> attrs = {},
                 std::vector<std::string_view> resultNames = {}) {
  return {name, F::kGeneric, T::kFunction, -1, -1, std::move(attrs), std::move(resultNames), false};
}
OpSyntax special(std::string_view name, OpForm form, std::vector<AttrSyntax> attrs = {}) {
  return {name, form, T::kFunction, -1, -1, std::move(attrs), {}, false};
}
OpSyntax chloUnary(std::string_view name) {
  return {name, F::kOperands, T::kArrow, 1, 1, {}, {}, false};
}
OpSyntax chloBinary(std::string_view name) {
  return {name, F::kOperands, T::kArrow, 2, 1, {}, {}, false};
}
OpSyntax chloBroadcast(std::string_view name, std::vector<AttrSyntax> extra = {},
                       int8_t numOperands = 2) {
  std::vector<AttrSyntax> attrs = {opt("broadcast_dimensions", K::kDims)};
  for (auto& a : extra) attrs.push_back(a);
  return {name, F::kOperands, T::kFunction, numOperands, 1, std::move(attrs), {}, false};
}

std::vector<OpSyntax> buildTable() {
  std::vector<OpSyntax> t = {
      // ---- stablehlo (StablehloOps.td, v1.20.0) ----
      {"stablehlo.after_all", F::kOperands, T::kResult, -1, 1, {}, {}, false},
      generic("stablehlo.all_gather", {req("all_gather_dim", K::kI64), kReplicaGroups,
                                       kChannelHandle, kUseGlobalDeviceIds}),
      generic("stablehlo.all_reduce", {kReplicaGroups, kChannelHandle, kUseGlobalDeviceIds}),
      generic("stablehlo.all_to_all",
              {req("concat_dimension", K::kI64), kReplicaGroups, req("split_count", K::kI64),
               req("split_dimension", K::kI64), kChannelHandle}),
      generic("stablehlo.async_done"),
      generic("stablehlo.async_start"),
      generic("stablehlo.batch_norm_grad", {req("epsilon", K::kF32), req("feature_index", K::kI64)},
              {"grad_operand", "grad_scale", "grad_offset"}),
      generic("stablehlo.batch_norm_inference",
              {req("epsilon", K::kF32), req("feature_index", K::kI64)}),
      generic("stablehlo.batch_norm_training",
              {req("epsilon", K::kF32), req("feature_index", K::kI64)},
              {"output", "batch_mean", "batch_var"}),
      functional("stablehlo.bitcast_convert", 1),
      functional("stablehlo.broadcast", 1, {kw("sizes", "broadcast_sizes", K::kDims)}),
      functional("stablehlo.broadcast_in_dim", 1, {kw("dims", "broadcast_dimensions", K::kDims)}),
      generic("stablehlo.case"),
      unary("stablehlo.cholesky", {optKw("lower", "lower", K::kBool, "false")}),
      {"stablehlo.clamp", F::kOperands, T::kSame, 3, 1, {}, {}, false},
      generic("stablehlo.collective_broadcast",
              {kReplicaGroups, kChannelHandle, opt("has_dynamic_root", K::kUnit)}),
      generic("stablehlo.collective_permute",
              {req("source_target_pairs", K::kI64Elements), kChannelHandle}),
      generic("stablehlo.collective_reduce", {kReplicaGroups, kChannelHandle, kUseGlobalDeviceIds,
                                              opt("has_dynamic_root", K::kUnit)}),
      special("stablehlo.compare", F::kCompare,
              {req("comparison_direction", K::kEnum, "comparison_direction"),
               opt("compare_type", K::kEnum, {}, "comparison_type")}),
      {"stablehlo.complex", F::kOperands, T::kComplex, 2, 1, {}, {}, false},
      special("stablehlo.composite", F::kComposite,
              {req("name", K::kString), opt("composite_attributes", K::kDictionary, "{}"),
               req("decomposition", K::kSymbol), opt("version", K::kI32, "0 : i32")}),
      functional("stablehlo.concatenate", -1, {kw("dim", "dimension", K::kI64)}),
      special("stablehlo.constant", F::kConstant, {req("value", K::kElements)}),
      special("stablehlo.convolution", F::kConvolution,
              {opt("window_strides", K::kDims), opt("padding", K::kI64Elements),
               opt("lhs_dilation", K::kDims), opt("rhs_dilation", K::kDims),
               opt("window_reversal", K::kBoolArray), req("dimension_numbers", K::kStruct, "conv"),
               req("feature_group_count", K::kI64), req("batch_group_count", K::kI64),
               kPrecisionConfig}),
      {"stablehlo.create_token", F::kOperands, T::kResult, 0, 1, {}, {}, false},
      generic("stablehlo.cross-replica-sum", {kReplicaGroups}),
      special("stablehlo.custom_call", F::kCustomCall,
              {req("call_target_name", K::kString), opt("has_side_effect", K::kBool, "false"),
               opt("backend_config", K::kAny), opt("api_version", K::kI32, "1 : i32"),
               opt("called_computations", K::kArray, "[]"), opt("operand_layouts", K::kArray),
               opt("result_layouts", K::kArray), opt("output_operand_aliases", K::kArray, "[]")}),
      functional("stablehlo.dot", 2,
                 {optKw("precision", "precision_config", K::kEnumArray, {}, "precision")}),
      special("stablehlo.dot_general", F::kDotGeneral,
              {req("dot_dimension_numbers", K::kStruct, "dot"), kPrecisionConfig,
               opt("algorithm", K::kStruct, {}, "dot_algorithm")}),
      functional("stablehlo.dynamic_broadcast_in_dim", 2,
                 {kw("dims", "broadcast_dimensions", K::kDims),
                  opt("known_expanding_dimensions", K::kDims),
                  opt("known_nonexpanding_dimensions", K::kDims)}),
      generic("stablehlo.dynamic_conv",
              {opt("window_strides", K::kDims), opt("lhs_dilation", K::kDims),
               opt("rhs_dilation", K::kDims), opt("window_reversal", K::kBoolArray),
               req("dimension_numbers", K::kStruct, "conv"), req("feature_group_count", K::kI64),
               req("batch_group_count", K::kI64), kPrecisionConfig}),
      generic("stablehlo.dynamic_gather", {req("dimension_numbers", K::kStruct, "gather"),
                                           opt("indices_are_sorted", K::kBool, "false")}),
      functional("stablehlo.dynamic_iota", 1, {kw("dim", "iota_dimension", K::kI64)}),
      functional("stablehlo.dynamic_pad", 5),
      functional("stablehlo.dynamic_reshape", 2),
      functional("stablehlo.dynamic_slice", -1, {kw("sizes", "slice_sizes", K::kDims)}),
      functional("stablehlo.dynamic_update_slice", -1),
      functional("stablehlo.einsum", 2, {kw("config", "einsum_config", K::kString)}),
      functional(
          "stablehlo.fft", 1,
          {kw("type", "fft_type", K::kEnum, "fft_type"), kw("length", "fft_length", K::kDims)}),
      generic("stablehlo.gather",
              {req("dimension_numbers", K::kStruct, "gather"), req("slice_sizes", K::kDims),
               opt("indices_are_sorted", K::kBool, "false")}),
      functional("stablehlo.get_dimension_size", 1, {kw("dim", "dimension", K::kI64)}),
      special("stablehlo.get_tuple_element", F::kGetTupleElement, {req("index", K::kI32)}),
      generic("stablehlo.if"),
      generic("stablehlo.infeed", {req("infeed_config", K::kString), opt("layout", K::kArray)}),
      {"stablehlo.iota",
       F::kOperands,
       T::kResult,
       0,
       1,
       {kw("dim", "iota_dimension", K::kI64)},
       {},
       false},
      functional("stablehlo.is_finite", 1),
      generic("stablehlo.map", {req("dimensions", K::kDims)}),
      special("stablehlo.optimization_barrier", F::kOptimizationBarrier),
      generic("stablehlo.outfeed", {req("outfeed_config", K::kString)}),
      functional(
          "stablehlo.pad", 2,
          {kw("low", "edge_padding_low", K::kDims), kw("high", "edge_padding_high", K::kDims),
           kw("interior", "interior_padding", K::kDims)}),
      {"stablehlo.partition_id", F::kOperands, T::kResult, 0, 1, {}, {}, false},
      functional("stablehlo.real_dynamic_slice", 4),
      generic("stablehlo.recv", {req("channel_handle", K::kStruct, "channel_handle"),
                                 opt("is_host_transfer", K::kBool, "false"),
                                 opt("source_target_pairs", K::kI64Elements)}),
      special("stablehlo.reduce", F::kReduce, {req("dimensions", K::kDims)}),
      special("stablehlo.reduce_precision", F::kReducePrecision,
              {req("exponent_bits", K::kI32), req("mantissa_bits", K::kI32)}),
      generic("stablehlo.reduce_scatter", {req("scatter_dimension", K::kI64), kReplicaGroups,
                                           kChannelHandle, kUseGlobalDeviceIds}),
      generic("stablehlo.reduce_window",
              {req("window_dimensions", K::kDims), opt("window_strides", K::kDims),
               opt("base_dilations", K::kDims), opt("window_dilations", K::kDims),
               opt("padding", K::kI64Elements)}),
      {"stablehlo.replica_id", F::kOperands, T::kResult, 0, 1, {}, {}, false},
      functional("stablehlo.reshape", 1),
      {"stablehlo.return", F::kOperands, T::kOperandTypes, -1, 0, {}, {}, false},
      unary("stablehlo.reverse", {kw("dims", "dimensions", K::kDims)}),
      functional("stablehlo.rng", 3,
                 {kw("distribution", "rng_distribution", K::kEnum, "rng_distribution")}),
      {"stablehlo.rng_bit_generator",
       F::kOperands,
       T::kFunction,
       1,
       2,
       {kw("algorithm", "rng_algorithm", K::kEnum, "rng_algorithm")},
       {"output_state", "output"},
       false},
      generic("stablehlo.scatter", {req("scatter_dimension_numbers", K::kStruct, "scatter"),
                                    opt("indices_are_sorted", K::kBool, "false"),
                                    opt("unique_indices", K::kBool, "false")}),
      {"stablehlo.select", F::kOperands, T::kSelect, 3, 1, {}, {}, false},
      generic("stablehlo.select_and_scatter",
              {opt("window_dimensions", K::kDims), opt("window_strides", K::kDims),
               opt("padding", K::kI64Elements)}),
      generic("stablehlo.send", {req("channel_handle", K::kStruct, "channel_handle"),
                                 opt("is_host_transfer", K::kBool, "false"),
                                 opt("source_target_pairs", K::kI64Elements)}),
      functional("stablehlo.set_dimension_size", 2, {kw("dim", "dimension", K::kI64)}),
      special("stablehlo.slice", F::kSlice,
              {req("start_indices", K::kDims), req("limit_indices", K::kDims),
               req("strides", K::kDims)}),
      generic("stablehlo.sort",
              {opt("dimension", K::kI64, "-1 : i64"), opt("is_stable", K::kBool, "false")}),
      generic("stablehlo.torch_index_select", {req("batch_dims", K::kI64), req("dim", K::kI64)}),
      functional("stablehlo.transpose", 1, {kw("dims", "permutation", K::kDims)}),
      generic("stablehlo.triangular_solve",
              {req("left_side", K::kBool), req("lower", K::kBool),
               req("transpose_a", K::kEnum, "transpose"), req("unit_diagonal", K::kBool)}),
      {"stablehlo.tuple", F::kOperands, T::kResult, -1, 1, {}, {}, false},
      functional("stablehlo.unary_einsum", 1, {kw("config", "einsum_config", K::kString)}),
      special("stablehlo.while", F::kWhile),

      // ---- chlo (ChloOps.td, v1.20.0) ----
      chloUnary("chlo.acos"),
      chloUnary("chlo.acosh"),
      chloUnary("chlo._asin_acos_kernel"),
      chloUnary("chlo.asin"),
      chloUnary("chlo.asinh"),
      chloUnary("chlo.atan"),
      chloUnary("chlo.atanh"),
      chloUnary("chlo.bessel_i1e"),
      chloBroadcast("chlo.broadcast_compare",
                    {req("comparison_direction", K::kEnum, "comparison_direction"),
                     opt("compare_type", K::kEnum, {}, "comparison_type")}),
      {"chlo.broadcast_select", F::kOperands, T::kFunction, 3, 1, {}, {}, false},
      chloUnary("chlo.conj"),
      special("chlo.constant", F::kConstant, {req("value", K::kElements)}),
      generic("chlo.constant_like", {req("value", K::kAny)}),
      chloUnary("chlo.cosh"),
      chloUnary("chlo.digamma"),
      chloUnary("chlo.erf"),
      chloUnary("chlo.erf_inv"),
      chloUnary("chlo.erfc"),
      chloUnary("chlo.is_inf"),
      chloUnary("chlo.is_neg_inf"),
      chloUnary("chlo.is_pos_inf"),
      chloUnary("chlo.lgamma"),
      chloBinary("chlo.mulhi"),
      chloBinary("chlo.next_after"),
      chloBinary("chlo.polygamma"),
      generic("chlo.ragged_dot",
              {req("ragged_dot_dimension_numbers", K::kStruct, "ragged_dot"), kPrecisionConfig}),
      // The custom form splits the operands into inputs and inits; the IR
      // keeps the split as MLIR's AttrSizedOperandSegments property.
      special("chlo.scan", F::kScan,
              {req("dimension", K::kI64), opt("is_reverse", K::kBool, "false"),
               req("operandSegmentSizes", K::kAny)}),
      chloUnary("chlo.sinh"),
      chloUnary("chlo.square"),
      chloUnary("chlo.tan"),
      {"chlo.top_k",
       F::kTopK,
       T::kArrow,
       1,
       2,
       {req("k", K::kI64), opt("is_stable", K::kBool, "true")},
       {"values", "indices"},
       false},
      chloBinary("chlo.zeta"),

      // ---- builtin / func ----
      special("builtin.module", F::kModule,
              {opt("sym_name", K::kString), opt("sym_visibility", K::kString)}),
      special("func.func", F::kFunc,
              {req("sym_name", K::kString), req("function_type", K::kType),
               opt("sym_visibility", K::kString), opt("arg_attrs", K::kArray),
               opt("res_attrs", K::kArray)}),
      special("func.call", F::kCall,
              {req("callee", K::kSymbol), opt("arg_attrs", K::kArray), opt("res_attrs", K::kArray),
               opt("no_inline", K::kUnit)}),
      special("func.return", F::kFuncReturn),

      // ---- the interpreter's test dialects (check, interpreter) ----
      {"check.expect_eq", F::kOperands, T::kFirstOperand, 2, 0, {}, {}, false},
      {"check.expect_almost_eq",
       F::kOperands,
       T::kFirstOperand,
       2,
       0,
       {optKw("tolerance", "tolerance", K::kF64)},
       {},
       false},
      {"check.expect_eq_const",
       F::kOperands,
       T::kNone,
       1,
       0,
       {positional("value", K::kElements)},
       {},
       false},
      {"check.expect_almost_eq_const",
       F::kOperands,
       T::kNone,
       1,
       0,
       {positional("value", K::kElements), opt("tolerance", K::kF64)},
       {},
       false},
      {"check.expect_close",
       F::kOperands,
       T::kOperandTypes,
       2,
       0,
       {kw("max_ulp_difference", "max_ulp_difference", K::kI64),
        optKw("min_ulp_difference", "min_ulp_difference", K::kI64)},
       {},
       false},
      {"check.expect_serialized_eq",
       F::kOperands,
       T::kFirstOperand,
       1,
       0,
       {kw("probe_id", "probe_id", K::kString), optKw("iter", "iteration", K::kI64)},
       {},
       false},
      {"interpreter.probe",
       F::kOperands,
       T::kFirstOperand,
       1,
       1,
       {kw("probe_id", "probe_id", K::kString)},
       {},
       false},
      {"interpreter.print", F::kOperands, T::kFirstOperand, 1, 0, {}, {}, false},
      generic("interpreter.run_parallel", {req("programs", K::kArray), opt("infeed", K::kArray)}),
  };
  // The ops whose form their registry row names (spec/op_list.def), and the
  // CHLO broadcasting ops not written above (two operands and an optional
  // broadcast_dimensions).
  for (OpId id : allOps()) {
    const OpInfo& info = opInfo(id);
    if (info.flags & kUnaryForm) t.push_back(unary(info.name));
    if (info.flags & kAccurateUnaryForm) t.push_back(accurateUnary(info.name));
    if (info.flags & kBinaryForm) t.push_back(binary(info.name, info.flags & kCommutative));
    if (broadcastBase(id) != id && std::none_of(t.begin(), t.end(), [&](const OpSyntax& row) {
          return row.name == info.name;
        }))
      t.push_back(chloBroadcast(info.name));
  }
  return t;
}

const std::vector<OpSyntax>& table() {
  static const std::vector<OpSyntax> rows = buildTable();
  return rows;
}

}  // namespace

const AttrSyntax* OpSyntax::attr(std::string_view attrName) const {
  for (const AttrSyntax& a : attrs)
    if (a.name == attrName) return &a;
  return nullptr;
}

const OpSyntax* lookupOpSyntax(std::string_view name) {
  static const std::unordered_map<std::string_view, const OpSyntax*> index = [] {
    std::unordered_map<std::string_view, const OpSyntax*> m;
    for (const OpSyntax& row : table()) m.emplace(row.name, &row);
    return m;
  }();
  auto it = index.find(name);
  return it == index.end() ? nullptr : it->second;
}

std::span<const OpSyntax> allOpSyntax() {
  return table();
}

}  // namespace hlo_cts
