#!/usr/bin/env python3
"""[xla-cpu] Fail stablehlo.maximum complex<f32>: semantic

Reproduces it with jax alone (pip install jax): compiles the StableHLO
program below for XLA:CPU as jax does, runs it on the inputs below, and
compares the elements listed with the correct ones (hlo-cts's MPFR oracle).
Exit 1 while XLA gives the wrong bits, 0 once it
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
  func.func @main(%arg0: tensor<4x5x4xcomplex<f32>>) -> tensor<4x5x4xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[[(4.50269842,34.8003044), (-0.107174128,0.09841834), (-200.260864,-6.71911334), (25.683569,-8.000000e+00)], [(-8.000000e+00,359.656525), (-0.305148661,-0.00928655732), (0.0012838915,-23.4110928), (-1.53998458,-4.95331944E-4)], [(1344.29419,0x7FC00000), (-0.206056833,0.904836177), (0x7FC00000,-0.00129404315), (3.906250e-03,4247.40479)], [(543.743347,1.17549435E-38), (-0.0212785453,62.2479515), (-98.5077209,-13.6440525), (-1.401300e-45,-2.000000e+00)], [(459.934937,0.853490889), (0.00119466532,-161.705032), (-0.0039191884,11.4518833), (7.233740e+03,-1.72958088)]], [[(-1.43003953,-0.0138264885), (-0.00349985971,5947.4414), (35.4494858,1004.94122), (2.560000e+02,-662.72229)], [(0.0539247654,2.43488646), (5.000000e-01,0.302375048), (5805.2832,1025.97388), (-114.856277,-6216.27392)], [(-405.545135,0.0788245126), (0x7F800001,6.55390438E-4), (1.17549435E-38,-0.145480588), (-9.67859116E-4,11.5617456)], [(127.067596,2.88297534), (5.03879452,-2.000000e+00), (0.000000e+00,-89.7443161), (0x7FC00000,-5907.24414)], [(3.56766462,-8.6709496E-4), (0.187961295,0.0627120733), (2.500000e+00,-3.906250e-03), (0.752972602,0.0986658409)]], [[(2.500000e+00,0xFFC00000), (-3.48993897E-4,3.67025471), (-2736.64771,-5.000000e-01), (2676.38159,487.890594)], [(-15.3303041,-3.906250e-03), (1.17549421E-38,-1.17549435E-38), (7283.3247,-2.560000e+02), (0x7F800001,-112.271797)], [(-21.1487217,8.696300e-04), (2.000000e+00,-1132.64404), (59.2715111,3.4601481), (-0.513347447,0.0107188458)], [(-0.0060719871,4.25116444), (-4483.83447,0x7FC00000), (31.3412647,-83.1182708), (-0.0211378615,-0.0211382154)], [(-1.17549421E-38,-4.34438038), (0.4688434,-73.6583251), (-5.71404642E-4,0.00175729615), (0.00917410944,-8.000000e+00)]], [[(0.0061070011,121.182358), (-0.00179722137,-1.15820515), (3717.64795,2.560000e+02), (-0.00865693949,-0.106385067)], [(-1.17549421E-38,0.052546531), (-0.728574275,8.0842514), (-3.99322224,1.17549435E-38), (1834.22449,126.459595)], [(-0.0318293683,-5.273990e+00), (0xFF800000,50.2027588), (-9.72784706E-4,-0.230976611), (0.206025243,0x7FC00000)], [(0.00110959879,1.000000e+00), (0.00652052509,-0.000000e+00), (2.560000e+02,-0.0224510208), (-0.0014016527,-0.016975861)], [(0.00453649135,-0.00720049813), (1837.61328,-6.42297745), (-675.572693,-5990.84375), (2.6210835,0.00273867627)]]]> : tensor<4x5x4xcomplex<f32>>
    %0 = stablehlo.maximum %cst, %arg0 : tensor<4x5x4xcomplex<f32>>
    return %0 : tensor<4x5x4xcomplex<f32>>
  }
}
'''

# (dtype, shape, the input's bytes in hex, row-major, little-endian)
INPUTS = [
    (np.complex64, (4, 5, 4, ), '01000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000'),
]

# (output, index, complex part, wrong bits, correct bits, what the backend
#  gave, what the spec allows)
ELEMENTS = [
    (0, (2, 1, 1), 'real', 0x1, 0x007FFFFF, r'''0x1''', r'''stablehlo.maximum element [2, 1, 1] (real part) of complex<f32>: expected exactly 0x007FFFFF (1.17549421E-38)
  or, with subnormal inputs read as zero: expected exactly 0x00000000 (0.000000e+00)
  or, with a signaling NaN operand signals invalid: the result is a NaN: expected exactly 0x007FFFFF (1.17549421E-38)
  or, with complex special values outside C Annex G (the spec does not adopt it): a NaN part makes any result, an infinite part NaN, ±Inf or ±0: expected exactly 0x007FFFFF (1.17549421E-38)
  actual    0x00000001 (1.401300e-45)
  error: 8388606 ulp'''),
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
