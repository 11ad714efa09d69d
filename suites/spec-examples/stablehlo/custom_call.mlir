// StableHLO spec (seed 004, Japanese edition), section "custom_call": not a test.
// The example cannot be a test: custom_call encapsulates an
// implementation-defined operation (call_target_name = "foo",
// backend_config = "bar", called_computations = [@foo]), the example gives
// no values, and no implementation, the oracle included, defines "foo".
// The example as written in the seed:
//
//   %results = "stablehlo.custom_call"(%input0) {
//     call_target_name = "foo",
//     has_side_effect = false,
//     backend_config = "bar",
//     api_version = 1 : i32,
//     called_computations = [@foo]
//   } : (tensor<f64>) -> tensor<f64>
