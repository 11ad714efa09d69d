// Golden negative and positive programs for stablehlo.replica_id: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main() {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  return
}
