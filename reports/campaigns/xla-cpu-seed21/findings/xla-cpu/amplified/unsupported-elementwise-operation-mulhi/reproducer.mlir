// hlo-cts reproducer of program-23521: compile-rejected
// the backend rejected a valid program: INVALID_ARGUMENT: Unsupported elementwise operation %mulhi.0 = s64[1]{0} mulhi(%param_1.9, %param_0.6), metadata={source_file="-" source_line=5 source_end_line=5 source_column=10 source_end_column=10}
// Run on the oracle: hlo-cts interpret FILE --args="[dense<(-1.000000e+00,3.906250e-03)> : tensor<complex<f64>>, dense<-4> : tensor<1xi64>, dense<0> : tensor<1xi64>, dense<[254, 192, 131, 254]> : tensor<4xui8>, dense<[[1.000000e+00, 1.000000e+00], [-4.892580e-01, 2.857970e-02], [-1.505000e+03, -8.000000e+00], [-3.957500e+02, -2.500000e+00], [-2.742770e-03, 7.119140e-01]]> : tensor<5x2xf16>]"
module {
  func.func public @main(%arg0: tensor<complex<f64>>, %arg1: tensor<1xi64>, %arg2: tensor<1xi64>, %arg3: tensor<4xui8>, %arg4: tensor<5x2xf16>) -> (tensor<complex<f64>>, tensor<1xi64>, tensor<1xi64>, tensor<1x5x4xui8>, tensor<5x2xf16>) {
    %cst = stablehlo.constant dense<(-2255.3889558962164,0.011915527338165059)> : tensor<complex<f64>>
    %0 = chlo.broadcast_multiply %cst, %arg0 : (tensor<complex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
    %1 = chlo.mulhi %arg1, %arg2 : tensor<1xi64>, tensor<1xi64> -> tensor<1xi64>
    %2 = stablehlo.transpose %0, dims = [] : (tensor<complex<f64>>) -> tensor<complex<f64>>
    %c = stablehlo.constant dense<> : tensor<1x0xi32>
    %3:2 = "stablehlo.scatter"(%arg2, %arg2, %c, %1, %1) <{scatter_dimension_numbers = #stablehlo.scatter<input_batching_dims = [0], scatter_indices_batching_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg5: tensor<i64>, %arg6: tensor<i64>, %arg7: tensor<i64>, %arg8: tensor<i64>):
      %6 = stablehlo.maximum %arg5, %arg7 : tensor<i64>
      %7 = stablehlo.maximum %arg6, %arg8 : tensor<i64>
      stablehlo.return %6, %7 : tensor<i64>, tensor<i64>
    }) : (tensor<1xi64>, tensor<1xi64>, tensor<1x0xi32>, tensor<1xi64>, tensor<1xi64>) -> (tensor<1xi64>, tensor<1xi64>)
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<4xui8>) -> tensor<1x5x4xui8>
    %5 = chlo.broadcast_zeta %arg4, %arg4 : (tensor<5x2xf16>, tensor<5x2xf16>) -> tensor<5x2xf16>
    return %2, %3#0, %3#1, %4, %5 : tensor<complex<f64>>, tensor<1xi64>, tensor<1xi64>, tensor<1x5x4xui8>, tensor<5x2xf16>
  }
}
