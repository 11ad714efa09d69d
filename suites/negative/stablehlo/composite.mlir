// Golden negative and positive programs for stablehlo.composite: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

module {
  func.func private @f(%x: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %x : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @g(%x: tensor<f64>) -> tensor<f32> {
    %0 = stablehlo.convert %x : (tensor<f64>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @h(%x: tensor<f32>) -> tensor<f64> {
    %0 = stablehlo.convert %x : (tensor<f32>) -> tensor<f64>
    return %0 : tensor<f64>
  }
  func.func @main(%a0: tensor<f32>) {
    %r = "stablehlo.composite"(%a0) <{name = "my.op", decomposition = @f}> : (tensor<f32>) -> tensor<f32>
    return
  }
}

// -----

module {
  func.func private @f(%x: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %x : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @g(%x: tensor<f64>) -> tensor<f32> {
    %0 = stablehlo.convert %x : (tensor<f64>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @h(%x: tensor<f32>) -> tensor<f64> {
    %0 = stablehlo.convert %x : (tensor<f32>) -> tensor<f64>
    return %0 : tensor<f64>
  }
  func.func @main(%a0: tensor<f32>) {
    // expected-error@+1 {{stablehlo.composite (C1)}}
    %r = "stablehlo.composite"(%a0) <{name = "myop", decomposition = @f}> : (tensor<f32>) -> tensor<f32>
    return
  }
}

// -----

module {
  func.func private @f(%x: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %x : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @g(%x: tensor<f64>) -> tensor<f32> {
    %0 = stablehlo.convert %x : (tensor<f64>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @h(%x: tensor<f32>) -> tensor<f64> {
    %0 = stablehlo.convert %x : (tensor<f32>) -> tensor<f64>
    return %0 : tensor<f64>
  }
  func.func @main(%a0: tensor<f32>) {
    // expected-error@+1 {{stablehlo.composite (C2)}}
    %r = "stablehlo.composite"(%a0) <{name = "my.op", decomposition = @nope}> : (tensor<f32>) -> tensor<f32>
    return
  }
}

// -----

module {
  func.func private @f(%x: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %x : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @g(%x: tensor<f64>) -> tensor<f32> {
    %0 = stablehlo.convert %x : (tensor<f64>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @h(%x: tensor<f32>) -> tensor<f64> {
    %0 = stablehlo.convert %x : (tensor<f32>) -> tensor<f64>
    return %0 : tensor<f64>
  }
  func.func @main(%a0: tensor<f32>) {
    // expected-error@+1 {{stablehlo.composite (C3)}}
    %r = "stablehlo.composite"(%a0) <{name = "my.op", decomposition = @g}> : (tensor<f32>) -> tensor<f32>
    return
  }
}

// -----

module {
  func.func private @f(%x: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %x : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @g(%x: tensor<f64>) -> tensor<f32> {
    %0 = stablehlo.convert %x : (tensor<f64>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @h(%x: tensor<f32>) -> tensor<f64> {
    %0 = stablehlo.convert %x : (tensor<f32>) -> tensor<f64>
    return %0 : tensor<f64>
  }
  func.func @main(%a0: tensor<f32>) {
    // expected-error@+1 {{stablehlo.composite (C4)}}
    %r = "stablehlo.composite"(%a0) <{name = "my.op", decomposition = @h}> : (tensor<f32>) -> tensor<f32>
    return
  }
}
