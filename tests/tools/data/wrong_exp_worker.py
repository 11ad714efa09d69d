"""A worker backend that gets stablehlo.exponential wrong, for `hlo-cts reduce`.

It runs programs of element-wise f32 ops (add, subtract, multiply, negate,
abs, maximum, exponential) in pure Python, reading the canonical text hlo-cts
prints, and returns exp's results with the last bit of every element flipped.
Anything else is NotSupported, which the reducer treats as a different
failure and so never keeps.
"""
import math
import os
import re
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "backends", "python"))
import hlo_cts_backend as hcb  # noqa: E402

UNARY = {"negate": lambda x: -x, "abs": abs}
BINARY = {"add": lambda x, y: x + y, "subtract": lambda x, y: x - y,
          "multiply": lambda x, y: x * y, "maximum": max}
OP_LINE = re.compile(r"^\s*(%\w+) = stablehlo\.(\w+) ([^:]*?) : (tensor<[^>]*>)")
RETURN_LINE = re.compile(r"^\s*(?:func\.)?return (.*?) :")
ENTRY_LINE = re.compile(r"func\.func (?:public )?@(\w+)\((.*?)\)")


def f32(x):
    """x rounded to f32 (double arithmetic of f32 operands rounds correctly)."""
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def wrong_exp(x):
    try:
        value = f32(math.exp(x))
    except OverflowError:
        value = math.inf
    bits = struct.unpack("<I", struct.pack("<f", value))[0] ^ 1
    return struct.unpack("<f", struct.pack("<I", bits))[0]


class WrongExp(hcb.Backend):
    def capabilities(self):
        return hcb.capabilities(
            "wrong-exp", version="test",
            ops=["stablehlo." + op for op in list(UNARY) + list(BINARY) + ["exponential"]],
            element_types=["f32"])

    def compile(self, program_text, entry):
        arguments, steps, outputs = None, [], None
        for line in program_text.splitlines():
            found = ENTRY_LINE.search(line)
            if found and found.group(1) == entry:
                arguments = re.findall(r"(%\w+):", found.group(2))
                continue
            found = OP_LINE.match(line)
            if found:
                name, op, operands = found.group(1), found.group(2), found.group(3)
                if op not in UNARY and op not in BINARY and op != "exponential":
                    raise hcb.NotSupported("wrong-exp does not run stablehlo." + op)
                steps.append((name, op, re.findall(r"%\w+", operands)))
                continue
            found = RETURN_LINE.match(line)
            if found and arguments is not None and outputs is None:
                outputs = re.findall(r"%\w+", found.group(1))
        if arguments is None or outputs is None:
            raise hcb.NotSupported("wrong-exp runs one function of element-wise ops")
        return arguments, steps, outputs

    def execute(self, program, inputs):
        arguments, steps, outputs = program
        values, types = {}, {}
        for name, tensor in zip(arguments, inputs):
            count = tensor.num_elements
            values[name] = list(struct.unpack("<%df" % count, tensor.data))
            types[name] = tensor.type
        for name, op, operands in steps:
            args = [values[operand] for operand in operands]
            if op == "exponential":
                values[name] = [wrong_exp(x) for x in args[0]]
            elif op in UNARY:
                values[name] = [f32(UNARY[op](x)) for x in args[0]]
            else:
                values[name] = [f32(BINARY[op](x, y)) for x, y in zip(*args)]
            types[name] = types[operands[0]]
        return [hcb.Tensor(types[name], struct.pack("<%df" % len(values[name]), *values[name]))
                for name in outputs]


if __name__ == "__main__":
    hcb.serve(WrongExp())
