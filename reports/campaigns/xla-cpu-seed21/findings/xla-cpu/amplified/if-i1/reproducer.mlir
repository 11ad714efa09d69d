// hlo-cts reproducer of program-23105: fail [stablehlo.if (semantics)]
// tier: semantic (stablehlo.if gives a wrong boolean; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 2 (result 2): 3 element(s) differ (largest difference among them 1)
// stablehlo.if element [0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.if element [1] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.if element [2] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[(-1.17549421E-38,-33.171257), (-0.479694486,-3.40282347E+38), (0xFF800000,-4.72992516), (2.14754868,-2.500000e+00)]> : tensor<4xcomplex<f32>>, dense<[(-3.52323985,0.0283049364), (0xFFC00000,-1436.87976), (626.967712,1.11620486), (-0.00131255388,3874.72168)]> : tensor<4xcomplex<f32>>, dense<[[[(-0.00188774301,-769.692932), (1.17549421E-38,-0.00501643494), (66.0717468,84.7014771), (0.113096558,-3.86044526)], [(-8.000000e+00,5654.65283), (-6.1388273E-4,0xFFFFFFFF), (-0.0144425826,-4779.05566), (16.6495571,-13.9148827)], [(-5.000000e-01,3.40282347E+38), (1.17549435E-38,-185.527771), (-0.000000e+00,3361.69727), (0x7F800000,-0.877852439)], [(-0.478973716,1464.27551), (775.153198,1.500000e+00), (-3.4235394,0.000000e+00), (4.41684882E-4,-4.81518078)], [(-0.155502111,104.689331), (2.67781925,-0.0153059317), (9.68860288E-4,0.000000e+00), (3.40282347E+38,-4634.34717)]], [[(-0.201588914,0.143260151), (-0.0301490948,-2.000000e+00), (3.06965041,0x7F800001), (-1.17549435E-38,-1.17549435E-38)], [(0.0610789098,0.758775651), (2008.29736,1.7208389), (2571.61548,-31.017971), (0.102424383,-2501.66016)], [(-2.500000e+00,-42.1807671), (-2.560000e+02,0.00385693368), (0.0702936128,-1.17549435E-38), (-1.92287374,-410.540344)], [(8.4560194,0.0126295779), (5.71910292E-4,-1.000000e+00), (-3460.74829,-0.0550344512), (-76.6741562,-1.90807104)], [(4.37659264,1778.77673), (-5.000000e-01,-61.6870766), (-0.00609048409,0x7FC00000), (-17.3751373,-1035.74536)]], [[(-0.821219801,0.000000e+00), (-169.448196,1.04879463), (0xFF800000,-0.463361204), (4.000000e+00,1.26018012)], [(-0.00833770167,-1.401300e-45), (-0.0469541624,1.32138944), (0.265867233,0.00390749192), (-0.0119819418,4.47421551)], [(51.6782608,2111.60669), (-0.841395318,0.208992407), (0.00951629784,-2.500000e+00), (0.018624248,-5.84502064E-4)], [(0.00396924606,1586.20728), (60.8526382,-0.186912864), (-0.0606258884,3.40282347E+38), (6.08396673,-25.1824856)], [(0.198150828,0.00255040801), (1.500000e+00,-2.4759028), (-11.0398712,-51.6785622), (2.560000e+02,-6.96367168)]], [[(-0.0445132479,-14.5439425), (-43.1082458,943.809509), (1.17549421E-38,-2.560000e+02), (0.0126996851,2.500000e+00)], [(-4.000000e+00,-3.84769141E-4), (1.14023411,-1.78854573), (4637.66504,-0.238818526), (-1.500000e+00,-1.85847509)], [(59.1814575,1.17549435E-38), (422.115326,-0.293149769), (-18.0276299,3.906250e-03), (0.0542534478,-0.0501945727)], [(-6262.21973,-12.7705507), (0.00298817921,4085.36133), (8.000000e+00,8.000000e+00), (-0.00312493392,300.108582)], [(-369.691376,-59.1445274), (0xFFFFFFFF,12.1002216), (1.646120e-03,-890.333862), (-591.504395,-1.401300e-45)]], [[(0.0921609997,173.306335), (3.40282347E+38,7.63887691), (-167.1931,0.00274406816), (2.810510e-01,0.0418913774)], [(-7.23688223E-4,-3.906250e-03), (0.0116794901,-107.237564), (2.000000e+00,-0.0102496594), (1.000000e+00,63.6943932)], [(7.84589036E-4,6.12400589E-4), (1.17549435E-38,-1.17549435E-38), (0.105807886,-2.9946115), (0.00293910387,637.615784)], [(-1.401300e-45,-1.401300e-45), (7.69279432E-4,-0.357146561), (-0.0742651895,47.4152451), (-7.35385169E-4,0.325897127)], [(-0.922688723,-506.748718), (-1.000000e+00,4.01693678), (2.36772728,2.500000e+00), (0.0406618565,5.000000e-01)]]]> : tensor<5x5x4xcomplex<f32>>, dense<[255, 7, 220]> : tensor<3xui8>, dense<[true, true, false]> : tensor<3xi1>]"
module {
  func.func public @main(%arg0: tensor<4xcomplex<f32>>, %arg1: tensor<4xcomplex<f32>>, %arg2: tensor<5x5x4xcomplex<f32>>, %arg3: tensor<3xui8>, %arg4: tensor<3xi1>) -> (tensor<4xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xi1>) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.select %c, %arg0, %arg0 : tensor<i1>, tensor<4xcomplex<f32>>
    %1 = stablehlo.power %0, %arg1 : tensor<4xcomplex<f32>>
    %2 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0, 1], start_index_map = [0, 1, 2]>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<5x5x4xcomplex<f32>>, tensor<3xui8>) -> tensor<3xcomplex<f32>>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %4 = "stablehlo.if"(%c) ({
      %5 = stablehlo.add %3, %3 : tensor<3xi1>
      stablehlo.return %5 : tensor<3xi1>
    }, {
      %5 = stablehlo.add %3, %3 : tensor<3xi1>
      stablehlo.return %5 : tensor<3xi1>
    }) : (tensor<i1>) -> tensor<3xi1>
    return %1, %2, %4 : tensor<4xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xi1>
  }
}
