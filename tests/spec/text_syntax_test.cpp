// The custom forms and tricky spellings of the text format: every example below
// is the exact output of the real MLIR/StableHLO printer (openxla/stablehlo
// v1.20.0, commit 3c9301c, built against MLIR 22.1.8), so the printer must
// reproduce it byte for byte after parsing it.
#include <gtest/gtest.h>

#include <algorithm>

#include "spec/op_id.h"
#include "spec/text/op_syntax.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

struct Example {
  const char* args;  // the enclosing function's parameter list
  const char* body;  // the op as the real printer writes it (at indentation 0)
};

// The printer's examples, each inside `func.func @f(ARGS) { BODY  return }`.
const Example kExamples[] = {
    {"%arg0: tensor<4xf32>", "%0 = stablehlo.abs %arg0 : tensor<4xf32>"},
    {"%arg0: tensor<4xf32>, %arg1: tensor<4xf32>",
     "%0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>"},
    {"%arg0: !stablehlo.token, %arg1: !stablehlo.token",
     "%0 = stablehlo.after_all %arg0, %arg1 : !stablehlo.token"},
    {"", "%0 = stablehlo.after_all  : !stablehlo.token"},
    {"%arg0: tensor<2x2xf32>",
     "%0 = \"stablehlo.all_gather\"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = "
     "dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<2x2xf32>) -> "
     "tensor<4x2xf32>"},
    {"%arg0: tensor<4x2xf32>",
     "%0 = \"stablehlo.all_to_all\"(%arg0) <{concat_dimension = 1 : i64, replica_groups = "
     "dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : "
     "(tensor<4x2xf32>) -> tensor<2x4xf32>"},
    {"%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>",
     "%grad_operand, %grad_scale, %grad_offset = \"stablehlo.batch_norm_grad\"(%arg0, %arg1, "
     "%arg1, %arg1, %arg0) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : "
     "(tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> "
     "(tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)"},
    {"%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>",
     "%output, %batch_mean, %batch_var = \"stablehlo.batch_norm_training\"(%arg0, %arg1, %arg1) "
     "<{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, "
     "tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)"},
    {"%arg0: tensor<2xf32>",
     "%0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2x4xi8>"},
    {"%arg0: tensor<3xf32>",
     "%0 = stablehlo.broadcast %arg0, sizes = [2] : (tensor<3xf32>) -> tensor<2x3xf32>"},
    {"%arg0: tensor<3xf32>",
     "%0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>"},
    {"%arg0: tensor<4xf32>", "%0 = stablehlo.cbrt %arg0 : tensor<4xf32>"},
    {"%arg0: tensor<3x3xf32>", "%0 = stablehlo.cholesky %arg0, lower = true : tensor<3x3xf32>"},
    {"%arg0: tensor<f32>, %arg1: tensor<4xf32>, %arg2: tensor<f32>",
     "%0 = stablehlo.clamp %arg0, %arg1, %arg2 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> "
     "tensor<4xf32>"},
    {"%arg0: tensor<4xf32>",
     "%0 = \"stablehlo.collective_permute\"(%arg0) <{source_target_pairs = dense<[[0, 1], [1, "
     "0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>"},
    {"%arg0: tensor<4xf32>, %arg1: tensor<4xf32>",
     "%0 = stablehlo.compare  EQ, %arg0, %arg1,  TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> "
     "tensor<4xi1>"},
    {"%arg0: tensor<4xf32>, %arg1: tensor<4xf32>",
     "%0 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>"},
    {"%arg0: tensor<4xf32>",
     "%0 = stablehlo.composite \"my.gelu\" %arg0 {composite_attributes = {approx = true}, "
     "decomposition = @gelu_impl, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>"},
    {"%arg0: tensor<2xf32>, %arg1: tensor<3xf32>",
     "%0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2xf32>, tensor<3xf32>) -> "
     "tensor<5xf32>"},
    {"", "%cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00]> : tensor<2xf32>"},
    {"%arg0: tensor<4xi32>", "%0 = stablehlo.convert %arg0 : (tensor<4xi32>) -> tensor<4xf32>"},
    {"%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>",
     "%0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, "
     "1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, "
     "feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> "
     "tensor<1x4x4x4xf32>"},
    {"", "%0 = stablehlo.create_token : !stablehlo.token"},
    {"%arg0: tensor<4xf32>",
     "%0 = \"stablehlo.cross-replica-sum\"(%arg0) <{replica_groups = dense<[[0, 1]]> : "
     "tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>"},
    {"%arg0: tensor<4xf32>",
     "%0 = stablehlo.custom_call @my_kernel(%arg0) {api_version = 4 : i32, backend_config = "
     "{scale = 2 : i64}, has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>"},
    {"%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>",
     "%0 = stablehlo.dot %arg0, %arg1, precision = [HIGHEST, HIGHEST] : (tensor<2x3xf32>, "
     "tensor<3xf32>) -> tensor<2xf32>"},
    {"%arg0: tensor<8x2x3xf32>, %arg1: tensor<8x3x5xf32>",
     "%0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] "
     "x [1] : (tensor<8x2x3xf32>, tensor<8x3x5xf32>) -> tensor<8x2x5xf32>"},
    {"%arg0: tensor<3xf32>, %arg1: tensor<2xi64>",
     "%0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1] : (tensor<3xf32>, "
     "tensor<2xi64>) -> tensor<?x3xf32>"},
    {"%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<2x2xi64>",
     "%0 = \"stablehlo.dynamic_conv\"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, "
     "dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, "
     "feature_group_count = 1 : i64}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, "
     "tensor<2x2xi64>) -> tensor<1x?x?x4xf32>"},
    {"%arg0: tensor<5x4xf32>, %arg1: tensor<3x1xi32>, %arg2: tensor<2xi32>",
     "%0 = \"stablehlo.dynamic_gather\"(%arg0, %arg1, %arg2) <{dimension_numbers = "
     "#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
     "index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2xi32>) -> "
     "tensor<3x4xf32>"},
    {"%arg0: tensor<1xi64>",
     "%0 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<1xi64>) -> tensor<?xf32>"},
    {"%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<1xi64>, %arg3: tensor<1xi64>, "
     "%arg4: tensor<1xi64>",
     "%0 = stablehlo.dynamic_pad %arg0, %arg1, %arg2, %arg3, %arg4 : (tensor<3xf32>, "
     "tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>"},
    {"%arg0: tensor<4x6xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>",
     "%0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [2, 2] : (tensor<4x6xf32>, "
     "tensor<i32>, tensor<i32>) -> tensor<2x2xf32>"},
    {"%arg0: tensor<4x6xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>",
     "%0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg3 : (tensor<4x6xf32>, "
     "tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>"},
    {"%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>",
     "%0 = stablehlo.einsum %arg0, %arg1, config = \"ij,jk->ik\" : (tensor<2x3xf32>, "
     "tensor<3x4xf32>) -> tensor<2x4xf32>"},
    {"%arg0: tensor<8xf32>",
     "%0 = stablehlo.fft %arg0, type =  RFFT, length = [8] : (tensor<8xf32>) -> "
     "tensor<5xcomplex<f32>>"},
    {"%arg0: tensor<5x4xf32>, %arg1: tensor<3x1xi32>",
     "%0 = \"stablehlo.gather\"(%arg0, %arg1) <{dimension_numbers = "
     "#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
     "index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, "
     "tensor<3x1xi32>) -> tensor<3x4xf32>"},
    {"%arg0: tensor<2x3xf32>",
     "%0 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>"},
    {"%arg0: tuple<tensor<f32>, tensor<i32>>",
     "%0 = stablehlo.get_tuple_element %arg0[1] : (tuple<tensor<f32>, tensor<i32>>) -> "
     "tensor<i32>"},
    {"%arg0: tensor<2xcomplex<f64>>",
     "%0 = stablehlo.imag %arg0 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>"},
    {"%arg0: !stablehlo.token",
     "%0:2 = \"stablehlo.infeed\"(%arg0) <{infeed_config = \"\"}> : (!stablehlo.token) -> "
     "(tensor<4xf32>, !stablehlo.token)"},
    {"", "%0 = stablehlo.iota dim = 0 : tensor<8xi32>"},
    {"%arg0: tensor<4xf32>", "%0 = stablehlo.is_finite %arg0 : (tensor<4xf32>) -> tensor<4xi1>"},
    {"%arg0: tensor<f32>, %arg1: tensor<i32>",
     "%0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<f32>, tensor<i32>"},
    {"", "stablehlo.optimization_barrier ()"},
    {"%arg0: tensor<4xf32>, %arg1: !stablehlo.token",
     "%0 = \"stablehlo.outfeed\"(%arg0, %arg1) <{outfeed_config = \"\"}> : (tensor<4xf32>, "
     "!stablehlo.token) -> !stablehlo.token"},
    {"%arg0: tensor<3xf32>, %arg1: tensor<f32>",
     "%0 = stablehlo.pad %arg0, %arg1, low = [1], high = [2], interior = [1] : (tensor<3xf32>, "
     "tensor<f32>) -> tensor<8xf32>"},
    {"", "%0 = stablehlo.partition_id : tensor<ui32>"},
    {"%arg0: tensor<2xcomplex<f64>>",
     "%0 = stablehlo.real %arg0 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>"},
    {"%arg0: tensor<8xf32>, %arg1: tensor<1xi64>, %arg2: tensor<1xi64>, %arg3: tensor<1xi64>",
     "%0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg2, %arg3 : (tensor<8xf32>, "
     "tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>"},
    {"%arg0: !stablehlo.token",
     "%0:2 = \"stablehlo.recv\"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 5, "
     "type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<4xf32>, "
     "!stablehlo.token)"},
    {"%arg0: tensor<2x3xf32>, %arg1: tensor<f32>",
     "%0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : "
     "(tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>"},
    {"%arg0: tensor<4xf32>",
     "%0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<4xf32>"},
    {"", "%0 = stablehlo.replica_id : tensor<ui32>"},
    {"%arg0: tensor<2x3xf32>", "%0 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>"},
    {"%arg0: tensor<2x3xf32>", "%0 = stablehlo.reverse %arg0, dims = [1] : tensor<2x3xf32>"},
    {"%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<2xi64>",
     "%0 = stablehlo.rng %arg0, %arg1, %arg2, distribution =  NORMAL : (tensor<f32>, "
     "tensor<f32>, tensor<2xi64>) -> tensor<2x2xf32>"},
    {"%arg0: tensor<2xui64>",
     "%output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm =  PHILOX : "
     "(tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)"},
    {"%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>",
     "%0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xf32>"},
    {"%arg0: tensor<4xf32>, %arg1: !stablehlo.token",
     "%0 = \"stablehlo.send\"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle "
     "= 5, type = 2>, is_host_transfer = true}> : (tensor<4xf32>, !stablehlo.token) -> "
     "!stablehlo.token"},
    {"%arg0: tensor<4xf32>, %arg1: tensor<i32>",
     "%0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 0 : (tensor<4xf32>, tensor<i32>) -> "
     "tensor<?xf32, #stablehlo.bounds<4>>"},
    {"%arg0: tensor<4x6xf32>",
     "%0 = stablehlo.slice %arg0 [1:3, 0:6:2] : (tensor<4x6xf32>) -> tensor<2x3xf32>"},
    {"%arg0: tensor<5x3xf32>, %arg1: tensor<2xi32>",
     "%0 = \"stablehlo.torch_index_select\"(%arg0, %arg1) <{batch_dims = 0 : i64, dim = 0 : "
     "i64}> : (tensor<5x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>"},
    {"%arg0: tensor<2x3xf32>",
     "%0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>"},
    {"%arg0: tensor<3x3xf32>, %arg1: tensor<3x2xf32>",
     "%0 = \"stablehlo.triangular_solve\"(%arg0, %arg1) <{left_side = true, lower = true, "
     "transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : "
     "(tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>"},
    {"%arg0: tensor<f32>, %arg1: !stablehlo.token",
     "%0 = stablehlo.tuple %arg0, %arg1 : tuple<tensor<f32>, !stablehlo.token>"},
    {"", "%0 = stablehlo.tuple  : tuple<>"},
    {"%arg0: tensor<2x3xf32>",
     "%0 = stablehlo.unary_einsum %arg0, config = \"ij->j\" : (tensor<2x3xf32>) -> "
     "tensor<3xf32>"},
    {"%arg0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>",
     "%0 = stablehlo.uniform_dequantize %arg0 : (tensor<4x!quant.uniform<i8:f32, "
     "5.000000e-01:-3>>) -> tensor<4xf32>"},
    {"%arg0: tensor<4xf32>",
     "%0 = stablehlo.uniform_quantize %arg0 : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, "
     "5.000000e-01:-3>>"},
    // CHLO (ChloOps.td).
    {"%arg0: tensor<4xf32>", "%0 = chlo.acos %arg0 : tensor<4xf32> -> tensor<4xf32>"},
    {"%arg0: tensor<4xcomplex<f32>>",
     "%0 = chlo._asin_acos_kernel %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>"},
    {"%arg0: tensor<4xf32>, %arg1: tensor<2x4xf32>",
     "%0 = chlo.broadcast_add %arg0, %arg1 : (tensor<4xf32>, tensor<2x4xf32>) -> "
     "tensor<2x4xf32>"},
    {"%arg0: tensor<4xf32>, %arg1: tensor<f32>",
     "%0 = chlo.broadcast_compare %arg0, %arg1 {comparison_direction = #chlo<comparison_direction "
     "GT>} : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>"},
    {"%arg0: tensor<i1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>",
     "%0 = chlo.broadcast_select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<4xf32>, "
     "tensor<4xf32>) -> tensor<4xf32>"},
    {"", "%0 = chlo.constant dense<[1, 2]> : tensor<2xi32>"},
    {"%arg0: tensor<?xf32>",
     "%0 = \"chlo.constant_like\"(%arg0) <{value = 0.000000e+00 : f32}> : (tensor<?xf32>) -> "
     "tensor<?xf32>"},
    {"%arg0: tensor<2xf32>",
     "%0 = \"chlo.constant_like\"(%arg0) <{value = #complex.number<:f64 1.000000e+00, "
     "-0.000000e+00> : complex<f64>}> : (tensor<2xf32>) -> tensor<2xcomplex<f64>>"},
    {"%arg0: tensor<4xf32>", "%0 = chlo.is_inf %arg0 : tensor<4xf32> -> tensor<4xi1>"},
    {"%arg0: tensor<4xi32>, %arg1: tensor<4xi32>",
     "%0 = chlo.mulhi %arg0, %arg1 : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>"},
    {"%arg0: tensor<6x3xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2xi64>",
     "%0 = \"chlo.ragged_dot\"(%arg0, %arg1, %arg2) <{ragged_dot_dimension_numbers = "
     "#chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], "
     "lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x3xf32>, "
     "tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>"},
    {"%arg0: tensor<3x8xf32>",
     "%values, %indices = chlo.top_k(%arg0, k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, "
     "tensor<3x2xi32>)"},
    // Region examples.
    {"%arg0: tensor<4xf32>",
     "%0 = \"stablehlo.all_reduce\"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = "
     "1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({\n"
     "^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):\n"
     "  %1 = stablehlo.add %arg1, %arg2 : tensor<f32>\n"
     "  stablehlo.return %1 : tensor<f32>\n"
     "}) : (tensor<4xf32>) -> tensor<4xf32>"},
    {"%arg0: tensor<4xf32>",
     "%0 = \"stablehlo.async_start\"(%arg0) ({\n"
     "^bb0(%arg1: tensor<4xf32>):\n"
     "  %2 = \"stablehlo.collective_permute\"(%arg1) <{source_target_pairs = dense<[[0, 1], [1, "
     "0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>\n"
     "  stablehlo.return %2 : tensor<4xf32>\n"
     "}) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>\n"
     "%1 = \"stablehlo.async_done\"(%0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>"},
    {"%arg0: tensor<i32>, %arg1: tensor<f32>",
     "%0 = \"stablehlo.case\"(%arg0) ({\n"
     "  stablehlo.return %arg1 : tensor<f32>\n"
     "}, {\n"
     "  %1 = stablehlo.abs %arg1 : tensor<f32>\n"
     "  stablehlo.return %1 : tensor<f32>\n"
     "}) : (tensor<i32>) -> tensor<f32>"},
    {"%arg0: tensor<4xf32>, %arg1: tensor<4xf32>",
     "%0 = \"stablehlo.map\"(%arg0, %arg1) <{dimensions = array<i64: 0>}> ({\n"
     "^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):\n"
     "  %1 = stablehlo.multiply %arg2, %arg3 : tensor<f32>\n"
     "  stablehlo.return %1 : tensor<f32>\n"
     "}) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>"},
    {"%arg0: tensor<2x3xf32>, %arg1: tensor<f32>",
     "%0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0, 1] : (tensor<2x3xf32>, "
     "tensor<f32>) -> tensor<f32>\n"
     " reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {\n"
     "  %1 = stablehlo.add %arg3, %arg2 : tensor<f32>\n"
     "  stablehlo.return %1 : tensor<f32>\n"
     "}"},
    {"%arg0: tensor<4xf32>, %arg1: tensor<f32>",
     "%0 = \"stablehlo.reduce_window\"(%arg0, %arg1) <{window_dimensions = array<i64: 2>, "
     "window_strides = array<i64: 2>}> ({\n"
     "^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):\n"
     "  %1 = stablehlo.maximum %arg2, %arg3 : tensor<f32>\n"
     "  stablehlo.return %1 : tensor<f32>\n"
     "}) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>"},
    {"%arg0: tensor<5x4xf32>, %arg1: tensor<3x1xi32>, %arg2: tensor<3x4xf32>",
     "%0 = \"stablehlo.scatter\"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = "
     "#stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], "
     "scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({\n"
     "^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):\n"
     "  stablehlo.return %arg4 : tensor<f32>\n"
     "}) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>"},
    {"%arg0: tensor<4xf32>, %arg1: tensor<2xf32>, %arg2: tensor<f32>",
     "%0 = \"stablehlo.select_and_scatter\"(%arg0, %arg1, %arg2) <{window_dimensions = "
     "array<i64: 2>, window_strides = array<i64: 2>}> ({\n"
     "^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):\n"
     "  %1 = stablehlo.compare  GE, %arg3, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
     "  stablehlo.return %1 : tensor<i1>\n"
     "}, {\n"
     "^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):\n"
     "  %1 = stablehlo.add %arg3, %arg4 : tensor<f32>\n"
     "  stablehlo.return %1 : tensor<f32>\n"
     "}) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>"},
    {"%arg0: tensor<4xf32>",
     "%0 = \"stablehlo.sort\"(%arg0) <{dimension = 0 : i64}> ({\n"
     "^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):\n"
     "  %1 = stablehlo.compare  LT, %arg1, %arg2,  TOTALORDER : (tensor<f32>, tensor<f32>) -> "
     "tensor<i1>\n"
     "  stablehlo.return %1 : tensor<i1>\n"
     "}) : (tensor<4xf32>) -> tensor<4xf32>"},
    {"%arg0: tensor<i32>, %arg1: tensor<i32>",
     "%0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i32>, tensor<i32>\n"
     "cond {\n"
     "  %1 = stablehlo.compare  LT, %iterArg, %iterArg_0 : (tensor<i32>, tensor<i32>) -> "
     "tensor<i1>\n"
     "  stablehlo.return %1 : tensor<i1>\n"
     "} do {\n"
     "  %1 = stablehlo.add %iterArg, %iterArg : tensor<i32>\n"
     "  stablehlo.return %1, %iterArg_0 : tensor<i32>, tensor<i32>\n"
     "}"},
    {"%arg0: tensor<5xf32>, %arg1: tensor<f32>",
     "%0:2 = chlo.scan(%arg0) inits (%arg1) dimension=0  {\n"
     "^bb0(%input: tensor<f32>, %carry: tensor<f32>):\n"
     "  %1 = stablehlo.add %input, %carry : tensor<f32>\n"
     "  stablehlo.return %1, %1 : tensor<f32>, tensor<f32>\n"
     "} : (tensor<5xf32>, tensor<f32>) -> (tensor<5xf32>, tensor<f32>)"},
};

std::string indentLines(const std::string& text, int spaces) {
  std::string out, pad(static_cast<size_t>(spaces), ' ');
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    out += pad + text.substr(start, end - start) + "\n";
    start = end + 1;
  }
  return out;
}

std::string wrap(const Example& e) {
  return std::string("module {\n  func.func @f(") + e.args + ") {\n" + indentLines(e.body, 4) +
         "    return\n  }\n}\n";
}

TEST(TextSyntax, SyntaxMdExamplesPrintByteForByte) {
  for (const Example& e : kExamples) {
    std::string text = wrap(e);
    auto m = parseModule(text, "example.mlir");
    ASSERT_TRUE(m.ok()) << m.error().str() << "\n" << text;
    EXPECT_EQ(printModule(*m), text);
    // The generic form reads back to the same IR.
    PrintOptions generic;
    generic.generic = true;
    auto g = parseModule(printModule(*m, generic), "generic.mlir");
    ASSERT_TRUE(g.ok()) << g.error().str();
    EXPECT_EQ(printModule(*g), text);
  }
}

TEST(TextSyntax, AnOpsRegistryRowNamesItsFormAndTheTableFollows) {
  // An element-wise op's text form comes from its registry row alone
  // (spec/op_list.def's flags), not from a row of its own in the table.
  int derived = 0;
  for (OpId id : allOps()) {
    const OpInfo& info = opInfo(id);
    const int forms = !!(info.flags & kUnaryForm) + !!(info.flags & kAccurateUnaryForm) +
                      !!(info.flags & kBinaryForm);
    ASSERT_LE(forms, 1) << info.name;
    EXPECT_TRUE(!(info.flags & kCommutative) || (info.flags & kBinaryForm)) << info.name;
    if (forms == 0) continue;
    ++derived;
    const OpSyntax* row = lookupOpSyntax(info.name);
    ASSERT_NE(row, nullptr) << info.name;
    EXPECT_EQ(row->form, OpForm::kOperands) << info.name;
    EXPECT_EQ(row->numOperands, (info.flags & kBinaryForm) ? 2 : 1) << info.name;
    EXPECT_EQ(row->commutative, (info.flags & kCommutative) != 0) << info.name;
    EXPECT_EQ(row->attrs.size(), (info.flags & kAccurateUnaryForm) ? 1u : 0u) << info.name;
    EXPECT_EQ(std::count_if(allOpSyntax().begin(), allOpSyntax().end(),
                            [&](const OpSyntax& r) { return r.name == info.name; }),
              1)
        << info.name << " has a row of its own as well";
  }
  EXPECT_EQ(derived, 42);
  EXPECT_TRUE(lookupOpSyntax("stablehlo.add")->commutative);
  EXPECT_EQ(lookupOpSyntax("stablehlo.cbrt")->attrs[0].name, "result_accuracy");
}

TEST(TextSyntax, TableCoversEveryStablehloAndChloOp) {
  // Guards against rows added to the table without a parser/printer case.
  for (const OpSyntax& row : allOpSyntax()) {
    EXPECT_EQ(lookupOpSyntax(row.name), &row);
    for (const AttrSyntax& a : row.attrs)
      if (a.placement != Placement::kDict) {
        EXPECT_TRUE(row.form == OpForm::kOperands) << row.name << " " << a.name;
      }
  }
  EXPECT_EQ(lookupOpSyntax("stablehlo.nonexistent"), nullptr);
  int stablehlo = 0, chlo = 0;
  for (const OpSyntax& row : allOpSyntax()) {
    stablehlo += row.dialect() == "stablehlo";
    chlo += row.dialect() == "chlo";
  }
  EXPECT_EQ(stablehlo, 118);  // StablehloOps.td, v1.20.0
  EXPECT_EQ(chlo, 51);        // ChloOps.td, v1.20.0
}

// Parses `text` as one module, expecting success.
Module parseOk(const std::string& text) {
  auto m = parseModule(text, "t.mlir");
  EXPECT_TRUE(m.ok()) << (m.ok() ? "" : m.error().str()) << "\n" << text;
  if (!m.ok()) return Module{};
  return std::move(*m);
}

// print(parse(text)) == expected, and printing is a fixed point in both forms.
void expectPrints(const std::string& text, const std::string& expected,
                  const PrintOptions& options = {}) {
  Module m = parseOk(text);
  if (!m.op) return;
  std::string printed = printModule(m, options);
  EXPECT_EQ(printed, expected);
  for (bool generic : {false, true}) {
    PrintOptions o = options;
    o.generic = generic;
    std::string once = printModule(m, o);
    Module again = parseOk(once);
    if (again.op) {
      EXPECT_EQ(printModule(again, o), once);
    }
  }
}

const Operation& firstOpOf(const Module& m, size_t index = 0) {
  return *m.functions()[0].body()->operations()[index];
}

TEST(TextSyntax, AnAttributeSetOnEveryArgumentAndResultKeepsTheirOthers) {
  Result<Module> module = parseModule(
      "func.func @f(%a: tensor<2xf32> {jax.arg = 1 : i64}, %b: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  return %a : tensor<2xf32>\n"
      "}\n",
      "<test>");
  ASSERT_TRUE(module.ok()) << module.error().str();
  std::optional<FunctionView> f = module->lookupFunction("f");
  ASSERT_TRUE(f);
  f->setOnEveryArgumentAndResult("mhlo.sharding", Attribute::string("{manual}"));
  f->setOnEveryArgumentAndResult("mhlo.sharding", Attribute::string("{replicated}"));  // replaces
  const std::string text = printModule(*module);
  EXPECT_NE(text.find("%arg0: tensor<2xf32> {jax.arg = 1 : i64, mhlo.sharding = \"{replicated}\"}"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("%arg1: tensor<2xf32> {mhlo.sharding = \"{replicated}\"}"), std::string::npos)
      << text;
  EXPECT_NE(text.find("-> (tensor<2xf32> {mhlo.sharding = \"{replicated}\"})"), std::string::npos)
      << text;
  EXPECT_EQ(text.find("{manual}"), std::string::npos) << text;
}

TEST(TextSyntax, ZeroLeadingDimensionsAreNotHexNumbers) {
  auto t = parseType("tensor<0x3xf32>");
  ASSERT_TRUE(t.ok()) << t.error().str();
  EXPECT_EQ(t->shape(), (std::vector<int64_t>{0, 3}));
  t = parseType("tensor<0x0x?xi8>");
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->shape(), (std::vector<int64_t>{0, 0, kDynamic}));
  t = parseType("tensor< 4 x 8 x f32 >");
  ASSERT_TRUE(t.ok()) << t.error().str();
  EXPECT_EQ(printType(*t), "tensor<4x8xf32>");
  t = parseType("tensor<*xindex>");
  ASSERT_TRUE(t.ok());
  EXPECT_TRUE(t->unranked());
  t = parseType("memref<2x?xf32>");
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(printType(*t), "memref<2x?xf32>");
}

TEST(TextSyntax, CompareAcceptsOneSpaceAndTheFullEnumSpelling) {
  const char* canonical =
      "module {\n  func.func @f(%arg0: tensor<f32>) {\n    %0 = stablehlo.compare  LT, %arg0, "
      "%arg0,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n    return\n  }\n}\n";
  for (const char* form :
       {"stablehlo.compare LT, %a, %a, FLOAT", "stablehlo.compare  LT, %a, %a,  FLOAT",
        "stablehlo.compare #stablehlo<comparison_direction LT>, %a, %a, "
        "#stablehlo<comparison_type FLOAT>"}) {
    expectPrints(std::string("func.func @f(%a: tensor<f32>) {\n  %0 = ") + form +
                     " : (tensor<f32>, tensor<f32>) -> tensor<i1>\n  func.return\n}\n",
                 canonical);
  }
}

// `return` with no operands, followed by an op with a result, would read back as
// `return %0` (found by parser_fuzzer): such a misplaced terminator prints generically.
TEST(TextSyntax, EmptyReturnBeforeAnotherOpPrintsGenerically) {
  expectPrints(
      "func.func @f(%a: tensor<f32>) {\n  return\n  \"stablehlo.abs\"(%a) : (tensor<f32>) -> "
      "tensor<f32>\n  \"stablehlo.case\"(%a) ({\n    stablehlo.return\n    \"stablehlo.abs\"(%a) "
      ": (tensor<f32>) -> tensor<f32>\n    stablehlo.return\n  }) : (tensor<f32>) -> ()\n  "
      "return\n}\n",
      "module {\n  func.func @f(%arg0: tensor<f32>) {\n    \"func.return\"() : () -> ()\n    %0 = "
      "stablehlo.abs %arg0 : tensor<f32>\n    \"stablehlo.case\"(%arg0) ({\n      "
      "\"stablehlo.return\"() : () -> ()\n      %1 = stablehlo.abs %arg0 : tensor<f32>\n      "
      "stablehlo.return \n    }) : (tensor<f32>) -> ()\n    return\n  }\n}\n");
}

// An empty entry block followed by another block keeps its label, or the
// next label would open the region (found by parser_fuzzer); a function body
// cannot label its entry, so such a func.func prints generically.
TEST(TextSyntax, EmptyEntryBlockKeepsItsLabel) {
  expectPrints(
      "func.func @f() {\n  \"stablehlo.case\"() ({\n  ^bb1: ^bb0(%a: tensor<i64>):\n    "
      "stablehlo.return\n  }) : () -> ()\n  return\n}\n",
      "module {\n  func.func @f() {\n    \"stablehlo.case\"() ({\n    ^bb0:\n    ^bb1(%0: "
      "tensor<i64>):\n      stablehlo.return \n    }) : () -> ()\n    return\n  }\n}\n");
  expectPrints(
      "\"func.func\"() <{function_type = () -> (), sym_name = \"g\"}> ({\n^bb0:\n^bb1:\n  "
      "\"func.return\"() : () -> ()\n}) : () -> ()\n",
      "module {\n  \"func.func\"() <{function_type = () -> (), sym_name = \"g\"}> ({\n  "
      "^bb0:\n  ^bb1:\n    return\n  }) : () -> ()\n}\n");
}

TEST(TextSyntax, ReduceCompactFormRebuildsTheBody) {
  Module m = parseOk(
      "func.func @f(%x: tensor<2x3xi32>, %i: tensor<i32>) -> tensor<2xi32> {\n"
      "  %r = stablehlo.reduce(%x init: %i) applies stablehlo.maximum across dimensions = [1] : "
      "(tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>\n  return %r : tensor<2xi32>\n}\n");
  const Operation& reduce = firstOpOf(m);
  ASSERT_EQ(reduce.numRegions(), 1u);
  const Block& body = *reduce.region(0)->front();
  ASSERT_EQ(body.numArguments(), 2u);
  EXPECT_TRUE(body.argument(0)->type == Type::tensor({}, ElementType::kSI32));
  ASSERT_EQ(body.operations().size(), 2u);
  EXPECT_EQ(body.operations()[0]->name(), "stablehlo.maximum");
  EXPECT_EQ(body.operations()[0]->operand(1), body.argument(1));
  EXPECT_EQ(body.operations()[1]->name(), "stablehlo.return");
  EXPECT_EQ(reduce.attr("dimensions")->asI64List(), (std::vector<int64_t>{1}));
  // Operands used out of order, or a non-commutative op: the region form.
  expectPrints(
      "func.func @f(%x: tensor<3xf32>, %i: tensor<f32>) {\n"
      "  %r = stablehlo.reduce(%x init: %i) across dimensions = [0] : (tensor<3xf32>, "
      "tensor<f32>) -> tensor<f32>\n   reducer(%a: tensor<f32>, %b: tensor<f32>) {\n"
      "    %s = stablehlo.subtract %a, %b : tensor<f32>\n"
      "    stablehlo.return %s : tensor<f32>\n  }\n  return\n}\n",
      "module {\n  func.func @f(%arg0: tensor<3xf32>, %arg1: tensor<f32>) {\n"
      "    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<3xf32>, "
      "tensor<f32>) -> tensor<f32>\n     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {\n"
      "      %1 = stablehlo.subtract %arg2, %arg3 : tensor<f32>\n"
      "      stablehlo.return %1 : tensor<f32>\n    }\n    return\n  }\n}\n");
}

TEST(TextSyntax, WhileNamesBecomeArgumentsOfBothRegions) {
  Module m = parseOk(
      "func.func @f(%n: tensor<i32>) -> tensor<i32> {\n"
      "  %r = stablehlo.while(%i = %n) : tensor<i32> attributes {my.tag = 1 : i32}\n"
      "  cond {\n    %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> "
      "tensor<i1>\n    stablehlo.return %c : tensor<i1>\n"
      "  } do {\n    stablehlo.return %i : tensor<i32>\n  }\n"
      "  return %r : tensor<i32>\n}\n");
  const Operation& loop = firstOpOf(m);
  ASSERT_EQ(loop.numRegions(), 2u);
  EXPECT_EQ(loop.region(0)->front()->numArguments(), 1u);
  EXPECT_EQ(loop.region(1)->front()->operations()[0]->operand(0),
            loop.region(1)->front()->argument(0));
  EXPECT_EQ(loop.attributes().size(), 1u);
  std::string printed = printModule(m);
  EXPECT_NE(printed.find("stablehlo.while(%iterArg = %arg0) : tensor<i32> attributes {my.tag = "
                         "1 : i32}\n    cond {"),
            std::string::npos)
      << printed;
}

TEST(TextSyntax, CustomCallAndComposite) {
  expectPrints(
      "func.func @f(%a: tensor<2xf32>) {\n"
      "  stablehlo.custom_call @\"odd name\"() : () -> ()\n"
      "  %t = stablehlo.custom_call @check.expect_eq(%a, %a) {backend_config = \"\", api_version = "
      "1 : i32, has_side_effect = false} : (tensor<2xf32>, tensor<2xf32>) -> tuple<>\n"
      "  %c = stablehlo.composite \"my.op\" %a {decomposition = @impl, version = 0 : i32, "
      "composite_attributes = {}} : (tensor<2xf32>) -> tensor<2xf32>\n"
      "  return\n}\n",
      "module {\n  func.func @f(%arg0: tensor<2xf32>) {\n"
      "    stablehlo.custom_call @\"odd name\"() : () -> ()\n"
      "    %0 = stablehlo.custom_call @check.expect_eq(%arg0, %arg0) {backend_config = \"\"} : "
      "(tensor<2xf32>, tensor<2xf32>) -> tuple<>\n"
      "    %1 = stablehlo.composite \"my.op\" %arg0 {decomposition = @impl} : (tensor<2xf32>) -> "
      "tensor<2xf32>\n    return\n  }\n}\n");
}

TEST(TextSyntax, ConstantWithQuantizedResultUsesTheGenericBody) {
  const char* text =
      "module {\n  func.func @f() {\n    %cst = stablehlo.constant() <{value = dense<[1, 2]> : "
      "tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-3>>\n"
      "    return\n  }\n}\n";
  expectPrints(text, text);
  Module m = parseOk(text);
  const Operation& c = firstOpOf(m);
  EXPECT_TRUE(c.result(0)->type.isQuantized());
  EXPECT_EQ(c.attr("value")->tensor().intValue(1), 2);
}

TEST(TextSyntax, LocationsPrintWithDebugInfoOnly) {
  const char* text =
      "#loc1 = loc(\"a.py\":1:2)\n"
      "module {\n  func.func @f(%arg0: tensor<f32> loc(\"x\")) {\n"
      "    %0 = stablehlo.abs %arg0 : tensor<f32> loc(callsite(\"g\" at #loc1))\n"
      "    %1 = stablehlo.abs %0 : tensor<f32> loc(fused<\"k\">[\"a.py\":3:4 to 5:6, unknown])\n"
      "    %2 = stablehlo.abs %1 : tensor<f32> loc(\"n\"(\"b.py\":3:4 to :9))\n"
      "    return loc(#loc1)\n  } loc(#loc1)\n} loc(unknown)\n";
  expectPrints(text, text);
  PrintOptions plain;
  plain.debugInfo = false;
  Module m = parseOk(text);
  std::string printed = printModule(m, plain);
  EXPECT_EQ(printed.find("loc(\"x\")"), std::string::npos);
  EXPECT_EQ(printed.find("loc(callsite"), std::string::npos);
  EXPECT_TRUE(firstOpOf(m).locAttr.has_value());
  EXPECT_EQ(printAttribute(*firstOpOf(m).locAttr), "loc(callsite(\"g\" at #loc1))");
}

TEST(TextSyntax, AliasesMayBeUsedBeforeTheyAreDefined) {
  Module m = parseOk(
      "func.func @f(%a: !t) -> !t {\n  %0 = \"foo.op\"(%a) {k = #k} : (!t) -> !t\n"
      "  return %0 : !t\n}\n!t = tensor<2xf32>\n#k = #stablehlo<precision HIGH>\n");
  EXPECT_TRUE(firstOpOf(m).result(0)->type == Type::tensor({2}, ElementType::kF32));
  const Attribute* k = firstOpOf(m).attr("k");
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(k->kind(), Attribute::Kind::kEnum);
  EXPECT_EQ(k->enumValue(), "HIGH");
  ASSERT_EQ(m.typeAliases.size(), 1u);
  EXPECT_EQ(m.typeAliases[0].second, "tensor<2xf32>");
}

TEST(TextSyntax, DialectResourcesBlobsRoundTrip) {
  const char* text =
      "module {\n  func.func @f() {\n"
      "    %cst = stablehlo.constant dense_resource<w> : tensor<2xf32>\n"
      "    %cst_0 = stablehlo.constant dense_resource<__elided__> : tensor<2xf32>\n"
      "    return\n  }\n}\n"
      "{-#\n  dialect_resources: {\n    builtin: {\n"
      "      w: \"0x040000000000803F00000040\"\n    }\n  }\n#-}\n";
  expectPrints(text, text);
  Module m = parseOk(text);
  ASSERT_EQ(m.resources.size(), 1u);
  EXPECT_EQ(m.resources[0].first, "w");
  EXPECT_EQ(firstOpOf(m).attr("value")->kind(), Attribute::Kind::kDenseResource);
}

TEST(TextSyntax, OlderProducersSpellingsAreNormalized) {
  Module m = parseOk(
      "func.func @f(%x: tensor<3xf32>) {\n"
      "  %0 = \"stablehlo.broadcast_in_dim\"(%x) {broadcast_dimensions = dense<[1]> : "
      "tensor<1xi64>, mhlo.sharding = \"{replicated}\"} : (tensor<3xf32>) -> tensor<2x3xf32>\n"
      "  %1 = \"stablehlo.convolution\"(%x, %x) {dimension_numbers = #stablehlo.conv<raw "
      "input_batch_dimension = 0, input_feature_dimension = 1, input_spatial_dimensions = [], "
      "kernel_input_feature_dimension = 0, kernel_output_feature_dimension = 1, "
      "kernel_spatial_dimensions = [], output_batch_dimension = 0, output_feature_dimension = 1, "
      "output_spatial_dimensions = []>, feature_group_count = 1 : i64, batch_group_count = 1 : "
      "i64, window_reversal = dense<false> : tensor<0xi1>} : (tensor<3xf32>, tensor<3xf32>) -> "
      "tensor<3xf32>\n  return\n}\n");
  const Operation& b = firstOpOf(m);
  ASSERT_EQ(b.properties().size(), 1u);
  EXPECT_EQ(b.properties()[0].value.kind(), Attribute::Kind::kDenseArray);
  ASSERT_EQ(b.attributes().size(), 1u);
  EXPECT_EQ(b.attributes()[0].name, "mhlo.sharding");
  std::string printed = printModule(m);
  EXPECT_NE(printed.find("stablehlo.broadcast_in_dim %arg0, dims = [1] {mhlo.sharding = "
                         "\"{replicated}\"} : (tensor<3xf32>) -> tensor<2x3xf32>"),
            std::string::npos)
      << printed;
  EXPECT_NE(printed.find("dim_numbers = [b, f]x[i, o]->[b, f], window = {reverse = []}"),
            std::string::npos)
      << printed;
}

TEST(TextSyntax, ValueNamesFollowMlir) {
  expectPrints(
      "func.func @f(%x: tensor<i1>) {\n"
      "  %a = stablehlo.constant dense<true> : tensor<i1>\n"
      "  %b = stablehlo.constant dense<1> : tensor<index>\n"
      "  %c = stablehlo.constant dense<1> : tensor<ui8>\n"
      "  %p, %q = stablehlo.optimization_barrier %a, %c : tensor<i1>, tensor<ui8>\n"
      "  %s:2, %t = \"foo.multi\"() : () -> (tensor<i1>, tensor<i1>, tensor<i1>)\n"
      "  return\n}\n",
      "module {\n  func.func @f(%arg0: tensor<i1>) {\n"
      "    %c = stablehlo.constant dense<true> : tensor<i1>\n"
      "    %cst = stablehlo.constant dense<1> : tensor<index>\n"
      "    %c_0 = stablehlo.constant dense<1> : tensor<ui8>\n"
      "    %0:2 = stablehlo.optimization_barrier %c, %c_0 : tensor<i1>, tensor<ui8>\n"
      "    %1:3 = \"foo.multi\"() : () -> (tensor<i1>, tensor<i1>, tensor<i1>)\n"
      "    return\n  }\n}\n");
  PrintOptions generic;
  generic.generic = true;
  Module m = parseOk(
      "func.func @f() {\n  %a = stablehlo.constant dense<true> : tensor<i1>\n  return\n}\n");
  EXPECT_EQ(printModule(m, generic),
            "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = () -> (), sym_name = "
            "\"f\"}> ({\n    %0 = \"stablehlo.constant\"() <{value = dense<true> : tensor<i1>}> "
            ": () -> tensor<i1>\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () "
            "-> ()\n");
}

TEST(TextSyntax, UnknownDialectsAreKeptAsText) {
  const char* text =
      "module {\n  func.func @f(%arg0: !foo.bar<1, [2]>) {\n"
      "    %0 = \"sdy.thing\"(%arg0) {a = #sdy.sharding<@mesh, [{}, {\"x\"}]>, b = "
      "#foo<\"q->\">} : (!foo.bar<1, [2]>) -> tensor<2xf32, #foo.enc>\n"
      "    return\n  }\n}\n";
  expectPrints(text, text);
}

TEST(TextSyntax, FunctionSignatures) {
  const char* text =
      "module @m attributes {mhlo.num_replicas = 1 : i32} {\n"
      "  func.func private @decl(tensor<2xf32> {a.b}, tensor<i32>) -> (tensor<2xf32>, "
      "tensor<i1>)\n"
      "  func.func public @main(%arg0: tensor<2xf32> {mhlo.sharding = \"{replicated}\"}) -> "
      "(tensor<2xf32> {jax.result_info = \"r\"}) attributes {my.flag} {\n"
      "    %0 = call @helper(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n"
      "    %1 = \"stablehlo.if\"(%arg0) ({\n"
      "      %2 = func.call @helper(%0) : (tensor<2xf32>) -> tensor<2xf32>\n"
      "      stablehlo.return %2 : tensor<2xf32>\n"
      "    }, {\n      stablehlo.return %0 : tensor<2xf32>\n"
      "    }) : (tensor<2xf32>) -> tensor<2xf32>\n"
      "    return %1 : tensor<2xf32>\n  }\n"
      "  func.func @helper(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n"
      "    return %arg0 : tensor<2xf32>\n  }\n}\n";
  expectPrints(text, text);
  Module m = parseOk(text);
  auto decl = m.lookupFunction("decl");
  ASSERT_TRUE(decl.has_value());
  EXPECT_TRUE(decl->isDeclaration());
  EXPECT_EQ(decl->visibility(), "private");
  EXPECT_EQ(decl->functionType().results().size(), 2u);
  EXPECT_EQ(m.op->attr("sym_name")->str(), "m");
}

TEST(TextSyntax, RankZeroDynamicSliceQuirkIsAccepted) {
  expectPrints(
      "func.func @f(%x: tensor<f32>) {\n"
      "  %0 = stablehlo.dynamic_slice %x, , sizes = [] : (tensor<f32>) -> tensor<f32>\n"
      "  return\n}\n",
      "module {\n  func.func @f(%arg0: tensor<f32>) {\n"
      "    %0 = stablehlo.dynamic_slice %arg0, sizes = [] : (tensor<f32>) -> tensor<f32>\n"
      "    return\n  }\n}\n");
}

TEST(TextSyntax, StringsSymbolsAndStructsPrintCanonically) {
  expectPrints(
      "\"foo.op\"() {s = \"a\\\"b\\n\\t\\\\\\c3\\A9\", sym = @\"1abc\"::@x, "
      "g = #stablehlo.gather<index_vector_dim = 0, start_index_map = [0], offset_dims = []>, "
      "r = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>, ulps = 2>, "
      "\"odd key\" = 1 : ui8, i = 255 : i8, d = #stablehlo.dot_algorithm<lhs_precision_type = "
      "tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, "
      "rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = "
      "false>} : () -> ()\n",
      "module {\n  \"foo.op\"() {d = #stablehlo.dot_algorithm<lhs_precision_type = tf32, "
      "rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, "
      "rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = "
      "false>, g = #stablehlo.gather<start_index_map = [0]>, i = -1 : i8, \"odd key\" = 1 : ui8, "
      "r = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<HIGHEST>>, "
      "s = \"a\\22b\\0A\\09\\\\\\C3\\A9\", sym = @\"1abc\"::@x} : () -> ()\n}\n");
}

// The parser reads what is well formed and leaves the spec's constraints to the checker: a tuple
// index outside the tuple (get_tuple_element C1) prints in the custom form and must read back.
TEST(TextSyntax, OutOfRangeTupleIndexRoundTrips) {
  const char* text =
      "module {\n  func.func @f(%arg0: tuple<tensor<f32>, tensor<i32>>) {\n"
      "    %0 = stablehlo.get_tuple_element %arg0[-1] : (tuple<tensor<f32>, tensor<i32>>) -> "
      "tensor<f32>\n    return\n  }\n}\n";
  expectPrints(text, text);
  auto m = parseModule(
      "func.func @f(%arg0: tuple<tensor<f32>>) {\n"
      "  %0 = stablehlo.get_tuple_element %arg0[2147483648] : (tuple<tensor<f32>>) -> tensor<f32>\n"
      "  return\n}\n",
      "big.mlir");
  ASSERT_FALSE(m.ok());
  EXPECT_NE(m.error().str().find("does not fit in i32"), std::string::npos) << m.error().str();
}

TEST(TextSyntax, SplitsAreIndependentModules) {
  auto modules = parseSourceFile(
      "// RUN: header\n\nfunc.func @a() {\n  return\n}\n\n// -----\n\n// -----\n"
      "module @b {\n}\n",
      "s.mlir");
  ASSERT_TRUE(modules.ok()) << modules.error().str();
  ASSERT_EQ(modules->size(), 3u);
  EXPECT_TRUE((*modules)[0].implicit);
  EXPECT_EQ((*modules)[0].functions().size(), 1u);
  EXPECT_TRUE((*modules)[1].functions().empty());
  EXPECT_NE((*modules)[1].body(), nullptr);
  auto generic = parseModule("\"builtin.module\"() ({\n}) : () -> ()\n", "g.mlir");
  ASSERT_TRUE(generic.ok());
  EXPECT_NE(generic->body(), nullptr);
  EXPECT_FALSE(generic->implicit);
  EXPECT_FALSE((*modules)[2].implicit);
  EXPECT_EQ((*modules)[0].functions()[0].op->location.line, 3);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
