#include "tools/runner/repro_script.h"

#include <fmt/format.h>

#include <map>
#include <regex>

namespace hlo_cts::runner {
namespace {

// numpy's dtype of an element type (ml_dtypes, which jax and
// iree-base-runtime depend on, for the narrow floats); empty when numpy has none.
std::string numpyDtype(ElementType type) {
  const std::string name(elementTypeName(type));
  static const std::map<std::string, std::string> kDtypes = {
      {"i1", "np.bool_"},
      {"si8", "np.int8"},
      {"si16", "np.int16"},
      {"si32", "np.int32"},
      {"si64", "np.int64"},
      {"i8", "np.int8"},
      {"i16", "np.int16"},
      {"i32", "np.int32"},
      {"i64", "np.int64"},
      {"ui8", "np.uint8"},
      {"ui16", "np.uint16"},
      {"ui32", "np.uint32"},
      {"ui64", "np.uint64"},
      {"f16", "np.float16"},
      {"f32", "np.float32"},
      {"f64", "np.float64"},
      {"bf16", "ml_dtypes.bfloat16"},
      // One byte per element, as jax passes them (ml_dtypes comes with jax).
      {"f8E3M4", "ml_dtypes.float8_e3m4"},
      {"f8E4M3", "ml_dtypes.float8_e4m3"},
      {"f8E4M3FN", "ml_dtypes.float8_e4m3fn"},
      {"f8E4M3FNUZ", "ml_dtypes.float8_e4m3fnuz"},
      {"f8E4M3B11FNUZ", "ml_dtypes.float8_e4m3b11fnuz"},
      {"f8E5M2", "ml_dtypes.float8_e5m2"},
      {"f8E5M2FNUZ", "ml_dtypes.float8_e5m2fnuz"},
      {"f8E8M0FNU", "ml_dtypes.float8_e8m0fnu"},
      {"complex<f32>", "np.complex64"},
      {"complex<f64>", "np.complex128"},
  };
  auto it = kDtypes.find(name);
  return it == kDtypes.end() ? "" : it->second;
}

std::string bytesHex(std::span<const uint8_t> bytes) {
  std::string hex;
  for (uint8_t b : bytes) hex += fmt::format("{:02x}", b);
  return hex;
}

// The first 0x... in `text`, as a Python literal; "None" when there is none.
std::string pythonHex(const std::string& text) {
  static const std::regex kHex("0x[0-9A-Fa-f]+");
  std::smatch match;
  return std::regex_search(text, match, kHex) ? match.str() : "None";
}

// The correct value's bits in what the spec allows: the reference of an
// interval ("(reference 0x...)"), else the exact expectation.
std::string pythonCorrect(const std::string& allowed) {
  static const std::regex kReference("reference (0x[0-9A-Fa-f]+)");
  std::smatch match;
  if (std::regex_search(allowed, match, kReference)) return match[1].str();
  return pythonHex(allowed);
}

// "[1, 0].imag" as a Python tuple and part: "(1, 0)", "'imag'".
std::pair<std::string, std::string> pythonIndex(const std::string& index) {
  std::string part = "None";
  std::string where = index;
  if (const size_t dot = index.find("]."); dot != std::string::npos) {
    part = "'" + index.substr(dot + 2) + "'";
    where = index.substr(0, dot + 1);
  }
  std::string inner = where.size() >= 2 ? where.substr(1, where.size() - 2) : "";
  return {"(" + inner + (inner.empty() || inner.find(',') != std::string::npos ? "" : ",") + ")",
          part};
}

// A Python raw string of `text` (''' does not occur in StableHLO text).
std::string pythonRaw(const std::string& text) {
  return "r'''" + text + "'''";
}

// How one peer runs the program: the script's docstring, its imports,
// PEER and VERSION, and run(arrays), which returns the outputs (anything
// numpy.asarray takes) or raises when the peer rejects or fails the program.
struct PeerRun {
  std::string peer;      // in the docstring: "Exit 1 while <peer> gives the wrong bits"
  std::string packages;  // what the script needs, for report.md
  std::string how;       // the docstring's paragraph after the title
  std::string code;
};

const PeerRun kXlaRun = {"XLA", "jax",
                         R"(Reproduces it with jax alone (pip install jax): compiles the StableHLO
program below for XLA:CPU as jax does, runs it on the inputs below, and
compares the elements listed with the correct ones (hlo-cts's MPFR oracle).)",
                         R"PY(import jax
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
)PY"};

const PeerRun kIreeRun = {"IREE", "iree-base-compiler and iree-base-runtime",
                          R"(Reproduces it with IREE alone (pip install iree-base-compiler
iree-base-runtime): compiles the StableHLO program below for llvm-cpu (as
iree-compile --iree-input-type=stablehlo --iree-hal-target-backends=llvm-cpu
with the flags of COMPILE_FLAGS), runs its @main on the local-sync driver
with the inputs below, and compares the elements listed with the correct
ones (hlo-cts's MPFR oracle).)",
                          R"PY(import importlib.metadata

import iree.compiler as ireec
import iree.runtime as ireert

PEER = "IREE"
VERSION = "iree-base-compiler %s, iree-base-runtime %s" % (
    importlib.metadata.version("iree-base-compiler"),
    importlib.metadata.version("iree-base-runtime"))

# f64 stays f64 (by default IREE demotes it to f32 on input).
COMPILE_FLAGS = ["--iree-llvmcpu-target-cpu=host", "--iree-input-demote-f64-to-f32=false"]


def run(arrays):
    flatbuffer = ireec.compile_str(PROGRAM, input_type="stablehlo",
                                   target_backends=["llvm-cpu"], extra_args=COMPILE_FLAGS)
    context = ireert.SystemContext(config=ireert.Config("local-sync"))
    module = ireert.VmModule.copy_buffer(context.instance, flatbuffer)
    context.add_vm_module(module)
    results = context.modules[module.name]["main"](*arrays)
    if results is None:
        return []
    if not isinstance(results, (tuple, list)):
        results = (results,)
    return [r.to_host() if hasattr(r, "to_host") else r for r in results]
)PY"};

const PeerRun kInterpreterRun = {
    "the interpreter", "jax",
    R"(Reproduces it with jax alone (pip install jax): runs the StableHLO program
below on the inputs below with the StableHLO reference interpreter jaxlib
ships (jaxlib.mlir.dialects.stablehlo.eval_module), and compares the
elements listed with the correct ones (hlo-cts's MPFR oracle).)",
    R"PY(import re

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
)PY"};

const PeerRun* peerRun(const std::string& backendName) {
  if (backendName.rfind("xla-cpu", 0) == 0) return &kXlaRun;
  if (backendName == "iree-cpu") return &kIreeRun;
  if (backendName == "stablehlo-interpreter") return &kInterpreterRun;
  return nullptr;
}

}  // namespace

bool hasReproScript(const std::string& backendName) {
  return peerRun(backendName) != nullptr;
}

std::string reproScriptPackages(const std::string& backendName) {
  const PeerRun* peer = peerRun(backendName);
  return peer ? peer->packages : "";
}

Result<std::string> reproScript(const suites::TestCase& test, const reports::TestResult& result,
                                const std::string& title, const std::string& backendName) {
  const PeerRun* peer = peerRun(backendName);
  if (!peer) return makeError(fmt::format("repro.py: no way to run {} from Python", backendName));
  std::string inputs;
  for (const Tensor& input : test.inputs) {
    const std::string dtype = numpyDtype(input.elementType());
    if (dtype.empty())
      return makeError(
          fmt::format("repro.py: numpy has no dtype for {}", elementTypeName(input.elementType())));
    std::string shape;
    for (int64_t d : input.shape()) shape += fmt::format("{}, ", d);
    inputs += fmt::format("    ({}, ({}), '{}'),\n", dtype, shape, bytesHex(input.bytes()));
  }
  std::string elements;
  for (const reports::ElementFailure& e : result.failures) {
    const auto [index, part] = pythonIndex(e.index);
    elements += fmt::format("    ({}, {}, {}, {}, {}, {}, {}),\n", e.output, index, part,
                            pythonHex(e.actual), pythonCorrect(e.allowed), pythonRaw(e.actual),
                            pythonRaw(e.allowed));
  }
  const bool rejected = result.verdict == Verdict::kCompileRejected ||
                        result.verdict == Verdict::kCrash || result.verdict == Verdict::kTimeout;
  // The body every peer shares; peer->code defines PEER, VERSION and run().
  return fmt::format(
      R"PY(#!/usr/bin/env python3
"""{title}

{how}
Exit 1 while {peer} gives the wrong bits{rejected_doc}, 0 once it
gives the correct ones, 2 for anything else (then re-check with hlo-cts).
"""
import sys

import numpy as np
import ml_dtypes  # bf16 and f8 as numpy types
{peer_code}

PROGRAM = {program}

# (dtype, shape, the input's bytes in hex, row-major, little-endian)
INPUTS = [
{inputs}]

# (output, index, complex part, wrong bits, correct bits, what the backend
#  gave, what the spec allows)
ELEMENTS = [
{elements}]

EXPECT_REJECTION = {expect_rejection}


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
)PY",
      fmt::arg("title", title), fmt::arg("peer", peer->peer), fmt::arg("how", peer->how),
      fmt::arg("rejected_doc", rejected ? " (here: rejects or fails the program)" : ""),
      fmt::arg("peer_code", peer->code), fmt::arg("program", pythonRaw(test.programText)),
      fmt::arg("inputs", inputs), fmt::arg("elements", elements),
      fmt::arg("expect_rejection", rejected ? "True" : "False"));
}

}  // namespace hlo_cts::runner
