// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.rng` UNIFORM on i1, [false, true)
// the backend: the compiler aborts (`rng_expander.cc:58 Check failed: primitive_type == F16 ||
//   primitive_type == BF16`), SIGABRT
// the spec: rng takes integer, boolean or float `a`, `b` (I1, I2, C1); UNIFORM draws from [a,
//   b), here false
//
// hlo-cts campaign seed 3 (XLA:CPU, jaxlib 0.10.2): stablehlo.rng on i1
// aborts the compiler. The spec's rng takes integer, boolean or float a, b
// (I1, I2) with the result's element type (C1); UNIFORM draws from [a, b),
// here [false, true): the only value is false. XLA:CPU's RngExpander checks
// that the type is F16 or BF16 and the process dies (SIGABRT) at compile:
//   F... rng_expander.cc:58] Check failed: primitive_type == F16 || primitive_type == BF16
// The campaign's program had a = b = false (undefined behaviour at run
// time); a < b here, and the abort does not depend on the values.
module {
  func.func private @inputs() -> (tensor<i1>, tensor<i1>) {
    %a = stablehlo.constant dense<false> : tensor<i1>
    %b = stablehlo.constant dense<true> : tensor<i1>
    return %a, %b : tensor<i1>, tensor<i1>
  }
  func.func private @expected() -> tensor<i1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    return %c : tensor<i1>
  }
  func.func public @main() -> tensor<i1> {
    %0:2 = call @inputs() : () -> (tensor<i1>, tensor<i1>)
    %shape = stablehlo.constant dense<> : tensor<0xi64>
    %1 = stablehlo.rng %0#0, %0#1, %shape, distribution = UNIFORM : (tensor<i1>, tensor<i1>, tensor<0xi64>) -> tensor<i1>
    %2 = call @expected() : () -> tensor<i1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<i1>, tensor<i1>) -> ()
    return %1 : tensor<i1>
  }
}
