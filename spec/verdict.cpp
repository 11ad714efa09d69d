#include "spec/verdict.h"

namespace hlo_cts {

std::string_view verdictName(Verdict verdict) {
  switch (verdict) {
    case Verdict::kPass:
      return "pass";
    case Verdict::kFail:
      return "fail";
    case Verdict::kInconclusive:
      return "inconclusive";
    case Verdict::kNotSupported:
      return "not-supported";
    case Verdict::kBadTest:
      return "bad-test";
    case Verdict::kCrash:
      return "crash";
    case Verdict::kTimeout:
      return "timeout";
    case Verdict::kCompileRejected:
      return "compile-rejected";
    case Verdict::kAcceptedInvalid:
      return "accepted-invalid";
    case Verdict::kLoadError:
      return "load-error";
    case Verdict::kNondeterministic:
      return "nondeterministic";
  }
  return "?";
}

std::optional<Verdict> verdictFromName(std::string_view name) {
  for (int i = 0; i < kNumVerdicts; ++i)
    if (verdictName(static_cast<Verdict>(i)) == name) return static_cast<Verdict>(i);
  return std::nullopt;
}

}  // namespace hlo_cts
