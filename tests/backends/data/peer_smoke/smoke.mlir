// A short smoke set for the peer adapters (tests/backends/peer_adapters_test.cpp):
// a few ops in each element type family, a rank-0 tensor, control flow, a
// type not every peer has (declared not-supported there) and an invalid
// program every peer must reject. Each peer passes it under its profile.

func.func @add_f32_overflow() {
  %0 = stablehlo.constant dense<[1.0, -2.5, 3.0e38]> : tensor<3xf32>
  %1 = stablehlo.constant dense<[0.5, 2.5, 3.0e38]> : tensor<3xf32>
  %2 = stablehlo.add %0, %1 : tensor<3xf32>
  check.expect_eq_const %2, dense<[1.5, 0.0, 0x7F800000]> : tensor<3xf32>
  func.return
}

// -----

func.func @multiply_i32_wraps() {
  %0 = stablehlo.constant dense<[65536, -7, 3]> : tensor<3xi32>
  %1 = stablehlo.constant dense<[65536, 6, -3]> : tensor<3xi32>
  %2 = stablehlo.multiply %0, %1 : tensor<3xi32>
  check.expect_eq_const %2, dense<[0, -42, -9]> : tensor<3xi32>
  func.return
}

// -----

func.func @subtract_ui8_wraps() {
  %0 = stablehlo.constant dense<[1, 200]> : tensor<2xui8>
  %1 = stablehlo.constant dense<[2, 100]> : tensor<2xui8>
  %2 = stablehlo.subtract %0, %1 : tensor<2xui8>
  check.expect_eq_const %2, dense<[255, 100]> : tensor<2xui8>
  func.return
}

// -----

func.func @convert_f32_to_bf16_rounds_to_even() {
  %0 = stablehlo.constant dense<[1.00390625, 1.01171875, -3.0]> : tensor<3xf32>
  %1 = stablehlo.convert %0 : (tensor<3xf32>) -> tensor<3xbf16>
  check.expect_eq_const %1, dense<[1.0, 1.015625, -3.0]> : tensor<3xbf16>
  func.return
}

// -----

func.func @convert_f32_to_f8E4M3FN() {
  %0 = stablehlo.constant dense<[1.0, 0.5, -448.0, 3.25]> : tensor<4xf32>
  %1 = stablehlo.convert %0 : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  check.expect_eq_const %1, dense<[1.0, 0.5, -448.0, 3.25]> : tensor<4xf8E4M3FN>
  func.return
}

// -----

func.func @dot_general_f32() {
  %0 = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %1 = stablehlo.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>
  %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %2, dense<[[19.0, 22.0], [43.0, 50.0]]> : tensor<2x2xf32>
  func.return
}

// -----

func.func @reduce_sum_i64() {
  %0 = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %1 = stablehlo.constant dense<0> : tensor<i64>
  %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi64>, tensor<i64>) -> tensor<2xi64>
  check.expect_eq_const %2, dense<[6, 15]> : tensor<2xi64>
  func.return
}

// -----

func.func @while_counts_to_ten() {
  %0 = stablehlo.constant dense<0> : tensor<i64>
  %1 = stablehlo.constant dense<1> : tensor<i64>
  %2 = stablehlo.constant dense<10> : tensor<i64>
  %3 = stablehlo.while(%i = %0) : tensor<i64>
   cond {
    %c = stablehlo.compare LT, %i, %2 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %n = stablehlo.add %i, %1 : tensor<i64>
    stablehlo.return %n : tensor<i64>
  }
  check.expect_eq_const %3, dense<10> : tensor<i64>
  func.return
}

// -----

func.func @compare_and_select() {
  %0 = stablehlo.constant dense<[1.0, 0x7FC00000, -0.0]> : tensor<3xf32>
  %1 = stablehlo.constant dense<[2.0, 1.0, 0.0]> : tensor<3xf32>
  %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  check.expect_eq_const %2, dense<[true, false, false]> : tensor<3xi1>
  %3 = stablehlo.select %2, %0, %1 : tensor<3xi1>, tensor<3xf32>
  check.expect_eq_const %3, dense<[1.0, 1.0, 0.0]> : tensor<3xf32>
  func.return
}

// -----

func.func @multiply_complex_f32() {
  %0 = stablehlo.constant dense<[(1.0, 2.0), (0.5, -1.0)]> : tensor<2xcomplex<f32>>
  %1 = stablehlo.constant dense<[(3.0, -1.0), (2.0, 4.0)]> : tensor<2xcomplex<f32>>
  %2 = stablehlo.multiply %0, %1 : tensor<2xcomplex<f32>>
  check.expect_eq_const %2, dense<[(5.0, 5.0), (5.0, 0.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

func.func @exponential_f32_scalar() {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  %1 = stablehlo.exponential %0 : tensor<f32>
  check.expect_almost_eq_const %1, dense<2.71828175> : tensor<f32>
  func.return
}

// -----

func.func @constant_f6E2M3FN() {
  %0 = stablehlo.constant dense<[1.0, -7.5, 0.125]> : tensor<3xf6E2M3FN>
  check.expect_eq_const %0, dense<[1.0, -7.5, 0.125]> : tensor<3xf6E2M3FN>
  func.return
}

// -----

// Invalid (operand shapes differ): every peer must reject it.
func.func @add_shape_mismatch(%a: tensor<3xf32>, %b: tensor<2xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<3xf32>, tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}
