// Each op's custom form as openxla/stablehlo v1.20.0's printer writes it, one
// function each (fuzzer seeds; the same examples as tests/spec/text_syntax_test.cpp).

// -----

func.func @example0(%arg0: tensor<4xf32>) {
  %0 = stablehlo.abs %arg0 : tensor<4xf32>
  return
}

// -----

func.func @example1(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
  return
}

// -----

func.func @example2(%arg0: !stablehlo.token, %arg1: !stablehlo.token) {
  %0 = stablehlo.after_all %arg0, %arg1 : !stablehlo.token
  return
}

// -----

func.func @example3() {
  %0 = stablehlo.after_all  : !stablehlo.token
  return
}

// -----

func.func @example4(%arg0: tensor<2x2xf32>) {
  %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<2x2xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @example5(%arg0: tensor<4x2xf32>) {
  %0 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4x2xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @example6(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) {
  %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg0, %arg1, %arg1, %arg1, %arg0) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @example7(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) {
  %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg1) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @example8(%arg0: tensor<2xf32>) {
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2x4xi8>
  return
}

// -----

func.func @example9(%arg0: tensor<3xf32>) {
  %0 = stablehlo.broadcast %arg0, sizes = [2] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @example10(%arg0: tensor<3xf32>) {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @example11(%arg0: tensor<4xf32>) {
  %0 = stablehlo.cbrt %arg0 : tensor<4xf32>
  return
}

// -----

func.func @example12(%arg0: tensor<3x3xf32>) {
  %0 = stablehlo.cholesky %arg0, lower = true : tensor<3x3xf32>
  return
}

// -----

func.func @example13(%arg0: tensor<f32>, %arg1: tensor<4xf32>, %arg2: tensor<f32>) {
  %0 = stablehlo.clamp %arg0, %arg1, %arg2 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @example14(%arg0: tensor<4xf32>) {
  %0 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @example15(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) {
  %0 = stablehlo.compare  EQ, %arg0, %arg1,  TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @example16(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) {
  %0 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>
  return
}

// -----

func.func @example17(%arg0: tensor<4xf32>) {
  %0 = stablehlo.composite "my.gelu" %arg0 {composite_attributes = {approx = true}, decomposition = @gelu_impl, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @example18(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) {
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @example19() {
  %cst = stablehlo.constant dense<[1.000000e+00, -2.500000e+00]> : tensor<2xf32>
  return
}

// -----

func.func @example20(%arg0: tensor<4xi32>) {
  %0 = stablehlo.convert %arg0 : (tensor<4xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @example21(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

func.func @example22() {
  %0 = stablehlo.create_token : !stablehlo.token
  return
}

// -----

func.func @example23(%arg0: tensor<4xf32>) {
  %0 = "stablehlo.cross-replica-sum"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @example24(%arg0: tensor<4xf32>) {
  %0 = stablehlo.custom_call @my_kernel(%arg0) {api_version = 4 : i32, backend_config = {scale = 2 : i64}, has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @example25(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) {
  %0 = stablehlo.dot %arg0, %arg1, precision = [HIGHEST, HIGHEST] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @example26(%arg0: tensor<8x2x3xf32>, %arg1: tensor<8x3x5xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x2x3xf32>, tensor<8x3x5xf32>) -> tensor<8x2x5xf32>
  return
}

// -----

func.func @example27(%arg0: tensor<3xf32>, %arg1: tensor<2xi64>) {
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  return
}

// -----

func.func @example28(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<2x2xi64>) {
  %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<2x2xi64>) -> tensor<1x?x?x4xf32>
  return
}

// -----

func.func @example29(%arg0: tensor<5x4xf32>, %arg1: tensor<3x1xi32>, %arg2: tensor<2xi32>) {
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @example30(%arg0: tensor<1xi64>) {
  %0 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @example31(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<1xi64>, %arg3: tensor<1xi64>, %arg4: tensor<1xi64>) {
  %0 = stablehlo.dynamic_pad %arg0, %arg1, %arg2, %arg3, %arg4 : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @example32(%arg0: tensor<4x6xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) {
  %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [2, 2] : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @example33(%arg0: tensor<4x6xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) {
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg3 : (tensor<4x6xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
  return
}

// -----

func.func @example34(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>) {
  %0 = stablehlo.einsum %arg0, %arg1, config = "ij,jk->ik" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @example35(%arg0: tensor<8xf32>) {
  %0 = stablehlo.fft %arg0, type =  RFFT, length = [8] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
  return
}

// -----

func.func @example36(%arg0: tensor<5x4xf32>, %arg1: tensor<3x1xi32>) {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @example37(%arg0: tensor<2x3xf32>) {
  %0 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
  return
}

// -----

func.func @example38(%arg0: tuple<tensor<f32>, tensor<i32>>) {
  %0 = stablehlo.get_tuple_element %arg0[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
  return
}

// -----

func.func @example39(%arg0: tensor<2xcomplex<f64>>) {
  %0 = stablehlo.imag %arg0 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  return
}

// -----

func.func @example40(%arg0: !stablehlo.token) {
  %0:2 = "stablehlo.infeed"(%arg0) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return
}

// -----

func.func @example41() {
  %0 = stablehlo.iota dim = 0 : tensor<8xi32>
  return
}

// -----

func.func @example42(%arg0: tensor<4xf32>) {
  %0 = stablehlo.is_finite %arg0 : (tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @example43(%arg0: tensor<f32>, %arg1: tensor<i32>) {
  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<f32>, tensor<i32>
  return
}

// -----

func.func @example44() {
  stablehlo.optimization_barrier ()
  return
}

// -----

func.func @example45(%arg0: tensor<4xf32>, %arg1: !stablehlo.token) {
  %0 = "stablehlo.outfeed"(%arg0, %arg1) <{outfeed_config = ""}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @example46(%arg0: tensor<3xf32>, %arg1: tensor<f32>) {
  %0 = stablehlo.pad %arg0, %arg1, low = [1], high = [2], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<8xf32>
  return
}

// -----

func.func @example47() {
  %0 = stablehlo.partition_id : tensor<ui32>
  return
}

// -----

func.func @example48(%arg0: tensor<2xcomplex<f64>>) {
  %0 = stablehlo.real %arg0 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  return
}

// -----

func.func @example49(%arg0: tensor<8xf32>, %arg1: tensor<1xi64>, %arg2: tensor<1xi64>, %arg3: tensor<1xi64>) {
  %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg2, %arg3 : (tensor<8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @example50(%arg0: !stablehlo.token) {
  %0:2 = "stablehlo.recv"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return
}

// -----

func.func @example51(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) {
  %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @example52(%arg0: tensor<4xf32>) {
  %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<4xf32>
  return
}

// -----

func.func @example53() {
  %0 = stablehlo.replica_id : tensor<ui32>
  return
}

// -----

func.func @example54(%arg0: tensor<2x3xf32>) {
  %0 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
  return
}

// -----

func.func @example55(%arg0: tensor<2x3xf32>) {
  %0 = stablehlo.reverse %arg0, dims = [1] : tensor<2x3xf32>
  return
}

// -----

func.func @example56(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<2xi64>) {
  %0 = stablehlo.rng %arg0, %arg1, %arg2, distribution =  NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x2xf32>
  return
}

// -----

func.func @example57(%arg0: tensor<2xui64>) {
  %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm =  PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  return
}

// -----

func.func @example58(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xf32>
  return
}

// -----

func.func @example59(%arg0: tensor<4xf32>, %arg1: !stablehlo.token) {
  %0 = "stablehlo.send"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @example60(%arg0: tensor<4xf32>, %arg1: tensor<i32>) {
  %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  return
}

// -----

func.func @example61(%arg0: tensor<4x6xf32>) {
  %0 = stablehlo.slice %arg0 [1:3, 0:6:2] : (tensor<4x6xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @example62(%arg0: tensor<5x3xf32>, %arg1: tensor<2xi32>) {
  %0 = "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<5x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @example63(%arg0: tensor<2x3xf32>) {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @example64(%arg0: tensor<3x3xf32>, %arg1: tensor<3x2xf32>) {
  %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @example65(%arg0: tensor<f32>, %arg1: !stablehlo.token) {
  %0 = stablehlo.tuple %arg0, %arg1 : tuple<tensor<f32>, !stablehlo.token>
  return
}

// -----

func.func @example66() {
  %0 = stablehlo.tuple  : tuple<>
  return
}

// -----

func.func @example67(%arg0: tensor<2x3xf32>) {
  %0 = stablehlo.unary_einsum %arg0, config = "ij->j" : (tensor<2x3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @example68(%arg0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>) {
  %0 = stablehlo.uniform_dequantize %arg0 : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>) -> tensor<4xf32>
  return
}

// -----

func.func @example69(%arg0: tensor<4xf32>) {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>
  return
}

// -----

func.func @example70(%arg0: tensor<4xf32>) {
  %0 = chlo.acos %arg0 : tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @example71(%arg0: tensor<4xcomplex<f32>>) {
  %0 = chlo._asin_acos_kernel %arg0 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @example72(%arg0: tensor<4xf32>, %arg1: tensor<2x4xf32>) {
  %0 = chlo.broadcast_add %arg0, %arg1 : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @example73(%arg0: tensor<4xf32>, %arg1: tensor<f32>) {
  %0 = chlo.broadcast_compare %arg0, %arg1 {comparison_direction = #chlo<comparison_direction GT>} : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
  return
}

// -----

func.func @example74(%arg0: tensor<i1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) {
  %0 = chlo.broadcast_select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @example75() {
  %0 = chlo.constant dense<[1, 2]> : tensor<2xi32>
  return
}

// -----

func.func @example76(%arg0: tensor<?xf32>) {
  %0 = "chlo.constant_like"(%arg0) <{value = 0.000000e+00 : f32}> : (tensor<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @example77(%arg0: tensor<4xf32>) {
  %0 = chlo.is_inf %arg0 : tensor<4xf32> -> tensor<4xi1>
  return
}

// -----

func.func @example78(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) {
  %0 = chlo.mulhi %arg0, %arg1 : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  return
}

// -----

func.func @example79(%arg0: tensor<6x3xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2xi64>) {
  %0 = "chlo.ragged_dot"(%arg0, %arg1, %arg2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x3xf32>, tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  return
}

// -----

func.func @example80(%arg0: tensor<3x8xf32>) {
  %values, %indices = chlo.top_k(%arg0, k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
  return
}

// -----

func.func @example81(%arg0: tensor<4xf32>) {
  %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @example82(%arg0: tensor<4xf32>) {
  %0 = "stablehlo.async_start"(%arg0) ({
  ^bb0(%arg1: tensor<4xf32>):
    %2 = "stablehlo.collective_permute"(%arg1) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %2 : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return
}

// -----

func.func @example83(%arg0: tensor<i32>, %arg1: tensor<f32>) {
  %0 = "stablehlo.case"(%arg0) ({
    stablehlo.return %arg1 : tensor<f32>
  }, {
    %1 = stablehlo.abs %arg1 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return
}

// -----

func.func @example84(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) {
  %0 = "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.multiply %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @example85(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) {
  %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
   reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
    %1 = stablehlo.add %arg3, %arg2 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  return
}

// -----

func.func @example86(%arg0: tensor<4xf32>, %arg1: tensor<f32>) {
  %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @example87(%arg0: tensor<5x4xf32>, %arg1: tensor<3x1xi32>, %arg2: tensor<3x4xf32>) {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    stablehlo.return %arg4 : tensor<f32>
  }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @example88(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>, %arg2: tensor<f32>) {
  %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.compare  GE, %arg3, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @example89(%arg0: tensor<4xf32>) {
  %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %1 = stablehlo.compare  LT, %arg1, %arg2,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @example90(%arg0: tensor<i32>, %arg1: tensor<i32>) {
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i32>, tensor<i32>
  cond {
    %1 = stablehlo.compare  LT, %iterArg, %iterArg_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = stablehlo.add %iterArg, %iterArg : tensor<i32>
    stablehlo.return %1, %iterArg_0 : tensor<i32>, tensor<i32>
  }
  return
}

// -----

func.func @example91(%arg0: tensor<5xf32>, %arg1: tensor<f32>) {
  %0:2 = chlo.scan(%arg0) inits (%arg1) dimension=0  {
  ^bb0(%input: tensor<f32>, %carry: tensor<f32>):
    %1 = stablehlo.add %input, %carry : tensor<f32>
    stablehlo.return %1, %1 : tensor<f32>, tensor<f32>
  } : (tensor<5xf32>, tensor<f32>) -> (tensor<5xf32>, tensor<f32>)
  return
}
