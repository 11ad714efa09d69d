// Regression (interpret_fuzzer): a reducer whose block returns twice; the
// oracle read the first, empty, return's values. The checker now rejects it.
"builtin.module"() <{sym_name = "flattened_ids"}> ({
  "func.func"() <{function_type = (tensor<4xi64>) -> tensor<4xi64>, sym_name = "all_reduce"}> ({
  ^bb0(%arg0: tensor<4xi64>):
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %1 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"() : () -> ()
      "stablehlo.return"(%1) : (tensor<i64>) -> ()
    }) : (tensor<4xi64>) -> tensor<4xi64>
    "func.return"(%0) : (tensor<4xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "stablehlo.constant"() <{value = dense<[1, 2, 3, 4]> : tensor<4xi64>}> : () -> tensor<4xi64>
    %1 = "stablehlo.constant"() <{value = dense<[5, 6, 7, 8]> : tensor<4xi64>}> : () -> tensor<4xi64>
    %2:2 = "interpreter.run_parallel"(%0, %1) <{programs = [[@all_reduce], [@all_reduce]]}> : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    %3:2 = "interpreter.run_parallel"(%1) <{programs = [[@all_reduce], [@all_reduce]]}> : (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    "check.expect_eq_const"(%2#0) <{value = dense<[6, 8, 10, 12]> : tensor<4xi64>}> : (tensor<4xi64>) -> ()
    "check.expect_eq_const"(%2#1) <{value = dense<[6, 8, 10, 12]> : tensor<4xi64>}> : (tensor<4xi64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
