"""hlo-cts worker for the StableHLO reference interpreter that jaxlib ships
(jaxlib.mlir.dialects.stablehlo.eval_module).

    hlo-cts run --backend "subprocess:exec .venv-peers/bin/python backends/adapters/stablehlo_interpreter.py" PATHS

The interpreter takes and returns MLIR DenseElementsAttr values, and
jaxlib's Python bindings read and build those only for some element types
(no complex at all; no bf16, f8, f6, f4 or sub-byte integers through the
buffer protocol). So the adapter wraps the entry in a new @main that takes
every complex argument as its real and imaginary parts, and returns every
result in a type the bindings read exactly: complex as real and imaginary
parts, bf16/f16/f8 bitcast to unsigned integers of their width, f6/f4 and
2/4-bit integers converted to f32 or 8-bit integers (exact: every value of
those types is representable there and they have no NaN payloads).
"""

import re
import tempfile

import peer_common as pc
from peer_common import hcb

from jax._src.interpreters import mlir as jax_mlir
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo
import numpy as np

# How a result of each element type travels back: (op, carrier type).
_OUT_CARRIERS = {
    "bf16": ("bitcast_convert", "ui16"), "f16": ("bitcast_convert", "ui16"),
    "f6E2M3FN": ("convert", "f32"), "f6E3M2FN": ("convert", "f32"),
    "f4E2M1FN": ("convert", "f32"),
    "i2": ("convert", "i8"), "i4": ("convert", "i8"),
    "ui2": ("convert", "ui8"), "ui4": ("convert", "ui8"),
}
for _name in pc.DTYPES:
    if _name.startswith("f8"):
        _OUT_CARRIERS[_name] = ("bitcast_convert", "ui8")

_INNER = "hlo_cts_entry"


def _complex_part(element_type):
    return element_type[len("complex<"):-1] if element_type.startswith("complex<") else None


class _Signature:
    """An entry function's argument and result types, as (shape, element type)."""

    def __init__(self, function_type):
        self.inputs = [_split(t) for t in function_type.inputs]
        self.results = [_split(t) for t in function_type.results]


def _split(mlir_type):
    tensor = ir.RankedTensorType(mlir_type)
    return list(tensor.shape), str(tensor.element_type)


# Ops the interpreter runs only inside interpreter.run_parallel: outside it
# each aborts the process ("all_reduce is only supported when run via
# interpreter.run_parallel", measured for every one). A program with one is
# called through a run_parallel of one process, the grid it is judged on.
_GRID_OPS = ("stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.all_to_all",
             "stablehlo.collective_broadcast", "stablehlo.collective_permute",
             "stablehlo.reduce_scatter", "stablehlo.replica_id", "stablehlo.partition_id")


def _needs_grid(program_text):
    return "interpreter.run_parallel" not in program_text and any(
        op in program_text for op in _GRID_OPS)


def _wrapper(signature, grid=False):
    """The text of @main calling @hlo_cts_entry with the conversions above
    (through a run_parallel of one process when `grid`)."""
    params, call_args, body = [], [], []
    for i, (shape, element) in enumerate(signature.inputs):
        part = _complex_part(element)
        if part:
            params += ["%%re%d: %s" % (i, pc.tensor_type(shape, part)),
                       "%%im%d: %s" % (i, pc.tensor_type(shape, part))]
            body.append('%%in%d = "stablehlo.complex"(%%re%d, %%im%d) : (%s, %s) -> %s' % (
                i, i, i, pc.tensor_type(shape, part), pc.tensor_type(shape, part),
                pc.tensor_type(shape, element)))
        else:
            params.append("%%in%d: %s" % (i, pc.tensor_type(shape, element)))
        call_args.append("%%in%d" % i)
    in_types = [pc.tensor_type(s, e) for s, e in signature.inputs]
    out_types = [pc.tensor_type(s, e) for s, e in signature.results]
    n = len(out_types)
    if grid:
        call = '"interpreter.run_parallel"(%s) {programs = [[@%s]]} : (%s) -> (%s)' % (
            ", ".join(call_args), _INNER, ", ".join(in_types), ", ".join(out_types))
    else:
        call = "func.call @%s(%s) : (%s) -> (%s)" % (
            _INNER, ", ".join(call_args), ", ".join(in_types), ", ".join(out_types))
    body.append(("%%r%s = " % (":%d" % n if n > 1 else "") if n else "") + call)
    returned, returned_types = [], []
    for i, (shape, element) in enumerate(signature.results):
        value = "%%r#%d" % i if n > 1 else "%r"
        part = _complex_part(element)
        if part:
            for op in ("real", "imag"):
                body.append('%%%s%d = "stablehlo.%s"(%s) : (%s) -> %s' % (
                    op, i, op, value, out_types[i], pc.tensor_type(shape, part)))
                returned.append("%%%s%d" % (op, i))
                returned_types.append(pc.tensor_type(shape, part))
        elif element in _OUT_CARRIERS:
            op, carrier = _OUT_CARRIERS[element]
            body.append('%%out%d = "stablehlo.%s"(%s) : (%s) -> %s' % (
                i, op, value, out_types[i], pc.tensor_type(shape, carrier)))
            returned.append("%%out%d" % i)
            returned_types.append(pc.tensor_type(shape, carrier))
        else:
            returned.append(value)
            returned_types.append(out_types[i])
    body.append("func.return %s" % (", ".join(returned) + " : " + ", ".join(returned_types)
                                    if returned else ""))
    return "  func.func @main(%s) -> (%s) {\n    %s\n  }\n" % (
        ", ".join(params), ", ".join(returned_types), "\n    ".join(body))


def _attribute(tensor):
    """A DenseElementsAttr holding the protocol tensor's exact bytes."""
    type_text = tensor.type
    if tensor.element_type == "i1":  # the hex form packs i1 differently: go through numpy
        return ir.DenseElementsAttr.get(pc.to_numpy(tensor),
                                        type=ir.IntegerType.get_signless(1))
    return ir.Attribute.parse('dense<"0x%s"> : %s' % (tensor.data.hex().upper(), type_text))


def _read(attribute, shape):
    array = np.array(attribute)
    if array.shape != tuple(shape):  # a splat reads as one element
        array = np.broadcast_to(array.reshape(-1)[:1], shape)
    return array


class StablehloInterpreter(pc.PeerBackend):
    NAME = "stablehlo-interpreter"
    PROFILE = "stablehlo-interpreter"
    VERSION = "%s (StableHLO %s reference interpreter)" % (
        pc.package_version("jaxlib"), stablehlo.get_current_version())
    UNSUPPORTED_TYPES = {}
    # The interpreter aborts the whole process ("LLVM ERROR: Unsupported
    # op") on these (measured), so they must not reach it.
    # Every chlo op, too (unsupported_uses).
    UNSUPPORTED_OPS = {
        "interpreter.print": "no interpreter kernel in jaxlib's build",
        "stablehlo.create_token": "no interpreter kernel",
        "stablehlo.collective_reduce": "newer than jaxlib's StableHLO",
        # "Operation ... is unsupported at the moment. However, this operation
        # can be decomposed into supported operations" (measured, each).
        "stablehlo.batch_norm_grad": "no interpreter kernel (decomposable, StableHLO #1571)",
        "stablehlo.batch_norm_inference": "no interpreter kernel (decomposable, StableHLO #1571)",
        "stablehlo.batch_norm_training": "no interpreter kernel (decomposable, StableHLO #1571)",
        "stablehlo.cholesky": "no interpreter kernel (decomposable, StableHLO #1571)",
        "stablehlo.rng": "no interpreter kernel (decomposable, StableHLO #1571)",
        "stablehlo.rng_bit_generator": "no interpreter kernel (decomposable, StableHLO #1571)",
    }

    def unsupported_uses(self, program_text):
        # The interpreter runs StableHLO only: chlo.erf, broadcast_add,
        # broadcast_compare, broadcast_divide, mulhi, scan, ragged_dot,
        # constant, constant_like all abort it ("Unsupported op", measured).
        for op in sorted(pc.ops_in(program_text)):
            if op.startswith("chlo."):
                yield op, "the interpreter has no CHLO kernels"
        if "!quant." in program_text:
            yield "quantized types", "jaxlib's MLIR registers no quant dialect"
        if "interpreter.run_parallel" not in program_text:
            # Outside it, outfeed aborts ("outfeed is only supported when run
            # via interpreter.run_parallel") and send to the host crashes
            # (SIGSEGV), both measured. (The collectives, replica_id and
            # partition_id run inside the wrapper's run_parallel: _GRID_OPS.)
            for op in ("stablehlo.outfeed", "stablehlo.send"):
                if op in program_text:
                    yield op, "the interpreter runs it only inside interpreter.run_parallel"
        if re.search(r'"stablehlo\.collective_broadcast"\(%[^,)]+,', program_text):
            yield ("variadic stablehlo.collective_broadcast",
                   "jaxlib's StableHLO takes a single operand")

    def __init__(self):
        self.context = jax_mlir.make_ir_context()
        stablehlo.register_interpreter_dialect(self.context)
        # interpreter.probe writes what it sees into this directory.
        self.probe_dir = tempfile.mkdtemp(prefix="hlo-cts-interpreter-probe-")

    def compile_program(self, program_text, entry):
        with self.context:
            try:
                module = ir.Module.parse(program_text)  # parses and verifies
            except ir.MLIRError as e:
                if "unregistered operation" in str(e):  # an op newer than jaxlib's
                    raise hcb.NotSupported(str(e))
                raise hcb.BackendError(str(e))
            signature = None
            for op in module.body.operations:
                if op.operation.name == "func.func" and \
                        ir.StringAttr(op.attributes["sym_name"]).value == entry:
                    signature = _Signature(ir.TypeAttr(op.attributes["function_type"]).value)
            if signature is None:
                raise hcb.BackendError("no function @%s" % entry)
            text = pc.rename_entry(program_text, entry, _INNER)
            closing = text.rstrip().rfind("}")
            text = text[:closing] + _wrapper(signature, _needs_grid(program_text)) + \
                text[closing:]
            try:
                return ir.Module.parse(text), signature
            except ir.MLIRError as e:  # the wrapper is this adapter's, so its bug
                raise RuntimeError("the adapter's wrapper does not verify: %s" % e)

    def execute(self, executable, inputs):
        module, signature = executable
        with self.context:
            args = []
            for tensor in inputs:
                part = _complex_part(tensor.element_type)
                if part:
                    values = pc.to_numpy(tensor)
                    for half in (values.real, values.imag):
                        args.append(_attribute(pc.from_numpy(half, part)))
                else:
                    args.append(_attribute(tensor))
            try:
                results = stablehlo.eval_module(module, args,
                                                probe_instrumentation_dir=self.probe_dir)
            except Exception as e:
                message = str(e)
                if "unsupported" in message.lower() or "not supported" in message.lower():
                    raise hcb.NotSupported(message)
                raise hcb.BackendError(message)
            results = list(results)
            outputs = []
            for shape, element in signature.results:
                part = _complex_part(element)
                if part:
                    value = np.empty(shape, dtype=pc.DTYPES[element])
                    value.real = _read(results.pop(0), shape)
                    value.imag = _read(results.pop(0), shape)
                elif element in _OUT_CARRIERS:
                    op, _ = _OUT_CARRIERS[element]
                    carried = _read(results.pop(0), shape)
                    value = carried.view(pc.DTYPES[element]) if op == "bitcast_convert" \
                        else carried.astype(pc.DTYPES[element])
                else:
                    value = _read(results.pop(0), shape)
                outputs.append(pc.from_numpy(value, element))
            return outputs


if __name__ == "__main__":
    pc.serve(StablehloInterpreter())
