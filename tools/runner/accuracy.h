// The measurement behind `hlo-cts accuracy` (reports/accuracy_atlas.h has
// the figures and their pages): for every element-wise function the oracle
// evaluates through one correctly rounded function (the registry's MathFn
// column: StableHLO and CHLO, real and complex) and every float type, one
// program over a batch of inputs, compiled once by the backend and
// evaluated by the oracle, and each result's distance in ulps from the
// correctly rounded value.
//
// Inputs: every bit pattern of a format of 16 bits or fewer (unary ops);
// for f32, f64 and complex parts a stratified sample: every binade of both
// signs (its first, last and random mantissas), the neighbourhoods of
// zeros, poles and branch points (±1, negative integers, multiples of π/2,
// log of the overflow and underflow thresholds), huge arguments where
// range reduction fails, subnormals, the largest finite values, and the
// special values of IEEE 754 and C's Annex F/G (±0, ±Inf, NaN; for complex
// every pair of them). Binary ops pair values of that pool (every special
// pair, then random pairs). The sample is a function of the seed only: two
// runs measure the same inputs.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "backends/backend.h"
#include "reports/accuracy_atlas.h"
#include "spec/element_type.h"
#include "spec/op_id.h"
#include "spec/tensor.h"

namespace hlo_cts::runner {

struct AccuracyOptions {
  std::vector<OpId> ops;           // empty: accuracyOps()
  std::vector<ElementType> types;  // empty: accuracyTypes()
  int64_t sampleSize = 16384;      // inputs of a sampled entry
  uint64_t seed = 1;
  // Where the oracle's side of exhaustive sweeps is kept between runs (it
  // never changes for an oracle version); empty: not cached.
  std::string cacheDir;
  // The cache's key for the oracle (accuracy_cache.h); empty: this build's
  // oracleFingerprint(). Also written into the atlas.
  std::string oracle;
  backends::CallOptions call;
  // The oracle's time for one (op, type): past it, the inputs it evaluated
  // so far are the entry's (its `inputs` says how many).
  std::chrono::seconds oracleBudget{120};
  // Told "op type: figures" as each entry is done (null: silent).
  std::function<void(const std::string&)> progress;
  // No entry is started past this time: the ones left are the atlas's
  // notReached (--time-budget).
  std::optional<std::chrono::steady_clock::time_point> deadline;
  // An earlier atlas of the same backend, sample and seed (--resume): its
  // entries and skips are kept as they are, only the rest is measured.
  const reports::Atlas* resume = nullptr;
  // Given the atlas so far after each entry (to write it out, so that a
  // killed run can be resumed); null: none.
  std::function<void(const reports::Atlas&)> checkpoint;
};

// Every element-wise op with a correctly rounded MathFn that is a function
// worth an atlas (the internal chlo._asin_acos_kernel left out).
std::vector<OpId> accuracyOps();
// Every float format and both complex types (tf32 left out: no program
// carries it).
std::vector<ElementType> accuracyTypes();
// The name the atlas, --ops and profiles use: the mnemonic of a StableHLO
// op ("exponential"), the full name of a CHLO one ("chlo.erf").
std::string accuracyOpName(OpId op);
// An op by that name or its full name; kUnknown when neither.
OpId accuracyOpByName(std::string_view name);

// The inputs of (arity, type), one tensor per operand.
std::vector<Tensor> accuracyInputs(int arity, ElementType type, const AccuracyOptions& options);

// Measures every (op, type) on `backend`; what cannot be measured is an
// AtlasSkip with the reason. Fills the entries and skips of an Atlas whose
// descriptive fields the caller sets.
reports::Atlas measureAccuracy(backends::Backend& backend, const AccuracyOptions& options);

// The default cache folder: $XDG_CACHE_HOME/hlo-cts/accuracy or
// ~/.cache/hlo-cts/accuracy ("" when neither is set).
std::string defaultAccuracyCacheDir();

}  // namespace hlo_cts::runner
