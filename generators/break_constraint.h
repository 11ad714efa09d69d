// Invalid programs: a valid op with exactly one constraint broken; the
// checker must report that constraint.
//
// The breaker knows no constraint. It generates a valid program holding the
// op, tries the generic single mutations of generators/mutations.h on it in
// a seeded order, and keeps the first after which the checker reports
// exactly one error, and that error cites the constraint asked for: the
// catalogue's predicates are the only judge of what a mutation broke.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "generators/program.h"

namespace hlo_cts::generators {

struct BrokenProgram {
  std::string text;        // the module, printed
  OpId op;                 // the op whose constraint is broken
  std::string constraint;  // "C7" (or "I1"/"O1" for a type category), as the checker cites it
  std::string mutation;    // what was changed, in words
};

// A program with op `op` generated valid, then mutated so that exactly the
// constraint `constraint` of the catalogue no longer holds. An error when
// the breaker has no mutation for that constraint.
Result<BrokenProgram> breakConstraint(Entropy& entropy, OpId op, std::string_view constraint,
                                      const ProgramOptions& options = {});

// Every (op, constraint id) the breaker knows how to break: those its
// mutations broke alone on a fixed survey of generated programs of every
// generatable op (computed once, then cached).
std::vector<std::pair<OpId, std::string>> breakableConstraints();

}  // namespace hlo_cts::generators
