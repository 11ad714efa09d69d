#!/usr/bin/env python3
"""[stablehlo-interpreter] Fail stablehlo.gather i32: semantic

Reproduces it with jax alone (pip install jax): runs the StableHLO program
below on the inputs below with the StableHLO reference interpreter jaxlib
ships (jaxlib.mlir.dialects.stablehlo.eval_module), and compares the
elements listed with the correct ones (hlo-cts's MPFR oracle).
Exit 1 while the interpreter gives the wrong bits, 0 once it
gives the correct ones, 2 for anything else (then re-check with hlo-cts).
"""
import sys

import numpy as np
import ml_dtypes  # bf16 and f8 as numpy types
import re

import jaxlib
from jax._src.interpreters import mlir as jax_mlir
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

PEER = "the StableHLO reference interpreter"
VERSION = "jaxlib %s (StableHLO %s)" % (jaxlib.__version__, stablehlo.get_current_version())


def carrier(element):
    """What a value of `element` type goes in and out as: jaxlib's bindings
    take and read no complex values and read no bf16 or f8 ones, so complex
    travels as its real and imaginary parts and bf16/f8 results bitcast to
    unsigned integers (exact bits)."""
    if element.startswith("complex<"):
        return [element[len("complex<"):-1]] * 2
    if element == "bf16":
        return ["ui16"]
    if element.startswith("f8"):
        return ["ui8"]
    return [element]


def element_of(tensor_type):
    return str(ir.RankedTensorType(ir.Type.parse(str(tensor_type))).element_type)


def readable(signature):
    """PROGRAM with @main renamed @repro_entry and a new @main that takes
    and returns values as carrier() says (PROGRAM when none needs to)."""
    ins = [str(t) for t in signature.inputs]
    outs = [str(t) for t in signature.results]
    if all(carrier(element_of(t)) == [element_of(t)] for t in ins + outs):
        return PROGRAM
    params, names, body = [], [], []
    for i, in_type in enumerate(ins):
        element = element_of(in_type)
        if len(carrier(element)) == 2:
            part_type = in_type.replace(element, carrier(element)[0])
            params += ["%%re%d: %s" % (i, part_type), "%%im%d: %s" % (i, part_type)]
            body.append("%%a%d = stablehlo.complex %%re%d, %%im%d : %s" % (i, i, i, in_type))
        else:
            params.append("%%a%d: %s" % (i, in_type))
        names.append("%%a%d" % i)
    body.append("%%r%s = func.call @repro_entry(%s) : (%s) -> (%s)" % (
        ":%d" % len(outs) if len(outs) > 1 else "", ", ".join(names), ", ".join(ins),
        ", ".join(outs)))
    returned, returned_types = [], []
    for i, out in enumerate(outs):
        value = "%%r#%d" % i if len(outs) > 1 else "%r"
        element = element_of(out)
        carried = carrier(element)
        ops = ["real", "imag"] if len(carried) == 2 else \
            ["bitcast_convert"] if carried != [element] else []
        if not ops:
            returned.append(value)
            returned_types.append(out)
        for op, part in zip(ops, carried):
            part_type = out.replace(element, part)
            body.append("%%%s%d = stablehlo.%s %s : (%s) -> %s" % (op, i, op, value, out,
                                                                  part_type))
            returned.append("%%%s%d" % (op, i))
            returned_types.append(part_type)
    body.append("func.return %s : %s" % (", ".join(returned), ", ".join(returned_types)))
    wrapper = "func.func @main(%s) -> (%s) {\n  %s\n}\n" % (
        ", ".join(params), ", ".join(returned_types), "\n  ".join(body))
    text = re.sub(r"@main\(", "@repro_entry(", PROGRAM, count=1)
    if text.lstrip().startswith("module"):
        closing = text.rstrip().rfind("}")
        return text[:closing] + wrapper + text[closing:]
    return text + wrapper


def attribute(array, tensor_type):
    """A DenseElementsAttr of `array`'s exact bytes."""
    if array.dtype == np.bool_:
        return ir.DenseElementsAttr.get(array, type=ir.IntegerType.get_signless(1))
    return ir.Attribute.parse('dense<"0x%s"> : %s' % (array.tobytes().hex(), tensor_type))


def read(attribute, shape):
    array = np.array(attribute)
    if array.shape != tuple(shape):  # a splat reads as one element
        array = np.broadcast_to(array.reshape(-1)[:1], shape)
    return array


def run(arrays):
    context = jax_mlir.make_ir_context()
    stablehlo.register_interpreter_dialect(context)
    with context:
        module = ir.Module.parse(PROGRAM)
        main = next(op for op in module.body.operations
                    if ir.StringAttr(op.attributes["sym_name"]).value == "main")
        signature = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
        module = ir.Module.parse(readable(signature))
        args = []
        for array, type_ in zip(arrays, signature.inputs):
            element = element_of(type_)
            if len(carrier(element)) == 2:
                part_type = str(type_).replace(element, carrier(element)[0])
                args += [attribute(np.ascontiguousarray(array.real), part_type),
                         attribute(np.ascontiguousarray(array.imag), part_type)]
            else:
                args.append(attribute(array, type_))
        results = list(stablehlo.eval_module(module, args))
        outputs = []
        for type_ in signature.results:
            shape, element = list(ir.RankedTensorType(type_).shape), element_of(type_)
            carried = carrier(element)
            if len(carried) == 2:
                value = np.empty(shape, dtype=np.complex64 if carried[0] == "f32"
                                 else np.complex128)
                value.real = read(results.pop(0), shape)
                value.imag = read(results.pop(0), shape)
            elif carried != [element]:
                dtype = ml_dtypes.bfloat16 if element == "bf16" else \
                    getattr(ml_dtypes, "float8_" + element[2:].lower())
                value = read(results.pop(0), shape).view(dtype)
            else:
                value = read(results.pop(0), shape)
            outputs.append(value)
        return outputs


PROGRAM = r'''module {
  func.func @main(%arg0: tensor<2x2xi32>, %arg1: tensor<1x1xui32>) -> tensor<1x2xi32> {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 1>}> : (tensor<2x2xi32>, tensor<1x1xui32>) -> tensor<1x2xi32>
    return %0 : tensor<1x2xi32>
  }
}
'''

# (dtype, shape, the input's bytes in hex, row-major, little-endian)
INPUTS = [
    (np.int32, (2, 2, ), '00000000000000000000000002ae041c'),
    (np.uint32, (1, 1, ), 'ffffffff'),
]

# (output, index, complex part, wrong bits, correct bits, what the backend
#  gave, what the spec allows)
ELEMENTS = [
    (0, (0, 1), None, 0x0, 0x1C04AE02, r'''0x0''', r'''stablehlo.gather element [0, 1] of i32: expected exactly 470068738 (0x1C04AE02)
  actual    0 (0x0)
  off by -470068738'''),
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
