#include "tools/runner/finding_bundle.h"

#include <fmt/format.h>

#include <regex>

#include "spec/hlo/hlo_writer.h"

namespace hlo_cts::runner {
namespace {

// numpy's dtype of an element type (ml_dtypes, which jax depends on, for
// the narrow floats); empty when numpy has none.
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

}  // namespace

bool hasJaxRepro(const std::string& backendName) {
  return backendName == "xla-cpu" || backendName.rfind("xla-cpu", 0) == 0;
}

Result<std::string> jaxReproScript(const suites::TestCase& test, const reports::TestResult& result,
                                   const std::string& title) {
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
  return fmt::format(
      R"PY(#!/usr/bin/env python3
"""{title}

Reproduces it with jax alone (pip install jax): compiles the StableHLO
program below for XLA:CPU as jax does, runs it on the inputs below, and
compares the elements listed with the correct ones (hlo-cts's MPFR oracle).
Exit 1 while XLA gives the wrong bits{rejected_doc}, 0 once it gives the
correct ones, 2 for anything else (then re-check with hlo-cts).
"""
import sys

import numpy as np
import ml_dtypes  # noqa: F401  (jax's narrow float types)
import jax
from jax._src import xla_bridge
from jax._src.lib import xla_client

jax.config.update("jax_enable_x64", True)

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


def main():
    # The program runs in a child process: an XLA CHECK failure aborts it.
    if "--child" not in sys.argv:
        import subprocess
        code = subprocess.call([sys.executable, __file__, "--child"])
        if code < 0:
            print("XLA crashed the process (signal %d)" % -code)
            return 1 if EXPECT_REJECTION else 2
        return code
    print("jax", jax.__version__)
    backend = xla_bridge.get_backend("cpu")
    device = backend.local_devices()[0]
    try:
        executable = backend.compile_and_load(PROGRAM, xla_client.DeviceList((device,)),
                                              xla_client.CompileOptions())
        arrays = [jax.device_put(np.frombuffer(bytes.fromhex(data), dtype=dtype).reshape(shape),
                                 device) for dtype, shape, data in INPUTS]
        outputs = [np.asarray(r) for r in executable.execute(arrays)]
    except Exception as error:  # XlaRuntimeError
        print("XLA rejected or failed the program:", str(error).splitlines()[0])
        return 1 if EXPECT_REJECTION else 2
    if EXPECT_REJECTION:
        print("XLA compiled and ran the program: the rejection is gone")
        return 0
    wrong = right = 0
    for output, index, part, wrong_bits, correct_bits, was, allowed in ELEMENTS:
        value = outputs[output][index]
        if part is not None:
            value = getattr(value, part)
        actual = bits_of(value)
        print("output %d element %s%s: actual %r (0x%X); correct %s (was %s)"
              % (output, list(index), "." + part if part else "", value.item(), actual,
                 allowed, was))
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
      fmt::arg("title", title),
      fmt::arg("rejected_doc", rejected ? " (here: rejects or fails the program)" : ""),
      fmt::arg("program", pythonRaw(test.programText)), fmt::arg("inputs", inputs),
      fmt::arg("elements", elements), fmt::arg("expect_rejection", rejected ? "True" : "False"));
}

std::map<std::string, std::string> findingBundle(const suites::TestCase& test,
                                                 const reports::TestResult& result,
                                                 const BundleContext& context) {
  std::map<std::string, std::string> files;
  std::string hlo;
  if (test.program) {
    Result<std::string> written = printHloModule(*test.program);
    if (written.ok()) hlo = files["reproducer.hlo"] = *written;
  }
  std::string reproNote;
  if (result.verdict == Verdict::kNondeterministic) {
    reproNote =
        "repro.py checks a wrong value; outputs that differ between executions are re-checked "
        "with `hlo-cts run --repeat K`";
  } else if (hasJaxRepro(context.backendName)) {
    Result<std::string> script = jaxReproScript(test, result, context.title);
    if (script.ok())
      files["repro.py"] = *script;
    else
      reproNote = script.error().message;
  } else {
    reproNote = fmt::format("repro.py is written for the jax-run peers (xla-cpu), not {}",
                            context.backendName);
  }
  std::string elements;
  for (const reports::ElementFailure& e : result.failures)
    elements += fmt::format("output {} element {}\n  actual:  {}\n  allowed: {}\n", e.output,
                            e.index, e.actual, e.allowed);
  for (const reports::ElementDivergence& d : result.divergences)
    elements += fmt::format("output {} element {}\n  execution 1: {}\n  execution {}: {}\n",
                            d.output, d.index, d.first, d.execution, d.other);
  std::string report = fmt::format(
      "# {title}\n\n"
      "**Versions**: {name} {version} (hlo-cts backend `{label}`)\n\n"
      "**Verdict**: {verdict} — {clause}\n\n"
      "**Grade** (hlo-cts, by the StableHLO spec's text): {klass}; tier `{tier}`\n\n"
      "**Mechanism**: {mechanism}\n\n"
      "**Decided by**: {decided}\n\n",
      fmt::arg("title", context.title), fmt::arg("name", context.capabilities.name),
      fmt::arg("version", context.capabilities.version), fmt::arg("label", context.backendName),
      fmt::arg("verdict", verdictName(result.verdict)), fmt::arg("clause", result.clause.str()),
      fmt::arg("klass", context.findingClass),
      fmt::arg("tier", result.tier.empty() ? "-" : result.tier),
      fmt::arg("mechanism", result.mechanism.empty() ? "-" : result.mechanism),
      fmt::arg("decided", result.decidedBy.empty() ? "-" : result.decidedBy));
  if (!elements.empty())
    report += "## Expected vs actual (bits and values)\n\n```\n" + elements + "```\n\n";
  report += fmt::format("## What happened\n\n```\n{}\n```\n\n", result.message);
  report += fmt::format(
      "## The program (StableHLO; inputs in repro.py and reproducer.mlir)\n\n"
      "```mlir\n{}```\n\n",
      test.programText);
  if (!hlo.empty()) report += fmt::format("## As XLA HLO\n\n```\n{}```\n\n", hlo);
  report += "## Re-check\n\n";
  if (files.count("repro.py"))
    report += "With jax alone: `python3 repro.py` (exit 1 while the bug is there).\n\n";
  else if (!reproNote.empty())
    report += fmt::format("(No repro.py: {}.)\n\n", reproNote);
  report += fmt::format("With hlo-cts: `hlo-cts run --backend {}{} {}`\n", context.backendName,
                        result.verdict == Verdict::kNondeterministic ? " --repeat 8" : "",
                        context.reproducerPath);
  files["report.md"] = report;
  return files;
}

}  // namespace hlo_cts::runner
