// Every constraint of every op in the catalogue has a negative test in
// suites/negative (a split rejected citing exactly that clause), and every
// op a positive one (a clean split that uses it). Enumerates the catalogue,
// so a new op or clause without tests fails here.
#include <gtest/gtest.h>

#include <set>

#include "spec/ops/catalogue.h"
#include "tests/spec/negative_suite.h"

namespace hlo_cts {
namespace {

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

}  // namespace
}  // namespace hlo_cts
