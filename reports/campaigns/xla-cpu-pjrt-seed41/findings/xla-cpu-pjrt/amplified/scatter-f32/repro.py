#!/usr/bin/env python3
"""[xla-cpu-pjrt] Fail stablehlo.scatter f32: amplified-tolerance

Reproduces it with jax alone (pip install jax): compiles the StableHLO
program below for XLA:CPU as jax does, runs it on the inputs below, and
compares the elements listed with the correct ones (hlo-cts's MPFR oracle).
Exit 1 while XLA gives the wrong bits, 0 once it gives the
correct ones, 2 for anything else (then re-check with hlo-cts).
"""
import sys

import numpy as np
import ml_dtypes  # noqa: F401  (jax's narrow float types)
import jax
from jax._src import xla_bridge
from jax._src.lib import xla_client

jax.config.update("jax_enable_x64", True)

PROGRAM = r'''module {
  func.func public @main(%arg0: tensor<1xi1>, %arg1: tensor<i64>, %arg2: tensor<2x3x1xf16>, %arg3: tensor<1xbf16>) -> (tensor<1xi64>, tensor<1xf32>, tensor<i32>, tensor<i32>, tensor<2x3x1xi1>, tensor<1xbf16>) {
    %0 = "chlo.constant_like"(%arg0) <{value = -4 : i64}> : (tensor<1xi1>) -> tensor<1xi64>
    %1 = stablehlo.convert %arg0 : (tensor<1xi1>) -> tensor<1xf32>
    %2 = stablehlo.convert %arg0 : (tensor<1xi1>) -> tensor<1xui8>
    %cst = stablehlo.constant dense<-151.844467> : tensor<f32>
    %3:2 = "stablehlo.scatter"(%0, %1, %2, %arg1, %cst) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<f32>, %arg6: tensor<i64>, %arg7: tensor<f32>):
      %7 = stablehlo.add %arg4, %arg6 : tensor<i64>
      %8 = stablehlo.multiply %arg5, %arg7 : tensor<f32>
      stablehlo.return %7, %8 : tensor<i64>, tensor<f32>
    }) : (tensor<1xi64>, tensor<1xf32>, tensor<1xui8>, tensor<i64>, tensor<f32>) -> (tensor<1xi64>, tensor<1xf32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %c) : tensor<i32>, tensor<i32>
    cond {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %7 = stablehlo.compare  LT, %iterArg_0, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      %8 = stablehlo.add %iterArg, %iterArg : tensor<i32>
      stablehlo.return %8, %7 : tensor<i32>, tensor<i32>
    }
    %5 = stablehlo.compare  EQ, %arg2, %arg2,  FLOAT : (tensor<2x3x1xf16>, tensor<2x3x1xf16>) -> tensor<2x3x1xi1>
    %6 = stablehlo.tanh %arg3 : tensor<1xbf16>
    return %3#0, %3#1, %4#0, %4#1, %5, %6 : tensor<1xi64>, tensor<1xf32>, tensor<i32>, tensor<i32>, tensor<2x3x1xi1>, tensor<1xbf16>
  }
}
'''

# (dtype, shape, the input's bytes in hex, row-major, little-endian)
INPUTS = [
    (np.bool_, (1, ), '00'),
    (np.int64, (), '0100000000000080'),
    (np.float16, (2, 3, 1, ), '0100007c007c004400bc00c4'),
    (ml_dtypes.bfloat16, (1, ), '817f'),
]

# (output, index, complex part, wrong bits, correct bits, what the backend
#  gave, what the spec allows)
ELEMENTS = [
    (1, (0,), None, 0x0, 0x80000000, r'''0x0''', r'''stablehlo.scatter element [0] of f32: expected exactly 0x80000000 (-0.000000e+00)
  actual    0x00000000 (0.000000e+00)
  the sign of zero differs'''),
]

EXPECT_REJECTION = False


def bits_of(value):
    array = np.asarray(value)
    if array.dtype == np.bool_:
        return int(array)
    return int(array.view(np.dtype("u%d" % array.dtype.itemsize)))


def main():
    # The program runs in a child process: an XLA CHECK failure aborts it.
    if "--child" not in sys.argv:
        import subprocess
        code = subprocess.call([sys.executable, __file__, "--child"])
        if code < 0:
            print("XLA crashed the process (signal %d)" % -code)
            return 1 if EXPECT_REJECTION else 2
        return code
    print("jax", jax.__version__)
    backend = xla_bridge.get_backend("cpu")
    device = backend.local_devices()[0]
    try:
        executable = backend.compile_and_load(PROGRAM, xla_client.DeviceList((device,)),
                                              xla_client.CompileOptions())
        arrays = [jax.device_put(np.frombuffer(bytes.fromhex(data), dtype=dtype).reshape(shape),
                                 device) for dtype, shape, data in INPUTS]
        outputs = [np.asarray(r) for r in executable.execute(arrays)]
    except Exception as error:  # XlaRuntimeError
        print("XLA rejected or failed the program:", str(error).splitlines()[0])
        return 1 if EXPECT_REJECTION else 2
    if EXPECT_REJECTION:
        print("XLA compiled and ran the program: the rejection is gone")
        return 0
    wrong = right = 0
    for output, index, part, wrong_bits, correct_bits, was, allowed in ELEMENTS:
        value = outputs[output][index]
        if part is not None:
            value = getattr(value, part)
        actual = bits_of(value)
        print("output %d element %s%s: actual %r (0x%X); correct %s (was %s)"
              % (output, list(index), "." + part if part else "", value.item(), actual,
                 allowed, was))
        if wrong_bits is not None and actual == wrong_bits:
            wrong += 1
        elif correct_bits is not None and actual == correct_bits:
            right += 1
    if wrong:
        print("the bug is there: %d element(s) as wrong as reported" % wrong)
        return 1
    if right == len(ELEMENTS) and ELEMENTS:
        print("fixed: every element is the correct one")
        return 0
    print("changed: neither the reported nor the correct bits; re-check with hlo-cts")
    return 2


if __name__ == "__main__":
    sys.exit(main())
