// hlo-cts reproducer of program-7624/set-1::op0: fail [chlo.broadcast_maximum (semantics)]
// tier: ieee-reading (chlo.broadcast_maximum misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_maximum result 0): 75 element(s) differ (largest error among them 1 ulp)
// chlo.broadcast_maximum element [0, 0, 0] (real part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x8000000000000000 (-0.000000e+00), 0x0000000000000000 (0.000000e+00)}
//   actual    0x8000000000000001 (-4.940660e-324)
//   error: 1 ulp
// chlo.broadcast_maximum element [0, 0, 1] (real part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x8000000000000000 (-0.000000e+00), 0x0000000000000000 (0.000000e+00)}
//   actual    0x8000000000000001 (-4.940660e-324)
//   error: 1 ulp
// chlo.broadcast_maximum element [0, 0, 2] (real part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x8000000000000000 (-0.000000e+00), 0x0000000000000000 (0.000000e+00)}
//   actual    0x8000000000000001 (-4.940660e-324)
//   error: 1 ulp
// chlo.broadcast_maximum element [0, 1, 0] (real part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x8000000000000000 (-0.000000e+00), 0x0000000000000000 (0.000000e+00)}
//   actual    0x8000000000000001 (-4.940660e-324)
//   error: 1 ulp
// chlo.broadcast_maximum element [0, 1, 1] (real part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x8000000000000000 (-0.000000e+00), 0x0000000000000000 (0.000000e+00)}
//   actual    0x8000000000000001 (-4.940660e-324)
//   error: 1 ulp
// chlo.broadcast_maximum element [0, 1, 2] (real part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x8000000000000000 (-0.000000e+00), 0x0000000000000000 (0.000000e+00)}
//   actual    0x8000000000000001 (-4.940660e-324)
//   error: 1 ulp
// chlo.broadcast_maximum element [0, 2, 0] (real part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x8000000000000000 (-0.000000e+00), 0x0000000000000000 (0.000000e+00)}
//   actual    0x8000000000000001 (-4.940660e-324)
//   error: 1 ulp
// chlo.broadcast_maximum element [0, 2, 1] (real part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x8000000000000000 (-0.000000e+00), 0x0000000000000000 (0.000000e+00)}
//   actual    0x8000000000000001 (-4.940660e-324)
//   error: 1 ulp
// chlo.broadcast_maximum element [0, 2, 2] (real part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x8000000000000000 (-0.000000e+00), 0x0000000000000000 (0.000000e+00)}
//   actual    0x8000000000000001 (-4.940660e-324)
//   error: 1 ulp
// chlo.broadcast_maximum element [0, 3, 0] (real part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x8000000000000000 (-0.000000e+00), 0x0000000000000000 (0.000000e+00)}
//   actual    0x8000000000000001 (-4.940660e-324)
//   error: 1 ulp
// ... and 65 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x5x3xcomplex<f64>>, tensor<5x1xcomplex<f64>>) {
    %cst = stablehlo.constant dense<(-4.940660e-324,0.000000e+00)> : tensor<5x5x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5x1xcomplex<f64>>
    return %cst, %cst_0 : tensor<5x5x3xcomplex<f64>>, tensor<5x1xcomplex<f64>>
  }
  func.func private @expected() -> tensor<5x5x3xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5x5x3xcomplex<f64>>
    return %cst : tensor<5x5x3xcomplex<f64>>
  }
  func.func public @main() -> tensor<5x5x3xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<5x5x3xcomplex<f64>>, tensor<5x1xcomplex<f64>>)
    %1 = chlo.broadcast_maximum %0#0, %0#1 : (tensor<5x5x3xcomplex<f64>>, tensor<5x1xcomplex<f64>>) -> tensor<5x5x3xcomplex<f64>>
    %2 = call @expected() : () -> tensor<5x5x3xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x5x3xcomplex<f64>>, tensor<5x5x3xcomplex<f64>>) -> ()
    return %1 : tensor<5x5x3xcomplex<f64>>
  }
}
