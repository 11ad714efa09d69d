#!/usr/bin/env python3
"""[xla-cpu-pjrt] Fail stablehlo.reduce_window ui32: semantic

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
  func.func public @main(%arg0: tensor<3x0x3xui32>, %arg1: tensor<ui32>) -> tensor<1x2x1xui32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{padding = dense<[[1, 1], [1, 1], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 2, 2, 1>, window_dimensions = array<i64: 3, 1, 3>}> ({
    ^bb0(%arg2: tensor<ui32>, %arg3: tensor<ui32>):
      %1 = stablehlo.multiply %arg2, %arg3 : tensor<ui32>
      stablehlo.return %1 : tensor<ui32>
    }) : (tensor<3x0x3xui32>, tensor<ui32>) -> tensor<1x2x1xui32>
    return %0 : tensor<1x2x1xui32>
  }
}
'''

# (dtype, shape, the input's bytes in hex, row-major, little-endian)
INPUTS = [
    (np.uint32, (3, 0, 3, ), ''),
    (np.uint32, (), '8eece946'),
]

# (output, index, complex part, wrong bits, correct bits, what the backend
#  gave, what the spec allows)
ELEMENTS = [
    (0, (0, 0, 0), None, 0x46E9EC8E, 0x5FAF0E00, r'''0x46E9EC8E''', r'''stablehlo.reduce_window element [0, 0, 0] of ui32: expected one of {1605307904 (0x5FAF0E00), 838976512 (0x3201C400), 3249190912 (0xC1AAB800), 1179783168 (0x46521000), 944037888 (0x3844E000), 2494840832 (0x94B44000), 3875241984 (0xE6FB8000), 2038497280 (0x79810000), ... (24 values)}
  actual    1189735566 (0x46E9EC8E)
  off by 9952398 from the nearest allowed value
  inputs    order-unspecified reduction (multiply)'''),
    (0, (0, 1, 0), None, 0x46E9EC8E, 0x5FAF0E00, r'''0x46E9EC8E''', r'''stablehlo.reduce_window element [0, 1, 0] of ui32: expected one of {1605307904 (0x5FAF0E00), 838976512 (0x3201C400), 3249190912 (0xC1AAB800), 1179783168 (0x46521000), 944037888 (0x3844E000), 2494840832 (0x94B44000), 3875241984 (0xE6FB8000), 2038497280 (0x79810000), ... (24 values)}
  actual    1189735566 (0x46E9EC8E)
  off by 9952398 from the nearest allowed value
  inputs    order-unspecified reduction (multiply)'''),
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
