#include "spec/text/dialect_attrs.h"

#include <array>

namespace hlo_cts {
namespace {

const std::vector<EnumSyntax>& enums() {
  static const std::vector<EnumSyntax> rows = {
      {"comparison_direction", {"EQ", "NE", "GE", "GT", "LE", "LT"}, false},
      {"comparison_type", {"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"}, false},
      {"precision", {"DEFAULT", "HIGH", "HIGHEST"}, false},
      {"fft_type", {"FFT", "IFFT", "RFFT", "IRFFT"}, false},
      {"rng_distribution", {"UNIFORM", "NORMAL"}, false},
      {"rng_algorithm", {"DEFAULT", "THREE_FRY", "PHILOX"}, false},
      {"transpose", {"TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}, false},
      {"result_accuracy_mode", {"DEFAULT", "HIGHEST", "TOLERANCE"}, true},
  };
  return rows;
}

constexpr FieldSyntax list(std::string_view name) {
  return {name, FieldKind::kIntList, false, true};
}

const std::vector<StructSyntax>& structs() {
  static const std::vector<StructSyntax> rows = {
      {"stablehlo.gather",
       {list("offset_dims"),
        list("collapsed_slice_dims"),
        list("operand_batching_dims"),
        list("start_indices_batching_dims"),
        list("start_index_map"),
        {"index_vector_dim", FieldKind::kInt, false, true},
        // The pre-2018 names of offset_dims, collapsed_slice_dims and
        // start_index_map (seeds/003): read so the checker can warn and name
        // the new field; printed only when a file used them.
        list("output_window_dims"),
        list("elided_window_dims"),
        list("gather_dims_to_operand_dims")}},
      {"stablehlo.scatter",
       {list("update_window_dims"),
        list("inserted_window_dims"),
        list("input_batching_dims"),
        list("scatter_indices_batching_dims"),
        list("scatter_dims_to_operand_dims"),
        {"index_vector_dim", FieldKind::kInt, false, true}}},
      {"stablehlo.dot",
       {list("lhs_batching_dimensions"), list("rhs_batching_dimensions"),
        list("lhs_contracting_dimensions"), list("rhs_contracting_dimensions")}},
      {"chlo.ragged_dot",
       {list("lhs_batching_dimensions"), list("rhs_batching_dimensions"),
        list("lhs_contracting_dimensions"), list("rhs_contracting_dimensions"),
        list("lhs_ragged_dimensions"), list("rhs_group_dimensions")}},
      {"stablehlo.channel_handle",
       {{"handle", FieldKind::kInt, true, false}, {"type", FieldKind::kInt, true, false}}},
      {"stablehlo.output_operand_alias",
       {{"output_tuple_indices", FieldKind::kIntList, false, false},
        {"operand_index", FieldKind::kInt, true, false},
        {"operand_tuple_indices", FieldKind::kIntList, false, false}}},
      {"stablehlo.result_accuracy",
       {{"atol", FieldKind::kFloat, false, true},
        {"rtol", FieldKind::kFloat, false, true},
        {"ulps", FieldKind::kInt, false, true},
        {"mode", FieldKind::kAttr, true, false}}},
      {"stablehlo.dot_algorithm",
       {{"lhs_precision_type", FieldKind::kType, true, false},
        {"rhs_precision_type", FieldKind::kType, true, false},
        {"accumulation_type", FieldKind::kType, true, false},
        {"lhs_component_count", FieldKind::kInt, true, false},
        {"rhs_component_count", FieldKind::kInt, true, false},
        {"num_primitive_operations", FieldKind::kInt, true, false},
        {"allow_imprecise_accumulation", FieldKind::kBool, true, false}}},
  };
  return rows;
}

constexpr std::array<std::string_view, 9> kConvFields = {
    "input_batch_dimension",           "input_feature_dimension",
    "input_spatial_dimensions",        "kernel_input_feature_dimension",
    "kernel_output_feature_dimension", "kernel_spatial_dimensions",
    "output_batch_dimension",          "output_feature_dimension",
    "output_spatial_dimensions"};

}  // namespace

const EnumSyntax* lookupEnumSyntax(std::string_view name) {
  for (const EnumSyntax& e : enums())
    if (e.name == name) return &e;
  return nullptr;
}

const StructSyntax* lookupStructSyntax(std::string_view mnemonic) {
  for (const StructSyntax& s : structs())
    if (s.mnemonic == mnemonic) return &s;
  return nullptr;
}

std::span<const std::string_view> convFieldNames() {
  return kConvFields;
}

}  // namespace hlo_cts
