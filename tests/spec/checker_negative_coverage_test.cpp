// Every constraint of every op in the catalogue has a negative test in
// suites/negative (a split rejected citing exactly that clause), and every
// op a positive one (a clean split that uses it). Enumerates the catalogue,
// so a new op or clause without tests fails here.
#include <gtest/gtest.h>

#include <optional>
#include <set>

#include "spec/checker/checker.h"
#include "spec/ops/catalogue.h"
#include "spec/ops/spec_functions.h"
#include "tests/spec/negative_suite.h"

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace negative;

// Every constraint of every op is rejected by some split citing it, and
// every op appears in some clean split.
TEST(NegativeSuiteCoverage, EveryConstraintHasANegativeTestAndEveryOpAPositiveOne) {
  std::set<std::string> cited;
  std::set<std::string> positives;
  for (const std::string& file : suiteFiles()) {
    Suite suite = loadSuite(file);
    for (size_t i = 0; i < suite.splits.size(); ++i) {
      for (const Expectation& e : suite.splits[i].expected) cited.insert(e.text);
      if (!suite.splits[i].expected.empty() || i >= suite.modules.size()) continue;
      walk(suite.modules[i].op.get(), [&](Operation* op) { positives.insert(op->name()); });
    }
  }
  std::vector<std::string> missingNegative, missingPositive;
  size_t total = 0;
  for (const ops::OpDef& def : ops::catalogue()) {
    for (const ops::Constraint& c : def.constraints) {
      ++total;
      std::string clause = std::string(def.name) + " (" + std::string(c.id) + ")";
      if (!cited.count(clause)) missingNegative.push_back(clause);
    }
    if (!positives.count(std::string(def.name))) missingPositive.push_back(std::string(def.name));
  }
  for (const ops::TypeClause& c : ops::typeClauses()) {
    ++total;
    std::string clause = std::string(c.type) + " (" + std::string(c.id) + ")";
    if (!cited.count(clause)) missingNegative.push_back(clause);
  }
  std::string list;
  for (const std::string& m : missingNegative) list += "\n  " + m;
  EXPECT_TRUE(missingNegative.empty())
      << missingNegative.size() << " of " << total << " constraints have no negative test:" << list;
  list.clear();
  for (const std::string& m : missingPositive) list += "\n  " + m;
  EXPECT_TRUE(missingPositive.empty())
      << missingPositive.size() << " ops have no positive test:" << list;
}

// A type the category `category` rejects, of `like`'s shape where it is a
// tensor: another element class, another rank, or a token.
std::optional<Type> typeOutside(const ops::TypeCategory& category, const Type& like) {
  std::vector<int64_t> shape = like.isTensor() ? like.shape() : std::vector<int64_t>{2};
  std::vector<Type> candidates;
  for (ElementType e : {ElementType::kI1, ElementType::kSI32, ElementType::kUI32, ElementType::kF32,
                        ElementType::kComplexF32, ElementType::kF64})
    candidates.push_back(Type::tensor(shape, e));
  std::vector<int64_t> other_rank =
      shape.empty() ? std::vector<int64_t>{2} : std::vector<int64_t>{};
  for (ElementType e : {ElementType::kSI32, ElementType::kF32, ElementType::kUI64})
    candidates.push_back(Type::tensor(other_rank, e));
  candidates.push_back(Type::token());
  for (const Type& t : candidates)
    if (!category.matches(t)) return t;
  return std::nullopt;
}

// The type-category rows of every op's Inputs and Outputs tables (I1.., O1..)
// are checked too: in a clean split of the op, each operand and result whose
// category is restrictive is retyped outside it, and the checker must cite
// that row. (Retyping one value usually breaks numbered constraints as well,
// so this asserts the row is among the diagnostics, not alone.)
TEST(NegativeSuiteCoverage, EveryTypeCategoryRowIsChecked) {
  std::set<std::string> exercised;
  std::vector<std::string> missed;
  for (const std::string& file : suiteFiles()) {
    Suite suite = loadSuite(file);
    for (size_t i = 0; i < suite.splits.size() && i < suite.modules.size(); ++i) {
      if (!suite.splits[i].expected.empty()) continue;
      Module& module = suite.modules[i];
      std::vector<Operation*> ops_in_split;
      walk(module.op.get(), [&](Operation* op) { ops_in_split.push_back(op); });
      for (Operation* op : ops_in_split) {
        const ops::OpDef* def = ops::lookupOp(op->name());
        if (!def) continue;
        auto view = ops::OpView::make(*op, *def);
        if (!view.ok()) continue;
        auto retype = [&](Value* v, const ops::TypeCategory& category, const std::string& row) {
          const std::string key = std::string(def->name) + " (" + row + ")";
          if (exercised.count(key)) return;
          std::optional<Type> wrong = typeOutside(category, v->type);
          if (!wrong) return;
          const Type saved = v->type;
          v->type = *wrong;
          bool cited = false;
          for (const Diagnostic& d : checker::checkModule(module))
            cited = cited || d.message.find(key) != std::string::npos;
          v->type = saved;
          if (cited)
            exercised.insert(key);
          else
            missed.push_back(key + " with " + ops::typeStr(*wrong) + " in " + file);
        };
        for (size_t k = 0; k < def->inputs.size(); ++k) {
          const ops::InputDef& in = def->inputs[k];
          if (in.kind != ops::InputKind::kOperand) continue;
          for (Value* v : view->operands(in.name)) retype(v, in.type, "I" + std::to_string(k + 1));
        }
        for (size_t k = 0; k < def->outputs.size(); ++k)
          for (Value* v : view->results(def->outputs[k].name))
            retype(v, def->outputs[k].type, "O" + std::to_string(k + 1));
      }
    }
  }
  EXPECT_TRUE(missed.empty()) << missed.size() << " rows not cited, e.g. " << missed.front();
  // Every restrictive row of every op was reached by some clean split.
  std::vector<std::string> unreached;
  for (const ops::OpDef& def : ops::catalogue()) {
    for (size_t k = 0; k < def.inputs.size(); ++k) {
      const ops::InputDef& in = def.inputs[k];
      const std::string key = std::string(def.name) + " (I" + std::to_string(k + 1) + ")";
      if (in.kind == ops::InputKind::kOperand && in.arity == ops::Arity::kOne &&
          typeOutside(in.type, Type::tensor({2}, ElementType::kF32)) && !exercised.count(key))
        unreached.push_back(key);
    }
  }
  EXPECT_TRUE(unreached.empty()) << unreached.size() << " rows never retyped, e.g. "
                                 << (unreached.empty() ? "" : unreached.front());
  EXPECT_GT(exercised.size(), 200u);
  RecordProperty("rows_checked", static_cast<int>(exercised.size()));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
