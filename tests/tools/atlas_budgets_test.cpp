// The budgets of the backends' profiles against their published accuracy
// atlases (reports/accuracy/<backend>/accuracy.json): every measured
// maximum is within the budget its profile resolves to, except the
// maxima the profile marks as a FINDING (tools/atlas-budgets.py), which no
// budget may hide. simd-cpu's budgets are SLEEF's documented bounds, not
// generated: its atlas must meet them.
#include <gtest/gtest.h>

#include <string>

#include "reports/accuracy_atlas.h"
#include "suites/builtin_profiles.h"
#include "tests/param_name.h"

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

class AtlasBudgets : public ::testing::TestWithParam<const char*> {};

TEST_P(AtlasBudgets, MeasuredMaximaAreWithinTheProfileOrMarkedFindings) {
  const std::string backend = GetParam();
  Result<reports::Atlas> atlas =
      reports::loadAtlas(std::string(HLO_CTS_SOURCE_DIR) + "/reports/accuracy/" + backend);
  ASSERT_TRUE(atlas.ok()) << atlas.error().str();
  Result<oracle::Profile> profile = suites::loadProfile(backend);
  ASSERT_TRUE(profile.ok()) << profile.error().str();
  Result<std::string> text = suites::readBuiltinProfile(backend + ".profile");
  ASSERT_TRUE(text.ok());
  ASSERT_FALSE(atlas->entries.empty());
  for (const reports::AtlasEntry& entry : atlas->entries) {
    std::optional<ElementType> type = parseElementTypeName(entry.type);
    ASSERT_TRUE(type) << entry.type;
    const uint64_t budget = profile->lookup(entry.op, *type).ulp;
    const bool finding =
        text->find("# FINDING: op=" + entry.op + " type=" + entry.type + ":") != std::string::npos;
    if (finding)
      EXPECT_LT(budget, entry.maxUlp)
          << entry.op << " " << entry.type << ": a finding is no budget";
    else
      EXPECT_GE(budget, entry.maxUlp) << backend << " " << entry.op << " " << entry.type;
  }
}

INSTANTIATE_TEST_SUITE_P(Profiles, AtlasBudgets,
                         ::testing::Values("xla-cpu", "iree-cpu", "stablehlo-interpreter",
                                           "simd-cpu"),
                         test_support::BackendParamName());

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
