// The oracle evaluates every op the catalogue files under the data-movement,
// indexing and control-flow families, plus the tuple/token ops and the CHLO
// ops of this part.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "oracle/evaluator.h"
#include "oracle/oracle.h"
#include "spec/ops/catalogue.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

TEST(DataMovementCoverage, EveryCatalogueOpOfTheFamiliesHasSemantics) {
  const std::set<std::string_view> families = {"data_movement", "indexing", "control_flow"};
  const std::set<std::string_view> alsoHere = {"stablehlo.tuple",
                                               "stablehlo.get_tuple_element",
                                               "stablehlo.optimization_barrier",
                                               "stablehlo.after_all",
                                               "stablehlo.create_token",
                                               "chlo.top_k",
                                               "chlo.scan"};
  int covered = 0;
  for (const ops::OpDef& def : ops::catalogue()) {
    if (!families.contains(def.family) && !alsoHere.contains(def.name)) continue;
    EXPECT_NE(oracleOps().find(def.id), nullptr) << def.name << " (" << def.family << ")";
    ++covered;
  }
  EXPECT_GE(covered, 30);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
