// The tests' way into the evaluator, which accepts only verified modules:
// verify as `hlo-cts interpret` does, then evaluate.
#pragma once

#include <gtest/gtest.h>

#include <span>
#include <string_view>
#include <vector>

#include "oracle/evaluator.h"
#include "oracle/oracle.h"

namespace hlo_cts::oracle::testing {

// An empty module, verified: the context for calling handlers directly.
inline VerifiedModule emptyVerifiedModule() {
  static const Module empty = [] {
    Module m;
    m.op = std::make_unique<Operation>("builtin.module");
    m.op->addRegion()->addBlock();
    return m;
  }();
  return *checker::verify(empty).verified;
}

// `module` verified; a test failure (and the empty module) when it does not verify.
inline VerifiedModule mustVerify(const Module& module) {
  checker::Verification v = checker::verify(module);
  if (v.ok()) return *v.verified;
  ADD_FAILURE() << "the module does not verify: " << v.firstError().str();
  return emptyVerifiedModule();
}

// Verifies `module`, then evaluates function `name`: the verifier's first
// error when the module does not verify.
inline Result<std::vector<RuntimeValue>> verifyAndEvaluate(const Module& module,
                                                           std::string_view name,
                                                           std::span<const RuntimeValue> arguments,
                                                           const EvalOptions& options = {}) {
  checker::Verification v = checker::verify(module);
  if (!v.ok()) return v.firstError();
  return evaluateFunction(*v.verified, name, arguments, options);
}

}  // namespace hlo_cts::oracle::testing
