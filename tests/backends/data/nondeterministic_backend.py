"""A worker whose outputs change from one execution to the next, for the
tests of `hlo-cts run --repeat` and `--retries`.

Element-wise add of two i32 tensors in pure Python; every second execution
of the worker's life adds one to the first element, as a reduction whose
order changes between runs would change its last bits.
"""
import os
import struct
import sys

SOURCE_DIR = os.environ.get("HLO_CTS_SOURCE_DIR") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
sys.path.insert(0, os.path.join(SOURCE_DIR, "backends", "python"))
import hlo_cts_backend as hcb  # noqa: E402


class Nondeterministic(hcb.Backend):
    executions = 0

    def capabilities(self):
        return hcb.capabilities("nondeterministic", version="test",
                                ops=["stablehlo.add", "func.func", "func.return"],
                                element_types=["i32"])

    def compile(self, program_text, entry):
        return "add"

    def execute(self, handle, inputs):
        self.executions += 1
        a, b = inputs
        fmt = "<%di" % a.num_elements
        sums = [(x + y + 2**31) % 2**32 - 2**31
                for x, y in zip(struct.unpack(fmt, a.data), struct.unpack(fmt, b.data))]
        if self.executions % 2 == 0:
            sums[0] += 1
        return [hcb.Tensor(a.type, struct.pack(fmt, *sums))]


if __name__ == "__main__":
    sys.exit(hcb.serve(Nondeterministic()))
