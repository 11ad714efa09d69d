// How one test or fuzz case ends (docs/architecture.md, "Verdicts"). Every
// layer that judges (the oracle's comparisons, the runner, the fuzzer, the
// reports) speaks this one enum, never strings.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace hlo_cts {

enum class Verdict : uint8_t {
  kPass,             // every result element is one the spec allows under the profile
  kFail,             // some element is outside every allowed result
  kInconclusive,     // the oracle cannot decide (never counted as a failure)
  kNotSupported,     // the backend declared it cannot run this (op, type, feature)
  kBadTest,          // the test's own expected value is outside what the spec allows
  kCrash,            // the backend died
  kTimeout,          // the backend did not answer in time
  kCompileRejected,  // the backend refused a valid program
  kAcceptedInvalid,  // the backend compiled a program that breaks a constraint
  kLoadError,        // the test file cannot be loaded (unreadable, not UTF-8, does not parse)
  // Executions of the same compiled program on the same inputs gave
  // different outputs (GPU reductions and scatters with atomics do): neither
  // a pass nor a fail, and no CI failure; the result shows both outputs.
  kNondeterministic,
};
inline constexpr int kNumVerdicts = 11;

// "pass", "fail", "inconclusive", "not-supported", "bad-test", "crash",
// "timeout", "compile-rejected", "accepted-invalid", "load-error",
// "nondeterministic": the
// spelling of results files and reports.
std::string_view verdictName(Verdict verdict);
std::optional<Verdict> verdictFromName(std::string_view name);

// Whether a CI gate fails on it: the backend's failures, and a test file
// that cannot be loaded (a corrupted or truncated suite must not pass; an
// expectations file may list a known one as load-error).
constexpr bool isFailure(Verdict verdict) {
  return verdict == Verdict::kFail || verdict == Verdict::kCrash || verdict == Verdict::kTimeout ||
         verdict == Verdict::kCompileRejected || verdict == Verdict::kAcceptedInvalid ||
         verdict == Verdict::kLoadError;
}

}  // namespace hlo_cts
