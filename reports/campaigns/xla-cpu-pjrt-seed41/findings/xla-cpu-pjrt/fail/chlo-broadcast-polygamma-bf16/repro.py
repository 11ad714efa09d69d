#!/usr/bin/env python3
"""[xla-cpu-pjrt] Fail chlo.broadcast_polygamma bf16: ieee-reading

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
  func.func public @main(%arg0: tensor<1xbf16>, %arg1: tensor<2x4x1xbf16>) -> tensor<2x4x1xbf16> {
    %0 = chlo.broadcast_polygamma %arg0, %arg1 : (tensor<1xbf16>, tensor<2x4x1xbf16>) -> tensor<2x4x1xbf16>
    return %0 : tensor<2x4x1xbf16>
  }
}
'''

# (dtype, shape, the input's bytes in hex, row-major, little-endian)
INPUTS = [
    (ml_dtypes.bfloat16, (1, ), '4842'),
    (ml_dtypes.bfloat16, (2, 4, 1, ), 'e843e843e843e843e843e843e843e843'),
]

# (output, index, complex part, wrong bits, correct bits, what the backend
#  gave, what the spec allows)
ELEMENTS = [
    (0, (0, 0, 0), None, 0xFFC0, 0x8000, r'''0xFFC0''', r'''chlo.polygamma element [0, 0, 0] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x8000 (-0.000000e+00))
  actual    0xFFC0 (-NaN)
  NaN where a number is due'''),
    (0, (0, 1, 0), None, 0xFFC0, 0x8000, r'''0xFFC0''', r'''chlo.polygamma element [0, 1, 0] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x8000 (-0.000000e+00))
  actual    0xFFC0 (-NaN)
  NaN where a number is due'''),
    (0, (0, 2, 0), None, 0xFFC0, 0x8000, r'''0xFFC0''', r'''chlo.polygamma element [0, 2, 0] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x8000 (-0.000000e+00))
  actual    0xFFC0 (-NaN)
  NaN where a number is due'''),
    (0, (0, 3, 0), None, 0xFFC0, 0x8000, r'''0xFFC0''', r'''chlo.polygamma element [0, 3, 0] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x8000 (-0.000000e+00))
  actual    0xFFC0 (-NaN)
  NaN where a number is due'''),
    (0, (1, 0, 0), None, 0xFFC0, 0x8000, r'''0xFFC0''', r'''chlo.polygamma element [1, 0, 0] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x8000 (-0.000000e+00))
  actual    0xFFC0 (-NaN)
  NaN where a number is due'''),
    (0, (1, 1, 0), None, 0xFFC0, 0x8000, r'''0xFFC0''', r'''chlo.polygamma element [1, 1, 0] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x8000 (-0.000000e+00))
  actual    0xFFC0 (-NaN)
  NaN where a number is due'''),
    (0, (1, 2, 0), None, 0xFFC0, 0x8000, r'''0xFFC0''', r'''chlo.polygamma element [1, 2, 0] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x8000 (-0.000000e+00))
  actual    0xFFC0 (-NaN)
  NaN where a number is due'''),
    (0, (1, 3, 0), None, 0xFFC0, 0x8000, r'''0xFFC0''', r'''chlo.polygamma element [1, 3, 0] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x8000 (-0.000000e+00))
  actual    0xFFC0 (-NaN)
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
