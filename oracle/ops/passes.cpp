// The oracle's widening passes, given to the evaluator (EvalPasses in
// oracle/evaluator.h) as its op table is: the evaluator runs them after each
// op's handler and knows none of them; they know the profile, the families
// and the handlers.
#include "oracle/ops/families.h"
#include "oracle/oracle.h"
#include "oracle/propagate.h"

namespace hlo_cts::oracle {
namespace {

// Whether `op` is the program's own code: a function's op, or one in the
// branches and loop bodies of control flow (if, case, while), which run as
// program code. Inside a body another op applies (a reducer, a comparator,
// a map or scatter computation) the values feed that op, whose own
// evaluation covers the profile's readings (flushed subnormal inputs).
bool isProgramCode(const Operation& op) {
  for (const Operation* parent = op.parentOp(); parent; parent = parent->parentOp()) {
    switch (parent->id()) {
      case OpId::kFuncFunc:
        return true;
      case OpId::kIf:
      case OpId::kCase:
      case OpId::kWhile:
        continue;
      default:
        return false;
    }
  }
  return false;
}

// The profile's readings apply to the program's own code only.
bool underProfile(const Operation& op, const EvalContext& context) {
  return context.options().profile && isProgramCode(op);
}

Status flushedInputs(const OpRun& run, EvalContext& context, std::vector<RuntimeValue>& results) {
  if (!underProfile(run.op, context)) return Status::success();
  return addFlushedInputAlternatives(run.op, run.operands, run.handler, context, results);
}

Status flushedPartialResults(const OpRun& run, EvalContext& context,
                             std::vector<RuntimeValue>& results) {
  if (underProfile(run.op, context))
    addFlushedPartialResultAlternatives(run.op, run.operands, context, results);
  return Status::success();
}

Status signalingNaNs(const OpRun& run, EvalContext&, std::vector<RuntimeValue>& results) {
  addSignalingNaNAlternatives(run.op, run.operands, results);
  return Status::success();
}

Status complexSpecialValues(const OpRun& run, EvalContext&, std::vector<RuntimeValue>& results) {
  addComplexSpecialValueAlternatives(run.op, run.operands, results);
  return Status::success();
}

Status profileRewrites(const OpRun& run, EvalContext& context, std::vector<RuntimeValue>& results) {
  if (underProfile(run.op, context))
    addTransformationAlternatives(run.op, run.operands, run.lookup, context, results);
  return Status::success();
}

bool rewriteReadsThroughProducers(const Operation& op, const EvalOptions& options) {
  return options.profile && readsThroughProducers(op, *options.profile);
}

}  // namespace

const EvalPasses& oraclePasses() {
  static const EvalPasses passes{{&flushedInputs, &flushedPartialResults, &signalingNaNs,
                                  &complexSpecialValues, &profileRewrites},
                                 &propagateExpectation,
                                 &rewriteReadsThroughProducers};
  return passes;
}

}  // namespace hlo_cts::oracle
