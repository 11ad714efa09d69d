// The oracle's op table covers the op registry: every registered op has a
// handler or is listed, with its reason, as knowingly not evaluated.
#include <gtest/gtest.h>

#include "oracle/evaluator.h"
#include "oracle/oracle.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

TEST(OracleOpTable, CoversTheRegistry) {
  for (const std::string& error : oracleRegistryErrors()) ADD_FAILURE() << error;
}

TEST(OracleOpTable, RefusesAnOpRegisteredTwice) {
  OpTable table;
  const OpEntry entries[] = {{OpId::kAdd, oracleOps().find(OpId::kAdd)},
                             {OpId::kAdd, oracleOps().find(OpId::kAdd)}};
  Status s = table.add(entries);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().message, "stablehlo.add is registered twice");
}

TEST(OracleOpTable, EvaluatedOpsHaveHandlers) {
  const std::vector<OpId> ops = evaluatedOps();
  EXPECT_GT(ops.size(), 150u);
  for (OpId id : ops) EXPECT_NE(oracleOps().find(id), nullptr) << opName(id);
  EXPECT_EQ(oracleOps().find(OpId::kUnknown), nullptr);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
