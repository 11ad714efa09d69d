"""What the peer adapters (xla_cpu.py, iree_cpu.py, stablehlo_interpreter.py)
share: element types as numpy dtypes, tensors in and out of the protocol's
byte layout, and a Backend base class that turns away what a peer cannot run
(with the reason) before handing a program to it.

The adapters run in the virtual environment tools/setup-peers.sh makes
(numpy, ml_dtypes, jax, IREE); hlo_cts_backend.py itself is stdlib-only.
"""

import importlib.metadata
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import hlo_cts_backend as hcb  # noqa: E402

import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

# Element type (as spelt in MLIR types) -> numpy dtype. ml_dtypes gives the
# bf16, f8, f6, f4 and 2/4-bit integer types; each stores one element per
# byte with the value in the low bits, as the protocol does.
DTYPES = {
    "i1": np.dtype(np.bool_),
    "i2": np.dtype(ml_dtypes.int2), "i4": np.dtype(ml_dtypes.int4),
    "i8": np.dtype(np.int8), "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32), "i64": np.dtype(np.int64),
    "ui2": np.dtype(ml_dtypes.uint2), "ui4": np.dtype(ml_dtypes.uint4),
    "ui8": np.dtype(np.uint8), "ui16": np.dtype(np.uint16),
    "ui32": np.dtype(np.uint32), "ui64": np.dtype(np.uint64),
    "f16": np.dtype(np.float16), "bf16": np.dtype(ml_dtypes.bfloat16),
    "f32": np.dtype(np.float32), "f64": np.dtype(np.float64),
    "complex<f32>": np.dtype(np.complex64), "complex<f64>": np.dtype(np.complex128),
    "f8E3M4": np.dtype(ml_dtypes.float8_e3m4),
    "f8E4M3": np.dtype(ml_dtypes.float8_e4m3),
    "f8E4M3FN": np.dtype(ml_dtypes.float8_e4m3fn),
    "f8E4M3FNUZ": np.dtype(ml_dtypes.float8_e4m3fnuz),
    "f8E4M3B11FNUZ": np.dtype(ml_dtypes.float8_e4m3b11fnuz),
    "f8E5M2": np.dtype(ml_dtypes.float8_e5m2),
    "f8E5M2FNUZ": np.dtype(ml_dtypes.float8_e5m2fnuz),
    "f8E8M0FNU": np.dtype(ml_dtypes.float8_e8m0fnu),
    "f6E2M3FN": np.dtype(ml_dtypes.float6_e2m3fn),
    "f6E3M2FN": np.dtype(ml_dtypes.float6_e3m2fn),
    "f4E2M1FN": np.dtype(ml_dtypes.float4_e2m1fn),
}
ELEMENT_TYPES = {dtype: name for name, dtype in DTYPES.items()}

# Bits of the types narrower than their one-byte storage: the protocol wants
# the bits above them zero.
_NARROW_BITS = {"i2": 2, "ui2": 2, "i4": 4, "ui4": 4, "f4E2M1FN": 4,
                "f6E2M3FN": 6, "f6E3M2FN": 6}


def to_numpy(tensor):
    """The protocol tensor `tensor` as a numpy array (exact bits kept)."""
    dtype = DTYPES.get(tensor.element_type)
    if dtype is None:
        raise hcb.NotSupported("no numpy dtype for %s" % tensor.element_type)
    return np.frombuffer(tensor.data, dtype=dtype).reshape(tensor.shape)


def tensor_type(shape, element_type):
    return "tensor<%s%s>" % ("".join("%dx" % d for d in shape), element_type)


def from_numpy(array, element_type=None):
    """A protocol tensor of `array`; its element type from the dtype unless given."""
    array = np.asarray(array)  # (np.ascontiguousarray would make a scalar 1-d)
    if element_type is None:
        element_type = ELEMENT_TYPES.get(array.dtype)
        if element_type is None:
            raise hcb.BackendError("the peer returned an unknown dtype %s" % array.dtype)
    array = array.astype(DTYPES[element_type], copy=False)
    data = array.tobytes(order="C")
    if element_type in _NARROW_BITS:
        mask = (1 << _NARROW_BITS[element_type]) - 1
        data = (np.frombuffer(data, np.uint8) & mask).tobytes()
    return hcb.Tensor(tensor_type(array.shape, element_type), data)


_OP_NAME = re.compile(r"\b((?:stablehlo|chlo|interpreter)\.[a-z_0-9]+)\b")


def ops_in(program_text):
    """The stablehlo/chlo/interpreter op names a program uses (pretty and generic form)."""
    return {m.group(1) for m in _OP_NAME.finditer(program_text)}


def rename_entry(program_text, entry, new_name="main"):
    """The program with function @`entry` renamed @`new_name` (and a
    function already named so renamed out of the way), for peers that run
    @main only. hlo-cts names a test's entry otherwise when the file has a
    @main of its own."""
    if entry == new_name:
        return program_text
    program_text = re.sub(r"@%s\b(?![.$\w])" % re.escape(new_name),
                          "@%s_renamed_by_hlo_cts" % new_name, program_text)
    return re.sub(r"@%s\b(?![.$\w])" % re.escape(entry), "@" + new_name, program_text)


def _split_top_level(text, separator=","):
    """`text` split at `separator`s outside <...>, (...) and {...}."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "<({":
            depth += 1
        elif c in ">)}":
            depth -= 1
        elif c == separator and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return [p for p in parts if p]


def _element_type(tensor_type):
    """The protocol's element type of a printed tensor type: its storage type
    for a quantized one (!quant.uniform<u8:f32, ...> is ui8); None when it is
    not a tensor type this module names."""
    if not tensor_type.startswith("tensor<") or not tensor_type.endswith(">"):
        return None
    inner = tensor_type[len("tensor<"):-1]
    depth, cut = 0, -1
    for i, c in enumerate(inner):  # the last 'x' outside nested <...> ends the shape
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif c == "x" and depth == 0 and inner[:i].replace("x", "").replace("?", "").isdigit():
            cut = i
    element = inner[cut + 1:]
    quant = re.match(r"!quant\.uniform<([a-z]+)(\d+)", element)
    if quant:
        element = ("ui" if quant.group(1) == "u" else "i") + quant.group(2)
    return element if element in DTYPES else None


def entry_result_types(program_text, entry):
    """The protocol element types of function @`entry`'s results, from the
    program's text (None for a result it cannot name), or None when the text
    has no such function."""
    m = re.search(r"func\.func\s+(?:public\s+)?@%s\(" % re.escape(entry), program_text)
    if not m:
        return None
    i, depth = m.end(), 1
    while i < len(program_text) and depth:
        depth += {"(": 1, ")": -1}.get(program_text[i], 0)
        i += 1
    rest = program_text[i:].lstrip()
    if not rest.startswith("->"):
        return []
    rest = rest[2:].lstrip()
    if rest.startswith("("):
        depth, j = 0, 0
        for j, c in enumerate(rest):
            depth += {"(": 1, ")": -1, "<": 1, ">": -1}.get(c, 0)
            if depth == 0:
                break
        results = _split_top_level(rest[1:j])
    else:
        depth, j = 0, 0
        for j, c in enumerate(rest):
            depth += {"<": 1, ">": -1}.get(c, 0)
            if depth == 0 and c == ">":
                break
        results = [rest[:j + 1]]
    # A result may carry attributes: "tensor<4xf32> {jax.result_info = ...}".
    return [_element_type(r.split(" {")[0].strip()) for r in results]


def as_declared(array, element_type):
    """`array` read as the declared `element_type` where a peer hands back an
    integer of the same width and the other signedness (IREE returns the i8
    storage of a u8-quantized result); otherwise as it is."""
    declared = DTYPES.get(element_type) if element_type else None
    if declared is None or array.dtype == declared:
        return array
    if array.dtype.kind in "iu" and declared.kind in "iu" and \
            array.dtype.itemsize == declared.itemsize:
        return array.view(declared)
    return array


def package_version(distribution):
    try:
        return "%s %s" % (distribution, importlib.metadata.version(distribution))
    except importlib.metadata.PackageNotFoundError:
        return "%s (version unknown)" % distribution


class PeerBackend(hcb.Backend):
    """A peer: what it cannot run is declared here, per op and per element
    type, each with a reason, and turned away as NotSupported before the
    peer sees it (so a report says why, instead of quoting a compiler's
    internal error).

    Subclasses set NAME, PROFILE, VERSION and UNSUPPORTED_TYPES /
    UNSUPPORTED_OPS ({name: reason}), and implement compile_program and
    execute."""

    NAME = PROFILE = VERSION = ""
    UNSUPPORTED_TYPES = {}
    UNSUPPORTED_OPS = {}

    def capabilities(self):
        types = [t for t in DTYPES if t not in self.UNSUPPORTED_TYPES]
        return hcb.capabilities(self.NAME, version=self.VERSION, profile=self.PROFILE,
                                element_types=types)

    def compile(self, program_text, entry):
        for op in sorted(ops_in(program_text)):
            reason = self.UNSUPPORTED_OPS.get(op)
            if reason:
                raise hcb.NotSupported("%s: %s (%s)" % (self.NAME, op, reason))
        for what, reason in self.unsupported_uses(program_text):
            raise hcb.NotSupported("%s: %s (%s)" % (self.NAME, what, reason))
        return self.compile_program(program_text, entry)

    def unsupported_uses(self, program_text):
        """(what, reason) for finer-grained gaps than a whole op; none by default."""
        return ()

    def compile_program(self, program_text, entry):
        raise NotImplementedError


def serve(backend):
    sys.exit(hcb.serve(backend))
