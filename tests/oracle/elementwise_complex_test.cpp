// Complex tan and tanh where one part saturates: the oracle answers from the
// closed form instead of MPC (which computes the vanishing part exactly at a
// precision that grows with the argument). Checked against MPC itself where
// MPC is still quick, and by value where it is not.
#include <gtest/gtest.h>

#include <mpc.h>
#include "oracle/expectation.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <random>

#include "numerics/mpfr_number.h"
#include "spec/float_mpfr.h"
#include "tests/oracle/ew_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

uint64_t bitsOfDouble(double v, ElementType part) {
  if (part == ElementType::kF64) return std::bit_cast<uint64_t>(v);
  return std::bit_cast<uint32_t>(static_cast<float>(v));
}

ComplexBits evaluate(const char* op, ElementType type, ComplexBits z) {
  Tensor operand(Type::tensor({1}, type));
  operand.setPartBits(0, 0, z.re);
  operand.setPartBits(0, 1, z.im);
  Tensor result = ewtest::runOp(op, {operand}, Type::tensor({1}, type));
  if (result.numElements() != 1) return {};
  return {result.partBits(0, 0), result.partBits(0, 1)};
}

struct Case {
  const char* op;
  int (*mpc)(mpc_ptr, mpc_srcptr, mpc_rnd_t);
  bool imaginarySaturates;  // tan: |Im z| large; tanh: |Re z| large
};

const Case kCases[] = {{"stablehlo.tan", mpc_tan, true}, {"stablehlo.tanh", mpc_tanh, false}};

TEST(ElementwiseComplex, SaturatedTanAndTanhAgreeWithMpcJustPastTheThreshold) {
  const double angles[] = {0.0, -0.0, 1.0, -1.0, 3.0, 1.5707963267948966, 1e5, -1e30, 1e-40};
  const double larges[] = {400.5, -400.5, 512.0, 1000.0, -3000.0};
  for (ElementType type : {ElementType::kComplexF32, ElementType::kComplexF64}) {
    const ElementType part = complexPartType(type);
    for (const Case& c : kCases)
      for (double angle : angles)
        for (double large : larges) {
          const uint64_t a = bitsOfDouble(angle, part), l = bitsOfDouble(large, part);
          const ComplexBits z = c.imaginarySaturates ? ComplexBits{a, l} : ComplexBits{l, a};
          EXPECT_EQ(evaluate(c.op, type, z), roundMpcBits(c.mpc, z, part))
              << c.op << " " << elementTypeName(type) << " angle " << angle << " large " << large;
        }
  }
}

TEST(ElementwiseComplex, SaturatedTanOfAHugeImaginaryPartIsSignedZeroAndUnit) {
  // tan(1 - 816880i): MPC takes seconds; the parts are (+0, -1) since sin 2 > 0.
  const ElementType part = ElementType::kF32;
  const ComplexBits z{bitsOfDouble(1.0, part), bitsOfDouble(-816880.4375, part)};
  EXPECT_EQ(evaluate("stablehlo.tan", ElementType::kComplexF32, z),
            (ComplexBits{0x00000000, 0xBF800000}));
  // tanh(816880 + 2i): (1, -0) since sin 4 < 0.
  const ComplexBits w{bitsOfDouble(816880.4375, part), bitsOfDouble(2.0, part)};
  EXPECT_EQ(evaluate("stablehlo.tanh", ElementType::kComplexF32, w),
            (ComplexBits{0x3F800000, 0x80000000}));
}

// Complex logistic where the real part saturates (|Re z| > 1000): the
// oracle decides both parts from the asymptotics instead of MPC's 1/(1 + e^-z),
// whose division worked at a precision as large as the parts' exponent gap.
// Just past the threshold MPC is still quick, and the composition at 2400
// bits (far beyond either part type's needs there) must agree.
ComplexBits logisticByComposition(ComplexBits z, ElementType part) {
  MpcNumber w(2400);
  const MpcNumber a = MpcNumber::fromBits(z.re, z.im, part);
  mpc_neg(w.get(), a.get(), MPC_RNDNN);
  mpc_exp(w.get(), w.get(), MPC_RNDNN);
  mpc_add_ui(w.get(), w.get(), 1, MPC_RNDNN);
  mpc_ui_div(w.get(), 1, w.get(), MPC_RNDNN);
  return {roundToFormat(w.real(), 0, part), roundToFormat(w.imag(), 0, part)};
}

TEST(ElementwiseComplex, SaturatedLogisticAgreesWithTheCompositionJustPastTheThreshold) {
  const double imaginaries[] = {0.0, -0.0, 1.0, -1.0, 3.0, 1.5707963267948966, 1e5, -1e30, 1e-40};
  const double reals[] = {1000.5, -1000.5, 1024.0, -1100.0};
  for (ElementType type : {ElementType::kComplexF32, ElementType::kComplexF64}) {
    const ElementType part = complexPartType(type);
    for (double re : reals)
      for (double im : imaginaries) {
        const ComplexBits z{bitsOfDouble(re, part), bitsOfDouble(im, part)};
        EXPECT_EQ(evaluate("stablehlo.logistic", type, z), logisticByComposition(z, part))
            << elementTypeName(type) << " " << re << " + " << im << "i";
      }
  }
}

// Issue 41: two complex<f32> elements that took MPC more than 5 s each.
// Re z is 1.6e7 and 5.1e8, so logistic(z) = 1/(1 + e^-z) is 1 within
// e^-1.6e7, and its imaginary part e^-x·sin y (1 + δ) is far below every
// subnormal: a zero with the sign of sin y (sin(-1.4771e26) by the host's
// libm, which reduces huge arguments exactly).
TEST(ElementwiseComplex, LogisticOfAHugeRealPartIsOneAndASignedZero) {
  const double y = static_cast<double>(std::bit_cast<float>(0xEAF45FF9u));
  const uint64_t tiny = std::sin(y) < 0 ? 0x80000000 : 0x00000000;
  EXPECT_EQ(evaluate("stablehlo.logistic", ElementType::kComplexF32, {0x4B7AB844, 0xEAF45FF9}),
            (ComplexBits{0x3F800000, tiny}));
  EXPECT_EQ(evaluate("stablehlo.logistic", ElementType::kComplexF32, {0x4DF38E9E, 0xBE3A4CB0}),
            (ComplexBits{0x3F800000, 0x80000000}));  // sin(-0.182) < 0
  // The mirror image: logistic(-x + iy) = e^z (1 + δ), below every
  // subnormal too: zeros with the signs of cos y and sin y.
  EXPECT_EQ(evaluate("stablehlo.logistic", ElementType::kComplexF32, {0xCDF38E9E, 0xBE3A4CB0}),
            (ComplexBits{0x00000000, 0x80000000}));
}

// Elements split across threads give each element's own result: a tensor of
// many chunks (exp, tanh, and the binary power, on random parts) equals the
// same functions on each element alone, which MPC rounds.
TEST(ElementwiseComplex, ManyElementsAgreeWithEachElementAlone) {
  constexpr int64_t kN = 1000;
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> parts(-4, 4);
  const Type type = Type::tensor({kN}, ElementType::kComplexF64);
  Tensor z(type), w(type);
  for (int64_t i = 0; i < kN; ++i)
    for (int p = 0; p < 2; ++p) {
      z.setPartBits(i, p, std::bit_cast<uint64_t>(parts(rng)));
      w.setPartBits(i, p, std::bit_cast<uint64_t>(parts(rng)));
    }
  for (const char* op : {"stablehlo.exponential", "stablehlo.tanh"}) {
    const Tensor all = ewtest::runOp(op, {z}, type);
    ASSERT_EQ(all.numElements(), kN) << op;
    for (int64_t i = 0; i < kN; ++i)
      ASSERT_EQ((ComplexBits{all.partBits(i, 0), all.partBits(i, 1)}),
                evaluate(op, ElementType::kComplexF64, {z.partBits(i, 0), z.partBits(i, 1)}))
          << op << " element " << i;
  }
  const Tensor powers = ewtest::runOp("stablehlo.power", {z, w}, type);
  ASSERT_EQ(powers.numElements(), kN);
  for (int64_t i = 0; i < kN; i += 7) {
    const ComplexBits a{z.partBits(i, 0), z.partBits(i, 1)}, b{w.partBits(i, 0), w.partBits(i, 1)};
    ASSERT_EQ((ComplexBits{powers.partBits(i, 0), powers.partBits(i, 1)}),
              roundMpcBits(mpc_pow, a, b, ElementType::kF64))
        << "power element " << i;
  }
}

// One complex element of each operand, from (real, imaginary) bits.
Tensor complexOf(ElementType type, uint64_t re, uint64_t im) {
  Tensor t(Type::tensor({1}, type));
  t.setPartBits(0, 0, re);
  t.setPartBits(0, 1, im);
  return t;
}

// `op`(a, b) under the strict profile allows exactly the operands a and b
// (not `neither`), and flows `flowing`.
void expectEitherOperandAllowed(const std::string& op, const Tensor& a, const Tensor& b,
                                const Tensor& flowing, const Tensor& neither) {
  Result<std::vector<RuntimeValue>> out =
      ewtest::runOpValues(op, {a, b}, {Type::tensor({1}, a.elementType())});
  ASSERT_TRUE(out.ok()) << out.error().str();
  const RuntimeValue& v = (*out)[0];
  EXPECT_EQ(v.tensor(), flowing);
  ASSERT_TRUE(v.expectation());
  const Profile strict;
  EXPECT_TRUE(compare(a, *v.expectation(), strict).passed);
  EXPECT_TRUE(compare(b, *v.expectation(), strict).passed);
  EXPECT_FALSE(compare(neither, *v.expectation(), strict).passed);
}

// Complex maximum of (0, 1.5) and (−0, 2.5): real parts equal under IEEE ==
// give (−0, 2.5) (the interpreter); the IEEE maximum's −0 < +0 gives
// (0, 1.5) (XLA:CPU). Both are allowed; a third value, (0, 3), is not.
TEST(ElementwiseComplex, MaximumAllowsEitherReadingOfSignedZeroRealParts) {
  const ElementType type = ElementType::kComplexF32;
  const Tensor a = complexOf(type, 0x00000000u, 0x3FC00000u);
  const Tensor b = complexOf(type, 0x80000000u, 0x40200000u);
  expectEitherOperandAllowed("stablehlo.maximum", a, b, b,
                             complexOf(type, 0x00000000u, 0x40400000u));
}

// Complex minimum of (0, 0) and (+Inf, NaN): the NaN operand (it
// propagates, the interpreter) or (0, 0) (the real parts decide before the
// NaN is compared, XLA:CPU); both are allowed, a third value, (1, 0), is not.
TEST(ElementwiseComplex, MinimumWithANaNPartAllowsEitherOperand) {
  const ElementType type = ElementType::kComplexF64;
  const Tensor a = complexOf(type, 0, 0);
  const Tensor b = complexOf(type, 0x7FF0000000000000u, 0x7FF8000000000000u);
  expectEitherOperandAllowed("stablehlo.minimum", a, b, b, complexOf(type, 0x3FF0000000000000u, 0));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
