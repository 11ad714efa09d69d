// Profile fma_contraction and reciprocal_division: a backend that contracts
// multiply + add into one FMA, or divides by a broadcast divisor through its
// reciprocal (what XLA:CPU and IREE do by design), passes under a profile
// that declares the rewrite and fails under one that does not, with the
// rewrite named; a result that neither reading gives still fails.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "oracle/expectation.h"
#include "oracle/profile.h"
#include "profile_test_util.h"
#include "reduction_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::f32Tensor;
using testing::f64Tensor;
using testing::profileOf;
using testing::runProgram;

constexpr const char* kMultiplyAdd = R"(
  func.func @f(%a: tensor<64xf32>, %b: tensor<64xf32>, %c: tensor<64xf32>) -> tensor<64xf32> {
    %m = stablehlo.multiply %a, %b : tensor<64xf32>
    %s = stablehlo.add %m, %c : tensor<64xf32>
    return %s : tensor<64xf32>
  })";

// The comparison of `actual` with the first result of `text` under `profile`.
Comparison judged(const std::string& text, std::vector<Tensor> args, const Tensor& actual,
                  const Profile& profile) {
  EvalOptions options;
  options.profile = &profile;
  auto results = runProgram(text, std::move(args), options);
  EXPECT_TRUE(results.ok()) << (results.ok() ? "" : results.error().str());
  Comparison failed;
  failed.passed = false;
  if (!results.ok()) return failed;
  const RuntimeValue& r = (*results)[0];
  TensorExpectation exact(r.tensor(), "");
  return compare(actual, r.expectation() ? *r.expectation() : exact, profile);
}

const Profile& contracting() {
  static const Profile p = profileOf("op=* type=* ulp=0\nop=* type=* fma_contraction=allow\n");
  return p;
}
const Profile& reciprocating() {
  static const Profile p = profileOf(
      "op=* type=* ulp=0\nop=divide reciprocal_division=allow\n"
      "op=chlo.broadcast_divide reciprocal_division=allow\n");
  return p;
}
const Profile& strict() {
  static const Profile p = profileOf("op=* type=* ulp=0\n");
  return p;
}

// a, b and c = -round(a * b): op by op every sum is exactly 0, and a fused
// multiply-add gives the product's rounding error instead.
struct FmaCase {
  std::vector<float> a, b, c, fused;
};
FmaCase fmaCase() {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> value(-4.0f, 4.0f);
  FmaCase f;
  for (int i = 0; i < 64; ++i) {
    f.a.push_back(value(rng));
    f.b.push_back(value(rng));
    f.c.push_back(-(f.a.back() * f.b.back()));
    f.fused.push_back(std::fma(f.a.back(), f.b.back(), f.c.back()));
  }
  return f;
}

TEST(Transformations, AContractedMultiplyAddPassesOnlyWhereTheProfileDeclaresIt) {
  const FmaCase f = fmaCase();
  auto args = [&] {
    return std::vector<Tensor>{f32Tensor({64}, f.a), f32Tensor({64}, f.b), f32Tensor({64}, f.c)};
  };
  const Tensor fused = f32Tensor({64}, f.fused);
  EXPECT_TRUE(judged(kMultiplyAdd, args(), fused, contracting()).passed);
  const Comparison opByOp = judged(kMultiplyAdd, args(), fused, strict());
  EXPECT_FALSE(opByOp.passed);
  EXPECT_GT(opByOp.failures, 32);  // most products are inexact
  // The op-by-op result (all zeros) stays allowed under the declaring profile.
  EXPECT_TRUE(
      judged(kMultiplyAdd, args(), f32Tensor({64}, std::vector<float>(64, 0.0f)), contracting())
          .passed);
  // A result that is neither stays wrong, and the message names the rewrite.
  std::vector<float> wrong = f.fused;
  wrong[3] = 1.0f;
  const Comparison bad = judged(kMultiplyAdd, args(), f32Tensor({64}, wrong), contracting());
  EXPECT_FALSE(bad.passed);
  EXPECT_EQ(bad.failures, 1);
  EXPECT_NE(bad.explain().find("fused multiply-add: stablehlo.multiply"), std::string::npos)
      << bad.explain();
}

// (a + b) + c with b = -a and c below a's ulp: op by op exactly c; in
// either other association c is lost. Reassociation is allowed only where a
// profile declares it, names the chain, and a sum neither order gives still
// fails. A three-factor product likewise.
TEST(Transformations, AReassociatedChainPassesOnlyWhereTheProfileDeclaresIt) {
  const char* sum = R"(
    func.func @f(%a: tensor<2xf64>, %b: tensor<2xf64>, %c: tensor<2xf64>) -> tensor<2xf64> {
      %s = stablehlo.add %a, %b : tensor<2xf64>
      %r = stablehlo.add %s, %c : tensor<2xf64>
      return %r : tensor<2xf64>
    })";
  auto args = [] {
    return std::vector<Tensor>{f64Tensor({2}, {1e17, 3e17}), f64Tensor({2}, {-1e17, -3e17}),
                               f64Tensor({2}, {0.5, 1.5})};
  };
  const Profile& reassociating = profileOf("op=* type=* ulp=0\nop=* reassociation=allow\n");
  const Tensor lost = f64Tensor({2}, {0.0, 0.0});
  EXPECT_TRUE(judged(sum, args(), lost, reassociating).passed);
  EXPECT_TRUE(judged(sum, args(), f64Tensor({2}, {0.5, 1.5}), reassociating).passed);
  const Comparison opByOp = judged(sum, args(), lost, strict());
  EXPECT_FALSE(opByOp.passed);
  EXPECT_EQ(opByOp.failures, 2);
  const Comparison bad = judged(sum, args(), f64Tensor({2}, {0.25, 0.0}), reassociating);
  EXPECT_FALSE(bad.passed);
  EXPECT_NE(bad.explain().find("another association of the chain"), std::string::npos)
      << bad.explain();
  // Under the contracting profile (another rewrite) the chain is op by op.
  EXPECT_FALSE(judged(sum, args(), lost, contracting()).passed);

  // (x * y) * z with x * y overflowing f32 and z = 2^-20: op by op +Inf,
  // x * (y * z) finite.
  const char* product = R"(
    func.func @f(%x: tensor<1xf32>, %y: tensor<1xf32>, %z: tensor<1xf32>) -> tensor<1xf32> {
      %p = stablehlo.multiply %x, %y : tensor<1xf32>
      %r = stablehlo.multiply %p, %z : tensor<1xf32>
      return %r : tensor<1xf32>
    })";
  auto factors = [] {
    return std::vector<Tensor>{f32Tensor({1}, {0x1p100f}), f32Tensor({1}, {0x1p100f}),
                               f32Tensor({1}, {0x1p-100f})};
  };
  const Tensor finite = f32Tensor({1}, {0x1p100f});
  EXPECT_TRUE(judged(product, factors(), finite, reassociating).passed);
  EXPECT_FALSE(judged(product, factors(), finite, strict()).passed);
}

TEST(Transformations, EveryPlacementOfTheProductIsContracted) {
  // c - a * b and a * b - c are fused multiply-adds too (fnmadd, fmsub).
  // a * b = 1 - 2^-60 rounds to 1: op by op the first element cancels to 0
  // exactly, fused it is ±2^-60.
  const std::vector<double> a{1.0 + 0x1p-30, 3.0, -7.0 / 3.0}, b{1.0 - 0x1p-30, 1.0 / 3.0, 0.1};
  for (const char* form : {"%m, %c", "%c, %m"}) {
    for (const char* op : {"add", "subtract"}) {
      const double cancel = std::string(op) == "add" ? -1.0 : 1.0;
      const std::vector<double> c{cancel, 1.0, -0.7};
      const std::string text = std::string(R"(
        func.func @f(%a: tensor<3xf64>, %b: tensor<3xf64>, %c: tensor<3xf64>) -> tensor<3xf64> {
          %m = stablehlo.multiply %a, %b : tensor<3xf64>
          %s = stablehlo.)") + op +
                               " " + form + R"( : tensor<3xf64>
          return %s : tensor<3xf64>
        })";
      const bool productFirst = std::string(form) == "%m, %c";
      const bool subtract = std::string(op) == "subtract";
      std::vector<double> fused;
      for (size_t i = 0; i < 3; ++i)
        fused.push_back(!subtract      ? std::fma(a[i], b[i], c[i])
                        : productFirst ? std::fma(a[i], b[i], -c[i])
                                       : std::fma(-a[i], b[i], c[i]));
      const Tensor actual = f64Tensor({3}, fused);
      auto args = [&] {
        return std::vector<Tensor>{f64Tensor({3}, a), f64Tensor({3}, b), f64Tensor({3}, c)};
      };
      EXPECT_TRUE(judged(text, args(), actual, contracting()).passed) << op << " " << form;
      EXPECT_FALSE(judged(text, args(), actual, strict()).passed) << op << " " << form;
    }
  }
}

constexpr const char* kDivideByBroadcast = R"(
  func.func @f(%x: tensor<256xf32>, %y: tensor<f32>) -> tensor<256xf32> {
    %b = stablehlo.broadcast_in_dim %y, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %q = stablehlo.divide %x, %b : tensor<256xf32>
    return %q : tensor<256xf32>
  })";

TEST(Transformations, DivisionByABroadcastDivisorThroughItsReciprocal) {
  std::vector<float> x;
  for (int i = 0; i < 256; ++i) x.push_back(1.0f + static_cast<float>(i) * 0.37f);
  const float y = 3.0f;
  std::vector<float> viaReciprocal;
  int differ = 0;
  for (float v : x) {
    viaReciprocal.push_back(v * (1.0f / y));
    differ += viaReciprocal.back() != v / y;
  }
  ASSERT_GT(differ, 0);
  auto args = [&] { return std::vector<Tensor>{f32Tensor({256}, x), f32Tensor({}, {y})}; };
  const Tensor actual = f32Tensor({256}, viaReciprocal);
  EXPECT_TRUE(judged(kDivideByBroadcast, args(), actual, reciprocating()).passed);
  const Comparison ieee = judged(kDivideByBroadcast, args(), actual, strict());
  EXPECT_EQ(ieee.failures, differ);
  // Not a rewrite any profile names: a divisor the compiler cannot invert
  // once (an argument of the divide's own shape) keeps the IEEE quotient.
  const std::string elementwise = R"(
    func.func @f(%x: tensor<256xf32>, %y: tensor<256xf32>) -> tensor<256xf32> {
      %q = stablehlo.divide %x, %y : tensor<256xf32>
      return %q : tensor<256xf32>
    })";
  EXPECT_FALSE(judged(elementwise,
                      {f32Tensor({256}, x), f32Tensor({256}, std::vector<float>(256, y))}, actual,
                      reciprocating())
                   .passed);
  // chlo.broadcast_divide by a scalar broadcasts it implicitly: the same
  // rewrite (XLA:CPU, campaign seed 3's divide-by-broadcast-scalar).
  const std::string chlo = R"(
    func.func @f(%x: tensor<256xf32>, %y: tensor<f32>) -> tensor<256xf32> {
      %q = chlo.broadcast_divide %x, %y : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      return %q : tensor<256xf32>
    })";
  EXPECT_TRUE(judged(chlo, args(), actual, reciprocating()).passed);
  EXPECT_FALSE(judged(chlo, args(), actual, strict()).passed);
}

// bf16 values by their bits.
Tensor bf16Tensor(std::vector<uint16_t> bits) {
  Tensor t({static_cast<int64_t>(bits.size())}, ElementType::kBF16);
  for (size_t i = 0; i < bits.size(); ++i) t.setBits(static_cast<int64_t>(i), bits[i]);
  return t;
}

TEST(Transformations, ExcessPrecisionRoundsAChainOfBf16OpsOnce) {
  // x = y = 1 + 2^-7, z = -(1 + 2^-6): x * y = 1 + 2^-6 + 2^-14 rounds to
  // 1 + 2^-6 in bf16, so op by op the sum is 0; in f32 it is 2^-14.
  const std::string text = R"(
    func.func @f(%x: tensor<1xbf16>, %y: tensor<1xbf16>, %z: tensor<1xbf16>) -> (tensor<1xbf16>, tensor<1xf32>) {
      %m = stablehlo.multiply %x, %y : tensor<1xbf16>
      %s = stablehlo.add %m, %z : tensor<1xbf16>
      %w = stablehlo.convert %m : (tensor<1xbf16>) -> tensor<1xf32>
      return %s, %w : tensor<1xbf16>, tensor<1xf32>
    })";
  auto args = [] {
    return std::vector<Tensor>{bf16Tensor({0x3F81}), bf16Tensor({0x3F81}), bf16Tensor({0xBF82})};
  };
  const Profile wide = profileOf("op=* type=* ulp=0\nop=* type=bf16 excess_precision=allow\n");
  const Tensor once = bf16Tensor({0x3880});  // 2^-14
  EXPECT_TRUE(judged(text, args(), once, wide).passed);
  EXPECT_TRUE(judged(text, args(), bf16Tensor({0x0000}), wide).passed);
  const Comparison opByOp = judged(text, args(), once, strict());
  EXPECT_FALSE(opByOp.passed);
  // The convert back to f32 may keep the unrounded product.
  auto convertAllows = [&](const Profile& profile, const Tensor& actual) {
    EvalOptions options;
    options.profile = &profile;
    auto results = runProgram(text, args(), options);
    EXPECT_TRUE(results.ok()) << results.error().str();
    const RuntimeValue& converted = (*results)[1];
    if (!converted.expectation()) return actual == converted.tensor();
    return compare(actual, *converted.expectation(), profile).passed;
  };
  const Tensor unrounded = f32Tensor({1}, {1.0f + 0x1p-6f + 0x1p-14f});
  EXPECT_TRUE(convertAllows(wide, unrounded));
  EXPECT_FALSE(convertAllows(strict(), unrounded));
  EXPECT_TRUE(convertAllows(strict(), f32Tensor({1}, {1.0f + 0x1p-6f})));
}

TEST(Transformations, AContractionRoundsOnceInTheOpsOwnNarrowFormat) {
  // The ExcessPrecision case above as a contraction: fma(x, y, z) in bf16
  // is exactly 2^-14 (a CPU with native narrow arithmetic fuses there, as
  // XLA:CPU does in f16 on AVX512-FP16), allowed by fma_contraction alone.
  const std::string text = R"(
    func.func @f(%x: tensor<2xbf16>, %y: tensor<2xbf16>, %z: tensor<2xbf16>) -> tensor<2xbf16> {
      %m = stablehlo.multiply %x, %y : tensor<2xbf16>
      %s = stablehlo.subtract %z, %m : tensor<2xbf16>
      return %s : tensor<2xbf16>
    })";
  // z - x * y with z = 1 + 2^-6: op by op 0, fused -2^-14. The second
  // element: 3 * 3 - ... exact either way (no rounding to fuse away).
  auto args = [] {
    return std::vector<Tensor>{bf16Tensor({0x3F81, 0x4040}), bf16Tensor({0x3F81, 0x4040}),
                               bf16Tensor({0x3F82, 0x4040})};
  };
  const Tensor fused = bf16Tensor({0xB880, 0xC0C0});  // -2^-14, 3 - 9 = -6
  EXPECT_TRUE(judged(text, args(), fused, contracting()).passed);
  EXPECT_TRUE(judged(text, args(), bf16Tensor({0x0000, 0xC0C0}), contracting()).passed);
  const Comparison opByOp = judged(text, args(), fused, strict());
  EXPECT_FALSE(opByOp.passed);
  EXPECT_EQ(opByOp.failures, 1);
  // Not a free pass for narrow formats: another value still fails.
  EXPECT_FALSE(judged(text, args(), bf16Tensor({0x3880, 0xC0C0}), contracting()).passed);
}

TEST(Transformations, ProfileKeysParseAndResolvePerOpAndType) {
  const Profile p = profileOf(
      "op=* type=f32 fma_contraction=allow\nop=divide type=* reciprocal_division=allow\n"
      "op=subtract fma_contraction=forbid\n");
  EXPECT_TRUE(p.lookup("stablehlo.add", ElementType::kF32).fmaContraction);
  EXPECT_FALSE(p.lookup("stablehlo.add", ElementType::kF64).fmaContraction);
  EXPECT_FALSE(p.lookup("stablehlo.subtract", ElementType::kF32).fmaContraction);
  EXPECT_TRUE(p.lookup("stablehlo.divide", ElementType::kF64).reciprocalDivision);
  EXPECT_TRUE(p.allowsTransformations());
  EXPECT_FALSE(profileOf("op=* ulp=3\n").allowsTransformations());
  EXPECT_FALSE(parseProfile("fma_contraction=sometimes\n", "x.profile").ok());
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
