dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
// -----
dense<[(1.000000e+00,-2.000000e+00), (0x7FC00000,0.0)]> : tensor<2xcomplex<f32>>
// -----
dense<"0x0000803F00000040"> : tensor<2xf32>
// -----
dense<"0x05"> : tensor<3xi1>
// -----
dense<> : tensor<0x3xf32>
// -----
dense<[0.0, -0.0, 0x7F, 0xFF]> : tensor<4xf8E5M2>
// -----
dense<[-8, 7]> : tensor<2xi4>
// -----
dense<[1, 2]> : tensor<2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01:2,2.000000e-01:3}>>
// -----
array<i64: 1, 2>
// -----
array<i1: true, false>
// -----
{b = 2 : i64, flag, "odd key" = 1 : ui8, f = 1.5 : bf16, s = "a\22b", sym = @a::@"b c"}
// -----
#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>
// -----
#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
// -----
#stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>
// -----
#stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>
// -----
#stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 1.000000e-04, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>
// -----
[#stablehlo<precision DEFAULT>, #chlo<comparison_direction GT>, #stablehlo.channel_handle<handle = 1, type = 2>]
// -----
loc(fused<"x">[callsite("f" at "a.py":1:2), "b.py":3:4 to 5:6, "n"("c.py":1:1 to :9), unknown])
// -----
#sdy.sharding<@mesh, [{"x"}, {}]>
// -----
tensor<?x4xf32, #stablehlo.bounds<8, ?>>
// -----
tuple<tensor<i32>, tuple<!stablehlo.token, tensor<*xf32>>, memref<2x?xf32>>
// -----
(tensor<2xf32>, !stablehlo.future<tensor<4xf32>>) -> (tensor<f32>, complex<f64>)
// -----
!quant.uniform<u8:f32, 2.500000e-01:128>
// -----
tensor<0x3x!quant.uniform<i4:bf16, 1.000000e+00:-8>>
