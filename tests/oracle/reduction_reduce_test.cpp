// reduce and reduce_window: closed-form folding of known reducers (exact
// value, interval over every schedule, init multiplicity) and the spec's
// reference schedule for other bodies, end to end through the evaluator.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>
#include <random>

#include "oracle/evaluator.h"
#include "oracle/expectation.h"
#include "oracle/ops/reduction_common.h"
#include "reduction_test_util.h"
#include "spec/text/parser.h"
#include "tests/oracle/verified_eval.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::f32Bits;
using testing::f32Of;

FoldOutcome foldF32(ReducerKind kind, const std::vector<float>& terms, float init) {
  ClosedFormFolder folder(kind, ElementType::kF32);
  EXPECT_TRUE(folder.supported());
  folder.begin();
  for (float x : terms) folder.addTerm(f32Bits(x));
  return folder.finish(f32Bits(init));
}

bool allowsF32(const FoldOutcome& out, float x) {
  for (const ElementBounds& b : out.allowed)
    if (boundsAllow(b, f32Bits(x), ElementType::kF32)) return true;
  return false;
}

std::string boundsText(const std::vector<ElementBounds>& all) {
  std::string out;
  for (const ElementBounds& b : all)
    out += fmt::format("[{:#x}, {:#x}] finite={} +inf={} -inf={} nan={}; ", b.lo, b.hi, b.finite,
                       b.allowPosInf, b.allowNegInf, b.allowNaN);
  return out;
}

// Folding terms in chunks and merging the chunks' folders (what a large
// reduction does on several threads) gives what one folder gives: the value
// and every allowed interval, for each mergeable kind and type, with special
// values (NaN, ±Inf, ±0, subnormals, integer extremes) among the terms. The
// float terms are multiples of 2^-8 below 2^12 or specials, so the double
// magnitude sums behind the bounds are exact in any order and the bounds
// must agree bit for bit.
TEST(ReductionReduceTest, MergedChunksFoldLikeOneFolder) {
  std::mt19937_64 rng(7);
  const ElementType types[] = {ElementType::kF32, ElementType::kBF16, ElementType::kComplexF32,
                               ElementType::kSI8, ElementType::kUI16, ElementType::kI1};
  const ReducerKind kinds[] = {ReducerKind::kAdd,      ReducerKind::kMaximum, ReducerKind::kMinimum,
                               ReducerKind::kMultiply, ReducerKind::kAnd,     ReducerKind::kXor};
  auto term = [&](ElementType type) -> uint64_t {
    const ElementType part = complexPartType(type);
    if (!floatFormat(part)) return rng();
    const double v = static_cast<double>(static_cast<int64_t>(rng() % (1 << 21)) - (1 << 20)) / 256;
    switch (rng() % 12) {
      case 0:
        return roundedNaN(part);
      case 1:
        return roundedInfinity(part, rng() % 2 == 0);
      case 2:
        return rng() % 2 == 0 ? 0 : uint64_t{1} << (bitWidth(part) - 1);  // ±0
      case 3:
        return 1;  // the least subnormal
      default: {
        const float f = static_cast<float>(v);
        const uint32_t bits = std::bit_cast<uint32_t>(f);
        return part == ElementType::kBF16 ? bits >> 16 : bits;
      }
    }
  };
  int merged = 0;
  for (ElementType type : types)
    for (ReducerKind kind : kinds) {
      ClosedFormFolder whole(kind, type);
      if (!whole.mergeable()) continue;
      ++merged;
      for (int trial = 0; trial < 40; ++trial) {
        const size_t n = 1 + rng() % 300;
        std::vector<std::pair<uint64_t, uint64_t>> terms(n);
        for (auto& t : terms) {
          t.first = term(type);
          // Most trials without specials, so that finite sums are compared too.
          if (trial % 2 == 0 && floatFormat(complexPartType(type)))
            t.first &= bitWidth(complexPartType(type)) == 16 ? 0x3FFF : 0x3FFFFFFF;
          t.second = isComplex(type) ? term(type) : 0;
        }
        const uint64_t init = trial % 3 == 0 ? 0 : term(type);
        whole.begin();
        for (const auto& [re, im] : terms) whole.addTerm(re, im);
        const FoldOutcome expected = whole.finish(init, init);
        // Chunks of random sizes (some empty), merged in order.
        ClosedFormFolder first(kind, type);
        first.begin();
        size_t at = 0;
        while (at < n) {
          const size_t len = std::min(n - at, static_cast<size_t>(rng() % 40));
          ClosedFormFolder chunk(kind, type);
          chunk.begin();
          for (size_t k = at; k < at + len; ++k) chunk.addTerm(terms[k].first, terms[k].second);
          first.merge(chunk);
          at += len;
        }
        const FoldOutcome actual = first.finish(init, init);
        const std::string what = fmt::format("{} {} n={} trial {}", elementTypeName(type),
                                             static_cast<int>(kind), n, trial);
        EXPECT_EQ(actual.bits, expected.bits) << what;
        EXPECT_EQ(actual.imagBits, expected.imagBits) << what;
        EXPECT_EQ(boundsText(actual.allowed), boundsText(expected.allowed)) << what;
        EXPECT_EQ(boundsText(actual.allowedImag), boundsText(expected.allowedImag)) << what;
      }
    }
  EXPECT_GE(merged, 14);  // float multiply is the only kind that does not merge
}

// addTerms over a long run (per-exponent buckets for f32, bf16 and f16 under
// add) folds like addTerm term by term: value and intervals, with NaN, ±Inf,
// ±0 and subnormals among the terms, and a run of −0 (init −0) staying −0.
TEST(ReductionReduceTest, BucketedRunsFoldLikeTermByTerm) {
  std::mt19937_64 rng(11);
  for (ElementType type : {ElementType::kF32, ElementType::kBF16, ElementType::kF16}) {
    const int width = bitWidth(type);
    for (int trial = 0; trial < 12; ++trial) {
      const int64_t n = 1024 + static_cast<int64_t>(rng() % 3000);
      Tensor terms({n}, type);
      for (int64_t i = 0; i < n; ++i) {
        uint64_t b = rng() & lowBitsMask(width);
        const uint64_t sign = uint64_t{1} << (width - 1);
        if (trial == 0)
          b = sign;  // −0 everywhere
        else if (trial % 3 == 1)
          b &= ~(uint64_t{3} << (width - 3));  // no NaN or Inf
        else if (rng() % 64 == 0)
          b = rng() % 2 ? roundedNaN(type) : roundedInfinity(type, rng() % 2);
        else if (rng() % 8 == 0)
          b = (rng() % 5) | (rng() % 2 ? sign : 0);  // ±0, subnormals
        terms.setBits(i, b);
      }
      const uint64_t init = trial % 2 == 0 && trial != 0 ? 0 : terms.bits(0);
      ClosedFormFolder one(ReducerKind::kAdd, type), run(ReducerKind::kAdd, type);
      one.begin();
      for (int64_t i = 0; i < n; ++i) one.addTerm(terms.bits(i));
      run.begin();
      run.addTerms(terms, 0, n);
      const FoldOutcome expected = one.finish(init), actual = run.finish(init);
      const std::string what = fmt::format("{} trial {}", elementTypeName(type), trial);
      EXPECT_EQ(actual.bits, expected.bits) << what;
      if (trial == 0) {
        EXPECT_EQ(actual.bits, uint64_t{1} << (width - 1)) << what;
      }
      // Magnitude sums differ only in their double rounding: the intervals
      // agree after rounding to the format, except in the last place of
      // the widest finite bound.
      ASSERT_EQ(actual.allowed.size(), expected.allowed.size()) << what;
      for (size_t k = 0; k < actual.allowed.size(); ++k) {
        const ElementBounds &a = actual.allowed[k], &e = expected.allowed[k];
        EXPECT_EQ(a.finite, e.finite) << what;
        EXPECT_EQ(a.allowNaN, e.allowNaN) << what;
        EXPECT_EQ(a.allowPosInf, e.allowPosInf) << what;
        EXPECT_EQ(a.allowNegInf, e.allowNegInf) << what;
        if (!a.finite) continue;
        EXPECT_LE(ulpDistance(a.lo, e.lo, type), 1u) << what;
        EXPECT_LE(ulpDistance(a.hi, e.hi, type), 1u) << what;
      }
    }
  }
}

// A full reduction larger than two fold chunks folds on several threads; its
// value and interval are those of the same terms folded one by one.
TEST(ReductionReduceTest, ALargeFullReductionFoldsLikeOneFolder) {
  constexpr int64_t n = (int64_t{1} << 17) + 12345;
  std::vector<float> x(static_cast<size_t>(n));
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  for (float& v : x) v = std::ldexp(dist(rng), static_cast<int>(rng() % 40) - 20);
  const FoldOutcome expected = foldF32(ReducerKind::kAdd, x, 0.0f);
  Result<Module> m = parseModule(fmt::format(R"(
    func.func @main(%x: tensor<{0}xf32>) -> tensor<f32> {{
      %z = stablehlo.constant dense<0.0> : tensor<f32>
      %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<{0}xf32>, tensor<f32>) -> tensor<f32>
      return %s : tensor<f32>
    }})",
                                             n),
                                 "large.mlir");
  ASSERT_TRUE(m.ok()) << m.error().str();
  Tensor input({n}, ElementType::kF32);
  for (int64_t i = 0; i < n; ++i) input.setBits(i, f32Bits(x[static_cast<size_t>(i)]));
  std::vector<RuntimeValue> args;
  args.push_back(RuntimeValue::fromTensor(std::move(input)));
  auto r = testing::verifyAndEvaluate(*m, "main", std::move(args));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ((*r)[0].tensor().bits(0), expected.bits);
  ASSERT_NE((*r)[0].expectation(), nullptr);
  ASSERT_EQ(expected.allowed.size(), 1u);  // a zero init: one interval
  const IntervalBounds* interval = (*r)[0].expectation()->interval(0);
  ASSERT_NE(interval, nullptr);
  EXPECT_EQ(boundsText({*interval}), boundsText(expected.allowed));
}

TEST(ReductionReduceTest, SumsOfEveryOrderLandInsideTheInterval) {
  std::mt19937 rng(99);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::uniform_int_distribution<int> scale(-30, 30);
  for (int trial = 0; trial < 300; ++trial) {
    const size_t n = 1 + static_cast<size_t>(trial) % 130;
    std::vector<float> x(n);
    for (float& v : x) v = std::ldexp(dist(rng), scale(rng) / (trial % 3 + 1));
    FoldOutcome out = foldF32(ReducerKind::kAdd, x, 0.0f);
    for (const auto& order : testing::summationOrders<float>()) {
      const float s = order.sum(x);
      EXPECT_TRUE(allowsF32(out, s))
          << order.name << " n=" << n << " sum=" << s << " oracle=" << f32Of(out.bits);
    }
    // The value is the correctly rounded exact sum: with integer-valued
    // terms below 2^20 the double sum is exact.
  }
}

TEST(ReductionReduceTest, ValueIsCorrectlyRoundedAndBoundIsTight) {
  FoldOutcome out = foldF32(ReducerKind::kAdd, {0x1p25f, 1.0f, 1.0f, -0x1p25f}, 0.0f);
  EXPECT_EQ(f32Of(out.bits), 2.0f);  // sequential f32 gives 0
  EXPECT_TRUE(allowsF32(out, 0.0f));
  // Small exact sums: one term plus zeros has no rounding at all.
  out = foldF32(ReducerKind::kAdd, {1.25f}, 0.0f);
  ASSERT_EQ(out.allowed.size(), 1u);
  EXPECT_EQ(out.allowed[0].lo, out.allowed[0].hi);
  // n terms of ~1: the interval holds the floats within γ_{n−1}·Σ|x|.
  std::vector<float> x(16, 1.0f + 0x1p-20f);
  out = foldF32(ReducerKind::kAdd, x, 0.0f);
  const double exact = 16 * double(1.0f + 0x1p-20f);
  const double bound = 15 * 0x1p-24 / (1 - 15 * 0x1p-24) * exact;
  EXPECT_GE(double(f32Of(out.allowed[0].lo)), exact - bound * (1 + 1e-9));
  EXPECT_LE(double(f32Of(out.allowed[0].hi)), exact + bound * (1 + 1e-9));
  EXPECT_LT(double(std::nextafter(f32Of(out.allowed[0].lo), 0.f)), exact - bound);
  EXPECT_GT(double(std::nextafter(f32Of(out.allowed[0].hi), 1e30f)), exact + bound);
}

// The spec's schedule intersperses "an implementation-defined amount of
// init_values": any number of insertions, k ≥ 0 (k ≥ 1 without terms).
TEST(ReductionReduceTest, NonIdentityInitMayBeInsertedAnyNumberOfTimes) {
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  // reduce([1, 2, 3], init 10): the spec's reference gives 16; no insertion
  // gives 6, the least of all; k insertions give 6 + 10k up to overflow.
  FoldOutcome out = foldF32(ReducerKind::kAdd, {1, 2, 3}, 10.0f);
  EXPECT_EQ(f32Of(out.bits), 16.0f);
  EXPECT_FALSE(out.undetermined);
  for (float ok : {6.0f, 36.0f, 46.0f, 1e30f, inf}) EXPECT_TRUE(allowsF32(out, ok)) << ok;
  // (6 less the any-order error bound of the three terms, 0x40BFFFFF.)
  for (float bad : {5.999f, -inf, nan})
    EXPECT_FALSE(allowsF32(out, bad)) << bad << " " << boundsText(out.allowed);
  // A negative init mirrors it; a −Inf term meets a run of init copies
  // that overflowed to +Inf: NaN.
  out = foldF32(ReducerKind::kAdd, {1, 2, 3}, -10.0f);
  for (float ok : {6.0f, -1e30f, -inf}) EXPECT_TRUE(allowsF32(out, ok)) << ok;
  EXPECT_FALSE(allowsF32(out, 7.0f));
  out = foldF32(ReducerKind::kAdd, {1, -inf}, 10.0f);
  EXPECT_TRUE(allowsF32(out, -inf));
  EXPECT_TRUE(allowsF32(out, nan));
  EXPECT_FALSE(allowsF32(out, inf));
  // Without terms: the init alone at least once.
  out = foldF32(ReducerKind::kAdd, {}, 1.0f);
  EXPECT_TRUE(allowsF32(out, 1.0f));
  EXPECT_TRUE(allowsF32(out, 1e38f));
  EXPECT_FALSE(allowsF32(out, 0.0f));

  auto foldInts = [](ReducerKind kind, ElementType type, std::vector<int64_t> terms, int64_t init) {
    ClosedFormFolder folder(kind, type);
    folder.begin();
    const uint64_t mask = lowBitsMask(bitWidth(type));
    for (int64_t v : terms) folder.addTerm(static_cast<uint64_t>(v) & mask);
    return folder.finish(static_cast<uint64_t>(init) & mask);
  };
  auto allows = [](const FoldOutcome& o, ElementType type, int64_t v) {
    const uint64_t bits = static_cast<uint64_t>(v) & lowBitsMask(bitWidth(type));
    for (const ElementBounds& b : o.allowed)
      if (integerLessEq(b.lo, bits, type) && integerLessEq(bits, b.hi, type)) return true;
    return false;
  };
  // Wrapping integer add: 6 + 4k (mod 256) is every value ≡ 2 (mod 4).
  FoldOutcome io = foldInts(ReducerKind::kAdd, ElementType::kSI8, {1, 2, 3}, 4);
  EXPECT_EQ(io.bits, 10u);
  EXPECT_EQ(io.allowed.size(), 64u);
  for (int64_t ok : {6, 10, 126, -2, -126}) EXPECT_TRUE(allows(io, ElementType::kSI8, ok)) << ok;
  for (int64_t bad : {7, 8, 0, -128}) EXPECT_FALSE(allows(io, ElementType::kSI8, bad)) << bad;
  // An odd init reaches every value of the type.
  io = foldInts(ReducerKind::kAdd, ElementType::kSI32, {1, 2, 3}, 3);
  for (int64_t ok : {int64_t{INT32_MIN}, int64_t{7}, int64_t{INT32_MAX}})
    EXPECT_TRUE(allows(io, ElementType::kSI32, ok)) << ok;
  // 2^31 values ≡ 0 (mod 2) are too many to list: the set is unstated.
  io = foldInts(ReducerKind::kAdd, ElementType::kSI32, {1, 2, 3}, 10);
  EXPECT_TRUE(io.undetermined);
  EXPECT_TRUE(io.allowed.empty());
  // A product with an even init reaches 0: 3·2^k (mod 256).
  io = foldInts(ReducerKind::kMultiply, ElementType::kSI8, {3}, 2);
  EXPECT_EQ(io.allowed.size(), 9u);  // 3, 6, 12, 24, 48, 96, -64, -128, 0
  for (int64_t ok : {3, 96, -64, -128, 0}) EXPECT_TRUE(allows(io, ElementType::kSI8, ok)) << ok;
  EXPECT_FALSE(allows(io, ElementType::kSI8, 9));
  // An odd one of order 2^30 is unstated; −1 gives ±fold.
  EXPECT_TRUE(foldInts(ReducerKind::kMultiply, ElementType::kSI32, {3}, 3).undetermined);
  io = foldInts(ReducerKind::kMultiply, ElementType::kSI32, {3}, -1);
  EXPECT_EQ(io.allowed.size(), 2u);
  // An identity init keeps the result unique.
  io = foldInts(ReducerKind::kAdd, ElementType::kSI32, {1, 2, 3}, 0);
  EXPECT_EQ(io.allowed.size(), 1u);
  // Idempotent max: init inserted or not gives two candidates, whatever
  // the count.
  io = foldInts(ReducerKind::kMaximum, ElementType::kSI32, {1, 5, 3}, 7);
  EXPECT_EQ(io.allowed.size(), 2u);
  FoldOutcome mx = foldF32(ReducerKind::kMaximum, {1, 5, 3}, 7.0f);
  EXPECT_EQ(f32Of(mx.bits), 7.0f);
  EXPECT_TRUE(allowsF32(mx, 5.0f));
  EXPECT_FALSE(allowsF32(mx, 6.0f));
  // Float products: a −1 init flips the sign exactly; copies of 3 grow the
  // magnitude up to overflow, of 0.5 shrink it to 0, of −0.5 with both signs.
  FoldOutcome product = foldF32(ReducerKind::kMultiply, {2}, -1.0f);
  EXPECT_TRUE(allowsF32(product, 2.0f));
  EXPECT_TRUE(allowsF32(product, -2.0f));
  EXPECT_FALSE(allowsF32(product, 4.0f));
  product = foldF32(ReducerKind::kMultiply, {2}, 3.0f);
  EXPECT_FALSE(product.undetermined);
  for (float ok : {2.0f, 6.0f, 1e30f, inf}) EXPECT_TRUE(allowsF32(product, ok)) << ok;
  for (float bad : {1.5f, -6.0f, 0.0f, nan}) EXPECT_FALSE(allowsF32(product, bad)) << bad;
  product = foldF32(ReducerKind::kMultiply, {2}, 0.5f);
  for (float ok : {2.0f, 1.0f, 0x1p-149f, 0.0f}) EXPECT_TRUE(allowsF32(product, ok)) << ok;
  for (float bad : {2.5f, -1.0f, -0.0f, inf}) EXPECT_FALSE(allowsF32(product, bad)) << bad;
  product = foldF32(ReducerKind::kMultiply, {2}, -0.5f);
  for (float ok : {2.0f, -1.0f, -0.0f}) EXPECT_TRUE(allowsF32(product, ok)) << ok;
  EXPECT_FALSE(allowsF32(product, -3.0f));
  // A zero term meets a run of copies of 3 that overflowed: NaN.
  product = foldF32(ReducerKind::kMultiply, {2, 0}, 3.0f);
  EXPECT_TRUE(allowsF32(product, 0.0f));
  EXPECT_TRUE(allowsF32(product, nan));
  EXPECT_FALSE(allowsF32(product, 1.0f));
}

// End to end: an unstated set makes the element Inconclusive (judged
// against the spec's schedule under order=spec), the others keep theirs;
// reduce_window shares the fold.
TEST(ReductionReduceTest, AnUnstatedInitMultiplicityIsInconclusive) {
  Result<std::vector<RuntimeValue>> r = testing::runProgram(
      R"(
    func.func @f(%v: tensor<2x3xi32>, %init: tensor<i32>, %odd: tensor<i32>)
        -> (tensor<2xi32>, tensor<2x2xi32>) {
      %r = stablehlo.reduce(%v init: %init) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
      %w = "stablehlo.reduce_window"(%v, %odd) ({
        ^bb0(%x: tensor<i32>, %y: tensor<i32>):
          %0 = stablehlo.add %x, %y : tensor<i32>
          stablehlo.return %0 : tensor<i32>
      }) {window_dimensions = array<i64: 1, 2>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x2xi32>
      return %r, %w : tensor<2xi32>, tensor<2x2xi32>
    })",
      {testing::intTensor({2, 3}, ElementType::kSI32, {1, 2, 3, 4, 5, 6}),
       testing::intTensor({}, ElementType::kSI32, {10}),
       testing::intTensor({}, ElementType::kSI32, {1})});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ((*r)[0].tensor().intValue(0), 16);
  ASSERT_NE((*r)[0].expectation(), nullptr);
  const TensorExpectation& e = *(*r)[0].expectation();
  EXPECT_EQ(e.rule(0), ElementRule::kUndetermined);
  ASSERT_TRUE(e.explainInputs);
  EXPECT_NE(e.explainInputs(0).find("any number of times"), std::string::npos);
  const Tensor other = testing::intTensor({2}, ElementType::kSI32, {26, -1000});
  EXPECT_EQ(compare(other, e, Profile()).verdict(), Verdict::kInconclusive);
  Result<Profile> fixed = parseProfile("order=spec\n", "fixed.profile");
  ASSERT_TRUE(fixed.ok()) << fixed.error().str();
  EXPECT_EQ(compare((*r)[0].tensor(), e, *fixed).verdict(), Verdict::kPass);
  EXPECT_EQ(compare(other, e, *fixed).verdict(), Verdict::kFail);
  // An odd init (1) added any number of times allows every i32.
  ASSERT_NE((*r)[1].expectation(), nullptr);
  const Tensor anything =
      testing::intTensor({2, 2}, ElementType::kSI32, {INT32_MIN, -7, 0, INT32_MAX});
  EXPECT_EQ(compare(anything, *(*r)[1].expectation(), Profile()).verdict(), Verdict::kPass);
}

TEST(ReductionReduceTest, MaximumAndMinimumFollowIeee2019) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  FoldOutcome out = foldF32(ReducerKind::kMaximum, {1, nan, 3}, -inf);
  EXPECT_TRUE(std::isnan(f32Of(out.bits)));
  out = foldF32(ReducerKind::kMaximum, {-0.0f, 0.0f}, -inf);
  EXPECT_EQ(out.bits, f32Bits(0.0f));
  out = foldF32(ReducerKind::kMinimum, {0.0f, -0.0f}, inf);
  EXPECT_EQ(out.bits, f32Bits(-0.0f));
  EXPECT_FALSE(allowsF32(out, 0.0f));
}

TEST(ReductionReduceTest, ProductsAreExactWithARelativeBound) {
  FoldOutcome out = foldF32(ReducerKind::kMultiply, {3.0f, 1.0f / 3.0f, 3.0f}, 1.0f);
  const double exact = 3.0 * double(1.0f / 3.0f) * 3.0;
  EXPECT_EQ(f32Of(out.bits), static_cast<float>(exact));
  EXPECT_TRUE(allowsF32(out, (3.0f * (1.0f / 3.0f)) * 3.0f));
  EXPECT_TRUE(allowsF32(out, 3.0f * ((1.0f / 3.0f) * 3.0f)));
  // Partial products may underflow: [2^-100, 2^-100, 2^100, 2^100] is 1
  // exactly, 0 in the left-to-right order.
  out = foldF32(ReducerKind::kMultiply, {0x1p-100f, 0x1p-100f, 0x1p100f, 0x1p100f}, 1.0f);
  EXPECT_EQ(f32Of(out.bits), 1.0f);
  EXPECT_TRUE(allowsF32(out, 0.0f));
  // And overflow: [2^100, 2^100, 2^-100, 2^-100] is Inf left to right.
  out = foldF32(ReducerKind::kMultiply, {0x1p100f, 0x1p100f, 0x1p-100f, 0x1p-100f}, 1.0f);
  EXPECT_TRUE(allowsF32(out, std::numeric_limits<float>::infinity()));
}

TEST(ReductionReduceTest, ProductsThatCanUnderflowAndOverflowMayBeNaN) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  // (2^-100 · 2^-100) rounds to 0 and (2^100 · 2^100) to Inf: the tree
  // ((a·b)·(c·d)) gives 0 · Inf = NaN (found by a cuda-host campaign on
  // f8E5M2, where the interval allowed only numbers and ±Inf).
  FoldOutcome out =
      foldF32(ReducerKind::kMultiply, {0x1p-100f, 0x1p-100f, 0x1p100f, 0x1p100f}, 1.0f);
  EXPECT_TRUE(allowsF32(out, nan));
  // An Inf term times a partial product that rounded to 0.
  out = foldF32(ReducerKind::kMultiply, {0x1p-100f, 0x1p-100f, inf}, 1.0f);
  EXPECT_TRUE(allowsF32(out, inf));
  EXPECT_TRUE(allowsF32(out, nan));
  // No partial product can reach zero: Inf only, and no NaN.
  out = foldF32(ReducerKind::kMultiply, {0x1p-60f, 0x1p-60f, inf}, 1.0f);
  EXPECT_TRUE(allowsF32(out, inf));
  EXPECT_FALSE(allowsF32(out, nan));
  // Nor one that overflows: no NaN either.
  out = foldF32(ReducerKind::kMultiply, {0x1p-100f, 0x1p-100f, 0x1p60f}, 1.0f);
  EXPECT_FALSE(allowsF32(out, nan));
}

TEST(ReductionReduceTest, SumsWhereAPartialSumCanOverflowAgainstAnInfinityMayBeNaN) {
  // init + 3e38 overflows to +Inf before the −Inf term: NaN in that order
  // (found by a simd-cpu campaign on f16, where only −Inf was allowed).
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  FoldOutcome out = foldF32(ReducerKind::kAdd, {3e38f, 0.0f, -inf}, 3e38f);
  EXPECT_TRUE(allowsF32(out, -inf));
  EXPECT_TRUE(allowsF32(out, nan));
  // Far from overflow: −Inf only (with the identity init: copies of a
  // non-zero one, however small, can add up to +Inf).
  out = foldF32(ReducerKind::kAdd, {1.0f, 0.0f, -inf}, 0.0f);
  EXPECT_TRUE(allowsF32(out, -inf));
  EXPECT_FALSE(allowsF32(out, nan));
  out = foldF32(ReducerKind::kAdd, {1.0f, 0.0f, -inf}, 1.0f);
  EXPECT_TRUE(allowsF32(out, nan));
}

TEST(ReductionReduceTest, ZeroSigns) {
  // Sum of −0 terms with a +0 init: +0 (reference), −0 (no init) allowed.
  FoldOutcome out = foldF32(ReducerKind::kAdd, {-0.0f, -0.0f}, 0.0f);
  EXPECT_EQ(out.bits, f32Bits(0.0f));
  EXPECT_TRUE(allowsF32(out, -0.0f));
  out = foldF32(ReducerKind::kAdd, {-0.0f, 0.0f}, -0.0f);
  EXPECT_FALSE(allowsF32(out, -0.0f));
  out = foldF32(ReducerKind::kAdd, {-0.0f}, -0.0f);
  EXPECT_EQ(out.bits, f32Bits(-0.0f));
  // A product takes the init's sign too: an empty reduction is its init,
  // and −0 × 2 is −0 (found by differential_fuzzer: +0 was reported); two
  // copies of the init, −0 × −0, are +0.
  out = foldF32(ReducerKind::kMultiply, {}, -0.0f);
  EXPECT_EQ(out.bits, f32Bits(-0.0f));
  EXPECT_TRUE(allowsF32(out, -0.0f));
  EXPECT_TRUE(allowsF32(out, 0.0f));
  EXPECT_FALSE(allowsF32(out, 1.0f));
  out = foldF32(ReducerKind::kMultiply, {2.0f}, -0.0f);
  EXPECT_EQ(out.bits, f32Bits(-0.0f));
  out = foldF32(ReducerKind::kMultiply, {-2.0f, 0.0f}, -0.0f);
  EXPECT_EQ(out.bits, f32Bits(0.0f));
  out = foldF32(ReducerKind::kMultiply, {}, -3.0f);
  EXPECT_EQ(out.bits, f32Bits(-3.0f));
}

// --- end to end -------------------------------------------------------------
// Inputs come in as function arguments, so these programs need no op but the
// ones under test.

using testing::runProgram;

Tensor scalarI64(int64_t v) {
  return testing::intTensor({}, ElementType::kSI64, {v});
}

TEST(ReductionReduceTest, SpecExampleAndIntervalExpectation) {
  Result<std::vector<RuntimeValue>> r =
      runProgram(R"(
    func.func @f(%input: tensor<1x6xi64>, %init: tensor<i64>, %x: tensor<2x2xf32>, %z: tensor<f32>)
        -> (tensor<1xi64>, tensor<2xf32>) {
      %r = "stablehlo.reduce"(%input, %init) ({
        ^bb0(%a: tensor<i64>, %b: tensor<i64>):
          %0 = stablehlo.add %a, %b : tensor<i64>
          stablehlo.return %0 : tensor<i64>
      }) {dimensions = array<i64: 1>} : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
      %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
      return %r, %s : tensor<1xi64>, tensor<2xf32>
    })",
                 {testing::intTensor({1, 6}, ElementType::kSI64, {0, 1, 2, 3, 4, 5}), scalarI64(0),
                  testing::f32Tensor({2, 2}, {1.0f, 0x1p-24f, 0x1p24f, 1.0f}),
                  testing::f32Tensor({}, {0.0f})});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ((*r)[0].tensor().intValue(0), 15);
  const Tensor& s = (*r)[1].tensor();
  EXPECT_EQ(f32Of(s.bits(0)), 1.0f);         // 1 + 2^-24 rounds to 1 (tie to even)
  EXPECT_EQ(f32Of(s.bits(1)), 16777216.0f);  // 2^24 + 1 rounds to 2^24
  ASSERT_NE((*r)[1].expectation(), nullptr);
  EXPECT_EQ((*r)[1].expectation()->rule(1), ElementRule::kInterval);
}

TEST(ReductionReduceTest, OtherBodiesRunTheReferenceSchedule) {
  // body(acc, x) = x: the reference schedule (init first, then the elements
  // in index order, accumulator on the left) yields the last element; the
  // result is order-dependent: a backend's value is Inconclusive, unless the
  // profile fixes the order (order=spec), which judges it against the schedule.
  Result<std::vector<RuntimeValue>> r = runProgram(
      R"(
    func.func @f(%v: tensor<2x3xi64>, %init: tensor<i64>) -> (tensor<2xi64>, tensor<3xi64>) {
      %r = "stablehlo.reduce"(%v, %init) ({
        ^bb0(%acc: tensor<i64>, %x: tensor<i64>):
          stablehlo.return %x : tensor<i64>
      }) {dimensions = array<i64: 1>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<2xi64>
      %s = "stablehlo.reduce"(%v, %init) ({
        ^bb0(%acc: tensor<i64>, %x: tensor<i64>):
          stablehlo.return %acc : tensor<i64>
      }) {dimensions = array<i64: 0>} : (tensor<2x3xi64>, tensor<i64>) -> tensor<3xi64>
      return %r, %s : tensor<2xi64>, tensor<3xi64>
    })",
      {testing::intTensor({2, 3}, ElementType::kSI64, {1, 2, 3, 4, 5, 6}), scalarI64(-7)});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ((*r)[0].tensor().intValue(0), 3);
  EXPECT_EQ((*r)[0].tensor().intValue(1), 6);
  for (int i = 0; i < 3; ++i) EXPECT_EQ((*r)[1].tensor().intValue(i), -7);
  ASSERT_NE((*r)[0].expectation(), nullptr);
  const TensorExpectation& e = *(*r)[0].expectation();
  EXPECT_EQ(e.rule(0), ElementRule::kUndetermined);
  const Tensor reference = (*r)[0].tensor();
  const Tensor other = testing::intTensor({2}, ElementType::kSI64, {1, 6});
  for (const Tensor* actual : {&reference, &other}) {
    const Comparison c = compare(*actual, e, Profile());
    EXPECT_TRUE(c.passed);
    EXPECT_EQ(c.verdict(), Verdict::kInconclusive);
    EXPECT_EQ(c.inconclusive, 2);
    EXPECT_NE(c.explain().find("order=spec"), std::string::npos) << c.explain();
  }
  Result<Profile> fixed = parseProfile("order=spec\n", "fixed.profile");
  ASSERT_TRUE(fixed.ok()) << fixed.error().str();
  EXPECT_EQ(compare(reference, e, *fixed).verdict(), Verdict::kPass);
  const Comparison wrong = compare(other, e, *fixed);
  EXPECT_EQ(wrong.verdict(), Verdict::kFail);
  EXPECT_EQ(wrong.failures, 1);
}

TEST(ReductionReduceTest, ReduceWindowSpecExamples) {
  const char* text = R"(
    func.func @f(%input: tensor<3x2xi64>, %init: tensor<i64>, %fl: tensor<4xf32>, %fi: tensor<f32>)
        -> (tensor<2x2xi64>, tensor<1x2xi64>, tensor<2xf32>) {
      %a = "stablehlo.reduce_window"(%input, %init) ({
        ^bb0(%x: tensor<i64>, %y: tensor<i64>):
          %0 = stablehlo.add %x, %y : tensor<i64>
          stablehlo.return %0 : tensor<i64>
      }) {base_dilations = array<i64: 2, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>,
          window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 2, 1>,
          window_strides = array<i64: 4, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
      %b = "stablehlo.reduce_window"(%input, %init) ({
        ^bb0(%x: tensor<i64>, %y: tensor<i64>):
          %0 = stablehlo.add %x, %y : tensor<i64>
          stablehlo.return %0 : tensor<i64>
      }) {base_dilations = array<i64: 2, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>,
          window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 3, 1>,
          window_strides = array<i64: 4, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<1x2xi64>
      %c = "stablehlo.reduce_window"(%fl, %fi) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
        ^bb0(%x: tensor<f32>, %y: tensor<f32>):
          %0 = stablehlo.maximum %x, %y : tensor<f32>
          stablehlo.return %0 : tensor<f32>
      }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
      return %a, %b, %c : tensor<2x2xi64>, tensor<1x2xi64>, tensor<2xf32>
    })";
  Result<std::vector<RuntimeValue>> r =
      runProgram(text, {testing::intTensor({3, 2}, ElementType::kSI64, {1, 2, 3, 4, 5, 6}),
                        scalarI64(0), testing::f32Tensor({4}, {1.0f, 2.0f, 4.0f, 8.0f}),
                        testing::f32Tensor({}, {-std::numeric_limits<float>::infinity()})});
  ASSERT_TRUE(r.ok()) << r.error().str();
  const Tensor& a = (*r)[0].tensor();
  EXPECT_EQ(a.intValue(0), 0);
  EXPECT_EQ(a.intValue(1), 0);
  EXPECT_EQ(a.intValue(2), 3);
  EXPECT_EQ(a.intValue(3), 4);
  EXPECT_EQ((*r)[1].tensor().intValue(0), 5);
  EXPECT_EQ((*r)[1].tensor().intValue(1), 6);
  EXPECT_EQ(f32Of((*r)[2].tensor().bits(0)), 2.0f);
  EXPECT_EQ(f32Of((*r)[2].tensor().bits(1)), 8.0f);
}

TEST(ReductionReduceTest, ConstraintViolationsNameTheClause) {
  Result<std::vector<RuntimeValue>> r =
      runProgram(R"(
    func.func @f(%input: tensor<1x2xi64>, %init: tensor<i64>) -> tensor<1xi64> {
      %r = "stablehlo.reduce"(%input, %init) ({
        ^bb0(%a: tensor<i64>, %b: tensor<i64>):
          %0 = stablehlo.add %a, %b : tensor<i64>
          stablehlo.return %0 : tensor<i64>
      }) {dimensions = array<i64: 2>} : (tensor<1x2xi64>, tensor<i64>) -> tensor<1xi64>
      return %r : tensor<1xi64>
    })",
                 {testing::intTensor({1, 2}, ElementType::kSI64, {0, 1}), scalarI64(0)});
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("(C4)"), std::string::npos) << r.error().message;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
