// Property tests of the constraint breaker: every (op, constraint) it claims
// to break gives a program the checker rejects with exactly one error, and
// that error cites the constraint; and how much of the catalogue it reaches.
#include "generators/break_constraint.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <set>

#include "spec/checker/checker.h"
#include "spec/ops/catalogue.h"
#include "spec/text/parser.h"

namespace hlo_cts::generators {
namespace {
namespace HLO_CTS_UNITY_ID {

// The numbered constraints of the generatable ops that apply to today's
// spec and need nothing beyond the op (the others hold vacuously here):
// how many the breaker reaches, and which it does not.
void expectTheBreakerReachesMostConstraints(
    const std::vector<std::pair<OpId, std::string>>& found) {
  const std::set<std::pair<OpId, std::string>> breakable(found.begin(), found.end());
  size_t total = 0, covered = 0;
  std::vector<std::string> missing;
  for (OpId op : generatableOps()) {
    for (const ops::Constraint& c : ops::opDef(op)->constraints) {
      if (c.needsContext || !ops::holdsIn(c.versions, ops::SpecVersion::kCurrent)) continue;
      ++total;
      if (breakable.count({op, std::string(c.id)}))
        ++covered;
      else
        missing.push_back(fmt::format("{} ({}): {}", opName(op), c.id, c.text));
    }
  }
  std::printf(
      "breakable: %zu of %zu constraints of %zu generatable ops (%.1f%%); "
      "category clauses breakable as well: %zu\n",
      covered, total, generatableOps().size(), 100.0 * covered / total, breakable.size() - covered);
  for (const std::string& m : missing) std::printf("  not breakable: %s\n", m.c_str());
  EXPECT_GE(covered * 100, total * 95) << "the breaker reaches too few constraints";
}

// The survey behind breakableConstraints generates programs for every op,
// so one test (one process under ctest) both checks what it found and
// reports how much of the catalogue that is.
TEST(BreakConstraint, EveryBreakableConstraintIsTheCheckersOnlyError) {
  const auto breakable = breakableConstraints();
  ASSERT_FALSE(breakable.empty());
  expectTheBreakerReachesMostConstraints(breakable);
  uint64_t seed = 0;
  for (const auto& [op, constraint] : breakable) {
    Entropy entropy = Entropy::fromSeed(++seed);
    Result<BrokenProgram> broken = breakConstraint(entropy, op, constraint);
    ASSERT_TRUE(broken.ok()) << opName(op) << " " << constraint << ": " << broken.error().message;
    EXPECT_EQ(broken->op, op);
    EXPECT_EQ(broken->constraint, constraint);
    Result<Module> module = parseModule(broken->text, "broken.mlir");
    ASSERT_TRUE(module.ok()) << module.error().str() << "\n" << broken->text;
    std::vector<Diagnostic> errors;
    for (Diagnostic& d : checker::checkModule(*module))
      if (d.severity == Diagnostic::Severity::kError) errors.push_back(std::move(d));
    ASSERT_EQ(errors.size(), 1u) << broken->mutation << "\n" << broken->text;
    EXPECT_EQ(checker::citedClause(errors[0]), fmt::format("{} ({})", opName(op), constraint))
        << broken->mutation << "\n"
        << errors[0].str() << "\n"
        << broken->text;
  }
}

TEST(BreakConstraint, AConstraintNoMutationBreaksIsAnError) {
  Entropy entropy = Entropy::fromSeed(1);
  EXPECT_FALSE(breakConstraint(entropy, OpId::kAdd, "C99").ok());
}

TEST(BreakConstraint, TheSameSeedBreaksTheSameWay) {
  Entropy a = Entropy::fromSeed(5), b = Entropy::fromSeed(5);
  Result<BrokenProgram> first = breakConstraint(a, OpId::kTranspose, "C2");
  Result<BrokenProgram> second = breakConstraint(b, OpId::kTranspose, "C2");
  ASSERT_TRUE(first.ok() && second.ok());
  EXPECT_EQ(first->text, second->text);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::generators
