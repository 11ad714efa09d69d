// Tolerance profiles: the line format, its diagnostics, rule resolution, and
// the shipped strict/default profiles.
#include <gtest/gtest.h>

#include "oracle/profile.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

std::string profilesDir() {
  return std::string(HLO_CTS_SOURCE_DIR) + "/suites/profiles";
}

TEST(Profile, GlobMatch) {
  EXPECT_TRUE(globMatch("*", ""));
  EXPECT_TRUE(globMatch("f8*", "f8E4M3FN"));
  EXPECT_FALSE(globMatch("f8*", "f16"));
  EXPECT_TRUE(globMatch("chlo.*", "chlo.erf"));
  EXPECT_TRUE(globMatch("*M3*", "f8E4M3FNUZ"));
  EXPECT_FALSE(globMatch("exp", "exponential"));
  EXPECT_TRUE(globMatch("complex<f32>", "complex<f32>"));
  EXPECT_TRUE(globMatch("a*b*c", "axxbyyc"));
  EXPECT_FALSE(globMatch("a*b*c", "axxbyy"));
}

TEST(Profile, LaterLinesWinPerSetting) {
  Result<Profile> p = parseProfile(
      "# general first\n"
      "ulp=0 nan_sign=ignore zero_sign=match\n"
      "op=exponential ulp=4\n"
      "\n"
      "op=exponential type=f32 ulp=2   # specific\n"
      "type=f16 ulp=1 zero_sign=ignore flush_subnormals=outputs\n",
      "t.profile");
  ASSERT_TRUE(p.ok()) << p.error().str();
  EXPECT_EQ(p->name(), "t");
  EXPECT_EQ(p->rules().size(), 4u);
  EXPECT_EQ(p->lookup("stablehlo.exponential", ElementType::kF32).ulp, 2u);
  EXPECT_EQ(p->lookup("stablehlo.exponential", ElementType::kF64).ulp, 4u);
  EXPECT_EQ(p->lookup("exponential", ElementType::kF64).ulp, 4u);
  EXPECT_EQ(p->lookup("stablehlo.add", ElementType::kF32).ulp, 0u);
  Tolerance f16 = p->lookup("stablehlo.exponential", ElementType::kF16);
  EXPECT_EQ(f16.ulp, 1u);
  EXPECT_FALSE(f16.zeroSignMatters);
  EXPECT_TRUE(f16.flushesOutputs());
  EXPECT_FALSE(f16.flushesInputs());
  // Settings not mentioned by the f16 line keep their earlier values.
  EXPECT_FALSE(f16.nanSignMatters);
  EXPECT_TRUE(p->lookup("stablehlo.add", ElementType::kF32).zeroSignMatters);
  // A dialect-less op pattern does not match other dialects.
  EXPECT_EQ(p->lookup("chlo.exponential", ElementType::kF64).ulp, 0u);
}

TEST(Profile, VendorRelaxationAppends) {
  Result<Profile> p = parseProfile("ulp=0\n", "base.profile");
  ASSERT_TRUE(p.ok());
  ASSERT_TRUE(p->addRules("op=sine type=f32 ulp=8 reason=\"our sinf: 8 ulp\"\n", "vendor").ok());
  EXPECT_EQ(p->lookup("stablehlo.sine", ElementType::kF32).ulp, 8u);
  EXPECT_EQ(p->rules().back().reason, "our sinf: 8 ulp");
  EXPECT_EQ(p->rules().back().location.line, 1);
}

struct BadLine {
  const char* text;
  int line;
  int col;
  const char* message;
};

TEST(Profile, ErrorsNameLineAndColumn) {
  const BadLine cases[] = {
      {"op=exponential ulps=2", 1, 16, "unknown key 'ulps'"},
      {"ulp=0\nop=exponential ulp=two", 2, 20, "non-negative integer"},
      {"op=exp ulp=2", 1, 4, "unknown op 'exp' (did you mean 'exponential'?)"},
      {"op=stablehlo.sin ulp=2", 1, 4,
       "unknown op 'stablehlo.sin' (did you mean 'stablehlo.sine'?)"},
      {"op=erf ulp=2", 1, 4, "unknown op 'erf' (did you mean 'chlo.erf'?)"},
      {"op=exponentail ulp=2", 1, 4, "(did you mean 'exponential'?)"},
      {"op=chlo.foo* ulp=2", 1, 4, "op pattern 'chlo.foo*' matches no op"},
      {"include", 1, 8, "expected a profile file after 'include'"},
      {"include a.profile b", 1, 19, "expected the end of the line"},
      {"ulp=-1", 1, 5, "non-negative integer"},
      {"nan_sign=maybe", 1, 10, "'ignore' or 'match'"},
      {"flush_subnormals=all", 1, 18, "none, inputs, outputs or both"},
      {"\n\n  type=f7 ulp=1", 3, 8, "unknown element type 'f7'"},
      {"reason=\"open", 1, 8, "closing '\"'"},
      {"op", 1, 3, "expected '=' after 'op'"},
      {"op=", 1, 4, "expected a value"},
      {"=3", 1, 1, "expected a key"},
      {"ulp=99999999999999999999999", 1, 5, "non-negative integer"},
  };
  for (const BadLine& c : cases) {
    Result<Profile> p = parseProfile(c.text, "bad.profile");
    ASSERT_FALSE(p.ok()) << c.text;
    EXPECT_EQ(p.error().location.file, "bad.profile");
    EXPECT_EQ(p.error().location.line, c.line) << c.text;
    EXPECT_EQ(p.error().location.col, c.col) << c.text;
    EXPECT_NE(p.error().message.find(c.message), std::string::npos) << p.error().message;
  }
}

TEST(Profile, EmptyProfileIsStrict) {
  Profile p;
  Tolerance t = p.lookup("stablehlo.exponential", ElementType::kF32);
  EXPECT_EQ(t.ulp, 0u);
  EXPECT_TRUE(t.zeroSignMatters);
  EXPECT_FALSE(t.nanSignMatters);
  EXPECT_EQ(t.flushSubnormals, FlushSubnormals::kNone);
}

TEST(Profile, ShippedStrictProfile) {
  Result<Profile> p = loadNamedProfile("strict", profilesDir());
  ASSERT_TRUE(p.ok()) << p.error().str();
  EXPECT_EQ(p->name(), "strict");
  for (const char* op : {"stablehlo.exponential", "stablehlo.add", "chlo.erf"})
    for (ElementType t : {ElementType::kF32, ElementType::kF16, ElementType::kComplexF64})
      EXPECT_EQ(p->lookup(op, t).ulp, 0u);
  const Tolerance dot = p->lookup("stablehlo.dot_general", ElementType::kF32);
  for (DotInputPrecision d : dot.dotInputs) EXPECT_EQ(d, DotInputPrecision::kOperand);
  EXPECT_FALSE(p->lookup("stablehlo.dot_general", ElementType::kF8E5M2).fastAccumulation);
}

TEST(Profile, ShippedDefaultProfileFollowsFacts) {
  Result<Profile> p = loadNamedProfile("default", profilesDir());
  ASSERT_TRUE(p.ok()) << p.error().str();
  struct Row {
    const char* op;
    ElementType type;
    uint64_t ulp;
  };
  const Row rows[] = {
      {"stablehlo.add", ElementType::kF32, 0},
      {"stablehlo.divide", ElementType::kF64, 0},
      {"stablehlo.sqrt", ElementType::kF32, 0},
      {"stablehlo.exponential", ElementType::kF32, 2},
      {"stablehlo.log", ElementType::kF32, 1},
      {"stablehlo.sine", ElementType::kF32, 2},
      {"stablehlo.tanh", ElementType::kF32, 2},
      {"stablehlo.power", ElementType::kF32, 4},
      {"stablehlo.rsqrt", ElementType::kF32, 2},
      {"chlo.erf", ElementType::kF32, 2},
      {"stablehlo.atan2", ElementType::kF32, 3},
      {"stablehlo.cbrt", ElementType::kF32, 1},
      {"stablehlo.log_plus_one", ElementType::kF32, 1},
      {"stablehlo.exponential_minus_one", ElementType::kF32, 1},
      {"stablehlo.exponential", ElementType::kF16, 1},
      {"stablehlo.sine", ElementType::kBF16, 1},
      {"stablehlo.tan", ElementType::kF8E4M3FN, 1},
      {"stablehlo.tan", ElementType::kF64, 4},
      {"stablehlo.tan", ElementType::kF6E3M2FN, 1},
      {"stablehlo.divide", ElementType::kF64, 0},
      {"chlo.lgamma", ElementType::kF32, 4},
      {"stablehlo.exponential", ElementType::kComplexF32, 4},
  };
  for (const Row& r : rows)
    EXPECT_EQ(p->lookup(r.op, r.type).ulp, r.ulp) << r.op << " " << elementTypeName(r.type);
  // Dots: the coarsest input precision real backends use per precision_config.
  for (const char* op : {"stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution"}) {
    const Tolerance t = p->lookup(op, ElementType::kF32);
    EXPECT_EQ(t.dotInputs[0], DotInputPrecision::kBf16) << op;
    EXPECT_EQ(t.dotInputs[1], DotInputPrecision::kTf32) << op;
    EXPECT_EQ(t.dotInputs[2], DotInputPrecision::kBf16x6) << op;
  }
  EXPECT_EQ(p->lookup("stablehlo.dot_general", ElementType::kF64).dotInputs[0],
            DotInputPrecision::kOperand);
  EXPECT_TRUE(p->lookup("stablehlo.dot_general", ElementType::kF8E4M3FN).fastAccumulation);
  EXPECT_FALSE(loadNamedProfile("../etc/passwd", profilesDir()).ok());
  EXPECT_FALSE(loadNamedProfile("no-such-profile", profilesDir()).ok());
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
