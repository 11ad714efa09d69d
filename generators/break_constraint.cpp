#include "generators/break_constraint.h"

#include <fmt/format.h>

#include <set>

#include "generators/mutations.h"
#include "spec/checker/checker.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"

namespace hlo_cts::generators {
namespace {

// How many programs one request generates before it gives up, and how many
// the survey behind breakableConstraints generates per op. A request draws
// several times more, so that a constraint the survey broke in one of its
// programs a request breaks too (every one of three runs over the whole
// list with other seeds did).
constexpr int kProgramsPerRequest = 256;
constexpr int kSurveyPrograms = 48;

// A generated program and the index in @main's body of the op to break.
struct Site {
  Module module;
  size_t index = 0;
};

// A valid program holding op `op` (made alone: the helpers that make its
// operands come before it, so it is the last op of @main with its id);
// nullopt when the sampler found nothing to make with these options.
Result<std::optional<Site>> generateSite(Entropy& entropy, OpId op, const ProgramOptions& options) {
  ProgramOptions alone = options;
  alone.ops = {op};
  alone.maxOps = 1;
  Result<GeneratedProgram> program = generateProgram(entropy, alone);
  if (!program.ok()) return program.takeError();
  Result<Module> parsed = parseModule(program->text, "generated.mlir");
  if (!parsed.ok()) return parsed.takeError();
  Block* body = mainBody(*parsed);
  if (!body) return std::optional<Site>();
  for (size_t i = body->operations().size(); i-- > 0;)
    if (body->operations()[i]->id() == op) return std::optional<Site>(Site{std::move(*parsed), i});
  return std::optional<Site>();
}

// The clause of the only error the checker finds in `module`, when it is a
// clause of op `op`; nullopt when there are none, several, or another's.
std::optional<std::string> soleClause(const Module& module, OpId op) {
  const std::vector<Diagnostic> diagnostics = checker::checkModule(module);
  if (checker::countErrors(diagnostics) != 1) return std::nullopt;
  for (const Diagnostic& d : diagnostics) {
    if (d.severity != Diagnostic::Severity::kError) continue;
    if (d.clause.op != op || d.clause.empty() || !d.clause.subject.empty()) return std::nullopt;
    return d.clause.id;
  }
  return std::nullopt;
}

// A mutated copy of a site and the one clause it breaks.
struct Breakage {
  std::string clause;
  Module module;
};

std::optional<Breakage> breakageOf(const Site& site, OpId op, const Mutation& mutation) {
  Module copy = cloneModule(site.module);
  Block* body = mainBody(copy);
  mutation.apply(*body, site.index);
  refreshMainSignature(copy);
  // The op's own findings first: cheap, and most mutations fail here.
  ops::OpContext context;
  if (checker::countErrors(checker::checkOperation(*body->operations()[site.index], context)) != 1)
    return std::nullopt;
  std::optional<std::string> clause = soleClause(copy, op);
  if (!clause) return std::nullopt;
  return Breakage{std::move(*clause), std::move(copy)};
}

// The text of a breakage that reads back to the same single error: the
// pretty form, or the generic one where the pretty form cannot say what
// the mutation made (a result type a pretty form infers).
std::optional<std::string> confirmedText(const Breakage& breakage, OpId op) {
  for (bool generic : {false, true}) {
    PrintOptions options;
    options.generic = generic;
    std::string text = printModule(breakage.module, options);
    Result<Module> reparsed = parseModule(text, "broken.mlir");
    if (reparsed.ok() && soleClause(*reparsed, op) == breakage.clause) return text;
  }
  return std::nullopt;
}

std::vector<size_t> shuffledOrder(Entropy& entropy, size_t size) {
  std::vector<size_t> order(size);
  for (size_t i = 0; i < size; ++i) order[i] = i;
  for (size_t i = size; i > 1; --i) std::swap(order[i - 1], order[entropy.below(i)]);
  return order;
}

const Operation& target(const Site& site) {
  return *mainBody(site.module)->operations()[site.index];
}

}  // namespace

Result<BrokenProgram> breakConstraint(Entropy& entropy, OpId op, std::string_view constraint,
                                      const ProgramOptions& options) {
  if (!ops::opDef(op))
    return makeError(fmt::format("breakConstraint: {} is not in the catalogue", opName(op)));
  for (int attempt = 0; attempt < kProgramsPerRequest; ++attempt) {
    Result<std::optional<Site>> site = generateSite(entropy, op, options);
    if (!site.ok()) return site.takeError();
    if (!*site) continue;
    const std::vector<Mutation> mutations = mutationsOf(target(**site));
    for (size_t i : shuffledOrder(entropy, mutations.size())) {
      std::optional<Breakage> breakage = breakageOf(**site, op, mutations[i]);
      if (!breakage || breakage->clause != constraint) continue;
      if (std::optional<std::string> text = confirmedText(*breakage, op))
        return BrokenProgram{std::move(*text), op, std::move(breakage->clause), mutations[i].what};
    }
  }
  return makeError(
      fmt::format("breakConstraint: no mutation of {} breaks {} alone", opName(op), constraint));
}

std::vector<std::pair<OpId, std::string>> breakableConstraints() {
  static const std::vector<std::pair<OpId, std::string>> survey = [] {
    std::set<std::pair<OpId, std::string>> found;
    for (OpId op : generatableOps()) {
      for (uint64_t program = 0; program < kSurveyPrograms; ++program) {
        Entropy entropy = Entropy::fromSeed(static_cast<uint64_t>(op) * 7919 + program);
        Result<std::optional<Site>> site = generateSite(entropy, op, {});
        if (!site.ok() || !*site) continue;
        for (const Mutation& mutation : mutationsOf(target(**site))) {
          std::optional<Breakage> breakage = breakageOf(**site, op, mutation);
          if (!breakage || found.count({op, breakage->clause})) continue;
          if (confirmedText(*breakage, op)) found.insert({op, breakage->clause});
        }
      }
    }
    return std::vector<std::pair<OpId, std::string>>(found.begin(), found.end());
  }();
  return survey;
}

}  // namespace hlo_cts::generators
