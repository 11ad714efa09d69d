#!/usr/bin/env python3
"""[iree-cpu] Fail stablehlo.exponential_minus_one f64: profile-difference

Reproduces it with IREE alone (pip install iree-base-compiler
iree-base-runtime): compiles the StableHLO program below for llvm-cpu (as
iree-compile --iree-input-type=stablehlo --iree-hal-target-backends=llvm-cpu
with the flags of COMPILE_FLAGS), runs its @main on the local-sync driver
with the inputs below, and compares the elements listed with the correct
ones (hlo-cts's MPFR oracle).
Exit 1 while IREE gives the wrong bits, 0 once it
gives the correct ones, 2 for anything else (then re-check with hlo-cts).
"""
import sys

import numpy as np
import ml_dtypes  # bf16 and f8 as numpy types
import importlib.metadata

import iree.compiler as ireec
import iree.runtime as ireert

PEER = "IREE"
VERSION = "iree-base-compiler %s, iree-base-runtime %s" % (
    importlib.metadata.version("iree-base-compiler"),
    importlib.metadata.version("iree-base-runtime"))

# f64 stays f64 (by default IREE demotes it to f32 on input).
COMPILE_FLAGS = ["--iree-llvmcpu-target-cpu=host", "--iree-input-demote-f64-to-f32=false"]


def run(arrays):
    flatbuffer = ireec.compile_str(PROGRAM, input_type="stablehlo",
                                   target_backends=["llvm-cpu"], extra_args=COMPILE_FLAGS)
    context = ireert.SystemContext(config=ireert.Config("local-sync"))
    module = ireert.VmModule.copy_buffer(context.instance, flatbuffer)
    context.add_vm_module(module)
    results = context.modules[module.name]["main"](*arrays)
    if results is None:
        return []
    if not isinstance(results, (tuple, list)):
        results = (results,)
    return [r.to_host() if hasattr(r, "to_host") else r for r in results]


PROGRAM = r'''module {
  func.func @main(%arg0: tensor<1xf64>) -> tensor<1xf64> {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<1xf64>
    return %0 : tensor<1xf64>
  }
}
'''

# (dtype, shape, the input's bytes in hex, row-major, little-endian)
INPUTS = [
    (np.float64, (1, ), '7b11cd60bfa4913f'),
]

# (output, index, complex part, wrong bits, correct bits, what the backend
#  gave, what the spec allows)
ELEMENTS = [
    (0, (0,), None, 0x3F91CBE2446E2180, 0x3F91CBE2446E219C, r'''0x3F91CBE2446E2180''', r'''stablehlo.exponential_minus_one element [0] of f64: expected within 4 ulp of the correctly rounded 0x3F91CBE2446E219C (0.017379317690513582)
  actual    0x3F91CBE2446E2180 (0.017379317690513485)
  error: 28 ulp'''),
]

EXPECT_REJECTION = False


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
