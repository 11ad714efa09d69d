#include "generators/program.h"

#include <fmt/format.h>

#include <algorithm>

#include "generators/builder.h"
#include "spec/checker/checker.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"

namespace hlo_cts::generators {
namespace {

const std::vector<SamplerEntry>& allSamplers() {
  static const std::vector<SamplerEntry> entries = [] {
    std::vector<SamplerEntry> all;
    for (auto family :
         {elementwiseSamplers(), dataMovementSamplers(), reductionSamplers(), controlFlowSamplers(),
          indexingSamplers(), gatherScatterSamplers(), convolutionSamplers(), linalgSamplers(),
          miscSamplers(), collectiveSamplers()})
      all.insert(all.end(), family.begin(), family.end());
    std::sort(all.begin(), all.end(),
              [](const SamplerEntry& a, const SamplerEntry& b) { return a.op < b.op; });
    return all;
  }();
  return entries;
}

std::vector<SamplerEntry> samplersFor(const ProgramOptions& options) {
  if (options.ops.empty()) return allSamplers();
  std::vector<SamplerEntry> chosen;
  for (const SamplerEntry& entry : allSamplers())
    if (std::find(options.ops.begin(), options.ops.end(), entry.op) != options.ops.end())
      chosen.push_back(entry);
  return chosen;
}

const SamplerEntry& pickWeighted(Entropy& entropy, const std::vector<SamplerEntry>& entries) {
  int total = 0;
  for (const SamplerEntry& e : entries) total += e.weight;
  int64_t ticket = static_cast<int64_t>(entropy.below(total));
  for (const SamplerEntry& e : entries)
    if ((ticket -= e.weight) < 0) return e;
  return entries.back();
}

Diagnostic generatorBug(std::string what, const std::string& text) {
  return makeError(fmt::format("generator bug: {}\n{}", what, text));
}

}  // namespace

std::vector<ElementType> defaultElementTypes() {
  using E = ElementType;
  return {E::kF32, E::kF64,  E::kF16, E::kBF16,       E::kSI32,       E::kSI64,     E::kSI8,
          E::kUI8, E::kUI32, E::kI1,  E::kComplexF32, E::kComplexF64, E::kF8E4M3FN, E::kF8E5M2};
}

std::vector<OpId> generatableOps() {
  std::vector<OpId> ops;
  for (const SamplerEntry& entry : allSamplers()) ops.push_back(entry.op);
  return ops;
}

int samplerMinRank(OpId op) {
  for (const SamplerEntry& entry : allSamplers())
    if (entry.op == op) return entry.minRank;
  return 0;
}

Result<GeneratedProgram> generateProgram(Entropy& entropy, const ProgramOptions& options) {
  const std::vector<SamplerEntry> samplers = samplersFor(options);
  if (samplers.empty())
    return makeError("generateProgram: none of the requested ops is generatable");
  ProgramBuilder builder(entropy, options);
  const int64_t wanted = entropy.inRange(1, std::max(1, options.maxOps));
  // An op that does not fit the options is skipped; a bounded number of
  // tries keeps generation finite whatever the entropy says.
  for (int64_t made = 0, tries = 0; made < wanted && tries < 8 * wanted; ++tries) {
    const SamplerEntry& entry = pickWeighted(entropy, samplers);
    Result<bool> sampled = entry.sample(builder, entry.op);
    if (!sampled.ok())
      return generatorBug(fmt::format("{}: {}", opName(entry.op), sampled.error().message), "");
    if (*sampled) ++made;
  }
  GeneratedProgram program;
  Module module = builder.finish(program.inputs);
  const std::string printed = printModule(module);
  Result<Module> parsed = parseModule(printed, "generated.mlir");
  if (!parsed.ok()) return generatorBug(parsed.error().str(), printed);
  auto shared = std::make_shared<const Module>(std::move(*parsed));
  checker::Verification verification = checker::verify(*shared);
  if (!verification.ok()) return generatorBug(verification.firstError().str(), printed);
  program.text = printed;
  program.module = std::move(shared);
  return program;
}

}  // namespace hlo_cts::generators
