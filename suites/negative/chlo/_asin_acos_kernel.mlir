// Golden negative and positive programs for chlo._asin_acos_kernel: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xcomplex<f32>>) {
  %r = "chlo._asin_acos_kernel"(%a0) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @main(%a0: tensor<4xcomplex<f32>>) {
  // expected-error@+1 {{chlo._asin_acos_kernel (C1)}}
  %r = "chlo._asin_acos_kernel"(%a0) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f64>>
  return
}
