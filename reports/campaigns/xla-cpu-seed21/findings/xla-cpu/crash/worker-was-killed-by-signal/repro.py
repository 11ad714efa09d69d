#!/usr/bin/env python3
"""[xla-cpu] Crash: semantic

Reproduces it with jax alone (pip install jax): compiles the StableHLO
program below for XLA:CPU as jax does, runs it on the inputs below, and
compares the elements listed with the correct ones (hlo-cts's MPFR oracle).
Exit 1 while XLA gives the wrong bits (here: rejects or fails the program), 0 once it
gives the correct ones, 2 for anything else (then re-check with hlo-cts).
"""
import sys

import numpy as np
import ml_dtypes  # bf16 and f8 as numpy types
import jax
from jax._src import xla_bridge
from jax._src.lib import xla_client

jax.config.update("jax_enable_x64", True)

PEER = "XLA"
VERSION = "jax " + jax.__version__


def run(arrays):
    backend = xla_bridge.get_backend("cpu")
    device = backend.local_devices()[0]
    executable = backend.compile_and_load(PROGRAM, xla_client.DeviceList((device,)),
                                          xla_client.CompileOptions())
    return executable.execute([jax.device_put(a, device) for a in arrays])


PROGRAM = r'''module {
  func.func private @inputs() -> (tensor<f8E5M2>, tensor<f8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f8E5M2>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f8E5M2>
    return %cst, %cst_0 : tensor<f8E5M2>, tensor<f8E5M2>
  }
  func.func private @expected() -> tensor<3xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3xf8E5M2>
    return %cst : tensor<3xf8E5M2>
  }
  func.func public @main() -> tensor<3xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<f8E5M2>, tensor<f8E5M2>)
    %c = stablehlo.constant dense<3> : tensor<1xui32>
    %1 = stablehlo.rng %0#0, %0#1, %c, distribution =  NORMAL : (tensor<f8E5M2>, tensor<f8E5M2>, tensor<1xui32>) -> tensor<3xf8E5M2>
    %2 = call @expected() : () -> tensor<3xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3xf8E5M2>, tensor<3xf8E5M2>) -> ()
    return %1 : tensor<3xf8E5M2>
  }
}
'''

# (dtype, shape, the input's bytes in hex, row-major, little-endian)
INPUTS = [
]

# (output, index, complex part, wrong bits, correct bits, what the backend
#  gave, what the spec allows)
ELEMENTS = [
]

EXPECT_REJECTION = True


def bits_of(value):
    array = np.asarray(value)
    if array.dtype == np.bool_:
        return int(array)
    return int(array.view(np.dtype("u%d" % array.dtype.itemsize)))


def value_of(bits, like):
    """The value whose bits are `bits`, of `like`'s type."""
    dtype = np.asarray(like).dtype
    if dtype == np.bool_:
        return bool(bits)
    return np.array(bits, dtype=np.dtype("u%d" % dtype.itemsize)).view(dtype).item()


def first_lines(error):
    """The lines of an exception that say what went wrong (a compiler's
    error lines rather than its command line)."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    errors = [line for line in lines if "error" in line.lower()]
    return "\n  ".join((errors or lines or [repr(error)])[:4])


def main():
    # The program runs in a child process: a CHECK failure or abort in the
    # peer kills it.
    if "--child" not in sys.argv:
        import subprocess
        code = subprocess.call([sys.executable, __file__, "--child"])
        if code < 0:
            print("%s crashed the process (signal %d)" % (PEER, -code))
            return 1 if EXPECT_REJECTION else 2
        return code
    print(VERSION)
    try:
        arrays = [np.frombuffer(bytes.fromhex(data), dtype=dtype).reshape(shape)
                  for dtype, shape, data in INPUTS]
        outputs = [np.asarray(output) for output in run(arrays)]
    except Exception as error:
        print("%s rejected or failed the program:\n  %s" % (PEER, first_lines(error)))
        return 1 if EXPECT_REJECTION else 2
    if EXPECT_REJECTION:
        print("%s compiled and ran the program: the rejection is gone" % PEER)
        return 0
    wrong = right = 0
    for output, index, part, wrong_bits, correct_bits, was, allowed in ELEMENTS:
        value = outputs[output][index]
        if part is not None:
            value = getattr(value, part)
        actual = bits_of(value)
        correct = "unknown" if correct_bits is None else "%r (0x%X)" % (
            value_of(correct_bits, value), correct_bits)
        print("output %d element %s%s: actual %r (0x%X), correct %s"
              % (output, list(index), "." + part if part else "", value.item(), actual, correct))
        if actual != wrong_bits:
            print("    reported: %s" % was)
        print("    allowed: %s" % allowed.replace("\n", "\n    "))
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
