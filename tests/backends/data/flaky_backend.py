"""A deliberately unreliable worker for the subprocess backend's tests.

Element-wise add of two i32 or f32 tensors, in pure Python; execute of a
program with stablehlo.subtract kills the worker with SIGSEGV, one with
stablehlo.multiply hangs; any other op is NotSupported at compile. When
HLO_CTS_BACKEND_CONFIG names a file, the worker appends its pid to it (so a
test can check that no worker outlives its backend).
"""
import os
import signal
import struct
import sys
import time

SOURCE_DIR = os.environ.get("HLO_CTS_SOURCE_DIR") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
sys.path.insert(0, os.path.join(SOURCE_DIR, "backends", "python"))
import hlo_cts_backend as hcb  # noqa: E402

FORMATS = {"i32": "i", "f32": "f"}


def wrap_i32(value):
    return (value + 2**31) % 2**32 - 2**31


class Flaky(hcb.Backend):
    def capabilities(self):
        return hcb.capabilities(
            "flaky", version="test", ops=["stablehlo.add", "stablehlo.subtract",
                                          "stablehlo.multiply", "func.func", "func.return"],
            element_types=["i32", "f32"])

    def compile(self, program_text, entry):
        for op in ("stablehlo.subtract", "stablehlo.multiply", "stablehlo.add"):
            if op in program_text:
                return op
        raise hcb.NotSupported("flaky runs only add, subtract and multiply")

    def execute(self, op, inputs):
        if op == "stablehlo.subtract":
            print("flaky: crashing on purpose", file=sys.stderr, flush=True)
            os.kill(os.getpid(), signal.SIGSEGV)
        if op == "stablehlo.multiply":
            while True:
                time.sleep(60)
        a, b = inputs
        if a.type != b.type or a.element_type not in FORMATS:
            raise hcb.BackendError("add of %s and %s" % (a.type, b.type))
        fmt = "<%d%s" % (a.num_elements, FORMATS[a.element_type])
        sums = [x + y for x, y in zip(struct.unpack(fmt, a.data), struct.unpack(fmt, b.data))]
        if a.element_type == "i32":
            sums = [wrap_i32(s) for s in sums]
        return [hcb.Tensor(a.type, struct.pack(fmt, *sums))]


if __name__ == "__main__":
    if hcb.config():
        with open(hcb.config(), "a") as pids:
            pids.write("%d\n" % os.getpid())
    sys.exit(hcb.serve(Flaky()))
