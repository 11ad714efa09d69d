// Golden negative and positive programs for stablehlo.rng_bit_generator: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<2xui64>) {
  %r:2 = "stablehlo.rng_bit_generator"(%a0) <{rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  return
}

// -----

func.func @main(%a0: tensor<3xui64>) {
  %r:2 = "stablehlo.rng_bit_generator"(%a0) <{rng_algorithm = #stablehlo<rng_algorithm PHILOX>}> : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return
}

// -----

func.func @main(%a0: tensor<2xui64>) {
  // expected-error@+1 {{stablehlo.rng_bit_generator (C1)}}
  %r:2 = "stablehlo.rng_bit_generator"(%a0) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return
}

// -----

func.func @main(%a0: tensor<3xui64>) {
  // expected-error@+1 {{stablehlo.rng_bit_generator (C2)}}
  %r:2 = "stablehlo.rng_bit_generator"(%a0) <{rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}> : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return
}
