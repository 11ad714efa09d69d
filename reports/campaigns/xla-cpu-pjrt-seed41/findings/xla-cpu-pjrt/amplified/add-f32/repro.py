#!/usr/bin/env python3
"""[xla-cpu-pjrt] Fail stablehlo.add f32: amplified-tolerance

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
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>, %arg2: tensor<5xf32>, %arg3: tensor<4x3xf32>, %arg4: tensor<1xui8>, %arg5: tensor<2x0xf32>) -> (tensor<4x3xf32>, tensor<5xf32>, tensor<4x3xf32>, tensor<2x0xf32>, tensor<2x0xf32>) {
    %0 = chlo.square %arg0 : tensor<4x3xf32> -> tensor<4x3xf32>
    %1 = "stablehlo.case"(%arg1) ({
      %6 = stablehlo.add %0, %0 : tensor<4x3xf32>
      stablehlo.return %6 : tensor<4x3xf32>
    }) : (tensor<i32>) -> tensor<4x3xf32>
    %2 = "stablehlo.sort"(%arg2) <{dimension = 0 : i64, is_stable = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %6 = stablehlo.compare  GT, %arg6, %arg7,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    }) : (tensor<5xf32>) -> tensor<5xf32>
    %3 = stablehlo.add %0, %arg3 : tensor<4x3xf32>
    %4 = "stablehlo.gather"(%arg0, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, slice_sizes = array<i64: 2, 0>}> : (tensor<4x3xf32>, tensor<1xui8>) -> tensor<2x0xf32>
    %5 = stablehlo.sqrt %arg5 : tensor<2x0xf32>
    return %1, %2, %3, %4, %5 : tensor<4x3xf32>, tensor<5xf32>, tensor<4x3xf32>, tensor<2x0xf32>, tensor<2x0xf32>
  }
}
'''

# (dtype, shape, the input's bytes in hex, row-major, little-endian)
INPUTS = [
    (np.float32, (4, 3, ), 'cbad8db91b66e541afed3e3effff7f803718c0ba53754b3deab5d43a00000000000000bf9e6d84bf0000804067d7db3b'),
    (np.int32, (), '514209f0'),
    (np.float32, (5, ), 'e255b33d4c77c6bdb942753b9ce9163eaed068bf'),
    (np.float32, (4, 3, ), '000080ffd51dc73b4d4c0443d05bef4200000000221fedbd0000003ffb0a1841c161bd43296655bf2e2fb3be9d1da241'),
    (np.uint8, (1, ), 'ff'),
    (np.float32, (2, 0, ), ''),
]

# (output, index, complex part, wrong bits, correct bits, what the backend
#  gave, what the spec allows)
ELEMENTS = [
    (2, (3, 0), None, 0x3E727AFA, 0x3E727AFC, r'''0x3E727AFA''', r'''stablehlo.add element [3, 0] of f32: expected exactly 0x3E727AFC (0.236797273)
  actual    0x3E727AFA (0.236797243)
  error: 2 ulp'''),
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
