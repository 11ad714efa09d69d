"""hlo-cts worker for IREE's llvm-cpu target (iree-base-compiler and
iree-base-runtime from PyPI).

    hlo-cts run --backend "subprocess:exec .venv-peers/bin/python backends/adapters/iree_cpu.py" PATHS

Each program is compiled by iree-compile (a process the Python package
starts) to a VM flatbuffer for the host CPU, loaded into a fresh runtime
context on the single-threaded local-sync driver, and its entry function
called with numpy arrays.
"""

import peer_common as pc
from peer_common import hcb

import iree.compiler as ireec
import iree.runtime as ireert
import numpy as np

# f64 must stay f64: by default IREE demotes it to f32 on input.
COMPILE_FLAGS = ["--iree-llvmcpu-target-cpu=host", "--iree-input-demote-f64-to-f32=false"]

# Words in iree-compile's diagnostics that mean "valid, but IREE has no
# lowering for it"; any other compile error is a rejection of the program.
# "undefined symbol": llvm-cpu executables link no libm, so f64 (and
# complex) sin, cos, tanh, atan2, fmod, ... have no implementation (measured).
_NOT_SUPPORTED_MARKS = ("failed to legalize", "unsupported", "not supported",
                        "unimplemented", "not yet implemented", "unable to pack",
                        "undefined symbol")


class IreeCpu(pc.PeerBackend):
    NAME = "iree-cpu"
    PROFILE = "iree-cpu"
    VERSION = "%s, %s (llvm-cpu)" % (pc.package_version("iree-base-compiler"),
                                      pc.package_version("iree-base-runtime"))
    UNSUPPORTED_TYPES = {
        # iree-compile packs integers narrower than a byte two (or four) to a
        # byte and refuses tensors whose size is not a whole number of bytes.
        "i2": "sub-byte integers are stored packed", "ui2": "sub-byte integers are stored packed",
        "i4": "sub-byte integers are stored packed", "ui4": "sub-byte integers are stored packed",
        # No HAL element type (measured: "'hal.element_type' op unsupported").
        "f8E3M4": "no HAL element type", "f8E4M3": "no HAL element type",
        "f8E4M3B11FNUZ": "no HAL element type",
        # "Unsupported tensor type unable to pack to bytes" (measured).
        "f4E2M1FN": "cannot be packed to bytes", "f6E2M3FN": "cannot be packed to bytes",
        "f6E3M2FN": "cannot be packed to bytes",
    }
    UNSUPPORTED_OPS = {
        "interpreter.run_parallel": "a replica/partition grid needs a multi-device "
                                    "setup this adapter does not make",
        "interpreter.probe": "an op of the reference interpreter only",
    }

    def compile_program(self, program_text, entry):
        try:
            flatbuffer = ireec.compile_str(program_text, input_type="stablehlo",
                                           target_backends=["llvm-cpu"], extra_args=COMPILE_FLAGS)
        except ireec.CompilerToolError as e:
            message = _diagnostics(str(e))
            if any(mark in message.lower() for mark in _NOT_SUPPORTED_MARKS):
                raise hcb.NotSupported(message)
            raise hcb.BackendError(message)
        return flatbuffer, entry, pc.entry_result_types(program_text, entry) or []

    def execute(self, executable, inputs):
        flatbuffer, entry, declared = executable
        # A fresh context per call: a module's globals and any state a
        # failed call left behind cannot leak into the next test.
        config = ireert.Config("local-sync")
        context = ireert.SystemContext(config=config)
        module = ireert.VmModule.copy_buffer(context.instance, flatbuffer)
        context.add_vm_module(module)
        function = context.modules[module.name][entry]
        try:
            results = function(*[pc.to_numpy(t) for t in inputs])
        except Exception as e:
            # The local-sync driver has no collectives (replica_id included).
            if "UNIMPLEMENTED" in str(e):
                raise hcb.NotSupported("execute: %s" % ";".join(str(e).split(";")[:2]))
            raise hcb.BackendError("execute: %s" % e)
        if results is None:
            results = ()
        elif not isinstance(results, (tuple, list)):
            results = (results,)
        arrays = [np.asarray(r.to_host() if hasattr(r, "to_host") else r) for r in results]
        return [pc.from_numpy(pc.as_declared(a, declared[i] if i < len(declared) else None))
                for i, a in enumerate(arrays)]


def _diagnostics(text):
    """The error lines of a CompilerToolError, without its command line."""
    errors = [line.strip() for line in text.splitlines() if "error:" in line]
    return "\n".join(errors[:4]) if errors else text.strip()[:2000]


if __name__ == "__main__":
    pc.serve(IreeCpu())
