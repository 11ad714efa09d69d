// hlo-cts example: the generic form, as older producers and the StableHLO
// spec write it: inherent attributes in `{...}`, dimension lists as
// `dense<[..]> : tensor<Nxi64>`. The parser normalizes both; `hlo-cts fmt`
// prints the current spelling.

"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>, sym_name = "reduce_generic"}> ({
  ^bb0(%operand: tensor<2x3xf32>, %init: tensor<f32>):
    %result = "stablehlo.reduce"(%operand, %init) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %sum = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%sum) : (tensor<f32>) -> ()
    }) {dimensions = dense<[0]> : tensor<1xi64>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    "func.return"(%result) : (tensor<3xf32>) -> ()
  }) : () -> ()

  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<3x2xf32>, sym_name = "transpose_generic"}> ({
  ^bb0(%operand: tensor<2x3xf32>):
    %result = "stablehlo.transpose"(%operand) {permutation = dense<[1, 0]> : tensor<2xi64>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %indices = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x1xi32>
    %gathered = "stablehlo.gather"(%result, %indices) {
      dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
      slice_sizes = dense<[1, 2]> : tensor<2xi64>,
      indices_are_sorted = false
    } : (tensor<3x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
    "func.return"(%gathered) : (tensor<3x2xf32>) -> ()
  }) {sym_visibility = "private"} : () -> ()

  // Ops of other dialects parse generically and are kept; the function takes
  // an argument, so `hlo-cts interpret` (which runs argument-less functions)
  // leaves it alone.
  "func.func"() <{function_type = (tensor<i32>) -> (), sym_name = "unknown_ops"}> ({
  ^bb0(%unused: tensor<i32>):
    %0 = "my_dialect.op"() {attr = #my_dialect.thing<[1, 2], "x">, other = 3 : i32} : () -> !my_dialect.type<4>
    "my_dialect.consume"(%0) : (!my_dialect.type<4>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()

  // The reduction above, run by `hlo-cts interpret`: column sums of [[1, 2, 3], [4, 5, 6]].
  "func.func"() <{function_type = () -> (), sym_name = "reduce_columns"}> ({
    %operand = "stablehlo.constant"() {value = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
    %init = "stablehlo.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
    %sums = "func.call"(%operand, %init) {callee = @reduce_generic} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    "check.expect_eq_const"(%sums) {value = dense<[5.0, 7.0, 9.0]> : tensor<3xf32>} : (tensor<3xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
