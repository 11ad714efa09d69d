#include "tools/runner/repeat.h"

#include <fmt/format.h>

#include "spec/float_value.h"

namespace hlo_cts::runner {
namespace {

// "0x3FC00000 (1.5)"; an integer's value alone.
std::string partText(const Tensor& tensor, int64_t element, int part) {
  const ElementType type = tensor.elementType();
  const ElementType partType = isComplex(type) ? complexPartType(type) : type;
  const uint64_t bits = tensor.partBits(element, part);
  if (isFloat(partType)) return fmt::format("0x{:X} ({:g})", bits, floatToDouble(bits, partType));
  if (isUnsignedInteger(partType)) return fmt::format("{}", bits);
  return fmt::format("{}", signExtend(bits, bitWidth(partType)));
}

}  // namespace

bool sameOutputs(const std::vector<Tensor>& a, const std::vector<Tensor>& b) {
  return a == b;
}

reports::TestResult markNondeterministic(reports::TestResult judged,
                                         const std::vector<Tensor>& first,
                                         const std::vector<Tensor>& other, int execution,
                                         const std::string& which, size_t maxReported) {
  int64_t differing = 0;
  std::vector<reports::ElementDivergence> divergences;
  for (size_t o = 0; o < first.size() && o < other.size(); ++o) {
    const Tensor& a = first[o];
    const Tensor& b = other[o];
    if (a.type() != b.type() || a.numElements() != b.numElements()) {
      ++differing;
      continue;
    }
    const int parts = isComplex(a.elementType()) ? 2 : 1;
    for (int64_t i = 0; i < a.numElements(); ++i)
      for (int p = 0; p < parts; ++p) {
        if (a.partBits(i, p) == b.partBits(i, p)) continue;
        ++differing;
        if (divergences.size() >= maxReported) continue;
        std::string index = a.indexText(i);
        if (parts == 2) index += p ? ".imag" : ".real";
        divergences.push_back({static_cast<int>(o), std::move(index), partText(a, i, p),
                               partText(b, i, p), execution});
      }
  }
  const std::string alone =
      fmt::format("{}{}", verdictName(judged.verdict),
                  judged.message.empty() ? "" : ": " + reports::firstLine(judged.message));
  judged.message = fmt::format(
      "executions of the same compiled program on the same inputs gave different outputs: {} "
      "element(s) differ between execution 1 and {}\nexecution 1's outputs, judged alone: {}",
      differing, which, alone);
  judged.verdict = Verdict::kNondeterministic;
  judged.divergences = std::move(divergences);
  judged.failures.clear();
  judged.tier.clear();
  judged.decidedBy.clear();
  judged.escapes.clear();
  judged.mechanism.clear();
  return judged;
}

reports::TestResult judgeWithRetries(const suites::TestCase& test, backends::Backend& backend,
                                     const JudgeOptions& options, const Executions& executions,
                                     int retries) {
  std::vector<Tensor> firstOutputs;
  std::unique_ptr<backends::Executable> kept;  // the first attempt's, when the caller keeps none
  Executions first = executions;
  if (retries > 0 && !first.outputs) first.outputs = &firstOutputs;
  if (retries > 0 && !first.compiled && !first.keep) first.keep = &kept;
  reports::TestResult result = judge(test, backend, options, first);
  for (int retry = 0; retry < retries && isFailure(result.verdict); ++retry) {
    std::vector<Tensor> outputs;
    Executions again = executions;
    again.keep = nullptr;
    // The same compiled program when the first attempt compiled one (a
    // compile that failed is attempted again).
    if (!again.compiled && first.keep && *first.keep) again.compiled = first.keep->get();
    again.outputs = &outputs;
    reports::TestResult retried = judge(test, backend, options, again);
    if (!first.outputs->empty() && !outputs.empty() && !sameOutputs(*first.outputs, outputs))
      return markNondeterministic(std::move(result), *first.outputs, outputs, 2,
                                  fmt::format("retry {}", retry + 1), options.maxReportedElements);
    if (!isFailure(retried.verdict)) {
      retried.flaky = std::string(verdictName(result.verdict));
      return retried;
    }
  }
  return result;
}

}  // namespace hlo_cts::runner
