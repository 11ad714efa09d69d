// Where the spec leaves a result open to the implementation — scatter with
// duplicate indices and an order-sensitive update_computation, unstable sort
// with ties, select_and_scatter's order, indices_are_sorted / unique_indices
// claims that are false — the oracle flows the result of the spec's
// sequential schedule and records, per element, what else the spec allows.
#pragma once

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "oracle/expectation.h"
#include "oracle/value.h"
#include "spec/tensor.h"

namespace hlo_cts::oracle {

struct ResultChoices {
  // Elements the spec does not constrain at all (undefined behaviour).
  std::vector<int64_t> anyValue;
  // Elements whose allowed set is finite but was too large to enumerate: a
  // comparison against them is Inconclusive, not Pass or Fail.
  std::vector<int64_t> unknown;
  // Elements with a finite allowed set; each alternative is the element's
  // stored bytes (the flowing value is among them).
  std::vector<std::pair<int64_t, std::vector<std::vector<uint8_t>>>> anyOf;
  // Elements whose every allowed value lies in an interval (float sums in an
  // unspecified order): element, complex part (0 for real types), bounds.
  struct Interval {
    int64_t element = 0;
    int part = 0;
    IntervalBounds bounds;
  };
  std::vector<Interval> intervals;
  // The whole result is unconstrained (undefined behaviour), so the
  // per-element lists are moot.
  bool wholeResultAnyValue = false;

  bool empty() const {
    return !wholeResultAnyValue && anyValue.empty() && unknown.empty() && anyOf.empty() &&
           intervals.empty();
  }
};

// The stored bytes of element `linear` of `t`.
std::vector<uint8_t> elementBytes(const Tensor& t, int64_t linear);

// The runtime value of `tensor`, carrying `choices` as its expectation
// (oracle/expectation.h) when the spec allows more than the flowing value;
// `op` names the op for tolerance profiles.
RuntimeValue withChoices(Tensor tensor, ResultChoices choices, std::string_view op);

}  // namespace hlo_cts::oracle
