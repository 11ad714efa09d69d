// Golden negative and positive programs for stablehlo.fft: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<8xcomplex<f32>>) {
  %r = "stablehlo.fft"(%a0) <{fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 8>}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return
}

// -----

func.func @main(%a0: tensor<8xf32>) {
  %r = "stablehlo.fft"(%a0) <{fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>}> : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
  return
}

// -----

func.func @main(%a0: tensor<5xcomplex<f32>>) {
  %r = "stablehlo.fft"(%a0) <{fft_type = #stablehlo<fft_type IRFFT>, fft_length = array<i64: 8>}> : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
  return
}

// -----

func.func @main(%a0: tensor<8xcomplex<f32>>) {
  // expected-error@+1 {{stablehlo.fft (C1)}}
  %r = "stablehlo.fft"(%a0) <{fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 8, 8>}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return
}

// -----

func.func @main(%a0: tensor<8xf32>) {
  // expected-error@+1 {{stablehlo.fft (C2)}}
  %r = "stablehlo.fft"(%a0) <{fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 8>}> : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  return
}

// -----

func.func @main(%a0: tensor<8xcomplex<f32>>) {
  // expected-error@+1 {{stablehlo.fft (C3)}}
  %r = "stablehlo.fft"(%a0) <{fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64>}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return
}

// -----

func.func @main(%a0: tensor<8xf32>) {
  // expected-error@+1 {{stablehlo.fft (C4)}}
  %r = "stablehlo.fft"(%a0) <{fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 4>}> : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
  return
}

// -----

func.func @main(%a0: tensor<8xf32>) {
  // expected-error@+1 {{stablehlo.fft (C5)}}
  %r = "stablehlo.fft"(%a0) <{fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 8>}> : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  return
}

// -----

// fft_length is a list of lengths: a negative one matches no dimension.
func.func @main(%a0: tensor<4x5xcomplex<f32>>) {
  // expected-error@+1 {{stablehlo.fft (C4)}}
  %r = "stablehlo.fft"(%a0) <{fft_type = #stablehlo<fft_type IRFFT>, fft_length = array<i64: -9223372036854775808>}> : (tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32>
  return
}

// -----

func.func @main(%a0: tensor<?xf32>) {
  // expected-error@+1 {{stablehlo.fft (C4)}}
  %r = "stablehlo.fft"(%a0) <{fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: -1>}> : (tensor<?xf32>) -> tensor<?xcomplex<f32>>
  return
}
