"""Write an hlo-cts backend adapter in Python (standard library only).

An adapter is a worker process that hlo-cts starts as
``--backend "subprocess:exec python3 my_adapter.py"`` and talks to over
stdin/stdout with the protocol of backends/PROTOCOL.md. This module does the
protocol; the adapter implements three methods and calls ``serve``::

    import hlo_cts_backend as hcb

    class MyBackend(hcb.Backend):
        def capabilities(self):
            return hcb.capabilities("mine", version="1.0", ops=["stablehlo.add"])
        def compile(self, program_text, entry):
            return compiled_thing          # any object; raise NotSupported/BackendError
        def execute(self, executable, inputs):
            return [hcb.Tensor("tensor<4xf32>", data)]   # one per entry result

    hcb.serve(MyBackend())

Tensors carry their MLIR type text ("tensor<2x3xf32>"), shape, element type
name and raw bytes: little-endian, one element after another in row-major
order, storage_bytes(element_type) bytes each; sub-byte types take one byte
with only their low bits used (i1 is 0 or 1); complex numbers are the real
part then the imaginary part. ``to_numpy``/``from_numpy`` convert when numpy
is importable.

Raising NotSupported(msg) replies "not-supported", BackendError(msg)
"error", Timeout(msg) "timeout"; any other exception is reported as "crash"
and the worker keeps serving. The config text given to hlo-cts
(--backend-config) is ``config()``. Anything printed goes to stderr: stdout
carries only protocol bytes.
"""

import json
import os
import sys
import traceback

PROTOCOL_VERSION = 1
MAX_HEADER_BYTES = 4 << 20

# Storage bytes of one element, by element type name.
_BITS = {
    "i1": 1, "i2": 2, "i4": 4, "i8": 8, "i16": 16, "i32": 32, "i64": 64,
    "ui2": 2, "ui4": 4, "ui8": 8, "ui16": 16, "ui32": 32, "ui64": 64, "index": 64,
    "f4E2M1FN": 4, "f6E2M3FN": 6, "f6E3M2FN": 6, "f8E3M4": 8, "f8E4M3": 8,
    "f8E4M3FN": 8, "f8E4M3FNUZ": 8, "f8E4M3B11FNUZ": 8, "f8E5M2": 8,
    "f8E5M2FNUZ": 8, "f8E8M0FNU": 8, "bf16": 16, "f16": 16, "tf32": 19,
    "f32": 32, "f64": 64, "complex<f32>": 64, "complex<f64>": 128,
}


def storage_bytes(element_type):
    """Bytes one element of `element_type` ("f32", "i4", ...) takes."""
    bits = _BITS[element_type]
    for size in (1, 2, 4, 8, 16):
        if bits <= 8 * size:
            return size
    raise ValueError(element_type)


class NotSupported(Exception):
    """The backend cannot run this program (op, type, feature)."""


class BackendError(Exception):
    """Compile: the program is invalid. Execute: a runtime error."""


class Timeout(Exception):
    """The backend stopped the call itself after timeout_ms."""


def parse_tensor_type(text):
    """"tensor<2x3xf32>" -> ([2, 3], "f32"); "tensor<f32>" -> ([], "f32")."""
    if not (text.startswith("tensor<") and text.endswith(">")):
        raise ValueError("not a tensor type: %r" % text)
    body, dims, depth, start = text[7:-1], [], 0, 0
    for i, c in enumerate(body):
        depth += c == "<"
        depth -= c == ">"
        if c == "x" and depth == 0 and body[start:i].isdigit():
            dims.append(int(body[start:i]))
            start = i + 1
    return dims, body[start:]


class Tensor:
    """One tensor: type text, shape, element type name and raw bytes."""

    __slots__ = ("type", "shape", "element_type", "data")

    def __init__(self, type_text, data):
        self.type = type_text
        self.shape, self.element_type = parse_tensor_type(type_text)
        self.data = bytes(data)

    @property
    def num_elements(self):
        n = 1
        for d in self.shape:
            n *= d
        return n

    def __repr__(self):
        return "Tensor(%r, %d bytes)" % (self.type, len(self.data))

    def to_numpy(self):
        """A numpy array of the values (needs numpy; common types only)."""
        import numpy as np
        dtype = _numpy_dtypes(np).get(self.element_type)
        if dtype is None:
            raise NotSupported("no numpy dtype for %s" % self.element_type)
        array = np.frombuffer(self.data, dtype=dtype).reshape(self.shape)
        if self.element_type in ("i2", "i4"):  # sign-extend the low bits
            bits = _BITS[self.element_type]
            array = ((array.astype(np.int8) << (8 - bits)) >> (8 - bits))
        return array.astype(bool) if self.element_type == "i1" else array

    @classmethod
    def from_numpy(cls, array, element_type):
        """A tensor of `element_type` holding numpy `array`'s values."""
        import numpy as np
        dtype = _numpy_dtypes(np).get(element_type)
        if dtype is None:
            raise NotSupported("no numpy dtype for %s" % element_type)
        values = np.ascontiguousarray(array).astype(dtype)
        if element_type in ("i2", "i4", "ui2", "ui4"):
            values = values & ((1 << _BITS[element_type]) - 1)
        shape = "".join("%dx" % d for d in values.shape)
        return cls("tensor<%s%s>" % (shape, element_type), values.tobytes())


def _numpy_dtypes(np):
    return {
        "i1": np.uint8, "i2": np.uint8, "i4": np.uint8, "ui2": np.uint8, "ui4": np.uint8,
        "i8": "<i1", "i16": "<i2", "i32": "<i4", "i64": "<i8", "index": "<i8",
        "ui8": "<u1", "ui16": "<u2", "ui32": "<u4", "ui64": "<u8",
        "f16": "<f2", "f32": "<f4", "f64": "<f8",
        "complex<f32>": "<c8", "complex<f64>": "<c16",
    }


def capabilities(name, version="", profile="strict", ops=(), element_types=(),
                 intermediates=False):
    """The hello reply's capabilities. Empty ops/element_types: all of them."""
    return {"name": name, "version": version, "profile": profile, "ops": list(ops),
            "element_types": list(element_types), "intermediates": bool(intermediates)}


def config():
    """The --backend-config text hlo-cts passed ("" when none)."""
    return os.environ.get("HLO_CTS_BACKEND_CONFIG", "")


class Backend:
    """Base class of an adapter; override the three methods (release optional)."""

    def capabilities(self):
        raise NotImplementedError

    def compile(self, program_text, entry):
        raise NotImplementedError

    def execute(self, executable, inputs):
        raise NotImplementedError

    def release(self, executable):
        pass


class ProtocolError(Exception):
    """The request stream is corrupt; the worker cannot go on."""


def _read_exactly(stream, n):
    chunks = []
    while n > 0:
        chunk = stream.read(n)
        if not chunk:
            raise ProtocolError("the stream ended inside a frame")
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def read_frame(stream):
    """(header dict, [blob bytes]) or None at end of input."""
    line = stream.readline(MAX_HEADER_BYTES + 1)
    if not line:
        return None
    if not line.endswith(b"\n"):
        raise ProtocolError("a header line is truncated or longer than %d bytes"
                            % MAX_HEADER_BYTES)
    try:
        header = json.loads(line)
    except ValueError as e:
        raise ProtocolError("a header is not JSON: %s" % e)
    if not isinstance(header, dict):
        raise ProtocolError("a header is not a JSON object")
    lengths = header.get("blobs", [])
    if not isinstance(lengths, list) or not all(
            isinstance(n, int) and n >= 0 for n in lengths):
        raise ProtocolError('"blobs" must list non-negative integers')
    return header, [_read_exactly(stream, n) for n in lengths]


def write_frame(stream, header, blobs=()):
    """Writes one frame: the header as one JSON line, then the blobs."""
    if blobs:
        header = dict(header, blobs=[len(b) for b in blobs])
    stream.write(json.dumps(header, separators=(",", ":")).encode() + b"\n")
    for blob in blobs:
        stream.write(blob)
    stream.flush()


class _Server:
    def __init__(self, backend):
        self.backend = backend
        self.executables = {}
        self.next_handle = 1

    def handle(self, header, blobs):
        """The reply (header, blobs) to one request; raises on failure."""
        kind = header.get("kind")
        if kind == "hello":
            if header.get("protocol") != PROTOCOL_VERSION:
                raise BackendError("this worker speaks protocol version %d, not %r"
                                   % (PROTOCOL_VERSION, header.get("protocol")))
            return {"status": "ok", "protocol": PROTOCOL_VERSION,
                    "capabilities": self.backend.capabilities()}, []
        if kind == "compile":
            if len(blobs) != 1:
                raise BackendError("compile: expected one blob (the program text)")
            text = blobs[0].decode("utf-8", errors="replace")
            executable = self.backend.compile(text, header.get("entry", "main"))
            handle, self.next_handle = self.next_handle, self.next_handle + 1
            self.executables[handle] = executable
            return {"status": "ok", "handle": handle}, []
        handle = header.get("handle")
        if kind == "execute":
            if not isinstance(handle, int) or handle not in self.executables:
                raise BackendError("unknown executable handle %r" % (handle,))
            types = header.get("inputs", [])
            if len(types) != len(blobs):
                raise BackendError("execute: %d input types but %d blobs"
                                   % (len(types), len(blobs)))
            inputs = [Tensor(t, b) for t, b in zip(types, blobs)]
            outputs = self.backend.execute(self.executables[handle], inputs)
            return ({"status": "ok", "outputs": [t.type for t in outputs]},
                    [t.data for t in outputs])
        if kind == "release":
            executable = self.executables.pop(handle, None) if isinstance(handle, int) else None
            if executable is not None:
                self.backend.release(executable)
            return {"status": "ok"}, []
        if kind == "shutdown":
            return {"status": "ok"}, []
        raise BackendError("unknown request kind %r" % kind)


def _failure(status, message):
    return {"status": status, "message": str(message) or status}, []


def serve(backend, stdin=None, stdout=None):
    """Serves `backend` until shutdown or end of input. Returns the exit code."""
    if stdin is None:
        stdin = os.fdopen(os.dup(0), "rb")
    if stdout is None:
        stdout = os.fdopen(os.dup(1), "wb")
        os.dup2(2, 1)  # stray prints (here or in a native library) go to stderr
        sys.stdout = sys.stderr
    server = _Server(backend)
    while True:
        try:
            frame = read_frame(stdin)
        except ProtocolError as e:
            write_frame(stdout, *_failure("error", "unreadable request stream: %s" % e))
            return 1
        if frame is None:
            return 0
        header, blobs = frame
        try:
            reply = server.handle(header, blobs)
        except NotSupported as e:
            reply = _failure("not-supported", e)
        except BackendError as e:
            reply = _failure("error", e)
        except Timeout as e:
            reply = _failure("timeout", e)
        except Exception as e:  # the adapter's own bug: report it, keep serving
            traceback.print_exc(file=sys.stderr)
            reply = _failure("crash", "%s: %s" % (type(e).__name__, e))
        try:
            write_frame(stdout, *reply)
        except (BrokenPipeError, OSError):
            return 1
        if header.get("kind") == "shutdown":
            return 0
