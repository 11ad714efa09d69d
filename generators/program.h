// The program generator: a random, valid StableHLO program (a typed DAG in
// `func.func public @main`) and inputs for it. Each step picks an op by
// OpId; its sampler builds shapes, attributes and operand types that meet
// the op's catalogue constraints, reusing values of fitting type or making
// new arguments (or a convert/broadcast of an existing value). Results no
// op uses are returned. The checker is the final filter: a program it
// rejects is a generator bug, reported as an error.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "generators/entropy.h"
#include "generators/values.h"
#include "spec/element_type.h"
#include "spec/ir.h"
#include "spec/op_id.h"
#include "spec/result.h"
#include "spec/tensor.h"

namespace hlo_cts::generators {

struct ProgramOptions {
  int maxOps = 6;  // computing ops in @main (helpers that make operands not counted)
  int maxRank = 3;
  int64_t maxDim = 5;
  // Empty: defaultElementTypes().
  std::vector<ElementType> elementTypes;
  // Empty: every op of generatableOps().
  std::vector<OpId> ops;
  ValueOptions values;
};

struct GeneratedProgram {
  std::string text;                      // the module as printed by our printer
  std::shared_ptr<const Module> module;  // `text` parsed, verified by the checker
  std::vector<Tensor> inputs;            // one per @main argument
};

Result<GeneratedProgram> generateProgram(Entropy& entropy, const ProgramOptions& options = {});

// Every op the generator has a sampler for, in OpId order.
std::vector<OpId> generatableOps();
// The least maxRank at which op `op`'s sampler makes programs (0 for most).
int samplerMinRank(OpId op);
// The mix used when ProgramOptions::elementTypes is empty.
std::vector<ElementType> defaultElementTypes();

}  // namespace hlo_cts::generators
