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
    %gathered = "stablehlo.gather"(%result, %result) {
      dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
      slice_sizes = dense<[1, 2]> : tensor<2xi64>,
      indices_are_sorted = false
    } : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%result) : (tensor<3x2xf32>) -> ()
  }) {sym_visibility = "private"} : () -> ()

  "func.func"() <{function_type = () -> (), sym_name = "unknown_ops"}> ({
    %0 = "my_dialect.op"() {attr = #my_dialect.thing<[1, 2], "x">, other = 3 : i32} : () -> !my_dialect.type<4>
    "my_dialect.consume"(%0) : (!my_dialect.type<4>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
