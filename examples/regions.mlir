// hlo-cts example: ops with regions, in their pretty and generic forms.

func.func @reduce_compact(%x: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<2xf32> {
  %r = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @reduce_two_inputs(%x: tensor<4xf32>, %i: tensor<4xi32>, %x0: tensor<f32>, %i0: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  %r:2 = stablehlo.reduce(%x init: %x0), (%i init: %i0) across dimensions = [0] : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>)  {
    %m = stablehlo.maximum %a, %b : tensor<f32>
    %mi = stablehlo.maximum %ai, %bi : tensor<i32>
    stablehlo.return %m, %mi : tensor<f32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<f32>, tensor<i32>
}

func.func @while_loop(%n: tensor<i32>) -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %out:2 = stablehlo.while(%i = %zero, %acc = %zero) : tensor<i32>, tensor<i32>
  cond {
    %lt = stablehlo.compare  LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %next = stablehlo.add %i, %one : tensor<i32>
    %sum = stablehlo.add %acc, %i : tensor<i32>
    stablehlo.return %next, %sum : tensor<i32>, tensor<i32>
  }
  return %out#1 : tensor<i32>
}

func.func @conditionals(%pred: tensor<i1>, %index: tensor<i32>, %x: tensor<f32>) -> tensor<f32> {
  %if = "stablehlo.if"(%pred) ({
    stablehlo.return %x : tensor<f32>
  }, {
    %n = stablehlo.negate %x : tensor<f32>
    stablehlo.return %n : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %case = "stablehlo.case"(%index) ({
    stablehlo.return %if : tensor<f32>
  }, {
    %a = stablehlo.abs %if : tensor<f32>
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %case : tensor<f32>
}

func.func @sort_and_scan(%keys: tensor<5xf32>, %init: tensor<f32>) -> (tensor<5xf32>, tensor<f32>) {
  %sorted = "stablehlo.sort"(%keys) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%l: tensor<f32>, %r: tensor<f32>):
    %lt = stablehlo.compare  LT, %l, %r,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<5xf32>) -> tensor<5xf32>
  %scan:2 = chlo.scan(%sorted) inits (%init) dimension=0 attributes {is_reverse = true}  {
  ^bb0(%in: tensor<f32>, %carry: tensor<f32>):
    %s = stablehlo.add %in, %carry : tensor<f32>
    stablehlo.return %s, %s : tensor<f32>, tensor<f32>
  } : (tensor<5xf32>, tensor<f32>) -> (tensor<5xf32>, tensor<f32>)
  return %scan#0, %scan#1 : tensor<5xf32>, tensor<f32>
}

func.func @collectives(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
