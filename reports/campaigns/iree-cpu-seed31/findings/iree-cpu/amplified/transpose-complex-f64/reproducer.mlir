// hlo-cts reproducer of program-3105: fail [stablehlo.transpose (semantics)]
// tier: semantic (stablehlo.transpose moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 1 (result 1): 6 element(s) differ (largest error among them 4584051231270040264 ulp)
// stablehlo.transpose element [1] (real part) of complex<f64>: expected exactly 0x3F8E02566A3DE647 (0.01465289603924015)
//   actual    0x3FADD24EB80AF2C8 (0.058245143858106696)
//   error: 8954389642153089 ulp
// stablehlo.transpose element [1] (imaginary part) of complex<f64>: expected exactly 0x3FD112BF356E827C (0.26676922052323682)
//   actual    0x40071FC0EAF2710E (2.8905046801793395)
//   error: 15213949733826194 ulp
// stablehlo.transpose element [2] (real part) of complex<f64>: expected exactly 0x0010000000000000 (2.2250738585072014E-308)
//   actual    0x3F8E02566A3DE647 (0.01465289603924015)
//   error: 4575096841627887175 ulp
// stablehlo.transpose element [2] (imaginary part) of complex<f64>: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x3FD112BF356E827C (0.26676922052323682)
//   error: 8705111833542020 ulp
// stablehlo.transpose element [3] (real part) of complex<f64>: expected exactly 0x3FADD24EB80AF2C8 (0.058245143858106696)
//   actual    0x0010000000000000 (2.2250738585072014E-308)
//   error: 4584051231270040264 ulp
// stablehlo.transpose element [3] (imaginary part) of complex<f64>: expected exactly 0x40071FC0EAF2710E (2.8905046801793395)
//   actual    0x3FF0000000000000 (1.000000e+00)
//   error: 6508837900284174 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[(191.47477473362318,-538.96442107678774), (0.01465289603924015,0.26676922052323682), (2.2250738585072014E-308,1.000000e+00), (0.058245143858106696,2.8905046801793395)]> : tensor<4xcomplex<f64>>, dense<[[-0.008852790267705659, 0.32736763626459792, 166.8846067029931, 5.8598824336644419]]> : tensor<1x4xf64>, dense<-571.83891414258301> : tensor<f64>, dense<0xFFF8000000000000> : tensor<f64>]"
module {
  func.func public @main(%arg0: tensor<4xcomplex<f64>>, %arg1: tensor<1x4xf64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<1x4xf64>, tensor<1x2xf64>, tensor<1x4xf64>, tensor<1xbf16>) {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<complex<f64>>, %arg5: tensor<complex<f64>>):
      %5 = stablehlo.real %arg4 : (tensor<complex<f64>>) -> tensor<f64>
      %6 = stablehlo.real %arg5 : (tensor<complex<f64>>) -> tensor<f64>
      %7 = stablehlo.compare  GT, %5, %6,  FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    }) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    %1 = stablehlo.transpose %arg0, dims = [0] : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    %2 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<1x4xf64>
    %3 = "stablehlo.reduce_window"(%arg1, %arg2) <{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 2, 2>, base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 1, 2>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      %5 = stablehlo.minimum %arg4, %arg5 : tensor<f64>
      stablehlo.return %5 : tensor<f64>
    }) : (tensor<1x4xf64>, tensor<f64>) -> tensor<1x2xf64>
    %4 = chlo.broadcast_subtract %arg3, %arg1 : (tensor<f64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %cst = stablehlo.constant dense<-1.018750e+01> : tensor<1xbf16>
    return %0, %1, %2, %3, %4, %cst : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<1x4xf64>, tensor<1x2xf64>, tensor<1x4xf64>, tensor<1xbf16>
  }
}
