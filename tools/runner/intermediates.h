// The values a program computes on the way to its outputs, on a backend or
// on the oracle: what localization judges each op on, and what the reducer
// puts in place of the ops it drops.
#pragma once

#include "backends/backend.h"
#include "suites/test_case.h"
#include "tools/runner/judge.h"
#include "tools/runner/test_builder.h"

namespace hlo_cts::runner {

// The test's program compiled on the backend, to run on several inputs (a
// loop's condition and body run once per iteration); an error says why the
// backend would not compile it.
Result<std::unique_ptr<backends::Executable>> compileTest(const suites::TestCase& test,
                                                          backends::Backend& backend,
                                                          const JudgeOptions& options);

// The backend's outputs of a compiled test on `inputs`; an error says why
// it could not run.
Result<std::vector<Tensor>> runCompiled(backends::Executable& executable,
                                        backends::Backend& backend, std::span<const Tensor> inputs,
                                        const JudgeOptions& options);

// The oracle's values of the test's outputs (the flowing values); an error
// when it cannot evaluate the program or an output is not a tensor.
Result<std::vector<Tensor>> oracleOutputs(const suites::TestCase& test,
                                          const JudgeOptions& options);

// The test with every tensor result of the entry's computing ops also
// returned (after its own outputs), and which original value each added
// output is.
struct ExposedTest {
  suites::TestCase test;
  std::vector<const Value*> exposed;
};
Result<ExposedTest> exposeIntermediates(const suites::TestCase& test);

// The tensors of the entry's arguments and of its computing ops' results
// on `backend`: from executeWithIntermediates when the backend reports
// them, from the exposed program otherwise (which any backend runs). An
// error says why the backend could not run it.
Result<ValueTensors> backendIntermediates(const suites::TestCase& test, backends::Backend& backend,
                                          const JudgeOptions& options);

// The same on the oracle (the reference values: the flowing value of an op
// whose result the spec leaves open within a budget).
Result<ValueTensors> oracleIntermediates(const suites::TestCase& test, const JudgeOptions& options);

}  // namespace hlo_cts::runner
