#!/usr/bin/env python3
"""[xla-cpu-pjrt] Fail chlo.broadcast_atan2 bf16: amplified-tolerance

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
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<3x5xcomplex<f64>>) -> (tensor<5x3xf32>, tensor<3x4xbf16>, tensor<3x3xcomplex<f64>>) {
    %0 = stablehlo.round_nearest_afz %arg0 : tensor<5x3xf32>
    %c = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
    %1 = stablehlo.dynamic_iota %c, dim = 1 : (tensor<2xi32>) -> tensor<3x4xbf16>
    %2 = chlo.broadcast_atan2 %1, %1 : (tensor<3x4xbf16>, tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.dynamic_slice %arg1, %c_0, %c_0, sizes = [3, 3] : (tensor<3x5xcomplex<f64>>, tensor<i64>, tensor<i64>) -> tensor<3x3xcomplex<f64>>
    return %0, %2, %3 : tensor<5x3xf32>, tensor<3x4xbf16>, tensor<3x3xcomplex<f64>>
  }
}
'''

# (dtype, shape, the input's bytes in hex, row-major, little-endian)
INPUTS = [
    (np.float32, (5, 3, ), 'f011ceb92aff58432aef023d000020c00000c03f0000c0bfd5979ac30100008047ad0e4200008000ffffffff0000807fca4c2044726645bc6bdc473f'),
    (np.complex128, (3, 5, ), 'd86f4de8dd24d1bf37719ee45f1f58bf48f3099d883d3540fffffffffffffffff9957ed6856eb33f782113eb5e596e3f7bc5b16933f2573f000000000000f8ffa3bfd3279ba36a407e2f3275f98040c00100000000000080fcb89b61c97a37bf0d5c76e6f72807c01a897c6dd15dfdbf00000000000070bf3c14741f471b26c0d9dddc798019973f605bf53379e26e406d7d732ff0915d40d3513a972a3d34c027454b4bbc478fc02fd892aa6c20b8c09dd7ccdeedc06a3f6ec8423002b86e40ffffffffffffefff950c37a633738f3f798fb074a4a797bfeb18cd933e3a5bc0ffffffffffffef7f9da83054c9299a3f'),
]

# (output, index, complex part, wrong bits, correct bits, what the backend
#  gave, what the spec allows)
ELEMENTS = [
    (1, (0, 0), None, 0x7FC0, 0x0000, r'''0x7FC0''', r'''stablehlo.atan2 element [0, 0] of bf16: expected within 2 ulp of the correctly rounded 0x0000 (0.000000e+00)
  actual    0x7FC0 (NaN)
  NaN where a number is due'''),
    (1, (1, 0), None, 0x7FC0, 0x0000, r'''0x7FC0''', r'''stablehlo.atan2 element [1, 0] of bf16: expected within 2 ulp of the correctly rounded 0x0000 (0.000000e+00)
  actual    0x7FC0 (NaN)
  NaN where a number is due'''),
    (1, (2, 0), None, 0x7FC0, 0x0000, r'''0x7FC0''', r'''stablehlo.atan2 element [2, 0] of bf16: expected within 2 ulp of the correctly rounded 0x0000 (0.000000e+00)
  actual    0x7FC0 (NaN)
  NaN where a number is due'''),
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
