// Carrying what the spec allows through the ops that follow an open result
// (issue 11 §1): when a reshape, transpose, broadcast, slice, reverse,
// float convert, negate or same-width bitcast_convert reads a value whose
// expectation allows a set (an
// accumulation order's interval, a list, any value), each of its result
// elements allows exactly the image of its source element's set, so its
// result gets that expectation instead of being judged on the oracle's one
// flowing value. Ops not listed here leave their results to Openness
// (value.h): what they compute from an open value is inconclusive where it
// differs.
#pragma once

#include <span>

#include "oracle/value.h"
#include "spec/ir.h"

namespace hlo_cts::oracle {

// Sets the expectation of the single result of `op` from its operand's open
// expectation; false (nothing set) when `op` is not a mapping op, the
// operand's expectation is not open, or the result already has one.
bool propagateExpectation(const Operation& op, std::span<const RuntimeValue> operands,
                          RuntimeValue& result);

}  // namespace hlo_cts::oracle
