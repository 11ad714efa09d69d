// Isolation of a PJRT plugin (tests/backends/pjrt_peer_test.cpp): the XLA
// CPU plugin of lammps-jax-pjrt-cpu 0.11.2 aborts (a failed CHECK in
// shape.cc) compiling a bitcast_convert between complex types, a valid
// program; the test after it must still run and pass.

func.func @bitcast_complex_aborts_the_plugin() {
  %0 = stablehlo.constant dense<(0x3FF0000000000000, 0x4000000000000000)> : tensor<complex<f64>>
  %1 = stablehlo.bitcast_convert %0 : (tensor<complex<f64>>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %1, dense<[(0x00000000, 0x3FF00000), (0x00000000, 0x40000000)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

func.func @add_runs_after_the_crash() {
  %0 = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %1 = stablehlo.add %0, %0 : tensor<2xf32>
  check.expect_eq_const %1, dense<[3.0, -4.0]> : tensor<2xf32>
  func.return
}
