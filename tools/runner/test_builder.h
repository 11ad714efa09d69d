// Building tests out of a test: the localizer and the reducer make new
// programs from an existing one (one op alone, the program with some ops
// replaced by arguments, smaller shapes, simpler values) and judge each as
// a TestCase of its own. Every such program is a copy of the test's module
// with a new entry function; the other functions (callees) come along.
#pragma once

#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "spec/ir.h"
#include "spec/result.h"
#include "spec/tensor.h"
#include "suites/test_case.h"

namespace hlo_cts::runner {

// Whether a top-level op of the entry function computes something a backend
// could get wrong: not structure (func.*, stablehlo.return), not a constant.
bool isComputingOp(const Operation& op);

// The entry function's body (nullptr for a negative test or a missing entry).
Block* entryBody(const suites::TestCase& test);

// Computing ops of the entry function's body, nested regions not counted.
int countComputingOps(const suites::TestCase& test);

// Values an op reads: its operands and the values its regions use from
// outside it (a region may capture values defined above it), each once.
std::vector<const Value*> valuesReadBy(const Operation& op);

// Values the ops of `region` read from outside it (defined above the op
// holding it), each once, in the order first read.
std::vector<const Value*> valuesCapturedBy(const Region& region);

// Original values to the tensors they held on one run.
using ValueTensors = std::unordered_map<const Value*, Tensor>;

// A new entry function in a copy of `test`'s module, built op by op: clone
// ops of the original entry (operands looked up in the mapping), add
// arguments with their input values, choose outputs; finish() verifies and
// prints it. The original test's module must outlive the builder.
class EntryBuilder {
 public:
  explicit EntryBuilder(const suites::TestCase& test);

  // A new argument standing for `original` (its type, in the input's
  // shape) holding `input`.
  Value* addArgument(const Value* original, Tensor input);
  // Makes `original` readable by the ops cloned next: a constant is cloned
  // (an op may need it as a constant), any other value becomes an argument
  // holding its tensor in `values`. False when it has none there (a token,
  // a tuple).
  bool provide(const Value* original, const ValueTensors& values);
  // The copy of `original` made so far (nullptr when none).
  Value* mapped(const Value* original) const;
  // Clones `op` (operands mapped; an unmapped one is an error at finish).
  Operation* clone(const Operation& op);
  // Returns `original`'s copy as the next output.
  void addOutput(const Value* original, suites::TestOutput origin);
  ValueMap& mapping() { return mapping_; }
  // Appends an op (a helper function) to the module.
  Operation* addToModule(std::unique_ptr<Operation> op) {
    return module_->body()->append(std::move(op));
  }
  Block* body() { return body_; }

  // A discardable attribute of the new entry function (a test's metadata).
  void setEntryAttribute(std::string name, Attribute value);
  // The test: verified (a program the checker rejects is an error) and
  // printed, with the inputs and outputs added, named `id`; its entry
  // function keeps the original's name unless `entryName` gives another.
  Result<suites::TestCase> finish(std::string id, std::string entryName = {});

 private:
  const suites::TestCase& original_;
  std::unique_ptr<Module> module_;
  std::unique_ptr<Operation> entry_;
  Block* body_ = nullptr;
  ValueMap mapping_;
  std::vector<Tensor> inputs_;
  std::vector<Value*> outputs_;
  std::vector<suites::TestOutput> outputOrigins_;
};

// A region (a callee's body, a branch, a loop's condition or body) as the
// entry function of a test of its own, to be judged and localized as a
// program is: its block arguments are the first arguments, holding
// `blockInputs`, then come the values it captures (valuesCapturedBy),
// provided from `captured` as EntryBuilder::provide does; its terminator
// (stablehlo.return or func.return) becomes the entry's func.return. An
// error when a capture holds no tensor or the function does not verify.
Result<suites::TestCase> regionAsTest(const suites::TestCase& test, const Region& region,
                                      std::vector<Tensor> blockInputs, const ValueTensors& captured,
                                      std::string id);

// The test as a builder would rebuild it with no change: every op cloned,
// inputs as they are, the same outputs. `replace` maps an original value to
// a new argument value, `keep(op)` says whether an op is cloned (an op not
// kept must not be read by a kept one unless its results are replaced),
// `keepOutput(i)` whether output i stays. The callers' variations of one
// walk over the entry body.
struct Rebuild {
  std::unordered_map<const Value*, Tensor> replace;  // values that become arguments
  std::vector<bool> keepOp;                          // per body op; empty: all
  std::vector<bool> keepOutput;                      // per output; empty: all
  // New input values of arguments (original or replacing). One of another
  // shape changes the argument's type; the result types of the ops that
  // read it are then inferred again (the catalogue's inference).
  std::unordered_map<const Value*, Tensor> inputs;
  // Cloned ops without discardable attributes and locations.
  bool plainAttributes = false;
  // Properties removed: (body op index, property name).
  std::set<std::pair<size_t, std::string>> dropProperties;
};
Result<suites::TestCase> rebuild(const suites::TestCase& test, const Rebuild& change);

// The test with its entry's top-level constants as arguments holding their
// values (those an op needs as a constant, a shape or an index, stay); an
// error when it has none to lift.
Result<suites::TestCase> constantsLifted(const suites::TestCase& test);

// The test with its arguments as constants holding their inputs: what a
// compiler that knows the values at compile time may fold, and the form in
// which such a compiler's folding bug is reduced.
Result<suites::TestCase> argumentsMaterialized(const suites::TestCase& test);

}  // namespace hlo_cts::runner
