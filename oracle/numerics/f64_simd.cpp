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

#include <algorithm>
#include <cmath>

#include "oracle/numerics/f64_kernels.h"
#include "oracle/numerics/f64_simd.h"

HWY_BEFORE_NAMESPACE();
namespace hlo_cts::oracle::f64k::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

#if HWY_NATIVE_FMA
// f64_kernels.h's error-free transformations, lane by lane: each returns
// the high part and sets lo.
template <class V>
HWY_INLINE V twoSum(V a, V b, V& lo) {
  const V s = hn::Add(a, b);
  const V bb = hn::Sub(s, a);
  lo = hn::Add(hn::Sub(a, hn::Sub(s, bb)), hn::Sub(b, bb));
  return s;
}
template <class V>
HWY_INLINE V fastTwoSum(V a, V b, V& lo) {
  const V s = hn::Add(a, b);
  lo = hn::Sub(b, hn::Sub(s, a));
  return s;
}
template <class V>
HWY_INLINE V twoProd(V a, V b, V& lo) {
  const V p = hn::Mul(a, b);
  lo = hn::MulSub(a, b, p);
  return p;
}
// Dd multiply: p = twoProd(a.hi, b.hi); p.lo += a.hi·b.lo + a.lo·b.hi.
template <class V>
HWY_INLINE V multiply(V ah, V al, V bh, V bl, V& lo) {
  const V p = hn::Mul(ah, bh);
  lo = hn::Add(hn::MulSub(ah, bh, p), hn::Add(hn::Mul(ah, bl), hn::Mul(al, bh)));
  return p;
}
// The next `count` inputs, the rest of the vector +0.
template <class D>
HWY_INLINE hn::Vec<D> loadLanes(D d, const uint64_t* x, size_t count) {
  const hn::RebindToUnsigned<D> du;
  if (count == hn::Lanes(d)) return hn::BitCast(d, hn::LoadU(du, x));
  HWY_ALIGN uint64_t in[hn::MaxLanes(D())] = {};
  for (size_t i = 0; i < count; ++i) in[i] = x[i];
  return hn::BitCast(d, hn::Load(du, in));
}

// A vector's first `count` results and decisions, and where asked, each
// lane's first level {hi, lo, err} (for the tests, which compare them with
// the scalar kernel's).
template <class D, class V, class M>
HWY_INLINE void storeLanes(D d, V y, M done, const V (&level)[3], size_t count, uint64_t* out,
                           uint64_t* decided, double* firstLevel) {
  const hn::RebindToUnsigned<D> du;
  if (count == hn::Lanes(d) && !firstLevel) {
    hn::StoreU(hn::BitCast(du, y), du, out);
    hn::StoreU(hn::BitCast(du, hn::VecFromMask(d, done)), du, decided);
    return;
  }
  HWY_ALIGN uint64_t ys[hn::MaxLanes(D())];
  HWY_ALIGN uint64_t dones[hn::MaxLanes(D())];
  hn::Store(hn::BitCast(du, y), du, ys);
  hn::Store(hn::BitCast(du, hn::VecFromMask(d, done)), du, dones);
  for (size_t i = 0; i < count; ++i) {
    out[i] = ys[i];
    decided[i] = dones[i];
  }
  if (!firstLevel) return;
  HWY_ALIGN double parts[3][hn::MaxLanes(D())];
  for (int p = 0; p < 3; ++p) hn::Store(level[p], d, parts[p]);
  for (size_t i = 0; i < count; ++i)
    for (int p = 0; p < 3; ++p) firstLevel[3 * i + p] = parts[p][i];
}
// f64RoundsToHi (f64_fast_paths.cpp).
template <class D, class V>
HWY_INLINE auto roundsToHi(D d, V hi, V lo, V err) {
  const V e = hn::Add(hn::Mul(hn::Max(err, hn::Set(d, 0x1p-1000)), hn::Set(d, 1 + 0x1p-20)),
                      hn::Mul(hn::Abs(lo), hn::Set(d, 0x1p-51)));
  return hn::And(hn::Eq(hn::Add(hi, hn::Sub(lo, e)), hi), hn::Eq(hn::Add(hi, hn::Add(lo, e)), hi));
}

void ExpLanes(const uint64_t* x, uint64_t* out, uint64_t* decided, size_t n, double* firstLevel) {
  const hn::ScalableTag<double> d;
  const hn::RebindToSigned<decltype(d)> di;
  const size_t lanes = hn::Lanes(d);
  const ExpTables c = expTables();
  const double* coarse = &c.coarse[0].hi;  // {hi, lo} pairs
  const double* fine = &c.fine[0].hi;
  for (size_t start = 0; start < n; start += lanes) {
    const size_t count = n - start < lanes ? n - start : lanes;
    const auto v = loadLanes(d, x + start, count);
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
    const auto rounds = roundsToHi(d, yh, yl, err);
    const auto scale =
        hn::BitCast(d, hn::ShiftLeft<52>(hn::Add(hn::ShiftRight<13>(k), hn::Set(di, 1023))));
    auto y = hn::Mul(yh, scale);
    y = hn::IfThenElse(overflows, hn::Set(d, HUGE_VAL), y);
    y = hn::IfThenZeroElse(vanishes, y);
    y = hn::IfThenElse(one, hn::Set(d, 1.0), y);
    const auto done = hn::Or(hn::And(valid, rounds), hn::Or(hn::Or(overflows, vanishes), one));
    storeLanes(d, y, done, {yh, yl, err}, count, out + start, decided + start,
               firstLevel ? firstLevel + 3 * start : nullptr);
  }
}

// sinKernel and cosKernel (f64_fast_paths.cpp) with reduceHalfPi and
// sinCosOfReduced (f64_kernels_trig.cpp), lane by lane, for
// 2^-27 ≤ |x| ≤ 2^20, and the results those kernels prove below 2^-27
// (sin x = x from 2^-1022 on, cos x = 1). In sinCosOfReduced the lanes of
// odd quadrants take cos's table pair (cos a, −sin a) for sine and sine's
// for cosine: quadrant + cosine decides both that and the sign.
void SinCosLanes(const uint64_t* x, uint64_t* out, uint64_t* decided, size_t n, double* firstLevel,
                 bool cosine) {
  const hn::ScalableTag<double> d;
  const hn::RebindToSigned<decltype(d)> di;
  using V = hn::Vec<decltype(d)>;
  const size_t lanes = hn::Lanes(d);
  const TrigTables c = trigTables();
  const double* sinTable = &c.sinTable[0].hi;  // {hi, lo} pairs
  const double* cosTable = &c.cosTable[0].hi;
  const V shifter = hn::Set(d, 0x1.8p52);  // nearestInteger
  const auto zeroI = hn::Zero(di);
  for (size_t start = 0; start < n; start += lanes) {
    const size_t count = n - start < lanes ? n - start : lanes;
    const V v = loadLanes(d, x + start, count);
    const V ax = hn::Abs(v);
    const auto tiny = hn::Lt(ax, hn::Set(d, 0x1p-27));
    const auto proven = cosine ? tiny : hn::And(tiny, hn::Ge(ax, hn::Set(d, 0x1p-1022)));
    const auto inRange = hn::And(hn::Ge(ax, hn::Set(d, 0x1p-27)), hn::Le(ax, hn::Set(d, 0x1p20)));
    const V xs = hn::IfThenElseZero(inRange, ax);
    // reduceHalfPi.
    const auto unreduced = hn::Lt(xs, hn::Set(d, 0.785));
    const V kd = hn::IfThenZeroElse(
        unreduced, hn::Sub(hn::Add(hn::Mul(xs, hn::Set(d, c.invHalfPi)), shifter), shifter));
    const V t1 = hn::Sub(xs, hn::Mul(kd, hn::Set(d, c.halfPi[0])));
    V alo, blo, rl;
    const V ahi = twoSum(t1, hn::Neg(hn::Mul(kd, hn::Set(d, c.halfPi[1]))), alo);
    const V bhi = twoSum(ahi, hn::Neg(hn::Mul(kd, hn::Set(d, c.halfPi[2]))), blo);
    const V lo = hn::MulAdd(hn::Neg(kd), hn::Set(d, c.halfPi[3]), hn::Add(alo, blo));
    V rh = twoSum(bhi, lo, rl);
    rh = hn::IfThenElse(unreduced, xs, rh);
    rl = hn::IfThenZeroElse(unreduced, rl);
    const V reductionErr = hn::IfThenZeroElse(
        unreduced, hn::Add(hn::Mul(hn::Set(d, 0x1p-52),
                                   hn::Add(hn::Add(hn::Abs(alo), hn::Abs(blo)), hn::Abs(lo))),
                           hn::Set(d, 0x1p-132)));
    const auto quadrantPlusCos =
        hn::Add(hn::And(hn::ConvertTo(di, kd), hn::Set(di, 3)), hn::Set(di, cosine ? 1 : 0));
    const auto cosLane = hn::RebindMask(d, hn::Ne(hn::And(quadrantPlusCos, hn::Set(di, 1)), zeroI));
    const auto flip = hn::RebindMask(d, hn::Ne(hn::And(quadrantPlusCos, hn::Set(di, 2)), zeroI));
    const auto decidable = hn::And(inRange, hn::Ge(hn::Abs(rh), hn::Set(d, 0x1p-200)));
    // sinCosOfReduced.
    const auto negative = hn::Lt(rh, hn::Zero(d));
    rh = hn::Abs(rh);
    rl = hn::IfThenElse(negative, hn::Neg(rl), rl);
    const V jd = hn::Sub(hn::Add(hn::Mul(rh, hn::Set(d, kTrigSteps)), shifter), shifter);
    V hl;
    const V hh = twoSum(hn::Sub(rh, hn::Mul(jd, hn::Set(d, 1.0 / kTrigSteps))), rl, hl);
    V zl;
    const V zh = twoProd(hh, hh, zl);
    const V zlow = hn::Add(zl, hn::Mul(hn::Add(hh, hh), hl));
    const V zr = hn::Add(zh, zlow);
    V pl;
    const V ph = twoProd(zh, hn::Set(d, c.sixth.hi), pl);
    pl = hn::Add(
        pl, hn::Add(hn::Mul(zh, hn::Set(d, c.sixth.lo)), hn::Mul(zlow, hn::Set(d, c.sixth.hi))));
    const V zr2 = hn::Mul(zr, zr);
    const V tailS =
        hn::Mul(zr2, hn::Sub(hn::Set(d, 1.0 / 120), hn::Mul(zr, hn::Set(d, 1.0 / 5040))));
    const V ch = hn::Neg(ph), cl = hn::Sub(tailS, pl);
    V ml;
    const V mh = twoProd(hh, ch, ml);
    const V bracket = hn::Add(hn::Add(hn::Add(hl, ml), hn::Mul(hh, cl)), hn::Mul(hl, ch));
    V sl;
    const V sh = fastTwoSum(hh, mh, sl);
    sl = hn::Add(sl, bracket);
    const V dh = hn::Mul(hn::Set(d, -0.5), zh);
    const V tailC = hn::Mul(
        zr2,
        hn::Add(hn::Set(d, 1.0 / 24), hn::Mul(zr, hn::Add(hn::Set(d, -1.0 / 720),
                                                          hn::Mul(zr, hn::Set(d, 1.0 / 40320))))));
    const V dl = hn::Sub(tailC, hn::Mul(hn::Set(d, 0.5), zlow));
    const auto j2 = hn::ShiftLeft<1>(hn::ConvertTo(di, jd));
    const auto j2lo = hn::Add(j2, hn::Set(di, 1));
    const V sah = hn::GatherIndex(d, sinTable, j2), sal = hn::GatherIndex(d, sinTable, j2lo);
    const V cah = hn::GatherIndex(d, cosTable, j2), cal = hn::GatherIndex(d, cosTable, j2lo);
    const V ah = hn::IfThenElse(cosLane, cah, sah), al = hn::IfThenElse(cosLane, cal, sal);
    const V bh = hn::IfThenElse(cosLane, hn::Neg(sah), cah);
    const V bl = hn::IfThenElse(cosLane, hn::Neg(sal), cal);
    V q1l, q2l, u1l, u2l, yl;
    const V q1h = twoProd(bh, sh, q1l);
    const V q2h = twoProd(ah, dh, q2l);
    const V u1h = twoSum(ah, q1h, u1l);
    const V u2h = twoSum(u1h, q2h, u2l);
    V small = hn::Add(hn::Mul(al, hn::Add(dh, dl)), q2l);
    small = hn::Add(hn::Add(hn::Add(small, hn::Mul(bl, sh)), q1l), al);
    small = hn::Add(hn::Add(small, hn::Mul(bh, sl)), hn::Mul(ah, dl));
    V yh = fastTwoSum(u2h, hn::Add(hn::Add(u1l, u2l), small), yl);
    // The signs: sinCosOfReduced's for a negative r (sine's table pair
    // only), x's for sine, and the quadrant's.
    auto negate = hn::AndNot(cosLane, negative);
    if (!cosine) negate = hn::Xor(negate, hn::Lt(v, hn::Zero(d)));
    negate = hn::Xor(negate, flip);
    yh = hn::IfThenElse(negate, hn::Neg(yh), yh);
    yl = hn::IfThenElse(negate, hn::Neg(yl), yl);
    // sinCosOfNonNegative's bound, then f64RoundsToHi.
    const V err = hn::Add(hn::Mul(hn::Abs(yh), hn::Set(d, kSinCosBound * 1.001)),
                          hn::Mul(reductionErr, hn::Set(d, 1.001)));
    const auto done = hn::Or(hn::And(decidable, roundsToHi(d, yh, yl, err)), proven);
    const V y = hn::IfThenElse(proven, cosine ? hn::Set(d, 1.0) : v, yh);
    storeLanes(d, y, done, {yh, yl, err}, count, out + start, decided + start,
               firstLevel ? firstLevel + 3 * start : nullptr);
  }
}

#else  // no fused multiply-add: every element to the scalar path

void ExpLanes(const uint64_t*, uint64_t*, uint64_t* decided, size_t n, double*) {
  std::fill_n(decided, n, 0);
}
void SinCosLanes(const uint64_t*, uint64_t*, uint64_t* decided, size_t n, double*, bool) {
  std::fill_n(decided, n, 0);
}

#endif

}  // namespace hlo_cts::oracle::f64k::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hlo_cts::oracle::f64k {

HWY_EXPORT(ExpLanes);
HWY_EXPORT(SinCosLanes);

void expLanes(const uint64_t* x, uint64_t* out, uint64_t* decided, size_t n, double* firstLevel) {
  HWY_DYNAMIC_DISPATCH(ExpLanes)(x, out, decided, n, firstLevel);
}

void sinLanes(const uint64_t* x, uint64_t* out, uint64_t* decided, size_t n, double* firstLevel) {
  HWY_DYNAMIC_DISPATCH(SinCosLanes)(x, out, decided, n, firstLevel, false);
}

void cosLanes(const uint64_t* x, uint64_t* out, uint64_t* decided, size_t n, double* firstLevel) {
  HWY_DYNAMIC_DISPATCH(SinCosLanes)(x, out, decided, n, firstLevel, true);
}

}  // namespace hlo_cts::oracle::f64k
#endif  // HWY_ONCE
