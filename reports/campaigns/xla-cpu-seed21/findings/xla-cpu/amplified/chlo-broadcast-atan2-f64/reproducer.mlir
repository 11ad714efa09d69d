// hlo-cts reproducer of program-14520: fail [chlo.broadcast_atan2 (semantics)]
// tier: ieee-reading (chlo.broadcast_atan2 gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile xla-cpu:
// output 2 (result 2): 4 element(s) differ (4 NaN(s) where a number is due)
// stablehlo.atan2 element [0, 0, 0] of f64: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x7FF8000000000000 (NaN)
//   NaN where a number is due
// stablehlo.atan2 element [0, 0, 1] of f64: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x7FF8000000000000 (NaN)
//   NaN where a number is due
// stablehlo.atan2 element [0, 0, 2] of f64: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x7FF8000000000000 (NaN)
//   NaN where a number is due
// stablehlo.atan2 element [0, 0, 3] of f64: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x7FF8000000000000 (NaN)
//   NaN where a number is due
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[-6, 7], [-8530547043565551918, 1], [-3990576858913318060, 5400348742707652498], [-5728884475081803558, -9223372036854775808], [-8, 1699506768818755891]], [[-4932430947978156105, 0], [-9223372036854775808, -9223372036854775807], [9223372036854775806, -1939384596009739323], [-620664950442891089, 9223372036854775807], [-8, 7]], [[5, 3], [5, -5], [-9062150157214899635, 1], [0, 0], [-3628159100732882052, 0]], [[-7981850196192719263, -5], [0, -8163170397086111064], [1, 5335490408588552333], [-9223372036854775808, -9223372036854775808], [-8040084636750860336, -2]], [[5, -3117549141062000888], [8, -4], [-5, -7508402724486920516], [1300899695824735270, 0], [9223372036854775807, -9223372036854775807]]]> : tensor<5x5x2xi64>, dense<[[[true, true], [true, false], [true, false], [true, false], [false, true]], [[true, true], [false, true], [false, false], [true, false], [false, false]], [[false, false], [false, false], [true, false], [false, false], [true, false]], [[true, true], [false, false], [false, false], [true, true], [false, false]], [[true, false], [false, true], [false, true], [false, true], [true, true]]]> : tensor<5x5x2xi1>, dense<[[[-310049524417511106, -5], [-9223372036854775807, 2], [8245269338826790430, 5], [-8119768539307508089, -2], [-2, -8]], [[5, 5713313262314170015], [-1, 2], [1, 2], [-8, 4931267079752479079], [-9223372036854775807, 9223372036854775807]], [[2, 9223372036854775806], [-6, -4], [-6, -4], [-3795311360176281498, 6], [-6, 6]], [[-2723320174077054629, -4], [3038347364100712637, -3096796097335677484], [-7, -1], [-9223372036854775808, 9223372036854775807], [6, -9223372036854775808]], [[-3, -4693696024879467789], [-7437197783307054591, -5], [5321871394101821695, -8], [3447004509629697948, -1], [-5, 7439876547228207386]]]> : tensor<5x5x2xi64>, dense<[[[(1.000000e+00,41.799406362369226)], [(-3.5041380566796295E-4,7.1384056636407704)]], [[(0xFFF0000000000000,-0.069678752627370694)], [(-0.084423788972400104,57.28044758880209)]], [[(0x7FF0000000000001,106.59805915433532)], [(9.0108361575317371E-4,-0.092408152663514001)]]]> : tensor<3x2x1xcomplex<f64>>]"
module {
  func.func public @main(%arg0: tensor<5x5x2xi64>, %arg1: tensor<5x5x2xi1>, %arg2: tensor<5x5x2xi64>, %arg3: tensor<3x2x1xcomplex<f64>>) -> (tensor<5x5x2xi64>, tensor<5x5x2xi64>, tensor<4x1x4xf64>, tensor<3x2x1xcomplex<f64>>) {
    %c = stablehlo.constant dense<[[[-1, 7], [-847665930788524444, 0], [9223372036854775806, 6], [9223372036854775806, 0], [-6, -6570953956585801092]], [[4, 0], [4211068797655872086, 3389266379951620267], [-9223372036854775808, 6902374355000591586], [5469144497422536135, -1640391077231255661], [441448629965458235, 6426779655991562170]], [[-5, -7170236022993304335], [8914231467924918643, -2], [1, 3578448126444428967], [9223372036854775806, 3115707778387826951], [7886392386183405815, 1]], [[3, -1711623564072253738], [-6329062059513632632, 0], [-2628392680097655341, -9223372036854775808], [2, 7368837891745621418], [-9223372036854775808, -5156461797255653451]], [[333352742715708873, 4], [5013844518612269292, -9094556358011061466], [-4766922912987455323, -7], [5, -2513393425164259562], [0, -5]]]> : tensor<5x5x2xi64>
    %0 = chlo.mulhi %arg0, %c : tensor<5x5x2xi64>, tensor<5x5x2xi64> -> tensor<5x5x2xi64>
    %1 = stablehlo.select %arg1, %arg2, %arg0 : tensor<5x5x2xi1>, tensor<5x5x2xi64>
    %2 = stablehlo.iota dim = 0 : tensor<4x1x4xf64>
    %3 = chlo.broadcast_atan2 %2, %2 : (tensor<4x1x4xf64>, tensor<4x1x4xf64>) -> tensor<4x1x4xf64>
    %4 = "stablehlo.map"(%arg3, %arg3) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg4: tensor<complex<f64>>, %arg5: tensor<complex<f64>>):
      %5 = stablehlo.minimum %arg4, %arg5 : tensor<complex<f64>>
      stablehlo.return %5 : tensor<complex<f64>>
    }) : (tensor<3x2x1xcomplex<f64>>, tensor<3x2x1xcomplex<f64>>) -> tensor<3x2x1xcomplex<f64>>
    return %0, %1, %3, %4 : tensor<5x5x2xi64>, tensor<5x5x2xi64>, tensor<4x1x4xf64>, tensor<3x2x1xcomplex<f64>>
  }
}
