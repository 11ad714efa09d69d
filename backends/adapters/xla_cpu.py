"""hlo-cts worker for XLA:CPU, the compiler inside jaxlib.

    hlo-cts run --backend "subprocess:exec .venv-peers/bin/python backends/adapters/xla_cpu.py" PATHS

jaxlib's PJRT CPU client compiles StableHLO text directly
(Client.compile_and_load); inputs go in as device arrays, so nothing is
constant-folded (hlo-cts already passes a test's constants as arguments).
"""

import os
import re

import peer_common as pc
from peer_common import hcb

# XLA:CPU only: where jax also has a GPU plugin (jax-cuda*-pjrt), starting
# it would claim most of the GPU's memory in every worker.
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402 (after JAX_PLATFORMS)
from jax._src import xla_bridge
from jax._src.lib import xla_client
import numpy as np

# Without x64, jax.device_put narrows 64-bit inputs to 32 bits.
jax.config.update("jax_enable_x64", True)


class XlaCpu(pc.PeerBackend):
    NAME = "xla-cpu"
    PROFILE = "xla-cpu"
    VERSION = pc.package_version("jaxlib") + " (XLA:CPU through PJRT)"
    UNSUPPORTED_TYPES = {
        # XLA's PrimitiveType has no 6-bit floats and jaxlib cannot transfer them.
        "f6E2M3FN": "no XLA primitive type",
        "f6E3M2FN": "no XLA primitive type",
    }
    UNSUPPORTED_OPS = {
        "interpreter.run_parallel": "a replica/partition grid needs a multi-device "
                                    "setup this adapter does not make",
        "interpreter.probe": "an op of the reference interpreter only",
        "stablehlo.dynamic_conv": "jaxlib's StableHLO to HLO translation has no lowering",
        # XLA:CPU's outfeed waits for the host to take the values, and the
        # PJRT execute this adapter calls has no reader (measured: no reply).
        "stablehlo.outfeed": "XLA:CPU blocks until a host reads the outfeed, which "
                             "this adapter does not do",
    }

    def unsupported_uses(self, program_text):
        if "!quant." in program_text:
            yield "quantized types", "they need lowering passes jaxlib does not run on " \
                                     "StableHLO handed to the compiler"
        # HLO defines cbrt on real floats only, and bitcast_convert between
        # complex types not at all (measured: both refused at compile).
        if "#complex.number" in program_text:
            yield "#complex.number attributes", "jaxlib's MLIR context registers no complex " \
                                                "dialect (measured: 'created with unregistered dialect')"
        if re.search(r"stablehlo\.cbrt[^\n]*complex", program_text):
            yield "stablehlo.cbrt on complex", "HLO cbrt takes real floats only"
        if re.search(r"stablehlo\.bitcast_convert[^\n]*complex", program_text):
            yield ("stablehlo.bitcast_convert of complex",
                   "HLO BitcastConvert refuses complex element types")

    def __init__(self):
        self.client = xla_bridge.get_backend("cpu")
        self.device = self.client.local_devices()[0]

    def compile_program(self, program_text, entry):
        try:
            return self.client.compile_and_load(pc.rename_entry(program_text, entry),
                                                xla_client.DeviceList((self.device,)),
                                                xla_client.CompileOptions())
        except Exception as e:  # XlaRuntimeError: "STATUS: message"
            raise _classify(e)

    def execute(self, executable, inputs):
        arrays = [jax.device_put(pc.to_numpy(t), self.device) for t in inputs]
        try:
            results = executable.execute(arrays)
        except Exception as e:
            raise hcb.BackendError("execute: %s" % e)
        return [_output(np.asarray(r)) for r in results]


def _output(array):
    # XLA stores a pred in a byte; a bitcast_convert to i1 copies whole
    # bytes into it (measured: f64 -> 64 x i1 gives bytes like 0xEF). Say so
    # rather than let the runner report a malformed reply.
    if array.dtype == np.bool_:
        raw = array.view(np.uint8)
        if (raw > 1).any():
            raise hcb.BackendError("XLA returned i1 elements that are neither 0 nor 1 "
                                   "(bytes %s...): it treats i1 as 8 bits wide"
                                   % raw[raw > 1][:4].tolist())
    return pc.from_numpy(array)


def _classify(error):
    """UNIMPLEMENTED is XLA saying it cannot run a valid program; anything
    else is a rejection (the runner decides whether the program was valid)."""
    message = str(error)
    if message.startswith("UNIMPLEMENTED"):
        return hcb.NotSupported(message)
    return hcb.BackendError(message)


if __name__ == "__main__":
    pc.serve(XlaCpu())
