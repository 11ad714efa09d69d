// The op registry (spec/op_list.def) and the catalogue agree: every layer
// indexes by OpId, so a missing or misfiled entry must fail here.
#include <gtest/gtest.h>

#include <set>

#include "spec/ir.h"
#include "spec/ops/catalogue.h"

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

TEST(OpRegistry, CatalogueAndRegistryAgree) {
  for (const std::string& error : ops::registryErrors()) ADD_FAILURE() << error;
}

TEST(OpRegistry, NamesAndIdsRoundTrip) {
  std::set<std::string_view> names;
  for (OpId id : allOps()) {
    const OpInfo& info = opInfo(id);
    EXPECT_EQ(info.id, id);
    EXPECT_EQ(opIdOf(info.name), id) << info.name;
    EXPECT_TRUE(names.insert(info.name).second) << "registered twice: " << info.name;
    EXPECT_FALSE(info.dialect().empty()) << info.name;
    EXPECT_NE(familyName(info.family), "?") << info.name;
  }
  EXPECT_EQ(opIdOf("return"), OpId::kFuncReturn);
  EXPECT_EQ(opIdOf("call"), OpId::kFuncCall);
  EXPECT_EQ(opIdOf("vendor.mystery"), OpId::kUnknown);
  EXPECT_EQ(opIdOf("stablehlo.not_an_op"), OpId::kUnknown);
}

TEST(OpRegistry, OperationsCacheTheirId) {
  EXPECT_EQ(Operation("stablehlo.gather").id(), OpId::kGather);
  EXPECT_EQ(Operation("chlo.erf").id(), OpId::kChloErf);
  EXPECT_EQ(Operation("mhlo.foo").id(), OpId::kUnknown);
}

TEST(OpRegistry, CatalogueIsIndexedById) {
  for (const ops::OpDef& def : ops::catalogue()) {
    ASSERT_NE(def.id, OpId::kUnknown) << def.name;
    EXPECT_EQ(ops::opDef(def.id), &def) << def.name;
    EXPECT_EQ(ops::lookupOp(def.name), &def) << def.name;
    EXPECT_EQ(def.family, familyName(opInfo(def.id).family)) << def.name;
  }
  EXPECT_EQ(ops::opDef(OpId::kFuncFunc), nullptr);
  EXPECT_EQ(ops::opDef(OpId::kUnknown), nullptr);
}

// The DAZ rule and the math functions are registry columns: spot-check the
// ones a profile's flush_subnormals and the oracle's MPFR path rely on.
TEST(OpRegistry, FlagsAndMathFunctions) {
  EXPECT_TRUE(opInfo(OpId::kAdd).readsFloatsArithmetically());
  EXPECT_TRUE(opInfo(OpId::kDotGeneral).readsFloatsArithmetically());
  EXPECT_TRUE(opInfo(OpId::kReduce).readsFloatsArithmetically());
  for (OpId bitMover : {OpId::kBitcastConvert, OpId::kSelect, OpId::kReal, OpId::kImag,
                        OpId::kComplex, OpId::kRng, OpId::kTranspose})
    EXPECT_FALSE(opInfo(bitMover).readsFloatsArithmetically()) << opName(bitMover);
  EXPECT_EQ(opInfo(OpId::kExponential).mathFn, MathFn::kExp);
  EXPECT_EQ(opInfo(OpId::kChloTan).mathFn, MathFn::kTan);
  EXPECT_EQ(opInfo(OpId::kTan).mathFn, MathFn::kTan);
  EXPECT_EQ(opInfo(OpId::kAdd).mathFn, MathFn::kNone);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
