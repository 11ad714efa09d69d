// hlo-cts example: StableHLO and CHLO ops in their custom ("pretty") forms,
// as current tools print them. `hlo-cts fmt` prints this file unchanged
// apart from value names.

func.func @elementwise(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %sum = stablehlo.add %x, %y : tensor<4xf32>
  %abs = stablehlo.abs %sum : tensor<4xf32>
  %lt = stablehlo.compare  LT, %abs, %y,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %sel = stablehlo.select %lt, %abs, %y : tensor<4xi1>, tensor<4xf32>
  %c = stablehlo.convert %sel : (tensor<4xf32>) -> tensor<4xf16>
  %back = stablehlo.convert %c : (tensor<4xf16>) -> tensor<4xf32>
  %erf = chlo.erf %back : tensor<4xf32> -> tensor<4xf32>
  return %erf : tensor<4xf32>
}

func.func @shapes(%a: tensor<2x3xf32>, %idx: tensor<i32>) -> tensor<3x2xf32> {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %r = stablehlo.reshape %t : (tensor<3x2xf32>) -> tensor<6xf32>
  %s = stablehlo.slice %r [0:6:2] : (tensor<6xf32>) -> tensor<3xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<3xf32>) -> tensor<3x2xf32>
  %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %p = stablehlo.pad %b, %z, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x3xf32>
  %d = stablehlo.dynamic_slice %p, %idx, %idx, sizes = [3, 2] : (tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
  %empty = stablehlo.constant dense<> : tensor<0x3xf32>
  %cat = stablehlo.concatenate %empty, %p, dim = 0 : (tensor<0x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  %i = stablehlo.iota dim = 1 : tensor<3x2xi32>
  %f = stablehlo.convert %i : (tensor<3x2xi32>) -> tensor<3x2xf32>
  %sum = stablehlo.add %d, %f : tensor<3x2xf32>
  return %sum : tensor<3x2xf32>
}

func.func @linear_algebra(%lhs: tensor<8x2x3xf32>, %rhs: tensor<8x3x5xf32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) -> (tensor<8x2x5xf32>, tensor<1x4x4x4xf32>) {
  %dot = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<8x2x3xf32>, tensor<8x3x5xf32>) -> tensor<8x2x5xf32>
  %conv = stablehlo.convolution(%img, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>
  return %dot, %conv : tensor<8x2x5xf32>, tensor<1x4x4x4xf32>
}

func.func @misc(%x: tensor<8xf32>, %state: tensor<2xui64>) -> (tensor<5xcomplex<f32>>, tensor<4xui32>, tensor<8xf32>) {
  %fft = stablehlo.fft %x, type =  RFFT, length = [8] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
  %new_state, %bits = stablehlo.rng_bit_generator %state, algorithm =  PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %rp = stablehlo.reduce_precision %x, format = e5m10 : tensor<8xf32>
  %cc = stablehlo.custom_call @my.kernel(%rp) {api_version = 4 : i32, backend_config = {scale = 2 : i64}, has_side_effect = true} : (tensor<8xf32>) -> tensor<8xf32>
  %comp = stablehlo.composite "my.gelu" %cc {composite_attributes = {approximate = true}, decomposition = @gelu, version = 1 : i32} : (tensor<8xf32>) -> tensor<8xf32>
  %values, %indices = chlo.top_k(%comp, k = 2) : tensor<8xf32> -> (tensor<2xf32>, tensor<2xi32>)
  return %fft, %bits, %comp : tensor<5xcomplex<f32>>, tensor<4xui32>, tensor<8xf32>
}

func.func private @gelu(%x: tensor<8xf32>) -> tensor<8xf32> {
  %t = stablehlo.tanh %x : tensor<8xf32>
  return %t : tensor<8xf32>
}

func.func @tuples_and_tokens(%x: tensor<f32>) -> tensor<f32> {
  %tok = stablehlo.create_token : !stablehlo.token
  %all = stablehlo.after_all %tok, %tok : !stablehlo.token
  %tup = stablehlo.tuple %x, %all : tuple<tensor<f32>, !stablehlo.token>
  %el = stablehlo.get_tuple_element %tup[0] : (tuple<tensor<f32>, !stablehlo.token>) -> tensor<f32>
  %b:2 = stablehlo.optimization_barrier %el, %x : tensor<f32>, tensor<f32>
  return %b#1 : tensor<f32>
}
