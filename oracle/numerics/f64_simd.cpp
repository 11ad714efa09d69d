// The f64 first level of exp over many elements at once, on the targets
// whose multiply-add is one fused instruction (HWY_NATIVE_FMA: the exact
// products are FMAs); elsewhere every lane is left to the scalar path.
// Highway compiles this file once per x86 target (foreach_target.h). Each
// lane does f64_kernels.cpp's exp and f64_fast_paths.cpp's expKernel range
// tests and rounding test in the same order, so their analyses hold lane by
// lane; tests check the lanes against the scalar path bit for bit.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "oracle/numerics/f64_simd.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
// Highway's headers must come after foreach_target.h.
#include <hwy/highway.h>

#include <cmath>

#include "oracle/numerics/f64_kernels.h"
#include "oracle/numerics/f64_simd.h"

HWY_BEFORE_NAMESPACE();
namespace hlo_cts::oracle::f64k::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

void ExpLanes(const uint64_t* x, uint64_t* out, uint64_t* decided, size_t n) {
#if HWY_NATIVE_FMA
  const hn::ScalableTag<double> d;
  const hn::RebindToSigned<decltype(d)> di;
  const hn::RebindToUnsigned<decltype(d)> du;
  const size_t lanes = hn::Lanes(d);
  const ExpTables c = expTables();
  const double* coarse = &c.coarse[0].hi;  // {hi, lo} pairs
  const double* fine = &c.fine[0].hi;
  auto twoSum = [&](auto a, auto b, auto& lo) {
    const auto s = hn::Add(a, b);
    const auto bb = hn::Sub(s, a);
    lo = hn::Add(hn::Sub(a, hn::Sub(s, bb)), hn::Sub(b, bb));
    return s;
  };
  auto fastTwoSum = [&](auto a, auto b, auto& lo) {
    const auto s = hn::Add(a, b);
    lo = hn::Sub(b, hn::Sub(s, a));
    return s;
  };
  // Dd multiply: p = twoProd(a.hi, b.hi); p.lo += a.hi·b.lo + a.lo·b.hi.
  auto multiply = [&](auto ah, auto al, auto bh, auto bl, auto& lo) {
    const auto p = hn::Mul(ah, bh);
    lo = hn::Add(hn::MulSub(ah, bh, p), hn::Add(hn::Mul(ah, bl), hn::Mul(al, bh)));
    return p;
  };
  for (size_t start = 0; start < n; start += lanes) {
    const size_t count = n - start < lanes ? n - start : lanes;
    HWY_ALIGN uint64_t in[hn::MaxLanes(decltype(d)())] = {};
    for (size_t i = 0; i < count; ++i) in[i] = x[start + i];
    const auto v = hn::BitCast(d, hn::Load(du, in));
    // expKernel: the proven results, and the range of the first level.
    const auto overflows = hn::Ge(v, hn::Set(d, 709.79));
    const auto vanishes = hn::Le(v, hn::Set(d, -745.2));
    const auto one = hn::Lt(hn::Abs(v), hn::Set(d, 0x1p-54));
    const auto valid = hn::And(hn::Le(v, hn::Set(d, 709.7)), hn::Ge(v, hn::Set(d, -708.3)));
    const auto xs = hn::IfThenElseZero(valid, v);
    // exp(): the reduction.
    const auto shifter = hn::Set(d, 0x1.8p52);  // nearestInteger
    const auto kd = hn::Sub(hn::Add(hn::Mul(xs, hn::Set(d, c.invStep)), shifter), shifter);
    const auto t1 = hn::Sub(xs, hn::Mul(kd, hn::Set(d, c.step1)));
    hn::Vec<decltype(d)> rl, rl2;
    auto rh = twoSum(t1, hn::Neg(hn::Mul(kd, hn::Set(d, c.step2))), rl);
    rh = twoSum(rh, hn::MulAdd(hn::Neg(kd), hn::Set(d, c.step3), rl), rl2);
    rl = rl2;
    // The polynomial.
    const auto ph = hn::Mul(rh, rh);
    const auto pl = hn::MulSub(rh, rh, ph);
    auto q = hn::Set(d, 1.0 / 720);
    q = hn::Add(hn::Mul(q, rh), hn::Set(d, 1.0 / 120));
    q = hn::Add(hn::Mul(q, rh), hn::Set(d, 1.0 / 24));
    q = hn::Add(hn::Mul(q, rh), hn::Set(d, 1.0 / 6));
    const auto tail = hn::Mul(hn::Mul(ph, rh), q);
    const auto half = hn::Set(d, 0.5);
    hn::Vec<decltype(d)> alo, blo, erl;
    const auto ahi = fastTwoSum(hn::Set(d, 1.0), rh, alo);
    const auto bhi = fastTwoSum(ahi, hn::Mul(half, ph), blo);
    const auto small =
        hn::Add(hn::Add(hn::Mul(half, pl), rl), hn::Mul(rl, hn::Add(rh, hn::Mul(half, ph))));
    const auto erh = fastTwoSum(bhi, hn::Add(hn::Add(hn::Add(small, tail), alo), blo), erl);
    // The tables and the products.
    const auto k = hn::ConvertTo(di, kd);
    const auto j = hn::And(k, hn::Set(di, 8191));
    const auto jc = hn::ShiftLeft<1>(hn::ShiftRight<6>(j));
    const auto jf = hn::ShiftLeft<1>(hn::And(j, hn::Set(di, 63)));
    const auto one_i = hn::Set(di, 1);
    const auto ch = hn::GatherIndex(d, coarse, jc),
               cl = hn::GatherIndex(d, coarse, hn::Add(jc, one_i));
    const auto fh = hn::GatherIndex(d, fine, jf), fl = hn::GatherIndex(d, fine, hn::Add(jf, one_i));
    hn::Vec<decltype(d)> tl, yl, yl2;
    const auto th = multiply(ch, cl, fh, fl, tl);
    auto yh = multiply(th, tl, erh, erl, yl);
    yh = fastTwoSum(yh, yl, yl2);
    yl = yl2;
    // decideF64 / f64RoundsToHi, then the exact scaling by 2^(k >> 13).
    const auto err = hn::Mul(hn::Abs(yh), hn::Set(d, kExpBound * 1.001));
    const auto e = hn::Add(hn::Mul(hn::Max(err, hn::Set(d, 0x1p-1000)), hn::Set(d, 1 + 0x1p-20)),
                           hn::Mul(hn::Abs(yl), hn::Set(d, 0x1p-51)));
    const auto roundsToHi =
        hn::And(hn::Eq(hn::Add(yh, hn::Sub(yl, e)), yh), hn::Eq(hn::Add(yh, hn::Add(yl, e)), yh));
    const auto scale =
        hn::BitCast(d, hn::ShiftLeft<52>(hn::Add(hn::ShiftRight<13>(k), hn::Set(di, 1023))));
    auto y = hn::Mul(yh, scale);
    y = hn::IfThenElse(overflows, hn::Set(d, HUGE_VAL), y);
    y = hn::IfThenZeroElse(vanishes, y);
    y = hn::IfThenElse(one, hn::Set(d, 1.0), y);
    const auto done = hn::Or(hn::And(valid, roundsToHi), hn::Or(hn::Or(overflows, vanishes), one));
    HWY_ALIGN uint64_t ys[hn::MaxLanes(decltype(d)())];
    HWY_ALIGN uint64_t dones[hn::MaxLanes(decltype(d)())];
    hn::Store(hn::BitCast(du, y), du, ys);
    hn::Store(hn::BitCast(du, hn::VecFromMask(d, done)), du, dones);
    for (size_t i = 0; i < count; ++i) {
      out[start + i] = ys[i];
      decided[start + i] = dones[i];
    }
  }
#else
  (void)x;
  (void)out;
  for (size_t i = 0; i < n; ++i) decided[i] = 0;
#endif
}

}  // namespace hlo_cts::oracle::f64k::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hlo_cts::oracle::f64k {

HWY_EXPORT(ExpLanes);

void expLanes(const uint64_t* x, uint64_t* out, uint64_t* decided, size_t n) {
  HWY_DYNAMIC_DISPATCH(ExpLanes)(x, out, decided, n);
}

}  // namespace hlo_cts::oracle::f64k
#endif  // HWY_ONCE
